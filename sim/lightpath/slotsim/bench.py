"""`make bench` part `slotsim`: the slot-level model against the RTL's recorded S-VLB figures (the
calibration table of lightpath.slotsim.calibrate) and the model's speed against the RTL's.

Speed: the model runs the whole RTL bench (both modes, every seed and load point, drains included) and
prints the slots it simulated per second, as clocks per second of the S-VLB fabric (its slot of
SLOT_CLK clocks) and of the NIC's slot at the generated slot timing (SLOT['slot_words'] clocks). The
RTL's figure comes from part `svlb`'s recorded wall time (docs/figures/bench-svlb.json; builds are not
in it, two simulations side by side): the clocks it simulated, counted with the model's drain lengths
(the RTL's are not recorded), per second of one simulator; and the recorded speed of the 4-node
training scenario, the whole NIC fabric (slot transmitter, receivers, emulated GPUs) the model is
meant to stand in for at scale.
"""

from __future__ import annotations

import re
import time

from lightpath.bench import svlb as rtl_bench
from lightpath.cell.generated import SLOT
from lightpath.env.svlb_fabric import SLOT_CLK
from lightpath.flow import figures
from lightpath.slotsim import calibrate
from lightpath.slotsim.run import Point, sweep

RTL_PARALLEL = 2    # part svlb runs two simulations at a time (its ThreadPoolExecutor)
SCENARIOS = ("mercury-testbed",)   # recorded `make sim` runs whose RTL speed the part quotes


def timed_sweeps() -> tuple[list[list[Point]], float]:
    """Every mode and seed of the RTL bench, run by the model; (points per run, CPU seconds)."""
    t0 = time.process_time()
    runs = [sweep(sirius, seed) for sirius in (False, True) for seed in rtl_bench.SEEDS]
    return runs, time.process_time() - t0


def part_slotsim() -> None:
    print(calibrate.render(calibrate.compare()))
    print(calibrate.render_tests(calibrate.compare_tests()))
    print(calibrate.render_ocs(calibrate.compare_ocs()))
    runs, cpu = timed_sweeps()
    slots = sum(p.slots for r in runs for p in r)
    nodes = rtl_bench.NODES
    nic_slot = int(SLOT["slot_words"])
    print(f"  model speed: {slots} slots of {nodes} nodes (both modes, {len(rtl_bench.SEEDS)} seeds, "
          f"{len(rtl_bench.LOADS)} points, drains included) in {cpu:.2f} s of CPU: {slots / cpu:,.0f} slots/s = "
          f"{slots * SLOT_CLK / cpu / 1e6:.1f} M clocks/s of the S-VLB fabric ({SLOT_CLK}-clock slot) = "
          f"{slots * nic_slot / cpu / 1e6:.1f} M clocks/s at the generated slot timing ({nic_slot}-clock slot)")
    rec = figures.load(calibrate.RECORD)
    if rec is None:
        print("  RTL speed: part svlb not recorded")
        return
    wall = float(rec["figures"]["wall_s"])
    rtl_clocks = slots * SLOT_CLK
    rtl_rate = rtl_clocks / (wall * RTL_PARALLEL)
    print(f"  RTL (part svlb, {calibrate.rtl_commit()}): the same {slots} slots = {rtl_clocks / 1e6:.1f} M clocks in "
          f"{wall:.1f} s wall, {RTL_PARALLEL} simulations side by side: {rtl_rate:,.0f} clocks/s per simulation "
          f"(drains counted as the model's)")
    print(f"  model / RTL: {slots * SLOT_CLK / cpu / rtl_rate:,.0f} x (per CPU second)")
    for name, mode, rate in scenario_rates():
        print(f"  RTL, the whole NIC fabric with emulated GPUs (`make sim SCENARIO={name}`, {mode} mode, recorded): "
              f"{rate:,.0f} clocks/s; the model at the generated slot timing: "
              f"{slots * nic_slot / cpu / rate:,.0f} x")


def scenario_rates() -> list[tuple[str, str, float]]:
    """(scenario, mode, simulated clocks/s) of the 4-node training scenario's recorded run."""
    out = []
    for name in SCENARIOS:
        rec = figures.load(f"scenario-{name}")
        if rec is None:
            continue
        for m in re.finditer(r"^\[(\w+)\] .*simulated at ([\d,]+) cycles/s", rec["figures"]["output"], re.M):
            out.append((name, m[1], float(m[2].replace(",", ""))))
    return out
