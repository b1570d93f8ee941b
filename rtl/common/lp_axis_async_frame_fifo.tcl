# CDC constraints of lp_axis_async_frame_fifo (rtl/common/lp_axis_async_frame_fifo.sv): unmanaged XDC,
# read late by the Vivado flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside
# <module>.sv, docs/vivado-flow.md). The two pointer mailboxes are lp_fifo_async instances, constrained by
# lp_fifo_async.tcl; this module has no synchronizer flops of its own. Its one crossing is the frame
# RAM `mem`, written in wr_clk and read into `rd_q` in rd_clk:
# - block RAM (RAM_STYLE "block", the default): the ports are clocked separately inside the RAMB
#   primitive, there is no fabric path from wr_clk to rd_clk and the constraint below matches nothing;
# - distributed RAM or registers: the stored bits (launched by wr_clk) reach rd_q through the read
#   multiplexer. A word is read only after the pointer that publishes it has crossed the mailbox
#   synchronizers (>= 2 read clocks later), so a datapath-only maximum delay of the smaller period keeps
#   the word stable when it is read. Only paths launched by wr_clk through the storage are constrained
#   (-from the write clock), so the same-clock read path keeps its normal timing.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_axis_async_frame_fifo || ORIG_REF_NAME == lp_axis_async_frame_fifo}] {
    set wr_clk [get_clocks -quiet -of_objects [get_pins -quiet "$inst/wptr_reg\[0\]/C"]]
    set rd_clk [get_clocks -quiet -of_objects [get_pins -quiet "$inst/rptr_reg\[0\]/C"]]
    if {[llength $wr_clk] == 0 || [llength $rd_clk] == 0} {
        puts "CRITICAL WARNING: lp_axis_async_frame_fifo.tcl: clocks of $inst not found: frame RAM read path left unconstrained"
        continue
    }
    set min_period [expr {min([get_property -min PERIOD $wr_clk], [get_property -min PERIOD $rd_clk])}]

    set mem [get_cells -quiet "$inst/mem_reg*"]
    if {[llength $mem]} {
        set mem_out [get_pins -quiet -of_objects $mem -filter {DIRECTION == OUT}]
        set_max_delay -datapath_only -from $wr_clk -through $mem_out -to $rd_clk $min_period
    } else {
        puts "CRITICAL WARNING: lp_axis_async_frame_fifo.tcl: frame RAM of $inst not found: read path left unconstrained"
    }
}
