"""yosys synth_xilinx (UltraScale+) of the board adapters between the IP and the core, in the
configurations the board core uses: they map without latches, the Ethernet FIFOs' frame RAM goes to
block RAM, and the longest path stays within the house bound (figures: docs/boards.md, "Resources")."""

from __future__ import annotations

import pytest

from lightpath.flow.synth import MAX_LTP, MAX_LTP_LUTS, synth_shared

# (top, parameters as lp_board_core sets them, block RAM expected)
CASES = [
    ("lp_axis_async_frame_fifo", {"DEPTH": 4096, "MAX_WORDS": 1200, "DROP_WHEN_FULL": 1, "DROP_BAD": 1}, True),
    ("lp_gt_os_rx", {"OSR": 2, "CDR_OSR": 2}, False),
    ("lp_host_demux", {"PORTS": 2}, False),
    ("lp_axil_decerr", {}, False),
]


@pytest.mark.parametrize(("top", "params", "bram"), CASES, ids=[c[0] for c in CASES])
def test_adapter_synthesis(top: str, params: dict[str, int], bram: bool) -> None:
    r = synth_shared(top, params)
    assert r["ok"] and r["top"] == top
    assert r["latches"] == 0, r["cells"]
    assert r["luts"] > 0 and r["ffs"] > 0
    if bram:
        # 4096 words x (64 data + 8 keep + last + user) = 9 x RAMB36
        assert r["bram36k"] >= 8, r["cells"]
    else:
        assert r["bram"] == 0, r["cells"]
    assert 0 < r["ltp"] <= MAX_LTP and 0 < r["ltp_luts"] <= MAX_LTP_LUTS, (r["ltp"], r["ltp_start"], r["ltp_end"])
