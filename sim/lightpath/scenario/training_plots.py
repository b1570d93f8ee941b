"""The training scenarios' plots (lightpath.scenario.training; docs/system-sim.md, "Plots").

Each plot is a PNG sized for one column of a paper (3.5 in wide, 8 pt text, 200 dpi) with its data beside it
(<name>.json: what was drawn, with units), and every plot's data again in plots.json:

- iteration_cdf: per job and mode, the CDF of iteration times (ms, unscaled), the warm-up iteration marked;
- latency_cdf: per mode, the CDF of frame latency on a log time axis, from the GPUs' log-linear histograms
  (each step at a bin's upper edge; the overflow bin's frames at the measured maximum);
- slot_occupancy: per mode, the share of node-slots that carried OTS and OCS data cells over time, one
  shared time axis for both modes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from lightpath.env.fabric import CLOCK_NS

WIDTH_IN = 3.5
FONT_PT = 8
DPI = 200
MODE_COLOUR = {"mercury": "tab:blue", "sirius": "tab:orange", "oddl": "tab:green"}
JOB_STYLE = ("-", "--", ":", "-.")


def _plt() -> Any:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    plt.rcParams.update({"font.size": FONT_PT, "axes.titlesize": FONT_PT + 1, "legend.fontsize": FONT_PT - 1})
    return plt


def _log_x(ax: Any) -> None:
    """A log time axis labelled in plain numbers at the decades and their 2x and 5x points (no minor labels)."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    ax.set_xscale("log")
    ax.xaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:g}"))
    ax.xaxis.set_minor_formatter(NullFormatter())


def _cdf_axes(ax: Any, xlabel: str, ylabel: str, title: str, legend: str) -> None:
    """A CDF's axes: a log time axis, the labels, the title and the legend."""
    _log_x(ax)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, 1.05)
    ax.set_title(title)
    ax.legend(loc=legend)


def _save(plt: Any, fig: Any, out: Path, name: str, data: dict[str, Any]) -> str:
    fig.tight_layout()
    png = out / f"{name}.png"
    fig.savefig(png, dpi=DPI)
    plt.close(fig)
    (out / f"{name}.json").write_text(json.dumps(data))
    return str(png)


def iteration_cdf(rep: dict[str, Any]) -> dict[str, Any]:
    """Per mode and job: iteration times (ms, unscaled, sorted) and their CDF; the warm-up's time apart."""
    data: dict[str, Any] = {"units": {"ms_unscaled": "ms, cycles x clock x scale"}, "series": {}}
    for mode, m in rep["modes"].items():
        for j in m["jobs"]:
            t = [i["time"] * CLOCK_NS * rep["scale"] / 1e6 for i in j["iterations"]]
            if t:
                xs = sorted(t)
                data["series"][f"{mode} {j['name']}"] = {
                    "mode": mode, "job": j["name"], "ms_unscaled": xs,
                    "cdf": [(k + 1) / len(xs) for k in range(len(xs))], "warmup_ms_unscaled": t[0]}
    return data


def latency_cdf(rep: dict[str, Any]) -> dict[str, Any]:
    """Per mode: the pooled histogram's CDF at the bins' upper edges (us); the overflow bin at the max."""
    data: dict[str, Any] = {"units": {"us": "us, simulated (not scaled)"}, "series": {}}
    for mode, m in rep["modes"].items():
        lat = m["latency"]
        if not lat:
            continue
        hist = [sum(c) for c in zip(*(v["hist"] for v in lat.values()))]
        edges = next(iter(lat.values()))["hist_edges"]
        hi = max(v["max"] for v in lat.values())
        total, acc = sum(hist), 0
        xs, ys = [], []
        for b, c in enumerate(hist):
            if not c:
                continue
            acc += c
            top = hi if b == len(hist) - 1 else min(hi, edges[b + 1])
            xs.append(top * CLOCK_NS / 1000)
            ys.append(acc / total)
        data["series"][mode] = {"us": xs, "cdf": ys, "frames": total, "overflow_frames": hist[-1],
                                "min_us": min(v["min"] for v in lat.values()) * CLOCK_NS / 1000}
    return data


def slot_occupancy(rep: dict[str, Any]) -> dict[str, Any]:
    """Per mode: sampled OTS and OCS data cells per node-slot (all nodes) over time, and per node."""
    data: dict[str, Any] = {"units": {"us": "us, simulated", "*_share": "data cells per node-slot (0..1)"},
                            "series": {}}
    for mode, m in rep["modes"].items():
        nodes = m["nodes"]
        prev_c, prev = 0, {str(n): [0, 0] for n in range(nodes)}
        rows: dict[str, Any] = {"us": [], "ots_share": [], "ocs_share": [],
                                "per_node": {str(n): {"ots_share": [], "ocs_share": []} for n in range(nodes)}}
        for row in m["samples"]:
            slots = max(1, row["cycle"] - prev_c) / m["slot"]
            ots = ocs = 0
            for n in range(nodes):
                v = row[str(n)]
                d_ots, d_ocs = v[0] - prev[str(n)][0], v[1] - prev[str(n)][1]
                rows["per_node"][str(n)]["ots_share"].append(d_ots / slots)
                rows["per_node"][str(n)]["ocs_share"].append(d_ocs / slots)
                ots, ocs = ots + d_ots, ocs + d_ocs
                prev[str(n)] = v[:2]
            rows["us"].append(row["cycle"] * CLOCK_NS / 1000)
            rows["ots_share"].append(ots / slots / nodes)
            rows["ocs_share"].append(ocs / slots / nodes)
            prev_c = row["cycle"]
        data["series"][mode] = rows
    return data


def plots(rep: dict[str, Any], out: Path) -> dict[str, str]:
    """Write the three plots, each with its data, and plots.json; returns name -> file."""
    plt = _plt()
    title = rep["scenario"]
    files: dict[str, str] = {}
    every: dict[str, Any] = {}

    d = iteration_cdf(rep)
    fig, ax = plt.subplots(figsize=(WIDTH_IN, 2.6))
    jobs = sorted({s["job"] for s in d["series"].values()})
    for name, s in d["series"].items():
        xs, ys = s["ms_unscaled"], s["cdf"]
        ax.step([xs[0], *xs], [0.0, *ys], where="post", color=MODE_COLOUR.get(s["mode"]),
                linestyle=JOB_STYLE[jobs.index(s["job"]) % len(JOB_STYLE)], label=name)
        ax.plot([s["warmup_ms_unscaled"]], [ys[xs.index(s["warmup_ms_unscaled"])]], "o",
                color=MODE_COLOUR.get(s["mode"]), markersize=3, markerfacecolor="none")
    ax.plot([], [], "o", color="grey", markersize=3, markerfacecolor="none", label="warm-up iteration")
    _cdf_axes(ax, "iteration time (ms, unscaled, log)", "CDF of iterations", f"{title}: iteration time per job",
              "best")
    files["iteration_cdf"] = _save(plt, fig, out, "iteration_cdf", d)
    every["iteration_cdf"] = d

    d = latency_cdf(rep)
    fig, ax = plt.subplots(figsize=(WIDTH_IN, 2.6))
    for mode, s in d["series"].items():
        ax.step([s["min_us"], *s["us"]], [0.0, *s["cdf"]], where="post", color=MODE_COLOUR.get(mode),
                label=f"{mode} ({s['frames']} frames)")
    _cdf_axes(ax, "frame latency, GPU to GPU (us, log)", "CDF of frames", f"{title}: frame latency", "lower right")
    files["latency_cdf"] = _save(plt, fig, out, "latency_cdf", d)
    every["latency_cdf"] = d

    d = slot_occupancy(rep)
    modes = list(d["series"])
    fig, axs = plt.subplots(len(modes), 1, figsize=(WIDTH_IN, 1.5 + 1.2 * len(modes)), sharex=True,
                            sharey=True, squeeze=False)
    for ax, mode in zip(axs[:, 0], modes):
        s = d["series"][mode]
        ax.plot(s["us"], [100 * x for x in s["ots_share"]], color="tab:purple", label="OTS")
        if any(s["ocs_share"]):
            ax.plot(s["us"], [100 * x for x in s["ocs_share"]], "--", color="tab:red", label="OCS")
        ax.set_ylabel("node-slots (%)")
        ax.set_title(f"{mode}: slots carrying data cells", loc="left")
        ax.legend(loc="upper right")
    axs[-1, 0].set_xlabel("simulated time (us)")
    fig.suptitle(f"{title}: slot occupancy, all {rep['modes'][modes[0]]['nodes']} nodes", fontsize=FONT_PT + 1)
    files["slot_occupancy"] = _save(plt, fig, out, "slot_occupancy", d)
    every["slot_occupancy"] = d

    (out / "plots.json").write_text(json.dumps(every))
    files["data"] = str(out / "plots.json")
    return files
