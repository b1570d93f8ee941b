"""ILA CSV exports: the hardware manager's (`write_hw_ila_data -csv_file`, "Export ILA Data" as CSV)
and ChipScoPy's (`ILAWaveform.export_waveform(export_format="CSV")`): read and write.

Layout (docs/ila-reader.md, "Formats accepted"):

    Sample in Buffer,Sample in Window,TRIGGER,GAP,u_core/u_ila/slot_idx[7:0],...,u_core/u_ila/sending
    Radix - UNSIGNED,UNSIGNED,UNSIGNED,HEX,...,BINARY
    0,0,0,0,03,...,1
    ...

Row 1 names the columns: bookkeeping columns (`Sample in Buffer`, `Sample in Window`, `TRIGGER`,
and `GAP` where the export has it), then one per probe net, hierarchy-prefixed and bus-suffixed. Row 2
gives each column's radix (the first cell prefixed "Radix - "); ChipScoPy writes no radix cell for its
`GAP` column. One data row per sample, each value in its column's radix: HEX, UNSIGNED, SIGNED (two's
complement of the column width), BINARY or OCTAL. A gap row (GAP = 1, or every probe cell X) holds no
data: its probe cells are X.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from lightpath.gen.ila_probes import IlaSpec
from lightpath.ila.capture import Capture, Column, IlaFormatError, build, resolve, split_name

BOOKKEEPING = ("Sample in Buffer", "Sample in Window", "TRIGGER", "GAP")
RADIX_PREFIX = "Radix - "
# other spellings of a radix (older hardware-manager releases, hand-edited exports)
_ALIASES = {"BIN": "BINARY", "OCT": "OCTAL", "HEXADECIMAL": "HEX", "DEC": "UNSIGNED", "DECIMAL": "UNSIGNED"}
_UNKNOWN = re.compile(r"[xX]+")
_DIGITS = {"HEX": (16, re.compile(r"[0-9a-fA-F]+")), "UNSIGNED": (10, re.compile(r"[0-9]+")),
           "SIGNED": (10, re.compile(r"-?[0-9]+")), "BINARY": (2, re.compile(r"[01]+")),
           "OCTAL": (8, re.compile(r"[0-7]+"))}
RADICES = tuple(_DIGITS)


_COLUMN_RES: dict[str, re.Pattern[str]] = {}


def _column_re(cell: re.Pattern[str]) -> re.Pattern[str]:
    """A pattern matching a whole column of cells, each followed by a newline."""
    got = _COLUMN_RES.get(cell.pattern)
    if got is None:
        got = _COLUMN_RES[cell.pattern] = re.compile(f"(?:{cell.pattern}\n)*")
    return got


def parse_value(text: str, radix: str, width: int | None, where: tuple[str, int], column: str) -> int:
    """One cell as an unsigned integer of `width` bits (None: any size), or IlaFormatError."""
    base, pattern = _DIGITS[radix]
    t = text.strip()
    if not pattern.fullmatch(t):
        raise IlaFormatError(where[0], where[1], f"column {column!r}: {text!r} is not a {radix} value")
    v = int(t, base)
    if radix == "SIGNED":
        if width is None:
            raise IlaFormatError(where[0], where[1], f"column {column!r}: SIGNED needs a known width")
        if not -(1 << (width - 1)) <= v < (1 << (width - 1)):
            raise IlaFormatError(where[0], where[1], f"column {column!r}: {t} does not fit {width} signed bits")
        return v & ((1 << width) - 1)
    if width is not None and v >> width:
        raise IlaFormatError(where[0], where[1], f"column {column!r}: {t} ({radix}) does not fit {width} bits")
    return v


def read_csv(path: str | Path, spec: IlaSpec, *, node: int | None = None, scope: str | None = None) -> Capture:
    """Read a Vivado ILA CSV export (see the module doc) into a Capture; IlaFormatError on any defect."""
    p = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise IlaFormatError(p, None, f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise IlaFormatError(p, None, "not a text file (expected a Vivado ILA CSV export)") from None
    rows = list(csv.reader(text.splitlines()))
    while rows and not any(c.strip() for c in rows[-1]):
        rows.pop()  # trailing blank lines
    if not rows:
        raise IlaFormatError(p, None, "empty file (expected a header row, a 'Radix - ...' row and data rows)")
    header = [c.strip() for c in rows[0]]
    if len(set(header)) != len(header):
        dup = next(c for c in header if header.count(c) > 1)
        raise IlaFormatError(p, 1, f"column {dup!r} appears twice")
    columns: list[Column] = []
    special: dict[str, int] = {}
    for j, name in enumerate(header):
        if name in BOOKKEEPING:
            special[name] = j
            continue
        _, w = split_name(name)
        columns.append(Column(name, w, 1, j))
    picks = resolve(columns, spec, p, node=node, scope=scope, strict=True)
    if len(rows) < 2 or not rows[1] or not rows[1][0].strip().startswith(RADIX_PREFIX):
        got = "nothing" if len(rows) < 2 else repr(",".join(rows[1])[:60])
        raise IlaFormatError(p, 2, f"expected the radix row ('{RADIX_PREFIX}UNSIGNED,...', Vivado's second row), "
                                   f"got {got}")
    radix = [c.strip() for c in rows[1]]
    radix[0] = radix[0][len(RADIX_PREFIX):].strip()
    if "GAP" in header and len(radix) == len(header) - 1:
        radix.insert(header.index("GAP"), "UNSIGNED")  # ChipScoPy writes no radix for its GAP column
    if len(radix) != len(header):
        raise IlaFormatError(p, 2, f"radix row has {len(radix)} cells, header has {len(header)} columns")
    radix = [_ALIASES.get(r.upper(), r.upper()) for r in radix]
    for name, r in zip(header, radix):
        if r not in _DIGITS:
            raise IlaFormatError(p, 2, f"column {name!r}: radix {r!r} not supported (expected one of "
                                       f"{', '.join(RADICES)}; set the probe's radix in Vivado before exporting)")
    if len(rows) < 3:
        raise IlaFormatError(p, 3, "no data rows after the radix row")
    for i, row in enumerate(rows[2:], start=3):
        if len(row) != len(header):
            what = "truncated" if len(row) < len(header) else "too long"
            raise IlaFormatError(p, i, f"row {what}: {len(row)} cells, expected {len(header)} (one per column)")

    data = rows[2:]
    n = len(data)

    def col_values(j: int, name: str, width: int | None, skip: frozenset[int] = frozenset()) -> list[int]:
        r = radix[j]
        cells = ["0" if i in skip else row[j].strip() for i, row in enumerate(data)] if skip else \
            [row[j].strip() for row in data]
        base, pattern = _DIGITS[r]
        # fast path: the whole column checked by one match, converted without per-cell checks
        if r != "SIGNED" and _column_re(pattern).fullmatch("\n".join(cells) + "\n"):
            vals = [int(c, base) for c in cells]
            if width is None or max(vals) >> width == 0:
                return vals
        # slow path: find the first bad cell and say where it is
        return [parse_value(c, r, width, (p, i + 3), name) for i, c in enumerate(cells)]

    # gap rows: GAP = 1, or (an export without GAP column) every probe cell unknown
    probe_cols = sorted({int(str(pk.column.key)) for pk in picks.values()})
    if "GAP" in special:
        gap_flag = col_values(special["GAP"], "GAP", 1)
        gaps = frozenset(i for i, g in enumerate(gap_flag) if g)
    else:
        gaps = frozenset(i for i, row in enumerate(data)
                         if all(_UNKNOWN.fullmatch(row[j].strip()) for j in probe_cols))
    for i in gaps:
        bad = next((header[j] for j in probe_cols if not _UNKNOWN.fullmatch(data[i][j].strip())
                    and not _DIGITS[radix[j]][1].fullmatch(data[i][j].strip())), None)
        if bad is not None:
            raise IlaFormatError(p, i + 3, f"gap row: column {bad!r} holds {data[i][header.index(bad)]!r}, "
                                           f"expected X or a {radix[header.index(bad)]} value")
    buf_idx = col_values(special["Sample in Buffer"], "Sample in Buffer", None) if "Sample in Buffer" in special \
        else list(range(n))
    for i in range(1, n):
        if buf_idx[i] != buf_idx[i - 1] + 1:
            raise IlaFormatError(p, i + 3, f"'Sample in Buffer' jumps from {buf_idx[i - 1]} to {buf_idx[i]}: "
                                           f"rows missing or out of order")
    breaks: tuple[int, ...] = ()
    if "Sample in Window" in special:
        win = col_values(special["Sample in Window"], "Sample in Window", None)
        breaks = tuple(i for i in range(1, n) if win[i] != win[i - 1] + 1)
    triggers: tuple[int, ...] = ()
    if "TRIGGER" in special:
        trig = col_values(special["TRIGGER"], "TRIGGER", 1)
        starts = [0, *breaks, n]
        # one trigger per window: its first TRIGGER = 1 row
        triggers = tuple(t for a, b in zip(starts, starts[1:])
                         for t in [next((i for i in range(a, b) if trig[i]), None)] if t is not None)

    def read(pk: object) -> list[int]:
        c = pk.column  # type: ignore[attr-defined]
        width = c.width if c.width is not None else pk.width  # type: ignore[attr-defined]
        return col_values(c.key, c.name, width, gaps)

    return build(spec, picks, n, p, "csv", read, triggers=triggers, breaks=breaks, gaps=tuple(sorted(gaps)),
                 first_index=buf_idx[0])


def write_csv(path: str | Path, cap: Capture, *, prefix: str = "u_core/u_ila_soa_probe/",
              radix: str | Mapping[str, str] = "HEX", trigger: int | None = None,
              columns: Sequence[str] | None = None) -> None:
    """Write `cap` as Vivado writes an ILA CSV: bookkeeping columns, then one column per probe named
    `prefix + probe` (bus-suffixed when wider than 1 bit), the radix row, one row per sample.

    `radix`: one radix for every probe or a per-probe mapping (default HEX). `trigger`: sample whose
    TRIGGER cell is 1 (default: the capture's own, one per window). `columns`: probe order (default: the probe
    list's). `Sample in Window` restarts at each window of the capture.
    """
    names = list(columns) if columns is not None else [p.name for p in cap.spec.probes]
    widths = {p.name: p.width for p in cap.spec.probes}
    rad = {n: (radix if isinstance(radix, str) else radix.get(n, "HEX")).upper() for n in names}
    for n, r in rad.items():
        if r not in _DIGITS:
            raise ValueError(f"radix {r!r} for {n}: expected one of {RADICES}")

    def cell(v: int, r: str, w: int) -> str:
        if r == "HEX":
            return f"{v:0{(w + 3) // 4}X}"
        if r == "BINARY":
            return f"{v:0{w}b}"
        if r == "OCTAL":
            return f"{v:o}"
        if r == "SIGNED":
            return str(v - (1 << w) if v >> (w - 1) else v)
        return str(v)

    head = list(BOOKKEEPING[:3]) + [prefix + n + (f"[{widths[n] - 1}:0]" if widths[n] > 1 else "") for n in names]
    rrow = [RADIX_PREFIX + "UNSIGNED", "UNSIGNED", "UNSIGNED"] + [rad[n] for n in names]
    with open(path, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(head)
        w.writerow(rrow)
        starts = cap.window_starts()
        trigs = set(cap.triggers) if trigger is None else {trigger}
        win = 0
        for k in range(cap.n):
            if k in starts:
                win = k
            w.writerow([cap.index(k), k - win, int(k in trigs)] + [cell(cap.probes[n][k], rad[n], widths[n])
                                                                   for n in names])
