"""VCD (IEEE 1364 value change dump) of the SOA debug bundle: read (Vivado `write_hw_ila_data -vcd_file`,
Verilator `--trace`, any simulator) and write.

The reader is a small tokenizer that keeps line numbers for its errors; it stores value changes only
of the signals the probe list needs (and the sample clock). Sampling rules: lightpath.ila.waves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from lightpath.gen.ila_probes import IlaSpec
from lightpath.ila.capture import Capture, Column, IlaFormatError, Pick, build, resolve, split_name
from lightpath.ila.waves import PERIOD_PS, Marked, Trace, marker_columns, marks, sample, signals, timeline

_UNITS = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "ps": 1e-12, "fs": 1e-15}


def _tokens(lines: list[str], start: int) -> Iterator[tuple[str, int]]:
    for i in range(start, len(lines)):
        for tok in lines[i].split():
            yield tok, i + 1


class _Header:
    def __init__(self) -> None:
        self.columns: list[Column] = []
        self.timescale_s = 1e-12
        self.body_line = 0  # index of the first line after $enddefinitions


def _parse_header(path: str, lines: list[str]) -> _Header:
    h = _Header()
    scope: list[str] = []
    toks = _tokens(lines, 0)
    for tok, ln in toks:
        if tok.startswith("#"):
            raise IlaFormatError(path, ln, f"value changes ({tok}) before $enddefinitions: the header is not closed")
        if not tok.startswith("$"):
            raise IlaFormatError(path, ln, f"unexpected {tok!r} in the VCD header (expected a $keyword)")
        words: list[str] = []
        end_ln = ln
        if tok != "$end":
            for w, wl in toks:
                end_ln = wl
                if w == "$end":
                    break
                words.append(w)
            else:
                raise IlaFormatError(path, ln, f"{tok} without $end (file truncated?)")
        if tok == "$scope":
            if len(words) < 2:
                raise IlaFormatError(path, ln, "$scope needs a type and a name")
            scope.append(words[1])
        elif tok == "$upscope":
            if not scope:
                raise IlaFormatError(path, ln, "$upscope without an open $scope")
            scope.pop()
        elif tok == "$var":
            if len(words) < 4:
                raise IlaFormatError(path, ln, f"$var needs a type, a width, an id and a name, got {' '.join(words)!r}")
            try:
                width = int(words[1])
            except ValueError:
                raise IlaFormatError(path, ln, f"$var width {words[1]!r} is not a number") from None
            name = ".".join(scope + ["".join(words[3:])])
            _, rw = split_name(name)
            if rw is not None and rw != width:
                raise IlaFormatError(path, ln, f"$var {name}: width {width} but its range says {rw} bits")
            h.columns.append(Column(name, width, ln, words[2]))
        elif tok == "$timescale":
            text = "".join(words)
            num = text.rstrip("afmnpsu")
            unit = text[len(num):]
            if unit not in _UNITS or num not in ("1", "10", "100"):
                raise IlaFormatError(path, ln, f"$timescale {' '.join(words)!r} not understood (e.g. '1ps')")
            h.timescale_s = int(num) * _UNITS[unit]
        elif tok == "$enddefinitions":
            h.body_line = end_ln
            return h
    raise IlaFormatError(path, len(lines), "no $enddefinitions: not a VCD file, or the header is truncated")


def _parse_body(path: str, lines: list[str], start: int, want: dict[str, Trace], declared: set[str]) -> list[int]:
    """Record the value changes of the `want`ed ids; returns every timestamp of the file. A change of an
    id no $var declared is an error (a damaged file)."""
    widths = {k: tr.column.width or 1 for k, tr in want.items()}

    def known(ident: str, ln: int) -> None:
        if ident not in declared:
            raise IlaFormatError(path, ln, f"value change for id {ident!r}, which no $var declares")

    toks = _tokens(lines, start)
    t = 0
    seen_time = False
    stamps: list[int] = []
    for tok, ln in toks:
        c = tok[0]
        if c == "#":
            try:
                nt = int(tok[1:])
            except ValueError:
                raise IlaFormatError(path, ln, f"bad timestamp {tok!r}") from None
            if seen_time and nt < t:
                raise IlaFormatError(path, ln, f"time goes back from {t} to {nt}")
            t, seen_time = nt, True
            stamps.append(t)
        elif c in "bB":
            bits = tok[1:]
            try:
                ident, _ = next(toks)
            except StopIteration:
                raise IlaFormatError(path, ln, f"vector value {tok!r} without an id (file truncated)") from None
            known(ident, ln)
            tr = want.get(ident)
            if tr is not None:
                if len(bits) > widths[ident]:
                    raise IlaFormatError(path, ln, f"{tr.column.name}: value of {len(bits)} bits for a "
                                                   f"{widths[ident]}-bit signal")
                if set(bits) <= {"0", "1"}:
                    tr.changes.append((t, int(bits, 2)))
                else:
                    tr.changes.append((t, None))
        elif c in "rR":
            try:
                ident, _ = next(toks)
            except StopIteration:
                raise IlaFormatError(path, ln, f"real value {tok!r} without an id (file truncated)") from None
            known(ident, ln)
            if ident in want:
                raise IlaFormatError(path, ln, f"{want[ident].column.name}: real value, expected bits")
        elif c in "01xXzZ":
            ident = tok[1:]
            if not ident:
                raise IlaFormatError(path, ln, f"scalar value {tok!r} without an id")
            known(ident, ln)
            tr = want.get(ident)
            if tr is not None:
                tr.changes.append((t, int(c) if c in "01" else None))
        elif c == "$":
            if tok == "$comment":
                for w, _ in toks:
                    if w == "$end":
                        break
            # $dumpvars / $dumpall / $dumpon / $dumpoff / $end: no effect on values
        else:
            raise IlaFormatError(path, ln, f"unexpected {tok!r} in the value changes")
    return stamps


def find_clock(path: str, columns: list[Column], clock: str) -> Column | None:
    """The 1-bit signal named `clock` (leaf name, or a full dotted name), whatever --scope says; several
    in different scopes: the one nearest the top (usually one clock dumped at each level)."""
    cands = [c for c in columns if c.name == clock or split_name(c.name)[0][-1] == clock]
    if not cands:
        return None
    depth = min(len(split_name(c.name)[0]) for c in cands)
    top = [c for c in cands if len(split_name(c.name)[0]) == depth]
    if len({c.key for c in top}) > 1:
        raise IlaFormatError(path, top[1].line, f"clock {clock!r} is ambiguous ({', '.join(c.name for c in top)}): "
                                                f"give its full name with --clock")
    if (top[0].width or 1) != 1:
        raise IlaFormatError(path, top[0].line, f"clock {top[0].name} is {top[0].width} bits wide, expected 1")
    return top[0]


def read_vcd(path: str | Path, spec: IlaSpec, *, clock: str | None = "clk", clock_required: bool = False,
             node: int | None = None, scope: str | None = None, step: int | None = None) -> Capture:
    """Read a VCD into a Capture: sample on the rising edges of `clock` if the file has it (else on each
    timestamp, or every `step` time units, unless `clock_required`). Probes matched by name
    (lightpath.ila.capture.resolve)."""
    p = str(path)
    try:
        text = Path(path).read_text(errors="strict")
    except OSError as exc:
        raise IlaFormatError(p, None, f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise IlaFormatError(p, None, "not a text file (expected a VCD)") from None
    lines = text.splitlines()
    if not text.strip():
        raise IlaFormatError(p, None, "empty file (expected a VCD header and value changes)")
    hdr = _parse_header(p, lines)
    picks = resolve(hdr.columns, spec, p, node=node, scope=scope)
    ck = find_clock(p, hdr.columns, clock) if clock else None
    if ck is None and clock and clock_required:
        raise IlaFormatError(p, None, f"no clock signal {clock!r} (sampling on its rising edges was asked for)")
    want: dict[str, Trace] = {}
    for pk in picks.values():
        want.setdefault(str(pk.column.key), Trace(pk.column))
    ck_trace = None
    if ck is not None:
        ck_trace = want.get(str(ck.key)) or Trace(ck)
        want[str(ck.key)] = ck_trace
    mcols = marker_columns(p, hdr.columns) if ck is None else {}
    mtraces = {m: Trace(c) for m, c in mcols.items()}
    for m, tr in mtraces.items():
        want.setdefault(str(tr.column.key), tr)
        mtraces[m] = want[str(tr.column.key)]
    if mtraces and step is None:
        step = 1  # an ILA export numbers its timestamps by sample and skips those where nothing changes
    stamps = _parse_body(p, lines, hdr.body_line, want, {str(c.key) for c in hdr.columns})
    data_keys = list(dict.fromkeys(str(pk.column.key) for pk in picks.values()))
    mk = Marked()
    times, vals = sample(p, [want[k] for k in data_keys], ck_trace, stamps, step, mtraces, mk)
    by_key = dict(zip(data_keys, vals))

    def read(pk: Pick) -> list[int]:
        return by_key[str(pk.column.key)]

    return build(spec, picks, len(times), p, "vcd", read, times=times, time_unit_s=hdr.timescale_s,
                 **marks(mk, times if mtraces else None))


def _ident(i: int) -> str:
    chars = [chr(33 + i % 94)]
    i //= 94
    while i:
        chars.append(chr(33 + i % 94))
        i //= 94
    return "".join(chars)


def write_vcd(path: str | Path, caps: Capture | Mapping[str, Capture], *, clock: str | None = "clk",
              period_ps: int = PERIOD_PS, bundle: bool = False, top: str = "top", markers: bool = False) -> None:
    """Write captures as a VCD (timescale 1 ps). `caps`: one capture, or several by name (e.g.
    {"n0_dbg_ila": ..., "n1_dbg_ila": ...}). `bundle`: each capture as one packed vector (like a
    simulation's `dbg_ila`), else one net per probe (like Vivado's export, or a struct dumped with
    --trace-structs). `clock`: name of the sample clock written beside (None: no clock, one timestamp
    per sample). `markers` (one capture): written as an ILA export is, with `_TRIGGER`, `_WINDOW`, `_GAP`
    and the sample number as the timestamp (clock and period ignored)."""
    if markers:  # the layout of an ILA export: no clock, the sample number as the timestamp
        clock, period_ps = None, 1
    sigs = signals(caps, bundle, markers)
    steps = timeline(sigs, clock, period_ps)
    ids = [_ident(i) for i in range(len(sigs) + 1)]
    out = ["$date lightpath.ila $end", "$version lightpath.ila.vcd $end", "$timescale 1ps $end",
           f"$scope module {top} $end"]
    if clock is not None:
        out.append(f"$var wire 1 {ids[len(sigs)]} {clock} $end")
    open_scope: tuple[str, ...] = ()
    for s, ident in zip(sigs, ids):
        if s.scope != open_scope:
            out += ["$upscope $end"] * len(open_scope)
            out += [f"$scope module {c} $end" for c in s.scope]
            open_scope = s.scope
        rng = f" [{s.width - 1}:0]" if s.width > 1 else ""
        out.append(f"$var wire {s.width} {ident} {s.name}{rng} $end")
    out += ["$upscope $end"] * len(open_scope)
    out += ["$upscope $end", "$enddefinitions $end"]
    width = [s.width for s in sigs] + [1]
    for t, changes in steps:
        out.append(f"#{t}")
        if t == 0:
            out.append("$dumpvars")
        for i, v in changes:
            out.append(f"{v}{ids[i]}" if width[i] == 1 else f"b{v:b} {ids[i]}")
        if t == 0:
            out.append("$end")
    Path(path).write_text("\n".join(out) + "\n")
