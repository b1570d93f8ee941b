"""The ILA capture reader on a real simulation: the shared 4-node fabric build (FABRIC4_PARAMS).

After a bring-up with traffic between every pair of nodes, each node's SOA debug bundle (the fabric
top's `dbg_ila`, one 72-bit bundle per node) is sampled once per clock into captures that the
capture writer dumps as one VCD (all four nodes, bundle vectors, with the clock) and as one
Vivado-style CSV per node; the reader reads them back unchanged and finds no violation in any node.

Then a second SOA of node 1 is forced on for FORCE_CYCLES cycles in the middle of a cell through
n1_soa_force (outside the NIC: the optics see it, the NIC's own `dbg_ila` does not). The capture of
what the optics see (the bundle with `soa_en` taken from n1_soa_en, re-aligned by the bundle's one
register stage) must show exactly that fault: one two_soa run over the forced samples and the two
SOA edges outside the guard (its rise and its fall), nothing else; the NIC's own bundle stays clean.
The pytest side then runs the CLI on the written files (exit status and JSON).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import cocotb
from cocotb.triggers import FallingEdge

from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric, tagged_frame
from lightpath.flow import hdl
from lightpath.flow.paths import SIM
from lightpath.gen.ila_probes import load
from lightpath.ila import Capture, Params, check, read, write_csv, write_vcd
from lightpath.ila.rules import RULES, lit
from lightpath.regs.lp_nic_node import REGS

NODES = 4
CLEAN_CYCLES = 3000
FORCE_CYCLES = 3
FORCE_WORD = 30  # slot word (of the bundle) at which the force is applied: inside the cell
FORCED_NODE = 1
WINDOW = 1000  # most samples before the force (node 1 sends within a few slots)
AFTER = 300  # samples of the forced capture after the force
SPEC = load()
MASK = (1 << SPEC.width) - 1
# the run leaves the SOA registers at their reset values; the CLI is told so (it assumes none)
RESET_REGS = ["--dead-time", str(REGS["SOA_CTRL"].fields["dead_time"].reset),
              "--edge-offset", str(REGS["SOA_CTRL"].fields["edge_offset"].reset),
              "--pretune", str(REGS["SOA_CTRL"].fields["pretune"].reset),
              "--max-on", str(REGS["SOA_MAX_ON"].fields["cycles"].reset)]
# the force lights an SOA without its laser, which the pretune rule would add: the forced file is
# checked for the interlock and edges alone
FORCED_RULES = ",".join(r for r in RULES if r != "pretune")


class Sampler:
    """Every node's bundle and optics-side SOA enables, one sample per clock (read at the falling
    edge: the values the rising edge registered, which is what the ILA captures at the next one)."""

    def __init__(self, dut) -> None:
        self.dut = dut
        self.bundles: list[list[int]] = [[] for _ in range(NODES)]
        self.optics: list[list[int]] = [[] for _ in range(NODES)]

    async def step(self) -> None:
        await FallingEdge(self.dut.clk)
        v = self.dut.dbg_ila.value.to_unsigned()
        for n in range(NODES):
            self.bundles[n].append((v >> (SPEC.width * n)) & MASK)
            self.optics[n].append(getattr(self.dut, f"n{n}_soa_en").value.to_unsigned())

    def capture(self, n: int, start: int = 0, optics: bool = False) -> Capture:
        cap = Capture.from_bundles(SPEC, self.bundles[n][start:], source=f"<sim node {n}>", fmt="sim")
        if optics:  # the optics' view, on the bundle's time base (its soa_en is one register later)
            soa = [self.optics[n][k - 1] for k in range(start, len(self.bundles[n]))]
            cap.probes["soa_en"] = soa
            cap.probes["soa_edge"] = [0] + [int(soa[k] != soa[k - 1]) for k in range(1, len(soa))]
        return cap


async def traffic(fab: Fabric, rng: random.Random, frames: int, srcs: tuple[int, ...] = tuple(range(NODES))) -> None:
    seq = 0
    for _ in range(frames):
        for src in srcs:
            for off in (1, 2, 3):
                dst = (src + off) % NODES
                await fab.send(src, tagged_frame(rng, src, dst, seq, (60, 300, 900)), dst=dst)
                seq += 1


@cocotb.test()
async def ila_capture_of_the_fabric(dut) -> None:
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure(train_cycles=1)
    rng = random.Random(9)
    cocotb.start_soon(traffic(fab, rng, 3))
    s = Sampler(dut)
    for _ in range(CLEAN_CYCLES):
        await s.step()
    out = Path.cwd()
    caps = {f"n{n}_dbg_ila": s.capture(n) for n in range(NODES)}
    write_vcd(out / "clean.vcd", caps, bundle=True)
    for n in range(NODES):
        # dbg_ila.soa_en is the driver's enable one register later than the fabric's nX_soa_en
        assert all(SPEC.probe("soa_en").extract(s.bundles[n][k]) == s.optics[n][k - 1]
                   for k in range(1, CLEAN_CYCLES)), n
        write_csv(out / f"clean_n{n}.csv", caps[f"n{n}_dbg_ila"])
        for got in (read(out / "clean.vcd", node=n), read(out / f"clean_n{n}.csv")):
            assert got.probes == caps[f"n{n}_dbg_ila"].probes, (n, got.fmt)
            rep = check(got, Params(ports=NODES, node=n))
            dut._log.info("node %d %s: %d violations, stats %s", n, got.fmt, len(rep.violations), rep.stats)
            assert rep.violations == [], rep.text()
            # the capture saw the things the rules are about
            assert rep.stats["switches"] > 0 and rep.stats["soa_edges"] > 0 and rep.stats["rx_samples"] > 0, rep.stats
            assert rep.events["cdr_hit"].count > 0, rep.stats

    # force a second SOA of node 1 in the middle of a cell (node 1 kept busy meanwhile)
    cocotb.start_soon(traffic(fab, rng, 2, (FORCED_NODE,)))
    start = len(s.bundles[FORCED_NODE])
    word = SPEC.probe("slot_word")
    soa_p = SPEC.probe("soa_en")
    send_p = SPEC.probe("sending")
    while True:
        await s.step()
        b = s.bundles[FORCED_NODE][-1]
        if send_p.extract(b) and word.extract(b) == FORCE_WORD and soa_p.extract(b):
            break
        assert len(s.bundles[FORCED_NODE]) - start < WINDOW, "node 1 sent no cell to force an SOA into"
    on = lit(soa_p.extract(b))
    extra = next(k for k in range(NUM_WL - 1, 0, -1) if k not in on)
    f = len(s.bundles[FORCED_NODE]) - 1 - start  # sample (of the window) at which the force is driven
    force = getattr(dut, f"n{FORCED_NODE}_soa_force")
    force.value = 1 << extra
    for _ in range(FORCE_CYCLES):
        await s.step()
    force.value = 0
    while len(s.bundles[FORCED_NODE]) - start < f + AFTER:
        await s.step()
    seen = s.capture(FORCED_NODE, start, optics=True)
    write_vcd(out / "forced.vcd", seen, bundle=False)
    write_csv(out / "forced.csv", seen)
    (out / "forced.json").write_text(json.dumps({"first": f + 2, "last": f + 1 + FORCE_CYCLES, "extra": extra}))
    for got in (read(out / "forced.vcd"), read(out / "forced.csv")):
        assert got.probes == seen.probes
        rep = check(got, Params(ports=NODES, node=FORCED_NODE))
        dut._log.info("forced %s:\n%s", got.fmt, rep.text())
        # forced from the sample after f (nX_soa_en is combinational), +1 for the bundle's register
        first, last = f + 2, f + 1 + FORCE_CYCLES
        got_v = [(v.rule, v.sample, v.last) for v in rep.violations]
        assert got_v == [("two_soa", first, last), ("guard_edge", first, first), ("guard_edge", last + 1, last + 1)], \
            rep.text()
        assert f"SOAs {'+'.join(str(i) for i in sorted([*on, extra]))}" in rep.violations[0].message
    # the NIC's own bundle never saw it: the driver lit one SOA at a time
    own = check(s.capture(FORCED_NODE, start), Params(ports=NODES, node=FORCED_NODE))
    assert own.violations == [], own.text()


def test_ila_fabric() -> None:
    run = hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
    cli = [sys.executable, "-m", "lightpath.ila"]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(SIM), os.environ.get("PYTHONPATH")]))}
    for n in range(NODES):
        for f in (run / "clean.vcd", run / f"clean_n{n}.csv"):
            r = subprocess.run(cli + [str(f), "--ports", str(NODES), "--node", str(n), *RESET_REGS, "-q"],
                               capture_output=True, text=True, env=env)
            assert r.returncode == 0, r.stderr + r.stdout
    want = json.loads((run / "forced.json").read_text())
    r = subprocess.run(cli + [str(run / "forced.csv"), "--ports", str(NODES), "--node", str(FORCED_NODE),
                              *RESET_REGS, "--rules", FORCED_RULES, "--json", "-"], capture_output=True, text=True,
                       env=env)
    assert r.returncode == 1, r.stderr
    rep = json.loads(r.stdout)
    assert [(v["rule"], v["sample"], v["last"]) for v in rep["violations"]] == [
        ("two_soa", want["first"], want["last"]), ("guard_edge", want["first"], want["first"]),
        ("guard_edge", want["last"] + 1, want["last"] + 1)]
