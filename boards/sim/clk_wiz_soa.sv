// Simulation model: Clocking Wizard (PG065) `clk_wiz_soa` as ip/<board>/clk_wiz_soa.tcl configures it:
// an MMCM on the core clock (156.25 MHz), clk_out1 = 156.25 MHz (OSERDES CLKDIV) and clk_out2 = 625 MHz
// (OSERDES CLK), phase aligned with the input (USE_PHASE_ALIGNMENT): both rise with clk_in1's rising
// edge. `locked` rises LOCK_CYCLES input cycles after reset falls and falls at once with reset, or when
// an input period differs from the configured 6.4 ns by more than 1 % (the MMCM loses lock). The outputs
// are low while reset is high. Jitter, the MMCM's own phase offset and its VCO are not modelled.
// Needs a timing-capable simulator (Verilator --timing): clk_out2 is made with delays.
`default_nettype none
`timescale 1ns / 1ps

module clk_wiz_soa #(
    parameter int LOCK_CYCLES = 64     // input cycles to lock (the silicon's is tens of microseconds)
) (
    input  wire logic clk_in1,
    input  wire logic reset,
    output wire logic clk_out1,
    output logic      clk_out2,
    output logic      locked
);
    localparam realtime IN_NS = 6.4;        // PRIM_IN_FREQ 156.25 MHz
    localparam realtime Q_NS  = IN_NS / 8;  // half a period of clk_out2 (625 MHz)

    assign clk_out1 = clk_in1 && !reset;

    initial clk_out2 = 1'b0;
    always @(posedge clk_in1) begin
        if (!reset) begin
            for (int k = 0; k < 7; k++) begin
                clk_out2 = (k % 2) == 0;
                #(Q_NS);
            end
            clk_out2 = 1'b0;
        end
    end

    lp_mmcm_lock_model #(.IN_NS (IN_NS), .LOCK_CYCLES (LOCK_CYCLES)) u_lock (
        .clk_in (clk_in1), .reset (reset), .locked (locked)
    );
endmodule

`default_nettype wire
