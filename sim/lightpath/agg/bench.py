"""`make bench` part `agg` and `make sim SCENARIO=agg-testbed`: in-network aggregation (docs/agg.md)
against no aggregation.

Two 4-worker parameter-server jobs on lp_fabric4 #(SVLB=1, AGG=1) upload K int32 per worker at the same
time, R rounds (sim/scenarios/bench_agg.py). Printed per mode: each job's mean completion time, the
element bytes into the master per round (N*S without, S with aggregation), the engine's windows.
Without aggregation the master still has to reduce N*S bytes after the upload: the bench adds that at a
reduce rate (REDUCE_GBPS, a host summing int32 vectors from memory; P4-ORDC's masters reduce in
software) and prints both the upload-only and the full completion time.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from lightpath.agg import fmt
from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.flow import hdl
from lightpath.flow.paths import SIM

PARAMS = FABRIC4_PARAMS         # the shared 4-node build carries the engine and the encoders (AGG = 1)
SCENARIO = "agg-testbed"
ELEMS = 20 * fmt.CHUNK_ELEMS     # K int32 per worker: 9.6 KB, 20 contributions
ROUNDS = 3
WORKERS = 4
REDUCE_GBPS = 10.0               # master's software reduce: GB/s of input summed (memory bound)


def builds() -> list[tuple[str, dict]]:
    return [("lp_fabric4", PARAMS)]


def run(elems: int = ELEMS, rounds: int = ROUNDS) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        rep = Path(tmp) / "r.json"
        hdl.run("lp_fabric4", SIM / "scenarios" / "bench_agg.py", PARAMS, testcase="agg_jct", tag="bench-agg",
                extra_env={"LP_BENCH": json.dumps({"elems": elems, "rounds": rounds}), "LP_REPORT": str(rep)})
        return json.loads(rep.read_text())


def reduce_clocks(bytes_in: int) -> float:
    return bytes_in / (REDUCE_GBPS * 1e9) * 1e9 / cellfmt.CLOCK_NS


def summarise(res: list[dict]) -> dict[str, float]:
    """Mean completion clocks per mode (upload only, and with the master's reduce where it has one)."""
    out: dict[str, float] = {}
    for mode in res:
        name = "agg" if mode["aggregate"] else "plain"
        jcts = [c for r in mode["rounds"] for c in r["jct"].values()]
        bytes_in = [b for r in mode["rounds"] for b in r["bytes_into_master"].values()]
        out[f"{name}_upload"] = sum(jcts) / len(jcts)
        extra = 0.0 if mode["aggregate"] else reduce_clocks(int(sum(bytes_in) / len(bytes_in)))
        out[f"{name}_jct"] = out[f"{name}_upload"] + extra
        out[f"{name}_bytes"] = sum(bytes_in) / len(bytes_in)
    return out


def render(res: list[dict]) -> str:
    """The report of one run (both modes)."""
    s = summarise(res)
    us = cellfmt.CLOCK_NS / 1000
    eng = next(m["engine"] for m in res if m["aggregate"])
    return "\n".join([
        f"  2 jobs x {WORKERS} workers x {ELEMS} int32 ({4 * ELEMS} B), {ROUNDS} rounds, both jobs at once",
        f"  {'':28} {'aggregation':>14} {'none':>14}",
        f"  {'bytes into the master/job':28} {s['agg_bytes']:>14.0f} {s['plain_bytes']:>14.0f}",
        f"  {'upload complete (us)':28} {s['agg_upload'] * us:>14.1f} {s['plain_upload'] * us:>14.1f}",
        f"  {'+ master reduce (us)':28} {0.0:>14.1f} {(s['plain_jct'] - s['plain_upload']) * us:>14.1f}"
        f"   ({REDUCE_GBPS:g} GB/s)",
        f"  {'mean job completion (us)':28} {s['agg_jct'] * us:>14.1f} {s['plain_jct'] * us:>14.1f}"
        f"   ratio {s['agg_jct'] / s['plain_jct']:.2f}",
        f"  engine: {eng['AGG_RESULT']} results, {eng['AGG_WIN_OPEN']} windows, out-of-window {eng['AGG_OOW']},"
        f" NACK {eng['AGG_NACK']}, FAIL {eng['AGG_FAIL']}",
    ])


def part_agg() -> None:
    print(render(run()))


def scenario(out_dir: Path) -> dict:
    """`make sim SCENARIO=agg-testbed`: one run, its report (summary, per-mode cycles and speed, the raw
    rounds) written to out_dir/report.json and returned."""
    res = run()
    rep = {"scenario": SCENARIO, "scale": None, "iters": ROUNDS, "summary": summarise(res),
           "modes": {("aggregation" if m["aggregate"] else "none"): m for m in res}, "text": render(res)}
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "report.json").write_text(json.dumps(rep, indent=1))
    return rep
