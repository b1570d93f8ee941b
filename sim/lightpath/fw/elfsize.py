"""`python elfsize.py IMAGE.elf [--limit BYTES]`: Berkeley-style text/data/bss of a 32-bit ELF image
(no binutils needed: the zig toolchain has no `size`), and the check that the loaded image plus its
NOLOAD sections (bss, stack) fit the MicroBlaze V local memory."""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHT_NOBITS = 8


def sizes(path: Path) -> dict[str, int]:
    raw = path.read_bytes()
    if raw[:4] != b"\x7fELF" or raw[4] != 1:
        raise ValueError(f"{path}: not a 32-bit ELF file")
    end = "<" if raw[5] == 1 else ">"
    shoff, = struct.unpack_from(end + "I", raw, 0x20)
    shentsize, shnum = struct.unpack_from(end + "HH", raw, 0x2E)
    out = {"text": 0, "data": 0, "bss": 0, "end": 0}
    for i in range(shnum):
        _name, stype, flags, addr, _off, size = struct.unpack_from(end + "IIIIII", raw, shoff + i * shentsize)
        if not flags & SHF_ALLOC or size == 0:
            continue
        if stype == SHT_NOBITS:
            out["bss"] += size
        elif flags & SHF_WRITE:
            out["data"] += size
        else:
            out["text"] += size
        out["end"] = max(out["end"], addr + size)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("elf", type=Path)
    ap.add_argument("--limit", type=int, default=0, help="bytes of memory the image must fit (from address 0)")
    a = ap.parse_args()
    s = sizes(a.elf)
    print(f"{a.elf.name}: text {s['text']} B, data {s['data']} B, bss+stack {s['bss']} B;"
          f" memory used up to 0x{s['end']:x} ({s['end']} B)" + (f" of {a.limit} B" if a.limit else ""))
    if a.limit and s["end"] > a.limit:
        print(f"{a.elf.name}: does not fit the {a.limit}-byte local memory", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
