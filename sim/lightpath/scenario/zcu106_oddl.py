"""`make sim SCENARIO=zcu106-oddl`: the ZCU106 ODDL pair (docs/boards.md, "ZCU106 ODDL pair"): two ZCU106 tops
with VARIANT "oddl" from power-on, no arbiter board, each board's lp_oddld (the Linux daemon's co-simulation
build) bringing its NIC up and loading its rank of a 2-rank halving-doubling job, board 0's setting the
WSS at its PMOD pins, then one all-reduce iteration with the hosts' data on SFP0. Runs the pair's cocotb
module (sim/scenarios/zcu106_oddl.py, lightpath.boards.zcu106_pair) and reports the simulated times, each
unit's iteration and counters, the light per wavelength, the WSS commands, the daemons' logs and the
simulator's speed; report.json carries its units."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from lightpath.boards import zcu106_pair

SCENARIO = "zcu106-oddl"
RX_OTHER_DROPS = ("CDR_PROTO", "CDR_DROP", "LK_MISS_DROP")


def run(out: Path, tag: str = "") -> dict[str, Any]:
    """Run the pair into `out` (report.json); returns the report, its wall time (build included) added."""
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    report = out / "report.json"
    report.unlink(missing_ok=True)
    t0 = time.monotonic()
    run_dir = zcu106_pair.run(extra_env={"LP_REPORT": str(report)}, tag=tag or SCENARIO)
    rep: dict[str, Any] = json.loads(report.read_text())
    rep["run_wall_s"] = round(time.monotonic() - t0, 1)
    rep["units"]["run_wall_s"] = "seconds, build included"
    rep["log"] = str(run_dir / "sim.log")
    report.write_text(json.dumps(rep, indent=1))
    return rep


def render(rep: dict[str, Any]) -> str:
    regs = rep["registers"]
    lines = [f"Lightpath scenario {SCENARIO}: two ZCU106 tops (VARIANT oddl) from power-on, no arbiter board, "
             "each PS running lp_oddld",
             f"  both jobs loaded (NIC up, free-running grids, WSS set by board 0)  {rep['loaded_us']:8.1f} us "
             "simulated",
             f"  one HD iteration, 2 ranks, {rep['vector_bytes']} bytes per host    {rep['iteration_us']:8.1f} us "
             "simulated (start to both daemons' done)",
             f"  {'board':<6} {'ITER_CYCLES':>11} {'GAP_CYCLES':>10} {'STEPS':>5} {'RETUNES':>7} {'CTL_TX/RX':>9} "
             f"{'TX_CELLS':>8} {'RX_CELLS':>8} {'RX_FRAMES':>9}  words per wavelength 0..{len(rep['wl_words'][0]) - 1}"]
    for b, r in enumerate(regs):
        lines.append(f"  {b:<6} {r['ITER_CYCLES']:>11} {r['GAP_CYCLES']:>10} {r['STEPS']:>5} {r['RETUNES']:>7} "
                     f"{r['CTL_TX']:>4}/{r['CTL_RX']:<4} {r['TX_CELLS']:>8} {r['RX_CELLS']:>8} {r['RX_FRAMES']:>9}  "
                     + " ".join(str(w) for w in rep["wl_words"][b]))
    drops = [sum(v for k, v in r.items() if k.startswith("RX_DROP") or k in RX_OTHER_DROPS) for r in regs]
    mcast = ", ".join(str(r["LK_MCAST_DROP"]) for r in regs)
    lines += [f"  receive drops (RX_DROP_*, {', '.join(RX_OTHER_DROPS)}): {', '.join(map(str, drops))}; "
              f"host broadcasts dropped by the lookup (LK_MCAST_DROP): {mcast}",
              f"  WSS commands at board 0's PMOD pins: {len(rep['wss_commands'])} "
              f"({', '.join(c.split(' ', 1)[1] if ' ' in c else c for c in rep['wss_commands'])})",
              f"  PS bus accesses                     {', '.join(str(a) for a in rep['bus_accesses'])}",
              f"  simulated                           {rep['sim_us']:8.1f} us in {rep['wall_s']:.0f} s; whole run "
              f"{rep['run_wall_s']:.0f} s"]
    for b, log in enumerate(rep["daemon_logs"]):
        lines += [f"  lp_oddld on board {b}:"]
        lines += [f"    {ln}" for ln in log.splitlines() if not ln.startswith("regdump:")]
    return "\n".join(lines)
