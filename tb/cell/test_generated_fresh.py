"""Generated files (cell format, registers) are committed; they must equal a fresh generation."""

from __future__ import annotations

from lightpath.gen.__main__ import stale


def test_generated_files_are_fresh() -> None:
    assert stale() == [], "run `make gen` and commit the result"
