"""Firmware-in-the-loop co-simulation: the firmware's host library (build/fw/host/libfwhost.so, the
same C control code as the MicroBlaze V image) runs in a cocotb bridge thread, and its HAL's hooks
(lp_hal_host.h) are cocotb coroutines converted with `resume`:

- register reads/writes of LP_BLK_NIC / LP_BLK_ARB are AXI4-Lite transactions of cocotbext-axi
  masters on the Verilated node's s_axil_* / s_axil_arb_* ports;
- time is simulated time (lp_hal_now_us) and lp_hal_sleep_us waits on a Timer;
- lp_hal_irq_wait waits for the arbiter's level interrupt (or the timeout) in simulated time;
- a serial port given a line (the WSS emulator without a pty, lightpath.fw.wss_emu) is that line: a
  write hands the device the bytes, which answers whole lines at once; a read takes what it sent, and
  when nothing is there waits its timeout in simulated time (the device has nothing more to say until
  the firmware writes again), so the driver's reply deadline comes in simulated time.

While C code runs between two hook calls the simulator is paused (cocotb's bridge rule), so the
emulator's answers, its switching delay included, take wall-clock time and no simulated time (the
timing margin of the MEPC apply is measured by the register-model test, tb/firmware/test_mepc_apply.py);
only a reply that does not come costs simulated time, the driver's timeout."""

from __future__ import annotations

from typing import Any, Protocol

from cocotb.simtime import get_sim_time
from cocotb.task import bridge, resume
from cocotb.triggers import First, RisingEdge, Timer

from lightpath.fw import host


class Line(Protocol):
    """A serial device the firmware's port is wired to (WssEmulator with pty=False)."""

    def write(self, data: bytes) -> None: ...

    def read(self, cap: int) -> bytes: ...


class FirmwareCosim:
    def __init__(self, dut: Any, buses: dict[int, Any], irq: Any, lines: dict[int, Line] | None = None) -> None:
        """buses: lp_blk_t -> an AXI4-Lite master (read_dword/write_dword); irq: the level interrupt
        signal of LP_BLK_ARB; lines: lp_ser_t -> the device on that serial port."""
        self.dut, self.buses, self.irq = dut, buses, irq
        self.lines = dict(lines or {})
        self.reads = self.writes = 0
        self.hooks: host.Hooks | None = None

    def install(self) -> None:
        """Route the host HAL through the simulation (after host.Wss(), which resets the HAL)."""
        wait = resume(self._ser_wait)

        def reader(line: Line) -> Any:
            def read(cap: int, us: int) -> bytes:
                data = line.read(cap)
                if data or not us:
                    return data
                wait(us)
                return line.read(cap)
            return read

        self.hooks = host.Hooks(rd=resume(self._rd), wr=resume(self._wr), now=resume(self._now),
                                sleep=resume(self._sleep), irq=resume(self._irq_wait),
                                ser={p: (line.write, reader(line)) for p, line in self.lines.items()})

    async def call(self, fn: Any, *args: Any) -> Any:
        """Run a blocking firmware call (a ctypes function or a Python function calling several) in a
        bridge thread; raise what a hook raised."""
        r = await bridge(fn)(*args)
        if self.hooks:
            self.hooks.check()
        return r

    async def _rd(self, blk: int, off: int) -> int:
        self.reads += 1
        return int(await self.buses[blk].read_dword(off))

    async def _wr(self, blk: int, off: int, val: int) -> None:
        self.writes += 1
        await self.buses[blk].write_dword(off, val)

    async def _now(self) -> int:
        return int(get_sim_time("us"))

    async def _sleep(self, us: int) -> None:
        if us:
            await Timer(us, "us")

    async def _ser_wait(self, us: int) -> None:
        await Timer(us, "us")

    async def _irq_wait(self, mask: int, us: int) -> int:
        bit = 1 << host.BLK_ARB
        if mask & bit and self.irq.value:
            return bit
        if us == 0:
            return 0
        if mask & bit:
            await First(RisingEdge(self.irq), Timer(us, "us"))
            return bit if self.irq.value else 0
        await Timer(us, "us")
        return 0
