"""Checks shared by the S-VLB fabric tests on lp_fabric<N> (tb/svlb/test_lp_nic_svlb.py,
tb/arbiter/test_lp_arbiter.py): send and collect tagged frames, and check a traffic phase (exactly once,
intact, in order per flow, no drop or error counter anywhere, every queue empty afterwards)."""

from __future__ import annotations

from cocotb.triggers import ClockCycles

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import Fabric, flow_of
from lightpath.gen.fabric_emit import max_nodes

PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
SVLB_ERRORS = ("SVLB_HOST_BAD_DST", "SVLB_VOQ_DROP", "SVLB_DRAM_RD_ERR", "SVLB_RX_OVERFLOW", "SVLB_RX_MISROUTED",
               "SVLB_RX_BAD", "SVLB_TX_LATE", "TX_VQ_LATE", "DM_SATURATED", "RESEQ_LOST", "RESEQ_LATE", "RESEQ_RESYNC",
               "RESEQ_FORCED", "OCS_RX_OVERFLOW", "OCS_RX_BAD", "OCS_LINE_BAD", "OCS_LINE_JUNK", "OCS_LINE_ABORT",
               "OCS_TX_BAD", "OCS_LINK_LOST")


def cells_of(frame: bytes) -> int:
    return -(-len(frame) // PAYLOAD)


async def deliver(fab: Fabric, frames: list[tuple[int, int, bytes]], limit: int = 600_000) -> dict[int, list[bytes]]:
    """Send (src, dst, frame) in order per source, wait until as many frames have reached the host ports
    (plus a round-robin cycle, so a duplicate would show), and return them per destination."""
    for src, dst, f in frames:
        await fab.send(src, f, dst=dst)
    return await delivered(fab, len(frames), limit)


async def delivered(fab: Fabric, count: int, limit: int = 600_000) -> dict[int, list[bytes]]:
    """Wait until `count` frames have reached the host ports (plus four round-robin cycles, so a
    duplicate would show) and return them per destination."""
    got: dict[int, list[bytes]] = {d: [] for d in range(fab.n)}

    async def collect() -> None:
        for d in range(fab.n):
            sink = fab.nodes[d].sink
            assert sink is not None, "the fabric was built without host models"
            while not sink.empty():
                got[d].append(bytes((await sink.recv()).tdata))

    waited = 0
    while sum(len(v) for v in got.values()) < count and waited < limit:
        await ClockCycles(fab.dut.clk, 512)
        waited += 512
        await collect()
    await ClockCycles(fab.dut.clk, 4 * (fab.n - 1) * fab.slot)
    await collect()
    return got


async def check_phase(fab: Fabric, name: str, frames: list[tuple[int, int, bytes]],
                      got: dict[int, list[bytes]]) -> tuple[float, int, list[dict[str, int]]]:
    """Exactly once, intact, at the right node and in order per flow; no drop or error counted
    anywhere; returns the fraction of cells that were relayed, the cells the resequencers held and
    every node's counters (then cleared)."""
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
        tx += c["SVLB_TX_CELLS"] + c["OCS_TX"]
        held += c["RESEQ_HELD"]
        await fab.nodes[i].regs.write_fields("CTRL", cnt_clr=1)
    assert dut.corrupt_words.value.to_unsigned() == 0 and dut.collision_words.value.to_unsigned() == 0
    assert dut.dram_err.value.to_unsigned() == 0, "an AXI protocol error at a DRAM model"
    assert dut.ocs_collide.value.to_unsigned() == 0, "two OCS circuits reached one node"
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
    return relayed, held, counters
