"""The S-VLB fabric tests' traffic cases (tb/svlb/test_lp_svlb_fabric.py) run by the slot-level model, against
the relayed shares the RTL runs printed (quoted in docs/svlb.md's fabric test plan).

Both sides are read from their sources, not copied: each test's `scenario_checked(dut, pattern, sirius,
load, cells, seed, ...)` call from the test file's syntax tree (the load may depend on `nn`), and each
figure from the test plan row of its test ("(21 %; 46 % with 8 nodes)": the 4-node share, then the
8-node one). The model draws the offers as lightpath.env.svlb_fabric.scenario does (a fresh fabric,
random.Random(seed), slots offered until cells x nodes cells are in, then the drain), so each case sees
the cells the RTL test saw.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from types import CodeType

from lightpath.env.svlb_fabric import offer_slot
from lightpath.flow.paths import REPO
from lightpath.slotsim.fabric import Fabric
from lightpath.slotsim.run import DRAIN_LIMIT, DRAIN_STEP, Draw, fabric_cfg
from lightpath.slotsim.timing import OFFER_CLK

TEST_FILE = REPO / "tb" / "svlb" / "test_lp_svlb_fabric.py"
DOC = REPO / "docs" / "svlb.md"


@dataclass(frozen=True)
class Case:
    name: str
    pattern: str
    sirius: bool
    load: Callable[[int], float]     # of the node count
    cells: int                       # per node
    seed: int


def cases() -> dict[str, Case]:
    """Every test of the fabric test file that runs scenario_checked, with its arguments."""
    out = {}
    for fn in ast.parse(TEST_FILE.read_text()).body:
        if not isinstance(fn, ast.AsyncFunctionDef):
            continue
        for call in ast.walk(fn):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "scenario_checked":
                pattern, sirius, load, cells, seed = call.args[1:6]
                code = compile(ast.Expression(load), str(TEST_FILE), "eval")

                def load_of(nn: int, code: CodeType = code) -> float:
                    return float(eval(code, {"__builtins__": {}}, {"nn": nn, "min": min}))  # noqa: S307

                out[fn.name] = Case(fn.name, ast.literal_eval(pattern), bool(ast.literal_eval(sirius)), load_of,
                                    int(ast.literal_eval(cells)), int(ast.literal_eval(seed)))
    return out


def rtl_shares() -> dict[tuple[str, int], float]:
    """(test, nodes) -> relayed share quoted in the test plan's row of the test."""
    out = {}
    for line in DOC.read_text().splitlines():
        m = re.match(r"\| `(test_\w+)` \| [\d, ]+ \|(.*)\|\s*$", line)
        if not m:
            continue
        for group in re.findall(r"\(([^()]*%[^()]*)\)", m[2]):
            for pct, nn in re.findall(r"(\d+) %(?: relayed)?(?: with (\d+) nodes)?", group):
                out[(m[1], int(nn or 4))] = int(pct) / 100
    return out


@dataclass(frozen=True)
class CaseResult:
    case: Case
    nodes: int
    delivered: int
    relayed: int

    @property
    def share(self) -> float:
        return self.relayed / max(self.delivered, 1)


def run_case(case: Case, nodes: int, slot0: int = 0, offer_clk: int = OFFER_CLK) -> CaseResult:
    fab = Fabric(fabric_cfg(nodes, case.sirius), slot0=slot0, offer_clk=offer_clk)
    d = Draw(nodes, random.Random(case.seed))
    load = case.load(nodes)
    fab.counts_reset(window=True)       # the whole run is counted
    injected = slot = 0
    while injected < case.cells * nodes:
        d.offers = []
        offer_slot(d, case.pattern, load, slot)
        slot += 1
        injected += sum(n for _, _, n in d.offers)
        fab.step(d.offers)
    drain = 0
    while fab.in_system() and drain < DRAIN_LIMIT:
        for _ in range(DRAIN_STEP):
            fab.step()
        drain += DRAIN_STEP
    c = fab.counts_reset(window=False)
    return CaseResult(case, nodes, c.delivered, c.relayed)
