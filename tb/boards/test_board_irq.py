"""The interrupt lines of the board tops (docs/boards.md, "Interrupts"): every top connects the CPU's
irq_nic, irq_arb and irq_oddl inputs (the block design's, boards/*/stubs) to signals, never to a
constant, and takes irq_nic from lp_board_core, whose irq_nic comes from the NIC core (lp_nic_core's
irq, lp_arbiter's irq_nic). Static: the tops' text, comments removed; the checker itself is shown to
find a tied line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lightpath.flow.paths import REPO

TOPS = sorted((REPO / "boards").glob("*/rtl/lp_*_top.sv"))
LINES = ("irq_nic", "irq_arb", "irq_oddl")
CONST = re.compile(r"^(?:\d*'[sS]?[bBhHdDoO]?[0-9a-fA-F_xXzZ]+|'[01xXzZ]|\d+)$")


def _strip_comments(text: str) -> str:
    return re.sub(r"/\*.*?\*/", "", re.sub(r"//[^\n]*", "", text), flags=re.S)


def tied_lines(text: str, names: tuple[str, ...] = LINES) -> list[str]:
    """Each `.name (constant)` port connection and `assign name = constant;` of the interrupt lines."""
    text = _strip_comments(text)
    out = []
    for name in names:
        for m in re.finditer(rf"\.{name}\s*\(\s*([^()]*?)\s*\)", text):
            if CONST.match(m.group(1)):
                out.append(m.group(0))
        for m in re.finditer(rf"\bassign\s+{name}\s*=\s*([^;]*?)\s*;", text):
            if CONST.match(m.group(1)):
                out.append(m.group(0))
    return out


def connections(text: str, name: str) -> list[str]:
    return [m.group(1) for m in re.finditer(rf"\.{name}\s*\(\s*([^()]*?)\s*\)", _strip_comments(text))]


def test_tops_exist() -> None:
    assert {p.parent.parent.name for p in TOPS} == {"vcu118", "zcu106"}


@pytest.mark.parametrize("top", TOPS, ids=[p.stem for p in TOPS])
def test_no_interrupt_line_tied(top: Path) -> None:
    text = top.read_text()
    assert tied_lines(text) == []
    # irq_nic reaches the CPU's block design from the board core: the same signal on both instances
    nets = connections(text, "irq_nic")
    assert len(nets) == 2 and nets[0] == nets[1], nets


def test_board_core_takes_irq_nic_from_the_core() -> None:
    text = _strip_comments((REPO / "boards" / "common" / "rtl" / "lp_board_core.sv").read_text())
    assert re.search(r"\bassign\s+irq_nic\s*=\s*irq_nic_i\s*;", text)
    assert re.search(r"lp_arbiter\b.*?\.irq_nic\s*\(\s*irq_nic_i\s*\)", text, re.S)
    assert re.search(r"lp_nic_core\b.*?\.irq\s*\(\s*irq_nic_i\s*\)", text, re.S)


@pytest.mark.parametrize("tie", [".irq_nic (1'b0)", ".irq_nic('0)", ".irq_nic (0)", "assign irq_nic = 1'b0;"])
def test_checker_finds_a_tied_line(tie: str) -> None:
    assert tied_lines(f"module t; {tie} endmodule") != []
    assert tied_lines(f"module t; // {tie}\n endmodule") == []
    assert tied_lines("module t; .irq_nic (irq_nic), assign irq_nic = irq_nic_i; endmodule") == []
