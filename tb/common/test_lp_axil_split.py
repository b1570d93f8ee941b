"""lp_axil_split: each access reaches exactly the block whose sub-window holds its address, as one request
of the passthrough CPU interface with the address within the sub-window, the data and the bit enables of
its byte strobes; the block's acknowledge (with its data, or its error as SLVERR) ends it; every hole of the
map (another sub-window, beyond a block's size, a block the build does not have) answers DECERR and
reaches no block; under random back-pressure on every AXI4-Lite channel, AW and W in any order, reads
and writes issued at once, blocks that stall requests and acknowledge in the same clock or later. An
access that never completes fails the case (timeout).

The blocks are Python models of register files on the m_* signals; port 1 answers with an error for its
last word."""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.axi.constants import AxiResp

from lightpath.flow import hdl

ADDR_W, BLOCK_W, N = 14, 12, 3
BASE = [0x0000, 0x2000, 0x1000]     # port i's sub-window (not in port order)
SIZE = [0x100, 0x1000, 0x40]
PRESENT = [1, 1, 0]                  # port 2 is a block this build does not have
SLVERR_OFF = (1, SIZE[1] - 4)        # port 1 answers with an error there


def bits(v: int, i: int, w: int) -> int:
    return (v >> (i * w)) & ((1 << w) - 1)


class Blocks:
    """N register blocks on the passthrough signals: each stalls requests at random, and acknowledges a
    taken request in the same clock or 1..3 clocks later (one request at a time, as the split sends them).
    They log every request they take: (port, 'r'/'w', offset, data, bit enables)."""

    def __init__(self, dut, rng: random.Random) -> None:
        self.dut, self.rng = dut, rng
        self.mem: list[dict[int, int]] = [{} for _ in range(N)]
        self.log: list[tuple] = []

    def value(self, i: int, off: int) -> int:
        return self.mem[i].get(off & ~3, 0x1000 * i + (off & ~3))

    async def run(self) -> None:
        """Outputs change at falling edges; requests are read 1 ns later (the split changes them only at
        rising edges, so that is what the next edge sees); a same-clock acknowledge is driven then."""
        d = self.dut
        pend: list[tuple[int, str, int, int] | None] = [None] * N   # (clocks left, kind, data, err)
        for nm in ("m_req_stall_wr", "m_req_stall_rd", "m_rd_ack", "m_rd_err", "m_rd_data", "m_wr_ack", "m_wr_err"):
            getattr(d, nm).value = 0
        while True:
            await FallingEdge(d.clk)
            acks = {"rd_ack": 0, "wr_ack": 0, "rd_err": 0, "wr_err": 0, "rd_data": 0}
            stall = 0
            for i in range(N):
                pi = pend[i]
                if pi is not None and pi[0] == 0:
                    _, kind, data, err = pi
                    acks[f"{kind}_ack"] |= 1 << i
                    acks[f"{kind}_err"] |= err << i
                    acks["rd_data"] |= data << (32 * i)
                    pend[i] = None
                elif pi is not None:
                    pend[i] = (pi[0] - 1, pi[1], pi[2], pi[3])
                if self.rng.random() < 0.3:
                    stall |= 1 << i
            d.m_req_stall_wr.value = stall
            d.m_req_stall_rd.value = stall
            await Timer(1, "ns")
            req, wr = int(d.m_req.value), int(d.m_req_is_wr.value)
            for i in range(N):
                if not bits(req, i, 1) or stall >> i & 1:
                    continue
                assert pend[i] is None and not (acks["rd_ack"] | acks["wr_ack"]) >> i & 1, "request while busy"
                off = int(d.m_addr.value)
                err = int((i, off & ~3) == SLVERR_OFF)
                if wr:
                    data, biten = int(d.m_wr_data.value), int(d.m_wr_biten.value)
                    self.log.append((i, "w", off, data, biten))
                    self.mem[i][off & ~3] = (self.value(i, off) & ~biten) | (data & biten)
                    resp = ("wr", 0, err)
                else:
                    self.log.append((i, "r", off, None, None))
                    resp = ("rd", self.value(i, off), err)
                delay = self.rng.randrange(4)
                if delay == 0:
                    acks[f"{resp[0]}_ack"] |= 1 << i
                    acks[f"{resp[0]}_err"] |= resp[2] << i
                    acks["rd_data"] |= resp[1] << (32 * i)
                else:
                    pend[i] = (delay - 1, *resp)
            for k, v in acks.items():
                getattr(d, f"m_{k}").value = v


def target(addr: int) -> tuple[int, int] | None:
    for i in range(N):
        if PRESENT[i] and BASE[i] <= addr < BASE[i] + SIZE[i]:
            return i, addr - BASE[i]
    return None


async def setup(dut, seed: int) -> tuple[AxiLiteMaster, Blocks, random.Random]:
    Clock(dut.clk, 10, unit="ns").start()
    rng = random.Random(seed)
    dut.rst.value = 1
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.rst)
    for ch in (axil.write_if.aw_channel, axil.write_if.w_channel, axil.write_if.b_channel,
               axil.read_if.ar_channel, axil.read_if.r_channel):
        ch.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    sl = Blocks(dut, rng)
    cocotb.start_soon(sl.run())
    await ClockCycles(dut.clk, 3)
    dut.rst.value = 0
    await RisingEdge(dut.clk)
    return axil, sl, rng


def addresses(rng: random.Random, n: int) -> list[int]:
    """In-block addresses of each present port (first and last word included), holes of every kind."""
    out = [BASE[0], BASE[0] + SIZE[0] - 4, BASE[1], BASE[1] + SIZE[1] - 4,
           BASE[0] + SIZE[0], BASE[2], BASE[2] + 4, 0x3000, (1 << ADDR_W) - 4]
    while len(out) < n:
        out.append(rng.randrange(0, 1 << ADDR_W) & ~3)
    return out


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def routed_or_decerr(dut) -> None:
    """Writes (whole words, half words, single bytes) then reads of every kind of address, one at a time:
    the right block takes one request, at its offset, with the data and the bit enables of the strobes;
    its error comes back as SLVERR; a hole answers DECERR (reads 0xDEC0DE00) and no block sees it."""
    axil, sl, rng = await setup(dut, 1)
    for addr in addresses(rng, 120):
        t = target(addr)
        off, n = rng.choice([(0, 4), (0, 2), (3, 1)])
        data = rng.randbytes(n)
        nlog = len(sl.log)
        w = await axil.write(addr + off, data)
        if t is None:
            assert w.resp == AxiResp.DECERR, (hex(addr), w.resp)
            assert len(sl.log) == nlog, f"hole {addr:#x} reached a port: {sl.log[nlog:]}"
            continue
        assert w.resp == (AxiResp.SLVERR if t == SLVERR_OFF else AxiResp.OKAY), (hex(addr), w.resp)
        (p, kind, got_off, wdata, biten), = sl.log[nlog:]
        assert (p, kind, got_off & ~3) == (t[0], "w", t[1]), (hex(addr), sl.log[nlog:])
        assert biten == ((1 << (8 * n)) - 1) << (8 * off), (hex(addr), hex(biten))
        assert (wdata >> (8 * off)) & ((1 << (8 * n)) - 1) == int.from_bytes(data, "little"), (hex(addr), hex(wdata))
    for addr in addresses(rng, 120):
        t = target(addr)
        nlog = len(sl.log)
        r = await axil.read(addr, 4)
        v = int.from_bytes(r.data, "little")
        if t is None:
            assert r.resp == AxiResp.DECERR and v == 0xDEC0DE00, (hex(addr), r)
            assert len(sl.log) == nlog
            continue
        assert sl.log[nlog:] == [(t[0], "r", t[1], None, None)], (hex(addr), sl.log[nlog:])
        assert r.resp == (AxiResp.SLVERR if t == SLVERR_OFF else AxiResp.OKAY), (hex(addr), r.resp)
        assert v == sl.value(*t), (hex(addr), hex(v))


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def concurrent_reads_and_writes(dut) -> None:
    """40 writes and 40 reads issued at once (the split takes them in turns): every access completes with
    the response of its address, and each block saw exactly its accesses."""
    axil, sl, rng = await setup(dut, 2)
    addrs = [a for a in addresses(rng, 200) if target(a) is None or target(a) != SLVERR_OFF][:40]
    writes = [cocotb.start_soon(axil.write(a, (i + 1).to_bytes(4, "little"))) for i, a in enumerate(addrs)]
    reads = [cocotb.start_soon(axil.read(a, 4)) for a in addrs]
    for a, op in zip(addrs, writes):
        res = await op
        assert res.resp == (AxiResp.DECERR if target(a) is None else AxiResp.OKAY), (hex(a), res.resp)
    for a, op in zip(addrs, reads):
        res = await op
        assert res.resp == (AxiResp.DECERR if target(a) is None else AxiResp.OKAY), (hex(a), res.resp)
    seen_w = sorted((p, off) for p, k, off, _, _ in sl.log if k == "w")
    seen_r = sorted((p, off) for p, k, off, _, _ in sl.log if k == "r")
    routed = sorted(t for a in addrs if (t := target(a)) is not None)
    assert seen_w == routed and seen_r == routed


def test_lp_axil_split() -> None:
    def vec(vals: list[int], w: int) -> str:   # a sized literal: Verilator's -G takes no integer this wide
        return f"{len(vals) * w}'h{sum(v << (i * w) for i, v in enumerate(vals)):x}"
    hdl.run("lp_axil_split_tb", __file__, {"ADDR_W": ADDR_W, "BLOCK_W": BLOCK_W, "N": N, "BASE": vec(BASE, 32),
                                        "SIZE": vec(SIZE, 32), "PRESENT": vec(PRESENT, 1)})
