"""lp_eth_pcs_tx and lp_eth_pcs_rx against the clause 49 model of lightpath.model.eth_baser: every block
type both ways, words and blocks that break the rules, block lock, BER monitor."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge

from lightpath.env.eth import start
from lightpath.flow import hdl
from lightpath.model.eth_baser import (
    E_BLOCK,
    IDLE_WORD,
    BaseRSerdesSink,
    BaseRSerdesSource,
    RxStateMachine,
    TxStateMachine,
    Word,
    decode,
    word,
)

PARAMS_RX = {"BER_WINDOW": 500}
D = 0x0123456789ABCDEF


def term(k: int, data: int = D) -> Word:
    return word([((data >> (8 * i)) & 0xFF, 0) if i < k else ((0xFD, 1) if i == k else (0x07, 1)) for i in range(8)])


S0: Word = (0xD5555555555555FB, 0x01)
S4: Word = (0x555555FB07070707, 0x1F)
O0S4: Word = (0x555555FB0100009C, 0x11)
O4: Word = (0x0100009C07070707, 0x1F)
O0O4: Word = (0x0100005C0100009C, 0x11)
O0: Word = (0x070707070100009C, 0xF1)
LPI: Word = (0x0606060606060606, 0xFF)
RES: Word = (0x1C3C7CBCDCF70707, 0xFF)
ERRC: Word = (0x07070707FE070707, 0xFF)
DATA: Word = (D, 0x00)


def pcs_words() -> list[Word]:
    """Every block type in legal sequences, then sequences the state machine refuses."""
    ws: list[Word] = [IDLE_WORD] * 4
    for k in range(8):
        ws += [S0, DATA, term(k), IDLE_WORD]
    ws += [S4, DATA, term(3), O0S4, DATA, term(6), O4, O0O4, O0, LPI, RES, IDLE_WORD]
    ws += [DATA, IDLE_WORD, term(2), IDLE_WORD, S0, DATA, IDLE_WORD, S0, S0, DATA, term(0), ERRC, IDLE_WORD]
    ws += [(0x07070707FD070707, 0xF0), (D, 0x10), IDLE_WORD, S0, term(8 - 1), DATA, IDLE_WORD] + [IDLE_WORD] * 4
    return ws


@cocotb.test()
async def pcs_tx_blocks(dut) -> None:
    """XGMII words of every block type and rule-breaking sequences in, at the gearbox's pace (the PCS takes
    no word when gt_tx_seq is 32): the descrambled blocks equal the model's, error blocks where the
    transmit state machine refuses a word, and each error block is counted."""
    await start(dut, ("clk",), ("rst",))
    sink = BaseRSerdesSink(dut.gt_tx_data, dut.gt_tx_hdr, dut.gt_tx_seq, dut.clk, keep_blocks=True)
    ws = pcs_words() * 2
    model = TxStateMachine()
    exp = [model.step(w) for w in ws]
    errs = 0
    i = 0
    seqs = []
    while i < len(ws):
        dut.xgmii_txd.value, dut.xgmii_txc.value = ws[i]
        await ReadOnly()
        taken = int(dut.xgmii_tx_en.value)
        seqs.append(int(dut.gt_tx_seq.value))
        await RisingEdge(dut.clk)
        errs += int(dut.ev_err_block.value)
        i += taken
    dut.xgmii_txd.value, dut.xgmii_txc.value = IDLE_WORD
    await ClockCycles(dut.clk, 8)
    got = sink.blocks
    start_at = next(j for j in range(len(got)) if got[j:j + len(exp) // 2] == exp[:len(exp) // 2])
    assert got[start_at:start_at + len(exp)] == exp
    assert errs == sum(1 for b in exp if b == E_BLOCK) > 5
    assert 32 in seqs and max(seqs) == 32


@cocotb.test()
async def pcs_rx_blocks(dut) -> None:
    """BaseRSerdesSource into the receive PCS from an arbitrary bit offset: lock through slips, then every
    block type (from the words above) and raw blocks with a bad header, an unknown type, an invalid
    control code, a bad O code and a /T/ followed by data: the XGMII words equal the model's decoding
    with the receive state machine. 15 bad headers within 64 keep the lock, more lose it (local fault to the MAC,
    counted) and it comes back; spread bad headers set hi_ber and a clean window clears it."""
    await start(dut, ("clk",), ("rst",))
    rng = random.Random(9)
    src = BaseRSerdesSource(dut.gt_rx_data, dut.gt_rx_hdr, dut.gt_rx_valid, dut.clk, dut.gt_rx_slip)
    for _ in range(rng.randint(5, 60)):
        src.line.put((3, rng.getrandbits(64)))
    out: list[Word] = []
    ev = {"lock_lost": 0, "err_block": 0, "sh_err": 0, "hi_ber": 0}

    async def mon() -> None:
        while True:
            await RisingEdge(dut.clk)
            await ReadOnly()
            if int(dut.xgmii_rx_en.value):
                out.append((int(dut.xgmii_rxd.value), int(dut.xgmii_rxc.value)))
            for n in ev:
                ev[n] += int(getattr(dut, f"ev_{n}").value)

    cocotb.start_soon(mon())
    for _ in range(20000):
        await RisingEdge(dut.clk)
        if int(dut.st_block_lock.value):
            break
    assert int(dut.st_block_lock.value)
    await ClockCycles(dut.clk, 40)
    n0 = len(src.log)
    src.send_words(pcs_words())
    raw = [(0, D), (3, D), (1, 0x00), (1, 0x1E | (0x7F << 8)), (1, 0x2D | (0x5 << 36)), (1, 0x78), (1, 0x99),
           (2, D), (1, 0x1E)]
    for b in raw:
        src.send_block(b)
    src.send_words([IDLE_WORD] * 8)
    await ClockCycles(dut.clk, 200)
    blocks = src.log[n0 - 4:]
    types = [decode(b) for b in blocks]
    sm = RxStateMachine()
    exp = [sm.step(types[j], types[j + 1][0]) for j in range(len(types) - 1)]
    core = exp[6:-12]
    k = next(j for j in range(len(out)) if out[j:j + len(core)] == core)
    assert k > 0
    assert ev["err_block"] == sum(1 for w in core if w == (0xFEFEFEFEFEFEFEFE, 0xFF)), ev
    assert ev["sh_err"] == 2 and ev["lock_lost"] == 0

    # 15 bad headers in a row keep the lock: four bursts, each 80 blocks after the last (the window of 64
    # starts at a different place each time, so at least one burst lies within one window)
    for _ in range(4):
        for _ in range(15):
            src.send_block((0, 0))
        src.send_words([IDLE_WORD] * 80)
    await ClockCycles(dut.clk, 500)
    assert int(dut.st_block_lock.value) and ev["lock_lost"] == 0

    # lock loss: bad headers in a row
    for _ in range(40):
        src.send_block((0, 0))
    for _ in range(200):
        await RisingEdge(dut.clk)
        if not int(dut.st_block_lock.value):
            break
    assert not int(dut.st_block_lock.value)
    await ReadOnly()
    await RisingEdge(dut.clk)
    for _ in range(20000):
        await RisingEdge(dut.clk)
        if int(dut.st_block_lock.value):
            break
    assert int(dut.st_block_lock.value) and ev["lock_lost"] == 1
    assert (0x0100009C0100009C, 0x11) in out[-200:]   # local fault while unlocked

    # hi BER: one bad header every 20 blocks (never 16 in 64), 16 of them in the window
    await ClockCycles(dut.clk, 600)
    assert not int(dut.st_hi_ber.value)
    hb = ev["hi_ber"]   # the 16 bad headers in a row may have set it once already, before the lock went
    for _ in range(17):
        src.send_words([IDLE_WORD] * 19)
        src.send_block((3, 0))
    for _ in range(2000):
        await RisingEdge(dut.clk)
        if int(dut.st_hi_ber.value):
            break
    assert int(dut.st_hi_ber.value) and int(dut.st_block_lock.value) and ev["hi_ber"] == hb + 1
    await ClockCycles(dut.clk, 1200)
    assert not int(dut.st_hi_ber.value)
    assert ev["lock_lost"] == 1


@pytest.mark.parametrize("top", ["lp_eth_pcs_tx", "lp_eth_pcs_rx"])
def test_lp_eth_pcs(top: str) -> None:
    tx = top.endswith("tx")
    hdl.run(top, __file__, {} if tx else PARAMS_RX, testcase="pcs_tx_blocks" if tx else "pcs_rx_blocks")
