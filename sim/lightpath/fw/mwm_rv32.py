"""The exact matching (firmware/control/lp_mwm.c) on the MicroBlaze V's CPU: the cycle bench image
(firmware/tests/bench_mwm_rv32.c, `make -C firmware rv32-bench`) run by lightpath.fw.rv32run.

Each instance is written into the image's memory while its loop spins, and its cost is the cycles
between the loop turns around the solve, at rv32run's time model (one cycle per instruction; the solver
touches no peripheral). The model advances time in steps of rv32run.CHUNK instructions, so a figure is
within CHUNK cycles of the count."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lightpath.fw import rv32run
from lightpath.fw.build import make

NONE = 0xFF


@dataclass(frozen=True)
class Run:
    rc: int
    total: int
    mate: list[int | None]
    cycles: int


class Bench:
    def __init__(self) -> None:
        self.image = rv32run.Image.load(make("rv32-bench") / "rv32" / "bench_mwm.elf")
        self.m = rv32run.Mbv(self.image, loop_symbol="bench_turn")
        self.hz = self.m.clock.hz
        self.m.run_us(5000, until=lambda: len(self.m.turns) > 2)
        if len(self.m.turns) <= 2:
            raise RuntimeError("the bench image does not reach its loop")

    def _word(self, name: str, value: int) -> None:
        self.m.uc.mem_write(self.image.sym(name), value.to_bytes(4, "little"))

    def solve(self, w: Sequence[Sequence[int]], seed: Sequence[int | None] | None = None) -> Run:
        n = len(w)
        im, uc = self.image, self.m.uc
        uc.mem_write(im.sym("bench_w"), b"".join(x.to_bytes(2, "little") for row in w for x in row))
        if seed is not None:
            uc.mem_write(im.sym("bench_seed"), bytes(NONE if d is None else d for d in seed))
        self._word("bench_n", n)
        self._word("bench_seeded", int(seed is not None))
        first = len(self.m.turns)
        self._word("bench_go", 1)
        while self.m.read_word(im.sym("bench_go")) or len(self.m.turns) < first + 2:
            self.m.step()
            if self.m.traps:
                raise RuntimeError(f"trap {self.m.traps[0]}")
        turns = self.m.turns[first - 1:]
        cycles = max(b - a for a, b in zip(turns, turns[1:]))
        rc = self.m.read_word(im.sym("bench_rc"))
        mate = bytes(uc.mem_read(im.sym("bench_mate"), n))
        return Run(rc - (1 << 32) if rc >> 31 else rc, self.m.read_word(im.sym("bench_total")),
                   [None if d == NONE else d for d in mate], cycles)
