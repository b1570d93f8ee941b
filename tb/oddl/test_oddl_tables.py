"""ODDL wavelength routing tables (lightpath.model.oddl_tables): HD, RD and ring all-reduce on N = 2^k nodes
and 2D grids for N > 32 have the properties of ODDL Table 1; the checker accepts the paper's own
Table 1 and rejects broken tables with a clear reason; the register image of a node's table, refused when
it is longer than the generated map's STEP[]."""

from __future__ import annotations

import pytest

from lightpath.model import oddl_tables as ot
from lightpath.regs import block_regs
from lightpath.regs.lp_nic_node import BLOCKS, REGS

# ODDL Table 1 (nodes 1..8): transmitter -> {receiver: wavelength index 1..3}
PAPER_TABLE1 = {
    1: {2: 1, 3: 3, 5: 2}, 2: {1: 1, 4: 3, 6: 2}, 3: {1: 3, 4: 2, 7: 1}, 4: {2: 3, 3: 2, 8: 1},
    5: {1: 2, 6: 1, 7: 3}, 6: {2: 2, 5: 1, 8: 3}, 7: {3: 1, 5: 3, 8: 2}, 8: {4: 1, 6: 3, 7: 2},
}


@pytest.mark.parametrize("n", [2, 4, 8, 16, 32])
def test_hd_rd_ring(n: int) -> None:
    k = n.bit_length() - 1
    t = ot.hd(n)
    ot.check(t, num_wl=k)
    assert all(len(s) == 2 * k for s in t) and ot.wavelengths(t) == k
    r = ot.rd(n)
    ot.check(r, num_wl=k)
    assert all(len(s) == k for s in r) and ot.wavelengths(r) == k
    g = ot.ring(n)
    ot.check(g, num_wl=1)
    assert all(len(s) == 2 * (n - 1) for s in g) and ot.wavelengths(g) == 1
    with pytest.raises(ValueError, match="beyond the laser"):
        ot.check(t, num_wl=k - 1) if k > 1 else ot.check(t, num_wl=0)


def test_hd8_partners_as_in_the_paper() -> None:
    """ODDL Fig. 2/4: node 1 (0 here) talks to 5, 3, 2, then 2, 3, 5 (4, 2, 1, 1, 2, 4 here); one
    wavelength per partner, the same one both ways."""
    t = ot.hd(8)
    assert [s.tx for s in t[0]] == [4, 2, 1, 1, 2, 4]
    assert [s.rx for s in t[0]] == [4, 2, 1, 1, 2, 4]
    assert t[0][0].wl == t[0][5].wl and len({s.wl for s in t[0]}) == 3
    assert ot.wss_config(t)[(0, t[0][0].wl, "h")] == 4


def test_paper_table1_accepted() -> None:
    """The same HD steps with the wavelengths of ODDL Table 1 pass the same checks."""
    base = ot.hd(8)
    paper = [[ot.Step(s.tx, s.rx, PAPER_TABLE1[i + 1][s.tx + 1] - 1) for s in steps] for i, steps in enumerate(base)]
    ot.check(paper, num_wl=3)
    assert ot.wavelengths(paper) == 3


@pytest.mark.parametrize("rows,cols", [(8, 8), (4, 16), (32, 32)])
def test_2d_grid(rows: int, cols: int) -> None:
    """N > 32: n x m nodes on horizontal + vertical WSSs; log2 max(n, m) wavelengths (32 x 32: 5, as
    ODDL section 3.C says), every step one hop on one of the two switches."""
    t = ot.hd_2d(rows, cols)
    n = rows * cols
    k = n.bit_length() - 1
    need = max(rows, cols).bit_length() - 1
    ot.check(t, num_wl=need)
    assert ot.wavelengths(t) == need and all(len(s) == 2 * k for s in t)
    for i, steps in enumerate(t):
        for s in steps:
            same_row = s.tx // cols == i // cols
            assert (s.dim == "h") == same_row, (i, s)


def test_job_on_other_nodes() -> None:
    """A 4-node job on nodes 4..7 of a larger fabric: the relabelled table passes the checks."""
    nodes = [4, 5, 6, 7]
    t = ot.relabel(ot.hd(4), nodes)
    ot.check(t, num_wl=2, nodes=nodes)
    assert t[0][0].tx == 6 and ot.step_words(t[0])[0] == {"tx_peer": 6, "rx_peer": 6, "wl": 1}


def test_broken_tables_rejected() -> None:
    t = ot.hd(4)
    two_senders = [list(s) for s in t]
    two_senders[1][0] = ot.Step(2, 3, 2)              # node 1 sends to 2, as node 0 does
    with pytest.raises(ValueError, match="both send to"):
        ot.check(two_senders, num_wl=3)
    reused = [list(s) for s in t]
    reused[0][1] = ot.Step(1, 1, 1)                    # wavelength 1 already goes to node 2
    with pytest.raises(ValueError, match="wavelength 1 used towards"):
        ot.check(reused, num_wl=2)
    mixed = [[ot.Step(1, 1, 0)], [ot.Step(0, 0, 0)], [ot.Step(1, 3, 0)], [ot.Step(2, 2, 0)]]
    with pytest.raises(ValueError):
        ot.check(mixed, num_wl=1)
    with pytest.raises(ValueError, match="2\\^k"):
        ot.hd(6)


def test_step_entries_from_the_register_map() -> None:
    """STEP_ENTRIES is the generated map's STEP[] count: its last entry is a register, one more is not."""
    oddl = block_regs(REGS, BLOCKS, "oddl")
    n = ot.STEP_ENTRIES
    assert n >= 10 and f"STEP[{n - 1}]" in oddl and f"STEP[{n}]" not in oddl
    assert 1 << oddl["JOB"].fields["steps"].width > n   # JOB.steps can count them all


def test_register_image_refuses_tables_longer_than_step() -> None:
    """HD on 32 nodes (10 steps) and a ring on 9 (16) fit STEP[]; a ring on 10 (18 steps) and the 32 x 32
    grid (20) are models only: their register image is a ValueError naming the limit."""
    n = ot.STEP_ENTRIES
    assert len(ot.step_words(ot.hd(32)[31])) == 10
    fit = n // 2 + 1
    assert len(ot.step_words(ot.ring(fit)[0])) == n
    ot.check_step_entries(ot.ring(fit))
    for table in (ot.ring(fit + 1), ot.hd_2d(32, 32)):
        with pytest.raises(ValueError, match=rf"steps, the control unit's STEP\[\] holds {n}"):
            ot.step_words(table[0])
        with pytest.raises(ValueError, match=rf"node 0: {len(table[0])} steps"):
            ot.check_step_entries(table)
