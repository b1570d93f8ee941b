"""The registry half of `make help`: the scenario names of `make sim SCENARIO=<name>`
(lightpath.scenario.run.names) and the parts of `make bench PARTS="<part> ..."` with their duration
classes (lightpath.bench.datapath.PARTS). README's "Scenarios and bench parts" holds the same lists;
tb/lint/test_tooling.py compares them."""

from __future__ import annotations

import sys

from lightpath.bench import datapath as bench
from lightpath.scenario import run as scenario


def lines() -> list[str]:
    out = [f"scenarios (make sim SCENARIO=<name>, default {scenario.DEFAULT}):"]
    out += [f"  {name}" for name in scenario.names()]
    out.append(f'bench parts (make bench PARTS="<part> ..."; without PARTS every {bench.MINUTES} part runs):')
    out += [f"  {name:<10} {part.duration:<8} {part.title}" for name, part in bench.PARTS.items()]
    return out


def main() -> int:
    print("\n".join(lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
