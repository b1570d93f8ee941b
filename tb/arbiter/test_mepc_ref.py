"""The MEPC reference (sim/lightpath/model/mepc.py): the exact optimum against brute force, the heuristic model's
invariants, Mercury's Figure 3c case for several volume mixes, and bad input refused."""

from __future__ import annotations

import itertools
import random

import pytest

from lightpath.model import mepc
from lightpath.model.mepc import Cand


def brute(cands: list[Cand]) -> int:
    best = 0
    for k in range(len(cands) + 1):
        for sub in itertools.combinations(range(len(cands)), k):
            if mepc.disjoint(cands, sub):
                best = max(best, sum(cands[i][2] for i in sub))
    return best


def random_cands(rng: random.Random, n: int, k: int, umax: int = 1000) -> list[Cand]:
    pairs = rng.sample([(s, d) for s in range(n) for d in range(n) if s != d], k)
    return [(s, d, rng.randint(0, umax)) for s, d in pairs]


def test_exact_equals_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(300):
        n = rng.randint(2, 5)
        cands = random_cands(rng, n, rng.randint(0, min(8, n * (n - 1))), umax=rng.choice([3, 1000]))
        ex = mepc.exact(n, cands)
        assert mepc.disjoint(cands, ex.chosen)
        assert ex.total == sum(cands[i][2] for i in ex.chosen) == brute(cands), cands


def test_heuristic_invariants() -> None:
    rng = random.Random(4)
    for _ in range(200):
        n = rng.choice([4, 8, 16])
        cands = random_cands(rng, n, rng.randint(0, 3 * n))
        ex = mepc.exact(n, cands)
        g = mepc.greedy(cands)
        h = mepc.heuristic(n, cands)
        assert mepc.disjoint(cands, g) and mepc.disjoint(cands, h.chosen)
        assert sum(cands[i][2] for i in g) <= h.total <= ex.total
        assert ex.total <= 2 * sum(cands[i][2] for i in g)  # greedy is a 1/2-approximation


@pytest.mark.parametrize(("u12", "u32", "u13", "want"), mepc.FIG3C)
def test_figure_3c(u12: int, u32: int, u13: int, want: frozenset[tuple[int, int]]) -> None:
    cands = mepc.fig3c_cands(u12, u32, u13)
    best = sum(u for s, d, u in cands if (s, d) in want)
    for cfg in (mepc.exact(4, cands), mepc.heuristic(4, cands)):
        assert cfg.total == best
        if u12 != u32 + u13:  # unique optimum
            assert {cands[i][:2] for i in cfg.chosen} == want


@pytest.mark.parametrize("bad", [[(0, 0, 5)], [(0, 4, 5)], [(-1, 1, 5)], [(0, 1, -1)], [(0, 1, 5), (0, 1, 6)]])
def test_bad_input_refused(bad: list[Cand]) -> None:
    with pytest.raises(ValueError):
        mepc.exact(4, bad)
    with pytest.raises(ValueError):
        mepc.heuristic(4, bad)


def test_engine_table_model() -> None:
    """The engine's table model: sorted by sum, a changed row goes after rows of equal sum, a sum <= 0
    removes the row, saturation at 2**w - 1, a new key in a full table is dropped."""
    t = mepc.EngineTable(k=4, w=8)
    assert t.update(0, 1, 10) == set() and t.update(1, 2, 10) == set() and t.update(2, 3, 20) == set()
    assert t.rows == [(2, 3, 20), (0, 1, 10), (1, 2, 10)]
    t.update(2, 3, -10)  # now equal to the others: placed after them
    assert t.rows == [(0, 1, 10), (1, 2, 10), (2, 3, 10)]
    assert t.update(3, 0, 300) == {"sat"} and t.rows[0] == (3, 0, 255)
    assert t.update(0, 2, 1) == {"overflow"} and len(t.rows) == 4
    assert t.update(0, 1, -10) == set() and (0, 1) not in {r[:2] for r in t.rows}
    assert t.update(0, 1, -1) == {"miss"} and len(t.rows) == 3


def test_engine_model_invariants() -> None:
    """The engine model on random tables and locks: port-disjoint, no locked port, between half the
    optimum and the optimum."""
    rng = random.Random(5)
    for _ in range(300):
        n = rng.choice([4, 8, 16])
        cands = random_cands(rng, n, rng.randint(0, 2 * n))
        rows = sorted(((s, d, u) for s, d, u in cands if u > 0), key=lambda r: -r[2])
        lock_s = rng.getrandbits(n) if rng.random() < 0.3 else 0
        lock_d = rng.getrandbits(n) if rng.random() < 0.3 else 0
        cap = rng.choice([1000, 500])
        r = mepc.engine(n, rows, cap, lock_s, lock_d)
        dsts = [d for d, _ in r.match.values()]
        assert len(set(dsts)) == len(dsts) and r.count == len(r.match)
        assert all(not (lock_s >> s) & 1 and not (lock_d >> d) & 1 for s, (d, _) in r.match.items())
        free = [(s, d, min(cap, u)) for s, d, u in rows if not (lock_s >> s) & 1 and not (lock_d >> d) & 1]
        best = mepc.exact(n, free).total
        assert best <= 2 * r.total and r.total <= best  # the greedy pass alone is a 1/2-approximation
