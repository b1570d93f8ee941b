"""S-VLB on a fabric: NN lp_svlb_core nodes (DRAM queues, scheduler, next-hop FIFOs) with their own
DRAM models on an ideal round-robin slot fabric (sim/fabric/lp_svlb_fabric.sv).

Every host cell carries (src, dst, seq) in its header and a payload derived from them, so each
delivered cell is checked bit-exact, at the right node, exactly once. After the traffic stops the
fabric drains and every injected cell must have been delivered (zero loss). Every slot the testbench
samples every node's relay accounting and asserts held + granted <= Q for every destination (the
relay queue bound) and the fabric's error counters stay zero (receive overflow, queue drops,
misrouted or malformed cells, late slots, words spilling into the next slot).

Patterns (S-VLB and Sirius modes): uniform (random destinations), permutation (node i -> i+1, so one
destination per source: relaying is the only way past one cell per cycle), hot-spot (every node to
node 0: the destination's own slots are the bottleneck; admissible below 1/(NN-1) per source), incast
(bursts from all nodes to node 1 at once). Loads stay admissible: the injection rate is below what the
destination's slots can take. The overload test offers every node's cells to node 0 at a cell per
slot, NN - 1 times what node 0's slots can take: the host ports are back-pressured (s_axis_tready
low) and nothing is lost or corrupted.

OCS transitions (4 nodes): flows 0 -> 2 and 2 -> 0 at 0.8 cell/slot with light uniform background
traffic. For 20 slots the circuits are requested (the flows go over OTS: direct and relayed), for 45
more they are announced (OTS direct only: the relayed cells drain); then circuits 0 <-> 2 come up
mid-flow (new cells for them go to the OCS ports only); then they go down. test_ocs_transition
tears down as the protocol does: the teardown is announced (no new cells for the circuit), the OCS
FIFO drains, then the port stops. test_ocs_link_loss loses the
link while cells are still committed to it: they leave over OTS in their destination's slot (OCS
fallback). Both check zero loss, exactly-once, in order within every flow across the switch-overs,
and that the OCS ports carried the flows while up.
"""
from __future__ import annotations

import os

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath import hdl
from lightpath.svlb_fabric import SLOT_CLK, Fabric, fabric_params, scenario, start_fabric


async def scenario_checked(dut, pattern: str, sirius: int, load: float, cells: int, seed: int,
                           min_relay: float = 0.0, max_relay: float = 1.0) -> Fabric:
    f = await scenario(dut, pattern, sirius, load, cells, seed)
    frac = f.relayed / max(f.delivered, 1)
    assert min_relay <= frac <= max_relay, f"relayed fraction {frac:.2f} outside [{min_relay}, {max_relay}]"
    return f


@cocotb.test()
async def test_uniform_svlb(dut) -> None:
    # light uniform load: the destinations' own slots carry it, S-VLB relays (almost) nothing
    await scenario_checked(dut, "uniform", 0, 0.3, 40, 1, max_relay=0.1)


@cocotb.test()
async def test_permutation_svlb(dut) -> None:
    # one destination per source at 0.5 cell/slot: its direct slot gives 1/(NN-1), the rest is relayed
    await scenario_checked(dut, "permutation", 0, 0.5, 40, 2, min_relay=0.1)


@cocotb.test()
async def test_hotspot_svlb(dut) -> None:
    # every source to node 0 at 3/4 of what node 0's slots from it can carry (admissible)
    nn = int(os.environ["LP_NN"])
    await scenario_checked(dut, "hotspot", 0, 0.75 / (nn - 1), 30, 3, max_relay=0.1)


@cocotb.test()
async def test_incast_svlb(dut) -> None:
    await scenario_checked(dut, "incast", 0, 1.0, 24, 4)


@cocotb.test()
async def test_uniform_sirius(dut) -> None:
    # plain VLB: most cells take two hops (the intermediate is a random node, the destination included)
    await scenario_checked(dut, "uniform", 1, 0.2, 30, 5, min_relay=0.3)


@cocotb.test()
async def test_permutation_sirius(dut) -> None:
    await scenario_checked(dut, "permutation", 1, 0.3, 30, 6, min_relay=0.25)


@cocotb.test()
async def test_hotspot_sirius(dut) -> None:
    # plain VLB to one destination: its own slots (one cell per slot from all sources) stay the bound
    nn = int(os.environ["LP_NN"])
    await scenario_checked(dut, "hotspot", 1, 0.5 / (nn - 1), 30, 10, min_relay=0.2)


@cocotb.test()
async def test_incast_sirius(dut) -> None:
    # bursts of 3 cells every 8 slots from a random subset of the sources, 0.8 cell/slot into node 1 on
    # average (admissible); at a burst from all 7 sources of 8 nodes every 8 slots (2.6 cells/slot),
    # plain VLB's relay waits fill node 1's resequencer and it closes gaps early (the bench's regime)
    nn = int(os.environ["LP_NN"])
    await scenario_checked(dut, "incast", 1, min(1.0, 0.8 * 8 / (3 * (nn - 1))), 24, 11, min_relay=0.2)


@cocotb.test()
async def test_overload(dut) -> None:
    # every node offers a cell every slot to node 0: NN - 1 times what node 0's slots can take; the
    # host ports are back-pressured, nothing is dropped, lost or corrupted
    f = await scenario(dut, "hotspot", 0, 1.0, 150, 7)   # more than a local queue (64 cells) holds
    assert f.backpressure > 1000, f"no host back-pressure under overload ({f.backpressure} clocks)"


# Lead time of a circuit's announcement, slots: a cell relayed before the announcement reaches the
# destination within cfg_req_max + Q + cfg_fill cycles (it leaves the sender in one of the next cfg_req_max slots to
# its relay and waits there behind at most Q + fill cells); 4 + 8 + 2 = 14 cycles of NN - 1 = 3 slots
# (docs/svlb.md, "OCS circuits in the NIC": the lead time rule).
ANN_SLOTS = 45


async def ocs_scenario(dut, link_loss: bool, seed: int) -> Fabric:
    f = await start_fabric(dut, 0, seed)
    rng = f.rng

    async def traffic(slots: int) -> None:
        for _ in range(slots):
            for src, dst in ((0, 2), (2, 0)):
                if rng.random() < 0.8:
                    f.offer(src, dst)
            for src in (1, 3):
                if rng.random() < 0.2:
                    f.offer(src, rng.choice([k for k in range(4) if k != src]))
            await ClockCycles(dut.clk, SLOT_CLK)

    tr = cocotb.start_soon(traffic(240))
    await ClockCycles(dut.clk, 20 * SLOT_CLK)  # circuits requested: S-VLB on OTS (relayed above sel_thr)
    f.ocs_dst[0], f.ocs_dst[2] = 2, 0
    f.ocs_ann = 0b0101
    f.set_ocs()                                # announced: OTS direct only, the relayed cells drain
    await ClockCycles(dut.clk, ANN_SLOTS * SLOT_CLK)
    assert not f.stats, f"OCS used before the circuits came up: {f.stats}"
    f.ocs_v = f.ocs_up = 0b0101
    f.ocs_ann = 0
    f.set_ocs()                                # effective: circuits 0 <-> 2 take the flows
    await ClockCycles(dut.clk, 100 * SLOT_CLK)
    at_down = dict(f.stats)
    if link_loss:
        f.ocs_up = 0                           # the light is gone; cells stay committed to the circuit
        f.set_ocs()
        await ClockCycles(dut.clk, 20 * SLOT_CLK)
        f.ocs_v = 0                            # the loss is noticed: back to S-VLB
        f.set_ocs()
    else:
        f.ocs_v = 0                            # teardown announced: no new cells for the circuits
        f.set_ocs()
        for _ in range(20 * SLOT_CLK):
            await FallingEdge(dut.clk)
            if f.ocs_pending(0) == 0 and f.ocs_pending(2) == 0:
                break
        assert f.ocs_pending(0) == 0 and f.ocs_pending(2) == 0, "OCS ports did not drain after the teardown"
        f.ocs_up = 0                           # the circuit goes down
        f.set_ocs()
    await tr
    await f.drain()
    assert not f.err, f"error events: {f.err}"
    assert f.disorder == 0, f"{f.disorder} cells delivered out of order within their flow"
    await f.check_demand()
    st = f.stats
    dut._log.info("OCS %s: %d cells delivered exactly once, in order; OCS port 0->2 %d, 2->0 %d cells, fallback %d; "
                  "relayed %d; resequencer held at most %d", "link loss" if link_loss else "transition",
                  f.delivered, st.get("ev_ocs_tx@0", 0), st.get("ev_ocs_tx@2", 0),
                  st.get("ev_ocs_fallback@0", 0) + st.get("ev_ocs_fallback@2", 0), f.relayed, f.reseq_max)
    for a, b in ((0, 2), (2, 0)):
        sent = st.get(f"ev_ocs_tx@{a}", 0)
        assert sent > 50, f"OCS port {a} -> {b} carried only {sent} cells while up"
        assert st.get(f"ev_ocs_rx@{b}", 0) == sent, f"OCS {a} -> {b}: {sent} sent, {st.get(f'ev_ocs_rx@{b}', 0)} delivered"
        if link_loss:  # nothing starts on a dark port (a cell under way when the light went finishes)
            assert sent <= at_down.get(f"ev_ocs_tx@{a}", 0) + 1, f"OCS port {a} sent after the link was lost"
    fb = st.get("ev_ocs_fallback@0", 0) + st.get("ev_ocs_fallback@2", 0)
    assert (fb > 0) if link_loss else (fb == 0), f"OCS fallback cells: {fb}"
    assert not any(st.get(f"ev_ocs_tx@{n}", 0) for n in (1, 3))
    return f


@cocotb.test()
async def test_ocs_transition(dut) -> None:
    await ocs_scenario(dut, False, 8)


@cocotb.test()
async def test_ocs_link_loss(dut) -> None:
    await ocs_scenario(dut, True, 9)


def test_lp_svlb_fabric4() -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(4), extra_env={"LP_NN": "4"})


def test_lp_svlb_fabric8() -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(8), extra_env={"LP_NN": "8"},
            testcase=["test_uniform_svlb", "test_permutation_svlb", "test_hotspot_svlb", "test_incast_svlb",
                      "test_uniform_sirius", "test_permutation_sirius", "test_hotspot_sirius", "test_incast_sirius"])
