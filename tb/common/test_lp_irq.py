"""lp_irq: sticky status bits set by every kind of source (pulse, rising edge, falling edge) and by the
test input, cleared by a W1C write through the external-register port (acknowledged in the same
cycle), an event in the clock of its clear wins; the line is the registered |(status & enable); reset
clears everything. Directed cases, then a random run against a reference model."""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from lightpath.flow import hdl

N = 6
RISE = 0b000100   # bit 2: a level, its rising edge is the event
FALL = 0b001000   # bit 3: a level, its falling edge is the event
MASK = (1 << N) - 1


def idle(dut) -> None:
    dut.src.value = 0
    dut.test.value = 0
    dut.enable.value = 0
    dut.reg_req.value = 0
    dut.reg_req_is_wr.value = 0
    dut.reg_wr_data.value = 0
    dut.reg_wr_biten.value = 0


async def start(dut) -> None:
    Clock(dut.clk, 6.4, unit="ns").start()
    idle(dut)
    dut.rst.value = 1
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0


async def step(dut) -> None:
    """One clock: inputs set before the call take effect at its rising edge; returns after the edge
    (outputs settled) on the next falling edge."""
    await FallingEdge(dut.clk)


def status(dut) -> int:
    return int(dut.status.value)


async def w1c(dut, data: int, biten: int = MASK) -> None:
    dut.reg_req.value = 1
    dut.reg_req_is_wr.value = 1
    dut.reg_wr_data.value = data
    dut.reg_wr_biten.value = biten
    await ReadOnly()
    assert int(dut.reg_wr_ack.value) == 1 and int(dut.reg_rd_ack.value) == 0
    await step(dut)
    dut.reg_req.value = 0
    dut.reg_req_is_wr.value = 0


@cocotb.test()
async def each_source_sets_its_bit(dut) -> None:
    await start(dut)
    for b in range(N):
        if (RISE | FALL) >> b & 1:
            continue
        dut.src.value = 1 << b          # a pulse source: one cycle high
        await step(dut)
        dut.src.value = 0
        await step(dut)
        assert status(dut) == 1 << b, b
        await w1c(dut, 1 << b)
        await step(dut)
        assert status(dut) == 0, b
    # rising-edge source: high for many cycles sets once; clearing while high keeps it clear
    dut.src.value = RISE
    await step(dut)
    await step(dut)
    assert status(dut) == RISE
    await w1c(dut, RISE)
    for _ in range(3):
        await step(dut)
    assert status(dut) == 0
    dut.src.value = 0                   # a falling edge of a rising-edge source is no event
    await step(dut)
    await step(dut)
    assert status(dut) == 0
    # falling-edge source: rising is no event, falling is
    dut.src.value = FALL
    await step(dut)
    await step(dut)
    assert status(dut) == 0
    dut.src.value = 0
    await step(dut)
    await step(dut)
    assert status(dut) == FALL


@cocotb.test()
async def test_input_sets_and_enable_masks_the_line(dut) -> None:
    await start(dut)
    dut.test.value = 0b010001
    await step(dut)
    dut.test.value = 0
    await step(dut)
    assert status(dut) == 0b010001
    assert int(dut.irq.value) == 0                 # nothing enabled
    dut.enable.value = MASK & ~0b010001
    for _ in range(3):
        await step(dut)
        assert int(dut.irq.value) == 0             # enabled bits are clear
    dut.enable.value = 0b010000
    await step(dut)
    assert int(dut.irq.value) == 1
    await w1c(dut, 0b010000)
    assert int(dut.irq.value) == 1 and status(dut) == 0b000001   # the line falls one clock after the bit
    await step(dut)
    assert int(dut.irq.value) == 0
    dut.test.value = 0b010000                      # registered: the line rises one clock after the bit
    await step(dut)
    dut.test.value = 0
    assert status(dut) == 0b010001 and int(dut.irq.value) == 0
    await step(dut)
    assert int(dut.irq.value) == 1
    await w1c(dut, 0b000001)                       # the enabled bit stays set: the line stays up
    await step(dut)
    assert int(dut.irq.value) == 1 and status(dut) == 0b010000
    await w1c(dut, 0b010000)
    await step(dut)
    assert int(dut.irq.value) == 0 and status(dut) == 0


@cocotb.test()
async def w1c_clears_only_written_ones(dut) -> None:
    await start(dut)
    dut.test.value = MASK
    await step(dut)
    dut.test.value = 0
    await w1c(dut, 0b000011, biten=0b000001)       # bit 1 is not byte-enabled
    assert status(dut) == MASK & ~0b000001
    await w1c(dut, 0)                              # writing 0 leaves every bit
    assert status(dut) == MASK & ~0b000001
    dut.reg_req.value = 1                          # a read: acknowledged, clears nothing
    dut.reg_req_is_wr.value = 0
    dut.reg_wr_data.value = MASK
    await ReadOnly()
    assert int(dut.reg_rd_ack.value) == 1 and int(dut.reg_wr_ack.value) == 0
    await step(dut)
    dut.reg_req.value = 0
    assert status(dut) == MASK & ~0b000001
    await w1c(dut, MASK)
    assert status(dut) == 0


@cocotb.test()
async def event_in_the_clock_of_its_clear_is_kept(dut) -> None:
    await start(dut)
    dut.test.value = 0b000011
    await step(dut)
    dut.test.value = 0
    dut.src.value = 0b000001                       # pulse on bit 0 while bits 0 and 1 are cleared
    await w1c(dut, 0b000011)
    dut.src.value = 0
    assert status(dut) == 0b000001
    dut.test.value = 0b000010                      # same for the test input
    await w1c(dut, 0b000011)
    dut.test.value = 0
    assert status(dut) == 0b000010


@cocotb.test()
async def reset_clears(dut) -> None:
    await start(dut)
    dut.test.value = MASK
    dut.enable.value = MASK
    await step(dut)
    dut.test.value = 0
    await step(dut)
    assert status(dut) == MASK and int(dut.irq.value) == 1
    dut.rst.value = 1
    await step(dut)
    dut.rst.value = 0
    assert status(dut) == 0 and int(dut.irq.value) == 0


@cocotb.test()
async def random_against_model(dut) -> None:
    await start(dut)
    rng = random.Random(11)
    st, prev, irq = 0, 0, 0
    for cycle in range(3000):
        lvl = RISE | FALL                          # levels change now and then, pulses are sparse
        pulses = rng.getrandbits(N) & ~lvl if rng.random() < 0.3 else 0
        src = pulses | ((prev if rng.random() < 0.8 else rng.getrandbits(N)) & lvl)
        test = rng.getrandbits(N) if rng.random() < 0.05 else 0
        en = rng.getrandbits(N) if rng.random() < 0.1 else int(dut.enable.value)
        wr = rng.random() < 0.3
        data, biten = rng.getrandbits(N), rng.getrandbits(N)
        dut.src.value, dut.test.value, dut.enable.value = src, test, en
        dut.reg_req.value, dut.reg_req_is_wr.value = int(wr), int(wr)
        dut.reg_wr_data.value, dut.reg_wr_biten.value = data, biten
        ev = (src & ~(RISE | FALL)) | (RISE & src & ~prev) | (FALL & ~src & prev)
        clr = data & biten if wr else 0
        irq = int(bool(st & en))
        st = (st & ~clr) | ev | test
        prev = src
        await step(dut)
        assert status(dut) == st, cycle
        assert int(dut.irq.value) == irq, cycle


def test_lp_irq() -> None:
    hdl.run("lp_irq", __file__, {"N": N, "RISE": RISE, "FALL": FALL})
