"""The NIC datapath and its faults, one link at a time, in the 4-node fabric (sim/fabric/lp_fabric4.sv).

Node 0 (the arbiter's NIC core, the time-sync master) and node 1 exchange frames through the
behavioural AWGR with the generated 3-slot round-robin table; nodes 2 and 3 are up and idle. These tests
run on the one lp_fabric4 build every 4-node test shares (lightpath.env.fabric.FABRIC4_PARAMS; a fabric build is
minutes of CI CPU, docs/toolchain.md). Every test checks delivered frames byte for byte against what
was sent, and checks the drop counters, so a fault is shown to be counted AND to cost nothing beyond
the frame it hit.
"""

from __future__ import annotations

import random
from dataclasses import replace

import cocotb
import pytest
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether

from lightpath.cell import generated as cellfmt
from lightpath.env.fabric import FABRIC4_PARAMS, NUM_WL, Fabric
from lightpath.flow import hdl
from lightpath.model import rrtable
from lightpath.regs.lp_nic_node import REGS

PAYLOAD = int(cellfmt.SLOT["payload_bytes"])
NODES = 4


def frame(size: int, tag: int) -> bytes:
    """A scapy Ethernet/IPv4/UDP frame of exactly `size` bytes (FCS excluded), payload tagged."""
    base = Ether(src="02:00:00:00:00:01", dst="02:00:00:00:00:02") / IP(src="10.0.0.1", dst="10.0.0.2") / UDP(
        sport=4791, dport=4791
    )
    fill = size - len(base)
    assert fill >= 0, size
    body = bytes((tag + i) & 0xFF for i in range(fill))
    raw = bytes(base / body)
    assert len(raw) == size
    return raw


async def recv_all(fab: Fabric, n: int) -> list[bytes]:
    out = []
    while not fab.sink(n).empty():
        out.append(bytes((await fab.sink(n).recv()).tdata))
    return out


def no_drops(c: dict[str, int]) -> bool:
    return all(v == 0 for k, v in c.items() if "DROP" in k)


@cocotb.test()
async def frames_all_sizes_both_ways(dut) -> None:
    """Frames of 60..1518 bytes (cell boundaries included) cross both ways, intact and in order."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    sizes = [60, 64, 65, 127, 128, 256, PAYLOAD - 1, PAYLOAD, PAYLOAD + 1, 1000, 2 * PAYLOAD, 1500, 1514, 1518]
    rng = random.Random(7)
    sizes += [rng.randint(60, 1518) for _ in range(16)]
    sent = {0: [frame(s, i) for i, s in enumerate(sizes)],
            1: [frame(s, 100 + i) for i, s in enumerate(reversed(sizes))]}
    for i in range(len(sizes)):
        await fab.send(0, sent[0][i], dst=1)
        await fab.send(1, sent[1][i], dst=0)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == sent[0]
    assert await recv_all(fab, 0) == sent[1]
    for n in range(2):
        c = await fab.counters(n)
        assert c["TX_FRAMES[0]"] == len(sizes) and c["RX_FRAMES"] == len(sizes), c
        cells = sum(-(-len(f) // PAYLOAD) for f in sent[n])
        assert c["TX_CELLS"] == cells, c
        assert no_drops(c), c
    assert dut.corrupt_words.value.to_unsigned() == 0


@cocotb.test()
async def two_soas_on_corrupts_cell_dropped_and_counted(dut) -> None:
    """A second SOA stuck on during one cell: that frame is dropped and counted, the rest arrive."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    victim = frame(1500, 1)  # 3 cells; the fault hits the second
    others = [frame(200 + 50 * i, 10 + i) for i in range(6)]
    await fab.send(0, victim, dst=1)
    bursts = 0
    while bursts < 2:  # wait for the start of the second cell on the line
        await RisingEdge(dut.n0_tx_valid)
        bursts += 1
    dut.n0_soa_force.value = 1 << 3
    await ClockCycles(dut.clk, 20)
    dut.n0_soa_force.value = 0
    for f in others:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    got = await recv_all(fab, 1)
    assert got == others
    c = await fab.counters(1)
    # a corrupted preamble fails the CDR's lock test (CDR_DROP); later words fail the cell checks
    cell_errors = c["CDR_DROP"] + c["RX_DROP_PREAMBLE"] + c["RX_DROP_HCRC"] + c["RX_DROP_PCRC"]
    assert cell_errors >= 1, c
    assert c["RX_DROP_REASM"] == 1, c  # the victim's third cell finds no open frame
    assert c["RX_FRAMES"] == len(others), c
    assert dut.corrupt_words.value.to_unsigned() > 0


@cocotb.test()
async def guard_shorter_than_soa_settle(dut) -> None:
    """Guard of 1 word (< SOA settle) on every node: every cell arrives corrupted and is dropped; the
    default guard on every node restores delivery, with the slaves completing time-sync exchanges
    under the new timing.

    Only node 0 sends, only to node 1: its other slots are dark, so its SOA switches off and on around
    every cell (a laser that stays on one wavelength across slots needs no settling, and the model
    knows it). SLOT_TIMING is a fabric-wide setting (changing it on node 0 alone leaves the master's
    slot grid shifted against the slaves': cells then arrive in another source's slot and are dropped
    as wrong-source). A slave whose slot length changes drops its grid and re-anchors it to the
    master's at its next completed exchange (lp_tsync_slave), so the procedure this test follows is:
    transmit off, the new timing on every node, a round of exchanges, transmit on.
    """
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure(enable=False)
    master = fab.nodes[0].regs

    async def retime(guard: int, resync: bool) -> None:
        """SLOT_TIMING.guard on every node with transmit off; with resync, wait until every slave has
        completed an exchange with the new slot length (its grid re-anchored); then transmit on."""
        for node in fab.nodes:
            await node.regs.write_fields("CTRL", tx_en=0)
        before = [(await fab.counters(n))["TSYNC_EXCHANGES"] for n in range(1, NODES)]
        for node in fab.nodes:
            await node.regs.write_fields("SLOT_TIMING", guard=guard)
        # without resync the master pauses its exchanges: their sync cells would be corrupted too (and
        # counted at the receivers with the data cells this test counts)
        await master.write("TSM_NODE_MASK", ((1 << NODES) - 2) if resync else 0)
        await master.write("TSM_PERIOD", 2048)
        for _ in range(100 if resync else 0):
            await ClockCycles(dut.clk, 2048)
            now = [(await fab.counters(n))["TSYNC_EXCHANGES"] for n in range(1, NODES)]
            if all(a > b + 1 for a, b in zip(now, before)):   # one exchange began before the change
                break
        else:
            if resync:
                raise TimeoutError(f"slaves did not complete exchanges after the retiming: {before} -> {now}")
        await master.write("TSM_PERIOD", REGS["TSM_PERIOD"].fields["cycles"].reset)
        for node in fab.nodes:
            await node.regs.write_fields("CTRL", tx_en=1, rx_en=1)

    await retime(1, resync=False)   # the slaves' grids stay dropped until the next retiming
    bad = [frame(300, i) for i in range(3)]
    for f in bad:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == []
    c = await fab.counters(1)
    # the preamble word is the first one after the short guard: it fails the CDR's lock test
    assert c["RX_FRAMES"] == 0 and c["CDR_DROP"] + c["RX_DROP_PREAMBLE"] == 3, {k: v for k, v in c.items() if v}
    await retime(int(cellfmt.SLOT["guard_words"]), resync=True)
    good = [frame(300, 50 + i) for i in range(3)]
    for f in good:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == good
    c = await fab.counters(1)
    assert c["RX_FRAMES"] == 3 and c["RX_DROP_WRONG_SRC"] == 0, c


@cocotb.test()
async def bad_host_frames_counted(dut) -> None:
    """Runt, oversize (default MTU and a configured one), MAC error and tlast-missing timeout."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    r0 = fab.nodes[0].regs
    await r0.write_fields("FRAME_TIMEOUT", cycles=300)
    good = [frame(100 + 37 * i, 20 + i) for i in range(8)]
    await fab.send(0, good[0], dst=1)
    await fab.send(0, bytes(40), dst=1)  # runt
    await fab.send(0, bytes(range(59)), dst=1)  # runt, one byte short
    await fab.send(0, good[1], dst=1)
    await fab.send(0, bytes(9001), dst=1)  # above the default MTU (9000)
    await fab.send(0, good[2], dst=1)
    await fab.send(0, frame(400, 9), dst=1, tuser=1)  # MAC reported a bad FCS
    await fab.send(0, good[3], dst=1)
    await fab.nodes[0].src.wait()
    await r0.write_fields("MAX_FRAME", bytes=1518)
    await fab.send(0, frame(1600, 4), dst=1)  # above the configured MTU
    await fab.send(0, frame(1518, 5), dst=1)  # exactly the MTU: delivered
    good.insert(4, frame(1518, 5))
    await fab.send(0, good[5], dst=1)
    await fab.nodes[0].src.wait()
    # tlast missing: the source stalls inside a frame longer than FRAME_TIMEOUT, then finishes it
    src = fab.nodes[0].src
    await fab.send(0, frame(1200, 6), dst=1)
    await ClockCycles(dut.clk, 40)
    src.pause = True
    await ClockCycles(dut.clk, 600)
    src.pause = False
    await src.wait()
    await fab.send(0, good[6], dst=1)
    await fab.send(0, good[7], dst=1)
    await fab.wait_idle()
    got = await recv_all(fab, 1)
    assert got == good[:8], [len(g) for g in got]
    c0 = await fab.counters(0)
    assert c0["TX_DROP_RUNT[0]"] == 2, c0
    assert c0["TX_DROP_OVERSIZE[0]"] == 2, c0
    assert c0["TX_DROP_MAC_ERR[0]"] == 1, c0
    assert c0["TX_DROP_TIMEOUT[0]"] == 1, c0
    assert c0["TX_FRAMES[0]"] == 8, c0
    assert no_drops(await fab.counters(1))


@cocotb.test()
async def corrupted_header_and_payload_crc(dut) -> None:
    """A bit error in a header word and one in a payload word: each counted, only that frame lost."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    frames = [frame(1200, 30 + i) for i in range(4)]
    for target_word, kind in ((2, "RX_DROP_HCRC"), (1 + 4 + 10, "RX_DROP_PCRC")):
        before = await fab.counters(1)
        await fab.send(0, frames[0], dst=1)
        await RisingEdge(dut.n1_rx_valid)  # preamble word of the first cell
        for _ in range(target_word):
            await RisingEdge(dut.clk)
        await FallingEdge(dut.clk)
        dut.n1_rx_flip.value = 1 << 17
        await RisingEdge(dut.clk)
        await FallingEdge(dut.clk)
        dut.n1_rx_flip.value = 0
        for f in frames[1:]:
            await fab.send(0, f, dst=1)
        await fab.wait_idle()
        assert await recv_all(fab, 1) == frames[1:], kind
        after = await fab.counters(1)
        assert after[kind] == before[kind] + 1, (kind, after)
        # the frame's remaining cells are discarded by reassembly, each counted
        assert after["RX_DROP_REASM"] == before["RX_DROP_REASM"] + 2, after
        assert after["RX_FRAMES"] == before["RX_FRAMES"] + 3, after


@cocotb.test()
async def interlock_refuses_two_soas_from_registers(dut) -> None:
    """Bring-up force through registers: one SOA works, a two-bit mask never lights two (watched every
    cycle), is counted and latched; clearing and normal traffic work afterwards."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure(enable=False)
    r = fab.nodes[0].regs
    worst = 0

    async def watch() -> None:
        nonlocal worst
        while True:
            await RisingEdge(dut.clk)
            worst = max(worst, bin(dut.n0_soa_en.value.to_unsigned()).count("1"))

    watcher = cocotb.start_soon(watch())
    await r.write_fields("SOA_FORCE", mask=0b0100)
    await r.write_fields("SOA_CTRL", force_en=1)
    await ClockCycles(dut.clk, 40)
    assert dut.n0_soa_en.value.to_unsigned() == 0b0100  # a single forced SOA is allowed
    await r.write_fields("SOA_FORCE", mask=0b0110)      # two at once: refused
    await ClockCycles(dut.clk, 40)
    assert dut.n0_soa_en.value.to_unsigned() == 0
    assert await r.read_field("SOA_STATUS", "interlock") == 1
    assert (await fab.counters(0))["SOA_INTERLOCK"] == 1
    await r.write_fields("SOA_FORCE", mask=0)
    await r.write_fields("SOA_CTRL", force_en=0)
    await r.write_fields("SOA_CTRL", alarm_clear=1)
    assert await r.read_field("SOA_STATUS", "interlock") == 0
    for n in range(NODES):
        await fab.nodes[n].regs.write_fields("CTRL", tx_en=1, rx_en=1)
    frames = [frame(700, i) for i in range(3)]
    for f in frames:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == frames
    watcher.cancel()
    assert worst == 1, "two SOAs were on in the same cycle"


@cocotb.test()
async def laser_fault_mid_slot(dut) -> None:
    """The laser board's fault line rises in the middle of a cell: the laser goes dark, the cell and
    its frame are lost and counted at the receiver, the fault is counted and latched; after the fault
    clears and the alarm is cleared, traffic flows again with nothing else lost."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    r0 = fab.nodes[0].regs
    victim = frame(1500, 1)
    await fab.send(0, victim, dst=1)
    await RisingEdge(dut.n0_tx_valid)
    await ClockCycles(dut.clk, 20)
    dut.n0_laser_fault.value = 1
    await ClockCycles(dut.clk, 6)
    assert dut.n0_soa_en.value.to_unsigned() == 0, "fault did not blank the SOAs"
    await ClockCycles(dut.clk, 300)
    assert await r0.read_field("SOA_STATUS", "fault") == 1
    dut.n0_laser_fault.value = 0
    await ClockCycles(dut.clk, 10)
    await r0.write_fields("SOA_CTRL", alarm_clear=1)
    assert await r0.read_field("SOA_STATUS", "fault") == 0
    after = [frame(300 + 100 * i, 10 + i) for i in range(4)]
    for f in after:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    got = await recv_all(fab, 1)
    assert got == after
    c0, c1 = await fab.counters(0), await fab.counters(1)
    assert c0["SOA_FAULT"] == 1, c0
    assert c1["RX_DROP_PCRC"] + c1["RX_DROP_REASM"] + c1["RX_DROP_PREAMBLE"] >= 1, c1
    assert c1["RX_FRAMES"] == len(after), c1


@cocotb.test()
async def two_host_ports_at_once(dut) -> None:
    """Both host ports of node 0 send back to back at the same time: every frame arrives once, intact,
    in order per port; the per-port counters add up; the ports back-pressure, nothing is dropped."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    rng = random.Random(4)
    sent: dict[int, list[bytes]] = {0: [], 1: []}
    for i in range(24):
        for port in (0, 1):
            f = bytearray(frame(rng.choice([64, 300, 512, 1000, 1518]), 16 * port + i))
            f[-1] = port  # the last byte names the port
            sent[port].append(bytes(f))
            await fab.send(0, bytes(f), dst=1, port=port)
    await fab.wait_idle()
    got = await recv_all(fab, 1)
    assert sorted(got) == sorted(sent[0] + sent[1])
    for port in (0, 1):
        assert [g for g in got if g[-1] == port] == sent[port], f"port {port} order"
    c = await fab.counters(0)
    assert c["TX_FRAMES[0]"] == 24 and c["TX_FRAMES[1]"] == 24 and c["HOST_USER_ERR"] == 0, c
    assert no_drops(c) and no_drops(await fab.counters(1))


@cocotb.test()
async def invalid_round_robin_table_rejected(dut) -> None:
    """A shadow table that breaks the cyclic AWGR mapping is rejected with its reason and slot, the
    active table keeps carrying traffic; a valid table then swaps in at a cycle boundary."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    r0 = fab.nodes[0].regs
    frames = [frame(900, i) for i in range(6)]
    for f in frames[:3]:
        await fab.send(0, f, dst=1)
    code = await fab.load_table(0, [(1, 0)])  # wl 1 from node 0 reaches node 1, not node 0
    assert code == 7, code
    assert await r0.read_field("RR_STATUS", "error_slot") == 0
    assert await fab.load_table(0, [(0, 0)]) == 4  # wavelength 0 loops back to the sender
    assert await fab.load_table(0, [(1, 1), (1, 1)], valid=[False, False]) == 8  # no valid slot
    assert await r0.read_field("RR_STATUS", "active_len") == NODES - 1  # the generated table
    for f in frames[3:]:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == frames
    # a valid table: the slots to nodes 2 and 3 dark; frames to node 1 still cross after the swap
    only_to_1 = [replace(e, valid=e.dst == 1) for e in rrtable.generate(NODES, NUM_WL)[0]]
    assert await fab.load_table(0, only_to_1) == 0
    assert await r0.read_field("RR_STATUS", "active_len") == NODES - 1
    after = [frame(600, 40 + i) for i in range(3)]
    for f in after:
        await fab.send(0, f, dst=1)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == after
    c = await fab.counters(0)
    assert c["RR_REJECTS"] == 3 and c["RR_SWAPS"] == 1, c  # the last table (configure() cleared the counters)
    assert no_drops(await fab.counters(1))


def routed_frame(mac: str, ip: str, tag: int) -> bytes:
    pkt = Ether(src="02:00:00:00:00:01", dst=mac) / IP(src="10.0.0.1", dst=ip) / UDP(dport=4791)
    return bytes(pkt / bytes((tag + i) & 0xFF for i in range(300)))


@cocotb.test()
async def destination_lookup_routes_and_drops(dut) -> None:
    """CTRL.lookup_en: the destination comes from the MAC/IPv4 table, not from tdest (sent as a wrong
    node on purpose). IPv4 entries win over MAC entries; a miss is dropped and counted, a multicast
    MAC too; with default_mode the miss goes to the default node. Nothing else is lost."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    r0 = fab.nodes[0].regs

    async def entry(idx: int, kind: int, key: int, node: int) -> None:
        await r0.write_fields("LK_KEY_LO", key_lo=key & 0xFFFFFFFF)
        await r0.write_fields("LK_ENTRY", key_hi=key >> 32, node=node, kind=kind, valid=1)
        await r0.write_fields("LK_CMD", addr=idx, write=1)

    await entry(0, 0, 0x020000000002, 1)        # MAC 02:00:00:00:00:02 -> node 1
    await entry(1, 1, 0x0A000002, 1)            # IPv4 10.0.0.2 -> node 1
    await entry(2, 0, 0x0200000000AA, 0)        # MAC ...:aa -> node 0 (self), shadowed by the IPv4 entry
    await r0.write_fields("CTRL", lookup_en=1)
    by_mac = routed_frame("02:00:00:00:00:02", "10.9.9.9", 1)
    by_ip = routed_frame("02:00:00:00:00:aa", "10.0.0.2", 2)    # IPv4 entry beats the MAC entry
    miss = routed_frame("02:00:00:00:00:33", "10.3.3.3", 3)
    mcast = routed_frame("01:00:5e:00:00:01", "10.0.0.2", 4)
    after = routed_frame("02:00:00:00:00:02", "10.9.9.9", 5)
    for f in (by_mac, miss, by_ip, mcast, after):
        await fab.send(0, f, dst=7)  # tdest deliberately wrong: the lookup decides
    await fab.wait_idle()
    assert await recv_all(fab, 1) == [by_mac, by_ip, after]
    c = await fab.counters(0)
    assert (c["LK_HIT_MAC"], c["LK_HIT_IP"], c["LK_MISS_DROP"], c["LK_MCAST_DROP"]) == (2, 1, 1, 1), c
    await r0.write_fields("LK_CTRL", default_mode=1, default_node=1)
    await fab.send(0, miss, dst=7)
    await fab.wait_idle()
    assert await recv_all(fab, 1) == [miss]
    assert (await fab.counters(0))["LK_MISS_DEFAULT"] == 1
    await r0.write_fields("LK_CMD", addr=200, write=1)  # beyond the table: refused and counted
    assert (await fab.counters(0))["LK_CFG_REFUSED"] == 1
    assert no_drops(await fab.counters(1))


@cocotb.test()
async def counters_clear(dut) -> None:
    """CTRL.cnt_clr zeroes every counter."""
    fab = Fabric(dut, NODES)
    await fab.start()
    await fab.configure()
    await fab.send(0, frame(300, 1), dst=1)
    await fab.send(0, bytes(10), dst=1)
    await fab.wait_idle()
    c = await fab.counters(0)
    assert c["TX_FRAMES[0]"] == 1 and c["TX_DROP_RUNT[0]"] == 1, c
    await fab.nodes[0].regs.write_fields("CTRL", cnt_clr=1)
    assert all(v == 0 for v in (await fab.counters(0)).values())


@pytest.mark.parametrize(
    "case",
    [
        "frames_all_sizes_both_ways",
        "two_soas_on_corrupts_cell_dropped_and_counted",
        "guard_shorter_than_soa_settle",
        "bad_host_frames_counted",
        "corrupted_header_and_payload_crc",
        "interlock_refuses_two_soas_from_registers",
        "laser_fault_mid_slot",
        "two_host_ports_at_once",
        "invalid_round_robin_table_rejected",
        "destination_lookup_routes_and_drops",
        "counters_clear",
    ],
)
def test_lp_fabric4(case: str) -> None:
    hdl.run("lp_fabric4", __file__, FABRIC4_PARAMS, testcase=case)
