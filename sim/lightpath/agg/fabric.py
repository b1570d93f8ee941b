"""In-network aggregation on the fabric (docs/agg.md): register setup of the arbiter's engine and the
NICs' encoders, and the host models of a parameter-server job (workers upload, the master collects
results), shared by the regression (tb/agg/test_agg_fabric.py) and `make bench` (lightpath.agg.bench).

Runs on an lp_fabric4/8 top built with AGG = 1 (node 0 = the arbiter and its engine). A worker is a host
behind a NIC port (node, port); several workers may share a port. The master is a host behind another
node's port; it receives the results (or, without aggregation, every worker's upload).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Set
from dataclasses import dataclass, field

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.agg import fmt
from lightpath.env.fabric import Fabric

MAC_BASE = 0x02_41_47_00_00_00  # locally administered host MACs: MAC_BASE | (node << 8) | index
ARB_NODE = 0


def host_mac(node: int, index: int) -> int:
    return MAC_BASE | (node << 8) | index


@dataclass
class Job:
    """One parameter-server job: `workers[w]` = (node, port) of worker w; the master's (node, port)."""

    job_id: int
    master: tuple[int, int]
    workers: list[tuple[int, int]]
    elems: int                      # K elements per worker
    first_chunk: int = 0

    @property
    def mask(self) -> int:
        return (1 << len(self.workers)) - 1

    @property
    def chunks(self) -> int:
        return -(-self.elems // fmt.CHUNK_ELEMS)

    def master_mac(self) -> int:
        return host_mac(self.master[0], 0xF0 + self.job_id % 16)

    def worker_mac(self, w: int) -> int:
        return host_mac(self.workers[w][0], w)


async def setup(fab: Fabric, jobs: list[Job], timeout: int = 20_000, retries: int = 3, drain: int = 2048,
                win: bool = True, preempt: int | None = None) -> None:
    """Engine and scheduler on the arbiter, encoders on every NIC, one table entry per job (in order).
    preempt: AGG_PREEMPT cycles (None: the register's reset value)."""
    arb = fab.arb
    assert arb is not None, "the fabric has no arbiter"
    for e, j in enumerate(jobs):
        await arb.write_fields(f"AGG_JOB[{e}]", valid=1, id=j.job_id)
        await arb.write(f"AGG_WORKERS[{e}]", j.mask)
    await arb.write_fields("AGG_TIMEOUT", cycles=timeout)
    await arb.write_fields("AGG_DRAIN", cycles=drain)
    if preempt is not None:
        await arb.write_fields("AGG_PREEMPT", cycles=preempt)
    await arb.write_fields("AGG_CTRL", en=1, win_en=int(win), retries=retries)
    for n in range(1, fab.n):
        r = fab.nodes[n].regs
        for e, j in enumerate(jobs):
            await r.write_fields(f"AGG_JOB[{e}]", valid=1, id=j.job_id, agg_node=ARB_NODE)
        await r.write_fields("ARBITER", node_id=ARB_NODE, fake_en=1)
        await r.write_fields("AGG_CTRL", en=1, win_en=int(win))


def vectors(job: Job, rng: random.Random) -> list[list[int]]:
    """Each worker's K elements, small enough that no partial sum saturates in any order (saturation
    is the engine unit test's business): the result must equal the plain sum."""
    return [[rng.randint(-(1 << 24), 1 << 24) for _ in range(job.elems)] for _ in job.workers]


def upload_frames(job: Job, w: int, vec: list[int], skip: Set[int] = frozenset(), max_elems: int = 2000) -> list[bytes]:
    """Worker w's upload of `vec` as frames of at most `max_elems` elements, leaving out chunks `skip`
    (lost contributions: the frames around a skipped chunk start at chunk boundaries)."""
    ce = fmt.CHUNK_ELEMS
    frames: list[bytes] = []
    run: list[int] = []
    run_first = job.first_chunk
    for c in range(job.chunks):
        chunk = vec[c * ce:(c + 1) * ce]
        if c in skip or len(run) + len(chunk) > max_elems:
            if run:
                frames.append(fmt.upload(job.job_id, w, run_first, run, dst_mac=job.master_mac(),
                                         src_mac=job.worker_mac(w)))
            run = []
            run_first = job.first_chunk + c + 1 if c in skip else job.first_chunk + c
            if c in skip:
                continue
        run += chunk
    if run:
        frames.append(fmt.upload(job.job_id, w, run_first, run, dst_mac=job.master_mac(), src_mac=job.worker_mac(w)))
    return frames


def chunk_upload(job: Job, w: int, vec: list[int], chunk: int) -> bytes:
    """A one-chunk upload (the answer to a NACK)."""
    c = chunk - job.first_chunk
    ce = fmt.CHUNK_ELEMS
    return fmt.upload(job.job_id, w, chunk, vec[c * ce:(c + 1) * ce], dst_mac=job.master_mac(),
                      src_mac=job.worker_mac(w))


@dataclass
class Collector:
    """Every frame each node's host side receives, with its arrival cycle (the top's `gpu_cycle`
    counter, read when the frame is taken: no Python runs per clock for the time stamps)."""

    fab: Fabric
    frames: dict[int, list[tuple[int, bytes]]] = field(default_factory=dict)

    @property
    def cycle(self) -> int:
        return int(self.fab.dut.gpu_cycle.value)

    def start(self) -> None:
        for n in range(self.fab.n):
            self.frames[n] = []
            cocotb.start_soon(self._sink(n))

    async def _sink(self, n: int) -> None:
        sink = self.fab.nodes[n].sink
        assert sink is not None
        while True:
            f = await sink.recv()
            self.frames[n].append((self.cycle, bytes(f.tdata)))

    def agg(self, n: int, typ: int | None = None) -> list[tuple[int, fmt.AggFrame]]:
        out = []
        for cyc, raw in self.frames[n]:
            if len(raw) >= 14 and int.from_bytes(raw[12:14], "big") == fmt.ETHERTYPE:
                f = fmt.AggFrame.decode(raw, padded=True)
                if typ is None or f.type == typ:
                    out.append((cyc, f))
        return out


def check_results(job: Job, vecs: list[list[int]], results: list[fmt.AggFrame]) -> None:
    """Exactly one RESULT per chunk of the job, from every worker, with the exact element-wise sum."""
    ce = fmt.CHUNK_ELEMS
    mine = [r for r in results if r.job == job.job_id]
    got = {r.chunk: r for r in mine}
    assert sorted(got) == list(range(job.first_chunk, job.first_chunk + job.chunks)), sorted(got)
    assert len(mine) == job.chunks, "a chunk's result came twice"
    for c in range(job.chunks):
        r = got[job.first_chunk + c]
        parts = [v[c * ce:(c + 1) * ce] for v in vecs]
        assert (r.bitmap, r.worker, r.count, r.status) == (job.mask, len(job.workers), len(parts[0]), 0), r
        assert r.elements == [sum(x) for x in zip(*parts)], f"job {job.job_id} chunk {c}: sum differs"


async def wait_for(fab: Fabric, cond: Callable[[], bool], limit: int, step: int = 256, what: str = "") -> int:
    """Poll `cond()` every `step` clocks; returns the clocks waited."""
    waited = 0
    while not cond():
        if waited >= limit:
            raise TimeoutError(f"{what}: not within {limit} clocks")
        await ClockCycles(fab.dut.clk, step)
        waited += step
    return waited
