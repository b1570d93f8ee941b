"""Register-map data types used by the generated maps (lightpath.regs.lp_nic_node, ...)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    lsb: int
    width: int
    reset: int
    access: str  # "rw", "ro" or "wo"

    @property
    def mask(self) -> int:
        return ((1 << self.width) - 1) << self.lsb

    def extract(self, value: int) -> int:
        return (value >> self.lsb) & ((1 << self.width) - 1)

    def insert(self, reg: int, value: int) -> int:
        if value >> self.width:
            raise ValueError(f"value {value:#x} does not fit {self.width} bits")
        return (reg & ~self.mask) | (value << self.lsb)


@dataclass(frozen=True)
class Reg:
    name: str
    addr: int
    fields: dict[str, Field]
    width: int = 32  # 64: two 32-bit words, the low one at addr (a counter of a statistics block)

    @property
    def reset(self) -> int:
        v = 0
        for f in self.fields.values():
            v = f.insert(v, f.reset)
        return v
