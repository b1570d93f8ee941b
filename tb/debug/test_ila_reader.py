"""lightpath.ila (pure Python): the capture reader's formats, its rules and its errors.

Captures come from lightpath.ila.model (a node running its round-robin table, obeying every rule) and
are written by the package's own writers (Vivado-style CSV, VCD, FST); each rule is shown to find
exactly one injected violation at the right sample, in every format, and the clean capture to give
none. Every malformed input is refused with IlaFormatError naming the file, the line and the problem.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from lightpath.gen.ila_probes import load
from lightpath.ila import Capture, IlaFormatError, Params, check, read, write_csv, write_fst, write_vcd
from lightpath.ila.model import GUARD, SLOT_WORDS, node_capture, sample_of
from lightpath.ila.rules import min_dark_cycles

SPEC = load()
LIT = [True, True, False, True, True, True, False, True, True, True, True, True]  # 12 slots, two dark
PORTS, NODE = 4, 1
# settle_cycles 0: these captures raise SOAs late in the guard on purpose; test_ila_rules.py checks the
# settle budget
PARAMS = Params(ports=PORTS, node=NODE, settle_cycles=0)


def base(**kw: object) -> Capture:
    return node_capture(len(LIT), ports=PORTS, node=NODE, lit=LIT, **kw)  # type: ignore[arg-type]


def rules_of(cap: Capture, params: Params = PARAMS) -> list[tuple[str, int, int]]:
    return [(v.rule, v.sample, v.last) for v in check(cap, params).violations]


def roundtrip(cap: Capture, fmt: str, tmp: Path, **kw: object) -> Capture:
    """Write `cap` in `fmt` (csv | vcd | vcd-bundle | vcd-noclock | fst | fst-bundle | fst-noclock), read it."""
    kind, _, variant = fmt.partition("-")
    path = tmp / f"cap.{kind}"
    if kind == "csv":
        write_csv(path, cap, **kw)  # type: ignore[arg-type]
    else:
        writer = write_vcd if kind == "vcd" else write_fst
        writer(path, cap, bundle=variant == "bundle", clock=None if variant == "noclock" else "clk")
    return read(path)


FORMATS = ("csv", "vcd", "vcd-bundle", "vcd-noclock", "fst", "fst-bundle", "fst-noclock")


# ----------------------------------------------------------------------------------------------- formats
@pytest.mark.parametrize("fmt", FORMATS)
def test_clean_capture_roundtrip(fmt: str, tmp_path: Path) -> None:
    """A clean capture survives every writer/reader pair unchanged and gives no violation and no event."""
    cap = base()
    got = roundtrip(cap, fmt, tmp_path)
    assert got.probes == cap.probes
    assert got.fmt == fmt.split("-")[0] and got.n == len(LIT) * SLOT_WORDS
    rep = check(got, PARAMS)
    assert rep.violations == []
    assert all(rep.events[e].count == 0 for e in ("cdr_miss", "crc_err", "soa_fault"))
    # what the rules look at is really there
    assert rep.stats["switches"] >= 6 and rep.stats["soa_edges"] >= 10 and rep.events["cdr_hit"].count == len(LIT)


def test_csv_radices_and_trigger(tmp_path: Path) -> None:
    """Each column in its own radix (HEX, UNSIGNED, SIGNED, BINARY, OCTAL) reads back the same; the
    TRIGGER column gives the trigger sample."""
    cap = base()
    radix = {"slot_idx": "UNSIGNED", "slot_word": "OCTAL", "slot_phase": "SIGNED", "wl": "SIGNED",
             "soa_en": "BINARY", "laser_en": "SIGNED", "cdr_phase": "BINARY"}
    write_csv(tmp_path / "c.csv", cap, radix=radix, trigger=123)
    text = (tmp_path / "c.csv").read_text().splitlines()
    assert text[1].startswith("Radix - UNSIGNED,") and "SIGNED" in text[1] and "OCTAL" in text[1]
    assert any(",-4," in line for line in text[2:])  # slot_phase `cell` (3'b100) is -4 in SIGNED
    got = read(tmp_path / "c.csv")
    assert got.probes == cap.probes and got.trigger == 123
    assert got.origin["wl"] == "u_core/u_ila_soa_probe/wl[7:0]"


def test_vcd_matches_pywellen(tmp_path: Path) -> None:
    """The package's VCD writer and parser against an independent reader (pywellen): same values."""
    import pywellen

    cap = base()
    write_vcd(tmp_path / "w.vcd", cap, clock=None)
    wave = pywellen.Waveform(str(tmp_path / "w.vcd"))
    for v in wave.all_vars():
        name = v.full_name.split(".")[-1]
        changes = list(v.signal)
        want = cap.probes[name]
        expect = [(k, want[k]) for k in range(cap.n) if k == 0 or want[k] != want[k - 1]]
        assert [(t // 6400, val) for t, val in changes] == expect, name


def test_simulator_vcd_samples_before_the_edge(tmp_path: Path) -> None:
    """A simulator's VCD: flop outputs change in the timestamp of the clock edge; the reader samples the
    value from before the edge (what the ILA captures), one sample per rising edge, and ignores the
    design's other signals."""
    spec_vars = "\n".join(f"$var wire {p.width} {chr(40 + i)} {p.name} $end" for i, p in enumerate(SPEC.probes))
    vals = [0, 5, 9, 9]  # slot_word value registered at each rising edge
    body = ["#0", "$dumpvars", "0!", "b0 #"] + [f"b0 {chr(40 + i)}" if p.width > 1 else f"0{chr(40 + i)}"
                                                 for i, p in enumerate(SPEC.probes)] + ["$end"]
    word_id = chr(40 + [p.name for p in SPEC.probes].index("slot_word"))
    for k, v in enumerate(vals):
        body += [f"#{10 * k + 5}", "1!", f"b{v:b} {word_id}", f"b{k:b} #", f"#{10 * k + 10}", "0!"]
    (tmp_path / "sim.vcd").write_text(
        "$timescale 1ns $end\n$scope module tb $end\n$var wire 1 ! clk $end\n$var wire 4 # other [3:0] $end\n"
        f"$scope module u_nic $end\n{spec_vars}\n$upscope $end\n$upscope $end\n$enddefinitions $end\n"
        + "\n".join(body) + "\n")
    got = read(tmp_path / "sim.vcd")
    assert got.n == len(vals) and got.probes["slot_word"] == [0, 0, 5, 9]
    assert got.times == [5, 15, 25, 35] and got.time_unit_s == 1e-9
    # without the clock: one sample per timestamp, after that timestamp's changes
    nock = read(tmp_path / "sim.vcd", clock=None)
    assert nock.n == 2 * len(vals) + 1 and nock.probes["slot_word"][:4] == [0, 0, 0, 5]


DATA = Path(__file__).parent / "data"


def test_real_verilator_dumps() -> None:
    """Two VCDs Verilator 5.048 wrote for data/ila_dump_tb.sv (a counter driving a dbg_ila bundle beside a
    packed pair of bundles named `pair`): the struct traced field by field (scopes dbg_ila, pair[0],
    pair[1]) and as one 72-bit vector. Both read to the same samples, with the pre-edge values of the
    counter's flops; the struct dump needs --scope (three scopes have probe-named members)."""
    with pytest.raises(IlaFormatError, match=r"probe slot_idx matches several signals .*choose with --scope"):
        read(DATA / "verilator_struct.vcd")
    fields = read(DATA / "verilator_struct.vcd", scope="dbg_ila")
    flat = read(DATA / "verilator_flat.vcd")
    assert fields.probes == flat.probes
    assert (fields.origin["wl"] == "ila_dump_tb.dbg_ila.wl[7:0]"
            and flat.origin["wl"] == "ila_dump_tb.dbg_ila[71:0][48:41]")
    n = flat.n
    assert n == 20
    cnt = [max(k - 1, 0) for k in range(n)]  # sample k holds what rising edge k-1 registered
    assert flat["slot_word"] == cnt
    assert flat["soa_en"] == [0] + [1 << (c % 8) for c in cnt[1:]]
    assert flat["crc_err"] == [0] + [c >> 3 & 1 for c in cnt[1:]]
    assert all(v == 0 for v in flat["slot_idx"] + flat["laser_en"])
    # node 1 of the pair (scopes pair[1]: not a bundle name, so only --scope picks it)
    assert read(DATA / "verilator_struct.vcd", scope="pair[1]")["slot_idx"] == cnt


def test_node_and_scope_selection(tmp_path: Path) -> None:
    """Several nodes in one file: n<X>_dbg_ila vectors or scopes, or one packed vector of all nodes;
    --node / --scope pick one, and without them the reader refuses to guess."""
    caps = {f"n{n}_dbg_ila": base(crc_errors={100 + n}) for n in range(3)}
    write_vcd(tmp_path / "b.vcd", caps, bundle=True)
    write_fst(tmp_path / "s.fst", caps, bundle=False)
    for n in range(3):
        assert read(tmp_path / "b.vcd", node=n).probes["crc_err"].index(1) == 100 + n
        assert read(tmp_path / "s.fst", node=n).probes["crc_err"].index(1) == 100 + n
        assert read(tmp_path / "s.fst", scope=f"n{n}_").probes["crc_err"].index(1) == 100 + n
    with pytest.raises(IlaFormatError, match="several bundle signals"):
        read(tmp_path / "b.vcd")
    with pytest.raises(IlaFormatError, match="matches several signals"):
        read(tmp_path / "s.fst")
    # one packed vector, node n in bits [72n + 71 : 72n] (the fabric tops' dbg_ila)
    w = 3 * SPEC.width
    body = []
    for k in range(caps["n0_dbg_ila"].n):
        v = sum(caps[f"n{n}_dbg_ila"].bundle(k) << (SPEC.width * n) for n in range(3))
        body += [f"#{10 * k}", "0!", f"b{v:b} #", f"#{10 * k + 5}", "1!"]
    (tmp_path / "one.vcd").write_text(
        "$timescale 1ns $end\n$scope module top $end\n$var wire 1 ! clk $end\n"
        f"$var wire {w} # dbg_ila [{w - 1}:0] $end\n"
        "$upscope $end\n$enddefinitions $end\n" + "\n".join(body) + "\n")
    assert read(tmp_path / "one.vcd", node=2).probes == caps["n2_dbg_ila"].probes
    with pytest.raises(IlaFormatError, match=r"packs 3 bundles .*--node"):
        read(tmp_path / "one.vcd")
    with pytest.raises(IlaFormatError, match="no node 3"):
        read(tmp_path / "one.vcd", node=3)


# ------------------------------------------------------------------------------------------------- rules
def test_min_dark_cycles() -> None:
    """Whole dark cycles before an SOA rises (docs/soa-driver.md: smallest c with c*OSR + offset >= dead)."""
    assert min_dark_cycles(2, 2, 8) == 0  # the reset values: the rise shares cycle 0 with the old SOA's fall
    assert min_dark_cycles(10, 3, 8) == 1
    assert min_dark_cycles(11, 3, 8) == 1 and min_dark_cycles(12, 3, 8) == 2
    assert min_dark_cycles(9, 7, 4) == 2  # offset clamps to OSR-1 = 3
    assert min_dark_cycles(255, 0, 8) == 32 and min_dark_cycles(0, 7, 8) == 0
    assert Params(dead_time=2, edge_offset=2).min_dark == 0 and Params(dead_cycles=5).min_dark == 5
    assert Params().min_dark is None  # nothing given: the dead-time rule is not run (not checked at 0)


def _two_soa(cap: Capture) -> tuple[Capture, list[tuple[str, int, int]]]:
    k = sample_of(4, 0)  # slot 4 switches SOA 1 -> 2 here; a third SOA joins for this one sample
    cap.probes["soa_en"][k] |= 1 << 6
    return cap, [("two_soa", k, k)]


def _dead_time(cap: Capture) -> tuple[Capture, list[tuple[str, int, int]]]:
    k = sample_of(4, 0)  # with one dark cycle required, SOA 2 rises in word 1; make it rise in word 0
    assert cap.probes["soa_en"][k] == 0 and cap.probes["soa_en"][k + 1] == 1 << 2
    cap.probes["soa_en"][k] = 1 << 2
    return cap, [("dead_time", k, k)]


def _guard_edge(cap: Capture) -> tuple[Capture, list[tuple[str, int, int]]]:
    k = sample_of(3, 0)  # slot 3 follows a dark slot: its SOA rises in word 0; make it rise in word 5
    for j in range(k, k + 5):
        cap.probes["soa_en"][j] = 0
    return cap, [("guard_edge", k + 5, k + 5)]


def _wavelength(cap: Capture) -> tuple[Capture, list[tuple[str, int, int]]]:
    k = sample_of(5, 0)  # slot 5 (index 2, wavelength 3) lit on SOA 5 instead
    for j in range(k, k + SLOT_WORDS):
        assert cap.probes["soa_en"][j] == 1 << 3
        cap.probes["soa_en"][j] = 1 << 5
    return cap, [("wavelength", k, k + SLOT_WORDS - 1)]


INJECT: dict[str, tuple[Callable[[Capture], tuple[Capture, list[tuple[str, int, int]]]], dict[str, int],
                        Params]] = {
    "two_soa": (_two_soa, {}, PARAMS),
    "dead_time": (_dead_time, {"dead_cycles": 1}, Params(ports=PORTS, node=NODE, dead_time=10, edge_offset=3,
                                                                    settle_cycles=0)),
    "guard_edge": (_guard_edge, {}, PARAMS),
    "wavelength": (_wavelength, {}, PARAMS),
}


@pytest.mark.parametrize("fmt", ("memory", "csv", "vcd", "fst"))
@pytest.mark.parametrize("rule", list(INJECT))
def test_rule_finds_one_injected_violation(rule: str, fmt: str, tmp_path: Path) -> None:
    inject, model_kw, params = INJECT[rule]
    clean = base(**model_kw)
    assert rules_of(clean, params) == []
    cap, want = inject(clean.copy())
    if fmt != "memory":
        cap = roundtrip(cap, fmt, tmp_path)
    rep = check(cap, params)
    assert [(v.rule, v.sample, v.last) for v in rep.violations] == want, rep.text()
    v = rep.violations[0]
    assert v.time_ns == pytest.approx(v.sample * params.period_ns)
    assert rep.failed()


@pytest.mark.parametrize("late", [1, GUARD, GUARD + 1])
def test_guard_window_boundary(late: int) -> None:
    """An SOA rising `late` words into a slot that follows a dark one: inside the guard (word < guard
    words) it is fine, from the first non-guard word on it is a guard_edge violation; --guard-words
    moves the boundary."""
    cap = base()
    k = sample_of(3, 0)
    for j in range(k, k + late):
        cap.probes["soa_en"][j] = 0
    want = [] if late < GUARD else [("guard_edge", k + late, k + late)]
    assert rules_of(cap) == want
    wider = Params(ports=PORTS, node=NODE, guard_words=late + 1, settle_cycles=0)
    assert rules_of(cap, wider) == []


def test_dead_time_follows_the_registers() -> None:
    """The one-dark-cycle capture passes the reset values too; the zero-dark one fails only when the
    registers ask for a dark cycle (dead_time 10, edge_offset 3 at OSR 8)."""
    one_dark = base(dead_cycles=1)
    assert rules_of(one_dark, PARAMS) == []
    zero_dark = base()
    slow = Params(ports=PORTS, node=NODE, dead_time=10, edge_offset=3, settle_cycles=0)
    found = rules_of(zero_dark, slow)
    assert found and {r for r, _, _ in found} == {"dead_time"}
    # every switch between two lit slots, none after a dark slot
    switch_slots = [s for s in range(1, len(LIT)) if LIT[s] and LIT[s - 1]]
    assert [k for _, k, _ in found] == [sample_of(s, 0) for s in switch_slots]


def test_wavelength_against_a_given_table() -> None:
    """A table that says otherwise: every lit run of the slot indices that disagree is reported, for the
    SOA lit (wavelength) and for the `wl` probe (wl_probe), which follows the SOA in this capture."""
    from lightpath.ila.rules import parse_table_wl

    cap = base()
    p = Params(ports=PORTS, node=NODE, table=parse_table_wl("1,3,3"), table_src="test")
    found = rules_of(cap, p)
    idx1 = [s for s in range(len(LIT)) if LIT[s] and s % 3 == 1]
    assert found == [(r, sample_of(s, 0), sample_of(s, SLOT_WORDS - 1)) for s in idx1 for r in ("wavelength",
                                                                                                 "wl_probe")]
    dark = Params(ports=PORTS, node=NODE, table=parse_table_wl("1,2,-"), table_src="test")
    assert {r for r, _, _ in rules_of(cap, dark)} == {"wavelength"}  # a dark entry: no wl to compare
    short = Params(ports=PORTS, node=NODE, table=parse_table_wl("1,2"), table_src="test")
    assert "outside the table" in check(cap, short).violations[0].message


@pytest.mark.parametrize("fmt", ("memory", "csv", "vcd"))
def test_events_reported(fmt: str, tmp_path: Path) -> None:
    """A phase-cache miss, a CRC error and a fault (raised in a dark slot, everything dark after) are
    reported with their samples; none of them is a violation unless asked for (--fail-on)."""
    miss_slot, crc, fault = 7, 500, sample_of(6, 0)
    cap = node_capture(len(LIT), ports=PORTS, node=NODE, lit=LIT[:7] + [False] * 5, misses={miss_slot},
                       crc_errors={crc}, fault_at=fault)
    if fmt != "memory":
        cap = roundtrip(cap, fmt, tmp_path)
    rep = check(cap, PARAMS)
    assert rep.violations == [], rep.text()
    miss = sample_of(miss_slot, GUARD + 4)  # the burst's first word (the model's rx delay is 4 words)
    assert (rep.events["cdr_miss"].count, rep.events["cdr_miss"].samples) == (1, [miss])
    assert (rep.events["crc_err"].count, rep.events["crc_err"].samples) == (1, [crc])
    assert (rep.events["soa_fault"].count, rep.events["soa_fault"].samples) == (1, [fault])
    assert rep.stats["fault_samples"] == cap.n - fault
    assert not rep.failed() and rep.failed(["crc_err"]) and rep.failed(["soa_fault"])
    assert f"cdr_miss: 1 at samples {miss}" in rep.text()


def test_windows_are_not_compared_across(tmp_path: Path) -> None:
    """A two-window ILA capture (Sample in Window restarts): the last sample of window 1 is not the
    cycle before the first of window 2, so no edge is seen at the joint; the same samples as one
    window would show one."""
    a = base()
    cut = sample_of(1, 30)  # mid-cell of slot 1 (SOA 2) ...
    resume = sample_of(5, 30)  # ... joined to mid-cell of slot 5 (SOA 3)
    joined = Capture(SPEC, {k: v[:cut] + v[resume:] for k, v in a.probes.items()})
    assert rules_of(joined) == [("guard_edge", cut, cut)]
    write_csv(tmp_path / "w.csv", joined)
    lines = (tmp_path / "w.csv").read_text().splitlines()
    for i in range(2 + cut, len(lines)):  # window 2 counts from 0 again
        cells = lines[i].split(",")
        cells[1] = str(i - 2 - cut)
        lines[i] = ",".join(cells)
    (tmp_path / "w.csv").write_text("\n".join(lines) + "\n")
    got = read(tmp_path / "w.csv")
    assert got.breaks == (cut,) and got.probes == joined.probes
    assert rules_of(got) == []


# ---------------------------------------------------------------------------------------- malformed input
def _csv(tmp: Path, edit: Callable[[list[list[str]]], object] | None = None, text: str | None = None) -> Path:
    path = tmp / "bad.csv"
    if text is not None:
        path.write_text(text)
        return path
    write_csv(path, base())
    rows = [line.split(",") for line in path.read_text().splitlines()]
    if edit is not None:
        edit(rows)
    path.write_text("\n".join(",".join(r) for r in rows) + "\n")
    return path


def _col(rows: list[list[str]], probe: str) -> int:
    return next(j for j, c in enumerate(rows[0]) if c.split("/")[-1].split("[")[0] == probe)


def _set(rows: list[list[str]], row: int, probe: str, value: str) -> None:
    rows[row][_col(rows, probe)] = value


def _set_all(rows: list[list[str]], *edits: tuple[int, str, str]) -> None:
    for row, probe, value in edits:
        _set(rows, row, probe, value)


CSV_BAD: dict[str, tuple[Callable[[list[list[str]]], object], int | None, str]] = {
    "missing radix row": (lambda r: r.pop(1), 2, "expected the radix row"),
    "truncated row": (lambda r: r[40].__delitem__(slice(-3, None)), 41, "row truncated: 14 cells, expected 17"),
    "ragged row": (lambda r: r[7].append("0"), 8, "row too long: 18 cells"),
    "unknown probe": (lambda r: r[0].__setitem__(5, "u_core/u_ila_soa_probe/slot_wurd[10:0]"), 1,
                      "unknown column 'u_core/u_ila_soa_probe/slot_wurd[10:0]'"),
    "unknown radix": (lambda r: r[1].__setitem__(4, "ENUM"), 2, "radix 'ENUM' not supported"),
    "bad hex value": (lambda r: _set(r, 9, "soa_en", "00G1"), 10, "'00G1' is not a HEX value"),
    "bad binary value": (lambda r: _set_all(r, (1, "sending", "BINARY"), (12, "sending", "2")), 13,
                         "'2' is not a BINARY value"),
    "non-numeric bookkeeping": (lambda r: r[20].__setitem__(0, "x"), 21, "'x' is not a UNSIGNED value"),
    "value too wide": (lambda r: _set(r, 30, "wl", "1FF"), 31, "1FF (HEX) does not fit 8 bits"),
    "signed out of range": (lambda r: _set_all(r, (1, "wl", "SIGNED"), (5, "wl", "-129")), 6,
                            "-129 does not fit 8 signed bits"),
    "wrong width": (lambda r: r[0].__setitem__(_col(r, "wl"), "u_core/u_ila_soa_probe/wl[9:0]"), 1,
                    "is 10 bits wide, probe wl is 8 bits"),
    "missing probe": (lambda r: [row.pop(_col(r, "crc_err")) for row in reversed(r)], None,
                      "missing probe(s) crc_err (found 13 of 14 probes)"),
    "duplicate column": (lambda r: r[0].__setitem__(4, r[0][3]), 1, "appears twice"),
    "rows missing": (lambda r: r.pop(100), 101, "'Sample in Buffer' jumps from 97 to 99"),
    "no data": (lambda r: r.__delitem__(slice(2, None)), 3, "no data rows"),
}


@pytest.mark.parametrize("case", list(CSV_BAD))
def test_malformed_csv(case: str, tmp_path: Path) -> None:
    edit, line, msg = CSV_BAD[case]
    path = _csv(tmp_path, edit)
    with pytest.raises(IlaFormatError) as exc:
        read(path)
    assert exc.value.line == line and msg in exc.value.message, str(exc.value)
    assert str(exc.value).startswith(f"{path}:{line}:" if line else f"{path}:")


def test_empty_and_binary_files(tmp_path: Path) -> None:
    for name in ("e.csv", "e.vcd", "e.fst"):
        (tmp_path / name).write_bytes(b"")
        with pytest.raises(IlaFormatError, match="empty file"):
            read(tmp_path / name)
    (tmp_path / "blank.csv").write_text("\n\n")
    with pytest.raises(IlaFormatError, match="empty file"):
        read(tmp_path / "blank.csv")
    (tmp_path / "bin.csv").write_bytes(bytes(range(128, 256)))
    with pytest.raises(IlaFormatError, match="not a text file"):
        read(tmp_path / "bin.csv")
    with pytest.raises(IlaFormatError, match="no such file"):
        read(tmp_path / "absent.vcd")


def _vcd(tmp: Path, edit: Callable[[str], str], **kw: object) -> Path:
    write_vcd(tmp / "bad.vcd", base(), **kw)  # type: ignore[arg-type]
    text = edit((tmp / "bad.vcd").read_text())
    (tmp / "bad.vcd").write_text(text)
    return tmp / "bad.vcd"


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


VCD_BAD: dict[str, tuple[Callable[[str], str], dict[str, object], str, str | None]] = {
    "declared width differs": (lambda t: t.replace("$var wire 8 % wl [7:0] $end", "$var wire 9 % wl [8:0] $end"), {},
                               "is 9 bits wide, probe wl is 8 bits", "wl [8:0]"),
    "range disagrees": (lambda t: t.replace("wl [7:0]", "wl [6:0]"), {}, "width 8 but its range says 7 bits",
                        "wl [6:0]"),
    "unknown member": (lambda t: t.replace("$var wire 1 ) soa_fault $end", "$var wire 1 ) soa_fautl $end").replace(
        "$var wire 1 / clk $end", "$var wire 1 / clk $end\n$scope module dbg_ila $end").replace(
        "$upscope $end\n$enddefinitions", "$upscope $end\n$upscope $end\n$enddefinitions"), {},
                       "member 'soa_fautl' of the bundle is not a probe", "soa_fautl"),
    "missing probe": (lambda t: t.replace("$var wire 1 ) soa_fault $end", "$var wire 1 ) fault $end"), {},
                      "missing probe(s) soa_fault", None),
    "value too wide": (lambda t: t.replace("b10 %\n", "b110000010 %\n", 1), {}, "value of 9 bits for a 8-bit signal",
                       "b110000010 %"),
    "x sampled": (lambda t: t.replace("b10 %\n", "bx0 %\n", 1), {}, "value unknown (x/z or not yet dumped) in sample",
                  "wl [7:0]"),
    "bad timestamp": (lambda t: t.replace("#12800\n", "#12a00\n", 1), {}, "bad timestamp '#12a00'", "#12a00"),
    "time goes back": (lambda t: t.replace("#12800\n", "#1\n", 1), {}, "time goes back from 9600 to 1", "#1"),
    "no enddefinitions": (lambda t: t.replace("$enddefinitions $end", ""), {}, "before $enddefinitions", "#0"),
    "unterminated": (lambda t: t.split("$upscope")[0].replace(" $end\n", "\n"), {}, "without $end", None),
    "garbage": (lambda t: t.replace("#6400\n", "#6400\nhello\n", 1), {}, "unexpected 'hello'", "hello"),
    "undeclared id": (lambda t: t.replace("#6400\n", "#6400\nb101 ~~\n", 1), {}, "id '~~', which no $var declares",
                      "b101 ~~"),
    "bundle width": (lambda t: t.replace("$var wire 72 ! dbg_ila [71:0] $end", "$var wire 70 ! dbg_ila [69:0] $end"),
                     {"bundle": True}, "is 70 bits wide: expected 72 bits per node", "dbg_ila [69:0]"),
}


@pytest.mark.parametrize("case", list(VCD_BAD))
def test_malformed_vcd(case: str, tmp_path: Path) -> None:
    edit, kw, msg, needle = VCD_BAD[case]
    path = _vcd(tmp_path, edit, **kw)
    with pytest.raises(IlaFormatError) as exc:
        read(path)
    assert msg in exc.value.message, str(exc.value)
    if needle is not None:
        assert exc.value.line == _line_of(path, needle), str(exc.value)


def test_sparse_timestamps_with_a_time_step(tmp_path: Path) -> None:
    """A clockless VCD that writes no timestamp where nothing changes: one sample per timestamp loses the
    quiet samples; --time-step (the sample period in file units) restores every one; a timestamp off
    that grid is refused."""
    cap = base()
    cap.probes["slot_word"] = [0] * cap.n  # the one probe that changes every cycle: now quiet stretches exist
    write_vcd(tmp_path / "v.vcd", cap, clock=None)
    lines = (tmp_path / "v.vcd").read_text().splitlines()
    # drop every timestamp followed by another (nothing changed in it), but the file's last one
    sparse = [line for i, line in enumerate(lines)
              if not (line.startswith("#") and i + 1 < len(lines) and lines[i + 1].startswith("#"))]
    (tmp_path / "s.vcd").write_text("\n".join(sparse) + "\n")
    assert read(tmp_path / "s.vcd").n < cap.n // 4
    assert read(tmp_path / "s.vcd", step=6400).probes == cap.probes
    with pytest.raises(IlaFormatError, match="not on the grid of --time-step 5000"):
        read(tmp_path / "s.vcd", step=5000)


def test_clock_asked_for_but_absent(tmp_path: Path) -> None:
    write_vcd(tmp_path / "v.vcd", base(), clock=None)
    with pytest.raises(IlaFormatError, match="no clock signal 'core_clk'"):
        read(tmp_path / "v.vcd", clock="core_clk", clock_required=True)
    assert read(tmp_path / "v.vcd").n == base().n  # the default clock may be absent: one sample per timestamp


def test_malformed_fst(tmp_path: Path) -> None:
    write_fst(tmp_path / "good.fst", base())
    data = (tmp_path / "good.fst").read_bytes()
    (tmp_path / "cut.fst").write_bytes(data[: len(data) // 2])
    (tmp_path / "noise.fst").write_bytes(bytes([0]) + random.Random(1).randbytes(500))
    (tmp_path / "text.fst").write_text("Sample in Buffer\n")
    for name, msg in (("cut.fst", "not a readable FST"), ("noise.fst", "not a readable FST"),
                      ("text.fst", "not an FST file")):
        with pytest.raises(IlaFormatError, match=msg):
            read(tmp_path / name, "fst")
    caps = {"n0_dbg_ila": base()}
    write_fst(tmp_path / "scoped.fst", caps)
    with pytest.raises(IlaFormatError, match="missing probe"):
        read(tmp_path / "scoped.fst", scope="n1_")


@pytest.mark.parametrize("kind", ["vcd", "fst"])
def test_ila_export_markers_roundtrip(kind: str, tmp_path: Path) -> None:
    """The writers' ILA-export layout (markers=True: `_TRIGGER`, `_WINDOW`, `_GAP`, the sample number as
    timestamp, changes only) reads back with its windows, triggers and gaps, in VCD and FST."""
    a = base()
    size = 4 * SLOT_WORDS
    probes = {k: list(v) for k, v in a.probes.items()}
    for name in probes:
        probes[name][size + 3] = 0  # a gap sample reads 0
    cap = Capture(SPEC, probes, breaks=(size, 2 * size), triggers=(10, size + 20, 2 * size + 30), gaps=(size + 3,))
    path = tmp_path / f"m.{kind}"
    (write_vcd if kind == "vcd" else write_fst)(path, cap, markers=True)
    got = read(path)
    assert got.probes == cap.probes and got.n == cap.n
    assert got.window_starts() == [0, size, 2 * size] and got.triggers == cap.triggers and got.gaps == cap.gaps
