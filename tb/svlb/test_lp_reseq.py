"""lp_reseq: receive-side resequencing per source (docs/svlb.md, "Resequencing").

Cells carry (src, seq) in header word 0 and a payload derived from them. An operation-level model
(`Model`: expected number per source, held cells, release chains, gap skips, late and resync rules)
runs beside the RTL; m_axis is back-pressured at random in every test. Checked after each test: the
cells out are bit-exact and, per source, exactly the model's release order; every event count equals
the model's; nothing stays held unless the model holds it.

- test_reorder: 4 sources x 60 cells, each source's numbers displaced by up to 6 places and the
  sources interleaved: everything out in order, ev_held exactly the cells that came early.
- test_gap_timeout: a missing cell holds its source's later cells for exactly cfg_ttl ticks, then is
  declared lost (ev_lost per missing number, two gaps of one source closed one ttl after the other).
- test_late_dup_resync: a duplicate of a held cell is dropped; a late cell and a duplicate of a sent
  cell (the block cannot tell them apart) are passed on out of order (ev_late each); a number far
  outside the window resynchronises the source (ev_resync), its held cells are dropped and counted,
  numbering continues from the new one.
- test_restart_after_silence: a source quiet for cfg_ttl ticks whose numbers come back from 0
  (behind its expected number by less than the window: a reset source) is resynchronised to 0
  (ev_resync) and its new cells are put in order; a number behind without the silence, a late cell
  right after its gap was closed, and a number behind after the silence that is WIN or more (not
  where a restarted numbering begins) are still passed on as late.
- test_forced: 32 held cells fill the buffer; the next cell forces the gap closed (ev_forced, ev_lost)
  instead of a deadlock, and all 33 leave in order; the missing cell turning up afterwards is passed
  on (ev_late), not lost.
- test_bad_length: a 70-beat cell is cut at 68 (ev_bad), a 3-beat cell passes whole, the next cell
  is intact; in-order cells back to back stream at one word per clock (figure logged).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from lightpath.cell import CellHeader, Kind
from lightpath.env.svlb_fabric import CW, payload
from lightpath.flow import hdl

CELLS = 32
WIN = 1024
EVENTS = ("ev_held", "ev_lost", "ev_late", "ev_resync", "ev_forced", "ev_bad")


def hdr(words: list[int]) -> CellHeader:
    """Header of a cell's first words (a short cell padded with zeros; the CRC is not checked)."""
    v = 0
    for w in (words[:4] + [0, 0, 0, 0])[:4]:
        v = (v << 64) | w
    return CellHeader.from_int(v, check=False)


def cell(src: int, seq: int, words: int = CW) -> list[int]:
    h = CellHeader(kind=int(Kind.DATA), src=src, dst=0, hop=0, seq=seq & 0xFFFF, first=1, last=1, len=512)
    full = h.words() + payload(src, 0, seq)
    return (full * 2)[:words]


@dataclass
class Model:
    """The policy of lp_reseq at the level of operations (arrivals, gap expiry)."""

    exp: dict[int, int] = field(default_factory=dict)
    held: dict[int, dict[int, list[int]]] = field(default_factory=dict)
    out: dict[int, list[list[int]]] = field(default_factory=dict)
    ev: dict[str, int] = field(default_factory=lambda: dict.fromkeys(EVENTS, 0))
    ttl: int = 4
    now: int = 0                                              # ticks so far
    last: dict[int, int] = field(default_factory=dict)        # tick of a source's last cell or closed gap

    def quiet(self, s: int) -> int:
        return min(255, self.now - self.last.get(s, 0))

    def _rel(self, s: int, c: list[int]) -> None:
        self.out.setdefault(s, []).append(c)

    def _chain(self, s: int) -> None:
        h = self.held.setdefault(s, {})
        while self.exp[s] in h:
            self._rel(s, h.pop(self.exp[s]))
            self.exp[s] = (self.exp[s] + 1) & 0xFFFF

    def arrive(self, s: int, q: int, c: list[int]) -> None:
        e = self.exp.setdefault(s, 0)
        h = self.held.setdefault(s, {})
        d = (q - e) & 0xFFFF
        restart = d != 0 and d >= WIN and q < WIN and not h and self.quiet(s) >= self.ttl
        self.last[s] = self.now
        if restart:  # a source back from a reset: numbered from 0 again
            self.ev["ev_resync"] += 1
            self.exp[s] = 0
            self.arrive(s, q, c)
        elif d == 0:
            self._rel(s, c)
            self.exp[s] = (q + 1) & 0xFFFF
            self._chain(s)
        elif d < WIN and q not in h:
            h[q] = c
            self.ev["ev_held"] += 1
        elif d < WIN:  # a duplicate of a held cell: dropped
            self.ev["ev_late"] += 1
        elif d >= 0x10000 - WIN:  # late: passed on out of order
            self.ev["ev_late"] += 1
            self._rel(s, c)
        else:
            self.ev["ev_resync"] += 1
            self.ev["ev_late"] += len(h)
            h.clear()
            self._rel(s, c)
            self.exp[s] = (q + 1) & 0xFFFF

    def expire(self, s: int) -> None:
        """The gap of s declared lost: skip to the lowest held number (one ev_lost per number)."""
        h = self.held[s]
        self.last[s] = self.now
        while self.exp[s] not in h:
            self.exp[s] = (self.exp[s] + 1) & 0xFFFF
            self.ev["ev_lost"] += 1
        self._chain(s)

    def nheld(self) -> int:
        return sum(len(h) for h in self.held.values())


class Tb:
    def __init__(self, dut, seed: int, p_ready: float = 0.7) -> None:
        self.dut = dut
        self.rng = random.Random(seed)
        self.p_ready = p_ready
        self.ev = dict.fromkeys(EVENTS, 0)
        self.out: dict[int, list[list[int]]] = {}
        self.model = Model()
        self._cur: list[int] = []

    async def start(self, ttl: int = 4) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for k, v in dict(cfg_ttl=ttl, tick=0, s_axis_tvalid=0, s_axis_tdata=0, s_axis_tlast=0, m_axis_tready=0).items():
            getattr(d, k).value = v
        self.model.ttl = ttl
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self._watch())

    async def _watch(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk)
            for e in EVENTS:
                self.ev[e] += int(getattr(d, e).value)
            ready = int(self.rng.random() < self.p_ready)
            d.m_axis_tready.value = ready
            await ReadOnly()   # what the coming rising edge samples
            if ready and int(d.m_axis_tvalid.value):
                self._cur.append(int(d.m_axis_tdata.value))
                if int(d.m_axis_tlast.value):
                    src = hdr(self._cur).src
                    self.out.setdefault(src, []).append(self._cur)
                    self._cur = []

    async def send(self, words: list[int], gap: int = 0) -> None:
        """One cell on s_axis (values change at falling edges; ready sampled before the rising edge)."""
        d = self.dut
        i = 0
        for _ in range(200 * CW):
            d.s_axis_tvalid.value = 1
            d.s_axis_tdata.value = words[i]
            d.s_axis_tlast.value = int(i == len(words) - 1)
            await ReadOnly()
            ready = int(d.s_axis_tready.value)
            await FallingEdge(d.clk)
            if ready:
                i += 1
                if i == len(words):
                    break
        assert i == len(words), "cell not taken"
        d.s_axis_tvalid.value = 0
        d.s_axis_tlast.value = 0
        if gap:
            await ClockCycles(self.dut.clk, gap, rising=False)

    async def cell(self, src: int, seq: int, gap: int = 0) -> None:
        c = cell(src, seq)
        self.model.arrive(src, seq & 0xFFFF, c)
        await self.send(c, gap)

    async def ticks(self, n: int) -> None:
        for _ in range(n):
            self.model.now += 1
            self.dut.tick.value = 1
            await FallingEdge(self.dut.clk)
            self.dut.tick.value = 0
            await ClockCycles(self.dut.clk, 20, rising=False)

    async def settle(self) -> None:
        """Until nothing has come out for 3 cell times (the buffer drained as far as it can)."""
        quiet = 0
        for _ in range(400):
            n = sum(len(v) for v in self.out.values())
            await ClockCycles(self.dut.clk, CW, rising=False)
            quiet = quiet + 1 if n == sum(len(v) for v in self.out.values()) and not self._cur else 0
            if quiet == 3:
                return
        raise AssertionError("m_axis never went quiet")

    def check(self) -> None:
        seqs = {s: [hdr(c).seq for c in v] for s, v in self.out.items()}
        want = {s: [hdr(c).seq for c in v] for s, v in self.model.out.items()}
        for s in sorted(set(seqs) | set(want)):
            assert seqs.get(s) == want.get(s), f"source {s}: out {seqs.get(s)} model {want.get(s)}"
        assert self.out == self.model.out, "a cell out is not bit-exact"
        assert self.ev == self.model.ev, (self.ev, self.model.ev)
        assert int(self.dut.st_held.value) == self.model.nheld()


async def make(dut, seed: int, ttl: int = 4) -> Tb:
    tb = Tb(dut, seed)
    await tb.start(ttl)
    return tb


@cocotb.test()
async def test_reorder(dut) -> None:
    tb = await make(dut, 1)
    rng = tb.rng
    per: dict[int, list[int]] = {}
    for s in (0, 3, 7, 15):
        seqs = list(range(60))
        for _ in range(80):  # local swaps: no number moves more than 6 places
            i = rng.randrange(len(seqs) - 1)
            j = min(len(seqs) - 1, i + rng.randint(1, 6))
            if abs(seqs[i] - j) <= 6 and abs(seqs[j] - i) <= 6:
                seqs[i], seqs[j] = seqs[j], seqs[i]
        per[s] = seqs
    order = [s for s in per for _ in per[s]]
    rng.shuffle(order)
    pos = dict.fromkeys(per, 0)
    most = 0
    for s in order:
        await tb.cell(s, per[s][pos[s]], gap=rng.choice((0, 0, 5)))
        pos[s] += 1
        most = max(most, tb.model.nheld())
    await tb.settle()
    tb.check()
    assert most < CELLS, most       # no forced skip can have happened
    assert tb.ev["ev_held"] > 40, tb.ev
    assert all([hdr(c).seq for c in tb.out[s]] == list(range(60)) for s in per)
    dut._log.info("REORDER: %d cells, %d held on arrival, at most %d held at once", len(order), tb.ev["ev_held"], most)


@cocotb.test()
async def test_gap_timeout(dut) -> None:
    tb = await make(dut, 2, ttl=3)
    for q in (0, 2, 3):
        await tb.cell(0, q)
    for q in (0, 1, 2, 3, 6, 7, 9):      # source 5: 4 and 5 missing, then 8
        await tb.cell(5, q)
    await tb.settle()
    tb.check()                            # 0 of source 0 and 0..3 of source 5 out, 5 held
    assert int(dut.st_held.value) == 5
    await tb.ticks(2)
    await tb.settle()
    tb.check()                            # not yet: two ticks < ttl
    await tb.ticks(1)
    await tb.settle()
    tb.model.expire(0)
    tb.model.expire(5)                    # 4, 5 lost; 6, 7 out; 9 held behind 8
    tb.check()
    assert tb.ev["ev_lost"] == 3 and int(dut.st_held.value) == 1
    await tb.ticks(2)
    await tb.settle()
    tb.check()                            # the second gap has its own ttl
    await tb.ticks(1)
    await tb.settle()
    tb.model.expire(5)
    tb.check()
    assert tb.ev["ev_lost"] == 4 and int(dut.st_held.value) == 0
    await tb.cell(5, 8)                   # the lost cell arriving after all: late, passed on
    await tb.settle()
    tb.check()
    assert tb.ev["ev_late"] == 1


@cocotb.test()
async def test_late_dup_resync(dut) -> None:
    tb = await make(dut, 3, ttl=200)
    for q in range(5):
        await tb.cell(2, q)
    await tb.cell(2, 3)          # late
    await tb.cell(2, 6)          # held
    await tb.cell(2, 6)          # duplicate of a held cell
    await tb.cell(2, 1)          # duplicate of a cell sent long ago
    await tb.cell(2, 5)          # releases 5, 6
    await tb.cell(2, 9)          # held (7, 8 missing)
    await tb.cell(2, 10)         # held
    await tb.cell(9, 0)          # another source, unaffected
    await tb.settle()
    tb.check()
    assert tb.ev["ev_late"] == 3 and int(dut.st_held.value) == 2
    await tb.cell(2, 40000)      # far outside the window: the source restarted its numbering
    await tb.cell(2, 40001)
    await tb.cell(2, 40003)      # held
    await tb.cell(2, 40002)
    await tb.cell(2, 0xFFFF & (40000 - 2000))   # behind by more than the window: resync again
    await tb.settle()
    tb.check()
    assert tb.ev["ev_resync"] == 2 and tb.ev["ev_late"] == 5 and int(dut.st_held.value) == 0


@cocotb.test()
async def test_restart_after_silence(dut) -> None:
    tb = await make(dut, 6, ttl=4)
    for q in range(10):
        await tb.cell(2, q)
    for q in range(5):
        await tb.cell(6, q)
    await tb.cell(6, 2)          # behind, the source not quiet: late, passed on
    for q in range(2000, 2005):  # a source far into its numbering (2000: resync from 0)
        await tb.cell(11, q)
    await tb.cell(9, 0)
    await tb.cell(9, 2)          # held: 1 missing
    await tb.settle()
    tb.check()
    await tb.ticks(4)            # source 9's gap closes; sources 2 and 6 quiet for cfg_ttl ticks
    await tb.settle()
    tb.model.expire(9)
    tb.check()
    assert tb.ev["ev_lost"] == 1
    await tb.cell(9, 1)          # right after its gap closed: late, not a restart
    await tb.cell(11, 2002)      # behind after the silence, but not a number a restart begins with: late
    for q in (1, 0, 2, 4, 3):    # source 2 back from a reset, numbered from 0, two cells swapped
        await tb.cell(2, q)
    await tb.settle()
    tb.check()
    assert [hdr(c).seq for c in tb.out[2]] == list(range(10)) + list(range(5))
    assert tb.ev["ev_resync"] == 2 and tb.ev["ev_late"] == 3 and int(dut.st_held.value) == 0


@cocotb.test()
async def test_forced(dut) -> None:
    tb = await make(dut, 4, ttl=200)
    for q in range(1, CELLS + 1):
        await tb.cell(3, q)
    await tb.settle()
    tb.check()
    assert int(dut.st_held.value) == CELLS
    c = cell(3, CELLS + 1)
    await tb.send(c)             # no free slot: the gap (0) is closed by force
    tb.model.expire(3)
    tb.model.arrive(3, CELLS + 1, c)
    tb.model.ev["ev_forced"] += 1
    await tb.settle()
    tb.check()
    assert [hdr(x).seq for x in tb.out[3]] == list(range(1, CELLS + 2))
    await tb.cell(3, 0)          # the cell the forced close gave up on: late, passed on
    await tb.settle()
    tb.check()
    assert tb.ev["ev_late"] == 1 and [hdr(x).seq for x in tb.out[3]][-1] == 0


@cocotb.test()
async def test_bad_length(dut) -> None:
    tb = await make(dut, 5)
    tb.p_ready = 1.0
    long = cell(4, 0, CW + 2)
    tb.model.arrive(4, 0, long[:CW])
    tb.model.ev["ev_bad"] += 1
    await tb.send(long)
    short = cell(4, 1, 3)
    tb.model.arrive(4, 1, short)
    await tb.send(short)
    await tb.cell(4, 2)
    await tb.settle()
    tb.check()
    # streaming figure: 20 in-order cells back to back, m_axis always ready
    t0 = cocotb.utils.get_sim_time("ns")
    for q in range(3, 23):
        await tb.cell(6, q - 3)
    while len(tb.out.get(6, [])) < 20:
        await FallingEdge(dut.clk)
    clocks = (cocotb.utils.get_sim_time("ns") - t0) / 4
    tb.check()
    dut._log.info("STREAM: 20 cells in %d clocks (%.1f per cell)", clocks, clocks / 20)
    assert clocks <= 20 * (CW + 1) + CW + 10, clocks


def test_lp_reseq() -> None:
    hdl.run("lp_reseq", __file__, {})
