"""lp_axis_reg_slice: beat order and sideband preserved, AXI-Stream rules, one beat per cycle."""

from __future__ import annotations

import random
from collections import deque
from typing import NamedTuple

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge
from cocotb.types import Logic

from lightpath.flow import hdl

FIELDS = ("tdata", "tkeep", "tlast", "tuser", "tdest", "tid")


class Beat(NamedTuple):
    tdata: int
    tkeep: int
    tlast: int
    tuser: int
    tdest: int
    tid: int


def as_int(handle) -> int:
    """Unsigned value of a port; 1-bit ports are Logic, wider ones LogicArray."""
    value = handle.value
    return int(value) if isinstance(value, Logic) else value.to_unsigned()


class Bench:
    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        data_w = int(dut.DATA_W.value)
        self.widths = {
            "tdata": data_w,
            "tkeep": data_w // 8,
            "tlast": 1,
            "tuser": int(dut.USER_W.value),
            "tdest": int(dut.DEST_W.value),
            "tid": int(dut.ID_W.value),
        }
        self.rng = random.Random(seed)
        self.sent: deque[Beat] = deque()
        self.n_sent = 0
        self.n_received = 0
        self.p_valid = 1.0
        self.p_ready = 1.0
        self.accepts: list[int] = []  # cycle numbers of accepted output beats

    def random_beat(self) -> Beat:
        return Beat(*(self.rng.getrandbits(self.widths[f]) for f in FIELDS))

    def drive(self, beat: Beat | None) -> None:
        self.dut.s_axis_tvalid.value = int(beat is not None)
        if beat is not None:
            for f in FIELDS:
                getattr(self.dut, f"s_axis_{f}").value = getattr(beat, f)

    async def source(self, n_beats: int) -> None:
        """AXI-Stream master: once tvalid is high, hold the beat until tready."""
        dut = self.dut
        beat: Beat | None = None
        while self.n_sent < n_beats or beat is not None:
            if beat is None and self.n_sent < n_beats and self.rng.random() < self.p_valid:
                beat = self.random_beat()
            self.drive(beat)
            await ReadOnly()
            if beat is not None and dut.s_axis_tready.value:
                self.sent.append(beat)
                self.n_sent += 1
                beat = None
            await RisingEdge(dut.clk)
        self.drive(None)

    async def sink(self) -> None:
        """AXI-Stream slave with random tready; checks order, fields and output stability."""
        dut = self.dut
        stalled: Beat | None = None  # output beat presented but not taken last cycle
        cycle = 0
        while True:
            dut.m_axis_tready.value = int(self.rng.random() < self.p_ready)
            await ReadOnly()
            if dut.m_axis_tvalid.value:
                got = Beat(*(as_int(getattr(dut, f"m_axis_{f}")) for f in FIELDS))
                if stalled is not None:
                    assert got == stalled, "m_axis payload changed while stalled"
                if dut.m_axis_tready.value:
                    assert self.sent, "output beat that was never sent"
                    expected = self.sent.popleft()
                    assert got == expected, f"beat {self.n_received}: got {got}, expected {expected}"
                    self.n_received += 1
                    self.accepts.append(cycle)
                    stalled = None
                else:
                    stalled = got
            else:
                assert stalled is None, "m_axis_tvalid dropped before the beat was taken"
            await RisingEdge(dut.clk)
            cycle += 1


async def start(dut, seed: int) -> Bench:
    Clock(dut.clk, 4.0, unit="ns").start()
    dut.rst.value = 1
    dut.s_axis_tvalid.value = 0
    dut.m_axis_tready.value = 0
    await ClockCycles(dut.clk, 3)
    await ReadOnly()
    assert not dut.m_axis_tvalid.value, "no output in reset"
    await RisingEdge(dut.clk)
    dut.rst.value = 0
    return Bench(dut, seed)


@cocotb.test()
async def random_handshakes(dut) -> None:
    """Random tvalid/tready mixes: every beat arrives once, in order, with all sideband fields."""
    b = await start(dut, seed=int(dut.DATA_W.value))
    sink = cocotb.start_soon(b.sink())
    total = 0
    for p_valid, p_ready in ((0.5, 0.5), (1.0, 0.3), (0.3, 1.0), (0.9, 0.9), (1.0, 0.5)):
        b.p_valid, b.p_ready = p_valid, p_ready
        total += 1000
        await b.source(total)
    b.p_ready = 1.0
    await ClockCycles(dut.clk, 5)
    assert b.n_received == total and not b.sent
    sink.cancel()


@cocotb.test()
async def full_throughput(dut) -> None:
    """tvalid and tready always high: after the first beat, one beat leaves every cycle."""
    b = await start(dut, seed=1)
    sink = cocotb.start_soon(b.sink())
    n = 300
    await b.source(n)
    await ClockCycles(dut.clk, 5)
    assert b.n_received == n
    first = b.accepts[0]
    assert b.accepts == list(range(first, first + n)), "a bubble appeared with continuous valid/ready"
    sink.cancel()


@cocotb.test()
async def ready_is_registered(dut) -> None:
    """s_axis_tready does not react combinationally to m_axis_tready (it is a flop output)."""
    b = await start(dut, seed=2)
    dut.m_axis_tready.value = 0
    b.drive(b.random_beat())
    await ClockCycles(dut.clk, 3)  # main and skid fill: tready low
    dut.s_axis_tvalid.value = 0
    await ReadOnly()
    assert not dut.s_axis_tready.value, "two beats stored, input must stall"
    await RisingEdge(dut.clk)
    dut.m_axis_tready.value = 1
    await ReadOnly()
    assert not dut.s_axis_tready.value, "tready must not follow m_axis_tready in the same cycle"
    await RisingEdge(dut.clk)
    await ReadOnly()
    assert dut.s_axis_tready.value, "tready returns one cycle after the skid drains"


@pytest.mark.parametrize("data_w,user_w,dest_w,id_w", [(64, 1, 8, 1), (8, 5, 1, 3)])
def test_lp_axis_reg_slice(data_w: int, user_w: int, dest_w: int, id_w: int) -> None:
    hdl.run("lp_axis_reg_slice", __file__, {"DATA_W": data_w, "USER_W": user_w, "DEST_W": dest_w, "ID_W": id_w})
