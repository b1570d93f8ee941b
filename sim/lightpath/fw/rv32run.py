"""Instruction-set run of the MicroBlaze V firmware image (docs/firmware.md, "Instruction-set run").

The ELF that `make fw` builds (and `make bitstream ELF=` embeds) runs on unicorn's RV32 core with the
VCU118 block design (ip/vcu118/mbv_sys.tcl) around it: the local memory, the AXI UART Lite pair, the
AXI INTC, the AXI GPIO, the AXI Quad SPI, the AXI Timer and the two core windows (NIC node map,
arbiter map). Addresses, clock and local-memory size come from firmware/hal/mbv/lp_mbv_map.h (the
header the firmware and the block design read), the CPU parameters from mbv_sys.tcl, the core
windows' registers from the generated maps of lightpath.regs.

Time: the CPU clock is LP_MBV_CLK_HZ (clk_ctl of the block design clocks the CPU and every AXI-Lite
peripheral). Every instruction costs one cycle and every peripheral access AXI_CYCLES more (the
SmartConnect round trip); time advances in steps of at most CHUNK instructions, so a peripheral sees
time to within CHUNK cycles. The UARTs move one character per 10 bit times of their baud rate.

Traps: unicorn executes the trap return (mret) and the CSRs but does not enter a trap: an exception
raised inside the CPU (illegal instruction, ecall, misaligned access) is reported to an interrupt
hook, ebreak and an access to an address nothing decodes stop the run with an error. Both are
turned into the trap entry of the privileged spec here (mepc, mcause, mtval, mstatus.MPIE/MIE/MPP,
pc = mtvec), with the causes MicroBlaze V gives: an AXI error response (DECERR of the SmartConnect
for an unmapped address, SLVERR of a core window outside its blocks) is a load (5) or store (7)
access fault, mtval the address (the block design enables the core's data-side AXI exception,
C_M_AXI_D_BUS_EXCEPTION). At reset pc is C_BASE_VECTORS and mtvec C_BASE_VECTORS + 4, as
the core resets them.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from elftools.elf.elffile import ELFFile
from unicorn import (
    UC_ARCH_RISCV,
    UC_ERR_FETCH_UNMAPPED,
    UC_ERR_INSN_INVALID,
    UC_ERR_READ_UNMAPPED,
    UC_ERR_WRITE_UNMAPPED,
    UC_HOOK_CODE,
    UC_HOOK_INTR,
    UC_HOOK_MEM_FETCH_UNMAPPED,
    UC_HOOK_MEM_READ_UNMAPPED,
    UC_HOOK_MEM_WRITE_UNMAPPED,
    UC_MODE_RISCV32,
    Uc,
    UcError,
    riscv_const as rv,
)

from lightpath.boards.tclcheck import MBV_MAP, mbv_address_map
from lightpath.cell import generated as cellfmt
from lightpath.flow.paths import REPO
from lightpath.fw.wss_emu import WssEmulator
from lightpath.regs import lp_arb_regs, lp_nic_node

MBV_TCL = REPO / "ip" / "vcu118" / "mbv_sys.tcl"
ELF = REPO / "build" / "fw" / "rv32" / "lp_arb_fw.elf"   # what `make fw` builds

PAGE = 0x1000
WINDOW = 0x10000          # every AXI peripheral is given 64 KiB (mbv_sys.tcl, assign_bd_address -range 64K)
AXI_CYCLES = 12           # a peripheral access through the SmartConnect (assumption, docs/firmware.md)
CHUNK = 256               # instructions between two time steps
UART_FIFO = 16            # AXI UART Lite FIFO depth (PG142)
BAUD = 115200             # both UART Lite (mbv_sys.tcl: lp_bd_uartlite, 115200 8N1)

# the block design's AXI slaves: their base addresses' names in lp_mbv_map.h
BD_WINDOWS = ("LP_MBV_UART_CONSOLE", "LP_MBV_UART_WSS", "LP_MBV_TIMER", "LP_MBV_GPIO", "LP_MBV_SPI", "LP_MBV_INTC",
              "LP_MBV_NIC_BASE", "LP_MBV_ARB_BASE")

# RISC-V exception causes (privileged spec)
CAUSE_FETCH_FAULT, CAUSE_ILLEGAL, CAUSE_BREAK, CAUSE_LOAD_FAULT, CAUSE_STORE_FAULT = 1, 2, 3, 5, 7
CAUSE_ECALL_U, CAUSE_ECALL_M = 8, 11
EBREAK, C_EBREAK = 0x00100073, 0x9002


def cpu_config(tcl: Path = MBV_TCL) -> dict[str, str]:
    """CONFIG.C_* of the block design's microblaze_riscv cell: name -> value."""
    text = tcl.read_text()
    m = re.search(r"microblaze_riscv cpu\s*\n(?:#.*\n)*set_property -dict \[list(.*?)\] \[get_bd_cells cpu\]",
                  text, re.S)
    if not m:
        raise ValueError(f"{tcl}: no microblaze_riscv cpu configuration")
    return dict(re.findall(r"CONFIG\.(C_\w+)\s+\{([^}]*)\}", m.group(1)))


class BusError(Exception):
    """An access no slave decodes (DECERR) or a core window refuses (SLVERR)."""


@dataclass
class Clock:
    hz: int
    cycles: int = 0

    def us(self) -> float:
        return self.cycles * 1e6 / self.hz


class Device:
    """A 64 KiB AXI-Lite slave: 32-bit registers at byte offsets."""

    def read(self, off: int) -> int:
        raise BusError

    def write(self, off: int, val: int) -> None:
        raise BusError

    def pages(self) -> list[int]:
        """Pages of the window that decode (the others answer DECERR)."""
        return list(range(0, WINDOW, PAGE))

    def read_at(self, off: int, size: int) -> int:
        """A load of `size` bytes at byte offset `off`: the word's register (the block design's slaves
        are 32-bit; the core takes its bytes)."""
        return self.read(off & ~3)

    def write_at(self, off: int, size: int, val: int) -> None:
        """A store of `size` bytes at byte offset `off`: the word's register gets the value."""
        self.write(off & ~3, val)


class UartLite(Device):
    """AXI UART Lite (PG142): RX FIFO 0x0, TX FIFO 0x4, STAT 0x8, CTRL 0xC; 16-deep FIFOs; a character
    takes 10 bit times on the line. `sink` gets each character the moment its stop bit is out;
    feed() queues characters arriving from the peer (back to back at the baud rate)."""

    def __init__(self, clock: Clock, sink: Callable[[int], None] | None = None, baud: int = BAUD) -> None:
        self.clock, self.sink = clock, sink
        self.char = clock.hz * 10 // baud
        self.tx: deque[int] = deque()
        self.tx_line_free = 0                  # cycle the transmitter finishes the character it shifts
        self.tx_shifting: list[tuple[int, int]] = []   # (end cycle, byte)
        self.rx: deque[int] = deque()
        self.rx_line: deque[tuple[int, int]] = deque()  # (arrival cycle, byte)
        self.rx_line_free = 0
        self.overrun = False
        self.ctrl = 0
        self.out = bytearray()                 # every character transmitted
        self.dropped_writes = 0                # TX FIFO writes while full (the IP ignores them)
        self.rx_dropped = 0                    # characters that found the RX FIFO full (lost)

    def feed(self, data: bytes) -> None:
        t = max(self.rx_line_free, self.clock.cycles)
        for b in data:
            t += self.char
            self.rx_line.append((t, b))
        self.rx_line_free = t

    def tx_idle(self) -> bool:
        self.advance()
        return not self.tx and not self.tx_shifting

    def advance(self) -> None:
        now = self.clock.cycles
        while True:
            if self.tx_shifting and self.tx_shifting[0][0] <= now:
                _, b = self.tx_shifting.pop(0)
                self.out.append(b)
                if self.sink:
                    self.sink(b)
            if not self.tx_shifting and self.tx:
                start = self.tx_line_free
                if start <= now:
                    self.tx_line_free = start + self.char
                    self.tx_shifting.append((self.tx_line_free, self.tx.popleft()))
                    continue
            if not (self.tx_shifting and self.tx_shifting[0][0] <= now):
                break
        while self.rx_line and self.rx_line[0][0] <= now:
            _, b = self.rx_line.popleft()
            if len(self.rx) < UART_FIFO:
                self.rx.append(b)
            else:
                self.overrun = True
                self.rx_dropped += 1

    def pages(self) -> list[int]:
        return [0]

    def read(self, off: int) -> int:
        self.advance()
        if off == 0x0:
            return self.rx.popleft() if self.rx else 0
        if off == 0x8:
            st = (int(bool(self.rx)) | int(len(self.rx) >= UART_FIFO) << 1 | int(not self.tx) << 2
                  | int(len(self.tx) >= UART_FIFO) << 3 | (self.ctrl & 0x10) | int(self.overrun) << 5)
            self.overrun = False
            return st
        if off in (0x4, 0xC):
            return 0
        raise BusError

    def write(self, off: int, val: int) -> None:
        self.advance()
        if off == 0x4:
            if len(self.tx) >= UART_FIFO:
                self.dropped_writes += 1
            else:
                if not self.tx and not self.tx_shifting:
                    self.tx_line_free = max(self.tx_line_free, self.clock.cycles)
                self.tx.append(val & 0xFF)
                self.advance()
        elif off == 0xC:
            if val & 1:
                self.tx.clear()
            if val & 2:
                self.rx.clear()
            self.ctrl = val & 0x10
        elif off not in (0x0, 0x8):
            raise BusError


class Timer(Device):
    """AXI Timer (PG079), both counters cascaded (TCSR0.CASC): a 64-bit up-counter of the AXI clock."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.regs = {o: 0 for o in (0x00, 0x04, 0x08, 0x10, 0x14, 0x18)}
        self.start: int | None = None
        self.load = 0

    def pages(self) -> list[int]:
        return [0]

    def _count(self) -> int:
        if self.start is None:
            return self.load
        return (self.load + self.clock.cycles - self.start) & (2**64 - 1)

    def read(self, off: int) -> int:
        if off == 0x08:
            return self._count() & 0xFFFFFFFF
        if off == 0x18:
            return self._count() >> 32
        if off in self.regs:
            return self.regs[off]
        raise BusError

    def write(self, off: int, val: int) -> None:
        if off not in self.regs or off in (0x08, 0x18):
            raise BusError
        self.regs[off] = val
        if off == 0x00:
            if val & (1 << 5):
                self.load = (self.load & ~0xFFFFFFFF) | self.regs[0x04]
            if val & (1 << 7) and val & (1 << 11):
                self.load, self.start = self._count(), self.clock.cycles
            elif not val & (1 << 7) and self.start is not None:
                self.load, self.start = self._count(), None
        elif off == 0x10 and val & (1 << 5):
            self.load = (self.load & 0xFFFFFFFF) | self.regs[0x14] << 32


class Gpio(Device):
    """AXI GPIO (PG144), two channels: DATA 0x0, TRI 0x4, GPIO2_DATA 0x8, GPIO2_TRI 0xC."""

    def __init__(self, inputs: int = 1) -> None:
        self.regs = {0x0: 0, 0x4: 0xFFFFFFFF, 0x8: 0, 0xC: 0xFFFFFFFF}
        self.inputs = inputs          # channel 2 pins (bit 0 BUSY_N: idle high)
        self.history: list[int] = []  # every value written to channel 1

    def pages(self) -> list[int]:
        return [0]

    def read(self, off: int) -> int:
        if off == 0x8:
            return self.inputs
        if off in self.regs:
            return self.regs[off]
        raise BusError

    def write(self, off: int, val: int) -> None:
        if off not in self.regs:
            raise BusError
        self.regs[off] = val
        if off == 0x0:
            self.history.append(val)


class QuadSpi(Device):
    """AXI Quad SPI (PG153), standard mode, master: SRR 0x40, SPICR 0x60, SPISR 0x64, DTR 0x68, DRR 0x6C,
    SSR 0x70, TX_OCC 0x74, RX_OCC 0x78; 16-deep FIFOs. A transfer runs when the master is enabled and
    not inhibited: every byte of the TX FIFO is shifted out to the selected slave (`transfers`), the
    byte read back is `miso`."""

    def __init__(self, miso: int = 0) -> None:
        self.cr, self.ssr, self.miso = 0x180, 0xFFFFFFFF, miso
        self.tx: list[int] = []
        self.rx: deque[int] = deque()
        self.frame: list[int] = []
        self.transfers: list[tuple[int, bytes]] = []   # (slave select index, bytes of one SS assertion)

    def pages(self) -> list[int]:
        return [0]

    def _run(self) -> None:
        if self.cr & 0x6 == 0x6 and not self.cr & 0x100 and self.ssr != 0xFFFFFFFF:
            for b in self.tx:
                self.frame.append(b)
                if len(self.rx) < UART_FIFO:
                    self.rx.append(self.miso)
            self.tx.clear()

    def read(self, off: int) -> int:
        if off == 0x60:
            return self.cr
        if off == 0x64:
            return (int(not self.rx) | int(len(self.rx) >= 16) << 1 | int(not self.tx) << 2
                    | int(len(self.tx) >= 16) << 3)
        if off == 0x6C:
            return self.rx.popleft() if self.rx else 0
        if off == 0x70:
            return self.ssr
        if off == 0x74:
            return max(len(self.tx) - 1, 0)
        if off == 0x78:
            return max(len(self.rx) - 1, 0)
        if off in (0x1C, 0x20, 0x28, 0x40, 0x68):
            return 0
        raise BusError

    def write(self, off: int, val: int) -> None:
        if off == 0x60:
            self.cr = val & 0x3FF
            if val & 0x20:
                self.tx.clear()
            if val & 0x40:
                self.rx.clear()
        elif off == 0x68:
            if len(self.tx) < 16:
                self.tx.append(val & 0xFF)
        elif off == 0x70:
            if val == 0xFFFFFFFF and self.ssr != 0xFFFFFFFF and self.frame:
                self.transfers.append(((~self.ssr & 0xFFFFFFFF).bit_length() - 1, bytes(self.frame)))
                self.frame = []
            self.ssr = val
        elif off not in (0x1C, 0x20, 0x28, 0x40):
            raise BusError
        self._run()


class Intc(Device):
    """AXI INTC (PG099): ISR 0x00, IPR 0x04, IER 0x08, IAR 0x0C, SIE 0x10, CIE 0x14, IVR 0x18, MER 0x1C.
    Level inputs: a line that is high sets its ISR bit, IAR clears it (set again while the line is high)."""

    def __init__(self, lines: Callable[[], int]) -> None:
        self.lines = lines
        self.isr = self.ier = self.mer = 0

    def pages(self) -> list[int]:
        return [0]

    def read(self, off: int) -> int:
        self.isr |= self.lines()
        if off == 0x00:
            return self.isr
        if off == 0x04:
            return self.isr & self.ier
        if off == 0x08:
            return self.ier
        if off == 0x18:
            p = self.isr & self.ier
            return (p & -p).bit_length() - 1 if p else 0xFFFFFFFF
        if off == 0x1C:
            return self.mer
        if off in (0x0C, 0x10, 0x14):
            return 0
        raise BusError

    def write(self, off: int, val: int) -> None:
        if off == 0x00:
            if self.mer & 2 == 0:
                self.isr |= val   # software interrupts before HIE (PG099)
        elif off == 0x08:
            self.ier = val
        elif off == 0x0C:
            self.isr &= ~val
            self.isr |= self.lines()
        elif off == 0x10:
            self.ier |= val
        elif off == 0x14:
            self.ier &= ~val
        elif off == 0x1C:
            self.mer = val & 3 if not self.mer & 2 else self.mer | (val & 1)
        elif off not in (0x04, 0x18):
            raise BusError


class RegWindow(Device):
    """A core register window backed by a generated map (lightpath.regs.<map>): every register reads
    its reset value until written, writable fields keep what is written, INTR_STATUS is write-1-to-clear,
    an access outside the map's blocks (or outside the map) is a bus error (SLVERR). `on_write(name,
    value)` hooks add behaviour (lp_nic_node: a round-robin table commit completes at once); `live`
    holds the registers the hardware drives at every clock (offset -> their value now)."""

    def __init__(self, regmap: ModuleType, prefix: str = "") -> None:
        self.map = regmap
        self.by_addr = {r.addr: r for r in regmap.REGS.values()}
        self.values = {r.addr: r.reset for r in regmap.REGS.values()}
        blocks: dict[str, tuple[int, int]] = getattr(regmap, "BLOCKS", {"": (0, regmap.SIZE)})
        self.spans = sorted(blocks.values())
        self.on_write: list[Callable[[str, int], None]] = []
        self.live: dict[int, Callable[[], int]] = {}
        self.errors: set[int] = set()   # offsets that answer SLVERR (fault injection)

    def pages(self) -> list[int]:
        return sorted({p for base, size in self.spans for p in range(base & ~(PAGE - 1), base + size, PAGE)})

    def _check(self, off: int) -> None:
        if off in self.errors or not any(b <= off < b + s for b, s in self.spans):
            raise BusError

    def name_at(self, off: int) -> str | None:
        r = self.by_addr.get(off)
        return r.name if r else None

    def get(self, name: str) -> int:
        return self.values[self.map.REGS[name].addr]

    def set(self, name: str, value: int) -> None:
        self.values[self.map.REGS[name].addr] = value & 0xFFFFFFFF

    def read(self, off: int) -> int:
        self._check(off)
        if off in self.live:
            return self.live[off]() & 0xFFFFFFFF
        return self.values.get(off, 0)

    def write(self, off: int, val: int) -> None:
        self._check(off)
        reg = self.by_addr.get(off)
        if reg is None:
            return
        if reg.name.endswith("INTR_STATUS"):
            self.values[off] &= ~val
        else:
            rw = sum(f.mask for f in reg.fields.values() if f.access == "rw")
            self.values[off] = (self.values[off] & ~rw) | (val & rw)
        for hook in self.on_write:
            hook(reg.name, val)


class NicWindow(RegWindow):
    """The NIC node map with the round-robin table's two banks (docs/rr-table.md, "Banks"): RR_TABLE
    reads and writes reach the shadow bank; `active` is the bank the slot engine runs with, its first
    `active_len` words the table in use."""

    def __init__(self) -> None:
        super().__init__(lp_nic_node)
        self.table_addrs = [lp_nic_node.REGS[f"RR_TABLE[{i}]"].addr
                            for i in range(sum(n.startswith("RR_TABLE[") for n in lp_nic_node.REGS))]
        self.active = [self.values[a] for a in self.table_addrs]   # the reset value, as the shadow's

    def swap(self) -> None:
        """A commit taken at the cycle boundary: the banks change places, so the window then shows the
        table that was active before."""
        shadow = [self.values[a] for a in self.table_addrs]
        for a, v in zip(self.table_addrs, self.active, strict=True):
            self.values[a] = v
        self.active = shadow

    @property
    def active_len(self) -> int:
        return int(lp_nic_node.REGS["RR_STATUS"].fields["active_len"].extract(self.get("RR_STATUS")))

    def count_slots(self, clock: Clock) -> None:
        """TSYNC_SLOT counts the slots of the time-sync grid from now on (index 0 now): one slot every
        guard + preamble (SLOT_TIMING, as written) + the cell's words of the line clock, as lp_tsync's
        slot index does once locked. Off by default: TSYNC_SLOT then reads its reset value."""
        timing = lp_nic_node.REGS["SLOT_TIMING"]
        t0 = clock.cycles

        def index() -> int:
            v = self.get("SLOT_TIMING")
            words = (timing.fields["guard"].extract(v) + timing.fields["preamble"].extract(v)
                     + int(cellfmt.SLOT["cell_words"]))
            return (clock.cycles - t0) * 10**12 // clock.hz // (words * cellfmt.CLK_PS)

        self.live[lp_nic_node.REGS["TSYNC_SLOT"].addr] = index

    def slot(self) -> int:
        """TSYNC_SLOT as the CPU reads it now."""
        return self.read(lp_nic_node.REGS["TSYNC_SLOT"].addr)


class ArbKeeper:
    """The arbiter's circuit keeper (rtl/arbiter/lp_ocs_sched.sv) as the control CPU sees it in the
    arbiter window: one entry per source {v, dst, live, eff} read through CUR / CUR_EFF for the source
    SEL.cur selects (0 for a source never given a circuit). A publication is one decision's apply:
    each changed entry takes eff = TSYNC_SLOT + RECONF_SLOTS + CYCLE_SLOTS (the registers as the
    firmware wrote them), an ADD sets v and live with its destination, a REMOVE clears v and live and
    keeps the entry's destination, as the RTL's entry does; then GEN + 1 and INTR_STATUS.cfg set."""

    def __init__(self, arb: RegWindow, nic: NicWindow) -> None:
        self.arb, self.nic = arb, nic
        self.entries: dict[int, tuple[int, int, int]] = {}   # source -> (v, dst, eff)
        cur, sel = lp_arb_regs.REGS["CUR"], lp_arb_regs.REGS["SEL"]

        def select(name: str, val: int) -> None:
            if name == "SEL":
                v, d, eff = self.entries.get(sel.fields["cur"].extract(val), (0, 0, 0))
                word = cur.fields["v"].insert(0, v) | cur.fields["live"].insert(0, v)
                arb.set("CUR", word | cur.fields["dst"].insert(0, d))
                arb.set("CUR_EFF", eff)

        arb.on_write.append(select)

    def publish(self, circuits: dict[int, int | None]) -> int:
        """source -> its new destination (None: REMOVE); returns the operations' effective slot."""
        eff = (self.nic.slot() + self.arb.get("RECONF_SLOTS") + self.arb.get("CYCLE_SLOTS")) & 0xFFFFFFFF
        for s, d in circuits.items():
            old = self.entries.get(s, (0, 0, 0))[1]
            self.entries[s] = (0, old, eff) if d is None else (1, d, eff)
        self.arb.set("GEN", self.arb.get("GEN") + 1)
        self.arb.set("INTR_STATUS", self.arb.get("INTR_STATUS") | lp_arb_regs.REGS["INTR_STATUS"].fields["cfg"].mask)
        return eff


def nic_window(tsync_lock_on: int = 1) -> NicWindow:
    """The NIC node map with the behaviour the firmware's bring-up waits for: a round-robin table
    commit (RR_CTRL.COMMIT) is taken at once (the banks swap, RR_STATUS: not pending, active length =
    LENGTH; no validation); time sync locks at the `tsync_lock_on`-th write that sets TSYNC_CTRL.en
    (TSYNC_STATUS locked, all_locked, and at the master TSM_STATUS all_locked with every node's
    node_locked bit; a later number stands for nodes powered on after the arbiter), the CDR phase
    cache knows whichever source CDR_DBG_SEL selects, and the S-VLB queues are programmed at once
    (SVLB_CTRL.apply with en = 0: SVLB_STATUS.queues_ok)."""
    w = NicWindow()
    ctrl, status = lp_nic_node.REGS["RR_CTRL"], lp_nic_node.REGS["RR_STATUS"]

    def commit(name: str, val: int) -> None:
        if name == "RR_CTRL" and ctrl.fields["commit"].extract(val):
            n = ctrl.fields["length"].extract(val)
            w.swap()
            w.set("RR_STATUS", status.fields["active_len"].insert(0, n))

    tctl, tst, tsm = lp_nic_node.REGS["TSYNC_CTRL"], lp_nic_node.REGS["TSYNC_STATUS"], lp_nic_node.REGS["TSM_STATUS"]
    every = (1 << tsm.fields["node_locked"].width) - 1
    known = lp_nic_node.REGS["CDR_STATUS"].fields["dbg_known"]

    enables = [0]

    def sync(name: str, val: int) -> None:
        if name == "TSYNC_CTRL" and tctl.fields["en"].extract(val):
            enables[0] += 1
            if enables[0] >= tsync_lock_on:   # every node locks at once
                w.set("TSYNC_STATUS", tst.fields["all_locked"].insert(tst.fields["locked"].insert(0, 1), 1))
                w.set("TSM_STATUS", tsm.fields["node_locked"].insert(tsm.fields["all_locked"].insert(0, 1), every))
        if name == "CDR_DBG_SEL":   # every source's phase is known
            w.set("CDR_STATUS", known.insert(0, 1))

    sctl, sst = lp_nic_node.REGS["SVLB_CTRL"], lp_nic_node.REGS["SVLB_STATUS"]

    def svlb(name: str, val: int) -> None:
        if name == "SVLB_CTRL" and sctl.fields["apply"].extract(val) and not sctl.fields["en"].extract(val):
            w.set("SVLB_STATUS", sst.fields["queues_ok"].insert(0, 1))

    w.on_write.append(commit)
    w.on_write.append(sync)
    w.on_write.append(svlb)
    return w


class WssOnUart(WssEmulator):
    """The WSS / OCS controller model of wss_emu on the WSS UART: characters the firmware transmits
    are its command lines, its replies go back on the UART's receive line."""

    def __init__(self, **kw: Any) -> None:
        kw.setdefault("reconf_ms", 0.0)
        super().__init__(**kw)
        self.uart: UartLite | None = None
        self._rx = bytearray()

    def _send(self, text: str) -> None:
        if self.uart is not None:
            self.uart.feed(text.encode("ascii") + b"\n")

    def take(self, b: int) -> None:
        if b == 0x0A:
            line, self._rx = bytes(self._rx), bytearray()
            self._line(line.decode("ascii", "replace").rstrip("\r"))
        else:
            self._rx.append(b)


@dataclass
class Trap:
    cause: int
    epc: int
    tval: int
    cycle: int


@dataclass
class Image:
    path: Path
    segments: list[tuple[int, bytes, int]]     # (address, file bytes, memory size)
    symbols: dict[str, tuple[int, int]]          # name -> (address, size)
    entry: int
    text: tuple[int, bytes] = (0, b"")

    @classmethod
    def load(cls, path: Path = ELF) -> Image:
        with open(path, "rb") as f:
            elf = ELFFile(f)
            segs = [(s["p_paddr"], s.data(), s["p_memsz"]) for s in elf.iter_segments() if s["p_type"] == "PT_LOAD"]
            syms: dict[str, tuple[int, int]] = {}
            tab = elf.get_section_by_name(".symtab")
            if tab is not None:
                for s in tab.iter_symbols():   # type: ignore[attr-defined]
                    if s.name:
                        syms[s.name] = (s["st_value"], s["st_size"])
            text = elf.get_section_by_name(".text")
            t = (text["sh_addr"], text.data()) if text is not None else (0, b"")
            return cls(path, segs, syms, elf.header["e_entry"], t)

    def sym(self, name: str) -> int:
        return self.symbols[name][0]

    def member_offset(self, typedef: str, member: str) -> int:
        """Byte offset of `member` in the struct named by `typedef`, from the image's DWARF (the layout
        the RV32 compiler chose: a struct holding a pointer is laid out differently on the host)."""
        with open(self.path, "rb") as f:
            dwarf = ELFFile(f).get_dwarf_info()
            for cu in dwarf.iter_CUs():
                for die in cu.iter_DIEs():
                    name = die.attributes.get("DW_AT_name")
                    if die.tag != "DW_TAG_typedef" or name is None or name.value != typedef.encode():
                        continue
                    for m in die.get_DIE_from_attribute("DW_AT_type").iter_children():
                        mname = m.attributes.get("DW_AT_name")
                        if m.tag == "DW_TAG_member" and mname is not None and mname.value == member.encode():
                            loc = m.attributes["DW_AT_data_member_location"].value
                            # an offset, or (DWARF 2) the expression DW_OP_plus_uconst <uleb128>
                            return loc if isinstance(loc, int) else sum((b & 0x7F) << (7 * i)
                                                                        for i, b in enumerate(loc[1:]))
        raise KeyError(f"{self.path}: no member {member} in {typedef}")


@dataclass
class Board:
    """The block design around the CPU; tests reach into its models."""

    clock: Clock
    console: UartLite
    wss_uart: UartLite
    timer: Timer
    gpio: Gpio
    spi: QuadSpi
    intc: Intc
    nic: NicWindow
    arb: RegWindow
    wss: WssOnUart | None
    devices: dict[int, Device] = field(default_factory=dict)   # base address -> device


def board(clock: Clock, wss: WssOnUart | None, tsync_lock_on: int = 1, wss_baud: int = BAUD) -> Board:
    amap = mbv_address_map(MBV_MAP)
    nic, arb = nic_window(tsync_lock_on), RegWindow(lp_arb_regs)
    console = UartLite(clock)
    wss_uart = UartLite(clock, sink=wss.take if wss else None, baud=wss_baud)
    if wss:
        wss.uart = wss_uart

    def lines() -> int:   # INTC inputs: 0 NIC (no source modelled: low), 1 arbiter, 2 ODDL (the node map's oddl block)
        def pending(w: RegWindow, status: str, enable: str) -> int:
            return int(bool(w.get(status) & w.get(enable)))
        return pending(arb, "INTR_STATUS", "INTR_ENABLE") << 1 | pending(nic, "INTR_STATUS", "INTR_ENABLE") << 2

    b = Board(clock, console, wss_uart, Timer(clock), Gpio(), QuadSpi(), Intc(lines), nic, arb, wss)
    devs: tuple[Device, ...] = (console, wss_uart, b.timer, b.gpio, b.spi, b.intc, nic, arb)
    b.devices = {amap[name]: dev for name, dev in zip(BD_WINDOWS, devs, strict=True)}
    return b


class Mbv:
    """One MicroBlaze V with its block design, running an image. run_us() advances simulated time;
    `traps` lists the traps taken, `turns` the cycle of each entry of `loop_symbol` (the main loop's
    turn function)."""

    def __init__(self, image: Image | Path = ELF, wss: WssOnUart | None = None, loop_symbol: str = "fw_loop_turn",
                 unmapped_nic: bool = False, tsync_lock_on: int = 1, bus: dict[int, Device] | None = None,
                 unmapped_arb: bool = False, wss_baud: int = BAUD) -> None:
        """bus: base address -> window, replacing the block design's Python models (lightpath.fw.mbv_bridge:
        the windows of the block-design model in an RTL simulation); wss_baud: the WSS UART's line rate
        (a board simulation's faster line)."""
        self.image = image if isinstance(image, Image) else Image.load(image)
        amap = mbv_address_map(MBV_MAP)
        self.cfg = cpu_config()
        self.clock = Clock(amap["LP_MBV_CLK_HZ"])
        self.board = board(self.clock, wss, tsync_lock_on, wss_baud)
        self.lmb = amap["LP_MBV_LMB_SIZE"]
        self.uc = Uc(UC_ARCH_RISCV, UC_MODE_RISCV32)
        self.uc.mem_map(0, self.lmb)
        for addr, data, _size in self.image.segments:
            self.uc.mem_write(addr, data)
        self.bus = bus if bus is not None else self.board.devices
        for base, dev in self.bus.items():
            if (unmapped_nic and dev is self.board.nic) or (unmapped_arb and dev is self.board.arb):
                continue   # a bitstream without that window (a NIC node has no arbiter): DECERR
            for page in dev.pages():
                self.uc.mmio_map(base + page, PAGE, self._mmio_read, (base + page, dev),
                                 self._mmio_write, (base + page, dev))
        self.traps: list[Trap] = []
        self.turns: list[int] = []
        self.turn_wss_tx: list[int] = []   # characters sent on the WSS UART before each turn
        self.starts = 0                  # times main was entered (a trap vectored into the reset code: more)
        self._fault: tuple[int, int] | None = None   # (cause, address) of a bus error in the current step
        self.uc.hook_add(UC_HOOK_MEM_READ_UNMAPPED | UC_HOOK_MEM_FETCH_UNMAPPED, self._unmapped_read)
        self.uc.hook_add(UC_HOOK_MEM_WRITE_UNMAPPED, self._unmapped_write)
        self.uc.hook_add(UC_HOOK_INTR, self._intr)
        main = self.image.sym("main")
        self.uc.hook_add(UC_HOOK_CODE, self._start_hook, begin=main, end=main)
        if loop_symbol in self.image.symbols:
            a = self.image.sym(loop_symbol)
            self.uc.hook_add(UC_HOOK_CODE, self._turn_hook, begin=a, end=a)
        self.reset()

    # ---------------------------------------------------------------- peripherals
    def _mmio_read(self, uc: Uc, offset: int, size: int, data: tuple[int, Device]) -> int:
        page, dev = data
        self.clock.cycles += AXI_CYCLES
        try:
            return dev.read_at((page + offset) & (WINDOW - 1), size)
        except BusError:
            self._bus_error(CAUSE_LOAD_FAULT, page + offset)
            return 0

    def _mmio_write(self, uc: Uc, offset: int, size: int, value: int, data: tuple[int, Device]) -> None:
        page, dev = data
        self.clock.cycles += AXI_CYCLES
        try:
            dev.write_at((page + offset) & (WINDOW - 1), size, value & 0xFFFFFFFF)
        except BusError:
            self._bus_error(CAUSE_STORE_FAULT, page + offset)

    def _bus_error(self, cause: int, addr: int) -> None:
        # an error response inside a decoded page: the access completes in unicorn, the trap is taken
        # right after it with the faulting instruction's pc (recorded by the code hook of the step)
        self._fault = (cause, addr)
        self.uc.emu_stop()

    def _unmapped_read(self, uc: Uc, access: int, addr: int, size: int, value: int, data: object) -> bool:
        self._fault = (CAUSE_LOAD_FAULT, addr)
        return False

    def _unmapped_write(self, uc: Uc, access: int, addr: int, size: int, value: int, data: object) -> bool:
        self._fault = (CAUSE_STORE_FAULT, addr)
        return False

    def _intr(self, uc: Uc, intno: int, data: object) -> None:
        # unicorn hands the hook a pc 4 past the instruction (whatever its length), and the ecall
        # cause before the privilege is added (the image runs in machine mode: 8 + 3)
        cause = CAUSE_ECALL_M if intno == CAUSE_ECALL_U else intno
        self._enter_trap(cause, uc.reg_read(rv.UC_RISCV_REG_PC) - 4, 0)

    def _start_hook(self, uc: Uc, addr: int, size: int, data: object) -> None:
        self.starts += 1

    def _turn_hook(self, uc: Uc, addr: int, size: int, data: object) -> None:
        self.turns.append(self.clock.cycles)
        self.turn_wss_tx.append(len(self.board.wss_uart.out))

    def _enter_trap(self, cause: int, epc: int, tval: int) -> None:
        uc = self.uc
        self.traps.append(Trap(cause, epc, tval, self.clock.cycles))
        st = uc.reg_read(rv.UC_RISCV_REG_MSTATUS)
        mie = (st >> 3) & 1
        st = (st & ~((1 << 3) | (1 << 7) | (3 << 11))) | (mie << 7) | (3 << 11)
        uc.reg_write(rv.UC_RISCV_REG_MSTATUS, st)
        uc.reg_write(rv.UC_RISCV_REG_MEPC, epc)
        uc.reg_write(rv.UC_RISCV_REG_MCAUSE, cause)
        uc.reg_write(rv.UC_RISCV_REG_MTVAL, tval)
        uc.reg_write(rv.UC_RISCV_REG_PC, uc.reg_read(rv.UC_RISCV_REG_MTVEC) & ~3)

    def reset(self) -> None:
        """The core's reset (power-up, the debug module's system reset, CPU_RESET): pc, mtvec and
        mstatus as MicroBlaze V resets them; the local memory keeps its contents."""
        base = int(self.cfg.get("C_BASE_VECTORS", "0"), 0)
        self.uc.reg_write(rv.UC_RISCV_REG_PC, base)
        self.uc.reg_write(rv.UC_RISCV_REG_MTVEC, base + 4)
        self.uc.reg_write(rv.UC_RISCV_REG_MSTATUS, 0)

    # ---------------------------------------------------------------- running
    @property
    def pc(self) -> int:
        return int(self.uc.reg_read(rv.UC_RISCV_REG_PC))

    def halted(self) -> bool:
        """In the halt loop of the trap handler (symbol lp_mbv_halt)."""
        a, size = self.image.symbols.get("lp_mbv_halt", (-1, 0))
        return a <= self.pc < a + max(size, 2)

    def step(self, n: int = CHUNK) -> None:
        pc = self.pc
        self._fault = None
        try:
            self.uc.emu_start(pc, 0xFFFFFFFF, count=n)
        except UcError as e:
            if e.errno == UC_ERR_INSN_INVALID:   # unicorn stops at ebreak instead of reporting it
                pc = self.pc
                word = int.from_bytes(self.uc.mem_read(pc, 4), "little")
                brk = word == EBREAK or word & 0xFFFF == C_EBREAK
                self._enter_trap(CAUSE_BREAK if brk else CAUSE_ILLEGAL, pc, pc if brk else 0)
            elif e.errno not in (UC_ERR_READ_UNMAPPED, UC_ERR_WRITE_UNMAPPED, UC_ERR_FETCH_UNMAPPED):
                raise
        self.clock.cycles += n
        self.board.console.advance()
        self.board.wss_uart.advance()
        if self._fault is not None:
            cause, addr = self._fault
            if self.pc == addr:   # a fetch from nowhere
                cause = CAUSE_FETCH_FAULT
            self._enter_trap(cause, self.pc, addr)

    def run_us(self, us: float, until: Callable[[], bool] | None = None) -> None:
        end = self.clock.cycles + int(us * self.clock.hz / 1e6)
        while self.clock.cycles < end:
            self.step()
            if until is not None and until():
                return

    # ---------------------------------------------------------------- observation
    def read_word(self, addr: int) -> int:
        return int.from_bytes(self.uc.mem_read(addr, 4), "little")

    def stack_high_water(self) -> int:
        """Bytes of the stack ever used: from the stack top down to the deepest word that lost the
        paint crt0 laid at reset."""
        lo, hi = self.image.sym("__stack_bottom"), self.image.sym("__stack_top")
        mem = self.uc.mem_read(lo, hi - lo)
        paint = mbv_address_map(MBV_MAP)["LP_MBV_STACK_PAINT"]
        for off in range(0, hi - lo, 4):
            if int.from_bytes(mem[off:off + 4], "little") != paint:
                return hi - lo - off
        return 0

    def stack_guard_intact(self) -> bool:
        amap = mbv_address_map(MBV_MAP)
        lo = self.image.sym("__stack_bottom")
        return bytes(self.uc.mem_read(lo, amap["LP_MBV_STACK_GUARD"])) == \
            amap["LP_MBV_STACK_PAINT"].to_bytes(4, "little") * (amap["LP_MBV_STACK_GUARD"] // 4)

    def console_text(self) -> str:
        return self.board.console.out.decode("ascii", "replace")


# ---------------------------------------------------------------- instruction set of the image
OPC_M = 0x33        # OP with funct7 = 1: MUL, MULH*, DIV*, REM*
BASE_OPCODES = {0x37, 0x17, 0x6F, 0x67, 0x63, 0x03, 0x23, 0x13, 0x33, 0x0F, 0x73}   # RV32I + Zicsr/Zifencei
F_OPCODES = {0x07, 0x27, 0x43, 0x47, 0x4B, 0x4F, 0x53}
OPC_A = 0x2F


def instructions(code: bytes, addr: int = 0) -> list[tuple[int, int, int]]:
    """(address, length in bytes, instruction word) of a code section, walked by the RISC-V length
    encoding (2-byte compressed, 4-byte standard)."""
    out, i = [], 0
    while i + 2 <= len(code):
        lo = int.from_bytes(code[i:i + 2], "little")
        if lo & 3 != 3:
            out.append((addr + i, 2, lo))
            i += 2
        else:
            out.append((addr + i, 4, int.from_bytes(code[i:i + 4], "little")))
            i += 4
    return out


def extensions_used(code: bytes, addr: int = 0) -> dict[str, list[int]]:
    """Extension -> addresses of the instructions of the image that need it (I, M, A, F, C, Zicsr),
    and "unknown" for words no RV32 extension decodes."""
    used: dict[str, list[int]] = {}
    for a, n, w in instructions(code, addr):
        if n == 2:
            q, f3 = w & 3, (w >> 13) & 7
            ext = "F" if (q in (0, 2) and f3 in (1, 3, 5, 7)) else "C"   # c.fld/c.flw/c.fsd/c.fsw(sp)
            if w == 0:
                ext = "unknown"   # the defined illegal instruction
        else:
            op, f7, f3 = w & 0x7F, w >> 25, (w >> 12) & 7
            if op == OPC_M and f7 == 1:
                ext = "M"
            elif op == 0x73 and f3 != 0:
                ext = "Zicsr"
            elif op in BASE_OPCODES:
                ext = "I"
            elif op == OPC_A:
                ext = "A"
            elif op in F_OPCODES:
                ext = "F"
            else:
                ext = "unknown"
        used.setdefault(ext, []).append(a)
    return used


def extensions_configured(cfg: dict[str, str]) -> set[str]:
    """What the block design's MicroBlaze V implements: RV32I, Zicsr and Zifencei always; M when
    C_USE_MULDIV > 0 (any non-zero value is the whole M extension, divide and remainder included:
    docs/firmware.md), A, C and F by their parameters."""
    ext = {"I", "Zicsr"}
    for name, param in (("M", "C_USE_MULDIV"), ("A", "C_USE_ATOMIC"), ("C", "C_USE_COMPRESSION"), ("F", "C_USE_FPU")):
        if int(cfg.get(param, "0"), 0) > 0:
            ext.add(name)
    return ext
