"""The ZCU106 twin, SiP-controller variant (docs/boards.md, "ZCU106 twin"): the ZCU106 top with VARIANT
"sipctl" compiled as it is (tb/boards/lp_zcu106_sipctl_tb.sv), every part on its model, the PS block
design on zynq_ps_wrapper. The Linux tool lp_sipctl runs as a process, built with the linux_uio HAL over
the simulation's link (lp_sipctl_iosim, lightpath.boards.zcu106_twin.UioSim): it finds the DAC SPI and
GPIO by their UIO names at the addresses of lightpath.boards.zcu106_map and reaches them through the PS
model's master. The two AD5370s are decoded at the board's pins (Ad5370Pins).

ps_model_clock_reset_and_windows: pl_clk0's period from the TCL's frequency; the PL reset released (LED 0);
through the PS model's master the NIC window and its ODDL page (no core on "sipctl") and a hole of the
master's range answer DECERR, the DAC GPIO OKAY.
sipctl_drives_the_dacs_at_the_pins: `lp_sipctl <file> set ...` exits 0; one ~RESET pulse and one ~LDAC
pulse, not while ~BUSY is low; DIN stable around every sampling SCLK edge; every SPI frame 24 bits, no
word lost or undecoded; each chip got OFS0 and OFS1 (the board's offset code) and one X1 word per
driven channel; every driven channel's DAC code is the one the tool reports and its output voltage is
the calibrated one within half a code; every other channel is at its power-on code. Then a file with a
bias outside its range: refused (exit 1, the line named), nothing asked of the board (no UIO lookup, no
access) and nothing at the pins.
wssctl_drives_the_wss_at_the_pmod_pins: `lp_wssctl /dev/ttyUL0 add 0 1 4 2 0 5` (the tty's UART Lite
through the link) against the LWSP device model at the PMOD UART pins (lightpath.boards.twin.WssOnPins):
exit 0, "verified"; `IDN?` the first command, a `COMMIT` among them, every command sent once (no retry),
no framing error at the pins; the device's map is the two connections.
Mutants killed: the decoder sampling DIN on SCLK's rising edge (136 timing errors), lp_dac writing
channel n at address 9 + n (undecoded words, codes off).
"""

from __future__ import annotations

import re
import tempfile
import time
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import RisingEdge, Timer
from cocotbext.axi import AxiResp

from lightpath.boards import zcu106_map, zcu106_twin
from lightpath.boards.twin import WssOnPins
from lightpath.boards.zcu106_twin import CH, DAC, POR_OFS, POR_X1, WSS_BAUD, Ad5370Pins, UioSim
from lightpath.env import uartpin
from lightpath.gen import mbv_emit

CAL = """# two SiP switches on both DACs
sipcal 1
range 3 0 4000
range 12 -500 4000
range 39 0 7000
range 40 -1000 2000
range 77 0 5000
cal 0 0 3 1250
cal 0 1 3 2500
cal 0 1 12 -120
cal 1 0 39 6999
cal 1 0 40 -750
cal 2 1 77 4321
"""
STATES = {0: 1, 1: 0, 2: 1}
LSB_UV = 4 * DAC["LP_DAC_BOARD_VREF_UV"] / 65536
RESET_US = 20   # ~BUSY after ~RESET (the datasheet's is up to 400 us): shortened for the simulation's time
SETTLE_CAP_US = 50   # the tool's 10 ms settle after the update (thermal tuners, off the board) as 50 us
LINE = re.compile(r"switch (\d+) state (\d+): channel (\d+) at (-?\d+) uV \(code (\d+)\)")


def _cal_uv(text: str, states: dict[int, int]) -> dict[int, int]:
    """channel -> calibrated microvolts of the chosen states"""
    out = {}
    for ln in text.splitlines():
        f = ln.split()
        if f and f[0] == "cal" and states.get(int(f[1])) == int(f[2]):
            out[int(f[3])] = 1000 * int(f[4])
    return out


@cocotb.test()
async def ps_model_clock_reset_and_windows(dut: Any) -> None:
    """The PS model as the top sees it: pl_clk0 at the TCL's frequency, the PL reset released (LED 0), and
    through the HPM0 master the "sipctl" windows: no NIC core, so the NIC window and its ODDL page answer
    DECERR, as does a hole of the master's range."""
    ps = dut.u_top.u_ps
    dut.btnc.value = 0
    assert int(dut.led.value) & 1 == 0   # the PL in reset at power-on
    await RisingEdge(ps.hpm0_lpd_clk)
    t0 = get_sim_time("ps")
    await RisingEdge(ps.hpm0_lpd_clk)
    assert get_sim_time("ps") - t0 == round(1e12 / mbv_emit.zynq_pl_clk0_hz())
    uio = UioSim(ps, "sipctl")
    while int(ps.hpm0_lpd_rst.value):
        await Timer(100, "ns")
    await Timer(2, "us")
    assert int(dut.led.value) & 1 == 1
    nic, oddl = zcu106_map.by_node("lp-nic").base, zcu106_map.by_node("lp-oddl").base
    hole = zcu106_map.by_node("lp-dac-spi").base - zcu106_map.PAGE * 16   # between the NIC and SPI windows
    for addr in (nic, oddl, hole):
        assert (await uio.bus.read(addr, 4)).resp == AxiResp.DECERR, hex(addr)
        assert (await uio.bus.write(addr, b"\x01\0\0\0")).resp == AxiResp.DECERR, hex(addr)
    gpio = zcu106_map.by_node("lp-dac-gpio").base
    assert (await uio.bus.read(gpio, 4)).resp == AxiResp.OKAY


@cocotb.test()
async def sipctl_drives_the_dacs_at_the_pins(dut: Any) -> None:
    pins = Ad5370Pins(dut, reset_us=RESET_US)
    pins.start()
    dut.btnc.value = 0
    dut.wss_rxd.value = 1
    uio = UioSim(dut.u_top.u_ps, "sipctl", sleep_cap_us=SETTLE_CAP_US)
    while int(dut.u_top.u_ps.hpm0_lpd_rst.value):
        await Timer(100, "ns")
    exe = zcu106_twin.tools() / "lp_sipctl_iosim"
    tmp = Path(tempfile.mkdtemp())
    cal = tmp / "switch.cal"
    cal.write_text(CAL)

    wall, t0 = time.monotonic(), get_sim_time("us")
    r = await uio.run(exe, str(cal), "set", *(f"{s}={v}" for s, v in STATES.items()))
    dut._log.info(f"lp_sipctl set: {get_sim_time('us') - t0:.1f} us simulated in {time.monotonic() - wall:.1f} s, "
                  f"{uio.reads} reads, {uio.writes} writes\n{r.stdout}{r.stderr}")
    assert r.returncode == 0, r.stderr
    assert uio.capped == 1   # the settle only
    want = _cal_uv(CAL, STATES)
    told = {int(m[3]): int(m[5]) for m in LINE.finditer(r.stdout)}
    assert told.keys() == want.keys(), r.stdout
    assert uio.mapped == ["lp-dac-spi", "lp-dac-gpio"]
    assert (pins.reset_pulses, pins.ldac_pulses, pins.ldac_busy, pins.timing_errors) == (1, 1, 0, 0)
    for k, chip in enumerate(pins.chips):
        assert (chip.bad_frames, chip.lost, chip.unmodelled) == (0, 0, 0), k
        assert chip.ofs == [POR_OFS] * 2, k   # the board's offset code (lp_dac.h) is the power-on one
        x1 = [w for w in chip.words if w >> 22 == 3]
        assert len(chip.words) == 2 + len(x1) and len(x1) == sum(1 for c in want if c // CH == k), k
    for ch in range(2 * CH):
        if ch in want:
            assert pins.code(ch) == told[ch], ch
            assert abs(pins.out_uv(ch) - want[ch]) <= LSB_UV / 2, (ch, pins.out_uv(ch), want[ch])
        else:
            assert pins.code(ch) == POR_X1, ch

    # a file that asks for a bias outside its channel's range: refused before the board is touched
    before = (uio.requests, pins.sync_frames, pins.sclk_edges, pins.reset_pulses, pins.ldac_pulses)
    codes = [pins.code(ch) for ch in range(2 * CH)]
    bad = tmp / "bad.cal"
    bad.write_text(CAL.replace("cal 0 1 3 2500", "cal 0 1 3 4500"))
    r = await uio.run(exe, str(bad), "set", "0=1")
    assert r.returncode == 1 and r.stderr.startswith(f"{bad}:9:"), r.stderr
    await Timer(10, "us")
    assert (uio.requests, pins.sync_frames, pins.sclk_edges, pins.reset_pulses, pins.ldac_pulses) == before
    assert [pins.code(ch) for ch in range(2 * CH)] == codes


@cocotb.test()
async def wssctl_drives_the_wss_at_the_pmod_pins(dut: Any) -> None:
    """lp_wssctl on the WSS UART Lite (its tty through the link) and the LWSP device model at the pins."""
    wss = WssOnPins(dut.wss_txd, dut.wss_rxd, uartpin.ip_bit_ns(mbv_emit.zynq_pl_clk0_hz(), WSS_BAUD))
    cocotb.start_soon(wss.run())
    uio = UioSim(dut.u_top.u_ps, "sipctl")
    exe = zcu106_twin.tools() / "lp_wssctl_iosim"
    t0 = get_sim_time("us")
    r = await uio.run(exe, zcu106_map.WSS_TTY, "add", "0", "1", "4", "2", "0", "5")
    dut._log.info(f"lp_wssctl add: {get_sim_time('us') - t0:.1f} us simulated, {uio.reads} reads, {uio.writes} "
                  f"writes, {wss.sent} characters from the WSS, commands {wss.received}\n{r.stdout}{r.stderr}")
    assert r.returncode == 0 and "verified" in r.stdout, r.stderr
    assert uio.mapped == [zcu106_map.WSS_TTY]
    assert wss.received[0].endswith("IDN?") and any("COMMIT" in c for c in wss.received), wss.received
    # one try per command (its sequence number never repeats): no reply lost to the polled UART
    assert [c.split()[0] for c in wss.received] == [str(n) for n in range(1, len(wss.received) + 1)]
    assert wss.dec.bad == 0
    assert wss.snapshot() == {(0, 1): 4, (2, 0): 5}


def test_lp_zcu106_twin() -> None:
    zcu106_twin.run()
