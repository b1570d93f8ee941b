# Lightpath VCU118 (lp_vcu118_top, xcvu9p-flga2104-2L-e): board clocks. docs/constraints.md.
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'Clock Generation'.
#
# One create_clock per board clock input of the top. The MIG (DDR4) and transceiver IPs
# derive their own clocks from these (MMCM outputs, TXOUTCLK/RXOUTCLK): nothing here re-creates them.
# The DDR4, QSFP and FMC+ clock pins are placed in ddr4.xdc, qsfp.xdc and fmcp.xdc with their
# peripheral. Where an IP's own XDC also defines a clock on the same input (the MIG does for its system
# clock), Vivado reports that this definition overrides it (same period): expected.

# 125 MHz fixed LVDS oscillator (BF sysclk_125, UG1224 'System Clock'): control CPU, UART, slow I/O.
set_property -dict {PACKAGE_PIN AY24 IOSTANDARD LVDS} [get_ports clk_125mhz_p] ;# sysclk_125_p  bank 64 GC
set_property -dict {PACKAGE_PIN AY23 IOSTANDARD LVDS} [get_ports clk_125mhz_n] ;# sysclk_125_n  bank 64 GC

create_clock -period 8.000 -name clk_125mhz [get_ports clk_125mhz_p]
# 250 MHz DDR4 C1 system clock (BF default_250mhz_clk1, bank 71): MIG reference.
create_clock -period 4.000 -name ddr4_c1_sys_clk [get_ports ddr4_c1_sys_clk_p]
# 156.25 MHz MGTREFCLK0_231 from the QSFP1 Si570 U38 (power-up default): host ports, 4 x 10GBASE-R.
create_clock -period 6.400 -name qsfp1_mgt_refclk_0 [get_ports qsfp1_mgt_refclk_0_p]
# 156.25 MHz MGTREFCLK0_121 from the FMC+ HSPC card (J22.D4/D5 GBTCLK0_M2C via fan-out buffer U40):
# OTS and OCS lanes (quad 121) and so the core clock. The card brings the fabric-wide distributed clock
# (docs/constraints.md 'OTS reference clock'). QSFP2's refclks (Si570 U32, Si5328 U57) are unused.
create_clock -period 6.400 -name fmcp_gbtclk0_m2c [get_ports fmcp_gbtclk0_m2c_p]

# Asynchronous clock groups (docs/constraints.md 'Clock groups').
# set_clock_groups overrides set_max_delay -datapath_only (Vivado TIMING-24). The CDC scripts next to
# the Lightpath modules (rtl/common/lp_fifo_async.tcl: max delay + bus skew on the gray pointers,
# docs/common.md) and the Xilinx IPs' own XDCs (xpm_cdc inside axi_ddr_cdc, the optical and Ethernet
# GT wizards between their 100 MHz free-running clock and the GT clocks) rely on such max delays, so
# no group may separate two clocks that one of them constrains. The pairs with such crossings (core
# clock = OTS TXUSRCLK2 <-> every other domain; control clock clk_wiz_ctl <-> GT and Ethernet clocks;
# MIG ui clock <-> core through axi_ddr_cdc) are therefore left to those scripts, not grouped here.
# Declared asynchronous (separate oscillators, no crossing but lp_sync_bit/lp_rst_sync ones, which are
# false paths anyway):
#   A. DDR4 C1 MIG tree (250 MHz oscillator: ddr4_c1_sys_clk and the MIG's generated clocks) vs the
#      control tree (125 MHz oscillator -> clk_wiz_ctl 100 MHz: MicroBlaze V, AXI-Lite, UART): only
#      status bits cross (calibration done, through lp_sync_bit); the CPU reaches DDR4 through the core.
#   B. MIG tree vs the GT receive clocks (RXOUTCLK of every GTYE4_CHANNEL and the clocks derived from
#      it, recovered from the line): no path between them; declared so that a debug probe across them
#      is never timed as synchronous.
# The GT clocks are found through the GT's clock pins (get_clocks -of_objects), independent of the
# top's hierarchy; -quiet keeps synthesis silent while the IPs are black boxes.
set_clock_groups -asynchronous -quiet \
    -group [get_clocks -quiet -include_generated_clocks ddr4_c1_sys_clk] \
    -group [get_clocks -quiet -include_generated_clocks clk_125mhz]
set_clock_groups -asynchronous -quiet \
    -group [get_clocks -quiet -include_generated_clocks ddr4_c1_sys_clk] \
    -group [get_clocks -quiet -include_generated_clocks -of_objects [get_pins -quiet -hierarchical -filter {REF_NAME =~ GTYE4_CHANNEL && REF_PIN_NAME == RXOUTCLK}]]
