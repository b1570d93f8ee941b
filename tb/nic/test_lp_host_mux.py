"""lp_host_mux: random frames on every port with random valid gaps and random downstream tready (frames
intact, never interleaved, per-port order kept, AXI-Stream holds, bounded waiting, event pulses);
backlogged ports at full rate (one beat per cycle, frames alternate); a tuser change inside a frame is
counted and does not reach the output; idle arrival latency."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.env.axis_source import GapSource
from lightpath.flow import hdl


@dataclass(frozen=True)
class Frame:
    beats: tuple[tuple[int, int], ...]  # (tdata, tkeep) per beat
    users: tuple[int, ...]  # tuser per beat (constant for a well-formed frame)


def random_frame(rng: random.Random, data_w: int, user_w: int, max_beats: int) -> Frame:
    kw = data_w // 8
    n = rng.randint(1, 3) if rng.random() < 0.3 else rng.randint(1, max_beats)  # many short frames
    beats = []
    for i in range(n):
        keep = (1 << kw) - 1 if i < n - 1 else (1 << rng.randint(1, kw)) - 1
        beats.append((rng.getrandbits(data_w), keep))
    return Frame(tuple(beats), (rng.getrandbits(user_w),) * n)


Source = GapSource[Frame, tuple[int, int, int, int]]   # one input port; beats (tdata, tkeep, tlast, tuser)


def source(frames: Sequence[Frame], rng: random.Random, p_first: float = 1.0, p_next: float = 1.0) -> Source:
    def beats(f: Frame) -> list[tuple[int, int, int, int]]:
        return [(d, k, int(i == len(f.beats) - 1), f.users[i]) for i, (d, k) in enumerate(f.beats)]
    return GapSource(beats, rng, frames, p_first, p_next)


class Bench:
    """Drives every port each cycle and checks the outputs against the AXI-Stream sources."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.ports = int(dut.PORTS.value)
        self.data_w = int(dut.DATA_W.value)
        self.user_w = int(dut.USER_W.value)
        self.kw = self.data_w // 8
        self.rng = random.Random(97)  # junk on ports that do not offer a beat
        self.cycle = 0
        self.out: list[list[Frame]] = [[] for _ in range(self.ports)]
        self.order: list[int] = []  # source port of every frame, in output order
        self.xfer_cycles: list[int] = []
        self.ev_frame = [0] * self.ports
        self.ev_user_err = 0
        self.exp_user_err = 0
        self.stalls = 0
        self.open_tid: int | None = None
        self.cur_beats: list[tuple[int, int]] = []
        self.cur_users: list[int] = []
        self.stalled: tuple[int, ...] | None = None
        self.arrival: dict[int, int] = {}  # port -> cycle its waiting frame first offered a beat
        self.starts: list[tuple[int, int]] = []  # (cycle, port) of every frame's first transfer
        self.max_overtaken = 0

    async def reset(self) -> None:
        Clock(self.dut.clk, 6.4, unit="ns").start()
        d = self.dut
        d.rst.value = 1
        d.s_axis_tvalid.value = 0
        d.s_axis_tdata.value = 0
        d.s_axis_tkeep.value = 0
        d.s_axis_tlast.value = 0
        d.s_axis_tuser.value = 0
        d.m_axis_tready.value = 0
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0

    async def step(self, sources: Sequence[Source], tready: bool) -> None:
        for s in sources:
            s.decide()
        valid = data = keep = last = user = 0
        for p, s in enumerate(sources):
            if s.offer:
                bd, bk, bl, bu = s.current()
                valid |= 1 << p
            else:  # junk behind tvalid low must never leak out
                bd, bk = self.rng.getrandbits(self.data_w), self.rng.getrandbits(self.kw)
                bl, bu = self.rng.getrandbits(1), self.rng.getrandbits(self.user_w)
            data |= bd << (p * self.data_w)
            keep |= bk << (p * self.kw)
            last |= bl << p
            user |= bu << (p * self.user_w)
        d = self.dut
        d.s_axis_tvalid.value = valid
        d.s_axis_tdata.value = data
        d.s_axis_tkeep.value = keep
        d.s_axis_tlast.value = last
        d.s_axis_tuser.value = user
        d.m_axis_tready.value = int(tready)
        await ReadOnly()
        self.check(sources, tready)
        await RisingEdge(d.clk)
        self.cycle += 1

    def check(self, sources: Sequence[Source], tready: bool) -> None:
        d = self.dut
        mv = bool(d.m_axis_tvalid.value)
        tid = d.m_axis_tid.value.to_unsigned()
        md = d.m_axis_tdata.value.to_unsigned()
        mk = d.m_axis_tkeep.value.to_unsigned()
        ml = int(d.m_axis_tlast.value)
        mu = d.m_axis_tuser.value.to_unsigned()
        s_ready = d.s_axis_tready.value.to_unsigned()
        ev_frame = d.ev_frame.value.to_unsigned()
        ev_uerr = int(d.ev_user_err.value)
        xfer = mv and tready

        for p, s in enumerate(sources):  # a frame is waiting from the cycle its first beat is offered
            if s.offer and s.beat == 0 and p not in self.arrival:
                self.arrival[p] = self.cycle

        taken = [p for p, s in enumerate(sources) if s.offer and s_ready >> p & 1]
        assert taken == ([tid] if xfer else []), f"cycle {self.cycle}: input transfers {taken}, output tid {tid}"
        if mv:
            assert tid < self.ports and sources[tid].offer, f"cycle {self.cycle}: tvalid without a beat on port {tid}"
            src = sources[tid]
            bd, bk, bl, _ = src.current()
            assert (md, mk, ml) == (bd, bk, bl), f"cycle {self.cycle}: output beat is not port {tid}'s beat"
            first_user = src.frame.users[0]
            assert mu == first_user, f"cycle {self.cycle}: tuser {mu:#x}, frame's first beat had {first_user:#x}"
            if self.open_tid is not None:
                assert tid == self.open_tid, \
                    f"cycle {self.cycle}: port {tid} interleaved into port {self.open_tid}'s frame"
        if self.stalled is not None:  # AXI-Stream: a beat not accepted stays, unchanged
            assert mv and (tid, md, mk, ml, mu) == self.stalled, f"cycle {self.cycle}: stalled beat changed"
        self.stalled = (tid, md, mk, ml, mu) if mv and not tready else None
        self.stalls += mv and not tready

        src_user = sources[tid].current()[3] if mv else 0
        exp_uerr = xfer and self.open_tid is not None and src_user != sources[tid].frame.users[0]
        assert ev_uerr == int(exp_uerr), f"cycle {self.cycle}: ev_user_err {ev_uerr}, expected {int(exp_uerr)}"
        self.ev_user_err += ev_uerr
        self.exp_user_err += exp_uerr
        assert ev_frame == ((1 << tid) if xfer and ml else 0), f"cycle {self.cycle}: ev_frame {ev_frame:#x}"
        for p in range(self.ports):
            self.ev_frame[p] += ev_frame >> p & 1

        if not xfer:
            return
        self.xfer_cycles.append(self.cycle)
        if self.open_tid is None:  # first beat of a frame: bounded waiting (round robin)
            since = self.arrival.pop(tid)
            overtaken = sum(1 for c, p in self.starts if c >= since and p != tid)
            self.max_overtaken = max(self.max_overtaken, overtaken)
            assert overtaken <= self.ports - 1, f"cycle {self.cycle}: port {tid} waited for {overtaken} frames"
            self.starts.append((self.cycle, tid))
        self.cur_beats.append((md, mk))
        self.cur_users.append(mu)
        sources[tid].accept()
        if ml:
            self.out[tid].append(Frame(tuple(self.cur_beats), tuple(self.cur_users)))
            self.order.append(tid)
            self.cur_beats, self.cur_users = [], []
            self.open_tid = None
        else:
            self.open_tid = tid

    async def run(self, sources: Sequence[Source], tready: float = 1.0, limit: int = 100_000) -> None:
        rng = random.Random(5)
        start = self.cycle
        while any(s.busy() for s in sources):
            assert self.cycle - start < limit, "traffic did not drain"
            await self.step(sources, rng.random() < tready)


def frames_for(rng: random.Random, b: Bench, n: int, max_beats: int) -> list[list[Frame]]:
    return [[random_frame(rng, b.data_w, b.user_w, max_beats) for _ in range(n)] for _ in range(b.ports)]


def alternates(order: Sequence[int], ports: int) -> bool:
    return all(b == (a + 1) % ports for a, b in zip(order, order[1:]))


@cocotb.test()
async def random_traffic(dut) -> None:
    """Random frames on every port, random gaps before and inside frames, random tready in phases:
    every frame comes out intact, whole, in its port's order, with its tuser; AXI-Stream holds; a
    waiting frame is overtaken by at most PORTS-1 other frames; ev_frame counts every frame."""
    b = Bench(dut)
    await b.reset()
    rng = random.Random(2024 + b.ports)
    sent: list[list[Frame]] = [[] for _ in range(b.ports)]
    for phase, (p_first, p_next, tready) in enumerate(((0.3, 0.7, 0.6), (0.9, 0.9, 1.0), (0.6, 0.5, 0.3),
                                                       (1.0, 1.0, 0.8))):
        batch = frames_for(rng, b, 60, 12)
        sources = [source(batch[p], random.Random(phase * 31 + p), p_first, p_next) for p in range(b.ports)]
        for p in range(b.ports):
            sent[p].extend(batch[p])
        await b.run(sources, tready)
    for p in range(b.ports):
        assert b.out[p] == sent[p], f"port {p}: frames out differ from frames in"
        assert b.ev_frame[p] == len(sent[p])
    assert b.ev_user_err == 0
    # The stimulus must exercise what is checked: stalls, and back-to-back frames of different ports.
    assert b.stalls > 50, b.stalls
    switches = sum(1 for (c0, p0), (c1, p1) in zip(b.starts, b.starts[1:]) if p0 != p1)
    if b.ports > 1:
        assert switches > 50 and b.max_overtaken >= 1, (switches, b.max_overtaken)


@cocotb.test()
async def backlogged_full_rate(dut) -> None:
    """Every port always valid and tready always 1: exactly one beat per cycle from the first beat to
    the last, and the ports alternate frame by frame; one port alone is also gap-free; with random
    tready the ports still alternate."""
    b = Bench(dut)
    await b.reset()
    rng = random.Random(7 + b.ports)

    frames = frames_for(rng, b, 1000, 10)
    await b.run([source(frames[p], rng) for p in range(b.ports)])
    beats = sum(len(f.beats) for fs in frames for f in fs)
    first, last = b.xfer_cycles[0], b.xfer_cycles[-1]
    dut._log.info("backlogged: %d frames, %d beats in %d cycles", len(b.order), beats, last - first + 1)
    assert len(b.xfer_cycles) == beats
    assert last - first + 1 == beats, f"{beats} beats took {last - first + 1} cycles"
    assert b.order[: b.ports] == list(range(b.ports)) and alternates(b.order, b.ports), b.order[:20]
    assert all(b.out[p] == frames[p] for p in range(b.ports))

    n0 = len(b.xfer_cycles)
    alone = [random_frame(rng, b.data_w, b.user_w, 4) for _ in range(60)]
    srcs = [source(alone if p == b.ports - 1 else [], rng) for p in range(b.ports)]
    await b.run(srcs)
    cyc = b.xfer_cycles[n0:]
    assert len(cyc) == sum(len(f.beats) for f in alone) == cyc[-1] - cyc[0] + 1, "bubble between frames of one port"

    k0 = len(b.order)
    frames = frames_for(rng, b, 40, 6)
    await b.run([source(frames[p], rng) for p in range(b.ports)], tready=0.5)
    assert alternates(b.order[k0:], b.ports), b.order[k0:]
    assert b.stalls > 100
    assert b.ev_user_err == 0


@cocotb.test()
async def tuser_change_counted(dut) -> None:
    """A frame whose tuser changes on two of its beats (broken input): both beats pulse ev_user_err,
    the frame leaves whole with its first beat's tuser, and the frames around it are unaffected."""
    b = Bench(dut)
    await b.reset()
    rng = random.Random(3)
    good = random_frame(rng, b.data_w, b.user_w, 5)
    u = 1
    bad = Frame(tuple((rng.getrandbits(b.data_w), (1 << b.kw) - 1) for _ in range(5)), (u, u ^ 1, u, u ^ 1, u))
    after = random_frame(rng, b.data_w, b.user_w, 5)
    others = frames_for(rng, b, 4, 5)
    sources = [source([good, bad, after] if p == 0 else others[p], rng, 0.8, 0.8) for p in range(b.ports)]
    await b.run(sources, tready=0.7)
    assert b.ev_user_err == 2 == b.exp_user_err
    assert b.out[0] == [good, Frame(bad.beats, (u,) * 5), after]
    assert all(b.out[p] == others[p] for p in range(1, b.ports))
    assert b.ev_frame == [3] + [4] * (b.ports - 1)


@cocotb.test()
async def idle_arrival_latency(dut) -> None:
    """An idle mux shows a frame of the last-served port in the cycle it arrives, and a frame of
    another port one cycle later (the select is a register)."""
    b = Bench(dut)
    await b.reset()
    rng = random.Random(4)
    for _ in range(4):
        await b.step([source([], rng) for _ in range(b.ports)], True)
    for port in [0, 0] + list(range(1, b.ports)) + [0]:
        src = [source([random_frame(rng, b.data_w, b.user_w, 3)] if p == port else [], rng) for p in range(b.ports)]
        last_port = b.order[-1] if b.order else 0
        arrive = b.cycle
        await b.run(src)
        start = b.starts[-1][0]
        assert start - arrive == (0 if port == last_port else 1), (port, last_port, start - arrive)
        for _ in range(3):
            await b.step([source([], rng) for _ in range(b.ports)], True)


@pytest.mark.parametrize("ports,data_w,user_w", [(2, 64, 8), (3, 32, 4), (1, 64, 8)])
def test_lp_host_mux(ports: int, data_w: int, user_w: int) -> None:
    hdl.run("lp_host_mux", __file__, {"PORTS": ports, "DATA_W": data_w, "USER_W": user_w})
