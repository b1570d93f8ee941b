"""Per-GPU programs (lightpath.traffic.programs, lightpath.traffic.build): the training programs carry
exactly the communication of Table 1, HD all-reduce follows ODDL's partner order, the MoE all-to-all is
seeded and skewed, the scale factor divides bytes and compute linearly, and the tag allocation is safe
and refuses what it cannot make safe (deadlock, too many receives in flight)."""

from __future__ import annotations

import pytest

from lightpath.traffic import refsim
from lightpath.traffic.build import Builder
from lightpath.traffic.model import (
    Model,
    Par,
    bwd_flops,
    dp_step_bytes,
    embed_bytes,
    embed_flops,
    fwd_flops,
    place,
    table1,
)
from lightpath.traffic.programs import A2aJob, HdJob, TrainJob, emit_a2a, emit_hd, emit_train, hd_partners, ring
from lightpath.traffic.scenarios import CLOCK_HZ, build
from lightpath.traffic.sched import Compute, Mark, Op, SchedError, Send, Wait, spec

SP = spec()
M = Model()


def _sends(prog: list[Op]) -> list[Send]:
    return [o for o in prog if isinstance(o, Send)]


@pytest.mark.parametrize("par", [Par(2, 2, 2, 2), Par(4, 2, 2, 3), Par(3, 4, 1, 2), Par(1, 2, 3, 1)])
def test_training_carries_table1(par: Par) -> None:
    """Unscaled programs of one job: per GPU the TP ring steps, PP transfers, DP ring steps and the
    embedding exchange are exactly the counts and sizes of Table 1 (and the model's DP/embedding sizes)."""
    gpus = place([par], hosts=par.gpus // par.t, per_host=par.t)[0]
    job = TrainJob("j", M, par, tuple(gpus))
    b = Builder(par.gpus, 1.0, CLOCK_HZ)
    iters = 2
    emit_train(b, job, iters)
    low = b.lower()
    t1 = table1(M, par)
    where = {g: par.coords(r) for r, g in enumerate(gpus)}
    pp_total = {tp: 0 for tp in range(par.t)}
    for g in gpus:
        dp, pp, tp = where[g]
        kinds: dict[str, list[int]] = {"TP": [], "PP": [], "DP": [], "EMB": []}
        for s in _sends(low.programs[g]):
            ddp, dpp, dtp = where[s.dst]
            if (ddp, dpp) == (dp, pp):
                kinds["TP"].append(s.nbytes)
            elif ddp != dp:
                kinds["DP"].append(s.nbytes)
            elif s.nbytes == round(M.act_bytes):
                kinds["PP"].append(s.nbytes)
                assert abs(dpp - pp) == 1 and dtp == tp
            else:
                kinds["EMB"].append(s.nbytes)
                assert {pp, dpp} == {0, par.p - 1} and dtp == tp
        assert len(kinds["TP"]) == iters * t1["TP"].times
        assert set(kinds["TP"]) <= {round(t1["TP"].nbytes)}
        assert len(kinds["DP"]) == iters * 2 * (par.d - 1)
        assert sum(kinds["DP"]) == pytest.approx(iters * t1["DP"].nbytes, abs=iters * 2 * par.d)
        assert set(kinds["DP"]) <= {round(dp_step_bytes(M, par))}
        assert len(kinds["EMB"]) == (iters * 2 if par.p > 1 and pp in (0, par.p - 1) else 0)
        assert set(kinds["EMB"]) <= {round(embed_bytes(M, par) / 2)}
        pp_total[tp] += len(kinds["PP"])
        # marks: ITER_START/END per iteration, DP marks only with replicas
        marks = [SP.split_mark(o.id) for o in low.programs[g] if isinstance(o, Mark)]
        assert [m for m in marks if m[0].startswith("ITER")] == [
            (k, i) for i in range(iters) for k in ("ITER_START", "ITER_END")]
        assert len([m for m in marks if m[0].startswith("DP")]) == (2 * iters if par.d > 1 else 0)
    for tp in range(par.t):   # Table 1 PP: 2 m (p-1) per pipeline and TP rank
        assert pp_total[tp] == iters * par.d * t1["PP"].times


def test_training_compute_follows_the_flops() -> None:
    """p = 1, t = 1: one COMPUTE per micro-batch pass; their sum is the FLOPs at the GPU rate."""
    par = Par(1, 1, 2, 3)
    b = Builder(2, 1.0, CLOCK_HZ)
    emit_train(b, TrainJob("j", M, par, (0, 1)), 1)
    prog = b.lower().programs[0]
    cyc = [o.cycles for o in prog if isinstance(o, Compute)]
    fwd = (12 * sum(fwd_flops(M, 1).values()) + embed_flops(M)) / 125e12 * CLOCK_HZ
    bwd = 12 * sum(bwd_flops(M, 1).values()) / 125e12 * CLOCK_HZ
    # no communication between the passes: all m forward and m backward passes are one COMPUTE
    assert sum(cyc) == pytest.approx(3 * (fwd + bwd), abs=len(cyc))


def test_hd_partners_follow_oddl() -> None:
    # ODDL Fig. 2 / Table 1: node 1 talks to 5, 3, 2, then 2, 3, 5 (0-based: 4, 2, 1, 1, 2, 4)
    assert hd_partners(8) == [(4, 2), (2, 4), (1, 8), (1, 8), (2, 4), (4, 2)]
    b = Builder(8, 1.0, CLOCK_HZ)
    emit_hd(b, HdJob("hd", tuple(range(8)), nbytes=8 * 2**20), 1)
    low = b.lower()
    for g in range(8):
        s = _sends(low.programs[g])
        assert [x.dst for x in s] == [g ^ 4, g ^ 2, g ^ 1, g ^ 1, g ^ 2, g ^ 4]
        assert [x.nbytes for x in s] == [4 * 2**20, 2 * 2**20, 2**20, 2**20, 2 * 2**20, 4 * 2**20]
    with pytest.raises(ValueError, match="power-of-two group, not 6"):
        hd_partners(6)


def test_a2a_is_seeded_and_skewed() -> None:
    job = A2aJob("moe", tuple(range(8)))
    a, b2 = job.tokens(0, 0), job.tokens(0, 0)
    assert (a == b2).all()
    assert not (a == A2aJob("moe", tuple(range(8)), seed=2).tokens(0, 0)).all()
    assert not (a == job.tokens(1, 0)).all()
    assert (a.sum(axis=1) == job.b * job.s * job.top_k).all()     # every token routed top_k times
    # Zipf(1) over 8 experts: the hottest expert gets ~37 % of the tokens, the coldest ~5 %
    recv = sorted(a.sum(axis=0))
    assert recv[-1] > 5 * recv[0] and recv[-1] > 0.3 * a.sum()
    b = Builder(8, 1.0, CLOCK_HZ)
    mats = emit_a2a(b, job, 1)
    low = b.lower()
    tok = mats[0][0]
    first = [s for s in _sends(low.programs[0])][:7]   # layer 0 dispatch from GPU 0, staggered order
    assert [s.dst for s in first] == [1, 2, 3, 4, 5, 6, 7]
    assert [s.nbytes for s in first] == [tok[0][j] * job.h * job.S_e for j in range(1, 8)]
    waits = [o for o in low.programs[3] if isinstance(o, Wait)]
    assert waits[0].nbytes == sum(tok[i][3] for i in range(8) if i != 3) * job.h * job.S_e
    assert len(waits) == 4 * job.layers


def test_scale_divides_bytes_and_compute_linearly() -> None:
    s1, _ = build("mercury-testbed", scale=500, iters=1, reference=False)
    s2, _ = build("mercury-testbed", scale=1000, iters=1, reference=False)
    assert (s1.meta["scale"], s2.meta["scale"]) == (500, 1000)
    for p1, p2 in zip(s1.programs, s2.programs):
        assert [type(o) for o in p1] == [type(o) for o in p2]
        for o1, o2 in zip(p1, p2):
            if isinstance(o1, Compute):
                assert isinstance(o2, Compute)
                assert abs(o1.cycles - 2 * o2.cycles) <= 1 or o2.cycles == 1
            elif isinstance(o1, (Send, Wait)):
                assert isinstance(o2, (Send, Wait))
                assert abs(o1.nbytes - 2 * o2.nbytes) <= 1
    b1 = sum(f["bytes"] for f in s1.meta["flows"])
    b2 = sum(f["bytes"] for f in s2.meta["flows"])
    msgs = sum(f["messages"] for f in s2.meta["flows"])
    assert abs(b1 - 2 * b2) <= msgs and b1 > 1000 * msgs      # rounding: at most a byte per message
    # times: the DP job (messages of many frames) runs twice as long at half the scale
    r1 = refsim.phases(refsim.run(s1.programs, s1.meta["gpu_node"]).marks, s1.meta["jobs"])
    r2 = refsim.phases(refsim.run(s2.programs, s2.meta["gpu_node"]).marks, s2.meta["jobs"])
    assert r1[0]["mean_dp"] / r2[0]["mean_dp"] == pytest.approx(2, rel=0.02)


# ------------------------------------------------------------------------------------ tag allocation
def _tags_at(prog: list[Op]) -> list[int]:
    return [o.tag for o in prog if isinstance(o, Wait)]


def test_back_to_back_messages_get_different_tags() -> None:
    b = Builder(2, 1.0, CLOCK_HZ)
    r = [b.recv(1) for _ in range(3)]
    for x in r:
        b.send(0, x, 100)
    for x in r:
        b.wait(1, x)
    low = b.lower()
    assert _tags_at(low.programs[1]) == [0, 1, 2]
    assert [s.tag for s in _sends(low.programs[0])] == [0, 1, 2]


def test_ping_pong_reuses_one_tag() -> None:
    b = Builder(2, 1.0, CLOCK_HZ)
    for _ in range(5):
        r = b.recv(1)
        b.send(0, r, 10)
        b.wait(1, r)
        r = b.recv(0)
        b.send(1, r, 10)
        b.wait(0, r)
    low = b.lower()
    assert _tags_at(low.programs[0]) == [0] * 5 and _tags_at(low.programs[1]) == [0] * 5


def test_every_sender_must_follow_the_previous_wait() -> None:
    """R2 on GPU 2 has two senders: GPU 0 sends after a ping from GPU 2 (so after GPU 2's WAIT for R1),
    GPU 1 sends at once. R2 may not reuse R1's tag: GPU 1's bytes could reach the WAIT for R1."""
    b = Builder(3, 1.0, CLOCK_HZ)
    r1 = b.recv(2)
    b.send(0, r1, 10)
    b.compute(2, 1000 / CLOCK_HZ)
    b.wait(2, r1)
    rp = b.recv(0)
    b.send(2, rp, 1)
    b.wait(0, rp)
    r2 = b.recv(2)
    b.send(0, r2, 10)
    b.send(1, r2, 10)
    b.wait(2, r2)
    low = b.lower()
    assert _tags_at(low.programs[2]) == [0, 1]
    res = refsim.run(low.programs, [0, 1, 2])
    assert res.delivered == {(0, 2): 20, (1, 2): 10, (2, 0): 1}
    # with only GPU 0 sending R2, the tag is free again
    b = Builder(3, 1.0, CLOCK_HZ)
    r1 = b.recv(2)
    b.send(0, r1, 10)
    b.wait(2, r1)
    rp = b.recv(0)
    b.send(2, rp, 1)
    b.wait(0, rp)
    r2 = b.recv(2)
    b.send(0, r2, 10)
    b.wait(2, r2)
    assert _tags_at(b.lower().programs[2]) == [0, 0]


def test_ring_tags_are_recycled_safely() -> None:
    """A 3-GPU ring: a member may send step k+1 before its successor has waited for step k, so
    consecutive steps need distinct tags; the ring of 20 steps still needs only a handful."""
    b = Builder(3, 1.0, CLOCK_HZ)
    ring(b, [0, 1, 2], 1000, 20)
    low = b.lower()
    for g in range(3):
        tags = _tags_at(low.programs[g])
        assert all(x != y for x, y in zip(tags, tags[1:]))
        assert 2 <= max(low.tags_used) <= 4
    # and it holds on a network that reorders frames
    res = refsim.run(low.programs, [0, 1, 2], refsim.Net(jitter=500, seed=3))
    assert res.delivered[(0, 1)] == 20 * 1000


def test_deadlock_is_refused() -> None:
    """Both GPUs wait for the other before sending: the lowering names the stuck WAITs."""
    b = Builder(2, 1.0, CLOCK_HZ)
    r01, r10 = b.recv(1), b.recv(0)
    b.send(0, r01, 10)
    b.send(1, r10, 10)
    b.wait(0, r10)
    b.wait(1, r01)
    for g in (0, 1):
        b.progs[g].reverse()      # WAIT first, then SEND
    with pytest.raises(SchedError, match="programs deadlock: 2 GPU\\(s\\) wait forever: GPU 0 op 0: WAIT 10 B"):
        b.lower()


def test_too_many_receives_in_flight() -> None:
    b = Builder(2, 1.0, CLOCK_HZ)
    r = [b.recv(1) for _ in range(257)]
    for x in r:
        b.send(0, x, 1)
    for x in r:
        b.wait(1, x)
    with pytest.raises(SchedError, match="GPU 1 op 256: no free tag: more than 256 receives in flight"):
        b.lower()


def test_builder_misuse() -> None:
    b = Builder(3, 1.0, CLOCK_HZ)
    r = b.recv(1)
    with pytest.raises(ValueError, match="GPU 1: send to itself"):
        b.send(1, r, 5)
    with pytest.raises(ValueError, match="GPU 2: WAIT on receive 0 of GPU 1"):
        b.wait(2, r)
    b.send(0, r, 5)
    b.wait(1, r)
    with pytest.raises(ValueError, match="second WAIT"):
        b.wait(1, r)
    with pytest.raises(ValueError, match="after its WAIT was placed"):
        b.send(2, r, 5)
    r2 = b.recv(2)
    b.send(0, r2, 5)
    with pytest.raises(ValueError, match="receive 1 of GPU 2: bytes sent but no WAIT placed"):
        b.lower()
    with pytest.raises(ValueError, match="scale must be > 0"):
        Builder(1, 0, CLOCK_HZ)
