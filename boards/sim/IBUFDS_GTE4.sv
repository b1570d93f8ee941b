// Simulation model: GT reference clock input buffer (UG974 IBUFDS_GTE4). O follows I while CEB is low
// (low while CEB is high); ODIV2 as REFCLK_HROW_CK_SEL selects: 2'b00 (the default) O, 2'b01 O divided
// by 2 (rising with O), otherwise low. IB is I's complement on the board; the electrical standard and the
// input's termination are outside a logic simulation.
`default_nettype none

module IBUFDS_GTE4 #(
    parameter [0:0] REFCLK_EN_TX_PATH = 1'b0,
    parameter [1:0] REFCLK_HROW_CK_SEL = 2'b00,
    parameter [1:0] REFCLK_ICNTL_RX = 2'b00
) (
    output wire logic O,
    output wire logic ODIV2,
    input  wire logic CEB,
    input  wire logic I,
    input  wire logic IB
);
    wire logic unused = &{1'b0, IB, REFCLK_EN_TX_PATH, REFCLK_ICNTL_RX};

    assign O = I && !CEB;
    logic div2 = 1'b0;
    always @(posedge O) div2 = !div2;   // blocking, as a clock: no delta after O
    assign ODIV2 = REFCLK_HROW_CK_SEL == 2'b00 ? O : REFCLK_HROW_CK_SEL == 2'b01 ? div2 : 1'b0;
endmodule

`default_nettype wire
