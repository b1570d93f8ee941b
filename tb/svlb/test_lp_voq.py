"""lp_voq: DRAM virtual output queues against cocotbext-axi AxiRam.

16 queues of different sizes and bases; random cells (random payload, random destination, some bad
destinations and bad lengths) and random dequeues with random m_axis back-pressure and random AXI
channel stalls. A Python model whose decisions use the state before each clock edge (as the RTL's)
predicts every event: the write decision (AW issued, with room counted as occupancy + writes in
flight), full drop, bad destination, bad length, enqueue at the write response, AXI write error
(SLVERR injected at random on one queue's bursts) and the discarding of later writes to that queue
still in flight, dequeue, empty dequeue; the in-order outcome (done_v/done_ok) of every input cell;
every dequeue answered in order (its cell bit-exact, or deq_nil); a read error response (ev_rd_err,
injected on one queue). The occupancy outputs equal the model; every queue wraps. Then a saturation
run measures clock cycles per enqueued and per dequeued cell (logged, see docs/svlb.md).
"""

from __future__ import annotations

import logging
import random
from collections import deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge
from cocotbext.axi import AxiBus, AxiRam

from lightpath.flow import hdl

NDST = 16
CW = 68
SLOT = 1024
REGION = 0x10000  # bytes of DRAM reserved per destination (64 slots)
ERRQ = 15  # writes to this queue fail (SLVERR, half of the bursts) while Tb.err_on
RDERRQ = 0  # reads from this queue are answered SLVERR while Tb.rd_err_on
M64 = (1 << 64) - 1


class Tb:
    def __init__(self, dut, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.ram = AxiRam(AxiBus.from_prefix(dut, "m_axi"), dut.clk, dut.rst, size=NDST * REGION)
        self.ram.write_if.log.setLevel(logging.ERROR)  # one line per burst otherwise
        self.ram.read_if.log.setLevel(logging.ERROR)
        self.err_on = False      # writes to queue ERRQ fail at random (per burst)
        self.rd_err_on = False   # reads from queue RDERRQ are answered SLVERR
        self.burst_ok: deque = deque()  # outcome of every write burst in memory, in order
        self._fail = False
        orig_w, orig_r = self.ram.write_if._write, self.ram.read_if._read

        async def _write(address, data):
            if address % SLOT == 0:   # first beat of a burst: decide it
                self._fail = self.err_on and ERRQ * REGION <= address < (ERRQ + 1) * REGION and rng.random() < 0.5
                self.burst_ok.append(not self._fail)
            if self._fail:
                raise ValueError("injected write error")
            await orig_w(address, data)

        async def _read(address, length):
            if self.rd_err_on and RDERRQ * REGION <= address < (RDERRQ + 1) * REGION:
                raise ValueError("injected read error")
            return await orig_r(address, length)

        self.ram.write_if._write = _write
        self.ram.read_if._read = _read
        self.size = [0] * NDST
        self.q: list[deque] = [deque() for _ in range(NDST)]
        self.sent: deque = deque()  # cells in input order awaiting their decision: (dst, words, ok_len)
        self.inflight: deque = deque()  # issued writes awaiting their response: [dst, words, doomed, outcome]
        self.outcome: deque = deque()  # per decided cell, in input order: [resolved, stored]
        self.deq_req: deque = deque()  # dst of dequeue handshakes
        self.expect: deque = deque()  # dequeue answers expected, in order: (dst, cell words or None, rd_err)
        self.got = 0
        self.cnt = dict(enq=0, drop_full=0, bad_dst=0, bad_len=0, axi_err=0, doomed=0, deq=0, deq_empty=0,
                        nil=0, rd_err=0, done=0)
        self.rd_err_exp = 0
        self.max_inflight = 0
        self.through = [0] * NDST  # cells enqueued per queue (wrap check)
        self.edge = 0
        self.enq_edges: list[int] = []
        self.out_edges: list[int] = []
        self.p_tready = 1.0

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for s in ("s_axis_tvalid", "s_axis_tdata", "s_axis_tlast", "s_axis_tdest", "deq_valid", "deq_dst",
                  "m_axis_tready", "cfg_en", "cfg_we", "cfg_dst", "cfg_base", "cfg_cells"):
            getattr(d, s).value = 0
        d.rst.value = 1
        await ClockCycles(d.clk, 5)
        d.rst.value = 0
        await RisingEdge(d.clk)
        cocotb.start_soon(self.monitor())
        cocotb.start_soon(self.sink())

    async def configure(self, sizes: list[int], bases: list[int]) -> None:
        d = self.dut
        await FallingEdge(d.clk)
        d.cfg_en.value = 0
        for i in range(NDST):
            d.cfg_we.value = 1
            d.cfg_dst.value = i
            d.cfg_base.value = bases[i]
            d.cfg_cells.value = sizes[i]
            await FallingEdge(d.clk)
        d.cfg_we.value = 0
        d.cfg_en.value = 1
        self.size = list(sizes)
        for q in self.q:
            q.clear()

    async def monitor(self) -> None:
        d = self.dut
        awv_prev = False
        while True:
            await RisingEdge(d.clk)
            self.edge += 1
            await ReadOnly()
            occ0 = [len(q) for q in self.q]  # state before this edge
            fly0 = [0] * NDST
            for e in self.inflight:
                fly0[e[0]] += 1
            # decisions (in input order): a drop, or a write (AWVALID rises the clock after it)
            if int(d.ev_drop_full.value):
                dst, _, ok = self.sent.popleft()
                assert ok and dst < NDST and occ0[dst] + fly0[dst] == self.size[dst], \
                    ("unexpected full drop", dst, occ0, fly0)
                self.cnt["drop_full"] += 1
                self.outcome.append([True, False])
            if int(d.ev_drop_bad_dst.value):
                dst, _, ok = self.sent.popleft()
                assert ok and dst >= NDST
                self.cnt["bad_dst"] += 1
                self.outcome.append([True, False])
            if int(d.ev_drop_bad_len.value):
                _, _, ok = self.sent.popleft()
                assert not ok
                self.cnt["bad_len"] += 1
                self.outcome.append([True, False])
            awv = bool(int(d.m_axi_awvalid.value))
            if awv and not awv_prev:
                dst, words, ok = self.sent.popleft()
                assert ok and dst < NDST, ("write issued for a bad cell", dst)
                assert occ0[dst] + fly0[dst] < self.size[dst], ("write issued to a full queue", dst, occ0, fly0)
                rec = [False, False]
                self.inflight.append([dst, words, False, rec])
                self.outcome.append(rec)
                self.max_inflight = max(self.max_inflight, len(self.inflight))
            awv_prev = awv
            # write responses, in issue order
            enq, err = int(d.ev_enq.value), int(d.ev_axi_err.value)
            assert not (enq and err)
            if enq or err:
                dst, words, doomed, rec = self.inflight.popleft()
                mem_ok = self.burst_ok.popleft()
                rec[0] = True
                if enq:
                    assert mem_ok and not doomed and occ0[dst] < self.size[dst], (dst, mem_ok, doomed)
                    self.q[dst].append(words)
                    self.through[dst] += 1
                    self.cnt["enq"] += 1
                    self.enq_edges.append(self.edge)
                    rec[1] = True
                else:
                    assert doomed or (not mem_ok and dst == ERRQ), ("unexpected write error", dst, mem_ok)
                    self.cnt["doomed" if doomed else "axi_err"] += 1
                    if not doomed:  # the later writes to this queue were written behind the hole
                        for e in self.inflight:
                            if e[0] == dst:
                                e[2] = True
            # in-order outcome of every cell
            if int(d.done_v.value):
                assert self.outcome and self.outcome[0][0], "outcome before the cell was decided/answered"
                _, stored = self.outcome.popleft()
                assert bool(int(d.done_ok.value)) == stored
                self.cnt["done"] += 1
            # dequeue handshakes (state before the edge decides empty), answers in order
            deq_ev, empty_ev = int(d.ev_deq.value), int(d.ev_deq_empty.value)
            if deq_ev or empty_ev:
                dst = self.deq_req.popleft()
                want_empty = dst >= NDST or occ0[dst] == 0
                assert bool(empty_ev) == want_empty, ("dequeue", dst, occ0)
                if deq_ev:
                    self.expect.append((dst, self.q[dst].popleft(), self.rd_err_on and dst == RDERRQ))
                    self.cnt["deq"] += 1
                else:
                    self.expect.append((dst, None, False))
                    self.cnt["deq_empty"] += 1
            if int(d.deq_nil.value):
                assert self.expect and self.expect[0][1] is None, "deq_nil for a dequeue that has a cell"
                self.expect.popleft()
                self.cnt["nil"] += 1
            if int(d.ev_rd_err.value):
                self.cnt["rd_err"] += 1

    async def sink(self) -> None:
        d = self.dut
        words: list[int] = []
        while True:
            await FallingEdge(d.clk)
            d.m_axis_tready.value = int(self.rng.random() < self.p_tready)
            await RisingEdge(d.clk)
            if int(d.m_axis_tvalid.value) and int(d.m_axis_tready.value):
                words.append(int(d.m_axis_tdata.value))
                if int(d.m_axis_tlast.value):
                    assert self.expect and self.expect[0][1] is not None, "cell out without a dequeue"
                    dst, cell, rd_err = self.expect.popleft()
                    assert int(d.m_axis_tdest.value) == dst
                    assert rd_err or words == cell, f"cell to {dst} differs"
                    self.rd_err_exp += rd_err
                    self.got += 1
                    self.out_edges.append(self.edge)
                    words = []

    async def send_cell(self, dst: int, nbeats: int = CW, gaps: float = 0.0) -> None:
        d = self.dut
        words = [self.rng.getrandbits(64) for _ in range(nbeats)]
        self.sent.append((dst, words, nbeats == CW))
        for i, w in enumerate(words):
            await FallingEdge(d.clk)
            while self.rng.random() < gaps:
                d.s_axis_tvalid.value = 0
                await FallingEdge(d.clk)
            d.s_axis_tvalid.value = 1
            d.s_axis_tdata.value = w
            d.s_axis_tlast.value = int(i == nbeats - 1)
            d.s_axis_tdest.value = dst if i == 0 else self.rng.randrange(256)
            await RisingEdge(d.clk)
            while not int(d.s_axis_tready.value):
                await RisingEdge(d.clk)
        await FallingEdge(d.clk)
        d.s_axis_tvalid.value = 0

    async def dequeue(self, dst: int) -> None:
        d = self.dut
        await FallingEdge(d.clk)
        d.deq_valid.value = 1
        d.deq_dst.value = dst
        await RisingEdge(d.clk)
        while not int(d.deq_ready.value):
            await RisingEdge(d.clk)
        self.deq_req.append(dst)
        await FallingEdge(d.clk)
        d.deq_valid.value = 0

    async def quiesce(self) -> None:
        for _ in range(20000):
            await RisingEdge(self.dut.clk)
            if not self.sent and not self.inflight and not self.outcome and not self.deq_req and not self.expect:
                break
        await ClockCycles(self.dut.clk, 300)
        assert not self.sent and not self.inflight and not self.outcome and not self.deq_req and not self.expect

    def check_occupancy(self) -> None:
        occ = self.dut.st_occupancy.value
        assert len(occ) == NDST * 24
        for i in range(NDST):
            got = (int(occ) >> (24 * i)) & 0xFFFFFF
            assert got == len(self.q[i]), (i, got, len(self.q[i]))

    def stalls(self, on: bool) -> None:
        """Random ready/valid stalls on every AXI channel of the memory model (or none)."""
        chans = (self.ram.write_if.aw_channel, self.ram.write_if.w_channel, self.ram.write_if.b_channel,
                 self.ram.read_if.ar_channel, self.ram.read_if.r_channel)
        for k, ch in enumerate(chans):
            if on:
                r = random.Random(100 + k)

                def pause(r: random.Random = r) -> bool:
                    return r.random() < 0.25
                ch.set_pause_generator(iter(pause, None))
            else:
                ch.set_pause_generator(None)
                ch.pause = False  # the generator may have left the channel paused


@cocotb.test()
async def run_random(dut) -> None:
    rng = random.Random(4)
    tb = Tb(dut, rng)
    await tb.start()
    sizes = [1, 2, 3, 4, 5, 7, 8, 2, 3, 6, 1, 4, 5, 3, 2, 4]
    bases = [i * REGION + rng.randrange(0, REGION // SLOT - sizes[i] + 1) * SLOT for i in range(NDST)]
    await tb.configure(sizes, bases)

    for phase in range(2):
        tb.err_on = phase == 0
        tb.stalls(phase == 0)
        tb.p_tready = 0.6

        async def producer() -> None:
            for _ in range(250):
                r = rng.random()
                if r < 0.05:
                    dst = rng.randrange(NDST, 256)
                else:
                    dst = rng.randrange(NDST)
                nbeats = CW
                if rng.random() < 0.03:
                    nbeats = rng.choice([1, 10, CW - 1, CW + 1, CW + 5])
                await tb.send_cell(dst, nbeats, gaps=0.2)

        async def consumer() -> None:
            for _ in range(250):
                await ClockCycles(dut.clk, rng.randrange(0, 60))
                dst = rng.randrange(NDST) if rng.random() < 0.95 else rng.randrange(NDST, 256)
                await tb.dequeue(dst)

        p = cocotb.start_soon(producer())
        c = cocotb.start_soon(consumer())
        await p
        await c
        if phase == 0:
            # back-to-back cells to the failing queue while it is drained: a failed write with later
            # writes to the same queue still in flight (they are discarded: "doomed")
            async def drain_errq() -> None:
                for _ in range(40):
                    await ClockCycles(dut.clk, rng.randrange(20, 80))
                    await tb.dequeue(ERRQ)

            c = cocotb.start_soon(drain_errq())
            for _ in range(40):
                await tb.send_cell(ERRQ)
            await c
        await tb.quiesce()
        tb.check_occupancy()
        # drain everything, then empty dequeues on every queue
        for i in range(NDST):
            while tb.q[i] or rng.random() < 0.3:
                await tb.dequeue(i)
                await tb.quiesce()
        tb.check_occupancy()
    # read error responses: the cells still come out (not compared), one ev_rd_err per burst
    tb.rd_err_on = True
    for _ in range(3):   # (the queue holds one cell)
        await tb.send_cell(RDERRQ)
        await tb.quiesce()
        await tb.dequeue(RDERRQ)
        await tb.quiesce()
    tb.rd_err_on = False
    assert tb.cnt["rd_err"] == tb.rd_err_exp == 3, (tb.cnt, tb.rd_err_exp)
    assert tb.cnt["done"] == tb.cnt["enq"] + tb.cnt["drop_full"] + tb.cnt["bad_dst"] + tb.cnt["bad_len"] + \
        tb.cnt["axi_err"] + tb.cnt["doomed"]
    assert tb.cnt["nil"] == tb.cnt["deq_empty"]
    dut._log.info("counts %s, cells out %d, through per queue %s, most writes in flight %d", tb.cnt, tb.got,
                  tb.through, tb.max_inflight)
    for name in tb.cnt:
        assert tb.cnt[name] > 0, name
    for i in range(NDST):
        assert tb.through[i] > sizes[i], ("queue did not wrap", i)

    # saturation: back-to-back cells, no dequeue; then back-to-back dequeues with m_axis always ready
    await tb.configure([64] * NDST, [i * REGION for i in range(NDST)])
    tb.err_on = False
    tb.stalls(False)
    tb.p_tready = 1.0
    n = 64
    tb.enq_edges.clear()
    for k in range(n):
        await tb.send_cell(k % NDST)
    await tb.quiesce()
    e = tb.enq_edges
    enq_cpc = (e[-1] - e[0]) / (len(e) - 1)
    tb.out_edges.clear()
    for k in range(n):
        await tb.dequeue(k % NDST)
    await tb.quiesce()
    o = tb.out_edges
    deq_cpc = (o[-1] - o[0]) / (len(o) - 1)
    tb.check_occupancy()
    cell_bytes = CW * 8
    dut._log.info(
        "SATURATION: %.2f clocks per enqueued cell, %.2f clocks per dequeued cell; %d useful bytes per "
        "%d-byte DRAM slot (%.1f %% capacity efficiency); at 250 MHz x 64 bit: enqueue %.2f Mcell/s "
        "(%.2f Gb/s of cells), dequeue %.2f Mcell/s (%.2f Gb/s)",
        enq_cpc, deq_cpc, cell_bytes, SLOT, 100.0 * cell_bytes / SLOT,
        250 / enq_cpc, 250e6 / enq_cpc * cell_bytes * 8 / 1e9, 250 / deq_cpc, 250e6 / deq_cpc * cell_bytes * 8 / 1e9,
    )
    assert enq_cpc < CW + 8 and deq_cpc < CW + 8 and tb.max_inflight >= 2


def test_lp_voq() -> None:
    hdl.run("lp_voq", __file__, {})
