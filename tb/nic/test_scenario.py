"""The frame-traffic scenario fabric4 (`make sim SCENARIO=fabric4`, lightpath.scenario) on the shared lp_fabric4 build,
with fewer frames: the scenario's own checks pass (every frame intact, exactly once, in order per flow, no
drop counter moved, no corrupted word) and the printed report carries the figures it promises."""

from __future__ import annotations

from lightpath.scenario import run as scenario

FRAMES = 24   # per node; `make sim` sends 120


def test_default_scenario_report() -> None:
    rep, wall, run_dir = scenario.run("fabric4", frames=FRAMES, tag="regression-fabric4")
    n = len(rep["nodes"])
    assert n == 4
    for nd in rep["nodes"]:
        assert nd["frames_sent"] == nd["frames_delivered"] == nd["frames_intact"] == FRAMES, nd
        c = nd["counters"]
        assert c["TX_FRAMES[0]"] == FRAMES and c["RX_FRAMES"] == FRAMES, c
    assert len(rep["latency_ns"]) == n * FRAMES
    assert rep["corrupt_words"] == 0
    text = scenario.render(rep, wall)
    assert "4 NICs" in text and "3 slot(s) per round-robin cycle" in text, text
    assert "cells dropped: 0, corrupted words in the optics: 0" in text, text
    assert (run_dir / "results.xml").exists()
