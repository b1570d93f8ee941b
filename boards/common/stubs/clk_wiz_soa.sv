// Stub: Clocking Wizard (PG065) `clk_wiz_soa`: from the core clock (156.25 MHz, GT TX user clock),
// clk_out1 = 156.25 MHz (OSERDES CLKDIV) and clk_out2 = 625 MHz (OSERDES CLK, DDR: 1.25 Gb/s = 8 bits
// per core cycle), phase aligned. Lint only.
module clk_wiz_soa (
    input  wire clk_in1,
    input  wire reset,
    output wire clk_out1,
    output wire clk_out2,
    output wire locked
);
    assign clk_out1 = clk_in1;
    assign clk_out2 = clk_in1;
    assign locked = ~reset;
endmodule
