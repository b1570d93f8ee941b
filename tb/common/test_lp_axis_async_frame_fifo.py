"""lp_axis_async_frame_fifo: two unrelated clocks, random frames, per-frame outcome model, resets.

One coroutine per clock domain. The write side sends frames (random length, gaps, bad and oversize
frames) and reads the outcome event of every frame in the cycle after its tlast; the read side takes
frames with random or continuous tready. Checked:

- the frames delivered are exactly the frames whose outcome was `good`, in order, beat for beat
  (tdata, tkeep, tlast only on the last beat, tuser, tdest);
- every outcome is the one the model allows (oversize > MAX_WORDS, bad tuser[0], full only with
  DROP_WHEN_FULL and only when the RAM was really close to full), and the counters equal the outcomes;
- store-and-forward: a frame's first beat leaves after its last beat was accepted, and with tready
  held high its beats leave on consecutive read clocks;
- back-pressure (DROP_WHEN_FULL = 0) only when the RAM is close to full; tready constant 1 otherwise;
- a reset in mid-traffic (both sides mid-frame) cuts the frame on m_axis cleanly and no remnant of a
  frame from before the reset ever appears; the counters restart.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge
from cocotb.utils import get_sim_time

from lightpath.flow import hdl

Beat = tuple[int, int, int, int]  # tdata, tkeep, tuser, tdest
OUTCOMES = ("good", "full", "bad", "over")
SLACK = 16  # words: how far from full the write side may see "full" (pointer mailbox lag + output buffer)


@dataclass
class Frame:
    fid: int
    beats: list[Beat]
    bad: bool
    over: bool
    first_t: float = -1.0      # sim time (ns) of the cycle its first beat was accepted
    last_t: float = -1.0       # ... its last beat
    epoch: int = -1            # reset epoch of the first beat (-1: first beat during a reset)
    outcome: str = ""
    max_occ: int = 0           # highest model occupancy seen while it was being written


@dataclass
class Delivered:
    beats: list[Beat] = field(default_factory=list)
    first_t: float = 0.0
    cycles: list[int] = field(default_factory=list)
    always_ready: bool = True


class Harness:
    def __init__(self, dut, seed: int) -> None:
        self.dut = dut
        self.rng = random.Random(seed)
        self.depth = int(dut.DEPTH.value)
        self.max_words = int(dut.MAX_WORDS.value)
        self.drop_full = bool(int(dut.DROP_WHEN_FULL.value))
        self.drop_bad = bool(int(dut.DROP_BAD.value))
        self.data_w = int(dut.DATA_W.value)
        self.user_w = int(dut.USER_W.value)
        self.dest_w = int(dut.DEST_W.value)
        # stimulus knobs
        self.p_gap = 0.0
        self.p_ready = 1.0
        self.p_bad = 0.15
        self.p_over = 0.08
        self.queue: list[Frame] = []      # frames still to send
        self.next_fid = 0
        # write-side state
        self.epoch = 0
        self.sent: list[Frame] = []       # frames whose tlast was accepted
        self.outcomes_epoch: dict[str, int] = dict.fromkeys(OUTCOMES, 0)  # outcomes counted since reset
        self.committed_words = 0          # words of good frames (for the occupancy model)
        self.cur: Frame | None = None
        self.cur_beats = 0
        self.bp_cycles = 0
        # read-side state
        self.rd_epoch = 0
        self.delivered: list[tuple[int, Delivered]] = []   # (read epoch, frame)
        self.delivered_words = 0
        self.partial = Delivered()
        self.rd_cycle = 0
        self.cut_frames = 0

    # ------------------------------------------------------------------ stimulus
    def make_frames(self, n: int) -> None:
        for _ in range(n):
            r = self.rng.random()
            over = r < self.p_over
            length = (self.rng.randint(self.max_words + 1, self.max_words + 8) if over
                      else self.rng.randint(1, self.max_words))
            bad = self.rng.random() < self.p_bad
            beats: list[Beat] = []
            for i in range(length):
                last = i == length - 1
                keep = self.rng.randint(1, (1 << (self.data_w // 8)) - 1) if last else (1 << (self.data_w // 8)) - 1
                user = self.rng.getrandbits(self.user_w)   # bit 0 of an inner beat must not matter
                if last:
                    user = (user & ~1) | int(bad)
                dest = self.rng.getrandbits(self.dest_w) if self.dest_w else 0
                beats.append((self.rng.getrandbits(self.data_w), keep, user, dest))
            self.queue.append(Frame(self.next_fid, beats, bad, over))
            self.next_fid += 1

    def occupancy(self) -> int:
        return self.committed_words - self.delivered_words + self.cur_beats

    async def wr_loop(self) -> None:
        """Write domain: drive beats, track acceptance, check outcome events and tready."""
        dut = self.dut
        beat_i = 0
        frame: Frame | None = None
        pending: Frame | None = None     # tlast accepted last cycle: its outcome is visible now
        in_rst_prev = True
        hold = False                     # a beat offered and not taken must be offered again (AXI)
        while True:
            if frame is None and self.queue and self.rng.random() >= self.p_gap:
                frame = self.queue.pop(0)
                beat_i = 0
            drive = frame is not None and (hold or beat_i == 0 or self.rng.random() >= self.p_gap * 0.5)
            if drive:
                assert frame is not None
                data, keep, user, dest = frame.beats[beat_i]
                dut.s_axis_tvalid.value = 1
                dut.s_axis_tdata.value = data
                dut.s_axis_tkeep.value = keep
                dut.s_axis_tuser.value = user
                dut.s_axis_tdest.value = dest
                dut.s_axis_tlast.value = int(beat_i == len(frame.beats) - 1)
            else:
                dut.s_axis_tvalid.value = 0
            await ReadOnly()
            now = get_sim_time("ns")
            in_rst = bool(dut.wr_rst.value)
            tready = bool(dut.s_axis_tready.value)
            if self.drop_full:
                assert tready, "s_axis_tready must be constant 1 with DROP_WHEN_FULL"
            elif in_rst:
                assert not tready, "no back-pressure-mode beat is taken during reset"
            # outcome of the frame whose tlast was accepted in the previous cycle
            ev = {name: bool(getattr(dut, f"ev_{n}").value) for name, n in
                  (("good", "good"), ("full", "drop_full"), ("bad", "drop_bad"), ("over", "drop_over"))}
            if pending is not None:
                fired = [k for k, v in ev.items() if v]
                assert len(fired) == 1, f"frame {pending.fid}: events {fired}"
                pending.outcome = fired[0]
                if not in_rst:
                    self.outcomes_epoch[fired[0]] += 1
                if fired[0] == "good":
                    self.committed_words += len(pending.beats)
                pending = None
            else:
                assert not any(ev.values()), f"event {ev} without a frame ending"
            if in_rst_prev and not in_rst:
                self.epoch += 1   # first cycle out of reset: the counters restart
                self.outcomes_epoch = dict.fromkeys(OUTCOMES, 0)
            in_rst_prev = in_rst
            if in_rst:
                self.committed_words = self.delivered_words   # the reset empties the FIFO
            if drive and frame is not None and not in_rst and not self.drop_full and not tready:
                self.bp_cycles += 1
                # back-pressure only close to full (or never, for a frame being discarded)
                assert self.occupancy() >= self.depth - SLACK, f"tready low at occupancy {self.occupancy()}"
            accepted = drive and tready
            hold = drive and not accepted
            if in_rst and not self.drop_full and frame is not None:
                # the source is reset with the FIFO: it abandons its frame
                hold = False
                frame = None
                self.cur = None
                self.cur_beats = 0
                await RisingEdge(dut.wr_clk)
                continue
            if accepted and frame is not None:
                if beat_i == 0:
                    frame.first_t = now
                    frame.epoch = -1 if in_rst else self.epoch
                    self.cur = frame
                    self.cur_beats = 0
                self.cur_beats += 1
                frame.max_occ = max(frame.max_occ, self.occupancy())
                beat_i += 1
                if beat_i == len(frame.beats):
                    frame.last_t = now
                    # an outcome is expected for a frame that started and ended outside reset in this epoch
                    if frame.epoch == self.epoch and not in_rst:
                        self.sent.append(frame)
                        pending = frame
                    else:
                        frame.outcome = "skipped"
                    frame = None
                    self.cur = None
                    self.cur_beats = 0
            await RisingEdge(dut.wr_clk)

    async def rd_loop(self) -> None:
        """Read domain: random tready, assemble frames, cut on reset."""
        dut = self.dut
        in_rst_prev = True
        while True:
            ready = self.rng.random() < self.p_ready
            dut.m_axis_tready.value = int(ready)
            await ReadOnly()
            self.rd_cycle += 1
            in_rst = bool(dut.rd_rst.value)
            if in_rst:
                if self.partial.beats:
                    self.cut_frames += 1
                    self.delivered.append((-self.rd_epoch - 1, self.partial))   # negative: cut by reset
                self.partial = Delivered()
            elif in_rst_prev:
                self.rd_epoch += 1
            in_rst_prev = in_rst
            if not in_rst and dut.m_axis_tvalid.value and ready:
                p = self.partial
                if not p.beats:
                    p.first_t = get_sim_time("ns")
                p.always_ready = p.always_ready and self.p_ready >= 1.0
                p.cycles.append(self.rd_cycle)
                beat: Beat = (
                    dut.m_axis_tdata.value.to_unsigned(),
                    dut.m_axis_tkeep.value.to_unsigned(),
                    dut.m_axis_tuser.value.to_unsigned(),
                    dut.m_axis_tdest.value.to_unsigned() if self.dest_w else 0,
                )
                p.beats.append(beat)
                self.delivered_words += 1
                if dut.m_axis_tlast.value:
                    self.delivered.append((self.rd_epoch, p))
                    self.partial = Delivered()
            elif self.p_ready < 1.0 and self.partial.beats:
                self.partial.always_ready = False
            await RisingEdge(dut.rd_clk)

    # ------------------------------------------------------------------ checks
    async def drain(self) -> None:
        while self.queue or self.cur is not None:
            await RisingEdge(self.dut.wr_clk)
        await ClockCycles(self.dut.wr_clk, 3)   # the last outcome
        for _ in range(400):
            await RisingEdge(self.dut.rd_clk)
            good = [f for f in self.sent if f.epoch == self.epoch and f.outcome == "good"]
            got = [d for e, d in self.delivered if e == self.rd_epoch]
            if len(got) >= len(good):
                break
        await ClockCycles(self.dut.rd_clk, 40)  # nothing more may arrive

    def check_outcomes(self) -> None:
        for f in self.sent:
            if f.epoch != self.epoch:
                continue
            assert f.outcome in OUTCOMES, f"frame {f.fid}: no outcome"
            allowed = set()
            if f.over:
                allowed.add("over")
            elif f.bad and self.drop_bad:
                allowed.add("bad")
            else:
                allowed.add("good")
            if self.drop_full:
                allowed.add("full")
            assert f.outcome in allowed, \
                f"frame {f.fid} (len {len(f.beats)}, bad {f.bad}): {f.outcome}, allowed {allowed}"
            if f.outcome == "full":
                assert f.max_occ >= self.depth - SLACK, f"frame {f.fid} dropped as full at occupancy {f.max_occ}"

    def check_delivery(self) -> None:
        good = [f for f in self.sent if f.epoch == self.epoch and f.outcome == "good"]
        got = [d for e, d in self.delivered if e == self.rd_epoch]
        assert len(got) == len(good), f"delivered {len(got)} frames, {len(good)} good"
        for f, d in zip(good, got, strict=True):
            if d.beats != f.beats:
                diff = next((i for i, (x, y) in enumerate(zip(d.beats, f.beats)) if x != y),
                            min(len(d.beats), len(f.beats)))
                raise AssertionError(f"frame {f.fid}: content differs: {len(d.beats)} beats for {len(f.beats)}, first "
                                     f"difference at beat {diff} (got {d.beats[diff:diff + 2]}, "
                                     f"expected {f.beats[diff:diff + 2]})")
            assert d.first_t > f.last_t, f"frame {f.fid} left at {d.first_t} ns before its tlast ({f.last_t} ns)"
            if d.always_ready:
                assert d.cycles == list(range(d.cycles[0], d.cycles[0] + len(d.cycles))), \
                    f"frame {f.fid}: gap on m_axis"

    def check_counters(self) -> None:
        dut = self.dut
        got = {
            "good": dut.cnt_good.value.to_unsigned(),
            "full": dut.cnt_drop_full.value.to_unsigned(),
            "bad": dut.cnt_drop_bad.value.to_unsigned(),
            "over": dut.cnt_drop_over.value.to_unsigned(),
        }
        assert got == self.outcomes_epoch, f"counters {got}, model {self.outcomes_epoch}"


async def release(dut) -> None:
    """Each reset is synchronous to its clock: release it just after an edge of that clock."""
    await RisingEdge(dut.wr_clk)
    dut.wr_rst.value = 0
    await RisingEdge(dut.rd_clk)
    dut.rd_rst.value = 0


async def start(dut) -> Harness:
    wr_ns = float(os.environ["LP_WR_NS"])
    rd_ns = float(os.environ["LP_RD_NS"])
    Clock(dut.wr_clk, wr_ns, unit="ns").start()
    Clock(dut.rd_clk, rd_ns, unit="ns").start()
    h = Harness(dut, seed=int(wr_ns * 100 + rd_ns))
    dut.wr_rst.value = 1
    dut.rd_rst.value = 1
    dut.s_axis_tvalid.value = 0
    dut.s_axis_tlast.value = 0
    dut.s_axis_tdata.value = 0
    dut.s_axis_tkeep.value = 0
    dut.s_axis_tuser.value = 0
    dut.s_axis_tdest.value = 0
    dut.m_axis_tready.value = 0
    await ClockCycles(dut.wr_clk, 2)
    if h.drop_full:
        # the frame tracker of a free-running source has no reset and no initial value (an FPGA flop
        # configures to 0): a tlast beat during the first reset defines it in simulation
        dut.s_axis_tvalid.value = 1
        dut.s_axis_tlast.value = 1
        await RisingEdge(dut.wr_clk)
        dut.s_axis_tvalid.value = 0
        dut.s_axis_tlast.value = 0
    await ClockCycles(dut.wr_clk, 4)
    await ClockCycles(dut.rd_clk, 4)
    await release(dut)
    cocotb.start_soon(h.wr_loop())
    cocotb.start_soon(h.rd_loop())
    return h


async def run_phases(h: Harness, phases: list[tuple[float, float, int]]) -> None:
    for p_gap, p_ready, n in phases:
        h.p_gap, h.p_ready = p_gap, p_ready
        h.make_frames(n)
        while h.queue:
            await RisingEdge(h.dut.wr_clk)


@cocotb.test()
async def random_frames(dut) -> None:
    """Random frames, gaps and read back-pressure in phases (balanced, write-heavy, read-heavy, full rate)."""
    h = await start(dut)
    await run_phases(h, [(0.0, 1.0, 50), (0.3, 0.5, 60), (0.0, 0.25, 60), (0.6, 1.0, 40), (0.1, 0.8, 60),
                         (0.0, 1.0, 50)])
    h.p_ready = 1.0
    await h.drain()
    h.check_outcomes()
    h.check_delivery()
    h.check_counters()
    n = {k: sum(1 for f in h.sent if f.outcome == k) for k in OUTCOMES}
    dut._log.info(f"outcomes {n}, back-pressure cycles {h.bp_cycles}")
    assert n["good"] > 100 and n["over"] > 5
    if h.drop_bad:
        assert n["bad"] > 10
    if h.drop_full:
        assert n["full"] > 5, "the write-heavy phase must overflow"
    else:
        assert h.bp_cycles > 100, "the write-heavy phase must back-pressure"


@cocotb.test()
async def full_rate_no_gaps(dut) -> None:
    """tready always high and no write gaps: frames leave whole, on consecutive read clocks."""
    h = await start(dut)
    h.p_bad = h.p_over = 0.0
    await run_phases(h, [(0.0, 1.0, 80)])
    await h.drain()
    h.check_outcomes()
    h.check_delivery()
    h.check_counters()
    got = [d for e, d in h.delivered if e == h.rd_epoch]
    assert all(d.always_ready for d in got) and len(got) >= 40


@cocotb.test()
async def reset_mid_traffic(dut) -> None:
    """Both resets asserted while the write side is inside a frame and m_axis is inside another:
    the cut frame is a clean prefix, no remnant appears afterwards, the counters restart."""
    h = await start(dut)
    dut_ = h.dut
    for round_ in range(3):
        h.p_gap, h.p_ready = 0.05, 0.6
        h.make_frames(40)
        # wait until both sides are inside a frame
        for _ in range(20000):
            await RisingEdge(dut_.wr_clk)
            if h.cur is not None and h.cur_beats >= 2 and h.partial.beats and len(h.queue) < 30:
                break
        else:
            raise AssertionError("never inside a frame on both sides")
        pre_epoch, pre_wr_epoch = h.rd_epoch, h.epoch
        dut_.wr_rst.value = 1      # just after a write edge
        await RisingEdge(dut_.rd_clk)
        dut_.rd_rst.value = 1
        await ClockCycles(dut_.wr_clk, 3)
        await ClockCycles(dut_.rd_clk, 3)
        await release(dut_)
        # the frames delivered before the reset are a prefix of the good ones; the cut one a prefix
        pre_good = [f for f in h.sent if f.epoch == pre_wr_epoch and f.outcome == "good"]
        pre_got = [d for e, d in h.delivered if e == pre_epoch]
        assert [d.beats for d in pre_got] == [f.beats for f in pre_good[: len(pre_got)]]
        cut = [d for e, d in h.delivered if e == -pre_epoch - 1]
        assert len(cut) <= 1
        if cut:   # the frame on m_axis at the reset is cut: a clean prefix of the next good frame
            nxt = pre_good[len(pre_got)] if len(pre_got) < len(pre_good) else None
            assert nxt is not None and nxt.beats[: len(cut[0].beats)] == cut[0].beats
        await run_phases(h, [(0.2, 0.7, 30 + 10 * round_)])
        h.p_ready = 1.0
        await h.drain()
        h.check_outcomes()
        h.check_delivery()
        h.check_counters()
    assert h.cut_frames >= 2, "the resets must hit m_axis inside a frame"


@pytest.mark.parametrize(
    "mode,wr_ns,rd_ns",
    [("drop", 4.0, 6.4), ("drop", 6.4, 4.1), ("backpressure", 4.0, 6.4), ("backpressure", 6.4, 3.9)],
    ids=["drop-wr-fast", "drop-wr-slow", "bp-wr-fast", "bp-wr-slow"],
)
def test_lp_axis_async_frame_fifo(mode: str, wr_ns: float, rd_ns: float) -> None:
    params: dict[str, object]
    if mode == "drop":   # MAC RX: no tready, bad FCS and oversize frames dropped
        params = {"DEPTH": 64, "MAX_WORDS": 48, "DROP_WHEN_FULL": 1, "DROP_BAD": 1, "USER_W": 1, "DEST_W": 0}
    else:                # towards a MAC TX: back-pressure, tuser and tdest carried through
        params = {"DEPTH": 64, "MAX_WORDS": 40, "DROP_WHEN_FULL": 0, "DROP_BAD": 0, "USER_W": 3, "DEST_W": 5,
                  "RAM_STYLE": "\"distributed\""}
    hdl.run("lp_axis_async_frame_fifo", __file__, params,
            extra_env={"LP_WR_NS": str(wr_ns), "LP_RD_NS": str(rd_ns)})
