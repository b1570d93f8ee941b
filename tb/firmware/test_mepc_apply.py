"""MEPC apply (firmware/control/lp_mepc_ctl.c, through the host library) against a register model of
the arbiter (CUR/CUR_EFF per source behind SEL, GEN, the W1C interrupt, CMD, and TSYNC_SLOT of the
arbiter's NIC) and the LWSP device emulator on a pseudo-terminal. The register model answers with
the offsets and fields of the generated map; every check reads the emulator's own state.

What the tests prove: a new circuit is lit at once and before its effective slot; an old path stays
lit until its effective slot has passed and the deadline is reported; a destination taken over
RECONF_SLOTS after the old path's end waits for it and goes in the darkening's commit; a move and a
take-over in one decision are killed before their eff with MEPC paused, and MEPC's new choice after
the old path is dark is lit before its own eff: no circuit a NIC sends on is ever dark; a WSS that cannot make a
circuit gets the circuit killed through CMD (not retried); a darkening that keeps failing is retried
after a doubling back-off, not at every poll; a commit after eff is counted late; a
publication while reading is re-read; the arbiter's own node is armed through its SVLB_OCS registers;
circuits of other jobs are never touched; bad port maps are refused; the control loop darkens at a
deadline without an interrupt. With a non-blocking driver (the arbiter image's) the change is stepped:
started by the interrupt, completed and counted by later polls, a failing add killed at the end of its
sequence, and a change waits while another owner's stepped change or its unread result holds the
driver."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator

import pytest

from lightpath.flow.paths import REPO
from lightpath.fw import host
from lightpath.fw.wss_emu import WssEmulator
from lightpath.regs.lp_arb_regs import REGS as ARB
from lightpath.regs.lp_nic_node import REGS as NIC

N = 4
IN, OUT = [0, 1, 2, 3], [4, 5, 6, 7]
JOB, OTHER = 1, 2
SLOT_PS = 544_000
ARB_AT = {r.addr: name for name, r in ARB.items()}
NIC_AT = {r.addr: name for name, r in NIC.items()}


def step_us() -> int:
    """LP_MEPC_STEP_US: a change under way, or waiting for the driver, is polled this often."""
    m = re.search(r"#define LP_MEPC_STEP_US (\d+)u", (REPO / "firmware/control/lp_mepc_ctl.h").read_text())
    assert m, "lp_mepc_ctl.h: no LP_MEPC_STEP_US"
    return int(m.group(1))


STEP_US = step_us()
KILL = 2   # CMD.op (rtl/regs/lp_arb_regs.rdl: 0 PIN, 1 UNPIN, 2 KILL, 3 RUN)


class FakeArb:
    """The registers lp_mepc_ctl reads and writes, as the arbiter presents them."""

    EN = ARB["CTRL"].fields["en"].insert(0, 1)
    CTRL_ON = ARB["CTRL"].fields["req_en"].insert(EN, 1)

    def __init__(self) -> None:
        self.gen = 0
        self.cur: dict[int, tuple[int, int, int]] = {s: (0, 0, 0) for s in range(N)}   # src -> (v, dst, eff)
        self.sel = 0
        self.slot = 0
        self.slot_step = 0          # TSYNC_SLOT advance per read
        self.intr = 0
        self.writes: list[tuple[str, int]] = []
        self.on_gen: Callable[[], None] | None = None
        self.ctrl = self.CTRL_ON
        self.reconf = 0             # RECONF_SLOTS
        self.cycle = 4              # CYCLE_SLOTS
        self.keeper = False         # KILL publishes the REMOVE, as the keeper does
        self.ops: list[tuple[int, int, int | None, int]] = []   # (slot published, src, dst, eff)

    def publish(self, eff: int, **circuits: int | None) -> None:
        """A configuration: src -> dst (None: removed), effective at `eff`; raises the interrupt."""
        for k, dst in circuits.items():
            s = int(k[1:])
            v, old, _ = self.cur[s]
            self.cur[s] = (0, old, eff) if dst is None else (1, dst, eff)
            self.ops.append((self.slot, s, dst, eff))
        self.gen += 1
        self.intr = 1

    def rd(self, blk: int, off: int) -> int:
        if blk == host.BLK_NIC:
            if NIC_AT.get(off) == "TSYNC_SLOT":
                self.slot += self.slot_step
                return self.slot & 0xFFFF_FFFF
            return 0
        name = ARB_AT.get(off)
        if name == "GEN":
            g = self.gen
            if self.on_gen:
                hook, self.on_gen = self.on_gen, None
                hook()
            return g
        if name == "INTR_STATUS":
            return self.intr
        if name == "CTRL":
            return self.ctrl
        if name == "RECONF_SLOTS":
            return self.reconf
        v, dst, eff = self.cur.get(self.sel, (0, 0, 0))
        if name == "CUR":
            f = ARB["CUR"].fields
            return f["dst"].insert(f["v"].insert(0, v), dst)
        if name == "CUR_EFF":
            return eff
        return 0

    def wr(self, blk: int, off: int, val: int) -> None:
        name = (ARB_AT if blk == host.BLK_ARB else NIC_AT).get(off, hex(off))
        self.writes.append((name, val))
        if blk == host.BLK_ARB and name == "SEL":
            self.sel = ARB["SEL"].fields["cur"].extract(val)
        elif blk == host.BLK_ARB and name == "INTR_STATUS":
            self.intr &= ~val
        elif blk == host.BLK_ARB and name == "CTRL":
            self.ctrl = val
        elif blk == host.BLK_ARB and name == "CMD" and self.keeper:
            f = ARB["CMD"].fields
            if f["op"].extract(val) == KILL and self.cur[f["src"].extract(val)][0]:
                self.publish(self.slot + self.reconf + self.cycle, **{f"s{f['src'].extract(val)}": None})

    def cmds(self) -> list[dict[str, int]]:
        f = ARB["CMD"].fields
        return [{k: f[k].extract(v) for k in ("op", "src", "go")} for n, v in self.writes if n == "CMD"]


@pytest.fixture
def rig() -> Iterator[tuple[WssEmulator, FakeArb, host.Mepc, host.Hooks]]:
    emu = WssEmulator(ports=12, wls=2, reconf_ms=1.0)
    emu.preload({(10, 1): 11})                # another job's circuit, on ports the subnet does not own
    drv = host.Wss(emu.path, timeout_ms=100, retries=1)
    assert drv.open() == host.OK and drv.assign(OTHER, [10, 11]) == host.OK
    arb = FakeArb()
    hooks = host.Hooks(rd=arb.rd, wr=arb.wr)   # after Wss(): it resets the host HAL
    m = host.Mepc(drv, N, IN, OUT, SLOT_PS, job=JOB)
    assert m.init() == host.OK
    yield emu, arb, m, hooks
    hooks.check()
    assert emu.snapshot().get((10, 1)) == 11, "another job's circuit was touched"
    drv.close()
    emu.close()


def subnet(emu: WssEmulator) -> dict[int, int]:
    """src node -> dst node of the subnet's lit paths, from the emulator."""
    return {i: OUT.index(o) for (i, wl), o in emu.snapshot().items() if wl == 0 and i in IN}


def test_add_lit_at_once_and_remove_after_eff(rig) -> None:
    emu, arb, m, _ = rig
    arb.slot = 10
    arb.publish(100, s1=3)
    assert m.on_irq() == host.OK
    assert arb.writes[0] == ("INTR_STATUS", 1) and arb.intr == 0   # cleared first
    assert subnet(emu) == {1: 3} and m.lit(1) == 3
    st = m.stats
    assert (st.irqs, st.adds, st.late) == (1, 1, 0) and st.min_margin == 90, (st.adds, st.min_margin)
    assert len(emu.commits) == 1 and emu.commits[0].ports == {1, 7}
    # removal: the source sends on the circuit until its effective slot, so the path stays lit
    arb.slot = 150
    arb.publish(200, s1=None)
    assert m.on_irq() == host.OK and subnet(emu) == {1: 3}
    assert m.wait_us() == -(-51 * SLOT_PS // 1_000_000)   # until slot eff + 1
    arb.slot = 200
    assert m.poll() == host.OK and subnet(emu) == {1: 3}
    arb.slot = 201
    assert m.poll() == host.OK and subnet(emu) == {} and m.lit(1) is None
    assert m.stats.removes == 1 and len(emu.commits) == 2 and m.wait_us() == 0xFFFF_FFFF


def test_takeover_after_old_path_waits_one_commit(rig) -> None:
    emu, arb, m, _ = rig
    arb.reconf = 50
    arb.publish(50, s1=3, s2=0)
    assert m.on_irq() == host.OK and subnet(emu) == {1: 3, 2: 0} and len(emu.commits) == 1
    arb.slot = 60
    arb.publish(120, s1=None)   # 1 -> 3 released
    assert m.on_irq() == host.OK
    # 3 takes destination 3 in a later decision, effective RECONF_SLOTS after the old path's end: it
    # waits for that end (the output is busy until then) and is not killed; 2's circuit stays
    arb.slot = 70
    arb.publish(171, s3=3)
    assert m.on_irq() == host.OK
    assert subnet(emu) == {1: 3, 2: 0} and len(emu.commits) == 1 and m.stats.deferred == 1
    assert m.poll() == host.OK and m.stats.deferred == 1   # counted once per circuit, not per poll
    arb.slot = 121
    assert m.poll() == host.OK
    assert subnet(emu) == {2: 0, 3: 3}
    assert len(emu.commits) == 2 and emu.commits[1].ports == {1, 3, 7}   # 2 -> 0 never blanked
    st = m.stats
    assert (st.removes, st.adds, st.late, st.kills, st.moves) == (1, 3, 0, 0, 0) and st.min_margin == 50
    assert arb.cmds() == [] and arb.ctrl == arb.CTRL_ON


def never_dark(arb: FakeArb, seen: list[tuple[int, dict[int, int]]]) -> list[tuple[int, int, int]]:
    """Every circuit a NIC sends on (its ADD not replaced by a later operation published at least a
    cycle before its eff) must have its WSS path lit in a snapshot taken before its eff and in every
    snapshot from then until the source's next operation takes effect (`seen`: slot, subnet); returns
    the circuits that did send."""
    sent = []
    for i, (_, s, dst, eff) in enumerate(arb.ops):
        later = [(p2, e2) for p2, s2, _, e2 in arb.ops[i + 1:] if s2 == s]
        if dst is None or any(p2 < eff - arb.cycle for p2, _ in later):
            continue
        end = later[0][1] if later else None
        lit_before = [t for t, sub in seen if t < eff and sub.get(s) == dst]
        assert lit_before, f"{s} -> {dst} from slot {eff}: not lit before it"
        assert all(sub.get(s) == dst for t, sub in seen if t >= lit_before[0] and (end is None or t < end)), \
            f"{s} -> {dst} went dark while in use"
        sent.append((s, dst, eff))
    return sent


def test_move_and_takeover_never_dark(rig) -> None:
    """One decision moves 1 (3 -> 2) and hands destination 3 to 3: both new circuits would be lit only
    after the old path's eff, i.e. dark for the WSS time. The firmware pauses MEPC and kills them
    before their eff (the NICs stay on the OTS), darkens the old path at its eff, resumes MEPC, and
    MEPC's new ADDs are effective RECONF_SLOTS after the old path's end, lit before: never dark."""
    emu, arb, m, _ = rig
    arb.keeper, arb.reconf = True, 50
    seen: list[tuple[int, dict[int, int]]] = []

    def irq() -> None:
        while arb.intr:   # the keeper's publications after KILL raise the interrupt again
            assert m.on_irq() == host.OK
            seen.append((arb.slot, subnet(emu)))

    arb.publish(arb.slot + arb.reconf + arb.cycle, s1=3, s2=0)
    irq()
    assert subnet(emu) == {1: 3, 2: 0}
    arb.slot = 60
    e_rm = arb.slot + arb.reconf + arb.cycle
    arb.publish(e_rm, s1=2, s3=3)
    irq()
    assert [c["src"] for c in arb.cmds()] == [1, 3] and all(c["op"] == KILL for c in arb.cmds())
    names = [n for n, _ in arb.writes]
    assert names.index("CTRL") < names.index("CMD")   # paused before the first KILL
    assert arb.ctrl == arb.CTRL_ON & ~arb.EN and subnet(emu) == {1: 3, 2: 0}
    assert arb.cur[1][0] == 0 and arb.cur[3][0] == 0 and arb.cur[1][2] == e_rm   # REMOVEs, same eff
    st = m.stats
    assert (st.moves, st.pauses, st.kills, st.late) == (2, 1, 0, 0)
    arb.slot = e_rm
    assert m.poll() == host.OK and subnet(emu) == {1: 3, 2: 0} and arb.ctrl == arb.CTRL_ON & ~arb.EN
    arb.slot = e_rm + 1   # the old path's end: dark, then MEPC decides again
    assert m.poll() == host.OK and subnet(emu) == {2: 0} and arb.ctrl == arb.CTRL_ON
    seen.append((arb.slot, subnet(emu)))
    assert all(2 not in c.ports and 4 not in c.ports for c in emu.commits[1:])   # 2 -> 0 never blanked
    arb.slot += arb.cycle
    e_add = arb.slot + arb.reconf + arb.cycle
    arb.publish(e_add, s1=2, s3=3)   # MEPC's choice again, in a decision after the resume
    irq()
    assert subnet(emu) == {1: 2, 2: 0, 3: 3}
    assert e_add >= e_rm + arb.reconf
    for arb.slot in (e_add - 1, e_add, e_add + 10):
        assert m.poll() == host.OK
        seen.append((arb.slot, subnet(emu)))
    assert sorted(never_dark(arb, seen)) == [(1, 2, e_add), (1, 3, 54), (2, 0, 54), (3, 3, e_add)]
    st = m.stats
    assert (st.adds, st.late, st.moves, st.pauses, st.kills) == (4, 0, 2, 1, 0) and st.min_margin == 54
    assert len(arb.cmds()) == 2


def test_wss_failure_kills_the_circuit_once(rig) -> None:
    emu, arb, m, _ = rig
    emu.faults.fail_commits = 10
    arb.publish(500, s2=1)
    assert m.on_irq() == host.E_DEVICE
    assert subnet(emu) == {} and m.lit(2) is None
    assert arb.cmds() == [{"op": KILL, "src": 2, "go": 1}]
    st = m.stats
    assert st.kills == 1 and st.wss_errors >= 1 and st.adds == 0
    n = len(emu.received)
    assert m.poll() == host.OK and len(emu.received) == n   # a killed circuit is not retried
    arb.publish(600, s2=None)                                # the keeper's REMOVE after the KILL
    assert m.on_irq() == host.OK and arb.cmds() == [{"op": KILL, "src": 2, "go": 1}]


def retry_max_us() -> int:
    """LP_MEPC_RETRY_MAX_US: the longest back-off of a failing darkening."""
    m = re.search(r"#define LP_MEPC_RETRY_MAX_US (\d+)u", (REPO / "firmware/control/lp_mepc_ctl.h").read_text())
    assert m, "lp_mepc_ctl.h: no LP_MEPC_RETRY_MAX_US"
    return int(m.group(1))


def test_failing_darkening_backs_off(rig) -> None:
    """A removal whose commit keeps failing is tried again after a back-off (LP_MEPC_STEP_US, doubling,
    at most LP_MEPC_RETRY_MAX_US), not at every poll; once the WSS switches again the path goes dark
    within a back-off and the back-off ends. Mutant killed: the back-off not checked (a retry per poll)."""
    emu, arb, m, _ = rig
    arb.publish(100, s1=3)
    assert m.on_irq() == host.OK and subnet(emu) == {1: 3}
    arb.slot = 150
    arb.publish(200, s1=None)
    assert m.on_irq() == host.OK
    arb.slot = 201
    emu.faults.fail_commits = 1000

    def commits() -> int:
        return sum(1 for line in emu.received if line.split(" ")[1:2] == ["COMMIT"])

    assert m.poll() == host.E_DEVICE and commits() == 2 and subnet(emu) == {1: 3}
    t0 = time.monotonic()
    assert m.poll() == host.OK and commits() == 2   # backing off: nothing sent
    assert 0 < m.wait_us() <= STEP_US
    assert m.run(30_000) != host.OK
    spent_us = (time.monotonic() - t0) * 1e6
    # 100, 200, 400 ... us between tries: about log2 of the time spent, against one per poll
    tries = commits() - 2
    assert 3 <= tries <= int(spent_us // STEP_US).bit_length() + 1, (tries, spent_us)
    assert subnet(emu) == {1: 3} and m.stats.removes == 0 and m.lit(1) == 3
    emu.faults.fail_commits = 0
    assert 0 < m.wait_us() <= retry_max_us()
    assert m.run(2 * retry_max_us() // 1000 * 1000) == host.OK
    assert subnet(emu) == {} and m.lit(1) is None and m.stats.removes == 1
    assert m.wait_us() == 0xFFFF_FFFF   # nothing due, no back-off left


def test_late_commit_counted(rig) -> None:
    emu, arb, m, _ = rig
    arb.slot = 1000
    arb.slot_step = 4          # the slot moves on while the firmware works: eff is passed at commit
    arb.publish(1006, s3=0)
    assert m.on_irq() == host.OK and subnet(emu) == {3: 0}
    st = m.stats
    assert st.late == 1 and st.min_margin <= 0


def test_publication_while_reading_is_reread(rig) -> None:
    emu, arb, m, _ = rig
    arb.publish(80, s1=2)
    arb.on_gen = lambda: arb.publish(90, s1=3)   # the keeper publishes again between the two GEN reads
    assert m.on_irq() == host.OK
    assert m.stats.rereads == 1 and subnet(emu) == {1: 3}


def test_arbiter_own_node_armed_through_svlb_ocs(rig) -> None:
    emu, arb, m, _ = rig
    arb.publish(700, s0=2)
    assert m.on_irq() == host.OK and subnet(emu) == {0: 2} and m.stats.own == 1
    names = [n for n, _ in arb.writes]
    at = arb.writes[names.index("SVLB_OCS_AT")][1]
    f = NIC["SVLB_OCS"].fields
    ocs = arb.writes[names.index("SVLB_OCS")][1]
    assert at == 700
    assert {k: f[k].extract(ocs) for k in ("v", "up", "dst", "arm", "now", "from_arb", "tx_link")} == \
        {"v": 1, "up": 1, "dst": 2, "arm": 1, "now": 0, "from_arb": 0, "tx_link": 0}


def test_bad_port_maps_refused() -> None:
    with WssEmulator(ports=8, wls=2, reconf_ms=1.0) as emu:
        drv = host.Wss(emu.path, timeout_ms=100, retries=1)
        assert drv.open() == host.OK
        assert host.Mepc(drv, N, [0, 1, 1, 3], [4, 5, 6, 7], SLOT_PS).init() == host.E_ARG   # input twice
        assert host.Mepc(drv, N, [0, 1, 2, 3], [4, 5, 6, 8], SLOT_PS).init() == host.E_ARG   # no port 8
        assert host.Mepc(drv, N, IN, OUT, SLOT_PS, wl=2).init() == host.E_ARG                # no channel 2
        assert host.Mepc(drv, 1, IN, OUT, SLOT_PS).init() == host.E_ARG
        assert drv.assign(OTHER, [5]) == host.OK
        assert host.Mepc(drv, N, IN, OUT, SLOT_PS, job=JOB).init() == host.E_PERM           # 5 is taken
        assert all(not r.startswith(("ADD", "DEL", "COMMIT")) for r in emu.received)
        drv.close()


def test_run_loop_darkens_at_deadline_without_interrupt(rig) -> None:
    emu, arb, m, hooks = rig
    t = [0]

    def now() -> int:
        t[0] += 1
        arb.slot = t[0] * 1_000_000 // SLOT_PS
        return t[0]

    def irq(mask: int, us: int) -> int:
        if arb.intr:
            return mask & (1 << host.BLK_ARB)
        t[0] += us
        return 0

    timed = host.Hooks(rd=arb.rd, wr=arb.wr, now=now, irq=irq)
    arb.publish(40, s2=3)
    assert m.run(20) == host.OK and subnet(emu) == {2: 3}
    arb.publish(arb.slot + 30, s2=None)
    assert m.run(100) == host.OK and subnet(emu) == {}
    assert arb.slot >= 40 and m.stats.irqs == 2 and m.stats.removes == 1
    timed.check()


def poll_until(m: host.Mepc, done: Callable[[], bool], polls: int = 2000) -> list[int]:
    """lp_mepc_poll until done() (a 1 ms pause between polls: the emulator answers meanwhile); the
    return codes."""
    rcs: list[int] = []
    for _ in range(polls):
        if done():
            return rcs
        time.sleep(0.001)
        rcs.append(m.poll())
    raise AssertionError("not done")


def test_nonblocking_change_is_stepped_and_accounted_at_its_end(rig) -> None:
    """A non-blocking driver (the arbiter image's): the interrupt only starts the change (its first
    command sent, nothing committed, nothing counted yet, the next poll due within LP_MEPC_STEP_US);
    later polls complete it, and the poll that sees its end counts the add with its margin."""
    emu, arb, m, _ = rig
    m.wss.set_nonblocking(True)
    arb.slot = 10
    arb.publish(100, s1=3)
    n = len(emu.received)
    assert m.on_irq() == host.OK
    assert arb.intr == 0 and emu.commits == [] and m.stats.adds == 0 and m.lit(1) is None
    assert m.wait_us() == STEP_US
    assert all(rc == host.OK for rc in poll_until(m, lambda: m.stats.adds == 1))
    assert subnet(emu) == {1: 3} and m.lit(1) == 3 and len(emu.commits) == 1
    assert [r.split()[1] for r in emu.received[n:]] == ["ADD", "COMMIT", "XC?"]
    st = m.stats
    assert (st.late, st.min_margin, st.wss_errors) == (0, 90, 0) and m.wait_us() == 0xFFFF_FFFF


def test_nonblocking_failure_kills_after_the_sequence(rig) -> None:
    """Stepped as well: the whole change fails, then the add alone; the KILL goes out at the poll that
    sees the add's own failure, whose result it is."""
    emu, arb, m, _ = rig
    m.wss.set_nonblocking(True)
    emu.faults.fail_commits = 10
    arb.publish(500, s2=1)
    assert m.on_irq() == host.OK and arb.cmds() == []
    rcs = poll_until(m, lambda: bool(arb.cmds()))
    assert rcs[-1] == host.E_DEVICE and all(rc == host.OK for rc in rcs[:-1])
    assert arb.cmds() == [{"op": KILL, "src": 2, "go": 1}] and subnet(emu) == {}
    assert m.stats.kills == 1 and m.stats.wss_errors == 2 and m.stats.adds == 0


def test_nonblocking_change_waits_for_another_owners_change(rig) -> None:
    """Another owner's stepped change under way, then its result not yet taken: the keeper's due change
    waits (nothing sent, polled again within LP_MEPC_STEP_US) and starts once the owner has its result,
    which stays that owner's."""
    emu, arb, m, _ = rig
    drv = m.wss
    drv.set_nonblocking(True)
    assert drv.change_start(OTHER, dels=[(10, 1)]) == host.WSS_PENDING
    arb.publish(100, s1=3)
    assert m.on_irq() == host.OK and m.wait_us() == STEP_US
    for _ in range(100):   # the other change to its end, its result not taken
        if drv.step(10_000) != host.WSS_PENDING:
            break
    assert emu.snapshot().get((10, 1)) is None
    n = len(emu.received)
    assert m.poll() == host.OK and len(emu.received) == n and m.wait_us() == STEP_US
    assert drv.change_result() == host.OK   # the other owner's result
    poll_until(m, lambda: m.stats.adds == 1)
    assert subnet(emu) == {1: 3} and drv.change_result() == host.OK
    emu.preload({(10, 1): 11})   # for the rig's check that the other job's circuit was not touched
