"""Scenario `slice-2node`: the first vertical slice under saturating bidirectional traffic.

Two NICs exchange scapy-built Ethernet frames of mixed sizes through the behavioural AWGR model as
fast as the host ports accept them. The cocotb test writes its measurements as JSON to $LP_REPORT;
`lightpath.scenario` prints the report.
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiStreamFrame
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether

from lightpath.cell import generated as cellfmt
from lightpath.fabric_env import CLOCK_NS, Fabric

NODES = 2

FRAMES_PER_NODE = int(os.environ.get("LP_FRAMES", "120"))


def make_frame(rng: random.Random, src: int, seq: int) -> bytes:
    size = rng.choice([64, 128, 256, 512, 1024, 1500, 1518, rng.randint(60, 1518)])
    base = Ether(src=f"02:00:00:00:00:{src:02x}", dst=f"02:00:00:00:00:{1 - src:02x}") / IP() / UDP(dport=4791)
    tag = seq.to_bytes(4, "big") + bytes([src])
    body = tag + bytes(rng.getrandbits(8) for _ in range(max(0, size - len(base) - len(tag))))
    return bytes(base / body)[: max(size, 60)]


@cocotb.test()
async def run_scenario(dut) -> None:
    fab = Fabric(dut, 2)
    await fab.start()
    await fab.configure()
    rng = random.Random(2026)
    sent: dict[int, list[AxiStreamFrame]] = {n: [] for n in range(NODES)}
    started: dict[tuple[int, int], int] = {}  # (node, index) -> sim time (ps) of the frame's first beat

    def on_sent(n: int, i: int):
        return lambda fr: started.__setitem__((n, i), fr.sim_time_start)

    t0 = get_sim_time("ns")
    for i in range(FRAMES_PER_NODE):
        for n in range(NODES):
            f = AxiStreamFrame(make_frame(rng, n, i), tdest=1 - n, tx_complete=on_sent(n, i))
            sent[n].append(f)
            await fab.nodes[n].src.send(f)
    await fab.wait_idle(limit=5_000_000)
    t1 = get_sim_time("ns")

    report: dict = {"scenario": "slice-2node", "clock_ns": CLOCK_NS, "slot": dict(cellfmt.SLOT), "nodes": []}
    latencies: list[float] = []
    delivered_bytes = 0
    for n in range(NODES):
        peer = 1 - n
        rx = []
        while not fab.nodes[peer].sink.empty():
            rx.append(await fab.nodes[peer].sink.recv())
        ok = [bytes(r.tdata) == bytes(s.tdata) for r, s in zip(rx, sent[n])]
        for i, r in enumerate(rx):
            latencies.append(float(r.sim_time_end - started[(n, i)]) / 1000.0)  # ps -> ns
            delivered_bytes += len(r.tdata)
        c = await fab.counters(n)
        report["nodes"].append(
            {
                "node": n,
                "frames_sent": len(sent[n]),
                "frames_delivered_to_peer": len(rx),
                "frames_intact": sum(ok),
                "counters": c,
            }
        )
    report["sim_time_ns"] = t1 - t0
    report["latency_ns"] = sorted(latencies)
    report["delivered_bytes"] = delivered_bytes
    report["corrupt_words"] = dut.corrupt_words.value.to_unsigned()
    with open(os.environ["LP_REPORT"], "w") as fh:
        json.dump(report, fh, indent=1)
    for node in report["nodes"]:
        assert node["frames_intact"] == node["frames_sent"], node
