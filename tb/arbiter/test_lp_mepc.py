"""MEPC engine (SpinalHDL): cocotb tests on the committed generated Verilog.

- test_random_vs_model: random table updates (new circuits, changes up and down, removals, updates of
  absent circuits), random caps and port locks. Every update reports the circuit's new sum (wr_*, 0
  once its row is gone) as the model does. After every round the table read back must equal the
  model table (sim/lightpath/model/mepc.py EngineTable: same rows, same order), and the decision must equal
  the model decision (`engine`) exactly: every source's destination and weight, total and count. Every
  decision is port-disjoint, uses no locked port, totals its weights, is at most the exact optimum, and
  takes exactly the documented number of clocks (<= engine_cycles_max).
- test_figure_3c: Mercury's Figure 3c for several volume mixes: the engine picks the optimal set (on a
  tie of totals it keeps the greedy choice: a replacement needs a strict gain).
- test_bad_updates: a full table drops a new circuit (ev_overflow) and keeps every row; a negative
  update of an absent circuit is counted (ev_miss) and changes nothing; a sum past the weight range
  saturates (ev_sat); removing everything empties the table; an empty table decides in the minimum time.
- test_start_rules: start in the clock after an update waits for the write; a start during a decision
  queues exactly one more decision; no update is accepted while busy (checked in every decide()).
"""

from __future__ import annotations

import os
import random

import cocotb
import pytest

from lightpath.env import mepc_tb
from lightpath.flow import hdl
from lightpath.model import mepc
from lightpath.model.mepc import EngineTable


def _nk() -> tuple[int, int]:
    return int(os.environ["LP_N"]), int(os.environ["LP_K"])


def check_decision(n: int, k: int, rows: list[mepc.Row], cap: int, lock_s: int, lock_d: int,
                   res: mepc.EngineResult, clocks: int) -> None:
    want = mepc.engine(n, rows, cap, lock_s, lock_d)
    assert res == want, f"engine {res}\nmodel  {want}\nrows {rows}"
    dsts = [d for d, _ in res.match.values()]
    assert len(set(dsts)) == len(dsts), "two circuits into one destination"
    for s, (d, w) in res.match.items():
        assert not (lock_s >> s) & 1 and not (lock_d >> d) & 1, f"locked port used: {s}->{d}"
        assert (s, d) in {(r[0], r[1]) for r in rows}, f"{s}->{d} is not a candidate"
        assert w == min(cap, next(r[2] for r in rows if r[:2] == (s, d)))
    assert res.total == sum(w for _, w in res.match.values())
    free = [(s, d, min(cap, x)) for s, d, x in rows if not (lock_s >> s) & 1 and not (lock_d >> d) & 1]
    assert res.total <= mepc.exact(n, free).total
    assert clocks == mepc.engine_cycles(n, len(rows)) <= mepc.engine_cycles_max(n, k)


@cocotb.test()
async def test_random_vs_model(dut) -> None:
    n, k = _nk()
    rng = random.Random(n * 1000 + k)
    e = mepc_tb.MepcDut(dut, n, k)
    await e.start_clock()
    model = EngineTable(k)
    ev = {"overflow": 0, "miss": 0, "sat": 0}
    ratios: list[float] = []
    for rnd in range(40 if n <= 8 else 25):
        for _ in range(rng.randrange(1, 2 * k)):
            keys = [r[:2] for r in model.rows]
            r = rng.random()
            if keys and r < 0.35:  # change an existing circuit, often to exactly zero
                s, d = rng.choice(keys)
                cur = next(x for a, b, x in model.rows if (a, b) == (s, d))
                delta = -cur if rng.random() < 0.3 else rng.randrange(-cur, 3000)
            elif r < 0.40:  # an absent circuit goes down: miss
                s, d = rng.sample(range(n), 2)
                delta = -rng.randrange(1, 100)
            else:
                s, d = rng.sample(range(n), 2)
                delta = rng.choice([rng.randrange(1, 3000), rng.randrange(1, 8) * 500])  # ties too
            for name in model.update(s, d, delta):
                ev[name] += 1
            got = await e.update(s, d, delta)
            assert got == next((x for a, b, x in model.rows if (a, b) == (s, d)), 0), (s, d, delta, got)
        rows = await e.table()
        assert rows == model.rows, f"round {rnd}: table\n{rows}\nmodel\n{model.rows}"
        cap = rng.choice([65535, 2000, 1000])
        lock_s = rng.getrandbits(n) & rng.getrandbits(n) if rnd % 3 == 0 else 0
        lock_d = rng.getrandbits(n) & rng.getrandbits(n) if rnd % 3 == 0 else 0
        res, clocks = await e.decide(cap, lock_s, lock_d)
        check_decision(n, k, rows, cap, lock_s, lock_d, res, clocks)
        free = [(s, d, min(cap, x)) for s, d, x in rows if not (lock_s >> s) & 1 and not (lock_d >> d) & 1]
        best = mepc.exact(n, free).total
        if best:
            ratios.append(res.total / best)
    assert e.events == ev, (e.events, ev)
    assert ev["miss"] > 0
    dut._log.info("engine / exact: mean %.3f, worst %.3f over %d decisions",
                  sum(ratios) / len(ratios), min(ratios), len(ratios))


@cocotb.test()
async def test_figure_3c(dut) -> None:
    n, k = _nk()
    e = mepc_tb.MepcDut(dut, n, k)
    await e.start_clock()
    for u12, u32, u13, want in mepc.FIG3C:
        await e.reset()
        cands = mepc.fig3c_cands(u12, u32, u13)
        for s, d, u in cands:
            await e.update(s, d, u)
        res, _ = await e.decide(cap=100)
        assert res == mepc.engine(n, await e.table(), 100), (u12, u32, u13, res)
        best = sum(u for s, d, u in cands if (s, d) in want)
        assert res.total == best == mepc.exact(n, cands).total, (u12, u32, u13, res)
        if u12 != u32 + u13:
            assert {(s, d) for s, (d, _) in res.match.items()} == want, (u12, u32, u13, res)


@cocotb.test()
async def test_bad_updates(dut) -> None:
    n, k = _nk()
    e = mepc_tb.MepcDut(dut, n, k)
    await e.start_clock()
    keys = [(s, d) for s in range(n) for d in range(n) if s != d][: k + 1]
    model = EngineTable(k)
    for i, (s, d) in enumerate(keys[:k]):
        model.update(s, d, 100 + i)
        await e.update(s, d, 100 + i)
    assert e.events == {"overflow": 0, "miss": 0, "sat": 0}
    s, d = keys[k]
    assert model.update(s, d, 10_000) == {"overflow"}
    assert await e.update(s, d, 10_000) == 0  # heavier than every row, still dropped: the table is full
    assert e.events["overflow"] == 1
    assert await e.table() == model.rows
    await e.update(s, d, -5)
    assert e.events["miss"] == 1
    s0, d0 = keys[0]
    await e.update(s0, d0, 65_500)  # 100 + 65500 > 65535
    model.update(s0, d0, 65_500)
    assert e.events["sat"] == 1
    assert (await e.table()) == model.rows and model.rows[0] == (s0, d0, 65535)
    for s, d, x in list(model.rows):
        await e.update(s, d, -x)
    assert await e.table() == []
    res, clocks = await e.decide(cap=1000)
    assert res.count == 0 and res.total == 0 and clocks == mepc.engine_cycles(n, 0)


@cocotb.test()
async def test_start_rules(dut) -> None:
    n, k = _nk()
    e = mepc_tb.MepcDut(dut, n, k)
    await e.start_clock()
    d = dut
    await e.update(0, 1, 500)
    # an update immediately followed by start: the decision must see the written row
    d.upd_valid.value, d.upd_src.value, d.upd_dst.value, d.upd_delta.value = 1, 2, 3, 700
    await e.tick()
    d.upd_valid.value = 0
    res, _ = await e.decide(cap=1000, idle=False)
    assert res.match == {2: (3, 700), 0: (1, 500)} and res.total == 1200, res
    # start during a decision: exactly one more decision follows
    d.start.value = 1
    await e.tick()
    d.start.value = 0
    for _ in range(3):
        await e.tick()
    d.start.value = 1
    await e.tick()
    d.start.value = 0
    dones = 0
    for _ in range(4 * mepc.engine_cycles(n, 2)):
        await e.tick()
        dones += int(d.done.value)
    assert dones == 2 and not int(d.busy.value), dones


VARIANTS = [(4, 8), (8, 16), (16, 32)]


@pytest.mark.parametrize(("n", "k"), VARIANTS, ids=[f"n{n}k{k}" for n, k in VARIANTS])
def test_lp_mepc(n: int, k: int) -> None:
    hdl.run(mepc_tb.top_name(n, k), __file__, sources=[mepc_tb.source(n, k)],
            extra_env={"LP_N": str(n), "LP_K": str(k)})
