"""Firmware builds and its C tests (firmware/Makefile): every host unit test (ASan + UBSan) passes,
every fuzz target's corpus runs clean under the sanitizers, and the cross builds succeed: the
MicroBlaze V image (rv32imc_zicsr, bare metal) fits its 64 KiB local memory and the ZCU106 tools are
aarch64 Linux executables. The cross builds use zig cc from the venv (what CI has); where Debian's
riscv64-unknown-elf-gcc / aarch64-linux-gnu-gcc are installed they are built with those as well."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from lightpath.boards.tclcheck import mbv_address_map
from lightpath.fw import elfsize
from lightpath.fw.build import FIRMWARE, OUT, make

LMB_SIZE = mbv_address_map()["LP_MBV_LMB_SIZE"]   # the MicroBlaze V local memory (lp_mbv_map.h)

UNIT = sorted(p.stem for p in (FIRMWARE / "tests").glob("test_*.c") if p.stem != "test_lp_cell")  # that one: tb/cell
FUZZ = sorted(p.stem.removeprefix("fuzz_") for p in (FIRMWARE / "tests" / "fuzz").glob("fuzz_*.c")
              if p.stem != "fuzz_main")
TOOLCHAINS = ["zig"] + (["debian"] if shutil.which("riscv64-unknown-elf-gcc") and shutil.which("aarch64-linux-gnu-gcc")
                        else [])


@pytest.mark.parametrize("name", UNIT)
def test_unit(name: str) -> None:
    exe = make("host") / "host" / name
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"(\d+) passed, (\d+) failed", r.stdout)
    assert m and int(m.group(1)) > 0 and m.group(2) == "0", r.stdout


@pytest.mark.parametrize("target", FUZZ)
def test_fuzz_corpus(target: str) -> None:
    corpus = FIRMWARE / "tests" / "fuzz" / "corpus" / target
    assert len(list(corpus.iterdir())) >= 5, "a fuzz target without a corpus"
    r = subprocess.run([str(make("host") / "host" / f"fuzzrun_{target}"), str(corpus)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "no crash" in r.stdout and "ERROR" not in r.stderr, r.stdout + r.stderr


@pytest.mark.parametrize("toolchain", TOOLCHAINS)
def test_cross_builds(toolchain: str) -> None:
    if toolchain == "zig":   # Debian's compilers hidden: zig cc from the venv
        out = make("rv32", "aarch64", out=OUT.parent / "fw-zig", RV32_GCC="", A64_GCC="")
    else:
        out = make("rv32", "aarch64")
    elf = (out / "rv32" / "lp_arb_fw.elf").read_bytes()
    assert elf[:4] == b"\x7fELF" and elf[4] == 1 and int.from_bytes(elf[18:20], "little") == 243  # ELF32, EM_RISCV
    flags = int.from_bytes(elf[36:40], "little")
    assert flags & 0x1 and (flags & 0x6) == 0, hex(flags)   # RVC, soft-float (ilp32)
    s = elfsize.sizes(out / "rv32" / "lp_arb_fw.elf")
    assert s["text"] > 1000 and s["end"] <= LMB_SIZE, s   # code, data, bss and stack in the LMB
    for tool in ("lp_wssctl", "lp_ofagent", "lp_sipctl", "lp_oddld"):   # the tools the PetaLinux recipe installs
        a64 = (out / "aarch64" / tool).read_bytes()
        # ELF64, EM_AARCH64
        assert a64[:4] == b"\x7fELF" and a64[4] == 2 and int.from_bytes(a64[18:20], "little") == 183


def test_fuzz_wss_corpus_reaches_every_path() -> None:
    """The WSS driver's fuzz target drives the driver through a device model: its corpus reaches the
    success path (changes verified on the device) as well as each failure path (timeouts, device
    errors, verify differences, rows left unknown), so a fuzzing run explores both."""
    r = subprocess.run([str(make("host") / "host" / "fuzzrun_wss"),
                        str(FIRMWARE / "tests" / "fuzz" / "corpus" / "wss")],
                       capture_output=True, text=True, timeout=120, env={**os.environ, "LP_FUZZ_STATS": "1"})
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"changes ok (\d+), timeout (\d+), device (\d+), verify (\d+).*commits (\d+); "
                  r"operations that left rows unknown (\d+)", r.stdout)
    assert m, r.stdout
    ok, timeout, device, verify, commits, unknown = map(int, m.groups())
    assert ok >= 10 and timeout and device and verify and commits >= ok and unknown, r.stdout


def test_fuzz_of_corpus_reaches_the_device() -> None:
    """The OpenFlow fuzz target's agent drives a driver plugged into the device model: flow-mods of its
    corpus are carried out and committed, not only refused."""
    r = subprocess.run([str(make("host") / "host" / "fuzzrun_of"), str(FIRMWARE / "tests" / "fuzz" / "corpus" / "of")],
                       capture_output=True, text=True, timeout=120, env={**os.environ, "LP_FUZZ_STATS": "1"})
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"flow-mods (\d+), carried out (\d+); commits (\d+)", r.stdout)
    assert m and int(m.group(2)) >= 5 and int(m.group(3)) >= 5, r.stdout


def test_fuzz_of_corpus_reaches_the_aggregation_handler() -> None:
    """The OpenFlow fuzz target's corpus has Lightpath experimenter messages the agent hands to its
    aggregation handler and the handler carries out, besides those the agent refuses itself."""
    r = subprocess.run([str(make("host") / "host" / "fuzzrun_of"), str(FIRMWARE / "tests" / "fuzz" / "corpus" / "of")],
                       capture_output=True, text=True, timeout=120, env={**os.environ, "LP_FUZZ_STATS": "1"})
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"aggregation requests (\d+), carried out (\d+)", r.stdout)
    assert m and int(m.group(2)) >= 5 and int(m.group(1)) > int(m.group(2)), r.stdout


def test_fuzz_mwm_corpus_reaches_the_solver() -> None:
    """The exact matching's fuzz target: its corpus reaches the solved path (checked against the seed,
    greedy and, up to 6 ports, brute force) as well as the refused seed, so a fuzzing run explores both."""
    corpus = FIRMWARE / "tests" / "fuzz" / "corpus" / "mwm"
    r = subprocess.run([str(make("host") / "host" / "fuzzrun_mwm"), str(corpus)], capture_output=True, text=True,
                       timeout=120, env={**os.environ, "LP_FUZZ_STATS": "1"})
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"solved (\d+), refused (\d+), brute-forced (\d+)", r.stdout)
    assert m, r.stdout
    ok, refused, brute = map(int, m.groups())
    assert ok >= 10 and refused >= 2 and brute >= 5, r.stdout


def test_fuzz_oddljob_corpus_reaches_every_path() -> None:
    """The ODDL job file's fuzz target: its corpus has files refused by the format, jobs accepted and
    planned, cross-connects the WSS rules refuse and cross-connects given, so a fuzzing run explores
    past the parser into the planner and the WSS checks."""
    corpus = FIRMWARE / "tests" / "fuzz" / "corpus" / "oddljob"
    r = subprocess.run([str(make("host") / "host" / "fuzzrun_oddljob"), str(corpus)], capture_output=True,
                       text=True, timeout=120, env={**os.environ, "LP_FUZZ_STATS": "1"})
    assert r.returncode == 0, r.stdout + r.stderr
    m = re.search(r"refused (\d+), accepted (\d+), planned (\d+), cross-connects refused (\d+), given (\d+)",
                  r.stdout)
    assert m, r.stdout
    refused, accepted, planned, wss_refused, given = map(int, m.groups())
    assert refused >= 10 and accepted >= 5 and planned == accepted and wss_refused >= 2 and given >= 2, r.stdout
