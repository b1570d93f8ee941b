"""GT raw-mode adapters: lp_gt_raw_tx (bit order) and lp_gt_os_rx (oversampled RX to the core).

TX: random words and valid bits; the GT's serial order (TXDATA bit 0 first) must be the line order of
the cell format (word bit 63 first), each bit repeated GT_W / 64 times; idle words are dark; reset
clears the output.

RX: a Python line model. Random bursts (and glitches, and bursts too close to the previous one) make a
line bit stream, MSB first per word; the model samples it OSR times per UI at a known sampling phase
`ph` (sample k of UI x reads line bit x + 1 when k + ph >= OSR: the late samples already see the next
bit), cuts the sample stream into GT words at a known offset `slip` (bit 0 first) and drives them with
the signal detect, which leads or lags the data by a known number of words. With the matching
`cfg_sd_delay` and `cfg_slip` the core-side stream must equal, clock for clock once it starts:
`os_valid` exactly on the burst words (the framing rules of docs/phy.md, modelled run by run),
every phase word equal to the model's sampling of the line at that phase, the events on the words the
rules name, and the counters the totals. The core clock runs at the RX frequency with several phase
offsets (no word may be lost or repeated), and at a slightly different frequency (the FIFO error is
reported).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl

WB = 64
RX_NS = 6.4


# ====================================================================== TX
def serial_expected(word: int, valid: int, rep: int) -> list[int]:
    """The line bits in the order they leave the fibre: word bit 63 first, each `rep` times."""
    return [((word >> (WB - 1 - i)) & 1) & valid for i in range(WB) for _ in range(rep)]


@cocotb.test()
async def tx_bit_order(dut) -> None:
    """Random words and valid: TXDATA read bit 0 first is the word MSB first (repeated), one clock late."""
    gt_w = int(dut.GT_W.value)
    rep = gt_w // WB
    Clock(dut.clk, RX_NS, unit="ns").start()
    rng = random.Random(gt_w)
    dut.rst.value = 1
    dut.tx_data.value = 0
    dut.tx_valid.value = 0
    await ClockCycles(dut.clk, 3)
    await ReadOnly()
    assert dut.gt_txdata.value.to_unsigned() == 0, "reset clears TXDATA"
    await RisingEdge(dut.clk)
    dut.rst.value = 0
    prev: tuple[int, int] | None = None
    for i in range(600):
        word = rng.choice([rng.getrandbits(WB), 1 << rng.randrange(WB), (1 << WB) - 1, 0xD5])
        valid = int(rng.random() < 0.8)
        dut.tx_data.value = word
        dut.tx_valid.value = valid
        await ReadOnly()
        if prev is not None:
            gt = dut.gt_txdata.value.to_unsigned()
            serial = [(gt >> j) & 1 for j in range(gt_w)]
            assert serial == serial_expected(*prev, rep), f"cycle {i}: word {prev[0]:#018x} valid {prev[1]}"
        prev = (word, valid)
        await RisingEdge(dut.clk)


@pytest.mark.parametrize("gt_w", [64, 128])
def test_lp_gt_raw_tx(gt_w: int) -> None:
    hdl.run("lp_gt_raw_tx", __file__, {"GT_W": gt_w}, testcase="tx_bit_order")


# ====================================================================== RX line model
@dataclass
class Scenario:
    """One stimulus: per line word its SD level and its 64 line bits (index 0 = first on the line)."""

    sd: list[int]
    bits: list[int]          # line bits, len = 64 * words
    glitches: int = 0
    close: int = 0


def make_scenario(rng: random.Random, n_bursts: int, min_words: int, min_gap: int) -> Scenario:
    sd: list[int] = []
    bits: list[int] = []

    def dark(n: int) -> None:
        sd.extend([0] * n)
        bits.extend([0] * (WB * n))

    def light(n: int, data: bool) -> None:
        sd.extend([1] * n)
        for _ in range(n):
            w = rng.getrandbits(WB) if data else 0
            bits.extend((w >> (WB - 1 - u)) & 1 for u in range(WB))

    s = Scenario(sd, bits)
    gmin = max(1, min_gap)
    dark(40)   # the delay line and the FIFO fill with dark words first
    for _ in range(n_bursts):
        r = rng.random()
        if r < 0.15 and min_words > 1:   # a glitch: a short SD run with no data, then a proper gap
            light(rng.randint(1, min_words - 1), data=False)
            s.glitches += 1
        elif r < 0.35 and gmin > 1:      # a burst too close behind the previous run: suppressed
            light(rng.randint(2, 10), data=True)
            dark(rng.randint(1, gmin - 1))
            light(rng.randint(2, 10), data=True)
            s.close += 1
        else:
            light(rng.randint(max(1, min_words), 40), data=True)
        dark(rng.randint(gmin, gmin + 6))
    dark(30)
    return s


def frame_model(sd: list[int], min_words: int, min_gap: int) -> tuple[list[int], list[int], list[int], list[int]]:
    """docs/phy.md rules, run by run: (valid, ev_burst, ev_gap, ev_glitch) per word."""
    n = len(sd)
    valid, burst, gap, glitch = [0] * n, [0] * n, [0] * n, [0] * n
    gmin = max(1, min_gap)
    runs: list[tuple[int, int]] = []
    i = 0
    while i < n:
        if sd[i]:
            j = i
            while j < n and sd[j]:
                j += 1
            runs.append((i, j))   # words i .. j-1
            i = j
        else:
            i += 1
    prev_end = -16   # the first run is not held to a gap
    for start, end in runs:
        dark_before = start - prev_end
        if dark_before >= gmin:
            for k in range(start, end):
                valid[k] = 1
            burst[start] = 1
        else:
            gap[start] = 1
        if end < n and end - start < min_words:
            glitch[end] = 1
        prev_end = end
    return valid, burst, gap, glitch


def gt_words(s: Scenario, osr: int, ph: int, slip: int, lead_words: int) -> list[int]:
    """GT words (bit 0 first) for the scenario: sample j sees line UI floor((j - slip + ph) / osr);
    the line starts `lead_words` GT words after the first GT word (so that SD may lead)."""
    w = osr * WB
    n_gt = len(s.sd) + lead_words + 2
    bits = s.bits
    nbits = len(bits)
    origin = lead_words * w
    out: list[int] = []
    for e in range(n_gt):
        v = 0
        for i in range(w):
            j = e * w + i - origin
            x = (j - slip + ph) // osr
            if 0 <= x < nbits and bits[x]:
                v |= 1 << i
        out.append(v)
    return out


def expected_phase_word(s: Scenario, n: int, k: int, osr: int, ph: int) -> int:
    """Line word n as sampled at GT phase k: UI x is read as line bit x + (k + ph >= osr)."""
    shift = 1 if k + ph >= osr else 0
    v = 0
    for u in range(WB):
        x = n * WB + u + shift
        b = s.bits[x] if x < len(s.bits) else 0
        v = (v << 1) | b
    return v


# ====================================================================== RX harness
class RxBench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.osr = int(dut.OSR.value)
        self.cdr_osr = int(dut.CDR_OSR.value)
        self.data_delay = int(dut.DATA_DELAY.value)
        self.sd_stages = int(dut.SD_STAGES.value)
        self.w = self.osr * WB
        self.rx_clock = Clock(dut.rx_clk, RX_NS, unit="ns")
        self.rx_clock.start()
        self.core_clock: Clock | None = None
        self.out: list[tuple[int, int, int, int, int, int, int]] = []
        self.capturing = False
        cocotb.start_soon(self.capture())

    async def set_core_clock(self, period_ns: float, offset_ns: float) -> None:
        """(Re)start the core clock `offset_ns` after a rising RX edge."""
        if self.core_clock is not None:
            self.core_clock.stop()
        await RisingEdge(self.dut.rx_clk)
        if offset_ns > 0:
            await Timer(offset_ns, unit="ns")
        self.core_clock = Clock(self.dut.clk, period_ns, unit="ns")
        self.core_clock.start()

    async def capture(self) -> None:
        dut = self.dut
        while True:
            await RisingEdge(dut.clk)
            await ReadOnly()
            if self.capturing:
                self.out.append((
                    int(dut.os_valid.value),
                    dut.os_data.value.to_unsigned(),
                    int(dut.ev_burst.value),
                    int(dut.ev_gap.value),
                    int(dut.ev_glitch.value),
                    int(dut.ev_fifo_err.value),
                    int(dut.st_run.value),
                ))

    async def reset(self) -> None:
        dut = self.dut
        await RisingEdge(dut.rx_clk)
        dut.rx_rst.value = 1
        await RisingEdge(dut.clk)
        dut.rst.value = 1
        await ClockCycles(dut.rx_clk, 4)
        await ClockCycles(dut.clk, 4)
        await RisingEdge(dut.rx_clk)
        dut.rx_rst.value = 0
        await RisingEdge(dut.clk)
        dut.rst.value = 0

    async def run(self, rng: random.Random, n_bursts: int, *, min_words: int, min_gap: int,
                  sd_delay: int, slip: int, ph: int, check: bool = True) -> dict[str, int]:
        """Reset, drive one scenario, compare the core-side stream with the model."""
        dut = self.dut
        dut.cfg_sd_delay.value = sd_delay
        dut.cfg_sd_min_words.value = min_words
        dut.cfg_sd_min_gap.value = min_gap
        dut.cfg_slip.value = slip
        dut.sd.value = 0
        dut.rx_data.value = 0
        s = make_scenario(rng, n_bursts, min_words, min_gap)
        # SD sampled at RX edge k marks word k - off (docs/phy.md); the GT stream starts `lead` words
        # before the line so that every SD sample that belongs to a line word can be driven
        off = 1 + self.data_delay - self.sd_stages - sd_delay
        lead = max(0, -off) + 2
        gts = gt_words(s, self.osr, ph, slip, lead)
        # drive: GT word e and SD of line word e - lead - off on the same edge
        await self.reset()
        self.out = []
        self.capturing = True
        for e, g in enumerate(gts + [0] * 40):
            n = e - lead - off
            dut.rx_data.value = g
            dut.sd.value = s.sd[n] if 0 <= n < len(s.sd) else 0
            await RisingEdge(dut.rx_clk)
        await ClockCycles(dut.clk, 30)
        self.capturing = False
        stats = {"glitch": dut.cnt_glitch.value.to_unsigned(), "gap": dut.cnt_gap.value.to_unsigned(),
                 "burst": dut.cnt_burst.value.to_unsigned(), "fifo_err": dut.cnt_fifo_err.value.to_unsigned()}
        if check:
            self.compare(s, min_words, min_gap, ph, stats)
        return stats

    def compare(self, s: Scenario, min_words: int, min_gap: int, ph: int, stats: dict[str, int]) -> None:
        valid, burst, gap, glitch = frame_model(s.sd, min_words, min_gap)
        first_exp = valid.index(1)
        first_out = next((i for i, o in enumerate(self.out) if o[0]), None)
        assert first_out is not None, "no burst word arrived"
        shift = first_out - first_exp
        rep = self.cdr_osr // self.osr
        n_checked = 0
        for i, (v, data, eb, eg, egl, eerr, _run) in enumerate(self.out):
            n = i - shift
            assert not eerr, f"FIFO error at core cycle {i}"
            if n < 0 or n >= len(s.sd):
                assert not v and not eb and not eg and not egl, f"core cycle {i}: output outside the line"
                continue
            assert v == valid[n], f"word {n}: os_valid {v}, expected {valid[n]} (sd {s.sd[max(0, n - 2):n + 3]})"
            assert (eb, eg, egl) == (burst[n], gap[n], glitch[n]), \
                f"word {n}: events burst/gap/glitch {(eb, eg, egl)}, expected {(burst[n], gap[n], glitch[n])}"
            if v:
                for q in range(self.cdr_osr):
                    got = (data >> (q * WB)) & ((1 << WB) - 1)
                    exp = expected_phase_word(s, n, q // rep, self.osr, ph)
                    assert got == exp, f"word {n} phase {q}: {got:#018x}, expected {exp:#018x}"
                n_checked += 1
        assert n_checked == sum(valid), f"{n_checked} of {sum(valid)} burst words seen"
        assert stats == {"glitch": sum(glitch), "gap": sum(gap), "burst": sum(burst), "fifo_err": 0}, stats
        assert sum(glitch) >= s.glitches


@cocotb.test()
async def rx_framing_and_phases(dut) -> None:
    """Random sampling phase, word slip, SD lead/lag, glitch and gap settings: exact stream."""
    b = RxBench(dut)
    await b.set_core_clock(RX_NS, 2.1)
    rng = random.Random(b.osr * 10 + b.cdr_osr)
    totals = {"glitch": 0, "gap": 0, "burst": 0}
    max_delay = (1 << int(dut.SD_DELAY_BITS.value)) - 1
    cases = [(0, 0, 0, 0)] + [
        (rng.randint(0, max_delay), rng.choice([0, 1, 3, 6]), rng.choice([1, 2, 3, 4]), rng.randrange(b.w))
        for _ in range(5)
    ]
    cases.append((max_delay, 5, 3, b.w - 1))
    for sd_delay, min_words, min_gap, slip in cases:
        ph = rng.randrange(b.osr)
        st = await b.run(rng, 14, min_words=min_words, min_gap=min_gap, sd_delay=sd_delay, slip=slip, ph=ph)
        for k in totals:
            totals[k] += st[k]
    dut._log.info(f"totals {totals}")
    assert totals["glitch"] >= 3 and totals["gap"] >= 3 and totals["burst"] >= 60


@cocotb.test()
async def rx_clock_phases(dut) -> None:
    """Core clock = RX frequency at six phase offsets (edges together included): no word lost or repeated."""
    b = RxBench(dut)
    rng = random.Random(7)
    for offset in (0.0, 0.05, 1.6, 3.2, 4.9, 6.35):
        await b.set_core_clock(RX_NS, offset)
        await b.run(rng, 8, min_words=2, min_gap=1, sd_delay=3, slip=rng.randrange(b.w), ph=rng.randrange(b.osr))
        assert dut.st_run.value == 1


@cocotb.test()
async def rx_frequency_error(dut) -> None:
    """A core clock 3 % slow or fast makes the FIFO overflow (a word lost, flagged on the next one) or run
    empty (the read side stops and primes again): each reported once, and the stream goes on."""
    b = RxBench(dut)
    rng = random.Random(9)
    for period in (round(RX_NS * 1.03, 3), round(RX_NS * 0.97, 3)):
        await b.set_core_clock(period, 1.0)
        st = await b.run(rng, 20, min_words=2, min_gap=1, sd_delay=3, slip=0, ph=0, check=False)
        errs = [i for i, o in enumerate(b.out) if o[5]]
        cycles = len(b.out)
        # one slip per 1/0.03 words at most, plus the priming margin: far fewer errors than cycles
        assert 2 <= st["fifo_err"] == len(errs) <= cycles * 0.03 + 2, f"period {period} ns: {st}, {cycles} cycles"
        if period < RX_NS:   # ran empty: not streaming in the next cycle, then streaming again
            for i in errs:
                assert b.out[i + 1][6] == 0 if i + 1 < cycles else True
            assert b.out[-1][6] == 1
        assert any(o[0] for o in b.out[errs[0] + 1:]), "the stream goes on after an error"


@cocotb.test()
async def rx_continuous(dut) -> None:
    """SD high from before the reset (a continuous circuit, the OCS lane): after the start-up words every
    word is valid, exactly the line as sampled, one burst event and nothing else; the same with a
    reset while the light stands."""
    b = RxBench(dut)
    await b.set_core_clock(RX_NS, 3.7)
    rng = random.Random(5)
    for _round in range(2):
        words = [rng.getrandbits(WB) for _ in range(300)]
        bits = [(w >> (WB - 1 - u)) & 1 for w in words for u in range(WB)]
        s = Scenario([1] * len(words), bits)
        ph, slip = rng.randrange(b.osr), rng.randrange(b.w)
        gts = gt_words(s, b.osr, ph, slip, 0)
        dut.cfg_sd_delay.value = 2
        dut.cfg_sd_min_words.value = 0
        dut.cfg_sd_min_gap.value = 15   # the first run after reset is not held to the gap
        dut.cfg_slip.value = slip
        dut.sd.value = 1
        dut.rx_data.value = gts[0]
        await b.reset()
        b.out = []
        b.capturing = True
        for g in gts[:-2]:
            dut.rx_data.value = g
            await RisingEdge(dut.rx_clk)
        await ClockCycles(dut.clk, 2)
        b.capturing = False
        first = next((i for i, o in enumerate(b.out) if o[0]), None)
        assert first is not None, "no valid word with SD held high"
        # the first valid word is some line word n0; from there every core clock carries the next one
        rep = b.cdr_osr // b.osr
        data0 = b.out[first][1] & ((1 << WB) - 1)
        n0 = next((n for n in range(len(words)) if expected_phase_word(s, n, 0, b.osr, ph) == data0), len(words))
        assert n0 < 12, f"valid starts only at line word {n0}"
        tail = b.out[first:]
        assert all(o[0] for o in tail), "os_valid must stay high while SD stands"
        assert sum(o[2] for o in b.out) == 1 and not any(o[3] or o[4] or o[5] for o in b.out)
        for k, o in enumerate(tail[:len(words) - n0 - 8]):
            for q in range(b.cdr_osr):
                got = (o[1] >> (q * WB)) & ((1 << WB) - 1)
                assert got == expected_phase_word(s, n0 + k, q // rep, b.osr, ph), f"word {n0 + k} phase {q}"


RX_BUILDS = {
    "osr2": {"OSR": 2},
    "osr4-nodelay": {"OSR": 4, "DATA_DELAY": 0},
    "osr1-cdr4": {"OSR": 1, "CDR_OSR": 4},
}


@pytest.mark.parametrize("build", list(RX_BUILDS))
def test_lp_gt_os_rx(build: str) -> None:
    hdl.run("lp_gt_os_rx", __file__, RX_BUILDS[build],
            testcase=["rx_framing_and_phases", "rx_clock_phases", "rx_frequency_error", "rx_continuous"])
