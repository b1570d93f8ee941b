"""lightpath.ila's command line (`lightpath-ila`, `python -m lightpath.ila`) and its timing diagram."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from matplotlib.collections import PolyCollection
from matplotlib.image import imread
from matplotlib.lines import Line2D

from lightpath.flow.paths import REPO, SIM
from lightpath.gen.ila_probes import load
from lightpath.ila import Params, check, write_csv, write_fst, write_vcd
from lightpath.ila.cli import main
from lightpath.ila.model import SLOT_WORDS, node_capture, sample_of
from lightpath.ila.plot import VIOLATION_GID, plot, render
from lightpath.regs.lp_nic_node import REGS

SPEC = load()
PORTS, NODE = 4, 1
# the SOA registers at their reset values, given explicitly (the model runs with them)
REG = ["--dead-time", str(REGS["SOA_CTRL"].fields["dead_time"].reset),
       "--edge-offset", str(REGS["SOA_CTRL"].fields["edge_offset"].reset),
       "--pretune", str(REGS["SOA_CTRL"].fields["pretune"].reset),
       "--max-on", str(REGS["SOA_MAX_ON"].fields["cycles"].reset)]
ARGS = ["--ports", str(PORTS), "--node", str(NODE), *REG]
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(SIM), os.environ.get("PYTHONPATH")]))}


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    """The same clean capture in the three formats, and a CSV with one two_soa violation."""
    cap = node_capture(9, ports=PORTS, node=NODE, crc_errors={200})
    out = {"csv": tmp_path / "c.csv", "vcd": tmp_path / "c.vcd", "fst": tmp_path / "c.fst", "bad": tmp_path / "b.csv"}
    write_csv(out["csv"], cap)
    write_vcd(out["vcd"], cap, bundle=True)
    write_fst(out["fst"], cap)
    bad = cap.copy()
    k = sample_of(2, 0)
    bad.probes["soa_en"][k] |= 1 << 7
    for j in range(k - REGS["SOA_CTRL"].fields["pretune"].reset, k + 1):  # its laser pre-tuned: two_soa alone
        bad.probes["laser_en"][j] |= 1 << 7
    write_csv(out["bad"], bad)
    return out


def test_entry_point_resolves() -> None:
    """pyproject's [project.scripts] names lightpath-ila -> lightpath.ila.cli:main, a callable."""
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, attr = scripts["lightpath-ila"].partition(":")
    fn = getattr(importlib.import_module(module), attr)
    assert callable(fn) and fn is main


def test_exit_status_and_json(files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for fmt in ("csv", "vcd", "fst"):
        assert main([str(files[fmt]), *ARGS]) == 0, fmt
        text = capsys.readouterr().out
        assert "result: 0 violation(s)" in text and "event crc_err: 1 at samples 200" in text
    assert main([str(files["csv"]), *ARGS, "--fail-on", "crc_err", "-q"]) == 1
    js = tmp_path / "r.json"
    assert main([str(files["bad"]), *ARGS, "--json", str(js)]) == 1
    out = capsys.readouterr().out
    assert "VIOLATION two_soa: sample 142" in out
    rep = json.loads(js.read_text())
    k = sample_of(2, 0)
    assert rep["violations"] == [{"rule": "two_soa", "sample": k, "last": k, "time_ns": pytest.approx(k * 6.4),
                                  "message": rep["violations"][0]["message"], "window": 0}]
    assert rep["events"]["crc_err"] == {"count": 1, "samples": [200]}
    assert rep["samples"] == 9 * SLOT_WORDS and rep["params"]["min_dark_cycles"] == 0
    assert [e["wl"] for e in rep["params"]["table"]] == [1, 2, 3]
    # --json - : only JSON on stdout
    assert main([str(files["bad"]), *ARGS, "--json", "-"]) == 1
    assert json.loads(capsys.readouterr().out)["violations"][0]["rule"] == "two_soa"


def test_bad_input_exits_2(files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = files["csv"].read_text().splitlines()
    del lines[1]
    (tmp_path / "noradix.csv").write_text("\n".join(lines) + "\n")
    assert main([str(tmp_path / "noradix.csv")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {tmp_path / 'noradix.csv'}:2: expected the radix row")
    assert main([str(files["csv"]), "--table-wl", "1,x"]) == 2
    assert "table entry 'x'" in capsys.readouterr().err
    assert main([str(files["csv"]), "--node", "5", "--ports", "4"]) == 2
    assert main([str(files["vcd"]), "--clock", "no_such_clk"]) == 2
    assert "no clock signal 'no_such_clk'" in capsys.readouterr().err
    assert main([str(files["csv"]), "--plot", str(tmp_path / "x.png"), "--from", "10", "--to", "99999"]) == 2


def test_tables(files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--table takes `python -m lightpath.model.rrtable P --json`; --table-wl a list; a wrong table finds the
    slots that disagree."""
    r = subprocess.run([sys.executable, "-m", "lightpath.model.rrtable", str(PORTS), "--json"], capture_output=True,
                       text=True, check=True, env=ENV)
    (tmp_path / "t.json").write_text(r.stdout)
    assert main([str(files["csv"]), "--node", str(NODE), "--table", str(tmp_path / "t.json"), *REG, "-q"]) == 0
    assert main([str(files["csv"]), "--table-wl", "1,2,3", *REG, "-q"]) == 0
    assert main([str(files["csv"]), "--table-wl", "2,1,3", *REG, "--json", "-"]) == 1
    rep = json.loads(capsys.readouterr().out)
    assert {v["rule"] for v in rep["violations"]} == {"wavelength", "wl_probe"} and len(rep["violations"]) == 12
    # no table and no registers: no default is guessed; the rules that need them are refused
    capsys.readouterr()
    assert main([str(files["csv"]), "-q"]) == 2
    err = capsys.readouterr().err
    assert "wavelength needs --regs DUMP.json, --table, --table-wl, or --ports and --node" in err
    assert "dead_time needs --regs DUMP.json, or --dead-time and --edge-offset" in err
    assert main([str(files["csv"]), "--rules", "two_soa,guard_edge,settle,fault_dark", "-q"]) == 0


def test_dump(files: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(files["csv"]), *ARGS, "--dump", "--from", "71", "--to", "74", "-q"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 4
    assert rows[0].split()[:3] == ["71", "454.4", "ns"]
    assert "slot_idx=1 slot_word=0 slot_phase=guard sending=1 wl=2 soa_en=2" in rows[0]
    assert "slot_word=3 slot_phase=cell" in rows[3]


def test_module_entry(files: dict[str, Path]) -> None:
    r = subprocess.run([sys.executable, "-m", "lightpath.ila", str(files["bad"]), *ARGS], capture_output=True,
                       text=True, env=ENV)
    assert r.returncode == 1 and "VIOLATION two_soa" in r.stdout


def test_plot_png(files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The PNG is written and drawn as specified: one row per probe, bits as waveforms, buses as value
    strips, the violation shaded in every row and labelled."""
    png = tmp_path / "w.png"
    assert main([str(files["bad"]), *ARGS, "--plot", str(png), "--from", "100", "--to", "299", "-q"]) == 1
    assert png.stat().st_size > 20_000
    img = imread(png)
    assert img.shape[1] >= 900 and img.shape[0] >= 700
    assert img[..., :3].std() > 0.05  # not a blank image
    red = ((img[..., 0] > 0.9) & (img[..., 1] < 0.8) & (img[..., 2] < 0.8)).sum()
    assert red > 100  # the violation shading

    from lightpath.ila import read

    cap = read(files["bad"])
    rep = check(cap, Params(ports=PORTS, node=NODE))
    fig = render(cap, rep, 100, 300)
    assert len(fig.axes) == len(SPEC.probes)
    for ax, p in zip(fig.axes, SPEC.probes):
        assert ax.get_ylabel() == p.name
        lines = [a for a in ax.get_lines() if isinstance(a, Line2D)]
        strips = [c for c in ax.collections if isinstance(c, PolyCollection)]
        assert (len(lines), len(strips)) == ((1, 0) if p.width == 1 else (0, 1)), p.name
        assert ax.get_xlim() == (100, 300)
        shaded = [a for a in ax.patches if a.get_gid() == VIOLATION_GID]
        assert len(shaded) == 1
    labels = [t.get_text() for t in fig.axes[0].texts if t.get_gid() == VIOLATION_GID]
    assert labels == ["two_soa"]
    soa_row = fig.axes[[p.name for p in SPEC.probes].index("soa_en")]
    assert {t.get_text() for t in soa_row.texts} == {"1", "2", "3"}  # the 1-sample "3+7" box is too narrow
    clean = render(cap, rep, 300, 500)  # a window without the violation shows none
    assert not [a for ax in clean.axes for a in ax.patches if a.get_gid() == VIOLATION_GID]
    with pytest.raises(ValueError, match="window"):
        plot(cap, tmp_path / "x.png", rep, 10, 10)


def test_make_venv_installs_the_package() -> None:
    """`make venv` installs the project editable, so `lightpath-ila` exists in .venv/bin as documented:
    the stamp recipe runs `pip install ... -e .` and is redone when pyproject.toml changes; pyproject
    names a build backend that can build it."""
    make = (REPO / "Makefile").read_text()
    rule = make[make.index("$(STAMP):"):]
    rule = rule[: rule.index("\n\n")]
    head = rule.splitlines()[0]
    assert "requirements.lock" in head and "pyproject.toml" in head
    assert "-r requirements.lock" in rule and "--no-deps" in rule and rule.rstrip().endswith("@touch $@")
    assert any(line.rstrip().endswith("-e .") for line in rule.splitlines())
    py = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert py["build-system"]["build-backend"] == "setuptools.build_meta"
    assert py["tool"]["setuptools"]["packages"]["find"]["where"] == ["sim"]
