"""A generated section of a docs page: the text between a begin and an end marker, which a run
writes (`--write` of the generator) and a test compares with a fresh run, so the page cannot go stale."""

from __future__ import annotations

from pathlib import Path


def between(doc: Path, begin: str, end: str) -> str | None:
    """The text between the markers of `doc` (markers excluded), or None when either is missing."""
    text = doc.read_text()
    if begin not in text or end not in text:
        return None
    return text[text.index(begin) + len(begin):text.index(end)]


def replace_between(doc: Path, begin: str, end: str, body: str) -> bool:
    """Put `body` between the markers of `doc`, each on a line of its own; False (nothing written)
    when either marker is missing."""
    text = doc.read_text()
    if begin not in text or end not in text:
        return False
    a, b = text.index(begin) + len(begin), text.index(end)
    doc.write_text(text[:a] + "\n" + body + "\n" + text[b:])
    return True
