"""lp_ocs_cfg: the NIC's OCS circuit configuration, switched at an effective slot.

A clock-by-clock model of the block is compared with the RTL on every clock (active configuration,
ocs_up with the link, the arm clear, every event) under random stimulus: slot starts every 4 to 9
clocks with a global slot index that wraps through 2^32, staged configurations armed with an
effective slot in the past, now or up to 6 slots ahead (or `now`), random destinations, the link
toggling and the drain state (`idle`) random. The arm bit behaves as the register's hwclr does.
The announcement (ann_v/ann_dst: a configuration opening a circuit armed and not yet applied) is
compared on every clock too. The run must have seen every case: applied exactly at `at` (checked
against the slot index in which the configuration changed), late, `now`, refused, link lost, announced.
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from lightpath.flow import hdl
from lightpath.model.ocs_cfg import EVENTS, M32, Inputs, Model


@cocotb.test()
async def test_random(dut) -> None:
    rng = random.Random(5)
    Clock(dut.clk, 4, unit="ns").start()
    ins = Inputs(slot_idx=M32 - 40)
    names = {"slot_start": "slot_start", "slot_idx": "slot_idx", "arm": "cfg_arm", "now": "cfg_now",
             "at": "cfg_at", "v": "cfg_v", "up": "cfg_up", "dst": "cfg_dst", "link": "link", "idle": "idle"}

    def drive() -> None:
        for k, sig in names.items():
            getattr(dut, sig).value = getattr(ins, k)

    drive()
    dut.rst.value = 1
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    model = Model()
    seen = dict(exact=0, late=0, now=0, refused=0, link_lost=0, announced=0)
    countdown = 5
    for _ in range(30_000):
        # inputs for the coming edge
        countdown -= 1
        ins.slot_start = int(countdown == 0)
        if countdown == 0:   # the index of the slot starting comes with the pulse (lp_tsync_slave)
            countdown = rng.randint(4, 9)
            ins.slot_idx = (ins.slot_idx + 1) & M32
        if not ins.arm and rng.random() < 0.02:
            ins.arm = 1
            ins.now = int(rng.random() < 0.2)
            ins.at = (ins.slot_idx + rng.randint(-2, 6)) & M32
            ins.v, ins.up = rng.choice([(1, 1), (0, 1), (0, 0), (1, 0)])
            ins.dst = rng.choice([model.dst, model.dst, rng.randrange(256)])
        if rng.random() < 0.01:
            ins.link ^= 1
        if rng.random() < 0.05:
            ins.idle = int(rng.random() < 0.6)
        drive()
        await RisingEdge(dut.clk)
        await ReadOnly()
        was = (model.v, model.up, model.dst)
        model.step(ins)
        got = (int(dut.ocs_v.value), int(dut.st_up.value), int(dut.ocs_dst.value))
        assert got == (model.v, model.up, model.dst), (ins, got, model.__dict__)
        assert int(dut.ocs_up.value) == (model.up & ins.link), ins
        assert int(dut.ann_v.value) == model.ann_v, ("ann_v", ins)
        if model.ann_v:
            assert int(dut.ann_dst.value) == model.ann_dst, ("ann_dst", ins)
            seen["announced"] += 1
        for e in EVENTS:
            assert int(getattr(dut, e).value) == model.ev[e], (e, ins, model.ev)
        if model.ev["ev_applied"]:
            if ins.now:
                seen["now"] += 1
            elif model.ev["ev_late"]:
                seen["late"] += 1
            else:
                assert ins.slot_idx == ins.at
                seen["exact"] += int((model.v, model.up, model.dst) != was)
        seen["refused"] += model.ev["ev_refused"]
        seen["link_lost"] += model.ev["ev_link_lost"]
        await FallingEdge(dut.clk)
        if model.ev["clr_arm"]:
            ins.arm = 0   # the register's hwclr
    dut._log.info("cases seen: %s", seen)
    assert all(v > 0 for v in seen.values()), seen


def test_lp_ocs_cfg() -> None:
    hdl.run("lp_ocs_cfg", __file__)
