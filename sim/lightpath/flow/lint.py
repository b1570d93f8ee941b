"""`python -m lightpath.flow.lint [module ...]`: Verilator `--lint-only -Wall` on every RTL module.

Each module (every `.sv` under rtl/ that is not a package; the module is named after its file) is
linted as its own top, with every RTL file on the command line (Verilator elaborates only the
hierarchy below --top-module) and the waiver file rtl/lint_waivers.vlt. A module's result therefore
includes the warnings of everything it instantiates, with its default parameters.

The behavioural simulation models (sim/models, sim/fabric; not synthesizable by intent) are linted
as a second group, with -Wall as well and the same waiver file.

Exit status 1 when any module has a warning or an error. Waiver policy: docs/toolchain.md.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

from lightpath.flow.paths import INCLUDE_DIRS, REPO, RTL, closure, generated_sources, rtl_sources, sim_model_sources
from lightpath.flow.toolenv import ensure_verilator

WAIVERS = RTL / "lint_waivers.vlt"

_MODULE_RE = re.compile(r"^\s*module\s+(\w+)", re.MULTILINE)
_MSG_RE = re.compile(r"^%(Warning|Error)")


def _rel(p: Path) -> str:
    """Paths relative to the repository root: short messages, stable waiver patterns."""
    try:
        return str(p.resolve().relative_to(REPO))
    except ValueError:
        return str(p)


def _modules_of(files: list[Path]) -> list[str]:
    mods: list[str] = []
    for f in files:
        if f.stem.endswith("_pkg"):
            continue
        declared = _MODULE_RE.findall(f.read_text(errors="replace"))
        if f.stem not in declared:
            raise ValueError(f"{_rel(f)}: no `module {f.stem}` (one module per file, named after the file)")
        mods.append(f.stem)
    return mods


def rtl_modules() -> list[str]:
    """Every synthesizable module (file stem of every non-package .sv under rtl/)."""
    return _modules_of(rtl_sources())


def sim_modules() -> list[str]:
    """Every behavioural simulation model and fabric top under sim/."""
    return _modules_of(sim_model_sources())


def command(module: str) -> list[str]:
    """The Verilator command line that lints `module` (run from the repository root)."""
    srcs = rtl_sources()
    gen = generated_sources()
    mod_file = next((s for s in srcs if s.stem == module), None)
    # the engine is used by rtl/arbiter and by the fabric tops under sim/ (node 0 is lp_arbiter)
    if mod_file is not None and RTL / "arbiter" not in mod_file.parents:
        srcs = [s for s in srcs if s not in gen]
    if module in sim_modules():
        srcs = srcs + sim_model_sources()
    elif module not in rtl_modules():
        raise ValueError(f"unknown module {module!r}")
    return [
        "verilator",
        "--lint-only",
        "-Wall",
        "--top-module",
        module,
        *(f"-I{_rel(d)}" for d in INCLUDE_DIRS),   # rtl/common/lp_assert.svh
        _rel(WAIVERS),
        *(_rel(s) for s in closure(module, srcs)),   # what the module needs: ~1 s less parsing per module
    ]


def lint(module: str) -> list[str]:
    """Lint `module`; return its warning and error messages (first line of each), [] when clean."""
    ensure_verilator()
    proc = subprocess.run(command(module), cwd=REPO, capture_output=True, text=True)
    out = proc.stdout + proc.stderr
    msgs = [ln for ln in out.splitlines() if _MSG_RE.match(ln)]
    # Drop the trailing "%Error: Exiting due to N warning(s)" summary: the warnings say it all.
    msgs = [m for m in msgs if not m.startswith("%Error: Exiting due to")] or msgs
    if proc.returncode != 0 and not msgs:
        msgs = [f"%Error: verilator exited with {proc.returncode}: {out.strip()[-2000:]}"]
    return msgs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.lint", description=__doc__.splitlines()[0])
    ap.add_argument("modules", nargs="*", help="modules to lint (default: every RTL module and sim model)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every message, not only the table")
    args = ap.parse_args(argv)

    groups: list[tuple[str, list[str]]]
    if args.modules:
        unknown = sorted(set(args.modules) - set(rtl_modules()) - set(sim_modules()))
        if unknown:
            ap.error(f"unknown module(s): {', '.join(unknown)}")
        groups = [("selected", args.modules)]
    else:
        groups = [("rtl", rtl_modules()), ("sim models", sim_modules())]

    failed = 0
    results: dict[str, list[str]] = {}
    t0 = time.monotonic()
    width = max(len(m) for _, mods in groups for m in mods)
    for title, mods in groups:
        print(f"\n{title}")
        print(f"  {'module':<{width}}  warnings  errors")
        for m in mods:
            msgs = lint(m)
            results[m] = msgs
            nerr = sum(1 for x in msgs if x.startswith("%Error"))
            nwarn = len(msgs) - nerr
            failed += bool(msgs)
            print(f"  {m:<{width}}  {nwarn:>8}  {nerr:>6}")
    dirty = [m for m, msgs in results.items() if msgs]
    for m in dirty:
        shown = results[m] if args.verbose else results[m][:20]
        print(f"\n{m}:")
        for x in shown:
            print(f"  {x}")
        if len(shown) < len(results[m]):
            print(f"  ... {len(results[m]) - len(shown)} more (-v shows all)")
    print(f"\n{len(results) - failed} of {len(results)} modules lint-clean ({time.monotonic() - t0:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
