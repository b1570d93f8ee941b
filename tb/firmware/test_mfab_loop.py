"""The mFabric control loop (firmware/control/lp_mfab_loop.c, through the host library): Algorithm 1
closed over the WSS. The demand is the arbiter's request collector (a register model with the offsets
and fields of the generated map: REQ / REQ_VOL behind SEL.req); the WSS is the LWSP device emulator on
a pseudo-terminal behind the real driver, set non-blocking as in the arbiter image. Every check reads the
emulator's own state.

What the tests prove: the plan for the region's requests is lit on the device (both directions of every
circuit), only the region's job's requests count, and a new demand moves the circuits in one change
while another job's circuit stays; a circuit removed by hand is found by the driver's audit and put back
by the next round (a repair); a round waits while another owner's stepped change is under way and its
result unread; a failed commit is counted and the next round applies the plan; a held loop plans and
sends nothing until released; bad configurations and another job's ports are refused with nothing
assigned; the demand source reads no collector entry beyond its size."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest

from lightpath.fw import host
from lightpath.fw.mfab_loop import Loop, demand, ends
from lightpath.fw.wss_emu import WssEmulator
from lightpath.regs.lp_arb_regs import REGS as ARB

JOB, OTHER = 3, 4          # WSS owners: the region, another job
REQ_JOB = 7                # the region's OCS request job id
ROWS = 8                   # collector entries of the modelled arbiter (2 x 4 nodes)
N = 4                      # servers, one OCS NIC each, on WSS ports 0..3
PERIOD_MS = 40
ARB_AT = {r.addr: name for name, r in ARB.items()}


class FakeCollector:
    """REQ / REQ_VOL of the entry SEL.req selects; a read beyond the collector's size is an error."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, int, int, int]] = []   # (src, dst, job, vol)
        self.sel = 0
        self.bad_sel: list[int] = []

    def rd(self, blk: int, off: int) -> int:
        assert blk == host.BLK_ARB
        name = ARB_AT.get(off)
        if self.sel >= ROWS:
            self.bad_sel.append(self.sel)
        row = self.rows[self.sel] if self.sel < len(self.rows) else None
        if name == "REQ":
            if row is None:
                return 0
            f = ARB["REQ"].fields
            v = f["v"].insert(0, 1)
            v = f["src"].insert(v, row[0])
            v = f["dst"].insert(v, row[1])
            return f["job"].insert(v, row[2])
        if name == "REQ_VOL":
            return 0 if row is None else ARB["REQ_VOL"].fields["vol"].insert(0, row[3])
        return 0

    def wr(self, blk: int, off: int, val: int) -> None:
        if blk == host.BLK_ARB and ARB_AT.get(off) == "SEL":
            self.sel = ARB["SEL"].fields["req"].extract(val)


Rig = tuple[WssEmulator, host.Wss, FakeCollector, Loop, host.Hooks]


@pytest.fixture
def rig() -> Iterator[Rig]:
    emu = WssEmulator(ports=8, wls=2, reconf_ms=2.0)
    emu.preload({(6, 1): 7})                  # another job's circuit
    drv = host.Wss(emu.path, timeout_ms=200, retries=1, audit_ms=40)
    assert drv.open() == host.OK and drv.assign(OTHER, [6, 7]) == host.OK
    drv.set_nonblocking(True)
    col = FakeCollector()
    hooks = host.Hooks(rd=col.rd, wr=col.wr)  # after Wss(): it resets the host HAL
    loop = Loop(drv, N, 1, JOB, REQ_JOB, ROWS, PERIOD_MS, ports=8)
    assert loop.init() == host.OK
    yield emu, drv, col, loop, hooks
    hooks.check()
    assert not col.bad_sel, col.bad_sel
    drv.close()
    emu.close()


def run(loop: Loop, until: Callable[[], bool], seconds: float = 3.0, drv: host.Wss | None = None) -> None:
    """Poll the loop (and, as the arbiter's main loop does, the driver) until the condition holds."""
    end = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, "timed out"
        assert loop.poll() in (host.OK, host.E_DEVICE, host.E_VERIFY, host.E_TIMEOUT)
        if drv is not None:
            drv.poll()
        time.sleep(0.001)


def region(emu: WssEmulator) -> dict[tuple[int, int], int]:
    return {k: v for k, v in emu.snapshot().items() if k[0] < N}


def test_plan_follows_the_region_demand(rig: Rig) -> None:
    emu, _, col, loop, _ = rig
    col.rows = [(0, 1, REQ_JOB, 100), (3, 2, REQ_JOB, 60), (0, 2, REQ_JOB + 1, 900)]   # the last: another job
    run(loop, lambda: loop.stats.applied == 1)
    assert loop.circuits() == ends([(0, 1), (2, 3)])
    assert region(emu) == loop.xcs() == {(0, 0): 1, (1, 0): 0, (2, 0): 3, (3, 0): 2}
    commits = len(emu.commits)
    col.rows = [(0, 2, REQ_JOB, 500), (3, 1, REQ_JOB, 300)]
    run(loop, lambda: loop.stats.applied == 2)
    assert loop.circuits() == ends([(0, 2), (1, 3)])
    assert region(emu) == {(0, 0): 2, (2, 0): 0, (1, 0): 3, (3, 0): 1}
    assert len(emu.commits) == commits + 1                                 # one change
    assert emu.snapshot()[(6, 1)] == 7                                      # the other job's circuit
    s = loop.stats
    assert (s.changes, s.failed, s.adds, s.dels) == (2, 0, 8, 4), (s.changes, s.failed, s.adds, s.dels)
    run(loop, lambda: loop.stats.rounds >= 4)
    assert loop.stats.unchanged >= 1 and loop.stats.changes == 2           # nothing sent while it holds


def test_hand_change_is_repaired(rig: Rig) -> None:
    emu, drv, col, loop, _ = rig
    col.rows = [(0, 1, REQ_JOB, 100), (2, 3, REQ_JOB, 100)]
    run(loop, lambda: loop.stats.applied == 1)
    with emu._lock:
        del emu.committed[(1, 0)]                                          # someone switched it off
    run(loop, lambda: loop.stats.applied == 2, drv=drv)                    # the audit finds it
    assert loop.stats.repairs == 1 and region(emu) == loop.xcs() and (1, 0) in region(emu)


def test_waits_for_another_owners_change(rig: Rig) -> None:
    emu, drv, col, loop, _ = rig
    emu.reconf = 150.0
    assert drv.change_start(OTHER, adds=[(6, 0, 7)]) == host.WSS_PENDING
    col.rows = [(0, 1, REQ_JOB, 100)]
    end = time.monotonic() + 0.1
    while time.monotonic() < end:                                          # the other change under way
        assert loop.poll() == host.OK
        drv.step(0)
        time.sleep(0.002)
    assert loop.stats.waited == 1 and loop.stats.changes == 0
    while drv.change_result() == host.WSS_PENDING:                             # its owner takes the result
        drv.step(1000)
    emu.reconf = 2.0
    run(loop, lambda: loop.stats.applied == 1)
    assert region(emu) == {(0, 0): 1, (1, 0): 0} and emu.snapshot()[(6, 0)] == 7


def test_failed_commit_counted_then_applied(rig: Rig) -> None:
    emu, _, col, loop, _ = rig
    emu.faults.fail_commits = 1
    col.rows = [(1, 2, REQ_JOB, 100)]
    run(loop, lambda: loop.stats.failed == 1)
    assert loop.stats.last_rc != host.OK and loop.circuits() == set()
    run(loop, lambda: loop.stats.applied == 1)
    assert loop.circuits() == ends([(1, 2)]) and region(emu) == {(1, 0): 2, (2, 0): 1}


def test_hold_plans_nothing(rig: Rig) -> None:
    emu, _, col, loop, _ = rig
    loop.hold(True)
    col.rows = [(0, 3, REQ_JOB, 100)]
    run(loop, lambda: loop.stats.held >= 3)
    assert loop.stats.rounds == 0 and region(emu) == {}
    loop.hold(False)
    run(loop, lambda: loop.stats.applied == 1)
    assert region(emu) == {(0, 0): 3, (3, 0): 0}


def test_bad_configurations_refused(rig: Rig) -> None:
    _, drv, _, _, _ = rig
    for kw, want in [({"period_ms": 0}, host.E_ARG), ({"n": 17, "ports": 255}, host.E_ARG),
                     ({"base": 6}, host.E_ARG),                             # ports 6..9: beyond the device
                     ({"base": 4}, host.E_PERM)]:                          # ports 6, 7: another job's
        args = {"n": N, "alpha": 1, "job": 9, "req_job": REQ_JOB, "rows": ROWS, "period_ms": PERIOD_MS, "ports": 8}
        args.update(kw)
        lp = Loop(drv, **args)
        assert lp.init() == want, kw
    assert [drv.owner(p) for p in range(8)] == [JOB] * 4 + [0, 0, OTHER, OTHER]   # nothing assigned


def test_demand_source_reads_only_the_collector(rig: Rig) -> None:
    _, _, col, _, _ = rig
    col.rows = [(0, 1, REQ_JOB, 10), (0, 1, REQ_JOB, 5), (1, 0, REQ_JOB, 7), (2, 5, REQ_JOB, 99),
                (3, 2, REQ_JOB + 1, 50), (3, 3, REQ_JOB, 1)]
    d = demand(ROWS, REQ_JOB, N)
    assert d == [[0, 15, 0, 0], [7, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]   # node 5 >= n left out
    assert col.sel == ROWS - 1
    with pytest.raises(ValueError):
        demand(2 * 16 + 1, REQ_JOB, N)
