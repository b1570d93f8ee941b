"""The arbiter in the fabric: lp_fabric4 built with S-VLB, node 0 = lp_arbiter (NIC core,
time-sync master, OCS control plane), nodes 1..3 = NICs, the AWGR and WSS models. Everything goes
through the registers and the optical models, as on the bench:

1. Request -> decision -> control header -> switch: a data-parallel-like flow 1 -> 3 offers more than
   Q cells per round-robin cycle; node 1 puts an OCS request into the headers of its arbiter slot; the
   arbiter collects it, MEPC chooses circuit 1 -> 3, the keeper publishes ADD(1 -> 3) at now + reconf +
   one cycle and raises the interrupt; a firmware model answers it by pointing the WSS; the operation
   reaches node 1 in a control header, node 1 switches its OCS port at exactly that slot (applied, not
   late) and the flow moves from the OTS slots (relayed by S-VLB) onto the circuit. Every frame arrives
   exactly once, intact and in order per flow; node 1's OTS slot use before and after is printed and
   must fall. When the flow ends the request ages out, the keeper removes the circuit (REMOVE), node 1
   drains and goes down at its effective slot, and the firmware model darkens the WSS.
2. Firmware interface: the request and demand tables read back while the flow runs; PIN 2 -> 1 makes
   a circuit without any demand (traffic 2 -> 1 uses it), KILL removes it; bad commands are refused
   and counted; the interrupt is level and cleared by writing 1.
3. A lost control header: every word node 3 receives is corrupted for one round-robin cycle from just
   before PIN 3 -> 1, so the cell carrying the operation is dropped (counted at node 3). With the refresh off
   node 3 never switches although the keeper has the circuit: the loss is real. With PARAM.refresh on,
   the keeper's next restatement reaches node 3 and it switches (its effective slot passed: applied at
   the next slot, counted late) within the refresh period; the other nodes take their restatements as
   confirmations (OCS_OPS_SAME) and change nothing.
"""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.env.arb import ArbSettings, FirmwareModel, arbiter_setup
from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric, tagged_frame
from lightpath.env.fabric_check import check_phase, delivered
from lightpath.flow import hdl
from lightpath.model import rrtable
from lightpath.regs.lp_arb_regs import REGS as ARB_REGS

N = 4
GUARD = 16        # as test_lp_nic_svlb: guard + preamble cover the DRAM queues' answer time
RESEQ_TTL = 64
Q_CELLS = 2       # OCS_REQ.q: cells per round-robin cycle towards one destination
AGE = 6           # PARAM.age_max: cycles a request lives without repetition
CAP = 4           # PARAM.cap: cells per cycle one circuit carries (3 slots of 85 words / 68-word cells)
# RECONF_SLOTS: longer than the S-VLB lead time rule (SVLB_PARAM.req_max 4 + SVLB_Q.q 8 + fill 2 cycles
# of 3 slots = 42 slots, docs/svlb.md), so the announcement always precedes the switch by enough
JOB = 7
SVC = 1
RECONF = 48
DP_FRAMES = 96    # 1518-byte frames (3 cells each) of the flow 1 -> 3
ARB_ERRORS = ("REQ_FULL", "REQ_OVERFLOW", "REQ_UNSYNCED", "REQ_BAD_NODE", "REQ_OWN", "REQ_BAD_VOL", "REQ_FOREIGN",
              "TAB_OVERFLOW", "TAB_MISS", "TAB_SAT", "OPS_OVERWRITE")


async def slot_monitor(fab: Fabric, node: int, samples: list[tuple[int, int, int, int]], period: int) -> None:
    """Every `period` clocks: (global slot, OTS cells sent, OCS cells sent, OCS up) of `node`."""
    r = fab.nodes[node].regs
    while True:   # the status first: a sample that says up was taken at or after the switch
        st = await r.read("SVLB_OCS_STATUS")
        samples.append((await r.read("TSYNC_SLOT"), await r.read("SVLB_TX_CELLS"), await r.read("OCS_TX"),
                        r.reg("SVLB_OCS_STATUS").fields["up"].extract(st)))
        await ClockCycles(fab.dut.clk, period)


def rate(samples: list[tuple[int, int, int, int]], lo: int, hi: int, col: int) -> float:
    """Cells per slot of column `col` between global slots lo and hi (the samples nearest inside)."""
    inside = [s for s in samples if lo <= s[0] <= hi]
    assert len(inside) >= 2, (lo, hi, samples)
    return (inside[-1][col] - inside[0][col]) / max(1, inside[-1][0] - inside[0][0])


@cocotb.test()
async def arbiter_in_the_fabric(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": RESEQ_TTL}})
    cycle_slots = len(rrtable.generate(N, NUM_WL)[0])
    await arbiter_setup(fab, cycle_slots, ArbSettings(age=AGE, cap=CAP, reconf=RECONF, q=Q_CELLS, job=JOB, svc=SVC))
    arb = fab.arb
    assert arb is not None
    assert await arb.read("GEN") == 0 and dut.n0_irq.value == 0
    fw = FirmwareModel(fab)
    cocotb.start_soon(fw.run())
    rng = random.Random(55)

    # ---- 1. the DP flow 1 -> 3, with sparse background flows (below Q: no request of their own)
    samples: list[tuple[int, int, int, int]] = []
    cocotb.start_soon(slot_monitor(fab, 1, samples, 4 * fab.slot))
    frames = [(1, 3, tagged_frame(rng, 1, 3, k, sizes=(1518,))) for k in range(DP_FRAMES)]
    for src, dst, f in frames:
        await fab.send(src, f, dst=dst)
    background = [(s, d, tagged_frame(rng, s, d, k, sizes=(60, 300, 511))) for k in range(6)
                  for s, d in ((2, 3), (3, 1), (2, 1))]

    async def trickle() -> None:
        for src, dst, f in background:
            await fab.send(src, f, dst=dst)
            await ClockCycles(dut.clk, 3 * cycle_slots * fab.slot)
    cocotb.start_soon(trickle())

    # the first configuration: circuit 1 -> 3, live, effective one reconfiguration + one cycle ahead
    for _ in range(400):
        if fw.events:
            break
        await ClockCycles(dut.clk, fab.slot)
    assert fw.events, "no configuration published for the DP flow"
    gen, s, v, d, eff = fw.events[0]
    assert (gen, s, v, d) == (1, 1, 1, 3), fw.events
    lead = eff - fw.now_at_irq[0]
    assert RECONF <= lead <= RECONF + cycle_slots, (eff, fw.now_at_irq, lead)
    await arb.write_fields("SEL", cur=1, req=0, tab=0)
    cur = await arb.read("CUR")
    assert ARB_REGS["CUR"].fields["live"].extract(cur) == 1 and ARB_REGS["CUR"].fields["pin"].extract(cur) == 0
    # the firmware's view of the demand: the collector's entry and the engine's sorted table
    req, vol = await arb.read("REQ"), await arb.read("REQ_VOL")
    rf = ARB_REGS["REQ"].fields
    assert [rf[k].extract(req) for k in ("v", "src", "dst", "job", "svc")] == [1, 1, 3, JOB, SVC], hex(req)
    assert ARB_REGS["REQ_VOL"].fields["vol"].extract(vol) >= Q_CELLS
    tab, tsum = await arb.read("TAB"), await arb.read("TAB_SUM")
    tf = ARB_REGS["TAB"].fields
    assert [tf[k].extract(tab) for k in ("v", "src", "dst")] == [1, 1, 3] and tsum >= Q_CELLS
    assert ARB_REGS["DEM_STATUS"].fields["candidates"].extract(await arb.read("DEM_STATUS")) == 1
    await arb.write_fields("SEL", req=2 * N)   # outside the table: reads 0
    assert await arb.read("REQ") == 0

    got = await delivered(fab, len(frames) + len(background))
    # the flow has ended: its request ages out and the circuit is removed
    for _ in range(800):
        if (len(fw.events) >= 2 and 1 not in fw.wss
                and not (await fab.nodes[1].regs.read_field("SVLB_OCS_STATUS", "up"))):
            break
        await ClockCycles(dut.clk, fab.slot)
    assert [e[:4] for e in fw.events] == [(1, 1, 1, 3), (2, 1, 0, 3)], fw.events
    await ClockCycles(dut.clk, 64)

    ca = await arb.counters()
    c1 = await fab.nodes[1].regs.counters()
    c3 = await fab.nodes[3].regs.counters()
    dut._log.info("arbiter: %s", {k: v for k, v in ca.items() if v})
    _, _, counters = await check_phase(fab, "dp-flow", frames + background, got)
    assert all(ca[k] == 0 for k in ARB_ERRORS), ca
    assert ca["REQ_RX"] > 0 and ca["REQ_NEW"] >= 1 and ca["REQ_EXPIRE"] >= 1, ca
    assert ca["CFG_PUBLISHED"] == 2 and ca["OPS_ADD"] == 1 and ca["OPS_REMOVE"] == 1 and ca["OPS_SENT"] == 2, ca
    assert c1["OCS_REQ_SENT"] > 0 and c1["OCS_OPS"] == 2 and c1["OCS_OPS_IGNORED"] == 0, c1
    # ADD at its slot; REMOVE = stop committing at once, then down at its slot: 3 applies, none late
    assert c1["OCS_CFG_APPLIED"] == 3 and c1["OCS_CFG_LATE"] == 0 and c1["OCS_CFG_REFUSED"] == 0, c1
    assert c1["OCS_TX"] >= 20 and c3["OCS_RX"] == c1["OCS_TX"], (c1["OCS_TX"], c3["OCS_RX"])
    for n in (2, 3):
        assert counters[n]["OCS_REQ_SENT"] == 0 and counters[n]["OCS_OPS"] == 0, (n, counters[n])

    # OTS slot use of node 1 (its S-VLB cells per slot, relays included) before and after the switch
    up_at = next(s[0] for s in samples if s[3])
    down_at = next(s[0] for s in samples if s[0] > up_at and not s[3])
    assert eff <= up_at <= eff + 6, (eff, up_at)   # sampled every 4 slots: up from the effective slot on
    ots_before = rate(samples, 0, eff, 1)
    ots_after = rate(samples, up_at, down_at, 1)
    ocs_after = rate(samples, up_at, down_at, 2)
    dut._log.info("node 1 OTS cells/slot: %.2f before the circuit, %.2f with it (OCS %.2f cells/slot)",
                  ots_before, ots_after, ocs_after)
    assert ots_after < ots_before and ocs_after > 0.5, (ots_before, ots_after, ocs_after)
    assert await arb.read_field("DEM_STATUS", "candidates") == 0
    assert await arb.read_field("DEC_STATUS", "circuits") == 0

    # ---- 2. firmware overrides
    gen0 = await arb.read("GEN")
    await arb.write_fields("CMD", op=0, src=1, dst=1, go=1)     # PIN src = dst: refused
    await arb.write_fields("CMD", op=2, src=9, go=1)            # KILL of a node that is not there
    await ClockCycles(dut.clk, 16)
    assert await arb.read("CMD_BAD") == 2 and await arb.read("GEN") == gen0
    await arb.write_fields("CMD", op=0, src=2, dst=1, go=1)     # PIN 2 -> 1
    for _ in range(400):
        if any(e[1] == 2 for e in fw.events) and await fab.nodes[2].regs.read_field("SVLB_OCS_STATUS", "up"):
            break
        await ClockCycles(dut.clk, fab.slot)
    assert fw.events[-1][:4] == (gen0 + 1, 2, 1, 1), fw.events
    await arb.write_fields("SEL", cur=2)
    cur = await arb.read("CUR")
    assert ARB_REGS["CUR"].fields["pin"].extract(cur) == 1 and ARB_REGS["CUR"].fields["live"].extract(cur) == 0
    frames = [(2, 1, tagged_frame(rng, 2, 1, 100 + k, sizes=(600, 1518))) for k in range(12)]
    for src, dst, f in frames:
        await fab.send(src, f, dst=dst)
    got = await delivered(fab, len(frames))
    assert await fab.nodes[2].regs.read("OCS_TX") > 0, "the pinned circuit carried nothing"
    # a pinned circuit outlives any decision: RUN changes nothing
    await arb.write_fields("CMD", op=3, go=1)
    await ClockCycles(dut.clk, 4 * fab.slot)
    assert await arb.read("GEN") == gen0 + 1
    await arb.write_fields("CMD", op=2, src=2, go=1)            # KILL 2
    for _ in range(400):
        if 2 not in fw.wss and not await fab.nodes[2].regs.read_field("SVLB_OCS_STATUS", "up"):
            break
        await ClockCycles(dut.clk, fab.slot)
    assert fw.events[-1][:4] == (gen0 + 2, 2, 0, 1), fw.events
    await ClockCycles(dut.clk, 64)
    _, _, counters = await check_phase(fab, "pinned", frames, got)
    assert counters[2]["OCS_OPS"] == 2 and counters[2]["OCS_CFG_LATE"] == 0, counters[2]
    # the interrupt: level while INTR_STATUS.cfg and INTR_ENABLE; the firmware model has cleared it
    assert await arb.read("INTR_STATUS") == 0 and dut.n0_irq.value == 0
    await arb.write("INTR_ENABLE", 0)
    await arb.write_fields("CMD", op=0, src=3, dst=2, go=1)     # PIN 3 -> 2 with the interrupt masked
    for _ in range(100):
        if await arb.read("INTR_STATUS"):
            break
        await ClockCycles(dut.clk, fab.slot)
    assert await arb.read("INTR_STATUS") == 1 and dut.n0_irq.value == 0
    await arb.write("INTR_STATUS", 1)
    assert await arb.read("INTR_STATUS") == 0
    ca = await arb.counters()
    assert all(ca[k] == 0 for k in ARB_ERRORS if k != "OPS_OVERWRITE"), ca

    # ---- 3. a lost control header, repaired by the refresh
    await arb.write_fields("CMD", op=2, src=3, go=1)            # KILL 3 (the masked PIN above)
    n3 = fab.nodes[3].regs
    for _ in range(400):
        if not await n3.read_field("SVLB_OCS_STATUS", "up"):
            break
        await ClockCycles(dut.clk, fab.slot)
    await ClockCycles(dut.clk, (RECONF + 2 * cycle_slots) * fab.slot)
    before3, before1 = await n3.counters(), await fab.nodes[1].regs.counters()
    dut.n3_rx_flip.value = 1 << 17                              # every word node 3 hears, one cycle long
    await arb.write_fields("CMD", op=0, src=3, dst=1, go=1)     # PIN 3 -> 1: its header is lost
    await ClockCycles(dut.clk, (cycle_slots + 1) * fab.slot)
    dut.n3_rx_flip.value = 0
    await ClockCycles(dut.clk, (RECONF + 3 * cycle_slots) * fab.slot)
    assert not await n3.read_field("SVLB_OCS_STATUS", "up"), "the operation was not lost"
    await arb.write_fields("SEL", cur=3)
    assert ARB_REGS["CUR"].fields["dst"].extract(await arb.read("CUR")) == 1   # the keeper has it
    refresh0 = await arb.read("OPS_REFRESH")
    await arb.write_fields("PARAM", refresh=2)
    slots = 0
    while slots < 4 * cycle_slots and not await n3.read_field("SVLB_OCS_STATUS", "up"):
        await ClockCycles(dut.clk, fab.slot)
        slots += 1
    assert await n3.read_field("SVLB_OCS_STATUS", "up") and await n3.read_field("SVLB_OCS_STATUS", "dst") == 1
    assert slots <= 3 * cycle_slots, slots                      # within the refresh period (and a cycle)
    after3, after1 = await n3.counters(), await fab.nodes[1].regs.counters()
    lost = {k: after3[k] - before3[k] for k in after3 if "DROP" in k and after3[k] != before3[k]}
    dut._log.info("node 3 during the corruption: %s", lost)
    assert lost, "nothing node 3 received was dropped"
    assert after3["OCS_OPS"] == before3["OCS_OPS"] + 1 and after3["OCS_CFG_LATE"] == before3["OCS_CFG_LATE"] + 1
    assert after1["OCS_OPS_SAME"] > before1["OCS_OPS_SAME"] and after1["OCS_OPS"] == before1["OCS_OPS"], after1
    assert await arb.read("OPS_REFRESH") > refresh0
    await arb.write_fields("PARAM", refresh=0)


def test_lp_arbiter() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
