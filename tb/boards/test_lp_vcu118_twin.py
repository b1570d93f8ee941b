"""The VCU118 board twin (docs/boards.md, "Board twin"): two VCU118 tops compiled as they are, board 0
the arbiter node and board 1 a NIC node, on the simulation models of their Xilinx parts; each board's
MicroBlaze V runs its real image (lightpath.fw.mbv_bridge: the arbiter image on board 0, the NIC node
image on board 1, both built with the twin's testbed figures) through the block-design model. The
testbench only powers on and gives what is outside the boards (lightpath.boards.twin): the oscillators
and the distributed reference (in the top), the fibres (lp_twin_fibre), the WSS controller on board 0's
PMOD UART pins (the LWSP device model at bit level), the consoles decoded at their USB-UART pins.

twin_boots_from_power_on: from CPU_RESET every board boots; each console shows its banner and its
register dump; the arbiter's time-sync master locks the NIC node, both train their CDR, the arbiter
finds the WSS at its pins and reports up, the NIC node reports up; no trap, no second start; then the
NIC board's laser fault line raised: the NIC's interrupt through the INTC reaches the node's firmware,
which reports it on its console and, once the line is released, clears the alarm. Then the faults
(lightpath.boards.twin_faults, docs/boards.md "Faults"), board 0's and board 1's at once: board 1's SOA
fault line raised and released (console, SOA_FAULT and the firmware's count, the gates dark and back, no
cell lost at the arbiter). With LP_TWIN_LONG_FAULTS=1 (`make sim SCENARIO=board-twin`; the regression
leaves them out) board 1 is powered on late (LATE_MS after board 0: the arbiter's time-sync attempts
time out, each logged and counted in lp_fw_tsync_retries; without it, none does), and also board 1's
CPU_RESET pressed while a console line is going out (the image restarts
clean, locks again, "node up"; the arbiter reports the node lost and back); board 0's WSS unplugged and
replugged without its map (the arbiter reports it lost, reopens it, re-applies the lost circuit); board
0's CPU_RESET after those: the arbiter reboots and reports up, the NIC node loses time sync and goes through
its bring-up again without a reboot ("node up", counted). Then the hosts (lightpath.boards.hosts): a station
on each QSFP lane of both boards, the 64b/66b line models on the eth_gt taps in the lanes' 161.13 MHz user
clocks, a short burst of frames of every size between the boards: each arrives once, intact, in order per
flow, on its station's lane only. Logs the time to each step, the bus accesses
and the simulator's speed; with LP_REPORT set (`make sim SCENARIO=board-twin`,
lightpath.scenario.board_twin) writes them there.
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

from lightpath.boards import hosts, twin, twin_faults
from lightpath.boards.twin import BOOT_MS, Twin

FAULT_MS = 3.0      # deadline for the laser fault's console line after the fault, simulated
# a station on each QSFP lane of both boards (lightpath.boards.hosts), 3 frames on each of the 8 flows
HOST_BURST = hosts.Burst(frames=3, gap_us=2.0, deadline_us=300.0)


@cocotb.test()
async def twin_boots_from_power_on(dut: Any) -> None:
    t = Twin(dut, *twin.images())
    i, wl, o = twin_faults.WSS_LOST_ROW
    t.wss.preload({(i, wl): o})   # a circuit the WSS holds from before the boot (the faults re-apply it)
    late = twin_faults.LATE_MS if twin_faults.long_faults() else 0.0
    await t.power_on({1: late} if late else None)
    t_node = await t.wait_for(1, "node up", BOOT_MS + late)
    t_arb = await t.wait_for(0, "arbiter up", BOOT_MS + late)
    await Timer(100, unit="us")   # the consoles drain
    t.check_no_trap()
    t.check_booted(("lightpath arbiter firmware\r\n", "lightpath NIC firmware, node 1\r\n"))
    # a board powered on late delays the arbiter's time sync: attempts logged and counted, nothing else
    retries = t.fw_word(0, "lp_fw_tsync_retries")
    attempts = t.text(0).count("time sync: not every node locked, attempt ")
    if late:
        assert retries >= 1 and attempts == retries, (retries, t.text(0))
        assert "time sync: not every node locked, attempt 1; retrying" in t.text(0)
    else:
        assert retries == 0 and attempts == 0, (retries, t.text(0))
    assert "nic irq: laser fault" not in t.text(1)
    t_faults, wall_faults = get_sim_time("ms"), time.monotonic()
    faults = twin_faults.Faults(t)
    faults.start()   # board 0's WSS outage, under way while board 1's faults go on

    # the NIC board's laser fault line: NIC interrupt -> INTC input 0 -> the node's loop -> its console
    t.pin(1, "laser_fault_n").value = 0
    t_fault = get_sim_time("ms")
    t_seen = await t.wait_for(1, "nic irq: laser fault", t_fault + FAULT_MS)
    t.pin(1, "laser_fault_n").value = 1
    fig = await faults.finish()
    # the hosts: a short burst between the boards' QSFP lanes through both NICs and the fibres
    host, _, _ = await hosts.burst(t, dut, HOST_BURST)

    rep = t.run_figures()
    sim_ms, wall = rep["sim_ms"], rep["wall_s"]
    rep["units"].update({"*_ms": "simulated milliseconds from power-on",
                         "fault_to_console_us": "simulated microseconds",
                         "faults": "simulated, *_ms and *_us from the fault's start (twin_faults)"})
    rep |= {
        "late_power_on_ms": late, "tsync_retries": retries,
        "node_up_ms": round(t_node, 3), "arbiter_up_ms": round(t_arb, 3),
        "fault_to_console_us": round(1000 * (t_seen - t_fault), 1),
        "bus_accesses": {"arbiter": t.cpu[0].reads + t.cpu[0].writes, "nic": t.cpu[1].reads + t.cpu[1].writes},
        "faults": fig, "faults_sim_ms": round(get_sim_time("ms") - t_faults, 3),
        "faults_wall_s": round(time.monotonic() - wall_faults, 1),
        "consoles": [t.text(0), t.text(1)], "host": host,
    }
    dut._log.info(f"twin: NIC node up at {t_node:.3f} ms, arbiter up at {t_arb:.3f} ms (simulated, from "
                  f"power-on); laser fault on the node's console after {rep['fault_to_console_us']} us; "
                  f"bus accesses {rep['bus_accesses']}; WSS commands {rep['wss_commands']}; "
                  f"{sim_ms:.3f} ms simulated in {wall:.0f} s: {rep['core_cycles_per_s']} core cycles/s; faults "
                  f"{rep['faults_sim_ms']} ms simulated in {rep['faults_wall_s']} s: "
                  f"{ {k: v for k, v in fig.items() if k != 'lines'} }")
    dut._log.info(f"WSS commands at (ms): {[round(x, 3) for x in t.wss.heard_ms]}")
    for ms, n, line in fig["lines"]:
        dut._log.info(f"  {ms:8.3f} ms  board {n}: {line}")
    if os.environ.get("LP_REPORT"):
        Path(os.environ["LP_REPORT"]).write_text(json.dumps(rep, indent=1))
    for c in t.cpu:
        await c.stop()
    t.wss.close()


def test_lp_vcu118_twin() -> None:
    twin.run()
