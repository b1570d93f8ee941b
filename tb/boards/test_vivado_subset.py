"""The Vivado-safe SystemVerilog subset (lightpath.boards.vivado_subset, docs/vivado-flow.md): the files the
Vivado flow synthesises use none of what Vivado refuses or ignores, and each rule fires on its construct."""

from __future__ import annotations

from pathlib import Path

import pytest

from lightpath.boards import vivado_subset as vs
from lightpath.flow.paths import REPO


def _check(text: str) -> list[vs.Finding]:
    return vs.check_source(vs.load(Path("t.sv"), text))


def _module(body: str, header: str = "") -> str:
    return (f"`default_nettype none\nmodule t #(parameter int N = 4{header}) (input wire logic clk);\n{body}\n"
            "endmodule\n`default_nettype wire\n")


def test_flow_files_are_in_the_subset() -> None:
    files = vs.flow_files()
    rel = {p.relative_to(REPO).as_posix() for p in files}
    assert "rtl/common/lp_assert.svh" in rel, "included headers are checked too"
    assert any(r.startswith("boards/") for r in rel) and len(files) > 80
    found = vs.check_files(files)
    assert not found, "\n".join(map(str, found))


# (rule, a snippet that breaks it, the same intent within the subset)
CASES = [
    ("string-type", _module("", ', parameter string STYLE = "block"'), _module("", ', parameter STYLE = "block"')),
    ("cast-width-function", _module("logic [1:0] a; logic [3:0] b;\nassign a = $clog2(N)'(b);"),
     _module("localparam int AW = $clog2(N);\nlogic [1:0] a; logic [3:0] b;\nassign a = AW'(b);")),
    ("severity-in-procedural", _module('initial begin\n    if (N < 2) $fatal(1, "N");\nend'),
     _module('if (N < 2) begin : g_bad_n\n    $fatal(1, "N");\nend')),
    ("severity-in-procedural", _module('always_ff @(posedge clk) if (N == 3) $error("x");'),
     _module('`ifndef SYNTHESIS\nalways_ff @(posedge clk) if (N == 3) $error("x");\n`endif')),
    ("sim-only-construct", _module('initial $display("hello");'),
     _module('`ifndef SYNTHESIS\ninitial $display("hello");\n`endif')),
    ("sim-only-construct", _module("logic a;\nalways_comb assert (a);"),
     _module("logic a;\n`ifdef SYNTHESIS\n`else\nalways_comb assert (a);\n`endif")),
    ("unsupported-keyword", _module("logic a;\ninitial begin\n    fork a = 1'b1; join\nend"),
     _module("logic a;\nassign a = 1'b1;")),
    ("unsupported-keyword", _module("logic a;\nassign #2 a = 1'b1;"), _module("logic a;\nassign a = 1'b1;")),
    ("case-without-default",
     _module("logic [1:0] s; logic y;\nalways_comb unique case (s)\n    2'd0: y = 1'b0;\n    2'd1: y = 1'b1;\nendcase"),
     _module("logic [1:0] s; logic y;\nalways_comb unique case (s)\n    2'd0: y = 1'b0;\n    default: y = 1'b1;\n"
             "endcase")),
    ("default-nettype-leak", _module("").replace("`default_nettype wire\n", ""), _module("")),
    ("trailing-comma",
     "`default_nettype none\nmodule t (\n    input wire logic clk,\n);\nendmodule\n`default_nettype wire\n",
     _module("")),
]


@pytest.mark.parametrize(("rule", "bad", "good"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_rule_fires_and_its_fix_passes(rule: str, bad: str, good: str) -> None:
    found = _check(bad)
    assert found and {f.rule for f in found} == {rule}, found
    assert found[0].line >= 1
    assert _check(good) == []


def test_every_rule_has_a_case_and_a_source() -> None:
    assert {r.name for r in vs.RULES} == {c[0] for c in CASES}
    for r in vs.RULES:
        assert r.source.startswith(("UG901", "IEEE 1800")), r.name


def test_comments_and_strings_do_not_count() -> None:
    text = _module('// initial $display("x"); fork\n/* parameter string S = "a"; */\n'
                   'localparam logic [63:0] M = "fork";')
    assert _check(text) == []


def test_cli_reports_and_fails(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sv"
    bad.write_text(CASES[0][1])
    assert vs.main([str(bad)]) == 1
    good = tmp_path / "good.sv"
    good.write_text(CASES[0][2])
    assert vs.main([str(good)]) == 0
