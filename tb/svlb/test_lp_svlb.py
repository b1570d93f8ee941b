"""lp_svlb: the S-VLB scheduler (request/grant with threshold Q, relay accounting, FIFO commitment).

An operation-level Python model (`SvlbModel`, the semantics documented in docs/svlb.md) is driven with
the same events as the RTL. The engine serialises its operations and scans in the background, so the
testbench gives every event time to settle (all scan work done) before the next one and then compares
every status array, every header answer, the cells moved per (queue, FIFO) and every event counter.

- test_granter: Q bound, partial grant, refusal, arrivals, the close of a previous grant, expiry.
- test_requester: selective threshold, request size caps, grant -> mv, partial grant returns cells,
  stale and mismatched grants counted, expiry of an unanswered request, OCS-direct commitment.
- test_random_svlb / test_random_sirius: random event mixes (5 % malformed) against the model with
  random mv_ready back-pressure; the invariant held + iss <= Q is checked after every event.
- test_event_burst: every event source in the same clock (the priority order is the model's order),
  then an overflow of one event FIFO: every lost event is counted (cells conserved minus ovf).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.flow import hdl

N = 16
ME = 3
SETTLE = 320  # clocks: three full background scans (16 ops x 4 clocks each) plus mv back-pressure
EVENTS = ("req_sent", "req_rx", "req_bad", "refused", "gnt_sent", "gnt_rx", "gnt_bad", "rq_expired",
          "rec_expired", "rly_unexp", "acct_err", "evt_ovf")
M8, M16, M24 = 0xFF, 0xFFFF, 0xFFFFFF


@dataclass
class Cfg:
    en: int = 1
    sirius: int = 0
    nodes: int = 12
    q: int = 6
    sel_thr: int = 2
    req_max: int = 5
    fill: int = 2
    fifo_cells: int = 8
    ttl: int = 3
    ocs_v: int = 0
    ocs_dst: int = 0
    ann_v: int = 0
    ann_dst: int = 0


@dataclass
class Ent:
    d: int
    n: int
    age: int = 0


@dataclass
class SvlbModel:
    cfg: Cfg
    unres: list[int] = field(default_factory=lambda: [0] * N)
    occ: list[int] = field(default_factory=lambda: [0] * N)
    prel: list[int] = field(default_factory=lambda: [0] * N)
    rqc: list[int] = field(default_factory=lambda: [0] * N)
    held: list[int] = field(default_factory=lambda: [0] * N)
    iss: list[int] = field(default_factory=lambda: [0] * N)
    occ_ocs: int = 0
    rq: list[Ent | None] = field(default_factory=lambda: [None] * N)
    rec: list[Ent | None] = field(default_factory=lambda: [None] * N)
    ans: list[Ent | None] = field(default_factory=lambda: [None] * N)
    rr: int = 0
    ev: dict[str, int] = field(default_factory=lambda: dict.fromkeys(EVENTS, 0))
    mv: dict[tuple[int, int, int, int], int] = field(default_factory=dict)  # (relay, dst, ocs, hop) -> cells

    def id_ok(self, x: int) -> bool:
        return x < self.cfg.nodes and x != ME and x < N

    def thr(self) -> int:
        return 0 if self.cfg.sirius else self.cfg.sel_thr

    def ocs_is(self, d: int) -> bool:
        return not self.cfg.sirius and bool(self.cfg.ocs_v) and self.cfg.ocs_dst == d

    def no_relay(self, d: int) -> bool:
        """S-VLB mode: d has a circuit, effective or announced: its local cells are not relayed."""
        c = self.cfg
        return self.ocs_is(d) or (not c.sirius and bool(c.ann_v) and c.ann_dst == d)

    def elig(self, d: int) -> bool:
        return self.id_ok(d) and self.unres[d] > self.thr() and not self.no_relay(d)

    def _mv(self, relay: int, d: int, ocs: int, hop: int, k: int) -> None:
        key = (relay, d, ocs, hop)
        self.mv[key] = self.mv.get(key, 0) + k

    def hdr(self, h: int) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        c = self.cfg
        iv, i = self.id_ok(h), h % N
        allow = [self.elig(k) and (bool(c.sirius) if k == i else (self.rq[i] is None and self.prel[i] == 0))
                 for k in range(N)]
        req = None
        cand = [k for k in range(N) if allow[k]]
        if cand:
            hi = [k for k in cand if k >= self.rr]
            d = (hi or cand)[0]
            avail = self.unres[d] - self.thr() if self.unres[d] > self.thr() and (d == i or not self.no_relay(d)) else 0
            n = min(avail, c.req_max, max(c.fifo_cells - self.occ[i], 0))
            if c.en and iv and n > 0:
                self.unres[d] -= n
                self.occ[i] += n
                if d == i:
                    self._mv(0, d, 0, i, n)
                else:
                    self.rq[i] = Ent(d, n)
                    req = (d, n)
                    self.ev["req_sent"] += 1
                self.rr = (d + 1) % N
        gnt = None
        a = self.ans[i]
        if iv and a is not None:
            gnt = (a.d, a.n)
            self.ans[i] = None
            self.ev["gnt_sent"] += 1
        return req, gnt

    def rx(self, src: int, req: tuple[int, int] | None, gnt: tuple[int, int] | None) -> None:
        iv, i = self.id_ok(src), src % N
        if req is not None:
            rd, rn = req
            if not iv or not (self.id_ok(rd) and rd != src) or rn == 0:
                self.ev["req_bad"] += 1
            else:
                d = rd % N
                own = 0 if self.cfg.sirius else self.unres[d]   # S-VLB: this node's own uncommitted cells for d
                g = min(max(self.cfg.q - min(self.held[d] + self.iss[d] + own, M16), 0), rn)
                self.ev["req_rx"] += 1
                self.ev["refused"] += g == 0
                old = self.rec[i]
                self.ans[i] = Ent(d, g)
                self.iss[d] = (self.iss[d] + g) & M16
                if old is not None:
                    self.iss[old.d] = (self.iss[old.d] - old.n) & M16
                self.rec[i] = Ent(d, g) if g else None
        if gnt is not None:
            gd, gn = gnt
            r = self.rq[i]
            if iv and r is not None and r.d == gd and gn <= r.n:
                self.ev["gnt_rx"] += 1
                self.rq[i] = None
                self.unres[r.d] += r.n - gn
                self.occ[i] -= r.n - gn
                self.prel[i] += gn
                if gn:
                    self._mv(0, r.d, 0, i, gn)
            else:
                self.ev["gnt_bad"] += 1

    def rly(self, src: int, dst: int) -> None:
        iv, i = self.id_ok(src), src % N
        if not self.id_ok(dst):
            self.ev["acct_err"] += 1
            return
        d = dst % N
        self.held[d] += 1
        self.rqc[d] += 1
        r = self.rec[i]
        if iv and r is not None and r.d == d and r.n:
            self.iss[d] -= 1
            r.n -= 1
            r.age = 0
            if r.n == 0:
                self.rec[i] = None
        else:
            self.ev["rly_unexp"] += 1

    def sent(self, hop: int, kind: int, ocs: int) -> None:
        if ocs:
            if self.occ_ocs == 0:
                self.ev["acct_err"] += 1
            else:
                self.occ_ocs -= 1
            return
        i = hop % N
        res = e.n if (e := self.rq[i]) is not None else 0
        if (not self.id_ok(hop) or self.occ[i] == res or (kind == 1 and self.prel[i] == 0)
                or (kind == 2 and self.held[i] == 0) or kind == 3):
            self.ev["acct_err"] += 1
            return
        self.occ[i] -= 1
        if kind == 1:
            self.prel[i] -= 1
        if kind == 2:
            self.held[i] -= 1

    def loc(self, d: int) -> None:
        if self.id_ok(d):
            self.unres[d % N] += 1
        else:
            self.ev["acct_err"] += 1

    def tick(self) -> None:
        for e in self.rq + self.rec:
            if e is not None:
                e.age = min(e.age + 1, 255)

    def scan(self, i: int) -> bool:
        c = self.cfg
        iv = self.id_ok(i)
        r = self.rq[i]
        if r is not None and r.age >= c.ttl:
            self.ev["rq_expired"] += 1
            self.rq[i] = None
            self.unres[r.d] += r.n
            self.occ[i] -= r.n
            return True
        g = self.rec[i]
        if g is not None and g.age >= c.ttl:
            self.ev["rec_expired"] += 1
            self.rec[i] = None
            self.iss[g.d] = (self.iss[g.d] - g.n) & M16
            return True
        # the fill counts committed cells only (space a pending request reserves holds no cell yet),
        # bounded by the FIFO's room
        cells = self.occ[i] - (r.n if r is not None else 0)
        room = min(max(c.fill - cells, 0), max(c.fifo_cells - self.occ[i], 0))
        if c.en and iv and self.rqc[i] and room:
            k = min(self.rqc[i], room)
            self.rqc[i] -= k
            self.occ[i] += k
            self._mv(1, i, 0, i, k)
            return True
        ocs_here = self.ocs_is(i)
        if c.en and iv and not c.sirius and not ocs_here and self.unres[i] and room:
            k = min(self.unres[i], room)
            self.unres[i] -= k
            self.occ[i] += k
            self._mv(0, i, 0, i, k)
            return True
        oroom = max(c.fill - self.occ_ocs, 0)
        if c.en and iv and ocs_here and self.unres[i] and oroom:
            k = min(self.unres[i], oroom)
            self.unres[i] -= k
            self.occ_ocs += k
            self._mv(0, i, 1, i, k)
            return True
        return False

    def settle(self) -> None:
        while any([self.scan(i) for i in range(N)]):
            pass


def unpack(v: int, n: int, w: int) -> list[int]:
    return [(v >> (w * k)) & ((1 << w) - 1) for k in range(n)]


class Tb:
    def __init__(self, dut, cfg: Cfg, rng: random.Random, p_ready: float = 1.0) -> None:
        self.dut = dut
        self.cfg = cfg
        self.m = SvlbModel(cfg)
        self.rng = rng
        self.p_ready = p_ready
        self.ev = dict.fromkeys(EVENTS, 0)
        self.mv: dict[tuple[int, int, int, int], int] = {}
        self.trail: list[tuple] = []  # recent events, for failure messages
        self.hdrs: list[tuple[int, tuple[int, int] | None, tuple[int, int] | None]] = []

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for s in ("tick", "loc_add_v", "loc_add_dst", "rly_in_v", "rly_in_src", "rly_in_dst", "sent_v", "sent_ocs",
                  "sent_hop", "sent_kind", "rx_v", "rx_src", "rx_req_v", "rx_req_dst", "rx_req_cnt", "rx_gnt_v",
                  "rx_gnt_dst", "rx_gnt_cnt", "hdr_req_v", "hdr_req_hop"):
            getattr(d, s).value = 0
        d.cfg_node.value = ME
        self.apply_cfg()
        d.mv_ready.value = 1
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self.monitor())

    def apply_cfg(self) -> None:
        c, d = self.cfg, self.dut
        for k in ("en", "sirius", "nodes", "q", "sel_thr", "req_max", "fill", "fifo_cells", "ttl", "ocs_v", "ocs_dst",
                  "ann_v", "ann_dst"):
            getattr(d, "cfg_" + k).value = getattr(c, k)

    async def monitor(self) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk)
            for e in EVENTS:
                if int(getattr(d, "ev_" + e).value):
                    self.ev[e] += 1
            if int(d.hdr_v.value):
                req = ((int(d.hdr_vlb_req_dst.value), int(d.hdr_vlb_req_cnt.value)) if int(d.hdr_vlb_req_v.value)
                       else None)
                gnt = ((int(d.hdr_vlb_gnt_dst.value), int(d.hdr_vlb_gnt_cnt.value)) if int(d.hdr_vlb_gnt_v.value)
                       else None)
                self.hdrs.append((int(d.hdr_hop.value), req, gnt))
            ready = int(self.rng.random() < self.p_ready)
            d.mv_ready.value = ready
            if ready and int(d.mv_valid.value):
                key = (int(d.mv_from_relay.value), int(d.mv_dst.value), int(d.mv_ocs.value), int(d.mv_hop.value))
                self.mv[key] = self.mv.get(key, 0) + int(d.mv_cnt.value)

    async def pulse(self, **sig: int) -> None:
        d = self.dut
        await FallingEdge(d.clk)
        for k, v in sig.items():
            getattr(d, k).value = v
        await FallingEdge(d.clk)
        for k in sig:
            if k.endswith("_v") or k == "tick":
                getattr(d, k).value = 0
        await ClockCycles(d.clk, 4, rising=False)  # datapath events are tens of clocks apart

    # events, applied to the RTL and the model -------------------------------------------------
    async def loc(self, dst: int) -> None:
        self.trail.append(("loc", dst))
        self.m.loc(dst)
        await self.pulse(loc_add_v=1, loc_add_dst=dst)

    async def hdr(self, hop: int) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
        self.trail.append(("hdr", hop))
        exp = self.m.hdr(hop)
        n0 = len(self.hdrs)
        await self.pulse(hdr_req_v=1, hdr_req_hop=hop)
        for _ in range(60):  # 9 clocks plus any mv back-pressure
            if len(self.hdrs) > n0:
                break
            await FallingEdge(self.dut.clk)
        assert len(self.hdrs) == n0 + 1, "no header answer"
        got = self.hdrs[-1]
        assert got == (hop, *exp), f"header for hop {hop}: RTL {got[1:]} model {exp}"
        return exp

    async def rx(self, src: int, req: tuple[int, int] | None = None, gnt: tuple[int, int] | None = None) -> None:
        self.trail.append(("rx", src, req, gnt))
        self.m.rx(src, req, gnt)
        await self.pulse(rx_v=1, rx_src=src, rx_req_v=int(req is not None), rx_req_dst=req[0] if req else 0,
                         rx_req_cnt=req[1] if req else 0, rx_gnt_v=int(gnt is not None),
                         rx_gnt_dst=gnt[0] if gnt else 0, rx_gnt_cnt=gnt[1] if gnt else 0)

    async def rly(self, src: int, dst: int) -> None:
        self.trail.append(("rly", src, dst))
        self.m.rly(src, dst)
        await self.pulse(rly_in_v=1, rly_in_src=src, rly_in_dst=dst)

    async def sent(self, hop: int, kind: int, ocs: int = 0) -> None:
        self.trail.append(("sent", hop, kind, ocs))
        self.m.sent(hop, kind, ocs)
        await self.pulse(sent_v=1, sent_hop=hop, sent_kind=kind, sent_ocs=ocs)

    async def tick(self) -> None:
        self.trail.append(("tick",))
        self.m.tick()
        await self.pulse(tick=1)

    async def settle_check(self) -> None:
        await ClockCycles(self.dut.clk, SETTLE)
        self.m.settle()
        self.check()

    def state(self) -> dict[str, Any]:
        d = self.dut
        return dict(
            unres=unpack(int(d.st_unres.value), N, 24), occ=unpack(int(d.st_occ.value), N, 8),
            prel=unpack(int(d.st_prel.value), N, 8), rqc=unpack(int(d.st_rqc.value), N, 16),
            held=unpack(int(d.st_held.value), N, 16), iss=unpack(int(d.st_iss.value), N, 16),
            occ_ocs=int(d.st_occ_ocs.value))

    def check(self) -> None:
        m = self.m
        got = self.state()
        want = dict(unres=m.unres, occ=m.occ, prel=m.prel, rqc=m.rqc, held=m.held, iss=m.iss, occ_ocs=m.occ_ocs)
        for k, v in want.items():
            assert got[k] == v, f"{k}: RTL {got[k]} model {v}; last events {self.trail[-6:]}"
        assert self.ev == m.ev, f"events: RTL {self.ev} model {m.ev}"
        assert {k: v for k, v in self.mv.items() if v} == {k: v for k, v in m.mv.items() if v}, \
            f"moves: RTL {self.mv} model {m.mv}"
        for d in range(N):
            assert m.held[d] + m.iss[d] <= m.cfg.q or m.ev["rly_unexp"], f"Q bound broken for {d}"


async def make(dut, cfg: Cfg | None = None, seed: int = 1, p_ready: float = 1.0) -> Tb:
    tb = Tb(dut, cfg or Cfg(), random.Random(seed), p_ready)
    await tb.start()
    return tb


@cocotb.test()
async def test_granter(dut) -> None:
    tb = await make(dut, Cfg(q=6))
    # requester 5 asks for 4 cells to destination 7: Q - 0 = 6 -> all 4 granted
    await tb.rx(5, req=(7, 4))
    await tb.settle_check()
    assert tb.m.iss[7] == 4
    assert await tb.hdr(5) == (None, (7, 4))
    assert await tb.hdr(5) == (None, None), "an answer goes out once"
    # requester 6 asks for 5 to destination 7: only Q - iss = 2 left -> partial grant
    await tb.rx(6, req=(7, 5))
    await tb.settle_check()
    assert tb.m.iss[7] == 6 and (await tb.hdr(6))[1] == (7, 2)
    # a third requester is refused (0 cells), counted
    await tb.rx(8, req=(7, 1))
    await tb.settle_check()
    assert (await tb.hdr(8))[1] == (7, 0) and tb.ev["refused"] == 1
    # two of 5's cells arrive: iss -> held, the relay queue gets them and they are committed to FIFO 7
    await tb.rly(5, 7)
    await tb.rly(5, 7)
    await tb.settle_check()
    assert tb.m.held[7] == 2 and tb.m.iss[7] == 4 and tb.m.mv[(1, 7, 0, 7)] == 2
    # one leaves (second hop): held drops
    await tb.sent(7, 2)
    await tb.settle_check()
    assert tb.m.held[7] == 1
    # 5 asks again (new destination 9): its 2 missing cells for 7 are released
    await tb.rx(5, req=(9, 3))
    await tb.settle_check()
    assert tb.m.iss[7] == 2 and tb.m.iss[9] == 3
    # a cell nobody granted is held anyway and counted
    await tb.rly(10, 7)
    await tb.settle_check()
    assert tb.ev["rly_unexp"] == 1
    # malformed requests: own node, destination = requester, zero count, unknown node
    for src, req in ((5, (ME, 1)), (5, (5, 1)), (5, (9, 0)), (13, (9, 1)), (5, (12, 1))):
        await tb.rx(src, req=req)
    await tb.settle_check()
    assert tb.ev["req_bad"] == 5
    # grants unused for ttl ticks expire
    for _ in range(3):
        await tb.tick()
    await tb.settle_check()
    assert tb.ev["rec_expired"] >= 2 and tb.m.iss[9] == 0


@cocotb.test()
async def test_requester(dut) -> None:
    tb = await make(dut, Cfg(sel_thr=2, req_max=5, fill=2, fifo_cells=8))
    for _ in range(9):
        await tb.loc(6)
    await tb.settle_check()
    # the scan committed fill=2 cells direct to FIFO 6; 7 remain, 5 above the threshold
    assert tb.m.mv == {(0, 6, 0, 6): 2} and tb.m.unres[6] == 7
    req, _ = await tb.hdr(4)
    assert req == (6, 5)
    await tb.settle_check()
    # the 5 cells of space the request reserves in FIFO 4 do not stop the direct fill of FIFO 4:
    # its slot must not go empty while the answer is on its way (mutation: fill counted the reservation)
    for _ in range(3):
        await tb.loc(4)
    await tb.settle_check()
    assert tb.m.mv[(0, 4, 0, 4)] == 2 and tb.m.occ[4] == 7 and tb.m.unres[4] == 1
    # relay 4 grants 3 of 5: 2 return, 3 move to FIFO 4
    await tb.rx(4, gnt=(6, 3))
    await tb.settle_check()
    assert tb.m.mv[(0, 6, 0, 4)] == 3 and tb.m.prel[4] == 3 and tb.m.unres[6] == 4
    # while relay 4 still has granted cells, no new request to it
    assert (await tb.hdr(4))[0] is None
    for _ in range(3):
        await tb.sent(4, 1)
    await tb.settle_check()
    # stale grant (no request outstanding) and a grant bigger than asked are counted, ignored
    await tb.rx(4, gnt=(6, 1))
    req, _ = await tb.hdr(4)
    assert req == (6, 2)
    await tb.rx(4, gnt=(6, 3))
    await tb.rx(4, gnt=(5, 1))
    await tb.settle_check()
    assert tb.ev["gnt_bad"] == 3
    # unanswered request expires after ttl ticks: the cells come back
    for _ in range(3):
        await tb.tick()
    await tb.settle_check()
    assert tb.ev["rq_expired"] == 1 and tb.m.unres[6] == 4
    # a circuit to 6 announced (armed, not yet effective): no request for 6 any more, its cells still
    # go direct (mutation: the announcement ignored, relay 5 is asked for 6)
    tb.cfg.ann_v, tb.cfg.ann_dst = 1, 6
    tb.apply_cfg()
    await tb.settle_check()
    assert (await tb.hdr(5))[0] is None
    await tb.sent(6, 0)
    await tb.settle_check()
    assert tb.m.mv[(0, 6, 0, 6)] == 3
    tb.cfg.ann_v = 0
    tb.apply_cfg()
    await tb.settle_check()
    # an OCS circuit to 6: no relaying; local cells go to the OCS FIFO only
    tb.cfg.ocs_v, tb.cfg.ocs_dst = 1, 6
    tb.apply_cfg()
    await tb.settle_check()
    await tb.sent(6, 0)
    await tb.sent(6, 0)
    await tb.settle_check()
    assert tb.m.mv[(0, 6, 1, 6)] == 2 and tb.m.occ[6] == 0
    assert (await tb.hdr(5))[0] is None
    await tb.sent(0, 0, ocs=1)
    await tb.settle_check()
    assert tb.m.mv[(0, 6, 1, 6)] == 3
    # bad events are counted, not applied
    await tb.sent(9, 0)
    await tb.loc(ME)
    await tb.rly(4, 14)
    await tb.settle_check()
    assert tb.ev["acct_err"] == 3


async def random_run(dut, sirius: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    cfg = Cfg(sirius=sirius, nodes=12, q=6, sel_thr=2, req_max=5, fill=2, fifo_cells=8, ttl=3)
    tb = await make(dut, cfg, seed, p_ready=0.6)
    m = tb.m
    peers = [k for k in range(cfg.nodes) if k != ME]
    for _ in range(steps):
        r = rng.random()
        bad = rng.random() < 0.05
        if r < 0.30:
            await tb.loc(rng.randrange(16) if bad else rng.choice(peers))
        elif r < 0.50:
            await tb.hdr(rng.randrange(16) if bad else rng.choice(peers))
        elif r < 0.63:
            src = rng.randrange(16) if bad else rng.choice(peers)
            req = gnt = None
            if rng.random() < 0.6:
                req = (rng.randrange(16) if bad else rng.choice(peers), rng.randrange(0 if bad else 1, 9))
            rq = m.rq[src % N]
            if rq is not None and not bad and rng.random() < 0.8:
                gnt = (rq.d, rng.randrange(rq.n + 1))
            elif bad or req is None or rng.random() < 0.1:
                gnt = (rng.randrange(16), rng.randrange(4))  # stale or bogus
            await tb.rx(src, req, gnt)
        elif r < 0.75:
            open_ = [(s, e.d) for s, e in enumerate(m.rec) if e is not None]
            if open_ and not bad:
                await tb.rly(*rng.choice(open_))
            else:
                await tb.rly(rng.randrange(16), rng.randrange(16))
        elif r < 0.90:
            if m.occ_ocs and rng.random() < 0.3:
                await tb.sent(0, 0, ocs=1)
            else:
                cells = {}
                for h in range(N):
                    s2 = m.held[h] - m.rqc[h]
                    res = rq_h.n if (rq_h := m.rq[h]) is not None else 0
                    cells[h] = [1] * m.prel[h] + [2] * s2 + [0] * (m.occ[h] - m.prel[h] - s2 - res)
                hops = [h for h in range(N) if cells[h]]
                if hops and not bad:
                    h = rng.choice(hops)
                    await tb.sent(h, rng.choice(cells[h]))
                else:
                    await tb.sent(rng.randrange(16), rng.randrange(4))
        elif r < 0.97:
            await tb.tick()
        elif not sirius and rng.random() < 0.5:
            tb.cfg.ocs_v = int(not tb.cfg.ocs_v)
            tb.cfg.ocs_dst = rng.choice(peers)
            tb.apply_cfg()
        elif not sirius:
            tb.cfg.ann_v = int(not tb.cfg.ann_v)
            tb.cfg.ann_dst = rng.choice(peers)
            tb.apply_cfg()
        await tb.settle_check()
    dut._log.info("random (%s): events %s; moves %d cells", "sirius" if sirius else "svlb", tb.ev, sum(tb.mv.values()))
    for e in ("req_sent", "req_rx", "refused", "gnt_rx", "gnt_bad", "rq_expired", "rec_expired", "acct_err"):
        assert tb.ev[e] > 0, f"event {e} never happened in the random run"


@cocotb.test()
async def test_random_svlb(dut) -> None:
    await random_run(dut, sirius=0, seed=11, steps=500)


@cocotb.test()
async def test_random_sirius(dut) -> None:
    await random_run(dut, sirius=1, seed=12, steps=400)


@cocotb.test()
async def test_event_burst(dut) -> None:
    tb = await make(dut, Cfg(q=8, sel_thr=0))
    d = tb.dut
    # one of each event in the same clock; the engine takes them in priority order
    await tb.rx(5, req=(7, 2))
    await tb.settle_check()
    for _ in range(6):
        await FallingEdge(d.clk)
        exp_hdr = tb.m.hdr(5)
        tb.m.rx(6, (8, 1), None)
        tb.m.rly(5, 7)
        s_hop, s_kind = (7, 2) if tb.m.occ[7] and tb.m.held[7] else (9, 0)
        tb.m.sent(s_hop, s_kind, 0)
        tb.m.loc(9)
        vals = dict(hdr_req_v=1, hdr_req_hop=5, rx_v=1, rx_src=6, rx_req_v=1, rx_req_dst=8, rx_req_cnt=1,
                    rx_gnt_v=0, rly_in_v=1, rly_in_src=5, rly_in_dst=7, sent_v=1, sent_hop=s_hop,
                    sent_kind=s_kind, sent_ocs=0, loc_add_v=1, loc_add_dst=9)
        n0 = len(tb.hdrs)
        for k, v in vals.items():
            getattr(d, k).value = v
        await FallingEdge(d.clk)
        for k in ("hdr_req_v", "rx_v", "rly_in_v", "sent_v", "loc_add_v"):
            getattr(d, k).value = 0
        await ClockCycles(d.clk, 12)
        assert len(tb.hdrs) == n0 + 1 and tb.hdrs[-1] == (5, *exp_hdr), f"{tb.hdrs[n0:]} vs {exp_hdr}"
        await tb.settle_check()
    assert tb.ev["evt_ovf"] == 0
    # overflow: 12 local cells on consecutive clocks into a 4-deep FIFO served every 4 clocks
    before = sum(tb.state()["unres"]) + sum(tb.mv.get((0, k, 0, k), 0) for k in range(N))
    await FallingEdge(d.clk)
    d.loc_add_v.value = 1
    d.loc_add_dst.value = 10
    await ClockCycles(d.clk, 12, rising=False)
    d.loc_add_v.value = 0
    await ClockCycles(d.clk, SETTLE)
    after = sum(tb.state()["unres"]) + sum(tb.mv.get((0, k, 0, k), 0) for k in range(N))
    assert tb.ev["evt_ovf"] > 0, "no overflow counted"
    assert after - before == 12 - tb.ev["evt_ovf"], "lost local cells not equal to counted overflows"


def test_lp_svlb() -> None:
    hdl.run("lp_svlb_tb", __file__, {})
