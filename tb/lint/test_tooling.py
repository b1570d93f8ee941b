"""Naming and selection logic of the tooling entry points (`make synth`, `make bench`, `make help`,
`make sim`'s progress line), checked without running any synthesis or simulation."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

import pytest

from lightpath.flow import synth
from lightpath.flow.paths import REPO


def test_synth_run_names_differ_per_parameter_set() -> None:
    names = {synth.run_name("lp_nic_core", {"SVLB": 0}), synth.run_name("lp_nic_core", {"SVLB": 1}),
             synth.run_name("lp_nic_core"), synth.run_name("lp_svlb_core")}
    assert names == {"lp_nic_core-SVLB=0", "lp_nic_core-SVLB=1", "lp_nic_core", "lp_svlb_core"}
    # Parameter order does not change the name (one log per parameter set).
    assert synth.run_name("t", {"B": 2, "A": 1}) == synth.run_name("t", {"A": 1, "B": 2}) == "t-A=1-B=2"


def test_synth_report_header_names_the_parameter_set() -> None:
    keys = ("luts", "inv", "muxf", "lutram", "ffs", "bram", "ramb18", "ramb36", "bram36k", "uram", "dsp",
            "carry", "latches", "ltp", "ltp_luts", "ltp_carries", "ltp_start", "ltp_end", "seconds", "log")
    r: dict = {k: 0 for k in keys} | {"top": "lp_nic_core", "params": {"SVLB": 1}, "warnings": []}
    head = synth.report(r).splitlines()[0]
    assert head.endswith(": lp_nic_core-SVLB=1"), head


def test_critical_delay_follows_pin_delays() -> None:
    """Between flip-flops, two LUT6 entered on the slow input I0 and then the fast I5 cost those two pin
    delays of yosys' model and are the slowest path, although a chain of five LUT6 through I5 alone has
    more LUT levels: the LUT-level count and the modelled delay are different measures."""
    lut6 = synth.cell_delays()["LUT6"]
    slow, fast = lut6[("I0", 0, "O", 0)], lut6[("I5", 0, "O", 0)]
    assert 5 * fast < slow + fast

    def lut(ins: dict[str, int], out: int) -> dict:
        pins = {f"I{k}": [ins.get(f"I{k}", "0")] for k in range(6)}
        return {"type": "LUT6", "connections": pins | {"O": [out]},
                "port_directions": dict.fromkeys(pins, "input") | {"O": "output"}}

    def ff(d: int, q: int) -> dict:
        return {"type": "FDRE", "connections": {"D": [d], "Q": [q]},
                "port_directions": {"D": "input", "Q": "output"}}

    cells = {"ff_a": ff(9, 2), "l1": lut({"I0": 2}, 4), "l2": lut({"I5": 4}, 6), "ff_c": ff(6, 7)}
    for i in range(5):   # the fast chain 10 -> 11 -> ... -> 15 through I5
        cells[f"c{i}"] = lut({"I5": 10 + i}, 11 + i)
    cells["ff_d"] = ff(15, 10)
    names = {"a_q": 2, "c_q": 7, "d_q": 10}
    netlist = {"modules": {"t": {"cells": cells,
                                 "netnames": {n: {"bits": [b], "hide_name": 0} for n, b in names.items()}}}}
    assert synth.critical_delay(netlist, "t") == (slow + fast, "a_q", "c_q")
    levels, _, start, _ = synth.lut_levels(netlist, "t")
    assert (levels, start) == (5, "d_q")


def test_bench_default_selection_skips_long_parts() -> None:
    from lightpath.bench import datapath as bench

    assert {p.duration for p in bench.PARTS.values()} <= {bench.MINUTES, bench.LONG}
    assert bench.PARTS["scenarios"].duration == bench.LONG
    run, skipped = bench.select([])
    assert run == [n for n, p in bench.PARTS.items() if p.duration == bench.MINUTES]
    assert skipped == [n for n, p in bench.PARTS.items() if p.duration == bench.LONG]
    assert "scenarios" in skipped and "scenarios" not in run
    # Named parts run as named, none skipped, long ones included when asked for.
    assert bench.select(["svlb", "mepc", "scenarios"]) == (["svlb", "mepc", "scenarios"], [])


def test_bench_unknown_part_lists_valid_names(capsys: pytest.CaptureFixture[str]) -> None:
    from lightpath.bench import datapath as bench

    with pytest.raises(ValueError, match="bogus") as err:
        bench.select(["slice", "bogus"])
    assert all(n in str(err.value) for n in bench.PARTS)
    with pytest.raises(SystemExit) as ex:
        bench.main(["--list", "bogus"])
    assert ex.value.code == 2
    assert "valid parts: " + ", ".join(bench.PARTS) in capsys.readouterr().err


def test_bench_list_prints_plan_and_skip_command(capsys: pytest.CaptureFixture[str]) -> None:
    from lightpath.bench import datapath as bench

    assert bench.main(["--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    plan = {ln.split()[0]: ln.split()[2] for ln in out[:len(bench.PARTS)]}
    assert plan == {n: "skip" if p.duration == bench.LONG else "run" for n, p in bench.PARTS.items()}
    assert out[-1].endswith('make bench PARTS="scenarios"'), out[-1]
    assert bench.main(["--list", "scenarios"]) == 0
    assert "skipped" not in capsys.readouterr().out


def _make_help() -> list[str]:
    out = subprocess.run(["make", "-s", "help"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def _readme_section() -> str:
    text = (REPO / "README.md").read_text()
    return text.split("\n## Scenarios and bench parts\n", 1)[1].split("\n## ", 1)[0]


def test_make_help_lists_registries_and_matches_readme() -> None:
    from lightpath.bench import datapath as bench
    from lightpath.scenario import run as scenario

    lines = _make_help()
    i_sc = next(i for i, ln in enumerate(lines) if ln.startswith("scenarios ("))
    i_bp = next(i for i, ln in enumerate(lines) if ln.startswith("bench parts ("))
    help_scenarios = [ln.strip() for ln in lines[i_sc + 1:i_bp]]
    help_parts = [tuple(ln.split(None, 2)) for ln in lines[i_bp + 1:]]
    assert help_scenarios == scenario.names()
    assert help_parts == [(n, p.duration, p.title) for n, p in bench.PARTS.items()]

    sec = _readme_section()
    sc_para = sec.split("Scenarios of `make sim SCENARIO=<name>`:", 1)[1].split("\n\n", 1)[0]
    assert re.findall(r"`([^`]+)`", sc_para) == help_scenarios
    rows = re.findall(r"^\| `(\w+)` \| (\w+) \| (.*) \|$", sec, flags=re.M)
    assert rows == help_parts


def test_make_help_targets_are_in_readme_and_waves_are_vcd() -> None:
    lines = _make_help()
    targets = {m.group(1) for ln in lines if (m := re.match(r"make (\w+)", ln))}
    readme = (REPO / "README.md").read_text()
    documented = set(re.findall(r"^\| `make (\w+)", readme, flags=re.M)) | {"sim", "test"}
    assert targets and targets <= documented, targets - documented
    waves = next(ln for ln in lines if ln.startswith("make waves"))
    # hdl.run hands cocotb's Verilator runner waves=True: VCD, dump.vcd (the Makefile's waves recipe lists those).
    assert "VCD" in waves and "FST" not in waves, waves


def test_progress_eta_and_line() -> None:
    from lightpath.flow import progress

    assert progress.eta_s(1_000, 31_000, 10_000.0) == 3.0
    assert progress.eta_s(31_000, 31_000, 10_000.0) == 0.0
    assert progress.eta_s(1_000, 31_000, 0.0) is None
    assert [progress.fmt_duration(s) for s in (0.4, 59, 60, 3599, 3600, 7384)] == [
        "0 s", "59 s", "1 min 00 s", "59 min 59 s", "1 h 00 min", "2 h 03 min"]
    ln = progress.line("mercury", 120_000, 6.4, 12_000.0, [("ideal", 300_000), ("timeout", 20_000_000), ("x", 100)])
    assert ln == ("progress: mercury: cycle 120,000 (768.0 us simulated), 12.0 k cycles/s;"
                  " ETA ideal (cycle 300,000) 15 s, timeout (cycle 20,000,000) 27 min 37 s, x (cycle 100) reached")
    assert progress.line("m", 100, 6.4, 0.0, [("t", 200)]).endswith("0.0 k cycles/s; ETA t (cycle 200) unknown")
    assert progress.line("m", 100, 6.4, 1.0, []) == "progress: m: cycle 100 (0.6 us simulated), 0.0 k cycles/s"


def test_progress_interval_and_echo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    from lightpath.flow import progress

    for v, want in (("", None), ("0", None), ("30", 30.0)):
        monkeypatch.setenv(progress.ENV, v)
        assert progress.interval() == want
    log = tmp_path / "sim.log"
    log.write_text("old progress: stale\n")
    log.unlink()
    with progress.echo(log, every=0.01):
        log.write_text("  1.00us INFO x progress: a: cycle 1\nnoise\n")
        time.sleep(0.1)
        with open(log, "a") as f:   # lines logged later are echoed too
            f.write("  2.00us INFO x progress: c\n  3.00us INFO x progress: b")
        time.sleep(0.1)
    # Whole marked lines only, from the marker on; the unterminated last line is not echoed.
    assert capsys.readouterr().out == "progress: a: cycle 1\nprogress: c\n"
    monkeypatch.setenv(progress.ENV, "0")
    with progress.echo(log):
        pass
    progress.announce("build: reusing x")
    assert capsys.readouterr().out == ""


def test_make_synth_covers_the_arbiter_at_the_boards_size() -> None:
    assert "lightpath.flow.synth --make" in (REPO / "Makefile").read_text().split("\nsynth:", 1)[1].split("\n\n", 1)[0]
    runs = {top: params for top, params in synth.MAKE_RUNS}
    assert {"lp_nic_core", "lp_svlb_core", "lp_arbiter", "lp_agg_engine"} <= set(runs), runs
    names = [synth.run_name(top, params) for top, params in synth.MAKE_RUNS]
    assert len(set(names)) == len(names), names   # one log, report and figure file per run
    # every board top gives lp_board_core (and so lp_arbiter) one MAX_NODES: the engine size make synth builds
    sizes = {int(n) for top in sorted((REPO / "boards").glob("*/rtl/lp_*_top.sv"))
             for n in re.findall(r"\.MAX_NODES\s*\((\d+)\)", top.read_text())}
    assert len(sizes) == 1 and runs["lp_arbiter"].get("MAX_NODES") in sizes, (sizes, runs["lp_arbiter"])
    # the aggregation engine at the arbiter's slot count (lp_arbiter's AGG_SLOTS default, which the boards keep)
    arb = (REPO / "rtl" / "arbiter" / "lp_arbiter.sv").read_text()
    slots = re.search(r"parameter int AGG_SLOTS\s*=\s*(\d+)", arb)
    assert slots and runs["lp_agg_engine"].get("SLOTS") == int(slots.group(1)), runs["lp_agg_engine"]
    assert "AGG_SLOTS" not in (REPO / "boards" / "common" / "rtl" / "lp_board_core.sv").read_text()
