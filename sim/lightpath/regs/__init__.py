"""Register access for cocotb tests and simulations, by name, through any AXI4-Lite master."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from lightpath.regs.model import Field, Reg


class _Bus(Protocol):
    async def read_dword(self, addr: int) -> int: ...
    async def write_dword(self, addr: int, data: int) -> Any: ...


class RegBank:
    """Named access to one register block (`regs` is a generated REGS dict) at `base`."""

    def __init__(self, bus: _Bus, regs: dict[str, Reg], base: int = 0) -> None:
        self.bus, self.regs, self.base = bus, regs, base

    def reg(self, name: str) -> Reg:
        try:
            return self.regs[name]
        except KeyError:
            raise KeyError(f"no register {name!r}") from None

    async def read(self, name: str) -> int:
        """The register's value; a 64-bit register (a counter) is read low word first, then high word:
        the low word's read latches the high word (docs/stats.md), so the two are one snapshot."""
        reg = self.reg(name)
        lo = int(await self.bus.read_dword(self.base + reg.addr))
        if reg.width == 32:
            return lo
        return lo | int(await self.bus.read_dword(self.base + reg.addr + 4)) << 32

    async def write(self, name: str, value: int) -> None:
        await self.bus.write_dword(self.base + self.reg(name).addr, value)

    async def read_field(self, name: str, field: str) -> int:
        return self.reg(name).fields[field].extract(await self.read(name))

    async def write_fields(self, name: str, **values: int) -> None:
        """Read-modify-write of the named fields (write-only fields read as 0)."""
        reg = self.reg(name)
        v = await self.read(name)
        for fname, fval in values.items():
            v = reg.fields[fname].insert(v, fval)
        await self.write(name, v)

    async def counters(self, prefix: str = "") -> dict[str, int]:
        """Every register with a single 'count' field (the counter bank), by name."""
        return {
            n: await self.read(n) for n, r in self.regs.items() if n.startswith(prefix) and list(r.fields) == ["count"]
        }


def block_regs(regs: dict[str, Reg], blocks: dict[str, tuple[int, int]], name: str) -> dict[str, Reg]:
    """The registers of block `name` of a node map (its generated REGS and BLOCKS), at offsets within
    the block: for a RegBank at the block's base, or a HAL that addresses the block by itself."""
    base, size = blocks[name]
    return {n: replace(r, addr=r.addr - base) for n, r in regs.items() if base <= r.addr < base + size}


__all__ = ["Field", "Reg", "RegBank", "block_regs"]
