"""`make bench` part 7: S-VLB vs Sirius on the 4-node S-VLB fabric (sim/fabric/lp_svlb_fabric.sv).

Runs sim/scenarios/bench_svlb.py (`svlb_sweep`) once per mode and seed (SEEDS; the seed draws the
offered cells), two simulations at a time, and prints per offered load the delivered throughput (cells per
slot per node; 1.0 = one cell in every slot of every node; mean and spread over the seeds), the fraction of
delivered cells relayed (two hops), the DRAM bytes written + read per delivered payload byte, the host
back-pressure and the most cells a resequencer held. The load grid is dense around where plain VLB
saturates (its relay hop halves the capacity a node has for its own cells). The plot,
build/bench/svlb_throughput.png (one paper column wide; matplotlib, pinned in requirements.lock), shows
delivered against offered load for both modes, the mean over the seeds with min-max error bars; its data
is beside it (svlb_throughput.json).
"""

from __future__ import annotations

import json
import re
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from lightpath.env.svlb_fabric import fabric_params
from lightpath.flow import hdl
from lightpath.flow.paths import REPO, SIM

TOP = "lp_svlb_fabric"
NODES = 4
PARAMS = fabric_params(NODES)
MODULE = SIM / "scenarios" / "bench_svlb.py"
LOADS = (0.1, 0.2, 0.3, 0.4, 0.45, 0.5, 0.525, 0.55, 0.575, 0.6, 0.625, 0.65, 0.7, 0.75, 0.8, 0.9, 1.0)
SEEDS = (7, 11, 23)
WARM_SLOTS, MEAS_SLOTS = 40, 300   # the drawn load within about 0.015 of nominal
PATTERN = "uniform"
PLOT = REPO / "build" / "bench" / "svlb_throughput.png"
# the bench top logs the first LOG cells each node gets in a simulation: the loads are split over runs
_LOG = re.search(r"localparam\s+int\s+LOG\s*=\s*(\d+)\s*;", (SIM / "fabric" / "lp_svlb_fabric.sv").read_text())
if _LOG is None:
    raise RuntimeError("lp_svlb_fabric.sv: no `localparam int LOG` (the bench top's delivery log)")
LOG = int(_LOG.group(1))


def chunks(loads: tuple[float, ...]) -> list[list[float]]:
    """The loads in order, in runs whose cells delivered to a node (at most a cell per slot per load,
    warm-up included) stay within 80 % of the delivery log."""
    out: list[list[float]] = [[]]
    cells = 0.0
    for load in loads:
        c = load * (WARM_SLOTS + MEAS_SLOTS)
        if out[-1] and cells + c > 0.8 * LOG:
            out.append([])
            cells = 0.0
        out[-1].append(load)
        cells += c
    return out


def sweep(job: tuple[int, int, int, list[float]]) -> dict:
    sirius, seed, part, loads = job
    cfg = dict(sirius=sirius, pattern=PATTERN, loads=loads, warm_slots=WARM_SLOTS, meas_slots=MEAS_SLOTS,
               seed=seed * 1000 + part)
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        hdl.run(TOP, MODULE, PARAMS, testcase="svlb_sweep", tag=f"bench-svlb-{sirius}-{seed}-{part}",
                extra_env={"LP_BENCH": json.dumps(cfg), "LP_REPORT": str(report), "LP_NN": str(NODES)})
        return json.loads(report.read_text())


def seed_sweep(runs: list[dict]) -> dict:
    """One seed's runs joined into one report (its points in load order)."""
    return {**runs[0], "points": [p for r in runs for p in r["points"]]}


def spread(reps: list[dict], key: str) -> list[tuple[float, float, float]]:
    """Per load point, (mean, min, max) of `key` over the seeds' reports."""
    out = []
    for pts in zip(*(r["points"] for r in reps)):
        vals = [p[key] for p in pts]
        out.append((sum(vals) / len(vals), min(vals), max(vals)))
    return out


def plot(results: dict[str, list[dict]]) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 8, "legend.fontsize": 7})
    fig, ax = plt.subplots(figsize=(3.5, 2.8))
    ax.plot([0, 1], [0, 1], color="0.8", linestyle="--", label="delivered = offered")
    data: dict[str, Any] = {"units": {"offered, delivered": "cells per slot per node (1.0 = line rate)"},
                             "seeds": list(SEEDS), "meas_slots": MEAS_SLOTS, "series": {}}
    for name, reps in results.items():
        off = [m for m, _, _ in spread(reps, "offered")]
        dl = spread(reps, "delivered")
        ax.errorbar(off, [m for m, _, _ in dl], yerr=[[m - lo for m, lo, _ in dl], [hi - m for m, _, hi in dl]],
                    marker="o", markersize=2.5, capsize=2, linewidth=1, label=name)
        data["series"][name] = {"offered": off, "delivered_mean": [m for m, _, _ in dl],
                                "delivered_min": [lo for _, lo, _ in dl], "delivered_max": [hi for _, _, hi in dl]}
    ax.set_xlabel("offered load (cells/slot/node)")
    ax.set_ylabel("delivered (cells/slot/node)")
    ax.set_title(f"S-VLB vs Sirius: {NODES} nodes, {PATTERN}, {len(SEEDS)} seeds (min-max)", fontsize=8)
    ax.set_xlim(0, 1.05)
    ax.set_ylim(0, 1.05)
    ax.grid(True, alpha=0.3)
    ax.legend(loc="upper left")
    PLOT.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(PLOT, dpi=200)
    plt.close(fig)
    PLOT.with_suffix(".json").write_text(json.dumps(data, indent=1))
    return PLOT


def part_svlb() -> None:
    parts = chunks(LOADS)
    jobs = [(sirius, seed, k, loads) for sirius in (0, 1) for seed in SEEDS for k, loads in enumerate(parts)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(sweep, jobs))
    reps = [seed_sweep(runs[i:i + len(parts)]) for i, j in enumerate(jobs) if j[2] == 0]
    results = {"S-VLB": reps[:len(SEEDS)], "Sirius (plain VLB)": reps[len(SEEDS):]}
    for name, rs in results.items():
        print(f"  {name}, {rs[0]['nodes']} nodes, {rs[0]['pattern']} traffic, {MEAS_SLOTS} measured slots per point;"
              f" seeds {', '.join(map(str, SEEDS))}: delivered as mean [min, max], the rest the mean:")
        print("    load  offered  delivered              relayed  DRAM B/B  host back-pressure"
              "  reseq held (max)  out of order")
        cols = {k: spread(rs, k) for k in ("offered", "delivered", "relay_fraction", "dram_bytes_per_byte",
                                           "backpressure_clocks", "reseq_held_max", "out_of_order")}
        for i in range(len(LOADS)):
            dm, dlo, dhi = cols["delivered"][i]
            print(f"    {LOADS[i]:4.3f}  {cols['offered'][i][0]:7.3f}  {dm:5.3f} [{dlo:5.3f}, {dhi:5.3f}]"
                  f"  {100 * cols['relay_fraction'][i][0]:6.1f} %  {cols['dram_bytes_per_byte'][i][0]:8.2f}"
                  f"  {cols['backpressure_clocks'][i][0]:>8.0f} clocks  {cols['reseq_held_max'][i][2]:>16.0f}"
                  f"  {cols['out_of_order'][i][0]:>12.1f}")
    try:
        print(f"  plot: {plot(results)} (data: {PLOT.with_suffix('.json')})")
    except ImportError:
        print("  plot: matplotlib missing (run through make: it is pinned in requirements.lock)")
