"""Scenario `board-testbed` (docs/boards.md, "Board testbed"): Mercury's 3-node testbed as three VCU118 tops
compiled as they are (tb/boards/lp_vcu118_testbed_tb.sv), board 0 the arbiter node and boards 1 and 2 NIC
nodes, their light through one cyclic AWGR (lp_testbed_awgr), all on the fabric's distributed reference;
each MicroBlaze V runs its real image (lightpath.boards.twin.testbed_images: the arbiter image and each
node's image built with its node id, for 3 nodes). The harness is the twin's (lightpath.boards.twin.Twin).

testbed_boots_from_power_on: from CPU_RESET every board boots and prints its banner and register dump
(its node id, 3 ports); the arbiter's time-sync master locks both NIC nodes, every node trains its CDR,
the arbiter finds the WSS at its PMOD pins and reports up, both nodes report up; no trap, no second start,
no framing error, no lost character; then, with the round robin running, every receiver hears each of the
two others through the AWGR (each in its slot of the cycle: cells arriving from both, none looped back,
no two lights on one receiver, no light sent with no SOA open) and no cell is dropped for a bad CRC.
Writes the simulated time of each console line, the cells each board received from each other board, the
receivers' counters and the simulator's speed to $LP_REPORT (lightpath.scenario.board_testbed prints and
records them, and checks the boards' ILA captures).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer
from unicorn.riscv_const import UC_RISCV_REG_PC

from lightpath.boards import twin
from lightpath.boards.twin import Twin
from lightpath.cell import generated as cellfmt
from lightpath.regs import lp_nic_node

BOOT_MS = 6.0    # deadline for every board up, simulated
RUN_US = 200.0   # round robin watched after every board is up, simulated
# the receivers' counters reported (each board's NIC node registers)
RX_REGS = ("RX_CELLS", "RX_FAKE", "RX_SYNC", "RX_CTRL", "RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC",
           "PHY_BURSTS", "CDR_HIT", "CDR_MISS", "TX_CELLS", "TX_FAKE", "TX_SYNC")
MARKS = ("time sync: locked", "node up", "arbiter up")


def matrix(sig: Any, n: int) -> list[list[int]]:
    """A packed [n-1:0][n-1:0][31:0] port as rows [to][from]."""
    v = int(sig.value)
    return [[(v >> (32 * (o * n + i))) & 0xFFFF_FFFF for i in range(n)] for o in range(n)]


def vector(sig: Any, n: int) -> list[int]:
    v = int(sig.value)
    return [(v >> (32 * i)) & 0xFFFF_FFFF for i in range(n)]


async def watch(t: Twin, seen: dict[str, float]) -> None:
    """Simulated ms at which each board's console first showed each of MARKS (key "<board>:<mark>"); every
    0.1 ms, where each CPU is (its pc, its reset) in the simulator's log."""
    next_log = 0.0
    while True:
        now = get_sim_time("ms")
        for n in range(t.boards):
            for m in MARKS:
                key = f"{n}:{m}"
                if key not in seen and m in t.text(n):
                    seen[key] = round(now, 3)
        if now >= next_log:
            next_log = now + 0.1
            t.dut._log.info("CPUs: " + ", ".join(f"pc {c.mbv.uc.reg_read(UC_RISCV_REG_PC):#x} rst {c.cpu.cpu_rst.value}"
                                                  for c in t.cpu))
        await Timer(10, unit="us")


@cocotb.test()
async def testbed_boots_from_power_on(dut: Any) -> None:
    t = Twin(dut, *twin.testbed_images())
    nodes = t.boards
    seen: dict[str, float] = {}
    await t.power_on()
    cocotb.start_soon(watch(t, seen))
    for n in range(1, nodes):
        await t.wait_for(n, "node up", BOOT_MS)
    await t.wait_for(0, "arbiter up", BOOT_MS)
    t_up = get_sim_time("ms")
    await Timer(RUN_US, unit="us")   # the round robin runs; the consoles drain
    until = float(os.environ.get("LP_RUN_UNTIL_MS", "0"))   # the ILA captures' windows closed
    if get_sim_time("ms") < until:
        await Timer(until - get_sim_time("ms"), unit="ms", round_mode="round")
    t.check_no_trap()

    banners = ["lightpath arbiter firmware\r\n"] + [f"lightpath NIC firmware, node {n}\r\n" for n in range(1, nodes)]
    for n, banner in enumerate(banners):
        assert t.text(n).startswith(banner), (n, t.text(n))
        regs = t.regdump(n)
        node = lp_nic_node.REGS["NODE"]
        assert node.fields["node_id"].extract(regs["NODE"]) == n, (n, hex(regs["NODE"]))
        assert node.fields["num_ports"].extract(regs["NODE"]) == nodes, (n, hex(regs["NODE"]))
        assert t.cpu[n].mbv.starts == 1
        assert t.console[n].bad == 0
        led = int(t.pin(n, "led").value)
        assert led & 0x13 == 0x13, (n, f"{led:#x}: control clock locked, OTS RX streaming, DDR calibrated")
        assert t.rx_lost(n) == [0, 0], (n, "characters lost on a UART", t.rx_lost(n))
    for n in range(1, nodes):
        assert f"{n}:time sync: locked" in seen, (n, t.text(n))
    assert t.wss.received and t.wss.received[0].endswith("IDN?"), t.wss.received[:4]
    for line in ("WSS controller not answering", "SDN agent not started"):
        assert line not in t.text(0), t.text(0)

    cells = matrix(dut.awgr_bursts, nodes)
    collisions = vector(dut.awgr_collisions, nodes)
    dark = vector(dut.awgr_dark, nodes)
    rx: list[dict[str, int]] = []
    for n in range(nodes):
        vals = {}
        for name in RX_REGS:
            vals[name] = await t.cpu[n].axil.read_dword(t.nic_base + lp_nic_node.REGS[name].addr)
        rx.append(vals)

    wall = time.monotonic() - t.t_wall
    sim_ms = get_sim_time("ms")
    rep = {
        "units": {"*_ms": "simulated milliseconds from power-on (console lines: first seen, polled every 10 us)",
                  "wall_s": "seconds",
                  "core_cycles_per_s": "core clock cycles simulated per wall second",
                  "cells_from": "bursts of light (one cell each) reaching board [to] from board [from] through the "
                                "AWGR, from power-on to the end of the run",
                  "collision_words": "per receiver: words in which two lights reached it",
                  "dark_words": "per transmitter: words sent with no SOA open"},
        "nodes": nodes, "marks_ms": seen, "all_up_ms": round(t_up, 3),
        "cells_from": cells, "collision_words": collisions, "dark_words": dark, "rx_regs": rx,
        "bus_accesses": [c.reads + c.writes for c in t.cpu],
        "wss_commands": len(t.wss.received), "console_chars": [len(c.data) for c in t.console],
        "sim_ms": round(sim_ms, 3), "wall_s": round(wall, 1),
        "core_cycles_per_s": round(sim_ms * 1e6 / cellfmt.CLOCK_NS / wall),
        "consoles": [t.text(n) for n in range(nodes)],
        "regdumps": [next(ln for ln in t.text(n).splitlines() if ln.startswith("regdump: ")).removeprefix("regdump: ")
                     for n in range(nodes)],
    }
    shown = {k: rep[k] for k in ("marks_ms", "cells_from", "collision_words", "dark_words")}
    dut._log.info(f"testbed: {json.dumps(shown)}; {sim_ms:.3f} ms simulated in {wall:.0f} s: "
                  f"{rep['core_cycles_per_s']} core cycles/s")
    if os.environ.get("LP_REPORT"):
        Path(os.environ["LP_REPORT"]).write_text(json.dumps(rep, indent=1))

    for o in range(nodes):
        assert cells[o][o] == 0, (o, "light looped back", cells)
        for i in range(nodes):
            if i != o:
                assert cells[o][i] > 0, (f"board {o} heard nothing from board {i}", cells)
    assert collisions == [0] * nodes, ("two lights on one receiver", collisions)
    assert dark == [0] * nodes, ("light sent with no SOA open", dark)
    for n, r in enumerate(rx):
        assert r["RX_DROP_HCRC"] == 0 and r["RX_DROP_PCRC"] == 0, (n, r)
    for c in t.cpu:
        await c.stop()
    t.wss.close()
