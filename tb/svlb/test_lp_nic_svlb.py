"""S-VLB in the NIC: the 4-node fabric built with SVLB = 1 (sim/fabric/lp_fabric4.sv: every node
an lp_nic_core #(SVLB = 1) with its own DRAM model), brought up as firmware does (round-robin tables,
time sync, CDR training, S-VLB queues programmed through the registers). Scapy frames enter the host
ports, are cut into cells, queued in DRAM, scheduled, sent (directly or through a relay), reassembled
and checked at the destination's host port: exactly once, intact and in order per flow in every
phase. Frames of 1 to 3 cells are relayed too: the destination's resequencer (lp_reseq) restores the
cell order that relaying breaks, so reassembly sees every frame whole (RX_DROP_REASM stays 0) and
RESEQ_HELD shows that cells did arrive out of order. The OCS phase brings a circuit 0 <-> 2 up
mid-flow at an effective slot and tears it down as the firmware does (docs/svlb.md, "OCS circuits in
the NIC"), through the fabric's WSS model."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.env.fabric import FABRIC4_PARAMS, Fabric, tagged_frame
from lightpath.env.fabric_check import check_phase, deliver, delivered
from lightpath.flow import hdl

N = 4
GUARD = 16  # guard words: guard + preamble must cover the queues' answer time (docs/svlb.md, "In the NIC")
# Resequencing gap timeout, round-robin cycles: it must exceed the longest relay wait. In the Sirius phase
# (every cell relayed, all frames offered at once) a relay's queue for a destination shares that
# destination's slot with the relay's own cells, and waits passed the reset value of 16 cycles
# (RESEQ_LOST and an out-of-order frame seen). 64 as in the S-VLB fabric tests (lightpath.env.svlb_fabric).
RESEQ_TTL = 64
LEAD = 45  # slots from a circuit's announcement (arming) to its effective slot
@cocotb.test()
async def svlb_in_the_nic(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 1000}, "SVLB_RESEQ": {"ttl": RESEQ_TTL}})
    rng = random.Random(44)

    # 1. uniform all-to-all, frames of 1..3 cells, selective threshold out of reach: every cell takes
    #    its destination's own slot, so order per flow holds
    frames: list[tuple[int, int, bytes]] = []
    seq: dict[tuple[int, int], int] = {}
    for _ in range(3):
        for src in range(N):
            for dst in rng.sample([d for d in range(N) if d != src], N - 1):
                k = seq.get((src, dst), 0)
                seq[(src, dst)] = k + 1
                frames.append((src, dst, tagged_frame(rng, src, dst, k)))
    got = await deliver(fab, frames)
    relayed, held, _ = await check_phase(fab, "direct", frames, got)
    assert relayed == 0.0 and held == 0

    # demand counters (mFabric): node 1's bytes per destination of the phase just ended
    r1 = fab.nodes[1].regs
    await r1.write_fields("DM_CTRL", phase=1)
    await ClockCycles(dut.clk, 4)
    for d in range(N):
        await r1.write_fields("DM_CTRL", sel=d)
        want = sum(len(f) for s, dd, f in frames if s == 1 and dd == d)
        assert await r1.read("DM_BYTES") == want, (d, want)
    assert await r1.read("DM_PHASES") >= 1

    # 2. permutation i -> i+1 at full rate with the selective threshold at 2: the direct slot (one in
    #    three) cannot carry it, so cells are relayed through the other nodes and overtaken
    for i in range(N):
        await fab.nodes[i].regs.write_fields("SVLB_Q", sel_thr=2)
    frames = [(s, (s + 1) % N, tagged_frame(rng, s, (s + 1) % N, k)) for k in range(16) for s in range(N)]
    got = await deliver(fab, frames)
    relayed, held, _ = await check_phase(fab, "permutation", frames, got)
    assert relayed >= 0.10, f"permutation: only {100 * relayed:.0f} % relayed"
    assert held > 0, "permutation: no cell overtaken, the resequencer was not exercised"

    # 3. OCS circuit 0 <-> 2 (still sel_thr 2): flows 0 -> 2 and 2 -> 0 run over OTS (relayed) when
    #    the circuit comes up at an effective slot on both nodes, then it is torn down as firmware does
    frames = [(s, d, tagged_frame(rng, s, d, k)) for k in range(64) for s, d in ((0, 2), (2, 0))]
    frames += [(s, d, tagged_frame(rng, s, d, k)) for k in range(4) for s, d in ((1, 3), (3, 1), (1, 0), (3, 2))]
    for src, dst, f in frames:
        await fab.send(src, f, dst=dst)
    await ocs_transition(fab)
    got = await delivered(fab, len(frames))
    _, _, counters = await check_phase(fab, "ocs", frames, got)
    for a, b in ((0, 2), (2, 0)):
        ca, cb = counters[a], counters[b]
        assert ca["OCS_TX"] >= 20 and cb["OCS_RX"] == ca["OCS_TX"], (a, ca, cb)
        assert ca["OCS_FALLBACK"] == 0 and ca["OCS_CFG_APPLIED"] == 3, (a, ca)
    assert counters[0]["OCS_CFG_REFUSED"] == 1 and counters[2]["OCS_CFG_REFUSED"] == 0
    assert counters[2]["OCS_CFG_LATE"] == 1 and counters[0]["OCS_CFG_LATE"] == 0
    assert all(c["OCS_TX"] == c["OCS_RX"] == 0 for c in (counters[1], counters[3]))

    # 4. Sirius mode (plain VLB, same RTL): uniform traffic is relayed as well
    for i in range(N):
        await fab.nodes[i].regs.write_fields("CTRL", sirius=1)
    frames = []
    for k in range(8):
        for src in range(N):
            for dst in range(N):
                if dst != src:
                    frames.append((src, dst, tagged_frame(rng, src, dst, k)))
    got = await deliver(fab, frames)
    relayed, held, _ = await check_phase(fab, "sirius", frames, got)
    assert relayed >= 0.20, f"sirius: only {100 * relayed:.0f} % relayed"
    assert held > 0, "sirius: no cell overtaken, the resequencer was not exercised"


async def ocs_transition(fab: Fabric) -> None:
    """With traffic 0 <-> 2 under way: circuit up LEAD slots ahead on both nodes (the WSS is set first:
    light alone sends nothing), a refused move of node 0's circuit while it is up, the teardown
    announced (node 2 given a slot already passed: applied late), the drain awaited (idle), the
    circuit down, the WSS dark."""
    dut = fab.dut
    regs = [nd.regs for nd in fab.nodes]
    fab.set_wss(0, 2)
    fab.set_wss(2, 0)
    # effective LEAD slots ahead: from the arming (the announcement) the nodes relay nothing more for
    # the circuit's destination, and the cells relayed before must arrive before the circuit overtakes
    # them: cfg_req_max + Q + fill = 4 + 8 + 2 cycles of 3 slots (docs/svlb.md, the lead time rule)
    at = await regs[0].read("TSYNC_SLOT") + LEAD
    await fab.ocs_arm(0, dst=2, v=1, up=1, at=at)
    await fab.ocs_arm(2, dst=0, v=1, up=1, at=at)
    fields = regs[0].reg("SVLB_OCS_STATUS").fields

    async def status(n: int) -> dict[str, int]:
        st = await regs[n].read("SVLB_OCS_STATUS")
        return {k: f.extract(st) for k, f in fields.items()}

    async def until(check: Callable[[], Awaitable[bool]], tries: int, clocks: int, what: str) -> None:
        for _ in range(tries):
            if await check():
                return
            await ClockCycles(dut.clk, clocks)
        raise TimeoutError(what)

    assert await regs[0].read("OCS_TX") == 0 and await regs[0].read_field("SVLB_OCS", "arm") == 1

    async def both_carry() -> bool:
        return min([await regs[0].read("OCS_TX"), await regs[2].read("OCS_TX")]) >= 20

    await until(both_carry, 400, 256, "the OCS circuits carried no traffic")
    for n in (0, 2):
        st = await status(n)
        assert (st["v"], st["up"], st["link"]) == (1, 1, 1), (n, st)
        assert await regs[n].read_field("SVLB_OCS", "arm") == 0
    # moving a live circuit elsewhere is refused and changes nothing
    await fab.ocs_arm(0, dst=3, v=1, up=1)
    await ClockCycles(dut.clk, 2 * fab.slot)
    assert await regs[0].read("OCS_CFG_REFUSED") == 1 and await regs[0].read_field("SVLB_OCS_STATUS", "dst") == 2
    # teardown: announce (no new cells for the circuit), drain, down
    now = await regs[0].read("TSYNC_SLOT")
    await fab.ocs_arm(0, dst=2, v=0, up=1, at=now + 4)
    await fab.ocs_arm(2, dst=0, v=0, up=1, at=now - 2)
    for n in (0, 2):
        async def drained(n: int = n) -> bool:
            st = await status(n)
            return st["v"] == 0 and st["idle"] == 1

        await until(drained, 200, 64, f"node {n}: the OCS port did not drain")
        await fab.ocs_arm(n, dst=2 - n, v=0, up=0)
    for n in (0, 2):
        async def applied(n: int = n) -> bool:   # at the next slot start
            return not await regs[n].read_field("SVLB_OCS", "arm")

        await until(applied, 50, 16, f"node {n}: the configuration was not applied")
        assert (await status(n))["up"] == 0, f"node {n}: the circuit did not go down"
    await ClockCycles(dut.clk, 32)   # the last words through the WSS
    fab.set_wss(0, None)
    fab.set_wss(2, None)


def test_lp_nic_svlb() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
