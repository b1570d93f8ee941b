"""Host stations on the boards' QSFP lanes in a board simulation (docs/boards.md, "Board testbed", "Board
twin"): a station on each QSFP lane of every board, the 64b/66b line models of lightpath.model.eth_baser on
the `eth_gt` taps (in the lanes' 161.13 MHz user clocks), each station looked up to its board in every NIC
through the CPU's bus (as the host software would), and a burst in which every station sends frames of every
size to every station on the other boards: every frame must arrive once, intact, in order per flow, on its
station's lane only."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer
from cocotbext.eth import XgmiiFrame

from lightpath.boards.twin import Twin
from lightpath.env.eth import with_fcs
from lightpath.model.eth_baser import BaseRSerdesSink, BaseRSerdesSource
from lightpath.regs import lp_nic_node

ETHERTYPE = b"\x88\xb5"   # IEEE local experimental
SIZES = (60, 64, 128, 333, 1000, 1514)
LANES = 2                 # QSFP1 lanes a board's host side uses


@dataclass(frozen=True)
class Burst:
    """Every station sends `frames` frames (SIZES in turn) to every station on the other boards, one frame
    of each of its flows every `gap_us`; every frame must be delivered within `deadline_us` of the last one
    sent (simulated)."""
    frames: int
    gap_us: float
    deadline_us: float = 600.0

    def __post_init__(self) -> None:
        if self.frames < 1 or self.gap_us <= 0 or self.deadline_us <= 0:
            raise ValueError(f"host burst: frames >= 1 and positive times needed, not {self}")


def stations(boards: int) -> tuple[tuple[int, int, int], ...]:
    """(board, lane, MAC) of a station on each QSFP lane of every board."""
    return tuple((b, ln, 0x02_4C_50_00_00_00 | (b << 4) | ln) for b in range(boards) for ln in range(LANES))


def frame(st: tuple[tuple[int, int, int], ...], src: int, dst: int, seq: int) -> bytes:
    """A frame from station src to station dst carrying both and its sequence number."""
    size = SIZES[(seq + src) % len(SIZES)]
    head = st[dst][2].to_bytes(6, "big") + st[src][2].to_bytes(6, "big") + ETHERTYPE
    body = bytes([src, dst, seq & 0xFF]) + bytes((seq * 7 + src + k) & 0xFF for k in range(size - len(head) - 3))
    return head + body


def hello(st: tuple[tuple[int, int, int], ...], src: int) -> bytes:
    """A broadcast from station src: the host demultiplexer learns the station, the NIC drops it."""
    return b"\xff" * 6 + st[src][2].to_bytes(6, "big") + ETHERTYPE + bytes(46)


def flows(st: tuple[tuple[int, int, int], ...]) -> list[tuple[int, int]]:
    """(source station, destination station): every pair on different boards."""
    return [(s, d) for s in range(len(st)) for d in range(len(st)) if st[s][0] != st[d][0]]


async def attach(t: Twin, dut: Any, st: tuple[tuple[int, int, int], ...]) -> tuple[list[Any], list[Any]]:
    """Every station looked up to its board in every NIC (CTRL.lookup_en), the line models on its lane's
    taps; waits for block lock on every board's lanes. Returns the sources and sinks, by station."""
    for n in range(t.boards):
        for i, (board, _, mac) in enumerate(st):
            await t.reg_write(n, "LK_KEY_LO", key_lo=mac & 0xFFFF_FFFF)
            await t.reg_write(n, "LK_ENTRY", key_hi=mac >> 32, node=board, kind=0, valid=1)
            await t.reg_write(n, "LK_CMD", addr=i, write=1)
        ctrl = lp_nic_node.REGS["CTRL"]
        v = await t.reg(n, "CTRL")
        await t.cpu[n].axil.write_dword(t.nic_base + ctrl.addr, ctrl.fields["lookup_en"].insert(v, 1))
    src, sink = [], []
    for board, lane, _ in st:
        c = getattr(dut, f"b{board}").u_eth_gt.g_ch[lane]
        src.append(BaseRSerdesSource(c.rx_data, c.rx_header, c.rx_datavalid, c.rx_clk, c.rx_slip))
        sink.append(BaseRSerdesSink(c.tx_data, c.tx_header, c.tx_sequence, c.tx_clk))
    return src, sink


async def burst(t: Twin, dut: Any, b: Burst) -> tuple[dict[str, Any], list[Any], list[Any]]:
    """The stations of every board (`stations`) attached and the burst `b` sent; checks that every frame
    arrives once, intact (good FCS, no decoding error), in order per flow, on its station's lane only, and
    returns the figures with the line models (by station) for more traffic."""
    st = stations(t.boards)
    src, sink = await attach(t, dut, st)
    t0 = get_sim_time("us")
    wall0 = time.monotonic()
    lock = lp_nic_node.REGS["HOST_STATUS"].fields["block_lock"]
    for board in range(t.boards):   # every lane's block lock
        while lock.extract(await t.reg(board, "HOST_STATUS")) & ((1 << LANES) - 1) != (1 << LANES) - 1:
            assert get_sim_time("us") - t0 < b.deadline_us, (board, "no block lock on the QSFP lanes")
            await Timer(5, unit="us")
    t_lock = get_sim_time("us") - t0
    for _ in range(2):   # the demultiplexer learns a station from its second frame
        for i in range(len(st)):
            src[i].send_frames([XgmiiFrame.from_raw_payload(with_fcs(hello(st, i)))])
        await Timer(5, unit="us")
    pairs = flows(st)
    sent: dict[tuple[int, int], list[bytes]] = {p: [] for p in pairs}
    t1 = get_sim_time("us")
    dests = [[d for s2, d in pairs if s2 == s] for s in range(len(st))]   # the same count for each
    for seq in range(b.frames):   # each station: its flows in turn, one frame every gap
        for k in range(len(dests[0])):
            for s, ds in enumerate(dests):
                f = frame(st, s, ds[k], seq)
                sent[(s, ds[k])].append(f)
                src[s].send_frames([XgmiiFrame.from_raw_payload(with_fcs(f))])
            await Timer(b.gap_us, unit="us")
    t_sent = get_sim_time("us") - t1
    total = len(pairs) * b.frames
    t2 = get_sim_time("us")
    while sum(len(k.frames) for k in sink) < total and get_sim_time("us") - t2 < b.deadline_us:
        await Timer(5, unit="us")
    await Timer(5, unit="us")
    t_all = get_sim_time("us") - t1
    got: dict[tuple[int, int], list[bytes]] = {p: [] for p in pairs}
    stray = 0
    for d, line in enumerate(sink):
        for fr in line.frames:
            raw = bytes(fr.get_payload())
            key = (raw[14], raw[15]) if len(raw) > 15 else (-1, -1)
            if key in got and key[1] == d:
                got[key].append(raw)
            else:
                stray += 1
    counters = {f"b{board}": {name: await t.reg(board, name)
                              for name in ("TX_FRAMES[0]", "TX_FRAMES[1]", "RX_FRAMES", "LK_HIT_MAC", "LK_MCAST_DROP",
                                           "TX_CELLS")}
                for board in range(t.boards)}
    bits = sum(8 * (len(f) + 4 + 20) for fs in sent.values() for f in fs)   # FCS, preamble and gap
    res = {"stations": len(st), "flows": len(pairs), "frames_per_flow": b.frames, "frames": total,
           "offered_gbps_per_station": round(bits / len(st) / (t_sent * 1e3), 2),
           "block_lock_us": round(t_lock, 1), "sent_us": round(t_sent, 1), "delivered_us": round(t_all, 1),
           "received": {f"b{bd}.lane{ln}": len(sink[i].frames) for i, (bd, ln, _) in enumerate(st)},
           "stray": stray, "counters": counters, "wall_s": round(time.monotonic() - wall0, 1)}
    dut._log.info(f"host traffic: {res}")
    assert stray == 0, ("frames on a lane not their station's, or unreadable", res)
    for p in pairs:
        want = [f + bytes(max(0, 60 - len(f))) for f in sent[p]]
        assert got[p] == want, (p, len(got[p]), res)   # once, intact, in order
    for i, line in enumerate(sink):
        assert all(fr.check_fcs() for fr in line.frames) and not line.asm.errors, (st[i], res)
        line.frames.clear()
    return res, src, sink
