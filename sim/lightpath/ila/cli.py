"""`python -m lightpath.ila` / `lightpath-ila`: read an SOA debug capture, check it, report, plot.

Exit status: 0 no violation, 1 violations found (or an event named by --fail-on), 2 the capture or
an option could not be used (the message names the file, the line and what was expected).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from lightpath.gen.ila_probes import IlaSpec, load
from lightpath.ila.capture import Capture, IlaFormatError
from lightpath.ila.decode import format_row
from lightpath.ila.rules import EVENTS, Params, check, load_table, parse_table_wl

FORMATS = ("csv", "vcd", "fst")


def detect_format(path: str | Path) -> str:
    """By extension (.csv, .vcd, .fst), else by content: an FST starts with its header block (byte 0)
    or its gzip wrapper (254), a VCD with a $keyword, anything else is taken as CSV."""
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix in FORMATS:
        return suffix
    try:
        with open(path, "rb") as f:
            head = f.read(64)
    except OSError as exc:
        raise IlaFormatError(str(path), None, f"cannot read: {exc.strerror or exc}") from None
    if head[:1] in (b"\x00", b"\xfe"):
        return "fst"
    if head.lstrip().startswith(b"$"):
        return "vcd"
    return "csv"


def read(path: str | Path, fmt: str = "auto", *, spec: IlaSpec | None = None, clock: str | None = "clk",
         clock_required: bool = False, node: int | None = None, scope: str | None = None,
         step: int | None = None) -> Capture:
    """Read a capture in any accepted format (see docs/ila-reader.md)."""
    from lightpath.ila.csvfmt import read_csv
    from lightpath.ila.fst import read_fst
    from lightpath.ila.vcd import read_vcd

    spec = spec or load()
    if not Path(path).exists():
        raise IlaFormatError(str(path), None, "cannot read: no such file")
    fmt = detect_format(path) if fmt == "auto" else fmt
    if fmt == "csv":
        return read_csv(path, spec, node=node, scope=scope)
    if fmt == "vcd":
        return read_vcd(path, spec, clock=clock, clock_required=clock_required, node=node, scope=scope, step=step)
    if fmt == "fst":
        return read_fst(path, spec, clock=clock, clock_required=clock_required, node=node, scope=scope, step=step)
    raise ValueError(f"format {fmt!r}: expected one of {FORMATS} or auto")


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="lightpath-ila", description=__doc__.splitlines()[0],
                                 epilog="Rules, formats and defaults: docs/ila-reader.md")
    ap.add_argument("capture", help="Vivado ILA CSV export, VCD (Vivado or simulation) or FST")
    ap.add_argument("--format", choices=("auto", *FORMATS), default="auto", help="default: by extension/content")
    g = ap.add_argument_group("reading")
    g.add_argument("--clock", default="clk",
                   help="VCD/FST: sample on the rising edges of this signal (leaf or full name; default clk; "
                        "a file without it is sampled once per timestamp)")
    g.add_argument("--no-clock", action="store_true", help="VCD/FST: sample once per timestamp even if a clock exists")
    g.add_argument("--time-step", type=int, help="VCD/FST without a clock: sample every this many time units of "
                                                 "the file (for files that skip timestamps where nothing changes)")
    g.add_argument("--scope", help="only signals/columns whose name contains this text")
    g.add_argument("--node", type=int, help="node of the capture: picks n<X>_dbg_ila or slice X of a packed "
                                            "dbg_ila, and the node's round-robin table (default 0)")
    r = ap.add_argument_group("rules")
    d = Params()
    r.add_argument("--period-ns", type=float, default=d.period_ns, help=f"sample period (default {d.period_ns:g})")
    r.add_argument("--guard-words", type=int, default=d.guard_words,
                   help=f"guard words at the slot start, SLOT_TIMING.guard (default {d.guard_words})")
    r.add_argument("--dead-time", type=int, default=d.dead_time,
                   help=f"SOA_CTRL.dead_time, 1/OSR-cycle units (default {d.dead_time}, the reset value)")
    r.add_argument("--edge-offset", type=int, default=d.edge_offset,
                   help=f"SOA_CTRL.edge_offset (default {d.edge_offset}, the reset value)")
    r.add_argument("--osr", type=int, default=d.osr, help=f"lp_nic_core OSR parameter (default {d.osr})")
    r.add_argument("--dead-cycles", type=int, help="minimum dark cycles before an SOA rises (overrides the three "
                                                   "above)")
    r.add_argument("--ports", type=int, default=d.ports,
                   help=f"P, nodes of the fabric, for the generated table (default {d.ports}, NODE.num_ports reset)")
    r.add_argument("--table", help="round-robin table: `python -m lightpath.model.rrtable P --json` output")
    r.add_argument("--table-wl", help="round-robin table as wavelengths by slot index, e.g. 1,2,3 ('-': dark)")
    r.add_argument("--fail-on", action="append", default=[], choices=EVENTS,
                   help="also fail (exit 1) when this event occurs (repeatable)")
    o = ap.add_argument_group("output")
    o.add_argument("--json", metavar="PATH", help="write the report as JSON ('-': stdout, text report then off)")
    o.add_argument("--plot", metavar="PNG", help="timing diagram of samples --from..--to")
    o.add_argument("--from", dest="start", type=int, default=0, help="first sample of --plot/--dump (default 0)")
    o.add_argument("--to", dest="stop", type=int, help="last sample of --plot/--dump, inclusive (default: the end)")
    o.add_argument("--dump", action="store_true", help="print every sample of the window, decoded")
    o.add_argument("-q", "--quiet", action="store_true", help="no text report")
    return ap


def params_from(args: argparse.Namespace) -> Params:
    node = 0 if args.node is None else args.node
    p = Params(period_ns=args.period_ns, guard_words=args.guard_words, dead_time=args.dead_time,
               edge_offset=args.edge_offset, osr=args.osr, dead_cycles=args.dead_cycles, node=node, ports=args.ports)
    if args.table and args.table_wl:
        raise ValueError("give --table or --table-wl, not both")
    if args.table:
        entries, ports = load_table(args.table, node)
        p = replace(p, table=entries, ports=ports, table_src=f"{args.table}, node {node}")
    elif args.table_wl:
        p = replace(p, table=parse_table_wl(args.table_wl), table_src=f"--table-wl {args.table_wl}")
    if p.period_ns <= 0 or p.guard_words < 0 or p.osr < 1 or (p.dead_cycles is not None and p.dead_cycles < 0):
        raise ValueError("--period-ns, --guard-words, --osr and --dead-cycles must be positive")
    p.rr_table()  # a bad --ports / --node shows here
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        params = params_from(args)
        cap = read(args.capture, args.format, clock=None if args.no_clock else args.clock,
                   clock_required=args.clock != "clk" and not args.no_clock, node=args.node, scope=args.scope,
                   step=args.time_step)
    except (IlaFormatError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    report = check(cap, params)
    stop = cap.n - 1 if args.stop is None else args.stop
    if (args.plot or args.dump) and not 0 <= args.start <= stop < cap.n:
        print(f"error: window --from {args.start} --to {stop}: the capture has samples 0..{cap.n - 1}",
              file=sys.stderr)
        return 2
    to_stdout = args.json == "-"
    if not args.quiet and not to_stdout:
        print(report.text())
    if args.dump:
        out = sys.stderr if to_stdout else sys.stdout
        for k in range(args.start, stop + 1):
            print(format_row(cap, k, params.period_ns), file=out)
    if args.json:
        text = json.dumps(report.to_json(), indent=1)
        if to_stdout:
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    if args.plot:
        from lightpath.ila.plot import plot

        plot(cap, args.plot, report, args.start, stop + 1)
        if not args.quiet and not to_stdout:
            print(f"plot: {args.plot} (samples {args.start}..{stop})")
    return 1 if report.failed(args.fail_on) else 0


if __name__ == "__main__":
    sys.exit(main())
