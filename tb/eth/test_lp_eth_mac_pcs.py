"""lp_eth_mac_pcs: one 10GBASE-R channel against the serdes BFMs (lightpath.model.eth_baser) and in loopback
MAC -> PCS -> line -> PCS -> MAC, with scapy frames; one Verilator build for every case."""

from __future__ import annotations

import logging
import os
import random

import cocotb
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource
from cocotbext.eth import XgmiiFrame

from lightpath.env.eth import RX_EV, TX_EV, Loopback, counters, last_user, pause_frame, start, udp_frame, with_fcs
from lightpath.flow import hdl
from lightpath.model.eth_baser import BaseRSerdesSink, BaseRSerdesSource

PARAMS = {"BER_WINDOW": 2000}   # one build for the tests and the bench part (a short BER window)


async def setup(dut, loopback: bool = False):
    await start(dut, ("tx_clk", "rx_clk"), ("tx_rst", "rx_rst"))
    src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.tx_clk, dut.tx_rst)
    sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.rx_clk, dut.rx_rst)
    lb = Loopback(dut, dut.tx_clk) if loopback else None
    for bfm in (src, sink):
        bfm.log.setLevel(logging.WARNING)
    return src, sink, lb


async def wait_lock(dut, limit: int = 20000) -> int:
    for n in range(limit):
        await RisingEdge(dut.rx_clk)
        if int(dut.st_link_up.value):
            return n
    raise AssertionError("no block lock")


async def recv_all(sink: AxiStreamSink, n: int, timeout: int = 200000) -> list[AxiStreamFrame]:
    got = []
    for _ in range(n):
        got.append(await sink.recv())
    return got


@cocotb.test()
async def serdes_bfm_both_ways(dut) -> None:
    """BaseRSerdesSource -> receive path: lock from an arbitrary bit offset, then frames of 64..9600 bytes
    back to back and with random gaps, lane-0 and lane-4 starts, a runt, a bad FCS and a pause frame;
    transmit path -> BaseRSerdesSink: the same sizes leave padded, with a correct FCS."""
    src, sink, _ = await setup(dut)
    rng = random.Random(5)
    bsrc = BaseRSerdesSource(dut.gt_rx_data, dut.gt_rx_hdr, dut.gt_rx_valid, dut.rx_clk, dut.gt_rx_slip)
    for _ in range(rng.randint(1, 65)):
        bsrc.line.put((0, 0))       # garbage ahead of the stream: the block boundary is off
    bsink = BaseRSerdesSink(dut.gt_tx_data, dut.gt_tx_hdr, dut.gt_tx_seq, dut.tx_clk)
    await wait_lock(dut)
    assert int(dut.st_block_lock.value) == 1 and int(dut.st_hi_ber.value) == 0

    sizes = [64, 65, 66, 67, 68, 69, 70, 71, 72, 127, 512, 1500, 1518, 9600, 64, 9000, 100, 64]
    frames = [with_fcs(udp_frame(s, i, rng)) for i, s in enumerate(sizes)]
    bsrc.send_frames([XgmiiFrame.from_raw_payload(f) for f in frames])
    bad = [with_fcs(udp_frame(70, 99, rng))[:-1] + b"\x00",        # wrong FCS
           with_fcs(udp_frame(40, 98, rng)),                       # runt with a good FCS
           with_fcs(pause_frame()),                                # MAC control: dropped
           with_fcs(udp_frame(9601, 97, rng)),                     # oversize
           frames[0]]
    for f in bad:
        bsrc.send_words([(0x0707070707070707, 0xFF)] * rng.randint(0, 3))
        bsrc.send_frames([XgmiiFrame.from_raw_payload(f)])
    got = await recv_all(sink, len(frames) + 4)
    for f, g in zip(frames, got):
        assert bytes(g.tdata) == f[:-4] and last_user(g) == 0
    tail = got[len(frames):]
    assert [last_user(g) for g in tail] == [1, 1, 1, 0]
    assert bytes(tail[0].tdata) == bad[0][:-4] and bytes(tail[3].tdata) == frames[0][:-4]
    await ClockCycles(dut.rx_clk, 10)
    c = counters(dut.cnt_rx, RX_EV)
    assert (c["good"], c["bad_fcs"], c["runt"], c["pause"], c["oversize"], c["err"]) == (len(frames) + 1, 1, 1, 1, 1, 0)
    assert c["lock_lost"] == 0 and c["err_block"] == 0

    payloads = [udp_frame(s, i, rng) for i, s in enumerate([14, 59, 60, 61, 64, 65, 511, 9596, 100])]
    for p in payloads:
        await src.send(AxiStreamFrame(p, tuser=0))
    for _ in range(20000):
        await RisingEdge(dut.tx_clk)
        if len(bsink.frames) == len(payloads):
            break
    for p, fr in zip(payloads, bsink.frames):
        assert fr.get_preamble() == b"\x55" * 7 + b"\xd5"
        assert fr.check_fcs(), "bad FCS"
        assert bytes(fr.get_payload()) == p + bytes(max(0, 60 - len(p)))
    assert len(bsink.frames) == len(payloads) and not bsink.asm.errors
    assert counters(dut.cnt_tx, TX_EV) == {"frame": len(payloads), "bad": 0, "underrun": 0, "err_block": 0}


@cocotb.test()
async def loopback_line_rate(dut) -> None:
    """MAC -> PCS -> line -> PCS -> MAC with back-to-back frames of 512..9600 bytes: every frame arrives
    intact, and the line carries them at 100 % of 10 Gb/s (preamble and the 12-byte average gap counted,
    nothing else) from the first start to the last terminate."""
    src, sink, lb = await setup(dut, loopback=True)
    await wait_lock(dut)
    rng = random.Random(int(os.environ.get("LP_ETH_SEED", "7")))
    n = int(os.environ.get("LP_ETH_FRAMES", "24"))
    sizes = [rng.choice([512, 513, 515, 1000, 1518, 4096, 9600]) if i % 3 else rng.randint(512, 9600)
             for i in range(n)]
    payloads = [udp_frame(s, i, rng) for i, s in enumerate(sizes)]
    t_in: list[int] = []
    t_out: list[int] = []
    lb.first_start = None
    for p in payloads:
        src.send_nowait(AxiStreamFrame(p, tuser=0))

    async def stamp_in() -> None:   # the cycle of each frame's tlast beat into s_axis
        while True:
            await RisingEdge(dut.tx_clk)
            await ReadOnly()
            if int(dut.s_axis_tvalid.value) and int(dut.s_axis_tready.value) and int(dut.s_axis_tlast.value):
                t_in.append(lb.cycle)

    cocotb.start_soon(stamp_in())
    got = []
    for _ in range(n):
        fr = await sink.recv()
        t_out.append(lb.cycle)
        got.append(fr)
    for p, g in zip(payloads, got):
        assert bytes(g.tdata) == p and last_user(g) == 0
    c = counters(dut.cnt_rx, RX_EV)
    assert c["good"] == n and c["err"] == c["bad_fcs"] == c["err_block"] == 0
    # line utilisation: blocks the transmitter put on the line from the first frame's start to the last
    # frame's end, against the ideal (preamble + frame + FCS + 12-byte gap per frame) at 8 bytes per block
    ideal = sum(len(p) + 4 + 8 + 12 for p in payloads) - 12
    blocks = lb.tx_frame_blocks
    util = ideal / (8 * blocks)
    dut._log.info("line utilisation %.4f over %d frames (%d blocks), latency %s cycles", util, n, blocks,
                  [o - i for i, o in zip(t_in, t_out)][:4])
    assert 0.999 <= util <= 1.0001, util
    if os.environ.get("LP_REPORT"):
        import json
        lat = [o - i for i, o in zip(t_in, t_out)]
        with open(os.environ["LP_REPORT"], "w") as f:
            json.dump({"util": util, "frames": n, "bytes": sum(len(p) + 4 for p in payloads), "blocks": blocks,
                       "latency_cycles": lat, "sizes": sizes}, f)


@cocotb.test()
async def faults_on_the_line(dut) -> None:
    """Loopback with faults injected on the line: a payload bit and a sync-header bit flipped inside two
    frames (those two arrive marked bad and are counted, no other frame is touched); one bit lost on the
    line in a gap between frames: block lock is lost and regained through slips, frames sent before and
    after arrive intact."""
    src, sink, lb = await setup(dut, loopback=True)
    await wait_lock(dut)
    rng = random.Random(3)
    payloads = [udp_frame(rng.choice([600, 1000, 1500]), i, rng) for i in range(8)]
    hit = {2: 40 * 66 + 20, 5: 30 * 66}      # frame -> bit to flip, counted from its start block
    state = {"frame": -1}

    def inject(loop: Loopback) -> None:
        blk_hdr, p = loop.block
        if blk_hdr == 1 and (p & 0xFF) in (0x78, 0x33):
            state["frame"] += 1
            state["start"] = loop.sent_blocks
        f = state["frame"]
        if f in hit and loop.sent_blocks == state["start"] + hit[f] // 66:
            loop.line.flip(loop.line.n - 66 + hit[f] % 66)
            del hit[f]

    lb.hooks.append(inject)
    for p in payloads:
        src.send_nowait(AxiStreamFrame(p, tuser=0))
    got = [await sink.recv() for _ in payloads]
    for i, (p, g) in enumerate(zip(payloads, got)):
        if i in (2, 5):
            assert last_user(g) == 1, i
        else:
            assert bytes(g.tdata) == p and last_user(g) == 0, i
    await ClockCycles(dut.rx_clk, 20)
    c = counters(dut.cnt_rx, RX_EV)
    assert c["good"] == 6 and c["bad_fcs"] + c["err"] == 2 and c["sh_err"] == 1, c
    assert c["lock_lost"] == 0

    # a lost bit in the gap: lock lost, slips, lock regained; then traffic again
    lb.hooks.clear()
    lb.line.lose_bit()
    for _ in range(500):
        await RisingEdge(dut.rx_clk)
        if not int(dut.st_block_lock.value):
            break
    assert not int(dut.st_block_lock.value), "lock not lost"
    n = await wait_lock(dut)
    dut._log.info("lock regained after %d cycles, %d slips", n, lb.slips)
    assert lb.slips >= 1
    more = [udp_frame(rng.choice([64, 512, 1500]), 100 + i, rng) for i in range(6)]
    for p in more:
        src.send_nowait(AxiStreamFrame(p, tuser=0))
    got = [await sink.recv() for _ in more]
    for p, g in zip(more, got):
        assert bytes(g.tdata) == p and last_user(g) == 0
    c = counters(dut.cnt_rx, RX_EV)
    assert c["lock_lost"] == 1 and c["good"] == 12


@cocotb.test()
async def tx_backpressure_and_errors(dut) -> None:
    """Transmit under back-pressure: frames of random size with random gaps between them; the MAC holds
    s_axis_tready low for preamble, gaps and the gearbox pause, and every frame leaves whole and in
    order. A frame with tuser set leaves with /E/ (the sink sees an errored frame), a frame whose source
    stalls inside it is cut with /E/ (underrun), and the frames after both are intact."""
    src, _, _ = await setup(dut)
    bsink = BaseRSerdesSink(dut.gt_tx_data, dut.gt_tx_hdr, dut.gt_tx_seq, dut.tx_clk)
    rng = random.Random(11)
    stalls = [0]

    async def count_stalls() -> None:
        while True:
            await RisingEdge(dut.tx_clk)
            await ReadOnly()
            stalls[0] += int(dut.s_axis_tvalid.value) and not int(dut.s_axis_tready.value)

    cocotb.start_soon(count_stalls())
    payloads = [udp_frame(rng.randint(14, 700), i, rng) for i in range(30)]
    for p in payloads:
        await src.send(AxiStreamFrame(p, tuser=0))
        if rng.random() < 0.5:
            await src.wait()
            await ClockCycles(dut.tx_clk, rng.randint(1, 20))
    await src.send(AxiStreamFrame(udp_frame(300, 200, rng), tuser=1))        # errored on purpose
    await src.wait()
    # underrun: the source stalls in the middle of a frame
    src.pause = False
    cocotb.start_soon(src.send(AxiStreamFrame(udp_frame(800, 201, rng), tuser=0)))
    await ClockCycles(dut.tx_clk, 30)
    src.pause = True
    await ClockCycles(dut.tx_clk, 5)
    src.pause = False
    await src.wait()
    after = [udp_frame(rng.randint(60, 200), 300 + i, rng) for i in range(3)]
    for p in after:
        await src.send(AxiStreamFrame(p, tuser=0))
    await src.wait()
    await ClockCycles(dut.tx_clk, 200)
    good = [bytes(f.get_payload()) for f in bsink.frames]
    exp = [p + bytes(max(0, 60 - len(p))) for p in payloads + after]
    assert good == exp
    assert all(f.check_fcs() for f in bsink.frames)
    assert len(bsink.asm.errors) == 2
    assert stalls[0] > 100
    # the PCS counts the two /E/ words of the MAC (the errored frame's end, the cut) as error blocks
    assert counters(dut.cnt_tx, TX_EV) == {"frame": len(exp) + 1, "bad": 1, "underrun": 1, "err_block": 2}


def test_lp_eth_mac_pcs() -> None:
    hdl.run("lp_eth_mac_pcs", __file__, PARAMS)
