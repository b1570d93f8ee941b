"""S-VLB on a fabric: NN lp_svlb_core nodes (DRAM queues, scheduler, next-hop FIFOs) with their own
DRAM models on an ideal round-robin slot fabric (sim/fabric/lp_svlb_fabric.sv).

Every host cell carries (src, dst, seq) in its header and a payload derived from them, so each
delivered cell is checked bit-exact, at the right node, exactly once. After the traffic stops the
fabric drains and every injected cell must have been delivered (zero loss). Every clock the bench top
checks every node's relay accounting, held + granted <= Q for every destination (the relay queue
bound), and counts every error event (receive overflow, queue drops, misrouted or malformed cells,
late slots, resequencer losses, words spilling into the next slot): all must stay zero. The cell
sources and checkers are RTL in the bench top (lightpath.env.svlb_fabric); test_checks_fire shows that
each of its checks fails a run when what it checks goes wrong.

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

The cocotb tests run as several pytest items (GROUPS4, GROUPS8), so that pytest-xdist can spread them.
"""
from __future__ import annotations

import inspect
import os

import cocotb
import pytest
from cocotb.triggers import FallingEdge, RisingEdge

from lightpath.env.svlb_fabric import HW, SLOT_CLK, Fabric, clocks, fabric_params, offer_slot, scenario, start_fabric
from lightpath.flow import hdl


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


async def count_svlb_anomalies(dut, nn: int, counts: dict[str, int]) -> None:
    """Count, every clock on every node, the scheduler's answers that match no request of ours
    (ev_gnt_bad) and the relay cells that arrive without an open grant (ev_rly_unexp)."""
    while True:
        await RisingEdge(dut.clk)
        for i in range(nn):
            u = dut.g_node[i].u_core.u_svlb
            for k in counts:
                counts[k] += int(getattr(u, k).value)


@cocotb.test()
async def test_cold_sirius(dut) -> None:
    # plain VLB from cold at a cell per slot per node (beyond its admissible load): relays forward
    # second-hop cells in most slots, and their headers carry the relay's own requests and answers
    # under the flow's source id; attributed to that source they close its open grant (its cells then
    # arrive unexpected, held + granted > Q) or answer a request it never made
    nn = int(os.environ["LP_NN"])
    f = await start_fabric(dut, 1, 23002)
    counts = {"ev_gnt_bad": 0, "ev_rly_unexp": 0}
    mon = cocotb.start_soon(count_svlb_anomalies(dut, nn, counts))
    for slot in range(200):
        offer_slot(f, "uniform", 1.0, slot)
        await clocks(dut, SLOT_CLK)
    await f.drain()   # every cell delivered, the relay queue bound held on every clock
    mon.cancel()
    assert counts == {"ev_gnt_bad": 0, "ev_rly_unexp": 0}, f"request/answer misattributed: {counts}"
    dut._log.info("cold Sirius at load 1.0: %d cells delivered, %d relayed, held + granted at most %d",
                  len(f.got), f.log_relayed, f.q_peak)


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
            await clocks(dut, SLOT_CLK)

    tr = cocotb.start_soon(traffic(240))
    await clocks(dut, 20 * SLOT_CLK)  # circuits requested: S-VLB on OTS (relayed above sel_thr)
    f.ocs_dst[0], f.ocs_dst[2] = 2, 0
    f.ocs_ann = 0b0101
    f.set_ocs()                                # announced: OTS direct only, the relayed cells drain
    await clocks(dut, ANN_SLOTS * SLOT_CLK)
    assert not f.stats, f"OCS used before the circuits came up: {f.stats}"
    f.ocs_v = f.ocs_up = 0b0101
    f.ocs_ann = 0
    f.set_ocs()                                # effective: circuits 0 <-> 2 take the flows
    await clocks(dut, 100 * SLOT_CLK)
    at_down = dict(f.stats)
    if link_loss:
        f.ocs_up = 0                           # the light is gone; cells stay committed to the circuit
        f.set_ocs()
        await clocks(dut, 20 * SLOT_CLK)
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
    f.check_errors()
    assert f.log_disorder == 0, f"{f.log_disorder} cells delivered out of order within their flow"
    await f.check_demand()
    st = f.stats
    dut._log.info("OCS %s: %d cells delivered exactly once, in order; OCS port 0->2 %d, 2->0 %d cells, fallback %d; "
                  "relayed %d; resequencer held at most %d", "link loss" if link_loss else "transition",
                  len(f.got), st.get("ev_ocs_tx@0", 0), st.get("ev_ocs_tx@2", 0),
                  st.get("ev_ocs_fallback@0", 0) + st.get("ev_ocs_fallback@2", 0), f.log_relayed, f.reseq_max)
    for a, b in ((0, 2), (2, 0)):
        sent = st.get(f"ev_ocs_tx@{a}", 0)
        assert sent > 50, f"OCS port {a} -> {b} carried only {sent} cells while up"
        assert st.get(f"ev_ocs_rx@{b}", 0) == sent, \
            f"OCS {a} -> {b}: {sent} sent, {st.get(f'ev_ocs_rx@{b}', 0)} delivered"
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


@cocotb.test()
async def test_checks_fire(dut) -> None:
    # Each check of the bench top and the harness fails a run when what it checks goes wrong (a fault
    # injected into what the checker sees, or a bound set below what the fabric needs).
    # a payload bit flipped at delivery: the checker's word compare
    f = await start_fabric(dut, 0, 20)
    f.inject(1, HW + 10, 5)
    await run_offers(f, [(0, 1)] * 3)
    with pytest.raises(AssertionError, match="payload of .* corrupted"):
        await f.drain(100)
    # the highest seq bit of a header flipped (word 0, bit 19): a cell that was never sent
    f = await start_fabric(dut, 0, 21)
    f.inject(2, 0, 19)
    await run_offers(f, [(1, 2)] * 3)
    with pytest.raises(AssertionError, match="never sent"):
        await f.drain(100)
    # seq 1 seen as 0 (word 0, bit 4): delivered twice (and out of order)
    f = await start_fabric(dut, 0, 22)
    await run_offers(f, [(3, 0)])
    while f.delivered < 1:
        await clocks(dut, SLOT_CLK)
    f.inject(0, 0, 4)
    await run_offers(f, [(3, 0)] * 2)
    with pytest.raises(AssertionError, match="delivered twice"):
        await f.drain(100)
    # a tracked cell for a node that does not exist: never delivered, and its host counts it
    f = await start_fabric(dut, 0, 23)
    await run_offers(f, [(1, 15), (1, 2)])
    with pytest.raises(AssertionError, match="1 cells never delivered"):
        await f.drain(40)
    with pytest.raises(AssertionError, match="ev_host_bad_dst"):
        f.check_errors()
    # the relay queue bound below what relaying uses (the fabric itself runs with Q = 8)
    f = await start_fabric(dut, 0, 24)
    dut.chk_q.value = 1
    for slot in range(40):
        offer_slot(f, "permutation", 0.5, slot)
        await clocks(dut, SLOT_CLK)
    await clocks(dut, 20 * SLOT_CLK)
    assert f.q_peak > 1, f"no relay queue held more than one cell (peak {f.q_peak}): the check below proves nothing"
    with pytest.raises(AssertionError, match=r"held \d+ \+ granted \d+ > Q=1"):
        await f.drain()
    # more offers than a source queues (512; a cell for node 15 takes 68 clocks): counted and refused
    f = await start_fabric(dut, 0, 25)
    await RisingEdge(dut.clk)
    for _ in range(600):
        f.offer(2, 15, track=False)
        await RisingEdge(dut.clk)
    with pytest.raises(AssertionError, match="node 2: offer queue overflow"):
        f.check_invariants()
    # a second offer of one node in the same clock is refused (the source takes one per clock)
    with pytest.raises(RuntimeError, match="second offer within one clock"):
        f.offer(0, 1)
        f.offer(0, 2)
    # an offer the source cannot carry: a destination beyond the id space, four cells at once
    with pytest.raises(ValueError, match="destination 0..15"):
        f.offer(1, 16)
    with pytest.raises(ValueError, match="1..3 cells"):
        f.offer(1, 2, 4)


async def run_offers(f: Fabric, offers: list[tuple[int, int]]) -> None:
    """Offer (src, dst) cells one per slot."""
    for src, dst in offers:
        f.offer(src, dst)
        await clocks(f.dut, SLOT_CLK)


# pytest items: groups of the cocotb tests above, one simulation each (pytest-xdist spreads them)
GROUPS4 = {
    "patterns": ["test_uniform_svlb", "test_permutation_svlb", "test_hotspot_svlb", "test_incast_svlb",
                 "test_uniform_sirius", "test_permutation_sirius", "test_hotspot_sirius", "test_incast_sirius"],
    "overload-ocs": ["test_overload", "test_ocs_transition", "test_ocs_link_loss", "test_checks_fire"],
    "cold-sirius": ["test_cold_sirius"],
}
GROUPS8 = {  # the overload, OCS and self tests need 4 nodes only; so do S-VLB's uniform and hot-spot cases,
    # which relay (almost) nothing: at 8 nodes S-VLB runs the cases whose relaying grows with the nodes, and
    # the Sirius baseline the two it is compared with there
    "svlb": ["test_permutation_svlb", "test_incast_svlb"],
    "sirius": ["test_permutation_sirius", "test_incast_sirius"],
}


def test_groups_cover_every_case() -> None:
    # every cocotb test of this file (the test_* objects that are not plain functions) runs in a 4-node group
    cases = {n for n, v in globals().items() if n.startswith("test_") and not inspect.isfunction(v)}
    grouped = [t for g in GROUPS4.values() for t in g]
    assert sorted(grouped) == sorted(cases), f"ungrouped: {cases - set(grouped)}, unknown: {set(grouped) - cases}"
    assert all(t in cases for g in GROUPS8.values() for t in g)


@pytest.mark.parametrize("group", list(GROUPS4))
def test_lp_svlb_fabric4(group: str) -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(4), extra_env={"LP_NN": "4"}, testcase=GROUPS4[group])


@pytest.mark.parametrize("group", list(GROUPS8))
def test_lp_svlb_fabric8(group: str) -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(8), extra_env={"LP_NN": "8"}, testcase=GROUPS8[group])
