// lp_sync_pulse: single-cycle pulse transfer between unrelated clocks (toggle handshake).
// An accepted src_pulse flips a source toggle flop; the level crosses to dst_clk through STAGES
// flops and each change of it produces exactly one dst_pulse cycle. The destination's view of the
// toggle is synchronized back; src_busy is high while the two differ (round trip in flight).
// A src_pulse while src_busy is NOT transferred: it is reported on src_dropped in the same cycle
// (combinational: src_pulse && src_busy) so the user can count losses. Minimum spacing between
// accepted pulses is the round trip, about STAGES+1 dst cycles plus STAGES+1 src cycles.
// Both resets must overlap. The toggle and acknowledge crossings are single bits: set_false_path
// (or set_max_delay -datapath_only) to the first flop of each chain; flops carry ASYNC_REG.
`default_nettype none

module lp_sync_pulse #(
    parameter int STAGES = 2  // synchronizer flops per direction, >= 2
) (
    input  wire logic src_clk,
    input  wire logic src_rst,
    input  wire logic src_pulse,
    output logic      src_busy,
    output logic      src_dropped,
    input  wire logic dst_clk,
    input  wire logic dst_rst,
    output logic      dst_pulse
);
    initial begin
        if (STAGES < 2) $fatal(1, "lp_sync_pulse: STAGES=%0d must be >= 2", STAGES);
    end

    logic src_toggle;                                      // src_clk
    (* ASYNC_REG = "TRUE" *) logic [STAGES-1:0] src_ack;   // dst_seen -> src_clk
    (* ASYNC_REG = "TRUE" *) logic [STAGES-1:0] dst_sync;  // src_toggle -> dst_clk
    logic dst_seen;                                        // dst_clk: last toggle level handled

    // ---------------------------------------------------------------- source domain
    assign src_busy    = src_toggle ^ src_ack[STAGES-1];
    assign src_dropped = src_pulse && src_busy;

    always_ff @(posedge src_clk) begin
        if (src_rst) begin
            src_toggle <= 1'b0;
            src_ack    <= '0;
        end else begin
            if (src_pulse && !src_busy) src_toggle <= ~src_toggle;
            src_ack <= {src_ack[STAGES-2:0], dst_seen};
        end
    end

    // ---------------------------------------------------------------- destination domain
    assign dst_pulse = dst_sync[STAGES-1] ^ dst_seen;

    always_ff @(posedge dst_clk) begin
        if (dst_rst) begin
            dst_sync <= '0;
            dst_seen <= 1'b0;
        end else begin
            dst_sync <= {dst_sync[STAGES-2:0], src_toggle};
            dst_seen <= dst_sync[STAGES-1];
        end
    end
endmodule

`default_nettype wire
