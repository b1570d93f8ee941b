"""Scenario `fabric4` (the default of `make sim`) and `slice-2node`: the NIC core under saturating
all-to-all traffic.

Every NIC of the fabric top (lp_fabric4: node 0 is the arbiter's NIC core and time-sync master; or the
two NICs of lp_fabric2) sends scapy-built Ethernet frames of mixed sizes to every other node in turn,
as fast as its host port accepts them, through the behavioural AWGR model with the generated
round-robin table. The cocotb test writes its measurements as JSON to $LP_REPORT; `lightpath.scenario`
prints the report. The test fails unless every frame arrived intact, exactly once and in order per
flow, with no drop counter moved anywhere.
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiStreamFrame

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import CLOCK_NS, Fabric, flow_of, tagged_frame

FRAMES_PER_NODE = int(os.environ.get("LP_FRAMES", "120"))
SIZES = (64, 128, 256, 512, 1024, 1500, 1518, 60, 777, 1333)


def fabric_nodes(dut) -> int:
    """Nodes of this fabric top (its host-port sinks n<i>_m_axis)."""
    return sum(1 for i in range(16) if hasattr(dut, f"n{i}_m_axis_tdata"))


@cocotb.test()
async def run_scenario(dut) -> None:
    n = fabric_nodes(dut)
    fab = Fabric(dut, n)
    await fab.start()
    await fab.configure()
    rng = random.Random(2026)
    sent: dict[int, list[AxiStreamFrame]] = {s: [] for s in range(n)}
    seq: dict[tuple[int, int], int] = {}
    started: dict[bytes, int] = {}  # frame -> sim time (ps) of its first beat at the source

    def on_sent(data: bytes):
        return lambda fr: started.__setitem__(data, fr.sim_time_start)

    t0 = get_sim_time("ns")
    for i in range(FRAMES_PER_NODE):
        for src in range(n):
            dst = [d for d in range(n) if d != src][i % (n - 1)]   # every peer in turn
            k = seq.get((src, dst), 0)
            seq[(src, dst)] = k + 1
            data = tagged_frame(rng, src, dst, k, SIZES)
            f = AxiStreamFrame(data, tdest=dst, tx_complete=on_sent(data))
            sent[src].append(f)
            await fab.nodes[src].src.send(f)
    await fab.wait_idle(limit=5_000_000)
    t1 = get_sim_time("ns")

    got: dict[tuple[int, int], list[bytes]] = {}
    latencies: list[float] = []
    delivered_bytes = 0
    for dst in range(n):
        sink = fab.nodes[dst].sink
        assert sink is not None
        while not sink.empty():
            r = await sink.recv()
            data = bytes(r.tdata)
            s, d, _ = flow_of(data)
            got.setdefault((s, d), []).append(data)
            if data in started:
                latencies.append(float(r.sim_time_end - started[data]) / 1000.0)  # ps -> ns
            delivered_bytes += len(data)
    report: dict = {"scenario": os.environ.get("LP_SCENARIO", f"{n}-node"), "clock_ns": CLOCK_NS,
                    "slot": dict(cellfmt.SLOT), "nodes": []}
    for src in range(n):
        mine = [bytes(f.tdata) for f in sent[src]]
        flows = {(src, d): [m for m in mine if flow_of(m)[1] == d] for d in range(n) if d != src}
        intact = sum(sum(a == b for a, b in zip(frames, got.get(key, []))) for key, frames in flows.items())
        report["nodes"].append(
            {
                "node": src,
                "frames_sent": len(mine),
                "frames_delivered": sum(len(got.get(key, [])) for key in flows),
                "frames_intact": intact,   # delivered in order and byte-exact, per flow
                "counters": await fab.counters(src),
            }
        )
    report["sim_time_ns"] = t1 - t0
    report["latency_ns"] = sorted(latencies)
    report["delivered_bytes"] = delivered_bytes
    report["corrupt_words"] = dut.corrupt_words.value.to_unsigned()
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(report, fh, indent=1)
    for node in report["nodes"]:
        assert node["frames_intact"] == node["frames_sent"] == node["frames_delivered"], node
        assert all(v == 0 for k, v in node["counters"].items() if "DROP" in k), node
    assert report["corrupt_words"] == 0
