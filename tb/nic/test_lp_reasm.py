"""lp_reasm: per-source reassembly against a Python model: interleaved sources, bad cells,
duplicates, lost cells, orphans, pool overflow and timeouts; frames exact and in completion order;
the cell pool never leaks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.cell import generated as cellfmt
from lightpath.flow import hdl

PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
PWN = PAYLOAD // 8


@dataclass
class Cell:
    src: int
    fid: int
    seq: int
    first: int
    last: int
    payload: bytes
    ok: bool = True


@dataclass
class Ctx:
    open: bool = False
    fid: int = 0
    seq: int = 0
    data: bytearray = field(default_factory=bytearray)


class Model:
    def __init__(self, nsrc: int) -> None:
        self.ctx = [Ctx() for _ in range(nsrc)]
        self.frames: list[bytes] = []
        self.ev = {"abort": 0, "dup": 0}

    def cell(self, c: Cell) -> None:
        x = self.ctx[c.src]
        if c.first:
            if x.open:
                self.ev["abort"] += 1
            x.open, x.fid, x.seq, x.data = True, c.fid, c.seq, bytearray()
        elif x.open and c.fid == x.fid and c.seq == x.seq:
            pass
        elif x.open and c.fid == x.fid and ((c.seq - x.seq) & 0xFFFF) >= 0x8000:
            self.ev["dup"] += 1
            return
        else:
            self.ev["abort"] += 1
            x.open = False
            return
        if not c.ok:
            x.open = False
            return
        x.data += c.payload
        x.seq = (c.seq + 1) & 0xFFFF
        if c.last:
            self.frames.append(bytes(x.data))
            x.open = False


def frame_cells(rng: random.Random, src: int, fid: int, seq0: int, nbytes: int) -> list[Cell]:
    data = rng.randbytes(nbytes)
    chunks = [data[i : i + PAYLOAD] for i in range(0, nbytes, PAYLOAD)]
    return [
        Cell(src, fid, (seq0 + i) & 0xFFFF, int(i == 0), int(i == len(chunks) - 1), ch)
        for i, ch in enumerate(chunks)
    ]


class Env:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.got: list[bytes] = []
        self.ev = {"frame": 0, "abort": 0, "dup": 0, "timeout": 0, "overflow": 0}
        self.ready_p = 1.0
        self.rng = random.Random(5)

    async def start(self, timeout: int = 0) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        for sig in ("c_start", "c_src", "c_frame_id", "c_seq", "c_first", "c_last", "c_len", "c_wr", "c_word",
                    "c_data", "c_end", "c_ok", "m_axis_tready"):
            getattr(d, sig).value = 0
        d.cfg_timeout.value = timeout
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.monitor())
        for _ in range(int(d.NCELLS.value) + 4):
            await RisingEdge(d.clk)

    async def monitor(self) -> None:
        d = self.dut
        cur = bytearray()
        while True:
            d.m_axis_tready.value = int(self.rng.random() < self.ready_p)
            await ReadOnly()
            for k in self.ev:
                if getattr(d, f"ev_{k}").value == 1:
                    self.ev[k] += 1
            if d.m_axis_tvalid.value == 1 and d.m_axis_tready.value == 1:
                keep = d.m_axis_tkeep.value.to_unsigned()
                word = d.m_axis_tdata.value.to_unsigned().to_bytes(8, "little")
                n = bin(keep).count("1")
                assert keep == (1 << n) - 1, f"non-contiguous tkeep {keep:#x}"
                cur += word[:n]
                if d.m_axis_tlast.value == 1:
                    self.got.append(bytes(cur))
                    cur = bytearray()
            await RisingEdge(d.clk)

    async def send(self, c: Cell) -> None:
        d = self.dut
        await RisingEdge(d.clk)
        d.c_start.value = 1
        d.c_src.value, d.c_frame_id.value, d.c_seq.value = c.src, c.fid, c.seq
        d.c_first.value, d.c_last.value, d.c_len.value = c.first, c.last, len(c.payload)
        padded = c.payload + bytes(PAYLOAD - len(c.payload))
        for w in range(PWN):
            if w:
                await RisingEdge(d.clk)
                d.c_start.value = 0
            d.c_wr.value = 1
            d.c_word.value = w
            d.c_data.value = int.from_bytes(padded[8 * w : 8 * w + 8], "little")
        await RisingEdge(d.clk)
        d.c_start.value = 0
        d.c_wr.value = 0
        d.c_end.value = 1
        d.c_ok.value = int(c.ok)
        await RisingEdge(d.clk)
        d.c_end.value = 0
        for _ in range(self.rng.randint(6, 10)):  # guard + preamble + header of the next cell
            await RisingEdge(d.clk)

    async def drain(self) -> None:
        d = self.dut
        for _ in range(20000):
            await RisingEdge(d.clk)
            await ReadOnly()
            if d.m_axis_tvalid.value == 0 and d.st_free_cells.value.to_unsigned() == int(d.NCELLS.value):
                break
        await RisingEdge(d.clk)


def interleave(rng: random.Random, per_src: dict[int, list[Cell]]) -> list[Cell]:
    out: list[Cell] = []
    queues = {s: list(cs) for s, cs in per_src.items() if cs}
    while queues:
        s = rng.choice(sorted(queues))
        out.append(queues[s].pop(0))
        if not queues[s]:
            del queues[s]
    return out


@cocotb.test()
async def interleaved_sources_with_faults(dut) -> None:
    env = Env(dut)
    await env.start()
    nsrc = int(dut.NSRC.value)
    rng = random.Random(21)
    model = Model(nsrc)
    per_src: dict[int, list[Cell]] = {s: [] for s in range(nsrc)}
    seq = [rng.getrandbits(16) for _ in range(nsrc)]
    for s in range(nsrc):
        for f in range(6):
            cells = frame_cells(rng, s, (s * 7 + f) & 0xFFF, seq[s], rng.randint(1, 4 * PAYLOAD))
            seq[s] = (seq[s] + len(cells)) & 0xFFFF
            fault = rng.random()
            if fault < 0.12 and len(cells) > 1:
                cells[rng.randrange(len(cells))].ok = False          # payload CRC error
            elif fault < 0.24 and len(cells) > 1:
                i = rng.randrange(1, len(cells))
                cells.insert(i + 1, Cell(**{**cells[i].__dict__}))   # duplicate of cell i
            elif fault < 0.36 and len(cells) > 2:
                del cells[rng.randrange(1, len(cells) - 1)]          # lost middle cell
            elif fault < 0.42 and len(cells) > 1:
                del cells[0]                                         # lost first cell: orphans
            per_src[s] += cells
    stream = interleave(rng, per_src)
    env.ready_p = 0.8
    for c in stream:
        model.cell(c)
        await env.send(c)
    await env.drain()
    assert env.got == model.frames
    assert env.ev["frame"] == len(model.frames)
    assert env.ev["abort"] == model.ev["abort"] and env.ev["dup"] == model.ev["dup"], (env.ev, model.ev)
    assert model.ev["abort"] > 3 and model.ev["dup"] > 1 and len(model.frames) > 20
    assert env.ev["overflow"] == 0 and env.ev["timeout"] == 0
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value), "cell buffers leaked"


@cocotb.test()
async def pool_overflow_then_recovery(dut) -> None:
    """Host stalled: the pool fills, new frames are refused and counted; nothing leaks; after the
    stall every frame that completed comes out intact."""
    env = Env(dut)
    await env.start()
    env.ready_p = 0.0
    rng = random.Random(8)
    ncells = int(dut.NCELLS.value)
    frames = [frame_cells(rng, i % 4, i, 0, 3 * PAYLOAD) for i in range(ncells // 3 + 4)]
    for cells in frames:
        for c in cells:
            await env.send(c)
    assert env.ev["overflow"] >= 1
    env.ready_p = 1.0
    await env.drain()
    expect = [b"".join(c.payload for c in cells) for cells in frames]
    assert len(env.got) == env.ev["frame"] and env.got == expect[: len(env.got)]
    assert len(env.got) == ncells // 3
    assert dut.st_free_cells.value.to_unsigned() == ncells


@cocotb.test()
async def open_frame_times_out(dut) -> None:
    """A frame whose last cell never comes is released after cfg_timeout; its buffers come back."""
    env = Env(dut)
    await env.start(timeout=500)
    rng = random.Random(9)
    cells = frame_cells(rng, 3, 1, 0, 3 * PAYLOAD)
    for c in cells[:2]:
        await env.send(c)
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value) - 2
    for _ in range(700):
        await RisingEdge(dut.clk)
    assert env.ev["timeout"] == 1
    assert dut.st_open.value == 0
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value)
    await env.send(cells[2])  # the late last cell is an orphan now
    assert env.ev["abort"] == 1 and env.got == []
    good = frame_cells(rng, 3, 2, 5, 2 * PAYLOAD)
    for c in good:
        await env.send(c)
    await env.drain()
    assert env.got == [b"".join(c.payload for c in good)]


@cocotb.test()
async def duplicates_across_the_seq_wrap(dut) -> None:
    """A frame whose sequence numbers wrap (0xFFFD .. 0x0001): a duplicate of 0xFFFE after 0xFFFF, and of 0xFFFF
    after 0x0000, are before next modulo 2^16: dropped (ev_dup), the frame goes on and comes out intact (random
    start numbers rarely reach the wrap)."""
    env = Env(dut)
    await env.start()
    rng = random.Random(12)
    cells = frame_cells(rng, 2, 7, 0xFFFD, 5 * PAYLOAD)
    assert [c.seq for c in cells] == [0xFFFD, 0xFFFE, 0xFFFF, 0x0000, 0x0001]
    c0, c1, c2, c3, c4 = cells
    stream = [c0, c1, c2, Cell(**{**c1.__dict__}), c3, Cell(**{**c2.__dict__}), c4]
    for c in stream:
        await env.send(c)
    await env.drain()
    assert env.got == [b"".join(c.payload for c in cells)], f"the frame did not survive its duplicates: {env.ev}"
    assert env.ev["dup"] == 2 and env.ev["abort"] == 0, env.ev
    assert dut.st_free_cells.value.to_unsigned() == int(dut.NCELLS.value), "cell buffers leaked"


CASES = ["interleaved_sources_with_faults", "pool_overflow_then_recovery", "open_frame_times_out",
         "duplicates_across_the_seq_wrap"]
PARAMS = {"NSRC": 8, "NCELLS": 32}


@pytest.mark.parametrize("case", CASES)
def test_lp_reasm(case: str) -> None:
    hdl.run("lp_reasm", __file__, PARAMS, testcase=case)


# A plausible bug the random cases do not find: "seq before next" as a plain compare instead of modulo 2^16.
SEQ_MUTANT = ("seq_bef_q <= seq_diff[LP_F_SEQ_BITS-1];",
              "seq_bef_q <= (c_seq < ctx_seq[s0]);")


def test_lp_reasm_seq_wrap_mutant_killed() -> None:
    """The directed wrap case fails on a copy of lp_reasm with the duplicate test as a plain compare."""
    srcs = hdl.mutant_sources("lp_reasm", "lp_reasm.sv", *SEQ_MUTANT, name="lp_reasm_seq_compare")
    with pytest.raises(AssertionError, match="did not survive its duplicates"):
        hdl.run("lp_reasm", __file__, PARAMS, testcase="duplicates_across_the_seq_wrap", sources=srcs,
                tag="seq_compare_mutant")
