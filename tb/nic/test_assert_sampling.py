"""What the assertions cost the 4-node fabric's model: the sampled copies (docs/formal.md, "Assertions and
simulation speed").

Verilator evaluates a concurrent assertion on sampled copies (`__Vsampled*` members of the generated model)
of every variable the assertion reads, copied whole at every evaluation of the model. A payload that reaches
a memory through wires (a RAM's read port, a FIFO's head) becomes a copy of that memory.

- test_assertions_sample_no_memory: Verilator's C++ of lp_fabric4 in the "fast" profile of `make sim` (not
  compiled; only the top's ports public, so the optimiser follows wires across the nodes, where the
  regression's build keeps the top's wires) has sampled copies (the naming looked for is Verilator's), none
  of them a DRAM model's memory, and all of them together under SAMPLED_BYTES_MAX. The DRAM model's memory
  (lp_axi_ram_model, 2 MiB per node) reached by lp_voq's AXI-Stream rule on the R channel would be copied
  four times per evaluation: `make sim` ten times slower.
- test_member_bytes: the sizes read off the generated members' C++ types.
"""

from __future__ import annotations

import re
from pathlib import Path

from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.flow import hdl

# The sampled copies of every assertion of the 4-node fabric together: a few tens of KiB of registers and
# small FIFOs; the DRAM model's memory alone is 2 MiB per node.
SAMPLED_BYTES_MAX = 256 * 1024
_MEMBER = re.compile(r"^\s*(.+?)\s+(__Vsampled\w+);", re.M)
_WORD_BYTES = {"CData": 1, "SData": 2, "IData": 4, "QData": 8}


def member_bytes(ctype: str) -> int:
    """Bytes of a generated member of C++ type `ctype` (Verilator's CData..QData, VlWide<N>, VlUnpacked of them)."""
    wide = re.search(r"VlWide<(\d+)>", ctype)
    word = 4 * int(wide[1]) if wide else next(b for t, b in _WORD_BYTES.items() if t in ctype)
    for dim in re.findall(r",\s*(\d+)>", ctype):
        word *= int(dim)
    return word


def sampled(bdir: Path) -> dict[str, int]:
    """The sampled copies of the model in `bdir`: member name -> bytes."""
    out: dict[str, int] = {}
    for header in bdir.glob("*.h"):
        for ctype, name in _MEMBER.findall(header.read_text()):
            out[name] = member_bytes(ctype)
    return out


def test_member_bytes() -> None:
    assert member_bytes("CData/*0:0*/") == 1
    assert member_bytes("VlWide<3>/*64:0*/") == 12
    assert member_bytes("VlUnpacked<QData/*63:0*/, 262144>") == 2 * 1024 * 1024
    assert member_bytes("VlUnpacked<VlUnpacked<SData/*8:0*/, 4>, 8>") == 64


def test_assertions_sample_no_memory() -> None:
    copies = sampled(hdl.build("lp_fabric4", FABRIC4_PARAMS, profile="fast", cpp_only=True))
    assert len(copies) > 100, "no __Vsampled members found: the generated model's naming changed"
    dram = [n for n in copies if re.search(r"u_ram_+PVT__mem$", n)]
    assert not dram, f"the assertions copy a DRAM model's memory at every evaluation: {dram}"
    total = sum(copies.values())
    largest = sorted(copies.items(), key=lambda kv: -kv[1])[:5]
    assert total <= SAMPLED_BYTES_MAX, f"sampled copies {total} bytes per evaluation; largest {largest}"
