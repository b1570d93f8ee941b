"""S-VLB fabric harness (sim/fabric/lp_svlb_fabric.sv) shared by tb/svlb/test_lp_svlb_fabric.py and the
S-VLB benchmark (sim/scenarios/bench_svlb.py). Runs inside cocotb.

The cell sources, the delivery checker and the per-clock monitors are RTL in the bench top, so that
Python only acts when it offers cells (once per slot) and reads the results when the fabric has
drained: it offers cells (`Fabric.offer`: node, destination, 1-3 cells), and checks every delivered
cell from the bench top's per-node delivery log (header: right node, sent, exactly once, in seq
order per flow; the RTL flags a payload word or a length that is not what was sent), zero loss, the
relay queue bound held + granted <= Q (every clock, every node, every destination), the error-event
counters of every node, no word spilled into the next slot and no OCS collision.
"""

from __future__ import annotations

import os
import random
from typing import Any, Protocol

from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotb.utils import get_sim_time

from lightpath.cell import CellHeader, Kind
from lightpath.cell.generated import SLOT

CW = int(SLOT["cell_words"])
HW = CW - int(SLOT["payload_words"])
SLOT_CLK = 120  # clocks per slot of the S-VLB fabric: the source of its SLOT parameter (fabric_params)
CLK_PS = 6400   # clock period of the fabric runs, ps
N = 16  # id space of the cores (st_* arrays)
HDR_MASK = (1 << (64 * HW)) - 1
MAX_OFFER = 3  # cells per offer (offer_cnt)


def _fields(packed: int, width: int, count: int) -> list[tuple[int, int]]:
    """The non-zero (index, value) entries of a packed array of `count` fields of `width` bits."""
    vals = [(k, (packed >> (width * k)) & ((1 << width) - 1)) for k in range(count)]
    return [(k, v) for k, v in vals if v]


Q = 8
RESEQ_TTL = 64  # cycles a sequence gap may stay open: no cell is lost in this fabric; relay waits grow long at overload
CELL_LEN = int(SLOT["payload_bytes"])  # len field of every test cell (full payload)
# The configuration every node gets (lp_svlb_core_cfg_t fields; the slot-level model, lightpath.slotsim, reads
# it too): Q, the S-VLB selection threshold, cells per request, the scan's fill, the FIFO and queue sizes.
CORE_CFG: dict[str, int] = dict(cfg_q=Q, cfg_sel_thr=2, cfg_req_max=4, cfg_fill=2, cfg_fifo_cells=8, cfg_ttl=12,
                                cfg_local_cells=64, cfg_relay_cells=64, cfg_reseq_ttl=RESEQ_TTL)


class OfferSink(Protocol):
    """What offer_slot draws into: the harness's Fabric, or the slot-level model's traffic recorder."""

    nn: int
    rng: random.Random

    def offer(self, src: int, dst: int, n: int = 1, track: bool = True) -> None: ...


def fabric_params(nn: int) -> dict[str, int]:
    """Parameters of sim/fabric/lp_svlb_fabric.sv for an nn-node run."""
    return {"NN": nn, "SLOT": SLOT_CLK}


def payload(src: int, dst: int, seq: int) -> list[int]:
    """Payload words of a test cell (src, dst, seq), for the single-core testbenches that drive cells from
    Python (the fabric's own cells are made by its RTL sources)."""
    r = random.Random((src << 40) | (dst << 24) | seq)
    return [r.getrandbits(64) for _ in range(CW - HW)]


async def clocks(dut: Any, n: int) -> None:
    """Wait for n rising clock edges, as ClockCycles(dut.clk, n) does, with three wake-ups instead of n."""
    await RisingEdge(dut.clk)
    if n > 1:
        await Timer((n - 1) * CLK_PS - CLK_PS // 4, unit="ps")   # a quarter period before the n-th edge
        await RisingEdge(dut.clk)


# Counted by the bench top per node (n_<name>): error events (every test requires 0) and OCS events.
RESEQ_EVENTS = ("ev_rs_lost", "ev_rs_late", "ev_rs_resync", "ev_rs_forced")
ERROR_EVENTS = ("ev_rx_ovf", "ev_voq_drop", "ev_dram_rd_err", "vq_ev_full", "vq_ev_bad_dst", "vq_ev_bad_len",
                "ev_rx_misrouted", "ev_rx_bad", "ev_tx_late", "ev_host_bad_dst", "ev_dm_sat", "ev_ocs_rx_ovf",
                "ev_ocs_rx_bad") + RESEQ_EVENTS
STAT_EVENTS = ("ev_ocs_tx", "ev_ocs_fallback", "ev_ocs_rx")  # reported per node as "<event>@<node>"


class Fabric:
    def __init__(self, dut: Any, nn: int, rng: random.Random) -> None:
        self.dut = dut
        self.nn = nn
        self.rng = rng
        self.seq: dict[tuple[int, int], int] = {}   # cells offered per flow (the next seq)
        self.sent: set[tuple[int, int, int]] = set()
        self.got: set[tuple[int, int, int]] = set()
        self.next_seq: dict[tuple[int, int], int] = {}   # per flow: the seq the destination must see next
        self.logged = [0] * nn      # delivery log entries checked, per node
        self.log_disorder = 0       # cells of the log delivered out of order within their flow
        self.log_relayed = 0        # cells of the log that took two hops
        self._tog = self._inj = self._rs_clr = 0
        self._dst = [0] * nn
        self._cnt = [0] * nn
        self._offer_t: list[float | None] = [None] * nn  # sim time of each source's last offer, ps
        self.ocs_v = 0           # per node: cfg_ocs_v, the port's ocs_up, the announcement, the circuit's far end
        self.ocs_up = 0
        self.ocs_ann = 0
        self.ocs_dst = [0] * nn

    async def start(self, sirius: int) -> None:
        d = self.dut
        Clock(d.clk, CLK_PS, unit="ps").start()
        d.rst.value = 1
        d.offer_tog.value = 0
        d.offer_dst.value = 0
        d.offer_cnt.value = 0
        d.chk_q.value = Q
        d.rs_max_clr.value = 0
        d.inj_tog.value = 0
        d.inj_beat.value = 0
        d.inj_bit.value = 0
        d.dm_phase.value = 0
        d.dm_rd_idx.value = 0
        self.set_ocs()
        for k, v in dict(cfg_en=0, cfg_apply=0, cfg_sirius=sirius, **CORE_CFG).items():
            getattr(d, k).value = v
        await ClockCycles(d.clk, 4)
        await FallingEdge(d.clk)
        d.rst.value = 0
        d.cfg_apply.value = 1
        await FallingEdge(d.clk)
        d.cfg_apply.value = 0
        for _ in range(200):
            await FallingEdge(d.clk)
            if int(d.queues_ok.value) == (1 << self.nn) - 1:
                break
        assert int(d.queues_ok.value) == (1 << self.nn) - 1, "DRAM queues not programmed"
        d.cfg_en.value = 1

    def set_ocs(self) -> None:
        """Drive the OCS circuit inputs from ocs_v / ocs_up / ocs_ann / ocs_dst."""
        d = self.dut
        d.ocs_v.value = self.ocs_v
        d.ocs_up.value = self.ocs_up
        d.ocs_ann.value = self.ocs_ann
        d.ocs_dst.value = sum(x << (8 * i) for i, x in enumerate(self.ocs_dst))

    def ocs_pending(self, node: int) -> int:
        """Cells node has committed to its OCS port and not yet sent (its scheduler's count)."""
        return int(self.dut.g_node[node].ocs_pend.value)

    def offer(self, src: int, dst: int, n: int = 1, track: bool = True) -> None:
        """Offer n cells (1..3) from src's host to dst: its source sends them in turn, after the cells
        offered before. Untracked cells (the self-test's, for a node that does not exist) are not expected
        to arrive. The offers of one node must be a clock period apart at least (the source takes one per
        clock)."""
        if not (0 <= src < self.nn and 0 <= dst < N and 1 <= n <= MAX_OFFER):
            raise ValueError(f"offer {src} -> {dst} x{n}: source 0..{self.nn - 1}, destination 0..{N - 1}, "
                             f"1..{MAX_OFFER} cells")
        now = get_sim_time("ps")
        last = self._offer_t[src]
        if last is not None and now - last < CLK_PS:
            raise RuntimeError(f"node {src}: a second offer within one clock")
        self._offer_t[src] = now
        for _ in range(n):
            s = self.seq.get((src, dst), 0)
            self.seq[(src, dst)] = s + 1
            if track:
                self.sent.add((src, dst, s))
        self._tog ^= 1 << src
        self._dst[src] = dst
        self._cnt[src] = n
        d = self.dut
        d.offer_dst.value = sum(x << (8 * i) for i, x in enumerate(self._dst))
        d.offer_cnt.value = sum(x << (2 * i) for i, x in enumerate(self._cnt))
        d.offer_tog.value = self._tog

    def inject(self, node: int, beat: int, bit: int) -> None:
        """Self-test: the checker of `node` sees bit `bit` of word `beat` of the next cell flipped."""
        d = self.dut
        d.inj_beat.value = beat
        d.inj_bit.value = bit
        self._inj ^= 1 << node
        d.inj_tog.value = self._inj

    # ---- counters of the bench top (read when needed, never per clock)
    def _sum(self, name: str) -> int:
        return sum(int(getattr(self.dut.g_node[i], name).value) for i in range(self.nn))

    @property
    def delivered(self) -> int:
        return self._sum("n_cells")

    @property
    def relayed(self) -> int:
        return self._sum("n_relayed")

    @property
    def backpressure(self) -> int:
        """Clocks a host cell waited on s_axis_tready, all nodes."""
        return self._sum("n_bp")

    @property
    def disorder(self) -> int:
        """Cells delivered out of order within their flow (the checker's count)."""
        return self._sum("n_disorder")

    @property
    def q_checks(self) -> int:
        return self._sum("q_chk")

    @property
    def q_peak(self) -> int:
        """The largest held + granted of any node and destination since reset."""
        return max(int(self.dut.g_node[i].q_peak.value) for i in range(self.nn))

    @property
    def reseq_max(self) -> int:
        """The most cells any node's resequencer held at once since reset or restart_reseq_max."""
        return max(int(self.dut.g_node[i].rs_max.value) for i in range(self.nn))

    def restart_reseq_max(self) -> None:
        self._rs_clr ^= 1
        self.dut.rs_max_clr.value = self._rs_clr

    def events(self) -> tuple[dict[str, int], dict[str, int]]:
        """(error events by name, all nodes; STAT_EVENTS as '<event>@<node>'), the non-zero counts."""
        err: dict[str, int] = {}
        stats: dict[str, int] = {}
        for i in range(self.nn):
            c = self.dut.g_node[i]
            for n in ERROR_EVENTS:
                v = int(getattr(c, "n_" + n).value)
                if v:
                    err[n] = err.get(n, 0) + v
            for n in STAT_EVENTS:
                v = int(getattr(c, "n_" + n).value)
                if v:
                    stats[f"{n}@{i}"] = v
        return err, stats

    @property
    def err(self) -> dict[str, int]:
        return self.events()[0]

    @property
    def stats(self) -> dict[str, int]:
        return self.events()[1]

    def idle(self) -> bool:
        """Every offered cell has entered its node (the sources are empty)."""
        return all(int(self.dut.g_node[i].sq_wr.value) == int(self.dut.g_node[i].sq_rd.value)
                   for i in range(self.nn))

    # ---- checks
    def check_cells(self) -> None:
        """Check the cells delivered since the last call, from the delivery logs: each intact (the RTL's
        payload and length flags), a test cell for the node that got it, sent, not delivered before;
        count those out of order within their flow."""
        d = self.dut
        for i in range(self.nn):
            c = d.g_node[i]
            n = int(c.n_cells.value)
            assert int(c.log_ovf.value) == 0, f"node {i}: more than {len(c.log_q)} cells delivered (log full)"
            for k in range(self.logged[i], n):
                v = int(c.log_q[k].value)
                h = CellHeader.from_int(v & HDR_MASK, check=False)
                key = (h.src, h.dst, h.seq)
                assert not (v >> (64 * HW + 1)) & 1, f"node {i}: cell {key} not {CW} words"
                assert h.dst == i, f"node {i} got a cell for {h.dst}"
                assert (h.kind, h.first, h.last, h.len) == (int(Kind.DATA), 1, 1, CELL_LEN), \
                    f"node {i}: cell {key} header changed: {h}"
                assert key in self.sent, f"node {i}: cell {key} never sent"
                assert key not in self.got, f"node {i}: cell {key} delivered twice"
                # the payload expected is that of the header's (src, dst, seq): checked once the cell is known
                assert not (v >> (64 * HW)) & 1, f"node {i}: payload of {key} corrupted"
                want = self.next_seq.get((h.src, h.dst), 0)
                if h.seq != want:  # out of order within its flow (the tests require none; the bench counts them)
                    self.log_disorder += 1
                self.next_seq[(h.src, h.dst)] = max(want, h.seq + 1)
                self.got.add(key)
                self.log_relayed += h.relay
            self.logged[i] = n
        assert self.log_disorder == self.disorder, \
            f"out-of-order cells: {self.log_disorder} in the logs, {self.disorder} counted by the checkers"
        assert self.log_relayed == self.relayed, \
            f"relayed cells: {self.log_relayed} in the logs, {self.relayed} counted by the checkers"

    def check_invariants(self) -> None:
        """The sticky checks of the bench top: relay queue bound (every clock), no spilled word, no OCS
        collision, no offer lost."""
        d = self.dut
        for i in range(self.nn):
            c = d.g_node[i]
            if int(c.q_viol.value):
                bad = int(c.q_bad.value)
                dst, held, iss = bad >> 32, (bad >> 16) & 0xFFFF, bad & 0xFFFF
                raise AssertionError(f"node {i} dst {dst}: held {held} + granted {iss} > Q={int(d.chk_q.value)} "
                                     f"({int(c.q_viol.value)} clocks)")
            assert int(c.src_ovf.value) == 0, f"node {i}: offer queue overflow"
        assert int(d.spill.value) == 0, "a cell spilled into the next slot"
        assert int(d.ocs_collide.value) == 0, "two OCS circuits reached one node at once"

    def check_errors(self) -> None:
        err = self.err
        assert not err, f"error events: {err}"

    async def check_demand(self) -> None:
        """Latch every node's demand counters (one phase since reset) and compare each node's bytes per
        destination with what its host offered (mFabric demand matrix, one row per node)."""
        d = self.dut
        await FallingEdge(d.clk)
        d.dm_phase.value = 1
        await FallingEdge(d.clk)
        d.dm_phase.value = 0
        for dst in range(self.nn):
            d.dm_rd_idx.value = dst
            await ClockCycles(d.clk, 2, rising=False)
            for src in range(self.nn):
                got = int(d.g_node[src].dm_val.value)
                want = CELL_LEN * self.seq.get((src, dst), 0)
                assert got == want, f"demand {src}->{dst}: {got} bytes, offered {want}"
        for src in range(self.nn):
            assert int(d.g_node[src].dm_phases.value) == 1

    def debug(self) -> str:
        d = self.dut
        out = []
        for i in range(self.nn):
            c = d.g_node[i]
            occ = int(c.voq_occ.value)
            fc = int(c.fifo_cells.value)
            u = c.u_core.u_svlb
            out.append(f"node {i}: voq {_fields(occ, 24, 2 * N)} fifo {_fields(fc, 4, N + 1)} "
                       f"unres {_fields(int(u.unres.value), 24, N)} occ {_fields(int(u.occ.value), 8, N)}")
        return "\n".join(out)

    async def drain(self, limit_slots: int = 3000) -> None:
        """Run until every offered cell is delivered (at most limit_slots), then check every cell delivered
        since the last drain, zero loss and the sticky invariants."""
        d = self.dut
        for _ in range(limit_slots // 10):
            await clocks(d, 10 * SLOT_CLK)
            if self.delivered >= len(self.sent) and self.idle():
                break
        self.check_cells()
        missing = self.sent - self.got
        assert not missing, (f"{len(missing)} cells never delivered, e.g. {sorted(missing)[:5]}; errors {self.err}; "
                             f"{self.debug()}")
        self.check_invariants()


def offer_slot(f: OfferSink, pattern: str, load: float, slot: int) -> int:
    """Offer this slot's cells of a traffic pattern; return how many. `load` = cells per slot per
    source (a node sends at most one cell per slot)."""
    nn, rng = f.nn, f.rng
    n = 0
    for src in range(nn):
        if rng.random() >= load:
            continue
        if pattern == "uniform":
            f.offer(src, rng.choice([k for k in range(nn) if k != src]))
            n += 1
        elif pattern == "permutation":
            f.offer(src, (src + 1) % nn)
            n += 1
        elif pattern == "hotspot":  # every node to node 0
            if src != 0:
                f.offer(src, 0)
                n += 1
        elif pattern == "incast":  # every 8 slots, a burst of 3 cells from every other node to node 1
            if src != 1 and not slot % 8:
                f.offer(src, 1, 3)
                n += 3
        else:
            raise ValueError(f"unknown pattern {pattern}")
    return n


async def start_fabric(dut: Any, sirius: int, seed: int) -> Fabric:
    nn = int(os.environ["LP_NN"])
    f = Fabric(dut, nn, random.Random(seed))
    await f.start(sirius)
    return f


async def scenario(dut: Any, pattern: str, sirius: int, load: float, cells: int, seed: int) -> Fabric:
    """Offer `cells` cells per node of a pattern at `load`, drain, check zero loss and no error event."""
    f = await start_fabric(dut, sirius, seed)
    injected = 0
    slot = 0
    while injected < cells * f.nn:
        injected += offer_slot(f, pattern, load, slot)
        slot += 1
        await clocks(dut, SLOT_CLK)
    await f.drain()
    f.check_errors()
    assert f.log_disorder == 0, f"{f.log_disorder} cells delivered out of order within their flow"
    await f.check_demand()
    dut._log.info(
        "%s %s load %.2f: %d cells delivered exactly once, %d relayed (%.1f %%), %d slots, "
        "host back-pressure %d clocks, queue bound checked %d node-clocks (held + granted at most %d of Q = %d), "
        "in order per flow (resequencer held at most %d cells)", pattern,
        "sirius" if sirius else "svlb", load, len(f.got), f.log_relayed, 100.0 * f.log_relayed / max(len(f.got), 1),
        int(dut.slots.value), f.backpressure, f.q_checks, f.q_peak, Q, f.reseq_max)
    return f
