"""The SOA debug bundle's probe list (rtl/debug/lp_ila_soa.toml): the one source of the board ILA
(ip/<board>/ila_soa.tcl, the SV struct lp_ila_soa_t, the trigger presets) and of the capture reader.

Probe k of the ILA is `probes[k]`; in the packed struct the first probe is the most significant field,
so `Probe.lsb` gives each field's position in the flat `dbg_ila` vector.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from lightpath.flow.paths import RTL

SPEC_PATH = RTL / "debug" / "lp_ila_soa.toml"


@dataclass(frozen=True)
class Probe:
    index: int
    name: str
    width: int
    lsb: int
    src: str
    enum: dict[str, int] = field(default_factory=dict)

    def extract(self, bundle: int) -> int:
        """This probe's value in a flat bundle value (the whole struct as one integer)."""
        return (bundle >> self.lsb) & ((1 << self.width) - 1)


@dataclass(frozen=True)
class Trigger:
    name: str
    probe: str
    value: int
    position: int
    doc: str


@dataclass(frozen=True)
class IlaSpec:
    name: str
    depth: int
    mu_cnt: int
    pipe_stages: int
    probes: tuple[Probe, ...]
    triggers: tuple[Trigger, ...]
    fault_dark: int = 0  # samples from soa_fault's rise in which an SOA or laser may still be on

    @property
    def width(self) -> int:
        return sum(p.width for p in self.probes)

    def probe(self, name: str) -> Probe:
        for p in self.probes:
            if p.name == name:
                return p
        raise KeyError(f"no ILA probe named {name!r} (known: {', '.join(p.name for p in self.probes)})")


def load(path: Path = SPEC_PATH) -> IlaSpec:
    """Parse and check the probe list; raises ValueError naming the problem."""
    raw = tomllib.loads(path.read_text())
    ila = raw["ila"]
    entries = raw.get("probe", [])
    if not entries:
        raise ValueError(f"{path}: no [[probe]] entries")
    total = sum(int(e["width"]) for e in entries)
    probes: list[Probe] = []
    lsb = total
    names: set[str] = set()
    for i, e in enumerate(entries):
        name, width = str(e["name"]), int(e["width"])
        if not name.isidentifier() or name in names:
            raise ValueError(f"{path}: probe {i}: bad or repeated name {name!r}")
        if not 1 <= width <= 1024:
            raise ValueError(f"{path}: probe {name}: width {width} outside 1..1024 (ILA limit)")
        enum = {str(k): int(v) for k, v in e.get("enum", {}).items()}
        if any(not 0 <= v < (1 << width) for v in enum.values()):
            raise ValueError(f"{path}: probe {name}: enum value does not fit {width} bits")
        names.add(name)
        lsb -= width
        probes.append(Probe(i, name, width, lsb, str(e.get("src", "")), enum))
    depth = int(ila["depth"])
    if depth & (depth - 1) or not 1024 <= depth <= 131072:
        raise ValueError(f"{path}: depth {depth} must be a power of two in 1024..131072")
    triggers: list[Trigger] = []
    for t in raw.get("trigger", []):
        p = next((q for q in probes if q.name == t["probe"]), None)
        if p is None:
            raise ValueError(f"{path}: trigger {t['name']}: unknown probe {t['probe']!r}")
        value, pos = int(t["value"]), int(t["position"])
        if not 0 <= value < (1 << p.width) or not 0 <= pos < depth:
            raise ValueError(f"{path}: trigger {t['name']}: value or position out of range")
        triggers.append(Trigger(str(t["name"]), p.name, value, pos, str(t.get("doc", ""))))
    fault_dark = int(ila["fault_dark"])
    if not 0 <= fault_dark <= 255:
        raise ValueError(f"{path}: fault_dark {fault_dark} outside 0..255")
    return IlaSpec(str(ila["name"]), depth, int(ila["mu_cnt"]), int(ila["pipe_stages"]),
                   tuple(probes), tuple(triggers), fault_dark)
