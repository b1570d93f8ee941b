"""One node's S-VLB scheduler at operation level: the counts and rules of rtl/svlb/lp_svlb.sv.

Each method is one lp_svlb operation (header request, received header, relay arrival, sent cell, local
cell, background scan op, ageing tick) and applies the RTL's S3 decision to the counts; the ones that
move cells return a `Move` for the datapath (lightpath.slotsim.fabric). Names follow docs/svlb.md
("Counts"). Malformed inputs are never produced by the model's datapath, so the RTL's `ev_*_bad` and
`ev_acct_err` paths are reduced to what the fabric can reach (a relay cell without an open grant is
counted in `rly_unexp`, an answer without its request in `gnt_bad`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

KIND_DIRECT, KIND_FIRST, KIND_SECOND = 0, 1, 2   # lp_hop_fifos' kind tag of a cell in a next-hop FIFO


@dataclass(frozen=True)
class SchedCfg:
    """lp_svlb_cfg_t fields the model uses (docs/svlb.md "Configuration")."""

    node: int
    nodes: int
    id_space: int       # lp_svlb's N: the round-robin pointer runs over it
    sirius: bool
    q: int
    sel_thr: int
    req_max: int
    fill: int
    fifo_cells: int
    ttl: int


class Move(NamedTuple):
    """`mv` command: `cnt` cells from local VOQ (or relay queue) `dst` to the FIFO of `hop` (or, with `ocs`,
    to the OCS FIFO), tagged `kind`."""

    from_relay: bool
    dst: int
    hop: int
    cnt: int
    kind: int
    ocs: bool = False


class Header(NamedTuple):
    """The request and answer fields a header operation puts into the slot to `hop` (None: no field)."""

    req: tuple[int, int] | None     # (destination, cells)
    gnt: tuple[int, int] | None     # (destination, cells granted)
    move: Move | None               # Sirius: the intermediate is the destination, a direct commit


@dataclass(slots=True)
class Sched:
    cfg: SchedCfg
    unres: list[int] = field(default_factory=list)
    occ: list[int] = field(default_factory=list)
    prel: list[int] = field(default_factory=list)
    rqc: list[int] = field(default_factory=list)
    held: list[int] = field(default_factory=list)
    iss: list[int] = field(default_factory=list)
    rq: list[list[int] | None] = field(default_factory=list)    # per relay: [dst, cnt, age]
    rec: list[list[int] | None] = field(default_factory=list)   # per requester: [dst, remaining, age]
    ans: list[tuple[int, int] | None] = field(default_factory=list)
    ptr: int = 0            # lp_rr_arb's pointer
    rly_unexp: int = 0
    gnt_bad: int = 0
    refused: int = 0
    rq_expired: int = 0
    rec_expired: int = 0
    # the OCS circuit as lp_svlb_cfg_t states it (set by the datapath: Fabric.set_ocs)
    ocs_v: bool = False     # the circuit takes new cells for ocs_dst
    ocs_dst: int = 0
    ann_v: bool = False     # a circuit to ann_dst is announced (armed, not yet effective)
    ann_dst: int = 0
    occ_ocs: int = 0        # cells committed to the OCS FIFO and not yet sent (st_ocs_pend)
    # lp_rr_arb's order of the node ids from each pointer (the ids without a node are never eligible)
    order: list[tuple[int, ...]] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = self.cfg.id_space
        for name in ("unres", "occ", "prel", "rqc", "held", "iss"):
            setattr(self, name, [0] * n)
        self.rq = [None] * n
        self.rec = [None] * n
        self.ans = [None] * n
        nodes = self.cfg.nodes
        self.order = [(*range(min(p, nodes), nodes), *range(min(p, nodes))) for p in range(n)]

    # ---- helpers
    def _valid(self, i: int) -> bool:
        return i < self.cfg.nodes and i != self.cfg.node

    def _ocs_here(self, d: int) -> bool:
        """S-VLB mode: local cells for d go to the OCS FIFO only."""
        return not self.cfg.sirius and self.ocs_v and self.ocs_dst == d

    # ---- operations
    def tick(self) -> None:
        for lst in (self.rq, self.rec):
            for e in lst:
                if e is not None and e[2] < 255:
                    e[2] += 1

    def header(self, h: int) -> Header:
        """Header operation for the slot to hop h: a request (or, in Sirius mode, a direct commit when the
        round-robin choice is h itself) and the answer owed to h."""
        c = self.cfg
        sirius = c.sirius
        thr = 0 if sirius else c.sel_thr
        free = self.rq[h] is None and self.prel[h] == 0
        unres = self.unres
        d = None
        if sirius or free:          # else nothing is allowed: h itself only in Sirius mode, the others only free
            # lp_rr_arb over the id space, from the pointer: only node ids can be eligible
            me = c.node
            # S-VLB mode: a destination with a circuit, effective or announced: its local cells are not relayed
            no1 = self.ocs_dst if self.ocs_v and not sirius else -1
            no2 = self.ann_dst if self.ann_v and not sirius else -1
            for k in self.order[self.ptr]:
                if k != me and unres[k] > thr and k != no1 and k != no2 and (sirius if k == h else free):
                    d = k
                    break
        req = None
        move = None
        if d is not None and h < c.nodes and h != c.node:
            avail = unres[d] - thr if unres[d] > thr else 0
            n = min(avail, c.req_max, max(c.fifo_cells - self.occ[h], 0))
            if n:
                unres[d] -= n
                self.occ[h] += n
                if d == h:
                    move = Move(False, d, h, n, KIND_DIRECT)
                else:
                    self.rq[h] = [d, n, 0]
                    req = (d, n)
                self.ptr = 0 if d >= c.id_space - 1 else d + 1
        gnt = self.ans[h]
        self.ans[h] = None
        return Header(req, gnt, move)

    def rx(self, s: int, req: tuple[int, int] | None, gnt: tuple[int, int] | None) -> Move | None:
        """Request and answer fields of a header from s (its own slot to this node)."""
        c = self.cfg
        move = None
        if req is not None:
            d, n = req
            if self._valid(s) and self._valid(d) and d != s and n:
                own = 0 if c.sirius else self.unres[d]
                room = max(c.q - (self.held[d] + self.iss[d] + own), 0)
                g = min(room, n)
                self.refused += g == 0
                old = self.rec[s]
                self.ans[s] = (d, g)
                self.rec[s] = [d, g, 0] if g else None
                self.iss[d] += g
                if old is not None:
                    self.iss[old[0]] -= old[1]      # a new request closes the previous grant
        if gnt is not None:
            gd, g = gnt
            r = self.rq[s]
            if r is not None and r[0] == gd and g <= r[1]:
                self.rq[s] = None
                self.unres[gd] += r[1] - g
                self.occ[s] -= r[1] - g
                self.prel[s] += g
                if g:
                    move = Move(False, gd, s, g, KIND_FIRST)
            else:
                self.gnt_bad += 1
        return move

    def rly_in(self, s: int, d: int) -> None:
        """A first-hop cell from s for d was stored in relay queue d."""
        self.held[d] += 1
        self.rqc[d] += 1
        r = self.rec[s]
        if r is not None and r[0] == d and r[1]:
            self.iss[d] -= 1
            r[1] -= 1
            r[2] = 0
            if r[1] == 0:
                self.rec[s] = None
        else:
            self.rly_unexp += 1

    def sent(self, h: int, kind: int) -> None:
        self.occ[h] -= 1
        if kind == KIND_FIRST:
            self.prel[h] -= 1
        elif kind == KIND_SECOND:
            self.held[h] -= 1

    def sent_ocs(self) -> None:
        """A cell of the OCS FIFO left (on the circuit, or over OTS as a fallback)."""
        self.occ_ocs -= 1

    def loc_add(self, d: int) -> None:
        self.unres[d] += 1

    def scan(self, i: int) -> Move | None:
        """One background scan op on index i: request expiry, grant expiry, second-hop commit, local
        direct commit (S-VLB mode, not for the circuit's destination), OCS commit (the circuit's
        destination: up to `fill` cells in the OCS FIFO), in that order of precedence. The RTL's scan
        visits the indices in turn; the model sweeps the node ids (the others hold no state) at fixed
        offsets in the slot."""
        c = self.cfg
        r = self.rq[i]
        if r is not None and r[2] >= c.ttl:
            self.rq_expired += 1
            self.rq[i] = None
            self.unres[r[0]] += r[1]
            self.occ[i] -= r[1]
            return None
        g = self.rec[i]
        if g is not None and g[2] >= c.ttl:
            self.rec_expired += 1
            self.rec[i] = None
            self.iss[g[0]] -= g[1]
            return None
        if i >= c.nodes or i == c.node:
            return None
        # the fill room: up to `fill` committed cells (a pending request's reserved space not counted),
        # within the FIFO's room
        occ = self.occ[i]
        room = c.fill - (occ - (r[1] if r is not None else 0))
        if room < 0:
            room = 0
        elif room > c.fifo_cells - occ:
            room = max(c.fifo_cells - occ, 0)
        if self.rqc[i] and room:
            n = min(self.rqc[i], room)
            self.rqc[i] -= n
            self.occ[i] += n
            return Move(True, i, i, n, KIND_SECOND)
        ocs = self._ocs_here(i)
        if not c.sirius and not ocs and self.unres[i] and room:
            n = min(self.unres[i], room)
            self.unres[i] -= n
            self.occ[i] += n
            return Move(False, i, i, n, KIND_DIRECT)
        ocs_room = max(c.fill - self.occ_ocs, 0)
        if ocs and self.unres[i] and ocs_room:
            n = min(self.unres[i], ocs_room)
            self.unres[i] -= n
            self.occ_ocs += n
            return Move(False, i, i, n, KIND_DIRECT, ocs=True)
        return None
