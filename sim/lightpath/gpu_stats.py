"""The emulated GPUs' statistics port (lp_gpu_host / lp_gpu_emu, docs/gpu-emu.md) from Python.

The address map is read from its one source, sim/models/lp_gpu_emu_pkg.sv (no copy of the numbers here);
`read_gpu` reads one GPU's statistics through a fabric top's gpu_stat_* port (1 cycle read latency).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from cocotb.triggers import FallingEdge

from lightpath.paths import SIM

EMU_PKG = SIM / "models" / "lp_gpu_emu_pkg.sv"


def sv_localparams(path: Path) -> dict[str, int]:
    """`localparam <int|logic [..]> NAME = <literal>;` of a package, values as ints."""
    out: dict[str, int] = {}
    for name, val in re.findall(r"localparam\s+(?:int|logic\s*\[[^\]]*\])\s+(\w+)\s*=\s*([^;]+);", path.read_text()):
        val = val.strip().replace("_", "")
        if "'" in val:
            base, digits = val.split("'", 1)[1][0].lower(), val.split("'", 1)[1][1:]
            out[name] = int(digits, {"h": 16, "d": 10, "b": 2, "o": 8}[base])
        else:
            out[name] = int(val, 0)
    return out


ST = sv_localparams(EMU_PKG)


async def _read(dut: Any, node: int, gpu: int, addr: int) -> int:
    dut.gpu_stat_node.value = node
    dut.gpu_stat_gpu.value = gpu
    dut.gpu_stat_addr.value = addr
    await FallingEdge(dut.clk)
    await FallingEdge(dut.clk)
    return int(dut.gpu_stat_rdata.value.to_unsigned())


async def read_gpu(dut: Any, node: int, gpu: int, marks: bool = True) -> dict[str, Any]:
    """Every statistic of local GPU `gpu` of fabric node `node`: counters, latency histogram, mark log."""

    async def rd(name: str) -> int:
        return await _read(dut, node, gpu, ST[f"LP_GPU_ST_{name}"])

    async def rd64(name: str) -> int:
        return await rd(f"{name}_LO") | (await rd(f"{name}_HI") << 32)

    st = await rd("STATUS")
    out: dict[str, Any] = {
        "status": st,
        "done": bool(st >> ST["LP_GPU_STB_DONE"] & 1),
        "error": bool(st >> ST["LP_GPU_STB_ERROR"] & 1),
        "missing": bool(st >> ST["LP_GPU_STB_MISSING"] & 1),
        "start": await rd64("START"), "done_cycle": await rd64("DONE"),
        "tx_frames": await rd("TX_FRAMES"), "tx_bytes": await rd64("TX_BYTES"),
        "rx_frames": await rd("RX_FRAMES"), "rx_bytes": await rd64("RX_BYTES"), "rx_bad": await rd("RX_BAD"),
        "loc_bytes": await rd64("LOC_BYTES"), "loc_rx_bytes": await rd64("LOC_RX_BYTES"),
        "lat_min": await rd("LAT_MIN"), "lat_max": await rd("LAT_MAX"), "lat_sum": await rd64("LAT_SUM"),
        "cyc_compute": await rd("CYC_COMPUTE"), "cyc_wait": await rd("CYC_WAIT"),
        "cyc_send_stall": await rd("CYC_SEND_STALL"), "mark_ovf": await rd("MARK_OVF"),
    }
    bins = await rd("CFG") & 0xFF   # {MARKS, SENDQ, HIST_BINS}
    out["hist"] = [await _read(dut, node, gpu, ST["LP_GPU_ST_HIST"] + b) for b in range(bins)]
    log = []
    if marks:
        for i in range(await rd("MARK_CNT")):
            a = ST["LP_GPU_ST_MARK"] + ST["LP_GPU_MARK_STRIDE"] * i
            mid = await _read(dut, node, gpu, a)
            cyc = await _read(dut, node, gpu, a + 1) | (await _read(dut, node, gpu, a + 2) << 32)
            log.append((mid & 0xFFFF, cyc))
    out["marks"] = log
    return out
