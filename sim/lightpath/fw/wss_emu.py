"""WSS / OCS controller emulator speaking LWSP (firmware/drivers/lp_wss_lwsp.c, docs/firmware.md) on a
pseudo-terminal, for the firmware's tests and for `lp_wssctl` on a desk.

A port x wavelength cross-connect (one wavelength: a port x port OCS). Commands are staged and
applied by COMMIT after the switching time, which blocks the device as a real one does (figures from
the ODDL and mFabric papers, docs/firmware.md): ODDL's LCoS WSS takes 56 ms (`ODDL_MS`), mFabric's Polatis OCS 41-47 ms
mean with a p99 of 60-68 ms (`polatis_ms`, a shifted lognormal fitted to those figures). A commit
blanks only the ports whose connections changed (`commits`: one record per commit, with those ports),
every other circuit keeps its light.

Faults a test sets (each counts down as it is used): `deaf` (commands lost on the line, neither
processed nor answered), `drop_replies` (processed, reply lost), `deaf_verb` / `drop_verb` (the same
for the next commands of one verb, e.g. {"COMMIT": 1}), `error_verb` (the next commands of a verb are
answered `ERR error_code` and not executed: a refused COMMIT keeps what is staged, as a device that
failed before switching may), `dup_verb` (the reply is sent twice), `delay_verb` (the reply is held
back and sent after the reply to the next command: replies out of order), `garbage` (a corrupt line
before the reply), `stale` (a reply with another seq before the real one), `cut_verb` (the reply's second
half and its newline lost on the line, as a receiver that missed characters sees it), `fail_commits` (ERR 6,
nothing changes, the staged commands are dropped), `stuck` ((in, wl) pairs whose mirror does not move:
COMMIT says OK, the read-back tells), `deaf_from_add` (an ADD on that input port, and every command after
it, lost: the device stops answering, until the test sets `deaf` back to 0). `met` counts the faults
that happened (kind -> count), so a test can check that a fault it set was met.

With `pty=False` there is no pseudo-terminal and no thread: the caller is the line (`write` hands it
the host's bytes, whose whole lines are answered at once; `read` takes what the device sent). The
firmware-in-the-loop co-simulation uses it behind the host HAL's serial hooks, so that a wait for a
reply passes in simulated time (lightpath.fw.cosim).
"""

from __future__ import annotations

import math
import os
import random
import select
import threading
import time
import tty
from collections.abc import Callable
from dataclasses import dataclass, field
from pty import openpty

ODDL_MS = 56.0  # ODDL's LCoS WSS reconfiguration (ODDL paper)

ERR_SYNTAX, ERR_RANGE, ERR_CONFLICT, ERR_BUSY, ERR_FAULT = 1, 2, 3, 5, 6


def polatis_ms(rng: random.Random) -> float:
    """One Polatis-class switching time: 36 ms + lognormal, mean 43.8 ms, p99 62.5 ms (mFabric: 41-47 ms
    mean, p99 60-68 ms)."""
    mu, sigma = math.log(6.5), 0.6   # mean 36 + exp(mu + sigma^2/2) = 43.8; p99 36 + exp(mu + 2.33 sigma) = 62.5
    return 36.0 + rng.lognormvariate(mu, sigma)


@dataclass
class Commit:
    t0: float
    t1: float
    ports: set[int]          # blanked ports (inputs and outputs of changed connections)
    changed: dict[tuple[int, int], tuple[int | None, int | None]]  # (in, wl) -> (old out, new out)


@dataclass
class Faults:
    deaf: int = 0
    drop_replies: int = 0
    deaf_verb: dict[str, int] = field(default_factory=dict)
    drop_verb: dict[str, int] = field(default_factory=dict)
    garbage: int = 0
    stale: int = 0
    fail_commits: int = 0
    stuck: set[tuple[int, int]] = field(default_factory=set)
    error_verb: dict[str, int] = field(default_factory=dict)
    error_code: int = 1
    dup_verb: dict[str, int] = field(default_factory=dict)
    delay_verb: dict[str, int] = field(default_factory=dict)
    cut_verb: dict[str, int] = field(default_factory=dict)
    deaf_from_add: int | None = None   # an ADD on this input makes the device deaf from that command on


class WssEmulator:
    def __init__(self, ports: int = 16, wls: int = 8, reconf_ms: float | Callable[[random.Random], float] = ODDL_MS,
                 model: str = "LPWSS-EMU", seed: int = 1, pty: bool = True) -> None:
        self.ports, self.wls, self.model = ports, wls, model
        self.reconf = reconf_ms
        self.rng = random.Random(seed)
        self.committed: dict[tuple[int, int], int] = {}
        self.staged: list[tuple[str, int, int, int]] = []
        self.commits: list[Commit] = []
        self.received: list[str] = []   # every command line processed (not the deaf ones)
        self.faults = Faults()
        self.met: dict[str, int] = {}   # fault kind -> how often it happened
        self._held: str | None = None   # a delayed reply, sent after the next one
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._in = b""                  # without a pty: the host's bytes not yet a whole line
        self._out = bytearray()         # without a pty: what the device sent, not yet read
        self.master = self._slave = -1
        self.path = ""                  # the tty to open (none without a pty)
        self._thread: threading.Thread | None = None
        if pty:
            self.master, self._slave = openpty()
            tty.setraw(self._slave)
            self.path = os.ttyname(self._slave)
            self._thread = threading.Thread(target=self._run, name="wss-emu", daemon=True)
            self._thread.start()

    # ---------------------------------------------------------------- state for tests
    def row(self, inp: int) -> dict[int, int]:
        with self._lock:
            return {wl: out for (i, wl), out in self.committed.items() if i == inp}

    def snapshot(self) -> dict[tuple[int, int], int]:
        with self._lock:
            return dict(self.committed)

    def preload(self, conns: dict[tuple[int, int], int]) -> None:
        with self._lock:
            self.committed.update(conns)

    def nominal_ms(self) -> int:
        return int(round(self.reconf if isinstance(self.reconf, (int, float)) else 44.0))

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
        for fd in (self.master, self._slave):
            if fd < 0:
                continue
            try:
                os.close(fd)
            except OSError:
                pass

    # ---------------------------------------------------------------- the line without a pty
    def write(self, data: bytes) -> None:
        """Bytes from the host; each whole line is processed (and answered) before this returns."""
        self._in += data
        while b"\n" in self._in:
            line, self._in = self._in.split(b"\n", 1)
            self._line(line.decode("ascii", "replace").rstrip("\r"))

    def read(self, cap: int) -> bytes:
        """At most cap bytes the device sent and the host has not read yet."""
        with self._lock:
            data = bytes(self._out[:cap])
            del self._out[:cap]
        return data

    def __enter__(self) -> WssEmulator:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- device
    def _run(self) -> None:
        buf = b""
        while not self._stop.is_set():
            r, _, _ = select.select([self.master], [], [], 0.02)
            if not r:
                continue
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                return
            buf += chunk
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                self._line(line.decode("ascii", "replace").rstrip("\r"))

    def _emit(self, data: bytes) -> None:
        if self.master < 0:
            self._out += data
        else:
            os.write(self.master, data)

    def _send(self, text: str) -> None:
        self._emit(text.encode("ascii") + b"\n")

    @staticmethod
    def _take(counts: dict[str, int], verb: str) -> bool:
        if counts.get(verb, 0) > 0:
            counts[verb] -= 1
            return True
        return False

    def _met(self, kind: str) -> None:
        self.met[kind] = self.met.get(kind, 0) + 1

    def _line(self, line: str) -> None:
        words = line.split(" ")
        verb = words[1] if len(words) > 1 else ""
        with self._lock:
            gone = self.faults.deaf_from_add
            if verb == "ADD" and gone is not None and words[2:3] == [str(gone)]:
                self.faults.deaf, self.faults.deaf_from_add = 1 << 30, None   # stops answering until cleared
            if self.faults.deaf or self._take(self.faults.deaf_verb, verb):
                self.faults.deaf = max(0, self.faults.deaf - 1)
                self._met("deaf")
                return
            self.received.append(line)
        seq = words[0] if words and words[0].isdigit() and 0 < int(words[0]) < 65536 else None
        if seq is None:
            return   # nothing to answer to: a device cannot reply without the seq
        with self._lock:
            refuse = self._take(self.faults.error_verb, verb)
        if refuse:
            self._met("error")
            reply = f"ERR {self.faults.error_code} refused by fault injection"
        else:
            reply = self._execute(words[1:])
        with self._lock:
            if self.faults.stale:
                self.faults.stale -= 1
                self._send(f"{int(seq) % 65535 + 1} OK")
            if self.faults.garbage:
                self.faults.garbage -= 1
                self._send(f"{seq} OK XC 1 2 0:")   # cut short
            if self.faults.drop_replies or self._take(self.faults.drop_verb, verb):
                self.faults.drop_replies = max(0, self.faults.drop_replies - 1)
                self._met("drop")
                return
            text = f"{seq} {reply}"
            held, self._held = self._held, None
            if self._take(self.faults.cut_verb, verb):
                self._met("cut")
                self._emit(text[: len(text) // 2].encode("ascii"))
            elif self._take(self.faults.delay_verb, verb):
                self._met("delay")
                self._held = text
            else:
                self._send(text)
                if self._take(self.faults.dup_verb, verb):
                    self._met("dup")
                    self._send(text)
            if held is not None:
                self._send(held)

    def _view(self) -> dict[tuple[int, int], int]:
        v = dict(self.committed)
        for op, i, wl, out in self.staged:
            if op == "add":
                v[(i, wl)] = out
            else:
                v.pop((i, wl), None)
        return v

    def _num(self, w: str, lim: int) -> int | None:
        return int(w) if w.isdigit() and int(w) < lim else None

    def _execute(self, w: list[str]) -> str:
        if not w:
            return f"ERR {ERR_SYNTAX} empty"
        cmd, args = w[0], w[1:]
        if cmd == "IDN?" and not args:
            return f"OK IDN {self.ports} {self.wls} {self.nominal_ms()} {self.model}"
        if cmd == "ADD" and len(args) == 3:
            i, wl, out = self._num(args[0], self.ports), self._num(args[1], self.wls), self._num(args[2], self.ports)
            if i is None or wl is None or out is None or i == out:
                return f"ERR {ERR_RANGE} port or wavelength"
            with self._lock:
                v = self._view()
                if (i, wl) in v:
                    return "OK" if v[(i, wl)] == out else f"ERR {ERR_CONFLICT} input wavelength in use"
                if any(o == out and k[1] == wl for k, o in v.items()):
                    return f"ERR {ERR_CONFLICT} output wavelength in use"
                self.staged.append(("add", i, wl, out))
            return "OK"
        if cmd == "DEL" and len(args) == 2:
            i, wl = self._num(args[0], self.ports), self._num(args[1], self.wls)
            if i is None or wl is None:
                return f"ERR {ERR_RANGE} port or wavelength"
            with self._lock:
                if (i, wl) in self._view():
                    self.staged.append(("del", i, wl, -1))
            return "OK"
        if cmd == "ABORT" and not args:
            with self._lock:
                self.staged.clear()
            return "OK"
        if cmd == "COMMIT" and not args:
            return self._commit()
        if cmd == "XC?" and len(args) == 1:
            i = self._num(args[0], self.ports)
            if i is None:
                return f"ERR {ERR_RANGE} port"
            row = sorted(self.row(i).items())
            return " ".join([f"OK XC {i} {len(row)}"] + [f"{wl}:{out}" for wl, out in row])
        return f"ERR {ERR_SYNTAX} unknown command"

    def _commit(self) -> str:
        with self._lock:
            if not self.staged:
                return "OK"
            fail = self.faults.fail_commits > 0
            if fail:
                self.faults.fail_commits -= 1
            ms = self.reconf(self.rng) if callable(self.reconf) else float(self.reconf)
            after = self._view()
            before = dict(self.committed)
        t0 = time.monotonic()
        time.sleep(ms / 1000.0)   # the device is busy switching: commands wait in the line
        with self._lock:
            self.staged.clear()
            if fail:
                return f"ERR {ERR_FAULT} switching fault, nothing changed"
            changed: dict[tuple[int, int], tuple[int | None, int | None]] = {}
            for key in set(before) | set(after):
                if before.get(key) == after.get(key):
                    continue
                if key in self.faults.stuck:
                    self._met("stuck")
                else:
                    changed[key] = (before.get(key), after.get(key))
            for key, (_, new) in changed.items():
                if new is None:
                    self.committed.pop(key, None)
                else:
                    self.committed[key] = new
            ports = {k[0] for k in changed} | {o for pair in changed.values() for o in pair if o is not None}
            self.commits.append(Commit(t0, time.monotonic(), ports, changed))
        return "OK"
