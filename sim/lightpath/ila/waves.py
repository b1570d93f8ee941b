"""Waveform files (VCD, FST) as value-change traces, and the sampling that turns them into ILA samples.

Sampling: with a clock, one sample per rising edge (0 -> 1) of the clock, taking every probe's value
from BEFORE that edge's own changes (what a flop, and the ILA, captures: outputs that change at the
edge belong to the next sample). Without a clock, one sample per timestamp of the file, taking the
values after that timestamp's changes (Vivado's ILA VCD export writes one timestamp per sample).

The writers (VCD and FST) share :func:`timeline`: sample k's values are written at time k x period
and, with a clock, the clock falls there and rises half a period later, so reading a written file
with the same clock gives back exactly the samples written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from lightpath.cell import generated as cellfmt
from lightpath.ila.capture import Capture, Column, IlaFormatError

# Default sample period of the writers: the core clock of the cell format (one ILA sample per cycle).
PERIOD_PS = round(1e6 / float(cellfmt.SLOT["clock_mhz"]))


@dataclass
class Trace:
    """Value changes of one signal: (time, value) in time order; value None = x/z (unknown)."""

    column: Column
    changes: list[tuple[int, int | None]] = field(default_factory=list)


@dataclass
class Marked:
    """The ILA's bookkeeping markers of a clockless export, sampled: `_TRIGGER`, `_WINDOW` (toggles at
    each new capture window) and `_GAP` (samples without data) per sample; None: the file has none."""

    trigger: list[int] | None = None
    window: list[int] | None = None
    gap: list[int] | None = None


MARKERS = ("_TRIGGER", "_WINDOW", "_GAP")


def sample(path: str, traces: Sequence[Trace], clock: Trace | None,
           stamps: Sequence[int] = (), step: int | None = None,
           markers: Mapping[str, Trace] | None = None,
           marked: Marked | None = None) -> tuple[list[int], list[list[int]]]:
    """Sample `traces` (see the module doc); `stamps`: every timestamp of the file (also those where no
    traced signal changes). `step` (no clock): sample every `step` time units from the first timestamp
    to the last instead, for a file that writes no timestamp where nothing changes. Returns the sample
    times and, per trace, its values. IlaFormatError when a sampled value is unknown (x/z, or no value
    yet) or there is nothing to sample. `markers` (name in MARKERS -> trace): sampled alongside into
    `marked` (filled in place); in a `_GAP` sample unknown probe values read 0."""
    markers = dict(markers or {})
    order = list(traces) + [markers[m] for m in MARKERS if m in markers]
    n_data = len(traces)
    traces = order
    times = sorted({t for tr in traces for t, _ in tr.changes} | set(stamps)
                   | ({t for t, _ in clock.changes} if clock else set()))
    if clock is None and step is not None and times:
        if step <= 0:
            raise ValueError("time step must be positive")
        grid = range(times[0], times[-1] + 1, step)
        off = [t for t in times if (t - times[0]) % step]
        if off:
            raise IlaFormatError(path, None, f"timestamp {off[0]} is not on the grid of --time-step {step} "
                                             f"from {times[0]}")
        times = list(grid)
    ptr = [0] * len(traces)
    cur: list[int | None] = [None] * len(traces)
    out_t: list[int] = []
    out_v: list[list[int | None]] = [[] for _ in traces]
    ck_ptr, ck_val = 0, None

    def take(t: int) -> None:
        out_t.append(t)
        for i, v in enumerate(cur):
            out_v[i].append(v)

    for t in times:
        if clock is not None:
            new = ck_val
            while ck_ptr < len(clock.changes) and clock.changes[ck_ptr][0] == t:
                new = clock.changes[ck_ptr][1]
                ck_ptr += 1
            if ck_val == 0 and new == 1:
                take(t)
            ck_val = new
        for i, tr in enumerate(traces):
            ch = tr.changes
            while ptr[i] < len(ch) and ch[ptr[i]][0] == t:
                cur[i] = ch[ptr[i]][1]
                ptr[i] += 1
        if clock is None:
            take(t)
    if not out_t:
        what = f"no rising edge of {clock.column.name}" if clock is not None else "no timestamps"
        raise IlaFormatError(path, None, f"nothing to sample: {what}")
    mk: dict[str, list[int]] = {}
    for m, vals in zip([m for m in MARKERS if m in markers], out_v[n_data:]):
        mk[m] = [v or 0 for v in vals]
    gap = set(k for k, v in enumerate(mk.get("_GAP", ())) if v)
    if markers and n_data:
        # an export without `_GAP` still writes x for every probe of a gap sample
        gap |= {k for k in range(len(out_t)) if all(out_v[i][k] is None for i in range(n_data))}
    if marked is not None:
        marked.trigger, marked.window = mk.get("_TRIGGER"), mk.get("_WINDOW")
        marked.gap = [int(k in gap) for k in range(len(out_t))] if markers else None
    result: list[list[int]] = []
    for i, tr in enumerate(traces[:n_data]):
        vals = out_v[i]
        if gap:
            vals = [0 if k in gap else v for k, v in enumerate(vals)]
        bad = next((k for k, v in enumerate(vals) if v is None), None)
        if bad is not None:
            raise IlaFormatError(path, tr.column.line, f"{tr.column.name}: value unknown (x/z or not yet dumped) in "
                                                       f"sample {bad} (time {out_t[bad]}): every probe must be 0/1 "
                                                       f"in every sample")
        result.append(vals)  # type: ignore[arg-type]
    return out_t, result


def marker_columns(path: str, columns: Sequence[Column]) -> dict[str, Column]:
    """The 1-bit marker signals (MARKERS, by leaf name) of an ILA export; a marker of another width, or
    one named twice, is an error."""
    out: dict[str, Column] = {}
    for c in columns:
        leaf = c.name.replace("/", ".").rsplit(".", 1)[-1].strip()
        if leaf not in MARKERS:
            continue
        if (c.width or 1) != 1:
            raise IlaFormatError(path, c.line, f"marker {c.name} is {c.width} bits wide, expected 1")
        if leaf in out and out[leaf].key != c.key:
            raise IlaFormatError(path, c.line, f"marker {leaf} declared twice")
        out[leaf] = c
    return out


def marks(m: Marked, times: Sequence[int] | None) -> dict[str, object]:
    """Capture fields from sampled markers: windows where `_WINDOW` changes, the first `_TRIGGER` = 1
    sample of each window, `_GAP` samples, and (`times`: an export numbering its timestamps by sample)
    the hardware manager's number of sample 0."""
    out: dict[str, object] = {}
    n = len(times) if times is not None else len(m.trigger or m.window or m.gap or ())
    breaks: tuple[int, ...] = ()
    if m.window is not None:
        w = m.window
        breaks = tuple(k for k in range(1, n) if w[k] != w[k - 1])
        out["breaks"] = breaks
    if m.trigger is not None:
        tr = m.trigger
        starts = [0, *breaks, n]
        out["triggers"] = tuple(t for a, b in zip(starts, starts[1:])
                                for t in [next((k for k in range(a, b) if tr[k]), None)] if t is not None)
    if m.gap is not None:
        out["gaps"] = tuple(k for k, g in enumerate(m.gap) if g)
    if times:
        out["first_index"] = times[0]
    return out


@dataclass(frozen=True)
class Signal:
    """A signal of a written waveform: its scope path, name, width and one value per sample."""

    scope: tuple[str, ...]
    name: str
    width: int
    values: Sequence[int]


def signals(caps: Capture | Mapping[str, Capture], bundle: bool, markers: bool = False) -> list[Signal]:
    """What the writers dump: each capture as one bundle vector (`dbg_ila`, or the mapping's key,
    e.g. `n1_dbg_ila`) or as one net per probe (in a scope named by the mapping's key). `markers`
    (one capture): also the ILA export's `_TRIGGER`, `_WINDOW` and `_GAP` (see MARKERS)."""
    items = [("dbg_ila", caps)] if isinstance(caps, Capture) else list(caps.items())
    out: list[Signal] = []
    single = isinstance(caps, Capture)
    for key, cap in items:
        if bundle:
            out.append(Signal((), key, cap.spec.width, [cap.bundle(k) for k in range(cap.n)]))
        else:
            scope = () if single else (key,)
            out += [Signal(scope, p.name, p.width, cap.probes[p.name]) for p in cap.spec.probes]
    if markers:
        if not isinstance(caps, Capture):
            raise ValueError("ILA markers describe one capture")
        starts = set(caps.window_starts())
        win, w = [], 0
        for k in range(caps.n):
            w ^= int(k in starts and k > 0)
            win.append(w)
        trig, gap = set(caps.triggers), set(caps.gaps)
        out += [Signal((), "_TRIGGER", 1, [int(k in trig) for k in range(caps.n)]), Signal((), "_WINDOW", 1, win),
                Signal((), "_GAP", 1, [int(k in gap) for k in range(caps.n)])]
    n = {len(s.values) for s in out}
    if len(n) != 1:
        raise ValueError(f"captures of different lengths {sorted(n)}")
    return out


def timeline(sigs: Sequence[Signal], clock: str | None, period_ps: int) -> list[tuple[int, list[tuple[int, int]]]]:
    """(time in ps, [(signal index, value)]) in time order: every signal at time 0, then its changes;
    the clock (index len(sigs)) falls at k x period and rises at k x period + period/2."""
    if period_ps < (2 if clock is not None else 1):
        raise ValueError("period must be at least 2 ps with a clock (half a period each), 1 without")
    n = len(sigs[0].values) if sigs else 0
    ck = len(sigs)
    steps: list[tuple[int, list[tuple[int, int]]]] = []
    for k in range(n):
        ch = [(i, s.values[k]) for i, s in enumerate(sigs) if k == 0 or s.values[k] != s.values[k - 1]]
        if clock is not None:
            ch.append((ck, 0))
        steps.append((k * period_ps, ch))
        if clock is not None:
            steps.append((k * period_ps + period_ps // 2, [(ck, 1)]))
    return steps
