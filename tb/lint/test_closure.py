"""lightpath.flow.paths.closure: the files a top needs, which every Verilator build and lint is given instead of
the whole tree (docs/toolchain.md, "Verilator builds in the regression").

- a leaf module needs only its own file; a top pulls its submodules and the packages they import, in the order
  of the list it was given (packages first, as rtl_sources orders them);
- names in comments and strings do not count; an identifier that is a module name does (over-approximation);
- non-HDL files (Verilator configuration) are always kept; an unknown top is refused with the reason;
- every RTL module's closure elaborates: the lint of each module (tb/lint/test_lint.py) and every build of the
  regression run on closures, so a missing file fails there with Verilator's "Cannot find module".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from lightpath.flow.paths import closure, rtl_sources, sim_model_sources


def _write(d: Path, name: str, text: str) -> Path:
    p = d / name
    p.write_text(text)
    return p


def test_leaf_and_top_of_the_tree() -> None:
    files = rtl_sources() + sim_model_sources()
    assert [p.name for p in closure("lp_fifo_sync", files)] == ["lp_fifo_sync.sv"]
    core_files = closure("lp_nic_core", files)
    names = [p.name for p in core_files]
    assert "lp_cell_pkg.sv" in names and "lp_soa_driver.sv" in names and "lp_fifo_sync.sv" in names
    assert "lp_arbiter.sv" not in names and "lp_awgr_model.sv" not in names
    assert core_files == [f for f in files if f in core_files]          # the given order is kept
    pk = [i for i, n in enumerate(names) if n.endswith("_pkg.sv")]
    assert pk == list(range(len(pk)))                                      # packages first
    fab = [p.name for p in closure("lp_fabric4", files)]
    assert {"lp_arbiter.sv", "lp_nic_core.sv", "lp_awgr_model.sv"} <= set(fab)


def test_comments_strings_and_configuration(tmp_path: Path) -> None:
    pkg = _write(tmp_path, "p_pkg.sv", "package p_pkg; localparam int W = 8; endpackage\n")
    leaf = _write(tmp_path, "leaf.sv", "module leaf; endmodule\n")
    other = _write(tmp_path, "other.sv", "module other; endmodule\n")
    top = _write(tmp_path, "top.sv",
                 "// other is not used\n/* nor other */\nmodule top; import p_pkg::*;\n"
                 "  initial $display(\"other\");\n  leaf u_leaf ();\nendmodule\n")
    vlt = _write(tmp_path, "cfg.vlt", "`verilator_config\n")
    got = closure("top", [vlt, pkg, leaf, other, top])
    assert got == [vlt, pkg, leaf, top]
    assert closure("other", [pkg, leaf, other, top]) == [other]
    with pytest.raises(ValueError, match="no source declares module 'nope'"):
        closure("nope", [pkg, leaf, other, top])


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    leaf = _write(tmp_path, "leaf.sv", "module leaf; endmodule\n")
    extra = _write(tmp_path, "extra.sv", "module extra; endmodule\n")
    top = _write(tmp_path, "top.sv", "module top; leaf u (); endmodule\n")
    assert closure("top", [leaf, extra, top]) == [leaf, top]
    top.write_text("module top; leaf u (); extra e (); endmodule // now two\n")
    assert closure("top", [leaf, extra, top]) == [leaf, extra, top]
