"""The simulation models of the VCU118 top's Xilinx parts (boards/sim, boards/vcu118/sim: docs/boards.md
"Board simulation"), wired as lp_vcu118_top wires them (tb/boards/board_ip_models_tb.sv), on one Verilator
build (profile "timing"): clock periods (the Ethernet lanes' user clocks at line rate / 64 = 161.13 MHz,
phase-locked to their 156.25 MHz reference), the reset and done sequencing of both wizards, the CDR hold,
gt_opt words both ways through its public taps, a frame round trip through lp_board_eth and eth_gt with
lightpath.model.eth_baser's BaseRSerdesSource/Sink attached straight to the eth_gt taps (the RX side
from an arbitrary bit offset: block lock through RXGEARBOXSLIP), the VIO's output register and input
probe, and the ILA's CSV capture read back by lightpath.ila."""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge, Timer
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSource
from cocotbext.eth import XgmiiFrame

from lightpath.boards.simsrc import board_sources
from lightpath.env.eth import udp_frame, with_fcs
from lightpath.flow import hdl
from lightpath.flow.paths import INCLUDE_DIRS, REPO, closure, rtl_sources
from lightpath.gen.gt_sim_emit import user_clock_ratio
from lightpath.gen.ila_probes import load as load_ila
from lightpath.ila.csvfmt import read_csv
from lightpath.model.eth_baser import BaseRSerdesSink, BaseRSerdesSource

TB = "board_ip_models_tb"
REF_NS = 6.4                    # both GT references: 156.25 MHz
ETH_RATIO = user_clock_ratio("vcu118", "eth_gt")   # TXUSRCLK2 / reference, from the IP's TCL: 33/32
ILA_CSV = "ila_soa.csv"
ILA_TRIG, ILA_POS, ILA_DEPTH = 200, 16, 64   # trigger when probe 0 (slot_idx) == 200
PLUSARGS = (f"+ila_soa_csv={ILA_CSV}", "+ila_soa_probe=0", f"+ila_soa_value={ILA_TRIG}", f"+ila_soa_pos={ILA_POS}",
            f"+ila_soa_depth={ILA_DEPTH}")


async def boot(dut, hold1: bool = False) -> None:
    """Clocks on, reset pulsed until it reaches the wizards (gtwiz_reset_all_in)."""
    Clock(dut.clk_125mhz_p, 8.0, unit="ns").start()
    Clock(dut.ots_refclk_p, REF_NS, unit="ns").start()
    Clock(dut.eth_refclk_p, REF_NS, unit="ns").start()
    dut.clk_125mhz_n.value = 0
    dut.ots_refclk_n.value = 0
    dut.eth_refclk_n.value = 0
    dut.gt_cdrhold_force.value = 0b10 if hold1 else 0
    dut.gt_txdata.value = 0
    dut.s_axis_tvalid.value = 0
    dut.status.value = 0
    dut.dbg_ila.value = 0
    dut.reset.value = 1
    await Timer(100, unit="ns")
    dut.reset.value = 0
    await wait_high(dut.rst_ctl)        # the wizards' reset input: every done flag of a former boot falls
    await ClockCycles(dut.clk_ctl, 2)


async def period_ns(sig, n: int = 32) -> float:
    await RisingEdge(sig)
    t0 = get_sim_time("ps")
    for _ in range(n):
        await RisingEdge(sig)
    return (get_sim_time("ps") - t0) / n / 1000


async def wait_high(sig, mask: int = 1, limit_ns: int = 20000) -> float:
    """Sim time (ns, 1 ns steps) at which the bits `mask` of `sig` are all high."""
    for _ in range(limit_ns):
        if int(sig.value) & mask == mask:
            return get_sim_time("ns")
        await Timer(1, unit="ns")
    raise AssertionError(f"{sig._name} & {mask:#x} never high")


@cocotb.test()
async def clocks_and_reset_sequence(dut) -> None:
    """clk_ctl 10 ns, locked after the lock cycles; per channel PMA done in channel order after the reset,
    user clocks active, then TX/RX done; powergood; every user clock at the reference's 6.4 ns (eth RX through
    lp_gt_userclk_rx's divide by 2); a held CDR does not lock until released."""
    await boot(dut, hold1=True)
    t_lock = await wait_high(dut.ctl_locked)
    assert t_lock > 100 + 64 * 8 - 10, t_lock                 # LOCK_CYCLES input cycles after reset
    assert int(dut.gt_txpmadone.value) == 0 and int(dut.tx_active.value) == 0 and int(dut.rst_ctl.value) == 1
    assert int(dut.gt_powergood.value) == 0b11
    t_pma0 = await wait_high(dut.gt_txpmadone, 0b01)
    assert int(dut.gt_txpmadone.value) == 0b01                # channel 1 one free-running cycle later
    await wait_high(dut.gt_txpmadone, 0b10)
    t_act = await wait_high(dut.tx_active)
    t_done = await wait_high(dut.gt_tx_done)
    assert t_pma0 < t_act < t_done
    t_cdr = await wait_high(dut.gt_cdr_stable)
    t_rx = await wait_high(dut.gt_rx_done)
    assert t_cdr < t_rx and int(dut.rx_active.value) == 1
    # channel 1's CDR was held through the reset: not locked; released, it locks
    assert int(dut.gt_cdrlock.value) == 0b01
    dut.gt_cdrhold_force.value = 0
    await ClockCycles(dut.clk_ctl, 4)
    assert int(dut.gt_cdrlock.value) == 0b01                  # rxcdrhold = rx_done holds it still
    assert abs(await period_ns(dut.clk_ctl) - 10.0) < 0.01
    for sig in (dut.clk, dut.rx_clk):
        assert abs(await period_ns(sig) - REF_NS) < 0.01
    await wait_high(dut.eth_tx_done)
    await wait_high(dut.eth_rx_done)
    assert int(dut.eth_rx_active.value) == 0xF and int(dut.eth_tx_active.value) == 1
    assert ETH_RATIO == 33 / 32 and user_clock_ratio("vcu118", "gt_opt") == 1
    eth_ns = REF_NS / float(ETH_RATIO)   # 6.206 ns: 161.13 MHz
    assert abs(await period_ns(dut.eth_txusrclk2, 66) - eth_ns) < 0.001
    for c in range(4):     # the rx_clk tap is the channel's rxusrclk2_in
        assert abs(await period_ns(dut.u_eth_gt.g_ch[c].rx_clk, 66) - eth_ns) < 0.001
        assert abs(await period_ns(dut.u_eth_gt.g_ch[c].tx_clk, 66) - eth_ns) < 0.001
    # phase-locked to the reference: exactly 33 user clock periods in every 32 of the reference, every
    # period within a picosecond of the mean (the burst's edges are placed from its start, not accumulated)
    edges: list[float] = []

    async def count() -> None:
        while True:
            await RisingEdge(dut.eth_txusrclk2)
            edges.append(get_sim_time("ps"))

    counter = cocotb.start_soon(count())
    await RisingEdge(dut.eth_refclk_p)
    t0 = get_sim_time("ps")
    ref_edges = [t0]
    for _ in range(10 * 32):
        await RisingEdge(dut.eth_refclk_p)
        ref_edges.append(get_sim_time("ps"))
    counter.cancel()
    t1 = get_sim_time("ps")
    inside = [t for t in edges if t0 <= t < t1]
    assert len(inside) == 10 * 33, len(inside)
    periods = [b - a for a, b in zip(inside, inside[1:], strict=False)]
    assert max(periods) - min(periods) <= 1, (min(periods), max(periods))
    # locked: a user clock edge falls exactly on one reference edge in 32, on no other
    on_ref = [i for i, r in enumerate(ref_edges[:-1]) if r in set(inside)]
    assert len(on_ref) == 10 and all(b - a == 32 for a, b in zip(on_ref, on_ref[1:], strict=False)), on_ref


@cocotb.test()
async def gt_opt_words(dut) -> None:
    """Both gt_opt channels: TXDATA -> g_ch[c].tx_word at the next core clock edge, g_ch[c].rx_word ->
    RXDATA at the next RX clock edge."""
    await boot(dut)
    await wait_high(dut.gt_rx_done)
    rng = random.Random(3)
    sent: list[int] = []
    for _ in range(20):
        await RisingEdge(dut.clk)
        v = rng.getrandbits(128)
        dut.gt_txdata.value = v
        sent.append(v)
        await ReadOnly()
        if len(sent) >= 2:
            prev = sent[-2]
            for c in range(2):
                assert int(dut.u_gt_opt.g_ch[c].tx_word.value) == (prev >> (64 * c)) & ((1 << 64) - 1)
    await FallingEdge(dut.rx_clk)
    for _ in range(20):
        w = [rng.getrandbits(128) for _ in range(2)]
        for c in range(2):
            dut.u_gt_opt.g_ch[c].rx_word.value = w[c]
        await RisingEdge(dut.rx_clk)
        await ReadOnly()
        assert int(dut.gt_rxdata.value) == w[0] | (w[1] << 128)
        await FallingEdge(dut.rx_clk)


async def collect(dut, out: list[tuple[bytes, int]]) -> None:
    """m_axis (no tready) -> (frame, tuser of its last beat). Sampled in ReadOnly: the RX clock is made
    inside the models, so at its RisingEdge the flops it clocks have already updated."""
    cur = bytearray()
    while True:
        await RisingEdge(dut.eth_rx_clk)
        await ReadOnly()
        if int(dut.m_axis_tvalid.value):
            keep, data = int(dut.m_axis_tkeep.value), int(dut.m_axis_tdata.value)
            cur += bytes((data >> (8 * k)) & 0xFF for k in range(8) if keep >> k & 1)
            if int(dut.m_axis_tlast.value):
                out.append((bytes(cur), int(dut.m_axis_tuser.value)))
                cur = bytearray()


@cocotb.test()
async def eth_frames_through_models(dut) -> None:
    """BaseRSerdesSource on eth_gt channel 0's RX taps (starting off the block boundary) -> lp_board_eth ->
    AXI-Stream: frames intact after block lock. AXI-Stream -> lp_board_eth -> eth_gt channel 0's TX taps ->
    BaseRSerdesSink: frames intact, padded, good FCS; the gearbox took no block one cycle in 33."""
    await boot(dut)
    await wait_high(dut.eth_rx_done)
    ch = dut.u_eth_gt.g_ch[0]
    rng = random.Random(11)
    bsrc = BaseRSerdesSource(ch.rx_data, ch.rx_header, ch.rx_datavalid, ch.rx_clk, ch.rx_slip)
    for _ in range(rng.randint(10, 60)):
        bsrc.line.put((0, 0))           # the block boundary starts off by some bits
    bsink = BaseRSerdesSink(ch.tx_data, ch.tx_header, ch.tx_sequence, dut.eth_txusrclk2)
    rx_frames: list[tuple[bytes, int]] = []
    cocotb.start_soon(collect(dut, rx_frames))
    src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.eth_tx_clk, dut.eth_tx_rst)
    for _ in range(20000):
        await RisingEdge(dut.eth_rx_clk)
        if int(dut.eth_lock.value):
            break
    assert int(dut.eth_lock.value) == 1, "no block lock"

    frames = [with_fcs(udp_frame(s, i, rng)) for i, s in enumerate((64, 65, 127, 1518, 70))]
    bsrc.send_frames([XgmiiFrame.from_raw_payload(f) for f in frames])
    payloads = [udp_frame(s, 10 + i, rng) for i, s in enumerate((14, 60, 61, 600))]
    for p in payloads:
        await src.send(AxiStreamFrame(p, tuser=0))
    for _ in range(20000):
        await RisingEdge(dut.eth_rx_clk)
        if len(rx_frames) == len(frames):
            break
    assert rx_frames == [(f[:-4], 0) for f in frames]
    invalid = []
    for n in range(5000):
        await RisingEdge(dut.eth_txusrclk2)
        await ReadOnly()
        if not int(ch.tx_valid.value):
            invalid.append(n)
        if len(bsink.frames) == len(payloads) and len(invalid) >= 3:
            break
    assert [b - a for a, b in zip(invalid, invalid[1:])] == [33] * (len(invalid) - 1) and len(invalid) >= 3
    assert len(bsink.frames) == len(payloads) and not bsink.asm.errors
    for p, fr in zip(payloads, bsink.frames):
        assert fr.check_fcs(), "bad FCS"
        assert bytes(fr.get_payload()) == p + bytes(max(0, 60 - len(p)))


@cocotb.test()
async def vio_probes(dut) -> None:
    """probe_out0 starts at the TCL's C_PROBE_OUT0_INIT_VAL and follows the testbench's writes; probe_in0
    is read back sampled at clk."""
    tcl = (REPO / "ip" / "vcu118" / "vio_ctl.tcl").read_text()
    m = re.search(r"C_PROBE_OUT0_INIT_VAL \{0x([0-9A-Fa-f]+)\}", tcl)
    assert m is not None
    await boot(dut)
    await wait_high(dut.tx_active)
    assert int(dut.vio_out.value) == int(m.group(1), 16)
    dut.u_vio.probe_out0.value = 0xA5
    await ClockCycles(dut.clk, 2)
    assert int(dut.vio_out.value) == 0xA5
    dut.status.value = 0x1234
    await ClockCycles(dut.clk, 2)
    await ReadOnly()
    assert int(dut.u_vio.probe_in.value) == 0x1234 and int(dut.u_vio.probe_in0.value) == 0x1234


def _pattern(k: int, spec) -> dict[str, int]:
    """Probe values of sample k of the ILA test: each probe a different function of k."""
    return {p.name: (k * (2 * p.index + 1) + p.index) & ((1 << p.width) - 1) for p in spec.probes}


@cocotb.test()
async def ila_csv_round_trip(dut) -> None:
    """A known pattern on the ILA's probes: the model's CSV (trigger when slot_idx == 200, 16 samples
    before it, 64 samples) reads back through lightpath.ila's reader with the pattern's values."""
    spec = load_ila()
    await boot(dut)
    await wait_high(dut.tx_active)
    for k in range(400):
        await FallingEdge(dut.clk)
        v = _pattern(k, spec)
        dut.dbg_ila.value = sum(v[p.name] << p.lsb for p in spec.probes)
    await ClockCycles(dut.clk, 2)
    cap = read_csv(Path(ILA_CSV), spec)
    assert cap.trigger == ILA_POS and len(cap.probes["slot_idx"]) == ILA_DEPTH
    k0 = ILA_TRIG - ILA_POS            # slot_idx (probe 0) = k: the trigger is sample k = 200
    for i in range(ILA_DEPTH):
        want = _pattern(k0 + i, spec)
        assert {n: cap.probes[n][i] for n in want} == want, i


def test_board_ip_models() -> None:
    srcs = board_sources("vcu118", TB, (REPO / "tb" / "boards" / f"{TB}.sv",))
    hdl.run(TB, __file__, sources=srcs, plusargs=PLUSARGS, profile="timing")


_PORT = re.compile(r"^\s*(input|output)\s+(?:wire\s+)?(?:logic\s+)?(?:\[(\d+):0\]\s*)?(\w+)", re.M)


def _ports(path: Path) -> list[tuple[str, int, str]]:
    """(direction, width, name) of every port of the one module in `path`, in order."""
    text = path.read_text()
    start = text.index("\nmodule ")
    head = text[start:text.index("\n);", start)]
    return [(d, int(w) + 1 if w else 1, n) for d, w, n in _PORT.findall(head)]


MODELS = ("BUFG_GT", "IBUFDS_GTE4", "clk_wiz_ctl", "ila_soa", "vio_ctl")   # boards/sim, fixed-width ports


def _model_stub_pairs() -> list[tuple[Path, Path]]:
    brd = REPO / "boards"
    pairs = [(brd / "sim" / f"{m}.sv", brd / "common" / "stubs" / f"{m}.sv") for m in MODELS]
    for board in ("vcu118", "zcu106"):
        # the generated wizards (the VCU118 block design's model has its own port test, test_mbv_sys_model)
        pairs += [(brd / board / "sim" / f"{w}.sv", brd / board / "stubs" / f"{w}.sv") for w in ("eth_gt", "gt_opt")]
    pairs.append((brd / "zcu106" / "sim" / "zynq_ps_wrapper.sv", brd / "zcu106" / "stubs" / "zynq_ps_wrapper.sv"))
    return pairs


def test_models_have_the_stubs_ports() -> None:
    """Every model has its stub's port list (names, directions, widths, order), so a top built on the models
    connects as the lint-checked one; every model elaborates alone under Verilator --timing."""
    pairs = _model_stub_pairs()
    assert len(pairs) == len(MODELS) + 5     # gt_opt and eth_gt of both boards, the ZCU106 PS block design
    for model, stub in pairs:
        assert _ports(model) == _ports(stub), model
        assert len(_ports(model)) > 2
        # the model with the simulation models it instantiates (the wizards' lock detector, the block design's
        # peripherals and its address-map package) and the RTL they use
        shared = [*rtl_sources(), *(f for f in sorted((REPO / "boards" / "sim").glob("*.sv")) if f != model),
                  *sorted((REPO / "boards").glob("*/sim/*_pkg.sv"))]
        files = closure(model.stem, [*shared, model])
        proc = subprocess.run(["verilator", "--lint-only", "--timing", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                               "--top-module", model.stem, *(f"-I{d}" for d in INCLUDE_DIRS), *map(str, files)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, f"{model}: {proc.stderr}"
