"""lp_sync_pulse: each accepted source pulse gives exactly one destination pulse; busy pulses are dropped."""

from __future__ import annotations

import os
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge
from cocotb.utils import get_sim_time

from lightpath import hdl


class Record:
    def __init__(self) -> None:
        self.accepted: list[float] = []  # sim time (ns) of the src edge that takes each pulse
        self.dropped = 0
        self.dst: list[float] = []  # sim time (ns) of each dst edge that ends a dst_pulse cycle


async def source(dut, rec: Record, rng: random.Random, n_cycles: int, p_pulse: float) -> None:
    for _ in range(n_cycles):
        pulse = rng.random() < p_pulse
        dut.src_pulse.value = int(pulse)
        await ReadOnly()
        busy = bool(dut.src_busy.value)
        assert bool(dut.src_dropped.value) == (pulse and busy), "src_dropped must flag exactly the busy pulses"
        await RisingEdge(dut.src_clk)
        if pulse and not busy:
            rec.accepted.append(get_sim_time("ns"))
        elif pulse:
            rec.dropped += 1
    dut.src_pulse.value = 0


async def destination(dut, rec: Record) -> None:
    previous = False
    while True:
        await ReadOnly()
        now = bool(dut.dst_pulse.value)
        assert not (now and previous), "dst_pulse must last one dst cycle per transfer"
        previous = now
        await RisingEdge(dut.dst_clk)
        if now:
            rec.dst.append(get_sim_time("ns"))


@cocotb.test()
async def transfer_and_drop(dut) -> None:
    """Random pulses (dense and sparse): counts match and transfers interleave strictly in time."""
    src_ns = float(os.environ["LP_SRC_NS"])
    dst_ns = float(os.environ["LP_DST_NS"])
    Clock(dut.src_clk, src_ns, unit="ns").start()
    Clock(dut.dst_clk, dst_ns, unit="ns").start()
    dut.src_pulse.value = 0
    dut.src_rst.value = 1
    dut.dst_rst.value = 1
    await ClockCycles(dut.src_clk, 4)
    await ClockCycles(dut.dst_clk, 4)
    dut.src_rst.value = 0
    dut.dst_rst.value = 0
    await ClockCycles(dut.src_clk, 2)
    await ReadOnly()
    assert not dut.src_busy.value and not dut.dst_pulse.value, "no activity after reset"
    await RisingEdge(dut.src_clk)

    rec = Record()
    rng = random.Random(int(src_ns * 10 + dst_ns))
    monitor = cocotb.start_soon(destination(dut, rec))
    for p_pulse in (0.8, 0.05, 0.3, 1.0):
        await source(dut, rec, rng, 600, p_pulse)
    await ClockCycles(dut.src_clk, 20)
    await ClockCycles(dut.dst_clk, 20)
    await ReadOnly()
    assert not dut.src_busy.value, "handshake must complete"
    monitor.cancel()

    assert len(rec.accepted) > 50 and rec.dropped > 50, (len(rec.accepted), rec.dropped)
    assert len(rec.dst) == len(rec.accepted), f"{len(rec.dst)} dst pulses for {len(rec.accepted)} accepted"
    # accepted[i] < dst[i] < accepted[i+1]: one output per input, in order, none merged or invented
    for i, t_dst in enumerate(rec.dst):
        assert rec.accepted[i] < t_dst, f"dst pulse {i} precedes its source pulse"
        if i + 1 < len(rec.accepted):
            assert t_dst < rec.accepted[i + 1], f"source pulse {i + 1} accepted before dst pulse {i}"


@pytest.mark.parametrize("src_ns,dst_ns", [(3.3, 10.0), (10.0, 3.3), (6.4, 6.4)], ids=["fast-to-slow", "slow-to-fast", "same"])
def test_lp_sync_pulse(src_ns: float, dst_ns: float) -> None:
    hdl.run("lp_sync_pulse", __file__, extra_env={"LP_SRC_NS": str(src_ns), "LP_DST_NS": str(dst_ns)})
