# CDC constraints of lp_sync_bit (rtl/common/lp_sync_bit.sv): unmanaged XDC, read late by the Vivado
# flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside <module>.sv,
# docs/vivado-flow.md). For every instance, the first flop of each bit's chain (chain[0], ASYNC_REG in
# the RTL) gets a datapath-only maximum delay of one destination clock period from whatever drives it,
# so the crossing is bounded instead of timed against an unrelated clock; a chain driven by no clocked
# startpoint (a port or a constant) gets a false path.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_sync_bit || ORIG_REF_NAME == lp_sync_bit}] {
    set dst [get_cells -quiet "$inst/chain_reg\[0\]*"]
    if {[llength $dst] == 0} {
        puts "CRITICAL WARNING: lp_sync_bit.tcl: no chain\[0\] flops in $inst: crossing left unconstrained"
        continue
    }
    set dst_clk [get_clocks -quiet -of_objects [get_pins -quiet -of_objects $dst -filter {REF_PIN_NAME == C}]]
    if {[llength $dst_clk] == 0} {
        puts "CRITICAL WARNING: lp_sync_bit.tcl: $inst has no clock on its chain: crossing left unconstrained"
        continue
    }
    set dst_period [get_property -min PERIOD $dst_clk]
    set src [all_fanin -quiet -flat -startpoints_only [get_pins -quiet -of_objects $dst -filter {REF_PIN_NAME == D}]]
    if {[llength $src]} {
        set_max_delay -datapath_only -from $src -to $dst $dst_period
    } else {
        set_false_path -to $dst
    }
}
