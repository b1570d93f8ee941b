"""`python -m lightpath.flow.docfigures [--write | --check]`: the docs' figure sections, rendered from
the figures store (docs/figures/*.json, lightpath.flow.figures) that the runs write.

A page quotes a measured figure only inside a section between
`<!-- figures KIND:ARG -->` and `<!-- end figures KIND:ARG -->`; this generator renders the section
from the recorded run, with the command, commit and date. When no run is recorded, the section names
the command that records it instead of a figure. KINDs:

  synth:RUN          one paragraph: the resources of synthesis run RUN (lightpath.flow.synth.run_name,
                     e.g. `lp_rr_table` or `lp_nic_core-SVLB=1`), recorded by `synth ... --record`
  synth-table:RUNS   a table of several synthesis runs (comma-separated), with yosys' time of each
  regression         the regression's time on a fresh clone (lightpath.flow.regtime)
  scenarios          `make bench PARTS=scenarios`: every scenario's wall time and simulator speed
  bench:PART         the output `make bench` printed for a part (docs/figures/bench-PART.json)
  scenario:NAME      the report `make sim SCENARIO=NAME` printed (docs/figures/scenario-NAME.json)
  cell:WHAT          slot-table, slot-summary, frame-capacity: design values computed from the generated
                     cell format (not a recorded run), so a page cannot keep a copy of an old format
  output:NAME        what a command printed, recorded by `python -m lightpath.flow.figures NAME -- COMMAND`

`--check` (also tb/lint/test_doc_figures.py) fails when a section differs from its rendering, or when a
marker is unknown or unpaired. docs/toolchain.md ("Figures in the docs") describes the flow.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from lightpath.flow import figures
from lightpath.flow.docsection import between, replace_between
from lightpath.flow.paths import REPO

DOCS = sorted((REPO / "docs").rglob("*.md")) + [REPO / "README.md"]
BEGIN_RE = re.compile(r"<!-- figures ([\w-]+)(?::([^ ]+))? -->")


def end_marker(kind: str, arg: str | None) -> str:
    return f"<!-- end figures {kind}{':' + arg if arg else ''} -->"


# ------------------------------------------------------------------------------------------ synthesis
def synth_command(run: str) -> str:
    top, *params = run.split("-")
    return "python -m lightpath.flow.synth " + " ".join([top] + [f"-G {p}" for p in params])


def _source(rec: dict[str, Any]) -> str:
    dirty = ", with uncommitted changes" if rec["dirty"] else ""
    return f"commit {rec['commit']}{dirty}, {rec['date']}"


def _missing(run: str) -> str:
    return (f"No synthesis of `{run}` is recorded: `{synth_command(run)} --record` writes "
            f"docs/figures/synth-{run}.json and `python -m lightpath.flow.docfigures --write` puts it here.")


def _bram(f: dict[str, Any]) -> str:
    return f"{f['bram36k']:g} BRAM36 eq. ({f['ramb18']} RAMB18 + {f['ramb36']} RAMB36)" if f["bram36k"] else "no BRAM"


def _path(f: dict[str, Any]) -> str:
    levels = f"; at most {f['lut_levels']} LUT levels on any path" if "lut_levels" in f else ""
    delay = f"; slowest path {f['delay_ps']} ps in abc9's delay model" if f.get("delay_ps") else ""
    return f"{f['ltp']} cells ({f['ltp_luts']} LUT/INV/MUXF + {f['ltp_carries']} CARRY){levels}{delay}"


def render_synth(run: str) -> str:
    rec = figures.load(f"synth-{run}")
    if rec is None:
        return _missing(run)
    f = rec["figures"]
    return (f"Resources (`{rec['command']}`, yosys `synth_xilinx -family xcup`; {_source(rec)}): "
            f"{f['luts']} LUTs (+ {f['inv']} INV, {f['muxf']} MUXF, {f['lutram']} LUTRAM cells), {f['ffs']} FFs, "
            f"{_bram(f)}, {f['dsp']} DSP, {f['carry']} CARRY, {f['latches']} latches; longest path {_path(f)}.")


def render_synth_table(runs: str) -> str:
    rows = ["| run | LUT | FF | BRAM (36K eq.) | DSP | longest path | yosys | recorded |",
            "|---|---|---|---|---|---|---|---|"]
    missing = []
    for run in runs.split(","):
        rec = figures.load(f"synth-{run}")
        if rec is None:
            missing.append("- " + _missing(run))
            continue
        f = rec["figures"]
        rows.append(f"| `{rec['command']}` | {f['luts']} | {f['ffs']} | {f['bram36k']:g} | {f['dsp']} "
                    f"| {_path(f)} | {f['seconds']:.0f} s | {_source(rec)} |")
    return "\n".join((rows if len(rows) > 2 else []) + ([""] if len(rows) > 2 and missing else []) + missing)


# ------------------------------------------------------------------------------------------ regression
def _minutes(seconds: float) -> str:
    m, s = divmod(round(seconds), 60)
    return f"{m} min {s} s"


def render_regression(_: str | None) -> str:
    rec = figures.load("regression")
    if rec is None:
        return ("No regression time is recorded: `python -m lightpath.flow.regtime` runs `make test` in a "
                "fresh clone (venv install included) and records its wall time, pytest's time and the "
                "number of tests in docs/figures/regression.json.")
    f = rec["figures"]
    return (f"Regression time (`{rec['command']}`: a fresh clone on {f['cores']} cores, venv install "
            f"included, nothing else running; {_source(rec)}): **{_minutes(f['wall_s'])}** wall, pytest "
            f"{_minutes(f['pytest_s'])} ({f['passed']} passed).")


# ------------------------------------------------------------------------------------------ scenarios
def render_scenarios(_: str | None) -> str:
    """`make bench` part `scenarios`: per scenario its wall time and per mode the cycles and cycles/s."""
    from lightpath.bench.scenario import FIGURES, SPEED_TARGET

    rec = figures.load(FIGURES)
    if rec is None:
        return (f"No scenario timing is recorded: `make bench PARTS=scenarios` runs every scenario and records "
                f"the table in docs/figures/{FIGURES}.json.")
    rows = ["| scenario | fabric | scale, iterations | wall | per mode: cycles, simulated cycles/s |",
            "|---|---|---|---|---|"]
    for r in rec["figures"]["rows"]:
        modes = "; ".join(f"{m}: {x['cycles']:,}, {x['cycles_per_s'] / 1e3:.1f} k" for m, x in r["modes"].items())
        rows.append(f"| `{r['scenario']}` | `{r['top']}` | {r['scale'] or '-'}, {r['iters'] or '-'} "
                    f"| {r['wall_s']:.0f} s | {modes} |")
    eight = [x["cycles_per_s"] for r in rec["figures"]["rows"] if r["nodes"] == 8
             for x in r["modes"].values() if x["cycles_per_s"]]
    speed = (f" 8-node fabric: {min(eight) / 1e3:.1f} .. {max(eight) / 1e3:.1f} k simulated cycles/s against the "
             f"{SPEED_TARGET / 1e3:.0f} k target." if eight else "")
    return "\n".join([f"Recorded by `{rec['command']}` ({_source(rec)}).{speed}", ""] + rows)


# ------------------------------------------------------------------------------------------ bench parts
def render_bench(part: str) -> str:
    """The output `make bench` printed for `part` (lightpath.bench.datapath records it)."""
    rec = figures.load(f"bench-{part}")
    if rec is None:
        return (f"No run of `make bench` part `{part}` is recorded: `make bench PARTS={part}` prints its figures "
                f"and records them in docs/figures/bench-{part}.json.")
    f = rec["figures"]
    return "\n".join([f"`{rec['command']}` ({_source(rec)}; the part's wall time {f['wall_s']:.0f} s):", "",
                      "```", f["output"], "```"])


def render_scenario(key: str) -> str:
    """The report `make sim` printed for a scenario (lightpath.scenario.run.record_report)."""
    rec = figures.load(f"scenario-{key}")
    if rec is None:
        name = key.split("-scale=")[0].split("-iters=")[0]
        return (f"No report of `{key}` is recorded: `make sim SCENARIO={name}` (with `--scale`/`--iters` through "
                f"`python -m lightpath.scenario`) records it in docs/figures/scenario-{key}.json.")
    return "\n".join([f"`{rec['command']}` ({_source(rec)}):", "", "```", rec["figures"]["output"], "```"])


# ------------------------------------------------------------------------------------------ cell format
FRAME_SIZES = (64, 256, 512, 513, 1024, 1500, 1518, 9000)


def render_cell(what: str) -> str:
    """Slot and efficiency figures computed from the generated cell format (lightpath.cell.generated,
    from rtl/cell/lp_cell.toml) with the benchmark's own arithmetic: design values, not measurements."""
    from lightpath.bench import datapath as bench
    from lightpath.scenario.run import slot_budget

    b = slot_budget()
    ns = bench.CLOCK_NS
    if what == "slot-table":
        rows = ["| part | words | ns |", "|---|---|---|"]
        rows += [f"| {part} | {b[part]} | {b[part] * ns:.1f} |" for part in ("guard", "preamble", "header", "payload")]
        return "\n".join(rows + [f"| **slot** | **{b['slot']}** | **{b['slot_ns']:.1f}** |"])
    if what == "slot-summary":
        return (f"Slot at the defaults: {b['guard']} guard + {b['preamble']} preamble + {b['header']} header + "
                f"{b['payload']} payload words = {b['slot']} words = {b['slot_ns']:.1f} ns at "
                f"{b['line_gbps']:.1f} Gb/s; payload efficiency {100 * b['payload_eff']:.1f} %, cell efficiency "
                f"{100 * b['cell_eff']:.1f} %, post-overhead line rate {bench.post_overhead_gbps():.3f} Gb/s.")
    if what == "frame-capacity":
        rows = ["| frame (B, no FCS) | cells | padding efficiency | capacity of one flow (Gb/s of frame bytes) "
                "| = % of the host port (beats) |", "|---|---|---|---|---|"]
        rows += [f"| {f} | {bench.cells_per_frame(f)} | {100 * bench.padding_eff(f):.1f} % "
                 f"| {bench.frame_capacity_gbps(f):.3f} | {100 * bench.host_fraction(f, 1.0):.1f} % |"
                 for f in FRAME_SIZES]
        return "\n".join(rows)
    raise KeyError(f"unknown cell figure {what!r} (slot-table, slot-summary, frame-capacity)")


def render_output(name: str) -> str:
    """What a command recorded by `python -m lightpath.flow.figures NAME -- COMMAND` printed."""
    rec = figures.load(name)
    if rec is None:
        return (f"No output `{name}` is recorded: `python -m lightpath.flow.figures {name} -- <command>` "
                f"records what the command prints in docs/figures/{name}.json.")
    return "\n".join([f"`{rec['command']}` ({_source(rec)}):", "", "```", rec["figures"]["output"], "```"])


RENDER: dict[str, Callable[[str], str]] = {
    "synth": render_synth,
    "synth-table": render_synth_table,
    "regression": render_regression,
    "scenarios": render_scenarios,
    "bench": render_bench,
    "output": render_output,
    "scenario": render_scenario,
    "cell": render_cell,
}


# ------------------------------------------------------------------------------------------ sections
def sections(doc: Path) -> Iterator[tuple[str, str, str | None]]:
    """(begin marker, kind, arg) of every figure section of `doc`."""
    for m in BEGIN_RE.finditer(doc.read_text()):
        yield m.group(0), m.group(1), m.group(2)


def quoted(kind: str, arg: str | None) -> list[str]:
    """The figure files a section renders."""
    if kind == "synth":
        return [f"synth-{arg}"]
    if kind == "synth-table":
        return [f"synth-{run}" for run in (arg or "").split(",")]
    if kind == "bench":
        return [f"bench-{arg}"]
    if kind == "output":
        return [arg or ""]
    if kind == "scenario":
        return [f"scenario-{arg}"]
    return {"regression": ["regression"], "scenarios": ["scenarios"]}.get(kind, [])


def problems(write: bool = False) -> list[str]:
    """Sections that are stale (rewritten when `write`), unknown or without their end marker, and
    figure files that no section quotes."""
    out = []
    used: set[str] = set()
    for doc in DOCS:
        rel = doc.relative_to(REPO).as_posix()
        for begin, kind, arg in sections(doc):
            used.update(quoted(kind, arg))
            end = end_marker(kind, arg)
            if kind not in RENDER:
                out.append(f"{rel}: unknown figure section {begin}")
                continue
            try:
                body = RENDER[kind](arg or "")
            except KeyError as exc:
                out.append(f"{rel}: {begin}: {exc}")
                continue
            have = between(doc, begin, end)
            if have is None:
                out.append(f"{rel}: {begin} has no {end}")
            elif have.strip("\n") != body:
                if write:
                    replace_between(doc, begin, end, body)
                else:
                    out.append(f"{rel}: {begin} is out of date with docs/figures/")
    # Every recorded run a page should quote; `make bench` and `make sim` keep every part's and scenario's
    # output (bench-*, scenario-*), quoted as needed.
    out += [f"docs/figures/{name}.json: no page quotes it" for name in figures.names()
            if name not in used and not name.startswith(("bench-", "scenario-"))]
    return out


def generated_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of `text` inside figure sections (markers included)."""
    spans = []
    for m in BEGIN_RE.finditer(text):
        end = end_marker(m.group(1), m.group(2))
        stop = text.find(end, m.end())
        if stop >= 0:
            spans.append((m.start(), stop + len(end)))
    return spans


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.docfigures", description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="render every figure section from docs/figures/")
    g.add_argument("--check", action="store_true", help="exit 1 when a section is stale (the default)")
    args = ap.parse_args(argv)
    found = problems(write=args.write)
    for p in found:
        print(p, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
