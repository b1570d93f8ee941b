"""Static checks of the Vivado Tcl flow (boards/, ip/, rtl/**/*.tcl) without Vivado: the scripts run in a
real Tcl 8.6 interpreter in which every Vivado command the flow uses is a recording stub.

- The stubs are an explicit list (`STUBS`). A command that is neither Tcl nor in the list fails with
  "invalid command name": a typo in a script is an error, never swallowed.
- Stubs record every call with its words; a few return what the flow needs to go on (`version -short`,
  the project's part, created IP and block designs, `get_files` of them, `make_wrapper`'s file, fake
  cells, pins and clocks for the CDC scripts, timing slacks, hardware targets). `cfg` overrides the
  canned values (e.g. `version`, `slack_setup`).
- `file mkdir/delete/copy/rename`, `cd` and `exit` are recorded, not done; `exec` is refused; `puts` is
  captured.
- Interpreter: Python's `tkinter.Tcl()` (Tcl bundled with CPython builds that have _tkinter), else a
  `tclsh` on PATH (Debian's python3 has no tkinter without python3-tk). Either runs the same Tcl driver
  and returns JSON. `LP_TCL_BACKEND=tkinter|tclsh` forces one. `TclUnavailable` when neither exists.

Nothing here proves that Vivado accepts a command or a CONFIG value: see docs/vivado-flow.md.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lightpath.flow.paths import REPO

# Vivado commands the flow may call (each becomes a recording stub). Keep it to what the scripts use:
# an unknown command must fail.
STUBS: tuple[str, ...] = (
    # version, parameters, messages
    "version", "set_param", "get_param", "set_msg_config",
    # project, part, files
    "create_project", "set_part", "current_project", "get_parts", "get_board_parts", "get_filesets",
    "set_property", "get_property", "add_files", "get_files", "read_verilog", "read_vhdl", "read_xdc",
    "read_ip", "read_mem",
    # IP
    "create_ip", "get_ips", "get_ipdefs", "generate_target", "synth_ip", "export_ip_user_files",
    "config_ip_cache", "report_ip_status",
    # block designs
    "create_bd_design", "current_bd_design", "open_bd_design", "close_bd_design", "save_bd_design",
    "validate_bd_design", "get_bd_designs", "create_bd_cell", "get_bd_cells", "create_bd_port",
    "create_bd_intf_port", "get_bd_ports", "get_bd_intf_ports", "get_bd_pins", "get_bd_intf_pins",
    "get_bd_nets", "get_bd_intf_nets", "connect_bd_net", "connect_bd_intf_net", "make_bd_pins_external",
    "make_bd_intf_pins_external", "apply_bd_automation", "assign_bd_address", "get_bd_addr_segs",
    "get_bd_addr_spaces", "make_wrapper",
    # synthesis, implementation, reports, outputs
    "synth_design", "opt_design", "place_design", "phys_opt_design", "route_design", "write_checkpoint",
    "report_timing_summary", "report_utilization", "report_clock_interaction", "report_cdc",
    "report_drc", "report_methodology", "report_route_status", "report_pulse_width", "get_timing_paths",
    "write_bitstream",
    "write_debug_probes",
    "write_hw_platform",
    # constraints (the CDC scripts)
    "get_cells", "get_pins", "get_nets", "get_ports", "get_clocks", "all_fanin", "set_max_delay",
    "set_false_path", "set_bus_skew", "set_clock_groups", "create_clock",
    # hardware manager
    "open_hw_manager", "connect_hw_server", "get_hw_targets", "open_hw_target", "get_hw_devices",
    "current_hw_device", "refresh_hw_device", "program_hw_devices", "close_hw_target",
    "disconnect_hw_server", "close_hw_manager",
)

# Canned values of the stubs; `cfg` of run_tcl overrides any of them.
DEFAULT_CFG: dict[str, str] = {
    "version": (REPO / "boards" / "vivado_version.txt").read_text().strip()
    if (REPO / "boards" / "vivado_version.txt").exists() else "2024.2",
    "slack_setup": "0.125",
    "slack_hold": "0.010",
    "period": "6.400",
    "pulse_width": "",   # report_pulse_width -return_string (no violation)
    "fail": "",          # commands that raise a Vivado-like error when called
    "board_parts": "",
    "hw_targets": "localhost:3121/xilinx_tcf/Digilent/210308A5C0DE",
    "hw_devices": "xcvu9p_0 xczu7_0 arm_dap_1",
}

_STUB_LIB = r"""
namespace eval ::lp_check {
    variable calls {}
    variable out {}
    variable cfg
    variable state
    array set state {part {} board_part {} ips {} bds {} files {} current_bd {}}
}

proc ::lp_check::record {args} {
    variable calls
    lappend calls $args
    return
}

proc ::lp_check::trace_enter {cmdstring op} {
    variable calls
    lappend calls $cmdstring
}

# Words of argv that are not options, skipping the values of the options in 'valued'.
proc ::lp_check::positional {argv valued} {
    set out {}
    for {set i 0} {$i < [llength $argv]} {incr i} {
        set w [lindex $argv $i]
        if {[string match -* $w] && ![string is double -strict $w]} {
            if {$w in $valued} {incr i}
            continue
        }
        lappend out $w
    }
    return $out
}

proc ::lp_check::opt {argv name} {
    set i [lsearch -exact $argv $name]
    if {$i < 0} {return ""}
    return [lindex $argv [expr {$i + 1}]]
}

proc ::lp_check::add_file {path} {
    variable state
    if {$path ni $state(files)} {lappend state(files) $path}
}

proc ::lp_check::match_any {items patterns} {
    if {[llength $patterns] == 0} {return $items}
    set out {}
    foreach it $items {
        foreach p $patterns {
            if {[string match $p $it] || [string match $p [file tail $it]]} {
                lappend out $it
                break
            }
        }
    }
    return $out
}

proc ::lp_check::get_prop {argv} {
    variable cfg
    variable state
    set pos [positional [lsearch -all -inline -not -regexp $argv {^-(min|max|quiet|verbose)$}] {}]
    lassign $pos name obj
    switch -- [string toupper $name] {
        PART {return $state(part)}
        BOARD_PART {return $state(board_part)}
        PERIOD {return $cfg(period)}
        SLACK {
            if {$obj eq "path_hold"} {return $cfg(slack_hold)}
            return $cfg(slack_setup)
        }
        IP_FILE {
            foreach f $state(files) {
                if {[file tail $f] eq "$obj.xci"} {return $f}
            }
            return ""
        }
        NAME {return $obj}
        default {return ""}
    }
}

proc ::lp_check::behave {cmd argv} {
    variable cfg
    variable state
    if {$cmd in $cfg(fail)} {error "ERROR: \[Common 17-xx\] $cmd failed (lp_check cfg fail)"}
    set valued {-filter -of_objects -of -regexp_filter -part -dir -module_name -name -vendor -library \
                -version -top -files -url -offset -range -target_address_space -type -vlnv -mode -from \
                -to -dir -freq_hz -rule -config -delay_type -max_paths -nworst -file -generic -jobs -include_dirs}
    switch -- $cmd {
        version {
            if {"-short" in $argv} {return $cfg(version)}
            return "Vivado v$cfg(version) (64-bit)"
        }
        create_project {
            set p [opt $argv -part]
            if {$p ne ""} {set state(part) $p}
            return lp_project
        }
        set_part {
            set state(part) [lindex $argv end]
            return $state(part)
        }
        current_project {return lp_project}
        set_property {
            set pos [positional $argv {}]
            if {[string tolower [lindex $pos 0]] eq "board_part"} {set state(board_part) [lindex $pos 1]}
            return ""
        }
        get_property {return [get_prop $argv]}
        get_board_parts {return [match_any $cfg(board_parts) [positional $argv $valued]]}
        create_ip {
            set name [opt $argv -module_name]
            set dir [opt $argv -dir]
            if {$dir eq ""} {set dir [file join [pwd] .srcs sources_1 ip]}
            lappend state(ips) $name
            add_file [file join $dir $name $name.xci]
            return $name
        }
        get_ips {return [match_any $state(ips) [positional $argv $valued]]}
        create_bd_design {
            set name [lindex [positional $argv $valued] end]
            set dir [opt $argv -dir]
            if {$dir eq ""} {set dir [file join [pwd] .srcs sources_1 bd]}
            lappend state(bds) $name
            set state(current_bd) $name
            add_file [file join $dir $name $name.bd]
            return $name
        }
        current_bd_design {
            set pos [positional $argv $valued]
            if {[llength $pos]} {set state(current_bd) [lindex $pos 0]}
            return $state(current_bd)
        }
        get_bd_designs {return [match_any $state(bds) [positional $argv $valued]]}
        get_files {return [match_any $state(files) [positional $argv $valued]]}
        read_verilog - read_vhdl - read_xdc - read_ip - add_files - read_mem {
            foreach f [positional $argv $valued] {add_file $f}
            return ""
        }
        make_wrapper {
            set f [opt $argv -files]
            set name [file rootname [file tail $f]]
            return [file join [file dirname $f] hdl ${name}_wrapper.v]
        }
        get_cells {
            if {"-hierarchical" in $argv || "-hier" in $argv} {return u_stub/inst0}
            return [lindex [positional $argv $valued] 0]
        }
        get_pins {
            set pos [positional $argv $valued]
            if {[llength $pos]} {return [lindex $pos 0]}
            return pin_stub
        }
        get_clocks {return clk_stub}
        all_fanin {return src_stub_reg/C}
        report_pulse_width {
            if {"-return_string" in $argv} {return $cfg(pulse_width)}
            return ""
        }
        get_timing_paths {
            if {"-hold" in $argv} {return path_hold}
            return path_setup
        }
        get_hw_targets {return $cfg(hw_targets)}
        get_hw_devices {return [match_any $cfg(hw_devices) [positional $argv $valued]]}
        get_bd_cells - get_bd_pins - get_bd_intf_pins - get_bd_ports - get_bd_intf_ports -
        get_bd_nets - get_bd_intf_nets - get_bd_addr_segs - get_bd_addr_spaces - get_ports - get_nets {
            return [positional $argv $valued]
        }
        create_bd_cell - create_bd_port - create_bd_intf_port {
            return [lindex [positional $argv $valued] end]
        }
        default {return ""}
    }
}

proc ::lp_check::install {stubs} {
    foreach cmd $stubs {
        proc ::$cmd {args} [format {
            ::lp_check::record %1$s {*}$args
            return [::lp_check::behave %1$s $args]
        } $cmd]
    }
    rename ::source ::lp_check::real_source
    proc ::source {args} {
        ::lp_check::record source {*}$args
        set enc [lsearch -exact $args -encoding]
        set opts {}
        if {$enc >= 0} {set opts [lrange $args $enc [expr {$enc + 1}]]}
        uplevel 1 [list ::lp_check::real_source {*}$opts [lindex $args end]]
    }
    rename ::puts ::lp_check::real_puts
    proc ::puts {args} {
        set a $args
        if {[lindex $a 0] eq "-nonewline"} {set a [lrange $a 1 end]}
        if {[llength $a] == 1} {
            lappend ::lp_check::out [lindex $a 0]
            return
        }
        if {[llength $a] == 2 && [lindex $a 0] in {stdout stderr}} {
            lappend ::lp_check::out [lindex $a 1]
            return
        }
        tailcall ::lp_check::real_puts {*}$args
    }
    rename ::file ::lp_check::real_file
    proc ::file {sub args} {
        if {$sub in {mkdir delete copy rename link}} {
            ::lp_check::record file $sub {*}$args
            return
        }
        tailcall ::lp_check::real_file $sub {*}$args
    }
    proc ::cd {args} {
        ::lp_check::record cd {*}$args
        return
    }
    proc ::exit {args} {
        ::lp_check::record exit {*}$args
        return -code error -errorcode {LP_CHECK EXIT} "exit [lindex $args 0]"
    }
    proc ::exec {args} {
        error "lp_check: exec is not allowed in the flow scripts (exec $args)"
    }
    proc ::unknown {args} {
        error "invalid command name \"[lindex $args 0]\" (neither Tcl nor a stubbed Vivado command)"
    }
}

proc ::lp_check::json_str {s} {
    set s [string map [list \\ \\\\ \" \\\" \n \\n \r \\r \t \\t] $s]
    if {[regexp {[\x00-\x1f]} $s]} {
        set o ""
        foreach ch [split $s ""] {
            scan $ch %c code
            if {$code < 32} {append o [format \\u%04x $code]} else {append o $ch}
        }
        set s $o
    }
    return "\"$s\""
}

proc ::lp_check::json_strs {items} {
    set parts {}
    foreach it $items {lappend parts [json_str $it]}
    return "\[[join $parts ,]\]"
}

proc ::lp_check::finish {rc result opts post_rc post} {
    variable calls
    variable out
    set rows {}
    foreach c $calls {lappend rows [json_strs $c]}
    set info ""
    if {[dict exists $opts -errorinfo]} {set info [dict get $opts -errorinfo]}
    if {$post_rc != 0} {set post {}}
    return "{\"rc\": $rc, \"result\": [json_str $result], \"errorinfo\": [json_str $info],\
            \"calls\": \[[join $rows ,]\], \"output\": [json_strs $out], \"post\": [json_strs $post]}"
}
"""

_MARK = "@@LP_CHECK_JSON@@"


class TclUnavailable(RuntimeError):
    """Neither tkinter nor tclsh: the Tcl checks cannot run on this machine."""


def tcl_word(s: str) -> str:
    """`s` as one Tcl word, every special character escaped."""
    out = []
    for ch in s:
        if ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch in ' \\{}[]$";':
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out) if out else "{}"


def tcl_list(items: Iterable[str]) -> str:
    return " ".join(tcl_word(i) for i in items)


def tcl_split(s: str) -> list[str]:
    """The elements of the Tcl list `s` (braces, double quotes and backslash escapes; what the flow's
    set_property -dict values use)."""
    out: list[str] = []
    i, n = 0, len(s)
    escapes = {"n": "\n", "t": "\t"}
    while True:
        while i < n and s[i].isspace():
            i += 1
        if i >= n:
            return out
        if s[i] == "{":
            depth, j = 1, i + 1
            while j < n and depth:
                if s[j] == "\\":
                    j += 1
                elif s[j] == "{":
                    depth += 1
                elif s[j] == "}":
                    depth -= 1
                j += 1
            if depth:
                raise ValueError(f"unbalanced braces in Tcl list: {s!r}")
            out.append(s[i + 1:j - 1])
            i = j
            continue
        quoted = s[i] == '"'
        j = i + 1 if quoted else i
        word = []
        while j < n and (s[j] != '"' if quoted else not s[j].isspace()):
            if s[j] == "\\" and j + 1 < n:
                word.append(escapes.get(s[j + 1], s[j + 1]))
                j += 2
            else:
                word.append(s[j])
                j += 1
        out.append("".join(word))
        i = j + 1 if quoted else j


def tcl_dict(s: str) -> dict[str, str]:
    """A Tcl dict value (an even list) as a Python dict."""
    items = tcl_split(s)
    if len(items) % 2:
        raise ValueError(f"odd Tcl dict: {s!r}")
    return dict(zip(items[::2], items[1::2]))


@dataclass(frozen=True)
class Call:
    """One recorded command: its name and words."""

    name: str
    args: tuple[str, ...]

    def has(self, flag: str) -> bool:
        return flag in self.args

    def opt(self, flag: str) -> str | None:
        """Value following `flag`, None when absent."""
        for i, a in enumerate(self.args[:-1]):
            if a == flag:
                return self.args[i + 1]
        return None

    def opts(self, flag: str) -> list[str]:
        """Values following every occurrence of `flag`."""
        return [self.args[i + 1] for i, a in enumerate(self.args[:-1]) if a == flag]

    def __str__(self) -> str:
        return " ".join((self.name, *self.args))


@dataclass
class TclRun:
    """What a script did under the stubs."""

    rc: int                  # Tcl return code of the script: 0 ok, 1 error
    result: str              # its result, or the error message
    errorinfo: str
    calls: list[Call]
    output: list[str]        # what it printed
    post: list[str] = field(default_factory=list)  # value of the post script (a Tcl list)

    @property
    def ok(self) -> bool:
        return self.rc in (0, 2)

    def named(self, *names: str) -> list[Call]:
        return [c for c in self.calls if c.name in names]

    def first(self, name: str) -> int:
        """Index of the first call of `name`, -1 when never called."""
        return next((i for i, c in enumerate(self.calls) if c.name == name), -1)

    def last(self, name: str) -> int:
        return max((i for i, c in enumerate(self.calls) if c.name == name), default=-1)

    def explain(self) -> str:
        head = "ok" if self.ok else f"error: {self.result}\n{self.errorinfo}"
        return head + "\noutput:\n" + "\n".join(self.output[-20:])


def backend() -> str:
    """The Tcl interpreter used: 'tkinter' or 'tclsh' (LP_TCL_BACKEND forces one)."""
    forced = os.environ.get("LP_TCL_BACKEND", "")
    if forced:
        return forced
    try:
        import tkinter  # noqa: F401

        return "tkinter"
    except ImportError:
        pass
    if shutil.which("tclsh"):
        return "tclsh"
    raise TclUnavailable("no Tcl interpreter: Python without tkinter and no tclsh on PATH "
                         "(install python3-tk or tcl)")


def available_backends() -> list[str]:
    out = []
    try:
        import tkinter  # noqa: F401

        out.append("tkinter")
    except ImportError:
        pass
    if shutil.which("tclsh"):
        out.append("tclsh")
    return out


def _driver(main: str, argv: Sequence[str], cfg: Mapping[str, str], pre: str, post: str,
            traced: Sequence[str], stubs: Sequence[str]) -> str:
    merged = {**DEFAULT_CFG, **cfg}
    cfg_words = tcl_list(w for kv in merged.items() for w in kv)
    traces = "\n".join(
        f"if {{[llength [info commands ::{t}]]}} {{trace add execution ::{t} enter ::lp_check::trace_enter}}"
        for t in traced)
    return "\n".join([
        _STUB_LIB,
        f"array set ::lp_check::cfg [list {cfg_words}]",
        f"::lp_check::install [list {tcl_list(stubs)}]",
        f"set ::argv [list {tcl_list(argv)}]",
        f"set ::argc {len(argv)}",
        "set ::argv0 vivado",
        f"set lp_check_pre_rc [catch {{{pre}\n}} lp_check_pre_msg]",
        "if {$lp_check_pre_rc == 1} {error \"lp_check pre-script: $lp_check_pre_msg\"}",
        "set ::lp_check::calls {}",
        "set ::lp_check::out {}",
        traces,
        f"set lp_check_rc [catch {{{main}\n}} lp_check_res lp_check_opts]",
        f"set lp_check_post_rc [catch {{{post}\n}} lp_check_post]",
        "set lp_check_json [::lp_check::finish $lp_check_rc $lp_check_res $lp_check_opts $lp_check_post_rc"
        " $lp_check_post]",
    ])


def _run_tkinter(script: str) -> str:
    import tkinter

    interp = tkinter.Tcl()
    try:
        return str(interp.eval(script))
    finally:
        try:
            interp.eval("foreach lp_check_f [chan names file*] {catch {close $lp_check_f}}")
        except tkinter.TclError:
            pass


def _run_tclsh(script: str) -> str:
    exe = shutil.which("tclsh")
    if exe is None:
        raise TclUnavailable("tclsh not on PATH")
    with tempfile.NamedTemporaryFile("w", suffix=".tcl", delete=False, encoding="utf-8") as fh:
        fh.write("fconfigure stdout -encoding utf-8\n")
        fh.write(script)
        fh.write(f"\n::lp_check::real_puts stdout \"{_MARK}$lp_check_json\"\n")
        path = fh.name
    try:
        proc = subprocess.run([exe, path], capture_output=True, text=True, encoding="utf-8", timeout=60)
    finally:
        os.unlink(path)
    for line in proc.stdout.splitlines():
        if line.startswith(_MARK):
            return line[len(_MARK):]
    raise RuntimeError(f"tclsh driver failed (rc {proc.returncode}): {proc.stderr[-2000:]}")


def run_tcl(main: str, *, argv: Sequence[str] = (), cfg: Mapping[str, str] | None = None, pre: str = "",
            post: str = "", traced: Sequence[str] = (), stubs: Sequence[str] = STUBS,
            use: str | None = None) -> TclRun:
    """Run the Tcl code `main` under the stubs. `pre` runs first (its calls are not recorded; an error in
    it is a failure of the harness), `post` after (its result, a Tcl list, is TclRun.post), `traced`
    names procs whose calls are recorded too (e.g. lp_require_part)."""
    script = _driver(main, argv, cfg or {}, pre, post, traced, stubs)
    which = use or backend()
    raw = _run_tkinter(script) if which == "tkinter" else _run_tclsh(script)
    data = json.loads(raw)
    calls = [Call(row[0], tuple(row[1:])) for row in data["calls"] if row]
    return TclRun(int(data["rc"]), data["result"], data["errorinfo"], calls, data["output"], data["post"])


def source_cmd(path: Path) -> str:
    return f"source {tcl_word(str(path))}"


def run_file(path: Path, **kw: object) -> TclRun:
    """Source `path` under the stubs (keywords as run_tcl)."""
    return run_tcl(source_cmd(path), **kw)  # type: ignore[arg-type]


def is_complete(path: Path, use: str | None = None) -> bool:
    """Tcl's `info complete` on the whole text of `path` (balanced braces, brackets and quotes)."""
    code = (f"set f [open {tcl_word(str(path))}]; fconfigure $f -encoding utf-8; set t [read $f]; close $f; "
            "info complete $t")
    run = run_tcl(code, use=use)
    return run.ok and run.result == "1"


# ------------------------------------------------------------------------------- repository facts

COMMON_TCL = REPO / "boards" / "common" / "tcl" / "lp_common.tcl"
BUILD_TCL = REPO / "boards" / "common" / "tcl" / "build.tcl"
PROGRAM_TCL = REPO / "boards" / "common" / "tcl" / "program.tcl"
VERSION_FILE = REPO / "boards" / "vivado_version.txt"
MBV_MAP = REPO / "firmware" / "hal" / "mbv" / "lp_mbv_map.h"


def repo_tcl_files() -> list[Path]:
    """Every Tcl file of the flow: boards/**, ip/**, rtl/** (sorted)."""
    out: list[Path] = []
    for top in ("boards", "ip", "rtl"):
        d = REPO / top
        if d.is_dir():
            out += sorted(p for p in d.rglob("*.tcl") if p.is_file())
    return out


def boards() -> list[str]:
    return sorted(p.parent.name for p in (REPO / "boards").glob("*/config.tcl"))


@dataclass(frozen=True)
class BoardConfig:
    """boards/<board>/config.tcl as the flow reads it."""

    name: str
    part: str
    top: str
    board_part: str
    hw_device: str
    variants: dict[str, tuple[str, ...]]  # variant -> synth_design generics
    ip_tcl: tuple[Path, ...]
    xdc: tuple[Path, ...]
    board_rtl: tuple[Path, ...]


def board_config(board: str) -> BoardConfig:
    post = ("set lp_v {}; foreach {n d} $::lp::variants {lappend lp_v \"$n=[join [dict get $d generics] { }]\"};"
            " list $LP_PART $LP_TOP [expr {[info exists LP_BOARD_PART] ? $LP_BOARD_PART : {}}] $LP_HW_DEVICE"
            " [join $lp_v |] [join $LP_IP_TCL |] [join $LP_XDC |] [join $LP_BOARD_RTL |]")
    run = run_tcl(f"lp_load_board {tcl_word(board)}", pre=source_cmd(COMMON_TCL), post=post)
    if not run.ok or len(run.post) != 8:
        raise RuntimeError(f"boards/{board}/config.tcl: {run.explain()}")
    part, top, board_part, hw_device, variants, ip_tcl, xdc, rtl = run.post

    def paths(s: str) -> tuple[Path, ...]:
        return tuple(Path(p) for p in s.split("|") if p)

    var: dict[str, tuple[str, ...]] = {}
    for item in filter(None, variants.split("|")):
        name, _, generics = item.partition("=")
        var[name] = tuple(generics.split())
    return BoardConfig(board, part, top, board_part, hw_device, var, paths(ip_tcl), paths(xdc), paths(rtl))


def c_defines(header: Path, prefix: str) -> dict[str, int]:
    """'#define <prefix><name> <number>[u]' of a C header: name -> value (other defines are skipped)."""
    out: dict[str, int] = {}
    pat = rf"^\s*#define\s+({prefix}\w+)\s+(0[xX][0-9A-Fa-f]+|\d+)[uU]?\b"
    for m in re.finditer(pat, header.read_text(), re.M):
        out[m.group(1)] = int(m.group(2), 0)
    return out


def mbv_address_map(header: Path = MBV_MAP) -> dict[str, int]:
    """'#define LP_MBV_<name> 0x...u' of the MicroBlaze V map: name -> value."""
    return c_defines(header, "LP_MBV_")


def bd_addresses(run: TclRun) -> dict[str, tuple[int, str, str]]:
    """assign_bd_address calls of a block design script: segment -> (offset, range, address space)."""
    out: dict[str, tuple[int, str, str]] = {}
    for c in run.named("assign_bd_address"):
        offset = c.opt("-offset")
        seg = c.args[-1] if c.args and not c.args[-1].startswith("-") else c.args[-2]
        if offset is None:
            continue
        out[seg] = (int(offset.replace("_", ""), 0), c.opt("-range") or "", c.opt("-target_address_space") or "")
    return out


def bd_net_pairs(run: TclRun) -> list[tuple[str, ...]]:
    """The objects of every connect_bd_net call (pins and ports, in order)."""
    return [tuple(a for a in c.args if not a.startswith("-")) for c in run.named("connect_bd_net")]


def ip_context(board: str, ip_dir: Path) -> str:
    """Pre-script of an IP script run: the helpers, an in-memory project of the board's part."""
    cfg = board_config(board)
    return "\n".join([source_cmd(COMMON_TCL), f"create_project -in_memory -part {tcl_word(cfg.part)}",
                      f"set ::lp::ip_dir {tcl_word(str(ip_dir))}"])


def write_fake_sources(path: Path, rtl: Sequence[str], board_rtl: Mapping[str, Sequence[str]]) -> Path:
    """A stand-in for boards/sources.tcl (the generated file lists), paths relative to the repository."""
    pkgs = [f for f in rtl if f.endswith("_pkg.sv")]
    mods = [f for f in rtl if not f.endswith("_pkg.sv")]
    lines = [f"set LP_RTL_PKGS [list {tcl_list(pkgs)}]", f"set LP_RTL_SOURCES [list {tcl_list(mods)}]"]
    lines += [f"set LP_BOARD_SOURCES({b}) [list {tcl_list(fs)}]" for b, fs in board_rtl.items()]
    path.write_text("\n".join(lines) + "\n")
    return path
