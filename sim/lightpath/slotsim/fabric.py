"""The slot-level fabric: NN nodes on the AWGR's round-robin table, each with its S-VLB scheduler
(lightpath.slotsim.sched), DRAM queues, next-hop FIFOs and host source (docs/slotsim.md).

Time advances in clocks through an event queue, but the events are the per-slot ones of the RTL
(a slot start per slot, a header and a cell per slot and link, the datapath's few per cell), never the
words of a cell: the model costs a handful of Python calls per node and slot.

OCS circuits (docs/slotsim.md "OCS circuits"): each node has an OCS port whose state (`set_ocs`: the
scheduler's ocs_v and announcement, the port's up and its destination) a test or lightpath.slotsim.ocs
drives; the OCS FIFO streams cell after cell while the port is up, serves the slot to its head cell's
destination while it is not (fallback), and the far end's receive buffer feeds the resequencer's input
in turn with the slot path's cells, losing (and counting) a cell that finds it full.
"""

from __future__ import annotations

import heapq
import itertools
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from lightpath.model import rrtable
from lightpath.slotsim.reseq import Reseq
from lightpath.slotsim.sched import KIND_DIRECT, KIND_SECOND, Move, Sched, SchedCfg
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


@dataclass(slots=True)
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
    # OCS port (transmit)
    ocs_fifo: deque[Cell] = field(default_factory=deque)   # committed to the circuit, landed
    ocs_up: bool = False      # the port may start cells
    ocs_dst: int = 0          # where the port's light goes
    ocs_free: int = 0         # clock the port can start its next cell
    ocs_tx: int = 0           # cells sent on the port (ev_ocs_tx)
    ocs_fallback: int = 0     # OCS FIFO cells sent over OTS (ev_ocs_fallback)
    # OCS port (receive) and the resequencer's input
    ocs_rx: deque[Cell] = field(default_factory=deque)     # received whole, waiting for the input
    ocs_rx_held: int = 0      # cells in the receive buffer: from their first word to the end of their transfer
    ocs_rx_n: int = 0         # good cells received (ev_ocs_rx)
    ocs_rx_ovf: int = 0       # cells lost at a full receive buffer (ev_ocs_rx_ovf)
    rin_ots: deque[tuple[Cell, bool]] = field(default_factory=deque)   # slot-path cells waiting for the input
    rin_free: int = 0         # clock the resequencer's input is free again
    rin_last_ocs: bool = False    # the input's last cell came from the OCS buffer (they alternate)
    rin_at: int = -1          # clock of the input's scheduled retry


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
                             out=partial(self._deliver, nd), at=self.at_store, freed=partial(self._rin_try, nd))
        self.slot = slot0             # the table's slot is slot % cycle
        self.ev: list[tuple[int, int, int, Callable[..., None], tuple[Any, ...]]] = []
        self._seq = itertools.count()       # the events' order among equal clocks and priorities
        self.c = Counts()
        self.total_offered = 0
        self.total_delivered = 0
        self.total_lost = 0         # cells lost at a full OCS receive buffer
        self.ctl: Callable[[int], None] | None = None           # called at every slot's start with its number
        self.on_offer: Callable[[int, int, int], None] | None = None    # (src, dst, cells) the host offers
        self.in_window = False
        self.log: list[tuple[Cell, bool]] | None = None     # every delivered cell, when a test asks for it
        # the scan's constants, read in its inner loop
        self._n = n
        self._ids = cfg.sched.id_space
        self._op_clk = cfg.timing.op_clocks

    # ---- event queue
    def at(self, clk: int, prio: int, fn: Callable[..., None], *args: Any) -> None:
        heapq.heappush(self.ev, (clk, prio, next(self._seq), fn, args))

    def at_store(self, clk: int, fn: Callable[..., None], *args: Any) -> None:
        heapq.heappush(self.ev, (clk, P_STORE, next(self._seq), fn, args))

    def run_until(self, clk: int) -> None:
        ev = self.ev
        pop = heapq.heappop
        while ev and ev[0][0] < clk:
            e = pop(ev)
            e[3](*e[4])

    # ---- datapath
    def _move(self, nd: Node, now: int, mv: Move | None) -> None:
        """The mover: cells leave their DRAM queue in order and land in the FIFO one by one."""
        if mv is None:
            return
        q = (nd.relay if mv.from_relay else nd.local)[mv.dst]
        first, nxt = now + self.t.mv_first, self.t.mv_next
        ev, seq, push = self.ev, self._seq, heapq.heappush
        for _ in range(mv.cnt):
            cell = q.popleft()
            land = first if first > nd.mv_free else nd.mv_free
            nd.mv_free = land + nxt
            if mv.ocs:
                push(ev, (land, P_LAND, next(seq), self._land_ocs, (nd, cell, land)))
            else:
                push(ev, (land, P_LAND, next(seq), self._land, (nd, mv.hop, cell, mv.kind)))
        if self.in_window:
            self.c.dram_reads += mv.cnt

    def _op(self, nd: Node, now: int) -> None:
        """An event operation of lp_svlb whose input comes at `now`: its event FIFO shows it a clock later,
        and the sequencer, which starts an operation every `op_clocks` (a scan op whenever no event
        waits), takes it at the first start after that; the scan ops that start before run first."""
        t = nd.seq_t
        if t <= now:
            self._scan_to(nd, now)
            t = nd.seq_t
        nd.seq_t = (t if t > now + 1 else now + 1) + self._op_clk

    def _scan_to(self, nd: Node, now: int) -> None:
        """The scan ops that start by clock `now` (one index per operation, in the gaps the events leave)."""
        t = nd.seq_t
        if t > now:
            return
        op, n, ids = self._op_clk, self._n, self._ids
        i = nd.scan_i
        sc = nd.sched
        local, ttl = not sc.cfg.sirius, sc.cfg.ttl     # the local direct commit is S-VLB mode's
        rq, rec, rqc, unres = sc.rq, sc.rec, sc.rqc, sc.unres
        while t <= now:
            if i >= n:                      # ids without a node hold nothing: their ops only take time
                k = (now - t) // op + 1
                if k >= ids - i:
                    k = ids - i
                    i = 0
                else:
                    i += k
                t += k * op
                continue
            t += op
            j = i
            i = i + 1 if i + 1 < ids else 0
            # an op does something only on an expiry or with cells to commit (Sched.scan's cases)
            if rqc[j] or (unres[j] and local) or ((r := rq[j]) is not None and r[2] >= ttl) or \
                    ((g := rec[j]) is not None and g[2] >= ttl):
                mv = sc.scan(j)
                if mv is not None:
                    self._move(nd, t, mv)
        nd.seq_t = t
        nd.scan_i = i

    def _land(self, nd: Node, hop: int, cell: Cell, kind: int) -> None:
        nd.fifo[hop].append((cell, kind))

    def _land_ocs(self, nd: Node, cell: Cell, now: int) -> None:
        nd.ocs_fifo.append(cell)
        self._ocs_try(nd, now)

    # ---- OCS port
    def set_ocs(self, node: int, v: bool, up: bool, dst: int, ann: bool = False, now: int | None = None) -> None:
        """Node's OCS state, as lp_ocs_cfg drives it: `v` (the scheduler commits new cells for `dst` to
        the OCS FIFO), `up` (the port streams), `ann` (a circuit to `dst` announced: its cells are no
        longer relayed); `dst` is where the port's light goes. `now`: the clock (default: the slot's start
        about to be stepped)."""
        n = self.cfg.nodes
        if not 0 <= node < n:
            raise ValueError(f"OCS port of node {node}: the fabric has nodes 0..{n - 1}")
        if not 0 <= dst < n:
            raise ValueError(f"OCS circuit {node} -> {dst}: destination out of range 0..{n - 1}")
        if dst == node and (v or up or ann):
            raise ValueError(f"OCS circuit {node} -> {dst}: a circuit to itself")
        nd = self.nodes[node]
        if now is None:
            now = self.slot * self.t.slot
        if dst != nd.ocs_dst and (nd.ocs_fifo or nd.sched.occ_ocs or now < nd.ocs_free):
            raise ValueError(f"OCS port of node {node}: destination {nd.ocs_dst} -> {dst} while cells are "
                             "committed to it or under way (the port must be idle)")
        self._scan_to(nd, now - 1)      # the scan ops started before the change see the old state
        sc = nd.sched
        sc.ocs_v, sc.ocs_dst, sc.ann_v, sc.ann_dst = v, dst, ann, dst
        nd.ocs_up, nd.ocs_dst = up, dst
        self._ocs_try(nd, now)

    def _ocs_try(self, nd: Node, now: int) -> None:
        """The OCS port starts the OCS FIFO's head cell when it is up and free (a started cell finishes)."""
        if not (nd.ocs_up and nd.ocs_fifo) or now < nd.ocs_free:
            return
        cell = nd.ocs_fifo.popleft()
        if cell[1] != nd.ocs_dst:
            raise RuntimeError(f"node {nd.i}: a cell for {cell[1]} on the circuit to {nd.ocs_dst}")
        t = self.t
        nd.ocs_free = now + t.ocs_cell
        nd.ocs_tx += 1
        self.at(now + t.ocs_cell - 1, P_SENT, self._sent_ocs, nd, now + t.ocs_cell - 1)
        self.at(now + t.ocs_first, P_STORE, self._ocs_first, self.nodes[nd.ocs_dst], cell, now + t.ocs_first)
        self.at(nd.ocs_free, P_STORE, self._ocs_try, nd, nd.ocs_free)

    def _sent_ocs(self, nd: Node, now: int) -> None:
        self._op(nd, now)
        nd.sched.sent_ocs()

    def _ocs_first(self, nd: Node, cell: Cell, now: int) -> None:
        """A circuit cell's first word at the far end: room for it in the receive buffer, or lost."""
        if nd.ocs_rx_held >= self.t.ocs_rx_cells:
            nd.ocs_rx_ovf += 1
            self.total_lost += 1
            return
        nd.ocs_rx_held += 1
        end = now + self.t.ocs_end - self.t.ocs_first
        self.at(end, P_STORE, self._ocs_arrive, nd, cell, end)

    def _ocs_arrive(self, nd: Node, cell: Cell, now: int) -> None:
        nd.ocs_rx_n += 1
        nd.ocs_rx.append(cell)
        self._rin_try(nd, now)

    def _ocs_rx_free(self, nd: Node) -> None:
        nd.ocs_rx_held -= 1

    def _rin_try(self, nd: Node, now: int) -> None:
        """The resequencer's input: a whole cell at a time, the slot path's and the OCS buffer's in turn
        when both wait; an OCS cell only while no cell waits at the resequencer itself."""
        assert nd.reseq is not None
        if now < nd.rin_free:
            self._rin_later(nd)
            return
        ots = bool(nd.rin_ots)
        ocs = bool(nd.ocs_rx) and not nd.reseq.waiting
        if not (ots or ocs):
            return
        nd.rin_free = now + self.t.reseq_in
        if ocs and not (ots and nd.rin_last_ocs):
            nd.rin_last_ocs = True
            cell, relayed = nd.ocs_rx.popleft(), False
            self.at(nd.rin_free, P_STORE, self._ocs_rx_free, nd)
        else:
            nd.rin_last_ocs = False
            cell, relayed = nd.rin_ots.popleft()
        nd.reseq.push(cell, relayed, now)
        if nd.rin_ots or nd.ocs_rx:
            self._rin_later(nd)

    def _rin_later(self, nd: Node) -> None:
        """The input is tried again when it is free (once per free clock)."""
        t = nd.rin_free
        if nd.rin_at != t:
            nd.rin_at = t
            heapq.heappush(self.ev, (t, P_STORE, next(self._seq), self._rin_try, (nd, t)))

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
        nd.wr_free = free = now + self.t.voq_write
        if self.in_window:
            self.c.dram_writes += 1
        stored = now + self.t.voq_lat
        ev, seq = self.ev, self._seq
        heapq.heappush(ev, (stored, P_STORE, next(seq), self._stored, (nd, cell, rly, stored)))
        heapq.heappush(ev, (free, P_STORE, next(seq), self._voq_try, (nd, free)))

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
            if self.on_offer is not None:
                self.on_offer(src, dst, n)
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
        if self.ctl is not None:
            self.ctl(self.slot)                 # OCS changes take effect at the slot boundary
        k = self.slot % self.cycle
        ev, seq, push, nodes = self.ev, self._seq, heapq.heappush, self.nodes
        t_rx, t_end = t0 + t.hdr_fields, t0 + t.cell_end
        for nd in nodes:
            if nd.seq_t < t0:
                self._scan_to(nd, t0 - 1)   # the scan ops started before the slot's start see the state before it
            if k == 0:
                nd.sched.tick()
                assert nd.reseq is not None
                nd.reseq.tick(t0)
            h = nd.hops[k]
            ocs_fifo = nd.ocs_fifo
            fallback = not nd.ocs_up and bool(ocs_fifo) and ocs_fifo[0][1] == h and t0 >= nd.ocs_free
            if fallback:                    # the OCS FIFO's head cell leaves in its destination's slot
                nd.ocs_fallback += 1
                item: tuple[Cell, int] | None = (ocs_fifo.popleft(), KIND_DIRECT)
            else:
                f = nd.fifo[h]
                item = f.popleft() if f else None
            self._op(nd, t0)
            req, gnt, mv = nd.sched.header(h)
            if mv is not None:
                self._move(nd, t0, mv)
            if item is not None or req is not None or gnt is not None:
                # a second-hop cell's fields are not handed to the receiver's scheduler (docs/svlb.md,
                # "Whose request/answer a header carries"): they are lost
                if item is None or item[1] != KIND_SECOND:
                    push(ev, (t_rx, P_RX, next(seq), self._rx, (nodes[h], nd.i, req, gnt, t_rx)))
            if item is not None:
                if fallback:
                    push(ev, (t_end, P_SENT, next(seq), self._sent_ocs, (nd, t_end)))
                else:
                    push(ev, (t_end, P_SENT, next(seq), self._sent, (nd, h, item[1], t_end)))
                push(ev, (t_end, P_STORE, next(seq), self._arrive, (nodes[h], item[0], item[1], t_end)))
            if t0 >= nd.wr_free:
                self._voq_try(nd, t0)
        for s in t.catch_up:        # the only events of their priority: one for all nodes keeps their order
            push(ev, (t0 + s, P_SCAN, next(seq), self._catch_up, (t0 + s,)))
        if offers:
            self.at(t0 + self.offer_clk, P_STORE, self.offer, offers, t0 + self.offer_clk)
        self.slot += 1
        self.run_until(self.slot * t.slot)

    def _catch_up(self, now: int) -> None:
        for nd in self.nodes:
            self._scan_to(nd, now)

    def _rx(self, nd: Node, src: int, req: tuple[int, int] | None, gnt: tuple[int, int] | None, now: int) -> None:
        self._op(nd, now)
        self._move(nd, now, nd.sched.rx(src, req, gnt))

    def _arrive(self, nd: Node, cell: Cell, kind: int, now: int) -> None:
        if cell[1] == nd.i:
            nd.rin_ots.append((cell, kind == KIND_SECOND))
            self._rin_try(nd, now)
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
        """Cells offered and neither delivered nor lost."""
        return self.total_offered - self.total_delivered - self.total_lost

    def census(self) -> int:
        """Cells found anywhere in the fabric: host queues, DRAM queues, FIFOs, receive and resequencing
        buffers, and the events carrying one (on the link, into or out of DRAM, out of the resequencer)."""
        n = 0
        for nd in self.nodes:
            assert nd.reseq is not None
            n += len(nd.host) + len(nd.rx_buf) + len(nd.reseq.waiting)
            n += sum(e is not None for e in nd.reseq.slot)
            n += sum(map(len, nd.local)) + sum(map(len, nd.relay)) + sum(map(len, nd.fifo))
            n += len(nd.ocs_fifo) + len(nd.ocs_rx) + len(nd.rin_ots)
        # a cell in a resequencer slot waiting for the output is in the slot until its _done event
        carriers = (self._land, self._land_ocs, self._stored, self._arrive, self._ocs_first, self._ocs_arrive)
        return n + sum(1 for e in self.ev if e[3] in carriers)

    def counts_reset(self, window: bool) -> Counts:
        for nd in self.nodes:       # the scan ops due before this slot counted on their side of the boundary
            self._scan_to(nd, self.slot * self.t.slot - 1)
        c, self.c = self.c, Counts()
        self.in_window = window
        return c
