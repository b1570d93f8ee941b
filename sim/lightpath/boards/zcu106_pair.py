"""The ZCU106 ODDL pair (docs/boards.md, "ZCU106 ODDL pair"; top tb/boards/lp_zcu106_oddl_pair_tb.sv): two ZCU106
tops with VARIANT "oddl", their OTS fibres and their SFP1 control cable, each board's PS driven by its own
lp_oddld process (the co-simulation build, lightpath.boards.zcu106_twin.UioSim).

- job_text: the 2-rank halving-doubling job file of one board (lp_oddl_jobfile's format), the WSS lines
  naming the ports each rank's transmitter and receiver sit on;
- HostStation: a host on a board's SFP0 lane (the 64b/66b line models of lightpath.model.eth_baser on the
  eth_gt taps) with its vector, the frames of its half of each step and the reduction of the halves it
  receives;
- run: build (or reuse) the top and run a cocotb module on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cocotbext.eth import XgmiiFrame

from lightpath.boards import zcu106_twin
from lightpath.boards.simsrc import board_sources
from lightpath.env.eth import with_fcs
from lightpath.flow import hdl
from lightpath.flow.paths import REPO
from lightpath.model.eth_baser import BaseRSerdesSink, BaseRSerdesSource

TB = "lp_zcu106_oddl_pair_tb"
TEST_MODULE = REPO / "sim" / "scenarios" / "zcu106_oddl.py"
RANKS = 2
JOB_ID = 7
WSS_IN = (0, 1)    # the WSS input port of each rank's transmitter
WSS_OUT = (2, 3)   # the WSS output port towards each rank's receiver
ETHERTYPE = b"\x88\xb6"


def job_text(rank: int, wss: bool = True) -> str:
    """Board `rank`'s job file: HD on 2 ranks, node id = rank, 2 AWGR ports, the WSS's cross-connects."""
    lines = ["# ZCU106 ODDL pair: one halving-doubling iteration of 2 ranks", "oddljob 1", f"job {JOB_ID}",
             "algo hd", f"size {RANKS}", f"rank {rank}", "nodes 0 1", f"wavelengths {RANKS}", f"ports {RANKS}",
             "tune 4", "timeout 4000000"]
    if wss:
        lines += ["wss_in " + " ".join(map(str, WSS_IN)), "wss_out " + " ".join(map(str, WSS_OUT)),
                  "wss_ports 6", "wss_wavelengths 8"]
    return "\n".join(lines) + "\n"


def mac(rank: int) -> int:
    """The host station on board `rank`'s SFP0."""
    return 0x02_4C_50_00_01_00 | rank


@dataclass
class HostStation:
    """A host on board `rank`'s SFP0 lane holding a vector of `words` 16-bit elements, all-reduced (sum mod
    2^16) by halving-doubling with the other board's host: step 0 sends the peer's half of the vector and
    adds the peer's copy of this host's half, step 1 sends the reduced half and takes the peer's."""

    dut: Any
    rank: int
    words: int
    frame_bytes: int
    vec: list[int] = field(default_factory=list)
    got: dict[int, list[bytes]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        c = getattr(self.dut, f"b{self.rank}").u_eth_gt.g_ch[0]
        self.src = BaseRSerdesSource(c.rx_data, c.rx_header, c.rx_datavalid, c.rx_clk, c.rx_slip)
        self.sink = BaseRSerdesSink(c.tx_data, c.tx_header, c.tx_sequence, c.tx_clk)
        self.vec = [(self.rank * 40503 + 7 * k * k + 3 * k) & 0xFFFF for k in range(self.words)]

    def half(self, h: int) -> range:
        n = self.words // 2
        return range(h * n, (h + 1) * n)

    def frames(self, step: int, elems: list[int]) -> list[bytes]:
        """The step's data as frames to the peer's station: header, (rank, step, sequence), elements."""
        per = self.frame_bytes // 2
        out = []
        for seq, k in enumerate(range(0, len(elems), per)):
            body = b"".join(e.to_bytes(2, "big") for e in elems[k:k + per])
            head = mac(1 - self.rank).to_bytes(6, "big") + mac(self.rank).to_bytes(6, "big") + ETHERTYPE
            out.append(head + bytes([self.rank, step, seq]) + body)
        return out

    def send(self, frames: list[bytes]) -> None:
        self.src.send_frames([XgmiiFrame.from_raw_payload(with_fcs(f)) for f in frames])

    def hello(self) -> None:
        """A broadcast: the NIC drops it (LK_MCAST_DROP); it shows the lane carries frames."""
        self.send([b"\xff" * 6 + mac(self.rank).to_bytes(6, "big") + ETHERTYPE + bytes(46)])

    def step_out(self, step: int) -> list[int]:
        """The elements this host sends at `step`: the peer's half (0), then its own reduced half (1)."""
        return [self.vec[k] for k in self.half(1 - self.rank if step == 0 else self.rank)]

    def received(self) -> list[bytes]:
        return [bytes(fr.get_payload()) for fr in self.sink.frames]

    def take(self, step: int, frames: list[bytes]) -> None:
        """The peer's frames of `step`, in order: reduce (0) into this host's half, or copy (1) the peer's."""
        elems = [int.from_bytes(f[17 + 2 * i:19 + 2 * i], "big") for f in frames for i in range((len(f) - 17) // 2)]
        h = self.half(self.rank if step == 0 else 1 - self.rank)
        assert len(elems) >= len(h), (self.rank, step, len(elems))
        for i, k in enumerate(h):
            self.vec[k] = (self.vec[k] + elems[i]) & 0xFFFF if step == 0 else elems[i]


def tools() -> Path:
    return zcu106_twin.tools()


def run(extra_env: Mapping[str, str] | None = None, tag: str = "", module: Path = TEST_MODULE) -> Path:
    """Build (or reuse) the pair and run the cocotb module `module`; returns the run directory."""
    tools()   # built before the simulator starts
    tb = REPO / "tb" / "boards"
    srcs = board_sources("zcu106", TB, (tb / "lp_twin_fibre.sv", tb / f"{TB}.sv"))
    return hdl.run(TB, module, {}, sources=[hdl.FABRIC_VLT, *srcs], profile="timing", extra_env=extra_env,
                   tag=tag, plusargs=zcu106_twin.PLUSARGS)
