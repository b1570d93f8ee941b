# Lightpath ZCU106 (lp_zcu106_top, xczu7ev-ffvc1156-2-e): board clocks of the PL. docs/constraints.md.
# Pins: boards/zcu106/pins.csv (XilinxBoardStore zcu106/2.6 part0_pins.xml @ 1daf180, Xilinx ZCU106 Rev1.0 board XDC).
# UG1244 ch. 3 'Clock Generation'.
#
# One create_clock per board clock input of the top; the pins are placed with their peripheral
# (sfp.xdc, fmc.xdc, ddr4.xdc). The MIG (DDR4), transceiver and Zynq PS IPs create their own
# derived clocks (MMCM outputs, TXOUTCLK/RXOUTCLK, the PS's pl_clk): nothing here re-creates them. The
# MIG also defines a clock on its system clock input: Vivado reports that this one overrides it (same
# period): expected.

# 156.25 MHz MGTREFCLK1_226 from the user MGT Si570 U56 through buffer U51 (SI53340): SFP quad 225.
create_clock -period 6.400 -name sfp_mgt_refclk [get_ports sfp_mgt_refclk_p]
# 156.25 MHz MGTREFCLK0_226 from the FMC HPC0 card (J5.D4/D5 GBTCLK0_M2C): OTS lane. The card brings the
# fabric-wide distributed clock (docs/constraints.md 'OTS reference clock').
create_clock -period 6.400 -name fmc_hpc0_gbtclk0_m2c [get_ports fmc_hpc0_gbtclk0_m2c_p]
# 300 MHz PL DDR4 system clock (BF user_si570_sysclk, bank 66): MIG reference. 3.332 ns is the MIG's
# input clock period setting (3332 ps, ip/zcu106/ddr4_pl.tcl), so both definitions agree.
create_clock -period 3.332 -name ddr4_sys_clk [get_ports ddr4_sys_clk_p]

# Asynchronous clock groups (docs/constraints.md 'Clock groups'; the rule of constraints/vcu118/clocks.xdc).
# set_clock_groups overrides set_max_delay -datapath_only (TIMING-24), which the Lightpath CDC scripts
# (rtl/common/lp_fifo_async.tcl) and the IPs' XDCs use, so the core clock (OTS TXUSRCLK2), the PS clock
# that is the GT/Ethernet free-running clock and the MIG ui clock (axi_ddr_cdc to the core) are not
# grouped against the domains they cross into. Declared asynchronous:
#   A. PL DDR4 MIG tree (300 MHz Si570: ddr4_sys_clk and the MIG's generated clocks) vs the Zynq PS
#      clocks to the PL (PLCLK pins of the PS8, from the PS_REF_CLK oscillator): only status bits cross
#      (lp_sync_bit); the PS uses its own DDR4 and reaches the PL DDR4 only through the core.
#   B. MIG tree vs the GT receive clocks (RXOUTCLK of every GTHE4_CHANNEL and derived clocks): no path;
#      declared so that a debug probe across them is never timed as synchronous.
set_clock_groups -asynchronous -quiet \
    -group [get_clocks -quiet -include_generated_clocks ddr4_sys_clk] \
    -group [get_clocks -quiet -include_generated_clocks -of_objects [get_pins -quiet -hierarchical -filter {REF_NAME == PS8 && REF_PIN_NAME =~ PLCLK*}]]
set_clock_groups -asynchronous -quiet \
    -group [get_clocks -quiet -include_generated_clocks ddr4_sys_clk] \
    -group [get_clocks -quiet -include_generated_clocks -of_objects [get_pins -quiet -hierarchical -filter {REF_NAME =~ GTHE4_CHANNEL && REF_PIN_NAME == RXOUTCLK}]]
