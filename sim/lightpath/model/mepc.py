"""MEPC reference: the exact optimum of the arbiter's OCS circuit choice, and a model of the
iterative algorithm proposed for the hardware engine (docs/arbiter.md, "MEPC").

The problem: candidate circuits (src, dst, u), u = the circuit's utilisation per scheduling cycle as a
non-negative integer (the requests sharing the circuit: min(1, sum of their communication time per
cycle / cycle), in fixed point). A configuration is port-disjoint: each source and each destination in
at most one circuit (one OCS port per node). MEPC wants the configuration with the smallest total idle
gap, i.e. the largest total utilisation: a maximum-weight bipartite matching (sources x destinations).

`exact` solves it with the Hungarian algorithm (Kuhn-Munkres with potentials, O(n^3), integer
arithmetic, so results are exact and reproducible). `greedy` and `improve3` model the hardware
candidate: the greedy matching (repeatedly the heaviest candidate whose ports are both free), then
passes of length-3 augmentations (replace a chosen circuit a->b by the best free a->x plus the best
free y->b when their sum is larger), which makes Figure 3c's case exact and lifts dense random sets
from ~93 % to ~96.5 % of the optimum (docs/arbiter.md).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

Cand = tuple[int, int, int]  # (src, dst, u)


@dataclass(frozen=True)
class Config:
    """A chosen configuration: indices into the candidate list and their total utilisation."""

    chosen: tuple[int, ...]
    total: int


def check_cands(n: int, cands: Sequence[Cand]) -> None:
    """Reject inputs the problem does not define: ports outside 0..n-1, a circuit to itself, negative
    utilisation, two candidates for one (src, dst)."""
    seen: set[tuple[int, int]] = set()
    for s, d, u in cands:
        if not (0 <= s < n and 0 <= d < n) or s == d or u < 0:
            raise ValueError(f"bad candidate {(s, d, u)} for {n} ports")
        if (s, d) in seen:
            raise ValueError(f"two candidates for {s} -> {d}")
        seen.add((s, d))


def disjoint(cands: Sequence[Cand], chosen: Sequence[int]) -> bool:
    """Every source and every destination at most once."""
    srcs = [cands[i][0] for i in chosen]
    dsts = [cands[i][1] for i in chosen]
    return len(set(srcs)) == len(srcs) and len(set(dsts)) == len(dsts)


def _config(cands: Sequence[Cand], chosen: Sequence[int]) -> Config:
    return Config(tuple(sorted(chosen)), sum(cands[i][2] for i in chosen))


def exact(n: int, cands: Sequence[Cand]) -> Config:
    """Maximum-weight port-disjoint configuration (Hungarian algorithm on the n x n utilisation matrix,
    absent circuits weigh 0 and are dropped from the result)."""
    check_cands(n, cands)
    idx = {(s, d): i for i, (s, d, _) in enumerate(cands)}
    w = [[0] * n for _ in range(n)]
    for s, d, u in cands:
        w[s][d] = u
    # minimum-cost assignment on cost = -w; rows 1..n, columns 1..n, index 0 is the virtual start
    pot_r = [0] * (n + 1)
    pot_c = [0] * (n + 1)
    match = [0] * (n + 1)  # match[column] = row
    way = [0] * (n + 1)
    for row in range(1, n + 1):
        match[0] = row
        col0 = 0
        minv: list[float] = [float("inf")] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[col0] = True
            r0 = match[col0]
            delta: float = float("inf")
            col1 = 0
            wr = w[r0 - 1]
            for col in range(1, n + 1):
                if not used[col]:
                    cur = -wr[col - 1] - pot_r[r0] - pot_c[col]
                    if cur < minv[col]:
                        minv[col] = cur
                        way[col] = col0
                    if minv[col] < delta:
                        delta = minv[col]
                        col1 = col
            for col in range(n + 1):
                if used[col]:
                    pot_r[match[col]] += int(delta)
                    pot_c[col] -= int(delta)
                else:
                    minv[col] -= delta
            col0 = col1
            if match[col0] == 0:
                break
        while col0:
            col1 = way[col0]
            match[col0] = match[col1]
            col0 = col1
    chosen = [idx[(match[col] - 1, col - 1)] for col in range(1, n + 1)
              if match[col] and w[match[col] - 1][col - 1] > 0]
    return _config(cands, chosen)


def greedy(cands: Sequence[Cand]) -> list[int]:
    """Heaviest candidate whose source and destination are both free, repeatedly (ties: lower index)."""
    busy_s: set[int] = set()
    busy_d: set[int] = set()
    chosen: list[int] = []
    for i in sorted(range(len(cands)), key=lambda k: (-cands[k][2], k)):
        s, d, _ = cands[i]
        if s not in busy_s and d not in busy_d:
            busy_s.add(s)
            busy_d.add(d)
            chosen.append(i)
    return chosen


def _best(cands: Sequence[Cand], ok: Sequence[bool]) -> int | None:
    """Index of the heaviest candidate with ok[i] (ties: lower index), None if there is none."""
    best = None
    for i, (_, _, u) in enumerate(cands):
        if ok[i] and u > 0 and (best is None or u > cands[best][2]):
            best = i
    return best


def improve3(cands: Sequence[Cand], chosen: Sequence[int], passes: int = 2) -> list[int]:
    """Length-3 augmentations: for each chosen circuit a->b in turn, the best candidate a->x with x a
    free destination and the best y->b with y a free source (neither chosen); if their sum exceeds
    u(a->b), they replace it. Up to `passes` passes, stopping after a pass without a change."""
    cur = list(chosen)
    for _ in range(passes):
        changed = False
        for c in list(cur):
            a, b, uc = cands[c]
            in_cur = set(cur)
            busy_s = {cands[i][0] for i in cur}
            busy_d = {cands[i][1] for i in cur}
            bx = _best(cands, [i not in in_cur and s == a and d not in busy_d for i, (s, d, _) in enumerate(cands)])
            by = _best(cands, [i not in in_cur and d == b and s not in busy_s for i, (s, d, _) in enumerate(cands)])
            gain = (cands[bx][2] if bx is not None else 0) + (cands[by][2] if by is not None else 0)
            if gain > uc:
                cur.remove(c)
                cur += [i for i in (bx, by) if i is not None]
                changed = True
        if not changed:
            break
    return cur


def heuristic(n: int, cands: Sequence[Cand], passes: int = 2) -> Config:
    """The proposed engine algorithm: greedy, then `passes` passes of length-3 augmentations."""
    check_cands(n, cands)
    return _config(cands, improve3(cands, greedy(cands), passes))


# ---------------------------------------------------------------------------------------------------
# Model of the SpinalHDL engine (rtl/arbiter/spinal, LpMepcEngine.scala): its sorted demand table and
# its decision, clock-free but step for step, so a test can compare the Verilated engine exactly.

Row = tuple[int, int, int]  # (src, dst, sum) as held in the engine's table


class EngineTable:
    """The engine's demand table: at most k rows, sorted by sum (descending). An update adds a signed
    delta to one (src, dst); the row is removed and re-inserted after the rows of equal or larger sum;
    a sum <= 0 removes it; sums saturate at 2**w - 1. A new key in a full table is dropped."""

    def __init__(self, k: int, w: int = 16) -> None:
        self.k = k
        self.top = (1 << w) - 1
        self.rows: list[Row] = []

    def update(self, src: int, dst: int, delta: int) -> set[str]:
        """Apply one update; return its events ("overflow", "miss", "sat")."""
        ev: set[str] = set()
        i = next((j for j, r in enumerate(self.rows) if r[:2] == (src, dst)), None)
        new = (self.rows[i][2] if i is not None else 0) + delta
        if i is None and delta < 0:
            ev.add("miss")
        if new > self.top:
            ev.add("sat")
            new = self.top
        if new > 0 and i is None and len(self.rows) == self.k:
            ev.add("overflow")
            return ev
        if i is not None:
            del self.rows[i]
        if new > 0:
            p = next((j for j, r in enumerate(self.rows) if r[2] < new), len(self.rows))
            self.rows.insert(p, (src, dst, new))
        return ev


@dataclass(frozen=True)
class EngineResult:
    """The engine's configuration: per source its destination and weight, the total and the count."""

    match: dict[int, tuple[int, int]]
    total: int
    count: int


def engine(n: int, rows: Sequence[Row], cap: int, lock_s: int = 0, lock_d: int = 0) -> EngineResult:
    """The engine's decision on its table `rows` (in table order): greedy pass, augmentation pass,
    resolve (docs/arbiter.md). Weights are min(cap, sum). Ports with their bit set in lock_s (sources)
    or lock_d (destinations) are not used."""
    free_s = [not (lock_s >> i) & 1 for i in range(n)]
    free_d = [not (lock_d >> i) & 1 for i in range(n)]
    match: dict[int, tuple[int, int]] = {}
    matched_d: set[int] = set()
    for s, d, x in rows:  # greedy
        if free_s[s] and free_d[d]:
            free_s[s] = free_d[d] = False
            match[s] = (d, min(cap, x))
            matched_d.add(d)
    alt_s: dict[int, tuple[int, int]] = {}
    alt_d: dict[int, tuple[int, int]] = {}
    for s, d, x in rows:  # augmentation pass: first (heaviest) alternative per chosen circuit end
        if s in match and free_d[d] and s not in alt_s:
            alt_s[s] = (d, min(cap, x))
        if d in matched_d and free_s[s] and d not in alt_d:
            alt_d[d] = (s, min(cap, x))
    for a in range(n):  # resolve, in source order
        if a not in match or a not in alt_s:
            continue
        b, wab = match[a]
        if b not in alt_d:
            continue
        (x, wx), (y, wy) = alt_s[a], alt_d[b]
        if free_d[x] and free_s[y] and wx + wy > wab:
            match[a] = (x, wx)
            match[y] = (b, wy)
            free_d[x] = free_s[y] = False
    return EngineResult(match, sum(w for _, w in match.values()), len(match))


ENGINE_LANES = 4  # table rows per clock in the engine's greedy and augmentation passes


def engine_cycles(n: int, valid: int) -> int:
    """The engine's decision latency in clocks, from the edge that takes start to the one that raises
    done (both counted), with `valid` rows in its table: two passes of ceil(valid/4) + 3 clocks (1 for
    an empty table) and N + 3 resolve clocks (a four-stage pipeline, one source per clock)."""
    scan = 1 if valid == 0 else -(-valid // ENGINE_LANES) + 3
    return 4 + 2 * scan + n


def engine_cycles_max(n: int, k: int) -> int:
    """Upper bound of the engine's decision latency in clocks, any table of at most k rows (k a multiple
    of 4): k/2 + n + 10."""
    return engine_cycles(n, k)


# Mercury Figure 3c: requests 1/2 share 1->2, 3/4 share 3->2, 5 takes 1->3. 1->2 conflicts with both
# others (destination 2, source 1), so the choice is {1->2} or {3->2, 1->3}. (u12, u32, u13) in percent
# of a cycle, and the optimal set.
FIG3C: tuple[tuple[int, int, int, frozenset[tuple[int, int]]], ...] = (
    (90, 30, 40, frozenset({(1, 2)})),             # the shared 1->2 outweighs the pair
    (90, 60, 50, frozenset({(3, 2), (1, 3)})),     # 1->2 is the heaviest, the pair is worth more
    (40, 60, 50, frozenset({(3, 2), (1, 3)})),
    (100, 100, 0, frozenset({(3, 2)})),            # a tie of totals: 1->2 alone or 3->2 alone
    (100, 60, 40, frozenset({(1, 2)})),            # a tie of totals: the engine keeps 1->2 (no gain)
)


def fig3c_cands(u12: int, u32: int, u13: int) -> list[Cand]:
    """Figure 3c's candidates, zero-weight circuits left out (no request)."""
    return [(s, d, u) for s, d, u in ((1, 2, u12), (3, 2, u32), (1, 3, u13)) if u > 0]


def random_demand(rng: random.Random, n: int, k: int, one: int = 1 << 15) -> list[Cand]:
    """k candidate circuits on n ports, each carrying 1 to 3 requests of 2-50 % of a cycle (u capped
    at `one` = a whole cycle): the test sets of docs/arbiter.md's quality table."""
    cands: dict[tuple[int, int], int] = {}
    while len(cands) < k:
        s, d = rng.randrange(n), rng.randrange(n)
        if s == d or (s, d) in cands:
            continue
        t = sum(rng.uniform(0.02, 0.5) for _ in range(rng.randint(1, 3)))
        cands[(s, d)] = min(one, int(t * one))
    return [(s, d, u) for (s, d), u in cands.items()]


def quality_table(seed: int = 1) -> None:
    """Print greedy and heuristic vs the exact optimum (mean and worst ratio) per size and density."""
    rng = random.Random(seed)
    print("ports  set      greedy mean / worst   greedy + aug3 mean / worst")
    for n in (8, 16, 32, 64):
        for name, k in (("sparse", n // 2), ("dense", min(n * (n - 1), 4 * n))):
            rg: list[float] = []
            rh: list[float] = []
            for _ in range(200 if n < 64 else 60):
                c = random_demand(rng, n, k)
                ex = exact(n, c).total
                rg.append(sum(c[i][2] for i in greedy(c)) / ex)
                rh.append(heuristic(n, c).total / ex)
            print(f"{n:5}  {name:7}  {100 * sum(rg) / len(rg):6.1f} % / {100 * min(rg):5.1f} %"
                  f"      {100 * sum(rh) / len(rh):6.1f} % / {100 * min(rh):5.1f} %")


if __name__ == "__main__":
    quality_table()
