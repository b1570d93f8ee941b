"""The docs describe the design as it is, inside the repository:

- no issue or session numbers and no paths to design notes outside the repository in README.md and docs/;
- every relative Markdown link points at a file of the repository;
- docs/architecture.md's block table names every module under rtl/, and every module it names exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lightpath.flow.paths import REPO, RTL

DOCS = sorted((REPO / "docs").rglob("*.md")) + [REPO / "README.md"]

# Patterns that only ever mean project history or a path outside the tree (paper citations by name, e.g.
# "Mercury paper, section 3.2", and the testbed's "EPS #2" style numbering are fine).
FORBIDDEN = {
    "issue number": re.compile(r"\bissues? #\d+|\(#\d+(?:[,/ ]+#?\d+)*\)|\[#\d+", re.I),
    "session number": re.compile(r"\bsessions? \d+", re.I),
    "path outside the repository": re.compile(r"\.\./shared|\bseeds?/\d|ARCHITECTURE\.md|TOOLCHAIN\.md"),
    "paper by file number": re.compile(r"\bseed 0\d\d\b", re.I),
}

LINK = re.compile(r"\]\(([^)\s]+)\)")


def _rel(p: Path) -> str:
    return p.relative_to(REPO).as_posix()


@pytest.mark.parametrize("doc", DOCS, ids=_rel)
def test_no_history_references(doc: Path) -> None:
    hits = []
    for n, line in enumerate(doc.read_text().splitlines(), 1):
        for what, pat in FORBIDDEN.items():
            m = pat.search(line)
            if m:
                hits.append(f"{_rel(doc)}:{n}: {what}: {m.group(0)!r}")
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("doc", DOCS, ids=_rel)
def test_links_stay_in_the_repository(doc: Path) -> None:
    bad = []
    for target in LINK.findall(doc.read_text()):
        if re.match(r"[a-z]+://|#|mailto:", target):
            continue
        path = (doc.parent / target.split("#", 1)[0]).resolve()
        if not path.is_relative_to(REPO.resolve()) or not path.exists():
            bad.append(target)
    assert not bad, f"{_rel(doc)}: links outside the repository or to missing files: {bad}"


def _block_table() -> str:
    text = (REPO / "docs" / "architecture.md").read_text()
    start = text.index("## Blocks and where they live")
    return text[start:text.index("Outside `rtl/`", start)]


def _rtl_modules() -> set[str]:
    return {p.stem for p in RTL.rglob("*.sv")} | {p.stem for p in RTL.rglob("*.v")}


def test_block_table_lists_every_rtl_module() -> None:
    names = set(re.findall(r"`(lp_\w+)`", _block_table()))
    missing = []
    for stem in sorted(_rtl_modules()):
        if stem in names:
            continue
        if stem.endswith("_pkg") and stem[: -len("_pkg")] in names:  # "... and their packages"
            continue
        if re.fullmatch(r"lp_mepc_n\d+_k\d+", stem) and "lp_mepc_n<N>_k<2N>" in _block_table():
            continue
        missing.append(stem)
    assert not missing, f"rtl/ modules missing from docs/architecture.md's block table: {missing}"


def test_block_table_names_only_existing_modules() -> None:
    modules = _rtl_modules()
    unknown = sorted(n for n in set(re.findall(r"`(lp_\w+)`", _block_table())) if n not in modules)
    assert not unknown, f"docs/architecture.md's block table names modules that rtl/ does not have: {unknown}"
