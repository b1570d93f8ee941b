"""`python -m lightpath.gen [--check] [--html DIR]`: regenerate (or verify) every generated file.

With --check nothing in the tree is written: the outputs are generated into a temporary directory and
compared with the committed copies; the exit status is 1 (with a list) when any of them is stale.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import sys
import tempfile
from pathlib import Path

from lightpath.flow import gen_core
from lightpath.flow.paths import REPO
from lightpath.gen import (
    agg_emit,
    board_emit,
    cell_emit,
    cellspec,
    fabric_emit,
    gpu_sched_emit,
    gt_sim_emit,
    ila_emit,
    mbv_emit,
    regs_emit,
    stub_emit,
)

# The maps the CPU sees (C header, markdown, Python map): the NIC's node map composes its blocks (one RDL
# file each, rtl/regs/<block>.rdl), the arbiter's block is a map of its own. A node map also gets
# a SystemVerilog package (regs_emit.emit_node_pkg) and its register module (regs_emit.emit_node_regs).
REG_MAPS = ("lp_nic_node", "lp_arb_regs")
NODE_MAPS = ("lp_nic_node",)


def reg_blocks(rdl_dir: Path = REPO / "rtl" / "regs") -> list[str]:
    """PeakRDL register blocks (regblock SV): the maps that are no node map, and every block of the node
    maps but their statistics blocks (lp_stats)."""
    out = [m for m in REG_MAPS if m not in NODE_MAPS]
    for m in NODE_MAPS:
        out += [b.type_name for b in regs_emit.node_blocks(regs_emit.compile_rdl(rdl_dir / f"{m}.rdl")) if not b.stats]
    return out


def outputs() -> list[str]:
    """Every generated file, relative to the repository root."""
    files = [
        "rtl/cell/lp_cell_pkg.sv",
        "firmware/include/lp_cell.h",
        "sim/lightpath/cell/generated.py",
        "rtl/regs/lp_cell_defaults.rdl",
        "tb/cell/golden/lp_cell_golden.txt",
        "docs/cell-format.md",
        "fusesoc.core",
        "boards/sources.tcl",
    ]
    files += sorted(ila_emit.outputs())
    files += sorted(gpu_sched_emit.outputs())
    files += sorted(agg_emit.outputs())
    files += sorted(stub_emit.outputs())
    files += sorted(mbv_emit.outputs())
    files += sorted(gt_sim_emit.outputs())
    files += [f"sim/fabric/lp_fabric{n}.sv" for n in fabric_emit.FABRIC_SIZES]
    for b in reg_blocks():
        files += [f"rtl/regs/generated/{b}.sv", f"rtl/regs/generated/{b}_pkg.sv"]
    for m in REG_MAPS:
        files += [f"firmware/include/{m}.h", f"docs/regs/{m}.md", f"sim/lightpath/regs/{m}.py"]
    for m in NODE_MAPS:
        files += [f"rtl/regs/generated/{m}_pkg.sv", f"rtl/regs/generated/{m}_regs.sv"]
    return files


def generate(root: Path, html_dir: Path | None = None) -> None:
    """Write every generated file below `root` (the repository or a scratch copy of its layout)."""
    spec = cellspec.load()
    texts = {
        "rtl/cell/lp_cell_pkg.sv": cell_emit.emit_sv(spec),
        "firmware/include/lp_cell.h": cell_emit.emit_c(spec),
        "sim/lightpath/cell/generated.py": cell_emit.emit_py(spec),
        "rtl/regs/lp_cell_defaults.rdl": cell_emit.emit_rdl(spec),
        "tb/cell/golden/lp_cell_golden.txt": cell_emit.emit_golden(spec),
        "docs/cell-format.md": cell_emit.emit_doc(spec),
    }
    texts.update({f"sim/fabric/lp_fabric{n}.sv": fabric_emit.render(n) for n in fabric_emit.FABRIC_SIZES})
    texts.update(ila_emit.outputs())
    texts.update(gpu_sched_emit.outputs())
    texts.update(agg_emit.outputs())
    texts.update(stub_emit.outputs())
    texts.update(mbv_emit.outputs())
    texts.update(gt_sim_emit.outputs())
    for rel, text in texts.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    # Last: the FuseSoC core lists the source tree, generated fabric tops included.
    (root / "fusesoc.core").write_text(gen_core.render())
    (root / "boards/sources.tcl").write_text(board_emit.render())
    # The RDL includes the generated defaults (and a node map its blocks): compile from copies next to them.
    rdl_dir = root / "rtl" / "regs"
    for src in sorted((REPO / "rtl" / "regs").glob("*.rdl")):
        rdl = rdl_dir / src.name
        if src.name != "lp_cell_defaults.rdl" and rdl.resolve() != src.resolve():
            shutil.copyfile(src, rdl)
    for d in ("firmware/include", "docs/regs", "sim/lightpath/regs", "rtl/regs/generated"):
        (root / d).mkdir(parents=True, exist_ok=True)
    for b in reg_blocks(rdl_dir):   # a node map's blocks sit behind lp_axil_split: its passthrough interface
        regs_emit.run_peakrdl(rdl_dir / f"{b}.rdl", {"sv_dir": root / "rtl/regs/generated"},
                              cpuif="axi4-lite-flat" if b in REG_MAPS else "passthrough")
    for m in REG_MAPS:
        rdl = rdl_dir / f"{m}.rdl"
        regs_emit.run_peakrdl(
            rdl,
            {"c_header": root / f"firmware/include/{m}.h", "markdown": root / f"docs/regs/{m}.md"},
            html_dir=(html_dir / m) if html_dir else None,
        )
        for rel in (f"docs/regs/{m}.md", f"firmware/include/{m}.h"):  # no build-machine paths in outputs
            p = root / rel
            p.write_text(p.read_text().replace(str(rdl_dir) + "/", "rtl/regs/"))
        (root / f"sim/lightpath/regs/{m}.py").write_text(regs_emit.emit_py(rdl, f"rtl/regs/{m}.rdl"))
    for m in NODE_MAPS:
        (root / f"rtl/regs/generated/{m}_pkg.sv").write_text(
            regs_emit.emit_node_pkg(rdl_dir / f"{m}.rdl", f"rtl/regs/{m}.rdl"))
        (root / f"rtl/regs/generated/{m}_regs.sv").write_text(
            regs_emit.emit_node_regs(rdl_dir / f"{m}.rdl", f"rtl/regs/{m}.rdl", root / "rtl/regs/generated"))


def stale() -> list[str]:
    """Generated files whose committed copy differs from a fresh generation."""
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        return [
            rel
            for rel in outputs()
            if not (REPO / rel).exists() or not filecmp.cmp(Path(tmp) / rel, REPO / rel, shallow=False)
        ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="verify instead of writing")
    ap.add_argument("--html", type=Path, help="also write the register HTML docs here")
    args = ap.parse_args()
    if args.check:
        bad = stale()
        for rel in bad:
            print(f"stale: {rel} (run `make gen` and commit)")
        return 1 if bad else 0
    generate(REPO, args.html)
    print("\n".join(f"generated {rel}" for rel in outputs()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
