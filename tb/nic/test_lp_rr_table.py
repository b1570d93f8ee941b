"""lp_rr_table: generator tables load and read back, swap exactly at cycle_end, invalid commits rejected
with the right rule while the active table keeps working, locked shadow while a commit is pending.
Every entry carries the receive half {rx_valid, rx_src} too (the generator fills it); it is read back,
served on rd_rx_* with the same double-buffering, and validated by rule 9 (RX_SRC)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge

from lightpath.flow import hdl
from lightpath.model import rrtable
from lightpath.model.rrtable import CFG_RX_SRC_LSB, CFG_RX_VALID_BIT, CFG_VALID_BIT, Entry, ErrCode


def want_rd(e: Entry | None) -> tuple[int, int, int, int, int]:
    """Expected (rd_valid, rd_wl, rd_dst, rd_rx_valid, rd_rx_src) for an entry (None: beyond the length)."""
    if e is None:
        return (0, 0, 0, 0, 0)
    tx = (1, e.wl, e.dst) if e.valid else (0, 0, 0)
    rx = (0, 0) if e.rx_src is None else (1, e.rx_src)
    return tx + rx


def got_rd(dut) -> tuple[int, int, int, int, int]:
    return (int(dut.rd_valid.value), dut.rd_wl.value.to_unsigned(), dut.rd_dst.value.to_unsigned(),
            int(dut.rd_rx_valid.value), dut.rd_rx_src.value.to_unsigned())


class RRTable:
    """Driver and event monitor for lp_rr_table (inputs change just after a rising edge)."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.table_n = int(dut.TABLE_N.value)
        self.num_wl = int(dut.NUM_WL.value)
        self.ev = {"ev_swapped": 0, "ev_reject": 0, "ev_cfg_refused": 0}
        self.cycle = 0

    async def start(self) -> None:
        Clock(self.dut.clk, 6.4, unit="ns").start()
        d = self.dut
        for sig in (d.cfg_we, d.cfg_addr, d.cfg_wdata, d.cfg_len, d.cfg_commit, d.cfg_raddr, d.cycle_end, d.rd_slot,
                    d.cfg_node_id):
            sig.value = 0
        d.cfg_num_ports.value = 2
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self._monitor())
        await RisingEdge(d.clk)

    async def _monitor(self) -> None:
        while True:
            await RisingEdge(self.dut.clk)
            await ReadOnly()
            self.cycle += 1
            for name in self.ev:
                self.ev[name] += int(getattr(self.dut, name).value)

    async def tick(self, n: int = 1) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clk)

    def set_node(self, node: int, ports: int) -> None:
        self.dut.cfg_node_id.value = node
        self.dut.cfg_num_ports.value = ports % 256

    async def write(self, addr: int, word: int) -> None:
        self.dut.cfg_we.value = 1
        self.dut.cfg_addr.value = addr
        self.dut.cfg_wdata.value = word
        await RisingEdge(self.dut.clk)
        self.dut.cfg_we.value = 0

    async def write_table(self, table: Sequence[Entry]) -> None:
        for s, e in enumerate(table):
            await self.write(s, rrtable.cfg_word(e))

    async def commit(self, length: int) -> None:
        self.dut.cfg_len.value = length
        self.dut.cfg_commit.value = 1
        await RisingEdge(self.dut.clk)
        self.dut.cfg_commit.value = 0

    async def validate(self, limit: int = 300) -> None:
        """Wait until the commit is pending (validated) or rejected; returns in the ReadOnly phase."""
        for _ in range(limit):
            await RisingEdge(self.dut.clk)
            await ReadOnly()
            if not self.dut.st_pending.value or self.scan_done():
                return
        raise AssertionError("validation did not finish")

    def scan_done(self) -> bool:
        return int(self.dut.state.value) == 2  # S_PEND

    async def swap(self) -> None:
        """Pulse cycle_end once (the commit must be pending)."""
        self.dut.cycle_end.value = 1
        await RisingEdge(self.dut.clk)
        self.dut.cycle_end.value = 0

    async def load(self, table: Sequence[Entry], node: int, ports: int, length: int | None = None) -> None:
        self.set_node(node, ports)
        await self.write_table(table)
        swapped = self.ev["ev_swapped"]
        await self.commit(len(table) if length is None else length)
        await self.validate()
        assert self.dut.st_pending.value == 1 and self.dut.st_error_code.value.to_unsigned() == 0, (
            f"node {node} P={ports}: rejected with {ErrCode(self.dut.st_error_code.value.to_unsigned()).name} "
            f"at slot {self.dut.st_error_slot.value.to_unsigned()}")
        await RisingEdge(self.dut.clk)
        await self.swap()
        await ReadOnly()
        assert self.dut.ev_swapped.value == 1 and self.dut.st_pending.value == 0
        await RisingEdge(self.dut.clk)
        assert self.ev["ev_swapped"] == swapped + 1

    async def readback(self, addr: int) -> int:
        self.dut.cfg_raddr.value = addr
        await RisingEdge(self.dut.clk)
        await ReadOnly()
        v = self.dut.cfg_rdata.value.to_unsigned()
        await RisingEdge(self.dut.clk)
        return v

    async def expect_active(self, table: Sequence[Entry], what: str = "") -> None:
        """Read every slot 0..TABLE_N+3 through the engine port (combinational) and compare."""
        await ReadOnly()
        assert self.dut.active_len.value.to_unsigned() == len(table), what
        await RisingEdge(self.dut.clk)
        for s in range(min(self.table_n + 4, 256)):
            self.dut.rd_slot.value = s
            await ReadOnly()
            got = got_rd(self.dut)
            want = want_rd(table[s] if s < len(table) else None)
            assert got == want, f"{what} slot {s}: got {got}, want {want}"
            await RisingEdge(self.dut.clk)

    def status(self) -> tuple[ErrCode, int]:
        return ErrCode(self.dut.st_error_code.value.to_unsigned()), self.dut.st_error_slot.value.to_unsigned()


def ports_to_load(rr: RRTable) -> list[int]:
    return [p for p in (4, 8, 16) if p <= rr.num_wl and p - 1 <= rr.table_n]


@cocotb.test()
async def reset_state_is_dark(dut) -> None:
    """After reset: no active table (every slot dark, length 0), shadow entries invalid, nothing pending."""
    rr = RRTable(dut)
    await rr.start()
    await rr.expect_active([], "after reset")
    for a in range(rr.table_n):  # valid and rx_valid are flops cleared by reset (the LUTRAM is not)
        w = await rr.readback(a)
        assert w & ((1 << CFG_VALID_BIT) | (1 << CFG_RX_VALID_BIT)) == 0, f"shadow valid bits {a} after reset"
    assert dut.st_pending.value == 0 and rr.status() == (ErrCode.OK, 0)
    assert rr.ev == {"ev_swapped": 0, "ev_reject": 0, "ev_cfg_refused": 0}


@cocotb.test()
async def load_generated_tables(dut) -> None:
    """Generator output for P = 4, 8, 16 and every node id: accepted, swapped, read back exactly."""
    rr = RRTable(dut)
    await rr.start()
    loads = 0
    for ports in ports_to_load(rr):
        tables = rrtable.generate(ports, ports)
        for node, table in enumerate(tables):
            rr.set_node(node, ports)
            await rr.write_table(table)
            for s, e in enumerate(table):  # shadow readback before the commit
                assert await rr.readback(s) == rrtable.cfg_word(e), (ports, node, s)
            await rr.commit(len(table))
            await rr.validate()
            assert rr.status() == (ErrCode.OK, 0) and dut.st_pending.value == 1
            await RisingEdge(dut.clk)
            await rr.swap()
            loads += 1
            await rr.expect_active(table, f"P={ports} node {node}")
    assert loads == sum(ports_to_load(rr)) and rr.ev["ev_swapped"] == loads
    assert rr.ev["ev_reject"] == 0 and rr.ev["ev_cfg_refused"] == 0


def reversed_with_dark_slot(table: Sequence[Entry]) -> list[Entry]:
    """The table backwards (other tx AND rx fields per slot) plus a slot that sends nothing but hears
    node 5 (legal for every node id used with it here)."""
    return list(reversed(table)) + [Entry(1, 0, valid=False, rx_src=5)]


@cocotb.test()
async def swap_exactly_at_cycle_end(dut) -> None:
    """A validated table waits for cycle_end (cycle_end during validation does not count); reads before
    the cycle_end cycle see the old table, the cycle_end read is the look-ahead into the new one, and
    active_len / ev_swapped change on that edge."""
    rr = RRTable(dut)
    await rr.start()
    ports = 8
    a = rrtable.generate(ports, ports)[3]
    b = reversed_with_dark_slot(a)
    await rr.load(a, 3, ports)
    await rr.write_table(b)
    await rr.commit(len(b))
    # cycle_end held high during the whole validation: ignored, the table is not validated yet
    dut.cycle_end.value = 1
    for i in range(len(b)):
        await RisingEdge(dut.clk)
        s = i % len(a)
        dut.rd_slot.value = s
        await ReadOnly()
        assert rr.ev["ev_swapped"] == 1 and dut.active_len.value.to_unsigned() == len(a)
        last = i == len(b) - 1
        assert int(dut.state.value) == (2 if last else 1), f"scan cycle {i}"
        # validated AND cycle_end high: the combinational read is the look-ahead into the new table
        want = b[s] if last else a[s]
        assert got_rd(dut) == want_rd(want), f"scan cycle {i}"
    await FallingEdge(dut.clk)
    dut.cycle_end.value = 0  # dropped before the edge: no swap, the look-ahead disappears
    await ReadOnly()
    assert dut.st_pending.value == 1 and rr.ev["ev_swapped"] == 1
    assert got_rd(dut) == want_rd(a[s])
    # 40 cycles without cycle_end: the old table keeps answering every read
    rng = random.Random(5)
    for _ in range(40):
        await RisingEdge(dut.clk)
        s = rng.randrange(len(b) + 1)
        dut.rd_slot.value = s
        await ReadOnly()
        assert dut.st_pending.value == 1 and dut.active_len.value.to_unsigned() == len(a)
        assert got_rd(dut) == want_rd(a[s] if s < len(a) else None), f"old table, slot {s}"
    # the cycle_end cycle: read slot 0 = look-ahead for the first slot of the new cycle
    await RisingEdge(dut.clk)
    dut.rd_slot.value = 0
    dut.cycle_end.value = 1
    await ReadOnly()
    assert got_rd(dut) == want_rd(b[0])
    assert (b[0].wl, b[0].dst, b[0].rx_src) != (a[0].wl, a[0].dst, a[0].rx_src)
    assert dut.active_len.value.to_unsigned() == len(a) and rr.ev["ev_swapped"] == 1
    await RisingEdge(dut.clk)
    dut.cycle_end.value = 0
    dut.rd_slot.value = 1
    await ReadOnly()
    assert dut.ev_swapped.value == 1
    assert dut.active_len.value.to_unsigned() == len(b) and dut.st_pending.value == 0
    assert got_rd(dut) == want_rd(b[1])
    # the last slot of b sends nothing but hears node 5: rx is independent of the tx valid bit
    await FallingEdge(dut.clk)
    dut.rd_slot.value = len(b) - 1
    await ReadOnly()
    assert got_rd(dut) == (0, 0, 0, 1, 5)
    await RisingEdge(dut.clk)
    await rr.expect_active(b, "after the swap")
    # a further cycle_end with nothing pending changes nothing
    await rr.swap()
    await rr.expect_active(b, "cycle_end without a commit")
    assert rr.ev["ev_swapped"] == 2
    # ping-pong: the shadow now holds the previous active table
    for s, e in enumerate(a):
        assert await rr.readback(s) == rrtable.cfg_word(e)


def bad_cases(rr: RRTable) -> list[tuple[str, list[Entry], int, int, int, ErrCode, int]]:
    """(name, shadow table, length, node, P, expected code, expected slot)."""
    t8 = rrtable.generate(8, 8)[2]
    wrong_dst = list(t8)
    wrong_dst[5] = Entry(t8[5].wl, (t8[5].dst + 1) % 8)
    wl0 = list(t8)
    wl0[3] = Entry(0, 2)
    wide = 2 * rr.num_wl  # a fabric with more ports than this laser has SOAs
    big = [Entry(1, 1), Entry(2, 2), Entry(rr.num_wl, rr.num_wl % wide)]
    alias = [Entry(1, 1), Entry(5, 1)]  # P = 4: wl 5 is an alias of wl 1
    dark = [Entry(1, 3, valid=False)] * 4
    dark_rx = [Entry(1, 3, valid=False, rx_src=1)] * 4  # rx_valid bits are not TX valid bits
    rx_ports = list(t8)
    rx_ports[4] = Entry(t8[4].wl, t8[4].dst, rx_src=8)  # rx_src >= P
    rx_self = list(t8)
    rx_self[0] = Entry(t8[0].wl, t8[0].dst, rx_src=2)  # rx_src == node
    rx_dark = list(t8)
    rx_dark[6] = Entry(0, 0, valid=False, rx_src=200)  # a dark TX slot is still checked for RX_SRC
    rx_and_dst = list(wrong_dst)
    rx_and_dst[5] = Entry(wrong_dst[5].wl, wrong_dst[5].dst, rx_src=2)  # same slot: DST (7) before RX_SRC (9)
    rx_then_dst = list(wrong_dst)
    rx_then_dst[1] = Entry(t8[1].wl, t8[1].dst, rx_src=2)  # an earlier slot's RX_SRC before a later DST
    return [
        ("wrong dst", wrong_dst, 7, 2, 8, ErrCode.DST, 5),
        ("wl 0", wl0, 7, 2, 8, ErrCode.WL_ZERO, 3),
        ("wl >= NUM_WL", big, 3, 0, wide, ErrCode.WL_RANGE, 2),
        ("wl >= P", alias, 2, 0, 4, ErrCode.WL_PORTS, 1),
        ("len 0", t8, 0, 2, 8, ErrCode.LEN_ZERO, 0),
        ("len > TABLE_N", t8, rr.table_n + 1, 2, 8, ErrCode.LEN_RANGE, 0),
        ("node >= P", t8, 7, 8, 8, ErrCode.NODE, 0),
        ("no valid entry", dark, 4, 2, 8, ErrCode.NO_VALID, 0),
        ("rx only, no valid entry", dark_rx, 4, 2, 8, ErrCode.NO_VALID, 0),
        ("rx_src >= P", rx_ports, 7, 2, 8, ErrCode.RX_SRC, 4),
        ("rx_src == node", rx_self, 7, 2, 8, ErrCode.RX_SRC, 0),
        ("rx_src >= P in a dark slot", rx_dark, 7, 2, 8, ErrCode.RX_SRC, 6),
        ("DST before RX_SRC in a slot", rx_and_dst, 7, 2, 8, ErrCode.DST, 5),
        ("RX_SRC before a later DST", rx_then_dst, 7, 2, 8, ErrCode.RX_SRC, 1),
    ]


@cocotb.test()
async def invalid_tables_rejected(dut) -> None:
    """Each rule: the commit is rejected once with its code and slot, nothing swaps even at cycle_end,
    the active table keeps answering; the Python model (rrtable.table_error) agrees."""
    rr = RRTable(dut)
    await rr.start()
    good = rrtable.generate(4, 4)[1]
    await rr.load(good, 1, 4)
    for name, table, length, node, ports, code, slot in bad_cases(rr):
        assert rrtable.table_error(table, length, node, ports, rr.num_wl, rr.table_n) == (code, slot), name
        rejects = rr.ev["ev_reject"]
        rr.set_node(node, ports)
        await rr.write_table(table)
        await rr.commit(length)
        await rr.validate()
        assert rr.status() == (code, slot), f"{name}: got {rr.status()}"
        assert dut.st_pending.value == 0, name
        await RisingEdge(dut.clk)
        assert rr.ev["ev_reject"] == rejects + 1, name
        await rr.swap()
        await rr.expect_active(good, f"after rejected '{name}'")
    assert rr.ev["ev_swapped"] == 1
    # dark entries are not checked; entries beyond len are not checked; a good table clears the code
    ok = [Entry(0, 0xAB, valid=False), Entry(3, 1)] + [Entry(0, 0)] * 3
    await rr.load(ok, 2, 4, length=2)
    assert rr.status() == (ErrCode.OK, 0)
    await rr.expect_active(ok[:2], "dark slot 0 and unchecked tail")


@cocotb.test()
async def random_tables_match_model(dut) -> None:
    """Random P (2..256), node ids and near-miss entries: code and slot equal the Python model, and the
    mod-P check holds across the wrap (node + wl >= P)."""
    rr = RRTable(dut)
    await rr.start()
    rng = random.Random(11)
    seen: set[ErrCode] = set()
    for trial in range(60):
        ports = rng.choice([2, 3, 5, 8, 16, 17, 100, 255, 256])
        node = rng.randrange(ports) if rng.random() < 0.95 else rng.randrange(ports, 256) if ports < 256 else 0
        length = rng.randint(1, rr.table_n)
        maxwl = min(rr.num_wl, ports) - 1
        table = []
        for _ in range(length):
            if maxwl < 1 or rng.random() < 0.1:
                table.append(Entry(rng.randrange(256), rng.randrange(256), valid=rng.random() < 0.5))
                continue
            wl = rng.randint(1, maxwl)
            dst = (node + wl) % ports
            if rng.random() < 0.02:
                dst = (dst + rng.randint(1, 255)) % 256
            r = rng.random()
            if r < 0.3:
                rx = None  # rx_valid 0
            elif r < 0.985:
                rx = (node + rng.randint(1, ports - 1)) % ports  # another node
            else:
                rx = rng.choice([node, rng.randrange(256)])  # itself, or anything (maybe >= P)
            table.append(Entry(wl, dst, valid=rng.random() < 0.9, rx_src=rx))
        want = rrtable.table_error(table, length, node, ports, rr.num_wl, rr.table_n)
        seen.add(want[0])
        rr.set_node(node, ports)
        await rr.write_table(table)
        await rr.commit(length)
        await rr.validate()
        assert rr.status() == want, f"trial {trial}: P={ports} node={node} len={length}: got {rr.status()}, want {want}"
        await RisingEdge(dut.clk)
        if want[0] == ErrCode.OK:
            await rr.swap()
            await rr.expect_active(table, f"trial {trial}")
    assert {ErrCode.OK, ErrCode.DST, ErrCode.RX_SRC} <= seen, seen


@cocotb.test()
async def rx_column(dut) -> None:
    """The receive half: read back through cfg_rdata exactly as written (rx_src bits kept even with
    rx_valid 0), served on rd_rx_* independently of the TX valid bit, 0 when rx_valid is 0 or beyond the
    length; a table without any rx (all rx fields 0, even rx_src 0 == node 0) commits; the old table's
    rx fields stay active until the cycle boundary."""
    rr = RRTable(dut)
    await rr.start()
    ports = 4
    gen = rrtable.generate(ports, ports)
    # node 0 without any rx: rx_valid 0 (and rx_src 0 = the node itself, not checked) commits
    plain = [Entry(e.wl, e.dst, e.valid) for e in gen[0]]
    await rr.load(plain, 0, ports)
    await rr.expect_active(plain, "no rx column")
    # rx_valid 0 with nonzero rx_src bits: stored and read back, never served, never checked
    raw = [rrtable.cfg_word(e) | (0xEE << CFG_RX_SRC_LSB) for e in plain]
    rr.set_node(0, ports)
    for s, w in enumerate(raw):
        await rr.write(s, w)
    for s, w in enumerate(raw):
        assert await rr.readback(s) == w, f"raw rx bits, slot {s}"
    await rr.commit(len(raw))
    await rr.validate()
    assert rr.status() == (ErrCode.OK, 0) and dut.st_pending.value == 1
    await RisingEdge(dut.clk)
    await rr.swap()
    await rr.expect_active(plain, "rx_valid 0, rx_src bits 0xEE")
    # rx without tx, tx without rx, both, neither: each half on its own
    mixed = [Entry(0, 0, valid=False, rx_src=3), Entry(gen[2][1].wl, gen[2][1].dst),
             gen[2][2], Entry(0, 0, valid=False)]
    rr.set_node(2, ports)
    await rr.write_table(mixed)
    for s, e in enumerate(mixed):
        assert rrtable.cfg_entry(await rr.readback(s)) == e, f"readback slot {s}"
    await rr.commit(len(mixed))
    await rr.validate()
    assert rr.status() == (ErrCode.OK, 0)
    # pending: reads still give the old table's rx fields (rx_valid 0 everywhere) until cycle_end
    for _ in range(10):
        await RisingEdge(dut.clk)
        dut.rd_slot.value = 0
        await ReadOnly()
        assert got_rd(dut) == want_rd(plain[0])
    await RisingEdge(dut.clk)
    dut.cycle_end.value = 1
    await ReadOnly()
    assert got_rd(dut) == (0, 0, 0, 1, 3)  # the look-ahead into the new table: slot 0 hears node 3
    await RisingEdge(dut.clk)
    dut.cycle_end.value = 0
    await rr.expect_active(mixed, "mixed rx/tx")
    # a full generated table (tx and rx) for every node, read back and served
    for node, table in enumerate(gen):
        assert all(e.rx_src is not None for e in table)
        await rr.load(table, node, ports)
        await rr.expect_active(table, f"generated node {node}")
    assert rr.ev["ev_reject"] == 0 and rr.ev["ev_cfg_refused"] == 0
    # reset clears the rx_valid flops (both banks hold generated entries with rx_valid = 1 now; after
    # reset bank 0 is active with length 0 and bank 1 is the shadow)
    await FallingEdge(dut.clk)
    dut.rst.value = 1
    await rr.tick(2)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    await rr.expect_active([], "after reset")
    for a in range(len(gen[0])):
        w = await rr.readback(a)
        assert w & ((1 << CFG_VALID_BIT) | (1 << CFG_RX_VALID_BIT)) == 0, f"shadow slot {a} after reset: {w:#x}"


@cocotb.test()
async def locked_while_pending(dut) -> None:
    """Second commit and writes while a commit is validated or pending are refused (ev_cfg_refused) and
    change nothing; so is a write beyond TABLE_N. The pending table then swaps in once."""
    rr = RRTable(dut)
    await rr.start()
    ports = 8
    tables = rrtable.generate(ports, ports)
    a, b = tables[0], reversed_with_dark_slot(tables[0])
    await rr.load(a, 0, ports)
    await rr.write_table(b)
    await rr.commit(len(b))
    # a second commit during validation (with another length) and a write: both refused
    await rr.commit(3)
    await rr.write(0, rrtable.cfg_word(Entry(2, 2)))
    await rr.validate()
    assert rr.ev["ev_cfg_refused"] == 2 and rr.status() == (ErrCode.OK, 0)
    assert dut.st_pending.value == 1
    await RisingEdge(dut.clk)
    # the same while pending
    await rr.commit(len(b))
    await rr.write(1, rrtable.cfg_word(Entry(3, 3)))
    await rr.tick(2)
    assert rr.ev["ev_cfg_refused"] == 4 and rr.ev["ev_reject"] == 0
    for s, e in enumerate(b):  # shadow untouched by the refused writes
        assert await rr.readback(s) == rrtable.cfg_word(e)
    await rr.swap()
    await rr.tick()
    await rr.expect_active(b, "pending table, length of the first commit")
    assert rr.ev["ev_swapped"] == 2
    # an out-of-range write in idle is refused, and cfg_raddr beyond TABLE_N reads 0
    await rr.write(rr.table_n, rrtable.cfg_word(Entry(1, 1)))
    await rr.tick()
    assert rr.ev["ev_cfg_refused"] == 5
    assert await rr.readback(rr.table_n) == 0
    assert await rr.readback(255) == 0


@pytest.mark.parametrize("table_n,num_wl", [(64, 16), (12, 8)])
def test_lp_rr_table(table_n: int, num_wl: int) -> None:
    hdl.run("lp_rr_table", __file__, {"TABLE_N": table_n, "NUM_WL": num_wl})
