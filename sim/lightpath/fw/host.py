"""ctypes binding of the firmware's host library (build/fw/host/libfwhost.so: the portable firmware
core with the host HAL, firmware/hal/host). Tests call the C drivers through it; nothing here
re-implements firmware logic."""

from __future__ import annotations

import ctypes as C
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from lightpath.fw.build import host_lib
from lightpath.model import oddl_tables as ot
from lightpath.regs.lp_nic_node import REGS as NIC_REGS

# lp_hal.h status codes
OK, E_ARG, E_TIMEOUT, E_PROTO, E_DEVICE, E_PERM, E_BUSY, E_VERIFY, E_NOSPACE, E_NOTFOUND, E_IO, E_STATE = (
    0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11)
SER_WSS, SER_SDN = 0, 1
WSS_NONE = 0xFF
WSS_PENDING = 1   # lp_wss.h LP_WSS_PENDING: a stepped operation still under way


class Xc(C.Structure):
    _fields_ = [("inp", C.c_uint8), ("wl", C.c_uint8), ("out", C.c_uint8)]


class WssCfg(C.Structure):
    _fields_ = [("timeout_ms", C.c_uint32), ("retries", C.c_uint8), ("audit_ms", C.c_uint32),
                ("timeout_us", C.c_uint32)]


class WssStats(C.Structure):
    _fields_ = [(n, C.c_uint32) for n in ("cmds", "retries", "timeouts", "dev_errors", "bad_lines", "stale_replies",
                                          "verify_errors", "refused", "commits", "last_reconf_us", "max_reconf_us",
                                          "aborts", "unknown_rows", "audit_rows", "audit_diffs", "audit_errors",
                                          "late_replies")]


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
        so.lp_wss_change_start.argtypes = so.lp_wss_change.argtypes
        so.lp_wss_change_result.argtypes = [C.c_void_p]
        so.lp_wss_step.argtypes = [C.c_void_p, C.c_uint32]
        so.lp_wss_set_nonblocking.argtypes = [C.c_void_p, C.c_int]
        so.lp_wss_set_nonblocking.restype = None
        so.lp_wss_audit.argtypes = [C.c_void_p]
        so.lp_wss_poll.argtypes = [C.c_void_p]
        so.lp_wss_unknown.argtypes = [C.c_void_p]
        so.lp_wss_unknown.restype = C.c_uint32
        so.lp_wss_out.argtypes = [C.c_void_p, C.c_uint8, C.c_uint8]
        so.lp_wss_out.restype = C.c_uint8
        so.lp_wss_stats.argtypes = [C.c_void_p]
        so.lp_wss_stats.restype = C.POINTER(WssStats)
        so.lp_wss_owner.argtypes = [C.c_void_p, C.c_uint8]
        so.lp_wss_owner.restype = C.c_uint16
        so.lp_host_set_reg_hooks.argtypes = [RdFn, WrFn, C.c_void_p]
        so.lp_host_set_time_hooks.argtypes = [NowFn, SleepFn, C.c_void_p]
        so.lp_host_set_irq_hook.argtypes = [IrqFn, C.c_void_p]
        so.lp_host_set_ser_hooks.argtypes = [C.c_int, SerWrFn, SerRdFn, C.c_void_p]
        so.lp_host_regfile.argtypes = [C.c_int]
        so.lp_host_regfile.restype = C.POINTER(C.c_uint32)
        so.lp_slot_ps.argtypes = [C.c_uint8, C.c_uint8]
        so.lp_slot_ps.restype = C.c_uint32
        so.lp_boot_arb.argtypes = [C.c_void_p, C.c_uint32, C.c_void_p]
        so.lp_boot_tsync_master.argtypes = [C.c_void_p]
        so.lp_boot_cdr_train.argtypes = [C.c_void_p]
        so.lp_rr_cyclic.argtypes = [C.c_uint8, C.c_uint8, C.POINTER(C.c_uint32), C.c_size_t]
        so.lp_mepc_sizeof.restype = C.c_size_t
        so.lp_mepc_init.argtypes = [C.c_void_p, C.c_void_p, C.c_void_p]
        for f in ("lp_mepc_on_irq", "lp_mepc_poll"):
            getattr(so, f).argtypes = [C.c_void_p]
        so.lp_mepc_wait_us.argtypes = [C.c_void_p]
        so.lp_mepc_wait_us.restype = C.c_uint32
        so.lp_mepc_run.argtypes = [C.c_void_p, C.c_uint32]
        so.lp_mepc_lit.argtypes = [C.c_void_p, C.c_uint8]
        so.lp_mepc_lit.restype = C.c_uint8
        so.lp_mepc_stats.argtypes = [C.c_void_p]
        so.lp_mepc_stats.restype = C.POINTER(MepcStats)
        so.lp_oddl_plan.argtypes = [C.c_void_p, C.c_int, C.c_void_p, C.c_uint8, C.c_uint8]
        so.lp_oddl_check.argtypes = [C.c_void_p, C.c_uint8]
        so.lp_oddl_xc.argtypes = [C.c_void_p, C.c_void_p, C.c_void_p, C.c_void_p, C.c_size_t]
        so.lp_oddl_wss_check.argtypes = [C.c_void_p, C.c_void_p, C.c_void_p, C.c_uint8, C.c_uint8, C.c_void_p]
        so.lp_oddl_job_wss.argtypes = [C.c_void_p, C.c_uint16, C.c_void_p, C.c_void_p, C.c_void_p]
        so.lp_oddl_job_load.argtypes = [C.c_int, C.c_void_p, C.c_uint8, C.c_uint8, C.c_uint32]
        so.lp_oddl_plan_sizeof.restype = C.c_size_t
        so.lp_agg_arb_register.argtypes = [C.c_void_p, C.c_uint8, C.c_uint64, C.POINTER(C.c_uint8)]
        for f in ("lp_agg_arb_unregister", "lp_agg_arb_find", "lp_agg_nic_unregister"):
            getattr(so, f).argtypes = [C.c_uint8]
        so.lp_agg_nic_register.argtypes = [C.c_uint8, C.c_uint8, C.c_uint8, C.POINTER(C.c_uint8)]
        so.lp_agg_nic_enable.argtypes = [C.c_uint8, C.c_uint8]
        so.lp_agg_arb_status.argtypes = [C.c_void_p]
        so.lp_agg_nic_status.argtypes = [C.c_void_p]
        for f in ("lp_agg_engine_cfg_sizeof", "lp_agg_arb_status_sizeof", "lp_agg_nic_status_sizeof"):
            getattr(so, f).restype = C.c_size_t
        _lib = so
    return _lib


def strerror(code: int) -> str:
    return lib().lp_strerror(code).decode()


class Wss:
    """One lp_wss_t driver instance on the host HAL's WSS serial port."""

    def __init__(self, tty: str | Path | None, timeout_ms: int = 200, retries: int = 2, audit_ms: int = 0,
                 timeout_us: int = 0) -> None:
        """tty None: no port is opened; the line is the serial hooks installed after this (Hooks)."""
        so = lib()
        so.lp_host_reset()
        rc = so.lp_host_ser_open(SER_WSS, str(tty).encode()) if tty is not None else OK
        if rc:
            raise OSError(f"cannot open {tty}: {strerror(rc)}")
        self._buf = C.create_string_buffer(so.lp_wss_sizeof())
        self.cfg = WssCfg(timeout_ms, retries, audit_ms, timeout_us)
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

    def change_start(self, job: int, adds: Sequence[tuple[int, int, int]] = (),
                     dels: Sequence[tuple[int, int]] = ()) -> int:
        a = (Xc * max(1, len(adds)))(*[Xc(i, w, o) for i, w, o in adds])
        d = (Xc * max(1, len(dels)))(*[Xc(i, w, WSS_NONE) for i, w in dels])
        return lib().lp_wss_change_start(self.p, job, a, len(adds), d, len(dels))

    def change_result(self) -> int:
        return lib().lp_wss_change_result(self.p)

    def step(self, wait_us: int) -> int:
        return lib().lp_wss_step(self.p, wait_us)

    def set_nonblocking(self, on: bool) -> None:
        lib().lp_wss_set_nonblocking(self.p, int(on))

    def release(self, job: int) -> int:
        return lib().lp_wss_release(self.p, job)

    def audit(self) -> int:
        return lib().lp_wss_audit(self.p)

    def poll(self) -> int:
        return lib().lp_wss_poll(self.p)

    @property
    def unknown(self) -> int:
        """rows (bit = input port) whose shadow is an estimate"""
        return lib().lp_wss_unknown(self.p)

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


# ---- control layer (firmware/control): boot and MEPC apply ----

BLK_NIC, BLK_ARB, BLK_ODDL = 0, 1, 2
MEPC_MAX_NODES = 16
MEPC_NONE = 0xFF

RdFn = C.CFUNCTYPE(C.c_uint32, C.c_void_p, C.c_int, C.c_uint32)
WrFn = C.CFUNCTYPE(None, C.c_void_p, C.c_int, C.c_uint32, C.c_uint32)
NowFn = C.CFUNCTYPE(C.c_uint64, C.c_void_p)
SleepFn = C.CFUNCTYPE(None, C.c_void_p, C.c_uint32)
IrqFn = C.CFUNCTYPE(C.c_uint32, C.c_void_p, C.c_uint32, C.c_uint32)
SerWrFn = C.CFUNCTYPE(C.c_int, C.c_void_p, C.POINTER(C.c_uint8), C.c_size_t)
SerRdFn = C.CFUNCTYPE(C.c_int, C.c_void_p, C.POINTER(C.c_uint8), C.c_size_t, C.c_uint32)


class NodeCfg(C.Structure):
    _fields_ = [(n, C.c_uint8) for n in ("node_id", "ports", "num_wl", "guard", "preamble")]


class ArbCfg(C.Structure):
    _fields_ = [("nodes", C.c_uint8), ("age_max", C.c_uint8), ("cap", C.c_uint16), ("cycle_slots", C.c_uint32),
                ("lead_slots", C.c_uint32), ("wss_us", C.c_uint32), ("irq_us", C.c_uint32),
                ("refresh_cycles", C.c_uint8)]


class TsmCfg(C.Structure):
    _fields_ = [("node_id", C.c_uint8), ("ports", C.c_uint8), ("lock_us", C.c_uint32)]


class CdrCfg(C.Structure):
    _fields_ = [("node_id", C.c_uint8), ("ports", C.c_uint8), ("train_cycles", C.c_uint8), ("slot_ps", C.c_uint32),
                ("learn_us", C.c_uint32)]


class MepcCfg(C.Structure):
    _fields_ = [("nodes", C.c_uint8), ("arb_node", C.c_uint8), ("wl", C.c_uint8), ("job", C.c_uint16),
                ("wss_in", C.c_uint8 * MEPC_MAX_NODES), ("wss_out", C.c_uint8 * MEPC_MAX_NODES),
                ("slot_ps", C.c_uint32)]


class MepcStats(C.Structure):
    _fields_ = [(n, C.c_uint32) for n in ("irqs", "rereads", "adds", "removes", "deferred", "late", "wss_errors",
                                          "kills", "own")] + [("min_margin", C.c_int32), ("last_us", C.c_uint32),
                                                              ("moves", C.c_uint32), ("pauses", C.c_uint32)]


class MepcExactStats(C.Structure):
    _fields_ = [(n, C.c_uint32) for n in ("runs", "improved", "gain", "cmds", "cmd_timeouts", "off", "last_us",
                                          "max_us")]


class Hooks:
    """Python callables behind the host HAL's register, time and interrupt hooks (lp_hal_host.h). An
    exception inside a callback cannot cross C; it is kept and raised by check()."""

    def __init__(self, rd: Callable[[int, int], int] | None = None, wr: Callable[[int, int, int], None] | None = None,
                 now: Callable[[], int] | None = None, sleep: Callable[[int], None] | None = None,
                 irq: Callable[[int, int], int] | None = None,
                 ser: dict[int, tuple[Callable[[bytes], None], Callable[[int, int], bytes]]] | None = None) -> None:
        """ser: port -> (write(data), read(cap, timeout_us) -> at most cap bytes, b"" after the timeout)."""
        self.error: BaseException | None = None
        so = lib()
        self._keep: list[object] = []
        if rd and wr:
            r = RdFn(self._guard(lambda _c, b, o: rd(b, o) & 0xFFFF_FFFF, 0))
            w = WrFn(self._guard(lambda _c, b, o, v: wr(b, o, v), None))
            so.lp_host_set_reg_hooks(r, w, None)
            self._keep += [r, w]
        if now:
            n = NowFn(self._guard(lambda _c: now(), 0))
            s = SleepFn(self._guard(lambda _c, us: sleep(us) if sleep else None, None))
            so.lp_host_set_time_hooks(n, s, None)
            self._keep += [n, s]
        if irq:
            q = IrqFn(self._guard(lambda _c, mask, us: irq(mask, us), 0))
            so.lp_host_set_irq_hook(q, None)
            self._keep.append(q)
        for port, (write, read) in (ser or {}).items():
            def wr_line(_c: Any, buf: Any, n: int, write: Callable[[bytes], None] = write) -> int:
                write(C.string_at(buf, n))
                return n

            def rd_line(_c: Any, buf: Any, cap: int, us: int, read: Callable[[int, int], bytes] = read) -> int:
                data = read(cap, us)[:cap]
                C.memmove(buf, data, len(data))
                return len(data)

            sw, sr = SerWrFn(self._guard(wr_line, E_IO)), SerRdFn(self._guard(rd_line, E_IO))
            so.lp_host_set_ser_hooks(port, sw, sr, None)
            self._keep += [sw, sr]

    def _guard(self, fn: Callable[..., Any], default: Any) -> Callable[..., Any]:
        def call(*a: Any) -> Any:
            if self.error is not None:
                return default
            try:
                return fn(*a)
            except BaseException as e:   # noqa: BLE001 (re-raised by check)
                self.error = e
                return default
        return call

    def check(self) -> None:
        if self.error is not None:
            raise self.error


def boot_nic(node_id: int, ports: int, num_wl: int, guard: int = 0, preamble: int = 0) -> tuple[int, int]:
    """lp_boot_nic through the installed hooks: (status, RR_STATUS.error_code)."""
    code = C.c_uint32(0)
    rc = lib().lp_boot_nic(C.byref(NodeCfg(node_id, ports, num_wl, guard, preamble)), C.byref(code))
    return rc, code.value


def slot_ps(guard: int = 0, preamble: int = 0) -> int:
    return lib().lp_slot_ps(guard, preamble)


def boot_tsync_master(node_id: int, ports: int, lock_us: int) -> int:
    """lp_boot_tsync_master through the installed hooks: its status."""
    return lib().lp_boot_tsync_master(C.byref(TsmCfg(node_id, ports, lock_us)))


def boot_cdr_train(node_id: int, ports: int, train_cycles: int, slot: int, learn_us: int) -> int:
    """lp_boot_cdr_train through the installed hooks: its status."""
    return lib().lp_boot_cdr_train(C.byref(CdrCfg(node_id, ports, train_cycles, slot, learn_us)))


def boot_arb(cfg: ArbCfg, slot: int) -> tuple[int, int]:
    """lp_boot_arb: (status, RECONF_SLOTS written)."""
    reconf = C.c_uint32(0)
    return lib().lp_boot_arb(C.byref(cfg), slot, C.byref(reconf)), reconf.value


def rr_cyclic(node: int, ports: int) -> list[int]:
    words = (C.c_uint32 * 64)()
    n = lib().lp_rr_cyclic(node, ports, words, 64)
    if n < 0:
        raise ValueError(strerror(n))
    return list(words[:n])


class Mepc:
    """One lp_mepc_ctl_t (firmware/control/lp_mepc_ctl.h) on a Wss driver."""

    def __init__(self, wss: Wss, nodes: int, wss_in: Sequence[int], wss_out: Sequence[int], slot: int,
                 job: int = 1, wl: int = 0, arb_node: int = 0) -> None:
        self.wss = wss
        self.cfg = MepcCfg(nodes, arb_node, wl, job, (C.c_uint8 * MEPC_MAX_NODES)(*wss_in),
                           (C.c_uint8 * MEPC_MAX_NODES)(*wss_out), slot)
        self._buf = C.create_string_buffer(lib().lp_mepc_sizeof())
        self.p = C.cast(self._buf, C.c_void_p)

    def init(self) -> int:
        return lib().lp_mepc_init(self.p, C.byref(self.cfg), self.wss.p)

    def on_irq(self) -> int:
        return lib().lp_mepc_on_irq(self.p)

    def poll(self) -> int:
        return lib().lp_mepc_poll(self.p)

    def wait_us(self) -> int:
        return lib().lp_mepc_wait_us(self.p)

    def run(self, max_us: int) -> int:
        return lib().lp_mepc_run(self.p, max_us)

    def lit(self, src: int) -> int | None:
        d = lib().lp_mepc_lit(self.p, src)
        return None if d == MEPC_NONE else d

    @property
    def stats(self) -> MepcStats:
        return lib().lp_mepc_stats(self.p).contents

    def exact_enable(self, margin: int) -> int:
        so = lib()
        so.lp_mepc_exact_enable.argtypes = [C.c_void_p, C.c_uint8]
        return so.lp_mepc_exact_enable(self.p, margin)

    @property
    def exact_on(self) -> bool:
        so = lib()
        so.lp_mepc_exact_on.argtypes = [C.c_void_p]
        return bool(so.lp_mepc_exact_on(self.p))

    @property
    def exact_stats(self) -> MepcExactStats:
        so = lib()
        so.lp_mepc_exact_stats.argtypes = [C.c_void_p]
        so.lp_mepc_exact_stats.restype = C.POINTER(MepcExactStats)
        return so.lp_mepc_exact_stats(self.p).contents


# ---- ODDL job setup (firmware/control/lp_oddl_job.h) ----

ODDL_HD, ODDL_RD, ODDL_RING = 0, 1, 2
ODDL_MAX_RANKS = 32                   # LP_ODDL_MAX_RANKS
ODDL_MAX_STEPS = ot.STEP_ENTRIES      # LP_ODDL_MAX_STEPS: the STEP[] entries of lp_oddl_regs


class OddlStep(C.Structure):
    _fields_ = [("tx", C.c_uint8), ("rx", C.c_uint8), ("wl", C.c_uint8)]


class OddlPlan(C.Structure):
    _fields_ = [("ranks", C.c_uint8), ("steps", C.c_uint8), ("node", C.c_uint16 * ODDL_MAX_RANKS),
                ("step", (OddlStep * ODDL_MAX_STEPS) * ODDL_MAX_RANKS)]

    def table(self) -> list[list[tuple[int, int, int]]]:
        """Per rank, its steps as (tx node, rx node, wl) with the peers' node addresses."""
        return [[(self.node[s.tx], self.node[s.rx], s.wl) for s in self.step[k][: self.steps]]
                for k in range(self.ranks)]


def oddl_plan(algo: int, nodes: Sequence[int], num_wl: int) -> tuple[int, OddlPlan]:
    p = OddlPlan()
    arr = (C.c_uint16 * max(1, len(nodes)))(*nodes)
    return lib().lp_oddl_plan(C.byref(p), algo, arr, len(nodes), num_wl), p


def oddl_check(p: OddlPlan, num_wl: int) -> int:
    return lib().lp_oddl_check(C.byref(p), num_wl)


def _ports(v: Sequence[int]) -> C.Array:
    return (C.c_uint8 * ODDL_MAX_RANKS)(*v)


def oddl_xc(p: OddlPlan, inp: Sequence[int], out: Sequence[int], cap: int = 256) -> list[tuple[int, int, int]]:
    xc = (Xc * cap)()
    n = lib().lp_oddl_xc(C.byref(p), _ports(inp), _ports(out), xc, cap)
    if n < 0:
        raise ValueError(strerror(n))
    return [(x.inp, x.wl, x.out) for x in xc[:n]]


# lp_oddl_wss_rule_t
(ODDL_WSS_OK, ODDL_WSS_IN_RANGE, ODDL_WSS_OUT_RANGE, ODDL_WSS_WL_RANGE, ODDL_WSS_LOOP, ODDL_WSS_IN_TAKEN,
 ODDL_WSS_OUT_TAKEN) = range(7)


class OddlWssFault(C.Structure):
    _fields_ = [("rule", C.c_uint8), ("rank", C.c_uint8), ("step", C.c_uint8), ("peer", C.c_uint8), ("xc", Xc),
                ("other_rank", C.c_uint8), ("other_step", C.c_uint8)]


def oddl_wss_check(p: OddlPlan, inp: Sequence[int], out: Sequence[int], ports: int,
                   wls: int) -> tuple[int, OddlWssFault]:
    f = OddlWssFault()
    return lib().lp_oddl_wss_check(C.byref(p), _ports(inp), _ports(out), ports, wls, C.byref(f)), f


def oddl_job_wss(w: Wss, job: int, p: OddlPlan, inp: Sequence[int], out: Sequence[int]) -> int:
    return lib().lp_oddl_job_wss(w.p, job, C.byref(p), _ports(inp), _ports(out))


def oddl_job_load(blk: int, p: OddlPlan, rank: int, tune: int, timeout: int) -> int:
    return lib().lp_oddl_job_load(blk, C.byref(p), rank, tune, timeout)


# ---- aggregation jobs (firmware/control/lp_agg_job.h) ----

AGG_NIC_PORTS = sum(1 for r in NIC_REGS if r.startswith("AGG_UPLOADS["))   # LP_AGG_NIC_PORTS


class AggEngineCfg(C.Structure):
    _fields_ = [("mac", C.c_uint64), ("timeout", C.c_uint32), ("drain", C.c_uint32), ("preempt", C.c_uint32),
                ("retries", C.c_uint8), ("win_en", C.c_uint8)]


class AggArbStatus(C.Structure):
    _fields_ = [(n, C.c_uint8) for n in ("win_job", "state", "req", "busy", "slots_used")] + [
        (n, C.c_uint32) for n in ("contrib", "dup", "unreg", "bad", "busy_refused", "count", "result", "sat", "nack",
                                  "expired", "fail", "oow", "win_open", "win_close", "req_unreg", "req_bad",
                                  "unlearned", "preempts")]


class AggNicStatus(C.Structure):
    _fields_ = [("win_job", C.c_uint8), ("req_job", C.c_uint8), ("inflight", C.c_uint16), ("relay_cells", C.c_uint16),
                ("relay_job", C.c_uint8)] + [
        (n, C.c_uint32 * AGG_NIC_PORTS) for n in ("uploads", "contribs", "unreg", "bad", "hold")] + [
        ("cells", C.c_uint32), ("relayed", C.c_uint32)]


def agg_arb_register(cfg: AggEngineCfg, job: int, workers: int) -> tuple[int, int]:
    """lp_agg_arb_register: (status, entry)."""
    e = C.c_uint8(0xFF)
    return lib().lp_agg_arb_register(C.byref(cfg), job, workers, C.byref(e)), e.value


def agg_arb_unregister(job: int) -> int:
    return lib().lp_agg_arb_unregister(job)


def agg_nic_register(job: int, arb_node: int, win_en: int = 1) -> tuple[int, int]:
    """lp_agg_nic_register on LP_BLK_NIC: (status, entry)."""
    e = C.c_uint8(0xFF)
    return lib().lp_agg_nic_register(job, arb_node, win_en, C.byref(e)), e.value


def agg_nic_enable(arb_node: int, win_en: int = 1) -> int:
    """lp_agg_nic_enable on LP_BLK_NIC (a NIC that may relay contributions)."""
    return lib().lp_agg_nic_enable(arb_node, win_en)


def agg_nic_unregister(job: int) -> int:
    return lib().lp_agg_nic_unregister(job)


def agg_arb_status() -> tuple[int, AggArbStatus]:
    st = AggArbStatus()
    return lib().lp_agg_arb_status(C.byref(st)), st


def agg_nic_status() -> tuple[int, AggNicStatus]:
    st = AggNicStatus()
    return lib().lp_agg_nic_status(C.byref(st)), st


MWM_NONE = 0xFF


def mwm(w: Sequence[Sequence[int]], seed: Sequence[int | None] | None = None) -> tuple[int, int, list[int | None]]:
    """The firmware's exact matching (control/lp_mwm.c) on the square weight matrix w (row = source):
    (status, total, destination per source or None)."""
    so = lib()
    n = len(w)
    so.lp_mwm_ws_size.restype = C.c_size_t
    so.lp_mwm_solve.argtypes = [C.c_void_p, C.c_size_t, C.c_uint8, C.POINTER(C.c_uint16), C.c_size_t,
                                C.POINTER(C.c_uint8), C.POINTER(C.c_uint8), C.POINTER(C.c_uint32)]
    size = so.lp_mwm_ws_size()
    ws = (C.c_uint32 * (size // 4))()
    flat = (C.c_uint16 * max(1, n * n))(*[x for row in w for x in row])
    sd = None if seed is None else (C.c_uint8 * max(1, n))(*[MWM_NONE if d is None else d for d in seed])
    mate = (C.c_uint8 * max(1, n))()
    total = C.c_uint32(0)
    rc = so.lp_mwm_solve(ws, size, n, flat, n, sd, mate, C.byref(total))
    return rc, total.value, [None if mate[i] == MWM_NONE else mate[i] for i in range(n)]
