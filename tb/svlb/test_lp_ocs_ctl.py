"""lp_ocs_ctl: the arbiter's OCS operations applied by the NIC, through lp_ocs_cfg's staging.

The RTL drives a clock-by-clock model of lp_ocs_cfg (lightpath.model.ocs_cfg, the one lp_ocs_cfg's own
test checks against the RTL) and sees its state, as in the NIC core. Slots start every 6 clocks.

- test_sequences: ADD from nothing switches exactly at eff and is announced from the operation on;
  the same ADD restated while it waits for eff (the arbiter's refresh) and the same ADD again once up
  are confirmations (ev_same): nothing re-staged, nothing changes; REMOVE stops committing at the next
  slot and goes down exactly at eff, and a REMOVE restated while down is a confirmation too; a move
  (ADD to another destination while up, the OCS port busy for a while) goes v = 0 at once, down at eff,
  and up to the new destination once idle; an eff already passed applies at the next slot, counted
  late; with cfg_en = 0 an operation is ignored and counted; a NOP is ignored.
- test_random: 300 random operations (ADD to random destinations, REMOVE, PIN; eff from 3 slots in the
  past to 12 ahead; the OCS port busy at random while cells are committed to it, draining once they
  are not) at random times, some arriving while the previous one is
  being applied: lp_ocs_cfg never refuses a configuration, and once the operations stop the active
  state is the last operation's target (ADD/PIN: v = up = 1 to its destination; REMOVE: v = up = 0).
  Every operation is taken or, restating the state or target, a confirmation (ev_op + ev_same = 300);
  every replaced operation is counted (ev_replaced).
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from lightpath.cell.generated import CfgOp
from lightpath.flow import hdl
from lightpath.model.ocs_cfg import M32, Inputs, Model

SLOT = 6


class Bench:
    """The DUT plus the lp_ocs_cfg model it stages, stepped one clock at a time."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.cfg = Model()
        self.ins = Inputs(slot_idx=M32 - 20)
        self.countdown = SLOT
        self.idle = 1
        self.applied: list[tuple[int, int, int, int]] = []   # (slot, v, up, dst) at each change
        self.refused = self.late = 0
        self.ev = {"ev_op": 0, "ev_replaced": 0, "ev_ignored": 0, "ev_same": 0}
        self.armed_ann: list[tuple[int, int]] = []            # (slot, dst) while an up is armed

    async def reset(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        d.rst.value = 1
        d.cfg_en.value = 1
        self.op(0, CfgOp.NOP, 0, 0)
        self.drive_state()
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0

    def op(self, v: int, op: int, dst: int, eff: int) -> None:
        d = self.dut
        d.op_v.value = v
        d.op.value = int(op)
        d.op_dst.value = dst
        d.op_eff.value = eff & M32

    def drive_state(self) -> None:
        d = self.dut
        d.cur_v.value = self.cfg.v
        d.cur_up.value = self.cfg.up
        d.cur_dst.value = self.cfg.dst
        d.idle.value = self.idle
        d.clr_arm.value = self.cfg.ev["clr_arm"]

    async def tick(self) -> None:
        """One clock: the model of lp_ocs_cfg sees the DUT's staging of this clock."""
        d, i = self.dut, self.ins
        self.countdown -= 1
        i.slot_start = int(self.countdown == 0)
        if self.countdown == 0:
            self.countdown = SLOT
            i.slot_idx = (i.slot_idx + 1) & M32
        await ReadOnly()
        i.arm, i.now, i.at = int(d.st_arm.value), int(d.st_now.value), int(d.st_at.value)
        i.v, i.up, i.dst, i.idle = int(d.st_v.value), int(d.st_up.value), int(d.st_dst.value), self.idle
        if i.arm and i.v and i.up:
            self.armed_ann.append((i.slot_idx, i.dst))
        await RisingEdge(d.clk)
        await ReadOnly()
        for k in self.ev:
            self.ev[k] += int(getattr(d, k).value)
        was = (self.cfg.v, self.cfg.up, self.cfg.dst)
        self.cfg.step(i)
        if (self.cfg.v, self.cfg.up, self.cfg.dst) != was:
            self.applied.append((i.slot_idx, self.cfg.v, self.cfg.up, self.cfg.dst))
        self.refused += self.cfg.ev["ev_refused"]
        self.late += self.cfg.ev["ev_late"]
        await FallingEdge(d.clk)
        self.op(0, CfgOp.NOP, 0, 0)
        self.drive_state()

    async def send(self, op: int, dst: int, eff: int) -> None:
        self.op(1, op, dst, eff)
        await self.tick()

    async def run(self, clocks: int) -> None:
        for _ in range(clocks):
            await self.tick()

    async def settle(self, limit: int = 400) -> None:
        for _ in range(limit):
            await self.tick()
            if not int(self.dut.busy.value):
                return
        raise TimeoutError("lp_ocs_ctl stayed busy")

    @property
    def slot(self) -> int:
        return self.ins.slot_idx

    @property
    def state(self) -> tuple[int, int, int]:
        return self.cfg.v, self.cfg.up, self.cfg.dst


@cocotb.test()
async def test_sequences(dut) -> None:
    b = Bench(dut)
    await b.reset()
    await b.run(10)
    # ADD 3 from nothing: exactly at eff, announced from the operation until then
    eff = (b.slot + 6) & M32
    await b.send(CfgOp.ADD, 3, eff)
    await b.run(2 * SLOT)
    await b.send(CfgOp.ADD, 3, eff)          # restated while it waits for eff: a confirmation
    assert b.ev["ev_same"] == 1 and b.ev["ev_op"] == 1 and b.ev["ev_replaced"] == 0, b.ev
    await b.settle()
    assert b.state == (1, 1, 3) and b.applied == [(eff, 1, 1, 3)], b.applied
    ann = sorted({s for s, dst in b.armed_ann if dst == 3})
    assert (eff - ann[0]) & M32 >= 5 and [(eff - a) & M32 for a in ann] == list(range(len(ann) - 1, -1, -1)), (eff, ann)
    # the same ADD again once up (any eff): a confirmation, nothing staged or changed
    await b.send(CfgOp.ADD, 3, b.slot - 3)
    await b.settle()
    assert b.state == (1, 1, 3) and len(b.applied) == 1 and b.ev["ev_same"] == 2 and b.late == 0
    # REMOVE: v = 0 at the next slot, up = 0 exactly at eff
    eff = (b.slot + 8) & M32
    await b.send(CfgOp.REMOVE, 3, eff)
    await b.settle()
    assert b.state[:2] == (0, 0), b.state
    (s1, *st1), (s2, *st2) = b.applied[-2:]
    assert st1 == [0, 1, 3] and (eff - s1) & M32 >= 6 and (s2, st2) == (eff, [0, 0, 3]), b.applied
    n0 = len(b.applied)
    await b.send(CfgOp.REMOVE, 0, b.slot - 5)   # restated while down: a confirmation
    await b.settle()
    assert len(b.applied) == n0 and b.ev["ev_same"] == 3, (b.applied, b.ev)
    # a move while up, the OCS port busy: v = 0 at once, down at eff, up to 2 once idle
    await b.send(CfgOp.ADD, 3, b.slot + 2)
    await b.settle()
    n0 = len(b.applied)
    b.idle = 0
    eff = (b.slot + 5) & M32
    await b.send(CfgOp.ADD, 2, eff)
    await b.run(8 * SLOT)
    b.idle = 1
    await b.settle()
    steps = [(v, up, d) for _, v, up, d in b.applied[n0:]]
    assert steps == [(0, 1, 3), (0, 0, 3), (1, 1, 2)], b.applied[n0:]
    assert b.applied[n0 + 1][0] == eff and b.refused == 0, b.applied
    # an effective slot already passed: applied at the next slot, counted late
    late0 = b.late
    await b.send(CfgOp.REMOVE, 2, b.slot - 3)
    await b.settle()
    await b.send(CfgOp.ADD, 1, b.slot - 2)
    await b.settle()
    assert b.state == (1, 1, 1) and b.late == late0 + 2, (b.state, b.late)
    await b.send(CfgOp.REMOVE, 1, b.slot - 2)
    await b.settle()
    assert b.state[:2] == (0, 0) and b.late == late0 + 3, (b.state, b.late)
    # disabled: ignored and counted; a NOP is never an operation
    ops = b.ev["ev_op"]
    dut.cfg_en.value = 0
    await b.send(CfgOp.ADD, 1, b.slot + 2)
    await b.run(4 * SLOT)
    dut.cfg_en.value = 1
    await b.send(CfgOp.NOP, 1, b.slot + 2)
    await b.run(4 * SLOT)
    assert b.state[:2] == (0, 0) and b.ev["ev_op"] == ops and b.ev["ev_ignored"] == 2, b.ev
    assert b.refused == 0


@cocotb.test()
async def test_random(dut) -> None:
    rng = random.Random(9)
    b = Bench(dut)
    await b.reset()
    await b.run(10)
    target: tuple[int, int, int | None] = (0, 0, None)
    for k in range(300):
        op = rng.choice([CfgOp.ADD, CfgOp.ADD, CfgOp.PIN, CfgOp.REMOVE])
        dst = rng.randrange(5)
        await b.send(op, dst, b.slot + rng.randint(-3, 12))
        target = (0, 0, None) if op == CfgOp.REMOVE else (1, 1, dst)
        for _ in range(rng.choice([1, 5, 20, 80])):
            # the OCS port is busy only while cells are committed to it (v = 1); with v = 0 it drains
            if b.cfg.v and rng.random() < 0.1:
                b.idle = int(rng.random() < 0.7)
            elif not b.cfg.v and not b.idle and rng.random() < 0.1:
                b.idle = 1
            await b.tick()
        if k % 25 == 24 or k == 299:   # let it finish, then check
            b.idle = 1
            await b.settle()
            got = b.state
            assert got[:2] == target[:2] and (target[2] is None or got[2] == target[2]), (k, got, target)
    assert b.refused == 0, b.refused
    assert b.ev["ev_op"] + b.ev["ev_same"] == 300 and b.ev["ev_replaced"] > 0 and b.ev["ev_same"] > 0, b.ev
    dut._log.info("random: %s, %d configurations applied, %d late", b.ev, len(b.applied), b.late)


def test_lp_ocs_ctl() -> None:
    hdl.run("lp_ocs_ctl", __file__)
