# Lightpath Vivado flow: helpers shared by build.tcl, program.tcl, the board configurations
# (boards/<board>/config.tcl) and the IP scripts (ip/<board>/*.tcl). docs/vivado-flow.md explains the
# flow. Plain Tcl 8.6 plus the Vivado commands named in each proc; nothing here runs a tool.

namespace eval ::lp {
    # Repository root: this file is boards/common/tcl/lp_common.tcl.
    variable root [file normalize [file join [file dirname [info script]] .. .. ..]]
    # Directory the IP scripts create their IP and block designs in (build.tcl sets it per build).
    variable ip_dir ""
    # Board configuration filled by boards/<board>/config.tcl (lp_board_config).
    variable variants [dict create]
}

proc lp_root {} {
    return $::lp::root
}

# The one supported Vivado version, read from boards/vivado_version.txt (its single line).
proc lp_supported_version {} {
    set path [file join [lp_root] boards vivado_version.txt]
    set fh [open $path r]
    set text [string trim [read $fh]]
    close $fh
    if {![regexp {^20[0-9][0-9]\.[1-4](\.[0-9]+)?$} $text]} {
        error "Lightpath: $path must hold one Vivado version (YYYY.N), not '$text'"
    }
    return $text
}

# Stops with a clear error unless this is the supported Vivado ('version -short' gives YYYY.N; a
# patch release YYYY.N.P of the supported YYYY.N is accepted).
proc lp_check_version {} {
    set want [lp_supported_version]
    set have [string trim [version -short]]
    if {$have ne $want && ![string match "$want.*" $have]} {
        error "Lightpath: this flow supports Vivado $want only (boards/vivado_version.txt), but it runs\
               in Vivado $have. Use Vivado $want (source its settings64.sh), or port the IP scripts\
               to $have and change boards/vivado_version.txt."
    }
    return $have
}

# First command of every IP script: the part the script's IP configuration was written for.
proc lp_require_part {part} {
    if {[catch {set have [get_property PART [current_project]]} err]} {
        error "Lightpath: [info script] is for part $part and needs an open project: $err"
    }
    if {$have ne $part} {
        error "Lightpath: [info script] configures IP for part $part, but the current project's part\
               is '$have'"
    }
    return $part
}

# Directory for create_ip -dir / create_bd_design -dir.
proc lp_ip_dir {} {
    if {$::lp::ip_dir eq ""} {
        return [file join [pwd] lp_ip]
    }
    return $::lp::ip_dir
}

# True when the current project has a board part (the board files are installed), so that board
# presets can be applied.
proc lp_have_board_part {} {
    if {[catch {set bp [get_property BOARD_PART [current_project]]}]} {
        return 0
    }
    return [expr {$bp ne ""}]
}

# The '#define NAME 0x...' values of a C header as a dict NAME -> integer (the 'u'/'U' suffix
# dropped): the MicroBlaze V block design takes its address map from firmware/hal/mbv/lp_mbv_map.h.
proc lp_c_defines {path} {
    set fh [open $path r]
    set text [read $fh]
    close $fh
    set out [dict create]
    foreach line [split $text "\n"] {
        if {[regexp {^\s*#define\s+([A-Za-z_][A-Za-z0-9_]*)\s+(0[xX][0-9A-Fa-f]+|[0-9]+)[uU]?\M} \
                $line -> name value]} {
            dict set out $name [expr {$value}]
        }
    }
    return $out
}

# 0x-prefixed 8-digit hex of an address (what assign_bd_address -offset gets).
proc lp_hex32 {value} {
    return [format 0x%08X $value]
}

# Files of 'dir' (relative to the repository root) matching any of the glob patterns, sorted.
proc lp_glob {dir args} {
    set out {}
    foreach pattern $args {
        lappend out {*}[glob -nocomplain -types f -directory [file join [lp_root] $dir] $pattern]
    }
    return [lsort -unique $out]
}

# Every file below 'dir' (absolute) whose name matches 'pattern', sorted.
proc lp_find {dir pattern} {
    set out [glob -nocomplain -types f -directory $dir $pattern]
    foreach sub [glob -nocomplain -types d -directory $dir *] {
        lappend out {*}[lp_find $sub $pattern]
    }
    return [lsort $out]
}

# CDC constraint scripts of the RTL. Naming rule: rtl/**/<module>.tcl next to rtl/**/<module>.sv is
# the unmanaged (Tcl) constraint script of <module>; it finds every instance itself.
proc lp_cdc_scripts {} {
    set out {}
    foreach tcl [lp_find [file join [lp_root] rtl] *.tcl] {
        if {[file exists "[file rootname $tcl].sv"]} {
            lappend out $tcl
        }
    }
    return $out
}

# --- board configuration (boards/<board>/config.tcl) ---------------------------------------------

# lp_variant <name> <generics> <description>: one bitstream variant of the board; <generics> is the
# list of NAME=VALUE passed to synth_design -generic (a string parameter keeps its double quotes).
proc lp_variant {name generics description} {
    dict set ::lp::variants $name [dict create generics $generics description $description]
}

proc lp_boards {} {
    set out {}
    foreach cfg [lp_glob boards */config.tcl] {
        lappend out [file tail [file dirname $cfg]]
    }
    return $out
}

# Sources boards/<board>/config.tcl (globals LP_PART, LP_TOP, LP_BOARD_PART, LP_HW_DEVICE, LP_IP_TCL,
# LP_XDC, LP_BOARD_RTL and the lp_variant calls); errors clearly for an unknown board.
proc lp_load_board {board} {
    set cfg [file join [lp_root] boards $board config.tcl]
    if {$board eq "" || ![file exists $cfg]} {
        error "Lightpath: unknown board '$board' (known boards: [join [lp_boards] {, }])"
    }
    set ::lp::variants [dict create]
    uplevel #0 [list source $cfg]
    foreach var {LP_PART LP_TOP LP_HW_DEVICE LP_IP_TCL LP_XDC LP_BOARD_RTL} {
        if {![info exists ::$var]} {
            error "Lightpath: $cfg does not set $var"
        }
    }
    return $cfg
}

proc lp_require_variant {board variant} {
    if {![dict exists $::lp::variants $variant]} {
        error "Lightpath: unknown variant '$variant' of board $board (variants of $board:\
               [join [dict keys $::lp::variants] {, }])"
    }
    return [dict get $::lp::variants $variant]
}

# synth_design arguments of a variant: -generic NAME=VALUE for each of its generics.
proc lp_generic_args {board variant} {
    set out {}
    foreach g [dict get [lp_require_variant $board $variant] generics] {
        lappend out -generic $g
    }
    return $out
}

# Build directory and output files of a board variant (build.tcl writes them, program.tcl reads them).
proc lp_build_dir {board variant} {
    return [file join [lp_root] build "$board-$variant"]
}

# The rows of `report_pulse_width -all_violators -return_string` that are violations: a check type
# (Min Period, Max Period, Low/High Pulse Width, Max Skew) with a negative slack. An empty list when
# the report has none (its header and an empty table are not violations).
proc lp_pulse_width_violations {report} {
    set bad {}
    foreach line [split $report "\n"] {
        if {[regexp {^\s*(Min Period|Max Period|Low Pulse Width|High Pulse Width|Max Skew)\s} $line] &&
            [regexp {\s-[0-9]+\.[0-9]+(\s|$)} $line]} {
            lappend bad [string trim $line]
        }
    }
    return $bad
}

proc lp_bitstream_name {board variant} {
    return "lp_${board}_${variant}"
}

# Named command-line options: lp_parse_opts argv {-jobs 4 -out ""} -> dict of the options plus
# 'args' (the positional words). An unknown option is an error naming the known ones.
proc lp_parse_opts {argv defaults} {
    set opts $defaults
    set pos {}
    for {set i 0} {$i < [llength $argv]} {incr i} {
        set word [lindex $argv $i]
        if {[string match -* $word]} {
            if {![dict exists $defaults $word]} {
                error "Lightpath: unknown option $word (options: [join [dict keys $defaults] {, }])"
            }
            if {$i + 1 >= [llength $argv]} {
                error "Lightpath: option $word needs a value"
            }
            incr i
            dict set opts $word [lindex $argv $i]
        } else {
            lappend pos $word
        }
    }
    dict set opts args $pos
    return $opts
}

# The command line of build.tcl and program.tcl: <board> <variant> [options]. Parses the options
# (lp_parse_opts), loads the board, checks the variant and fills -out with the variant's build
# directory when it is not given. Returns the options dict plus 'board' and 'variant'.
proc lp_board_args {script argv defaults} {
    set opts [lp_parse_opts $argv $defaults]
    set pos [dict get $opts args]
    if {[llength $pos] != 2} {
        error "Lightpath: usage: $script <board> <variant> \[options\] (boards: [join [lp_boards] {, }])"
    }
    lassign $pos board variant
    lp_load_board $board
    lp_require_variant $board $variant
    if {[dict get $opts -out] eq ""} {
        dict set opts -out [lp_build_dir $board $variant]
    }
    return [dict merge $opts [dict create board $board variant $variant]]
}

# --- block-design pieces shared by the control CPUs (ip/vcu118/mbv_sys.tcl, ip/zcu106/zynq_ps.tcl) ---

# The AXI4-Lite masters M_AXIL_<name> into the core's register windows, clocked by the port clk_core
# (which the caller creates), and the level-high interrupt inputs of the core's blocks.
proc lp_bd_core_masters {masters irqs core_clk_hz} {
    set busif {}
    foreach m $masters {
        create_bd_intf_port -mode Master -vlnv xilinx.com:interface:aximm_rtl:1.0 $m
        set_property -dict [list \
            CONFIG.PROTOCOL {AXI4LITE} \
            CONFIG.ADDR_WIDTH {32} \
            CONFIG.DATA_WIDTH {32} \
            CONFIG.FREQ_HZ $core_clk_hz \
        ] [get_bd_intf_ports $m]
        lappend busif $m
    }
    set_property CONFIG.ASSOCIATED_BUSIF [join $busif :] [get_bd_ports clk_core]
    foreach irq $irqs {
        create_bd_port -dir I -type intr $irq
        set_property CONFIG.SENSITIVITY LEVEL_HIGH [get_bd_ports $irq]
    }
}

# An AXI UART Lite at 115200 8N1 (fixed in the IP; the AXI clock frequency propagates).
proc lp_bd_uartlite {name} {
    create_bd_cell -type ip -vlnv xilinx.com:ip:axi_uartlite $name
    set_property -dict [list CONFIG.C_BAUDRATE {115200} CONFIG.C_DATA_BITS {8} CONFIG.C_USE_PARITY {0}] \
        [get_bd_cells $name]
}

# The bias DACs' AXI Quad SPI: standard mode, 8-bit transfers, two slave selects (DAC0, DAC1).
proc lp_bd_dac_spi {name} {
    create_bd_cell -type ip -vlnv xilinx.com:ip:axi_quad_spi $name
    set_property -dict [list \
        CONFIG.C_SPI_MODE {0} \
        CONFIG.C_NUM_SS_BITS {2} \
        CONFIG.C_NUM_TRANSFER_BITS {8} \
        CONFIG.C_SCK_RATIO {8} \
        CONFIG.C_FIFO_DEPTH {16} \
        CONFIG.C_USE_STARTUP {0} \
        CONFIG.C_XIP_MODE {0} \
    ] [get_bd_cells $name]
}

# The bias DACs' AXI GPIO, the firmware's bit map (firmware/hal: lp_hal_gpio_*): channel 1 outputs
# bit 0 LDAC_N, bit 1 RESET_N (both 1 after reset), channel 2 input bit 0 BUSY_N.
proc lp_bd_dac_gpio {name} {
    create_bd_cell -type ip -vlnv xilinx.com:ip:axi_gpio $name
    set_property -dict [list \
        CONFIG.C_IS_DUAL {1} \
        CONFIG.C_GPIO_WIDTH {2} \
        CONFIG.C_ALL_OUTPUTS {1} \
        CONFIG.C_DOUT_DEFAULT {0x00000003} \
        CONFIG.C_GPIO2_WIDTH {1} \
        CONFIG.C_ALL_INPUTS_2 {1} \
    ] [get_bd_cells $name]
}
