# Lightpath VCU118 (lp_vcu118_top): the debug hub's clock. docs/constraints.md 'Debug hub'.
# Pins: none (boards/vcu118/pins.csv has no debug pins); UG1224: the JTAG chain through the configuration port.
#
# The ILA and the VIO run on the GT user clock, which exists only while the FMC+ card drives the
# transceiver reference clock and the GT user-clock helpers are active. The debug hub (inserted by
# Vivado between the JTAG BSCAN and the debug cores) therefore runs on the free-running 100 MHz control
# clock (clk_ctl: clk_wiz_ctl from the 125 MHz system clock), so the hardware manager sees the debug cores, among them the VIO that releases
# the core's reset, whether or not the GT clock runs.
set_property C_CLK_INPUT_FREQ_HZ 100000000 [get_debug_cores dbg_hub]
set_property C_ENABLE_CLK_DIVIDER false [get_debug_cores dbg_hub]
set_property C_USER_SCAN_CHAIN 1 [get_debug_cores dbg_hub]
connect_debug_port dbg_hub/clk [get_nets clk_ctl]
