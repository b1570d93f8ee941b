"""`make sim SCENARIO=board-testbed`: Mercury's 3-node testbed as whole VCU118 boards (docs/boards.md, "Board
testbed"): the arbiter's board and two NIC boards from power-on, their real images, their light through
one cyclic AWGR. Runs the testbed's cocotb module (sim/scenarios/board_testbed.py, lightpath.boards.twin)
with every board's ILA model capturing one window of its SOA debug bundle, checks each capture with the
ILA checker (`python -m lightpath.ila`, with the board's own register dump), and reports the simulated
time of each board's bring-up, the cells each board received from each other board, the violations, the
host frames between every board's QSFP lanes, the MEPC circuit of a data-parallel flow, the arbiter's
board reset and the recovery, and the simulator's speed; report.json carries its units."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from lightpath.boards import twin
from lightpath.cell import generated as cellfmt

SCENARIO = "board-testbed"
ILA_AT_MS = 3.0   # each board's ILA triggers at this simulated time from power-on (round robin running)


def ila_plusargs(out: Path) -> tuple[str, ...]:
    """One capture file per board (the model's `*`: the board's instance), triggered at ILA_AT_MS."""
    at = round(ILA_AT_MS * 1e6 / cellfmt.CLOCK_NS)
    return (f"+ila_soa_csv={out}/ila-*.csv", f"+ila_soa_at={at}")


def check_ila(out: Path, rep: dict[str, Any]) -> dict[str, Any]:
    """Each board's capture through the ILA checker with that board's register dump: {board: result}."""
    res: dict[str, Any] = {}
    for n, dump in enumerate(rep["regdumps"]):
        regs = out / f"regdump-b{n}.json"
        regs.write_text(dump + "\n")
        found = sorted(out.glob(f"ila-b{n}.*.csv"))   # the model names it by the ILA's instance
        if len(found) != 1:
            res[f"b{n}"] = {"capture": None}
            continue
        csv = found[0]
        js = out / f"ila-b{n}.json"
        proc = subprocess.run([sys.executable, "-m", "lightpath.ila", str(csv), "--regs", str(regs), "--json", str(js),
                               "-q"], capture_output=True, text=True, check=False)
        if proc.returncode == 2:
            raise RuntimeError(f"lightpath.ila {csv}: {proc.stderr.strip()}")
        doc = json.loads(js.read_text())
        res[f"b{n}"] = {"capture": csv.name, "exit": proc.returncode, "violations": len(doc.get("violations", [])),
                        "report": js.name}
    return res


def run(out: Path, tag: str = "") -> dict[str, Any]:
    """Run the testbed into `out` (report.json, the ILA captures and their checks); returns the report,
    its wall time included."""
    out = out.resolve()   # the simulator runs in its own directory
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("ila-*"):
        old.unlink()
    end_ms = ILA_AT_MS + 8192 * cellfmt.CLOCK_NS / 1e6   # the window of the deepest capture
    rep = twin.run_for_report(out, twin.run_testbed, {"LP_RUN_UNTIL_MS": f"{end_ms:.3f}"}, tag or SCENARIO,
                              plusargs=ila_plusargs(out))
    rep["ila"] = check_ila(out, rep)
    (out / "report.json").write_text(json.dumps(rep, indent=1))
    bad = {b: r for b, r in rep["ila"].items() if r.get("capture") is None or r["violations"]}
    if bad:
        raise AssertionError(f"{SCENARIO}: ILA captures missing or with violations: {bad} (reports in {out})")
    return rep


def render(rep: dict[str, Any]) -> str:
    n = rep["nodes"]
    marks = rep["marks_ms"]
    lines = [f"Lightpath scenario {SCENARIO}: {n} VCU118 tops (arbiter node, {n - 1} NIC nodes) through a cyclic AWGR, "
             "from power-on, real images",
             f"  {'board':<6} {'time sync locked':>17} {'up':>10}   cells received from board " +
             " ".join(f"{i:>6}" for i in range(n))]
    for b in range(n):
        lock = marks.get(f"{b}:time sync: locked")
        up = marks.get(f"{b}:{'arbiter up' if b == 0 else 'node up'}")
        lock_s = f"{lock:8.3f} ms" if lock is not None else f"{'(master)':>11}"
        up_s = f"{up:7.3f} ms" if up is not None else f"{'-':>10}"
        lines.append(f"  {b:<6} {lock_s:>17} {up_s:>10}   {'':26}" +
                     " ".join(f"{c:>6}" for c in rep["cells_from"][b]))
    rx = rep["rx_regs"]
    lines += [
        "  receivers (RX_CELLS / RX_FAKE / RX_SYNC, CRC drops): " +
        "; ".join(f"b{b} {r['RX_CELLS']} / {r['RX_FAKE']} / {r['RX_SYNC']}, {r['RX_DROP_HCRC'] + r['RX_DROP_PCRC']}"
                  for b, r in enumerate(rx)),
        f"  AWGR: collision words {rep['collision_words']}, words with no SOA open {rep['dark_words']}",
        "  ILA captures (lightpath.ila, each board's register dump): " +
        "; ".join(f"{b} {r['violations']} violations" if r.get("capture") else f"{b} no capture"
                  for b, r in rep["ila"].items()),
        *([f"  host frames, a station on each QSFP lane of every board ({h['stations']}), each to every station "
           f"on the other boards: {h['flows']} flows x {h['frames_per_flow']} = {h['frames']} frames, "
           f"{h['offered_gbps_per_station']:.2f} Gb/s offered per station for {h['sent_us']:.1f} us; all delivered "
           f"{h['delivered_us']:.1f} us after the first (block lock {h['block_lock_us']:.1f} us after the lines "
           "started)"] if (h := rep.get("host")) else []),
        *([f"  MEPC circuit, a data-parallel flow board 1 -> board 2: {m['frames']} frames x {m['frame_bytes']} B, one "
           f"every {m['gap_us']} us; WSS lit 1 -> 2 {m['wss'][0][0]:.1f} us after the flow's start, board 1 "
           f"sending on it by {m['ocs_up_us']:.1f} us (the flow sent in {m['sent_us']:.1f} us); "
           f"{m['ocs_cells']} cells over the circuit, {m['ocs_cells_received']} received, "
           f"collisions {m['ocs_collisions']}; every frame once, in order ({m['received']} in "
           f"{m['delivered_us']:.1f} us); the keeper's ADD and REMOVE {m['arbiter']['OPS_ADD']}/"
           f"{m['arbiter']['OPS_REMOVE']}; WSS dark {m['wss'][-1][0]:.1f} us after the start"]
          if (m := rep.get("mepc")) else []),
        *(["  arbiter CPU_RESET (ms after the press): " +
           "; ".join(f"{k} {v:.3f}" for k, v in a.items() if isinstance(v, float)) +
           "; " + ", ".join(f"{k} {v}" for k, v in a.items() if isinstance(v, int)),
           f"  arbiter console after the reset: {' | '.join(a['arbiter lines'])}"]
          if (a := rep.get("arbiter_reset")) else []),
        f"  CPU bus accesses                  {', '.join(str(a) for a in rep['bus_accesses'])}",
        f"  WSS commands at the PMOD pins     {rep['wss_commands']}",
        f"  bring-up simulated                {rep['sim_ms']:8.3f} ms in {rep['wall_s']:.0f} s "
        f"({rep['core_cycles_per_s']} core cycles/s); whole run " +
        (f"{rep['end_ms']:.3f} ms simulated, " if "end_ms" in rep else "") + f"{rep['run_wall_s']:.0f} s",
    ]
    for b, text in enumerate(rep["consoles"]):
        shown = [ln for ln in text.splitlines() if not ln.startswith("regdump:")]
        lines += [f"  console of board {b}:"] + [f"    {ln}" for ln in shown]
    return "\n".join(lines)
