"""10GBASE-R at the GT's 64b/66b gearbox interface, for cocotb (docs/eth.md, "Verification").

A reference model of the clause 49 code written for this tree, on the constants of cocotbext-eth
(`cocotbext.eth.constants`): 64b/66b encoding and decoding of every block type, the transmit and receive
state machines, the x^58 + x^39 + 1 scrambler. On top of it:

- `BaseRSerdesSource` (XgmiiFrames -> gt_rx_data/gt_rx_hdr/gt_rx_valid of a DUT, with the gearbox's
  data-valid pattern, bit slips requested by the DUT, bit errors and lost bits injected on the line);
- `BaseRSerdesSink` (gt_tx_data/gt_tx_hdr/gt_tx_seq of a DUT -> XgmiiFrames and the line's blocks);
- `Line`: a serial line between two such interfaces as a bit stream, for loopback with injected faults.

Words are (data, ctrl) with lane k in bits 8k..8k+7 and ctrl bit k, lane 0 first; blocks are (hdr, payload)
with bit 0 first on the line (the layout of lp_eth_pkg).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

import cocotb
from cocotb.handle import LogicArrayObject, LogicObject
from cocotb.triggers import ReadOnly, RisingEdge
from cocotbext.eth import XgmiiFrame
from cocotbext.eth.constants import (
    BaseRBlockType,
    BaseRCtrl,
    BaseRO,
    BaseRSync,
    XgmiiCtrl,
    baser_ctrl_to_xgmii_mapping,
    block_type_term_lane_mapping,
    xgmii_ctrl_to_baser_mapping,
)

Word = tuple[int, int]
Block = tuple[int, int]
M64 = (1 << 64) - 1
IDLE_WORD: Word = (0x0707070707070707, 0xFF)
ERROR_WORD: Word = (0xFEFEFEFEFEFEFEFE, 0xFF)
LF_WORD: Word = (0x0100009C0100009C, 0x11)
E_BLOCK: Block = (int(BaseRSync.CTRL), int(BaseRBlockType.CTRL) | sum(int(BaseRCtrl.ERROR) << (8 + 7 * j)
                                                                       for j in range(8)))
TERM_TYPES = {lane: int(bt) for bt, lane in block_type_term_lane_mapping.items()}
O_CODES = {int(XgmiiCtrl.SEQ_OS): int(BaseRO.SEQ_OS), int(XgmiiCtrl.SIG_OS): int(BaseRO.SIG_OS)}
O_CHARS = {v: k for k, v in O_CODES.items()}
CC = {int(k): int(v) for k, v in xgmii_ctrl_to_baser_mapping.items()}
XC = {int(k): int(v) for k, v in baser_ctrl_to_xgmii_mapping.items()}


def lanes(w: Word) -> list[tuple[int, int]]:
    return [((w[0] >> (8 * k)) & 0xFF, (w[1] >> k) & 1) for k in range(8)]


def word(ls: Iterable[tuple[int, int]]) -> Word:
    d = c = 0
    for k, (b, ctl) in enumerate(ls):
        d |= b << (8 * k)
        c |= ctl << k
    return d, c


# ------------------------------------------------------------------------------------------ encode
def encode(w: Word) -> tuple[str, Block]:
    """One XGMII word -> (type C/S/T/D/E, block); type E gives the error block."""
    ls = lanes(w)
    d, c = w
    if c == 0:
        return "D", (int(BaseRSync.DATA), d)

    def ccode(k: int) -> int | None:
        b, ctl = ls[k]
        return CC.get(b) if ctl else None

    def cbits(ks: Iterable[int]) -> int | None:
        v = 0
        for k in ks:
            cc = ccode(k)
            if cc is None:
                return None
            v |= cc << (8 + 7 * k)
        return v

    def has_e(ks: Iterable[int]) -> bool:
        return any(ls[k] == (int(XgmiiCtrl.ERROR), 1) for k in ks)

    def is_o(k: int) -> bool:
        return ls[k][1] == 1 and ls[k][0] in O_CODES

    def is_s(k: int) -> bool:
        return ls[k] == (int(XgmiiCtrl.START), 1)

    hi = d >> 40 << 40
    lo = (d & 0xFFFFFF00)
    ctrl = int(BaseRSync.CTRL)
    if c == 0xFF and (v := cbits(range(8))) is not None:
        return ("E" if has_e(range(8)) else "C"), (ctrl, v | int(BaseRBlockType.CTRL))
    if c == 0x01 and is_s(0):
        return "S", (ctrl, (d & ~0xFF & M64) | int(BaseRBlockType.START_0))
    if c == 0x1F and (v := cbits(range(4))) is not None and (is_s(4) or is_o(4)):
        t = "E" if has_e(range(4)) else ("S" if is_s(4) else "C")
        bt = BaseRBlockType.START_4 if is_s(4) else BaseRBlockType.OS_4
        o4 = 0 if is_s(4) else O_CODES[ls[4][0]]
        return t, (ctrl, hi | (o4 << 36) | v | int(bt))
    if c == 0x11 and is_o(0) and (is_s(4) or is_o(4)):
        bt = BaseRBlockType.OS_START if is_s(4) else BaseRBlockType.OS_04
        o4 = 0 if is_s(4) else O_CODES[ls[4][0]]
        return ("S" if is_s(4) else "C"), (ctrl, hi | (o4 << 36) | (O_CODES[ls[0][0]] << 32) | lo | int(bt))
    if c == 0xF1 and is_o(0) and (v := cbits(range(4, 8))) is not None:
        return ("E" if has_e(range(4, 8)) else "C"), (ctrl, v | (O_CODES[ls[0][0]] << 32) | lo
                                                      | int(BaseRBlockType.OS_0))
    for k in range(8):
        if c == (0xFF << k) & 0xFF and ls[k] == (int(XgmiiCtrl.TERM), 1):
            v = cbits(range(k + 1, 8))
            if v is not None:
                data = sum(ls[i][0] << (8 + 8 * i) for i in range(k))
                return "T", (ctrl, TERM_TYPES[k] | data | v)
    return "E", E_BLOCK


class TxStateMachine:
    """Clause 49 transmit state machine: the block sent for each word."""

    def __init__(self) -> None:
        self.st = "C"

    def step(self, w: Word) -> Block:
        t, blk = encode(w)
        nxt = {"C": {"C": "C", "S": "D"}, "T": {"C": "C", "S": "D"}, "D": {"D": "D", "T": "T"},
               "E": {"C": "C", "D": "D", "T": "T", "S": "D"}}[self.st].get(t)
        self.st = nxt or "E"
        return blk if nxt is not None else E_BLOCK


# ------------------------------------------------------------------------------------------ decode
def decode(b: Block) -> tuple[str, Word]:
    """One block -> (type C/S/T/D/E, word); type E gives the word that was decoded (errors as /E/)."""
    hdr, p = b
    if hdr == int(BaseRSync.DATA):
        return "D", (p, 0)
    if hdr != int(BaseRSync.CTRL):
        return "E", ERROR_WORD
    bt = p & 0xFF

    def cx(j: int) -> tuple[int, bool]:
        code = (p >> (8 + 7 * j)) & 0x7F
        return XC.get(code, int(XgmiiCtrl.ERROR)), code in XC and code != int(BaseRCtrl.ERROR)

    def dlane(k: int) -> tuple[int, int]:
        return (p >> (8 * k)) & 0xFF, 0

    def ox(shift: int) -> tuple[int, bool]:
        o = (p >> shift) & 0xF
        return O_CHARS.get(o, int(XgmiiCtrl.SEQ_OS)), o in O_CHARS

    s_ = (int(XgmiiCtrl.START), 1)
    if bt == BaseRBlockType.CTRL:
        cs = [cx(j) for j in range(8)]
        return ("C" if all(ok for _, ok in cs) else "E"), word((ch, 1) for ch, _ in cs)
    if bt in (BaseRBlockType.OS_4, BaseRBlockType.START_4):
        cs = [cx(j) for j in range(4)]
        o4, ok4 = ox(36)
        start = bt == BaseRBlockType.START_4
        ls = [(ch, 1) for ch, _ in cs] + [s_ if start else (o4, 1)] + [dlane(k) for k in (5, 6, 7)]
        ok = all(ok for _, ok in cs) and (start or ok4)
        return ("E" if not ok else "S" if start else "C"), word(ls)
    if bt in (BaseRBlockType.OS_START, BaseRBlockType.OS_04):
        o0, ok0 = ox(32)
        o4, ok4 = ox(36)
        start = bt == BaseRBlockType.OS_START
        ls = [(o0, 1)] + [dlane(k) for k in (1, 2, 3)] + [s_ if start else (o4, 1)] + [dlane(k) for k in (5, 6, 7)]
        ok = ok0 and (start or ok4)
        return ("E" if not ok else "S" if start else "C"), word(ls)
    if bt == BaseRBlockType.START_0:
        return "S", word([s_] + [dlane(k) for k in range(1, 8)])
    if bt == BaseRBlockType.OS_0:
        o0, ok0 = ox(32)
        cs = [cx(j) for j in range(4, 8)]
        ls = [(o0, 1)] + [dlane(k) for k in (1, 2, 3)] + [(ch, 1) for ch, _ in cs]
        return ("C" if ok0 and all(ok for _, ok in cs) else "E"), word(ls)
    if bt in block_type_term_lane_mapping:
        k = block_type_term_lane_mapping[BaseRBlockType(bt)]
        ls = [((p >> (8 + 8 * i)) & 0xFF, 0) for i in range(k)] + [(int(XgmiiCtrl.TERM), 1)]
        valid = True
        for j in range(k + 1, 8):
            code = (p >> (8 + 7 * j)) & 0x7F
            valid &= code in XC
            ls.append((XC.get(code, int(XgmiiCtrl.ERROR)), 1))
        return ("T" if valid else "E"), word(ls)
    return "E", ERROR_WORD


class RxStateMachine:
    """Clause 49 receive state machine: a /T/ block counts only when the next block is C or S."""

    def __init__(self) -> None:
        self.st = "C"

    def step(self, cur: tuple[str, Word], nxt_type: str) -> Word:
        t, w = cur
        cs = nxt_type in ("C", "S")
        if self.st in ("C", "T"):
            nxt = {"C": "C", "S": "D"}.get(t)
        elif self.st == "D":
            nxt = "D" if t == "D" else ("T" if t == "T" and cs else None)
        else:
            nxt = {"C": "C", "D": "D", "S": "D"}.get(t) or ("T" if t == "T" and cs else None)
        self.st = nxt or "E"
        return w if nxt is not None else ERROR_WORD


# ------------------------------------------------------------------------------------------ scrambler
class Scrambler:
    def __init__(self, state: int = (1 << 58) - 1) -> None:
        self.s = state

    def scramble(self, d: int) -> int:
        out = 0
        s = self.s
        for i in range(64):
            b = ((d >> i) ^ (s >> 38) ^ (s >> 57)) & 1
            out |= b << i
            s = ((s << 1) | b) & ((1 << 58) - 1)
        self.s = s
        return out


class Descrambler:
    def __init__(self) -> None:
        self.s = 0

    def descramble(self, d: int) -> int:
        out = 0
        s = self.s
        for i in range(64):
            b = (d >> i) & 1
            out |= ((b ^ (s >> 38) ^ (s >> 57)) & 1) << i
            s = ((s << 1) | b) & ((1 << 58) - 1)
        self.s = s
        return out


# ------------------------------------------------------------------------------------------ frames <-> words
def frame_words(frames: Iterable[bytes | XgmiiFrame], ifg: int = 12) -> list[Word]:
    """XGMII words of frames (each with its preamble, as XgmiiFrame data): every start in lane 0 or 4, the
    gaps `ifg` bytes on average with the deficit idle count of lp_eth_mac_tx, then idles to a word end."""
    out: list[tuple[int, int]] = []
    dic = 0
    for fr in frames:
        data = bytes(fr.data) if isinstance(fr, XgmiiFrame) else bytes(fr)
        if out:
            end = len(out) - 1                      # the /T/
            s = end + ifg + (-(end + ifg)) % 4      # first start in lane 0 or 4 with a full gap
            x = s - end - ifg
            if x > 0 and dic + 4 - x <= 3:
                s -= 4
                dic += 4 - x
            else:
                dic = max(0, dic - x)
            out += [(int(XgmiiCtrl.IDLE), 1)] * (s - end - 1)
        out.append((int(XgmiiCtrl.START), 1))
        out += [(b, 0) for b in data[1:]]
        out.append((int(XgmiiCtrl.TERM), 1))
    out += [(int(XgmiiCtrl.IDLE), 1)] * ((-len(out)) % 8 + 8)
    return [word(out[i:i + 8]) for i in range(0, len(out), 8)]


class FrameAssembler:
    """XGMII words -> XgmiiFrames (preamble included, as cocotbext-eth's XgmiiSink gives them); a frame
    that a control character other than /T/ ends is kept with `error` set."""

    def __init__(self) -> None:
        self.cur: bytearray | None = None
        self.frames: list[XgmiiFrame] = []
        self.errors: list[XgmiiFrame] = []

    def push(self, w: Word) -> None:
        for b, ctl in lanes(w):
            if self.cur is None:
                if ctl and b == XgmiiCtrl.START:
                    self.cur = bytearray([0x55])
            elif not ctl:
                self.cur.append(b)
            else:
                fr = XgmiiFrame(bytes(self.cur))
                (self.frames if b == XgmiiCtrl.TERM else self.errors).append(fr)
                self.cur = None
                if b == XgmiiCtrl.START:
                    self.cur = bytearray([0x55])


# ------------------------------------------------------------------------------------------ line, BFMs
class Line:
    """A serial line as a bit stream: blocks go in (header first), the receiving gearbox takes 66-bit
    windows; a slip moves its window by one bit; errors flip bits, `lose_bit` drops one."""

    def __init__(self) -> None:
        self.bits = 0
        self.n = 0
        self.skip = 0      # bits to drop that were not on the line yet

    def put(self, b: Block) -> None:
        self.bits |= ((b[0] & 3) | ((b[1] & M64) << 2)) << self.n
        self.n += 66
        while self.skip and self.n:
            self.skip -= 1
            self.lose_bit()

    def flip(self, offset: int) -> None:
        """Flip the bit `offset` bits after the first bit the receiver has not taken yet."""
        self.bits ^= 1 << offset

    def lose_bit(self) -> None:
        if self.n == 0:
            self.skip += 1
            return
        self.bits >>= 1
        self.n -= 1

    def slip(self) -> None:
        self.lose_bit()

    def take(self) -> Block | None:
        if self.n < 66:
            return None
        v = self.bits & ((1 << 66) - 1)
        self.bits >>= 66
        self.n -= 66
        return v & 3, v >> 2


class BaseRSerdesSource:
    """Drives a DUT's receive gearbox interface (data, hdr, valid) from XgmiiFrames or words: encodes,
    scrambles and sends one block per valid cycle, idles when there is nothing to send. `pause_every`:
    valid low one cycle in that many (33: the synchronous gearbox at 64 bits). `slip`: the DUT's request
    to move the block boundary by one bit."""

    def __init__(self, data: LogicArrayObject, hdr: LogicArrayObject, valid: LogicObject, clock: LogicObject,
                 slip: LogicObject | None = None, pause_every: int = 33) -> None:
        self.data, self.hdr, self.valid, self.clock, self.slip_sig = data, hdr, valid, clock, slip
        self.pause_every = pause_every
        self.words: deque[Word | tuple[str, Block]] = deque()   # words, or ("block", raw block)
        self.log: list[Block] = []                               # every block sent, before scrambling
        self.enc = TxStateMachine()
        self.scr = Scrambler()
        self.line = Line()
        self.blocks_sent = 0
        self._cr = cocotb.start_soon(self._run())

    def send_frames(self, frames: Iterable[bytes | XgmiiFrame], ifg: int = 12) -> None:
        self.words.extend(frame_words(frames, ifg))

    def send_words(self, words: Iterable[Word]) -> None:
        self.words.extend(words)

    def send_block(self, b: Block) -> None:
        """A raw block (any header, any payload) in place of a word."""
        self.words.append(("block", b))

    def idle(self) -> bool:
        return not self.words

    async def _run(self) -> None:
        cyc = 0
        self.valid.value = 0
        while True:
            await RisingEdge(self.clock)
            if self.slip_sig is not None and int(self.slip_sig.value):
                self.line.slip()
            cyc += 1
            v = self.pause_every == 0 or cyc % self.pause_every != 0
            if v:
                while self.line.n < 66:
                    w = self.words.popleft() if self.words else IDLE_WORD
                    if isinstance(w[0], str):   # ("block", raw block)
                        hdr, p = w[1]
                    else:
                        hdr, p = self.enc.step(w)
                    self.log.append((hdr, p))
                    self.line.put((hdr, self.scr.scramble(p)))
                blk = self.line.take()
                assert blk is not None
                self.hdr.value, self.data.value = blk
                self.blocks_sent += 1
            self.valid.value = int(v)


class BaseRSerdesSink:
    """Reads a DUT's transmit gearbox interface (data, hdr, seq): one block per cycle with seq != 32,
    descrambled and decoded; frames as XgmiiFrames in `frames`, every block in `blocks` if keep_blocks."""

    def __init__(self, data: LogicArrayObject, hdr: LogicArrayObject, seq: LogicArrayObject, clock: LogicObject,
                 keep_blocks: bool = False) -> None:
        self.data, self.hdr, self.seq, self.clock = data, hdr, seq, clock
        self.dsc = Descrambler()
        self.asm = FrameAssembler()
        self.keep_blocks = keep_blocks
        self.blocks: list[Block] = []
        self.words: list[Word] = []
        self.n_blocks = 0
        self._cr = cocotb.start_soon(self._run())

    @property
    def frames(self) -> list[XgmiiFrame]:
        return self.asm.frames

    async def _run(self) -> None:
        while True:
            await RisingEdge(self.clock)
            await ReadOnly()
            if int(self.seq.value) == 32:
                continue
            blk = (int(self.hdr.value), self.dsc.descramble(int(self.data.value)))
            self.n_blocks += 1
            t, w = decode(blk)
            if self.keep_blocks:
                self.blocks.append(blk)
                self.words.append(w)
            self.asm.push(w if t != "E" else ERROR_WORD)
