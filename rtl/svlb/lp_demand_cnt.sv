// lp_demand_cnt: per-destination byte counters latched per phase (mFabric demand counters).
// mFabric's Algorithm 1 builds the server demand matrix from each server's bytes per destination over
// a phase; this block gives the firmware that row for its node. Live counters add the bytes of every
// counted cell (cnt_v, cnt_dst, cnt_bytes); a `phase` pulse copies all live counters into the latched
// set (read through rd_idx -> rd_val, one clock later) and restarts the live ones from zero, so no byte
// is lost or counted twice across a phase boundary (a cell counted in the phase clock belongs to the
// new phase). Counters saturate at all ones (ev_sat); a cell for dst >= N is not counted (ev_bad_dst).
`default_nettype none
`include "lp_assert.svh"

module lp_demand_cnt
    import lp_cell_pkg::*;
#(
    parameter int N = 16,  // destinations
    parameter int W = 32   // counter width (bytes)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    input  wire logic                          cnt_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cnt_dst,
    input  wire logic [15:0]                   cnt_bytes,
    input  wire logic                          phase,       // latch and restart
    input  wire logic [LP_NODE_ID_BITS-1:0]    rd_idx,
    output logic [W-1:0]                       rd_val,      // latched bytes of rd_idx (0 for idx >= N)
    output logic [31:0]                        st_phases,   // phases latched since reset
    output logic                               ev_sat,
    output logic                               ev_bad_dst
);
    localparam int NB = $clog2(N);

    if (N < 2 || (1 << NB) != N) begin : g_bad_n
        $fatal(1, "lp_demand_cnt: N=%0d must be a power of two >= 2", N);
    end
    if (W < 17 || W > 64) begin : g_bad_w
        $fatal(1, "lp_demand_cnt: W=%0d must be 17..64", W);
    end

    logic [N-1:0][W-1:0] live, latched;
    wire logic           ok = cnt_v && (cnt_dst < LP_NODE_ID_BITS'(N));
    wire logic [NB-1:0]  d = cnt_dst[NB-1:0];
    wire logic [W:0]     sum = {1'b0, live[d]} + (W+1)'(cnt_bytes);

    always_ff @(posedge clk) begin
        if (rst) begin
            live <= '0; latched <= '0; st_phases <= '0; rd_val <= '0; ev_sat <= 1'b0; ev_bad_dst <= 1'b0;
        end else begin
            ev_sat <= 1'b0;
            ev_bad_dst <= cnt_v && !ok;
            if (phase) begin
                latched <= live;
                live <= '0;
                st_phases <= st_phases + 32'd1;
            end
            if (ok) begin
                if (phase) begin
                    live[d] <= W'(cnt_bytes);
                end else if (sum[W]) begin
                    live[d] <= '1;
                    ev_sat <= 1'b1;
                end else begin
                    live[d] <= sum[W-1:0];
                end
            end
            rd_val <= (rd_idx < LP_NODE_ID_BITS'(N)) ? latched[rd_idx[NB-1:0]] : '0;
        end
    end

`ifndef SYNTHESIS
    // within a phase a live counter only grows (saturating at all ones); a phase restarts it from the
    // bytes of the cell counted in that clock, and latches the old one
    logic [N-1:0][W-1:0] a_live_prev;
    always_ff @(posedge clk) a_live_prev <= live;
    for (genvar i = 0; i < N; i++) begin : g_a_d
        `LP_ASSERT(a_live_grows, clk, rst, $past(rst) || $past(phase) || live[i] >= a_live_prev[i])
        `LP_ASSERT(a_phase_latches, clk, rst, $past(rst) || !$past(phase)
                   || (latched[i] == a_live_prev[i] && live[i] <= W'(16'hFFFF)))
    end
    `LP_ASSERT(a_sat_at_ones, clk, rst, $past(rst) || !ev_sat || live[$past(d)] == '1)
`endif
endmodule

`default_nettype wire
