"""lightpath.rrtable (pure Python): schedule generation, the checker's error reports, images and CLI."""

from __future__ import annotations

import json

import pytest

from lightpath import rrtable
from lightpath.cell import generated as cellfmt
from lightpath.regs.lp_nic_regs import REGS
from lightpath.rrtable import Entry, ErrCode, RRTableError


@pytest.mark.parametrize("ports", [2, 3, 4, 5, 8, 16, 17, 31, 32, 63, 64, 256])
def test_generate_is_conflict_free_and_complete(ports: int) -> None:
    """Independent of check(): push every slot through a cyclic AWGR and count who meets whom."""
    tables = rrtable.generate(ports, ports)
    assert len(tables) == ports and all(len(t) == ports - 1 for t in tables)
    met = [[0] * ports for _ in range(ports)]
    for slot in range(ports - 1):
        outputs = []
        for node in range(ports):
            e = tables[node][slot]
            assert e.valid and 1 <= e.wl < ports
            out = (node + e.wl) % ports  # the AWGR, written out again here
            assert e.dst == out
            outputs.append(out)
            met[node][out] += 1
        assert sorted(outputs) == list(range(ports)), f"slot {slot}: outputs collide"
    for a in range(ports):
        for b in range(ports):
            assert met[a][b] == (0 if a == b else 1), (a, b)
    rrtable.check(tables, ports, ports)


@pytest.mark.parametrize("ports", [2, 5, 16])
def test_rx_sources(ports: int) -> None:
    tables = rrtable.generate(ports, ports)
    rx = rrtable.rx_sources(tables)
    for j in range(ports):
        assert rx[j] == [(j - (s + 1)) % ports for s in range(ports - 1)]
        assert sorted(rx[j]) == [i for i in range(ports) if i != j]  # hears everyone once
    tables[0][0] = Entry(1, 1, valid=False)
    assert rrtable.rx_sources(tables)[1][0] is None
    assert rrtable.images(tables, ports)[1]["entries"][0]["rx_src"] is None  # type: ignore[index]


def test_more_wavelengths_than_ports_is_fine() -> None:
    tables = rrtable.generate(4, 8)
    rrtable.check(tables, 4, 8)
    assert max(e.wl for t in tables for e in t) == 3


@pytest.mark.parametrize("ports,num_wl", [(8, 7), (8, 6), (8, 1), (64, 32), (16, 15)])
def test_too_few_wavelengths_is_a_clear_error(ports: int, num_wl: int) -> None:
    with pytest.raises(RRTableError, match=rf"NUM_WL={num_wl} cannot reach everyone in a P={ports} fabric"):
        rrtable.generate(ports, num_wl)


@pytest.mark.parametrize("ports", [0, 1, 257])
def test_port_count_out_of_range(ports: int) -> None:
    with pytest.raises(RRTableError, match=rf"P={ports}"):
        rrtable.generate(ports, 256)


def _mutable(ports: int) -> list[list[Entry]]:
    return [list(t) for t in rrtable.generate(ports, ports)]


def test_check_names_slot_and_node_of_a_wrong_mapping() -> None:
    t = _mutable(8)
    t[5][2] = Entry(wl=3, dst=1)  # node 5 on wl 3 reaches 0, not 1
    with pytest.raises(RRTableError, match=r"slot 2, node 5: entry wl=3 dst=1 breaks rule DST .*output of node 5 on wl 3 is 0"):
        rrtable.check(t, 8)


@pytest.mark.parametrize(
    "entry,num_wl,rule", [(Entry(0, 3), 8, "WL_ZERO"), (Entry(9, 4), None, "WL_PORTS"), (Entry(9, 4), 8, "WL_RANGE")]
)
def test_check_wavelength_rules(entry: Entry, num_wl: int | None, rule: str) -> None:
    t = _mutable(8)
    t[3][4] = entry
    with pytest.raises(RRTableError, match=rf"slot 4, node 3: .*{rule}"):
        rrtable.check(t, 8, num_wl=num_wl)


def test_check_reports_a_conflict_with_both_nodes() -> None:
    t = _mutable(8)
    # node 0 slot 0 on wl 2 reaches 2 -- legal on its own, but node 1 reaches 2 on wl 1 in the same slot
    t[0][0], t[0][1] = Entry(2, 2), Entry(1, 1)
    with pytest.raises(RRTableError, match=r"slot 0: conflict, nodes 0 and 1 both reach node 2"):
        rrtable.check(t, 8)


def test_check_reports_a_node_never_met() -> None:
    t = _mutable(6)
    t[2][3] = Entry(wl=4, dst=0, valid=False)  # node 2 no longer reaches 0 (2 + 4 = 6 = 0 mod 6)
    with pytest.raises(RRTableError, match=r"node 2 never reaches node\(s\) \[0\]"):
        rrtable.check(t, 6)


def test_check_shape_errors() -> None:
    t = _mutable(4)
    with pytest.raises(RRTableError, match="3 tables for P=4"):
        rrtable.check(t[:3], 4)
    t[1] = t[1][:2]
    with pytest.raises(RRTableError, match="different lengths"):
        rrtable.check(t, 4)
    with pytest.raises(RRTableError, match="empty tables"):
        rrtable.check([[] for _ in range(4)], 4)


def test_dark_slots_are_allowed() -> None:
    t = _mutable(4)
    for n in range(4):
        t[n].append(Entry(0, 0, valid=False))  # a dark slot at the end of every cycle
    rrtable.check(t, 4)


def test_table_error_model_order() -> None:
    good = rrtable.generate(8, 8)[3]
    assert rrtable.table_error(good, 7, 3, 8, 8, 64) == (ErrCode.OK, 0)
    assert rrtable.table_error(good, 0, 3, 8, 8, 64) == (ErrCode.LEN_ZERO, 0)
    assert rrtable.table_error(good, 65, 3, 8, 8, 64) == (ErrCode.LEN_RANGE, 0)
    assert rrtable.table_error(good, 7, 8, 8, 8, 64) == (ErrCode.NODE, 0)
    bad = list(good)
    bad[5] = Entry(0, 3)
    bad[2] = Entry(2, 4)
    assert rrtable.table_error(bad, 7, 3, 8, 8, 64) == (ErrCode.DST, 2)  # the first bad slot wins
    assert rrtable.table_error(bad, 2, 3, 8, 8, 64) == (ErrCode.OK, 0)  # entries beyond len are not checked
    dark = [Entry(1, 4, valid=False)] * 7
    assert rrtable.table_error(dark, 7, 3, 8, 8, 64) == (ErrCode.NO_VALID, 0)


def test_images() -> None:
    tables = rrtable.generate(16, 16)
    imgs = rrtable.images(tables, 16, arbiter=15)
    f = REGS["RR_TABLE[0]"].fields
    for node, img in enumerate(imgs):
        assert img["node"] == node and img["length"] == 15 and img["num_ports"] == 16
        assert img["arbiter_slot"] == (None if node == 15 else (15 - node) - 1)
        for s, (w, c) in enumerate(zip(img["rr_table"], img["cfg_wdata"])):  # type: ignore[call-overload]
            e = tables[node][s]
            assert (f["wl"].extract(w), f["dst"].extract(w), f["valid"].extract(w)) == (e.wl, e.dst, 1)
            assert c == (1 << 16) | (e.wl << 8) | e.dst  # the documented {valid, wl[7:0], dst[7:0]}
            assert rrtable.cfg_entry(c) == e
    assert rrtable.images(rrtable.generate(256, 256), 256)[0]["num_ports"] == 0  # 0 encodes 256
    assert rrtable.CFG_WDATA_BITS == 1 + 8 + cellfmt.NODE_ID_BITS
    with pytest.raises(RRTableError):
        rrtable.cfg_word(Entry(256, 0))


def test_cli_text_json_and_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert rrtable.main(["4"]) == 0
    text = capsys.readouterr().out
    assert "1>1" in text and "arbiter = node 3" in text
    assert rrtable.main(["8", "--json", "--arbiter", "0"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["ports"] == 8 and doc["num_wl"] == 8 and len(doc["nodes"]) == 8
    assert doc["nodes"][0]["arbiter_slot"] is None and doc["nodes"][1]["arbiter_slot"] == 6
    assert rrtable.main(["8", "--num-wl", "4"]) == 2
    assert "cannot reach everyone" in capsys.readouterr().err
    assert rrtable.main(["4", "--arbiter", "4"]) == 2
    assert "arbiter 4 is not a node" in capsys.readouterr().err
