"""The control-plane fault campaign (docs/firmware.md, "Fault campaign"): faults injected one after the
other into the Verilated 4-node fabric (lp_fabric4, node 0 = lp_arbiter) while the arbiter firmware's C
code runs its MEPC loop (lightpath.fw.fabric_loop) and every node sends tagged frames.

Each fault is a phase: traffic starts, the fault is injected and ends, the campaign does what the
nodes' firmware does to recover (re-bring-up of a reset node, CDR retraining after a loss of time
sync), then measures the recovery from the fault's end: every node locked, the four views of every
source's OCS circuit in agreement (the arbiter's CUR, the NIC's SVLB_OCS_STATUS, the firmware's lit path,
the WSS emulator's committed map; read with the firmware loop paused, since SEL is shared with its
interrupt handler), and a probe frame on every ordered node pair delivered. Then traffic runs on,
stops, drains, and the phase's frames are checked: a frame may be missing only if the fault point
counted a loss for it (cells dropped by a receiver at the fault, or frames the injector found in
flight through a node it reset), never duplicated or altered, and nothing sent after the recovery lost.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge

from lightpath.env.fabric import NUM_WL, Fabric, flow_of, load_table, svlb_setup, tagged_frame
from lightpath.env.fabric_check import cells_of
from lightpath.fw import host
from lightpath.fw.fabric_loop import GUARD, IN, LEARN_US, LOCK_US, SVLB, TRAIN_CYCLES, FwFabric, FwLoop, N, ocs_state
from lightpath.gen.fabric_emit import max_nodes
from lightpath.model import rrtable

# Receive counters of a cell lost where a fault hits it (docs/stats.md): what the fault point counts.
FAULT_POINT = ("RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC", "CDR_DROP", "RX_DROP_MISDIRECTED",
               "RX_DROP_WRONG_SRC", "SVLB_RX_BAD", "OCS_RX_BAD", "OCS_LINE_BAD")
# What follows from such a loss downstream: the frame's other cells discarded, a relayed cell given up.
FOLLOW_ON = ("RX_DROP_REASM", "RX_DROP_REASM_TIMEOUT", "RESEQ_LOST")
# Control-plane counters shown per fault.
CONTROL = ("TSYNC_LOST", "TSYNC_TIMEOUTS", "TSYNC_STEPS", "OCS_CFG_LATE", "OCS_OPS", "OCS_LINK_LOST", "CDR_RELOCK")
SYNC_PERIOD = 4096      # TSM_PERIOD during the campaign: a re-acquiring slave locks within a few rounds
SYNC_TIMEOUT = 5 * SYNC_PERIOD   # every slave's TSYNC_SYNC_TIMEOUT
POLL_SLOTS = 8          # recovery polling period
WSS_STATS = ("timeouts", "retries", "verify_errors", "late_replies")   # the WSS driver's, shown per WSS fault
HEAVY = (1, 3)          # a flow above OCS_REQ.q: MEPC keeps a circuit for it while it runs


def now_ns() -> int:
    return int(get_sim_time("ns"))


@dataclass
class Traffic:
    """Tagged frames from every node: light random traffic (one frame every `gap` slots per node, to a
    random other node) and heavy flows (1518-byte frames every `heavy_gap` slots); collectors on every
    host port record each arrival. Nodes in `paused` neither send nor are sent to."""

    fab: Fabric
    rng: random.Random
    gap: int = 6
    heavy_gap: int = 3
    heavy: list[tuple[int, int]] = field(default_factory=lambda: [HEAVY])
    paused: set[int] = field(default_factory=set)
    sent: dict[tuple[int, int, int], tuple[bytes, int]] = field(default_factory=dict)
    got: dict[tuple[int, int, int], list[tuple[bytes, int]]] = field(default_factory=dict)
    seq: dict[tuple[int, int], int] = field(default_factory=dict)
    running: bool = False
    _tasks: list[Any] = field(default_factory=list)

    def start_collectors(self) -> None:
        for d in range(self.fab.n):
            cocotb.start_soon(self._collect(d))

    async def _collect(self, d: int) -> None:
        sink = self.fab.sink(d)
        while True:
            data = bytes((await sink.recv()).tdata)
            self.got.setdefault(flow_of(data), []).append((data, now_ns()))

    async def send(self, s: int, d: int, sizes: tuple[int, ...]) -> tuple[int, int, int]:
        k = self.seq.get((s, d), 0)
        self.seq[(s, d)] = (k + 1) & 0xFFFF
        f = tagged_frame(self.rng, s, d, k, sizes=sizes)
        key = (s, d, k)
        self.sent[key] = (f, now_ns())
        await self.fab.send(s, f, dst=d)
        return key

    def start(self) -> None:
        self.running = True
        self._tasks = [cocotb.start_soon(self._light(s)) for s in range(self.fab.n)]
        self._tasks += [cocotb.start_soon(self._heavy(s, d)) for s, d in self.heavy]

    async def stop(self) -> None:
        self.running = False
        for t in self._tasks:
            await t

    async def _light(self, s: int) -> None:
        await ClockCycles(self.fab.dut.clk, self.rng.randrange(self.gap * self.fab.slot))
        while self.running:
            dsts = [d for d in range(self.fab.n) if d != s and d not in self.paused]
            if s not in self.paused and dsts:
                await self.send(s, self.rng.choice(dsts), (60, 200, 511, 512, 513, 900))
            await ClockCycles(self.fab.dut.clk, self.gap * self.fab.slot)

    async def _heavy(self, s: int, d: int) -> None:
        while self.running:
            if s not in self.paused and d not in self.paused:
                await self.send(s, d, (1518,))
            await ClockCycles(self.fab.dut.clk, self.heavy_gap * self.fab.slot)

    def add_heavy(self, s: int, d: int) -> None:
        """Another heavy flow, for the rest of the phase."""
        self._tasks.append(cocotb.start_soon(self._heavy(s, d)))

    def idle(self, n: int) -> bool:
        """Node n's host-port sources hold no frame (none queued, none being transferred)."""
        return all(src.empty() and not src.active for src in self.fab.nodes[n].srcs)

    def delivered(self, keys: list[tuple[int, int, int]]) -> bool:
        return all(k in self.got for k in keys)


@dataclass
class Recovery:
    locked_us: float | None = None
    agree_us: float | None = None
    flow_us: float | None = None
    views: dict[int, tuple[int | None, ...]] = field(default_factory=dict)   # src -> (arb, nic, fw, wss)
    missing: list[tuple[int, int, int]] = field(default_factory=list)       # probes not delivered


@dataclass
class Ctx:
    """What a fault acts on."""

    ff: FwFabric
    loop: FwLoop
    traffic: Traffic
    rng: random.Random
    cfg: dict[str, Any]
    fault_point: dict[str, int] = field(default_factory=dict)   # what the injector counted itself
    pre_reset: dict[int, dict[str, int]] = field(default_factory=dict)   # counters just before a node reset
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def fab(self) -> Fabric:
        return self.ff.fab

    @property
    def dut(self) -> Any:
        return self.ff.dut

    def slots(self, n: int) -> Any:
        return ClockCycles(self.dut.clk, n * self.fab.slot)


# ---------------------------------------------------------------------------------------------- views
async def views(ctx: Ctx) -> dict[int, tuple[int | None, ...]]:
    """Each source's OCS circuit as (arbiter CUR, NIC SVLB_OCS_STATUS, firmware lit path, WSS map)."""
    arb = ctx.fab.arb
    assert arb is not None
    cur = arb.reg("CUR").fields

    async def read() -> dict[int, tuple[int | None, ...]]:
        out: dict[int, tuple[int | None, ...]] = {}
        for s in range(N):
            await arb.write_fields("SEL", cur=s)
            c = await arb.read("CUR")
            r = ctx.fab.nodes[s].regs
            out[s] = (cur["dst"].extract(c) if cur["v"].extract(c) else None,
                      ocs_state(r, await r.read("SVLB_OCS_STATUS")), ctx.ff.mepc.lit(s), ctx.ff.wss_dst(s))
        return out

    result: dict[int, tuple[int | None, ...]] = await ctx.loop.paused(read)
    return result


def agree(v: dict[int, tuple[int | None, ...]]) -> bool:
    return all(len(set(t)) == 1 for t in v.values())


async def all_locked(fab: Fabric) -> bool:
    for nd in fab.nodes:
        if not await nd.regs.read_field("TSYNC_STATUS", "all_locked"):
            return False
    return True


async def recover(ctx: Ctx, t_end: int, limit_slots: int) -> Recovery:
    """From the fault's end (t_end, ns): every node locked, the views in agreement, a probe frame on every
    ordered node pair delivered; each time in us from t_end (None: not within limit_slots)."""
    rec = Recovery()
    waited = 0

    def us() -> float:
        return (now_ns() - t_end) / 1000

    while not await all_locked(ctx.fab):
        if waited > limit_slots:
            return rec
        await ctx.slots(POLL_SLOTS)
        waited += POLL_SLOTS
    rec.locked_us = us()
    while True:
        rec.views = await views(ctx)
        if agree(rec.views):
            break
        if waited > limit_slots:
            return rec
        await ctx.slots(POLL_SLOTS)
        waited += POLL_SLOTS
    rec.agree_us = us()
    keys = [await ctx.traffic.send(s, d, (60,)) for s in range(N) for d in range(N) if s != d]
    while not ctx.traffic.delivered(keys):
        if waited > limit_slots:
            rec.missing = [k for k in keys if k not in ctx.traffic.got]
            return rec
        await ctx.slots(1)
        waited += 1
    rec.flow_us = us()
    return rec


# -------------------------------------------------------------------------------------------- faults
async def rebring_nic(ctx: Ctx, n: int) -> None:
    """What node n's firmware does after its reset: identity, slot timing, its table, receive on, S-VLB,
    time sync (the campaign's timeout); once locked the CDR training (idle cells from every node, counters
    kept) and the arbiter and OCS settings."""
    fab = ctx.fab
    r = fab.nodes[n].regs
    await r.write_fields("NODE", node_id=n, num_ports=N)
    await r.write_fields("SLOT_TIMING", guard=GUARD)
    assert await load_table(r, rrtable.generate(N, NUM_WL)[n]) == 0
    await r.write_fields("CTRL", rx_en=1)
    await svlb_setup([r], SVLB)
    await r.write("TSYNC_SYNC_TIMEOUT", SYNC_TIMEOUT)
    await r.write_fields("TSYNC_CTRL", en=1)


async def retrain(ctx: Ctx) -> None:
    """CDR training after a node (re)acquired time sync: idle cells from every node, counters kept."""
    await ctx.fab.train([nd.regs for nd in ctx.fab.nodes], clear=False)


async def wait_locked(ctx: Ctx, limit_slots: int) -> bool:
    for _ in range(0, limit_slots, POLL_SLOTS):
        if await all_locked(ctx.fab):
            return True
        await ctx.slots(POLL_SLOTS)
    return False


async def fault_header_loss(ctx: Ctx, rate: float) -> None:
    """Every cell header any node receives is hit, with probability `rate`, by a one-bit error in one
    of its first two words (seeded), for cfg["fault_slots"] slots."""
    dut = ctx.dut
    active = True
    seen = hit = 0

    async def inject(n: int) -> None:
        nonlocal seen, hit
        valid, flip = getattr(dut, f"n{n}_rx_valid"), getattr(dut, f"n{n}_rx_flip")
        while active:
            await RisingEdge(valid)           # the cell's preamble word
            seen += 1
            if ctx.rng.random() >= rate:
                continue
            for _ in range(ctx.rng.choice((2, 3))):   # header word 1 or 2
                await RisingEdge(dut.clk)
            await FallingEdge(dut.clk)
            flip.value = 1 << ctx.rng.randrange(64)
            await RisingEdge(dut.clk)
            await FallingEdge(dut.clk)
            flip.value = 0
            hit += 1

    tasks = [cocotb.start_soon(inject(n)) for n in range(N)]
    await ctx.slots(ctx.cfg["fault_slots"])
    active = False
    for t in tasks:
        t.cancel()
    for n in range(N):
        getattr(dut, f"n{n}_rx_flip").value = 0
    ctx.info.update(headers=seen, flipped=hit)


async def in_flight(ctx: Ctx, n: int) -> int:
    """Frames from or to node n handed to a host port and not delivered, plus the cells node n's DRAM
    queues hold (relayed cells of other flows): what a reset of node n loses, counted before it."""
    frames = sum(1 for k in ctx.traffic.sent if n in k[:2] and k not in ctx.traffic.got)
    r = ctx.fab.nodes[n].regs
    held = 0
    for q in range(2 * max_nodes(N)):
        await r.write("SVLB_QSEL", q)
        held += await r.read("SVLB_QOCC")
    return frames + held


async def fault_nic_reset(ctx: Ctx, n: int) -> None:
    """Node n held in reset for a few slots, as its board's reset does; its host stops sending first (as
    a host whose NIC goes away)."""
    ctx.traffic.paused.add(n)
    while not ctx.traffic.idle(n):
        await ctx.slots(1)
    ctx.pre_reset[n] = await ctx.fab.counters(n)
    ctx.fault_point["in flight"] = await in_flight(ctx, n)
    ctx.dut.node_rst.value = 1 << n
    await RisingEdge(ctx.dut.clk)
    sink = ctx.fab.sink(n)
    if sink.active:   # a frame cut on the host port: the host's MAC drops it (bad FCS), so does the model
        ctx.fault_point["cut at the host port"] = 1
    sink._handle_reset(True)    # the model's own reset (its rst is the fabric's): the cut frame's beats go
    sink._handle_reset(False)
    await ClockCycles(ctx.dut.clk, 7 * ctx.fab.slot + 28)   # not a whole number of slots
    ctx.dut.node_rst.value = 0
    await ClockCycles(ctx.dut.clk, 2)


async def restore_nic_reset(ctx: Ctx, n: int) -> None:
    await rebring_nic(ctx, n)
    assert await wait_locked(ctx, ctx.cfg["limit_slots"]), f"node {n} did not lock again"
    await retrain(ctx)
    await ctx.ff.nic_setup(n)
    ctx.traffic.paused.discard(n)


async def fault_fibre_cut(ctx: Ctx, n: int) -> None:
    """Node n's receive fibre cut for cfg["cut_slots"] slots (every bit it receives inverted: no
    preamble, no header survives), then restored. Its traffic goes on (a cut is not announced)."""
    flip = getattr(ctx.dut, f"n{n}_rx_flip")
    await FallingEdge(ctx.dut.clk)
    flip.value = (1 << 64) - 1
    await ctx.slots(ctx.cfg["cut_slots"])
    await FallingEdge(ctx.dut.clk)
    flip.value = 0


async def restore_sync(ctx: Ctx) -> None:
    """What the firmware does once time sync is back after a loss (docs/time-sync.md): wait for every
    node locked, then CDR training from every node (counters kept)."""
    assert await wait_locked(ctx, ctx.cfg["limit_slots"]), "time sync did not come back"
    await retrain(ctx)


async def fault_tsm_loss(ctx: Ctx) -> None:
    """The time-sync master stops (node 0's TSYNC_CTRL.en = 0) for three of the slaves' sync timeouts:
    every slave reports the loss, holds its traffic, runs on its held-over time; then it starts again."""
    r0 = ctx.fab.nodes[0].regs
    await r0.write_fields("TSYNC_CTRL", en=0)
    await ClockCycles(ctx.dut.clk, 3 * SYNC_TIMEOUT)
    await r0.write_fields("TSYNC_CTRL", en=1)


async def wss_fault(ctx: Ctx, src: int, dst: int, set_fault: Callable[[], None], clear: Callable[[], None]) -> None:
    """A WSS fault met by the next circuit: a new heavy flow src -> dst makes MEPC choose it, the
    firmware's WSS change fails and it KILLs the circuit (docs/firmware.md, "MEPC apply"); the fault ends
    at that KILL (or after cfg["fault_slots"]). It is armed once src has no lit path (the previous phase's
    circuit gone), so that it meets the new circuit's add rather than an old path's removal."""
    for _ in range(0, ctx.cfg["fault_slots"], POLL_SLOTS):
        if ctx.ff.mepc.lit(src) is None:   # C state read while the firmware's thread waits in a hook
            break
        await ctx.slots(POLL_SLOTS)
    kills0, emu = ctx.ff.mepc.stats.kills, ctx.ff.emu
    met0 = dict(emu.met)
    wss0 = {k: getattr(ctx.ff.wss.stats, k) for k in WSS_STATS}
    set_fault()
    ctx.traffic.add_heavy(src, dst)
    for _ in range(0, ctx.cfg["fault_slots"], POLL_SLOTS):
        if ctx.ff.mepc.stats.kills > kills0:
            break
        await ctx.slots(POLL_SLOTS)
    clear()
    ctx.info.update(kills=ctx.ff.mepc.stats.kills - kills0,
                    met={k: v - met0.get(k, 0) for k, v in emu.met.items() if v != met0.get(k, 0)},
                    wss={k: v for k in WSS_STATS if (v := getattr(ctx.ff.wss.stats, k) - wss0[k])})


def wss_stuck(ctx: Ctx) -> Awaitable[None]:
    """The circuit's mirror stuck: COMMIT answers OK, the read-back shows the old row."""
    faults = ctx.ff.emu.faults

    def arm() -> None:
        faults.stuck = {(IN[2], 0)}

    def clear() -> None:
        faults.stuck = set()

    return wss_fault(ctx, 2, 0, arm, clear)


def wss_timeout(ctx: Ctx) -> Awaitable[None]:
    """The WSS controller stops answering from the circuit's ADD on: that command and every later one is
    lost on the line until the fault ends, so each exchange of the firmware's change waits its reply
    timeout (simulated time, lightpath.fw.cosim), retries and gives up (LP_E_TIMEOUT)."""
    faults = ctx.ff.emu.faults

    def arm() -> None:
        faults.deaf_from_add = IN[2]

    def clear() -> None:
        faults.deaf, faults.deaf_from_add = 0, None

    return wss_fault(ctx, 2, 0, arm, clear)


async def fault_arb_reset(ctx: Ctx) -> None:
    """Node 0 (the arbiter, the time-sync master and its firmware's CPU) held in reset, as its board's
    reset does: the control loop stops, its host goes quiet first."""
    ctx.traffic.paused.add(0)
    while not ctx.traffic.idle(0):
        await ctx.slots(1)
    ctx.loop.errors.append(await ctx.loop.stop())
    await fault_nic_reset(ctx, 0)


SYNC_STATE = ("TSYNC_STATUS", "TSYNC_OFFSET", "TSYNC_EXCHANGES", "TSYNC_TIMEOUTS", "TSYNC_BAD_MSGS", "TSYNC_STEPS",
              "TSYNC_LOST", "RX_SYNC", "TX_SYNC", "CDR_MISS", "CDR_DROP", "RX_DROP_WRONG_SRC")


async def sync_state(fab: Fabric) -> list[dict[str, int]]:
    """Every node's time-sync status and counters (and the master's), for a failed boot's message."""
    master = ("TSM_STATUS", "TSM_EXCHANGES", "TSM_TIMEOUTS", "TSM_ROUNDS")
    return [{k: await fab.nodes[n].regs.read(k) for k in SYNC_STATE + (master if n == 0 else ())}
            for n in range(fab.n)]


async def restore_arb_reset(ctx: Ctx) -> None:
    """The arbiter's firmware boots again (lp_boot: node, table, time-sync master, CDR training, the
    arbiter), opens the WSS (its map read back) and starts its MEPC loop afresh; the slaves, whose master
    restarted on another grid, re-acquire by themselves (docs/time-sync.md)."""
    ff, fab = ctx.ff, ctx.fab
    r0 = fab.nodes[0].regs
    rc, code = await ff.fw.call(host.boot_nic, 0, N, NUM_WL, GUARD)
    assert (rc, code) == (host.OK, 0), (host.strerror(rc), code)
    await svlb_setup([r0], SVLB)
    rc = await ff.fw.call(host.boot_tsync_master, 0, N, LOCK_US)
    assert rc == host.OK, (host.strerror(rc), await sync_state(fab))
    await r0.write("TSM_PERIOD", SYNC_PERIOD)

    async def fw_train() -> None:
        rc = await ff.fw.call(host.boot_cdr_train, 0, N, TRAIN_CYCLES, ff.slot_ps, LEARN_US)
        assert rc == host.OK, host.strerror(rc)

    await fab.train([nd.regs for nd in fab.nodes[1:]], fw_train=fw_train, clear=False)
    rc, _ = await ff.fw.call(host.boot_arb, ff.arb_cfg(), ff.slot_ps)
    assert rc == host.OK, host.strerror(rc)
    await ff.nic_setup(0)
    assert await ff.fw.call(ff.wss.open) == host.OK
    assert await ff.fw.call(ff.mepc.init) == host.OK
    ctx.loop.start()
    ctx.traffic.paused.discard(0)


@dataclass(frozen=True)
class Fault:
    name: str
    what: str
    inject: Callable[[Ctx], Awaitable[None]]
    restore: Callable[[Ctx], Awaitable[None]] | None = None


async def _noop(ctx: Ctx) -> None:
    return None


def faults() -> dict[str, Fault]:
    src = HEAVY[0]
    return {
        "hdr-1e-3": Fault("hdr-1e-3", "control-header loss 1e-3 per header, every node",
                          lambda c: fault_header_loss(c, 1e-3)),
        "hdr-1e-2": Fault("hdr-1e-2", "control-header loss 1e-2 per header, every node",
                          lambda c: fault_header_loss(c, 1e-2)),
        "nic-reset": Fault("nic-reset", "node 2 (light traffic, no circuit) reset mid-run",
                           lambda c: fault_nic_reset(c, 2), lambda c: restore_nic_reset(c, 2)),
        "fibre-cut": Fault("fibre-cut", "node 2's receive fibre cut for cut_slots slots, then restored",
                           lambda c: fault_fibre_cut(c, 2), restore_sync),
        "tsm-loss": Fault("tsm-loss", "the time-sync master (node 0) stops for three sync timeouts, then restarts",
                          fault_tsm_loss, restore_sync),
        "wss-stuck": Fault("wss-stuck", "a new circuit 2 -> 0 on a stuck WSS mirror (COMMIT OK, nothing moves)",
                           wss_stuck),
        "wss-timeout": Fault("wss-timeout", "a new circuit 2 -> 0 while the WSS answers no command (timeouts)",
                             wss_timeout),
        "arb-reset": Fault("arb-reset", "node 0 (the arbiter, time-sync master and firmware CPU) reset mid-run",
                           fault_arb_reset, restore_arb_reset),
        "nic-reset-ocs": Fault("nic-reset-ocs", f"node {src} (the source of a lit circuit) reset mid-run",
                               lambda c: fault_nic_reset(c, src), lambda c: restore_nic_reset(c, src)),
    }


# ----------------------------------------------------------------------------------------- the phases
async def snapshot(fab: Fabric) -> list[dict[str, int]]:
    return [await fab.counters(n) for n in range(fab.n)]


def optics(dut: Any) -> dict[str, int]:
    return {k: getattr(dut, k).value.to_unsigned() for k in ("corrupt_words", "collision_words", "ocs_collide")}


async def run_fault(ctx: Ctx, fault: Fault) -> dict[str, Any]:
    fab, tr, cfg = ctx.fab, ctx.traffic, ctx.cfg
    ctx.fault_point, ctx.pre_reset, ctx.info = {}, {}, {}
    c0, o0 = await snapshot(fab), optics(ctx.dut)
    first = len(tr.sent)
    tr.start()
    await ctx.slots(cfg["warm_slots"])
    t0 = now_ns()
    await fault.inject(ctx)
    t_end = now_ns()
    n_light = len(ctx.loop.light)
    if fault.restore is not None:
        await fault.restore(ctx)
    rec = await recover(ctx, t_end, cfg["limit_slots"])
    t_rec = t_end + int(1000 * rec.flow_us) if rec.flow_us is not None else None
    await ctx.slots(cfg["after_slots"])
    await tr.stop()
    keys = list(tr.sent)[first:]
    for _ in range(0, cfg["limit_slots"], POLL_SLOTS):   # drain: every frame in, or no arrival for a while
        if tr.delivered(keys):
            break
        before = sum(len(v) for v in tr.got.values())
        await ctx.slots(4 * POLL_SLOTS)
        if sum(len(v) for v in tr.got.values()) == before:
            break
    await ctx.slots(4 * ctx.ff.cycle)   # a duplicate would show
    c1, o1 = await snapshot(fab), optics(ctx.dut)
    for n, pre in ctx.pre_reset.items():   # a reset node's counters restarted from 0
        c0[n] = {k: c0[n][k] - pre[k] for k in c0[n]}
    delta = {k: sum(c1[n][k] - c0[n][k] for n in range(N)) for k in c1[0]}
    lost = [k for k in keys if k not in tr.got]
    dup = [k for k in keys if len(tr.got.get(k, [])) > 1]
    bad = [k for k in keys if any(f != tr.sent[k][0] for f, _ in tr.got.get(k, []))]
    late_lost = [k for k in lost if t_rec is None or tr.sent[k][1] > t_rec]
    fp = sum(delta[k] for k in FAULT_POINT) + sum(ctx.fault_point.values())
    follow = sum(delta[k] for k in FOLLOW_ON)
    lost_cells = sum(cells_of(tr.sent[k][0]) for k in lost)
    other = {k: v for k, v in delta.items() if v and k not in FAULT_POINT + FOLLOW_ON
             and ("DROP" in k or "ERR" in k or "BAD" in k or "OVERFLOW" in k)}
    problems = []
    if len(lost) > fp:
        problems.append(f"{len(lost)} frames lost, {fp} losses counted at the fault point")
    if lost_cells > fp + follow:
        problems.append(f"{lost_cells} cells lost, {fp} + {follow} counted")
    if late_lost:
        problems.append(f"{len(late_lost)} frames sent after the recovery lost: {late_lost[:4]}")
    if dup or bad:
        problems.append(f"{len(dup)} frames duplicated, {len(bad)} altered")
    if rec.flow_us is None:
        problems.append("no recovery within the limit")
    if o1["ocs_collide"] != o0["ocs_collide"]:
        problems.append("two OCS circuits reached one node")
    return {
        "fault": fault.name, "what": fault.what, "fault_us": round((t_end - t0) / 1000, 1),
        "sent": len(keys), "delivered": len(keys) - len(lost), "lost_frames": len(lost), "lost_cells": lost_cells,
        "fault_point": fp, "follow_on": follow,
        "counted": {k: delta[k] for k in FAULT_POINT + FOLLOW_ON if delta[k]} | {
            k: v for k, v in ctx.fault_point.items() if v},
        "control": {k: delta[k] for k in CONTROL if delta[k]}, "other": other,
        "other_at": {k: {n: c1[n][k] - c0[n][k] for n in range(N) if c1[n][k] != c0[n][k]} for k in other},
        "optics": {k: o1[k] - o0[k] for k in o0 if o1[k] != o0[k]},
        "locked_us": rec.locked_us, "agree_us": rec.agree_us, "recovery_us": rec.flow_us,
        "views": {str(s): list(v) for s, v in rec.views.items()}, "agree": agree(rec.views) if rec.views else False,
        "info": ctx.info, "problems": problems, "missing_probes": rec.missing,
        "lit_after": [[s, d] for s, d, _ in ctx.loop.light[n_light:]],   # WSS paths changed after the fault
        "altered": [{"key": list(k), "sent_ns": tr.sent[k][1], "len": len(tr.sent[k][0]),
                     "got": [(len(f), t, next((i for i, (a, b) in enumerate(zip(f, tr.sent[k][0], strict=False))
                                               if a != b), None)) for f, t in tr.got[k]]} for k in bad],
        "t_fault": [t0, t_end],
        "all_delta": [{k: c1[n][k] - c0[n][k] for k in c1[n] if c1[n][k] != c0[n][k]} for n in range(N)],
        "lost_keys": [[*k, tr.sent[k][1]] for k in lost[:64]],   # (src, dst, seq, sent ns) of the lost frames
        "lost_by_flow": {f"{s}->{d}": sum(1 for k in lost if k[:2] == (s, d)) for s in range(N) for d in range(N)
                         if any(k[:2] == (s, d) for k in lost)},
        "late_by_flow": {f"{s}->{d}": sum(1 for k in late_lost if k[:2] == (s, d)) for s in range(N) for d in range(N)
                         if any(k[:2] == (s, d) for k in late_lost)},
        "per_node": [{k: c1[n][k] - c0[n][k] for k in FAULT_POINT + FOLLOW_ON + CONTROL + tuple(other)
                      if c1[n][k] != c0[n][k]} for n in range(N)],
    }


async def campaign(ff: FwFabric, names: list[str], cfg: dict[str, Any], log: Any = None) -> list[dict[str, Any]]:
    """Run the faults `names` one after the other on a fabric brought up by fabric_loop.bring_up; returns
    one result per fault. cfg: seed, warm_slots, fault_slots, cut_slots, after_slots, limit_slots."""
    fab = ff.fab
    r0 = fab.nodes[0].regs
    await r0.write("TSM_PERIOD", SYNC_PERIOD)
    for n in range(1, N):
        await fab.nodes[n].regs.write("TSYNC_SYNC_TIMEOUT", SYNC_TIMEOUT)
    rng = random.Random(cfg["seed"])
    loop = FwLoop(ff, turn_us=cfg.get("turn_us", 20))
    tr = Traffic(fab, rng)
    tr.start_collectors()
    ctx = Ctx(ff, loop, tr, rng, cfg)
    loop.start()
    table = faults()
    results = []
    try:
        for name in names:
            res = await run_fault(ctx, table[name])
            res["firmware"] = {k: getattr(ff.mepc.stats, k) for k in ("irqs", "adds", "removes", "kills",
                                                                       "late", "wss_errors")}
            if log is not None:
                log.info("fault %s: %s", name, res)
            results.append(res)
    finally:
        await loop.stop()
        loop.end()
    return results


def _us(v: float | None) -> str:
    return "none" if v is None else f"{v:.1f}"


def render(results: list[dict[str, Any]]) -> str:
    """The campaign's table: one line per fault, then what each fault point counted."""
    head = (f"{'fault':<12} {'fault us':>8} {'sent':>5} {'deliv':>5} {'lost fr':>7} {'lost cells':>10}"
            f" {'counted':>7} {'locked us':>9} {'agree us':>8} {'recov us':>8}  views  verdict")
    lines = [head, "-" * len(head)]
    for r in results:
        verdict = "ok" if not r["problems"] else "FINDING: " + "; ".join(r["problems"])
        lines.append(f"{r['fault']:<12} {r['fault_us']:>8.1f} {r['sent']:>5} {r['delivered']:>5} {r['lost_frames']:>7}"
                     f" {r['lost_cells']:>10} {r['fault_point'] + r['follow_on']:>7} {_us(r['locked_us']):>9}"
                     f" {_us(r['agree_us']):>8} {_us(r['recovery_us']):>8}  {'agree' if r['agree'] else 'DIFFER'}"
                     f"  {verdict}")
    lines.append("")
    for r in results:
        extra = ", ".join(f"{k} {v}" for k, v in r["info"].items())
        lines.append(f"{r['fault']}: {r['what']}{'; ' + extra if extra else ''}")
        lines.append(f"  counted: {r['counted'] or 'nothing'}; control: {r['control'] or 'nothing'}"
                     f"{'; other (per node): ' + str(r['other_at']) if r['other'] else ''}"
                     f"{'; optics: ' + str(r['optics']) if r['optics'] else ''}; firmware: {r['firmware']}"
                     f"{'; frames lost per flow: ' + str(r['lost_by_flow']) if r['lost_by_flow'] else ''}")
    return "\n".join(lines)
