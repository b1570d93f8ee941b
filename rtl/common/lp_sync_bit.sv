// lp_sync_bit: multi-flop synchronizer for WIDTH independent level signals (no bus coherency:
// each bit may resolve one cycle apart; use lp_fifo_async or gray coding for multi-bit values).
// q follows d after exactly STAGES rising edges of clk. No reset: the chain flushes in STAGES cycles.
`default_nettype none

module lp_sync_bit #(
    parameter int WIDTH  = 1,
    parameter int STAGES = 2  // >= 2
) (
    input  wire logic             clk,
    input  wire logic [WIDTH-1:0] d,   // asynchronous to clk
    output logic      [WIDTH-1:0] q
);
    if (WIDTH < 1) begin : g_bad_width
        $fatal(1, "lp_sync_bit: WIDTH must be >= 1");
    end
    if (STAGES < 2) begin : g_bad_stages
        $fatal(1, "lp_sync_bit: STAGES=%0d must be >= 2", STAGES);
    end

    (* ASYNC_REG = "TRUE" *) logic [WIDTH-1:0] chain [STAGES];

    always_ff @(posedge clk) begin
        chain[0] <= d;
        for (int i = 1; i < STAGES; i++) chain[i] <= chain[i-1];
    end

    assign q = chain[STAGES-1];
endmodule

`default_nettype wire
