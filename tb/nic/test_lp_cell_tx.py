"""lp_cell_tx on its own: frames in, cells on the line decoded with the Python codec (header CRC,
payload CRC, first/last/len/seq), the destination from tdest or from lookup results that may arrive
late (the transmitter must wait, losing nothing), and frames without a route discarded."""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSource

from lightpath import hdl
from lightpath.cell import CellHeader, Kind, generated as cellfmt, pcrc

NODE, DST = 2, 3
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
PREAMBLE = int(cellfmt.SLOT["preamble_pattern"])


class Env:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.cells: list[tuple[CellHeader, bytes]] = []
        self.results: deque[tuple[int, int]] = deque()  # (drop, node) per frame, in order
        self.release_at = 0                             # cycle before which no result is shown
        self.cycle = 0

    async def start(self, lookup: bool) -> None:
        d = self.dut
        cocotb.start_soon(Clock(d.clk, 6.4, unit="ns").start())
        for sig, val in (("slot_sync", 0), ("cfg_lookup_en", int(lookup)), ("lk_valid", 0), ("lk_drop", 0),
                         ("lk_node", 0), ("cfg_fake_en", 0), ("cfg_arbiter_id", 0), ("cfg_tx_en", 1),
                         ("cfg_node_id", NODE), ("cfg_guard", 2), ("cfg_preamble", 1), ("cfg_table_len", 1),
                         ("tbl_rd_valid", 1), ("tbl_rd_wl", 1), ("tbl_rd_dst", DST)):
            getattr(d, sig).value = val
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(d, "s_axis"), d.clk, d.rst)
        self.src.log.setLevel("WARNING")
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.lookup_model())
        cocotb.start_soon(self.line_monitor())

    async def lookup_model(self) -> None:
        """First-word-fall-through queue of lookup results, shown from `release_at` on."""
        d = self.dut
        while True:
            show = bool(self.results) and self.cycle >= self.release_at
            d.lk_valid.value = int(show)
            if show:
                d.lk_drop.value, d.lk_node.value = self.results[0]
            await ReadOnly()
            popped = show and d.lk_pop.value == 1
            await RisingEdge(d.clk)
            self.cycle += 1
            if popped:
                self.results.popleft()

    async def line_monitor(self) -> None:
        d = self.dut
        burst: list[int] = []
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            if d.ots_tx_valid.value == 1:
                burst.append(d.ots_tx_data.value.to_unsigned())
            elif burst:
                assert burst[0] == PREAMBLE, "cell does not start with the preamble"
                hdr_int = 0
                for w in burst[1:5]:
                    hdr_int = (hdr_int << 64) | w
                h = CellHeader.from_int(hdr_int)  # raises on a header CRC error
                payload = b"".join(w.to_bytes(8, "little") for w in burst[5:])
                assert len(payload) == PAYLOAD and pcrc(payload) == h.pcrc, "payload CRC"
                self.cells.append((h, payload[: h.len]))
                burst = []


def frames_from(cells: list[tuple[CellHeader, bytes]]) -> list[tuple[int, bytes]]:
    out, cur = [], bytearray()
    for h, body in cells:
        assert h.kind == Kind.DATA and h.src == NODE and h.hop == h.dst
        if h.first:
            cur = bytearray()
        cur += body
        if h.last:
            out.append((h.dst, bytes(cur)))
    return out


@cocotb.test()
async def tdest_frames_to_cells(dut) -> None:
    env = Env(dut)
    await env.start(lookup=False)
    rng = random.Random(3)
    sent = [rng.randbytes(rng.choice([60, 511, 512, 513, 1024, 1500, 9000])) for _ in range(10)]
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=DST))
    for _ in range(40000):
        await RisingEdge(dut.clk)
        if len(frames_from(env.cells)) == len(sent):
            break
    assert frames_from(env.cells) == [(DST, f) for f in sent]
    seqs = [h.seq for h, _ in env.cells]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), "seq per destination must count up"


@cocotb.test()
async def late_lookup_results_and_no_route(dut) -> None:
    """Results withheld for 300 cycles: the first cell waits, no beat is lost; a frame whose result
    says drop is discarded whole; later frames are unaffected."""
    env = Env(dut)
    await env.start(lookup=True)
    rng = random.Random(4)
    sent = [rng.randbytes(n) for n in (1500, 700, 2000, 100)]
    env.results.extend([(0, DST), (1, 0), (0, DST), (0, DST)])  # the second frame has no route
    env.release_at = 300
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=9))  # tuser must be ignored with the lookup on
    for _ in range(40000):
        await RisingEdge(dut.clk)
        if len(frames_from(env.cells)) == 3:
            break
    for _ in range(2000):
        await RisingEdge(dut.clk)
    assert frames_from(env.cells) == [(DST, sent[0]), (DST, sent[2]), (DST, sent[3])]
    assert not env.results, "every result was consumed"


@pytest.mark.parametrize("case", ["tdest_frames_to_cells", "late_lookup_results_and_no_route"])
def test_lp_cell_tx(case: str) -> None:
    hdl.run("lp_cell_tx", __file__, testcase=case)
