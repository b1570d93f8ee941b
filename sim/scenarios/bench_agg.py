"""In-network aggregation benchmark scenario (run by lightpath.agg.bench, `make bench` part `agg`).
Configuration in $LP_BENCH (JSON: {"elems": K, "rounds": R}), results as JSON in $LP_REPORT.

`agg_jct` (lp_fabric4 #(SVLB=1, AGG=1)): two parameter-server jobs of 4 workers each (job A: two workers
on port 0 of nodes 2 and 3, master on node 1 port 0; job B: the same on port 1, master on node 1 port
1: both jobs' uploads share the links and the engine, as P4-ORDC's two server groups share the
P-ToR), R rounds in which both
jobs upload K int32 per worker at the same time. Run twice on one simulation:
  - aggregation: encoders and engine on; a job's round completes when its master holds every chunk's
    RESULT (the reduce is done in the network);
  - no aggregation: encoders off; the uploads go to the master as ordinary frames; a round's upload
    completes when the master holds every worker's frames (its reduce still has to run: the bench adds
    it from a reduce rate, lightpath.agg.bench).
Every result is checked exact, every drop counter 0. Reported per mode and job: each round's
completion clocks (from the round's first upload frame handed to a port), the element bytes into the
master's node, the engine's window counters, and the mode's simulated cycles and cycles per wall second.
"""

from __future__ import annotations

import json
import os
import random
import time

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.agg import fabric as af, fmt
from lightpath.env.fabric import Fabric

GUARD = 16
WORKERS_A = [(2, 0), (3, 0), (2, 0), (3, 0)]   # the jobs on disjoint ports: the figures show the engine, not preemption
WORKERS_B = [(2, 1), (3, 1), (2, 1), (3, 1)]


async def one_mode(fab: Fabric, col: af.Collector, aggregate: bool, elems: int, rounds: int, base: int) -> dict:
    jobs = [af.Job(21, (1, 0), WORKERS_A, elems), af.Job(22, (1, 1), WORKERS_B, elems)]
    for n in range(1, fab.n):
        await fab.nodes[n].regs.write_fields("AGG_CTRL", en=int(aggregate))
    out: dict = {"aggregate": aggregate, "rounds": []}
    c0, w0 = col.cycle, time.monotonic()
    rng = random.Random(7 + int(aggregate))
    for rnd in range(rounds):
        first = base + rnd * (elems // fmt.CHUNK_ELEMS + 2)
        js = [af.Job(j.job_id, j.master, j.workers, elems, first_chunk=first) for j in jobs]
        vecs = {j.job_id: af.vectors(j, rng) for j in js}
        mark = {n: len(col.frames[n]) for n in col.frames}
        t0 = col.cycle
        for w in range(len(WORKERS_A)):          # both jobs' workers start together, port by port
            for j in js:
                node, port = j.workers[w]
                for f in af.upload_frames(j, w, vecs[j.job_id][w]):
                    await fab.send(node, f, dst=j.master[0], port=port)
        done: dict[int, int] = {}

        def new(n: int, mark: dict[int, int] = mark) -> list[tuple[int, bytes]]:
            return col.frames[n][mark[n]:]

        def finished(js: list[af.Job] = js, done: dict[int, int] = done, first: int = first, t0: int = t0,
                     vecs: dict[int, list[list[int]]] = vecs) -> bool:
            for j in js:
                if j.job_id in done:
                    continue
                if aggregate:
                    res = [(c, f) for c, f in col.agg(j.master[0], fmt.Type.RESULT)
                           if f.job == j.job_id and f.chunk >= first]
                    if len(res) >= j.chunks:
                        done[j.job_id] = max(c for c, _ in res) - t0
                else:
                    ups = [(c, raw) for c, raw in new(j.master[0]) if int.from_bytes(raw[15:16], "big") == j.job_id]
                    if len(ups) >= len(j.workers) * len(af.upload_frames(j, 0, vecs[j.job_id][0])):
                        done[j.job_id] = max(c for c, _ in ups) - t0
            return len(done) == len(js)

        await af.wait_for(fab, finished, 4_000_000, step=128, what="a round")
        await ClockCycles(fab.dut.clk, 2000)
        rec: dict = {"jct": done, "bytes_into_master": {}}
        for j in js:
            if aggregate:
                res = [f for _, f in col.agg(j.master[0], fmt.Type.RESULT) if f.job == j.job_id and f.chunk >= first]
                af.check_results(j, vecs[j.job_id], res)
                rec["bytes_into_master"][j.job_id] = sum(4 * f.count_field for f in res)
            else:
                ups = [fmt.AggFrame.decode(raw, padded=True) for _, raw in new(j.master[0])
                       if int.from_bytes(raw[12:14], "big") == fmt.ETHERTYPE and raw[15] == j.job_id]
                got = {(u.worker, u.chunk): u.elements for u in ups}
                for w in range(len(j.workers)):
                    flat = [x for (ww, _c), el in sorted(got.items()) if ww == w for x in el]
                    assert flat == vecs[j.job_id][w], "an upload arrived damaged"
                rec["bytes_into_master"][j.job_id] = sum(4 * len(u.elements) for u in ups)
        out["rounds"].append(rec)
    for n in range(fab.n):
        c = await fab.counters(n)
        assert all(v == 0 for k, v in c.items() if "DROP" in k or k.startswith("AGG_BAD")), (n, c)
    assert fab.arb is not None
    out["engine"] = await fab.arb.counters("AGG_")
    out["cycles"] = col.cycle - c0
    out["sim_cycles_per_s"] = out["cycles"] / max(1e-9, time.monotonic() - w0)
    return out


@cocotb.test()
async def agg_jct(dut) -> None:
    cfg = json.loads(os.environ["LP_BENCH"])
    fab = Fabric(dut, 4)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}})
    jobs = [af.Job(21, (1, 0), WORKERS_A, cfg["elems"]), af.Job(22, (1, 1), WORKERS_B, cfg["elems"])]
    await af.setup(fab, jobs, timeout=200_000)
    col = af.Collector(fab)
    col.start()
    res = [await one_mode(fab, col, True, cfg["elems"], cfg["rounds"], 0),
           await one_mode(fab, col, False, cfg["elems"], cfg["rounds"], 1 << 20)]
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(res, fh)
