"""The SOA debug bundle's probe list (rtl/debug/lp_ila_soa.toml, lightpath.gen.ila_probes): the real list
loads with consistent bit positions that match the generated SV struct and the ILA IP TCL, and a
malformed list is refused with an error naming the problem."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lightpath.boards import BOARDS
from lightpath.flow.paths import REPO
from lightpath.gen.ila_probes import SPEC_PATH, load


def test_real_list_is_consistent() -> None:
    spec = load()
    assert [p.index for p in spec.probes] == list(range(len(spec.probes)))
    # probe 0 is the most significant field; the fields tile the bundle without gaps
    pos = spec.width
    for p in spec.probes:
        pos -= p.width
        assert p.lsb == pos, p
    assert pos == 0
    names = {p.name for p in spec.probes}
    assert {"slot_idx", "wl", "soa_en", "slot_phase", "cdr_hit", "cdr_miss", "crc_err"} <= names
    assert {t.name for t in spec.triggers} >= {"soa_switch", "crc_error", "phase_miss"}
    # extract() inverts the packing
    bundle = sum((p.index + 1) % (1 << p.width) << p.lsb for p in spec.probes)
    assert all(p.extract(bundle) == (p.index + 1) % (1 << p.width) for p in spec.probes)


def test_generated_outputs_follow_the_list() -> None:
    spec = load()
    pkg = (REPO / "rtl" / "debug" / "generated" / "lp_ila_pkg.sv").read_text()
    assert f"LP_ILA_SOA_W     = {spec.width};" in pkg
    fields = re.findall(r"logic (?:\[(\d+):0\] )?\s*(\w+);", pkg)
    assert [n for _, n in fields] == [p.name for p in spec.probes]
    assert [int(w) + 1 if w else 1 for w, _ in fields] == [p.width for p in spec.probes]
    for board, b in BOARDS.items():
        tcl = (REPO / "ip" / board / f"{spec.name}.tcl").read_text()
        assert f"lp_require_part {b.part}" in tcl
        assert f"CONFIG.C_NUM_OF_PROBES {{{len(spec.probes)}}}" in tcl
        for p in spec.probes:
            assert f"CONFIG.C_PROBE{p.index}_WIDTH {{{p.width}}}" in tcl


BAD = [
    ('name  = "slot_idx"', 'name  = "slot idx"', "bad or repeated name"),
    ('name  = "wl"', 'name  = "slot_idx"', "bad or repeated name"),
    ('name  = "wl"\nwidth = 8', 'name  = "wl"\nwidth = 0', "width 0 outside 1..1024"),
    ("enum  = { idle = 0, guard = 1, preamble = 2, cell = 4 }", "enum  = { idle = 0, cell = 8 }",
     "enum value does not fit"),
    ("probe    = \"crc_err\"", "probe    = \"crc_error_typo\"", "unknown probe 'crc_error_typo'"),
    ("position = 4096", "position = 9000", "value or position out of range"),
    ("depth       = 8192 ", "depth       = 5000 ", "depth 5000 must be a power of two"),
]


@pytest.mark.parametrize(("old", "new", "message"), BAD, ids=[m.split()[0] + str(i) for i, (_, _, m) in enumerate(BAD)])
def test_malformed_list_refused(tmp_path: Path, old: str, new: str, message: str) -> None:
    text = SPEC_PATH.read_text()
    assert old in text, old
    bad = tmp_path / "probes.toml"
    bad.write_text(text.replace(old, new, 1))
    with pytest.raises(ValueError, match=re.escape(message)):
        load(bad)


def test_empty_list_refused(tmp_path: Path) -> None:
    bad = tmp_path / "probes.toml"
    bad.write_text('[ila]\nname = "ila_soa"\ndepth = 8192\nmu_cnt = 2\npipe_stages = 1\n')
    with pytest.raises(ValueError, match="no \\[\\[probe\\]\\] entries"):
        load(bad)
