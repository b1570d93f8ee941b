"""ILA capture reader benchmark: seconds to read and check a capture, per 8,192 samples (the ILA depth).

Captures of the behavioural node model (lightpath.ila.model) are written by the package's writers in
the hardware manager's CSV layout, as a clockless VCD with one timestamp per sample and as a clocked
simulator VCD, at 8,192 and 131,072 samples, then read and checked with every rule configured. The
target is under 1 s per 8,192 samples (docs/ila-reader.md, "Speed"). `make bench` calls
:func:`part_ila`; the regression checks the same reading for function only (tb/debug/test_ila_corpus.py).
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from lightpath.ila import Params, check, read, write_csv, write_vcd
from lightpath.ila.model import PRETUNE, SLOT_WORDS, node_capture
from lightpath.regs.lp_nic_node import REGS

DEPTH = 8192
TARGET_S = 1.0  # per DEPTH samples
PORTS, NODE = 4, 1


def measure(samples: int, tmp: Path) -> list[tuple[str, int, float, float]]:
    """(format, file bytes, read s, check s) per format for a capture of `samples` samples."""
    cap = node_capture(samples // SLOT_WORDS + 1, ports=PORTS, node=NODE)
    cap = type(cap)(cap.spec, {k: v[:samples] for k, v in cap.probes.items()})
    soa = REGS["SOA_CTRL"].fields
    params = Params(ports=PORTS, node=NODE, dead_time=soa["dead_time"].reset, edge_offset=soa["edge_offset"].reset,
                    pretune=PRETUNE, max_on=0)
    writers: dict[str, Callable[[Path], None]] = {
        "csv": lambda p: write_csv(p, cap),
        "vcd (clockless)": lambda p: write_vcd(p, cap, clock=None),
        "vcd (clocked)": lambda p: write_vcd(p, cap, bundle=True),
    }
    out = []
    for name, write in writers.items():
        path = tmp / f"c{samples}.{name.split()[0]}"
        write(path)
        t0 = time.perf_counter()
        got = read(path)
        t1 = time.perf_counter()
        rep = check(got, params)
        t2 = time.perf_counter()
        if got.n != samples or rep.violations:
            raise RuntimeError(f"{name}: {got.n} samples, {len(rep.violations)} violations (expected a clean read)")
        out.append((name, path.stat().st_size, t1 - t0, t2 - t1))
    return out


def part_ila() -> None:
    with tempfile.TemporaryDirectory() as d:
        for samples in (DEPTH, 16 * DEPTH):
            for name, size, rd, ck in measure(samples, Path(d)):
                per = (rd + ck) * DEPTH / samples
                verdict = "ok" if per < TARGET_S else "OVER TARGET"
                print(f"  {samples:>7} samples, {name:<16} {size / 1e6:6.2f} MB: read {rd:6.2f} s, check {ck:5.2f} s"
                      f" -> {per:.2f} s per {DEPTH} samples (target < {TARGET_S:g} s: {verdict})")


if __name__ == "__main__":
    part_ila()
