"""lp_oddl: the ODDL control unit with its registers and control-port frame codec (docs/oddl.md,
testplan), on lp_oddl_regs_tb: the register block attached as the node map attaches it (passthrough CPU
interface, offsets within the block). The transmitter is a model: a slot starts every SLOT clocks and
carries a cell when tx_on was high at its decision clock (slot_on); pend_mask is driven by the test. A
monitor checks the hardware rules on every clock: tx_on never while tuning; tx_wl changes only with tx_on
low and the line drained; the model's slots are lit only while the link is up.
"""

from __future__ import annotations

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from lightpath.cell.generated import OddlMsg
from lightpath.env.cpuif import CpuifMaster
from lightpath.flow import hdl
from lightpath.model.oddl_ctl import Msg, decode, encode
from lightpath.regs import RegBank, block_regs
from lightpath.regs.lp_nic_node import BLOCKS, REGS as NODE_REGS

REGS = block_regs(NODE_REGS, BLOCKS, "oddl")   # the oddl block of the node map
SLOT = 16
ME = 1
READY, COMP = OddlMsg.READY, OddlMsg.COMPLETION
# node 1 of a 4-node HD all-reduce: partners 3 (distance 2), 0, 0, 3 on wavelengths 1, 0, 0, 1
HD4 = [(3, 3, 1), (0, 0, 0), (0, 0, 0), (3, 3, 1)]


class Env:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.regs = RegBank(CpuifMaster(dut), REGS)
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis_ctl"), dut.clk, dut.rst)
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis_ctl"), dut.clk, dut.rst)
        self.src.log.setLevel("WARNING")
        self.sink.log.setLevel("WARNING")
        self.now = 0
        self.lit_slots = 0
        self.k = 0                        # clock of the slot (0: slot_start), set at each falling edge
        self.rr_lit = False               # every slot lit (the round-robin table drives the line)
        self.tx_beat0: list[int] = []     # clocks of first beats sent
        self.rx_last: list[int] = []      # clocks of last beats received
        self._beat = 0                    # beat index of the frame leaving on m_axis_ctl

    async def start(self) -> None:
        dut = self.dut
        Clock(dut.clk, 6.4, unit="ns").start()
        dut.rst.value = 1
        dut.cfg_block.value = 0
        dut.slot_start.value = 0
        dut.slot_on.value = 0
        dut.pend_mask.value = 0
        dut.hw_start.value = 0
        dut.hw_doorbell.value = 0
        await ClockCycles(dut.clk, 4)
        dut.rst.value = 0
        cocotb.start_soon(self._slots())
        cocotb.start_soon(self._monitor())

    async def _slots(self) -> None:
        dut = self.dut
        k = 0
        lit = 0
        while True:
            await FallingEdge(dut.clk)
            k = (k + 1) % SLOT
            self.k = k
            if k == SLOT - 1:     # decision clock: the next slot carries a cell if the link is up
                lit = 1 if self.rr_lit else int(dut.tx_on.value)
            dut.slot_start.value = int(k == 0)
            if k == 0:
                dut.slot_on.value = lit
                self.lit_slots += lit

    async def _monitor(self) -> None:
        dut = self.dut
        wl = int(dut.tx_wl.value)
        line_busy = 0
        while True:
            await RisingEdge(dut.clk)
            self.now += 1
            tx_on, tuning = int(dut.tx_on.value), int(dut.tuning.value)
            assert not (tx_on and tuning), "payload allowed while tuning"
            if int(dut.slot_on.value):
                line_busy = 1
            elif int(dut.slot_start.value):
                line_busy = 0
            new = int(dut.tx_wl.value)
            if new != wl:
                assert not tx_on and not line_busy, f"wavelength {wl}->{new} changed with payload in flight"
                wl = new
            if int(dut.m_axis_ctl_tvalid.value) and int(dut.m_axis_ctl_tready.value) and self._beat == 0:
                self.tx_beat0.append(self.now)
            if int(dut.m_axis_ctl_tvalid.value) and int(dut.m_axis_ctl_tready.value):
                self._beat = 0 if int(dut.m_axis_ctl_tlast.value) else self._beat + 1
            if int(dut.s_axis_ctl_tvalid.value) and int(dut.s_axis_ctl_tlast.value):
                self.rx_last.append(self.now)

    async def table(self, steps: list[tuple[int, int, int]], me: int = ME) -> None:
        for i, (tx, rx, wl) in enumerate(steps):
            await self.regs.write_fields(f"STEP[{i}]", tx_peer=tx, rx_peer=rx, wl=wl)
        await self.regs.write_fields("JOB", addr=me, steps=len(steps))
        await self.regs.write_fields("ODDL_CTRL", en=1)

    async def recv(self, timeout: int = 2000) -> Msg:
        for _ in range(timeout):
            if not self.sink.empty():
                return decode(bytes((await self.sink.recv()).tdata))
            await ClockCycles(self.dut.clk, 1)
        raise TimeoutError("no control message from the DUT")

    async def no_msg(self, clocks: int) -> None:
        await ClockCycles(self.dut.clk, clocks)
        assert self.sink.empty(), "unexpected control message"

    async def send(self, src: int, mtype: OddlMsg, dst: int = ME, tuser: int = 0, frame: bytes | None = None) -> None:
        await self.src.send(AxiStreamFrame(frame if frame is not None else encode(src, dst, mtype), tuser=tuser))
        await self.src.wait()
        await ClockCycles(self.dut.clk, 3)

    async def status(self) -> dict[str, int]:
        v = await self.regs.read("ODDL_STATUS")
        return {n: f.extract(v) for n, f in REGS["ODDL_STATUS"].fields.items()}

    async def wait_state(self, state: int, limit: int = 5000) -> None:
        for _ in range(limit // 8):
            if (await self.status())["state"] == state:
                return
            await ClockCycles(self.dut.clk, 8)
        raise TimeoutError(f"state {state} not reached: {await self.status()}")

    async def run_step(self, tx: int, rx_next: int | None) -> None:
        """In RUN: ring the doorbell, expect previous_completion to rx_next (None: last step)."""
        await self.regs.write_fields("DOORBELL", done=1)
        if rx_next is not None:
            m = await self.recv()
            assert m == Msg(ME, rx_next, COMP), m


S_IDLE, S_TUNE, S_WAIT_CONF, S_RUN, S_DRAIN, S_WAIT_COMP, S_OFF = range(7)


async def setup(dut) -> Env:
    env = Env(dut)
    await env.start()
    await ClockCycles(dut.clk, 10)
    assert await env.regs.read("ODDL_ID") == REGS["ODDL_ID"].fields["magic"].reset
    return env


@cocotb.test()
async def hd_iteration_handshake(dut) -> None:
    """A whole 4-step HD iteration of node 1: transceiver_ready to each step's source after tuning,
    payload only after the destination's ready, previous_completion to the next step's source after
    the doorbell and the drain (held while a cell for the peer is queued), retune only on a new
    wavelength; counters, iteration and latency registers agree with what the testbench saw."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write_fields("INTR_ENABLE", done=1)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    m = await env.recv()
    assert m == Msg(ME, 3, READY)
    assert int(dut.tx_wl.value) == 1 and int(dut.tx_peer.value) == 3 and int(dut.rx_peer.value) == 3
    await env.no_msg(50)
    assert int(dut.tx_on.value) == 0 and (await env.status())["state"] == S_WAIT_CONF
    for s, (tx, rx, wl) in enumerate(HD4):
        if s > 0:
            m = await env.recv()
            assert m == Msg(ME, rx, READY), (s, m)
            assert int(dut.tx_wl.value) == wl and int(dut.tx_peer.value) == tx
        assert int(dut.tx_on.value) == 0
        await env.send(tx, READY)
        assert int(dut.tx_on.value) == 1, f"step {s}: no link after the peer's ready"
        st = await env.status()
        assert st["state"] == S_RUN and st["step"] == s and st["self_conf"] and st["dest_conf"], st
        if s == 1:   # a cell for the peer still queued: the doorbell waits for it
            dut.pend_mask.value = 1 << tx
            await env.regs.write_fields("DOORBELL", done=1)
            await env.no_msg(3 * SLOT)
            assert int(dut.tx_on.value) == 1
            dut.pend_mask.value = 0
            m = await env.recv()
            assert m == Msg(ME, HD4[s + 1][1], COMP), m
        else:
            await env.run_step(tx, HD4[s + 1][1] if s + 1 < len(HD4) else None)
            await ClockCycles(dut.clk, 4)
        assert int(dut.tx_on.value) == 0
        if s + 1 < len(HD4):
            assert (await env.status())["state"] == S_WAIT_COMP
            await env.send(HD4[s + 1][0], COMP)
    await env.wait_state(S_IDLE)
    st = await env.status()
    assert st["iters"] == 1 and not st["err"], st
    c = await env.regs.counters()
    assert c["CTL_TX"] == 4 + 3 and c["CTL_RX"] == 4 + 3, c
    assert c["STEPS"] == 4 and c["ITERS"] == 1 and c["RETUNES"] == 2, c    # 1->0 and 0->1; 0->0 none
    assert all(c[k] == 0 for k in ("CTL_RX_BAD", "CTL_RX_MISADDR", "CTL_DUP", "CTL_BAD_PEER", "TIMEOUTS")), c
    assert int(dut.irq.value) == 1
    await env.regs.write("INTR_STATUS", REGS["INTR_STATUS"].fields["done"].insert(0, 1))   # write 1 to clear
    assert int(dut.irq.value) == 0
    assert env.lit_slots > 0
    # local handshake latency (completion -> first beat of ready, tuning excluded): the last step's
    # completion arrived at rx_last[-1]; its ready's first beat is tx_beat0 of the READY after it
    last = await env.regs.read_field("HS_LOCAL", "last")
    mx = await env.regs.read_field("HS_LOCAL", "max")
    assert 0 < last <= mx, (last, mx)
    it = await env.regs.read("ITER_CYCLES")
    gap = await env.regs.read("GAP_CYCLES")
    assert 0 < gap < it, (gap, it)
    dut._log.info("HS_LOCAL last %d max %d clocks, HS_LINK last %d clocks, iteration %d clocks, gaps %d clocks",
                  last, mx, await env.regs.read_field("HS_LINK", "last"), it, gap)


@cocotb.test()
async def drain_waits_for_the_last_lit_slot(dut) -> None:
    """tx_on falls in the one clock between a slot's decision (tx_on still high: the slot is lit) and its
    start: DRAIN must not end at that slot start, only at the next dark one; the completion and the retune
    (the next step's completion already waits in its flag, wavelength 1 -> 0) come after it, never with the
    lit slot on the line (the monitor checks every clock)."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    await env.send(3, READY)
    await env.send(0, COMP)                          # step 1's destination is already done: no wait after DRAIN
    assert int(dut.tx_on.value) == 1 and (await env.status())["dest_comp"] == 1
    dut.pend_mask.value = 1 << 3                     # a cell for the peer still queued: RUN holds after the doorbell
    await env.regs.write_fields("DOORBELL", done=1)
    await ClockCycles(dut.clk, 2 * SLOT)
    assert int(dut.tx_on.value) == 1
    while env.k != SLOT - 2:                         # the clock before the decision clock
        await RisingEdge(dut.clk)
    await FallingEdge(dut.clk)                       # the decision clock (k = SLOT-1): tx_on still 1
    dut.pend_mask.value = 0                          # -> tx_on falls at the next edge: DRAIN
    lit0 = env.lit_slots
    await RisingEdge(dut.clk)
    await FallingEdge(dut.clk)                       # the slot starts, lit
    assert env.k == 0 and env.lit_slots == lit0 + 1 and int(dut.slot_on.value) == 1
    await RisingEdge(dut.clk)
    assert int(dut.tx_on.value) == 0
    await env.no_msg(SLOT - 4)                       # still draining: no completion, no retune
    assert int(dut.tx_wl.value) == 1
    assert await env.recv() == Msg(ME, 0, COMP)      # after the next slot start, which is dark
    assert await env.recv() == Msg(ME, 0, READY)     # straight on to step 1, retuned
    assert int(dut.tx_wl.value) == 0 and env.lit_slots == lit0 + 1
    await env.regs.write_fields("ODDL_CTRL", en=1, abort=1)
    await env.wait_state(S_IDLE)


async def pulse(dut, name: str) -> None:
    await FallingEdge(dut.clk)
    getattr(dut, name).value = 1
    await FallingEdge(dut.clk)
    getattr(dut, name).value = 0


@cocotb.test()
async def hardware_doorbells(dut) -> None:
    """The host's hardware doorbells (hw_start / hw_doorbell pulses: a queue engine, the emulated GPUs' DOORBELL
    op) act as ODDL_CTRL.start / DOORBELL.done: a whole HD iteration with no register write after the set-up; a
    doorbell while idle and a second start while running are counted (DOORBELL_BAD, START_REFUSED) and ignored."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write_fields("ODDL_CTRL", en=1)
    await pulse(dut, "hw_doorbell")                  # idle: no flow to end
    await ClockCycles(dut.clk, 4)
    assert (await env.status())["state"] == S_IDLE
    await pulse(dut, "hw_start")
    for s, (tx, rx, _wl) in enumerate(HD4):
        m = await env.recv()
        assert m == Msg(ME, rx, READY), (s, m)
        await env.send(tx, READY)
        assert int(dut.tx_on.value) == 1, f"step {s}: no link after the peer's ready"
        if s == 0:
            await pulse(dut, "hw_start")             # running: refused, the iteration goes on
        await pulse(dut, "hw_doorbell")
        if s + 1 < len(HD4):
            m = await env.recv()
            assert m == Msg(ME, HD4[s + 1][1], COMP), (s, m)
            await env.send(HD4[s + 1][0], COMP)
    await env.wait_state(S_IDLE)
    st = await env.status()
    assert st["iters"] == 1 and not st["err"], st
    c = await env.regs.counters()
    assert c["STEPS"] == 4 and c["ITERS"] == 1 and c["DOORBELL_BAD"] == 1 and c["START_REFUSED"] == 1, c


@cocotb.test()
async def latency_matches_testbench(dut) -> None:
    """HS_LOCAL equals the testbench's own count: from the last beat of the completion frame that
    closes a step to the first beat of the next ready frame, minus the frame's receive clock and the
    TUNE.cycles wait."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write_fields("TUNE", cycles=5)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    await env.recv()
    await env.send(3, READY)
    await env.run_step(3, 0)
    n0 = len(env.tx_beat0)
    await env.send(0, COMP)         # last condition: the completion from the next destination
    t_last = env.rx_last[-1]
    m = await env.recv()
    assert m.mtype == READY
    t_beat = env.tx_beat0[n0]
    hs = await env.regs.read_field("HS_LOCAL", "last")
    tb = t_beat - t_last - 5        # the wavelength changes 1 -> 0: TUNE.cycles = 5 excluded
    assert hs == tb - 1, (hs, tb)   # minus the clock the frame's last beat takes to become a message
    dut._log.info("completion -> transceiver_ready: %d clocks of gateware (%d ns) + %d clocks tuning",
                  tb, round(tb * 6.4), 5)


@cocotb.test()
async def early_messages_wait_in_flags(dut) -> None:
    """A ready that arrives before this node started, and a completion for a later step that arrives
    while this node is still at step 0, are kept: the node goes straight through without waiting."""
    env = await setup(dut)
    await env.table(HD4)
    await env.send(3, READY)                 # the peer started first
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    await ClockCycles(dut.clk, 4)
    assert int(dut.tx_on.value) == 1          # no wait: its ready was already there
    await env.send(0, COMP)                   # step 1's destination finished step 0 before us
    assert int(dut.tx_on.value) == 1 and (await env.status())["dest_comp"] == 1
    await env.regs.write_fields("DOORBELL", done=1)
    assert await env.recv() == Msg(ME, 0, COMP)
    assert await env.recv() == Msg(ME, 0, READY)   # straight on to step 1
    c = await env.regs.counters()
    assert c["CTL_RX"] == 2 and c["CTL_DUP"] == 0 and c["TIMEOUTS"] == 0, c
    await env.regs.write_fields("ODDL_CTRL", en=1, abort=1)
    await env.wait_state(S_IDLE)


@cocotb.test()
async def bad_control_frames_counted_and_ignored(dut) -> None:
    """Runt, wrong EtherType, reserved bit, source MAC not matching the message, MAC error, another
    node's frame, a completion from a node that is no peer, a duplicated ready: each counted in its
    counter, none changes the state; the real handshake then works."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    good = encode(3, ME, READY)
    await env.send(0, READY, frame=good[:14])                                  # runt
    await env.send(0, READY, frame=good[:12] + b"\x08\x00" + good[14:])         # IPv4 EtherType
    await env.send(0, READY, frame=good[:14] + bytes([good[14] | 0x20]) + good[15:])  # reserved bit
    await env.send(0, READY, frame=good[:11] + b"\x02" + good[12:])             # source MAC != address
    await env.send(3, READY, tuser=1)                                           # MAC (FCS) error
    await env.send(3, READY, dst=2)                                             # for node 2
    await env.send(9, COMP)                                                     # node 9: no peer
    await env.send(2, READY)                                                    # node 2: no peer either
    st = await env.status()
    assert st["state"] == S_WAIT_CONF and int(dut.tx_on.value) == 0, st
    c = await env.regs.counters()
    assert c["CTL_RX_BAD"] == 5 and c["CTL_RX_MISADDR"] == 1 and c["CTL_BAD_PEER"] == 2, c
    assert c["CTL_RX"] == 0 and c["CTL_DUP"] == 0, c
    await env.send(3, READY)
    assert int(dut.tx_on.value) == 1
    await env.send(3, READY)                  # duplicated: step 1's destination is node 0, not 3
    await env.send(0, COMP)                   # legitimate (early) completion for step 1
    await env.send(0, COMP)                   # duplicated completion
    c = await env.regs.counters()
    assert c["CTL_DUP"] == 2 and c["CTL_RX"] == 2, c
    await env.regs.write_fields("DOORBELL", done=1)
    assert await env.recv() == Msg(ME, 0, COMP)
    assert await env.recv() == Msg(ME, 0, READY)
    assert int(dut.tx_on.value) == 0          # the duplicates set nothing: step 1 waits for node 0's ready
    await env.send(0, READY)
    assert int(dut.tx_on.value) == 1
    await env.regs.write_fields("DOORBELL", done=1)
    await env.regs.write_fields("DOORBELL", done=1)   # second doorbell for the same flow
    c = await env.regs.counters()
    assert c["DOORBELL_BAD"] == 1, c
    await env.regs.write_fields("ODDL_CTRL", en=1, abort=1)
    await env.wait_state(S_IDLE)


@cocotb.test()
async def timeouts_end_the_iteration_and_restart_recovers(dut) -> None:
    """A missing ready (code 1) and a missing completion (code 2) end the iteration after TIMEOUT with
    the step in the status and the error interrupt; payload was never allowed without the ready; a
    new start after an abort (flags forgotten) runs normally: no deadlock."""
    env = await setup(dut)
    await env.table(HD4)
    await env.regs.write("TIMEOUT", 300)
    await env.regs.write_fields("INTR_ENABLE", err=1)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    await env.wait_state(S_IDLE, limit=2000)
    st = await env.status()
    assert st["err"] and st["err_code"] == 1 and st["err_step"] == 0, st
    assert int(dut.irq.value) == 1 and env.lit_slots == 0
    await env.regs.write("INTR_STATUS", REGS["INTR_STATUS"].fields["err"].insert(0, 1))   # write 1 to clear
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    await env.send(3, READY)
    await env.run_step(3, 0)
    await env.wait_state(S_IDLE, limit=2000)      # node 0 never completes its step 0
    st = await env.status()
    assert st["err"] and st["err_code"] == 2 and st["err_step"] == 0, st
    c = await env.regs.counters()
    assert c["TIMEOUTS"] == 2, c
    await env.regs.write_fields("ODDL_CTRL", en=1, abort=1)   # idle: forget any flag of the failed run
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    st = await env.status()
    assert not st["err"], st
    for s, (tx, rx, _) in enumerate(HD4):
        if s > 0:
            assert await env.recv() == Msg(ME, rx, READY)
        await env.send(tx, READY)
        await env.run_step(tx, HD4[s + 1][1] if s + 1 < len(HD4) else None)
        if s + 1 < len(HD4):
            await env.send(HD4[s + 1][0], COMP)
    await env.wait_state(S_IDLE)
    st = await env.status()
    assert not st["err"] and st["iters"] == 1, st


@cocotb.test()
async def starts_refused(dut) -> None:
    """Start with a peer equal to this node, a peer beyond MAX_NODES, a wavelength beyond the laser,
    zero steps, S-VLB on, or while running: refused, counted, error code 3 when idle; en falling while
    running aborts (code 4) and goes idle although the round robin keeps every slot lit."""
    env = await setup(dut)
    bad = [[(ME, 0, 0)], [(16, 0, 0)], [(0, 0, 8)]]
    for i, tbl in enumerate(bad):
        await env.table(tbl)
        await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
        st = await env.status()
        assert st["state"] == S_IDLE and st["err"] and st["err_code"] == 3, (i, st)
    await env.table(HD4)
    await env.regs.write_fields("JOB", addr=ME, steps=0)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    await env.regs.write_fields("JOB", addr=ME, steps=4)
    dut.cfg_block.value = 1
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    dut.cfg_block.value = 0
    await env.no_msg(20)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 3, READY)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)   # already running
    c = await env.regs.counters()
    assert c["START_REFUSED"] == 6, c
    assert (await env.status())["state"] == S_WAIT_CONF
    env.rr_lit = True                                     # mode off: the round robin lights every slot
    await env.regs.write_fields("ODDL_CTRL", en=0)             # mode off while running: aborted, idle at once
    await env.wait_state(S_IDLE, limit=200)
    st = await env.status()
    assert st["err_code"] == 4, st


@cocotb.test()
async def laser_off_between_iterations(dut) -> None:
    """laser_off while idle shuts the laser down (counted, status); the next start wakes it and waits
    TUNE.wake before the first ready; a laser_off during an iteration is taken at its end; abort in
    RUN stops payload at once (error code 4)."""
    env = await setup(dut)
    await env.table([(2, 2, 1), (2, 2, 1)])
    await env.regs.write_fields("TUNE", cycles=2, wake=200)
    await env.regs.write_fields("ODDL_CTRL", en=1, laser_off=1)
    await ClockCycles(dut.clk, 4)
    assert int(dut.laser_off.value) == 1 and (await env.status())["state"] == S_OFF
    n0 = len(env.tx_beat0)
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    t0 = env.now
    assert await env.recv() == Msg(ME, 2, READY)
    assert env.tx_beat0[n0] - t0 >= 200 and int(dut.laser_off.value) == 0
    await env.regs.write_fields("ODDL_CTRL", en=1, laser_off=1)     # deferred to the end of the iteration
    await env.send(2, READY)
    await env.run_step(2, 2)
    await env.send(2, COMP)
    assert await env.recv() == Msg(ME, 2, READY)
    await env.send(2, READY)
    assert int(dut.laser_off.value) == 0
    await env.run_step(2, None)
    await env.wait_state(S_OFF)
    c = await env.regs.counters()
    assert c["LASER_OFFS"] == 2 and c["ITERS"] == 1, c
    await env.regs.write_fields("ODDL_CTRL", en=1, start=1)
    assert await env.recv() == Msg(ME, 2, READY)
    await env.send(2, READY)
    assert int(dut.tx_on.value) == 1
    await env.regs.write_fields("ODDL_CTRL", en=1, abort=1)
    await ClockCycles(dut.clk, 2)
    assert int(dut.tx_on.value) == 0
    await env.wait_state(S_IDLE)
    st = await env.status()
    assert st["err"] and st["err_code"] == 4 and st["err_step"] == 0, st


def test_lp_oddl() -> None:
    hdl.run("lp_oddl_regs_tb", __file__, {"MAX_NODES": 16})


# A plausible bug no other case finds: DRAIN ending at any slot start, the lit one included.
DRAIN_MUTANT = ("wire logic drained   = slot_start && !slot_on;", "wire logic drained   = slot_start;")


def test_lp_oddl_drain_mutant_killed() -> None:
    """drain_waits_for_the_last_lit_slot fails on a copy of lp_oddl_cu whose DRAIN ends at a lit slot start
    (the proof tb/formal/lp_oddl_cu.sby fails on the same mutant, tb/formal/test_formal.py)."""
    srcs = hdl.mutant_sources("lp_oddl_regs_tb", "lp_oddl_cu.sv", *DRAIN_MUTANT, name="lp_oddl_cu_drained")
    with pytest.raises(AssertionError, match="changed with payload in flight"):
        hdl.run("lp_oddl_regs_tb", __file__, {"MAX_NODES": 16}, testcase="drain_waits_for_the_last_lit_slot",
                sources=srcs, tag="drained_mutant")
