"""lightpath.ila's bring-up rules beyond the interlock and guard (docs/ila-reader.md, "Rules"): settle
budget, pre-tune, the `wl` probe against the table, dark after a fault, the max-on watchdog; each with a
capture that passes and one that fails at the right sample. And the configuration: the register dump
(schema from the generated register map), flags, and the refusal of rules without configuration."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lightpath.ila import Capture, Params, check
from lightpath.ila.cli import main
from lightpath.ila.csvfmt import write_csv
from lightpath.ila.model import GUARD, PRETUNE, SLOT_WORDS, node_capture, sample_of
from lightpath.ila.regdump import SCHEMA, dump_names, params_from_dump, write_dump
from lightpath.ila.rules import FAULT_DARK_CYCLES, RULES, default_settle
from lightpath.model import rrtable
from lightpath.regs.lp_nic_node import REGS

PORTS, NODE = 4, 1
SOA = REGS["SOA_CTRL"].fields
FULL = Params(ports=PORTS, node=NODE, dead_time=SOA["dead_time"].reset, edge_offset=SOA["edge_offset"].reset,
              pretune=PRETUNE, max_on=0)


def found(cap: Capture, params: Params = FULL) -> list[tuple[str, int, int]]:
    rep = check(cap, params)
    assert rep.unchecked == {}
    return [(v.rule, v.sample, v.last) for v in rep.violations]


def test_clean_model_passes_every_rule() -> None:
    cap = node_capture(12, ports=PORTS, node=NODE)
    assert found(cap) == []


def test_settle_budget() -> None:
    """An SOA rising after the last guard word that leaves it settle_cycles before the preamble (word 0
    with the generated guard and the optics model's settle time) breaks the budget."""
    assert GUARD - default_settle() == 0  # the documented budget: rise in guard word 0
    late = node_capture(6, ports=PORTS, node=NODE, dead_cycles=1)  # every switch rises in word 1
    got = found(late, Params(ports=PORTS, node=NODE, dead_cycles=1, pretune=PRETUNE, max_on=0))
    assert got and {r for r, _, _ in got} == {"settle"}
    assert [k for _, k, _ in got] == [sample_of(s, 1) for s in range(1, 6)]
    relaxed = Params(ports=PORTS, node=NODE, dead_cycles=1, pretune=PRETUNE, max_on=0, settle_cycles=1)
    assert found(late, relaxed) == []


def test_pretune() -> None:
    """The laser of a rising SOA must have been on SOA_CTRL.pretune samples; an SOA never on without it."""
    cap = node_capture(6, ports=PORTS, node=NODE)
    assert found(cap) == []
    longer = Params(ports=PORTS, node=NODE, dead_time=2, edge_offset=2, pretune=PRETUNE + 1, max_on=0)
    assert [k for _, k, _ in found(cap, longer)] == [sample_of(s, 0) for s in range(1, 6)]
    short = cap.copy()
    k = sample_of(3, 0)
    wl = short.probes["soa_en"][k].bit_length() - 1
    short.probes["laser_en"][k - PRETUNE] &= ~(1 << wl)  # the laser came on one sample late
    assert found(short) == [("pretune", k, k)]
    bare = cap.copy()
    j = sample_of(2, 30)
    bare.probes["laser_en"][j] = 0  # laser off under a lit SOA for one sample
    assert found(bare) == [("pretune", j, j)]


def test_wl_probe_against_the_table() -> None:
    cap = node_capture(6, ports=PORTS, node=NODE)
    bad = cap.copy()
    lo, hi = sample_of(2, 10), sample_of(2, 20)
    for k in range(lo, hi):
        bad.probes["wl"][k] = 7
    assert found(bad) == [("wl_probe", lo, hi - 1)]  # soa_en is right: only the probe disagrees
    dark = cap.copy()
    k = sample_of(4, 0)  # sending, the SOA not yet on (as during a dead time): wl must already be the entry's
    dark.probes["soa_en"][k] = 0
    dark.probes["wl"][k] = 0
    assert ("wl_probe", k, k) in found(dark)


def test_fault_darkens_within_the_stated_cycles() -> None:
    """soa_fault rising at a slot start (a mid-cell fault is also a guard_edge): everything dark in the
    same sample passes; an SOA or laser on FAULT_DARK_CYCLES samples after the rise fails."""
    f = sample_of(3, 0)
    cap = node_capture(6, ports=PORTS, node=NODE, fault_at=f)
    assert found(cap) == []
    late = cap.copy()
    on = cap.probes["soa_en"][f - 1]
    for k in range(f, f + FAULT_DARK_CYCLES + 2):  # the SOA stays on 2 samples too long
        late.probes["soa_en"][k] = on
        late.probes["laser_en"][k] = on
    got = found(late)
    assert ("fault_dark", f + FAULT_DARK_CYCLES, f + FAULT_DARK_CYCLES + 1) in got
    allowed = cap.copy()
    for k in range(f, f + FAULT_DARK_CYCLES):
        allowed.probes["laser_en"][k] = on  # a laser still on within the allowance
    assert found(allowed) == []
    laser = cap.copy()
    laser.probes["laser_en"][f + 5] = 1 << 2
    assert found(laser) == [("fault_dark", f + 5, f + 5)]


def test_watchdog() -> None:
    cap = node_capture(6, ports=PORTS, node=NODE)
    fine = Params(ports=PORTS, node=NODE, dead_time=2, edge_offset=2, pretune=PRETUNE, max_on=SLOT_WORDS)
    assert found(cap, fine) == []
    tight = Params(ports=PORTS, node=NODE, dead_time=2, edge_offset=2, pretune=PRETUNE, max_on=SLOT_WORDS - 1)
    got = found(cap, tight)
    assert got == [("watchdog", sample_of(s, SLOT_WORDS - 1), sample_of(s, SLOT_WORDS - 1)) for s in range(6)]


def test_rules_without_configuration() -> None:
    """Nothing given: the rules that need the table or registers are not run, and say what they need."""
    cap = node_capture(3, ports=PORTS, node=NODE)
    rep = check(cap, Params())
    assert set(rep.unchecked) == {"dead_time", "pretune", "wavelength", "wl_probe", "watchdog"}
    assert "--regs" in rep.unchecked["wavelength"] and "--ports and --node" in rep.unchecked["wavelength"]
    assert "NOT CHECKED dead_time" in rep.text() and "configuration (flags)" in rep.text()
    assert set(RULES) - set(rep.unchecked) == {"two_soa", "guard_edge", "settle", "fault_dark"}


def _dump(tmp: Path, **over: int) -> Path:
    table = rrtable.generate(PORTS, PORTS)[NODE]
    vals = {n: REGS[n].reset for n in dump_names(len(table))}

    def put(reg: str, **fields: int) -> None:
        for f, v in fields.items():
            vals[reg] = REGS[reg].fields[f].insert(vals[reg], v)

    put("NODE", node_id=NODE, num_ports=PORTS)
    put("SOA_CTRL", dead_time=over.get("dead_time", 2), edge_offset=2, pretune=PRETUNE)
    put("RR_CTRL", length=len(table))
    put("RR_STATUS", active_len=len(table))
    for i, e in enumerate(table):
        put(f"RR_TABLE[{i}]", wl=e.wl, dst=e.dst, valid=int(e.valid), rx_src=e.rx_src or 0,
            rx_valid=int(e.rx_src is not None))
    path = tmp / "regs.json"
    write_dump(path, vals)
    return path


def test_register_dump(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A dump written from register values configures everything; the CLI names it in the report."""
    path = _dump(tmp_path)
    data = json.loads(path.read_text())
    assert data["schema"] == SCHEMA and set(data["regs"]) == set(dump_names(3))
    p = params_from_dump(path)
    assert (p.node, p.ports, p.dead_time, p.edge_offset, p.pretune, p.max_on) == (NODE, PORTS, 2, 2, PRETUNE, 0)
    assert p.rr_table() == tuple(rrtable.generate(PORTS, PORTS)[NODE])
    assert p.missing() == {}
    cap = node_capture(6, ports=PORTS, node=NODE)
    csv = tmp_path / "c.csv"
    write_csv(csv, cap)
    assert main([str(csv), "--regs", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"configuration (register dump {path})" in out and "NOT CHECKED" not in out
    slow = _dump(tmp_path, dead_time=10)  # one dark cycle asked for: the back-to-back switches fail
    assert main([str(csv), "--regs", str(slow), "--json", "-"]) == 1
    rep = json.loads(capsys.readouterr().out)
    assert {v["rule"] for v in rep["violations"]} == {"dead_time"} and rep["params"]["dead_time"] == 10
    # a flag overrides one value of the dump
    assert main([str(csv), "--regs", str(slow), "--dead-time", "2", "-q"]) == 0


def test_collect_reads_through_a_register_bus(tmp_path: Path) -> None:
    """regdump.collect reads the base registers and the active table entries at the generated addresses
    through an async read (what a co-simulation's register bus offers), and the dump it makes loads back."""
    import asyncio

    want = json.loads(_dump(tmp_path).read_text())["regs"]
    by_addr = {REGS[n].addr: int(v, 0) for n, v in want.items()}
    seen: list[int] = []

    async def read(addr: int) -> int:
        seen.append(addr)
        return by_addr[addr]

    from lightpath.ila.regdump import collect

    vals = asyncio.run(collect(read))
    assert vals == {n: int(v, 0) for n, v in want.items()} and len(seen) == len(want)
    write_dump(tmp_path / "again.json", vals)
    assert params_from_dump(tmp_path / "again.json").rr_table() == tuple(rrtable.generate(PORTS, PORTS)[NODE])


def test_register_dump_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    csv = tmp_path / "c.csv"
    write_csv(csv, node_capture(2, ports=PORTS, node=NODE))
    cases = {
        "not json": ("{", "not JSON"),
        "no schema": (json.dumps({"regs": {}}), "not a register dump"),
        "unknown register": (json.dumps({"schema": SCHEMA, "regs": {"SOA_CTRLX": 0}}), "'SOA_CTRLX' is not a register"),
        "bad value": (json.dumps({"schema": SCHEMA, "regs": {"SOA_CTRL": "zz"}}), "is not a number"),
        "table short": (json.dumps({"schema": SCHEMA, "regs": {"RR_CTRL": 3, "RR_TABLE[0]": 0}}),
                        r"RR_TABLE[1, 2] are not in the dump"),
    }
    for name, (text, msg) in cases.items():
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_text(text)
        assert main([str(csv), "--regs", str(path)]) == 2, name
        assert msg in capsys.readouterr().err, name
    # a dump without SOA_CTRL: the dead-time rule is refused, naming the flag
    part = tmp_path / "part.json"
    write_dump(part, {"NODE": REGS["NODE"].fields["num_ports"].insert(NODE, PORTS)})
    assert main([str(csv), "--regs", str(part)]) == 2
    assert "dead_time needs --regs DUMP.json, or --dead-time" in capsys.readouterr().err
