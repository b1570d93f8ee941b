"""The WSS / OCS driver (firmware/drivers/lp_wss.c, through the host library) against the LWSP device
emulator on a pseudo-terminal (lightpath.fw.wss_emu): partial reconfiguration, read-back verify, job
isolation, timeouts and retries, device errors, malformed and stale replies, and the shadow kept equal
to the device under every fault of the serial link (lost, refused, duplicated and reordered replies, lost
COMMITs and read-backs, stuck mirrors, hand-made changes found by the audit). Every check reads the
emulator's own state, not only what the driver says."""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator

import pytest

from lightpath.fw import host
from lightpath.fw.wss_emu import ODDL_MS, Faults, WssEmulator, polatis_ms

P, W = 16, 8
A, B = 1, 2   # jobs
A_PORTS, B_PORTS = [0, 1, 2, 3], [4, 5, 6, 7]


@pytest.fixture
def rig() -> Iterator[tuple[WssEmulator, host.Wss]]:
    emu = WssEmulator(ports=P, wls=W, reconf_ms=5.0)
    drv = host.Wss(emu.path, timeout_ms=100, retries=2)
    yield emu, drv
    drv.close()
    emu.close()


def up(emu: WssEmulator, drv: host.Wss) -> None:
    assert drv.open() == host.OK
    assert drv.assign(A, A_PORTS) == host.OK and drv.assign(B, B_PORTS) == host.OK


def test_open_reads_identity_and_existing_map(rig) -> None:
    emu, drv = rig
    emu.preload({(0, 1): 3, (9, 7): 12})
    assert drv.open() == host.OK
    assert drv.shadow(P, W) == {(0, 1): 3, (9, 7): 12}
    assert emu.received[0].endswith(" IDN?") and sum(" XC? " in r for r in emu.received) == P


def test_partial_reconfiguration_leaves_other_job_lit(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1), (1, 1, 0), (2, 3, 3)]) == host.OK
    a_circuits = emu.snapshot()
    assert a_circuits == {(0, 1): 1, (1, 1): 0, (2, 3): 3}
    n = len(emu.commits)
    # job B: add two circuits, then move one (remove + add on the same output in one commit)
    assert drv.change(B, adds=[(4, 1, 5), (6, 2, 7)]) == host.OK
    assert drv.change(B, adds=[(7, 2, 6)], dels=[(6, 2)]) == host.OK   # output 7 -> reversed direction
    assert drv.change(B, adds=[(6, 2, 5)], dels=[(4, 1)]) == host.OK
    for c in emu.commits[n:]:
        assert not c.ports & set(A_PORTS), f"a commit of job B blanked job A's ports {c.ports}"
    snap = emu.snapshot()
    assert {k: v for k, v in snap.items() if k[0] in A_PORTS} == a_circuits
    assert {k: v for k, v in snap.items() if k[0] in B_PORTS} == {(7, 2): 6, (6, 2): 5}
    assert drv.shadow(P, W) == snap
    st = drv.stats
    assert st.commits == 4 and st.verify_errors == 0 and st.retries == 0
    assert 5000 <= st.last_reconf_us < 100_000, st.last_reconf_us   # the device's switching time is measured


def test_isolation_refuses_other_jobs_ports(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 2, 1)]) == host.OK
    before, sent = emu.snapshot(), len(emu.received)
    assert drv.change(B, adds=[(4, 2, 1)]) == host.E_PERM          # onto A's output port
    assert drv.change(B, adds=[(0, 3, 4)]) == host.E_PERM          # from A's input port
    assert drv.change(B, dels=[(0, 2)]) == host.E_PERM             # remove A's circuit
    assert drv.change(B, adds=[(4, 2, 9)]) == host.E_PERM          # a port nobody assigned to B
    assert drv.assign(B, [3]) == host.E_PERM                       # take one of A's ports
    assert drv.release(B) == host.OK and drv.owner(0) == A         # releasing B leaves A alone
    assert emu.snapshot() == before and len(emu.received) == sent  # nothing reached the device
    assert drv.stats.refused == 5


def test_bad_requests_send_nothing(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    sent = len(emu.received)
    assert drv.change(A, adds=[(0, W, 1)]) == host.E_ARG           # unknown wavelength
    assert drv.change(A, adds=[(P, 0, 1)]) == host.E_ARG           # unknown port
    assert drv.change(A, adds=[(2, 0, 2)]) == host.E_ARG           # loop onto itself
    assert drv.change(A, adds=[(0, 1, 2)]) == host.E_BUSY          # (in, wl) taken
    assert drv.change(A, adds=[(2, 1, 1)]) == host.E_BUSY          # (out, wl) taken
    assert drv.change(A, dels=[(3, 5)]) == host.E_NOTFOUND
    assert drv.assign(A, [P]) == host.E_ARG
    assert len(emu.received) == sent and emu.snapshot() == {(0, 1): 1}


def test_lost_replies_are_retried(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    emu.faults.drop_replies = 1            # the ADD is done, its reply lost: the retry is idempotent
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    emu.faults.deaf_verb = {"COMMIT": 1}   # the COMMIT itself is lost on the line: sent again
    assert drv.change(A, adds=[(1, 1, 0)]) == host.OK
    emu.faults.drop_verb = {"DEL": 1, "COMMIT": 1}   # COMMIT done, reply lost: its retry finds nothing staged
    assert drv.change(A, adds=[(2, 2, 3)], dels=[(0, 1)]) == host.OK
    assert emu.snapshot() == {(1, 1): 0, (2, 2): 3} == drv.shadow(P, W)
    st = drv.stats
    assert st.retries == 4 and st.timeouts == 0 and st.verify_errors == 0, (st.retries, st.timeouts)
    # COMMITs processed: 1, then the retry of the lost one, then the answered-but-lost one and its retry
    assert sum(r.endswith(" COMMIT") for r in emu.received) == 4 and len(emu.commits) == 3


def test_cut_reply_does_not_spoil_the_retry(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    bad = drv.stats.bad_lines
    # the ADD's reply loses its end and newline (characters missed by the receiver): the retry's reply must
    # not be read as the rest of that line
    emu.faults.cut_verb = {"ADD": 1, "XC?": 1}
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    assert emu.met.get("cut") == 2
    assert emu.snapshot() == {(0, 1): 1} == drv.shadow(P, W)
    st = drv.stats
    assert st.retries == 2 and st.timeouts == 0 and st.bad_lines == bad + 2, (st.retries, st.timeouts, st.bad_lines)


def test_deaf_device_times_out_and_changes_nothing(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    emu.faults.deaf = 100
    t0 = time.monotonic()
    assert drv.change(A, adds=[(1, 2, 0)]) == host.E_TIMEOUT
    took = time.monotonic() - t0
    assert 0.5 <= took < 2.0, took         # ADD: 3 x 100 ms, ABORT: 3 x 100 ms
    emu.faults.deaf = 0
    assert emu.snapshot() == {(0, 1): 1} and drv.shadow(P, W) == {(0, 1): 1}
    assert drv.stats.timeouts == 2
    assert drv.change(A, adds=[(1, 2, 0)]) == host.OK   # the device is back: the same change works
    assert emu.snapshot() == {(0, 1): 1, (1, 2): 0}


def test_commit_fault_and_stuck_mirror(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    emu.faults.fail_commits = 1
    assert drv.change(A, adds=[(1, 1, 0)]) == host.E_DEVICE
    assert emu.snapshot() == {(0, 1): 1} == drv.shadow(P, W)          # nothing changed, the shadow agrees
    emu.faults.stuck = {(2, 3)}
    assert drv.change(A, adds=[(2, 3, 1), (3, 4, 2)]) == host.E_VERIFY   # one mirror did not move
    assert drv.shadow(P, W) == emu.snapshot() == {(0, 1): 1, (3, 4): 2}  # the shadow takes the device's word
    assert drv.stats.verify_errors == 1
    emu.faults.stuck = set()
    emu.preload({(9, 0): 10})              # someone switched by hand
    assert drv.audit() == host.E_VERIFY and drv.out(9, 0) == 10


def test_garbage_and_stale_lines_skipped(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    emu.faults.garbage = 2
    emu.faults.stale = 2
    assert drv.change(A, adds=[(0, 1, 1), (1, 1, 0)]) == host.OK
    assert emu.snapshot() == {(0, 1): 1, (1, 1): 0}
    st = drv.stats
    assert st.bad_lines == 2 and st.stale_replies == 2 and st.retries == 0


def test_release_removes_only_the_jobs_circuits(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1), (2, 2, 3)]) == host.OK
    assert drv.change(B, adds=[(4, 1, 5)]) == host.OK
    assert drv.release(A) == host.OK
    assert emu.snapshot() == {(4, 1): 5}
    assert all(drv.owner(p) == 0 for p in A_PORTS) and drv.owner(4) == B
    assert not emu.commits[-1].ports & set(B_PORTS)


@pytest.mark.parametrize("model", ["oddl", "polatis"])
def test_switching_time_measured(model: str) -> None:
    """The driver's measured commit time follows the device: ODDL's 56 ms LCoS WSS, and the
    Polatis-class distribution of mFabric (mean 41-47 ms, p99 60-68 ms) over 12 commits."""
    emu = WssEmulator(ports=P, wls=1 if model == "polatis" else W,
                      reconf_ms=ODDL_MS if model == "oddl" else polatis_ms, seed=3)
    drv = host.Wss(emu.path, timeout_ms=100, retries=1)
    try:
        assert drv.open() == host.OK and drv.assign(A, list(range(P))) == host.OK
        times = []
        for k in range(12 if model == "polatis" else 3):
            assert drv.change(A, adds=[(k % P, 0, (k + 1) % P)]) == host.OK
            assert drv.change(A, dels=[(k % P, 0)]) == host.OK
            times.append(drv.stats.last_reconf_us / 1000.0)
        device = [(c.t1 - c.t0) * 1000.0 for c in emu.commits]
        if model == "oddl":
            assert all(ODDL_MS <= t < ODDL_MS + 15 for t in times), times
        else:
            assert 36.0 <= min(times) and 38.0 <= statistics.mean(device) <= 55.0, (times, device)
        # what the driver measures is the device's switching plus the serial round trip
        assert all(t >= d - 0.5 for t, d in zip(times, device[1::2])), (times, device)
    finally:
        drv.close()
        emu.close()


# ---------------------------------------------------------------------- the shadow stays the device's map

def agree(emu: WssEmulator, drv: host.Wss) -> None:
    """device map == driver shadow, nothing left staged on the device, no row unknown"""
    assert drv.shadow(P, W) == emu.snapshot(), (drv.shadow(P, W), emu.snapshot())
    assert not emu.staged and drv.unknown == 0, (emu.staged, drv.unknown)


def test_lost_commit_never_lights_later(rig) -> None:
    """Every try of a COMMIT lost on the line: the change fails with E_TIMEOUT and the driver aborts what it
    staged, so the next, unrelated commit lights only its own change."""
    emu, drv = rig
    up(emu, drv)
    emu.faults.deaf_verb = {"COMMIT": 3}        # the first try and both retries
    assert drv.change(A, adds=[(0, 0, 1)]) == host.E_TIMEOUT
    agree(emu, drv)
    assert emu.snapshot() == {}
    assert drv.change(B, adds=[(4, 5, 5)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(4, 5): 5}
    assert drv.release(A) == host.OK and drv.release(B) == host.OK and emu.snapshot() == {}


def test_refused_commit_keeps_nothing_staged(rig) -> None:
    """A COMMIT answered with an error by a device that keeps its staged commands: aborted, not lit by
    the next commit."""
    emu, drv = rig
    up(emu, drv)
    emu.faults.error_verb, emu.faults.error_code = {"COMMIT": 1}, 1
    assert drv.change(A, adds=[(0, 0, 1)]) == host.E_DEVICE
    agree(emu, drv)
    assert drv.change(B, adds=[(4, 5, 5)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(4, 5): 5} and drv.stats.aborts >= 2   # one at open, one after the refusal


def test_failed_abort_blocks_staging_until_the_device_answers(rig) -> None:
    """COMMIT and the ABORT after it both lost: the device still holds the staged ADD. The next change
    aborts first; while that ABORT fails nothing is staged, once it succeeds the change goes through."""
    emu, drv = rig
    up(emu, drv)
    emu.faults.deaf_verb = {"COMMIT": 3, "ABORT": 3}
    assert drv.change(A, adds=[(0, 0, 1)]) == host.E_TIMEOUT
    assert emu.staged, "the fault left nothing staged: the test would prove nothing"
    emu.faults.deaf_verb = {"ABORT": 3}
    n = len(emu.received)
    assert drv.change(B, adds=[(4, 5, 5)]) == host.E_TIMEOUT
    assert not any(" ADD " in r or " COMMIT" in r for r in emu.received[n:]), emu.received[n:]
    assert drv.change(B, adds=[(4, 5, 5)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(4, 5): 5}


def test_open_aborts_what_a_previous_run_left_staged(rig) -> None:
    emu, drv = rig
    emu.staged.append(("add", 5, 0, 6))     # staged by a run that died before its COMMIT
    up(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(0, 1): 1}


def test_lost_readback_after_good_commit(rig) -> None:
    """The COMMIT succeeds but its read-back is lost: the row is unknown and holds the committed row as
    its estimate; the next poll reads it and it is known again."""
    emu, drv = rig
    up(emu, drv)
    emu.faults.deaf_verb = {"XC?": 3}
    assert drv.change(A, adds=[(0, 2, 1)]) == host.E_TIMEOUT
    assert emu.snapshot() == {(0, 2): 1} == drv.shadow(P, W)
    assert drv.unknown == 1 << 0 and drv.stats.unknown_rows == 1
    assert drv.poll() == host.OK
    agree(emu, drv)


def test_lost_readback_with_stuck_mirror_found_by_poll(rig) -> None:
    """The estimate is wrong (a mirror stuck) and the read-back lost: the poll's read corrects the
    shadow, counted as a difference; a change in between re-reads the row before it checks conflicts."""
    emu, drv = rig
    up(emu, drv)
    emu.faults.stuck = {(1, 3)}
    emu.faults.deaf_verb = {"XC?": 3}
    assert drv.change(A, adds=[(1, 3, 0)]) == host.E_TIMEOUT
    assert drv.unknown == 1 << 1 and drv.out(1, 3) == 0 and emu.snapshot() == {}
    emu.faults = Faults()
    # (2, 3) -> 0 conflicts with the estimate (output 0 on channel 3), not with the device
    assert drv.change(A, adds=[(2, 3, 0)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(2, 3): 0} and drv.stats.audit_diffs == 1


def test_device_refusal_resyncs_the_shadow(rig) -> None:
    """Someone switched by hand: the device refuses an ADD the shadow allowed. The driver aborts, reads
    every row, and judges the same request again against the device's map."""
    emu, drv = rig
    up(emu, drv)
    emu.preload({(9, 1): 1})                  # output 1 on channel 1 taken behind the driver's back
    assert drv.change(A, adds=[(0, 1, 1)]) == host.E_DEVICE
    agree(emu, drv)
    assert drv.change(A, adds=[(0, 1, 1)]) == host.E_BUSY


def test_duplicated_and_reordered_replies(rig) -> None:
    emu, drv = rig
    up(emu, drv)
    emu.faults.dup_verb = {"ADD": 2, "COMMIT": 1}
    emu.faults.delay_verb = {"DEL": 1, "XC?": 1}
    assert drv.change(A, adds=[(0, 1, 1), (1, 1, 0)]) == host.OK
    assert drv.change(A, adds=[(2, 2, 3)], dels=[(0, 1)]) == host.OK
    agree(emu, drv)
    assert emu.snapshot() == {(1, 1): 0, (2, 2): 3}
    assert emu.met.get("dup") == 3 and emu.met.get("delay") == 2, emu.met
    assert drv.stats.stale_replies >= 4 and drv.stats.verify_errors == 0


def test_periodic_audit_finds_hand_changes() -> None:
    """lp_wss_poll with audit_ms: one row per call, every row once per period; a hand-made change and a
    removal are found, counted, and the shadow takes the device's word."""
    emu = WssEmulator(ports=P, wls=W, reconf_ms=5.0)
    drv = host.Wss(emu.path, timeout_ms=100, retries=2, audit_ms=160)   # a row every 10 ms
    try:
        up(emu, drv)
        assert drv.change(A, adds=[(0, 1, 1)]) == host.OK
        rows0 = drv.stats.audit_rows
        emu.preload({(9, 0): 10})
        with emu._lock:
            del emu.committed[(0, 1)]
        end = time.monotonic() + 3
        while drv.shadow(P, W) != emu.snapshot() and time.monotonic() < end:
            assert drv.poll() in (host.OK, host.E_VERIFY)
            time.sleep(0.002)
        agree(emu, drv)
        st = drv.stats
        assert st.audit_diffs == 2 and st.audit_errors == 0 and P // 2 <= st.audit_rows - rows0 <= 2 * P, st.audit_rows
        emu.faults.deaf = 2                       # a read lost: counted, retried after the timeout
        t0 = time.monotonic()
        while drv.stats.audit_errors < 2 and time.monotonic() - t0 < 3:
            drv.poll()
        assert drv.stats.audit_errors == 2 and drv.unknown == 0
    finally:
        drv.close()
        emu.close()
