"""lp_cell_tx on its own: frames in, cells on the line decoded with the Python codec (header CRC,
payload CRC, first/last/len/seq), the destination from tdest or from lookup results that may arrive
late (the transmitter must wait, losing nothing), and frames without a route discarded. Control and
sync cells from the ctl_* port (message in the last payload words, payload CRC computed here over the
whole payload area, priority over data, every drop counted), alignment of the slot timer (a realign
mid-cell aborts the cell, which is sent again whole), cfg_tx_en never cutting a cell, and the receive
schedule pass-through cur_rx_*.

The round-robin table is a Python model of lp_rr_table's look-ahead ports: tbl_nx and tbl_jn answer
the slot of the previous clock, tbl_al within the clock."""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSource

from lightpath.cell import CellHeader, Kind, generated as cellfmt, pcrc
from lightpath.flow import hdl

NODE, DST = 2, 3
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
PREAMBLE = int(cellfmt.SLOT["preamble_pattern"])
HDR_WORDS = cellfmt.HEADER_WORDS
LINE_WORDS = 1 + HDR_WORDS + PAYLOAD // 8          # preamble + header + payload of one cell
GUARD, PRE = 2, 1
SW = GUARD + PRE + HDR_WORDS + PAYLOAD // 8          # slot words
LEAD = cellfmt.MSG_TX_LEAD
MSG_WORDS, MSG_BITS = cellfmt.MSG_WORDS, cellfmt.MSG_BITS
M64 = (1 << 64) - 1
EVENTS = ("ev_cell_sent", "ev_fake_sent", "ev_ctl_sent", "ev_ctl_drop", "ev_slot_adjust", "ev_slot_realign",
          "ev_vq_late", "ev_req_sent", "ev_agg_sent", "ev_agg_relayed")


@dataclass
class Entry:
    valid: int = 1
    wl: int = 1
    dst: int = DST
    rx_valid: int = 0
    rx_src: int = 0


@dataclass
class Cell:
    hdr: CellHeader
    payload: bytes       # the whole payload area
    slot: int            # timer slot it was sent in
    cycle: int           # clock of its preamble word on the line


def msg_bytes(msg: int) -> bytes:
    """The message as the last MSG_WORDS words of the payload area: word i = msg bits
    [MSG_BITS-1-64i -: 64] as a line word, i.e. payload bytes in line-word byte order (byte 0 = bits 7:0)."""
    return b"".join(((msg >> (MSG_BITS - 64 * (i + 1))) & M64).to_bytes(8, "little") for i in range(MSG_WORDS))


class Env:
    def __init__(self, dut, table: list[Entry] | None = None) -> None:
        self.dut = dut
        self.table = table or [Entry()]
        self.cells: list[Cell] = []
        self.truncated: list[tuple[int, int, int]] = []   # (cycle, words, slot) of bursts cut short
        self.results: deque[tuple[int, int]] = deque()    # (drop, node) per frame, in order
        self.release_at = 0                               # cycle before which no lookup result is shown
        self.cycle = 0
        self.ev: Counter[str] = Counter()
        self.ev_cycles: dict[str, list[int]] = {k: [] for k in EVENTS}
        self.readies: list[tuple[int, int, int]] = []     # (cycle, dst, slot) of ctl_ready
        self.handed: list[tuple[int, int, int, int]] = [] # (cycle, dst, kind, msg) of each hand-over
        self.starts: list[dict] = []                      # slot_start: cycle, on, wl, rx_valid, rx_src, slot
        self.pretune: dict[int, tuple[int, int]] = {}     # cycle -> (next_valid, next_wl)
        self.policy: Callable[[int], tuple[int, int] | None] | None = None  # ctl_ready dst -> (kind, msg)
        self.hooks: list[Callable[[Env], bool | None]] = []  # per clock; return False to be removed
        self.once: dict[str, int] = {}                    # one-clock inputs of the next clock
        self.sets: dict[str, int] = {}                    # persistent inputs from the next clock on
        self.burst: list[int] = []
        self.defaults = {"align": 0, "align_slot": 0, "ctl_valid": 0}

    async def start(self, lookup: bool = False, tx_en: int = 1, ctl_en: int = 0, guard: int = GUARD) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        for sig, val in (("align", 0), ("align_slot", 0), ("cfg_lookup_en", int(lookup)), ("lk_valid", 0),
                         ("lk_drop", 0), ("lk_node", 0), ("cfg_fake_en", 0), ("cfg_idle_en", 0), ("cfg_arbiter_id", 0),
                         ("cfg_tx_en", tx_en), ("cfg_ctl_en", ctl_en), ("ctl_valid", 0),
                         ("ctl_kind", int(Kind.CTRL)), ("ctl_msg", 0), ("cfg_node_id", NODE),
                         ("cfg_guard", guard), ("cfg_preamble", PRE), ("cfg_table_len", len(self.table)),
                         ("tbl_nx", 0), ("tbl_jn", 0), ("tbl_al", 0), ("m_cell_tready", 1), ("cfg_voq", 1),
                         ("vq_valid", 0), ("vq_data", 0),
                         ("vq_last", 0), ("ocs_req_v", 0), ("ocs_req_src", 0), ("ocs_req_dst", 0), ("ocs_req_vol", 0),
                         ("ocs_req_svc", 0), ("ocs_req_job", 0), ("cq_v", 0), ("cq_op", 0), ("cq_dst", 0),
                         ("cq_eff", 0), ("s_axis_tagg", 0), ("agg_job", 0), ("agg_all", 0), ("agg_tell", 0)):
            getattr(d, sig).value = val
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(d, "s_axis"), d.clk, d.rst)
        self.src.log.setLevel("WARNING")
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.lookup_model())
        cocotb.start_soon(self.loop())

    async def lookup_model(self) -> None:
        """First-word-fall-through queue of lookup results, shown from `release_at` on."""
        d = self.dut
        while True:
            show = bool(self.results) and self.cycle >= self.release_at
            d.lk_valid.value = int(show)
            if show:
                d.lk_drop.value, d.lk_node.value = self.results[0]
            await ReadOnly()
            popped = show and d.lk_pop.value == 1
            await RisingEdge(d.clk)
            if popped:
                self.results.popleft()

    def entry(self, slot: int) -> int:
        """The table's entry as a look-ahead port shows it: {rx_valid, rx_src, valid, wl, dst}, zeroed
        fields of an invalid half, slots beyond the table invalid."""
        e = self.table[slot] if slot < len(self.table) else Entry(valid=0, wl=0, dst=0)
        tx = (1 << 16) | (e.wl << 8) | e.dst if e.valid else 0
        rx = (1 << 25) | (e.rx_src << 17) if e.rx_valid else 0
        return rx | tx

    async def loop(self) -> None:
        """Per clock: inputs after the rising edge, the table model at the falling edge (tbl_nx/tbl_jn for
        the slots asked in the last clock, tbl_al for align_slot of this clock), everything sampled at
        the end."""
        d = self.dut
        hand: tuple[int, int] | None = None
        ask_nx = ask_jn = 0
        prev_once: set[str] = set()
        start_pending: dict | None = None
        burst_slot = burst_cycle = 0
        while True:
            await RisingEdge(d.clk)
            self.cycle += 1
            once, self.once = self.once, {}
            if hand is not None:
                once.setdefault("ctl_valid", 1)
                once["ctl_kind"], once["ctl_msg"] = hand
            for sig in prev_once - set(once):
                if sig in self.defaults:
                    getattr(d, sig).value = self.defaults[sig]
            for sig, val in list(self.sets.items()) + list(once.items()):
                getattr(d, sig).value = val
            self.sets = {}
            prev_once = set(once)
            hand = None

            await FallingEdge(d.clk)
            d.tbl_nx.value = self.entry(ask_nx)
            d.tbl_jn.value = self.entry(ask_jn)
            d.tbl_al.value = self.entry(d.tbl_al_slot.value.to_unsigned())
            ask_nx, ask_jn = d.tbl_nx_slot.value.to_unsigned(), d.tbl_jn_slot.value.to_unsigned()

            await ReadOnly()
            for k in EVENTS:
                if getattr(d, k).value == 1:
                    self.ev[k] += 1
                    self.ev_cycles[k].append(self.cycle)
            self.pretune[self.cycle] = (int(d.next_valid.value), d.next_wl.value.to_unsigned())
            if start_pending is not None:  # dbg_slot trails the timer by one clock
                start_pending["slot"] = d.dbg_slot.value.to_unsigned()
                self.starts.append(start_pending)
                start_pending = None
            if d.slot_start.value == 1:
                start_pending = {"cycle": self.cycle, "on": int(d.slot_on.value), "wl": d.slot_wl.value.to_unsigned(),
                                 "rx_valid": int(d.cur_rx_valid.value), "rx_src": d.cur_rx_src.value.to_unsigned()}
            if d.ots_tx_valid.value == 1:
                if not self.burst:
                    burst_slot, burst_cycle = d.dbg_slot.value.to_unsigned(), self.cycle
                self.burst.append(d.ots_tx_data.value.to_unsigned())
            elif self.burst:
                self.finish(self.burst, burst_slot, burst_cycle)
                self.burst = []
            hooks, self.hooks = self.hooks, []  # hooks added now (also by the policy) run from the next clock
            self.hooks = [h for h in hooks if h(self) is not False] + self.hooks
            if d.ctl_ready.value == 1:
                dst = d.ctl_ready_dst.value.to_unsigned()
                self.readies.append((self.cycle, dst, d.dbg_slot.value.to_unsigned()))
                if self.policy is not None:
                    hand = self.policy(dst)
                    if hand is not None:
                        self.handed.append((self.cycle + 1, dst, hand[0], hand[1]))

    def finish(self, burst: list[int], slot: int, cycle: int) -> None:
        if len(burst) != LINE_WORDS:
            assert len(burst) < LINE_WORDS, f"burst of {len(burst)} words"
            self.truncated.append((cycle, len(burst), slot))
            return
        assert burst[0] == PREAMBLE, "cell does not start with the preamble"
        hdr_int = 0
        for w in burst[1 : 1 + HDR_WORDS]:
            hdr_int = (hdr_int << 64) | w
        h = CellHeader.from_int(hdr_int)  # raises on a header CRC error
        payload = b"".join(w.to_bytes(8, "little") for w in burst[1 + HDR_WORDS :])
        assert len(payload) == PAYLOAD and pcrc(payload) == h.pcrc, "payload CRC"
        self.cells.append(Cell(h, payload, slot, cycle))

    def data_cells(self) -> list[Cell]:
        return [c for c in self.cells if c.hdr.kind == Kind.DATA]

    def ctl_cells(self) -> list[Cell]:
        return [c for c in self.cells if c.hdr.kind in (Kind.CTRL, Kind.SYNC)]

    async def clocks(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clk)

    async def wait_for(self, cond: Callable[[], bool], limit: int = 40000, what: str = "") -> None:
        for _ in range(limit):
            await RisingEdge(self.dut.clk)
            if cond():
                return
        raise AssertionError(f"timeout waiting for {what}")


def frames_from(cells: list[Cell]) -> list[tuple[int, bytes]]:
    out, cur = [], bytearray()
    for c in cells:
        h = c.hdr
        assert h.kind == Kind.DATA and h.src == NODE and h.hop == h.dst
        if h.first:
            cur = bytearray()
        cur += c.payload[: h.len]
        if h.last:
            out.append((h.dst, bytes(cur)))
    return out


def check_ctl_cell(c: Cell, dst: int, kind: int, msg: int) -> None:
    """A control/sync cell decoded by the codec: every header field and the payload area bit-exact."""
    expect = CellHeader(kind=kind, src=NODE, dst=dst, hop=dst, pcrc=c.hdr.pcrc)
    assert c.hdr.to_int() == expect.to_int(), f"header {c.hdr} != {expect}"
    assert c.hdr.len == 0 and c.hdr.first == 0 and c.hdr.last == 0 and c.hdr.seq == 0 and c.hdr.frame_id == 0
    area = bytes(PAYLOAD - 8 * MSG_WORDS) + msg_bytes(msg)
    assert c.payload == area, "payload area: zeros, then the message in the last words"
    assert c.hdr.pcrc == pcrc(area)


@cocotb.test()
async def tdest_frames_to_cells(dut) -> None:
    env = Env(dut)
    await env.start(lookup=False)
    rng = random.Random(3)
    sent = [rng.randbytes(rng.choice([60, 511, 512, 513, 1024, 1500, 9000])) for _ in range(10)]
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=DST))
    await env.wait_for(lambda: len(frames_from(env.cells)) == len(sent), what="frames")
    assert frames_from(env.cells) == [(DST, f) for f in sent]
    seqs = [c.hdr.seq for c in env.cells]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), "seq per destination must count up"
    assert env.ev["ev_cell_sent"] == len(env.cells) and not env.truncated


@cocotb.test()
async def late_lookup_results_and_no_route(dut) -> None:
    """Results withheld for 300 cycles: the first cell waits, no beat is lost; a frame whose result
    says drop is discarded whole; later frames are unaffected."""
    env = Env(dut)
    await env.start(lookup=True)
    rng = random.Random(4)
    sent = [rng.randbytes(n) for n in (1500, 700, 2000, 100)]
    env.results.extend([(0, DST), (1, 0), (0, DST), (0, DST)])  # the second frame has no route
    env.release_at = 300
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=9))  # tuser must be ignored with the lookup on
    await env.wait_for(lambda: len(frames_from(env.cells)) == 3, what="frames")
    await env.clocks(2000)
    assert frames_from(env.cells) == [(DST, sent[0]), (DST, sent[2]), (DST, sent[3])]
    assert not env.results, "every result was consumed"


CTL_TABLE = [Entry(1, 1, 3, 1, 5), Entry(0, 0, 0, 1, 6), Entry(1, 2, 4, 0, 0), Entry(1, 1, 3, 1, 7)]


@cocotb.test()
async def ctl_cells_and_priority(dut) -> None:
    """With cfg_tx_en = 0 and cfg_ctl_en = 1 only ctrl/sync cells go out, each in the slot after its
    ctl_ready (preamble exactly LP_MSG_TX_LEAD + guard + 1 clocks after the hand-over), to
    ctl_ready_dst, with the SOA lit for exactly those slots on their table wavelength; a data cell
    waits. Then a message for the data cell's destination wins the slot (cfg_tx_en just raised) and
    the data cell goes in that destination's next slot."""
    env = Env(dut, list(CTL_TABLE))
    await env.start(tx_en=0, ctl_en=1)
    rng = random.Random(21)
    frame = rng.randbytes(100)
    await env.src.send(AxiStreamFrame(frame, tuser=DST))  # waits in its bank: cfg_tx_en = 0

    todo = [(Kind.CTRL if i % 2 else Kind.SYNC, rng.getrandbits(MSG_BITS)) for i in range(8)]
    todo[0] = (Kind.SYNC, (1 << MSG_BITS) - 1)  # all ones: every message bit lands somewhere
    todo[1] = (Kind.CTRL, 0x0123456789ABCDEF_FEDCBA9876543210_0F1E2D3C4B5A6978)
    queue = list(todo)
    await env.clocks(3 * SW)  # let the enables settle for a whole slot
    env.policy = lambda dst: queue.pop(0) if queue else None
    await env.wait_for(lambda: len(env.ctl_cells()) == len(todo), what="ctl cells")
    env.policy = None
    await env.clocks(4 * SW)

    # ctl_ready: once per slot whose next slot is valid, naming that slot's destination
    for cyc, dst, slot in env.readies:
        nxt = (slot + 1) % len(CTL_TABLE)
        assert CTL_TABLE[nxt].valid and dst == CTL_TABLE[nxt].dst, (cyc, dst, slot)
    gaps = {b[0] - a[0] for a, b in zip(env.readies, env.readies[1:])}
    assert gaps <= {SW, 2 * SW}, gaps  # one slot per cycle (slot 1) is invalid: no offer before it

    cells = env.ctl_cells()
    assert len(cells) == len(env.handed) == len(todo) and env.cells == cells, "only ctl cells with tx_en = 0"
    for c, (hcyc, dst, kind, msg), (k2, m2) in zip(cells, env.handed, todo):
        assert (kind, msg) == (k2, m2)
        check_ctl_cell(c, dst, kind, msg)
        assert c.cycle == hcyc + LEAD + GUARD + 1, (c.cycle, hcyc)  # preamble of the slot after the offer
        assert CTL_TABLE[c.slot].dst == dst
    lit = [s for s in env.starts if s["on"]]
    assert [(s["slot"], s["wl"]) for s in lit] == [(c.slot, CTL_TABLE[c.slot].wl) for c in cells]
    # the laser of each of those slots was pre-tuned (next_valid, next_wl) during the whole slot before
    for c in cells:
        first = c.cycle - GUARD - 1 - SW  # word 0 of the slot before (the line trails the timer by 1)
        assert {env.pretune[t] for t in range(first, first + SW)} == {(1, CTL_TABLE[c.slot].wl)}, c.slot
    assert env.ev["ev_ctl_sent"] == len(todo) and env.ev["ev_ctl_drop"] == 0 and env.ev["ev_cell_sent"] == 0

    # priority: offer for DST, raise cfg_tx_en with the hand-over: the message takes the slot
    prio_msg = rng.getrandbits(MSG_BITS)

    def prio(dst: int) -> tuple[int, int] | None:
        if dst != DST:
            return None
        env.policy = None
        env.sets["cfg_tx_en"] = 1
        return (Kind.CTRL, prio_msg)

    env.policy = prio
    await env.wait_for(lambda: len(env.data_cells()) == 1, what="the data cell")
    await env.clocks(SW)
    c_ctl, c_data = env.cells[-2:]
    check_ctl_cell(c_ctl, DST, Kind.CTRL, prio_msg)
    assert frames_from([c_data]) == [(DST, frame)]
    nxt = next(s for s in (c_ctl.slot + i for i in range(1, 5)) if CTL_TABLE[s % 4].dst == DST) % 4
    assert c_data.slot == nxt, (c_ctl.slot, c_data.slot)
    assert c_data.cycle - c_ctl.cycle == SW * ((nxt - c_ctl.slot) % 4)
    assert env.ev["ev_ctl_sent"] == len(todo) + 1 and env.ev["ev_cell_sent"] == 1 and env.ev["ev_ctl_drop"] == 0


@cocotb.test()
async def ctl_drops_counted(dut) -> None:
    """Every message that cannot be sent is counted once on ev_ctl_drop: ctl_valid without a ctl_ready
    before it, a kind that is not ctrl/sync, a table entry that changed (or became invalid) between the
    offer and the decision, a realign before its slot, a ctrl cell aborted in flight by a realign, and
    three of those in one clock (three pulses). A clean message still goes out afterwards."""
    table = [Entry(1, 1, 3), Entry(1, 2, 4), Entry(1, 3, 5)]
    env = Env(dut, table)
    await env.start(tx_en=0, ctl_en=1)
    rng = random.Random(22)
    await env.clocks(3 * SW)

    def snap() -> tuple[int, int, int]:
        return env.ev["ev_ctl_drop"], env.ev["ev_ctl_sent"], len(env.ctl_cells())

    async def check(base: tuple[int, int, int], drops: int, sent: int, what: str) -> None:
        await env.clocks(4 * SW)
        d0, s0, n0 = base
        assert env.ev["ev_ctl_drop"] - d0 == drops, (what, env.ev)
        assert env.ev["ev_ctl_sent"] - s0 == sent and len(env.ctl_cells()) - n0 == sent, (what, env.ev)

    def one_shot(fn: Callable[[int], tuple[int, int] | None]) -> None:
        def pol(dst: int) -> tuple[int, int] | None:
            env.policy = None
            return fn(dst)
        env.policy = pol

    def at_word(w: int, fn: Callable[[Env], None]) -> None:
        """Run fn (which sets next-clock inputs) when the timer was at word w in the previous clock."""
        def hook(e: Env) -> bool:
            if e.dut.dbg_word.value.to_unsigned() == w:
                fn(e)
                return False
            return True
        env.hooks.append(hook)

    # (a) a stray ctl_valid (no ctl_ready in the clock before: the timer at word 12)
    base = snap()
    at_word(10, lambda e: e.once.update(ctl_valid=1, ctl_msg=123))
    await check(base, 1, 0, "stray")

    # (b) kinds that are not ctrl/sync
    for k in (Kind.DATA, Kind.FAKE):
        base = snap()
        def kind_k(dst: int, k: Kind = k) -> tuple[int, int]:
            return (k, 1)
        one_shot(kind_k)
        await check(base, 1, 0, f"kind {k}")

    # (c, d) the table entry of the slot changes between the offer and the decision (as a table swap at
    # the cycle boundary would): another destination, then no longer valid
    for change in ({"dst": 6}, {"valid": 0}):
        saved: dict[int, Entry] = {}

        def swap(dst: int, change=change, saved=saved) -> tuple[int, int] | None:
            env.policy = None
            idx = next(i for i, e in enumerate(table) if e.dst == dst)
            saved[idx] = Entry(**vars(table[idx]))
            for k, v in change.items():
                setattr(table[idx], k, v)
            return (Kind.SYNC, rng.getrandbits(MSG_BITS))

        base = snap()
        env.policy = swap
        def swapped(saved: dict[int, Entry] = saved) -> bool:
            return bool(saved)
        await env.wait_for(swapped, what="offer")
        await env.clocks(LEAD + 3)
        for i, e in saved.items():
            table[i] = e
        await check(base, 1, 0, f"table change {change}")

    # (e) a realign between the hand-over and the decision: offer (word SW-1-LEAD), hand-over, then
    # align in the next clock (word SW-LEAD+1, far from a boundary: a realign)
    def realign_after_handover(dst: int) -> tuple[int, int] | None:
        env.policy = None
        env.hooks.append(lambda e: e.once.update(align=1, align_slot=0) or False)
        return (Kind.CTRL, rng.getrandbits(MSG_BITS))

    base, r0 = snap(), env.ev["ev_slot_realign"]
    env.policy = realign_after_handover
    await check(base, 1, 0, "realign before the slot")
    assert env.ev["ev_slot_realign"] == r0 + 1

    # (f) a ctrl cell in flight aborted by a realign: truncated burst, no ev_ctl_sent, one drop
    def abort_at_20(e: Env) -> bool:
        if len(e.burst) == 20:
            e.once.update(align=1, align_slot=2)
            return False
        return True

    base, t0 = snap(), len(env.truncated)
    one_shot(lambda dst: (Kind.CTRL, rng.getrandbits(MSG_BITS)))
    env.hooks.append(abort_at_20)
    await check(base, 1, 0, "ctrl cell aborted")
    assert len(env.truncated) == t0 + 1 and env.truncated[-1][1] == 22, env.truncated

    # (g) three in one clock: a sync cell in flight in slot k, the next message handed over for slot k+1,
    # and in the clock after that hand-over a stray ctl_valid together with a realign
    n_offers = [0]

    def two(dst: int) -> tuple[int, int] | None:
        n_offers[0] += 1
        if n_offers[0] == 2:  # offer (clock c) -> hand-over (c+1) -> stray + realign (c+2)
            env.policy = None
            env.hooks.append(lambda e: e.once.update(align=1, align_slot=e.readies[-1][2], ctl_valid=1) or False)
        return (Kind.SYNC, rng.getrandbits(MSG_BITS))

    base, t0 = snap(), len(env.truncated)
    env.policy = two
    await check(base, 3, 0, "three at once")
    assert len(env.truncated) == t0 + 1
    last3 = env.ev_cycles["ev_ctl_drop"][-3:]
    assert last3[2] - last3[0] == 2, last3  # one pulse per clock, back to back

    # a clean message after all that
    msg = rng.getrandbits(MSG_BITS)
    base = snap()
    one_shot(lambda dst: (Kind.CTRL, msg))
    await check(base, 0, 1, "clean")
    check_ctl_cell(env.ctl_cells()[-1], env.handed[-1][1], Kind.CTRL, msg)


@cocotb.test()
async def realign_mid_cell_resend(dut) -> None:
    """Data cells in flight are cut by realigns at several points (guard, header, payload, next to the
    last word): the line and the SOA go dark from the next clock, the truncated burst is the only damage,
    the cell is resent whole in a later slot, every frame arrives once, in order, seq without gaps.
    One-word corrections (early: word 1 repeated; late: word 0 skipped) never abort a cell."""
    table = [Entry(1, 1, DST, 1, 4), Entry(1, 2, DST, 1, 5)]
    env = Env(dut, table)
    await env.start()
    rng = random.Random(5)
    sent = [rng.randbytes(n) for n in (1500, 3000, 700, 2500, 600)]
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=DST))

    aligns: list[tuple[int, str]] = []  # (cycle of align, kind)
    # int n: realign when n words of the cell are on the line (the timer is then 2 words further)
    plan: list[str | int] = ["start", 1, 3, 40, 66, "early", "late", 10]

    def hook(e: Env) -> bool:
        if not plan:
            return False
        p, d = plan[0], e.dut
        starting = d.slot_start.value == 1 and d.slot_on.value == 1  # timer at word 0 of a lit slot
        cur = d.dbg_slot.value.to_unsigned()                         # timer slot of the previous clock
        if p in ("start", "early") and starting:
            s = (cur + 1) % 2  # the slot starting now; next clock is its word 1 (a guard word)
            e.once.update(align=1, align_slot=(1 - s) if p == "start" else s)
        elif p == "late" and len(e.burst) == LINE_WORDS - 2:
            e.once.update(align=1, align_slot=1 - cur)  # next clock: the timer's last word, grid's next slot
        elif isinstance(p, int) and len(e.burst) == p and (not aligns or e.cycle > aligns[-1][0] + 3):
            e.once.update(align=1, align_slot=1 - cur)  # (not the tail of a burst cut just before)
        else:
            return True
        aligns.append((e.cycle + 1, "adjust" if p in ("early", "late") else "realign"))
        plan.pop(0)
        return True

    env.hooks.append(hook)
    await env.wait_for(lambda: len(frames_from(env.data_cells())) == len(sent), limit=80000, what="frames")
    await env.clocks(2 * SW)
    assert not plan, plan
    assert frames_from(env.data_cells()) == [(DST, f) for f in sent]
    seqs = [c.hdr.seq for c in env.data_cells()]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), "each cell exactly once"
    n_re = sum(1 for _, k in aligns if k == "realign")
    assert env.ev["ev_slot_realign"] == n_re and env.ev["ev_slot_adjust"] == 2, (env.ev, aligns)
    # a burst cut at every realign except the one in the guard (nothing on the line yet)
    assert sorted(w for _, w, _ in env.truncated) == [3, 5, 12, 42, 68], env.truncated
    assert env.ev["ev_cell_sent"] == len(env.data_cells())
    # the SOA: in the clock after each realign, slot_start with slot_on low
    for cyc, k in aligns:
        if k == "realign":
            s = next(s for s in env.starts if s["cycle"] == cyc + 1)
            assert s["on"] == 0, s
            assert s["slot"] in (0, 1) and s["rx_src"] == table[s["slot"]].rx_src
    # no light outside the cells: every lit slot carried a complete cell or a cut one
    lit = [s for s in env.starts if s["on"]]
    assert len(lit) == len(env.data_cells()) + len(env.truncated) + 1, (len(lit), len(env.cells))


@cocotb.test()
async def realign_resend_keeps_order(dut) -> None:
    """A 2-cell frame sent at every phase of the slot, its first cell cut by a realign next to its end:
    whatever the state of the other bank (still filling, or filled with the frame's second cell while
    the first was on the line), the first cell is resent before the second, the frame arrives intact."""
    env = Env(dut, [Entry(1, 1, DST), Entry(1, 2, DST)])
    await env.start()
    rng = random.Random(7)
    await env.clocks(3 * SW)
    sent = []
    for off in range(0, SW, 4):
        n0, t0 = len(env.data_cells()), len(env.truncated)
        await env.wait_for(lambda: env.dut.slot_start.value == 1, what="slot start")
        await env.clocks(off)
        frame = rng.randbytes(2 * PAYLOAD)
        sent.append(frame)
        armed = [True]

        def hook(e: Env, armed=armed) -> bool:
            if len(e.burst) == LINE_WORDS - 3:
                e.once.update(align=1, align_slot=1 - e.dut.dbg_slot.value.to_unsigned())
                armed[0] = False
                return False
            return True

        env.hooks.append(hook)
        await env.src.send(AxiStreamFrame(frame, tuser=DST))
        def arrived(n0: int = n0) -> bool:
            return len(env.data_cells()) == n0 + 2
        await env.wait_for(arrived, what="the frame")
        assert not armed[0] and len(env.truncated) == t0 + 1, off
        assert frames_from(env.data_cells()) == [(DST, f) for f in sent], f"offset {off}"
    seqs = [c.hdr.seq for c in env.data_cells()]
    assert seqs == list(range(len(seqs)))


@cocotb.test()
async def tx_en_falling_mid_cell(dut) -> None:
    """cfg_tx_en falling in the middle of a cell does not cut it (nor the SOA's slot); no new cell starts
    while it is low; raised again, the rest of the traffic goes out intact."""
    env = Env(dut)
    await env.start()
    rng = random.Random(6)
    sent = [rng.randbytes(n) for n in (3000, 2000)]
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=DST))
    off: list[int] = []

    def hook(e: Env) -> bool:
        if len(e.burst) == 30 and len(e.data_cells()) == 1:
            e.sets["cfg_tx_en"] = 0
            off.append(e.cycle + 1)
            return False
        return True

    env.hooks.append(hook)
    await env.wait_for(lambda: bool(off), what="tx_en off")
    n_off = len(env.cells)
    await env.clocks(6 * SW)
    assert len(env.cells) == n_off + 1 and not env.truncated, "the cell in flight completes"
    assert env.cells[-1].cycle < off[0], "and no cell starts while tx_en is low"
    assert all(not s["on"] for s in env.starts if s["cycle"] > off[0] + SW)
    env.dut.cfg_tx_en.value = 1
    await env.wait_for(lambda: len(frames_from(env.data_cells())) == len(sent), what="frames")
    assert frames_from(env.data_cells()) == [(DST, f) for f in sent] and not env.truncated


@cocotb.test()
async def cur_rx_schedule(dut) -> None:
    """cur_rx_valid/cur_rx_src are the table's receive entry of the slot that starts at slot_start,
    from that clock on (also with the transmitter idle), and follow a realign into the slot jumped to."""
    table = [Entry(1, 1, 3, 1, 9), Entry(0, 0, 0, 1, 4), Entry(1, 2, 4, 0, 0), Entry(0, 0, 0, 1, 2),
             Entry(1, 3, 5, 1, 1)]
    env = Env(dut, table)
    await env.start(tx_en=0)
    await env.clocks(2 * len(table) * SW)
    jumped: list[int] = []

    def hook(e: Env) -> bool:
        if e.dut.dbg_word.value.to_unsigned() == 20 and e.dut.dbg_slot.value.to_unsigned() == 0:
            e.once.update(align=1, align_slot=3)
            jumped.append(e.cycle + 1)
            return False
        return True

    env.hooks.append(hook)
    await env.clocks(2 * len(table) * SW)
    assert len(env.starts) > 3 * len(table) and jumped
    for s in env.starts:
        e = table[s["slot"]]
        assert (s["rx_valid"], s["rx_src"]) == (e.rx_valid, e.rx_src if e.rx_valid else 0), s
        assert s["on"] == 0
    assert env.ev["ev_slot_realign"] == 1
    s = next(s for s in env.starts if s["cycle"] == jumped[0] + 1)
    assert s["slot"] == 3 and (s["rx_valid"], s["rx_src"]) == (1, 2), s
    # and the slots go on from there: 3, 4, 0, ...
    i = env.starts.index(s)
    assert [x["slot"] for x in env.starts[i : i + 4]] == [3, 4, 0, 1]
    assert env.starts[i + 1]["cycle"] - s["cycle"] == SW - 1  # the slot jumped into is one word short


# ------------------------------------------------------------------------------ VOQ = 1 (S-VLB build)
VQ_GUARD = 16
VQ_LMAX = VQ_GUARD + PRE - 4   # latest first beat (clocks after vq_ask) that still makes the slot


class QueueModel:
    """Stands in for lp_svlb_core's slot side: each vq_ask is answered by `plan(hop)` with (latency,
    words) -- the cell's beats from `latency` clocks after the ask, one per clock -- or None (no cell).
    Records (hop, answer) per ask."""

    def __init__(self, env: Env, plan: Callable[[int], tuple[int, list[int]] | None]) -> None:
        self.plan = plan
        self.asks: list[tuple[int, tuple[int, list[int]] | None]] = []
        self.due: dict[int, tuple[int, int]] = {}    # clock -> (word, last)
        env.hooks.append(self.hook)

    def hook(self, env: Env) -> bool:
        d = env.dut
        if d.vq_ask.value == 1:
            hop = d.vq_hop.value.to_unsigned()
            ans = self.plan(hop)
            self.asks.append((hop, ans))
            if ans is not None:
                lat, words = ans
                for k, w in enumerate(words):
                    self.due[env.cycle + lat + k] = (w, int(k == len(words) - 1))
        beat = self.due.pop(env.cycle + 1, None)
        env.sets.update(vq_valid=int(beat is not None), vq_data=beat[0] if beat else 0, vq_last=beat[1] if beat else 0)
        return True


def queued_cell(rng: random.Random, hop: int, kind: Kind = Kind.DATA,
                stale_ocs: bool = False, agg: int = 0, src: int | None = None) -> tuple[CellHeader, bytes, list[int]]:
    """A cell as the core hands it over: header patched (hop, relay, request/grant fields), its hcrc
    stale (the transmitter recomputes it); a fake cell has a zero payload and pcrc 0. stale_ocs: OCS
    request and configuration fields left over from the cell's previous hop (the transmitter owns them).
    agg: header bit agg (an aggregation contribution); src: its source (random if None)."""
    payload = rng.randbytes(PAYLOAD) if kind == Kind.DATA else bytes(PAYLOAD)
    h = CellHeader(kind=int(kind), src=rng.randrange(8) if src is None else src, dst=rng.randrange(8), hop=hop,
                   relay=rng.randrange(2), agg=agg,
                   first=1, last=1, len=PAYLOAD if kind == Kind.DATA else 0, seq=rng.randrange(1 << 16),
                   frame_id=rng.randrange(1 << 12), vlb_req_v=1, vlb_req_dst=rng.randrange(8),
                   vlb_req_cnt=rng.randrange(1, 9), vlb_gnt_v=1, vlb_gnt_dst=rng.randrange(8),
                   vlb_gnt_cnt=rng.randrange(9), pcrc=pcrc(payload) if kind == Kind.DATA else 0)
    if stale_ocs:
        h.ocs_req_v, h.ocs_req_src, h.ocs_req_dst, h.ocs_req_vol, h.ocs_req_job = 1, 7, 6, 999, 42
        h.cfg_op, h.cfg_src, h.cfg_dst, h.cfg_eff_ts = 1, 7, 6, 123456
    stale = h.to_int() ^ 0x5A5A  # a wrong hcrc
    words = [(stale >> (64 * (HDR_WORDS - 1 - i))) & M64 for i in range(HDR_WORDS)]
    words += [int.from_bytes(payload[8 * i : 8 * i + 8], "little") for i in range(PAYLOAD // 8)]
    return h, payload, words


VQ_TABLE = [Entry(dst=3, wl=1), Entry(dst=5, wl=2), Entry(dst=6, wl=3)]


@cocotb.test()
async def voq_slot_cells(dut) -> None:
    """Every slot asks the queues for its cell and is lit: a queued data cell goes out bit-exact with
    a fresh header CRC (all patched fields kept), a queued fake cell with the zero-payload CRC, and
    a slot without a cell carries an idle fake cell; latencies up to VQ_LMAX are on time."""
    env = Env(dut, VQ_TABLE)
    await env.start(guard=VQ_GUARD)
    rng = random.Random(21)
    expect: list[tuple[str, CellHeader | None, bytes]] = []

    def plan(hop: int) -> tuple[int, list[int]] | None:
        what = rng.choice(["data", "data", "fake", "none"])
        if what == "none":
            expect.append(("none", None, bytes(PAYLOAD)))
            return None
        h, payload, words = queued_cell(rng, hop, Kind.DATA if what == "data" else Kind.FAKE)
        expect.append((what, h, payload))
        return rng.choice([1, 2, VQ_LMAX // 2, VQ_LMAX]), words

    q = QueueModel(env, plan)
    await env.wait_for(lambda: len(env.cells) >= 40, limit=60 * (VQ_GUARD + LINE_WORDS + 1), what="40 cells")
    n = len(env.cells)
    assert [h for h, _ in q.asks[:n]] == [c.hdr.hop for c in env.cells], "one lit slot per ask, in order"
    for (what, h, payload), c in zip(expect[:n], env.cells):
        if what == "data":
            assert h is not None
            assert c.hdr == CellHeader.from_int(h.to_int()) and c.payload == payload
        elif what == "fake":
            assert h is not None
            want = CellHeader.from_int(h.to_int())
            want.kind, want.pcrc = int(Kind.FAKE), pcrc(bytes(PAYLOAD))
            assert c.hdr == CellHeader.from_int(want.to_int()) and c.payload == bytes(PAYLOAD)
        else:
            assert (c.hdr.kind, c.hdr.src, c.hdr.dst, c.hdr.vlb_req_v, c.hdr.vlb_gnt_v) == \
                (Kind.FAKE, NODE, c.hdr.hop, 0, 0)
    kinds = Counter(w for w, _, _ in expect[:n])
    assert all(kinds[k] > 3 for k in ("data", "fake", "none")), kinds
    assert env.ev["ev_vq_late"] == 0 and not env.truncated
    assert env.ev["ev_cell_sent"] >= kinds["data"] and env.ev["ev_fake_sent"] >= kinds["fake"] + kinds["none"]


@cocotb.test()
async def voq_late_cells(dut) -> None:
    """A cell whose header is not complete by the deadline (first beat later than VQ_LMAX clocks after
    the ask) misses its slot: the slot carries an idle fake cell, the late cell is discarded and
    counted once in ev_vq_late; an on-time cell in the next slot is not disturbed. A stray cell that
    nobody asked for is counted as well."""
    env = Env(dut, VQ_TABLE)
    await env.start(guard=VQ_GUARD)
    rng = random.Random(22)
    sent: list[tuple[int, CellHeader, bytes]] = []

    def plan(hop: int) -> tuple[int, list[int]] | None:
        i = len(sent)
        h, payload, words = queued_cell(rng, hop)
        sent.append((i, h, payload))
        return (VQ_LMAX + 1 if i % 2 else VQ_LMAX), words

    QueueModel(env, plan)
    await env.wait_for(lambda: len(env.cells) >= 20, limit=30 * (VQ_GUARD + LINE_WORDS + 1), what="20 cells")
    n = len(env.cells)
    for (i, h, payload), c in zip(sent[:n], env.cells):
        if i % 2:
            assert c.hdr.kind == Kind.FAKE and c.hdr.src == NODE, f"slot {i}: a late cell went out"
        else:
            assert c.hdr == CellHeader.from_int(h.to_int()) and c.payload == payload, f"slot {i}"
    late = sum(1 for i, _, _ in sent[:n] if i % 2)
    assert env.ev["ev_vq_late"] in (late, late + 1), (env.ev["ev_vq_late"], late)   # + the one in flight at the end
    assert not env.truncated


@cocotb.test()
async def voq_export_cells(dut) -> None:
    """The fill side in the S-VLB build: every cell leaves whole on m_cell_* (68 beats, tlast on the
    last, tdest = destination; header with hop = dst and hcrc 0, payload and its CRC) under random
    back-pressure, in order; frames rebuilt from them are the frames sent. No data cell is sent in a
    slot by the transmitter itself (without the queues' answer every slot carries an idle fake)."""
    env = Env(dut)
    await env.start(guard=VQ_GUARD)
    rng = random.Random(23)
    beats: list[tuple[int, int, int]] = []

    def hook(e: Env) -> bool:
        d = e.dut
        if d.m_cell_tvalid.value == 1 and d.m_cell_tready.value == 1:
            beats.append((d.m_cell_tdata.value.to_unsigned(), int(d.m_cell_tlast.value),
                          d.m_cell_tdest.value.to_unsigned()))
        e.sets["m_cell_tready"] = int(rng.random() < 0.6)
        return True

    env.hooks.append(hook)
    sent = [rng.randbytes(rng.choice([60, 511, 512, 513, 1500, 3000])) for _ in range(8)]
    for f in sent:
        await env.src.send(AxiStreamFrame(f, tuser=DST))
    want = sum(-(-len(f) // PAYLOAD) for f in sent)
    await env.wait_for(lambda: sum(b[1] for b in beats) == want, limit=400 * want * 2, what="exported cells")
    cells: list[Cell] = []
    cur: list[int] = []
    for w, last, dest in beats:
        assert dest == DST
        cur.append(w)
        if last:
            assert len(cur) == HDR_WORDS + PAYLOAD // 8, f"a cell of {len(cur)} beats"
            hi = 0
            for x in cur[:HDR_WORDS]:
                hi = (hi << 64) | x
            h = CellHeader.from_int(hi, check=False)
            payload = b"".join(x.to_bytes(8, "little") for x in cur[HDR_WORDS:])
            assert h.hcrc == 0 and h.kind == Kind.DATA and h.pcrc == pcrc(payload)
            cells.append(Cell(h, payload, 0, 0))
            cur = []
    assert frames_from(cells) == [(DST, f) for f in sent]
    assert [c.hdr.seq for c in cells] == list(range(cells[0].hdr.seq, cells[0].hdr.seq + len(cells)))
    assert env.cells and all(c.hdr.kind == Kind.FAKE for c in env.cells), "only idle fakes on the line"


@cocotb.test()
async def voq_agg_cells(dut) -> None:
    """S-VLB build, aggregation contributions from the queues: header bit agg goes out unchanged;
    ev_agg_sent counts this node's contribution cells sent on the line, ev_agg_relayed every relayed
    one (agg set, another source) that came out of the queues, once, whether it was sent or came too
    late for its slot (lost: ev_vq_late); cells without agg count in neither."""
    env = Env(dut, VQ_TABLE)
    await env.start(guard=VQ_GUARD)
    rng = random.Random(24)
    n_cells = 48
    asked: list[tuple[CellHeader, bytes, bool]] = []   # (header, payload, late) per answered ask

    def plan(hop: int) -> tuple[int, list[int]] | None:
        if len(asked) == n_cells:
            return None
        late = len(asked) % 3 == 2
        h, payload, words = queued_cell(rng, hop, agg=rng.randrange(2), src=rng.choice([NODE, 0, 5, 7]))
        asked.append((h, payload, late))
        return (VQ_LMAX + 1 if late else rng.randint(1, VQ_LMAX)), words

    q = QueueModel(env, plan)
    # two asks after the last cell: its slot is over, its events are counted
    await env.wait_for(lambda: len(q.asks) >= n_cells + 2, limit=(n_cells + 4) * (VQ_GUARD + LINE_WORDS + 1),
                       what="the cells' slots")
    await env.clocks(4)
    on_time = [(h, p) for h, p, late in asked if not late]
    sent = env.data_cells()
    assert [(c.hdr, c.payload) for c in sent] == [(CellHeader.from_int(h.to_int()), p) for h, p in on_time]
    own = sum(1 for h, _ in on_time if h.agg and h.src == NODE)
    relayed = [late for h, _, late in asked if h.agg and h.src != NODE]
    assert own >= 3 and relayed.count(True) >= 3 and relayed.count(False) >= 3, (own, relayed)
    assert sum(1 for c in sent if c.hdr.agg) > own, "no relayed contribution went out with agg"
    assert env.ev["ev_agg_sent"] == own, (env.ev, own)
    assert env.ev["ev_agg_relayed"] == len(relayed), (env.ev, relayed)
    assert env.ev["ev_vq_late"] == n_cells - len(on_time) and not env.truncated


ARB = 0                                     # the arbiter's node id in the OCS field tests
OCS_TABLE = [Entry(dst=ARB, wl=1), Entry(dst=3, wl=2), Entry(dst=5, wl=3)]
REQ = {"ocs_req_v": 1, "ocs_req_src": NODE, "ocs_req_dst": 5, "ocs_req_vol": 77, "ocs_req_svc": 3, "ocs_req_job": 9}
OP = {"cq_op": 1, "cq_dst": 6, "cq_eff": 0xDEADBEEF}   # ADD -> 6 at slot 0xDEADBEEF


class OpModel:
    """Stands in for the arbiter's operation queue: `pending` holds one operation until the
    transmitter takes it (cq_take); records (clock, cq_node) of each take."""

    def __init__(self, env: Env) -> None:
        self.pending = False
        self.takes: list[tuple[int, int]] = []
        env.hooks.append(self.hook)

    def hook(self, env: Env) -> bool:
        d = env.dut
        if d.cq_take.value == 1:
            assert self.pending, "cq_take without an operation"
            self.takes.append((env.cycle, d.cq_node.value.to_unsigned()))
            self.pending = False
        env.sets.update(cq_v=int(self.pending), **OP)
        return True


def check_ocs_fields(cells: list[Cell], takes: list[tuple[int, int]]) -> None:
    """Every cell to the arbiter carries the request, no other cell does; exactly the cells of the
    slots that took an operation carry it (cfg_src = their hop), every other cell says NOP."""
    op_cells = [c for c in cells if c.hdr.cfg_op != 0]
    assert len(op_cells) == len(takes) > 0, (len(op_cells), takes)
    for c, (_, node) in zip(op_cells, takes):
        assert (c.hdr.cfg_op, c.hdr.cfg_src, c.hdr.cfg_dst, c.hdr.cfg_eff_ts) == (1, node, 6, 0xDEADBEEF)
        assert c.hdr.cfg_src == c.hdr.hop
    for c in cells:
        if c.hdr.cfg_op == 0:
            assert (c.hdr.cfg_src, c.hdr.cfg_dst, c.hdr.cfg_eff_ts) == (0, 0, 0), c.hdr
        req = (c.hdr.ocs_req_v, c.hdr.ocs_req_src, c.hdr.ocs_req_dst, c.hdr.ocs_req_vol, c.hdr.ocs_req_svc,
               c.hdr.ocs_req_job)
        assert req == ((1, NODE, 5, 77, 3, 9) if c.hdr.hop == ARB else (0, 0, 0, 0, 0, 0)), c.hdr


@cocotb.test()
async def ocs_control_fields(dut) -> None:
    """The request rides in every cell of the arbiter's slot (data or fake), in no other; an operation
    goes into the next lit slot, with cfg_src = that slot's destination, and lights a slot on its own
    (a fake cell to a node that has no data and is not the arbiter); cq_take pulses once per operation.
    ev_req_sent counts the cells that carried the request."""
    env = Env(dut, OCS_TABLE)
    await env.start()
    env.sets.update(cfg_fake_en=1, cfg_arbiter_id=ARB, **REQ)
    ops = OpModel(env)
    rng = random.Random(31)
    for k in range(12):
        await env.src.send(AxiStreamFrame(rng.randbytes(rng.choice([60, 700])), tuser=rng.choice([ARB, 3])))
        if k % 3 == 0:
            ops.pending = True
        await env.clocks(rng.randint(1, 3) * SW)
    for _ in range(3):                          # no data now: each operation lights a slot itself
        ops.pending = True
        await env.wait_for(lambda: not ops.pending, limit=4 * SW, what="an operation taken")
        await env.clocks(2 * SW)
    await env.clocks(4 * SW)
    cells = env.cells
    check_ocs_fields(cells, ops.takes)
    assert any(c.hdr.kind == Kind.FAKE and c.hdr.hop == 5 and c.hdr.cfg_op for c in cells) or \
        any(c.hdr.kind == Kind.FAKE and c.hdr.hop == 3 and c.hdr.cfg_op for c in cells), "no slot lit by an operation"
    assert all(c.hdr.hop == ARB or c.hdr.kind == Kind.DATA or c.hdr.cfg_op for c in cells), \
        "an idle fake without a cause"
    assert env.ev["ev_req_sent"] == sum(1 for c in cells if c.hdr.hop == ARB) > 0
    assert sum(1 for c in cells if c.hdr.hop == ARB and c.hdr.kind == Kind.DATA) > 0


@cocotb.test()
async def voq_ocs_control_fields(dut) -> None:
    """S-VLB build: the queued cells carry stale OCS fields from their previous hop; on the line they
    carry this node's request in the arbiter's slot and the operation taken for their slot only."""
    env = Env(dut, OCS_TABLE)
    await env.start(guard=VQ_GUARD)
    env.sets.update(cfg_arbiter_id=ARB, **REQ)
    ops = OpModel(env)
    rng = random.Random(32)

    def plan(hop: int) -> tuple[int, list[int]] | None:
        if rng.random() < 0.25:
            return None
        _, _, words = queued_cell(rng, hop, rng.choice([Kind.DATA, Kind.FAKE]), stale_ocs=True)
        return rng.randint(1, VQ_LMAX), words

    QueueModel(env, plan)
    for _ in range(8):
        ops.pending = True
        await env.wait_for(lambda: not ops.pending, limit=4 * (VQ_GUARD + LINE_WORDS + 1), what="an operation taken")
        await env.clocks(rng.randint(1, 4) * (VQ_GUARD + LINE_WORDS + 1))
    await env.clocks(2 * (VQ_GUARD + LINE_WORDS + 1))
    check_ocs_fields(env.cells, ops.takes)
    assert len(ops.takes) == 8 and env.ev["ev_vq_late"] == 0


@cocotb.test()
async def agg_fields(dut) -> None:
    """In-network aggregation fields (docs/agg.md): a contribution frame (s_axis_tagg) goes to its
    tuser destination whatever the lookup says (route or no route) and its cells carry `agg`, an
    ordinary frame follows the lookup and carries agg = 0; agg_job rides in the cells towards the
    arbiter only (agg_all = 0) or in every cell (agg_all = 1); ev_agg_sent counts this node's
    contribution cells, ev_agg_relayed stays 0 (no queues, no relayed cells in this build); agg_tell
    lights slots with fake cells on its own, hdr_take marks every lit slot."""
    env = Env(dut, OCS_TABLE)
    await env.start(lookup=True)
    d = dut
    env.sets.update(cfg_fake_en=1, cfg_arbiter_id=ARB, agg_job=0x21)
    rng = random.Random(33)
    env.results.extend([(0, 5), (1, 0), (0, 5)])   # the lookup: node 5, no route, node 5
    d.s_axis_tagg.value = 1
    pinned = [rng.randbytes(512), rng.randbytes(100)]
    for f in pinned:
        await env.src.send(AxiStreamFrame(f, tuser=ARB))
    await env.src.wait()
    await env.wait_for(lambda: not env.results or len(env.results) == 1, what="the pinned frames' lookups")
    await env.clocks(2)
    d.s_axis_tagg.value = 0
    plain = rng.randbytes(300)
    await env.src.send(AxiStreamFrame(plain, tuser=3))
    await env.src.wait()
    await env.clocks(8 * SW)
    switch = env.cycle
    env.sets.update(agg_all=1, cfg_idle_en=1)   # every slot lit: cells to every node
    await env.clocks(6 * SW)
    env.sets.update(agg_all=0, agg_job=0, cfg_fake_en=0, cfg_idle_en=0)
    await env.clocks(3 * SW)
    quiet = len(env.cells)
    takes = {"n": 0}

    def count_takes(e: Env) -> bool:
        takes["n"] += int(e.dut.hdr_take.value)
        return True

    env.hooks.append(count_takes)
    env.sets.update(agg_tell=1)
    await env.clocks(6 * SW)
    env.sets.update(agg_tell=0)
    await env.clocks(2 * SW)
    data = env.data_cells()
    agg_cells = [c for c in data if c.hdr.agg]
    assert [c.hdr.dst for c in agg_cells] == [ARB, ARB] and len(data) == 3, [c.hdr for c in data]
    assert frames_from(agg_cells) == [(ARB, f) for f in pinned]
    assert [(c.hdr.dst, c.hdr.agg) for c in data if not c.hdr.agg] == [(5, 0)]
    assert frames_from([c for c in data if not c.hdr.agg]) == [(5, plain)]
    assert env.ev["ev_agg_sent"] == 2 and env.ev["ev_agg_relayed"] == 0
    for c in env.cells[:quiet]:
        if c.cycle < switch + 1:
            assert c.hdr.agg_job == (0x21 if c.hdr.hop == ARB else 0), c.hdr
        elif c.cycle > switch + SW + 1 and c.cycle < switch + 6 * SW:
            assert c.hdr.agg_job == 0x21, c.hdr
    assert any(c.hdr.hop != ARB and c.hdr.agg_job == 0x21 for c in env.cells[:quiet]), "agg_all had no effect"
    told = env.cells[quiet:]
    assert len(told) >= 5 and all(c.hdr.kind == Kind.FAKE for c in told), "agg_tell lit no slot"
    assert {c.hdr.hop for c in told} == {ARB, 3, 5}
    assert takes["n"] == len(told)


VOQ_CASES = ["voq_slot_cells", "voq_late_cells", "voq_export_cells", "voq_ocs_control_fields", "voq_agg_cells"]


@pytest.mark.parametrize("case", VOQ_CASES)
def test_lp_cell_tx_voq(case: str) -> None:
    hdl.run("lp_cell_tx", __file__, {"VOQ": 1}, testcase=case)


CASES = ["tdest_frames_to_cells", "late_lookup_results_and_no_route", "ctl_cells_and_priority",
         "ctl_drops_counted", "realign_mid_cell_resend", "realign_resend_keeps_order",
         "tx_en_falling_mid_cell", "cur_rx_schedule", "ocs_control_fields", "agg_fields"]


@pytest.mark.parametrize("case", CASES)
def test_lp_cell_tx(case: str) -> None:
    hdl.run("lp_cell_tx", __file__, testcase=case)
