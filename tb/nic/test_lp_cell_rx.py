"""lp_cell_rx on its own: cells built by the Python codec are driven onto the line; type dispatch
(data to reassembly, fake/ctrl/sync headers out with per-kind events), every error kind, the source
check against the burst's scheduled source (ots_rx_src), and the messages of ctrl/sync cells at their
fixed latency."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.cell import CellHeader, CfgOp, Kind, generated as cellfmt, pcrc
from lightpath.flow import hdl

NODE = 5
SRC = 3  # the scheduled source of every burst unless a test says otherwise
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
PREAMBLE = int(cellfmt.SLOT["preamble_pattern"])
MSG_WORDS, MSG_BITS = cellfmt.MSG_WORDS, cellfmt.MSG_BITS
M64 = (1 << 64) - 1
EVENTS = ("cell_ok", "frame", "drop_preamble", "drop_hcrc", "drop_pcrc", "drop_misdir", "drop_reasm",
          "drop_dup", "drop_reasm_timeout", "drop_overflow", "rx_fake", "rx_ctrl", "rx_sync", "drop_wrong_src")


def cell_words(h: CellHeader, payload: bytes, preambles: int = 1, length: int | None = None) -> list[int]:
    padded = payload + bytes(PAYLOAD - len(payload))
    h.pcrc = pcrc(padded)
    h.len = len(payload) if length is None else length
    words = [PREAMBLE] * preambles + h.words()
    words += [int.from_bytes(padded[i : i + 8], "little") for i in range(0, PAYLOAD, 8)]
    return words


def msg_area(msg: int) -> bytes:
    """Payload area of a ctrl/sync cell: zeros, then the message in the last MSG_WORDS words, word i =
    msg bits [MSG_BITS-1-64i -: 64] as a line word (payload byte 0 of a word = its bits 7:0)."""
    tail = b"".join(((msg >> (MSG_BITS - 64 * (i + 1))) & M64).to_bytes(8, "little") for i in range(MSG_WORDS))
    return bytes(PAYLOAD - len(tail)) + tail


def msg_cell(h: CellHeader, msg: int, preambles: int = 1) -> list[int]:
    """A ctrl/sync cell as the transmitter builds it: len 0, pcrc over the whole payload area."""
    return cell_words(h, msg_area(msg), preambles, length=0)


class Env:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.ev = {k: 0 for k in EVENTS}
        self.ctl: list[int] = []
        self.hx: list[tuple[int, int]] = []              # (header, hx_src) of every checked header
        self.frames: list[bytes] = []
        self.msgs: list[tuple[int, int, int, int]] = []  # (cycle, kind, src, msg)
        self.pre_cycles: list[int] = []                  # clock of the last preamble word of each burst
        self.cycle = 0
        self.to_core: list[tuple[list[int], int]] = []  # VOQ build: (words, terr) of each cell on m_cell_*

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        d.ots_rx_valid.value = 0
        d.ots_rx_data.value = 0
        d.ots_rx_src.value = 0
        d.cfg_rx_en.value = 1
        d.cfg_src_check.value = 1
        d.cfg_node_id.value = NODE
        d.cfg_reasm_timeout.value = 0
        d.m_axis_tready.value = 1
        d.s_cell_tvalid.value = 0
        d.cfg_voq.value = 1  # VOQ builds: through the core (no effect otherwise)
        d.s_cell_tdata.value = 0
        d.s_cell_tlast.value = 0
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
        core: list[int] = []
        prev_pre = False
        while True:
            await ReadOnly()
            if d.m_cell_tvalid.value == 1:
                core.append(d.m_cell_tdata.value.to_unsigned())
                if d.m_cell_tlast.value == 1:
                    self.to_core.append((core, int(d.m_cell_terr.value)))
                    core = []
            for k in EVENTS:
                if getattr(d, f"ev_{k}").value == 1:
                    self.ev[k] += 1
            if d.ctl_valid.value == 1:
                self.ctl.append(d.ctl_hdr.value.to_unsigned())
            if d.hx_valid.value == 1:
                self.hx.append((d.ctl_hdr.value.to_unsigned(), d.hx_src.value.to_unsigned()))
            if d.msg_valid.value == 1:
                self.msgs.append((self.cycle, d.msg_kind.value.to_unsigned(), d.msg_src.value.to_unsigned(),
                                  d.msg.value.to_unsigned()))
            valid = d.ots_rx_valid.value == 1
            is_pre = valid and d.ots_rx_data.value.to_unsigned() == PREAMBLE
            if prev_pre and valid and not is_pre:
                self.pre_cycles.append(self.cycle - 1)
            prev_pre = is_pre
            if d.m_axis_tvalid.value == 1 and d.m_axis_tready.value == 1:
                n = bin(d.m_axis_tkeep.value.to_unsigned()).count("1")
                cur += d.m_axis_tdata.value.to_unsigned().to_bytes(8, "little")[:n]
                if d.m_axis_tlast.value == 1:
                    self.frames.append(bytes(cur))
                    cur = bytearray()
            await RisingEdge(d.clk)
            self.cycle += 1

    async def line(self, words: list[int], gap: int = 3, cut: int | None = None, src: int = SRC,
                   src_after: int | None = None) -> None:
        """One burst; ots_rx_src = src on its first word (then src_after, to show only that one counts)."""
        d = self.dut
        for i, w in enumerate(words):
            if cut is not None and i == cut:
                break
            await RisingEdge(d.clk)
            d.ots_rx_valid.value = 1
            d.ots_rx_data.value = w
            d.ots_rx_src.value = src if i == 0 or src_after is None else src_after
        await RisingEdge(d.clk)
        d.ots_rx_valid.value = 0
        d.ots_rx_src.value = 0
        for _ in range(gap):
            await RisingEdge(d.clk)


def hdr(kind: int = Kind.DATA, **kw: int) -> CellHeader:
    base = {"kind": kind, "src": SRC, "dst": NODE, "hop": NODE}
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
    for h, body, k in ((fake, b"", "rx_fake"), (ctrl, rng.randbytes(64), "rx_ctrl"),
                       (sync, rng.randbytes(40), "rx_sync")):
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
    # hx_*: every header that passed the header checks (any kind, whatever its payload turns out to be),
    # none that failed them (hcrc, version, misdirected, no preamble), with the burst's source
    seen = [(CellHeader.from_int(h).kind, CellHeader.from_int(h).frame_id, src) for h, src in env.hx]
    D, F, C, S = Kind.DATA, Kind.FAKE, Kind.CTRL, Kind.SYNC
    assert seen == [(D, 9, SRC), (D, 9, SRC), (F, 0, SRC), (C, 0, SRC), (S, 0, SRC), (D, 0, SRC), (D, 2, SRC),
                    (D, 3, SRC), (D, 4, SRC), (C, 0, SRC), (D, 5, SRC)], seen
    assert [h for h, _ in env.hx[2:5]] == env.ctl   # the OCS request and configuration fields exact
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)


MSG_LATENCY = cellfmt.HEADER_WORDS + PAYLOAD // 8 + 2  # preamble word -> msg_valid, documented in docs/nic.md


@cocotb.test()
async def messages_at_fixed_latency(dut) -> None:
    """Sync and ctrl cells (built with the codec, pcrc over the whole payload area) between data frames,
    with random host back-pressure and random gaps: each gives msg_valid exactly MSG_LATENCY clocks
    after its (last) preamble word, with kind, source and the 192 message bits exact; the data frames
    arrive intact. A corrupted message word is a pcrc drop with no message; a fake cell gives none."""
    env = Env(dut)
    await env.start()
    rng = random.Random(31)
    stop = [False]

    async def backpressure() -> None:
        while not stop[0]:
            await RisingEdge(dut.clk)
            dut.m_axis_tready.value = int(rng.random() < 0.3)
        dut.m_axis_tready.value = 1

    cocotb.start_soon(backpressure())
    expect_msgs: list[tuple[int, int, int]] = []
    frames: list[bytes] = []
    fid = 10
    for i in range(12):
        # a data frame of 1..3 cells
        data = rng.randbytes(rng.randint(1, 3 * PAYLOAD))
        cells = [data[j : j + PAYLOAD] for j in range(0, len(data), PAYLOAD)]
        for j, c in enumerate(cells):
            h = hdr(first=int(j == 0), last=int(j == len(cells) - 1), frame_id=fid, seq=j)
            await env.line(cell_words(h, c), gap=rng.randint(0, 4))
        frames.append(data)
        fid += 1
        # a message cell (one of them behind three preamble words)
        kind = (Kind.SYNC, Kind.CTRL)[i % 2]
        msg = (1 << MSG_BITS) - 1 if i == 0 else rng.getrandbits(MSG_BITS)
        h = hdr(kind, cfg_op=CfgOp.ADD if kind == Kind.CTRL else 0, cfg_src=1, cfg_dst=2, cfg_eff_ts=i)
        await env.line(msg_cell(h, msg, preambles=3 if i == 5 else 1), gap=rng.randint(0, 4))
        expect_msgs.append((int(kind), SRC, msg))

    # corrupted message words (each of them, and one zero word before them): pcrc drops, no message
    for w in (-1, -2, -3, -4):
        bad = msg_cell(hdr(Kind.SYNC), rng.getrandbits(MSG_BITS))
        bad[w] ^= 1 << rng.randrange(64)
        await env.line(bad)
    # a fake cell: no message
    await env.line(cell_words(hdr(Kind.FAKE), b""))
    for _ in range(400):
        await RisingEdge(dut.clk)
    stop[0] = True
    for _ in range(3000):
        await RisingEdge(dut.clk)
        if len(env.frames) == len(frames):
            break
    assert env.frames == frames
    assert [(k, s, m) for _, k, s, m in env.msgs] == expect_msgs
    for cyc, *_ in env.msgs:
        assert cyc - MSG_LATENCY in env.pre_cycles, f"message at {cyc}: not {MSG_LATENCY} clocks after a preamble"
    assert env.ev["drop_pcrc"] == 4 and env.ev["rx_sync"] == 6 and env.ev["rx_ctrl"] == 6 and env.ev["rx_fake"] == 1
    assert sum(v for k, v in env.ev.items() if k.startswith("drop_") and k != "drop_pcrc") == 0, env.ev
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)


@cocotb.test()
async def source_check(dut) -> None:
    """cfg_src_check: a cell (relay = 0) whose src is not the burst's scheduled source (ots_rx_src on
    its first word) is dropped and counted once in ev_drop_wrong_src only, whatever else is wrong with
    it (except a header CRC error, counted as such); relayed cells are not checked; with the check off
    the same cells are accepted."""
    env = Env(dut)
    await env.start()
    rng = random.Random(32)
    expect = {k: 0 for k in EVENTS}
    data, data2, data3 = rng.randbytes(200), rng.randbytes(300), rng.randbytes(400)
    m1, m2, m3 = (rng.getrandbits(MSG_BITS) for _ in range(3))

    # the scheduled source on the first word counts, later values of ots_rx_src do not
    await env.line(cell_words(hdr(first=1, last=1, frame_id=1), data), src=SRC, src_after=7)
    expect["cell_ok"] += 1
    expect["frame"] += 1
    await env.line(cell_words(hdr(first=1, last=1, frame_id=2), data2), src=7, src_after=SRC)
    expect["drop_wrong_src"] += 1
    # a sync cell from the wrong source: dropped, no message
    await env.line(msg_cell(hdr(Kind.SYNC), m1), src=4)
    expect["drop_wrong_src"] += 1
    # wrong source and misdirected: counted once, as wrong source
    await env.line(cell_words(hdr(first=1, last=1, dst=NODE + 1, hop=NODE + 1), data), src=4)
    expect["drop_wrong_src"] += 1
    # wrong source and a zero length: once, as wrong source
    await env.line(cell_words(hdr(first=1, last=1), b""), src=4)
    expect["drop_wrong_src"] += 1
    # wrong source and a bad header CRC: the header cannot be trusted: a header CRC drop
    bad = cell_words(hdr(first=1, last=1), data)
    bad[3] ^= 1 << 5
    await env.line(bad, src=4)
    expect["drop_hcrc"] += 1
    # relay = 1: the physical sender is the relay, not src: not checked here
    await env.line(msg_cell(hdr(Kind.CTRL, src=9, relay=1), m2), src=4)
    expect["cell_ok"] += 1
    expect["rx_ctrl"] += 1
    for _ in range(100):
        await RisingEdge(dut.clk)
    assert env.ev == expect, (env.ev, expect)
    assert [(k, s, m) for _, k, s, m in env.msgs] == [(int(Kind.CTRL), 9, m2)]
    assert env.frames == [data]
    # hx_*: only the headers that passed the source check; a relayed cell's sender is the burst's
    # scheduled source (4), not the header's src (9)
    assert [(CellHeader.from_int(h).frame_id, CellHeader.from_int(h).src, s) for h, s in env.hx] == \
        [(1, SRC, SRC), (0, 9, 4)]

    # check off: the same wrong-source cells are accepted
    dut.cfg_src_check.value = 0
    await env.line(cell_words(hdr(first=1, last=1, frame_id=3), data3), src=7)
    expect["cell_ok"] += 1
    expect["frame"] += 1
    await env.line(msg_cell(hdr(Kind.SYNC), m3), src=4)
    expect["cell_ok"] += 1
    expect["rx_sync"] += 1
    for _ in range(100):
        await RisingEdge(dut.clk)
    assert env.ev == expect, (env.ev, expect)
    assert [(k, s, m) for _, k, s, m in env.msgs][1:] == [(int(Kind.SYNC), SRC, m3)]
    assert env.frames == [data, data3]
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)


@cocotb.test()
async def voq_cells_to_core_and_back(dut) -> None:
    """S-VLB build (VOQ = 1): data cells for this hop (for this node, or relays to another node) and
    fake cells go whole to the core (header and payload as on the line, 4 clocks behind it); a cell
    with a bad payload CRC or cut short goes with m_cell_terr on its last beat and is counted here;
    ctrl/sync, misdirected (hop elsewhere) and bad-header cells never reach the core. Cells the core
    delivers back on s_cell_* are reassembled into frames."""
    env = Env(dut)
    await env.start()
    rng = random.Random(31)
    direct_frame = rng.randbytes(300)
    direct = cell_words(hdr(first=1, last=1, frame_id=1), direct_frame)
    relay = cell_words(hdr(dst=6, relay=1, first=1, last=1), rng.randbytes(PAYLOAD))
    fake = cell_words(hdr(Kind.FAKE, vlb_req_v=1, vlb_req_dst=2, vlb_req_cnt=3), b"", length=0)
    bad = cell_words(hdr(first=1, last=1, frame_id=2), rng.randbytes(200))
    bad[-3] ^= 1 << 9
    cut = cell_words(hdr(dst=7, relay=1, first=1, last=1), rng.randbytes(PAYLOAD))
    await env.line(direct)
    await env.line(relay)
    await env.line(fake)
    await env.line(msg_cell(hdr(Kind.SYNC), 0x1234))                # to the time-sync block, not the core
    await env.line(bad)
    await env.line(cut, cut=40)
    await env.line(cell_words(hdr(hop=2, dst=2), rng.randbytes(64)))  # hop is another node
    hb = cell_words(hdr(), rng.randbytes(64))
    hb[2] ^= 1 << 30                                                  # header CRC
    await env.line(hb)
    for _ in range(80):
        await RisingEdge(dut.clk)
    assert [(w, e) for w, e in env.to_core[:3]] == [(direct[1:], 0), (relay[1:], 0), (fake[1:], 0)]
    assert env.to_core[3][1] == 1 and env.to_core[3][0][:-1] == bad[1:-1], "bad payload CRC: whole, flagged"
    # light lost after 35 payload words: the cell ends (flagged) in the clock that sees it, 4 clocks behind
    assert env.to_core[4][1] == 1 and len(env.to_core[4][0]) == 36 and env.to_core[4][0][:35] == cut[1:36], \
        "cut cell: ended at once, flagged"
    assert len(env.to_core) == 5
    assert (env.ev["drop_pcrc"], env.ev["drop_misdir"], env.ev["drop_hcrc"], env.ev["rx_fake"], env.ev["rx_sync"]) == \
        (2, 1, 1, 1, 1), env.ev
    assert env.frames == [], "nothing reaches reassembly except through the core"

    # the core delivers: the direct cell, then a 3-cell frame, whole cells back to back
    data = rng.randbytes(2 * PAYLOAD + 100)
    three = [cell_words(hdr(src=4, first=int(i == 0), last=int(i == 2), frame_id=9, seq=i),
                        data[i * PAYLOAD : (i + 1) * PAYLOAD])[1:] for i in range(3)]
    for c in [direct[1:], *three]:
        for i, w in enumerate(c):
            await RisingEdge(dut.clk)
            dut.s_cell_tvalid.value = 1
            dut.s_cell_tdata.value = w
            dut.s_cell_tlast.value = int(i == len(c) - 1)
    await RisingEdge(dut.clk)
    dut.s_cell_tvalid.value = 0
    dut.s_cell_tlast.value = 0
    for _ in range(400):
        await RisingEdge(dut.clk)
    assert env.frames == [direct_frame, data]
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)


@pytest.mark.parametrize("case", ["voq_cells_to_core_and_back"])
def test_lp_cell_rx_voq(case: str) -> None:
    hdl.run("lp_cell_rx", __file__, {"NSRC": 8, "NCELLS": 32, "VOQ": 1}, testcase=case)


@pytest.mark.parametrize("case", ["type_dispatch_and_errors", "messages_at_fixed_latency", "source_check"])
def test_lp_cell_rx(case: str) -> None:
    hdl.run("lp_cell_rx", __file__, {"NSRC": 8, "NCELLS": 32}, testcase=case)
