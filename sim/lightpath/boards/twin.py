"""The VCU118 board twin's surroundings (docs/boards.md, "Board twin"; top tb/boards/lp_vcu118_twin_tb.sv):
the twin's firmware images, the WSS controller at board 0's PMOD UART pins, the consoles at the USB-UART
pins, both CPUs bridged into the simulation (lightpath.fw.mbv_bridge), the wait for a console line with
a diagnosis of both NICs' bring-up registers when it does not come, and the run of the twin's cocotb
test module (tb/boards/test_lp_vcu118_twin.py) for the regression and for `make sim SCENARIO=board-twin`
(lightpath.scenario.board_twin). The same harness holds N boards: the board testbed (docs/boards.md,
"Board testbed"; top tb/boards/lp_vcu118_testbed_tb.sv), Mercury's 3-node testbed through an AWGR, board 0
the arbiter and the others NIC nodes, each with its node's image (testbed_images), run by
`make sim SCENARIO=board-testbed` (lightpath.scenario.board_testbed)."""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Timer

from lightpath.boards.simsrc import board_sources
from lightpath.boards.tclcheck import MBV_MAP, mbv_address_map
from lightpath.cell import generated as cellfmt
from lightpath.env import uartpin
from lightpath.flow import hdl
from lightpath.flow.paths import REPO
from lightpath.fw import build
from lightpath.fw.mbv_bridge import MbvOnBoard
from lightpath.fw.rv32run import Image, WssOnUart
from lightpath.regs import lp_arb_regs, lp_nic_node

TB = "lp_vcu118_twin_tb"
# the twin's testbed: the arbiter's node and one NIC node; a 6-port WSS (the OCS subnet's inputs 0, 1 and
# outputs 2, 3; the SDN agent's ports 4, 5): the WSS open reads every row at boot, and again after an
# outage. The WSS timeouts are the bench's hundreds of times shorter, so an outage is noticed within a
# simulated millisecond (lightpath.boards.twin_faults): a command's reply 500 us (a row's exchange takes
# about 150 us at the twin's baud rate), an audit read every 167 us, the first audit read unanswered is
# the controller lost, a reopen retried after 1 ms; and the loops' waits 100 us, not 750 (a turn paces
# the audit's reads and the watch of the nodes).
def wss_ports(nodes: int) -> int:
    """The WSS of an N-node twin or testbed: the OCS subnet's inputs 0 .. N-1 and outputs N .. 2N-1
    (lp_arb_fw.c) and two ports for the SDN agent above them (the WSS open reads every row)."""
    return 2 * nodes + 2


def testbed_defs(nodes: int) -> str:
    """The firmware figures of an N-node twin or testbed (docs/firmware.md "Build"): its nodes and the
    SDN agent's WSS ports (those above the OCS subnet's)."""
    sdn = ((1 << wss_ports(nodes)) - 1) & ~((1 << (2 * nodes)) - 1)
    return f"-DLP_FW_NODES={nodes} -DLP_FW_SDN_PORTS={sdn:#06x}"


# LP_FW_LOCK_US: the arbiter's time-sync attempt (5 s on the bench) short enough that a board powered on
# LATE_MS late (twin_faults) costs attempts, each on the console, while a normal boot (the node locks within
# about 0.3 ms of the master's start) needs one
FW_DEFS = (testbed_defs(2) + " -DLP_FW_WSS_TIMEOUT_US=500 -DLP_FW_WSS_AUDIT_MS=1 -DLP_FW_WSS_LOST_READS=1 "
           "-DLP_FW_WSS_RETRY_MS=1 -DLP_FW_WAIT_US=100 -DLP_FW_LOCK_US=600")
WSS_PORTS = wss_ports(2)


# the WSS's UART Lite (+lp_uart_baud_wss): a 16x enable every 2 clocks, 3.2 us a character. The firmware
# takes about 3 us per received character (a status read, the character, the timer, the line parser), so
# the 16-character FIFO of a reply at 6.25 Mbaud overruns (3 characters lost, reply never recognised);
# at 3.125 Mbaud the margin is small and the test's rx_lost check holds it.
# The consoles only send (+lp_uart_baud_con): 6.25 Mbaud, a 16x enable every clock, 1.6 us a character;
# at 115200 baud on the bench a boot's console text alone would take tens of milliseconds.
BAUD = 3_125_000
CON_BAUD = 6_250_000
PLUSARGS = (f"+lp_uart_baud_wss={BAUD}", f"+lp_uart_baud_con={CON_BAUD}")
BOOT_MS = 8.0                   # deadline for both boards up, simulated
DIAG_REGS = ("NODE", "CTRL", "TSYNC_CTRL", "TSYNC_STATUS", "TSYNC_EXCHANGES", "TSYNC_TIMEOUTS", "TSYNC_BAD_MSGS",
             "TSM_NODE_MASK", "TSM_STATUS", "TSM_EXCHANGES", "TSM_TIMEOUTS", "TSM_ROUNDS", "RX_CELLS", "RX_SYNC",
             "RX_DROP_PREAMBLE", "RX_DROP_HCRC", "RX_DROP_PCRC", "PHY_BURSTS", "PHY_SD_GLITCH", "PHY_SD_GAP",
             "CDR_HIT", "CDR_MISS", "CDR_RELOCK", "CDR_DROP", "CDR_PROTO", "CDR_STATUS", "TX_CELLS", "TX_FAKE",
             "TX_SYNC", "TX_SYNC_DROP", "SOA_INTERLOCK", "SOA_WATCHDOG", "SOA_FAULT", "SOA_STATUS", "SLOT_TIMING",
             "ARBITER", "IRQ_STATUS", "IRQ_ENABLE", "IRQ_RAW")


def images() -> tuple[Image, Image]:
    out = build.rv32(FW_DEFS)
    return Image.load(out / "lp_arb_fw.elf"), Image.load(out / "lp_nic_fw.elf")


TESTBED_TB = "lp_vcu118_testbed_tb"
TESTBED_NODES = 3   # the boards of lp_vcu118_testbed_tb: the arbiter's node and two NIC nodes


# the testbed's WSS (the device model at the arbiter's PMOD pins) switches at once and its line runs at
# BAUD: a change with its read-back within 1 ms, a loop turn within 300 us (two waits of 100 us): so
# RECONF_SLOTS (lp_arb_reconf_slots) is about 2400 slots, 1.3 ms, not the LCoS WSS's 72.5 ms
TESTBED_FW_DEFS = "-DLP_FW_WSS_US=1000 -DLP_FW_IRQ_US=300 -DLP_FW_WAIT_US=100"


def testbed_images(nodes: int = TESTBED_NODES) -> list[Image]:
    """Board 0's arbiter image, then each NIC node's image built with its node id (LP_FW_NODE_ID)."""
    defs = f"{testbed_defs(nodes)} {TESTBED_FW_DEFS}"
    arb = Image.load(build.rv32(defs) / "lp_arb_fw.elf")
    return [arb] + [Image.load(build.rv32(f"{defs} -DLP_FW_NODE_ID={n}") / "lp_nic_fw.elf")
                    for n in range(1, nodes)]


class WssOnPins(WssOnUart):
    """The LWSP device model on a UART's pins: `txd` is the board's transmit pin (commands), `rxd` the
    board's receive pin (replies). Unplugged (the cable), it hears nothing and its receive pin idles; its
    map stays."""

    def __init__(self, txd: Any, rxd: Any, bit_ns: float, ports: int = WSS_PORTS) -> None:
        super().__init__(ports=ports)
        self.rxd, self.bit_ns = rxd, bit_ns
        self.dec = uartpin.Decoder(txd, bit_ns)
        self.replies: deque[bytes] = deque()
        self.sent = 0
        self.plugged = True
        self.unheard = self.unheard_lines = 0   # characters, lines sent to it while unplugged
        self.heard_ms: list[float] = []   # when each command line ended, simulated

    def unplug(self) -> None:
        self.plugged = False
        self.replies.clear()

    def replug(self, power: bool = False) -> None:
        """Plugged again; `power`: it lost its power too, and with it its map."""
        self._rx = bytearray()   # a command cut by the outage is no command
        if power:
            with self._lock:
                self.committed.clear()
        self.plugged = True

    def _send(self, text: str) -> None:
        self.replies.append(text.encode("ascii") + b"\n")

    async def run(self) -> None:
        cocotb.start_soon(self.dec.run())
        seen = 0
        while True:
            await Timer(2 * self.bit_ns, unit="ns")   # a reply starts within a fifth of a character
            while seen < len(self.dec.data):
                if self.plugged:
                    self.take(self.dec.data[seen])
                    if self.dec.data[seen] == 0x0A:
                        self.heard_ms.append(get_sim_time("ms"))
                else:
                    self.unheard += 1
                    self.unheard_lines += self.dec.data[seen] == 0x0A
                seen += 1
            while self.replies and self.plugged:
                r = self.replies.popleft()
                await uartpin.send(self.rxd, r, self.bit_ns)
                self.sent += len(r)


class Twin:
    """The boards b0 .. b<N-1> of a board-simulation top: board 0 runs `arb` (the WSS at its PMOD pins),
    board n >= 1 `nics[n - 1]`."""

    def __init__(self, dut: Any, arb: Image, *nics: Image) -> None:
        self.dut = dut
        self.boards = 1 + len(nics)
        amap = mbv_address_map(MBV_MAP)
        self.bit_ns = uartpin.ip_bit_ns(amap["LP_MBV_CLK_HZ"], BAUD)
        self.con_bit_ns = uartpin.ip_bit_ns(amap["LP_MBV_CLK_HZ"], CON_BAUD)
        self.console = [uartpin.Decoder(self.pin(n, "uart_txd"), self.con_bit_ns) for n in range(self.boards)]
        self.wss = WssOnPins(self.pin(0, "wss_txd"), self.pin(0, "wss_rxd"), self.bit_ns, wss_ports(self.boards))
        self.cpu = [MbvOnBoard(getattr(dut, f"b{n}").u_cpu, img) for n, img in enumerate((arb, *nics))]
        self.t_wall = time.monotonic()
        self.nic_base = amap["LP_MBV_NIC_BASE"]
        self.arb_base = amap["LP_MBV_ARB_BASE"]
        self.wss_uart = amap["LP_MBV_UART_WSS"]
        self.intc = amap["LP_MBV_INTC"]
        self.next_log = 0.0

    def pin(self, n: int, name: str) -> Any:
        return getattr(self.dut, f"b{n}_{name}")

    def text(self, n: int) -> str:
        return self.console[n].data.decode("ascii", "replace")

    async def power_on(self, late_ms: Mapping[int, float] | None = None) -> None:
        """Every board's pins at their idle levels, the consoles, the WSS and the CPUs started, then every
        board's CPU_RESET released, board n's only at late_ms[n] (simulated ms): a board powered on late,
        dark to the others until then."""
        late = dict(late_ms or {})
        if not all(0 <= n < self.boards and ms > 0 for n, ms in late.items()):
            raise ValueError(f"late power-on: boards 0..{self.boards - 1} and positive times, not {late}")
        for n in range(self.boards):
            for name, v in (("reset", 1), ("btnc", 0), ("uart_rxd", 1), ("wss_rxd", 1), ("dac_miso", 0),
                            ("dac_busy_n", 1), ("qsfp_modprsl", 0), ("qsfp_intl", 1), ("laser_fault_n", 1),
                            ("soa_fault_n", 1)):
                self.pin(n, name).value = v
        for d in self.console:
            cocotb.start_soon(d.run())
        cocotb.start_soon(self.wss.run())
        for c in self.cpu:
            c.axil.write_if.log.setLevel("WARNING")
            c.axil.read_if.log.setLevel("WARNING")
            cocotb.start_soon(c.run())
        await Timer(500, unit="ns")
        for n in range(self.boards):
            if n not in late:
                self.pin(n, "reset").value = 0
        for n, ms in sorted(late.items(), key=lambda x: x[1]):
            await Timer(max(1, round(ms * 1e6) - get_sim_time("ns")), unit="ns")
            self.pin(n, "reset").value = 0

    async def nic_regs(self, n: int) -> str:
        """Board n's NIC registers that tell where a bring-up stands, read through its CPU's bus (the
        CPU's own accesses queue with these)."""
        vals = [f"{name}={await self.reg(n, name):#x}" for name in DIAG_REGS]
        intc = self.intc
        for name, off in (("INTC_ISR", 0x0), ("INTC_IER", 0x8), ("INTC_MER", 0x1C)):
            v = await self.cpu[n].axil.read_dword(intc + off)
            vals.append(f"{name}={v:#x}")
        return " ".join(vals)

    async def reg(self, n: int, name: str) -> int:
        """Board n's NIC register `name`, read through its CPU's bus (the CPU's own accesses queue with it)."""
        return int(await self.cpu[n].axil.read_dword(self.nic_base + lp_nic_node.REGS[name].addr))

    async def arb_reg(self, name: str) -> int:
        """Board 0's arbiter register `name`, read through its CPU's bus (a counter or status: SEL-selected
        registers are the firmware's)."""
        return int(await self.cpu[0].axil.read_dword(self.arb_base + lp_arb_regs.REGS[name].addr))

    async def reg_write(self, n: int, name: str, **fields: int) -> None:
        """Board n's NIC register `name` written through its CPU's bus: `fields` set, the others 0."""
        reg = lp_nic_node.REGS[name]
        v = 0
        for k, x in fields.items():
            v = reg.fields[k].insert(v, x)
        await self.cpu[n].axil.write_dword(self.nic_base + reg.addr, v)

    def fw_word(self, n: int, sym: str, index: int = 0) -> int:
        """Word `index` of board n's firmware variable `sym` (its local memory)."""
        m = self.cpu[n].mbv
        return m.read_word(m.image.sym(sym) + 4 * index)

    async def press_reset(self, n: int, hold_us: float) -> float:
        """Board n's CPU_RESET pressed for hold_us; returns the simulated ns it was pressed at."""
        self.pin(n, "reset").value = 1
        t_press = get_sim_time("ns")
        await Timer(hold_us, unit="us")
        self.pin(n, "reset").value = 0
        return t_press

    async def wait_for(self, n: int, text: str, deadline_ms: float, start: int = 0, count: int = 1,
                       starts: Sequence[int] | None = None, poll_us: float = 20.0) -> float:
        """Simulated ms at which board n's console showed `text` (`count` times at or after character
        `start`), polled every poll_us; meanwhile no trap and at most `starts[k]` image starts on board k
        (default 1 each). The deadline missed: an assertion, with every NIC's bring-up registers."""
        while self.text(n)[start:].count(text) < count:
            now = get_sim_time("ms")
            if now >= deadline_ms:
                raise AssertionError(f"board {n}: {text!r} not on the console after {now:.2f} ms\n"
                                     f"{await self.diagnosis()}")
            if now >= self.next_log:   # where a long run is, in the simulator's log
                self.next_log = now + 0.1
                self.dut._log.info(f"{now:.2f} ms, {time.monotonic() - self.t_wall:.0f} s: consoles "
                                   f"{' / '.join(str(len(c.data)) for c in self.console)} characters, "
                                   f"bus accesses {' / '.join(str(c.reads + c.writes) for c in self.cpu)}")
            self.check_no_trap(starts)
            await Timer(poll_us, unit="us")
        return get_sim_time("ms")

    def check_no_trap(self, starts: Sequence[int] | None = None) -> None:
        """No trap on any board, and at most `starts[n]` image starts on board n (default 1 each)."""
        for n, c in enumerate(self.cpu):
            most = 1 if starts is None else starts[n]
            assert not c.mbv.traps and c.mbv.starts <= most, (n, c.mbv.traps, c.mbv.starts, self.text(n))

    def check_booted(self, banners: Sequence[str]) -> None:
        """Every board booted once: its console starts with its banner, its register dump names its node
        id and the boards' count as ports, no framing error, its LEDs show the control clock locked, OTS RX
        streaming and the DDR calibrated, no received character lost; the arbiter opened the WSS (`IDN?`
        first), its SDN agent started."""
        node = lp_nic_node.REGS["NODE"]
        for n, banner in enumerate(banners):
            assert self.text(n).startswith(banner), (n, self.text(n))
            regs = self.regdump(n)
            assert node.fields["node_id"].extract(regs["NODE"]) == n, (n, hex(regs["NODE"]))
            assert node.fields["num_ports"].extract(regs["NODE"]) == self.boards, (n, hex(regs["NODE"]))
            assert self.cpu[n].mbv.starts == 1
            assert self.console[n].bad == 0
            led = int(self.pin(n, "led").value)
            assert led & 0x13 == 0x13, (n, f"{led:#x}: control clock locked, OTS RX streaming, DDR calibrated")
            assert self.rx_lost(n) == [0, 0], (n, "characters lost on a UART", self.rx_lost(n))
        assert self.wss.received and self.wss.received[0].endswith("IDN?"), self.wss.received[:4]
        for line in ("WSS controller not answering", "SDN agent not started"):
            assert line not in self.text(0), self.text(0)

    def run_figures(self) -> dict[str, Any]:
        """The run's figures every board simulation reports: WSS commands, console characters, simulated
        ms, wall seconds and core cycles per second (their units under "units")."""
        wall = time.monotonic() - self.t_wall
        sim_ms = get_sim_time("ms")
        return {"units": {"wall_s": "seconds", "core_cycles_per_s": "core clock cycles simulated per wall second"},
                "wss_commands": len(self.wss.received), "console_chars": [len(c.data) for c in self.console],
                "sim_ms": round(sim_ms, 3), "wall_s": round(wall, 1),
                "core_cycles_per_s": round(sim_ms * 1e6 / cellfmt.CLOCK_NS / wall)}

    async def diagnosis(self) -> str:
        """Where a bring-up stands: every NIC's registers, the WSS line, every console."""
        wss_stat = await self.cpu[0].axil.read_dword(self.wss_uart + 8)
        w = self.wss
        lines = [f"WSS: {len(w.dec.data)} characters in ({w.dec.bad} framing errors), commands {w.received[:6]}, "
                 f"{w.sent} characters out; WSS UART STAT {wss_stat:#x}"]
        for k in range(self.boards):
            lines += [f"board {k}: {await self.nic_regs(k)}; firmware rx_lost {self.rx_lost(k)}", self.text(k)]
        return "\n".join(lines)

    def rx_lost(self, n: int) -> list[int]:
        """Board n's firmware's count of received characters lost, per serial port (lp_hal_mbv.c)."""
        return [self.fw_word(n, "rx_lost", i) for i in range(2)]

    def regdump_line(self, n: int) -> str:
        """Board n's register dump as its console printed it (the JSON after "regdump: ")."""
        return next(ln for ln in self.text(n).splitlines() if ln.startswith("regdump: ")).removeprefix("regdump: ")

    def regdump(self, n: int) -> dict[str, int]:
        doc = json.loads(self.regdump_line(n))
        assert doc["schema"] == "lightpath-regdump/1" and doc["map"] == "lp_nic_node", doc
        return {k: int(v, 16) for k, v in doc["regs"].items()}



TEST_MODULE = REPO / "tb" / "boards" / "test_lp_vcu118_twin.py"


def _run(top: str, module: Path, modules: tuple[str, ...], extra_env: Mapping[str, str] | None, tag: str,
         plusargs: tuple[str, ...] = ()) -> Path:
    """Build (or reuse) the board-simulation top `top` with the testbench modules `modules` and run its
    cocotb module; returns the run directory. The fabrics' Verilator configuration first: the node cores,
    lanes and serialisers as classes of their own (shorter C++)."""
    return hdl.run(top, module, {}, sources=[hdl.FABRIC_VLT, *sources(top, modules)], plusargs=PLUSARGS + plusargs,
                   profile="timing", extra_env=extra_env, tag=tag)


def run(extra_env: Mapping[str, str] | None = None, tag: str = "") -> Path:
    """Build (or reuse) the twin and run its cocotb test module; returns the run directory."""
    images()   # built before the simulator starts (the tests run the ELFs, not make)
    return _run(TB, TEST_MODULE, ("lp_twin_fibre.sv",), extra_env, tag)


BOARD_MACROS = REPO / "tb" / "boards" / "lp_vcu118_board.svh"


def sources(top: str, modules: tuple[str, ...] = ()) -> list[Path]:
    """The files of a board-simulation top `top` (tb/boards/<top>.sv): the VCU118 top's, the board macros
    it expands (lp_vcu118_board.svh), the testbench modules `modules` (files in tb/boards), the top."""
    tb = REPO / "tb" / "boards"
    return [*board_sources("vcu118", "lp_vcu118_top"), BOARD_MACROS, *(tb / m for m in modules), tb / f"{top}.sv"]


TESTBED_MODULE = REPO / "sim" / "scenarios" / "board_testbed.py"


def run_testbed(extra_env: Mapping[str, str] | None = None, tag: str = "",
                plusargs: tuple[str, ...] = ()) -> Path:
    """Build (or reuse) the board testbed and run its cocotb module (sim/scenarios/board_testbed.py, not
    in the regression: minutes); returns the run directory."""
    testbed_images()
    return _run(TESTBED_TB, TESTBED_MODULE, ("lp_testbed_awgr.sv", "lp_testbed_wss.sv"), extra_env, tag, plusargs)


def run_for_report(out: Path, runner: Callable[..., Path], extra_env: Mapping[str, str], tag: str,
                   **kw: Any) -> dict[str, Any]:
    """A scenario's run of a board simulation: `runner` (run or run_testbed) with LP_REPORT in `out`;
    returns the module's report with the run's wall time (build included) and its log added (the caller
    writes it back, after what it adds)."""
    out.mkdir(parents=True, exist_ok=True)
    report = out / "report.json"
    report.unlink(missing_ok=True)
    t0 = time.monotonic()
    run_dir = runner(extra_env={"LP_REPORT": str(report), **extra_env}, tag=tag, **kw)
    rep: dict[str, Any] = json.loads(report.read_text())
    rep["run_wall_s"] = round(time.monotonic() - t0, 1)   # the build (when not reused) and the run
    rep["units"]["run_wall_s"] = "seconds, build included"
    rep["log"] = str(run_dir / "sim.log")
    return rep
