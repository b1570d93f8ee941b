"""Scenario `zcu106-oddl` (docs/boards.md, "ZCU106 ODDL pair"; `make sim SCENARIO=zcu106-oddl`, not in the
regression: over a minute with its build): the ZCU106 ODDL pair, two ZCU106 tops with VARIANT "oddl" compiled
as they are (tb/boards/lp_zcu106_oddl_pair_tb.sv), every part on its model, their OTS fibres and SFP1 control cable
between them, no arbiter board. Each board's PS runs the ODDL daemon lp_oddld as a process
(lp_oddld_iosim, lightpath.boards.zcu106_twin.UioSim) with its rank's job file; board 0's drives the WSS
(the LWSP device model at its PMOD pins).

pair_runs_one_hd_iteration: both boards out of reset 1.2345 us apart (their slot grids unrelated: no
time-sync master); both daemons bring their NIC up with a free-running grid, board 0's sets the job's
cross-connects on the WSS (`IDN?` first, a `COMMIT`; the device's map exactly the two the design gives:
rank r's transmitter port to the other rank's receiver port on wavelength 0), both load the job. Then the
host's part, through each PS master as the library on the board would: each station looked up to its
board, the iteration started on both; the hosts on SFP0 run one halving-doubling all-reduce of a vector
(step 0: each sends the other's half and adds what it gets, step 1: each sends its reduced half), a
doorbell per board and step once its data is out and the peer's is in: every frame arrives once, intact
(FCS), in order, on the peer's lane only, and both hosts end with the exact sum. Each daemon logs the
iteration done with its unit's counters (1 iteration, 2 steps, 3 control frames each way: 2 readies
and 1 completion, none bad, duplicated, refused or timed out; no retune: wavelength 0 throughout); the
light of each board only on the step's wavelength 0 (none without an SOA open); no cell dropped by a
receiver; both daemons stop on SIGTERM (exit 0, no error interrupt). Writes the figures to $LP_REPORT
(lightpath.scenario.zcu106_oddl prints and records them).
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer

from lightpath.boards import zcu106_map, zcu106_pair
from lightpath.boards.twin import WssOnPins
from lightpath.boards.zcu106_pair import RANKS, WSS_IN, WSS_OUT, HostStation
from lightpath.boards.zcu106_twin import WSS_BAUD, Tool, UioSim
from lightpath.cell import generated as cellfmt
from lightpath.env import uartpin
from lightpath.gen import mbv_emit
from lightpath.regs import lp_nic_node

STAGGER_NS = 1234.5   # board 1 leaves reset this much after board 0: not a whole number of slots
WORDS = 2048          # vector elements (16 bit) per host: 2 KiB per half
FRAME_BYTES = 1024    # elements' bytes per frame
DEADLINE_US = 3000.0  # each phase's deadline, simulated
UP_LEDS = 0x13        # LEDs 0, 1, 4: PL reset released, OTS RX streaming, DDR calibrated
RX_DROPS = ("RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC", "RX_DROP_MISDIRECTED", "RX_DROP_REASM",
            "RX_DROP_REASM_TIMEOUT", "RX_DROP_OVERFLOW", "RX_DROP_DUP", "RX_DROP_WRONG_SRC", "CDR_PROTO",
            "CDR_DROP", "LK_MISS_DROP")
COUNTERS = ("ITERS", "STEPS", "TIMEOUTS", "RETUNES", "CTL_TX", "CTL_RX", "ITER_CYCLES", "GAP_CYCLES", "TX_CELLS",
            "RX_CELLS", "RX_FRAMES", "LK_MCAST_DROP", *RX_DROPS)
# per iteration of S steps S readies and S - 1 completions go each way (docs/oddl.md); both steps are on
# wavelength 0, the laser's own after reset: no retune
CTL = 2 * 2 - 1
DONE = re.compile(r"done: iteration 1 in (\d+) cycles \(reconfiguration (\d+)\); iters 1 steps 2 timeouts 0 "
                  rf"retunes 0 ctl tx {CTL} rx {CTL} bad 0 misaddr 0 dup 0 bad-peer 0 refused 0 doorbell-bad 0")


class Board:
    """Board n's PS master (the daemon's link and the host library's accesses) and its host station."""

    def __init__(self, dut: Any, n: int) -> None:
        self.n = n
        self.ps = getattr(dut, f"b{n}").u_ps
        self.uio = UioSim(self.ps, "oddl")
        self.nic = zcu106_map.by_node("lp-nic").base
        self.host = HostStation(dut, n, WORDS, FRAME_BYTES)
        self.tool: Tool | None = None
        self.led = getattr(dut, f"b{n}_led")

    async def reg(self, name: str) -> int:
        return int(await self.uio.bus.read_dword(self.nic + lp_nic_node.REGS[name].addr))

    async def write(self, name: str, **fields: int) -> None:
        reg = lp_nic_node.REGS[name]
        v = 0
        for k, x in fields.items():
            v = reg.fields[k].insert(v, x)
        await self.uio.bus.write_dword(self.nic + reg.addr, v)

    async def set_fields(self, name: str, **fields: int) -> None:
        reg = lp_nic_node.REGS[name]
        v = await self.reg(name)
        for k, x in fields.items():
            v = reg.fields[k].insert(v, x)
        await self.uio.bus.write_dword(self.nic + reg.addr, v)


async def until(what: str, cond: Any, boards: list[Board], poll_us: float = 5.0) -> float:
    """Wait (simulated) until cond() holds; the deadline missed: an assertion with both daemons' logs."""
    t0 = next_log = get_sim_time("us")
    while not cond():
        if get_sim_time("us") >= next_log:   # where a long wait is, in the simulator's log
            next_log += 100.0
            cocotb.log.info(f"{what}: {get_sim_time('us'):.0f} us, link requests "
                            f"{' / '.join(str(b.uio.requests) for b in boards)}, LEDs "
                            f"{' / '.join(hex(int(b.led.value)) for b in boards)}")
        if get_sim_time("us") - t0 > DEADLINE_US:
            logs = "\n".join(f"board {b.n}: {b.tool.stderr() if b.tool else ''}" for b in boards)
            regs = [{k: await b.reg(k) for k in ("ODDL_STATUS", "CTRL", "TX_CELLS", "RX_CELLS", "RX_FRAMES",
                                                  "CDR_PROTO", "RX_DROP_WRONG_SRC", "HOST_STATUS")} for b in boards]
            raise AssertionError(f"{what}: not after {DEADLINE_US} us; registers {regs}\n{logs}")
        await Timer(poll_us, unit="us")
    return get_sim_time("us") - t0


@cocotb.test()
async def pair_runs_one_hd_iteration(dut: Any) -> None:
    wall = time.monotonic()
    for n in range(RANKS):
        getattr(dut, f"b{n}_btnc").value = 1
        getattr(dut, f"b{n}_wss_rxd").value = 1
    wss = WssOnPins(dut.b0_wss_txd, dut.b0_wss_rxd, uartpin.ip_bit_ns(mbv_emit.zynq_pl_clk0_hz(), WSS_BAUD),
                    ports=6)
    cocotb.start_soon(wss.run())
    boards = [Board(dut, n) for n in range(RANKS)]
    await Timer(1, unit="us")
    dut.b0_btnc.value = 0
    await Timer(STAGGER_NS, unit="ns")
    dut.b1_btnc.value = 0
    # the daemons start once the PL is up (on the board Linux boots long after): the PS's PL reset
    # released, the OTS receiver streaming, the DDR calibrated (LEDs 0, 1, 4)
    t_up = get_sim_time("us")
    while any(int(b.led.value) & UP_LEDS != UP_LEDS for b in boards):
        assert get_sim_time("us") - t_up < DEADLINE_US, [hex(int(b.led.value)) for b in boards]
        await Timer(1, unit="us")

    exe = zcu106_pair.tools() / "lp_oddld_iosim"
    t_boot = get_sim_time("us")
    for b in boards:
        job = Path(f"rank{b.n}.oddljob")   # in the run directory, named as the daemon logs it
        job.write_text(zcu106_pair.job_text(b.n))
        args = ("-w", zcu106_map.WSS_TTY) if b.n == 0 else ()
        b.tool = b.uio.start(exe, *args, job.name)
    await until("both jobs loaded", lambda: all("interrupts on" in (b.tool.stderr() if b.tool else "")
                                                for b in boards), boards, 20.0)
    t_loaded = get_sim_time("us") - t_boot
    logs = [b.tool.stderr() if b.tool else "" for b in boards]
    dut._log.info(f"jobs loaded after {t_loaded:.1f} us\n" + "\n".join(logs))
    assert "wss: job 7's ports assigned, cross-connects set" in logs[0], logs[0]
    assert "no tty given (-w)" in logs[1], logs[1]
    assert wss.received[0].endswith("IDN?") and any("COMMIT" in c for c in wss.received), wss.received
    assert wss.dec.bad == 0
    # rank r's transmitter, on wavelength 0 (HD's one step pair), reaches the other rank's receiver
    assert wss.snapshot() == {(WSS_IN[r], 0): WSS_OUT[1 - r] for r in range(RANKS)}, wss.snapshot()

    # the host's part: each station looked up to its board, the lanes up, the iteration started
    for b in boards:
        for r in range(RANKS):
            m = zcu106_pair.mac(r)
            await b.write("LK_KEY_LO", key_lo=m & 0xFFFF_FFFF)
            await b.write("LK_ENTRY", key_hi=m >> 32, node=r, kind=0, valid=1)
            await b.write("LK_CMD", addr=r, write=1)
        await b.set_fields("CTRL", lookup_en=1)
    lock = lp_nic_node.REGS["HOST_STATUS"].fields["block_lock"]
    for b in boards:
        t_lock = get_sim_time("us")
        while not lock.extract(await b.reg("HOST_STATUS")) & 1:
            assert get_sim_time("us") - t_lock < DEADLINE_US, (b.n, "no block lock on SFP0")
            await Timer(5, unit="us")
    for b in boards:
        b.host.hello()
    await Timer(5, unit="us")
    for b in boards:
        await b.set_fields("ODDL_CTRL", en=1, start=1)
    want = [[(x + y) & 0xFFFF for x, y in zip(boards[0].host.vec, boards[1].host.vec, strict=True)]] * RANKS
    t_iter = get_sim_time("us")
    sent: list[list[list[bytes]]] = [[], []]
    for step in range(2):
        for b in boards:
            frames = b.host.frames(step, b.host.step_out(step))
            sent[b.n].append(frames)
            b.host.send(frames)
        done = [sum(len(s[k]) for k in range(step + 1)) for s in sent]

        def arrived(done: list[int] = done) -> bool:
            return all(len(boards[r].host.sink.frames) >= done[1 - r] for r in range(RANKS))

        await until(f"step {step}'s frames", arrived, boards)
        for b in boards:
            got = b.host.received()[done[1 - b.n] - len(sent[1 - b.n][step]):done[1 - b.n]]
            exp = [f + bytes(max(0, 60 - len(f))) for f in sent[1 - b.n][step]]
            assert got == exp, (b.n, step, len(got), "frames from the peer: once, intact, in order")
            b.host.take(step, got)
        for b in boards:   # the flow is out and the peer's is in: the library's doorbell
            await b.write("DOORBELL", done=1)
    await until("both daemons' iteration done", lambda: all("done: iteration 1" in (b.tool.stderr() if b.tool else "")
                                                            for b in boards), boards)
    t_done = get_sim_time("us") - t_iter
    await Timer(5, unit="us")
    assert [b.host.vec for b in boards] == want, "the all-reduce's sum"
    for b in boards:
        assert all(fr.check_fcs() for fr in b.host.sink.frames) and not b.host.sink.asm.errors, b.n
        assert len(b.host.sink.frames) == sum(len(s) for s in sent[1 - b.n]), (b.n, "a frame more")
    regs = [{k: await b.reg(k) for k in COUNTERS} for b in boards]
    wl = int(dut.wl_words.value)
    nwl = len(dut.wl_words) // (32 * RANKS)   # the top's wavelengths
    wl_words = [[(wl >> (32 * (b * nwl + k))) & 0xFFFF_FFFF for k in range(nwl)] for b in range(RANKS)]
    dark = [(int(dut.dark_words.value) >> (32 * b)) & 0xFFFF_FFFF for b in range(RANKS)]
    stops = [await b.tool.stop() for b in boards if b.tool]
    logs = [s.stderr for s in stops]
    figures = {"loaded_us": round(t_loaded, 1), "iteration_us": round(t_done, 1), "vector_bytes": 2 * WORDS,
               "stagger_ns": STAGGER_NS, "registers": regs,
               "wl_words": wl_words, "dark_words": dark, "wss_commands": wss.received,
               "sim_us": round(get_sim_time("us"), 1), "wall_s": round(time.monotonic() - wall, 1),
               "bus_accesses": [b.uio.reads + b.uio.writes for b in boards], "daemon_logs": logs,
               "units": {"*_us": "simulated microseconds", "wall_s": "seconds", "stagger_ns": "simulated ns",
                         "wl_words": "per board and wavelength: words sent with that SOA open",
                         "ITER_CYCLES": f"core clocks of {cellfmt.CLOCK_NS} ns"}}
    dut._log.info(json.dumps({k: v for k, v in figures.items() if k != "daemon_logs"}) + "\n" + "\n".join(logs))
    if os.environ.get("LP_REPORT"):
        Path(os.environ["LP_REPORT"]).write_text(json.dumps(figures, indent=1))
    for b, s in zip(boards, stops, strict=True):
        assert s.returncode == 0 and "stopped: 0 error interrupts, 0 without a cause" in s.stderr, (b.n, s.stderr)
        assert DONE.search(s.stderr), (b.n, s.stderr)
    for n, rg in enumerate(regs):
        assert (rg["ITERS"], rg["STEPS"], rg["TIMEOUTS"], rg["RETUNES"], rg["CTL_TX"], rg["CTL_RX"]) == \
            (1, 2, 0, 0, CTL, CTL), (n, rg)
        assert all(rg[k] == 0 for k in RX_DROPS), (n, rg)
        assert rg["RX_FRAMES"] == sum(len(f) for f in sent[1 - n]), (n, rg)
        assert wl_words[n][0] > 0 and not any(wl_words[n][1:]), (n, wl_words)
        assert dark[n] == 0, (n, dark)
    wss.close()
