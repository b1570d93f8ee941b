"""Source list of a board top's simulation (docs/boards.md, "Board simulation"): the RTL, the board's
common RTL and top, and for every Xilinx primitive or IP the top instantiates its simulation model where
one exists (boards/sim/, boards/<board>/sim/), else its lint stub (boards/common/stubs/,
boards/<board>/stubs/), which ties its outputs off."""

from __future__ import annotations

from pathlib import Path

from lightpath.flow.paths import REPO, closure, rtl_sources
from lightpath.gen.board_emit import sim_sources

BOARDS = REPO / "boards"


def models(board: str) -> dict[str, Path]:
    """Module name -> file of the simulation models of `board` (its own folder wins over boards/sim)."""
    return {p.stem: p for p in sim_sources(board)}


def stubs(board: str) -> dict[str, Path]:
    out = {p.stem: p for p in sorted((BOARDS / "common" / "stubs").glob("*.sv"))}
    out.update({p.stem: p for p in sorted((BOARDS / board / "stubs").glob("*.sv"))})
    return out


def stubbed(board: str) -> list[str]:
    """The parts of `board` that still simulate as their lint stub (no model)."""
    return sorted(set(stubs(board)) - set(models(board)))


def board_sources(board: str, top: str, extra: tuple[Path, ...] = ()) -> list[Path]:
    """The files a simulation of `top` (a board top, or a testbench around board tops, in `extra`) needs."""
    parts = {**stubs(board), **models(board)}
    pkgs = sorted(p for p in parts.values() if p.stem.endswith("_pkg"))
    files = [*rtl_sources(), *pkgs, *sorted((BOARDS / "common" / "rtl").glob("*.sv")),
             *sorted((BOARDS / board / "rtl").glob("*.sv")),
             *sorted(p for p in parts.values() if not p.stem.endswith("_pkg")), *extra]
    return closure(top, files)
