// lp_slot_align: round-robin position of the synchronised slot grid, for the slot timer.
//
// Time synchronisation (lp_tsync_slave / lp_tsync_master) numbers slots globally: `grid_start` pulses
// in the clock that is word 0 of global slot `grid_idx`. Every node must agree on the slot's position
// in the round-robin cycle, so the position is defined as grid_idx mod cfg_len. A 32-bit modulo by a
// run-time length is not a single-cycle operation; this block predicts instead: after each grid_start
// (index k) it computes (k + 1) mod cfg_len with a restoring division of 32 clocks, and at the next
// grid_start, if that one really is slot k + 1 and the length did not change meanwhile, it raises
// `align` in the same clock with `align_slot` = the predicted position. So `align` is grid_start
// delayed by nothing, missing only for the first slot after reset, after a grid jump (step of the
// time) or a length change, and when slots are shorter than 34 clocks (never with a real slot).
// The index compare is registered: grid_next_idx is the index the next grid_start will carry, valid in
// the clock before it (the time sync's next index: grid_idx takes it with grid_start), so the clock of
// `align` only checks the length.
`default_nettype none
`include "lp_assert.svh"

module lp_slot_align #(
    parameter int SLOT_BITS = 8          // positions 0 .. 2**SLOT_BITS-1
) (
    input  wire logic                 clk,
    input  wire logic                 rst,
    input  wire logic                 grid_start,
    input  wire logic [31:0]          grid_idx,
    input  wire logic [31:0]          grid_next_idx, // the index of the next grid_start (above)
    input  wire logic [SLOT_BITS:0]   cfg_len,      // slots per cycle, 0 is treated as 1
    output logic                      align,
    output logic [SLOT_BITS-1:0]      align_slot
);
    if (SLOT_BITS < 1 || SLOT_BITS > 16) begin : g_bad_slot_bits
        $fatal(1, "lp_slot_align: SLOT_BITS=%0d must be 1..16", SLOT_BITS);
    end

    localparam int LW = SLOT_BITS + 1;

    wire logic [LW-1:0] len = (cfg_len == '0) ? LW'(1) : cfg_len;

    logic [31:0]   pred_idx;     // the index the prediction is for
    logic [LW-1:0] pred_len;     // the length it was computed with
    logic          pred_ok;      // prediction complete
    logic [31:0]   dividend;     // shifts left, MSB first
    logic [LW-1:0] rem;          // partial remainder (< the divisor)
    logic [5:0]    steps;        // division steps left
    logic          busy;

    wire logic [LW:0] trial = {rem, dividend[31]};
    wire logic        fits  = trial >= {1'b0, pred_len};

    // the next grid_start's index against the prediction (a grid_start in this clock sets a new one, but
    // then the next clock has no complete prediction: pred_ok is low)
    logic      idx_ok_q;
    always_ff @(posedge clk) idx_ok_q <= (grid_next_idx == pred_idx);

    assign align      = grid_start && pred_ok && idx_ok_q && (pred_len == len);
    assign align_slot = SLOT_BITS'(rem);

    always_ff @(posedge clk) begin
        if (rst) begin
            pred_idx <= '0;
            pred_len <= '0;
            pred_ok  <= 1'b0;
            dividend <= '0;
            rem      <= '0;
            steps    <= '0;
            busy     <= 1'b0;
        end else if (grid_start) begin
            pred_idx <= grid_idx + 32'd1;
            pred_len <= len;
            pred_ok  <= 1'b0;
            dividend <= grid_idx + 32'd1;
            rem      <= '0;
            steps    <= 6'd32;
            busy     <= 1'b1;
        end else if (busy) begin
            rem      <= LW'(fits ? trial - {1'b0, pred_len} : trial);
            dividend <= {dividend[30:0], 1'b0};
            steps    <= steps - 1'b1;
            if (steps == 6'd1) begin
                busy    <= 1'b0;
                pred_ok <= 1'b1;
            end
        end
    end

`ifndef SYNTHESIS
    // grid_idx takes grid_next_idx with grid_start, so the registered compare is the index compare
    `LP_ASSERT(a_next_idx, clk, rst, $past(rst) || !grid_start || grid_idx == $past(grid_next_idx))
    `LP_ASSERT(a_idx_ok, clk, rst, $past(rst) || !grid_start || !pred_ok || idx_ok_q == (grid_idx == pred_idx))
`endif
endmodule

`default_nettype wire
