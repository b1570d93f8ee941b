"""A UART line at the pin for cocotb benches: 8N1 frames (start bit, 8 data bits LSB first, stop bit),
driven onto a receiver's input and decoded from a transmitter's output.

`bit_ns` is the line's bit time. For the AXI UART Lite (PG142) it is 16 periods of the IP's 16x enable,
`ip_bit_ns`; a receiver that samples each bit in its middle tolerates the usual few percent between the
two ends."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cocotb.triggers import FallingEdge, Timer


def ip_bit_ns(clk_hz: int, baud: int) -> float:
    """The AXI UART Lite's bit time: its 16x enable comes every round(clk_hz / (16 baud)) clocks."""
    div = max(1, (clk_hz + 8 * baud) // (16 * baud))
    return 16 * div * 1e9 / clk_hz


async def send(pin: Any, data: bytes, bit_ns: float, stop: int = 1) -> None:
    """Drive `data` onto `pin` (idle high) back to back; `stop` = 0 sends a frame error (a low stop bit)."""
    for b in data:
        for level in (0, *((b >> i) & 1 for i in range(8)), stop):
            pin.value = level
            await Timer(bit_ns, unit="ns")
    pin.value = 1


@dataclass
class Decoder:
    """Decodes every frame on `pin` while running (start()): `data` the bytes with a high stop bit, `bad`
    the count of frames with a low stop bit (a byte whose start bit is not low in its middle is a glitch
    and ignored)."""

    pin: Any
    bit_ns: float
    data: bytearray = field(default_factory=bytearray)
    bad: int = 0

    async def run(self) -> None:
        while True:
            await FallingEdge(self.pin)
            await Timer(self.bit_ns / 2, unit="ns")
            if int(self.pin.value):
                continue
            b = 0
            for i in range(8):
                await Timer(self.bit_ns, unit="ns")
                b |= int(self.pin.value) << i
            await Timer(self.bit_ns, unit="ns")
            if int(self.pin.value):
                self.data.append(b)
            else:
                self.bad += 1
