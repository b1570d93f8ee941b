"""lp_ram_sdp: random reads and writes against a model, READ_LATENCY 1 and 2, read-first collisions."""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.flow import hdl


@cocotb.test()
async def random_access(dut) -> None:
    """rd_data is the pre-edge memory content READ_LATENCY cycles after rd_en, held between reads."""
    width = int(dut.WIDTH.value)
    depth = int(dut.DEPTH.value)
    latency = int(dut.READ_LATENCY.value)
    rng = random.Random(3)
    Clock(dut.clk, 4.0, unit="ns").start()
    dut.wr_en.value = 0
    dut.rd_en.value = 0
    dut.wr_addr.value = 0
    dut.rd_addr.value = 0
    dut.wr_data.value = 0

    model: list[int | None] = [None] * depth  # None: never written
    # expected rd_data after each edge: result of the read issued on the edge `latency - 1` earlier
    pending: deque[int | None] = deque([None] * (latency - 1))
    held: int | None = None
    collisions = checked = 0
    for cycle in range(6000):
        fill = cycle < 2 * depth  # first fill every address, then random traffic
        wr_en = fill or rng.random() < 0.5
        wr_addr = (cycle % depth) if fill else rng.randrange(depth)
        wr_data = rng.getrandbits(width)
        rd_en = (not fill) and rng.random() < 0.6
        rd_addr = wr_addr if (rd_en and wr_en and rng.random() < 0.3) else rng.randrange(depth)
        dut.wr_en.value = int(wr_en)
        dut.wr_addr.value = wr_addr
        dut.wr_data.value = wr_data
        dut.rd_en.value = int(rd_en)
        dut.rd_addr.value = rd_addr
        await ReadOnly()  # rd_data is registered: it shows the state after the previous edge
        if held is not None:
            got = dut.rd_data.value.to_unsigned()
            assert got == held, f"cycle {cycle}: rd_data {got:#x}, expected {held:#x}"
            checked += 1
        # the read sees the memory before this edge's write (read-first / old data)
        pending.append(model[rd_addr] if rd_en else None)
        collisions += int(rd_en and wr_en and rd_addr == wr_addr)
        if wr_en:
            model[wr_addr] = wr_data
        await RisingEdge(dut.clk)
        result = pending.popleft()
        if result is not None:
            held = result
    assert collisions > 100 and checked > 3000, (collisions, checked)


@cocotb.test()
async def collision_returns_old_data(dut) -> None:
    """Directed: write A, then read and write B to the same address in one cycle -> A, then B."""
    latency = int(dut.READ_LATENCY.value)
    Clock(dut.clk, 4.0, unit="ns").start()
    await RisingEdge(dut.clk)
    dut.rd_en.value = 0
    dut.wr_en.value = 1
    dut.wr_addr.value = 5
    dut.wr_data.value = 0xA
    await RisingEdge(dut.clk)
    dut.rd_en.value = 1
    dut.rd_addr.value = 5
    dut.wr_data.value = 0xB
    await RisingEdge(dut.clk)  # collision: read and write address 5 on the same edge
    dut.wr_en.value = 0  # rd_en stays high: a second read of address 5 on the next edge
    for _ in range(latency - 1):
        await RisingEdge(dut.clk)
        dut.rd_en.value = 0
    await ReadOnly()
    assert dut.rd_data.value.to_unsigned() == 0xA, "collision read must return the old data"
    await RisingEdge(dut.clk)
    dut.rd_en.value = 0
    await ReadOnly()
    assert dut.rd_data.value.to_unsigned() == 0xB, "next read returns the new data"
    for _ in range(3):
        await RisingEdge(dut.clk)
        await ReadOnly()
        assert dut.rd_data.value.to_unsigned() == 0xB, "rd_data holds while rd_en is low"


@pytest.mark.parametrize("width,depth,latency", [(72, 64, 1), (72, 64, 2), (16, 48, 2)])
def test_lp_ram_sdp(width: int, depth: int, latency: int) -> None:
    hdl.run("lp_ram_sdp", __file__, {"WIDTH": width, "DEPTH": depth, "READ_LATENCY": latency})
