"""The training scenario of `make sim` (lightpath.scenario.training) on the shared lp_fabric4 build, scaled down:

- test_mercury_testbed_runs: the mercury-testbed schedule (lightpath.traffic) runs on the emulated GPUs in both
  fabric modes; every GPU halts without error, every byte each GPU waits for arrives (nothing lost, no bad frame,
  no drop counter, no optical collision); both jobs report their iterations in both modes and the DP job its DP
  phase; Mercury mode moved cells over an OCS circuit that the arbiter published (MEPC), Sirius mode used no
  circuit and relayed cells; the report names the ratios and the targets, and the plots and their JSON exist.
  The targets themselves are figures of `make sim`, not assertions.
- test_oddl_testbed_runs: the oddl-testbed schedule (HD all-reduce between the testbed's 2 NICs) runs in ODDL mode:
  the GPUs' DOORBELL ops start every iteration and end every flow in the NICs' control units (no register write
  after the set-up), every byte arrives, no drop, every step and iteration is counted, nothing refused or bad.
- test_report_*: the report's arithmetic on hand-made raw results (ratios, target verdicts, loss accounting,
  warm-up apart from steady state, digits enough for the verdict).
- test_histogram_bins_cover_their_edges: the GPUs' log-linear latency bins and the edges the report uses agree.
- test_fit_*: a one-GPU-per-node schedule laid onto the 8-node fabric's GPU slots (SEND destinations, sidecar
  and idle slots follow); a schedule that does not fit is refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lightpath.env.gpu_stats import hist_bin, hist_edges
from lightpath.scenario import training
from lightpath.traffic import scenarios as tsc, sched as sc

SCALE = 4000.0   # `make sim` uses the scenario's default (1000)


def test_mercury_testbed_runs(tmp_path: Path) -> None:
    rep = training.run("mercury-testbed", tmp_path, scale=SCALE, iters=1, tag="regression-training")
    assert set(rep["modes"]) == {"mercury", "sirius"}
    for mode, m in rep["modes"].items():
        assert not m["timed_out"], mode
        assert m["bytes_expected"] > 0 and m["bytes_received"] == m["bytes_expected"], (mode, m["bytes_received"])
        assert m["lost_bytes"] == 0 and m["rx_bad_frames"] == 0 and not m["drops"], (mode, m["drops"])
        assert all(v == 0 for v in m["optics"].values()), (mode, m["optics"])
        names = {j["name"]: j for j in m["jobs"]}
        assert set(names) == {"dp", "mp"}, names
        assert all(len(j["iterations"]) == 1 and j["iterations"][0]["time"] > 0 for j in names.values()), names
        assert "mean_dp" in names["dp"] and "mean_dp" not in names["mp"], names
        assert m["latency"] and all(v["frames"] > 0 and v["min"] <= v["mean"] <= v["max"]
                                    for v in m["latency"].values())
    mer, sir = rep["modes"]["mercury"], rep["modes"]["sirius"]
    assert mer["ocs_cells"] > 0 and mer["mepc"]["CFG_PUBLISHED"] >= 1 and mer["mepc"]["OPS_ADD"] >= 1, mer["mepc"]
    assert sir["ocs_cells"] == 0 and sir["mepc"]["CFG_PUBLISHED"] == 0, sir["mepc"]
    assert sir["relay_fraction"] > 0.0, sir["relay_fraction"]
    cmp = rep["compare"]
    assert cmp["iter_speedup"] > 0 and cmp["dp_ratio"] is not None
    assert cmp["targets"]["zero loss"] is True
    text = training.render(rep)
    assert "Mercury vs Sirius" in text and "target iter_speedup >= 1.50" in text and "scale factor 4000" in text, text
    for name, f in rep["plots"].items():
        assert Path(f).stat().st_size > 1000, name
    data = json.loads((tmp_path / "plots.json").read_text())
    assert set(data) == {"iteration_cdf", "latency_cdf", "slot_occupancy"}
    assert set(data["iteration_cdf"]["series"]) == {f"{m} {j}" for m in ("mercury", "sirius") for j in ("dp", "mp")}
    for mode, m in rep["modes"].items():
        ls = m["latency_summary"]
        # the log-linear bins cover the run: no frame in the overflow bin, the CDF ends at 1 at or above the max
        lc = data["latency_cdf"]["series"][mode]
        assert lc["overflow_frames"] == 0 and lc["cdf"][-1] == 1.0 and lc["frames"] == ls["frames"], (mode, lc)
        assert ls["min_ns"] <= ls["p50_ns_le"] <= ls["p99_ns_le"] <= ls["max_ns"], (mode, ls)
        assert (tmp_path / "latency_cdf.json").exists() and (tmp_path / "slot_occupancy.json").exists()


def test_oddl_testbed_runs(tmp_path: Path) -> None:
    iters = 2
    rep = training.run("oddl-testbed", tmp_path, scale=SCALE, iters=iters, tag="regression-oddl")
    assert set(rep["modes"]) == {"oddl"} and "compare" not in rep
    m = rep["modes"]["oddl"]
    assert not m["timed_out"]
    assert m["bytes_expected"] > 0 and m["bytes_received"] == m["bytes_expected"], m["bytes_received"]
    assert m["lost_bytes"] == 0 and m["rx_bad_frames"] == 0 and not m["drops"], m["drops"]
    assert all(v == 0 for v in m["optics"].values()), m["optics"]
    (job,) = m["jobs"]
    assert len(job["iterations"]) == iters and "mean_dp" in job, job
    assert m["ots_cells"] > 0 and m["ocs_cells"] == 0 and m["relay_fraction"] == 0.0
    assert [r["node"] for r in m["oddl"]] == [1, 2], m["oddl"]
    for r in m["oddl"]:
        assert r["ITERS"] == iters and r["STEPS"] == 2 * iters, r      # HD of 2 nodes: 2 steps per iteration
        assert all(r[k] == 0 for k in ("DOORBELL_BAD", "START_REFUSED", "TIMEOUTS", "CTL_RX_BAD", "CTL_BAD_PEER")), r
        assert 0 < r["GAP_CYCLES"] < r["ITER_CYCLES"] <= job["mean_dp"] + 10, (r, job["mean_dp"])
    assert "ODDL control units (2 nodes)" in training.render(rep)


def _raw_mode(mode: str, it: int, dp: int, rx: int, drops: int = 0) -> dict[str, Any]:
    """Raw results of one mode for the sidecar below: GPUs 0, 1 of job dp, each iteration `it` cycles with a
    DP phase of `dp`; GPU 1 received `rx` bytes."""
    def marks(off: int) -> list[list[int]]:
        return [[1 << 12, off], [3 << 12, off + it - dp], [4 << 12, off + it], [2 << 12, off + it]]
    cnt = {"SVLB_TX_CELLS": 30, "SVLB_DELIVERED": 20, "OCS_TX": 10 if mode == "mercury" else 0, "RX_DROP_HCRC": drops}
    gpu = {"RX_BYTES": 0, "LOC_RX_BYTES": 0, "RX_BAD": 0, "RX_FRAMES": 2, "LAT_MIN": 10, "LAT_MAX": 30, "LAT_SUM": 40,
           "HIST": [1, 1]}
    return {"mode": mode, "end_cycle": it + 5, "timed_out": False, "slot": 100, "nodes": 2, "cycle_slots": 1,
            "gpus": [{**gpu, "gpu": 0, "MARKS": marks(0), "RX_BYTES": 100},
                     {**gpu, "gpu": 1, "MARKS": marks(2), "RX_BYTES": rx}],
            "counters": [cnt, cnt], "arbiter": {}, "ocs_events": [], "samples": [], "sampled": [],
            "collisions": 0, "corrupt_words": 0, "ocs_collide": 0, "dram_err": 0}


META = {"runs_as": "x", "scenario": "x", "doc": "d", "notes": [], "scale": 10.0, "iters": 1, "gpus": 2,
        "jobs": [{"name": "dp", "gpus": [0, 1]}], "rx_bytes": {"0": {"0": 100}, "1": {"0": 100}}}


def test_report_ratios_and_targets() -> None:
    rep = training.report(META, {"modes": [_raw_mode("mercury", 1000, 400, 100), _raw_mode("sirius", 1600, 900, 100)]},
                          1.0)
    cmp = rep["compare"]
    assert abs(cmp["iter_speedup"] - 1602 / 1002) < 1e-9, cmp   # marks of GPU 1 start 2 cycles later
    assert abs(cmp["dp_ratio"] - 402 / 902) < 1e-9, cmp
    assert cmp["targets"] == {"iter_speedup >= 1.50": True, "dp_ratio <= 0.55": True, "zero loss": True}
    m = rep["modes"]["mercury"]
    assert m["relay_fraction"] == 0.5 and m["ocs_cells"] == 20 and abs(m["ocs_share"] - 20 / 80) < 1e-9


def test_report_flags_loss_and_slow_mercury() -> None:
    rep = training.report(META, {"modes": [_raw_mode("mercury", 1000, 800, 60, drops=3),
                                           _raw_mode("sirius", 1100, 900, 100)]}, 1.0)
    m = rep["modes"]["mercury"]
    assert m["lost_bytes"] == 40 and m["drops"] == {"0": {"RX_DROP_HCRC": 3}, "1": {"RX_DROP_HCRC": 3}}, m
    t = rep["compare"]["targets"]
    assert t == {"iter_speedup >= 1.50": False, "dp_ratio <= 0.55": False, "zero loss": False}
    assert "NOT MET" in training.render(rep)


def test_report_steady_state_leaves_out_the_warm_up() -> None:
    """Three iterations: the headline ratios rest on iterations 2 and 3 (the warm-up left out) and say so;
    per-iteration ratios are listed; a ratio within rounding of its target is printed with the digits
    that tell them apart."""
    def three(mode: str, times: list[int], dps: list[int]) -> dict[str, Any]:
        r = _raw_mode(mode, times[0], dps[0], 100)
        for g in r["gpus"]:
            off, marks = 0, []
            for k, (it, dp) in enumerate(zip(times, dps)):
                marks += [[1 << 12 | k, off], [3 << 12 | k, off + it - dp], [4 << 12 | k, off + it],
                          [2 << 12 | k, off + it]]
                off += it
            g["MARKS"] = marks
        return r
    meta = {**META, "iters": 3}
    rep = training.report(meta, {"modes": [three("mercury", [3000, 1000, 1000], [1000, 551, 551]),
                                           three("sirius", [3000, 1600, 1600], [1000, 1000, 1000])]}, 1.0)
    cmp = rep["compare"]
    assert cmp["rests_on_iterations"] == 2 and cmp["basis"].startswith("steady state"), cmp
    assert cmp["iter_speedup"] == 1.6 and cmp["jobs"][0]["iter_speedup_per_iter"] == [1.0, 1.6, 1.6], cmp
    assert abs(cmp["dp_ratio"] - 0.551) < 1e-9 and cmp["targets"]["dp_ratio <= 0.55"] is False, cmp
    j = rep["modes"]["mercury"]["jobs"][0]
    assert j["warmup_iter"] == 3000 and j["steady_iter"] == 1000 and j["steady_iters"] == 2, j
    text = training.render(rep)
    assert "DP time ratio (worst DP job): 0.551" in text and "target dp_ratio <= 0.55: NOT MET" in text, text
    assert "3000 (warm-up)" in text and "steady state (iterations 2..3): 1000" in text, text
    assert rep["schema"] == training.SCHEMA and rep["units"], rep.keys()
    assert cmp["settled"] is True and "NOT SETTLED" not in text, cmp
    # Sirius's last steady iteration, 2000, is 11 % off their mean 1800: the headline is flagged as not settled
    rep = training.report(meta, {"modes": [three("mercury", [3000, 1000, 1000], [1000, 551, 551]),
                                           three("sirius", [3000, 1600, 2000], [1000, 1000, 1000])]}, 1.0)
    assert rep["compare"]["settled"] is False and rep["compare"]["unsettled"] == ["sirius dp"], rep["compare"]
    assert "NOT SETTLED: the last iteration of sirius dp" in training.render(rep)


def test_histogram_bins_cover_their_edges() -> None:
    """The Python rule of the GPUs' log-linear latency bins (gpu_stats.hist_bin, the RTL's lp_gpu_hist_bin)
    and the edges the report and plots use agree: every latency lands in the bin whose edges hold it."""
    bins, shift = 64, training.HIST_SHIFT
    edges = hist_edges(bins, shift)
    assert edges == sorted(set(edges)), edges
    for lat in [*range(0, 5000), *(int(1.07 ** k) for k in range(300))]:
        b = hist_bin(lat >> shift, bins)
        assert edges[b] <= lat and (b == bins - 1 or lat < edges[b + 1]), (lat, b, edges[b:b + 2])


def test_every_training_name_resolves() -> None:
    for name in training.names():
        assert tsc.base_name(name) in training.FABRICS, name


def test_fit_lays_one_gpu_per_node_onto_the_fabric_slots() -> None:
    sched, _ = tsc.build("mfabric-a2a", scale=20000.0, iters=1, reference=False)
    assert sched.meta["gpus_per_node"] == 1 and sched.meta["gpus"] == 8
    fitted = training.fit(sched, 8)
    per = training.GPUS[8]
    assert len(fitted.programs) == 8 * per and fitted.meta["gpus_per_node"] == per
    gmap = fitted.meta["fitted"]["gpu_map"]
    assert gmap == [n * per for n in range(8)]
    for g, ops in enumerate(fitted.programs):
        if g in gmap:
            src = sched.programs[gmap.index(g)]
            assert len(ops) == len(src)
            assert all(o.dst in gmap and o.dst == gmap[s.dst] for o, s in zip(ops, src) if isinstance(o, sc.Send))
        else:
            assert ops == [sc.Halt()], g
    assert fitted.meta["gpu_node"][gmap[3]] == 3
    assert sorted(int(k) for k in fitted.meta["rx_bytes"]) == sorted(gmap[int(k)] for k in sched.meta["rx_bytes"])
    assert fitted.meta["jobs"][0]["gpus"] == [gmap[g] for g in sched.meta["jobs"][0]["gpus"]]
    # a schedule that already matches the fabric is used as it is; one that cannot fit is refused
    tb, _ = tsc.build("mercury-testbed", scale=20000.0, iters=1, reference=False)
    assert training.fit(tb, 4) is tb
    with pytest.raises(ValueError, match="do not fit lp_fabric4"):
        training.fit(sched, 4)
