"""lp_hop_fifos: per-next-hop cell FIFOs and the mover that fills them from the DRAM queues.

A Python queue model stands in for lp_voq (up to 2 dequeues outstanding, answered in order after
a random latency: the cell on s_axis with random gaps, or deq_empty when the queue was empty); commands and FIFO
reads are random, with random back-pressure on every handshake. The cells expected in each FIFO follow from the
command order and the queue contents, so every cell read out is checked bit-exact, in order, with its kind tag and its
sent event; at the end every expected cell has been read (nothing lost, nothing extra), and the
FIFO occupancy never exceeded CELLS.

- test_random: 120 valid commands (local, relay-queue and OCS; some for more cells than the queue
  holds: ev_short), random reads of random FIFOs (empty ones answer rd_empty); the OCS port is
  switched on and off at random: while on, it streams the OCS FIFO under random back-pressure; while
  off, a slot read for the destination of the OCS FIFO's head cell gets that cell (fallback, never
  for another destination, never while the port is on).
- test_bad_inputs: invalid commands (ev_bad_cmd), cells with a short or long length or a wrong tdest
  (ev_bad_cell, not appended), a read of an invalid FIFO (rd_empty).
- test_full_stall: 3 x CELLS cells commanded into one FIFO nobody reads: the mover stops at CELLS and
  waits without loss; then the reader drains all in order. Clocks per moved cell are logged.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.cell.generated import SLOT
from lightpath.flow import hdl

N = 16
CELLS = 8
CW = int(SLOT["cell_words"])  # header + payload words of a cell
M64 = (1 << 64) - 1


class Tb:
    """Every process acts at the falling edge: it reads the DUT outputs of the current cycle and sets
    the inputs the next rising edge samples, so it knows which handshakes that edge completes."""

    def __init__(self, dut, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.voq: list[deque] = [deque() for _ in range(2 * N)]   # (words, bad) per queue, RTL side
        self.shadow: list[deque] = [deque() for _ in range(2 * N)]  # the same, consumed by the model
        self.expect: list[deque] = [deque() for _ in range(N + 1)]  # (words, kind, dst) per FIFO
        self.got: deque = deque()  # cells read, in read order: (fifo, words, kind)
        self.ev = dict(short=0, bad_cell=0, bad_cmd=0, empty=0, ocs_fallback=0)
        self.ocs_on = False    # the OCS port may start cells (ocs_up)
        self.fallbacks = 0     # slot reads the OCS FIFO answered
        self.exp_ev = dict(short=0, bad_cell=0, bad_cmd=0)
        self.sent: list[tuple[int, int, int]] = []
        self.exp_sent: list[tuple[int, int, int]] = []
        self.cmdq: deque = deque()
        self.rdq: deque = deque()
        self.p_deq_ready = 1.0
        self.p_gap = 0.0
        self.p_tready = 1.0
        self.edge = 0
        self.max_cells = 0
        self.deq_edges: list[int] = []
        self.append_edges: list[int] = []  # clocks at which a FIFO gained a cell
        self.total_cells = 0
        self.reads_done = 0
        self.cmd_busy = False  # a command is presented and not yet taken
        self.rd_busy = False   # a read is under way
        self.voq_pending: deque = deque()  # dequeues taken by the queue model, not yet fully answered

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for s in ("s_cmd_valid", "cmd_from_relay", "cmd_dst", "cmd_ocs", "cmd_hop", "cmd_cnt", "deq_ready", "deq_empty",
                  "s_axis_tvalid", "s_axis_tdata", "s_axis_tlast", "s_axis_tdest", "rd_valid", "rd_hop",
                  "m_axis_tready", "ocs_up", "m_ocs_tready"):
            getattr(d, s).value = 0
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        for proc in (self.watch, self.cmd_proc, self.voq_proc, self.rd_proc, self.ocs_proc):
            cocotb.start_soon(proc())

    def fill(self, q: int, n: int, bad: str = "") -> None:
        for _ in range(n):
            cell = ([self.rng.getrandbits(64) for _ in range(CW)], bad)
            self.voq[q].append(cell)
            self.shadow[q].append(cell)

    # ---------------------------------------------------------------- processes
    async def watch(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk)
            self.edge += 1
            for k in ("short", "bad_cell", "bad_cmd", "ocs_fallback"):
                self.ev[k] += int(getattr(d, "ev_" + k).value)
            self.ev["empty"] += int(d.rd_empty.value)
            if int(d.ev_sent_v.value):
                self.sent.append((int(d.ev_sent_ocs.value), int(d.ev_sent_hop.value), int(d.ev_sent_kind.value)))
            v = int(d.st_cells.value)
            cells = [(v >> (4 * f)) & 0xF for f in range(N + 1)]
            self.max_cells = max(self.max_cells, *cells)
            if sum(cells) > self.total_cells:
                self.append_edges.append(self.edge)
            self.total_cells = sum(cells)

    async def cmd_proc(self) -> None:
        d = self.dut
        cur = None
        while True:
            await FallingEdge(d.clk)
            if cur is None and self.cmdq:
                cur = self.cmdq.popleft()
                relay, dst, ocs, hop, cnt = cur
                d.cmd_from_relay.value, d.cmd_dst.value, d.cmd_ocs.value = relay, dst, ocs
                d.cmd_hop.value, d.cmd_cnt.value = hop, cnt
            d.s_cmd_valid.value = int(cur is not None)
            if cur is not None and int(d.s_cmd_ready.value):
                cur = None
            self.cmd_busy = cur is not None

    async def voq_proc(self) -> None:
        """lp_voq's dequeue side: up to 2 dequeues outstanding, each decided at its handshake and
        answered in order after a random latency: its cell (random gaps) or a deq_empty pulse.
        Outputs of the DUT read at a falling edge hold until the next rising edge, so a handshake is
        known from what was driven and read at the same falling edge."""
        d = self.dut
        pending = self.voq_pending  # per handshake: (due edge, queue, cell or None)
        words: list[int] = []
        n = i = 0
        tdest = 0
        cur = False
        offered = False            # a beat is presented and s_axis_tready was high with it
        while True:
            await FallingEdge(d.clk)
            if offered:            # taken at the rising edge just passed
                i += 1
                if i == n:
                    pending.popleft()
                    cur = False
            offered = False
            d.deq_empty.value = 0
            d.s_axis_tvalid.value = 0
            d.s_axis_tlast.value = 0
            ready = int(len(pending) < 2 and self.rng.random() < self.p_deq_ready)
            d.deq_ready.value = ready
            if ready and int(d.deq_valid.value):   # completes at the next rising edge
                q = int(d.deq_dst.value)
                self.deq_edges.append(self.edge)
                cell = self.voq[q].popleft() if self.voq[q] else None
                pending.append((self.edge + self.rng.randrange(2, 30), q, cell))
            if not cur and pending and pending[0][0] <= self.edge:
                _, q, cell = pending[0]
                if cell is None:
                    pending.popleft()
                    d.deq_empty.value = 1
                    continue
                cur = True
                words, bad = cell
                n = {"short": 10, "long": CW + 3}.get(bad, CW)
                tdest = (q + 1) % (2 * N) if bad == "tdest" else q
                i = 0
            if not cur or self.rng.random() < self.p_gap:
                continue
            d.s_axis_tvalid.value = 1
            d.s_axis_tdata.value = words[i % CW]
            d.s_axis_tlast.value = int(i == n - 1)
            d.s_axis_tdest.value = tdest
            offered = bool(int(d.s_axis_tready.value))

    async def rd_proc(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk)
            if not self.rdq:
                continue
            f = self.rdq.popleft()
            self.rd_busy = True
            while not int(d.rd_ready.value):
                await FallingEdge(d.clk)
            d.rd_valid.value = 1
            d.rd_hop.value = f
            port_on = self.ocs_on
            await FallingEdge(d.clk)  # taken at the edge before this one (rd_ready was high)
            d.rd_valid.value = 0
            words: list[int] = []
            kind = -1
            while True:
                if int(d.rd_empty.value):
                    break
                tready = int(self.rng.random() < self.p_tready)
                d.m_axis_tready.value = tready
                if tready and int(d.m_axis_tvalid.value):
                    words.append(int(d.m_axis_tdata.value))
                    kind = int(d.m_axis_tuser.value)
                    if int(d.m_axis_tlast.value):
                        await FallingEdge(d.clk)
                        d.m_axis_tready.value = 0
                        ocs = [e for e in self.expect[N] if e[0] == words]  # a cell of the OCS FIFO
                        if ocs:
                            assert not port_on, "slot read answered from the OCS FIFO while the OCS port is on"
                            assert ocs[0][2] == f, f"OCS cell for {ocs[0][2]} sent in the slot to {f}"
                            self.fallbacks += 1
                            self.got.append((N, words, kind))
                        else:
                            self.got.append((f, words, kind))
                        break
                await FallingEdge(d.clk)
            self.reads_done += 1
            self.rd_busy = False

    async def ocs_proc(self) -> None:
        """The OCS port: ocs_up follows ocs_on; cells are taken under random back-pressure."""
        d = self.dut
        words: list[int] = []
        while True:
            await FallingEdge(d.clk)
            d.ocs_up.value = int(self.ocs_on)
            tready = int(self.rng.random() < self.p_tready)
            d.m_ocs_tready.value = tready
            if tready and int(d.m_ocs_tvalid.value):
                words.append(int(d.m_ocs_tdata.value))
                if int(d.m_ocs_tlast.value):
                    assert len(words) == CW, f"OCS port cell of {len(words)} words"
                    self.got.append((N, words, 0))
                    words = []

    # ---------------------------------------------------------------- model and checks
    def command(self, relay: int, dst: int, ocs: int, hop: int, cnt: int) -> None:
        self.cmdq.append((relay, dst, ocs, hop, cnt))
        if not ((not relay if ocs else hop < N) and dst < N and cnt):
            self.exp_ev["bad_cmd"] += 1
            return
        f = N if ocs else hop
        q = dst + N if relay else dst
        kind = 2 if relay else (0 if ocs or dst == hop else 1)
        for _ in range(cnt):
            if not self.shadow[q]:
                self.exp_ev["short"] += 1
                continue
            words, bad = self.shadow[q].popleft()
            if bad:
                self.exp_ev["bad_cell"] += 1
            else:
                self.expect[f].append((words, kind, dst))

    async def idle(self, clocks: int = 10, limit: int = 5000) -> None:
        """Wait until every command is executed and every read done; give up after `limit` clocks
        (a mover waiting for room in a full FIFO)."""
        d = self.dut
        await ClockCycles(d.clk, 3, rising=False)
        calm = 0  # consecutive clocks with nothing to do (a command taken at the next edge looks calm once)
        for _ in range(limit):
            if (not (self.cmdq or self.rdq or self.cmd_busy or self.rd_busy or self.voq_pending)
                    and int(d.s_cmd_ready.value)
                    and int(d.rd_ready.value)):
                calm += 1
                if calm == 3:
                    break
            else:
                calm = 0
            await FallingEdge(d.clk)
        await ClockCycles(d.clk, clocks)

    def check(self) -> None:
        """Every cell read so far is the next expected one of its FIFO, bit-exact with its kind."""
        while self.got:
            f, words, kind = self.got.popleft()
            assert self.expect[f], f"FIFO {f}: a cell that was never commanded"
            exp_words, exp_kind, _ = self.expect[f].popleft()
            assert words == exp_words, f"FIFO {f}: cell data differs"
            assert kind == exp_kind, f"FIFO {f}: kind {kind}, expected {exp_kind}"
            self.exp_sent.append((int(f == N), 0 if f == N else f, exp_kind))
        # the slot reader's events in read order; the OCS port's may fall between them
        for ocs in (0, 1):
            got_ev = [e for e in self.sent if e[0] == ocs]
            want = [e for e in self.exp_sent if e[0] == ocs]
            assert got_ev == want, f"sent events (ocs={ocs}) {got_ev[-3:]} vs {want[-3:]}"
        assert self.ev["ocs_fallback"] == self.fallbacks
        for k, v in self.exp_ev.items():
            assert self.ev[k] == v, f"ev_{k}: RTL {self.ev[k]}, expected {v}"
        assert self.max_cells <= CELLS

    def cells(self, f: int) -> int:
        return (int(self.dut.st_cells.value) >> (4 * f)) & 0xF

    async def drain(self) -> None:
        """Read every FIFO (the OCS FIFO through its port) until all are empty and the mover is idle;
        then nothing may be left in the model."""
        d = self.dut
        self.ocs_on = True
        for _ in range(1000):
            await self.idle(limit=300)
            full = [f for f in range(N) if self.cells(f)]
            if not full and not self.cells(N) and int(d.s_cmd_ready.value) and not self.cmdq and not self.voq_pending:
                break
            self.rdq.extend(full)
        self.check()
        for f in range(N + 1):
            assert not self.expect[f], f"FIFO {f}: {len(self.expect[f])} expected cells never came out"


async def make(dut, seed: int) -> Tb:
    tb = Tb(dut, random.Random(seed))
    await tb.start()
    return tb


@cocotb.test()
async def test_random(dut) -> None:
    tb = await make(dut, 21)
    rng = tb.rng
    tb.p_deq_ready, tb.p_gap, tb.p_tready = 0.7, 0.2, 0.6
    for q in range(2 * N):
        tb.fill(q, rng.randrange(0, 6))
    for step in range(120):
        relay, ocs = int(rng.random() < 0.3), int(rng.random() < 0.15)
        dst, hop = rng.randrange(N), rng.randrange(N)
        f = N if ocs else hop
        # like lp_svlb: never command more than the FIFO has room for (counting what is under way)
        cnt = rng.randrange(1, 4)
        if len(tb.expect[f]) + cnt > CELLS:
            if f == N:
                tb.ocs_on = True
            else:
                tb.rdq.append(f)
            await tb.idle(20)
            tb.check()
            continue
        tb.command(relay, dst, ocs, hop, cnt)
        if rng.random() < 0.5:
            tb.rdq.append(rng.randrange(N))
        if step % 10 == 0:
            tb.ocs_on = rng.random() < 0.5
            await tb.idle()
            tb.check()
            for q in range(2 * N):
                if len(tb.voq[q]) < 2:
                    tb.fill(q, rng.randrange(0, 4))
    await tb.drain()
    dut._log.info("random: %d cells read, events %s", sum(1 for _ in tb.sent), tb.ev)
    assert tb.ev["short"] > 0 and tb.ev["empty"] > 0 and len(tb.sent) > 100
    assert {k for _, _, k in tb.sent} == {0, 1, 2} and any(o for o, _, _ in tb.sent)
    dut._log.info("random: %d OCS FIFO cells sent over OTS (fallback)", tb.fallbacks)
    assert tb.fallbacks > 0


@cocotb.test()
async def test_bad_inputs(dut) -> None:
    tb = await make(dut, 22)
    for relay, dst, ocs, hop, cnt in ((0, 3, 0, N, 1), (0, N, 0, 2, 1), (1, 3, 1, 0, 0), (0, 255, 0, 2, 2)):
        tb.command(relay, dst, ocs, hop, cnt)
    tb.fill(5, 1, "short")
    tb.fill(5, 1)
    tb.fill(5, 1, "long")
    tb.fill(5, 1, "tdest")
    tb.fill(5, 1)
    tb.command(0, 5, 0, 7, 5)
    await tb.idle()
    tb.rdq.extend([7, 7, 7, N])
    await tb.idle()
    await FallingEdge(dut.clk)
    dut.rd_valid.value, dut.rd_hop.value = 1, N + 3  # no such FIFO
    await FallingEdge(dut.clk)
    dut.rd_valid.value = 0
    await ClockCycles(dut.clk, 3)
    tb.check()
    assert tb.ev["bad_cmd"] == 4 and tb.ev["bad_cell"] == 3 and len(tb.sent) == 2
    assert tb.ev["empty"] == 3  # FIFO 7 after its 2 cells, hop N and hop N + 3 (no such FIFOs)
    await tb.drain()


@cocotb.test()
async def test_full_stall(dut) -> None:
    tb = await make(dut, 23)
    tb.fill(9, 3 * CELLS)
    t0 = tb.edge
    tb.command(0, 9, 0, 4, 3 * CELLS)
    await ClockCycles(dut.clk, 40 * CELLS * 4)
    assert tb.cells(4) == CELLS and len(tb.deq_edges) == CELLS, "the mover did not stop at a full FIFO"
    e = tb.append_edges
    assert len(e) == CELLS
    cpc = (e[-1] - e[0]) / (len(e) - 1)
    dut._log.info("FULL: %d cells moved, %.1f clocks per moved cell (cell = %d words), then stalled", len(e), cpc, CW)
    assert cpc < CW + 8
    await tb.drain()
    assert len(tb.sent) == 3 * CELLS and tb.edge > t0


def test_lp_hop_fifos() -> None:
    hdl.run("lp_hop_fifos", __file__, {"N": N, "CELLS": CELLS})
