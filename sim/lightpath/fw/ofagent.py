"""ctypes binding of the OpenFlow agent core and its UART transport (firmware/sdn/lp_ofa.h,
lp_of_uart.h) on the host library: runs in a thread exactly what a MicroBlaze V main loop runs
(lp_of_uart_poll on LP_SER_SDN, the WSS driver on LP_SER_WSS), with both serial ports on ttys (the
device emulator's pty and a pty the test holds). Nothing here re-implements firmware logic."""

from __future__ import annotations

import ctypes as C
import threading
from pathlib import Path

from lightpath.fw import host


class OfaCfg(C.Structure):   # lp_ofa_cfg_t
    _fields_ = [("job", C.c_uint16), ("ports", C.c_uint32), ("dpid", C.c_uint64), ("echo_idle_ms", C.c_uint32),
                ("echo_miss_max", C.c_uint8), ("hello_timeout_ms", C.c_uint32), ("hw_desc", C.c_char_p),
                ("serial", C.c_char_p), ("dp_desc", C.c_char_p), ("log", C.c_void_p), ("log_ctx", C.c_void_p),
                ("agg", C.c_void_p), ("agg_ctx", C.c_void_p), ("agg_job_min", C.c_uint8), ("agg_job_max", C.c_uint8)]


class OfaStats(C.Structure):  # lp_ofa_stats_t
    _fields_ = [(n, C.c_uint32) for n in ("rx_msgs", "tx_msgs", "tx_fail", "errors_sent", "flow_mods", "flow_mods_ok",
                                          "port_status", "echo_sent", "echo_rx_replies", "dead", "oversize", "bad_len",
                                          "hello_failed", "errors_rx")]


_bound: C.CDLL | None = None   # the library the prototypes below were set on


def _bind() -> C.CDLL:
    global _bound
    so = host.lib()
    if _bound is not so:
        so.lp_ofa_sizeof.restype = C.c_size_t
        so.lp_of_uart_sizeof.restype = C.c_size_t
        so.lp_ofa_init.argtypes = [C.c_void_p, C.c_void_p, C.POINTER(OfaCfg), C.c_void_p, C.c_void_p]
        so.lp_ofa_state.argtypes = [C.c_void_p]
        so.lp_ofa_stats.argtypes = [C.c_void_p]
        so.lp_ofa_stats.restype = C.POINTER(OfaStats)
        so.lp_of_uart_init.argtypes = [C.c_void_p, C.c_int]
        so.lp_of_uart_poll.argtypes = [C.c_void_p, C.c_void_p, C.c_uint32]
        _bound = so
    return so


class UartAgent:
    """The agent over the UART framing: WSS on wss_tty, OpenFlow frames on sdn_tty. `other` gives ports
    to other jobs first (job -> WSS ports); the agent's job gets `ports` (WSS port numbers)."""

    def __init__(self, wss_tty: str | Path, sdn_tty: str | Path, ports: list[int], job: int = 1,
                 other: dict[int, list[int]] | None = None, dpid: int = 1, echo_idle_ms: int = 1000,
                 echo_miss_max: int = 3, hello_timeout_ms: int = 2000, wss_timeout_ms: int = 200) -> None:
        so = _bind()
        self.wss = host.Wss(wss_tty, timeout_ms=wss_timeout_ms, retries=2)   # resets the HAL, opens LP_SER_WSS
        rc = so.lp_host_ser_open(host.SER_SDN, str(sdn_tty).encode())
        if rc:
            raise OSError(f"cannot open {sdn_tty}: {host.strerror(rc)}")
        rc = self.wss.open()
        if rc:
            raise OSError(f"WSS: {host.strerror(rc)}")
        for j, ps in (other or {}).items():
            if self.wss.assign(j, ps):
                raise ValueError(f"job {j} ports {ps}")
        mask = sum(1 << p for p in ports)
        self._a = C.create_string_buffer(so.lp_ofa_sizeof())
        self._u = C.create_string_buffer(so.lp_of_uart_sizeof())
        self.a, self.u = C.cast(self._a, C.c_void_p), C.cast(self._u, C.c_void_p)
        so.lp_of_uart_init(self.u, host.SER_SDN)
        self.cfg = OfaCfg(job, mask, dpid, echo_idle_ms, echo_miss_max, hello_timeout_ms)
        rc = so.lp_ofa_init(self.a, self.wss.p, C.byref(self.cfg), C.cast(so.lp_of_uart_send, C.c_void_p), self.u)
        if rc:
            raise ValueError(f"lp_ofa_init: {host.strerror(rc)}")
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="uart-agent", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        so = _bind()
        while not self._stop.is_set():
            so.lp_of_uart_poll(self.u, self.a, 20000)   # what the MicroBlaze V main loop calls

    @property
    def state(self) -> int:
        return _bind().lp_ofa_state(self.a)

    @property
    def stats(self) -> OfaStats:
        return _bind().lp_ofa_stats(self.a).contents

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=3)
        self.wss.close()   # lp_host_reset: both serial ports closed
