# CDC constraints of lp_fifo_async (rtl/common/lp_fifo_async.sv): unmanaged XDC, read late by the
# Vivado flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside <module>.sv,
# docs/vivado-flow.md). For every instance:
# - the gray pointers crossing to the other domain (wgray -> rq_wgray[0], rgray -> wq_rgray[0], the
#   synchronizers carry ASYNC_REG) get a datapath-only maximum delay and a bus skew limit of the
#   smaller of the two clock periods, so that every bit of a pointer arrives within one period;
# - the storage (LUT RAM written in wr_clk, read asynchronously at the read pointer) gets the same
#   datapath-only maximum delay to the read clock: a word is read at least a synchronizer delay after
#   it was written, which this bound keeps true.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_fifo_async || ORIG_REF_NAME == lp_fifo_async}] {
    set wr_clk [get_clocks -quiet -of_objects [get_pins -quiet "$inst/wbin_reg\[0\]/C"]]
    set rd_clk [get_clocks -quiet -of_objects [get_pins -quiet "$inst/rbin_reg\[0\]/C"]]
    if {[llength $wr_clk] == 0 || [llength $rd_clk] == 0} {
        puts "CRITICAL WARNING: lp_fifo_async.tcl: clocks of $inst not found: crossings left unconstrained"
        continue
    }
    set min_period [expr {min([get_property -min PERIOD $wr_clk], [get_property -min PERIOD $rd_clk])}]

    set wgray [get_cells -quiet "$inst/wgray_reg*"]
    set rq_wgray [get_cells -quiet "$inst/rq_wgray_reg\[0\]*"]
    set rgray [get_cells -quiet "$inst/rgray_reg*"]
    set wq_rgray [get_cells -quiet "$inst/wq_rgray_reg\[0\]*"]
    if {[llength $wgray] && [llength $rq_wgray]} {
        set_max_delay -datapath_only -from $wgray -to $rq_wgray $min_period
        set_bus_skew -from $wgray -to $rq_wgray $min_period
    } else {
        puts "CRITICAL WARNING: lp_fifo_async.tcl: write pointer synchronizer of $inst not found"
    }
    if {[llength $rgray] && [llength $wq_rgray]} {
        set_max_delay -datapath_only -from $rgray -to $wq_rgray $min_period
        set_bus_skew -from $rgray -to $wq_rgray $min_period
    } else {
        puts "CRITICAL WARNING: lp_fifo_async.tcl: read pointer synchronizer of $inst not found"
    }

    set mem [get_cells -quiet "$inst/mem_reg*"]
    if {[llength $mem]} {
        set_max_delay -datapath_only -from $mem -to $rd_clk $min_period
    } else {
        puts "CRITICAL WARNING: lp_fifo_async.tcl: storage of $inst not found: read path left unconstrained"
    }
}
