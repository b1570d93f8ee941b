"""Benchmark scenarios of `make bench` (run by lightpath.bench; benchmarks print, they do not assert targets).

cocotb tests, selected with `hdl.run(..., testcase=...)`; configuration in $LP_BENCH (JSON), results
written as JSON to $LP_REPORT:

- `load_sweep` (lp_fabric2): one flow each way (node 0 -> 1 and 1 -> 0) of fixed-size frames, the
  offered load stepped through a list of points; per point the verdict inputs of "zero loss"
  (docs/timing-budget.md): frames delivered intact and in order, drop counters, host-port
  back-pressure, and the latency trend (a growing queue shows as growing latency).
- `low_load_latency` (lp_fabric2): Poisson arrivals at a low load; one-hop latency of every frame.
- `all_to_all_speed` (lp_fabric8): saturating all-to-all traffic; the simulator's wall-clock speed.

Offered load is open loop. Two ways of throttling the host port's AxiStreamSource:

- pace "frame" (default): frame i of a flow is handed to the source at a scheduled clock edge E_i
  (constant bit rate: E_i = floor(i * period); Poisson: exponential gaps). The source sends every frame
  at the full host rate (one beat per cycle), frames separated by idle cycles, as a 10G MAC does. If
  the NIC back-pressures, frames queue in the source (the host falls behind its schedule).
- pace "beat": the source's `set_pause_generator` pauses it in a fixed pattern (a fractional
  accumulator), so a fraction h of the cycles may carry a beat: tvalid bubbles inside frames.

Timestamps: an AxiStreamMonitor on each host input port gives the clock edge at which the first and
the last beat of a frame were accepted (tvalid and tready), the destination's AxiStreamSink the edge
at which the last beat left. Latency = last beat out - first beat in.
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass

import cocotb
from cocotb.triggers import RisingEdge, Timer
from cocotb.utils import get_sim_steps, get_sim_time, get_time_from_sim_steps
from cocotbext.axi import AxiStreamFrame, AxiStreamMonitor, AxiStreamSource
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether

from lightpath.bench.datapath import beats_per_frame, frame_period_cycles, host_fraction
from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import CLOCK_NS, Fabric

SLOT_WORDS = int(cellfmt.SLOT["slot_words"])
TAG_OFFSET = 14 + 20 + 8  # Ether + IPv4 + UDP: the tag (src, dst, sequence) starts the UDP payload
QUIET_SLOTS = 64          # slots without a delivery, once every frame is in the NIC, after which the rest is lost
# Times are in simulator steps throughout (what cocotbext-axi stamps frames with): one clock period in steps.
CLK_STEPS = get_sim_steps(CLOCK_NS, "ns")


def config() -> dict:
    return json.loads(os.environ.get("LP_BENCH", "{}"))


def write_report(rep: dict) -> None:
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(rep, fh, indent=1)


class FrameMaker:
    """Fixed-size scapy Ethernet/IPv4/UDP frames; built once per (size, src, dst), the tag patched per frame."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.templates: dict[tuple[int, int, int], bytearray] = {}

    def frame(self, size: int, src: int, dst: int, seq: int) -> bytes:
        key = (size, src, dst)
        if key not in self.templates:
            base = Ether(src=f"02:00:00:00:00:{src:02x}", dst=f"02:00:00:00:00:{dst:02x}") / IP() / UDP(dport=4791)
            body = self.rng.randbytes(size - len(base))
            raw = bytes(base / body)
            assert len(raw) == size, (len(raw), size)
            self.templates[key] = bytearray(raw)
        f = self.templates[key]
        f[TAG_OFFSET : TAG_OFFSET + 6] = bytes([src, dst]) + seq.to_bytes(4, "big")
        return bytes(f)


def drop_delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """Counters that moved and name a loss or an error: every *DROP* counter, HOST_USER_ERR and the SOA
    alarm counters."""
    out = {}
    for k, v in after.items():
        if "DROP" in k or k.startswith("SOA_") or k == "HOST_USER_ERR":
            d = v - before.get(k, 0)
            if d:
                out[k] = d
    return out


@dataclass
class FlowResult:
    src: int
    dst: int
    sent: int
    delivered: int             # frames out of the destination port byte-exact (matched by their tag)
    intact_in_order: bool      # every frame delivered once, intact, in sending order
    backpressure_cycles: int   # cycles in which the host offered a beat and the NIC refused it
    max_lag_cycles: int        # pace "frame": how far the last beat of a frame fell behind its schedule
    latency_ns: list[float]    # per frame, in sending order


def pause_pattern(h: float, count: list[int], bus) -> Iterator[bool]:
    """Pause generator for pace "beat": a beat may go in a fraction h of the cycles, evenly spread.
    Also counts back-pressure (tvalid high, tready low at a clock edge) into count[0]."""
    acc = 0.0
    while True:
        if bus.tvalid.value == 1 and bus.tready.value == 0:
            count[0] += 1
        acc += h
        if acc >= 1.0:
            acc -= 1.0
            yield False
        else:
            yield True


class Port:
    """The host input port a node's flow enters by (the fabric's first source of the node), with a
    monitor that stamps the accepted beats."""

    def __init__(self, dut, src: AxiStreamSource) -> None:
        self.bus = src.bus
        self.mon = AxiStreamMonitor(self.bus, dut.clk, dut.rst)
        self.mon.log.setLevel("WARNING")


async def run_flows(
    dut, fab: Fabric, ports: list[Port], size: int, schedules: list[list[int]], fm: FrameMaker, pace: str,
    beat_fraction: float = 1.0,
) -> tuple[list[FlowResult], int]:
    """Send flow n -> 1 - n for every node n of a 2-node fabric, frame i released at edge schedules[n][i]
    (cycles after a reference edge); wait until every frame is out; return per-flow results and the
    corrupted optical words seen meanwhile."""
    nodes = len(schedules)
    beats = beats_per_frame(size)
    corrupt0 = dut.corrupt_words.value.to_unsigned()
    await RisingEdge(dut.clk)
    t_ref = get_sim_time()  # steps, on a rising edge
    sent: list[list[bytes]] = [[] for _ in range(nodes)]
    bp = [[0] for _ in range(nodes)]

    async def pace_frames(n: int) -> None:
        src = fab.nodes[n].src
        for i, edge in enumerate(schedules[n]):
            data = fm.frame(size, n, 1 - n, i)
            sent[n].append(data)
            # Hand the frame over half a cycle before edge E_i: the source drives its first beat at E_i.
            target = t_ref + edge * CLK_STEPS - CLK_STEPS // 2
            now = get_sim_time()
            if target > now:
                await Timer(target - now, unit="step")
            src.send_nowait(AxiStreamFrame(data, tdest=1 - n))

    async def queue_all(n: int) -> None:
        src = fab.nodes[n].src
        src.pause = True
        for i in range(len(schedules[n])):
            data = fm.frame(size, n, 1 - n, i)
            sent[n].append(data)
            src.send_nowait(AxiStreamFrame(data, tdest=1 - n))
        src.set_pause_generator(pause_pattern(beat_fraction, bp[n], ports[n].bus))

    if pace == "frame":
        tasks = [cocotb.start_soon(pace_frames(n)) for n in range(nodes)]
    elif pace == "beat":
        tasks = [cocotb.start_soon(queue_all(n)) for n in range(nodes)]
    else:
        raise ValueError(f"pace must be 'frame' or 'beat', not {pace!r}")

    # Collect until every frame is out, or nothing has arrived for QUIET_SLOTS slots after the last frame
    # went into the NIC (the rest is lost). The monitor and sink stamp their frames themselves, so polling
    # them once per slot costs no precision.
    ins: list[list[AxiStreamFrame]] = [[] for _ in range(nodes)]
    outs: list[list[AxiStreamFrame]] = [[] for _ in range(nodes)]
    quiet = 0
    while True:
        await Timer(SLOT_WORDS * CLK_STEPS, unit="step")
        got = sum(len(o) for o in outs)
        for n in range(nodes):
            while not ports[n].mon.empty():
                ins[n].append(ports[n].mon.recv_nowait())
            sink = fab.nodes[1 - n].sink
            assert sink is not None
            while not sink.empty():
                outs[n].append(sink.recv_nowait())
        if all(len(outs[n]) == len(schedules[n]) for n in range(nodes)):
            break
        sending = not all(t.done() for t in tasks) or not all(fab.nodes[n].src.idle() for n in range(nodes))
        quiet = 0 if sending or sum(len(o) for o in outs) != got else quiet + 1
        if quiet > QUIET_SLOTS:
            break

    results = []
    for n in range(nodes):
        if pace == "beat":
            fab.nodes[n].src.clear_pause_generator()
            fab.nodes[n].src.pause = False
        lat, order, intact = [], [], 0
        for o in outs[n]:
            data = bytes(o.tdata)
            seq = int.from_bytes(data[TAG_OFFSET + 2 : TAG_OFFSET + 6], "big") if len(data) >= TAG_OFFSET + 6 else -1
            if 0 <= seq < len(ins[n]) and data == sent[n][seq]:
                intact += 1
                order.append(seq)
                lat.append(get_time_from_sim_steps(o.sim_time_end - ins[n][seq].sim_time_start, "ns"))
        ok = intact == len(sent[n]) == len(outs[n]) and order == sorted(set(order))
        if pace == "frame":
            # Back-pressure of frame i: cycles between the moment its first beat was offered (its edge, or
            # the acceptance of the previous frame's last beat if that was later) and the acceptance of its
            # last beat, beyond the `beats` cycles it takes unhindered.
            bpc = 0
            lag = 0
            prev_end = -1
            for k, i in enumerate(ins[n]):
                edge = t_ref + schedules[n][k] * CLK_STEPS
                end = i.sim_time_end
                bpc += (end - max(edge, prev_end)) // CLK_STEPS - beats
                lag = max(lag, (end - edge) // CLK_STEPS - beats)
                prev_end = end
        else:
            bpc, lag = bp[n][0], 0
        results.append(FlowResult(n, 1 - n, len(sent[n]), intact, ok, int(bpc), int(lag), lat or [float("nan")]))
    return results, dut.corrupt_words.value.to_unsigned() - corrupt0


def cbr_schedule(size: int, load: float, frames: int, offset: int) -> list[int]:
    """Constant bit rate: frame i at edge offset + floor(i * period) (offset >= 1: edge 0 is the reference)."""
    period = frame_period_cycles(size, load)
    return [offset + math.floor(i * period) for i in range(frames)]


def poisson_schedule(size: int, load: float, frames: int, rng: random.Random, offset: int) -> list[int]:
    """Poisson arrivals: exponential gaps of mean `frame_period_cycles` (at least one cycle)."""
    mean = frame_period_cycles(size, load)
    t, out = float(offset), []
    for _ in range(frames):
        out.append(math.floor(t))
        t += max(1.0, rng.expovariate(1.0 / mean))
    return out


def latency_trend_ns(lat: list[float]) -> float:
    """Median latency of the last quarter of a flow's frames minus that of the first quarter."""
    q = max(1, len(lat) // 4)
    return statistics.median(lat[-q:]) - statistics.median(lat[:q])


async def setup_2node(dut) -> tuple[Fabric, list[Port]]:
    fab = Fabric(dut, 2)
    ports = [Port(dut, fab.nodes[n].src) for n in range(2)]
    await fab.start()
    await fab.configure()
    return fab, ports


async def all_counters(fab: Fabric) -> list[dict[str, int]]:
    return [await fab.counters(n) for n in range(fab.n)]


@cocotb.test()
async def load_sweep(dut) -> None:
    """Config: {"points": [{"size": B, "load": L, "frames": N, "pace": "frame"|"beat"}, ...]}; load L is a
    fraction of the post-overhead frame capacity (lightpath.bench.datapath.frame_capacity_gbps)."""
    cfg = config()
    fab, ports = await setup_2node(dut)
    fm = FrameMaker(seed=31)
    out = []
    for p in cfg["points"]:
        size, load, frames, pace = int(p["size"]), float(p["load"]), int(p["frames"]), p.get("pace", "frame")
        before = await all_counters(fab)
        scheds = [cbr_schedule(size, load, frames, offset=1 + 17 * n) for n in range(2)]
        t0 = get_sim_time("ns")
        flows, corrupt = await run_flows(dut, fab, ports, size, scheds, fm, pace, host_fraction(size, load))
        sim_ns = get_sim_time("ns") - t0
        after = await all_counters(fab)
        drops = {n: drop_delta(before[n], after[n]) for n in range(2)}
        out.append({
            "size": size, "load": load, "pace": pace, "frames": frames, "sim_ns": sim_ns,
            "host_fraction": host_fraction(size, load), "corrupt_words": corrupt, "drops": drops,
            "flows": [{**{k: v for k, v in asdict(f).items() if k != "latency_ns"},
                       "latency_trend_ns": latency_trend_ns(f.latency_ns),
                       "latency_median_ns": statistics.median(f.latency_ns),
                       "latency_max_ns": max(f.latency_ns)} for f in flows],
        })
        dut._log.info("size %d load %.3f pace %s: %s", size, load, pace, out[-1]["flows"])
    write_report({"points": out})


@cocotb.test()
async def low_load_latency(dut) -> None:
    """Config: {"sizes": [...], "load": L, "frames": N, "seed": S}: Poisson arrivals, both directions."""
    cfg = config()
    fab, ports = await setup_2node(dut)
    fm = FrameMaker(seed=32)
    rng = random.Random(int(cfg.get("seed", 7)))
    out = []
    for size in cfg["sizes"]:
        before = await all_counters(fab)
        scheds = [poisson_schedule(size, float(cfg["load"]), int(cfg["frames"]), rng, offset=5) for _ in range(2)]
        flows, corrupt = await run_flows(dut, fab, ports, size, scheds, fm, "frame")
        after = await all_counters(fab)
        out.append({
            "size": size, "load": cfg["load"], "corrupt_words": corrupt,
            "drops": {n: drop_delta(before[n], after[n]) for n in range(2)},
            "delivered": sum(f.delivered for f in flows), "sent": sum(f.sent for f in flows),
            "intact_in_order": all(f.intact_in_order for f in flows),
            "latency_ns": sorted(x for f in flows for x in f.latency_ns),
        })
    write_report({"points": out})


@cocotb.test()
async def all_to_all_speed(dut) -> None:
    """Config: {"cycles": C, "idle_cycles": I, "frames_per_node": F}: wall-clock speed of the N-node
    fabric, first idle (no Python traffic models active), then under saturating all-to-all traffic."""
    cfg = config()
    n = sum(1 for i in range(64) if hasattr(dut, f"n{i}_s_axil_awvalid"))
    fab = Fabric(dut, n)
    await fab.start()
    await fab.configure()
    rng = random.Random(8)
    fm = FrameMaker(seed=33)
    sizes = [64, 256, 512, 1024, 1500]

    await RisingEdge(dut.clk)
    idle_cycles = int(cfg["idle_cycles"])
    w0 = time.perf_counter()
    await Timer(idle_cycles * CLK_STEPS, unit="step")
    idle_wall = time.perf_counter() - w0

    before = await all_counters(fab)
    corrupt0 = dut.corrupt_words.value.to_unsigned()
    for src in range(n):
        dsts = [d for d in range(n) if d != src]
        for i in range(int(cfg["frames_per_node"])):
            dst = dsts[i % len(dsts)]
            fab.nodes[src].src.send_nowait(AxiStreamFrame(fm.frame(rng.choice(sizes), src, dst, i), tdest=dst))
    await RisingEdge(dut.clk)
    cycles = int(cfg["cycles"])
    w0 = time.perf_counter()
    await Timer(cycles * CLK_STEPS, unit="step")
    wall = time.perf_counter() - w0
    after = await all_counters(fab)
    delivered = 0
    for d in range(n):
        sink = fab.nodes[d].sink
        assert sink is not None
        while not sink.empty():
            f = bytes((await sink.recv()).tdata)
            assert f[TAG_OFFSET + 1] == d, "frame at the wrong node"
            delivered += 1
    write_report({
        "nodes": n, "idle_cycles": idle_cycles, "idle_wall_s": idle_wall, "cycles": cycles, "wall_s": wall,
        "cells_sent": sum(after[k]["TX_CELLS"] - before[k]["TX_CELLS"] for k in range(n)),
        "frames_delivered": delivered,
        "drops": {k: drop_delta(before[k], after[k]) for k in range(n)},
        "corrupt_words": dut.corrupt_words.value.to_unsigned() - corrupt0,
    })
