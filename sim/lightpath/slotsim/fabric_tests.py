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
from lightpath.slotsim.fabric import P_STORE, Fabric, Offer
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


def drain(fab: Fabric) -> None:
    """Steps `fab` without offers until nothing is in the system, in steps of DRAIN_STEP slots (as the RTL
    harness drains), at most DRAIN_LIMIT slots."""
    slots = 0
    while fab.in_system() and slots < DRAIN_LIMIT:
        for _ in range(DRAIN_STEP):
            fab.step()
        slots += DRAIN_STEP


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
    drain(fab)
    c = fab.counts_reset(window=False)
    return CaseResult(case, nodes, c.delivered, c.relayed)


# ---- the OCS cases (ocs_scenario of the test file: test_ocs_transition, test_ocs_link_loss)
OCS_FLOWS = ((0, 2), (2, 0))    # the flows the circuits carry, at OCS_RATE cells per slot
OCS_RATE = 0.8
OCS_BG = ((1, 0.2), (3, 0.2))   # background: (source, cells per slot) to random other nodes
OCS_SLOTS = 240                 # slots with traffic
OCS_REQ_SLOTS = 20              # circuits requested (S-VLB over OTS), before the announcement
OCS_UP_SLOTS = 100              # circuits up
OCS_LOSS_SLOTS = 20             # link loss: slots between the light going and ocs_v falling
OCS_TESTS = {"test_ocs_transition": False, "test_ocs_link_loss": True}


def ocs_params() -> tuple[int, dict[str, int]]:
    """ANN_SLOTS of the test file and each OCS test's seed (its ocs_scenario(dut, link_loss, seed) call)."""
    tree = ast.parse(TEST_FILE.read_text())
    ann = next(ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == "ANN_SLOTS" for t in node.targets))
    seeds = {}
    for fn in tree.body:
        if isinstance(fn, ast.AsyncFunctionDef) and fn.name in OCS_TESTS:
            for call in ast.walk(fn):
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "ocs_scenario":
                    seeds[fn.name] = int(ast.literal_eval(call.args[2]))
    return int(ann), seeds


@dataclass(frozen=True)
class OcsRtl:
    """What docs/svlb.md's test plan quotes from an OCS test's RTL run."""

    ocs_tx: tuple[int, int]     # cells on the circuits 0 -> 2, 2 -> 0
    fallback: int               # circuit cells that left over OTS
    delivered: int
    relayed: int


def rtl_ocs_figures() -> dict[str, OcsRtl]:
    """The figures docs/svlb.md's test plan quotes from the OCS tests' RTL runs (a row that names no
    fallback count: none)."""
    out = {}
    for line in DOC.read_text().splitlines():
        m = re.match(r"\| `(test_ocs_\w+)` \|(.*)\|\s*$", line)
        if not m:
            continue
        tx = re.search(r"(\d+) and (\d+) (?:seen|cells on the OCS ports)", m[2])
        fb = re.search(r"(\d+) fallbacks seen", m[2])
        run = re.search(r"\((\d+) cells, (\d+) relayed\)", m[2])
        if tx and run:
            out[m[1]] = OcsRtl((int(tx[1]), int(tx[2])), int(fb[1]) if fb else 0, int(run[1]), int(run[2]))
    return out


@dataclass(frozen=True)
class OcsResult:
    name: str
    seed: int
    ocs_tx: tuple[int, int]         # cells on the circuits 0 -> 2, 2 -> 0
    ocs_rx: tuple[int, int]         # good cells received at 2 and 0
    fallback: int
    lost: int                       # at a full OCS receive buffer
    offered: int
    delivered: int
    relayed: int
    out_of_order: int
    reseq_held_max: int
    ocs_before_up: int              # OCS events (sent, received, fallback) before the circuits came up


def run_ocs_case(name: str, offer_clk: int = OFFER_CLK) -> OcsResult:
    """An OCS test's run: its traffic drawn as ocs_scenario draws it, the circuits' states switched at the
    clocks the test switches them (the offers' phase of the slot), the teardown or the link loss, drain."""
    link_loss = OCS_TESTS[name]
    ann_slots, seeds = ocs_params()
    nodes = 4
    fab = Fabric(fabric_cfg(nodes, False), offer_clk=offer_clk)
    rng = random.Random(seeds[name])
    fab.counts_reset(window=True)
    slot_clk = fab.t.slot
    (a, b), _ = OCS_FLOWS

    def switch(v: bool, up: bool, ann: bool) -> Callable[[int], None]:
        def at(now: int) -> None:
            for s, d in OCS_FLOWS:
                fab.set_ocs(s, v=v, up=up, dst=d, ann=ann, now=now)
        return at

    t_ann = OCS_REQ_SLOTS
    t_up = t_ann + ann_slots
    t_down = t_up + OCS_UP_SLOTS
    plan = {t_ann: switch(False, False, True), t_up: switch(True, True, False),
            t_down: switch(True, False, False) if link_loss else switch(False, True, False)}
    if link_loss:
        plan[t_down + OCS_LOSS_SLOTS] = switch(False, False, False)
    ocs_before_up = 0
    waiting_drain = False
    for slot in range(OCS_SLOTS):
        offers: list[Offer] = []
        for s, d in OCS_FLOWS:
            if rng.random() < OCS_RATE:
                offers.append((s, d, 1))
        for s, load in OCS_BG:
            if rng.random() < load:
                offers.append((s, rng.choice([k for k in range(nodes) if k != s]), 1))
        if waiting_drain and all(fab.nodes[s].sched.occ_ocs == 0 for s, _ in OCS_FLOWS):
            switch(False, False, False)(slot * slot_clk)      # drained: the circuits go down
            waiting_drain = False
        if slot in plan:
            fab.at(slot * slot_clk + offer_clk, P_STORE, plan[slot], slot * slot_clk + offer_clk)
            waiting_drain = slot == t_down and not link_loss
        if slot == t_up:
            ocs_before_up = sum(nd.ocs_tx + nd.ocs_rx_n + nd.ocs_fallback for nd in fab.nodes)
        fab.step(offers)
    drain(fab)
    c = fab.counts_reset(window=False)
    nd = fab.nodes
    return OcsResult(name, seeds[name], (nd[a].ocs_tx, nd[b].ocs_tx), (nd[b].ocs_rx_n, nd[a].ocs_rx_n),
                     sum(x.ocs_fallback for x in nd), fab.total_lost, c.offered, c.delivered, c.relayed,
                     c.out_of_order,
                     max(x.reseq.held_max for x in nd if x.reseq is not None), ocs_before_up)
