"""No output depends on an uninitialised flip-flop or RAM after reset (docs/formal.md, "No X after reset").

Verilator is two-state: what a missing reset leaves is a value, not X. The regression's builds take
`--x-initial unique` and `--x-assign unique` (lightpath.flow.hdl.BUILD_ARGS), which make that value come from a
seeded generator when the simulator is started with `+verilator+rand+reset+2`. Each top below is run twice
with the same stimulus (every input 0, the clocks running, reset high for RESET_CYCLES, then 0) and two
seeds; every output is recorded at each falling edge for CYCLES clocks from the end of reset. An output
that differs between the two runs depends on state that reset does not set.

A payload output is compared only while it is valid: `<p>_t<field>` while `<p>_tvalid`, `<p>_<field>`
while `<p>_valid` or `<p>_v`, and an AXI channel's `<p>_aw<field>` (`w`, `ar`, ...) while `<p>_awvalid`,
among the top's outputs (a data path register need not be reset).

The tops reuse the builds of their block tests and of the fabric tests (same parameters), so the check
costs the runs only.
A probe with one flop reset and one not checks that the two seeds do change uninitialised state.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.flow import hdl
from lightpath.flow.paths import REPO, closure, rtl_sources, sim_model_sources

RESET_CYCLES = 8
CYCLES = 300
SEEDS = (1, 2)
TRACE = "x_trace.json"

# (top, parameters): the parameter sets of the block tests (tb/<block>/test_<top>.py), so that their
# builds are shared
TOPS: list[tuple[str, dict[str, object]]] = [
    ("lp_soa_driver", {"NUM_WL": 8, "OSR": 8}),
    ("lp_cell_tx", {"VOQ": 1}),
    ("lp_cell_rx", {"NSRC": 8, "NCELLS": 32, "VOQ": 1}),
    ("lp_slot_timer", {}),
    ("lp_reasm", {"NSRC": 8, "NCELLS": 32}),
    ("lp_svlb_core", {"RESEQ_CELLS": 32, "RX_CELLS": 3, "OCS_RX_CELLS": 3}),
    ("lp_voq", {}),
    ("lp_hop_fifos", {"N": 16, "CELLS": 8}),
    ("lp_reseq", {}),
    ("lp_arb_ctrl", {"N": 8}),
    ("lp_oddl", {"MAX_NODES": 16}),
    ("lp_agg_engine", {}),
    ("lp_eth_mac_pcs", {"BER_WINDOW": 2000}),
    # the 4-node fabric of the fabric tests (built once per regression): node 0 the arbiter, the nodes'
    # NIC slices with S-VLB and aggregation, seen through the fabric's ports
    ("lp_fabric4", FABRIC4_PARAMS),
]

PROBE = """`default_nettype none
module lp_x_probe (
    input  wire logic       clk,
    input  wire logic       rst,
    input  wire logic [7:0] d,
    output logic [7:0]      q_reset,
    output logic [7:0]      q_noreset
);
    logic [7:0] r, u;
    always_ff @(posedge clk) begin
        r <= rst ? 8'd0 : r + d;
        u <= u + d;
    end
    assign q_reset = r;
    assign q_noreset = u;
endmodule
`default_nettype wire
"""


def _ports(top: str, sources: list[Path]) -> tuple[list[str], list[str]]:
    """The inputs and outputs of `top`, read from its ANSI header (lightpath.flow.hdl.ports_vlt)."""
    src = next(s for s in sources if s.name == f"{top}.sv")
    ins: list[str] = []
    outs: list[str] = []
    for line in hdl.ports_vlt(src, top).splitlines():
        m = re.match(r'public_flat_(rd|rw) -module "\w+" -var "(\w+)"', line)
        if m:
            (outs if m[1] == "rd" else ins).append(m[2])
    return ins, outs


def _qualifier(name: str, outs: set[str]) -> str | None:
    """The valid output that qualifies payload output `name`, if any: for a prefix p of `name` that ends a
    word (`_`) or an AXI channel name (`aw`, `w`, `ar`, `r`, `b`), `p + "tvalid"`, `p + "valid"` or `p + "v"`."""
    for i in range(len(name) - 1, 0, -1):
        p = name[:i]
        if not (p.endswith("_") or re.search(r"_(aw|w|ar|r|b)$", p)):
            continue
        for valid in (p + "tvalid", p + "valid", p + "v"):
            if valid in outs and valid != name:
                return valid
    return None


@cocotb.test()
async def trace_after_reset(dut) -> None:
    """Every input 0, reset, then the outputs at each falling edge (written to TRACE)."""
    ins = os.environ["LP_X_INPUTS"].split()
    outs = os.environ["LP_X_OUTPUTS"].split()
    clocks = [n for n in ins if n == "clk" or n.endswith("_clk")]
    resets = [n for n in ins if n == "rst" or n.endswith("_rst")]
    for n in ins:
        h = getattr(dut, n)
        h.value = (1 << len(h)) - 1 if n in resets else 0
    for n in clocks:
        Clock(getattr(dut, n), 10, unit="ns").start()
    clk = getattr(dut, clocks[0])
    await ClockCycles(clk, RESET_CYCLES)
    await FallingEdge(clk)
    for n in resets:
        getattr(dut, n).value = 0
    trace: dict[str, list[str]] = {n: [] for n in outs}
    for _ in range(CYCLES):
        await FallingEdge(clk)
        for n in outs:
            trace[n].append(str(getattr(dut, n).value))
    Path(TRACE).write_text(json.dumps(trace))


def _differences(top: str, params: dict[str, object], sources: list[Path] | None = None) -> dict[str, int]:
    """Run `top` with both seeds; {output: first clock after reset at which the runs differ}."""
    srcs = sources if sources is not None else closure(top, rtl_sources() + sim_model_sources())
    ins, outs = _ports(top, srcs)
    env = {"LP_X_INPUTS": " ".join(ins), "LP_X_OUTPUTS": " ".join(outs)}
    traces = []
    for seed in SEEDS:
        tdir = hdl.run(top, __file__, params, sources=sources, testcase="trace_after_reset", extra_env=env,
                       tag=f"x-seed{seed}", plusargs=["+verilator+rand+reset+2", f"+verilator+seed+{seed}"])
        traces.append(json.loads((tdir / TRACE).read_text()))
    a, b = traces
    quals = {n: _qualifier(n, set(outs)) for n in outs}
    diff: dict[str, int] = {}
    for n in outs:
        q = quals[n]
        for t in range(CYCLES):
            live = q is None or a[q][t] == b[q][t] == "1"   # a differing qualifier is reported itself
            if live and a[n][t] != b[n][t]:
                diff[n] = t
                break
    return diff


@pytest.mark.parametrize("top,params", TOPS, ids=[t for t, _ in TOPS])
def test_no_output_depends_on_unreset_state(top: str, params: dict[str, object]) -> None:
    diff = _differences(top, params)
    assert not diff, f"{top}: outputs differ between seeds {SEEDS} (first clock after reset): {diff}"


def test_seeds_change_unreset_state() -> None:
    """The check can fail: a flop without reset shows, the one with reset does not."""
    src = REPO / "build" / "x_probe" / "lp_x_probe.sv"
    src.parent.mkdir(parents=True, exist_ok=True)
    if not src.exists() or src.read_text() != PROBE:
        src.write_text(PROBE)
    assert set(_differences("lp_x_probe", {}, [src])) == {"q_noreset"}
