"""lp_board_eth: the boards' Ethernet lanes (lp_eth_mac_pcs per lane) between the transceiver wizard's
per-channel gearbox buses and lp_board_core's lane arrays. Two lanes whose GT buses are cross-connected
(lane 0's transmitter into lane 1's receiver and back, a pause in 33 cycles as the GT gearbox has):
lane mapping, resets per lane, block lock, frames intact both ways, and the bit order on the GT side
(clause 49 order mirrored: header bit 0 in TXHEADER[1], payload bit 0 in TXDATA[63]).

The top (tb/boards/lp_board_eth_host_tb.sv) adds the board's host-port registers in a core clock of its
own (6.4 ns against the lanes' 6.206 ns): lp_board_host and the node map's block host behind AXI4-Lite.
Every lane counter read through the register window equals the lane's counter port, in the registers'
order; status, the link-change and module events and the module reset request are checked too."""

from __future__ import annotations

import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer
from cocotbext.axi import AxiLiteBus, AxiLiteMaster

from lightpath.env.eth import TX_EV, udp_frame
from lightpath.flow import hdl
from lightpath.flow.paths import REPO, closure, rtl_sources
from lightpath.model.eth_baser import Descrambler
from lightpath.regs.lp_nic_node import REGS

LANES = 2
CROSS = (1, 0)              # lane k's receiver takes lane CROSS[k]'s transmitter
M64 = (1 << 64) - 1
SH_CTRL = 0b01              # lp_eth_pkg::SH_CTRL, bit 0 first on the line
BLOCK_TYPES = {0x1E, 0x2D, 0x33, 0x66, 0x55, 0x78, 0x4B, 0x87, 0x99, 0xAA, 0xB4, 0xCC, 0xD2, 0xE1, 0xFF}


def _rev(v: int, n: int) -> int:
    return int(f"{v:0{n}b}"[::-1], 2)


def _field(v: int, i: int, w: int) -> int:
    return (v >> (i * w)) & ((1 << w) - 1)


class Bench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.tx_queue: list[list[bytes]] = [[] for _ in range(LANES)]
        self.rx: list[list[tuple[bytes, int]]] = [[] for _ in range(LANES)]
        self.gt0: list[tuple[int, int]] = []      # lane 0's blocks as the GT takes them, out of reset
        self.bad_upper = 0
        self.slips = 0
        self.host_ev = [0, 0]     # pulses of host_ev[0] (link change), host_ev[1] (module event)
        self.mod_reset = 0        # pulses of the module reset request
        for c in (self._clocks(), self._gt(), self._tx(), self._rx(), self._core()):
            cocotb.start_soon(c)

    async def _core(self) -> None:
        d = self.dut
        while True:
            await RisingEdge(d.clk)
            await ReadOnly()
            ev = int(d.host_ev.value)
            self.host_ev[0] += ev & 1
            self.host_ev[1] += ev >> 1 & 1
            self.mod_reset += int(d.mod_reset.value)

    async def _clocks(self) -> None:
        d = self.dut
        while True:      # one frequency for TXUSRCLK2 and both RXUSRCLK2 (161.13 MHz)
            d.tx_clk.value, d.rx_clk.value = 1, (1 << LANES) - 1
            await Timer(3103, unit="ps")
            d.tx_clk.value, d.rx_clk.value = 0, 0
            await Timer(3103, unit="ps")

    async def _gt(self) -> None:
        d = self.dut
        pending: list[tuple[int, int] | None] = [None] * LANES
        while True:
            await RisingEdge(d.tx_clk)
            data = hdr = valid = 0
            for ln, p in enumerate(pending):
                if p is not None:
                    hdr |= p[0] << (6 * ln)
                    data |= p[1] << (64 * ln)
                    valid |= 0b11 << (2 * ln)
            d.gt_rxdata.value, d.gt_rxheader.value = data, hdr
            d.gt_rxdatavalid.value, d.gt_rxheadervalid.value = valid, valid
            await ReadOnly()
            self.slips += bin(int(d.gt_rxgearboxslip.value)).count("1")
            txd, txh, seq = int(d.gt_txdata.value), int(d.gt_txheader.value), int(d.gt_txsequence.value)
            for ln in range(LANES):
                h, s = _field(txh, ln, 6), _field(seq, ln, 7)
                self.bad_upper += int(h >> 2 != 0 or s >> 6 != 0 or s > 32)
                blk = (h, _field(txd, ln, 64)) if s != 32 else None
                pending[CROSS[ln]] = blk
                if ln == 0 and blk is not None and not int(d.eth_tx_rst.value) & 1:
                    self.gt0.append(blk)

    async def _tx(self) -> None:
        d = self.dut
        cur: list[list[tuple[int, int, int]]] = [[] for _ in range(LANES)]   # beats (data, keep, last)
        take = [False] * LANES
        while True:
            await RisingEdge(d.tx_clk)
            tdata = tkeep = tvalid = tlast = 0
            for ln in range(LANES):
                if take[ln]:
                    cur[ln].pop(0)
                if not cur[ln] and self.tx_queue[ln]:
                    f = self.tx_queue[ln].pop(0)
                    cur[ln] = [(int.from_bytes(f[i:i + 8], "little"), (1 << len(f[i:i + 8])) - 1, int(i + 8 >= len(f)))
                              for i in range(0, len(f), 8)]
                if cur[ln]:
                    b = cur[ln][0]
                    tdata |= b[0] << (64 * ln)
                    tkeep |= b[1] << (8 * ln)
                    tlast |= b[2] << ln
                    tvalid |= 1 << ln
            d.eth_tx_tdata.value, d.eth_tx_tkeep.value = tdata, tkeep
            d.eth_tx_tvalid.value, d.eth_tx_tlast.value, d.eth_tx_tuser.value = tvalid, tlast, 0
            await ReadOnly()
            ready = int(d.eth_tx_tready.value)
            take = [bool(tvalid >> ln & 1 and ready >> ln & 1) for ln in range(LANES)]

    async def _rx(self) -> None:
        d = self.dut
        acc = [b""] * LANES
        while True:
            await RisingEdge(d.tx_clk)
            await ReadOnly()
            valid = int(d.eth_rx_tvalid.value)
            for ln in range(LANES):
                if valid >> ln & 1:
                    keep = _field(int(d.eth_rx_tkeep.value), ln, 8)
                    acc[ln] += _field(int(d.eth_rx_tdata.value), ln, 64).to_bytes(8, "little")[:bin(keep).count("1")]
                    if int(d.eth_rx_tlast.value) >> ln & 1:
                        self.rx[ln].append((acc[ln], int(d.eth_rx_tuser.value) >> ln & 1))
                        acc[ln] = b""

    async def wait(self, cond, limit: int, what: str) -> int:
        for n in range(limit):
            await RisingEdge(self.dut.tx_clk)
            if cond():
                return n
        raise AssertionError(f"timeout: {what}")


def _reg(name: str) -> int:
    return REGS[name].addr


def _lane_regs(lane: int) -> list[str]:
    """HOST_LANE[lane]'s registers in address order."""
    pre = f"HOST_LANE[{lane}]."
    return sorted((n for n in REGS if n.startswith(pre)), key=_reg)


async def check_host_regs(dut, b: Bench, axil: AxiLiteMaster) -> None:
    """The lanes' counters and status through the register window."""
    assert await axil.read_dword(_reg("HOST_CAP")) & 0x3F == 0x10 | LANES    # QSFP, LANES lanes
    st = await axil.read_dword(_reg("HOST_STATUS"))
    assert (st & 0xF, st >> 8 & 0xF, st >> 16 & 0xF) == (0b11, 0, 0b11), hex(st)   # lock, hi_ber, link up
    assert b.host_ev[0] >= 1, "no link-change event while the lanes locked"
    for ln in range(LANES):
        names = _lane_regs(ln)
        n_tx = sum(n.split(".")[1].startswith("TX_") for n in names)
        tx, rx = int(dut.cnt_tx.value), int(dut.cnt_rx.value)
        want = [_field(tx, ln * n_tx + i, 32) for i in range(n_tx)]
        want += [_field(rx, ln * (len(names) - n_tx) + i, 32) for i in range(len(names) - n_tx)]
        got = [await axil.read_dword(_reg(n)) for n in names]
        assert got == want, (ln, list(zip(names, got, want)))
        assert got[0] > 0 and got[n_tx] > 0, (ln, got)   # frames sent and received: not all zeros
    # lanes the board does not have read 0, the rest of the sub-window answers
    assert [await axil.read_dword(_reg(n)) for n in _lane_regs(LANES)] == [0] * len(_lane_regs(LANES))

    # module status and its event; the reset request reaches the sideband as one pulse
    ev1 = b.host_ev[1]
    assert await axil.read_dword(_reg("MOD_STATUS")) & 0b11 == 0
    dut.mod_present.value = 1
    await ClockCycles(dut.clk, 8)
    dut.mod_intr.value = 1
    await ClockCycles(dut.clk, 8)
    assert await axil.read_dword(_reg("MOD_STATUS")) & 0b1011 == 0b1011   # present, intr, ready
    assert b.host_ev[1] == ev1 + 2, (b.host_ev, ev1)
    dut.mod_intr.value = 0          # IntL released: no event
    await ClockCycles(dut.clk, 8)
    assert b.host_ev[1] == ev1 + 2
    await axil.write_dword(_reg("MOD_CTRL"), 0b101)   # reset, ModSelL low
    await ClockCycles(dut.clk, 4)
    assert b.mod_reset == 1


@cocotb.test()
async def cross_connected_lanes(dut) -> None:
    rng = random.Random(11)
    dut.tx_ready.value, dut.rx_ready.value = 0, 0
    dut.rst.value, dut.mod_present.value, dut.mod_intr.value = 1, 0, 0
    Clock(dut.clk, 6.4, unit="ns").start()
    axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.rst)
    b = Bench(dut)
    await ClockCycles(dut.tx_clk, 8)
    dut.rst.value = 0
    # nothing ready: every lane in reset
    assert int(dut.eth_tx_rst.value) == 0b11 and int(dut.eth_rx_rst.value) == 0b11

    # TX up and only lane 0's receiver: lane 0 locks on lane 1's transmitter, lane 1 stays in reset
    dut.tx_ready.value, dut.rx_ready.value = 1, 0b01
    await b.wait(lambda: int(dut.eth_lock.value) & 1, 20000, "lane 0 block lock")
    await ClockCycles(dut.tx_clk, 200)
    assert int(dut.eth_tx_rst.value) == 0 and int(dut.eth_rx_rst.value) == 0b10
    assert int(dut.eth_lock.value) == 0b01
    dut.rx_ready.value = 0b11
    await b.wait(lambda: int(dut.eth_lock.value) == 0b11, 20000, "lane 1 block lock")
    assert int(dut.eth_rx_rst.value) == 0 and int(dut.eth_hi_ber.value) == 0

    sizes = [[64, 65, 68, 100, 1500, 9000, 64, 333], [1518, 64, 65, 66, 67, 9600, 128, 71, 800]]   # with FCS
    sent = [[udp_frame(s, 100 * ln + i, rng) for i, s in enumerate(sizes[ln])] for ln in range(LANES)]
    for ln in range(LANES):
        b.tx_queue[ln].extend(sent[ln])
    await b.wait(lambda: all(len(b.rx[CROSS[ln]]) >= len(sent[ln]) for ln in range(LANES)), 60000, "frames")
    await ClockCycles(dut.tx_clk, 50)
    for ln in range(LANES):
        got = b.rx[CROSS[ln]]
        assert got == [(f, 0) for f in sent[ln]], (ln, [(len(f), u) for f, u in got], [len(f) for f in sent[ln]])
        assert _field(int(dut.cnt_tx.value), ln * len(TX_EV), 32) == len(sent[ln])   # lane ln's `frame` counter
    assert b.bad_upper == 0, "TXHEADER[5:2] / TXSEQUENCE[6] not 0, or a sequence above 32"
    assert b.slips == 0, "an aligned line needs no gearbox slip"
    assert int(dut.eth_lock.value) == 0b11

    # lane 0 on the GT side, mirrored back to clause 49 order and descrambled: only legal control block
    # types, idles between frames and one start per frame
    dsc, types = Descrambler(), []
    for h, data in b.gt0:
        hdr, payload = _rev(h & 0b11, 2), dsc.descramble(_rev(data, 64))
        assert hdr in (0b01, 0b10), hdr
        if hdr == SH_CTRL:
            types.append(payload & 0xFF)
    types = types[2:]     # the descrambler's first 58 bits are not yet synchronised
    assert set(types) <= BLOCK_TYPES, sorted(set(types) - BLOCK_TYPES)
    assert types.count(0x1E) > 100
    assert types.count(0x78) + types.count(0x33) == len(sent[0])

    await check_host_regs(dut, b, axil)


def test_lp_board_eth() -> None:
    brd = REPO / "boards" / "common" / "rtl"
    tb = "lp_board_eth_host_tb"
    files = [*rtl_sources(), brd / "lp_board_eth.sv", brd / "lp_board_host.sv", REPO / "tb" / "boards" / f"{tb}.sv"]
    hdl.run(tb, __file__, {"LANES": LANES}, sources=closure(tb, files))
