"""`python -m lightpath.flow.regtime [--keep]`: the regression's time on a fresh clone, recorded for the docs.

Clones the repository's HEAD into a scratch directory, runs `make test` there (venv install included)
and records the wall time, pytest's own time and the number of passed tests in
docs/figures/regression.json (lightpath.flow.figures), which README.md and docs/toolchain.md quote
through `python -m lightpath.flow.docfigures --write`. Run it alone on the machine: the regression is
CPU-bound, so anything else running lengthens it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lightpath.flow import figures
from lightpath.flow.paths import REPO

COMMAND = "python -m lightpath.flow.regtime"
# pytest's last line, e.g. "==== 1190 passed, 3 skipped in 746.12s (0:12:26) ===="
SUMMARY_RE = re.compile(r"=+ (?P<counts>.*?) in (?P<secs>[\d.]+)s")


def summary(output: str) -> tuple[int, float]:
    """(passed, pytest seconds) from the last pytest summary line of `output`."""
    found = SUMMARY_RE.findall(output)
    if not found:
        raise ValueError("no pytest summary line in the output of make test")
    counts, secs = found[-1]
    passed = re.search(r"(\d+) passed", counts)
    return int(passed.group(1)) if passed else 0, float(secs)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog=COMMAND, description=__doc__.splitlines()[0])
    ap.add_argument("--keep", action="store_true", help="keep the scratch clone")
    args = ap.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="lp-regtime-"))
    clone = scratch / "clone"
    subprocess.run(["git", "clone", "--quiet", "--no-local", str(REPO), str(clone)], check=True)
    t0 = time.monotonic()
    proc = subprocess.run(["make", "test"], cwd=clone, capture_output=True, text=True, check=False)
    wall = time.monotonic() - t0
    (scratch / "make-test.log").write_text(proc.stdout + proc.stderr)
    if not args.keep:
        shutil.rmtree(clone, ignore_errors=True)
    if proc.returncode != 0:
        print(f"make test failed (exit {proc.returncode}); log: {scratch / 'make-test.log'}", file=sys.stderr)
        return 1
    passed, pytest_s = summary(proc.stdout)
    out = figures.record("regression", COMMAND, {"wall_s": round(wall, 1), "pytest_s": pytest_s,
                                                 "passed": passed, "cores": os.cpu_count()})
    print(f"{passed} passed, wall {wall:.0f} s, pytest {pytest_s:.0f} s: recorded in {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
