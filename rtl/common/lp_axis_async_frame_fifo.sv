// lp_axis_async_frame_fifo: dual-clock store-and-forward AXI-Stream frame FIFO.
//
// s_axis is in wr_clk, m_axis in rd_clk. A frame becomes visible to the read side only when its last
// beat has been written (committed), so m_axis never starts a frame before it was complete at s_axis
// and, with m_axis_tready held high, never has a gap inside a frame. Frames that are not committed are
// rolled back whole; nothing partial ever crosses.
//
// Crossing: the committed end pointer (write domain -> read side) and the read pointer (read domain ->
// write side, for the free space) each travel through an lp_fifo_async used as a mailbox: whenever
// the local pointer differs from the last value sent and the mailbox has room, the current pointer is
// pushed; the far side pops every value at once and keeps the latest. Pointers are absolute, so a value
// that could not be sent is simply superseded by a later one, and the far side's view only lags (the
// safe side). The only clock-crossing flops are therefore those inside lp_fifo_async, plus the frame
// RAM, which is written in wr_clk and read (registered) in rd_clk; a word is read only after the
// pointer that publishes it has been through the mailbox's synchronizers.
//
// Write-side policy (one outcome per frame, each with a counter and a one-cycle event):
//   good     : committed.
//   full     : DROP_WHEN_FULL = 1 only: a beat arrived while the RAM was full (as seen from the write
//              side); the frame is discarded whole, from the first beat to tlast.
//   bad      : DROP_BAD = 1 only: the last beat has tuser[0] = 1 (MAC error / bad FCS).
//   oversize : the frame has more than MAX_WORDS beats (checked in every mode; the rest of the frame
//              is accepted and discarded).
// With DROP_WHEN_FULL = 1, s_axis_tready is constant 1 (a source without tready: lp_eth_mac_pcs RX);
// with 0 it is low while the RAM is full (back-pressure) and during wr_rst.
// Counters are 32-bit and saturate at 2^32-1; they and the events are in wr_clk, cleared by wr_rst.
//
// Reset: assert wr_rst and rd_rst together (overlapping), as for lp_fifo_async; a frame being sent on
// m_axis is cut (its consumer must be reset with it). With DROP_WHEN_FULL = 1 the source is assumed
// free running and not reset with the FIFO: the write side follows the frame boundaries of every beat,
// also during reset, and after reset discards the rest of a frame that was in progress (not counted).
// With DROP_WHEN_FULL = 0 the source is assumed to be reset with the FIFO (it starts at a frame boundary).
`default_nettype none
`include "lp_assert.svh"

module lp_axis_async_frame_fifo #(
    parameter int    DATA_W         = 64,      // tdata bits, multiple of 8 (tkeep = DATA_W/8)
    parameter int    USER_W         = 1,       // tuser bits (stored per beat; bit 0 of the last beat = bad)
    parameter int    DEST_W         = 0,       // tdest bits, 0 = none (the tdest ports are then 1 bit, ignored / 0)
    parameter int    DEPTH          = 2048,    // words, power of two >= 16
    parameter int    MAX_WORDS      = DEPTH,   // longest frame kept, in beats, 1..DEPTH
    parameter bit    DROP_WHEN_FULL = 1'b0,    // 1: never back-pressure; a frame that does not fit is dropped
    parameter bit    DROP_BAD       = 1'b0,    // 1: a frame whose last beat has tuser[0] = 1 is dropped
    parameter        RAM_STYLE      = "block", // block, distributed, registers, auto (no ultra: one clock)
    parameter int    SYNC_STAGES    = 2,       // synchronizer flops of the two pointer mailboxes, >= 2
    localparam int   DEST_PW        = (DEST_W > 0) ? DEST_W : 1
) (
    // write domain
    input  wire logic                  wr_clk,
    input  wire logic                  wr_rst,
    input  wire logic [DATA_W-1:0]     s_axis_tdata,
    input  wire logic [DATA_W/8-1:0]   s_axis_tkeep,
    input  wire logic                  s_axis_tvalid,
    output logic                       s_axis_tready,
    input  wire logic                  s_axis_tlast,
    input  wire logic [USER_W-1:0]     s_axis_tuser,
    input  wire logic [DEST_PW-1:0]    s_axis_tdest,
    output logic [31:0]                cnt_good,
    output logic [31:0]                cnt_drop_full,
    output logic [31:0]                cnt_drop_bad,
    output logic [31:0]                cnt_drop_over,
    output logic                       ev_good,        // one cycle per outcome, the cycle after tlast
    output logic                       ev_drop_full,
    output logic                       ev_drop_bad,
    output logic                       ev_drop_over,
    // read domain
    input  wire logic                  rd_clk,
    input  wire logic                  rd_rst,
    output logic [DATA_W-1:0]          m_axis_tdata,
    output logic [DATA_W/8-1:0]        m_axis_tkeep,
    output logic                       m_axis_tvalid,
    input  wire logic                  m_axis_tready,
    output logic                       m_axis_tlast,
    output logic [USER_W-1:0]          m_axis_tuser,
    output logic [DEST_PW-1:0]         m_axis_tdest
);
    localparam int AW = $clog2(DEPTH);
    localparam int KW = DATA_W / 8;
    localparam int SW = (DEST_W > 0) ? DEST_W : 0;   // stored tdest bits
    localparam int W  = DATA_W + KW + 1 + USER_W + SW;
    localparam int CW = $clog2(MAX_WORDS + 2);      // beats-in-frame counter, saturates at MAX_WORDS + 1
    localparam int MB_DEPTH = 8;                     // mailbox entries (full rate: 2 x (SYNC_STAGES + 2))

    if (DEPTH < 16 || (1 << AW) != DEPTH) begin : g_bad_depth
        $fatal(1, "lp_axis_async_frame_fifo: DEPTH=%0d must be a power of two >= 16", DEPTH);
    end
    if (DATA_W < 8 || DATA_W % 8 != 0) begin : g_bad_data_w
        $fatal(1, "lp_axis_async_frame_fifo: DATA_W=%0d must be a multiple of 8", DATA_W);
    end
    if (USER_W < 1) begin : g_bad_user_w
        $fatal(1, "lp_axis_async_frame_fifo: USER_W must be >= 1");
    end
    if (DEST_W < 0) begin : g_bad_dest_w
        $fatal(1, "lp_axis_async_frame_fifo: DEST_W must be >= 0");
    end
    if (MAX_WORDS < 1 || MAX_WORDS > DEPTH) begin : g_bad_max_words
        $fatal(1, "lp_axis_async_frame_fifo: MAX_WORDS=%0d must be in 1..DEPTH (%0d)", MAX_WORDS, DEPTH);
    end
    // RAM_STYLE is an untyped string parameter (Vivado has no string type): a literal of another
    // length compares zero-extended, which is still exact
    /* verilator lint_off WIDTHEXPAND */
    if (RAM_STYLE != "block" && RAM_STYLE != "distributed" && RAM_STYLE != "registers" &&
        RAM_STYLE != "auto") begin : g_bad_ram_style
        $fatal(1, "lp_axis_async_frame_fifo: RAM_STYLE=\"%s\" must be block, distributed, registers or auto",
               RAM_STYLE);
    end
    /* verilator lint_on WIDTHEXPAND */
    if (SYNC_STAGES < 2) begin : g_bad_sync_stages
        $fatal(1, "lp_axis_async_frame_fifo: SYNC_STAGES=%0d must be >= 2", SYNC_STAGES);
    end

    // Dual-clock simple dual-port RAM (lp_ram_sdp has one clock). No reset, no initial contents.
    (* ram_style = RAM_STYLE *) logic [W-1:0] mem [DEPTH];

    // ================================================================ write domain
    typedef enum logic [1:0] {WHY_SKIP, WHY_FULL, WHY_OVER} why_t;

    logic [AW:0]   wptr;       // next word to write
    logic [AW:0]   cptr;       // end of the last committed frame (= start of the current one)
    logic [AW:0]   pub;        // last cptr pushed into the forward mailbox
    logic [AW:0]   wq_rptr;    // latest read pointer received from the read side
    logic          mid;        // the source is inside a frame (last beat seen was not tlast)
    logic          drop_q;     // the current frame is being discarded
    why_t          why_q;      // ... for this reason
    logic [CW-1:0] nw_q;       // beats of the current frame so far (saturating)

    wire logic [AW:0] used = wptr - wq_rptr;
    wire logic        full = (used == (AW+1)'(DEPTH));
    wire logic        cont_drop = mid && drop_q;

    if (DROP_WHEN_FULL) begin : g_tready_one
        assign s_axis_tready = 1'b1;
    end else begin : g_tready_bp
        assign s_axis_tready = !wr_rst && (cont_drop || !full);
    end

    wire logic          beat      = s_axis_tvalid && s_axis_tready;
    wire logic [CW-1:0] nw        = !mid ? CW'(1) : ((nw_q == CW'(MAX_WORDS + 1)) ? nw_q : nw_q + 1'b1);
    wire logic          over      = (nw > CW'(MAX_WORDS));
    wire logic          drop_now  = cont_drop || over || full;
    wire why_t          why_now   = cont_drop ? why_q : (over ? WHY_OVER : WHY_FULL);
    wire logic          bad       = DROP_BAD && s_axis_tuser[0];
    wire logic          we        = beat && !wr_rst && !drop_now;

    logic [W-1:0] wr_word;
    if (DEST_W > 0) begin : g_wdest
        assign wr_word = {s_axis_tdest, s_axis_tuser, s_axis_tlast, s_axis_tkeep, s_axis_tdata};
    end else begin : g_wnodest
        assign wr_word = {s_axis_tuser, s_axis_tlast, s_axis_tkeep, s_axis_tdata};
    end

    always_ff @(posedge wr_clk) begin
        if (we) mem[wptr[AW-1:0]] <= wr_word;
    end

    // The frame-boundary tracker: with a free-running source (DROP_WHEN_FULL) it follows every beat,
    // reset or not (no reset: the source is not reset with the FIFO); otherwise it is reset.
    always_ff @(posedge wr_clk) begin
        if (wr_rst && !DROP_WHEN_FULL) mid <= 1'b0;
        else if (beat)                 mid <= !s_axis_tlast;
    end

    logic [3:0] outcome;  // {over, bad, full, good} of the frame ending this cycle

    always_ff @(posedge wr_clk) begin
        outcome <= '0;
        if (wr_rst) begin
            wptr   <= '0;
            cptr   <= '0;
            // a frame in progress across the reset is discarded up to its tlast, not counted
            drop_q <= DROP_WHEN_FULL && (beat ? !s_axis_tlast : mid);
            why_q  <= WHY_SKIP;
            nw_q   <= '0;
        end else if (beat) begin
            wptr <= drop_now ? cptr : wptr + 1'b1;   // a drop rolls back to the frame start
            nw_q <= nw;
            if (s_axis_tlast) begin
                drop_q <= 1'b0;
                if (drop_now) begin
                    outcome <= {why_now == WHY_OVER, 1'b0, why_now == WHY_FULL, 1'b0};
                end else if (bad) begin
                    wptr    <= cptr;
                    outcome <= 4'b0100;
                end else begin
                    cptr    <= wptr + 1'b1;
                    outcome <= 4'b0001;
                end
            end else begin
                drop_q <= drop_now;
                why_q  <= why_now;
            end
        end
    end

    assign {ev_drop_over, ev_drop_bad, ev_drop_full, ev_good} = outcome;

    lp_event_cnt #(.N (4), .W (32)) u_cnt (
        .clk (wr_clk), .rst (wr_rst), .ev (outcome),
        .cnt ({cnt_drop_over, cnt_drop_bad, cnt_drop_full, cnt_good})
    );

    // ---------------------------------------------------------------- pointer mailboxes
    logic          fwd_ready, fwd_valid, bwd_ready, bwd_valid;
    logic [AW:0]   fwd_data, bwd_data;
    logic [AW:0]   rptr, rsent, rlim;
    logic [$clog2(MB_DEPTH):0] fwd_wcount, fwd_rcount, bwd_wcount, bwd_rcount;  // unused

    wire logic fwd_push = (pub != cptr);

    always_ff @(posedge wr_clk) begin
        if (wr_rst) begin
            pub     <= '0;
            wq_rptr <= '0;
        end else begin
            if (fwd_push && fwd_ready) pub <= cptr;
            if (bwd_valid) wq_rptr <= bwd_data;
        end
    end

    lp_fifo_async #(
        .WIDTH       (AW + 1),
        .DEPTH       (MB_DEPTH),
        .SYNC_STAGES (SYNC_STAGES)
    ) u_fwd (
        .wr_clk   (wr_clk),
        .wr_rst   (wr_rst),
        .wr_valid (fwd_push),
        .wr_ready (fwd_ready),
        .wr_data  (cptr),
        .wr_count (fwd_wcount),
        .rd_clk   (rd_clk),
        .rd_rst   (rd_rst),
        .rd_valid (fwd_valid),
        .rd_ready (1'b1),
        .rd_data  (fwd_data),
        .rd_count (fwd_rcount)
    );

    wire logic bwd_push = (rsent != rptr);

    lp_fifo_async #(
        .WIDTH       (AW + 1),
        .DEPTH       (MB_DEPTH),
        .SYNC_STAGES (SYNC_STAGES)
    ) u_bwd (
        .wr_clk   (rd_clk),
        .wr_rst   (rd_rst),
        .wr_valid (bwd_push),
        .wr_ready (bwd_ready),
        .wr_data  (rptr),
        .wr_count (bwd_wcount),
        .rd_clk   (wr_clk),
        .rd_rst   (wr_rst),
        .rd_valid (bwd_valid),
        .rd_ready (1'b1),
        .rd_data  (bwd_data),
        .rd_count (bwd_rcount)
    );

    // ================================================================ read domain
    logic         rd_en, inflight, ob_ready;
    logic [W-1:0] rd_q, ob_data;
    logic [2:0]   ob_count;

    // Read while committed words remain and the 4-deep output buffer has room for this read, the one
    // in flight and the word leaving (one word per clock under continuous m_axis_tready).
    assign rd_en = (rptr != rlim) && ({1'b0, ob_count} + {3'b0, inflight} < 4'd3);

    always_ff @(posedge rd_clk) begin
        if (rd_en) rd_q <= mem[rptr[AW-1:0]];
    end

    always_ff @(posedge rd_clk) begin
        if (rd_rst) begin
            rptr     <= '0;
            rsent    <= '0;
            rlim     <= '0;
            inflight <= 1'b0;
        end else begin
            inflight <= rd_en;
            if (rd_en) rptr <= rptr + 1'b1;
            if (bwd_push && bwd_ready) rsent <= rptr;
            if (fwd_valid) rlim <= fwd_data;
        end
    end

    lp_fifo_sync #(
        .WIDTH (W),
        .DEPTH (4)
    ) u_out (
        .clk      (rd_clk),
        .rst      (rd_rst),
        .wr_valid (inflight),
        .wr_ready (ob_ready),   // never low when written: rd_en leaves room for every read in flight
        .wr_data  (rd_q),
        .rd_valid (m_axis_tvalid),
        .rd_ready (m_axis_tready),
        .rd_data  (ob_data),
        .count    (ob_count)
    );

    assign {m_axis_tuser, m_axis_tlast, m_axis_tkeep, m_axis_tdata} = ob_data[DATA_W+KW+1+USER_W-1:0];
    if (DEST_W > 0) begin : g_rdest
        assign m_axis_tdest = ob_data[W-1 -: DEST_PW];
    end else begin : g_rnodest
        assign m_axis_tdest = '0;
    end

    wire logic unused_ok = &{1'b0, ob_ready, fwd_wcount, fwd_rcount, bwd_wcount, bwd_rcount,
                             (DEST_W > 0) ? 1'b0 : ^s_axis_tdest};

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, rd_clk, rd_rst, m_axis_tvalid, m_axis_tready,
                   {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser, m_axis_tdest})
`endif
endmodule

`default_nettype wire
