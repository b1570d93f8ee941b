"""ODDL on the 4-node fabric (lp_fabric4: every node built with ODDL = 1; lasers through the LCoS-WSS
model; control frames through the electrical switch model). Real vectors are all-reduced by the
library model (lightpath.env.oddl) through the NICs' cells. The monitor checks on every clock that no
node puts a word on the line while its laser retunes and that every word leaves on the wavelength of
the node's current step.

- hd_allreduce: 4-node HD all-reduce (4 steps): every frame of each step comes from the HD partner,
  every node ends with the exact element-wise sum, no rule broken, every counter clean; a duplicated
  transceiver_ready, a completion from a node outside the job's steps and a misaddressed frame are
  injected: counted, results still exact. Prints the iteration time and the per-step overhead.
- two_jobs_isolated: job A (nodes 0, 1) runs iterations while job B (nodes 2, 3) is set up: B's WSS
  reconfiguration never touches A's ports (lcos_touch), A completes iterations during it, then both
  run at once; both results exact.
- lost_message_times_out_and_recovers: a previous_completion is dropped: the node waiting for it
  times out (error code 2), its partner too, every node of the job ends idle (no deadlock); abort,
  restart: the iteration completes with the exact sum.
"""

from __future__ import annotations

import cocotb
import pytest
from cocotb.triggers import ClockCycles

from lightpath.cell.generated import OddlMsg
from lightpath.env.fabric import FABRIC4_PARAMS, Fabric
from lightpath.env.oddl import CLOCK_NS, ODDL_REGS, WSS_RECONF_MS, Job, OddlFabric, lcos_touch
from lightpath.flow import hdl
from lightpath.model import oddl_tables as ot
from lightpath.model.oddl_ctl import Fault, encode

HOP_CLOCKS = 156      # ~1 us per control-network hop, 2 hops per message (ODDL: 1..10 us)
WSS_TIME = 2000       # clocks per LCoS reconfiguration: 56 ms scaled down


async def bring_up(dut) -> OddlFabric:
    fab = Fabric(dut, 4)
    await fab.start()
    await fab.configure()
    od = OddlFabric(fab, HOP_CLOCKS)
    await od.enter(WSS_TIME)
    dut._log.info("LCoS-WSS reconfiguration %d clocks = %.1f us for %.0f ms: scale 1/%.0f", WSS_TIME,
                  WSS_TIME * CLOCK_NS / 1e3, WSS_RECONF_MS, WSS_RECONF_MS * 1e6 / (WSS_TIME * CLOCK_NS))
    return od


async def status(od: OddlFabric, nodes: list[int]) -> list[dict[str, int]]:
    """ODDL_STATUS of each node, by field."""
    fields = ODDL_REGS["ODDL_STATUS"].fields
    return [{name: f.extract(v) for name, f in fields.items()}
            for v in [await od.regs[n].read("ODDL_STATUS") for n in nodes]]


async def clean(od: OddlFabric, nodes: list[int]) -> None:
    for n in nodes:
        c = await od.fab.counters(n)
        assert all(v == 0 for k, v in c.items() if "DROP" in k or k in ("RX_DROP_WRONG_SRC", "CDR_PROTO")), (n, c)
    assert int(od.dut.corrupt_words.value) == 0 and int(od.dut.collision_words.value) == 0
    assert not od.violations, od.violations[:5]


@cocotb.test()
async def hd_allreduce(dut) -> None:
    od = await bring_up(dut)
    nodes = [0, 1, 2, 3]
    job = Job(nodes, ot.relabel(ot.hd(4), nodes), "hd", vec_len=1024)
    ot.check(job.table, num_wl=8, nodes=nodes)
    await od.wss_setup(job)
    await od.load(job)
    od.sw.faults.append(Fault(lambda m: m.src == 2 and m.dst == 0 and m.mtype == OddlMsg.READY, "dup"))
    t0 = od.now
    tasks = await od.start(job)
    od.sw.inject(1, encode(2, 1, OddlMsg.COMPLETION))      # node 2 is no step's destination of node 1
    od.sw.inject(3, encode(0, 2, OddlMsg.READY))           # for node 2, delivered to node 3
    for t in tasks:
        await t
    await od.wait_idle(job)
    t_end = od.now
    want = od.expected(job)
    assert all(r == want for r in job.results), "all-reduce result wrong"
    c = [await od.regs[n].counters() for n in nodes]
    assert all(x["ITERS"] == 1 and x["STEPS"] == 4 and x["TIMEOUTS"] == 0 for x in c), c
    assert c[0]["CTL_DUP"] == 1 and c[1]["CTL_BAD_PEER"] == 1 and c[3]["CTL_RX_MISADDR"] == 1, c
    assert sum(x["CTL_TX"] for x in c) == 4 * (4 + 3), c
    await clean(od, nodes)
    it = [await od.regs[n].read("ITER_CYCLES") for n in nodes]
    gap = [await od.regs[n].read("GAP_CYCLES") for n in nodes]
    hs = [await od.regs[n].read_field("HS_LOCAL", "max") for n in nodes]
    dut._log.info("HD all-reduce, 4 nodes, %d x int32: %d clocks (%.1f us); per node iteration %s clocks;"
                  " reconfiguration overhead per step %s clocks (control delay %d clocks per message);"
                  " gateware completion -> ready max %s clocks", job.vec_len, t_end - t0,
                  (t_end - t0) * CLOCK_NS / 1e3, it, [g // 3 for g in gap], 2 * HOP_CLOCKS,
                  hs)
    assert all(0 < h <= 15 for h in hs), hs   # <= 100 ns of gateware (docs/oddl.md)


@cocotb.test()
async def two_jobs_isolated(dut) -> None:
    od = await bring_up(dut)
    a = Job([0, 1], ot.relabel(ot.hd(2), [0, 1]), "hd", vec_len=512)
    b = Job([2, 3], ot.relabel(ot.hd(2), [2, 3]), "hd", vec_len=512)
    await od.wss_setup(a)
    await od.load(a)
    touch_a = [lcos_touch(dut, n) for n in (0, 1)]
    done_a = 0
    tasks = await od.start(a, seed=1)
    # B's setup starts while A runs; A keeps completing iterations during B's reconfiguration
    await od.load(b)
    dut.lcos_time.value = 4 * WSS_TIME    # a longer reconfiguration, so that A runs through several iterations
    setup = cocotb.start_soon(od.wss_setup(b))
    busy_seen = False
    while not setup.done():
        for t in tasks:
            await t
        assert all(r == od.expected(a) for r in a.results)
        await od.wait_idle(a)
        done_a += 1
        busy_seen = busy_seen or bool(int(dut.lcos_busy.value) & 0b1100)
        if not setup.done():
            tasks = await od.start(a, seed=10 + done_a)
    await setup
    assert done_a >= 2 and busy_seen, (done_a, busy_seen)
    touch_after = [lcos_touch(dut, n) for n in (0, 1)]
    assert touch_after == touch_a, (touch_a, touch_after)      # B's setup never touched A's ports
    assert [lcos_touch(dut, n) for n in (2, 3)] == [1, 1]
    ta = await od.start(a, seed=50)
    tb = await od.start(b, seed=51)
    for t in ta + tb:
        await t
    await od.wait_idle(a)
    await od.wait_idle(b)
    assert all(r == od.expected(a) for r in a.results) and all(r == od.expected(b) for r in b.results)
    c = [await od.regs[n].counters() for n in range(4)]
    assert [x["ITERS"] for x in c] == [done_a + 1] * 2 + [1] * 2, c
    await clean(od, [0, 1, 2, 3])
    dut._log.info("job A: %d iterations during job B's WSS setup (%d clocks)", done_a, 4 * WSS_TIME)


@cocotb.test()
async def lost_message_times_out_and_recovers(dut) -> None:
    od = await bring_up(dut)
    nodes = [0, 1, 2, 3]
    job = Job(nodes, ot.relabel(ot.hd(4), nodes), "hd", vec_len=512)
    await od.wss_setup(job)
    await od.load(job, timeout=20_000)
    od.sw.faults.append(Fault(lambda m: m.src == 1 and m.mtype == OddlMsg.COMPLETION, "drop"))
    tasks = await od.start(job)
    await od.wait_idle(job, limit=400_000)
    st = await status(od, nodes)
    err = [s["err"] for s in st]
    code = [s["err_code"] for s in st]
    assert err[3] == 1 and code[3] == 2, st   # node 3 waited for node 1's completion
    assert sum(err) >= 2 and all(c in (0, 1, 2) for c in code), st
    for t in tasks:
        t.cancel()
    for n in nodes:   # recovery (docs/oddl.md): abort everywhere, let the network drain, forget flags
        await od.regs[n].write_fields("ODDL_CTRL", en=1, abort=1)
    await od.sw.idle(dut.clk)
    await ClockCycles(dut.clk, 4 * HOP_CLOCKS)
    for n in nodes:
        await od.regs[n].write_fields("ODDL_CTRL", en=1, abort=1)
        od.links[n] = 0
        sink = od.fab.nodes[n].sink
        assert sink is not None
        while not sink.empty():          # the library drops the failed iteration's data
            await sink.recv()
    tasks = await od.start(job, seed=7)
    for t in tasks:
        await t
    await od.wait_idle(job)
    assert all(r == od.expected(job) for r in job.results)
    st = await status(od, nodes)
    assert all(not s["err"] for s in st), st
    await clean(od, nodes)


@pytest.mark.parametrize("case", ["hd_allreduce", "two_jobs_isolated", "lost_message_times_out_and_recovers"])
def test_oddl_fabric(case: str) -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase=case)
