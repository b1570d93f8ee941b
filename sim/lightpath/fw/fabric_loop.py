"""The arbiter firmware in the loop on the Verilated 4-node fabric (lp_fabric4, node 0 = lp_arbiter):
bring-up and the MEPC control loop, shared by the firmware-in-the-loop test (tb/firmware/test_fw_cosim.py)
and the fault campaign (lightpath.faults).

bring_up() boots node 0 with the firmware's C code (lp_boot: identity, slot timing, round-robin table,
time-sync master, CDR training; lp_arb: the arbiter's parameters and the keeper's refresh), brings
nodes 1..3 up as their own firmware would (lightpath.env.fabric.Fabric.configure), enables every NIC's
OCS requests and opens the WSS through the LWSP device emulator, wired to the firmware's WSS port
through the co-simulation's serial hooks (a reply that does not come costs the driver's timeout in
simulated time, lightpath.fw.cosim). FwLoop runs lp_mepc_run in a cocotb
bridge thread and mirrors the emulator's committed paths into the fabric's WSS model."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import cocotb
from cocotb.task import Task
from cocotb.triggers import ClockCycles

from lightpath.env.fabric import NUM_WL, Fabric
from lightpath.fw import host
from lightpath.fw.cosim import FirmwareCosim
from lightpath.fw.wss_emu import WssEmulator
from lightpath.model import rrtable
from lightpath.regs import RegBank

N = 4
GUARD = 16          # S-VLB: guard + preamble cover the DRAM queues' answer time (as test_lp_arbiter)
LEAD = 48           # the S-VLB lead rule for these queue settings (docs/svlb.md; test_lp_arbiter)
AGE, CAP, Q_CELLS, JOB, SVC = 6, 4, 2, 7, 1
REFRESH = 4         # PARAM.refresh: the keeper restates every node's configuration every 4 cycles
WSS_US, IRQ_US = 10, 5   # budgets: the WSS answers in no simulated time here (lightpath.fw.cosim) ...
WSS_TIMEOUT_US, WSS_RETRIES = 1, 2   # ... so the driver's reply timeout (simulated time) can be short:
# a change that times out (its command, the ABORT after it, the add alone's ABORT: three exchanges of
# WSS_RETRIES + 1 attempts) ends within WSS_US, and the KILL of its circuit reaches the NIC before eff
assert 3 * (WSS_RETRIES + 1) * WSS_TIMEOUT_US < WSS_US
TRAIN_CYCLES = 3    # round-robin cycles of idle cells (Fabric.configure's default)
LOCK_US = 3000      # time-sync deadline: Fabric.wait_locked's 400 000 clocks of 6.4 ns, rounded up
LEARN_US = 100      # CDR deadline once the training time is over
IN, OUT = [0, 1, 2, 3], [4, 5, 6, 7]   # WSS input port of node n's OCS transmitter, output to its receiver
SVLB = {"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}}


@dataclass
class FwFabric:
    """The fabric with node 0's firmware, the WSS emulator and the driver the firmware uses on it."""

    dut: Any
    fab: Fabric
    fw: FirmwareCosim
    emu: WssEmulator
    wss: host.Wss
    mepc: host.Mepc
    slot_ps: int       # the firmware's slot length
    cycle: int         # round-robin cycle in slots (the table's length)
    reconf: int        # RECONF_SLOTS as the firmware set it

    def close(self) -> None:
        self.wss.close()
        self.emu.close()

    async def nic_setup(self, n: int) -> None:
        """Node n's arbiter and OCS settings, as its firmware writes them after its bring-up: the arbiter
        is node 0 (fake cells in its slots), and nodes 1.. ask it for circuits and take its operations."""
        r = self.fab.nodes[n].regs
        await r.write_fields("ARBITER", node_id=0, fake_en=1)
        if n:
            await r.write_fields("OCS_REQ", en=1, q=Q_CELLS, job=JOB, svc=SVC)
            await r.write_fields("SVLB_OCS", from_arb=1, tx_link=0)

    def arb_cfg(self) -> host.ArbCfg:
        """The arbiter's parameters as the firmware boots it (lp_boot_arb)."""
        return host.ArbCfg(N, AGE, CAP, self.cycle, LEAD, WSS_US, IRQ_US, REFRESH)

    def wss_dst(self, n: int) -> int | None:
        """The node the emulator's committed map sends node n's OCS light to (None: dark)."""
        o = self.emu.snapshot().get((IN[n], 0))
        return OUT.index(o) if o in OUT else None


async def bring_up(dut: Any, wss_timeout_us: int = WSS_TIMEOUT_US, wss_retries: int = WSS_RETRIES) -> FwFabric:
    """Start the clock and reset, then bring the fabric up with node 0's firmware in the loop (the module
    docstring); every step's result is checked as the firmware-in-the-loop test states it."""
    fab = Fabric(dut, N)
    await fab.start()
    assert fab.arb is not None
    emu = WssEmulator(ports=8, wls=2, reconf_ms=1.0, pty=False)
    wss = host.Wss(None, timeout_ms=1, retries=wss_retries, timeout_us=wss_timeout_us)
    fw = FirmwareCosim(dut, {host.BLK_NIC: fab.nodes[0].regs.bus, host.BLK_ARB: fab.arb.bus}, dut.n0_irq,
                       {host.SER_WSS: emu})
    fw.install()
    try:
        rc, code = await fw.call(host.boot_nic, 0, N, NUM_WL, GUARD)
        assert (rc, code) == (host.OK, 0), (host.strerror(rc), code)
        # the table the firmware wrote (RR_TABLE is write-only: the words come from the same C function)
        want = [rrtable.reg_word(e) for e in rrtable.generate(N, NUM_WL)[0]]
        assert host.rr_cyclic(0, N) == want
        assert await fab.nodes[0].regs.read_field("RR_STATUS", "active_len") == len(want)
        assert await fab.nodes[0].regs.read_field("SLOT_TIMING", "guard") == GUARD
        assert await fab.nodes[0].regs.read_field("NODE", "num_ports") == N
        slot = await fw.call(host.slot_ps, GUARD, 0)

        async def fw_sync() -> None:
            rc = await fw.call(host.boot_tsync_master, 0, N, LOCK_US)
            assert rc == host.OK, host.strerror(rc)

        async def fw_train() -> None:
            rc = await fw.call(host.boot_cdr_train, 0, N, TRAIN_CYCLES, slot, LEARN_US)
            assert rc == host.OK, host.strerror(rc)

        await fab.configure(guard=GUARD, svlb=SVLB, fw_nodes=(0,), fw_sync=fw_sync, fw_train=fw_train,
                            train_cycles=TRAIN_CYCLES)
        # the master's settings are the firmware's, the acquiring period back at its reset value
        r0 = fab.nodes[0].regs
        assert await r0.read("TSM_NODE_MASK") == (1 << N) - 2
        assert await r0.read("TSM_PERIOD") == r0.reg("TSM_PERIOD").fields["cycles"].reset
        assert await r0.read_field("CTRL", "idle_cells") == 0 and await r0.read_field("CTRL", "tx_en") == 1
        for src in range(1, N):   # the firmware's training taught node 0 every source's phase
            await r0.write("CDR_DBG_SEL", src)
            assert await r0.read_field("CDR_STATUS", "dbg_known") == 1, src
        for n in range(1, N):     # and its idle cells taught every other node node 0's phase
            await fab.nodes[n].regs.write("CDR_DBG_SEL", 0)
            assert await fab.nodes[n].regs.read_field("CDR_STATUS", "dbg_known") == 1, n
        cycle = len(want)
        assert slot == fab.slot * 6400   # the firmware's slot length is the fabric's
        cfg = host.ArbCfg(N, AGE, CAP, cycle, LEAD, WSS_US, IRQ_US, REFRESH)
        rc, reconf = await fw.call(host.boot_arb, cfg, slot)
        assert rc == host.OK and reconf == max(LEAD, -(-(WSS_US + IRQ_US) * 1_000_000 // slot)), (rc, reconf)
        assert await fab.arb.read("RECONF_SLOTS") == reconf and await fab.arb.read_field("CTRL", "en") == 1
        assert await fab.arb.read_field("PARAM", "refresh") == REFRESH
        ff = FwFabric(dut, fab, fw, emu, wss, host.Mepc(wss, N, IN, OUT, slot, job=1, arb_node=0), slot, cycle,
                      reconf)
        for n in range(N):
            await ff.nic_setup(n)
        assert await fw.call(wss.open) == host.OK
        assert await fw.call(ff.mepc.init) == host.OK
    except BaseException:
        wss.close()
        emu.close()
        raise
    return ff


@dataclass
class FwLoop:
    """lp_mepc_run in a bridge thread, `turn_us` of simulated time per call, until stop(); a coroutine
    mirrors the emulator's committed paths into the fabric's WSS model every 16 clocks and records each
    change as (src, dst or None, node 0's global slot)."""

    ff: FwFabric
    turn_us: int = 100
    light: list[tuple[int, int | None, int]] = field(default_factory=list)
    errors: list[int] = field(default_factory=list)   # what lp_mepc_run returned at each pause, if not OK
    _stop: bool = False
    _ctl: Task[Any] | None = None
    _mirror: Task[None] | None = None

    def start(self) -> None:
        self._stop = False
        self._ctl = cocotb.start_soon(self.ff.fw.call(self._loop))
        if self._mirror is None:
            self._mirror = cocotb.start_soon(self._mirror_paths())

    def _loop(self) -> int:
        last = host.OK
        hooks = self.ff.fw.hooks
        # a hook that raised answers nothing more (host.Hooks): end, so that the error is raised
        while not self._stop and (hooks is None or hooks.error is None):
            last = self.ff.mepc.run(self.turn_us) or last
        return last

    async def stop(self) -> int:
        """End the control loop at its next turn; returns the last error lp_mepc_run returned (OK: none)."""
        self._stop = True
        assert self._ctl is not None
        rc = int(await self._ctl)
        self._ctl = None
        return rc

    async def paused(self, fn: Callable[[], Awaitable[Any]]) -> Any:
        """Run fn with the control loop stopped (register reads that select through SEL, which the
        firmware's interrupt handler also writes), then start it again; an error the loop returned
        is kept in `errors`."""
        rc = await self.stop()
        if rc != host.OK:
            self.errors.append(rc)
        try:
            return await fn()
        finally:
            self.start()

    async def _mirror_paths(self) -> None:
        fab = self.ff.fab
        shown: dict[int, int | None] = {n: None for n in range(N)}
        while True:
            for n in range(N):
                d = self.ff.wss_dst(n)
                if d != shown[n]:
                    fab.set_wss(n, d)
                    shown[n] = d
                    self.light.append((n, d, await fab.nodes[0].regs.read("TSYNC_SLOT")))
            await ClockCycles(fab.dut.clk, 16)

    def end(self) -> None:
        """Stop mirroring (after stop())."""
        if self._mirror is not None:
            self._mirror.cancel()
            self._mirror = None


def ocs_state(r: RegBank, status: int) -> int | None:
    """A NIC's OCS transmit state from its SVLB_OCS_STATUS word: the destination while up, else None."""
    f = r.reg("SVLB_OCS_STATUS").fields
    return f["dst"].extract(status) if f["up"].extract(status) else None
