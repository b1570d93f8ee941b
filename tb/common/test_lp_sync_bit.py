"""lp_sync_bit: q equals d delayed by exactly STAGES clk edges, for every bit."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl


@cocotb.test()
async def step_latency(dut) -> None:
    """A step on d appears on q after exactly STAGES rising edges."""
    stages = int(dut.STAGES.value)
    mask = (1 << int(dut.WIDTH.value)) - 1
    Clock(dut.clk, 6.4, unit="ns").start()
    dut.d.value = 0
    await ClockCycles(dut.clk, stages + 2)
    for value in (mask, 0, mask & 0x55555555, 0):  # each differs from its predecessor
        await ReadOnly()
        assert dut.q.value.to_unsigned() != value
        await Timer(2, unit="ns")  # change d between edges, like an asynchronous source
        dut.d.value = value
        edges = 0
        while True:
            await RisingEdge(dut.clk)
            edges += 1
            await ReadOnly()
            if dut.q.value.to_unsigned() == value:
                break
            assert edges < stages, f"q did not follow d within {stages} edges"
        assert edges == stages
        await ClockCycles(dut.clk, stages)


@cocotb.test()
async def random_delay_line(dut) -> None:
    """Random d every cycle: q is d from STAGES cycles earlier, bit for bit."""
    stages = int(dut.STAGES.value)
    width = int(dut.WIDTH.value)
    rng = random.Random(7)
    Clock(dut.clk, 6.4, unit="ns").start()
    history: list[int] = []
    for cycle in range(500):
        await RisingEdge(dut.clk)
        value = rng.getrandbits(width)
        dut.d.value = value
        history.append(value)
        await ReadOnly()
        if cycle > stages:
            assert dut.q.value.to_unsigned() == history[-1 - stages], f"cycle {cycle}"


@pytest.mark.parametrize("width,stages", [(1, 2), (5, 3)])
def test_lp_sync_bit(width: int, stages: int) -> None:
    hdl.run("lp_sync_bit", __file__, {"WIDTH": width, "STAGES": stages})
