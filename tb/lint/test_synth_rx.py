"""yosys synth_xilinx (UltraScale+) of the cell receiver, lp_cell_rx with its reassembly (lp_reasm), at the
NIC core's parameters, with its LUT mapping: every combinational path stays within
lightpath.flow.synth.MAX_LTP_LUTS LUT levels.

The header decision written in one clock (the 240-bit header CRC, the checks, then the source's
reassembly context read, compared and updated) is about 25 LUT levels in the NIC core; the registered
header CRC check and the two-clock reassembly decision keep each stage within the bound (docs/nic.md,
"Reassembly"). The whole core is `make synth`'s (docs/toolchain.md, "Lint and synthesis"). One synthesis
is shared by every assertion of this file, also across pytest-xdist workers
(lightpath.flow.synth.synth_shared).
"""

from __future__ import annotations

import pytest

from lightpath.flow.synth import MAX_LTP, MAX_LTP_LUTS, synth_shared

TOP = "lp_cell_rx"
PARAMS = {"VOQ": 1}   # the S-VLB build: both of reassembly's sources (the line and the core's cells)


@pytest.fixture(scope="module")
def result() -> dict:
    return synth_shared(TOP, params=PARAMS)


def test_synth_succeeds(result: dict) -> None:
    assert result["ok"] and result["top"] == TOP and result["params"] == PARAMS
    assert result["latches"] == 0, result["cells"]
    assert result["bram"] >= 1, result["cells"]   # the cell pool is block RAM


def test_every_path_within_bound(result: dict) -> None:
    assert result["ltp"] <= MAX_LTP, (result["ltp"], result["ltp_start"], result["ltp_end"])
    assert result["lut_levels"] <= MAX_LTP_LUTS, (result["lut_levels"], result["lut_levels_from"],
                                                  result["lut_levels_to"])
