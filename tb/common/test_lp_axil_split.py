"""lp_axil_split: each access reaches exactly the port whose sub-window holds its address, with the address
within the sub-window, data, strobes and the port's response passed back; every hole of the map (another
sub-window, beyond a block's size, a port the build does not have) answers DECERR; under random
back-pressure on every channel of both sides, AW and W offered in any order, reads and writes at once.

The ports' slaves are Python models of small register files on the packed m_axil_* vectors; port 1
answers SLVERR for its last word (a response is passed back as the port gives it)."""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.axi.constants import AxiResp

from lightpath import hdl

ADDR_W, BLOCK_W, N = 14, 12, 3
BASE = [0x0000, 0x2000, 0x1000]     # port i's sub-window (not in port order)
SIZE = [0x100, 0x1000, 0x40]
PRESENT = [1, 1, 0]                  # port 2 is a block this build does not have
SLVERR_OFF = (1, SIZE[1] - 4)        # port 1 answers SLVERR there


def bits(v: int, i: int, w: int) -> int:
    return (v >> (i * w)) & ((1 << w) - 1)


class Slaves:
    """N AXI4-Lite slaves (register files) on the packed m_axil_* signals, with random ready/valid delays;
    they log every access they see: (port, 'r'/'w', offset, data, strobe)."""

    def __init__(self, dut, rng: random.Random) -> None:
        self.dut, self.rng = dut, rng
        self.mem: list[dict[int, int]] = [{} for _ in range(N)]
        self.log: list[tuple] = []

    async def run(self) -> None:
        """Outputs change at the falling edge; the handshakes of the next rising edge are read 1 ns after
        it (the DUT changes only at rising edges, so what is read then is what the edge samples)."""
        d = self.dut
        aw: list[int | None] = [None] * N               # address taken, waiting for its data
        wd: list[tuple[int, int] | None] = [None] * N   # data taken, waiting for its address
        b: list[int | None] = [None] * N                # write response owed
        r: list[tuple[int, int] | None] = [None] * N    # read response owed
        b_on, r_on = [False] * N, [False] * N           # valid raised (held until the handshake)
        while True:
            await FallingEdge(d.clk)
            for i in range(N):
                b_on[i] = b[i] is not None and (b_on[i] or self.rng.random() < 0.7)
                r_on[i] = r[i] is not None and (r_on[i] or self.rng.random() < 0.7)
            outs = {
                "m_axil_awready": [int(aw[i] is None and self.rng.random() < 0.6) for i in range(N)],
                "m_axil_wready": [int(wd[i] is None and self.rng.random() < 0.6) for i in range(N)],
                "m_axil_arready": [int(r[i] is None and self.rng.random() < 0.6) for i in range(N)],
                "m_axil_bvalid": [int(b_on[i]) for i in range(N)],
                "m_axil_rvalid": [int(r_on[i]) for i in range(N)],
            }
            for nm, vals in outs.items():
                getattr(d, nm).value = sum(v << i for i, v in enumerate(vals))
            d.m_axil_bresp.value = sum((b[i] or 0) << (2 * i) for i in range(N))
            d.m_axil_rdata.value = sum((ri[0] if (ri := r[i]) else 0) << (32 * i) for i in range(N))
            d.m_axil_rresp.value = sum((ri[1] if (ri := r[i]) else 0) << (2 * i) for i in range(N))
            await Timer(1, "ns")
            awv, wv = int(d.m_axil_awvalid.value), int(d.m_axil_wvalid.value)
            br, arv, rr = int(d.m_axil_bready.value), int(d.m_axil_arvalid.value), int(d.m_axil_rready.value)
            for i in range(N):
                if b_on[i] and bits(br, i, 1):
                    b[i], b_on[i] = None, False
                if r_on[i] and bits(rr, i, 1):
                    r[i], r_on[i] = None, False
                if bits(awv, i, 1) and outs["m_axil_awready"][i]:
                    aw[i] = bits(int(d.m_axil_awaddr.value), i, BLOCK_W)
                if bits(wv, i, 1) and outs["m_axil_wready"][i]:
                    wd[i] = (bits(int(d.m_axil_wdata.value), i, 32), bits(int(d.m_axil_wstrb.value), i, 4))
                if bits(arv, i, 1) and outs["m_axil_arready"][i]:
                    off = bits(int(d.m_axil_araddr.value), i, BLOCK_W)
                    self.log.append((i, "r", off, None, None))
                    r[i] = (self.mem[i].get(off, 0x1000 * i + off), 2 if (i, off) == SLVERR_OFF else 0)
                awi, wdi = aw[i], wd[i]
                if awi is not None and wdi is not None and b[i] is None:
                    data, strb = wdi
                    self.log.append((i, "w", awi, data, strb))
                    m, a = sum(0xFF << (8 * k) for k in range(4) if strb >> k & 1), awi & ~3
                    self.mem[i][a] = (self.mem[i].get(a, 0x1000 * i + a) & ~m) | (data & m)
                    b[i] = 2 if (i, awi) == SLVERR_OFF else 0
                    aw[i] = wd[i] = None
            await RisingEdge(d.clk)


def target(addr: int) -> tuple[int, int] | None:
    for i in range(N):
        if PRESENT[i] and BASE[i] <= addr < BASE[i] + SIZE[i]:
            return i, addr - BASE[i]
    return None


async def setup(dut, seed: int) -> tuple[AxiLiteMaster, Slaves, random.Random]:
    Clock(dut.clk, 10, unit="ns").start()
    rng = random.Random(seed)
    dut.rst.value = 1
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.rst)
    for ch in (axil.write_if.aw_channel, axil.write_if.w_channel, axil.write_if.b_channel,
               axil.read_if.ar_channel, axil.read_if.r_channel):
        ch.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    sl = Slaves(dut, rng)
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


@cocotb.test()
async def routed_or_decerr(dut) -> None:
    """Writes (whole words, half words, single bytes) then reads of every kind of address, one at a time:
    the right port sees the access once, at its offset, with the data and strobes; the port's SLVERR is
    passed back; a hole answers DECERR (reads 0xDEC0DE00) and no port sees it."""
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
        (p, kind, got_off, wdata, strb), = sl.log[nlog:]
        assert (p, kind, got_off & ~3) == (t[0], "w", t[1]), (hex(addr), sl.log[nlog:])
        assert strb == ((1 << n) - 1) << off, (hex(addr), strb)
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
        assert v == sl.mem[t[0]].get(t[1], 0x1000 * t[0] + t[1]), (hex(addr), hex(v))


@cocotb.test()
async def concurrent_reads_and_writes(dut) -> None:
    """40 writes and 40 reads issued at once (the two directions overlap, each one at a time): every
    access completes with the response of its address, and each port saw exactly its accesses."""
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
    hdl.run("lp_axil_split", __file__, {"ADDR_W": ADDR_W, "BLOCK_W": BLOCK_W, "N": N, "BASE": vec(BASE, 32),
                                        "SIZE": vec(SIZE, 32), "PRESENT": vec(PRESENT, 1)})
