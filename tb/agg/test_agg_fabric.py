"""In-network aggregation in the fabric (docs/agg.md): lp_fabric4 built with S-VLB and AGG,
node 0 = lp_arbiter with the engine and the window scheduler, nodes 1..3 = NICs with the encoders.
Hosts are cocotb models on the NICs' host ports (lightpath.agg.fabric): workers send ordinary upload
frames to the master, the master's node receives whatever the network delivers.

1. workers_2_4_8: three jobs of 2, 4 and 8 workers (several workers share a port) upload K-element
   vectors, one job after the other (they share host ports): the master receives exactly one RESULT
   per chunk with the exact element-wise sum and the full bitmap, and nothing else: S bytes of
   elements instead of N*S; one window per job, never overlapping at the engine (AGG_OOW = 0).
2. loss_and_duplicates: a contribution that never left its host (a skipped chunk) is asked for again
   (NACK to that worker's node and MAC, right job, chunk and reason); the host answers and the result
   is exact; a duplicate is ignored and counted; a worker that never answers ends in a FAIL to the
   master naming the contributions that arrived, after AGG_CTRL.retries rounds; contributions that
   take an S-VLB relay hop keep the window open (none out of the window with the short drain); then
   a node's AGG_CTRL.en is cleared and set again while its contributions are queued: its in-flight
   count restarts at 0 without wrapping, and the next results are exact.
3. two_jobs_alternating: two 4-worker jobs on disjoint host ports upload at the same time, twice:
   the engine serves one window at a time (each job's results come in one block, the windows
   alternate), results exact.
4. shared_port_jobs: three jobs whose workers share host ports, queued in conflicting orders on the
   ports (job A before B on one port, B before A on another), all started at once: windows are
   preempted (AGG_PREEMPT) and parked jobs resumed until every job has its exact results, with no
   NACK, FAIL, busy refusal or out-of-window contribution.
Every test ends with no engine slot in use, no contribution left in any NIC, no drop counted.
"""

from __future__ import annotations

import random
from typing import Any

import cocotb
import pytest
from cocotb.triggers import ClockCycles

from lightpath.agg import fabric as af, fmt
from lightpath.env.fabric import FABRIC4_PARAMS, Fabric
from lightpath.flow import hdl

N = 4
GUARD = 16        # S-VLB build: guard + preamble cover the DRAM queues' answer time (as tb/arbiter)
PARAMS = FABRIC4_PARAMS
ENGINE_ERRORS = ("AGG_UNREG", "AGG_BAD", "AGG_BUSY", "AGG_COUNT", "AGG_OOW", "AGG_REQ_UNREG", "AGG_REQ_BAD",
                 "AGG_UNLEARNED")


async def bring_up(dut, jobs: list[af.Job], **kw: Any) -> tuple[Fabric, af.Collector]:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}})
    await af.setup(fab, jobs, **kw)
    col = af.Collector(fab)
    col.start()
    return fab, col


async def send_uploads(fab: Fabric, job: af.Job, vecs: list[list[int]], skip: dict[int, set[int]] | None = None,
                       extra: dict[int, list[bytes]] | None = None) -> int:
    """Every worker's upload frames into its port (skip: chunks a worker leaves out; extra: frames a
    worker sends after its upload). Returns the element bytes offered."""
    sent = 0
    for w, (node, port) in enumerate(job.workers):
        for f in af.upload_frames(job, w, vecs[w], (skip or {}).get(w, set())):
            await fab.send(node, f, dst=job.master[0], port=port)
            sent += len(f) - fmt.HDR_BYTES
        for f in (extra or {}).get(w, []):
            await fab.send(node, f, dst=job.master[0], port=port)
    return sent


async def finish(fab: Fabric) -> None:
    """Quiet network, then: no slot held, no contribution inside any NIC, no drop anywhere."""
    assert fab.arb is not None
    for _ in range(400):
        if await fab.arb.read_field("AGG_STATUS", "slots_used") == 0 and \
                await fab.arb.read_field("AGG_STATUS", "state") == 0:
            break
        await ClockCycles(fab.dut.clk, 512)
    st = fab.arb.reg("AGG_STATUS")
    v = await fab.arb.read("AGG_STATUS")
    assert st.fields["slots_used"].extract(v) == 0 and st.fields["busy"].extract(v) == 0, "an engine slot leaked"
    for n in range(1, N):
        s = await fab.nodes[n].regs.read("AGG_STATUS")
        f = fab.nodes[n].regs.reg("AGG_STATUS").fields
        assert f["inflight"].extract(s) == 0 and f["req_job"].extract(s) == 0, f"node {n}: contributions left"
        assert await fab.nodes[n].regs.read_field("AGG_RELAY", "cells") == 0, f"node {n}: relayed contributions left"
        c = await fab.counters(n)
        assert all(v == 0 for k, v in c.items() if "DROP" in k or k.startswith("AGG_BAD") or k == "TX_VQ_LATE"), \
            {k: v for k, v in c.items() if v and ("DROP" in k or "BAD" in k)}


async def diag(fab: Fabric, col: af.Collector) -> str:
    """State of every aggregation part, for a failure message."""
    assert fab.arb is not None
    lines = [f"engine {await fab.arb.counters('AGG_')}",
             f"arb AGG_STATUS {await fab.arb.read('AGG_STATUS'):#010x}"]
    for n in range(1, N):
        r = fab.nodes[n].regs
        lines.append(f"node {n}: AGG_STATUS {await r.read('AGG_STATUS'):#010x} "
                     f"{ {k: v for k, v in (await r.counters()).items() if v} }")
    lines.append(f"frames received per node: { {n: len(f) for n, f in col.frames.items()} }")
    for n in col.frames:
        lines.append(f"node {n} aggregation frames (cycle, type, job, chunk, worker, bitmap, status, retry): "
                     + ", ".join(f"({c},{f.type},{f.job},{f.chunk},{f.worker},{f.bitmap:#x},{f.status},{f.retry})"
                                 for c, f in col.agg(n)[:60]))
    return "\n".join(lines)


async def wait(fab: Fabric, col: af.Collector, cond, limit: int, what: str) -> None:
    try:
        await af.wait_for(fab, cond, limit, what=what)
    except TimeoutError as e:
        raise AssertionError(f"{e}\n{await diag(fab, col)}") from None


async def arb_counters(fab: Fabric) -> dict[str, int]:
    assert fab.arb is not None
    return await fab.arb.counters("AGG_")


@cocotb.test()
async def workers_2_4_8(dut) -> None:
    m = (1, 0)
    jobs = [
        af.Job(5, m, [(2, 0), (3, 0)], elems=3 * fmt.CHUNK_ELEMS + 17),
        af.Job(6, m, [(2, 0), (2, 1), (3, 0), (3, 1)], elems=2 * fmt.CHUNK_ELEMS, first_chunk=100),
        af.Job(7, m, [(1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (1, 1), (2, 0), (3, 0)], elems=3 * fmt.CHUNK_ELEMS - 1),
    ]
    fab, col = await bring_up(dut, jobs)
    rng = random.Random(101)
    vecs = {j.job_id: af.vectors(j, rng) for j in jobs}
    offered = 0
    total_chunks = 0
    for j in jobs:   # one job after the other (all at once on shared ports: shared_port_jobs)
        offered += await send_uploads(fab, j, vecs[j.job_id])
        total_chunks += j.chunks
        await wait(fab, col, lambda total_chunks=total_chunks: len(col.agg(m[0], fmt.Type.RESULT)) >= total_chunks,
                   300_000, "results")
    await ClockCycles(dut.clk, 4000)
    results = [f for _, f in col.agg(m[0], fmt.Type.RESULT)]
    for j in jobs:
        af.check_results(j, vecs[j.job_id], results)
    # the master got results only: S element bytes per job, none of the N*S uploaded
    assert all(int.from_bytes(raw[12:14], "big") == fmt.ETHERTYPE for _, raw in col.frames[m[0]])
    assert len(col.frames[m[0]]) == total_chunks
    got = sum(4 * f.count_field for f in results)
    assert got == sum(4 * j.elems for j in jobs) and offered == sum(4 * j.elems * len(j.workers) for j in jobs)
    for n in (2, 3):
        assert not col.agg(n), f"node {n} received aggregation frames"
    c = await arb_counters(fab)
    assert c["AGG_RESULT"] == total_chunks and c["AGG_CONTRIB"] == sum(j.chunks * len(j.workers) for j in jobs)
    assert c["AGG_WIN_OPEN"] == 3 and c["AGG_WIN_CLOSE"] == 3, c
    assert all(c[k] == 0 for k in ENGINE_ERRORS + ("AGG_DUP", "AGG_NACK", "AGG_FAIL")), c
    up = sum([await fab.nodes[n].regs.read(f"AGG_UPLOADS[{p}]") for n in (1, 2, 3) for p in (0, 1)], 0)
    assert up == sum(len(af.upload_frames(j, w, vecs[j.job_id][w])) for j in jobs for w in range(len(j.workers)))
    await finish(fab)


@cocotb.test()
async def loss_and_duplicates(dut) -> None:
    m = (1, 0)
    job = af.Job(9, m, [(2, 0), (2, 1), (3, 0), (3, 1)], elems=5 * fmt.CHUNK_ELEMS)
    fab, col = await bring_up(dut, [job], timeout=6000, retries=2)
    rng = random.Random(202)
    vecs = af.vectors(job, rng)
    # worker 1 loses chunk 2; worker 2 sends chunk 3 twice
    dup = af.chunk_upload(job, 2, vecs[2], 3)
    await send_uploads(fab, job, vecs, skip={1: {2}}, extra={2: [dup]})
    w1_node = job.workers[1][0]

    def nacks() -> list[fmt.AggFrame]:
        return [f for _, f in col.agg(w1_node, fmt.Type.NACK) if f.job == job.job_id]

    await wait(fab, col, lambda: bool(nacks()), 200_000, "a NACK for the lost chunk")
    n = nacks()[0]
    assert (n.chunk, n.worker, n.status, n.retry) == (2, 1, int(fmt.Status.TIMEOUT), 1), n
    assert n.dst_mac == job.worker_mac(1) and n.bitmap == job.mask & ~0b10, n
    await fab.send(w1_node, af.chunk_upload(job, 1, vecs[1], 2), dst=m[0], port=job.workers[1][1])
    await wait(fab, col, lambda: len(col.agg(m[0], fmt.Type.RESULT)) >= job.chunks, 200_000, "results")
    await ClockCycles(dut.clk, 3000)
    af.check_results(job, vecs, [f for _, f in col.agg(m[0], fmt.Type.RESULT)])
    c = await arb_counters(fab)
    assert c["AGG_DUP"] == 1 and c["AGG_NACK"] >= 1 and c["AGG_EXPIRED"] >= 1 and c["AGG_FAIL"] == 0, c
    assert c["AGG_OOW"] == 0, f"round 1: {c}"
    # worker 3 loses chunk 4 of a second upload and never answers: FAIL after the retries
    relayed1 = sum([await fab.nodes[n].regs.read("AGG_RELAYED") for n in range(1, N)], 0)
    job2 = af.Job(9, m, job.workers, elems=5 * fmt.CHUNK_ELEMS, first_chunk=64)
    vecs2 = af.vectors(job2, rng)
    await send_uploads(fab, job2, vecs2, skip={3: {4}})
    await wait(fab, col, lambda: bool(col.agg(m[0], fmt.Type.FAIL)), 400_000, "the FAIL")
    await ClockCycles(dut.clk, 3000)
    fail = col.agg(m[0], fmt.Type.FAIL)
    assert len(fail) == 1 and (fail[0][1].chunk, fail[0][1].bitmap) == (68, 0b0111), fail
    assert fail[0][1].retry == 2 and fail[0][1].status & fmt.Status.TIMEOUT
    w3 = [f for _, f in col.agg(job.workers[3][0], fmt.Type.NACK) if f.worker == 3]
    assert [f.retry for f in w3] == [1, 2] and all(f.chunk == 68 for f in w3), w3
    res2 = [f for _, f in col.agg(m[0], fmt.Type.RESULT) if f.chunk >= 64]
    assert sorted(f.chunk for f in res2) == [64, 65, 66, 67]
    c = await arb_counters(fab)
    # contributions on an S-VLB relay hop keep the window open (AGG_RELAY): none lands outside it, with
    # the short drain (before the relays requested the window: 7 of 19 here)
    assert c["AGG_FAIL"] == 1 and all(c[k] == 0 for k in ENGINE_ERRORS), str({k: v for k, v in c.items() if v})
    relayed = sum([await fab.nodes[n].regs.read("AGG_RELAYED") for n in range(1, N)], 0)
    assert relayed - relayed1 > 0, "round 2: no contribution took a relay hop"
    dut._log.info("round 2: %d contribution cells relayed (AGG_RELAYED), engine %s", relayed - relayed1,
                  {k: v for k, v in c.items() if v})
    await saturation_round(fab, col, job, rng)
    await finish(fab)


async def saturation_round(fab: Fabric, col: af.Collector, job: af.Job, rng: random.Random) -> None:
    """The in-flight count saturates at 0: node 2's AGG_CTRL.en is cleared and set again while
    contributions it made are still queued in it. The count restarts at 0 and does not wrap when they
    leave (finish: inflight and req_job 0), and every result is still exact. (Node 2 no longer requests
    the window for those cells, so the engine may take some outside it: AGG_OOW is not checked here.)"""
    m = job.master
    r2 = fab.nodes[2].regs
    mine = [w for w, (node, _) in enumerate(job.workers) if node == 2]
    made0 = sum([await r2.read(f"AGG_CONTRIBS[{p}]") for p in (0, 1)], 0)
    job3 = af.Job(job.job_id, m, job.workers, elems=job.elems, first_chunk=128)
    vecs3 = af.vectors(job3, rng)
    await send_uploads(fab, job3, vecs3)
    made = 0
    for _ in range(4000):   # until node 2's encoders have made all their contributions
        made = sum([await r2.read(f"AGG_CONTRIBS[{p}]") for p in (0, 1)], 0) - made0
        if made == len(mine) * job3.chunks:
            break
        await ClockCycles(fab.dut.clk, 8)
    queued = await r2.read_field("AGG_STATUS", "inflight")
    await r2.write_fields("AGG_CTRL", en=0)
    await r2.write_fields("AGG_CTRL", en=1)
    after = await r2.read_field("AGG_STATUS", "inflight")
    cells0 = await r2.read("AGG_CELLS")
    assert made == len(mine) * job3.chunks and queued > 0, (made, queued)
    assert after == 0, f"AGG_CTRL.en = 0 left the in-flight count at {after}"

    def results() -> list[fmt.AggFrame]:
        return [f for _, f in col.agg(m[0], fmt.Type.RESULT) if f.chunk >= job3.first_chunk]

    await wait(fab, col, lambda: len(results()) >= job3.chunks, 200_000, "round 3 results")
    await ClockCycles(fab.dut.clk, 3000)
    af.check_results(job3, vecs3, results())
    left = await r2.read("AGG_CELLS") - cells0
    assert left > 0, "no contribution cell left node 2 after the count was cleared"
    fab.dut._log.info("saturation round: %d of node 2's %d contributions queued at the clear, %d sent after it; "
                      "engine %s", queued, made, left, {k: v for k, v in (await arb_counters(fab)).items() if v})


@cocotb.test()
async def two_jobs_alternating(dut) -> None:
    # disjoint host ports (jobs sharing ports: shared_port_jobs), two workers per port
    a = af.Job(11, (1, 0), [(2, 0), (3, 0), (2, 0), (3, 0)], elems=4 * fmt.CHUNK_ELEMS)
    b = af.Job(12, (1, 1), [(2, 1), (3, 1), (2, 1), (3, 1)], elems=4 * fmt.CHUNK_ELEMS)
    fab, col = await bring_up(dut, [a, b])
    rng = random.Random(303)
    for rnd in range(2):
        ja = af.Job(a.job_id, a.master, a.workers, a.elems, first_chunk=16 * rnd)
        jb = af.Job(b.job_id, b.master, b.workers, b.elems, first_chunk=16 * rnd)
        va, vb = af.vectors(ja, rng), af.vectors(jb, rng)
        await send_uploads(fab, ja, va)
        await send_uploads(fab, jb, vb)
        want = (ja.chunks + jb.chunks) * (rnd + 1)
        await wait(fab, col, lambda want=want: len(col.agg(1, fmt.Type.RESULT)) >= want, 400_000, "results")
        await ClockCycles(dut.clk, 3000)
        res = [f for _, f in col.agg(1, fmt.Type.RESULT) if f.chunk >= 16 * rnd]
        af.check_results(ja, va, res)
        af.check_results(jb, vb, res)
    order = [f.job for _, f in sorted(col.agg(1, fmt.Type.RESULT), key=lambda t: t[0])]
    blocks = [order[0]] + [y for x, y in zip(order, order[1:]) if x != y]
    assert len(blocks) == 4 and blocks[0] != blocks[1], blocks   # one window per job and round, alternating
    c = await arb_counters(fab)
    assert c["AGG_WIN_OPEN"] == 4 and c["AGG_OOW"] == 0 and all(c[k] == 0 for k in ENGINE_ERRORS), \
        str({k: v for k, v in c.items() if v})
    await finish(fab)


@cocotb.test()
async def shared_port_jobs(dut) -> None:
    """Jobs that share host ports, queued in orders that wait for each other (port (2,0): 21 before 22;
    port (3,0): 22 before 21; port (2,1): 23 before 22; ...), all started at once. Without preemption the
    first window would wait for a worker queued behind another job's upload until its timer expired (the
    deadlock docs/agg.md describes); with it, a window held open only by its partial chunks is closed, the
    job parked in its own slots with its timers paused, and resumed later."""
    m = (1, 0)
    ce = fmt.CHUNK_ELEMS
    a = af.Job(21, m, [(2, 0), (3, 0), (1, 1)], elems=3 * ce - 5)
    b = af.Job(22, m, [(3, 0), (2, 0), (2, 1), (3, 1)], elems=2 * ce + 9, first_chunk=40)
    c = af.Job(23, m, [(2, 1), (1, 1), (3, 1), (2, 0)], elems=3 * ce, first_chunk=7)
    jobs = [a, b, c]
    fab, col = await bring_up(dut, jobs)
    rng = random.Random(404)
    vecs = {j.job_id: af.vectors(j, rng) for j in jobs}
    order = {(2, 0): [a, b, c], (3, 0): [b, a], (2, 1): [c, b], (1, 1): [c, a], (3, 1): [b, c]}
    for (node, port), js in order.items():
        for j in js:
            for w, where in enumerate(j.workers):
                if where == (node, port):
                    for f in af.upload_frames(j, w, vecs[j.job_id][w]):
                        await fab.send(node, f, dst=m[0], port=port)
    total = sum(j.chunks for j in jobs)
    await wait(fab, col, lambda: len(col.agg(m[0], fmt.Type.RESULT)) >= total, 800_000, "results")
    await ClockCycles(dut.clk, 4000)
    results = [f for _, f in col.agg(m[0], fmt.Type.RESULT)]
    for j in jobs:
        af.check_results(j, vecs[j.job_id], results)
    assert len(col.frames[m[0]]) == total, "the master got something else than one RESULT per chunk"
    for n in range(N):
        assert not [f for _, f in col.agg(n) if f.type in (fmt.Type.NACK, fmt.Type.FAIL)], f"node {n}: NACK or FAIL"
    await finish(fab)
    c_ = await arb_counters(fab)
    assert c_["AGG_RESULT"] == total and c_["AGG_CONTRIB"] == sum(j.chunks * len(j.workers) for j in jobs), c_
    assert all(c_[k] == 0 for k in ENGINE_ERRORS + ("AGG_DUP", "AGG_NACK", "AGG_FAIL", "AGG_EXPIRED")), \
        str({k: v for k, v in c_.items() if v})
    assert c_["AGG_PREEMPTS"] >= 1 and c_["AGG_WIN_OPEN"] == c_["AGG_WIN_CLOSE"] >= len(jobs), c_
    dut._log.info("shared ports: %d windows, %d preempted", c_["AGG_WIN_OPEN"], c_["AGG_PREEMPTS"])


@pytest.mark.parametrize("case", ["workers_2_4_8", "loss_and_duplicates", "two_jobs_alternating",
                                  "shared_port_jobs"])
def test_agg_fabric(case: str) -> None:
    hdl.run("lp_fabric4", __file__, PARAMS, testcase=case)
