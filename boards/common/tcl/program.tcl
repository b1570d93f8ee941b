# Lightpath: program a board over JTAG with a bitstream of build.tcl and its debug probes
# (docs/vivado-flow.md).
#
#   vivado -mode batch -source boards/common/tcl/program.tcl -tclargs <board> <variant> [options]
#   (make program BOARD=<board> VARIANT=<variant> [HW_SERVER=host:port] [HW_SERIAL=...])
#
# Options: -url host:port (hw_server; default $LP_HW_SERVER, else localhost:3121), -serial S (the
# cable's serial number or any part of its target name, needed when several cables are attached),
# -out DIR (build directory, default build/<board>-<variant>), -bit FILE, -ltx FILE.
# No Vivado version check: programming works from Vivado Lab Edition of any recent version too.

source [file join [file dirname [file normalize [info script]]] lp_common.tcl]

set lp_default_url localhost:3121
if {[info exists ::env(LP_HW_SERVER)] && $::env(LP_HW_SERVER) ne ""} {
    set lp_default_url $::env(LP_HW_SERVER)
}
set lp_opts [lp_board_args program.tcl $argv [list -url $lp_default_url -serial "" -out "" -bit "" -ltx ""]]
set lp_board [dict get $lp_opts board]
set lp_variant [dict get $lp_opts variant]
set lp_out [dict get $lp_opts -out]
set lp_name [lp_bitstream_name $lp_board $lp_variant]
set lp_bit [dict get $lp_opts -bit]
if {$lp_bit eq ""} {
    set lp_bit [file join $lp_out $lp_name.bit]
}
set lp_ltx [dict get $lp_opts -ltx]
if {$lp_ltx eq ""} {
    set lp_ltx [file join $lp_out $lp_name.ltx]
}
if {![file exists $lp_bit]} {
    error "Lightpath: bitstream $lp_bit is missing (make bitstream BOARD=$lp_board VARIANT=$lp_variant)"
}
if {![file exists $lp_ltx]} {
    puts "LP-PROGRAM: no debug probes file $lp_ltx: programming without probes"
    set lp_ltx ""
}

set lp_url [dict get $lp_opts -url]
puts "LP-PROGRAM: $lp_bit via hw_server $lp_url"
open_hw_manager
connect_hw_server -url $lp_url -allow_non_jtag

set lp_targets [get_hw_targets -quiet]
set lp_serial [dict get $lp_opts -serial]
if {$lp_serial ne ""} {
    set lp_targets [lsearch -all -inline -glob $lp_targets "*$lp_serial*"]
}
if {[llength $lp_targets] == 0} {
    error "Lightpath: no JTAG target[expr {$lp_serial ne {} ? " matching '$lp_serial'" : {}}] on\
           hw_server $lp_url (is the board powered and its JTAG cable connected?)"
}
if {[llength $lp_targets] > 1} {
    error "Lightpath: several JTAG targets on $lp_url, choose one with -serial (make ... HW_SERIAL=):\
           [join $lp_targets {, }]"
}
set lp_target [lindex $lp_targets 0]
open_hw_target $lp_target

set lp_devices [get_hw_devices -quiet $LP_HW_DEVICE]
if {[llength $lp_devices] != 1} {
    error "Lightpath: expected one device $LP_HW_DEVICE on $lp_target, found: [get_hw_devices -quiet]"
}
set lp_device [lindex $lp_devices 0]
current_hw_device $lp_device
refresh_hw_device -update_hw_probes false $lp_device
set_property PROGRAM.FILE $lp_bit $lp_device
if {$lp_ltx ne ""} {
    set_property PROBES.FILE $lp_ltx $lp_device
    set_property FULL_PROBES.FILE $lp_ltx $lp_device
}
program_hw_devices $lp_device
refresh_hw_device $lp_device
puts "LP-PROGRAM: programmed $lp_device on $lp_target with $lp_bit[expr {$lp_ltx ne {} ? " and $lp_ltx" : {}}]"

close_hw_target $lp_target
disconnect_hw_server $lp_url
close_hw_manager
