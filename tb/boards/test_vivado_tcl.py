"""Static checks of the Vivado batch flow (docs/vivado-flow.md): every Tcl script of boards/, ip/ and the
RTL's CDC scripts runs in a real Tcl interpreter with recording stubs for the Vivado commands
(lightpath.boards.tclcheck). Nothing runs Vivado: these tests prove structure, order, names, addresses
and error paths, not that Vivado accepts an IP configuration (the doc lists what they cannot prove)."""

from __future__ import annotations

import os
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

from lightpath.boards import tclcheck as tc
from lightpath.flow.paths import REPO

tc.backend()   # raises TclUnavailable (a collection error naming what to install) without any Tcl

BOARDS = tc.boards()
CONFIGS = {b: tc.board_config(b) for b in BOARDS}
BUILDS = [(b, v) for b in BOARDS for v in CONFIGS[b].variants]
IP_SCRIPTS = [p for b in BOARDS for p in sorted((REPO / "ip" / b).glob("*.tcl"))]
CDC_SCRIPTS = sorted(p for p in (REPO / "rtl").rglob("*.tcl") if p.with_suffix(".sv").exists())
SUPPORTED = tc.VERSION_FILE.read_text().strip()


def _rel(p: Path) -> str:
    return p.relative_to(REPO).as_posix()


@cache
def _scratch() -> Path:
    import tempfile

    return Path(tempfile.mkdtemp(prefix="lp-vivado-tcl-"))


def _sources_tcl() -> Path:
    """The generated boards/sources.tcl when present, else a small stand-in with real RTL files."""
    real = REPO / "boards" / "sources.tcl"
    if real.exists():
        return real
    fake = _scratch() / "sources.tcl"
    if not fake.exists():
        tc.write_fake_sources(fake, ["rtl/cell/lp_cell_pkg.sv", "rtl/common/lp_sync_bit.sv",
                                     "rtl/common/lp_fifo_async.sv"], {b: [] for b in BOARDS})
    return fake


def _build_args(board: str, variant: str, *extra: str) -> list[str]:
    return [board, variant, "-sources", str(_sources_tcl()), "-out", str(_scratch() / f"{board}-{variant}"), *extra]


@cache
def _build(board: str, variant: str) -> tc.TclRun:
    return tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant))


@cache
def _ip_run(path: Path) -> tc.TclRun:
    board = path.parent.name
    return tc.run_file(path, pre=tc.ip_context(board, _scratch() / "ip"), traced=["lp_require_part"])


def _program_out(board: str, variant: str, ltx: bool = True) -> Path:
    out = _scratch() / f"prog-{board}-{variant}-{int(ltx)}"
    out.mkdir(exist_ok=True)
    name = f"lp_{board}_{variant}"
    (out / f"{name}.bit").write_text("fake")
    if ltx:
        (out / f"{name}.ltx").write_text("fake")
    return out


def _context(path: Path) -> dict[str, object]:
    """How a Tcl file of the tree is run standalone: its arguments and pre-script."""
    b0, v0 = BUILDS[0]
    if path == tc.BUILD_TCL:
        return {"argv": _build_args(b0, v0)}
    if path == tc.PROGRAM_TCL:
        return {"argv": [b0, v0, "-out", str(_program_out(b0, v0))]}
    if path == tc.COMMON_TCL:
        return {}
    parts = path.relative_to(REPO).parts
    board = parts[1] if len(parts) > 2 and parts[0] in ("ip", "boards") and parts[1] in CONFIGS else None
    if board and parts[0] == "ip":
        return {"pre": tc.ip_context(board, _scratch() / "ip")}
    return {"pre": tc.source_cmd(tc.COMMON_TCL)}


# ------------------------------------------------------------------------------- the harness itself

def test_harness_fails_on_unknown_commands() -> None:
    """A misspelt Vivado command is an error (not swallowed by the stubs), also inside a proc."""
    run = tc.run_tcl("create_ip -name vio -module_name x\ncreat_ip -name vio")
    assert not run.ok and 'invalid command name "creat_ip"' in run.result
    assert [c.name for c in run.calls] == ["create_ip"]
    run = tc.run_tcl("proc f {} {get_ipz}\nf")
    assert not run.ok and "get_ipz" in run.result
    run = tc.run_tcl("exec ls")
    assert not run.ok and "exec is not allowed" in run.result


def test_backends_agree() -> None:
    """tkinter and tclsh (where both exist) record the same calls for the same script."""
    backends = tc.available_backends()
    assert backends, "no Tcl interpreter"
    path = REPO / "ip" / "vcu118" / "mbv_sys.tcl"
    pre = tc.ip_context("vcu118", _scratch() / "ip")
    runs = [tc.run_file(path, pre=pre, use=b) for b in backends]
    assert all(r.ok for r in runs), [r.explain() for r in runs]
    assert all(r.calls == runs[0].calls for r in runs) and len(runs[0].calls) > 100


# ------------------------------------------------------------------------------- every file

@pytest.mark.parametrize("path", tc.repo_tcl_files(), ids=_rel)
def test_tcl_file_parses_and_runs(path: Path) -> None:
    assert tc.is_complete(path), f"{_rel(path)}: unbalanced braces, brackets or quotes (info complete)"
    run = tc.run_file(path, **_context(path))
    assert run.ok, f"{_rel(path)}: {run.explain()}"


def test_board_configs_match_python_board_list() -> None:
    """boards/<b>/config.tcl and lightpath.boards.BOARDS (used by the generators) agree."""
    from lightpath.boards import BOARDS as PY_BOARDS

    assert sorted(PY_BOARDS) == BOARDS
    for b, cfg in CONFIGS.items():
        py = PY_BOARDS[b]
        assert (cfg.part, cfg.top, cfg.board_part) == (py.part, py.top, py.board_part), b
        assert cfg.variants, f"{b}: no lp_variant"
        # the same variants in the same order: the lint of every variant (test_board_lint) takes BOARDS'
        assert tuple(cfg.variants) == py.variants, (b, tuple(cfg.variants), py.variants)
        for v, generics in cfg.variants.items():
            assert generics == (f'VARIANT="{v}"',), f"{b} {v}: {generics}"
        assert cfg.ip_tcl == tuple(sorted((REPO / "ip" / b).glob("*.tcl")))
        assert cfg.xdc == tuple(sorted((REPO / "constraints" / b).glob("*.xdc")))


# ------------------------------------------------------------------------------- IP scripts

@pytest.mark.parametrize("path", IP_SCRIPTS, ids=_rel)
def test_ip_script_asserts_part_and_creates_one_ip(path: Path) -> None:
    board, name = path.parent.name, path.stem
    run = _ip_run(path)
    assert run.ok, run.explain()
    # First command of the script: lp_require_part with the board's part.
    assert run.calls[0].name == "source" and run.calls[1].name == "lp_require_part", \
        f"{_rel(path)} must start with lp_require_part: {[str(c) for c in run.calls[:3]]}"
    assert run.calls[1].args == (CONFIGS[board].part,), f"{_rel(path)}: {run.calls[1]}"
    created = run.named("create_ip", "create_bd_design")
    assert len(created) == 1, f"{_rel(path)} creates {len(created)} IP/block designs: {[str(c) for c in created]}"
    c = created[0]
    if c.name == "create_ip":
        assert c.opt("-module_name") == name and c.opt("-vendor") == "xilinx.com" and c.opt("-library") == "ip"
        assert c.opt("-name"), str(c)
        for sp in run.named("set_property"):
            if sp.has("-dict"):
                keys = tc.tcl_dict(sp.args[sp.args.index("-dict") + 1])
                assert keys and all(k.startswith("CONFIG.") for k in keys), f"{_rel(path)}: {sp}"
                assert sp.args[-1] == name, f"{_rel(path)}: set_property on {sp.args[-1]}, not {name}"
    else:
        assert c.args[-1] == name, str(c)
        assert run.named("save_bd_design") and run.named("validate_bd_design")


# ------------------------------------------------------------------------------- build.tcl

@pytest.mark.parametrize(("board", "variant"), BUILDS)
def test_build_flow_order(board: str, variant: str) -> None:
    run = _build(board, variant)
    assert run.ok, run.explain()
    cfg = CONFIGS[board]
    c = run.calls
    first, last = run.first, run.last
    order = [
        ("version", first("version")),
        ("create_project", first("create_project")),
        ("read_verilog (RTL)", first("read_verilog")),
        ("IP scripts", min(i for i in (first("create_ip"), first("create_bd_design")) if i >= 0)),
        ("last IP generated", max(last("synth_ip"), last("make_wrapper"))),
        ("read_xdc", first("read_xdc")),
        ("last read_xdc", last("read_xdc")),
        ("synth_design", first("synth_design")),
        ("opt_design", first("opt_design")),
        ("place_design", first("place_design")),
        ("phys_opt_design", first("phys_opt_design")),
        ("route_design", first("route_design")),
        ("report_timing_summary", last("report_timing_summary")),
        ("report_utilization", last("report_utilization")),
        ("report_pulse_width", last("report_pulse_width")),
        ("write_bitstream", first("write_bitstream")),
        ("write_debug_probes", first("write_debug_probes")),
        ("write_hw_platform", first("write_hw_platform")),
    ]
    missing = [n for n, i in order if i < 0]
    assert not missing, f"never called: {missing}"
    idx = [i for _, i in order]
    assert idx == sorted(idx), "out of order: " + ", ".join(f"{n}@{i}" for n, i in order)
    for rpt in ("report_clock_interaction", "report_cdc", "report_drc"):
        assert first("route_design") < first(rpt) < first("write_bitstream"), rpt

    synth = run.named("synth_design")
    assert len(synth) == 1
    assert synth[0].opt("-top") == cfg.top and synth[0].opt("-part") == cfg.part
    assert synth[0].opts("-generic") == [f'VARIANT="{variant}"']
    assert run.named("create_project")[0].opt("-part") == cfg.part
    out = _scratch() / f"{board}-{variant}"
    assert run.named("write_bitstream")[0].args[-1] == str(out / f"lp_{board}_{variant}.bit")
    assert run.named("write_debug_probes")[0].args[-1] == str(out / f"lp_{board}_{variant}.ltx")
    # Every IP is generated: synthesized out of context, or (a block design) wrapped and read.
    for ip in cfg.ip_tcl:
        name = ip.stem
        synthesized = [x for x in c if x.name == "synth_ip" and x.args[-1] == name]
        wrapped = [x for x in c if x.name == "make_wrapper" and Path(x.opt("-files") or "").stem == name]
        assert len(synthesized) + len(wrapped) == 1, f"IP {name} not generated (or twice)"


@pytest.mark.parametrize(("board", "variant"), BUILDS)
def test_build_reads_every_source_and_only_existing_files(board: str, variant: str) -> None:
    run = _build(board, variant)
    assert run.ok, run.explain()
    cfg = CONFIGS[board]
    read: list[str] = []
    for call in run.named("read_verilog", "read_xdc", "source", "add_files"):
        read += [a for a in call.args if not a.startswith("-")]
    wrappers = {a for a in read if a.endswith("_wrapper.v")}      # generated by make_wrapper
    missing = [a for a in read if a not in wrappers and not Path(a).exists()]
    assert not missing, f"files read but missing: {missing}"
    for f in (*cfg.ip_tcl, *cfg.xdc, *cfg.board_rtl):
        assert str(f) in read, f"{_rel(f)} not read"
    unmanaged = [x.args[-1] for x in run.named("read_xdc") if x.has("-unmanaged")]
    assert unmanaged == [str(p) for p in CDC_SCRIPTS], unmanaged
    late = [x.args[-1] for x in run.named("set_property") if x.args[:2] == ("PROCESSING_ORDER", "LATE")]
    assert late == unmanaged
    rtl = [x.args[-1] for x in run.named("read_verilog") if not x.args[-1].endswith("_wrapper.v")]
    assert len(rtl) == len(set(rtl)) and rtl, "RTL read twice or not at all"
    pkgs = [i for i, f in enumerate(rtl) if f.endswith("_pkg.sv")]
    assert pkgs == list(range(len(pkgs))), "packages are not read first"


def test_build_stops_on_other_vivado_version() -> None:
    board, variant = BUILDS[0]
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"version": "2023.1"})
    assert not run.ok
    assert f"supports Vivado {SUPPORTED} only" in run.result and "Vivado 2023.1" in run.result, run.result
    assert [c.name for c in run.calls if c.name not in ("source",)] == ["version"], "went on after the check"
    # A patch release of the supported version is the supported version.
    assert tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"version": SUPPORTED + ".1"}).ok


def test_version_is_written_in_one_place() -> None:
    assert re.fullmatch(r"20\d\d\.[1-4]", SUPPORTED), "boards/vivado_version.txt: one version, e.g. 2024.2"
    assert int(SUPPORTED.split(".")[0]) >= 2024, "MicroBlaze V needs Vivado 2024.1 or later"
    flow = [*(REPO / "boards" / "common" / "tcl").glob("*.tcl"), *(REPO / "boards").glob("*/config.tcl"),
            *IP_SCRIPTS, REPO / "Makefile"]
    for f in flow:
        assert not re.search(r"\b20[12]\d\.[1-4]\b", f.read_text()), f"{_rel(f)} names a Vivado version"


def test_build_rejects_unknown_board_and_variant() -> None:
    run = tc.run_file(tc.BUILD_TCL, argv=["kc705", "nic"])
    assert not run.ok and "unknown board 'kc705'" in run.result and all(b in run.result for b in BOARDS)
    board = BOARDS[0]
    run = tc.run_file(tc.BUILD_TCL, argv=[board, "turbo"])
    assert not run.ok and f"unknown variant 'turbo' of board {board}" in run.result
    assert all(v in run.result for v in CONFIGS[board].variants)
    run = tc.run_file(tc.BUILD_TCL, argv=[board])
    assert not run.ok and "usage" in run.result
    run = tc.run_file(tc.BUILD_TCL, argv=[*_build_args(*BUILDS[0]), "-jbos", "4"])
    assert not run.ok and "unknown option -jbos" in run.result
    assert not run.named("synth_design")


def test_build_stops_when_timing_fails() -> None:
    board, variant = BUILDS[0]
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"slack_setup": "-0.213"})
    assert not run.ok and "timing not met" in run.result and "-0.213" in run.result
    assert any("TIMING FAILED: WNS = -0.213" in line for line in run.output)
    assert not run.named("write_bitstream")
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"slack_hold": "-0.05"})
    assert not run.ok and not run.named("write_bitstream")
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant, "-allow_timing_fail", "1"),
                      cfg={"slack_setup": "-0.213"})
    assert run.ok and run.named("write_bitstream")


# Rows as `report_pulse_width -all_violators` prints them (check type, corner, lib pin, reference pin,
# required, actual, slack, location, pin).
PW_HEADER = ("Pulse Width Checks\n------------------\nCheck Type        Corner  Lib Pin            Reference Pin"
             "  Required(ns)  Actual(ns)  Slack(ns)  Location  Pin\n")
PW_VIOLATION = ("Min Period        n/a     OSERDESE3/CLK      n/a            1.667         1.600       -0.067"
                "     BITSLICE_RX_TX_X1Y52  u_core/u_ser/CLK\n")
PW_CLEAN = ("Low Pulse Width   Slow    FDRE/C             n/a            0.275         3.200       2.925"
            "      SLICE_X10Y20  u_core/q_reg/C\n")


def test_build_stops_on_pulse_width_violation() -> None:
    """Setup and hold met, one OSERDES clock below its minimum period: no bitstream, the row named."""
    board, variant = BUILDS[0]
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"pulse_width": PW_HEADER + PW_VIOLATION})
    assert not run.ok and "timing not met" in run.result and "1 pulse-width violation" in run.result
    assert any("pulse width: Min Period" in line and "-0.067" in line for line in run.output)
    assert not run.named("write_bitstream")
    clean = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"pulse_width": PW_HEADER + PW_CLEAN})
    assert clean.ok and clean.named("write_bitstream"), clean.explain()
    assert any("no pulse-width violation" in line for line in clean.output)
    forced = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant, "-allow_timing_fail", "1"),
                         cfg={"pulse_width": PW_HEADER + PW_VIOLATION})
    assert forced.ok and forced.named("write_bitstream")


def test_build_platform_export_is_guarded() -> None:
    """The .xsa comes after the bitstream and probes; its failure fails the build with the reason and
    keeps them; -xsa 0 skips it."""
    board, variant = BUILDS[0]
    run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant), cfg={"fail": "write_hw_platform"})
    assert not run.ok and "write_hw_platform failed" in run.result and "bitstream and" in run.result
    assert run.named("write_bitstream") and run.named("write_debug_probes")
    assert run.first("write_debug_probes") < run.first("write_hw_platform")
    skip = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant, "-xsa", "0"), cfg={"fail": "write_hw_platform"})
    assert skip.ok and not skip.named("write_hw_platform"), skip.explain()


# DDR4 speed bins (JESD79-4): tCK in ps -> (CAS latencies of the bins at that tCK, CAS write latencies for
# a 1 and a 2 tCK write preamble).
DDR4_BINS = {1071: (range(12, 15), {10, 12}), 937: (range(14, 17), {11, 14}), 833: (range(15, 19), {12, 16}),
             750: (range(17, 21), {14, 18})}
# Micron speed-grade suffix -> tCK min in ps.
MICRON_TCK = {"-107E": 1071, "-093E": 937, "-083E": 833, "-083": 833, "-075E": 750, "-075": 750, "-068": 682,
              "-062E": 625}


@pytest.mark.parametrize("path", [p for p in IP_SCRIPTS if "create_ip -name ddr4" in p.read_text()], ids=_rel)
def test_ddr4_latencies_are_explicit_and_legal(path: Path) -> None:
    """The MIG's CAS and CAS write latencies are set, legal for the clock period's speed bin, and the part
    is rated for that period."""
    run = _ip_run(path)
    props = {k: v for c in run.named("set_property") if c.has("-dict")
             for k, v in tc.tcl_dict(c.args[c.args.index("-dict") + 1]).items()}
    assert "CONFIG.C0.DDR4_CasLatency" in props and "CONFIG.C0.DDR4_CasWriteLatency" in props, "left at IP default"
    tck = int(props["CONFIG.C0.DDR4_TimePeriod"])
    cls, cwls = DDR4_BINS[tck]
    assert int(props["CONFIG.C0.DDR4_CasLatency"]) in cls
    assert int(props["CONFIG.C0.DDR4_CasWriteLatency"]) in cwls
    part = props["CONFIG.C0.DDR4_MemoryPart"]
    grade = next(g for g in sorted(MICRON_TCK, key=len, reverse=True) if part.endswith(g))
    assert MICRON_TCK[grade] <= tck, f"{part} is not rated for tCK {tck} ps"


def test_build_errors_clearly_without_sources_list() -> None:
    board, variant = BUILDS[0]
    argv = [board, variant, "-sources", str(_scratch() / "nonexistent.tcl"), "-out", str(_scratch() / "x")]
    run = tc.run_file(tc.BUILD_TCL, argv=argv)
    assert not run.ok and "nonexistent.tcl is missing" in run.result and "make gen" in run.result
    bad = tc.write_fake_sources(_scratch() / "bad_sources.tcl", ["rtl/common/lp_no_such_module.sv"], {})
    run = tc.run_file(tc.BUILD_TCL, argv=[board, variant, "-sources", str(bad), "-out", str(_scratch() / "x")])
    assert not run.ok and "lp_no_such_module.sv" in run.result


def test_build_elf_option() -> None:
    """-elf scopes a firmware image to the soft CPU (boards with LP_ELF_CELL) and refuses it elsewhere."""
    elf = _scratch() / "fw.elf"
    elf.write_text("fake")
    for board, variant in BUILDS:
        run = tc.run_file(tc.BUILD_TCL, argv=_build_args(board, variant, "-elf", str(elf)))
        if board == "vcu118":
            assert run.ok, run.explain()
            props = [x.args[:2] for x in run.named("set_property") if x.args[0].startswith("SCOPED_TO")]
            assert props == [("SCOPED_TO_REF", "mbv_sys"), ("SCOPED_TO_CELLS", "cpu")]
            assert run.first("add_files") < run.first("synth_design")
        else:
            assert not run.ok and "no soft CPU" in run.result


# ------------------------------------------------------------------------------- block designs

MBV_SEGMENTS = {   # block design address segment -> lp_mbv_map.h macro
    "M_AXIL_NIC/Reg": "LP_MBV_NIC_BASE",
    "M_AXIL_ARB/Reg": "LP_MBV_ARB_BASE",
    "uart_con/S_AXI/Reg": "LP_MBV_UART_CONSOLE",
    "uart_wss/S_AXI/Reg": "LP_MBV_UART_WSS",
    "timer/S_AXI/Reg": "LP_MBV_TIMER",
    "spi/AXI_LITE/Reg": "LP_MBV_SPI",
    "gpio/S_AXI/Reg": "LP_MBV_GPIO",
    "intc/S_AXI/Reg": "LP_MBV_INTC",
}
MBV_NOT_ADDRESSES = {"LP_MBV_CLK_HZ", "LP_MBV_LMB_SIZE", "LP_MBV_STACK_SIZE", "LP_MBV_STACK_PAINT",
                     "LP_MBV_STACK_GUARD"}


def _no_overlap(addrs: dict[str, tuple[int, str, str]]) -> None:
    def size(r: str) -> int:
        return int(r[:-1]) * 1024 if r.endswith("K") else int(r, 0)

    spans = sorted((off, off + size(rng), seg) for seg, (off, rng, space) in addrs.items()
                   if space.endswith("/Data"))
    for (_a0, a1, s), (b0, _b1, t) in zip(spans, spans[1:]):
        assert a1 <= b0, f"{s} overlaps {t}"


def test_mbv_address_map_equals_firmware_header() -> None:
    header = tc.mbv_address_map()
    run = _ip_run(REPO / "ip" / "vcu118" / "mbv_sys.tcl")
    assert run.ok, run.explain()
    addrs = tc.bd_addresses(run)
    peripherals = {k for k in header if k not in MBV_NOT_ADDRESSES}
    assert set(MBV_SEGMENTS.values()) == peripherals, "lp_mbv_map.h and the block design list other peripherals"
    for seg, macro in MBV_SEGMENTS.items():
        assert seg in addrs, f"{seg} not assigned"
        off, rng, space = addrs[seg]
        assert (off, rng, space) == (header[macro], "64K", "cpu/Data"), f"{seg}: {addrs[seg]} vs {macro}"
    lmb = header["LP_MBV_LMB_SIZE"]
    assert addrs["dlmb_ctrl/SLMB/Mem"] == (0, f"0x{lmb:08X}", "cpu/Data")
    assert addrs["ilmb_ctrl/SLMB/Mem"] == (0, f"0x{lmb:08X}", "cpu/Instruction")
    assert len(addrs) == len(MBV_SEGMENTS) + 2, sorted(addrs)
    _no_overlap(addrs)
    assert [c.args[-1] for c in run.named("make_bd_pins_external", "make_bd_intf_pins_external")] == []


def test_mbv_interrupts_clocks_and_pins() -> None:
    run = _ip_run(REPO / "ip" / "vcu118" / "mbv_sys.tcl")
    nets = tc.bd_net_pairs(run)
    for i, irq in enumerate(("irq_nic", "irq_arb", "irq_oddl")):   # INTC inputs 0 NIC, 1 arbiter, 2 ODDL
        assert (irq, f"irq_concat/In{i}") in nets
    assert ("irq_concat/dout", "intc/intr") in nets
    assert ("clk_core", "smc/aclk1") in nets
    clk = next(n for n in nets if n[0] == "clk_ctl")
    for pin in ("cpu/Clk", "smc/aclk", "spi/ext_spi_clk", "intc/s_axi_aclk", "timer/s_axi_aclk"):
        assert pin in clk
    props = {c.args[-1]: tc.tcl_dict(c.args[c.args.index("-dict") + 1]) for c in run.named("set_property")
             if c.has("-dict")}
    assert props["gpio"]["CONFIG.C_DOUT_DEFAULT"] == "0x00000003"  # LDAC_N, RESET_N high (lp_hal_mbv.c)
    assert (props["gpio"]["CONFIG.C_GPIO_WIDTH"], props["gpio"]["CONFIG.C_GPIO2_WIDTH"]) == ("2", "1")
    assert props["timer"]["CONFIG.mode_64bit"] == "1"               # cascaded 64-bit free-running counter
    assert (props["spi"]["CONFIG.C_SPI_MODE"], props["spi"]["CONFIG.C_NUM_SS_BITS"]) == ("0", "2")
    # a polled controller: normal interrupt mode (fast mode wants a CPU vector interface nobody drives)
    assert props["intc"]["CONFIG.C_HAS_FAST"] == "0"
    # The MDM's AXI slave exists only with its UART: its S_AXI pins are connected exactly when it has one.
    uart = next(c.args[1] for c in run.named("set_property")
                if c.args[0] == "CONFIG.C_USE_UART" and c.args[-1] == "mdm")
    mdm_axi = [p for n in nets for p in n if p.startswith("mdm/S_AXI")]
    assert bool(mdm_axi) == (uart == "1"), mdm_axi


ZYNQ_MAP = {   # segment -> (offset, pl_ps_irq0 bit or None): the PetaLinux device tree's table
    "M_AXIL_NIC/Reg": (0x8000_0000, 0),
    "wss_uart/S_AXI/Reg": (0x8004_0000, 2),
    "dac_spi/AXI_LITE/Reg": (0x8002_0000, 3),
    "dac_gpio/S_AXI/Reg": (0x8003_0000, None),
}
ZYNQ_IRQ_SOURCE = {   # segment -> the net source feeding its interrupt bit
    "M_AXIL_NIC/Reg": "irq_nic",
    "wss_uart/S_AXI/Reg": "wss_uart/interrupt",
    "dac_spi/AXI_LITE/Reg": "dac_spi/ip2intc_irpt",
}
GIC_SPI_PL_PS_IRQ0 = 89   # pl_ps_irq0[0] is GIC SPI 89 (Zynq UltraScale+ TRM UG1085, PL-PS interrupts)


def test_zynq_address_map_and_interrupts() -> None:
    run = _ip_run(REPO / "ip" / "zcu106" / "zynq_ps.tcl")
    assert run.ok, run.explain()
    addrs = tc.bd_addresses(run)
    assert {s: (o, r, sp) for s, (o, r, sp) in addrs.items()} == \
        {s: (o, "64K", "ps/Data") for s, (o, _) in ZYNQ_MAP.items()}
    _no_overlap(addrs)
    nets = tc.bd_net_pairs(run)
    for seg, src in ZYNQ_IRQ_SOURCE.items():
        assert (src, f"irq_concat/In{ZYNQ_MAP[seg][1]}") in nets, seg
    assert ("irq_oddl", "irq_concat/In1") in nets   # ODDL: registers in the NIC window, its own line
    assert ("irq_concat/dout", "ps/pl_ps_irq0") in nets
    ps: dict[str, str] = {}
    for c in run.named("set_property"):
        if c.has("-dict") and c.args[-1] == "ps":
            ps.update(tc.tcl_dict(c.args[c.args.index("-dict") + 1]))
    for key, value in (("CONFIG.PSU__USE__M_AXI_GP2", "1"), ("CONFIG.PSU__USE__IRQ0", "1"),
                       ("CONFIG.PSU__CRL_APB__PL0_REF_CTRL__FREQMHZ", "100"), ("CONFIG.PSU__USE__M_AXI_GP0", "0"),
                       ("CONFIG.PSU__USE__M_AXI_GP1", "0")):
        assert ps.get(key) == value, key
    assert any("ps/M_AXI_HPM0_LPD" in c.args for c in run.named("connect_bd_intf_net"))


# The ZCU106's PS memory (board files xilinx.com:zcu106:part0:2.6, PS preset): four 4 Gb x16 DDR4
# components on a 64-bit bus at DDR4-2133.
ZCU106_PS_DDR = {"COMPONENTS": "Components", "DRAM_WIDTH": "16 Bits", "DEVICE_CAPACITY": "4096 MBits",
                 "BUS_WIDTH": "64 Bit", "SPEED_BIN": "DDR4_2133P"}


def test_zynq_fallback_ps_ddr_matches_the_board() -> None:
    """Without board files the PS DDR settings are the board's memory, and the address geometry is the
    device's: rows + columns + bank groups + banks address capacity / width."""
    run = _ip_run(REPO / "ip" / "zcu106" / "zynq_ps.tcl")
    props = {k.removeprefix("CONFIG.PSU__DDRC__"): v for c in run.named("set_property") if c.has("-dict")
             for k, v in tc.tcl_dict(c.args[c.args.index("-dict") + 1]).items() if k.startswith("CONFIG.PSU__DDRC__")}
    assert {k: props.get(k) for k in ZCU106_PS_DDR} == ZCU106_PS_DDR
    width = int(props["DRAM_WIDTH"].split()[0])
    addr_bits = sum(int(props[k]) for k in ("ROW_ADDR_COUNT", "COL_ADDR_COUNT", "BG_ADDR_COUNT", "BANK_ADDR_COUNT"))
    assert (1 << addr_bits) * width == int(props["DEVICE_CAPACITY"].split()[0]) << 20
    assert int(props["BG_ADDR_COUNT"]) == (1 if width == 16 else 2)   # x16 parts have two bank groups
    cl, cwl = int(props["CL"]), int(props["CWL"])
    assert cl in range(14, 17) and cwl in (11, 14)                    # DDR4-2133 bins (JESD79-4)


def test_zynq_map_matches_petalinux_device_tree() -> None:
    """Where the PetaLinux device tree exists: its PL nodes are exactly the block design's segments (base
    and 64 KiB size) and the ODDL node (a page of the NIC window), and each node's GIC SPI number is 89 +
    the pl_ps_irq0 bit the block design wires that device's interrupt to (none for a node without
    interrupts)."""
    dtsi = sorted((REPO / "boards" / "zcu106").rglob("system-user.dtsi"))
    assert len(dtsi) == 1, dtsi
    run = _ip_run(REPO / "ip" / "zcu106" / "zynq_ps.tcl")
    bd = {off: seg for seg, (off, _rng, _sp) in tc.bd_addresses(run).items()}
    wired = {net[0]: int(net[1].rsplit("In", 1)[1]) for net in tc.bd_net_pairs(run)
             if len(net) == 2 and net[1].startswith("irq_concat/In")}
    text = dtsi[0].read_text()
    found = re.findall(r"reg\s*=\s*<\s*0x0\s+(0x[0-9a-fA-F]+)\s+0x0\s+(0x[0-9a-fA-F]+)\s*>;(.*?)};", text, re.S)
    nodes = [n for n in found if int(n[0], 16) in bd]
    assert sorted(int(b, 16) for b, _, _ in nodes) == sorted(bd), (found, bd)
    # the rest: the ODDL node, one page of the NIC window (its registers are the node map's block oddl)
    # with the interrupt irq_oddl is wired to
    sub = [n for n in found if int(n[0], 16) not in bd]
    nic = ZYNQ_MAP["M_AXIL_NIC/Reg"][0]
    assert [(int(b, 16) & ~0xFFFF, int(sz, 16)) for b, sz, _ in sub] == [(nic, 0x1000)], sub
    sub_irq = re.search(r"interrupts\s*=\s*<\s*0\s+(\d+)\s+4\s*>", sub[0][2])
    assert sub_irq and int(sub_irq.group(1)) - GIC_SPI_PL_PS_IRQ0 == wired["irq_oddl"]
    for base, size, rest in nodes:
        seg = bd[int(base, 16)]
        assert int(size, 16) == 0x10000, seg
        irq = re.search(r"interrupts\s*=\s*<\s*0\s+(\d+)\s+4\s*>", rest)
        src = ZYNQ_IRQ_SOURCE.get(seg)
        assert (int(irq.group(1)) - GIC_SPI_PL_PS_IRQ0 if irq else None) == (wired[src] if src else None), seg


# ------------------------------------------------------------------------------- program.tcl

def test_program_names_bitstream_and_probes() -> None:
    for board, variant in BUILDS:
        out = _program_out(board, variant)
        run = tc.run_file(tc.PROGRAM_TCL, argv=[board, variant, "-out", str(out)])
        assert run.ok, run.explain()
        props = {c.args[0]: c.args[1] for c in run.named("set_property")}
        assert props["PROGRAM.FILE"] == str(out / f"lp_{board}_{variant}.bit")
        assert props["PROBES.FILE"] == props["FULL_PROBES.FILE"] == str(out / f"lp_{board}_{variant}.ltx")
        assert run.named("connect_hw_server")[0].opt("-url") == "localhost:3121"
        dev = run.named("program_hw_devices")[0].args[-1]
        assert re.fullmatch(CONFIGS[board].hw_device.replace("*", ".*"), dev), dev
        assert run.first("open_hw_target") < run.first("set_property") < run.first("program_hw_devices")
    board, variant = BUILDS[0]
    run = tc.run_file(tc.PROGRAM_TCL, argv=[board, variant, "-out", str(_program_out(board, variant)),
                                            "-url", "lab-pc:3121", "-serial", "210308A5C0DE"])
    assert run.ok and run.named("connect_hw_server")[0].opt("-url") == "lab-pc:3121"
    run = tc.run_file(tc.PROGRAM_TCL, argv=[board, variant, "-out", str(_program_out(board, variant)),
                                            "-serial", "NOSUCHCABLE"])
    assert not run.ok and "no JTAG target matching 'NOSUCHCABLE'" in run.result
    run = tc.run_file(tc.PROGRAM_TCL, argv=[board, variant, "-out", str(_scratch() / "empty")])
    assert not run.ok and ".bit is missing" in run.result and "make bitstream" in run.result


# ------------------------------------------------------------------------------- CDC scripts

CDC_EXPECTED = {   # module -> (set_max_delay -datapath_only count, set_false_path count, set_bus_skew count)
    "lp_sync_bit": (1, 0, 0),
    "lp_fifo_async": (3, 0, 2),
    "lp_rst_sync": (0, 1, 0),
    "lp_cdc_snapshot": (1, 0, 0),
}


def test_cdc_scripts_cover_the_synchronizers() -> None:
    assert {p.stem for p in CDC_SCRIPTS} >= set(CDC_EXPECTED)


@pytest.mark.parametrize("path", CDC_SCRIPTS, ids=_rel)
def test_cdc_script_constrains_every_instance(path: Path) -> None:
    module = path.stem
    sv = path.with_suffix(".sv").read_text()
    assert re.search(rf"^\s*module\s+{module}\b", sv, re.M), f"{_rel(path)}: no module {module} beside it"
    run = tc.run_file(path)
    assert run.ok, run.explain()
    finds = [c for c in run.named("get_cells") if c.has("-hierarchical")]
    assert finds and all(f"REF_NAME == {module}" in (c.opt("-filter") or "")
                         and f"ORIG_REF_NAME == {module}" in (c.opt("-filter") or "") for c in finds)
    delays = [c for c in run.named("set_max_delay")]
    assert all(c.has("-datapath_only") and c.opt("-from") and c.opt("-to") for c in delays), delays
    assert all(float(c.args[-1]) == float(tc.DEFAULT_CFG["period"]) for c in delays)
    counts = (len(delays), len(run.named("set_false_path")), len(run.named("set_bus_skew")))
    if module in CDC_EXPECTED:
        assert counts == CDC_EXPECTED[module], counts
    else:
        assert counts[0] + counts[1] > 0, f"{_rel(path)} constrains nothing"
    # Every register the script names (<signal>_reg) is a signal of the module.
    names = set()
    for c in run.named("get_cells", "get_pins"):
        for a in c.args:
            names |= set(re.findall(r"u_stub/inst0/(\w+?)_reg", a))
    assert names, f"{_rel(path)} names no register"
    for n in names:
        assert re.search(rf"\b{n}\b", sv), f"{_rel(path)}: {n} is not a signal of {module}"


# ------------------------------------------------------------------------------- Makefile

def _make(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    return subprocess.run(["make", "--no-print-directory", *args], cwd=REPO, capture_output=True, text=True,
                          env=env, timeout=60)


def test_make_targets_check_board_variant_and_vivado() -> None:
    help_text = _make("help").stdout
    assert "make bitstream BOARD=" in help_text and "make program BOARD=" in help_text
    board, variant = BUILDS[0]
    for args, msg in (
        (("bitstream",), "usage: make bitstream BOARD="),
        (("bitstream", "BOARD=kc705", "VARIANT=nic"), "unknown BOARD 'kc705'"),
        (("program", f"BOARD={board}", "VARIANT=turbo"), f"unknown VARIANT 'turbo' of board {board}"),
        (("bitstream", f"BOARD={board}", f"VARIANT={variant}", "VIVADO=lp-no-such-vivado"),
         f"'lp-no-such-vivado' is not on PATH: source the settings64.sh of Vivado {SUPPORTED}"),
    ):
        proc = _make(*args)
        assert proc.returncode != 0 and msg in proc.stdout + proc.stderr, (args, proc.stdout, proc.stderr)
    dry = _make("-n", "bitstream", f"BOARD={board}", f"VARIANT={variant}", "VIVADO=true").stdout
    assert f"-source boards/common/tcl/build.tcl -tclargs {board} {variant}" in dry
    dry = _make("-n", "program", f"BOARD={board}", f"VARIANT={variant}", "VIVADO=true").stdout
    assert f"-source boards/common/tcl/program.tcl -tclargs {board} {variant} -url localhost:3121" in dry
