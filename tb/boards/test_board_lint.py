"""Board tops: Verilator --lint-only -Wall of every board and variant with the stub models of the Xilinx
primitives and IP (boards/*/stubs) is clean, so every instance matches its stub's ports, every port of
every IP and adapter is connected, nothing is undriven or unused without a reason; and the check itself
fails on a top whose IP stub lost a port."""

from __future__ import annotations

from pathlib import Path

import pytest

from lightpath.boards import BOARDS
from lightpath.boards.lint import lint, stub_sources

CASES = [(b, v) for b, board in BOARDS.items() for v in board.variants]


@pytest.mark.parametrize(("board", "variant"), CASES, ids=[f"{b}-{v}" for b, v in CASES])
def test_board_top_lints_clean(board: str, variant: str) -> None:
    msgs = lint(board, variant)
    assert msgs == [], "\n".join(msgs[:30])


def test_lint_catches_a_missing_ip_port(tmp_path: Path) -> None:
    """A copy of the VIO stub without probe_out0: the top's connection to it must be reported."""
    stubs = stub_sources("vcu118")
    vio = next(s for s in stubs if s.name == "vio_ctl.sv")
    broken = tmp_path / "vio_ctl.sv"
    broken.write_text(vio.read_text().replace(",\n    output wire [7:0]  probe_out0", "").replace(
        "    assign probe_out0 = 8'h00;\n", ""))
    assert "probe_out0" not in broken.read_text()
    msgs = lint("vcu118", "nic", stubs=[broken if s == vio else s for s in stubs])
    assert any("probe_out0" in m for m in msgs), msgs


@pytest.mark.parametrize("board", BOARDS)
def test_gt_user_clock_helpers_wait_for_pma_reset_done(board: str) -> None:
    """The GT wizard's user-clock helpers (TXUSRCLK2 is the core clock) are held in reset until the
    channels' PMA resets are done, as in the wizard's example design; the control reset would let them
    start from an unstable TXOUTCLK."""
    import re

    from lightpath.flow.paths import REPO

    top = (REPO / "boards" / board / "rtl" / f"lp_{board}_top.sv").read_text()
    for d in ("tx", "rx"):
        done = re.search(rf"\.{d}pmaresetdone_out\s*\(\s*(\w+)\s*\)", top)
        rst = re.search(rf"\.gtwiz_userclk_{d}_reset_in\s*\(\s*(.+?)\s*\),?\s*$", top, re.M)
        assert done and rst, f"{d}: PMA reset done or user-clock reset not connected"
        assert re.fullmatch(rf"!\s*\(?\s*&\s*{done[1]}\s*\)?|~\s*\(?\s*&\s*{done[1]}\s*\)?", rst[1]), (
            f"{d} user-clock helper reset is {rst[1]!r}, not the inverse of all of {done[1]}")
