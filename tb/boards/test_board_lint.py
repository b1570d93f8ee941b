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


def _instance(text: str, module: str) -> str:
    """The port list of the one instance of `module` in a top's text."""
    import re

    found = re.findall(rf"^\s*{module}\b[^;]*?\(\s*\n(.*?)\n\s*\);", text, re.M | re.S)
    assert len(found) == 1, f"{len(found)} instances of {module}"
    return found[0]


def _conn(inst: str, port: str) -> str:
    import re

    m = re.search(rf"\.{port}\s*\(\s*(.+?)\s*\)\s*(?:,|$)", inst, re.M)
    assert m, f"port {port} not connected"
    return m[1]


@pytest.mark.parametrize("board", BOARDS)
def test_eth_gt_user_clocks_wait_for_pma_reset_done(board: str) -> None:
    """The Ethernet wizard's TX user-clock helper (in the core) is held by the inverse of all channels'
    TX PMA reset done; the per-lane RX helpers (lp_gt_userclk_rx, outside the core) take each channel's RX
    PMA reset done and the wizard's RX clock outputs, feed its RX user clocks, and the wizard waits for all
    of them to be active. lp_board_eth gets the lanes' RXUSRCLK2 and the shared TXUSRCLK2."""
    import re

    from lightpath.flow.paths import REPO

    top = (REPO / "boards" / board / "rtl" / f"lp_{board}_top.sv").read_text()
    gt, rxclk, eth = _instance(top, "eth_gt"), _instance(top, "lp_gt_userclk_rx"), _instance(top, "lp_board_eth")
    txdone = _conn(gt, "txpmaresetdone_out")
    assert re.fullmatch(rf"!\s*\(\s*&\s*{txdone}\s*\)", _conn(gt, "gtwiz_userclk_tx_reset_in"))
    assert _conn(rxclk, "pma_done") == _conn(gt, "rxpmaresetdone_out")
    assert _conn(rxclk, "rxoutclk") == _conn(gt, "rxoutclk_out")
    assert _conn(rxclk, "usrclk") == _conn(gt, "rxusrclk_in")
    assert _conn(rxclk, "usrclk2") == _conn(gt, "rxusrclk2_in") == _conn(eth, "rx_clk")
    assert re.fullmatch(rf"&\s*{_conn(rxclk, 'active')}", _conn(gt, "gtwiz_userclk_rx_active_in"))
    assert _conn(gt, "gtwiz_userclk_tx_usrclk2_out") == _conn(eth, "tx_clk")
    helper = (REPO / "boards" / "common" / "rtl" / "lp_gt_userclk_rx.sv").read_text()
    bufs = re.findall(r"BUFG_GT\s+\w+\s*\((.*?)\);", helper, re.S)
    assert len(bufs) == 2 and all(re.search(r"\.CLR\s*\(\s*!\s*pma_done\[c\]\s*\)", b) for b in bufs)
