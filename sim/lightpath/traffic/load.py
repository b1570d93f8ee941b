"""Offered-load pattern (Mercury Figure 11b: packet loss against the offered line rate).

Every GPU sends frames of one size to GPUs on other nodes (uniform over them, from a seeded generator), paced
by COMPUTE gaps so that each host port carries a given fraction of its line rate. The run is a sequence of
*points*, one per offered load: a point is a load phase of `cycles` clocks followed by `drain` quiet clocks, so
one program (and one fabric bring-up) covers a whole sweep; the runner (lightpath.scenario.load_sweep) samples the
counters at the end of every drain.

Offered load. The line rate of a host port is one word (cell.WORD_BITS) per clock, 10 Gb/s: what the NIC's
host port takes at most. A frame of `frame_data` data bytes is `sched.SchedSpec.wire_bytes(frame_data)` bytes
= B words on the port; at load x (0 < x <= 1) a GPU sends its frames period = B / x apart (each start rounded
down on its own, so the error never accumulates), after a random phase in [0, period) so the GPUs do not start
in step, as many as fit in the point (the last one leaves before the point ends): n = floor(x (cycles - 2 -
B) / B) + 1, an offered load of n B / cycles (recorded per GPU and point in the sidecar; within B / cycles of x).
GPU i sends on host port i % HOST_PORTS: with one GPU per port (the fabric tops' default) the port load is the GPU's.
Ethernet's preamble, inter-frame gap and FCS (24 bytes per frame on a 10GbE wire, not on the MAC's AXI-Stream) are not
counted: load 1.0 is back-to-back frames on the stream.

Receivers do not WAIT: a GPU that waited for bytes the network dropped would never finish. Each program ends
with FENCE and HALT, and a GPU keeps counting and crediting the frames it receives after its HALT (lp_gpu_emu
credits on every good frame whatever its state; tb/gpu/test_lp_gpu_line.py delivers to GPUs that halted at
once), so `done` means "sent everything" and the runner waits for the network to drain.

Per point k the program is: MARK ITER_START(k), the paced SEND/COMPUTE pairs, MARK ITER_END(k) exactly
`cycles` clocks after the first MARK, then COMPUTE drain + drain_per_load * load (the last point: FENCE, HALT
instead: the runner waits until the network is quiet). Every op
issues in one cycle except COMPUTE n (n cycles), and in line mode a SEND never stalls (a frame leaves in B
cycles, one beat per clock, and frames are at least B apart), so the timeline in the sidecar (`load.points`:
start and end of every point, relative to the GPUs' START cycle) is exact; the MARK logs confirm it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from lightpath.cell import generated as cellfmt
from lightpath.gen.fabric_emit import GPU_NODE_BASE, GPUS, HOST_PORTS
from lightpath.traffic import sched as sc
from lightpath.traffic.build import Lowered

NAME = "load-sweep"
FABRIC_NODES = 4                 # the shared lp_fabric4 build: GPUs on nodes GPU_NODE_BASE[4].. (node 0: arbiter)
WORD_BYTES = cellfmt.WORD_BITS // 8
CLOCK_HZ = float(cellfmt.SLOT["clock_mhz"]) * 1e6
DOC = ("offered load: every GPU sends frames to GPUs of other nodes (uniform, seeded), paced to a fraction of its "
       "host port's line rate, one point per load; receivers only count (no WAIT)")


@dataclass(frozen=True)
class LoadSpec:
    # denser around the knee (lp_fabric4: loss begins at 0.25..0.35 per port; the cell format's limit is 0.38)
    loads: tuple[float, ...] = (0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 1.0)
    cycles: int = 40_000             # load phase of a point, clocks (256 us): fills the buffers above ~0.7
    # quiet clocks after each point but the last (the runner drains that one), plus drain_per_load per unit of
    # the point's load (a backlog grows with it); it must also outlast the resequencers' gap timeout
    # (SVLB_RESEQ.ttl = 64 round-robin cycles = 16 320 clocks on lp_fabric4 with the training's guard)
    drain: int = 20_000
    drain_per_load: int = 40_000
    frame_data: int = 992            # data bytes per frame: 992 + header = 1024 bytes = 2 cells of 512
    seed: int = 1
    nodes: int = FABRIC_NODES - GPU_NODE_BASE[FABRIC_NODES]
    gpus_per_node: int = GPUS[FABRIC_NODES]
    node_base: int = GPU_NODE_BASE[FABRIC_NODES]
    host_ports: int = HOST_PORTS
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def gpus(self) -> int:
        return self.nodes * self.gpus_per_node


def frame_words(spec: LoadSpec, sp: sc.SchedSpec | None = None) -> int:
    """Words (clocks at line rate) one frame occupies on a host port."""
    return -(-(sp or sc.spec()).wire_bytes(spec.frame_data) // WORD_BYTES)


def check(spec: LoadSpec, sp: sc.SchedSpec | None = None) -> None:
    """Refuse, with the reason, a spec the pattern cannot honour."""
    sp = sp or sc.spec()
    if not spec.loads:
        raise ValueError("no offered loads")
    for x in spec.loads:
        if not 0 < x <= 1:
            raise ValueError(f"offered load {x} outside (0, 1]: a GPU cannot exceed its port's line rate")
    if not 1 <= spec.frame_data <= sp.max_data:
        raise ValueError(f"frame_data {spec.frame_data} outside 1..{sp.max_data} (one SEND = one frame)")
    b = frame_words(spec, sp)
    if spec.cycles < 4 * b:
        raise ValueError(f"a point of {spec.cycles} cycles is shorter than 4 frames of {b} words")
    if spec.drain < 1 or spec.drain_per_load < 0:
        raise ValueError(f"drain {spec.drain} must be >= 1 cycle, drain_per_load {spec.drain_per_load} >= 0")
    if spec.nodes < 2 or spec.gpus_per_node < 1:
        raise ValueError(f"{spec.nodes} nodes x {spec.gpus_per_node} GPUs: need 2 nodes or more "
                         "(no other node to send to)")
    if spec.gpus > 1 << sp.field("DST").width:
        raise ValueError(f"{spec.gpus} GPUs do not fit the DST field")


def drain_cycles(spec: LoadSpec, load: float) -> int:
    """Quiet clocks after a point at `load` (but the last)."""
    return spec.drain + round(spec.drain_per_load * load)


def send_cycles(spec: LoadSpec, load: float, rng: random.Random, sp: sc.SchedSpec | None = None) -> list[int]:
    """Cycles (from the point's start, after its MARK) at which one GPU's SENDs issue at `load`."""
    b = frame_words(spec, sp)
    period = b / load
    span = spec.cycles - 2 - b          # the last SEND issues by then, so its frame has left before ITER_END
    n = int(span / period) + 1          # as many frames, `period` apart, as fit in the span
    phase = min(rng.random() * period, span - (n - 1) * period)
    return [int(phase + j * period) for j in range(n)]


def destinations(spec: LoadSpec, gpu: int, count: int, rng: random.Random) -> list[int]:
    """`count` destinations of `gpu`, uniform over the GPUs of the other nodes."""
    own = gpu // spec.gpus_per_node
    others = [g for g in range(spec.gpus) if g // spec.gpus_per_node != own]
    return [rng.choice(others) for _ in range(count)]


def programs(spec: LoadSpec, sp: sc.SchedSpec | None = None) -> tuple[list[list[sc.Op]], list[dict[str, Any]]]:
    """The programs of every GPU and the timeline of the points (relative to START: the cycle word 0 issues)."""
    sp = sp or sc.spec()
    check(spec, sp)
    b = frame_words(spec, sp)
    progs: list[list[sc.Op]] = []
    points: list[dict[str, Any]] = []
    for g in range(spec.gpus):
        rng = random.Random(f"{spec.seed}-{g}")
        ops: list[sc.Op] = []
        t = 0
        for k, x in enumerate(spec.loads):
            cyc = send_cycles(spec, x, rng, sp)
            dst = destinations(spec, g, len(cyc), rng)
            start = t
            ops.append(sc.Mark(sp.mark_id("ITER_START", k)))
            t += 1
            now = 0                                   # cycles since the MARK
            for c, d in zip(cyc, dst):
                if c > now:
                    ops.append(sc.Compute(c - now))
                    t += c - now
                ops.append(sc.Send(d, 0, spec.frame_data))
                t += 1
                now = c + 1
            if spec.cycles - 1 > now:
                ops.append(sc.Compute(spec.cycles - 1 - now))
                t += spec.cycles - 1 - now
            ops.append(sc.Mark(sp.mark_id("ITER_END", k)))   # at start + cycles
            t += 1
            last = k == len(spec.loads) - 1
            if not last:
                ops.append(sc.Compute(drain_cycles(spec, x)))
                t += drain_cycles(spec, x)
            if g == 0:
                points.append({"load": x, "start": start, "end": start + spec.cycles,
                               "next": t if not last else None, "frames": [], "offered": []})
            points[k]["frames"].append(len(cyc))
            points[k]["offered"].append(len(cyc) * b / spec.cycles)
        ops += [sc.Fence(), sc.Halt()]
        sc.check_program(g, ops, sp)
        progs.append(ops)
    return progs, points


def build(spec: LoadSpec | None = None, sp: sc.SchedSpec | None = None,
          runs_as: str = NAME) -> tuple[sc.Schedule, Lowered]:
    """The schedule (programs + sidecar, `load` holding the spec, frame size and the point timeline) and its
    Lowered form (flows per GPU pair, no receives: nothing is waited for)."""
    spec = spec or LoadSpec()
    sp = sp or sc.spec()
    progs, points = programs(spec, sp)
    flows: dict[tuple[int, int], list[int]] = {}
    for g, ops in enumerate(progs):
        for o in ops:
            if isinstance(o, sc.Send):
                f = flows.setdefault((g, o.dst), [0, 0])
                f[0] += o.nbytes
                f[1] += 1
    gpu_node = [spec.node_base + g // spec.gpus_per_node for g in range(spec.gpus)]
    low = Lowered(progs, [1] * spec.gpus, flows, {})
    meta: dict[str, Any] = {
        "scenario": NAME, "runs_as": runs_as, "doc": DOC, "notes": list(spec.notes),
        "scale": 1.0, "iters": len(spec.loads), "clock_hz": CLOCK_HZ,
        "gpus": spec.gpus, "nodes": spec.nodes, "node_base": spec.node_base, "gpus_per_node": spec.gpus_per_node,
        "gpu_node": gpu_node, "jobs": [],
        "marks": {"kind_lsb": sp.mark_kind_lsb, "points": "ITER_START(k) / ITER_END(k): load phase of point k"},
        "flows": [{"src": s, "dst": d, "bytes": v[0], "messages": v[1], "path": "network"}
                  for (s, d), v in sorted(flows.items())],
        "rx_bytes": {}, "ops": [len(p) for p in progs], "tags_used": low.tags_used,
        "marks_max": 2 * len(spec.loads),
        "load": {
            "loads": list(spec.loads), "cycles": spec.cycles, "drain": spec.drain,
            "drain_per_load": spec.drain_per_load, "seed": spec.seed,
            "frame_data": spec.frame_data, "frame_bytes": sp.wire_bytes(spec.frame_data),
            "frame_words": frame_words(spec, sp), "host_ports": spec.host_ports, "points": points,
        },
    }
    return sc.Schedule(progs, meta), low
