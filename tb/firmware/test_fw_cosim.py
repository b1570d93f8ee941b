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

from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric, tagged_frame
from lightpath.env.fabric_check import check_phase, delivered
from lightpath.flow import hdl
from lightpath.fw import host
from lightpath.fw.cosim import FirmwareCosim
from lightpath.fw.wss_emu import WssEmulator
from lightpath.model import rrtable

N = 4
GUARD = 16          # S-VLB: guard + preamble cover the DRAM queues' answer time (as test_lp_arbiter)
LEAD = 48           # the S-VLB lead rule for these queue settings (docs/svlb.md; test_lp_arbiter)
AGE, CAP, Q_CELLS, JOB, SVC = 6, 4, 2, 7, 1
REFRESH = 4         # PARAM.refresh: the keeper restates every node's configuration every 4 cycles
WSS_US, IRQ_US = 10, 5   # budgets: the WSS takes no simulated time here (lightpath.fw.cosim)
FRAMES = 64
TRAIN_CYCLES = 3    # round-robin cycles of idle cells (Fabric.configure's default)
LOCK_US = 3000      # time-sync deadline: Fabric.wait_locked's 400 000 clocks of 6.4 ns, rounded up
LEARN_US = 100      # CDR deadline once the training time is over
IN, OUT = [0, 1, 2, 3], [4, 5, 6, 7]   # WSS input port of node n's OCS transmitter, output to its receiver


@cocotb.test()
async def firmware_in_the_loop(dut) -> None:
    fab = Fabric(dut, N)
    await fab.start()
    assert fab.arb is not None
    emu = WssEmulator(ports=8, wls=2, reconf_ms=1.0)
    wss = host.Wss(emu.path, timeout_ms=200, retries=2)
    fw = FirmwareCosim(dut, {host.BLK_NIC: fab.nodes[0].regs.bus, host.BLK_ARB: fab.arb.bus}, dut.n0_irq)
    fw.install()
    try:
        # ---- 1. boot
        rc, code = await fw.call(host.boot_nic, 0, N, NUM_WL, GUARD)
        assert (rc, code) == (host.OK, 0), (host.strerror(rc), code)
        # the table the firmware wrote (RR_TABLE is write-only: the words come from the same C function)
        want = [rrtable.reg_word(e) for e in rrtable.generate(N, NUM_WL)[0]]
        assert host.rr_cyclic(0, N) == want
        assert await fab.nodes[0].regs.read_field("RR_STATUS", "active_len") == len(want)
        assert await fab.nodes[0].regs.read_field("SLOT_TIMING", "guard") == GUARD
        assert await fab.nodes[0].regs.read_field("NODE", "num_ports") == N
        slot = await fw.call(host.slot_ps, GUARD, 0)

        async def fw_sync() -> None:
            rc = await fw.call(host.boot_tsync_master, 0, N, LOCK_US)
            assert rc == host.OK, host.strerror(rc)

        async def fw_train() -> None:
            rc = await fw.call(host.boot_cdr_train, 0, N, TRAIN_CYCLES, slot, LEARN_US)
            assert rc == host.OK, host.strerror(rc)

        await fab.configure(guard=GUARD, svlb={"SVLB_Q": {"q": 8, "sel_thr": 2}, "SVLB_RESEQ": {"ttl": 64}},
                            fw_nodes=(0,), fw_sync=fw_sync, fw_train=fw_train, train_cycles=TRAIN_CYCLES)
        # the master's settings are the firmware's, the acquiring period back at its reset value
        r0 = fab.nodes[0].regs
        assert await r0.read("TSM_NODE_MASK") == (1 << N) - 2
        assert await r0.read("TSM_PERIOD") == r0.reg("TSM_PERIOD").fields["cycles"].reset
        assert await r0.read_field("CTRL", "idle_cells") == 0 and await r0.read_field("CTRL", "tx_en") == 1
        for src in range(1, N):   # the firmware's training taught node 0 every source's phase
            await r0.write("CDR_DBG_SEL", src)
            assert await r0.read_field("CDR_STATUS", "dbg_known") == 1, src
        for n in range(1, N):     # and its idle cells taught every other node node 0's phase
            await fab.nodes[n].regs.write("CDR_DBG_SEL", 0)
            assert await fab.nodes[n].regs.read_field("CDR_STATUS", "dbg_known") == 1, n
        cycle = len(want)
        assert slot == fab.slot * 6400   # the firmware's slot length is the fabric's
        cfg = host.ArbCfg(N, AGE, CAP, cycle, LEAD, WSS_US, IRQ_US, REFRESH)
        rc, reconf = await fw.call(host.boot_arb, cfg, slot)
        assert rc == host.OK and reconf == max(LEAD, -(-(WSS_US + IRQ_US) * 1_000_000 // slot)), (rc, reconf)
        assert await fab.arb.read("RECONF_SLOTS") == reconf and await fab.arb.read_field("CTRL", "en") == 1
        assert await fab.arb.read_field("PARAM", "refresh") == REFRESH
        for n in range(N):
            r = fab.nodes[n].regs
            await r.write_fields("ARBITER", node_id=0, fake_en=1)
            if n:
                await r.write_fields("OCS_REQ", en=1, q=Q_CELLS, job=JOB, svc=SVC)
                await r.write_fields("SVLB_OCS", from_arb=1, tx_link=0)
        assert await fw.call(wss.open) == host.OK
        mepc = host.Mepc(wss, N, IN, OUT, slot, job=1, arb_node=0)
        assert await fw.call(mepc.init) == host.OK

        # ---- 2. the control loop in a bridge thread; the WSS model follows the emulator
        stop = False
        light: list[tuple[int, int | None, int]] = []   # (src, dst, global slot) of each WSS model change

        def loop() -> int:
            last = host.OK
            while not stop:
                last = mepc.run(100) or last
            return last

        async def mirror() -> None:
            shown: dict[int, int | None] = {n: None for n in range(N)}
            while not stop:
                snap = emu.snapshot()
                for n in range(N):
                    o = snap.get((IN[n], 0))
                    d = OUT.index(o) if o in OUT else None
                    if d != shown[n]:
                        fab.set_wss(n, d)
                        shown[n] = d
                        light.append((n, d, await fab.nodes[0].regs.read("TSYNC_SLOT")))
                await ClockCycles(dut.clk, 16)

        samples: list[tuple[int, int]] = []   # (global slot, node 1 OCS up)

        async def monitor() -> None:
            r = fab.nodes[1].regs
            while not stop:
                up = r.reg("SVLB_OCS_STATUS").fields["up"].extract(await r.read("SVLB_OCS_STATUS"))
                samples.append((await r.read("TSYNC_SLOT"), up))
                await ClockCycles(dut.clk, 2 * fab.slot)

        ctl = cocotb.start_soon(fw.call(loop))
        cocotb.start_soon(mirror())
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
        assert await ctl == host.OK
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
        assert await fab.arb.read("OPS_REFRESH") > 0 and c1["OCS_OPS_SAME"] > 0 and c3["OCS_OPS"] == 0, c3
        await check_phase(fab, "firmware-in-the-loop", frames, got)
    finally:
        wss.close()
        emu.close()


def test_fw_cosim() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS)
