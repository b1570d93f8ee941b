"""cocotb environment of the 2-node slice fabric (sim/fabric/lp_fabric2.sv).

Shared by the regression (tb/nic/test_lp_fabric2.py) and the `make sim` scenario, so both drive
and observe the RTL the same way: AXI4-Lite masters for the registers, AXI-Stream source/sink per host
port, named register access through the generated map.
"""

from __future__ import annotations

from dataclasses import dataclass

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster, AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

from lightpath import rrtable
from lightpath.cell import generated as cellfmt
from lightpath.regs import RegBank
from lightpath.regs.lp_nic_regs import REGS

CLOCK_NS = 1000.0 / float(cellfmt.SLOT["clock_mhz"])


HOST_PORTS = 2
NUM_WL = 8  # lasers per node in the fabric tops (their NUM_WL parameter default)


@dataclass
class Node:
    regs: RegBank
    srcs: list[AxiStreamSource]  # one per host port
    sink: AxiStreamSink

    @property
    def src(self) -> AxiStreamSource:
        return self.srcs[0]


class Fabric:
    def __init__(self, dut, nodes: int = 2) -> None:
        self.dut = dut
        self.n = nodes
        self.nodes: list[Node] = []
        for n in range(nodes):
            axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, f"n{n}_s_axil"), dut.clk, dut.rst)
            srcs = [
                AxiStreamSource(AxiStreamBus.from_prefix(dut, f"n{n}_s_axis_p{p}"), dut.clk, dut.rst)
                for p in range(HOST_PORTS)
            ]
            sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, f"n{n}_m_axis"), dut.clk, dut.rst)
            for lg in (axil.write_if.log, axil.read_if.log, sink.log, *(s.log for s in srcs)):
                lg.setLevel("WARNING")
            self.nodes.append(Node(RegBank(axil, REGS), srcs, sink))

    async def start(self) -> None:
        cocotb.start_soon(Clock(self.dut.clk, CLOCK_NS, unit="ns").start())
        for n in range(self.n):
            getattr(self.dut, f"n{n}_soa_force").value = 0
            getattr(self.dut, f"n{n}_laser_fault").value = 0
            getattr(self.dut, f"n{n}_rx_flip").value = 0
        self.dut.rst.value = 1
        self.dut.slot_sync.value = 0
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)

    async def sync_slots(self) -> None:
        """One slot_sync pulse, seen by every node in the same cycle (perfect time sync)."""
        await RisingEdge(self.dut.clk)
        self.dut.slot_sync.value = 1
        await RisingEdge(self.dut.clk)
        self.dut.slot_sync.value = 0

    async def configure(self, enable: bool = True) -> None:
        """Every node gets its round-robin table for a P = N port cyclic AWGR (lightpath.rrtable,
        checked conflict-free), then the slot timers are aligned and the nodes enabled."""
        tables = rrtable.generate(self.n, NUM_WL)
        rrtable.check(tables, self.n, NUM_WL)
        for n, node in enumerate(self.nodes):
            r = node.regs
            assert await r.read("ID") == REGS["ID"].fields["magic"].reset
            await r.write_fields("NODE", node_id=n, num_ports=self.n)
            code = await self.load_table(n, [(e.wl, e.dst) for e in tables[n]], [bool(e.valid) for e in tables[n]])
            assert code == 0, f"node {n} rejected its generated table (code {code})"
        # Slot timers restart together once every node has its cycle length: aligned slots are what
        # keeps the round robin conflict-free at the AWGR outputs.
        await self.sync_slots()
        for node in self.nodes:
            r = node.regs
            if enable:
                await r.write_fields("CTRL", tx_en=1, rx_en=1)

    async def load_table(self, n: int, slots: list[tuple[int, int]], valid: list[bool] | None = None) -> int:
        """Write node n's shadow round-robin table, commit it and wait for the swap (or the reject).
        Returns RR_STATUS.error_code (0: the table is active)."""
        r = self.nodes[n].regs
        for slot, (wl, dst) in enumerate(slots):
            f = REGS[f"RR_TABLE[{slot}]"].fields
            word = f["dst"].insert(0, dst)
            word = f["wl"].insert(word, wl)
            word = f["valid"].insert(word, int(valid[slot]) if valid else 1)
            await r.write(f"RR_TABLE[{slot}]", word)
        await r.write_fields("RR_CTRL", length=len(slots), commit=1)
        for _ in range(200):
            status = await r.read("RR_STATUS")
            if not REGS["RR_STATUS"].fields["pending"].extract(status):
                return REGS["RR_STATUS"].fields["error_code"].extract(status)
        raise TimeoutError("round-robin table commit did not complete")

    async def counters(self, n: int) -> dict[str, int]:
        return await self.nodes[n].regs.counters()

    async def send(self, n: int, data: bytes, dst: int, tuser: int = 0, port: int = 0) -> None:
        await self.nodes[n].srcs[port].send(AxiStreamFrame(data, tdest=dst, tuser=tuser))

    async def drain(self, cycles: int) -> None:
        await ClockCycles(self.dut.clk, cycles)

    async def wait_idle(self, limit: int = 200_000) -> None:
        """Until every source is empty and no node has sent a cell for a whole round-robin cycle plus two
        slots (a cell waits at most one cycle for its destination's slot)."""
        slot = int(cellfmt.SLOT["slot_words"])
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
