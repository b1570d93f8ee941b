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
