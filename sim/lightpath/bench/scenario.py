"""`make bench` part `scenarios`: every scenario `make sim SCENARIO=...` offers, run with its
defaults (scale factor, iterations, modes) exactly as `make sim` runs it, two side by side on the 2 cores: the
wall time of each, its simulated cycles, and the simulator's speed (simulated cycles per second, bring-up
included) per fabric mode. The 8-node figures are compared against the issue's target (>= 100 k cycles/s).

`sirius-<x>` is not run separately: `mercury-<x>` runs both modes on the same build, and the Sirius row is its
Sirius mode. Wall time of a mode = its cycles / its cycles per second (the two modes share one simulation).
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from lightpath.agg import bench as agg_bench
from lightpath.flow import figures
from lightpath.flow.paths import SIM
from lightpath.scenario import load_sweep, run as scenario, training

SPEED_TARGET = 100_000   # simulated cycles per second on the 8-node fabric (docs/system-sim.md)
WORKERS = 2              # simulations side by side (the build machine has 2 cores)
OUT = SIM.parent / "build" / "bench" / "scenarios"
FIGURES = "scenarios"   # docs/figures/scenarios.json (the table; the bench also keeps the part's output)


def plan() -> list[str]:
    """The scenarios to time, in the order `make sim` lists them: every training schedule with a fabric
    (sirius-* run inside their mercury-* twin), every load sweep and the aggregation testbed. The frame-traffic
    scenarios fabric4 / slice-2node are timed in the parts slice and speed."""
    return list(training.FABRICS) + load_sweep.names() + [agg_bench.SCENARIO]


def fabric_of(name: str) -> tuple[str, int]:
    """(fabric top, nodes) a scenario runs on."""
    if name in load_sweep.names():
        return load_sweep.TOP, int(load_sweep.tl.FABRIC_NODES)
    if name == agg_bench.SCENARIO:
        return "lp_fabric4", 4
    top, _, nodes = training.FABRICS[name]
    return top, nodes


def run_one(name: str, out: Path = OUT) -> dict[str, Any]:
    """Run one scenario with its defaults; its timing row."""
    t0 = time.monotonic()
    rep, _ = scenario.run_report(name, out / name, tag=f"bench-{name}")
    wall = time.monotonic() - t0
    top, nodes = fabric_of(name)
    modes = {m: {"cycles": int(r.get("cycles", 0)), "cycles_per_s": float(r.get("sim_cycles_per_s", 0.0))}
             for m, r in rep["modes"].items()}
    return {"scenario": name, "top": top, "nodes": nodes, "scale": rep.get("scale"), "iters": rep.get("iters"),
            "wall_s": wall, "modes": modes}


def render(rows: list[dict[str, Any]]) -> str:
    """The table of rows (run_one) and the 8-node speed against the target."""
    lines = [f"{'scenario':<18} {'fabric':<11} {'scale':>6} {'iters':>5} {'wall s':>7}  "
             f"{'mode':<8} {'cycles':>11} {'cycles/s':>9} {'mode wall s':>11}"]
    for r in rows:
        first = True
        for m, x in r["modes"].items():
            head = (f"{r['scenario']:<18} {r['top']:<11} {r['scale'] or '-':>6} {r['iters'] or '-':>5} "
                    f"{r['wall_s']:>7.0f}  ")
            head = head if first else " " * len(head)
            mode_wall = x["cycles"] / x["cycles_per_s"] if x["cycles_per_s"] else float("nan")
            lines.append(f"{head}{m:<8} {x['cycles']:>11,} {x['cycles_per_s']:>9,.0f} {mode_wall:>11.0f}")
            first = False
    eight = [x["cycles_per_s"] for r in rows if r["nodes"] == 8 for x in r["modes"].values() if x["cycles_per_s"]]
    if eight:
        best = max(eight)
        lines.append(f"8-node fabric: {min(eight):,.0f} .. {best:,.0f} simulated cycles/s; target >= {SPEED_TARGET:,}: "
                     + ("met" if best >= SPEED_TARGET
                        else f"NOT MET ({SPEED_TARGET / best:.0f}x short; docs/system-sim.md)"))
    lines.append(f"total: {sum(r['wall_s'] for r in rows):.0f} s of scenario wall time ({WORKERS} side by side)")
    return "\n".join(lines)


def part_scenarios(names: list[str] | None = None) -> None:
    """Run the scenarios (default: plan()) WORKERS at a time and print the table (rows as they finish)."""
    todo = names or plan()
    rows: dict[str, dict[str, Any]] = {}
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futs = {pool.submit(run_one, n): n for n in todo}
        for f in as_completed(futs):
            r = f.result()
            rows[r["scenario"]] = r
            print(f"  {r['scenario']}: {r['wall_s']:.0f} s", flush=True)
    print(render([rows[n] for n in todo]))
    if names is None:   # the whole plan: the table docs/system-sim.md quotes (lightpath.flow.docfigures)
        out = figures.record(FIGURES, "make bench PARTS=scenarios", {"rows": [rows[n] for n in todo]})
        print(f"  recorded: {out}")
