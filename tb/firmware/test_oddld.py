"""lp_oddld (firmware/apps/lp_oddld.c), the ZCU106 ODDL job daemon, in its host build (a register model
of a healthy NIC and ODDL unit in place of the FPGA; docs/petalinux.md): a job file's plan equals
lightpath.model.oddl_tables for HD, RD and ring on every size tried, its cross-connects equal wss_config, and
the dry run's register writes are the reference STEP[] words, JOB, TUNE, TIMEOUT, CTRL.en, the NIC's node
and round robin; the dry-run printout is stable; malformed job files are refused whole with
"<file>:<line>: <reason>" and exit status 1; cross-connects the WSS driver would refuse (a port to
itself, a port or wavelength beyond the declared WSS or the device, a device smaller than declared) are
refused by the dry run when the file declares the WSS, and by the run before any register or WSS write,
with the same line and reason; the running daemon logs every completion and error
interrupt with the counters and stops cleanly on SIGTERM / SIGINT; with a WSS tty it sets the job's
cross-connects in one commit on the LWSP emulator and releases them on stop with -r."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import time
from pathlib import Path

import pytest

from lightpath.boards import zcu106_pair
from lightpath.flow.paths import REPO
from lightpath.fw.build import OUT, make
from lightpath.fw.wss_emu import WssEmulator
from lightpath.model import oddl_tables as ot
from lightpath.regs import block_regs, lp_nic_node as node
from lightpath.regs.lp_nic_node import REGS as NIC

ODDL = block_regs(node.REGS, node.BLOCKS, "oddl")   # the node map's oddl block, offsets within it

EXAMPLE = REPO / "boards/zcu106/petalinux/project-spec/meta-user/recipes-apps/lightpath-fw/files/oddl-job.conf"
REF = {"hd": ot.hd, "rd": ot.rd, "ring": ot.ring}
WRITE = re.compile(r"wr (nic|oddl) (\S+) \+0x([0-9a-f]+) 0x([0-9a-f]{8})")
BASE = """# a test job
oddljob 1
job 7
algo hd
size 4
rank 1
nodes 0 1 2 3
wavelengths 4
ports 4
tune 3
timeout 5000
"""


def exe() -> Path:
    return make(str(OUT / "host" / "lp_oddld")) / "host" / "lp_oddld"


def job_text(algo: str, nodes: list[int], rank: int, ports: int, wss: tuple[list[int], list[int]] | None = None) -> str:
    lines = ["oddljob 1", "job 9", f"algo {algo}", f"size {len(nodes)}", f"rank {rank}",
             "nodes " + " ".join(map(str, nodes)), f"wavelengths {ports}", f"ports {ports}", "tune 3", "timeout 5000"]
    if wss:
        lines += ["wss_in " + " ".join(map(str, wss[0])), "wss_out " + " ".join(map(str, wss[1]))]
    return "\n".join(lines) + "\n"


def run(tmp_path: Path, text: str | bytes, *args: str) -> subprocess.CompletedProcess[str]:
    f = tmp_path / "job.conf"
    if isinstance(text, bytes):
        f.write_bytes(text)
    else:
        f.write_text(text)
    return subprocess.run([str(exe()), *args, str(f)], capture_output=True, text=True, timeout=30)


def plan_of(out: str) -> dict[int, tuple[int, list[tuple[int, ...]]]]:
    """rank -> (node, [(tx, rx, wl)]) from the printout."""
    plan = {}
    for m in re.finditer(r"^rank (\d+) node (\d+):((?: \d+/\d+/\d+)+)$", out, re.M):
        steps = [tuple(int(x) for x in s.split("/")) for s in m.group(3).split()]
        plan[int(m.group(1))] = (int(m.group(2)), steps)
    return plan


def writes_of(out: str) -> list[tuple[str, str, int, int]]:
    return [(m[1], m[2], int(m[3], 16), int(m[4], 16)) for m in WRITE.finditer(out)]


CASES = ([("hd", n) for n in (2, 4, 8, 16, 32)] + [("rd", n) for n in (2, 4, 8, 16, 32)]
         + [("ring", n) for n in (2, 3, 5, 9)])


@pytest.mark.parametrize(("algo", "n"), CASES)
def test_plan_and_register_writes_equal_the_reference(tmp_path: Path, algo: str, n: int) -> None:
    ports = min(n + 3, 64)
    nodes = [ports - 1 - 2 * k if 2 * k < ports else 2 * k - ports for k in range(n)]   # scrambled, unique
    assert len(set(nodes)) == n
    rank = n - 1
    r = run(tmp_path, job_text(algo, nodes, rank, ports), "-n")
    assert r.returncode == 0, r.stderr
    ref = ot.relabel(REF[algo](n), nodes)
    got = plan_of(r.stdout)
    assert got == {k: (nodes[k], [(s.tx, s.rx, s.wl) for s in ref[k]]) for k in range(n)}
    head = f"job 9 algo {algo} size {n} rank {rank} node {nodes[rank]} wavelengths {ports} steps {len(ref[0])}"
    assert r.stdout.startswith(head + "\n")

    w = writes_of(r.stdout)
    assert w and r.stdout.rstrip().endswith(f"dry run: {len(w)} register writes, nothing touched")
    for blk, name, off, _ in w:   # every printed name is the register at that offset
        assert (NIC if blk == "nic" else ODDL)[name].addr == off, (blk, name, off)
    oddl = [(name, val) for blk, name, _, val in w if blk == "oddl"]
    steps = [val for name, val in oddl if name.startswith("STEP[")]
    fields = ODDL["STEP[0]"].fields
    assert [{k: fields[k].extract(v) for k in ("tx_peer", "rx_peer", "wl")} for v in steps] == ot.step_words(ref[rank])
    last = dict(oddl)
    assert ODDL["JOB"].fields["addr"].extract(last["JOB"]) == nodes[rank]
    assert ODDL["JOB"].fields["steps"].extract(last["JOB"]) == len(ref[0])
    assert ODDL["TUNE"].fields["cycles"].extract(last["TUNE"]) == 3
    assert last["TIMEOUT"] == 5000
    assert ODDL["ODDL_CTRL"].fields["en"].extract(last["ODDL_CTRL"]) == 1 and last["INTR_ENABLE"] == 3
    names = [name for name, _ in oddl]   # unit stopped and causes cleared before the load, interrupts on last
    assert names[:3] == ["INTR_ENABLE", "ODDL_CTRL", "INTR_STATUS"] and names[-1] == "INTR_ENABLE"
    nic = {name: val for blk, name, _, val in w if blk == "nic"}
    assert NIC["NODE"].fields["node_id"].extract(nic["NODE"]) == nodes[rank]
    assert NIC["NODE"].fields["num_ports"].extract(nic["NODE"]) == ports
    assert sum(name.startswith("RR_TABLE[") for name in nic) == ports - 1


@pytest.mark.parametrize(("algo", "n"), [("hd", 8), ("ring", 5), ("rd", 4)])
def test_cross_connects_equal_wss_config(tmp_path: Path, algo: str, n: int) -> None:
    inp, out = [2 * k for k in range(n)], [2 * k + 1 for k in range(n)]
    r = run(tmp_path, job_text(algo, list(range(n)), 0, 8, (inp, out)), "-n")
    assert r.returncode == 0, r.stderr
    got = [tuple(int(x) for x in m.groups()) for m in re.finditer(r"^xc (\d+) (\d+) (\d+)$", r.stdout, re.M)]
    want = {(inp[k], wl): out[d] for (k, wl, _dim), d in ot.wss_config(REF[algo](n)).items()}
    assert {(i, wl): o for i, wl, o in got} == want and len(got) == len(want)


@pytest.mark.parametrize("rank", [0, 1])
def test_pair_job_free_grid_and_cross_connects(tmp_path: Path, rank: int) -> None:
    """The ZCU106 pair's job files (lightpath.boards.zcu106_pair, `make sim SCENARIO=zcu106-oddl`): HD on 2
    ranks, each step to and from the partner on wavelength 0; the bring-up without a time-sync master
    (TSYNC_CTRL.en and gate_tx cleared, CTRL.tx_en set with rx_en kept) after the round robin's commit and
    before the unit is loaded; the WSS's two cross-connects: each rank's input to the other's output."""
    r = run(tmp_path, zcu106_pair.job_text(rank), "-n")
    assert r.returncode == 0, r.stderr
    assert plan_of(r.stdout) == {k: (k, [(1 - k, 1 - k, 0)] * 2) for k in range(2)}
    xc = {(int(m[1]), int(m[2])): int(m[3]) for m in re.finditer(r"^xc (\d+) (\d+) (\d+)$", r.stdout, re.M)}
    assert xc == {(zcu106_pair.WSS_IN[k], 0): zcu106_pair.WSS_OUT[1 - k] for k in range(2)}
    w = writes_of(r.stdout)
    names = [name for _, name, _, _ in w]
    ts, ctrl = NIC["TSYNC_CTRL"], NIC["CTRL"]
    assert names.count("TSYNC_CTRL") == 1, names
    k = names.index("TSYNC_CTRL")
    v = w[k][3]
    assert ts.fields["en"].extract(v) == 0 and ts.fields["gate_tx"].extract(v) == 0
    last_ctrl = [val for _, name, _, val in w[k:] if name == "CTRL"]
    assert last_ctrl and [ctrl.fields[f].extract(last_ctrl[-1]) for f in ("tx_en", "rx_en")] == [1, 1]
    assert max(i for i, n in enumerate(names) if n == "RR_CTRL") < k < names.index("JOB")


def test_dry_run_is_stable_and_the_example_job_is_valid(tmp_path: Path) -> None:
    a, b = run(tmp_path, BASE, "-n"), run(tmp_path, BASE, "--dry-run")
    assert a.returncode == 0 and a.stdout == b.stdout, a.stderr
    head = a.stdout.splitlines()[:7]
    assert head == [
        "job 7 algo hd size 4 rank 1 node 1 wavelengths 4 steps 4",
        "rank 0 node 0: 2/2/1 1/1/0 1/1/0 2/2/1",
        "rank 1 node 1: 3/3/1 0/0/0 0/0/0 3/3/1",
        "rank 2 node 2: 0/0/1 3/3/0 3/3/0 0/0/1",
        "rank 3 node 3: 1/1/1 2/2/0 2/2/0 1/1/1",
        "nic node 1 ports 4 wavelengths 4 guard 0 preamble 0",
        "oddl tune 3 timeout 5000",
    ]
    assert "wr oddl STEP[0] +0x040 0x01003003" in a.stdout   # tx 3, rx 3, wl 1
    assert "wr oddl JOB +0x010 0x00040001" in a.stdout
    crlf = run(tmp_path, BASE.replace("\n", "\r\n"), "-n")            # CRLF files are the same job
    assert crlf.returncode == 0 and crlf.stdout == a.stdout
    ex = subprocess.run([str(exe()), "-n", str(EXAMPLE)], capture_output=True, text=True, timeout=30)
    assert ex.returncode == 0 and re.search(r"^xc \d+ \d+ \d+$", ex.stdout, re.M), ex.stderr   # the shipped job


BAD = [   # (what, edit of BASE, line of the report (0: whole file), text in the reason)
    ("truncated line", lambda t: t.replace("size 4", "size"), 5, "'size' without a value"),
    ("truncated file", lambda t: t.split("ports 4")[0], 0, "no 'ports' line"),
    ("bad number", lambda t: t.replace("size 4", "size 4x"), 5, "bad number '4x'"),
    ("sign", lambda t: t.replace("rank 1", "rank -1"), 6, "bad number '-1'"),
    ("overflow", lambda t: t.replace("timeout 5000", "timeout 4294967296"), 11, "bad number '4294967296'"),
    ("two values", lambda t: t.replace("job 7", "job 7 8"), 3, "'job' takes one value"),
    ("rank >= size", lambda t: t.replace("rank 1", "rank 4"), 6, "rank 4 is not below size 4"),
    ("unknown algorithm", lambda t: t.replace("algo hd", "algo tree"), 4, "unknown algorithm 'tree'"),
    ("unknown key", lambda t: t + "colour blue\n", 12, "unknown key 'colour'"),
    ("twice", lambda t: t + "size 4\n", 12, "'size' given twice (first on line 5)"),
    ("no header", lambda t: t.replace("oddljob 1\n", ""), 2, "the first line must be 'oddljob 1'"),
    ("version", lambda t: t.replace("oddljob 1", "oddljob 2"), 2, "format version '2' is not supported (1)"),
    ("double space", lambda t: t.replace("size 4", "size  4"), 5, "malformed line"),
    ("tab", lambda t: t.replace("size 4", "size\t4"), 5, "malformed line"),
    ("oversize job", lambda t: t.replace("size 4", "size 33"), 5, "bad number '33' (2..32)"),
    ("ring too long", lambda t: t.replace("algo hd", "algo ring").replace("size 4", "size 10")
     .replace("nodes 0 1 2 3", "nodes " + " ".join(map(str, range(10)))).replace("ports 4", "ports 10")
     .replace("wavelengths 4", "wavelengths 10"), 5, "ring on 10 ranks needs 18 steps, STEP[] holds 16"),
    ("line too long", lambda t: t + "#" + "x" * 300 + "\n", 12, "line longer than 256 characters"),
    ("node count", lambda t: t.replace("nodes 0 1 2 3", "nodes 0 1 2"), 7, "'nodes' has 3 values, size is 4"),
    ("node twice", lambda t: t.replace("nodes 0 1 2 3", "nodes 0 1 2 1"), 7, "'nodes': 1 given twice"),
    ("node beyond ports", lambda t: t.replace("nodes 0 1 2 3", "nodes 0 1 2 4"), 7, "address 4 is not a node"),
    ("address > 12 bits", lambda t: t.replace("nodes 0 1 2 3", "nodes 0 1 2 4096"), 7, "bad number '4096'"),
    ("hd not 2^k", lambda t: t.replace("size 4", "size 6").replace("nodes 0 1 2 3", "nodes 0 1 2 3 4 5")
     .replace("ports 4", "ports 6").replace("wavelengths 4", "wavelengths 6"), 5, "hd needs a power-of-two size"),
    ("too few wavelengths", lambda t: t.replace("wavelengths 4", "wavelengths 3"), 8, "3 wavelengths for 4 ports"),
    ("wss_in alone", lambda t: t + "wss_in 0 1 2 3\n", 12, "wss_in and wss_out go together"),
    ("wss port", lambda t: t + "wss_in 0 1 2 32\nwss_out 4 5 6 7\n", 12, "'wss_in': bad number '32' (0..31)"),
    ("wss_in twice", lambda t: t + "wss_in 0 1 2 1\nwss_out 4 5 6 7\n", 12, "'wss_in': 1 given twice"),
    ("wss_out twice", lambda t: t + "wss_in 0 1 2 3\nwss_out 4 5 6 4\n", 13, "'wss_out': 4 given twice"),
    ("wss_ports alone", lambda t: t + "wss_ports 8\n", 12, "'wss_ports' without wss_in and wss_out"),
    ("wss_ports 33", lambda t: t + "wss_in 0 1 2 3\nwss_out 4 5 6 7\nwss_ports 33\n", 14, "bad number '33' (2..32)"),
    ("control byte", lambda t: t.replace("job 7", "job 7\x00"), 3, "malformed line"),
    ("non-ASCII", lambda t: t.replace("algo hd", "algo hé"), 4, "malformed line"),
]


@pytest.mark.parametrize(("what", "edit", "line", "reason"), BAD, ids=[b[0] for b in BAD])
def test_malformed_job_refused(tmp_path: Path, what: str, edit, line: int, reason: str) -> None:  # noqa: ANN001
    r = run(tmp_path, edit(BASE), "-n")
    where = f"{tmp_path / 'job.conf'}:{line}: " if line else f"{tmp_path / 'job.conf'}: "
    assert r.returncode == 1 and r.stderr.startswith(where) and reason in r.stderr, (what, r.stderr)
    assert r.stdout == ""   # refused whole: no plan, no register write


RUN_BAD = [   # (what, WSS lines after BASE, emulator ports x wavelengths, line, reason, refused by -n too)
    ("loop", "wss_in 0 1 2 3\nwss_out 4 0 5 6\n", (8, 4), 13,
     "cross-connect 0 0 0 connects WSS port 0 to itself: rank 0's wss_in (line 12) is the wss_out of rank 1", True),
    ("port beyond the declared WSS", "wss_in 0 1 2 3\nwss_out 8 9 10 11\nwss_ports 8\n", (8, 4), 13,
     "rank 0's wss_out 8 is not a port of the WSS the job file declares (ports: 8)", True),
    ("input beyond the declared WSS", "wss_in 0 1 2 9\nwss_out 4 5 6 7\nwss_ports 8\n", (8, 4), 12,
     "rank 3's wss_in 9 is not a port of the WSS the job file declares (ports: 8)", True),
    ("wavelength beyond the declared WSS", "wss_in 0 1 2 3\nwss_out 4 5 6 7\nwss_wavelengths 1\n", (8, 1), 14,
     "cross-connect 0 1 6 (rank 0, step 0) is on wavelength 1, not a channel of the WSS the job file declares", True),
    ("port beyond the device", "wss_in 0 1 2 3\nwss_out 8 9 10 11\n", (8, 4), 13,
     "rank 0's wss_out 8 is not a port of the WSS on {tty} (ports: 8)", False),
    ("wavelength beyond the device", "wss_in 0 1 2 3\nwss_out 4 5 6 7\n", (8, 1), 12,
     "cross-connect 0 1 6 (rank 0, step 0) is on wavelength 1, not a channel of the WSS on {tty} (channels: 1)", False),
    ("device smaller than declared", "wss_in 0 1 2 3\nwss_out 4 5 6 7\nwss_ports 16\n", (8, 4), 14,
     "'wss_ports' is 16, the WSS on {tty} has 8", False),
]


@pytest.mark.parametrize(("what", "wss", "size", "line", "reason", "dry"), RUN_BAD, ids=[b[0] for b in RUN_BAD])
def test_run_refuses_bad_cross_connects_before_driving(tmp_path: Path, what: str, wss: str, size: tuple[int, int],
                                                       line: int, reason: str, dry: bool) -> None:
    """What lp_oddl_job_wss / lp_wss_change would refuse is refused from the job file: by the dry run
    when the file says enough (the WSS's size declared), and by the run before the first register or
    WSS write, with the same line and reason."""
    f = tmp_path / "job.conf"
    f.write_text(BASE + wss)
    where = f"{f}:{line}: "
    r = run(tmp_path, BASE + wss, "-n")
    if dry:
        assert r.returncode == 1 and r.stderr.startswith(where) and reason in r.stderr, (what, r.stderr)
        assert r.stdout == ""
    else:
        assert r.returncode == 0, (what, r.stderr)   # the device's size is known to the run only
    with WssEmulator(ports=size[0], wls=size[1], reconf_ms=1.0) as emu:
        r = subprocess.run([str(exe()), "-w", emu.path, str(f)], check=False, capture_output=True, text=True,
                           timeout=30)
        sent = list(emu.received)
    why = [ln for ln in r.stderr.splitlines() if ln.startswith(where)]
    assert r.returncode == 1 and len(why) == 1 and reason.format(tty=emu.path) in why[0], (what, r.stderr)
    assert "nic:" not in r.stderr and "wss: job" not in r.stderr, r.stderr   # no bring-up, no WSS change
    # the device only read (lp_wss_open's ABORT drops only what a dead run may have left staged)
    assert all(c.split(" ")[1] in ("IDN?", "ABORT", "XC?") for c in sent), sent
    assert dry or sent, sent


def test_oversize_file_and_usage(tmp_path: Path) -> None:
    r = run(tmp_path, BASE + ("# padding\n" * 2000), "-n")
    assert r.returncode == 1 and "larger than 16384 bytes" in r.stderr
    r = subprocess.run([str(exe()), "-n", str(tmp_path / "absent.conf")], capture_output=True, text=True)
    assert r.returncode == 1 and "cannot open" in r.stderr
    bad_args: tuple[list[str], ...] = ([], ["-x", "j"], ["-n"], ["-t", "0", "j"], ["-t", "60001", "j"], ["a", "b"],
                                       ["--sim-error", "8", "j"])
    for args in bad_args:
        assert subprocess.run([str(exe()), *args], capture_output=True, timeout=10).returncode == 2, args


def read_until(proc: subprocess.Popen[str], pattern: str, timeout: float = 10.0) -> list[str]:
    """stderr lines up to and including the first that matches (read from the descriptor: no buffering
    behind select's back)."""
    assert proc.stderr is not None
    fd, buf, lines = proc.stderr.fileno(), b"", []
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if not select.select([fd], [], [], 0.1)[0]:
            continue
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        buf += chunk
        while b"\n" in buf:
            ln, buf = buf.split(b"\n", 1)
            lines.append(ln.decode())
            if re.search(pattern, lines[-1]):
                assert not buf, buf   # the daemon waits after this line: nothing read ahead is lost
                return lines
    raise AssertionError(f"no {pattern!r} in {lines}")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_daemon_logs_interrupts_and_stops_on_signal(tmp_path: Path, sig: signal.Signals) -> None:
    f = tmp_path / "job.conf"
    f.write_text(BASE)
    proc = subprocess.Popen([str(exe()), "--sim-iters", "2", "--sim-error", "2", str(f)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = read_until(proc, r"error: code")
        proc.send_signal(sig)
        _, rest = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    lines += [ln for ln in rest.splitlines() if ln]
    assert proc.returncode == 0, lines
    text = "\n".join(lines)
    assert "lp_oddld: job 7 hd size 4 rank 1 on node 1: 4 steps" in text
    assert "lp_oddld: nic: node 1 of 4 ports up, round robin of 3 slots committed" in text
    assert "lp_oddld: oddl: job loaded (4 steps, tune 3, timeout 5000), interrupts on" in text
    done = [ln for ln in lines if "done: iteration" in ln]
    assert len(done) == 2 and "iteration 1 in 1100 cycles" in done[0] and "iters 2 steps 8" in done[1]
    err = [ln for ln in lines if "error: code" in ln]
    assert len(err) == 1 and "code 2 (no completion, WAIT_COMP timeout) at step 1" in err[0] and "timeouts 1" in err[0]
    assert lines[-2:][0] == "lp_oddld: stopping on a signal"
    assert lines[-1].startswith("lp_oddld: stopped: 1 error interrupts, 0 without a cause; iters 2")


def test_wss_cross_connects_set_and_released(tmp_path: Path) -> None:
    inp, out = [0, 1, 2, 3], [8, 9, 10, 11]
    f = tmp_path / "job.conf"
    f.write_text(job_text("hd", [0, 1, 2, 3], 0, 4, (inp, out)))
    with WssEmulator(ports=16, wls=4, reconf_ms=1.0) as emu:
        emu.preload({(5, 0): 12})   # another job's circuit: never touched
        proc = subprocess.Popen([str(exe()), "-r", "-w", emu.path, str(f)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            lines = read_until(proc, r"oddl: job loaded")
            want = {(inp[k], wl): out[d] for (k, wl, _dim), d in ot.wss_config(ot.hd(4)).items()}
            assert emu.snapshot() == want | {(5, 0): 12}, lines
            assert len(emu.commits) == 1 and emu.commits[0].ports <= set(inp + out)
            assert any("wss: job 9's ports assigned" in ln for ln in lines), lines
            proc.send_signal(signal.SIGTERM)
            _, rest = proc.communicate(timeout=20)
        finally:
            if proc.poll() is None:
                proc.kill()
        assert proc.returncode == 0, rest
        assert "released: control unit disabled" in rest and "WSS ports: ok" in rest
        assert emu.snapshot() == {(5, 0): 12}   # the job's circuits removed, the other job's kept


def test_daemon_audits_the_wss_while_the_job_runs(tmp_path: Path) -> None:
    """A circuit of the job switched off by hand while the daemon runs: its audit (-a) reads every row
    in turn, finds the difference and counts it; the release then removes what is really lit."""
    inp, out = [0, 1, 2, 3], [8, 9, 10, 11]
    f = tmp_path / "job.conf"
    f.write_text(job_text("hd", [0, 1, 2, 3], 0, 4, (inp, out)))
    with WssEmulator(ports=16, wls=4, reconf_ms=1.0) as emu:
        proc = subprocess.Popen([str(exe()), "-r", "-a", "160", "-w", emu.path, str(f)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            read_until(proc, r"oddl: job loaded")
            with emu._lock:
                gone = next(iter(emu.committed))
                del emu.committed[gone]          # a mirror switched back by hand
            n = len(emu.received)
            end = time.monotonic() + 5
            while sum(r.endswith(f" XC? {gone[0]}") for r in emu.received[n:]) < 1 and time.monotonic() < end:
                time.sleep(0.02)
            proc.send_signal(signal.SIGTERM)
            _, rest = proc.communicate(timeout=20)
        finally:
            if proc.poll() is None:
                proc.kill()
        assert proc.returncode == 0, rest
        m = re.search(r"wss: audit rows (\d+), differences (\d+), read errors (\d+), rows unknown now 0x0", rest)
        assert m and int(m.group(1)) >= 1 and m.group(2) == "1" and m.group(3) == "0", rest
        assert emu.snapshot() == {} and "WSS ports: ok" in rest
