"""lightpath.regs.RegBank (the tests' register access by name): a 64-bit register (a counter of a 64-bit
statistics block, lp_stats) is read low word first, then high word (the low word's read latches the high
word: docs/stats.md), and the two are combined; a 32-bit register is one read at its address plus the
bank's base."""

from __future__ import annotations

import asyncio

from lightpath.regs import RegBank
from lightpath.regs.model import Field, Reg


class FakeBus:
    def __init__(self, words: dict[int, int]) -> None:
        self.words = words
        self.reads: list[int] = []

    async def read_dword(self, addr: int) -> int:
        self.reads.append(addr)
        return self.words.get(addr, 0)

    async def write_dword(self, addr: int, data: int) -> None:
        self.words[addr] = data


def test_read_widths() -> None:
    regs = {
        "CNT": Reg("CNT", 0x10, {"count": Field(0, 64, 0, "ro")}, 64),
        "CTRL": Reg("CTRL", 0x04, {"en": Field(0, 1, 0, "rw")}),
    }
    bus = FakeBus({0x1010: 0x89ABCDEF, 0x1014: 0x01234567, 0x1004: 1})
    bank = RegBank(bus, regs, base=0x1000)
    assert asyncio.run(bank.read("CNT")) == 0x0123456789ABCDEF
    assert bus.reads == [0x1010, 0x1014]
    bus.reads.clear()
    assert asyncio.run(bank.read("CTRL")) == 1 and bus.reads == [0x1004]
    assert asyncio.run(bank.counters()) == {"CNT": 0x0123456789ABCDEF}
