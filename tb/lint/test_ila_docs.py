"""docs/ila-reader.md's worked example is what a run prints (lightpath.ila.example), not typed by hand."""

from __future__ import annotations

from lightpath.ila import example


def test_worked_example_is_current() -> None:
    cur = example.current()
    assert cur is not None, f"{example.DOC}: the worked example's markers are missing"
    new = example.section()
    assert cur == new, "docs/ila-reader.md's worked example is stale: run `python -m lightpath.ila.example --write`"
    assert "VIOLATION pretune" in new and "(exit status 1)" in new and "(exit status 2)" in new
