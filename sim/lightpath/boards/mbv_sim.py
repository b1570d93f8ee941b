"""Sources of the simulation model of the VCU118 block design `mbv_sys` (module mbv_sys_wrapper,
boards/vcu118/sim; docs/boards.md "Board simulation"), for lightpath.flow.hdl.run with profile "timing"
and the include directories of lightpath.flow.paths (rtl/common: lp_assert.svh)."""

from __future__ import annotations

from pathlib import Path

from lightpath.flow.paths import REPO, closure, rtl_sources

MODEL = REPO / "boards" / "vcu118" / "sim" / "mbv_sys_wrapper.sv"


def model_files() -> list[Path]:
    """Every file the model may need, packages first: the RTL tree (lp_sync_bit, lp_rst_sync), the
    generated map package, the Xilinx IP models of boards/sim, the wrapper."""
    return [*rtl_sources(), REPO / "boards" / "vcu118" / "sim" / "lp_mbv_map_pkg.sv",
            *sorted((REPO / "boards" / "sim").glob("*.sv")), MODEL]


def sources(top: str, extra: list[Path]) -> list[Path]:
    """The files the design below `top` needs (lightpath.flow.paths.closure): the model's and `extra` (the
    test top and whatever else it instantiates), in compile order."""
    return closure(top, [*model_files(), *extra])
