"""OCS circuits in the slot-level model (lightpath.slotsim.ocs, docs/slotsim.md "OCS circuits"): a
circuit decided by the MEPC model from the nodes' requests is lit only from the keeper's effective slot
(decision + WSS time + one cycle), takes the flow's cells off the OTS slots while it stands, goes dark
at its REMOVE's effective slot; the engine's choice is lightpath.model.mepc's; a destination that
receives a circuit and full OTS slots loses (and counts) circuit cells; bad input is refused."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from lightpath.model import mepc
from lightpath.slotsim.fabric import Fabric
from lightpath.slotsim.ocs import Ocs, OcsCfg
from lightpath.slotsim.run import fabric_cfg
from lightpath.slotsim.sched import KIND_DIRECT, Move

NODES = 4


def fabric() -> Fabric:
    return Fabric(fabric_cfg(NODES, False))


def port_cap(fab: Fabric) -> int:
    """Cells the OCS port carries in one round-robin cycle."""
    return fab.cycle * fab.t.slot // fab.t.ocs_cell


def control(fab: Fabric, reconf: int, age_max: int = 3, cap: int | None = None) -> Ocs:
    return Ocs(fab, OcsCfg(arbiter=0, q=2, age_max=age_max, cap=cap or port_cap(fab), reconf_slots=reconf))


def flow_1_3(fab: Fabric, ocs: Ocs, slots: int, until: int, trace: list[tuple[bool, int, bool]] | None = None) -> None:
    """Node 1 offers a cell to node 3 in every slot before `until`; per slot (at its end) the port's
    state, the cells it sent and whether node 1 has a request open to a relay for 3."""
    for g in range(slots):
        fab.step([(1, 3, 1)] if g < until else [])
        if trace is not None:
            nd = fab.nodes[1]
            trace.append((nd.ocs_up, nd.ocs_tx, any(r is not None and r[0] == 3 for r in nd.sched.rq)))


def test_circuit_lit_from_effective_slot() -> None:
    # the request reaches the arbiter, the keeper decides at a cycle boundary, the ADD is announced at
    # node 1 (no more relaying for 3) and the port streams exactly from eff = decision + WSS time + a cycle
    effs = {}
    for reconf in (6, 24):
        fab = fabric()
        ocs = control(fab, reconf)
        trace: list[tuple[bool, int, bool]] = []
        flow_1_3(fab, ocs, 80, 80, trace)
        (span,) = ocs.spans
        assert (span.src, span.dst) == (1, 3) and span.decided % fab.cycle == 0
        assert span.eff == span.decided + reconf + fab.cycle
        eff = span.eff
        assert all(not up and tx == 0 for up, tx, _ in trace[:eff])
        assert all(up for up, _, _ in trace[eff:])
        assert trace[-1][1] > 20
        # announced from the arbiter's next slot to node 1 (within a cycle) on: no request to a relay for 3
        # once those open at the announcement are answered (a cycle)
        assert not any(rq for _, _, rq in trace[span.decided + 2 * fab.cycle:])
        assert [ocs.lit(1, g) for g in (eff - 1, eff)] == [None, 3]
        effs[reconf] = eff
    assert effs[24] - effs[6] == 18


def test_cells_on_circuit_not_ots() -> None:
    # the scheduler: with the circuit up, local cells for its destination go to the OCS FIFO only
    fab = fabric()
    s = fab.nodes[1].sched
    for _ in range(5):
        s.loc_add(3)
    s.ocs_v, s.ocs_dst = True, 3
    assert s.scan(3) == Move(False, 3, 3, s.cfg.fill, KIND_DIRECT, ocs=True)
    assert s.occ[3] == 0 and s.occ_ocs == s.cfg.fill
    assert all(s.header(h).req is None for h in (0, 2))     # never relayed
    # in the fabric: while the circuit stands, no cell of 1 -> 3 in an OTS FIFO or a relay queue, and
    # every cell it carried arrives; after the drain every cell is delivered
    fab = fabric()
    ocs = control(fab, 6)
    fab.log = []
    ots_while_up = 0
    for g in range(120):
        fab.step([(1, 3, 1)] if g < 100 else [])
        if ocs.spans and g >= ocs.spans[0].eff + 2 * fab.cycle:
            ots_while_up += sum(c[:2] == (1, 3) for f in fab.nodes[1].fifo for c, _ in f)
            ots_while_up += sum(c[:2] == (1, 3) for nd in fab.nodes for q in nd.relay for c in q)
    while fab.in_system():
        fab.step()
    assert ots_while_up == 0
    assert fab.nodes[1].ocs_tx > 50 and fab.nodes[3].ocs_rx_n == fab.nodes[1].ocs_tx
    assert fab.total_delivered == fab.total_offered == 100 and fab.total_lost == 0
    delivered = [c for c, _ in fab.log if c[:2] == (1, 3)]
    assert sorted(c[2] for c in delivered) == list(range(100))
    assert all(a[2] < b[2] for a, b in zip(delivered, delivered[1:]))      # in order across the switch


def test_remove_darkens() -> None:
    # the flow stops: its request ages out, the keeper removes the circuit at the next cycle boundary,
    # node 1 stops committing to it at the next slot after the REMOVE reaches it, and the port is dark
    # from the REMOVE's effective slot; cells for 3 then take OTS again
    fab = fabric()
    ocs = control(fab, 6, age_max=2)
    trace: list[tuple[bool, int, bool]] = []
    flow_1_3(fab, ocs, 90, 40, trace)
    (span,) = ocs.spans
    assert span.end is not None and span.end > 40
    removal = next(d for d in ocs.decisions if d.slot > span.decided)
    assert span.end == removal.slot + 6 + fab.cycle
    assert all(up for up, _, _ in trace[span.eff:span.end]) and not any(up for up, _, _ in trace[span.end:])
    assert trace[span.end - 1][1] == trace[-1][1]       # nothing sent on the port once dark
    assert ocs.lit(1, span.end - 1) == 3 and ocs.lit(1, span.end) is None
    assert not fab.nodes[1].sched.ocs_v
    before = fab.nodes[1].ocs_tx
    fab.log = []
    for g in range(60):                 # a cell a cycle, below q: no new request
        fab.step([(1, 3, 1)] if g < 30 and g % fab.cycle == 0 else [])
    assert fab.nodes[1].ocs_tx == before and len(fab.log) == 10 and fab.in_system() == 0


def test_mepc_choice_matches_model() -> None:
    # a demand matrix (cells per cycle) whose requests all reach the collector before the first decision:
    # the keeper's circuits are the engine model's choice on that table, here the optimum
    fab = fabric()
    cap = 16
    ocs = control(fab, 6, age_max=4, cap=cap)
    demand = {(1, 2): 6, (2, 1): 5, (3, 1): 4}

    def offers(v: dict[tuple[int, int], int]) -> list[tuple[int, int, int]]:
        return [(s, d, n) for (s, d), n in v.items()]

    for g in range(30):
        fab.step(offers(demand) if g % fab.cycle == 0 else [])
    first = ocs.decisions[0]
    assert {(s, d): x for s, d, x in first.rows} == demand
    model = mepc.engine(NODES, first.rows, cap)
    assert first.added == {s: d for s, (d, _) in model.match.items()} == {1: 2, 2: 1}
    cands = [(s, d, x) for (s, d), x in demand.items()]
    assert model.total == mepc.exact(NODES, cands).total
    # job isolation: a heavier request into 2 does not take a live circuit's port
    demand[(3, 2)] = 9
    del demand[(3, 1)]
    for g in range(30):
        fab.step(offers(demand) if g % fab.cycle == 0 else [])
    standing = [sp for sp in ocs.spans if sp.end is None]
    assert {(sp.src, sp.dst) for sp in standing} == {(1, 2), (2, 1)}
    for d in ocs.decisions:
        got = mepc.engine(NODES, d.rows, cap, d.lock_s, d.lock_d)
        assert d.added == {s: x for s, (x, _) in got.match.items()}
        assert not any((d.lock_s >> s) & 1 or (d.lock_d >> x) & 1 for s, x in d.added.items())
    # the weights are min(cap, volume): with a circuit's capacity below a request's volume the engine's
    # augmentation swaps 1 -> 2 for the pair 1 -> 3, 3 -> 2, as the optimum of the capped weights does
    reqs = ((1, 2, 9), (1, 3, 4), (3, 2, 4))
    for c, want in ((16, {1: 2}), (5, {1: 3, 3: 2})):
        fab = fabric()
        ocs = control(fab, 6, cap=c)
        for r in reqs:
            ocs.take(*r)
        fab.step()                      # slot 0, a cycle boundary: the decision
        assert ocs.decisions[0].added == want
        best = mepc.exact(NODES, [(s, d, min(c, x)) for s, d, x in reqs])
        assert {reqs[i][0]: reqs[i][1] for i in best.chosen} == want


def test_ocs_rx_overflow_counted() -> None:
    # a circuit streaming into node 3 while its OTS slots are full: the delivery path takes one word per
    # clock, the circuit cannot be paused, so its receive buffer overflows; each lost cell is counted.
    # A fill of 8 lets the port stream back to back (with 2, the commit loop gives about a cell a slot).
    cfg = fabric_cfg(NODES, False)
    fab = Fabric(replace(cfg, sched=replace(cfg.sched, fill=8)))
    fab.set_ocs(1, v=True, up=True, dst=3)
    for g in range(200):
        fab.step([(1, 3, 2), (0, 3, 1), (2, 3, 1)] if g < 100 else [])
    while fab.in_system():
        fab.step()
    lost = sum(nd.ocs_rx_ovf for nd in fab.nodes)
    assert lost > 0 and lost == fab.nodes[3].ocs_rx_ovf == fab.total_lost
    assert fab.total_delivered + lost == fab.total_offered
    assert fab.nodes[3].ocs_rx_n + lost == fab.nodes[1].ocs_tx


def test_bad_input_refused() -> None:
    fab = fabric()
    with pytest.raises(ValueError, match="a circuit to itself"):
        fab.set_ocs(2, v=True, up=True, dst=2)
    with pytest.raises(ValueError, match=r"node 4: the fabric has nodes 0\.\.3"):
        fab.set_ocs(4, v=True, up=True, dst=1)
    with pytest.raises(ValueError, match=r"destination out of range 0\.\.3"):
        fab.set_ocs(1, v=True, up=True, dst=7)
    with pytest.raises(ValueError, match=r"arbiter node 5: the fabric has nodes 0\.\.3"):
        Ocs(fab, OcsCfg(arbiter=5))
    ocs = Ocs(fab, OcsCfg())
    with pytest.raises(ValueError, match="not a circuit of 4 nodes"):
        ocs.take(1, 1, 3)
    with pytest.raises(ValueError, match="not a circuit of 4 nodes"):
        ocs.take(1, 9, 3)
    # the port's destination changes only while the port is idle
    fab.set_ocs(1, v=True, up=False, dst=3)
    fab.nodes[1].ocs_fifo.append((1, 3, 0))
    with pytest.raises(ValueError, match="must be idle"):
        fab.set_ocs(1, v=True, up=True, dst=2)


def test_conservation_with_changing_circuits() -> None:
    # the demand moves between two permutations every 100 slots: circuits are removed and decided again;
    # at every slot every offered cell is delivered or found in the fabric (the OCS FIFOs, ports and
    # receive buffers included), no two lit circuits share a source or a destination, and after the
    # drain every cell is delivered once, in order within its flow
    fab = fabric()
    ocs = control(fab, 6, age_max=2)
    fab.log = []
    rng = random.Random(3)
    for g in range(600):
        shift = 1 if (g // 100) % 2 == 0 else 2
        fab.step([(s, (s + shift) % NODES, 1) for s in range(NODES) if g < 500 and rng.random() < 0.7])
        assert fab.census() == fab.in_system(), g
        lit = [(s, ocs.lit(s, g)) for s in range(NODES) if ocs.lit(s, g) is not None]
        assert len({d for _, d in lit}) == len(lit), (g, lit)
    while fab.in_system():
        fab.step()
    assert len(ocs.spans) > 8 and sum(nd.ocs_tx for nd in fab.nodes) > 300
    # a removed circuit's ports take no new circuit until it is dark (its REMOVE's eff)
    for dec in ocs.decisions:
        for sp in ocs.spans:
            if sp.end is not None and sp.end - 6 - fab.cycle <= dec.slot < sp.end:
                assert all(s != sp.src and x != sp.dst for s, x in dec.added.items()), (dec, sp)
    assert fab.total_lost == 0 and len(fab.log) == fab.total_offered
    last: dict[tuple[int, int], int] = {}
    for (s, d, q), _ in fab.log:
        assert q == last.get((s, d), -1) + 1, (s, d, q)
        last[(s, d)] = q
