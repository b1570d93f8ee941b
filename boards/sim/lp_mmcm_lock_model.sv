// Simulation model: the lock detector of the clocking wizards' MMCM models (clk_wiz_ctl, clk_wiz_soa):
// `locked` rises LOCK_CYCLES input cycles after reset falls and falls at once with reset, or when an
// input period differs from IN_NS by more than 1 % (the MMCM loses lock). Needs a timing-capable
// simulator (Verilator --timing): it measures the input period with $realtime.
`default_nettype none
`timescale 1ns / 1ps

module lp_mmcm_lock_model #(
    parameter realtime IN_NS       = 6.4,   // the configured input period (PRIM_IN_FREQ)
    parameter int      LOCK_CYCLES = 64     // input cycles to lock (the silicon's is tens of microseconds)
) (
    input  wire logic clk_in,
    input  wire logic reset,
    output logic      locked
);
    if (LOCK_CYCLES < 1 || IN_NS <= 0.0) begin : g_bad
        $fatal(1, "lp_mmcm_lock_model: LOCK_CYCLES=%0d must be >= 1 and IN_NS > 0", LOCK_CYCLES);
    end

    int      cycles = 0;
    realtime last = 0.0;
    initial locked = 1'b0;
    always @(posedge clk_in or posedge reset) begin
        if (reset) begin
            cycles <= 0;
            locked <= 1'b0;
        end else begin
            if (last > 0.0 && ($realtime - last > IN_NS * 1.01 || $realtime - last < IN_NS * 0.99)) begin
                cycles <= 0;
                locked <= 1'b0;
            end else if (cycles < LOCK_CYCLES) begin
                cycles <= cycles + 1;
            end else begin
                locked <= 1'b1;
            end
            last <= $realtime;
        end
    end
endmodule

`default_nettype wire
