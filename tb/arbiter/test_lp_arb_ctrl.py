"""lp_arb_ctrl: the arbiter's OCS control plane (request collector -> generated MEPC engine -> circuit
keeper), N = 8.

- test_decision_and_delivery: requests from every node (DP-ring-like flows plus conflicting ones); at
  the cycle boundary one decision runs; the configuration read back equals the engine model's decision
  on the demand table read back; each source with a circuit has an ADD pending with its destination and
  the effective slot now + reconfiguration delay + one cycle; taking it clears it; one ev_cfg, st_gen 1.
  A cycle with no change runs no decision.
- test_job_isolation: job A's live circuit 1->2 is never altered while A refreshes it, although job
  B asks for 1->3 and 4->2 with more volume; B's unrelated 5->6 gets its circuit. When A stops, its
  demand ages out and the next decision gives the ports to B (node 1: ADD 1->3).
- test_commands: PIN replaces the circuit at the source and removes the one into the destination;
  a pinned circuit without demand survives decisions; UNPIN releases it at the next decision; KILL
  removes a live circuit at once; RUN decides without waiting for a cycle boundary.
- test_refresh: with PARAM.refresh's period R, every R cycle boundaries every node is due its entry
  once more (ADD with the entry's eff while that is ahead, REMOVE with the current slot otherwise),
  a take settles it (ev_refresh), a pending operation goes first and settles the node too (ev_sent);
  nothing is due between periods or with R = 0.
- test_bad_and_flood: malformed and unsynced requests are counted and cause no decision; then a
  flood (a request every clock from every node, more distinct circuits than the tables hold): nothing
  overflows the engine's table, the decision latency stays within K/2 + N + 10 and every good request is
  counted once (new, change, dup, full or FIFO overflow).
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.cell.generated import CfgOp
from lightpath.env.mepc_tb import read_table
from lightpath.flow import hdl
from lightpath.model import mepc

N, K = 8, 16
RECONF, CYCLE_SLOTS = 20, N
OP = {op.name.lower(): int(op) for op in CfgOp}
CMD = {"pin": 0, "unpin": 1, "kill": 2, "run": 3}


class Ctrl:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.now = 1000
        self.ev: dict[str, int] = {}

    async def start(self, age_max: int = 3, synced: int = 0xFF) -> None:
        d = self.dut
        Clock(d.clk, 4, unit="ns").start()
        for s in ("req_v", "req_from", "req_src", "req_dst", "req_vol", "req_svc", "req_job", "cycle",
                  "cmd_v", "cmd_op", "cmd_src", "cmd_dst", "cur_idx", "req_idx", "tab_idx", "q_node", "q_take",
                  "cfg_refresh_cycles"):
            getattr(d, s).value = 0
        d.cfg_en.value = 1
        d.cfg_nodes.value = N
        d.cfg_age_max.value = age_max
        d.cfg_synced.value = synced
        d.cfg_cap.value = 1000
        d.cfg_reconf_slots.value = RECONF
        d.cfg_cycle_slots.value = CYCLE_SLOTS
        d.now_slot.value = self.now
        d.rst.value = 1
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0

    async def tick(self, n: int = 1) -> None:
        for _ in range(n):
            await FallingEdge(self.dut.clk)
            for name in ("cfg", "add", "remove", "overwrite", "new", "change", "dup", "expire", "full", "ovf",
                         "unsynced", "bad_node", "own", "bad_vol", "foreign", "tab_overflow", "tab_miss", "sent",
                         "refresh"):
                self.ev[name] = self.ev.get(name, 0) + int(getattr(self.dut, f"ev_{name}").value)

    async def request(self, frm: int, src: int, dst: int, vol: int, job: int = 0, gap: int = 30) -> None:
        d = self.dut
        d.req_v.value, d.req_from.value, d.req_src.value, d.req_dst.value = 1, frm, src, dst
        d.req_vol.value, d.req_svc.value, d.req_job.value = vol, 1, job
        await self.tick()
        d.req_v.value = 0
        await self.tick(gap)

    async def cycle(self, settle: int = 300) -> None:
        """A round-robin cycle boundary; the global slot advances by one cycle."""
        self.now += CYCLE_SLOTS
        self.dut.now_slot.value = self.now
        self.dut.cycle.value = 1
        await self.tick()
        self.dut.cycle.value = 0
        await self.tick(settle)

    async def command(self, op: str, src: int = 0, dst: int = 0) -> None:
        d = self.dut
        while not int(d.cmd_ready.value):
            await self.tick()
        d.cmd_v.value, d.cmd_op.value, d.cmd_src.value, d.cmd_dst.value = 1, CMD[op], src, dst
        await self.tick()
        d.cmd_v.value = 0
        await self.tick(300 if op == "run" else 2)

    async def config(self) -> dict[int, tuple[int, bool, bool, int]]:
        """Current configuration: source -> (dst, live, pinned, eff)."""
        d = self.dut
        out = {}
        for s in range(N):
            d.cur_idx.value = s
            await self.tick()
            if int(d.cur_v.value):
                out[s] = (int(d.cur_dst.value), bool(int(d.cur_live.value)), bool(int(d.cur_pin.value)),
                          int(d.cur_eff.value))
        return out

    async def table(self) -> list[mepc.Row]:
        return await read_table(self.dut, K, self.tick)

    async def pending_ops(self, take: bool = False) -> dict[int, tuple[int, int, int]]:
        """node -> (op, dst, eff) of the pending operations (the delivery look-up port); with take,
        each is taken as the transmit path does when its header leaves."""
        d = self.dut
        out = {}
        for node in range(N):
            d.q_node.value = node
            await self.tick()
            if int(d.q_v.value):
                out[node] = (int(d.q_op.value), int(d.q_dst.value), int(d.q_eff.value))
                if take:
                    d.q_take.value = 1
                    await self.tick()
                    d.q_take.value = 0
        return out


@cocotb.test()
async def test_decision_and_delivery(dut) -> None:
    c = Ctrl(dut)
    await c.start()
    flows = [(0, 1, 400), (1, 2, 300), (2, 3, 500), (3, 0, 200), (4, 5, 900), (0, 5, 800), (6, 5, 700),
             (4, 7, 600), (7, 6, 100)]
    for s, d, v in flows:
        await c.request(s, s, d, v, job=1)
    assert int(dut.st_runs.value) == 0
    rows = await c.table()
    assert sorted(rows) == sorted(flows)
    await c.cycle()
    assert int(dut.st_runs.value) == 1 and int(dut.st_gen.value) == 1 and c.ev["cfg"] == 1
    want = mepc.engine(N, rows, 1000)
    cfg = await c.config()
    eff = c.now + RECONF + CYCLE_SLOTS
    assert {s: dst for s, (dst, _, _, _) in cfg.items()} == {s: dst for s, (dst, _) in want.match.items()}
    assert all(live and not pin and e == eff for _, live, pin, e in cfg.values()), cfg
    assert int(dut.st_circuits.value) == want.count and int(dut.st_total.value) == want.total
    ops = await c.pending_ops(take=True)
    assert ops == {s: (OP["add"], dst, eff) for s, (dst, _) in want.match.items()}, ops
    assert await c.pending_ops() == {}
    assert 0 < int(dut.st_last_cycles.value) + 1 <= mepc.engine_cycles_max(N, K)
    for s, d, v in flows:  # refreshed (duplicates): no change, so the next boundary decides nothing
        await c.request(s, s, d, v, job=1)
    await c.cycle()
    assert int(dut.st_runs.value) == 1 and c.ev["dup"] == len(flows) and c.ev["cfg"] == 1


@cocotb.test()
async def test_job_isolation(dut) -> None:
    c = Ctrl(dut)
    await c.start(age_max=2)
    await c.request(1, 1, 2, 300, job=1)  # job A
    await c.cycle()
    assert (await c.config())[1][0] == 2
    await c.pending_ops(take=True)
    for rnd in range(5):  # A refreshes every cycle; B asks for conflicting, heavier circuits
        await c.request(1, 1, 2, 300, job=1)
        await c.request(1, 1, 3, 900, job=2)
        await c.request(4, 4, 2, 900, job=2)
        await c.request(5, 5, 6, 100, job=2)
        await c.cycle()
        cfg = await c.config()
        assert cfg[1][0] == 2 and cfg[1][1], (rnd, cfg)  # A's circuit: unchanged and live
        assert 4 not in cfg and cfg[5][0] == 6, cfg
        ops = await c.pending_ops(take=True)
        assert 1 not in ops and 4 not in ops, ops  # nothing sent to A's source, nor for its destination
    # A stops refreshing: after age_max cycles its demand is gone and B gets the ports
    for _ in range(3):
        await c.request(1, 1, 3, 900, job=2)
        await c.request(4, 4, 2, 900, job=2)
        await c.request(5, 5, 6, 100, job=2)
        await c.cycle()
    cfg = await c.config()
    assert cfg[1][0] == 3 and cfg[4][0] == 2 and cfg[5][0] == 6, cfg
    assert c.ev["expire"] >= 1


@cocotb.test()
async def test_commands(dut) -> None:
    c = Ctrl(dut)
    await c.start(age_max=2)
    await c.request(2, 2, 5, 500)
    await c.request(3, 3, 4, 500)
    await c.command("run")  # no cycle boundary needed
    assert {s: v[0] for s, v in (await c.config()).items()} == {2: 5, 3: 4}
    await c.pending_ops(take=True)
    gen = int(dut.st_gen.value)
    await c.command("pin", 0, 5)  # 0->5 pinned: 2->5 removed
    cfg = await c.config()
    assert cfg[0][0] == 5 and cfg[0][2] and 2 not in cfg, cfg
    ops = await c.pending_ops(take=True)
    eff = c.now + RECONF + CYCLE_SLOTS
    assert set(ops) == {0, 2} and ops[0] == (OP["pin"], 5, eff) and ops[2][0::2] == (OP["remove"], eff), ops
    assert int(dut.st_gen.value) == gen + 1
    for _ in range(3):  # the pin has no demand but survives; 3->4 refreshed
        await c.request(3, 3, 4, 500)
        await c.cycle()
    cfg = await c.config()
    assert cfg[0][0] == 5 and cfg[0][2] and cfg[3][0] == 4, cfg
    await c.command("unpin", 0)
    await c.request(3, 3, 4, 500)
    await c.cycle()
    cfg = await c.config()
    assert 0 not in cfg and cfg[3][0] == 4, cfg
    ops = await c.pending_ops(take=True)
    assert ops.get(0, (None,))[0] == OP["remove"], ops
    await c.command("kill", 3)  # live, killed at once
    assert 3 not in await c.config()
    assert (await c.pending_ops(take=True))[3][0] == OP["remove"]


@cocotb.test()
async def test_refresh(dut) -> None:
    c = Ctrl(dut)
    await c.start(age_max=8)
    await c.request(2, 2, 5, 500)
    await c.command("run")
    eff = c.now + RECONF + CYCLE_SLOTS
    assert await c.pending_ops(take=True) == {2: (OP["add"], 5, eff)} and c.ev["sent"] == 1
    dut.cfg_refresh_cycles.value = 2
    await c.cycle()
    assert await c.pending_ops() == {}                         # one boundary of two: nothing due
    await c.cycle()
    assert c.now < eff                                          # the ADD's eff still ahead: restated as it is
    rest = {n: (OP["remove"], 0, c.now) for n in range(N) if n != 2}
    assert await c.pending_ops() == {2: (OP["add"], 5, eff), **rest}
    dut.q_node.value = 2
    dut.q_take.value = 1
    await c.tick()
    dut.q_take.value = 0
    await c.tick()
    assert c.ev["refresh"] == 1 and c.ev["sent"] == 1 and 2 not in await c.pending_ops()
    await c.command("kill", 3)                                  # nothing at 3: no operation
    await c.command("pin", 4, 6)                                # a real operation, pending and due
    ops = await c.pending_ops(take=True)
    pin_eff = c.now + RECONF + CYCLE_SLOTS
    assert ops[4] == (OP["pin"], 6, pin_eff) and c.ev["sent"] == 2, ops
    assert c.ev["refresh"] == N - 1, c.ev                       # the other nodes' refreshes taken
    assert await c.pending_ops() == {}
    await c.command("kill", 4)
    kill_eff = c.now + RECONF + CYCLE_SLOTS
    assert await c.pending_ops(take=True) == {4: (OP["remove"], 6, kill_eff)} and c.ev["sent"] == 3
    for _ in range(4):                                          # past the REMOVE's eff: restated at now
        await c.cycle(settle=10)
    assert c.now > kill_eff and (await c.pending_ops())[4] == (OP["remove"], 6, c.now)
    dut.cfg_refresh_cycles.value = 0                            # off: nothing due
    await c.tick(2)
    assert await c.pending_ops() == {}


@cocotb.test()
async def test_bad_and_flood(dut) -> None:
    c = Ctrl(dut)
    await c.start(age_max=3, synced=0xFF & ~(1 << 6))
    await c.request(6, 6, 1, 100)   # node 6 lost sync
    await c.request(2, 2, 9, 100)   # unknown node
    await c.request(2, 2, 2, 100)   # own node
    await c.request(2, 2, 3, 0)     # zero volume
    await c.request(2, 3, 4, 100)   # another node's port
    await c.cycle()
    assert int(dut.st_runs.value) == 0 and int(dut.st_requests.value) == 0
    assert [c.ev[k] for k in ("unsynced", "bad_node", "own", "bad_vol", "foreign")] == [1, 1, 1, 1, 1]
    rng = random.Random(4)
    sent = 0
    for clk in range(3000):  # a request every clock, from every synced node in turn
        s = [n for n in range(N) if n != 6][clk % (N - 1)]
        d = rng.choice([x for x in range(N) if x != s])
        await c.request(s, s, d, rng.randrange(1, 2000), job=rng.randrange(3), gap=0)
        sent += 1
        if clk % 400 == 399:
            c.now += CYCLE_SLOTS
            dut.now_slot.value = c.now
            dut.cycle.value = 1
            await c.tick()
            dut.cycle.value = 0
        assert int(dut.st_candidates.value) <= K and int(dut.st_requests.value) <= 2 * N
    await c.tick(500)
    assert c.ev["tab_overflow"] == 0 and c.ev["tab_miss"] == 0
    assert c.ev["new"] + c.ev["change"] + c.ev["dup"] + c.ev["full"] + c.ev["ovf"] == sent, c.ev
    assert c.ev["ovf"] > 0 and c.ev["full"] > 0
    assert int(dut.st_runs.value) >= 5
    assert int(dut.st_last_cycles.value) + 1 <= mepc.engine_cycles_max(N, K)


def test_lp_arb_ctrl() -> None:
    hdl.run("lp_arb_ctrl", __file__, {"N": N})
