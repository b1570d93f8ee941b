"""lightpath.model.fibre: fibre plans of the fabric tops (their input fibre_words), the 8-node scenarios' Mercury pods.

Pure Python: lengths to line words at 5 ns/m, the packed fibre_words value (node 0 in the low bits), paths and
advances, the Mercury mapping (pod 0 at 5 m, pod 1 at 25 m; paths 10 / 30 / 50 m), the JSON round trip the
scenario uses, every 8-node scenario wired to that plan (and its report line), and bad plans refused with the
reason.
"""

from __future__ import annotations

import asyncio

import pytest

from lightpath.env.fabric import CLOCK_NS
from lightpath.gen.fabric_emit import FIBRE_MAX_WORDS
from lightpath.model import fibre
from lightpath.scenario import training


def test_lengths_to_words() -> None:
    assert fibre.words(5) == 4 and fibre.words(25) == 20      # 25 ns / 6.4 = 3.9, 125 ns / 6.4 = 19.5
    assert fibre.words(0.1) == 1                                # never 0: the model needs a fibre
    assert round(fibre.words(100) * CLOCK_NS) == 499            # 500 ns
    assert fibre.words(FIBRE_MAX_WORDS * CLOCK_NS / fibre.NS_PER_M) == FIBRE_MAX_WORDS   # the longest the tops take


def test_mercury_pods_plan() -> None:
    p = fibre.mercury_pods(8)
    assert p.words == (4, 4, 4, 4, 20, 20, 20, 20)
    assert p.port_value() == 0x00140014001400140004000400040004
    assert (p.path_words(1, 2), p.path_words(1, 5), p.path_words(5, 1), p.path_words(5, 6)) == (8, 24, 24, 40)
    assert [p.advance_words(n) for n in range(8)] == [0, 0, 0, 0, 16, 16, 16, 16]
    text = p.describe()
    assert "nodes 0..3: 5 m (4 words)" in text and "nodes 4..7: 25 m (20 words)" in text and "8..40 words" in text
    assert fibre.plan_from(p.as_dict()) == p and fibre.plan_from(None) is None
    assert fibre.mercury_pods(4, 2).words == (4, 4, 20, 20)


def test_every_8node_scenario_runs_the_pods() -> None:
    for name, (top, _, _) in training.FABRICS.items():
        if top == "lp_fabric8":
            assert training.FIBRES[name] is training.FIBRES8, name
        else:
            assert name not in training.FIBRES, name
    rep = {"scenario": "x", "schedule": "x", "doc": "d", "notes": [], "scale": 1.0, "iters": 1, "modes": {},
           "wall_s": 0.0, "fibres": {**training.FIBRES8.as_dict(), "text": training.FIBRES8.describe()}}
    out = training.render(rep)
    assert "25 m (20 words)" in out and "0, 0, 0, 0, 102.4, 102.4, 102.4, 102.4 ns" in out, out
    rep["fibres"] = {"text": training.UNIFORM_FIBRE}
    assert "DELAY_CYCLES on every path" in training.render(rep)


@pytest.mark.parametrize("bad,msg", [
    (lambda: fibre.words(0), "lengths must be > 0"),
    (lambda: fibre.words(-3), "lengths must be > 0"),
    (lambda: fibre.words(10_000), f"more than the fabric tops' {FIBRE_MAX_WORDS}"),
    (lambda: fibre.words((FIBRE_MAX_WORDS + 1) * CLOCK_NS / fibre.NS_PER_M), "more than the fabric tops'"),
    (lambda: fibre.FibrePlan((5.0,)), "at least 2 nodes"),
    (lambda: fibre.FibrePlan((5.0, 0.0)), "lengths must be > 0"),
    (lambda: fibre.mercury_pods(7, 2), "7 nodes do not split into 2 pods"),
])
def test_bad_plans_refused(bad, msg: str) -> None:
    with pytest.raises(ValueError, match=msg):
        bad()


def test_advance_refuses_a_plan_for_another_fabric() -> None:
    class FourNodes:
        n = 4

    with pytest.raises(ValueError, match="a plan for 8 nodes on a 4-node fabric"):
        asyncio.run(fibre.apply_tx_advance(FourNodes(), fibre.mercury_pods(8)))
