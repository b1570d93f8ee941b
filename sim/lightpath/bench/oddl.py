"""`make bench` part `oddl`: ODDL on the RTL (docs/oddl.md).

1. Gateware handshake latency (flow completion -> next link ready, optics and network excluded): the
   control units' HS_LOCAL / HS_LINK registers after real runs; target <= 100 ns.
2. HD vs ring all-reduce, same model: RTL runs on lp_fabric4 and lp_fabric8 (every node a job member,
   LCoS-WSS optics, control switch model), plus a step model for 8, 16, 32 nodes whose per-step terms
   are fitted to the RTL runs (the fit's error on the RTL runs is printed).
3. 5 us vs 10 us control delay per message: all-reduce time on the RTL and in the model, and the
   epoch-time difference once compute is added (ODDL reports < 4 %).
"""

from __future__ import annotations

import json
import math
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.flow import hdl
from lightpath.flow.paths import SIM

CLOCK_NS = cellfmt.CLOCK_NS
VEC = 4096                                   # int32 per node: 16 KiB
DELAYS_US = (5.0, 10.0)
TOPS: tuple[tuple[str, dict[str, object]], ...] = (("lp_fabric4", FABRIC4_PARAMS), ("lp_fabric8", {}))


def builds() -> list[tuple[str, dict]]:
    return list(TOPS)


def msg_clocks(us: float) -> int:
    return round(us * 1000 / CLOCK_NS)


def run(top: str, params: dict, runs: list[dict]) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        rep = Path(tmp) / "r.json"
        hdl.run(top, SIM / "scenarios" / "bench_oddl.py", params, testcase="oddl_runs", tag=f"bench-oddl-{top}",
                extra_env={"LP_BENCH": json.dumps({"runs": runs}), "LP_REPORT": str(rep)})
        return json.loads(rep.read_text())


def step_bytes(algo: str, n: int, vec_bytes: int) -> list[int]:
    """Bytes each node sends per step."""
    if algo == "ring":
        return [vec_bytes // n] * (2 * (n - 1))
    k = int(math.log2(n))
    rs = [vec_bytes >> (j + 1) for j in range(k)]
    return rs + list(reversed(rs))


def model_clocks(algo: str, n: int, vec_bytes: int, msg: int, fixed: float, per_byte: float) -> float:
    """Step model: every step costs one handshake (completion, then ready: 2 messages) plus `fixed`
    clocks (gateware, tuning, drain, host hand-over) plus its bytes at `per_byte` clocks; the first
    step needs only the ready."""
    steps = step_bytes(algo, n, vec_bytes)
    return sum((msg if i == 0 else 2 * msg) + fixed + per_byte * b for i, b in enumerate(steps))


def fit(results: list[dict]) -> tuple[float, float]:
    """Least squares of (clocks - handshake messages) = fixed * steps + per_byte * bytes."""
    rows = []
    for r in results:
        steps = step_bytes(r["algo"], r["nodes"], 4 * r["vec_len"])
        y = r["clocks"] - r["msg_clocks"] * (2 * len(steps) - 1)
        rows.append((len(steps), sum(steps), y))
    sxx = sum(a * a for a, _, _ in rows)
    sxy = sum(a * b for a, b, _ in rows)
    syy = sum(b * b for _, b, _ in rows)
    sxz = sum(a * z for a, _, z in rows)
    syz = sum(b * z for _, b, z in rows)
    det = sxx * syy - sxy * sxy
    return (sxz * syy - syz * sxy) / det, (sxx * syz - sxy * sxz) / det


def part_oddl() -> None:
    runs = [{"algo": a, "vec_len": VEC, "msg_clocks": msg_clocks(us)} for us in DELAYS_US for a in ("hd", "ring")]
    with ThreadPoolExecutor(max_workers=2) as pool:
        res = [r for rs in pool.map(lambda t: run(t[0], t[1], runs), TOPS) for r in rs]
    hs_local = max(reg["HS_LOCAL.max"] for r in res for reg in r["regs"])
    hs_link = max(reg["HS_LINK.max"] for r in res for reg in r["regs"])
    print(f"1. gateware handshake (flow completion -> next link ready, optics/network excluded), worst of"
          f" {sum(r['nodes'] for r in res)} node-runs: completion -> ready frame {hs_local + 1} clocks"
          f" (HS_LOCAL {hs_local} + 1 receive clock) + ready -> link up {hs_link} clocks ="
          f" {(hs_local + 1 + hs_link) * CLOCK_NS:.0f} ns (target <= 100 ns); each control frame adds 8 beats"
          f" ({8 * CLOCK_NS:.0f} ns) of 10GbE serialisation at both ends")
    fixed, per_byte = fit(res)
    print(f"2. all-reduce of {VEC} int32 ({4 * VEC // 1024} KiB) per node, HD vs ring, LCoS-WSS + tunable"
          f" laser models; step model fitted to the RTL runs: {fixed:.0f} clocks per step +"
          f" {per_byte:.3f} clocks per byte + 1 or 2 control messages")
    print("   nodes  delay   HD RTL / model (us)      ring RTL / model (us)   ring/HD")
    by = {(r["nodes"], r["algo"], r["msg_clocks"]): r for r in res}
    for n in (4, 8, 16, 32):
        for us in DELAYS_US:
            m = msg_clocks(us)
            cells = []
            for algo in ("hd", "ring"):
                mod = model_clocks(algo, n, 4 * VEC, m, fixed, per_byte) * CLOCK_NS / 1e3
                r = by.get((n, algo, m))
                rtl = f"{r['clocks'] * CLOCK_NS / 1e3:8.1f}" if r else "      --"
                err = f"({100 * (mod / (r['clocks'] * CLOCK_NS / 1e3) - 1):+.0f} %)" if r else "       "
                cells.append((rtl, mod, err))
            print(f"   {n:5d} {us:4.0f} us  {cells[0][0]} / {cells[0][1]:7.1f} {cells[0][2]:8s}"
                  f"  {cells[1][0]} / {cells[1][1]:7.1f} {cells[1][2]:8s}  {cells[1][1] / cells[0][1]:5.2f}")
    print("3. 10 us vs 5 us control delay per message (step model fitted above):")
    for n in (8, 32):
        for vec_bytes, what in ((4 * VEC, "16 KiB (the RTL runs)"), (16 << 20, "16 MiB (ODDL's fusion buffer size)")):
            t5, t10 = (model_clocks("hd", n, vec_bytes, msg_clocks(us), fixed, per_byte) for us in DELAYS_US)
            e5 = 2 * t5   # compute as long as the 5 us all-reduce, not overlapped: the pessimistic case
            print(f"   HD, {n:2d} nodes, {what}: all-reduce {t5 * CLOCK_NS / 1e3:10.1f} -> "
                  f"{t10 * CLOCK_NS / 1e3:10.1f} us (+{100 * (t10 / t5 - 1):.1f} %); "
                  f"with an equal compute phase the epoch grows {100 * (t10 - t5) / e5:.1f} % (ODDL reports < 4 %)")
