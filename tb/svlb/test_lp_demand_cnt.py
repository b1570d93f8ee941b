"""lp_demand_cnt: per-destination byte counters latched per phase (mFabric demand matrix row).

A model adds every counted cell's bytes to its destination, latches all counters on a phase pulse and
restarts them (a cell in the phase clock belongs to the new phase), saturates at all ones and ignores
destinations >= N. Random cells (5 % bad destinations, random sizes, some in the same clock as a
phase pulse); after every phase all N latched values are read through rd_idx and compared, and the
event counts (saturations, bad destinations) and the phase count must match. A second build with
17-bit counters makes saturation happen.
"""

from __future__ import annotations

import os
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.flow import hdl


@cocotb.test()
async def test_random_phases(dut) -> None:
    n, w = int(os.environ["LP_N"]), int(os.environ["LP_W"])
    top = (1 << w) - 1
    rng = random.Random(n * 100 + w)
    Clock(dut.clk, 4, unit="ns").start()
    for s in ("cnt_v", "cnt_dst", "cnt_bytes", "phase", "rd_idx"):
        getattr(dut, s).value = 0
    dut.rst.value = 1
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    live = [0] * n
    latched = [0] * n
    sat = bad = phases = 0
    ev = dict(sat=0, bad=0)

    async def step(cell: tuple[int, int] | None, ph: bool) -> None:
        nonlocal sat, bad, phases, live, latched
        dut.cnt_v.value = int(cell is not None)
        if cell is not None:
            dut.cnt_dst.value, dut.cnt_bytes.value = cell
        dut.phase.value = int(ph)
        # model of the coming clock edge
        if ph:
            latched, live = live, [0] * n
            phases += 1
        if cell is not None:
            d, b = cell
            if d >= n:
                bad += 1
            elif ph:
                live[d] = b
            elif live[d] + b > top:
                live[d] = top
                sat += 1
            else:
                live[d] += b
        await FallingEdge(dut.clk)
        ev["sat"] += int(dut.ev_sat.value)
        ev["bad"] += int(dut.ev_bad_dst.value)
        dut.cnt_v.value = 0
        dut.phase.value = 0

    async def read_all() -> None:
        for k in range(n + 2):  # two indices past the end read 0
            dut.rd_idx.value = k
            await FallingEdge(dut.clk)
            await FallingEdge(dut.clk)
            want = latched[k] if k < n else 0
            assert int(dut.rd_val.value) == want, f"latched[{k}] = {int(dut.rd_val.value)}, model {want}"

    big = w <= 20
    for _ in range(12):
        for _ in range(rng.randrange(5, 60)):
            d = n + rng.randrange(3) if rng.random() < 0.05 else rng.randrange(n)
            b = rng.randrange(40000, 65536) if big else rng.randrange(1, 1500)
            await step((d, b) if rng.random() < 0.7 else None, False)
        await step((rng.randrange(n), rng.randrange(1, 1500)) if rng.random() < 0.5 else None, True)
        await read_all()
        await FallingEdge(dut.clk)
        assert ev["sat"] == sat and ev["bad"] == bad, (ev, sat, bad)
        assert int(dut.st_phases.value) == phases
    assert bad > 0 and (sat > 0) == big, (bad, sat, big)


@pytest.mark.parametrize("n,w", [(16, 32), (4, 17)])
def test_lp_demand_cnt(n: int, w: int) -> None:
    hdl.run("lp_demand_cnt", __file__, {"N": n, "W": w}, extra_env={"LP_N": str(n), "LP_W": str(w)})
