"""yosys synth_xilinx (UltraScale+) of blocks that are not in the NIC slice yet: each maps without
latches and keeps its longest combinational path within the bounds of lightpath.synth (as the slice), so that
instantiating it in the slice does not create a new critical path. Figures: docs/svlb.md.
"""

from __future__ import annotations

import pytest

from lightpath.synth import MAX_LTP, MAX_LTP_LUTS, synth



@pytest.mark.parametrize("top", ["lp_svlb_core"])  # lp_voq + lp_svlb + lp_hop_fifos and their glue
def test_block_synth(top: str) -> None:
    r = synth(top)
    assert r["ok"] and r["top"] == top
    assert r["latches"] == 0
    assert r["luts"] > 0 and r["ffs"] > 0
    assert 0 < r["ltp"] <= MAX_LTP, (r["ltp"], r["ltp_start"], r["ltp_end"])
    assert 0 < r["ltp_luts"] <= MAX_LTP_LUTS, (r["ltp_luts"], r["ltp_start"], r["ltp_end"])
