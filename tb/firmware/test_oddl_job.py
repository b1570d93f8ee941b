"""ODDL job setup (firmware/control/lp_oddl_job.c, through the host library): the routing tables the
firmware computes equal the reference model's (lightpath.model.oddl_tables, the one the RTL tests use) for
HD, RD and ring on every size the STEP[] table holds; bad sizes, addresses and tables are refused; the
WSS cross-connects equal the model's wss_config; a job's WSS setup is one partial commit on its own
ports (another job's circuits never blanked, a foreign port refused with nothing sent, a re-setup
removes only the job's stale connections); lp_oddl_wss_check names each fault of a job's cross-connects,
and lp_oddl_job_wss refuses them before it assigns a port or sends anything; the register load writes
the model's STEP[] words."""

from __future__ import annotations

import ctypes as C

import pytest

from lightpath.fw import host
from lightpath.fw.wss_emu import WssEmulator
from lightpath.model import oddl_tables as ot
from lightpath.regs import block_regs, lp_nic_node as node

ODDL = block_regs(node.REGS, node.BLOCKS, "oddl")   # the node map's oddl block, offsets within it

NUM_WL = 8
REF = {host.ODDL_HD: ot.hd, host.ODDL_RD: ot.rd, host.ODDL_RING: ot.ring}


def nodes_for(n: int) -> list[int]:
    return [0x100 + 7 * k for k in range(n)]   # control addresses, not ranks


@pytest.mark.parametrize(("algo", "n"), [(host.ODDL_HD, n) for n in (2, 4, 8, 16, 32)] +
                         [(host.ODDL_RD, n) for n in (2, 4, 8, 16, 32)] + [(host.ODDL_RING, n) for n in range(2, 10)])
def test_tables_equal_the_reference(algo: int, n: int) -> None:
    nodes = nodes_for(n)
    rc, p = host.oddl_plan(algo, nodes, NUM_WL)
    assert rc == host.OK, host.strerror(rc)
    ref = ot.relabel(REF[algo](n), nodes)
    assert p.table() == [[(s.tx, s.rx, s.wl) for s in steps] for steps in ref]


def test_bad_jobs_refused() -> None:
    assert host.oddl_plan(host.ODDL_HD, nodes_for(6), NUM_WL)[0] == host.E_ARG        # not 2^k
    assert host.oddl_plan(host.ODDL_RING, nodes_for(10), NUM_WL)[0] == host.E_NOSPACE  # 18 steps > STEP[16]
    assert host.oddl_plan(host.ODDL_HD, nodes_for(8), 2)[0] == host.E_ARG              # needs 3 wavelengths
    assert host.oddl_plan(host.ODDL_HD, nodes_for(1), NUM_WL)[0] == host.E_ARG
    assert host.oddl_plan(host.ODDL_RD, nodes_for(host.ODDL_MAX_RANKS + 1), NUM_WL)[0] == host.E_ARG  # 33 ranks
    assert host.oddl_plan(host.ODDL_HD, [1, 2, 3, 1], NUM_WL)[0] == host.E_ARG          # address twice
    assert host.oddl_plan(host.ODDL_HD, [1, 2, 3, 4096], NUM_WL)[0] == host.E_ARG       # 12-bit addresses
    assert host.oddl_plan(7, nodes_for(4), NUM_WL)[0] == host.E_ARG
    rc, p = host.oddl_plan(host.ODDL_HD, nodes_for(4), NUM_WL)
    assert rc == host.OK and host.oddl_check(p, NUM_WL) == host.OK
    bad = host.OddlPlan.from_buffer_copy(p)
    bad.step[0][0].tx, bad.step[0][0].rx = 3, 3          # two ranks send to 3 in step 0
    assert host.oddl_check(bad, NUM_WL) == host.E_ARG
    bad = host.OddlPlan.from_buffer_copy(p)
    bad.step[1][1].wl = bad.step[1][0].wl                 # one wavelength towards two partners
    assert host.oddl_check(bad, NUM_WL) == host.E_ARG
    bad = host.OddlPlan.from_buffer_copy(p)
    bad.step[2][0].tx = 2                                 # a step to itself
    assert host.oddl_check(bad, NUM_WL) == host.E_ARG


def test_cross_connects_equal_the_reference() -> None:
    for algo, n in ((host.ODDL_HD, 8), (host.ODDL_RING, 5), (host.ODDL_RD, 4)):
        rc, p = host.oddl_plan(algo, list(range(n)), NUM_WL)
        assert rc == host.OK
        inp, out = [2 * k for k in range(n)], [2 * k + 1 for k in range(n)]
        got = host.oddl_xc(p, inp, out)
        want = {(inp[k], wl): out[d] for (k, wl, _dim), d in ot.wss_config(REF[algo](n)).items()}
        assert {(i, w): o for i, w, o in got} == want and len(got) == len(want)


def test_job_wss_setup_partial_and_isolated() -> None:
    with WssEmulator(ports=16, wls=4, reconf_ms=1.0) as emu:
        w = host.Wss(emu.path, timeout_ms=100, retries=1)
        assert w.open() == host.OK
        a_in, a_out, b_in, b_out = [0, 1, 2, 3], [8, 9, 10, 11], [4, 5, 6, 7], [12, 13, 14, 15]
        _, hd4 = host.oddl_plan(host.ODDL_HD, [10, 11, 12, 13], NUM_WL)
        _, ring4 = host.oddl_plan(host.ODDL_RING, [20, 21, 22, 23], NUM_WL)
        assert host.oddl_job_wss(w, 1, hd4, a_in, a_out) == host.OK
        a_map = {(i, wl): o for i, wl, o in host.oddl_xc(hd4, a_in, a_out)}
        assert emu.snapshot() == a_map and len(emu.commits) == 1
        assert host.oddl_job_wss(w, 2, ring4, b_in, b_out) == host.OK
        b_map = {(i, wl): o for i, wl, o in host.oddl_xc(ring4, b_in, b_out)}
        assert emu.snapshot() == a_map | b_map
        assert emu.commits[1].ports <= set(b_in + b_out)            # job 1's ports never blanked
        assert host.oddl_job_wss(w, 2, ring4, b_in, b_out) == host.OK and len(emu.commits) == 2   # nothing to do
        # job 1 switches to a ring: its wavelength-1 connections go, job 2's stay, one commit
        _, ring_a = host.oddl_plan(host.ODDL_RING, [10, 11, 12, 13], NUM_WL)
        assert host.oddl_job_wss(w, 1, ring_a, a_in, a_out) == host.OK
        a2 = {(i, wl): o for i, wl, o in host.oddl_xc(ring_a, a_in, a_out)}
        assert emu.snapshot() == a2 | b_map and len(emu.commits) == 3
        assert emu.commits[2].ports <= set(a_in + a_out)
        # job 2 asking for one of job 1's ports: refused, nothing sent
        sent = len(emu.received)
        assert host.oddl_job_wss(w, 2, ring4, [4, 5, 6, 0], b_out) == host.E_PERM
        assert len(emu.received) == sent and emu.snapshot() == a2 | b_map
        w.close()


def test_wss_check_names_each_fault() -> None:
    # rank r sends to r ^ 2 on wavelength 1 at step 0, to r ^ 1 on wavelength 0 at step 1
    _, hd4 = host.oddl_plan(host.ODDL_HD, [10, 11, 12, 13], NUM_WL)
    inp, out = [0, 1, 2, 3], [4, 5, 6, 7]
    assert host.oddl_wss_check(hd4, inp, out, 8, 2)[0] == host.OK
    assert host.oddl_wss_check(hd4, inp, inp, 4, 2)[0] == host.OK   # a port both ways, for two ranks: no loop
    cases = [   # (in, out, ports, wls, code, rule, rank, step, peer, (in, wl, out), earlier (rank, step))
        ([0, 1, 2, 8], out, 8, 2, host.E_ARG, host.ODDL_WSS_IN_RANGE, 3, 0, 0, (8, 0, 7), None),
        (inp, [4, 5, 6, 8], 8, 2, host.E_ARG, host.ODDL_WSS_OUT_RANGE, 3, 0, 0, (3, 0, 8), None),
        (inp, out, 8, 1, host.E_ARG, host.ODDL_WSS_WL_RANGE, 0, 0, 2, (0, 1, 6), None),
        (inp, [4, 0, 5, 6], 8, 2, host.E_ARG, host.ODDL_WSS_LOOP, 0, 1, 1, (0, 0, 0), None),
        ([0, 0, 2, 3], out, 8, 2, host.E_BUSY, host.ODDL_WSS_IN_TAKEN, 1, 0, 3, (0, 1, 7), (0, 0)),
        (inp, [4, 5, 6, 4], 8, 2, host.E_BUSY, host.ODDL_WSS_OUT_TAKEN, 2, 0, 0, (2, 1, 4), (1, 0)),
    ]
    for i, o, ports, wls, code, rule, rank, step, peer, xc, other in cases:
        rc, f = host.oddl_wss_check(hd4, i, o, ports, wls)
        got = (rc, f.rule, f.rank, f.step, f.peer, (f.xc.inp, f.xc.wl, f.xc.out))
        assert got == (code, rule, rank, step, peer, xc), (i, o, got)
        assert other is None or (f.other_rank, f.other_step) == other, (f.other_rank, f.other_step)


def test_job_wss_refusal_assigns_and_sends_nothing() -> None:
    """lp_oddl_job_wss applies lp_oddl_wss_check on the device before it assigns a port: a loop, a port or
    a wavelength beyond the device leave every port free and send nothing."""
    with WssEmulator(ports=8, wls=1, reconf_ms=1.0) as emu:
        w = host.Wss(emu.path, timeout_ms=100, retries=1)
        assert w.open() == host.OK
        _, ring4 = host.oddl_plan(host.ODDL_RING, [10, 11, 12, 13], NUM_WL)   # wavelength 0 only
        _, hd4 = host.oddl_plan(host.ODDL_HD, [10, 11, 12, 13], NUM_WL)       # wavelengths 0 and 1
        sent = len(emu.received)
        for p, inp, out in ((ring4, [0, 1, 2, 3], [4, 0, 5, 6]),    # rank 0 sends to rank 1: port 0 to itself
                            (ring4, [0, 1, 2, 3], [4, 5, 6, 8]),    # port 8 of 0..7
                            (hd4, [0, 1, 2, 3], [4, 5, 6, 7])):     # wavelength 1 of 0..0
            assert host.oddl_job_wss(w, 1, p, inp, out) == host.E_ARG
            assert [w.owner(k) for k in range(8)] == [0] * 8
        assert len(emu.received) == sent and emu.snapshot() == {}
        assert host.oddl_job_wss(w, 1, ring4, [0, 1, 2, 3], [4, 5, 6, 7]) == host.OK   # the same ports, good plan
        w.close()


def test_load_writes_the_reference_step_words() -> None:
    host.lib().lp_host_reset()
    nodes = nodes_for(8)
    rc, p = host.oddl_plan(host.ODDL_HD, nodes, NUM_WL)
    assert rc == host.OK
    regs = host.lib().lp_host_regfile(host.BLK_ODDL)
    step = ODDL["STEP[0]"].fields
    for rank in (0, 5):
        assert host.oddl_job_load(host.BLK_ODDL, p, rank, 3, 5000) == host.OK
        ref = ot.step_words(ot.relabel(ot.hd(8), nodes)[rank])
        words = [regs[(ODDL[f"STEP[{j}]"].addr) // 4] for j in range(len(ref))]
        assert [{k: step[k].extract(wd) for k in ("tx_peer", "rx_peer", "wl")} for wd in words] == ref
        job = regs[ODDL["JOB"].addr // 4]
        assert ODDL["JOB"].fields["addr"].extract(job) == nodes[rank]
        assert ODDL["JOB"].fields["steps"].extract(job) == 6
        assert ODDL["TUNE"].fields["cycles"].extract(regs[ODDL["TUNE"].addr // 4]) == 3
        assert regs[ODDL["TIMEOUT"].addr // 4] == 5000
        assert ODDL["ODDL_CTRL"].fields["en"].extract(regs[ODDL["ODDL_CTRL"].addr // 4]) == 1
    assert host.oddl_job_load(host.BLK_ODDL, p, 8, 3, 0) == host.E_ARG   # no rank 8
    assert C.sizeof(host.OddlPlan) == host.lib().lp_oddl_plan_sizeof()
