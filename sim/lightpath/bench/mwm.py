"""`make bench` part `mwm`: MEPC decision quality against the exact optimum, side by side for the
engine (the clock-free model of the SpinalHDL engine, lightpath.model.mepc.engine, on its sorted
table), the software heuristic (greedy + two passes of length-3 augmentations, mepc.heuristic) and the
firmware's exact solver (firmware/control/lp_mwm.c, host build through ctypes), and the firmware
solver's cycles on the MicroBlaze V (the rv32 bench image under rv32run, lightpath.fw.mwm_rv32).

Instance families, on N ports, at most the engine's K = 2N circuits (its table) except full:
  sparse  N/2 circuits of mepc.random_demand (1-3 requests of 2-50 % of a cycle each)
  dense   2N circuits of mepc.random_demand (a full engine table)
  ties    2N circuits whose weights are 1/4, 2/4 or 3/4 of a cycle (many equal sums)
  chains  greedy traps: disjoint runs of 3 sources, s_i -> d_i weighs 100 and s_i -> d_(i+1) 101 (x 100),
          so the heaviest-first choice takes the 101s and no length-3 augmentation recovers the
          optimum, which needs an augmenting path through the whole run
  shared  shared best alternative: m = (N-1)/2 gadgets a_i -> b_i (c, the heaviest), each with the
          same best alternative a_i -> x (c - 1), its own a_i -> z_i (c - 2) and y_i -> b_i (c - 1);
          greedy takes every a_i -> b_i, the engine's one recorded alternative per source is x for
          all of them, so one swap applies: (m + 1) c of about 2 m c
  full    full N x N demand: every pair (s, d), s != d, of mepc.random_demand; the engine sees the
          2N that the collector keeps (the heaviest, its capacity rule: lp_ocs_req)

The optimum is the firmware solver's result, checked against the Python Hungarian reference
(mepc.exact) on the first instances of every row. `python -m lightpath.bench.mwm --report FILE` also
writes the figures as a Markdown page (docs/mwm-results.md).
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path

from lightpath.fw import host
from lightpath.fw.mwm_rv32 import Bench
from lightpath.model import mepc

SIZES = (16, 32, 64)
SETS = {16: 200, 32: 200, 64: 100}
CYCLE_SETS = {16: 20, 32: 10, 64: 5}   # instances per row also run on the rv32 model
CHECKED = 3                          # instances per row also solved by the Python reference
ONE = 1 << 15                        # a whole cycle in the engine's units (cap)


def fam_sparse(rng: random.Random, n: int) -> list[mepc.Cand]:
    return mepc.random_demand(rng, n, n // 2, ONE)


def fam_dense(rng: random.Random, n: int) -> list[mepc.Cand]:
    return mepc.random_demand(rng, n, 2 * n, ONE)


def fam_ties(rng: random.Random, n: int) -> list[mepc.Cand]:
    return [(s, d, rng.choice((1, 2, 3)) * ONE // 4) for s, d, _ in mepc.random_demand(rng, n, 2 * n, ONE)]


def fam_chains(rng: random.Random, n: int) -> list[mepc.Cand]:
    while True:
        src, dst = list(range(n)), list(range(n))
        rng.shuffle(src)
        rng.shuffle(dst)
        cands: dict[tuple[int, int], int] = {}
        for b in range(0, n - 2, 3):   # runs of 3 sources and 3 destinations
            for i in range(3):
                cands[(src[b + i], dst[b + i])] = 100 * 100
                if i < 2:
                    cands[(src[b + i], dst[b + i + 1])] = 101 * 100
        out = [(s, d, u) for (s, d), u in cands.items()]
        if all(s != d for s, d, _ in out):
            rng.shuffle(out)
            return out


def fam_shared(rng: random.Random, n: int) -> list[mepc.Cand]:
    c = ONE // 2
    m = (n - 1) // 2
    while True:
        src, dst = list(range(n)), list(range(n))
        rng.shuffle(src)
        rng.shuffle(dst)
        x = dst[2 * m]
        cands: dict[tuple[int, int], int] = {}
        for i in range(m):   # a_i = src[i], y_i = src[m + i], b_i = dst[i], z_i = dst[m + i]
            cands[(src[i], dst[i])] = c
            cands[(src[i], x)] = c - 1
            cands[(src[i], dst[m + i])] = c - 2
            cands[(src[m + i], dst[i])] = c - 1
        out = [(s, d, u) for (s, d), u in cands.items()]
        if all(s != d for s, d, _ in out):
            rng.shuffle(out)
            return out


def fam_full(rng: random.Random, n: int) -> list[mepc.Cand]:
    return mepc.random_demand(rng, n, n * (n - 1), ONE)


FAMILIES: dict[str, Callable[[random.Random, int], list[mepc.Cand]]] = {
    "sparse": fam_sparse, "dense": fam_dense, "ties": fam_ties, "chains": fam_chains,
    "shared": fam_shared, "full": fam_full}


def engine_table(n: int, cands: list[mepc.Cand]) -> list[mepc.Row]:
    """The engine's table after the circuits arrive through the collector, in arrival order (equal sums
    stay in it): R = K = 2N entries; with none free, a strictly heavier circuit replaces the lightest
    (the lowest entry among equals), the engine told the eviction first (lp_ocs_req's capacity rule)."""
    table = mepc.EngineTable(2 * n)
    held: list[mepc.Cand] = []
    for s, d, u in cands:
        if len(held) < 2 * n:
            held.append((s, d, u))
        else:
            light = min(range(len(held)), key=lambda i: (held[i][2], i))
            if u <= held[light][2]:
                continue
            ls, ld, lu = held[light]
            table.update(ls, ld, -lu)
            held[light] = (s, d, u)
        table.update(s, d, u)
    return table.rows


def engine_total(n: int, cands: list[mepc.Cand]) -> int:
    return mepc.engine(n, engine_table(n, cands), ONE).total


def matrix(n: int, cands: list[mepc.Cand]) -> list[list[int]]:
    w = [[0] * n for _ in range(n)]
    for s, d, u in cands:
        w[s][d] = min(ONE, u)
    return w


def stats(ratios: list[float]) -> tuple[float, float, float, int]:
    r = sorted(ratios)
    return r[0], r[int(0.05 * (len(r) - 1))], sum(r) / len(r), sum(1 for x in r if x < 0.95)


def run(seed: int = 1, cycles: bool = True) -> list[dict]:
    rows = []
    bench = Bench() if cycles else None
    for n in SIZES:
        for fam, gen in FAMILIES.items():
            rng = random.Random(seed * 1000 + n)
            eng, heu, fw, cyc = [], [], [], []
            for i in range(SETS[n]):
                cands = gen(rng, n)
                w = matrix(n, cands)
                rc, opt, mate = host.mwm(w)
                assert rc == host.OK
                if i < CHECKED:
                    assert opt == mepc.exact(n, [(s, d, min(ONE, u)) for s, d, u in cands]).total
                if opt == 0:
                    continue
                fw.append(sum(w[s][d] for s, d in enumerate(mate) if d is not None) / opt)
                eng.append(engine_total(n, cands) / opt)
                heu.append(mepc.heuristic(n, [(s, d, min(ONE, u)) for s, d, u in cands]).total / opt)
                if bench is not None and i < CYCLE_SETS[n]:
                    r = bench.solve(w)
                    assert (r.rc, r.total) == (host.OK, opt)
                    cyc.append(r.cycles)
            rows.append({"n": n, "family": fam, "sets": len(fw), "engine": stats(eng), "heuristic": stats(heu),
                         "firmware": stats(fw), "cycles": cyc, "hz": bench.hz if bench else 0})
    return rows


def lines(rows: list[dict]) -> list[str]:
    out = ["| ports | family | sets | engine: min / p5 / mean, < 95 % | heuristic: min / p5 / mean, < 95 % "
           "| firmware exact: min / p5 / mean, < 95 % | firmware on MicroBlaze V: worst cycles (runs), ms |",
           "|---|---|---|---|---|---|---|"]

    def q(s: tuple[float, float, float, int]) -> str:
        return f"{100 * s[0]:.1f} / {100 * s[1]:.1f} / {100 * s[2]:.2f} %, {s[3]}"

    for r in rows:
        c = r["cycles"]
        cyc = f"{max(c):,} ({len(c)}), {max(c) * 1e3 / r['hz']:.2f} ms" if c else "-"
        out.append(f"| {r['n']} | {r['family']} | {r['sets']} | {q(r['engine'])} | {q(r['heuristic'])} "
                   f"| {q(r['firmware'])} | {cyc} |")
    return out


def part_mwm() -> None:
    rows = run()
    hz = rows[0]["hz"]
    print(f"  ratio to the exact optimum per instance; cycles: rv32run (one per instruction), CPU at"
          f" {hz / 1e6:.0f} MHz")
    for line in lines(rows):
        print("  " + line)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--report", type=Path, help="write the figures page (docs/mwm-results.md)")
    args = ap.parse_args()
    rows = run()
    text = lines(rows)
    print("\n".join(text))
    if args.report:
        hz = rows[0]["hz"]
        args.report.write_text("\n".join([
            "# MEPC decisions against the exact optimum: figures",
            "",
            "Generated by `python -m lightpath.bench.mwm --report docs/mwm-results.md` (also `make bench` part "
            "`mwm`); docs/arbiter.md explains the engine, the heuristic, the exact solver and the families "
            "(sim/lightpath/bench/mwm.py).",
            "",
            f"Ratio of each decision's total weight to the exact optimum; firmware cycles counted by rv32run "
            f"(one cycle per instruction) at the MicroBlaze V clock of {hz / 1e6:.0f} MHz.",
            "",
            *text,
            ""]))


if __name__ == "__main__":
    main()
