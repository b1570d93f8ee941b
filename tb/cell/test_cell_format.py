"""One cell format in three languages: the golden vectors pass in Python, C (host build) and SV."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import cocotb
import pytest
from cocotb.triggers import Timer

from lightpath.cell import CellError, CellHeader, field_layout, generated as g, golden as golden_io, hcrc, pcrc
from lightpath.flow import hdl
from lightpath.flow.paths import FIRMWARE

# ----------------------------------------------------------------------------------------- Python


def test_python_codec_golden() -> None:
    for values, raw in golden_io.load():
        h = CellHeader(**values)
        assert h.pack() == raw
        u = CellHeader.unpack(raw)
        assert {k: getattr(u, k) for k in values} == values
        assert u.hcrc == int.from_bytes(raw[-2:], "big")


def test_python_codec_rejects_bad_input() -> None:
    raw = golden_io.load()[5][1]
    for bit in range(g.HEADER_BITS):
        bad = bytearray(raw)
        bad[bit // 8] ^= 0x80 >> (bit % 8)
        with pytest.raises(CellError):
            CellHeader.unpack(bytes(bad))
    with pytest.raises(CellError):
        CellHeader.unpack(raw[:-1])
    with pytest.raises(CellError):
        CellHeader(src=1 << g.NODE_ID_BITS).pack()


def test_layout_and_crc_reference_values() -> None:
    lay = field_layout()
    assert sum(b for _, b in lay.values()) == g.HEADER_BITS
    assert lay["hcrc"] == (0, 16) and lay["ver"][0] + lay["ver"][1] == g.HEADER_BITS
    assert hcrc(b"123456789") == 0x29B1  # CRC-16/IBM-3740 check value
    assert pcrc(b"123456789") == 0xCBF43926  # CRC-32/ISO-HDLC check value
    assert CellHeader(src=7).words()[0] >> 56 == (g.VERSION << 6)


# ----------------------------------------------------------------------------------------- C


def test_c_header_golden(tmp_path: Path) -> None:
    exe = tmp_path / "test_lp_cell"
    subprocess.run(
        [
            "gcc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O1",
            "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
            "-I", str(FIRMWARE / "include"), str(FIRMWARE / "tests" / "test_lp_cell.c"), "-o", str(exe),
        ],
        check=True,
    )
    res = subprocess.run([str(exe), str(golden_io.GOLDEN)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr
    passed = int(res.stdout.split()[0])
    assert passed > len(golden_io.load()) * 30  # every vector ran its checks


# ----------------------------------------------------------------------------------------- SV


@cocotb.test()
async def sv_gen_vectors(dut) -> None:
    """lp_cell_hdr_gen: packed struct in -> exact golden header bits with the CRC out."""
    for values, raw in golden_io.load():
        dut.hdr_in.value = CellHeader(**values).to_int() ^ 0xFFFF  # hcrc input bits must be ignored
        await Timer(1, unit="ns")
        assert dut.hdr_out.value.to_unsigned() == int.from_bytes(raw, "big")


@cocotb.test()
async def sv_chk_vectors(dut) -> None:
    """lp_cell_hdr_chk: golden headers pass, every single-bit error fails."""
    rng = random.Random(3)
    for values, raw in golden_io.load():
        word = int.from_bytes(raw, "big")
        dut.hdr_in.value = word
        await Timer(1, unit="ns")
        assert dut.crc_ok.value == 1
        assert dut.ver_ok.value == int(values["ver"] == g.VERSION)
        for bit in rng.sample(range(g.HEADER_BITS), 24):
            dut.hdr_in.value = word ^ (1 << bit)
            await Timer(1, unit="ns")
            assert dut.crc_ok.value == 0, f"flip of bit {bit} not detected"


@pytest.mark.parametrize("top,case", [("lp_cell_hdr_gen", "sv_gen_vectors"), ("lp_cell_hdr_chk", "sv_chk_vectors")])
def test_sv_golden(top: str, case: str) -> None:
    hdl.run(top, __file__, testcase=case)
