"""`make bench [PARTS="..."]`: performance figures of the NIC datapath (printed, never asserted).

Parts (the registry PARTS, each with its duration class): without PART arguments every part of class
`minutes` runs and the `long` ones are named with the command that runs them; `--list` prints the plan.

1. slot efficiency at the default parameters (from the cell-format source), and scenario slice-2node
   (2 nodes, saturating mixed traffic): delivered throughput, slot utilisation, latency;
2. the highest offered load with zero loss (2-node fabric, one flow each way, fixed-size frames,
   offered load swept), as a fraction of the post-overhead line rate;
3. one-hop latency (min / median / p99) at low load for 64, 512 and 1500-byte frames;
4. the simulator's own speed on the 8-node fabric with all-to-all traffic (cycles per wall second);
5. the CDR phase cache preamble figures (lightpath.bench.cdr);
6. the slot budget at 25G/100G (arithmetic only);
7. S-VLB (lightpath.bench.svlb): delivered throughput vs offered load in S-VLB and Sirius modes on
   the 4-node S-VLB fabric (PNG plot), the relay hop fraction and the DRAM bytes per delivered byte;
8. the MEPC engine against the exact optimum (lightpath.bench.mepc); 8b. the engine model, the software
   heuristic and the firmware's exact solver side by side, the solver's MicroBlaze V cycles (lightpath.bench.mwm);
9. ODDL (lightpath.bench.oddl): gateware handshake latency, HD vs ring all-reduce, control delay.
10. every scenario of `make sim` (lightpath.bench.scenario) at its defaults: wall time of each, and the
    simulated cycles per second with the GPUs in RTL (target >= 100 k on the 8-node fabric).
11. in-network aggregation (lightpath.agg.bench).
12. 10GBASE-R MAC+PCS (lightpath.bench.eth): loopback line utilisation and latency.
13. the ILA capture reader's speed (lightpath.bench.ila).
14. the control-plane fault campaign (lightpath.bench.faults): loss and recovery per fault.
15. the slot-level fabric model (lightpath.slotsim.bench): calibration against part 7's recorded RTL figures,
    the model's speed against the RTL's.

The load arithmetic below (capacity, normalisation) is shared with the cocotb scenarios in
sim/scenarios/bench_load.py. Definitions: docs/timing-budget.md.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import NamedTuple, TextIO

from lightpath.agg import bench as agg_bench
from lightpath.bench import (
    cdr as cdr_bench,
    eth as eth_bench,
    faults as faults_bench,
    ila as ila_bench,
    mepc as mepc_bench,
    mwm as mwm_bench,
    oddl as oddl_bench,
    scenario as scenario_bench,
    svlb as svlb_bench,
)
from lightpath.cell import generated as cellfmt
from lightpath.flow import docfigures, figures, hdl
from lightpath.flow.paths import SIM
from lightpath.regs.lp_nic_node import REGS
from lightpath.scenario import load_sweep, run as scenario, training
from lightpath.scenario.run import pct, render, slot_budget
from lightpath.slotsim import bench as slotsim_bench

BENCH_MODULE = SIM / "scenarios" / "bench_load.py"
WORD_BYTES = cellfmt.WORD_BITS // 8
SLOT_WORDS = int(cellfmt.SLOT["slot_words"])
PAYLOAD_BYTES = int(cellfmt.SLOT["payload_bytes"])
PAYLOAD_WORDS = int(cellfmt.SLOT["payload_words"])
CLOCK_NS = cellfmt.CLOCK_NS
SLOT_NS = SLOT_WORDS * CLOCK_NS
HOST_GBPS = cellfmt.WORD_BITS * float(cellfmt.SLOT["clock_mhz"]) / 1000.0  # 64 bit x 156.25 MHz

# Zero loss (docs/timing-budget.md): besides every frame delivered intact and no drop counter moving,
# the host port is never back-pressured (X = 0 cycles) and the queue stays bounded: the median latency
# of a flow's last quarter of frames exceeds that of its first quarter by at most one slot.
MAX_BACKPRESSURE_CYCLES = 0
MAX_LATENCY_TREND_NS = SLOT_NS

# Sizes of the runs: enough frames that 1 % of overload grows the queue by more than one slot of
# latency between the first and the last quarter of a flow, and `make bench` stays within ~5 minutes.
SWEEP_LOADS = (0.95, 0.98, 1.00, 1.01, 1.02)
SWEEP_FRAMES = {1500: 128, 512: 256}
BEAT_SIZE = 1500
BEAT_LOADS = (0.98, 1.00, 1.02)
BEAT_FRAMES = 96
LATENCY_SIZES = (64, 512, 1500)
LATENCY_LOAD = 0.10
LATENCY_FRAMES = 60
SPEED_CYCLES = 20_000
SPEED_IDLE_CYCLES = 50_000
WORKERS = 2  # independent simulations of one part run side by side (the build machine has 2 cores)

# Physical inputs of the slot budget at other line rates (docs/timing-budget.md, "Changing it for 25G/100G").
SOA_SWITCH_NS = {"ODDL": 10.5, "Sirius": 3.84}  # SOA switching: ODDL measured; Sirius end to end
SOA_OSR = 8  # lp_nic_core's default OSR: SOA edges placed in 1/8 of a line cycle (OSERDES)
LINES = (("10G", 64, 156.25), ("25G", 64, 390.625), ("100G", 256, 390.625))  # name, word bits, MHz
PAYLOAD_CHOICES = (512, 1024, 2048, 4096)


# ------------------------------------------------------------------------------------------ load arithmetic
def cells_per_frame(size: int) -> int:
    return math.ceil(size / PAYLOAD_BYTES)


def beats_per_frame(size: int) -> int:
    return math.ceil(size / WORD_BYTES)


def post_overhead_gbps() -> float:
    """Line rate left for payload: payload words per slot / slot words x host rate."""
    return PAYLOAD_WORDS / SLOT_WORDS * HOST_GBPS


def padding_eff(size: int) -> float:
    """Share of the cells' payload areas a frame of `size` bytes fills (its last cell is zero-padded)."""
    return size / (cells_per_frame(size) * PAYLOAD_BYTES)


def frame_capacity_gbps(size: int) -> float:
    """Frame bytes per second one flow can carry with one slot per round-robin cycle (2-node fabric):
    the post-overhead line rate x the per-frame cell padding."""
    return post_overhead_gbps() * padding_eff(size)


def frame_period_cycles(size: int, load: float) -> float:
    """Cycles between frames of one flow offering `load` x frame_capacity_gbps(size)."""
    return cells_per_frame(size) * SLOT_WORDS / load


def host_fraction(size: int, load: float) -> float:
    """The same offered load as a fraction of the host port's beat rate (64 bit x 156.25 MHz)."""
    return beats_per_frame(size) / frame_period_cycles(size, load)


def guard_words(word_ns: float, switch_ns: float) -> int:
    """Smallest guard that lets an SOA switching in `switch_ns` settle before the preamble. The SOA of a
    slot that changes wavelength rises in cycle c of the slot at sub-cycle `edge_offset`, c the smallest
    with c x OSR + edge_offset >= dead_time (docs/soa-driver.md), with the SOA_CTRL reset values."""
    ctrl = REGS["SOA_CTRL"].fields
    offset = min(ctrl["edge_offset"].reset, SOA_OSR - 1)
    c = max(0, math.ceil((ctrl["dead_time"].reset - offset) / SOA_OSR))
    rise_ns = (c * SOA_OSR + offset) / SOA_OSR * word_ns
    return math.ceil((rise_ns + switch_ns) / word_ns - 1e-9)


def slot_plan(word_bits: int, clock_mhz: float, payload_bytes: int, switch_ns: float) -> dict[str, float]:
    """Slot of one line option: guard from the SOA, preamble as today (one word with the phase cache)."""
    word_ns = 1000.0 / clock_mhz
    g = guard_words(word_ns, switch_ns)
    pre = int(cellfmt.SLOT["preamble_words"])
    hdr = math.ceil(cellfmt.HEADER_BITS / word_bits)
    pl = payload_bytes * 8 // word_bits
    slot = g + pre + hdr + pl
    return {"word_ns": word_ns, "guard": g, "preamble": pre, "header": hdr, "payload": pl, "slot": slot,
            "slot_ns": slot * word_ns, "eff": pl / slot, "gbps": word_bits * clock_mhz / 1000.0}


# ------------------------------------------------------------------------------------------ verdicts
def point_failures(p: dict) -> list[str]:
    """Why a load point is not zero loss (empty: zero loss)."""
    why = []
    for f in p["flows"]:
        tag = f"{f['src']}->{f['dst']}"
        if f["delivered"] != f["sent"] or not f["intact_in_order"]:
            why.append(f"{tag}: {f['delivered']}/{f['sent']} delivered, intact and in order: {f['intact_in_order']}")
        if f["backpressure_cycles"] > MAX_BACKPRESSURE_CYCLES:
            why.append(f"{tag}: host port back-pressured {f['backpressure_cycles']} cycles")
        if f["latency_trend_ns"] > MAX_LATENCY_TREND_NS:
            why.append(f"{tag}: queue growing (latency +{f['latency_trend_ns']:.0f} ns)")
    drops = {f"n{n}.{k}": v for n, d in p["drops"].items() for k, v in d.items()}
    if drops:
        why.append(f"drop counters moved: {drops}")
    if p["corrupt_words"]:
        why.append(f"{p['corrupt_words']} corrupted words in the optics")
    return why


def highest_zero_loss(points: list[dict]) -> float | None:
    """Highest swept load such that it and every lower swept load were zero loss."""
    best = None
    for p in sorted(points, key=lambda q: q["load"]):
        if point_failures(p):
            break
        best = p["load"]
    return best


# ------------------------------------------------------------------------------------------ runs
def run_bench(top: str, testcase: str, cfg: dict, tag: str) -> dict:
    """One simulation of sim/scenarios/bench_load.py; returns its JSON report."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        hdl.run(top, BENCH_MODULE, testcase=testcase, tag=tag,
                extra_env={"LP_BENCH": json.dumps(cfg), "LP_REPORT": str(report)})
        return json.loads(report.read_text())


def run_side_by_side(jobs: list[tuple[str, str, dict, str]]) -> list[dict]:
    """Independent simulations (top, testcase, config, tag) on WORKERS cores; reports in job order."""
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        return list(pool.map(lambda job: run_bench(*job), jobs))


class _Tee(io.StringIO):
    """Keeps what a part prints while it still goes to the terminal."""

    def __init__(self, out: TextIO) -> None:
        super().__init__()
        self.out = out

    def write(self, text: str) -> int:
        self.out.write(text)
        return super().write(text)

    def flush(self) -> None:
        self.out.flush()


def timed(title: str, fn: Callable[[], None], record_as: str | None = None) -> None:
    """Run one part under its heading; with `record_as`, record its printed figures for the docs
    (docs/figures/bench-<record_as>.json, quoted by `<!-- figures bench:<record_as> -->` sections)."""
    print(f"\n=== {title}", flush=True)
    t0 = time.monotonic()
    tee = _Tee(sys.stdout)
    with contextlib.redirect_stdout(tee):
        fn()
    wall = time.monotonic() - t0
    print(f"[{title}: wall time {wall:.1f} s]", flush=True)
    if record_as:
        command = f"make bench PARTS={record_as}" if record_as in PARTS else "make bench"   # part 1 runs always
        figures.record(f"bench-{record_as}", command,
                       {"title": title, "output": tee.getvalue().rstrip("\n"), "wall_s": round(wall, 1)})


def part_slot_efficiency() -> None:
    b = slot_budget()
    print(f"slot efficiency at defaults: payload {100 * b['payload_eff']:.1f} % (target >= 90 %),"
          f" cell {100 * b['cell_eff']:.1f} %, slot {b['slot_ns']:.1f} ns")


def part_slice_scenario() -> None:
    rep, wall, _ = scenario.run("slice-2node", frames=400, tag="bench-slice-2node")
    print(render(rep, wall))
    cycles = rep["sim_time_ns"] / rep["clock_ns"]
    print(f"simulator speed (2-node fabric, cocotb-driven): {cycles / wall:,.0f} cycles/s")


def render_sweep(size: int, pace: str, points: list[dict]) -> None:
    cap = frame_capacity_gbps(size)
    print(f"{size}-byte frames, {cells_per_frame(size)} cell(s) each, pace '{pace}':"
          f" 100 % load = {cap:.3f} Gb/s of frame bytes per flow"
          f" = {100 * host_fraction(size, 1.0):.1f} % of the {HOST_GBPS:.1f} Gb/s host port")
    print(f"  {'load':>6} {'host':>6} {'Gb/s':>6} {'frames':>9} {'back-pr.':>8} {'lat median':>10}"
          f" {'lat max':>8} {'trend':>7}  verdict")
    for p in sorted(points, key=lambda q: q["load"]):
        fl = p["flows"]
        why = point_failures(p)
        print(f"  {100 * p['load']:5.1f}% {100 * p['host_fraction']:5.1f}% {p['load'] * cap:6.3f}"
              f" {sum(f['delivered'] for f in fl):>4}/{sum(f['sent'] for f in fl):<4}"
              f" {max(f['backpressure_cycles'] for f in fl):>8}"
              f" {max(f['latency_median_ns'] for f in fl):>7.0f} ns {max(f['latency_max_ns'] for f in fl):>5.0f} ns"
              f" {max(f['latency_trend_ns'] for f in fl):>+6.0f}"
              f"  {'zero loss' if not why else 'LOSS: ' + '; '.join(why)}")
    best = highest_zero_loss(points)
    if best is None:
        print(f"  highest offered load with zero loss ({size} B, pace '{pace}'): none of the swept loads")
    else:
        print(f"  highest offered load with zero loss ({size} B, pace '{pace}'): {100 * best:.1f} % of the"
              f" post-overhead line rate (target >= 95 %) = {best * cap:.3f} Gb/s"
              f" = {100 * host_fraction(size, best):.1f} % of the host port")


def part_zero_loss() -> None:
    print(f"post-overhead line rate: {PAYLOAD_WORDS} payload words / {SLOT_WORDS} slot words x {HOST_GBPS:.1f} Gb/s"
          f" = {post_overhead_gbps():.3f} Gb/s; per-frame cell padding: size / (cells x {PAYLOAD_BYTES} B)")
    print(f"zero loss: all frames delivered intact and in order, no drop counter moved, no corrupted word,"
          f" host port back-pressured <= {MAX_BACKPRESSURE_CYCLES} cycles, queue bounded (latency of the last"
          f" quarter of frames <= first quarter + {MAX_LATENCY_TREND_NS:.1f} ns)")

    def frame_points(size: int) -> list[dict]:
        return [{"size": size, "load": ld, "frames": SWEEP_FRAMES[size], "pace": "frame"} for ld in SWEEP_LOADS]

    beat = [{"size": BEAT_SIZE, "load": ld, "frames": BEAT_FRAMES, "pace": "beat"} for ld in BEAT_LOADS]
    reps = run_side_by_side([
        ("lp_fabric2", "load_sweep", {"points": frame_points(1500)}, "bench-sweep-a"),
        ("lp_fabric2", "load_sweep", {"points": frame_points(512) + beat}, "bench-sweep-b"),
    ])
    points = [p for rep in reps for p in rep["points"]]
    for size, pace in [(s, "frame") for s in SWEEP_FRAMES] + [(BEAT_SIZE, "beat")]:
        render_sweep(size, pace, [p for p in points if p["size"] == size and p["pace"] == pace])


def part_latency() -> None:
    def cfg(sizes: list[int]) -> dict:
        return {"sizes": sizes, "load": LATENCY_LOAD, "frames": LATENCY_FRAMES, "seed": 11}

    big = max(LATENCY_SIZES)  # the longest run (most cells per frame) beside all the others
    reps = run_side_by_side([
        ("lp_fabric2", "low_load_latency", cfg([s for s in LATENCY_SIZES if s != big]), "bench-latency-a"),
        ("lp_fabric2", "low_load_latency", cfg([big]), "bench-latency-b"),
    ])
    print(f"one-hop latency, first beat into the source host port -> last beat out of the destination's,"
          f" Poisson arrivals at {100 * LATENCY_LOAD:.0f} % load, both directions (no target set):")
    for p in sorted((p for rep in reps for p in rep["points"]), key=lambda q: q["size"]):
        lat = p["latency_ns"]
        drops = {f"n{n}.{k}": v for n, d in p["drops"].items() for k, v in d.items()}
        note = "" if p["delivered"] == p["sent"] and p["intact_in_order"] and not drops else f"  (LOSS: {drops})"
        print(f"  {p['size']:>5} B: min {min(lat):7.0f} ns, median {statistics.median(lat):7.0f} ns,"
              f" p99 {pct(lat, 99):7.0f} ns  ({len(lat)} frames; min = {min(lat) / SLOT_NS:.2f} slots){note}")


def part_speed() -> None:
    # The 8-node correctness check lives here, not in `make test`: the 8-node fabric is the
    # regression's largest build (~10 minutes of C++ on the 2-core CI machine, docs/toolchain.md).
    # Same test module, same assertions; a failure stops the benchmark.
    hdl.run("lp_fabric8", SIM.parent / "tb" / "nic" / "test_lp_fabric_n.py", testcase="uniform_all_to_all",
            tag="bench-8node-check")
    print("8-node uniform all-to-all (tb/nic/test_lp_fabric_n.py::uniform_all_to_all on lp_fabric8): every frame"
          " exactly once, intact, in order per flow; no drop counted")
    cfg = {"cycles": SPEED_CYCLES, "idle_cycles": SPEED_IDLE_CYCLES, "frames_per_node": 200}
    rep = run_bench("lp_fabric8", "all_to_all_speed", cfg, "bench-speed")
    n = rep["nodes"]
    slots = rep["cycles"] / SLOT_WORDS * n
    drops = {f"n{k}.{c}": v for k, d in rep["drops"].items() for c, v in d.items()}
    print(f"{n}-node fabric (lp_fabric{n}), saturating all-to-all traffic, {rep['cycles']:,} cycles:"
          f" {rep['cycles'] / rep['wall_s']:,.0f} cycles/s ({rep['wall_s']:.1f} s wall, build excluded;"
          f" no target set)")
    print(f"  traffic in the window: {rep['cells_sent']} cells in {slots:.0f} node-slots"
          f" ({100 * rep['cells_sent'] / slots:.1f} %), {rep['frames_delivered']} frames delivered,"
          f" drops {drops or 0}, corrupted words {rep['corrupt_words']}")
    print(f"  same model without traffic (Verilator and clock only):"
          f" {rep['idle_cycles'] / rep['idle_wall_s']:,.0f} cycles/s")


def part_cdr() -> None:
    print("target: the default preamble (1 word) loses nothing with the phase cache on")
    cdr_bench.main()


def part_rates() -> None:
    len_bits = next(bits for name, _, bits in cellfmt.FIELDS if name == "len")
    limit = int(cellfmt.SLOT["max_payload_bytes"])
    print(f"guard = SOA switching + rise offset (SOA_CTRL.edge_offset/{SOA_OSR} of a word), rounded up to words;"
          f" preamble {int(cellfmt.SLOT['preamble_words'])} word (phase cache); header {cellfmt.HEADER_BITS} bits")
    print(f"(* payload > max_payload_bytes = {limit} of lp_cell.toml; ** also > the {len_bits}-bit `len` field)")
    for name, bits, mhz in LINES:
        p0 = slot_plan(bits, mhz, PAYLOAD_CHOICES[0], SOA_SWITCH_NS["ODDL"])
        guards = ", ".join(f"{k} {v} ns -> {slot_plan(bits, mhz, PAYLOAD_CHOICES[0], v)['guard']} word(s)"
                           for k, v in SOA_SWITCH_NS.items())
        print(f"  {name}: {bits} bit x {mhz:g} MHz = {p0['gbps']:.1f} Gb/s, word {p0['word_ns']:.2f} ns;"
              f" guard: {guards}; header {p0['header']} word(s)")
        for pb in PAYLOAD_CHOICES:
            p = slot_plan(bits, mhz, pb, SOA_SWITCH_NS["ODDL"])
            mark = "**" if pb >= (1 << len_bits) else "*" if pb > limit else ""
            print(f"    payload {pb:>4} B{mark:<2}: {p['guard']}+{p['preamble']}+{p['header']}+{p['payload']}"
                  f" = {p['slot']:>3} words = {p['slot_ns']:6.1f} ns, payload efficiency {100 * p['eff']:5.1f} %"
                  f" {'(>= 90 %)' if p['eff'] >= 0.9 else ''}")


# (scenario, scale factor: None = the scenario's own). The 8-node run is scaled further so the part stays
# within minutes (64 GPUs on 8 nodes, built with hdl's "fast" profile: ~3.4-3.7 k simulated cycles/s, against
# ~2.6-2.8 k with the regression's build flags; measured 2026-11-25, docs/system-sim.md).
def build_all(parts: list[str]) -> None:
    """Every Verilated model the selected parts use, built (or found in the cache) before any timed part."""
    builds: list[tuple[str, dict[str, int]] | tuple[str, dict[str, int], list[Path]]] = []
    if {"slice", "load", "latency"} & set(parts):
        builds.append(("lp_fabric2", {}))
    if "speed" in parts:
        builds.append(("lp_fabric8", {}))
    if "svlb" in parts:
        builds.append((svlb_bench.TOP, svlb_bench.PARAMS))
    if "cdr" in parts:
        builds += [(cdr_bench.TOP, {"OSR": osr, "NSRC": nsrc}) for osr, nsrc in cdr_bench.BUILDS.items()]
    if "mepc" in parts:
        builds += mepc_bench.builds()
    if "oddl" in parts:
        builds += oddl_bench.builds()
    if "agg" in parts:
        builds += agg_bench.builds()
    if "eth" in parts:
        builds += eth_bench.builds()
    if "faults" in parts:
        builds += faults_bench.builds()
    jobs = [partial(hdl.build, *b) for b in builds]
    if "scenarios" in parts:   # training runs use hdl.scenario_profile() ("fast"), the load sweep the regression's
        tops = {(top, tuple(sorted(params.items()))): params for top, params, _ in training.FABRICS.values()}
        jobs += [partial(hdl.build, top, params, profile=hdl.scenario_profile()) for (top, _), params in tops.items()]
        jobs.append(partial(hdl.build, load_sweep.TOP, load_sweep.PARAMS))   # also agg-testbed's build
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        list(pool.map(lambda job: job(), jobs))


# Duration classes of the parts: `make bench` with no PARTS runs the MINUTES parts (each finishes in minutes
# on the 2-core build machine, builds included) and names the LONG ones it skips (each over 30 minutes).
MINUTES = "minutes"
LONG = "long"


class Part(NamedTuple):
    title: str
    run: Callable[[], None]
    duration: str   # MINUTES or LONG


PARTS: dict[str, Part] = {
    "slice": Part("1b. slice-2node scenario (saturating mixed frames)", part_slice_scenario, MINUTES),
    "load": Part("2. highest offered load with zero loss (2-node fabric, one flow each way)", part_zero_loss, MINUTES),
    "latency": Part("3. one-hop latency at low load (2-node fabric)", part_latency, MINUTES),
    "speed": Part("4. 8-node fabric: all-to-all correctness check, simulator speed", part_speed, MINUTES),
    "cdr": Part("5. CDR phase cache: minimum preamble", part_cdr, MINUTES),
    "rates": Part("6. slot budget at 25G/100G (arithmetic, ODDL guard, no simulation)", part_rates, MINUTES),
    "svlb": Part("7. S-VLB vs Sirius: throughput vs offered load, relay fraction, DRAM bytes (4-node S-VLB fabric)",
             svlb_bench.part_svlb, MINUTES),
    "mepc": Part("8. MEPC engine vs the exact optimum, decision latency (Verilated SpinalHDL engine)",
             mepc_bench.part_mepc, MINUTES),
    "mwm": Part("8b. MEPC decisions vs the exact optimum: engine model, software heuristic, firmware exact solver"
            " (host) side by side; the firmware solver's cycles on the MicroBlaze V", mwm_bench.part_mwm, MINUTES),
    "oddl": Part("9. ODDL: gateware handshake latency, HD vs ring all-reduce (4/8 nodes RTL, 8-32 step model),"
             " 5 vs 10 us control delay", oddl_bench.part_oddl, MINUTES),
    "scenarios": Part("10. every make-sim scenario at its defaults: wall time, simulated cycles/s",
                  scenario_bench.part_scenarios, LONG),
    "agg": Part("11. in-network aggregation (P4-ORDC): job completion and bytes into the master, with and without",
            agg_bench.part_agg, MINUTES),
    "eth": Part("12. 10GBASE-R MAC+PCS: loopback throughput at line rate (512..9600-byte frames) and latency",
            eth_bench.part_eth, MINUTES),
    "ila": Part("13. ILA capture reader: read + check time per 8,192 samples (CSV, VCD; 8,192 and 131,072 samples)",
            ila_bench.part_ila, MINUTES),
    "faults": Part("14. control-plane fault campaign: loss against what the fault point counted, recovery time"
               " (4-node fabric, arbiter firmware in the loop)", faults_bench.part_faults, MINUTES),
    "slotsim": Part("15. slot-level fabric model: calibration against part 7's recorded RTL figures, speed",
                slotsim_bench.part_slotsim, MINUTES),
}


def select(names: list[str]) -> tuple[list[str], list[str]]:
    """(parts to run, parts skipped) for the PART arguments `names`: the named parts in their order, or with
    none named every MINUTES part in registry order (the LONG ones skipped). ValueError on an unknown name."""
    unknown = [n for n in names if n not in PARTS]
    if unknown:
        raise ValueError(f"unknown part(s) {', '.join(unknown)}; valid parts: {', '.join(PARTS)}")
    if names:
        return list(dict.fromkeys(names)), []
    return ([n for n, p in PARTS.items() if p.duration == MINUTES],
            [n for n, p in PARTS.items() if p.duration != MINUTES])


def skipped_note(skipped: list[str]) -> str:
    """The line naming the skipped parts and the command that runs them ("" when none is skipped)."""
    if not skipped:
        return ""
    return (f"skipped the {LONG} parts (over 30 minutes each): {', '.join(skipped)};"
            f" run them with: make bench PARTS=\"{' '.join(skipped)}\"")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("parts", nargs="*", metavar="PART",
                    help=f"parts to run, of {', '.join(PARTS)} (default: every part of duration class {MINUTES})")
    ap.add_argument("--list", action="store_true",
                    help="print every part with its duration class and whether it would run; run nothing")
    ap.add_argument("--no-record", dest="record", action="store_false",
                    help="print only: do not record the parts' figures in docs/figures/ for the docs")
    args = ap.parse_args(argv)
    try:
        parts, skipped = select(args.parts)
    except ValueError as exc:
        ap.error(str(exc))
    if args.list:
        for name, part in PARTS.items():
            print(f"{name:<10} {part.duration:<8} {'run' if name in parts else 'skip'}  {part.title}")
        if skipped:
            print(skipped_note(skipped))
        return 0
    t_all = time.monotonic()
    print(f"Lightpath make bench, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC", flush=True)
    if skipped:
        print(skipped_note(skipped), flush=True)
    timed("1. slot efficiency", part_slot_efficiency, "efficiency" if args.record else None)
    timed("Verilator builds (cached per source contents; not part of any figure)", lambda: build_all(parts))
    for name in parts:
        timed(PARTS[name].title, PARTS[name].run, name if args.record else None)
    print(f"\nmake bench total wall time {time.monotonic() - t_all:.1f} s")
    if args.record:   # the docs' figure sections follow the recorded parts (docs/toolchain.md)
        for problem in docfigures.problems(write=True):
            print(f"docs: {problem}")
    if skipped:
        print(skipped_note(skipped))
    return 0


if __name__ == "__main__":
    sys.exit(main())
