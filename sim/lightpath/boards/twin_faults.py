"""Faults on the VCU118 board twin after its boot (docs/boards.md, "Board twin", "Faults"): board 1's
SOA fault line raised and released, then its CPU_RESET pressed; meanwhile board 0's WSS controller
unplugged and replugged without its map. Each fault: the firmware's console line, its count (NIC
registers, the firmware's counters), and the recovery. `run` does both boards' sequences at once (they
touch different boards) and returns their simulated figures; it asserts every step. The SOA fault runs
always; board 1's reset, the WSS outage and then board 0's CPU_RESET (the arbiter reboots and the NIC
node, whose time sync it lost, goes through its bring-up again: `arbiter_reset`) only with
LP_TWIN_LONG_FAULTS=1 (`make sim SCENARIO=board-twin` sets it; the regression has no time for their
simulated milliseconds)."""

from __future__ import annotations

import os
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer

from lightpath.boards.twin import Twin
from lightpath.regs import lp_nic_node

SOA_HOLD_US = 20.0     # the SOA fault line held low
RESET_HOLD_US = 1.0    # CPU_RESET held pressed
FAULT_MS = 1.0         # deadline of each console line of the SOA fault, simulated
WSS_MS = 6.0           # deadline of the WSS's loss and of its return, simulated
REBOOT_MS = 6.0        # deadline of the reset board's "node up" and the arbiter's "node 1 back"
ARB_REBOOT_MS = 8.0    # deadline of the reset arbiter's "arbiter up" and the node's "node up" again
LONG_FAULTS_ENV = "LP_TWIN_LONG_FAULTS"   # "1": board 1 powered on late, board 1's reset, the WSS outage,
                                          # then the arbiter's reset
LATE_MS = 1.0   # board 1's power-on after board 0's (simulated): the arbiter's time-sync attempts time out
WSS_LOST_ROW = (4, 0, 5)   # a circuit on the SDN agent's ports (in, wl, out), present from power-on
RX_DROPS = ("RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC", "CDR_DROP")
POLL_US = 10.0         # the consoles polled for a fault's line every 10 us (its figures' resolution)


def sync_counts(t: Twin, n: int) -> tuple[int, int, int]:
    """Board n's lp_fw_sync (lp_nic_sync_t, NIC node image): time-sync losses after the bring-up,
    recoveries ("node up" again), CDR training attempts of the recoveries."""
    return t.fw_word(n, "lp_fw_sync", 1), t.fw_word(n, "lp_fw_sync", 2), t.fw_word(n, "lp_fw_sync", 3)


def fault_counts(t: Twin, n: int) -> tuple[int, int]:
    """Board n's lp_fw_fault (lp_nic_fault_t): rises of the fault line seen, alarms cleared."""
    return t.fw_word(n, "lp_fw_fault", 1), t.fw_word(n, "lp_fw_fault", 2)


class Changes:
    """A pin's values (simulated ns, value) from its value at start, while running."""

    def __init__(self, sig: Any) -> None:
        self.sig = sig
        self.seen = [(get_sim_time("ns"), int(sig.value))]

    async def run(self) -> None:
        while True:
            await self.sig.value_change
            self.seen.append((get_sim_time("ns"), int(self.sig.value)))

    def values(self, a_ns: float, b_ns: float) -> set[int]:
        """The values the pin had at some time in [a_ns, b_ns)."""
        before = [v for x, v in self.seen if x <= a_ns]
        return set(before[-1:]) | {v for x, v in self.seen if a_ns < x < b_ns}


async def soa_fault(t: Twin, fig: dict[str, Any]) -> int:
    """Board 1's SOA fault line low for SOA_HOLD_US: the NIC's interrupt reaches the node's console,
    SOA_FAULT counts it, every SOA gate and laser enable is dark while it is latched; once released the
    firmware clears the alarm (its counters; the console line starts) and the gates open again; no cell
    the arbiter received was lost. Returns the console's length where the recovery line starts."""
    gates, lasers = Changes(t.pin(1, "soa_gate")), Changes(t.pin(1, "laser_en"))
    watch = [cocotb.start_soon(gates.run()), cocotb.start_soon(lasers.run())]
    soa0 = await t.reg(1, "SOA_FAULT")
    drops0 = [await t.reg(0, r) for r in RX_DROPS]
    f0 = fault_counts(t, 1)
    # two nodes: board 1 sends in every slot on one wavelength, its gate and laser steadily on
    lit = gates.seen[-1][1]
    assert lit and lasers.seen[-1][1], ("board 1's optics dark before the fault", gates.seen, lasers.seen)
    t.pin(1, "soa_fault_n").value = 0
    t_fault = get_sim_time("ns")
    # the boot test's laser fault has its lines before (the recovery's may still be going out)
    t_seen = await t.wait_for(1, "nic irq: laser fault", t_fault / 1e6 + FAULT_MS, 0, starts=(1, 1), count=2,
                              poll_us=POLL_US)
    hold = t_fault + 1000 * SOA_HOLD_US - get_sim_time("ns")
    if hold > 0:
        await Timer(hold, unit="ns")
    t.pin(1, "soa_fault_n").value = 1
    t_rel = get_sim_time("ns")
    # dark from a few clocks after the fall (synchroniser, OSERDES) to the release
    dark = next((x for x, v in gates.seen if x >= t_fault and v == 0), t_rel)
    assert dark - t_fault < 200, ("the gates went dark late, or not at all", gates.seen)
    assert gates.values(dark, t_rel) == {0} and lasers.values(dark, t_rel) == {0}, (gates.seen, lasers.seen)
    # the line's start: the alarm was cleared just before it (the rest of the line is still going out
    # when board_reset presses CPU_RESET)
    t_clear = await t.wait_for(1, "nic: laser/SOA fault line released", t_rel / 1e6 + FAULT_MS, 0, starts=(1, 1),
                               count=2, poll_us=POLL_US)
    mark = t.text(1).rfind("nic: laser/SOA fault line released")
    back = [x for x, v in gates.seen if x >= t_rel and v == lit]
    assert back and lasers.seen[-1][1], ("board 1's optics still dark after the recovery", gates.seen, lasers.seen)
    for w in watch:
        w.cancel()
    faults, clears = fault_counts(t, 1)
    assert (faults, clears) == (f0[0] + 1, f0[1] + 1), (f0, faults, clears)
    soa1 = await t.reg(1, "SOA_FAULT")
    assert soa1 == soa0 + 1, (soa0, soa1)
    st = await t.reg(1, "SOA_STATUS")
    fld = lp_nic_node.REGS["SOA_STATUS"].fields
    assert fld["fault"].extract(st) == 0 and fld["fault_in"].extract(st) == 0, hex(st)
    # the twin's fibre carries the light whatever the gates do: the arbiter received every cell
    drops1 = [await t.reg(0, r) for r in RX_DROPS]
    assert drops1 == drops0, dict(zip(RX_DROPS, zip(drops0, drops1, strict=True), strict=True))
    fig.update(soa_fault_to_console_us=round((t_seen * 1e6 - t_fault) / 1e3, 1),
               soa_release_to_optics_on_us=round((t_clear * 1e6 - t_rel) / 1e3, 1),
               soa_release_to_gates_us=round((back[0] - t_rel) / 1e3, 1), soa_dark_ns=round(dark - t_fault, 1),
               soa_fault_count=soa1, soa_fw_faults=faults, soa_fw_clears=clears)
    return mark


async def board_reset(t: Twin, fig: dict[str, Any], cut_at: int) -> None:
    """Board 1's CPU_RESET pressed while its console is sending a line: the board restarts its image
    (one more start), which prints its banner with nothing of the cut line before it,
    locks to the arbiter's time sync again and reports "node up"; the arbiter reports the node lost and
    back and counts both."""
    losses0, returns0 = t.fw_word(0, "lp_fw_node_losses"), t.fw_word(0, "lp_fw_node_returns")
    resets0, start0 = t.cpu[1].resets, len(t.console[0].data)
    start1 = len(t.console[1].data)
    assert start1 > cut_at
    assert not t.text(1).endswith("\n"), "the console line ended before the reset"
    t_press = await t.press_reset(1, RESET_HOLD_US)
    dl = t_press / 1e6 + REBOOT_MS
    t_lost = await t.wait_for(0, "node 1 lost", dl, start0, starts=(1, 2), poll_us=POLL_US)
    # its lock: before its console says so
    t_back = await t.wait_for(0, "node 1 back", dl, start0, starts=(1, 2), poll_us=POLL_US)
    t_up = await t.wait_for(1, "node up", dl, start1, starts=(1, 2), poll_us=POLL_US)
    after = t.text(1)[start1:]
    banner = after.find("lightpath NIC firmware, node 1\r\n")
    # the UART's reset empties its FIFO: at most the frame it cut comes before the banner (the run before
    # the reset left the rest of its line in the transmit ring)
    assert 0 <= banner <= 1, ("the run before the reset still sending after it", after)
    assert t.cpu[1].resets == resets0 + 1 and t.cpu[1].mbv.starts == 2, (t.cpu[1].resets, t.cpu[1].mbv.starts)
    assert "time sync: locked" in after[banner:], after
    losses, returns = t.fw_word(0, "lp_fw_node_losses"), t.fw_word(0, "lp_fw_node_returns")
    assert (losses, returns) == (losses0 + 1, returns0 + 1), (losses, returns)
    fig.update(reset_to_node_lost_ms=round(t_lost - t_press / 1e6, 3),
               reset_to_node_up_ms=round(t_up - t_press / 1e6, 3),
               reset_to_node_back_ms=round(t_back - t_press / 1e6, 3),
               node_losses=losses, node_returns=returns, nic_starts=t.cpu[1].mbv.starts)


async def board1(t: Twin, fig: dict[str, Any]) -> None:
    # the boot test's laser fault, released: its alarm cleared (the firmware's count; its console line
    # is checked once the SOA fault's has followed it) before the SOA fault
    deadline = get_sim_time("ms") + FAULT_MS
    while fault_counts(t, 1) != (1, 1):
        assert get_sim_time("ms") < deadline, ("the laser fault's alarm not cleared", fault_counts(t, 1))
        await Timer(2, unit="us")
    cut_at = await soa_fault(t, fig)
    assert "nic: laser/SOA fault line released, optics on; faults 1\r\n" in t.text(1), t.text(1)
    if long_faults():
        await board_reset(t, fig, cut_at)


def long_faults() -> bool:
    """The faults of many simulated milliseconds (LONG_FAULTS_ENV): `make sim SCENARIO=board-twin`'s."""
    return os.environ.get(LONG_FAULTS_ENV) == "1"


async def wss_outage(t: Twin, fig: dict[str, Any]) -> None:
    """Board 0's WSS controller unplugged until an audit read of the arbiter has gone unheard, then
    replugged without its map (its power went too): the read times out, the firmware reports the
    controller lost (counted) and reopens it: found again, its map read, the lost circuit committed again
    and reported; the device's map is what it was. (The reopen's attempts that fail are the host unit
    test's, firmware/tests/test_lp_wss_xact.c: here each would cost a simulated millisecond.)"""
    w = t.wss
    before = w.snapshot()
    assert before.get(WSS_LOST_ROW[:2]) == WSS_LOST_ROW[2], before
    losses0 = t.fw_word(0, "lp_fw_wss_losses")
    start, cmds0 = len(t.console[0].data), len(w.received)
    w.unplug()
    t_unplug = get_sim_time("ms")
    while not w.unheard_lines:
        assert get_sim_time("ms") < t_unplug + WSS_MS, "no WSS command while unplugged"
        await Timer(10, unit="us")
    assert "WSS controller lost" not in t.text(0)[start:]
    w.replug(power=True)
    t_replug = get_sim_time("ms")
    t_lost = await t.wait_for(0, "WSS controller lost", t_replug + WSS_MS, start, starts=(1, 2), poll_us=POLL_US)
    t_back = await t.wait_for(0, "WSS controller back, rows re-applied 1", t_lost + WSS_MS, start, starts=(1, 2),
                              poll_us=POLL_US)
    await Timer(50, unit="us")   # the re-applied row's read-back ends the reopen
    assert w.snapshot() == before, (before, w.snapshot())
    assert t.fw_word(0, "lp_fw_wss_losses") == losses0 + 1
    text = t.text(0)[start:]
    assert "WSS controller not answering" not in text, text   # replugged before the reopen
    cmds = w.received[cmds0:]
    assert any(c.endswith("IDN?") for c in cmds) and any(c.endswith("COMMIT") for c in cmds), cmds
    fig.update(wss_unplugged_ms=round(t_replug - t_unplug, 3), wss_unplug_to_lost_ms=round(t_lost - t_unplug, 3),
               wss_lost_to_back_ms=round(t_back - t_lost, 3),
               wss_unheard_chars=w.unheard, wss_commands_outage=len(cmds), wss_losses=losses0 + 1)


async def arbiter_reset(t: Twin, fig: dict[str, Any]) -> None:
    """Board 0's CPU_RESET pressed with both boards up: the arbiter's board restarts (one more start of its
    image): banner, its bring-up, the WSS opened again, "arbiter up". The NIC node loses time sync (the
    master's rounds stop): its interrupt's console line, then the image's own line and count, and its
    bring-up again without a reboot (the lock, CDR training, "node up"), counted once; its image is not
    restarted, no trap on either board, the WSS's map unchanged."""
    resets0, start0, start1 = t.cpu[0].resets, len(t.console[0].data), len(t.console[1].data)
    starts1 = t.cpu[1].mbv.starts
    sync0 = sync_counts(t, 1)
    assert sync0[:2] == (0, 0), sync0
    wss_before = t.wss.snapshot()
    t_press = await t.press_reset(0, RESET_HOLD_US)
    dl, starts = t_press / 1e6 + ARB_REBOOT_MS, (2, starts1)
    # each line's own time: the four waits run at once
    waits = [cocotb.start_soon(t.wait_for(n, text, dl, start, starts=starts, poll_us=POLL_US))
             for n, text, start in ((1, "nic irq: time sync lost", start1),
                                    (0, "lightpath arbiter firmware\r\n", start0),
                                    (0, "arbiter up", start0), (1, "node up", start1))]
    t_lost, t_banner, t_arb, t_node = [await w for w in waits]
    await Timer(50, unit="us")   # the consoles' lines end
    assert t.cpu[0].resets == resets0 + 1 and t.cpu[0].mbv.starts == 2, (t.cpu[0].resets, t.cpu[0].mbv.starts)
    assert t.cpu[1].mbv.starts == starts1 and not any(c.mbv.traps for c in t.cpu)
    after0, after1 = t.text(0)[start0:], t.text(1)[start1:]
    for line in ("WSS controller not answering", "SDN agent not started"):
        assert line not in after0, after0
    assert t.wss.snapshot() == wss_before, (wss_before, t.wss.snapshot())
    assert after1.count("time sync lost after the bring-up, loss 1") == 1, after1
    assert after1.count("node up") == 1 and "recoveries 1" in after1, after1
    assert after1.index("time sync: locked") < after1.index("node up"), after1
    losses, recoveries, trains = sync_counts(t, 1)
    assert (losses, recoveries) == (1, 1) and trains >= 1, (losses, recoveries, trains)
    fig.update(arb_reset_to_node_sync_lost_ms=round(t_lost - t_press / 1e6, 3),
               arb_reset_to_banner_ms=round(t_banner - t_press / 1e6, 3),
               arb_reset_to_arbiter_up_ms=round(t_arb - t_press / 1e6, 3),
               arb_reset_to_node_up_ms=round(t_node - t_press / 1e6, 3),
               node_sync_losses=losses, node_recoveries=recoveries, node_cdr_trains=trains,
               arb_starts=t.cpu[0].mbv.starts)


class Lines:
    """Every console line completed while running, with its board and simulated ms (sampled every 5 us)."""

    def __init__(self, t: Twin) -> None:
        self.t, self.lines = t, list[tuple[float, int, str]]()
        self.done = [t.text(n).rfind("\n") + 1 for n in range(len(t.console))]

    async def run(self) -> None:
        while True:
            await Timer(5, unit="us")
            for n in range(len(self.t.console)):
                text = self.t.text(n)
                while (end := text.find("\n", self.done[n])) >= 0:
                    line = text[self.done[n]:end].rstrip("\r")
                    if not line.startswith("regdump:"):
                        self.lines.append((round(get_sim_time("ms"), 3), n, line))
                    self.done[n] = end + 1


class Faults:
    """Both boards' faults at once after the boot: `start` the WSS outage (it may begin while the boot
    test still checks board 1; LP_TWIN_LONG_FAULTS=1 only), `finish` runs board 1's, then (the same) the
    arbiter's reset, and returns the figures (simulated) with the console lines of the faults and their times
    ("lines": [ms, board, text])."""

    def __init__(self, t: Twin) -> None:
        self.t, self.fig = t, dict[str, Any]()
        self.lines = Lines(t)

    def start(self) -> None:
        self.rec = cocotb.start_soon(self.lines.run())
        self.b0 = cocotb.start_soon(wss_outage(self.t, self.fig)) if long_faults() else None

    async def finish(self) -> dict[str, Any]:
        await board1(self.t, self.fig)
        if self.b0 is not None:
            await self.b0
        if long_faults():
            await arbiter_reset(self.t, self.fig)
        self.rec.cancel()
        self.fig["lines"] = self.lines.lines
        return self.fig
