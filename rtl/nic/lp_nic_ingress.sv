// lp_nic_ingress: host-port frame admission for one AXI-Stream host port.
//
// Checks every frame while it streams into a store-and-forward frame buffer and commits it only when
// it is good; a bad frame is rolled back and counted, never seen downstream:
//   runt       total bytes < cfg_min_bytes                                   -> drop_runt
//   oversize   running bytes > cfg_max_bytes (clamped to MAX_BYTES)          -> drop_oversize, then
//              the rest of the frame (up to tlast) is discarded
//   mac error  s_axis_tuser set on the tlast beat (bad FCS etc. from the MAC) -> drop_mac_err
//   timeout    tvalid low for cfg_timeout cycles inside a frame (tlast missing) -> drop_timeout, then
//              beats are discarded up to the next tlast (they belong to the broken frame)
// Back-pressure: s_axis_tready follows the buffer; nothing is dropped for lack of space, because the
// buffer (DEPTH words) is larger than the largest admissible frame.
// s_axis_tdest carries the destination node (sampled on the first beat) and is stored with the frame
// as m_axis_tuser; with the lookup on, the transmitter takes lp_dest_lookup's MAC/IP result instead.
`default_nettype none
`include "lp_assert.svh"

module lp_nic_ingress
    import lp_cell_pkg::*;
#(
    parameter int DATA_W    = 64,
    parameter int DEST_W    = 8,
    parameter int DEPTH     = 2048,               // frame buffer words
    parameter int MAX_BYTES = LP_FRAME_MAX_BYTES   // largest MAX_FRAME honoured
) (
    input  wire logic                  clk,
    input  wire logic                  rst,

    input  wire logic [DATA_W-1:0]     s_axis_tdata,
    input  wire logic [DATA_W/8-1:0]   s_axis_tkeep,
    input  wire logic                  s_axis_tvalid,
    output logic                       s_axis_tready,
    input  wire logic                  s_axis_tlast,
    input  wire logic                  s_axis_tuser,
    input  wire logic [DEST_W-1:0]     s_axis_tdest,

    output logic [DATA_W-1:0]          m_axis_tdata,
    output logic [DATA_W/8-1:0]        m_axis_tkeep,
    output logic                       m_axis_tvalid,
    input  wire logic                  m_axis_tready,
    output logic                       m_axis_tlast,
    output logic [DEST_W-1:0]          m_axis_tuser,   // destination node of the frame

    input  wire logic [13:0]           cfg_min_bytes,
    input  wire logic [13:0]           cfg_max_bytes,
    input  wire logic [23:0]           cfg_timeout,

    output logic                       frame_pending,
    output logic                       ev_frame_ok,
    output logic                       ev_drop_runt,
    output logic                       ev_drop_oversize,
    output logic                       ev_drop_mac_err,
    output logic                       ev_drop_timeout
);
    localparam int KW = DATA_W / 8;

    if (DEPTH * KW < MAX_BYTES) begin : g_bad_depth
        $fatal(1, "lp_nic_ingress: DEPTH=%0d words cannot hold a %0d-byte frame", DEPTH, MAX_BYTES);
    end
    if (MAX_BYTES >= (1 << 14)) begin : g_bad_max_bytes
        $fatal(1, "lp_nic_ingress: MAX_BYTES must fit 14 bits");
    end

    typedef enum logic [1:0] {S_IDLE, S_FRAME, S_DISCARD} state_e;
    state_e state;

    logic [14:0] bytes;        // bytes of the current frame accepted so far
    logic [23:0] idle;
    logic [DEST_W-1:0] dest;

    wire logic [13:0] max_bytes = (cfg_max_bytes > 14'(MAX_BYTES)) ? 14'(MAX_BYTES) : cfg_max_bytes;
    wire logic [$clog2(KW+1)-1:0] beat_bytes = $countones(s_axis_tkeep);
    wire logic [14:0] total = bytes + 15'(beat_bytes);

    logic fifo_ready;
    logic [$clog2(DEPTH):0] buf_free;   // unused: the buffer holds any admissible frame (see header)
    wire logic beat = s_axis_tvalid && s_axis_tready;
    assign s_axis_tready = (state == S_DISCARD) || fifo_ready;

    // Decisions on the current beat
    wire logic in_frame  = (state == S_IDLE) || (state == S_FRAME);
    wire logic too_long  = in_frame && beat && (total > {1'b0, max_bytes});
    wire logic end_beat  = in_frame && beat && s_axis_tlast && !too_long;
    wire logic is_runt   = end_beat && (total < {1'b0, cfg_min_bytes});
    wire logic is_macerr = end_beat && s_axis_tuser;
    wire logic timed_out = (state == S_FRAME) && !s_axis_tvalid && (cfg_timeout != '0) && (idle >= cfg_timeout - 1'b1);

    wire logic wr     = in_frame && beat && !too_long && !is_runt && !is_macerr;
    wire logic commit = end_beat && !is_runt && !is_macerr;
    wire logic drop   = too_long || (end_beat && (is_runt || is_macerr)) || timed_out;

    lp_axis_frame_fifo #(
        .DATA_W (DATA_W),
        .USER_W (DEST_W),
        .DEPTH  (DEPTH)
    ) u_buf (
        .clk           (clk),
        .rst           (rst),
        .wr_valid      (wr),
        .wr_ready      (fifo_ready),
        .wr_data       (s_axis_tdata),
        .wr_keep       (s_axis_tkeep),
        .wr_last       (s_axis_tlast),
        .wr_user       ((state == S_IDLE) ? s_axis_tdest : dest),
        .wr_commit     (commit),
        .wr_drop       (drop),
        .wr_free       (buf_free),
        .m_axis_tdata  (m_axis_tdata),
        .m_axis_tkeep  (m_axis_tkeep),
        .m_axis_tvalid (m_axis_tvalid),
        .m_axis_tready (m_axis_tready),
        .m_axis_tlast  (m_axis_tlast),
        .m_axis_tuser  (m_axis_tuser),
        .frame_avail   (frame_pending)
    );

    always_ff @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE;
            bytes <= '0;
            idle  <= '0;
            dest  <= '0;
        end else begin
            idle <= (s_axis_tvalid || state != S_FRAME) ? '0 : idle + 1'b1;  // only the source's silence counts
            unique case (state)
                S_IDLE, S_FRAME: begin
                    if (timed_out) begin
                        state <= S_DISCARD;
                        bytes <= '0;
                    end else if (beat) begin
                        if (state == S_IDLE) dest <= s_axis_tdest;
                        if (s_axis_tlast) begin
                            state <= S_IDLE;
                            bytes <= '0;
                        end else if (too_long) begin
                            state <= S_DISCARD;
                            bytes <= '0;
                        end else begin
                            state <= S_FRAME;
                            bytes <= total;
                        end
                    end
                end
                S_DISCARD: if (beat && s_axis_tlast) state <= S_IDLE;
                default: state <= S_IDLE;
            endcase
        end
    end

    assign ev_frame_ok      = commit;
    assign ev_drop_runt     = is_runt;
    assign ev_drop_oversize = too_long;
    assign ev_drop_mac_err  = is_macerr && !is_runt;
    assign ev_drop_timeout  = timed_out;

    wire logic unused_ok = &{1'b0, buf_free};

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready,
                   {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser})
`endif
endmodule

`default_nettype wire
