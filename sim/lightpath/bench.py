"""`make bench`: performance figures of what exists so far (printed, never asserted).

- slot efficiency at the default parameters (from the cell-format source),
- the slice-2node scenario: delivered throughput, slot utilisation, latency, and the simulator's own
  speed in simulated line cycles per wall-clock second.
"""

from __future__ import annotations

import json
import time

from lightpath import hdl
from lightpath.paths import SIM
from lightpath.scenario import render, slot_budget


def main() -> None:
    b = slot_budget()
    print(f"slot efficiency at defaults: payload {100 * b['payload_eff']:.1f} % (target >= 90 %),"
          f" cell {100 * b['cell_eff']:.1f} %, slot {b['slot_ns']:.1f} ns")
    report = hdl.SIM_BUILD / "scenarios" / "bench-slice-2node.json"
    report.parent.mkdir(parents=True, exist_ok=True)
    hdl.build("lp_fabric2")  # build outside the timed region
    t0 = time.monotonic()
    hdl.run("lp_fabric2", SIM / "scenarios" / "slice_2node.py",
            extra_env={"LP_REPORT": str(report), "LP_FRAMES": "400"}, tag="bench")
    wall = time.monotonic() - t0
    rep = json.loads(report.read_text())
    print(render(rep, wall))
    cycles = rep["sim_time_ns"] / rep["clock_ns"]
    print(f"simulator speed (2-node slice, cocotb-driven): {cycles / wall:,.0f} cycles/s")


if __name__ == "__main__":
    main()
