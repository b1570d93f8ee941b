"""S-VLB benchmark scenario (run by lightpath.bench, part `svlb`; prints figures, asserts nothing but
zero loss). Configuration in $LP_BENCH (JSON), results written as JSON to $LP_REPORT.

`svlb_sweep` (lp_svlb_fabric, NN nodes): one pattern at a list of offered loads (cells per slot per
node, open loop, uniform random arrivals); per load a warm-up, a measured window and a drain. Per
point: offered and delivered cells per slot per node in the window (a node sends at most one cell per
slot, so 1.0 is the line rate), the fraction of delivered cells that took two hops, the DRAM bytes
moved (written + read, the RAM models' beat counters) per delivered payload byte, and the clocks the
host ports were back-pressured, the most cells a destination's resequencer held at once and the cells
delivered out of order (a resequencer that closed a gap early, its buffer full, passes the late cell on
out of order). Every cell is still checked (bit-exact, exactly once, zero loss after the drain) by the
shared harness.
"""

from __future__ import annotations

import json
import os

import cocotb

from lightpath.cell.generated import SLOT
from lightpath.env.svlb_fabric import RESEQ_EVENTS, SLOT_CLK, Fabric, clocks, offer_slot, start_fabric

PAYLOAD_BYTES = int(SLOT["payload_bytes"])
WORD_BYTES = 8


def dram_bytes(f: Fabric) -> int:
    total = 0
    for i in range(f.nn):
        node = f.dut.g_node[i]
        total += (int(node.wr_beats.value) + int(node.rd_beats.value)) * WORD_BYTES
    return total


@cocotb.test()
async def svlb_sweep(dut) -> None:
    cfg = json.loads(os.environ["LP_BENCH"])
    f = await start_fabric(dut, int(cfg["sirius"]), int(cfg.get("seed", 1)))
    warm, meas = int(cfg["warm_slots"]), int(cfg["meas_slots"])
    points = []
    slot = 0
    for load in cfg["loads"]:
        e0 = f.err
        for _ in range(warm):
            offer_slot(f, cfg["pattern"], load, slot)
            slot += 1
            await clocks(dut, SLOT_CLK)
        d0, r0, b0, bp0, o0 = f.delivered, f.relayed, dram_bytes(f), f.backpressure, f.disorder
        f.restart_reseq_max()
        offered = 0
        for _ in range(meas):
            offered += offer_slot(f, cfg["pattern"], load, slot)
            slot += 1
            await clocks(dut, SLOT_CLK)
        d1, r1, b1, bp1, o1 = f.delivered, f.relayed, dram_bytes(f), f.backpressure, f.disorder
        await f.drain()
        # beyond the admissible load a resequencer may close a gap early (its buffer full): reported, and
        # the cells it gave up on are still delivered (out of order); every other error fails the run
        e1 = f.err
        assert not {k: v for k, v in e1.items() if k not in RESEQ_EVENTS}, f"error events: {e1}"
        reseq = {k: e1[k] - e0.get(k, 0) for k in e1 if e1[k] != e0.get(k, 0)}
        n = max(d1 - d0, 1)
        points.append(dict(
            load=load,
            offered=offered / (meas * f.nn),
            delivered=(d1 - d0) / (meas * f.nn),
            relay_fraction=(r1 - r0) / n,
            dram_bytes_per_byte=(b1 - b0) / (n * PAYLOAD_BYTES),
            backpressure_clocks=bp1 - bp0,
            reseq_held_max=f.reseq_max,
            out_of_order=o1 - o0,
            reseq_events=reseq,
        ))
        dut._log.info("point %s", points[-1])
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(dict(nodes=f.nn, pattern=cfg["pattern"], sirius=cfg["sirius"], points=points), fh, indent=1)
