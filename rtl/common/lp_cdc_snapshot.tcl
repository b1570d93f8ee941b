# CDC constraints of lp_cdc_snapshot (rtl/common/lp_cdc_snapshot.sv): unmanaged XDC, read late by the
# Vivado flow (boards/common/tcl/build.tcl; naming rule rtl/**/<module>.tcl beside <module>.sv,
# docs/vivado-flow.md). The req/ack toggles cross in lp_sync_bit (its own script). For every instance,
# the snapshot bus (hold in the source clock -> dst_data in the destination clock) gets a datapath-only
# maximum delay of one destination clock period: hold is stable from the acknowledge on, which reaches
# the destination STAGES clocks later, so a bound of one period keeps every bit of a copy from the same
# capture.
foreach inst [get_cells -quiet -hierarchical -filter {REF_NAME == lp_cdc_snapshot || ORIG_REF_NAME == lp_cdc_snapshot}] {
    set hold [get_cells -quiet "$inst/hold_reg*"]
    set dst [get_cells -quiet "$inst/dst_data_reg*"]
    if {[llength $hold] == 0 || [llength $dst] == 0} {
        puts "CRITICAL WARNING: lp_cdc_snapshot.tcl: hold/dst_data flops of $inst not found: crossing left unconstrained"
        continue
    }
    set dst_clk [get_clocks -quiet -of_objects [get_pins -quiet -of_objects $dst -filter {REF_PIN_NAME == C}]]
    if {[llength $dst_clk] == 0} {
        puts "CRITICAL WARNING: lp_cdc_snapshot.tcl: $inst has no destination clock: crossing left unconstrained"
        continue
    }
    set_max_delay -datapath_only -from $hold -to $dst [get_property -min PERIOD $dst_clk]
}
