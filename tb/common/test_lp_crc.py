"""lp_crc: combinational CRC update checked against the `crc` library and the standard check values."""

from __future__ import annotations

import os
import random
from typing import NamedTuple

import cocotb
import pytest
from cocotb.triggers import Timer
from crc import Calculator, Configuration, Crc16, Crc32

from lightpath.flow import hdl


class Case(NamedTuple):
    config: Configuration
    data_w: int
    check: int  # CRC of b"123456789"


CRC32C = Configuration(
    width=32,
    polynomial=0x1EDC6F41,
    init_value=0xFFFFFFFF,
    final_xor_value=0xFFFFFFFF,
    reverse_input=True,
    reverse_output=True,
)

CASES: dict[str, Case] = {
    "crc32-w64": Case(Crc32.CRC32.value, 64, 0xCBF43926),
    "ccitt-w240": Case(Crc16.IBM_3740.value, 240, 0x29B1),
    "ccitt-w8": Case(Crc16.IBM_3740.value, 8, 0x29B1),
    "crc32c-w32": Case(CRC32C, 32, 0xE3069283),
}


def reflect(value: int, width: int) -> int:
    return int(f"{value:0{width}b}"[::-1], 2)


class CrcDut:
    """Feeds whole words through the combinational DUT, chaining crc_out into crc_in."""

    def __init__(self, dut, case: Case) -> None:
        self.dut = dut
        self.cfg = case.config
        self.nbytes = case.data_w // 8
        self.refin = self.cfg.reverse_input
        assert self.cfg.reverse_output == self.refin, "only refin == refout CRCs are used here"

    async def update(self, crc: int, message: bytes) -> int:
        assert len(message) % self.nbytes == 0
        for pos in range(0, len(message), self.nbytes):
            word = message[pos : pos + self.nbytes]
            self.dut.crc_in.value = crc
            self.dut.data.value = int.from_bytes(word, "little" if self.refin else "big")
            await Timer(1, unit="ns")
            crc = self.dut.crc_out.value.to_unsigned()
        return crc

    async def checksum(self, message: bytes) -> int:
        """Standard CRC: init in register form (reflected when refin), xorout after the last word."""
        init = reflect(self.cfg.init_value, self.cfg.width) if self.refin else self.cfg.init_value
        return await self.update(init, message) ^ self.cfg.final_xor_value


def current_case() -> Case:
    return CASES[os.environ["LP_CRC_CASE"]]


@cocotb.test()
async def check_value(dut) -> None:
    """b"123456789" gives the catalogue check value, computed in hardware only.

    9 bytes do not fill whole words, so the message is left-padded with zero bytes and run from
    init 0 with its first WIDTH bits complemented: for the direct LFSR form this equals running the
    unpadded message from init all-ones (a zero register ignores leading zeros).
    """
    case = current_case()
    cfg = case.config
    h = CrcDut(dut, case)
    assert cfg.init_value == (1 << cfg.width) - 1, "the padding trick below assumes an all-ones init"
    message = bytearray(b"123456789")
    for i in range(cfg.width // 8):
        message[i] ^= 0xFF
    padded = bytes(-len(message) % h.nbytes) + bytes(message)
    got = await h.update(0, padded) ^ cfg.final_xor_value
    assert got == case.check, f"check value {got:#x}, expected {case.check:#x}"
    assert Calculator(cfg).checksum(b"123456789") == case.check, "reference library configuration"


@cocotb.test()
async def random_messages(dut) -> None:
    """Random multi-word messages (1..40 words) match the crc library bit for bit."""
    case = current_case()
    h = CrcDut(dut, case)
    calc = Calculator(case.config, optimized=True)
    rng = random.Random(case.data_w)
    for _ in range(60):
        message = rng.randbytes(h.nbytes * rng.randint(1, 40))
        got = await h.checksum(message)
        expected = calc.checksum(message)
        assert got == expected, f"{len(message)} bytes: {got:#x} != {expected:#x}"


@cocotb.test()
async def single_bit_sensitivity(dut) -> None:
    """Flipping any single data or crc_in bit changes crc_out (every input reaches the XOR trees)."""
    case = current_case()
    width = case.config.width
    rng = random.Random(5)
    crc_in = rng.getrandbits(width)
    data = rng.getrandbits(case.data_w)
    dut.crc_in.value = crc_in
    dut.data.value = data
    await Timer(1, unit="ns")
    base = dut.crc_out.value.to_unsigned()
    for bit in range(case.data_w):
        dut.data.value = data ^ (1 << bit)
        await Timer(1, unit="ns")
        assert dut.crc_out.value.to_unsigned() != base, f"data bit {bit} has no effect"
    dut.data.value = data
    for bit in range(width):
        dut.crc_in.value = crc_in ^ (1 << bit)
        await Timer(1, unit="ns")
        assert dut.crc_out.value.to_unsigned() != base, f"crc_in bit {bit} has no effect"


@pytest.mark.parametrize("name", list(CASES))
def test_lp_crc(name: str) -> None:
    case = CASES[name]
    cfg = case.config
    params = {"WIDTH": cfg.width, "POLY": cfg.polynomial, "DATA_W": case.data_w, "REFIN": int(cfg.reverse_input)}
    hdl.run("lp_crc", __file__, params, extra_env={"LP_CRC_CASE": name})
