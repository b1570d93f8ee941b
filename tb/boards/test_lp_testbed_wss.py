"""lp_testbed_wss (tb/boards/lp_testbed_wss.sv), the board testbed's OCS subnet (docs/boards.md, "Board
testbed"), with its defaults (3 boards, 2x oversampling, 4 words of latency) and every clock in phase.

wss_points_each_light: board 1's light pointed at board 2 reaches board 2 only, every word in order
DELAY words later with every bit doubled, and is counted per (receiver, source); re-pointed to board 0 it
leaves board 2 dark; a board pointed nowhere (0xFF, or any value >= 3) reaches no one; two lights on one
receiver deliver zero words there and count one collision per word, while a third light elsewhere
passes untouched.
"""

from __future__ import annotations

from typing import Any

import cocotb
from cocotb.triggers import Timer

from lightpath.flow import hdl
from lightpath.flow.paths import REPO

N, OSR, DELAY = 3, 2, 4
SRC = REPO / "tb" / "boards" / "lp_testbed_wss.sv"
DARK = 0xFF


def expand(w: int) -> int:
    return sum(((w >> b) & 1) * ((1 << OSR) - 1) << (b * OSR) for b in range(64))


class Bench:
    def __init__(self, dut: Any) -> None:
        self.dut = dut
        self.seen: list[list[int]] = []   # per clock: rx_word of every receiver

    async def step(self, words: list[int], dst: list[int]) -> None:
        """One clock (every clock in phase): words and WSS set now are sampled at its rising edge."""
        self.dut.tx_word.value = sum(w << (64 * i) for i, w in enumerate(words))
        self.dut.dst.value = sum(d << (8 * i) for i, d in enumerate(dst))
        await Timer(3, unit="ns")
        self.dut.tx_clk.value = 1
        self.dut.rx_clk.value = (1 << N) - 1
        await Timer(1, unit="ns")
        w = int(self.dut.rx_word.value)
        self.seen.append([(w >> (64 * OSR * o)) & ((1 << (64 * OSR)) - 1) for o in range(N)])
        await Timer(2, unit="ns")
        self.dut.tx_clk.value = 0
        self.dut.rx_clk.value = 0

    def counters(self) -> tuple[list[list[int]], list[int]]:
        m = (1 << 32) - 1
        w, c = int(self.dut.words.value), int(self.dut.collisions.value)
        return ([[(w >> (32 * (o * N + i))) & m for i in range(N)] for o in range(N)],
                [(c >> (32 * o)) & m for o in range(N)])


@cocotb.test()
async def wss_points_each_light(dut: Any) -> None:
    b = Bench(dut)
    dut.tx_clk.value = 0
    dut.rx_clk.value = 0
    for _ in range(DELAY + 2):
        await b.step([0] * N, [DARK] * N)

    # board 1 -> board 2: its words there only, DELAY words later, in order
    words = [0x0123_4567_89AB_CDEF + k for k in range(6)]
    b.seen.clear()
    for k in range(len(words) + DELAY + 2):
        await b.step([0x11 + k, words[k] if k < len(words) else 0, 0x22 + k],
                     [DARK, 2, 7] if k < len(words) else [DARK] * N)
    got = [s[2] for s in b.seen]
    first = got.index(expand(words[0]))
    assert first == DELAY - 1, (first, [hex(x) for x in got])   # the word is on rx_word DELAY clocks later
    assert got[first:first + len(words)] == [expand(w) for w in words], [hex(x) for x in got]
    assert all(s[0] == 0 and s[1] == 0 for s in b.seen), "a dark board's light or an unpointed one arrived"
    words_cnt, coll = b.counters()
    assert words_cnt[2][1] == len(words) and sum(map(sum, words_cnt)) == len(words), words_cnt
    assert coll == [0] * N, coll

    # boards 0 and 1 both -> board 2 (nothing there, collisions counted); board 2 -> board 0 untouched
    b.seen.clear()
    for k in range(3 + DELAY + 2):
        await b.step([0xAAAA, 0x5555, 0x7777], [2, 2, 0] if k < 3 else [DARK] * N)
    assert all(s[2] == 0 for s in b.seen), "two lights delivered something"
    assert [s[0] for s in b.seen].count(expand(0x7777)) == 3
    words_cnt, coll = b.counters()
    assert coll == [0, 0, 3], coll
    assert words_cnt[0][2] == 3 and words_cnt[2][0] == 3 and words_cnt[2][1] == len(words) + 3, words_cnt


def test_lp_testbed_wss() -> None:
    hdl.run("lp_testbed_wss", __file__, sources=[SRC])
