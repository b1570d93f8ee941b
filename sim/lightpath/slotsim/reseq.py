"""A destination's resequencer (rtl/svlb/lp_reseq.sv, docs/svlb.md "Resequencing") at cell level.

Modelled because the RTL bench counts a cell delivered when it leaves the resequencer: a gap held open
keeps the cells behind it out of the measured window (up to `cells` of them for up to `ttl` cycles).
Kept: the buffer of `cells` slots shared by held cells and released cells waiting for the output (the
lowest free slot taken), the per-source expected number, gap age in ticks and its timeout, the forced
close of the lowest held slot's source when a cell finds no free slot, late cells passed on out of
order, and the output's one cell per `out_clocks`. Not kept: sequence wrap and resync (the model's
numbers never wrap), duplicates (the model never makes one).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

Cell = tuple[int, int, int]   # (source, destination, seq)


@dataclass(slots=True)
class Reseq:
    cells: int
    ttl: int
    out_clocks: int
    out: Callable[[Cell, bool, int], None]       # a cell leaves (cell, relayed, clock)
    at: Callable[..., None]                       # schedules fn(*args) at a clock (the fabric's queue)
    freed: Callable[[int], None] | None = None    # told when a slot is free again (the input may go on)
    slot: list[tuple[Cell, bool, bool] | None] = field(default_factory=list)   # (cell, relayed, held)
    exp: dict[int, int] = field(default_factory=dict)
    age: dict[int, int] = field(default_factory=dict)
    nheld: dict[int, int] = field(default_factory=dict)
    waiting: deque[tuple[Cell, bool]] = field(default_factory=deque)
    out_free: int = 0
    forced: int = 0
    lost: int = 0
    held_max: int = 0
    n_held: int = 0         # slots holding a cell behind a gap (those of `slot` with held set)

    def __post_init__(self) -> None:
        self.slot = [None] * self.cells

    def held(self) -> int:
        return self.n_held

    def push(self, cell: Cell, relayed: bool, now: int) -> None:
        self.waiting.append((cell, relayed))
        self._take(now)

    def _take(self, now: int) -> None:
        while self.waiting:
            try:
                free = self.slot.index(None)        # the lowest free slot
            except ValueError:
                first = next((e for e in self.slot if e is not None and e[2]), None)
                if first is None or self.out_free > now:
                    return              # back-pressure: every slot waits for the output, or the output is busy
                self.forced += 1
                self._skip(first[0][0], now)
                continue
            cell, relayed = self.waiting.popleft()
            self._arrive(free, cell, relayed, now)

    def _arrive(self, i: int, cell: Cell, relayed: bool, now: int) -> None:
        s, q = cell[0], cell[2]
        e = self.exp.get(s, 0)
        if q == e:
            self.exp[s] = q + 1
            self.age[s] = 0
            self._release(i, cell, relayed, now)
            self._chain(s, now)
        elif q > e:
            if not self.nheld.get(s, 0):
                self.age[s] = 0
            self.nheld[s] = self.nheld.get(s, 0) + 1
            self.slot[i] = (cell, relayed, True)
            self.n_held += 1
            self.held_max = max(self.held_max, self.n_held)
        else:                           # behind: its gap was closed, passed on out of order
            self._release(i, cell, relayed, now)

    def _release(self, i: int, cell: Cell, relayed: bool, now: int) -> None:
        self.slot[i] = (cell, relayed, False)
        done = max(now, self.out_free) + self.out_clocks
        self.out_free = done
        self.at(done, self._done, i, cell, relayed, done)

    def _done(self, i: int, cell: Cell, relayed: bool, now: int) -> None:
        self.slot[i] = None
        self.out(cell, relayed, now)
        self._take(now)
        if self.freed is not None:
            self.freed(now)

    def _chain(self, s: int, now: int) -> None:
        while self.nheld.get(s, 0):        # (none held: nothing to release)
            e = self.exp[s]
            i = next((k for k, x in enumerate(self.slot) if x is not None and x[2] and x[0][0] == s
                      and x[0][2] == e), None)
            if i is None:
                return
            x = self.slot[i]
            assert x is not None
            self.nheld[s] -= 1
            self.n_held -= 1
            self.exp[s] = e + 1
            self.age[s] = 0
            self._release(i, x[0], x[1], now)

    def _skip(self, s: int, now: int) -> None:
        """The expected cell of s is declared lost up to its next held cell."""
        nxt = min(x[0][2] for x in self.slot if x is not None and x[2] and x[0][0] == s)
        self.lost += nxt - self.exp.get(s, 0)
        self.exp[s] = nxt
        self._chain(s, now)

    def tick(self, now: int) -> None:
        if not self.n_held:         # no gap open: no age to advance, none to close
            return
        for s, n in self.nheld.items():
            if n:
                self.age[s] = min(self.age.get(s, 0) + 1, 255)
        for s in sorted(self.nheld):
            if self.nheld[s] and self.age[s] >= self.ttl:
                self._skip(s, now)
