"""The figures store: one JSON file per measured run under docs/figures/, written by the run itself
(`record`), read by the generator of the docs' figure sections (lightpath.flow.docfigures).

`python -m lightpath.flow.figures NAME -- COMMAND ...` runs a command that prints figures (a model's
table, say) from the repository root and records what it prints as docs/figures/NAME.json, quoted by
`<!-- figures output:NAME -->` sections.

A file holds the command that produced it, the commit it measured (with `dirty` when the working tree
differed from it), the UTC date and the figures, so a page quoting them names where they came from.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from lightpath.flow.paths import REPO

STORE = REPO / "docs" / "figures"


def path(name: str) -> Path:
    return STORE / f"{name}.json"


def _git(*args: str) -> str:
    out = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=False)
    return out.stdout.strip() if out.returncode == 0 else ""


def provenance(sources: tuple[str, ...] = (".",)) -> dict[str, Any]:
    """The commit measured and whether the files the run measures (`sources`, repository-relative)
    differed from it; docs/ never counts, so that recording a run does not make the next one dirty."""
    status = _git("status", "--porcelain", "--untracked-files=no", "--", *sources, ":(exclude)docs")
    return {"commit": _git("rev-parse", "--short=12", "HEAD") or "unknown", "dirty": bool(status),
            "date": datetime.now(UTC).strftime("%Y-%m-%d")}


def record(name: str, command: str, figures: dict[str, Any], sources: tuple[str, ...] = (".",)) -> Path:
    """Write docs/figures/<name>.json for a run of `command` that measured `figures` of `sources`."""
    STORE.mkdir(parents=True, exist_ok=True)
    p = path(name)
    p.write_text(json.dumps({"name": name, "command": command, **provenance(sources), "figures": figures},
                            indent=2, sort_keys=False) + "\n")
    return p


def load(name: str) -> dict[str, Any] | None:
    """The recorded run `name`, or None when no run recorded it."""
    p = path(name)
    return dict(json.loads(p.read_text())) if p.exists() else None


def names() -> list[str]:
    return sorted(p.stem for p in STORE.glob("*.json"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.figures", description=__doc__.splitlines()[0])
    ap.add_argument("name", help="the figure file's name (docs/figures/NAME.json)")
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command that prints the figures")
    args = ap.parse_args(argv)
    cmd = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not cmd:
        ap.error("no command given")
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        print(proc.stdout + proc.stderr, file=sys.stderr)
        print(f"{shlex.join(cmd)} failed (exit {proc.returncode}); nothing recorded", file=sys.stderr)
        return 1
    out = record(args.name, shlex.join(cmd), {"output": proc.stdout.rstrip("\n"),
                                              "wall_s": round(time.monotonic() - t0, 1)})
    print(f"recorded: {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
