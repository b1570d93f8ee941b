"""S-VLB in the NIC: the 4-node slice fabric built with SVLB = 1 (sim/fabric/lp_fabric4.sv: every node
an lp_nic_slice #(SVLB = 1) with its own DRAM model), brought up as firmware does (round-robin tables,
time sync, CDR training, S-VLB queues programmed through the registers). Scapy frames enter the host
ports, are cut into cells, queued in DRAM, scheduled, sent (directly or through a relay), reassembled
and checked at the destination's host port: exactly once, intact and in order per flow in every
phase. Frames of 1 to 3 cells are relayed too: the destination's resequencer (lp_reseq) restores the
cell order that relaying breaks, so reassembly sees every frame whole (RX_DROP_REASM stays 0) and
RESEQ_HELD shows that cells did arrive out of order."""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import ClockCycles

from lightpath import hdl
from lightpath.cell import generated as cellfmt
from lightpath.fabric_env import FABRIC4_PARAMS, Fabric, flow_of, tagged_frame
from lightpath.gen.fabric_emit import max_nodes

N = 4
GUARD = 16  # guard words: guard + preamble must cover the queues' answer time (docs/svlb.md, "In the NIC")
PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
SVLB_ERRORS = ("SVLB_HOST_BAD_DST", "SVLB_VOQ_DROP", "SVLB_RX_OVERFLOW", "SVLB_RX_MISROUTED", "SVLB_RX_BAD",
               "SVLB_TX_LATE", "TX_VQ_LATE", "DM_SATURATED", "RESEQ_LOST", "RESEQ_LATE", "RESEQ_RESYNC",
               "RESEQ_FORCED")


def cells_of(frame: bytes) -> int:
    return -(-len(frame) // PAYLOAD)


async def deliver(fab: Fabric, frames: list[tuple[int, int, bytes]], limit: int = 600_000) -> dict[int, list[bytes]]:
    """Send (src, dst, frame) in order per source, wait until as many frames have reached the host ports
    (plus a round-robin cycle, so a duplicate would show), and return them per destination."""
    for src, dst, f in frames:
        await fab.send(src, f, dst=dst)
    got: dict[int, list[bytes]] = {d: [] for d in range(fab.n)}

    async def collect() -> None:
        for d in range(fab.n):
            sink = fab.nodes[d].sink
            while not sink.empty():
                got[d].append(bytes((await sink.recv()).tdata))

    waited = 0
    while sum(len(v) for v in got.values()) < len(frames) and waited < limit:
        await ClockCycles(fab.dut.clk, 512)
        waited += 512
        await collect()
    await ClockCycles(fab.dut.clk, 4 * (fab.n - 1) * fab.slot)
    await collect()
    return got


async def check_phase(fab: Fabric, name: str, frames: list[tuple[int, int, bytes]],
                      got: dict[int, list[bytes]]) -> tuple[float, int]:
    """Exactly once, intact, at the right node and in order per flow; no drop or error counted
    anywhere; returns the fraction of cells that were relayed and the cells the resequencers held."""
    dut = fab.dut
    counters = [await fab.counters(i) for i in range(fab.n)]
    for i, c in enumerate(counters):
        dut._log.info("%s node %d: %s", name, i, {k: v for k, v in c.items() if v})
    for d, fs in got.items():
        assert all(flow_of(f)[1] == d for f in fs), f"{name}: a frame reached the wrong node"
    sent = sorted(f for _, _, f in frames)
    recv = sorted(f for fs in got.values() for f in fs)
    assert len(recv) == len(sent), f"{name}: {len(sent)} frames sent, {len(recv)} delivered"
    assert recv == sent, f"{name}: delivered frames differ from the sent ones (lost, duplicated or corrupted)"
    for d, fs in got.items():
        per_flow: dict[int, list[int]] = {}
        for f in fs:
            s, _, k = flow_of(f)
            per_flow.setdefault(s, []).append(k)
        assert all(v == sorted(v) for v in per_flow.values()), f"{name}: out of order at node {d}"
    cells = sum(cells_of(f) for _, _, f in frames)
    tx = held = 0
    for i, c in enumerate(counters):
        assert all(v == 0 for k, v in c.items() if "DROP" in k or k in SVLB_ERRORS), (name, i, c)
        assert c["SOA_INTERLOCK"] == 0 and c["CDR_DROP"] == 0, (name, i, c)
        tx += c["SVLB_TX_CELLS"]
        held += c["RESEQ_HELD"]
        await fab.nodes[i].regs.write_fields("CTRL", cnt_clr=1)
    assert dut.corrupt_words.value.to_unsigned() == 0 and dut.collision_words.value.to_unsigned() == 0
    assert dut.dram_err.value.to_unsigned() == 0, "an AXI protocol error at a DRAM model"
    relayed = (tx - cells) / cells
    assert tx >= cells and relayed <= 1.0, (name, tx, cells)
    # every DRAM queue (2 per destination of the nodes' MAX_NODES) is empty again, no relay grant open
    nq = max_nodes(fab.n)
    for i in range(fab.n):
        r = fab.nodes[i].regs
        for q in range(2 * nq):
            await r.write("SVLB_QSEL", q)
            assert await r.read("SVLB_QOCC") == 0, (name, i, q)
            if q < nq:
                assert await r.read("SVLB_QGRANT") == 0, (name, i, q)
        assert await r.read_field("SVLB_RESEQ", "held") == 0, (name, i)
    dut._log.info("%s: %d frames, %d cells, %.0f %% relayed, %d cells resequenced", name, len(frames), cells,
                  100 * relayed, held)
    return relayed, held


@cocotb.test()
async def svlb_in_the_nic(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 1000}})
    rng = random.Random(44)

    # 1. uniform all-to-all, frames of 1..3 cells, selective threshold out of reach: every cell takes
    #    its destination's own slot, so order per flow holds
    frames: list[tuple[int, int, bytes]] = []
    seq: dict[tuple[int, int], int] = {}
    for _ in range(3):
        for src in range(N):
            for dst in rng.sample([d for d in range(N) if d != src], N - 1):
                k = seq.get((src, dst), 0)
                seq[(src, dst)] = k + 1
                frames.append((src, dst, tagged_frame(rng, src, dst, k)))
    got = await deliver(fab, frames)
    relayed, held = await check_phase(fab, "direct", frames, got)
    assert relayed == 0.0 and held == 0

    # demand counters (mFabric): node 1's bytes per destination of the phase just ended
    r1 = fab.nodes[1].regs
    await r1.write_fields("DM_CTRL", phase=1)
    await ClockCycles(dut.clk, 4)
    for d in range(N):
        await r1.write_fields("DM_CTRL", sel=d)
        want = sum(len(f) for s, dd, f in frames if s == 1 and dd == d)
        assert await r1.read("DM_BYTES") == want, (d, want)
    assert await r1.read("DM_PHASES") >= 1

    # 2. permutation i -> i+1 at full rate with the selective threshold at 2: the direct slot (one in
    #    three) cannot carry it, so cells are relayed through the other nodes and overtaken
    for i in range(N):
        await fab.nodes[i].regs.write_fields("SVLB_Q", sel_thr=2)
    frames = [(s, (s + 1) % N, tagged_frame(rng, s, (s + 1) % N, k)) for k in range(16) for s in range(N)]
    got = await deliver(fab, frames)
    relayed, held = await check_phase(fab, "permutation", frames, got)
    assert relayed >= 0.10, f"permutation: only {100 * relayed:.0f} % relayed"
    assert held > 0, "permutation: no cell overtaken, the resequencer was not exercised"

    # 3. Sirius mode (plain VLB, same RTL): uniform traffic is relayed as well
    for i in range(N):
        await fab.nodes[i].regs.write_fields("CTRL", sirius=1)
    frames = []
    for k in range(8):
        for src in range(N):
            for dst in range(N):
                if dst != src:
                    frames.append((src, dst, tagged_frame(rng, src, dst, k)))
    got = await deliver(fab, frames)
    relayed, held = await check_phase(fab, "sirius", frames, got)
    assert relayed >= 0.20, f"sirius: only {100 * relayed:.0f} % relayed"
    assert held > 0, "sirius: no cell overtaken, the resequencer was not exercised"


def test_lp_nic_svlb() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
