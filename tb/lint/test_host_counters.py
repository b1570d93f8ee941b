"""The host block's lane counters (rtl/regs/lp_nic_host.rdl, regfile HOST_LANE) are the events of
lp_eth_pkg's tx_ev_t then rx_ev_t, in the structs' bit order: lp_board_host fills HOST_LANE from
lp_eth_mac_pcs' cnt_tx / cnt_rx (index = bit of the struct) by that order alone, so a register moved,
added or renamed in either source fails here instead of reading the wrong counter."""

from __future__ import annotations

import re

from systemrdl.node import RegfileNode, RegNode

from lightpath.flow.paths import REPO
from lightpath.gen.regs_emit import compile_rdl

STRUCT = re.compile(r"typedef\s+struct\s+packed\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
MEMBER = re.compile(r"^\s*logic\s+(\w+)\s*;", re.M)


def _events(name: str) -> list[str]:
    """Field names of a 1-bit-per-field packed struct of lp_eth_pkg, bit 0 first (the last member)."""
    text = (REPO / "rtl" / "eth" / "lp_eth_pkg.sv").read_text()
    structs = {m.group(2): MEMBER.findall(re.sub(r"//[^\n]*", "", m.group(1))) for m in STRUCT.finditer(text)}
    assert name in structs, f"lp_eth_pkg has no struct {name}"
    return list(reversed(structs[name]))


def _lane_regs() -> list[RegNode]:
    top = compile_rdl(REPO / "rtl" / "regs" / "lp_nic_host.rdl")
    lanes = [c for c in top.children() if isinstance(c, RegfileNode) and c.inst_name == "HOST_LANE"]
    assert len(lanes) == 1 and lanes[0].is_array
    return sorted((r for r in lanes[0].children() if isinstance(r, RegNode)), key=lambda r: r.raw_address_offset)


def test_lane_counters_follow_the_event_structs() -> None:
    tx, rx = _events("tx_ev_t"), _events("rx_ev_t")
    assert tx[0] == "frame" and rx[0] == "good", (tx, rx)   # the parse sees the structs' bit order
    want = [f"TX_{f.upper()}" for f in tx] + [f"RX_{f.upper()}" for f in rx]
    assert [r.inst_name for r in _lane_regs()] == want


def test_lane_counters_are_one_word_each() -> None:
    """lp_board_host casts the counters into the regfile's hwif struct: one 32-bit hardware-written field
    per register, registers back to back from offset 0."""
    regs = _lane_regs()
    for i, r in enumerate(regs):
        fields = list(r.fields())
        assert r.raw_address_offset == 4 * i, r.inst_name
        assert len(fields) == 1 and fields[0].width == 32 and fields[0].is_hw_writable, r.inst_name
        assert not fields[0].is_hw_readable and not fields[0].is_sw_writable, r.inst_name
