"""lp_fifo_async: two unrelated clocks, random valid/ready, exact-order scoreboard, full and empty."""

from __future__ import annotations

import os
import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge

from lightpath.flow import hdl


class Harness:
    """Drives the write side and checks the read side in their own clock domains."""

    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        self.depth = int(dut.DEPTH.value)
        self.width = int(dut.WIDTH.value)
        self.rng = random.Random(seed)
        self.model: deque[int] = deque()  # words written (accepted) and not yet read
        self.p_write = 0.0
        self.p_read = 0.0
        self.n_written = 0
        self.n_read = 0
        self.max_wr_count = 0
        self.max_rd_count = 0

    async def writer(self, n_words: int) -> None:
        dut = self.dut
        while self.n_written < n_words:
            valid = self.rng.random() < self.p_write
            data = self.rng.getrandbits(self.width)
            dut.wr_valid.value = int(valid)
            dut.wr_data.value = data
            await ReadOnly()
            wr_count = dut.wr_count.value.to_unsigned()
            assert wr_count <= self.depth
            # wr_count may over-estimate (read pointer seen late), never under-estimate
            assert wr_count >= len(self.model)
            assert bool(dut.wr_ready.value) == (wr_count < self.depth)
            self.max_wr_count = max(self.max_wr_count, wr_count)
            if valid and dut.wr_ready.value:
                self.model.append(data)
                self.n_written += 1
            await RisingEdge(dut.wr_clk)
        dut.wr_valid.value = 0

    async def reader(self) -> None:
        dut = self.dut
        while True:
            ready = self.rng.random() < self.p_read
            dut.rd_ready.value = int(ready)
            await ReadOnly()
            rd_count = dut.rd_count.value.to_unsigned()
            assert rd_count <= len(self.model), "rd_count may under-estimate, never over-estimate"
            assert bool(dut.rd_valid.value) == (rd_count > 0)
            self.max_rd_count = max(self.max_rd_count, rd_count)
            if ready and dut.rd_valid.value:
                assert self.model, "read side presents data that was never written"
                expected = self.model.popleft()
                got = dut.rd_data.value.to_unsigned()
                assert got == expected, f"word {self.n_read}: got {got:#x}, expected {expected:#x}"
                self.n_read += 1
            await RisingEdge(dut.rd_clk)


async def start(dut) -> Harness:
    wr_ns = float(os.environ["LP_WR_NS"])
    rd_ns = float(os.environ["LP_RD_NS"])
    Clock(dut.wr_clk, wr_ns, unit="ns").start()
    Clock(dut.rd_clk, rd_ns, unit="ns").start()
    dut.wr_rst.value = 1
    dut.rd_rst.value = 1
    dut.wr_valid.value = 0
    dut.wr_data.value = 0
    dut.rd_ready.value = 0
    await ClockCycles(dut.wr_clk, 4)
    await ClockCycles(dut.rd_clk, 4)
    dut.wr_rst.value = 0
    await RisingEdge(dut.rd_clk)
    dut.rd_rst.value = 0
    await ClockCycles(dut.wr_clk, 2)
    return Harness(dut, seed=int(wr_ns * 100 + rd_ns))


async def settle(dut) -> None:
    await ClockCycles(dut.wr_clk, 8)
    await ClockCycles(dut.rd_clk, 8)


@cocotb.test()
async def fill_and_drain(dut) -> None:
    """Write until full (reader stopped), then read until empty: counts reach DEPTH and 0."""
    h = await start(dut)
    reader = cocotb.start_soon(h.reader())
    h.p_write, h.p_read = 1.0, 0.0
    await h.writer(h.depth)
    await RisingEdge(dut.wr_clk)
    await ReadOnly()
    assert not dut.wr_ready.value, "FIFO must be full after DEPTH writes with no reads"
    assert dut.wr_count.value.to_unsigned() == h.depth
    await settle(dut)
    await ReadOnly()
    assert dut.rd_count.value.to_unsigned() == h.depth, "read side must see the full FIFO after sync"
    await RisingEdge(dut.rd_clk)
    h.p_read = 1.0
    await settle(dut)
    await settle(dut)
    await ReadOnly()
    assert h.n_read == h.depth and not h.model
    assert not dut.rd_valid.value and dut.rd_count.value.to_unsigned() == 0
    assert dut.wr_ready.value and dut.wr_count.value.to_unsigned() == 0, "write side must see empty"
    reader.cancel()


@cocotb.test()
async def random_traffic(dut) -> None:
    """Random valid/ready in phases (fill-biased, drain-biased, balanced): no loss, dup or reorder."""
    h = await start(dut)
    reader = cocotb.start_soon(h.reader())
    total = 0
    for p_write, p_read in ((0.9, 0.3), (0.3, 0.9), (0.6, 0.6), (1.0, 1.0), (0.9, 0.2), (0.2, 0.9)):
        h.p_write, h.p_read = p_write, p_read
        total += 400
        await h.writer(total)
    h.p_read = 1.0
    for _ in range(4):
        await settle(dut)
    assert h.n_read == h.n_written == total, f"read {h.n_read} of {h.n_written} written"
    assert h.max_wr_count == h.depth, "stimulus must fill the FIFO"
    reader.cancel()


@pytest.mark.parametrize(
    "width,depth,wr_ns,rd_ns",
    [(8, 16, 6.4, 4.0), (8, 16, 4.0, 6.4), (36, 4, 6.4, 6.5)],
    ids=["wr-slow", "wr-fast", "near-equal-depth4"],
)
def test_lp_fifo_async(width: int, depth: int, wr_ns: float, rd_ns: float) -> None:
    hdl.run(
        "lp_fifo_async",
        __file__,
        {"WIDTH": width, "DEPTH": depth},
        extra_env={"LP_WR_NS": str(wr_ns), "LP_RD_NS": str(rd_ns)},
    )
