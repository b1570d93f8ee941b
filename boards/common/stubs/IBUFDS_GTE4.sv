// Stub: UltraScale+ GT reference clock input buffer (UG974 IBUFDS_GTE4). Lint only.
module IBUFDS_GTE4 #(
    parameter [0:0] REFCLK_EN_TX_PATH = 1'b0,
    parameter [1:0] REFCLK_HROW_CK_SEL = 2'b00,
    parameter [1:0] REFCLK_ICNTL_RX = 2'b00
) (
    output wire O,
    output wire ODIV2,
    input  wire CEB,
    input  wire I,
    input  wire IB
);
    assign O = I & ~CEB;
    assign ODIV2 = I & ~CEB;
endmodule
