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
from lightpath.flow import hdl
from lightpath.flow.paths import SIM
from lightpath.gen.fabric_emit import GPU_NODE_BASE, GPUS
from lightpath.model import fibre
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
HIST_SHIFT = 7               # latency histogram bins of 2^7 cycles
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
    rep["plots"] = plots(rep, out_dir)
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
                                  "frames": g["RX_FRAMES"], "hist": g["HIST"], "bin_cycles": 1 << HIST_SHIFT}
    return {
        "mode": r["mode"], "cycles": r["end_cycle"], "timed_out": r["timed_out"], "jobs": jobs,
        "sim_cycles_per_s": r.get("sim_cycles_per_s", 0.0),
        "iteration_cycles": max((j.get("mean_iter", 0.0) for j in jobs), default=0.0),
        "bytes_expected": sum(exp.values()), "bytes_received": sum(got.values()),
        "lost_bytes": sum(max(0, exp.get(g, 0) - got.get(g, 0)) for g in got),
        "rx_bad_frames": sum(g["RX_BAD"] for g in r["gpus"]), "drops": {str(k): v for k, v in drops.items() if v},
        "optics": {k: r[k] for k in ("collisions", "corrupt_words", "ocs_collide", "dram_err")},
        "ots_cells": ots, "ots_slot_util": ots / node_slots if node_slots else 0.0,
        "ocs_cells": ocs, "ocs_share": ocs / max(1, ots + ocs),
        "relay_fraction": max(0, ots - delivered) / max(1, delivered),
        "mepc": {k: r["arbiter"].get(k, 0) for k in ("CFG_PUBLISHED", "OPS_ADD", "OPS_REMOVE", "OPS_SENT")},
        "ocs_events": r["ocs_events"], "latency": lat, "oddl": r.get("oddl", []),
        "samples": r["samples"], "sampled": r["sampled"], "slot": r["slot"], "nodes": r["nodes"],
    }


def report(meta: dict[str, Any], raw: dict[str, Any], wall: float) -> dict[str, Any]:
    modes = {r["mode"]: _mode_report(meta, r) for r in raw["modes"]}
    rep: dict[str, Any] = {"scenario": meta["runs_as"], "schedule": meta["scenario"], "doc": meta["doc"],
                           "notes": meta["notes"], "scale": meta["scale"], "iters": meta["iters"],
                           "clock_ns": CLOCK_NS, "reference": meta.get("reference"), "modes": modes,
                           **({"oddl": ODDL} if "oddl" in modes else {}),
                           "wall_s": wall}
    if "mercury" in modes and "sirius" in modes:
        m, s = modes["mercury"], modes["sirius"]
        cmp = []
        for jm, js in zip(m["jobs"], s["jobs"]):
            row: dict[str, Any] = {"job": jm["name"]}
            if jm.get("mean_iter") and js.get("mean_iter"):
                row["iter_speedup"] = js["mean_iter"] / jm["mean_iter"]
            if jm.get("mean_dp") and js.get("mean_dp"):
                row["dp_ratio"] = jm["mean_dp"] / js["mean_dp"]
            cmp.append(row)
        speed = s["iteration_cycles"] / m["iteration_cycles"] if m["iteration_cycles"] else 0.0
        dps = [r["dp_ratio"] for r in cmp if "dp_ratio" in r]
        rep["compare"] = {
            "jobs": cmp, "iter_speedup": speed, "dp_ratio": max(dps) if dps else None,
            "targets": {
                f"iter_speedup >= {TARGET_ITER_SPEEDUP:.2f}": speed >= TARGET_ITER_SPEEDUP,
                **({f"dp_ratio <= {TARGET_DP_RATIO:.2f}": max(dps) <= TARGET_DP_RATIO} if dps else {}),
                "zero loss": all(x["lost_bytes"] == 0 and not x["drops"] and x["rx_bad_frames"] == 0
                                 for x in modes.values()),
            },
        }
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
            its = ", ".join(str(i["time"]) for i in j["iterations"])
            line = f"  job {j['name']:<6} iteration {j.get('mean_iter', float('nan')):>9.0f} cycles" \
                   f" ({_us(j.get('mean_iter', 0), sc_) / 1000:.2f} ms unscaled) [{its}]"
            if "mean_dp" in j:
                line += f"; DP phase {j['mean_dp']:.0f} cycles ({_us(j['mean_dp'], sc_) / 1000:.2f} ms)"
            if j.get("a2a"):
                line += f"; all-to-all {statistics.mean(j['a2a']):.0f} cycles (mean of {len(j['a2a'])})"
            L.append(line)
        lats = [v for v in m["latency"].values()]
        if lats:
            mean = statistics.mean(v["mean"] for v in lats)
            L.append(f"  frame latency (GPU to GPU): min {min(v['min'] for v in lats) * CLOCK_NS:.0f} ns, mean "
                     f"{mean * CLOCK_NS:.0f} ns, max {max(v['max'] for v in lats) * CLOCK_NS:.0f} ns")
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
        L += ["", "Mercury vs Sirius (same RTL, same schedule):"]
        for r in cmp["jobs"]:
            L.append(f"  job {r['job']:<6} iteration speed-up {r.get('iter_speedup', float('nan')):.2f}x"
                     + (f", DP time ratio {r['dp_ratio']:.2f}" if "dp_ratio" in r else ""))
        L.append(f"  slowest job's iteration: {cmp['iter_speedup']:.2f}x faster in Mercury mode")
        for t, ok in cmp["targets"].items():
            L.append(f"  target {t}: {'met' if ok else 'NOT MET'}")
    L.append(f"\nwall time {rep['wall_s']:.1f} s")
    return "\n".join(L)


def plots(rep: dict[str, Any], out: Path) -> dict[str, str]:
    """PNG plots (matplotlib, Agg) and their data in plots.json; returns name -> file."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    data: dict[str, Any] = {}
    files: dict[str, str] = {}
    modes = rep["modes"]
    # iteration-time CDF (Mercury Figure 11a)
    fig, ax = plt.subplots(figsize=(6, 4))
    data["iteration_cdf"] = {}
    for mode, m in modes.items():
        t = sorted(i["time"] * CLOCK_NS * rep["scale"] / 1e6 for j in m["jobs"] for i in j["iterations"])
        if t:
            ys = [(k + 1) / len(t) for k in range(len(t))]
            ax.step(t, ys, where="post", label=mode)
            data["iteration_cdf"][mode] = {"ms_unscaled": t, "cdf": ys}
    ax.set_xlabel("iteration time (ms, unscaled)")
    ax.set_ylabel("CDF")
    ax.legend()
    ax.set_title(f"{rep['scenario']}: iteration time")
    files["iteration_cdf"] = _save(fig, out / "iteration_cdf.png")
    # latency histogram (Figure 10b)
    fig, ax = plt.subplots(figsize=(6, 4))
    data["latency_hist"] = {}
    for mode, m in modes.items():
        bins: list[int] = []
        for v in m["latency"].values():
            bins = [a + b for a, b in zip(bins, v["hist"])] if bins else list(v["hist"])
        if bins:
            w = (1 << HIST_SHIFT) * CLOCK_NS
            xs = [k * w for k in range(len(bins))]
            ax.bar([x + (0.4 * w if mode == "sirius" else 0) for x in xs], bins, width=0.4 * w, label=mode,
                   align="edge")
            data["latency_hist"][mode] = {"bin_ns": w, "counts": bins}
    ax.set_xlabel("frame latency (ns; last bin = overflow)")
    ax.set_ylabel("frames")
    ax.legend()
    files["latency_hist"] = _save(fig, out / "latency_hist.png")
    # slot occupancy over time
    fig, axs = plt.subplots(len(modes), 1, figsize=(7, 2.5 * len(modes)), squeeze=False)
    data["slot_occupancy"] = {}
    for ax, (mode, m) in zip(axs[:, 0], modes.items()):
        s = m["samples"]
        series = {}
        for n in range(m["nodes"]):
            prev_c, prev = 0, [0, 0, 0, 0]
            xs, ots, ocs = [], [], []
            for row in s:
                v = row[str(n)]
                dt = max(1, row["cycle"] - prev_c)
                xs.append(_us(row["cycle"]))
                ots.append((v[0] - prev[0]) / (dt / m["slot"]))
                ocs.append((v[1] - prev[1]) / (dt / m["slot"]))
                prev_c, prev = row["cycle"], v
            series[str(n)] = {"us": xs, "ots_cells_per_slot": ots, "ocs_cells_per_slot": ocs}
            if any(ots) or any(ocs):
                ax.plot(xs, ots, label=f"node {n} OTS")
                if any(ocs):
                    ax.plot(xs, ocs, "--", label=f"node {n} OCS")
        data["slot_occupancy"][mode] = series
        ax.set_title(f"{mode}: data cells per slot")
        ax.set_xlabel("simulated time (us)")
        ax.legend(fontsize=6)
    files["slot_occupancy"] = _save(fig, out / "slot_occupancy.png")
    (out / "plots.json").write_text(json.dumps(data))
    files["data"] = str(out / "plots.json")
    return files


def _save(fig: Any, path: Path) -> str:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    import matplotlib.pyplot as plt
    plt.close(fig)
    return str(path)
