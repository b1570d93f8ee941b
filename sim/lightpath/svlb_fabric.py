"""S-VLB fabric harness (sim/fabric/lp_svlb_fabric.sv) shared by tb/svlb/test_lp_svlb_fabric.py and the
S-VLB benchmark (sim/scenarios/bench_svlb.py): host cell sources per node, the delivery checker
(bit-exact, right node, exactly once, in seq order per flow), the per-slot relay queue bound check (held + granted <= Q) and
the error-event counters of every node. Runs inside cocotb.
"""

from __future__ import annotations

import os
import random
from collections import deque

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.cell import CellHeader, Kind, field_layout
from lightpath.cell.generated import SLOT

CW = int(SLOT["cell_words"])
HW = CW - int(SLOT["payload_words"])
SLOT_CLK = 120  # clocks per slot of the S-VLB fabric: the source of its SLOT parameter (fabric_params)
N = 16  # id space of the cores (st_* arrays)


def _fields(packed: int, width: int, count: int) -> list[tuple[int, int]]:
    """The non-zero (index, value) entries of a packed array of `count` fields of `width` bits."""
    vals = [(k, (packed >> (width * k)) & ((1 << width) - 1)) for k in range(count)]
    return [(k, v) for k, v in vals if v]


M64 = (1 << 64) - 1
Q = 8
RESEQ_TTL = 64  # cycles a sequence gap may stay open: no cell is lost in this fabric; relay waits grow long at overload
CELL_LEN = int(SLOT["payload_bytes"])  # len field of every test cell (full payload)
DST_LSB, DST_BITS = field_layout()["dst"]


def fabric_params(nn: int) -> dict[str, int]:
    """Parameters of sim/fabric/lp_svlb_fabric.sv for an nn-node run."""
    return {"NN": nn, "SLOT": SLOT_CLK}


def payload(src: int, dst: int, seq: int) -> list[int]:
    r = random.Random((src << 40) | (dst << 24) | seq)
    return [r.getrandbits(64) for _ in range(CW - HW)]


def cell_words(src: int, dst: int, seq: int) -> list[int]:
    h = CellHeader(kind=int(Kind.DATA), src=src, dst=dst, seq=seq, first=1, last=1, len=CELL_LEN)
    return h.words() + payload(src, dst, seq)


class Fabric:
    def __init__(self, dut, nn: int, rng: random.Random) -> None:
        self.dut = dut
        self.nn = nn
        self.rng = rng
        self.txq: list[deque] = [deque() for _ in range(nn)]  # cells waiting at each host: (dst, words)
        self.seq: dict[tuple[int, int], int] = {}
        self.sent: set[tuple[int, int, int]] = set()
        self.got: set[tuple[int, int, int]] = set()
        self.relayed = 0
        self.delivered = 0
        self.backpressure = 0  # clocks a host cell waited on s_axis_tready
        self.q_checks = 0
        self.cur: list[list[int] | None] = [None] * nn
        self.beat = [0] * nn
        self.rx: list[list[int]] = [[] for _ in range(nn)]
        self.err: dict[str, int] = {}
        self.next_seq: dict[tuple[int, int], int] = {}   # per flow: the seq the destination must see next
        self.reseq_max = 0       # most cells any node's resequencer held at once
        self.disorder = 0        # cells delivered out of order within their flow
        self.stats: dict[str, int] = {}  # counted non-error events (STAT_EVENTS), all nodes
        self.ocs_v = 0           # per node: cfg_ocs_v, the port's ocs_up, the announcement, the circuit's far end
        self.ocs_up = 0
        self.ocs_ann = 0
        self.ocs_dst = [0] * nn

    async def start(self, sirius: int) -> None:
        d = self.dut
        Clock(d.clk, 6.4, unit="ns").start()
        d.rst.value = 1
        d.host_tvalid.value = 0
        d.host_tdata.value = 0
        d.host_tlast.value = 0
        d.host_tdest.value = 0
        d.out_tready.value = (1 << self.nn) - 1
        d.dm_phase.value = 0
        d.dm_rd_idx.value = 0
        self.set_ocs()
        for k, v in dict(cfg_en=0, cfg_apply=0, cfg_sirius=sirius, cfg_q=Q, cfg_sel_thr=2, cfg_req_max=4, cfg_fill=2,
                         cfg_fifo_cells=8, cfg_ttl=12, cfg_local_cells=64, cfg_relay_cells=64,
                         cfg_reseq_ttl=RESEQ_TTL).items():
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
        cocotb.start_soon(self.clocked())
        cocotb.start_soon(self.per_slot())

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

    def offer(self, src: int, dst: int) -> None:
        s = self.seq.get((src, dst), 0)
        self.seq[(src, dst)] = s + 1
        self.txq[src].append(cell_words(src, dst, s))
        self.sent.add((src, dst, s))

    async def clocked(self) -> None:
        d = self.dut
        nn = self.nn
        while True:
            await FallingEdge(d.clk)
            ready = int(d.host_tready.value)  # a state output: the value the coming edge samples
            tv = td = tl = tdst = 0
            for i in range(nn):
                if self.cur[i] is None and self.txq[i]:
                    self.cur[i] = self.txq[i].popleft()
                    self.beat[i] = 0
                if self.cur[i] is None:
                    continue
                w = self.cur[i]
                tv |= 1 << i
                td |= w[self.beat[i]] << (64 * i)
                tl |= int(self.beat[i] == CW - 1) << i
                tdst |= ((w[0] >> (DST_LSB - 64 * (HW - 1))) & ((1 << DST_BITS) - 1)) << (8 * i)
                if (ready >> i) & 1:  # the beat shown now is taken at the coming edge
                    self.beat[i] += 1
                    if self.beat[i] == CW:
                        self.cur[i] = None
                else:
                    self.backpressure += 1
            d.host_tvalid.value = tv
            d.host_tdata.value = td
            d.host_tlast.value = tl
            d.host_tdest.value = tdst
            ov = int(d.out_tvalid.value)
            if ov:
                od = int(d.out_tdata.value)
                ol = int(d.out_tlast.value)
                for i in range(nn):
                    if (ov >> i) & 1:
                        self.rx[i].append((od >> (64 * i)) & M64)
                        if (ol >> i) & 1:
                            self.deliver(i, self.rx[i])
                            self.rx[i] = []

    def deliver(self, node: int, words: list[int]) -> None:
        assert len(words) == CW, f"node {node}: cell of {len(words)} words"
        hv = 0
        for w in words[:HW]:
            hv = (hv << 64) | w
        h = CellHeader.from_int(hv, check=False)
        key = (h.src, h.dst, h.seq)
        assert h.dst == node, f"node {node} got a cell for {h.dst}"
        assert key in self.sent, f"node {node}: cell {key} never sent"
        assert key not in self.got, f"node {node}: cell {key} delivered twice"
        assert words[HW:] == payload(h.src, h.dst, h.seq), f"node {node}: payload of {key} corrupted"
        want = self.next_seq.get((h.src, h.dst), 0)
        if h.seq != want:  # out of order within its flow (the tests require none; the bench counts them)
            self.disorder += 1
        self.next_seq[(h.src, h.dst)] = max(want, h.seq + 1)
        self.got.add(key)
        self.delivered += 1
        self.relayed += h.relay

    async def per_slot(self) -> None:
        d = self.dut
        while True:
            await ClockCycles(d.clk, SLOT_CLK)
            for i in range(self.nn):
                c = d.g_node[i]
                held = int(c.held.value)
                iss = int(c.iss.value)
                for k in range(N):
                    h = (held >> (16 * k)) & 0xFFFF
                    g = (iss >> (16 * k)) & 0xFFFF
                    assert h + g <= Q, f"node {i} dst {k}: held {h} + granted {g} > Q={Q}"
                self.q_checks += 1
                self.reseq_max = max(self.reseq_max, int(c.reseq_held.value))
            assert int(d.spill.value) == 0, "a cell spilled into the next slot"
            assert int(d.ocs_collide.value) == 0, "two OCS circuits reached one node at once"

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
        d = self.dut
        for _ in range(limit_slots // 10):
            await ClockCycles(d.clk, 10 * SLOT_CLK)
            if not any(self.txq) and all(c is None for c in self.cur) and len(self.got) == len(self.sent):
                break
        missing = self.sent - self.got
        assert not missing, f"{len(missing)} cells never delivered, e.g. {sorted(missing)[:5]}; errors {self.err}; {self.debug()}"


RESEQ_EVENTS = ("ev_rs_lost", "ev_rs_late", "ev_rs_resync", "ev_rs_forced")
ERROR_EVENTS = ("ev_rx_ovf", "ev_voq_drop", "ev_dram_rd_err", "u_core.vq_ev_full", "u_core.vq_ev_bad_dst", "u_core.vq_ev_bad_len",
                "ev_rx_misrouted", "ev_rx_bad", "ev_tx_late", "ev_host_bad_dst", "ev_dm_sat", "ev_ocs_rx_ovf",
                "ev_ocs_rx_bad") + RESEQ_EVENTS
STAT_EVENTS = ("ev_ocs_tx", "ev_ocs_fallback", "ev_ocs_rx")  # counted per node as "<event>@<node>"


async def count_errors(dut, nn: int, err: dict[str, int], stats: dict[str, int]) -> None:
    """Count every error event and every STAT_EVENTS event of every node (each is a one-clock pulse)."""
    handles = []
    for i in range(nn):
        for n in ERROR_EVENTS + STAT_EVENTS:
            o = dut.g_node[i]
            for part in n.split("."):
                o = getattr(o, part)
            handles.append((n, f"{n}@{i}", n in STAT_EVENTS, o))
    while True:
        await FallingEdge(dut.clk)
        for n, key, stat, o in handles:
            if int(o.value):
                if stat:
                    stats[key] = stats.get(key, 0) + 1
                else:
                    err[n] = err.get(n, 0) + 1


def offer_slot(f: Fabric, pattern: str, load: float, slot: int) -> int:
    """Offer this slot's cells of a traffic pattern; return how many. `load` = cells per slot per
    source (a node sends at most one cell per slot)."""
    nn, rng = f.nn, f.rng
    n = 0
    for src in range(nn):
        if rng.random() >= load:
            continue
        if pattern == "uniform":
            dsts = [rng.choice([k for k in range(nn) if k != src])]
        elif pattern == "permutation":
            dsts = [(src + 1) % nn]
        elif pattern == "hotspot":  # every node to node 0
            dsts = [] if src == 0 else [0]
        elif pattern == "incast":  # every 8 slots, a burst of 3 cells from every other node to node 1
            dsts = [] if src == 1 or slot % 8 else [1, 1, 1]
        else:
            raise ValueError(f"unknown pattern {pattern}")
        for dst in dsts:
            f.offer(src, dst)
            n += 1
    return n


async def start_fabric(dut, sirius: int, seed: int) -> Fabric:
    nn = int(os.environ["LP_NN"])
    f = Fabric(dut, nn, random.Random(seed))
    await f.start(sirius)
    cocotb.start_soon(count_errors(dut, nn, f.err, f.stats))
    return f


async def scenario(dut, pattern: str, sirius: int, load: float, cells: int, seed: int) -> Fabric:
    """Offer `cells` cells per node of a pattern at `load`, drain, check zero loss and no error event."""
    f = await start_fabric(dut, sirius, seed)
    injected = 0
    slot = 0
    while injected < cells * f.nn:
        injected += offer_slot(f, pattern, load, slot)
        slot += 1
        await ClockCycles(dut.clk, SLOT_CLK)
    await f.drain()
    assert not f.err, f"error events: {f.err}"
    assert f.disorder == 0, f"{f.disorder} cells delivered out of order within their flow"
    await f.check_demand()
    dut._log.info(
        "%s %s load %.2f: %d cells delivered exactly once, %d relayed (%.1f %%), %d slots, host back-pressure %d clocks, "
        "%d queue-bound checks, in order per flow (resequencer held at most %d cells)", pattern,
        "sirius" if sirius else "svlb", load, f.delivered, f.relayed, 100.0 * f.relayed / max(f.delivered, 1),
        int(dut.slots.value), f.backpressure, f.q_checks, f.reseq_max)
    return f
