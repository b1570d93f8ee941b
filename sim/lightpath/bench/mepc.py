"""`make bench` part `mepc`: the MEPC engine (rtl/arbiter/generated, Verilated) against the exact
optimum on random demand sets, per port count, and its decision latency.

Runs sim/scenarios/bench_mepc.py once per committed variant (8, 16, 32, 64 ports; table K = 2N), two at
a time. Prints per size and density the mean and worst ratio of the engine's total utilisation to the
optimum (target: mean >= 95 %), the decision latency in clocks (mean and worst) and the worst in us at
the arbiter's core clock (the cell format's clock, 156.25 MHz; target <= 1 us at 64 ports), and the
Figure 3c mixes.
"""

from __future__ import annotations

import json
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from lightpath.cell.generated import CLOCK_NS
from lightpath.env import mepc_tb
from lightpath.flow import hdl
from lightpath.flow.paths import SIM
from lightpath.model import mepc

SIZES = ((8, 16), (16, 32), (32, 64), (64, 128))
SETS = 1000
CLOCK_MHZ = 1000.0 / CLOCK_NS   # the engine runs in the arbiter's core clock


def builds() -> list[tuple[str, dict[str, int], list[Path]]]:
    return [(mepc_tb.top_name(n, k), {}, [mepc_tb.source(n, k)]) for n, k in SIZES]


def sweep(nk: tuple[int, int]) -> dict:
    n, k = nk
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        hdl.run(mepc_tb.top_name(n, k), SIM / "scenarios" / "bench_mepc.py", sources=[mepc_tb.source(n, k)],
                testcase="mepc_sweep", tag=f"bench-mepc-{n}",
                extra_env={"LP_BENCH": json.dumps({"n": n, "k": k, "sets": SETS, "seed": n}),
                           "LP_REPORT": str(report)})
        return json.loads(report.read_text())


def part_mepc() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        reports = list(pool.map(sweep, SIZES))
    print(f"  {SETS} random sets per row (mepc.random_demand: 1-3 requests of 2-50 % of a cycle per circuit);"
          " sparse = N/2 circuits, dense = K = 2N (a full table)")
    print("  ports  K    set     engine/optimum mean  worst    latency clocks mean  worst"
          f"  worst us @{CLOCK_MHZ:g}MHz  bound K/2+N+10")
    for rep in reports:
        n, k = rep["n"], rep["k"]
        for name, pts in rep["rows"].items():
            ratios = [p["ratio"] for p in pts]
            clocks = [p["clocks"] for p in pts]
            print(f"  {n:5}  {k:3}  {name:6}  {100 * sum(ratios) / len(ratios):16.2f} %  {100 * min(ratios):6.2f} %"
                  f"  {sum(clocks) / len(clocks):19.1f}  {max(clocks):5}  {max(clocks) / CLOCK_MHZ:12.3f}"
                  f"  {mepc.engine_cycles_max(n, k):11}")
    fig = reports[0]["fig3c"]
    mixes = ", ".join(f"({u12},{u32},{u13}) {100 * p['ratio']:.0f} %"
                      for (u12, u32, u13, _), p in zip(mepc.FIG3C, fig))
    print(f"  Figure 3c (u12, u32, u13 in % of a cycle) engine/optimum: {mixes}")
