"""cocotb driver of the MEPC engine (the generated rtl/arbiter/generated/lp_mepc_n<N>_k<K>.v), shared by
its testbench (tb/arbiter/test_lp_mepc.py) and the engine benchmark (sim/scenarios/bench_mepc.py).

All signals are driven just after a falling edge and sampled at falling edges.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.flow.paths import RTL
from lightpath.model.mepc import EngineResult, Row

GENERATED = RTL / "arbiter" / "generated"
# (ports, table entries) of the committed variants (rtl/arbiter/spinal/.../Gen.scala `variants`).
VARIANTS: tuple[tuple[int, int], ...] = ((4, 8), (8, 16), (16, 32), (32, 64), (64, 128))


def top_name(n: int, k: int) -> str:
    return f"lp_mepc_n{n}_k{k}"


def source(n: int, k: int) -> Path:
    return GENERATED / f"{top_name(n, k)}.v"


async def read_table(dut: Any, k: int, tick: Callable[[], Awaitable[None]]) -> list[Row]:
    """The engine's sorted demand table through its read port (tab_idx -> tab_v/src/dst/sum, one index
    per `tick`), on the engine itself or on a block that brings the port out (lp_arb_ctrl): the valid
    rows in table order, which must all come before the invalid ones."""
    rows: list[Row] = []
    flags: list[int] = []
    for i in range(k):
        dut.tab_idx.value = i
        await tick()
        flags.append(int(dut.tab_v.value))
        if flags[-1]:
            rows.append((int(dut.tab_src.value), int(dut.tab_dst.value), int(dut.tab_sum.value)))
    assert flags == sorted(flags, reverse=True), f"an invalid row before a valid one: {flags}"
    return rows


class MepcDut:
    """Drives one engine instance: table updates, decisions, read-back of table and result."""

    def __init__(self, dut: Any, n: int, k: int, w: int = 16) -> None:
        self.dut, self.n, self.k, self.w = dut, n, k, w
        self.events: dict[str, int] = {"overflow": 0, "miss": 0, "sat": 0}

    async def start_clock(self) -> None:
        Clock(self.dut.clk, 4, unit="ns").start()
        for s in ("upd_valid", "upd_src", "upd_dst", "upd_delta", "lock_s", "lock_d", "start",
                  "res_idx", "tab_idx"):
            getattr(self.dut, s).value = 0
        self.dut.cap.value = (1 << self.w) - 1
        await self.reset()

    async def reset(self) -> None:
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 2)
        await FallingEdge(self.dut.clk)
        self.dut.rst.value = 0
        await FallingEdge(self.dut.clk)

    async def tick(self) -> None:
        await FallingEdge(self.dut.clk)
        for ev in self.events:
            self.events[ev] += int(getattr(self.dut, f"ev_{ev}").value)

    async def update(self, src: int, dst: int, delta: int) -> int:
        """One table update; returns the circuit's new sum reported on wr_* once written (events
        counted in self.events)."""
        d = self.dut
        waited = 0
        while not int(d.upd_ready.value):
            await self.tick()
            waited += 1
            assert waited < 10_000, "upd_ready never came"
        d.upd_valid.value = 1
        d.upd_src.value, d.upd_dst.value = src, dst
        d.upd_delta.value = delta & ((1 << (self.w + 1)) - 1)
        await self.tick()
        d.upd_valid.value = 0
        wr: list[tuple[int, int, int]] = []
        for _ in range(3):  # look-up, write, result and event pulses visible
            await self.tick()
            if int(d.wr_v.value):
                wr.append((int(d.wr_src.value), int(d.wr_dst.value), int(d.wr_sum.value)))
        assert len(wr) == 1 and wr[0][:2] == (src, dst), f"wr_* pulses {wr} for update {(src, dst, delta)}"
        return wr[0][2]

    async def table(self) -> list[Row]:
        """The table's valid rows in table order (the registered read port, one index per clock)."""
        rows = await read_table(self.dut, self.k, self.tick)
        assert int(self.dut.tab_count.value) == len(rows), (int(self.dut.tab_count.value), len(rows))
        return rows

    async def decide(self, cap: int, lock_s: int = 0, lock_d: int = 0,
                     idle: bool = True) -> tuple[EngineResult, int]:
        """Pulse start, wait for done; return the result read back and the clocks from the clock edge
        that took start to the one that raised done (both counted). With idle (no update in flight),
        the engine must take start at once, and its own count (last_cycles) must agree."""
        d = self.dut
        d.cap.value, d.lock_s.value, d.lock_d.value = cap, lock_s, lock_d
        d.start.value = 1
        await self.tick()
        d.start.value = 0
        clocks = 1
        assert int(d.busy.value), "busy did not rise on start"
        while not int(d.done.value):
            assert int(d.upd_ready.value) == 0, "update accepted during a decision"
            await self.tick()
            clocks += 1
            assert clocks < 100_000, "done never came"
        engine_clocks = int(d.last_cycles.value) + 1
        assert engine_clocks == clocks if idle else engine_clocks < clocks, (engine_clocks, clocks)
        match: dict[int, tuple[int, int]] = {}
        for s in range(self.n):
            d.res_idx.value = s
            await self.tick()
            if int(d.res_v.value):
                match[s] = (int(d.res_dst.value), int(d.res_w.value))
        res = EngineResult(match, int(d.res_total.value), int(d.res_count.value))
        return res, engine_clocks
