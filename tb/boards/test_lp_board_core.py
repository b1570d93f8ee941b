"""lp_board_core as a whole, two boards back to back (the VCU118 NIC variant: ARB = 0, SVLB = 1, two QSFP
host lanes, GT_OSR = CDR_OSR = 2), each on the simulation models of its Xilinx parts (boards/sim: the MIG
`ddr4_voq`, the AXI converter `axi_ddr_cdc`, the SOA clock wizard, OSERDESE3, OBUFDS); top
tb/boards/lp_board_core_tb.sv, docs/boards.md "Board simulation".

Around the cores, as the VCU118 top gives it: the core clock and its reset, the SOA MMCM held in reset
until the core clock runs, the MIG's control reset; the Ethernet lanes as AXI-Stream (cocotbext-axi
source per RX lane in its recovered clock, sink per TX lane in the shared TX clock), the lanes' lock and
counter inputs; the CPU's register windows as AXI4-Lite masters. The fibres: each board's OTS TXDATA
(bit 0 first) reaches the other's RXDATA a few words later, each bit sampled GT_OSR times, with the burst
receiver's signal detect lit while the transmitter sends (one word early: the reset PHY_CTRL.sd_delay);
the OCS lanes are dark. A node cannot loop cells back to itself (the round-robin table refuses its own
node: docs/bring-up.md, step 4), hence two boards.

two_boards_back_to_back: reset and MIG calibration, the status vector, board 0's register windows
(identity, block host, DECERR), frames between a station on each board exactly once and intact, the SOA
serialiser's words and serial pin; then the core reset alone (VIO/button) and the same again.
svlb_over_dram: the same frames with S-VLB on, through each board's DRAM path.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster, AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import load_table, svlb_setup, tagged_frame
from lightpath.flow import hdl
from lightpath.flow.paths import REPO, closure, rtl_sources
from lightpath.model import rrtable
from lightpath.regs import RegBank
from lightpath.regs.lp_nic_node import BLOCKS, REGS

GT_OSR = 2
CLK_NS = cellfmt.CLOCK_NS       # core clock = GT TXUSRCLK2 (and the OTS RX user clock's frequency)
ETH_NS = 6.206                  # 161.13 MHz lane user clocks (10GBASE-R, 64-bit)
SYS_NS = 4.0                    # the MIG's 250 MHz system clock (DDR4_InputClockPeriod)
FIBRE_WORDS = 4                 # loopback words between TXDATA and RXDATA
NUM_WL = 8
SVLB_GUARD = 16                 # SLOT_TIMING.guard of an S-VLB build (docs/svlb.md, "Transmit timing")
STATIONS = [("02:00:00:00:00:0a", 0), ("02:00:00:00:00:0b", 1)]   # (MAC, board) of stations A and B
PORTS = [(0, 0), (1, 1)]        # (board, lane) of station A and of station B
DECERR = 3                      # AXI response code


def _mac(s: str) -> int:
    return int(s.replace(":", ""), 16)


def _expand(word: int) -> int:
    """A 64-bit TXDATA word (bit 0 first on the line) sampled GT_OSR times per UI (bit 0 first)."""
    v = 0
    for i in range(64):
        if word >> i & 1:
            v |= ((1 << GT_OSR) - 1) << (GT_OSR * i)
    return v


class Board:
    """The two boards' surroundings: clocks, resets, lanes, the fibres between their OTS ports, register
    windows, the SOA monitor of board 0."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.ser: list[list[int]] = []        # per core cycle: board 0's OSERDESE3 words (per wavelength)
        self.soa: list[int] = []              # per core cycle: board 0's soa_ser (NUM_WL x 8 bits)
        self.slot: list[int] = []             # per core cycle: board 0's transmit slot index
        self.monitor = False
        # fibre n: board n's TX -> board 1 - n's RX, (TXDATA word, lit) per word
        self.fibre: list[deque[tuple[int, int]]] = [deque([(0, 0)] * FIBRE_WORDS) for _ in range(2)]

    def core(self, n: int):
        return getattr(self.dut, f"n{n}_core")

    async def start(self) -> None:
        d = self.dut
        for name in ("mod_present", "mod_intr", "mod_resetting", "mod_ready", "soa_force_off", "eth_hi_ber",
                     "eth_link"):
            getattr(d, name).value = 0
        for n in range(2):
            for name in ("eth0_rx_tvalid", "eth1_rx_tvalid", "eth0_rx_tuser", "eth1_rx_tuser", "ots_sd",
                         "ots_gt_rxdata"):
                getattr(d, f"n{n}_{name}").value = 0
        d.fmc_laser_fault_n.value = 1
        d.fmc_soa_fault_n.value = 1
        for name in ("rst", "ots_rx_rst", "eth0_rx_rst", "eth1_rx_rst", "eth_tx_rst", "soa_mmcm_rst", "ddr_sys_rst"):
            getattr(d, name).value = 1
        self.cnt_tx = random.Random(5).getrandbits(len(d.eth_cnt_tx))
        self.cnt_rx = random.Random(6).getrandbits(len(d.eth_cnt_rx))
        d.eth_cnt_tx.value = self.cnt_tx
        d.eth_cnt_rx.value = self.cnt_rx
        Clock(d.clk, CLK_NS, unit="ns").start()
        Clock(d.ddr4_sys_clk_p, SYS_NS, unit="ns").start()
        Clock(d.ddr4_sys_clk_n, SYS_NS, unit="ns").start(start_high=False)
        Clock(d.eth_tx_clk, ETH_NS, unit="ns").start()
        await Timer(1.1, unit="ns")
        Clock(d.eth0_rx_clk, ETH_NS, unit="ns").start()
        await Timer(1.3, unit="ns")
        Clock(d.eth1_rx_clk, ETH_NS, unit="ns").start()
        await Timer(0.9, unit="ns")
        Clock(d.ots_rx_clk, CLK_NS, unit="ns").start()   # same frequency as the core clock, another phase
        self.nic_axil = [self._axil(f"n{n}_s_axil_nic") for n in range(2)]
        self.nic = [RegBank(a, REGS) for a in self.nic_axil]
        self.arb_axil = self._axil("n0_s_axil_arb")
        self.src = [[AxiStreamSource(AxiStreamBus.from_prefix(d, f"n{n}_eth{ln}_rx"), getattr(d, f"eth{ln}_rx_clk"),
                                     getattr(d, f"eth{ln}_rx_rst")) for ln in range(2)] for n in range(2)]
        self.sink = [[AxiStreamSink(AxiStreamBus.from_prefix(d, f"n{n}_eth{ln}_tx"), d.eth_tx_clk, d.eth_tx_rst)
                      for ln in range(2)] for n in range(2)]
        for m in (*self.src[0], *self.src[1], *self.sink[0], *self.sink[1]):
            m.log.setLevel("WARNING")
        cocotb.start_soon(self._loop())

    def _axil(self, prefix: str) -> AxiLiteMaster:
        m = AxiLiteMaster(AxiLiteBus.from_prefix(self.dut, prefix), self.dut.clk, self.dut.rst)
        m.write_if.log.setLevel("WARNING")
        m.read_if.log.setLevel("WARNING")
        return m

    async def _loop(self) -> None:
        """Per core clock: the fibres (each RX driven from its fibre, each TX into the other) and the SOA
        monitor of board 0."""
        d = self.dut
        tx_valid = [self.core(n).ots_tx_valid for n in range(2)]
        txdata = [getattr(d, f"n{n}_ots_gt_txdata") for n in range(2)]
        rxdata = [getattr(d, f"n{n}_ots_gt_rxdata") for n in range(2)]
        sd = [getattr(d, f"n{n}_ots_sd") for n in range(2)]
        core0 = self.core(0)
        sers = [core0.u_fmc.u_soa.g_wl[w].u_ser.ser_word for w in range(NUM_WL)]
        lit_prev = [0, 0]
        while True:
            await RisingEdge(d.clk)
            for n in range(2):
                fib = self.fibre[1 - n]          # into board n
                word, _ = fib.popleft()
                rxdata[n].value = _expand(word)
                sd[n].value = fib[0][1]          # signal detect one word ahead of its data
            await ReadOnly()
            for n in range(2):
                self.fibre[n].append((int(txdata[n].value), lit_prev[n]))
                lit_prev[n] = int(tx_valid[n].value)
            if self.monitor:
                self.ser.append([int(s.value) for s in sers])
                self.soa.append(int(core0.soa_ser.value))
                self.slot.append(int(core0.dbg_slot.value))

    async def reset(self) -> None:
        """The VCU118 top's order: control clock up (MIG reset released), GT TX ready (the SOA MMCM's reset
        released), then the core and RX resets (lp_rst_sync of the GT's done flags)."""
        d = self.dut
        await ClockCycles(d.clk, 4)
        d.ddr_sys_rst.value = 0
        await ClockCycles(d.clk, 4)
        d.soa_mmcm_rst.value = 0
        await ClockCycles(d.clk, 8)
        for name in ("rst", "ots_rx_rst", "eth_tx_rst", "eth0_rx_rst", "eth1_rx_rst"):
            getattr(d, name).value = 0


async def check_reset_and_calib(b: Board) -> None:
    d = b.dut
    calib = [getattr(d, f"n{n}_ddr_calib") for n in range(2)]
    status = [getattr(d, f"n{n}_status") for n in range(2)]
    assert [int(c.value) for c in calib] == [0, 0], "calibrated as its reset was just released"
    assert all(int(s.value) & 0b11100 == 0 for s in status), "lanes shown linked before they lock"
    waited = 0
    while not all(int(c.value) for c in calib):
        await ClockCycles(d.clk, 16)
        waited += 16
        assert waited < 4000, "MIG calibration never completed"
    assert waited > 300, f"MIG calibration after {waited} core cycles: the model's delay is ~1024 ui_clk"
    d.eth_link.value = 0b01
    await ClockCycles(d.clk, 4)
    assert all(int(s.value) >> 2 & 0b11 == 0b01 for s in status)
    d.eth_link.value = 0b11
    await ClockCycles(d.clk, 4)
    assert all(int(s.value) >> 2 & 0b11 == 0b11 for s in status)


async def check_windows(b: Board) -> None:
    """Board 0's register windows."""
    d = b.dut
    r = b.nic[0]
    assert await r.read_field("ID", "magic") == REGS["ID"].fields["magic"].reset
    ver = await r.read("VERSION")
    assert REGS["VERSION"].fields["map_major"].extract(ver) == REGS["VERSION"].fields["map_major"].reset
    cap = await r.read("HOST_CAP")
    assert cap & 0x3F == 0x10 | 2, hex(cap)    # QSFP, two lanes
    st = await r.read("HOST_STATUS")
    assert st & 0xF == 0b11, hex(st)            # both lanes locked
    names = sorted((n for n in REGS if n.startswith("HOST_LANE[")), key=lambda n: REGS[n].addr)
    n_tx = len(d.eth_cnt_tx) // 64
    n_rx = len(d.eth_cnt_rx) // 64
    for ln in range(2):
        want = [(b.cnt_tx >> (32 * (ln * n_tx + i))) & 0xFFFF_FFFF for i in range(n_tx)]
        want += [(b.cnt_rx >> (32 * (ln * n_rx + i))) & 0xFFFF_FFFF for i in range(n_rx)]
        lane = [n for n in names if n.startswith(f"HOST_LANE[{ln}].")]
        got = [await r.read(n) for n in lane]
        assert got == want, (ln, got, want)
    # a block the NIC variant does not build (ODDL = 0), and the arbiter window (ARB = 0): DECERR
    assert int(d.n0_status.value) >> 11 & 1 == 0
    resp = await b.nic_axil[0].read(BLOCKS["oddl"][0], 4)
    assert int(resp.resp) == DECERR, resp
    resp = await b.arb_axil.read(0, 4)
    assert int(resp.resp) == DECERR, resp
    await ClockCycles(d.clk, 4)
    assert int(d.n0_status.value) >> 11 & 1 == 1, "status bit 11: the arbiter window's stray access"
    assert int(d.n1_status.value) >> 11 & 1 == 0


async def configure(b: Board, guard: int | None = None, svlb: dict[str, dict[str, int]] | None = None) -> None:
    """lp_boot_nic's sequence on each board (node n of 2 ports; the table of the firmware's cyclic AWGR,
    lightpath.model.rrtable, plus a dark slot 1 so that the gates have a slot to stay closed in), each
    station's MAC looked up to its board. There is no time-sync master between two NICs: each takes the
    other for the arbiter (ARBITER.node_id: the one source a node that never locked receives from) and
    sends without the time-sync gate; the two slot grids are aligned, as both cores leave reset in the
    same clock. Then CDR training with idle cells, idle cells off, counters cleared (Fabric.configure).
    guard: SLOT_TIMING.guard first; svlb: S-VLB queue fields, then the queues programmed and enabled
    (lightpath.env.fabric.svlb_setup)."""
    tables = rrtable.generate(2, NUM_WL)
    rrtable.check(tables, 2, NUM_WL)
    for n, r in enumerate(b.nic):
        assert await r.read("ID") == REGS["ID"].fields["magic"].reset
        await r.write_fields("NODE", node_id=n, num_ports=2)
        if guard is not None:
            await r.write_fields("SLOT_TIMING", guard=guard)
        dark = rrtable.Entry(wl=tables[n][0].wl, dst=tables[n][0].dst, valid=False)
        code = await load_table(r, [*tables[n], dark])
        assert code == 0, code
        await r.write_fields("ARBITER", node_id=1 - n)
        for i, (sta, node) in enumerate(STATIONS):
            mac = _mac(sta)
            await r.write("LK_KEY_LO", mac & 0xFFFF_FFFF)
            await r.write_fields("LK_ENTRY", key_hi=mac >> 32, node=node, kind=0, valid=1)
            await r.write_fields("LK_CMD", addr=i, write=1)
        await r.write_fields("TSYNC_CTRL", gate_tx=0)
    if svlb is not None:
        await svlb_setup(b.nic, svlb)
    slot = int(cellfmt.SLOT["slot_words"])
    for r in b.nic:
        await r.write_fields("CTRL", rx_en=1, tx_en=1, idle_cells=1, lookup_en=1)
    await ClockCycles(b.dut.clk, 8 * slot)
    for r in b.nic:
        await r.write_fields("CTRL", rx_en=1, tx_en=1, idle_cells=0, lookup_en=1)
    await ClockCycles(b.dut.clk, 4 * slot)
    for r in b.nic:
        await r.write_fields("CTRL", rx_en=1, tx_en=1, idle_cells=0, lookup_en=1, cnt_clr=1)


def _hello(src: str) -> bytes:
    """A broadcast frame from `src`: the host demultiplexer learns the station, the NIC drops it."""
    return bytes.fromhex("ff" * 6) + bytes.fromhex(src.replace(":", "")) + b"\x88\xb5" + bytes(46)


def _frame(rng: random.Random, src: int, dst: int, seq: int) -> bytes:
    """A tagged UDP frame between the stations src and dst (STATIONS)."""
    f = tagged_frame(rng, src, dst, seq)
    return bytes.fromhex(STATIONS[dst][0].replace(":", "")) + bytes.fromhex(STATIONS[src][0].replace(":", "")) + f[12:]


async def drain(b: Board, got: dict[tuple[int, int], list[bytes]]) -> None:
    for n in range(2):
        for ln in range(2):
            while not b.sink[n][ln].empty():
                got[(n, ln)].append(bytes((await b.sink[n][ln].recv()).tdata))


async def check_frames(b: Board) -> list[dict[str, int]]:
    """Station A (board 0, lane 0) and station B (board 1, lane 1) exchange frames through the NICs and
    the fibres: each frame arrives once, intact, in order, on the other station's lane only."""
    rng = random.Random(21)
    for _ in range(2):    # a tap learns from its second frame after reset
        for (sta, _node), (n, ln) in zip(STATIONS, PORTS):
            await b.src[n][ln].send(AxiStreamFrame(_hello(sta)))
    await ClockCycles(b.dut.clk, 300)
    sent: list[list[bytes]] = [[], []]
    b.monitor = True
    for i in range(10):
        for s in range(2):
            f = _frame(rng, s, 1 - s, i)
            sent[s].append(f)
            n, ln = PORTS[s]
            await b.src[n][ln].send(AxiStreamFrame(f))
    await check_serial_pin(b)
    got: dict[tuple[int, int], list[bytes]] = {(n, ln): [] for n in range(2) for ln in range(2)}
    for _ in range(400):
        await ClockCycles(b.dut.clk, 100)
        await drain(b, got)
        if sum(map(len, got.values())) >= sum(map(len, sent)):
            break
    await ClockCycles(b.dut.clk, 4 * int(cellfmt.SLOT["slot_words"]))
    await drain(b, got)
    b.monitor = False
    cnt = [await r.counters() for r in b.nic]
    for n in range(2):
        # OTS and OCS RX streaming; no lane drop (8), OTS RX FIFO error (9), signal-detect glitch or gap (10)
        st = int(getattr(b.dut, f"n{n}_status").value)
        assert st & 0x0703 == 0x0003, (n, hex(st))
    for s in range(2):
        dst_port = PORTS[1 - s]
        assert got[dst_port] == sent[s], (s, len(got[dst_port]), len(sent[s]), cnt)
    others = {k: len(v) for k, v in got.items() if k not in PORTS}
    assert all(v == 0 for v in others.values()), f"frames on a lane without their station: {others}"
    for n in range(2):
        c = cnt[n]
        assert c["RX_FRAMES"] == len(sent[1 - n]) and c["LK_MCAST_DROP"] == 2, (n, c)
    return cnt


def check_soa(b: Board) -> None:
    """Board 0's OSERDESE3 words follow its core's SOA patterns at a fixed lag; only slot 0's wavelength
    opens, only in slot 0."""
    n = len(b.ser)
    assert n > 1000
    words = [sum(w[k] << (8 * k) for k in range(NUM_WL)) for w in b.ser]
    lag = next((L for L in range(1, 8) if all(words[i] == b.soa[i - L] for i in range(L, n))), None)
    assert lag is not None, "the serialiser's words are not the core's patterns at any fixed lag"
    opened = [i for i in range(n) if b.soa[i]]
    assert opened, "no SOA gate opened while cells were sent"
    wl = rrtable.generate(2, NUM_WL)[0][0].wl
    for i in opened:
        assert b.soa[i] & ~(0xFF << (8 * wl)) == 0, f"cycle {i}: a wavelength other than {wl} opened ({b.soa[i]:#x})"
    outside = [i for i in opened if b.slot[i] != 0]
    assert not outside, f"{len(outside)} of {len(opened)} open cycles outside slot 0 (first at {outside[0]})"


async def check_serial_pin(b: Board) -> None:
    """Board 0's serial pin of the slot-0 wavelength over gate edges: bit k of the OSERDESE3 word leaves
    in the k-th eighth (0.8 ns) of the core cycle, the N pin its complement."""
    d = b.dut
    wl = rrtable.generate(2, NUM_WL)[0][0].wl
    ser = b.core(0).u_fmc.u_soa.g_wl[wl].u_ser.ser_word
    seen_open = 0
    for _ in range(40 * int(cellfmt.SLOT["slot_words"])):
        await RisingEdge(d.clk)
        await ReadOnly()
        word = int(ser.value)
        bits = []
        for k in range(8):
            await Timer(CLK_NS / 8 * (0.5 if k == 0 else 1), unit="ns")
            bits.append(int(d.n0_fmc_soa_gate_p.value) >> wl & 1)
            assert int(d.n0_fmc_soa_gate_n.value) >> wl & 1 == 1 - bits[-1]
        assert sum(bit << k for k, bit in enumerate(bits)) == word, (bits, hex(word))
        seen_open += int(word != 0)
        if seen_open > 20:
            break
    assert seen_open > 0, "the gate never opened"


@cocotb.test()
async def two_boards_back_to_back(dut) -> None:
    b = Board(dut)
    await b.start()
    await b.reset()
    await check_reset_and_calib(b)
    await check_windows(b)
    await configure(b)
    await check_frames(b)
    check_soa(b)
    # the top's core reset alone (VIO or button: the core and OTS RX resets; the Ethernet lanes and the
    # MIG keep running): after it, brought up again, the boards carry frames exactly once as before
    d = b.dut
    d.rst.value = 1
    d.ots_rx_rst.value = 1
    await ClockCycles(d.clk, 16)
    d.rst.value = 0
    d.ots_rx_rst.value = 0
    await ClockCycles(d.clk, 16)
    assert int(d.n0_status.value) >> 11 & 1 == 0, "status bit 11 survived the core reset"
    await configure(b)
    await check_frames(b)
    # lane 0's receive reset alone, between frames (its GT restarting): frames exactly once again
    d.eth0_rx_rst.value = 1
    await ClockCycles(d.eth0_rx_clk, 8)
    d.eth0_rx_rst.value = 0
    await ClockCycles(d.clk, 16)
    for r in b.nic:
        await r.write_fields("CTRL", rx_en=1, tx_en=1, idle_cells=0, lookup_en=1, cnt_clr=1)
    await check_frames(b)


@cocotb.test()
async def svlb_over_dram(dut) -> None:
    """Both boards powered up again with S-VLB on (docs/svlb.md, "In the NIC": guard 16, the queues
    programmed through the registers, direct slots only): every cell goes through the board's DRAM
    path (axi_ddr_cdc, the MIG model with its latency and refresh stalls) and still makes its slot: the
    frames arrive once, intact, in order, no cell late (TX_VQ_LATE) and the memory saw bursts both ways."""
    b = Board(dut)
    await b.start()
    await b.reset()
    await check_reset_and_calib(b)
    await configure(b, guard=SVLB_GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 1000}})
    cnt = await check_frames(b)
    check_soa(b)
    for n in range(2):
        mig = b.core(n).u_ddr.u_mig
        assert int(mig.n_wr_bursts.value) > 0 and int(mig.n_rd_bursts.value) > 0, n
        assert cnt[n]["TX_VQ_LATE"] == 0, (n, cnt[n])
    # the core reset alone while board 0's DRAM has reads in flight (the MIG stays calibrated and keeps
    # running): brought up again, the boards carry frames exactly once as before
    d = b.dut
    rng = random.Random(33)
    for i in range(6):
        await b.src[0][0].send(AxiStreamFrame(_frame(rng, 0, 1, 100 + i)))
    ddr = b.core(0).u_ddr
    for _ in range(20000):
        await RisingEdge(d.clk)
        if int(ddr.d_arvalid.value) or int(ddr.d_rvalid.value):
            break
    else:
        raise AssertionError("no DRAM read in flight")
    d.rst.value = 1
    d.ots_rx_rst.value = 1
    await ClockCycles(d.clk, 16)
    d.rst.value = 0
    d.ots_rx_rst.value = 0
    await ClockCycles(d.clk, 16)
    for sink in (*b.sink[0], *b.sink[1]):
        sink.clear()
    await configure(b, guard=SVLB_GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 1000}})
    cnt = await check_frames(b)
    for n in range(2):
        assert cnt[n]["TX_VQ_LATE"] == 0, (n, cnt[n])


def test_lp_board_core() -> None:
    brd = REPO / "boards"
    tb = "lp_board_core_tb"
    files = [*rtl_sources(), *sorted((brd / "common" / "rtl").glob("*.sv")), *sorted((brd / "sim").glob("*.sv")),
             REPO / "tb" / "boards" / f"{tb}.sv"]
    # the fabrics' Verilator configuration first: each node's core one class shared by both boards, not
    # inlined twice (half the C++ of this build)
    hdl.run(tb, __file__, {"GT_OSR": GT_OSR}, sources=[hdl.FABRIC_VLT, *closure(tb, files)], profile="timing")
