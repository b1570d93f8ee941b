"""Aggregation jobs from firmware (firmware/control/lp_agg_job.c): the C driver, compiled
into the host library (libfwhost.so) and run in the loop with the Verilated 4-node fabric (lp_fabric4,
the shared S-VLB + AGG build: node 0 = lp_arbiter with the engine and the window scheduler) through
cocotb's AXI4-Lite masters (lightpath.fw.cosim), manages one parameter-server job:

1. register: the firmware puts a 2-worker job (workers on nodes 2 and 3, master on node 1) into the
   arbiter's job table and into the job tables of the two workers' NICs, and turns the encoders and
   window requests on at the master's NIC too, which may relay contributions (LP_BLK_NIC is routed to
   each node in turn, as a controller would reach each node's CPU); the register words read back through
   the testbench's own register map are the programmer's guide's (docs/agg.md); registering the job
   again is refused on both sides (LP_E_BUSY) in the live design;
2. aggregate: the workers upload (lightpath.agg.fabric's host models); the master receives exactly one
   RESULT per chunk with the exact element-wise sum, from the MAC the firmware gave the engine; the
   firmware's status read counts what the engine and the encoders did (one window, no error);
3. unregister (NICs first, then the arbiter): every entry the driver wrote is cleared, a second
   unregister is LP_E_NOTFOUND; a further upload of the job passes through the worker's NIC untouched
   (the master receives the upload frame itself, byte for byte), counted in the NIC's AGG_UNREG, and the
   engine never sees it (its counters and window count unchanged).
"""

from __future__ import annotations

import ctypes as C
import random

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.agg import fabric as af, fmt
from lightpath.env.fabric import FABRIC4_PARAMS, Fabric
from lightpath.flow import hdl
from lightpath.fw import host
from lightpath.fw.cosim import FirmwareCosim
from lightpath.regs import RegBank

N = 4
GUARD = 16    # S-VLB build: guard + preamble cover the DRAM queues' answer time (as tb/agg/test_agg_fabric)
JOB = 9
MASTER = (1, 0)
WORKERS = [(2, 0), (3, 0)]
ENGINE_MAC = fmt.ENGINE_MAC ^ 0x5A   # not the reset value: the results show the firmware wrote it
ERRORS = ("dup", "unreg", "bad", "busy_refused", "count", "sat", "nack", "expired", "fail", "oow", "req_unreg",
          "req_bad", "unlearned")


async def fields(regs: RegBank, name: str) -> dict[str, int]:
    v = await regs.read(name)
    return {f: fld.extract(v) for f, fld in regs.reg(name).fields.items()}


async def on_nic(fw: FirmwareCosim, fab: Fabric, node: int, fn, *args):
    """A firmware call whose LP_BLK_NIC is `node`'s NIC."""
    fw.buses[host.BLK_NIC] = fab.nodes[node].regs.bus
    return await fw.call(fn, *args)


@cocotb.test()
async def register_aggregate_unregister(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}})
    arb = fab.arb
    assert arb is not None
    host.lib().lp_host_reset()
    fw = FirmwareCosim(dut, {host.BLK_NIC: fab.nodes[0].regs.bus, host.BLK_ARB: arb.bus}, dut.n0_irq)
    fw.install()
    job = af.Job(JOB, MASTER, WORKERS, elems=2 * fmt.CHUNK_ELEMS + 17)
    worker_nodes = sorted({n for n, _ in WORKERS})
    try:
        # ---- 1. register: arbiter first, then the workers' NICs
        preempt = arb.reg("AGG_PREEMPT").fields["cycles"].reset
        cfg = host.AggEngineCfg(mac=ENGINE_MAC, timeout=20_000, drain=2048, preempt=preempt, retries=3, win_en=1)
        rc, e = await fw.call(host.agg_arb_register, cfg, JOB, job.mask)
        assert (rc, e) == (host.OK, 0), host.strerror(rc)
        assert await fields(arb, f"AGG_JOB[{e}]") == {"valid": 1, "id": JOB}
        assert await arb.read(f"AGG_WORKERS[{e}]") == job.mask
        assert await fields(arb, "AGG_CTRL") == {"en": 1, "win_en": 1, "retries": 3}
        assert await arb.read_field("AGG_TIMEOUT", "cycles") == 20_000
        assert await arb.read_field("AGG_DRAIN", "cycles") == 2048
        assert (await arb.read("AGG_MAC_HI")) << 32 | await arb.read("AGG_MAC_LO") == ENGINE_MAC
        for n in worker_nodes:
            rc, ne = await on_nic(fw, fab, n, host.agg_nic_register, JOB, af.ARB_NODE, 1)
            assert (rc, ne) == (host.OK, 0), (n, host.strerror(rc))
            r = fab.nodes[n].regs
            assert await fields(r, f"AGG_JOB[{ne}]") == {"valid": 1, "id": JOB, "agg_node": af.ARB_NODE}
            assert await fields(r, "ARBITER") == {"node_id": af.ARB_NODE, "fake_en": 1}
            assert await fields(r, "AGG_CTRL") == {"en": 1, "win_en": 1}
        for n in range(1, N):   # every other NIC may relay contributions (S-VLB): encoders and requests on
            if n not in worker_nodes:
                assert await on_nic(fw, fab, n, host.agg_nic_enable, af.ARB_NODE, 1) == host.OK
                r = fab.nodes[n].regs
                assert await fields(r, "ARBITER") == {"node_id": af.ARB_NODE, "fake_en": 1}
                assert await fields(r, "AGG_CTRL") == {"en": 1, "win_en": 1}
                assert [await r.read(f"AGG_JOB[{k}]") for k in range(fmt.MAX_JOBS)] == [0] * fmt.MAX_JOBS
        assert (await fw.call(host.agg_arb_register, cfg, JOB, job.mask))[0] == host.E_BUSY
        assert (await on_nic(fw, fab, worker_nodes[0], host.agg_nic_register, JOB, af.ARB_NODE, 1))[0] == host.E_BUSY

        # ---- 2. the workers upload, the master gets the sums
        col = af.Collector(fab)
        col.start()
        rng = random.Random(10)
        vecs = af.vectors(job, rng)
        frames = {w: af.upload_frames(job, w, vecs[w]) for w in range(len(WORKERS))}
        for w, (node, port) in enumerate(WORKERS):
            for f in frames[w]:
                await fab.send(node, f, dst=MASTER[0], port=port)
        await af.wait_for(fab, lambda: len(col.agg(MASTER[0], fmt.Type.RESULT)) >= job.chunks, 200_000, what="results")
        await ClockCycles(dut.clk, 2048)
        results = [f for _, f in col.agg(MASTER[0], fmt.Type.RESULT)]
        af.check_results(job, vecs, results)
        assert all(r.src_mac == ENGINE_MAC and r.dst_mac == job.master_mac() for r in results)
        assert len(col.frames[MASTER[0]]) == job.chunks   # results only: no upload reached the master
        for _ in range(100):   # the window closes and drains
            if await fields(arb, "AGG_STATUS") == {"win_job": 0, "state": 0, "req": 0, "busy": 0, "slots_used": 0}:
                break
            await ClockCycles(dut.clk, 512)
        rc, st = await fw.call(host.agg_arb_status)
        assert rc == host.OK and (st.win_job, st.state, st.busy, st.slots_used) == (0, 0, 0, 0), \
            (st.win_job, st.state, st.busy, st.slots_used)
        assert (st.contrib, st.result, st.win_open, st.win_close) == (job.chunks * len(WORKERS), job.chunks, 1, 1), \
            (st.contrib, st.result, st.win_open, st.win_close)
        assert all(getattr(st, k) == 0 for k in ERRORS), {k: getattr(st, k) for k in ERRORS}
        engine_before = {k: getattr(st, k) for k, *_ in host.AggArbStatus._fields_}
        for w, (node, port) in enumerate(WORKERS):
            rc, ns = await on_nic(fw, fab, node, host.agg_nic_status)
            assert rc == host.OK and ns.uploads[port] == len(frames[w]) and ns.contribs[port] == job.chunks, \
                (node, list(ns.uploads), list(ns.contribs))
            assert (ns.inflight, ns.req_job, ns.unreg[port], ns.bad[port]) == (0, 0, 0, 0)
            assert ns.cells == job.chunks, ns.cells   # every contribution left as one cell (a relay hop adds none)

        # ---- 3. unregister: the NICs first, then the arbiter
        for n in worker_nodes:
            assert await on_nic(fw, fab, n, host.agg_nic_unregister, JOB) == host.OK
            r = fab.nodes[n].regs
            assert await r.read("AGG_JOB[0]") == 0
            assert await fields(r, "AGG_CTRL") == {"en": 1, "win_en": 1}   # kept: other jobs may use the encoders
            assert await on_nic(fw, fab, n, host.agg_nic_unregister, JOB) == host.E_NOTFOUND
        assert await fw.call(host.agg_arb_unregister, JOB) == host.OK
        assert await arb.read(f"AGG_JOB[{e}]") == 0 and await arb.read(f"AGG_WORKERS[{e}]") == 0
        assert await fw.call(host.agg_arb_unregister, JOB) == host.E_NOTFOUND

        # a further upload of the job is ordinary traffic to the master
        node, port = WORKERS[0]
        late = af.chunk_upload(job, 0, vecs[0], job.first_chunk)
        await fab.send(node, late, dst=MASTER[0], port=port)
        await af.wait_for(fab, lambda: len(col.frames[MASTER[0]]) > job.chunks, 50_000, what="pass-through upload")
        await ClockCycles(dut.clk, 2048)
        assert [raw for _, raw in col.frames[MASTER[0]][job.chunks:]] == [late]
        rc, ns = await on_nic(fw, fab, node, host.agg_nic_status)
        assert rc == host.OK and ns.unreg[port] == 1 and ns.uploads[port] == len(frames[0]), \
            (list(ns.unreg), list(ns.uploads))
        rc, st = await fw.call(host.agg_arb_status)
        assert rc == host.OK and {k: getattr(st, k) for k, *_ in host.AggArbStatus._fields_} == engine_before
        assert fw.hooks is not None   # installed above
        fw.hooks.check()
        dut._log.info("firmware: %d AXI reads, %d writes; %d chunks aggregated", fw.reads, fw.writes, job.chunks)
    finally:
        host.lib().lp_host_reset()


def test_agg_structs_match_c() -> None:
    """The ctypes mirrors of the driver's structs have the C sizes (a field added on one side only shows)."""
    so = host.lib()
    assert C.sizeof(host.AggEngineCfg) == so.lp_agg_engine_cfg_sizeof()
    assert C.sizeof(host.AggArbStatus) == so.lp_agg_arb_status_sizeof()
    assert C.sizeof(host.AggNicStatus) == so.lp_agg_nic_status_sizeof()


def test_agg_cosim() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
