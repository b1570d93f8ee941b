"""lp_gpu_emu / lp_gpu_host: the emulated GPUs on the testbench top lp_gpu_emu_tb (three nodes of
three GPUs, two host ports each, joined by an ideal network; docs/gpu-emu.md, testplan there).

One Verilator build; four simulations of it, each with its own program directory (plusarg +lp_sched=<dir>):

- set A (unit programs): COMPUTE timing exact, MARK log and its overflow, SEND framing byte-exact against frames
  built here from the program, the send queue filling (SEND stalls, counted), FENCE, WAIT passing exactly when its
  byte count is reached, two GPUs sharing a host port (frames alternate, never interleave), NVLink timing and an
  NVLink collision, all of it once at full rate and once with a smaller MTU, random back-pressure and a rate
  limit on the host ports (nothing lost, AXI-Stream stable while stalled);
- set B (ring all-reduce of 4 GPUs on 2 nodes, NVLink and network edges): expected bytes on every path, the run
  repeated with `start` gives identical statistics, and under back-pressure the latency histogram, min, max and
  sum equal those of the latencies measured here from the frames;
- set C (faults): an unknown opcode and a program running off the end stop their GPU with the error code, a
  missing program file is flagged, bad frames (wrong EtherType, length field off in both directions, runt,
  3-byte runt, frame for a GPU of another node, foreign MAC prefix) are counted and credit nothing, and good
  injected frames credit exactly their bytes with latency now - timestamp;
- set D (no +lp_sched plusarg): every GPU flags prog_missing and `start` does not run it.

Programs are encoded by lightpath.traffic.sched (zero counts, below the format's minimum, as raw words); frame
fields are checked with the constants of lp_gpu_sched_pkg.sv (parsed, never copied), the statistics addresses
with those of sim/models/lp_gpu_emu_pkg.sv, and test_stats_map_documented checks
that docs/gpu-emu.md lists exactly those names and addresses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge

from lightpath.env.gpu_stats import (  # ST: statistics map
    EMU_PKG,
    ST,
    hist_bin,
    read_all,
    status_bit as bit,
    sv_localparams,
)
from lightpath.flow import hdl
from lightpath.flow.paths import DOCS, RTL, SIM
from lightpath.traffic import sched as sc

SCHED_PKG = SIM / "models" / "generated" / "lp_gpu_sched_pkg.sv"
SOURCES = [RTL / "cell" / "lp_cell_pkg.sv", SCHED_PKG, EMU_PKG,
           *(RTL / "common" / f"{m}.sv" for m in ("lp_event_cnt", "lp_fifo_sync", "lp_fifo_async",
                                                  "lp_axis_async_frame_fifo")),   # the hosts' line mode
           SIM / "models" / "lp_gpu_emu.sv", SIM / "models" / "lp_gpu_host.sv", SIM / "fabric" / "lp_gpu_emu_tb.sv"]
TOP = "lp_gpu_emu_tb"


F = sv_localparams(SCHED_PKG)   # program and frame format

# testbench parameters (set here, passed to the build)
NODES, GPUS, HP, NODE_BASE, NET_LAT = 3, 3, 2, 1, 20
PROG_WORDS, SENDQ, HIST_BINS, MARKS, NVL_BPC = 1024, 4, 16, 8, 64
PARAMS = {"NODES": NODES, "GPUS": GPUS, "HOST_PORTS": HP, "NODE_BASE": NODE_BASE, "NET_LAT": NET_LAT,
          "PROG_WORDS": PROG_WORDS, "SENDQ": SENDQ, "HIST_BINS": HIST_BINS, "MARKS": MARKS, "NVL_BPC": NVL_BPC}
MTU = F["LP_GPU_MAX_DATA"]   # the format's default data bytes per frame


# ---------------------------------------------------------------------------- programs
# Words come from the project's encoder (lightpath.traffic.sched, the same TOML as the SV package), so these
# tests also hold the Python side to what the RTL executes. The format's minimum of 1 for COMPUTE cycles and
# SEND bytes is the generator's rule; the RTL must still handle 0 (docs/gpu-emu.md), so those words are the
# encoded op with its field cleared.
SP = sc.spec()


def _zeroed(op: sc.Op, field: str) -> int:
    return sc.encode(op, SP) & ~SP.field(field).mask


def halt() -> int:
    return sc.encode(sc.Halt(), SP)


def compute(cycles: int) -> int:
    return sc.encode(sc.Compute(cycles), SP) if cycles else _zeroed(sc.Compute(1), "CYCLES")


def send(dst: int, tag: int, nbytes: int) -> int:
    return sc.encode(sc.Send(dst, tag, nbytes), SP) if nbytes else _zeroed(sc.Send(dst, tag, 1), "BYTES")


def wait(tag: int, nbytes: int) -> int:
    return sc.encode(sc.Wait(tag, nbytes), SP)


def mark(ident: int) -> int:
    return sc.encode(sc.Mark(ident), SP)


def fence() -> int:
    return sc.encode(sc.Fence(), SP)


def doorbell(kind: int) -> int:
    return sc.encode(sc.Doorbell(kind), SP)


BAD_OPCODE = 0x7 << F["LP_GPU_OPC_LSB"] | 0x1234   # 7: not an opcode of the format
assert all(v != 0x7 for k, v in F.items() if k.startswith("LP_GPU_OP_") and k != "LP_GPU_OP_W")


def decode_sends(words: Iterable[int]) -> list[tuple[int, int, int]]:
    """(dst, tag, bytes) of every SEND in program order."""
    out = []
    for w in words:
        if w >> F["LP_GPU_OPC_LSB"] == F["LP_GPU_OP_SEND"]:
            out.append((w >> F["LP_GPU_DST_LSB"] & 0xFF, w >> F["LP_GPU_TAG_LSB"] & 0xFF, w & 0xFFFF_FFFF))
    return out


def gid(node_idx: int, local: int) -> int:
    return node_idx * GPUS + local


def node_of(g: int) -> int:
    return g // GPUS   # node index


def port_of(g: int) -> int:
    """Source index (node index * HP + port) of GPU g's host port."""
    return node_of(g) * HP + (g % GPUS) % HP


def write_programs(d: Path, progs: dict[int, list[int]]) -> None:
    d.mkdir(parents=True, exist_ok=True)
    for g, words in progs.items():
        (d / sc.hex_name(g)).write_text("".join(f"{w:016x}\n" for w in words))


# ---------------------------------------------------------------------------- program sets
# set A
A_SIZES = [0, 1, 27, 28, 100, 3000]
A_TAG, A_LAST = 5, 10
A = {
    gid(0, 0): [mark(1), compute(100), mark(2), compute(1), mark(3), compute(0), mark(4), compute(7), mark(5),
                *[send(gid(1, 0), A_TAG, n) for n in A_SIZES], mark(6), fence(), mark(7), compute(500),
                send(gid(1, 0), A_TAG, A_LAST), fence(), mark(8), mark(9), mark(10), halt()],
    gid(1, 0): [wait(A_TAG, sum(A_SIZES)), mark(10), wait(A_TAG, A_LAST), mark(11), halt()],
    gid(0, 2): [*[send(gid(1, 1), 6, 2000) for _ in range(4)], fence(), halt()],      # shares port 0 with GPU 0
    gid(1, 1): [wait(6, 8000), mark(20), halt()],
    gid(0, 1): [send(gid(1, 2), 3, 5000), fence(), halt()],                          # port 1
    gid(1, 2): [wait(3, 5000), mark(50), halt()],
    gid(2, 0): [mark(30), send(gid(2, 1), 7, 1000), send(gid(2, 1), 8, 130), halt()],  # NVLink
    gid(2, 1): [wait(7, 1000), mark(31), wait(8, 130), mark(32), wait(9, 1000), mark(33), halt()],
    gid(2, 2): [mark(41), send(gid(2, 1), 9, 1000), halt()],                         # collides with GPU 6
}

# set B: ring all-reduce over RING, chunk CHUNK, reduce-scatter then all-gather, one tag per step
RING = [gid(0, 0), gid(0, 1), gid(1, 0), gid(1, 1)]
CHUNK, REDUCE = 3000, 50
RING_MTU = 1200   # under back-pressure: frames of 1200 and 600 bytes, two latency classes


def ring_program(rank: int) -> list[int]:
    nxt = RING[(rank + 1) % len(RING)]
    steps = 2 * (len(RING) - 1)
    words = [mark(0)]
    for s in range(steps):
        words += [send(nxt, s, CHUNK), wait(s, CHUNK)]
        if s < len(RING) - 1:
            words.append(compute(REDUCE))
    return words + [fence(), mark(1), halt()]


B = {g: [halt()] for g in range(NODES * GPUS)} | {g: ring_program(r) for r, g in enumerate(RING)}

# set C
C_TAG = 9
C = {g: [halt()] for g in range(NODES * GPUS) if g != gid(1, 0)} | {
    gid(0, 0): [wait(C_TAG, 100), mark(1), halt()],
    gid(0, 1): [mark(1), BAD_OPCODE, halt()],
    gid(0, 2): [compute(1)] * PROG_WORDS,                 # no HALT: runs off the end
}


# ---------------------------------------------------------------------------- frames
def frame_bytes(dst: int, src: int, tag: int, flags: int, length: int, seq: int, ts: int,
                etype: int | None = None) -> bytes:
    """A frame as lp_gpu_emu builds it: header from the package offsets, data byte k = k & 0xff, zero pad."""
    hdr = bytearray(F["LP_GPU_HDR_BYTES"])
    hdr[0:6] = (F["LP_GPU_MAC_PREFIX"] | dst).to_bytes(6, "big")
    hdr[6:12] = (F["LP_GPU_MAC_PREFIX"] | src).to_bytes(6, "big")
    hdr[12:14] = (F["LP_GPU_ETHERTYPE"] if etype is None else etype).to_bytes(2, "big")
    hdr[F["LP_GPU_OFF_TAG"]] = tag
    hdr[F["LP_GPU_OFF_FLAGS"]] = flags
    hdr[F["LP_GPU_OFF_LEN"]:F["LP_GPU_OFF_LEN"] + 2] = length.to_bytes(2, "big")
    hdr[F["LP_GPU_OFF_SEQ"]:F["LP_GPU_OFF_SEQ"] + 4] = seq.to_bytes(4, "big")
    hdr[F["LP_GPU_OFF_TS"]:F["LP_GPU_OFF_TS"] + 8] = ts.to_bytes(8, "big")
    body = bytes((F["LP_GPU_HDR_BYTES"] + i) & 0xFF for i in range(length))
    frame = bytes(hdr) + body
    return frame + bytes(max(0, F["LP_GPU_MIN_FRAME"] - len(frame)))


def field_of(frame: bytes, name: str, size: int) -> int:
    off = F[f"LP_GPU_OFF_{name}"]
    return int.from_bytes(frame[off:off + size], "big")


def split(nbytes: int, mtu: int) -> list[int]:
    """Data bytes of each frame of a message."""
    out = []
    while True:
        out.append(min(nbytes, mtu))
        nbytes -= out[-1]
        if nbytes == 0:
            return out


@dataclass
class Frame:
    data: bytes
    first: int           # cycle of the first beat's transfer
    last: int            # cycle of the tlast transfer
    dests: set[int] = field(default_factory=set)
    user: int = 0

    @property
    def src(self) -> int:
        return int.from_bytes(self.data[6:12], "big") & 0xFF

    @property
    def dst(self) -> int:
        return int.from_bytes(self.data[0:6], "big") & 0xFF

    @property
    def key(self) -> tuple[int, int]:
        return self.src, field_of(self.data, "SEQ", 4)

# set E: ODDL doorbells; a MARK right after a DOORBELL logs the cycle its pulse is out (see set_e_doorbells)
E = {g: [halt()] for g in range(NODES * GPUS)} | {
    gid(0, 0): [doorbell(sc.DB_START), mark(1), compute(5), doorbell(sc.DB_DONE), mark(2), halt()],
    gid(0, 1): [compute(3), doorbell(sc.DB_DONE), mark(3), doorbell(sc.DB_DONE), doorbell(sc.DB_START), mark(4),
                halt()],
    gid(1, 0): [compute(20), doorbell(sc.DB_DONE), mark(5), halt()],
}


# ---------------------------------------------------------------------------- bench
class Bench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.tx: dict[int, list[Frame]] = {s: [] for s in range(NODES * HP)}
        self.rx: dict[int, list[Frame]] = {n: [] for n in range(NODES)}
        self.errors: list[str] = []
        self._txp: dict[int, list[tuple[int, int, int, int, int, int]]] = {}   # beats and their cycles
        self._rxp: dict[int, list[tuple[int, int, int, int, int, int]]] = {}
        self._stall: dict[int, tuple[int, int, int, int, int] | None] = dict.fromkeys(range(NODES * HP))

    async def init(self, frame_data: int = MTU) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        d.rst.value = 1
        d.start.value = 0
        d.frame_data.value = frame_data
        d.hist_shift.value = 0
        d.net_gap.value = 0
        d.net_bp.value = 0
        d.inj_tdata.value = 0
        d.inj_tkeep.value = 0
        d.inj_tvalid.value = 0
        d.inj_tlast.value = 0
        d.inj_node.value = 0
        d.stat_node.value = 0
        d.stat_gpu.value = 0
        d.stat_addr.value = 0
        for _ in range(3):
            await RisingEdge(d.clk)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.monitor())

    def clear(self) -> None:
        for v in (*self.tx.values(), *self.rx.values()):
            v.clear()

    async def start(self) -> int:
        """Pulse start; returns the cycle value sampled with it (word 0 issues one cycle later)."""
        d = self.dut
        await FallingEdge(d.clk)
        d.start.value = 1
        await ReadOnly()
        c = d.cycle.value.to_unsigned()
        await FallingEdge(d.clk)
        d.start.value = 0
        return c

    async def cycles(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clk)

    async def until_done(self, nodes: Iterable[int] = range(NODES), limit: int = 200_000) -> int:
        mask = sum(1 << n for n in nodes)
        for _ in range(limit):
            await RisingEdge(self.dut.clk)
            await ReadOnly()
            if self.dut.done.value.to_unsigned() & mask == mask:
                await self.cycles(NET_LAT + 50)   # let trailing frames (after HALT) drain
                return self.dut.cycle.value.to_unsigned()
        raise AssertionError(f"not done after {limit} cycles (done={self.dut.done.value})")

    # ---- monitors (every host port, every egress stream), AXI-Stream rules checked on the host ports
    async def monitor(self) -> None:
        d = self.dut
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            cyc = d.cycle.value.to_unsigned()
            tv = d.tx_tvalid.value.to_unsigned()
            for s in range(NODES * HP):
                if self._stall[s] is not None and not tv >> s & 1:
                    self.errors.append(f"cycle {cyc}: port {s} dropped tvalid while stalled")
                    self._stall[s] = None
            if tv:
                tr = d.tx_tready.value.to_unsigned()
                td = d.tx_tdata.value.to_unsigned()
                tk = d.tx_tkeep.value.to_unsigned()
                tl = d.tx_tlast.value.to_unsigned()
                tu = d.tx_tuser.value.to_unsigned()
                tdst = d.tx_tdest.value.to_unsigned()
                for s in range(NODES * HP):
                    if not tv >> s & 1:
                        continue
                    beat = (td >> 64 * s & (1 << 64) - 1, tk >> 8 * s & 0xFF, tl >> s & 1, tdst >> 8 * s & 0xFF,
                            tu >> s & 1)
                    if self._stall[s] is not None and beat != self._stall[s]:
                        self.errors.append(f"cycle {cyc}: port {s} changed a stalled beat")
                    if tr >> s & 1:
                        self._stall[s] = None
                        self._txp.setdefault(s, []).append((*beat, cyc))
                        if beat[2]:
                            self.tx[s].append(self._assemble(self._txp.pop(s), f"tx port {s}"))
                    else:
                        self._stall[s] = beat
            rv = d.rx_tvalid.value.to_unsigned()
            if rv:
                if d.rx_tready.value.to_unsigned() != (1 << NODES) - 1:
                    self.errors.append(f"cycle {cyc}: a host back-pressured the egress stream")
                rd = d.rx_tdata.value.to_unsigned()
                rk = d.rx_tkeep.value.to_unsigned()
                rl = d.rx_tlast.value.to_unsigned()
                for n in range(NODES):
                    if rv >> n & 1:
                        beat = (rd >> 64 * n & (1 << 64) - 1, rk >> 8 * n & 0xFF, rl >> n & 1, 0, 0)
                        self._rxp.setdefault(n, []).append((*beat, cyc))
                        if beat[2]:
                            self.rx[n].append(self._assemble(self._rxp.pop(n), None))

    def _assemble(self, beats: list[tuple[int, int, int, int, int, int]], check: str | None) -> Frame:
        data = b""
        for i, (td, tk, _tl, _dst, _u, _c) in enumerate(beats):
            n = bin(tk).count("1")
            if check and (tk != (1 << n) - 1 or (i < len(beats) - 1 and tk != 0xFF)):
                self.errors.append(f"{check}: tkeep {tk:#x} in beat {i} of a frame")
            data += td.to_bytes(8, "little")[:n]
        return Frame(data, beats[0][5], beats[-1][5], {b[3] for b in beats}, max(b[4] for b in beats))

    # ---- statistics
    async def stat(self, node: int, gpu: int, addr: int) -> int:
        d = self.dut
        await FallingEdge(d.clk)
        d.stat_node.value = node
        d.stat_gpu.value = gpu
        d.stat_addr.value = addr
        await RisingEdge(d.clk)
        await ReadOnly()
        return d.stat_rdata.value.to_unsigned()

    async def gpu_stats(self, g: int) -> dict[str, Any]:
        """Every GPU register of the map (64-bit pairs joined), the histogram and the mark log."""
        return await read_all(self.stat, node_of(g), g % GPUS)

    async def host_stats(self, n: int) -> dict[str, int]:
        out = {}
        for name in ("HOST_STATUS", "HOST_ID", "HOST_RX_FRAMES", "HOST_RX_UNROUTED"):
            out[name] = await self.stat(n, 0, ST[f"LP_GPU_ST_{name}"])
        for p in range(HP):
            out[f"HOST_TX_FRAMES{p}"] = await self.stat(n, 0, ST["LP_GPU_ST_HOST_TX_FRAMES"] + p)
        return out

    async def inject(self, node_id: int, frame: bytes) -> None:
        """One frame into node `node_id`'s egress stream, a beat per cycle as the network accepts them."""
        d = self.dut
        beats = [frame[i:i + 8] for i in range(0, len(frame), 8)]
        for i, b in enumerate(beats):
            await FallingEdge(d.clk)
            d.inj_node.value = node_id
            d.inj_tdata.value = int.from_bytes(b, "little")
            d.inj_tkeep.value = (1 << len(b)) - 1
            d.inj_tlast.value = int(i == len(beats) - 1)
            d.inj_tvalid.value = 1
            while True:
                await ReadOnly()
                ready = int(d.inj_tready.value)
                await RisingEdge(d.clk)
                if ready:
                    break
                await FallingEdge(d.clk)
        await FallingEdge(d.clk)
        d.inj_tvalid.value = 0

    def check_clean(self) -> None:
        assert not self.errors, "\n".join(self.errors[:20])


def code(status: int) -> int:
    return status >> ST["LP_GPU_STB_CODE"] & (1 << ST["LP_GPU_STB_CODE_W"]) - 1


def marks_of(stats: dict[str, Any]) -> dict[int, int]:
    return dict(stats["MARKS"])


def check_latency(g: int, stats: dict[str, Any], frames: list[Frame], shift: int) -> None:
    """The GPU's latency statistics equal those of its received frames as measured from the egress stream."""
    lats = [f.last - field_of(f.data, "TS", 8) for f in frames]
    hist = [0] * HIST_BINS
    for x in lats:
        hist[hist_bin(x >> shift, HIST_BINS)] += 1
    assert stats["RX_FRAMES"] == len(lats), f"GPU {g}: {stats['RX_FRAMES']} frames, measured {len(lats)}"
    assert stats["HIST"] == hist, f"GPU {g}: histogram {stats['HIST']}, measured {hist}"
    assert stats["LAT_SUM"] == sum(lats), f"GPU {g}: latency sum {stats['LAT_SUM']}, measured {sum(lats)}"
    assert stats["LAT_MIN"] == (min(lats) if lats else 0xFFFF_FFFF), f"GPU {g}: min {stats['LAT_MIN']}"
    assert stats["LAT_MAX"] == (max(lats) if lats else 0), f"GPU {g}: max {stats['LAT_MAX']}"


def check_tx_frames(bench: Bench, progs: dict[int, list[int]], mtu: int) -> dict[tuple[int, int], Frame]:
    """Every GPU's network frames on its host port, byte-exact against the frames its SENDs must produce (in
    order, consecutive sequence numbers from 0, timestamp = cycle of the first beat's transfer, tdest the
    destination node on every beat, tuser 0); returns the frames by (source GPU, seq)."""
    seen: dict[tuple[int, int], Frame] = {}
    for g, words in progs.items():
        sends = [(dst, tag, n) for dst, tag, n in decode_sends(words) if node_of(dst) != node_of(g)]
        got = [f for f in bench.tx[port_of(g)] if f.src == g]
        exp_len = sum(len(split(n, mtu)) for _, _, n in sends)
        assert len(got) == exp_len, f"GPU {g}: {len(got)} frames sent, expected {exp_len}"
        seq = 0
        for dst, tag, n in sends:
            parts = split(n, mtu)
            for i, ln in enumerate(parts):
                f = got[seq]
                exp = frame_bytes(dst, g, tag, int(i == len(parts) - 1), ln, seq, f.first)
                assert f.data == exp, f"GPU {g} frame {seq}: {f.data.hex()} expected {exp.hex()}"
                assert f.dests == {NODE_BASE + node_of(dst)}, f"GPU {g} frame {seq}: tdest {f.dests}"
                assert f.user == 0
                seen[f.key] = f
                seq += 1
    return seen


def check_delivery(bench: Bench, sent: dict[tuple[int, int], Frame]) -> dict[int, list[Frame]]:
    """Every frame sent arrived once, unchanged, at the node of its destination GPU; returns frames per GPU."""
    per_gpu: dict[int, list[Frame]] = {}
    got: set[tuple[int, int]] = set()
    for n, frames in bench.rx.items():
        for f in frames:
            assert f.key in sent, f"node {n}: frame {f.key} was never sent"
            assert f.key not in got, f"frame {f.key} delivered twice"
            assert f.data == sent[f.key].data, f"frame {f.key} changed in the network"
            assert node_of(f.dst) == n
            got.add(f.key)
            per_gpu.setdefault(f.dst, []).append(f)
    assert got == set(sent), f"frames lost: {sorted(set(sent) - got)[:10]}"
    return per_gpu


# ---------------------------------------------------------------------------- set A
async def run_set_a(dut, mtu: int, bp: int, gap: int) -> None:
    b = Bench(dut)
    await b.init(frame_data=mtu)
    await FallingEdge(dut.clk)
    dut.net_bp.value = bp
    dut.net_gap.value = gap
    c0 = await b.start()
    await b.until_done()
    b.check_clean()
    assert dut.err.value.to_unsigned() == 0 and dut.missing.value.to_unsigned() == 0
    st = {g: await b.gpu_stats(g) for g in range(NODES * GPUS)}
    start = c0 + 1
    for g, s in st.items():
        assert s["START"] == start, f"GPU {g}: START {s['START']} expected {start}"
        assert bit(s["STATUS"], "DONE") and not bit(s["STATUS"], "ERROR"), f"GPU {g}: status {s['STATUS']:#x}"
        assert s["ID"] == (NODE_BASE + node_of(g)) << 16 | (g % GPUS) << 8 | g

    # COMPUTE timing and the mark log (GPU 0 logs marks 1..8, marks 9 and 10 overflow)
    s0 = st[gid(0, 0)]
    m = marks_of(s0)
    assert [i for i, _ in s0["MARKS"]] == list(range(1, MARKS + 1)) and s0["MARK_OVF"] == 2
    assert m[1] == start
    assert (m[2] - m[1], m[3] - m[2], m[4] - m[3], m[5] - m[4]) == (101, 2, 2, 8)
    assert s0["CYC_COMPUTE"] == 100 + 1 + 1 + 7 + 500
    assert s0["DONE"] == m[8] + 3          # MARK 8, MARK 9, MARK 10, HALT
    # six SENDs into a queue of SENDQ: the stalled cycles are the only gap between MARK 5 and MARK 6
    assert s0["CYC_SEND_STALL"] > 0
    assert m[6] - m[5] == len(A_SIZES) + 1 + s0["CYC_SEND_STALL"]

    # framing (byte-exact, all GPUs), delivery, and the FENCEs: MARK 7 / MARK 8 two cycles after the last beat
    sent = check_tx_frames(b, A, mtu)
    per_gpu = check_delivery(b, sent)
    f0 = [f for f in b.tx[port_of(gid(0, 0))] if f.src == gid(0, 0)]
    assert m[7] == f0[-2].last + 2 and m[8] == f0[-1].last + 2
    # FENCE 1 issues at m6+1 and passes at m7-1; FENCE 2 issues at m7+502 (after COMPUTE 500 and the SEND)
    assert s0["CYC_FENCE"] == (m[7] - 1 - (m[6] + 1)) + (m[8] - 1 - (m[7] + 502))

    # WAIT: passes two cycles after the last beat of the frame that completes its byte count, not earlier
    rx3 = per_gpu[gid(1, 0)]
    tot, done_at = 0, None
    for f in rx3:
        tot += field_of(f.data, "LEN", 2)
        if tot >= sum(A_SIZES) and done_at is None:
            done_at = f.last
    m3 = marks_of(st[gid(1, 0)])
    assert done_at is not None, "the bytes of the WAIT never completed"
    assert m3[10] == done_at + 2, f"WAIT passed at {m3[10] - 1}, bytes complete at {done_at}"
    assert m3[11] == rx3[-1].last + 2
    assert st[gid(1, 0)]["RX_BYTES"] == sum(A_SIZES) + A_LAST and st[gid(1, 0)]["RX_MSGS"] == len(A_SIZES) + 1
    assert marks_of(st[gid(1, 1)])[20] == per_gpu[gid(1, 1)][-1].last + 2
    assert marks_of(st[gid(1, 2)])[50] == per_gpu[gid(1, 2)][-1].last + 2

    # two GPUs on host port 0 of node 0: while both have frames queued, a frame of one is followed by one of
    # the other (GPU 2 queues its 4 messages at once, GPU 0 its first 6 within a few cycles)
    g0, g2 = gid(0, 0), gid(0, 2)
    order = [f.src for f in b.tx[0]]
    assert set(order) == {g0, g2}
    batch = {g0: sum(len(split(n, mtu)) for *_, n in decode_sends(A[g0][:15])),
             g2: 4 * len(split(2000, mtu))}
    i0 = order.index(g0)
    alternations = 0
    for k in range(i0, len(order)):
        other = g2 if order[k - 1] == g0 else g0
        if batch[other] - order[:k].count(other) > 0:
            assert order[k] == other, f"port 0: frame {k} from GPU {order[k]} while GPU {other} waited: {order}"
            alternations += 1
    assert alternations >= min(batch.values()), (alternations, order)

    # NVLink: 1000 B = 16 cycles, delivered at +17, credited at +18, WAIT +19, MARK +20 (after MARK 30 at m);
    # the 130 B message starts in the delivery cycle of the first: 3 cycles, MARK 32 at m + 1 + 17 + 3 + 2
    m6, m7 = marks_of(st[gid(2, 0)]), marks_of(st[gid(2, 1)])
    n1, n2 = -(-1000 // NVL_BPC), -(-130 // NVL_BPC)
    assert m7[31] == m6[30] + n1 + 4, (m6, m7)
    assert m7[32] == m6[30] + 1 + n1 + n2 + 2 + 1, (m6, m7)
    assert 33 in m7      # GPU 8's transfer, which collided with GPU 6's, arrived too
    assert st[gid(2, 1)]["LOC_RX_MSGS"] == 3 and st[gid(2, 1)]["LOC_RX_BYTES"] == 2130
    assert st[gid(2, 0)]["LOC_MSGS"] == 2 and st[gid(2, 0)]["LOC_BYTES"] == 1130
    assert st[gid(2, 0)]["TX_FRAMES"] == 0 and b.tx[port_of(gid(2, 0))] == []

    # counters against the frames seen
    for g in range(NODES * GPUS):
        mine = [f for f in sent.values() if f.src == g]
        assert st[g]["TX_FRAMES"] == len(mine)
        assert st[g]["TX_BYTES"] == sum(field_of(f.data, "LEN", 2) for f in mine)
        assert st[g]["TX_MSGS"] == sum(1 for d, *_ in decode_sends(A.get(g, [])) if node_of(d) != node_of(g))
        check_latency(g, st[g], per_gpu.get(g, []), 0)
        assert st[g]["RX_BAD"] == 0
    for n in range(NODES):
        h = await b.host_stats(n)
        assert h["HOST_STATUS"] == 1 and h["HOST_RX_UNROUTED"] == 0 and h["HOST_RX_FRAMES"] == len(b.rx[n])
        for p in range(HP):
            assert h[f"HOST_TX_FRAMES{p}"] == len(b.tx[n * HP + p])
    assert dut.net_drops.value.to_unsigned() == 0


@cocotb.test()
async def set_a_full_rate(dut) -> None:
    await run_set_a(dut, MTU, 0, 0)


@cocotb.test()
async def set_a_backpressure(dut) -> None:
    """Smaller MTU, random back-pressure (3/8 of the cycles) and at most one beat every 2 cycles per port."""
    await run_set_a(dut, 500, 96, 1)


# ---------------------------------------------------------------------------- set B
async def run_ring(b: Bench) -> tuple[int, dict[int, dict[str, Any]]]:
    b.clear()
    c0 = await b.start()
    await b.until_done()
    b.check_clean()
    st = {g: await b.gpu_stats(g) for g in RING}
    steps = 2 * (len(RING) - 1)
    for r, g in enumerate(RING):
        nxt, prv = RING[(r + 1) % len(RING)], RING[r - 1]
        s = st[g]
        local_out, local_in = node_of(nxt) == node_of(g), node_of(prv) == node_of(g)
        assert s["LOC_BYTES" if local_out else "TX_BYTES"] == steps * CHUNK, (g, s)
        assert s["TX_BYTES" if local_out else "LOC_BYTES"] == 0
        assert s["LOC_RX_BYTES" if local_in else "RX_BYTES"] == steps * CHUNK
        assert s["RX_BYTES" if local_in else "LOC_RX_BYTES"] == 0
        assert s["CYC_COMPUTE"] == (len(RING) - 1) * REDUCE
        assert s["START"] == c0 + 1 and [i for i, _ in s["MARKS"]] == [0, 1]
    return c0, st


def relative(st: dict[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """Statistics with every absolute cycle made relative to the run's start."""
    out = {}
    for g, s in st.items():
        t = dict(s)
        t0 = t.pop("START")
        t["DONE"] = s["DONE"] - t0
        t["MARKS"] = [(i, c - t0) for i, c in s["MARKS"]]
        out[g] = t
    return out


@cocotb.test()
async def set_b_ring_restart(dut) -> None:
    """The ring twice with `start`: identical statistics (cycles relative to the start)."""
    b = Bench(dut)
    await b.init()
    _, st1 = await run_ring(b)
    sent = check_tx_frames(b, B, MTU)
    check_delivery(b, sent)
    await b.cycles(100)
    _, st2 = await run_ring(b)
    assert relative(st1) == relative(st2)
    assert st2[RING[0]]["RX_FRAMES"] == 2 * (len(RING) - 1) * len(split(CHUNK, MTU))


@cocotb.test()
async def set_b_ring_latency(dut) -> None:
    """The ring under random back-pressure and a rate limit: histogram, min, max and sum of the latencies."""
    b = Bench(dut)
    await b.init(frame_data=RING_MTU)
    await FallingEdge(dut.clk)
    shift = 6
    dut.hist_shift.value = shift
    dut.net_bp.value = 128
    dut.net_gap.value = 2
    _, st = await run_ring(b)
    sent = check_tx_frames(b, B, RING_MTU)
    per_gpu = check_delivery(b, sent)
    for g in RING:
        check_latency(g, st[g], per_gpu.get(g, []), shift)
    busy = [x for g in RING for x in st[g]["HIST"]]
    assert sum(1 for x in busy if x) >= 2, f"latencies not spread over the bins: {busy}"


# ---------------------------------------------------------------------------- set C
@cocotb.test()
async def set_c_faults(dut) -> None:
    b = Bench(dut)
    await b.init()
    c0 = await b.start()
    await b.cycles(PROG_WORDS + 50)
    assert dut.err.value.to_unsigned() == 0b001 and dut.missing.value.to_unsigned() == 0b010
    assert dut.done.value.to_unsigned() == 0b100

    s1 = await b.gpu_stats(gid(0, 1))   # unknown opcode at word 1
    assert (bit(s1["STATUS"], "ERROR") and code(s1["STATUS"]) == ST["LP_GPU_ERR_OPCODE"]
            and not bit(s1["STATUS"], "DONE"))
    assert s1["PC"] == 1 and s1["ERR_WORD"] == BAD_OPCODE and s1["ERRORS"] == 1 and s1["DONE"] == 0
    s2 = await b.gpu_stats(gid(0, 2))   # ran off the end
    assert bit(s2["STATUS"], "ERROR") and code(s2["STATUS"]) == ST["LP_GPU_ERR_PC"]
    assert s2["PC"] == PROG_WORDS and s2["CYC_COMPUTE"] == PROG_WORDS
    s3 = await b.gpu_stats(gid(1, 0))   # no file
    assert bit(s3["STATUS"], "MISSING") and not bit(s3["STATUS"], "RUNNING") and s3["PC"] == 0
    assert (await b.host_stats(1))["HOST_STATUS"] == 0b100

    # bad frames into node 1 (GPU 0 waits for 100 bytes of tag C_TAG): none credits anything
    g0, node = gid(0, 0), NODE_BASE
    good = frame_bytes(g0, 5, C_TAG, 1, 100, 0, 0)
    bad = [
        ("EtherType", frame_bytes(g0, 5, C_TAG, 1, 100, 0, 0, etype=0x0800)),
        ("length short", good[:-1]),
        ("length long", good + bytes(8)),
        ("runt", frame_bytes(g0, 5, C_TAG, 1, 4, 0, 0)[: F["LP_GPU_HDR_BYTES"] + 4]),
    ]
    unrouted = [
        ("3-byte runt", good[:3]),
        ("other node's GPU", frame_bytes(gid(1, 0), 5, C_TAG, 1, 100, 0, 0)),
        ("foreign MAC", bytes([0x12]) + good[1:]),
    ]
    for why, frame in bad + unrouted:
        await b.inject(node, frame)
        await b.cycles(5)
        s0 = await b.gpu_stats(g0)
        assert s0["RX_BYTES"] == 0 and s0["RX_FRAMES"] == 0 and bit(s0["STATUS"], "WAITING"), f"{why}: {s0}"
    assert s0["RX_BAD"] == len(bad)
    h = await b.host_stats(0)
    assert h["HOST_RX_UNROUTED"] == len(unrouted) and h["HOST_RX_FRAMES"] == len(bad) + len(unrouted)
    for g in (gid(0, 1), gid(0, 2)):
        assert (await b.gpu_stats(g))["RX_BAD"] == 0

    # good frames: 20 bytes (padded to the minimum) leave the WAIT blocked, 80 more release it
    now = dut.cycle.value.to_unsigned()
    b.clear()
    await b.inject(node, frame_bytes(g0, 5, C_TAG, 0, 20, 0, now - 1000))
    await b.cycles(5)
    s0 = await b.gpu_stats(g0)
    assert s0["RX_BYTES"] == 20 and bit(s0["STATUS"], "WAITING") and s0["MARK_CNT"] == 0
    await b.inject(node, frame_bytes(g0, 5, C_TAG, 1, 80, 1, now - 7))
    await b.cycles(5)
    s0 = await b.gpu_stats(g0)
    assert bit(s0["STATUS"], "DONE") and s0["RX_BYTES"] == 100 and s0["RX_MSGS"] == 1
    assert marks_of(s0)[1] == b.rx[0][-1].last + 2
    check_latency(g0, s0, b.rx[0], 0)
    assert s0["LAT_MIN"] < 1000 < s0["LAT_MAX"]
    assert s0["START"] == c0 + 1
    b.check_clean()


# ---------------------------------------------------------------------------- set D
@cocotb.test()
async def set_d_no_plusarg(dut) -> None:
    b = Bench(dut)
    await b.init()
    await b.start()
    await b.cycles(20)
    assert dut.missing.value.to_unsigned() == (1 << NODES) - 1
    assert dut.done.value.to_unsigned() == 0 and dut.err.value.to_unsigned() == 0
    for g in range(NODES * GPUS):
        s = await b.stat(node_of(g), g % GPUS, ST["LP_GPU_ST_STATUS"])
        assert bit(s, "MISSING") and not bit(s, "RUNNING") and not bit(s, "DONE"), f"GPU {g}: {s:#x}"
    assert all(not v for v in b.tx.values())


# ---------------------------------------------------------------------------- set E
@cocotb.test()
async def set_e_doorbells(dut) -> None:
    """DOORBELL pulses db_start / db_done of its node for one clock, the clock after it issues (the clock its
    following MARK logs); a node's GPUs share the node's lines (OR); nothing on a node whose GPUs ring none;
    DOORBELL takes one issue slot like MARK."""
    b = Bench(dut)
    await b.init()
    seen: dict[str, list[tuple[int, int]]] = {"start": [], "done": []}

    async def watch() -> None:
        while True:
            await RisingEdge(dut.clk)
            await ReadOnly()
            c = dut.cycle.value.to_unsigned()
            for kind in seen:
                v = getattr(dut, f"db_{kind}").value.to_unsigned()
                seen[kind] += [(n, c) for n in range(NODES) if v >> n & 1]

    cocotb.start_soon(watch())
    await b.start()
    await b.until_done()
    m = {g: marks_of(await b.gpu_stats(g)) for g in (gid(0, 0), gid(0, 1), gid(1, 0))}
    m00, m01, m10 = m[gid(0, 0)], m[gid(0, 1)], m[gid(1, 0)]
    assert seen["start"] == sorted([(0, m00[1]), (0, m01[4])], key=lambda x: x[1]), seen
    assert sorted(seen["done"], key=lambda x: x[1]) == sorted(
        [(0, m00[2]), (0, m01[3]), (0, m01[4] - 1), (1, m10[5])], key=lambda x: x[1]), seen
    assert m00[2] - m00[1] == 1 + 5 + 1 and m01[4] - m01[3] == 3   # MARK, COMPUTE 5, DOORBELL; MARK, two DOORBELLs
    s = await b.gpu_stats(gid(0, 0))
    assert bit(s["STATUS"], "DONE") and not bit(s["STATUS"], "ERROR") and s["ERRORS"] == 0
    b.check_clean()


# ---------------------------------------------------------------------------- pytest
def _run(tmp: Path | None, progs: dict[int, list[int]] | None,
         tests: list[str], tag: str) -> None:
    plusargs: list[str] = []
    if progs is not None:
        assert tmp is not None
        write_programs(tmp, progs)
        plusargs.append(f"+lp_sched={tmp}")
    hdl.run(TOP, __file__, PARAMS, testcase=tests, sources=SOURCES, tag=tag, plusargs=plusargs)


def test_gpu_emu_unit(tmp_path: Path) -> None:
    _run(tmp_path, A, ["set_a_full_rate", "set_a_backpressure"], "set_a")


def test_gpu_emu_ring(tmp_path: Path) -> None:
    _run(tmp_path, B, ["set_b_ring_restart", "set_b_ring_latency"], "set_b")


def test_gpu_emu_faults(tmp_path: Path) -> None:
    _run(tmp_path, C, ["set_c_faults"], "set_c")


def test_gpu_emu_doorbells(tmp_path: Path) -> None:
    _run(tmp_path, E, ["set_e_doorbells"], "set_e")


def test_gpu_emu_no_plusarg() -> None:
    _run(None, None, ["set_d_no_plusarg"], "set_d")


def test_stats_map_documented() -> None:
    """docs/gpu-emu.md's tables list exactly the statistics addresses, status bits and error codes of
    lp_gpu_emu_pkg, with their values."""
    doc = (DOCS / "gpu-emu.md").read_text()
    rows = re.findall(r"^\|\s*`(LP_GPU_(?:ST|STB|ERR)_\w+)`\s*\|\s*`?(0x[0-9A-Fa-f]+|\d+)`?\s*\|", doc, re.MULTILINE)
    documented = dict(rows)
    assert len(documented) == len(rows), "a name is documented twice"
    pkg = {k: v for k, v in ST.items() if k.startswith(("LP_GPU_ST_", "LP_GPU_STB_", "LP_GPU_ERR_"))}
    assert set(documented) == set(pkg), \
        f"only in the package: {sorted(set(pkg) - set(documented))}; " \
        f"only in the doc: {sorted(set(documented) - set(pkg))}"
    for k, v in documented.items():
        assert int(v, 0) == pkg[k], f"{k}: doc {v}, package {pkg[k]:#x}"


def test_program_encoder() -> None:
    """The project's encoder against words hand-decoded with the generated SV package's field positions (what
    the RTL uses), and the zero-count words the RTL must handle."""
    w = send(0x12, 0x34, 0x5678)
    assert w >> F["LP_GPU_OPC_LSB"] == F["LP_GPU_OP_SEND"]
    assert (w >> F["LP_GPU_DST_LSB"] & 0xFF, w >> F["LP_GPU_TAG_LSB"] & 0xFF, w & 0xFFFF_FFFF) == (0x12, 0x34, 0x5678)
    assert decode_sends([halt(), w, compute(5)]) == [(0x12, 0x34, 0x5678)]
    assert compute(0) == F["LP_GPU_OP_COMPUTE"] << F["LP_GPU_OPC_LSB"]
    assert decode_sends([send(3, 4, 0)]) == [(3, 4, 0)]
    with pytest.raises(sc.SchedError, match="outside"):
        compute(1 << F["LP_GPU_CYCLES_W"])
    assert doorbell(sc.DB_START) == F["LP_GPU_OP_DOORBELL"] << F["LP_GPU_OPC_LSB"] | 1 << F["LP_GPU_KIND_LSB"]
    assert sc.decode(doorbell(sc.DB_DONE)) == sc.Doorbell(sc.DB_DONE)
    with pytest.raises(sc.SchedError, match="outside"):
        doorbell(2)
    with pytest.raises(sc.SchedError, match="reserved"):
        sc.decode(doorbell(sc.DB_DONE) | 1 << 8)

def test_program_files(tmp_path: Path) -> None:
    """Program files as lp_gpu_emu reads them: gpu<g:03d>.hex, one 16-digit word per line, word 0 first."""
    write_programs(tmp_path, {7: [mark(3), halt()]})
    assert (tmp_path / "gpu007.hex").read_text() == f"{mark(3):016x}\n{halt():016x}\n"
