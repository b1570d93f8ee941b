"""`python -m lightpath.ila` / `lightpath-ila`: read an SOA debug capture, check it, report, plot.

Exit status: 0 no violation, 1 violations found (or an event named by --fail-on), 2 the capture or
an option could not be used (the message names the file, the line and what was expected), or a rule
asked for (--rules, default all) lacks its configuration (the message names the flag or file).
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
from lightpath.ila.rules import EVENTS, RULES, Params, check, load_table, parse_table_wl

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
                                            "dbg_ila, and the node's round-robin table (with --ports; "
                                            "overrides the dump's NODE.node_id)")
    r = ap.add_argument_group("configuration (docs/ila-reader.md, \"Configuration\")")
    d = Params()
    r.add_argument("--regs", metavar="DUMP.json", help="the node's register dump (lightpath-regdump/1): node, P, "
                                                       "guard, SOA_CTRL, SOA_MAX_ON, the round-robin table; "
                                                       "flags below override single values")
    r.add_argument("--rules", default=",".join(RULES),
                   help=f"comma-separated rules to run (default all: {','.join(RULES)})")
    r.add_argument("--period-ns", type=float, default=d.period_ns, help=f"sample period (default {d.period_ns:g})")
    r.add_argument("--guard-words", type=int,
                   help=f"SLOT_TIMING.guard (default: the dump's, else the generated {d.guard_words})")
    r.add_argument("--settle-cycles", type=int, help=f"cycles an SOA settles before the preamble (default "
                                                     f"{d.settle_cycles}, lp_awgr_model SETTLE_CYCLES)")
    r.add_argument("--dead-time", type=int, help="SOA_CTRL.dead_time, 1/OSR-cycle units")
    r.add_argument("--edge-offset", type=int, help="SOA_CTRL.edge_offset")
    r.add_argument("--osr", type=int, default=d.osr, help=f"lp_nic_core OSR parameter (default {d.osr})")
    r.add_argument("--dead-cycles", type=int, help="minimum dark cycles before an SOA rises (instead of the "
                                                   "three above)")
    r.add_argument("--pretune", type=int, help="SOA_CTRL.pretune, cycles")
    r.add_argument("--max-on", type=int, help="SOA_MAX_ON.cycles (0: watchdog off)")
    r.add_argument("--ports", type=int, help="P, nodes of the fabric, for the generated table (with --node)")
    r.add_argument("--table", help="round-robin table: `python -m lightpath.model.rrtable P --json` output")
    r.add_argument("--table-wl", help="round-robin table as wavelengths by slot index, e.g. 1,2,3 ('-': dark)")
    r.add_argument("--fail-on", action="append", default=[], choices=EVENTS,
                   help="also fail (exit 1) when this event occurs (repeatable)")
    o = ap.add_argument_group("output")
    o.add_argument("--json", metavar="PATH", help="write the report as JSON ('-': stdout, text report then off)")
    o.add_argument("--plot", metavar="PNG", help="timing diagram of samples --from..--to")
    o.add_argument("--from", dest="start", type=int, help="first sample of --plot/--dump (hardware manager's "
                                                          "numbering; default the first)")
    o.add_argument("--to", dest="stop", type=int, help="last sample of --plot/--dump, inclusive (default: the end)")
    o.add_argument("--dump", action="store_true", help="print every sample of the window, decoded")
    o.add_argument("-q", "--quiet", action="store_true", help="no text report")
    return ap


def params_from(args: argparse.Namespace) -> Params:
    from lightpath.ila.regdump import params_from_dump

    p = Params(period_ns=args.period_ns, osr=args.osr)
    if args.regs:
        p = params_from_dump(args.regs, p)
    flags = {"guard_words": args.guard_words, "settle_cycles": args.settle_cycles, "dead_time": args.dead_time,
             "edge_offset": args.edge_offset, "dead_cycles": args.dead_cycles, "pretune": args.pretune,
             "max_on": args.max_on, "node": args.node, "ports": args.ports}
    given = {k: v for k, v in flags.items() if v is not None}
    if given:
        src = p.source if args.regs else ""
        p = replace(p, **given, source=(src + " + " if src else "") + "flags")
    if args.ports is not None and args.table is None and args.table_wl is None:
        p = replace(p, table=None, table_src="")  # --ports asks for the generated table
    if args.table and args.table_wl:
        raise ValueError("give --table or --table-wl, not both")
    if args.table:
        if p.node is None:
            raise ValueError("--table needs --node (or a register dump giving NODE.node_id)")
        entries, ports = load_table(args.table, p.node)
        p = replace(p, table=entries, ports=ports, table_src=f"{args.table}, node {p.node}")
    elif args.table_wl:
        p = replace(p, table=parse_table_wl(args.table_wl), table_src=f"--table-wl {args.table_wl}")
    if p.period_ns <= 0 or p.guard_words < 0 or p.osr < 1 or (p.dead_cycles is not None and p.dead_cycles < 0):
        raise ValueError("--period-ns, --guard-words, --osr and --dead-cycles must be positive")
    p.rr_table()  # a bad --ports / --node shows here
    return p


def rules_from(args: argparse.Namespace, params: Params) -> tuple[str, ...]:
    rules = tuple(r.strip() for r in args.rules.split(",") if r.strip())
    bad = [r for r in rules if r not in RULES]
    if bad or not rules:
        raise ValueError(f"--rules {args.rules!r}: unknown {bad}; rules are {', '.join(RULES)}")
    missing = params.missing(rules)
    if missing:
        need = "; ".join(f"{r} needs {how}" for r, how in missing.items())
        raise ValueError(f"rules without configuration: {need} (or leave them out with --rules)")
    return rules


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        cap = read(args.capture, args.format, clock=None if args.no_clock else args.clock,
                   clock_required=args.clock != "clk" and not args.no_clock, node=args.node, scope=args.scope,
                   step=args.time_step)
        params = params_from(args)
        rules = rules_from(args, params)
    except (IlaFormatError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    report = check(cap, params, rules)
    first, final = cap.index(0), cap.index(cap.n - 1)
    start = first if args.start is None else args.start
    end = final if args.stop is None else args.stop
    if (args.plot or args.dump) and not first <= start <= end <= final:
        print(f"error: window --from {start} --to {end}: the capture has samples {first}..{final}",
              file=sys.stderr)
        return 2
    start, stop = start - first, end - first
    to_stdout = args.json == "-"
    if not args.quiet and not to_stdout:
        print(report.text())
    if args.dump:
        out = sys.stderr if to_stdout else sys.stdout
        for k in range(start, stop + 1):
            print(format_row(cap, k, params.period_ns), file=out)
    if args.json:
        text = json.dumps(report.to_json(), indent=1)
        if to_stdout:
            print(text)
        else:
            Path(args.json).write_text(text + "\n")
    if args.plot:
        from lightpath.ila.plot import plot

        plot(cap, args.plot, report, start, stop + 1)
        if not args.quiet and not to_stdout:
            print(f"plot: {args.plot} (samples {cap.index(start)}..{cap.index(stop)})")
    return 1 if report.failed(args.fail_on) else 0


if __name__ == "__main__":
    sys.exit(main())
