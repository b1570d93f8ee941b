# CDC constraints of lp_sync_pulse (rtl/common/lp_sync_pulse.sv): unmanaged XDC, read late by the
# Vivado flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside <module>.sv,
# docs/vivado-flow.md). For every instance, the two single-bit crossings of the toggle handshake are
# bounded by a datapath-only maximum delay of the destination clock's period: src_toggle -> dst_sync[0]
# (dst_clk) and dst_seen -> src_ack[0] (src_clk); both first flops carry ASYNC_REG in the RTL.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_sync_pulse || ORIG_REF_NAME == lp_sync_pulse}] {
    set src_toggle [get_cells -quiet "$inst/src_toggle_reg"]
    set dst_first [get_cells -quiet "$inst/dst_sync_reg\[0\]"]
    set dst_seen [get_cells -quiet "$inst/dst_seen_reg"]
    set src_first [get_cells -quiet "$inst/src_ack_reg\[0\]"]
    if {[llength $src_toggle] == 0 || [llength $dst_first] == 0 ||
        [llength $dst_seen] == 0 || [llength $src_first] == 0} {
        puts "CRITICAL WARNING: lp_sync_pulse.tcl: handshake flops of $inst not found: crossings left unconstrained"
        continue
    }
    set src_clk [get_clocks -quiet -of_objects [get_pins -quiet -of_objects $src_first -filter {REF_PIN_NAME == C}]]
    set dst_clk [get_clocks -quiet -of_objects [get_pins -quiet -of_objects $dst_first -filter {REF_PIN_NAME == C}]]
    if {[llength $src_clk] == 0 || [llength $dst_clk] == 0} {
        puts "CRITICAL WARNING: lp_sync_pulse.tcl: $inst has an unclocked side: crossings left unconstrained"
        continue
    }
    set_max_delay -datapath_only -from $src_toggle -to $dst_first [get_property -min PERIOD $dst_clk]
    set_max_delay -datapath_only -from $dst_seen -to $src_first [get_property -min PERIOD $src_clk]
}
