"""Board pin lists: boards/<board>/pins.csv.

Format: `#` comment lines (the header names the sources), then a CSV table with the header row
`net,pin,iostandard_default,bank_or_group,source` and one row per board net:

- `net`: the board's net name (XilinxBoardStore part0_pins.xml name, else the Xilinx board XDC name);
- `pin`: FPGA package pin;
- `iostandard_default`: the I/O standard the constraints must use (empty for transceiver pins, which
  take no IOSTANDARD);
- `bank_or_group`: I/O bank number (`66`) or transceiver quad (`GTY231`, `GTH226`);
- `source`: where the row comes from (keys defined in the header).

Two kinds of machine-read comment lines carry board facts the checks need:
- `# vcco <bank> <volts> <rail>`: the bank's VCCO supply (from the Xilinx board XDC bank comments);
- `# clock <net> <MHz> <where from>`: a board clock net and its frequency, so `create_clock` periods can
  be checked.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from pathlib import Path

COLUMNS = ("net", "pin", "iostandard_default", "bank_or_group", "source")
_VCCO_RE = re.compile(r"^#\s*vcco\s+(\S+)\s+([0-9.]+)\b\s*(.*)$")
_CLOCK_RE = re.compile(r"^#\s*clock\s+(\S+)\s+([0-9.]+)\b\s*(.*)$")
_GT_RE = re.compile(r"^GT[HYM]\d+$")


@dataclass(frozen=True)
class PinRow:
    net: str
    pin: str
    iostandard: str
    bank: str
    source: str
    line: int

    @property
    def is_gt(self) -> bool:
        return bool(_GT_RE.match(self.bank))


@dataclass
class PinList:
    path: str
    rows: list[PinRow] = field(default_factory=list)
    vcco: dict[str, float] = field(default_factory=dict)
    clocks: dict[str, float] = field(default_factory=dict)      # net -> MHz
    header: list[str] = field(default_factory=list)             # comment lines (without '#')

    def by_pin(self) -> dict[str, PinRow]:
        return {r.pin: r for r in self.rows}

    def by_net(self) -> dict[str, PinRow]:
        return {r.net: r for r in self.rows}


def parse_pin_list(text: str, path: str = "<pins.csv>") -> PinList:
    """Parse a pin list; ValueError on a malformed table, a pin or net listed twice, or a clock or
    VCCO line naming something the table does not have."""
    out = PinList(path)
    table: list[tuple[int, str]] = []
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s:
            continue
        if s.startswith("#"):
            out.header.append(s[1:].strip())
            if m := _VCCO_RE.match(s):
                out.vcco[m.group(1)] = float(m.group(2))
            elif m := _CLOCK_RE.match(s):
                out.clocks[m.group(1)] = float(m.group(2))
            continue
        table.append((n, line))
    if not table:
        raise ValueError(f"{path}: no table")
    head_n, head = table[0]
    cols = tuple(c.strip() for c in next(csv.reader(io.StringIO(head))))
    if cols != COLUMNS:
        raise ValueError(f"{path}:{head_n}: header must be {','.join(COLUMNS)}, got {','.join(cols)}")
    seen_pin: dict[str, int] = {}
    seen_net: dict[str, int] = {}
    for n, line in table[1:]:
        vals = [v.strip() for v in next(csv.reader(io.StringIO(line)))]
        if len(vals) != len(COLUMNS):
            raise ValueError(f"{path}:{n}: {len(vals)} columns, expected {len(COLUMNS)}")
        row = PinRow(vals[0], vals[1].upper(), vals[2].upper(), vals[3], vals[4], n)
        if not row.net or not row.pin or not row.bank or not row.source:
            raise ValueError(f"{path}:{n}: empty net/pin/bank/source")
        if row.pin in seen_pin:
            raise ValueError(f"{path}:{n}: pin {row.pin} already listed on line {seen_pin[row.pin]}")
        if row.net in seen_net:
            raise ValueError(f"{path}:{n}: net {row.net} already listed on line {seen_net[row.net]}")
        if row.is_gt and row.iostandard:
            raise ValueError(f"{path}:{n}: transceiver pin {row.pin} must have no I/O standard")
        if not row.is_gt and not row.iostandard:
            raise ValueError(f"{path}:{n}: I/O pin {row.pin} needs an I/O standard")
        seen_pin[row.pin] = n
        seen_net[row.net] = n
        out.rows.append(row)
    nets = {r.net for r in out.rows}
    banks = {r.bank for r in out.rows if not r.is_gt}
    for net in out.clocks:
        if net not in nets:
            raise ValueError(f"{path}: clock line names net {net}, which is not in the table")
    for bank in banks:
        if bank not in out.vcco:
            raise ValueError(f"{path}: bank {bank} has pins but no '# vcco {bank} <volts>' line")
    return out


def read_pin_list(path: Path) -> PinList:
    return parse_pin_list(path.read_text(), str(path))
