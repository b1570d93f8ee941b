"""S-VLB on a fabric: NN lp_svlb_core nodes (DRAM queues, scheduler, next-hop FIFOs) with their own
DRAM models on an ideal round-robin slot fabric (sim/fabric/lp_svlb_fabric.sv).

Every host cell carries (src, dst, seq) in its header and a payload derived from them, so each
delivered cell is checked bit-exact, at the right node, exactly once. After the traffic stops the
fabric drains and every injected cell must have been delivered (zero loss). Every slot the testbench
samples every node's relay accounting and asserts held + granted <= Q for every destination (the
relay queue bound) and the fabric's error counters stay zero (receive overflow, queue drops,
misrouted or malformed cells, late slots, words spilling into the next slot).

Patterns (S-VLB and Sirius modes): uniform (random destinations), permutation (node i -> i+1, so one
destination per source: relaying is the only way past one cell per cycle), hot-spot (every node to
node 0: the destination's own slots are the bottleneck; admissible below 1/(NN-1) per source), incast
(bursts from all nodes to node 1 at once). Loads stay admissible: the injection rate is below what the
destination's slots can take. The overload test offers more than the node can send: the host port is
back-pressured (s_axis_tready low) and nothing is lost or corrupted.
"""
from __future__ import annotations

import os

import cocotb

from lightpath import hdl
from lightpath.svlb_fabric import Fabric, fabric_params, scenario


async def scenario_checked(dut, pattern: str, sirius: int, load: float, cells: int, seed: int,
                           min_relay: float = 0.0, max_relay: float = 1.0) -> Fabric:
    f = await scenario(dut, pattern, sirius, load, cells, seed)
    frac = f.relayed / max(f.delivered, 1)
    assert min_relay <= frac <= max_relay, f"relayed fraction {frac:.2f} outside [{min_relay}, {max_relay}]"
    return f


@cocotb.test()
async def test_uniform_svlb(dut) -> None:
    # light uniform load: the destinations' own slots carry it, S-VLB relays (almost) nothing
    await scenario_checked(dut, "uniform", 0, 0.3, 40, 1, max_relay=0.1)


@cocotb.test()
async def test_permutation_svlb(dut) -> None:
    # one destination per source at 0.5 cell/slot: its direct slot gives 1/(NN-1), the rest is relayed
    await scenario_checked(dut, "permutation", 0, 0.5, 40, 2, min_relay=0.1)


@cocotb.test()
async def test_hotspot_svlb(dut) -> None:
    # every source to node 0 at 3/4 of what node 0's slots from it can carry (admissible)
    nn = int(os.environ["LP_NN"])
    await scenario_checked(dut, "hotspot", 0, 0.75 / (nn - 1), 30, 3, max_relay=0.1)


@cocotb.test()
async def test_incast_svlb(dut) -> None:
    await scenario_checked(dut, "incast", 0, 1.0, 24, 4)


@cocotb.test()
async def test_uniform_sirius(dut) -> None:
    # plain VLB: most cells take two hops (the intermediate is a random node, the destination included)
    await scenario_checked(dut, "uniform", 1, 0.2, 30, 5, min_relay=0.3)


@cocotb.test()
async def test_permutation_sirius(dut) -> None:
    await scenario_checked(dut, "permutation", 1, 0.3, 30, 6, min_relay=0.25)


@cocotb.test()
async def test_overload(dut) -> None:
    # every node offers a cell every slot to random destinations: more than the fabric carries with
    # relaying; the host ports are back-pressured, nothing is dropped, lost or corrupted
    f = await scenario(dut, "uniform", 0, 1.0, 60, 7)
    assert f.backpressure > 1000, f"no host back-pressure under overload ({f.backpressure} clocks)"


def test_lp_svlb_fabric4() -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(4), extra_env={"LP_NN": "4"})


def test_lp_svlb_fabric8() -> None:
    hdl.run("lp_svlb_fabric", __file__, fabric_params(8), extra_env={"LP_NN": "8"},
            testcase=["test_uniform_svlb", "test_permutation_svlb", "test_hotspot_svlb", "test_uniform_sirius"])
