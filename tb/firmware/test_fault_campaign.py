"""The control-plane fault campaign, scaled down (lightpath.faults.campaign; docs/firmware.md "Fault
campaign"): on the 4-node fabric with the arbiter firmware in the loop and tagged frames from every
node, a burst of control-header loss (1e-2 per header), a reset of a NIC (node 2), and a WSS that
stops answering while MEPC lights a new circuit (the driver's reply timeout in simulated time; the
firmware kills the circuit, and lights MEPC's next choice once the WSS answers again). For each: no
frame lost beyond what the fault point counted, none duplicated or altered, nothing lost once
recovered; the recovery (every node locked, the arbiter's, NIC's, firmware's and WSS's view of
every circuit in agreement, a frame delivered on every node pair) within its bound. `make bench
PARTS=faults` runs every fault of the campaign on the same module (LP_FAULTS, LP_REPORT)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import cocotb

from lightpath.env.fabric import FABRIC4_PARAMS
from lightpath.faults.campaign import campaign, render
from lightpath.flow import hdl
from lightpath.fw.fabric_loop import bring_up

# The regression's run: three faults, short phases (slots of the fabric's slot length).
SCALED: dict[str, Any] = {"faults": ["hdr-1e-2", "nic-reset", "wss-timeout"], "seed": 5, "warm_slots": 30,
                          "fault_slots": 200, "after_slots": 20, "limit_slots": 3000, "bound_us": 1500.0,
                          "strict": True}


@cocotb.test()
async def fault_campaign(dut) -> None:
    cfg = json.loads(os.environ["LP_FAULTS"]) if "LP_FAULTS" in os.environ else dict(SCALED)
    ff = await bring_up(dut)
    try:
        results = await campaign(ff, list(cfg["faults"]), cfg, dut._log)
    finally:
        ff.close()
    dut._log.info("fault campaign:\n%s", render(results))
    if "LP_REPORT" in os.environ:
        Path(os.environ["LP_REPORT"]).write_text(json.dumps({"cfg": cfg, "results": results}, indent=1))
    if not cfg.get("strict", True):
        return
    for r in results:
        assert not r["problems"], (r["fault"], r["problems"])
        assert r["recovery_us"] is not None and r["recovery_us"] <= cfg["bound_us"], (r["fault"], r["recovery_us"])
        assert r["agree"], (r["fault"], r["views"])
        assert r["sent"] > 0 and r["delivered"] > 0, r
    by = {r["fault"]: r for r in results}
    if "hdr-1e-2" in by:   # the injector hit headers, and the receivers counted what it hit
        hit = by["hdr-1e-2"]
        assert hit["info"]["flipped"] > 0 and hit["counted"].get("RX_DROP_HCRC", 0) > 0, hit
    if "nic-reset" in by:  # the reset node lost its sync and its circuit's state, and got both back
        assert by["nic-reset"]["control"].get("TSYNC_STEPS", 0) > 0, by["nic-reset"]
    if "wss-timeout" in by:   # commands lost, the driver timed out (after its retries) and the circuit was killed
        info = by["wss-timeout"]["info"]
        assert info["met"].get("deaf", 0) > 0 and info["wss"].get("timeouts", 0) > 0, info
        assert info["wss"].get("retries", 0) >= 2 * info["wss"]["timeouts"] and info["kills"] > 0, info
        lit = by["wss-timeout"]["lit_after"]   # MEPC's next choice of 2 -> 0 lit once the WSS answered
        assert [2, 0] in lit, lit


def test_fault_campaign() -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase="fault_campaign")
