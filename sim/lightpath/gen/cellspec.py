"""Load and validate the cell-format source (rtl/cell/lp_cell.toml)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lightpath.flow.paths import RTL

SPEC_PATH = RTL / "cell" / "lp_cell.toml"


@dataclass(frozen=True)
class Field:
    name: str
    bits: int
    lsb: int  # bit offset of the field's LSB inside the header vector
    doc: str
    enum: str | None

    @property
    def msb(self) -> int:
        return self.lsb + self.bits - 1


@dataclass(frozen=True)
class EnumValue:
    name: str
    value: int
    doc: str


@dataclass(frozen=True)
class Crc:
    width: int
    poly: int
    init: int
    xorout: int
    reflect: bool


@dataclass(frozen=True)
class CellSpec:
    version: int
    header_bits: int
    word_bits: int
    fields: tuple[Field, ...]
    enums: dict[str, tuple[EnumValue, ...]]
    hcrc: Crc
    pcrc: Crc
    slot: dict[str, Any]
    frame: dict[str, Any]
    node: dict[str, Any]
    msg: dict[str, Any]
    msg_fields: tuple[Field, ...]
    oddl_ctl: dict[str, Any]
    source: str

    @property
    def header_bytes(self) -> int:
        return self.header_bits // 8

    @property
    def header_words(self) -> int:
        return self.header_bits // self.word_bits

    @property
    def msg_bits(self) -> int:
        return int(self.msg["words"]) * self.word_bits

    @property
    def clock_ps(self) -> int:
        """Line clock period in ps (an integer by construction: checked by load())."""
        return round(1e6 / float(self.slot["clock_mhz"]))

    def enum_bits(self, name: str) -> int:
        """Width of the (header or message) field that uses enum `name`; an enum no field uses (the ODDL
        control message type) is as wide as its largest value."""
        used = [f.bits for f in (*self.fields, *self.msg_fields) if f.enum == name]
        return used[0] if used else max(1, max(v.value for v in self.enums[name]).bit_length())

    @property
    def hcrc_covered_bytes(self) -> int:
        """Header bytes covered by the header CRC: everything above the hcrc field."""
        return (self.header_bits - self.field("hcrc").bits) // 8

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)


def load(path: Path = SPEC_PATH) -> CellSpec:
    text = path.read_text()
    raw = tomllib.loads(text)
    fmt = raw["format"]
    hdr_bits = int(fmt["header_bits"])
    word_bits = int(fmt["line_word_bits"])
    if hdr_bits % word_bits or word_bits % 8:
        raise ValueError("header_bits must be a multiple of line_word_bits, itself a multiple of 8")
    enums = {
        name: tuple(EnumValue(k, int(v["value"]), str(v["doc"])) for k, v in values.items())
        for name, values in raw.get("enum", {}).items()
    }

    def layout(entries: list[dict[str, Any]], total: int, what: str) -> list[Field]:
        out: list[Field] = []
        top = total
        seen: set[str] = set()
        for f in entries:
            name, bits = str(f["name"]), int(f["bits"])
            if name in seen or not name.isidentifier():
                raise ValueError(f"{what}: bad or duplicate field name {name!r}")
            seen.add(name)
            enum = f.get("enum")
            if enum is not None:
                if enum not in enums:
                    raise ValueError(f"{what} field {name}: unknown enum {enum}")
                if max(v.value for v in enums[enum]) >= (1 << bits):
                    raise ValueError(f"{what} field {name}: enum {enum} does not fit {bits} bits")
            top -= bits
            out.append(Field(name, bits, top, str(f["doc"]), enum))
        if top != 0:
            raise ValueError(f"{what} field widths add up to {total - top}, expected {total}")
        return out

    fields = layout(raw["field"], hdr_bits, "header")
    msg = dict(raw["msg"])
    msg_fields = layout(raw["msg_field"], int(msg["words"]) * word_bits, "message")
    if int(msg["tx_lead_clocks"]) < 2:
        raise ValueError("msg.tx_lead_clocks must be >= 2 (message register + CRC register before the slot)")
    if fields[-1].name != "hcrc" or fields[-1].bits % 8:
        raise ValueError("the last field must be the byte-aligned header CRC 'hcrc'")

    def crc(d: dict[str, Any]) -> Crc:
        return Crc(int(d["width"]), int(d["poly"]), int(d["init"]), int(d["xorout"]), bool(d["reflect"]))

    hcrc, pcrc = crc(raw["crc"]["header"]), crc(raw["crc"]["payload"])
    if hcrc.width != fields[-1].bits or pcrc.width != next(f.bits for f in fields if f.name == "pcrc"):
        raise ValueError("CRC widths must match the hcrc/pcrc field widths")
    slot = dict(raw["slot"])
    if slot["payload_bytes"] % (word_bits // 8) or slot["payload_bytes"] > slot["max_payload_bytes"]:
        raise ValueError("slot.payload_bytes must be whole words and <= max_payload_bytes")
    if slot["max_payload_bytes"] >= (1 << next(f.bits for f in fields if f.name == "len")):
        raise ValueError("the len field cannot express max_payload_bytes")
    clk_ps = 1e6 / float(slot["clock_mhz"])
    if abs(clk_ps - round(clk_ps)) > 1e-9:
        raise ValueError("slot.clock_mhz must give a whole number of ps per clock")
    if int(msg["words"]) * (word_bits // 8) > int(slot["payload_bytes"]):
        raise ValueError("msg.words must fit the payload area")
    oddl = dict(raw["oddl_ctl"])
    if int(oddl["mac_prefix"]) & ((1 << int(oddl["addr_bits"])) - 1) or int(oddl["addr_bits"]) > 13:
        raise ValueError("oddl_ctl.mac_prefix must leave its low addr_bits bits zero (addr_bits <= 13)")
    if not 16 <= int(oddl["frame_bytes"]) <= 64 or int(oddl["frame_bytes"]) % 4:
        raise ValueError("oddl_ctl.frame_bytes must be 16..64 and a multiple of 4")
    return CellSpec(
        version=int(fmt["version"]),
        header_bits=hdr_bits,
        word_bits=word_bits,
        fields=tuple(fields),
        enums=enums,
        hcrc=hcrc,
        pcrc=pcrc,
        slot=slot,
        frame=dict(raw["frame"]),
        node=dict(raw["node"]),
        msg=msg,
        msg_fields=tuple(msg_fields),
        oddl_ctl=oddl,
        source=str(path.relative_to(RTL.parent)),
    )
