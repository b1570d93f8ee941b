"""rtl/common/lp_assert.svh in simulation (docs/formal.md): an `LP_ASSERT` that holds is silent; one that fires
stops the Verilator simulation and fails the test, and lightpath.flow.hdl.run's error names the assertion and
the time it fired. The probe module is written by the test (it is not RTL of the design)."""

from __future__ import annotations

import re
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge
from cocotb.utils import get_sim_time

from lightpath.flow import hdl
from lightpath.flow.paths import REPO

PROBE = """`default_nettype none
`include "lp_assert.svh"
module lp_assert_probe (
    input  wire logic clk,
    input  wire logic rst,
    input  wire logic a,
    input  wire logic b,
    input  wire logic v,
    input  wire logic r,
    input  wire logic [7:0] d,
    input  wire logic l,
    output logic      q
);
    always_ff @(posedge clk) q <= rst ? 1'b0 : a;
`ifndef SYNTHESIS
    `LP_ASSERT(a_never_both, clk, rst, !(a && b))
    `LP_ASSERT(a_q_follows, clk, rst, $past(rst) || q == $past(a))
    `LP_ASSERT_AXIS(a_axis, clk, rst, v, r, {d, l})
`endif
endmodule
`default_nettype wire
"""


async def _start(dut) -> None:
    Clock(dut.clk, 10, unit="ns").start()
    dut.rst.value = 1
    dut.a.value = 0
    dut.b.value = 0
    dut.v.value = 0
    dut.r.value = 0
    dut.d.value = 0
    dut.l.value = 0
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0


@cocotb.test()
async def holds(dut) -> None:
    """a and b never high together, and a violation during reset is not one: no assertion fires."""
    await _start(dut)
    for i in range(40):
        await FallingEdge(dut.clk)
        dut.a.value = i % 3 == 0
        dut.b.value = i % 3 == 1
    dut.rst.value = 1
    await FallingEdge(dut.clk)
    dut.a.value = 1
    dut.b.value = 1
    await ClockCycles(dut.clk, 2)


@cocotb.test()
async def fires(dut) -> None:
    """a and b high together after 10 cycles: a_never_both fires at the next rising edge."""
    await _start(dut)
    await ClockCycles(dut.clk, 10)
    await FallingEdge(dut.clk)
    dut.a.value = 1
    dut.b.value = 1
    Path("expected_fire_ps").write_text(str(int(get_sim_time("ps")) + 5000))   # the next rising edge
    await ClockCycles(dut.clk, 5)
    raise AssertionError("a_never_both did not stop the simulation")


@cocotb.test()
async def axis_holds(dut) -> None:
    """A stream that keeps its beat while stalled, changes it after a handshake and drops valid only after
    one: LP_ASSERT_AXIS is silent. A violation during reset is not one."""
    await _start(dut)
    for i in range(60):
        await FallingEdge(dut.clk)
        took = dut.v.value == 1 and dut.r.value == 1
        if took or dut.v.value == 0:   # free to offer anything (or nothing)
            dut.v.value = i % 4 != 3
            dut.d.value = (7 * i) & 0xFF
            dut.l.value = i % 5 == 0
        dut.r.value = i % 3 == 0
    dut.rst.value = 1
    dut.v.value = 1
    dut.r.value = 0
    await FallingEdge(dut.clk)
    dut.v.value = 0
    dut.d.value = 0x55
    await ClockCycles(dut.clk, 2)


async def _stall_then(dut, change: str) -> None:
    await _start(dut)
    await FallingEdge(dut.clk)
    dut.v.value = 1
    dut.d.value = 0x12
    await ClockCycles(dut.clk, 3)   # offered and not taken at three edges
    await FallingEdge(dut.clk)
    if change == "tdata":
        dut.d.value = 0x13
    elif change == "tlast":
        dut.l.value = 1
    else:
        dut.v.value = 0
    Path("expected_fire_ps").write_text(str(int(get_sim_time("ps")) + 5000))
    await ClockCycles(dut.clk, 5)
    raise AssertionError("a_axis did not stop the simulation")


@cocotb.test()
async def axis_fires_tdata(dut) -> None:
    """The payload changes while the beat is stalled."""
    await _stall_then(dut, "tdata")


@cocotb.test()
async def axis_fires_tlast(dut) -> None:
    """tlast changes while the beat is stalled."""
    await _stall_then(dut, "tlast")


@cocotb.test()
async def axis_fires_tvalid(dut) -> None:
    """tvalid falls while the beat is stalled."""
    await _stall_then(dut, "tvalid")


def _probe() -> list[Path]:
    src = REPO / "build" / "assert_probe" / "lp_assert_probe.sv"
    src.parent.mkdir(parents=True, exist_ok=True)
    if not src.exists() or src.read_text() != PROBE:
        src.write_text(PROBE)
    return [src]


def test_assertion_that_holds_is_silent() -> None:
    hdl.run("lp_assert_probe", __file__, sources=_probe(), testcase=["holds", "axis_holds"])


def _fires(testcase: str, name: str) -> None:
    with pytest.raises(AssertionError) as err:
        hdl.run("lp_assert_probe", __file__, sources=_probe(), testcase=testcase, tag=testcase)
    msg = str(err.value)
    first = msg.split("assertions failed:\n", 1)[1].splitlines()[0]   # hdl.run puts the fired assertions first
    m = re.search(r"Assertion failed in (\S+): LP_ASSERT (\S+) failed at time (\d+)", first)
    assert m, msg[:3000]
    assert m[1] == m[2] == f"lp_assert_probe.{name}", first
    rundir = hdl.build("lp_assert_probe", sources=_probe()) / "runs" / f"test_lp_assert-{testcase}"
    assert int(m[3]) == int((rundir / "expected_fire_ps").read_text()), first
    assert "did not stop the simulation" not in msg


def test_firing_assertion_fails_with_name_and_time() -> None:
    _fires("fires", "a_never_both")


@pytest.mark.parametrize("field", ["tdata", "tlast", "tvalid"])
def test_axis_rule_fires(field: str) -> None:
    _fires(f"axis_fires_{field}", "a_axis")
