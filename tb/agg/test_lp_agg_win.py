"""lp_agg_win: a NIC's upload window, in-flight and relay counts and window request (docs/agg.md
"The window in the NIC").

Directed cases, then a random run against a cycle model, every output compared every cycle:
- the window comes from the arbiter's headers only (another sender's header changes nothing), or from
  arb_job on the arbiter's own core;
- the in-flight count rises by one per contribution made (several ports in one cycle), falls by one
  per contribution cell sent, and a send with nothing counted leaves it at 0;
- the relay count saturates at 0 and rly_clr clears it; its job is the window open when it
  left 0;
- the request: in-flight job, else relay job, else the open window's job if a port asks for it, else
  the first port's request; cfg_en = 0 asks for nothing and clears every count at the next edge.
"""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl

PORTS = 3
ARB = 5
M16 = 0xFFFF


class Model:
    """Cycle model of lp_agg_win."""

    def __init__(self) -> None:
        self.win = self.inflight = self.inflight_job = self.relay = self.relay_job = 0

    def req(self, i: dict[str, int], port_req: list[int]) -> int:
        if not i["cfg_en"]:
            return 0
        if self.inflight:
            return self.inflight_job
        if self.relay and self.relay_job:
            return self.relay_job
        if any(r and r == self.win for r in port_req):
            return self.win
        return next((r for r in port_req if r), 0)

    def step(self, i: dict[str, int], contrib: list[int]) -> None:
        if not i["cfg_en"]:
            self.__init__()   # type: ignore[misc]
            return
        win = self.win
        if i["arb_v"]:
            self.win = i["arb_job"]
        elif i["hx_valid"] and i["hx_src"] == ARB:
            self.win = i["hx_job"]
        n = sum(contrib)
        self.inflight = (self.inflight + n - int(i["ev_sent"] and (self.inflight != 0 or n != 0))) & M16
        if n:
            self.inflight_job = win
        inc = i["ev_rly_in"] and self.relay != M16
        dec = i["ev_rly_out"] and (self.relay != 0 or inc)
        relay = self.relay
        self.relay = 0 if i["rly_clr"] else (self.relay + int(inc) - int(dec)) & M16
        if i["ev_rly_in"] and (relay == 0 or self.relay_job == 0):
            self.relay_job = win


class Bench:
    def __init__(self, dut) -> None:
        self.d = dut
        self.m = Model()
        self.seen: set[str] = set()

    async def start(self) -> None:
        d = self.d
        Clock(d.clk, 6.4, unit="ns").start()
        d.cfg_arbiter.value = ARB
        self.drive(dict(cfg_en=0), [0] * PORTS, [0] * PORTS)
        d.rst.value = 1
        for _ in range(3):
            await RisingEdge(d.clk)
        d.rst.value = 0

    def drive(self, i: dict[str, int], port_req: list[int], contrib: list[int]) -> dict[str, int]:
        full = dict(cfg_en=1, arb_v=0, arb_job=0, hx_valid=0, hx_src=0, hx_job=0, ev_sent=0, ev_rly_in=0,
                    ev_rly_out=0, rly_clr=0)
        full.update(i)
        for k, v in full.items():
            getattr(self.d, k).value = v
        self.d.port_req.value = sum(r << (8 * p) for p, r in enumerate(port_req))
        self.d.ev_contrib.value = sum(c << p for p, c in enumerate(contrib))
        return full

    async def cycle(self, i: dict[str, int], port_req: list[int] | None = None,
                    contrib: list[int] | None = None) -> None:
        """Drive one cycle's inputs, compare the outputs with the model, clock both."""
        port_req = port_req or [0] * PORTS
        contrib = contrib or [0] * PORTS
        full = self.drive(i, port_req, contrib)
        await ReadOnly()
        d, m = self.d, self.m
        req = m.req(full, port_req)
        got = dict(win_job=int(d.win_job.value), req_job=int(d.req_job.value), tx_job=int(d.tx_job.value),
                   inflight=int(d.inflight.value), relay=int(d.relay.value), relay_job=int(d.relay_job.value))
        exp = dict(win_job=m.win, req_job=req, tx_job=full["arb_job"] if full["arb_v"] else req,
                   inflight=m.inflight, relay=m.relay, relay_job=m.relay_job)
        assert got == exp, f"outputs {got} != model {exp} (inputs {full}, port_req {port_req}, contrib {contrib})"
        if m.inflight and req == m.inflight_job:
            self.seen.add("req inflight")
        elif m.relay and m.relay_job and req == m.relay_job:
            self.seen.add("req relay")
        elif req and req == m.win:
            self.seen.add("req win")
        elif req:
            self.seen.add("req first port")
        if m.inflight == 0 and full["ev_sent"] and not any(contrib):
            self.seen.add("send at 0")
        m.step(full, contrib)
        await RisingEdge(d.clk)
        await Timer(1, unit="ns")   # the registers' new values, readable by the directed checks


@cocotb.test()
async def directed(dut) -> None:
    """The window, the counts and the request in explicit cases."""
    b = Bench(dut)
    await b.start()
    await b.cycle(dict(hx_valid=1, hx_src=ARB + 1, hx_job=7))            # not the arbiter: ignored
    assert int(dut.win_job.value) == 0
    await b.cycle(dict(hx_valid=1, hx_src=ARB, hx_job=7))
    assert int(dut.win_job.value) == 7
    await b.cycle({}, port_req=[3, 7, 0])                                  # a port asks for the open window
    assert int(dut.req_job.value) == 7
    await b.cycle({}, port_req=[3, 0, 9])
    assert int(dut.req_job.value) == 3                                     # else the first port's request
    await b.cycle(dict(ev_sent=1))                                         # a send with nothing counted
    assert int(dut.inflight.value) == 0
    await b.cycle({}, contrib=[1, 1, 1])                                   # three ports at once
    assert int(dut.inflight.value) == 3
    await b.cycle(dict(hx_valid=1, hx_src=ARB, hx_job=2), port_req=[2, 0, 0])
    assert int(dut.req_job.value) == 7                                     # the in-flight job wins
    for _ in range(3):
        await b.cycle(dict(ev_sent=1))
    assert int(dut.inflight.value) == 0
    await b.cycle(dict(ev_rly_in=1))
    assert (int(dut.relay.value), int(dut.relay_job.value), int(dut.req_job.value)) == (1, 2, 2)
    await b.cycle(dict(arb_v=1, arb_job=4))                                # the arbiter's own core
    assert (int(dut.win_job.value), int(dut.tx_job.value)) == (4, 4)
    await b.cycle(dict(ev_rly_in=1, ev_rly_out=1))
    assert int(dut.relay.value) == 1
    await b.cycle(dict(rly_clr=1, ev_rly_in=1))
    assert int(dut.relay.value) == 0
    await b.cycle(dict(ev_rly_out=1))                                      # saturates at 0
    assert int(dut.relay.value) == 0
    await b.cycle({}, contrib=[0, 1, 0])
    await b.cycle(dict(cfg_en=0), port_req=[5, 0, 0])
    assert int(dut.req_job.value) == 0
    assert (int(dut.inflight.value), int(dut.win_job.value)) == (0, 0)


@cocotb.test()
async def random_against_model(dut) -> None:
    """4000 random cycles: every output equals the model every cycle; every source of the request occurs."""
    b = Bench(dut)
    await b.start()
    rng = random.Random(5)
    for _ in range(4000):
        i = dict(cfg_en=int(rng.random() > 0.01), arb_v=int(rng.random() < 0.1), arb_job=rng.choice([0, 1, 2, 9]),
                 hx_valid=int(rng.random() < 0.3), hx_src=rng.choice([ARB, ARB, 0, 1]), hx_job=rng.choice([0, 1, 2, 9]),
                 ev_sent=int(rng.random() < 0.3), ev_rly_in=int(rng.random() < 0.2),
                 ev_rly_out=int(rng.random() < 0.2), rly_clr=int(rng.random() < 0.005))
        port_req = [rng.choice([0, 0, 1, 2, 9]) for _ in range(PORTS)]
        contrib = [int(rng.random() < 0.15) for _ in range(PORTS)]
        await b.cycle(i, port_req, contrib)
    assert {"req inflight", "req relay", "req win", "req first port", "send at 0"} <= b.seen, b.seen


def test_lp_agg_win() -> None:
    hdl.run("lp_agg_win", __file__, {"PORTS": PORTS})
