"""lightpath.model.rrtable (pure Python): schedule generation, the checker's error reports, images and CLI."""

from __future__ import annotations

import json

import pytest

from lightpath.cell import generated as cellfmt
from lightpath.model import rrtable
from lightpath.model.rrtable import Entry, ErrCode, RRTableError
from lightpath.regs.lp_nic_node import REGS


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
        assert None not in rx[j] and sorted(s for s in rx[j] if s is not None) == [i for i in range(ports) if i != j]
    tables[0][0] = Entry(1, 1, valid=False)
    assert rrtable.rx_sources(tables)[1][0] is None
    # images report the rx column of the entries themselves (node 1's entry still names node 0)
    assert rrtable.images(tables, ports)[1]["entries"][0]["rx_src"] == 0  # type: ignore[index]
    tables[1][0] = Entry(tables[1][0].wl, tables[1][0].dst)  # rx_src None: nothing expected
    assert rrtable.images(tables, ports)[1]["entries"][0]["rx_src"] is None  # type: ignore[index]


@pytest.mark.parametrize("ports", range(2, 18))
def test_generate_rx_column(ports: int) -> None:
    """generate() fills rx_src with who really arrives: an AWGR pass written out again here."""
    tables = rrtable.generate(ports, ports)
    for s in range(ports - 1):
        heard = {}
        for i in range(ports):
            heard[(i + tables[i][s].wl) % ports] = i  # input i on wl k leaves output (i + k) mod P
        for j in range(ports):
            assert tables[j][s].rx_src == heard[j] == (j - (s + 1)) % ports, (s, j)
            assert rrtable.entry_error(tables[j][s], j, ports, ports) == ErrCode.OK
    rrtable.check(tables, ports, ports)
    for j, t in enumerate(tables):
        assert rrtable.table_error(t, len(t), j, ports, ports, 64) == (ErrCode.OK, 0)


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
    with pytest.raises(RRTableError, match=r"slot 2, node 5: entry wl=3 dst=1 breaks rule DST .*output of node "
                                            "5 on wl 3 is 0"):
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


def test_check_rejects_a_wrong_rx_column() -> None:
    t = _mutable(8)
    t[4][3] = Entry(t[4][3].wl, t[4][3].dst, rx_src=(t[4][3].rx_src or 0) + 1)  # legal node, wrong one
    with pytest.raises(RRTableError, match=r"slot 3, node 4: rx column says rx_src=1, but node 0's cell arrives"):
        rrtable.check(t, 8)
    t = _mutable(8)
    t[4][3] = Entry(t[4][3].wl, t[4][3].dst)  # rx_src None where a cell arrives
    with pytest.raises(RRTableError, match=r"slot 3, node 4: rx column says rx_src=None, but node 0's cell arrives"):
        rrtable.check(t, 8)
    t = _mutable(8)
    for n in range(8):  # a dark slot at the end, but node 2 expects node 5 in it
        t[n].append(Entry(0, 0, valid=False, rx_src=5 if n == 2 else None))
    with pytest.raises(RRTableError, match=r"slot 7, node 2: rx column says rx_src=5, but nothing arrives"):
        rrtable.check(t, 8)
    t = _mutable(8)
    t[6][1] = Entry(t[6][1].wl, t[6][1].dst, rx_src=6)  # itself: rule RX_SRC, named like the other rules
    with pytest.raises(RRTableError, match=r"slot 1, node 6: entry rx_src=6 breaks rule RX_SRC"):
        rrtable.check(t, 8)
    t = _mutable(8)
    t[6][1] = Entry(t[6][1].wl, t[6][1].dst, rx_src=8)
    with pytest.raises(RRTableError, match=r"slot 1, node 6: entry rx_src=8 breaks rule RX_SRC"):
        rrtable.check(t, 8)
    # tables without any rx column (hand-written, rx not used) are still accepted
    plain = [[Entry(e.wl, e.dst, e.valid) for e in tbl] for tbl in _mutable(8)]
    rrtable.check(plain, 8)


def test_rule_rx_src_in_the_model() -> None:
    """Rule 9 (RX_SRC): rx_src >= P or == node, checked after rules 4..7 of the same slot, before the
    next slot; independent of the TX valid bit; NO_VALID still looks at TX valid bits only."""
    good = rrtable.generate(8, 8)[3]
    assert rrtable.table_error(good, 7, 3, 8, 8, 64) == (ErrCode.OK, 0)
    for bad_src in (3, 8, 255):  # == node, == P, far beyond
        bad = list(good)
        bad[4] = Entry(good[4].wl, good[4].dst, rx_src=bad_src)
        assert rrtable.table_error(bad, 7, 3, 8, 8, 64) == (ErrCode.RX_SRC, 4), bad_src
        assert rrtable.table_error(bad, 4, 3, 8, 8, 64) == (ErrCode.OK, 0)  # beyond len: not checked
    bad = list(good)
    bad[4] = Entry(good[4].wl, good[4].dst + 1, rx_src=3)  # DST and RX_SRC in the same slot: DST first
    assert rrtable.table_error(bad, 7, 3, 8, 8, 64) == (ErrCode.DST, 4)
    bad = list(good)
    bad[2] = Entry(good[2].wl, good[2].dst, rx_src=9)  # RX_SRC at slot 2 before WL_ZERO at slot 5
    bad[5] = Entry(0, 3)
    assert rrtable.table_error(bad, 7, 3, 8, 8, 64) == (ErrCode.RX_SRC, 2)
    dark_rx = [Entry(0, 0, valid=False, rx_src=7)]  # a dark TX slot is still checked for RX_SRC ...
    assert rrtable.table_error(dark_rx, 1, 3, 8, 8, 64) == (ErrCode.NO_VALID, 0)  # ... rx does not count as valid
    assert rrtable.table_error([Entry(0, 0, valid=False, rx_src=3)], 1, 3, 8, 8, 64) == (ErrCode.RX_SRC, 0)
    assert rrtable.table_error([Entry(1, 4, rx_src=255)], 1, 3, 256, 8, 64) == (ErrCode.OK, 0)  # P = 256
    assert rrtable.entry_error(Entry(1, 4, rx_src=None), 3, 8, 8) == ErrCode.OK  # rx_valid 0 is legal


def test_cfg_word_round_trip() -> None:
    assert (rrtable.CFG_RX_SRC_LSB, rrtable.CFG_RX_VALID_BIT, rrtable.CFG_WDATA_BITS) == (17, 25, 26)
    assert rrtable.cfg_word(Entry(0x12, 0x34, valid=True, rx_src=0xAB)) == (1 << 25) | (0xAB << 17) | (1 << 16) | 0x1234
    assert rrtable.cfg_word(Entry(0x12, 0x34, valid=False)) == 0x1234  # rx None: rx_valid 0, rx_src 0
    assert rrtable.cfg_word(Entry(0, 0, valid=False, rx_src=0)) == 1 << 25
    for e in (Entry(255, 255, True, 255), Entry(0, 0, False, None), Entry(7, 1, False, 0), Entry(1, 0, True, None)):
        w = rrtable.cfg_word(e)
        assert w >> rrtable.CFG_WDATA_BITS == 0 and rrtable.cfg_entry(w) == e
        r = rrtable.reg_word(e)
        f = REGS["RR_TABLE[0]"].fields
        assert (f["rx_valid"].extract(r), f["rx_src"].extract(r)) == (int(e.rx_src is not None), e.rx_src or 0)
        assert r == w  # the register layout is the cfg_wdata layout
    with pytest.raises(RRTableError):
        rrtable.cfg_word(Entry(1, 1, rx_src=256))


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
            rx = (node - s - 1) % 16
            assert img["entries"][s]["rx_src"] == rx  # type: ignore[index]
            assert (f["wl"].extract(w), f["dst"].extract(w), f["valid"].extract(w)) == (e.wl, e.dst, 1)
            assert (f["rx_src"].extract(w), f["rx_valid"].extract(w)) == (rx, 1)
            # the documented {rx_valid, rx_src[7:0], valid, wl[7:0], dst[7:0]}
            assert c == (1 << 25) | (rx << 17) | (1 << 16) | (e.wl << 8) | e.dst
            assert rrtable.cfg_entry(c) == e
    assert rrtable.images(rrtable.generate(256, 256), 256)[0]["num_ports"] == 0  # 0 encodes 256
    assert rrtable.CFG_WDATA_BITS == 2 + 8 + 2 * cellfmt.NODE_ID_BITS
    with pytest.raises(RRTableError):
        rrtable.cfg_word(Entry(256, 0))


def test_cli_text_json_and_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert rrtable.main(["4"]) == 0
    text = capsys.readouterr().out
    assert "1>1<3" in text and "arbiter = node 3" in text  # node 0, slot 0: sends to 1, hears 3
    assert rrtable.main(["8", "--json", "--arbiter", "0"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["ports"] == 8 and doc["num_wl"] == 8 and len(doc["nodes"]) == 8
    assert doc["nodes"][0]["arbiter_slot"] is None and doc["nodes"][1]["arbiter_slot"] == 6
    assert [e["rx_src"] for e in doc["nodes"][2]["entries"]] == [1, 0, 7, 6, 5, 4, 3]
    assert rrtable.main(["8", "--num-wl", "4"]) == 2
    assert "cannot reach everyone" in capsys.readouterr().err
    assert rrtable.main(["4", "--arbiter", "4"]) == 2
    assert "arbiter 4 is not a node" in capsys.readouterr().err
