"""Progress lines of long simulations (`make sim`): enabled by LP_PROGRESS=<seconds between lines>.

A cocotb scenario logs `line(...)` every `interval()` wall seconds into its sim.log; hdl.run, while the
simulator runs, echoes the lines carrying MARK from that log to stdout (the runner sends the simulator's
output to sim.log only), and hdl.build says whether it builds a model or reuses one."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ENV = "LP_PROGRESS"
MARK = "progress: "


def interval() -> float | None:
    """Seconds between progress lines, or None when progress is off (LP_PROGRESS unset, empty or 0)."""
    v = float(os.environ.get(ENV) or 0)
    return v if v > 0 else None


def announce(msg: str) -> None:
    if interval() is not None:
        print(msg, flush=True)


def fmt_duration(s: float) -> str:
    s = max(0, round(s))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def eta_s(cycles: int, target: int, rate: float) -> float | None:
    """Wall seconds until simulated cycle `target` at `rate` cycles/s (0 once reached; None without a rate)."""
    if cycles >= target:
        return 0.0
    return (target - cycles) / rate if rate > 0 else None


def line(label: str, cycles: int, clock_ns: float, rate: float, targets: Sequence[tuple[str, int]]) -> str:
    """`progress: <label>: cycle N (T simulated), R cycles/s; ETA <target> (cycle) <time>, ...`."""
    us = cycles * clock_ns / 1000
    sim = f"{us / 1000:.3f} ms" if us >= 1000 else f"{us:.1f} us"
    etas = []
    for name, target in targets:
        e = eta_s(cycles, target, rate)
        when = "reached" if e == 0 else "unknown" if e is None else fmt_duration(e)
        etas.append(f"{name} (cycle {target:,}) {when}")
    return (f"{MARK}{label}: cycle {cycles:,} ({sim} simulated), {rate / 1000:.1f} k cycles/s"
            + (f"; ETA {', '.join(etas)}" if etas else ""))


@contextmanager
def echo(log: Path, every: float | None = None) -> Iterator[None]:
    """While the body runs, print every new line of `log` that carries MARK (checked every `every` s)."""
    period = every if every is not None else interval()
    if period is None:
        yield
        return
    stop = threading.Event()

    def tail() -> None:
        pos = 0
        while True:
            done = stop.wait(min(period, 2.0))
            if log.exists():
                if log.stat().st_size < pos:   # rewritten from its start
                    pos = 0
                with open(log, "rb") as f:
                    f.seek(pos)
                    chunk = f.read()
                cut = chunk.rfind(b"\n") + 1   # whole lines only
                pos += cut
                for ln in chunk[:cut].decode(errors="replace").splitlines():
                    if MARK in ln:
                        print(ln[ln.index(MARK):], flush=True)
            if done:
                return

    t = threading.Thread(target=tail, daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join()
