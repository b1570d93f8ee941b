"""Every counter of rtl/regs/lp_nic_stats.rdl has its event in lp_nic_core: one `LP_EV` line indexed by the
counter's generated constant (LP_NIC_STATS_<NAME>, `+ p` for a per-port array), and no line names a counter
the RDL does not have (docs/stats.md). A counter left without a line would read 0 forever."""

from __future__ import annotations

import re

from lightpath.flow.paths import REPO
from lightpath.gen.regs_emit import compile_rdl, node_blocks, stats_counters

CORE = REPO / "rtl" / "nic" / "lp_nic_core.sv"
LINE = re.compile(r"`LP_EV\(LP_NIC_STATS_([A-Z0-9_]+)( \+ p)?\s*,")


def test_every_counter_has_one_event() -> None:
    node = compile_rdl(REPO / "rtl" / "regs" / "lp_nic_node.rdl")
    (stats,) = [b for b in node_blocks(node) if b.stats]
    want = {name: n > 1 for name, _, n in stats_counters(stats)}
    lines = LINE.findall(CORE.read_text())
    got = [name for name, _ in lines]
    dup = sorted(g for g in set(got) if got.count(g) > 1)
    assert sorted(set(got)) == sorted(got), f"counters with more than one LP_EV line: {dup}"
    assert set(got) == set(want), \
        f"no LP_EV line: {sorted(set(want) - set(got))}; not in the RDL: {sorted(set(got) - set(want))}"
    for name, per_port in lines:
        assert bool(per_port) == want[name], f"{name}: an array counter needs `+ p` (and only an array)"
