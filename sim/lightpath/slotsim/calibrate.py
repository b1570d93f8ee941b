"""`python -m lightpath.slotsim.calibrate`: the slot-level model against the RTL's recorded figures.

The RTL side is what `make bench PARTS=svlb` recorded (docs/figures/bench-svlb.json: the 4-node S-VLB
fabric, uniform traffic, S-VLB and Sirius modes, the mean over its seeds per load point); the model runs
the same points with the same seeds and the same traffic draw (lightpath.slotsim.run). Printed per mode
and load point: offered, delivered, relayed share and DRAM bytes per delivered byte on both sides, and
whether they agree within the criterion (CRITERION below, docs/slotsim.md "Calibration"). Then the S-VLB
fabric tests' relayed shares and the OCS tests' circuit figures, as docs/svlb.md quotes them from their RTL
runs, against the model's runs of the same cases.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from lightpath.bench import svlb as rtl_bench
from lightpath.flow import figures
from lightpath.slotsim import fabric_tests
from lightpath.slotsim.run import Point, sweep

RECORD = "bench-svlb"
MODES = {"S-VLB": False, "Sirius (plain VLB)": True}   # the RTL bench's series names -> sirius
REL_TOL = 0.05          # relative agreement
SHARE_FLOOR = 0.02      # relayed share: absolute floor (2 percentage points) where 5 % of it is less
CRITERION = (f"delivered and DRAM B/B within {100 * REL_TOL:.0f} % (relative); relayed share within "
             f"{100 * REL_TOL:.0f} % or {100 * SHARE_FLOOR:.0f} percentage points, whichever is larger")

_ROW = re.compile(r"^\s+(?P<load>[\d.]+)\s+(?P<off>[\d.]+)\s+(?P<dl>[\d.]+) \[(?P<lo>[\d.]+), (?P<hi>[\d.]+)\]"
                  r"\s+(?P<rel>[\d.]+) %\s+(?P<dram>[\d.]+)\s+\d+ clocks\s+(?P<rs>\d+)\s+(?P<ooo>[\d.]+)\s*$")


@dataclass(frozen=True)
class RtlPoint:
    load: float
    offered: float
    delivered: float
    delivered_min: float
    delivered_max: float
    relay_fraction: float
    dram_bytes_per_byte: float
    reseq_held_max: int
    out_of_order: float


def rtl_points() -> dict[str, list[RtlPoint]]:
    """The recorded RTL figures per mode (the printed table of lightpath.bench.svlb.part_svlb)."""
    rec = figures.load(RECORD)
    if rec is None:
        raise RuntimeError(f"no RTL run recorded: `make bench PARTS=svlb` writes docs/figures/{RECORD}.json")
    out: dict[str, list[RtlPoint]] = {}
    mode = None
    for line in rec["figures"]["output"].splitlines():
        head = next((m for m in MODES if line.startswith(f"  {m}, ")), None)
        if head is not None:
            mode = head
            out[mode] = []
            continue
        m = _ROW.match(line)
        if m and mode is not None:
            out[mode].append(RtlPoint(
                load=float(m["load"]), offered=float(m["off"]), delivered=float(m["dl"]),
                delivered_min=float(m["lo"]), delivered_max=float(m["hi"]), relay_fraction=float(m["rel"]) / 100,
                dram_bytes_per_byte=float(m["dram"]), reseq_held_max=int(m["rs"]), out_of_order=float(m["ooo"])))
    if set(out) != set(MODES) or any(not v for v in out.values()):
        raise RuntimeError(f"docs/figures/{RECORD}.json: no table for {sorted(set(MODES) - set(out))}")
    return out


def rtl_commit() -> str:
    rec = figures.load(RECORD)
    return f"commit {rec['commit']}, {rec['date']}" if rec else "not recorded"


@dataclass(frozen=True)
class ModelPoint:
    load: float
    offered: float
    delivered: float
    relay_fraction: float
    dram_bytes_per_byte: float
    reseq_held_max: int
    out_of_order: float


def mean_points(runs: Sequence[Sequence[Point]]) -> list[ModelPoint]:
    """Per load point the mean over the seeds (the most cells held: the largest), as the RTL bench prints."""
    out = []
    for pts in zip(*runs, strict=True):
        def mean(key: str, pts: Sequence[Point] = pts) -> float:
            return statistics.fmean(float(getattr(p, key)) for p in pts)
        out.append(ModelPoint(load=pts[0].load, offered=mean("offered"), delivered=mean("delivered"),
                              relay_fraction=mean("relay_fraction"), dram_bytes_per_byte=mean("dram_bytes_per_byte"),
                              reseq_held_max=max(p.reseq_held_max for p in pts), out_of_order=mean("out_of_order")))
    return out


def model_points(sirius: bool, loads: Sequence[float] = rtl_bench.LOADS,
                 seeds: Sequence[int] = rtl_bench.SEEDS) -> list[ModelPoint]:
    """The model's mean over the seeds at `loads` (a subset of the bench's: each run is drawn whole, so
    every point sees the random sequence the RTL point saw)."""
    runs = [sweep(sirius, seed, loads=loads) for seed in seeds]
    return mean_points(runs)


def agrees_rel(model: float, rtl: float) -> bool:
    return abs(model - rtl) <= REL_TOL * abs(rtl)


def agrees_share(model: float, rtl: float) -> bool:
    return abs(model - rtl) <= max(REL_TOL * rtl, SHARE_FLOOR)


@dataclass(frozen=True)
class Row:
    mode: str
    rtl: RtlPoint
    model: ModelPoint

    @property
    def delivered_ok(self) -> bool:
        return agrees_rel(self.model.delivered, self.rtl.delivered)

    @property
    def relayed_ok(self) -> bool:
        return agrees_share(self.model.relay_fraction, self.rtl.relay_fraction)

    @property
    def dram_ok(self) -> bool:
        return agrees_rel(self.model.dram_bytes_per_byte, self.rtl.dram_bytes_per_byte)

    @property
    def ok(self) -> bool:
        return self.delivered_ok and self.relayed_ok and self.dram_ok


def compare(loads: Sequence[float] | None = None) -> list[Row]:
    """Model vs RTL at `loads` (default: every recorded point), both modes."""
    rtl = rtl_points()
    rows = []
    for mode, sirius in MODES.items():
        pts = [p for p in rtl[mode] if loads is None or p.load in loads]
        for r, m in zip(pts, model_points(sirius, [p.load for p in pts]), strict=True):
            rows.append(Row(mode, r, m))
    return rows


def render(rows: Sequence[Row]) -> str:
    def mark(ok: bool) -> str:
        return " " if ok else "*"
    out = [f"  model (lightpath.slotsim) vs RTL (docs/figures/{RECORD}.json, {rtl_commit()}); "
           f"{rtl_bench.NODES} nodes, {rtl_bench.PATTERN}, seeds {', '.join(map(str, rtl_bench.SEEDS))} "
           f"(means); * = outside the criterion:",
           f"  criterion: {CRITERION}"]
    mode = None
    for r in rows:
        if r.mode != mode:
            mode = r.mode
            out.append(f"  {mode}:")
            out.append("    load  offered RTL/model  delivered RTL [min, max] / model   relayed RTL / model"
                       "   DRAM B/B RTL / model  reseq held RTL / model  out of order RTL / model")
        a, m = r.rtl, r.model
        out.append(f"    {a.load:5.3f}  {a.offered:5.3f} / {m.offered:5.3f}   {a.delivered:5.3f} "
                   f"[{a.delivered_min:5.3f}, {a.delivered_max:5.3f}] / {m.delivered:5.3f}{mark(r.delivered_ok)}"
                   f"   {100 * a.relay_fraction:5.1f} / {100 * m.relay_fraction:5.1f} %{mark(r.relayed_ok)}"
                   f"    {a.dram_bytes_per_byte:4.2f} / {m.dram_bytes_per_byte:4.2f}{mark(r.dram_ok)}"
                   f"          {a.reseq_held_max:>5} / {m.reseq_held_max:<5}"
                   f"            {a.out_of_order:6.1f} / {m.out_of_order:6.1f}")
    bad = [r for r in rows if not r.ok]
    out.append(f"  {len(rows) - len(bad)} of {len(rows)} points agree on every compared figure"
               + (f"; outside: {', '.join(f'{r.mode} {r.rtl.load:g}' for r in bad)}" if bad else ""))
    return "\n".join(out)


@dataclass(frozen=True)
class TestRow:
    result: fabric_tests.CaseResult
    rtl: float

    @property
    def ok(self) -> bool:
        return agrees_share(self.result.share, self.rtl)


def compare_tests() -> list[TestRow]:
    """Every relayed share docs/svlb.md quotes from the S-VLB fabric tests, against the model's run of the case."""
    cs = fabric_tests.cases()
    return [TestRow(fabric_tests.run_case(cs[name], nn), share)
            for (name, nn), share in sorted(fabric_tests.rtl_shares().items())]


def render_tests(rows: Sequence[TestRow]) -> str:
    out = ["  the S-VLB fabric tests (tb/svlb/test_lp_svlb_fabric.py; RTL: the relayed share docs/svlb.md quotes "
           "from their run, one seed each, whole run): * = outside the criterion",
           "    test                      nodes  pattern      mode    load  cells  relayed RTL / model"]
    for r in rows:
        c = r.result.case
        out.append(f"    {c.name:<26}{r.result.nodes:>5}  {c.pattern:<12} {'Sirius' if c.sirius else 'S-VLB':<6} "
                   f"{c.load(r.result.nodes):5.3f}  {r.result.delivered:>5}  {100 * r.rtl:5.1f} / "
                   f"{100 * r.result.share:5.1f} %{'' if r.ok else '*'}")
    bad = [r for r in rows if not r.ok]
    out.append(f"  {len(rows) - len(bad)} of {len(rows)} test figures agree"
               + (f"; outside: {', '.join(f'{r.result.case.name} ({r.result.nodes} nodes)' for r in bad)}"
                  if bad else ""))
    return "\n".join(out)


@dataclass(frozen=True)
class OcsRow:
    result: fabric_tests.OcsResult
    rtl: fabric_tests.OcsRtl

    @property
    def share(self) -> float:
        return self.result.relayed / max(self.result.delivered, 1)

    @property
    def rtl_share(self) -> float:
        return self.rtl.relayed / max(self.rtl.delivered, 1)

    @property
    def ocs_ok(self) -> bool:
        return all(agrees_rel(m, a) for m, a in zip(self.result.ocs_tx, self.rtl.ocs_tx, strict=True))

    @property
    def fallback_ok(self) -> bool:
        return agrees_rel(self.result.fallback, self.rtl.fallback)

    @property
    def relayed_ok(self) -> bool:
        return agrees_share(self.share, self.rtl_share)

    @property
    def ok(self) -> bool:
        return self.ocs_ok and self.fallback_ok and self.relayed_ok


def compare_ocs() -> list[OcsRow]:
    """The OCS tests' figures docs/svlb.md quotes, against the model's run of each test."""
    rtl = fabric_tests.rtl_ocs_figures()
    return [OcsRow(fabric_tests.run_ocs_case(name), figs) for name, figs in sorted(rtl.items())]


def render_ocs(rows: Sequence[OcsRow]) -> str:
    def mark(ok: bool) -> str:
        return " " if ok else "*"
    out = ["  the S-VLB fabric's OCS tests (tb/svlb/test_lp_svlb_fabric.py, circuits 0 <-> 2 switched by the test; "
           "RTL: the figures docs/svlb.md quotes from their run, one seed each, whole run): * = outside the criterion "
           "(cells on a circuit and fallbacks within 5 %, relayed share as above)",
           "    test                  seed  cells  circuit 0->2, 2->0 RTL / model  fallback RTL / model"
           "  relayed RTL / model  out of order  reseq held  lost"]
    for r in rows:
        x, a = r.result, r.rtl
        rtl_tx = f"{a.ocs_tx[0]}, {a.ocs_tx[1]}"
        tx = f"{x.ocs_tx[0]}, {x.ocs_tx[1]}"
        out.append(f"    {x.name:<21}{x.seed:>5}  {x.delivered:>5}  {rtl_tx:>22} / {tx:<8}{mark(r.ocs_ok)}"
                   f"{a.fallback:>10} / {x.fallback:<4}{mark(r.fallback_ok)}"
                   f"{100 * r.rtl_share:>10.1f} / {100 * r.share:4.1f} %{mark(r.relayed_ok)}"
                   f"{x.out_of_order:>13}{x.reseq_held_max:>12}{x.lost:>6}")
    bad = [r for r in rows if not r.ok]
    out.append(f"  {len(rows) - len(bad)} of {len(rows)} OCS tests agree on every compared figure"
               + (f"; outside: {', '.join(r.result.name for r in bad)}" if bad else ""))
    return "\n".join(out)


def model_figures(rows: Sequence[Row], tests: Sequence[TestRow], ocs: Sequence[OcsRow]) -> dict[str, Any]:
    """The model's side of the three tables, unrounded: two runs of the model decide alike only if these
    are equal (the check a change that must not alter a decision is held to)."""
    return {"points": [{"mode": r.mode, **asdict(r.model)} for r in rows],
            "tests": [{"test": t.result.case.name, "nodes": t.result.nodes, "delivered": t.result.delivered,
                       "relayed": t.result.relayed} for t in tests],
            "ocs": [asdict(o.result) for o in ocs]}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.slotsim.calibrate", description=__doc__.split("\n")[0])
    ap.add_argument("--loads", type=float, nargs="*", help="only these load points (default: every recorded one)")
    ap.add_argument("--json", type=Path, help="also write the model's figures, unrounded, to this file")
    args = ap.parse_args(argv)
    rows, tests, ocs = compare(args.loads), compare_tests(), compare_ocs()
    print(render(rows))
    print(render_tests(tests))
    print(render_ocs(ocs))
    if args.json is not None:
        args.json.write_text(json.dumps(model_figures(rows, tests, ocs), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
