"""lp_rr_table_acc: the RR_TABLE register access adapter (docs/rr-table.md "Register access").

Every cycle, against a model: the table port (write enable, address, write data) follows the
requesting entry in the same cycle (the highest one when several ask; with REQ_REG = 1 one cycle later);
the access is acknowledged one cycle after it on that entry only, as a read or a write; nothing is
acknowledged without a request.
Single requests on every entry (first and last included), back-to-back requests, multi-bit requests
and idle cycles all occur.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from lightpath.flow import hdl

N = 64
W = 26


@cocotb.test()
async def random_against_model(dut) -> None:
    """3000 cycles of random requests: the table port and the acknowledgements equal the model."""
    await against_model(dut, 0)


@cocotb.test()
async def random_against_model_req_reg(dut) -> None:
    """REQ_REG = 1: the same with the request registered: the table port follows it a cycle later and
    the acknowledgement comes two cycles after it."""
    await against_model(dut, 1)


async def against_model(dut, lat: int) -> None:
    """Random requests against the model; the table port trails the request by `lat` cycles."""
    Clock(dut.clk, 6.4, unit="ns").start()
    dut.req.value = 0
    dut.req_is_wr.value = 0
    dut.wr_data.value = 0
    dut.rst.value = 1
    for _ in range(3):
        await RisingEdge(dut.clk)
    dut.rst.value = 0
    rng = random.Random(3)
    pending: tuple[int, int] | None = None   # (entry, is_wr) acknowledged in this cycle
    seen = {"read": 0, "write": 0, "multi": 0, "idle": 0, "back to back": 0, "first": 0, "last": 0}
    prev_req = False
    past: list[tuple[list[int], int, list[int]]] = []   # the requests of the last `lat` cycles
    for n in range(3000):
        r = rng.random()
        if n < 2 * N:   # every entry once as a write, then once as a read
            entries = [n % N]
        elif r < 0.2:
            entries = []
        elif r < 0.3:
            entries = rng.sample(range(N), rng.randint(2, 4))
        else:
            entries = [rng.randrange(N)]
        req = sum(1 << e for e in entries)
        wr_bits = rng.getrandbits(N) if n >= 2 * N else (req if n < N else 0)
        data = [rng.getrandbits(W) for _ in range(N)]
        dut.req.value = req
        dut.req_is_wr.value = wr_bits
        dut.wr_data.value = sum(d << (W * i) for i, d in enumerate(data))
        past.append((entries, wr_bits, data))
        entries, wr_bits, data = past.pop(0) if len(past) > lat else ([], 0, data)
        await ReadOnly()
        rd_ack, wr_ack = int(dut.rd_ack.value), int(dut.wr_ack.value)
        exp_rd = (1 << pending[0]) if pending and not pending[1] else 0
        exp_wr = (1 << pending[0]) if pending and pending[1] else 0
        assert (rd_ack, wr_ack) == (exp_rd, exp_wr), f"cycle {n}: acks {rd_ack:x}/{wr_ack:x}, not {exp_rd:x}/{exp_wr:x}"
        if entries:
            top = max(entries)
            is_wr = (wr_bits >> top) & 1
            assert int(dut.tbl_addr.value) == top, f"cycle {n}: address {int(dut.tbl_addr.value)} != {top}"
            assert int(dut.tbl_we.value) == is_wr
            assert int(dut.tbl_wdata.value) == data[top]
            pending = (top, is_wr)
            seen["write" if is_wr else "read"] += 1
            seen["multi"] += len(entries) > 1
            seen["back to back"] += prev_req
            seen["first"] += top == 0
            seen["last"] += top == N - 1
        else:
            assert int(dut.tbl_we.value) == 0, f"cycle {n}: write without a request"
            pending = None
            seen["idle"] += 1
        prev_req = bool(entries)
        await RisingEdge(dut.clk)
        await Timer(1, unit="ns")
    assert all(seen.values()), seen


@pytest.mark.parametrize("req_reg", [0, 1])
def test_lp_rr_table_acc(req_reg: int) -> None:
    hdl.run("lp_rr_table_acc", __file__, {"N": N, "W": W, "REQ_REG": req_reg},
            testcase="random_against_model_req_reg" if req_reg else "random_against_model")
