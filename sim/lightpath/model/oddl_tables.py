"""ODDL wavelength routing tables (ODDL section 3.A, Table 1; docs/oddl.md): per node, the steps of an
all-reduce (destination, source, wavelength), and the LCoS-WSS cross-connect that makes them reachable.

- HD (halving-doubling) all-reduce on N = 2^k nodes: 2k steps, partner distances N/2, ..., 1 (reduce-
  scatter), then 1, ..., N/2 (all-gather); node i exchanges with i XOR d.
- RD (recursive doubling): k steps, distances 1, 2, ..., N/2.
- Ring: 2(N-1) steps to i+1, from i-1, on one wavelength.
- Wavelengths: partner i XOR 2^j is reached on wavelength j, so HD/RD use log2 N wavelengths, a node
  reaches each partner on its own wavelength, and a receiver never sees one wavelength from two
  transmitters (every transmitter reaching node r does so on a different wavelength). ODDL's Table 1
  is another assignment with the same properties; `check` tests the properties, not the numbers.
- 2D (ODDL section 3.C, Fig. 7, for N > 32): n x m nodes, node (r, c) = r*m + c; partners that differ
  in c are on the row's horizontal WSS, partners that differ in r on the column's vertical WSS, each
  with log2 max(n, m) wavelengths.
- A node's control unit holds STEP_ENTRIES steps (lp_oddl_regs STEP[]): HD fits up to 2^(STEP_ENTRIES/2)
  nodes, a ring up to STEP_ENTRIES/2 + 1. The generators above are the model and build any size;
  `step_words` (the register image) refuses a table the control unit cannot hold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lightpath.regs import block_regs
from lightpath.regs.lp_nic_node import BLOCKS, REGS

# The STEP[] array's entries in the generated register map of the control unit.
STEP_ENTRIES = sum(1 for name in block_regs(REGS, BLOCKS, "oddl") if re.fullmatch(r"STEP\[\d+\]", name))


@dataclass(frozen=True)
class Step:
    tx: int          # destination of this node's flow
    rx: int          # source of the flow this node receives
    wl: int          # wavelength (laser index) the WSS routes from this node to tx
    dim: str = "h"   # 2D topologies: "h" (horizontal WSS, same row) or "v" (vertical, same column)


Table = list[list[Step]]   # per node, its steps in order


def _log2(n: int) -> int:
    if n < 2 or n & (n - 1):
        raise ValueError(f"{n} nodes: HD/RD all-reduce needs N = 2^k >= 2")
    return n.bit_length() - 1


def hd(n: int) -> Table:
    """Halving-doubling all-reduce: 2 log2 N steps per node (ODDL Fig. 2)."""
    k = _log2(n)
    dists = [1 << j for j in reversed(range(k))] + [1 << j for j in range(k)]
    return [[Step(i ^ d, i ^ d, d.bit_length() - 1) for d in dists] for i in range(n)]


def rd(n: int) -> Table:
    """Recursive doubling all-reduce: log2 N steps per node."""
    k = _log2(n)
    return [[Step(i ^ (1 << j), i ^ (1 << j), j) for j in range(k)] for i in range(n)]


def ring(n: int) -> Table:
    """Ring all-reduce: 2(N-1) steps to the successor, from the predecessor, on wavelength 0."""
    if n < 2:
        raise ValueError("ring all-reduce needs N >= 2")
    return [[Step((i + 1) % n, (i - 1) % n, 0) for _ in range(2 * (n - 1))] for i in range(n)]


def hd_2d(rows: int, cols: int) -> Table:
    """HD all-reduce on a rows x cols grid (node r*cols + c): column bits on the row's horizontal WSS,
    row bits on the column's vertical WSS, each with log2 max(rows, cols) wavelengths (ODDL Fig. 7)."""
    kc, kr = _log2(cols), _log2(rows)
    n = rows * cols
    bits = [(1 << j, "h", j) for j in range(kc)] + [(cols << j, "v", j) for j in range(kr)]
    order = list(reversed(bits)) + bits   # reduce-scatter from the farthest partner, all-gather back
    return [[Step(i ^ d, i ^ d, wl, dim) for d, dim, wl in order] for i in range(n)]


def wss_config(table: Table) -> dict[tuple[int, int, str], int]:
    """The cross-connect (input node, wavelength, WSS dimension) -> output node the table needs."""
    cfg: dict[tuple[int, int, str], int] = {}
    for i, steps in enumerate(table):
        for s in steps:
            key = (i, s.wl, s.dim)
            if cfg.setdefault(key, s.tx) != s.tx:
                raise ValueError(f"node {i}: wavelength {s.wl} ({s.dim}) needed towards {cfg[key]} and {s.tx}")
    return cfg


def check(table: Table, num_wl: int, nodes: list[int] | None = None) -> None:
    """Raise ValueError unless the table has the properties of ODDL Table 1: a wavelength of the node's
    laser for every step, each partner always on the same wavelength and different partners on
    different ones (per WSS dimension), the flows of every step a permutation (each node receives from
    exactly the node it expects, which sends to it), and no receiver reached by two transmitters on
    one wavelength (the WSS output port would mix them)."""
    ids = nodes if nodes is not None else list(range(len(table)))
    steps = {len(t) for t in table}
    if len(steps) != 1:
        raise ValueError(f"nodes have different step counts {sorted(steps)}")
    pos = {node: k for k, node in enumerate(ids)}
    for k, node in enumerate(ids):
        seen: dict[tuple[int, str], int] = {}
        for s in table[k]:
            if not 0 <= s.wl < num_wl:
                raise ValueError(f"node {node}: wavelength {s.wl} beyond the laser's {num_wl}")
            if s.tx == node or s.rx == node or s.tx not in pos or s.rx not in pos:
                raise ValueError(f"node {node}: step peer {s.tx}/{s.rx} is itself or outside the job")
            prev = seen.setdefault((s.wl, s.dim), s.tx)
            if prev != s.tx:
                raise ValueError(f"node {node}: wavelength {s.wl} used towards {prev} and {s.tx}")
        partners: dict[int, tuple[int, str]] = {}
        for s in table[k]:
            if partners.setdefault(s.tx, (s.wl, s.dim)) != (s.wl, s.dim):
                raise ValueError(f"node {node}: partner {s.tx} on two wavelengths")
    for j in range(len(table[0])):
        senders: dict[int, int] = {}
        for k, node in enumerate(ids):
            s = table[k][j]
            if s.tx in senders:
                raise ValueError(f"step {j}: {senders[s.tx]} and {node} both send to {s.tx}")
            senders[s.tx] = node
        for k, node in enumerate(ids):
            if senders.get(node) != table[k][j].rx:
                raise ValueError(f"step {j}: node {node} expects {table[k][j].rx}, gets {senders.get(node)}")
    into: dict[tuple[int, int, str], int] = {}
    for (src, wl, dim), dst in wss_config(table).items():
        key = (ids[src] if nodes is not None else src, wl, dim)
        if (dst, wl, dim) in into:
            raise ValueError(f"receiver {dst}: wavelength {wl} ({dim}) from {into[(dst, wl, dim)]} and {key[0]}")
        into[(dst, wl, dim)] = key[0]


def wavelengths(table: Table) -> int:
    """Distinct wavelengths the table uses (per WSS dimension: the largest)."""
    per: dict[str, set[int]] = {}
    for steps in table:
        for s in steps:
            per.setdefault(s.dim, set()).add(s.wl)
    return max(len(v) for v in per.values())


def relabel(table: Table, nodes: list[int]) -> Table:
    """The table of a job on physical nodes `nodes` (job rank k runs on node nodes[k])."""
    return [[Step(nodes[s.tx], nodes[s.rx], s.wl, s.dim) for s in steps] for steps in table]


def check_step_entries(table: Table) -> None:
    """Raise ValueError unless every node's steps fit the control unit's STEP[] (STEP_ENTRIES)."""
    for k, steps in enumerate(table):
        if len(steps) > STEP_ENTRIES:
            raise ValueError(f"node {k}: {len(steps)} steps, the control unit's STEP[] holds {STEP_ENTRIES}"
                             " (lp_oddl_regs)")


def step_words(steps: list[Step]) -> list[dict[str, int]]:
    """The STEP[] register fields of one node's table (lp_oddl_regs); ValueError if STEP[] cannot hold it."""
    check_step_entries([steps])
    return [{"tx_peer": s.tx, "rx_peer": s.rx, "wl": s.wl} for s in steps]
