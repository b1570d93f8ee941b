"""lp_host_demux: learning from the ingress taps (good frames learn, bad/short/group-source frames do not,
stations move, simultaneous learns), unicast to the learned port only, broadcast/multicast and unknown
unicast to every port, static override, port disable (drops counted, mid-frame disable), random traffic
with random back-pressure on every output against a cycle-exact scoreboard, 1-beat and jumbo frames at
full rate, reset in mid-frame.

Byte order as everywhere in the NIC tests (cocotbext-axi, lp_dest_lookup): byte k of a frame is
tdata[8*(k % BYTES) +: 8] of beat k // BYTES, so the destination MAC's first byte is tdata[7:0] of the
first beat. A MAC is an int with its first byte in bits 47:40 (aa:bb:.. = 0xaabb..), as the RTL's
cfg_static_mac / st_mac.

Every cycle the bench checks the DUT against a model: each output's tvalid (only selected ports, only
until they took the beat), its tdata/tkeep/tlast, s_axis_tready (all selected ports took the beat), the
event pulses, and the learned table (st_valid/st_mac, a learn visible LEARN_LATENCY cycles after the
tap's tlast). The directed tests also assert their expected outcome explicitly (not only through the
model), so a wrong model cannot hide a wrong DUT.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.env.axis_source import GapSource, frame_beats
from lightpath.flow import hdl

UNICAST, FLOOD, BCAST, DROP = "unicast", "flood", "bcast", "drop"
EVENTS = {UNICAST: "ev_unicast", FLOOD: "ev_flood", BCAST: "ev_bcast", DROP: "ev_drop"}
BROADCAST = 0xFFFF_FFFF_FFFF
MCAST = 0x0100_5E00_0001  # IPv4 multicast MAC (group bit set)
LEARN_LATENCY = 2  # cycles from a tap's tlast transfer to a lookup / st_* seeing the learned MAC
M48 = (1 << 48) - 1


def mac_bytes(mac: int) -> bytes:
    return mac.to_bytes(6, "big")


def eth(da: int, sa: int, size: int, tag: int = 0) -> bytes:
    """An Ethernet frame (no FCS) of exactly `size` bytes (>= 1; below 14 a truncated header)."""
    body = bytes((tag * 7 + i) & 0xFF for i in range(max(0, size - 14)))
    return (mac_bytes(da) + mac_bytes(sa) + b"\x88\xb5" + body)[:size]


class Tap:
    """One host port's ingress stream as the demux sees it: random tvalid (held until a transfer) and
    random tready; tuser = bad on the tlast beat, junk on the others."""

    def __init__(self, nbytes: int, rng: random.Random) -> None:
        self.nbytes = nbytes
        self.rng = rng
        self.frames: deque[tuple[bytes, bool]] = deque()
        self.beats: list[tuple[int, int, int]] = []
        self.frame: tuple[bytes, bool] | None = None
        self.beat = 0
        self.offer = False
        self.ready = False
        self.p_valid = self.p_ready = 1.0

    def decide(self) -> None:
        if not self.offer:
            if self.frame is None and self.frames:
                self.frame = self.frames.popleft()
                self.beats = frame_beats(self.frame[0], self.nbytes)
                self.beat = 0
            self.offer = self.frame is not None and self.rng.random() < self.p_valid
        self.ready = self.rng.random() < self.p_ready

    def current(self) -> tuple[int, int, int, int]:
        assert self.frame is not None
        data, keep, last = self.beats[self.beat]
        return data, keep, last, int(self.frame[1]) if last else self.rng.getrandbits(1)

    def accept(self) -> tuple[bool, bytes | None]:
        """Transfer the offered beat: (tlast, the frame if this was its tlast beat and the frame is good)."""
        assert self.frame is not None
        self.beat += 1
        self.offer = False
        if self.beat < len(self.beats):
            return False, None
        frame, bad = self.frame
        self.frame = None
        return True, None if bad else frame

    def flush(self) -> None:
        self.frame, self.offer = None, False

    def busy(self) -> bool:
        return bool(self.frames) or self.frame is not None


class Bench:
    """Drives every input each cycle and checks every output against the model of the demux."""

    def __init__(self, dut, seed: int = 1) -> None:
        self.dut = dut
        self.ports = int(dut.PORTS.value)
        self.data_w = int(dut.DATA_W.value)
        self.nb = self.data_w // 8
        self.all = (1 << self.ports) - 1
        self.rng = random.Random(seed)  # junk, tready
        self.src: GapSource[bytes, tuple[int, int, int]] = GapSource(lambda f: frame_beats(f, self.nb),
                                                                     random.Random(seed + 1))
        self.taps = [Tap(self.nb, random.Random(seed + 10 + p)) for p in range(self.ports)]
        self.p_ready = [1.0] * self.ports
        self.port_en = self.all
        self.static: list[int | None] = [None] * self.ports
        self.cycle = 0
        # model state
        self.st: list[int | None] = [None] * self.ports  # learned table
        self.lrn: list[tuple[int, int]] = []  # stage L: (port, mac) requests registered last cycle
        self.synced = [False] * self.ports  # tap saw a tlast since reset: it learns from its next frame on
        self.busy = False
        self.mask = 0
        self.cls = FLOOD
        self.done = 0
        # observed (every value also checked equal to the model in the cycle it happened)
        self.expected: list[list[bytes]] = [[] for _ in range(self.ports)]
        self.received: list[list[bytes]] = [[] for _ in range(self.ports)]
        self.partial: list[list[bytes]] = [[] for _ in range(self.ports)]
        self.count = {k: 0 for k in EVENTS}
        self.learns = [0] * self.ports
        self.moves = [0] * self.ports
        self.stalls = 0
        self.src_xfers: list[int] = []  # cycles of s_axis transfers

    # ---------------------------------------------------------------- driving
    async def start(self, prime: bool = True) -> None:
        """Clock and reset; with `prime`, one frame (too short to learn from) per tap, so that every tap
        learns from its next frame on."""
        Clock(self.dut.clk, 6.4, unit="ns").start()
        await self.reset()
        if prime:
            for t in self.taps:
                t.frames.append((b"\x00", False))
            await self.run()
            assert self.synced == [True] * self.ports

    def drive_cfg(self) -> None:
        d = self.dut
        d.cfg_port_en.value = self.port_en
        d.cfg_static_valid.value = sum(1 << p for p, m in enumerate(self.static) if m is not None)
        d.cfg_static_mac.value = sum((m if m is not None else self.rng.getrandbits(48)) << (48 * p)
                                     for p, m in enumerate(self.static))

    async def reset(self, cycles: int = 3, flush_taps: bool = True) -> None:
        """Synchronous reset of the DUT together with its neighbours (as in the NIC): the egress source drops
        its frame in progress, the sinks drop partial frames; the taps too unless `flush_taps` is False (a
        tap source outside the reset: it pauses during the reset and then sends the rest of its frame)."""
        d = self.dut
        d.rst.value = 1
        d.s_axis_tvalid.value = 0
        d.s_axis_tdata.value = 0
        d.s_axis_tkeep.value = 0
        d.s_axis_tlast.value = 0
        d.m_axis_tready.value = 0
        for sig in ("tvalid", "tready", "tdata", "tkeep", "tlast", "tuser"):
            getattr(d, f"tap_axis_{sig}").value = 0
        self.drive_cfg()
        for _ in range(cycles):
            await RisingEdge(d.clk)
            self.cycle += 1
        d.rst.value = 0
        self.src.flush()
        if flush_taps:
            for t in self.taps:
                t.flush()
        self.st = [None] * self.ports
        self.lrn = []
        self.synced = [False] * self.ports
        self.busy, self.done = False, 0
        for p in range(self.ports):
            self.partial[p] = []
            del self.expected[p][len(self.received[p]) :]  # the frame cut by the reset is not expected

    async def step(self) -> None:
        d = self.dut
        self.src.decide()
        for t in self.taps:
            t.decide()
        ready = sum(1 << p for p in range(self.ports) if self.rng.random() < self.p_ready[p])
        if self.src.offer:
            sd, sk, sl = self.src.current()
        else:  # junk behind tvalid low
            sd, sk, sl = self.rng.getrandbits(self.data_w), self.rng.getrandbits(self.nb), self.rng.getrandbits(1)
        d.s_axis_tvalid.value = int(self.src.offer)
        d.s_axis_tdata.value = sd
        d.s_axis_tkeep.value = sk
        d.s_axis_tlast.value = sl
        d.m_axis_tready.value = ready
        tv = tr = td = tk = tl = tu = 0
        for p, t in enumerate(self.taps):
            if t.offer:
                bd, bk, bl, bu = t.current()
            else:
                bd, bk = self.rng.getrandbits(self.data_w), self.rng.getrandbits(self.nb)
                bl, bu = self.rng.getrandbits(1), self.rng.getrandbits(1)
            tv |= int(t.offer) << p
            tr |= int(t.ready) << p
            td |= bd << (p * self.data_w)
            tk |= bk << (p * self.nb)
            tl |= bl << p
            tu |= bu << p
        d.tap_axis_tvalid.value = tv
        d.tap_axis_tready.value = tr
        d.tap_axis_tdata.value = td
        d.tap_axis_tkeep.value = tk
        d.tap_axis_tlast.value = tl
        d.tap_axis_tuser.value = tu
        self.drive_cfg()
        await ReadOnly()
        self.check(ready)
        await RisingEdge(d.clk)
        self.cycle += 1

    # ---------------------------------------------------------------- model
    def decide(self, frame: bytes) -> tuple[int, str]:
        """Port mask (before cfg_port_en) and class of an egress frame."""
        if len(frame) < 6:
            return self.all, FLOOD
        da = int.from_bytes(frame[:6], "big")
        if da >> 40 & 1:
            return self.all, BCAST
        pinned = [p for p, m in enumerate(self.static) if m == da]
        learned = [p for p in range(self.ports) if self.static[p] is None and self.st[p] == da]
        hit = pinned or learned
        if hit:
            return sum(1 << p for p in hit), UNICAST
        return self.all, FLOOD

    def table_update(self) -> tuple[list[int | None], int, int]:
        """Stage T: the registered learn requests applied to the table; (new table, ev_learn, ev_move)."""
        req = dict(self.lrn)
        new = list(self.st)
        ev_learn = ev_move = 0
        for j in range(self.ports):
            if j in req:
                if any(i < j and m == req[j] for i, m in req.items()):
                    new[j] = None
                    ev_move |= 1 << j
                else:
                    if self.st[j] != req[j]:
                        ev_learn |= 1 << j
                    new[j] = req[j]
            elif self.st[j] is not None and any(i != j and m == self.st[j] for i, m in req.items()):
                new[j] = None
                ev_move |= 1 << j
        return new, ev_learn, ev_move

    def check(self, ready: int) -> None:
        d, c = self.dut, self.cycle
        mv = d.m_axis_tvalid.value.to_unsigned()
        md = d.m_axis_tdata.value.to_unsigned()
        mk = d.m_axis_tkeep.value.to_unsigned()
        ml = d.m_axis_tlast.value.to_unsigned()
        sready = int(d.s_axis_tready.value)
        ev = {k: int(getattr(d, n).value) for k, n in EVENTS.items()}
        ev_frame = d.ev_frame.value.to_unsigned()
        ev_learn = d.ev_learn.value.to_unsigned()
        ev_move = d.ev_move.value.to_unsigned()
        st_valid = d.st_valid.value.to_unsigned()
        st_mac = d.st_mac.value.to_unsigned()

        # learned table, as of this cycle
        exp_valid = sum(1 << p for p, m in enumerate(self.st) if m is not None)
        assert st_valid == exp_valid, f"cycle {c}: st_valid {st_valid:#x}, expected {exp_valid:#x}"
        for p, m in enumerate(self.st):
            if m is not None:
                got = st_mac >> (48 * p) & M48
                assert got == m, f"cycle {c}: st_mac[{p}] {got:012x}, expected {m:012x}"
        new_st, exp_learn, exp_move = self.table_update()
        assert (ev_learn, ev_move) == (exp_learn, exp_move), \
            f"cycle {c}: ev_learn/ev_move {ev_learn:#x}/{ev_move:#x}, expected {exp_learn:#x}/{exp_move:#x}"

        # egress
        offer = self.src.offer
        if offer and not self.busy:  # first offer of a frame: the decision, held for the whole frame
            assert self.src.frame is not None
            mask, self.cls = self.decide(self.src.frame)
            self.mask = mask & self.port_en
            self.busy = True
            for p in range(self.ports):
                if self.mask >> p & 1:
                    self.expected[p].append(self.src.frame)
        exp_mv = (self.mask & ~self.done) if offer else 0
        assert mv == exp_mv, f"cycle {c}: m_axis_tvalid {mv:#x}, expected {exp_mv:#x}"
        exp_ev = dict.fromkeys(EVENTS, 0)
        exp_frame = 0
        if offer:
            bd, bk, bl = self.src.current()
            for p in range(self.ports):
                if exp_mv >> p & 1:
                    got = (md >> (p * self.data_w) & ((1 << self.data_w) - 1),
                           mk >> (p * self.nb) & ((1 << self.nb) - 1), ml >> p & 1)
                    assert got == (bd, bk, bl), f"cycle {c}: port {p} beat {got}, expected {(bd, bk, bl)}"
            take = exp_mv & ready
            all_taken = (self.mask & ~(self.done | ready)) == 0
            assert sready == int(all_taken), f"cycle {c}: s_axis_tready {sready}, expected {int(all_taken)}"
            self.stalls += (exp_mv & ~ready) != 0
            for p in range(self.ports):
                if take >> p & 1:
                    self.partial[p].append(bd.to_bytes(self.nb, "little")[: bin(bk).count("1")])
                    if bl:
                        self.received[p].append(b"".join(self.partial[p]))
                        self.partial[p] = []
            exp_frame = take if bl else 0
            if all_taken:
                self.src_xfers.append(c)
                self.src.accept()
                self.done = 0
                if bl:
                    exp_ev[DROP if self.mask == 0 else self.cls] = 1
                    self.busy = False
            else:
                self.done |= take
        assert ev == exp_ev, f"cycle {c}: events {ev}, expected {exp_ev}"
        assert ev_frame == exp_frame, f"cycle {c}: ev_frame {ev_frame:#x}, expected {exp_frame:#x}"
        for k in EVENTS:
            self.count[k] += ev[k]
        for p in range(self.ports):
            self.learns[p] += ev_learn >> p & 1
            self.moves[p] += ev_move >> p & 1

        # taps: a good frame's tlast transfer registers a learn request (stage L)
        lrn = []
        for p, t in enumerate(self.taps):
            if t.offer and t.ready:
                last, frame = t.accept()
                if last and self.synced[p] and frame is not None and len(frame) >= 12 and not frame[6] & 1:
                    lrn.append((p, int.from_bytes(frame[6:12], "big")))
                self.synced[p] |= last
        self.st, self.lrn = new_st, lrn

    # ---------------------------------------------------------------- helpers
    async def run(self, limit: int = 200_000) -> None:
        """Until the egress source and every tap are idle and the last learn is in the table."""
        start = self.cycle
        idle = 0
        while idle < LEARN_LATENCY + 1:
            assert self.cycle - start < limit, "traffic did not drain"
            await self.step()
            busy = self.src.busy() or any(t.busy() for t in self.taps) or self.lrn or self.busy
            idle = 0 if busy else idle + 1

    async def learn(self, port: int, sa: int, bad: bool = False, size: int = 64) -> None:
        self.taps[port].frames.append((eth(BROADCAST, sa, size), bad))
        await self.run()

    async def send(self, frames: Sequence[bytes]) -> list[list[bytes]]:
        """Send frames on the egress stream; what each port received meanwhile."""
        n0 = [len(r) for r in self.received]
        self.src.frames.extend(frames)
        await self.run()
        return [self.received[p][n0[p] :] for p in range(self.ports)]

    def dut_table(self) -> list[int | None]:
        v = self.dut.st_valid.value.to_unsigned()
        m = self.dut.st_mac.value.to_unsigned()
        return [(m >> (48 * p) & M48) if v >> p & 1 else None for p in range(self.ports)]

    def final_check(self) -> None:
        for p in range(self.ports):
            assert self.received[p] == self.expected[p], f"port {p}: frames received differ from the frames expected"
            assert not self.partial[p], f"port {p}: partial frame left"


def station(p: int) -> int:
    return 0x02_00_00_00_01_00 + p


UNKNOWN = 0x02_99_00_00_00_01


@cocotb.test()
async def learning(dut) -> None:
    """Good frames learn their source MAC; bad (tuser), short (< 12 bytes) and group-source frames do not;
    a station seen on another port moves; the same MAC on two ports in one cycle stays on the lower; after
    reset a tap learns from its second frame on."""
    b = Bench(dut, 11)
    await b.start(prime=False)
    P = b.ports
    assert b.dut_table() == [None] * P
    for p in range(P):
        await b.learn(p, station(p))  # the first frame after reset: not learnt
    assert b.dut_table() == [None] * P and b.learns == [0] * P
    for p in range(P):
        await b.learn(p, station(p))
    assert b.dut_table() == [station(p) for p in range(P)]
    assert b.learns == [1] * P

    await b.learn(0, station(0))  # refresh: no event
    assert b.learns == [1] * P
    await b.learn(0, 0x02_00_00_00_0B_AD, bad=True, size=200)
    await b.learn(0, 0x02_00_00_00_0B_AD, size=11)  # ends inside the source MAC
    await b.learn(0, 0x03_00_00_00_0B_AD)  # group source address
    assert b.dut_table()[0] == station(0) and b.learns[0] == 1
    await b.learn(0, 0x02_00_00_00_0A_AA, size=12)  # shortest frame that carries the source MAC
    assert b.dut_table()[0] == 0x02_00_00_00_0A_AA and b.learns[0] == 2
    await b.learn(0, station(0), size=1)  # 1-byte frame: nothing
    await b.learn(0, station(0))
    assert b.dut_table()[0] == station(0) and b.learns[0] == 3

    # learn latency: a tap frame's tlast transfers in cycle t; an egress frame decided in cycle
    # t + LEARN_LATENCY goes to the new station only, one decided in t + LEARN_LATENCY - 1 is still flooded
    new_mac = 0x02_00_00_00_0D_01
    b.taps[0].frames.append((eth(BROADCAST, new_mac, 4 * b.nb), False))  # tlast in its 4th cycle
    n0 = [len(r) for r in b.received]
    one_beat = [eth(new_mac, 0x02_AA_00_00_00_01, b.nb, tag=i) for i in range(8)]  # decided one per cycle
    b.src.frames.extend(one_beat)
    await b.run()
    k = 3 + LEARN_LATENCY  # first frame that sees the learn
    assert b.received[0][n0[0] :] == one_beat
    for p in range(1, P):
        assert b.received[p][n0[p] :] == one_beat[:k], f"port {p}: learn latency"
    assert b.count[FLOOD] == k and b.count[UNICAST] == 8 - k
    await b.learn(0, station(0))

    if P > 1:
        await b.learn(P - 1, station(0))  # station 0 moves to the last port
        assert b.dut_table() == [None] + [station(p) for p in range(1, P - 1)] + [station(0)]
        assert b.moves == [1] + [0] * (P - 1)
        await b.learn(0, station(0))  # and back: the last port's entry is cleared
        assert b.dut_table() == [station(p) for p in range(P - 1)] + [None]
        assert b.moves == [1] + [0] * (P - 2) + [1]
        await b.learn(P - 1, station(P - 1))

        # ports 0 and 1 end a frame with the same source MAC in the same cycle: port 0 keeps it
        twin = 0x02_00_00_00_07_07
        m1, l1 = b.moves[1], b.learns[1]
        for p in (0, 1):
            b.taps[p].frames.append((eth(BROADCAST, twin, 64), False))
        await b.run()
        assert b.dut_table()[:2] == [twin, None], b.dut_table()
        assert b.moves[1] == m1 + 1 and b.learns[1] == l1
    b.final_check()


@cocotb.test()
async def forwarding_classes(dut) -> None:
    """Unicast to a learned station goes to its port only; broadcast, multicast, unknown unicast and a
    frame too short to carry a destination go to every port; each frame is counted in its class."""
    b = Bench(dut, 12)
    await b.start()
    P = b.ports
    for p in range(P):
        await b.learn(p, station(p))
    for p in range(P):
        f = eth(station(p), 0x02_AA_00_00_00_01, 64 + p, tag=p)
        got = await b.send([f])
        assert got == [[f] if q == p else [] for q in range(P)], f"unicast to port {p}"
    assert b.count[UNICAST] == P
    for da in (BROADCAST, MCAST):
        f = eth(da, 0x02_AA_00_00_00_01, 100)
        assert await b.send([f]) == [[f]] * P
    assert b.count[BCAST] == 2
    f = eth(UNKNOWN, 0x02_AA_00_00_00_01, 70)
    assert await b.send([f]) == [[f]] * P
    f = eth(station(0), 0, 5)  # destination incomplete (5 bytes)
    assert await b.send([f]) == [[f]] * P
    assert b.count[FLOOD] == 2 and b.count[DROP] == 0
    b.final_check()


@cocotb.test()
async def random_backpressure(dut) -> None:
    """Random egress frames (learned, moving, unknown, broadcast, multicast, 1..9000 bytes) with random
    gaps, random tready on every output, learning traffic with moves and bad frames on every tap, and in
    the last phase random cfg_port_en and static changes: every output matches the model every cycle, and
    each port gets exactly its frames, whole, in order, bit-exact."""
    b = Bench(dut, 13)
    await b.start()
    P = b.ports
    rng = random.Random(1300 + P)
    pool = [station(k) for k in range(P + 3)]  # more stations than ports: stations move

    def egress_frame(i: int) -> bytes:
        r = rng.random()
        da = (rng.choice(pool) if r < 0.6 else UNKNOWN + rng.randrange(4) if r < 0.75
              else BROADCAST if r < 0.85 else MCAST + rng.randrange(4))
        u = rng.random()
        size = (rng.randint(1, b.nb) if u < 0.15 else rng.choice((1518, 9000)) if u < 0.18
                else rng.randint(b.nb + 1, 200))
        return eth(da, 0x02_AA_00_00_00_01, size, tag=i)

    def tap_frame() -> tuple[bytes, bool]:
        r = rng.random()
        sa = rng.choice(pool) | (0x01_00_00_00_00_00 if r < 0.05 else 0)
        size = rng.randint(1, 20) if rng.random() < 0.15 else rng.randint(60, 300)
        return eth(BROADCAST, sa, size), r > 0.8

    phases = [
        # (p_first, p_next, ready probability per port, tap valid/ready, cfg changes)
        (0.5, 0.8, [0.5] * P, 0.5, False),
        (1.0, 1.0, [1.0] * P, 1.0, False),
        (0.9, 0.9, [rng.uniform(0.1, 0.9) for _ in range(P)], 0.7, False),
        (1.0, 0.9, [rng.uniform(0.3, 1.0) for _ in range(P)], 0.6, True),
    ]
    n = 0
    for p_first, p_next, ready, p_tap, cfg in phases:
        b.src.p_first, b.src.p_next = p_first, p_next
        b.p_ready = ready
        for t in b.taps:
            t.p_valid = t.p_ready = p_tap
            t.frames.extend(tap_frame() for _ in range(15))
        b.src.frames.extend(egress_frame(n + i) for i in range(70))
        n += 70
        start = b.cycle
        while b.src.busy() or b.busy:
            assert b.cycle - start < 100_000, "traffic did not drain"
            if cfg and rng.random() < 0.03:
                b.port_en ^= 1 << rng.randrange(P)
            if cfg and rng.random() < 0.01:
                p = rng.randrange(P)
                b.static[p] = None if b.static[p] is not None else rng.choice(pool)
            await b.step()
        b.port_en, b.static = b.all, [None] * P
        await b.run()
    b.final_check()
    dut._log.info("%d frames, %d cycles, %s, stalls %d, learns %s, moves %s", n, b.cycle, b.count, b.stalls,
                  b.learns, b.moves)
    # the stimulus must exercise what is checked
    assert sum(b.count.values()) == n
    assert b.count[FLOOD] > 10 and b.count[BCAST] > 10 and b.count[UNICAST] > 20, b.count
    assert b.count[DROP] > 0 and b.stalls > 200, (b.count, b.stalls)
    if P > 1:
        assert sum(b.moves) > 3 and sum(b.learns) > 10, (b.learns, b.moves)


@cocotb.test()
async def port_disable(dut) -> None:
    """A disabled port gets no new frame: unicast to it is dropped and counted (consumed at one beat per
    cycle), floods skip it; with every port disabled everything is dropped; a port disabled while its
    frame is half delivered still gets the whole frame; re-enabled, it gets frames again."""
    b = Bench(dut, 14)
    await b.start()
    P = b.ports
    last = P - 1
    for p in range(P):
        await b.learn(p, station(p))
    b.port_en = b.all & ~(1 << last)
    uni = eth(station(last), 0x02_AA_00_00_00_01, 10 * b.nb)
    x0 = len(b.src_xfers)
    assert await b.send([uni]) == [[]] * P
    xs = b.src_xfers[x0:]
    assert len(xs) == 10 and xs[-1] - xs[0] == 9, "dropped frame not consumed at one beat per cycle"
    assert b.count[DROP] == 1
    fl = eth(UNKNOWN, 0x02_AA_00_00_00_01, 90)
    assert await b.send([fl]) == [[fl] if p != last else [] for p in range(P)]
    assert b.count[FLOOD] == (1 if P > 1 else 0) and b.count[DROP] == (1 if P > 1 else 2)

    b.port_en = 0
    frames = [eth(da, 0x02_AA_00_00_00_01, 64) for da in (station(0), BROADCAST, UNKNOWN)]
    d0 = b.count[DROP]
    assert await b.send(frames) == [[]] * P
    assert b.count[DROP] == d0 + 3

    # mid-frame disable: the last port stalls in the middle of a long frame, is disabled, then resumes
    b.port_en = b.all
    long = eth(station(last), 0x02_AA_00_00_00_01, 40 * b.nb)
    b.src.frames.append(long)
    while len(b.partial[last]) < 5:
        await b.step()
    b.p_ready[last] = 0.0
    for _ in range(5):
        await b.step()
    b.port_en = 0
    for _ in range(5):
        await b.step()
    b.p_ready[last] = 1.0
    await b.run()
    assert b.received[last][-1] == long
    b.port_en = b.all
    again = eth(station(last), 0x02_AA_00_00_00_01, 64)
    assert await b.send([again]) == [[again] if p == last else [] for p in range(P)]
    b.final_check()


@cocotb.test()
async def static_override(dut) -> None:
    """cfg_static pins a MAC to a port: frames to it go there whatever was learned (learning still runs);
    the pinned port's own learned station is not used while it is pinned; unpinned, learning rules again."""
    b = Bench(dut, 15)
    await b.start()
    P = b.ports
    last = P - 1
    for p in range(P):
        await b.learn(p, station(p))
    b.static[last] = station(0)
    f = eth(station(0), 0x02_AA_00_00_00_01, 64)
    assert await b.send([f]) == [[f] if p == last else [] for p in range(P)]
    if P > 1:
        g = eth(station(last), 0x02_AA_00_00_00_01, 64)  # learned on the pinned port: not used -> flood
        assert await b.send([g]) == [[g]] * P
        assert b.count[FLOOD] == 1
    await b.learn(0, station(0))  # learning continues while pinned
    assert b.dut_table()[0] == station(0)
    assert await b.send([f]) == [[f] if p == last else [] for p in range(P)]
    b.static[last] = None
    assert await b.send([f]) == [[f] if p == 0 else [] for p in range(P)]
    b.static[0] = UNKNOWN  # a static MAC that was never learned
    u = eth(UNKNOWN, 0x02_AA_00_00_00_01, 64)
    assert await b.send([u]) == [[u] if p == 0 else [] for p in range(P)]
    assert b.count[UNICAST] == 4 and b.count[FLOOD] == (1 if P > 1 else 0)
    b.final_check()


@cocotb.test()
async def runts_and_jumbos_full_rate(dut) -> None:
    """tready high everywhere: back-to-back 1-beat frames leave one per cycle, jumbo frames one beat per
    cycle, replicated to every port for broadcast."""
    b = Bench(dut, 16)
    await b.start()
    P = b.ports
    for p in range(P):
        await b.learn(p, station(p))
    runts = [eth(station(i % P) if i % 3 else BROADCAST, 0x02_AA_00_00_00_01, 6 + i % (b.nb - 5), tag=i)
             for i in range(60)]
    x0 = len(b.src_xfers)
    got = await b.send(runts)
    xs = b.src_xfers[x0:]
    assert len(xs) == 60 and xs[-1] - xs[0] == 59, "1-beat frames not at one per cycle"
    for p in range(P):
        assert got[p] == [f for i, f in enumerate(runts) if i % 3 == 0 or i % P == p]
    jumbos = [eth(BROADCAST, 0x02_AA_00_00_00_01, 9000, tag=1), eth(station(0), 0x02_AA_00_00_00_01, 9000, tag=2)]
    x0 = len(b.src_xfers)
    got = await b.send(jumbos)
    xs = b.src_xfers[x0:]
    beats = 2 * ((9000 + b.nb - 1) // b.nb)
    assert len(xs) == beats and xs[-1] - xs[0] == beats - 1
    assert got == [jumbos if p == 0 else jumbos[:1] for p in range(P)]
    b.final_check()


@cocotb.test()
async def reset_mid_frame(dut) -> None:
    """A reset while a broadcast is half delivered (ports at different beats, some already holding the
    current beat) and the taps are mid-frame: afterwards the table is empty, nothing of the cut frame
    appears, and the next frames arrive whole on exactly their ports. The taps are not reset: the tails of
    their frames (payload bytes 02:02:.. where a source MAC would be) are not learnt."""
    b = Bench(dut, 17)
    await b.start()
    P = b.ports
    for p in range(P):
        await b.learn(p, station(p))
    b.p_ready = [0.3 + 0.6 * p / max(1, P - 1) for p in range(P)]
    b.src.frames.append(eth(BROADCAST, 0x02_AA_00_00_00_01, 30 * b.nb))
    for p, t in enumerate(b.taps):
        t.p_valid = t.p_ready = 0.5  # still mid-frame at the reset
        t.frames.append((mac_bytes(BROADCAST) + mac_bytes(station(p)) + b"\x88\xb5" + b"\x02" * (30 * b.nb - 14),
                         False))
    start = b.cycle
    while len(b.partial[0]) < 8 or (P > 1 and b.done == 0):
        assert b.cycle - start < 500
        await b.step()
    assert b.busy and b.src.frame is not None and any(b.partial), "no port mid-frame at the reset"
    assert all(t.frame is not None and 2 < t.beat < 28 for t in b.taps), "a tap not mid-frame at the reset"
    await b.reset(flush_taps=False)
    assert b.dut_table() == [None] * P
    for t in b.taps:
        t.p_valid = t.p_ready = 1.0
    await b.run()  # the tails
    assert b.dut_table() == [None] * P and b.synced == [True] * P
    # after the reset: unknown now, so flooded; then learnt again and unicast
    f = eth(station(0), 0x02_AA_00_00_00_01, 5 * b.nb)
    assert await b.send([f]) == [[f]] * P
    for p in range(P):
        await b.learn(p, station(p))
    fs = [eth(station(p), 0x02_AA_00_00_00_01, 3 * b.nb + p) for p in range(P)]
    got = await b.send(fs)
    assert got == [[fs[p]] for p in range(P)]
    b.final_check()


@pytest.mark.parametrize("ports,data_w", [(4, 64), (8, 128), (1, 64)])
def test_lp_host_demux(ports: int, data_w: int) -> None:
    hdl.run("lp_host_demux", __file__, {"PORTS": ports, "DATA_W": data_w})
