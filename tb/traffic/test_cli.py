"""`python -m lightpath.traffic`: writes a scenario's schedule directory (programs the reader accepts and
a sidecar with scale, GPU -> node map, jobs, mark ids, flows, reference times), prints the scale
factor, runs a directory back through the reference executor, and fails clearly on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lightpath.traffic import sched as sc
from lightpath.traffic.__main__ import main


def test_write_and_run_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "tb"
    assert main(["sirius-testbed", "--out", str(out), "--scale", "2000", "--iters", "2", "--node-base", "3"]) == 0
    text = capsys.readouterr().out
    assert "scale factor 2000" in text and "schedule of mercury-testbed" in text
    assert "dp     iteration" in text and "DP phase" in text
    s = sc.read_schedule(out)
    meta = json.loads((out / sc.SIDECAR).read_text())
    assert meta["scale"] == 2000 and meta["iters"] == 2 and meta["runs_as"] == "sirius-testbed"
    assert meta["gpu_node"] == [3, 3, 4, 4] and meta["gpus_per_node"] == 2
    assert [j["name"] for j in meta["jobs"]] == ["dp", "mp"]
    assert meta["marks"]["kinds"]["ITER_START"]["value"] == sc.spec().mark_kind("ITER_START")
    assert meta["reference"]["jobs"][0]["mean_dp"] > 0
    assert len(s.programs) == 4 and meta["ops"] == [len(p) for p in s.programs]
    assert main(["--run", str(out)]) == 0
    again = capsys.readouterr().out
    assert f"all GPUs done at cycle {meta['reference']['end_cycle']}" in again


def test_list_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list"]) == 0
    listing = capsys.readouterr().out
    for name in ("mercury-testbed", "mercury-8node-j5", "oddl-hd", "mfabric-a2a"):
        assert name in listing
    assert main(["nope", "--out", str(tmp_path / "x")]) == 1
    assert "error: unknown scenario 'nope'" in capsys.readouterr().err
    assert main(["oddl-hd", "--out", str(tmp_path / "x"), "--iters", "0", "--no-reference"]) == 1
    assert "iterations must be >= 1" in capsys.readouterr().err
    assert main(["oddl-hd", "--out", str(tmp_path / "x"), "--scale", "-1", "--no-reference"]) == 1
    assert "scale must be > 0" in capsys.readouterr().err
    bad = tmp_path / "bad"
    bad.mkdir()
    assert main(["--run", str(bad)]) == 1
    assert "no schedule.json" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["oddl-hd"])          # no --out
