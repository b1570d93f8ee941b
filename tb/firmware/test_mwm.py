"""The firmware's exact matching (firmware/control/lp_mwm.c, through the host library) against the
Python references: brute force over every partial matching (up to 7 ports) and the Hungarian reference
of lightpath.model.mepc (itself checked against brute force in tb/arbiter/test_mepc_ref.py) up to 64
ports, on random instances (sparse, dense, many ties) and adversarial ones (augmenting chains through
every row, a full N x N matrix at the 16-bit ceiling, zero rows and columns). The seed: among optimal
matchings the one returned keeps the most seed circuits."""

from __future__ import annotations

import itertools
import random

import pytest

from lightpath.fw import host
from lightpath.model import mepc


def brute(w: list[list[int]], seed: list[int | None] | None = None) -> tuple[int, int]:
    """(best total, most seed circuits kept at that total) over every permutation (n <= 7)."""
    n = len(w)
    best = (0, 0)
    for perm in itertools.permutations(range(n)):
        tot = sum(w[s][perm[s]] for s in range(n))
        keep = sum(1 for s in range(n) if seed and w[s][perm[s]] and seed[s] == perm[s])
        best = max(best, (tot, keep))
    return best


def reference(w: list[list[int]]) -> int:
    n = len(w)
    return mepc.exact(n, [(s, d, w[s][d]) for s in range(n) for d in range(n) if s != d and w[s][d]]).total


def check_matching(w: list[list[int]], mate: list[int | None], total: int) -> None:
    dsts = [d for d in mate if d is not None]
    assert len(dsts) == len(set(dsts))
    assert all(w[s][d] > 0 for s, d in enumerate(mate) if d is not None)
    assert sum(w[s][d] for s, d in enumerate(mate) if d is not None) == total


def random_matrix(rng: random.Random, n: int, density: float, top: int, diag: bool = False) -> list[list[int]]:
    return [[rng.randint(1, top) if (diag or s != d) and rng.random() < density else 0 for d in range(n)]
            for s in range(n)]


def random_seed(rng: random.Random, n: int) -> list[int | None]:
    perm: list[int | None] = list(range(n))
    rng.shuffle(perm)
    return [d if rng.random() < 0.6 else None for d in perm]


def test_small_random_vs_brute_force() -> None:
    rng = random.Random(11)
    for it in range(600):
        n = rng.randint(1, 7)
        w = random_matrix(rng, n, rng.random(), (2, 50, 65535)[it % 3], diag=True)
        seed = random_seed(rng, n) if it % 2 else None
        rc, total, mate = host.mwm(w, seed)
        assert rc == host.OK
        check_matching(w, mate, total)
        best, keep = brute(w, seed)
        assert total == best, (w, seed, mate)
        if seed:
            assert sum(1 for s in range(n) if mate[s] is not None and mate[s] == seed[s]) == keep, (w, seed, mate)


@pytest.mark.parametrize("n", [16, 32, 64])
def test_random_vs_hungarian_reference(n: int) -> None:
    rng = random.Random(n)
    for it in range(12 if n == 64 else 30):
        w = random_matrix(rng, n, (2 / n, 0.1, 0.5, 1.0)[it % 4], (3, 1 << 15, 65535)[it % 3])
        rc, total, mate = host.mwm(w, random_seed(rng, n) if it % 2 else None)
        assert rc == host.OK
        check_matching(w, mate, total)
        assert total == reference(w)


@pytest.mark.parametrize("n", [8, 33, 64])
def test_augmenting_chain(n: int) -> None:
    """s -> s weighs 100, s -> s+1 weighs 101: greedy takes every s -> s+1 and strands the last row
    ((n - 1) * 101); the optimum is the whole diagonal (n * 100, larger for n < 101), reached only through
    an augmenting path through every earlier row."""
    w = [[100 if d == s else 101 if d == s + 1 else 0 for d in range(n)] for s in range(n)]
    rc, total, mate = host.mwm(w)
    assert rc == host.OK and total == 100 * n and mate == list(range(n))


def test_full_matrix_at_the_ceiling_and_zero_rows() -> None:
    n = 64
    rng = random.Random(3)
    w = [[65535 - rng.randint(0, 1) for _ in range(n)] for _ in range(n)]
    rc, total, mate = host.mwm(w, [n - 1 - s for s in range(n)])
    assert rc == host.OK
    check_matching(w, mate, total)
    off = [[0 if s == d else x for d, x in enumerate(row)] for s, row in enumerate(w)]
    assert total >= host.mwm(off)[1] == reference(off)
    for s in range(0, n, 3):   # every third source and destination without demand
        for d in range(n):
            off[s][d] = off[d][s] = 0
    rc, total, mate = host.mwm(off)
    assert rc == host.OK and total == reference(off) and all(mate[s] is None for s in range(0, n, 3))
    assert all(d is None or d % 3 for d in mate)


def test_bad_seed_refused() -> None:
    w = [[1, 2], [3, 4]]
    assert host.mwm(w, [1, 1])[0] == host.E_ARG
    assert host.mwm(w, [2, None])[0] == host.E_ARG


def test_bench_families_do_what_they_claim() -> None:
    """The bench's chains family is a trap for the engine and the heuristic (each run of 3 gives
    2 x 101 against 3 x 100) that the exact solver escapes; every family but full fits the engine's
    table, full asks for every pair."""
    from lightpath.bench import mwm as bench

    rng = random.Random(2)
    for n in (16, 32):
        for fam, gen in bench.FAMILIES.items():
            cands = gen(rng, n)
            assert all(s != d for s, d, _ in cands), fam
            if fam == "full":
                assert {(s, d) for s, d, _ in cands} == {(s, d) for s in range(n) for d in range(n) if s != d}
            else:
                assert len(cands) <= 2 * n, fam
        cands = bench.fam_chains(rng, n)
        w = bench.matrix(n, cands)
        opt = host.mwm(w)[1]
        assert opt == reference(w) == (n // 3) * 3 * 100 * 100
        assert bench.engine_total(n, cands) == mepc.heuristic(n, cands).total == (n // 3) * 2 * 101 * 100


def test_bench_shared_and_full_families() -> None:
    """shared: greedy takes every a_i -> b_i, the engine applies one swap (every source recorded the
    same alternative x) while the heuristic and the exact solver take every a_i -> z_i and y_i -> b_i;
    full: the engine's table holds the 2N heaviest circuits, the ones the collector keeps."""
    from lightpath.bench import mwm as bench

    rng = random.Random(3)
    c = bench.ONE // 2
    for n in (8, 16, 64):
        m = (n - 1) // 2
        cands = bench.fam_shared(rng, n)
        w = bench.matrix(n, cands)
        opt = (c - 1) + (m - 1) * (c - 2) + m * (c - 1)
        assert host.mwm(w)[1] == reference(w) == opt == mepc.heuristic(n, cands).total
        assert bench.engine_total(n, cands) == (m - 1) * c + 2 * (c - 1)
    for n in (8, 16):
        cands = bench.fam_full(rng, n)
        rows = bench.engine_table(n, cands)
        assert sorted(u for _, _, u in rows) == sorted(u for _, _, u in cands)[-2 * n:]
        assert bench.engine_total(n, cands) == mepc.engine(n, rows, bench.ONE).total
