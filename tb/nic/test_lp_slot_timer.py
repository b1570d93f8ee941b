"""lp_slot_timer on its own, clock by clock against a Python model: words, phases and slots for several
guard/preamble/cycle-length settings (0 treated as 1), and alignment to the synchronised grid (`align`):
on time, one clock late, one clock early, a late timer in the wrong slot, a hard jump, restart at slot
0, each with the exact resulting word/slot sequence and exactly counted ev_adjust/ev_realign; a steady
grid aligned every slot gives no event; random alignment pulses agree with the model."""

from __future__ import annotations

import random
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from lightpath.flow import hdl

CELL_WORDS = 6  # small cells keep the sequences short (the build parameter of most cases)


@dataclass
class Cfg:
    guard: int = 2
    preamble: int = 1
    length: int = 3

    @property
    def g(self) -> int:
        return self.guard or 1

    @property
    def p(self) -> int:
        return self.preamble or 1

    @property
    def n(self) -> int:
        return self.length or 1


class Model:
    """The timer's two counters and its decodes (the documented behaviour, written independently)."""

    def __init__(self, cell_words: int) -> None:
        self.cw = cell_words
        self.word = 0
        self.slot = 0

    def slot_words(self, c: Cfg) -> int:
        return c.g + c.p + self.cw

    def next_slot(self, c: Cfg) -> int:
        return 0 if self.slot >= c.n - 1 else self.slot + 1

    def outputs(self, c: Cfg, run: int, align: int, align_slot: int) -> dict[str, int]:
        sw = self.slot_words(c)
        w = self.word
        on_time = w == 0 and self.slot == align_slot
        late = w == sw - 1 and self.next_slot(c) == align_slot
        early = w == 1 and self.slot == align_slot
        a = bool(run and align and not on_time)
        return {
            "slot": self.slot,
            "next_slot": self.next_slot(c),
            "word": w,
            "first_word": int(w == 0),
            "last_word": int(w == sw - 1),
            "ph_guard": int(w < c.g),
            "ph_preamble": int(c.g <= w < c.g + c.p),
            "ph_cell": int(w >= c.g + c.p),
            "ev_adjust": int(a and (late or early)),
            "ev_realign": int(a and not late and not early),
        } | ({"cell_word": w - c.g - c.p} if w >= c.g + c.p else {})

    def step(self, c: Cfg, rst: int, run: int, align: int, align_slot: int) -> None:
        if rst or not run:
            self.word, self.slot = 0, 0
        elif align:
            self.word, self.slot = 1, align_slot
        elif self.word == self.slot_words(c) - 1:
            self.word, self.slot = 0, self.next_slot(c)
        else:
            self.word += 1


class Env:
    def __init__(self, dut, cell_words: int = CELL_WORDS) -> None:
        self.dut = dut
        self.m = Model(cell_words)
        self.cfg = Cfg()
        self.rst, self.run, self.align, self.align_slot = 1, 1, 0, 0
        # inputs of the previous clock: what the timer sampled at the edge that ends it
        self.prev = (Cfg(), 1, 1, 0, 0)
        self.events = {"ev_adjust": 0, "ev_realign": 0}
        self.trace: list[tuple[int, int]] = []  # (slot, word) per clock

    async def start(self) -> None:
        Clock(self.dut.clk, 6.4, unit="ns").start()
        self.apply()
        for _ in range(2):
            await self.clock()
        self.rst = 0

    def apply(self) -> None:
        d = self.dut
        d.rst.value = self.rst
        d.run.value = self.run
        d.align.value = self.align
        d.align_slot.value = self.align_slot
        d.cfg_guard.value = self.cfg.guard
        d.cfg_preamble.value = self.cfg.preamble
        d.cfg_length.value = self.cfg.length

    def upcoming(self) -> tuple[int, int]:
        """(slot, word) the timer will show in the next clock."""
        m = Model(self.m.cw)
        m.word, m.slot = self.m.word, self.m.slot
        m.step(*self.prev)
        return m.slot, m.word

    async def clock(self, align: int = 0, align_slot: int = 0) -> dict[str, int]:
        """One clock: its inputs applied after the edge, every output checked against the model."""
        await RisingEdge(self.dut.clk)
        self.m.step(*self.prev)
        self.align, self.align_slot = align, align_slot
        self.apply()
        await ReadOnly()
        exp = self.m.outputs(self.cfg, self.run, self.align, self.align_slot)
        got = {k: int(getattr(self.dut, k).value) for k in exp}
        assert got == exp, f"timer {got} != model {exp} ({self.cfg}, align {align}/{align_slot})"
        if not self.rst:
            for k in self.events:
                self.events[k] += got[k]
            self.trace.append((got["slot"], got["word"]))
        self.prev = (Cfg(self.cfg.guard, self.cfg.preamble, self.cfg.length), self.rst, self.run, align, align_slot)
        return got

    async def until_next(self, slot: int, word: int, limit: int = 5000) -> None:
        """Clock until the NEXT clock is the one showing (slot, word)."""
        for _ in range(limit):
            if self.upcoming() == (slot, word):
                return
            await self.clock()
        raise AssertionError(f"timer never reached slot {slot} word {word}")

    async def restart(self) -> None:
        """Restart at slot 0: align with align_slot = 0 (the next clock is word 1 of slot 0)."""
        await self.clock(align=1, align_slot=0)

    async def align_case(self, at: tuple[int, int], align_slot: int, expect: list[tuple[int, int]],
                         ev: str | None) -> None:
        """align in the clock showing `at`; the clocks after it must show `expect`; exactly one `ev`."""
        await self.until_next(*at)
        before = dict(self.events)
        self.trace = []
        await self.clock(align=1, align_slot=align_slot)  # this clock is still decoded with the old count
        for _ in range(len(expect)):
            await self.clock()
        assert self.trace == [at] + expect, (at, align_slot, self.trace)
        delta = {k: self.events[k] - before[k] for k in self.events}
        assert delta == {"ev_adjust": int(ev == "adjust"), "ev_realign": int(ev == "realign")}, (at, delta)


@cocotb.test()
async def words_phases_slots(dut) -> None:
    """Every setting, incl. 0 treated as 1: per clock against the model, and the counts by hand."""
    env = Env(dut)
    await env.start()
    for g, p, n in ((2, 1, 3), (1, 1, 1), (0, 0, 0), (3, 2, 4), (0, 3, 2), (5, 0, 5), (1, 2, 7)):
        env.cfg = Cfg(g, p, n)
        await env.restart()
        await env.until_next(0, 0)  # a cycle start
        env.trace = []
        env.events = {"ev_adjust": 0, "ev_realign": 0}
        G, P, N = g or 1, p or 1, n or 1
        sw = G + P + CELL_WORDS
        phases = {"g": 0, "p": 0, "c": 0}
        cell_words = []
        for _ in range(2 * N * sw):
            got = await env.clock()
            ph = "g" if got["ph_guard"] else "p" if got["ph_preamble"] else "c"
            phases[ph] += 1
            assert got["ph_guard"] + got["ph_preamble"] + got["ph_cell"] == 1
            if ph == "c":
                cell_words.append(int(dut.cell_word.value))
            assert got["first_word"] == int(got["word"] == 0) and got["last_word"] == int(got["word"] == sw - 1)
        assert all(env.trace[i] == (i // sw % N, i % sw) for i in range(len(env.trace))), "word/slot counting"
        assert [s for s, w in env.trace if w == 0] == [k % N for k in range(2 * N)], "slot order"
        assert phases == {"g": 2 * N * G, "p": 2 * N * P, "c": 2 * N * CELL_WORDS}, phases
        assert cell_words == list(range(CELL_WORDS)) * 2 * N
        assert env.events == {"ev_adjust": 0, "ev_realign": 0}


@cocotb.test()
async def align_cases(dut) -> None:
    """Each align case with the exact (slot, word) sequence after it and exact event counts."""
    env = Env(dut)
    await env.start()
    env.cfg = Cfg(2, 1, 3)
    sw = 2 + 1 + CELL_WORDS  # 9
    await env.restart()
    # on time: word 0 of the slot the grid names: nothing changes
    await env.align_case((1, 0), 1, [(1, 1), (1, 2)], None)
    # one clock late: last word of slot 1 while the grid says word 0 of slot 2: word 0 is skipped
    await env.align_case((1, sw - 1), 2, [(2, 1), (2, 2), (2, 3)], "adjust")
    # the same across the cycle end (slot 2 -> slot 0)
    await env.align_case((2, sw - 1), 0, [(0, 1), (0, 2)], "adjust")
    # one clock early: word 1 of slot 1 while the grid says word 0 of slot 1: word 1 is repeated
    await env.align_case((1, 1), 1, [(1, 1), (1, 2), (1, 3)], "adjust")
    # late but the slot number is not align_slot - 1: hard jump
    await env.align_case((0, sw - 1), 2, [(2, 1), (2, 2)], "realign")
    # early but in the wrong slot: hard jump
    await env.align_case((0, 1), 2, [(2, 1), (2, 2)], "realign")
    # word 0 of the wrong slot: hard jump
    await env.align_case((1, 0), 0, [(0, 1), (0, 2)], "realign")
    # two words off either way, or mid-slot: hard jump
    await env.align_case((0, 2), 0, [(0, 1), (0, 2), (0, 3)], "realign")
    await env.align_case((1, sw - 2), 2, [(2, 1), (2, 2)], "realign")
    await env.align_case((2, 4), 1, [(1, 1), (1, 2)], "realign")
    # restart at slot 0 from anywhere; the slot after a jump is whole (its boundary sw - 1 clocks later)
    await env.align_case((2, 5), 0, [(0, w) for w in range(1, sw)] + [(1, 0), (1, 1)], "realign")

    # guard = 1: an early timer repeats word 1, the first preamble word
    env.cfg = Cfg(1, 1, 3)
    await env.restart()
    await env.until_next(1, 1)
    before = dict(env.events)
    pre = [(await env.clock(align=1, align_slot=1))["ph_preamble"]]
    for _ in range(2):
        pre.append((await env.clock())["ph_preamble"])
    assert pre == [1, 1, 0], pre
    assert env.events["ev_adjust"] - before["ev_adjust"] == 1

    # align while run is low: ignored, no events, the timer holds at word 0 of slot 0
    env.cfg = Cfg(2, 1, 3)
    env.run = 0
    await env.clock()
    before = dict(env.events)
    for s in range(3):
        got = await env.clock(align=1, align_slot=s)
        assert (got["slot"], got["word"]) == (0, 0)
    env.run = 1
    for _ in range(3):
        await env.clock()
    assert env.events == before
    assert env.trace[-2:] == [(0, 1), (0, 2)]


@cocotb.test()
async def steady_grid_no_events(dut) -> None:
    """A grid aligned at every slot start gives no event; one clock of drift either way gives exactly
    one ev_adjust each and the timer follows the grid; a grid step gives exactly one ev_realign."""
    env = Env(dut)
    await env.start()
    env.cfg = Cfg(2, 1, 4)
    sw = 2 + 1 + CELL_WORDS
    await env.restart()
    await env.until_next(0, 0)

    async def grid(lens: list[int]) -> None:
        """Grid slots 0, 1, 2, ... of lens[k] clocks from now; align at every grid slot start, and the
        timer must show word 0 (or word 1 after a correction) of that slot in the clock after it."""
        for k, n in enumerate(lens):
            await env.clock(align=1, align_slot=k % 4)
            assert env.upcoming() == (k % 4, 1)
            for _ in range(n - 1):
                await env.clock()

    env.events = {"ev_adjust": 0, "ev_realign": 0}
    await grid([sw] * 20)
    assert env.events == {"ev_adjust": 0, "ev_realign": 0}
    # the grid's slot 3 is one clock short (the grid moves one clock ahead): one adjust (late timer)
    await grid([sw] * 3 + [sw - 1] + [sw] * 8)
    assert env.events == {"ev_adjust": 1, "ev_realign": 0}, env.events
    # one clock long (the grid moves one clock back): one adjust (early timer)
    await grid([sw] * 2 + [sw + 1] + [sw] * 9)
    assert env.events == {"ev_adjust": 2, "ev_realign": 0}, env.events
    # a grid step of 5 clocks: one realign, then quiet again
    for _ in range(5):
        await env.clock()
    await grid([sw] * 12)
    assert env.events == {"ev_adjust": 2, "ev_realign": 1}, env.events


@cocotb.test()
async def random_against_model(dut) -> None:
    """Random settings, run gaps and align pulses (near the boundaries and anywhere); the model checks
    every output of every clock, so the events are counted exactly."""
    cw = int(dut.CELL_WORDS.value)
    env = Env(dut, cw)
    await env.start()
    rng = random.Random(77)
    for _ in range(6):
        env.cfg = Cfg(rng.randint(0, 4), rng.randint(0, 3), rng.randint(0, 6))
        sw = env.cfg.g + env.cfg.p + cw
        for _ in range(30 * sw):
            env.run = 0 if rng.random() < 0.003 else 1
            slot, word = env.upcoming()
            nxt = 0 if slot >= env.cfg.n - 1 else slot + 1
            r = rng.random()
            if r < 0.01:
                await env.clock(align=1, align_slot=rng.randrange(env.cfg.n))
            elif r < 0.3 and word in (0, 1, sw - 1):
                await env.clock(align=1, align_slot=rng.choice([slot, nxt]))
            else:
                await env.clock()
    assert env.events["ev_adjust"] > 5 and env.events["ev_realign"] > 5, env.events


CASES = [
    ("words_phases_slots", {"CELL_WORDS": CELL_WORDS}),
    ("align_cases", {"CELL_WORDS": CELL_WORDS}),
    ("steady_grid_no_events", {"CELL_WORDS": CELL_WORDS}),
    ("random_against_model", {"CELL_WORDS": CELL_WORDS}),
    ("random_against_model", {}),  # default CELL_WORDS (68)
]


@pytest.mark.parametrize("case,params", CASES, ids=[f"{c}-{p.get('CELL_WORDS', 68)}" for c, p in CASES])
def test_lp_slot_timer(case: str, params: dict) -> None:
    hdl.run("lp_slot_timer", __file__, params, testcase=case)
