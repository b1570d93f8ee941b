"""One capture of the SOA debug bundle: per probe, one value per sample.

The probe list (names, widths, packing) is rtl/debug/lp_ila_soa.toml through lightpath.gen.ila_probes;
nothing here repeats it. Readers (csv, vcd, fst) turn a file into named signals (:class:`Column`);
:func:`resolve` matches them to the probe list BY NAME and builds the :class:`Capture`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from lightpath.gen.ila_probes import IlaSpec

# A signal carrying the whole bundle: `dbg_ila` (lp_nic_core, lp_arbiter: 72 bits; the fabric tops:
# a packed array of one bundle per node) or `n<X>_dbg_ila` (one node of a fabric).
BUNDLE_RE = re.compile(r"(?:n(\d+)_)?dbg_ila")
_SUFFIX_RE = re.compile(r"^(.*?)\s*\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]$")


class IlaFormatError(ValueError):
    """A capture that cannot be read as the SOA debug bundle: where (file, line) and what was expected."""

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        where = self.path if line is None else f"{self.path}:{line}"
        super().__init__(f"{where}: {message}")


def split_name(name: str) -> tuple[list[str], int | None]:
    """Hierarchy components of a signal name (separators `/` and `.`) with the bus suffix of the last
    one removed, and the width that suffix gives (`x[7:0]` -> 8, `x[3]` -> 1; None without suffix).
    A component that is itself indexed (`dbg_ila[2]` as a scope) keeps its index."""
    parts = [p for p in re.split(r"[/.]", name.strip()) if p]
    if not parts:
        return [""], None
    m = _SUFFIX_RE.match(parts[-1])
    width = None
    if m:
        parts[-1] = m.group(1)
        hi, lo = int(m.group(2)), int(m.group(3) if m.group(3) is not None else m.group(2))
        width = abs(hi - lo) + 1
    return parts, width


def _scope_node(component: str) -> tuple[bool, int | None]:
    """Is a hierarchy component the bundle (a struct scope), and which node does it name?
    `dbg_ila` -> (True, None), `n2_dbg_ila` -> (True, 2), `dbg_ila[3]` / `dbg_ila(3)` -> (True, 3)."""
    m = re.fullmatch(r"(.*?)\s*[\[(]\s*(\d+)\s*[\])]", component)
    base, idx = (m.group(1), int(m.group(2))) if m else (component, None)
    b = BUNDLE_RE.fullmatch(base)
    if not b:
        return False, None
    if b.group(1) is not None:
        return True, int(b.group(1))
    return True, idx


@dataclass
class Column:
    """A named signal of a capture file, before it is matched to the probe list.

    `width`: declared width (VCD/FST $var, CSV bus suffix), None when the file does not say.
    `line`: line of its declaration, for error messages. `key`: the file's identity of the signal (VCD
    id code, FST signal, CSV column number): two names with one key are one signal.
    """

    name: str
    width: int | None
    line: int | None
    key: object


@dataclass
class Capture:
    """Samples of every probe of `spec`. `probes[name][k]` is probe `name` in sample k.

    `trigger`: sample of the (first) ILA trigger, None if unknown; `triggers`: the trigger sample of
    every window that has one (CSV TRIGGER column, VCD `_TRIGGER` marker). `breaks`: samples that
    start a new capture window (the ILA's "Sample in Window" restarting, the `_WINDOW` marker
    toggling) or follow a gap: the sample before a break is not the previous clock cycle, so no rule
    compares across it. `gaps`: samples the ILA did not store (GAP column / `_GAP` marker, X values):
    their probes read 0 and they are breaks themselves, so no rule sees them. `first_index`: the
    hardware manager's number ("Sample in Buffer") of sample 0. `origin`: probe -> the column (and bit
    range) it was read from. `times`: the file's own timestamp of each sample (VCD/FST), `time_unit_s`
    its unit in seconds.
    """

    spec: IlaSpec
    probes: dict[str, list[int]]
    source: str = "<memory>"
    fmt: str = "memory"
    trigger: int | None = None
    breaks: tuple[int, ...] = ()
    origin: dict[str, str] = field(default_factory=dict)
    times: list[int] | None = None
    time_unit_s: float | None = None
    triggers: tuple[int, ...] = ()
    gaps: tuple[int, ...] = ()
    first_index: int = 0

    def __post_init__(self) -> None:
        if self.trigger is not None and not self.triggers:
            self.triggers = (self.trigger,)
        elif self.triggers and self.trigger is None:
            self.trigger = self.triggers[0]
        self.__dict__["_wbreaks"] = tuple(self.breaks)  # window joins alone, before the gaps join in
        if self.gaps:
            gap = set(self.gaps)
            self.breaks = tuple(sorted(set(self.breaks) | gap | {k + 1 for k in gap}))
            self._gap = gap
        names = [p.name for p in self.spec.probes]
        missing = [n for n in names if n not in self.probes]
        extra = [n for n in self.probes if n not in names]
        if missing or extra:
            raise ValueError(f"capture: probes {missing} missing, {extra} not in the probe list")
        lengths = {len(v) for v in self.probes.values()}
        if len(lengths) != 1:
            raise ValueError(f"capture: probes of different lengths {sorted(lengths)}")
        for p in self.spec.probes:
            top = 1 << p.width
            bad = next((k for k, v in enumerate(self.probes[p.name]) if not 0 <= v < top), None)
            if bad is not None:
                raise ValueError(f"capture: probe {p.name} sample {bad}: {self.probes[p.name][bad]} "
                                 f"does not fit {p.width} bits")

    @property
    def n(self) -> int:
        return len(next(iter(self.probes.values())))

    def __getitem__(self, name: str) -> list[int]:
        return self.probes[name]

    def bundle(self, k: int) -> int:
        """Sample k as the flat bundle value (dbg_ila: probe 0 in the most significant bits)."""
        v = 0
        for p in self.spec.probes:
            v |= self.probes[p.name][k] << p.lsb
        return v

    @classmethod
    def from_bundles(cls, spec: IlaSpec, bundles: Iterable[int], **kw: object) -> Capture:
        """A capture from flat bundle values (e.g. `dbg_ila` sampled once per clock in a simulation)."""
        vals = list(bundles)
        if any(not 0 <= v < (1 << spec.width) for v in vals):
            raise ValueError(f"bundle value wider than {spec.width} bits")
        probes = {p.name: [p.extract(v) for v in vals] for p in spec.probes}
        return cls(spec, probes, **kw)  # type: ignore[arg-type]

    def copy(self) -> Capture:
        return Capture(self.spec, {k: list(v) for k, v in self.probes.items()}, self.source, self.fmt,
                       self.trigger, self.__dict__["_wbreaks"], dict(self.origin),
                       None if self.times is None else list(self.times), self.time_unit_s, self.triggers,
                       self.gaps, self.first_index)

    def continuous(self, k: int) -> bool:
        """Is sample k the clock cycle right after sample k-1 (and neither of them a gap)?"""
        return k > 0 and k not in self._breakset

    @property
    def _breakset(self) -> frozenset[int]:
        cached = self.__dict__.get("_bs")
        if cached is None or cached[0] != self.breaks:
            cached = (self.breaks, frozenset(self.breaks))
            self.__dict__["_bs"] = cached
        return cached[1]

    def is_gap(self, k: int) -> bool:
        return k in self.__dict__.get("_gap", ())

    def window_starts(self) -> list[int]:
        """First sample of each capture window (window breaks only; a gap does not start a window)."""
        return [0] + sorted(b for b in set(self.__dict__["_wbreaks"]) if 0 < b < self.n)

    def window_of(self, k: int) -> int:
        starts = self.window_starts()
        return max(i for i, s in enumerate(starts) if s <= k)

    def window_trigger(self, k: int) -> int | None:
        """The trigger sample of sample k's window (None: that window has no trigger)."""
        starts = self.window_starts()
        w = self.window_of(k)
        hi = starts[w + 1] if w + 1 < len(starts) else self.n
        return next((t for t in self.triggers if starts[w] <= t < hi), None)

    def time_ns(self, k: int, period_ns: float) -> float:
        """Time of sample k as the hardware manager shows it: from the trigger of its window (from the
        capture's trigger if the window has none, from sample 0 without any trigger)."""
        t = self.window_trigger(k)
        if t is None:
            t = self.trigger if self.trigger is not None else 0
        return round((k - t) * period_ns, 6)

    def index(self, k: int) -> int:
        """The hardware manager's number of sample k ("Sample in Buffer")."""
        return self.first_index + k


def _check_rule_probes(spec: IlaSpec, path: str) -> None:
    """The reader's rules and decoding name these probes (docs/ila-reader.md); a probe list without
    them cannot be checked."""
    need = ("slot_idx", "slot_word", "slot_phase", "soa_en", "laser_en", "soa_fault", "cdr_miss", "cdr_hit",
            "crc_err", "wl")
    names = {p.name for p in spec.probes}
    lost = [n for n in need if n not in names]
    if lost:
        raise IlaFormatError(path, None, f"the probe list lacks {lost}, which the reader's rules use")


@dataclass(frozen=True)
class Pick:
    """How one probe is read: from `column`, bits [lsb + width - 1 : lsb] of it."""

    column: Column
    lsb: int
    width: int


def resolve(columns: Sequence[Column], spec: IlaSpec, path: str, *, node: int | None = None,
            scope: str | None = None, strict: bool = False) -> dict[str, Pick]:
    """Match `columns` to the probe list by name; returns probe name -> where to read it.

    Sources, in this order: one bundle vector (`dbg_ila` of 72 bits, `n<X>_dbg_ila`, or a packed
    array of k bundles, of which `node` picks one), else one column per probe named like the probe
    (hierarchy prefix and bus suffix ignored). `scope`: only names containing this text are
    considered. `strict` (CSV): every column must be a probe or a bundle. Inside a bundle scope (a
    struct dumped field by field) every member must be a probe. Errors name the file and line.
    """
    _check_rule_probes(spec, path)
    widths = {p.name: p.width for p in spec.probes}
    bundles: list[tuple[Column, int]] = []  # (column, lsb of the picked bundle)
    nets: dict[str, list[Column]] = {p.name: [] for p in spec.probes}
    for c in columns:
        parts, suffix_w = split_name(c.name)
        leaf = parts[-1]
        if strict and leaf not in nets and not BUNDLE_RE.fullmatch(leaf):
            raise IlaFormatError(path, c.line, f"unknown column {c.name!r}: neither a probe of "
                                               f"rtl/debug/lp_ila_soa.toml ({', '.join(widths)}) nor a Vivado "
                                               f"bookkeeping column")
        if scope is not None and scope not in c.name:
            continue
        width = c.width if c.width is not None else suffix_w
        if suffix_w is not None and c.width is not None and suffix_w != c.width:
            raise IlaFormatError(path, c.line, f"{c.name!r}: declared {c.width} bits but its range says {suffix_w}")
        in_bundle, scope_node = (False, None)
        if len(parts) > 1:
            in_bundle, scope_node = _scope_node(parts[-2])
        b = BUNDLE_RE.fullmatch(leaf)
        if b:
            if width is None:
                raise IlaFormatError(path, c.line, f"bundle {c.name!r}: width unknown (expected a bus suffix "
                                                   f"[{spec.width - 1}:0] or a multiple of {spec.width} bits)")
            if width % spec.width:
                raise IlaFormatError(path, c.line, f"bundle {c.name!r} is {width} bits wide: expected "
                                                   f"{spec.width} bits per node (rtl/debug/lp_ila_soa.toml)")
            count = width // spec.width
            named = int(b.group(1)) if b.group(1) is not None else None
            if named is not None:
                if node is None or named == node:
                    if count != 1:
                        raise IlaFormatError(path, c.line, f"{c.name!r}: a node's bundle is {spec.width} bits, "
                                                           f"not {width}")
                    bundles.append((c, 0))
            elif count == 1:
                bundles.append((c, 0))
            elif node is None:
                raise IlaFormatError(path, c.line, f"{c.name!r} packs {count} bundles (one per node): choose one "
                                                   f"with --node 0..{count - 1}")
            elif node < count:
                bundles.append((c, node * spec.width))
            else:
                raise IlaFormatError(path, c.line, f"{c.name!r} packs {count} bundles: no node {node}")
            continue
        if leaf in nets:
            if in_bundle and node is not None and scope_node is not None and scope_node != node:
                continue
            if width is not None and width != widths[leaf]:
                raise IlaFormatError(path, c.line, f"{c.name!r} is {width} bits wide, probe {leaf} is "
                                                   f"{widths[leaf]} bits (rtl/debug/lp_ila_soa.toml)")
            nets[leaf].append(c)
            continue
        if in_bundle:
            raise IlaFormatError(path, c.line, f"{c.name!r}: member {leaf!r} of the bundle is not a probe of "
                                               f"rtl/debug/lp_ila_soa.toml (known: {', '.join(widths)})")

    def dedup(cols: list[Column]) -> list[Column]:
        seen: dict[object, Column] = {}
        for c in sorted(cols, key=lambda c: (len(split_name(c.name)[0]), c.name)):
            seen.setdefault(c.key, c)
        return list(seen.values())

    uniq: dict[object, tuple[Column, int]] = {}
    for c, lsb in sorted(bundles, key=lambda t: (len(split_name(t[0].name)[0]), t[0].name)):
        uniq.setdefault((c.key, lsb), (c, lsb))
    if len(uniq) > 1:
        names = ", ".join(c.name for c, _ in uniq.values())
        raise IlaFormatError(path, None, f"several bundle signals ({names}): choose one with --scope or --node")
    if uniq:
        c, lsb = next(iter(uniq.values()))
        return {p.name: Pick(c, lsb + p.lsb, p.width) for p in spec.probes}
    picks: dict[str, Pick] = {}
    missing: list[str] = []
    for p in spec.probes:
        cands = dedup(nets[p.name])
        if not cands:
            missing.append(p.name)
        elif len(cands) > 1:
            raise IlaFormatError(path, cands[1].line, f"probe {p.name} matches several signals "
                                                      f"({', '.join(c.name for c in cands)}): choose with --scope")
        else:
            picks[p.name] = Pick(cands[0], 0, p.width)
    if missing:
        have = "" if not picks else f" (found {len(picks)} of {len(spec.probes)} probes)"
        raise IlaFormatError(path, None, f"missing probe(s) {', '.join(missing)}{have}: expected a signal named "
                                         f"like each probe of rtl/debug/lp_ila_soa.toml, or a dbg_ila bundle")
    return picks


def build(spec: IlaSpec, picks: Mapping[str, Pick], n: int, path: str, fmt: str,
          read: Callable[[Pick], Sequence[int]], **kw: object) -> Capture:
    """Assemble the capture once every picked column has its values (`read` returns a column's values)."""
    probes: dict[str, list[int]] = {}
    origin: dict[str, str] = {}
    cache: dict[int, Sequence[int]] = {}
    for name, pk in picks.items():
        vals = cache.setdefault(id(pk.column), read(pk))
        if len(vals) != n:
            raise IlaFormatError(path, pk.column.line, f"{pk.column.name}: {len(vals)} samples, expected {n}")
        mask = (1 << pk.width) - 1
        probes[name] = [(v >> pk.lsb) & mask for v in vals]
        whole = pk.lsb == 0 and pk.width == (pk.column.width or pk.width)
        origin[name] = pk.column.name if whole else f"{pk.column.name}[{pk.lsb + pk.width - 1}:{pk.lsb}]"
    return Capture(spec, probes, source=path, fmt=fmt, origin=origin, **kw)  # type: ignore[arg-type]

