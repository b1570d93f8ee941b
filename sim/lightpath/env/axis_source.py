"""An AXI-Stream master with random gaps, for cocotb benches that drive a DUT's inputs themselves once per
clock (at the falling edge) and check its outputs against a model in the same step.

Frames are queued in `frames` as whatever the bench keeps per frame (bytes, bytes with a sideband, a record
with per-beat user bits); `beats(frame)` turns one into the beats the bench drives (any tuple, tlast usually
among them). Each cycle the bench calls decide(), drives current() with tvalid = offer, and calls accept()
when the beat was taken (tvalid and tready at the rising edge). AXI-Stream rules hold by construction: an
offered beat stays offered and unchanged until accepted; a gap (tvalid low) is decided only while no beat
is offered, with probability 1 - p_first before a frame's first beat and 1 - p_next inside a frame.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

F = TypeVar("F")   # a frame as the bench queues it
B = TypeVar("B")   # one beat as the bench drives it


def frame_beats(frame: bytes, nbytes: int) -> list[tuple[int, int, int]]:
    """(tdata, tkeep, tlast) of each beat of `frame` on a bus of `nbytes` byte lanes, byte 0 in lane 0,
    tkeep contiguous from lane 0."""
    out = []
    for off in range(0, len(frame), nbytes):
        chunk = frame[off:off + nbytes]
        out.append((int.from_bytes(chunk, "little"), (1 << len(chunk)) - 1, int(off + nbytes >= len(frame))))
    return out


class GapSource(Generic[F, B]):
    def __init__(self, beats: Callable[[F], Sequence[B]], rng: random.Random, frames: Iterable[F] = (),
                 p_first: float = 1.0, p_next: float = 1.0) -> None:
        self._to_beats = beats
        self.rng = rng
        self.frames: deque[F] = deque(frames)
        self.p_first = p_first
        self.p_next = p_next
        self.frame: F | None = None        # the frame being offered (taken off `frames` at its first decide)
        self.beats: Sequence[B] = ()
        self.beat = 0                      # index of the offered (or next) beat of `frame`
        self.offer = False

    def decide(self) -> None:
        """Once per cycle, before driving: start the next frame if none is in progress, then offer a beat
        (or a gap) unless one is already offered."""
        if self.offer:
            return
        if self.frame is None and self.frames:
            self.frame = self.frames.popleft()
            self.beats = self._to_beats(self.frame)
            self.beat = 0
            if not self.beats:
                raise ValueError("a frame of no beats cannot be sent on AXI-Stream")
        if self.frame is not None:
            self.offer = self.rng.random() < (self.p_first if self.beat == 0 else self.p_next)

    def current(self) -> B:
        """The offered beat (valid only while offer)."""
        return self.beats[self.beat]

    @property
    def last(self) -> bool:
        """The offered beat is its frame's last."""
        return self.beat == len(self.beats) - 1

    def accept(self) -> None:
        """The offered beat was taken."""
        if not self.offer:
            raise RuntimeError("accept() without an offered beat")
        self.beat += 1
        self.offer = False
        if self.beat == len(self.beats):
            self.frame = None

    def flush(self) -> None:
        """Drop the frame in progress (a reset); queued frames stay."""
        self.frame, self.offer = None, False

    def busy(self) -> bool:
        return bool(self.frames) or self.frame is not None
