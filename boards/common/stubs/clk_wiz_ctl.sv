// Stub: Clocking Wizard (PG065) `clk_wiz_ctl` as ip/<board>/clk_wiz_ctl.tcl configures it:
// differential 125 MHz in, clk_out1 = 100 MHz control clock. Lint only.
module clk_wiz_ctl (
    input  wire clk_in1_p,
    input  wire clk_in1_n,
    input  wire reset,
    output wire clk_out1,
    output wire locked
);
    assign clk_out1 = clk_in1_p & ~clk_in1_n;
    assign locked = ~reset;
endmodule
