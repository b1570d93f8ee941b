"""The loss-vs-load sweep (lightpath.scenario.load_sweep, sim/scenarios/load_sweep.py; docs/system-sim.md).

test_short_sweep_low_load_lossless_overload_counted: a real sweep on the shared lp_fabric4 build, both fabric
modes, two points: 0.1 of the line rate per host port, then 1.0 (twice what a node's one OTS transmitter
carries even with its OCS circuit). At the low load every frame arrives and no drop counter moves. At the
overload the MAC FIFOs drop whole frames and count them, and after the network has gone quiet every frame is
accounted for: offered = delivered + dropped at the MAC FIFOs + lost in a NIC, where the frames lost in a NIC
are never more than its drop counters count and come with reassembly drops (RX_DROP_*): no frame vanishes
silently. (The NICs do lose cells at this load: resequencer gaps closed early, receive-buffer overflow.) The GPUs ran
the programmed timeline exactly (never back-pressured), the report's plot and data exist.

test_report_arithmetic: the report's per-point figures from hand-made counter snapshots.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lightpath.scenario import load_sweep as ls
from lightpath.traffic import load as tl


def _nic_drops(d: dict, prefix: str = "") -> int:
    return sum(v for c in d["nic_drops"].values() for k, v in c.items() if k.startswith(prefix))


def test_short_sweep_low_load_lossless_overload_counted(tmp_path: Path) -> None:
    spec = tl.LoadSpec(loads=(0.1, 1.0), cycles=20_000, drain=12_000, drain_per_load=0, seed=2)
    rep = ls.run(tl.NAME, tmp_path, spec=spec, tag="test_load_sweep")
    text = ls.render(rep)
    assert "theoretical limit" in text and "zero loss up to offered load" in text
    assert set(rep["modes"]) == {"mercury", "sirius"}
    for mode, m in rep["modes"].items():
        low, high = m["points"]
        assert m["marks_ok"], f"{mode}: the GPUs did not run the programmed timeline (back-pressured?)"
        assert m["send_stall_cycles"] == 0
        assert m["optics"] == {"collisions": 0, "corrupt_words": 0, "ocs_collide": 0, "dram_err": 0}
        # low load: lossless
        assert abs(low["offered_load"] - 0.1) < 0.01 and low["offered_frames"] > 0
        assert low["delivered_frames"] == low["offered_frames"] and low["fifo_drops"] == 0, (mode, low)
        assert low["nic_drops"] == {} and low["unaccounted"] == 0 and not low["moving"] and low["loss"] == 0.0
        assert low["delivered_bytes"] == low["offered_bytes"]
        assert m["zero_loss_up_to"] == low["offered_load"]
        # overload: whole frames dropped at the MAC FIFOs and counted; nothing silent once quiet
        assert m["quiet"], f"{mode}: the network never went quiet"
        assert high["fifo_drops"] > 0 and high["fifo_drops"] == high["fifo_drop_full"], (mode, high)
        assert high["rx_bad"] == 0 and high["unrouted"] == 0
        lost = high["offered_frames"] - high["delivered_frames"] - high["fifo_drops"]
        assert lost == high["nic_lost"] >= 0, (mode, high)
        # each frame lost in a NIC lost a counted cell, and its frame was dropped at reassembly (counted)
        assert lost <= _nic_drops(high), f"{mode}: {lost} frames lost in the NICs, counters {high['nic_drops']}"
        assert (lost > 0) == (_nic_drops(high, "RX_DROP_") > 0), (mode, lost, high["nic_drops"])
        assert 0 < high["loss"] < 1 and m["first_loss_at"] == high["offered_load"]
        assert high["delivered_bytes"] == high["delivered_frames"] * spec.frame_data
    assert (rep["modes"]["mercury"]["mepc"]["CFG_PUBLISHED"] >= 1
            and rep["modes"]["mercury"]["points"][1]["ocs_cells"] > 0)
    assert rep["modes"]["sirius"]["points"][1]["ocs_cells"] == 0
    data = json.loads((tmp_path / "plots.json").read_text())
    assert set(data["loss_vs_load"]) == {"mercury", "sirius"} and (tmp_path / "loss_vs_load.png").stat().st_size > 0
    assert json.loads((tmp_path / "report.json").read_text())["limits"]["port_limit"] == rep["limits"]["port_limit"]


def _snap(cycle: int, tx: list[int], rx: list[int], drops: dict[str, list[int]], nic: dict[str, int]) -> dict:
    gpus = [{"TX_FRAMES": t, "TX_BYTES": 10 * t, "RX_FRAMES": r, "RX_BYTES": 10 * r, "RX_BAD": 0, "CYC_SEND_STALL": 0}
            for t, r in zip(tx, rx)]
    hosts = {n: {"STATUS": 9, "ID": 0, "RX_FRAMES": 0, "RX_UNROUTED": 0, "TX_FRAMES": [0, 0], "LINE_FRAMES": [0, 0],
                 "LINE_DROP_FULL": d, "LINE_DROP_OVER": [0, 0], "LINE_DROP_BAD": [0, 0], "LINE_DROPS": d}
             for n, d in drops.items()}
    return {"cycle": cycle, "gpus": gpus, "hosts": hosts, "nics": [nic]}


def test_drain_shorter_than_the_sampling_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="the drain must be longer"):
        ls.run(tl.NAME, tmp_path, spec=tl.LoadSpec(drain=ls.SAMPLE_MARGIN + ls.QUIET))
    with pytest.raises(ValueError, match="fabric mode 'ocs'"):
        ls.run(tl.NAME, tmp_path, modes=("ocs",))
    with pytest.raises(KeyError, match="not a load sweep"):
        ls.run("mercury-testbed", tmp_path)


def test_report_arithmetic() -> None:
    """Per point: differences of the cumulative counters; loss = 1 - delivered / offered; NIC-lost frames only
    when the point had gone quiet; zero loss up to the last lossless point; the limit from the cell format."""
    spec = tl.LoadSpec(loads=(0.2, 0.6, 1.0), cycles=1000, drain=100)
    meta = {"gpus": 2, "gpu_node": [1, 2], "runs_as": tl.NAME, "doc": "", "load": {
        "loads": list(spec.loads), "cycles": 1000, "drain": 100, "drain_per_load": 0, "seed": 1, "frame_data": 992,
        "frame_bytes": 1024, "frame_words": 128,
        "points": [{"load": x, "start": 0, "end": 0, "offered": [x, x]} for x in spec.loads]}}
    z = {"1": [0, 0], "2": [0, 0]}
    base = _snap(0, [0, 0], [0, 0], z, {"RX_DROP_REASM": 0, "SVLB_TX_CELLS": 0})
    s1 = _snap(10, [5, 5], [5, 5], z, {"RX_DROP_REASM": 0, "SVLB_TX_CELLS": 20})
    s1["moving"] = False
    s2 = _snap(20, [20, 20], [16, 17], {"1": [1, 0], "2": [0, 2]}, {"RX_DROP_REASM": 2, "SVLB_TX_CELLS": 50})
    s2["moving"] = True
    s3 = _snap(30, [40, 40], [26, 27], {"1": [5, 0], "2": [0, 7]}, {"RX_DROP_REASM": 4, "SVLB_TX_CELLS": 80})
    raw = {"mode": "sirius", "samples": [s1, s2, s3], "base": base, "late_samples": [], "quiet": True,
           "drained": False, "end_cycle": 30, "bring_up_s": 1.0, "sim_cycles_per_s": 1.0, "arbiter": {},
           "ocs_events": [], "collisions": 0, "corrupt_words": 0, "ocs_collide": 0, "dram_err": 0, "slot": 85,
           "gpus": [{"CYC_SEND_STALL": 0, "START": 0, "MARKS": []}] * 2}
    rep = ls.report(meta, {"modes": [raw]}, spec, 1.0)
    p0, p1, p2 = rep["modes"]["sirius"]["points"]
    assert (p0["offered_frames"], p0["delivered_frames"], p0["loss"], p0["nic_lost"]) == (10, 10, 0.0, 0)
    assert (p1["offered_frames"], p1["delivered_frames"], p1["fifo_drops"]) == (30, 23, 3)
    assert p1["unaccounted"] == 4 and p1["nic_lost"] is None and p1["moving"]        # still moving: not a loss yet
    assert abs(p1["loss"] - 7 / 30) < 1e-12 and p1["nic_drops"] == {"0": {"RX_DROP_REASM": 2}}
    assert (p2["offered_frames"], p2["delivered_frames"], p2["fifo_drops"], p2["nic_lost"]) == (40, 20, 9, 11)
    assert p2["ots_cells"] == 30 and p2["offered_bytes"] == 400
    m = rep["modes"]["sirius"]
    assert m["zero_loss_up_to"] == 0.2 and m["first_loss_at"] == 0.6
    assert rep["modes"]["sirius"]["marks_ok"] is False                               # no MARKs logged
    lim = rep["limits"]
    assert lim["slot_words_run"] == 85 and lim["cells_per_frame"] == 2 and lim["pack_eff"] == 1.0
    assert abs(lim["port_limit"] - 64 / 85 / 2) < 1e-12
