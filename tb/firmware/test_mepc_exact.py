"""The exact revision of MEPC decisions (firmware/control/lp_mepc_ctl.c with lp_mwm.c, through the host
library) against a register model of the arbiter that carries out the keeper's commands (PIN forces
src -> dst and removes the circuit into dst, UNPIN clears the pin, KILL removes; each publishes with a
new effective slot) and serves the engine's demand table (TAB/TAB_SUM behind SEL, PARAM.cap), with the
LWSP device emulator as the WSS.

What the tests prove: a publication whose new circuits the engine chose worse than the optimum (Mercury
Figure 3c: 1->2 heaviest, {3->2, 1->3} worth more) is revised before the WSS is touched: the commands
go out, the WSS lights only the optimal circuits, and the next interrupt changes nothing; a circuit kept
from an earlier decision and a pinned one are never moved (job isolation) even where moving them
would gain; weights are min(cap, sum); an optimal publication sends nothing; with the policy off
nothing is read or sent; the policy follows margin x the measured solver worst case against the WSS's
reconfiguration time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lightpath.fw import host
from lightpath.fw.wss_emu import WssEmulator
from lightpath.regs.lp_arb_regs import REGS as ARB
from lightpath.regs.lp_nic_node import REGS as NIC

N = 4
IN, OUT = [0, 1, 2, 3], [4, 5, 6, 7]
JOB = 1
SLOT_PS = 544_000
ARB_AT = {r.addr: name for name, r in ARB.items()}
NIC_AT = {r.addr: name for name, r in NIC.items()}
PIN, UNPIN, KILL = 0, 1, 2   # CMD.op (rtl/regs/lp_arb_regs.rdl)


class Keeper:
    """The arbiter registers lp_mepc_ctl uses, with the keeper's command rules."""

    def __init__(self, cap: int = 100) -> None:
        self.cap = cap
        self.gen = 0
        self.cur: dict[int, tuple[int, int, int, int]] = {s: (0, 0, 0, 0) for s in range(N)}  # v, dst, eff, pin
        self.tab: list[tuple[int, int, int]] = []
        self.sel = {"cur": 0, "tab": 0}
        self.slot = 10
        self.intr = 0
        self.cmds: list[tuple[int, int, int]] = []
        self.reads: list[str] = []

    def publish(self, eff: int, **circuits: int | None) -> None:
        for k, dst in circuits.items():
            s = int(k[1:])
            self.cur[s] = (0, 0, eff, 0) if dst is None else (1, dst, eff, 0)
        self.gen += 1
        self.intr = 1

    def rd(self, blk: int, off: int) -> int:
        if blk == host.BLK_NIC:
            return self.slot if NIC_AT.get(off) == "TSYNC_SLOT" else 0
        name = ARB_AT.get(off, "")
        self.reads.append(name)
        if name == "GEN":
            return self.gen
        if name == "INTR_STATUS":
            return self.intr
        if name == "PARAM":
            return ARB["PARAM"].fields["cap"].insert(0, self.cap)
        if name in ("CUR", "CUR_EFF"):
            v, dst, eff, pin = self.cur[self.sel["cur"]]
            f = ARB["CUR"].fields
            return f["pin"].insert(f["dst"].insert(f["v"].insert(0, v), dst), pin) if name == "CUR" else eff
        if name in ("TAB", "TAB_SUM"):
            r = self.sel["tab"]
            if r >= len(self.tab):
                return 0
            s, d, x = self.tab[r]
            f = ARB["TAB"].fields
            return f["dst"].insert(f["src"].insert(f["v"].insert(0, 1), s), d) if name == "TAB" else x
        return 0   # CMD_STATUS: carried out at once

    def wr(self, blk: int, off: int, val: int) -> None:
        name = ARB_AT.get(off, "") if blk == host.BLK_ARB else ""
        if name == "SEL":
            f = ARB["SEL"].fields
            self.sel = {"cur": f["cur"].extract(val), "tab": f["tab"].extract(val)}
        elif name == "INTR_STATUS":
            self.intr &= ~val
        elif name == "CMD":
            f = ARB["CMD"].fields
            op, s, d = (f[k].extract(val) for k in ("op", "src", "dst"))
            self.cmds.append((op, s, d))
            eff = self.slot + 100
            if op == PIN:
                for t, (v, dd, _e, _p) in self.cur.items():
                    if v and dd == d and t != s:
                        self.cur[t] = (0, 0, eff, 0)
                self.cur[s] = (1, d, eff, 1)
            elif op == UNPIN:
                v, dd, e, _ = self.cur[s]
                self.cur[s] = (v, dd, e, 0)
            elif op == KILL:
                self.cur[s] = (0, 0, eff, 0)
            self.gen += 1
            self.intr = 1


@pytest.fixture
def rig() -> Iterator[tuple[WssEmulator, Keeper, host.Mepc, host.Hooks]]:
    emu = WssEmulator(ports=8, wls=1, reconf_ms=20.0)
    drv = host.Wss(emu.path, timeout_ms=200, retries=1)
    assert drv.open() == host.OK
    arb = Keeper()
    hooks = host.Hooks(rd=arb.rd, wr=arb.wr)
    m = host.Mepc(drv, N, IN, OUT, SLOT_PS, job=JOB)
    assert m.init() == host.OK
    yield emu, arb, m, hooks
    hooks.check()
    drv.close()
    emu.close()


def subnet(emu: WssEmulator) -> dict[int, int]:
    return {i: OUT.index(o) for (i, wl), o in emu.snapshot().items() if wl == 0 and i in IN}


def test_figure_3c_revised_before_the_wss(rig) -> None:
    emu, arb, m, _ = rig
    assert m.exact_enable(4) == host.OK and m.exact_on
    arb.tab = [(1, 2, 90), (3, 2, 60), (1, 3, 50)]   # the engine's table, sorted by sum
    arb.publish(100, s1=2)                           # the greedy choice
    assert m.on_irq() == host.OK
    assert arb.cmds == [(PIN, 1, 3), (UNPIN, 1, 0), (PIN, 3, 2), (UNPIN, 3, 0)], arb.cmds
    assert subnet(emu) == {1: 3, 3: 2}
    assert all(set(c.ports) != {1, 6} for c in emu.commits), "1 -> 2 was lit"
    ex = m.exact_stats
    assert (ex.runs, ex.improved, ex.gain, ex.cmds, ex.cmd_timeouts) == (1, 1, 20, 4, 0)
    assert all(not arb.cur[s][3] for s in range(N))   # nothing left pinned
    arb.cmds.clear()
    assert m.on_irq() == host.OK and arb.cmds == [] and m.exact_stats.runs == 1   # nothing new to revise
    assert subnet(emu) == {1: 3, 3: 2}


def test_weights_are_capped_and_optimal_publication_sends_nothing(rig) -> None:
    emu, arb, m, _ = rig
    assert m.exact_enable(4) == host.OK
    arb.cap = 50   # 1->2 weighs 50 against 3->2 + 1->3 = 50 + 40: the pair still wins
    arb.tab = [(1, 2, 300), (3, 2, 60), (1, 3, 40)]
    arb.publish(100, s1=2)
    assert m.on_irq() == host.OK and subnet(emu) == {1: 3, 3: 2} and m.exact_stats.gain == 40
    # optimal already: solved, nothing sent
    arb.cmds.clear()
    arb.tab = [(0, 1, 30), (2, 0, 20), (1, 3, 40), (3, 2, 60)]
    arb.publish(300, s0=1, s2=0)
    assert m.on_irq() == host.OK
    assert arb.cmds == [] and m.exact_stats.runs == 2 and m.exact_stats.improved == 1
    assert subnet(emu) == {0: 1, 1: 3, 2: 0, 3: 2}


def test_kept_and_pinned_circuits_never_move(rig) -> None:
    emu, arb, m, _ = rig
    assert m.exact_enable(4) == host.OK
    arb.tab = [(1, 2, 90)]
    arb.publish(100, s1=2)
    assert m.on_irq() == host.OK and arb.cmds == []   # alone: optimal
    # the demand changes; 1->2 is kept (same dst, same eff), the engine adds 0->3. Moving 1->2 would
    # gain ({3->2, 1->3, ...}) but it is another decision's circuit: only 0->3's ports are revised.
    arb.tab = [(1, 2, 90), (3, 2, 80), (1, 3, 70), (0, 3, 10), (0, 1, 5)]
    arb.publish(200, s0=3)
    assert m.on_irq() == host.OK
    assert arb.cmds == [] and m.exact_stats.runs == 2, arb.cmds
    # a pinned circuit is fixed as well: 2->0 pinned by the operator, the engine adds 3->1 (weight 5)
    # where 3->0 (weight 90) would need 2->0's destination
    arb.tab = [(3, 0, 90), (3, 1, 5), (2, 0, 1)]
    arb.cur[2] = (1, 0, 300, 1)
    arb.publish(300, s3=1)
    assert m.on_irq() == host.OK
    assert arb.cmds == [], arb.cmds


def test_drop_sends_kill_first(rig) -> None:
    emu, arb, m, _ = rig
    assert m.exact_enable(4) == host.OK
    # the engine chose 0->1 and 2->3 (weights 50 + 1); the optimum 0->3 (60) + 2->1 (30) moves both
    arb.tab = [(0, 3, 60), (0, 1, 50), (2, 1, 30), (2, 3, 1)]
    arb.publish(100, s0=1, s2=3)
    assert m.on_irq() == host.OK
    assert arb.cmds == [(PIN, 0, 3), (UNPIN, 0, 0), (PIN, 2, 1), (UNPIN, 2, 0)], arb.cmds
    assert subnet(emu) == {0: 3, 2: 1}
    # a circuit the optimum drops: 1->0 (1) blocks 3->0 (70) and 1->2 (2) is free; KILL 1 goes first
    arb.cmds.clear()
    arb.tab = [(3, 0, 70), (1, 2, 2), (1, 0, 1)]
    arb.publish(300, s1=0)
    assert m.on_irq() == host.OK
    assert arb.cmds == [(PIN, 1, 2), (UNPIN, 1, 0), (PIN, 3, 0), (UNPIN, 3, 0)], arb.cmds
    arb.cmds.clear()
    arb.tab = [(3, 0, 70), (1, 0, 1)]
    arb.cur[3] = (0, 0, 0, 0)
    arb.cur[1] = (0, 0, 0, 0)
    arb.publish(500, s1=0)
    assert m.on_irq() == host.OK
    assert arb.cmds == [(KILL, 1, 0), (PIN, 3, 0), (UNPIN, 3, 0)], arb.cmds


def test_policy_off_reads_and_sends_nothing(rig) -> None:
    emu, arb, m, _ = rig
    assert m.exact_enable(0) == host.OK and not m.exact_on
    arb.tab = [(1, 2, 90), (3, 2, 60), (1, 3, 50)]
    arb.publish(100, s1=2)
    assert m.on_irq() == host.OK
    assert arb.cmds == [] and "TAB" not in arb.reads and subnet(emu) == {1: 2}
    assert (m.exact_stats.runs, m.exact_stats.off) == (0, 1)


@pytest.mark.parametrize("margin, on", [(1, True), (6, True), (7, False)])
def test_policy_follows_the_measured_worst_case(rig, margin: int, on: bool) -> None:
    """A clock that advances 3 ms per reading: each solve measures 3 ms; the emulator's WSS takes 20 ms,
    so margins up to 6 (18 ms) leave room and 7 (21 ms) does not."""
    emu, arb, m, _ = rig
    t = [0]

    def now() -> int:
        t[0] += 3000
        return t[0]

    slow = host.Hooks(now=now)
    try:
        assert m.exact_enable(margin) == host.OK
    finally:
        host.lib().lp_host_set_time_hooks(host.NowFn(), host.SleepFn(), None)   # the real clock again
    slow.check()
    assert m.exact_stats.max_us == 3000 and m.exact_on == on
    arb.tab = [(1, 2, 90), (3, 2, 60), (1, 3, 50)]
    arb.publish(100, s1=2)
    assert m.on_irq() == host.OK
    assert (m.exact_stats.runs, m.exact_stats.off) == ((1, 0) if on else (0, 1))
    assert subnet(emu) == ({1: 3, 3: 2} if on else {1: 2})
