"""4- and 8-node fabrics (sim/fabric/lp_fabric<N>.sv; the 8-node run is part of `make bench`): uniform
all-to-all traffic of scapy frames through the cyclic AWGR with the round-robin table; every frame
arrives exactly once, intact and in order per flow, with interleaved cells of all sources at every
receiver."""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import RisingEdge

from lightpath.env.fabric import FABRIC4_PARAMS, Fabric, flow_of, tagged_frame
from lightpath.flow import hdl


@cocotb.test()
async def uniform_all_to_all(dut) -> None:
    n = sum(1 for i in range(16) if hasattr(dut, f"n{i}_m_axis_tdata"))  # nodes of this fabric top
    fab = Fabric(dut, n)
    await fab.start()
    await fab.configure()
    rng = random.Random(100 + n)
    per_flow = 3 if n <= 4 else 2
    sent: dict[tuple[int, int], list[bytes]] = {}
    orders = []
    for src in range(n):
        order = [dst for dst in range(n) if dst != src for _ in range(per_flow)]
        rng.shuffle(order)
        orders.append(order)
    seqs: dict[tuple[int, int], int] = {}
    for i in range(len(orders[0])):
        for src in range(n):
            dst = orders[src][i]
            k = seqs.get((src, dst), 0)
            seqs[(src, dst)] = k + 1
            f = tagged_frame(rng, src, dst, k)
            sent.setdefault((src, dst), []).append(f)
            await fab.send(src, f, dst=dst)
    await fab.wait_idle(limit=2_000_000)
    got: dict[tuple[int, int], list[bytes]] = {}
    for dst in range(n):
        sink = fab.nodes[dst].sink
        assert sink is not None
        while not sink.empty():
            f = bytes((await sink.recv()).tdata)
            s, d, _ = flow_of(f)
            assert d == dst, "frame delivered to the wrong node"
            got.setdefault((s, d), []).append(f)
    counts = {k: (len(sent[k]), len(got.get(k, []))) for k in sent}
    cnt = [await fab.counters(i) for i in range(n)]
    for i, c in enumerate(cnt):
        dut._log.info("node %d: %s", i, {k: v for k, v in c.items() if v})
    assert all(a == b for a, b in counts.values()), counts
    assert got == sent  # exactly once, intact, in order per flow
    for i in range(n):
        c = await fab.counters(i)
        assert all(v == 0 for k, v in c.items() if "DROP" in k), (i, c)
        assert c["RX_FRAMES"] == per_flow * (n - 1) and c["TX_FRAMES[0]"] == per_flow * (n - 1), (i, c)
    assert dut.corrupt_words.value.to_unsigned() == 0 and dut.collision_words.value.to_unsigned() == 0


@cocotb.test()
async def fake_cells_to_arbiter(dut) -> None:
    """Node 0 (the time-sync master) is the arbiter: in every arbiter slot without a data cell the
    others send a fake cell (header only), so the arbiter hears from every node every cycle; data still
    arrives intact, fakes go to the arbiter only, and every fake sent is received and counted."""
    n = sum(1 for i in range(16) if hasattr(dut, f"n{i}_m_axis_tdata"))
    arb = 0
    others = range(1, n)
    fab = Fabric(dut, n)
    await fab.start()
    await fab.configure()
    for i in others:
        await fab.nodes[i].regs.write_fields("ARBITER", node_id=arb, fake_en=1)
    sink = fab.nodes[arb].sink
    assert sink is not None
    rng = random.Random(9)
    sent = []
    for k in range(4):
        f = tagged_frame(rng, 1, arb, k)
        sent.append(f)
        await fab.send(1, f, dst=arb)
    for _ in range(200_000):  # fakes keep the line busy: wait for the frames themselves
        await RisingEdge(dut.clk)
        if sink.count() == len(sent):
            break
    for _ in range(3 * (n - 1) * 71):  # three more round-robin cycles of fakes only
        await RisingEdge(dut.clk)
    for i in others:
        await fab.nodes[i].regs.write_fields("ARBITER", fake_en=0)
    for _ in range(2 * (n - 1) * 71):  # let the last fakes land
        await RisingEdge(dut.clk)
    got = []
    while not sink.empty():
        got.append(bytes((await sink.recv()).tdata))
    assert got == sent
    c = [await fab.counters(i) for i in range(n)]
    fakes_sent = sum(c[i]["TX_FAKE"] for i in range(n))
    assert c[arb]["TX_FAKE"] == 0
    assert fakes_sent >= 3 * (n - 1), c
    assert c[arb]["RX_FAKE"] == fakes_sent, (c[arb], fakes_sent)
    assert all(c[i]["RX_FAKE"] == 0 for i in others)
    assert all(v == 0 for ci in c for k, v in ci.items() if "DROP" in k)


# The 8-node run of uniform_all_to_all (lp_fabric8) is done by `make bench` (part 4), which builds that
# fabric anyway: its build alone is ~10 minutes of the 2-core CI machine (docs/toolchain.md).
@pytest.mark.parametrize("case", ["uniform_all_to_all", "fake_cells_to_arbiter"])
def test_lp_fabric_n(case: str) -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase=case)
