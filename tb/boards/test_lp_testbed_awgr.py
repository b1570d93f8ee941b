"""lp_testbed_awgr (tb/boards/lp_testbed_awgr.sv), the board testbed's fibres and AWGR (docs/boards.md, "Board
testbed"), with its defaults (3 ports, 8 wavelengths, 2x oversampling) and every clock in phase.

awgr_routes_by_wavelength: a burst lit on wavelength k from input i reaches output (i + k) mod 3 only (both
other outputs dark), its words in order with every bit doubled, the signal detect lit for exactly the
burst's words and rising with its first word at the taps (one word ahead at the core, after the GT
model's RX register); one burst counted. Two lights on one output in one word: XOR of their words and
collision words counted; a light on wavelength 0 (or 3) loops back to its own input's output; lit with no
SOA open: dark words counted, no output lit.
"""

from __future__ import annotations

from typing import Any

import cocotb
from cocotb.triggers import Timer

from lightpath.flow import hdl
from lightpath.flow.paths import REPO

N, NUM_WL, OSR, LEAD = 3, 8, 2, 2
SRC = REPO / "tb" / "boards" / "lp_testbed_awgr.sv"


def expand(w: int) -> int:
    return sum(((w >> b) & 1) * ((1 << OSR) - 1) << (b * OSR) for b in range(64))


class Bench:
    def __init__(self, dut: Any) -> None:
        self.dut = dut
        self.word = [0] * N
        self.lit = [0] * N
        self.wl = [0] * N
        self.seen: list[tuple[list[int], list[int]]] = []   # per clock: (rx_word, rx_sd) of every output

    def drive(self) -> None:
        self.dut.tx_word.value = sum(w << (64 * i) for i, w in enumerate(self.word))
        self.dut.tx_lit.value = sum(v << i for i, v in enumerate(self.lit))
        self.dut.tx_wl.value = sum(v << (NUM_WL * i) for i, v in enumerate(self.wl))

    async def step(self) -> None:
        """One clock (every clock in phase): the inputs set now are sampled at its rising edge; records the
        outputs after it."""
        ones = (1 << N) - 1
        self.drive()
        await Timer(3, unit="ns")
        self.dut.tx_clk.value = ones
        self.dut.rx_clk.value = ones
        await Timer(1, unit="ns")
        w = int(self.dut.rx_word.value)
        sd = int(self.dut.rx_sd.value)
        self.seen.append(([(w >> (64 * OSR * o)) & ((1 << (64 * OSR)) - 1) for o in range(N)],
                          [(sd >> o) & 1 for o in range(N)]))
        await Timer(2, unit="ns")
        self.dut.tx_clk.value = 0
        self.dut.rx_clk.value = 0

    async def burst(self, sends: dict[int, tuple[int, list[int]]]) -> None:
        """Input i lit on the SOAs `mask` for its words (tx_lit LEAD clocks ahead of tx_word), then idle."""
        length = max(len(ws) for _, ws in sends.values())
        for c in range(length + LEAD + 12):
            for i in range(N):
                mask, ws = sends.get(i, (0, []))
                self.lit[i] = int(c < len(ws))
                self.wl[i] = mask if c < len(ws) else 0
                self.word[i] = ws[c - LEAD] if 0 <= c - LEAD < len(ws) else 0
            await self.step()

    def counters(self) -> tuple[list[list[int]], list[int], list[int]]:
        b = int(self.dut.bursts.value)
        c = int(self.dut.collisions.value)
        d = int(self.dut.dark.value)
        m = (1 << 32) - 1
        return ([[(b >> (32 * (o * N + i))) & m for i in range(N)] for o in range(N)],
                [(c >> (32 * o)) & m for o in range(N)], [(d >> (32 * i)) & m for i in range(N)])


@cocotb.test()
async def awgr_routes_by_wavelength(dut: Any) -> None:
    b = Bench(dut)
    dut.tx_clk.value = 0
    dut.rx_clk.value = 0
    for _ in range(4):
        await b.step()

    # input 0 on wavelength 1 -> output 1
    words = [0x0123_4567_89AB_CDEF + k for k in range(5)]
    b.seen.clear()
    await b.burst({0: (1 << 1, words)})
    for o in (0, 2):
        assert all(w[o] == 0 and s[o] == 0 for w, s in b.seen), (o, "dark output lit")
    got = [w[1] for w, _ in b.seen if w[1]]
    assert got == [expand(x) for x in words], [hex(x) for x in got]
    sd = [s[1] for _, s in b.seen]
    first = next(k for k, (w, _) in enumerate(b.seen) if w[1])
    assert sd.index(1) == first and sum(sd) == len(words), (sd, first)
    bursts, coll, dark = b.counters()
    assert bursts[1][0] == 1 and sum(map(sum, bursts)) == 1, bursts
    assert coll == [0] * N and dark == [0] * N, (coll, dark)

    # inputs 0 (wavelength 2) and 1 (wavelength 1) both -> output 2: the words add, collisions counted
    b.seen.clear()
    w0, w1 = [0xF0F0_0000_0000_0001] * 3, [0x0000_0000_FFFF_0003] * 3
    await b.burst({0: (1 << 2, w0), 1: (1 << 1, w1)})
    got = [w[2] for w, _ in b.seen if w[2]]
    assert got == [expand(x ^ y) for x, y in zip(w0, w1)], [hex(x) for x in got]
    bursts, coll, dark = b.counters()
    assert bursts[2][0] == 1 and bursts[2][1] == 1, bursts
    assert coll == [0, 0, 3], coll

    # input 2 on wavelength 3 loops back to output 2; input 1 lit with no SOA open reaches no one
    b.seen.clear()
    await b.burst({2: (1 << 3, [0x55] * 4), 1: (0, [0xAA] * 2)})
    assert [w[2] for w, _ in b.seen if w[2]] == [expand(0x55)] * 4
    assert all(w[o] == 0 and s[o] == 0 for w, s in b.seen for o in (0, 1))
    bursts, coll, dark = b.counters()
    assert bursts[2][2] == 1, bursts
    assert dark == [0, 2, 0], dark


def test_lp_testbed_awgr() -> None:
    hdl.run("lp_testbed_awgr", __file__, sources=[SRC])
