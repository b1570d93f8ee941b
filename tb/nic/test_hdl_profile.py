"""Build profiles of lightpath.flow.hdl (the "fast" profile of the scenario runs).

- test_profiles_flags_and_keys: the regression's flags and build key are what they were before profiles existed
  (BUILD_ARGS, MAKE_OVERRIDES: the shared cache stays valid); "fast" swaps X randomisation for zeros, adds C++ -O3
  for the evaluation code and gets a build key of its own, so the regression's builds keep X randomisation.
- test_flags_reach_the_commands: with the Verilator and make commands recorded instead of run, a fabric top (a
  PORTS_ONLY name) built with "fast" gets --x-assign/--x-initial fast, the generated ports-only configuration
  before the sources instead of --public-flat-rw / --public-depth, and OPT_FAST=-O3 on the make command line; the
  same top with "regression" gets --public-depth 1, X unique and no OPT_FAST of its own.
- test_runtime_pch_made_once_per_profile: the first build of a profile makes the runtime's shared precompiled
  header (fast and slow) with the model's own make command; every small model's make points at it (VK_PCH_*), a second
  model does not make it again, and another profile has its own.
- test_large_model_keeps_its_own_pch: a model with more than SHARED_PCH_MAX bytes of headers gets no VK_PCH_*
  (its own precompiled header), one at the limit the shared one.
- test_runtime_pch_is_used: a real build of a small top compiles its files with the shared header, and the
  compiler finds it usable (-Winvalid-pch is on: no warning in the build log).
- test_ports_vlt_*: the configuration lists exactly the ports of the 8-node fabric top (inputs read-write,
  outputs read-only, no internal wire); headers it cannot read, an unknown profile, and a top without its source
  are refused with a clear error.
- test_scenario_profile: "fast" outside pytest (make sim, make bench), "regression" under pytest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from cocotb_tools.runner import Verilator

from lightpath.flow import hdl
from lightpath.flow.paths import RTL, SIM

FABRIC8 = SIM / "fabric" / "lp_fabric8.sv"

SMALL_TOP = """`default_nettype none
// a fabric-like top: ANSI header, one port per line
module {name} #(
    parameter int N = 2   // input in a comment: not a port
) (
    input  wire logic        clk,
    input  wire logic [7:0]  n0_wss_dst,    // output in a comment
    output logic      [63:0] gpu_cycle,
    output logic             n0_irq [2]
);
    logic [7:0] internal_wire;
    assign internal_wire = n0_wss_dst;
    always_ff @(posedge clk) gpu_cycle <= gpu_cycle + 64'(internal_wire);
    assign n0_irq[0] = 1'b0;
    assign n0_irq[1] = 1'b1;
endmodule
`default_nettype wire
"""


def directives(vlt: str) -> dict[str, str]:
    """var -> "rw" / "rd" of a ports_vlt configuration."""
    return {v: m for m, v in re.findall(r'^public_flat_(rw|rd) -module "\w+" -var "(\w+)"$', vlt, re.M)}


def test_profiles_flags_and_keys() -> None:
    args, make = hdl.profile_flags("regression")
    assert args == hdl.BUILD_ARGS and make == hdl.MAKE_OVERRIDES
    fast, fmake = hdl.profile_flags("fast")
    for opt in ("--x-assign", "--x-initial"):
        assert opt in hdl.BUILD_ARGS and hdl.BUILD_ARGS[hdl.BUILD_ARGS.index(opt) + 1] == "unique"
        assert fast[fast.index(opt) + 1] == "fast" and fast.count(opt) == 1
    assert [a for a in fast if a not in ("fast", "unique")] == [a for a in args if a not in ("fast", "unique")]
    assert fmake[: len(hdl.MAKE_OVERRIDES)] == hdl.MAKE_OVERRIDES and fmake[-1] == "OPT_FAST=-O3"
    srcs = [FABRIC8]
    reg = hdl._digest("lp_fabric8", {"SVLB": 1}, srcs, False)
    assert hdl._digest("lp_fabric8", {"SVLB": 1}, srcs, False, "regression") == reg
    assert hdl._digest("lp_fabric8", {"SVLB": 1}, srcs, False, "fast") != reg
    assert hdl._runtime_cache(False, "fast") != hdl._runtime_cache(False)


def record_builds(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, profile: str,
                  header_bytes: int = 0) -> list[list[str]]:
    """hdl.build of the small top `name` with the commands recorded, not run (the Verilator command writes a
    model header of `header_bytes`); returns them."""
    cmds: list[list[str]] = []

    def record(self: Verilator, run: Sequence[Sequence[str]], cwd: Path) -> None:
        cmds.extend(list(c) for c in run)
        if any("--top-module" in c for c in run):
            (Path(cwd) / "Vtop__Syms.h").write_text("x" * header_bytes)

    monkeypatch.setattr(Verilator, "_execute", record)
    monkeypatch.setattr(hdl, "SIM_BUILD", tmp_path / "build")
    tmp_path.mkdir(parents=True, exist_ok=True)
    top = tmp_path / f"{name}.sv"
    top.write_text(SMALL_TOP.format(name=name))
    bdir = hdl.build(name, {}, sources=[top], waves=False, profile=profile)
    assert bdir.parent == tmp_path / "build" and (bdir / ".built").exists()
    return cmds


def test_flags_reach_the_commands(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    name = "lp_fabric99"
    assert hdl.PORTS_ONLY.fullmatch(name)
    cmds = record_builds(monkeypatch, tmp_path / "fast", name, "fast")
    (vcmd,) = [c for c in cmds if "--top-module" in c]
    mcmd = model_make(cmds)
    assert vcmd[vcmd.index("--x-assign") + 1] == "fast" and vcmd[vcmd.index("--x-initial") + 1] == "fast"
    assert "--public-flat-rw" not in vcmd and "--public-depth" not in vcmd
    vlts = [a for a in vcmd if a.endswith("ports_public.vlt")]
    assert len(vlts) == 1
    assert vcmd.index(vlts[0]) < vcmd.index(str(tmp_path / "fast" / f"{name}.sv")), "configuration before sources"
    assert directives(Path(vlts[0]).read_text()) == {"clk": "rw", "n0_wss_dst": "rw", "gpu_cycle": "rd",
                                                     "n0_irq": "rd"}
    assert [a for a in mcmd if a.startswith("OPT_FAST")] == ["OPT_FAST=-O3"]
    assert mcmd.index("OPT_FAST=-O3") > mcmd.index("Vtop.mk"), "the profile's variable on the command line"

    cmds = record_builds(monkeypatch, tmp_path / "regression", name, "regression")
    (vcmd,) = [c for c in cmds if "--top-module" in c]
    mcmd = model_make(cmds)
    assert vcmd[vcmd.index("--x-assign") + 1] == "unique" and vcmd[vcmd.index("--x-initial") + 1] == "unique"
    assert vcmd[vcmd.index("--public-depth") + 1] == "1" and "--public-flat-rw" not in vcmd
    assert not any(a.endswith(".vlt") and "ports_public" in a for a in vcmd)
    assert not any(a.startswith("OPT_FAST") for a in mcmd)


def model_make(cmds: list[list[str]]) -> list[str]:
    """The model's make command among the recorded commands (not the one making the runtime's header)."""
    (mcmd,) = [c for c in cmds if c[0] == "make" and not c[-1].endswith(".gch")]
    return mcmd


def pch_vars(mcmd: list[str]) -> dict[str, str]:
    return dict(a.split("=", 1) for a in mcmd if a.startswith("VK_PCH_"))


def test_runtime_pch_made_once_per_profile(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    first = record_builds(monkeypatch, tmp_path, "lp_fabric97", "regression")
    cache = hdl._runtime_cache(False)
    hdr = cache / hdl.PCH_HEADER
    (pcmd,) = [c for c in first if c[0] == "make" and c[-1].endswith(".gch")]
    mcmd = model_make(first)
    assert pcmd[-2:] == [f"{hdr}.fast.gch", f"{hdr}.slow.gch"] and f"VK_PCH_H={hdr}" in pcmd
    assert pcmd[: mcmd.index("Vtop.mk") + 1] == mcmd[: mcmd.index("Vtop.mk") + 1], "the model's own make"
    want = {"VK_PCH_H": str(hdr), "VK_PCH_I_FAST": f"-Winvalid-pch -include {hdr}.fast",
            "VK_PCH_I_SLOW": f"-Winvalid-pch -include {hdr}.slow"}
    assert pch_vars(mcmd) == want
    # the text beside each header: what the compiler parses if it cannot use the .gch
    assert (cache / f"{hdl.PCH_HEADER}.fast").read_text() == hdl.PCH_TEXT == hdr.read_text()
    second = record_builds(monkeypatch, tmp_path, "lp_fabric98", "regression")
    assert not [c for c in second if c[-1].endswith(".gch")] and pch_vars(model_make(second)) == want
    fast = record_builds(monkeypatch, tmp_path, "lp_fabric96", "fast")
    (fcmd,) = [c for c in fast if c[-1].endswith(".gch")]
    assert str(hdl._runtime_cache(False, "fast")) in fcmd[-1] and str(cache) not in fcmd[-1]


def test_large_model_keeps_its_own_pch(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    cmds = record_builds(monkeypatch, tmp_path, "lp_fabric95", "regression", hdl.SHARED_PCH_MAX + 1)
    assert not [c for c in cmds if c[-1].endswith(".gch")] and pch_vars(model_make(cmds)) == {}
    cmds = record_builds(monkeypatch, tmp_path, "lp_fabric94", "regression", hdl.SHARED_PCH_MAX)
    assert pch_vars(model_make(cmds))["VK_PCH_H"].endswith(hdl.PCH_HEADER)


def test_runtime_pch_is_used() -> None:
    # lp_ocs_req at its test's parameters (tb/arbiter/test_lp_ocs_req.py: a shared build): split into several
    # files, so compiled with the precompiled header (a one-file model is compiled as one, without it)
    log = (hdl.build("lp_ocs_req", {"N": 8, "R": 16, "FIFO_DEPTH": 8}) / "build.log").read_text()
    hdr = hdl._runtime_cache(False) / hdl.PCH_HEADER
    compiles = [ln for ln in log.splitlines() if " -c " in ln and "Vtop_" in ln]
    assert len(compiles) > 2 and all(f"-include {hdr}." in ln for ln in compiles), compiles
    assert not [ln for ln in log.splitlines() if "[-Winvalid-pch]" in ln or "PCH files" in ln], log


def test_ports_vlt_lists_the_fabric_ports() -> None:
    vlt = hdl.ports_vlt(FABRIC8, "lp_fabric8")
    d = directives(vlt)
    assert vlt.startswith("`verilator_config\n")
    header = FABRIC8.read_text().split("module lp_fabric8", 1)[1].split("\n);", 1)[0]
    ports = [ln for ln in header.splitlines() if re.match(r"\s*(input|output)\b", ln)]
    # the AXI4-Lite windows are calls of the port macro of lp_axi.svh: each stands for the ports of its body
    body = (RTL / "common" / "lp_axi.svh").read_text().split("`define LP_AXIL_SLAVE_PORTS(", 1)[1].split("\n\n", 1)[0]
    per_call = len(re.findall(r"^\s*(?:input|output)\b", body, re.M))
    calls = [ln for ln in header.splitlines() if ln.strip().startswith("`LP_AXIL_SLAVE_PORTS(")]
    assert per_call == 19 and len(calls) == 8 + 1
    assert len(d) == len(ports) + per_call * len(calls) > 100
    for port, mode in (("clk", "rw"), ("gpu_mode", "rw"), ("n0_s_axil_awvalid", "rw"), ("n7_wss_dst", "rw"),
                       ("gpu_cycle", "rd"), ("collision_words", "rd"), ("n0_irq", "rd"), ("n0_s_axil_rdata", "rd"),
                       ("n7_s_axil_araddr", "rw"), ("n0_arb_s_axil_rresp", "rd")):
        assert d.get(port) == mode, (port, d.get(port))
    assert "h_tdata" not in d and "rx_data" not in d   # wires between the nodes stay private


def test_ports_vlt_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    two = tmp_path / "lp_fabric98.sv"
    two.write_text("module lp_fabric98 (\n    input wire logic clk, rst,\n    output logic y\n);\nendmodule\n")
    with pytest.raises(ValueError, match="one port per line"):
        hdl.ports_vlt(two, "lp_fabric98")
    with pytest.raises(ValueError, match="no ANSI header of module lp_fabric97"):
        hdl.ports_vlt(two, "lp_fabric97")
    none = tmp_path / "lp_fabric96.sv"
    none.write_text("module lp_fabric96 (\n);\nendmodule\n")
    with pytest.raises(ValueError, match="has no ports"):
        hdl.ports_vlt(none, "lp_fabric96")
    with pytest.raises(ValueError, match="unknown build profile 'turbo'"):
        hdl.profile_flags("turbo")


def test_fast_build_needs_the_top_source(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(hdl, "SIM_BUILD", tmp_path / "build")
    other = tmp_path / "lp_other.sv"
    other.write_text("module lp_other (\n    input wire logic clk\n);\nendmodule\n")
    with pytest.raises(ValueError, match="no source lp_fabric95.sv"):
        hdl.build("lp_fabric95", {}, sources=[other], waves=False, profile="fast")


def test_scenario_profile(monkeypatch: pytest.MonkeyPatch) -> None:
    assert hdl.scenario_profile() == "regression"
    monkeypatch.delenv("PYTEST_CURRENT_TEST")
    assert hdl.scenario_profile() == "fast"
