"""The NIC core's board receive front-end interface (phy_* ports of lp_nic_core / lp_arbiter), on the
shared 4-node fabric build: PHY_CTRL reaches each node's phy outputs field by field (reset values
first, nodes independent), and each phy_ev line counts into its own PHY_* counter, which CTRL.cnt_clr
clears. On the boards lp_board_core wires these to lp_gt_os_rx (docs/boards.md, docs/phy.md)."""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge

from lightpath.env.fabric import FABRIC4_PARAMS, Fabric
from lightpath.flow import hdl
from lightpath.regs.lp_nic_node import REGS

FIELDS = ("sd_delay", "sd_min_words", "sd_min_gap", "slip")
PHY_CNT = ("PHY_BURSTS", "PHY_SD_GLITCH", "PHY_SD_GAP", "PHY_RX_FIFO_ERR")   # phy_ev bit order


def phy_out(dut, n: int) -> dict[str, int]:
    v = int(getattr(dut, f"n{n}_phy_cfg").value)
    return {"sd_delay": v >> 16 & 0xF, "sd_min_words": v >> 12 & 0xF, "sd_min_gap": v >> 8 & 0xF, "slip": v & 0xFF}


@cocotb.test()
async def phy_ctrl_reaches_the_ports(dut) -> None:
    fab = Fabric(dut, 4)
    await fab.start()
    reset = {f: REGS["PHY_CTRL"].fields[f].reset for f in FIELDS}
    assert reset == {"sd_delay": 3, "sd_min_words": 2, "sd_min_gap": 1, "slip": 0}
    assert all(phy_out(dut, n) == reset for n in range(4))
    rng = random.Random(3)
    for _ in range(4):
        want = [{"sd_delay": rng.randrange(16), "sd_min_words": rng.randrange(16),
                 "sd_min_gap": rng.randrange(16), "slip": rng.randrange(256)} for _ in range(4)]
        for n in range(4):
            await fab.nodes[n].regs.write_fields("PHY_CTRL", **want[n])
        await ClockCycles(dut.clk, 2)
        assert [phy_out(dut, n) for n in range(4)] == want
        assert {f: await fab.nodes[2].regs.read_field("PHY_CTRL", f) for f in FIELDS} == want[2]


@cocotb.test()
async def phy_events_count(dut) -> None:
    fab = Fabric(dut, 4)
    await fab.start()
    rng = random.Random(5)
    want = [[0] * 4 for _ in range(4)]
    for _ in range(300):
        await FallingEdge(dut.clk)
        for n in range(4):
            ev = rng.randrange(16) if rng.random() < 0.5 else 0
            getattr(dut, f"n{n}_phy_ev").value = ev
            for b in range(4):
                want[n][b] += ev >> b & 1
    await FallingEdge(dut.clk)
    for n in range(4):
        getattr(dut, f"n{n}_phy_ev").value = 0
    await ClockCycles(dut.clk, 2)
    for n in range(4):
        got = [await fab.nodes[n].regs.read(c) for c in PHY_CNT]
        assert got == want[n] and all(w > 0 for w in want[n]), (n, got, want[n])
    await fab.nodes[1].regs.write_fields("CTRL", cnt_clr=1)
    await ClockCycles(dut.clk, 2)
    assert [await fab.nodes[1].regs.read(c) for c in PHY_CNT] == [0, 0, 0, 0]
    assert [await fab.nodes[3].regs.read(c) for c in PHY_CNT] == want[3]   # other nodes keep theirs


def test_lp_fabric_phy() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
