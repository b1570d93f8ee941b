// lp_axis_frame_fifo: store-and-forward frame FIFO with commit and drop.
//
// The writer pushes words (data, keep, last, user) and then either commits them (they become visible
// to the reader as complete frames) or drops them (the write pointer rolls back to the last commit).
// Nothing the reader sees is ever partial or withdrawn, so upstream checks that finish at the end of a
// frame (length, MAC error, CRC, reassembly) can discard a frame without any downstream effect.
//   wr_commit: commits every word written before this cycle and the one written in this cycle.
//   wr_drop:   discards every uncommitted word written before this cycle; a word written in the same
//              cycle is kept as the first word of the next frame (so "abort and restart" is one cycle).
//   wr_commit and wr_drop in the same cycle is a caller bug: drop wins (safe side).
// Storage: lp_ram_sdp (block RAM by default) with a small first-word-fall-through output buffer, so
// m_axis sustains one word per cycle. `wr_free` counts words that can still be written.
// Assertions: the output buffer never overflows; m_axis holds its beat while valid and not ready.
`default_nettype none
`include "lp_assert.svh"

module lp_axis_frame_fifo #(
    parameter int    DATA_W    = 64,
    parameter int    USER_W    = 1,
    parameter int    DEPTH     = 2048,   // words, power of two
    parameter        RAM_STYLE = "block"
) (
    input  wire logic                     clk,
    input  wire logic                     rst,

    input  wire logic                     wr_valid,
    output logic                          wr_ready,
    input  wire logic [DATA_W-1:0]        wr_data,
    input  wire logic [DATA_W/8-1:0]      wr_keep,
    input  wire logic                     wr_last,
    input  wire logic [USER_W-1:0]        wr_user,
    input  wire logic                     wr_commit,
    input  wire logic                     wr_drop,
    output logic [$clog2(DEPTH):0]        wr_free,

    output logic [DATA_W-1:0]             m_axis_tdata,
    output logic [DATA_W/8-1:0]           m_axis_tkeep,
    output logic                          m_axis_tvalid,
    input  wire logic                     m_axis_tready,
    output logic                          m_axis_tlast,
    output logic [USER_W-1:0]             m_axis_tuser,

    output logic                          frame_avail   // at least one committed word not yet read
);
    localparam int AW = $clog2(DEPTH);
    localparam int KW = DATA_W / 8;
    localparam int W  = DATA_W + KW + 1 + USER_W;

    if (DEPTH < 4 || (1 << AW) != DEPTH) begin : g_bad_depth
        $fatal(1, "lp_axis_frame_fifo: DEPTH=%0d must be a power of two >= 4", DEPTH);
    end
    if (DATA_W % 8 != 0) begin : g_bad_data_w
        $fatal(1, "lp_axis_frame_fifo: DATA_W must be a multiple of 8");
    end

    logic [AW:0] wptr, cptr, rptr;   // write, committed, read-issued pointers

    wire logic push = wr_valid && wr_ready;
    wire logic [AW:0] waddr = wr_drop ? cptr : wptr;   // a drop rewinds before this cycle's write

    assign wr_free  = (AW+1)'(DEPTH) - (wptr - rptr);
    assign wr_ready = (wptr - rptr) != (AW+1)'(DEPTH);

    always_ff @(posedge clk) begin
        if (rst) begin
            wptr <= '0;
            cptr <= '0;
        end else begin
            wptr <= push ? waddr + 1'b1 : waddr;
            if (wr_commit && !wr_drop) cptr <= push ? wptr + 1'b1 : wptr;
        end
    end

    // ---------------------------------------------------------------- storage and read pipeline
    logic           rd_en;
    logic [W-1:0]   rd_word;
    logic           rd_inflight;
    logic [2:0]     ob_count;
    logic           ob_ready_unused;

    lp_ram_sdp #(
        .WIDTH        (W),
        .DEPTH        (DEPTH),
        .RAM_STYLE    (RAM_STYLE),
        .READ_LATENCY (1)
    ) u_ram (
        .clk     (clk),
        .wr_en   (push),
        .wr_addr (waddr[AW-1:0]),
        .wr_data ({wr_user, wr_last, wr_keep, wr_data}),
        .rd_en   (rd_en),
        .rd_addr (rptr[AW-1:0]),
        .rd_data (rd_word)
    );

    // Issue a read while committed words remain and the output buffer (4 deep) has room for it and
    // the read already in flight.
    assign rd_en = (rptr != cptr) && ({1'b0, ob_count} + {3'b0, rd_inflight} < 4'd3);
    assign frame_avail = (rptr != cptr) || m_axis_tvalid;

    always_ff @(posedge clk) begin
        if (rst) begin
            rptr        <= '0;
            rd_inflight <= 1'b0;
        end else begin
            rd_inflight <= rd_en;
            if (rd_en) rptr <= rptr + 1'b1;
        end
    end

    logic [W-1:0] ob_data;

    lp_fifo_sync #(
        .WIDTH (W),
        .DEPTH (4)
    ) u_out (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (rd_inflight),
        .wr_ready (ob_ready_unused),  // never full: rd_en leaves room for every read in flight
        .wr_data  (rd_word),
        .rd_valid (m_axis_tvalid),
        .rd_ready (m_axis_tready),
        .rd_data  (ob_data),
        .count    (ob_count)
    );

    assign {m_axis_tuser, m_axis_tlast, m_axis_tkeep, m_axis_tdata} = ob_data;

`ifndef SYNTHESIS
    `LP_ASSERT(a_out_fifo_room, clk, rst, !rd_inflight || ob_ready_unused)
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, ob_data)
`endif
endmodule

`default_nettype wire
