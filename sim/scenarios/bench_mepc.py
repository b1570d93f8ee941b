"""MEPC engine benchmark scenario (run by lightpath.bench.mepc, `make bench` part `mepc`). Configuration in
$LP_BENCH (JSON: n, k, sets, seed), results written as JSON to $LP_REPORT.

`mepc_sweep` (lp_mepc_n<N>_k<K>): `sets` random demand sets per density (sparse: N/2 candidate circuits,
dense: K, a full table) plus Mercury's Figure 3c volume mixes. Each set is loaded into the Verilated
engine through its update port (after a reset), decided, read back, and compared with the exact optimum
(sim/lightpath/model/mepc.py `exact`, max-weight bipartite matching) and with the engine model (`engine`;
any difference fails the run). Per set: engine total / optimum, the decision clocks.
"""

from __future__ import annotations

import json
import os
import random

import cocotb

from lightpath.env import mepc_tb
from lightpath.model import mepc

ONE = 1 << 15  # a whole cycle: the utilisation cap (and random_demand's unit)


async def one_set(e: mepc_tb.MepcDut, n: int, cands: list[mepc.Cand], cap: int) -> dict:
    await e.reset()
    model = mepc.EngineTable(e.k)
    for s, d, u in cands:
        model.update(s, d, u)
        await e.update(s, d, u)
    res, clocks = await e.decide(cap)
    want = mepc.engine(n, model.rows, cap)
    assert res == want, f"engine {res} != model {want} for {cands}"
    best = mepc.exact(n, [(s, d, min(cap, u)) for s, d, u in cands]).total
    return {"ratio": res.total / best if best else 1.0, "clocks": clocks}


@cocotb.test()
async def mepc_sweep(dut) -> None:
    cfg = json.loads(os.environ["LP_BENCH"])
    n, k, sets = int(cfg["n"]), int(cfg["k"]), int(cfg["sets"])
    rng = random.Random(int(cfg["seed"]))
    e = mepc_tb.MepcDut(dut, n, k)
    await e.start_clock()
    report: dict = {"n": n, "k": k, "sets": sets, "rows": {}}
    for name, size in (("sparse", n // 2), ("dense", k)):
        pts = [await one_set(e, n, mepc.random_demand(rng, n, size, ONE), ONE) for _ in range(sets)]
        report["rows"][name] = pts
    report["fig3c"] = [await one_set(e, n, mepc.fig3c_cands(u12, u32, u13), 100)
                       for u12, u32, u13, _ in mepc.FIG3C]
    with open(os.environ["LP_REPORT"], "w") as f:
        json.dump(report, f)
