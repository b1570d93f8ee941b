"""The committed MEPC engine Verilog (rtl/arbiter/generated/) is what the SpinalHDL sources generate,
and it is lint-clean.

- test_generated_verilog_is_fresh: builds rtl/arbiter/spinal with Maven (SpinalHDL 1.14.2 from Maven
  Central; the first run on a machine downloads ~200 MB into ~/.m2) into a temporary directory and
  compares every file byte for byte with the committed copy; a missing, extra or different file fails
  with the command that regenerates them.
Lint: every variant is an RTL module of tb/lint/test_lint.py (Verilator -Wall, with the one waiver
of rtl/lint_waivers.vlt for this directory: unused truncated temporaries).
"""

from __future__ import annotations

import filecmp
import shutil
import subprocess
from pathlib import Path

from lightpath.env import mepc_tb
from lightpath.flow.paths import RTL

SPINAL = RTL / "arbiter" / "spinal"
REGEN = "cd rtl/arbiter/spinal && mvn -q -B compile exec:java -Dgen.out=../generated"


def test_generated_verilog_is_fresh(tmp_path: Path) -> None:
    mvn = shutil.which("mvn")
    assert mvn, "Maven (mvn) and a JDK >= 11 are needed to check the generated MEPC engine (docs/arbiter.md)"
    out = tmp_path / "generated"
    r = subprocess.run([mvn, "-q", "-B", "compile", "exec:java", f"-Dgen.out={out}"], cwd=SPINAL,
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, f"SpinalHDL generation failed:\n{r.stdout[-4000:]}\n{r.stderr[-4000:]}"
    fresh = sorted(p.name for p in out.iterdir())
    committed = sorted(p.name for p in mepc_tb.GENERATED.iterdir())
    assert fresh == committed, f"generated files {fresh} != committed {committed}; regenerate: {REGEN}"
    assert fresh == sorted(f"{mepc_tb.top_name(n, k)}.v" for n, k in mepc_tb.VARIANTS)
    stale = [name for name in fresh if not filecmp.cmp(out / name, mepc_tb.GENERATED / name, shallow=False)]
    assert not stale, f"stale generated Verilog {stale}; regenerate: {REGEN}"
