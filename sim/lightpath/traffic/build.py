"""Symbolic programs and their lowering to emulator ops.

Generators append to a `Builder`: compute in seconds (unscaled), sends in bytes (unscaled) to a
*receive* (an id naming one future WAIT on the destination GPU), waits on a receive, marks and fences.
`Builder.lower()` divides by the scale factor, proves that the programs cannot deadlock, allocates the
8-bit tags and returns the concrete ops.

Tag allocation. Bytes with the same tag to the same GPU are summed, so two receives R1, R2 of one GPU
may share a tag only if no byte of R2 can arrive before R1's WAIT has completed. The lowering computes
the happens-before order of the programs (vector clocks over program order and send -> wait edges; a
SEND is non-blocking, so it only orders what follows it) and gives each receive, in the order of its
GPU's WAITs, the lowest tag whose last receive's WAIT happens before *every* SEND of the new receive.
That makes each WAIT see exactly its own bytes on any network, in any timing and with any
reordering; the same pass finds programs that cannot terminate (a WAIT whose sends can never all run).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import numpy as np

from lightpath.traffic import sched as sc
from lightpath.traffic.sched import Compute, Doorbell, Fence, Halt, Mark, Op, SchedError, Send, Wait


@dataclass
class SSend:
    dst: int
    rid: int
    nbytes: int


@dataclass
class SWait:
    rid: int
    nbytes: int


@dataclass
class SCompute:
    seconds: float


SOp = SSend | SWait | SCompute | Mark | Fence | Doorbell


@dataclass
class Lowered:
    programs: list[list[Op]]
    tags_used: list[int]                                   # per GPU: highest tag + 1
    flows: dict[tuple[int, int], list[int]] = field(default_factory=dict)   # (src, dst) -> [bytes, messages]
    rx: dict[int, dict[int, int]] = field(default_factory=dict)             # dst -> tag -> bytes


class Builder:
    """Per-GPU symbolic programs of one scenario. `scale` divides every byte count and compute time."""

    def __init__(self, n_gpus: int, scale: float, clock_hz: float, sp: sc.SchedSpec | None = None) -> None:
        if scale <= 0:
            raise ValueError(f"scale must be > 0, not {scale}")
        self.sp = sp or sc.spec()
        self.n = n_gpus
        self.scale = scale
        self.clock_hz = clock_hz
        self.progs: list[list[SOp]] = [[] for _ in range(n_gpus)]
        self._dst: list[int] = []
        self._bytes: list[int] = []
        self._sends: list[int] = []
        self._waited: list[bool] = []

    # -- scaling
    def sbytes(self, raw: float) -> int:
        return max(1, round(raw / self.scale))

    def cycles(self, seconds: float) -> int:
        return max(1, round(seconds * self.clock_hz / self.scale))

    # -- building
    def recv(self, dst: int) -> int:
        """A new receive on GPU `dst` (one future WAIT); returns its id."""
        self._dst.append(dst)
        self._bytes.append(0)
        self._sends.append(0)
        self._waited.append(False)
        return len(self._dst) - 1

    def send(self, src: int, rid: int, raw_bytes: float) -> int:
        dst = self._dst[rid]
        if src == dst:
            raise ValueError(f"GPU {src}: send to itself")
        if self._waited[rid]:
            raise ValueError(f"GPU {src}: send to receive {rid} of GPU {dst} after its WAIT was placed")
        nb = self.sbytes(raw_bytes)
        self.progs[src].append(SSend(dst, rid, nb))
        self._bytes[rid] += nb
        self._sends[rid] += 1
        return nb

    def wait(self, gpu: int, rid: int) -> None:
        if self._dst[rid] != gpu:
            raise ValueError(f"GPU {gpu}: WAIT on receive {rid} of GPU {self._dst[rid]}")
        if self._waited[rid]:
            raise ValueError(f"GPU {gpu}: second WAIT on receive {rid}")
        self._waited[rid] = True
        if self._sends[rid]:
            self.progs[gpu].append(SWait(rid, self._bytes[rid]))

    def compute(self, gpu: int, seconds: float) -> None:
        """Busy time; consecutive computes merge into one COMPUTE (rounded once, at lowering)."""
        if seconds <= 0:
            return
        p = self.progs[gpu]
        if p and isinstance(p[-1], SCompute):
            p[-1].seconds += seconds
        else:
            p.append(SCompute(seconds))

    def mark(self, gpu: int, kind: str, value: int) -> None:
        self.progs[gpu].append(Mark(self.sp.mark_id(kind, value)))

    def fence(self, gpu: int) -> None:
        self.progs[gpu].append(Fence())

    def doorbell(self, gpu: int, kind: int) -> None:
        """The ODDL library's doorbell (sched.DB_DONE / DB_START) to the GPU's NIC."""
        self.progs[gpu].append(Doorbell(kind))

    # -- lowering
    def lower(self) -> Lowered:
        for rid, w in enumerate(self._waited):
            if self._sends[rid] and not w:
                raise ValueError(f"receive {rid} of GPU {self._dst[rid]}: bytes sent but no WAIT placed")
        minrecv = _happens_before(self.progs, self._dst, self._sends)
        tags = _allocate_tags(self.progs, minrecv, 1 << self.sp.field("TAG").width)
        out: list[list[Op]] = []
        flows: dict[tuple[int, int], list[int]] = {}
        rx: dict[int, dict[int, int]] = {}
        for g, prog in enumerate(self.progs):
            ops: list[Op] = []
            for o in prog:
                if isinstance(o, SCompute):
                    ops.append(Compute(self.cycles(o.seconds)))
                elif isinstance(o, SSend):
                    ops.append(Send(o.dst, tags[o.rid], o.nbytes))
                    f = flows.setdefault((g, o.dst), [0, 0])
                    f[0] += o.nbytes
                    f[1] += 1
                    r = rx.setdefault(o.dst, {})
                    r[tags[o.rid]] = r.get(tags[o.rid], 0) + o.nbytes
                elif isinstance(o, SWait):
                    ops.append(Wait(tags[o.rid], o.nbytes))
                else:
                    ops.append(o)
            ops += [Fence(), Halt()]
            out.append(ops)
        used = [0] * self.n
        for rid, t in tags.items():
            used[self._dst[rid]] = max(used[self._dst[rid]], t + 1)
        return Lowered(out, used, flows, rx)


def _happens_before(progs: list[list[SOp]], dst: list[int], nsends: list[int]) -> dict[int, int]:
    """Run the programs in causal order; return, per receive, the least (over its sends) number of the
    receiver's ops that happen before the send. SchedError naming the stuck WAITs if they deadlock."""
    n = len(progs)
    vc = np.zeros((n, n), dtype=np.int64)
    pc = [0] * n
    done = [0] * len(dst)
    join: dict[int, np.ndarray] = {}
    minrecv: dict[int, int] = {}
    blocked: dict[int, int] = {}
    ready = deque(range(n))
    while ready:
        g = ready.popleft()
        prog = progs[g]
        while pc[g] < len(prog):
            o = prog[pc[g]]
            if isinstance(o, SWait):
                if done[o.rid] < nsends[o.rid]:
                    blocked[o.rid] = g
                    break
                np.maximum(vc[g], join.pop(o.rid), out=vc[g])
            vc[g, g] = pc[g] + 1
            if isinstance(o, SSend):
                j = join.get(o.rid)
                join[o.rid] = vc[g].copy() if j is None else np.maximum(j, vc[g])
                seen = int(vc[g, o.dst])
                minrecv[o.rid] = min(minrecv.get(o.rid, seen), seen)
                done[o.rid] += 1
                if done[o.rid] == nsends[o.rid] and o.rid in blocked:
                    ready.append(blocked.pop(o.rid))
            pc[g] += 1
    stuck = [g for g in range(n) if pc[g] < len(progs[g])]
    if stuck:
        lines = []
        for g in stuck[:8]:
            o = progs[g][pc[g]]
            assert isinstance(o, SWait)
            lines.append(f"GPU {g} op {pc[g]}: WAIT {o.nbytes} B ({done[o.rid]} of {nsends[o.rid]} sends can run)")
        raise SchedError(f"programs deadlock: {len(stuck)} GPU(s) wait forever: " + "; ".join(lines))
    return minrecv


def _allocate_tags(progs: list[list[SOp]], minrecv: dict[int, int], ntags: int) -> dict[int, int]:
    tags: dict[int, int] = {}
    for g, prog in enumerate(progs):
        last = [-1] * ntags      # op index of the WAIT that last used each tag on this GPU
        for pos, o in enumerate(prog):
            if not isinstance(o, SWait):
                continue
            bound = minrecv[o.rid]
            t = next((k for k in range(ntags) if last[k] < bound), None)
            if t is None:
                raise SchedError(f"GPU {g} op {pos}: no free tag: more than {ntags} receives in flight")
            tags[o.rid] = t
            last[t] = pos
    return tags

