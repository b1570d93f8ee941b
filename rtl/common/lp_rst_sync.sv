// lp_rst_sync: reset synchronizer. rst_out asserts asynchronously as soon as rst_in rises and
// deasserts synchronously to clk on the STAGES-th rising edge after rst_in falls, so every flop fed
// by rst_out leaves reset in the same cycle (no recovery/removal violations).
// rst_in is the only asynchronous input in the design; the chain flops carry ASYNC_REG.
`default_nettype none

module lp_rst_sync #(
    parameter int STAGES = 3  // >= 2
) (
    input  wire logic clk,
    input  wire logic rst_in,   // asynchronous, active high
    output logic      rst_out   // synchronous deassertion, active high
);
    if (STAGES < 2) begin : g_bad_stages
        $fatal(1, "lp_rst_sync: STAGES=%0d must be >= 2", STAGES);
    end

    (* ASYNC_REG = "TRUE" *) logic [STAGES-1:0] chain;

    always_ff @(posedge clk or posedge rst_in) begin
        if (rst_in) chain <= '1;
        else        chain <= {chain[STAGES-2:0], 1'b0};
    end

    assign rst_out = chain[STAGES-1];
endmodule

`default_nettype wire
