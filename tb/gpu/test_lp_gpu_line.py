"""lp_gpu_host line mode: the board's MAC receive FIFO between the GPUs and each host port (docs/gpu-emu.md).

A real 10GbE MAC cannot be back-pressured. With `line_mode` each host port's multiplexer feeds an
lp_axis_async_frame_fifo in drop mode (as lp_board_core puts one behind each MAC): the GPUs always see tready
high, and a frame that finds the FIFO full is dropped whole and counted in the host's LINE_DROP_FULL[p].

Testbench top lp_gpu_emu_tb with LINE = 1 (line_mode and net_hold live), two nodes of two GPUs, a line FIFO of
LINE_FIFO words so that a few frames fill it. GPU 0 (node 1, port 0) sends N0 one-frame messages of D0 bytes to
GPU 2, GPU 1 (node 1, port 1) N1 messages of D1 bytes to GPU 3; then FENCE, HALT. The frame sizes leave
a margin to the FIFO size, so how many frames fit is exact (the FIFO's read side prefetches up to 4 words
into its output buffer even while tready is low). The same program runs
four times (`start`):

- line_hold: the network holds tready low on every host port while the GPUs send (the NIC not taking).
  The GPUs finish anyway (never back-pressured). Each port's FIFO took exactly the frames that fit (its first
  frames, in order); every other frame is counted in LINE_DROP_FULL, none in another drop counter; nothing
  reached the network. Released, exactly the kept frames arrive, each whole and unchanged (byte-exact against
  the frame built from the program), SEQ 0..k-1; the receivers credit exactly their bytes, no bad frame.
- line_rate_limit: the network takes one beat in 4 (a NIC slower than the line): frames are kept and dropped
  interleaved; offered = LINE_FRAMES + LINE_DROP_FULL per port, the delivered frames are exactly the kept ones
  (SEQ increasing with gaps where frames were dropped), each whole.
- backpressure_hold: line_mode = 0, the same hold: the GPUs stall (FENCE blocks, `done` stays low) and no
  frame is dropped; released, every frame arrives; every LINE_* counter is 0 and HOST_STATUS bit 3 is 0.
- line_start_clears: after a line run with drops, `start` clears the LINE_* counters with the others.
"""

from __future__ import annotations

from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from lightpath.env.gpu_stats import EMU_PKG, ST, read_all, read_host, status_bit, sv_localparams
from lightpath.flow import hdl
from lightpath.flow.paths import RTL, SIM
from lightpath.traffic import sched as sc

SCHED_PKG = SIM / "models" / "generated" / "lp_gpu_sched_pkg.sv"
COMMON = RTL / "common"
SOURCES = [RTL / "cell" / "lp_cell_pkg.sv", SCHED_PKG, EMU_PKG,
           COMMON / "lp_event_cnt.sv", COMMON / "lp_fifo_sync.sv", COMMON / "lp_fifo_async.sv",
           COMMON / "lp_axis_async_frame_fifo.sv",
           SIM / "models" / "lp_gpu_emu.sv", SIM / "models" / "lp_gpu_host.sv", SIM / "fabric" / "lp_gpu_emu_tb.sv"]
TOP = "lp_gpu_emu_tb"
F = sv_localparams(SCHED_PKG)

NODES, GPUS, HP, NODE_BASE, NET_LAT = 2, 2, 2, 1, 8
LINE_FIFO = 256                     # words: a handful of frames
PARAMS = {"NODES": NODES, "GPUS": GPUS, "HOST_PORTS": HP, "NODE_BASE": NODE_BASE, "NET_LAT": NET_LAT,
          "FIFO_BEATS": 1024, "PROG_WORDS": 256, "SENDQ": 4, "HIST_BINS": 16, "MARKS": 8, "NVL_BPC": 64,
          "LINE": 1, "LINE_FIFO": LINE_FIFO}
N0, D0 = 24, 200                    # GPU 0 -> GPU 2: 24 frames of 200 data bytes (232 bytes, 29 beats)
N1, D1 = 12, 768                    # GPU 1 -> GPU 3: 12 frames of 768 data bytes (800 bytes, 100 beats)
FLOWS = {0: (2, N0, D0), 1: (3, N1, D1)}   # source GPU (= its host port on node 1) -> (dst GPU, frames, bytes)
MTU = max(D0, D1)
SP = sc.spec()


def programs() -> list[list[sc.Op]]:
    progs: list[list[sc.Op]] = [[sc.Halt()] for _ in range(NODES * GPUS)]
    for g, (dst, n, d) in FLOWS.items():
        progs[g] = [*(sc.Send(dst, 0, d) for _ in range(n)), sc.Fence(), sc.Halt()]
    return progs


def frame(src: int, dst: int, seq: int, data: int) -> bytes:
    """The frame the emulator builds (docs/gpu-emu.md, Frames), without the timestamp (zeroed: it is checked
    against the cycle separately)."""
    b = bytearray(max(F["LP_GPU_MIN_FRAME"], F["LP_GPU_HDR_BYTES"] + data))
    b[0:6] = (F["LP_GPU_MAC_PREFIX"] | dst).to_bytes(6, "big")
    b[6:12] = (F["LP_GPU_MAC_PREFIX"] | src).to_bytes(6, "big")
    b[12:14] = F["LP_GPU_ETHERTYPE"].to_bytes(2, "big")
    b[F["LP_GPU_OFF_TAG"]] = 0
    b[F["LP_GPU_OFF_FLAGS"]] = 1
    b[F["LP_GPU_OFF_LEN"]:F["LP_GPU_OFF_LEN"] + 2] = data.to_bytes(2, "big")
    b[F["LP_GPU_OFF_SEQ"]:F["LP_GPU_OFF_SEQ"] + 4] = seq.to_bytes(4, "big")
    for k in range(F["LP_GPU_HDR_BYTES"], F["LP_GPU_HDR_BYTES"] + data):
        b[k] = k & 0xFF
    return bytes(b)


def no_ts(data: bytes) -> bytes:
    o = F["LP_GPU_OFF_TS"]
    return data[:o] + bytes(8) + data[o + 8:]


def seq_of(data: bytes) -> int:
    return int.from_bytes(data[F["LP_GPU_OFF_SEQ"]:F["LP_GPU_OFF_SEQ"] + 4], "big")


class Bench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.rx: list[list[bytes]] = [[] for _ in range(NODES)]   # frames on each node's egress stream
        self.tx_beats = 0                                          # beats taken on the network side of node 1

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        for name in ("start", "net_gap", "net_bp", "line_mode", "net_hold", "inj_tdata", "inj_tkeep", "inj_tvalid",
                     "inj_tlast", "inj_node", "stat_node", "stat_gpu", "stat_addr", "hist_shift"):
            getattr(d, name).value = 0
        d.frame_data.value = MTU
        d.rst.value = 1
        await ClockCycles(d.clk, 5)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.monitor())

    async def monitor(self) -> None:
        d = self.dut
        part: dict[int, bytes] = {}
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            tv, tr = d.tx_tvalid.value.to_unsigned(), d.tx_tready.value.to_unsigned()
            self.tx_beats += bin(tv & tr & ((1 << HP) - 1)).count("1")   # node index 0 = node 1, ports 0, 1
            rv = d.rx_tvalid.value.to_unsigned()
            if rv:
                rd, rk = d.rx_tdata.value.to_unsigned(), d.rx_tkeep.value.to_unsigned()
                rl = d.rx_tlast.value.to_unsigned()
                for n in range(NODES):
                    if rv >> n & 1:
                        k = rk >> 8 * n & 0xFF
                        part[n] = (part.get(n, b"")
                                   + (rd >> 64 * n & (1 << 64) - 1).to_bytes(8, "little")[:bin(k).count("1")])
                        if rl >> n & 1:
                            self.rx[n].append(part.pop(n))

    async def stat(self, node_idx: int, gpu: int, addr: int) -> int:
        d = self.dut
        await FallingEdge(d.clk)
        d.stat_node.value = node_idx
        d.stat_gpu.value = gpu
        d.stat_addr.value = addr
        await FallingEdge(d.clk)
        await FallingEdge(d.clk)
        return d.stat_rdata.value.to_unsigned()

    async def host(self, node_idx: int) -> dict:
        return await read_host(self.stat, node_idx)

    async def gpu(self, g: int) -> dict:
        return await read_all(self.stat, g // GPUS, g % GPUS)

    async def run(self, line: int, hold: bool, gap: int = 0, release_after: int = 0) -> int:
        """Pulse start with line_mode = line and the network held (tready low) or rate limited; returns the
        cycles until node 1's GPUs were done (with hold: measured while still held, unless release_after)."""
        d = self.dut
        self.rx = [[] for _ in range(NODES)]
        self.tx_beats = 0
        await FallingEdge(d.clk)
        d.line_mode.value = line
        d.net_hold.value = int(hold)
        d.net_gap.value = gap
        d.start.value = 1
        await FallingEdge(d.clk)
        d.start.value = 0
        t0 = d.cycle.value.to_unsigned()
        for _ in range(20_000):
            await FallingEdge(d.clk)
            if release_after and d.cycle.value.to_unsigned() - t0 == release_after:
                d.net_hold.value = 0
            if d.done.value.to_unsigned() & 1:
                return d.cycle.value.to_unsigned() - t0
        raise AssertionError("node 1's GPUs never finished")

    async def release(self, cycles: int = 6000) -> None:
        await FallingEdge(self.dut.clk)
        self.dut.net_hold.value = 0
        await ClockCycles(self.dut.clk, cycles)


def beats(data: int) -> int:
    return -(-max(F["LP_GPU_MIN_FRAME"], F["LP_GPU_HDR_BYTES"] + data) // 8)


def check_delivered(b: Bench, src: int, kept: list[int]) -> None:
    """Node 2's egress carried exactly the frames `kept` (SEQs) of GPU src's flow, whole and unchanged."""
    dst, _n, d = FLOWS[src]
    got = [f for f in b.rx[1] if f[6:12] == (F["LP_GPU_MAC_PREFIX"] | src).to_bytes(6, "big")]
    assert [seq_of(f) for f in got] == kept, f"GPU {src}: delivered SEQs {[seq_of(f) for f in got]}, kept {kept}"
    for f in got:
        assert no_ts(f) == frame(src, dst, seq_of(f), d), f"GPU {src}: frame SEQ {seq_of(f)} changed on the way"


@cocotb.test()
async def line_mode_drops(dut) -> None:
    b = Bench(dut)
    await b.start()

    # ---- line_hold: the NIC takes nothing while the GPUs send
    took = await b.run(line=1, hold=True)
    h = await b.host(0)
    assert h["STATUS"] >> 3 & 1 == 1, "HOST_STATUS bit 3 = line mode"
    kept_n = h["LINE_FRAMES"]
    for p, (_dst, n, d) in FLOWS.items():
        fit = LINE_FIFO // beats(d)
        assert (LINE_FIFO + 4) // beats(d) == fit, "frame sizes must leave a margin (see the module doc)"
        assert kept_n[p] == fit, f"port {p}: kept {kept_n[p]} frames of {beats(d)} words in {LINE_FIFO}"
        assert h["LINE_DROP_FULL"][p] == n - kept_n[p], (p, h)
        assert h["LINE_DROP_OVER"][p] == 0 and h["LINE_DROP_BAD"][p] == 0
        assert h["TX_FRAMES"][p] == 0, "nothing may reach the NIC while it holds tready low"
        g = await b.gpu(p)
        assert g["TX_FRAMES"] == n and status_bit(g["STATUS"], "DONE")
    assert b.tx_beats == 0
    # the GPUs are never back-pressured: each sends its frames back to back, one beat per cycle
    assert took <= max(n * beats(d) for _dst, n, d in FLOWS.values()) + 16, took
    await b.release()
    h = await b.host(0)
    for p in FLOWS:
        assert h["TX_FRAMES"][p] == kept_n[p]
        check_delivered(b, p, list(range(kept_n[p])))
    for p, (dst, _n, d) in FLOWS.items():
        g = await b.gpu(dst)
        assert g["RX_FRAMES"] == kept_n[p] and g["RX_BYTES"] == kept_n[p] * d and g["RX_BAD"] == 0, g
    assert (await b.host(1))["RX_UNROUTED"] == 0

    # ---- line_rate_limit: one beat in 4 taken: frames kept and dropped interleaved
    await b.run(line=1, hold=False, gap=3)
    await ClockCycles(dut.clk, 8000)
    h = await b.host(0)
    for p, (dst, n, d) in FLOWS.items():
        assert h["LINE_FRAMES"][p] + h["LINE_DROP_FULL"][p] == n, (p, h)
        assert 0 < h["LINE_DROP_FULL"][p] and h["LINE_FRAMES"][p] > LINE_FIFO // beats(d), (p, h)
        assert h["TX_FRAMES"][p] == h["LINE_FRAMES"][p]
        got = [seq_of(f) for f in b.rx[1] if f[6:12] == (F["LP_GPU_MAC_PREFIX"] | p).to_bytes(6, "big")]
        assert len(got) == h["LINE_FRAMES"][p] and got == sorted(got), got
        assert got[-1] > len(got) - 1, "a frame in the middle must have been dropped"
        check_delivered(b, p, got)
        g = await b.gpu(dst)
        assert g["RX_FRAMES"] == len(got) and g["RX_BAD"] == 0

    # ---- backpressure_hold: line_mode = 0: the GPUs stall, nothing is dropped
    took = await b.run(line=0, hold=True, release_after=3000)
    assert took > 3000, f"the GPUs finished after {took} cycles although the NIC held tready low for 3000"
    await ClockCycles(dut.clk, 3000)
    h = await b.host(0)
    assert h["STATUS"] >> 3 & 1 == 0
    for p, (dst, n, d) in FLOWS.items():
        assert h["LINE_FRAMES"][p] == h["LINE_DROP_FULL"][p] == h["LINE_DROP_OVER"][p] == h["LINE_DROP_BAD"][p] == 0
        assert h["TX_FRAMES"][p] == n
        check_delivered(b, p, list(range(n)))
        g = await b.gpu(p)
        assert g["CYC_FENCE"] > 0, "FENCE must have waited for the held port"
        g = await b.gpu(dst)
        assert g["RX_FRAMES"] == n and g["RX_BYTES"] == n * d

    # ---- line_start_clears: a line run with drops, then start clears the LINE_* counters
    await b.run(line=1, hold=True)
    h = await b.host(0)
    assert all(h["LINE_DROP_FULL"]), h
    await b.release()
    await FallingEdge(dut.clk)
    dut.line_mode.value = 0
    dut.start.value = 1
    await FallingEdge(dut.clk)
    dut.start.value = 0
    await ClockCycles(dut.clk, 2)
    h = await b.host(0)
    assert h["LINE_FRAMES"] == [0, 0] and h["LINE_DROP_FULL"] == [0, 0] and h["LINE_DROPS"] == [0, 0], h
    await ClockCycles(dut.clk, 8000)   # the back-pressure run started here completes: nothing dropped
    h = await b.host(0)
    assert h["LINE_DROPS"] == [0, 0] and h["TX_FRAMES"] == [N0, N1], h


def test_lp_gpu_line(tmp_path: Path) -> None:
    sc.write_schedule(tmp_path, sc.Schedule(programs(), {"scenario": "test_lp_gpu_line"}))
    hdl.run(TOP, __file__, PARAMS, sources=SOURCES, plusargs=[f"+lp_sched={tmp_path}"])


def test_host_registers_are_in_the_map() -> None:
    """The line registers sit in the host range, per port, clear of each other for LP_GPU_HOST_PORTS_MAX ports."""
    per = sorted(v for k, v in ST.items() if k.startswith("LP_GPU_ST_HOST_") and v >= ST["LP_GPU_HOST_PER_PORT"])
    assert len(per) == 5 and all(b - a >= ST["LP_GPU_HOST_PORTS_MAX"] for a, b in zip(per, per[1:])), per
    assert per[-1] + ST["LP_GPU_HOST_PORTS_MAX"] <= 1 << ST["LP_GPU_STAT_ADDR_W"]
    assert min(per) >= ST["LP_GPU_ST_HOST"]
