"""`make sim SCENARIO=board-twin`: the VCU118 board twin (docs/boards.md, "Board twin") from power-on: two
VCU118 tops whole, the arbiter's and a NIC node's real MicroBlaze V images, the WSS at the arbiter's PMOD
pins, the NIC board powered on late, a laser fault on it, then the faults of lightpath.boards.twin_faults
(the NIC board's SOA fault line and CPU_RESET, the WSS unplugged and replugged), then the arbiter board's CPU_RESET
(LP_TWIN_LONG_FAULTS=1, which the regression's run leaves out but for the SOA fault: the NIC node
recovers from the lost time sync without a reboot), then a short burst of host frames between the
boards' QSFP lanes (lightpath.boards.hosts). Runs the twin's test (lightpath.boards.twin) and reports
the simulated times of each board's bring-up, of each fault's detection and recovery and their counts,
the host burst, the CPUs' bus accesses and the simulator's speed; report.json carries its units."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from lightpath.boards import twin, twin_faults

SCENARIO = "board-twin"


def run(out: Path, tag: str = "") -> dict[str, Any]:
    """Run the twin into `out` (report.json); returns the report, its wall time included."""
    rep = twin.run_for_report(out, twin.run, {twin_faults.LONG_FAULTS_ENV: "1"}, tag or SCENARIO)
    (out / "report.json").write_text(json.dumps(rep, indent=1))
    return rep


def render(rep: dict[str, Any]) -> str:
    acc, f = rep["bus_accesses"], rep["faults"]
    lines = [
        f"Lightpath scenario {SCENARIO}: two VCU118 tops (arbiter node, NIC node) from power-on, real images",
        f"  NIC board powered on late         {rep['late_power_on_ms']:8.3f} ms; the arbiter's time-sync "
        f"attempts timed out {rep['tsync_retries']}",
        f"  NIC node up (time sync, CDR)      {rep['node_up_ms']:8.3f} ms simulated",
        f"  arbiter up (time sync, CDR, WSS)  {rep['arbiter_up_ms']:8.3f} ms simulated",
        f"  laser fault -> node's console     {rep['fault_to_console_us']:8.1f} us simulated",
        "  faults (simulated, from each fault's start; both boards at once):",
        f"    SOA fault line -> console         {f['soa_fault_to_console_us']:8.1f} us (gates dark after "
        f"{f['soa_dark_ns']} ns)",
        f"    released -> gates back / console  {f['soa_release_to_gates_us']:8.1f} us / "
        f"{f['soa_release_to_optics_on_us']} us; SOA_FAULT {f['soa_fault_count']}, firmware faults "
        f"{f['soa_fw_faults']}, cleared {f['soa_fw_clears']}",
        f"    CPU_RESET -> arbiter: node lost   {f['reset_to_node_lost_ms']:8.3f} ms",
        f"    CPU_RESET -> arbiter: node back   {f['reset_to_node_back_ms']:8.3f} ms; node up "
        f"{f['reset_to_node_up_ms']} ms; node losses {f['node_losses']}, returns {f['node_returns']}, "
        f"NIC image starts {f['nic_starts']}",
        f"    WSS unplugged -> lost             {f['wss_unplug_to_lost_ms']:8.3f} ms (unplugged "
        f"{f['wss_unplugged_ms']} ms, {f['wss_unheard_chars']} characters unheard)",
        f"    WSS lost -> back, row re-applied  {f['wss_lost_to_back_ms']:8.3f} ms; {f['wss_commands_outage']} "
        f"commands; WSS losses {f['wss_losses']}",
    ]
    if "arb_reset_to_arbiter_up_ms" in f:
        lines += [
            f"    arbiter CPU_RESET -> node: sync lost {f['arb_reset_to_node_sync_lost_ms']:8.3f} ms; arbiter banner "
            f"{f['arb_reset_to_banner_ms']} ms",
            f"    arbiter CPU_RESET -> arbiter up   {f['arb_reset_to_arbiter_up_ms']:8.3f} ms; arbiter image starts "
            f"{f['arb_starts']}",
            f"    arbiter CPU_RESET -> node up      {f['arb_reset_to_node_up_ms']:8.3f} ms; node's time-sync losses "
            f"{f['node_sync_losses']}, recoveries {f['node_recoveries']}, CDR trainings {f['node_cdr_trains']}",
        ]
    h = rep["host"]
    lines += [
        f"    faults in all                     {rep['faults_sim_ms']:8.3f} ms in {rep['faults_wall_s']:.0f} s",
        f"  hosts after the faults: {h['stations']} stations (a QSFP lane each), {h['flows']} flows x "
        f"{h['frames_per_flow']} frames, all once and in order {h['delivered_us']} us after the first (block lock "
        f"{h['block_lock_us']} us after the lines started)",
        f"  CPU bus accesses                  {acc['arbiter']} (arbiter), {acc['nic']} (NIC)",
        f"  WSS commands at the PMOD pins     {rep['wss_commands']}",
        f"  simulated                         {rep['sim_ms']:8.3f} ms in {rep['wall_s']:.0f} s "
        f"({rep['core_cycles_per_s']} core cycles/s); whole run {rep['run_wall_s']:.0f} s",
    ]
    lines += ["  console lines of the faults (ms simulated, board; [...]: bytes that are no text before the line, a",
              "  line CPU_RESET cut or the arbiter agent's OpenFlow HELLO on the console's UART):"]
    lines += [f"    {ms:8.3f}  {n}  {printable(text)}" for ms, n, text in f["lines"]]
    return "\n".join(lines)


def printable(line: str) -> str:
    """A console line from its last character that is no text on ("[...]" in front if there was one)."""
    cut = max((i for i, c in enumerate(line) if not " " <= c <= "~"), default=-1)
    return line if cut < 0 else "[...]" + line[cut + 1:]
