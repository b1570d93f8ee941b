"""`python -m lightpath.traffic <scenario> --out DIR [--scale S] [--iters K] [--node-base N]`: write the
schedule directory of a scenario (gpuNNN.hex per GPU + schedule.json) and print its summary with the
reference executor's times. `--list` names the scenarios; `--run DIR` reads a schedule directory
(checking it) and runs it in the reference executor. Exit status 1 with a message on bad input."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from lightpath.traffic import refsim, sched as sc
from lightpath.traffic.scenarios import SCENARIOS, base_name, build


def _ms(cycles: float, meta: dict[str, Any]) -> float:
    return cycles * meta["scale"] / meta["clock_hz"] * 1e3


def summary(meta: dict[str, Any], ref: dict[str, Any] | None) -> str:
    ns = 1e9 / meta["clock_hz"]
    net = [f for f in meta["flows"] if f["path"] == "network"]
    L = [
        f"scenario {meta['runs_as']} (schedule of {meta['scenario']}): {meta['doc']}",
        f"scale factor {meta['scale']:g}: every byte count and compute time is divided by it; a cycle is {ns:g} ns,"
        f" so real time = cycles x {meta['scale']:g} x {ns:g} ns",
        f"{meta['gpus']} GPUs on fabric nodes {meta['node_base']}..{meta['node_base'] + meta['nodes'] - 1}"
        f" ({meta['gpus_per_node']} per node), {meta['iters']} iteration(s), ops per GPU {min(meta['ops'])}.."
        f"{max(meta['ops'])}, tags per GPU <= {max(meta['tags_used'])}",
        f"network flows: {len(net)}, {sum(f['bytes'] for f in net)} B in {sum(f['messages'] for f in net)} messages;"
        f" NVLink: {sum(f['bytes'] for f in meta['flows']) - sum(f['bytes'] for f in net)} B",
    ]
    L += [f"note: {n}" for n in meta.get("notes", [])]
    if ref:
        L.append(f"reference executor (ideal network: {meta['network']['port_gbps']:g} Gb/s ports, "
                 f"{meta['network']['latency']} cycles latency): all GPUs done at cycle {ref['end_cycle']}")
        for j in ref["jobs"]:
            line = f"  {j['name']:<6}"
            if "mean_iter" in j:
                line += f" iteration {j['mean_iter']:.0f} cycles ({_ms(j['mean_iter'], meta):.2f} ms unscaled)"
            if "mean_dp" in j:
                line += f", DP phase {j['mean_dp']:.0f} cycles ({_ms(j['mean_dp'], meta):.2f} ms)"
            if "mean_a2a" in j:
                line += f", all-to-all {j['mean_a2a']:.0f} cycles ({_ms(j['mean_a2a'], meta):.2f} ms)"
            L.append(line)
    return "\n".join(L)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.traffic", description=__doc__.split("\n\n")[0])
    ap.add_argument("scenario", nargs="?", help="scenario name (--list); sirius-X uses the schedule of mercury-X")
    ap.add_argument("--out", type=Path, help="schedule directory to write")
    ap.add_argument("--scale", type=float, help="divide bytes and compute times by this (default: the scenario's)")
    ap.add_argument("--iters", type=int, help="iterations (default: the scenario's)")
    ap.add_argument("--node-base", type=int, help="fabric node of the first GPU host (default: the scenario's)")
    ap.add_argument("--no-reference", action="store_true", help="skip the reference executor")
    ap.add_argument("--list", action="store_true", help="list the scenarios")
    ap.add_argument("--run", type=Path, metavar="DIR",
                    help="check a schedule directory and run it in the reference executor")
    a = ap.parse_args(argv)
    try:
        if a.list:
            for s in SCENARIOS.values():
                print(f"{s.name:<18} scale {s.scale:g}, {s.iters} iter(s): {s.doc}")
            return 0
        if a.run:
            d = sc.read_schedule(a.run)
            meta = d.meta
            net = refsim.Net(**{k: v for k, v in meta["network"].items() if k in refsim.Net.__dataclass_fields__})
            res = refsim.run(d.programs, meta["gpu_node"], net)
            print(summary(meta, {"end_cycle": res.end, "jobs": refsim.phases(res.marks, meta["jobs"])}))
            return 0
        if not a.scenario or not a.out:
            ap.error("give a scenario and --out DIR (or --list, or --run DIR)")
        try:
            base_name(a.scenario)
        except KeyError as e:
            raise ValueError(e.args[0]) from None
        schedule, _ = build(a.scenario, a.scale, a.iters, a.node_base, reference=not a.no_reference)
        sc.write_schedule(a.out, schedule)
        print(summary(schedule.meta, schedule.meta.get("reference")))
        print(f"wrote {len(schedule.programs)} programs and {sc.SIDECAR} to {a.out}")
        return 0
    except (ValueError, refsim.RefsimError) as e:
        print(f"lightpath.traffic: error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
