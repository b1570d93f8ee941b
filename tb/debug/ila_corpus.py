"""Capture files in the layouts the bench tools write, produced independently of lightpath.ila's writers.

Each function takes samples as {probe: [values]} (probe names and widths from the generated probe list,
lightpath.gen.ila_probes) and writes one file the way the named tool lays it out (docs/ila-reader.md,
"Formats accepted"):

- `hw_manager_csv`: the hardware manager's `write_hw_ila_data -csv_file` (bookkeeping columns, optional
  `GAP`, a radix per probe, LF or CRLF, several windows);
- `chipscopy_csv`: ChipScoPy's CSV export (`GAP` column without a radix cell, HEX only, X in gap rows);
- `chipscopy_vcd`: ChipScoPy's VCD export (1 ps timescale, the sample number as timestamp written only
  where something changes, `name [msb:lsb]` variables, leading zeros dropped, `_TRIGGER` / `_WINDOW`
  markers and optionally `_GAP`, x in gap samples);
- `per_sample_vcd`: a clockless VCD with one timestamp per sample and no markers (read as docs/ila-reader.md
  says for a clockless simulator VCD).

`windows`: the sample count of each window (one window by default); `triggers`: the trigger position
inside each window; `gaps`: samples (by buffer number) without data.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path

from lightpath.gen.ila_probes import IlaSpec

Samples = Mapping[str, Sequence[int]]


def _split(n: int, windows: Sequence[int] | None) -> list[tuple[int, int]]:
    sizes = list(windows) if windows else [n]
    assert sum(sizes) == n, "window sizes must add up to the sample count"
    out, start = [], 0
    for s in sizes:
        out.append((start, s))
        start += s
    return out


def _cell(v: int, radix: str, width: int) -> str:
    if radix == "HEX":
        return f"{v:0{(width + 3) // 4}X}"
    if radix in ("BINARY", "BIN"):
        return f"{v:0{width}b}"
    if radix in ("OCTAL", "OCT"):
        return f"{v:o}"
    if radix == "SIGNED":
        return str(v - (1 << width) if v >> (width - 1) else v)
    return str(v)


def _rows(spec: IlaSpec, samples: Samples, windows: Sequence[int] | None, triggers: Sequence[int] | None,
          gaps: Collection[int]) -> list[tuple[int, int, int, bool]]:
    """(buffer sample, sample in window, trigger flag, gap) per sample."""
    n = len(samples[spec.probes[0].name])
    out = []
    for w, (start, size) in enumerate(_split(n, windows)):
        trig = triggers[w] if triggers else None
        for i in range(size):
            out.append((start + i, i, int(i == trig), start + i in gaps))
    return out


def hw_manager_csv(path: Path, spec: IlaSpec, samples: Samples, *, prefix: str = "u_core/u_ila_soa_probe/",
                   radix: Mapping[str, str] | str = "HEX", gap_column: bool = False, crlf: bool = False,
                   windows: Sequence[int] | None = None, triggers: Sequence[int] | None = None,
                   gaps: Collection[int] = (), order: Sequence[str] | None = None) -> None:
    names = list(order) if order else [p.name for p in spec.probes]
    width = {p.name: p.width for p in spec.probes}
    rad = {n: radix if isinstance(radix, str) else radix.get(n, "HEX") for n in names}
    head = ["Sample in Buffer", "Sample in Window", "TRIGGER"] + (["GAP"] if gap_column else [])
    head += [prefix + n + (f"[{width[n] - 1}:0]" if width[n] > 1 else "") for n in names]
    rrow = ["Radix - UNSIGNED", "UNSIGNED", "UNSIGNED"] + (["UNSIGNED"] if gap_column else []) + [rad[n] for n in names]
    lines = [",".join(head), ",".join(rrow)]
    for buf, win, trig, gap in _rows(spec, samples, windows, triggers, gaps):
        cells = [str(buf), str(win), str(trig)] + ([str(int(gap))] if gap_column else [])
        if gap:
            cells += ["X" * len(_cell(0, "HEX", width[n])) for n in names]
        else:
            cells += [_cell(samples[n][buf], rad[n].upper(), width[n]) for n in names]
        lines.append(",".join(cells))
    nl = "\r\n" if crlf else "\n"
    path.write_bytes((nl.join(lines) + nl).encode())


def chipscopy_csv(path: Path, spec: IlaSpec, samples: Samples, *, include_gap: bool = True,
                  windows: Sequence[int] | None = None, triggers: Sequence[int] | None = None,
                  gaps: Collection[int] = ()) -> None:
    """ChipScoPy's layout: probe names without hierarchy, `GAP` after `TRIGGER` with no radix cell of its
    own, every probe HEX, X for every digit of a gap sample."""
    names = [p.name for p in spec.probes]
    width = {p.name: p.width for p in spec.probes}
    out = ["Sample in Buffer,Sample in Window,TRIGGER," + ("GAP," if include_gap else "")
           + ",".join(n + (f"[{width[n] - 1}:0]" if width[n] > 1 else "") for n in names),
           "Radix - UNSIGNED,UNSIGNED,UNSIGNED," + ",".join(["HEX"] * len(names))]
    digits = [(samples[n], (width[n] + 3) // 4) for n in names]
    for buf, win, trig, gap in _rows(spec, samples, windows, triggers, gaps):
        vals = ["X" * d if gap else f"{col[buf]:0{d}X}" for col, d in digits]
        out.append(f"{buf},{win},{trig}," + (f"{int(gap)}," if include_gap else "") + ",".join(vals))
    path.write_text("\n".join(out) + "\n")


def _ids() -> list[str]:
    return [chr(c) for c in range(ord("!"), ord("~"))]


def chipscopy_vcd(path: Path, spec: IlaSpec, samples: Samples, *, include_gap: bool = False,
                  windows: Sequence[int] | None = None, triggers: Sequence[int] | None = None,
                  gaps: Collection[int] = ()) -> None:
    """ChipScoPy's layout: the sample number is the timestamp (1 ps), written only where a value (or a
    marker) changes and at the last sample; vectors without leading zeros; `_WINDOW` = window number mod 2."""
    probes = list(spec.probes)
    ids = _ids()
    trig_id, win_id, gap_id, *pid = ids[: len(probes) + 3]
    out = ["$date\n        2026-01-01 00:00:00\n$end", "$version\n        ChipScoPy Version 2025.1\n$end",
           "$timescale\n        1ps\n$end", "$scope module dut $end"]
    for p, i in zip(probes, pid):
        rng = f"[{p.width - 1}:0]" if p.width > 1 else ""
        out.append(f"$var reg {p.width} {i} {p.name} {rng} $end")
    out += [f"$var reg 1 {trig_id} _TRIGGER $end", f"$var reg 1 {win_id} _WINDOW $end"]
    if include_gap:
        out.append(f"$var reg 1 {gap_id} _GAP $end")
    out += ["$upscope $end", "$enddefinitions $end"]
    rows = _rows(spec, samples, windows, triggers, gaps)
    prev: dict[str, str | None] = {i: None for i in ids}
    win_of = {start + i: w for w, (start, size) in enumerate(_split(len(rows), windows)) for i in range(size)}
    for buf, _, trig, gap in rows:
        now = [(trig_id, str(trig)), (win_id, str(win_of[buf] % 2))]
        now += [(gap_id, str(int(gap)))] if include_gap else []
        now += [(i, "x" * p.width if gap else f"{samples[p.name][buf]:b}") for p, i in zip(probes, pid)]
        changes: list[str] = []
        for ident, bits in now:
            if prev[ident] != bits:
                prev[ident] = bits
                changes.append(f"{bits}{ident}" if len(bits) == 1 else f"b{bits} {ident}")
        if changes or buf == len(rows) - 1:
            out.append(f"#{buf}")
            out += changes
    path.write_text("\n".join(out) + "\n")


def per_sample_vcd(path: Path, spec: IlaSpec, samples: Samples, *, scope: str = "u_ila_soa") -> None:
    """Clockless, one timestamp per sample (time = sample number), full-width vectors, `wire` variables."""
    probes = list(spec.probes)
    ids = _ids()
    out = ["$timescale 1ps $end", f"$scope module {scope} $end"]
    out += [f"$var wire {p.width} {i} {p.name}" + (f" [{p.width - 1}:0]" if p.width > 1 else "") + " $end"
            for p, i in zip(probes, ids)]
    out += ["$upscope $end", "$enddefinitions $end"]
    n = len(samples[probes[0].name])
    for k in range(n):
        out.append(f"#{k}")
        for p, i in zip(probes, ids):
            v = samples[p.name][k]
            if k == 0 or v != samples[p.name][k - 1]:
                out.append(f"{v}{i}" if p.width == 1 else f"b{v:0{p.width}b} {i}")
    path.write_text("\n".join(out) + "\n")
