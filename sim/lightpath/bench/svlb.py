"""`make bench` part 7: S-VLB vs Sirius on the 4-node S-VLB fabric (sim/fabric/lp_svlb_fabric.sv).

Runs sim/scenarios/bench_svlb.py (`svlb_sweep`) once per mode, side by side, prints per offered load
the delivered throughput (cells per slot per node; 1.0 = one cell in every slot of every node), the
fraction of delivered cells relayed (two hops), the DRAM bytes written + read per delivered payload
byte, the host back-pressure and the most cells a resequencer held, and draws throughput vs offered load for both
modes into build/bench/svlb_throughput.png (matplotlib, pinned in requirements.lock).
"""

from __future__ import annotations

import json
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from lightpath.env.svlb_fabric import fabric_params
from lightpath.flow import hdl
from lightpath.flow.paths import REPO, SIM

TOP = "lp_svlb_fabric"
NODES = 4
PARAMS = fabric_params(NODES)
MODULE = SIM / "scenarios" / "bench_svlb.py"
LOADS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0)
PATTERN = "uniform"
PLOT = REPO / "build" / "bench" / "svlb_throughput.png"


def sweep(sirius: int) -> dict:
    cfg = dict(sirius=sirius, pattern=PATTERN, loads=list(LOADS), warm_slots=40, meas_slots=120, seed=7)
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        hdl.run(TOP, MODULE, PARAMS, testcase="svlb_sweep", tag=f"bench-svlb-{sirius}",
                extra_env={"LP_BENCH": json.dumps(cfg), "LP_REPORT": str(report), "LP_NN": str(NODES)})
        return json.loads(report.read_text())


def plot(results: dict[str, dict]) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4), dpi=120)
    ax.plot([0, 1], [0, 1], color="0.8", linestyle="--", label="offered = delivered")
    for name, rep in results.items():
        pts = rep["points"]
        ax.plot([p["offered"] for p in pts], [p["delivered"] for p in pts], marker="o", label=name)
    ax.set_xlabel("offered load (cells per slot per node)")
    ax.set_ylabel("delivered throughput (cells per slot per node)")
    ax.set_title(f"S-VLB vs Sirius, {NODES}-node S-VLB fabric, {PATTERN} traffic")
    ax.set_xlim(0, 1.05)
    ax.set_ylim(0, 1.05)
    ax.grid(True, alpha=0.3)
    ax.legend()
    PLOT.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(PLOT)
    plt.close(fig)
    return PLOT


def part_svlb() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        svlb, sirius = pool.map(sweep, (0, 1))
    results = {"S-VLB": svlb, "Sirius (plain VLB)": sirius}
    for name, rep in results.items():
        print(f"  {name}, {rep['nodes']} nodes, {rep['pattern']} traffic:")
        print("    offered  delivered  relayed  DRAM B/B  host back-pressure  reseq held (max)  out of order")
        for p in rep["points"]:
            print(f"    {p['offered']:7.3f}  {p['delivered']:9.3f}  {100 * p['relay_fraction']:6.1f} %"
                  f"  {p['dram_bytes_per_byte']:8.2f}  {p['backpressure_clocks']:>8} clocks"
                  f"  {p['reseq_held_max']:>16}  {p['out_of_order']:>12}")
    try:
        print(f"  plot: {plot(results)}")
    except ImportError:
        print("  plot: matplotlib missing (run through make: it is pinned in requirements.lock)")
