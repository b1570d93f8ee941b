"""Cross checks between a board's pin list (boards/<board>/pins.csv), its constraint files
(constraints/<board>/*.xdc) and, when it exists, its top level (boards/<board>/rtl/lp_<board>_top.sv).

`check_constraints` returns a list of `Issue`s (empty = clean). Issue kinds:

| kind | meaning |
|---|---|
| `syntax` | an XDC line the reader cannot parse or Vivado would reject |
| `no-match` | a `get_ports` pattern (without -quiet) that names no port of the top |
| `unknown-pin` | a PACKAGE_PIN that is not in the pin list |
| `net-mismatch` | the net named in the `;# NET ...` comment of a PACKAGE_PIN line is not the pin list's net |
| `pin-twice` | one package pin given to two port bits |
| `port-two-pins` | one port bit given two different package pins |
| `iostandard-missing` | an I/O (non-transceiver) port bit with a pin but no IOSTANDARD |
| `iostandard-mismatch` | IOSTANDARD differs from the pin list's iostandard_default |
| `iostandard-twice` | two different IOSTANDARDs on one port bit |
| `gt-iostandard` | an IOSTANDARD on a transceiver pin (GT pins take PACKAGE_PIN only) |
| `no-pin` | an IOSTANDARD on a port bit that has no PACKAGE_PIN |
| `vcco-conflict` | I/O standards in one bank that need different VCCO |
| `vcco-mismatch` | an I/O standard that needs a VCCO other than the bank's (pin list `# vcco` line) |
| `clock-missing` | a board clock pin (pin list `# clock` line) used by a port without a create_clock on it |
| `clock-period` | create_clock period differs from the board clock's frequency |
| `clock-unknown` | create_clock on a port whose pin is not a listed board clock |
| `unconstrained-port` | a top-level port bit without PACKAGE_PIN |
| `unknown-port` | a constrained port bit that the top does not have |

Port bits are compared the way Vivado names them (`x`, `x[3]`); a one-bit vector `x[0:0]` and a
scalar `x` are accepted under either name.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lightpath.boards.pinlist import PinList, read_pin_list
from lightpath.boards.svports import ModuleHeader, read_module_header
from lightpath.boards.xdc import XdcFile, read_xdc_dir

# VCCO an I/O standard needs in an HP bank. LVDS needs 1.8 V only when it drives (LVDS outputs of HP
# banks require VCCO = 1.8 V; inputs are powered from VCCAUX) -> handled separately.
VCCO_OF: dict[str, float] = {
    "LVCMOS12": 1.2, "LVCMOS15": 1.5, "LVCMOS18": 1.8, "LVCMOS25": 2.5, "LVCMOS33": 3.3,
    "SSTL12": 1.2, "SSTL12_DCI": 1.2, "DIFF_SSTL12": 1.2, "DIFF_SSTL12_DCI": 1.2,
    "POD12": 1.2, "POD12_DCI": 1.2, "DIFF_POD12": 1.2, "DIFF_POD12_DCI": 1.2,
    "HSTL_I_18": 1.8, "DIFF_HSTL_I_18": 1.8, "HSTL_I_DCI_18": 1.8, "DIFF_HSTL_I_DCI_18": 1.8,
    "LVDS_25": 2.5,
}
LVDS_OUT_VCCO = 1.8
PERIOD_TOL_NS = 0.0015      # create_clock periods are written with 3 decimals (3.333 for 300 MHz)


@dataclass(frozen=True)
class Issue:
    kind: str
    message: str

    def __str__(self) -> str:
        return f"[{self.kind}] {self.message}"


def _aliases(top: ModuleHeader) -> dict[str, str]:
    """XDC port-bit name -> canonical top port bit (adds `x` <-> `x[0]` for one-bit ports)."""
    out: dict[str, str] = {}
    for p in top.ports:
        bits = p.bits()
        for b in bits:
            out[b] = b
        if p.width == 1:
            out.setdefault(p.name, bits[0])
            out.setdefault(f"{p.name}[0]", bits[0])
    return out


def _net_of_comment(comment: str) -> str:
    return comment.split()[0] if comment.split() else ""


def check_constraints(pins: PinList, xdcs: Sequence[XdcFile], top: ModuleHeader | None = None,
                      ) -> list[Issue]:
    issues: list[Issue] = []

    def add(kind: str, msg: str) -> None:
        issues.append(Issue(kind, msg))

    alias = _aliases(top) if top is not None else {}

    def canon(port: str) -> str:
        return alias.get(port, port)

    for f in xdcs:
        for pi in f.issues:
            add(pi.kind, str(pi))

    by_pin = pins.by_pin()
    port_pin: dict[str, tuple[str, str]] = {}          # port -> (pin, where)
    pin_port: dict[str, tuple[str, str]] = {}          # pin -> (port, where)
    port_std: dict[str, tuple[str, str]] = {}
    for f in xdcs:
        for ps in f.properties:
            where = f"{ps.file}:{ps.line}"
            port = canon(ps.port)
            if ps.name == "PACKAGE_PIN":
                pin = ps.value.upper()
                row = by_pin.get(pin)
                if row is None:
                    add("unknown-pin", f"{where}: {port} -> {pin}: pin not in {pins.path}")
                else:
                    net = _net_of_comment(ps.comment)
                    if net != row.net:
                        add("net-mismatch", f"{where}: {port} -> {pin}: comment names net {net or '(none)'}, "
                            f"{pins.path} line {row.line} says {row.net}")
                if port in port_pin and port_pin[port][0] != pin:
                    add("port-two-pins", f"{where}: {port} -> {pin}, but {port_pin[port][1]} gave it "
                        f"{port_pin[port][0]}")
                if pin in pin_port and pin_port[pin][0] != port:
                    add("pin-twice", f"{where}: pin {pin} -> {port}, but {pin_port[pin][1]} gave it to "
                        f"{pin_port[pin][0]}")
                port_pin.setdefault(port, (pin, where))
                pin_port.setdefault(pin, (port, where))
            elif ps.name == "IOSTANDARD":
                std = ps.value.upper()
                if port in port_std and port_std[port][0] != std:
                    add("iostandard-twice", f"{where}: {port} IOSTANDARD {std}, but {port_std[port][1]} set "
                        f"{port_std[port][0]}")
                port_std.setdefault(port, (std, where))

    directions = top.bit_directions() if top is not None else {}
    bank_needs: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for port, (pin, where) in port_pin.items():
        row = by_pin.get(pin)
        if row is None:
            continue
        std_at = port_std.get(port)   # (IOSTANDARD, where it is set)
        if row.is_gt:
            if std_at is not None:
                add("gt-iostandard", f"{std_at[1]}: {port} on transceiver pin {pin} ({row.bank}) has "
                    f"IOSTANDARD {std_at[0]}; GT pins take PACKAGE_PIN only")
            continue
        if std_at is None:
            add("iostandard-missing", f"{where}: {port} on {pin} (bank {row.bank}) has no IOSTANDARD")
            continue
        if std_at[0] != row.iostandard:
            add("iostandard-mismatch", f"{std_at[1]}: {port} on {pin}: IOSTANDARD {std_at[0]}, {pins.path} line "
                f"{row.line} says {row.iostandard}")
        need = VCCO_OF.get(std_at[0])
        if std_at[0] == "LVDS" and directions.get(port) in ("output", "inout"):
            need = LVDS_OUT_VCCO
        if need is not None:
            bank_needs[row.bank].append((need, f"{port} ({std_at[0]})"))
    for port, (std, where) in port_std.items():
        if port not in port_pin:
            add("no-pin", f"{where}: {port} has IOSTANDARD {std} but no PACKAGE_PIN")

    for bank, needs in sorted(bank_needs.items()):
        volts = sorted({v for v, _ in needs})
        if len(volts) > 1:
            detail = ", ".join(f"{who} needs {v}" for v, who in needs if v != volts[0])
            add("vcco-conflict", f"bank {bank}: I/O standards need VCCO {volts} ({detail})")
        declared = pins.vcco.get(bank)
        for v, who in needs:
            if declared is not None and abs(v - declared) > 1e-6:
                add("vcco-mismatch", f"bank {bank} has VCCO {declared} V, {who} needs {v} V")

    # clocks
    clock_ports: dict[str, list[float]] = defaultdict(list)
    for f in xdcs:
        for c in f.clocks:
            for p in c.ports:
                clock_ports[canon(p)].append(c.period)
    net_pin = {r.net: r.pin for r in pins.rows}
    clock_pins = {net_pin[net]: (net, mhz) for net, mhz in pins.clocks.items()}
    for port in sorted(clock_ports):
        pin = port_pin.get(port, ("", ""))[0]
        if pin not in clock_pins:
            add("clock-unknown", f"create_clock on {port} (pin {pin or 'unassigned'}), which is not a board "
                f"clock of {pins.path}")
    for pin, (net, mhz) in sorted(clock_pins.items()):
        if pin not in pin_port:
            continue
        port = pin_port[pin][0]
        want = 1000.0 / mhz
        got = clock_ports.get(port)
        if not got:
            add("clock-missing", f"{port} (pin {pin}, board clock {net} {mhz} MHz) has no create_clock")
        elif any(abs(p - want) > PERIOD_TOL_NS for p in got):
            add("clock-period", f"{port}: create_clock period {got} ns, board clock {net} is {mhz} MHz "
                f"({want:.3f} ns)")

    if top is not None:
        bits = top.bits()
        for b in bits:
            if b not in port_pin:
                add("unconstrained-port", f"{top.name}: port bit {b} ({directions[b]}) has no PACKAGE_PIN")
        known = set(bits)
        for port in sorted(set(port_pin) | set(port_std)):
            if port not in known:
                add("unknown-port", f"{port} is constrained but {top.name} has no such port bit")
    return issues


def port_names_for_xdc(top: ModuleHeader) -> list[str]:
    """The names get_ports may use for the top's bits (the bits plus the one-bit aliases)."""
    return sorted(_aliases(top))


def check_board(repo: Path, board: str, top_path: Path | None = None,
                xdc_dir: Path | None = None) -> tuple[list[Issue], ModuleHeader | None]:
    """Check boards/<board>/pins.csv, constraints/<board>/*.xdc and (if it exists, or `top_path`) the
    top boards/<board>/rtl/lp_<board>_top.sv. Returns the issues and the top header (None if no top)."""
    pins = read_pin_list(repo / "boards" / board / "pins.csv")
    tp = top_path if top_path is not None else repo / "boards" / board / "rtl" / f"lp_{board}_top.sv"
    top = read_module_header(tp, f"lp_{board}_top") if tp.exists() else None
    names = port_names_for_xdc(top) if top is not None else None
    xdcs = read_xdc_dir(xdc_dir if xdc_dir is not None else repo / "constraints" / board, names)
    if not xdcs:
        return [Issue("syntax", f"no XDC files for {board}")], top
    return check_constraints(pins, xdcs, top), top
