# CDC constraints of lp_rst_sync (rtl/common/lp_rst_sync.sv): unmanaged XDC, read late by the Vivado
# flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside <module>.sv,
# docs/vivado-flow.md). rst_in is asynchronous: it reaches only the asynchronous preset (or clear)
# pins of the chain flops (ASYNC_REG in the RTL), whose deassertion the chain itself synchronizes, so
# every path to those pins is false. rst_out is synchronous to clk and stays timed.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_rst_sync || ORIG_REF_NAME == lp_rst_sync}] {
    set chain [get_cells -quiet "$inst/chain_reg*"]
    if {[llength $chain] == 0} {
        puts "CRITICAL WARNING: lp_rst_sync.tcl: no chain flops in $inst: reset input left timed"
        continue
    }
    set_false_path -to [get_pins -quiet -of_objects $chain -filter {IS_PRESET || IS_CLEAR}]
}
