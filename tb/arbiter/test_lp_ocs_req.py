"""lp_ocs_req: the arbiter's OCS request collector.

The testbench plays the MEPC engine on the update port (upd_ready stalls at random, and for long
stretches as during a decision) and keeps, per (src, dst), the sum of every delta it accepted: the
engine's view of the demand. A model (`ReqModel`) applies the same requests and ageing.

- test_random_requests: random good and bad requests (every malformed kind, unsynced senders,
  duplicates, volume changes, new keys until the table is full), one per slot as in the fabric, with
  `cycle` pulses between bursts. After every burst: the engine sums equal the model's per-(src, dst)
  volume sums, the table read back equals the model's entries, and every event count matches (each
  request is counted exactly once: new, change, dup, full, or one malformed kind). With the table full,
  a strictly heavier request replaces the lightest entry (the model's rule), so the engine sums also
  prove the eviction's two updates.
- test_full_table_keeps_heaviest: a full table of light demands; heavier requests evict the lightest
  (lowest index among equals), an equal or lighter one is dropped, the engine sums follow, and an
  evicting request still ages out like any other.
- test_ageing: a request refreshed every cycle lives; one not refreshed expires after exactly
  cfg_age_max cycles and its volume is subtracted; the engine sums go back to zero.
- test_flood: a request every clock (far above one per slot) while the engine refuses updates for
  a decision's length: good requests beyond the FIFO are dropped and counted (ev_ovf), everything
  accepted reaches the engine, the table never holds more than R entries, requests arriving during
  an ageing scan are served before it ends.
"""

from __future__ import annotations

import os
import random
from collections import defaultdict
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.flow import hdl

N, R, DEPTH = 8, 16, 8
EVENTS = ("new", "change", "dup", "expire", "full", "ovf", "unsynced", "bad_node", "own", "bad_vol", "foreign")


@dataclass
class ReqModel:
    nodes: int
    synced: int
    age_max: int
    entries: list[list[int] | None] = field(default_factory=lambda: [None] * R)  # [src, dst, job, svc, vol, age]
    ev: dict[str, int] = field(default_factory=lambda: dict.fromkeys(EVENTS, 0))

    def request(self, frm: int, src: int, dst: int, vol: int, svc: int, job: int) -> None:
        if frm >= N or not (self.synced >> frm) & 1:
            self.ev["unsynced"] += 1
        elif not (src < min(N, self.nodes) and dst < min(N, self.nodes)):
            self.ev["bad_node"] += 1
        elif src == dst:
            self.ev["own"] += 1
        elif vol == 0:
            self.ev["bad_vol"] += 1
        elif src != frm:
            self.ev["foreign"] += 1
        else:
            for e in self.entries:
                if e is not None and e[:3] == [src, dst, job]:
                    e[5] = 0
                    if e[4] == vol:
                        self.ev["dup"] += 1
                    else:
                        self.ev["change"] += 1
                        e[3], e[4] = svc, vol
                    return
            if None in self.entries:
                self.entries[self.entries.index(None)] = [src, dst, job, svc, vol, 0]
                self.ev["new"] += 1
            else:
                self.ev["full"] += 1
                vols = [e[4] for e in self.entries if e is not None]
                light = vols.index(min(vols))   # the lightest, lowest index among equals
                if vol > vols[light]:
                    self.entries[light] = [src, dst, job, svc, vol, 0]

    def age(self) -> None:
        for i, e in enumerate(self.entries):
            if e is not None:
                if e[5] + 1 >= max(1, self.age_max):
                    self.entries[i] = None
                    self.ev["expire"] += 1
                else:
                    e[5] += 1

    def sums(self) -> dict[tuple[int, int], int]:
        return sums_of(self.entries)


def sums_of(entries: list[list[int] | None]) -> dict[tuple[int, int], int]:
    """Per (src, dst) volume sums of table entries, zero sums left out."""
    out: dict[tuple[int, int], int] = defaultdict(int)
    for e in entries:
        if e is not None:
            out[(e[0], e[1])] += e[4]
    return {k: v for k, v in out.items() if v}


class Bench:
    def __init__(self, dut, model: ReqModel, rng: random.Random) -> None:
        self.dut, self.model, self.rng = dut, model, rng
        self.sums: dict[tuple[int, int], int] = defaultdict(int)
        self.ev = dict.fromkeys(EVENTS, 0)
        self.stall = 0.3  # probability that upd_ready is low in a clock
        self.hold = 0     # clocks of forced upd_ready low (a decision)

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for s in ("req_v", "req_from", "req_src", "req_dst", "req_vol", "req_svc", "req_job", "cycle",
                  "upd_ready", "rd_idx"):
            getattr(d, s).value = 0
        d.cfg_nodes.value = self.model.nodes
        d.cfg_age_max.value = self.model.age_max
        d.cfg_synced.value = self.model.synced
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0

    async def run_tick(self) -> None:
        """One clock; an update offered with upd_ready high at the edge is taken by the 'engine'."""
        d = self.dut
        offered = int(d.upd_valid.value)
        key = (int(d.upd_src.value), int(d.upd_dst.value))
        delta = d.upd_delta.value.to_signed()
        rdy = self.hold == 0 and self.rng.random() >= self.stall
        self.hold = max(0, self.hold - 1)
        d.upd_ready.value = int(rdy)
        await FallingEdge(d.clk)
        if offered and rdy:
            self.sums[key] += delta
            assert self.sums[key] >= 0, f"engine sum of {key} negative"
        for e in EVENTS:
            self.ev[e] += int(getattr(d, f"ev_{e}").value)
        assert int(d.st_count.value) <= R

    async def request(self, frm: int, src: int, dst: int, vol: int, svc: int, job: int,
                      model: bool = True) -> None:
        d = self.dut
        d.req_v.value = 1
        d.req_from.value, d.req_src.value, d.req_dst.value = frm, src, dst
        d.req_vol.value, d.req_svc.value, d.req_job.value = vol, svc, job
        if model:
            self.model.request(frm, src, dst, vol, svc, job)
        await self.run_tick()
        d.req_v.value = 0

    async def cycle(self) -> None:
        self.dut.cycle.value = 1
        self.model.age()
        await self.run_tick()
        self.dut.cycle.value = 0

    async def drain(self, clocks: int = 600) -> None:
        for _ in range(clocks):
            await self.run_tick()
        assert int(self.dut.upd_valid.value) == 0 and int(self.dut.st_wait.value) == 0

    def engine_sums(self) -> dict[tuple[int, int], int]:
        """What the engine holds: per (src, dst) the sum of the accepted deltas, zero sums left out."""
        return {k: v for k, v in self.sums.items() if v}

    async def entries(self) -> list[list[int] | None]:
        """The collector's table read back, in the model's entry format (None: free)."""
        d = self.dut
        out: list[list[int] | None] = []
        for i in range(R):
            d.rd_idx.value = i
            await self.run_tick()
            await self.run_tick()
            out.append([int(d.rd_src.value), int(d.rd_dst.value), int(d.rd_job.value), int(d.rd_svc.value),
                        int(d.rd_vol.value), int(d.rd_age.value)] if int(d.rd_v.value) else None)
        return out

    async def table_sums(self) -> dict[tuple[int, int], int]:
        """Per (src, dst) volume sums of the entries read back from the collector."""
        return sums_of(await self.entries())

    async def check(self) -> None:
        got = self.engine_sums()
        assert got == self.model.sums(), f"engine sums {got} != model {self.model.sums()}"
        rows = await self.entries()
        assert rows == self.model.entries, f"table {rows} != model {self.model.entries}"
        assert self.ev == self.model.ev, f"events {self.ev} != model {self.model.ev}"


Entry = tuple[int, int, int, int, int]          # a live entry: src, dst, job, svc, vol
Request = tuple[int, int, int, int, int, int]   # Bench.request's frm, src, dst, vol, svc, job


def random_request(rng: random.Random, b: Bench, live: list[Entry]) -> Request:
    r = rng.random()
    if live and r < 0.3:  # same key: duplicate or a new volume
        src, dst, job, svc, vol = rng.choice(live)
        return (src, src, dst, vol if rng.random() < 0.5 else rng.randrange(1, 4000), svc, job)
    if r < 0.4:  # malformed, every kind
        kind = rng.randrange(5)
        src, dst = rng.sample(range(b.model.nodes), 2)
        if kind == 0:
            frm = rng.choice([f for f in range(N) if not (b.model.synced >> f) & 1])
            return (frm, frm, dst, 10, 0, 1)
        if kind == 1:
            return (src, src, rng.choice([b.model.nodes, N, 200]), 10, 0, 1)
        if kind == 2:
            return (src, src, src, 10, 0, 1)
        if kind == 3:
            return (src, src, dst, 0, 0, 1)
        return (dst, src, dst, 10, 0, 1)
    src, dst = rng.sample(range(b.model.nodes), 2)
    return (src, src, dst, rng.randrange(1, 4000), rng.randrange(16), rng.randrange(4))


@cocotb.test()
async def test_random_requests(dut) -> None:
    rng = random.Random(int(os.environ.get("LP_SEED", "1")))
    synced = (1 << 6) - 1 - (1 << 3)  # nodes 0..5 in service, node 3 not locked
    b = Bench(dut, ReqModel(nodes=6, synced=synced, age_max=3), rng)
    b.model.synced = synced
    await b.start()
    for _ in range(30):
        for _ in range(rng.randrange(5, 25)):
            live = [(e[0], e[1], e[2], e[3], e[4]) for e in b.model.entries if e is not None]
            await b.request(*random_request(rng, b, live))
            for _ in range(rng.randrange(40, 80)):  # about one request per slot (~70 clocks)
                await b.run_tick()
            if rng.random() < 0.05 and b.hold == 0:
                b.hold = 200  # a decision: the engine takes no update for 200 clocks
        await b.drain()
        await b.check()
        await b.cycle()
        await b.drain()
    assert b.ev["full"] > 0 and b.ev["expire"] > 0 and b.ev["dup"] > 0 and b.ev["change"] > 0
    assert all(b.ev[k] > 0 for k in ("unsynced", "bad_node", "own", "bad_vol", "foreign")), b.ev


@cocotb.test()
async def test_full_table_keeps_heaviest(dut) -> None:
    rng = random.Random(4)
    b = Bench(dut, ReqModel(nodes=8, synced=0xFF, age_max=3), rng)
    await b.start()
    keys = [(s, d) for s in range(N) for d in range(N) if s != d]
    for i in range(R):   # volumes 50, 40, 30, 20, 10, 10, ...: entry 4 is the lightest at the lowest index
        s, d = keys[i]
        await b.request(s, s, d, max(10, 50 - 10 * i), 0, 1)
        await b.drain(20)
    await b.check()
    assert b.ev["new"] == R
    s, d = keys[R]
    await b.request(s, s, d, 10, 0, 1)   # equal to the lightest: dropped
    await b.drain(50)
    await b.check()
    assert b.ev["full"] == 1 and (s, d) not in b.engine_sums()
    await b.request(s, s, d, 35, 0, 1)   # heavier: takes entry 4's place
    await b.drain(50)
    await b.check()
    assert b.ev["full"] == 2 and b.engine_sums()[(s, d)] == 35 and keys[4] not in b.engine_sums()
    assert (await b.entries())[4] == [s, d, 1, 0, 35, 0]
    s2, d2 = keys[R + 1]
    await b.request(s2, s2, d2, 500, 0, 2)   # the next lightest: entry 5
    await b.drain(50)
    await b.check()
    assert keys[5] not in b.engine_sums() and b.engine_sums()[(s2, d2)] == 500
    for _ in range(3):   # ageing still applies to the evicting entries
        await b.cycle()
        await b.drain(200)
    await b.check()
    assert not b.engine_sums() and b.ev["expire"] == R


@cocotb.test()
async def test_ageing(dut) -> None:
    rng = random.Random(2)
    b = Bench(dut, ReqModel(nodes=8, synced=0xFF, age_max=4), rng)
    await b.start()
    await b.request(1, 1, 2, 100, 0, 7)
    await b.request(3, 3, 2, 50, 0, 8)
    await b.drain(50)
    for c in range(10):  # 1->2 is refreshed every cycle, 3->2 never again
        await b.cycle()
        await b.drain(50)
        await b.request(1, 1, 2, 100, 0, 7)
        await b.drain(50)
        assert ((3, 2) in b.sums and b.sums[(3, 2)] == 50) == (c < 3), (c, dict(b.sums))
    await b.check()
    assert b.ev["expire"] == 1 and b.ev["dup"] == 10
    for _ in range(4):
        await b.cycle()
        await b.drain(50)
    assert not any(b.sums.values()) and b.ev["expire"] == 2
    await b.check()


@cocotb.test()
async def test_flood(dut) -> None:
    rng = random.Random(3)
    b = Bench(dut, ReqModel(nodes=8, synced=0xFF, age_max=2), rng)
    b.stall = 0.0
    await b.start()
    b.hold = 300
    keys = [(s, d) for s in range(N) for d in range(N) if s != d]
    for i in range(DEPTH + 10):  # one per clock, the engine refusing: DEPTH wait, the rest overflow
        s, d = keys[i]
        await b.request(s, s, d, 10 + i, 0, 0, model=False)
    assert b.ev["ovf"] >= 10 - 3, b.ev  # the collector itself takes up to 3 out of the FIFO
    await b.drain(400)
    accepted = b.ev["new"]
    assert accepted + b.ev["ovf"] == DEPTH + 10 and accepted == len(b.engine_sums())
    assert b.engine_sums() == await b.table_sums()
    # A full table: an ageing scan with every entry expiring, the engine slow, requests every slot.
    for i in range(R + 8):
        s, d = keys[(i * 7) % len(keys)]
        await b.request(s, s, d, 5, 0, 1, model=False)
        for _ in range(3):
            await b.run_tick()
    await b.drain(400)
    assert int(dut.st_count.value) == R and b.ev["full"] > 0
    b.stall = 0.7
    await b.cycle()
    await b.cycle()  # age_max 2: everything expires in this scan
    served = b.ev["new"] + b.ev["dup"] + b.ev["full"]
    for i in range(4):
        s, d = keys[i]
        await b.request(s, s, d, 20, 0, 2, model=False)  # arrive while the scan runs
        for _ in range(2):
            await b.run_tick()
    for _ in range(2000):  # the four are served between scan steps, before the scan ends
        if b.ev["new"] + b.ev["dup"] + b.ev["full"] == served + 4:
            break
        await b.run_tick()
    assert b.ev["new"] + b.ev["dup"] + b.ev["full"] == served + 4 and b.ev["expire"] < R, b.ev
    await b.drain(2000)
    assert b.ev["expire"] == R and int(dut.st_count.value) == b.ev["new"] - R  # made after the scan began
    # whatever the scan order let in, the engine holds exactly what the table holds
    assert b.engine_sums() == await b.table_sums()
    new0 = b.ev["new"]
    for i in range(4, 8):
        s, d = keys[i]
        await b.request(s, s, d, 30, 0, 3, model=False)
    await b.drain(200)
    assert b.ev["new"] == new0 + 4 and b.engine_sums() == await b.table_sums()


@pytest.mark.parametrize("seed", [1])
def test_lp_ocs_req(seed: int) -> None:
    hdl.run("lp_ocs_req", __file__, {"N": N, "R": R, "FIFO_DEPTH": DEPTH}, extra_env={"LP_SEED": str(seed)})
