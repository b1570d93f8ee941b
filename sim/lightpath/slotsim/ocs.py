"""OCS circuits decided by MEPC, at slot level: the NICs' requests, the arbiter's collector, engine and
circuit keeper, and the NICs' staging of the keeper's operations (docs/slotsim.md "OCS circuits",
docs/arbiter.md).

- Requests (`lp_ocs_reqgen`): each node counts the cells its host offers per destination over a
  round-robin cycle; at the cycle's end a destination with at least `q` cells (any cell, for the
  destination of a circuit announced at the node) is asked for, rotating after the last one asked for,
  volume = the count. The request is held and rides in the node's slot to the arbiter once a cycle.
- Collector (`lp_ocs_req`): entries keyed (src, dst), a repeated volume restarts the age, a new one
  sends the difference to the engine's table; a full table keeps the heaviest (strictly heavier
  evicts the lightest, lowest index among equals); every cycle each entry ages, at `age_max` it goes.
- Engine: lightpath.model.mepc's model of the SpinalHDL engine (its sorted table and decision).
- Keeper (`lp_ocs_sched`): at a cycle boundary when anything changed, live circuits (their (src, dst)
  still in the engine's table) are kept and their ports locked; the others are removed; the engine
  fills the free ports; every operation takes effect at eff = now + `reconf_slots` + one cycle.
  Operations reach a node in the arbiter's next slot to it.
- NIC (`lp_ocs_ctl`, `lp_ocs_cfg`): an ADD announces the circuit at once (its destination's cells are
  no longer relayed), and at eff the circuit takes new cells and the port streams; a REMOVE stops new
  cells at the next slot, and the port stops at eff (cells still committed then fall back to OTS).

The model's rule where the RTL's differs (docs/slotsim.md says why): a released circuit's ports stay
out of the decisions until its REMOVE's eff (the RTL may reuse them at once and the arbiter's firmware
then kills such a move and pauses decisions until the old path is dark); the port's becoming free
counts as a change, so the next cycle boundary decides again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lightpath.cell.generated import FIELDS
from lightpath.model import mepc
from lightpath.regs.lp_arb_regs import REGS as ARB_REGS
from lightpath.regs.lp_nic_node import REGS as NIC_REGS
from lightpath.regs.model import Reg
from lightpath.slotsim.fabric import Fabric

VOL_BITS = next(w for name, _, w in FIELDS if name == "ocs_req_vol")


def _reset(regs: dict[str, Reg], reg: str, fld: str) -> int:
    return int(regs[reg].fields[fld].reset)


@dataclass(frozen=True)
class OcsCfg:
    """The registers of the OCS control plane the model uses (defaults: their reset values)."""

    arbiter: int = 0                                            # ARBITER.node_id: whose slots carry it
    q: int = _reset(NIC_REGS, "OCS_REQ", "q")                   # cells per cycle that make a request
    age_max: int = _reset(ARB_REGS, "PARAM", "age_max")         # cycles a request lives without a repeat
    cap: int = _reset(ARB_REGS, "PARAM", "cap")                 # cells one circuit carries per cycle
    reconf_slots: int = _reset(ARB_REGS, "RECONF_SLOTS", "slots")   # the WSS's reconfiguration time


@dataclass(frozen=True)
class Span:
    """A circuit of the keeper: decided at slot `decided`, carrying cells from `eff`, removed (the port
    dark) from `end` (None while it stands)."""

    src: int
    dst: int
    decided: int
    eff: int
    end: int | None = None


@dataclass(frozen=True)
class Decision:
    """One engine decision: the table it read, the ports locked, the circuits it added."""

    slot: int
    rows: tuple[mepc.Row, ...]
    lock_s: int
    lock_d: int
    added: dict[int, int]           # source -> destination


@dataclass
class _Nic:
    count: list[int]                                    # cells offered per destination, this cycle
    last: int                                           # the destination asked for last
    req: tuple[int, int] | None = None                  # the held request (dst, volume)
    ann: tuple[int, int] | None = None                  # an announced circuit (dst, eff)
    up: int | None = None                               # the circuit's destination while it takes cells
    stage: list[tuple[int, str, int]] = field(default_factory=list)    # (slot, action, dst)


class Ocs:
    """The OCS control plane over a slot-level fabric: hooks itself into `fab` (its slot start and its
    host offers) and drives every node's OCS state through `Fabric.set_ocs`."""

    def __init__(self, fab: Fabric, cfg: OcsCfg) -> None:
        n = fab.cfg.nodes
        if not 0 <= cfg.arbiter < n:
            raise ValueError(f"arbiter node {cfg.arbiter}: the fabric has nodes 0..{n - 1}")
        for name in ("age_max", "cap"):
            if getattr(cfg, name) < 1:
                raise ValueError(f"OCS {name} = {getattr(cfg, name)}: must be >= 1")
        if cfg.reconf_slots < 0:
            raise ValueError(f"OCS reconf_slots = {cfg.reconf_slots}: must be >= 0")
        self.fab = fab
        self.cfg = cfg
        self.n = n
        self.cycle = fab.cycle
        self.nic = [_Nic(count=[0] * n, last=n - 1) for _ in range(n)]
        self.entries: list[list[int] | None] = [None] * (2 * n)      # collector: [src, dst, vol, age]
        self.table = mepc.EngineTable(2 * n)
        self.changed = False
        self.cur: list[Span | None] = [None] * n                    # the keeper's circuit per source
        self.dark_s: dict[int, int] = {}                            # released ports: dark from this slot
        self.dark_d: dict[int, int] = {}
        self.pending: list[tuple[str, int, int] | None] = [None] * n     # undelivered (op, dst, eff)
        self.spans: list[Span] = []
        self.decisions: list[Decision] = []
        self.requests = 0
        fab.ctl = self.slot_start
        fab.on_offer = self.offered

    # ---- NIC: requests
    def offered(self, src: int, dst: int, cells: int) -> None:
        if 0 <= dst < self.n and dst != src:
            c = self.nic[src].count
            c[dst] = min(c[dst] + cells, (1 << VOL_BITS) - 1)

    def _pick(self, s: int) -> None:
        """At a cycle's end: the request of node s for the next cycle (held until the next pick)."""
        nic = self.nic[s]
        q = max(self.cfg.q, 1)
        keep = nic.ann[0] if nic.ann is not None else None
        nic.req = None
        for k in range(1, self.n + 1):
            d = (nic.last + k) % self.n
            v = nic.count[d]
            if d != s and (v >= q or (d == keep and v > 0)):
                nic.req = (d, v)
                nic.last = d
                break
        nic.count = [0] * self.n

    # ---- arbiter: collector
    def _update(self, s: int, d: int, delta: int) -> None:
        self.table.update(s, d, delta)
        self.changed = True

    def take(self, s: int, d: int, vol: int) -> None:
        """A request (s -> d, volume) reaches the collector."""
        if not (0 <= s < self.n and 0 <= d < self.n) or s == d or vol <= 0:
            raise ValueError(f"OCS request {s} -> {d} volume {vol}: not a circuit of {self.n} nodes")
        self.requests += 1
        hit = next((e for e in self.entries if e is not None and e[:2] == [s, d]), None)
        if hit is not None:
            if hit[2] != vol:
                self._update(s, d, vol - hit[2])
                hit[2] = vol
            hit[3] = 0
            return
        free = next((i for i, e in enumerate(self.entries) if e is None), None)
        if free is None:
            vols = [e[2] for e in self.entries if e is not None]
            light = vols.index(min(vols))           # a full table: every entry is valid
            old = self.entries[light]
            assert old is not None
            if vol <= old[2]:
                return
            self._update(old[0], old[1], -old[2])
            free = light
        self.entries[free] = [s, d, vol, 0]
        self._update(s, d, vol)

    def _age(self) -> None:
        for i, e in enumerate(self.entries):
            if e is None:
                continue
            e[3] += 1
            if e[3] >= self.cfg.age_max:
                self.entries[i] = None
                self._update(e[0], e[1], -e[2])

    # ---- arbiter: keeper
    def _live(self, s: int, d: int) -> bool:
        return any(r[:2] == (s, d) for r in self.table.rows)

    def _decide(self, g: int) -> None:
        eff = g + self.cfg.reconf_slots + self.cycle
        lock_s = lock_d = 0
        for s, c in enumerate(self.cur):
            if c is None:
                continue
            if self._live(s, c.dst):
                lock_s |= 1 << s
                lock_d |= 1 << c.dst
            else:
                self.cur[s] = None
                self.spans[self.spans.index(c)] = Span(c.src, c.dst, c.decided, c.eff, eff)
                self.dark_s[s] = self.dark_d[c.dst] = eff
                self.pending[s] = ("rem", c.dst, eff)
        for s, t in self.dark_s.items():
            lock_s |= (t > g) << s
        for d, t in self.dark_d.items():
            lock_d |= (t > g) << d
        res = mepc.engine(self.n, self.table.rows, self.cfg.cap, lock_s, lock_d)
        added = {s: d for s, (d, _) in res.match.items()}
        for s, d in added.items():
            span = Span(s, d, g, eff)
            self.cur[s] = span
            self.spans.append(span)
            self.pending[s] = ("add", d, eff)
        self.decisions.append(Decision(g, tuple(self.table.rows), lock_s, lock_d, added))

    # ---- NIC: operations
    def _arrive(self, node: int, g: int) -> None:
        op = self.pending[node]
        if op is None:
            return
        self.pending[node] = None
        kind, d, eff = op
        nic = self.nic[node]
        fab = self.fab
        if kind == "add":
            if nic.up == d:
                return                                  # a confirmation
            old = [x[2] for x in nic.stage if x[1] == "down"] + ([nic.up] if nic.up is not None else [])
            if old:
                raise RuntimeError(f"node {node}: ADD {d} while its circuit to {old[0]} is not yet dark "
                                   "(the keeper keeps a released circuit's ports out of its decisions)")
            nic.ann = (d, eff)
            fab.set_ocs(node, v=False, up=False, dst=d, ann=True)
            nic.stage.append((eff, "up", d))
        elif nic.ann is not None and nic.ann[0] == d:   # removed before it took effect
            nic.ann = None
            nic.stage = [x for x in nic.stage if x[1] != "up"]
            fab.set_ocs(node, v=False, up=False, dst=d)
        elif nic.up == d:
            nic.stage.append((g + 1, "stop", d))
            nic.stage.append((max(eff, g + 1), "down", d))

    def _apply(self, node: int, g: int) -> None:
        nic = self.nic[node]
        due = [x for x in nic.stage if x[0] <= g]
        nic.stage = [x for x in nic.stage if x[0] > g]
        for _, action, d in due:
            if action == "up":
                nic.ann = None
                nic.up = d
                self.fab.set_ocs(node, v=True, up=True, dst=d)
            elif action == "stop":
                nic.up = None
                self.fab.set_ocs(node, v=False, up=True, dst=d)
            else:
                self.fab.set_ocs(node, v=False, up=False, dst=d)

    # ---- per slot
    def slot_start(self, g: int) -> None:
        """The slot's start: staged changes due, then what this slot carries (the requests in the nodes'
        slots to the arbiter, an operation in the arbiter's slot), then at a cycle boundary the requests'
        latch, the ageing and the decision (its operations go out from the next slot on)."""
        fab = self.fab
        k = g % self.cycle
        a = self.cfg.arbiter
        for node in range(self.n):
            self._apply(node, g)
        for s in range(self.n):
            req = self.nic[s].req
            if s != a and fab.nodes[s].hops[k] == a and req is not None:
                self.take(s, *req)
        self._arrive(fab.nodes[a].hops[k], g)
        if k:
            return
        for s in range(self.n):
            self._pick(s)
        self._age()
        for p in (self.dark_s, self.dark_d):
            for port, t in list(p.items()):
                if t <= g:
                    del p[port]
                    self.changed = True             # a port is free again: decide again
        req = self.nic[a].req
        if req is not None:                         # the arbiter's own node: no slot to cross
            self.take(a, *req)
        if self.changed:
            self.changed = False
            self._decide(g)
        self._arrive(a, g)

    # ---- state
    def lit(self, src: int, g: int) -> int | None:
        """The destination node `src`'s circuit carries cells to in slot g (None: dark)."""
        for sp in self.spans:
            if sp.src == src and sp.eff <= g and (sp.end is None or g < sp.end):
                return sp.dst
        return None
