"""yosys synth_xilinx (UltraScale+) of the MEPC engine at the size the boards' arbiter uses
(lp_mepc_n16_k32: 16 nodes, K = 32 rows), with its LUT mapping: every path stays within
lightpath.flow.synth.MAX_LTP / MAX_LTP_LUTS.

Four lanes per clock put a chain of choices in the greedy and augmentation passes; the engine registers
what the chain needs (docs/arbiter.md, "Lanes and depth"), and this holds it to the bound that
`make synth` applies to the whole arbiter. One synthesis is shared by every assertion of this file
(lightpath.flow.synth.synth_shared).
"""

from __future__ import annotations

import pytest

from lightpath.flow.synth import MAX_LTP, MAX_LTP_LUTS, synth_shared

TOP = "lp_mepc_n16_k32"   # lp_arb_ctrl's engine at MAX_NODES = 16 (lp_board_core)


@pytest.fixture(scope="module")
def result() -> dict:
    return synth_shared(TOP)


def test_synth_succeeds(result: dict) -> None:
    assert result["ok"] and result["top"] == TOP
    assert result["latches"] == 0, result["cells"]
    # the K rows of {v, src, dst, sum} are flip-flops, no RAM
    assert result["ffs"] > 32 * (1 + 4 + 4 + 16) and result["bram"] == 0, result["cells"]


def test_longest_path_within_bound(result: dict) -> None:
    assert result["ltp"] <= MAX_LTP, (result["ltp"], result["ltp_start"], result["ltp_end"])
    assert result["lut_levels"] <= MAX_LTP_LUTS, (result["lut_levels"], result["lut_levels_from"],
                                                  result["lut_levels_to"])
