"""FST (GTKWave's Fast Signal Trace, Verilator `--trace-fst`) of the SOA debug bundle: read through
pywellen, write in pure Python.

The writer emits the smallest valid file: a header block, one value-change block (type 8,
VCDATA_DYN_ALIAS2) with every signal's data stored uncompressed, a geometry block and a gzip hierarchy
block; layout as gtkwave's fstapi writes it and fst-reader (wellen) reads it. Times are in ps
(timescale exponent -12).
"""

from __future__ import annotations

import gzip
import math
import struct
from collections.abc import Mapping
from pathlib import Path

from lightpath.gen.ila_probes import IlaSpec
from lightpath.ila.capture import Capture, Column, IlaFormatError, Pick, build, resolve
from lightpath.ila.vcd import find_clock
from lightpath.ila.waves import PERIOD_PS, Marked, Trace, marker_columns, marks, sample, signals, timeline

_BL_HDR, _BL_GEOM, _BL_HIER, _BL_VCDATA2 = 0, 3, 4, 8
_HDR_LEN = 329
_VAR_WIRE, _SCOPE_MODULE, _SCOPE, _UPSCOPE = 16, 0, 254, 255
_UNIT_S = {"fs": 1e-15, "ps": 1e-12, "ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def _uv(v: int) -> bytes:
    """Unsigned LEB128 varint."""
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _sv(v: int) -> bytes:
    """Signed LEB128 varint."""
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if (v == 0 and not b & 0x40) or (v == -1 and b & 0x40):
            out.append(b)
            return bytes(out)
        out.append(b | 0x80)


def _u64(v: int) -> bytes:
    return struct.pack(">Q", v)


def write_fst(path: str | Path, caps: Capture | Mapping[str, Capture], *, clock: str | None = "clk",
              period_ps: int = PERIOD_PS, bundle: bool = False, top: str = "top", markers: bool = False) -> None:
    """Write captures as an FST, with the signals, clock and times of lightpath.ila.vcd.write_vcd."""
    if markers:  # the layout of an ILA export: no clock, the sample number as the timestamp
        clock, period_ps = None, 1
    sigs = signals(caps, bundle, markers)
    steps = timeline(sigs, clock, period_ps)
    widths = [s.width for s in sigs] + ([1] if clock is not None else [])
    nsig = len(widths)
    times = [t for t, _ in steps]
    # per signal: its changes as (time index, value)
    changes: list[list[tuple[int, int]]] = [[] for _ in range(nsig)]
    for ti, (_, ch) in enumerate(steps):
        for i, v in ch:
            changes[i].append((ti, v))
    init = [changes[i][0][1] for i in range(nsig)]

    frame = b"".join(format(v, f"0{w}b").encode() for v, w in zip(init, widths))
    data: list[bytes] = []
    for i, w in enumerate(widths):
        buf = bytearray(_uv(0))  # 0: stored uncompressed
        prev = 0
        nbytes = (w + 7) // 8
        for ti, v in changes[i]:
            delta = ti - prev
            prev = ti
            if w == 1:
                buf += _uv((delta << 2) | (v << 1))
            else:
                buf += _uv(delta << 1)  # bit 0 clear: two-state bits follow, MSB first
                buf += (v << (nbytes * 8 - w)).to_bytes(nbytes, "big")
        data.append(bytes(buf))
    vc = bytearray(b"Z")  # pack type (irrelevant: no signal is compressed)
    chain = bytearray()
    prev_off = 0
    for d in data:
        off = len(vc)
        chain += _sv(((off - prev_off) << 1) | 1)
        prev_off = off
        vc += d
    ttab = bytearray()
    prev_t = 0
    for t in times:
        ttab += _uv(t - prev_t)
        prev_t = t
    body = bytearray()
    body += _u64(times[0]) + _u64(times[-1]) + _u64(len(vc))
    body += _uv(len(frame)) + _uv(len(frame)) + _uv(nsig) + frame
    body += _uv(nsig) + vc + chain + _u64(len(chain))
    body += ttab + _u64(len(ttab)) + _u64(len(ttab)) + _u64(len(times))
    vc_block = bytes([_BL_VCDATA2]) + _u64(len(body) + 8) + body

    geom = b"".join(_uv(w) for w in widths)
    geom_block = bytes([_BL_GEOM]) + _u64(len(geom) + 24) + _u64(len(geom)) + _u64(nsig) + geom

    hier = bytearray([_SCOPE, _SCOPE_MODULE]) + top.encode() + b"\0" + top.encode() + b"\0"
    nscopes = 1

    def var(name: str, w: int) -> bytes:
        return bytes([_VAR_WIRE, 0]) + name.encode() + b"\0" + _uv(w) + _uv(0)

    open_scope: tuple[str, ...] = ()
    for s in sigs:
        if s.scope != open_scope:
            hier += bytes([_UPSCOPE]) * len(open_scope)
            for c in s.scope:
                hier += bytes([_SCOPE, _SCOPE_MODULE]) + c.encode() + b"\0" + c.encode() + b"\0"
                nscopes += 1
            open_scope = s.scope
        hier += var(s.name, s.width)
    hier += bytes([_UPSCOPE]) * len(open_scope)
    if clock is not None:  # the last handle, as in `widths`
        hier += var(clock, 1)
    hier += bytes([_UPSCOPE])
    gz = gzip.compress(bytes(hier), mtime=0)
    hier_block = bytes([_BL_HIER]) + _u64(len(gz) + 16) + _u64(len(hier)) + gz

    hdr = bytearray([_BL_HDR]) + _u64(_HDR_LEN) + _u64(times[0]) + _u64(times[-1])
    hdr += struct.pack("<d", math.e) + _u64(0) + _u64(nscopes) + _u64(nsig) + _u64(nsig) + _u64(1)
    hdr += struct.pack("b", -12) + b"lightpath.ila".ljust(128, b"\0") + b"".ljust(119, b"\0")
    hdr += bytes([0]) + _u64(0)
    assert len(hdr) == _HDR_LEN + 1
    Path(path).write_bytes(bytes(hdr) + vc_block + geom_block + hier_block)


def _check_blocks(path: str, data: bytes) -> None:
    """Walk the block list before handing the file to pywellen (which panics on a broken file): each
    block is a type byte and a big-endian length that must fit the file; a header comes first and a
    geometry and a hierarchy block are present. A gzip-wrapped file (type 254) is left to pywellen."""
    if not data:
        raise IlaFormatError(path, None, "empty file (expected an FST)")
    if data[0] == 254:
        return
    if data[0] != _BL_HDR:
        raise IlaFormatError(path, None, "not an FST file (it must start with a header block)")
    pos, seen = 0, set()
    while pos < len(data):
        if pos + 9 > len(data):
            raise IlaFormatError(path, None, f"not a readable FST: block header cut at byte {pos} (file truncated)")
        kind, length = data[pos], struct.unpack(">Q", data[pos + 1:pos + 9])[0]
        if kind == 255 and length == 0:  # skip block ending the file
            break
        if length < 8 or pos + 1 + length > len(data):
            raise IlaFormatError(path, None, f"not a readable FST: block {kind} at byte {pos} claims {length} bytes, "
                                             f"{len(data) - pos - 1} left (file truncated?)")
        if kind not in (0, 1, 2, 3, 4, 5, 6, 7, 8, 255):
            raise IlaFormatError(path, None, f"not a readable FST: unknown block type {kind} at byte {pos}")
        seen.add(kind)
        pos += 1 + length
    lost = [name for name, kinds in (("geometry", {3}), ("hierarchy", {4, 6, 7})) if not seen & kinds]
    if lost:
        raise IlaFormatError(path, None, f"not a readable FST: no {' and no '.join(lost)} block")


def read_fst(path: str | Path, spec: IlaSpec, *, clock: str | None = "clk", clock_required: bool = False,
             node: int | None = None, scope: str | None = None, step: int | None = None) -> Capture:
    """Read an FST (pywellen) into a Capture, with the sampling and name matching of read_vcd."""
    import pywellen

    p = str(path)
    f = Path(path)
    if not f.is_file():
        raise IlaFormatError(p, None, "cannot read: no such file")
    _check_blocks(p, f.read_bytes())
    try:
        wave = pywellen.Waveform(p)
        fmt = str(wave.file_format)
        if "FST" not in fmt.upper():
            raise IlaFormatError(p, None, f"not an FST file (pywellen reads it as {fmt})")
        variables = list(wave.all_vars())
        unit = str(wave.timescale.unit).rsplit(".", 1)[-1].lower()
        unit_s = wave.timescale.factor * _UNIT_S.get(unit.replace("seconds", "s"), 1e-12)
    except IlaFormatError:
        raise
    except BaseException as exc:  # pywellen raises PanicException (a BaseException) on broken files
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        raise IlaFormatError(p, None, f"not a readable FST: {exc}") from None
    columns = [Column(v.full_name, v.bitwidth, None, i) for i, v in enumerate(variables)]
    # aliases: one signal under several names (the same signal reference)
    first: dict[str, int] = {}
    for i, v in enumerate(variables):
        columns[i].key = first.setdefault(str(v.signal_ref), i)
    picks = resolve(columns, spec, p, node=node, scope=scope)
    ck = find_clock(p, columns, clock) if clock else None
    if ck is None and clock and clock_required:
        raise IlaFormatError(p, None, f"no clock signal {clock!r} (sampling on its rising edges was asked for)")

    def trace(c: Column) -> Trace:
        tr = Trace(c)
        assert isinstance(c.key, int)   # this reader's keys: indexes into `variables`
        for t, v in variables[c.key].signal:
            tr.changes.append((int(t), v if isinstance(v, int) else None))
        return tr

    keys = list(dict.fromkeys(pk.column.key for pk in picks.values()))
    cols = {pk.column.key: pk.column for pk in picks.values()}
    traces = [trace(cols[k]) for k in keys]
    mtraces = {m: trace(c) for m, c in marker_columns(p, columns).items()} if ck is None else {}
    if mtraces and step is None:
        step = 1  # an ILA export (e.g. converted from its VCD) numbers its timestamps by sample
    stamps: list[int] = []
    if ck is None:  # one sample per timestamp: every time of the file's time table
        try:
            wave.stream_time_steps(lambda t, *_: stamps.append(int(t)), None)
        except BaseException as exc:
            if isinstance(exc, (KeyboardInterrupt, SystemExit)):
                raise
            raise IlaFormatError(p, None, f"not a readable FST: {exc}") from None
    mk = Marked()
    times, vals = sample(p, traces, trace(ck) if ck is not None else None, stamps, step, mtraces, mk)
    by_key = dict(zip(keys, vals))

    def read(pk: Pick) -> list[int]:
        return by_key[pk.column.key]

    return build(spec, picks, len(times), p, "fst", read, times=times, time_unit_s=unit_s,
                 **marks(mk, times if mtraces else None))


__all__ = ["read_fst", "write_fst"]
