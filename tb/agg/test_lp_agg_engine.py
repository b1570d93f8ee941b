"""lp_agg_engine: the aggregation engine of the arbiter (docs/agg.md "Engine").

Frames are built and parsed with lightpath.agg.fmt (AggFrame, reduce); byte k of a frame is
tdata[8*(k % 8) +: 8] of beat k // 8 (as cocotbext-axi and lp_host_demux). Every frame the engine makes is
checked byte for byte against the frame built here from the expected fields (source MAC cfg_mac, NODE
cfg_node, zero padding to the 60-byte minimum), with its tdest.

Each test drives every input every cycle (the source with its own gaps, random tready on both outputs
where a test asks for it), counts the event pulses, and ends with st_slots_used == 0, st_job_busy == 0
and no partial frame on either output. The random test checks the DUT against a frame-level model of the
commit rules (`Model`): the same outcome for every contribution, the same RESULT and refusal NACK frames
in the same order, the same event counts; a final timer sweep must FAIL exactly the chunks the model left
open.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly

from lightpath.agg import fmt
from lightpath.agg.fmt import AggFrame, Status, Type
from lightpath.cell.generated import CLOCK_NS, FRAME
from lightpath.env.axis_source import GapSource, frame_beats
from lightpath.flow import hdl

MIN_BYTES = int(FRAME["min_bytes"])
EVENTS = ("contrib", "dup", "unreg", "bad", "busy", "count", "result", "sat", "nack", "timeout", "fail", "oow",
          "unlearned")
ENGINE_NODE = 0x21
ENGINE_MAC = fmt.ENGINE_MAC


def worker_mac(w: int, job: int = 0) -> int:
    return 0x02_10_00_00_00_00 | job << 8 | w


def worker_node(w: int) -> int:
    return 0x40 + w


def master_mac(job: int) -> int:
    return 0x02_20_00_00_00_00 | job


def master_node(job: int) -> int:
    return 0x80 + job


def contrib(job: int, chunk: int, w: int, elems: list[int], *, count: int | None = None, version: int = 1,
            mac: int | None = None, node: int | None = None) -> bytes:
    """A contribution frame as the worker's NIC encoder makes it (master = the job's, below)."""
    return AggFrame(Type.CONTRIB, job, chunk, worker=w, node=worker_node(w) if node is None else node,
                    dst=master_node(job), bitmap=1 << w if w < 32 else 0, count=count, elements=elems,
                    dst_mac=master_mac(job), src_mac=worker_mac(w, job) if mac is None else mac,
                    version=version).encode()


def made(typ: int, job: int, chunk: int, *, worker: int, status: int = 0, count: int = 0, retry: int = 0,
         bitmap: int = 0, elements: list[int] | None = None, dst_mac: int) -> bytes:
    """A frame the engine makes, padded as it must be."""
    b = AggFrame(typ, job, chunk, worker=worker, node=ENGINE_NODE, dst=0, status=status, retry=retry,
                 bitmap=bitmap, count=count, elements=list(elements or []), dst_mac=dst_mac,
                 src_mac=ENGINE_MAC).encode()
    return b + bytes(max(0, MIN_BYTES - len(b)))


def result_frame(job: int, chunk: int, vecs: list[list[int]], bitmap: int) -> tuple[bytes, int]:
    """The RESULT of `vecs` (in arrival order) and its tdest."""
    s, sat = fmt.reduce(vecs)
    return made(Type.RESULT, job, chunk, worker=bin(bitmap).count("1"), status=int(Status.SAT) if sat else 0,
                count=len(s), bitmap=bitmap, elements=s, dst_mac=master_mac(job)), master_node(job)


def eth(size: int, tag: int, ethertype: int = 0x0800) -> bytes:
    """A non-contribution frame of `size` bytes."""
    body = bytearray((tag * 13 + i) & 0xFF for i in range(max(0, size - 14)))
    if ethertype == fmt.ETHERTYPE and body and body[0] & 0xF == Type.CONTRIB:
        body[0] ^= 1  # an aggregation frame of another type: passed through
    return (master_mac(1).to_bytes(6, "big") + worker_mac(tag & 0xFF).to_bytes(6, "big") +
            ethertype.to_bytes(2, "big") + body)[:size]


class Bench:
    """Drives every input each cycle (configuration changes apply at the next falling edge) and records
    both outputs, the events and the status."""

    def __init__(self, dut, seed: int = 1) -> None:
        self.dut = dut
        self.payload = int(dut.PAYLOAD_BYTES.value)
        self.nslots = int(dut.SLOTS.value)
        self.njobs = int(dut.JOBS.value)
        self.part = self.nslots // self.njobs  # slots of one job entry: slot = entry * part + CHUNK % part
        self.ce = fmt.SPEC.chunk_elems(self.payload)
        self.rng = random.Random(seed)
        self.src: GapSource[bytes, tuple[int, int, int]] = GapSource(lambda f: frame_beats(f, 8), self.rng)
        self.p_src = self.p_host = self.p_net = 1.0
        self.host: list[bytes] = []
        self.net: list[tuple[bytes, int, int]] = []  # (frame, tdest, cycle of its tlast)
        self._hp = bytearray()
        self._np = bytearray()
        self.ev: Counter[str] = Counter()
        self.ev_cycles: dict[str, list[int]] = {e: [] for e in EVENTS}
        self.cycle = 0
        self.stalls = 0  # cycles with a beat offered and not taken
        self.in_cycles: list[int] = []  # cycles of s_axis transfers
        self.host_cycles: list[int] = []
        self.used = 0
        self.max_used = 0
        self.job_busy = 0
        self.job_busy_seen = 0
        self.cfg = {"en": 1, "node": ENGINE_NODE, "mac": ENGINE_MAC, "timeout": 0, "retries": 2, "win": 0,
                    "run": (1 << self.njobs) - 1}  # run: tmr_run, the entries whose timers run
        self.jobs = [(0, 0, 0)] * self.njobs  # (valid, id, workers)
        self._dirty = True
        self._evh = [(e, getattr(dut, f"ev_{e}")) for e in EVENTS]
        self._held: dict[str, tuple[int, ...] | None] = {"host": None, "net": None}  # beat offered, not taken

    # ------------------------------------------------------------------ configuration
    def set(self, **kw: int) -> None:
        for k, v in kw.items():
            assert k in self.cfg, k
            self.cfg[k] = v
        self._dirty = True

    def job(self, entry: int, job_id: int, workers: list[int] | int, valid: int = 1) -> None:
        bm = workers if isinstance(workers, int) else sum(1 << w for w in workers)
        self.jobs[entry] = (valid, job_id, bm)
        self._dirty = True

    def _drive_cfg(self) -> None:
        d, c = self.dut, self.cfg
        d.cfg_en.value = c["en"]
        d.cfg_node.value = c["node"]
        d.cfg_mac.value = c["mac"]
        d.cfg_timeout.value = c["timeout"]
        d.cfg_retries.value = c["retries"]
        d.win_job.value = c["win"]
        d.tmr_run.value = c["run"]
        d.cfg_job_valid.value = sum(v << j for j, (v, _, _) in enumerate(self.jobs))
        d.cfg_job_id.value = sum(i << (8 * j) for j, (_, i, _) in enumerate(self.jobs))
        d.cfg_job_workers.value = sum(w << (32 * j) for j, (_, _, w) in enumerate(self.jobs))
        self._dirty = False

    # ------------------------------------------------------------------ running
    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, CLOCK_NS, unit="ns").start()
        await FallingEdge(d.clk)
        d.rst.value = 1
        d.s_axis_tvalid.value = 0
        d.s_axis_tdata.value = 0
        d.s_axis_tkeep.value = 0
        d.s_axis_tlast.value = 0
        d.m_axis_host_tready.value = 0
        d.m_axis_net_tready.value = 0
        self._drive_cfg()
        for _ in range(3):
            await FallingEdge(d.clk)
        d.rst.value = 0

    @property
    def p_src(self) -> float:
        """Probability that the input offers a beat in a cycle with none offered (before and inside frames)."""
        return self.src.p_first

    @p_src.setter
    def p_src(self, p: float) -> None:
        self.src.p_first = self.src.p_next = p

    async def step(self) -> None:
        d = self.dut
        await FallingEdge(d.clk)
        self.src.decide()
        if self.src.offer:
            td, tk, tl = self.src.current()
        else:
            td, tk, tl = self.rng.getrandbits(64), self.rng.getrandbits(8), self.rng.getrandbits(1)
        d.s_axis_tvalid.value = int(self.src.offer)
        d.s_axis_tdata.value = td
        d.s_axis_tkeep.value = tk
        d.s_axis_tlast.value = tl
        rh = int(self.rng.random() < self.p_host)
        rn = int(self.rng.random() < self.p_net)
        d.m_axis_host_tready.value = rh
        d.m_axis_net_tready.value = rn
        if self._dirty:
            self._drive_cfg()
        await ReadOnly()
        if self.src.offer:
            if int(d.s_axis_tready.value):
                self.src.accept()
                self.in_cycles.append(self.cycle)
            else:
                self.stalls += 1
        self._axis_rule("host", rh)
        self._axis_rule("net", rn)
        if rh and int(d.m_axis_host_tvalid.value):
            k = int(d.m_axis_host_tkeep.value)
            self._hp += int(d.m_axis_host_tdata.value).to_bytes(8, "little")[:bin(k).count("1")]
            self.host_cycles.append(self.cycle)
            if int(d.m_axis_host_tlast.value):
                self.host.append(bytes(self._hp))
                self._hp.clear()
        if rn and int(d.m_axis_net_tvalid.value):
            k = int(d.m_axis_net_tkeep.value)
            self._np += int(d.m_axis_net_tdata.value).to_bytes(8, "little")[:bin(k).count("1")]
            if int(d.m_axis_net_tlast.value):
                self.net.append((bytes(self._np), int(d.m_axis_net_tdest.value), self.cycle))
                self._np.clear()
        for e, h in self._evh:
            if int(h.value):
                self.ev[e] += 1
                self.ev_cycles[e].append(self.cycle)
        self.used = int(d.st_slots_used.value)
        self.max_used = max(self.max_used, self.used)
        self.job_busy = int(d.st_job_busy.value)
        self.job_busy_seen |= self.job_busy
        self.cycle += 1

    def _axis_rule(self, port: str, ready: int) -> None:
        """AXI-Stream on an output: a beat offered and not taken stays offered, unchanged."""
        d = self.dut
        valid = int(getattr(d, f"m_axis_{port}_tvalid").value)
        beat = None
        if valid and (self._held[port] is not None or not ready):
            beat = tuple(int(getattr(d, f"m_axis_{port}_{s}").value) for s in ("tdata", "tkeep", "tlast") +
                         (("tdest",) if port == "net" else ()))
        if self._held[port] is not None:
            assert valid and beat == self._held[port], f"m_axis_{port}: beat withdrawn or changed while stalled"
        self._held[port] = beat if valid and not ready else None

    async def wait(self, n: int) -> None:
        for _ in range(n):
            await self.step()

    async def send(self, frames: list[bytes], quiet: int = 0) -> None:
        """Send frames and run until everything they cause has left: the source is empty and neither output
        moved for `quiet` cycles (default: long enough for the longest apply + result)."""
        self.src.frames.extend(frames)
        quiet = quiet or 4 * (self.payload // 8) + 40
        start, still = self.cycle, 0
        while self.src.busy() or still < quiet:
            n0 = (len(self.in_cycles), len(self.net), len(self._np), len(self.host), len(self._hp))
            await self.step()
            n1 = (len(self.in_cycles), len(self.net), len(self._np), len(self.host), len(self._hp))
            still = still + 1 if n1 == n0 else 0
            assert self.cycle - start < 400_000, "traffic did not drain"

    async def until(self, cond, limit: int) -> int:
        start = self.cycle
        while not cond():
            assert self.cycle - start < limit, f"condition not reached in {limit} cycles"
            await self.step()
        return self.cycle - start

    # ------------------------------------------------------------------ checks
    def net_of(self, typ: int) -> list[tuple[bytes, int]]:
        return [(f, t) for f, t, _ in self.net if f[14] & 0xF == typ]

    def events(self, **expected: int) -> None:
        """Exactly these events happened (every other count is 0)."""
        want = {e: expected.get(e, 0) for e in EVENTS}
        got = {e: self.ev[e] for e in EVENTS}
        assert got == want, f"events {got}, expected {want}"

    async def final(self) -> None:
        await self.wait(3)
        assert self.used == 0, f"{self.used} slots still used"
        assert self.job_busy == 0, f"st_job_busy {self.job_busy:b}"
        assert not self._hp and not self._np, "partial frame left on an output"
        assert not self.src.busy(), "input not consumed"


def chunked(vec: list[int], ce: int) -> list[list[int]]:
    return [e for _, e in fmt.split(vec, 0, ce)]


def rand_vec(rng: random.Random, n: int, big: float = 0.0) -> list[int]:
    """Random elements; a fraction `big` from the whole int32 range (saturating sums)."""
    return [rng.randint(fmt.ELEM_MIN, fmt.ELEM_MAX) if rng.random() < big else rng.randint(-(1 << 27), 1 << 27)
            for _ in range(n)]


def interleave(rng: random.Random, per_chunk: list[list[bytes]], swaps: int) -> list[bytes]:
    """Chunk by chunk, workers in random order, then random adjacent swaps (a frame moves a few places)."""
    out: list[bytes] = []
    for fs in per_chunk:
        fs = list(fs)
        rng.shuffle(fs)
        out += fs
    for _ in range(swaps):
        i = rng.randrange(len(out) - 1)
        out[i], out[i + 1] = out[i + 1], out[i]
    return out


async def upload(b: Bench, job: int, workers: list[int], k: int, seed: int, big: float = 0.002,
                 first: int = 0) -> dict[int, list[list[int]]]:
    """Every worker uploads K random elements of `job` (chunks first, first + 1, ...), interleaved; returns
    chunk -> vectors in arrival order (the order the engine sums them)."""
    rng = random.Random(seed)
    vecs = {w: rand_vec(rng, k, big) for w in workers}
    chunks = {w: chunked(vecs[w], b.ce) for w in workers}
    nch = len(chunks[workers[0]])
    frames = {}
    per_chunk = []
    for c in range(nch):
        fs = []
        for w in workers:
            f = contrib(job, first + c, w, chunks[w][c])
            frames[f] = (c, w)
            fs.append(f)
        per_chunk.append(fs)
    order = interleave(rng, per_chunk, len(workers) * nch)
    arrival: dict[int, list[list[int]]] = {first + c: [] for c in range(nch)}
    for f in order:
        c, w = frames[f]
        arrival[first + c].append(chunks[w][c])
    await b.send(order)
    return arrival


def check_results(b: Bench, job: int, arrival: dict[int, list[list[int]]], bitmap: int) -> int:
    """Exactly one RESULT per chunk, byte-exact; returns how many saturated."""
    got = {AggFrame.decode(f, padded=True).chunk: (f, t) for f, t in b.net_of(Type.RESULT)
           if f[15] == job}
    assert sorted(got) == sorted(arrival), f"results for chunks {sorted(got)}, expected {sorted(arrival)}"
    sat = 0
    for c, vecs in arrival.items():
        exp = result_frame(job, c, vecs, bitmap)
        assert got[c] == exp, f"chunk {c}: RESULT differs\n got {got[c][0].hex()}\n exp {exp[0].hex()}"
        sat += fmt.reduce(vecs)[1]
    return sat


# ====================================================================================================
# Tests
# ====================================================================================================
@cocotb.test()
async def exact_sum(dut) -> None:
    """N = 2, 4, 8 workers (scattered worker indexes) upload K elements in several chunks (last one partial,
    odd COUNT; more chunks than slots, so slots are reused), interleaved: one RESULT per chunk, the exact
    element-wise saturating sum in arrival order (fmt.reduce), sent to the master's MAC and node. Bytes:
    N*S element bytes in, S out; frame bytes out ~ 1/N of in."""
    b = Bench(dut, 1)
    await b.start()
    results = sats = contribs = 0
    for n, job, entry in ((2, 11, 1), (4, 12, 3 % b.njobs), (8, 13, 0)):
        workers = sorted(random.Random(n).sample(range(32), n))
        b.job(entry, job, workers)
        b.set(win=job)
        k = b.ce * (b.nslots + 3) + 5
        before = len(b.net)
        in0 = len(b.in_cycles)
        arrival = await upload(b, job, workers, k, seed=100 + n)
        bm = sum(1 << w for w in workers)
        sat = check_results(b, job, arrival, bm)
        nch = len(arrival)
        results += nch
        sats += sat
        contribs += n * nch
        out = b.net[before:]
        assert len(out) == nch
        elem_out = sum(4 * AggFrame.decode(f, padded=True).count_field for f, _, _ in out)
        assert elem_out == 4 * k, "S bytes of elements to the master"
        bytes_in = 8 * (len(b.in_cycles) - in0)  # whole beats in
        bytes_out = sum(len(f) for f, _, _ in out)
        assert bytes_in >= n * 4 * k and bytes_out * n <= bytes_in * 1.1, (bytes_in, bytes_out)
        dut._log.info("N=%d: %d chunks, %d element bytes in, %d out, %d saturated", n, nch, n * 4 * k, elem_out,
                      sat)
        b.job(entry, 0, 0, valid=0)
        await b.wait(2)
    assert b.max_used > 1
    b.events(contrib=contribs, result=results, sat=sats)
    await b.final()


@cocotb.test()
async def saturation(dut) -> None:
    """Sums clamp at INT32_MAX and INT32_MIN, sticky in arrival order as fmt.reduce (MAX + 1 - 5 = MAX - 5);
    STATUS sat and ev_sat only for the chunk that saturated; a first contribution alone never saturates."""
    b = Bench(dut, 2)
    await b.start()
    mx, mn = fmt.ELEM_MAX, fmt.ELEM_MIN
    b.job(2 % b.njobs, 40, [0, 1, 2])
    b.set(win=40)
    w0 = [mx, mn, mx, mn, 100, mx - 1, 7]
    w1 = [1, -1, mx, mn, -100, 1, 7]
    w2 = [-5, 5, -1, 1, 0, 0, 7]
    sums, sat = fmt.reduce([w0, w1, w2])
    assert sat and sums[:6] == [mx - 5, mn + 5, mx - 1, mn + 1, 0, mx]
    fs = [contrib(40, 0, 0, w0), contrib(40, 0, 1, w1), contrib(40, 0, 2, w2)]
    # chunk 1: big values that do not overflow; chunk 2: the other order (no clamp in the middle)
    v = [[mx // 3] * 3, [mx // 3] * 3, [mx // 3] * 3]
    fs += [contrib(40, 1, w, v[w]) for w in range(3)]
    fs += [contrib(40, 2, 2, w2), contrib(40, 2, 0, w0), contrib(40, 2, 1, w1)]
    await b.send(fs)
    arrival = {0: [w0, w1, w2], 1: v, 2: [w2, w0, w1]}
    nsat = check_results(b, 40, arrival, 0b111)
    assert nsat == 2 and fmt.reduce([w2, w0, w1])[0] != sums
    b.events(contrib=9, result=3, sat=2)
    # a job of one worker: its contribution is the result, never saturated
    b.job(3 % b.njobs, 41, [31])
    b.set(win=41)
    await b.send([contrib(41, 0, 31, w0)])
    check_results(b, 41, {0: [w0]}, 1 << 31)
    b.events(contrib=10, result=4, sat=2)
    await b.final()


@cocotb.test()
async def duplicates(dut) -> None:
    """A copy of a contribution already in its slot is ignored (ev_dup) and the sum stays exact; a late copy
    of a completed chunk (closed tag) is ignored too and takes no slot. Documented limit: cfg_timeout after
    the close the tag is forgotten, and a copy then opens the chunk again (it ends in FAIL)."""
    b = Bench(dut, 3)
    await b.start()
    t = 400
    b.set(timeout=t, retries=1)
    b.job(0, 5, [0, 1, 2])
    b.set(win=5)
    v = [rand_vec(random.Random(w), b.ce) for w in range(3)]
    f = [contrib(5, 3, w, v[w]) for w in range(3)]
    await b.send([f[0], f[0], f[1], f[1], f[0], f[2]])
    assert check_results(b, 5, {3: v}, 0b111) == 0
    b.events(contrib=3, dup=3, result=1)
    await b.send([f[2], f[1]])  # late copies: closed tag
    assert b.max_used == 1 and b.used == 0
    b.events(contrib=3, dup=5, result=1)
    await b.wait(t + 4 * b.nslots)  # the closed tag expires (the scanner visits a slot every 2 SLOTS cycles)
    await b.send([f[1]], quiet=10)
    assert b.used == 1, "a copy after the closed tag expired opens the chunk again"
    await b.until(lambda: b.used == 0, 3 * t)
    await b.send([], quiet=50)
    fails = b.net_of(Type.FAIL)
    assert fails == [(made(Type.FAIL, 5, 3, worker=1, status=int(Status.TIMEOUT), retry=1, bitmap=0b010,
                           dst_mac=master_mac(5)), master_node(5))]
    assert len(b.net_of(Type.NACK)) == 2  # workers 0 and 2, round 1
    b.events(contrib=4, dup=5, result=1, timeout=2, nack=2, fail=1)
    await b.final()


@cocotb.test()
async def loss_and_retransmission(dut) -> None:
    """A lost contribution: at the slot's timeout a NACK (STATUS timeout, RETRY 1, the slot's COUNT and
    BITMAP) goes to exactly the missing worker, at its learned MAC and node; its retransmission completes
    the chunk with the exact sum. A retransmission lost again: a second round, RETRY 2. Other chunks are not
    delayed. The NACK leaves between cfg_timeout and cfg_timeout + 2 SLOTS + a frame time after the slot
    opened."""
    b = Bench(dut, 4)
    await b.start()
    t = 300
    b.set(timeout=t, retries=3)
    b.job(1 % b.njobs, 9, [0, 1, 2, 3])
    b.set(win=9)
    rng = random.Random(4)
    v = {(c, w): rand_vec(rng, b.ce - 3) for c in range(3) for w in range(4)}
    lost = (1, 2)
    frames = [contrib(9, c, w, v[c, w]) for c in range(3) for w in range(4) if (c, w) != lost]
    await b.send(frames, quiet=10)
    opened = b.ev_cycles["contrib"][4]  # chunk 1's slot opens
    assert b.used == 1
    await b.until(lambda: b.net_of(Type.NACK), 2 * t)
    nack_cycle = b.net[-1][2]
    assert t <= nack_cycle - opened <= t + 2 * b.nslots + 4 * (b.payload // 8) + 30, nack_cycle - opened
    held = 0b1011
    exp_nack = made(Type.NACK, 9, 1, worker=2, status=int(Status.TIMEOUT), count=b.ce - 3, retry=1, bitmap=held,
                    dst_mac=worker_mac(2, 9))
    assert b.net_of(Type.NACK) == [(exp_nack, worker_node(2))]
    await b.send([contrib(9, 1, 2, v[lost])])
    arrival = {c: [v[c, w] for w in range(4)] for c in range(3)}
    check_results(b, 9, arrival, 0b1111)
    b.events(contrib=12, result=3, timeout=1, nack=1)

    # lost twice: rounds 1 and 2
    frames = [contrib(9, 7, w, v[0, w]) for w in (0, 1, 3)]
    await b.send(frames, quiet=10)
    await b.until(lambda: len(b.net_of(Type.NACK)) == 3, 3 * t)
    rounds = [AggFrame.decode(f, padded=True) for f, _ in b.net_of(Type.NACK)[1:]]
    assert [(r.chunk, r.worker, r.retry, r.bitmap) for r in rounds] == [(7, 2, 1, 0b1011), (7, 2, 2, 0b1011)]
    await b.send([contrib(9, 7, 2, v[0, 2])])
    check_results(b, 9, {**arrival, 7: [v[0, w] for w in (0, 1, 3, 2)]}, 0b1111)
    b.events(contrib=16, result=4, timeout=3, nack=3)
    await b.final()


@cocotb.test()
async def fail_after_retries(dut) -> None:
    """No retransmission: cfg_retries NACK rounds (RETRY 1..R) to the missing worker whose address was
    learned, none to a worker never heard of (ev_unlearned each round), then a FAIL to the master (BITMAP =
    contributions held, WORKER = their number, RETRY = R, COUNT 0) and the slot is free. A retransmission
    arriving after the FAIL is a duplicate of the closed chunk."""
    b = Bench(dut, 5)
    await b.start()
    t, r = 250, 2
    b.set(timeout=t, retries=r)
    b.job(0, 3, [0, 1, 2, 3])  # worker 3 never sends anything
    b.set(win=3)
    v = [rand_vec(random.Random(50 + w), 10) for w in range(4)]
    frames = [contrib(3, 0, 0, v[0]), contrib(3, 0, 2, v[2]), contrib(3, 1, 1, v[1]), contrib(3, 1, 0, v[0]),
              contrib(3, 1, 2, v[2])]
    await b.send(frames, quiet=10)
    t_open = b.cycle
    assert b.used == 2
    await b.until(lambda: b.used == 0, (r + 2) * t + 4 * b.nslots)
    elapsed = b.cycle - t_open
    assert (r + 1) * t - 100 <= elapsed <= (r + 1) * (t + 2 * b.nslots + 40), elapsed
    await b.send([], quiet=40)
    nacks = [AggFrame.decode(f, padded=True) for f, _ in b.net_of(Type.NACK)]
    assert [(n.chunk, n.worker, n.retry, n.count, n.bitmap) for n in nacks] == [(0, 1, k, 10, 0b0101)
                                                                                 for k in (1, 2)]
    assert all(d == worker_node(1) and f[:6] == worker_mac(1, 3).to_bytes(6, "big") for f, d in b.net_of(Type.NACK))
    fails = sorted(b.net_of(Type.FAIL), key=lambda x: x[0][20:24])
    assert fails == [
        (made(Type.FAIL, 3, 0, worker=2, status=int(Status.TIMEOUT), retry=r, bitmap=0b0101, dst_mac=master_mac(3)),
         master_node(3)),
        (made(Type.FAIL, 3, 1, worker=3, status=int(Status.TIMEOUT), retry=r, bitmap=0b0111, dst_mac=master_mac(3)),
         master_node(3)),
    ]
    b.events(contrib=5, timeout=2 * (r + 1), nack=r, unlearned=2 * r, fail=2)
    await b.send([contrib(3, 0, 1, v[1])])  # too late: the chunk is closed
    b.events(contrib=5, dup=1, timeout=2 * (r + 1), nack=r, unlearned=2 * r, fail=2)
    assert b.max_used == 2
    await b.final()


@cocotb.test()
async def refusals(dut) -> None:
    """busy: a contribution whose slot holds another chunk of its job (chunk + SLOTS/JOBS, a worker too far
    ahead) is not taken and gets a NACK busy (to its own source MAC and node, COUNT 0, BITMAP 0). count: one
    whose COUNT differs from the slot's gets a NACK count with the slot's COUNT and BITMAP. Neither changes
    the slot: the chunk completes with the exact sum, and the refused chunk is taken once the slot is free.
    Another job's contribution with the same chunk number is never refused: it has its own slots."""
    b = Bench(dut, 6)
    await b.start()
    b.job(0, 20, [0, 1])
    b.job(b.njobs - 1, 21, [4, 5])
    b.set(win=20)
    n = b.part
    v = [rand_vec(random.Random(60 + w), b.ce) for w in range(6)]
    await b.send([contrib(20, 2, 0, v[0]), contrib(20, 2 + n, 0, v[1]), contrib(21, 2, 4, v[4]),
                  contrib(20, 2, 1, v[1][:-1])])
    exp = [
        (made(Type.NACK, 20, 2 + n, worker=0, status=int(Status.BUSY), dst_mac=worker_mac(0, 20)), worker_node(0)),
        (made(Type.NACK, 20, 2, worker=1, status=int(Status.COUNT), count=b.ce, bitmap=0b01,
              dst_mac=worker_mac(1, 20)), worker_node(1)),
    ]
    assert b.net_of(Type.NACK) == exp
    assert b.used == 2
    b.events(contrib=2, busy=1, count=1, nack=2, oow=1)
    await b.send([contrib(20, 2, 1, v[1]), contrib(20, 2 + n, 0, v[2]), contrib(20, 2 + n, 1, v[3]),
                  contrib(21, 2, 5, v[5])])
    assert b.used == 0
    check_results(b, 20, {2: [v[0], v[1]], 2 + n: [v[2], v[3]]}, 0b11)
    check_results(b, 21, {2: [v[4], v[5]]}, 0b110000)
    b.events(contrib=6, busy=1, count=1, nack=2, result=3, oow=2)
    await b.final()


@cocotb.test()
async def malformed(dut) -> None:
    """Each malformed or unregistered contribution is counted once (ev_bad / ev_unreg) and changes nothing:
    no slot, no frame out, nothing to the host, and a chunk open meanwhile completes exactly. Frames
    padded beyond their COUNT are good."""
    b = Bench(dut, 7)
    await b.start()
    b.job(1 % b.njobs, 9, [1, 2])
    b.set(win=9)
    ce = b.ce
    e = list(range(1, ce + 2))
    good = contrib(9, 4, 1, e[:ce])
    bad = [
        contrib(9, 4, 2, e[:ce], version=2),
        contrib(9, 4, 2, [], count=0),
        contrib(9, 4, 2, e[:ce + 1]),                       # COUNT > chunk elements
        contrib(9, 4, 2, e[:ce])[:-3],                      # shorter than its COUNT
        contrib(9, 4, 2, e[:2])[:33],                       # shorter than its COUNT, one word of elements
        contrib(9, 4, 2, e[:ce])[:20],                      # shorter than the header
        contrib(9, 4, 2, e[:ce])[:15],                      # ends right after VER_TYPE
        contrib(9, 4, 3, e[:ce]),                           # worker not in the job
        contrib(9, 4, 40, e[:ce]),                          # worker index >= 32
    ]
    unreg = [contrib(10, 4, 2, e[:ce]), contrib(0, 4, 2, e[:ce])]
    await b.send([good] + bad + unreg)
    assert b.net == [] and b.host == [] and b.used == 1
    b.events(contrib=1, bad=len(bad), unreg=len(unreg))
    b.set(en=0)  # disabled: every contribution is dropped as unregistered
    await b.wait(3)
    assert b.used == 0, "cfg_en low frees the slots"
    await b.send([contrib(9, 4, 2, e[:ce])])
    b.events(contrib=1, bad=len(bad), unreg=len(unreg) + 1)
    b.set(en=1)
    padded = contrib(9, 5, 2, [7]) + bytes(MIN_BYTES - 36)  # Ethernet padding after COUNT = 1
    await b.send([good, padded, contrib(9, 4, 2, e[:ce]), contrib(9, 5, 1, [-7])])
    check_results(b, 9, {4: [e[:ce], e[:ce]], 5: [[7], [-7]]}, 0b110)
    assert b.host == []
    b.events(contrib=5, bad=len(bad), unreg=len(unreg) + 1, result=2)
    await b.final()


@cocotb.test()
async def pass_through(dut) -> None:
    """Every frame that is not a contribution (other EtherTypes, aggregation frames of the other types,
    frames too short to carry VER_TYPE, 1 byte to 9000 bytes) reaches the host port byte-exact and in order,
    interleaved with contributions (which aggregate exactly), under random gaps and random tready on both
    outputs. With everything ready a long frame passes at one beat per cycle, 2 cycles behind its input."""
    b = Bench(dut, 8)
    await b.start()
    b.job(0, 30, [0, 1, 2])
    b.set(win=30)
    rng = random.Random(8)
    others = [eth(1, 1), eth(13, 2, 0x88B6), eth(14, 3, 0x88B6), eth(200, 4, 0x88B5), eth(64, 5)]
    for typ in (Type.UPLOAD, Type.RESULT, Type.NACK, Type.FAIL, 0, 9):
        others.append(AggFrame(typ, 30, 1, worker=1, elements=[1, 2, 3], src_mac=worker_mac(1)).encode())
    others += [eth(rng.randint(1, 300), 10 + i, rng.choice((0x0800, 0x88B6, 0x86DD))) for i in range(40)]
    vecs = {(c, w): rand_vec(rng, b.ce if c < 5 else 3) for c in range(6) for w in range(3)}
    contribs = [contrib(30, c, w, vecs[c, w]) for c in range(6) for w in range(3)]
    kinds = [True] * len(contribs) + [False] * len(others)
    rng.shuffle(kinds)  # where the contributions go (in their order) among the other frames (in theirs)
    ci, oi = iter(contribs), iter(others)
    stream = [next(ci) if k else next(oi) for k in kinds]
    b.p_src, b.p_host, b.p_net = 0.7, 0.5, 0.6
    await b.send(stream)
    assert b.host == others
    check_results(b, 30, {c: [vecs[c, w] for w in range(3)] for c in range(6)}, 0b111)
    b.events(contrib=18, result=6)

    b.p_src = b.p_host = b.p_net = 1.0
    big = eth(9000, 99, 0x88B6)
    n0, h0 = len(b.in_cycles), len(b.host_cycles)
    v6 = [rand_vec(rng, 4) for _ in range(3)]
    await b.send([big, contrib(30, 6, 0, v6[0]), big])
    ins, outs = b.in_cycles[n0:n0 + 1125], b.host_cycles[h0:h0 + 1125]
    assert outs[-1] - outs[0] == 1124, "bubble in a long pass-through frame"
    assert outs[0] - ins[0] == 2, f"pass-through latency {outs[0] - ins[0]}"
    assert b.host[-2:] == [big, big]
    await b.send([contrib(30, 6, w, v6[w]) for w in (1, 2)])
    assert b.net_of(Type.RESULT)[-1] == result_frame(30, 6, v6, 0b111)
    await b.final()


@cocotb.test()
async def backpressure(dut) -> None:
    """m_axis_net blocked for a long time: the engine fills its queues and then holds s_axis (tready low);
    released with random tready on both outputs, every result arrives exact and nothing is lost."""
    b = Bench(dut, 9)
    await b.start()
    workers = [0, 3, 6, 7]
    b.job(0, 44, workers)
    b.set(win=44)
    b.p_net = 0.0
    rng = random.Random(9)
    k = b.ce * (2 * b.nslots + 1)
    vecs = {w: rand_vec(rng, k, 0.1) for w in workers}
    ch = {w: chunked(vecs[w], b.ce) for w in workers}
    frames = [contrib(44, c, w, ch[w][c]) for c in range(len(ch[0])) for w in workers]
    b.src.frames.extend(frames)
    await b.wait(len(frames) * (b.payload // 8) + 200)
    assert b.stalls > 500 and b.src.frames, "the input was not held while the output was blocked"
    assert b.net == []
    b.p_net, b.p_host, b.p_src = 0.3, 0.5, 0.8
    await b.send([eth(100, 1)])
    check_results(b, 44, {c: [ch[w][c] for w in workers] for c in range(len(ch[0]))}, sum(1 << w for w in workers))
    assert b.host == [eth(100, 1)]
    await b.final()


@cocotb.test()
async def two_jobs(dut) -> None:
    """Two jobs with their own workers and masters share the slots in alternating upload windows: results go
    to each job's master, st_job_busy shows the job that holds slots, ev_oow stays 0 while every job sends
    inside its window and counts exactly the contributions of a job sent while the other's window is
    open (they are still taken)."""
    b = Bench(dut, 10)
    await b.start()
    ea, eb = 0, b.njobs - 1
    b.job(ea, 3, [0, 1, 2])
    b.job(eb, 4, [4, 5])
    arr_a: dict[int, list[list[int]]] = {}
    arr_b: dict[int, list[list[int]]] = {}
    for phase in range(4):
        job, workers, arr, entry = (3, [0, 1, 2], arr_a, ea) if phase % 2 == 0 else (4, [4, 5], arr_b, eb)
        b.set(win=job)
        b.job_busy_seen = 0
        arr.update(await upload(b, job, workers, b.ce * 3 + 1, seed=200 + phase, first=10 * phase))
        assert b.job_busy_seen == 1 << entry, f"st_job_busy {b.job_busy_seen:b} in job {job}'s window"
        assert b.ev["oow"] == 0
    # job 4 sends while job 3's window is open
    b.set(win=3)
    v = [[1, 2], [3, 4]]
    await b.send([contrib(4, 99, 4, v[0]), contrib(4, 99, 5, v[1])])
    assert b.ev["oow"] == 2
    res = b.net_of(Type.RESULT)
    assert all(t == master_node(f[15]) and f[:6] == master_mac(f[15]).to_bytes(6, "big") for f, t in res)
    assert sum(f[15] == 4 for f, _ in res) == 4 * 2 + 1 and sum(f[15] == 3 for f, _ in res) == 4 * 2
    check_results(b, 3, arr_a, 0b111)
    check_results(b, 4, {**arr_b, 99: v}, 0b110000)
    await b.final()


@cocotb.test()
async def flush(dut) -> None:
    """A job entry invalidated or given another id while it holds slots frees them at once (no FAIL, even
    after the timers would have expired), forgets the learned addresses (a missing worker is then
    unlearned) and the closed tags (the same chunk number opens again); cfg_en low does it for every
    entry."""
    b = Bench(dut, 11)
    await b.start()
    t = 200
    b.set(timeout=t, retries=1)
    b.job(0, 6, [0, 1])
    b.job(1 % b.njobs, 7, [2, 3])
    b.set(win=6)
    await b.send([contrib(6, 0, 0, [1]), contrib(6, 1, 0, [1]), contrib(6, 2, 0, [1]), contrib(6, 2, 1, [2]),
                  contrib(7, 5, 2, [1])], quiet=10)
    assert b.used == 3 and len(b.net_of(Type.RESULT)) == 1
    b.job(0, 6, [0, 1], valid=0)
    await b.wait(3)
    assert b.used == 1 and b.job_busy == (1 << (1 % b.njobs) if b.njobs > 1 else 0)
    b.job(1 % b.njobs, 8, [2, 3])  # id change
    await b.wait(3)
    assert b.used == 0
    await b.wait(3 * t)
    b.events(contrib=5, result=1, oow=1)
    # entry 0 back with the same id: a new job; closed chunk 2 opens again, worker 0's address is unknown
    b.job(0, 6, [0, 1])
    await b.send([contrib(6, 2, 1, [5])], quiet=10)
    assert b.used == 1
    await b.until(lambda: b.used == 0, 3 * t)
    await b.send([], quiet=40)
    b.events(contrib=6, result=1, timeout=2, unlearned=1, fail=1, oow=1)
    assert b.net_of(Type.FAIL)[0][0] == made(Type.FAIL, 6, 2, worker=1, status=int(Status.TIMEOUT), retry=1,
                                             bitmap=0b10, dst_mac=master_mac(6))
    # cfg_en low frees everything
    await b.send([contrib(6, 3, 0, [1]), contrib(8, 3 + b.nslots // 2, 2, [1])], quiet=10)
    assert b.used == 2
    b.set(en=0)
    await b.wait(3)
    assert b.used == 0
    b.set(en=1)
    await b.send([contrib(6, 3, 1, [1]), contrib(6, 3, 0, [1])])
    assert AggFrame.decode(b.net_of(Type.RESULT)[-1][0], padded=True).elements == [2]
    await b.wait(3 * t)
    assert len(b.net_of(Type.FAIL)) == 1
    await b.final()


@cocotb.test()
async def throughput(dut) -> None:
    """Full-size contributions back to back with every output ready: the engine takes one contribution per
    frame time (no input stall beyond a few cycles per frame) while the results stream out; pass-through
    frames between them do not slow it."""
    b = Bench(dut, 12)
    await b.start()
    workers = [0, 1, 2, 3]
    b.job(0, 50, workers)
    b.set(win=50)
    nch = b.nslots + 4
    rng = random.Random(12)
    vec = {(c, w): rand_vec(rng, b.ce) for c in range(nch) for w in workers}
    frames = [contrib(50, c, w, vec[c, w]) for c in range(nch) for w in workers]
    n0 = len(b.in_cycles)
    await b.send(frames)
    ins = b.in_cycles[n0:]
    words = b.payload // 8
    per = (ins[-1] - ins[0] + 1) / len(frames)
    dut._log.info("%d contributions of %d words: %.2f cycles each, %d input stall cycles", len(frames), words,
                  per, b.stalls)
    assert per <= words + 1.5, f"{per:.2f} cycles per contribution of {words} words"
    check_results(b, 50, {c: [vec[c, w] for w in workers] for c in range(nch)}, 0b1111)
    await b.final()


@cocotb.test()
async def partitions(dut) -> None:
    """Each job entry has its own SLOTS/JOBS slots: a parked job's partial chunks fill its whole partition
    while another job with the same chunk numbers aggregates more chunks than a partition holds (slots
    reused) at the same time: no busy refusal, both jobs' results exact, the parked job completes when its
    last worker comes. Chunk c of entry e is in slot e * SLOTS/JOBS + c mod SLOTS/JOBS."""
    b = Bench(dut, 14)
    await b.start()
    p = b.part
    ea, eb = 0, b.njobs - 1
    b.job(ea, 61, [0, 1, 2])
    b.job(eb, 62, [3, 4])
    rng = random.Random(14)
    va = {(c, w): rand_vec(rng, b.ce) for c in range(p) for w in (0, 1, 2)}
    # job 61: workers 0 and 1 send chunks 0..p-1, worker 2 is held elsewhere: every slot of entry ea busy
    b.set(win=61)
    await b.send([contrib(61, c, w, va[c, w]) for c in range(p) for w in (0, 1)])
    assert b.used == p and b.job_busy == 1 << ea
    # job 62 (same chunk numbers, 2p + 1 chunks) while job 61 is parked
    b.set(win=62)
    b.job_busy_seen = 0
    arr_b = await upload(b, 62, [3, 4], b.ce * 2 * p + 7, seed=140)
    assert len(arr_b) == 2 * p + 1 and b.max_used > p
    assert b.job_busy_seen == (1 << ea) | (1 << eb) and b.used == p
    check_results(b, 62, arr_b, 0b11000)
    assert b.net_of(Type.NACK) == [] and b.ev["busy"] == 0
    # job 61's last worker
    b.set(win=61)
    await b.send([contrib(61, c, 2, va[c, 2]) for c in range(p)])
    check_results(b, 61, {c: [va[c, w] for w in (0, 1, 2)] for c in range(p)}, 0b111)
    b.events(contrib=3 * p + 2 * (2 * p + 1), result=p + 2 * p + 1)
    await b.final()


@cocotb.test()
async def paused_timers(dut) -> None:
    """An entry's timers run only while tmr_run[entry] is 1 (its window is open): a chunk waiting for a
    lost contribution is not NACKed while its job is parked, however long, while another entry's chunk
    times out on its own clock meanwhile; reopened, the NACK comes when the open time adds up to
    cfg_timeout (the age before the park counts), and the answer completes the chunk exactly. A closed tag
    ages on the same clock: parked, a late copy stays a duplicate."""
    b = Bench(dut, 15)
    await b.start()
    t = 600
    ea, eb = 0, b.njobs - 1
    b.set(timeout=t, retries=2, run=1 << ea, win=71)
    b.job(ea, 71, [0, 1, 2])
    b.job(eb, 72, [3, 4])
    rng = random.Random(15)
    v = {w: rand_vec(rng, b.ce) for w in range(5)}
    # job 71: chunk 4 complete (every worker's address learned), chunk 5 without worker 2
    await b.send([contrib(71, 4, w, v[w]) for w in (0, 1, 2)] + [contrib(71, 5, 0, v[0]), contrib(71, 5, 1, v[1])],
                 quiet=10)
    t_open = b.ev_cycles["contrib"][3]
    await b.wait(t // 2 - (b.cycle - t_open))   # half the timeout on job 71's clock
    b.set(run=1 << eb, win=72)                   # job 71 parked, job 72's window open
    t_park = b.cycle
    # job 72: worker 4 learned (chunk 4 complete), then lost in chunk 5
    await b.send([contrib(72, 4, 3, v[3]), contrib(72, 4, 4, v[4]), contrib(72, 5, 3, v[3])], quiet=10)
    await b.until(lambda: b.net_of(Type.NACK), 2 * t)
    await b.send([contrib(72, 5, 4, v[4])])       # job 72 answers its NACK
    await b.wait(3 * t - (b.cycle - t_park))
    nacks = [AggFrame.decode(f, padded=True) for f, _ in b.net_of(Type.NACK)]
    assert [(n.job, n.worker, n.chunk) for n in nacks] == [(72, 4, 5)], "only job 72's timer ran"
    assert b.used == 1 and b.job_busy == 1 << ea
    b.set(run=1 << ea, win=71)                   # job 71 reopened: the other half of its timeout
    t_reopen = b.cycle
    await b.until(lambda: len(b.net_of(Type.NACK)) == 2, 2 * t)
    nack_cycle = b.net[-1][2]
    ran = (t_park - t_open) + (nack_cycle - t_reopen)
    assert t - 4 <= ran <= t + 2 * b.nslots + 4 * (b.payload // 8) + 30, (t_park - t_open, nack_cycle - t_reopen)
    assert b.net_of(Type.NACK)[-1] == (made(Type.NACK, 71, 5, worker=2, status=int(Status.TIMEOUT), count=b.ce,
                                            retry=1, bitmap=0b011, dst_mac=worker_mac(2, 71)), worker_node(2))
    await b.send([contrib(71, 5, 2, v[2])])
    check_results(b, 71, {4: [v[0], v[1], v[2]], 5: [v[0], v[1], v[2]]}, 0b111)
    check_results(b, 72, {4: [v[3], v[4]], 5: [v[3], v[4]]}, 0b11000)
    # closed tag of job 71's chunk 5, job 71 parked for 3 timeouts: a late copy is still a duplicate
    b.set(run=1 << eb, win=72)
    await b.wait(3 * t)
    await b.send([contrib(71, 5, 1, v[1])], quiet=10)
    assert b.used == 0
    b.events(contrib=10, result=4, timeout=2, nack=2, dup=1)
    # with the entry's clock running, the closed tag expires (cfg_timeout later) and the copy opens it again
    b.set(run=(1 << b.njobs) - 1)
    await b.wait(t + 4 * b.nslots)
    await b.send([contrib(71, 5, 1, v[1])], quiet=10)
    assert b.used == 1
    b.job(ea, 71, [0, 1, 2], valid=0)   # flush: no FAIL
    await b.wait(3)
    b.events(contrib=11, result=4, timeout=2, nack=2, dup=1, oow=1)
    await b.final()


# ====================================================================================================
# Random traffic against a frame-level model of the commit rules
# ====================================================================================================
@dataclass
class Slot:
    busy: bool = False
    closed: bool = False
    jent: int = -1
    chi: int = 0
    count: int = 0
    bm: int = 0
    vecs: list[list[int]] = field(default_factory=list)


class Model:
    """docs/agg.md's commit rules, frame by frame, timers off (cfg_timeout 0)."""

    def __init__(self, b: Bench) -> None:
        self.b = b
        self.slots = [Slot() for _ in range(b.nslots)]
        self.ev: Counter[str] = Counter()
        self.results: list[tuple[bytes, int]] = []
        self.nacks: list[tuple[bytes, int]] = []

    def commit(self, f: bytes) -> str:
        out = self._decide(f)
        self.ev[out] += 1
        return out

    def _decide(self, f: bytes) -> str:
        b = self.b
        if len(f) < 32:
            return "bad"
        ver, job, w, node, dst = f[14] >> 4, f[15], f[16], f[17], f[18]
        chunk, count = int.from_bytes(f[20:24], "big"), int.from_bytes(f[24:26], "big")
        if ver != 1 or count == 0 or count > b.ce or len(f) < 32 + 4 * count:
            return "bad"
        hits = [j for j, (v, i, _) in enumerate(b.jobs) if b.cfg["en"] and v and i == job and job != 0]
        if not hits:
            return "unreg"
        jent = hits[0]
        workers = b.jobs[jent][2]
        if w >= 32 or not workers >> w & 1:
            return "bad"
        s = self.slots[jent * b.part + chunk % b.part]
        tag = s.jent == jent and s.chi == chunk // b.part
        smac = int.from_bytes(f[6:12], "big")
        if s.busy and tag and s.bm >> w & 1:
            return "dup"
        if s.busy and tag and count != s.count:
            self.nacks.append((made(Type.NACK, job, chunk, worker=w, status=int(Status.COUNT), count=s.count,
                                    bitmap=s.bm, dst_mac=smac), node))
            return "count"
        if s.busy and not tag:
            self.nacks.append((made(Type.NACK, job, chunk, worker=w, status=int(Status.BUSY), dst_mac=smac), node))
            return "busy"
        if not s.busy and s.closed and tag:
            return "dup"
        if not s.busy:
            s.busy, s.closed, s.jent, s.chi, s.count, s.bm, s.vecs = True, False, jent, chunk // b.part, count, 0, []
        s.bm |= 1 << w
        s.vecs.append([int.from_bytes(f[32 + 4 * i:36 + 4 * i], "big", signed=True) for i in range(count)])
        if job != b.cfg["win"]:
            self.ev["oow"] += 1
        if s.bm == workers:
            s.busy, s.closed = False, True
            r, sat = fmt.reduce(s.vecs)
            self.results.append((made(Type.RESULT, job, chunk, worker=bin(s.bm).count("1"),
                                      status=int(Status.SAT) if sat else 0, count=count, bitmap=s.bm, elements=r,
                                      dst_mac=int.from_bytes(f[0:6], "big")), dst))
            self.ev["result"] += 1
            self.ev["sat"] += sat
        return "contrib"

    def is_open(self, f: bytes) -> bool:
        """f's chunk holds a slot (a contribution with another COUNT is refused)."""
        chunk = int.from_bytes(f[20:24], "big")
        hits = [j for j, (v, i, _) in enumerate(self.b.jobs) if v and i == f[15]]
        if not hits:
            return False
        s = self.slots[hits[0] * self.b.part + chunk % self.b.part]
        return s.busy and s.jent == hits[0] and s.chi == chunk // self.b.part

    def open_chunks(self) -> list[tuple[int, int]]:
        p = self.b.part
        return sorted((s.jent, s.chi * p + i % p) for i, s in enumerate(self.slots) if s.busy)


@cocotb.test()
async def random_traffic(dut) -> None:
    """Two jobs with the same chunk numbers (each in its own slots), workers racing ahead (busy refusals,
    retried later), duplicates, COUNT mismatches (retried
    with the right COUNT), malformed and unregistered contributions and pass-through frames, random gaps and
    random tready on both outputs: every outcome, RESULT, refusal NACK and host frame as the model says.
    A final timer sweep (cfg_timeout on, cfg_retries 0) FAILs exactly the chunks left open and frees every
    slot."""
    b = Bench(dut, 13)
    await b.start()
    rng = random.Random(1313)
    jobs = {1: (0, [0, 1, 2, 3]), 2: (b.njobs - 1, [5, 9, 30])}
    for job, (entry, ws) in jobs.items():
        b.job(entry, job, ws)
    b.set(win=1)
    model = Model(b)
    base: list[bytes] = []
    for job, (_, ws) in jobs.items():
        nch = b.part * 6 + 3
        streams = {w: [contrib(job, c, w, rand_vec(rng, b.ce if c < nch - 1 else 5, 0.05)) for c in range(nch)]
                   for w in ws}
        # merge the workers' streams, a worker picked at random among those at most SLOTS/JOBS / 2 chunks
        # ahead of the slowest, sometimes one that sends SLOTS/JOBS + 1 chunks in a row (busy refusals)
        while any(streams.values()):
            left = {w: nch - len(streams[w]) for w in ws if streams[w]}
            w = rng.choice([w for w, c in left.items() if c <= min(left.values()) + b.part // 2])
            for _ in range(min(len(streams[w]), b.part + 1 if rng.random() < 0.05 else 1)):
                base.append(streams[w].pop(0))
    # interleave the two jobs
    a = [f for f in base if f[15] == 1]
    c = [f for f in base if f[15] == 2]
    merged: list[bytes] = []
    while a or c:
        src = a if (a and (not c or rng.random() < 0.6)) else c
        merged.append(src.pop(0))
    todo: list[bytes] = []
    host_exp: list[bytes] = []
    queue = deque(merged)
    retries: Counter[bytes] = Counter()
    taken: list[bytes] = []
    while queue:
        f = queue.popleft()
        r = rng.random()
        if r < 0.15 and int.from_bytes(f[20:24], "big") >= nch - 2:  # lost: the chunk stays open to the end
            continue
        if r < 0.05:  # pass-through frame
            g = eth(rng.randint(1, 120), rng.randrange(256), rng.choice((0x0800, 0x88B6)))
            todo.append(g)
            host_exp.append(g)
        elif r < 0.10 and taken:  # duplicate of a contribution taken (recently: its chunk may be open)
            todo.append(rng.choice(taken[-12:]))
            model.commit(todo[-1])  # dup, or busy once the slot holds a later chunk
        elif r < 0.12:  # malformed / unregistered
            bad = rng.choice([f[:rng.randint(15, len(f) - 1)], bytes([*f[:15], 0x99, *f[16:]]),
                              bytes([*f[:14], 0x32, *f[15:]])])
            todo.append(bad)
            model.commit(bad)
        elif r < 0.17 and int.from_bytes(f[24:26], "big") > 1 and model.is_open(f):  # wrong COUNT first
            n = int.from_bytes(f[24:26], "big") - 1
            short = bytes([*f[:24], *n.to_bytes(2, "big"), *f[26:32 + 4 * n]])
            todo.append(short)
            assert model.commit(short) in ("count", "dup")
            queue.insert(min(len(queue), rng.randint(1, 8)), f)
            continue
        out = model.commit(f)
        todo.append(f)
        if out == "contrib":
            taken.append(f)
        if out in ("busy", "count") and retries[f] < 6:
            retries[f] += 1
            queue.insert(min(len(queue), rng.randint(3, 25)), f)
    b.p_src, b.p_host, b.p_net = 0.8, 0.6, 0.5
    await b.send(todo)
    for e in ("contrib", "dup", "unreg", "bad", "busy", "count", "result", "sat", "oow"):
        assert b.ev[e] == model.ev[e], f"ev_{e}: {b.ev[e]}, model {model.ev[e]}"
    assert b.net_of(Type.RESULT) == model.results
    assert b.net_of(Type.NACK) == model.nacks
    assert b.host == host_exp
    opened = model.open_chunks()
    dut._log.info("%d frames: %s; %d chunks left open", len(todo), dict(model.ev), len(opened))
    assert model.ev["busy"] > 5 and model.ev["dup"] > 5 and model.ev["count"] > 0 and model.ev["result"] > 20
    assert model.ev["bad"] > 2 and model.ev["unreg"] > 0 and len(host_exp) > 5 and len(opened) > 0
    assert b.used == len(opened)
    b.set(timeout=100, retries=0)
    await b.until(lambda: b.used == 0, 400 + 10 * b.nslots)
    await b.send([], quiet=40)
    fails = sorted((f[15], int.from_bytes(f[20:24], "big")) for f, _ in b.net_of(Type.FAIL))
    ent2job = {e: j for j, (e, _) in jobs.items()}
    assert fails == sorted((ent2job[e], ch) for e, ch in opened)
    assert b.ev["fail"] == len(opened) and b.ev["nack"] == model.ev["busy"] + model.ev["count"]
    await b.final()


@pytest.mark.parametrize("payload,slots", [(128, 16)])
def test_lp_agg_engine(payload: int, slots: int) -> None:
    """Small chunks (24 elements), 16 slots for 4 job entries (4 each): every behaviour, slots reused many
    times, short runs."""
    hdl.run("lp_agg_engine", __file__, {"PAYLOAD_BYTES": payload, "SLOTS": slots})


def test_slots_not_power_of_two_refused() -> None:
    """SLOTS must be a power of two (slot = CHUNK mod SLOTS is its low bits): elaboration (the build)
    stops with the reason."""
    with pytest.raises(hdl.BuildError, match="SLOTS=6 must be a power of two"):
        hdl.build("lp_agg_engine", {"PAYLOAD_BYTES": 128, "SLOTS": 6})


def test_partition_too_small_refused() -> None:
    """Each job entry needs a partition of at least two slots (SLOTS/JOBS a power of two >= 2): SLOTS 4
    for 4 entries stops at elaboration with the reason."""
    with pytest.raises(hdl.BuildError, match=r"SLOTS=4 / JOBS=4 \(slots per job entry\) must be a power of two >= 2"):
        hdl.build("lp_agg_engine", {"PAYLOAD_BYTES": 128, "SLOTS": 4})


def test_lp_agg_engine_default() -> None:
    """The arbiter's configuration (512-byte payload: 120 elements, 64 slots): exact sums of N = 2, 4, 8
    with slot reuse and the full-rate throughput."""
    hdl.run("lp_agg_engine", __file__, {}, testcase=["exact_sum", "throughput"])
