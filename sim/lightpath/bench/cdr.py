"""CDR phase cache benchmark: minimum preamble for zero cell loss, with and without the cache.

Runs the `sweep` cocotb test of tb/nic/test_lp_cdr_phase_cache.py on the Verilated lp_cdr_tb
(lp_os_rx_model + lp_cdr_phase_cache) for OSR 4 and 8, once with the cache off and once with it on,
and prints the loss per preamble length and the minimum preamble (words and ns) without loss.
`make bench` calls :func:`main`; the regression uses :func:`min_zero_loss` on the same sweep.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import dataclass
from pathlib import Path

from lightpath.cell import generated as cellfmt
from lightpath.flow import hdl
from lightpath.flow.paths import TB

TOP = "lp_cdr_tb"
TEST_FILE = TB / "nic" / "test_lp_cdr_phase_cache.py"
WORD_NS = cellfmt.CLOCK_NS

# Build parameters per OSR: the same models the regression builds (shared build cache).
BUILDS: dict[int, int] = {4: 8, 8: 256}  # OSR -> NSRC


@dataclass(frozen=True)
class Point:
    """Result of one preamble length in a sweep (counted after the warm-up round, if any)."""

    words: int
    slots: int
    delivered: int
    dropped: int
    hits: int
    misses: int
    relocks: int

    @property
    def loss(self) -> float:
        return self.dropped / self.slots if self.slots else 0.0


def load_report(path: Path) -> list[Point]:
    rep = json.loads(path.read_text())
    return [Point(**p) for p in rep["points"]]


def min_zero_loss(points: list[Point]) -> int | None:
    """Smallest preamble length from which every longer swept length also lost nothing."""
    best: int | None = None
    for p in sorted(points, key=lambda q: q.words, reverse=True):
        if p.dropped:
            break
        best = p.words
    return best


def sweep(osr: int, cache: bool, words: list[int], slots: int = 400, sources: int = 8, seed: int = 5) -> list[Point]:
    """Run one Verilated sweep and return its points."""
    cfg = {"cache": cache, "words": words, "slots": slots, "sources": sources, "seed": seed,
           "drift_slots": 3, "drift_mode": 1}
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "cdr_sweep.json"
        hdl.run(TOP, TEST_FILE, {"OSR": osr, "NSRC": BUILDS[osr]}, testcase="sweep",
                extra_env={"LP_CDR_SWEEP": json.dumps(cfg), "LP_REPORT": str(report)},
                tag=f"bench-osr{osr}-{'cache' if cache else 'nocache'}")
        return load_report(report)


def slot_words(preamble: int) -> int:
    return int(cellfmt.SLOT["guard_words"]) + preamble + int(cellfmt.SLOT["cell_words"])


def cell_eff(preamble: int) -> float:
    """Share of the default slot that carries the cell (header + payload) for a preamble length."""
    return int(cellfmt.SLOT["cell_words"]) / slot_words(preamble)


def render(osr: int, cache: bool, points: list[Point]) -> str:
    lines = [f"OSR {osr}, cache {'on (after one warm-up slot per source)' if cache else 'off'}:"]
    for p in points:
        lines.append(f"  {p.words} preamble word(s) = {p.words * WORD_NS:5.1f} ns: delivered {p.delivered}/{p.slots},"
                     f" lost {100 * p.loss:5.1f} %, hits {p.hits}, misses {p.misses}, relocks {p.relocks}")
    m = min_zero_loss(points)
    if m is None:
        lines.append("  minimum preamble for zero loss: not reached in the sweep")
    else:
        lines.append(f"  minimum preamble for zero loss: {m} word(s) = {m * WORD_NS:.1f} ns;"
                     f" default slot with it: {slot_words(m)} words, cell efficiency {100 * cell_eff(m):.1f} %")
    return "\n".join(lines)


def main() -> None:
    print(f"CDR phase cache: 8 sources, random source per slot, phases drift one step every 3 slots"
          f" of a source; word = {WORD_NS:.1f} ns")
    for osr in BUILDS:
        hdl.build(TOP, {"OSR": osr, "NSRC": BUILDS[osr]})
        half = osr // 2
        print(render(osr, False, sweep(osr, False, list(range(1, half + 2)))))
        print(render(osr, True, sweep(osr, True, [1, 2])))


if __name__ == "__main__":
    main()
