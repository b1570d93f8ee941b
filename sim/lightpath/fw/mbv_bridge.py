"""The MicroBlaze V image on a board top in an RTL simulation (docs/boards.md, "Board twin").

The same ELF that `make bitstream ELF=` embeds runs on the instruction-set model of lightpath.fw.rv32run
(unicorn RV32 + the trap entry MicroBlaze V takes) with its local memory; every access to a window of the
block design becomes an AXI4-Lite transaction of the CPU's data-side master in the block-design model
(boards/vcu118/sim/mbv_sys_wrapper.sv, bus `cpu_dp` in clk_ctl): the UARTs, SPI, GPIO, INTC and timer
models and, across the SmartConnect model, the board core's register windows. Nothing of the block design
is modelled in Python here.

Time: the CPU runs in a cocotb bridge thread, CHUNK instructions at a time, one cycle of clk_ctl each; a
bus access holds the thread until the transaction completes in simulated time (a load's data and the
response come from the RTL); after a chunk the CPU waits for what is left of the chunk's cycles, so it
never runs ahead of simulated time by more than a chunk and never executes faster than its clock. While
the thread runs C code between two accesses, the simulator is paused (cocotb's bridge rule), so
simulated time sees the accesses at their true cycles and the instructions between them as free within
a chunk. An error response (DECERR of the interconnect model, SLVERR/DECERR of a core window) is the
load or store access fault MicroBlaze V takes (rv32run's trap entry). The CPU's reset is the
block design's (proc_sys_reset): while it is high the CPU does not run; at its fall the core resets
(the local memory keeps the image, as the LMB BRAM does). A reset pulse shorter than a chunk (a
CPU_RESET press of a microsecond) is seen by a watcher of its rise: the chunk under way ends, then the
core resets. The instructions after the rise within that chunk are the approximation: they reach no
bus (a core in reset makes no access; loads read 0), only the local memory."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.task import bridge, resume
from cocotb.triggers import Event, FallingEdge, ReadOnly, RisingEdge, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster

from lightpath.boards.tclcheck import MBV_MAP, mbv_address_map
from lightpath.fw.rv32run import BD_WINDOWS, CHUNK, ELF, BusError, Device, Image, Mbv

OKAY = 0

# cocotbext-axi 0.1.28 reads cocotb's deprecated Event.data once per transaction: one warning per access
warnings.filterwarnings("ignore", "The data field will be removed", DeprecationWarning)

Access = Callable[[int, int, int | None], tuple[int, int]]   # (address, size, store value) -> (data, resp)


class RtlWindow(Device):
    """A block-design window whose registers are in the simulation."""

    def __init__(self, base: int, access: Access) -> None:
        self.base, self.access = base, access

    def read_at(self, off: int, size: int) -> int:
        data, resp = self.access(self.base + off, size, None)
        if resp != OKAY:
            raise BusError
        # the data bus carries the whole word; the core picks the bytes of the load
        return (data >> (8 * (off & 3))) & ((1 << (8 * size)) - 1)

    def write_at(self, off: int, size: int, val: int) -> None:
        _, resp = self.access(self.base + off, size, val)
        if resp != OKAY:
            raise BusError


class MbvOnBoard:
    """One board's MicroBlaze V: `cpu` is the handle of the block-design model instance (u_cpu)."""

    def __init__(self, cpu: Any, image: Image | Path = ELF, chunk: int = CHUNK) -> None:
        self.cpu, self.chunk = cpu, chunk
        # the port is the core's: its reset flushes an access in flight (no stale response after it)
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(cpu, "cpu_dp"), cpu.cpu_clk, cpu.cpu_rst)
        amap = mbv_address_map(MBV_MAP)
        self.clk_ns = 1e9 / amap["LP_MBV_CLK_HZ"]
        bus: dict[int, Device] = {amap[n]: RtlWindow(amap[n], resume(self._axi)) for n in BD_WINDOWS}
        self.mbv = Mbv(image, bus=bus)
        self.reads = self.writes = self.errors = 0
        self.resets = 0
        self.held = 0   # accesses the core made after its reset rose, or in flight at it: not issued or flushed
        self._reset_rose = False   # cpu_rst rose since the last reset taken
        self._stopping = False
        self._stopped = Event()

    async def _axi(self, addr: int, size: int, val: int | None) -> tuple[int, int]:
        if self._reset_rose or self.cpu.cpu_rst.value:
            self.held += 1
            return 0, OKAY
        if val is None:
            self.reads += 1
            r = await self.axil.read(addr & ~3, 4)
            if r is None:   # flushed by the reset
                self.held += 1
                return 0, OKAY
            resp, data = int(r.resp), int.from_bytes(r.data, "little")
        else:
            # only the bytes of the store are enabled (a byte store to a UART's TX FIFO is one character)
            self.writes += 1
            w = await self.axil.write(addr, (val & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
            if w is None:
                self.held += 1
                return 0, OKAY
            resp, data = int(w.resp), 0
        if resp != OKAY:
            self.errors += 1
        return data, resp

    async def stop(self) -> None:
        """Stop the CPU at the end of its chunk (a test's end: no bridge thread is left inside an access)."""
        self._stopping = True
        await self._stopped.wait()

    async def run(self) -> None:
        """The CPU until stop() (start it with cocotb.start_soon)."""
        watch = cocotb.start_soon(self._watch_reset())
        try:
            await self._run()
        finally:
            watch.cancel()
            self._stopped.set()

    async def _watch_reset(self) -> None:
        while True:
            await RisingEdge(self.cpu.cpu_rst)
            self._reset_rose = True

    async def _run(self) -> None:
        while not self._stopping:
            if self.cpu.cpu_rst.value or self._reset_rose:
                self._reset_rose = False
                if self.cpu.cpu_rst.value:
                    await FallingEdge(self.cpu.cpu_rst)
                await ReadOnly()
                self.mbv.reset()
                self.resets += 1
                await Timer(self.clk_ns, "ns")
            t0 = get_sim_time("ns")
            self.mbv.clock.cycles = int(t0 / self.clk_ns)
            await bridge(self.mbv.step)(self.chunk)
            rest = self.chunk * self.clk_ns - (get_sim_time("ns") - t0)
            await Timer(max(rest, self.clk_ns), "ns", round_mode="round")
