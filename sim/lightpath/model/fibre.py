"""Fibre plans of the fabric tops and the transmit advance that lines the nodes' light up at the AWGR.

A plan gives each node's fibre to the (one) AWGR, the same length each way: the input fibre_words of
lp_fabric<N>, driven by the testbench before reset is released (Fabric(fibres=plan); lp_awgr_model: node i ->
AWGR fibre_words[i] line words, AWGR -> node o fibre_words[o]). Time sync measures
each slave's path to the arbiter, fibre_n + fibre_arbiter + the fixed pipeline, the same both ways, so the slave's
time is the arbiter's; every node sends on that one grid and a longer fibre puts its light late at the AWGR. The
transmit advance (TSYNC_TX_ADVANCE = fibre_n - fibre_arbiter, one way) moves the node's slot grid ahead by
that much, so every node's light reaches the AWGR on one grid (docs/time-sync.md, "Unequal fibres").

Mercury's 8-node simulation (Mercury paper, section 4.1): 2 pods of 4 hosts, 5 m from a host to the AWGRs of its own
pod, 25 m to those of the other pod. The fabric tops have one N-port AWGR and one OTS port per node, so the pods
map onto it as "the AWGR stands in pod 0": pod 0 (the arbiter's) at 5 m, pod 1 at 25 m (`mercury_pods`). Paths
pod 0 -> pod 0 are then 10 m, across the pods 30 m, as in the paper; pod 1 -> pod 1 is 50 m instead of the
paper's 10 m (its own AWGRs are not modelled).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cocotb.triggers import ClockCycles

from lightpath.cell.generated import CLOCK_NS
from lightpath.gen.fabric_emit import FIBRE_MAX_WORDS

NS_PER_M = 5.0   # light in fibre, ns per metre (the traffic scenarios' fibre latencies use it too)
Q16 = 1 << 16    # TSYNC_DELAY / TSYNC_TX_ADVANCE: Q16.16 ns
MAX_WORDS = FIBRE_MAX_WORDS   # the fabric tops' longest fibre (their lp_awgr_model's ring depth)
ROUND_POLLS = 400  # apply_tx_advance: polls of the master's round counter, 256 clocks apart


def words(metres: float) -> int:
    """One-way delay of `metres` of fibre in line words (rounded; at least 1)."""
    if metres <= 0:
        raise ValueError(f"a fibre of {metres} m: lengths must be > 0")
    w = max(1, round(metres * NS_PER_M / CLOCK_NS))
    if w > MAX_WORDS:
        raise ValueError(f"a fibre of {metres} m is {w} words, more than the fabric tops' {MAX_WORDS}")
    return w


@dataclass(frozen=True)
class FibrePlan:
    """Per node (node 0 = the arbiter): its fibre to the AWGR, each way, in metres."""

    metres: tuple[float, ...]
    note: str = ""

    def __post_init__(self) -> None:
        if len(self.metres) < 2:
            raise ValueError(f"a fibre plan needs a fibre per node of at least 2 nodes, got {len(self.metres)}")
        for m in self.metres:
            words(m)   # refuses lengths the model cannot take

    @property
    def nodes(self) -> int:
        return len(self.metres)

    @property
    def words(self) -> tuple[int, ...]:
        return tuple(words(m) for m in self.metres)

    def path_words(self, src: int, dst: int) -> int:
        """Line words from src's transmitter to dst's receiver (node -> AWGR -> node)."""
        return self.words[src] + self.words[dst]

    def advance_words(self, n: int) -> int:
        """The transmit advance node n needs: its fibre minus the arbiter's (node 0), line words."""
        return self.words[n] - self.words[0]

    def port_value(self) -> int:
        """The value of lp_fabric<N>'s input fibre_words (packed [N-1:0][15:0], node 0 in the low bits)."""
        v = 0
        for i, w in enumerate(self.words):
            v |= w << (16 * i)
        return v

    def describe(self) -> str:
        """One line for reports: each node's fibre and the path range."""
        groups: dict[tuple[float, int], list[int]] = {}
        for n, (m, w) in enumerate(zip(self.metres, self.words)):
            groups.setdefault((m, w), []).append(n)
        parts = [f"nodes {_ranges(ns)}: {m:g} m ({w} words)" for (m, w), ns in groups.items()]
        paths = [self.path_words(i, o) for i in range(self.nodes) for o in range(self.nodes) if i != o]
        return (f"fibres to the AWGR, each way: {'; '.join(parts)}; node-to-node paths {min(paths)}..{max(paths)} "
                f"words ({min(paths) * CLOCK_NS:.0f}..{max(paths) * CLOCK_NS:.0f} ns)"
                + (f" ({self.note})" if self.note else ""))

    def as_dict(self) -> dict[str, Any]:
        return {"metres": list(self.metres), "words": list(self.words), "note": self.note,
                "advance_words": [self.advance_words(n) for n in range(self.nodes)]}


def _ranges(ns: list[int]) -> str:
    return f"{ns[0]}..{ns[-1]}" if len(ns) > 1 and ns == list(range(ns[0], ns[-1] + 1)) else ",".join(map(str, ns))


def mercury_pods(nodes: int = 8, pods: int = 2, near_m: float = 5.0, far_m: float = 25.0) -> FibrePlan:
    """Mercury's pods on the one AWGR of the fabric tops (module doc): the AWGR stands in pod 0, the arbiter's;
    nodes of pod 0 (the first nodes / pods) sit `near_m` from it, every other pod's `far_m`."""
    if pods < 1 or nodes % pods:
        raise ValueError(f"{nodes} nodes do not split into {pods} pods")
    per = nodes // pods
    return FibrePlan(tuple(near_m if n < per else far_m for n in range(nodes)),
                     note=f"Mercury {pods} pods of {per}: the AWGR in pod 0 (the arbiter's), {near_m:g} m inside "
                          f"it, {far_m:g} m from pod {'1' if pods == 2 else '1..'}")


def plan_from(d: dict[str, Any] | None) -> FibrePlan | None:
    """The plan of as_dict() (the scenario's JSON settings), or None."""
    return None if d is None else FibrePlan(tuple(float(m) for m in d["metres"]), d.get("note", ""))


async def apply_tx_advance(fab: Any, plan: FibrePlan) -> list[int]:
    """Firmware's step between time-sync lock and transmit enable (docs/time-sync.md, "Unequal fibres"): every
    slave's TSYNC_TX_ADVANCE = its TSYNC_DELAY - K, where K is the delay a node on the arbiter's own fibre
    measures (2 x the arbiter's fibre + the fixed pipeline). K is taken from the measurements of the slave whose
    planned fibre is nearest the arbiter's, corrected by the plan's difference (none when it equals the
    arbiter's, as in every plan here): the plan enters only through that one reference. Writes the registers
    (CTRL.tx_en must be 0), then waits until the master has ended the round in progress and run one more: a
    grid that moves under a sync cell cuts it, and that exchange times out (TSM_TIMEOUT later) inside the first
    round, not after the counters are cleared. Returns the advances written, Q16.16 ns per node (node 0, the
    arbiter: 0)."""
    if plan.nodes != fab.n:
        raise ValueError(f"a plan for {plan.nodes} nodes on a {fab.n}-node fabric")
    delays = [0] + [await fab.nodes[n].regs.read("TSYNC_DELAY") for n in range(1, fab.n)]
    w = plan.words
    ref = min(range(1, fab.n), key=lambda n: (abs(w[n] - w[0]), n))
    k = delays[ref] - round((w[ref] - w[0]) * CLOCK_NS * Q16)
    adv = [0] + [delays[n] - k for n in range(1, fab.n)]
    master = fab.nodes[0].regs
    rounds = await master.read("TSM_ROUNDS")
    for n in range(1, fab.n):
        await fab.nodes[n].regs.write("TSYNC_TX_ADVANCE", adv[n] & 0xFFFF_FFFF)
    for _ in range(ROUND_POLLS):
        if await master.read("TSM_ROUNDS") >= rounds + 2:
            return adv
        await ClockCycles(fab.dut.clk, 256)
    raise TimeoutError("time sync: the master ran no round after the transmit advance was set")
