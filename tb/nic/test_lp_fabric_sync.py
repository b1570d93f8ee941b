"""Time sync, receive schedule and CDR phase cache in the integrated 4-node fabric
(sim/fabric/lp_fabric4.sv): nodes that come out of reset at different times are synchronised through
sync cells by node 0 (the master) until their slot timers agree clock for clock; drifting receive
phases are tracked by the phase cache with idle cells; a wrong receive schedule and a loss of sync are
counted and lose nothing else."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, RisingEdge

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric
from lightpath.flow import hdl
from lightpath.model import rrtable
from lightpath.regs.lp_nic_node import REGS

N = 4
SLOT = int(cellfmt.SLOT["slot_words"])
CLK_NS = cellfmt.CLK_PS / 1000.0


def frame(rng: random.Random, src: int, dst: int, k: int, size: int | None = None) -> bytes:
    size = size or rng.choice([60, 300, 512, 513, 1000, 1518])
    head = bytes([src, dst]) + k.to_bytes(2, "big")
    return head + rng.randbytes(size - len(head))


async def all_to_all(fab: Fabric, rng: random.Random, per_flow: int) -> dict[tuple[int, int], list[bytes]]:
    sent: dict[tuple[int, int], list[bytes]] = {}
    for k in range(per_flow):
        for src in range(N):
            for dst in range(N):
                if src != dst:
                    f = frame(rng, src, dst, k)
                    sent.setdefault((src, dst), []).append(f)
                    await fab.send(src, f, dst=dst)
    return sent


async def received(fab: Fabric) -> dict[tuple[int, int], list[bytes]]:
    got: dict[tuple[int, int], list[bytes]] = {}
    for dst in range(N):
        sink = fab.sink(dst)
        while not sink.empty():
            f = bytes((await sink.recv()).tdata)
            assert f[1] == dst, "frame delivered to the wrong node"
            got.setdefault((f[0], f[1]), []).append(f)
    return got


async def no_drops(fab: Fabric) -> None:
    """No drop counted at any node."""
    for i in range(N):
        c = await fab.counters(i)
        assert all(v == 0 for k, v in c.items() if "DROP" in k), (i, c)


async def all_to_all_delivered(fab: Fabric, rng: random.Random, per_flow: int) -> None:
    """All-to-all frames (per_flow per ordered pair) arrive exactly once, in order, with no drop."""
    sent = await all_to_all(fab, rng, per_flow)
    await fab.wait_idle(limit=2_000_000)
    assert await received(fab) == sent
    await no_drops(fab)


async def slots_agree(dut, clocks: int) -> None:
    """Every node's slot timer shows the same slot index and phase in every clock."""
    for _ in range(clocks):
        await RisingEdge(dut.clk)
        slots = {int(getattr(dut, f"n{i}_dbg_slot").value) for i in range(N)}
        phases = {int(getattr(dut, f"n{i}_dbg_phase").value) for i in range(N)}
        assert len(slots) == 1 and len(phases) == 1, (slots, phases)


@cocotb.test()
async def late_nodes_synchronised(dut) -> None:
    """Nodes 2 and 3 leave reset 1037 and 4242 clocks after the others: their time and slot grid start
    far off. Time sync (sync cells in the round robin, coarse set at the first SYNC, then exchanges)
    brings every node to all-locked; afterwards all slot timers agree clock for clock, the measured
    path delay is the same at every slave, and all-to-all traffic arrives exactly once, in order."""
    fab = Fabric(dut, N)
    await fab.start()
    dut.node_rst.value = 0b1100
    await ClockCycles(dut.clk, 1037)
    dut.node_rst.value = 0b1000
    await ClockCycles(dut.clk, 4242 - 1037)
    dut.node_rst.value = 0
    await ClockCycles(dut.clk, 2)
    await fab.configure()
    dut._log.info("all nodes locked after %d clocks (%.1f us)", fab.lock_clocks, fab.lock_clocks * CLK_NS / 1000)
    await slots_agree(dut, 3 * SLOT)
    delays = []
    for i in range(1, N):
        r = fab.nodes[i].regs
        st = await r.read("TSYNC_STATUS")
        assert REGS["TSYNC_STATUS"].fields["locked"].extract(st) == 1
        assert REGS["TSYNC_STATUS"].fields["error"].extract(st) == 0
        off = (await r.read("TSYNC_OFFSET") + (1 << 31)) % (1 << 32) - (1 << 31)
        assert abs(off) / 65536 < CLK_NS / 2, f"node {i}: offset {off / 65536:.2f} ns"
        delays.append(await r.read("TSYNC_DELAY") / 65536)
        c = await fab.counters(i)
        assert c["SLOT_REALIGN"] == 0, c   # counted before the clear in configure(), none since
    dut._log.info("measured path delays (ns): %s", [f"{d:.1f}" for d in delays])
    assert max(delays) - min(delays) < CLK_NS, delays
    rng = random.Random(5)
    await all_to_all_delivered(fab, rng, 2)
    assert dut.collision_words.value.to_unsigned() == 0


@cocotb.test()
async def drifting_phases_tracked_by_cache(dut) -> None:
    """Every path's receive phase drifts one step every 3 bursts (random sign). With idle cells on,
    every source is heard every cycle: a drift step costs a cache miss that relocks within the
    one-word preamble (misses all relocked, more hits than misses), nothing is dropped, and all-to-all
    traffic arrives intact and in order."""
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(keep_idle=True)
    dut.cdr_drift_mode.value = 1
    dut.cdr_drift_slots.value = 3
    rng = random.Random(6)
    sent = await all_to_all(fab, rng, 3)
    for _ in range(400):   # idle cells keep the line busy: wait for the frames themselves
        await ClockCycles(dut.clk, 500)
        if sum(fab.sink(i).count() for i in range(N)) == sum(len(v) for v in sent.values()):
            break
    await ClockCycles(dut.clk, 4 * SLOT)
    assert await received(fab) == sent
    steps = [int(getattr(dut, f"n{i}_cdr_drift_steps").value) for i in range(N)]
    for i in range(N):
        c = await fab.counters(i)
        dut._log.info("node %d: hit %d miss %d relock %d drop %d (model steps %d)", i, c["CDR_HIT"],
                      c["CDR_MISS"], c["CDR_RELOCK"], c["CDR_DROP"], steps[i])
        assert c["TX_FAKE"] > 0 and c["RX_FAKE"] > 0, c   # idle cells both ways keep the caches fresh
        assert c["CDR_MISS"] > 0 and c["CDR_RELOCK"] == c["CDR_MISS"], c
        # one drift step per 3 bursts of a path: about a third of the bursts miss, every one of them
        # relocks; without the cache most bursts would miss (random phases: 3 in 4 at OSR 4)
        assert c["CDR_HIT"] > c["CDR_MISS"], c
        assert all(v == 0 for k, v in c.items() if "DROP" in k), (i, c)


@cocotb.test()
async def wrong_receive_schedule_counted(dut) -> None:
    """Node 1's receive schedule names the wrong sources (its rx column rotated): cells reaching it are
    relocked with another source's phase or dropped by the CDR, and a cell that still locks is dropped
    by the source check; each is counted and none is delivered. The right schedule restores delivery,
    and traffic between the other nodes never notices."""
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure()
    tables = rrtable.generate(N, NUM_WL)
    good = tables[1]
    srcs = [e.rx_src for e in good]
    bad = [rrtable.Entry(wl=e.wl, dst=e.dst, valid=e.valid, rx_src=srcs[(s + 1) % len(srcs)])
           for s, e in enumerate(good)]
    assert await fab.load_table(1, bad) == 0
    rng = random.Random(7)
    lost = [frame(rng, 0, 1, k, 300) for k in range(3)]
    for f in lost:
        await fab.send(0, f, dst=1)
    fine = [frame(rng, 2, 3, k, 700) for k in range(3)]
    for f in fine:
        await fab.send(2, f, dst=3)
    await fab.wait_idle()
    got = await received(fab)
    assert (0, 1) not in got and got[(2, 3)] == fine, got.keys()
    c = await fab.counters(1)
    assert c["RX_DROP_WRONG_SRC"] + c["CDR_DROP"] >= len(lost), c
    assert c["RX_FRAMES"] == 0 and c["RX_CELLS"] == 0, c
    assert await fab.load_table(1, good) == 0
    again = [frame(rng, 0, 1, 10 + k, 300) for k in range(3)]
    for f in again:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert (await received(fab))[(0, 1)] == again


@cocotb.test()
async def loss_of_sync_holds_traffic(dut) -> None:
    """The master stops (TSYNC_CTRL.en = 0 at node 0): after TSYNC_SYNC_TIMEOUT every slave reports
    the loss once (TSYNC_LOST, status error 'lost', unlocked) and, with gate_tx, holds its data cells
    instead of sending them on a time it can no longer vouch for; the frames wait, none is lost. When
    the master restarts, the slaves relock and the held frames arrive intact and in order. Then the
    master's node is reset (master_reset_rejoined)."""
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure()
    timeout = 20_000
    for i in range(1, N):
        await fab.nodes[i].regs.write("TSYNC_SYNC_TIMEOUT", timeout)
    await fab.nodes[0].regs.write("TSM_PERIOD", 4096)
    await fab.nodes[0].regs.write_fields("TSYNC_CTRL", en=0)
    await ClockCycles(dut.clk, timeout + 2 * 4096)
    for i in range(1, N):
        st = await fab.nodes[i].regs.read("TSYNC_STATUS")
        f = REGS["TSYNC_STATUS"].fields
        assert f["locked"].extract(st) == 0 and f["error"].extract(st) & 0b0100, (i, hex(st))
        assert (await fab.counters(i))["TSYNC_LOST"] == 1
    rng = random.Random(8)
    held = [frame(rng, 1, 2, k, 800) for k in range(4)]
    for fr in held:
        await fab.send(1, fr, dst=2)
    await ClockCycles(dut.clk, 10 * (N - 1) * SLOT)
    assert fab.sink(2).empty(), "a slave without sync sent data"
    assert (await fab.counters(1))["TX_CELLS"] == 0
    await fab.nodes[0].regs.write_fields("TSYNC_CTRL", en=1)
    await fab.wait_locked()
    await fab.wait_idle()
    assert (await received(fab))[(1, 2)] == held
    await no_drops(fab)
    await master_reset_rejoined(fab, rng)


async def master_reset_rejoined(fab: Fabric, rng: random.Random) -> None:
    """The master's node is reset (as its board's CPU_RESET does) and brought up again the way its
    firmware does: its time and slot grid start again at a phase unrelated to the slaves' (reset held a
    non-whole number of slots). Each slave reports the loss once, listens for the master in every slot
    again, re-sets its time and grid from the first SYNC with its measured delay (one step) and relocks;
    after CDR training every slot timer agrees clock for clock and all-to-all frames arrive exactly once."""
    dut = fab.dut
    steps0 = [(await fab.counters(i))["TSYNC_STEPS"] for i in range(N)]
    dut.node_rst.value = 0b0001
    await ClockCycles(dut.clk, 7 * SLOT + 29)
    dut.node_rst.value = 0
    await ClockCycles(dut.clk, 2)
    m = fab.nodes[0].regs
    await m.write_fields("NODE", node_id=0, num_ports=N)
    tables = rrtable.generate(N, NUM_WL)
    assert await fab.load_table(0, tables[0]) == 0
    await m.write_fields("CTRL", rx_en=1)
    await m.write("TSM_NODE_MASK", ((1 << N) - 1) & ~1)
    await m.write("TSM_PERIOD", 2048)
    await m.write_fields("TSYNC_CTRL", en=1)
    await fab.wait_locked()
    for i in range(1, N):
        c = await fab.counters(i)
        assert c["TSYNC_LOST"] == 2 and c["TSYNC_STEPS"] == steps0[i] + 1, (i, c)
    await m.write("TSM_PERIOD", REGS["TSM_PERIOD"].fields["cycles"].reset)
    await fab.train([nd.regs for nd in fab.nodes])
    await slots_agree(dut, 3 * SLOT)
    await all_to_all_delivered(fab, rng, 1)


@pytest.mark.parametrize("case", ["late_nodes_synchronised", "drifting_phases_tracked_by_cache",
                                  "wrong_receive_schedule_counted", "loss_of_sync_holds_traffic"])
def test_lp_fabric_sync(case: str) -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase=case)
