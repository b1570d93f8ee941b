"""A node's register dump (JSON) as the capture reader's configuration (docs/ila-reader.md, "Register dump").

Schema (`lightpath-regdump/1`): the raw 32-bit words of registers of the generated NIC node map
(lightpath.regs.lp_nic_node), by register name, as numbers or "0x..." strings:

    {"schema": "lightpath-regdump/1", "map": "lp_nic_node",
     "regs": {"NODE": "0x00000401", "SLOT_TIMING": "0x00000102", "SOA_CTRL": "0x00080221",
              "SOA_MAX_ON": 0, "RR_CTRL": 3, "RR_STATUS": "0x00030000",
              "RR_TABLE[0]": "0x00010100", ...}}

The fields are decoded with the generated map (offsets and widths are not repeated here). Used:
NODE.node_id / num_ports, SLOT_TIMING.guard, SOA_CTRL.dead_time / edge_offset / pretune,
SOA_MAX_ON.cycles, and the round-robin table: RR_STATUS.active_len entries (RR_CTRL.length when
active_len is 0) of RR_TABLE[i]. A register the map does not have is an error; a register the reader
needs that the dump lacks leaves that part unconfigured (the report says so).

Writing: :func:`dump_names` lists the registers to read; :func:`write_dump` takes their values;
:func:`collect` reads them through any register read (a co-simulation's register bus, a console), table
entries up to the active length.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from pathlib import Path

from lightpath.ila.rules import Params
from lightpath.model.rrtable import Entry
from lightpath.regs.lp_nic_node import NAME, REGS

SCHEMA = "lightpath-regdump/1"
BASE = ("NODE", "SLOT_TIMING", "SOA_CTRL", "SOA_MAX_ON", "RR_CTRL", "RR_STATUS")
TABLE_SLOTS = sum(1 for r in REGS if r.startswith("RR_TABLE["))


def dump_names(table_len: int = TABLE_SLOTS) -> list[str]:
    """Registers a dump for the reader holds: the base registers and the first `table_len` table entries."""
    return [*BASE, *(f"RR_TABLE[{i}]" for i in range(min(table_len, TABLE_SLOTS)))]


async def collect(read: Callable[[int], Awaitable[int]]) -> dict[str, int]:
    """Read the registers a dump holds through `read(address)` (e.g. a cocotb register-bus read): the
    base registers, then as many table entries as RR_STATUS.active_len (or RR_CTRL.length) says."""
    vals = {n: int(await read(REGS[n].addr)) for n in BASE}
    length = REGS["RR_STATUS"].fields["active_len"].extract(vals["RR_STATUS"]) \
        or REGS["RR_CTRL"].fields["length"].extract(vals["RR_CTRL"])
    for n in dump_names(length)[len(BASE):]:
        vals[n] = int(await read(REGS[n].addr))
    return vals


def write_dump(path: str | Path, values: Mapping[str, int]) -> None:
    """Write register values (name -> 32-bit word) as a dump; names must be registers of the map."""
    bad = [n for n in values if n not in REGS]
    if bad:
        raise ValueError(f"not registers of {NAME}: {bad}")
    regs = {n: f"0x{v & 0xFFFFFFFF:08X}" for n, v in values.items()}
    Path(path).write_text(json.dumps({"schema": SCHEMA, "map": NAME, "regs": regs}, indent=1) + "\n")


def _word(path: str, name: str, v: object) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise ValueError(f"{path}: register {name}: {v!r} is not a number or a '0x...' string")
    try:
        w = v if isinstance(v, int) else int(v, 0)
    except ValueError:
        raise ValueError(f"{path}: register {name}: {v!r} is not a number") from None
    if not 0 <= w <= 0xFFFFFFFF:
        raise ValueError(f"{path}: register {name}: {v!r} is not a 32-bit word")
    return w


def load_dump(path: str | Path) -> dict[str, int]:
    p = str(path)
    try:
        data = json.loads(Path(path).read_text())
    except OSError as exc:
        raise ValueError(f"{p}: cannot read the register dump: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{p}:{exc.lineno}: not JSON ({exc.msg})") from None
    if not isinstance(data, dict) or data.get("schema") != SCHEMA or not isinstance(data.get("regs"), dict):
        raise ValueError(f"{p}: not a register dump (expected {{\"schema\": \"{SCHEMA}\", \"regs\": {{...}}}})")
    if data.get("map", NAME) != NAME:
        raise ValueError(f"{p}: a dump of map {data.get('map')!r}, the reader needs {NAME}")
    out = {}
    for name, v in data["regs"].items():
        if name not in REGS:
            raise ValueError(f"{p}: {name!r} is not a register of {NAME}")
        out[name] = _word(p, name, v)
    return out


def params_from_dump(path: str | Path, base: Params | None = None) -> Params:
    """`base` with everything the dump gives (node, P, guard, SOA_CTRL, SOA_MAX_ON, the table)."""
    regs = load_dump(path)
    p = base or Params()

    def f(reg: str, field: str) -> int | None:
        return REGS[reg].fields[field].extract(regs[reg]) if reg in regs else None

    kw: dict[str, object] = {"source": f"register dump {path}"}
    for key, reg, field in (("node", "NODE", "node_id"), ("ports", "NODE", "num_ports"),
                            ("guard_words", "SLOT_TIMING", "guard"), ("dead_time", "SOA_CTRL", "dead_time"),
                            ("edge_offset", "SOA_CTRL", "edge_offset"), ("pretune", "SOA_CTRL", "pretune"),
                            ("max_on", "SOA_MAX_ON", "cycles")):
        v = f(reg, field)
        if v is not None:
            kw[key] = v
    length = f("RR_STATUS", "active_len") or f("RR_CTRL", "length")
    if length:
        missing = [i for i in range(length) if f"RR_TABLE[{i}]" not in regs]
        if missing:
            raise ValueError(f"{path}: the table has {length} entries but RR_TABLE{missing} are not in the dump")
        entries = []
        for i in range(length):
            r = f"RR_TABLE[{i}]"
            rx = f(r, "rx_src") if f(r, "rx_valid") else None
            entries.append(Entry(wl=f(r, "wl") or 0, dst=f(r, "dst") or 0, valid=bool(f(r, "valid")), rx_src=rx))
        kw["table"] = tuple(entries)
        kw["table_src"] = f"{path} (RR_TABLE[0..{length - 1}])"
    return replace(p, **kw)  # type: ignore[arg-type]
