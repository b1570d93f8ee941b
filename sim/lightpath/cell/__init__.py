"""Python codec of the Lightpath cell header (constants from the generated module, never copied)."""

from __future__ import annotations

from crc import Calculator, Configuration

from lightpath.cell import generated as g
from lightpath.cell.generated import CfgOp, Kind

_FIELDS = {name: (lsb, bits) for name, lsb, bits in g.FIELDS}


def _calc(p: dict) -> Calculator:
    return Calculator(
        Configuration(
            width=p["width"],
            polynomial=p["poly"],
            init_value=p["init"],
            final_xor_value=p["xorout"],
            reverse_input=p["reflect"],
            reverse_output=p["reflect"],
        )
    )


_HCRC = _calc(g.HCRC)
_PCRC = _calc(g.PCRC)


class CellError(ValueError):
    """A header that cannot be packed or fails its CRC."""


def hcrc(data: bytes) -> int:
    return int(_HCRC.checksum(data))


def pcrc(payload: bytes) -> int:
    return int(_PCRC.checksum(payload))


class CellHeader(g.HeaderFields):
    """A cell header: the generated field dataclass plus pack/unpack with the header CRC."""

    def to_int(self) -> int:
        """Header as an integer (bit 0 = last header bit on the line), hcrc recomputed."""
        word = 0
        for name, (lsb, bits) in _FIELDS.items():
            if name == "hcrc":
                continue
            v = int(getattr(self, name))
            if v < 0 or v >> bits:
                raise CellError(f"{name}={v} does not fit {bits} bits")
            word |= v << lsb
        body = word.to_bytes(g.HEADER_BYTES, "big")[: g.HCRC_COVER_BYTES]
        lsb, _ = _FIELDS["hcrc"]
        return word | (hcrc(body) << lsb)

    def pack(self) -> bytes:
        return self.to_int().to_bytes(g.HEADER_BYTES, "big")

    @classmethod
    def unpack(cls, raw: bytes, check: bool = True) -> CellHeader:
        if len(raw) != g.HEADER_BYTES:
            raise CellError(f"header must be {g.HEADER_BYTES} bytes, got {len(raw)}")
        word = int.from_bytes(raw, "big")
        h = cls(**{n: (word >> lsb) & ((1 << bits) - 1) for n, (lsb, bits) in _FIELDS.items()})
        if check and hcrc(raw[: g.HCRC_COVER_BYTES]) != h.hcrc:
            raise CellError("header CRC mismatch")
        return h

    @classmethod
    def from_int(cls, value: int, check: bool = True) -> CellHeader:
        return cls.unpack(value.to_bytes(g.HEADER_BYTES, "big"), check)

    def words(self) -> list[int]:
        """The header as line words, first word first."""
        wb = g.WORD_BITS
        v = self.to_int()
        return [(v >> (g.HEADER_BITS - wb * (i + 1))) & ((1 << wb) - 1) for i in range(g.HEADER_WORDS)]


def field_layout() -> dict[str, tuple[int, int]]:
    """name -> (lsb, bits) of every header field."""
    return dict(_FIELDS)


__all__ = ["CellError", "CellHeader", "CfgOp", "Kind", "field_layout", "hcrc", "pcrc"]
