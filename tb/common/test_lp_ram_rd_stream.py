"""lp_ram_rd_stream: packets read from a RAM model (read latency 1) under random back-pressure.

- test_random: 150 packets from random start addresses (some wrapping round the address space), with
  tready random: every packet is the LEN words from its start address, in order, tlast on the last
  one only; busy is high from the start to the last word; a start pulse while busy is ignored.
- test_full_rate: with tready always high, a packet's words leave on consecutive clocks, the first
  3 clocks after the clock that takes the start (address register, RAM read, skid), and the RAM is
  never read while idle.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from lightpath.flow import hdl


class Tb:
    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        self.rng = random.Random(seed)
        self.aw = int(dut.AW.value)
        self.len = int(dut.LEN.value)
        self.mem = [self.rng.getrandbits(64) for _ in range(1 << self.aw)]
        self.p_ready = 1.0
        self.pending: int | None = None  # the word read at the coming edge shows on ram_rd after it
        self.out: list[tuple[int, int]] = []  # (word, tlast) taken
        self.reads_idle = 0
        self.clock = 0
        self.busy = 0

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        d.rst.value = 1
        d.start.value = 0
        d.start_addr.value = 0
        d.ram_rd.value = 0
        d.m_axis_tready.value = 0
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0

    async def step(self, start: int | None = None) -> tuple[bool, bool]:
        """One clock: drive at the falling edge, settle, sample what the coming edge takes.
        Returns (a word was taken, busy before the edge)."""
        d = self.dut
        await FallingEdge(d.clk)
        self.clock += 1
        if self.pending is not None:
            d.ram_rd.value = self.pending
            self.pending = None
        d.m_axis_tready.value = int(self.rng.random() < self.p_ready)
        d.start.value = int(start is not None)
        d.start_addr.value = start or 0
        await ReadOnly()
        busy = bool(int(d.busy.value))
        if int(d.ram_re.value):
            if not busy:
                self.reads_idle += 1
            self.pending = self.mem[int(d.ram_ra.value)]
        took = bool(int(d.m_axis_tvalid.value) and int(d.m_axis_tready.value))
        if took:
            self.out.append((int(d.m_axis_tdata.value), int(d.m_axis_tlast.value)))
        return took, busy

    def expect(self, addr: int) -> list[tuple[int, int]]:
        n = 1 << self.aw
        return [(self.mem[(addr + i) % n], int(i == self.len - 1)) for i in range(self.len)]


@cocotb.test()
async def test_random(dut) -> None:
    tb = Tb(dut, 5)
    await tb.start()
    tb.p_ready = 0.6
    n = 1 << tb.aw
    for k in range(150):
        addr = (n - 1 - tb.rng.randrange(tb.len)) if k % 10 == 0 else tb.rng.randrange(n)
        tb.out = []
        took, busy = await tb.step(addr)
        assert not busy
        words = 0
        for _ in range(20 * tb.len):
            # a start pulse while busy must be ignored
            took, busy = await tb.step(tb.rng.randrange(n) if tb.rng.random() < 0.05 else None)
            if took:
                words += 1
            if words == tb.len:
                break
            assert busy, f"packet {k}: busy fell after {words} words"
        assert tb.out == tb.expect(addr), f"packet {k} from {addr}: words differ"
        await FallingEdge(dut.clk)
        dut.start.value = 0
        await ReadOnly()
        assert not int(dut.busy.value) and not int(dut.m_axis_tvalid.value), "busy after the last word"
        for _ in range(tb.rng.randrange(3)):
            await tb.step()
    assert tb.reads_idle == 0


@cocotb.test()
async def test_full_rate(dut) -> None:
    tb = Tb(dut, 6)
    await tb.start()
    tb.p_ready = 1.0
    for addr in (0, 17 % (1 << tb.aw), (1 << tb.aw) - 3):
        tb.out = []
        await tb.step(addr)
        takes = []
        for c in range(tb.len + 10):
            took, _ = await tb.step()
            if took:
                takes.append(c)
        assert tb.out == tb.expect(addr)
        assert takes == list(range(takes[0], takes[0] + tb.len)), f"gaps in the packet: {takes}"
        assert takes[0] == 2, f"first word {takes[0] + 1} clocks after the start"
    assert tb.reads_idle == 0


@pytest.mark.parametrize("aw,length", [(6, 5), (10, 68), (4, 1)])
def test_lp_ram_rd_stream(aw: int, length: int) -> None:
    hdl.run("lp_ram_rd_stream", __file__, {"AW": aw, "LEN": length}, tag=f"aw{aw}_len{length}")
