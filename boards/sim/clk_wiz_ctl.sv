// Simulation model: Clocking Wizard (PG065) `clk_wiz_ctl` as ip/<board>/clk_wiz_ctl.tcl configures it: an
// MMCM on the differential 125 MHz system clock, clk_out1 = 100 MHz (the control clock). Every fifth input
// rising edge starts four output periods of 10 ns, so the output keeps the input's long-term frequency
// and rises with the input edge at every common edge (40 ns). `locked` rises LOCK_CYCLES input cycles
// after reset falls and falls at once with reset, or when an input period differs from the configured
// 8 ns by more than 1 % (the MMCM loses lock). clk_out1 is low while reset is high. The input is
// clk_in1_p (clk_in1_n is its complement on the board). Jitter, the MMCM's phase offset and its VCO are
// not modelled. Needs a timing-capable simulator (Verilator --timing): clk_out1 is made with delays.
`default_nettype none
`timescale 1ns / 1ps

module clk_wiz_ctl #(
    parameter int LOCK_CYCLES = 64     // input cycles to lock (the silicon's is tens of microseconds)
) (
    input  wire logic clk_in1_p,
    input  wire logic clk_in1_n,
    input  wire logic reset,
    output logic      clk_out1,
    output logic      locked
);
    if (LOCK_CYCLES < 1) begin : g_bad_lock
        $fatal(1, "clk_wiz_ctl: LOCK_CYCLES=%0d must be >= 1", LOCK_CYCLES);
    end

    localparam realtime IN_NS   = 8.0;              // PRIM_IN_FREQ 125 MHz
    localparam realtime HALF_NS = IN_NS * 5 / 8;    // half a period of clk_out1 (100 MHz)

    wire logic unused_n = clk_in1_n;

    int   phase = 0;   // input rising edges to the next common edge
    event common;      // a common edge: four output periods start
    always @(posedge clk_in1_p) begin
        if (reset) begin
            phase = 0;
        end else if (phase == 0) begin
            phase = 4;
            -> common;
        end else begin
            phase = phase - 1;
        end
    end
    initial clk_out1 = 1'b0;
    always @(common) begin
        for (int k = 0; k < 7; k++) begin
            clk_out1 = (k % 2) == 0;
            #(HALF_NS);
        end
        clk_out1 = 1'b0;
    end

    lp_mmcm_lock_model #(.IN_NS (IN_NS), .LOCK_CYCLES (LOCK_CYCLES)) u_lock (
        .clk_in (clk_in1_p), .reset (reset), .locked (locked)
    );
endmodule

`default_nettype wire
