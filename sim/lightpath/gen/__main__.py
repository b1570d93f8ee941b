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

from lightpath import gen_core
from lightpath.gen import agg_emit, board_emit, cell_emit, cellspec, fabric_emit, gpu_sched_emit, ila_emit, regs_emit, stub_emit
from lightpath.paths import REPO

REG_BLOCKS = ("lp_nic_regs", "lp_arb_regs", "lp_oddl_regs")


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
    files += [f"sim/fabric/lp_fabric{n}.sv" for n in fabric_emit.FABRIC_SIZES]
    for b in REG_BLOCKS:
        files += [
            f"rtl/regs/generated/{b}.sv",
            f"rtl/regs/generated/{b}_pkg.sv",
            f"firmware/include/{b}.h",
            f"docs/regs/{b}.md",
            f"sim/lightpath/regs/{b}.py",
        ]
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
    for rel, text in texts.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    # Last: the FuseSoC core lists the source tree, generated fabric tops included.
    (root / "fusesoc.core").write_text(gen_core.render())
    (root / "boards/sources.tcl").write_text(board_emit.render())
    # The RDL includes the generated defaults: compile from a copy next to them.
    rdl_dir = root / "rtl" / "regs"
    for b in REG_BLOCKS:
        src = REPO / "rtl" / "regs" / f"{b}.rdl"
        rdl = rdl_dir / f"{b}.rdl"
        if rdl.resolve() != src.resolve():
            shutil.copyfile(src, rdl)
        for d in ("firmware/include", "docs/regs", "sim/lightpath/regs"):
            (root / d).mkdir(parents=True, exist_ok=True)
        regs_emit.run_peakrdl(
            rdl,
            {
                "sv_dir": root / "rtl/regs/generated",
                "c_header": root / f"firmware/include/{b}.h",
                "markdown": root / f"docs/regs/{b}.md",
            },
            html_dir=(html_dir / b) if html_dir else None,
        )
        for rel in (f"docs/regs/{b}.md", f"firmware/include/{b}.h"):  # no build-machine paths in outputs
            p = root / rel
            p.write_text(p.read_text().replace(str(rdl), f"rtl/regs/{b}.rdl"))
        (root / f"sim/lightpath/regs/{b}.py").write_text(regs_emit.emit_py(rdl, f"rtl/regs/{b}.rdl"))


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
