"""lp_svlb_core on its own: bad inputs on the receive and host paths (the fabric tests only show that
good traffic raises none of these counters).

The core is node 1 of 4, its DRAM a cocotbext-axi AxiRam. Received cells are driven directly on rx_*.
Every bad cell is counted once in its own event and nothing else is lost: a good cell sent after the
bad ones is delivered bit-exact, and every error counter ends at exactly the number of bad inputs.

- test_rx_bad_cells: a good cell for this node (delivered), a 10-word and a 70-word cell (ev_rx_bad),
  a cell whose hop is another node (ev_rx_misrouted), a ctrl cell and a data cell for node 9 of 4
  (ev_rx_bad), a fake cell (dropped without error), then a good cell (delivered intact).
- test_rx_overflow: with m_axis held off, good cells back to back: the resequencer holds 32, the receive
  buffer three more, the next is lost and counted (ev_rx_ovf, not one earlier); the 35 come out intact
  and in order once m_axis is ready.
- test_reseq_gap: delivery through the resequencer: an overtaking cell waits for its predecessor, a cell
  lost on the way holds its successor for exactly cfg_reseq_ttl ticks (counted lost, then released),
  another source's cell flows past.
- test_ocs_rx_bad_cells: on the OCS port, a good cell (delivered), then a 10-word, a 70-word and an
  error-flagged cell, cells for another node, from this node, from node 9 of 4, with hop not this node,
  and a fake cell: each counted once (ev_ocs_rx_bad) and discarded; a good cell after them is
  delivered intact.
- test_ocs_rx_overflow: with m_axis held off, back-to-back OCS cells: the resequencer holds 32, the OCS
  receive buffer three more, the next is lost and counted (ev_ocs_rx_ovf); the 35 come out in order.
- test_host_bad_dst: host cells for this node itself and for node 7 of 4 are consumed and counted
  (ev_host_bad_dst, no back-pressure deadlock); a good host cell after them reaches local queue 2.
- test_relay_agg: relayed cells with header bit agg (aggregation contributions) pulse ev_rly_agg once
  each when stored in the relay queue; relayed cells without agg, a contribution for this node and a
  bad (rx_err) relayed contribution do not; in the slots to their destination the relayed cells
  leave in order with agg kept by the header patch (hop = destination).
"""

from __future__ import annotations

import logging

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge
from cocotbext.axi import AxiBus, AxiRam

from lightpath.cell import CellHeader, Kind, generated as cellfmt
from lightpath.env.svlb_fabric import CW, payload
from lightpath.flow import hdl

ME = 1
NODES = 4
RESEQ_CELLS = 32  # the core's buffers in this build (passed as its parameters): resequencer,
RX_CELLS = 3      # slot receive buffer,
OCS_RX_CELLS = 3  # OCS port receive buffer
EVENTS = ("ev_rx_bad", "ev_rx_misrouted", "ev_rx_ovf", "ev_host_bad_dst", "ev_delivered", "ev_voq_drop",
          "ev_rs_held", "ev_rs_lost", "ev_rs_late", "ev_ocs_rx", "ev_ocs_rx_bad", "ev_ocs_rx_ovf", "ev_rly_agg")
RESEQ_TTL = 3


def cell(kind: Kind, src: int, dst: int, hop: int, seq: int, words: int = CW, agg: int = 0) -> list[int]:
    h = CellHeader(kind=int(kind), src=src, dst=dst, hop=hop, seq=seq, first=1, last=1, len=512, agg=agg)
    full = h.words() + payload(src, dst, seq)
    return (full * 2)[:words]


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.ev = dict.fromkeys(EVENTS, 0)
        self.out: list[list[int]] = []
        self._cur: list[int] = []
        self.tx: list[list[int]] = []     # cells on tx_* (slots)
        self._tx: list[int] = []

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        ram = AxiRam(AxiBus.from_prefix(d, "m_axi"), d.clk, d.rst, size=1 << 22)
        ram.write_if.log.setLevel(logging.ERROR)
        ram.read_if.log.setLevel(logging.ERROR)
        for k, v in dict(cfg_en=0, cfg_apply=0, cfg_dram_base=0, cfg_region_log2=16, cfg_local_cells=64,
                         cfg_relay_cells=64, cfg_sirius=0, cfg_node=ME, cfg_nodes=NODES, cfg_q=8, cfg_sel_thr=2,
                         cfg_req_max=4, cfg_fill=2, cfg_fifo_cells=8, cfg_ttl=12, cfg_ocs_v=0, cfg_ocs_dst=0,
                         cfg_ann_v=0, cfg_ann_dst=0, cfg_reseq_ttl=RESEQ_TTL,
                         s_axis_tvalid=0, s_axis_tdata=0, s_axis_tlast=0, s_axis_tdest=0, m_axis_tready=1,
                         tick=0, slot_v=0, slot_hop=0, rx_valid=0, rx_data=0, rx_last=0, rx_err=0, dm_phase=0,
                         dm_rd_idx=0, ocs_up=0, m_ocs_tready=1, s_ocs_tvalid=0, s_ocs_tdata=0, s_ocs_tlast=0,
                         s_ocs_terr=0).items():
            getattr(d, k).value = v
        d.rst.value = 1
        await ClockCycles(d.clk, 4)
        await FallingEdge(d.clk)
        d.rst.value = 0
        d.cfg_apply.value = 1
        await FallingEdge(d.clk)
        d.cfg_apply.value = 0
        await ClockCycles(d.clk, 40, rising=False)
        assert int(d.st_queues_ok.value) == 1
        d.cfg_en.value = 1
        cocotb.start_soon(self.watch())

    async def watch(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk)
            for e in EVENTS:
                self.ev[e] += int(getattr(d, e).value)
            if int(d.m_axis_tvalid.value) and int(d.m_axis_tready.value):
                self._cur.append(int(d.m_axis_tdata.value))
                if int(d.m_axis_tlast.value):
                    self.out.append(self._cur)
                    self._cur = []
            if int(d.tx_valid.value):
                self._tx.append(int(d.tx_data.value))
                if int(d.tx_last.value):
                    self.tx.append(self._tx)
                    self._tx = []

    async def rx(self, words: list[int], gap: int = 10, err: bool = False, ocs: bool = False) -> None:
        """A cell on the slot receive path (rx_*), or on the OCS port (s_ocs_*)."""
        d = self.dut
        valid, data, last, error = ((d.s_ocs_tvalid, d.s_ocs_tdata, d.s_ocs_tlast, d.s_ocs_terr) if ocs
                                    else (d.rx_valid, d.rx_data, d.rx_last, d.rx_err))
        for i, w in enumerate(words):
            valid.value = 1
            data.value = w
            last.value = int(i == len(words) - 1)
            error.value = int(err and i == len(words) - 1)
            await FallingEdge(d.clk)
        valid.value = 0
        last.value = 0
        error.value = 0
        if gap:
            await ClockCycles(d.clk, gap, rising=False)

    async def host(self, words: list[int], dest: int) -> None:
        d = self.dut
        i = 0
        d.s_axis_tdest.value = dest
        for _ in range(20 * CW):
            d.s_axis_tvalid.value = 1
            d.s_axis_tdata.value = words[i]
            d.s_axis_tlast.value = int(i == len(words) - 1)
            ready = int(d.s_axis_tready.value)  # a state output: what the coming edge samples
            await FallingEdge(d.clk)
            if ready:
                i += 1
                if i == len(words):
                    break
        assert i == len(words), "host cell not taken"
        d.s_axis_tvalid.value = 0
        d.s_axis_tlast.value = 0


@cocotb.test()
async def test_rx_bad_cells(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    good1 = cell(Kind.DATA, 2, ME, ME, 0)
    await tb.rx(good1)
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 1, words=10))
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 2, words=CW + 2))
    await tb.rx(cell(Kind.DATA, 2, 3, 3, 3))          # hop is node 3: not for us
    await tb.rx(cell(Kind.CTRL, 2, ME, ME, 4))        # not a kind this path takes
    await tb.rx(cell(Kind.DATA, 2, 9, ME, 5))         # relay to a node that does not exist
    await tb.rx(cell(Kind.FAKE, 2, ME, ME, 6))        # header only: dropped, no error
    good2 = cell(Kind.DATA, 3, ME, ME, 0)
    await tb.rx(good2)
    await ClockCycles(dut.clk, 300)
    assert tb.ev["ev_rx_bad"] == 4, tb.ev
    assert tb.ev["ev_rx_misrouted"] == 1, tb.ev
    assert tb.ev["ev_rx_ovf"] == 0 and tb.ev["ev_voq_drop"] == 0, tb.ev
    assert tb.out == [good1, good2], f"delivered {len(tb.out)} cells"
    assert tb.ev["ev_delivered"] == 2


@cocotb.test()
async def test_rx_err(dut) -> None:
    """A cell the receiver marked bad (rx_err with rx_last: payload CRC, counted there) is discarded
    without a count of its own, whether it was for this node, a relay or cut short; the cells
    around it are delivered or relayed intact."""
    tb = Tb(dut)
    await tb.start()
    good1 = cell(Kind.DATA, 2, ME, ME, 0)
    await tb.rx(good1)
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 1), err=True)
    await tb.rx(cell(Kind.DATA, 2, 3, ME, 2), err=True)     # a relay cell: not queued
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 3, words=20), err=True)
    good2 = cell(Kind.DATA, 3, ME, ME, 0)
    await tb.rx(good2)
    await ClockCycles(dut.clk, 300)
    assert tb.out == [good1, good2], f"delivered {len(tb.out)} cells"
    assert tb.ev["ev_rx_bad"] == 0 and tb.ev["ev_voq_drop"] == 0 and tb.ev["ev_rx_ovf"] == 0, tb.ev
    assert int(dut.st_voq_occ.value) == 0, "the bad relay cell reached a relay queue"


async def overflow(dut, ocs: bool) -> None:
    """m_axis held off: the resequencer takes RESEQ_CELLS cells, the port's receive buffer its size more,
    the next is lost and counted, not one earlier; the kept cells come out intact and in order."""
    tb = Tb(dut)
    await tb.start()
    dut.m_axis_tready.value = 0
    ovf, bad, ok = (("ev_ocs_rx_ovf", "ev_ocs_rx_bad", "ev_ocs_rx") if ocs
                    else ("ev_rx_ovf", "ev_rx_bad", "ev_delivered"))
    keep = RESEQ_CELLS + (OCS_RX_CELLS if ocs else RX_CELLS)
    cells = [cell(Kind.DATA, 2, ME, ME, s) for s in range(keep + 1)]
    for i, c in enumerate(cells):  # back to back on the OCS port, as a circuit delivers them
        await tb.rx(c, gap=0 if ocs else 3, ocs=ocs)
        assert tb.ev[ovf] == int(i == keep), (i, tb.ev)
    await ClockCycles(dut.clk, 20)
    assert tb.ev[ovf] == 1, tb.ev
    assert int(dut.st_reseq_held.value) == 0   # all in turn: waiting for m_axis, not for a gap
    dut.m_axis_tready.value = 1
    await ClockCycles(dut.clk, 80 * (keep + 2))
    assert tb.out == cells[:keep], f"delivered {len(tb.out)} cells"
    assert tb.ev[bad] == 0 and tb.ev[ok] == keep, tb.ev


@cocotb.test()
async def test_rx_overflow(dut) -> None:
    await overflow(dut, ocs=False)


@cocotb.test()
async def test_reseq_gap(dut) -> None:
    """Delivery through the resequencer: a cell that overtook an earlier one of its source waits; a
    cell lost on the way (here: flagged bad by the receiver) holds the later ones for exactly
    cfg_reseq_ttl ticks, then is counted lost and they go out in order; other sources flow past."""
    tb = Tb(dut)
    await tb.start()
    c = {q: cell(Kind.DATA, 2, ME, ME, q) for q in range(5)}
    other = cell(Kind.DATA, 3, ME, ME, 0)
    await tb.rx(c[0])
    await tb.rx(c[2])                       # overtook 1
    await tb.rx(c[1])
    await tb.rx(c[3], err=True)             # lost on the way: discarded by the core
    await tb.rx(c[4])                       # waits for 3
    await tb.rx(other)
    await ClockCycles(dut.clk, 300, rising=False)
    assert tb.out == [c[0], c[1], c[2], other], f"before the ticks: delivered {len(tb.out)} cells, {tb.ev}"
    assert int(dut.st_reseq_held.value) == 1 and tb.ev["ev_rs_held"] == 2 and tb.ev["ev_rs_lost"] == 0, tb.ev
    for n in range(RESEQ_TTL):
        assert len(tb.out) == 4, f"released after {n} ticks"
        dut.tick.value = 1
        await FallingEdge(dut.clk)
        dut.tick.value = 0
        await ClockCycles(dut.clk, 200, rising=False)
    assert tb.out == [c[0], c[1], c[2], other, c[4]], f"after the ticks: delivered {len(tb.out)} cells, {tb.ev}"
    assert tb.ev["ev_rs_lost"] == 1 and tb.ev["ev_rs_late"] == 0 and int(dut.st_reseq_held.value) == 0, tb.ev
    assert tb.ev["ev_delivered"] == 5 and tb.ev["ev_rx_bad"] == 0


@cocotb.test()
async def test_ocs_rx_bad_cells(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    good1 = cell(Kind.DATA, 2, ME, ME, 0)
    await tb.rx(good1, ocs=True)
    bad = [cell(Kind.DATA, 2, ME, ME, 1, words=10), cell(Kind.DATA, 2, ME, ME, 2, words=CW + 2),
           cell(Kind.DATA, 3, 2, 2, 0),       # for another node
           cell(Kind.DATA, ME, ME, ME, 0),    # from this node
           cell(Kind.DATA, 9, ME, ME, 0),     # from node 9 of 4
           cell(Kind.DATA, 2, ME, 3, 3),      # hop is not this node
           cell(Kind.FAKE, 2, ME, ME, 4)]     # the OCS port carries data cells only
    for c in bad:
        await tb.rx(c, ocs=True)
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 5), err=True, ocs=True)
    good2 = cell(Kind.DATA, 3, ME, ME, 0)
    await tb.rx(good2, ocs=True)
    await ClockCycles(dut.clk, 300)
    assert tb.ev["ev_ocs_rx_bad"] == len(bad) + 1, tb.ev
    assert tb.ev["ev_ocs_rx_ovf"] == 0 and tb.ev["ev_rx_bad"] == 0 and tb.ev["ev_delivered"] == 0, tb.ev
    assert tb.out == [good1, good2], f"delivered {len(tb.out)} cells"
    assert tb.ev["ev_ocs_rx"] == 2


@cocotb.test()
async def test_ocs_rx_overflow(dut) -> None:
    await overflow(dut, ocs=True)


@cocotb.test()
async def test_host_bad_dst(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    await tb.host(cell(Kind.DATA, ME, ME, 0, 0), ME)
    await tb.host(cell(Kind.DATA, ME, 7, 0, 0), 7)
    await tb.host(cell(Kind.DATA, ME, 2, 0, 0), 2)
    await ClockCycles(dut.clk, 400)
    assert tb.ev["ev_host_bad_dst"] == 2, tb.ev
    assert tb.ev["ev_voq_drop"] == 0, tb.ev
    occ = int(dut.st_voq_occ.value)
    # the good cell went into local queue 2: still there, or already moved to the FIFO of hop 2
    assert ((occ >> (24 * 2)) & 0xFFFFFF) + ((int(dut.st_fifo_cells.value) >> (4 * 2)) & 0xF) == 1
    assert all(((occ >> (24 * q)) & 0xFFFFFF) == 0 for q in range(32) if q != 2)


@cocotb.test()
async def test_relay_agg(dut) -> None:
    tb = Tb(dut)
    await tb.start()
    relayed = [cell(Kind.DATA, 2, 3, ME, s, agg=a) for s, a in enumerate([1, 0, 1, 1])]
    await tb.rx(cell(Kind.DATA, 2, ME, ME, 0, agg=1))           # a contribution for this node: delivered
    await tb.rx(cell(Kind.DATA, 2, 3, ME, 9, agg=1), err=True)  # bad: never stored
    for c in relayed:
        await tb.rx(c)
    await ClockCycles(dut.clk, 600, rising=False)
    assert tb.ev["ev_rly_agg"] == 3 and tb.ev["ev_delivered"] == 1, tb.ev
    assert tb.ev["ev_voq_drop"] == 0 and tb.ev["ev_rx_bad"] == 0, tb.ev
    for _ in range(len(relayed) + 2):                           # slots to node 3
        dut.slot_hop.value = 3
        dut.slot_v.value = 1
        await FallingEdge(dut.clk)
        dut.slot_v.value = 0
        await ClockCycles(dut.clk, 2 * CW, rising=False)
    data = []
    for words in tb.tx:
        hi = 0
        for w in words[:cellfmt.HEADER_WORDS]:
            hi = (hi << 64) | w
        h = CellHeader.from_int(hi, check=False)                # the transmitter writes the hcrc
        if h.kind == Kind.DATA:
            data.append(h)
            assert words[cellfmt.HEADER_WORDS:] == payload(2, 3, h.seq) and len(words) == CW
    assert [(h.src, h.dst, h.hop, h.relay, h.seq, h.agg) for h in data] == \
        [(2, 3, 3, 1, s, a) for s, a in enumerate([1, 0, 1, 1])], data
    assert tb.ev["ev_rly_agg"] == 3, tb.ev


def test_lp_svlb_core() -> None:
    hdl.run("lp_svlb_core_tb", __file__,
            {"RESEQ_CELLS": RESEQ_CELLS, "RX_CELLS": RX_CELLS, "OCS_RX_CELLS": OCS_RX_CELLS})
