"""lp_ocs_port: line framing of the OCS port.

- test_loopback: 40 cells (header CRC left stale on purpose) under random input gaps go out and come
  straight back over a line with random idle words: every cell is received bit-exact with a fresh,
  valid header CRC, in order, no error flag, no junk, no abort; the line carries one preamble per cell.
- test_rx_errors: line words driven directly: junk words before a preamble (counted per word), a good
  cell, a cell with a header bit flipped (header CRC), one of another format version, one with a
  payload bit flipped (payload CRC), a cell cut off by idle words (closed after RX_TIMEOUT clocks with
  a flagged zero word), then a good cell: each bad cell flagged once (terr with tlast, ev_rx_bad or
  ev_rx_abort) and the good cells intact.
- test_tx_bad: a 2-word cell is dropped, a 70-word cell is sent as it is, each counted in ev_tx_bad;
  the good cell after them goes out framed; looped back, the receiver takes the long cell's first 68
  words and counts its 2 extra words as junk.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from lightpath.cell import CellHeader, Kind, pcrc
from lightpath.cell.generated import SLOT
from lightpath.flow import hdl

CW = int(SLOT["cell_words"])
HW = CW - int(SLOT["payload_words"])
PREAMBLE = int(SLOT["preamble_pattern"])  # the line word that starts a cell (LP_PREAMBLE)
RX_TIMEOUT = 16
EVENTS = ("ev_tx_cell", "ev_tx_bad", "ev_rx_cell", "ev_rx_bad", "ev_rx_junk", "ev_rx_abort")


def make_cell(rng: random.Random, seq: int, ver: int = 1) -> list[int]:
    """A data cell with a valid payload CRC and header CRC."""
    pay = [rng.getrandbits(64) for _ in range(CW - HW)]
    pc = pcrc(b"".join(w.to_bytes(8, "little") for w in pay))
    h = CellHeader(ver=ver, kind=int(Kind.DATA), src=2, dst=1, hop=1, seq=seq, first=1, last=1, len=512, pcrc=pc)
    return h.words() + pay


class Tb:
    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        self.rng = random.Random(seed)
        self.ev = dict.fromkeys(EVENTS, 0)
        self.txq: deque[list[int]] = deque()   # cells to send on s_axis
        self.line: deque[int] = deque()        # words on the line, towards ocs_rx (loopback)
        self.direct: deque[int | None] = deque()  # words driven on ocs_rx directly (None = idle)
        self.loopback = True
        self.p_gap = 0.0     # s_axis idle clocks
        self.p_idle = 0.0    # line idle clocks
        self.tx_words: list[int] = []          # every valid word the line carried
        self.out: list[tuple[list[int], int]] = []  # (words, terr) received
        self.busy_wrong = 0  # clocks with a cell part taken or on the line while tx_busy was low
        self._cur: list[int] = []

    async def run(self) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        for s in ("s_axis_tvalid", "s_axis_tdata", "s_axis_tlast", "ocs_rx_data", "ocs_rx_valid"):
            getattr(d, s).value = 0
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.clocked())

    async def clocked(self) -> None:
        d = self.dut
        cur: list[int] | None = None
        beat = 0
        while True:
            await FallingEdge(d.clk)
            # inputs for the coming edge
            if cur is None and self.txq:
                cur, beat = self.txq.popleft(), 0
            show = cur is not None and self.rng.random() >= self.p_gap
            d.s_axis_tvalid.value = int(show)
            if cur is not None:
                d.s_axis_tdata.value = cur[beat]
                d.s_axis_tlast.value = int(beat == len(cur) - 1)
            if self.loopback:
                w = self.line.popleft() if self.line and self.rng.random() >= self.p_idle else None
            else:
                w = self.direct.popleft() if self.direct else None
            d.ocs_rx_valid.value = int(w is not None)
            d.ocs_rx_data.value = w or 0
            await ReadOnly()
            if (int(d.ocs_tx_valid.value) or (cur is not None and beat > 0)) and not int(d.tx_busy.value):
                self.busy_wrong += 1
            if show and int(d.s_axis_tready.value):
                assert cur is not None   # show: a frame is offered
                beat += 1
                if beat == len(cur):
                    cur = None
            if int(d.ocs_tx_valid.value):
                w = int(d.ocs_tx_data.value)
                self.tx_words.append(w)
                self.line.append(w)
            for e in EVENTS:
                self.ev[e] += int(getattr(d, e).value)
            if int(d.m_axis_tvalid.value):
                self._cur.append(int(d.m_axis_tdata.value))
                if int(d.m_axis_tlast.value):
                    self.out.append((self._cur, int(d.m_axis_terr.value)))
                    self._cur = []


def stale(words: list[int]) -> list[int]:
    """The cell with its header CRC zeroed (as the core's cells come: the CRC is the framer's job)."""
    return words[: HW - 1] + [words[HW - 1] & ~0xFFFF] + words[HW:]


@cocotb.test()
async def test_loopback(dut) -> None:
    tb = Tb(dut, 1)
    await tb.run()
    tb.p_gap, tb.p_idle = 0.2, 0.3
    cells = [make_cell(tb.rng, s) for s in range(40)]
    tb.txq.extend(stale(c) for c in cells)
    await ClockCycles(dut.clk, 40 * 2 * CW)
    assert tb.out == [(c, 0) for c in cells], f"received {len(tb.out)} cells"
    assert tb.tx_words.count(PREAMBLE) >= 40 and tb.ev["ev_tx_cell"] == 40 and tb.ev["ev_rx_cell"] == 40
    assert tb.ev["ev_rx_bad"] == tb.ev["ev_rx_junk"] == tb.ev["ev_rx_abort"] == tb.ev["ev_tx_bad"] == 0, tb.ev
    assert tb.busy_wrong == 0 and int(dut.tx_busy.value) == 0, "tx_busy low while a cell was in the framer"


@cocotb.test()
async def test_rx_errors(dut) -> None:
    tb = Tb(dut, 2)
    await tb.run()
    tb.loopback = False
    good1, good2 = make_cell(tb.rng, 0), make_cell(tb.rng, 5)
    hbad = make_cell(tb.rng, 1)
    hbad[1] ^= 1 << 20                         # a header bit: the header CRC fails
    vbad = make_cell(tb.rng, 2, ver=2)         # a valid CRC over another format version
    pbad = make_cell(tb.rng, 3)
    pbad[HW + 7] ^= 1 << 3                     # a payload bit: the payload CRC fails
    cut = make_cell(tb.rng, 4)[:30]            # the light goes after 30 words
    seq: list[int | None] = [0x1234, 0x5678, None]
    for c in (good1, hbad, vbad, pbad):
        seq += [PREAMBLE] + c + [None, None]
    seq += [PREAMBLE] + cut + [None] * (RX_TIMEOUT + 4)
    seq += [PREAMBLE] + good2
    tb.direct.extend(seq)
    await ClockCycles(dut.clk, len(seq) + 20)
    assert [e for _, e in tb.out] == [0, 1, 1, 1, 1, 0], [e for _, e in tb.out]
    assert tb.out[0][0] == good1 and tb.out[5][0] == good2
    assert [len(w) for w, _ in tb.out] == [CW, CW, CW, CW, 31, CW]
    assert tb.ev["ev_rx_junk"] == 2 and tb.ev["ev_rx_bad"] == 3 and tb.ev["ev_rx_abort"] == 1, tb.ev
    assert tb.ev["ev_rx_cell"] == 5, tb.ev


@cocotb.test()
async def test_tx_bad(dut) -> None:
    tb = Tb(dut, 3)
    await tb.run()
    good = make_cell(tb.rng, 0)
    long = make_cell(tb.rng, 1) + [1, 2]
    tb.txq.extend([good[:2], stale(long), stale(good)])
    await ClockCycles(dut.clk, 4 * CW)
    assert tb.ev["ev_tx_bad"] == 2 and tb.ev["ev_tx_cell"] == 1, tb.ev
    assert tb.tx_words.count(PREAMBLE) == 2
    assert tb.tx_words[-(CW + 1):] == [PREAMBLE] + good, "the good cell did not go out framed"
    # the far end (this block's receiver, looped back) takes the long cell's first CW words as the cell
    # they are and discards the 2 extra words as junk (counted)
    assert tb.out == [(long[:CW], 0), (good, 0)] and tb.ev["ev_rx_junk"] == 2, ([e for _, e in tb.out], tb.ev)


def test_lp_ocs_port() -> None:
    hdl.run("lp_ocs_port", __file__, {"RX_TIMEOUT": RX_TIMEOUT})
