"""Rule checks of an SOA debug capture (docs/ila-reader.md, "Rules").

Violations (each fails the check):
- two_soa: two or more SOA enables on in one sample;
- dead_time: an SOA rises after fewer dark samples than the SOA driver's dead time allows at cycle
  resolution (Params.min_dark);
- guard_edge: an SOA enable changes in a sample that is not a guard word of its slot;
- wavelength: the one SOA on in a sample is not the wavelength of the round-robin table entry of that
  sample's slot index (or the entry is dark, or the index is outside the table).

Events (reported with count and samples; they fail the check only when asked, --fail-on):
cdr_miss (phase-cache misses), crc_err (cells dropped for a CRC error), soa_fault (rises of the
latched laser/SOA fault). cdr_hit is counted for the summary.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from lightpath.cell import generated as cellfmt
from lightpath.flow.paths import RTL
from lightpath.ila.capture import Capture
from lightpath.model import rrtable
from lightpath.model.rrtable import Entry
from lightpath.regs.lp_nic_node import REGS

RULES = ("two_soa", "dead_time", "guard_edge", "wavelength")
EVENTS = ("cdr_miss", "crc_err", "soa_fault")
CLOCK_NS = cellfmt.CLOCK_NS
SLICE_SV = RTL / "nic" / "lp_nic_core.sv"


def default_osr() -> int:
    """lp_nic_core's OSR parameter default (SOA edge placement: OSERDES bits per cycle)."""
    m = re.search(r"parameter\s+int\s+OSR\s*=\s*(\d+)", SLICE_SV.read_text())
    if not m:
        raise RuntimeError(f"{SLICE_SV}: no `parameter int OSR = <n>` (the reader's default OSR)")
    return int(m.group(1))


def min_dark_cycles(dead_time: int, edge_offset: int, osr: int) -> int:
    """Whole dark cycles the SOA driver leaves before an SOA rises (docs/soa-driver.md): the smallest c
    with c x OSR + min(edge_offset, OSR - 1) >= dead_time."""
    offset = min(edge_offset, osr - 1)
    return max(0, math.ceil((dead_time - offset) / osr))


@dataclass(frozen=True)
class Params:
    """What the rules compare against. Defaults: the generated slot format (guard words, clock), the
    SOA_CTRL / NODE register reset values, lp_nic_core's OSR, and lightpath.model.rrtable's generated table
    for `ports` nodes. `dead_cycles` overrides the minimum derived from dead_time/edge_offset/osr;
    `table` overrides the generated table (then `table_src` says where it came from)."""

    period_ns: float = CLOCK_NS
    guard_words: int = int(cellfmt.SLOT["guard_words"])
    dead_time: int = REGS["SOA_CTRL"].fields["dead_time"].reset
    edge_offset: int = REGS["SOA_CTRL"].fields["edge_offset"].reset
    osr: int = field(default_factory=default_osr)
    dead_cycles: int | None = None
    node: int = 0
    ports: int = REGS["NODE"].fields["num_ports"].reset
    table: tuple[Entry, ...] | None = None
    table_src: str = ""

    @property
    def min_dark(self) -> int:
        if self.dead_cycles is not None:
            return self.dead_cycles
        return min_dark_cycles(self.dead_time, self.edge_offset, self.osr)

    def rr_table(self) -> tuple[Entry, ...]:
        if self.table is not None:
            return self.table
        tables = rrtable.generate(self.ports, self.ports)
        if not 0 <= self.node < self.ports:
            raise ValueError(f"node {self.node} is not a node of a P={self.ports} fabric")
        return tuple(tables[self.node])

    def describe_table(self) -> str:
        t = self.rr_table()
        wls = ",".join(str(e.wl) if e.valid else "-" for e in t)
        src = self.table_src or f"lightpath.model.rrtable.generate(P={self.ports}), node {self.node}"
        return f"{src}: wl by slot index {wls}"


def load_table(path: str | Path, node: int) -> tuple[tuple[Entry, ...], int]:
    """Node `node`'s entries from `python -m lightpath.model.rrtable P --json` output; returns (entries, P)."""
    try:
        data = json.loads(Path(path).read_text())
        nodes = {int(n["node"]): n for n in data["nodes"]}
        ports = int(data["ports"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"{path}: not a `python -m lightpath.model.rrtable P --json` table ({exc})") from None
    if node not in nodes:
        raise ValueError(f"{path}: no node {node} (nodes {sorted(nodes)})")
    entries = tuple(Entry(wl=int(e["wl"]), dst=int(e["dst"]), valid=bool(e["valid"]),
                          rx_src=e.get("rx_src")) for e in nodes[node]["entries"])
    return entries, ports


def parse_table_wl(text: str) -> tuple[Entry, ...]:
    """`1,2,-,3`: the wavelength of each slot index, `-` for a dark slot."""
    out = []
    for part in text.split(","):
        part = part.strip()
        if part == "-":
            out.append(Entry(wl=0, dst=0, valid=False))
        elif part.isdigit():
            out.append(Entry(wl=int(part), dst=0))
        else:
            raise ValueError(f"table entry {part!r}: expected a wavelength number or '-'")
    if not out:
        raise ValueError("empty table")
    return tuple(out)


@dataclass(frozen=True)
class Violation:
    rule: str
    sample: int  # first sample
    last: int  # last sample (== sample for an edge)
    time_ns: float  # of the first sample, from the capture's sample 0
    message: str

    def text(self) -> str:
        span = f"sample {self.sample}" if self.last == self.sample else \
            f"samples {self.sample}..{self.last} ({self.last - self.sample + 1})"
        return f"{self.rule}: {span}, t = {self.time_ns:.1f} ns: {self.message}"


@dataclass
class Event:
    count: int = 0
    samples: list[int] = field(default_factory=list)


@dataclass
class Report:
    capture: Capture
    params: Params
    violations: list[Violation]
    events: dict[str, Event]
    stats: dict[str, int]

    def by_rule(self, rule: str) -> list[Violation]:
        return [v for v in self.violations if v.rule == rule]

    def failed(self, fail_on: Sequence[str] = ()) -> bool:
        return bool(self.violations) or any(self.events[e].count for e in fail_on)

    def to_json(self) -> dict[str, object]:
        p = self.params
        return {
            "file": self.capture.source,
            "format": self.capture.fmt,
            "samples": self.capture.n,
            "trigger": self.capture.trigger,
            "period_ns": p.period_ns,
            "params": {"guard_words": p.guard_words, "dead_time": p.dead_time, "edge_offset": p.edge_offset,
                       "osr": p.osr, "min_dark_cycles": p.min_dark, "node": p.node, "ports": p.ports,
                       "table": [asdict(e) for e in p.rr_table()], "table_src": p.describe_table()},
            "violations": [asdict(v) for v in self.violations],
            "events": {k: asdict(e) for k, e in self.events.items()},
            "stats": self.stats,
        }

    def text(self, max_list: int = 20) -> str:
        c, p = self.capture, self.params
        trig = "" if c.trigger is None else f", trigger at sample {c.trigger}"
        lines = [f"{c.source}: {c.n} samples ({c.fmt}), {p.period_ns:g} ns per sample{trig}",
                 f"rules: guard {p.guard_words} words; >= {p.min_dark} dark cycles before an SOA rises "
                 f"(dead_time {p.dead_time}, edge_offset {p.edge_offset}, OSR {p.osr}"
                 f"{'' if p.dead_cycles is None else ', overridden'}); table {p.describe_table()}"]
        s = self.stats
        lines.append(f"seen: {s['lit_samples']} samples with an SOA on, {s['soa_edges']} SOA edges, "
                     f"{s['switches']} wavelength switches, {s['rx_samples']} rx burst samples, "
                     f"{self.events['cdr_hit'].count} CDR hits")
        for v in self.violations[:max_list]:
            lines.append("VIOLATION " + v.text())
        if len(self.violations) > max_list:
            lines.append(f"... {len(self.violations) - max_list} more violations (--json lists them all)")
        for name in (*EVENTS,):
            e = self.events[name]
            head = ", ".join(str(k) for k in e.samples[:max_list])
            more = "" if len(e.samples) <= max_list else f", ... ({len(e.samples)} in all)"
            lines.append(f"event {name}: {e.count}" + (f" at samples {head}{more}" if e.samples else ""))
        per_rule = ", ".join(f"{r} {len(self.by_rule(r))}" for r in RULES)
        lines.append(f"result: {len(self.violations)} violation(s) ({per_rule})")
        return "\n".join(lines)


def lit(v: int) -> list[int]:
    """The SOA (wavelength) indices set in an soa_en / laser_en value."""
    return [i for i in range(v.bit_length()) if v >> i & 1]


def _soas(v: int) -> str:
    ix = lit(v)
    if not ix:
        return "none"
    return ("SOA " if len(ix) == 1 else "SOAs ") + "+".join(str(i) for i in ix)


def check(cap: Capture, params: Params | None = None) -> Report:
    """Apply every rule to `cap`; see the module doc."""
    p = params or Params()
    table = p.rr_table()
    soa, word, slot = cap["soa_en"], cap["slot_word"], cap["slot_idx"]
    phase_names = {v: k for k, v in cap.spec.probe("slot_phase").enum.items()}
    phase = cap["slot_phase"]
    out: list[Violation] = []

    def add(rule: str, first: int, last: int, msg: str) -> None:
        out.append(Violation(rule, first, last, round(first * p.period_ns, 6), msg))

    # two_soa: runs of samples with >= 2 enables (one violation per run)
    k = 0
    while k < cap.n:
        if soa[k] & (soa[k] - 1):
            j = k
            while j + 1 < cap.n and soa[j + 1] & (soa[j + 1] - 1) and cap.continuous(j + 1):
                j += 1
            add("two_soa", k, j, f"{_soas(soa[k])} on together (soa_en 0x{soa[k]:04x}); the driver lights at most one")
            k = j + 1
        else:
            k += 1

    # edges: guard window and dead time
    last_on: int | None = None  # last sample (of this window) with any SOA on
    edges = switches = 0
    for k in range(cap.n):
        if not cap.continuous(k):
            last_on = k if soa[k] else None
            continue
        prev, cur = soa[k - 1], soa[k]
        if cur != prev:
            edges += 1
            if word[k] >= p.guard_words:
                ph = phase_names.get(phase[k], f"0b{phase[k]:03b}")
                add("guard_edge", k, k, f"soa_en {_soas(prev)} -> {_soas(cur)} at slot word {word[k]} (slot index "
                                        f"{slot[k]}, phase {ph}); SOA edges belong in guard words "
                                        f"0..{p.guard_words - 1}")
            rising = cur & ~prev
            if rising:
                before = prev or (soa[last_on] if last_on is not None else 0)
                if before and rising & ~before:
                    switches += 1  # a different wavelength than the one lit last
                if prev:
                    dark = 0
                    since = f"{_soas(prev)} on in the sample before"
                elif last_on is not None:
                    dark = k - last_on - 1
                    since = f"{_soas(soa[last_on])} off after sample {last_on}"
                else:
                    dark = None  # dark since before the capture: long enough
                    since = ""
                if dark is not None and dark < p.min_dark:
                    add("dead_time", k, k, f"{_soas(rising)} rises after {dark} dark cycle(s) ({since}); "
                                           f"the dead time needs >= {p.min_dark}")
        if cur:
            last_on = k

    # wavelength: runs of samples in which the one SOA on disagrees with the table
    k = 0
    while k < cap.n:
        why = _wl_problem(soa[k], slot[k], table)
        if why is None:
            k += 1
            continue
        j = k
        while (j + 1 < cap.n and cap.continuous(j + 1) and slot[j + 1] == slot[k] and soa[j + 1] == soa[k]):
            j += 1
        add("wavelength", k, j, why)
        k = j + 1

    events: dict[str, Event] = {}
    for name in ("cdr_miss", "crc_err", "cdr_hit"):
        ks = [k for k, v in enumerate(cap[name]) if v]
        events[name] = Event(len(ks), ks)
    fault = cap["soa_fault"]
    rises = [k for k in range(cap.n) if fault[k] and (not cap.continuous(k) or not fault[k - 1])]
    events["soa_fault"] = Event(len(rises), rises)
    stats = {"samples": cap.n, "lit_samples": sum(1 for v in soa if v), "soa_edges": edges,
             "switches": switches, "rx_samples": sum(cap["rx_burst"]), "fault_samples": sum(fault)}
    out.sort(key=lambda v: (v.sample, RULES.index(v.rule)))
    return Report(cap, p, out, events, stats)


def _wl_problem(soa: int, slot: int, table: Sequence[Entry]) -> str | None:
    if soa == 0 or soa & (soa - 1):
        return None  # dark, or several on (two_soa reports those)
    wl = soa.bit_length() - 1
    if slot >= len(table):
        return f"SOA {wl} on in slot index {slot}, outside the table of {len(table)} slots"
    e = table[slot]
    if not e.valid:
        return f"SOA {wl} on in slot index {slot}, which the table keeps dark"
    if e.wl != wl:
        return f"SOA {wl} on in slot index {slot}; the table says wavelength {e.wl}"
    return None


__all__ = ["RULES", "EVENTS", "CLOCK_NS", "Params", "Report", "Violation", "Event", "check", "load_table",
           "parse_table_wl", "min_dark_cycles", "default_osr", "lit"]
