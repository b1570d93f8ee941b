"""Timing diagram of a capture window (matplotlib, Agg backend): one row per probe, buses as value
strips (a box per run of equal values, labelled where it is wide enough), single bits as waveforms,
violations shaded across every row and marked on the top axis, the trigger as a vertical line, the slot
grid (each slot's first guard word) as dotted lines, gap samples hatched; the x axis numbers samples as
the hardware manager does."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.ticker import FuncFormatter  # noqa: E402

from lightpath.ila.capture import Capture  # noqa: E402
from lightpath.ila.rules import Report, lit  # noqa: E402

VIOLATION_GID = "ila-violation"
TRIGGER_GID = "ila-trigger"
SLOT_GID = "ila-slot"
GAP_GID = "ila-gap"


def _label(name: str, v: int, enum: dict[int, str]) -> str:
    if enum:
        return enum.get(v, str(v))
    if name in ("soa_en", "laser_en"):
        ix = lit(v)
        return "-" if not ix else "+".join(str(i) for i in ix)
    return str(v)


def _runs(vals: list[int], lo: int, hi: int) -> list[tuple[int, int, int]]:
    """(start, stop, value) of each run of equal values in samples lo..hi-1."""
    out = []
    s = lo
    for k in range(lo + 1, hi + 1):
        if k == hi or vals[k] != vals[s]:
            out.append((s, k, vals[s]))
            s = k
    return out


def render(cap: Capture, report: Report | None = None, start: int = 0, stop: int | None = None,
           title: str | None = None) -> Figure:
    """The figure of samples start..stop-1 (stop exclusive, default the end). Raises ValueError for an
    empty or out-of-range window."""
    stop = cap.n if stop is None else stop
    if not 0 <= start < stop <= cap.n:
        raise ValueError(f"window {start}..{stop}: the capture has samples 0..{cap.n - 1}")
    probes = list(cap.spec.probes)
    n = stop - start
    width = min(40.0, max(10.0, n / 40))
    fig = plt.figure(figsize=(width, 0.55 * len(probes) + 1.45), dpi=100)
    axes = fig.subplots(len(probes), 1, sharex=True, gridspec_kw={"hspace": 0.08})
    viol = [v for v in (report.violations if report else [])
            if v.last - cap.first_index >= start and v.sample - cap.first_index < stop]
    top = axes[0]
    trig = [t for t in cap.triggers if start <= t < stop]
    word = cap.probes["slot_word"]
    slots = [k for k in range(start, stop) if word[k] == 0 and not cap.is_gap(k)]
    gaps = [g for g in cap.gaps if start <= g < stop]
    px_per_sample = width * 100 / n
    for ax, p in zip(axes, probes):
        vals = cap.probes[p.name]
        ax.set_ylabel(p.name, rotation=0, ha="right", va="center", fontsize=8)
        ax.set_yticks([])
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        if p.width == 1:
            xs = list(range(start, stop + 1))
            ys = [vals[k] for k in range(start, stop)] + [vals[stop - 1]]
            ax.step(xs, ys, where="post", color="tab:blue", linewidth=1.0)
            ax.set_ylim(-0.2, 1.3)
        else:
            enum = {v: k for k, v in p.enum.items()}
            runs = _runs(vals, start, stop)
            colors = ["#dde8f5" if val else "#f4f4f4" for _, _, val in runs]
            ax.broken_barh([(a, b - a) for a, b, _ in runs], (0.1, 0.8), facecolors=colors, edgecolors="#5577aa",
                           linewidth=0.6)
            for a, b, val in runs:
                text = _label(p.name, val, enum)
                if (b - a) * px_per_sample >= 7 * len(text) + 4:
                    ax.text((a + b) / 2, 0.5, text, ha="center", va="center", fontsize=7, clip_on=True)
            ax.set_ylim(0, 1)
        for v in viol:
            a, b = v.sample - cap.first_index, v.last - cap.first_index + 1
            ax.axvspan(max(a, start), min(b, stop), color="red", alpha=0.25, gid=VIOLATION_GID)
        across = ax.get_xaxis_transform()  # x in samples, y across the whole row
        if slots:
            ax.vlines(slots, 0, 1, transform=across, colors="grey", linestyles=":", linewidth=0.6, gid=SLOT_GID)
        if trig:
            ax.vlines(trig, 0, 1, transform=across, colors="darkorange", linewidth=1.4, gid=TRIGGER_GID)
        for g in gaps:
            ax.axvspan(g, g + 1, facecolor="none", edgecolor="grey", hatch="///", linewidth=0, gid=GAP_GID)
    axes[-1].set_xlim(start, stop)
    axes[-1].xaxis.set_major_formatter(FuncFormatter(lambda x, _: f"{cap.index(0) + x:g}"))
    for t in trig:
        top.annotate("T", xy=(t, 1.04), xycoords=("data", "axes fraction"), fontsize=8, color="darkorange",
                     annotation_clip=False, gid=TRIGGER_GID)
    period = f", {report.params.period_ns:g} ns each" if report else ""
    axes[-1].set_xlabel(f"sample{period}; T trigger, dotted: slot starts")
    for i, v in enumerate(viol):  # labels stacked in three rows so that neighbours stay readable
        top.annotate(v.rule, xy=(max(v.sample - cap.first_index, start), 1.30 + 0.26 * (i % 3)),
                     xycoords=("data", "axes fraction"),
                     fontsize=7, color="red", annotation_clip=False, gid=VIOLATION_GID)
    fig.suptitle(title or f"{Path(cap.source).name}: samples {cap.index(start)}..{cap.index(stop - 1)}"
                 + (f", {len(viol)} violation(s) shown" if report else ""), fontsize=10,
                 y=1 - 0.12 / (0.55 * len(probes) + 1.45))
    height = 0.55 * len(probes) + 1.45
    fig.subplots_adjust(left=0.08, right=0.99, top=1 - 0.75 / height, bottom=0.6 / height)
    return fig


def plot(cap: Capture, path: str | Path, report: Report | None = None, start: int = 0,
         stop: int | None = None) -> Figure:
    """Render samples start..stop-1 and write the PNG; returns the (closed) figure for inspection."""
    fig = render(cap, report, start, stop)
    fig.savefig(path, format="png")
    plt.close(fig)
    return fig
