"""Firmware in the loop: the arbiter firmware's C control code, compiled for the host
(libfwhost.so), drives the Verilated 4-node fabric (lp_fabric4, the shared build; node 0 = lp_arbiter)
through cocotb's AXI4-Lite masters (lightpath.fw.cosim: HAL hooks converted with cocotb's
bridge/resume) and points the WSS through the LWSP device emulator on a pseudo-terminal, whose state
the fabric's WSS model mirrors.

1. Boot (firmware/control/lp_boot.c): the firmware checks node 0's ID and map version, writes its
   node identity and slot timing and commits the round-robin table it computes for a 4-port cyclic
   AWGR (the same words as lightpath.model.rrtable's). The firmware then sets the time-sync master
   (lp_boot_tsync_master: node mask, acquiring period, enable, all-locked within its deadline) and trains
   node 0's CDR (lp_boot_cdr_train: idle cells for the training time, every source's phase known); the
   testbench does the same steps for nodes 1..3 (their own firmware's part) and checks every node locked,
   the master's registers and node 0's phase cache. The firmware
   sizes RECONF_SLOTS from the WSS and interrupt budgets and the S-VLB lead rule, sets the keeper's
   refresh (PARAM.refresh) and enables the arbiter.
2. MEPC apply (firmware/control/lp_mepc_ctl.c): a data-parallel flow 1 -> 3 makes node 1 ask for a
   circuit; MEPC picks it and the arbiter raises its interrupt; the firmware (waiting in
   lp_hal_irq_wait) reads CUR/CUR_EFF and lights the WSS path 1 -> 3 before the effective slot; node 1
   switches its OCS port at that slot and the flow's cells cross the circuit: every frame exactly once,
   in order, node 3 receives every cell node 1 sent on the OCS. When the flow ends, the keeper removes
   the circuit and the firmware darkens the path only after the removal's effective slot. The
   keeper's refreshes went out meanwhile and the NICs took them as confirmations (node 1's operations
   are the ADD and the REMOVE, node 3 took none).
"""

from __future__ import annotations

import random

import cocotb
from cocotb.triggers import ClockCycles

from lightpath.env.fabric import FABRIC4_PARAMS, tagged_frame
from lightpath.env.fabric_check import check_phase, delivered
from lightpath.flow import hdl
from lightpath.fw import host
from lightpath.fw.fabric_loop import FwLoop, bring_up

FRAMES = 64


@cocotb.test()
async def firmware_in_the_loop(dut) -> None:
    # ---- 1. boot (lightpath.fw.fabric_loop.bring_up checks every step)
    ff = await bring_up(dut)
    fab, fw, emu, mepc = ff.fab, ff.fw, ff.emu, ff.mepc
    try:
        # ---- 2. the control loop in a bridge thread; the WSS model follows the emulator
        stop = False
        lp = FwLoop(ff)
        light = lp.light   # (src, dst, global slot) of each WSS model change
        samples: list[tuple[int, int]] = []   # (global slot, node 1 OCS up)

        async def monitor() -> None:
            r = fab.nodes[1].regs
            while not stop:
                up = r.reg("SVLB_OCS_STATUS").fields["up"].extract(await r.read("SVLB_OCS_STATUS"))
                samples.append((await r.read("TSYNC_SLOT"), up))
                await ClockCycles(dut.clk, 2 * fab.slot)

        lp.start()
        cocotb.start_soon(monitor())
        rng = random.Random(7)
        frames = [(1, 3, tagged_frame(rng, 1, 3, k, sizes=(1518,))) for k in range(FRAMES)]
        for s, d, f in frames:
            await fab.send(s, f, dst=d)
        got = await delivered(fab, len(frames))
        for _ in range(1000):   # the request ages out, the keeper removes the circuit, the firmware darkens
            if mepc.stats.removes:
                break
            await ClockCycles(dut.clk, fab.slot)
        stop = True
        assert await lp.stop() == host.OK
        lp.end()
        assert fw.hooks is not None   # installed above
        fw.hooks.check()

        st = mepc.stats
        dut._log.info("firmware: irqs %d adds %d removes %d late %d min margin %d slots, %d AXI reads, %d writes; "
                      "light %s", st.irqs, st.adds, st.removes, st.late, st.min_margin, fw.reads, fw.writes, light)
        assert st.irqs >= 2 and st.adds == 1 and st.removes == 1, (st.irqs, st.adds, st.removes)
        assert st.late == 0 and st.wss_errors == 0 and st.kills == 0 and st.min_margin > 0, (st.late, st.min_margin)
        assert [(s, d) for s, d, _ in light] == [(1, 3), (1, None)], light
        assert [c.ports for c in emu.commits] == [{1, 7}, {1, 7}] and emu.snapshot() == {}
        up_at = next(sl for sl, up in samples if up)
        down_at = next(sl for sl, up in samples if sl > up_at and not up)
        assert light[0][2] < up_at - 1, (light, up_at)    # lit before node 1 transmits on the circuit
        assert light[1][2] >= down_at - 2, (light, down_at)   # darkened only once node 1 has stopped
        c1, c3 = await fab.counters(1), await fab.counters(3)
        assert c1["OCS_TX"] >= 20 and c3["OCS_RX"] == c1["OCS_TX"], (c1["OCS_TX"], c3["OCS_RX"])
        assert c1["OCS_CFG_LATE"] == 0 and c1["OCS_OPS"] == 2, c1
        # the refresh the firmware enabled: restatements sent, taken by the NICs as confirmations only
        assert fab.arb is not None
        assert await fab.arb.read("OPS_REFRESH") > 0 and c1["OCS_OPS_SAME"] > 0 and c3["OCS_OPS"] == 0, c3
        await check_phase(fab, "firmware-in-the-loop", frames, got)
    finally:
        ff.close()


def test_fw_cosim() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
