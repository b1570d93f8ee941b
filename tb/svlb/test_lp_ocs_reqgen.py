"""lp_ocs_reqgen: the NIC's OCS requests from its host's cells per destination and round-robin cycle.

A model of the block (counts per cycle, latch at the cycle pulse, an N-clock scan that rotates from the
destination asked for last, the threshold, saturation, bad destinations) is compared with the RTL:
the held request after every scan, and the event pulses on every clock. Built with N = 8 and a 4-bit
count (W = 4) so saturation is reached. 200 cycles of random cells (0 to 40 per 48-clock cycle over random
destinations, 3 % of them to a node >= N), the threshold and the enable changed now and then, a circuit
announced to a random destination in half of the cycles (keep_v, keep_dst: asked for with any cell,
below Q too). The run must have seen: no request, a request, a rotation between two destinations at or
above Q in consecutive cycles, a saturated count (volume 15), a bad destination, a request below Q for
the announced circuit, this node never asked for.
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from lightpath.flow import hdl

N, W = 8, 4
NODE = 2
CYCLE = 48   # clocks per round-robin cycle (>= N + 2: the scan ends before the next pulse)


class Model:
    def __init__(self) -> None:
        self.live = [0] * N
        self.held = [0] * N
        self.last = 0
        self.req: tuple[int, int, int] = (0, 0, 0)   # (v, dst, vol)

    def cell(self, dst: int) -> tuple[int, int]:
        """A cell in a clock without the cycle pulse: (ev_sat, ev_bad_dst)."""
        if dst >= N:
            return 0, 1
        if self.live[dst] == (1 << W) - 1:
            return 1, 0
        self.live[dst] += 1
        return 0, 0

    def cycle(self, cell_dst: int | None) -> None:
        self.held = self.live
        self.live = [0] * N
        if cell_dst is not None and cell_dst < N:
            self.live[cell_dst] = 1

    def scan(self, en: int, q: int, keep: int | None) -> bool:
        """The scan's pick; True when only the announced circuit's rule made it (below Q)."""
        q = max(q, 1)
        for k in range(N):
            i = (self.last + 1 + k) % N
            kept = keep == i and self.held[i] > 0
            if (self.held[i] >= q or kept) and i != NODE:
                self.last = i
                self.req = (en, i, self.held[i]) if en else (0, self.req[1], self.req[2])
                return bool(en) and self.held[i] < q
        self.req = (0, self.req[1], self.req[2])
        return False


@cocotb.test()
async def test_random(dut) -> None:
    rng = random.Random(21)
    Clock(dut.clk, 4, unit="ns").start()
    dut.rst.value = 1
    dut.cfg_en.value = 1
    dut.cfg_node.value = NODE
    dut.cfg_q.value = 4
    dut.cfg_svc.value = 5
    dut.cfg_job.value = 0x33
    dut.cnt_v.value = 0
    dut.cnt_dst.value = 0
    dut.cycle.value = 0
    dut.keep_v.value = 0
    dut.keep_dst.value = 0
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    m = Model()
    seen = dict(none=0, req=0, rotate=0, sat=0, bad=0, kept=0)
    q, en = 4, 1
    prev_dst = None
    for c in range(200):
        if c % 17 == 16:
            q = rng.choice([0, 1, 3, 4, 8, 15])
            dut.cfg_q.value = q
        if c % 23 == 22:
            en ^= 1
            dut.cfg_en.value = en
        hot = rng.sample(range(N), 2)
        # a circuit announced to one of them (or to another node) half of the time: asked for below Q
        keep = rng.choice(hot + [rng.randrange(N)]) if rng.random() < 0.5 else None
        dut.keep_v.value = int(keep is not None)
        dut.keep_dst.value = keep if keep is not None else rng.randrange(N)
        n_cells = rng.randint(0, 40)
        clocks = sorted(rng.sample(range(1, CYCLE), n_cells))
        for t in range(CYCLE):
            pulse = t == 0
            cell = t in clocks or (pulse and rng.random() < 0.3)
            dst = (N + rng.randrange(3)) if cell and rng.random() < 0.03 else rng.choice(hot + [rng.randrange(N)])
            dut.cycle.value = int(pulse)
            dut.cnt_v.value = int(cell)
            dut.cnt_dst.value = dst
            await RisingEdge(dut.clk)
            await ReadOnly()
            if pulse:
                m.cycle(dst if cell else None)
                sat, bad = 0, int(cell and dst >= N)
            else:
                sat, bad = m.cell(dst) if cell else (0, 0)
            seen["sat"] += sat
            seen["bad"] += bad
            await FallingEdge(dut.clk)
            assert int(dut.ev_sat.value) == sat and int(dut.ev_bad_dst.value) == bad, (c, t, sat, bad)
            if t == N + 2:   # the scan of this cycle is over
                seen["kept"] += m.scan(en, q, keep)
                got = (int(dut.req_v.value), int(dut.req_dst.value), int(dut.req_vol.value))
                want = m.req if m.req[0] else (0,)
                assert (got if got[0] else (0,)) == want, (c, got, m.req, m.held, q)
                assert int(dut.req_src.value) == NODE and int(dut.req_svc.value) == 5 and int(dut.req_job.value) == 0x33
                if got[0]:
                    seen["req"] += 1
                    assert got[1] != NODE
                    seen["rotate"] += int(prev_dst is not None and got[1] != prev_dst
                                          and m.held[prev_dst] >= max(q, 1))
                    seen["sat"] += int(got[2] == (1 << W) - 1)
                    prev_dst = got[1]
                else:
                    seen["none"] += 1
                    prev_dst = None
    dut._log.info("cases seen: %s", seen)
    assert all(v > 0 for v in seen.values()), seen


def test_lp_ocs_reqgen() -> None:
    hdl.run("lp_ocs_reqgen", __file__, {"N": N, "W": W})
