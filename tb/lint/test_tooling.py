"""Naming and selection logic of the tooling entry points (`make synth`, `make bench`, `make help`,
`make sim`'s progress line), checked without running any synthesis or simulation."""

from __future__ import annotations

import re
import subprocess

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
