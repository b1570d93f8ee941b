"""Build the firmware (firmware/Makefile) for the tests: serialised with a file lock, because the
pytest-xdist workers share one build directory."""

from __future__ import annotations

import fcntl
import hashlib
import subprocess
import sys
from pathlib import Path

from lightpath.flow.paths import FIRMWARE, REPO

OUT = REPO / "build" / "fw"


def make(*targets: str, out: Path = OUT, **overrides: str) -> Path:
    """`make -C firmware <targets>` into `out` (up to date: nothing is rebuilt); returns `out`.
    overrides are make variables (RV32_GCC="" forces zig cc). Raises with the compiler's output on
    failure."""
    out.mkdir(parents=True, exist_ok=True)
    args = ["make", "-C", str(FIRMWARE), f"O={out}", f"PY={sys.executable}", *targets]
    args += [f"{k}={v}" for k, v in overrides.items()]
    with open(out / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"{' '.join(args)} failed:\n{r.stdout}\n{r.stderr}")
    return out


def host_lib() -> Path:
    return make("host") / "host" / "libfwhost.so"


def rv32(defs: str = "") -> Path:
    """The MicroBlaze V images (`make -C firmware rv32`) built with the testbed figures `defs` (FW_DEFS,
    docs/firmware.md "Build"); returns the directory holding lp_arb_fw.elf and lp_nic_fw.elf. make does not
    rebuild on a changed FW_DEFS, so each set of figures has a directory of its own."""
    if not defs:
        return make("rv32") / "rv32"
    out = OUT / "defs" / hashlib.sha256(defs.encode()).hexdigest()[:12]
    return make("rv32", out=out, FW_DEFS=defs) / "rv32"
