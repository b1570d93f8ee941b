"""Reference executor: runs the programs of every GPU on an idealised network, event-driven.

Model (the same op semantics as lp_gpu_emu, docs/traffic.md "Reference executor"):
- a GPU issues one op per `op_cycles` (0: ops other than COMPUTE take no time); COMPUTE is busy for its
  cycles; SEND queues a message (it stalls while its queue is full); WAIT blocks until its tag's
  counter holds its bytes, then subtracts them; FENCE blocks until both queues are empty; MARK logs
  (id, cycle); DOORBELL (ODDL) does nothing here: the ideal network has no links to set up; HALT stops.
- a GPU has two send queues, network and NVLink (destination on the same node), each of txq_depth
  messages (the one being sent included) served in order by its own engine. An NVLink message is
  delivered ceil(bytes / nvlink_bpc) cycles after it reaches the head. A network message is cut into
  frames of at most max_data bytes (wire size: spec.wire_bytes) that cross the GPU's link to its NIC
  (host_bpc), queue at the node's egress port (port_bpc bytes/cycle, shared by the node's GPUs, FIFO),
  fly `latency` cycles and are received by the destination node's ingress port (port_bpc, FIFO over
  every source); the data count at the destination when the frame's last byte is in.
- checks: every WAIT, when it completes, consumes exactly the bytes of whole messages with its tag
  (no byte of another message, no part of one in flight); at the end no byte is left unconsumed; a
  state where nothing can move while some GPU has not halted is a deadlock. Each raises RefsimError.
"""

from __future__ import annotations

import heapq
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from lightpath.traffic import sched as sc
from lightpath.traffic.sched import Compute, Doorbell, Fence, Halt, Mark, Op, Send, Wait


class RefsimError(RuntimeError):
    pass


@dataclass(frozen=True)
class Net:
    port_bpc: float = 8.0          # NIC egress and ingress port, bytes per cycle (10 Gb/s at 156.25 MHz)
    latency: int = 4               # cycles from egress to ingress (5 m of fibre)
    host_bpc: float | None = None  # GPU -> NIC link; None: port_bpc
    nvlink_bpc: int | None = None  # None: the spec's default
    max_data: int | None = None    # data bytes per frame; None: the spec's
    op_cycles: int = 1
    jitter: int = 0                # > 0: each frame flies latency + uniform(0..jitter) cycles and the
    seed: int = 0                  # ingress does not serialise: frames overtake each other (relay paths)

    def meta(self) -> dict[str, Any]:
        keys = ("port_bpc", "latency", "host_bpc", "nvlink_bpc", "max_data", "op_cycles", "jitter")
        return {k: getattr(self, k) for k in keys}


@dataclass
class Result:
    end: int
    marks: list[list[tuple[int, int]]]
    halted: list[int]
    delivered: dict[tuple[int, int], int]          # (src, dst) -> data bytes
    frames: int
    egress_busy: dict[int, int]                     # node -> cycles its egress port was sending
    events: int
    meta: dict[str, Any] = field(default_factory=dict)


def _ceil(a: float, b: float) -> int:
    q = -(-a // b)
    return max(1, int(q))


class _Sim:
    def __init__(self, programs: list[list[Op]], gpu_node: list[int], net: Net, sp: sc.SchedSpec) -> None:
        self.p, self.node, self.sp = programs, gpu_node, sp
        self.n = len(programs)
        self.net = net
        self.host_bpc = net.host_bpc or net.port_bpc
        self.nvl = net.nvlink_bpc or sp.nvlink_bytes_per_cycle
        self.max_data = net.max_data or sp.max_data
        self.pc = [0] * self.n
        self.state = ["run"] * self.n              # run, busy, wait, qfull, fence, halt
        self.cnt: list[dict[int, int]] = [{} for _ in range(self.n)]
        # per destination GPU: tag -> message -> [bytes arrived, message bytes]
        self.open: list[dict[int, dict[int, list[int]]]] = [{} for _ in range(self.n)]
        # two send queues per GPU: [0] network, [1] NVLink (same node), each with its engine
        self.q: list[list[deque[tuple[int, Send]]]] = [[deque(), deque()] for _ in range(self.n)]
        self.tx_busy = [[False, False] for _ in range(self.n)]
        self.tx_left = [0] * self.n                # bytes of the head message not yet framed
        self.marks: list[list[tuple[int, int]]] = [[] for _ in range(self.n)]
        self.halted = [-1] * self.n
        self.ev: list[tuple[int, int, int, tuple[Any, ...]]] = []
        self.seq = 0
        self.msg_id = 0
        nodes = set(gpu_node)
        self.eq: dict[int, deque[tuple[int, int, int, int, int, int]]] = {x: deque() for x in nodes}
        self.e_busy = {x: False for x in nodes}
        self.e_cycles = {x: 0 for x in nodes}
        self.in_free = {x: 0 for x in nodes}
        self.delivered: dict[tuple[int, int], int] = {}
        self.frames = 0
        self.events = 0
        self.rng = random.Random(net.seed)

    # event kinds
    STEP, TX, EGRESS, DELIVER = range(4)

    def push(self, t: int, kind: int, *args: Any) -> None:
        self.seq += 1
        heapq.heappush(self.ev, (t, self.seq, kind, args))

    # ---------------------------------------------------------------- GPU
    def step(self, g: int, now: int) -> None:
        prog = self.p[g]
        oc = self.net.op_cycles
        while True:
            op = prog[self.pc[g]]
            if isinstance(op, Compute):
                self.pc[g] += 1
                self.state[g] = "busy"
                self.push(now + op.cycles, self.STEP, g)
                return
            if isinstance(op, Send):
                k = int(self.node[op.dst] == self.node[g])
                if len(self.q[g][k]) >= self.sp.txq_depth:
                    self.state[g] = f"qfull{k}"
                    return
                self.msg_id += 1
                self.q[g][k].append((self.msg_id, op))
                if not self.tx_busy[g][k]:
                    self.tx_start(g, k, now)
            elif isinstance(op, Wait):
                have = self.cnt[g].get(op.tag, 0)
                if have < op.nbytes:
                    self.state[g] = "wait"
                    return
                self.consume(g, op, have)
            elif isinstance(op, Mark):
                self.marks[g].append((op.id, now))
            elif isinstance(op, Doorbell):
                pass   # an ODDL doorbell: the ideal network has no links to set up
            elif isinstance(op, Fence):
                if self.q[g][0] or self.q[g][1]:
                    self.state[g] = "fence"
                    return
            elif isinstance(op, Halt):
                self.state[g] = "halt"
                self.halted[g] = now
                return
            self.pc[g] += 1
            if oc:
                self.state[g] = "busy"
                self.push(now + oc, self.STEP, g)
                return

    def consume(self, g: int, op: Wait, have: int) -> None:
        msgs = self.open[g].get(op.tag, {})
        partial = [m for m, (got, tot) in msgs.items() if got < tot]
        if have != op.nbytes or partial:
            raise RefsimError(
                f"GPU {g} op {self.pc[g]}: WAIT tag {op.tag} for {op.nbytes} B found {have} B"
                f" ({len(partial)} message(s) of this tag still arriving): bytes of another receive share the tag")
        self.cnt[g][op.tag] = 0
        self.open[g].pop(op.tag, None)

    def wake(self, g: int, now: int, why: str) -> None:
        if self.state[g] == why:
            self.state[g] = "run"
            self.push(now, self.STEP, g)

    # ---------------------------------------------------------- transmit
    def tx_start(self, g: int, k: int, now: int) -> None:
        q = self.q[g][k]
        if not q:
            self.tx_busy[g][k] = False
            if not self.q[g][1 - k]:
                self.wake(g, now, "fence")
            return
        self.tx_busy[g][k] = True
        mid, op = q[0]
        if k:
            self.push(now + _ceil(op.nbytes, self.nvl), self.TX, g, mid, op.dst, op.tag, op.nbytes, op.nbytes, True)
            return
        self.tx_left[g] = op.nbytes
        self.tx_frame(g, now)

    def tx_frame(self, g: int, now: int) -> None:
        mid, op = self.q[g][0][0]
        data = min(self.max_data, self.tx_left[g])
        self.tx_left[g] -= data
        wire = self.sp.wire_bytes(data)
        self.push(now + _ceil(wire, self.host_bpc), self.TX, g, mid, op.dst, op.tag, data, op.nbytes, False)

    def on_tx(self, now: int, g: int, mid: int, dst: int, tag: int, data: int, total: int, local: bool) -> None:
        if local:
            self.deliver(now, g, mid, dst, tag, data, total)
        else:
            self.frames += 1
            node = self.node[g]
            self.eq[node].append((g, mid, dst, tag, data, total))
            if not self.e_busy[node]:
                self.egress_start(node, now)
            if self.tx_left[g]:
                self.tx_frame(g, now)
                return
        k = int(local)
        self.q[g][k].popleft()
        self.wake(g, now, f"qfull{k}")
        self.tx_start(g, k, now)

    # ------------------------------------------------------------ network
    def egress_start(self, node: int, now: int) -> None:
        if not self.eq[node]:
            self.e_busy[node] = False
            return
        self.e_busy[node] = True
        fr = self.eq[node].popleft()
        ser = _ceil(self.sp.wire_bytes(fr[4]), self.net.port_bpc)
        self.e_cycles[node] += ser
        self.push(now + ser, self.EGRESS, node, ser, fr)

    def on_egress(self, now: int, node: int, ser: int, fr: tuple[int, int, int, int, int, int]) -> None:
        g, mid, dst, tag, data, total = fr
        dn = self.node[dst]
        if self.net.jitter:
            t = now + self.net.latency + self.rng.randint(0, self.net.jitter)
        else:
            t = max(now + self.net.latency, self.in_free[dn] + ser)
            self.in_free[dn] = t
        self.push(t, self.DELIVER, g, mid, dst, tag, data, total)
        self.egress_start(node, now)

    def deliver(self, now: int, src: int, mid: int, dst: int, tag: int, data: int, total: int) -> None:
        self.cnt[dst][tag] = self.cnt[dst].get(tag, 0) + data
        m = self.open[dst].setdefault(tag, {}).setdefault(mid, [0, total])
        m[0] += data
        self.delivered[(src, dst)] = self.delivered.get((src, dst), 0) + data
        if self.state[dst] == "wait":
            op = self.p[dst][self.pc[dst]]
            assert isinstance(op, Wait)
            if op.tag == tag and self.cnt[dst][tag] >= op.nbytes:
                self.wake(dst, now, "wait")

    # --------------------------------------------------------------- run
    def run(self, max_cycles: int | None) -> Result:
        for g in range(self.n):
            self.push(0, self.STEP, g)
        now = 0
        while self.ev:
            now, _, kind, args = heapq.heappop(self.ev)
            self.events += 1
            if max_cycles is not None and now > max_cycles:
                raise RefsimError(f"not done after {max_cycles} cycles")
            if kind == self.STEP:
                self.step(args[0], now)
            elif kind == self.TX:
                self.on_tx(now, *args)
            elif kind == self.EGRESS:
                self.on_egress(now, *args)
            else:
                self.deliver(now, *args)
        stuck = [g for g in range(self.n) if self.state[g] != "halt"]
        if stuck:
            desc = "; ".join(f"GPU {g} op {self.pc[g]} {sc.fmt_op(self.p[g][self.pc[g]], self.sp)} ({self.state[g]})"
                             for g in stuck[:8])
            raise RefsimError(f"deadlock at cycle {now}: {len(stuck)} GPU(s) never halt: {desc}")
        left = {(g, t): c for g in range(self.n) for t, c in self.cnt[g].items() if c}
        if left:
            (g, t), c = next(iter(left.items()))
            raise RefsimError(
                f"{len(left)} (GPU, tag) counter(s) hold bytes no WAIT consumed, e.g. GPU {g} tag {t}: {c} B")
        return Result(max(self.halted), self.marks, self.halted, self.delivered, self.frames, self.e_cycles,
                      self.events)


def run(programs: list[list[Op]], gpu_node: list[int], net: Net = Net(), sp: sc.SchedSpec | None = None,
        max_cycles: int | None = None) -> Result:
    """Execute `programs` (index = global GPU) with GPU g on node gpu_node[g]."""
    if len(gpu_node) != len(programs):
        raise ValueError(f"{len(programs)} programs but {len(gpu_node)} GPU -> node entries")
    return _Sim(programs, gpu_node, net, sp or sc.spec()).run(max_cycles)


def phases(marks: list[list[tuple[int, int]]], jobs: list[dict[str, Any]],
           sp: sc.SchedSpec | None = None) -> list[dict[str, Any]]:
    """Per job (the sidecar's job list), from the MARK logs (per global GPU, (id, cycle); the
    executor's `Result.marks` or the emulator's logs): for every iteration k that every GPU of the job
    started and ended, its start (earliest ITER_START(k)), end (latest ITER_END(k)) and time, and the
    DP phase (earliest DP_START(k) to latest DP_END(k)); for MoE jobs the time of each all-to-all
    (earliest A2A_START(i) to latest A2A_END(i)). Cycles."""
    sp = sp or sc.spec()
    out = []
    for job in jobs:
        by: dict[tuple[str, int], list[int]] = {}
        for g in job["gpus"]:
            for mid, cyc in marks[g]:
                by.setdefault(sp.split_mark(mid), []).append(cyc)
        n = len(job["gpus"])

        def span(start: str, end: str, k: int, by: dict[tuple[str, int], list[int]] = by,
                 n: int = n) -> tuple[int, int] | None:
            a, b = by.get((start, k), []), by.get((end, k), [])
            return (min(a), max(b)) if len(a) == len(b) == n else None

        iters = []
        k = 0
        while (s := span("ITER_START", "ITER_END", k)) is not None:
            it: dict[str, Any] = {"iter": k, "start": s[0], "end": s[1], "time": s[1] - s[0]}
            dp = span("DP_START", "DP_END", k)
            if dp is not None:
                it["dp_start"], it["dp_end"], it["dp_time"] = dp[0], dp[1], dp[1] - dp[0]
            iters.append(it)
            k += 1
        a2a = []
        i = 0
        while (s := span("A2A_START", "A2A_END", i)) is not None:
            a2a.append(s[1] - s[0])
            i += 1
        rec: dict[str, Any] = {"name": job["name"], "iterations": iters}
        if iters:
            rec["mean_iter"] = sum(x["time"] for x in iters) / len(iters)
            if "dp_time" in iters[0]:
                rec["mean_dp"] = sum(x["dp_time"] for x in iters) / len(iters)
        if a2a:
            rec["a2a"] = a2a
            rec["mean_a2a"] = sum(a2a) / len(a2a)
        out.append(rec)
    return out
