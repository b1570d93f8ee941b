"""The named scenarios of the system simulation and their schedules.

A scenario fixes the GPUs (nodes x GPUs per node from fabric node `node_base` on), the jobs and their
placement, the network of the reference executor and the defaults of the scale factor and of the
iteration count. `build()` turns it into a `sched.Schedule` (programs + sidecar). Sirius runs use the
same schedules as the Mercury ones (only the fabric mode differs): `base_name()` maps the names.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lightpath.cell import generated as cellfmt
from lightpath.model.fibre import NS_PER_M as FIBRE_NS_PER_M
from lightpath.traffic import load, refsim, sched as sc
from lightpath.traffic.build import Builder, Lowered
from lightpath.traffic.model import Model, Par, place, table2_jobs
from lightpath.traffic.programs import A2aJob, HdJob, TrainJob, emit_a2a, emit_hd, emit_train

CLOCK_HZ = float(cellfmt.SLOT["clock_mhz"]) * 1e6

Job = TrainJob | HdJob | A2aJob


@dataclass(frozen=True)
class Scenario:
    name: str
    doc: str
    nodes: int
    gpus_per_node: int
    node_base: int
    jobs: Callable[[], list[Job]]
    scale: float
    iters: int
    port_gbps: float = 10.0
    fibre_m: float = 5.0
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def gpus(self) -> int:
        return self.nodes * self.gpus_per_node

    def net(self, sp: sc.SchedSpec | None = None) -> refsim.Net:
        sp = sp or sc.spec()
        return refsim.Net(
            port_bpc=self.port_gbps * 1e9 / 8 / CLOCK_HZ,
            latency=max(1, math.ceil(self.fibre_m * FIBRE_NS_PER_M * 1e-9 * CLOCK_HZ)),
            nvlink_bpc=sp.nvlink_bytes_per_cycle, max_data=sp.max_data,
        )


def _testbed() -> list[Job]:
    mdl = Model(h=256)
    pars = [Par(p=1, t=1, d=2, m=2), Par(p=1, t=2, d=1, m=2)]
    dp, mp = place(pars, hosts=2, per_host=2, policy="spread")
    return [TrainJob("dp", mdl, pars[0], tuple(dp)), TrainJob("mp", mdl, pars[1], tuple(mp))]


# Default scale factor of the 8-node scenarios: 5000 runs j1, j2 and j4 in about 2 minutes each with `make sim`
# (both modes, 2 cores; `make bench` part `scenarios`, docs/system-sim.md). j3 and j5 take 18 and more than 25
# minutes, and no scale factor shortens them: j3 simulates ~1.0 M (Mercury) and ~2.4 M (Sirius) cycles at 5000
# and at 20000 alike. Its job 2's TP groups are split across two nodes by the placement, and ~840 TP ring steps
# per iteration each wait about a round-robin cycle (docs/system-sim.md): a step count the scale does not divide.
SCALE_8NODE = 5000.0


def _mercury8(n: int) -> Callable[[], list[Job]]:
    def jobs() -> list[Job]:
        pars = table2_jobs(n, m=4)
        return [TrainJob(f"job{i}", Model(h=256), par, tuple(g))
                for i, (par, g) in enumerate(zip(pars, place(pars, hosts=8, per_host=8)))]
    return jobs


SCENARIOS: dict[str, Scenario] = {
    "mercury-testbed": Scenario(
        "mercury-testbed",
        "Mercury testbed (section 4.2): 2 NICs (fabric nodes 1, 2; node 0 = arbiter), 2 emulated GPUs each; "
        "job dp: data parallel d=2, job mp: tensor (model) parallel t=2, each across both hosts; h=256",
        nodes=2, gpus_per_node=2, node_base=1, jobs=_testbed, scale=1000.0, iters=6,
        notes=("DP+MP (2,2) read as two 2-GPU jobs, one (p,t,d)=(1,1,2), one (1,2,1), m=2 micro-batches",
               "spread placement: each job has one GPU on each host (the testbed's emulated GPUs each sit on "
               "their own NIC port; packed, both jobs would stay inside a host and never use the fabric)"),
    ),
    **{
        f"mercury-8node-j{n}": Scenario(
            f"mercury-8node-j{n}",
            f"Mercury simulation (section 4.1): 8 nodes x 8 GPUs, {n} job(s) of Table 2, h=256, m=4, "
            "strict-priority placement",
            nodes=8, gpus_per_node=8, node_base=0, jobs=_mercury8(n), scale=SCALE_8NODE, iters=2, fibre_m=25.0,
        )
        for n in range(1, 6)
    },
    "oddl-hd": Scenario(
        "oddl-hd",
        "ODDL: 8 nodes, one worker GPU each, HD all-reduce of a 16 MiB fusion buffer after 10 ms "
        "of compute per iteration",
        nodes=8, gpus_per_node=1, node_base=0, jobs=lambda: [HdJob("hd", tuple(range(8)))], scale=200.0, iters=3,
    ),
    "oddl-testbed": Scenario(
        "oddl-testbed",
        "ODDL on the testbed's 2 NICs (fabric nodes 1, 2): one worker GPU each, HD all-reduce of a 16 MiB "
        "fusion buffer (2 steps, the same partner twice) after 10 ms of compute per iteration",
        nodes=2, gpus_per_node=1, node_base=1, jobs=lambda: [HdJob("hd", (0, 1))], scale=200.0, iters=3,
    ),
    "mfabric-a2a": Scenario(
        "mfabric-a2a",
        "mFabric-style MoE: 8 nodes, one expert GPU each, 2 MoE layers, top-2 routing of "
        "b*s = 4096 tokens per GPU, h=1024, Zipf(1.0) expert popularity (seed 1)",
        nodes=8, gpus_per_node=1, node_base=0, jobs=lambda: [A2aJob("moe", tuple(range(8)), layers=2)],
        scale=20000.0, iters=3,   # at 1000 one mode had not finished after 15 minutes (Sirius relays ~65 %)
    ),
}


# Traffic patterns that are not jobs: their programs are written directly (no Builder, no WAIT, so neither the
# deadlock proof nor the reference executor applies). build() and base_name() know them as scenarios.
PATTERNS: dict[str, Callable[..., tuple[sc.Schedule, Lowered]]] = {load.NAME: load.build}


def base_name(name: str) -> str:
    """The schedule a scenario name runs: sirius-X runs the schedule of mercury-X (same traffic, only
    the fabric mode differs); oddl-*/mfabric-* and mercury-* are their own, as are the PATTERNS."""
    if name in PATTERNS:
        return name
    if name.startswith("sirius-") and "mercury-" + name[len("sirius-"):] in SCENARIOS:
        return "mercury-" + name[len("sirius-"):]
    if name not in SCENARIOS:
        raise KeyError(f"unknown scenario {name!r} (known: {', '.join(SCENARIOS)}, and sirius-* for each mercury-*)")
    return name


def build(name: str, scale: float | None = None, iters: int | None = None, node_base: int | None = None,
          reference: bool = True, sp: sc.SchedSpec | None = None) -> tuple[sc.Schedule, Lowered]:
    """The schedule of scenario `name` (programs and sidecar). With `reference`, the sidecar carries the
    reference executor's times on the scenario's ideal network."""
    sp = sp or sc.spec()
    if base_name(name) in PATTERNS:   # its own defaults (lightpath.traffic.load.LoadSpec); no reference run
        return PATTERNS[name](sp=sp)
    scn = SCENARIOS[base_name(name)]
    scale = scn.scale if scale is None else scale
    iters = scn.iters if iters is None else iters
    base = scn.node_base if node_base is None else node_base
    if iters < 1:
        raise ValueError(f"iterations must be >= 1, not {iters}")
    if scn.gpus > 1 << sp.field("DST").width:
        raise ValueError(f"{scn.gpus} GPUs do not fit the DST field")
    b = Builder(scn.gpus, scale, CLOCK_HZ, sp)
    jobs = scn.jobs()
    extra: dict[str, Any] = {}
    for job in jobs:
        if isinstance(job, TrainJob):
            emit_train(b, job, iters)
        elif isinstance(job, HdJob):
            emit_hd(b, job, iters)
        else:
            extra.setdefault("a2a_tokens", {})[job.name] = emit_a2a(b, job, iters)
    low = b.lower()
    gpu_node = [base + g // scn.gpus_per_node for g in range(scn.gpus)]
    net = scn.net(sp)
    meta: dict[str, Any] = {
        "scenario": scn.name, "runs_as": name, "doc": scn.doc, "notes": list(scn.notes),
        "scale": scale, "iters": iters, "clock_hz": CLOCK_HZ,
        "gpus": scn.gpus, "nodes": scn.nodes, "node_base": base, "gpus_per_node": scn.gpus_per_node,
        "gpu_node": gpu_node,
        "jobs": [j.meta() for j in jobs],
        "marks": {"kind_lsb": sp.mark_kind_lsb,
                  "kinds": {k.name: {"value": k.value, "doc": k.doc} for k in sp.mark_kinds}},
        "flows": [{"src": s, "dst": d, "bytes": v[0], "messages": v[1],
                   "path": "nvlink" if gpu_node[s] == gpu_node[d] else "network"}
                  for (s, d), v in sorted(low.flows.items())],
        "rx_bytes": {str(d): {str(t): n for t, n in sorted(tags.items())} for d, tags in sorted(low.rx.items())},
        "ops": [len(p) for p in low.programs], "tags_used": low.tags_used,
        "marks_max": max(sum(isinstance(o, sc.Mark) for o in p) for p in low.programs),
        "network": {"port_gbps": scn.port_gbps, "fibre_m": scn.fibre_m, **net.meta()},
        **extra,
    }
    sched = sc.Schedule(low.programs, meta)
    if reference:
        res = refsim.run(low.programs, gpu_node, net, sp)
        meta["reference"] = {
            "end_cycle": res.end, "frames": res.frames,
            "jobs": refsim.phases(res.marks, meta["jobs"], sp),
        }
    return sched, low
