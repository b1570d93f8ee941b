"""ctypes binding of the firmware's host library (build/fw/host/libfwhost.so: the portable firmware
core with the host HAL, firmware/hal/host). Tests call the C drivers through it; nothing here
re-implements firmware logic."""

from __future__ import annotations

import ctypes as C
from collections.abc import Sequence
from pathlib import Path

from lightpath.fw.build import host_lib

# lp_hal.h status codes
OK, E_ARG, E_TIMEOUT, E_PROTO, E_DEVICE, E_PERM, E_BUSY, E_VERIFY, E_NOSPACE, E_NOTFOUND, E_IO, E_STATE = (
    0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11)
SER_WSS, SER_SDN = 0, 1
WSS_NONE = 0xFF


class Xc(C.Structure):
    _fields_ = [("inp", C.c_uint8), ("wl", C.c_uint8), ("out", C.c_uint8)]


class WssCfg(C.Structure):
    _fields_ = [("timeout_ms", C.c_uint32), ("retries", C.c_uint8)]


class WssStats(C.Structure):
    _fields_ = [(n, C.c_uint32) for n in ("cmds", "retries", "timeouts", "dev_errors", "bad_lines", "stale_replies",
                                          "verify_errors", "refused", "commits", "last_reconf_us", "max_reconf_us")]


_lib: C.CDLL | None = None


def lib() -> C.CDLL:
    """The host library, built if needed, with the prototypes of what the tests call."""
    global _lib
    if _lib is None:
        so = C.CDLL(str(host_lib()))
        so.lp_strerror.restype = C.c_char_p
        so.lp_host_ser_open.argtypes = [C.c_int, C.c_char_p]
        so.lp_wss_sizeof.restype = C.c_size_t
        so.lp_wss_open.argtypes = [C.c_void_p, C.c_void_p, C.c_int, C.POINTER(WssCfg)]
        so.lp_wss_assign.argtypes = [C.c_void_p, C.c_uint16, C.c_uint32]
        so.lp_wss_change.argtypes = [C.c_void_p, C.c_uint16, C.POINTER(Xc), C.c_size_t, C.POINTER(Xc), C.c_size_t]
        so.lp_wss_release.argtypes = [C.c_void_p, C.c_uint16]
        so.lp_wss_audit.argtypes = [C.c_void_p]
        so.lp_wss_out.argtypes = [C.c_void_p, C.c_uint8, C.c_uint8]
        so.lp_wss_out.restype = C.c_uint8
        so.lp_wss_stats.argtypes = [C.c_void_p]
        so.lp_wss_stats.restype = C.POINTER(WssStats)
        so.lp_wss_owner.argtypes = [C.c_void_p, C.c_uint8]
        so.lp_wss_owner.restype = C.c_uint16
        _lib = so
    return _lib


def strerror(code: int) -> str:
    return lib().lp_strerror(code).decode()


class Wss:
    """One lp_wss_t driver instance on the host HAL's WSS serial port."""

    def __init__(self, tty: str | Path, timeout_ms: int = 200, retries: int = 2) -> None:
        so = lib()
        so.lp_host_reset()
        rc = so.lp_host_ser_open(SER_WSS, str(tty).encode())
        if rc:
            raise OSError(f"cannot open {tty}: {strerror(rc)}")
        self._buf = C.create_string_buffer(so.lp_wss_sizeof())
        self.cfg = WssCfg(timeout_ms, retries)
        self.p = C.cast(self._buf, C.c_void_p)

    def open(self) -> int:
        so = lib()
        return so.lp_wss_open(self.p, C.cast(so.lp_wss_lwsp, C.c_void_p), SER_WSS, C.byref(self.cfg))

    def assign(self, job: int, ports: list[int]) -> int:
        return lib().lp_wss_assign(self.p, job, sum(1 << p for p in ports))

    def change(self, job: int, adds: Sequence[tuple[int, int, int]] = (), dels: Sequence[tuple[int, int]] = ()) -> int:
        a = (Xc * max(1, len(adds)))(*[Xc(i, w, o) for i, w, o in adds])
        d = (Xc * max(1, len(dels)))(*[Xc(i, w, WSS_NONE) for i, w in dels])
        return lib().lp_wss_change(self.p, job, a, len(adds), d, len(dels))

    def release(self, job: int) -> int:
        return lib().lp_wss_release(self.p, job)

    def audit(self) -> int:
        return lib().lp_wss_audit(self.p)

    def out(self, inp: int, wl: int) -> int | None:
        o = lib().lp_wss_out(self.p, inp, wl)
        return None if o == WSS_NONE else o

    def shadow(self, ports: int, wls: int) -> dict[tuple[int, int], int]:
        return {(i, w): o for i in range(ports) for w in range(wls) if (o := self.out(i, w)) is not None}

    def owner(self, port: int) -> int:
        return lib().lp_wss_owner(self.p, port)

    @property
    def stats(self) -> WssStats:
        return lib().lp_wss_stats(self.p).contents

    def close(self) -> None:
        lib().lp_host_reset()   # closes the serial port
