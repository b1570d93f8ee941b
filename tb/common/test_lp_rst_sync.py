"""lp_rst_sync: asynchronous assertion (no clock edge needed), deassertion after exactly STAGES edges."""

from __future__ import annotations

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl

PERIOD_NS = 6.4


async def edges_until_release(dut, limit: int) -> int:
    """Count rising edges of clk until rst_out is low (checked after each edge)."""
    for n in range(1, limit + 1):
        await RisingEdge(dut.clk)
        await ReadOnly()
        if not dut.rst_out.value:
            return n
    return limit + 1


@cocotb.test()
async def assert_async_release_sync(dut) -> None:
    """rst_out follows rst_in high immediately and leaves reset on the STAGES-th edge after rst_in falls."""
    stages = int(dut.STAGES.value)
    # No clock yet: assertion must not need an edge.
    dut.rst_in.value = 1
    await Timer(1, unit="ns")
    assert dut.rst_out.value == 1, "rst_out must assert without a clock"
    clock = Clock(dut.clk, PERIOD_NS, unit="ns")
    clock.start()
    for offset_ns in (0.3, 2.0, 5.1):  # release and re-assert at several phases within a cycle
        await RisingEdge(dut.clk)
        await Timer(offset_ns, unit="ns")
        dut.rst_in.value = 0
        assert await edges_until_release(dut, stages + 4) == stages
        for _ in range(5):  # stays released
            await RisingEdge(dut.clk)
            await ReadOnly()
            assert dut.rst_out.value == 0
        await Timer(offset_ns, unit="ns")
        dut.rst_in.value = 1
        await Timer(0.01, unit="ns")  # far less than a clock period: no edge in between
        assert dut.rst_out.value == 1, "rst_out must assert asynchronously, between clock edges"


@cocotb.test()
async def short_glitch_restarts_count(dut) -> None:
    """A short rst_in pulse during the release sequence restarts the full STAGES-edge count."""
    stages = int(dut.STAGES.value)
    Clock(dut.clk, PERIOD_NS, unit="ns").start()
    dut.rst_in.value = 1
    await RisingEdge(dut.clk)
    await Timer(1, unit="ns")
    dut.rst_in.value = 0
    for _ in range(stages - 1):
        await RisingEdge(dut.clk)
    await Timer(1, unit="ns")
    dut.rst_in.value = 1
    await Timer(0.5, unit="ns")
    dut.rst_in.value = 0
    assert await edges_until_release(dut, stages + 4) == stages


@pytest.mark.parametrize("stages", [2, 3])
def test_lp_rst_sync(stages: int) -> None:
    hdl.run("lp_rst_sync", __file__, {"STAGES": stages})
