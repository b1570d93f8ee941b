"""A NIC reset while its DRAM queues have bursts in flight (the 4-node fabric built with SVLB = 1,
sim/fabric/lp_fabric4.sv). Node 1 sends frames to every other node; one clock after its DRAM model
accepted a read address, and before the burst's data came back, node 1 is held in reset for a few
slots, then brought up again as its firmware does (identity, slot timing, table, S-VLB queues, time
sync, CDR training). The reset takes the node's bursts with it, as a board's core reset does with
its DRAM path (docs/svlb.md, "DRAM VOQs"): the frames node 1 sends afterwards reach every node
exactly once, intact and in order, every DRAM queue drains and no AXI error is seen. A DRAM model
that kept the reset node's bursts answered them after the reset: the node's reads took another
burst's cells from then on (frames lost, delivered twice or to the wrong node). The receivers take
node 1's numbering from 0 again as a restart after its silence (lp_reseq, docs/svlb.md "A source back
from a reset"): one resync each and no cell passed on out of order, although their expected numbers
for node 1 were less than the reorder window ahead."""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge

from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric, flow_of, svlb_setup, tagged_frame
from lightpath.env.fabric_check import delivered
from lightpath.flow import hdl
from lightpath.gen.fabric_emit import max_nodes
from lightpath.model import rrtable
from lightpath.regs.lp_nic_node import REGS

N = 4
NODE = 1        # the node reset
GUARD = 16      # guard words of an S-VLB build (docs/svlb.md, "Transmit timing")
RESEQ_TTL = 64  # as the other S-VLB fabric tests (test_lp_nic_svlb.py)
SVLB = {"SVLB_Q": {"q": 8, "sel_thr": 1000}, "SVLB_RESEQ": {"ttl": RESEQ_TTL}}
FRAMES = 8      # per destination and phase


async def reset_with_read_in_flight(dut, fab: Fabric) -> None:
    """Hold NODE in reset from the clock after its DRAM model accepted a read address (the burst's
    data LATENCY clocks later, so it is still owed), for 7 slots and a few clocks. Its host port is
    quiet first (a frame cut there is the host's loss, not the one looked at here)."""
    while any(not s.empty() or s.active for s in fab.nodes[NODE].srcs):
        await RisingEdge(dut.clk)
    for _ in range(200_000):
        await RisingEdge(dut.clk)
        await ReadOnly()
        if (dut.axi_arvalid.value.to_unsigned() >> NODE) & (dut.axi_arready.value.to_unsigned() >> NODE) & 1:
            break
    else:
        raise AssertionError(f"node {NODE} read nothing from its DRAM")
    await RisingEdge(dut.clk)
    dut.node_rst.value = 1 << NODE
    await ClockCycles(dut.clk, 7 * fab.slot + 29)
    dut.node_rst.value = 0
    await ClockCycles(dut.clk, 2)


async def bring_up_again(fab: Fabric) -> None:
    """What NODE's firmware does after its reset; then CDR training of every node (counters cleared)."""
    r = fab.nodes[NODE].regs
    await r.write_fields("NODE", node_id=NODE, num_ports=N)
    await r.write_fields("SLOT_TIMING", guard=GUARD)
    assert await fab.load_table(NODE, rrtable.generate(N, NUM_WL)[NODE]) == 0
    await r.write_fields("CTRL", rx_en=1)
    await svlb_setup([r], SVLB)
    m = fab.nodes[0].regs   # the master: rounds back to back while the node acquires (as configure() does)
    await m.write("TSM_PERIOD", 2048)
    await r.write_fields("TSYNC_CTRL", en=1)
    await fab.wait_locked()
    await m.write("TSM_PERIOD", REGS["TSM_PERIOD"].fields["cycles"].reset)
    await fab.train([nd.regs for nd in fab.nodes])
    # the receivers' silence of node 1 lasts a gap timeout at least (a tick is a round-robin cycle)
    await fab.drain(RESEQ_TTL * N * fab.slot)


@cocotb.test()
async def node_reset_with_dram_bursts_in_flight(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    await fab.configure(guard=GUARD, svlb=SVLB)
    rng = random.Random(12)
    dsts = [d for d in range(N) if d != NODE]

    # frames from NODE queued in its DRAM; the reset falls while it reads them
    for k in range(FRAMES):
        for d in dsts:
            await fab.send(NODE, tagged_frame(rng, NODE, d, k), dst=d)
    await reset_with_read_in_flight(dut, fab)
    await fab.drain(20 * (N - 1) * fab.slot)   # what was on its way before the reset arrives
    for nd in fab.nodes:
        assert nd.sink is not None
        nd.sink.clear()
    await bring_up_again(fab)

    frames = [(NODE, d, tagged_frame(rng, NODE, d, FRAMES + k)) for k in range(FRAMES) for d in dsts]
    for s, d, f in frames:
        await fab.send(s, f, dst=d)
    got = await delivered(fab, len(frames))
    for d, fs in got.items():
        assert all(flow_of(f)[1] == d for f in fs), f"a frame reached node {d}, not its destination"
        ks = [flow_of(f)[2] for f in fs]
        assert ks == sorted(ks), f"out of order at node {d}: {ks}"
    sent = sorted(f for _, _, f in frames)
    recv = sorted(f for fs in got.values() for f in fs)
    assert recv == sent, f"{len(sent)} frames sent, {len(recv)} delivered (lost, duplicated or altered)"
    assert dut.dram_err.value.to_unsigned() == 0, "an AXI protocol error at a DRAM model"
    for d in dsts:   # node 1 seen to restart: resequenced from 0, nothing out of order or lost
        c = await fab.counters(d)
        assert c["RESEQ_RESYNC"] == 1 and c["RESEQ_LATE"] == 0 and c["RESEQ_LOST"] == 0, (d, c)
    r = fab.nodes[NODE].regs
    c = await fab.counters(NODE)
    assert c["SVLB_DRAM_RD_ERR"] == 0 and c["SVLB_VOQ_DROP"] == 0 and c["TX_VQ_LATE"] == 0, c
    for q in range(2 * max_nodes(N)):   # every queue of the reset node drained
        await r.write("SVLB_QSEL", q)
        assert await r.read("SVLB_QOCC") == 0, q


def test_lp_nic_svlb_reset() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase="node_reset_with_dram_bursts_in_flight")
