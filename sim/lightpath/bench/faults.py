"""`make bench` part `faults`: the control-plane fault campaign (lightpath.faults.campaign; docs/firmware.md
"Fault campaign") with every fault, on the regression's lp_fabric4 build with the arbiter firmware in the
loop. Prints the campaign's table: per fault the frames sent and delivered, the frames and cells lost
against what the fault point counted, and the recovery (locked, views in agreement, traffic flowing) from
the fault's end. A fault that loses more than was counted, or does not recover, is printed as a finding
(never asserted here; the regression's scaled-down run, tb/firmware/test_fault_campaign.py, asserts)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.faults.campaign import render
from lightpath.flow import hdl
from lightpath.flow.paths import TB

TOP = "lp_fabric4"
TEST_FILE = TB / "firmware" / "test_fault_campaign.py"
FAULTS = ["hdr-1e-3", "hdr-1e-2", "nic-reset", "fibre-cut", "tsm-loss", "wss-stuck", "arb-reset", "nic-reset-ocs",
          "wss-timeout"]
CFG: dict[str, Any] = {"faults": FAULTS, "seed": 11, "warm_slots": 100, "fault_slots": 1000, "cut_slots": 600,
                       "after_slots": 200, "limit_slots": 3000, "strict": False}


def builds() -> list[tuple[str, dict]]:
    return [(TOP, FABRIC4_PARAMS)]


def run(cfg: dict[str, Any]) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        rep = Path(tmp) / "faults.json"
        hdl.run(TOP, TEST_FILE, FABRIC4_PARAMS, testcase="fault_campaign", tag="bench-faults",
                extra_env={"LP_FAULTS": json.dumps(cfg), "LP_REPORT": str(rep)})
        results: list[dict[str, Any]] = json.loads(rep.read_text())["results"]
        return results


def part_faults() -> None:
    print(f"4-node fabric (node 0 = lp_arbiter, its firmware's C code in the loop, WSS emulator), tagged frames"
          f" from every node plus a 1 -> 3 flow that holds an OCS circuit; {CFG['fault_slots']} slots of each"
          f" timed fault, recovery limit {CFG['limit_slots']} slots; times in us of simulated time from the"
          f" fault's end; 'counted': cells the fault point counted (receive drops, frames in flight through a"
          f" reset node) plus their follow-on drops (reassembly, resequencer)")
    print(render(run(CFG)))
