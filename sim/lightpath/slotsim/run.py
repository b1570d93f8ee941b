"""Runs of the slot-level model as the RTL bench runs the S-VLB fabric (lightpath.bench.svlb,
sim/scenarios/bench_svlb.py): the same configuration, the same traffic draw, the same warm-up, measured
window and drain per load point, the same figures per point."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from lightpath.bench import svlb as rtl_bench
from lightpath.env.svlb_fabric import CORE_CFG, N, offer_slot
from lightpath.slotsim.fabric import Fabric, FabricCfg, Offer
from lightpath.slotsim.sched import SchedCfg
from lightpath.slotsim.timing import CELL_WORDS, OFFER_CLK, PAYLOAD_BYTES, WORD_BYTES, Timing, core_param, rtl_timing

DRAIN_STEP = 10     # the harness's drain checks every 10 slots (Fabric.drain)
DRAIN_LIMIT = 3000


def fabric_cfg(nodes: int, sirius: bool, timing: Timing | None = None) -> FabricCfg:
    """The configuration the RTL bench gives every node (lightpath.env.svlb_fabric.CORE_CFG)."""
    c = CORE_CFG
    sched = SchedCfg(node=0, nodes=nodes, id_space=N, sirius=sirius, q=c["cfg_q"], sel_thr=c["cfg_sel_thr"],
                     req_max=c["cfg_req_max"], fill=c["cfg_fill"], fifo_cells=c["cfg_fifo_cells"], ttl=c["cfg_ttl"])
    return FabricCfg(sched=sched, local_cells=c["cfg_local_cells"], reseq_cells=core_param("RESEQ_CELLS"),
                     reseq_ttl=c["cfg_reseq_ttl"], timing=timing or rtl_timing())


class Draw:
    """Stands in for the harness's Fabric as offer_slot's sink: records the offers of one slot."""

    def __init__(self, nn: int, rng: random.Random) -> None:
        self.nn = nn
        self.rng = rng
        self.offers: list[Offer] = []

    def offer(self, src: int, dst: int, n: int = 1, track: bool = True) -> None:
        self.offers.append((src, dst, n))


def draw(seed: int, loads: Sequence[float], nodes: int, pattern: str, warm: int, meas: int) -> list[list[list[Offer]]]:
    """Per load, per slot (warm-up then measured), the offers the RTL bench makes with this seed: the
    harness's own offer_slot on the same random.Random sequence (the drain between points draws nothing)."""
    d = Draw(nodes, random.Random(seed))
    out = []
    slot = 0
    for load in loads:
        per_slot = []
        for _ in range(warm + meas):
            d.offers = []
            offer_slot(d, pattern, load, slot)
            slot += 1
            per_slot.append(d.offers)
        out.append(per_slot)
    return out


@dataclass(frozen=True)
class Point:
    load: float
    offered: float          # cells per slot per node in the measured window
    delivered: float
    relay_fraction: float   # of the delivered cells, those that took two hops
    dram_bytes_per_byte: float
    reseq_held_max: int     # the most cells a resequencer held at once in the window
    out_of_order: int       # cells delivered out of order within their flow, all nodes
    drain_slots: int        # slots after the measured window until every cell was delivered

    @property
    def slots(self) -> int:
        """Slots simulated for the point: warm-up, measured window, drain."""
        return self.warm_meas_slots + self.drain_slots

    warm_meas_slots: int = 0


def run_point(fab: Fabric, load: float, slots: Sequence[Sequence[Offer]], warm: int) -> Point:
    """Warm-up, measured window, drain (until every offered cell is delivered)."""
    for offers in slots[:warm]:
        fab.step(offers)
    fab.counts_reset(window=True)
    for nd in fab.nodes:
        assert nd.reseq is not None
        nd.reseq.held_max = nd.reseq.held()
    for offers in slots[warm:]:
        fab.step(offers)
    c = fab.counts_reset(window=False)
    drain = 0
    while fab.in_system() and drain < DRAIN_LIMIT:
        for _ in range(DRAIN_STEP):
            fab.step()
        drain += DRAIN_STEP
    meas = len(slots) - warm
    nn = fab.cfg.nodes
    n = max(c.delivered, 1)
    return Point(load=load, offered=c.offered / (meas * nn), delivered=c.delivered / (meas * nn),
                 relay_fraction=c.relayed / n,
                 dram_bytes_per_byte=(c.dram_writes + c.dram_reads) * CELL_WORDS * WORD_BYTES / (n * PAYLOAD_BYTES),
                 reseq_held_max=max(nd.reseq.held_max for nd in fab.nodes if nd.reseq is not None),
                 out_of_order=c.out_of_order, drain_slots=drain, warm_meas_slots=len(slots))


def sweep(sirius: bool, seed: int, loads: Sequence[float] = rtl_bench.LOADS, nodes: int = rtl_bench.NODES,
          pattern: str = rtl_bench.PATTERN, warm: int = rtl_bench.WARM_SLOTS,
          meas: int = rtl_bench.MEAS_SLOTS, slot0: int = 0, offer_clk: int = OFFER_CLK) -> list[Point]:
    """One mode and seed of the RTL bench: its loads in the same runs (lightpath.bench.svlb.chunks, one
    fabric and one random sequence per run, seeded seed * 1000 + run), the points in load order. With a
    subset of the bench's loads only those points are simulated, the others only drawn (a point after a
    skipped one starts from an empty fabric; after its drain the RTL's is empty too, but for its round-robin
    pointers and the table's phase)."""
    pts: list[Point] = []
    for part, chunk in enumerate(rtl_bench.chunks(rtl_bench.LOADS)):
        fab = Fabric(fabric_cfg(nodes, sirius), slot0=slot0, offer_clk=offer_clk)
        for load, slots in zip(chunk, draw(seed * 1000 + part, chunk, nodes, pattern, warm, meas), strict=True):
            if load in loads:
                pts.append(run_point(fab, load, slots, warm))
            else:                   # drawn (the sequence of the later points), not simulated
                fab = Fabric(fabric_cfg(nodes, sirius), slot0=slot0, offer_clk=offer_clk)
    return pts
