"""Rule checks of an SOA debug capture (docs/ila-reader.md, "Rules"; docs/bring-up.md, "Lasers and SOAs").

Violations (each fails the check):
- two_soa: two or more SOA enables on in one sample;
- dead_time: an SOA rises after fewer dark samples than the SOA driver's dead time allows at cycle
  resolution (Params.min_dark; needs SOA_CTRL.dead_time / edge_offset);
- guard_edge: an SOA enable changes in a sample that is not a guard word of its slot;
- settle: an SOA rises so late in the guard that it has not settled `settle_cycles` before the preamble;
- pretune: an SOA rises without its laser on for SOA_CTRL.pretune samples before, or is on without
  its laser;
- wavelength: the one SOA on in a sample is not the wavelength of the round-robin table entry of that
  sample's slot index (or the entry is dark, or the index is outside the table);
- wl_probe: the `wl` probe disagrees with the table entry of a lit slot (its SOA on, or `sending` while
  the SOA is still dark);
- fault_dark: an SOA or laser on FAULT_DARK_CYCLES (the probe list's `fault_dark`) or more samples after
  `soa_fault` rose;
- watchdog: one SOA on for more than SOA_MAX_ON.cycles consecutive samples (0: off).

Rules whose configuration is not known (no register dump, no flag) are not run: `Report.unchecked`
names them with what is missing.

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
from lightpath.flow.paths import RTL, SIM as SIM_DIR
from lightpath.gen import ila_probes
from lightpath.ila.capture import Capture
from lightpath.model import rrtable
from lightpath.model.rrtable import Entry

RULES = ("two_soa", "dead_time", "guard_edge", "settle", "pretune", "wavelength", "wl_probe", "fault_dark",
         "watchdog")
EVENTS = ("cdr_miss", "crc_err", "soa_fault")
CLOCK_NS = cellfmt.CLOCK_NS
SLICE_SV = RTL / "nic" / "lp_nic_core.sv"
AWGR_SV = SIM_DIR / "models" / "lp_awgr_model.sv"
# docs/bring-up.md ("Fault path"): every soa_en bit falls within a cycle of soa_fault; the lasers with them
# samples from soa_fault's rise in which an SOA or laser may still be on: the probe list's fault_dark
# (generated source; tb/nic/test_lp_soa_driver.py measures the driver against it)
FAULT_DARK_CYCLES = ila_probes.load().fault_dark
# what each rule needs beyond the capture, and the flags that give it
NEEDS: dict[str, tuple[str, str]] = {
    "dead_time": ("min_dark", "--regs DUMP.json, or --dead-time and --edge-offset (or --dead-cycles)"),
    "pretune": ("pretune", "--regs DUMP.json or --pretune"),
    "wavelength": ("table", "--regs DUMP.json, --table, --table-wl, or --ports and --node"),
    "wl_probe": ("table", "--regs DUMP.json, --table, --table-wl, or --ports and --node"),
    "watchdog": ("max_on", "--regs DUMP.json or --max-on"),
}


def default_osr() -> int:
    """lp_nic_core's OSR parameter default (SOA edge placement: OSERDES bits per cycle)."""
    m = re.search(r"parameter\s+int\s+OSR\s*=\s*(\d+)", SLICE_SV.read_text())
    if not m:
        raise RuntimeError(f"{SLICE_SV}: no `parameter int OSR = <n>` (the reader's default OSR)")
    return int(m.group(1))


def _fault_allowance() -> str:
    if FAULT_DARK_CYCLES == 0:
        return "from that sample on"
    return f"within {FAULT_DARK_CYCLES} sample(s)"


def default_settle() -> int:
    """SETTLE_CYCLES of the fabric's optics model (lp_awgr_model): cycles an SOA needs before its light counts."""
    m = re.search(r"parameter\s+int\s+SETTLE_CYCLES\s*=\s*(\d+)", AWGR_SV.read_text())
    if not m:
        raise RuntimeError(f"{AWGR_SV}: no `parameter int SETTLE_CYCLES = <n>`")
    return int(m.group(1))


def min_dark_cycles(dead_time: int, edge_offset: int, osr: int) -> int:
    """Whole dark cycles the SOA driver leaves before an SOA rises (docs/soa-driver.md): the smallest c
    with c x OSR + min(edge_offset, OSR - 1) >= dead_time."""
    offset = min(edge_offset, osr - 1)
    return max(0, math.ceil((dead_time - offset) / osr))


@dataclass(frozen=True)
class Params:
    """What the rules compare against. Always known: the generated slot format (guard words, clock),
    lp_nic_core's OSR and the optics model's settle time (overridable). Known only when given (register
    dump or flags; None = not given, and the rules that need it are not run): SOA_CTRL.dead_time /
    edge_offset (or `dead_cycles` directly), SOA_CTRL.pretune, SOA_MAX_ON.cycles, and the round-robin
    table (`table`, or lightpath.model.rrtable's generated table for `ports` nodes at `node`).
    `source`: where the configuration came from (report header)."""

    period_ns: float = CLOCK_NS
    guard_words: int = int(cellfmt.SLOT["guard_words"])
    dead_time: int | None = None
    edge_offset: int | None = None
    osr: int = field(default_factory=default_osr)
    dead_cycles: int | None = None
    node: int | None = None
    ports: int | None = None
    table: tuple[Entry, ...] | None = None
    table_src: str = ""
    pretune: int | None = None
    max_on: int | None = None
    settle_cycles: int = field(default_factory=default_settle)
    source: str = "flags"

    @property
    def min_dark(self) -> int | None:
        if self.dead_cycles is not None:
            return self.dead_cycles
        if self.dead_time is None or self.edge_offset is None:
            return None
        return min_dark_cycles(self.dead_time, self.edge_offset, self.osr)

    def rr_table(self) -> tuple[Entry, ...] | None:
        if self.table is not None:
            return self.table
        if self.ports is None:
            return None
        if self.node is None:
            raise ValueError(f"the generated table for P={self.ports} needs the node (--node)")
        tables = rrtable.generate(self.ports, self.ports)
        if not 0 <= self.node < self.ports:
            raise ValueError(f"node {self.node} is not a node of a P={self.ports} fabric")
        return tuple(tables[self.node])

    def describe_table(self) -> str:
        t = self.rr_table()
        if t is None:
            return "not given"
        wls = ",".join(str(e.wl) if e.valid else "-" for e in t)
        src = self.table_src or f"lightpath.model.rrtable.generate(P={self.ports}), node {self.node}"
        return f"{src}: wl by slot index {wls}"

    def missing(self, rules: Sequence[str] = RULES) -> dict[str, str]:
        """Rule -> the flags or file that would configure it, for the `rules` this configuration cannot run."""
        out = {}
        for r in rules:
            if r in NEEDS:
                attr, how = NEEDS[r]
                val = self.rr_table() if attr == "table" else getattr(self, attr)
                if val is None:
                    out[r] = how
        return out

    def header(self) -> list[str]:
        """The configuration, for the head of every report."""
        def v(x: object) -> str:
            return "not given" if x is None else str(x)
        md = self.min_dark
        return [f"configuration ({self.source}): node {v(self.node)}, P {v(self.ports)}, guard {self.guard_words} "
                f"words, settle {self.settle_cycles} cycles, OSR {self.osr}, dead_time {v(self.dead_time)}, "
                f"edge_offset {v(self.edge_offset)} (>= {v(md)} dark cycles before a rise"
                f"{'' if self.dead_cycles is None else ', overridden'}), pretune {v(self.pretune)}, "
                f"max_on {v(self.max_on)}",
                f"table: {self.describe_table()}"]


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
    sample: int  # first sample, numbered as the hardware manager numbers it ("Sample in Buffer")
    last: int  # last sample (== sample for an edge)
    time_ns: float  # of the first sample, from the trigger of its window (docs/ila-reader.md, "Times")
    message: str
    window: int = 0

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
    unchecked: dict[str, str] = field(default_factory=dict)

    def by_rule(self, rule: str) -> list[Violation]:
        return [v for v in self.violations if v.rule == rule]

    def failed(self, fail_on: Sequence[str] = ()) -> bool:
        return bool(self.violations) or any(self.events[e].count for e in fail_on)

    def to_json(self) -> dict[str, object]:
        p, c = self.params, self.capture
        table = p.rr_table()
        return {
            "file": c.source,
            "format": c.fmt,
            "samples": c.n,
            "first_sample": c.index(0),
            "trigger": None if c.trigger is None else c.index(c.trigger),
            "triggers": [c.index(t) for t in c.triggers],
            "windows": [c.index(w) for w in c.window_starts()],
            "gaps": [c.index(g) for g in c.gaps],
            "period_ns": p.period_ns,
            "params": {"source": p.source, "guard_words": p.guard_words, "settle_cycles": p.settle_cycles,
                       "dead_time": p.dead_time, "edge_offset": p.edge_offset, "osr": p.osr,
                       "min_dark_cycles": p.min_dark, "pretune": p.pretune, "max_on": p.max_on, "node": p.node,
                       "ports": p.ports, "table": None if table is None else [asdict(e) for e in table],
                       "table_src": p.describe_table()},
            "unchecked": self.unchecked,
            "violations": [asdict(v) for v in self.violations],
            "events": {k: asdict(e) for k, e in self.events.items()},
            "stats": self.stats,
        }

    def text(self, max_list: int = 20) -> str:
        c, p = self.capture, self.params
        if len(c.triggers) > 1:
            trig = (f", triggers at samples {', '.join(str(c.index(t)) for t in c.triggers)} (times from the "
                    f"trigger of each window)")
        else:
            trig = "" if c.trigger is None else f", trigger at sample {c.index(c.trigger)} (times from it)"
        wins = len(c.window_starts())
        extra = (f", {wins} windows" if wins > 1 else "") + (f", {len(c.gaps)} gap samples" if c.gaps else "")
        lines = [f"{c.source}: {c.n} samples {c.index(0)}..{c.index(c.n - 1)} ({c.fmt}), {p.period_ns:g} ns per "
                 f"sample{trig}{extra}", *p.header()]
        for r, how in self.unchecked.items():
            lines.append(f"NOT CHECKED {r}: needs {how}")
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
        per_rule = ", ".join(f"{r} {len(self.by_rule(r))}" for r in RULES if r not in self.unchecked)
        lines.append(f"result: {len(self.violations)} violation(s) ({per_rule})"
                     + (f"; {len(self.unchecked)} rule(s) not checked" if self.unchecked else ""))
        return "\n".join(lines)


def lit(v: int) -> list[int]:
    """The SOA (wavelength) indices set in an soa_en / laser_en value."""
    return [i for i in range(v.bit_length()) if v >> i & 1]


def _soas(v: int) -> str:
    ix = lit(v)
    if not ix:
        return "none"
    return ("SOA " if len(ix) == 1 else "SOAs ") + "+".join(str(i) for i in ix)


def check(cap: Capture, params: Params | None = None, rules: Sequence[str] = RULES) -> Report:
    """Apply `rules` to `cap` (those the configuration allows; the others land in Report.unchecked)."""
    p = params or Params()
    unchecked = p.missing(rules)
    run = {r for r in rules if r not in unchecked}
    table = p.rr_table()
    soa, word, slot = cap["soa_en"], cap["slot_word"], cap["slot_idx"]
    laser, wlp, fault, sending = cap["laser_en"], cap["wl"], cap["soa_fault"], cap["sending"]
    phase_names = {v: k for k, v in cap.spec.probe("slot_phase").enum.items()}
    phase = cap["slot_phase"]
    n = cap.n
    cont = [cap.continuous(k) for k in range(n)]
    out: list[Violation] = []

    def add(rule: str, first: int, last: int, msg: str) -> None:
        if rule in run:
            out.append(Violation(rule, cap.index(first), cap.index(last), cap.time_ns(first, p.period_ns), msg,
                                 cap.window_of(first)))

    def runs(bad: list[str | None], rule: str, same: list[int] | None = None) -> None:
        """One violation per run of consecutive samples with the same complaint (and value of `same`)."""
        k = 0
        while k < n:
            why = bad[k]
            if why is None:
                k += 1
                continue
            j = k
            while j + 1 < n and cont[j + 1] and bad[j + 1] == why and (same is None or same[j + 1] == same[k]):
                j += 1
            add(rule, k, j, why)
            k = j + 1

    # two_soa: runs of samples with >= 2 enables (one violation per run)
    runs([f"{_soas(v)} on together (soa_en 0x{v:04x}); the driver lights at most one" if v & (v - 1) else None
          for v in soa], "two_soa", soa)

    # edges: guard window, settle budget, dead time, pre-tune
    last_on: int | None = None  # last sample (of this window) with any SOA on
    edges = switches = 0
    md = p.min_dark
    settle_by = p.guard_words - p.settle_cycles  # last slot word an SOA may rise in and settle in the guard
    unknown = 1 << 30  # a laser on since before the window start: on long enough
    laser_run = [unknown] * cap.spec.probe("laser_en").width  # samples each laser has been on before this one
    for k in range(n):
        if not cont[k]:
            last_on = k if soa[k] else None
            laser_run = [unknown] * len(laser_run)
        else:
            prev, cur = soa[k - 1], soa[k]
            if cur != prev:
                edges += 1
                if word[k] >= p.guard_words:
                    ph = phase_names.get(phase[k], f"0b{phase[k]:03b}")
                    add("guard_edge", k, k, f"soa_en {_soas(prev)} -> {_soas(cur)} at slot word {word[k]} (slot "
                                            f"index {slot[k]}, phase {ph}); SOA edges belong in guard words "
                                            f"0..{p.guard_words - 1}")
                rising = cur & ~prev
                if rising:
                    if settle_by < word[k] < p.guard_words:
                        add("settle", k, k, f"{_soas(rising)} rises in slot word {word[k]}: it needs "
                                            f"{p.settle_cycles} cycles to settle before the preamble at word "
                                            f"{p.guard_words}, so it must rise by word {max(settle_by, 0)}")
                    for b in lit(rising):
                        if p.pretune is not None and laser_run[b] < p.pretune:
                            add("pretune", k, k, f"SOA {b} opens after its laser was on for {laser_run[b]} "
                                                 f"sample(s); SOA_CTRL.pretune asks {p.pretune}")
                    before = prev or (soa[last_on] if last_on is not None else 0)
                    if before and rising & ~before:
                        switches += 1  # a different wavelength than the one lit last
                    if prev:
                        dark: int | None = 0
                        since = f"{_soas(prev)} on in the sample before"
                    elif last_on is not None:
                        dark = k - last_on - 1
                        since = f"{_soas(soa[last_on])} off after sample {cap.index(last_on)}"
                    else:
                        dark = None  # dark since before the capture: long enough
                        since = ""
                    if md is not None and dark is not None and dark < md:
                        add("dead_time", k, k, f"{_soas(rising)} rises after {dark} dark cycle(s) ({since}); "
                                               f"the dead time needs >= {md}")
            if soa[k]:
                last_on = k
        lv = laser[k]
        laser_run = [min(r + 1, unknown) if lv >> i & 1 else 0 for i, r in enumerate(laser_run)]
    if p.pretune is not None:
        runs([f"{_soas(v & ~laser[k])} on without its laser (laser_en 0x{laser[k]:04x})" if v & ~laser[k] else None
              for k, v in enumerate(soa)], "pretune", soa)

    # wavelength: runs of samples in which the one SOA on disagrees with the table
    if table is not None:
        runs([_wl_problem(soa[k], slot[k], table) for k in range(n)], "wavelength", slot)

    # wl probe against the table: while the slot is lit (its SOA on, or sending with the SOA still dark)
    if table is not None:
        def wl_problem(k: int) -> str | None:
            v = soa[k]
            if (v or sending[k]) and not v & (v - 1) and not fault[k] and slot[k] < len(table) \
                    and table[slot[k]].valid and wlp[k] != table[slot[k]].wl:
                return f"wl probe says {wlp[k]} in slot index {slot[k]}; the table says wavelength {table[slot[k]].wl}"
            return None

        runs([wl_problem(k) for k in range(n)], "wl_probe", slot)

    # fault: SOAs and lasers dark within FAULT_DARK_CYCLES of the fault
    age = [-1] * n  # samples since soa_fault rose (-1: not set)
    for k in range(n):
        if fault[k]:
            age[k] = age[k - 1] + 1 if cont[k] and fault[k - 1] else 0
    runs([f"{_soas(soa[k])} or a laser still on after soa_fault rose in sample {cap.index(k - age[k])}; SOAs "
          f"and lasers must be dark {_fault_allowance()}"
          if age[k] >= FAULT_DARK_CYCLES and (soa[k] or laser[k]) else None for k in range(n)], "fault_dark")

    # watchdog: no SOA on longer than SOA_MAX_ON.cycles
    if p.max_on:
        k = 0
        while k < n:
            if soa[k] and not soa[k] & (soa[k] - 1):
                j = k
                while j + 1 < n and cont[j + 1] and soa[j + 1] == soa[k]:
                    j += 1
                if j - k + 1 > p.max_on:
                    add("watchdog", k + p.max_on, j, f"{_soas(soa[k])} on for {j - k + 1} samples from sample "
                                                     f"{cap.index(k)}; SOA_MAX_ON allows {p.max_on}")
                k = j + 1
            else:
                k += 1

    events: dict[str, Event] = {}
    for name in ("cdr_miss", "crc_err", "cdr_hit"):
        ks = [cap.index(k) for k, v in enumerate(cap[name]) if v]
        events[name] = Event(len(ks), ks)
    rises = [cap.index(k) for k in range(n) if fault[k] and (not cont[k] or not fault[k - 1])]
    events["soa_fault"] = Event(len(rises), rises)
    stats = {"samples": n, "lit_samples": sum(1 for v in soa if v), "soa_edges": edges,
             "switches": switches, "rx_samples": sum(cap["rx_burst"]), "fault_samples": sum(fault)}
    out.sort(key=lambda v: (v.sample, RULES.index(v.rule)))
    return Report(cap, p, out, events, stats, unchecked)


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


__all__ = ["RULES", "EVENTS", "CLOCK_NS", "FAULT_DARK_CYCLES", "NEEDS", "Params", "Report", "Violation", "Event",
           "check", "load_table", "parse_table_wl", "min_dark_cycles", "default_osr", "default_settle", "lit"]
