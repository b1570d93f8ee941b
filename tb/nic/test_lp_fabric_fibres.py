"""Unequal fibres in the 4-node fabric (sim/fabric/lp_fabric4.sv, its input fibre_words driven from reset on:
Fabric(fibres=PLAN)): nodes 0 (the arbiter), 1 and 2 sit 5 m (4 words) from the AWGR, node 3 25 m (20 words).
docs/time-sync.md, "Unequal fibres".

- far_node_aligned_by_tx_advance: the fabric is brought up as firmware does, with the transmit advance
  (Fabric.configure(fibres=...): TSYNC_TX_ADVANCE = TSYNC_DELAY - the arbiter-fibre node's delay). Time sync
  locks every node; the measured delays differ by exactly the fibre (node 3: +16 words = +102.4 ns) and the
  advances written are 0, 0, 0 and 102.4 ns. With idle cells in every slot (every node sends in every slot),
  node 3's slot timer runs exactly 16 clocks ahead of the others', every burst's light reaches the AWGR on one
  grid (burst start + the node's fibre, modulo the slot, is the same for every burst of every node), every burst
  reaches its receiver at the grid + the receiver's fibre, and over the whole run no word collides or arrives
  corrupted, no counter of a drop, CDR miss or slot realign moves, and all-to-all frames (every ordered pair,
  sizes of 1..3 cells) arrive exactly once, in order, intact.
- far_node_without_advance_collides: the same fabric without the advance (the finding that makes it necessary):
  node 3's light reaches the AWGR 16 words late, more than the 2-word guard; with idle cells its bursts run into
  the next slot's burst to the same receiver. The test asserts the collisions happen (about 14 words per such
  pair of slots, counted) and that receivers drop the damaged cells (counted), and prints the figures.

The fibres are a run-time input of the top, so both cases run on the regression's shared lp_fabric4 build
(FABRIC4_PARAMS).
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import CLOCK_NS, FABRIC4_PARAMS, Fabric, flow_of, tagged_frame
from lightpath.flow import hdl
from lightpath.model import fibre

N = 4
PLAN = fibre.FibrePlan((5.0, 5.0, 5.0, 25.0), note="node 3 on 25 m")
GUARD = int(cellfmt.SLOT["guard_words"])
Q16 = fibre.Q16
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])


def optics(dut) -> tuple[int, int]:
    return dut.collision_words.value.to_unsigned(), dut.corrupt_words.value.to_unsigned()


async def watch(dut, clocks: int) -> dict[str, list[list[int]]]:
    """Per node over `clocks` clocks: the clocks its slot index changed, its transmit bursts started and the
    light reaching it (its receive bursts) started."""
    seen: dict[str, list[list[int]]] = {"slot": [[] for _ in range(N)], "tx": [[] for _ in range(N)],
                                        "rx": [[] for _ in range(N)]}
    prev: dict[str, list[int | None]] = {k: [None] * N for k in seen}
    for t in range(clocks):
        await RisingEdge(dut.clk)
        await ReadOnly()
        for i in range(N):
            now = {"slot": int(getattr(dut, f"n{i}_dbg_slot").value), "tx": int(getattr(dut, f"n{i}_tx_valid").value),
                   "rx": int(getattr(dut, f"n{i}_rx_valid").value)}
            for k, v in now.items():
                p = prev[k][i]
                if p is not None and v != p and (k == "slot" or v == 1):
                    seen[k][i].append(t)
                prev[k][i] = v
    return seen


async def all_to_all(fab: Fabric, rng: random.Random, per_pair: int) -> dict[tuple[int, int], list[bytes]]:
    sizes = (60, PAYLOAD - 40, PAYLOAD + 100, 2 * PAYLOAD + 300)   # 1, 1, 2 and 3 cells
    sent: dict[tuple[int, int], list[bytes]] = {}
    for k in range(per_pair):
        for s in range(N):
            for d in range(N):
                if s != d:
                    f = tagged_frame(rng, s, d, k, sizes)
                    sent.setdefault((s, d), []).append(f)
                    await fab.send(s, f, dst=d)
    return sent


async def received(fab: Fabric) -> dict[tuple[int, int], list[bytes]]:
    got: dict[tuple[int, int], list[bytes]] = {}
    for d in range(N):
        sink = fab.nodes[d].sink
        assert sink is not None
        while not sink.empty():
            f = bytes((await sink.recv()).tdata)
            s, dd, _ = flow_of(f)
            assert dd == d, f"a frame for node {dd} delivered to node {d}"
            got.setdefault((s, d), []).append(f)
    return got


def counted_losses(c: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in c.items() if v and any(s in k for s in ("DROP", "CDR_MISS", "REALIGN", "TIMEOUT",
                                                                      "LOST", "BAD", "LATE"))}


@cocotb.test()
async def far_node_aligned_by_tx_advance(dut) -> None:
    fab = Fabric(dut, N, fibres=PLAN)
    await fab.start()
    await fab.configure(keep_idle=True, fibres=PLAN)
    slot = fab.slot
    w = PLAN.words
    delays = [await fab.nodes[n].regs.read("TSYNC_DELAY") for n in range(1, N)]
    dut._log.info("fibres %s words; measured delays %s ns; advances %s ns", w,
                  [f"{d / Q16:.2f}" for d in delays], [f"{a / Q16:.2f}" for a in fab.tx_advance])
    assert abs(delays[0] - delays[1]) <= 1, delays                       # nodes 1 and 2: the same fibre
    assert abs((delays[2] - delays[0]) / Q16 - 16 * CLOCK_NS) < 0.01, delays   # node 3: 16 words more
    want = [round(PLAN.advance_words(n) * CLOCK_NS * Q16) for n in range(N)]
    assert all(abs(a - b) <= 2 for a, b in zip(fab.tx_advance, want)), (fab.tx_advance, want)
    for n in range(1, N):
        assert await fab.nodes[n].regs.read("TSYNC_TX_ADVANCE") == fab.tx_advance[n] & 0xFFFF_FFFF
    c0 = optics(dut)

    window = 3 * (N - 1) * slot
    seen = await watch(dut, window)
    # slot timers: node 3 exactly 16 clocks ahead of the others, at every slot change
    for n in range(N):
        ahead = PLAN.advance_words(n)
        lag = [t + ahead for t in seen["slot"][n] if t + ahead < window]
        assert len(lag) >= 3 * (N - 1) - 1, (n, seen["slot"][n])
        assert all(t in seen["slot"][0] for t in lag), (n, seen["slot"][n], seen["slot"][0])
    # the light of every burst reaches the AWGR on one grid, and its receiver at that grid + its fibre
    at_awgr = {(t + w[n]) % slot for n in range(N) for t in seen["tx"][n]}
    assert all(len(seen["tx"][n]) >= 3 * (N - 1) - 1 for n in range(N)), [len(v) for v in seen["tx"]]
    assert len(at_awgr) == 1, f"bursts reach the AWGR at {sorted(at_awgr)} (mod {slot}): not aligned"
    grid = at_awgr.pop()
    for n in range(N):
        assert seen["rx"][n] and {(t - w[n]) % slot for t in seen["rx"][n]} == {grid}, (n, grid, seen["rx"][n])
    dut._log.info("every burst at the AWGR at word %d of the arbiter's slot (+-0), %d bursts seen", grid,
                  sum(len(v) for v in seen["tx"]))

    rng = random.Random(9)
    sent = await all_to_all(fab, rng, 3)
    total = sum(len(v) for v in sent.values())
    sinks = [s for s in (fab.nodes[d].sink for d in range(N)) if s is not None]
    assert len(sinks) == N
    for _ in range(400):   # idle cells keep the line busy: wait for the frames themselves
        await ClockCycles(dut.clk, 500)
        if sum(s.count() for s in sinks) >= total:
            break
    await ClockCycles(dut.clk, 4 * slot)
    assert await received(fab) == sent
    assert optics(dut) == c0, f"collisions/corrupt words during the run: {c0} -> {optics(dut)}"
    for n in range(N):
        c = await fab.counters(n)
        assert not counted_losses(c), (n, counted_losses(c))
        assert c["RX_FAKE"] > 0 and c["TX_FAKE"] > 0 and c["CDR_HIT"] > 0, c
    dut._log.info("%d frames all-to-all delivered, no collision, corruption, drop or realign", total)


@cocotb.test()
async def far_node_without_advance_collides(dut) -> None:
    fab = Fabric(dut, N, fibres=PLAN)
    await fab.start()
    await fab.configure(keep_idle=True)   # no fibre plan: no advance
    slot = fab.slot
    c0 = optics(dut)
    cycles = 20
    await ClockCycles(dut.clk, cycles * (N - 1) * slot)
    coll, corr = (a - b for a, b in zip(optics(dut), c0))
    counts = [await fab.counters(n) for n in range(N)]
    lost = {n: counted_losses(c) for n, c in enumerate(counts)}
    dut._log.info("node 1's counters: %s", {k: v for k, v in counts[1].items() if v})
    late = PLAN.advance_words(3)
    dut._log.info("without the advance: node 3's light %d words late at the AWGR (guard %d): %d collision words, "
                  "%d corrupt words in %d round-robin cycles (%.1f per cycle; %d per late burst with an idle cell "
                  "behind it expected); counted losses %s", late, GUARD, coll, corr, cycles, coll / cycles,
                  late - GUARD, lost)
    assert late > GUARD - 1
    # node 3 sends to each of the 3 others once per cycle, and every next slot to that receiver is busy:
    # each of those bursts overlaps the next by late - guard words
    assert coll >= (cycles - 2) * (N - 1) * (late - GUARD), coll
    assert any(v for v in lost.values()), "collisions cost nothing?"


@pytest.mark.parametrize("case", ["far_node_aligned_by_tx_advance", "far_node_without_advance_collides"])
def test_lp_fabric_fibres(case: str) -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase=case)
