"""lightpath.traffic.load: the offered-load pattern of the loss-vs-load sweep (docs/system-sim.md).

Pure Python: the programs are run on paper (every op one cycle, COMPUTE n cycles: the emulator's timing, which
holds in line mode because a SEND never waits for its queue) and checked for the offered load, the pacing, the
destinations, the timeline in the sidecar and determinism; bad specs are refused with the reason.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from lightpath.cell import generated as cellfmt
from lightpath.gen.fabric_emit import GPU_NODE_BASE, GPUS
from lightpath.traffic import load as tl, scenarios, sched as sc
from lightpath.traffic.__main__ import main as traffic_cli

SP = sc.spec()
SPEC = tl.LoadSpec(loads=(0.05, 0.3, 0.5, 0.77, 1.0), cycles=20_000, drain=5_000, drain_per_load=1000, seed=3)


def issue_times(ops: list[sc.Op]) -> list[tuple[int, sc.Op]]:
    """(issue cycle relative to START, op) of every op."""
    t, out = 0, []
    for o in ops:
        out.append((t, o))
        t += o.cycles if isinstance(o, sc.Compute) else 1
    return out


def sends_of_point(ops: list[sc.Op], k: int) -> list[tuple[int, sc.Send]]:
    """The SENDs between MARK ITER_START(k) and ITER_END(k), with their issue cycles."""
    tl_ = issue_times(ops)
    s = next(t for t, o in tl_ if isinstance(o, sc.Mark) and o.id == SP.mark_id("ITER_START", k))
    e = next(t for t, o in tl_ if isinstance(o, sc.Mark) and o.id == SP.mark_id("ITER_END", k))
    return [(t, o) for t, o in tl_ if s < t < e and isinstance(o, sc.Send)]


def test_frame_size_from_the_format() -> None:
    """One frame = wire_bytes(frame_data) bytes of the format, in words of the cell format's word."""
    b = tl.frame_words(SPEC)
    assert b == -(-SP.wire_bytes(SPEC.frame_data) // (cellfmt.WORD_BITS // 8))
    assert SP.wire_bytes(SPEC.frame_data) == SP.hdr_bytes + SPEC.frame_data == 1024   # default: 2 cells exactly
    assert tl.frame_words(tl.LoadSpec(frame_data=1)) * 8 >= SP.min_frame   # padded to the minimum frame


def test_offered_load_and_pacing() -> None:
    progs, points = tl.programs(SPEC)
    b = tl.frame_words(SPEC)
    assert len(progs) == SPEC.gpus == (tl.FABRIC_NODES - GPU_NODE_BASE[tl.FABRIC_NODES]) * GPUS[tl.FABRIC_NODES]
    for k, x in enumerate(SPEC.loads):
        for g, ops in enumerate(progs):
            sends = sends_of_point(ops, k)
            start = points[k]["start"]
            offered = len(sends) * b / SPEC.cycles
            assert offered == points[k]["offered"][g] and len(sends) == points[k]["frames"][g]
            assert abs(offered - x) <= b / SPEC.cycles, (k, g, offered, x)
            assert all(s.nbytes == SPEC.frame_data and s.tag == 0 for _, s in sends)
            times = [t - start for t, _ in sends]
            gaps = [u - t for t, u in zip(times, times[1:])]
            # never faster than the line (a SEND never waits for the previous frame), paced at B / x
            assert min(gaps) >= b, (k, g, min(gaps))
            assert max(gaps) - min(gaps) <= 1 and abs(sum(gaps) / len(gaps) - b / x) < 1, (k, g)
            assert times[0] >= 1 and times[-1] + b <= SPEC.cycles - 1    # inside the load phase
            assert times[0] <= b / x                                     # phase within one period


def test_timeline_is_exact() -> None:
    """The sidecar's points: MARKs at start and end (= start + cycles), the next point after the drain, the last
    one followed by FENCE, HALT."""
    progs, points = tl.programs(SPEC)
    for ops in progs:
        marks = {o.id: t for t, o in issue_times(ops) if isinstance(o, sc.Mark)}
        for k, p in enumerate(points):
            assert marks[SP.mark_id("ITER_START", k)] == p["start"]
            assert marks[SP.mark_id("ITER_END", k)] == p["end"] == p["start"] + SPEC.cycles
            if k + 1 < len(points):
                assert p["next"] == points[k + 1]["start"] == p["end"] + 1 + SPEC.drain + round(1000 * p["load"])
        assert points[-1]["next"] is None
        assert isinstance(ops[-2], sc.Fence) and isinstance(ops[-1], sc.Halt)
        assert issue_times(ops)[-2][0] == points[-1]["end"] + 1


def test_destinations_on_other_nodes_uniform() -> None:
    progs, _ = tl.programs(tl.LoadSpec(seed=5))
    per = GPUS[tl.FABRIC_NODES]
    for g, ops in enumerate(progs):
        dsts = Counter(o.dst for o in ops if isinstance(o, sc.Send))
        assert all(d // per != g // per for d in dsts), f"GPU {g} sends to its own node: {dsts}"
        others = [d for d in range(len(progs)) if d // per != g // per]
        assert set(dsts) == set(others)
        mean = sum(dsts.values()) / len(others)
        assert all(abs(n - mean) < 0.15 * mean for n in dsts.values()), (g, dsts)


def test_deterministic_with_a_seed() -> None:
    a, _ = tl.programs(SPEC)
    b, _ = tl.programs(SPEC)
    assert a == b
    c, _ = tl.programs(tl.LoadSpec(loads=SPEC.loads, cycles=SPEC.cycles, drain=SPEC.drain,
                                   drain_per_load=SPEC.drain_per_load, seed=4))
    assert c != a
    # the same frame counts (the load fixes them); destinations and phases differ
    assert [sum(isinstance(o, sc.Send) for o in p) for p in c] == [sum(isinstance(o, sc.Send) for o in p) for p in a]
    # GPUs do not start in step
    firsts = {sends_of_point(p, 0)[0][0] for p in a}
    assert len(firsts) > 1


def test_bad_specs_are_refused() -> None:
    for kw, msg in [({"loads": ()}, "no offered loads"), ({"loads": (0.0,)}, r"outside \(0, 1\]"),
                    ({"loads": (1.1,)}, "cannot exceed"), ({"frame_data": 0}, "frame_data 0"),
                    ({"frame_data": SP.max_data + 1}, "one SEND = one frame"),
                    ({"cycles": 100}, "shorter than 4 frames"),
                    ({"drain": 0}, "drain 0"), ({"drain_per_load": -1}, "drain_per_load -1"),
                    ({"nodes": 1}, "no other node")]:
        with pytest.raises(ValueError, match=msg):
            tl.programs(tl.LoadSpec(**kw))   # type: ignore[arg-type]


def test_default_sweep_fits_and_round_trips(tmp_path: Path) -> None:
    """The default sweep fits program memory and the mark log; written and read back with every check of the
    reader; registered as the scenario `load-sweep` (build, base_name, the CLI)."""
    sched, low = scenarios.build(tl.NAME)
    assert max(sched.meta["ops"]) <= SP.prog_words and sched.meta["marks_max"] <= SP.marks
    assert scenarios.base_name(tl.NAME) == tl.NAME
    assert sum(f["messages"] for f in sched.meta["flows"]) == sum(
        sum(isinstance(o, sc.Send) for o in p) for p in sched.programs)
    assert low.rx == {} and low.programs == sched.programs
    sc.write_schedule(tmp_path / "a", sched)
    back = sc.read_schedule(tmp_path / "a")
    assert back.programs == sched.programs and back.meta["load"]["points"] == sched.meta["load"]["points"]
    assert traffic_cli([tl.NAME, "--out", str(tmp_path / "b")]) == 0
    assert (tmp_path / "b" / "gpu005.hex").read_text() == (tmp_path / "a" / "gpu005.hex").read_text()
