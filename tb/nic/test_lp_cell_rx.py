"""lp_cell_rx on its own: cells built by the Python codec are driven onto the line; type dispatch
(data to reassembly, fake/ctrl/sync headers out with per-kind events) and every error kind."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath import hdl
from lightpath.cell import CellHeader, CfgOp, Kind, generated as cellfmt, pcrc

NODE = 5
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
PREAMBLE = int(cellfmt.SLOT["preamble_pattern"])
EVENTS = ("cell_ok", "frame", "drop_preamble", "drop_hcrc", "drop_pcrc", "drop_misdir", "drop_reasm",
          "drop_dup", "drop_reasm_timeout", "drop_overflow", "rx_fake", "rx_ctrl", "rx_sync")


def cell_words(h: CellHeader, payload: bytes, preambles: int = 1) -> list[int]:
    padded = payload + bytes(PAYLOAD - len(payload))
    h.pcrc = pcrc(padded)
    h.len = len(payload)
    words = [PREAMBLE] * preambles + h.words()
    words += [int.from_bytes(padded[i : i + 8], "little") for i in range(0, PAYLOAD, 8)]
    return words


class Env:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.ev = {k: 0 for k in EVENTS}
        self.ctl: list[int] = []
        self.frames: list[bytes] = []

    async def start(self) -> None:
        d = self.dut
        cocotb.start_soon(Clock(d.clk, 6.4, unit="ns").start())
        d.ots_rx_valid.value = 0
        d.ots_rx_data.value = 0
        d.cfg_rx_en.value = 1
        d.cfg_node_id.value = NODE
        d.cfg_reasm_timeout.value = 0
        d.m_axis_tready.value = 1
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0
        for _ in range(int(d.NCELLS.value) + 4):
            await RisingEdge(d.clk)
        cocotb.start_soon(self.monitor())

    async def monitor(self) -> None:
        d = self.dut
        cur = bytearray()
        while True:
            await ReadOnly()
            for k in EVENTS:
                if getattr(d, f"ev_{k}").value == 1:
                    self.ev[k] += 1
            if d.ctl_valid.value == 1:
                self.ctl.append(d.ctl_hdr.value.to_unsigned())
            if d.m_axis_tvalid.value == 1:
                n = bin(d.m_axis_tkeep.value.to_unsigned()).count("1")
                cur += d.m_axis_tdata.value.to_unsigned().to_bytes(8, "little")[:n]
                if d.m_axis_tlast.value == 1:
                    self.frames.append(bytes(cur))
                    cur = bytearray()
            await RisingEdge(d.clk)

    async def line(self, words: list[int], gap: int = 3, cut: int | None = None) -> None:
        d = self.dut
        for i, w in enumerate(words):
            if cut is not None and i == cut:
                break
            await RisingEdge(d.clk)
            d.ots_rx_valid.value = 1
            d.ots_rx_data.value = w
        await RisingEdge(d.clk)
        d.ots_rx_valid.value = 0
        for _ in range(gap):
            await RisingEdge(d.clk)


def hdr(kind: int = Kind.DATA, **kw: int) -> CellHeader:
    base = {"kind": kind, "src": 3, "dst": NODE, "hop": NODE}
    base.update(kw)
    return CellHeader(**base)


@cocotb.test()
async def type_dispatch_and_errors(dut) -> None:
    env = Env(dut)
    await env.start()
    rng = random.Random(12)
    expect = {k: 0 for k in EVENTS}
    data = rng.randbytes(PAYLOAD + 100)

    # a 2-cell data frame, the second cell after two extra preamble words
    await env.line(cell_words(hdr(first=1, frame_id=9, seq=40), data[:PAYLOAD]))
    await env.line(cell_words(hdr(last=1, frame_id=9, seq=41), data[PAYLOAD:], preambles=3))
    expect["cell_ok"] += 2
    expect["frame"] += 1

    # fake, ctrl and sync cells: counted per kind, header presented
    fake = hdr(Kind.FAKE, vlb_req_v=1, vlb_req_dst=2, vlb_req_cnt=17, ocs_req_v=1, ocs_req_src=3, ocs_req_dst=6,
               ocs_req_vol=1234, ocs_req_svc=5, ocs_req_job=7)
    ctrl = hdr(Kind.CTRL, cfg_op=CfgOp.ADD, cfg_src=1, cfg_dst=2, cfg_eff_ts=0xDEADBEEF, first=1, last=1)
    sync = hdr(Kind.SYNC, first=1, last=1)
    for h, body, k in ((fake, b"", "rx_fake"), (ctrl, rng.randbytes(64), "rx_ctrl"), (sync, rng.randbytes(40), "rx_sync")):
        words = cell_words(h, body)
        await env.line(words)
        expect["cell_ok"] += 1
        expect[k] += 1
    assert env.ctl == [h.to_int() for h in (fake, ctrl, sync)]  # exact header bits, CRC included

    # errors, one of each kind
    bad_hdr = cell_words(hdr(first=1, last=1, frame_id=1), data[:100])
    bad_hdr[2] ^= 1 << 40
    await env.line(bad_hdr)
    expect["drop_hcrc"] += 1
    old_ver = hdr(first=1, last=1, ver=0)
    await env.line(cell_words(old_ver, data[:100]))
    expect["drop_hcrc"] += 1
    await env.line(cell_words(hdr(first=1, last=1, dst=NODE + 1, hop=NODE + 1), data[:100]))
    expect["drop_misdir"] += 1
    zero_len = cell_words(hdr(first=1, last=1), b"")
    await env.line(zero_len)
    expect["drop_reasm"] += 1
    short_mid = cell_words(hdr(first=1, last=0, frame_id=2), data[:100])  # non-last cell must be full
    await env.line(short_mid)
    expect["drop_reasm"] += 1
    no_pre = cell_words(hdr(first=1, last=1), data[:100])
    no_pre[0] ^= 1
    await env.line(no_pre)
    expect["drop_preamble"] += 1
    bad_payload = cell_words(hdr(first=1, last=1, frame_id=3), data[:300])
    bad_payload[1 + 4 + 7] ^= 1 << 3
    await env.line(bad_payload)
    expect["drop_pcrc"] += 1
    await env.line(cell_words(hdr(first=1, last=1, frame_id=4), data[:300]), cut=1 + 4 + 20)  # light lost
    expect["drop_pcrc"] += 1
    bad_ctrl = cell_words(hdr(Kind.CTRL, first=1, last=1), rng.randbytes(16))
    bad_ctrl[-1] ^= 1
    await env.line(bad_ctrl)
    expect["drop_pcrc"] += 1

    # after all that, a clean frame still passes
    await env.line(cell_words(hdr(first=1, last=1, frame_id=5, seq=0), data[:200]))
    expect["cell_ok"] += 1
    expect["frame"] += 1
    for _ in range(200):
        await RisingEdge(dut.clk)
    assert env.ev == expect, (env.ev, expect)
    assert env.frames == [data, data[:200]]
    assert len(env.ctl) == 3
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)


@pytest.mark.parametrize("case", ["type_dispatch_and_errors"])
def test_lp_cell_rx(case: str) -> None:
    hdl.run("lp_cell_rx", __file__, {"NSRC": 8, "NCELLS": 32}, testcase=case)
