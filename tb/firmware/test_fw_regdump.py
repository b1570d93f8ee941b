"""The firmware's register dump (firmware/control/lp_regdump.c, built for the host) read by the ILA
capture reader (lightpath.ila.regdump): the C text gives the same Params as `write_dump` of the same
register values, the bring-up logs it as its `regdump: ` console line, a too-small buffer is refused
with nothing written (docs/ila-reader.md, "Register dump")."""

from __future__ import annotations

import ctypes as C
import json
from dataclasses import replace
from pathlib import Path

import pytest

from lightpath.fw import host
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


def _dump_c(cap: int = 4096) -> tuple[int, str]:
    so = host.lib()
    so.lp_regdump_json.argtypes = [C.c_char_p, C.c_size_t]
    buf = C.create_string_buffer(b"x" * cap, cap)
    rc = so.lp_regdump_json(buf, cap)
    return rc, buf.value.decode()


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
        regfile[REGS[n].addr // 4] = w
    regfile[REGS[f"RR_TABLE[{PORTS - 1}]"].addr // 4] = 0xFFFF_FFFF   # past the active length
    rc, text = _dump_c()
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
    for n, w in _values().items():
        regfile[REGS[n].addr // 4] = w
    full, text = _dump_c()
    for cap in (1, full // 2, full):   # one byte short of the NUL and less
        rc, out = _dump_c(cap)
        assert (rc, out) == (host.E_NOSPACE, ""), cap
    assert _dump_c(full + 1) == (full, text)


def test_bring_up_logs_the_dump(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """lp_boot_nic on a register model (ID and version at reset, a commit activates the table):
    its console line is the dump of what it configured."""
    host.lib().lp_host_reset()
    regs = {r.addr: r.reset for r in REGS.values()}

    def wr(blk: int, off: int, v: int) -> None:
        assert blk == host.BLK_NIC
        regs[off] = v
        if off == REGS["RR_CTRL"].addr and REGS["RR_CTRL"].fields["commit"].extract(v):
            n = REGS["RR_CTRL"].fields["length"].extract(v)
            regs[REGS["RR_STATUS"].addr] = REGS["RR_STATUS"].fields["active_len"].insert(0, n)

    hooks = host.Hooks(rd=lambda blk, off: regs.get(off, 0xDEADBEEF), wr=wr)
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
