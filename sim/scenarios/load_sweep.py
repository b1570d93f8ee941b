"""Offered-load sweep on a fabric top (Mercury Figure 11b; run by lightpath.scenario.load_sweep).

The programs (lightpath.traffic.load, plusarg +lp_sched=<dir>) hold every point of the sweep: a load phase
at one offered load, then a quiet drain. The GPU hosts run in line mode (gpu_line_mode = 1): each host port
gets the board's MAC receive FIFO, which drops whole frames when the NIC does not take them, so a GPU sends
at its paced rate whatever the fabric does. For each fabric mode in turn (mercury: S-VLB with OCS circuits
chosen by the arbiter's MEPC engine and pointed by a firmware model; sirius: plain VLB) the fabric is reset and
brought up as in the training scenario (sim/scenarios/training.py: the same guard and S-VLB settings), the GPUs
are started, and at the end of every point's drain (before the next point's first frame) the counters are
read: per GPU frames and bytes sent and received, per host the line FIFOs' outcomes, per NIC every counter.
After the last point the network is drained until every frame is accounted for (delivered or counted as
dropped) or nothing moves any more. Settings come as JSON in the environment variable LP_LOAD; the samples
are written to the JSON file `out`.
"""

from __future__ import annotations

import time
from typing import Any

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.env.fabric import NUM_WL, Fabric
from lightpath.env.gpu_stats import ST, fabric_reader, read_all, read_host
from lightpath.model import rrtable
from training import SVLB, bring_up, optics, run_modes, start_gpus  # the training scenario's bring-up (this directory)

GPU_REGS = ("TX_FRAMES", "TX_BYTES_LO", "RX_FRAMES", "RX_BYTES_LO", "RX_BAD", "CYC_SEND_STALL")


async def snapshot(fab: Fabric, meta: dict[str, Any], nics: bool = True) -> dict[str, Any]:
    """The cumulative counters: per GPU (GPU_REGS), per GPU host (every host register), per NIC (all)."""
    read = fabric_reader(fab.dut)
    per = int(meta["gpus_per_node"])
    gpus = []
    for g, node in enumerate(meta["gpu_node"]):
        row = {}
        for r in GPU_REGS:
            v = await read(node, g % per, ST[f"LP_GPU_ST_{r}"])
            if r.endswith("_LO"):
                v |= await read(node, g % per, ST[f"LP_GPU_ST_{r[:-3]}_HI"]) << 32
            row[r.removesuffix("_LO")] = v
        gpus.append(row)
    hosts = {str(n): await read_host(read, n) for n in sorted(set(meta["gpu_node"]))}
    out: dict[str, Any] = {"cycle": int(fab.dut.gpu_cycle.value.to_unsigned()), "gpus": gpus, "hosts": hosts}
    # cells a resequencer holds behind a gap (released at the latest SVLB_RESEQ.ttl round-robin cycles later)
    out["reseq_held"] = [await fab.nodes[n].regs.read_field("SVLB_RESEQ", "held") for n in range(fab.n)]
    if nics:
        out["nics"] = [await fab.counters(n) for n in range(fab.n)]
    return out


def accounted(s: dict[str, Any]) -> tuple[int, int]:
    """(frames offered by the GPUs, frames delivered to a GPU host or dropped by a line FIFO) of a snapshot."""
    offered = sum(g["TX_FRAMES"] for g in s["gpus"])
    done = sum(h["RX_FRAMES"] + sum(h["LINE_DROPS"]) for h in s["hosts"].values())
    return offered, done


async def run_mode(fab: Fabric, mode: str, cfg: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    dut = fab.dut
    w0, c0 = time.monotonic(), int(dut.gpu_cycle.value.to_unsigned())
    fw, task, _ = await bring_up(fab, mode, cfg, meta, cfg.get("svlb") or SVLB)
    w1 = time.monotonic()
    dut.gpu_line_mode.value = 1
    base = await snapshot(fab, meta)
    t0 = await start_gpus(dut, cfg)   # the GPUs' START (word 0 issues in this cycle)
    nodes = sorted(set(meta["gpu_node"]))
    margin, quiet = int(cfg["sample_margin"]), int(cfg["quiet_cycles"])
    samples: list[dict[str, Any]] = []
    late: list[int] = []
    points = meta["load"]["points"]
    for k, p in enumerate(points):
        if p["next"] is None:
            break
        at = t0 + p["next"] - margin
        now = int(dut.gpu_cycle.value.to_unsigned())
        if at - quiet > now:
            await ClockCycles(dut.clk, at - quiet - now)
        before = accounted(await snapshot(fab, meta, nics=False))
        now = int(dut.gpu_cycle.value.to_unsigned())
        if at > now:
            await ClockCycles(dut.clk, at - now)
        s = await snapshot(fab, meta)
        # frames still arriving or dropped at the end of the drain, or cells held behind a gap
        s["moving"] = accounted(s) != before or any(s["reseq_held"])
        if int(dut.gpu_cycle.value.to_unsigned()) >= t0 + p["next"]:
            late.append(k)   # the sample ran into the next point
        samples.append(s)
        dut._log.info("%s: point %d (load %.2f) sampled at %d, %.0f s", mode, k, p["load"], s["cycle"] - t0,
                      time.monotonic() - w0)
    # the last point: until every GPU has halted, then until the network has drained
    limit = t0 + points[-1]["end"] + int(cfg["final_drain_max"])
    poll = int(cfg["poll_cycles"])
    while True:
        await ClockCycles(dut.clk, poll)
        done = int(dut.gpu_done.value.to_unsigned())
        if all(done >> n & 1 for n in nodes) or int(dut.gpu_cycle.value.to_unsigned()) > limit:
            break
    # drained: every frame delivered or counted as dropped; quiet: nothing moved and no resequencer held a cell
    # for longer than a resequencer gap may stay open (frames the NICs lost never arrive)
    slots = len(rrtable.generate(fab.n, NUM_WL)[0])
    ttl = int((cfg.get("svlb") or SVLB).get("SVLB_RESEQ", {}).get("ttl", 255))
    still_polls = max(int(cfg["still_polls"]), -(-(ttl + 4) * slots * fab.slot // poll))
    still, last_acc = 0, None
    drained = quiet_end = False
    while int(dut.gpu_cycle.value.to_unsigned()) < limit:
        snap = await snapshot(fab, meta, nics=False)
        off, acc = accounted(snap)
        if off == acc:
            drained = quiet_end = True
            break
        still = still + 1 if acc == last_acc and not any(snap["reseq_held"]) else 0
        if still >= still_polls:
            quiet_end = True
            break
        last_acc = acc
        await ClockCycles(dut.clk, poll)
    end = int(dut.gpu_cycle.value.to_unsigned()) - t0
    samples.append(await snapshot(fab, meta))
    gpus = []
    for g, node in enumerate(meta["gpu_node"]):
        st = await read_all(fabric_reader(dut), node, g % int(meta["gpus_per_node"]))
        st["gpu"], st["node"] = g, node
        gpus.append(st)
    arb = await fab.arb.counters() if fab.arb is not None else {}
    if task is not None:
        task.cancel()
    dut.gpu_mode.value = 0
    dut.gpu_line_mode.value = 0
    rate = (int(dut.gpu_cycle.value.to_unsigned()) - c0) / max(1e-9, time.monotonic() - w0)
    dut._log.info("%s: %s after %d cycles", mode, "drained" if drained else "NOT DRAINED", end)
    return {
        "mode": mode, "start_cycle": t0, "end_cycle": end, "drained": drained, "quiet": quiet_end,
        "late_samples": late,
        "bring_up_s": w1 - w0, "sim_cycles_per_s": rate, "slot": fab.slot, "nodes": fab.n,
        "base": base, "samples": samples, "gpus": gpus, "arbiter": arb,
        "ocs_events": [list(e) for e in fw.events] if fw else [],
        **optics(dut),
    }


@cocotb.test()
async def load_sweep(dut) -> None:
    await run_modes(dut, "LP_LOAD", run_mode)   # the runner reports; this refuses only GPUs that failed
