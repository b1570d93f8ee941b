"""The firmware's register dump (firmware/control/lp_regdump.c, built for the host) read by the ILA
capture reader (lightpath.ila.regdump): the C text gives the same Params as `write_dump` of the same
register values, with the table from the caller's words and not from the RR_TABLE window (the shadow
bank); the bring-up logs it as its `regdump: ` console line with the table it committed, on a register
model whose commit swaps the banks; a too-small buffer is refused with nothing written
(docs/ila-reader.md, "Register dump")."""

from __future__ import annotations

import ctypes as C
import json
from dataclasses import replace
from pathlib import Path

import pytest

from lightpath.fw import host, rv32run
from lightpath.ila import regdump
from lightpath.ila.rules import Params
from lightpath.model import rrtable
from lightpath.regs.lp_nic_node import REGS

NODE, PORTS = 1, 4


def _values() -> dict[str, int]:
    """Register words of a configured node, fields placed with the generated map (none at reset)."""
    table = rrtable.generate(PORTS, PORTS)[NODE]
    f = {n: REGS[n].fields for n in REGS}
    v = {
        "NODE": f["NODE"]["num_ports"].insert(f["NODE"]["node_id"].insert(0, NODE), PORTS),
        "SLOT_TIMING": f["SLOT_TIMING"]["guard"].insert(REGS["SLOT_TIMING"].reset, 3),
        "SOA_CTRL": f["SOA_CTRL"]["pretune"].insert(f["SOA_CTRL"]["dead_time"].insert(
            f["SOA_CTRL"]["edge_offset"].insert(REGS["SOA_CTRL"].reset, 1), 5), 6),
        "SOA_MAX_ON": f["SOA_MAX_ON"]["cycles"].insert(0, 77),
        "RR_CTRL": f["RR_CTRL"]["length"].insert(0, len(table)),
        "RR_STATUS": f["RR_STATUS"]["active_len"].insert(0, len(table)),
    }
    for i, e in enumerate(table):
        v[f"RR_TABLE[{i}]"] = rrtable.cfg_word(e)
    return v


def _dump_c(table: list[int], cap: int = 4096) -> tuple[int, str]:
    so = host.lib()
    so.lp_regdump_json.argtypes = [C.c_char_p, C.c_size_t, C.POINTER(C.c_uint32), C.c_size_t]
    buf = C.create_string_buffer(b"x" * cap, cap)
    rc = so.lp_regdump_json(buf, cap, (C.c_uint32 * max(len(table), 1))(*table), len(table))
    return rc, buf.value.decode()


def _table(vals: dict[str, int]) -> list[int]:
    return [w for n, w in vals.items() if n.startswith("RR_TABLE[")]


def _norm(p: Params) -> Params:
    return replace(p, source="", table_src="")


@pytest.fixture
def regfile() -> C.Array[C.c_uint32]:
    so = host.lib()
    so.lp_host_reset()
    return so.lp_host_regfile(host.BLK_NIC)


def test_c_dump_reads_back_as_write_dump(tmp_path: Path, regfile: C.Array[C.c_uint32]) -> None:
    vals = _values()
    for n, w in vals.items():
        if not n.startswith("RR_TABLE["):
            regfile[REGS[n].addr // 4] = w
    for i in range(PORTS):   # the window: the shadow bank, not the table in use
        regfile[REGS[f"RR_TABLE[{i}]"].addr // 4] = 0xFFFF_FFFF
    rc, text = _dump_c(_table(vals))
    assert rc == len(text) > 0
    (tmp_path / "c.json").write_text(text)
    regdump.write_dump(tmp_path / "py.json", vals)
    assert regdump.load_dump(tmp_path / "c.json") == vals   # every register, the table to its length
    pc, pp = regdump.params_from_dump(tmp_path / "c.json"), regdump.params_from_dump(tmp_path / "py.json")
    assert _norm(pc) == _norm(pp)
    assert pc.node == NODE and pc.ports == PORTS and pc.dead_time == 5 and pc.max_on == 77
    assert pc.table == tuple(rrtable.generate(PORTS, PORTS)[NODE])
    assert json.loads(text)["schema"] == regdump.SCHEMA


def test_too_small_buffer_is_refused(regfile: C.Array[C.c_uint32]) -> None:
    vals = _values()
    for n, w in vals.items():
        regfile[REGS[n].addr // 4] = w
    full, text = _dump_c(_table(vals))
    for cap in (1, full // 2, full):   # one byte short of the NUL and less
        rc, out = _dump_c(_table(vals), cap)
        assert (rc, out) == (host.E_NOSPACE, ""), cap
    assert _dump_c(_table(vals), full + 1) == (full, text)
    assert _dump_c([0] * (regdump.TABLE_SLOTS + 1)) == (host.E_ARG, "")   # more words than the NIC holds


def test_bring_up_logs_the_dump(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """lp_boot_nic on the instruction-set run's NIC register model (ID and version at reset, a commit
    swaps the table's banks at once): its console line is the dump of what it configured, the table
    it committed, which the model's active bank holds while the window shows the other bank."""
    host.lib().lp_host_reset()
    nic = rv32run.nic_window()

    def rd(blk: int, off: int) -> int:
        assert blk == host.BLK_NIC
        return nic.read(off)

    def wr(blk: int, off: int, v: int) -> None:
        assert blk == host.BLK_NIC
        nic.write(off, v)

    hooks = host.Hooks(rd=rd, wr=wr)
    try:
        capfd.readouterr()
        assert host.boot_nic(NODE, PORTS, PORTS, guard=3) == (host.OK, 0)
        hooks.check()
    finally:
        host.lib().lp_host_reset()
    lines = [ln for ln in capfd.readouterr().err.splitlines() if ln.startswith("regdump: ")]
    assert len(lines) == 1, lines
    (tmp_path / "boot.json").write_text(lines[0].removeprefix("regdump: "))
    p = regdump.params_from_dump(tmp_path / "boot.json")
    assert (p.node, p.ports, p.guard_words) == (NODE, PORTS, 3)
    assert p.table == tuple(rrtable.generate(PORTS, PORTS)[NODE])
    assert p.pretune == REGS["SOA_CTRL"].fields["pretune"].reset   # untouched by the bring-up
    words = [rrtable.reg_word(e) for e in rrtable.generate(PORTS, PORTS)[NODE]]
    assert nic.active_len == len(words) and nic.active[:len(words)] == words
    assert [nic.read(REGS[f"RR_TABLE[{i}]"].addr) for i in range(len(words))] != words   # the other bank
