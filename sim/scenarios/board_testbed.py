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
no two lights on one receiver, no light sent with no SOA open) and no cell is dropped for a bad CRC;
then host traffic under load: a station on each QSFP lane of every board, the arbiter's included (the
64b/66b line models of lightpath.model.eth_baser on the eth_gt taps), each looked up to its board in every
NIC (through the CPU's bus, as the host software would); every station sends frames of every size to
every station on the other boards, paced to half of a board's OTS capacity: every frame arrives once,
intact, in order per flow, on its station's lane only; then the arbiter's board is reset (CPU_RESET): its
image starts again and reports up, each NIC node loses time sync and recovers without a reboot.
Writes the simulated time of each console line, the cells each board received from each other board, the
receivers' counters, the host frames and the simulator's speed to $LP_REPORT
(lightpath.scenario.board_testbed prints and records them, and checks the boards' ILA captures).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer
from cocotbext.eth import XgmiiFrame
from unicorn.riscv_const import UC_RISCV_REG_PC

from lightpath.boards import hosts, twin, twin_faults
from lightpath.boards.twin import Twin
from lightpath.env.eth import with_fcs
from lightpath.regs import lp_nic_node

BOOT_MS = 6.0    # deadline for every board up, simulated
RUN_US = 200.0   # round robin watched after every board is up, simulated
# the receivers' counters reported (each board's NIC node registers)
RX_REGS = ("RX_CELLS", "RX_FAKE", "RX_SYNC", "RX_CTRL", "RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC",
           "PHY_BURSTS", "CDR_HIT", "CDR_MISS", "TX_CELLS", "TX_FAKE", "TX_SYNC")
MARKS = ("time sync: locked", "node up", "arbiter up")
# host traffic (lightpath.boards.hosts): a station on each QSFP lane of every board, (board, lane, MAC); every
# station sends 12 frames (sizes in turn) to every station on the other boards, one frame of each flow every
# 2 us: ~1.9 Gb/s of mean-size frames a station, half a board's OTS share per lane
STATIONS = hosts.stations(3)
HOST_US = 600.0   # deadline for every frame delivered after the last one sent, simulated
HOST_BURST = hosts.Burst(frames=12, gap_us=2.0, deadline_us=HOST_US)


# the data-parallel flow of the MEPC step: station DP_SRC (board 1, lane 0) to DP_DST (board 2, lane 0),
# DP_FRAMES frames of 1514 bytes (4 cells) one every DP_GAP_US: 0.87 cells per round-robin cycle, within
# the direct slot's share, which is all a destination gets from the circuit's announcement to its
# effective slot (S-VLB relays nothing for it meanwhile); the job's threshold DP_Q (cells a cycle) is at
# most that share; long enough to outlast the arbiter's RECONF_SLOTS
DP_SRC, DP_DST = 2, 4
DP_FRAMES = 440
DP_GAP_US = 5.0
DP_Q = 1
DP_DARK_US = 2000.0   # the circuit's darkening awaited after the last frame sent, simulated (its REMOVE is
                      # effective RECONF_SLOTS + a cycle, 1.3 ms, after the request ages out)
ARB_REGS = ("GEN", "RUNS", "REQ_RX", "REQ_NEW", "REQ_EXPIRE", "OPS_ADD", "OPS_REMOVE", "OPS_OVERWRITE", "OPS_SENT",
            "CFG_PUBLISHED")
OCS_REGS = ("OCS_TX", "OCS_RX", "OCS_OPS", "OCS_OPS_SAME", "OCS_CFG_LATE", "OCS_REQ_SENT", "RX_DROP_HCRC",
            "RX_DROP_PCRC")


def host_frame_dp(seq: int) -> bytes:
    """Frame seq of the data-parallel flow (1514 bytes, its sequence number in the first bytes)."""
    head = STATIONS[DP_DST][2].to_bytes(6, "big") + STATIONS[DP_SRC][2].to_bytes(6, "big") + hosts.ETHERTYPE
    body = seq.to_bytes(4, "big") + bytes((seq * 13 + k) & 0xFF for k in range(1514 - len(head) - 4))
    return head + body


def ocs_wss_dst(boards: int, snap: dict[tuple[int, int], int]) -> list[int]:
    """The OCS subnet's WSS as lp_testbed_wss takes it, from the device model's committed map: board n's
    light enters at input n (wavelength 0, lp_arb_fw.c) and reaches board d from output boards + d;
    0xFF: dark."""
    out = []
    for n in range(boards):
        o = snap.get((n, 0))
        out.append(o - boards if o is not None and boards <= o < 2 * boards else 0xFF)
    return out


async def wss_mirror(t: Twin, dut: Any, changes: list[tuple[float, list[int]]]) -> None:
    """Follow the WSS device model at the arbiter's PMOD pins (every 2 us) into the OCS subnet's light;
    each change recorded with its simulated time (us)."""
    shown = [0xFF] * t.boards
    while True:
        now = ocs_wss_dst(t.boards, t.wss.snapshot())
        if now != shown:
            dut.ocs_wss_dst.value = sum(d << (8 * n) for n, d in enumerate(now))
            shown = now
            changes.append((round(get_sim_time("us"), 1), now))
        await Timer(2, unit="us")


async def mepc_circuit(t: Twin, dut: Any, src: list[Any], sink: list[Any]) -> dict[str, Any]:
    """A data-parallel flow from board 1 to board 2 gets a circuit: the job's host software turns board 1's
    OCS requests on with its threshold (OCS_REQ.en, q = DP_Q; the images set the rest, lp_boot_ocs),
    station DP_SRC sends DP_FRAMES full-size frames to station DP_DST within the direct slot's share;
    board 1's NIC asks the arbiter in its cells' headers, the MEPC engine picks the circuit, the arbiter's
    firmware lights it on the WSS at its PMOD pins (the device model, followed by the OCS subnet's light)
    before the effective slot, board 1 switches its OCS port at that slot and the flow's cells cross the
    circuit; when the flow ends its requests stop (en off), age out, the keeper removes the circuit and the
    arbiter's firmware darkens it on the WSS after the flow. Every frame arrives once,
    intact, in order; every OCS cell board 1 sent reached board 2; no late configuration, no two lights
    on one receiver. Returns the simulated times (us from the flow's start) and the counts."""
    ocs_up = lp_nic_node.REGS["SVLB_OCS_STATUS"].fields["up"]
    changes: list[tuple[float, list[int]]] = []
    mirror = cocotb.start_soon(wss_mirror(t, dut, changes))
    before = {b: {n: await t.reg(b, n) for n in OCS_REGS} for b in range(t.boards)}
    arb0 = {n: await t.arb_reg(n) for n in ARB_REGS}
    wss0 = len(t.wss.received)
    v = await t.reg(1, "OCS_REQ")
    req = lp_nic_node.REGS["OCS_REQ"]
    await t.cpu[1].axil.write_dword(t.nic_base + req.addr, req.fields["q"].insert(req.fields["en"].insert(v, 1), DP_Q))
    t0 = get_sim_time("us")
    sent = [host_frame_dp(k) for k in range(DP_FRAMES)]
    up_at: float | None = None
    for k, f in enumerate(sent):
        src[DP_SRC].send_frames([XgmiiFrame.from_raw_payload(with_fcs(f))])
        await Timer(DP_GAP_US, unit="us")
        if up_at is None and k % 16 == 0 and ocs_up.extract(await t.reg(1, "SVLB_OCS_STATUS")):
            up_at = round(get_sim_time("us") - t0, 1)
    t_sent = get_sim_time("us") - t0
    await t.cpu[1].axil.write_dword(t.nic_base + req.addr, req.fields["en"].insert(v, 0))
    t1 = get_sim_time("us")
    while len(sink[DP_DST].frames) < DP_FRAMES and get_sim_time("us") - t1 < HOST_US:
        await Timer(5, unit="us")
    t_all = get_sim_time("us") - t0
    while changes[-1:] and changes[-1][1] != [0xFF] * t.boards and get_sim_time("us") - t1 < DP_DARK_US:
        await Timer(10, unit="us")
    t_dark = get_sim_time("us") - t0
    await Timer(20, unit="us")
    mirror.cancel()
    after = {b: {n: await t.reg(b, n) for n in OCS_REGS} for b in range(t.boards)}
    arb = {n: (await t.arb_reg(n) - arb0[n]) & 0xFFFF_FFFF for n in ARB_REGS}
    delta = {b: {n: (after[b][n] - before[b][n]) & 0xFFFF_FFFF for n in OCS_REGS} for b in range(t.boards)}
    got = [bytes(fr.get_payload()) for fr in sink[DP_DST].frames]
    words = matrix(dut.ocs_words, t.boards)
    res: dict[str, Any] = {
        "frames": DP_FRAMES, "frame_bytes": len(sent[0]), "gap_us": DP_GAP_US, "sent_us": round(t_sent, 1),
        "delivered_us": round(t_all, 1), "received": len(got),
        "wss": [(round(us - t0, 1), d) for us, d in changes], "ocs_up_us": up_at,
        "dark_us": round(t_dark, 1), "ocs_cells": delta[1]["OCS_TX"], "ocs_cells_received": delta[2]["OCS_RX"],
        "ocs_words_1_to_2": words[2][1], "ocs_collisions": vector(dut.ocs_collisions, t.boards),
        "wss_commands": t.wss.received[wss0:], "counters": delta, "arbiter": arb}
    dut._log.info(f"MEPC circuit: {res}")
    want = [f + bytes(max(0, 60 - len(f))) for f in sent]
    assert got == want, (len(got), "frames lost, doubled, damaged or out of order", res)   # once, intact, in order
    assert all(fr.check_fcs() for fr in sink[DP_DST].frames), res
    # lit once 1 -> 2, darkened once after the keeper's REMOVE, which comes only after the flow
    assert changes and changes[0][1] == [0xFF, 2, 0xFF], ("lit once 1 -> 2", res)
    lit_us = changes[0][0] - t0
    assert up_at is not None and lit_us < up_at, ("lit before board 1 sends on the circuit", res)
    assert len(changes) == 2 and changes[1][1] == [0xFF] * t.boards, ("then dark, once", res)
    assert changes[1][0] - t0 >= t_sent, ("darkened only after the flow ended", res)
    assert arb["OPS_ADD"] == 1 and arb["OPS_REMOVE"] == 1 and arb["REQ_EXPIRE"] >= 1, \
        ("the keeper's ADD, then its REMOVE", res)
    assert res["ocs_cells"] > 0 and res["ocs_cells_received"] == res["ocs_cells"], res
    assert res["ocs_collisions"] == [0] * t.boards and words[2][1] > 0, res
    assert delta[1]["OCS_CFG_LATE"] == 0 and delta[1]["OCS_OPS"] == 2 and delta[2]["OCS_OPS"] == 0, res
    sink[DP_DST].frames.clear()
    return res


async def arbiter_reset(t: Twin) -> dict[str, Any]:
    """Board 0's CPU_RESET pressed with every board up: the arbiter's image starts again (banner, its
    bring-up, the WSS opened again without a retry, "arbiter up"); each NIC node loses time sync (the
    master's rounds stop): its interrupt's line, then its own line and count, the lock and the CDR training
    again and "node up" without a reboot, counted once; no trap, no other start, the WSS's map unchanged.
    Returns the simulated ms of each step from the press."""
    nics = range(1, t.boards)
    start = [len(t.console[n].data) for n in range(t.boards)]
    starts = [2] + [t.cpu[n].mbv.starts for n in nics]
    for n in nics:
        assert twin_faults.sync_counts(t, n)[:2] == (0, 0), (n, twin_faults.sync_counts(t, n))
    wss_before = t.wss.snapshot()
    t_press = await t.press_reset(0, twin_faults.RESET_HOLD_US)
    dl = t_press / 1e6 + twin_faults.ARB_REBOOT_MS
    marks = [(0, "lightpath arbiter firmware\r\n"), (0, "arbiter up")] + \
            [(n, text) for n in nics for text in ("nic irq: time sync lost", "node up")]
    waits = [cocotb.start_soon(t.wait_for(n, text, dl, start[n], starts=starts, poll_us=twin_faults.POLL_US))
             for n, text in marks]
    at = [await w for w in waits]
    await Timer(50, unit="us")   # the consoles' lines end
    t.check_no_trap(starts)
    assert t.cpu[0].mbv.starts == 2 and all(t.cpu[n].mbv.starts == starts[n] for n in nics)
    after0 = t.text(0)[start[0]:]
    for line in ("WSS controller not answering", "SDN agent not started"):
        assert line not in after0, after0
    assert t.wss.snapshot() == wss_before, (wss_before, t.wss.snapshot())
    res: dict[str, Any] = {f"b{n}: {text.strip()}": round(ms - t_press / 1e6, 3) for (n, text), ms in zip(marks, at)}
    for n in nics:
        after = t.text(n)[start[n]:]
        assert after.count("time sync lost after the bring-up, loss 1") == 1, (n, after)
        assert after.count("node up") == 1 and "recoveries 1" in after, (n, after)
        assert after.index("time sync: locked") < after.index("node up"), (n, after)
        losses, recoveries, trains = twin_faults.sync_counts(t, n)
        assert (losses, recoveries) == (1, 1) and trains >= 1, (n, losses, recoveries, trains)
        res[f"b{n} CDR trainings"] = trains
    res["arbiter lines"] = [ln.rstrip("\r") for ln in after0.split("\n")
                            if ln.strip() and not ln.startswith("regdump:")]
    t.dut._log.info(f"arbiter reset: {res}")
    return res


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
    dut.ocs_wss_dst.value = sum(0xFF << (8 * n) for n in range(nodes))   # the OCS subnet dark
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
    t.check_booted(["lightpath arbiter firmware\r\n"] +
                   [f"lightpath NIC firmware, node {n}\r\n" for n in range(1, nodes)])
    for n in range(1, nodes):
        assert f"{n}:time sync: locked" in seen, (n, t.text(n))

    cells = matrix(dut.awgr_bursts, nodes)
    collisions = vector(dut.awgr_collisions, nodes)
    dark = vector(dut.awgr_dark, nodes)
    rx = [{name: await t.reg(n, name) for name in RX_REGS} for n in range(nodes)]

    rep = t.run_figures()
    sim_ms, wall = rep["sim_ms"], rep["wall_s"]
    rep["units"].update({
        "*_ms": "simulated milliseconds from power-on (console lines: first seen, polled every 10 us)",
        "cells_from": "bursts of light (one cell each) reaching board [to] from board [from] through the AWGR, "
                      "from power-on to the end of the run",
        "collision_words": "per receiver: words in which two lights reached it",
        "dark_words": "per transmitter: words sent with no SOA open"})
    rep |= {
        "nodes": nodes, "marks_ms": seen, "all_up_ms": round(t_up, 3),
        "cells_from": cells, "collision_words": collisions, "dark_words": dark, "rx_regs": rx,
        "bus_accesses": [c.reads + c.writes for c in t.cpu],
        "consoles": [t.text(n) for n in range(nodes)],
        "regdumps": [t.regdump_line(n) for n in range(nodes)],
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
    rep["host"], src, sink = await hosts.burst(t, dut, HOST_BURST)
    rep["mepc"] = await mepc_circuit(t, dut, src, sink)
    rep["arbiter_reset"] = await arbiter_reset(t)
    rep["end_ms"] = round(get_sim_time("ms"), 3)
    rep["units"]["end_ms"] = "simulated milliseconds from power-on to the end of the run"
    rep["units"]["arbiter_reset"] = "simulated milliseconds from the CPU_RESET press to each console line; counts"
    if os.environ.get("LP_REPORT"):
        Path(os.environ["LP_REPORT"]).write_text(json.dumps(rep, indent=1))
    for c in t.cpu:
        await c.stop()
    t.wss.close()
