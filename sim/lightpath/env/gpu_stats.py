"""The emulated GPUs' statistics port (lp_gpu_host / lp_gpu_emu, docs/gpu-emu.md) from Python.

The address map is read from its one source, sim/models/lp_gpu_emu_pkg.sv (no copy of the numbers here);
`read_all` reads one GPU's statistics through any read function, `read_host` a host's own registers (line
FIFO drops included); `read_fabric_gpu` / `read_fabric_host` through a fabric top's gpu_stat_* port (1 cycle
read latency).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from cocotb.triggers import FallingEdge

from lightpath.flow.paths import SIM

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



def hist_bin(v: int, bins: int) -> int:
    """The latency histogram's bin of v = latency >> hist_shift (lp_gpu_hist_bin: log-linear, 2^SUB_W bins
    per octave, the last of `bins` the overflow)."""
    sub = ST["LP_GPU_HIST_SUB_W"]
    if v < 1 << sub:
        b = v
    else:
        e = v.bit_length() - 1
        b = (e - sub + 1) * (1 << sub) + (v >> (e - sub) & (1 << sub) - 1)
    return min(b, bins - 1)


def hist_edges(bins: int, shift: int) -> list[int]:
    """Lower latency bound (cycles) of each of `bins` histogram bins, and the upper bound of the last
    bounded one (bins + 1 values; the last bin, the overflow, is [edges[-2], infinity))."""
    sub = ST["LP_GPU_HIST_SUB_W"]

    def low(b: int) -> int:
        if b < 1 << sub:
            return b
        e, m = b // (1 << sub) + sub - 1, b % (1 << sub)
        return ((1 << sub) + m) << (e - sub)
    return [low(b) << shift for b in range(bins + 1)]

Reader = Callable[[int, int, int], Awaitable[int]]   # (node, local GPU, address) -> 32-bit word


async def read_all(read: Reader, node: int, gpu: int) -> dict[str, Any]:
    """Every per-GPU register of the map by name (LP_GPU_ST_ dropped; _LO/_HI pairs joined under the name
    without _LO), HIST (the latency histogram, HIST_BINS from CFG) and MARKS (the mark log, (id, cycle))."""
    out: dict[str, Any] = {}
    for name, addr in ST.items():
        if not name.startswith("LP_GPU_ST_") or addr >= ST["LP_GPU_ST_HIST"] or name.endswith("_HI"):
            continue
        v = await read(node, gpu, addr)
        if name.endswith("_LO"):
            v |= await read(node, gpu, ST[name.removesuffix("_LO") + "_HI"]) << 32
        out[name.removeprefix("LP_GPU_ST_").removesuffix("_LO")] = v
    bins = out["CFG"] & 0xFF   # {MARKS, SENDQ, HIST_BINS}
    out["HIST"] = [await read(node, gpu, ST["LP_GPU_ST_HIST"] + b) for b in range(bins)]
    marks = []
    for i in range(out["MARK_CNT"]):
        base = ST["LP_GPU_ST_MARK"] + ST["LP_GPU_MARK_STRIDE"] * i
        cyc = await read(node, gpu, base + 1) | await read(node, gpu, base + 2) << 32
        marks.append((await read(node, gpu, base), cyc))
    out["MARKS"] = marks
    return out


def host_names() -> list[str]:
    """The host registers of the map (LP_GPU_ST_HOST_*, LP_GPU_ST_HOST itself excluded), in address order."""
    return sorted((k for k in ST if k.startswith("LP_GPU_ST_HOST_")), key=lambda k: ST[k])


async def read_host(read: Reader, node: int) -> dict[str, Any]:
    """Every host register of node `node` by name (LP_GPU_ST_HOST_ dropped); the per-port ones (address >=
    LP_GPU_HOST_PER_PORT) as a list over the host's HOST_PORTS (from HOST_ID). LINE_DROPS: per port, the frames
    its line FIFO dropped for any reason (the sum of the LINE_DROP_* lists)."""
    out: dict[str, Any] = {}
    ports = (await read(node, 0, ST["LP_GPU_ST_HOST_ID"])) >> 16 & 0xFF
    for name in host_names():
        addr, key = ST[name], name.removeprefix("LP_GPU_ST_HOST_")
        if addr >= ST["LP_GPU_HOST_PER_PORT"]:
            out[key] = [await read(node, 0, addr + p) for p in range(ports)]
        else:
            out[key] = await read(node, 0, addr)
    out["LINE_DROPS"] = [sum(v) for v in zip(*(out[k] for k in out if k.startswith("LINE_DROP_")))]
    return out


def status_bit(status: int, name: str) -> bool:
    """Bit LP_GPU_STB_<name> of a STATUS word."""
    return bool(status >> ST[f"LP_GPU_STB_{name}"] & 1)


def fabric_reader(dut: Any) -> Reader:
    """A read function on a fabric top's gpu_stat_* port (node, local GPU, address; data one cycle later)."""

    async def read(n: int, g: int, addr: int) -> int:
        dut.gpu_stat_node.value = n
        dut.gpu_stat_gpu.value = g
        dut.gpu_stat_addr.value = addr
        await FallingEdge(dut.clk)
        await FallingEdge(dut.clk)
        return int(dut.gpu_stat_rdata.value.to_unsigned())

    return read


async def read_fabric_gpu(dut: Any, node: int, gpu: int) -> dict[str, Any]:
    """read_all through a fabric top's gpu_stat_* port."""
    return await read_all(fabric_reader(dut), node, gpu)


async def read_fabric_host(dut: Any, node: int) -> dict[str, Any]:
    """read_host through a fabric top's gpu_stat_* port."""
    return await read_host(fabric_reader(dut), node)
