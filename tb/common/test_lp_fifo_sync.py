"""lp_fifo_sync: randomised push/pop against a Python model; full/empty flags and count."""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.flow import hdl


async def reset(dut) -> None:
    dut.rst.value = 1
    dut.wr_valid.value = 0
    dut.rd_ready.value = 0
    dut.wr_data.value = 0
    for _ in range(3):
        await RisingEdge(dut.clk)
    dut.rst.value = 0
    await RisingEdge(dut.clk)


@cocotb.test()
async def random_traffic(dut) -> None:
    """Random push/pop pressure: data order, count and ready/valid agree with a deque model."""
    Clock(dut.clk, 6.4, unit="ns").start()
    await reset(dut)
    depth = int(dut.DEPTH.value)
    width = int(dut.WIDTH.value)
    rng = random.Random(1)
    model: deque[int] = deque()
    saw_full = saw_empty = False
    for cycle in range(4000):
        phase = (cycle // 500) % 3  # fill-biased, drain-biased, balanced
        p_push = (0.9, 0.2, 0.5)[phase]
        p_pop = (0.2, 0.9, 0.5)[phase]
        wv = rng.random() < p_push
        rr = rng.random() < p_pop
        data = rng.getrandbits(width)
        dut.wr_valid.value = int(wv)
        dut.wr_data.value = data
        dut.rd_ready.value = int(rr)
        await ReadOnly()
        assert dut.count.value.to_unsigned() == len(model)
        assert bool(dut.wr_ready.value) == (len(model) < depth)
        assert bool(dut.rd_valid.value) == (len(model) > 0)
        saw_full |= len(model) == depth
        saw_empty |= len(model) == 0
        popped = None
        if rr and model:
            popped = model.popleft()
            assert dut.rd_data.value.to_unsigned() == popped
        if wv and dut.wr_ready.value:
            model.append(data)
        await RisingEdge(dut.clk)
    assert saw_full and saw_empty, "stimulus must reach both full and empty"


@pytest.mark.parametrize("width,depth", [(8, 16), (72, 4)])
def test_lp_fifo_sync(width: int, depth: int) -> None:
    hdl.run("lp_fifo_sync", __file__, {"WIDTH": width, "DEPTH": depth})
