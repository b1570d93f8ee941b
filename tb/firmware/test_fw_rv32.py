"""The MicroBlaze V image runs (lightpath.fw.rv32run, docs/firmware.md "Instruction-set run"): the ELF
`make fw` builds executes on an RV32 core with register models of the VCU118 block design's
peripherals, in simulated time at the CPU clock of lp_mbv_map.h.

It boots to its main loop with the WSS model answering on the WSS UART; a bus error in the NIC
window is reported (mcause, mepc, mtval) and halts instead of re-running the boot code; a 1,040-byte
PORT_DESC reply leaves the loop turning within the interrupt budget while the UART drains it at
115200 baud; with no WSS the boot retries with a doubling wait and the loop keeps turning, and a WSS
that appears later is discovered; the stack's high-water mark stays far below its size; the image
uses no instruction the block design's CPU lacks; and the `regdump: ` line of either image's bring-up
is, for the ILA capture reader, the round-robin table the NIC runs with, not the shadow bank its
register window shows after the commit."""

from __future__ import annotations

import ctypes as C
import struct
from collections.abc import Callable
from pathlib import Path

import pytest

from lightpath.boards import twin
from lightpath.boards.tclcheck import mbv_address_map
from lightpath.cell import generated as cellfmt
from lightpath.fw import build, host, of_uart, rv32run, turns
from lightpath.fw.rv32run import CAUSE_LOAD_FAULT, ArbKeeper, Image, Mbv, WssOnUart
from lightpath.ila import regdump
from lightpath.model import rrtable
from lightpath.regs import lp_arb_regs, lp_nic_node

BUDGET_US = 2500        # interrupt-latency budget of the control loop (docs/firmware.md)
REPLY_US = 1040 * 10 * 1e6 / rv32run.BAUD   # the PORT_DESC reply on the 115200-baud line: ~90 ms


@pytest.fixture(scope="module")
def image() -> Image:
    return Image.load(build.rv32() / "lp_arb_fw.elf")


def up(image: Image) -> tuple[Mbv, WssOnUart]:
    wss = WssOnUart()
    m = Mbv(image, wss=wss)
    m.run_us(400_000, until=lambda: "arbiter up" in m.console_text())
    assert "arbiter up" in m.console_text(), m.console_text()
    return m, wss


def of_msg(typ: int, xid: int, body: bytes = b"") -> bytes:
    return of_uart.encode(struct.pack(">BBHI", 4, typ, 8 + len(body), xid) + body)


def test_boots_to_main_loop_with_wss(image: Image) -> None:
    m, wss = up(image)
    try:
        turns = len(m.turns)
        m.run_us(20_000)
        assert len(m.turns) - turns >= 5, "the main loop does not turn"
        text = m.console_text()
        assert text.startswith("lightpath arbiter firmware\r\n") and "WSS controller not answering" not in text
        assert wss.received[0].endswith("IDN?"), wss.received   # discovery on the WSS UART
        assert m.starts == 1 and not m.traps
        assert m.board.nic.get("CTRL") & lp_nic_node.REGS["CTRL"].fields["rx_en"].mask   # NIC brought up
        assert m.board.arb.get("CTRL") & lp_arb_regs.REGS["CTRL"].fields["en"].mask        # arbiter enabled
    finally:
        wss.close()


@pytest.mark.parametrize("how", ["decerr", "slverr"])
def test_bus_error_reports_and_halts(image: Image, how: str) -> None:
    """decerr: no NIC window at all (the SmartConnect answers DECERR for every address of it);
    slverr: the window answers, its ID register with an error response."""
    assert rv32run.cpu_config()["C_M_AXI_D_BUS_EXCEPTION"] == "1"   # the core traps on an error response
    amap = mbv_address_map()
    if how == "decerr":
        m = Mbv(image, unmapped_nic=True)
        addr = amap["LP_MBV_NIC_BASE"] + lp_nic_node.REGS["VERSION"].addr   # the bring-up's first read
    else:
        m = Mbv(image)
        m.board.nic.errors.add(lp_nic_node.REGS["ID"].addr)
        addr = amap["LP_MBV_NIC_BASE"] + lp_nic_node.REGS["ID"].addr
    m.run_us(50_000, until=m.halted)
    assert m.halted(), m.console_text()
    m.run_us(20_000)   # stays halted: no reboot loop
    assert m.halted() and m.starts == 1 and len(m.traps) == 1, (m.starts, m.traps)
    t = m.traps[0]
    assert (t.cause, t.tval) == (CAUSE_LOAD_FAULT, addr)
    text = m.console_text()
    assert text.count("lightpath arbiter firmware") == 1, text
    assert f"TRAP mcause=0x{CAUSE_LOAD_FAULT:08x} mepc=0x{t.epc:08x} mtval=0x{addr:08x} traps=1; halted" in text, text
    magic, count = image.symbols["trap_magic"][0], image.symbols["trap_count"][0]
    assert m.read_word(count) == 1 and m.read_word(magic) != 0   # the record a reset keeps
    m.reset()   # the debug module's system reset: the memory keeps the record, the banner reports it
    m.run_us(50_000, until=m.halted)
    m.run_us(20_000)   # the FIFO drains
    text = m.console_text()
    assert "traps before this boot: 1\r\n" in text and "traps=2; halted" in text and m.starts == 2, text


def test_trap_inside_the_handler_halts(image: Image) -> None:
    """The console UART answering with an error once the first trap is taken: the handler's own store
    traps, and that second trap halts at once instead of recursing."""
    m = Mbv(image)
    m.board.nic.errors.add(lp_nic_node.REGS["ID"].addr)
    console_write = m.board.console.write

    def failing(off: int, val: int) -> None:
        if m.traps:
            raise rv32run.BusError
        console_write(off, val)

    m.board.console.write = failing   # type: ignore[method-assign]
    m.run_us(50_000, until=m.halted)
    m.run_us(20_000)
    amap = mbv_address_map()
    assert m.halted() and [t.cause for t in m.traps] == [CAUSE_LOAD_FAULT, rv32run.CAUSE_STORE_FAULT]
    assert m.traps[1].tval == amap["LP_MBV_UART_CONSOLE"] + 0x4   # the TX FIFO


@pytest.mark.parametrize("word, cause", [(0x0000_0000, rv32run.CAUSE_ILLEGAL), (rv32run.EBREAK, rv32run.CAUSE_BREAK),
                                         (0x0000_0073, rv32run.CAUSE_ECALL_M)])
def test_cpu_exception_vectors_to_the_handler(image: Image, word: int, cause: int) -> None:
    """An exception of the CPU itself (illegal instruction, ebreak, ecall) at the loop's entry goes
    through mtvec to the handler with that instruction's address, and halts."""
    m = Mbv(image)
    m.run_us(800_000)   # past the first WSS attempt: the loop turns
    at = image.sym("fw_loop_turn")
    m.uc.mem_write(at, word.to_bytes(4, "little"))
    m.uc.ctl_remove_cache(at, at + 4)
    m.run_us(50_000, until=m.halted)
    assert m.halted() and m.starts == 1 and [(t.cause, t.epc) for t in m.traps] == [(cause, at)], m.traps
    assert f"TRAP mcause=0x{cause:08x} mepc=0x{at:08x}" in m.console_text(), m.console_text()


def test_large_reply_keeps_loop_within_budget(image: Image) -> None:
    """A PORT_DESC multipart reply (1,040 bytes) goes into the console's transmit ring: while the UART
    sends it at 115200 baud (~90 ms) the loop turns as at idle, each turn within the budget."""
    m, wss = up(image)
    try:
        m.board.console.feed(of_msg(0, 1))   # HELLO: the agent's session
        m.run_us(20_000)
        start, turn0 = len(m.board.console.out), len(m.turns)
        m.board.console.feed(of_msg(18, 2, struct.pack(">HH4x", 13, 0)))   # MULTIPART_REQUEST PORT_DESC
        m.run_us(REPLY_US + 20_000)
        replies = of_uart.Decoder().feed(bytes(m.board.console.out[start:]))
        assert [(r[1], len(r)) for r in replies] == [(19, 1040)], [(r[1], len(r)) for r in replies]
        gaps = [(b - a) * 1e6 / m.clock.hz for a, b in zip(m.turns[turn0:], m.turns[turn0 + 1:])]
        assert len(gaps) >= REPLY_US / BUDGET_US, "the loop stopped while the reply was sent"
        assert max(gaps) < BUDGET_US, f"a loop turn took {max(gaps):.0f} us"   # audit reads included
    finally:
        wss.close()


def test_loop_turn_within_budget_every_phase(image: Image) -> None:
    """Every loop turn stays within LP_FW_IRQ_US while the WSS is missing (its attempts and their
    waits), while it is opened, at idle with the audit reading rows, while a PORT_DESC reply leaves and
    while a FLOW_MOD's change is under way on the WSS, and while the MEPC keeper lights a configuration
    interrupt's circuits on the WSS (the connections on the device: lightpath.fw.turns checks them),
    and no received character is lost meanwhile (the WSS's rows are long lines); the ECHO_REQUEST
    behind the FLOW_MOD is answered before the change's end (its PORT_STATUS messages:
    lightpath.fw.turns checks the order). docs/firmware.md's
    table is a run's (lightpath.fw.turns --write): the same phases, each longest turn within 10 % of
    this run's."""
    assert turns.budget_us() == BUDGET_US
    phases = turns.run(image)
    for p in phases:
        assert len(p.gaps_us) >= 15 and p.max_us < BUDGET_US, (p.name, len(p.gaps_us), p.max_us)
        assert p.rx_lost == 0, (p.name, p.rx_lost)   # the loop reads both receive FIFOs in time
    assert "ECHO_REPLY" in phases[-2].note
    assert phases[-1].name.startswith("MEPC configuration interrupt") and "on the device" in phases[-1].note
    doc = turns.current()
    assert doc is not None, "docs/firmware.md: the loop-turn table's markers are missing"
    rows = [r.split(" | ") for r in doc.splitlines()[2:]]
    want = turns.table(phases).splitlines()[2:]
    assert [r[0] for r in rows] == [w.split(" | ")[0] for w in want], doc
    for r, p in zip(rows, phases):
        assert abs(float(r[2]) - p.max_us) <= 0.1 * p.max_us, (r, p.max_us)


def test_full_ring_drops_whole_writes_and_counts(image: Image) -> None:
    """Six PORT_DESC requests 4 ms apart: the replies pile up in the console's 4 KiB ring faster than
    the line drains it. Four go out whole; a write of the fifth finds no room and is refused whole and
    counted (tx_ring[LP_SER_SDN].dropped, the struct's last word), the frame it belonged to ends cut
    (the controller's CRC check drops it: one bad frame, nothing else damaged), the agent starts a
    new session (HELLO); no trap, the loop keeps turning."""
    m, wss = up(image)
    try:
        m.board.console.feed(of_msg(0, 1))
        m.run_us(20_000)
        start, turn0 = len(m.board.console.out), len(m.turns)
        for i in range(6):
            m.board.console.feed(of_msg(18, 10 + i, struct.pack(">HH4x", 13, 0)))
            m.run_us(4_000)
        m.run_us(6 * REPLY_US + 100_000)
        dec = of_uart.Decoder()
        frames = [(r[1], len(r)) for r in dec.feed(bytes(m.board.console.out[start:]))]
        assert frames[:4] == [(19, 1040)] * 4 and (19, 1040) not in frames[4:] and (0, 16) in frames[4:], frames
        assert (dec.st.bad_crc, dec.st.runts, dec.st.bad_escape) == (1, 0, 0), dec.st
        ring, size = image.symbols["tx_ring"]
        per_port = size // 2   # LP_SER_WSS, LP_SER_SDN
        assert m.read_word(ring + 2 * per_port - 4) > 0, "no refused write counted"
        assert m.read_word(ring + per_port - 4) == 0   # the WSS ring never filled
        assert not m.traps and len(m.turns) - turn0 >= 6 * REPLY_US / BUDGET_US / 2
    finally:
        wss.close()


def test_boot_retries_missing_wss_and_keeps_serving(image: Image) -> None:
    m = Mbv(image)
    m.run_us(2_500_000)
    text = m.console_text()
    assert "WSS controller not answering, attempt 2\r\n" in text, text
    assert "next attempt in ms: 500\r\nWSS" in text and "next attempt in ms: 1000\r\n" in text, text
    assert "arbiter up" not in text and not m.traps
    turns = len(m.turns)
    m.run_us(100_000)
    assert len(m.turns) - turns >= 50, "the loop does not turn while the WSS is missing"
    # the controller comes: the next retry finds it
    wss = WssOnUart()
    try:
        wss.uart = m.board.wss_uart
        m.board.wss_uart.sink = wss.take
        m.run_us(4_000_000, until=lambda: "arbiter up" in m.console_text())
        assert "arbiter up" in m.console_text() and any(r.endswith("IDN?") for r in wss.received)
        assert m.starts == 1 and not m.traps
    finally:
        wss.close()


def test_stack_high_water_below_size(image: Image) -> None:
    """Boot, a PORT_DESC reply and an arbiter configuration interrupt: the deepest stack use stays
    below half the stack (LP_MBV_STACK_SIZE), the guard words keep their paint."""
    m, wss = up(image)
    try:
        m.board.console.feed(of_msg(0, 1))
        m.run_us(20_000)
        m.board.console.feed(of_msg(18, 2, struct.pack(">HH4x", 13, 0)))
        m.run_us(20_000)
        m.board.arb.set("INTR_STATUS", lp_arb_regs.REGS["INTR_STATUS"].fields["cfg"].mask)
        m.run_us(100_000)
        assert not m.traps
        size = image.sym("__stack_top") - image.sym("__stack_bottom")
        assert size == mbv_address_map()["LP_MBV_STACK_SIZE"]
        used = m.stack_high_water()
        assert 512 < used < size // 2, (used, size)
        assert m.stack_guard_intact()
    finally:
        wss.close()



@pytest.fixture(scope="module")
def testbed_image() -> Image:
    """The board testbed's arbiter image (lightpath.boards.twin.testbed_images: 3 nodes, its WSS and loop
    figures)."""
    defs = f"{twin.testbed_defs(twin.TESTBED_NODES)} {twin.TESTBED_FW_DEFS}"
    return Image.load(build.rv32(defs) / "lp_arb_fw.elf")


@pytest.mark.parametrize(("baud", "axi_cycles"), [(twin.BAUD, rv32run.AXI_CYCLES), (twin.BAUD, 40),
                                                   (2_000_000, rv32run.AXI_CYCLES), (6_250_000, rv32run.AXI_CYCLES)])
def test_mepc_circuit_lit_then_darkened(testbed_image: Image, baud: int, axi_cycles: int,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The board testbed's arbiter image with the WSS on a fast line (the testbed's 3.125 Mbaud, with the
    model's bus access and with a slower one of 40 cycles; 2 and 6.25 Mbaud around it), TSYNC_SLOT
    counting the grid's slots, the keeper's side played in the arbiter window six times, each
    publication 29 us later in the loop's turn than the one before: an ADD 1 -> 2 published
    (CUR/CUR_EFF, GEN, the interrupt) is lit on the WSS before its effective slot (ADD, COMMIT,
    read-back), then the REMOVE published after that slot is darkened (DEL, COMMIT, read-back) after
    the REMOVE's effective slot, within 2 ms of the publication (the slot is 1.1 ms after it); no
    received character lost (the read-back's reply is longer than the UART's 16-character receive
    FIFO), the keeper's counters one add and one removal a cycle, none late, no WSS error. Without the
    HAL's receive rings the 2 and 6.25 Mbaud cases lose the read-back's newline and never darken."""
    monkeypatch.setattr(rv32run, "AXI_CYCLES", axi_cycles)
    n = twin.TESTBED_NODES
    wss = WssOnUart(ports=twin.wss_ports(n))
    m = Mbv(testbed_image, wss=wss, wss_baud=baud)
    nic = m.board.nic
    nic.count_slots(m.clock)
    keeper = ArbKeeper(m.board.arb, nic)
    src, dst, wl = 1, 2, 0
    path = (src, wl)   # WSS input n from node n, output n + d to node d (lp_arb_fw.c)

    def verbs(since: int) -> list[str]:
        return [c.split(" ", 1)[1] for c in wss.received[since:]]

    def replied(since: int) -> Callable[[], bool]:   # a change's three exchanges
        return lambda: len(verbs(since)) == 3

    def passed(slot: int) -> Callable[[], bool]:
        return lambda: nic.slot() > slot

    try:
        m.run_us(400_000, until=lambda: "arbiter up" in m.console_text())
        assert "arbiter up" in m.console_text(), m.console_text()
        cycles = 6
        for k in range(cycles):
            m.run_us(29 * k)   # another phase of the loop's turn
            sent = len(wss.received)
            add_eff = keeper.publish({src: dst})
            m.run_us(3_000, until=replied(sent))
            assert verbs(sent) == ["ADD 1 0 5", "COMMIT", "XC? 1"] and wss.committed.get(path) == n + dst, \
                (k, wss.received[sent:], m.board.wss_uart.rx_dropped)
            assert nic.slot() < add_eff, (k, nic.slot(), add_eff)   # lit before its effective slot
            m.run_us(5_000, until=passed(add_eff + 1))
            assert nic.slot() > add_eff + 1
            sent = len(wss.received)
            rm_eff = keeper.publish({src: None})
            m.run_us(2_000, until=lambda: path not in wss.committed)
            slot_dark = nic.slot()
            m.run_us(500)   # the change's read-back
            assert path not in wss.committed, (k, wss.received[sent:], nic.slot(), rm_eff, m.board.wss_uart.rx_dropped)
            assert rm_eff < slot_dark, (k, slot_dark, rm_eff)   # not before its effective slot
            assert verbs(sent) == ["DEL 1 0", "COMMIT", "XC? 1"], (k, wss.received[sent:])
        lost = m.read_word(testbed_image.sym("rx_lost"))   # lp_mbv_ser_rx_lost(LP_SER_WSS)
        assert m.board.wss_uart.rx_dropped == 0 and lost == 0, (m.board.wss_uart.rx_dropped, lost)
        at = testbed_image.sym("mepc") + testbed_image.member_offset("lp_mepc_ctl_t", "st")
        st = host.MepcStats.from_buffer_copy(bytes(m.uc.mem_read(at, C.sizeof(host.MepcStats))))
        assert (st.irqs >= 2 * cycles, st.adds, st.removes, st.late, st.wss_errors) == (True, cycles, cycles, 0, 0), \
            {f[0]: getattr(st, f[0]) for f in host.MepcStats._fields_}
        assert not m.traps and m.starts == 1
    finally:
        wss.close()

def test_image_uses_only_configured_instructions(image: Image) -> None:
    cfg = rv32run.cpu_config()
    have = rv32run.extensions_configured(cfg)
    used = rv32run.extensions_used(image.text[1], image.text[0])
    assert "unknown" not in used, [hex(a) for a in used["unknown"][:8]]
    assert set(used) <= have, {e: [hex(a) for a in used[e][:4]] for e in set(used) - have}
    assert {"I", "C", "M", "Zicsr"} <= set(used)   # the decoder sees them: divide and the trap CSRs


def test_stack_guard_overwrite_is_fatal(image: Image) -> None:
    """A write into the guard below the stack (what an overflow does) stops the firmware with a message
    at the next loop turn, before the corruption spreads."""
    m = Mbv(image)
    m.run_us(50_000)
    assert m.stack_guard_intact()
    m.uc.mem_write(image.sym("__stack_bottom") + 8, b"\0\0\0\0")
    assert not m.stack_guard_intact()
    m.run_us(2_000_000, until=m.halted)   # the first turn comes after the WSS's first attempt (600 ms)
    assert m.halted() and not m.traps
    assert "FATAL stack overflow" in m.console_text(), m.console_text()


# ---------------------------------------------------------------- the peripheral models on their own

def test_uart_lite_model_fifos_and_baud() -> None:
    """PG142 behaviour the firmware relies on: 16-deep TX FIFO behind the shift register (TX full in
    STAT bit 3, writes while full ignored), one character per 10 bit times; RX FIFO of 16, the
    17th character an overrun (STAT bit 5, cleared by the read), RX valid in bit 0; CTRL resets."""
    clk = rv32run.Clock(100_000_000)
    got: list[tuple[int, int]] = []
    u = rv32run.UartLite(clk, sink=lambda b: got.append((clk.cycles, b)))
    char = clk.hz * 10 // rv32run.BAUD
    assert u.read(0x8) == 0x4   # TX empty
    for b in range(20):
        u.write(0x4, b)
    assert u.dropped_writes == 3 and u.read(0x8) & 0x8   # 1 shifting + 16 queued
    for n in range(1, 18):   # the n-th character's stop bit is out at n character times
        clk.cycles = n * char - 1
        u.advance()
        assert len(got) == n - 1
        clk.cycles = n * char
        u.advance()
        assert len(got) == n
    assert [b for _, b in got] == list(range(17)) and u.tx_idle()
    u.feed(bytes(range(100, 120)))
    clk.cycles += 20 * char
    st = u.read(0x8)
    assert st & 0x1 and st & 0x2 and st & 0x20 and not u.read(0x8) & 0x20
    assert [u.read(0x0) for _ in range(16)] == list(range(100, 116)) and not u.read(0x8) & 1
    u.feed(b"x")
    clk.cycles += char
    u.write(0xC, 0x2)   # reset RX FIFO
    assert not u.read(0x8) & 1
    with pytest.raises(rv32run.BusError):
        u.read(0x10)


def test_timer_intc_gpio_spi_models() -> None:
    clk = rv32run.Clock(100_000_000)
    t = rv32run.Timer(clk)
    for off, val in ((0x04, 0), (0x14, 0), (0x00, 1 << 5), (0x10, 1 << 5), (0x00, (1 << 11) | (1 << 7))):
        t.write(off, val)   # lp_xil_timer_start
    clk.cycles = (1 << 32) + 5
    assert (t.read(0x18), t.read(0x08)) == (1, 5)   # cascaded 64-bit count of the AXI clock

    level = [0]
    intc = rv32run.Intc(lambda: level[0])
    intc.write(0x08, 0x7)
    intc.write(0x1C, 3)
    level[0] = 0b010
    assert intc.read(0x00) == 0b010 and intc.read(0x04) == 0b010
    intc.write(0x0C, 0b010)
    assert intc.read(0x00) == 0b010   # a level still high sets it again
    level[0] = 0
    intc.write(0x0C, 0b010)
    assert intc.read(0x00) == 0

    g = rv32run.Gpio()
    g.write(0x4, 0)
    g.write(0x0, 0x2)
    assert g.history == [0x2] and g.read(0x8) == 1   # BUSY_N idle high

    spi = rv32run.QuadSpi(miso=0xA5)
    cr = (1 << 1) | (1 << 2) | (1 << 4) | (1 << 7)   # lp_xil_spi_xfer's sequence
    spi.write(0x60, cr | (1 << 8) | (1 << 5) | (1 << 6))
    for b in (0xC8, 0x12, 0x34):
        spi.write(0x68, b)
    assert spi.read(0x64) & 0x1 and not spi.transfers   # inhibited: nothing shifted
    spi.write(0x70, ~(1 << 1) & 0xFFFFFFFF)
    spi.write(0x60, cr)
    assert spi.read(0x64) & 0x4 and [spi.read(0x6C) for _ in range(3)] == [0xA5] * 3
    spi.write(0x70, 0xFFFFFFFF)
    assert spi.transfers == [(1, bytes([0xC8, 0x12, 0x34]))]


def test_register_window_model() -> None:
    nic = rv32run.nic_window()
    ctrl = lp_nic_node.REGS["CTRL"]
    assert nic.read(lp_nic_node.REGS["ID"].addr) == lp_nic_node.REGS["ID"].reset
    nic.write(ctrl.addr, 0xFFFFFFFF)
    assert nic.get("CTRL") == sum(f.mask for f in ctrl.fields.values() if f.access == "rw")   # wo bits not kept
    rr = lp_nic_node.REGS["RR_CTRL"]
    table = [lp_nic_node.REGS[f"RR_TABLE[{i}]"].addr for i in range(3)]
    first, second = [0x0201_0101, 0x0203_0202, 0x0205_0303], [0x0200_0102, 0x0202_0203, 0x0204_0300]
    for a, v in zip(table, first, strict=True):
        nic.write(a, v)
    assert [nic.read(a) for a in table] == first   # the shadow reads back as written
    nic.write(rr.addr, rr.fields["length"].insert(0, 3) | rr.fields["commit"].mask)
    assert lp_nic_node.REGS["RR_STATUS"].fields["active_len"].extract(nic.get("RR_STATUS")) == 3
    reset = [lp_nic_node.REGS[f"RR_TABLE[{i}]"].reset for i in range(3)]
    assert nic.active[:3] == first and [nic.read(a) for a in table] == reset   # swapped: the old bank shows
    for a, v in zip(table, second, strict=True):
        nic.write(a, v)
    nic.write(rr.addr, rr.fields["length"].insert(0, 2) | rr.fields["commit"].mask)
    assert nic.active_len == 2 and nic.active[:3] == second
    assert [nic.read(a) for a in table] == first   # ping-pong: the shadow holds the table active before
    locked = lp_nic_node.REGS["TSYNC_STATUS"].fields["all_locked"]
    assert locked.extract(nic.get("TSYNC_STATUS")) == 0
    nic.write(lp_nic_node.REGS["TSYNC_CTRL"].addr, lp_nic_node.REGS["TSYNC_CTRL"].fields["en"].mask)
    assert locked.extract(nic.get("TSYNC_STATUS")) == 1   # the firmware's lock wait ends
    known = lp_nic_node.REGS["CDR_STATUS"].fields["dbg_known"]
    assert known.extract(nic.get("CDR_STATUS")) == 0
    nic.write(lp_nic_node.REGS["CDR_DBG_SEL"].addr, 2)
    assert known.extract(nic.get("CDR_STATUS")) == 1      # and so does its CDR training
    base, size = lp_nic_node.BLOCKS["core"]
    with pytest.raises(rv32run.BusError):
        nic.read(base + size)   # past the block, same page: SLVERR
    assert all(p % rv32run.PAGE == 0 for p in nic.pages()) and 0xF000 not in nic.pages()
    arb = rv32run.RegWindow(lp_arb_regs)
    cfg = lp_arb_regs.REGS["INTR_STATUS"].fields["cfg"].mask
    arb.set("INTR_STATUS", cfg)
    arb.write(lp_arb_regs.REGS["INTR_STATUS"].addr, cfg)   # write 1 to clear
    assert arb.get("INTR_STATUS") == 0



def test_slot_counter_and_keeper_models() -> None:
    """NicWindow.count_slots: TSYNC_SLOT 0 at the start, then one slot per (guard + preamble + the
    cell's words) line clocks of SLOT_TIMING as written; ArbKeeper: an ADD's entry read through SEL.cur
    (CUR v, live, dst; CUR_EFF = TSYNC_SLOT + RECONF_SLOTS + CYCLE_SLOTS), GEN + 1 and INTR_STATUS.cfg
    per publication, a REMOVE clears v and live and keeps dst, a source never published reads 0."""
    clk = rv32run.Clock(100_000_000)
    nic = rv32run.nic_window()
    slot_reg = lp_nic_node.REGS["TSYNC_SLOT"].addr
    assert nic.read(slot_reg) == 0
    nic.count_slots(clk)
    timing = lp_nic_node.REGS["SLOT_TIMING"]
    words = sum(timing.fields[f].extract(nic.get("SLOT_TIMING")) for f in ("guard", "preamble"))
    slot_ps = (words + int(cellfmt.SLOT["cell_words"])) * cellfmt.CLK_PS
    clk.cycles = 1000 * slot_ps * clk.hz // 10**12 - 1
    assert nic.read(slot_reg) == 999
    clk.cycles += 1
    assert nic.slot() == 1000
    nic.write(timing.addr, timing.fields["guard"].insert(0, 2 * words + 1))   # longer slots
    assert nic.slot() < 1000
    arb = rv32run.RegWindow(lp_arb_regs)
    keeper = ArbKeeper(arb, nic)
    regs = lp_arb_regs.REGS
    arb.write(regs["RECONF_SLOTS"].addr, 300)
    arb.write(regs["CYCLE_SLOTS"].addr, 2)
    cur, sel, cfg = regs["CUR"].fields, regs["SEL"], regs["INTR_STATUS"].fields["cfg"].mask

    def entry(s: int) -> tuple[int, int, int, int]:
        arb.write(sel.addr, sel.fields["cur"].insert(0, s))
        word = arb.read(regs["CUR"].addr)
        eff = arb.read(regs["CUR_EFF"].addr)
        return cur["v"].extract(word), cur["live"].extract(word), cur["dst"].extract(word), eff

    eff = keeper.publish({1: 2})
    assert eff == nic.slot() + 302 and arb.get("GEN") == 1 and arb.get("INTR_STATUS") == cfg
    assert entry(1) == (1, 1, 2, eff) and entry(0) == (0, 0, 0, 0)
    arb.write(regs["INTR_STATUS"].addr, cfg)
    clk.cycles += 10**6
    eff2 = keeper.publish({1: None})
    assert eff2 > eff and arb.get("GEN") == 2 and arb.get("INTR_STATUS") == cfg
    assert entry(1) == (0, 0, 2, eff2)

def test_boot_waits_for_nodes_powered_on_late() -> None:
    """Time sync locks only at the firmware's second enable (the other nodes came up after the
    arbiter's first lock deadline): the boot logs the attempt and carries on, no halt, no reboot. The
    image is built with a 200 ms lock deadline (the default 5 s would cost seconds of host time for
    the same code path)."""
    wss = WssOnUart()
    m = Mbv(Image.load(build.rv32("-DLP_FW_LOCK_US=200000") / "lp_arb_fw.elf"), wss=wss, tsync_lock_on=2)
    try:
        m.run_us(2_000_000, until=lambda: "arbiter up" in m.console_text())
        text = m.console_text()
        assert "time sync: not every node locked, attempt 1; retrying" in text, text
        assert "attempt 2" not in text and "arbiter up" in text, text
        assert m.starts == 1 and not m.traps
    finally:
        wss.close()


def test_nic_image_boots_node_and_turns() -> None:
    """The NIC node image (apps/lp_nic_fw.c) on the same block design: its own node id and round-robin
    table, the time-sync slave enabled and its lock awaited, CDR training, then the loop turns; no
    window of the arbiter is touched (a NIC bitstream has none: its accesses would be DECERR)."""
    m = Mbv(Image.load(build.rv32() / "lp_nic_fw.elf"), unmapped_arb=True)
    m.run_us(100_000, until=lambda: "node up" in m.console_text())
    turns_at = len(m.turns)
    m.run_us(10_000)
    assert len(m.turns) - turns_at >= 5, "the main loop does not turn"
    text = m.console_text()
    assert text.startswith("lightpath NIC firmware, node 1\r\n"), text
    assert "time sync: locked\r\nnode up\r\n" in text, text
    node = lp_nic_node.REGS["NODE"].fields["node_id"]
    assert node.extract(m.board.nic.get("NODE")) == 1
    assert m.board.nic.get("TSYNC_CTRL") & lp_nic_node.REGS["TSYNC_CTRL"].fields["en"].mask
    assert m.board.nic.get("CTRL") & lp_nic_node.REGS["CTRL"].fields["tx_en"].mask
    assert m.starts == 1 and not m.traps


@pytest.mark.parametrize(("elf", "node"), [("lp_arb_fw.elf", 0), ("lp_nic_fw.elf", 1)])
def test_regdump_line_is_the_committed_table(tmp_path: Path, elf: str, node: int) -> None:
    """The bring-up's `regdump: ` console line, read as the ILA capture reader reads it
    (lightpath.ila.regdump), gives the node's round-robin table as lp_rr_cyclic computes it and as the
    NIC model's active bank holds it, while the RR_TABLE window shows the other bank."""
    m = Mbv(Image.load(build.rv32() / elf), unmapped_arb=elf == "lp_nic_fw.elf")
    m.run_us(100_000, until=lambda: "regdump: " in m.console_text() and m.console_text().endswith("\r\n"))
    lines = [ln for ln in m.console_text().splitlines() if ln.startswith("regdump: ")]
    assert len(lines) == 1, m.console_text()
    dump = tmp_path / "node.json"
    dump.write_text(lines[0].removeprefix("regdump: "))
    p = regdump.params_from_dump(dump)
    ports = lp_nic_node.REGS["NODE"].fields["num_ports"].extract(m.board.nic.get("NODE"))
    words = host.rr_cyclic(node, ports)
    assert (p.node, p.ports) == (node, ports)
    assert p.table == tuple(rrtable.cfg_entry(w) for w in words)
    assert [regdump.load_dump(dump)[f"RR_TABLE[{i}]"] for i in range(len(words))] == words
    nic = m.board.nic
    assert nic.active_len == len(words) and nic.active[:len(words)] == words
    shadow = [nic.read(lp_nic_node.REGS[f"RR_TABLE[{i}]"].addr) for i in range(len(words))]
    assert shadow != words   # what a read of the window would have dumped
