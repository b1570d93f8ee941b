"""lp_cdc_snapshot: a bus whose FIELDS fields all carry the same source counter (it steps by random
amounts at random source clocks) crosses between two unrelated clocks. Every destination value must be
coherent (all fields equal), monotonic, a value the source really had, and fresh: no older than the
handshake's bound when it arrives; snapshots keep coming. A simulation without wire delays cannot tear
a bus, so what makes a copy whole on silicon is checked instead: the source's hold register has been
stable for at least one destination period when the destination copies it (the bound the Vivado
constraint lp_cdc_snapshot.tcl keeps). A destination reset restarts it."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl

FIELDS = 4


class Source:
    """The source counter; history[i] = (time in ps the value appeared, value)."""

    def __init__(self, dut, fw: int, seed: int) -> None:
        self.dut, self.fw, self.rng = dut, fw, random.Random(seed)
        self.value = 0
        self.history: list[tuple[int, int]] = [(0, 0)]
        self.hold_changed = 0   # time in ps hold last changed
        dut.src_data.value = 0
        cocotb.start_soon(self._run())
        cocotb.start_soon(self._hold())

    async def _hold(self) -> None:
        from cocotb.utils import get_sim_time
        prev = None
        while True:
            await RisingEdge(self.dut.src_clk)
            await ReadOnly()
            h = int(self.dut.hold.value)
            if h != prev:
                self.hold_changed, prev = int(get_sim_time("ps")), h

    async def _run(self) -> None:
        from cocotb.utils import get_sim_time
        mask = (1 << self.fw) - 1
        while True:
            await RisingEdge(self.dut.src_clk)
            if self.rng.random() < 0.7:
                self.value = min(mask, self.value + self.rng.choice((1, 1, 3, 1000)))
                self.dut.src_data.value = sum(self.value << (self.fw * k) for k in range(FIELDS))
                self.history.append((int(get_sim_time("ps")), self.value))


async def _check(dut, src: Source, src_ns: float, dst_ns: float, n_dst: int) -> int:
    """Watch n_dst destination clocks; return the number of snapshots seen."""
    from cocotb.utils import get_sim_time
    stages = int(dut.STAGES.value)
    fw = src.fw
    # answer of one request: STAGES + 1 source clocks, then STAGES + 1 destination clocks to the copy;
    # the value was captured at most one such round trip plus a clock of each side before it arrives
    bound_ps = int(((stages + 2) * src_ns + (stages + 2) * dst_ns) * 1000) * 2
    last, seen = -1, 0
    values = {v for _, v in src.history}
    for _ in range(n_dst):
        await RisingEdge(dut.dst_clk)
        await ReadOnly()
        if not int(dut.dst_valid.value):
            continue
        now = int(get_sim_time("ps"))
        copy_edge = now - int(dst_ns * 1000)   # dst_data took hold at the previous edge
        assert src.hold_changed <= copy_edge - int(dst_ns * 1000), \
            f"hold changed at {src.hold_changed} ps, copied at {copy_edge} ps"
        raw = int(dut.dst_data.value)
        f = [(raw >> (fw * k)) & ((1 << fw) - 1) for k in range(FIELDS)]
        assert len(set(f)) == 1, f"torn snapshot {f} at {now} ps"
        v = f[0]
        assert v >= last, f"snapshot went back from {last} to {v} at {now} ps"
        values |= {x for _, x in src.history}
        assert v in values, f"{v} was never on the source bus"
        # the newest source value older than the bound must not be newer than the snapshot
        old = [x for t, x in src.history if t <= now - bound_ps]
        if old:
            assert v >= old[-1], f"stale snapshot {v} at {now} ps: the source had {old[-1]} {bound_ps} ps before"
        last, seen = v, seen + 1
    return seen


async def _run(dut, src_ns: float, dst_ns: float, seed: int) -> None:
    fw = int(dut.W.value) // FIELDS
    Clock(dut.src_clk, src_ns, unit="ns").start()
    Clock(dut.dst_clk, dst_ns, unit="ns").start()
    dut.dst_rst.value = 1
    src = Source(dut, fw, seed)
    await ClockCycles(dut.src_clk, 4)   # the power-up reset: STAGES + 1 clocks of both sides
    await ClockCycles(dut.dst_clk, 4)
    dut.dst_rst.value = 0
    n = 4000 if dst_ns < 20 else 1200
    seen = await _check(dut, src, src_ns, dst_ns, n)
    stages = int(dut.STAGES.value)
    slow = max(src_ns, dst_ns)
    # a snapshot per round trip: at least half the ideal count arrived
    ideal = n * dst_ns / ((stages + 1) * (src_ns + dst_ns) + 2 * slow)
    assert seen >= ideal / 2, (seen, ideal)
    # a reset of the destination in the middle: back to 0, then snapshots again, still coherent
    await RisingEdge(dut.dst_clk)
    dut.dst_rst.value = 1
    await ClockCycles(dut.dst_clk, 2)
    await ReadOnly()
    assert int(dut.dst_data.value) == 0
    await Timer(1, "ps")
    await RisingEdge(dut.dst_clk)
    dut.dst_rst.value = 0
    assert await _check(dut, src, src_ns, dst_ns, n // 2) > 0


@cocotb.test()
async def near_clocks(dut) -> None:
    """6.4 ns source, 6.2 ns destination: the phase walks through every alignment."""
    await _run(dut, 6.4, 6.2, 1)


@cocotb.test()
async def slow_destination(dut) -> None:
    await _run(dut, 3.1, 50.0, 2)


@cocotb.test()
async def slow_source(dut) -> None:
    await _run(dut, 37.0, 6.2, 3)


@pytest.mark.parametrize("stages", [2, 3])
def test_lp_cdc_snapshot(stages: int) -> None:
    hdl.run("lp_cdc_snapshot", __file__, {"W": 32 * FIELDS, "STAGES": stages})
