"""The aggregation frame format (rtl/agg/lp_agg.toml): typed constants, a codec for every frame type,
element packing with the engine's saturating sum, and the checks the RTL applies.

Every malformed input raises `AggError` (a ValueError) naming the field at fault.
"""

from __future__ import annotations

import enum
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from lightpath.cell.generated import SLOT
from lightpath.flow.paths import REPO

SPEC_PATH = REPO / "rtl" / "agg" / "lp_agg.toml"
ETH_HDR_BYTES = 14  # destination MAC, source MAC, EtherType


class AggError(ValueError):
    """A format source or frame that breaks the aggregation format."""


@dataclass(frozen=True)
class Field:
    name: str
    offset: int
    bytes: int
    doc: str

    @property
    def max(self) -> int:
        return (1 << (8 * self.bytes)) - 1


@dataclass(frozen=True)
class EnumValue:
    name: str
    value: int
    doc: str


@dataclass(frozen=True)
class AggSpec:
    version: int
    ethertype: int
    hdr_bytes: int
    elem_bytes: int
    max_workers: int
    max_jobs: int
    engine_mac: int
    types: tuple[EnumValue, ...]
    status: tuple[EnumValue, ...]
    fields: tuple[Field, ...]

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise AggError(f"no field {name!r}")

    def chunk_elems(self, payload_bytes: int = int(SLOT["payload_bytes"])) -> int:
        """Elements per contribution: one contribution frame fills one cell's payload area."""
        n = (payload_bytes - self.hdr_bytes) // self.elem_bytes
        if n < 1:
            raise AggError(f"payload of {payload_bytes} bytes holds no element after the {self.hdr_bytes}-byte header")
        return n


def _int(d: dict[str, object], key: str, where: str) -> int:
    v = d.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise AggError(f"{where}: `{key}` must be an integer")
    return v


def _enum(raw: dict[str, object], name: str, src: str, width: int) -> tuple[EnumValue, ...]:
    tab = raw.get("enum", {})
    if not isinstance(tab, dict) or not isinstance(tab.get(name), dict):
        raise AggError(f"{src}: missing [enum.{name}]")
    out: list[EnumValue] = []
    for k, v in tab[name].items():
        val = _int(v, "value", f"{src} enum.{name}.{k}")
        if not 0 <= val < (1 << width) or any(e.value == val for e in out):
            raise AggError(f"{src} enum.{name}.{k}: value {val} repeated or outside 0..{(1 << width) - 1}")
        out.append(EnumValue(k, val, str(v.get("doc", ""))))
    return tuple(out)


@cache
def load(path: Path = SPEC_PATH) -> AggSpec:
    """Parse and check the format source."""
    src = path.name
    try:
        raw = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as e:
        raise AggError(f"{src}: not valid TOML: {e}") from None
    fm = raw.get("format")
    if not isinstance(fm, dict):
        raise AggError(f"{src}: missing [format]")
    keys = ("version", "ethertype", "hdr_bytes", "elem_bytes", "max_workers", "max_jobs", "engine_mac")
    v = {k: _int(fm, k, f"{src} [format]") for k in keys}
    if v["hdr_bytes"] % 8 or v["hdr_bytes"] <= ETH_HDR_BYTES:
        raise AggError(f"{src}: hdr_bytes {v['hdr_bytes']} must be a multiple of 8 above the Ethernet header")
    if v["elem_bytes"] not in (2, 4, 8):
        raise AggError(f"{src}: elem_bytes must be 2, 4 or 8")
    fields: list[Field] = []
    used: set[int] = set()
    for i, f in enumerate(raw.get("field", [])):
        where = f"{src} field {i}"
        name = str(f.get("name", ""))
        off, nb = _int(f, "offset", where), _int(f, "bytes", where)
        span = set(range(off, off + nb))
        if not name.isidentifier() or any(x.name == name for x in fields):
            raise AggError(f"{where}: bad or repeated name {name!r}")
        if off < ETH_HDR_BYTES or off + nb > v["hdr_bytes"] or span & used:
            raise AggError(f"{where} ({name}): bytes {off}..{off + nb - 1} overlap or leave the header")
        used |= span
        fields.append(Field(name, off, nb, str(f.get("doc", ""))))
    spec = AggSpec(
        **v,
        types=_enum(raw, "type", src, 4),
        status=_enum(raw, "status", src, 3),
        fields=tuple(fields),
    )
    need = {"VER_TYPE", "JOB", "WORKER", "NODE", "DST", "STATUS", "CHUNK", "COUNT", "RETRY", "BITMAP"}
    if need - {f.name for f in fields}:
        raise AggError(f"{src}: missing field(s) {', '.join(sorted(need - {f.name for f in fields}))}")
    if spec.field("BITMAP").bytes * 8 != spec.max_workers:
        raise AggError(f"{src}: BITMAP must have max_workers = {spec.max_workers} bits")
    return spec


SPEC = load()
ETHERTYPE = SPEC.ethertype
HDR_BYTES = SPEC.hdr_bytes
ELEM_BYTES = SPEC.elem_bytes
MAX_WORKERS = SPEC.max_workers
MAX_JOBS = SPEC.max_jobs
ENGINE_MAC = SPEC.engine_mac
CHUNK_ELEMS = SPEC.chunk_elems()
ELEM_MIN = -(1 << (8 * ELEM_BYTES - 1))
ELEM_MAX = (1 << (8 * ELEM_BYTES - 1)) - 1

_TYPES = {e.name.upper(): e.value for e in SPEC.types}
_STATUS = {e.name.upper(): 1 << e.value for e in SPEC.status}


class Type(enum.IntEnum):
    """Frame types (field TYPE, [enum.type]): the names spelled out for the type checker, the values from the
    format source; the check below keeps the two lists equal."""

    UPLOAD = _TYPES["UPLOAD"]
    CONTRIB = _TYPES["CONTRIB"]
    RESULT = _TYPES["RESULT"]
    NACK = _TYPES["NACK"]
    FAIL = _TYPES["FAIL"]


class Status(enum.IntFlag):
    """STATUS bits ([enum.status]), as Type."""

    SAT = _STATUS["SAT"]
    TIMEOUT = _STATUS["TIMEOUT"]
    BUSY = _STATUS["BUSY"]
    COUNT = _STATUS["COUNT"]


for _cls, _names in ((Type, list(_TYPES)), (Status, list(_STATUS))):
    if list(_cls.__members__) != _names:
        raise AggError(f"{SPEC_PATH.name}: enum {_cls.__name__} is {_names}, lightpath.agg.fmt declares "
                       f"{list(_cls.__members__)}")


def sat_add(a: int, b: int) -> int:
    """The engine's element operation: two's-complement sum clamped to [ELEM_MIN, ELEM_MAX]."""
    return max(ELEM_MIN, min(ELEM_MAX, a + b))


def reduce(vectors: list[list[int]]) -> tuple[list[int], bool]:
    """Element-wise saturating sum in arrival order (the engine's result) and whether any element
    saturated. Saturation is sticky per element: once clamped, later additions start from the clamp."""
    if not vectors:
        raise AggError("nothing to reduce")
    acc = list(vectors[0])
    sat = False
    for v in vectors[1:]:
        if len(v) != len(acc):
            raise AggError(f"vector of {len(v)} elements, expected {len(acc)}")
        for i, x in enumerate(v):
            s = acc[i] + x
            if s != sat_add(acc[i], x):
                sat = True
            acc[i] = sat_add(acc[i], x)
    return acc, sat


def _mac(b: bytes) -> int:
    return int.from_bytes(b, "big")


@dataclass
class AggFrame:
    """One aggregation frame. `elements` are Python ints in [ELEM_MIN, ELEM_MAX]."""

    type: int
    job: int
    chunk: int
    worker: int = 0
    node: int = 0
    dst: int = 0
    status: int = 0
    retry: int = 0
    bitmap: int = 0
    count: int | None = None  # None: len(elements)
    elements: list[int] = field(default_factory=list)
    dst_mac: int = 0xFFFFFFFFFFFF
    src_mac: int = 0
    version: int = SPEC.version

    @property
    def count_field(self) -> int:
        """The COUNT the frame carries: `count`, or the number of elements when it is None."""
        return len(self.elements) if self.count is None else self.count

    def encode(self) -> bytes:
        count = self.count_field
        vals = {
            "VER_TYPE": (self.version << 4) | self.type,
            "JOB": self.job,
            "WORKER": self.worker,
            "NODE": self.node,
            "DST": self.dst,
            "STATUS": self.status,
            "CHUNK": self.chunk,
            "COUNT": count,
            "RETRY": self.retry,
            "BITMAP": self.bitmap,
        }
        out = bytearray(HDR_BYTES)
        out[0:6] = self.dst_mac.to_bytes(6, "big")
        out[6:12] = self.src_mac.to_bytes(6, "big")
        out[12:14] = ETHERTYPE.to_bytes(2, "big")
        for f in SPEC.fields:
            v = vals[f.name]
            if not 0 <= v <= f.max:
                raise AggError(f"{f.name} = {v} does not fit {f.bytes} byte(s)")
            out[f.offset:f.offset + f.bytes] = v.to_bytes(f.bytes, "big")
        for x in self.elements:
            if not ELEM_MIN <= x <= ELEM_MAX:
                raise AggError(f"element {x} outside {ELEM_MIN}..{ELEM_MAX}")
            out += x.to_bytes(ELEM_BYTES, "big", signed=True)
        return bytes(out)

    @classmethod
    def decode(cls, data: bytes, *, padded: bool = False) -> AggFrame:
        """Parse a frame; `padded` allows bytes after the elements (Ethernet minimum-size padding)."""
        if len(data) < HDR_BYTES:
            raise AggError(f"frame of {len(data)} bytes is shorter than the {HDR_BYTES}-byte header")
        if int.from_bytes(data[12:14], "big") != ETHERTYPE:
            raise AggError(f"EtherType {int.from_bytes(data[12:14], 'big'):04X} is not {ETHERTYPE:04X}")
        g = {f.name: int.from_bytes(data[f.offset:f.offset + f.bytes], "big") for f in SPEC.fields}
        ver, typ = g["VER_TYPE"] >> 4, g["VER_TYPE"] & 0xF
        if ver != SPEC.version:
            raise AggError(f"version {ver}, expected {SPEC.version}")
        if typ not in {t.value for t in SPEC.types}:
            raise AggError(f"unknown type {typ}")
        count = g["COUNT"]
        n = 0 if typ == Type.FAIL or typ == Type.NACK else count
        need = HDR_BYTES + n * ELEM_BYTES
        if len(data) < need or (len(data) != need and not padded):
            raise AggError(f"{len(data)} bytes for COUNT {count} (type {typ}): expected {need}")
        elems = [
            int.from_bytes(data[HDR_BYTES + i * ELEM_BYTES:HDR_BYTES + (i + 1) * ELEM_BYTES], "big", signed=True)
            for i in range(n)
        ]
        return cls(
            type=typ, job=g["JOB"], chunk=g["CHUNK"], worker=g["WORKER"], node=g["NODE"], dst=g["DST"],
            status=g["STATUS"], retry=g["RETRY"], bitmap=g["BITMAP"], count=count, elements=elems,
            dst_mac=_mac(data[0:6]), src_mac=_mac(data[6:12]), version=ver,
        )


def upload(job: int, worker: int, first_chunk: int, elements: list[int], *, dst_mac: int, src_mac: int) -> bytes:
    """A worker's upload frame (what a host hands to its NIC, addressed to the master)."""
    return AggFrame(Type.UPLOAD, job, first_chunk, worker=worker, elements=elements, dst_mac=dst_mac,
                    src_mac=src_mac).encode()


def split(elements: list[int], first_chunk: int = 0, chunk_elems: int = CHUNK_ELEMS) -> list[tuple[int, list[int]]]:
    """What the encoder does with an upload's elements: (chunk index, elements) per contribution."""
    return [(first_chunk + i // chunk_elems, elements[i:i + chunk_elems]) for i in range(0, len(elements), chunk_elems)]
