# Lightpath bitstream build: Vivado batch, non-project mode (docs/vivado-flow.md).
#
#   vivado -mode batch -source boards/common/tcl/build.tcl -tclargs <board> <variant> [options]
#   (make bitstream BOARD=<board> VARIANT=<variant> runs exactly this)
#
# Options: -jobs N (Vivado threads, 0 = Vivado's default), -out DIR (default build/<board>-<variant>),
# -sources FILE (RTL file list, default boards/sources.tcl), -elf FILE (firmware image initialising
# the soft CPU's local memory, boards with LP_ELF_CELL only), -allow_timing_fail 1 (write the
# bitstream although setup, hold or pulse-width slack is negative), -xsa 0 (no hardware platform).
#
# Steps: Vivado version check -> board/variant -> RTL -> IP and block designs (every ip/<board>/*.tcl,
# generated and synthesized out of context) -> XDC and the RTL's CDC scripts -> synth_design ->
# opt/place/phys_opt/route -> reports and the timing verdict -> write_bitstream, write_debug_probes.
# Outputs in build/<board>-<variant>/: lp_<board>_<variant>.bit/.ltx, post_synth.dcp, post_route.dcp,
# reports/*.rpt, ip/ (generated IP).

source [file join [file dirname [file normalize [info script]]] lp_common.tcl]

# The supported Vivado version first: nothing else runs in another version.
set lp_vivado [lp_check_version]

set lp_opts [lp_board_args build.tcl $argv {-jobs 0 -out "" -sources "" -elf "" -allow_timing_fail 0 -xsa 1}]
set lp_board [dict get $lp_opts board]
set lp_variant [dict get $lp_opts variant]
set lp_out [file normalize [dict get $lp_opts -out]]
set lp_rpt [file join $lp_out reports]
set lp_name [lp_bitstream_name $lp_board $lp_variant]
file mkdir $lp_out $lp_rpt
cd $lp_out
puts "LP-BUILD: Vivado $lp_vivado, board $lp_board ($LP_PART), variant $lp_variant, top $LP_TOP, output $lp_out"

if {[dict get $lp_opts -jobs] > 0} {
    set_param general.maxThreads [dict get $lp_opts -jobs]
}

create_project -in_memory -part $LP_PART
set_property target_language Verilog [current_project]
if {[info exists LP_BOARD_PART] && [llength [get_board_parts -quiet $LP_BOARD_PART]]} {
    set_property board_part $LP_BOARD_PART [current_project]
} else {
    puts "LP-BUILD: board files for [expr {[info exists LP_BOARD_PART] ? $LP_BOARD_PART : $lp_board}]\
          not installed: IP scripts use their explicit settings"
}

# ---------------------------------------------------------------- RTL
# boards/sources.tcl is generated from the Python source lists (lightpath.flow.paths): LP_RTL_PKGS and
# LP_RTL_SOURCES (paths relative to the repository root, packages first) and LP_BOARD_SOURCES(<board>).
set lp_sources [dict get $lp_opts -sources]
if {$lp_sources eq ""} {
    set lp_sources [file join [lp_root] boards sources.tcl]
}
if {![file exists $lp_sources]} {
    error "Lightpath: $lp_sources is missing: it is generated from the Python source lists (make gen)"
}
source $lp_sources
foreach var {LP_RTL_PKGS LP_RTL_SOURCES} {
    if {![info exists $var]} {
        error "Lightpath: $lp_sources does not define $var"
    }
}

proc lp_abs {path} {
    if {[file pathtype $path] eq "relative"} {
        return [file normalize [file join [lp_root] $path]]
    }
    return [file normalize $path]
}

set lp_rtl {}
foreach f [concat $LP_RTL_PKGS $LP_RTL_SOURCES] {
    lappend lp_rtl [lp_abs $f]
}
if {[info exists LP_BOARD_SOURCES($lp_board)]} {
    foreach f $LP_BOARD_SOURCES($lp_board) {
        lappend lp_rtl [lp_abs $f]
    }
}
foreach f $LP_BOARD_RTL {
    lappend lp_rtl [lp_abs $f]
}
set lp_seen [dict create]
set lp_missing {}
foreach f $lp_rtl {
    if {[dict exists $lp_seen $f]} {
        continue
    }
    dict set lp_seen $f 1
    if {![file exists $f]} {
        lappend lp_missing $f
    } elseif {[file extension $f] eq ".sv"} {
        read_verilog -sv $f
    } else {
        read_verilog $f
    }
}
if {[llength $lp_missing]} {
    error "Lightpath: RTL files listed but missing (regenerate $lp_sources):\n[join $lp_missing \n]"
}

# ---------------------------------------------------------------- IP and block designs
# Each ip/<board>/<name>.tcl creates exactly one IP or block design called <name>. IP are generated
# and synthesized out of context (synth_ip); block designs are generated for global synthesis and
# read through their make_wrapper top (<name>_wrapper).
set ::lp::ip_dir [file join $lp_out ip]
file mkdir $::lp::ip_dir

proc lp_generate_ip {name script} {
    set bd [get_files -quiet $name.bd]
    if {[llength $bd]} {
        set_property synth_checkpoint_mode None $bd
        generate_target all $bd
        read_verilog [make_wrapper -files $bd -top]
        return bd
    }
    set ip [get_ips -quiet $name]
    if {[llength $ip]} {
        set_property generate_synth_checkpoint true [get_files [get_property IP_FILE $ip]]
        generate_target all $ip
        synth_ip $ip
        return ip
    }
    error "Lightpath: $script created no IP or block design named $name (an IP script creates one,\
           named like the file)"
}

foreach lp_ip_tcl $LP_IP_TCL {
    set lp_ip_name [file rootname [file tail $lp_ip_tcl]]
    puts "LP-BUILD: IP $lp_ip_name ($lp_ip_tcl)"
    source $lp_ip_tcl
    lp_generate_ip $lp_ip_name $lp_ip_tcl
}

# Firmware image in the soft CPU's local memory (updatemem at write_bitstream).
set lp_elf [dict get $lp_opts -elf]
if {$lp_elf ne ""} {
    if {![info exists LP_ELF_CELL]} {
        error "Lightpath: board $lp_board has no soft CPU for -elf"
    }
    if {![file exists $lp_elf]} {
        error "Lightpath: firmware image $lp_elf is missing (make fw)"
    }
    add_files -norecurse $lp_elf
    set_property SCOPED_TO_REF [lindex $LP_ELF_CELL 0] [get_files $lp_elf]
    set_property SCOPED_TO_CELLS [lindex $LP_ELF_CELL 1] [get_files $lp_elf]
}

# ---------------------------------------------------------------- constraints
# Board XDC first, then the CDC scripts of the RTL synchronizers (rtl/**/<module>.tcl beside
# <module>.sv: Tcl that finds every instance, so unmanaged), processed late so that the clocks of the
# board XDC and of the IP exist when they run.
foreach lp_xdc $LP_XDC {
    read_xdc $lp_xdc
}
foreach lp_cdc [lp_cdc_scripts] {
    read_xdc -unmanaged $lp_cdc
    set_property PROCESSING_ORDER LATE [get_files $lp_cdc]
}

# ---------------------------------------------------------------- synthesis and implementation
# rtl/common: lp_assert.svh; SYNTHESIS compiles its assertions out (docs/formal.md)
synth_design -top $LP_TOP -part $LP_PART -include_dirs [list [file join [lp_root] boards common rtl] [file join [lp_root] rtl common]] \
    -verilog_define SYNTHESIS=1 \
    {*}[lp_generic_args $lp_board $lp_variant]
write_checkpoint -force [file join $lp_out post_synth.dcp]
report_utilization -file [file join $lp_rpt post_synth_utilization.rpt]
report_timing_summary -file [file join $lp_rpt post_synth_timing_summary.rpt]

opt_design
place_design
phys_opt_design
route_design
write_checkpoint -force [file join $lp_out post_route.dcp]

# ---------------------------------------------------------------- reports and timing verdict
report_timing_summary -max_paths 20 -report_unconstrained -warn_on_violation \
    -file [file join $lp_rpt timing_summary.rpt]
report_utilization -file [file join $lp_rpt utilization.rpt]
report_utilization -hierarchical -file [file join $lp_rpt utilization_hier.rpt]
report_clock_interaction -delay_type min_max -file [file join $lp_rpt clock_interaction.rpt]
report_cdc -details -file [file join $lp_rpt cdc.rpt]
report_drc -file [file join $lp_rpt drc.rpt]
report_methodology -file [file join $lp_rpt methodology.rpt]
report_route_status -file [file join $lp_rpt route_status.rpt]

set lp_wns [get_property SLACK [get_timing_paths -max_paths 1 -nworst 1 -setup]]
set lp_whs [get_property SLACK [get_timing_paths -max_paths 1 -nworst 1 -hold]]
if {$lp_wns eq "" || $lp_whs eq ""} {
    error "Lightpath: no constrained timing paths (are the board XDC clocks missing?); see\
           [file join $lp_rpt timing_summary.rpt]"
}
# Setup and hold do not cover pulse width: a clock faster than its buffer or than the OSERDES's
# minimum period (the 625 MHz SOA serialiser clock) fails only here. Every row of -all_violators
# that carries a negative slack is a violation.
report_pulse_width -file [file join $lp_rpt pulse_width.rpt]
set lp_pw_bad [lp_pulse_width_violations [report_pulse_width -all_violators -return_string]]
set lp_timing_ok [expr {$lp_wns >= 0 && $lp_whs >= 0 && [llength $lp_pw_bad] == 0}]
if {!$lp_timing_ok} {
    puts "LP-BUILD: TIMING FAILED: WNS = $lp_wns ns, WHS = $lp_whs ns,\
          [llength $lp_pw_bad] pulse-width violation(s) ([file join $lp_rpt timing_summary.rpt],\
          [file join $lp_rpt pulse_width.rpt])"
    foreach lp_row $lp_pw_bad {puts "LP-BUILD:   pulse width: $lp_row"}
    if {![dict get $lp_opts -allow_timing_fail]} {
        error "Lightpath: timing not met for $lp_board $lp_variant (WNS $lp_wns ns, WHS $lp_whs ns,\
               [llength $lp_pw_bad] pulse-width violation(s)): no bitstream written\
               (-allow_timing_fail 1 writes it anyway)"
    }
} else {
    puts "LP-BUILD: timing met: WNS = $lp_wns ns, WHS = $lp_whs ns, no pulse-width violation"
}

# ---------------------------------------------------------------- bitstream and debug probes
write_bitstream -force [file join $lp_out $lp_name.bit]
write_debug_probes -force [file join $lp_out $lp_name.ltx]
puts "LP-BUILD: written: [file join $lp_out $lp_name.bit], [file join $lp_out $lp_name.ltx]"
# Hardware platform (PetaLinux --get-hw-description on the ZCU106, Vitis/XSDB on either board). It
# runs last, so a failure (an in-memory session without the processor's block design, say) cannot cost
# the bitstream; it still fails the build, with the reason, since the firmware flow needs the .xsa.
if {[dict get $lp_opts -xsa]} {
    if {[catch {write_hw_platform -fixed -include_bit -force [file join $lp_out $lp_name.xsa]} lp_err]} {
        error "Lightpath: write_hw_platform failed for $lp_board $lp_variant: $lp_err (the bitstream and\
               probes are written; -xsa 0 skips the platform)"
    }
    puts "LP-BUILD: written: [file join $lp_out $lp_name.xsa]"
}
puts "LP-BUILD: done"
