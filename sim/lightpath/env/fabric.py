"""cocotb environment of the N-node fabrics of NIC cores (sim/fabric/lp_fabric<N>.sv).

Shared by the regression (tb/nic/test_lp_fabric2.py) and the `make sim` scenario, so both drive
and observe the RTL the same way: AXI4-Lite masters for the registers, AXI-Stream source/sink per host
port, named register access through the generated map.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster, AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from lightpath.cell import generated as cellfmt
from lightpath.gen.fabric_emit import ARBITER_SIZES
from lightpath.model import fibre, rrtable
from lightpath.regs import RegBank
from lightpath.regs.lp_arb_regs import REGS as ARB_REGS
from lightpath.regs.lp_nic_node import REGS

CLOCK_NS = cellfmt.CLOCK_NS


def axil_regs(dut: Any, prefix: str, regs: dict) -> RegBank:
    """Named access to the register block behind the AXI4-Lite port `prefix`_* of `dut` (clk, rst),
    through a master whose per-transaction logging is off."""
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, prefix), dut.clk, dut.rst)
    axil.write_if.log.setLevel("WARNING")
    axil.read_if.log.setLevel("WARNING")
    return RegBank(axil, regs)


# Every 4-node test runs on ONE lp_fabric4 build (a fabric build is minutes of C++): the S-VLB build
# with in-network aggregation. With SVLB_CTRL.en = 0 and AGG_CTRL.en = 0 (the reset values) its nodes are
# plain NICs, the same as an SVLB = 0, AGG = 0 build but for the 3-cycle pass-through of the upload
# encoders on the host ports (docs/agg.md).
FABRIC4_PARAMS: dict[str, object] = {"SVLB": 1, "AGG": 1}

HOST_PORTS = 2
NUM_WL = 8  # lasers per node in the fabric tops (their NUM_WL parameter default)


FRAME_SIZES = (60, 200, 511, 512, 513, 900, 1200, 1518)


def tagged_frame(rng: random.Random, src: int, dst: int, seq: int, sizes: tuple[int, ...] = FRAME_SIZES) -> bytes:
    """A UDP frame of a random size from `sizes` whose payload starts with its flow tag (src, dst, seq)."""
    # scapy here, not at the top: importing it costs ~0.7 s in every simulator process that imports this
    # module (most fabric runs never build a frame with it)
    from scapy.layers.inet import IP, UDP
    from scapy.layers.l2 import Ether

    size = rng.choice(sizes)
    base = Ether(src=f"02:00:00:00:00:{src:02x}", dst=f"02:00:00:00:00:{dst:02x}") / IP() / UDP(dport=4791)
    tag = bytes([src, dst]) + seq.to_bytes(2, "big")
    body = tag + rng.randbytes(max(0, size - len(base) - len(tag)))
    return bytes(base / body)[: max(size, 60)]


def flow_of(frame: bytes) -> tuple[int, int, int]:
    """The (src, dst, seq) tag of a tagged_frame."""
    off = 14 + 20 + 8  # Ether + IPv4 + UDP
    return frame[off], frame[off + 1], int.from_bytes(frame[off + 2 : off + 4], "big")


async def load_table(r: RegBank, slots: list[rrtable.Entry] | list[tuple[int, int]],
                     valid: list[bool] | None = None) -> int:
    """Write a node's shadow round-robin table through its registers `r`, commit it and wait for the swap
    (or the reject), as firmware does (lp_rr_load). Entries (with their rx_src) or bare (wl, dst) pairs
    (no receive schedule). Returns RR_STATUS.error_code (0: the table is active)."""
    items: list[rrtable.Entry | tuple[int, int]] = list(slots)
    for slot, s in enumerate(items):
        e = s if isinstance(s, rrtable.Entry) else rrtable.Entry(wl=s[0], dst=s[1],
                                                               valid=valid[slot] if valid else True)
        await r.write(f"RR_TABLE[{slot}]", rrtable.reg_word(e))
    await r.write_fields("RR_CTRL", length=len(slots), commit=1)
    for _ in range(200):
        status = await r.read("RR_STATUS")
        if not REGS["RR_STATUS"].fields["pending"].extract(status):
            return REGS["RR_STATUS"].fields["error_code"].extract(status)
    raise TimeoutError("round-robin table commit did not complete")


async def svlb_setup(nodes: list[RegBank], fields: dict[str, dict[str, int]]) -> None:
    """S-VLB bring-up on the nodes whose registers are `nodes` (docs/svlb.md, "In the NIC"): parameters,
    program the DRAM queues, wait until they are ready, enable."""
    for r in nodes:
        for reg, vals in fields.items():
            await r.write_fields(reg, **vals)
        await r.write_fields("SVLB_CTRL", en=0, apply=1)
    for r in nodes:
        for _ in range(100):
            if await r.read_field("SVLB_STATUS", "queues_ok"):
                break
        else:
            raise TimeoutError("S-VLB queues not programmed")
        await r.write_fields("SVLB_CTRL", en=1)


@dataclass
class Node:
    regs: RegBank
    srcs: list[AxiStreamSource]  # one per host port (none without host models)
    sink: AxiStreamSink | None

    @property
    def src(self) -> AxiStreamSource:
        return self.srcs[0]


class Fabric:
    def __init__(self, dut: Any, nodes: int = 2, host_models: bool = True,
                 fibres: fibre.FibrePlan | None = None) -> None:
        """host_models=False: no cocotb AXI-Stream models on the host ports (the emulated GPUs drive them;
        a sink model would otherwise run Python in every clock cycle). fibres: the fibres of the optics (the
        top's input fibre_words, driven from reset on); None: the top's uniform DELAY_CYCLES on every path.
        Only the optics: the transmit advance that firmware derives from the plan is configure(fibres=...)."""
        if fibres is not None and fibres.nodes != nodes:
            raise ValueError(f"a fibre plan for {fibres.nodes} nodes on a {nodes}-node fabric")
        self.dut = dut
        self.fibres = fibres
        self.host_models = host_models
        self.n = nodes
        self.nodes: list[Node] = []
        self.slot = int(cellfmt.SLOT["slot_words"])  # clocks per slot, as configured (SLOT_TIMING)
        for n in range(nodes):
            srcs = [
                AxiStreamSource(AxiStreamBus.from_prefix(dut, f"n{n}_s_axis_p{p}"), dut.clk, dut.rst)
                for p in range(HOST_PORTS)
            ] if host_models else []
            sink = (AxiStreamSink(AxiStreamBus.from_prefix(dut, f"n{n}_m_axis"), dut.clk, dut.rst)
                    if host_models else None)
            for lg in ((sink.log,) if sink else ()) + tuple(s.log for s in srcs):
                lg.setLevel("WARNING")
            self.nodes.append(Node(axil_regs(dut, f"n{n}_s_axil", REGS), srcs, sink))
        # node 0 of the 4- and 8-node fabrics is the arbiter (lp_arbiter): its control plane registers
        # on their own port (fabric_emit.ARBITER_SIZES)
        self.arb: RegBank | None = None
        if nodes in ARBITER_SIZES:
            self.arb = axil_regs(dut, "n0_arb_s_axil", ARB_REGS)

    def sink(self, n: int) -> AxiStreamSink:
        """Node n's host-port sink model (there is none with host_models=False: a clear error)."""
        s = self.nodes[n].sink
        if s is None:
            raise RuntimeError(f"node {n} has no host sink model (Fabric(host_models=False))")
        return s

    async def start(self) -> None:
        Clock(self.dut.clk, CLOCK_NS, unit="ns").start()
        await self.reset()

    async def reset(self) -> None:
        """Every testbench input at its idle value, then the whole fabric through reset (start() does it
        first; a scenario that runs twice on one simulation does it again between the runs)."""
        self.slot = int(cellfmt.SLOT["slot_words"])   # SLOT_TIMING is back at its reset value
        for n in range(self.n):
            getattr(self.dut, f"n{n}_soa_force").value = 0
            getattr(self.dut, f"n{n}_laser_fault").value = 0
            getattr(self.dut, f"n{n}_rx_flip").value = 0
            getattr(self.dut, f"n{n}_wss_dst").value = 0xFF  # no OCS circuit
            getattr(self.dut, f"n{n}_phy_ev").value = 0      # no board receive front end
            if not self.host_models:   # host ports idle, egress taken (the GPUs take over with gpu_mode)
                for p in range(HOST_PORTS):
                    getattr(self.dut, f"n{n}_s_axis_p{p}_tvalid").value = 0
                getattr(self.dut, f"n{n}_m_axis_tready").value = 1
        self.dut.rst.value = 1
        self.dut.node_rst.value = 0
        self.dut.fibre_words.value = 0 if self.fibres is None else self.fibres.port_value()
        # emulated GPUs off: cocotb drives the host ports (lightpath.scenario.training switches them on)
        for name in ("gpu_mode", "gpu_start", "gpu_frame_data", "gpu_hist_shift", "gpu_line_mode", "gpu_stat_node",
                     "gpu_stat_gpu", "gpu_stat_addr"):
            getattr(self.dut, name).value = 0
        self.dut.cdr_phase_load.value = 0
        self.dut.cdr_drift_slots.value = 0
        self.dut.cdr_drift_mode.value = 0
        self.dut.cdr_drift_seed.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)

    async def wait_locked(self, limit: int = 400_000) -> int:
        """Poll until every node reports TSYNC_STATUS.all_locked; returns the clocks it took."""
        f = REGS["TSYNC_STATUS"].fields["all_locked"]
        waited = 0
        while waited < limit:
            states = [f.extract(await nd.regs.read("TSYNC_STATUS")) for nd in self.nodes]
            if all(states):
                return waited
            await ClockCycles(self.dut.clk, 256)
            waited += 256 + 10 * self.n
        raise TimeoutError(f"time sync: not every node locked after {limit} clocks")

    async def configure(self, enable: bool = True, keep_idle: bool = False, train_cycles: int = 3,
                        guard: int | None = None, svlb: dict[str, dict[str, int]] | None = None,
                        fw_nodes: tuple[int, ...] = (), fibres: fibre.FibrePlan | None = None,
                        fw_sync: Callable[[], Awaitable[None]] | None = None,
                        fw_train: Callable[[], Awaitable[None]] | None = None) -> None:
        """Bring the fabric up the way firmware does (docs/nic.md, bring-up):

        1. every node gets its round-robin table for a P = N port cyclic AWGR (lightpath.model.rrtable,
           checked conflict-free), with the receive schedule (rx_src) of each slot;
        2. time sync: node 0 (the master) synchronises every other node, in sync cells; the slot
           timers follow the synchronised grid; wait until every node reports all-locked;
        3. CDR training: idle (fake) cells in every slot for `train_cycles` round-robin cycles, so every
           receiver has learnt every source's phase; then idle cells off (unless keep_idle) and every
           counter cleared, so a test sees only its own traffic;
        4. transmit enabled (unless enable=False: then CTRL.tx_en is 0, receive still on).

        guard: SLOT_TIMING.guard words (default: the reset value), set first. svlb (an SVLB = 1 top):
        register fields written before the queues are programmed ({"SVLB_Q": {"sel_thr": 2}, ...});
        then SVLB_CTRL.apply, SVLB_STATUS.queues_ok awaited and SVLB_CTRL.en set, before step 2.
        fw_nodes: nodes whose firmware has done step 1 itself (node identity, slot timing, table:
        firmware/control/lp_boot.c in the firmware-in-the-loop test); the rest is done here.
        fibres: the fibre plan firmware knows (normally the optics' own, Fabric(fibres=...)): after step 2 every
        slave's transmit advance is set from its measured delay (fibre.apply_tx_advance; kept in
        self.tx_advance), before anything is sent.
        fw_sync / fw_train: node 0's firmware does steps 2 / 3 for the nodes of fw_nodes
        (lp_boot_tsync_master, lp_boot_cdr_train in the firmware-in-the-loop test); awaited when the
        other nodes' part of the step is in place (time sync enabled; idle cells on), and lock is then
        still checked on every node. After fw_train the other nodes stop their idle cells and every
        node's counters are cleared (the others' last idle cells reach the firmware's node after it cleared).
        """
        tables = rrtable.generate(self.n, NUM_WL)
        rrtable.check(tables, self.n, NUM_WL)
        for n, node in enumerate(self.nodes):
            if n in fw_nodes:
                continue
            r = node.regs
            assert await r.read("ID") == REGS["ID"].fields["magic"].reset
            await r.write_fields("NODE", node_id=n, num_ports=self.n)
            if guard is not None:
                await r.write_fields("SLOT_TIMING", guard=guard)
            code = await self.load_table(n, tables[n])
            assert code == 0, f"node {n} rejected its generated table (code {code})"
            await r.write_fields("CTRL", rx_en=1)
        if guard is not None:
            self.slot = int(cellfmt.SLOT["slot_words"]) - int(cellfmt.SLOT["guard_words"]) + guard
        if svlb is not None:
            await self.svlb_setup(svlb)
        master = self.nodes[0].regs
        sync_here = [nd for n, nd in enumerate(self.nodes) if fw_sync is None or n not in fw_nodes]
        if fw_sync is None:
            await master.write("TSM_NODE_MASK", ((1 << self.n) - 1) & ~1)
            await master.write("TSM_PERIOD", 2048)   # rounds back to back while acquiring
        for node in sync_here:
            await node.regs.write_fields("TSYNC_CTRL", en=1)
        if fw_sync is not None:
            await fw_sync()
        self.lock_clocks = await self.wait_locked()
        if fibres is not None:
            self.tx_advance = await fibre.apply_tx_advance(self, fibres)
        if fw_sync is None:
            await master.write("TSM_PERIOD", REGS["TSM_PERIOD"].fields["cycles"].reset)
        train_here = [nd for n, nd in enumerate(self.nodes) if fw_train is None or n not in fw_nodes]
        await self.train([nd.regs for nd in train_here], enable, keep_idle, train_cycles, fw_train)
        if fw_train is not None:
            for n in fw_nodes:
                await self.nodes[n].regs.write_fields("CTRL", cnt_clr=1)

    async def train(self, nodes: list[RegBank], enable: bool = True, keep_idle: bool = False, train_cycles: int = 3,
                    fw_train: Callable[[], Awaitable[None]] | None = None, clear: bool = True) -> None:
        """Step 3 of configure() on `nodes` (all of them once time sync is back after a loss, as the
        firmware does): idle cells in every slot for `train_cycles` round-robin cycles (or fw_train),
        then idle cells off unless keep_idle, transmit as `enable`, counters cleared (unless not
        `clear`: a retraining under traffic whose counters are still being read)."""
        for r in nodes:
            await r.write_fields("CTRL", tx_en=1, rx_en=1, idle_cells=1)
        slot = self.slot
        if fw_train is not None:
            await fw_train()
        else:
            await ClockCycles(self.dut.clk, train_cycles * (self.n - 1) * slot + 4 * slot)
        for r in nodes:
            await r.write_fields("CTRL", tx_en=int(enable), rx_en=1, idle_cells=int(keep_idle))
        if not clear:
            return
        await ClockCycles(self.dut.clk, 2 * slot)
        for r in nodes:
            await r.write_fields("CTRL", tx_en=int(enable), rx_en=1, idle_cells=int(keep_idle), cnt_clr=1)

    async def svlb_setup(self, fields: dict[str, dict[str, int]]) -> None:
        """S-VLB bring-up on every node (docs/svlb.md, "In the NIC"): parameters, program the DRAM
        queues, wait until they are ready, enable."""
        await svlb_setup([node.regs for node in self.nodes], fields)

    def set_wss(self, n: int, dst: int | None) -> None:
        """Point node n's OCS light at node dst through the WSS model (None: no circuit)."""
        getattr(self.dut, f"n{n}_wss_dst").value = 0xFF if dst is None else dst

    async def ocs_arm(self, n: int, dst: int, v: int, up: int, at: int | None = None) -> None:
        """Stage node n's OCS circuit configuration and arm it, to apply at the start of global slot
        `at` (SVLB_OCS_AT), or at the next slot start if at is None (docs/svlb.md, OCS circuits in the NIC)."""
        r = self.nodes[n].regs
        if at is not None:
            await r.write("SVLB_OCS_AT", at & 0xFFFF_FFFF)
        await r.write_fields("SVLB_OCS", v=v, up=up, dst=dst, arm=1, now=int(at is None))

    async def load_table(self, n: int, slots: list[rrtable.Entry] | list[tuple[int, int]],
                         valid: list[bool] | None = None) -> int:
        """Write node n's shadow round-robin table, commit it and wait for the swap (or the reject).
        Entries (with their rx_src) or bare (wl, dst) pairs (no receive schedule). Returns
        RR_STATUS.error_code (0: the table is active)."""
        return await load_table(self.nodes[n].regs, slots, valid)

    async def counters(self, n: int) -> dict[str, int]:
        return await self.nodes[n].regs.counters()

    async def send(self, n: int, data: bytes, dst: int, tuser: int = 0, port: int = 0) -> None:
        await self.nodes[n].srcs[port].send(AxiStreamFrame(data, tdest=dst, tuser=tuser))

    async def drain(self, cycles: int) -> None:
        await ClockCycles(self.dut.clk, cycles)

    async def wait_idle(self, limit: int = 200_000) -> None:
        """Until every source is empty and no node has sent a cell for a whole round-robin cycle plus two
        slots (a cell waits at most one cycle for its destination's slot)."""
        slot = self.slot
        quiet = 0
        for _ in range(limit):
            await RisingEdge(self.dut.clk)
            busy = any(not s.empty() or s.active for nd in self.nodes for s in nd.srcs) or any(
                getattr(self.dut, f"n{n}_tx_valid").value == 1 for n in range(self.n)
            )
            quiet = 0 if busy else quiet + 1
            if quiet > (self.n + 2) * slot:
                return
        raise TimeoutError("fabric did not go idle")
