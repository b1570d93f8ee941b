// lp_event_cnt: N saturating event counters. Counter i counts the cycles in which ev[i] is high, stops
// at 2^W - 1 and is cleared by rst (synchronous). The status counters of the board adapters
// (lp_axis_async_frame_fifo, lp_gt_os_rx) are built from it; the register maps count their events with
// PeakRDL counters instead.
`default_nettype none

module lp_event_cnt #(
    parameter int N = 1,    // counters
    parameter int W = 32    // bits per counter
) (
    input  wire logic                clk,
    input  wire logic                rst,
    input  wire logic [N-1:0]        ev,
    output logic      [N-1:0][W-1:0] cnt
);
    if (N < 1) begin : g_bad_n
        $fatal(1, "lp_event_cnt: N=%0d must be >= 1", N);
    end
    if (W < 1 || W > 64) begin : g_bad_w
        $fatal(1, "lp_event_cnt: W=%0d must be 1..64", W);
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            cnt <= '0;
        end else begin
            for (int i = 0; i < N; i++)
                cnt[i] <= (ev[i] && cnt[i] != '1) ? cnt[i] + 1'b1 : cnt[i];
        end
    end
endmodule

`default_nettype wire
