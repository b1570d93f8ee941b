"""The simulation model of the VCU118 block design `mbv_sys` (boards/vcu118/sim/mbv_sys_wrapper.sv and
its peripherals in boards/sim), one level down in the top tb/boards/mbv_sys_model_tb.sv as the VCU118 top
instantiates it (u_cpu), driven as the CPU drives it: a cocotbext-axi AxiLiteMaster on the wrapper's
`cpu_dp` signals in `cpu_clk`, reset by `cpu_rst` (docs/boards.md "Board simulation").

One build (profile "timing"), two runs: `peripherals`, `firmware_sequences_agree_with_rv32run` and
`core_windows` with the UARTs at +lp_uart_baud=FAST_BAUD; `uart_default_baud` with the TCL's rate.

peripherals: the reset order (ctl_reset, then the CPU's reset); every peripheral's reset values through the
bus; DECERR outside the map; both UARTs' TX frames decoded at the pin (STAT's TX bits, the 16-deep FIFO,
the write past it ignored), RX frames driven at the pin (STAT's RX bits, overrun, frame error, CTRL's
FIFO reset and interrupt enable); the SPI transfer as lp_xil_spi_xfer does it (nothing shifts while
inhibited, the bytes on mosi per slave select in CPOL 0 / CPHA 1, miso's bytes in DRR); GPIO out and in;
the INTC's ISR/IPR/IER/IVR/MER/IAR/SIE/CIE and cpu_irq only with an enabled line and MER.ME; the timer
started as lp_xil_timer_start does, counting clk_ctl, cascaded into the upper word.
firmware_sequences_agree_with_rv32run: lp_xil.c's GPIO, INTC and SPI access sequences on the model and on
lightpath.fw.rv32run's register models, every read equal in the bits the firmware uses.
core_windows: NIC and ARB accesses through the clock crossing (a cocotbext-axi AxiLiteRam in clk_core on
M_AXIL_NIC; the top's slave on ARB), the address absolute, SLVERR and DECERR carried back, the window's
valid signals changing at clk_core edges only.
uart_default_baud: one character each way on each UART at the configured 115200 baud.
"""

from __future__ import annotations

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiLiteBus, AxiLiteMaster, AxiLiteRam

from lightpath.boards import svports
from lightpath.boards.simsrc import board_sources, models
from lightpath.boards.tclcheck import mbv_address_map
from lightpath.cell import generated as cellfmt
from lightpath.env import uartpin
from lightpath.flow import hdl
from lightpath.flow.paths import REPO
from lightpath.fw import rv32run
from lightpath.gen import mbv_emit, stub_emit

MAP = mbv_address_map()
CFG = mbv_emit.ip_config()
CLK_HZ = MAP["LP_MBV_CLK_HZ"]
CLK_NS = 1e9 / CLK_HZ
CORE_NS = cellfmt.CLOCK_NS
WINDOW = mbv_emit.window()
FAST_BAUD = CLK_HZ // 32          # a 16x enable every 2 clocks: 32 clocks a bit
CON, WSS = MAP["LP_MBV_UART_CONSOLE"], MAP["LP_MBV_UART_WSS"]
TMR, SPI, GPIO, INTC = MAP["LP_MBV_TIMER"], MAP["LP_MBV_SPI"], MAP["LP_MBV_GPIO"], MAP["LP_MBV_INTC"]
NIC, ARB = MAP["LP_MBV_NIC_BASE"], MAP["LP_MBV_ARB_BASE"]
OKAY, SLVERR, DECERR = 0, 2, 3


class Bench:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.cpu = dut.u_cpu
        self.m: AxiLiteMaster

    async def start(self) -> None:
        d = self.dut
        Clock(d.clk_ctl, CLK_NS, unit="ns").start()
        Clock(d.clk_core, CORE_NS, unit="ns").start()
        d.ext_reset.value = 1
        d.dcm_locked.value = 0
        for s in (d.irq_nic, d.irq_arb, d.irq_oddl, d.spi_miso):
            s.value = 0
        for s in (d.uart_con_rxd, d.uart_wss_rxd, d.gpio_i):
            s.value = 1
        await ClockCycles(d.clk_ctl, 8)
        assert int(d.ctl_reset.value) == 1 and int(self.cpu.cpu_rst.value) == 1
        d.dcm_locked.value = 1
        d.ext_reset.value = 0
        t_per = t_cpu = None
        for n in range(200):
            await RisingEdge(d.clk_ctl)
            if t_per is None and not int(d.ctl_reset.value):
                t_per = n
            if t_cpu is None and not int(self.cpu.cpu_rst.value):
                t_cpu = n
                break
        assert t_per is not None and t_cpu is not None and t_cpu > t_per, (t_per, t_cpu)
        self.m = AxiLiteMaster(AxiLiteBus.from_prefix(self.cpu, "cpu_dp"), self.cpu.cpu_clk, self.cpu.cpu_rst)

    async def rd(self, addr: int, resp: int = OKAY) -> int:
        r = await self.m.read(addr, 4)
        assert int(r.resp) == resp, (hex(addr), r.resp)
        return int.from_bytes(r.data, "little")

    async def wr(self, addr: int, val: int, resp: int = OKAY) -> None:
        r = await self.m.write(addr, val.to_bytes(4, "little"))
        assert int(r.resp) == resp, (hex(addr), r.resp)


async def check_uart_tx(b: Bench, base: int, pin, bit_ns: float, payload: bytes) -> None:
    dec = uartpin.Decoder(pin, bit_ns)
    task = cocotb.start_soon(dec.run())
    for c in payload:
        await b.wr(base + 0x4, c)
    await Timer(bit_ns * 10 * (len(payload) + 1), unit="ns")
    assert bytes(dec.data) == payload and dec.bad == 0, (bytes(dec.data), dec.bad)
    task.cancel()


@cocotb.test()
async def peripherals(dut) -> None:
    b = Bench(dut)
    await b.start()
    bit_ns = uartpin.ip_bit_ns(CLK_HZ, FAST_BAUD)

    # ---- reset values
    for u in (CON, WSS):
        assert [await b.rd(u + o) for o in (0x0, 0x4, 0x8, 0xC)] == [0, 0, 0x04, 0]
    assert [await b.rd(TMR + o) for o in range(0, 0x20, 4)] == [0] * 8
    assert [await b.rd(GPIO + o) for o in (0x0, 0x4, 0x8, 0xC)] == [CFG["GPIO_DOUT_DEFAULT"], 3, 1, 1]
    assert int(dut.gpio_o.value) == CFG["GPIO_DOUT_DEFAULT"]
    assert [await b.rd(INTC + o) for o in range(0, 0x20, 4)] == [0, 0, 0, 0, 0, 0, 0xFFFFFFFF, 0]
    assert [await b.rd(SPI + o) for o in (0x1C, 0x20, 0x28, 0x60, 0x64, 0x70, 0x74, 0x78)] == \
        [0, 0, 0, 0x180, 0x25, (1 << CFG["SPI_NUM_SS_BITS"]) - 1, 0, 0]
    assert int(dut.spi_ss_n.value) == 3 and int(dut.uart_con_txd.value) == 1 and int(dut.uart_wss_txd.value) == 1

    # ---- DECERR outside the map: beyond a window, and nowhere near one; the map's neighbours still answer
    for a in (GPIO + WINDOW, CON - WINDOW, 0x10000000, INTC + WINDOW + 0x1C):
        assert await b.rd(a, DECERR) == 0
        await b.wr(a, 0x5A, DECERR)
    assert await b.rd(GPIO + WINDOW - 4) == 0   # the end of the GPIO's window: the IP's alias space, OKAY

    # ---- UART TX at the pin, both UARTs; STAT's TX bits
    await check_uart_tx(b, CON, dut.uart_con_txd, bit_ns, b"Hi\r\n")
    await check_uart_tx(b, WSS, dut.uart_wss_txd, bit_ns, bytes([0x00, 0xFF, 0xA5]))
    dec = uartpin.Decoder(dut.uart_con_txd, bit_ns)
    task = cocotb.start_soon(dec.run())
    burst = bytes(range(0x30, 0x30 + 17))          # one in the shifter, 16 in the FIFO
    for c in burst:
        await b.wr(CON + 0x4, c)
    st = await b.rd(CON + 0x8)
    assert st & 0x8 and not st & 0x4, hex(st)       # TX full, not empty
    await b.wr(CON + 0x4, 0x21)                     # past the FIFO: ignored
    await Timer(bit_ns * 10 * 19, unit="ns")
    assert bytes(dec.data) == burst, bytes(dec.data)
    assert await b.rd(CON + 0x8) & 0xC == 0x4
    task.cancel()

    # ---- UART RX at the pin
    await uartpin.send(dut.uart_con_rxd, b"ok!", bit_ns)
    await Timer(bit_ns, unit="ns")
    assert await b.rd(CON + 0x8) & 0x3 == 0x1
    assert [await b.rd(CON + 0x0) for _ in range(3)] == list(b"ok!")
    assert await b.rd(CON + 0x8) & 0x1 == 0
    await uartpin.send(dut.uart_wss_rxd, bytes(range(17)), bit_ns)   # one more than the FIFO holds
    await Timer(bit_ns, unit="ns")
    st = await b.rd(WSS + 0x8)
    assert st & 0x23 == 0x23, hex(st)              # valid, full, overrun
    assert await b.rd(WSS + 0x8) & 0x20 == 0        # cleared by the read
    assert [await b.rd(WSS + 0x0) for _ in range(2)] == [0, 1]
    await b.wr(WSS + 0xC, 0x2)                      # reset the RX FIFO
    assert await b.rd(WSS + 0x8) & 0x3 == 0
    await uartpin.send(dut.uart_wss_rxd, b"\x55", bit_ns, stop=0)
    await Timer(bit_ns * 2, unit="ns")
    st = await b.rd(WSS + 0x8)
    assert st & 0x41 == 0x40, hex(st)               # frame error, the character dropped
    await b.wr(WSS + 0xC, 0x10)
    assert await b.rd(WSS + 0x8) & 0x10 == 0x10
    assert await b.rd(CON + 0x8) & 0x10 == 0

    # ---- SPI as lp_xil_spi_xfer: CPOL 0, CPHA 1, manual slave select, master, SPE
    reply = [0xC3, 0x5A, 0x81]
    mosi_bits: list[tuple[int, int]] = []           # (ss_n, bit) at each sampling (falling) edge
    rx_byte = {"i": 0, "bit": 7}

    async def on_rise() -> None:                    # the slave drives miso on the leading (rising) edge
        while True:
            await RisingEdge(dut.spi_sclk)
            r = rx_byte
            dut.spi_miso.value = (reply[r["i"] % len(reply)] >> r["bit"]) & 1
            if r["bit"] == 0:
                r["i"] += 1
                r["bit"] = 7
            else:
                r["bit"] -= 1

    async def on_fall() -> None:                    # and samples mosi on the trailing edge
        while True:
            await FallingEdge(dut.spi_sclk)
            mosi_bits.append((int(dut.spi_ss_n.value), int(dut.spi_mosi.value)))

    t_rise, t_fall = cocotb.start_soon(on_rise()), cocotb.start_soon(on_fall())
    cr = (1 << 1) | (1 << 2) | (1 << 4) | (1 << 7)
    for cs, data in ((1, bytes([0x12, 0x34, 0x56])), (0, bytes([0xF0, 0x0F, 0xAA]))):
        mosi_bits.clear()
        rx_byte.update(i=0, bit=7)
        await b.wr(SPI + 0x60, cr | (1 << 8) | (1 << 5) | (1 << 6))
        for c in data:
            await b.wr(SPI + 0x68, c)
        assert await b.rd(SPI + 0x74) == len(data) - 1      # inhibited: nothing shifted
        await b.wr(SPI + 0x70, ~(1 << cs) & 0xFFFFFFFF)
        assert int(dut.spi_ss_n.value) == 3 ^ (1 << cs)
        await b.wr(SPI + 0x60, cr)
        while not await b.rd(SPI + 0x64) & 0x4:
            pass
        got = []
        for _ in data:
            while await b.rd(SPI + 0x64) & 0x1:
                pass
            got.append(await b.rd(SPI + 0x6C))
        await b.wr(SPI + 0x70, 0xFFFFFFFF)
        await b.wr(SPI + 0x60, cr | (1 << 8))
        assert int(dut.spi_ss_n.value) == 3
        assert got == reply, [hex(x) for x in got]
        assert {s for s, _ in mosi_bits} == {3 ^ (1 << cs)}, mosi_bits
        sent = bytes(int("".join(str(bit) for _, bit in mosi_bits[8 * i:8 * i + 8]), 2) for i in range(len(data)))
        assert len(mosi_bits) == 8 * len(data) and sent == data, (sent, len(mosi_bits))
        assert int(dut.spi_sclk.value) == 0
    t_rise.cancel()
    t_fall.cancel()

    # ---- GPIO
    await b.wr(GPIO + 0x4, 0)
    for v in (0, 2, 1, 3):
        await b.wr(GPIO + 0x0, v)
        assert int(dut.gpio_o.value) == v and await b.rd(GPIO + 0x0) == v
    for v in (0, 1):
        dut.gpio_i.value = v
        await ClockCycles(dut.clk_ctl, 4)
        assert await b.rd(GPIO + 0x8) == v

    # ---- INTC
    irq = b.cpu.cpu_irq
    dut.irq_arb.value = 1
    await ClockCycles(dut.clk_ctl, 4)
    assert await b.rd(INTC + 0x00) == 0x2 and await b.rd(INTC + 0x04) == 0 and int(irq.value) == 0
    await b.wr(INTC + 0x08, 0x7)
    assert await b.rd(INTC + 0x04) == 0x2 and await b.rd(INTC + 0x18) == 1
    await ClockCycles(dut.clk_ctl, 4)
    assert int(irq.value) == 0                      # enabled, pending, MER off
    await b.wr(INTC + 0x1C, 0x3)
    await ClockCycles(dut.clk_ctl, 2)
    assert int(irq.value) == 1 and await b.rd(INTC + 0x1C) == 0x3
    await b.wr(INTC + 0x0C, 0x2)                    # IAR while the line is high: set again
    assert await b.rd(INTC + 0x00) == 0x2
    dut.irq_arb.value = 0
    await ClockCycles(dut.clk_ctl, 4)
    await b.wr(INTC + 0x0C, 0x2)
    await ClockCycles(dut.clk_ctl, 2)
    assert await b.rd(INTC + 0x00) == 0 and int(irq.value) == 0 and await b.rd(INTC + 0x18) == 0xFFFFFFFF
    await b.wr(INTC + 0x00, 0x4)                    # HIE set: no software interrupt
    assert await b.rd(INTC + 0x00) == 0
    await b.wr(INTC + 0x14, 0x1)                    # CIE
    assert await b.rd(INTC + 0x08) == 0x6
    dut.irq_nic.value = 1
    dut.irq_oddl.value = 1
    await ClockCycles(dut.clk_ctl, 4)
    assert await b.rd(INTC + 0x00) == 0x5 and await b.rd(INTC + 0x04) == 0x4 and await b.rd(INTC + 0x18) == 2
    await b.wr(INTC + 0x10, 0x1)                    # SIE
    assert await b.rd(INTC + 0x18) == 0
    await b.wr(INTC + 0x1C, 0x0)                    # ME off: irq low, HIE stays
    await ClockCycles(dut.clk_ctl, 2)
    assert int(irq.value) == 0 and await b.rd(INTC + 0x1C) == 0x2
    dut.irq_nic.value = 0
    dut.irq_oddl.value = 0

    # ---- timer: lp_xil_timer_start, then counting clk_ctl
    await b.wr(TMR + 0x04, 0xFFFFFFC0)              # the low word near its wrap: the carry into TCR1
    await b.wr(TMR + 0x14, 0x7)
    await b.wr(TMR + 0x00, 1 << 5)
    await b.wr(TMR + 0x10, 1 << 5)
    assert await b.rd(TMR + 0x08) == 0xFFFFFFC0 and await b.rd(TMR + 0x18) == 0x7
    await b.wr(TMR + 0x00, (1 << 11) | (1 << 7))
    assert await b.rd(TMR + 0x00) == 0x880
    await ClockCycles(dut.clk_ctl, 80)
    assert await b.rd(TMR + 0x18) == 0x8            # carried (TCSR1's LOAD, still set, is ignored in cascade)
    t0 = get_sim_time("ns")
    lo0 = await b.rd(TMR + 0x08)
    await Timer(12345, unit="ns")
    t1 = get_sim_time("ns")
    lo1 = await b.rd(TMR + 0x08)
    cycles = round((t1 - t0) / CLK_NS)
    # one count per clk_ctl cycle (to the cycle the port's alternating read acceptance adds)
    assert abs(((lo1 - lo0) & 0xFFFFFFFF) - cycles) <= 1, (lo1 - lo0, cycles)
    await b.wr(TMR + 0x00, 1 << 11)                 # ENT off: stopped
    lo0 = await b.rd(TMR + 0x08)
    await ClockCycles(dut.clk_ctl, 20)
    assert await b.rd(TMR + 0x08) == lo0


@cocotb.test()
async def firmware_sequences_agree_with_rv32run(dut) -> None:
    """lp_xil.c's GPIO, INTC and SPI sequences on the model and on the instruction-set run's register
    models (lightpath.fw.rv32run): every read the firmware makes, the bits it looks at, equal."""
    b = Bench(dut)
    await b.start()
    lines = {"v": 0}
    gpio, intc, spi = rv32run.Gpio(inputs=1), rv32run.Intc(lambda: lines["v"]), rv32run.QuadSpi(miso=0xA5)
    dut.spi_miso.value = 1   # the model's slave answers 0xA5 (1010 0101): miso per bit below

    async def rd(base: int, dev: rv32run.Device, off: int, mask: int = 0xFFFFFFFF) -> int:
        v = await b.rd(base + off)
        assert v & mask == dev.read(off) & mask, (hex(base + off), hex(v), hex(dev.read(off)))
        return v

    async def wr(base: int, dev: rv32run.Device, off: int, val: int) -> None:
        await b.wr(base + off, val)
        dev.write(off, val)

    # lp_xil_gpio_out / lp_xil_gpio_in
    for v in (3, 1, 0, 2, 3):
        await wr(GPIO, gpio, 0x4, 0)
        await wr(GPIO, gpio, 0x0, v)
        await rd(GPIO, gpio, 0x0)
        await rd(GPIO, gpio, 0x4)
    for v in (0, 1):
        dut.gpio_i.value = gpio.inputs = v
        await ClockCycles(dut.clk_ctl, 4)
        await rd(GPIO, gpio, 0x8)

    # lp_xil_intc_enable, then lp_xil_intc_take(mask) with the lines held
    await wr(INTC, intc, 0x08, 0x7)
    await wr(INTC, intc, 0x1C, 0x3)
    for pattern, mask in ((0, 7), (2, 7), (5, 1), (5, 4), (7, 7), (0, 7)):
        lines["v"] = pattern
        dut.irq_nic.value, dut.irq_arb.value, dut.irq_oddl.value = pattern & 1, pattern >> 1 & 1, pattern >> 2 & 1
        await ClockCycles(dut.clk_ctl, 4)
        p = await rd(INTC, intc, 0x00) & mask
        if p:
            await wr(INTC, intc, 0x0C, p)
        for off in (0x04, 0x08, 0x18, 0x1C):
            await rd(INTC, intc, off)
    lines["v"] = 0
    dut.irq_nic.value = dut.irq_arb.value = dut.irq_oddl.value = 0

    # lp_xil_spi_xfer(cs, tx, rx, n): SPISR bits 0 and 2 (what it polls), DRR
    reply = 0xA5

    async def slave() -> None:
        while True:
            await RisingEdge(dut.spi_sclk)
            bit = 7 - (slave_bits["n"] % 8)
            dut.spi_miso.value = reply >> bit & 1
            slave_bits["n"] += 1

    slave_bits = {"n": 0}
    task = cocotb.start_soon(slave())
    cr = (1 << 1) | (1 << 2) | (1 << 4) | (1 << 7)
    for cs, data in ((0, b"\x01\x02"), (1, b"\x10\x20\x30\x40")):
        await wr(SPI, spi, 0x60, cr | (1 << 8) | (1 << 5) | (1 << 6))
        await rd(SPI, spi, 0x64, 0x5)
        for c in data:
            await wr(SPI, spi, 0x68, c)
        await rd(SPI, spi, 0x64, 0x5)
        await wr(SPI, spi, 0x70, ~(1 << cs) & 0xFFFFFFFF)
        await wr(SPI, spi, 0x60, cr)
        while not await b.rd(SPI + 0x64) & 0x4:
            pass
        for _ in data:
            while await b.rd(SPI + 0x64) & 0x1:
                pass
            await rd(SPI, spi, 0x6C, 0xFF)
        await rd(SPI, spi, 0x64, 0x5)
        await wr(SPI, spi, 0x70, 0xFFFFFFFF)
        await wr(SPI, spi, 0x60, cr | (1 << 8))
        await rd(SPI, spi, 0x60)
    assert spi.transfers == [(0, b"\x01\x02"), (1, b"\x10\x20\x30\x40")]
    task.cancel()


@cocotb.test()
async def core_windows(dut) -> None:
    b = Bench(dut)
    await b.start()
    ram = AxiLiteRam(AxiLiteBus.from_prefix(dut, "M_AXIL_NIC"), dut.clk_core, dut.ctl_reset, size=WINDOW)
    edges: dict[str, list[float]] = {"valid": [], "core": [], "ctl": []}

    async def watch(sig, key: str) -> None:
        while True:
            await RisingEdge(sig)
            edges[key].append(get_sim_time("ps"))

    tasks = [cocotb.start_soon(watch(s, k)) for s, k in ((dut.M_AXIL_NIC_awvalid, "valid"),
                                                          (dut.M_AXIL_NIC_arvalid, "valid"),
                                                          (dut.clk_core, "core"), (dut.clk_ctl, "ctl"))]
    for off, val in ((0x10, 0xDEADBEEF), (0x3FFC, 0x01234567), (0x0, 0x89ABCDEF)):
        await b.wr(NIC + off, val)
        assert int.from_bytes(ram.read(off, 4), "little") == val
        assert await b.rd(NIC + off) == val
        assert int(dut.M_AXIL_NIC_araddr.value) == NIC + off     # absolute, as the SmartConnect gives it
    for off, resp in ((0x124, SLVERR), (0x8010, DECERR)):
        assert await b.rd(ARB + off, resp) == ARB + off
        assert int(dut.arb_last_addr.value) == ARB + off
        await b.wr(ARB + off + 4, 0x1, resp)
        assert int(dut.arb_last_addr.value) == ARB + off + 4
    valid, core, ctl = edges["valid"], set(edges["core"]), set(edges["ctl"])
    assert len(valid) == 6 and all(t in core for t in valid), valid      # the window's valids: clk_core edges
    assert any(t not in ctl for t in valid), valid                       # not clk_ctl's
    for t in tasks:
        t.cancel()


@cocotb.test()
async def uart_default_baud(dut) -> None:
    b = Bench(dut)
    await b.start()
    baud = CFG["UART_BAUD"]
    bit_ns = uartpin.ip_bit_ns(CLK_HZ, baud)
    assert abs(bit_ns * baud / 1e9 - 1) < 0.01

    async def start_bit() -> float:                 # "U" (0x55): the start bit is the only low bit before a 1
        await FallingEdge(dut.uart_con_txd)
        t0 = get_sim_time("ns")
        await RisingEdge(dut.uart_con_txd)
        return get_sim_time("ns") - t0

    width = cocotb.start_soon(start_bit())
    await check_uart_tx(b, CON, dut.uart_con_txd, bit_ns, b"U")
    assert abs(await width - bit_ns) < 0.5, (await width, bit_ns)   # the IP's bit time at 115200, to the clock
    await check_uart_tx(b, WSS, dut.uart_wss_txd, bit_ns, b"\x81")
    for base, pin in ((CON, dut.uart_con_rxd), (WSS, dut.uart_wss_rxd)):
        await uartpin.send(pin, b"\x3C", bit_ns)
        await Timer(bit_ns, unit="ns")
        assert await b.rd(base + 0x8) & 0x1 and await b.rd(base + 0x0) == 0x3C


TOP = "mbv_sys_model_tb"


def test_mbv_sys_model_ports_match_the_stub() -> None:
    """The model's header is the generated wrapper's (the stub of stub_emit's table): names, directions,
    widths, order."""
    model = svports.read_module_header(models("vcu118")["mbv_sys_wrapper"])
    stub = svports.read_module_header(REPO / "boards" / "vcu118" / "stubs" / "mbv_sys_wrapper.sv")
    assert model.ports == stub.ports
    table = [(d, w, n) for d, w, n in (*stub_emit.BD["vcu118"].head, *stub_emit.BD["vcu118"].tail)]
    assert [(p.direction, p.width, p.name) for p in model.ports if not p.name.startswith("M_AXIL_")] == table


def test_mbv_sys_model() -> None:
    srcs = board_sources("vcu118", TOP, (REPO / "tb" / "boards" / f"{TOP}.sv",))
    hdl.run(TOP, __file__, sources=srcs, profile="timing",
            testcase=["peripherals", "firmware_sequences_agree_with_rv32run", "core_windows"],
            plusargs=[f"+lp_uart_baud={FAST_BAUD}"], tag="fast")
    hdl.run(TOP, __file__, sources=srcs, profile="timing", testcase="uart_default_baud", tag="default")
