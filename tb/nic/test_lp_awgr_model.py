"""lp_awgr_model's fibres (sim/models/lp_awgr_model.sv), the model alone with 4 ports.

Per path: every input sends one word to every output (one wavelength shift at a time, a permutation, so no two
words meet); each must come out of exactly that output, unchanged, with rx_src = the input, after exactly
in_cycles[input] + out_cycles[output] cycles (a word driven for the clock edge e is on rx_* after edge
e + delay - 1), and nothing else may come out. Collisions are judged where the light meets, at the AWGR: two words
sent 3 cycles apart from inputs whose fibres differ by 3 cycles collide (one corrupted word, collision and
corrupt counters +1, rx_src the higher input), the same two sent in the same cycle do not. Settling is judged at
the laser: a word sent in the first cycle of its SOA arrives corrupted (corrupt counter only) after its path's
delay. The fabric tops' default fibres (no input fibre, every output fibre 4: every path 4 cycles, the model before
per-path fibres) run the same checks. The fibres are run-time inputs, so every case shares one build; an output
fibre of 0 and a fibre longer than MAX_CYCLES stop the simulation with the reason at the first clock out of
reset.
"""

from __future__ import annotations

import json
import os

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from lightpath.cell.generated import CLOCK_NS
from lightpath.flow import hdl

N = 4
NUM_WL = 8
SETTLE = 2
W = 64
MASK = (1 << W) - 1
UNEVEN = {"IN": [0, 3, 1, 20], "OUT": [1, 5, 2, 20]}   # cycles; path 0 -> 0 is the shortest (1)


def packed(values: list[int]) -> int:
    """Per-node 16-bit values as the packed [N-1:0][15:0] port (node 0 in the low bits)."""
    return sum(v << (16 * i) for i, v in enumerate(values))


class Bench:
    def __init__(self, dut, fibres: dict[str, list[int]]) -> None:
        self.dut = dut
        self.fin, self.fout = fibres["IN"], fibres["OUT"]
        self.edge = 0          # index of the last rising edge
        self.got: list[tuple[int, int, int, int, int]] = []   # (edge, output, data, corrupt, src)
        self.valid = [0] * N
        self.data = [0] * N
        self.soa = [0] * N     # wavelength bit mask per input

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, CLOCK_NS, unit="ns").start()
        d.rst.value = 1
        d.in_cycles.value = packed(self.fin)
        d.out_cycles.value = packed(self.fout)
        d.tx_valid.value = 0
        d.tx_data.value = 0
        d.soa_en.value = 0
        d.map_en.value = 0
        d.map.value = 0
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self._watch())

    async def _watch(self) -> None:
        d = self.dut
        while True:
            await RisingEdge(d.clk)
            self.edge += 1
            await ReadOnly()
            v = d.rx_valid.value.to_unsigned()
            if v:
                data = d.rx_data.value.to_unsigned()
                bad = d.rx_corrupt.value.to_unsigned()
                src = d.rx_src.value.to_unsigned()
                for o in range(N):
                    if v >> o & 1:
                        self.got.append((self.edge, o, data >> (W * o) & MASK, bad >> o & 1, src >> (8 * o) & 0xFF))

    async def cycle(self, sends: dict[int, int] | None = None) -> int:
        """Drive one clock: inputs in `sends` (input -> word) valid, the others not; SOAs as set. Returns the
        index of the edge that samples it."""
        d = self.dut
        await FallingEdge(d.clk)
        sends = sends or {}
        d.tx_valid.value = sum(1 << i for i in sends)
        d.tx_data.value = sum(w << (W * i) for i, w in sends.items())
        d.soa_en.value = sum(m << (NUM_WL * i) for i, m in enumerate(self.soa))
        return self.edge + 1   # the watcher counted the last rising edge; the next one samples this

    def delay(self, i: int, o: int) -> int:
        return self.fin[i] + self.fout[o]

    def counters(self) -> tuple[int, int]:
        return self.dut.corrupt_words.value.to_unsigned(), self.dut.collision_words.value.to_unsigned()

    async def drain(self) -> None:
        await self.cycle()
        await ClockCycles(self.dut.clk, max(self.fin) + max(self.fout) + 4)


def wl(i: int, o: int) -> int:
    """The wavelength that takes input i to output o through the cyclic AWGR."""
    return (o - i) % N


@cocotb.test()
async def per_path_delays_and_where_collisions_happen(dut) -> None:
    fibres = json.loads(os.environ["LP_AWGR_FIBRES"])
    b = Bench(dut, fibres)
    await b.start()
    # --- every path, exact arrival
    expect: dict[int, tuple[int, int, int]] = {}   # word -> (input, output, edge it was sampled)
    for shift in range(N):
        b.soa = [1 << shift] * N
        for _ in range(SETTLE + 1):                 # let the SOAs settle, nothing sent
            await b.cycle()
        words = {i: (0xA0 << 56) | (i << 48) | ((i + shift) % N << 40) | shift for i in range(N)}
        e = await b.cycle(words)
        for i, w in words.items():
            expect[w] = (i, (i + shift) % N, e)
    b.soa = [0] * N
    await b.drain()
    assert len(b.got) == len(expect), f"{len(b.got)} words out, {len(expect)} sent"
    seen = {}
    for edge, o, w, bad, src in b.got:
        assert w in expect, f"output {o}: a word nobody sent {w:#x}"
        i, want_o, e = expect[w]
        assert o == want_o and src == i and not bad, (i, want_o, o, src, bad)
        seen[(i, o)] = edge - e + 1
    want = {(i, o): b.delay(i, o) for i in range(N) for o in range(N)}
    assert seen == want, f"delays per (input, output): got {seen}, want {want}"
    dut._log.info("every path's delay exact: %s", seen)
    assert b.counters() == (0, 0)

    # --- collisions at the AWGR: inputs a, c aimed at output o
    a, c, o = 1, 0, 2
    gap = b.fin[a] - b.fin[c]   # c sends this much later to meet a's word at the AWGR (0: together)
    b.soa = [0] * N
    b.soa[a], b.soa[c] = 1 << wl(a, o), 1 << wl(c, o)
    for _ in range(SETTLE + 1):
        await b.cycle()
    b.got.clear()
    wa, wc = 0x1111_0000_0000_0001, 0x2222_0000_0000_0002
    if gap > 0:   # the words leave 'gap' cycles apart and meet at the AWGR
        e = await b.cycle({a: wa})
        for _ in range(gap - 1):
            await b.cycle()
        await b.cycle({c: wc})
        await b.drain()
        assert len(b.got) == 1, b.got
        edge, out, w, bad, src = b.got[0]
        assert (out, bad, src) == (o, 1, max(a, c)) and w not in (wa, wc, wa ^ wc), b.got[0]
        assert edge - e + 1 == b.delay(a, o), (edge - e + 1, b.delay(a, o))
        assert b.counters() == (1, 1)
    # sent in the same cycle: they reach the AWGR gap cycles apart and both arrive clean (or, without
    # input fibres, collide as in the model before per-path fibres)
    b.got.clear()
    before = b.counters()
    e = await b.cycle({a: wa, c: wc})
    await b.drain()
    if gap > 0:
        got = sorted((edge - e + 1, out, w, bad, src) for edge, out, w, bad, src in b.got)
        assert got == sorted([(b.delay(a, o), o, wa, 0, a), (b.delay(c, o), o, wc, 0, c)]), got
        assert b.counters() == before
    else:
        assert [(out, bad) for _, out, _, bad, _ in b.got] == [(o, 1)], b.got
        assert b.counters() == (before[0] + 1, before[1] + 1)

    # --- settling is the laser's: a word in the SOA's first cycle is corrupt, however long its fibre
    i, o = N - 1, 1
    b.soa = [0] * N
    await b.cycle()
    b.got.clear()
    before = b.counters()
    b.soa[i] = 1 << wl(i, o)
    e = await b.cycle({i: 0x3333})
    b.soa = [0] * N
    await b.drain()
    assert [(edge - e + 1, out, bad, src) for edge, out, _, bad, src in b.got] == [(b.delay(i, o), o, 1, i)], b.got
    assert b.counters() == (before[0] + 1, before[1])


PARAMS = {"N": N}   # MAX_CYCLES: the default 256
FIBRES = {
    "uneven": UNEVEN,
    "default": {"IN": [0] * N, "OUT": [4] * N},   # the fabric tops' default: every path DELAY_CYCLES = 4
    "longest": {"IN": [0, 256, 1, 2], "OUT": [256, 1, 255, 3]},   # MAX_CYCLES each way (input 1 -> output 0: 512)
}


@pytest.mark.parametrize("fibres", list(FIBRES))
def test_lp_awgr_model(fibres: str) -> None:
    hdl.run("lp_awgr_model", __file__, PARAMS, extra_env={"LP_AWGR_FIBRES": json.dumps(FIBRES[fibres])},
            tag=fibres)


@pytest.mark.parametrize("fibres,reason", [
    # an output fibre of 0 would make rx_* combinational from tx_*
    ({"IN": UNEVEN["IN"], "OUT": [1, 0, 1, 1]}, "out_cycles[1] = 0: every output fibre must be >= 1 cycle"),
    ({"IN": [0, 0, 257, 0], "OUT": [1, 1, 1, 1]}, "fibre of node 2 (in 257, out 1 cycles) longer than MAX_CYCLES=256"),
    ({"IN": [0, 0, 0, 0], "OUT": [1, 1, 1, 300]}, "fibre of node 3 (in 0, out 300 cycles) longer than MAX_CYCLES=256"),
], ids=["zero_output", "long_input", "long_output"])
def test_bad_fibres_stop_the_simulation(fibres: dict[str, list[int]], reason: str) -> None:
    """The simulator stops at the first clock out of reset, before the test does anything, and says why."""
    tag = "bad-" + "-".join(map(str, fibres["IN"] + fibres["OUT"]))
    with pytest.raises((AssertionError, RuntimeError)):
        hdl.run("lp_awgr_model", __file__, PARAMS, extra_env={"LP_AWGR_FIBRES": json.dumps(fibres)}, tag=tag)
    log = hdl.build("lp_awgr_model", PARAMS) / "runs" / f"test_lp_awgr_model-{tag}" / "sim.log"
    assert reason in log.read_text(errors="replace")
