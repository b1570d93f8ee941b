"""Clock offsets of the datapath events within a slot, from the cell format and the S-VLB fabric's RTL.

The model steps slot by slot; inside a slot the operations of a node happen in the order, and at the
clock offsets, at which lp_svlb_core performs them (docs/slotsim.md "Time inside a slot"). The offsets
are derived from the generated cell format (words per cell) and the fabric top's parameters (the DRAM
model's latency, read from sim/fabric/lp_svlb_fabric.sv as lightpath.bench.svlb reads its log size),
never typed in twice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from lightpath.cell.generated import SLOT
from lightpath.env.svlb_fabric import SLOT_CLK, N
from lightpath.flow.paths import REPO, SIM

CELL_WORDS = int(SLOT["cell_words"])
PAYLOAD_BYTES = int(SLOT["payload_bytes"])
WORD_BYTES = 8


def sv_param(path: Path, name: str) -> int:
    """Default of `parameter int <name>` of an RTL module."""
    m = re.search(rf"parameter\s+int\s+{name}\s*=\s*(\d+)", path.read_text())
    if m is None:
        raise RuntimeError(f"{path.name}: no `parameter int {name}`")
    return int(m.group(1))


def fabric_param(name: str) -> int:
    """Default of a parameter of the S-VLB fabric top."""
    return sv_param(SIM / "fabric" / "lp_svlb_fabric.sv", name)


def core_param(name: str) -> int:
    """Default of a parameter of lp_svlb_core (the fabric top leaves RESEQ_CELLS and RX_CELLS at it)."""
    return sv_param(REPO / "rtl" / "svlb" / "lp_svlb_core.sv", name)


@dataclass(frozen=True)
class Timing:
    """Clock offsets from the start of a slot (`slot` clocks long) and datapath service times."""

    slot: int           # clocks per slot of the fabric
    hdr_fields: int     # the receiver hands a header's request/answer to its scheduler (word 1 seen)
    cell_end: int       # a cell's last word has left the sender's FIFO and reached the receiver
    voq_write: int      # lp_voq input: clocks per cell written (68 beats + decision and AW)
    voq_lat: int        # lp_voq: a cell's first input beat to its write response (staged whole, then written)
    dram_lat: int       # DRAM model: last W beat to B, AR to first R beat
    mv_first: int       # mover: command to the cell in its FIFO, idle mover
    mv_next: int        # mover: clocks per further cell (two dequeues outstanding)
    op_clocks: int      # lp_svlb: clocks per operation (its sequencer's four stages)
    catch_up: tuple[int, ...]   # offsets at which the model runs the scan ops due (no effect on their clocks)
    reseq_out: int      # resequencer output: clocks per cell
    reseq_in: int = 0   # resequencer input: clocks per cell (one word per clock, OTS and OCS cells in turn)
    ocs_cell: int = 0   # OCS port: clocks per cell streamed back to back
    ocs_first: int = 0  # OCS port: a cell's start to its first word at the far end (the WSS model's latency)
    ocs_end: int = 0    # OCS port: a cell's start to its last word at the far end
    ocs_rx_cells: int = 0   # the OCS receive buffer, cells (lp_svlb_core OCS_RX_CELLS)


# The harness's offers reach the host ports this many clocks after a slot starts: its first offer comes when
# lp_svlb_core has programmed its 2N DRAM queues (one per clock from the clock after reset, which is slot 0's
# first clock, plus the clock it takes the offer), and every later one whole slots after it
# (Fabric.start and clocks() of lightpath.env.svlb_fabric).
OFFER_CLK = 2 * N + 1


def rtl_timing() -> Timing:
    lat = fabric_param("LATENCY")
    cw = CELL_WORDS
    # header answer within 9 clocks of slot_v plus the FIFO read start (docs/svlb.md "Operation sequencer")
    first_word = 12
    # the OCS FIFO's reader (lp_ram_rd_stream, read latency 1) starts a cell the clock after the previous
    # one's last word and shows its first word a clock later; the WSS model adds OCS_LAT clocks
    ocs_lat = fabric_param("OCS_LAT")
    return Timing(slot=SLOT_CLK, hdr_fields=first_word + 2, cell_end=first_word + cw + 1,
                  voq_write=cw + 4, voq_lat=cw + 4 + cw + lat, dram_lat=lat, mv_first=cw + lat + 2, mv_next=cw + 1,
                  op_clocks=4, catch_up=(SLOT_CLK // 2,), reseq_out=cw + 1, reseq_in=cw,
                  ocs_cell=cw + 2, ocs_first=2 + ocs_lat, ocs_end=cw + 1 + ocs_lat,
                  ocs_rx_cells=core_param("OCS_RX_CELLS"))
