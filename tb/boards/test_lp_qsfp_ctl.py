"""lp_qsfp_ctl: the QSFP sideband on a 100 MHz control clock, the register side on a 6.4 ns core clock,
with small times (t_reset 10 us, the spec's minimum; t_init 40 us; ModPrsL debounce 2 us). ResetL is
watched at every control clock: every low pulse lasts at least t_reset after its last cause (power-up,
insertion, software request), a request during a reset makes the pulse longer instead of a second one,
ready comes t_init after ResetL rose and only with a module present, ModPrsL bounces make no pulse,
IntL/ModPrsL/ModSelL/LPMode pass through."""

from __future__ import annotations

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge, Timer
from cocotb.utils import get_sim_time

from lightpath.flow import hdl
from lightpath.flow.paths import REPO, closure, rtl_sources

CLK_NS = 10
PARAMS = {"CLK_HZ": 100_000_000, "T_RESET_NS": 10_000, "T_INIT_US": 40, "T_DEB_US": 2}
T_RESET = PARAMS["T_RESET_NS"] * 1000            # ps
T_INIT = PARAMS["T_INIT_US"] * 1_000_000         # ps
T_DEB = PARAMS["T_DEB_US"] * 1_000_000           # ps
SLACK = 8 * CLK_NS * 1000                        # synchronisers and registers, ps


def now() -> int:
    return int(get_sim_time("ps"))


class Pins:
    """ResetL edges [(time ps, new level)] seen at the control clock."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.edges: list[tuple[int, int]] = []
        cocotb.start_soon(self._watch())

    async def _watch(self) -> None:
        prev = None
        while True:
            await RisingEdge(self.dut.clk_ctl)
            await ReadOnly()
            v = int(self.dut.qsfp_resetl.value)
            if v != prev:
                self.edges.append((now(), v))
                prev = v

    def pulses(self, since: int) -> list[tuple[int, int]]:
        """(fall, rise) of every low pulse that ended after `since` (fall may be before)."""
        out, fall = [], None
        for t, v in self.edges:
            if v == 0:
                fall = t
            elif fall is not None:
                if t > since:
                    out.append((fall, t))
                fall = None
        return out


async def request(dut) -> int:
    """One core-clock pulse on reset_req; returns its time."""
    await FallingEdge(dut.clk)
    dut.reset_req.value = 1
    await FallingEdge(dut.clk)
    dut.reset_req.value = 0
    return now()


async def power_up(dut, present: bool = True) -> tuple[Pins, int]:
    """Clocks, pins idle, the control reset for 20 clocks; returns the pin watcher and the reset's end."""
    dut.qsfp_modprsl.value = 0 if present else 1
    dut.qsfp_intl.value = 1
    dut.reset_req.value, dut.lpmode.value, dut.sel.value = 0, 0, 1
    dut.rst_ctl.value = 1
    Clock(dut.clk_ctl, CLK_NS, unit="ns").start()   # each test's own clocks (a test's tasks end with it)
    Clock(dut.clk, 6.4, unit="ns").start()
    pins = Pins(dut)
    await ClockCycles(dut.clk_ctl, 20)
    dut.rst_ctl.value = 0
    return pins, now()


async def wait_for(dut, sig, value: int, limit_ps: int, what: str) -> int:
    t0 = now()
    while int(sig.value) != value:
        await RisingEdge(dut.clk)
        if now() - t0 > limit_ps:
            raise AssertionError(f"timeout: {what}")
    return now()


@cocotb.test()
async def power_up_and_ready(dut) -> None:
    pins, t_rel = await power_up(dut)
    await ReadOnly()
    assert int(dut.qsfp_resetl.value) == 0
    await Timer(2, "us")
    assert int(dut.st_resetting.value) == 1 and int(dut.st_ready.value) == 0 and int(dut.st_present.value) == 1
    t_rise = await wait_for(dut, dut.qsfp_resetl, 1, T_RESET + SLACK, "ResetL release")
    assert len(pins.pulses(0)) == 1
    fall, rise = pins.pulses(0)[0]
    assert rise - t_rel >= T_RESET, f"ResetL released {rise - t_rel} ps after the control reset"
    assert rise - t_rel <= T_RESET + SLACK
    await ClockCycles(dut.clk, 8)
    assert int(dut.st_resetting.value) == 0 and int(dut.st_ready.value) == 0
    t_ready = await wait_for(dut, dut.st_ready, 1, T_INIT + SLACK, "ready")
    assert t_ready - t_rise >= T_INIT, f"ready {t_ready - t_rise} ps after ResetL rose"
    assert len(pins.pulses(0)) == 1 and int(dut.qsfp_resetl.value) == 1


@cocotb.test()
async def status_and_levels(dut) -> None:
    """IntL and ModPrsL readable; ModSelL and LPMode follow the register."""
    await power_up(dut)
    await ClockCycles(dut.clk_ctl, 10)
    assert int(dut.st_intr.value) == 0 and int(dut.st_present.value) == 1
    dut.qsfp_intl.value = 0
    await ClockCycles(dut.clk, 12)
    assert int(dut.st_intr.value) == 1
    dut.qsfp_intl.value = 1
    await ClockCycles(dut.clk, 12)
    assert int(dut.st_intr.value) == 0
    assert (int(dut.qsfp_modsell.value), int(dut.qsfp_lpmode.value)) == (0, 0)
    dut.sel.value, dut.lpmode.value = 0, 1
    await ClockCycles(dut.clk_ctl, 4)
    assert (int(dut.qsfp_modsell.value), int(dut.qsfp_lpmode.value)) == (1, 1)


@cocotb.test()
async def software_request(dut) -> None:
    """A request after ready: one pulse of t_reset, ready again t_init after it."""
    pins, _ = await power_up(dut)
    await wait_for(dut, dut.st_ready, 1, T_RESET + T_INIT + 2 * SLACK, "ready after power-up")
    t_req = await request(dut)
    await wait_for(dut, dut.qsfp_resetl, 0, SLACK, "ResetL low after the request")
    t_rise = await wait_for(dut, dut.qsfp_resetl, 1, T_RESET + SLACK, "ResetL release")
    p = pins.pulses(t_req)
    assert len(p) == 1 and p[0][1] - p[0][0] >= T_RESET and p[0][0] >= t_req, p
    await ClockCycles(dut.clk, 8)
    assert int(dut.st_ready.value) == 0
    t_ready = await wait_for(dut, dut.st_ready, 1, T_INIT + SLACK, "ready after the request")
    assert t_ready - t_rise >= T_INIT


@cocotb.test()
async def request_during_reset(dut) -> None:
    """Requests while ResetL is low (and one during the control reset) stretch the one pulse."""
    pins, _ = await power_up(dut)
    await Timer(4, "us")
    t1 = await request(dut)
    await Timer(6, "us")
    t2 = await request(dut)
    await wait_for(dut, dut.qsfp_resetl, 1, T_RESET + SLACK, "ResetL release")
    p = pins.pulses(0)
    assert len(p) == 1, p
    assert p[0][1] - t2 >= T_RESET and p[0][1] - t2 <= T_RESET + SLACK, (p, t1, t2)
    # a request while the control domain is in reset: the power-up pulse serves it, no second pulse
    dut.rst_ctl.value = 1
    await ClockCycles(dut.clk_ctl, 5)
    await request(dut)
    await ClockCycles(dut.clk_ctl, 5)
    dut.rst_ctl.value = 0
    t_rel = now()
    await wait_for(dut, dut.qsfp_resetl, 1, T_RESET + SLACK, "ResetL release")
    await Timer(3 * T_RESET, "ps")
    p = pins.pulses(t_rel)
    assert len(p) == 1 and p[0][1] - t_rel >= T_RESET, p


@cocotb.test()
async def insertion(dut) -> None:
    """No module: present 0, never ready. Contacts bounce on insertion: one pulse, after the debounce."""
    pins, _ = await power_up(dut, present=False)
    await Timer(T_RESET + T_INIT + 2 * SLACK, "ps")
    assert int(dut.st_present.value) == 0 and int(dut.st_ready.value) == 0
    n0 = len(pins.pulses(0))
    for _ in range(4):                      # bounces shorter than the debounce time
        dut.qsfp_modprsl.value = 0
        await Timer(T_DEB // 3, "ps")
        dut.qsfp_modprsl.value = 1
        await Timer(T_DEB // 4, "ps")
    assert len(pins.pulses(0)) == n0 and int(dut.qsfp_resetl.value) == 1
    dut.qsfp_modprsl.value = 0
    t_in = now()
    await wait_for(dut, dut.qsfp_resetl, 0, T_DEB + SLACK, "ResetL after insertion")
    assert now() - t_in >= T_DEB
    await wait_for(dut, dut.qsfp_resetl, 1, T_RESET + SLACK, "ResetL release")
    p = pins.pulses(t_in)
    assert len(p) == 1 and p[0][1] - p[0][0] >= T_RESET, p
    assert int(dut.st_present.value) == 1
    await wait_for(dut, dut.st_ready, 1, T_INIT + SLACK, "ready after insertion")
    # removal: not ready, not present, no pulse
    dut.qsfp_modprsl.value = 1
    await Timer(T_DEB + SLACK, "ps")
    assert int(dut.st_present.value) == 0 and int(dut.st_ready.value) == 0
    assert len(pins.pulses(t_in)) == 1 and int(dut.qsfp_resetl.value) == 1


def test_lp_qsfp_ctl() -> None:
    top = REPO / "boards" / "common" / "rtl" / "lp_qsfp_ctl.sv"
    hdl.run("lp_qsfp_ctl", __file__, PARAMS, sources=closure("lp_qsfp_ctl", [*rtl_sources(), top]))
