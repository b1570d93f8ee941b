// Formal harness of lp_soa_driver (docs/formal.md, tb/formal/lp_soa_driver.sby): every input is free
// (the solver picks it each cycle: fault_in, requests, every configuration register), reset is held for
// the first three cycles. The properties are the driver's own assertions (`LP_ASSERT in
// rtl/nic/lp_soa_driver.sv: one SOA, dead time, fault shutdown, watchdog, and the state invariants that
// make them inductive); this harness adds none.
`default_nettype none

module lp_soa_driver_formal #(
    parameter int NUM_WL = 8,
    parameter int OSR    = 8
) (
    input  wire logic              clk,
    input  wire logic              rst,
    input  wire logic              slot_start,
    input  wire logic              slot_on,
    input  wire logic [7:0]        slot_wl,
    input  wire logic              next_valid,
    input  wire logic [7:0]        next_wl,
    input  wire logic              cfg_enable,
    input  wire logic [7:0]        cfg_pretune,
    input  wire logic [7:0]        cfg_dead_time,
    input  wire logic [2:0]        cfg_edge_offset,
    input  wire logic [15:0]       cfg_max_on,
    input  wire logic              cfg_force_en,
    input  wire logic [NUM_WL-1:0] cfg_force_mask,
    input  wire logic              cfg_alarm_clear,
    input  wire logic              fault_in
);
    logic [1:0] f_init = 2'd0;   // cycles since the start, saturating at 3
    always_ff @(posedge clk) if (f_init != 2'd3) f_init <= f_init + 2'd1;
    f_reset: assume property (@(posedge clk) f_init == 2'd3 || rst);

    logic [NUM_WL-1:0]          laser_en, soa_en, dbg_soa_en;
    logic [NUM_WL-1:0][OSR-1:0] soa_ser;
    logic [7:0]                 dbg_wl;
    logic [2:0]                 dbg_state;
    logic ev_interlock, ev_watchdog, ev_fault, ev_bad_req, ev_pretune_late;
    logic st_interlock, st_watchdog, st_fault, st_fault_in;

    lp_soa_driver #(.NUM_WL(NUM_WL), .OSR(OSR)) dut (.*);
endmodule

`default_nettype wire
