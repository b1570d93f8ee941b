"""lp_agg_enc: the aggregation classifier/encoder of a NIC host port (docs/agg.md "Encoder").

A functional model (`expect`) turns every input frame into the frames that must leave, using
lightpath.agg.fmt (split() for the chunks, AggFrame for the contribution frames); the bench compares the
whole output stream with it, in order and byte for byte, decodes every contribution and checks it field
by field, and counts every event. Every cycle it also checks the AXI-Stream rules on m_axis (payload
held while stalled, tkeep contiguous, tuser/tpin constant over a frame, unused lanes of a half word zero)
and the window rule: a contribution's first word becomes valid on m_axis only in the cycle after one in
which its job's window was open (or cfg_win_en was 0).

Byte k of a frame is tdata[8*(k % 8) +: 8] of beat k // 8 (as everywhere in the NIC tests).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly

from lightpath.agg import fmt
from lightpath.agg.fmt import AggFrame, Type
from lightpath.env.axis_source import GapSource, frame_beats
from lightpath.flow import hdl

NB = 8
PAD = 60  # Ethernet minimum frame without FCS
EVENTS = ("upload", "contrib", "unreg", "bad")
MASTER_MAC = 0x02_00_00_00_00_AA


def worker_mac(w: int) -> int:
    return 0x02_00_00_00_10_00 + w


def eth(size: int, tag: int, etype: int = 0x0800) -> bytes:
    """An ordinary Ethernet frame of `size` bytes (below 14: a truncated header)."""
    body = bytes((tag * 13 + i) & 0xFF for i in range(max(0, size - 14)))
    return (MASTER_MAC.to_bytes(6, "big") + worker_mac(tag & 0xFF).to_bytes(6, "big") + etype.to_bytes(2, "big")
            + body)[:size]


def upload(job: int, worker: int, chunk: int, elements: list[int], *, pad: bool = True, pad_byte: int = 0xA5,
           **kw: int) -> bytes:
    """A worker's upload (fmt.upload, or AggFrame with overrides such as count or version), padded to
    the Ethernet minimum (with `pad_byte`: padding content is arbitrary) unless `pad` is False."""
    if kw:
        f = AggFrame(Type.UPLOAD, job, chunk, worker=worker, elements=elements, dst_mac=MASTER_MAC,
                     src_mac=worker_mac(worker), **kw).encode()
    else:
        f = fmt.upload(job, worker, chunk, elements, dst_mac=MASTER_MAC, src_mac=worker_mac(worker))
    return f + bytes([pad_byte] * max(0, PAD - len(f))) if pad else f


@dataclass
class Cfg:
    en: int = 1
    node: int = 0x21
    jobs: list[tuple[int, int] | None] = field(default_factory=list)  # (job id, agg node) per entry
    win_en: int = 0

    def agg_of(self, job: int) -> int | None:
        for e in self.jobs:
            if e is not None and e[0] == job and job != 0:
                return e[1]
        return None


@dataclass(frozen=True)
class Out:
    data: bytes
    tuser: int
    tpin: int


def expect(frame: bytes, tuser: int, cfg: Cfg, ce: int) -> tuple[list[Out], Counter[str]]:
    """The frames the encoder sends for one input frame, and its events."""
    ev: Counter[str] = Counter()
    is_up = (len(frame) >= 16 and int.from_bytes(frame[12:14], "big") == fmt.ETHERTYPE
             and frame[14] & 0xF == Type.UPLOAD)
    if not is_up:
        return [Out(frame, tuser, 0)], ev
    job = frame[15]
    agg = cfg.agg_of(job)
    if not cfg.en or agg is None:
        ev["unreg"] += 1
        return [Out(frame, tuser, 0)], ev
    ev["upload"] += 1
    if len(frame) < fmt.HDR_BYTES:
        ev["bad"] += 1
        return [], ev
    g = {f.name: int.from_bytes(frame[f.offset:f.offset + f.bytes], "big") for f in fmt.SPEC.fields}
    count, worker = g["COUNT"], g["WORKER"]
    if g["VER_TYPE"] >> 4 != fmt.SPEC.version or worker >= fmt.MAX_WORKERS or count == 0 or len(frame) <= fmt.HDR_BYTES:
        ev["bad"] += 1
        return [], ev
    need = fmt.HDR_BYTES + count * fmt.ELEM_BYTES
    if len(frame) != need and not need < len(frame) <= PAD:
        ev["bad"] += 1
    avail = min(count, (len(frame) - fmt.HDR_BYTES) // fmt.ELEM_BYTES)
    elems = [int.from_bytes(frame[fmt.HDR_BYTES + 4 * i:fmt.HDR_BYTES + 4 * i + 4], "big", signed=True)
             for i in range(avail)]
    outs = []
    for chunk, e in fmt.split(elems, g["CHUNK"], ce):
        if len(e) != min(ce, count - (chunk - g["CHUNK"]) * ce):
            continue  # cut by the end of the frame: not sent
        c = AggFrame(Type.CONTRIB, job, chunk, worker=worker, node=cfg.node, dst=tuser, bitmap=1 << worker,
                     elements=e, dst_mac=int.from_bytes(frame[0:6], "big"), src_mac=int.from_bytes(frame[6:12], "big"))
        outs.append(Out(c.encode(), agg, 1))
    ev["contrib"] += len(outs)
    return outs, ev


def check_contrib(got: bytes, exp: bytes) -> None:
    """Decode a contribution and compare it field by field with the expected one."""
    g, e = AggFrame.decode(got), AggFrame.decode(exp)
    for name in ("version", "type", "job", "worker", "node", "dst", "status", "chunk", "count", "retry", "bitmap",
                 "dst_mac", "src_mac"):
        assert getattr(g, name) == getattr(e, name), f"contribution chunk {e.chunk}: {name} {getattr(g, name)}, " \
                                                     f"expected {getattr(e, name)}"
    assert g.elements == e.elements, f"contribution chunk {e.chunk}: elements differ"
    assert got == exp


class Bench:
    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        self.ce = fmt.SPEC.chunk_elems(int(dut.PAYLOAD_BYTES.value))
        self.cw = int(dut.PAYLOAD_BYTES.value) // NB
        self.njobs = int(dut.JOBS.value)
        self.rng = random.Random(seed)
        self.src: GapSource[tuple[bytes, int], tuple[int, int, int]] = GapSource(lambda f: frame_beats(f[0], NB),
                                                                                 random.Random(seed + 1))
        self.p_ready = 1.0
        self.cfg = Cfg(jobs=[None] * self.njobs)
        self.win_job = 0
        self.win_random = False  # drive a random win_job every cycle (windows off: must be ignored)
        self.cycle = 0
        self.expected: list[Out] = []
        self.exp_ev: Counter[str] = Counter()
        self.received: list[Out] = []
        self.ev: Counter[str] = Counter()
        self.hold = 0
        self.partial: list[bytes] = []
        self.cur: tuple[int, int] | None = None  # tuser, tpin of the frame on m_axis
        self.first_valid: list[int] = []  # per received frame: cycle its first beat became valid
        self.prev: tuple[int, ...] | None = None  # m_axis beat left stalled in the last cycle
        self.win_hist: list[tuple[int, int]] = []  # (cfg_win_en, win_job) per cycle
        self.req_hist: list[int] = []
        self.in_xfers: list[int] = []
        self.out_xfers: list[tuple[int, int]] = []  # (cycle, tpin)
        self.frame_start: list[int] = []  # cycle of each frame's first s_axis beat
        self.upload_cycles: list[int] = []  # cycles of ev_upload
        # optional callback(bench) before inputs are driven (window scheduler)
        self.on_cycle: Callable[[Bench], None] | None = None

    # ---------------------------------------------------------------- driving
    async def start(self) -> None:
        Clock(self.dut.clk, 6.4, unit="ns").start()
        self.dut.rst.value = 1
        self.drive_idle()
        for _ in range(4):
            await FallingEdge(self.dut.clk)
            self.drive_idle()
        self.dut.rst.value = 0

    def drive_idle(self) -> None:
        d = self.dut
        d.s_axis_tvalid.value = 0
        d.s_axis_tdata.value = 0
        d.s_axis_tkeep.value = 0
        d.s_axis_tlast.value = 0
        d.s_axis_tuser.value = 0
        d.m_axis_tready.value = 0
        self.drive_cfg()

    def drive_cfg(self) -> None:
        d, c = self.dut, self.cfg
        d.cfg_en.value = c.en
        d.cfg_node.value = c.node
        d.cfg_win_en.value = c.win_en
        d.cfg_job_valid.value = sum(1 << j for j, e in enumerate(c.jobs) if e is not None)
        d.cfg_job_id.value = sum((e[0] if e else self.rng.getrandbits(8)) << (8 * j) for j, e in enumerate(c.jobs))
        d.cfg_job_agg_node.value = sum((e[1] if e else self.rng.getrandbits(8)) << (8 * j)
                                       for j, e in enumerate(c.jobs))
        d.win_job.value = self.win_job

    def send(self, frames: list[tuple[bytes, int]]) -> None:
        """Queue frames (data, tuser) and their expected output (the configuration as it is now)."""
        for f, u in frames:
            outs, ev = expect(f, u, self.cfg, self.ce)
            self.expected += outs
            self.exp_ev += ev
            self.src.frames.append((f, u))

    async def step(self) -> None:
        d = self.dut
        await FallingEdge(d.clk)
        if self.on_cycle is not None:
            self.on_cycle(self)
        if self.win_random:
            self.win_job = self.rng.getrandbits(8)
        self.src.decide()
        ready = int(self.rng.random() < self.p_ready)
        if self.src.offer:
            assert self.src.frame is not None
            sd, sk, sl = self.src.current()
            # null lanes: junk
            sd |= self.rng.getrandbits(64) & ~int.from_bytes(bytes([0xFF] * bin(sk).count("1")), "little")
            su = self.src.frame[1]
        else:  # junk behind tvalid low
            sd, sk = self.rng.getrandbits(64), self.rng.getrandbits(8)
            sl, su = self.rng.getrandbits(1), self.rng.getrandbits(8)
        d.s_axis_tvalid.value = int(self.src.offer)
        d.s_axis_tdata.value = sd
        d.s_axis_tkeep.value = sk
        d.s_axis_tlast.value = sl
        d.s_axis_tuser.value = su
        d.m_axis_tready.value = ready
        self.drive_cfg()
        await ReadOnly()
        self.sample(ready)
        self.cycle += 1

    def sample(self, ready: int) -> None:
        d, c = self.dut, self.cycle
        self.win_hist.append((self.cfg.win_en, self.win_job))
        self.req_hist.append(d.req_job.value.to_unsigned())
        for name in EVENTS:
            self.ev[name] += int(getattr(d, f"ev_{name}").value)
        if int(d.ev_upload.value):
            self.upload_cycles.append(c)
        self.hold += int(d.ev_hold.value)
        if self.src.offer and int(d.s_axis_tready.value):
            if self.src.beat == 0:
                self.frame_start.append(c)
            self.src.accept()
            self.in_xfers.append(c)
        if not int(d.m_axis_tvalid.value):
            assert self.prev is None, f"cycle {c}: m_axis_tvalid dropped before the beat was taken"
            return
        beat = (d.m_axis_tdata.value.to_unsigned(), d.m_axis_tkeep.value.to_unsigned(), int(d.m_axis_tlast.value),
                d.m_axis_tuser.value.to_unsigned(), int(d.m_axis_tpin.value))
        if self.prev is not None:
            assert beat == self.prev, f"cycle {c}: m_axis payload changed while stalled"
        elif not self.partial:
            self.first_valid.append(c)
        data, keep, last, user, pin = beat
        n = bin(keep).count("1")
        assert keep == (1 << n) - 1 and n > 0, f"cycle {c}: tkeep {keep:#x} not contiguous from lane 0"
        assert last or n == NB, f"cycle {c}: partial beat before tlast"
        if pin:
            assert data >> (8 * n) == 0, f"cycle {c}: contribution lanes beyond tkeep not zero"
        if self.cur is None:
            self.cur = (user, pin)
        assert self.cur == (user, pin), f"cycle {c}: tuser/tpin changed inside a frame"
        ev_contrib = int(d.ev_contrib.value)
        assert ev_contrib == int(ready and last and pin), f"cycle {c}: ev_contrib {ev_contrib}"
        if not ready:
            self.prev = beat
            return
        self.prev = None
        self.out_xfers.append((c, pin))
        self.partial.append(data.to_bytes(NB, "little")[:n])
        if last:
            out = Out(b"".join(self.partial), user, pin)
            k = len(self.received)
            self.received.append(out)
            self.partial, self.cur = [], None
            assert k < len(self.expected), f"cycle {c}: unexpected frame {out.data[:32].hex()}"
            exp = self.expected[k]
            if exp.tpin and pin:
                check_contrib(out.data, exp.data)
                job = out.data[15]
                en, win = self.win_hist[self.first_valid[k] - 1]
                assert not en or win == job, \
                    f"contribution of job {job} (chunk {AggFrame.decode(out.data).chunk}) started in cycle " \
                    f"{self.first_valid[k] - 1} with window {win}"
            assert out == exp, f"cycle {c}: frame {k}: got {out.data[:40].hex()} tuser {user} tpin {pin}, " \
                               f"expected {exp.data[:40].hex()} tuser {exp.tuser} tpin {exp.tpin}"

    async def run(self, limit: int = 100_000) -> None:
        """Until every queued frame went through and the output is idle; then check everything so far."""
        start = self.cycle
        idle = 0
        while idle < 8:
            assert self.cycle - start < limit, f"traffic did not drain ({len(self.received)} of {len(self.expected)})"
            await self.step()
            busy = self.src.busy() or self.partial or len(self.received) < len(self.expected)
            idle = 0 if busy else idle + 1
        self.final_check()

    def final_check(self) -> None:
        assert self.received == self.expected, "output stream differs from the model"
        assert not self.partial
        for k in EVENTS:
            assert self.ev[k] == self.exp_ev[k], f"ev_{k}: {self.ev[k]}, expected {self.exp_ev[k]}"
        assert self.req_hist[-1] == 0, "req_job not 0 when idle"


def elems(rng: random.Random, n: int) -> list[int]:
    """n int32 values, a quarter of them at the limits."""
    return [rng.choice((fmt.ELEM_MIN, fmt.ELEM_MAX, -1, 0)) if rng.random() < 0.25
            else rng.randint(fmt.ELEM_MIN, fmt.ELEM_MAX) for _ in range(n)]


def gaps(cycles: list[int]) -> int:
    return sum(b - a - 1 for a, b in zip(cycles, cycles[1:]))


@cocotb.test()
async def encode_sizes(dut) -> None:
    """Uploads of 1, 2, CE-1, CE, CE+1 and 5*CE+7 elements (last chunk partial, odd and even counts),
    unpadded and padded, values at the int32 limits, first chunk near 2^32, several workers and two jobs:
    every contribution decoded and checked against fmt.split(); windows off (win_job random, ignored);
    line rate: a long upload's contributions leave at CW words per <= CW + 2 cycles; ev_hold never."""
    b = Bench(dut, 1)
    await b.start()
    ce = b.ce
    b.cfg.jobs[0] = (7, 0x05)
    b.cfg.jobs[-1] = (200, 0x0E)
    b.win_random = True
    rng = random.Random(10)
    cases = [(1, False), (1, True), (2, True), (6, True), (7, False), (ce - 1, True), (ce, False), (ce + 1, False),
             (5 * ce + 7, False)]
    for i, (n, pad) in enumerate(cases):
        job = 7 if i % 2 else 200
        w = (3 * i) % fmt.MAX_WORKERS if i else fmt.MAX_WORKERS - 1
        first = 0xFFFF_FFF0 if i == len(cases) - 1 else rng.getrandbits(20)
        f = upload(job, w, first, elems(rng, n), pad=pad)
        if i == 0:
            assert len(f) == fmt.HDR_BYTES + 4
        b.send([(f, 0x30 + i)])
    await b.run()
    assert b.ev["contrib"] == sum((n + ce - 1) // ce for n, _ in cases)
    assert b.hold == 0

    # line rate: one long upload, no gaps, no back-pressure
    b.win_random = False
    n_chunks = 6
    b.send([(upload(7, 9, 100, elems(rng, n_chunks * ce)), 0x33)])
    x0, f0 = len(b.out_xfers), len(b.first_valid)
    await b.run()
    cyc = [c for c, pin in b.out_xfers[x0:] if pin]
    assert len(cyc) == n_chunks * b.cw
    span = cyc[-1] - cyc[0] + 1
    lat = b.first_valid[f0] - b.frame_start[-1]
    dut._log.info("%d contributions of %d words in %d cycles (%.1f per contribution), first valid %d cycles "
                  "after the upload's first beat", n_chunks, b.cw, span, span / n_chunks, lat)
    assert span <= n_chunks * (b.cw + 2), f"{span} cycles for {n_chunks} contributions"
    assert lat <= b.cw + 10, f"first contribution {lat} cycles after the upload's first beat"

    # req_job timing (windows off, no back-pressure): the job 2 cycles after ev_upload, held until the
    # cycle the last word of the last contribution is on m_axis (taken at once here), then 0
    r0 = len(b.req_hist)
    b.send([(upload(200, 1, 0, elems(rng, 2 * ce + 1)), 0x34)])
    await b.run()
    c_up, c_end = b.upload_cycles[-1], b.out_xfers[-1][0]
    req = b.req_hist
    assert all(r == 0 for r in req[r0:c_up + 2]) and all(r == 200 for r in req[c_up + 2:c_end])
    assert all(r == 0 for r in req[c_end:]), (c_up, c_end, req[c_end - 3:c_end + 3])


@cocotb.test()
async def pass_through(dut) -> None:
    """Ordinary frames (1 byte to 9000 bytes), aggregation frames of other types, uploads of unregistered
    jobs, of job 0, with a bad version, or with cfg_en = 0, and frames too short to classify leave
    byte-exact with their tuser and tpin 0, in order, interleaved with uploads that are encoded;
    ev_unreg counts exactly the uploads passed through. Long frames and back-to-back one-beat frames
    leave at one beat per cycle."""
    b = Bench(dut, 2)
    await b.start()
    b.cfg.jobs[0] = (9, 0x07)
    rng = random.Random(20)
    frames: list[tuple[bytes, int]] = [
        (eth(1, 1), 1), (eth(8, 2), 2), (eth(15, 3, fmt.ETHERTYPE), 3), (eth(16, 4, fmt.ETHERTYPE), 4),
        (eth(64, 5), 5), (upload(9, 1, 0, elems(rng, 10)), 6),
        (upload(10, 1, 0, elems(rng, 10)), 7),  # unregistered job
        (upload(0, 1, 0, elems(rng, 3)), 8),    # job 0: never registered
        (upload(10, 1, 0, [], version=3), 9),   # unregistered, bad version: passed, not counted bad
        (AggFrame(Type.CONTRIB, 9, 4, worker=2, elements=[1, 2]).encode() + bytes(20), 10),
        (AggFrame(Type.RESULT, 9, 4, worker=2, elements=[1, 2]).encode() + bytes(20), 11),
        (upload(9, 1, 0, elems(rng, 10))[:15], 12),  # upload of a registered job ending inside byte 15
        (eth(9000, 13), 13), (upload(9, 2, 1, elems(rng, b.ce + 3)), 14), (eth(1518, 15), 15),
    ]
    b.send(frames)
    await b.run()
    assert b.exp_ev["unreg"] == 3 and b.exp_ev["upload"] == 2

    b.cfg.en = 0  # uploads of registered jobs pass through
    b.send([(upload(9, 1, 0, elems(rng, 4)), 20), (eth(100, 21), 21)])
    await b.run()
    assert b.ev["unreg"] == 4
    b.cfg.en = 1

    # one beat per cycle: a jumbo frame, then 40 one-beat frames back to back
    x0 = len(b.out_xfers)
    b.send([(eth(9000, 30), 30)] + [(eth(1 + i % NB, 31 + i), i) for i in range(40)])
    await b.run()
    cyc = [c for c, _ in b.out_xfers[x0:]]
    assert len(cyc) == 9000 // NB + 40 and gaps(cyc) == 0, f"{gaps(cyc)} idle cycles between beats"
    lat = b.first_valid[-41] - b.frame_start[-41]
    dut._log.info("pass-through latency %d cycles (first beat in -> valid out)", lat)
    assert lat <= 4


@cocotb.test()
async def malformed(dut) -> None:
    """Uploads of a registered job that fail the header checks (version, COUNT 0, WORKER >= 32, frame
    ending inside the header) are consumed whole, nothing sent, ev_bad once each. A frame shorter than its
    COUNT sends exactly the chunks whose elements all arrived (cut at a chunk boundary, inside a chunk,
    inside a word, in the first chunk) and counts ev_bad once. Bytes beyond COUNT: up to a 60-byte frame
    padding (not bad), beyond that ev_bad with every chunk sent. Each case is followed by a good frame:
    the encoder recovers and keeps the order."""
    b = Bench(dut, 3)
    await b.start()
    ce = b.ce
    b.cfg.jobs[1] = (33, 0x09)
    rng = random.Random(30)
    good = [(upload(33, 4, 1, elems(rng, 3)), 1), (eth(70, 1), 2)]
    full = upload(33, 5, 10, elems(rng, 3 * ce + 1), pad=False)
    hb = fmt.HDR_BYTES
    bad_cases: list[tuple[str, bytes, int]] = [  # (name, frame, contributions expected)
        ("version", upload(33, 1, 0, elems(rng, 4), version=2), 0),
        ("count 0", upload(33, 1, 0, []), 0),
        ("worker 32", upload(33, fmt.MAX_WORKERS, 0, elems(rng, 4)), 0),
        ("worker 255", upload(33, 255, 0, elems(rng, 4)), 0),
        ("ends in word 1", full[:16], 0),
        ("ends in word 2", full[:24], 0),
        ("ends in word 3", full[:31], 0),
        ("header only", full[:hb], 0),
        ("short in chunk 0", full[:hb + 4 * (ce // 2)], 0),
        ("short in a word", full[:hb + 4 * ce + 6], 1),
        ("short at a chunk end", full[:hb + 4 * 2 * ce], 2),
        ("short in the last chunk", full[:hb + 4 * 3 * ce], 3),
        ("short: count 2, one element", upload(33, 1, 0, [5], count=2, pad=False), 0),
        ("long", full + b"\x11" * 8, 4),
        ("long by 4", full + b"\x22" * 4, 4),
        ("long, small frame", upload(33, 1, 0, [1, 2], pad=False) + bytes(PAD - hb - 8 + 1), 1),
    ]
    for name, f, n in bad_cases:
        outs, ev = expect(f, 0x40, b.cfg, ce)
        assert ev["bad"] == 1 and len(outs) == n, name  # the model agrees with the case's intent
        e0 = Counter(b.ev)
        r0 = len(b.received)
        b.send([(f, 0x40)] + good)
        await b.run()
        assert b.ev["bad"] - e0["bad"] == 1, f"{name}: ev_bad {b.ev['bad'] - e0['bad']}"
        assert b.ev["contrib"] - e0["contrib"] == n + 1, name
        assert len(b.received) - r0 == n + 2, name
    # padding is not malformed: a 60-byte frame with 1..6 elements, and the exact 7-element frame
    bad0 = b.ev["bad"]
    for n in range(1, 8):
        f = upload(33, 2, 0, elems(rng, n))
        assert len(f) == PAD
        b.send([(f, 0x41)])
    await b.run()
    assert b.ev["bad"] == bad0


@cocotb.test()
async def windows(dut) -> None:
    """cfg_win_en = 1: an upload is held while its window is closed (req_job shows its job, s_axis back-
    pressured with a bounded amount taken, ev_hold counting), also while another job's window is open;
    it goes when the window opens; closed mid-upload it stops at a contribution boundary and resumes when
    reopened; a frame after it does not overtake; an upload of another job waits behind and requests its
    own window only once the first job's contributions have left. req_job returns to 0 at the end."""
    b = Bench(dut, 4)
    await b.start()
    ce, cw = b.ce, b.cw
    b.cfg.jobs[0] = (5, 0x01)
    b.cfg.jobs[1] = (6, 0x02)
    b.cfg.win_en = 1
    rng = random.Random(40)
    n_a = 6
    after = (eth(200, 7), 0x50)
    b.send([(upload(5, 3, 0, elems(rng, n_a * ce)), 0x44), after, (upload(6, 4, 0, elems(rng, 2 * ce + 1)), 0x45)])

    async def cycles(n: int) -> None:
        for _ in range(n):
            await b.step()

    b.win_job = 6  # another job's window
    await cycles(60)
    b.win_job = 0
    await cycles(440)
    assert not b.received, "a contribution left while its window was closed"
    assert b.req_hist[-1] == 5 and all(r == 5 for r in b.req_hist[-400:])
    taken = len(b.in_xfers)
    assert taken <= 4 + 2 * (cw - 4) + 8, f"{taken} beats taken while held"
    assert not int(dut.s_axis_tready.value)
    assert 500 - 2 * cw - 20 <= b.hold <= 500, f"ev_hold {b.hold}"
    hold0 = b.hold

    # open; close after the second contribution has started: it completes, the third waits
    b.win_job = 5
    while len(b.first_valid) < 2:
        await b.step()
    b.win_job = 0
    await cycles(300)
    assert len(b.received) == 2 and not b.partial, f"{len(b.received)} contributions, partial {len(b.partial)}"
    assert b.req_hist[-1] == 5 and b.hold - hold0 > 200
    b.win_job = 5
    while len(b.received) < n_a:
        await b.step()
    await cycles(100)
    # the frame after the upload, then job 6 waits: req_job switches to 6
    assert len(b.received) == n_a + 1 and b.received[-1].data == after[0]
    assert b.req_hist[-1] == 6
    b.win_job = 6
    await b.run()
    assert b.req_hist[-1] == 0
    assert b.ev["contrib"] == n_a + 3


@cocotb.test()
async def random_traffic(dut) -> None:
    """Random frames (uploads of three registered jobs from several workers, malformed and unregistered
    uploads, other frames of 1..2000 bytes) with random gaps on s_axis and random back-pressure on m_axis,
    windows on and off, the windows driven by a bench scheduler that serves req_job after a random delay
    and sometimes closes a window in mid-upload: the output stream equals the model's (nothing lost,
    duplicated or reordered), every contribution starts inside its window, every event count matches."""
    b = Bench(dut, 5)
    await b.start()
    ce = b.ce
    rng = random.Random(50)
    jobs = [(11, 0x03), (12, 0x04), (13, 0x0A)]
    for j, e in enumerate(jobs[: b.njobs]):
        b.cfg.jobs[j] = e
    regs = [e[0] for e in jobs[: b.njobs]]
    sched = {"delay": 0}

    def scheduler(bench: Bench) -> None:
        req = bench.req_hist[-1] if bench.req_hist else 0
        if bench.win_job == 0:
            if req and sched["delay"] == 0:
                sched["delay"] = rng.randint(1, 80)
            elif sched["delay"]:
                sched["delay"] -= 1
                if sched["delay"] == 0 and req:
                    bench.win_job = req
        elif req != bench.win_job or rng.random() < 0.004:
            bench.win_job = 0

    def frame(i: int) -> tuple[bytes, int]:
        r = rng.random()
        if r < 0.45:
            n = rng.choice((rng.randint(1, 8), rng.randint(1, 3 * ce), ce, 2 * ce))
            f = upload(rng.choice(regs), rng.randrange(fmt.MAX_WORKERS), rng.getrandbits(24), elems(rng, n),
                       pad=rng.random() < 0.7)
            u = rng.random()
            if u < 0.07:
                f = f[: rng.randint(16, len(f) - 1)]
            elif u < 0.11:
                f = f + rng.randbytes(rng.randint(1, 20))
            elif u < 0.14:
                f = upload(rng.choice(regs), rng.randrange(fmt.MAX_WORKERS), 0, elems(rng, 3), version=0)
        elif r < 0.55:
            f = upload(rng.choice((1, 2, 250)), 1, 0, elems(rng, rng.randint(1, 40)))
        else:
            f = eth(rng.choice((rng.randint(1, 64), rng.randint(60, 300), rng.randint(300, 2000))), i,
                    rng.choice((0x0800, fmt.ETHERTYPE)))
        return f, rng.getrandbits(8)

    phases = [  # (p_first, p_next, p_ready, win_en, frames)
        (0.7, 0.8, 0.6, 0, 40),
        (1.0, 1.0, 1.0, 1, 40),
        (0.8, 0.7, 0.5, 1, 50),
        (0.5, 0.9, 0.9, 0, 30),
    ]
    n = 0
    for p_first, p_next, p_ready, win_en, count in phases:
        b.src.p_first, b.src.p_next, b.p_ready = p_first, p_next, p_ready
        b.cfg.win_en = win_en
        b.on_cycle = scheduler if win_en else None
        b.win_job = 0
        b.win_random = not win_en
        b.send([frame(n + i) for i in range(count)])
        n += count
        await b.run()
    dut._log.info("%d frames in, %d out, %d cycles, events %s, hold %d", n, len(b.received), b.cycle, dict(b.ev),
                  b.hold)
    # the stimulus must exercise what is checked
    assert b.ev["contrib"] > 60 and b.ev["unreg"] > 5 and b.ev["bad"] > 5 and b.hold > 100, (b.ev, b.hold)


@pytest.mark.parametrize("payload,jobs", [(512, 4), (64, 2)])
def test_lp_agg_enc(payload: int, jobs: int) -> None:
    hdl.run("lp_agg_enc", __file__, {"PAYLOAD_BYTES": payload, "JOBS": jobs})


def test_odd_chunk_refused() -> None:
    """A payload that is not a multiple of 8 bytes (an odd chunk: element words would not align) stops
    elaboration (the build) with the reason."""
    with pytest.raises(hdl.BuildError, match="PAYLOAD_BYTES=100 must be a multiple of 8"):
        hdl.build("lp_agg_enc", {"PAYLOAD_BYTES": 100, "JOBS": 4})
