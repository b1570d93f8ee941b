"""The OpenFlow agent end to end (docs/sdn.md, "Testplan"): a real controller (os-ken from PyPI, the
application in ofctl_app.py run in its own process), the firmware's agent program
(build/fw/host/lp_ofagent, the portable agent core on the host HAL, TCP client as switches are) and the
WSS / OCS device emulator (lightpath.fw.wss_emu) on a pseudo-terminal. Every check of a circuit reads
the emulator's own state (snapshot, commits, the command lines it received), not what the agent says.

The agent acts for job 1; job 2 owns WSS ports 8-11 (OpenFlow ports 9-12, given with the agent's -o
option) and has a circuit (8, 0) -> 9 on the device from the start. OpenFlow port numbers are the WSS's
+ 1; the wavelength channel travels in the agent's experimenter OXM field (ofctl_app registers it in
os-ken as `lp_wavelength`).

A fault campaign: every fault of the serial line the emulator injects, one per flow-mod, and changes
made on the device by hand; after each the controller's view (flow stats, the port states it was told,
PORT_DESC) is the device's map.

Also: malformed OpenFlow from a raw socket, a controller that stops answering echoes, and the bare-metal
path (the agent core over the UART framing, through the host library, with a relay to os-ken)."""

from __future__ import annotations

import json
import os
import pty
import random
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from lightpath.fw.build import make
from lightpath.fw.of_uart import Relay
from lightpath.fw.ofagent import UartAgent
from lightpath.fw.wss_emu import Faults, WssEmulator

HERE = Path(__file__).resolve().parent
P, W = 16, 8
OTHER = [8, 9, 10, 11]                 # job 2's WSS ports (OpenFlow 9-12)
OTHER_CIRCUIT = {(8, 0): 9}            # job 2's circuit, on the device before the agent starts
LP_EXPERIMENTER_ID = 0x00024C50

# OpenFlow 1.3 numbers the assertions use
HELLO, ERROR, ECHO_REQUEST, ECHO_REPLY, PORT_STATUS, FLOW_MOD, BARRIER_REQUEST, BARRIER_REPLY = \
    0, 1, 2, 3, 12, 14, 20, 21
FEATURES_REQUEST, FEATURES_REPLY = 5, 6
ET_BAD_REQUEST, ET_BAD_ACTION, ET_BAD_INSTRUCTION, ET_BAD_MATCH, ET_FLOW_MOD_FAILED, ET_EXPERIMENTER = \
    1, 2, 3, 4, 5, 0xFFFF
BRC_BAD_VERSION, BRC_BAD_LEN = 0, 6
BAC_BAD_OUT_PORT, BAC_EPERM, BAC_TOO_MANY = 4, 6, 7
BIC_UNSUP_INST = 1
BMC_BAD_LEN, BMC_BAD_WILDCARDS, BMC_BAD_VALUE, BMC_EPERM = 1, 5, 7, 11
FMFC_BAD_TABLE_ID, FMFC_OVERLAP, FMFC_BAD_TIMEOUT = 2, 3, 5
PS_LINK_DOWN, PS_BLOCKED, PS_LIVE = 1, 2, 4
PC_PORT_DOWN = 1
OFPFF_CHECK_OVERLAP = 2
LP_E_TIMEOUT, LP_E_DEVICE, LP_E_VERIFY = 2, 4, 7   # the experimenter error's code: -status
LP_E_BUSY, LP_E_NOTFOUND = 6, 9
EXPERIMENTER, BRC_EPERM = 4, 5
# Lightpath experimenter messages (firmware/sdn/lp_of.h LP_OF_EXP_AGG_*, docs/sdn.md "Aggregation jobs")
AGG_REGISTER, AGG_REGISTER_REPLY, AGG_UNREGISTER, AGG_UNREGISTER_REPLY, AGG_STATUS_REQUEST, AGG_STATUS_REPLY = \
    1, 2, 3, 4, 5, 6


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Proc:
    """A child process whose output lines are collected by a thread; stopped with SIGTERM, then SIGKILL."""

    def __init__(self, args: Sequence[object], env: dict[str, str] | None = None) -> None:
        self.p = subprocess.Popen([str(a) for a in args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                  env=env, start_new_session=True)
        self.lines: list[str] = []
        self._t = threading.Thread(target=self._read, daemon=True)
        self._t.start()

    def _read(self) -> None:
        assert self.p.stdout is not None   # stdout=PIPE
        for line in self.p.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_line(self, text: str, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if any(text in ln for ln in self.lines):
                return True
            if self.p.poll() is not None:
                time.sleep(0.05)
                return any(text in ln for ln in self.lines)
            time.sleep(0.01)
        return False

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def stop(self) -> None:
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGTERM)
            try:
                self.p.wait(3)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait(3)
        self._t.join(timeout=2)


class Controller:
    """os-ken with ofctl_app.py in a child process, and its command channel."""

    def __init__(self) -> None:
        for _ in range(3):   # a port taken between free_port() and the bind: try others
            self.of_port, cmd_port = free_port(), free_port()
            self.proc = Proc([sys.executable, HERE / "ofctl_app.py", "--of-port", self.of_port, "--cmd-port", cmd_port],
                             env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
            if self.proc.wait_line("listening", 20):
                break
            self.proc.stop()
        else:
            raise RuntimeError(f"os-ken did not start:\n{self.proc.text}")
        end = time.monotonic() + 10
        while True:
            try:
                self.sock = socket.create_connection(("127.0.0.1", cmd_port), timeout=1)
                break
            except OSError:
                if time.monotonic() > end or self.proc.p.poll() is not None:
                    raise RuntimeError(f"no command channel:\n{self.proc.text}") from None
                time.sleep(0.05)
        self.f = self.sock.makefile("rw")

    def __call__(self, op: str, timeout: float = 5.0, **kw: object) -> dict:
        self.sock.settimeout(timeout + 10)
        self.f.write(json.dumps({"op": op, "timeout": timeout, **kw}) + "\n")
        self.f.flush()
        r = json.loads(self.f.readline())
        assert "exception" not in r, f"{r['exception']}\n{self.proc.text}"
        return r

    def flow(self, timeout: float = 5.0, **kw: object) -> dict:
        r = self("flow", timeout, **kw)
        assert r["barrier"] and r["connected"], r
        return r

    def close(self) -> None:
        self.sock.close()
        self.proc.stop()


def errors(r: dict) -> list[tuple[int, int]]:
    return [(e["type"], e["exp_type"] if e["type"] == ET_EXPERIMENTER else e["code"]) for e in r["errors"]]


def statuses(r: dict) -> dict[int, int]:
    """port number -> state, of the PORT_STATUS messages before the barrier reply"""
    return {m["port"]["port_no"]: m["port"]["state"] for m in r["port_status"]}


@pytest.fixture(scope="module")
def agent_exe() -> Path:
    return make("host") / "host" / "lp_ofagent"


@pytest.fixture
def emu() -> Iterator[WssEmulator]:
    e = WssEmulator(ports=P, wls=W, reconf_ms=5.0)
    e.preload(OTHER_CIRCUIT)
    yield e
    e.close()


@pytest.fixture
def ctl() -> Iterator[Controller]:
    c = Controller()
    yield c
    c.close()


def start_agent(exe: Path, port: int, emu: WssEmulator, *extra: str) -> Proc:
    """The agent on the emulator: no periodic audit unless extra says (-a), so the device's command log has
    only what the requests caused."""
    return Proc([exe, "-c", f"127.0.0.1:{port}", "-o", "2:8-11", "-r", "100", "-t", "100", "-d", "0x4c50", "-a", "0",
                 *extra, emu.path])


@pytest.fixture
def rig(agent_exe: Path, emu: WssEmulator, ctl: Controller) -> Iterator[tuple[WssEmulator, Controller, Proc]]:
    agent = start_agent(agent_exe, ctl.of_port, emu)
    r = ctl("wait_dp", timeout=10)
    assert r["ok"], agent.text
    yield emu, ctl, agent
    agent.stop()


# ---------------------------------------------------------------------------------------------- os-ken

def test_port_desc_features_and_description(rig) -> None:
    emu, ctl, agent = rig
    r = ctl("wait_dp")
    assert r["dpid"] == 0x4C50 and r["connections"] == 1
    ports = {p["port_no"]: p for p in r["ports"]}
    assert sorted(ports) == list(range(1, P + 1)) and ports[3]["name"] == "wss3"
    for no, p in ports.items():
        if no - 1 in OTHER:   # job 2's: administratively down and blocked, its circuit not revealed
            assert p["config"] & PC_PORT_DOWN and p["state"] == PS_LINK_DOWN | PS_BLOCKED, p
        else:
            assert not p["config"] & PC_PORT_DOWN and p["state"] == PS_LINK_DOWN, p
    d = ctl("desc")
    assert d["mfr_desc"] == "Lightpath" and d["hw_desc"] == f"LWSP cross-connect, {P} ports x {W} channels"
    assert d["dp_desc"] == "job 1"
    assert ctl("echo", data="c0db0102")["data"] == "c0db0102"
    r = ctl("role", role=2, gen=5)
    assert (r["role"], r["generation_id"]) == (2, 5)
    r = ctl("role", role=0, gen=0)                               # NOCHANGE: still master
    assert (r["role"], r["generation_id"]) == (2, 5)
    assert ctl("flows")["flows"] == []   # job 2's circuit is not listed


def test_circuits_set_up_and_torn_down(rig) -> None:
    emu, ctl, agent = rig
    assert emu.snapshot() == OTHER_CIRCUIT
    n0 = len(emu.commits)
    r = ctl.flow(cmd="add", in_port=1, wl=2, out=3)
    assert errors(r) == [] and emu.snapshot() == {**OTHER_CIRCUIT, (0, 2): 2}
    assert len(emu.commits) == n0 + 1 and emu.commits[-1].ports == {0, 2}
    assert statuses(r) == {1: PS_LIVE, 3: PS_LIVE}
    r = ctl.flow(cmd="add", in_port=2, out=4)                    # no wavelength: channel 0, a port x port circuit
    assert emu.snapshot()[(1, 0)] == 3 and statuses(r) == {2: PS_LIVE, 4: PS_LIVE}
    ctl.flow(cmd="add", in_port=5, wl=7, out=6)
    assert emu.snapshot()[(4, 7)] == 5
    r = ctl.flow(cmd="add", in_port=1, wl=2, out=4)              # the same match again: the circuit moves
    assert errors(r) == [] and emu.snapshot()[(0, 2)] == 3
    assert emu.commits[-1].changed == {(0, 2): (2, 3)}           # one commit: removal and addition together
    assert statuses(r) == {1: PS_LIVE, 3: PS_LINK_DOWN, 4: PS_LIVE}
    r = ctl.flow(cmd="modify", in_port=5, out=7)                 # every channel of input 5 to output 7
    assert errors(r) == [] and emu.snapshot()[(4, 7)] == 6
    flows = sorted((f["in_port"], f["wl"], tuple(f["out"])) for f in ctl("flows")["flows"])
    assert flows == [(1, 2, (4,)), (2, 0, (4,)), (5, 7, (7,))]
    r = ctl.flow(cmd="delete_strict", in_port=2)                 # no wavelength: channel 0
    assert errors(r) == [] and (1, 0) not in emu.snapshot() and statuses(r) == {2: PS_LINK_DOWN, 4: PS_LIVE}
    r = ctl.flow(cmd="delete")                                   # everything of the job, in one commit
    assert errors(r) == [] and emu.snapshot() == OTHER_CIRCUIT
    assert statuses(r) == {1: PS_LINK_DOWN, 4: PS_LINK_DOWN, 5: PS_LINK_DOWN, 7: PS_LINK_DOWN}
    assert len(emu.commits) == n0 + 7
    for c in emu.commits[n0:]:
        assert not c.ports & set(OTHER), f"a commit of job 1 blanked job 2's ports: {c.ports}"
    assert ctl("events")["connections"] == 1 and "ERROR" not in agent.text


def test_barrier_follows_every_earlier_flow_mod(rig) -> None:
    """Four flow-mods sent back to back, then a barrier: its reply comes after the last commit ended."""
    emu, ctl, agent = rig
    n0 = len(emu.commits)
    r = ctl("batch", flows=[{"cmd": "add", "in_port": i, "wl": 1, "out": i + 4} for i in (1, 2, 3, 4)])
    assert r["barrier"] and errors(r) == []
    assert len(emu.commits) == n0 + 4 and r["barrier_t"] >= emu.commits[-1].t1
    assert {k: v for k, v in emu.snapshot().items() if k[1] == 1} == {(0, 1): 4, (1, 1): 5, (2, 1): 6, (3, 1): 7}
    assert len(r["port_status"]) == 8


def test_other_jobs_ports_refused_and_map_untouched(rig) -> None:
    emu, ctl, agent = rig
    ctl.flow(cmd="add", in_port=1, wl=0, out=2)
    before, sent = emu.snapshot(), len(emu.received)
    cases = [
        ({"cmd": "add", "in_port": 9, "wl": 1, "out": 2}, (ET_BAD_MATCH, BMC_EPERM)),        # job 2's input
        ({"cmd": "add", "in_port": 1, "wl": 1, "out": 10}, (ET_BAD_ACTION, BAC_EPERM)),      # job 2's output
        ({"cmd": "delete", "in_port": 9}, (ET_BAD_MATCH, BMC_EPERM)),                       # job 2's circuit
        ({"cmd": "delete_strict", "in_port": 9, "wl": 0}, (ET_BAD_MATCH, BMC_EPERM)),
        ({"cmd": "modify", "in_port": 1, "out": 12}, (ET_BAD_ACTION, BAC_EPERM)),           # moved onto job 2's
    ]
    for flow, err in cases:
        r = ctl.flow(**flow)
        assert errors(r) == [err] and r["port_status"] == [], (flow, r)
        e = r["errors"][0]
        assert e["xid"] == r["xid"] and bytes.fromhex(e["data"])[:2] == bytes([4, FLOW_MOD])
    assert emu.snapshot() == before and len(emu.received) == sent   # nothing reached the device


def test_unknown_ports_wavelengths_and_conflicts(rig) -> None:
    emu, ctl, agent = rig
    ctl.flow(cmd="add", in_port=1, wl=3, out=2)
    before, sent = emu.snapshot(), len(emu.received)
    cases: list[tuple[dict[str, object], tuple[int, int]]] = [
        ({"in_port": 17, "wl": 1, "out": 2}, (ET_BAD_MATCH, BMC_BAD_VALUE)),                 # no port 17
        ({"in_port": 1, "wl": W, "out": 2}, (ET_BAD_MATCH, BMC_BAD_VALUE)),                  # no channel 8
        ({"in_port": 1, "wl": 1, "out": 99}, (ET_BAD_ACTION, BAC_BAD_OUT_PORT)),
        ({"in_port": 1, "wl": 1, "out": 0xFFFFFFFD}, (ET_BAD_ACTION, BAC_BAD_OUT_PORT)),      # CONTROLLER
        ({"in_port": 1, "wl": 1, "out": 1}, (ET_BAD_ACTION, BAC_BAD_OUT_PORT)),               # onto itself
        ({"wl": 1, "out": 2}, (ET_BAD_MATCH, BMC_BAD_WILDCARDS)),                            # no in_port
        ({"in_port": 1, "wl": 1, "out": 2, "extra_outputs": [3]}, (ET_BAD_ACTION, BAC_TOO_MANY)),
        ({"in_port": 1, "wl": 1}, (ET_BAD_INSTRUCTION, BIC_UNSUP_INST)),                     # a drop rule
        ({"in_port": 1, "wl": 1, "out": 2, "table_id": 1}, (ET_FLOW_MOD_FAILED, FMFC_BAD_TABLE_ID)),
        ({"in_port": 1, "wl": 1, "out": 2, "idle_timeout": 30}, (ET_FLOW_MOD_FAILED, FMFC_BAD_TIMEOUT)),
        ({"in_port": 3, "wl": 3, "out": 2}, (ET_FLOW_MOD_FAILED, FMFC_OVERLAP)),            # (out 2, wl 3) is taken
        ({"in_port": 1, "wl": 3, "out": 4, "flags": OFPFF_CHECK_OVERLAP}, (ET_FLOW_MOD_FAILED, FMFC_OVERLAP)),
    ]
    for flow, err in cases:
        r = ctl.flow(cmd="add", **flow)
        assert errors(r) == [err] and r["port_status"] == [], (flow, r)
    assert emu.snapshot() == before and len(emu.received) == sent


def test_device_failures_reported_and_nothing_changes(rig) -> None:
    emu, ctl, agent = rig
    before = emu.snapshot()
    emu.faults.deaf = 1000                                       # the controller hears nothing
    r = ctl.flow(cmd="add", in_port=1, wl=1, out=2)
    assert errors(r) == [(ET_EXPERIMENTER, LP_E_TIMEOUT)] and r["errors"][0]["experimenter"] == LP_EXPERIMENTER_ID
    emu.faults.deaf = 0
    assert emu.snapshot() == before and r["port_status"] == []
    emu.faults.fail_commits = 1                                  # ERR 6: the switching failed, nothing changed
    r = ctl.flow(cmd="add", in_port=1, wl=1, out=2)
    assert errors(r) == [(ET_EXPERIMENTER, LP_E_DEVICE)] and emu.snapshot() == before
    emu.faults.stuck = {(2, 1)}                                  # a mirror that does not move
    r = ctl.flow(cmd="add", in_port=3, wl=1, out=4)
    assert errors(r) == [(ET_EXPERIMENTER, LP_E_VERIFY)] and emu.snapshot() == before
    emu.faults.stuck = set()
    r = ctl.flow(cmd="add", in_port=1, wl=1, out=2)              # the device is well again: the same request works
    assert errors(r) == [] and emu.snapshot() == {**before, (0, 1): 1}


def test_echo_keepalive_answered(agent_exe, emu, ctl) -> None:
    """The agent asks after 200 ms of silence; os-ken answers; the connection stays."""
    agent = start_agent(agent_exe, ctl.of_port, emu, "-e", "200", "-m", "2")
    try:
        assert ctl("wait_dp", timeout=10)["ok"], agent.text
        time.sleep(1.3)
        ev = ctl("events")
        assert ev["echo_from_switch"] >= 3 and ev["connections"] == 1 and ev["connected"], (ev, agent.text)
        assert "dead" not in agent.text
        assert errors(ctl.flow(cmd="add", in_port=1, wl=1, out=2)) == []
    finally:
        agent.stop()


# ---------------------------------------------------------------------------------------------- raw socket

def hdr(type_: int, length: int, xid: int, version: int = 4) -> bytes:
    return struct.pack("!BBHI", version, type_, length, xid)


def flow_mod_add(xid: int, in_port: int, wl: int, out: int) -> bytes:
    oxm = struct.pack("!IIIIH", 0x80000004, in_port, 0xFFFF0206, LP_EXPERIMENTER_ID, wl)   # in_port, wavelength
    match = struct.pack("!HH", 1, 4 + len(oxm)) + oxm
    match += bytes(-len(match) % 8)
    inst = struct.pack("!HH4xHHIH6x", 4, 24, 0, 16, out, 0xFFFF)
    body = struct.pack("!QQBBHHHIIIH2x", 0, 0, 0, 0, 0, 0, 0x8000, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0) + match + inst
    return hdr(FLOW_MOD, 8 + len(body), xid) + body


class RawController:
    """A listening socket that plays the controller by hand."""

    def __init__(self) -> None:
        self.srv = socket.socket()
        self.srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.srv.bind(("127.0.0.1", 0))
        self.srv.listen(4)
        self.port = self.srv.getsockname()[1]
        self.c: socket.socket | None = None
        self.buf = b""

    def accept(self, timeout: float = 5.0) -> None:
        if self.c:
            self.c.close()
        self.srv.settimeout(timeout)
        self.c, _ = self.srv.accept()
        self.buf = b""

    def send(self, b: bytes) -> None:
        assert self.c is not None, "not connected"
        self.c.sendall(b)

    def recv(self, timeout: float = 2.0) -> bytes | None:
        """One whole message; b"" when the agent closed the connection; None on a timeout."""
        assert self.c is not None, "not connected"
        end = time.monotonic() + timeout
        while len(self.buf) < 8 or len(self.buf) < int.from_bytes(self.buf[2:4], "big"):
            left = end - time.monotonic()
            if left <= 0:
                return None
            self.c.settimeout(left)
            try:
                d = self.c.recv(65536)
            except TimeoutError:
                return None
            except ConnectionResetError:
                return b""
            if not d:
                return b""
            self.buf += d
        n = int.from_bytes(self.buf[2:4], "big")
        m, self.buf = self.buf[:n], self.buf[n:]
        return m

    def handshake(self) -> None:
        m = self.recv()
        assert m and m[1] == HELLO, m
        self.send(hdr(HELLO, 16, 1) + struct.pack("!HHI", 1, 8, 1 << 4))

    def expect_error(self, xid: int, type_: int, code: int) -> bytes:
        m = self.recv()
        assert m and m[1] == ERROR and int.from_bytes(m[4:8], "big") == xid, m
        assert struct.unpack("!HH", m[8:12]) == (type_, code), m.hex()
        return m[12:]

    def barrier(self, xid: int) -> list[bytes]:
        """A barrier; the asynchronous messages (PORT_STATUS) before its reply."""
        self.send(hdr(BARRIER_REQUEST, 8, xid))
        before = []
        while (m := self.recv()) and m[1] == PORT_STATUS:
            before.append(m)
        assert m and m[1] == BARRIER_REPLY and int.from_bytes(m[4:8], "big") == xid, m
        return before

    def close(self) -> None:
        if self.c:
            self.c.close()
        self.srv.close()


def test_malformed_openflow_from_raw_socket(agent_exe, emu) -> None:
    raw = RawController()
    agent = start_agent(agent_exe, raw.port, emu, "-e", "0")
    try:
        raw.accept()
        raw.handshake()
        before, sent = emu.snapshot(), len(emu.received)
        # a bad version: ERROR, the connection goes on
        raw.send(hdr(BARRIER_REQUEST, 8, 11, version=5))
        raw.expect_error(11, ET_BAD_REQUEST, BRC_BAD_VERSION)
        raw.barrier(12)
        # a length beyond the agent's 2048-byte maximum: ERROR with the first 64 bytes, the rest skipped
        big = hdr(ECHO_REQUEST, 3000, 13) + bytes(range(256)) * 11 + bytes(2992 - 2816)
        raw.send(big)
        assert raw.expect_error(13, ET_BAD_REQUEST, BRC_BAD_LEN) == big[:64]
        raw.barrier(14)
        # a header cut in two: nothing until the rest comes
        b = hdr(BARRIER_REQUEST, 8, 15)
        raw.send(b[:4])
        assert raw.recv(timeout=0.3) is None
        raw.send(b[4:])
        m = raw.recv()
        assert m and m[1] == BARRIER_REPLY and int.from_bytes(m[4:8], "big") == 15
        # a flow-mod whose wavelength OXM runs past its match; one whose length field is longer than its body
        good = flow_mod_add(16, 1, 1, 2)
        trunc = bytearray(good)
        trunc[50:52] = (4 + 8 + 6).to_bytes(2, "big")    # the match ends 4 bytes into the wavelength OXM
        raw.send(bytes(trunc))
        raw.expect_error(16, ET_BAD_MATCH, BMC_BAD_LEN)
        short = bytearray(good[:80])
        short[2:4] = (80).to_bytes(2, "big")             # the instructions cut off
        short[4:8] = (17).to_bytes(4, "big")
        raw.send(bytes(short))
        m = raw.recv()
        assert m and m[1] == ERROR and int.from_bytes(m[4:8], "big") == 17, m
        # garbage that looks like OpenFlow: each answered with an ERROR, the connection still good
        rng = random.Random(7)
        for xid in range(20, 30):
            body = bytes(rng.randrange(256) for _ in range(rng.randrange(0, 120)))
            raw.send(hdr(rng.choice([FLOW_MOD, ECHO_REQUEST, 13, 102]), 8 + len(body), xid) + body)
            m = raw.recv()
            assert m and int.from_bytes(m[4:8], "big") == xid and m[1] in (ERROR, ECHO_REPLY), m
        raw.barrier(31)
        # a length field below 8: no way to find the next message: ERROR, then the agent closes
        raw.send(hdr(ECHO_REQUEST, 4, 32))
        raw.expect_error(32, ET_BAD_REQUEST, BRC_BAD_LEN)
        assert raw.recv() == b""
        assert emu.snapshot() == before and len(emu.received) == sent   # nothing reached the device
        # it comes back; a flow-mod cut short by a closed connection changes nothing either
        raw.accept()
        raw.handshake()
        raw.send(good[:40])
        assert raw.c is not None
        raw.c.close()
        raw.c = None
        raw.accept()
        raw.handshake()
        assert emu.snapshot() == before and len(emu.received) == sent
        # and after all that, a good flow-mod works
        raw.send(good)
        status = raw.barrier(40)
        assert emu.snapshot() == {**before, (0, 1): 1}
        assert sorted(int.from_bytes(m[16:20], "big") for m in status) == [1, 2]   # PORT_STATUS of ports 1 and 2
        assert "connected" in agent.text and agent.p.poll() is None
    finally:
        agent.stop()
        raw.close()


@pytest.mark.parametrize("nonblocking", [True, False])
def test_echo_answered_while_a_flow_mod_commits(agent_exe, nonblocking: bool) -> None:
    """A FLOW_MOD, an ECHO_REQUEST, a BARRIER_REQUEST, a FEATURES_REQUEST and a second FLOW_MOD in one
    write, on a device that switches for 300 ms. With the driver non-blocking (-n, as in the arbiter
    image) the change runs in steps and the agent holds what is not an echo: the ECHO_REPLY comes before
    the change's end (its PORT_STATUS messages) and well inside the switching time; the BARRIER_REPLY
    after them, the FEATURES_REPLY after it, and the second flow-mod (held, then replayed) is carried out
    after that, its PORT_STATUS last. With the blocking driver the echo waits for the commit. Both
    circuits end on the device."""
    e = WssEmulator(ports=P, wls=W, reconf_ms=300.0)
    e.preload(OTHER_CIRCUIT)
    raw = RawController()
    agent = start_agent(agent_exe, raw.port, e, "-e", "0", *(["-n"] if nonblocking else []))
    try:
        raw.accept()
        raw.handshake()
        t0 = time.monotonic()
        raw.send(flow_mod_add(21, 1, 1, 2) + hdr(ECHO_REQUEST, 8, 22) + hdr(BARRIER_REQUEST, 8, 23)
                 + hdr(FEATURES_REQUEST, 8, 24) + flow_mod_add(25, 3, 1, 4))
        got: list[tuple[int, int, float]] = []
        while len([1 for t, _, _ in got if t == PORT_STATUS]) < 4:
            m = raw.recv(timeout=3)
            assert m, (got, agent.text)
            got.append((m[1], int.from_bytes(m[4:8], "big"), time.monotonic() - t0))
        types = [t for t, _, _ in got]
        assert ERROR not in types, got
        echo_at = got[types.index(ECHO_REPLY)][2]
        status = [i for i, t in enumerate(types) if t == PORT_STATUS]
        barrier, features = types.index(BARRIER_REPLY), types.index(FEATURES_REPLY)
        assert status[1] < barrier < features < status[2], types   # the first change's ports, then the second's
        if nonblocking:
            assert types.index(ECHO_REPLY) < status[0], types
            assert echo_at < 0.2, echo_at
        else:
            assert status[1] < types.index(ECHO_REPLY) < barrier, types
            assert echo_at >= 0.3, echo_at
        snap = e.snapshot()
        assert snap.get((0, 1)) == 1 and snap.get((2, 1)) == 3 and not e.staged, snap
    finally:
        agent.stop()
        raw.close()
        e.close()


def test_dead_controller_detected_and_reconnected(agent_exe, emu) -> None:
    """A controller that stops answering: two echo requests 200 ms apart, then (after a third idle
    period) the agent closes and connects again."""
    raw = RawController()
    agent = start_agent(agent_exe, raw.port, emu, "-e", "200", "-m", "2")
    try:
        raw.accept()
        raw.handshake()
        t0 = time.monotonic()
        got = [raw.recv(timeout=2) for _ in range(3)]
        took = time.monotonic() - t0
        assert [m[1] if m else None for m in got[:2]] == [ECHO_REQUEST, ECHO_REQUEST] and got[2] == b"", got
        assert 0.5 <= took < 3.0, took     # not before two idle periods; the upper bound only guards a hang
        raw.accept(timeout=3)    # it reconnects
        raw.handshake()
        raw.barrier(5)
        assert agent.wait_line("controller dead", 2), agent.text
    finally:
        agent.stop()
        raw.close()


def agg_msg(xid: int, exp_type: int, body: bytes) -> bytes:
    return hdr(EXPERIMENTER, 16 + len(body), xid) + struct.pack("!II", LP_EXPERIMENTER_ID, exp_type) + body


def agg_reply(raw: RawController, xid: int, exp_type: int) -> bytes:
    """The experimenter reply to xid: its body after the 16-byte experimenter header."""
    m = raw.recv()
    assert m and m[1] == EXPERIMENTER and int.from_bytes(m[4:8], "big") == xid, m
    assert struct.unpack("!II", m[8:16]) == (LP_EXPERIMENTER_ID, exp_type), m.hex()
    return m[16:]


def test_aggregation_jobs_from_raw_socket(agent_exe, emu) -> None:
    """The agent program with -g 4-6 on the host's register model: a controller registers, reads and
    removes aggregation job 5 with the Lightpath experimenter messages; a second registration, an
    unregistered job and a job outside 4-6 are refused with their errors; the WSS is not touched."""
    raw = RawController()
    agent = start_agent(agent_exe, raw.port, emu, "-e", "0", "-g", "4-6")
    try:
        raw.accept()
        raw.handshake()
        sent = len(emu.received)
        mac = bytes.fromhex("024c50414755")
        reg = struct.pack("!BBBxIIIQ6s2x", 5, 1, 2, 20000, 2048, 3000, 0x3, mac)
        raw.send(agg_msg(50, AGG_REGISTER, reg))
        assert agg_reply(raw, 50, AGG_REGISTER_REPLY)[:2] == bytes([5, 0])      # job 5 in entry 0
        raw.send(agg_msg(51, AGG_REGISTER, reg))
        assert raw.expect_error(51, ET_EXPERIMENTER, LP_E_BUSY)[:4] == LP_EXPERIMENTER_ID.to_bytes(4, "big")
        raw.send(agg_msg(52, AGG_REGISTER, bytes([7]) + reg[1:]))
        raw.expect_error(52, ET_BAD_REQUEST, BRC_EPERM)
        raw.send(agg_msg(53, AGG_STATUS_REQUEST, bytes([5]) + bytes(7)))
        st = agg_reply(raw, 53, AGG_STATUS_REPLY)
        assert len(st) == 8 + 4 * 18 and st[:2] == bytes([5, 0]), st.hex()
        raw.send(agg_msg(54, AGG_UNREGISTER, bytes([5]) + bytes(7)))
        assert agg_reply(raw, 54, AGG_UNREGISTER_REPLY)[0] == 5
        raw.send(agg_msg(55, AGG_UNREGISTER, bytes([5]) + bytes(7)))
        raw.expect_error(55, ET_EXPERIMENTER, LP_E_NOTFOUND)
        raw.send(agg_msg(56, AGG_STATUS_REQUEST, bytes([5]) + bytes(7)))
        raw.expect_error(56, ET_EXPERIMENTER, LP_E_NOTFOUND)
        raw.barrier(57)
        assert len(emu.received) == sent
        assert agent.wait_line("agg unregister job 5: ok", 2), agent.text
    finally:
        agent.stop()
        raw.close()


# ---------------------------------------------------------------------------------------------- UART path

def test_uart_framing_path_drives_the_wss(emu, ctl) -> None:
    """The bare-metal path on the host: the agent core and its UART transport (lp_of_uart_poll, as a
    MicroBlaze V main loop calls it) in the host library, its serial port a pty; a relay frames
    os-ken's TCP connection onto that line. Console text on the line is dropped by the framing."""
    master, slave = pty.openpty()
    agent = relay = None
    try:
        agent = UartAgent(emu.path, os.ttyname(slave), ports=[p for p in range(P) if p not in OTHER], other={2: OTHER},
                          dpid=0x55, echo_idle_ms=300)
        relay = Relay(master, ("127.0.0.1", ctl.of_port))
        r = ctl("wait_dp", timeout=10)
        assert r["ok"] and r["dpid"] == 0x55 and len(r["ports"]) == P, r
        n0 = len(emu.commits)
        r = ctl.flow(cmd="add", in_port=1, wl=2, out=3)
        assert errors(r) == [] and emu.snapshot() == {**OTHER_CIRCUIT, (0, 2): 2}
        assert statuses(r) == {1: PS_LIVE, 3: PS_LIVE}
        os.write(slave, b"lightpath arbiter firmware\r\nWSS controller ready\r\n")   # lp_hal_log on the same UART
        r = ctl.flow(cmd="add", in_port=9, wl=1, out=2)
        assert errors(r) == [(ET_BAD_MATCH, BMC_EPERM)]
        r = ctl.flow(cmd="modify", in_port=1, out=5)
        assert errors(r) == [] and emu.snapshot()[(0, 2)] == 4
        r = ctl.flow(cmd="delete")
        assert errors(r) == [] and emu.snapshot() == OTHER_CIRCUIT and len(emu.commits) == n0 + 3
        time.sleep(0.7)   # idle: the agent's echo requests go over the line and are answered
        assert agent.stats.echo_sent >= 1 and agent.stats.dead == 0
        st = relay.dec.st
        assert st.bad_crc + st.runts >= 1 and relay.connections >= 1 and agent.stats.tx_fail == 0
    finally:
        if relay:
            relay.close()
        if agent:
            agent.close()
        os.close(master)
        os.close(slave)


def test_uart_framing_matches_python_encoder() -> None:
    """The relay's framing (written again in Python) and the firmware's (lp_ofu_encode, lp_ofu_crc32
    through the host library) produce the same bytes, for messages full of END and ESC bytes too; the
    Python decoder drops noise, runts and a truncated frame as the firmware's does."""
    import ctypes as C

    from lightpath.fw import host
    from lightpath.fw.of_uart import Decoder, encode

    so = host.lib()
    so.lp_ofu_crc32.restype = C.c_uint32
    so.lp_ofu_crc32.argtypes = [C.c_char_p, C.c_size_t]
    so.lp_ofu_encode.argtypes = [C.c_char_p, C.c_size_t, C.c_char_p, C.c_size_t]
    assert zlib.crc32(b"123456789") == so.lp_ofu_crc32(b"123456789", 9) == 0xCBF43926
    rng = random.Random(3)
    special = bytes([0xC0, 0xDB, 0xDC, 0xDD])
    for k in range(200):
        msg = bytes(rng.choice(special) if rng.random() < 0.3 else rng.randrange(256)
                    for _ in range(rng.randrange(1, 300)))
        out = C.create_string_buffer(2 * len(msg) + 16)
        n = so.lp_ofu_encode(out, len(out), msg, len(msg))
        assert out.raw[:n] == encode(msg), k
    msg = special * 20
    f = encode(msg)
    assert f[0] == f[-1] == 0xC0 and 0xC0 not in f[1:-1]
    d = Decoder()
    assert d.feed(b"noise\xc0\x01\xc0" + f[:7] + f) == [msg]
    assert (d.st.frames, d.st.bad_crc, d.st.runts) == (1, 1, 2)   # "noise"; 0x01; the cut frame (3 bytes)


# ---------------------------------------------------------------------------------------------- faults

JOB1 = [p for p in range(P) if p not in OTHER]


def device_view(emu: WssEmulator) -> tuple[set[tuple[int, int, int]], dict[int, int]]:
    """What the controller must see: the job's circuits on the device (OpenFlow numbering) and every job
    port's state (LIVE while one of those circuits uses it)."""
    flows = {(i + 1, wl, o + 1) for (i, wl), o in emu.snapshot().items() if i in JOB1 and o in JOB1}
    used = {p for f in flows for p in (f[0], f[2])}
    return flows, {p + 1: PS_LIVE if p + 1 in used else PS_LINK_DOWN for p in JOB1}


def controller_view(ctl: Controller, ports0: list[dict]) -> tuple[set[tuple[int, int, int]], dict[int, int]]:
    """What the controller was told: flow stats now, and the port states of the first PORT_DESC with
    every PORT_STATUS since applied in order."""
    flows = {(f["in_port"], f["wl"] or 0, f["out"][0]) for f in ctl("flows")["flows"]}
    state = {p["port_no"]: p["state"] for p in ports0 if p["port_no"] - 1 in JOB1}
    for m in ctl("events")["inbox"]:
        if m["kind"] == "port_status":
            state[m["port"]["port_no"]] = m["port"]["state"]
    return flows, state


def converge(emu: WssEmulator, ctl: Controller, ports0: list[dict], what: str, timeout: float = 4.0) -> None:
    end = time.monotonic() + timeout
    while True:
        want, got = device_view(emu), controller_view(ctl, ports0)
        if want == got or time.monotonic() > end:
            break
        time.sleep(0.05)
    assert got == want, f"{what}: the controller's view {got} is not the device's {want}"
    assert not emu.staged, f"{what}: left staged on the device: {emu.staged}"
    fresh = {p["port_no"]: p["state"] for p in ctl("port_desc")["ports"] if p["port_no"] - 1 in JOB1}
    assert fresh == want[1], f"{what}: PORT_DESC {fresh} is not the device's {want[1]}"


def test_fault_campaign_controller_view_stays_true(agent_exe, emu, ctl) -> None:
    """Every fault of the serial line the emulator injects, one per flow-mod, and hand-made changes on the
    device: after each, the device's map, the controller's flow stats, the port states it was told and a
    fresh PORT_DESC agree (waiting at most 4 s for the agent's audit to find what the read-back missed),
    and nothing is left staged. The final delete-all leaves the device with job 2's circuit alone."""
    agent = start_agent(agent_exe, ctl.of_port, emu, "-a", "320")   # every row once per 320 ms
    try:
        r = ctl("wait_dp", timeout=10)
        assert r["ok"], agent.text
        ports0 = r["ports"]
        steps: list[tuple[str, dict, dict, list[tuple[int, int]] | None]] = [
            # what, faults, flow-mod, expected errors (None: not checked: depends on the moment)
            ("lost COMMIT", {"deaf_verb": {"COMMIT": 3}}, {"cmd": "add", "in_port": 1, "wl": 0, "out": 2},
             [(ET_EXPERIMENTER, LP_E_TIMEOUT)]),
            ("an unrelated circuit after it", {}, {"cmd": "add", "in_port": 5, "wl": 5, "out": 6}, []),
            ("COMMIT refused, staged kept", {"error_verb": {"COMMIT": 1}},
             {"cmd": "add", "in_port": 2, "wl": 1, "out": 3}, [(ET_EXPERIMENTER, LP_E_DEVICE)]),
            ("lost ADD reply", {"drop_verb": {"ADD": 1}}, {"cmd": "add", "in_port": 2, "wl": 1, "out": 3}, []),
            ("lost read-back after a good COMMIT", {"deaf_verb": {"XC?": 3}},
             {"cmd": "add", "in_port": 3, "wl": 2, "out": 4}, [(ET_EXPERIMENTER, LP_E_TIMEOUT)]),
            ("stuck mirror", {"stuck": {(3, 3)}}, {"cmd": "add", "in_port": 4, "wl": 3, "out": 1},
             [(ET_EXPERIMENTER, LP_E_VERIFY)]),
            ("stuck mirror and lost read-back", {"stuck": {(6, 4)}, "deaf_verb": {"XC?": 3}},
             {"cmd": "add", "in_port": 7, "wl": 4, "out": 8}, [(ET_EXPERIMENTER, LP_E_TIMEOUT)]),
            ("COMMIT and ABORT lost", {"deaf_verb": {"COMMIT": 3, "ABORT": 3}},
             {"cmd": "add", "in_port": 13, "wl": 6, "out": 14}, [(ET_EXPERIMENTER, LP_E_TIMEOUT)]),
            ("the next request after it", {}, {"cmd": "add", "in_port": 15, "wl": 6, "out": 16}, None),
            ("duplicated replies", {"dup_verb": {"DEL": 1, "ADD": 1, "COMMIT": 1, "XC?": 2}},
             {"cmd": "add", "in_port": 5, "wl": 5, "out": 7}, []),
            ("reordered replies", {"delay_verb": {"DEL": 1, "XC?": 1}}, {"cmd": "modify", "in_port": 5, "out": 8}, []),
            ("error on DEL", {"error_verb": {"DEL": 1}}, {"cmd": "delete_strict", "in_port": 2, "wl": 1},
             [(ET_EXPERIMENTER, LP_E_DEVICE)]),
            ("device deaf a while", {"deaf": 4}, {"cmd": "delete_strict", "in_port": 2, "wl": 1}, None),
        ]
        for what, faults, flow, errs in steps:
            emu.faults = Faults(**faults)
            r = ctl.flow(**flow)
            if errs is not None:
                assert errors(r) == errs, (what, r["errors"], agent.text[-2000:])
            emu.faults = Faults()
            converge(emu, ctl, ports0, what)
        # changes behind the agent's back: found by the audit, reported
        emu.preload({(11, 7): 12})                       # job 2's input lit into a job 1 port: not shown
        with emu._lock:
            emu.committed.pop(next(k for k in emu.committed if k[0] in JOB1), None)
            emu.committed[(0, 7)] = 15                   # a job circuit switched by hand
        converge(emu, ctl, ports0, "hand-made changes")
        assert errors(ctl.flow(cmd="delete")) == []
        converge(emu, ctl, ports0, "delete-all")
        assert {k: v for k, v in emu.snapshot().items() if k[0] in JOB1} == {}
        assert (emu.met.get("deaf") and emu.met.get("error") == 2 and emu.met.get("dup")
                and emu.met.get("delay")), emu.met
        assert agent.p.poll() is None, agent.text
    finally:
        agent.stop()
