"""Training scenario on a fabric top with emulated GPUs (run by lightpath.scenario.training).

The programs come from the schedule directory (plusarg +lp_sched=<dir>, written by lightpath.traffic); the
GPUs (lp_gpu_host in the fabric top) run them without Python in the loop. For each fabric mode in turn
(mercury: S-VLB with OCS circuits chosen by the arbiter's MEPC engine and pointed by a firmware model;
sirius: plain VLB, no circuits; oddl: the ODDL control plane, LCoS-WSS optics and the control network, the
job's cross-connect and routing tables set up as the arbiter does, the GPUs ring the NICs' doorbells) the
fabric is reset and brought up as firmware does, the GPUs are started,
the NICs' slot use is sampled every `sample_cycles`, and when every GPU has halted (or the timeout
expires) the GPUs' statistics and mark logs, the NICs' counters and the arbiter's counters are written to
the JSON file `out`. Settings come as JSON in the environment variable LP_TRAIN.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.env.arb import ArbSettings, FirmwareModel, arbiter_setup
from lightpath.env.fabric import CLOCK_NS, NUM_WL, Fabric
from lightpath.env.gpu_stats import read_fabric_gpu, status_bit
from lightpath.env.oddl import Job, OddlFabric
from lightpath.flow import progress
from lightpath.model import fibre, oddl_tables as ot, rrtable

GUARD = 16          # guard + preamble cover the DRAM queues' answer time (as the S-VLB fabric tests)
SVLB = {"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}}
SAMPLED = ("SVLB_TX_CELLS", "OCS_TX", "SVLB_DELIVERED", "OCS_RX")
SAMPLED_ODDL = ("TX_CELLS", "OCS_TX", "RX_CELLS", "OCS_RX")   # no S-VLB in ODDL mode


ODDL_COUNTERS = ("ITERS", "STEPS", "RETUNES", "CTL_TX", "CTL_RX", "CTL_RX_BAD", "CTL_RX_MISADDR", "CTL_DUP",
                 "CTL_BAD_PEER", "CTL_TX_OVF", "TIMEOUTS", "DOORBELL_BAD", "START_REFUSED")


def optics(dut) -> dict[str, int]:
    """The fabric's optical error counters (collisions, corrupted words, OCS collisions, DRAM errors)."""
    return {"collisions": int(dut.collision_words.value.to_unsigned()),
            "corrupt_words": int(dut.corrupt_words.value.to_unsigned()),
            "ocs_collide": int(dut.ocs_collide.value.to_unsigned()),
            "dram_err": int(dut.dram_err.value.to_unsigned())}


async def oddl_setup(fab: Fabric, cfg: dict[str, Any], meta: dict[str, Any]) -> OddlFabric:
    """ODDL as the arbiter sets a job up (docs/oddl.md, programmer's guide): LCoS optics and the control
    network on, per HD job its cross-connect (committed, waited for) and every member's routing table; the
    GPUs' DOORBELL ops start the iterations and end the flows."""
    oc = cfg["oddl"]
    od = OddlFabric(fab, hop_clocks=int(oc["msg_clocks"]), hops=1)
    await od.enter(int(oc["wss_time"]), monitor=False)
    for j in meta["jobs"]:
        if j.get("kind") != "hd-allreduce":
            raise ValueError(f"oddl mode runs HD all-reduce jobs only, not {j.get('kind')!r} ({j['name']})")
        nodes = [meta["gpu_node"][g] for g in j["gpus"]]
        if len(set(nodes)) != len(nodes):
            raise ValueError(f"{j['name']}: ODDL needs one job GPU per node, got nodes {nodes}")
        job = Job(nodes, ot.relabel(ot.hd(len(nodes)), nodes), "hd")
        await od.wss_setup(job)
        await od.load(job, timeout=int(oc.get("timeout", 0)), tune=int(oc["tune"]))
    return od


async def bring_up(fab: Fabric, mode: str, cfg: dict[str, Any], meta: dict[str, Any],
                   svlb: dict[str, dict[str, int]] = SVLB) -> tuple[FirmwareModel | None, Any, OddlFabric | None]:
    """Tables, time sync (then the transmit advance of the fibre plan cfg["fibres"], if any), CDR training, S-VLB
    queues (`svlb`; none in ODDL mode), then the mode: mercury (arbiter + firmware model pointing the WSS; returns
    the model and its task), sirius (CTRL.sirius on every node) or oddl (returns the OddlFabric)."""
    await fab.configure(guard=GUARD, svlb=None if mode == "oddl" else svlb, fibres=fibre.plan_from(cfg.get("fibres")))
    if mode == "oddl":
        return None, None, await oddl_setup(fab, cfg, meta)
    if mode == "mercury":
        await arbiter_setup(fab, len(rrtable.generate(fab.n, NUM_WL)[0]), ArbSettings(**cfg.get("arb", {})))
        fw = FirmwareModel(fab)
        return fw, cocotb.start_soon(fw.run()), None
    for n in range(fab.n):
        await fab.nodes[n].regs.write_fields("CTRL", sirius=1)
    return None, None, None


async def start_gpus(dut, cfg: dict[str, Any]) -> int:
    """Hand the host ports to the GPUs and (re)start them; returns the cycle of their START."""
    dut.gpu_frame_data.value = int(cfg["frame_data"])
    dut.gpu_hist_shift.value = int(cfg["hist_shift"])
    dut.gpu_mode.value = 1
    await FallingEdge(dut.clk)
    dut.gpu_start.value = 1
    await FallingEdge(dut.clk)
    dut.gpu_start.value = 0
    return int(dut.gpu_cycle.value.to_unsigned())


async def run_mode(fab: Fabric, mode: str, cfg: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    dut = fab.dut
    w0, c0 = time.monotonic(), int(dut.gpu_cycle.value.to_unsigned())
    fw, task, od = await bring_up(fab, mode, cfg, meta)
    cycle_slots = len(rrtable.generate(fab.n, NUM_WL)[0])
    nodes = sorted(set(meta["gpu_node"]))
    t0 = await start_gpus(dut, cfg)
    samples: list[dict[str, Any]] = []
    sampled = SAMPLED_ODDL if mode == "oddl" else SAMPLED
    period, limit = int(cfg["sample_cycles"]), int(cfg["timeout_cycles"])
    timed_out = True
    every = progress.interval()   # make sim's progress lines (LP_PROGRESS)
    ideal = (meta.get("reference") or {}).get("end_cycle")
    targets = ([("ideal-network end, a lower bound", int(ideal))] if ideal else []) + [("timeout", limit)]
    w1, next_line = time.monotonic(), time.monotonic() + (every or 0)
    while int(dut.gpu_cycle.value.to_unsigned()) - t0 < limit:
        await ClockCycles(dut.clk, period)
        row: dict[str, Any] = {"cycle": int(dut.gpu_cycle.value.to_unsigned()) - t0}
        if every is not None and time.monotonic() >= next_line:
            next_line += every
            rate = row["cycle"] / max(1e-9, time.monotonic() - w1)
            dut._log.info("%s", progress.line(mode, row["cycle"], CLOCK_NS, rate, targets))
        for n in range(fab.n):
            row[str(n)] = [await fab.nodes[n].regs.read(c) for c in sampled]
        samples.append(row)
        done = int(dut.gpu_done.value.to_unsigned())
        err = int(dut.gpu_err.value.to_unsigned())
        if err & sum(1 << n for n in nodes):
            dut._log.error("%s: a GPU stopped with an error (gpu_err = %#x)", mode, err)
            timed_out = False
            break
        if all(done >> n & 1 for n in nodes):
            timed_out = False
            break
    end = int(dut.gpu_cycle.value.to_unsigned()) - t0
    rate = (int(dut.gpu_cycle.value.to_unsigned()) - c0) / max(1e-9, time.monotonic() - w0)   # bring-up included
    await ClockCycles(dut.clk, 4 * fab.slot * cycle_slots)   # stragglers (nothing should be left)
    gpus = []
    for g, node in enumerate(meta["gpu_node"]):
        local = g % int(meta["gpus_per_node"])
        st = await read_fabric_gpu(dut, node, local)
        st["gpu"], st["node"] = g, node
        gpus.append(st)
    counters = [await fab.counters(n) for n in range(fab.n)]
    arb = await fab.arb.counters() if fab.arb is not None else {}
    oddl = []
    if od is not None:
        for n in sorted({meta["gpu_node"][g] for j in meta["jobs"] for g in j["gpus"]}):   # the jobs' nodes
            r = od.regs[n]
            row = {k: await r.read(k) for k in ODDL_COUNTERS}
            row.update({"node": n, "ITER_CYCLES": await r.read_field("ITER_CYCLES", "cycles"),
                        "GAP_CYCLES": await r.read_field("GAP_CYCLES", "cycles"),
                        "STATUS": await r.read("ODDL_STATUS")})
            oddl.append(row)
    if task is not None:
        task.cancel()
    dut.gpu_mode.value = 0
    dut._log.info("%s: %s after %d cycles", mode, "TIMED OUT" if timed_out else "done", end)
    return {
        "mode": mode, "start_cycle": t0, "end_cycle": end, "timed_out": timed_out, "slot": fab.slot,
        "sim_cycles_per_s": rate,
        "cycle_slots": cycle_slots, "nodes": fab.n, "gpus": gpus, "counters": counters, "arbiter": arb,
        "ocs_events": [list(e) for e in fw.events] if fw else [], "samples": samples, "sampled": list(sampled),
        "oddl": oddl,
        **optics(dut),
    }


RunMode = Callable[[Fabric, str, dict[str, Any], dict[str, Any]], Awaitable[dict[str, Any]]]


async def run_modes(dut, env: str, run: RunMode) -> list[dict[str, Any]]:
    """The body of a GPU-program scenario (this one and load_sweep.py): the runner's config from environment
    variable `env` and the schedule it names; the fabric started once and reset between the fabric modes;
    `run` per mode; raw.json rewritten after each mode (a later failure keeps the earlier modes); a mode in
    which a GPU stopped with an error or without a program refused (the runner reports everything else)."""
    cfg = json.loads(os.environ[env])
    meta = json.loads((Path(cfg["sched"]) / "schedule.json").read_text())
    fab = Fabric(dut, int(cfg["fabric_nodes"]), host_models=False, fibres=fibre.plan_from(cfg.get("fibres")))
    await fab.start()
    results: list[dict[str, Any]] = []
    for i, mode in enumerate(cfg["modes"]):
        if i:
            await fab.reset()
        results.append(await run(fab, mode, cfg, meta))
        Path(cfg["out"]).write_text(json.dumps({"modes": results}, indent=1))
    for r in results:
        bad = [(g["gpu"], hex(g["STATUS"])) for g in r["gpus"]
               if status_bit(g["STATUS"], "ERROR") or status_bit(g["STATUS"], "MISSING")]
        assert not bad, f"{r['mode']}: GPUs stopped with an error or without a program: {bad}"
    return results


@cocotb.test()
async def training(dut) -> None:
    timeout = json.loads(os.environ["LP_TRAIN"])["timeout_cycles"]
    for r in await run_modes(dut, "LP_TRAIN", run_mode):   # the runner reports; this refuses an unfinished run
        assert not r["timed_out"], f"{r['mode']}: the GPUs did not finish within {timeout} cycles"
