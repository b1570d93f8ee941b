"""lp_dest_lookup: scapy frames (IPv4, 802.1Q, ARP, IPv6, multicast, short) against a Python model of the
policy; random tables with back-to-back frames at full rate (one result per frame, in order, fixed
latency) and with bubbles/stalls; atomic entry rewrites under traffic; table readback and bad address."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge
from scapy.layers.inet import IP, UDP
from scapy.layers.inet6 import IPv6
from scapy.layers.l2 import ARP, Dot1Q, Ether
from scapy.packet import Raw

from lightpath.cell import generated as cellfmt
from lightpath.flow import hdl

LATENCY = 3  # cycles from the deciding beat's transfer to lk_valid (documented in the RTL header)
NB = cellfmt.NODE_ID_BITS
KIND_MAC, KIND_IP = 0, 1
EVENTS = ("ev_hit_ip", "ev_hit_mac", "ev_miss_drop", "ev_miss_default", "ev_mcast_drop", "ev_cfg_refused")


@dataclass(frozen=True)
class LkEntry:
    valid: bool
    kind: int
    key: int
    node: int

    def word(self) -> int:
        """cfg_wdata = {valid, kind, key[47:0], node}."""
        return (int(self.valid) << (49 + NB)) | (self.kind << (48 + NB)) | (self.key << NB) | self.node


def mac_key(mac: str) -> int:
    return int(mac.replace(":", ""), 16)


def ip_key(ip: str) -> int:
    a, b, c, d = (int(x) for x in ip.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


@dataclass(frozen=True)
class Result:
    hit: int
    node: int
    drop: int
    event: str


def needed(frame: bytes) -> int | None:
    """Bytes the frame's type needs before a decision (None: the frame ends before that is known)."""
    if len(frame) < 14:
        return None
    et = int.from_bytes(frame[12:14], "big")
    if et == 0x0800:
        return 34
    if et == 0x8100:
        if len(frame) < 18:
            return None
        return 38 if int.from_bytes(frame[16:18], "big") == 0x0800 else 18
    return 14


def model(frame: bytes, table: Sequence[LkEntry], mode: int, default: int) -> tuple[Result, int]:
    """(expected result, index of the byte whose beat decides the frame)."""
    need = needed(frame)
    complete = need is not None and len(frame) >= need
    decide_byte = need - 1 if complete and need is not None else len(frame) - 1
    if frame and frame[0] & 1:
        return Result(0, 0, 1, "ev_mcast_drop"), decide_byte
    if complete:
        et = int.from_bytes(frame[12:14], "big")
        ip = None
        if et == 0x0800:
            ip = int.from_bytes(frame[30:34], "big")
        elif et == 0x8100 and need == 38:
            ip = int.from_bytes(frame[34:38], "big")
        if ip is not None:
            for e in table:
                if e.valid and e.kind == KIND_IP and (e.key & 0xFFFFFFFF) == ip:
                    return Result(1, e.node, 0, "ev_hit_ip"), decide_byte
        mac = int.from_bytes(frame[0:6], "big")
        for e in table:
            if e.valid and e.kind == KIND_MAC and e.key == mac:
                return Result(1, e.node, 0, "ev_hit_mac"), decide_byte
    if mode:
        return Result(0, default, 0, "ev_miss_default"), decide_byte
    return Result(0, 0, 1, "ev_miss_drop"), decide_byte


class Lookup:
    """Stream driver (the TB drives tready too: the DUT only observes) and cycle-exact monitor."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.n = int(dut.N.value)
        self.bytes = int(dut.DATA_W.value) // 8
        self.cycle = 0
        self.beats: list[tuple[int, bool]] = []  # (cycle, tlast) of every transferred beat
        self.results: list[tuple[int, Result]] = []
        self.ev = dict.fromkeys(EVENTS, 0)

    async def start(self) -> None:
        Clock(self.dut.clk, 6.4, unit="ns").start()
        d = self.dut
        for sig in (d.s_axis_tvalid, d.s_axis_tready, d.s_axis_tdata, d.s_axis_tkeep, d.s_axis_tlast, d.cfg_we,
                    d.cfg_addr, d.cfg_wdata, d.cfg_raddr, d.cfg_default_mode, d.cfg_default_node):
            sig.value = 0
        await self.reset()
        cocotb.start_soon(self._monitor())

    async def reset(self) -> None:
        self.dut.rst.value = 1
        for _ in range(3):
            await RisingEdge(self.dut.clk)
        self.dut.rst.value = 0
        await RisingEdge(self.dut.clk)

    async def _monitor(self) -> None:
        d = self.dut
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            self.cycle += 1
            if d.s_axis_tvalid.value and d.s_axis_tready.value:
                self.beats.append((self.cycle, bool(d.s_axis_tlast.value)))
            if d.lk_valid.value:
                ev = [n for n in EVENTS[:5] if getattr(d, n).value]
                assert len(ev) == 1, f"cycle {self.cycle}: events {ev} with one result"
                self.results.append((self.cycle, Result(int(d.lk_hit.value), d.lk_node.value.to_unsigned(),
                                                        int(d.lk_drop.value), ev[0])))
            else:
                assert not any(getattr(d, n).value for n in EVENTS[:5]), f"cycle {self.cycle}: event without result"
            for n in EVENTS:
                self.ev[n] += int(getattr(d, n).value)

    async def write(self, addr: int, word: int) -> None:
        self.dut.cfg_we.value = 1
        self.dut.cfg_addr.value = addr
        self.dut.cfg_wdata.value = word
        await RisingEdge(self.dut.clk)
        self.dut.cfg_we.value = 0

    async def load(self, table: Sequence[LkEntry]) -> None:
        for i, e in enumerate(table):
            await self.write(i, e.word())
        for i in range(len(table), self.n):
            await self.write(i, 0)

    async def readback(self, addr: int) -> int:
        self.dut.cfg_raddr.value = addr
        await RisingEdge(self.dut.clk)
        await ReadOnly()
        v = self.dut.cfg_rdata.value.to_unsigned()
        await RisingEdge(self.dut.clk)
        return v

    def policy(self, mode: int, default: int) -> None:
        self.dut.cfg_default_mode.value = mode
        self.dut.cfg_default_node.value = default

    async def send(self, frames: Sequence[bytes], rng: random.Random, p_valid: float = 1.0,
                   p_ready: float = 1.0) -> None:
        """Frames back to back; with p_valid/p_ready < 1, bubbles (tvalid low, garbage data) and stalls."""
        d, nb = self.dut, self.bytes
        for f in frames:
            nbeats = max(1, -(-len(f) // nb))
            for b in range(nbeats):
                chunk = f[b * nb:(b + 1) * nb]
                while True:
                    valid = rng.random() < p_valid
                    if valid:
                        d.s_axis_tvalid.value = 1
                        d.s_axis_tdata.value = int.from_bytes(chunk.ljust(nb, b"\0"), "little")
                        d.s_axis_tkeep.value = (1 << len(chunk)) - 1
                        d.s_axis_tlast.value = int(b == nbeats - 1)
                    else:  # bubble: garbage that must be ignored
                        d.s_axis_tvalid.value = 0
                        d.s_axis_tdata.value = rng.getrandbits(nb * 8)
                        d.s_axis_tkeep.value = rng.getrandbits(nb)
                        d.s_axis_tlast.value = rng.getrandbits(1)
                    ready = rng.random() < p_ready
                    d.s_axis_tready.value = int(ready)
                    await RisingEdge(d.clk)
                    if valid and ready:
                        break
        d.s_axis_tvalid.value = 0
        d.s_axis_tlast.value = 0

    async def drain(self) -> None:
        for _ in range(LATENCY + 3):
            await RisingEdge(self.dut.clk)

    def take(self) -> tuple[list[tuple[int, bool]], list[tuple[int, Result]]]:
        beats, results = self.beats, self.results
        self.beats, self.results = [], []
        return beats, results

    def check(self, frames: Sequence[bytes], table: Sequence[LkEntry], mode: int, default: int) -> dict[str, int]:
        """One result per frame, in order, equal to the model, exactly LATENCY cycles after the deciding
        beat. Returns the expected event counts."""
        beats, results = self.take()
        assert len(results) == len(frames), f"{len(results)} results for {len(frames)} frames"
        counts = dict.fromkeys(EVENTS, 0)
        i = 0
        for k, f in enumerate(frames):
            nbeats = max(1, -(-len(f) // self.bytes))
            fb = beats[i:i + nbeats]
            i += nbeats
            assert [t for _, t in fb] == [False] * (nbeats - 1) + [True], f"frame {k}: beats {fb}"
            want, dbyte = model(f, table, mode, default)
            cyc, got = results[k]
            assert got == want, f"frame {k} ({len(f)} bytes, {f[:40].hex()}): got {got}, want {want}"
            assert cyc == fb[dbyte // self.bytes][0] + LATENCY, f"frame {k}: result in cycle {cyc}, deciding beat {fb}"
            counts[want.event] += 1
        assert i == len(beats)
        return counts


# ---------------------------------------------------------------------------------------------- frames

HOST = [f"02:00:00:00:00:{i:02x}" for i in range(1, 9)]
IPS = [f"10.0.0.{i}" for i in range(1, 9)]
SRC_MAC = "02:00:00:00:00:aa"


def udp(dst_mac: str, dst_ip: str, pay: int = 18) -> bytes:
    return bytes(Ether(src=SRC_MAC, dst=dst_mac) / IP(src="10.0.0.100", dst=dst_ip) / UDP(sport=1, dport=2)
                 / Raw(bytes(pay)))


def vlan_udp(dst_mac: str, dst_ip: str, vid: int = 5, pay: int = 18) -> bytes:
    return bytes(Ether(src=SRC_MAC, dst=dst_mac) / Dot1Q(vlan=vid) / IP(src="10.0.0.100", dst=dst_ip)
                 / UDP(sport=1, dport=2) / Raw(bytes(pay)))


def arp(dst_mac: str, op: int, pdst: str) -> bytes:
    return bytes(Ether(src=SRC_MAC, dst=dst_mac) / ARP(op=op, hwsrc=SRC_MAC, psrc="10.0.0.100", pdst=pdst))


def ipv6(dst_mac: str) -> bytes:
    return bytes(Ether(src=SRC_MAC, dst=dst_mac) / IPv6(dst="fd00::1") / UDP(sport=1, dport=2) / Raw(bytes(10)))


def fixed_table() -> list[LkEntry]:
    return [
        LkEntry(True, KIND_MAC, mac_key(HOST[0]), 1),
        LkEntry(True, KIND_MAC, mac_key(HOST[1]), 2),
        LkEntry(False, KIND_IP, ip_key(IPS[3]), 60),     # invalid: never hits
        LkEntry(True, KIND_IP, ip_key(IPS[0]), 11),      # IPv4 after a MAC entry for the same frame: wins
        LkEntry(True, KIND_IP, ip_key(IPS[2]), 13),
        LkEntry(True, KIND_IP, ip_key(IPS[2]), 99),      # duplicate: the lower index (4) wins
        LkEntry(True, KIND_MAC, mac_key(HOST[2]), 3),
        LkEntry(True, KIND_IP, mac_key(HOST[3]), 70),    # IPv4 entry whose whole key equals a MAC
        LkEntry(True, KIND_MAC, mac_key(HOST[4]), 5),
        LkEntry(True, KIND_MAC, mac_key(HOST[4]), 55),   # duplicate MAC: index 8 wins
        LkEntry(True, KIND_IP, (0xBEEF << 32) | ip_key(IPS[5]), 16),  # key[47:32] ignored for IPv4
    ]


def fixed_frames() -> list[tuple[str, bytes]]:
    udp_ip0 = udp(HOST[0], IPS[0])
    return [
        ("IPv4 hit beats MAC hit", udp_ip0),
        ("IPv4 miss, MAC hit", udp(HOST[1], IPS[7])),
        ("IPv4 duplicate, lowest index", udp(HOST[7], IPS[2])),
        ("invalid IPv4 entry, MAC miss", udp(HOST[7], IPS[3])),
        ("IPv4 key[47:32] ignored", udp(HOST[7], IPS[5])),
        ("802.1Q IPv4 hit", vlan_udp(HOST[7], IPS[0])),
        ("802.1Q IPv4 miss, MAC hit", vlan_udp(HOST[2], IPS[6])),
        ("802.1Q ARP: MAC only", bytes(Ether(src=SRC_MAC, dst=HOST[1]) / Dot1Q(vlan=3)
                                        / ARP(op=2, hwsrc=SRC_MAC, psrc="10.0.0.100", pdst=IPS[0]))),
        ("ARP broadcast", arp("ff:ff:ff:ff:ff:ff", 1, IPS[0])),
        ("ARP unicast reply, MAC hit", arp(HOST[0], 2, IPS[1])),
        ("ARP to a MAC equal to an IPv4 entry's key: kind matters", arp(HOST[3], 2, IPS[1])),
        ("IPv6: MAC only", ipv6(HOST[4])),
        ("IPv4 multicast MAC", udp("01:00:5e:00:00:01", "224.0.0.1")),
        ("multicast MAC, unicast IPv4 in the table", udp("33:33:00:00:00:01", IPS[0])),
        ("unknown MAC, non-IP", ipv6(HOST[6])),
        ("QinQ 0x88A8: MAC only", bytes(Ether(src=SRC_MAC, dst=HOST[0], type=0x88A8) / Raw(bytes(50)))),
        ("short: 10 bytes", bytes.fromhex(mac_key(HOST[0]).to_bytes(6, "big").hex()) + bytes(4)),
        ("short: IPv4 cut before the dst", udp_ip0[:32]),
        ("short: tag without inner EtherType", vlan_udp(HOST[0], IPS[0])[:17]),
        ("short: tagged IPv4 cut before the dst", vlan_udp(HOST[0], IPS[0])[:36]),
        ("short multicast: 3 bytes", b"\x01\x02\x03"),
        ("1 byte", b"\x02"),
        ("long IPv4 frame", udp(HOST[1], IPS[2], pay=1400)),
    ]


@cocotb.test()
async def scapy_frames_policy(dut) -> None:
    """Every frame kind and both miss policies: result, node, drop, event and latency match the model."""
    lk = Lookup(dut)
    await lk.start()
    table = fixed_table()
    await lk.load(table)
    frames = [f for _, f in fixed_frames()]
    rng = random.Random(3)
    total = dict.fromkeys(EVENTS, 0)
    for mode, default, p_valid, p_ready in ((0, 0, 1.0, 1.0), (1, 9, 1.0, 1.0), (0, 0, 0.6, 0.7), (1, 200, 0.7, 0.5)):
        lk.policy(mode, default)
        await RisingEdge(dut.clk)
        await lk.send(frames, rng, p_valid, p_ready)
        await lk.drain()
        for k, v in lk.check(frames, table, mode, default).items():
            total[k] += v
    assert lk.ev == total, (lk.ev, total)
    # the fixed frames really exercise every outcome
    assert all(total[e] > 0 for e in EVENTS[:5]), total
    named = dict(fixed_frames())
    assert model(named["IPv4 hit beats MAC hit"], table, 0, 0)[0] == Result(1, 11, 0, "ev_hit_ip")
    assert model(named["ARP broadcast"], table, 1, 9)[0].event == "ev_mcast_drop"


def random_table(rng: random.Random, n: int) -> list[LkEntry]:
    out = []
    for _ in range(n):
        kind = rng.randrange(2)
        key = mac_key(rng.choice(HOST)) if kind == KIND_MAC else ip_key(rng.choice(IPS)) | (rng.getrandbits(16) << 32)
        out.append(LkEntry(rng.random() < 0.8, kind, key, rng.randrange(1 << NB)))
    return out


def random_frame(rng: random.Random) -> bytes:
    mac = rng.choice(HOST + ["02:00:00:00:00:99"])
    ip = rng.choice(IPS + ["10.9.9.9"])
    pay = rng.choice([0, 1, 7, 18, 40, 100, 300])
    k = rng.randrange(9)
    if k == 0:
        return udp(mac, ip, pay)
    if k == 1:
        return vlan_udp(mac, ip, rng.randrange(1, 4095), pay)
    if k == 2:
        return arp(rng.choice([mac, "ff:ff:ff:ff:ff:ff"]), rng.choice([1, 2]), ip)
    if k == 3:
        return ipv6(mac)
    if k == 4:
        return udp("01:00:5e:00:00:07", ip, pay)
    if k == 5:  # one-beat runts, back to back: a decision every cycle
        return bytes([rng.randrange(256) & 0xFE]) + rng.randbytes(rng.randrange(0, 8))
    if k == 6:  # truncated inside the header
        f = rng.choice([udp(mac, ip), vlan_udp(mac, ip)])
        return f[:rng.randrange(1, 38)]
    if k == 7:
        return bytes(Ether(src=SRC_MAC, dst=mac, type=rng.choice([0x86DD, 0x88A8, 0x88CC])) / Raw(rng.randbytes(50)))
    return bytes(Ether(src=SRC_MAC, dst=mac) / Dot1Q(vlan=2) / Dot1Q(vlan=3) / IP(dst=ip) / Raw(bytes(pay)))


@cocotb.test()
async def random_tables_back_to_back(dut) -> None:
    """Random tables and frames at one beat per cycle with no bubble (the stream is never stalled by the
    block, which has no tready), then with bubbles and stalls; every frame gets one result, in order."""
    lk = Lookup(dut)
    await lk.start()
    rng = random.Random(17)
    total = dict.fromkeys(EVENTS, 0)
    for rnd in range(4):
        table = random_table(rng, lk.n)
        await lk.load(table)
        mode, default = rng.randrange(2), rng.randrange(1 << NB)
        lk.policy(mode, default)
        frames = [random_frame(rng) for _ in range(120)]
        p = (1.0, 1.0) if rnd < 2 else (0.7, 0.6)
        await lk.send(frames, rng, *p)
        await lk.drain()
        for k, v in lk.check(frames, table, mode, default).items():
            total[k] += v
    assert lk.ev == total, (lk.ev, total)
    assert all(total[e] > 10 for e in EVENTS[:5]), total


@cocotb.test()
async def entry_rewrite_is_atomic(dut) -> None:
    """Entry 0 is rewritten every cycle between (MAC A -> node 1) and (MAC B -> node 2) while frames to
    A and B stream at full rate: a result is the old or the new entry, never A's key with B's node."""
    lk = Lookup(dut)
    await lk.start()
    await lk.load([])
    lk.policy(1, 7)
    a, b = HOST[0], HOST[1]
    ea, eb = LkEntry(True, KIND_MAC, mac_key(a), 1), LkEntry(True, KIND_MAC, mac_key(b), 2)
    rng = random.Random(23)
    frames = [ipv6(rng.choice([a, b]))[:14] for _ in range(400)]  # 14 bytes: 2 beats at 64 bits
    stop = False

    async def flip() -> None:
        while not stop:
            e = rng.choice([ea, eb])
            dut.cfg_we.value = 1
            dut.cfg_addr.value = 0
            dut.cfg_wdata.value = e.word()
            await RisingEdge(dut.clk)
        dut.cfg_we.value = 0

    writer = cocotb.start_soon(flip())
    await lk.send(frames, rng)
    stop = True
    await writer
    await lk.drain()
    _, results = lk.take()
    assert len(results) == len(frames)
    seen = set()
    for f, (_, r) in zip(frames, results):
        want_node = 1 if f[:6] == bytes.fromhex(a.replace(":", "")) else 2
        assert r.event in ("ev_hit_mac", "ev_miss_default"), r
        if r.hit:
            assert r.node == want_node, f"frame to node {want_node} got node {r.node}: key and node of different writes"
        seen.add((want_node, r.hit))
    assert seen == {(1, 1), (1, 0), (2, 1), (2, 0)}, seen


@cocotb.test()
async def table_readback_bad_address_reset(dut) -> None:
    """Every entry reads back as written; a write beyond N is refused and counted and changes nothing;
    reads beyond N return 0; reset invalidates every entry."""
    lk = Lookup(dut)
    await lk.start()
    rng = random.Random(29)
    table = random_table(rng, lk.n)
    await lk.load(table)
    await RisingEdge(dut.clk)  # the node part lands one cycle after the rest
    for i, e in enumerate(table):
        assert await lk.readback(i) == e.word(), i
    await lk.write(lk.n, LkEntry(True, KIND_MAC, 0x123, 4).word())
    await lk.write(255, LkEntry(True, KIND_MAC, 0x456, 4).word())
    await RisingEdge(dut.clk)
    await RisingEdge(dut.clk)
    assert lk.ev["ev_cfg_refused"] == 2
    for i, e in enumerate(table):
        assert await lk.readback(i) == e.word(), i
    assert await lk.readback(lk.n) == 0 and await lk.readback(255) == 0
    # a frame that hits, then reset: the same frame misses (drop policy)
    hit = LkEntry(True, KIND_MAC, mac_key(HOST[0]), 42)
    await lk.write(0, hit.word())
    lk.policy(0, 0)
    frame = ipv6(HOST[0])
    await lk.send([frame], rng)
    await lk.drain()
    lk.check([frame], [hit], 0, 0)
    await lk.reset()
    for i in range(lk.n):
        assert (await lk.readback(i)) >> (49 + NB) == 0, f"entry {i} valid after reset"
    await lk.send([frame], rng)
    await lk.drain()
    lk.check([frame], [], 0, 0)
    assert lk.ev["ev_miss_drop"] == 1 and lk.ev["ev_hit_mac"] == 1


@pytest.mark.parametrize("n,data_w", [(32, 64), (16, 128)])
def test_lp_dest_lookup(n: int, data_w: int) -> None:
    hdl.run("lp_dest_lookup", __file__, {"N": n, "DATA_W": data_w})
