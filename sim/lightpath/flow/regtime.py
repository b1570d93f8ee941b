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


# bash's `time` report, e.g. "real\t13m2.712s"
REAL_RE = re.compile(r"^real\s+(?:(\d+)m)?([\d.]+)s\s*$", re.M)


def from_log(text: str) -> tuple[int, float, float]:
    """(passed, pytest seconds, wall seconds) from the output of `time make test` run in a fresh clone."""
    passed, pytest_s = summary(text)
    real = REAL_RE.findall(text)
    if not real:
        raise ValueError("no `real` line of bash's time in the log")
    minutes, secs = real[-1]
    return passed, pytest_s, 60 * int(minutes or 0) + float(secs)


def record(wall: float, pytest_s: float, passed: int) -> Path:
    return figures.record("regression", COMMAND, {"wall_s": round(wall, 1), "pytest_s": pytest_s,
                                                  "passed": passed, "cores": os.cpu_count()})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog=COMMAND, description=__doc__.splitlines()[0])
    ap.add_argument("--keep", action="store_true", help="keep the scratch clone")
    ap.add_argument("--log", type=Path, help="record from the output of `time make test` already run alone in a "
                                             "fresh clone of HEAD instead of running it")
    args = ap.parse_args(argv)
    if args.log is not None:
        passed, pytest_s, wall = from_log(args.log.read_text(errors="replace"))
        out = record(wall, pytest_s, passed)
        print(f"{passed} passed, wall {wall:.0f} s, pytest {pytest_s:.0f} s: recorded in {out.relative_to(REPO)}")
        return 0
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
    out = record(wall, pytest_s, passed)
    print(f"{passed} passed, wall {wall:.0f} s, pytest {pytest_s:.0f} s: recorded in {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
