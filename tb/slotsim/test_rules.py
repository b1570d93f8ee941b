"""The slot-level model's S-VLB and Sirius rules (lightpath.slotsim, docs/slotsim.md "Test plan"):
the scheduler's operations against the rules of docs/svlb.md, and cells through the model's fabric."""

from __future__ import annotations

import random

from lightpath.slotsim.fabric import Fabric
from lightpath.slotsim.run import fabric_cfg
from lightpath.slotsim.sched import KIND_DIRECT, KIND_FIRST, KIND_SECOND, Move, Sched

NODES = 4


def sched(node: int, sirius: bool = False) -> Sched:
    return Sched(fabric_cfg(NODES, sirius).node_cfg(node))


def run(fab: Fabric, slots: int, offers: dict[int, list[tuple[int, int, int]]] | None = None) -> None:
    for k in range(slots):
        fab.step((offers or {}).get(k, []))


def test_direct_slot_first() -> None:
    # S-VLB: a backlog up to the threshold is committed to the destination's own FIFO by the scan and
    # never requested from a relay
    s = sched(0)
    c = s.cfg
    for _ in range(c.sel_thr + c.fill):
        s.loc_add(2)
    assert s.scan(2) == Move(False, 2, 2, c.fill, KIND_DIRECT)
    assert s.unres[2] == c.sel_thr and s.occ[2] == c.fill
    for h in (1, 3):
        assert s.header(h).req is None
    # in the fabric: one cell each from node 0 to 2, spread out, all through the slot to 2
    fab = Fabric(fabric_cfg(NODES, False))
    fab.log = []
    run(fab, 60, {k: [(0, 2, 1)] for k in range(0, 40, 4)})
    assert len(fab.log) == 10 and not any(rly for _, rly in fab.log)
    assert all(nd.relayed_in == 0 for nd in fab.nodes)


def test_above_threshold_relayed() -> None:
    # the excess over sel_thr is requested from a relay in the slot to it, min(excess, req_max) cells; the
    # relay grants within Q (its held + issued + own cells for the destination), the answer moves the cells
    s, r = sched(0), sched(1)
    c = s.cfg
    backlog = c.fill + c.sel_thr + c.req_max + 1
    for _ in range(backlog):
        s.loc_add(2)
    s.scan(2)
    hdr = s.header(1)
    n = min(backlog - c.fill - c.sel_thr, c.req_max)
    assert hdr.req == (2, n) and hdr.move is None
    assert s.unres[2] == backlog - c.fill - n and s.occ[1] == n
    rest = backlog - c.fill - n - c.sel_thr
    assert s.header(3).req == (2, rest)     # what is left above the threshold goes to the next relay
    assert s.unres[2] == c.sel_thr
    for _ in range(c.q - 1):
        r.loc_add(2)                        # the relay's own cells for 2 leave room for one
    assert r.rx(0, hdr.req, None) is None
    assert r.ans[0] == (2, 1) and r.iss[2] == 1
    mv = s.rx(1, None, r.header(0).gnt)
    assert mv == Move(False, 2, 1, 1, KIND_FIRST)
    assert s.unres[2] == c.sel_thr + n - 1 and s.prel[1] == 1 and s.rq[1] is None and s.occ[1] == 1
    r.rly_in(0, 2)
    assert r.iss[2] == 0 and r.held[2] == 1 and r.rly_unexp == 0
    assert r.scan(2) == Move(True, 2, 2, 1, KIND_SECOND)
    # in the fabric: 0 -> 2 at a cell per slot, three times what the slot to 2 carries: relayed
    fab = Fabric(fabric_cfg(NODES, False))
    fab.log = []
    run(fab, 200, {k: [(0, 2, 1)] for k in range(60)})
    assert len(fab.log) == 60
    relayed = sum(rly for _, rly in fab.log)
    assert relayed >= 20, relayed
    assert fab.nodes[1].relayed_in and fab.nodes[3].relayed_in


def test_sirius_relays_through_a_random_node() -> None:
    # plain VLB: no threshold; the round-robin choice in the slot to h is among every destination with
    # cells, h included (then a direct commit), so cells for 2 leave through 1, 3 and 2 itself
    s = sched(0, sirius=True)
    s.loc_add(2)
    hdr = s.header(1)
    assert hdr.req == (2, 1) and hdr.move is None
    s.loc_add(3)
    hdr = s.header(3)
    assert hdr.req is None and hdr.move == Move(False, 3, 3, 1, KIND_DIRECT)
    fab = Fabric(fabric_cfg(NODES, True))
    fab.log = []
    rng = random.Random(5)
    run(fab, 400, {k: [(0, 2, 1)] for k in range(300) if rng.random() < 0.2})
    relayed = sum(rly for _, rly in fab.log)
    assert 0 < relayed < len(fab.log)
    assert fab.nodes[1].relayed_in > 5 and fab.nodes[3].relayed_in > 5
    assert fab.nodes[0].relayed_in == 0 and fab.nodes[2].relayed_in == 0


def test_conservation() -> None:
    # every offered cell is in the fabric (counted where it is) or delivered, at every slot, and the relay
    # queue bound holds; after the drain every cell was delivered exactly once; both modes, uniform
    # traffic above saturation
    for sirius in (False, True):
        fab = Fabric(fabric_cfg(NODES, sirius))
        fab.log = []
        rng = random.Random(3)
        offered = []
        q_peak = 0
        for k in range(600):
            offers = []
            if k < 400:
                for src in range(NODES):
                    if rng.random() < 0.95:
                        offers.append((src, rng.choice([d for d in range(NODES) if d != src]), 1))
            fab.step(offers)
            offered += offers
            assert fab.total_offered == fab.total_delivered + fab.census(), k
            # the relay queue bound (the RTL bench checks it every clock): held + granted <= Q
            peak = max(max(h + i for h, i in zip(nd.sched.held, nd.sched.iss, strict=True)) for nd in fab.nodes)
            assert peak <= fab.cfg.sched.q, (k, peak)
            q_peak = max(q_peak, peak)
        assert fab.census() == 0 and fab.total_delivered == fab.total_offered == len(offered)
        cells = [c for c, _ in fab.log]
        assert len(set(cells)) == len(cells)
        want = {(s, d) for s, d, _ in offered}
        assert {(s, d) for s, d, _ in cells} == want
        for nd in fab.nodes:
            assert sum(nd.sched.held) == sum(nd.sched.iss) == sum(nd.sched.unres) == 0
        assert q_peak >= fab.cfg.sched.q - 1, q_peak     # the bound is approached, so the check could fail


def test_grant_closed_by_next_request_and_expiry() -> None:
    # a requester asks again only once its grant is used up, so a new request releases what the old grant
    # still held; a grant nobody uses, and a request nobody answers, expire after ttl ticks
    r = sched(1)
    assert r.rx(0, (2, 4), None) is None and r.iss[2] == 4
    r.rly_in(0, 2)
    assert r.iss[2] == 3
    r.rx(0, (3, 2), None)
    assert r.iss[2] == 0 and r.iss[3] == 2
    for _ in range(r.cfg.ttl):
        r.tick()
    assert r.scan(0) is None and r.iss[3] == 0 and r.rec_expired == 1
    s = sched(0)
    for _ in range(8):
        s.loc_add(3)
    assert s.header(1).req == (3, 4) and s.unres[3] == 4
    for _ in range(s.cfg.ttl):
        s.tick()
    s.scan(1)
    assert s.rq[1] is None and s.unres[3] == 8 and s.occ[1] == 0 and s.rq_expired == 1
