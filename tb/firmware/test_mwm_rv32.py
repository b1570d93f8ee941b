"""The exact matching on the MicroBlaze V's CPU (lightpath.fw.mwm_rv32: the cycle bench image, built
like the arbiter image, under lightpath.fw.rv32run): the rv32 build gives the same matching and total
as the host build, its cycles grow with the port count as O(n^3) allows, and the bench image fits
the local memory."""

from __future__ import annotations

import random

from lightpath.boards.tclcheck import mbv_address_map
from lightpath.fw import elfsize, host
from lightpath.fw.build import make
from lightpath.fw.mwm_rv32 import Bench

LMB_SIZE = mbv_address_map()["LP_MBV_LMB_SIZE"]   # the MicroBlaze V local memory (lp_mbv_map.h)


def test_rv32_matches_host_and_counts_cycles() -> None:
    b = Bench()
    rng = random.Random(5)
    cycles = {}
    for n in (4, 8, 16):
        w = [[rng.randint(1, 65535) if s != d and rng.random() < 0.6 else 0 for d in range(n)] for s in range(n)]
        seed: list[int | None] = [(s + 1) % n for s in range(n)]
        r = b.solve(w, seed)
        rc, total, mate = host.mwm(w, seed)
        assert (r.rc, r.total, r.mate) == (rc, total, mate)
        cycles[n] = r.cycles
    assert 0 < cycles[4] < cycles[8] < cycles[16] < 16 ** 3 * 60, cycles
    bad = b.solve([[1, 2], [3, 4]], [1, 1])
    assert bad.rc == host.E_ARG and bad.cycles < 1000


def test_bench_image_fits() -> None:
    s = elfsize.sizes(make("rv32-bench") / "rv32" / "bench_mwm.elf")
    assert s["text"] > 500 and s["end"] <= LMB_SIZE, s
