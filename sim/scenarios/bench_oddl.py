"""ODDL benchmark scenario (run by lightpath.bench.oddl, `make bench` part `oddl`). Configuration in
$LP_BENCH (JSON: runs = [{algo, vec_len, msg_clocks}]), results as JSON in $LP_REPORT.

`oddl_runs` (lp_fabric4 or lp_fabric8, every node a job member): brings the fabric up once; per run it
sets up the job's LCoS-WSS cross-connect (HD: log2 N wavelengths, ring: one), loads the tables, runs
one all-reduce of `vec_len` int32 per node with a control-network delay of `msg_clocks` per message,
checks the exact sum, the hardware-rule monitor and the drop counters (a failure stops the bench), and
reports the iteration clocks, each step's start and the control units' latency registers.
"""

from __future__ import annotations

import json
import os
from typing import Any

import cocotb

from lightpath.env.fabric import Fabric
from lightpath.env.oddl import Job, OddlFabric
from lightpath.model import oddl_tables as ot


@cocotb.test()
async def oddl_runs(dut) -> None:
    cfg = json.loads(os.environ["LP_BENCH"])
    n = sum(1 for i in range(16) if hasattr(dut, f"n{i}_m_axis_tdata"))
    fab = Fabric(dut, n)
    await fab.start()
    await fab.configure()
    od = OddlFabric(fab, hop_clocks=1, hops=1)
    await od.enter(cfg.get("wss_time", 2000))
    nodes = list(range(n))
    out: list[dict[str, Any]] = []
    for run in cfg["runs"]:
        od.sw.delay = run["msg_clocks"]
        table = ot.relabel(ot.hd(n) if run["algo"] == "hd" else ot.ring(n), nodes)
        job = Job(nodes, table, run["algo"], vec_len=run["vec_len"])
        await od.wss_setup(job)
        await od.load(job, tune=run.get("tune", 2))
        t0 = od.now
        for t in await od.start(job, seed=len(out) + 1):
            await t
        await od.wait_idle(job)
        t1 = od.now
        assert all(r == od.expected(job) for r in job.results), "all-reduce result wrong"
        assert not od.violations, od.violations[:5]
        for k in nodes:
            c = await fab.counters(k)
            assert all(v == 0 for key, v in c.items() if "DROP" in key), (k, c)
        fields = (("ITER_CYCLES", "cycles"), ("GAP_CYCLES", "cycles"), ("HS_LOCAL", "max"), ("HS_LINK", "max"))
        regs = [{f"{reg}.{f}": await od.regs[k].read_field(reg, f) for reg, f in fields} for k in nodes]
        starts = [min(s[i] for s in job.step_clocks) for i in range(len(table[0]))]
        out.append({**run, "nodes": n, "steps": len(table[0]), "clocks": t1 - t0, "regs": regs,
                    "step_starts": [s - t0 for s in starts]})
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(out, fh)
