"""The MEPC reference (sim/lightpath/mepc.py): the exact optimum against brute force, the heuristic model's
invariants, Mercury's Figure 3c case for several volume mixes, and bad input refused."""

from __future__ import annotations

import itertools
import random

import pytest

from lightpath import mepc
from lightpath.mepc import Cand


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
