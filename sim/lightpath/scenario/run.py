"""`python -m lightpath.scenario [NAME]`: run a fabric scenario on the RTL and print its report.

Scenarios are cocotb modules under sim/scenarios/ driving a Verilated fabric top; each writes a JSON
report (kept next to the run, path printed) that this module turns into the text report.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from lightpath.agg import bench as agg_bench
from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.flow import docfigures, figures, hdl
from lightpath.flow.paths import REPO, SIM
from lightpath.scenario import board_testbed, board_twin, load_sweep, training, zcu106_oddl

# name -> (fabric top, its parameters, cocotb module). fabric4 uses the one lp_fabric4 build the
# regression shares (FABRIC4_PARAMS), so `make sim` after `make test` builds nothing.
SCENARIOS: dict[str, tuple[str, dict[str, object], Path]] = {
    "fabric4": ("lp_fabric4", FABRIC4_PARAMS, SIM / "scenarios" / "slice_fabric.py"),
    "slice-2node": ("lp_fabric2", {}, SIM / "scenarios" / "slice_fabric.py"),
}
DEFAULT = "mercury-testbed"   # a training scenario (lightpath.scenario.training); fabric4 / slice-2node: frame traffic


def names() -> list[str]:
    """Every scenario `make sim SCENARIO=...` runs."""
    return (sorted(SCENARIOS) + training.names() + load_sweep.names()
            + [agg_bench.SCENARIO, board_twin.SCENARIO, board_testbed.SCENARIO, zcu106_oddl.SCENARIO])


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, round(p / 100.0 * (len(values) - 1))))
    return sorted(values)[k]


def slot_budget() -> dict[str, float]:
    s = cellfmt.SLOT
    ns = cellfmt.CLOCK_NS
    return {
        "guard": int(s["guard_words"]),
        "preamble": int(s["preamble_words"]),
        "header": cellfmt.HEADER_WORDS,
        "payload": int(s["payload_words"]),
        "slot": int(s["slot_words"]),
        "slot_ns": int(s["slot_words"]) * ns,
        "payload_eff": int(s["payload_words"]) / int(s["slot_words"]),
        "cell_eff": int(s["cell_words"]) / int(s["slot_words"]),
        "line_gbps": cellfmt.WORD_BITS * float(s["clock_mhz"]) / 1000.0,
    }


def render(rep: dict, wall_s: float) -> str:
    b = slot_budget()
    lines = [
        f"Lightpath scenario {rep['scenario']}: {len(rep['nodes'])} NICs through the behavioural AWGR,"
        f" {len(rep['nodes']) - 1} slot(s) per round-robin cycle, every node sending to every other in turn",
        f"slot: guard {b['guard']} + preamble {b['preamble']} + header {b['header']} + payload {b['payload']} words"
        f" = {b['slot']} words = {b['slot_ns']:.1f} ns at {b['line_gbps']:.1f} Gb/s",
        f"slot efficiency: payload {100 * b['payload_eff']:.1f} %, cell {100 * b['cell_eff']:.1f} %",
        "",
        f"{'node':>4} {'frames tx':>10} {'frames rx':>10} {'its frames intact':>18} {'cells tx':>9} {'cells rx':>9}"
        f" {'dropped':>8}",
    ]
    total_drops = 0
    for nd in rep["nodes"]:
        c = nd["counters"]
        drops = sum(v for k, v in c.items() if "DROP" in k)
        total_drops += drops
        lines.append(
            f"{nd['node']:>4} {c['TX_FRAMES[0]']:>10} {c['RX_FRAMES']:>10} {nd['frames_intact']:>18}"
            f" {c['TX_CELLS']:>9} {c['RX_CELLS']:>9} {drops:>8}"
        )
    lat = rep["latency_ns"]
    sim_ns = rep["sim_time_ns"]
    gbps = rep["delivered_bytes"] * 8 / sim_ns if sim_ns else 0.0
    cells = sum(nd["counters"]["TX_CELLS"] for nd in rep["nodes"])
    slots = sim_ns / b["slot_ns"] * len(rep["nodes"])
    lines += [
        "",
        f"frame latency (host in -> host out, store-and-forward both ends): min {min(lat):.0f} ns,"
        f" median {statistics.median(lat):.0f} ns, p99 {pct(lat, 99):.0f} ns",
        f"delivered {rep['delivered_bytes']} bytes in {sim_ns / 1000:.1f} us of simulated time:"
        f" {gbps:.2f} Gb/s from {len(rep['nodes'])} transmitters ({gbps / len(rep['nodes']):.2f} Gb/s each)",
        f"slot utilisation: {cells} cells in {slots:.0f} node-slots = {100 * cells / slots:.1f} %",
        f"cells dropped: {total_drops}, corrupted words in the optics: {rep['corrupt_words']}",
        f"wall time {wall_s:.1f} s",
    ]
    return "\n".join(lines)


def run(name: str, frames: int | None = None, tag: str = "") -> tuple[dict, float, Path]:
    """Run scenario `name` (optionally `frames` per node instead of its default); returns its report,
    the wall time and the run directory. Raises if the scenario's own checks fail."""
    top, params, module = SCENARIOS[name]
    report = Path(hdl.SIM_BUILD) / "scenarios" / f"{tag or name}.json"
    report.parent.mkdir(parents=True, exist_ok=True)
    env = {"LP_REPORT": str(report), "LP_SCENARIO": name}
    if frames is not None:
        env["LP_FRAMES"] = str(frames)
    t0 = time.monotonic()
    run_dir = hdl.run(top, module, params, extra_env=env, tag=tag or name)
    return json.loads(report.read_text()), time.monotonic() - t0, run_dir


def run_report(name: str, out: Path, scale: float | None = None, iters: int | None = None,
               tag: str = "") -> tuple[dict, str]:
    """Run a scenario with a report of its own (everything but the frame scenarios of SCENARIOS) into `out`:
    its report dict (report.json there) and its text. scale/iters apply to the training scenarios only."""
    if name == agg_bench.SCENARIO:   # in-network aggregation vs none
        rep = agg_bench.scenario(out)
        return rep, (f"Lightpath scenario {name}: in-network aggregation (P4-ORDC) on lp_fabric4, with and without\n"
                     + rep["text"])
    if name == board_twin.SCENARIO:   # two VCU118 tops whole with their firmware
        rep = board_twin.run(out, tag=tag)
        return rep, board_twin.render(rep)
    if name == board_testbed.SCENARIO:   # three VCU118 tops whole through an AWGR
        rep = board_testbed.run(out, tag=tag)
        return rep, board_testbed.render(rep)
    if name == zcu106_oddl.SCENARIO:   # two ZCU106 tops whole, each PS running lp_oddld
        rep = zcu106_oddl.run(out, tag=tag)
        return rep, zcu106_oddl.render(rep)
    if name in load_sweep.names():   # loss vs offered load (Mercury Figure 11b)
        rep = load_sweep.run(name, out, tag=tag)
        return rep, load_sweep.render(rep)
    rep = training.run(name, out, scale=scale, iters=iters, tag=tag)
    return rep, training.render(rep)


def record_report(name: str, text: str, scale: float | None = None, iters: int | None = None) -> None:
    """Record a scenario's printed report as docs/figures/scenario-<name>[-scale=S][-iters=I].json, quoted
    by `<!-- figures scenario:... -->` sections (lightpath.flow.docfigures); the docs follow at once."""
    opts = {k: v for k, v in (("scale", scale), ("iters", iters)) if v is not None}
    key = "-".join([name] + [f"{k}={v:g}" for k, v in opts.items()])
    command = " ".join([f"python -m lightpath.scenario {name}"] + [f"--{k} {v:g}" for k, v in opts.items()])
    path = figures.record(f"scenario-{key}", command if opts else f"make sim SCENARIO={name}", {"output": text})
    print(f"recorded: {path.relative_to(REPO)}")
    for problem in docfigures.problems(write=True):
        print(f"docs: {problem}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("scenario", nargs="?", default=DEFAULT, choices=names())
    ap.add_argument("--scale", type=float, help="training scenarios: scale factor (default: the scenario's)")
    ap.add_argument("--iters", type=int, help="training scenarios: iterations (default: the scenario's)")
    ap.add_argument("--no-record", dest="record", action="store_false",
                    help="do not record the report's figures in docs/figures/ for the docs")
    args = ap.parse_args()
    if args.scenario not in SCENARIOS:
        out = Path(hdl.SIM_BUILD).parent / "build" / "sim" / args.scenario
        rep, text = run_report(args.scenario, out, scale=args.scale, iters=args.iters)
        print(text)
        if args.record:
            record_report(args.scenario, text, scale=args.scale, iters=args.iters)
        plots = rep.get("plots")
        print(f"\nreport JSON: {out / 'report.json'}"
              + (f"   plots: {', '.join(sorted(Path(f).name for f in plots.values()))}" if plots else ""))
        return 0
    rep, wall, run_dir = run(args.scenario)
    print(render(rep, wall))
    if args.record:
        record_report(args.scenario, render(rep, wall))
    report = Path(hdl.SIM_BUILD) / "scenarios" / f"{args.scenario}.json"
    print(f"\nreport JSON: {report.relative_to(hdl.SIM_BUILD.parent)}   "
          f"logs: {run_dir.relative_to(hdl.SIM_BUILD.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
