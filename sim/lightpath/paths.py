"""Well-known locations inside the repository."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RTL = REPO / "rtl"
SIM = REPO / "sim"
TB = REPO / "tb"
DOCS = REPO / "docs"
FIRMWARE = REPO / "firmware"
SIM_BUILD = REPO / "sim_build"


def rtl_sources(extra_dirs: tuple[Path, ...] = ()) -> list[Path]:
    """Every synthesizable SV file under rtl/ (plus `extra_dirs`), packages first.

    Verilator elaborates only the hierarchy below --top-module, so handing it the whole tree is
    cheap and keeps one ordering rule: `*_pkg.sv` files compile before the modules that import them.
    """
    files: list[Path] = []
    for d in (RTL, *extra_dirs):
        files.extend(sorted(d.rglob("*.sv")))
    pkgs = [f for f in files if f.stem.endswith("_pkg")]
    # The cell package is imported by other packages' users; keep a stable, dependency-safe order.
    pkgs.sort(key=lambda p: (0 if p.stem == "lp_cell_pkg" else 1, str(p)))
    mods = [f for f in files if not f.stem.endswith("_pkg")]
    return pkgs + mods


def sim_model_sources() -> list[Path]:
    """Behavioural (non-synthesizable) SV models and fabric tops under sim/."""
    return sorted((SIM / "models").rglob("*.sv")) + sorted((SIM / "fabric").rglob("*.sv"))
