"""lp_eth_mac_tx and lp_eth_mac_rx at their XGMII side with cocotbext-eth's XgmiiSink / XgmiiSource,
scapy frames and cocotbext-axi streams."""

from __future__ import annotations

import logging
import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource
from cocotbext.eth import XgmiiFrame, XgmiiSink, XgmiiSource

from lightpath.env.eth import last_user, pause_frame, start, udp_frame, with_fcs
from lightpath.flow import hdl


async def drive_enable(clk, en, pattern: str, rng: random.Random) -> None:
    """The PCS's word enable: "gbx" low one cycle in 33 (the synchronous gearbox), "random" 70 % high."""
    n = 0
    while True:
        n += 1
        en.value = int(n % 33 != 0) if pattern == "gbx" else int(rng.random() < 0.7)
        await RisingEdge(clk)


class IfgMonitor:
    """Start lanes and gaps (bytes from /T/ or /E/ up to /S/) on the MAC's XGMII output."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.gaps: list[int] = []
        self.start_lanes: list[int] = []
        self.end: int | None = None     # byte position of the last /T/ or /E/ not yet followed by /S/
        cocotb.start_soon(self._run())

    def clear(self) -> None:
        self.gaps.clear()
        self.end = None

    async def _run(self) -> None:
        d = self.dut
        pos = 0
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            if not int(d.xgmii_tx_en.value):
                continue
            data, ctrl = int(d.xgmii_txd.value), int(d.xgmii_txc.value)
            for k in range(8):
                b, c = (data >> (8 * k)) & 0xFF, (ctrl >> k) & 1
                if c and b in (0xFD, 0xFE) and self.end is None:
                    self.end = pos
                if c and b == 0xFB:
                    self.start_lanes.append(k)
                    if self.end is not None:
                        self.gaps.append(pos - self.end)
                    self.end = None
                pos += 1


@cocotb.test()
async def mac_tx_xgmii(dut) -> None:
    """AXI-Stream frames of 1..9600 bytes (scapy) back to back: XgmiiSink sees each with preamble and SFD,
    padded to 60 bytes, a correct FCS; starts only in lanes 0 and 4; every gap 9..15 bytes, the running
    deficit never above 3 and the average gap 12 bytes (deficit idle count). Both enable patterns
    (gearbox pause, random) and a source with gaps between frames."""
    await start(dut, ("clk",), ("rst",))
    rng = random.Random(21)
    src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.clk, dut.rst)
    src.log.setLevel(logging.WARNING)
    sink = XgmiiSink(dut.xgmii_txd, dut.xgmii_txc, dut.clk, dut.rst, enable=dut.xgmii_tx_en)
    sink.log.setLevel(logging.WARNING)
    mon = IfgMonitor(dut)
    frames = [0]

    async def count() -> None:
        while True:
            await RisingEdge(dut.clk)
            await ReadOnly()
            frames[0] += int(dut.ev_frame.value)

    cocotb.start_soon(count())
    for pattern in ("gbx", "random"):
        en = cocotb.start_soon(drive_enable(dut.clk, dut.xgmii_tx_en, pattern, rng))
        sizes = [1, 14, 59, 60, 61, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 100, 511, 512, 513, 1514, 9596]
        sizes += [rng.randint(1, 1500) for _ in range(20)]
        payloads = [udp_frame(s + 4, i, rng) if s >= 42 else bytes(rng.getrandbits(8) for _ in range(s))
                    for i, s in enumerate(sizes)]
        mon.clear()
        for p in payloads:
            src.send_nowait(AxiStreamFrame(p, tuser=0))
        for p in payloads:
            fr = await sink.recv()
            assert fr.get_preamble() == b"\x55" * 7 + b"\xd5"
            assert fr.check_fcs()
            assert bytes(fr.get_payload()) == p + bytes(max(0, 60 - len(p)))
        gaps = mon.gaps[: len(payloads) - 1]
        deficit = [sum(12 - g for g in gaps[:i + 1]) for i in range(len(gaps))]
        assert min(gaps) >= 9 and max(gaps) <= 15, gaps
        assert max(deficit) <= 3 and min(deficit) >= -3, deficit
        assert set(mon.start_lanes) <= {0, 4} and 4 in mon.start_lanes
        en.cancel()
    # gaps in the source between frames
    dut.xgmii_tx_en.value = 1
    for i in range(10):
        await src.send(AxiStreamFrame(udp_frame(rng.randint(64, 300), i, rng), tuser=0))
        await src.wait()
        await ClockCycles(dut.clk, rng.randint(0, 5))
    for _ in range(10):
        fr = await sink.recv()
        assert fr.check_fcs()
    await ClockCycles(dut.clk, 10)
    assert frames[0] == 2 * 42 + 10


@cocotb.test()
async def mac_rx_xgmii(dut) -> None:
    """XgmiiSource (lane-0 and lane-4 starts, deficit idle count) into the receive MAC, with its word
    enable as the gearbox gives it: good frames of 64..9600 bytes arrive without FCS and with tuser 0; a
    wrong FCS, a runt, a frame of 9601 bytes, a bad SFD and an /E/ inside a frame arrive with tuser 1;
    a pause frame is dropped; each is counted once."""
    await start(dut, ("clk",), ("rst",))
    rng = random.Random(22)
    cocotb.start_soon(drive_enable(dut.clk, dut.xgmii_rx_en, "gbx", rng))
    src = XgmiiSource(dut.xgmii_rxd, dut.xgmii_rxc, dut.clk, dut.rst, enable=dut.xgmii_rx_en)
    src.log.setLevel(logging.WARNING)
    sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.clk, dut.rst)
    sink.log.setLevel(logging.WARNING)
    ev = {n: 0 for n in ("good", "pause", "err", "runt", "oversize", "bad_fcs")}

    async def count() -> None:
        while True:
            await RisingEdge(dut.clk)
            await ReadOnly()
            for n in ev:
                ev[n] += int(getattr(dut, f"ev_{n}").value)

    cocotb.start_soon(count())
    sizes = [64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 128, 1518, 9600] + [rng.randint(64, 2000) for _ in range(20)]
    good = [with_fcs(udp_frame(s, i, rng)) for i, s in enumerate(sizes)]
    for f in good:
        await src.send(XgmiiFrame.from_raw_payload(f))
    for f in good:
        g = await sink.recv()
        assert bytes(g.tdata) == f[:-4] and last_user(g) == 0

    bad_sfd = XgmiiFrame(b"\x55" * 6 + b"\x57\xd5" + good[0])
    err_in = XgmiiFrame.from_raw_payload(good[1])
    err_in.normalize()
    err_in.data[30] = 0xFE
    err_in.ctrl[30] = 1
    cases = [
        (XgmiiFrame.from_raw_payload(good[2][:-1] + bytes([good[2][-1] ^ 1])), "bad_fcs"),
        (XgmiiFrame.from_raw_payload(with_fcs(udp_frame(60, 90, rng))), "runt"),
        (XgmiiFrame.from_raw_payload(with_fcs(udp_frame(9601, 91, rng))), "oversize"),
        (bad_sfd, "err"),
        (err_in, "err"),
        (XgmiiFrame.from_raw_payload(with_fcs(pause_frame())), "pause"),
        (XgmiiFrame.from_raw_payload(good[3]), "good"),
    ]
    for fr, _ in cases:
        await src.send(fr)
    for _, kind in cases:
        if kind == "pause":
            continue
        g = await sink.recv()
        assert last_user(g) == int(kind != "good"), kind
        if kind == "bad_fcs":
            assert bytes(g.tdata) == good[2][:-4]
    await ClockCycles(dut.clk, 50)
    assert sink.empty()
    assert ev == {"good": len(good) + 1, "pause": 1, "err": 2, "runt": 1, "oversize": 1, "bad_fcs": 1}, ev


@pytest.mark.parametrize("top", ["lp_eth_mac_tx", "lp_eth_mac_rx"])
def test_lp_eth_mac(top: str) -> None:
    hdl.run(top, __file__, testcase="mac_tx_xgmii" if top.endswith("tx") else "mac_rx_xgmii")
