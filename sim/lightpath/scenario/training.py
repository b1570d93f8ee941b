"""Training scenarios on the RTL: `python -m lightpath.scenario mercury-testbed` (what `make sim` runs).

1. lightpath.traffic writes the scenario's schedule (one program per emulated GPU, scaled by its scale factor);
2. the fabric top runs it with the emulated GPUs (sim/scenarios/training.py), once per fabric mode (Mercury:
   S-VLB + OCS circuits chosen by the arbiter's MEPC engine; Sirius: plain VLB on the same RTL);
3. this module turns the raw results into the report: per job iteration and DP-phase times (from the GPUs'
   MARK logs), Mercury/Sirius ratios against the issue's targets, frame latency distributions, loss, OTS
   slot and OCS use, relay fraction, MEPC reconfigurations; PNG plots and one JSON with every figure's data.
"""

from __future__ import annotations

import dataclasses
import json
import statistics
import time
from pathlib import Path
from typing import Any

from lightpath.env.fabric import CLOCK_NS, FABRIC4_PARAMS
from lightpath.env.gpu_stats import hist_edges
from lightpath.flow import hdl
from lightpath.flow.paths import SIM
from lightpath.gen.fabric_emit import GPU_NODE_BASE, GPUS
from lightpath.model import fibre
from lightpath.scenario import training_plots
from lightpath.traffic import refsim, scenarios as tsc, sched as sc

MODULE = SIM / "scenarios" / "training.py"
# The 8-node scenarios' fibres: Mercury's 2 pods (Mercury paper, 4.1), 5 m inside a pod, 25 m across, on the fabric's
# one AWGR (standing in pod 0; lightpath.model.fibre). The 4-node scenarios keep the fabric's uniform DELAY_CYCLES.
FIBRES8 = fibre.mercury_pods(8)
FABRIC8_PARAMS: dict[str, object] = {"SVLB": 1}
# scenario (schedule name) -> (fabric top, its parameters, fabric nodes)
FABRICS: dict[str, tuple[str, dict[str, object], int]] = {
    "mercury-testbed": ("lp_fabric4", FABRIC4_PARAMS, 4),
    # 8 nodes x 8 GPUs (lp_fabric8: GPUS = 8 from node 0 on; node 0 is the arbiter and a NIC core as well)
    **{f"mercury-8node-j{j}": ("lp_fabric8", FABRIC8_PARAMS, 8) for j in range(1, 6)},
    # one expert GPU per node: fitted onto local GPU 0 of each node's 8 (fit()), run in both fabric modes
    "mfabric-a2a": ("lp_fabric8", FABRIC8_PARAMS, 8),
    # one worker GPU per node (fit()), ODDL mode only: control units, LCoS-WSS optics, control network
    "oddl-hd": ("lp_fabric8", FABRIC8_PARAMS, 8),
    "oddl-testbed": ("lp_fabric4", FABRIC4_PARAMS, 4),
}
# scenario -> its fibre plan: the optics' fibres (the fabric's input fibre_words, Fabric(fibres=...)) and the
# transmit advance the bring-up sets from it
FIBRES: dict[str, fibre.FibrePlan] = {b: FIBRES8 for b, (_, p, _) in FABRICS.items() if p is FABRIC8_PARAMS}
UNIFORM_FIBRE = "fibres: the fabric's one DELAY_CYCLES on every path (4 words, ~5 m node to node), no transmit advance"
TARGET_ITER_SPEEDUP = 1.5    # Sirius / Mercury iteration time (paper: nearly 1.5x)
TARGET_DP_RATIO = 0.55       # Mercury / Sirius DP-phase time (paper: nearly half)
SETTLED_DRIFT = 0.10         # steady state settled: its last iteration within 10 % of the steady mean
HIST_SHIFT = 4               # latency histogram in units of 2^4 cycles (log-linear bins: lp_gpu_hist_bin)
SAMPLE_CYCLES = 8192
# The arbiter's request ageing for training (ArbSettings.age, PARAM.age_max, round-robin cycles): a DP job's
# circuit has to outlive the gaps between its all-reduce steps and iterations (Mercury configures the OCS
# for the periodic DP pattern). With the default of the arbiter tests (6 cycles, ~1500 clocks) the testbed's
# circuit was torn down and set up again ~490 times per run (OPS_ADD / OPS_REMOVE).
ARB_AGE = 200
DROP_KEYS = ("DROP", "OVERFLOW", "LOST", "_BAD", "LATE", "JUNK", "ABORT", "ERR")
# ODDL mode (oddl-*): the control network's delay per message is not scaled with the schedule (ODDL's
# 5 us electrical control path, 001 section 5); tuning and the WSS set-up (before the GPUs start) are short.
ODDL_MSG_US = 5.0
ODDL = {"msg_clocks": round(ODDL_MSG_US * 1000 / CLOCK_NS), "wss_time": 2000, "tune": 2, "timeout": 0}


def names() -> list[str]:
    """Training scenarios `make sim` can run (Sirius variants included)."""
    out = []
    for base in FABRICS:
        out.append(base)
        if base.startswith("mercury-"):
            out.append("sirius-" + base[len("mercury-"):])
    return out


def default_modes(name: str) -> tuple[str, ...]:
    """sirius-*: Sirius only; oddl-*: ODDL only; everything else (mercury-*, mfabric-a2a) both modes,
    Mercury first."""
    if name.startswith("oddl-"):
        return ("oddl",)
    return ("sirius",) if name.startswith("sirius-") else ("mercury", "sirius")


def fit(schedule: sc.Schedule, nodes: int) -> sc.Schedule:
    """The schedule laid onto the GPU slots of the `nodes`-node fabric top (fabric_emit.GPUS per node from
    GPU_NODE_BASE on): a schedule GPU on node n with local index i becomes fabric GPU (n - base) * GPUS + i;
    SEND destinations, the sidecar's GPU lists and expected bytes follow; unused slots get a HALT."""
    meta = schedule.meta
    per, base = GPUS[nodes], GPU_NODE_BASE[nodes]
    if meta["gpus_per_node"] == per and meta["node_base"] == base:
        return schedule
    if meta["gpus_per_node"] > per or meta["node_base"] < base or meta["node_base"] + meta["nodes"] > nodes:
        raise ValueError(f"{meta['scenario']}: {meta['nodes']} x {meta['gpus_per_node']} GPUs from node "
                         f"{meta['node_base']} do not fit lp_fabric{nodes} ({per} GPUs per node from node {base})")
    gmap = [(n - base) * per + g % meta["gpus_per_node"] for g, n in enumerate(meta["gpu_node"])]
    progs: list[list[sc.Op]] = [[sc.Halt()] for _ in range((nodes - base) * per)]
    for g, ops in enumerate(schedule.programs):
        progs[gmap[g]] = [dataclasses.replace(o, dst=gmap[o.dst]) if isinstance(o, sc.Send) else o for o in ops]
    m = dict(meta)
    m["gpus"], m["gpus_per_node"], m["node_base"], m["nodes"] = len(progs), per, base, nodes - base
    m["gpu_node"] = [base + f // per for f in range(len(progs))]
    m["jobs"] = [{**j, "gpus": [gmap[g] for g in j["gpus"]]} for j in meta["jobs"]]
    m["rx_bytes"] = {str(gmap[int(d)]): t for d, t in meta["rx_bytes"].items()}
    m["fitted"] = {"gpu_map": gmap, "note": f"schedule GPU g runs as fabric GPU gpu_map[g] ({per} per node)"}
    return sc.Schedule(progs, m)


def run(name: str, out_dir: Path, scale: float | None = None, iters: int | None = None,
        modes: tuple[str, ...] | None = None, timeout_cycles: int = 20_000_000, tag: str = "") -> dict[str, Any]:
    """Schedule, simulate and report scenario `name`; writes report.json and the plots into out_dir."""
    base = tsc.base_name(name)
    if base not in FABRICS:
        raise KeyError(f"{name}: no fabric wired for its schedule {base} yet (have: {', '.join(FABRICS)})")
    top, params, nodes = FABRICS[base]
    if modes is None:
        modes = default_modes(name)
    out_dir.mkdir(parents=True, exist_ok=True)
    sdir = out_dir / "schedule"
    schedule, _ = tsc.build(name, scale=scale, iters=iters)
    schedule = fit(schedule, nodes)
    sc.write_schedule(sdir, schedule)
    meta = schedule.meta
    raw = out_dir / "raw.json"
    plan = FIBRES.get(base)
    cfg = {"sched": str(sdir), "modes": list(modes), "out": str(raw), "fabric_nodes": nodes,
           "frame_data": sc.spec().max_data, "hist_shift": HIST_SHIFT, "sample_cycles": SAMPLE_CYCLES,
           "timeout_cycles": timeout_cycles, "arb": {"age": ARB_AGE}, "oddl": ODDL,
           "fibres": plan.as_dict() if plan else None}
    t0 = time.monotonic()
    run_dir = hdl.run(top, MODULE, params, extra_env={"LP_TRAIN": json.dumps(cfg)}, tag=tag or name,
                      plusargs=[f"+lp_sched={sdir}"], profile=hdl.scenario_profile())
    wall = time.monotonic() - t0
    rep = report(meta, json.loads(raw.read_text()), wall)
    rep["fibres"] = {**plan.as_dict(), "text": plan.describe()} if plan else {"text": UNIFORM_FIBRE}
    rep["run_dir"] = str(run_dir)
    rep["plots"] = training_plots.plots(rep, out_dir)
    (out_dir / "report.json").write_text(json.dumps(rep, indent=1))
    return rep


def _mode_report(meta: dict[str, Any], r: dict[str, Any]) -> dict[str, Any]:
    sp = sc.spec()
    marks: list[list[tuple[int, int]]] = [[] for _ in range(meta["gpus"])]
    for g in r["gpus"]:
        marks[g["gpu"]] = [tuple(m) for m in g["MARKS"]]
    jobs = refsim.phases(marks, meta["jobs"], sp)
    exp = {int(d): sum(t.values()) for d, t in meta["rx_bytes"].items()}
    got = {g["gpu"]: g["RX_BYTES"] + g["LOC_RX_BYTES"] for g in r["gpus"]}
    c = r["counters"]
    drops = {n: {k: v for k, v in cn.items() if v and any(s in k for s in DROP_KEYS)} for n, cn in enumerate(c)}
    if r["mode"] == "oddl":   # no S-VLB: every data cell goes straight to the flow's peer
        ots = delivered = sum(cn["TX_CELLS"] for cn in c)
    else:
        ots = sum(cn["SVLB_TX_CELLS"] for cn in c)
        delivered = sum(cn["SVLB_DELIVERED"] for cn in c)
    ocs = sum(cn["OCS_TX"] for cn in c)
    end = max(1, r["end_cycle"])
    node_slots = end / r["slot"] * r["nodes"]
    lat = {}
    for g in r["gpus"]:
        if g["RX_FRAMES"]:
            lat[str(g["gpu"])] = {"min": g["LAT_MIN"], "max": g["LAT_MAX"], "mean": g["LAT_SUM"] / g["RX_FRAMES"],
                                  "frames": g["RX_FRAMES"], "hist": g["HIST"],
                                  "hist_edges": hist_edges(len(g["HIST"]), HIST_SHIFT)}
    for j in jobs:
        j.update(steady_state(j["iterations"]))
    slowest = max(jobs, key=lambda j: j.get("mean_iter", 0.0), default=None)
    return {
        "mode": r["mode"], "cycles": r["end_cycle"], "timed_out": r["timed_out"], "jobs": jobs,
        "sim_cycles_per_s": r.get("sim_cycles_per_s", 0.0),
        "slowest_job": slowest["name"] if slowest else None,
        "bytes_expected": sum(exp.values()), "bytes_received": sum(got.values()),
        "lost_bytes": sum(max(0, exp.get(g, 0) - got.get(g, 0)) for g in got),
        "rx_bad_frames": sum(g["RX_BAD"] for g in r["gpus"]), "drops": {str(k): v for k, v in drops.items() if v},
        "optics": {k: r[k] for k in ("collisions", "corrupt_words", "ocs_collide", "dram_err")},
        "ots_cells": ots, "ots_slot_util": ots / node_slots if node_slots else 0.0,
        "ocs_cells": ocs, "ocs_share": ocs / max(1, ots + ocs),
        "relay_fraction": max(0, ots - delivered) / max(1, delivered),
        "mepc": {k: r["arbiter"].get(k, 0) for k in ("CFG_PUBLISHED", "OPS_ADD", "OPS_REMOVE", "OPS_SENT")},
        "ocs_events": r["ocs_events"], "latency": lat, "latency_summary": latency_summary(lat),
        "oddl": r.get("oddl", []),
        "samples": r["samples"], "sampled": r["sampled"], "slot": r["slot"], "nodes": r["nodes"],
    }


SCHEMA = "lightpath-training-report/2"   # report.json's layout, docs/system-sim.md "report.json"
# report.json: the unit of each numeric field by name (docs/system-sim.md describes every field)
UNITS = {
    "cycles, start, end, time, dp_*, mean_iter, mean_dp, steady_iter, steady_dp, warmup_iter, min, max, mean,"
    " hist_edges, slot, sample cycle": f"clock cycles of {CLOCK_NS} ns, simulated, of the scaled schedule",
    "*_ns, *_ns_le": "nanoseconds, simulated", "wall_s": "seconds", "sim_cycles_per_s": "cycles per wall second",
    "*_bytes, bytes_*": "bytes", "*_cells, ocs_cells, ots_cells": "cells", "hist": "frames per bin",
    "*_util, *_share, *_fraction": "fraction (0..1)", "iter_speedup*": "Sirius / Mercury iteration time",
    "dp_ratio*": "Mercury / Sirius DP-phase time", "scale": "factor bytes and compute were divided by",
}


def steady_state(iterations: list[dict[str, Any]]) -> dict[str, Any]:
    """A job's warm-up (its first iteration: the circuits are set up and the queues fill) apart from its
    steady state (the iterations after it): warmup_iter, steady_iters and, with at least one steady
    iteration, steady_iter and steady_dp (means, cycles)."""
    out: dict[str, Any] = {"steady_iters": max(0, len(iterations) - 1)}
    if iterations:
        out["warmup_iter"] = iterations[0]["time"]
    steady = iterations[1:]
    if steady:
        out["steady_iter"] = statistics.mean(x["time"] for x in steady)
        out["steady_spread"] = max(x["time"] for x in steady) / max(1, min(x["time"] for x in steady)) - 1
        out["steady_drift"] = abs(steady[-1]["time"] / max(1.0, out["steady_iter"]) - 1)
        if all("dp_time" in x for x in steady):
            out["steady_dp"] = statistics.mean(x["dp_time"] for x in steady)
    return out


def latency_summary(lat: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Frame latency over every GPU of a mode: frames, min/mean/max (exact, ns) and, from the pooled
    histogram, the bounds p50 and p99 are at most (the upper edge of the bin the quantile falls in; the max
    when it falls in the overflow bin)."""
    if not lat:
        return {"frames": 0}
    frames = sum(v["frames"] for v in lat.values())
    hist = [sum(c) for c in zip(*(v["hist"] for v in lat.values()))]
    edges = next(iter(lat.values()))["hist_edges"]
    hi = max(v["max"] for v in lat.values())
    out: dict[str, Any] = {"frames": frames, "min_ns": min(v["min"] for v in lat.values()) * CLOCK_NS,
                           "mean_ns": sum(v["mean"] * v["frames"] for v in lat.values()) / frames * CLOCK_NS,
                           "max_ns": hi * CLOCK_NS}
    for q in (50, 99):
        need, acc = q / 100 * frames, 0
        for b, c in enumerate(hist):
            acc += c
            if acc >= need:
                top = hi if b == len(hist) - 1 else min(hi, edges[b + 1])
                out[f"p{q}_ns_le"] = top * CLOCK_NS
                break
    return out


def compare(m: dict[str, Any], s: dict[str, Any]) -> dict[str, Any]:
    """Mercury (m) against Sirius (s), per job and iteration, over all iterations and in steady state.
    The headline ratios (iter_speedup: the slowest job's; dp_ratio: the worst DP job's) are taken in
    steady state when both modes have a steady iteration for every job, otherwise over all iterations
    (warm-up included); `basis` and `rests_on_iterations` say which."""
    rows = []
    for jm, js in zip(m["jobs"], s["jobs"]):
        row: dict[str, Any] = {"job": jm["name"]}
        pairs = list(zip(jm["iterations"], js["iterations"]))
        row["iter_speedup_per_iter"] = [b["time"] / a["time"] for a, b in pairs if a["time"]]
        if jm.get("mean_iter") and js.get("mean_iter"):
            row["iter_speedup"] = js["mean_iter"] / jm["mean_iter"]
        if jm.get("steady_iter") and js.get("steady_iter"):
            row["iter_speedup_steady"] = js["steady_iter"] / jm["steady_iter"]
        if jm.get("mean_dp") and js.get("mean_dp"):
            row["dp_ratio_per_iter"] = [a["dp_time"] / b["dp_time"] for a, b in pairs if b.get("dp_time")]
            row["dp_ratio"] = jm["mean_dp"] / js["mean_dp"]
        if jm.get("steady_dp") and js.get("steady_dp"):
            row["dp_ratio_steady"] = jm["steady_dp"] / js["steady_dp"]
        rows.append(row)
    steady = bool(rows) and all("iter_speedup_steady" in r for r in rows)
    sfx = "_steady" if steady else ""
    key = "steady_iter" if steady else "mean_iter"
    slow_m: dict[str, Any] = max(m["jobs"], key=lambda j: j.get(key, 0.0), default={"name": None})
    slow_s: dict[str, Any] = next((j for j in s["jobs"] if j["name"] == slow_m["name"]), {})
    speed = slow_s[key] / slow_m[key] if slow_m.get(key) and slow_s.get(key) else 0.0
    dps = [r["dp_ratio" + sfx] for r in rows if "dp_ratio" + sfx in r]
    n_it = min((j["steady_iters"] if steady else len(j["iterations"]) for j in m["jobs"] + s["jobs"]), default=0)
    unsettled = sorted({f"{mode} {j['name']}" for mode, x in (("mercury", m), ("sirius", s)) for j in x["jobs"]
                        if j.get("steady_drift", 0.0) > SETTLED_DRIFT}) if steady else []
    return {
        "jobs": rows, "basis": "steady state (warm-up iteration left out)" if steady else
        "all iterations (warm-up included: no steady-state iteration)",
        "rests_on_iterations": n_it, "slowest_job": slow_m["name"],
        "settled": steady and not unsettled, "unsettled": unsettled,
        "iter_speedup": speed, "dp_ratio": max(dps) if dps else None,
        "targets": {
            f"iter_speedup >= {TARGET_ITER_SPEEDUP:.2f}": speed >= TARGET_ITER_SPEEDUP,
            **({f"dp_ratio <= {TARGET_DP_RATIO:.2f}": max(dps) <= TARGET_DP_RATIO} if dps else {}),
            "zero loss": all(x["lost_bytes"] == 0 and not x["drops"] and x["rx_bad_frames"] == 0 for x in (m, s)),
        },
    }


def against(x: float, target: float) -> str:
    """x with as many decimals (2 to 6) as it takes to tell it from the target it is judged against."""
    for d in range(2, 7):
        if round(x, d) != round(target, d) or x == target:
            return f"{x:.{d}f}"
    return f"{x:.6f}"


def report(meta: dict[str, Any], raw: dict[str, Any], wall: float) -> dict[str, Any]:
    modes = {r["mode"]: _mode_report(meta, r) for r in raw["modes"]}
    rep: dict[str, Any] = {"schema": SCHEMA, "units": UNITS,
                           "scenario": meta["runs_as"], "schedule": meta["scenario"], "doc": meta["doc"],
                           "notes": meta["notes"], "scale": meta["scale"], "iters": meta["iters"],
                           "clock_ns": CLOCK_NS, "reference": meta.get("reference"), "modes": modes,
                           **({"oddl": ODDL} if "oddl" in modes else {}),
                           "wall_s": wall}
    if "mercury" in modes and "sirius" in modes:
        rep["compare"] = compare(modes["mercury"], modes["sirius"])
    return rep


def _us(cycles: float, scale: float = 1.0) -> float:
    return cycles * CLOCK_NS * scale / 1000.0


def render(rep: dict[str, Any]) -> str:
    sc_ = rep["scale"]
    L = [f"Lightpath training scenario {rep['scenario']} (schedule {rep['schedule']}): {rep['doc']}",
         f"scale factor {sc_:g}: bytes and compute divided by it; times below are simulated cycles "
         f"({CLOCK_NS:.1f} ns) and, in brackets, unscaled (x {sc_:g}); per iteration, {rep['iters']} iteration(s)"]
    L += [f"note: {n}" for n in rep["notes"]]
    fib = rep.get("fibres")
    if fib:
        line = fib["text"]
        if "advance_words" in fib:
            line += "; transmit advance (TSYNC_TX_ADVANCE) per node " + ", ".join(
                f"{a * CLOCK_NS:g}" for a in fib["advance_words"]) + " ns"
        L.append(line)
    for mode, m in rep["modes"].items():
        L += ["", f"[{mode}] {'TIMED OUT, ' if m['timed_out'] else ''}all GPUs done after {m['cycles']} cycles"
              f" (simulated at {m['sim_cycles_per_s']:,.0f} cycles/s, bring-up included)"]
        for j in m["jobs"]:
            its = ", ".join(str(i["time"]) + (" (warm-up)" if k == 0 else "") for k, i in enumerate(j["iterations"]))
            line = f"  job {j['name']:<6} iteration {j.get('mean_iter', float('nan')):>9.0f} cycles" \
                   f" ({_us(j.get('mean_iter', 0), sc_) / 1000:.2f} ms unscaled) mean of {len(j['iterations'])}"
            if "mean_dp" in j:
                line += f"; DP phase {j['mean_dp']:.0f} cycles ({_us(j['mean_dp'], sc_) / 1000:.2f} ms)"
            if j.get("a2a"):
                line += f"; all-to-all {statistics.mean(j['a2a']):.0f} cycles (mean of {len(j['a2a'])})"
            L.append(line)
            line = f"    per iteration (cycles): {its}"
            if "steady_iter" in j:
                line += f"; steady state (iterations 2..{len(j['iterations'])}): {j['steady_iter']:.0f}" \
                        f" (spread {100 * j['steady_spread']:.0f} %, last {100 * j['steady_drift']:.0f} % off)"
                if "steady_dp" in j:
                    line += f", DP phase {j['steady_dp']:.0f}"
            L.append(line)
        ls = m["latency_summary"]
        if ls["frames"]:
            L.append(f"  frame latency (GPU to GPU, {ls['frames']} frames): min {ls['min_ns']:.0f} ns, mean "
                     f"{ls['mean_ns']:.0f} ns, p50 <= {ls['p50_ns_le']:.0f} ns, p99 <= {ls['p99_ns_le']:.0f} ns, "
                     f"max {ls['max_ns']:.0f} ns")
        L.append(f"  loss: {m['lost_bytes']} of {m['bytes_expected']} bytes, {m['rx_bad_frames']} bad frames, "
                 f"drop counters {m['drops'] or 'none'}; optics {m['optics']}")
        L.append(f"  OTS: {m['ots_cells']} data cells, {100 * m['ots_slot_util']:.1f} % of node-slots; "
                 f"relayed {100 * m['relay_fraction']:.1f} %; OCS: {m['ocs_cells']} cells "
                 f"({100 * m['ocs_share']:.1f} % of cells); MEPC: {m['mepc']}")
        if m["oddl"]:
            od = m["oddl"]
            tot = {k: sum(r[k] for r in od) for k in ("ITERS", "STEPS", "RETUNES", "CTL_TX", "CTL_RX_BAD",
                                                      "DOORBELL_BAD", "START_REFUSED", "TIMEOUTS")}
            L.append(f"  ODDL control units ({len(od)} nodes): {tot}; last iteration "
                     f"{statistics.mean(r['ITER_CYCLES'] for r in od):.0f} cycles of which reconfiguration "
                     f"(GAP_CYCLES) {statistics.mean(r['GAP_CYCLES'] for r in od):.0f}; control message delay "
                     f"{rep.get('oddl', {}).get('msg_clocks', 0)} cycles (not scaled)")
    ref = rep.get("reference")
    if ref:
        L.append("")
        L.append(f"reference executor (ideal {rep['schedule']} network): "
                 + "; ".join(f"{j['name']} iteration {j.get('mean_iter', 0):.0f}"
                             + (f", DP {j['mean_dp']:.0f}" if "mean_dp" in j else "") for j in ref["jobs"]) + " cycles")
    cmp = rep.get("compare")
    if cmp:
        L += ["", f"Mercury vs Sirius (same RTL, same schedule); headline ratios: {cmp['basis']}, "
                  f"{cmp['rests_on_iterations']} iteration(s) per job:"]
        if cmp["unsettled"]:
            L.append(f"  NOT SETTLED: the last iteration of {', '.join(cmp['unsettled'])} is more than "
                     f"{100 * SETTLED_DRIFT:.0f} % off its steady-state mean (more iterations: python -m "
                     f"lightpath.scenario {rep['scenario']} --iters N)")
        for r in cmp["jobs"]:
            per = ", ".join(f"{x:.2f}x" for x in r["iter_speedup_per_iter"])
            line = f"  job {r['job']:<6} iteration speed-up per iteration [{per}], mean " \
                   f"{r.get('iter_speedup', float('nan')):.3f}x"
            if "iter_speedup_steady" in r:
                line += f", steady state {r['iter_speedup_steady']:.3f}x"
            L.append(line)
            if "dp_ratio" in r:
                per = ", ".join(f"{x:.3f}" for x in r["dp_ratio_per_iter"])
                L.append(f"         DP time ratio per iteration [{per}], mean {r['dp_ratio']:.3f}"
                         + (f", steady state {r['dp_ratio_steady']:.3f}" if "dp_ratio_steady" in r else ""))
        L.append(f"  slowest job ({cmp['slowest_job']}): iteration "
                 f"{against(cmp['iter_speedup'], TARGET_ITER_SPEEDUP)}x faster in Mercury mode")
        if cmp["dp_ratio"] is not None:
            L.append(f"  DP time ratio (worst DP job): {against(cmp['dp_ratio'], TARGET_DP_RATIO)}")
        for t, ok in cmp["targets"].items():
            L.append(f"  target {t}: {'met' if ok else 'NOT MET'}")
    L.append(f"\nwall time {rep['wall_s']:.1f} s")
    return "\n".join(L)
