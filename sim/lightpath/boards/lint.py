"""Verilator lint of the board tops (`--lint-only -Wall`) with the stub models of the Xilinx primitives and
IP (boards/common/stubs, boards/<board>/stubs): every variant of every board must be clean."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from lightpath.boards import BOARDS
from lightpath.flow.paths import INCLUDE_DIRS, REPO, RTL, rtl_sources
from lightpath.flow.toolenv import ensure_verilator
from lightpath.gen.board_emit import board_sources

WAIVERS = RTL / "lint_waivers.vlt"
STUB_WAIVERS = REPO / "boards" / "common" / "stubs" / "stubs.vlt"
_MSG_RE = re.compile(r"^%(Warning|Error)")


def stub_sources(board: str) -> list[Path]:
    """Stub models: the shared ones, then the board's (its IP wrappers and configured IP)."""
    return sorted((REPO / "boards" / "common" / "stubs").glob("*.sv")) + sorted(
        (REPO / "boards" / board / "stubs").glob("*.sv"))


def command(board: str, variant: str, top: str | None = None, stubs: list[Path] | None = None) -> list[str]:
    b = BOARDS[board]
    files = [*rtl_sources(), *board_sources(board), *(stubs if stubs is not None else stub_sources(board))]
    return [
        "verilator", "--lint-only", "-Wall",
        "--top-module", top or b.top,
        f"-GVARIANT=\"{variant}\"",
        "-Iboards/common/rtl",   # board headers (the flow passes the same directory to synth_design)
        *(f"-I{d.relative_to(REPO)}" for d in INCLUDE_DIRS),   # rtl/common/lp_assert.svh (likewise)
        str(WAIVERS.relative_to(REPO)), str(STUB_WAIVERS.relative_to(REPO)),
        *(str(f.resolve().relative_to(REPO)) if f.resolve().is_relative_to(REPO) else str(f) for f in files),
    ]


def lint(board: str, variant: str, stubs: list[Path] | None = None) -> list[str]:
    """Messages (first lines) of linting the board top in `variant`; [] when clean."""
    ensure_verilator()
    proc = subprocess.run(command(board, variant, stubs=stubs), cwd=REPO, capture_output=True, text=True)
    out = proc.stdout + proc.stderr
    msgs = [ln for ln in out.splitlines() if _MSG_RE.match(ln) and not ln.startswith("%Error: Exiting due to")]
    if proc.returncode != 0 and not msgs:
        msgs = [f"%Error: verilator exited with {proc.returncode}: {out.strip()[-2000:]}"]
    return msgs
