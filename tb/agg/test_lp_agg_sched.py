"""lp_agg_sched: the upload-window scheduler (docs/agg.md "Window scheduler").

Directed cases against explicit expectations, and a random run against a cycle model:
- a window opens only for a requested (or engine-busy: parked) registered job, one at a time, round
  robin between entries;
- it stays open while any node (or the local core) requests the job or the engine holds its slots,
  closes when neither holds, stays closed for the drain time;
- preemption: held open only by the engine's slots while another entry is requested, for cfg_preempt
  cycles in a row, it closes (ev_preempt); the parked job gets its window back in its turn even if no
  node asks for it; cfg_preempt 0 never preempts;
- tmr_run: only the open entry's timers run, every entry's with cfg_en 0;
- requests for unregistered jobs and from out-of-range senders are counted and never served;
- invalidating the served entry or clearing cfg_en closes the window at once.
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge

from lightpath.flow import hdl

MAX_NODES = 8
JOBS = 4
IDLE, OPEN, DRAIN = 0, 1, 2


class Model:
    """Cycle model of the scheduler's registered state (mirrors the RTL's documented behaviour)."""

    def __init__(self) -> None:
        self.state, self.req, self.cur, self.cur_id, self.drain = IDLE, [0] * MAX_NODES, JOBS - 1, 0, 0
        self.pre = 0  # OPEN: cycles in a row the preemption condition held

    def st_req(self, valid: list[int], ids: list[int], loc: int) -> list[int]:
        return [int(valid[e] and ids[e] != 0 and (loc == ids[e] or ids[e] in self.req)) for e in range(JOBS)]

    def win(self) -> int:
        return self.cur_id if self.state == OPEN else 0

    def tmr_run(self, en: int) -> int:
        return (1 << JOBS) - 1 if not en else (1 << self.cur if self.state == OPEN else 0)

    def step(self, en: int, drain: int, preempt: int, valid: list[int], ids: list[int],
             hx: tuple[int, int] | None, loc: int, busy: list[int]) -> tuple[int, int, int]:
        rq = self.st_req(valid, ids, loc)
        cand = [int(rq[e] or (busy[e] and valid[e] and ids[e] != 0)) for e in range(JOBS)]
        ok = en and valid[self.cur] and ids[self.cur] == self.cur_id
        opened = closed = preempted = 0
        nstate = self.state
        if self.state == IDLE:
            if en and any(cand):
                pick = next((self.cur + k) % JOBS for k in range(1, JOBS + 1) if cand[(self.cur + k) % JOBS])
                nstate, self.cur, self.cur_id, self.pre, opened = OPEN, pick, ids[pick], 0, 1
        elif self.state == OPEN:
            cond = bool(preempt and not rq[self.cur] and busy[self.cur] and
                        any(rq[e] for e in range(JOBS) if e != self.cur))
            pre_due = cond and self.pre >= preempt - 1
            self.pre = self.pre + 1 if cond else 0
            if not ok or (not rq[self.cur] and not busy[self.cur]) or pre_due:
                nstate, self.drain, closed, preempted = DRAIN, drain, 1, int(bool(ok) and cond)
        else:
            if self.drain:
                self.drain -= 1
            else:
                nstate = IDLE
        if hx is not None and hx[0] < MAX_NODES:
            self.req[hx[0]] = hx[1]
        self.state = nstate
        return opened, closed, preempted


class Bench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.en, self.drain, self.preempt = 1, 5, 0
        self.valid, self.ids = [1, 1, 0, 0], [7, 9, 0, 0]
        self.loc, self.busy = 0, [0] * JOBS
        self.hx: tuple[int, int] | None = None
        self.model = Model()
        self.opens: list[int] = []
        self.closes = self.unreg = self.bad = self.preempts = 0

    def drive(self) -> None:
        d = self.dut
        d.cfg_en.value = self.en
        d.cfg_drain.value = self.drain
        d.cfg_preempt.value = self.preempt
        d.cfg_job_valid.value = sum(v << e for e, v in enumerate(self.valid))
        d.cfg_job_id.value = sum(i << (8 * e) for e, i in enumerate(self.ids))
        d.loc_req_job.value = self.loc
        d.eng_job_busy.value = sum(b << e for e, b in enumerate(self.busy))
        d.hx_valid.value = int(self.hx is not None)
        d.hx_src.value = self.hx[0] if self.hx else 0
        d.hx_agg_job.value = self.hx[1] if self.hx else 0

    async def cycle(self, hx: tuple[int, int] | None = None) -> None:
        """One clock with the current inputs (hx: one header (src, agg_job) in this cycle)."""
        self.hx = hx
        self.drive()
        await RisingEdge(self.dut.clk)
        m = self.model
        ok = hx is None or hx[0] >= MAX_NODES or hx[1] == 0 or any(
            self.valid[e] and self.ids[e] == hx[1] for e in range(JOBS))
        exp_unreg = int(not ok)
        exp_bad = int(hx is not None and hx[0] >= MAX_NODES)
        opened, closed, preempted = m.step(self.en, self.drain, self.preempt, self.valid, self.ids, hx, self.loc,
                                           self.busy)
        await ReadOnly()
        d = self.dut
        assert int(d.win_job.value) == m.win(), f"win_job {int(d.win_job.value)} != model {m.win()}"
        assert int(d.st_state.value) == m.state
        assert int(d.ev_open.value) == opened and int(d.ev_close.value) == closed
        assert int(d.ev_preempt.value) == preempted
        assert int(d.tmr_run.value) == m.tmr_run(self.en), f"tmr_run {int(d.tmr_run.value):b}"
        assert int(d.ev_req_unreg.value) == exp_unreg and int(d.ev_req_bad.value) == exp_bad
        rq = m.st_req(self.valid, self.ids, self.loc)
        assert int(d.st_req.value) == sum(b << e for e, b in enumerate(rq))
        if opened:
            self.opens.append(m.cur_id)
        self.closes += closed
        self.preempts += preempted
        self.unreg += exp_unreg
        self.bad += exp_bad
        await FallingEdge(self.dut.clk)

    async def idle(self, n: int) -> None:
        for _ in range(n):
            await self.cycle()


async def start(dut) -> Bench:
    Clock(dut.clk, 10, unit="ns").start()
    b = Bench(dut)
    b.hx = None
    b.drive()
    dut.rst.value = 1
    for _ in range(3):
        await RisingEdge(dut.clk)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    return b


@cocotb.test()
async def directed(dut) -> None:
    b = await start(dut)
    await b.idle(3)
    assert int(dut.win_job.value) == 0
    # unregistered job and out-of-range sender: counted, never served
    await b.cycle((2, 33))
    await b.cycle((MAX_NODES + 1, 7))
    await b.idle(3)
    assert b.unreg == 1 and b.bad == 1 and not b.opens
    # nodes 1 and 3 want job 7, node 2 job 9: 7 (entry 0) first
    await b.cycle((1, 7))
    await b.cycle((2, 9))
    await b.cycle((3, 7))
    await b.idle(2)
    assert b.opens == [7] and int(dut.win_job.value) == 7
    # node 1 done; node 3 still sending: open
    await b.cycle((1, 0))
    await b.idle(4)
    assert int(dut.win_job.value) == 7
    # node 3 done but the engine holds a chunk of job 7: still open
    b.busy = [1, 0, 0, 0]
    await b.cycle((3, 0))
    await b.idle(6)
    assert int(dut.win_job.value) == 7 and b.closes == 0
    # engine done: close, drain 5 cycles, then job 9 opens
    b.busy = [0, 0, 0, 0]
    await b.idle(1)
    assert b.closes == 1 and int(dut.win_job.value) == 0
    await b.idle(b.drain)
    assert int(dut.win_job.value) == 0
    await b.idle(2)
    assert b.opens == [7, 9]
    # the local core asks for job 7 while 9 runs: 7 waits its turn
    b.loc = 7
    await b.cycle((2, 0))
    await b.idle(b.drain + 3)
    assert b.opens == [7, 9, 7]
    # invalidating the served entry closes at once
    b.valid = [0, 1, 0, 0]
    await b.idle(1)
    assert int(dut.win_job.value) == 0 and b.closes == 3
    b.loc = 0
    b.valid = [1, 1, 0, 0]
    await b.idle(b.drain + 3)
    # cfg_en low: nothing opens
    b.en = 0
    await b.cycle((4, 9))
    await b.idle(4)
    assert b.opens == [7, 9, 7]
    b.en = 1
    await b.idle(2)
    assert b.opens == [7, 9, 7, 9]


@cocotb.test()
async def preemption(dut) -> None:
    """A window held open only by the engine's chunks of its job while another job is requested closes after
    cfg_preempt cycles in a row (ev_preempt, ev_close); the parked job's window opens again in its turn
    although no node asks for it (its entry is busy), and only the open entry's timers run."""
    b = await start(dut)
    b.preempt = 4
    await b.idle(2)
    assert int(dut.tmr_run.value) == 0
    await b.cycle((1, 7))
    await b.idle(2)
    assert b.opens == [7] and int(dut.tmr_run.value) == 0b0001
    # job 7's workers behind node 2's job-9 upload: node 1 done, job 7's chunks held, job 9 requested
    b.busy = [1, 0, 0, 0]
    await b.cycle((2, 9))
    await b.cycle((1, 0))
    await b.idle(3)
    assert int(dut.win_job.value) == 7 and b.preempts == 0
    await b.idle(1)
    assert b.preempts == 1 and b.closes == 1 and int(dut.win_job.value) == 0 and int(dut.tmr_run.value) == 0
    await b.idle(b.drain + 2)
    assert b.opens == [7, 9] and int(dut.tmr_run.value) == 0b0010
    # job 9 done: normal close (job 7 is busy but nobody requests it: no preemption of job 9 needed)
    await b.cycle((2, 0))
    await b.idle(1)
    assert b.closes == 2 and b.preempts == 1
    # the parked job 7 gets its window back: no node requests it, its entry holds engine slots
    await b.idle(b.drain + 2)
    assert b.opens == [7, 9, 7] and int(dut.tmr_run.value) == 0b0001
    await b.idle(20)
    assert int(dut.win_job.value) == 7, "held by its chunks, nobody else requested: stays open"
    # the condition must hold cfg_preempt cycles in a row: a request for job 7 restarts the count
    await b.cycle((3, 9))
    await b.idle(2)
    await b.cycle((1, 7))
    await b.cycle((1, 0))
    await b.idle(3)
    assert int(dut.win_job.value) == 7 and b.preempts == 1
    await b.idle(1)
    assert b.preempts == 2 and int(dut.win_job.value) == 0
    await b.idle(b.drain + 2)
    assert b.opens == [7, 9, 7, 9]
    # cfg_preempt 0: never preempted
    b.preempt = 0
    b.busy = [1, 1, 0, 0]
    await b.cycle((3, 0))
    await b.cycle((1, 7))
    await b.idle(50)
    assert int(dut.win_job.value) == 9 and b.preempts == 2
    b.busy = [1, 0, 0, 0]
    await b.idle(1)
    assert b.closes == 4 and b.preempts == 2
    await b.idle(b.drain + 2)
    assert b.opens == [7, 9, 7, 9, 7]
    # no window scheduling: every entry's timers run
    b.en = 0
    await b.idle(2)
    assert int(dut.tmr_run.value) == (1 << JOBS) - 1 and int(dut.win_job.value) == 0


@cocotb.test()
async def random_against_model(dut) -> None:
    b = await start(dut)
    rng = random.Random(10)
    b.valid, b.ids, b.drain, b.preempt = [1, 1, 1, 0], [3, 4, 5, 6], 3, 3
    for _ in range(6000):
        if rng.random() < 0.02:
            b.valid[rng.randrange(JOBS)] ^= 1
        if rng.random() < 0.05:
            b.busy[rng.randrange(JOBS)] ^= 1
        if rng.random() < 0.02:
            b.loc = rng.choice([0, 0, 3, 4, 5, 6, 200])
        if rng.random() < 0.005:
            b.en ^= 1
        if rng.random() < 0.01:
            b.preempt = rng.choice([0, 1, 2, 3, 6])
        hx = (rng.randrange(MAX_NODES + 2), rng.choice([0, 0, 0, 3, 4, 5, 6, 77])) if rng.random() < 0.3 else None
        await b.cycle(hx)
    assert len(b.opens) > 10 and set(b.opens) >= {3, 4, 5}, b.opens
    assert b.unreg > 0 and b.bad > 0 and b.preempts > 5, (b.unreg, b.bad, b.preempts)


def test_lp_agg_sched() -> None:
    hdl.run("lp_agg_sched", __file__, {"MAX_NODES": MAX_NODES, "JOBS": JOBS})
