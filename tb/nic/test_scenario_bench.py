"""`make bench` part `scenarios` (lightpath.bench.scenario): which scenarios it times and how it reports them.
The runs themselves are `make bench`'s (minutes each); here the plan and the table's arithmetic."""

from __future__ import annotations

from lightpath.bench import scenario as sb
from lightpath.scenario import board_testbed, board_twin, run as scenario, training, zcu106_oddl


def test_plan_covers_every_make_sim_scenario_once() -> None:
    plan = sb.plan()
    assert len(plan) == len(set(plan))
    for name in scenario.names():
        if name in scenario.SCENARIOS:   # frame-traffic scenarios: timed by the parts slice and speed
            continue
        if name in (board_twin.SCENARIO, board_testbed.SCENARIO, zcu106_oddl.SCENARIO):   # board tops, no fabric:
            continue                                                                   # each prints its own speed
        twin = "mercury-" + name[len("sirius-"):] if name.startswith("sirius-") else name
        assert twin in plan, name
        if twin != name:   # the Sirius variant is the twin's second mode
            assert "sirius" in training.default_modes(twin)
    assert {sb.fabric_of(n) for n in plan} == {("lp_fabric4", 4), ("lp_fabric8", 8)}


def _row(name: str, nodes: int, rates: dict[str, tuple[int, float]]) -> dict:
    return {"scenario": name, "top": f"lp_fabric{nodes}", "nodes": nodes, "scale": 1000, "iters": 2, "wall_s": 123.4,
            "modes": {m: {"cycles": c, "cycles_per_s": r} for m, (c, r) in rates.items()}}


def test_render_per_mode_wall_and_the_8_node_target() -> None:
    rows = [_row("mercury-testbed", 4, {"mercury": (130_000, 13_000.0), "sirius": (150_000, 12_500.0)}),
            _row("mercury-8node-j1", 8, {"mercury": (360_000, 3_600.0), "sirius": (400_000, 4_000.0)})]
    text = sb.render(rows)
    lines = text.splitlines()
    assert lines[1].split()[:5] == ["mercury-testbed", "lp_fabric4", "1000", "2", "123"]
    assert lines[1].split()[-1] == "10"    # 130 000 cycles at 13 000/s
    assert lines[2].split() == ["sirius", "150,000", "12,500", "12"]
    assert lines[4].split()[-1] == "100"   # 400 000 at 4 000/s
    assert "8-node fabric: 3,600 .. 4,000" in text and "NOT MET (25x short" in text   # 4-node rates not counted
    fast = [_row("mercury-8node-j1", 8, {"mercury": (1, 100_000.0)})]
    assert "target >= 100,000: met" in sb.render(fast)
    assert "8-node" not in sb.render(rows[:1])
