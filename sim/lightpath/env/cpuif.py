"""A master of a PeakRDL register block's passthrough CPU interface (s_cpuif_*), the interface the node
maps' blocks have behind lp_axil_split: read_dword / write_dword for a lightpath.regs.RegBank, one access
at a time (concurrent callers queue)."""

from __future__ import annotations

from typing import Any

from cocotb.triggers import FallingEdge, Lock, Timer


class CpuifMaster:
    """The request goes up at a falling edge and stays while the block stalls it; the acknowledge is
    awaited. Outputs are sampled 1 ns after a falling edge: they change only at rising edges."""

    def __init__(self, dut: Any, prefix: str = "s_cpuif") -> None:
        self.dut, self.p, self.lock = dut, prefix, Lock()
        for nm in ("req", "req_is_wr", "addr", "wr_data", "wr_biten"):
            self._sig(nm).value = 0

    def _sig(self, nm: str) -> Any:
        return getattr(self.dut, f"{self.p}_{nm}")

    async def access(self, addr: int, wr: bool = False, data: int = 0) -> tuple[int, int]:
        """(read data, error) of one access."""
        async with self.lock:
            clk = self.dut.clk
            await FallingEdge(clk)
            self._sig("req").value, self._sig("req_is_wr").value, self._sig("addr").value = 1, int(wr), addr
            self._sig("wr_data").value, self._sig("wr_biten").value = data, 0xFFFFFFFF
            ack = self._sig("wr_ack" if wr else "rd_ack")
            err = self._sig("wr_err" if wr else "rd_err")
            stall = self._sig("req_stall_wr" if wr else "req_stall_rd")
            got: tuple[int, int] | None = None
            while True:   # held until a clock edge takes it; the acknowledge may come in that clock
                await Timer(1, "ns")
                taken = not int(stall.value)
                if taken and int(ack.value):
                    got = (int(self._sig("rd_data").value), int(err.value))
                await FallingEdge(clk)
                if taken:
                    break
            self._sig("req").value = 0
            while got is None:   # a later acknowledge
                await Timer(1, "ns")
                if int(ack.value):
                    got = (int(self._sig("rd_data").value), int(err.value))
                await FallingEdge(clk)
            # the caller resumes a clock later, as behind lp_axil_split (its AXI4-Lite response follows the
            # acknowledge): the block's logic has then seen a written value for a clock
            await FallingEdge(clk)
            return got

    async def read_dword(self, addr: int) -> int:
        data, err = await self.access(addr)
        if err:
            raise OSError(f"read error at {addr:#x}")
        return data

    async def write_dword(self, addr: int, data: int) -> None:
        _, err = await self.access(addr, wr=True, data=data)
        if err:
            raise OSError(f"write error at {addr:#x}")
