"""Shared pieces of the 10GBASE-R MAC/PCS testbenches (tb/eth, the `eth` part of make bench)."""

from __future__ import annotations

import random
import struct
import zlib
from typing import Any

from cocotb.clock import Clock
from cocotb.handle import LogicArrayObject, LogicObject
from cocotb.triggers import ReadOnly, RisingEdge
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether

from lightpath.model.eth_baser import Descrambler, Line

CLK_NS = 6.206  # 161.13 MHz: TXUSRCLK2/RXUSRCLK2 of a 64-bit GT at 10.3125 Gb/s
RX_EV = ("good", "pause", "err", "runt", "oversize", "bad_fcs", "lock_lost", "err_block", "sh_err", "hi_ber")
TX_EV = ("frame", "bad", "underrun", "err_block")


def counters(sig: LogicArrayObject, names: tuple[str, ...]) -> dict[str, int]:
    v = sig.value.to_unsigned()
    return {n: (v >> (32 * i)) & 0xFFFFFFFF for i, n in enumerate(names)}


def udp_frame(size: int, seq: int, rng: random.Random) -> bytes:
    """A scapy Ethernet/IPv4/UDP frame of `size` bytes with its FCS (size - 4 without), payload random
    with the sequence number first."""
    base = Ether(src="02:00:00:00:00:01", dst="02:00:00:00:00:02") / IP(src="10.0.0.1", dst="10.0.0.2") / UDP(
        sport=4000, dport=4001)
    n = max(0, size - 4 - len(base))
    body = struct.pack(">I", seq) + bytes(rng.getrandbits(8) for _ in range(max(0, n - 4)))
    return bytes(base / body[:n]) if size - 4 >= len(base) else bytes(base)[: size - 4]


def pause_frame() -> bytes:
    return bytes(Ether(dst="01:80:c2:00:00:01", src="02:00:00:00:00:01", type=0x8808)
                 / (b"\x00\x01\xff\xff" + bytes(42)))


def with_fcs(payload: bytes) -> bytes:
    return payload + struct.pack("<I", zlib.crc32(payload))


def last_user(fr: Any) -> int:
    """tuser of a received AxiStreamFrame's last beat."""
    u = fr.tuser
    return int(u[-1]) if isinstance(u, list) else int(u or 0)


async def start(dut: Any, clocks: tuple[str, ...], resets: tuple[str, ...], cycles: int = 4) -> None:
    for c in clocks:
        Clock(getattr(dut, c), CLK_NS, unit="ns").start()
    for r in resets:
        getattr(dut, r).value = 1
    for _ in range(cycles):
        await RisingEdge(getattr(dut, clocks[0]))
    for r in resets:
        getattr(dut, r).value = 0


class Loopback:
    """gt_tx_* of a channel into its own gt_rx_* through a Line (one clock for both sides): a block per
    cycle with gt_tx_seq != 32 goes in, a block per cycle with the receive gearbox's data-valid comes out
    (low one cycle in 33); the DUT's slip requests move the receiver's window. `sent_blocks` counts the
    blocks the transmitter put on the line, `tx_log` keeps (cycle, header, scrambled payload) if asked."""

    def __init__(self, dut: Any, clk: LogicObject, pause_every: int = 33) -> None:
        import cocotb
        self.dut, self.clk = dut, clk
        self.line = Line()
        self.pause_every = pause_every
        self.cycle = 0
        self.sent_blocks = 0
        self.slips = 0
        self.hooks: list = []
        self.dsc = Descrambler()
        self.block: tuple[int, int] = (0, 0)     # the last block sent, descrambled
        self.first_start: int | None = None      # index of the first block with a start
        self.last_term = 0                        # ... of the last block with a terminate
        cocotb.start_soon(self._run())

    @property
    def tx_frame_blocks(self) -> int:
        return self.last_term - (self.first_start or 0) + 1

    async def _run(self) -> None:
        d = self.dut
        d.gt_rx_valid.value = 0
        pending = None
        while True:
            await RisingEdge(self.clk)
            self.cycle += 1
            if pending is not None:
                d.gt_rx_hdr.value, d.gt_rx_data.value = pending
            d.gt_rx_valid.value = int(pending is not None)
            await ReadOnly()
            if int(d.gt_rx_slip.value):
                self.line.slip()
                self.slips += 1
            if int(d.gt_tx_seq.value) != 32:
                hdr, data = int(d.gt_tx_hdr.value), int(d.gt_tx_data.value)
                self.line.put((hdr, data))
                self.sent_blocks += 1
                self.block = (hdr, self.dsc.descramble(data))
                bt = self.block[1] & 0xFF if hdr == 1 else 0
                if bt in (0x78, 0x33, 0x66) and self.first_start is None:
                    self.first_start = self.sent_blocks
                if bt in (0x87, 0x99, 0xAA, 0xB4, 0xCC, 0xD2, 0xE1, 0xFF):
                    self.last_term = self.sent_blocks
                for h in self.hooks:
                    h(self)
            valid = self.cycle % self.pause_every != 0
            pending = self.line.take() if valid and self.line.n >= 66 + 66 else None
