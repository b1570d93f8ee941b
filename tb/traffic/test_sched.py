"""The GPU emulator's program format (sim/models/lp_gpu_sched.toml, lightpath.traffic.sched): the spec
loads, ops round-trip through the encoder, every out-of-range field and malformed word is refused,
schedule directories round-trip and every malformed directory is refused with a clear error; the
generated SV package and format doc are fresh and carry the spec's values."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from lightpath.flow.paths import REPO
from lightpath.gen import gpu_sched_emit
from lightpath.traffic import sched as sc
from lightpath.traffic.sched import Compute, Fence, Halt, Mark, SchedError, Send, Wait

SP = sc.spec()


def test_spec_values() -> None:
    assert (SP.op_width, SP.opc_lsb, SP.opc_width) == (64, 60, 4)
    names = ["HALT", "COMPUTE", "SEND", "WAIT", "MARK", "FENCE", "DOORBELL"]
    assert [o.name for o in SP.opcodes] == names
    assert [SP.opcode(n) for n in names] == [0, 1, 2, 3, 4, 5, 6]
    assert (SP.field("KIND").lsb, SP.field("KIND").width) == (0, 1) and (sc.DB_DONE, sc.DB_START) == (0, 1)
    assert (SP.field("DST").lsb, SP.field("DST").width) == (48, 8)
    assert (SP.field("TAG").lsb, SP.field("BYTES").width, SP.field("CYCLES").width) == (40, 32, 48)
    assert SP.prog_words == 8192 and SP.txq_depth == 8
    assert SP.wire_bytes(1) == SP.min_frame and SP.wire_bytes(1000) == SP.hdr_bytes + 1000
    assert SP.split_mark(SP.mark_id("DP_END", 7)) == ("DP_END", 7)
    assert SP.split_mark(0xF123) == ("?15", 0x123)


def _limits() -> list[sc.Op]:
    mx = {f.name: f.max for f in SP.fields}
    return [
        Halt(), Fence(), Compute(1), Compute(mx["CYCLES"]), Send(0, 0, 1), Send(mx["DST"], mx["TAG"], mx["BYTES"]),
        Wait(0, 1), Wait(mx["TAG"], mx["BYTES"]), Mark(0), Mark(mx["MARK"]),
    ]


def test_encode_decode_round_trip() -> None:
    rng = random.Random(9)
    ops = _limits()
    for _ in range(500):
        pick: list[sc.Op] = [
            Compute(rng.randrange(1, 1 << 48)), Send(rng.randrange(256), rng.randrange(256), rng.randrange(1, 1 << 32)),
            Wait(rng.randrange(256), rng.randrange(1, 1 << 32)), Mark(rng.randrange(1 << 16)),
        ]
        ops.append(rng.choice(pick))
    for op in ops:
        w = sc.encode(op)
        assert 0 <= w < 1 << 64
        assert w >> 60 == SP.opcode(op.OP)
        assert sc.decode(w) == op
    # exact bit positions of one op of each kind
    assert sc.encode(Send(0xAB, 0xCD, 0x12345678)) == 0x20AB_CD00_1234_5678
    assert sc.encode(Wait(0x11, 0x22)) == 0x3000_1100_0000_0022
    assert sc.encode(Compute(0x123456789ABC)) == 0x1000_1234_5678_9ABC
    assert sc.encode(Mark(0xBEEF)) == 0x4000_0000_0000_BEEF
    assert sc.encode(Halt()) == 0 and sc.encode(Fence()) == 0x5 << 60


@pytest.mark.parametrize(("op", "message"), [
    (Compute(0), "COMPUTE: CYCLES = 0 outside 1..281474976710655"),
    (Compute(1 << 48), "COMPUTE: CYCLES = 281474976710656 outside"),
    (Send(256, 0, 1), "SEND: DST = 256 outside 0..255"),
    (Send(-1, 0, 1), "SEND: DST = -1 outside"),
    (Send(0, 256, 1), "SEND: TAG = 256 outside 0..255"),
    (Send(0, 0, 0), "SEND: BYTES = 0 outside 1..4294967295"),
    (Send(0, 0, 1 << 32), "SEND: BYTES = 4294967296 outside"),
    (Wait(300, 5), "WAIT: TAG = 300 outside"),
    (Wait(0, 0), "WAIT: BYTES = 0 outside"),
    (Mark(1 << 16), "MARK: MARK = 65536 outside 0..65535"),
    (Send(0, 0, 1.5), "SEND: BYTES = 1.5 outside"),  # type: ignore[arg-type]  # a float, on purpose
])
def test_encode_refuses_field_overflow(op: object, message: str) -> None:
    with pytest.raises(SchedError, match=re.escape(message)):
        sc.encode(op)  # type: ignore[arg-type]


@pytest.mark.parametrize(("word", "message"), [
    (0x7 << 60, "unknown opcode 7"),
    (0x6 << 60 | 2, "DOORBELL with reserved bits set"),
    (0xF << 60, "unknown opcode 15"),
    (1, "HALT with reserved bits set"),
    ((0x5 << 60) | (1 << 59), "FENCE with reserved bits set"),
    ((0x3 << 60) | (1 << 48) | 5, "WAIT with reserved bits set"),        # a DST on a WAIT
    ((0x4 << 60) | (1 << 16), "MARK with reserved bits set"),
    ((0x2 << 60) | (1 << 32) | 1, "SEND with reserved bits set"),
    (0x1 << 60, "COMPUTE CYCLES = 0 below its minimum 1"),
    (0x2 << 60, "SEND BYTES = 0 below its minimum 1"),
    (1 << 64, "does not fit 64 bits"),
])
def test_decode_refuses_malformed_words(word: int, message: str) -> None:
    with pytest.raises(SchedError, match=re.escape(message)):
        sc.decode(word)


def test_mark_value_bounds() -> None:
    assert SP.mark_id("ITER_START", SP.mark_value_max) == (1 << 12) | 0xFFF
    with pytest.raises(SchedError, match="MARK ITER_START value 4096 outside 0..4095"):
        SP.mark_id("ITER_START", 4096)
    with pytest.raises(KeyError, match="no MARK kind 'NOPE'"):
        SP.mark_id("NOPE", 0)


def test_program_checks() -> None:
    sc.check_program(0, [Mark(1), Halt()])
    with pytest.raises(SchedError, match="GPU 3: program does not end with HALT"):
        sc.check_program(3, [Mark(1)])
    with pytest.raises(SchedError, match="GPU 3: program does not end with HALT"):
        sc.check_program(3, [])
    with pytest.raises(SchedError, match="GPU 2: HALT at op 0 before the end"):
        sc.check_program(2, [Halt(), Mark(1), Halt()])
    sc.check_program(1, [*[Compute(1)] * (SP.prog_words - 1), Halt()])
    with pytest.raises(SchedError, match=f"GPU 1: {SP.prog_words + 1} ops, more than PROG_WORDS = {SP.prog_words}"):
        sc.check_program(1, [*[Compute(1)] * SP.prog_words, Halt()])


def _sched() -> sc.Schedule:
    progs: list[list[sc.Op]] = [
        [Mark(SP.mark_id("ITER_START", 0)), Compute(10), Send(1, 3, 4096), Fence(), Halt()],
        [Wait(3, 4096), Mark(SP.mark_id("ITER_END", 0)), Halt()],
    ]
    return sc.Schedule(progs, {"scenario": "unit", "gpu_node": [1, 2]})


def test_directory_round_trip(tmp_path: Path) -> None:
    s = _sched()
    sc.write_schedule(tmp_path, s)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gpu000.hex", "gpu001.hex", "schedule.json"]
    lines = (tmp_path / "gpu000.hex").read_text().splitlines()
    assert lines[2] == "2001030000001000" and all(len(x) == 16 for x in lines)
    back = sc.read_schedule(tmp_path)
    assert back.programs == s.programs
    assert back.meta["gpus"] == 2 and back.meta["ops"] == [5, 3] and back.meta["format"] == sc.FORMAT
    assert back.meta["gpu_node"] == [1, 2]
    # rewriting with fewer GPUs removes the stale program
    sc.write_schedule(tmp_path, sc.Schedule(s.programs[:1], {}))
    assert not (tmp_path / "gpu001.hex").exists()
    assert len(sc.read_schedule(tmp_path).programs) == 1


def test_write_refuses_bad_programs(tmp_path: Path) -> None:
    with pytest.raises(SchedError, match="GPU 1: program does not end with HALT"):
        sc.write_schedule(tmp_path, sc.Schedule([[Halt()], [Mark(0)]]))
    with pytest.raises(SchedError, match="SEND: TAG = 999 outside"):
        sc.write_schedule(tmp_path, sc.Schedule([[Send(0, 999, 1), Halt()]]))
    assert not list(tmp_path.glob("*.hex"))


def _corrupt(d: Path, name: str, text: str | None) -> None:
    if text is None:
        (d / name).unlink()
    else:
        (d / name).write_text(text)


G1 = "gpu001.hex"


@pytest.mark.parametrize(("name", "text", "message"), [
    (G1, None, "missing gpu001.hex (schedule.json lists 2 GPUs)"),
    ("gpu002.hex", "0000000000000000\n", "unexpected gpu002.hex (schedule.json lists 2 GPUs)"),
    ("schedule.json", None, "no schedule.json (not a schedule directory)"),
    ("schedule.json", "{not json", "schedule.json: not valid JSON"),
    ("schedule.json", '{"format": "other", "gpus": 2}', "format 'other', expected 'lightpath-gpu-schedule/1'"),
    ("schedule.json", '{"format": "lightpath-gpu-schedule/1", "gpus": 0}', "'gpus' must be a positive integer"),
    ("schedule.json", '{"format": "lightpath-gpu-schedule/1", "gpus": 2, "gpu_node": [1]}',
     "'gpu_node' maps 1 GPUs, 'gpus' is 2"),
    (G1, "30000300000010zz\n0000000000000000\n", "gpu001.hex line 1: '30000300000010zz' is not 16 hex digits"),
    (G1, "3000030000001000\n00000000000000\n", "gpu001.hex line 2: '00000000000000' is not 16 hex digits"),
    (G1, "3000030000001000\n\n0000000000000000\n", "gpu001.hex line 2: '' is not 16 hex digits"),
    (G1, "3000030000001000\n", "gpu001.hex: GPU 1: program does not end with HALT"),
    (G1, "0000000000000000\n3000030000001000\n0000000000000000\n", "gpu001.hex: GPU 1: HALT at op 0 before"),
    (G1, "7000000000000000\n0000000000000000\n", "gpu001.hex line 1: word 7000000000000000: unknown opcode 7"),
    (G1, "3100030000001000\n0000000000000000\n", "gpu001.hex line 1: word 3100030000001000: WAIT with reserved"),
    (G1, "1000000000000001\n" * 8192 + "0000000000000000\n", "gpu001.hex: 8193 ops, more than PROG_WORDS = 8192"),
])
def test_malformed_directory_refused(tmp_path: Path, name: str, text: str | None, message: str) -> None:
    sc.write_schedule(tmp_path, _sched())
    _corrupt(tmp_path, name, text)
    with pytest.raises(SchedError, match=re.escape(message)):
        sc.read_schedule(tmp_path)


BAD_SPECS = [
    ('name  = "WAIT"\nvalue = 3', 'name  = "WAIT"\nvalue = 2', "value 2 repeated"),
    ('name  = "WAIT"\nvalue = 3', 'name  = "SEND"\nvalue = 3', "bad or repeated name 'SEND'"),
    ('name  = "FENCE"\nvalue = 5', 'name  = "FENCE"\nvalue = 16', "value 16 repeated or outside 0..15"),
    ('name  = "FENCE"', 'name  = "FENCES"', "missing opcode(s) FENCE"),
    ('name  = "DST"\nlsb   = 48\nwidth = 8', 'name  = "DST"\nlsb   = 56\nwidth = 8', "overlap the opcode"),
    ('name  = "DST"\nlsb   = 48', 'name  = "DST"\nlsb   = 44', "field 2: TAG overlaps DST in op SEND"),
    ('name  = "MARK"\nlsb   = 0\nwidth = 16\nmin   = 0', 'name  = "MARK"\nlsb   = 0\nwidth = 16\nmin   = 70000',
     "min 70000 does not fit 16 bits"),
    ('ops   = ["COMPUTE"]', 'ops   = ["COMPUTER"]', "naming an unknown opcode"),
    ("offset = 20\nbytes  = 4", "offset = 16\nbytes  = 4", "bytes 16..19 overlap or leave the header"),
    ("offset = 24\nbytes  = 8", "offset = 28\nbytes  = 8", "bytes 28..35 overlap or leave the header"),
    ("max_data   = 1024", "max_data   = 70000", "max_data 70000 outside 1..65535"),
    ("txq_depth              = 8", "txq_depth              = 0", "txq_depth, nvlink_bytes_per_cycle and marks >= 1"),
    ("marks                  = 64", "marks                  = 0", "marks >= 1 required"),
    ("kind_width = 4", "kind_width = 3", "must end at the top of the MARK field"),
    ('name  = "DP_END"\nvalue = 4', 'name  = "DP_END"\nvalue = 3', "(DP_END): value 3 repeated"),
    ("hdr_bytes  = 32", "hdr_bytes  = 32.5", "'hdr_bytes' must be an integer"),
    ("[program]", "[programme]", "missing [program] section"),
    ("width        = 64", "width        = 65", "must end at the top bit 64"),
]


@pytest.mark.parametrize(("old", "new", "message"), BAD_SPECS, ids=[f"spec{i}" for i in range(len(BAD_SPECS))])
def test_malformed_spec_refused(tmp_path: Path, old: str, new: str, message: str) -> None:
    text = sc.SPEC_PATH.read_text()
    assert old in text, old
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(old, new, 1))
    with pytest.raises(SchedError, match=re.escape(message)):
        sc.load(bad)


def test_unparsable_spec(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[op\n")
    with pytest.raises(SchedError, match="bad.toml: not valid TOML"):
        sc.load(bad)


# ------------------------------------------------------------------------------ generated outputs
def test_generated_outputs_are_fresh() -> None:
    for rel, text in gpu_sched_emit.outputs().items():
        assert (REPO / rel).read_text() == text, f"{rel} is stale: regenerate (python -m lightpath.gen)"


def _localparams(text: str) -> dict[str, int]:
    out = {}
    for name, val in re.findall(r"localparam (?:int|logic \[\d+:0\]) (\w+)\s*=\s*([^;]+);", text):
        v = val.strip()
        out[name] = int(v.split("'h")[1].replace("_", ""), 16) if "'h" in v else int(v)
    return out


def test_sv_package_carries_the_spec() -> None:
    lp = _localparams(gpu_sched_emit.emit_pkg(SP))
    assert (lp["LP_GPU_OP_W"], lp["LP_GPU_OPC_LSB"], lp["LP_GPU_OPC_W"]) == (SP.op_width, SP.opc_lsb, SP.opc_width)
    for o in SP.opcodes:
        assert lp[f"LP_GPU_OP_{o.name}"] == o.value
    for f in SP.fields:
        assert (lp[f"LP_GPU_{f.name}_LSB"], lp[f"LP_GPU_{f.name}_W"]) == (f.lsb, f.width)
    for ff in SP.frame_fields:
        assert lp[f"LP_GPU_OFF_{ff.name}"] == ff.offset
    for k in SP.mark_kinds:
        assert lp[f"LP_GPU_MARK_{k.name}"] == k.value
    assert lp["LP_GPU_MAC_PREFIX"] == SP.mac_prefix and lp["LP_GPU_ETHERTYPE"] == SP.ethertype
    assert (lp["LP_GPU_HDR_BYTES"], lp["LP_GPU_MIN_FRAME"], lp["LP_GPU_MAX_DATA"]) == (
        SP.hdr_bytes, SP.min_frame, SP.max_data)
    assert (lp["LP_GPU_PROG_WORDS"], lp["LP_GPU_TXQ_DEPTH"], lp["LP_GPU_NVLINK_BPC"], lp["LP_GPU_MARKS"]) == (
        SP.prog_words, SP.txq_depth, SP.nvlink_bytes_per_cycle, SP.marks)
    assert lp["LP_GPU_MARK_KIND_LSB"] == SP.mark_kind_lsb
    # the names the emulator was written against (the first hand-written package) are all still there
    for name in ("LP_GPU_OP_W", "LP_GPU_OPC_LSB", "LP_GPU_OPC_W", "LP_GPU_CYCLES_LSB", "LP_GPU_CYCLES_W",
                 "LP_GPU_DST_LSB", "LP_GPU_DST_W", "LP_GPU_TAG_LSB", "LP_GPU_TAG_W", "LP_GPU_BYTES_LSB",
                 "LP_GPU_BYTES_W", "LP_GPU_MARK_LSB", "LP_GPU_MARK_W", "LP_GPU_MAC_PREFIX", "LP_GPU_ETHERTYPE",
                 "LP_GPU_HDR_BYTES", "LP_GPU_OFF_TAG", "LP_GPU_OFF_FLAGS", "LP_GPU_OFF_LEN", "LP_GPU_OFF_SEQ",
                 "LP_GPU_OFF_TS", "LP_GPU_MIN_FRAME"):
        assert name in lp, name


def test_emit_writes_below_a_root(tmp_path: Path) -> None:
    written = gpu_sched_emit.emit(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == sorted(gpu_sched_emit.outputs())
    doc = (tmp_path / gpu_sched_emit.DOC).read_text()
    assert "| 2 | `SEND` | DST [55:48], TAG [47:40], BYTES [31:0] |" in doc
    assert json.dumps(SP.prog_words) in doc
