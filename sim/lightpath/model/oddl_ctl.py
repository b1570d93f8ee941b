"""ODDL control frames and the electrical control network model (docs/oddl.md).

Frames: the 13-bit control message (12-bit address, 1-bit type; ODDL section 4.B) in an Ethernet II
frame whose layout and constants come from the cell-format source (lightpath.cell.generated.ODDL_CTL,
docs/cell-format.md "ODDL control frames").

ControlSwitch: a cocotb model of the electrical control network between the NICs' control ports (ODDL
uses an L3 fat tree of commodity switches). Every frame a node sends is delivered to the node of its
destination MAC after `hops` x `hop_ns` (ODDL Eq. 1: one message takes T_onehop x H_avehops; a
handshake, two messages, T_ctrl = 2 T_onehop H_avehops), in order between any two nodes. Fault hooks
for the bad-input tests: drop, duplicate or corrupt the n-th frame matching a predicate, and inject
arbitrary frames.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import cocotb
from cocotb.handle import LogicObject
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from lightpath.cell.generated import ODDL_CTL, OddlMsg

ETHERTYPE = ODDL_CTL["ethertype"]
MAC_PREFIX = ODDL_CTL["mac_prefix"]
ADDR_BITS = ODDL_CTL["addr_bits"]
FRAME_BYTES = ODDL_CTL["frame_bytes"]


def mac(addr: int) -> bytes:
    return (MAC_PREFIX | addr).to_bytes(6, "big")


def encode(src: int, dst: int, mtype: OddlMsg) -> bytes:
    """The control frame (MAC side, no FCS) of message `mtype` from `src` to `dst`."""
    msg = (int(mtype) << ADDR_BITS) | src
    body = mac(dst) + mac(src) + ETHERTYPE.to_bytes(2, "big") + msg.to_bytes(2, "big")
    return body + bytes(FRAME_BYTES - len(body))


@dataclass(frozen=True)
class Msg:
    src: int
    dst: int
    mtype: OddlMsg


def decode(frame: bytes) -> Msg:
    """Parse a control frame; ValueError if it is not one (the RTL's malformed rules)."""
    if len(frame) < 16:
        raise ValueError(f"runt control frame ({len(frame)} bytes)")
    if int.from_bytes(frame[12:14], "big") != ETHERTYPE:
        raise ValueError("not an ODDL control frame (EtherType)")
    msg = int.from_bytes(frame[14:16], "big")
    if msg >> (ADDR_BITS + 1):
        raise ValueError("reserved message bits set")
    smac, dmac = int.from_bytes(frame[6:12], "big"), int.from_bytes(frame[0:6], "big")
    mask = (1 << ADDR_BITS) - 1
    if smac & ~mask != MAC_PREFIX or smac & mask != msg & mask or dmac & ~mask != MAC_PREFIX:
        raise ValueError("control frame MAC addresses")
    return Msg(src=msg & mask, dst=dmac & mask, mtype=OddlMsg((msg >> ADDR_BITS) & 1))


@dataclass
class Fault:
    """Act on the `nth` (0-based) frame for which `match(msg)` holds: "drop", "dup" or "corrupt"."""
    match: Callable[[Msg], bool]
    action: str
    nth: int = 0
    seen: int = 0
    done: bool = False


@dataclass
class Delivery:
    time_clk: int
    msg: Msg


class ControlSwitch:
    """Electrical control network between the control ports of nodes `nodes` of a fabric top (ports
    nX_m_axis_ctl_* / nX_s_axis_ctl_*). Delay per frame: hops x hop_clocks, plus its serialisation."""

    def __init__(self, dut: Any, nodes: list[int], hop_clocks: int, hops: int = 2) -> None:
        self.dut = dut
        self.nodes = list(nodes)
        self.delay = hop_clocks * hops
        self.faults: list[Fault] = []
        self.log: list[Delivery] = []      # every message delivered (after faults), in order
        self.sent: list[Delivery] = []     # every message a node sent
        self.now = 0
        self.src: dict[int, AxiStreamSource] = {}
        self.sink: dict[int, AxiStreamSink] = {}
        for n in nodes:
            s = AxiStreamSource(AxiStreamBus.from_prefix(dut, f"n{n}_s_axis_ctl"), dut.clk, dut.rst)
            k = AxiStreamSink(AxiStreamBus.from_prefix(dut, f"n{n}_m_axis_ctl"), dut.clk, dut.rst)
            s.log.setLevel("WARNING")
            k.log.setLevel("WARNING")
            self.src[n], self.sink[n] = s, k
        self.queue: list[tuple[int, int, bytes, int]] = []   # (due clock, dst node, frame, tuser)

    def start(self) -> None:
        for n in self.nodes:
            cocotb.start_soon(self._rx(n))
        cocotb.start_soon(self._deliver())

    async def _rx(self, n: int) -> None:
        while True:
            f = await self.sink[n].recv()
            data = bytes(f.tdata)
            msg = decode(data)
            assert msg.src == self.addr_of(n), f"node {n} sent a control frame with source {msg.src}"
            self.sent.append(Delivery(self.now, msg))
            action = None
            for flt in self.faults:
                if not flt.done and flt.match(msg):
                    if flt.seen == flt.nth:
                        action, flt.done = flt.action, True
                    flt.seen += 1
            if action == "drop":
                continue
            if action == "corrupt":
                data = data[:14] + bytes([data[14] | 0x80]) + data[15:]   # a reserved bit: malformed
            copies = 2 if action == "dup" else 1
            for _ in range(copies):
                self.queue.append((self.now + self.delay, self.node_of(msg.dst), data, 0))

    def inject(self, dst_node: int, frame: bytes, tuser: int = 0) -> None:
        """Deliver an arbitrary frame to node dst_node's control port after the network delay."""
        self.queue.append((self.now + self.delay, dst_node, frame, tuser))

    async def _deliver(self) -> None:
        """Every clock: count it (self.now) and hand the frames that are due to their ports."""
        while True:
            await RisingEdge(self.dut.clk)
            self.now += 1
            due = [q for q in self.queue if q[0] <= self.now]
            if not due:
                continue
            self.queue = [q for q in self.queue if q[0] > self.now]
            for _, dst, data, tuser in due:
                if dst in self.src:
                    try:
                        self.log.append(Delivery(self.now, decode(data)))
                    except ValueError:
                        pass
                    self.src[dst].send_nowait(AxiStreamFrame(data, tuser=tuser))

    # node ids and ODDL addresses are the same in this NIC (docs/oddl.md)
    @staticmethod
    def addr_of(node: int) -> int:
        return node

    @staticmethod
    def node_of(addr: int) -> int:
        return addr

    async def idle(self, clk: LogicObject, limit: int = 100_000) -> None:
        for _ in range(limit):
            if not self.queue and all(s.empty() and not s.active for s in self.src.values()):
                return
            await ClockCycles(clk, 1)
        raise TimeoutError("control network did not drain")


__all__ = ["ControlSwitch", "Fault", "Msg", "decode", "encode", "mac"]
