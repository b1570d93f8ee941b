// lp_gt_raw_tx: core line word -> GT TXDATA in raw (PMA-only, no encoding) mode.
//
// The core's words are MSB first on the line (docs/cell-format.md): bit 63 is the first bit sent. A GT
// transmits TXDATA bit 0 first, so the word is bit-reversed. With GT_W = 64 * REP (REP a power of two)
// the GT runs at REP x the line rate (for example 20 Gb/s when TX and RX share a PLL set up for the
// 2x oversampling receiver) and every line bit is sent REP times: gt_txdata[u*REP + r] is line bit
// u (u = 0 first), r = 0..REP-1. Idle words (tx_valid = 0) are sent as zeros (dark line, the SOA gates
// the light anyway). One register stage; the GT's TXUSRCLK2 must be the core clock (same clock, not
// only the same frequency), so there is no clock crossing here.
`default_nettype none

module lp_gt_raw_tx
    import lp_cell_pkg::LP_WORD_BITS;
#(
    parameter int GT_W = 64   // GT TXDATA width: LP_WORD_BITS x a power of two
) (
    input  wire logic                    clk,        // core clock = GT TXUSRCLK2
    input  wire logic                    rst,
    input  wire logic [LP_WORD_BITS-1:0] tx_data,    // line word, MSB first
    input  wire logic                    tx_valid,
    output logic      [GT_W-1:0]         gt_txdata   // to TXDATA, bit 0 first
);
    localparam int WB  = LP_WORD_BITS;
    localparam int REP = GT_W / WB;

    if (GT_W < WB || GT_W % WB != 0 || (REP & (REP - 1)) != 0) begin : g_bad_gt_w
        $fatal(1, "lp_gt_raw_tx: GT_W=%0d must be %0d x a power of two", GT_W, WB);
    end

    logic [GT_W-1:0] gt_d;

    always_comb begin
        for (int u = 0; u < WB; u++) begin
            for (int r = 0; r < REP; r++) gt_d[u*REP + r] = tx_valid && tx_data[WB-1-u];
        end
    end

    always_ff @(posedge clk) begin
        if (rst) gt_txdata <= '0;
        else     gt_txdata <= gt_d;
    end
endmodule

`default_nettype wire
