"""Per-sample decoding of a capture: each probe's value with its meaning (enum names, lit SOAs)."""

from __future__ import annotations

from lightpath.ila.capture import Capture
from lightpath.ila.rules import lit


def decode(cap: Capture, k: int) -> dict[str, object]:
    """Sample k by probe name: enum probes as their names, SOA/laser enables as lists of wavelength
    indices, everything else as its integer value."""
    out: dict[str, object] = {}
    for p in cap.spec.probes:
        v = cap.probes[p.name][k]
        if p.enum:
            out[p.name] = {val: name for name, val in p.enum.items()}.get(v, f"0b{v:0{p.width}b}")
        elif p.name in ("soa_en", "laser_en"):
            out[p.name] = lit(v)
        else:
            out[p.name] = v
    return out


def format_row(cap: Capture, k: int, period_ns: float) -> str:
    d = decode(cap, k)
    cells = []
    for name, v in d.items():
        if isinstance(v, list):
            v = "+".join(str(i) for i in v) or "-"
        cells.append(f"{name}={v}")
    gap = "  (gap: no data)" if cap.is_gap(k) else ""
    return f"{cap.index(k):>6} {cap.time_ns(k, period_ns):>10.1f} ns  " + " ".join(cells) + gap
