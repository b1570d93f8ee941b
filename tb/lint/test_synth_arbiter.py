"""yosys synth_xilinx (UltraScale+) of the arbiter's request collector, lp_ocs_req, at the size the boards'
arbiter uses (16 nodes: lp_arb_ctrl gives it R = 2 x 16 entries), with its LUT mapping: its longest path
stays within lightpath.flow.synth.MAX_LTP / MAX_LTP_LUTS.

The collector's lightest-entry search, as a chain of R compare-and-selects, would be the arbiter's deepest
path (docs/arbiter.md, "Request collection"); its two-stage tree keeps it within the bound, as the OR of
the matches does for the key look-up and the per-entry age comparison for the ageing scan.
The whole arbiter (lp_arbiter, minutes of yosys) is `make synth`'s, with the same bound (docs/toolchain.md,
"Lint and synthesis"). One synthesis is shared by every assertion of this file, also across pytest-xdist
workers (lightpath.flow.synth.synth_shared).
"""

from __future__ import annotations

import pytest

from lightpath.flow.synth import MAX_LTP, MAX_LTP_LUTS, synth_shared

TOP = "lp_ocs_req"
PARAMS = {"N": 16, "R": 32}   # lp_arbiter MAX_NODES = 16 (the boards'), lp_arb_ctrl: R = 2 x N


@pytest.fixture(scope="module")
def result() -> dict:
    return synth_shared(TOP, params=PARAMS)


def test_synth_succeeds(result: dict) -> None:
    assert result["ok"] and result["top"] == TOP and result["params"] == PARAMS
    assert result["latches"] == 0, result["cells"]


def test_table_in_flops(result: dict) -> None:
    # R entries of (src, dst, job, svc, volume, age) and the registered group minima
    assert result["ffs"] > 32 * 16, result["cells"]


def test_longest_path_within_bound(result: dict) -> None:
    assert result["ltp_luts"] <= MAX_LTP_LUTS, (result["ltp_luts"], result["ltp_start"], result["ltp_end"])
    assert result["ltp"] <= MAX_LTP, (result["ltp"], result["ltp_start"], result["ltp_end"])
    # every path, not only the one with the most cells: the look-up, the lightest entry and the ageing scan
    assert result["lut_levels"] <= MAX_LTP_LUTS, (result["lut_levels"], result["lut_levels_from"],
                                                  result["lut_levels_to"])
