"""Reference executor (lightpath.traffic.refsim): timing of hand-worked cases (frames, egress and ingress
serialisation, NVLink, queue full, FENCE), its three refusals (a WAIT seeing bytes of another receive, a
deadlock, bytes never consumed), and every scenario: programs terminate, every WAIT gets exactly its
bytes (also on a network that reorders frames), bytes are conserved per flow and per (dst, tag)."""

from __future__ import annotations

from collections import defaultdict

import pytest

from lightpath.traffic import refsim, scenarios
from lightpath.traffic.refsim import Net, RefsimError
from lightpath.traffic.sched import Compute, Fence, Halt, Mark, Op, Send, Wait, spec

SP = spec()
NET = Net(port_bpc=8, latency=10, host_bpc=8, max_data=1024, op_cycles=0)


def _mark_cycle(res: refsim.Result, g: int) -> int:
    (mid, cyc), = res.marks[g]
    return cyc


def test_one_message_by_hand() -> None:
    """3000 B in frames of 1024, 1024, 952 data bytes (1056, 1056, 984 on the wire): GPU link 132, 132,
    123 cycles; egress 132 + 132 + 123 after each arrives; ingress at egress end + 10."""
    progs: list[list[Op]] = [[Send(1, 5, 3000), Halt()], [Wait(5, 3000), Mark(1), Halt()]]
    res = refsim.run(progs, [0, 1], NET)
    # frame 1: link 0..132, egress 132..264, in 274; frame 2: link ..264, egress 264..396, in 406;
    # frame 3: link ..387, egress 396..519, in 529
    assert _mark_cycle(res, 1) == 529
    assert res.frames == 3 and res.delivered == {(0, 1): 3000}
    assert res.egress_busy[0] == 132 + 132 + 123


def test_two_sources_share_one_ingress() -> None:
    progs: list[list[Op]] = [[Send(2, 0, 1024), Halt()], [Send(2, 0, 1024), Halt()], [Wait(0, 2048), Mark(1), Halt()]]
    res = refsim.run(progs, [0, 1, 2], NET)
    assert _mark_cycle(res, 2) == 264 + 10 + 132          # the second frame waits for the first


def test_nvlink_queue_full_and_fence() -> None:
    nvl = SP.nvlink_bytes_per_cycle
    # same node: delivered after ceil(bytes / nvlink) cycles, no frame on the network
    res = refsim.run([[Send(1, 0, 2 * nvl + 1), Halt()], [Wait(0, 2 * nvl + 1), Mark(1), Halt()]], [3, 3], NET)
    assert _mark_cycle(res, 1) == 3 and res.frames == 0
    # the (depth + 1)-th SEND stalls until the first message has left: 100 B = 132 wire bytes = 17 cycles
    depth = SP.txq_depth
    progs: list[list[Op]] = [[*[Send(1, 0, 100)] * (depth + 1), Mark(1), Halt()], [Wait(0, 100 * (depth + 1)), Halt()]]
    assert _mark_cycle(refsim.run(progs, [0, 1], NET), 0) == 17
    progs = [[*[Send(1, 0, 100)] * depth, Mark(1), Halt()], [Wait(0, 100 * depth), Halt()]]
    assert _mark_cycle(refsim.run(progs, [0, 1], NET), 0) == 0
    # the NVLink queue is separate: a same-node SEND does not wait behind full network queue
    progs = [[*[Send(2, 0, 100)] * depth, Send(1, 0, 100), Mark(1), Send(2, 0, 100), Mark(2), Halt()],
             [Wait(0, 100), Halt()], [Wait(0, 100 * (depth + 1)), Halt()]]
    assert refsim.run(progs, [0, 0, 1], NET).marks[0] == [(1, 0), (2, 17)]
    # FENCE: until the queue is empty
    progs = [[Send(1, 0, 100), Send(1, 0, 100), Fence(), Mark(1), Halt()], [Wait(0, 200), Halt()]]
    assert _mark_cycle(refsim.run(progs, [0, 1], NET), 0) == 34
    # op_cycles = 1: one op per cycle
    progs = [[Mark(1), Mark(2), Compute(5), Mark(3), Halt()]]
    res = refsim.run(progs, [0], Net(op_cycles=1))
    assert res.marks[0] == [(1, 0), (2, 1), (3, 7)]


def test_wait_seeing_another_receives_bytes_is_refused() -> None:
    """Two 100 B receives on one tag, both sent before the first WAIT runs: it would take 200 B."""
    progs: list[list[Op]] = [[Send(1, 7, 100), Send(1, 7, 100), Halt()],
                             [Compute(1000), Wait(7, 100), Wait(7, 100), Halt()]]
    with pytest.raises(RefsimError, match="GPU 1 op 1: WAIT tag 7 for 100 B found 200 B"):
        refsim.run(progs, [0, 1], NET)
    # and part of a second message in flight: WAIT for 1024 while 2048 arrive in frames, reordered
    progs = [[Send(1, 7, 1024), Send(1, 7, 1024), Halt()], [Wait(7, 1024), Wait(7, 1024), Halt()]]
    with pytest.raises(RefsimError, match="WAIT tag 7"):
        for seed in range(20):
            refsim.run(progs, [0, 1], Net(jitter=400, seed=seed, max_data=256))


def test_deadlock_and_leftover_bytes_are_refused() -> None:
    progs: list[list[Op]] = [[Wait(0, 10), Send(1, 0, 10), Halt()], [Wait(0, 10), Send(0, 0, 10), Halt()]]
    msg = r"deadlock at cycle 0: 2 GPU\(s\) never halt: GPU 0 op 0 WAIT tag=0 nbytes=10"
    with pytest.raises(RefsimError, match=msg):
        refsim.run(progs, [0, 1], NET)
    progs = [[Send(1, 3, 10), Halt()], [Halt()]]
    with pytest.raises(RefsimError, match="hold bytes no WAIT consumed, e.g. GPU 1 tag 3: 10 B"):
        refsim.run(progs, [0, 1], NET)
    with pytest.raises(ValueError, match="2 programs but 1 GPU"):
        refsim.run(progs, [0], NET)


@pytest.mark.parametrize("name", list(scenarios.SCENARIOS))
def test_scenario_terminates_with_conserved_bytes(name: str) -> None:
    sched, low = scenarios.build(name)
    meta = sched.meta
    assert max(meta["ops"]) <= SP.prog_words
    assert 0 < meta["marks_max"] <= SP.marks          # the emulator's default mark log holds every MARK
    # statically: per (dst, tag) the bytes sent equal the bytes waited for
    waited: dict[tuple[int, int], int] = defaultdict(int)
    sent: dict[tuple[int, int], int] = defaultdict(int)
    for g, prog in enumerate(sched.programs):
        for o in prog:
            if isinstance(o, Wait):
                waited[(g, o.tag)] += o.nbytes
            elif isinstance(o, Send):
                sent[(o.dst, o.tag)] += o.nbytes
    assert sent == waited
    assert {(int(d), int(t)): n for d, tags in meta["rx_bytes"].items() for t, n in tags.items()} == sent
    # dynamically: the reference executor ran it to the end (build raises otherwise) ...
    ref = meta["reference"]
    assert ref["end_cycle"] > 0
    for job, jm in zip(meta["jobs"], ref["jobs"]):
        assert len(jm["iterations"]) == meta["iters"]
        assert all(it["time"] > 0 for it in jm["iterations"])
        has_dp = job["kind"] == "hd-allreduce" or (job["kind"] == "train3d" and job["par"]["d"] > 1)
        assert all(("dp_time" in it) == has_dp for it in jm["iterations"])
        assert ("a2a" in jm) == (job["kind"] == "moe-a2a")
    # ... and delivered every flow's bytes, also when frames overtake each other
    for net in (scenarios.SCENARIOS[name].net(), Net(jitter=300, seed=7)):
        res = refsim.run(sched.programs, meta["gpu_node"], net)
        assert res.delivered == {(f["src"], f["dst"]): f["bytes"] for f in meta["flows"]}
        assert all(h >= 0 for h in res.halted)


def test_testbed_program_size_and_layout() -> None:
    sched, _ = scenarios.build("mercury-testbed", iters=1, reference=False)
    meta = sched.meta
    assert meta["gpu_node"] == [1, 1, 2, 2] and meta["node_base"] == 1
    assert [j["gpus"] for j in meta["jobs"]] == [[0, 2], [1, 3]]
    # some tens to a few hundred ops per GPU per iteration
    assert 10 <= min(meta["ops"]) and max(meta["ops"]) <= 500
    assert all(f["path"] == "network" for f in meta["flows"])
    assert scenarios.base_name("sirius-testbed") == "mercury-testbed"
    assert scenarios.base_name("sirius-8node-j3") == "mercury-8node-j3"
    with pytest.raises(KeyError, match="unknown scenario 'sirius-hd'"):
        scenarios.base_name("sirius-hd")


def test_phases_from_mark_logs() -> None:
    """Iteration and DP times from MARK logs: earliest start to latest end over the job's GPUs; an
    iteration some GPU has not finished (a cut-off log) is not reported."""
    mk = SP.mark_id
    logs = [
        [(mk("ITER_START", 0), 10), (mk("DP_START", 0), 50), (mk("DP_END", 0), 90), (mk("ITER_END", 0), 95),
         (mk("ITER_START", 1), 100)],
        [(mk("ITER_START", 0), 12), (mk("DP_START", 0), 40), (mk("DP_END", 0), 99), (mk("ITER_END", 0), 120),
         (mk("ITER_START", 1), 130), (mk("ITER_END", 1), 200)],
        [(mk("A2A_START", 0), 5), (mk("A2A_END", 0), 7)],
    ]
    jobs = [{"name": "a", "gpus": [0, 1]}, {"name": "b", "gpus": [2]}]
    a, b = refsim.phases(logs, jobs)
    assert a["iterations"] == [{"iter": 0, "start": 10, "end": 120, "time": 110, "dp_start": 40, "dp_end": 99,
                                "dp_time": 59}]
    assert a["mean_iter"] == 110 and a["mean_dp"] == 59 and "a2a" not in a
    assert b["iterations"] == [] and b["a2a"] == [2] and "mean_iter" not in b
