"""Read the generated golden header vectors (tb/cell/golden/lp_cell_golden.txt)."""

from __future__ import annotations

from lightpath.flow.paths import TB

GOLDEN = TB / "cell" / "golden" / "lp_cell_golden.txt"


def load() -> list[tuple[dict[str, int], bytes]]:
    names: list[str] = []
    vecs: list[tuple[dict[str, int], bytes]] = []
    for line in GOLDEN.read_text().splitlines():
        if line.startswith("# fields:"):
            names = line.split(":", 1)[1].split()
        elif line and not line.startswith("#"):
            *vals, hexhdr = line.split()
            assert len(vals) == len(names), "golden line does not match its field list"
            vecs.append(({n: int(v, 16) for n, v in zip(names, vals)}, bytes.fromhex(hexhdr)))
    assert vecs, "no golden vectors"
    return vecs
