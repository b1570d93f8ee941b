"""lp_sipctl (firmware/apps/lp_sipctl.c), the Linux calibration tool, in its host build (the host HAL's
AD5370 model behind it): a calibration file with safe ranges is checked and printed back; `set` loads
the chosen states and updates every output in one ~LDAC pulse at the calibrated voltages (within one
code), nothing clamped or saturated; a bias or range limit beyond the board DACs' span (-3.99976 ..
+8.00006 V) is refused with its line, the top whole millivolt is accepted and reached from inside the
range; a bad file gives its line and changes nothing; a file that drives a channel without a range, an
uncalibrated state and bad arguments are refused with their exit codes."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from lightpath.fw.build import make

CAL = """# two switches of a Columbia-style 4x4 (ring biases per state)
sipcal 1
range 12 0 4000
range 13 -500 4000
range 40 0 7000
cal 0 0 12 1250
cal 0 1 12 3475
cal 0 1 13 -120
cal 1 0 40 6999
"""
LSB_UV = 12_000_000 / 65536   # 4 x VREF (3 V) over 16 bits


def run(tmp_path: Path, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    f = tmp_path / "switch.cal"
    f.write_text(text)
    exe = make("host") / "host" / "lp_sipctl"
    return subprocess.run([str(exe), str(f), *args], capture_output=True, text=True, timeout=30)


def test_check_prints_the_table(tmp_path: Path) -> None:
    r = run(tmp_path, CAL, "check")
    assert r.returncode == 0, r.stderr
    lines = [ln for ln in CAL.splitlines() if ln.startswith(("range", "cal"))]
    assert r.stdout.splitlines() == lines


def test_set_moves_all_channels_in_one_update(tmp_path: Path) -> None:
    r = run(tmp_path, CAL, "set", "0=1", "1=0")
    assert r.returncode == 0, r.stderr
    got = {int(m[1]): int(m[2]) for m in re.finditer(r"channel (\d+) at (-?\d+) uV", r.stdout)}
    want = {12: 3_475_000, 13: -120_000, 40: 6_999_000}
    assert got.keys() == want.keys() and all(abs(got[c] - want[c]) <= LSB_UV / 2 for c in want), got
    assert "3 channel writes in one LDAC pulse, 0 clamped, 0 saturated" in r.stdout


def test_bias_beyond_the_dac_span_refused(tmp_path: Path) -> None:
    name = tmp_path / "switch.cal"
    r = run(tmp_path, CAL.replace("range 13 -500 4000", "range 13 -4000 4000"), "check")
    assert r.returncode == 1 and r.stderr.startswith(f"{name}:4:"), r.stderr        # below code 0
    r = run(tmp_path, CAL.replace("range 40 0 7000", "range 40 0 9000"), "set", "1=0")
    assert r.returncode == 1 and r.stderr.startswith(f"{name}:5:"), r.stderr        # above code 65535
    assert "channel" not in r.stdout
    r = run(tmp_path, CAL + "cal 1 1 41 8001\n", "check")
    assert r.returncode == 1 and r.stderr.startswith(f"{name}:10:"), r.stderr       # a bias, unranged
    top = CAL.replace("range 40 0 7000", "range 40 0 8000")
    r = run(tmp_path, top.replace("cal 1 0 40 6999", "cal 1 0 40 8000"), "set", "1=0")
    assert r.returncode == 0, r.stderr                                                # the top edge
    got = [int(m[1]) for m in re.finditer(r"channel 40 at (-?\d+) uV", r.stdout)]
    # 8.0 V lies between codes 65534 and 65535; the nearer (65535, 8.00006 V) is above the range:
    # the code below, inside it
    assert len(got) == 1 and 8_000_000 - LSB_UV < got[0] <= 8_000_000, r.stdout
    assert "1 channel writes in one LDAC pulse, 0 clamped, 0 saturated" in r.stdout


def test_bad_input_refused(tmp_path: Path) -> None:
    r = run(tmp_path, CAL.replace("cal 0 1 12 3475", "cal 0 1 12 4500"), "set", "0=1")
    assert r.returncode == 1 and r.stderr.startswith(f"{tmp_path / 'switch.cal'}:7:"), r.stderr   # outside range
    assert "channel" not in r.stdout
    r = run(tmp_path, CAL + "cal 1 1 41 100\n", "set", "1=1")
    assert r.returncode == 1 and "without a range line" in r.stderr
    r = run(tmp_path, CAL, "set", "0=2")
    assert r.returncode == 1 and "not found" in r.stderr                   # state 2 is not calibrated
    for args in (("set",), ("set", "0"), ("set", "64=0"), ("set", "0=8"), ("frob",), ("check", "x")):
        assert run(tmp_path, CAL, *args).returncode == 2, args
