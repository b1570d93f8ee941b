"""OpenFlow over a serial line, the host side (docs/sdn.md, "UART framing"): the frame format of
firmware/sdn/lp_of_uart.c written again independently in Python, and a relay that connects a serial
line carrying that framing to an OpenFlow controller over TCP, so a controller (os-ken) drives the
bare-metal agent as it drives any switch:

    python -m lightpath.fw.of_uart /dev/ttyUSB1 127.0.0.1:6653

Frame: 0xC0, SLIP-escaped (message + CRC-32 of the message, little-endian), 0xC0; one OpenFlow message
per frame. The relay owns the TCP connection: every message from the controller is framed to the line,
every good frame from the line is sent to the controller. The serial line has no connection boundary,
so a HELLO is the session boundary: the agent answers every HELLO it receives with one HELLO, the relay
forwards the line's frames from that answer on (what the line said before is stale), and a second HELLO
from the agent during one TCP connection (the board restarted, or the agent declared the controller
dead) ends that connection; the relay connects again, which gives the controller a fresh OpenFlow
session, as a switch reconnecting would.
"""

from __future__ import annotations

import os
import select
import socket
import sys
import threading
import time
import zlib
from dataclasses import dataclass

END, ESC, ESC_END, ESC_ESC = 0xC0, 0xDB, 0xDC, 0xDD
PAYLOAD_MAX = 2048    # LP_OFU_PAYLOAD_MAX
OFPT_HELLO = 0


def encode(msg: bytes) -> bytes:
    body = msg + zlib.crc32(msg).to_bytes(4, "little")
    body = body.replace(bytes([ESC]), bytes([ESC, ESC_ESC])).replace(bytes([END]), bytes([ESC, ESC_END]))
    return bytes([END]) + body + bytes([END])


@dataclass
class DecoderStats:
    frames: int = 0
    bad_crc: int = 0
    runts: int = 0
    bad_escape: int = 0
    oversize: int = 0


class Decoder:
    """Whatever lies between two END bytes is a candidate frame, delivered if its CRC holds."""

    def __init__(self) -> None:
        self.buf = bytearray()
        self.esc = False
        self.bad = False
        self.st = DecoderStats()

    def feed(self, data: bytes) -> list[bytes]:
        out = []
        for c in data:
            if c == END:
                frame, bad = bytes(self.buf), self.bad
                self.buf.clear()
                self.esc = self.bad = False
                if bad or not frame:
                    continue
                if len(frame) < 5:
                    self.st.runts += 1
                elif zlib.crc32(frame[:-4]).to_bytes(4, "little") != frame[-4:]:
                    self.st.bad_crc += 1
                elif len(frame) - 4 > PAYLOAD_MAX:
                    self.st.oversize += 1
                else:
                    self.st.frames += 1
                    out.append(frame[:-4])
                continue
            if self.bad:
                continue
            if self.esc:
                self.esc = False
                if c not in (ESC_END, ESC_ESC):
                    self.bad = True
                    self.st.bad_escape += 1
                    continue
                c = END if c == ESC_END else ESC
            elif c == ESC:
                self.esc = True
                continue
            self.buf.append(c)
        return out


class Relay:
    """Bridge a serial line (an open fd: a tty, or a pty master in tests) and a controller at host:port.
    Runs in a thread until close()."""

    def __init__(self, fd: int, controller: tuple[str, int], reconnect_s: float = 0.2) -> None:
        self.fd, self.controller, self.reconnect_s = fd, controller, reconnect_s
        self.dec = Decoder()
        self.connections = 0
        self.to_line = 0      # messages framed onto the line
        self.to_controller = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="of-uart-relay", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=3)

    def _drain(self, timeout: float) -> None:
        """Nobody to forward to: read and drop, so the agent's writes never block."""
        r, _, _ = select.select([self.fd], [], [], timeout)
        if r:
            self.dec.feed(os.read(self.fd, 4096))

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                sock = socket.create_connection(self.controller, timeout=1.0)
            except OSError:
                self._drain(self.reconnect_s)
                continue
            self.connections += 1
            try:
                self._session(sock)
            finally:
                sock.close()
            self._drain(self.reconnect_s)

    def _session(self, sock: socket.socket) -> None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        while select.select([self.fd], [], [], 0)[0]:   # what the line said before this connection: stale
            self.dec.feed(os.read(self.fd, 4096))
        agent_hello = False
        hello_sent = False    # the controller's HELLO went down the line: the agent's answer starts the session
        stream = b""
        watched: list[int | socket.socket] = [self.fd, sock]
        while not self._stop.is_set():
            r, _, _ = select.select(watched, [], [], 0.05)
            if self.fd in r:
                for msg in self.dec.feed(os.read(self.fd, 4096)):
                    if not hello_sent:
                        continue
                    if len(msg) >= 8 and msg[1] == OFPT_HELLO:
                        if agent_hello:
                            return          # a new session on the line: a new connection
                        agent_hello = True
                    sock.sendall(msg)
                    self.to_controller += 1
            if sock in r:
                data = sock.recv(65536)
                if not data:
                    return
                stream += data
                while len(stream) >= 8:
                    n = int.from_bytes(stream[2:4], "big")
                    if n < 8:
                        return              # unframeable: drop the connection as a switch would
                    if len(stream) < n:
                        break
                    os.write(self.fd, encode(stream[:n]))
                    hello_sent = hello_sent or stream[1] == OFPT_HELLO
                    self.to_line += 1
                    stream = stream[n:]


def main(argv: list[str]) -> int:
    if len(argv) != 3 or ":" not in argv[2]:
        print("usage: python -m lightpath.fw.of_uart <tty> <controller-host:port>", file=sys.stderr)
        return 2
    import termios
    import tty as ttymod

    fd = os.open(argv[1], os.O_RDWR | os.O_NOCTTY)
    ttymod.setraw(fd)
    attrs = termios.tcgetattr(fd)
    attrs[4] = attrs[5] = termios.B115200
    termios.tcsetattr(fd, termios.TCSANOW, attrs)
    host, port = argv[2].rsplit(":", 1)
    relay = Relay(fd, (host.strip("[]"), int(port)))
    try:
        while True:
            time.sleep(5)
            s = relay.dec.st
            print(f"connections {relay.connections}, to line {relay.to_line}, to controller {relay.to_controller}, "
                  f"bad frames {s.bad_crc + s.runts + s.bad_escape}", file=sys.stderr)
    except KeyboardInterrupt:
        relay.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
