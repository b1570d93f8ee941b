"""cocotb environment of ODDL runs on the fabric tops (docs/oddl.md): the LCoS-WSS setup of a job,
the control units' registers, the electrical control network (lightpath.model.oddl_ctl.ControlSwitch), a
monitor of the hardware rules, and the communication library's side of an all-reduce (the host
model): real vectors, reduced step by step, sent as frames through the NICs. Shared by
tb/oddl/test_oddl_fabric.py and the bench (`make bench`, part oddl)."""

from __future__ import annotations

import random
import struct
from dataclasses import dataclass, field
from typing import Any

import cocotb
from cocotb.triggers import ClockCycles, RisingEdge

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import Fabric
from lightpath.model import oddl_tables as ot
from lightpath.model.oddl_ctl import ControlSwitch
from lightpath.regs import RegBank, block_regs
from lightpath.regs.lp_nic_node import BLOCKS, REGS

# The control unit's registers: block oddl of the node map, at offsets within the block.
ODDL_REGS = block_regs(REGS, BLOCKS, "oddl")
ODDL_BASE = BLOCKS["oddl"][0]

CLOCK_NS = cellfmt.CLOCK_NS
WSS_RECONF_MS = 56.0        # LCoS-WSS reconfiguration of the ODDL prototype (Table 3)
ELEMS_PER_FRAME = 256       # int32 elements per frame (1 KiB of payload)
TAG = struct.Struct(">BBHH")  # src, step, element offset, elements
IDLE_STATES = (0, 6)        # ODDL_STATUS.state idle and laser off (lp_oddl_regs)


def lcos_touch(dut: Any, port: int) -> int:
    """The LCoS-WSS model's reconfiguration count of `port` (fabric output lcos_touch, 16 bits a port)."""
    return (int(dut.lcos_touch.value) >> (16 * port)) & 0xFFFF


@dataclass
class Job:
    nodes: list[int]
    table: ot.Table                      # per job rank, physical node ids
    algo: str = "hd"
    vec_len: int = 1024
    vectors: list[list[int]] = field(default_factory=list)
    results: list[list[int]] = field(default_factory=list)
    step_clocks: list[list[int]] = field(default_factory=list)   # per rank: clock at each link up
    link_base: list[int] = field(default_factory=list)            # per rank: link-ups before this iteration


class OddlFabric:
    def __init__(self, fab: Fabric, hop_clocks: int, hops: int = 2) -> None:
        self.fab = fab
        self.dut = fab.dut
        # each node's oddl block, through the master of its node window
        self.regs: list[RegBank] = [RegBank(nd.regs.bus, ODDL_REGS, ODDL_BASE) for nd in fab.nodes]
        self.sw = ControlSwitch(fab.dut, list(range(fab.n)), hop_clocks, hops)
        self.now = 0
        self.links = [0] * fab.n          # link-up (rising) edges per node
        self.wl_of: dict[int, list[int]] = {}   # node -> expected wavelength per link-up
        self.violations: list[str] = []
        self.payload_words = [0] * fab.n

    async def enter(self, wss_time: int, monitor: bool = True) -> None:
        """After Fabric.configure: the LCoS-WSS optics, time-sync gating off (the slot grid holds), the
        NICs' transmitters on, the control network running. wss_time: clocks of one WSS reconfiguration.
        monitor: check the hardware rules on every clock from Python (the tests; the training scenario,
        which runs long schedules, leaves it off)."""
        self.wss_time = wss_time
        dut = self.dut
        dut.optics_lcos.value = 1
        dut.lcos_cfg_we.value = 0
        dut.lcos_commit.value = 0
        dut.lcos_time.value = wss_time
        for n in range(self.fab.n):
            r = self.fab.nodes[n].regs
            await r.write_fields("TSYNC_CTRL", gate_tx=0)
            getattr(dut, f"n{n}_s_axis_ctl_tuser").value = 0
        self.sw.start()
        if monitor:
            cocotb.start_soon(self._monitor())

    async def wss_setup(self, job: Job) -> None:
        """Configure the job's cross-connect and wait for the reconfiguration (the arbiter's first stage)."""
        dut = self.dut
        for (k, wl, _dim), out in ot.wss_config(job.table).items():
            await RisingEdge(dut.clk)
            dut.lcos_cfg_in.value = job.nodes[k]
            dut.lcos_cfg_wl.value = wl
            dut.lcos_cfg_out.value = out
            dut.lcos_cfg_we.value = 1
        await RisingEdge(dut.clk)
        dut.lcos_cfg_we.value = 0
        dut.lcos_commit_mask.value = sum(1 << n for n in job.nodes)
        dut.lcos_commit.value = 1
        await RisingEdge(dut.clk)
        dut.lcos_commit.value = 0
        await RisingEdge(dut.clk)
        while int(dut.lcos_busy.value) & sum(1 << n for n in job.nodes):
            await ClockCycles(dut.clk, 64)

    async def load(self, job: Job, timeout: int = 0, tune: int = 2) -> None:
        """The routing table of every node of the job (the arbiter's message to the control units)."""
        for k, n in enumerate(job.nodes):
            r = self.regs[n]
            for s, w in enumerate(ot.step_words(job.table[k])):
                await r.write_fields(f"STEP[{s}]", **w)
            await r.write_fields("JOB", addr=n, steps=len(job.table[k]))
            await r.write_fields("TUNE", cycles=tune)
            await r.write("TIMEOUT", timeout)
            await r.write_fields("ODDL_CTRL", en=1, cnt_clr=1)
            self.wl_of[n] = [s.wl for s in job.table[k]]
            self.links[n] = 0

    async def _monitor(self) -> None:
        """Every clock, every node: no line word while tuning; while a word is on the line exactly one
        SOA is on and it is the wavelength of the node's current step; count link-ups."""
        dut = self.dut
        n_nodes = self.fab.n
        sig = [(getattr(dut, f"n{n}_oddl_st"), getattr(dut, f"n{n}_tx_valid"), getattr(dut, f"n{n}_soa_en"))
               for n in range(n_nodes)]
        prev_link = [0] * n_nodes
        while True:
            await RisingEdge(dut.clk)
            self.now += 1
            for n, (st_s, tv_s, soa_s) in enumerate(sig):
                st = int(st_s.value)
                link, tuning = st >> 1, st & 1
                if link and not prev_link[n]:
                    self.links[n] += 1
                prev_link[n] = link
                if int(tv_s.value):
                    if tuning:
                        self.violations.append(f"{self.now}: node {n} sends while its laser retunes")
                    wls = self.wl_of.get(n)
                    k = self.links[n] - 1
                    if wls and k >= 0:
                        want = 1 << wls[k % len(wls)]
                        if int(soa_s.value) != want:
                            self.violations.append(f"{self.now}: node {n} step {k} SOAs {int(soa_s.value):#x}, "
                                                   f"want {want:#x}")
                    self.payload_words[n] += 1

    # ------------------------------------------------------------------ the library (host model)
    async def start(self, job: Job, seed: int = 1) -> list:
        """Start one all-reduce iteration on every node of the job; returns the host tasks (await them)."""
        rng = random.Random(seed)
        job.vectors = [[rng.randrange(1 << 31) for _ in range(job.vec_len)] for _ in job.nodes]
        job.results = [list(v) for v in job.vectors]
        job.step_clocks = [[] for _ in job.nodes]
        job.link_base = [self.links[n] for n in job.nodes]
        tasks = [cocotb.start_soon(self._host(job, k)) for k in range(len(job.nodes))]
        for n in job.nodes:
            await self.regs[n].write_fields("ODDL_CTRL", en=1, start=1)
        return tasks

    def _plan(self, job: Job, k: int) -> list[tuple[tuple[int, int], tuple[int, int], str]]:
        """Per step: (range to send, range to receive, 'add' or 'copy') for job rank k."""
        n, v = len(job.nodes), job.vec_len
        if job.algo == "ring":
            seg = [(i * v // n, (i + 1) * v // n) for i in range(n)]
            out = []
            for s in range(n - 1):   # reduce-scatter, then all-gather
                out.append((seg[(k - s) % n], seg[(k - s - 1) % n], "add"))
            for s in range(n - 1):
                out.append((seg[(k + 1 - s) % n], seg[(k - s) % n], "copy"))
            return out
        lo, hi = 0, v
        out, kept = [], []
        ranks = len(job.nodes)
        dists = [ranks >> (j + 1) for j in range(ranks.bit_length() - 1)]
        for d in dists:               # reduce-scatter: keep the half of this rank's side
            mid = (lo + hi) // 2
            low_side = (k & d) == 0
            keep, give = ((lo, mid), (mid, hi)) if low_side else ((mid, hi), (lo, mid))
            out.append((give, keep, "add"))
            kept.append((lo, hi))
            lo, hi = keep
        for (plo, phi) in reversed(kept):   # all-gather: send what I hold, receive the other half
            mine = (lo, hi)
            other = (plo, lo) if lo != plo else (hi, phi)
            out.append((mine, other, "copy"))
            lo, hi = plo, phi
        return out

    async def _host(self, job: Job, k: int) -> None:
        node = job.nodes[k]
        nd = self.fab.nodes[node]
        assert nd.sink is not None, "the fabric was built without host models"
        plan = self._plan(job, k)
        vec = job.results[k]
        for s, (snd, rcv, op) in enumerate(plan):
            step = job.table[k][s]
            while self.links[node] - job.link_base[k] <= s:   # the library sends when the link is ready
                await ClockCycles(self.dut.clk, 8)
            job.step_clocks[k].append(self.now)
            for off in range(snd[0], snd[1], ELEMS_PER_FRAME):
                cnt = min(ELEMS_PER_FRAME, snd[1] - off)
                body = TAG.pack(node, s, off, cnt) + struct.pack(f"<{cnt}I", *vec[off:off + cnt])
                # application data: an IPv4 EtherType (the NICs do not parse past it). Not 0x88B6: the
                # aggregation engine on the arbiter's host side takes every such contribution (docs/agg.md)
                eth = bytes(6) + bytes(6) + b"\x08\x00"
                await self.fab.send(node, (eth + body).ljust(60, b"\0"), dst=step.tx)
            need = rcv[1] - rcv[0]
            got = 0
            while got < need:
                f = bytes((await nd.sink.recv()).tdata)
                src, st, off, cnt = TAG.unpack(f[14:14 + TAG.size])
                assert src == step.rx and st == s, f"node {node} step {s}: frame from {src} step {st}, want {step.rx}"
                vals = struct.unpack(f"<{cnt}I", f[14 + TAG.size:14 + TAG.size + 4 * cnt])
                assert rcv[0] <= off and off + cnt <= rcv[1], (node, s, off, cnt, rcv)
                for j, x in enumerate(vals):
                    vec[off + j] = (vec[off + j] + x) & 0xFFFFFFFF if op == "add" else x
                got += cnt
            await nd.srcs[0].wait()
            await self.regs[node].write_fields("DOORBELL", done=1)

    def expected(self, job: Job) -> list[int]:
        return [sum(col) & 0xFFFFFFFF for col in zip(*job.vectors)]

    async def wait_idle(self, job: Job, limit: int = 2_000_000) -> None:
        """Until every node of the job is idle (or laser off) again."""
        for _ in range(limit // 256):
            states = [await self.regs[n].read_field("ODDL_STATUS", "state") for n in job.nodes]
            if all(s in IDLE_STATES for s in states):
                return
            await ClockCycles(self.dut.clk, 256)
        raise TimeoutError("ODDL job did not finish")
