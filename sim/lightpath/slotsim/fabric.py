"""The slot-level fabric: NN nodes on the AWGR's round-robin table, each with its S-VLB scheduler
(lightpath.slotsim.sched), DRAM queues, next-hop FIFOs and host source (docs/slotsim.md).

Time advances in clocks through an event queue, but the events are the per-slot ones of the RTL
(a slot start per slot, a header and a cell per slot and link, the datapath's few per cell), never the
words of a cell: the model costs a handful of Python calls per node and slot.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from lightpath.model import rrtable
from lightpath.slotsim.reseq import Reseq
from lightpath.slotsim.sched import KIND_SECOND, Move, Sched, SchedCfg
from lightpath.slotsim.timing import Timing

Cell = tuple[int, int, int]     # (source, final destination, seq of its flow)
Offer = tuple[int, int, int]    # (source, destination, cells)

# priorities of events at the same clock: cells landing in a FIFO before the slot start that reads it,
# then the order of lp_svlb's operations (received header > relay arrival or local cell > sent > scan; the
# header operation runs at the slot start itself)
P_LAND, P_RX, P_STORE, P_SENT, P_SCAN = range(5)


@dataclass(frozen=True)
class FabricCfg:
    sched: SchedCfg         # every node's scheduler configuration (its `node` set per node: node_cfg)
    local_cells: int
    reseq_cells: int
    reseq_ttl: int
    timing: Timing

    @property
    def nodes(self) -> int:
        return self.sched.nodes

    def node_cfg(self, node: int) -> SchedCfg:
        return replace(self.sched, node=node)


@dataclass
class Counts:
    """Cells per event kind since the last `Fabric.counts_reset` (the measured window)."""

    offered: int = 0
    delivered: int = 0
    relayed: int = 0            # delivered after two hops
    dram_writes: int = 0        # cells written into a DRAM queue (host and relay)
    dram_reads: int = 0         # cells read out of one by the mover
    out_of_order: int = 0       # delivered with a seq other than the next of its flow (the checker's rule)


@dataclass
class Node:
    i: int
    sched: Sched
    hops: list[int]                                  # slot of the cycle -> next hop
    local: list[deque[Cell]]                         # DRAM local queue per destination (stored cells)
    relay: list[deque[Cell]]                         # DRAM relay queue per destination
    fifo: list[deque[tuple[Cell, int]]]              # per next hop: (cell, kind) landed
    host: deque[Cell] = field(default_factory=deque)       # offered, not yet into lp_voq
    rx_buf: deque[Cell] = field(default_factory=deque)     # relay cells waiting for the lp_voq input
    wr_free: int = 0          # clock the lp_voq input is free again
    local_way: list[int] = field(default_factory=list)     # host cells on their way into each local queue
    mv_free: int = 0          # clock the mover's next cell can land
    seq: list[int] = field(default_factory=list)           # next seq per destination (the source's count)
    reseq: Reseq | None = None
    next_seq: dict[int, int] = field(default_factory=dict)  # the checker's expected seq per source
    relayed_in: int = 0       # first-hop cells this node stored as a relay
    seq_t: int = 0            # lp_svlb's sequencer: the clock its next operation can start
    scan_i: int = 0           # the background scan's next index


class Fabric:
    """NN nodes, one cycle of NN-1 slots (rrtable.generate: the tables lp_rr_table is loaded with)."""

    def __init__(self, cfg: FabricCfg, slot0: int = 0, offer_clk: int = 0) -> None:
        """`slot0`: the table's slot at the first step; `offer_clk`: the clock of the slot at which the
        host offers arrive (the RTL bench's phase of both against the fabric's slot grid is not recorded)."""
        self.cfg = cfg
        self.offer_clk = offer_clk
        self.t = cfg.timing
        tables = rrtable.generate(cfg.nodes, cfg.nodes)
        n = cfg.nodes
        self.cycle = len(tables[0])
        self.nodes = [Node(i=i, sched=Sched(cfg.node_cfg(i)),
                           hops=[e.dst for e in tables[i]],
                           local=[deque() for _ in range(n)], relay=[deque() for _ in range(n)],
                           fifo=[deque() for _ in range(n)], local_way=[0] * n, seq=[0] * n)
                      for i in range(n)]
        for nd in self.nodes:
            nd.reseq = Reseq(cells=cfg.reseq_cells, ttl=cfg.reseq_ttl, out_clocks=cfg.timing.reseq_out,
                             out=partial(self._deliver, nd), at=self.at_store)
        self.slot = slot0             # the table's slot is slot % cycle
        self.ev: list[tuple[int, int, int, Callable[..., None], tuple[Any, ...]]] = []
        self.seq = 0
        self.c = Counts()
        self.total_offered = 0
        self.total_delivered = 0
        self.in_window = False
        self.log: list[tuple[Cell, bool]] | None = None     # every delivered cell, when a test asks for it

    # ---- event queue
    def at(self, clk: int, prio: int, fn: Callable[..., None], *args: Any) -> None:
        self.seq += 1
        heapq.heappush(self.ev, (clk, prio, self.seq, fn, args))

    def at_store(self, clk: int, fn: Callable[..., None], *args: Any) -> None:
        self.at(clk, P_STORE, fn, *args)

    def run_until(self, clk: int) -> None:
        ev = self.ev
        while ev and ev[0][0] < clk:
            _, _, _, fn, args = heapq.heappop(ev)
            fn(*args)

    # ---- datapath
    def _move(self, nd: Node, now: int, mv: Move | None) -> None:
        """The mover: cells leave their DRAM queue in order and land in the FIFO one by one."""
        if mv is None:
            return
        q = (nd.relay if mv.from_relay else nd.local)[mv.dst]
        for _ in range(mv.cnt):
            cell = q.popleft()
            land = max(now + self.t.mv_first, nd.mv_free)
            nd.mv_free = land + self.t.mv_next
            if self.in_window:
                self.c.dram_reads += 1
            self.at(land, P_LAND, self._land, nd, mv.hop, cell, mv.kind)

    def _op(self, nd: Node, now: int) -> None:
        """An event operation of lp_svlb at `now`: the background scan ops that fit before it first (one
        index per operation, in the gaps the events leave), then the operation takes its turn."""
        self._scan_to(nd, now)
        nd.seq_t = max(nd.seq_t, now) + self.t.op_clocks

    def _scan_to(self, nd: Node, now: int) -> None:
        op, n, ids = self.t.op_clocks, self.cfg.nodes, self.cfg.sched.id_space
        while nd.seq_t + op <= now:
            i = nd.scan_i
            if i >= n:                      # ids without a node hold nothing: their ops only take time
                k = min(ids - i, (now - nd.seq_t) // op)
                nd.seq_t += k * op
                nd.scan_i = (i + k) % ids
                continue
            nd.seq_t += op
            nd.scan_i = (i + 1) % ids
            sc = nd.sched
            if sc.rq[i] is not None or sc.rec[i] is not None or sc.rqc[i] or (sc.unres[i] and not sc.cfg.sirius):
                self._move(nd, nd.seq_t, sc.scan(i))     # (an op with none of these does nothing)

    def _scan_event(self, nd: Node, now: int) -> None:
        self._scan_to(nd, now)

    def _land(self, nd: Node, hop: int, cell: Cell, kind: int) -> None:
        nd.fifo[hop].append((cell, kind))

    def _voq_try(self, nd: Node, now: int) -> None:
        """Start the next cell into lp_voq when its input is free: a relay cell first (the receive buffer
        is small), else the host's head cell if its local queue admits it."""
        if now < nd.wr_free:
            return
        cell: Cell
        if nd.rx_buf:
            cell = nd.rx_buf.popleft()
            rly = True
        elif nd.host:
            d = nd.host[0][1]
            if len(nd.local[d]) + nd.local_way[d] + 1 >= self.cfg.local_cells:
                return                      # back-pressure: retried at the next slot start
            cell = nd.host.popleft()
            nd.local_way[d] += 1
            rly = False
        else:
            return
        nd.wr_free = now + self.t.voq_write
        if self.in_window:
            self.c.dram_writes += 1
        self.at(now + self.t.voq_lat, P_STORE, self._stored, nd, cell, rly, now + self.t.voq_lat)
        self.at(nd.wr_free, P_STORE, self._voq_try, nd, nd.wr_free)

    def _stored(self, nd: Node, cell: Cell, rly: bool, now: int) -> None:
        self._op(nd, now)
        d = cell[1]
        if rly:
            nd.relayed_in += 1
            nd.relay[d].append(cell)
            nd.sched.rly_in(cell[0], d)
        else:
            nd.local_way[d] -= 1
            nd.local[d].append(cell)
            nd.sched.loc_add(d)

    # ---- per slot
    def offer(self, offers: Sequence[Offer], now: int) -> None:
        for src, dst, n in offers:
            nd = self.nodes[src]
            for _ in range(n):
                nd.host.append((src, dst, nd.seq[dst]))
                nd.seq[dst] += 1
            self.total_offered += n
            if self.in_window:
                self.c.offered += n
            self._voq_try(nd, now)

    def step(self, offers: Sequence[Offer] = ()) -> None:
        """One slot: its start (tick, FIFO reads, header operations), the offers, and every event up to
        the next slot's start."""
        t = self.t
        t0 = self.slot * t.slot
        self.run_until(t0 + 1)                  # cells landing by the slot start are read in it
        k = self.slot % self.cycle
        for nd in self.nodes:
            self._scan_to(nd, t0)           # the scan ops due before the slot's start see the state before it
            if k == 0:
                nd.sched.tick()
                assert nd.reseq is not None
                nd.reseq.tick(t0)
            h = nd.hops[k]
            item = nd.fifo[h].popleft() if nd.fifo[h] else None
            self._op(nd, t0)
            hdr = nd.sched.header(h)
            self._move(nd, t0, hdr.move)
            if item is not None or hdr.req is not None or hdr.gnt is not None:
                # a second-hop cell's fields are not handed to the receiver's scheduler (docs/svlb.md,
                # "Whose request/answer a header carries"): they are lost
                if item is None or item[1] != KIND_SECOND:
                    self.at(t0 + t.hdr_fields, P_RX, self._rx, self.nodes[h], nd.i, hdr.req, hdr.gnt,
                            t0 + t.hdr_fields)
            if item is not None:
                self.at(t0 + t.cell_end, P_SENT, self._sent, nd, h, item[1], t0 + t.cell_end)
                self.at(t0 + t.cell_end, P_STORE, self._arrive, self.nodes[h], item[0], item[1], t0 + t.cell_end)
            for s in t.catch_up:
                self.at(t0 + s, P_SCAN, self._scan_event, nd, t0 + s)
            self._voq_try(nd, t0)
        if offers:
            self.at(t0 + self.offer_clk, P_STORE, self.offer, offers, t0 + self.offer_clk)
        self.slot += 1
        self.run_until(self.slot * t.slot)

    def _rx(self, nd: Node, src: int, req: tuple[int, int] | None, gnt: tuple[int, int] | None, now: int) -> None:
        self._op(nd, now)
        self._move(nd, now, nd.sched.rx(src, req, gnt))

    def _arrive(self, nd: Node, cell: Cell, kind: int, now: int) -> None:
        if cell[1] == nd.i:
            assert nd.reseq is not None
            nd.reseq.push(cell, kind == KIND_SECOND, now)
        else:
            nd.rx_buf.append(cell)
            self._voq_try(nd, now)

    def _deliver(self, nd: Node, cell: Cell, relayed: bool, now: int) -> None:
        """A cell leaves the destination's resequencer (where the RTL bench's checker counts it)."""
        self.total_delivered += 1
        if self.log is not None:
            self.log.append((cell, relayed))
        want = nd.next_seq.get(cell[0], 0)
        nd.next_seq[cell[0]] = max(want, cell[2] + 1)
        if self.in_window:
            self.c.delivered += 1
            self.c.relayed += relayed
            self.c.out_of_order += cell[2] != want

    def _sent(self, nd: Node, h: int, kind: int, now: int) -> None:
        self._op(nd, now)
        nd.sched.sent(h, kind)

    # ---- state
    def in_system(self) -> int:
        """Cells offered and not yet delivered."""
        return self.total_offered - self.total_delivered

    def census(self) -> int:
        """Cells found anywhere in the fabric: host queues, DRAM queues, FIFOs, receive and resequencing
        buffers, and the events carrying one (on the link, into or out of DRAM, out of the resequencer)."""
        n = 0
        for nd in self.nodes:
            assert nd.reseq is not None
            n += len(nd.host) + len(nd.rx_buf) + len(nd.reseq.waiting)
            n += sum(e is not None for e in nd.reseq.slot)
            n += sum(map(len, nd.local)) + sum(map(len, nd.relay)) + sum(map(len, nd.fifo))
        # a cell in a resequencer slot waiting for the output is in the slot until its _done event
        carriers = (self._land, self._stored, self._arrive)
        return n + sum(1 for e in self.ev if e[3] in carriers)

    def counts_reset(self, window: bool) -> Counts:
        for nd in self.nodes:       # the scan ops due before this slot counted on their side of the boundary
            self._scan_to(nd, self.slot * self.t.slot)
        c, self.c = self.c, Counts()
        self.in_window = window
        return c
