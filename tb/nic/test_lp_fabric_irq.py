"""The NIC's interrupt line end to end through the register port (block irq of the node map, lp_irq in
lp_nic_core, docs/nic.md "Interrupt"), on the shared 4-node fabric build: the laser fault input of a
NIC sets IRQ_STATUS.laser_fault and, enabled, raises its line (nX_nic_irq, the core's irq output);
IRQ_RAW shows the level; a W1C write clears the bit and drops the line although the fault is still high
(its edge is the event); IRQ_TEST sets a bit that IRQ_ENABLE masks; the arbiter's NIC core (node 0,
through lp_arbiter's irq_nic) has the same line."""

from __future__ import annotations

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.env.fabric import FABRIC4_PARAMS, Fabric
from lightpath.flow import hdl
from lightpath.regs.lp_nic_node import REGS

STATUS = REGS["IRQ_STATUS"].fields
ALL = sum(f.mask for f in STATUS.values())


def line(dut, n: int) -> int:
    return int(getattr(dut, f"n{n}_nic_irq").value)


@cocotb.test()
async def laser_fault_raises_the_line(dut) -> None:
    fab = Fabric(dut, 4)
    await fab.start()
    await ClockCycles(dut.clk, 4)
    regs = fab.nodes[1].regs
    assert await regs.read("IRQ_ENABLE") == 0 and line(dut, 1) == 0
    await regs.write("IRQ_STATUS", ALL)             # whatever start-up set (the lock of time sync: none yet)
    assert await regs.read("IRQ_STATUS") == 0
    await regs.write_fields("IRQ_ENABLE", laser_fault=1)
    dut.n1_laser_fault.value = 1
    await ClockCycles(dut.clk, 8)                   # synchroniser, edge, status, line
    assert line(dut, 1) == 1 and all(line(dut, n) == 0 for n in (0, 2, 3))
    assert await regs.read("IRQ_STATUS") == STATUS["laser_fault"].mask
    assert await regs.read_field("IRQ_RAW", "laser_fault") == 1
    await regs.write("IRQ_STATUS", STATUS["laser_fault"].mask)   # ack while the fault is still high
    await ClockCycles(dut.clk, 2)
    assert line(dut, 1) == 0 and await regs.read("IRQ_STATUS") == 0
    dut.n1_laser_fault.value = 0
    await ClockCycles(dut.clk, 8)
    assert await regs.read_field("IRQ_RAW", "laser_fault") == 0 and await regs.read("IRQ_STATUS") == 0


@cocotb.test()
async def test_register_and_enable(dut) -> None:
    fab = Fabric(dut, 4)
    await fab.start()
    for n in (0, 2):                                # the arbiter's NIC core and a NIC
        regs = fab.nodes[n].regs
        await regs.write("IRQ_STATUS", ALL)
        await regs.write("IRQ_TEST", STATUS["host"].mask)
        await ClockCycles(dut.clk, 2)
        assert await regs.read("IRQ_STATUS") == STATUS["host"].mask and await regs.read("IRQ_TEST") == 0
        assert line(dut, n) == 0                    # not enabled
        await regs.write_fields("IRQ_ENABLE", rx_err=1)
        await ClockCycles(dut.clk, 2)
        assert line(dut, n) == 0                    # another source's enable
        await regs.write_fields("IRQ_ENABLE", host=1)
        await ClockCycles(dut.clk, 2)
        assert line(dut, n) == 1
        await regs.write("IRQ_STATUS", STATUS["host"].mask)
        await ClockCycles(dut.clk, 2)
        assert line(dut, n) == 0


def test_lp_fabric_irq() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
