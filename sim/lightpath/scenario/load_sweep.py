"""Loss against offered load on the RTL (Mercury Figure 11b): `python -m lightpath.scenario load-sweep`.

1. lightpath.traffic.load writes one program per emulated GPU holding every point of the sweep (a load phase at
   one offered load, then a drain);
2. the shared lp_fabric4 build runs it (sim/scenarios/load_sweep.py) once per fabric mode (Mercury: S-VLB + OCS
   circuits from the arbiter's MEPC engine; Sirius: plain VLB), with the GPU hosts in line mode: a MAC receive
   FIFO per host port that drops whole frames when the NIC does not take them (the board's Ethernet RX path),
   so the offered load is what the GPUs send whatever the fabric does;
3. this module turns the counters sampled at the end of every point into the report: per point and mode the
   frames offered, dropped at the MAC FIFOs, delivered, every NIC drop counter, the loss rate; the theoretical
   limit from the cell format; report.json, loss_vs_load.png and plots.json in build/sim/<name>/.

Loss rate = 1 - delivered / offered (frames; every frame carries the same bytes). Every frame is accounted
for when the network has drained: offered = delivered + dropped at the MAC FIFOs + lost in the NICs; the
report prints `unaccounted` (frames neither delivered nor counted as dropped at the sample) per point.
"""

from __future__ import annotations

import json
import math
import time
from pathlib import Path
from typing import Any

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import CLOCK_NS, FABRIC4_PARAMS
from lightpath.flow import hdl
from lightpath.flow.paths import SIM
from lightpath.scenario.training import ARB_AGE, DROP_KEYS, HIST_SHIFT
from lightpath.traffic import load as tl, sched as sc

MODULE = SIM / "scenarios" / "load_sweep.py"
TOP, PARAMS = "lp_fabric4", FABRIC4_PARAMS
MODES = ("mercury", "sirius")
SAMPLE_MARGIN = 4096                 # clocks before the next point at which a point's counters are read
QUIET = 2048                         # ... and a first look this much earlier: did anything still move?
POLL = 2048                          # final drain: clocks between polls
STILL_POLLS = 4                      # ... polls without progress that end it
FINAL_DRAIN_MAX = 200_000


def names() -> list[str]:
    return [tl.NAME]


def limits(spec: tl.LoadSpec, slot_run: int | None = None) -> dict[str, Any]:
    """The theoretical limits from the cell format. A slot carries payload_words of slot_words (the default slot,
    and `slot_run`, the slot the runs used: their guard is longer); a frame of F bytes takes ceil(F / payload_bytes)
    cells; a node's one OTS transmitter then carries at most word_bytes * payload/slot * F / (cells * payload_bytes)
    frame bytes per clock, shared by its host ports. Per port (as a fraction of the port's line rate, one word per
    clock): that divided by the GPUs (ports) sending on the node."""
    s = cellfmt.SLOT
    pw, sw, pb = int(s["payload_words"]), int(s["slot_words"]), int(s["payload_bytes"])
    sw_run = slot_run or sw
    fb = sc.spec().wire_bytes(spec.frame_data)
    cells = math.ceil(fb / pb)
    pack = fb / (cells * pb)
    ports = min(spec.gpus_per_node, spec.host_ports)
    return {
        "payload_words": pw, "slot_words": sw, "slot_words_run": sw_run,
        "guard_run": sw_run - sw + int(s["guard_words"]),
        "slot_eff": pw / sw, "slot_eff_run": pw / sw_run,
        "frame_bytes": fb, "cells_per_frame": cells, "pack_eff": pack,
        "node_limit": pw / sw_run * pack, "ports_per_node": ports,
        "port_limit": pw / sw_run * pack / ports, "port_limit_default_slot": pw / sw * pack / ports,
    }


def run(name: str, out_dir: Path, spec: tl.LoadSpec | None = None, modes: tuple[str, ...] | None = None,
        tag: str = "", svlb: dict[str, dict[str, int]] | None = None) -> dict[str, Any]:
    """Schedule, simulate and report the sweep; writes report.json, loss_vs_load.png and plots.json into out_dir."""
    if name not in names():
        raise KeyError(f"{name}: not a load sweep (have: {', '.join(names())})")
    spec = spec or tl.LoadSpec()
    modes = tuple(modes or MODES)
    for m in modes:
        if m not in MODES:
            raise ValueError(f"fabric mode {m!r}: one of {', '.join(MODES)}")
    if spec.drain <= SAMPLE_MARGIN + QUIET:
        raise ValueError(f"drain {spec.drain}: the counters are read from {SAMPLE_MARGIN + QUIET} clocks before the "
                         "next point on, so the drain must be longer")
    out_dir.mkdir(parents=True, exist_ok=True)
    sdir = out_dir / "schedule"
    schedule, _ = tl.build(spec, runs_as=name)
    sc.write_schedule(sdir, schedule)
    raw = out_dir / "raw.json"
    cfg = {"sched": str(sdir), "modes": list(modes), "out": str(raw), "fabric_nodes": tl.FABRIC_NODES,
           "frame_data": spec.frame_data, "hist_shift": HIST_SHIFT, "arb": {"age": ARB_AGE},
           "sample_margin": SAMPLE_MARGIN, "quiet_cycles": QUIET, "poll_cycles": POLL, "still_polls": STILL_POLLS,
           "final_drain_max": FINAL_DRAIN_MAX, "svlb": svlb}
    t0 = time.monotonic()
    run_dir = hdl.run(TOP, MODULE, PARAMS, extra_env={"LP_LOAD": json.dumps(cfg)}, tag=tag or name,
                      plusargs=[f"+lp_sched={sdir}"])
    wall = time.monotonic() - t0
    rep = report(schedule.meta, json.loads(raw.read_text()), spec, wall)
    rep["run_dir"] = str(run_dir)
    rep["plots"] = plots(rep, out_dir)
    (out_dir / "report.json").write_text(json.dumps(rep, indent=1))
    return rep


def _drops(c: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in c.items() if v and any(s in k for s in DROP_KEYS)}


def _diff(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Per-point figures between two snapshots (b after a)."""
    gpus = [{k: gb[k] - ga[k] for k in gb} for ga, gb in zip(a["gpus"], b["gpus"])]
    hosts: dict[str, dict[str, Any]] = {}
    for n, hb in b["hosts"].items():
        ha = a["hosts"][n]
        hosts[n] = {k: ([x - y for x, y in zip(v, ha[k])] if isinstance(v, list) else v - ha[k])
                    for k, v in hb.items() if k not in ("STATUS", "ID")}
    nics = [{k: v - na.get(k, 0) for k, v in nb.items()} for na, nb in zip(a["nics"], b["nics"])]
    offered = sum(g["TX_FRAMES"] for g in gpus)
    delivered = sum(g["RX_FRAMES"] for g in gpus)
    fifo = sum(sum(h["LINE_DROPS"]) for h in hosts.values())
    nic_drops = {str(n): d for n, d in ((n, _drops(c)) for n, c in enumerate(nics)) if d}
    return {
        "cycles": b["cycle"] - a["cycle"],
        "offered_frames": offered, "offered_bytes": sum(g["TX_BYTES"] for g in gpus),
        "delivered_frames": delivered, "delivered_bytes": sum(g["RX_BYTES"] for g in gpus),
        "fifo_drops": fifo, "fifo_drops_per_port": {n: h["LINE_DROPS"] for n, h in hosts.items()},
        "fifo_drop_full": sum(sum(h["LINE_DROP_FULL"]) for h in hosts.values()),
        "rx_bad": sum(g["RX_BAD"] for g in gpus), "unrouted": sum(h["RX_UNROUTED"] for h in hosts.values()),
        "send_stall_cycles": sum(g["CYC_SEND_STALL"] for g in gpus),
        "nic_drops": nic_drops,
        "unaccounted": offered - delivered - fifo,
        "loss": 1.0 - delivered / offered if offered else 0.0,
        "fifo_loss": fifo / offered if offered else 0.0,
        "ots_cells": sum(c.get("SVLB_TX_CELLS", 0) for c in nics),
        "ocs_cells": sum(c.get("OCS_TX", 0) for c in nics),
        "cells_delivered": sum(c.get("SVLB_DELIVERED", 0) for c in nics),
        # a cause, not a drop: resequencer gaps closed early because its buffer was full (their late cells then
        # break their frames: RESEQ_LATE, RX_DROP_REASM)
        "reseq_forced": sum(c.get("RESEQ_FORCED", 0) for c in nics),
    }


def _mode_report(meta: dict[str, Any], r: dict[str, Any]) -> dict[str, Any]:
    pts = meta["load"]["points"]
    snaps = [r["base"]] + r["samples"]
    rows = []
    for k, p in enumerate(pts):
        d = _diff(snaps[k], snaps[k + 1])
        d["load"] = p["load"]
        d["offered_load"] = sum(p["offered"]) / len(p["offered"])
        d["late_sample"] = k in r["late_samples"]
        # still moving at the end of its drain (the last point: the network never went quiet)
        d["moving"] = snaps[k + 1].get("moving", not r["quiet"])
        d["nic_lost"] = d["unaccounted"] if not d["moving"] else None
        d["relay_fraction"] = max(0, d["ots_cells"] - d["cells_delivered"]) / max(1, d["cells_delivered"])
        d["ocs_share"] = d["ocs_cells"] / max(1, d["ots_cells"] + d["ocs_cells"])
        rows.append(d)
    # the knee: the highest offered load below which every point lost nothing
    knee = None
    for d in rows:
        if d["loss"] > 0 or d["unaccounted"]:
            break
        knee = d["offered_load"]
    first_loss = next((d["offered_load"] for d in rows if d["loss"] > 0), None)
    return {
        "mode": r["mode"], "points": rows, "drained": r["drained"], "quiet": r["quiet"], "end_cycle": r["end_cycle"],
        "zero_loss_up_to": knee, "first_loss_at": first_loss,
        "bring_up_s": r["bring_up_s"], "sim_cycles_per_s": r["sim_cycles_per_s"],
        "mepc": {k: r["arbiter"].get(k, 0) for k in ("CFG_PUBLISHED", "OPS_ADD", "OPS_REMOVE", "OPS_SENT")},
        "ocs_events": r["ocs_events"],
        "optics": {k: r[k] for k in ("collisions", "corrupt_words", "ocs_collide", "dram_err")},
        "send_stall_cycles": sum(g["CYC_SEND_STALL"] for g in r["gpus"]),
        "marks_ok": _marks_ok(meta, r),
    }


def _marks_ok(meta: dict[str, Any], r: dict[str, Any]) -> bool:
    """Every GPU logged ITER_START/ITER_END of every point at the cycles of the sidecar's timeline (relative to
    its START): the GPUs were never stalled, so the offered load is the programmed one."""
    sp = sc.spec()
    for g in r["gpus"]:
        got = {m: c - g["START"] for m, c in g["MARKS"]}
        for k, p in enumerate(meta["load"]["points"]):
            if got.get(sp.mark_id("ITER_START", k)) != p["start"] or got.get(sp.mark_id("ITER_END", k)) != p["end"]:
                return False
    return True


def report(meta: dict[str, Any], raw: dict[str, Any], spec: tl.LoadSpec, wall: float) -> dict[str, Any]:
    modes = {r["mode"]: _mode_report(meta, r) for r in raw["modes"]}
    lm = meta["load"]
    return {
        "scenario": meta["runs_as"], "doc": meta["doc"], "clock_ns": CLOCK_NS,
        "fabric": TOP, "gpus": meta["gpus"], "gpu_nodes": sorted(set(meta["gpu_node"])),
        "spec": {k: lm[k] for k in ("loads", "cycles", "drain", "drain_per_load", "seed", "frame_data", "frame_bytes",
                                    "frame_words")},
        "limits": limits(spec, raw["modes"][0]["slot"] if raw["modes"] else None), "modes": modes, "wall_s": wall,
    }


def render(rep: dict[str, Any]) -> str:
    sp, lim = rep["spec"], rep["limits"]
    L = [f"Lightpath {rep['scenario']} on {rep['fabric']}: {rep['doc']}",
         f"{rep['gpus']} GPUs on nodes {', '.join(map(str, rep['gpu_nodes']))}, one per host port; frames of "
         f"{sp['frame_data']} data bytes ({sp['frame_bytes']} bytes, {sp['frame_words']} words); each point "
         f"{sp['cycles']} clocks of load ({sp['cycles'] * rep['clock_ns'] / 1000:.0f} us) + {sp['drain']} + "
         f"{sp['drain_per_load']} x load clocks of drain; host ports in line mode (MAC RX FIFO, drops whole frames "
         "when full)",
         f"theoretical limit (cell format): payload {lim['payload_words']} / slot {lim['slot_words']} words = "
         f"{lim['slot_eff']:.3f} ({lim['payload_words']} / {lim['slot_words_run']} = {lim['slot_eff_run']:.3f} with "
         f"the runs' guard of {lim['guard_run']} words); a {lim['frame_bytes']}-byte frame fills "
         f"{lim['cells_per_frame']} cell(s) to {100 * lim['pack_eff']:.0f} %: one OTS transmitter carries at most "
         f"{lim['node_limit']:.3f} of a port's line rate, {lim['port_limit']:.3f} per port with "
         f"{lim['ports_per_node']} ports per node sending"]
    for mode, m in rep["modes"].items():
        end = ("every frame accounted for" if m["drained"] else
               "quiet, frames lost in the NICs" if m["quiet"] else "NOT QUIET at the end")
        L += ["", f"[{mode}] {end}; MEPC {m['mepc']}; optics {m['optics']}; "
              f"timeline {'exact' if m['marks_ok'] else 'NOT AS PROGRAMMED'}; bring-up {m['bring_up_s']:.0f} s, "
              f"{m['sim_cycles_per_s']:,.0f} cycles/s",
              f"  {'load':>5} {'offered':>8} {'frames':>7} {'delivered':>9} {'MAC FIFO':>8} {'NIC lost':>8}"
              f" {'loss':>7} {'relay':>6} {'OCS':>5}  NIC drop counters"]
        for d in m["points"]:
            nd: dict[str, int] = {}
            for c in d["nic_drops"].values():
                for k, v in c.items():
                    nd[k] = nd.get(k, 0) + v
            lost = f"{d['nic_lost']:>8}" if d["nic_lost"] is not None else f"{'(' + str(d['unaccounted']) + ')':>8}"
            L.append(f"  {d['load']:>5.2f} {d['offered_load']:>8.3f} {d['offered_frames']:>7}"
                     f" {d['delivered_frames']:>9} {d['fifo_drops']:>8} {lost} {100 * d['loss']:>6.2f}%"
                     f" {100 * d['relay_fraction']:>5.0f}% {100 * d['ocs_share']:>4.0f}%  "
                     + (", ".join(f"{k} {v}" for k, v in sorted(nd.items())) or "-")
                     + (f"; RESEQ_FORCED {d['reseq_forced']}" if d["reseq_forced"] else "")
                     + (" (still moving at the sample)" if d["moving"] else "")
                     + (" (sampled late)" if d["late_sample"] else ""))
        z = m["zero_loss_up_to"]
        L.append(f"  zero loss up to offered load {z:.3f}" if z is not None else "  loss at every point")
        if m["first_loss_at"] is not None:
            L.append(f"  first loss at {m['first_loss_at']:.3f}")
    L.append(f"\nwall time {rep['wall_s']:.1f} s")
    return "\n".join(L)


def plots(rep: dict[str, Any], out: Path) -> dict[str, str]:
    """loss_vs_load.png (both modes, the theoretical per-port limit marked; one paper column wide, as the
    training plots) and its data beside it (loss_vs_load.json) and in plots.json."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lightpath.scenario.training_plots import DPI, FONT_PT, WIDTH_IN
    plt.rcParams.update({"font.size": FONT_PT, "legend.fontsize": FONT_PT - 1})
    data: dict[str, Any] = {"loss_vs_load": {}, "limits": rep["limits"],
                            "units": {"offered_load": "fraction of a host port's 10 Gb/s", "*_percent": "%"}}
    fig, ax = plt.subplots(figsize=(WIDTH_IN, 2.8))
    for mode, m in rep["modes"].items():
        xs = [d["offered_load"] for d in m["points"]]
        ys = [100 * d["loss"] for d in m["points"]]
        line = ax.plot(xs, ys, "o-", label=f"{mode}: loss")[0]
        ax.plot(xs, [100 * d["fifo_loss"] for d in m["points"]], "x--", color=line.get_color(),
                label=f"{mode}: of which MAC FIFO drops")
        data["loss_vs_load"][mode] = {"offered_load": xs, "loss_percent": ys,
                                      "fifo_loss_percent": [100 * d["fifo_loss"] for d in m["points"]],
                                      "fifo_drops": [d["fifo_drops"] for d in m["points"]],
                                      "offered_frames": [d["offered_frames"] for d in m["points"]]}
    lim = rep["limits"]["port_limit"]
    ax.axvline(lim, color="grey", linestyle="--", label=f"cell-format limit {lim:.2f}")
    ax.set_xlabel("offered load per host port (of 10 Gb/s)")
    ax.set_ylabel("packet loss (%)")
    ax.set_title(f"{rep['scenario']}: loss vs offered load", fontsize=FONT_PT + 1)
    ax.legend()
    fig.tight_layout()
    png = out / "loss_vs_load.png"
    fig.savefig(png, dpi=DPI)
    plt.close(fig)
    (out / "loss_vs_load.json").write_text(json.dumps(data))
    (out / "plots.json").write_text(json.dumps(data))
    return {"loss_vs_load": str(png), "data": str(out / "plots.json")}
