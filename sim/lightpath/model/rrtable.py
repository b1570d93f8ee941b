"""Round-robin wavelength schedule for a cyclic AWGR (generator, checker, register images, CLI).

An AWGR with P ports is cyclic: a cell entering input i on wavelength k leaves output (i + k) mod P.
Wavelength k is SOA index k of the node's tunable laser; k = 0 (and every multiple of P) loops back
to the sender, so a node reaches the other P - 1 nodes with wavelengths 1 .. P - 1 and needs a laser
with NUM_WL >= P SOAs (index 0 exists but is never used for data).

Schedule (Mercury Fig. 3b, Sirius): in slot s of the cycle (s = 0 .. P - 2) every node uses the same
wavelength k = s + 1. Node i then reaches (i + k) mod P; for a fixed k, i -> (i + k) mod P is a
permutation of the ports, so no two sources reach the same output in any slot (conflict-free), and
over the P - 1 slots every node meets every other node exactly once. The arbiter is one of the P
ports like any other node; :func:`arbiter_slots` says in which slot each node meets it (the slot in
which a node sends its fake cell when it has no data).

Receive side: every entry also carries `rx_src`, the node whose cell arrives in that slot (None: nothing
arrives). For these tables node j hears (j - (s + 1)) mod P in slot s (:func:`rx_sources`). lp_rr_table
stores it next to the transmit fields and lp_rx_sched announces it to the CDR phase cache.

`python -m lightpath.model.rrtable P [--num-wl N] [--arbiter A] [--json]` prints the schedule.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import IntEnum

from lightpath.cell import generated as cellfmt
from lightpath.regs.lp_nic_node import REGS

MAX_PORTS = 1 << cellfmt.NODE_ID_BITS  # node ids are NODE_ID_BITS wide; NODE.num_ports 0 means 256
WL_BITS = 8  # wavelength (SOA index) field of a table entry

# lp_rr_table write port: cfg_wdata = {rx_valid, rx_src[7:0], valid, wl[7:0], dst[7:0]} (26 bits)
CFG_DST_LSB = 0
CFG_WL_LSB = cellfmt.NODE_ID_BITS
CFG_VALID_BIT = CFG_WL_LSB + WL_BITS
CFG_RX_SRC_LSB = CFG_VALID_BIT + 1
CFG_RX_VALID_BIT = CFG_RX_SRC_LSB + cellfmt.NODE_ID_BITS
CFG_WDATA_BITS = CFG_RX_VALID_BIT + 1


class RRTableError(ValueError):
    """A schedule that cannot be generated, or a table that breaks a rule (the message says where)."""


class ErrCode(IntEnum):
    """st_error_code of lp_rr_table: the rule a rejected commit broke (docs/rr-table.md)."""

    OK = 0
    LEN_ZERO = 1  # cfg_len == 0
    LEN_RANGE = 2  # cfg_len > TABLE_N
    NODE = 3  # cfg_node_id >= P
    WL_ZERO = 4  # valid entry with wl == 0 (loops back to the sender)
    WL_RANGE = 5  # valid entry with wl >= NUM_WL (no such SOA)
    WL_PORTS = 6  # valid entry with wl >= P (aliases wl - P; only the canonical index is accepted)
    DST = 7  # valid entry with dst != (node + wl) mod P
    NO_VALID = 8  # no valid (TX) entry in slots 0 .. len-1
    RX_SRC = 9  # entry with rx_valid and rx_src >= P or rx_src == node (checked after 4..7 of the same slot)


@dataclass(frozen=True)
class Entry:
    """One slot of one node's table: transmit on `wl`, reaching `dst`; `valid` = 0 keeps the laser dark.

    `rx_src`: the node whose cell arrives at this node in the slot (lp_rr_table's rx_src with
    rx_valid = 1); None means nothing is expected (rx_valid = 0). Independent of the transmit half.
    """

    wl: int
    dst: int
    valid: bool = True
    rx_src: int | None = None


Table = list[Entry]


def awgr_output(src: int, wl: int, ports: int) -> int:
    """Output port reached by input `src` on wavelength `wl` of a cyclic P-port AWGR."""
    return (src + wl) % ports


def _check_ports(ports: int) -> None:
    if not 2 <= ports <= MAX_PORTS:
        raise RRTableError(f"P={ports}: an AWGR fabric needs 2..{MAX_PORTS} ports (node ids are "
                           f"{cellfmt.NODE_ID_BITS} bits)")


def generate(ports: int, num_wl: int) -> list[Table]:
    """Per-node round-robin tables (index = node id) for a cyclic AWGR with `ports` ports.

    Slot s of every table uses wavelength s + 1; the cycle has P - 1 slots. Every entry's `rx_src` is
    the node heard in that slot (:func:`rx_sources`: node j hears (j - (s + 1)) mod P). Raises
    RRTableError when the laser has too few SOAs to reach every other node (num_wl < P: wavelengths
    1 .. P - 1 needed).
    """
    _check_ports(ports)
    if not 1 <= num_wl <= (1 << WL_BITS):
        raise RRTableError(f"NUM_WL={num_wl}: must be 1..{1 << WL_BITS} (wl is {WL_BITS} bits)")
    if num_wl < ports:
        usable = max(num_wl - 1, 0)
        raise RRTableError(
            f"NUM_WL={num_wl} cannot reach everyone in a P={ports} fabric: a node reaches P-1={ports - 1} "
            f"other nodes on wavelengths 1..{ports - 1} (wavelength 0 loops back), but only {usable} usable "
            f"wavelength(s) 1..{num_wl - 1} exist; NUM_WL >= P is required")
    tables = [[Entry(wl=s + 1, dst=awgr_output(i, s + 1, ports)) for s in range(ports - 1)] for i in range(ports)]
    rx = rx_sources(tables)
    return [[replace(e, rx_src=rx[i][s]) for s, e in enumerate(t)] for i, t in enumerate(tables)]


def entry_error(entry: Entry, node: int, ports: int, num_wl: int | None = None) -> ErrCode:
    """The first rule an entry of node `node` breaks (ErrCode.OK if none), in lp_rr_table's order:
    4..7 on the transmit half of a valid entry, then 9 (RX_SRC) on an entry with an rx_src."""
    if entry.valid:
        if entry.wl == 0:
            return ErrCode.WL_ZERO
        if num_wl is not None and entry.wl >= num_wl:
            return ErrCode.WL_RANGE
        if entry.wl >= ports:
            return ErrCode.WL_PORTS
        if entry.dst != awgr_output(node, entry.wl, ports):
            return ErrCode.DST
    if entry.rx_src is not None and (entry.rx_src >= ports or entry.rx_src == node):
        return ErrCode.RX_SRC
    return ErrCode.OK


def table_error(table: Sequence[Entry], length: int, node: int, ports: int, num_wl: int,
                table_n: int) -> tuple[ErrCode, int]:
    """Model of lp_rr_table's commit validation: (code, slot) of the first broken rule, (OK, 0) if valid.

    `table` is the shadow bank (at least `length` entries unless the length itself is wrong);
    `ports` = P (1..256). Rules and order as in docs/rr-table.md.
    """
    if length == 0:
        return ErrCode.LEN_ZERO, 0
    if length > table_n:
        return ErrCode.LEN_RANGE, 0
    if node >= ports:
        return ErrCode.NODE, 0
    for s in range(length):
        code = entry_error(table[s], node, ports, num_wl)
        if code != ErrCode.OK:
            return code, s
    if not any(e.valid for e in table[:length]):
        return ErrCode.NO_VALID, 0
    return ErrCode.OK, 0


def check(tables: Sequence[Sequence[Entry]], ports: int, num_wl: int | None = None) -> None:
    """Raise RRTableError unless `tables` (index = node id) is a correct round-robin schedule.

    Correct: one table per node, all of the same length >= 1; every valid entry obeys the AWGR
    (1 <= wl < P, wl < num_wl if given, dst = (node + wl) mod P) and every rx_src names another node
    (< P, != the table's node); in no slot do two nodes reach the same output (conflict-free); every
    node reaches every other node at least once per cycle. When any entry carries an rx_src, the
    receive column of every table must equal :func:`rx_sources` of the transmit columns (None where
    nothing arrives).
    """
    _check_ports(ports)
    if len(tables) != ports:
        raise RRTableError(f"{len(tables)} tables for P={ports} nodes: need one table per node")
    lengths = {len(t) for t in tables}
    if len(lengths) != 1:
        raise RRTableError(f"tables of different lengths {sorted(lengths)}: every node must run the same cycle")
    length = lengths.pop()
    if length == 0:
        raise RRTableError("empty tables: a cycle needs at least one slot")
    for node, table in enumerate(tables):
        for slot, e in enumerate(table):
            code = entry_error(e, node, ports, num_wl)
            if code == ErrCode.RX_SRC:
                raise RRTableError(
                    f"slot {slot}, node {node}: entry rx_src={e.rx_src} breaks rule RX_SRC (the node heard "
                    f"must be another node of the fabric: 0..{ports - 1}, not {node})")
            if code != ErrCode.OK:
                raise RRTableError(
                    f"slot {slot}, node {node}: entry wl={e.wl} dst={e.dst} breaks rule {code.name} "
                    f"(AWGR output of node {node} on wl {e.wl} is {awgr_output(node, e.wl, ports)}"
                    f"{'' if num_wl is None else f', NUM_WL={num_wl}'})")
    for slot in range(length):
        reached: dict[int, int] = {}
        for node, table in enumerate(tables):
            e = table[slot]
            if not e.valid:
                continue
            if e.dst in reached:
                raise RRTableError(f"slot {slot}: conflict, nodes {reached[e.dst]} and {node} both reach node {e.dst}")
            reached[e.dst] = node
    for node, table in enumerate(tables):
        met = {e.dst for e in table if e.valid}
        missing = [d for d in range(ports) if d != node and d not in met]
        if missing:
            raise RRTableError(f"node {node} never reaches node(s) {missing} in its cycle of {length} slots")
    if any(e.rx_src is not None for t in tables for e in t):
        rx = rx_sources(tables)
        for slot in range(length):
            for node, table in enumerate(tables):
                got, want = table[slot].rx_src, rx[node][slot]
                if got != want:
                    sent = "nothing arrives" if want is None else f"node {want}'s cell arrives"
                    raise RRTableError(
                        f"slot {slot}, node {node}: rx column says rx_src={got}, but {sent} (the rx_src of "
                        f"every entry must follow the tables' transmit entries, see rx_sources())")


def arbiter_slots(tables: Sequence[Sequence[Entry]], arbiter: int) -> list[int | None]:
    """Per node, the first slot in which it sends to `arbiter` (None for the arbiter itself)."""
    out: list[int | None] = []
    for table in tables:
        out.append(next((s for s, e in enumerate(table) if e.valid and e.dst == arbiter), None))
    return out


def rx_sources(tables: Sequence[Sequence[Entry]]) -> list[list[int | None]]:
    """Per node, per slot: the node whose cell arrives at it in that slot (None: nothing arrives).

    This is what a receiver needs to know (e.g. to apply the sender's cached CDR phase at slot start);
    for the tables of :func:`generate`, node j hears (j - (s + 1)) mod P in slot s.
    """
    length = len(tables[0]) if tables else 0
    out: list[list[int | None]] = [[None] * length for _ in tables]
    for node, table in enumerate(tables):
        for slot, e in enumerate(table):
            if e.valid and 0 <= e.dst < len(tables):
                out[e.dst][slot] = node
    return out


def cfg_word(entry: Entry) -> int:
    """lp_rr_table cfg_wdata of one entry: {rx_valid, rx_src[7:0], valid, wl[7:0], dst[7:0]}.

    rx_src None gives rx_valid = 0 and rx_src bits 0."""
    node_mask = (1 << cellfmt.NODE_ID_BITS) - 1
    rx = entry.rx_src
    if entry.wl >> WL_BITS or entry.dst & ~node_mask or (rx is not None and rx & ~node_mask):
        raise RRTableError(f"entry wl={entry.wl} dst={entry.dst} rx_src={rx} does not fit the "
                           f"{WL_BITS}/{cellfmt.NODE_ID_BITS}/{cellfmt.NODE_ID_BITS}-bit fields")
    word = (int(entry.valid) << CFG_VALID_BIT) | (entry.wl << CFG_WL_LSB) | (entry.dst << CFG_DST_LSB)
    if rx is not None:
        word |= (1 << CFG_RX_VALID_BIT) | (rx << CFG_RX_SRC_LSB)
    return word


def cfg_entry(word: int) -> Entry:
    """Inverse of :func:`cfg_word` (cfg_rdata of lp_rr_table); rx_valid = 0 gives rx_src None."""
    node_mask = (1 << cellfmt.NODE_ID_BITS) - 1
    rx_valid = bool((word >> CFG_RX_VALID_BIT) & 1)
    return Entry(wl=(word >> CFG_WL_LSB) & ((1 << WL_BITS) - 1),
                 dst=(word >> CFG_DST_LSB) & node_mask,
                 valid=bool((word >> CFG_VALID_BIT) & 1),
                 rx_src=((word >> CFG_RX_SRC_LSB) & node_mask) if rx_valid else None)


def reg_word(entry: Entry) -> int:
    """RR_TABLE register word of one entry (field positions from the generated register map)."""
    f = REGS["RR_TABLE[0]"].fields
    v = f["wl"].insert(0, entry.wl)
    v = f["dst"].insert(v, entry.dst)
    v = f["valid"].insert(v, int(entry.valid))
    v = f["rx_src"].insert(v, 0 if entry.rx_src is None else entry.rx_src)
    return f["rx_valid"].insert(v, int(entry.rx_src is not None))


def images(tables: Sequence[Sequence[Entry]], ports: int, arbiter: int | None = None) -> list[dict[str, object]]:
    """Per-node register images: node id, cycle length, entries (with `rx_src`, the node heard in each
    slot, taken from the entries), RR_TABLE register words and lp_rr_table cfg_wdata words."""
    arb = arbiter_slots(tables, arbiter) if arbiter is not None else [None] * len(tables)
    return [
        {
            "node": node,
            "num_ports": ports % MAX_PORTS,  # NODE.num_ports encoding: 0 means 256
            "length": len(table),
            "arbiter_slot": arb[node],
            "entries": [{"slot": s, "wl": e.wl, "dst": e.dst, "valid": int(e.valid), "rx_src": e.rx_src}
                        for s, e in enumerate(table)],
            "rr_table": [reg_word(e) for e in table],
            "cfg_wdata": [cfg_word(e) for e in table],
        }
        for node, table in enumerate(tables)
    ]


def render(tables: Sequence[Sequence[Entry]], ports: int, arbiter: int | None = None) -> str:
    """Text grid: one row per slot, one column per node, `wl>dst<src` in each cell (sends on wl to dst,
    hears src; `-` for a dark slot, no `<src` when nothing is expected)."""

    def cell(e: Entry) -> str:
        tx = f"{e.wl}>{e.dst}" if e.valid else "-"
        return tx if e.rx_src is None else f"{tx}<{e.rx_src}"

    width = max(7, len(f"{ports - 1}>{ports - 1}<{ports - 1}") + 1)
    head = "slot " + "".join(f"{'n' + str(n):>{width}}" for n in range(len(tables)))
    rows = [head]
    for s in range(len(tables[0])):
        cells = "".join(f"{cell(t[s]):>{width}}" for t in tables)
        rows.append(f"{s:>4} {cells}")
    if arbiter is not None:
        slots = arbiter_slots(tables, arbiter)
        rows.append(f"arbiter = node {arbiter}; slot in which each node meets it: "
                    + ", ".join(f"n{n}:{'-' if s is None else s}" for n, s in enumerate(slots)))
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.model.rrtable", description=__doc__.splitlines()[0])
    ap.add_argument("ports", type=int, help="AWGR ports P (nodes including the arbiter), 2..256")
    ap.add_argument("--num-wl", type=int, default=None, help="SOAs per laser (default: P, the minimum)")
    ap.add_argument("--arbiter", type=int, default=None, help="node id of the arbiter (default: P-1)")
    ap.add_argument("--json", action="store_true", help="print per-node register images as JSON")
    args = ap.parse_args(argv)
    num_wl = args.ports if args.num_wl is None else args.num_wl
    arbiter = args.ports - 1 if args.arbiter is None else args.arbiter
    try:
        if not 0 <= arbiter < args.ports:
            raise RRTableError(f"arbiter {arbiter} is not a node of a P={args.ports} fabric")
        tables = generate(args.ports, num_wl)
        check(tables, args.ports, num_wl)
    except RRTableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"ports": args.ports, "num_wl": num_wl, "arbiter": arbiter,
                          "nodes": images(tables, args.ports, arbiter)}, indent=1))
    else:
        print(render(tables, args.ports, arbiter))
    return 0


if __name__ == "__main__":
    sys.exit(main())
