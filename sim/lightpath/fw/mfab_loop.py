"""ctypes binding of the mFabric control loop (firmware/control/lp_mfab_loop.h) in the host library,
for the tests: its configuration and statistics structs, the plan on the OCS, and the arbiter's
request-collector demand source."""

from __future__ import annotations

import ctypes as C
from collections.abc import Sequence

from lightpath.fw import host

MAX_SERVERS = 64   # LP_MFAB_MAX_SERVERS: the planner's table sizes (lp_mfabric.h)
MAX_ALPHA = 8      # LP_MFAB_MAX_ALPHA
NONE = 0xFF        # LP_MFAB_NONE


class Params(C.Structure):
    _fields_ = [("n", C.c_uint8), ("alpha", C.c_uint8), ("numa", C.c_uint8), ("blocked", C.c_uint8)]


class Portmap(C.Structure):
    _fields_ = [("n", C.c_uint8), ("alpha", C.c_uint8), ("ports", C.c_uint8),
                ("port", (C.c_uint8 * MAX_ALPHA) * MAX_SERVERS)]


class Cfg(C.Structure):
    _fields_ = [("p", Params), ("map", Portmap), ("job", C.c_uint16), ("period_ms", C.c_uint32)]


class Stats(C.Structure):
    _fields_ = [(n, C.c_uint32) for n in ("rounds", "unchanged", "repairs", "changes", "applied", "failed", "waited",
                                          "demand_errors", "held", "adds", "dels")] + [("last_rc", C.c_int)]


class Topo(C.Structure):
    _fields_ = [("n", C.c_uint8), ("alpha", C.c_uint8), ("numa", C.c_uint8), ("stopped", C.c_uint8),
                ("circuits", C.c_uint16), ("steps", C.c_uint16), ("bn_i", C.c_uint8), ("bn_j", C.c_uint8),
                ("bn_c", C.c_uint8), ("bn_d", C.c_uint64),
                ("c", (C.c_uint8 * MAX_SERVERS) * MAX_SERVERS),
                ("peer", (C.c_uint8 * MAX_ALPHA) * MAX_SERVERS),
                ("peer_nic", (C.c_uint8 * MAX_ALPHA) * MAX_SERVERS)]


class ReqSrc(C.Structure):
    _fields_ = [("job", C.c_uint8), ("rows", C.c_uint8)]


_typed: set[int] = set()   # libraries whose prototypes are set


def _so() -> C.CDLL:
    so = host.lib()
    if id(so) not in _typed:
        so.lp_mfab_loop_sizeof.restype = C.c_size_t
        so.lp_mfab_loop_cfg_sizeof.restype = C.c_size_t
        so.lp_mfab_loop_init.argtypes = [C.c_void_p, C.POINTER(Cfg), C.c_void_p, C.c_void_p, C.c_void_p]
        so.lp_mfab_loop_poll.argtypes = [C.c_void_p]
        so.lp_mfab_loop_hold.argtypes = [C.c_void_p, C.c_int]
        so.lp_mfab_loop_hold.restype = None
        so.lp_mfab_loop_topo.argtypes = [C.c_void_p]
        so.lp_mfab_loop_topo.restype = C.POINTER(Topo)
        so.lp_mfab_loop_stats.argtypes = [C.c_void_p]
        so.lp_mfab_loop_stats.restype = C.POINTER(Stats)
        so.lp_mfab_demand_req.argtypes = [C.c_void_p, C.POINTER(C.c_uint32), C.c_uint]
        _typed.add(id(so))
    return so


def portmap(n: int, alpha: int, ports: int, base: int = 0) -> Portmap:
    """Consecutive cabling: NIC k of server v on port base + v * alpha + k."""
    m = Portmap(n, alpha, ports)
    for v in range(n):
        for k in range(alpha):
            m.port[v][k] = base + v * alpha + k
    return m


class Loop:
    """One lp_mfab_loop_t on a host.Wss driver, its demand read from the arbiter's request collector
    (lp_mfab_demand_req, through the installed register hooks)."""

    def __init__(self, wss: host.Wss, n: int, alpha: int, job: int, req_job: int, rows: int, period_ms: int,
                 numa: int = 1, base: int = 0, ports: int | None = None) -> None:
        so = _so()
        assert so.lp_mfab_loop_cfg_sizeof() == C.sizeof(Cfg), "lp_mfab_loop_cfg_t's layout"
        self.wss = wss
        self.cfg = Cfg(Params(n, alpha, numa, 0), portmap(n, alpha, ports or 255, base), job, period_ms)
        self.src = ReqSrc(req_job, rows)
        self._buf = C.create_string_buffer(so.lp_mfab_loop_sizeof())
        self.p = C.cast(self._buf, C.c_void_p)

    def init(self) -> int:
        so = _so()
        fn = C.cast(so.lp_mfab_demand_req, C.c_void_p)
        return so.lp_mfab_loop_init(self.p, C.byref(self.cfg), self.wss.p, fn, C.cast(C.byref(self.src), C.c_void_p))

    def poll(self) -> int:
        return _so().lp_mfab_loop_poll(self.p)

    def hold(self, on: bool) -> None:
        _so().lp_mfab_loop_hold(self.p, int(on))

    @property
    def stats(self) -> Stats:
        return _so().lp_mfab_loop_stats(self.p).contents

    def circuits(self) -> set[frozenset[tuple[int, int]]]:
        """The plan on the OCS: each circuit as the set of its two (server, NIC) ends."""
        t = _so().lp_mfab_loop_topo(self.p).contents
        return {frozenset({(v, k), (t.peer[v][k], t.peer_nic[v][k])})
                for v in range(t.n) for k in range(t.alpha) if t.peer[v][k] != NONE}

    def xcs(self) -> dict[tuple[int, int], int]:
        """The cross-connects (input, wavelength 0) -> output the plan needs."""
        m = self.cfg.map
        out: dict[tuple[int, int], int] = {}
        for c in self.circuits():
            (v, k), (w, j) = sorted(c)
            out[(m.port[v][k], 0)] = m.port[w][j]
            out[(m.port[w][j], 0)] = m.port[v][k]
        return out


def demand(rows: int, job: int, n: int) -> list[list[int]]:
    """lp_mfab_demand_req through the installed register hooks: the n x n matrix."""
    d = (C.c_uint32 * (n * n))()
    src = ReqSrc(job, rows)
    rc = _so().lp_mfab_demand_req(C.cast(C.byref(src), C.c_void_p), d, n)
    if rc:
        raise ValueError(host.strerror(rc))
    return [list(d[i * n:(i + 1) * n]) for i in range(n)]


def ends(circuits: Sequence[tuple[int, int]]) -> set[frozenset[tuple[int, int]]]:
    """Server pairs as circuits between their NIC 0s (alpha 1)."""
    return {frozenset({(a, 0), (b, 0)}) for a, b in circuits}
