"""lp_stats: every event pulse counted exactly once against a Python model, with every counter firing in
the same clock, in back-to-back bursts and while the CPU reads without pause; a read returns the count of
a moment inside the read; a counter stops at 2^W - 1; with W > 32 the low/high word rule never tears a
count crossing 2^32; the clear and the reset sweep; addresses beyond the counters read 0, writes are
acknowledged and ignored. Two builds: W = 32 (one word per counter, the NIC's) and W = 64 (two words).
The CPU side is PeakRDL's passthrough interface (what lp_axil_split drives), driven here by `Cpu`.

Model: the counts the DUT saw at each rising edge (ev and clr sampled at the edge; the events of a clear's
clock count after it), stopping at 2^W - 1."""

from __future__ import annotations

import os
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer

from lightpath.flow import hdl

N, ADDR_W = 5, 8   # 5 counters: the round-robin pointer wraps at a value that is not a power of two
W = int(os.environ.get("LP_STATS_W", "32"))   # the build's W (set by the pytest items below)
STEP = 8 if W > 32 else 4                     # bytes per counter


class Model:
    """Counts per counter as the DUT sees them; `events` is what the driver puts on ev next."""

    def __init__(self) -> None:
        self.count = [0] * N
        self.ev = 0            # next pattern on ev
        self.clr = False       # next value on clr
        self.base = [0] * N    # counts preset through the RAM (the tearing test)

    def edge(self, ev: int, clr: int) -> None:
        if clr:
            self.count = [0] * N
            self.base = [0] * N
        for i in range(N):
            self.count[i] += (ev >> i) & 1

    def total(self, i: int) -> int:
        return min(self.base[i] + self.count[i], (1 << W) - 1)


async def driver(dut, m: Model) -> None:
    """Apply m.ev / m.clr for the next edge; count what each edge sampled."""
    while True:
        await FallingEdge(dut.clk)
        dut.ev.value = m.ev
        dut.clr.value = int(m.clr)
        await RisingEdge(dut.clk)
        if not dut.rst.value:
            m.edge(int(dut.ev.value), int(dut.clr.value))


class Cpu:
    """A passthrough master, one access at a time: the request goes up at a falling edge (after `gap`
    random idle clocks), stays while the DUT stalls it, and the acknowledge is awaited. The DUT's outputs
    are read 1 ns after a falling edge: they change only at rising edges, so that is what the next edge
    sees."""

    def __init__(self, dut) -> None:
        self.dut, self.rng, self.gap = dut, random.Random(0), 0.0
        for nm in ("req", "req_is_wr", "addr", "wr_data", "wr_biten"):
            getattr(dut, f"s_cpuif_{nm}").value = 0

    async def access(self, addr: int, wr: bool = False, data: int = 0) -> tuple[int, int]:
        d = self.dut
        await FallingEdge(d.clk)
        while self.rng.random() < self.gap:
            await FallingEdge(d.clk)
        d.s_cpuif_req.value, d.s_cpuif_req_is_wr.value, d.s_cpuif_addr.value = 1, int(wr), addr
        d.s_cpuif_wr_data.value, d.s_cpuif_wr_biten.value = data, 0xFFFFFFFF
        ack, err = (d.s_cpuif_wr_ack, d.s_cpuif_wr_err) if wr else (d.s_cpuif_rd_ack, d.s_cpuif_rd_err)
        while True:   # held until a clock edge takes it (no stall); an acknowledge may come in that clock
            await Timer(1, "ns")
            taken = not int((d.s_cpuif_req_stall_wr if wr else d.s_cpuif_req_stall_rd).value)
            got = (int(d.s_cpuif_rd_data.value), int(err.value)) if taken and int(ack.value) else None
            await FallingEdge(d.clk)
            if taken:
                break
        d.s_cpuif_req.value = 0
        while got is None:   # a later acknowledge (it changes at rising edges: read between them)
            await Timer(1, "ns")
            if int(ack.value):
                got = (int(d.s_cpuif_rd_data.value), int(err.value))
            await FallingEdge(d.clk)
        return got

    async def read_dword(self, addr: int) -> int:
        data, err = await self.access(addr)
        assert not err, hex(addr)
        return data


async def setup(dut) -> tuple[Cpu, Model]:
    Clock(dut.clk, 10, unit="ns").start()
    dut.rst.value = 1
    dut.ev.value = 0
    dut.clr.value = 0
    cpu = Cpu(dut)
    m = Model()
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    cocotb.start_soon(driver(dut, m))
    return cpu, m


async def read_count(cpu: Cpu, i: int) -> int:
    """Counter i: one word, or (W > 32) the low word, then the high word it latched."""
    lo = await cpu.read_dword(STEP * i)
    return lo | (await cpu.read_dword(STEP * i + 4)) << 32 if W > 32 else lo


async def wait_idle(dut) -> None:
    while dut.busy.value:
        await RisingEdge(dut.clk)


async def check_all(cpu: Cpu, m: Model, what: str) -> None:
    """With no event on ev: every counter equals the model."""
    got = [await read_count(cpu, i) for i in range(N)]
    want = [m.total(i) for i in range(N)]
    assert got == want, f"{what}: counters {got}, model {want}"


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def reset_sweep_zeroes_every_counter(dut) -> None:
    """The RAM has no reset (random contents in this simulation): the sweep after reset makes every
    counter 0; a read waits while it runs; every high word is 0."""
    cpu, m = await setup(dut)
    assert dut.busy.value == 1
    await check_all(cpu, m, "after reset")   # the first read waits for the sweep
    assert dut.busy.value == 0


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def every_counter_in_one_clock(dut) -> None:
    """All N events in the same clock for 3N + 7 clocks (every counter's accumulator fills between its
    visits), then single clocks with 2..N events at once: every counter gets every event."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    m.ev = (1 << N) - 1
    await ClockCycles(dut.clk, 3 * N + 7)
    rng = random.Random(1)
    for _ in range(200):
        k = rng.randrange(2, N + 1)
        m.ev = sum(1 << i for i in rng.sample(range(N), k))
        await FallingEdge(dut.clk)
    m.ev = 0
    await ClockCycles(dut.clk, 3)
    await check_all(cpu, m, "simultaneous events")


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def bursts_while_reading(dut) -> None:
    """Back-to-back bursts (every counter every clock, then random dense patterns, then gaps) while the
    CPU reads low words without pause (each read takes a counter's slot away from the round robin: the
    accumulators must still never overflow): each read lies between the model's counts at its start and
    its end, the reads of one counter never go down, and the final counts are exact."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    rng = random.Random(7)
    cpu.gap = 0.2   # mostly back to back: a read takes a counter's slot every 3 clocks
    done = False

    async def events() -> None:
        while not done:
            mode = rng.randrange(3)
            for _ in range(rng.randrange(N, 6 * N)):
                m.ev = (1 << N) - 1 if mode == 0 else (rng.getrandbits(N) | rng.getrandbits(N)) if mode == 1 else 0
                await FallingEdge(dut.clk)
        m.ev = 0

    task = cocotb.start_soon(events())
    last = [0] * N
    for k in range(400):
        i = rng.randrange(N) if k % 3 else k % N
        before = m.total(i)
        v = await cpu.read_dword(STEP * i)
        after = m.total(i)
        assert before <= v <= after, f"read {k} of counter {i}: {v} outside [{before}, {after}]"
        assert v >= last[i], f"counter {i} went down: {last[i]} -> {v}"
        last[i] = v
    done = True
    await task
    await ClockCycles(dut.clk, 3)
    await check_all(cpu, m, "after the bursts")


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def reads_every_clock_leave_the_round_robin_room(dut) -> None:
    """Every counter's event every clock while a master requests counter 0's low word in every clock
    for 20N clocks (a new request as soon as one is taken): the reads take every other slot at most, so
    the round robin still empties the other accumulators and every count ends exact; every taken read is
    acknowledged once, with a count that never goes down."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    d = dut
    m.ev = (1 << N) - 1
    taken = acks = last = 0
    d.s_cpuif_req.value, d.s_cpuif_req_is_wr.value, d.s_cpuif_addr.value = 1, 0, 0
    for _ in range(20 * N):
        await FallingEdge(d.clk)
        await Timer(1, "ns")
        taken += not int(d.s_cpuif_req_stall_rd.value)
        if int(d.s_cpuif_rd_ack.value):
            acks += 1
            v = int(d.s_cpuif_rd_data.value)
            assert v >= last, (v, last)
            last = v
    d.s_cpuif_req.value = 0
    m.ev = 0
    await ClockCycles(d.clk, 3)
    assert 0 < taken <= 10 * N + 1 and acks in (taken - 1, taken), (taken, acks)
    await check_all(cpu, m, "after reads in every clock")


async def preset(dut, m: Model, i: int, value: int) -> None:
    """Counter i set to `value` through the RAM (no events meanwhile): every clock until the round robin
    has passed, so no write-back of the old word follows."""
    for _ in range(N + 3):
        dut.u_ram.mem[i].value = value
        await RisingEdge(dut.clk)
    m.base[i] = value - m.count[i]


@cocotb.test(skip=W <= 32, timeout_time=1, timeout_unit="ms")
async def low_high_words_never_tear(dut) -> None:
    """W = 64: counter 2 preset to 2^32 - 3 (through the RAM), then counted across 2^32 in every phase
    against the low word's read: low then high is always one snapshot (a high word read live would give
    a count 2^32 too high when the carry falls between the two reads); a later low read sees the carry."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    i, start = 2, (1 << 32) - 3
    await preset(dut, m, i, start)
    assert await read_count(cpu, i) == start
    for gap in range(8):     # events between the low and the high read: 0..7 clocks of ev[i]
        before = m.total(i)
        lo = await cpu.read_dword(STEP * i)
        m.ev = 1 << i
        await ClockCycles(dut.clk, gap)
        m.ev = 0
        hi = await cpu.read_dword(STEP * i + 4)
        assert lo | hi << 32 == before, f"gap {gap}: read {lo | hi << 32:#x}, count at the low read {before:#x}"
    await ClockCycles(dut.clk, 3)
    assert await read_count(cpu, i) == m.total(i) > 1 << 32


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def counters_stop_at_the_top(dut) -> None:
    """Counter 1 preset 3 below 2^W - 1 and counter 3 at 2^W - 1, then both counted in bursts (and the
    others): they stop at 2^W - 1 and stay there; the other counters are exact; a clear restarts them."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    top = (1 << W) - 1
    await preset(dut, m, 1, top - 3)
    await preset(dut, m, 3, top)
    m.ev = (1 << N) - 1
    await ClockCycles(dut.clk, 3 * N)
    m.ev = 0b01010
    await ClockCycles(dut.clk, 2 * N)
    m.ev = 0
    await ClockCycles(dut.clk, 3)
    assert await read_count(cpu, 1) == top and await read_count(cpu, 3) == top
    await check_all(cpu, m, "at the top")
    m.clr = True
    await FallingEdge(dut.clk)
    m.clr = False
    await ClockCycles(dut.clk, 2)
    await check_all(cpu, m, "cleared")


@cocotb.test(timeout_time=1, timeout_unit="ms")
async def clear_restarts_counting(dut) -> None:
    """clr in the middle of dense events: reads wait for the sweep (busy); afterwards every counter
    holds exactly the events from the clear's clock on. Then beyond the counters: reads return 0 (low
    and high word), writes are acknowledged without an error and change nothing."""
    cpu, m = await setup(dut)
    await wait_idle(dut)
    rng = random.Random(3)
    for _ in range(50):
        m.ev = rng.getrandbits(N)
        await FallingEdge(dut.clk)
    m.clr = True
    await FallingEdge(dut.clk)
    m.clr = False
    for _ in range(2 * N):
        m.ev = rng.getrandbits(N) | 1
        await FallingEdge(dut.clk)
    m.ev = 0
    await ClockCycles(dut.clk, 2)
    await check_all(cpu, m, "after the clear")
    for addr in (STEP * N, STEP * N + 4, (1 << ADDR_W) - 8, (1 << ADDR_W) - 4):
        assert await cpu.access(addr) == (0, 0), hex(addr)
    for addr in (0, 12, STEP * N):
        _, err = await cpu.access(addr, wr=True, data=0xFFFFFFFF)
        assert not err
    await check_all(cpu, m, "after writes")


@pytest.mark.parametrize("width", [32, 64])
def test_lp_stats(width: int) -> None:
    hdl.run("lp_stats", __file__, {"N": N, "W": width, "ADDR_W": ADDR_W}, extra_env={"LP_STATS_W": str(width)})
