// lp_cdc_snapshot: a whole bus (W bits, e.g. a set of event counters) carried from one clock into
// another as coherent snapshots, never torn (docs/common.md, "lp_cdc_snapshot").
//
// A continuous request/acknowledge toggle handshake: the destination toggles req; the source sees the
// toggle (lp_sync_bit), takes src_data into hold in one clock and answers by copying req into ack;
// the destination sees ack equal to req (lp_sync_bit), copies hold into dst_data (hold is then stable:
// the source captures again only after the next toggle) and toggles req again. Every dst_data is
// therefore src_data of one source clock. A new snapshot arrives every (STAGES + 1) source +
// (STAGES + 1) destination clocks (one round trip), about STAGES + 1 destination clocks old; what
// dst_data shows is never older than that plus one round trip.
//
// The handshake itself (req, ack, hold) has no reset, on purpose: a reset that moved req or ack could
// make the source capture while the destination copies, the one way to tear a snapshot. Whatever state
// the toggles start in, each side only ever answers the other, so the handshake runs from any state.
// dst_rst clears dst_data and makes the destination skip the first answer after it, so a power-up
// value of the synchronisers is never copied; at power-up dst_rst must last STAGES + 1 clocks of
// both sides. dst_data reads 0 until the first snapshot; if the source clock stops, it keeps the last.
`default_nettype none
`include "lp_assert.svh"

module lp_cdc_snapshot #(
    parameter int W      = 32,
    parameter int STAGES = 2     // synchroniser flops per direction, >= 2
) (
    input  wire logic         src_clk,
    input  wire logic [W-1:0] src_data,
    input  wire logic         dst_clk,
    input  wire logic         dst_rst,      // synchronous to dst_clk, active high
    output logic      [W-1:0] dst_data,     // one coherent snapshot of src_data
    output logic              dst_valid     // pulse: dst_data took a new snapshot
);
    if (W < 1) begin : g_bad_w
        $fatal(1, "lp_cdc_snapshot: W=%0d must be >= 1", W);
    end
    if (STAGES < 2) begin : g_bad_stages
        $fatal(1, "lp_cdc_snapshot: STAGES=%0d must be >= 2", STAGES);
    end

    // ---------------------------------------------------------------- source side
    logic         req, req_s, ack;
    logic [W-1:0] hold;

    lp_sync_bit #(.WIDTH (1), .STAGES (STAGES)) u_req_sync (.clk (src_clk), .d (req), .q (req_s));

    always_ff @(posedge src_clk) begin   // no reset: see above
        if (req_s != ack) begin
            hold <= src_data;
            ack  <= req_s;
        end
    end

    // hold changes only when a request is answered
    `LP_ASSERT(a_hold_on_req, src_clk, 1'b0, $past(req_s != ack) || $stable(hold))

    // ---------------------------------------------------------------- destination side
    logic ack_s, primed, take;

    lp_sync_bit #(.WIDTH (1), .STAGES (STAGES)) u_ack_sync (.clk (dst_clk), .d (ack), .q (ack_s));

    assign take = (ack_s == req);   // the source answered the last toggle: hold is stable

    always_ff @(posedge dst_clk) begin   // req toggles only on an answer, reset or not: see above
        if (take) req <= !req;
    end

    always_ff @(posedge dst_clk) begin
        if (dst_rst) begin
            primed    <= 1'b0;
            dst_data  <= '0;
            dst_valid <= 1'b0;
        end else begin
            dst_valid <= take && primed;
            if (take) begin
                primed <= 1'b1;
                if (primed) dst_data <= hold;
            end
        end
    end

    // dst_data moves only with a snapshot, and req only when an answer came
    `LP_ASSERT(a_dst_on_take, dst_clk, dst_rst, $past(dst_rst) || dst_valid || $stable(dst_data))
    `LP_ASSERT(a_req_on_take, dst_clk, 1'b0, $past(take) || $stable(req))
endmodule

`default_nettype wire
