"""Static checks of the board constraints: boards/<board>/pins.csv against
constraints/<board>/*.xdc and the board tops boards/<board>/rtl/lp_<board>_top.sv.

- every PACKAGE_PIN is in the pin list and its `;# NET` comment names the pin list's net;
- no pin used twice, no port bit given two pins, I/O standards equal the pin list's, one VCCO per bank
  (and the bank's VCCO from the pin list), transceiver pins without IOSTANDARD;
- every board clock pin a port uses has a create_clock with the board clock's period;
- the port contract of each top (the fixed port names of the board tops, written out below as an SV
  header) is exactly what the XDC constrains; the real top is checked the same way;
- negative tests: a modified copy with a double-assigned pin, an unknown pin, an unconstrained port (and
  each other issue kind) is reported, so every check can fail;
- unit tests of the XDC reader and the SV port-list reader.
Docs: docs/constraints.md. Runs in well under a second.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from lightpath.boards.check import check_board, check_constraints, port_names_for_xdc
from lightpath.boards.pinlist import parse_pin_list, read_pin_list
from lightpath.boards.svports import eval_const, parse_module_header
from lightpath.boards.xdc import parse_xdc, read_xdc_dir
from lightpath.flow.paths import REPO

BOARDS = ("vcu118", "zcu106")
XDC_SPLIT = {
    "vcu118": {"clocks", "leds_buttons", "uart", "pmod", "qsfp", "ddr4", "fmc", "fmcp", "debug"},
    "zcu106": {"clocks", "leds_buttons", "pmod", "sfp", "ddr4", "fmc", "debug"},
}

# The top-level port contract of the boards (names fixed; the board tops must use exactly these). Written
# in several declaration styles on purpose: they also exercise lightpath.boards.svports.
CONTRACT_TOP = {
    "vcu118": """
// contract of lp_vcu118_top
module lp_vcu118_top #(
    parameter string VARIANT = "nic",   // synth_design -generic
    parameter int    NUM_WL  = 8,
    localparam int   LANES   = NUM_WL / 4
) (
    input  wire logic clk_125mhz_p, clk_125mhz_n,   /* SYSCLK 125 MHz */
    input  wire logic reset,
    input  wire logic btnu, btnl, btnd, btnr, btnc,
    input  wire logic [3:0] sw,
    output logic [7:0] led,
    output logic uart_txd,
    input  wire logic uart_rxd,
    output logic pmod0_wss_txd,
    input  wire logic pmod0_wss_rxd,
    output logic dac_sclk, dac_mosi,
    output logic [1:0] dac_cs_n,
    output logic dac_ldac_n, dac_reset_n,
    input  wire logic dac_miso, dac_busy_n,
    output wire [3:0] qsfp1_tx_p, qsfp1_tx_n,
    input  wire [3:0] qsfp1_rx_p, qsfp1_rx_n,
    input  wire qsfp1_mgt_refclk_0_p, qsfp1_mgt_refclk_0_n,
    output logic qsfp1_modsell, qsfp1_resetl, qsfp1_lpmode,
    input  wire logic qsfp1_modprsl, qsfp1_intl,
    output wire [LANES-1:0] fmcp_dp_c2m_p, fmcp_dp_c2m_n,   // FMC+ J22 DP0 = OTS, DP1 = OCS
    input  wire [1:0] fmcp_dp_m2c_p, fmcp_dp_m2c_n,
    input  wire fmcp_gbtclk0_m2c_p, fmcp_gbtclk0_m2c_n,    // the fabric's distributed clock
    input  wire ddr4_c1_sys_clk_p, ddr4_c1_sys_clk_n,
    output logic [16:0] ddr4_c1_adr,
    output logic [1:0] ddr4_c1_ba,
    output logic [0:0] ddr4_c1_bg,
    output logic ddr4_c1_act_n, ddr4_c1_ck_t, ddr4_c1_ck_c, ddr4_c1_cke, ddr4_c1_cs_n, ddr4_c1_odt,
    output logic ddr4_c1_reset_n,
    inout  wire [7:0] ddr4_c1_dm_dbi_n,
    inout  wire [63:0] ddr4_c1_dq,
    inout  wire [7:0] ddr4_c1_dqs_t, ddr4_c1_dqs_c,
    output logic [NUM_WL-1:0] fmc_soa_gate_p, fmc_soa_gate_n,
    output logic [NUM_WL-1:0] fmc_laser_en,
    input  wire logic fmc_laser_fault_n, fmc_soa_fault_n, fmc_ots_rx_sd
);
endmodule
""",
    "zcu106": """
module lp_zcu106_top #(parameter string VARIANT = "oddl") (
    input  wire logic btnu, btnl, btnd, btnr, btnc,
    input  wire logic [7:0] sw,
    output logic [7:0] led,
    output wire [1:0] sfp_tx_p, sfp_tx_n,
    input  wire [1:0] sfp_rx_p, sfp_rx_n,
    input  wire sfp_mgt_refclk_p, sfp_mgt_refclk_n,
    output logic [1:0] sfp_tx_disable,
    output wire fmc_hpc0_dp0_c2m_p, fmc_hpc0_dp0_c2m_n,
    input  wire fmc_hpc0_dp0_m2c_p, fmc_hpc0_dp0_m2c_n,
    input  wire fmc_hpc0_gbtclk0_m2c_p, fmc_hpc0_gbtclk0_m2c_n,
    input  wire ddr4_sys_clk_p, ddr4_sys_clk_n,
    output logic [16:0] ddr4_adr,
    output logic [1:0] ddr4_ba,
    output logic [0:0] ddr4_bg,
    output logic ddr4_act_n, ddr4_ck_t, ddr4_ck_c, ddr4_cke, ddr4_cs_n, ddr4_odt, ddr4_reset_n,
    inout  wire [7:0] ddr4_dm_dbi_n,
    inout  wire [63:0] ddr4_dq,
    inout  wire [7:0] ddr4_dqs_t, ddr4_dqs_c,
    output logic [7:0] fmc_soa_gate_p, fmc_soa_gate_n, fmc_laser_en,
    input  wire logic fmc_laser_fault_n, fmc_soa_fault_n, fmc_ots_rx_sd,
    output logic pmod0_wss_txd,
    input  wire logic pmod0_wss_rxd,
    output logic dac_sclk, dac_mosi,
    output logic [1:0] dac_cs_n,
    output logic dac_ldac_n, dac_reset_n,
    input  wire logic dac_miso, dac_busy_n
);
endmodule
""",
}


def _contract(board: str):
    return parse_module_header(CONTRACT_TOP[board], f"lp_{board}_top")


def _check(board: str, root: Path = REPO, top_text: str | None = None):
    """Issues of a board tree under `root` against the contract top (or `top_text`)."""
    top = parse_module_header(top_text or CONTRACT_TOP[board], f"lp_{board}_top")
    pins = read_pin_list(root / "boards" / board / "pins.csv")
    xdcs = read_xdc_dir(root / "constraints" / board, port_names_for_xdc(top))
    return check_constraints(pins, xdcs, top)


# --- the real files ------------------------------------------------------------------------------------

@pytest.mark.parametrize("board", BOARDS)
def test_pin_list_and_split(board: str) -> None:
    pins = read_pin_list(REPO / "boards" / board / "pins.csv")
    head = "\n".join(pins.header)
    assert f"boards/Xilinx/{board}/" in head and "part0_pins.xml @ " in head, "pin list must name the board file"
    assert ("UG1224" if board == "vcu118" else "UG1244") in head
    assert pins.clocks, "no '# clock' lines"
    assert len(pins.rows) > 150
    for r in pins.rows:
        assert r.source, r
    names = {p.stem for p in (REPO / "constraints" / board).glob("*.xdc")}
    assert names == XDC_SPLIT[board]
    for p in (REPO / "constraints" / board).glob("*.xdc"):
        text = p.read_text()
        assert f"boards/{board}/pins.csv" in text, f"{p.name}: header must name the pin list"
        assert ("UG1224" if board == "vcu118" else "UG1244") in text, f"{p.name}: header must cite the UG"


@pytest.mark.parametrize("board", BOARDS)
def test_constraints_match_pin_list(board: str) -> None:
    pins = read_pin_list(REPO / "boards" / board / "pins.csv")
    xdcs = read_xdc_dir(REPO / "constraints" / board)
    issues = check_constraints(pins, xdcs)
    assert not issues, "\n".join(map(str, issues))
    assert sum(len(f.property("PACKAGE_PIN")) for f in xdcs) > 150


@pytest.mark.parametrize("board", BOARDS)
def test_contract_top_fully_constrained(board: str) -> None:
    """The fixed port names of the contract, every bit placed, nothing else constrained."""
    issues = _check(board)
    assert not issues, "\n".join(map(str, issues))


@pytest.mark.parametrize("board", BOARDS)
def test_real_top(board: str) -> None:
    """The real board top, boards/<board>/rtl/lp_<board>_top.sv, against its XDC and pin list."""
    top = REPO / "boards" / board / "rtl" / f"lp_{board}_top.sv"
    assert top.exists(), top
    issues, header = check_board(REPO, board)
    assert header is not None
    assert not issues, "\n".join(map(str, issues))
    # the real top keeps the contract's ports and directions (widths are checked through the XDC above);
    # a port added to the top needs its pins in the XDC and its declaration in CONTRACT_TOP
    want = {p.name: p.direction for p in _contract(board).ports}
    have = {p.name: p.direction for p in header.ports}
    diff = sorted(set(want.items()) ^ set(have.items()))
    assert not diff, f"ports differing from the port contract: {diff}"


@pytest.mark.parametrize("board", BOARDS)
def test_clock_periods(board: str) -> None:
    """Each board clock input of the contract has a create_clock with the board clock's period."""
    xdcs = read_xdc_dir(REPO / "constraints" / board)
    periods = {p: c.period for f in xdcs for c in f.clocks for p in c.ports}
    want = {"vcu118": {"clk_125mhz_p": 8.0, "ddr4_c1_sys_clk_p": 4.0, "qsfp1_mgt_refclk_0_p": 6.4,
                       "fmcp_gbtclk0_m2c_p": 6.4},
            "zcu106": {"sfp_mgt_refclk_p": 6.4, "fmc_hpc0_gbtclk0_m2c_p": 6.4, "ddr4_sys_clk_p": 3.332}}[board]
    assert periods == pytest.approx(want, abs=1e-3)


# --- negative tests: a modified copy must be reported --------------------------------------------------

def _copy_board(tmp: Path, board: str) -> Path:
    shutil.copytree(REPO / "constraints" / board, tmp / "constraints" / board)
    (tmp / "boards" / board).mkdir(parents=True)
    shutil.copy(REPO / "boards" / board / "pins.csv", tmp / "boards" / board / "pins.csv")
    return tmp


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1))


V_LED0 = ("set_property -dict {PACKAGE_PIN AT32 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[0]}]"
          " ;# GPIO_LED_0_LS")
V_LED1 = ("set_property -dict {PACKAGE_PIN AV34 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[1]}]"
          " ;# GPIO_LED_1_LS")

NEGATIVE = [
    # (id, file, old, new, expected kind)
    ("double-assigned pin", "leds_buttons", V_LED1, V_LED1.replace("AV34", "AT32"), "pin-twice"),
    ("unknown pin", "leds_buttons", V_LED0, V_LED0.replace("AT32", "A1"), "unknown-pin"),
    ("unconstrained port", "leds_buttons",
     "set_property -dict {PACKAGE_PIN D21 IOSTANDARD LVCMOS12} [get_ports {sw[3]}] ;# GPIO_DIP_SW4  SW12.4\n", "",
     "unconstrained-port"),
    ("port given two pins", "leds_buttons", V_LED0,
     V_LED0 + "\nset_property PACKAGE_PIN AV34 [get_ports {led[0]}] ;# GPIO_LED_1_LS", "port-two-pins"),
    ("wrong net in comment", "leds_buttons", V_LED0, V_LED0.replace("GPIO_LED_0_LS", "GPIO_LED_1_LS"),
     "net-mismatch"),
    ("I/O standard differs from the pin list", "leds_buttons", V_LED0, V_LED0.replace("LVCMOS12", "LVCMOS18"),
     "iostandard-mismatch"),
    ("two VCCOs in one bank", "leds_buttons", V_LED0, V_LED0.replace("LVCMOS12", "LVCMOS18"), "vcco-conflict"),
    ("I/O standard missing", "uart",
     "{PACKAGE_PIN AW25 IOSTANDARD LVCMOS18 PULLUP TRUE}", "{PACKAGE_PIN AW25 PULLUP TRUE}", "iostandard-missing"),
    ("IOSTANDARD on a GT pin", "qsfp",
     "set_property PACKAGE_PIN V7 [get_ports {qsfp1_tx_p[0]}]",
     "set_property -dict {PACKAGE_PIN V7 IOSTANDARD LVDS} [get_ports {qsfp1_tx_p[0]}]", "gt-iostandard"),
    ("create_clock missing", "clocks", "create_clock -period 8.000 -name clk_125mhz [get_ports clk_125mhz_p]\n",
     "", "clock-missing"),
    ("create_clock period wrong", "clocks", "create_clock -period 6.400 -name qsfp1_mgt_refclk_0",
     "create_clock -period 6.206 -name qsfp1_mgt_refclk_0", "clock-period"),
    ("create_clock on a non-clock pin", "clocks",
     "create_clock -period 8.000 -name clk_125mhz [get_ports clk_125mhz_p]",
     "create_clock -period 8.000 -name clk_125mhz [get_ports clk_125mhz_p]\ncreate_clock -period 10 [get_ports btnc]",
     "clock-unknown"),
    ("port the top does not have", "leds_buttons", "[get_ports {led[0]}]", "[get_ports {leds[0]}]", "unknown-port"),
    ("pattern matching no port", "leds_buttons", "set_false_path -to [get_ports {led[*]}]",
     "set_false_path -to [get_ports {ledz[*]}]", "no-match"),
    ("unbraced bus bit", "leds_buttons", "[get_ports {led[0]}]", "[get_ports led[0]]", "syntax"),
    ("IOSTANDARD without a pin", "uart", "set_false_path -to [get_ports uart_txd]",
     "set_property IOSTANDARD LVCMOS18 [get_ports {led_spare}]\nset_false_path -to [get_ports uart_txd]", "no-pin"),
]


@pytest.mark.parametrize("name,xdc,old,new,kind", NEGATIVE, ids=[n[0] for n in NEGATIVE])
def test_modified_copy_is_reported(tmp_path: Path, name: str, xdc: str, old: str, new: str, kind: str) -> None:
    root = _copy_board(tmp_path, "vcu118")
    _edit(root / "constraints" / "vcu118" / f"{xdc}.xdc", old, new)
    kinds = {i.kind for i in _check("vcu118", root)}
    assert kind in kinds, f"{name}: expected {kind}, got {sorted(kinds)}"


def test_unchanged_copy_is_clean(tmp_path: Path) -> None:
    """The negative tests' baseline: the untouched copy has no issue."""
    assert _check("vcu118", _copy_board(tmp_path, "vcu118")) == []


def test_top_missing_a_port_and_extra_port(tmp_path: Path) -> None:
    """A top without `led` and with a new port: the XDC's led bits are unknown, the new port unplaced."""
    text = CONTRACT_TOP["vcu118"].replace("output logic [7:0] led,", "output logic [1:0] status,")
    kinds = {i.kind for i in _check("vcu118", top_text=text)}
    assert {"unconstrained-port", "unknown-port", "no-match"} <= kinds


def test_pin_list_vcco_and_clock_lines() -> None:
    base = "# vcco 64 1.8 X\nnet,pin,iostandard_default,bank_or_group,source\nA,AA1,LVCMOS18,64,s\n"
    assert parse_pin_list(base).vcco == {"64": 1.8}
    with pytest.raises(ValueError, match="no '# vcco 65"):
        parse_pin_list(base + "B,AA2,LVCMOS12,65,s\n")
    with pytest.raises(ValueError, match="already listed"):
        parse_pin_list(base + "B,AA1,LVCMOS18,64,s\n")
    with pytest.raises(ValueError, match="must have no I/O standard"):
        parse_pin_list(base + "G,Y2,LVDS,GTY231,s\n")
    with pytest.raises(ValueError, match="clock line names net"):
        parse_pin_list("# clock Q 156.25\n" + base)


# --- unit tests: XDC reader ----------------------------------------------------------------------------

def test_xdc_forms() -> None:
    text = r"""
# full-line comment
set_property -dict {LOC AY24 IOSTANDARD LVDS} [get_ports clk_p] ;# sysclk_125_p  bank 64
set_property PACKAGE_PIN AT32 [get_ports {led[0]}]
set_property IOSTANDARD LVCMOS12 [get_ports {led[0] led[1]}]; set_property PACKAGE_PIN AV34 [get_ports led\[1\]]
set_property -quiet IOSTANDARD LVCMOS12 \
    [get_ports "btn"]
set_property PACKAGE_PIN B1 [get_ports -quiet {gone}]
create_clock -period 8.000 -name clk [get_ports clk_p]
create_clock -name rx -period 3.2 -waveform {0 1.6} [get_pins x/y]
set_false_path -from [get_ports {led[*]}]
"""
    f = parse_xdc(text, "t.xdc", ports=["clk_p", "clk_n", "led[0]", "led[1]", "btn"])
    assert [i.message for i in f.issues] == []
    pins = {p.port: (p.value, p.comment, p.line) for p in f.property("PACKAGE_PIN")}
    assert pins["clk_p"] == ("AY24", "sysclk_125_p  bank 64", 3)
    assert pins["led[0]"][0] == "AT32" and pins["led[1]"][0] == "AV34"
    assert "gone" not in pins          # -quiet and no match: nothing placed, no issue
    stds = {p.port: p.value for p in f.property("IOSTANDARD")}
    assert stds == {"clk_p": "LVDS", "led[0]": "LVCMOS12", "led[1]": "LVCMOS12", "btn": "LVCMOS12"}
    assert [(c.name, c.period, c.ports) for c in f.clocks] == [("clk", 8.0, ("clk_p",)), ("rx", 3.2, ())]
    fp = [c for c in f.commands if c.name == "set_false_path"][0]
    assert fp.ports[0].matched == ("led[0]", "led[1]")


def test_xdc_rejects_command_substitution_in_names() -> None:
    f = parse_xdc('set_property PACKAGE_PIN A1 [get_ports "led[0]"]\nset_property PACKAGE_PIN A2 [get_ports led[1]]\n')
    assert len(f.issues) == 2 and all("substitution" in i.message for i in f.issues)


def test_xdc_without_port_list_keeps_patterns() -> None:
    f = parse_xdc("set_false_path -to [get_ports {a[*] b}]")
    assert f.commands[0].ports[0].names() == ("a[*]", "b")


# --- unit tests: SV port-list reader -------------------------------------------------------------------

def test_svports_styles() -> None:
    h = parse_module_header("""
    // a header comment (module fake_x (...) in a comment is ignored)
    module top
      import foo_pkg::*;
    #(
      parameter int W = 8,            // width
      parameter N = W * 2 + 1, localparam int unsigned L = $clog2(N),
      parameter string MODE = "a,b"
    ) (
      input  wire logic [W-1:0] a,     /* several words */
      input  wire logic b, c,
      output logic o,
      output logic [L:0] q,
      inout  wire [63:0] dq,
      output var logic signed [3:0][1:0] m,
      (* mark_debug = "true" *) output reg [0:2] r,
      s
    );
    endmodule
    """)
    assert h.name == "top" and h.params["W"] == 8 and h.params["N"] == 17 and h.params["L"] == 5
    assert h.params["MODE"] == "a,b"
    w = {p.name: (p.direction, p.width) for p in h.ports}
    assert w == {"a": ("input", 8), "b": ("input", 1), "c": ("input", 1), "o": ("output", 1),
                 "q": ("output", 6), "dq": ("inout", 64), "m": ("output", 8), "r": ("output", 3),
                 "s": ("output", 3)}
    assert h.port("a").bits()[0] == "a[7]" and h.port("o").bits() == ["o"]
    assert h.port("r").bits() == ["r[0]", "r[1]", "r[2]"]
    assert h.port("m").bits()[:2] == ["m[3][1]", "m[3][0]"]


def test_svports_overrides_and_errors() -> None:
    src = "module t #(parameter int N = 2) (output logic [N-1:0] x); endmodule"
    assert parse_module_header(src, overrides={"N": 5}).port("x").width == 5
    with pytest.raises(ValueError, match="interface"):
        parse_module_header("module t (axi_if.master m); endmodule")
    with pytest.raises(ValueError, match="no direction"):
        parse_module_header("module t (a, b); endmodule")
    with pytest.raises(ValueError, match="not found"):
        parse_module_header("module t (input a); endmodule", "u")
    assert eval_const("8'hFF + 'd1 - 4'b0001", {}) == 255


# The free-running control clock of each top: (the port of the block that drives it, the IP script and the
# CONFIG key holding its frequency in MHz).
CTL_CLOCK = {"vcu118": (".clk_out1", "clk_wiz_ctl.tcl", "CONFIG.CLKOUT1_REQUESTED_OUT_FREQ"),
             "zcu106": (".pl_clk0", "zynq_ps.tcl", "CONFIG.PSU__CRL_APB__PL0_REF_CTRL__FREQMHZ")}


@pytest.mark.parametrize("board", BOARDS)
def test_debug_hub_on_the_free_running_clock(board: str) -> None:
    """The debug hub's clock is the top's free-running control clock at its real frequency, not the GT user
    clock of the ILA and VIO (absent without the FMC+ reference clock, and with it the VIO that releases
    the core's reset)."""
    text = (REPO / "constraints" / board / "debug.xdc").read_text()
    net = re.search(r"^connect_debug_port dbg_hub/clk \[get_nets (\w+)\]", text, re.M)
    hz = re.search(r"^set_property C_CLK_INPUT_FREQ_HZ (\d+) \[get_debug_cores dbg_hub\]", text, re.M)
    assert net and hz, "debug.xdc must set the hub's clock and its frequency"
    top = (REPO / "boards" / board / "rtl" / f"lp_{board}_top.sv").read_text()
    port, script, key = CTL_CLOCK[board]
    assert re.search(rf"{re.escape(port)}\s*\(\s*{net[1]}\s*\)", top), f"{net[1]} is not driven by {port}"
    debug_clks = set(re.findall(r"(?:lp_ila_soa_probe|vio_ctl)\s+u_\w+\s*\(\s*\.clk\s*\(\s*(\w+)\s*\)", top))
    assert debug_clks and net[1] not in debug_clks
    mhz = re.search(rf"{re.escape(key)}\s+\{{([0-9.]+)\}}", (REPO / "ip" / board / script).read_text())
    assert mhz and int(hz[1]) == round(float(mhz[1]) * 1e6)
