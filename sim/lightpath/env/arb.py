"""The arbiter's control plane in a fabric simulation: its bring-up and the firmware model that answers its
interrupt by pointing the WSS (shared by tb/arbiter/test_lp_arbiter.py and the training scenarios)."""

from __future__ import annotations

from dataclasses import dataclass

import cocotb
from cocotb.triggers import ClockCycles, RisingEdge

from lightpath.env.fabric import Fabric
from lightpath.regs.lp_arb_regs import REGS as ARB_REGS


class FirmwareModel:
    """What the control CPU does on the arbiter's interrupt (docs/arbiter.md; the firmware does the same,
    docs/firmware.md): clear it, read the configuration, point the WSS of every new circuit at once (light alone sends
    nothing) and darken the WSS of a removed one once its node reports the circuit down."""

    def __init__(self, fab: Fabric) -> None:
        assert fab.arb is not None
        self.fab, self.arb = fab, fab.arb
        self.wss: dict[int, int] = {}
        self.events: list[tuple[int, int, int, int, int]] = []   # (gen, src, v, dst, eff)
        self.now_at_irq: list[int] = []

    async def run(self) -> None:
        dut, arb = self.fab.dut, self.arb
        while True:
            if not dut.n0_irq.value:
                await RisingEdge(dut.n0_irq)
            self.now_at_irq.append(await self.fab.nodes[0].regs.read("TSYNC_SLOT"))
            await arb.write("INTR_STATUS", 1)
            gen = await arb.read("GEN")
            for s in range(self.fab.n):
                await arb.write_fields("SEL", cur=s)
                cur = ARB_REGS["CUR"]
                word = await arb.read("CUR")
                v, dst = cur.fields["v"].extract(word), cur.fields["dst"].extract(word)
                if v and self.wss.get(s) != dst:
                    self.events.append((gen, s, 1, dst, await arb.read("CUR_EFF")))
                    self.wss[s] = dst
                    self.fab.set_wss(s, dst)
                elif not v and s in self.wss:
                    self.events.append((gen, s, 0, self.wss[s], await arb.read("CUR_EFF")))
                    cocotb.start_soon(self.darken(s))
                    del self.wss[s]

    async def darken(self, s: int) -> None:
        """Darken node s's WSS port once its circuit is down; nothing to do if a new configuration pointed it
        again meanwhile (the next DP phase of a training job can bring the same circuit back)."""
        r = self.fab.nodes[s].regs
        for _ in range(400):
            if s in self.wss:
                return
            st = await r.read("SVLB_OCS_STATUS")
            f = r.reg("SVLB_OCS_STATUS").fields
            if not f["up"].extract(st) and not f["ctl_busy"].extract(st):
                await ClockCycles(self.fab.dut.clk, 32)   # the last words through the WSS
                if s not in self.wss:
                    self.fab.set_wss(s, None)
                return
            await ClockCycles(self.fab.dut.clk, 128)
        raise TimeoutError(f"node {s}: the circuit did not go down")


@dataclass(frozen=True)
class ArbSettings:
    """The arbiter's and the NICs' OCS request settings (docs/arbiter.md)."""
    age: int = 6        # PARAM.age_max: round-robin cycles a request lives without repetition
    cap: int = 4        # PARAM.cap: cells per cycle one circuit carries
    reconf: int = 48    # RECONF_SLOTS: announcement lead of a new configuration
    q: int = 2          # OCS_REQ.q: cells per round-robin cycle towards one destination that make a request
    job: int = 7
    svc: int = 1


async def arbiter_setup(fab: Fabric, cycle_slots: int, st: ArbSettings = ArbSettings()) -> None:
    """Arbiter control plane on and every NIC requesting circuits (node 0 = the arbiter)."""
    arb = fab.arb
    assert arb is not None
    assert await arb.read("ID") == ARB_REGS["ID"].fields["magic"].reset
    await arb.write_fields("PARAM", age_max=st.age, cap=st.cap)
    await arb.write("RECONF_SLOTS", st.reconf)
    await arb.write("CYCLE_SLOTS", cycle_slots)
    await arb.write("INTR_ENABLE", 1)
    await arb.write_fields("CTRL", en=1, req_en=1)
    for n in range(fab.n):
        r = fab.nodes[n].regs
        await r.write_fields("ARBITER", node_id=0, fake_en=1)
        if n:
            await r.write_fields("OCS_REQ", en=1, q=st.q, job=st.job, svc=st.svc)
            await r.write_fields("SVLB_OCS", from_arb=1, tx_link=0)   # MEPC circuits are unidirectional
