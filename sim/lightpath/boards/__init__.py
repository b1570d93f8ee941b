"""Board support: the supported boards (`BOARDS`, used by the generators in lightpath.gen) and the
constraint checks: XDC parsing (`xdc`), SystemVerilog top-level port lists (`svports`), board pin lists
(`pinlist`) and the cross checks between them (`check`). docs/constraints.md."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Board:
    """One supported evaluation board of the Vivado flow (boards/<name>/config.tcl holds the same facts)."""

    name: str
    part: str          # Vivado part (UG1224 / UG1244)
    top: str           # top-level module, boards/<name>/rtl/<top>.sv
    board_part: str    # XilinxBoardStore board part (optional for the flow)
    variants: tuple[str, ...]  # values of the top's VARIANT parameter (config.tcl lp_variant lines)


BOARDS: dict[str, Board] = {
    "vcu118": Board("vcu118", "xcvu9p-flga2104-2L-e", "lp_vcu118_top", "xilinx.com:vcu118:part0:2.4",
                    ("nic", "arb", "nic_agg", "arb_agg")),
    "zcu106": Board("zcu106", "xczu7ev-ffvc1156-2-e", "lp_zcu106_top", "xilinx.com:zcu106:part0:2.6",
                    ("oddl", "sipctl")),
}
