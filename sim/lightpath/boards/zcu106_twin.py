"""The ZCU106 twin's surroundings (docs/boards.md, "ZCU106 twin"; top tb/boards/lp_zcu106_sipctl_tb.sv):

- UioSim: the Linux tools' co-simulation build (`make -C firmware host`: lp_sipctl_iosim, lp_oddld_iosim;
  the linux_uio HAL with LP_IO_SIM, firmware/hal/linux_uio/lp_io_sim.h) run as processes whose UIO
  lookups, register accesses, clock and interrupt waits are served here: a UIO device is the address
  and size of lightpath.boards.zcu106_map (the WSS tty: the UART Lite's, which the tool then drives
  itself, polling, in place of the kernel's driver), a register access one AXI4-Lite transaction of the
  PS model's M_AXI_HPM0_LPD port (`hpm0_lpd_*` of zynq_ps_wrapper), the clock simulated time, an
  interrupt the device's line of `pl_ps_irq0`. The simulator is paused while the tool computes (cocotb's bridge):
  only what the tool asks of the board takes simulated time.
- Ad5370Pins: the two AD5370 bias DACs on the board's pins (Analog Devices AD5370 datasheet): 24-bit
  words shifted in MSB first on SCLK's falling edge while the chip's ~SYNC (the SPI chip select) is low,
  taken when ~SYNC rises after exactly 24 bits; mode bits 23:22 (3: X1A or X1B by the control
  register's A/B bit, 2: C, 1: M, 0: special function: control register, OFS0, OFS1), address 21:16
  (8 + channel, groups of 8), data 15:0; X2 = X1 (M + 1) / 2^16 + C - 2^15, saturated; a falling ~LDAC
  loads every DAC register from its X2; ~RESET low puts every register at its power-on value and
  ~BUSY stays low while it is low and for `reset_us` after it rises; ~BUSY low for `calc_us` after an
  X1/C/M word (the X2 computation). VOUT = 4 VREF (DAC - 4 OFS) / 2^16, OFS0 for group 0 and OFS1 for
  groups 1-4. Both chips share ~LDAC, ~RESET and the open-drain ~BUSY. DIN must be stable from T_SU_NS
  before to T_H_NS after each falling SCLK edge of a selected chip (counted in timing_errors): a
  simulator's edges have no delay, so this is what tells the SPI mode's sampling edge from the other.
"""

from __future__ import annotations

import os
import signal
import socket
import struct
import subprocess
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cocotb import start_soon
from cocotb.simtime import get_sim_time
from cocotb.task import bridge, resume
from cocotb.triggers import Edge, Event, FallingEdge, First, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster

from lightpath.boards import zcu106_map
from lightpath.boards.simsrc import board_sources
from lightpath.boards.tclcheck import c_defines
from lightpath.flow import hdl
from lightpath.flow.paths import FIRMWARE, REPO
from lightpath.fw import build

TB = "lp_zcu106_sipctl_tb"
# the WSS UART Lite's line (+lp_uart_baud_wss): 6.25 Mbaud (the 16x enable every pl_clk0 cycle), 1.6 us a
# character, not 87 at the TCL's 115200 baud: the line's time is most of the run's. The tool polls the
# UART through the link (a status read and the clock, about 60 ns a turn), well inside a character.
WSS_BAUD = 6_250_000
PLUSARGS = (f"+lp_uart_baud_wss={WSS_BAUD}",)
TEST_MODULE = REPO / "tb" / "boards" / "test_lp_zcu106_twin.py"
DAC = c_defines(FIRMWARE / "drivers" / "lp_dac.h", "LP_DAC_")
# lp_io_sim.h's operations
RD, WR, NOW, SLEEP, MAP, IRQ = range(1, 7)


def tools() -> Path:
    """The directory of the co-simulation builds of the Linux tools (`make -C firmware host`)."""
    return build.make("host") / "host"


def run(extra_env: Mapping[str, str] | None = None, tag: str = "") -> Path:
    """Build (or reuse) the sipctl twin and run its cocotb module; returns the run directory."""
    tools()   # built before the simulator starts
    srcs = board_sources("zcu106", TB, (REPO / "tb" / "boards" / f"{TB}.sv",))
    return hdl.run(TB, TEST_MODULE, {}, sources=[hdl.FABRIC_VLT, *srcs], profile="timing", extra_env=extra_env,
                   tag=tag, plusargs=PLUSARGS)


class UioSim:
    """Serves the Linux tools' co-simulation build on the PS model `ps` (the top's u_ps) for `variant`'s
    UIO devices."""

    def __init__(self, ps: Any, variant: str, sleep_cap_us: int | None = None) -> None:
        """sleep_cap_us: a tool's sleep longer than this advances simulated time by this much only (a wait
        for something outside the board, e.g. lp_sipctl's 10 ms thermal settle, costs the twin minutes);
        counted in `capped`."""
        self.ps, self.sleep_cap_us = ps, sleep_cap_us
        self.capped = 0
        self.bus = AxiLiteMaster(AxiLiteBus.from_prefix(ps, "hpm0_lpd"), ps.hpm0_lpd_clk, ps.hpm0_lpd_rst)
        for log in (self.bus.write_if.log, self.bus.read_if.log):
            log.setLevel("WARNING")   # one line per access otherwise
        self.devices = [d for d in zcu106_map.DEVICES if variant in d.variants]
        self.requests = self.reads = self.writes = 0
        self.mapped: list[str] = []
        self.signalled = Event()   # a signal to the tool: ends its interrupt wait, as it ends poll() on Linux

    async def run(self, exe: Path, *args: str) -> subprocess.CompletedProcess[str]:
        """Run the tool `exe` with `args` to its exit, serving its link; returns its exit code and output."""
        ours, theirs = socket.socketpair()
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            env = {**os.environ, "LP_IO_SIM_FD": str(theirs.fileno())}
            proc = subprocess.Popen([str(exe), *args], env=env, pass_fds=(theirs.fileno(),), stdout=out,
                                    stderr=err, text=True)
            theirs.close()
            try:
                await bridge(self._serve)(ours)
                code = proc.wait(timeout=30)
            finally:
                ours.close()
                if proc.poll() is None:
                    proc.kill()
            out.seek(0)
            err.seek(0)
            return subprocess.CompletedProcess([str(exe), *args], code, out.read(), err.read())

    def start(self, exe: Path, *args: str) -> Tool:
        """Start the tool `exe` with `args` (a daemon: it runs while the test goes on) and serve its link
        in the background; Tool.stop signals it and collects its exit."""
        return Tool(self, exe, args)

    def _serve(self, s: socket.socket) -> None:
        """The link's loop (a bridge thread): one request, one reply, until the tool closes it."""
        rd, wr, now, sleep, irq = (resume(self._rd), resume(self._wr), resume(self._now), resume(self._sleep),
                                   resume(self._irq))
        while (req := _recv(s, 16)) is not None:
            op, a, b, n = struct.unpack("<4I", req)
            self.requests += 1
            v0 = v1 = 0
            if op == RD:
                v0 = rd(a)
            elif op == WR:
                wr(a, b)
            elif op == NOW:
                v0 = now()
            elif op == SLEEP:
                sleep(a)
            elif op == MAP:
                v0, v1 = self._map((_recv(s, n) or b"").decode())
            elif op == IRQ:
                v0 = irq(a, b)
            else:
                raise ValueError(f"lp_io_sim: unknown request {op}")
            s.sendall(struct.pack("<2Q", v0, v1))

    async def serve_task(self, s: socket.socket) -> None:
        """The link's loop as a task of the simulation's own thread (UioSim.start: tools that run side by
        side, no bridge thread each): each request is read blocking, so the simulator waits while the tool
        computes, as with the bridge; a tool always follows a reply with its next request or its exit, so
        the wait ends."""
        while (req := _recv(s, 16)) is not None:
            op, a, b, n = struct.unpack("<4I", req)
            self.requests += 1
            v0 = v1 = 0
            if op == RD:
                v0 = await self._rd(a)
            elif op == WR:
                await self._wr(a, b)
            elif op == NOW:
                v0 = await self._now()
            elif op == SLEEP:
                await self._sleep(a)
            elif op == MAP:
                v0, v1 = self._map((_recv(s, n) or b"").decode())
            elif op == IRQ:
                v0 = await self._irq(a, b)
            else:
                raise ValueError(f"lp_io_sim: unknown request {op}")
            s.sendall(struct.pack("<2Q", v0, v1))

    def _map(self, name: str) -> tuple[int, int]:
        """A UIO device by its name, or the UART Lite behind the WSS tty by the tty's path."""
        for k, d in enumerate(self.devices):
            if (d.node == name and d.uio) or (name == zcu106_map.WSS_TTY and not d.uio):
                self.mapped.append(name)
                return d.base, d.size | (k << 32)
        return 0, 0

    async def _rd(self, addr: int) -> int:
        self.reads += 1
        return int(await self.bus.read_dword(addr))

    async def _wr(self, addr: int, val: int) -> None:
        self.writes += 1
        await self.bus.write_dword(addr, val)

    async def _now(self) -> int:
        return int(get_sim_time("us"))

    async def _sleep(self, us: int) -> None:
        if self.sleep_cap_us is not None and us > self.sleep_cap_us:
            self.capped += 1
            us = self.sleep_cap_us
        if us:
            await Timer(us, "us")

    def _lines(self, handles: int) -> int:
        irqs = int(self.ps.pl_ps_irq0.value)
        return sum(1 << k for k, d in enumerate(self.devices)
                   if handles >> k & 1 and d.irq is not None and irqs >> d.irq & 1)

    async def _irq(self, handles: int, timeout_us: int) -> int:
        if (got := self._lines(handles)) or not timeout_us:
            return got
        end = get_sim_time("us") + timeout_us
        while not (got := self._lines(handles)) and get_sim_time("us") < end and not self.signalled.is_set():
            await First(Edge(self.ps.pl_ps_irq0), Timer(end - get_sim_time("us"), "us"), self.signalled.wait())
        return got


class Tool:
    """A tool's process on a UioSim link (UioSim.start): its output goes to files, readable while it runs."""

    def __init__(self, uio: UioSim, exe: Path, args: tuple[str, ...]) -> None:
        self.uio, self.args = uio, [str(exe), *args]
        self.out = tempfile.TemporaryFile("w+")
        self.err = tempfile.TemporaryFile("w+")
        ours, theirs = socket.socketpair()
        self._sock = ours
        env = {**os.environ, "LP_IO_SIM_FD": str(theirs.fileno())}
        self.proc = subprocess.Popen(self.args, env=env, pass_fds=(theirs.fileno(),), stdout=self.out,
                                     stderr=self.err, text=True)
        theirs.close()
        uio.signalled.clear()
        self._served = start_soon(uio.serve_task(ours))

    def stderr(self) -> str:
        """What the tool wrote to stderr so far."""
        self.err.flush()
        return Path(f"/proc/self/fd/{self.err.fileno()}").read_text()

    async def finish(self) -> subprocess.CompletedProcess[str]:
        """Wait for the tool to close its link and exit; returns its exit code and output."""
        try:
            await self._served
            code = self.proc.wait(timeout=30)
        finally:
            self._sock.close()
            if self.proc.poll() is None:
                self.proc.kill()
        self.out.seek(0)
        self.err.seek(0)
        res = subprocess.CompletedProcess(self.args, code, self.out.read(), self.err.read())
        self.out.close()
        self.err.close()
        return res

    async def stop(self, sig: int = signal.SIGTERM) -> subprocess.CompletedProcess[str]:
        """Send the tool `sig` (a daemon's stop), end the interrupt wait it is in, and finish it."""
        self.proc.send_signal(sig)
        self.uio.signalled.set()
        return await self.finish()


def _recv(s: socket.socket, n: int) -> bytes | None:
    buf = b""
    while len(buf) < n:
        chunk = s.recv(n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return buf


CH = DAC["LP_DAC_CH_PER_CHIP"]
POR_X1, POR_M, POR_C, POR_OFS = DAC["LP_DAC_POR_X1"], 0xFFFF, 0x8000, DAC["LP_DAC_POR_OFS"]
MODE_SF, MODE_M, MODE_C, MODE_X1 = 0, 1, 2, 3
SF_CONTROL, SF_OFS0, SF_OFS1 = 1, 2, 3
CTRL_AB = 1 << 2    # control register: X1B written and used instead of X1A
T_SU_NS = T_H_NS = 5.0   # DIN setup and hold around SCLK's falling edge (the datasheet's are a few ns)


@dataclass
class Ad5370:
    """One chip's registers (power-on values) and what reached it."""

    x1a: list[int] = field(default_factory=lambda: [POR_X1] * CH)
    x1b: list[int] = field(default_factory=lambda: [POR_X1] * CH)
    m: list[int] = field(default_factory=lambda: [POR_M] * CH)
    c: list[int] = field(default_factory=lambda: [POR_C] * CH)
    dac: list[int] = field(default_factory=lambda: [POR_X1] * CH)
    ofs: list[int] = field(default_factory=lambda: [POR_OFS, POR_OFS])
    control: int = 0
    words: list[int] = field(default_factory=list)
    lost: int = 0         # words sent while in reset
    bad_frames: int = 0   # ~SYNC frames of another length than 24 bits
    unmodelled: int = 0   # words the model does not decode (broadcasts, other special functions)

    def x2(self, ch: int) -> int:
        x1 = (self.x1b if self.control & CTRL_AB else self.x1a)[ch]
        return max(0, min(0xFFFF, x1 * (self.m[ch] + 1) // 65536 + self.c[ch] - 32768))

    def out_uv(self, ch: int, vref_uv: int) -> float:
        return 4 * vref_uv * (self.dac[ch] - 4 * self.ofs[0 if ch < 8 else 1]) / 65536


class Ad5370Pins:
    """Both AD5370s on the board's DAC pins of `dut` (dac_sclk, dac_mosi, dac_cs_n, dac_ldac_n,
    dac_reset_n; drives dac_busy_n and dac_miso)."""

    def __init__(self, dut: Any, reset_us: float, calc_us: float = 1.5) -> None:
        self.dut, self.reset_us, self.calc_us = dut, reset_us, calc_us
        self.chips = [Ad5370(), Ad5370()]
        self.ldac_pulses = self.reset_pulses = self.ldac_busy = 0
        self.sync_frames = self.sclk_edges = 0
        self.timing_errors = 0   # DIN changed within T_SU_NS before or T_H_NS after a sampling edge
        self.in_reset = False
        self._resetting = False   # initialising after ~RESET rose: words are lost
        self.busy_until = 0.0
        self._wake = Event()
        dut.dac_busy_n.value = 1
        dut.dac_miso.value = 0

    def start(self) -> None:
        for c in (self._spi(), self._din(), self._ldac(), self._reset(), self._busy()):
            start_soon(c)

    @property
    def busy(self) -> bool:
        return self.in_reset or get_sim_time("ns") < self.busy_until

    def _hold_busy(self, us: float) -> None:
        self.busy_until = max(self.busy_until, get_sim_time("ns") + 1000 * us)
        self.dut.dac_busy_n.value = 0
        self._wake.set()

    async def _busy(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            while (now := get_sim_time("ns")) < self.busy_until:
                await Timer(self.busy_until - now, "ns")
            if not self.in_reset:
                self.dut.dac_busy_n.value = 1

    async def _spi(self) -> None:
        d = self.dut
        bits: list[list[int]] = [[], []]
        sel = int(d.dac_cs_n.value)
        fall, edge = FallingEdge(d.dac_sclk), Edge(d.dac_cs_n)
        while True:
            t = await First(fall, edge)
            if t is fall:
                self.sclk_edges += 1
                self._last_fall = get_sim_time("ns")
                self.timing_errors += sel != 3 and self._last_fall - self._last_din < T_SU_NS
                for k in range(2):
                    if not sel >> k & 1:
                        bits[k].append(int(d.dac_mosi.value))
                continue
            new = int(d.dac_cs_n.value)
            for k in range(2):
                if sel >> k & 1 and not new >> k & 1:
                    self.sync_frames += 1
                    bits[k] = []
                if not sel >> k & 1 and new >> k & 1:
                    self._frame(k, bits[k])
            sel = new

    _last_fall = _last_din = -1e9

    async def _din(self) -> None:
        while True:
            await Edge(self.dut.dac_mosi)
            self._last_din = get_sim_time("ns")
            self.timing_errors += int(self.dut.dac_cs_n.value) != 3 and self._last_din - self._last_fall < T_H_NS

    def _frame(self, k: int, bits: list[int]) -> None:
        chip = self.chips[k]
        if len(bits) != 24:
            chip.bad_frames += bool(bits)   # ~SYNC pulsed with no clock is no write
            return
        w = int("".join(map(str, bits)), 2)
        if self.in_reset or self._resetting:
            chip.lost += 1
            return
        chip.words.append(w)
        mode, addr, data = w >> 22, (w >> 16) & 0x3F, w & 0xFFFF
        if mode == MODE_SF:
            if addr == SF_CONTROL:
                chip.control = data & 0x7
            elif addr in (SF_OFS0, SF_OFS1):
                chip.ofs[addr - SF_OFS0] = data & 0x3FFF
            else:
                chip.unmodelled += 1
            return
        if not 8 <= addr < 8 + CH:
            chip.unmodelled += 1
            return
        ch = addr - 8
        if mode == MODE_X1:
            (chip.x1b if chip.control & CTRL_AB else chip.x1a)[ch] = data
        elif mode == MODE_C:
            chip.c[ch] = data
        else:
            chip.m[ch] = data
        self._hold_busy(self.calc_us)

    async def _ldac(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.dac_ldac_n)
            self.ldac_pulses += 1
            if self.busy:
                self.ldac_busy += 1
            for chip in self.chips:
                chip.dac = [chip.x2(ch) for ch in range(CH)]

    async def _reset(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.dac_reset_n)
            self.reset_pulses += 1
            self.in_reset = True
            self._resetting = True
            d.dac_busy_n.value = 0
            self.chips = [Ad5370(words=c.words, lost=c.lost, bad_frames=c.bad_frames, unmodelled=c.unmodelled)
                          for c in self.chips]
            await Edge(d.dac_reset_n)
            self.in_reset = False
            self._hold_busy(self.reset_us)
            await Timer(self.reset_us, "us")
            self._resetting = False

    def code(self, ch: int) -> int:
        """The DAC register of board channel ch (0 .. 79: chip ch / 40)."""
        return self.chips[ch // CH].dac[ch % CH]

    def out_uv(self, ch: int) -> float:
        return self.chips[ch // CH].out_uv(ch % CH, DAC["LP_DAC_BOARD_VREF_UV"])
