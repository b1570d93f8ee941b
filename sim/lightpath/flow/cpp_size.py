"""`python -m lightpath.flow.cpp_size <top> [-G NAME=VALUE ...]`: the Verilated C++ of a top, without compiling it.

Verilates `top` with the regression's flags and configuration (lightpath.flow.hdl: the files of its closure, the
fabric tops' ports-only publicity and no_inline configuration) into build/cpp_size/<top>/ and prints the size
of the generated C++ (every *.cpp and *.h): files, bytes, lines, and the largest classes (one per module
variant Verilator keeps apart). This is the figure the C++ compile of a model scales with (docs/toolchain.md).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from lightpath.flow import hdl
from lightpath.flow.paths import INCLUDE_DIRS, REPO, closure, rtl_sources, sim_model_sources
from lightpath.flow.toolenv import ensure_verilator

OUT = REPO / "build" / "cpp_size"


@dataclass
class CppSize:
    files: int = 0
    bytes: int = 0
    lines: int = 0
    classes: Counter[str] = field(default_factory=Counter)   # class (module variant) -> bytes


def measure(mdir: Path) -> CppSize:
    """Size of the C++ Verilator wrote into `mdir`, per class: Vtop_<module>[__<variant>], the files of a
    class split into __N parts, __DepSet_* and __Slow counted together."""
    s = CppSize()
    for p in sorted(mdir.glob("*.cpp")) + sorted(mdir.glob("*.h")):
        data = p.read_bytes()
        s.files += 1
        s.bytes += len(data)
        s.lines += data.count(b"\n")
        cls = re.sub(r"__(DepSet|Slow|Syms|ConstPool|pch|Dpi|Trace).*$", "", p.stem)
        s.classes[re.sub(r"__\d+$", "", cls)] += len(data)
    return s


def verilate(top: str, params: dict[str, object], out: Path) -> Path:
    """Verilator's C++ of `top` (no make) in out/<top>; returns that directory."""
    ensure_verilator()
    srcs = closure(top, rtl_sources() + sim_model_sources())
    if hdl.MULTI_NODE.fullmatch(top):
        srcs.insert(0, hdl.FABRIC_VLT)
    args, _ = hdl.profile_flags("regression")
    public = ["--public-depth", "1"] if hdl.PORTS_ONLY.fullmatch(top) else ["--public-flat-rw"]
    mdir = out / top
    shutil.rmtree(mdir, ignore_errors=True)
    mdir.mkdir(parents=True)
    cmd = ["verilator", "-cc", "-Mdir", str(mdir), "--top-module", top, "--vpi", "--prefix", "Vtop", *args,
           "--timescale", "1ns/1ps", *(f"-I{d}" for d in INCLUDE_DIRS), *(f"-G{k}={v}" for k, v in params.items()),
           *map(str, srcs), *public]
    subprocess.run(cmd, check=True, cwd=REPO, stdout=subprocess.DEVNULL)
    return mdir


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lightpath.flow.cpp_size", description=__doc__.splitlines()[0])
    ap.add_argument("top")
    ap.add_argument("-G", dest="params", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--classes", type=int, default=8, help="largest classes to list")
    a = ap.parse_args(argv)
    params = dict(p.split("=", 1) for p in a.params)
    s = measure(verilate(a.top, params, OUT))
    print(f"{a.top} {' '.join(a.params)}: {s.files} files, {s.bytes / 1e6:.2f} MB, {s.lines} lines of C++")
    for cls, n in s.classes.most_common(a.classes):
        print(f"  {cls:48s} {n / 1e6:6.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
