"""lp_axil_decerr: every access to an unbuilt register window ends with DECERR (nothing hangs), in any
order of AW and W, under random back-pressure, and each access pulses ev_access once."""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.axi.constants import AxiResp

from lightpath.flow import hdl


async def setup(dut) -> AxiLiteMaster:
    Clock(dut.clk, 10, unit="ns").start()
    dut.rst.value = 1
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.rst)
    await ClockCycles(dut.clk, 3)
    dut.rst.value = 0
    await RisingEdge(dut.clk)
    return axil


async def count_events(dut, box: list[int]) -> None:
    while True:
        await RisingEdge(dut.clk)
        if dut.ev_access.value:
            box[0] += 1


@cocotb.test()
async def every_access_is_decerr(dut) -> None:
    """Reads return DECERR with the pattern, writes DECERR; 60 mixed accesses, back-pressure on B/R."""
    axil = await setup(dut)
    events = [0]
    cocotb.start_soon(count_events(dut, events))
    rng = random.Random(8)
    axil.write_if.b_channel.set_pause_generator(iter(lambda: rng.random() < 0.4, None))
    axil.read_if.r_channel.set_pause_generator(iter(lambda: rng.random() < 0.4, None))
    axil.write_if.aw_channel.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    axil.write_if.w_channel.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    n = 0
    for _ in range(60):
        addr = rng.randrange(0, 1 << 16) & ~3
        if rng.random() < 0.5:
            r = await axil.read(addr, 4)
            assert r.resp == AxiResp.DECERR, f"read {addr:#x}: {r.resp}"
            assert int.from_bytes(r.data, "little") == 0xDEC0DE00
        else:
            w = await axil.write(addr, rng.randbytes(4))
            assert w.resp == AxiResp.DECERR, f"write {addr:#x}: {w.resp}"
        n += 1
    await ClockCycles(dut.clk, 4)
    assert events[0] == n, f"{events[0]} ev_access pulses for {n} accesses"


@cocotb.test()
async def concurrent_reads_and_writes(dut) -> None:
    """Reads and writes issued together all complete (the channels are independent)."""
    axil = await setup(dut)
    ops = [cocotb.start_soon(axil.read(4 * i, 4)) for i in range(8)]
    ops += [cocotb.start_soon(axil.write(4 * i, b"\x01\x02\x03\x04")) for i in range(8)]
    for op in ops:
        res = await op
        assert res.resp == AxiResp.DECERR


def test_lp_axil_decerr() -> None:
    hdl.run("lp_axil_decerr_tb", __file__, {"ADDR_W": 16})
