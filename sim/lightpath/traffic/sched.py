"""The GPU emulator's program format (sim/models/lp_gpu_sched.toml): typed constants, the ops as
dataclasses with an encoder and a decoder, and schedule directories (one `gpu<g:03d>.hex` per global
GPU plus the `schedule.json` sidecar) with their bounds checks.

Every malformed input raises `SchedError` (a ValueError) whose message names the file, line, op or
field at fault.
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from lightpath.flow.paths import SIM

SPEC_PATH = SIM / "models" / "lp_gpu_sched.toml"
SIDECAR = "schedule.json"
FORMAT = "lightpath-gpu-schedule/1"


class SchedError(ValueError):
    """A schedule (spec, op, program or directory) that breaks the format."""


# --------------------------------------------------------------------------------------------- spec
@dataclass(frozen=True)
class Opcode:
    name: str
    value: int
    doc: str


@dataclass(frozen=True)
class Field:
    name: str
    lsb: int
    width: int
    min: int
    ops: tuple[str, ...]
    doc: str

    @property
    def msb(self) -> int:
        return self.lsb + self.width - 1

    @property
    def max(self) -> int:
        return (1 << self.width) - 1

    @property
    def mask(self) -> int:
        return self.max << self.lsb


@dataclass(frozen=True)
class FrameField:
    name: str
    offset: int
    bytes: int
    doc: str


@dataclass(frozen=True)
class MarkKind:
    name: str
    value: int
    doc: str


@dataclass(frozen=True)
class SchedSpec:
    op_width: int
    opc_lsb: int
    opc_width: int
    opcodes: tuple[Opcode, ...]
    fields: tuple[Field, ...]
    mac_prefix: int
    ethertype: int
    hdr_bytes: int
    min_frame: int
    max_data: int
    frame_fields: tuple[FrameField, ...]
    prog_words: int
    txq_depth: int
    nvlink_bytes_per_cycle: int
    marks: int
    mark_kind_lsb: int
    mark_kind_width: int
    mark_kinds: tuple[MarkKind, ...]
    source: str

    def opcode(self, name: str) -> int:
        for o in self.opcodes:
            if o.name == name:
                return o.value
        raise KeyError(f"no opcode {name!r} (known: {', '.join(o.name for o in self.opcodes)})")

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(f"no field {name!r} (known: {', '.join(f.name for f in self.fields)})")

    def fields_of(self, op: str) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if op in f.ops)

    def mark_kind(self, name: str) -> int:
        for k in self.mark_kinds:
            if k.name == name:
                return k.value
        raise KeyError(f"no MARK kind {name!r} (known: {', '.join(k.name for k in self.mark_kinds)})")

    @property
    def mark_value_max(self) -> int:
        return (1 << self.mark_kind_lsb) - 1

    def mark_id(self, kind: str, value: int) -> int:
        """The MARK id of `kind` with `value` in the low bits (iteration or all-to-all number)."""
        if not 0 <= value <= self.mark_value_max:
            raise SchedError(f"MARK {kind} value {value} outside 0..{self.mark_value_max}")
        return (self.mark_kind(kind) << self.mark_kind_lsb) | value

    def split_mark(self, mark: int) -> tuple[str, int]:
        """(kind name, value) of a MARK id; kind '?<n>' for an id of no known kind."""
        k = mark >> self.mark_kind_lsb
        name = next((m.name for m in self.mark_kinds if m.value == k), f"?{k}")
        return name, mark & self.mark_value_max

    def wire_bytes(self, data: int) -> int:
        """Bytes of one frame carrying `data` bytes of a message (header and padding included)."""
        return max(self.min_frame, self.hdr_bytes + data)


def _int(raw: dict[str, Any], key: str, where: str) -> int:
    if key not in raw:
        raise SchedError(f"{where}: missing '{key}'")
    v = raw[key]
    if not isinstance(v, int) or isinstance(v, bool):
        raise SchedError(f"{where}: '{key}' must be an integer, not {v!r}")
    return v


def load(path: Path = SPEC_PATH) -> SchedSpec:
    """Parse and check the format source; raises SchedError naming the problem."""
    src = path.name
    try:
        raw = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as e:
        raise SchedError(f"{src}: not valid TOML: {e}") from None
    for sec in ("op", "frame", "program", "mark"):
        if sec not in raw:
            raise SchedError(f"{src}: missing [{sec}] section")
    op = raw["op"]
    width, opc_lsb, opc_w = (_int(op, k, f"{src} [op]") for k in ("width", "opcode_lsb", "opcode_width"))
    if opc_lsb + opc_w != width:
        raise SchedError(f"{src} [op]: opcode [{opc_lsb + opc_w - 1}:{opc_lsb}] must end at the top bit {width - 1}")
    opcodes: list[Opcode] = []
    for i, o in enumerate(raw.get("opcode", [])):
        where = f"{src} opcode {i}"
        name, value = str(o.get("name", "")), _int(o, "value", where)
        if not name.isidentifier() or not name.isupper() or any(x.name == name for x in opcodes):
            raise SchedError(f"{where}: bad or repeated name {name!r}")
        if not 0 <= value < (1 << opc_w) or any(x.value == value for x in opcodes):
            raise SchedError(f"{where} ({name}): value {value} repeated or outside 0..{(1 << opc_w) - 1}")
        opcodes.append(Opcode(name, value, str(o.get("doc", ""))))
    need = {"HALT", "COMPUTE", "SEND", "WAIT", "MARK", "FENCE", "DOORBELL"}
    if need - {o.name for o in opcodes}:
        raise SchedError(f"{src}: missing opcode(s) {', '.join(sorted(need - {o.name for o in opcodes}))}")
    fields: list[Field] = []
    for i, f in enumerate(raw.get("field", [])):
        where = f"{src} field {i}"
        name = str(f.get("name", ""))
        lsb, w, lo = _int(f, "lsb", where), _int(f, "width", where), _int(f, "min", where)
        ops = tuple(str(x) for x in f.get("ops", []))
        if not name.isidentifier() or any(x.name == name for x in fields):
            raise SchedError(f"{where}: bad or repeated name {name!r}")
        if w < 1 or lsb < 0 or lsb + w > opc_lsb:
            raise SchedError(f"{where} ({name}): bits [{lsb + w - 1}:{lsb}] overlap the opcode or leave the word")
        if not 0 <= lo < (1 << w):
            raise SchedError(f"{where} ({name}): min {lo} does not fit {w} bits")
        if not ops or any(x not in {o.name for o in opcodes} for x in ops):
            raise SchedError(f"{where} ({name}): ops {list(ops)} empty or naming an unknown opcode")
        new = Field(name, lsb, w, lo, ops, str(f.get("doc", "")))
        for other in fields:
            if set(other.ops) & set(ops) and other.mask & new.mask:
                raise SchedError(f"{where}: {name} overlaps {other.name} in op {sorted(set(other.ops) & set(ops))[0]}")
        fields.append(new)
    fr = raw["frame"]
    hdr = _int(fr, "hdr_bytes", f"{src} [frame]")
    ffields: list[FrameField] = []
    used: set[int] = set()
    for i, f in enumerate(fr.get("field", [])):
        where = f"{src} frame field {i}"
        name, off, nb = str(f.get("name", "")), _int(f, "offset", where), _int(f, "bytes", where)
        span = set(range(off, off + nb))
        if nb < 1 or off < 14 or off + nb > hdr or span & used:
            raise SchedError(f"{where} ({name}): bytes {off}..{off + nb - 1} overlap or leave the header 14..{hdr - 1}")
        used |= span
        ffields.append(FrameField(name, off, nb, str(f.get("doc", ""))))
    max_data = _int(fr, "max_data", f"{src} [frame]")
    if not 1 <= max_data <= 0xFFFF:
        raise SchedError(f"{src} [frame]: max_data {max_data} outside 1..65535 (the LEN field)")
    pr = raw["program"]
    words, depth = _int(pr, "words", f"{src} [program]"), _int(pr, "txq_depth", f"{src} [program]")
    nvl = _int(pr, "nvlink_bytes_per_cycle", f"{src} [program]")
    marks = _int(pr, "marks", f"{src} [program]")
    if words < 2 or depth < 1 or nvl < 1 or marks < 1:
        raise SchedError(f"{src} [program]: words >= 2, txq_depth, nvlink_bytes_per_cycle and marks >= 1 required")
    mk = raw["mark"]
    klsb, kw = _int(mk, "kind_lsb", f"{src} [mark]"), _int(mk, "kind_width", f"{src} [mark]")
    mark_f = next((f for f in fields if f.name == "MARK"), None)
    if mark_f is None or klsb + kw != mark_f.width:
        raise SchedError(f"{src} [mark]: kind bits [{klsb + kw - 1}:{klsb}] must end at the top of the MARK field")
    kinds: list[MarkKind] = []
    for i, k in enumerate(mk.get("kind", [])):
        where = f"{src} mark kind {i}"
        name, value = str(k.get("name", "")), _int(k, "value", where)
        if not name.isidentifier() or any(x.name == name for x in kinds):
            raise SchedError(f"{where}: bad or repeated name {name!r}")
        if not 1 <= value < (1 << kw) or any(x.value == value for x in kinds):
            raise SchedError(f"{where} ({name}): value {value} repeated or outside 1..{(1 << kw) - 1}")
        kinds.append(MarkKind(name, value, str(k.get("doc", ""))))
    return SchedSpec(
        op_width=width, opc_lsb=opc_lsb, opc_width=opc_w, opcodes=tuple(opcodes), fields=tuple(fields),
        mac_prefix=_int(fr, "mac_prefix", f"{src} [frame]"), ethertype=_int(fr, "ethertype", f"{src} [frame]"),
        hdr_bytes=hdr, min_frame=_int(fr, "min_frame", f"{src} [frame]"), max_data=max_data,
        frame_fields=tuple(ffields), prog_words=words, txq_depth=depth, nvlink_bytes_per_cycle=nvl, marks=marks,
        mark_kind_lsb=klsb, mark_kind_width=kw, mark_kinds=tuple(kinds), source=src,
    )


_SPEC: SchedSpec | None = None


def spec() -> SchedSpec:
    """The committed format (loaded once)."""
    global _SPEC
    if _SPEC is None:
        _SPEC = load()
    return _SPEC


# ---------------------------------------------------------------------------------------------- ops
@dataclass(frozen=True)
class Halt:
    OP: ClassVar[str] = "HALT"
    FIELDS: ClassVar[dict[str, str]] = {}


@dataclass(frozen=True)
class Compute:
    cycles: int
    OP: ClassVar[str] = "COMPUTE"
    FIELDS: ClassVar[dict[str, str]] = {"cycles": "CYCLES"}


@dataclass(frozen=True)
class Send:
    dst: int
    tag: int
    nbytes: int
    OP: ClassVar[str] = "SEND"
    FIELDS: ClassVar[dict[str, str]] = {"dst": "DST", "tag": "TAG", "nbytes": "BYTES"}


@dataclass(frozen=True)
class Wait:
    tag: int
    nbytes: int
    OP: ClassVar[str] = "WAIT"
    FIELDS: ClassVar[dict[str, str]] = {"tag": "TAG", "nbytes": "BYTES"}


@dataclass(frozen=True)
class Mark:
    id: int
    OP: ClassVar[str] = "MARK"
    FIELDS: ClassVar[dict[str, str]] = {"id": "MARK"}


@dataclass(frozen=True)
class Fence:
    OP: ClassVar[str] = "FENCE"
    FIELDS: ClassVar[dict[str, str]] = {}


@dataclass(frozen=True)
class Doorbell:
    """The ODDL library's call: kind 0 = this step's flow is done (DOORBELL.done), 1 = start the iteration
    (CTRL.start), as hardware pulses into the node NIC's ODDL block (docs/gpu-emu.md)."""
    kind: int
    OP: ClassVar[str] = "DOORBELL"
    FIELDS: ClassVar[dict[str, str]] = {"kind": "KIND"}


Op = Halt | Compute | Send | Wait | Mark | Fence | Doorbell
OP_CLASSES: tuple[type[Op], ...] = (Halt, Compute, Send, Wait, Mark, Fence, Doorbell)
DB_DONE, DB_START = 0, 1   # Doorbell kinds


def encode(op: Op, sp: SchedSpec | None = None) -> int:
    """The 64-bit word of `op`; SchedError when a value does not fit its field."""
    sp = sp or spec()
    word = sp.opcode(op.OP) << sp.opc_lsb
    for attr, fname in op.FIELDS.items():
        f = sp.field(fname)
        v = getattr(op, attr)
        if not isinstance(v, int) or not f.min <= v <= f.max:
            raise SchedError(f"{op.OP}: {fname} = {v!r} outside {f.min}..{f.max} ([{f.msb}:{f.lsb}])")
        word |= v << f.lsb
    return word


def decode(word: int, sp: SchedSpec | None = None) -> Op:
    """The op of a 64-bit word; SchedError for an unknown opcode, reserved bits set or a field below its min."""
    sp = sp or spec()
    if not 0 <= word < (1 << sp.op_width):
        raise SchedError(f"word {word:#x} does not fit {sp.op_width} bits")
    opc = word >> sp.opc_lsb
    cls = next((c for c in OP_CLASSES if sp.opcode(c.OP) == opc), None)
    if cls is None:
        raise SchedError(f"word {word:016x}: unknown opcode {opc}")
    used = (1 << sp.op_width) - (1 << sp.opc_lsb)
    kw: dict[str, int] = {}
    for attr, fname in cls.FIELDS.items():
        f = sp.field(fname)
        used |= f.mask
        kw[attr] = (word >> f.lsb) & f.max
        if kw[attr] < f.min:
            raise SchedError(f"word {word:016x}: {cls.OP} {fname} = {kw[attr]} below its minimum {f.min}")
    if word & ~used:
        raise SchedError(f"word {word:016x}: {cls.OP} with reserved bits set ({word & ~used:#x})")
    return cls(**kw)


def fmt_op(op: Op, sp: SchedSpec | None = None) -> str:
    """One-line text of an op (for errors and listings)."""
    if isinstance(op, Mark):
        k, v = (sp or spec()).split_mark(op.id)
        return f"MARK {k}({v})"
    args = " ".join(f"{a}={getattr(op, a)}" for a in op.FIELDS)
    return f"{op.OP} {args}".rstrip()


# ------------------------------------------------------------------------------- programs and dirs
def check_program(gpu: int, ops: list[Op], sp: SchedSpec | None = None) -> None:
    """A program must end with its only HALT and fit PROG_WORDS (encoding checks every field)."""
    sp = sp or spec()
    where = f"GPU {gpu}"
    if not ops or not isinstance(ops[-1], Halt):
        raise SchedError(f"{where}: program does not end with HALT")
    first = next(i for i, o in enumerate(ops) if isinstance(o, Halt))
    if first != len(ops) - 1:
        raise SchedError(f"{where}: HALT at op {first} before the end ({len(ops)} ops): the rest would never run")
    if len(ops) > sp.prog_words:
        raise SchedError(f"{where}: {len(ops)} ops, more than PROG_WORDS = {sp.prog_words}")


def hex_name(gpu: int) -> str:
    return f"gpu{gpu:03d}.hex"


@dataclass
class Schedule:
    """Programs of every global GPU (index = GPU) and the sidecar metadata."""

    programs: list[list[Op]]
    meta: dict[str, Any] = field(default_factory=dict)


def write_schedule(out: Path, sched: Schedule, sp: SchedSpec | None = None) -> None:
    """Write `gpu<g>.hex` for every GPU and `schedule.json`; stale gpu*.hex files in `out` are removed."""
    sp = sp or spec()
    texts: dict[str, str] = {}
    for g, ops in enumerate(sched.programs):
        check_program(g, ops, sp)
        texts[hex_name(g)] = "".join(f"{encode(o, sp):016x}\n" for o in ops)
    meta = dict(sched.meta)
    meta["format"] = FORMAT
    meta["gpus"] = len(sched.programs)
    meta["ops"] = [len(p) for p in sched.programs]
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("gpu*.hex"):
        if old.name not in texts:
            old.unlink()
    for name, text in texts.items():
        (out / name).write_text(text)
    (out / SIDECAR).write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")


_HEX = re.compile(r"[0-9a-fA-F]{16}")


def read_program(path: Path, gpu: int, sp: SchedSpec | None = None) -> list[Op]:
    sp = sp or spec()
    ops: list[Op] = []
    lines = path.read_text().splitlines()
    if len(lines) > sp.prog_words:
        raise SchedError(f"{path.name}: {len(lines)} ops, more than PROG_WORDS = {sp.prog_words}")
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if not _HEX.fullmatch(s):
            raise SchedError(f"{path.name} line {n}: {s[:40]!r} is not 16 hex digits")
        try:
            ops.append(decode(int(s, 16), sp))
        except SchedError as e:
            raise SchedError(f"{path.name} line {n}: {e}") from None
    try:
        check_program(gpu, ops, sp)
    except SchedError as e:
        raise SchedError(f"{path.name}: {e}") from None
    return ops


def read_schedule(d: Path, sp: SchedSpec | None = None) -> Schedule:
    """Read and check a schedule directory: the sidecar, exactly one program per GPU it lists, each
    well-formed; SchedError otherwise."""
    sp = sp or spec()
    side = d / SIDECAR
    if not side.is_file():
        raise SchedError(f"{d}: no {SIDECAR} (not a schedule directory)")
    try:
        meta = json.loads(side.read_text())
    except json.JSONDecodeError as e:
        raise SchedError(f"{side}: not valid JSON: {e}") from None
    if meta.get("format") != FORMAT:
        raise SchedError(f"{side}: format {meta.get('format')!r}, expected {FORMAT!r}")
    n = meta.get("gpus")
    if not isinstance(n, int) or n < 1:
        raise SchedError(f"{side}: 'gpus' must be a positive integer")
    if "gpu_node" in meta and len(meta["gpu_node"]) != n:
        raise SchedError(f"{side}: 'gpu_node' maps {len(meta['gpu_node'])} GPUs, 'gpus' is {n}")
    have = {p.name for p in d.glob("gpu*.hex")}
    want = {hex_name(g) for g in range(n)}
    if want - have:
        raise SchedError(f"{d}: missing {', '.join(sorted(want - have))} ({SIDECAR} lists {n} GPUs)")
    if have - want:
        raise SchedError(f"{d}: unexpected {', '.join(sorted(have - want))} ({SIDECAR} lists {n} GPUs)")
    return Schedule([read_program(d / hex_name(g), g, sp) for g in range(n)], meta)
