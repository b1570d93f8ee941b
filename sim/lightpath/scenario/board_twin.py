"""`make sim SCENARIO=board-twin`: the VCU118 board twin (docs/boards.md, "Board twin") from power-on: two
VCU118 tops whole, the arbiter's and a NIC node's real MicroBlaze V images, the WSS at the arbiter's PMOD
pins, a laser fault on the NIC board. Runs the twin's test (lightpath.boards.twin) and reports the
simulated times of each board's bring-up and of the fault's console line, the CPUs' bus accesses and the
simulator's speed; report.json carries its units."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from lightpath.boards import twin

SCENARIO = "board-twin"


def run(out: Path, tag: str = "") -> dict[str, Any]:
    """Run the twin into `out` (report.json); returns the report, its wall time included."""
    out.mkdir(parents=True, exist_ok=True)
    report = out / "report.json"
    report.unlink(missing_ok=True)
    t0 = time.monotonic()
    run_dir = twin.run(extra_env={"LP_REPORT": str(report)}, tag=tag or SCENARIO)
    rep: dict[str, Any] = json.loads(report.read_text())
    rep["run_wall_s"] = round(time.monotonic() - t0, 1)   # the build (when not reused) and the run
    rep["units"]["run_wall_s"] = "seconds, build included"
    rep["log"] = str(run_dir / "sim.log")
    report.write_text(json.dumps(rep, indent=1))
    return rep


def render(rep: dict[str, Any]) -> str:
    acc = rep["bus_accesses"]
    lines = [
        f"Lightpath scenario {SCENARIO}: two VCU118 tops (arbiter node, NIC node) from power-on, real images",
        f"  NIC node up (time sync, CDR)      {rep['node_up_ms']:8.3f} ms simulated",
        f"  arbiter up (time sync, CDR, WSS)  {rep['arbiter_up_ms']:8.3f} ms simulated",
        f"  laser fault -> node's console     {rep['fault_to_console_us']:8.1f} us simulated",
        f"  CPU bus accesses                  {acc['arbiter']} (arbiter), {acc['nic']} (NIC)",
        f"  WSS commands at the PMOD pins     {rep['wss_commands']}",
        f"  simulated                         {rep['sim_ms']:8.3f} ms in {rep['wall_s']:.0f} s "
        f"({rep['core_cycles_per_s']} core cycles/s); whole run {rep['run_wall_s']:.0f} s",
    ]
    for n, text in enumerate(rep["consoles"]):
        shown = [ln for ln in text.splitlines() if not ln.startswith("regdump:")]
        lines += [f"  console of board {n}:"] + [f"    {ln}" for ln in shown]
    return "\n".join(lines)
