"""The Python of the tree is clean: `ruff check sim tb` and `mypy` (configured in pyproject.toml) report nothing.

Both run from the venv (the interpreter running the tests) in the repository root, so they read the same
configuration as a developer's `ruff check sim tb` and `mypy` (docs/toolchain.md, "Python checks"). mypy runs
with --no-incremental: on a fresh clone (CI) that is a little faster than filling an empty cache; about 6 CPU-s.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from lightpath.flow.paths import REPO


def _check(what: str, *args: str) -> None:
    r = subprocess.run([sys.executable, "-m", *args], cwd=REPO, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        pytest.fail(f"{what} (exit status {r.returncode}):\n{r.stdout}{r.stderr}", pytrace=False)


def test_ruff() -> None:
    _check("ruff check sim tb", "ruff", "check", "--output-format", "concise", "sim", "tb")


def test_mypy() -> None:
    _check("mypy", "mypy", "--no-incremental")
