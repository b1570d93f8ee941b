// lp_reasm: per-source reassembly of cells into frames, with a shared cell buffer pool.
//
// Cells of frames from different sources interleave on the line (one source per slot), so every
// source has its own reassembly context, and payloads wait in a pool of NCELLS cell buffers (block
// RAM) linked per frame. A completed frame's cell list goes to the egress queue and streams out on
// m_axis; each cell returns to the free list once read. Frames leave in completion order.
//
// Cell interface (from the deframer, lp_cell_rx), per cell:
//   c_start + header fields : the cell is offered; the decision is one clock later (c_accept, in the
//                             clock after c_start: the payload words are stored)
//   c_wr + c_word + c_data  : payload words of an offered cell (word index 0..PAYLOAD_WORDS-1); word 0
//                             may arrive in the c_start cycle; those of a refused cell are ignored
//   c_end + c_ok            : end of the cell; c_ok = payload CRC good. A bad cell aborts its frame.
//                             Ignored for a refused cell.
// Two clocks per decision (docs/nic.md, "Reassembly"): the start's clock compares the header with the
// source's stored frame id and next sequence number and registers the results; the next clock decides
// on them with the source's current open flag and list. The words and the end are delayed by that
// clock, so they meet the decision. A cell starts at least two clocks after the previous one ended.
// Policy per source context (open, frame_id, next seq):
//   first cell                      open a new frame (an open one is aborted: ev_abort)
//   continuation, seq == next       append
//   continuation, seq before next   duplicate: the cell is dropped, the frame goes on (ev_dup)
//   continuation, seq after next    a cell was lost: the frame is aborted (ev_abort)
//   continuation of another frame / no open frame: the cell is dropped (ev_abort)
//   no free cell buffer             the frame is aborted (ev_overflow)
//   open frame idle > cfg_timeout   aborted (ev_timeout); cfg_timeout 0 disables
// Aborted and bad cells go back to the free list through a free engine (one cell per cycle).
// Assertions (docs/formal.md): cells are appended in order, the internal FIFOs never overflow (they push
// without looking at wr_ready), and m_axis holds its beat while valid and not ready.
`default_nettype none
`include "lp_assert.svh"

module lp_reasm
    import lp_cell_pkg::*;
#(
    parameter int NSRC          = 16,       // sources (node ids 0..NSRC-1 keep a context)
    parameter int NCELLS        = 64,       // cell buffers in the pool
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic                          c_start,
    input  wire logic [LP_NODE_ID_BITS-1:0]    c_src,
    input  wire logic [LP_F_FRAME_ID_BITS-1:0] c_frame_id,
    input  wire logic [LP_F_SEQ_BITS-1:0]      c_seq,
    input  wire logic                          c_first,
    input  wire logic                          c_last,
    input  wire logic [LP_F_LEN_BITS-1:0]      c_len,
    output logic                               c_accept,
    input  wire logic                          c_wr,
    input  wire logic [$clog2(PAYLOAD_BYTES/(LP_WORD_BITS/8))-1:0] c_word,
    input  wire logic [LP_WORD_BITS-1:0]       c_data,
    input  wire logic                          c_end,
    input  wire logic                          c_ok,

    output logic [LP_WORD_BITS-1:0]            m_axis_tdata,
    output logic [LP_WORD_BITS/8-1:0]          m_axis_tkeep,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic                               m_axis_tlast,

    input  wire logic [23:0]                   cfg_timeout,

    output logic [$clog2(NCELLS):0]            st_free_cells,
    output logic                               st_open,         // any context open
    output logic                               ev_frame,
    output logic                               ev_abort,
    output logic                               ev_dup,
    output logic                               ev_timeout,
    output logic                               ev_overflow
);
    localparam int WB   = LP_WORD_BITS / 8;
    localparam int PWN  = PAYLOAD_BYTES / WB;          // payload words per cell
    localparam int PW   = $clog2(PWN);
    localparam int CW   = $clog2(NCELLS);
    localparam int SW   = (NSRC > 1) ? $clog2(NSRC) : 1;
    localparam int QD   = NCELLS;                      // egress queue depth (frames)

    if ((1 << PW) != PWN) begin : g_bad_pw
        $fatal(1, "lp_reasm: payload words must be a power of two");
    end
    if (NCELLS < 4 || (1 << CW) != NCELLS) begin : g_bad_ncells
        $fatal(1, "lp_reasm: NCELLS=%0d must be a power of two >= 4", NCELLS);
    end
    if (NSRC < 2 || NSRC > (1 << LP_NODE_ID_BITS)) begin : g_bad_nsrc
        $fatal(1, "lp_reasm: NSRC=%0d out of range", NSRC);
    end
    if (NCELLS * PAYLOAD_BYTES < LP_FRAME_MAX_BYTES + PAYLOAD_BYTES) begin : g_bad_ncells_2
        $fatal(1, "lp_reasm: the pool must hold a maximum frame");
    end

    // ------------------------------------------------------------------ cell pool
    // payload words and cell ends, one clock behind the line so that they meet the decision (stage 0 below)
    logic                          wr_q, end_q, ok_q;
    logic [PW-1:0]                 word_q;
    logic [LP_WORD_BITS-1:0]       data_q;

    logic               pool_we, pool_re;
    logic [CW+PW-1:0]   pool_waddr, pool_raddr;
    logic [LP_WORD_BITS-1:0] pool_rdata;

    lp_ram_sdp #(
        .WIDTH        (LP_WORD_BITS),
        .DEPTH        (NCELLS * PWN),
        .RAM_STYLE    ("block"),
        .READ_LATENCY (1)
    ) u_pool (
        .clk     (clk),
        .wr_en   (pool_we),
        .wr_addr (pool_waddr),
        .wr_data (data_q),
        .rd_en   (pool_re),
        .rd_addr (pool_raddr),
        .rd_data (pool_rdata)
    );

    // per-cell link and length (small: distributed RAM / flops)
    logic [CW-1:0]            cell_next [NCELLS];
    logic [LP_F_LEN_BITS-1:0] cell_len  [NCELLS];

    // ------------------------------------------------------------------ free list
    // Initialised after reset by pushing every index once (NCELLS cycles; nothing is accepted before).
    logic          init_busy;
    logic [CW:0]   init_idx;
    logic          fl_push, fl_pop, fl_wr_ready, fl_valid;
    logic [CW-1:0] fl_push_idx, fl_head;
    logic [CW+1-1:0] fl_count;

    lp_fifo_sync #(
        .WIDTH (CW),
        .DEPTH (NCELLS)
    ) u_free (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (fl_push),
        .wr_ready (fl_wr_ready),
        .wr_data  (fl_push_idx),
        .rd_valid (fl_valid),
        .rd_ready (fl_pop),
        .rd_data  (fl_head),
        .count    (fl_count)
    );
    assign st_free_cells = fl_count;

    // free requests: (first cell, number of cells) walked by the free engine
    logic            fr_push, fr_ready, fr_valid, fr_pop;
    logic [CW-1:0]   fr_push_head, fr_head;
    logic [CW:0]     fr_push_n, fr_n;
    logic [$clog2(NSRC+8):0] fr_count;

    lp_fifo_sync #(
        .WIDTH (CW + CW + 1),
        .DEPTH (1 << $clog2(NSRC + 8))
    ) u_freereq (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (fr_push),
        .wr_ready (fr_ready),
        .wr_data  ({fr_push_head, fr_push_n}),
        .rd_valid (fr_valid),
        .rd_ready (fr_pop),
        .rd_data  ({fr_head, fr_n}),
        .count    (fr_count)
    );

    logic          eg_active, eg_free;   // egress reading a frame / returning a cell (declared early:
                                         // the free engine yields to it)
    logic          fe_busy;
    logic [CW-1:0] fe_cell;
    logic [CW:0]   fe_left;
    assign fr_pop = fr_valid && !fe_busy && !init_busy;

    // ------------------------------------------------------------------ contexts
    logic                          ctx_open [NSRC];
    logic [LP_F_FRAME_ID_BITS-1:0] ctx_fid  [NSRC];
    logic [LP_F_SEQ_BITS-1:0]      ctx_seq  [NSRC];
    logic [CW-1:0]                 ctx_head [NSRC];
    logic [CW-1:0]                 ctx_tail [NSRC];
    logic [CW:0]                   ctx_n    [NSRC];
    logic                          ctx_nz   [NSRC];   // ctx_n != 0, kept as a flop: a shorter path
    logic [23:0]                   ctx_ts   [NSRC];
    logic [23:0]                   now;

    // Stage 0 (c_start): the source's context read and compared with the header, registered. Only the
    // decision clock of an accepted cell writes the frame id and next sequence number; the open flag and
    // the cell count also change at a cell's end (two clocks before a start at the latest: spacing
    // asserted below) and by the two closings that may come in the start's clock, the timeout scan's
    // and a bad cell's (kill_q). So the registered values are the decision clock's (a_lookup_current).
    wire logic [SW-1:0] s0 = c_src[SW-1:0];
    wire logic src_ok0 = (32'(c_src) < NSRC);
    wire logic [LP_F_SEQ_BITS-1:0] seq_diff = c_seq - ctx_seq[s0];
    logic scan_grant, pend_abort;
    logic [SW-1:0] scan, pend_src;

    logic                          st_q, src_ok_q, first_q, last_q, fid_eq_q, seq_eq_q, seq_bef_q;
    logic                          open_q, nz_q, kill_q;
    logic [SW-1:0]                 s;        // the deciding cell's source
    logic [LP_F_FRAME_ID_BITS-1:0] fid_q;
    logic [LP_F_SEQ_BITS-1:0]      seq_q;
    logic [LP_F_LEN_BITS-1:0]      len_q;

    always_ff @(posedge clk) begin
        if (rst) begin
            st_q      <= 1'b0;
            s         <= '0;
            src_ok_q  <= 1'b0;
            first_q   <= 1'b0;
            last_q    <= 1'b0;
            fid_q     <= '0;
            seq_q     <= '0;
            len_q     <= '0;
            fid_eq_q  <= 1'b0;
            seq_eq_q  <= 1'b0;
            seq_bef_q <= 1'b0;
            open_q    <= 1'b0;
            nz_q      <= 1'b0;
            kill_q    <= 1'b0;
            wr_q      <= 1'b0;
            word_q    <= '0;
            data_q    <= '0;
            end_q     <= 1'b0;
            ok_q      <= 1'b0;
        end else begin
            st_q      <= c_start;
            s         <= s0;
            src_ok_q  <= src_ok0;
            first_q   <= c_first;
            last_q    <= c_last;
            fid_q     <= c_frame_id;
            seq_q     <= c_seq;
            len_q     <= c_len;
            fid_eq_q  <= (c_frame_id == ctx_fid[s0]);
            seq_eq_q  <= (seq_diff == '0);
            seq_bef_q <= seq_diff[LP_F_SEQ_BITS-1];                 // seq before next (mod 2^16)
            open_q    <= src_ok0 && ctx_open[s0];
            nz_q      <= ctx_nz[s0];
            kill_q    <= (scan_grant && scan == s0) || (pend_abort && pend_src == s0);
            wr_q      <= c_wr;
            word_q    <= c_word;
            data_q    <= c_data;
            end_q     <= c_end;
            ok_q      <= c_ok;
        end
    end

    // stage 1: the decision
    wire logic src_ok     = src_ok_q;
    wire logic open_s     = open_q && !kill_q;
    wire logic nz_s       = nz_q && !kill_q;       // the source's list holds cells
    wire logic same_frame = open_s && fid_eq_q;
    wire logic in_order   = same_frame && seq_eq_q;
    wire logic duplicate  = same_frame && seq_bef_q;
    wire logic can_alloc  = fl_valid && !init_busy;

    wire logic d_first    = st_q && src_ok && first_q;
    wire logic d_cont     = st_q && src_ok && !first_q && in_order;
    wire logic d_dup      = st_q && src_ok && !first_q && duplicate;
    wire logic d_break    = st_q && (!src_ok || (!first_q && !in_order && !duplicate));
    wire logic d_want     = d_first || d_cont;
    assign c_accept       = d_want && can_alloc;
    wire logic d_ovf      = d_want && !can_alloc;
    // the source's open frame is aborted by: a new first cell, a break in sequence, no buffer
    wire logic d_abort_ctx = open_s && (d_first || (d_break && src_ok) || d_ovf);

    // the accepted cell in flight
    logic              cur_valid;
    logic [CW-1:0]     cur_cell;
    logic [SW-1:0]     cur_src;
    logic              cur_last;
    logic [LP_F_LEN_BITS-1:0] cur_len;

    assign fl_pop     = c_accept;
    // payload word 0 may come with c_start: delayed, it is written in the decision clock
    assign pool_we    = wr_q && (cur_valid || c_accept);
    assign pool_waddr = {c_accept ? fl_head : cur_cell, word_q};

    // end of an accepted cell
    wire logic e_good = end_q && cur_valid && ok_q;
    wire logic e_bad  = end_q && cur_valid && !ok_q;

    // timeout scan: one context per cycle
    wire logic scan_to = ctx_open[scan] && (cfg_timeout != '0) && ((now - ctx_ts[scan]) > cfg_timeout)
                         && !(cur_valid && cur_src == scan) && !(st_q && s == scan);

    // egress queue of completed frames: (head cell, cells)
    logic            eq_push, eq_ready, eq_valid, eq_pop;
    logic [CW-1:0]   eq_head;
    logic [CW:0]     eq_n;
    logic [CW+CW:0]  eq_wdata;
    logic [$clog2(QD):0] eq_count;

    lp_fifo_sync #(
        .WIDTH (CW + CW + 1),
        .DEPTH (QD)
    ) u_egq (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (eq_push),
        .wr_ready (eq_ready),
        .wr_data  (eq_wdata),
        .rd_valid (eq_valid),
        .rd_ready (eq_pop),
        .rd_data  ({eq_head, eq_n}),
        .count    (eq_count)
    );

    // completed frame: the context's list plus the current cell
    wire logic [CW-1:0] done_head = !ctx_nz[cur_src] ? cur_cell : ctx_head[cur_src];
    assign eq_push  = e_good && cur_last;
    assign eq_wdata = {done_head, ctx_n[cur_src] + 1'b1};

    // Free requests, at most one per cycle. The bad cell at its end, the rest of its frame on the next
    // cycle (pend), an aborted context at a cell's decision: these three never coincide (a cell starts at
    // least two clocks after the previous end), and the request FIFO keeps headroom for them: only the
    // timeout scan waits for room or for another request.
    wire logic req_bad   = e_bad;
    wire logic req_pend  = pend_abort && ctx_nz[pend_src];
    wire logic req_abort = d_abort_ctx && nz_s;
    // room for the scan's request and the three others, from the last clock's count (one push per
    // clock at most: one more place kept)
    logic      fr_room;
    always_ff @(posedge clk) fr_room <= !rst && (32'(fr_count) + 5 <= (1 << $clog2(NSRC + 8)));
    // (the scan yields to every clock that may request, not only to a request: a shorter path)
    assign scan_grant = scan_to && (!ctx_nz[scan] || (!req_bad && !pend_abort && !st_q && fr_room));

    // The request's fields are selected by the clock's kind (a bad end, the clock after it, a decision,
    // else the scan), not by the requests themselves: those never coincide, and the selection does not
    // wait for the scan's grant.
    assign fr_push = req_bad || req_pend || req_abort || (scan_grant && ctx_nz[scan]);
    always_comb begin
        if (e_bad) begin
            fr_push_head = cur_cell;
            fr_push_n    = 1;
        end else if (pend_abort) begin
            fr_push_head = ctx_head[pend_src];
            fr_push_n    = ctx_n[pend_src];
        end else if (st_q) begin
            fr_push_head = ctx_head[s];
            fr_push_n    = ctx_n[s];
        end else begin
            fr_push_head = ctx_head[scan];
            fr_push_n    = ctx_n[scan];
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            now        <= '0;
            init_busy  <= 1'b1;
            init_idx   <= '0;
            fe_busy    <= 1'b0;
            fe_cell    <= '0;
            fe_left    <= '0;
            cur_valid  <= 1'b0;
            cur_cell   <= '0;
            cur_src    <= '0;
            cur_last   <= 1'b0;
            cur_len    <= '0;
            scan       <= '0;
            pend_abort <= 1'b0;
            pend_src   <= '0;
            for (int i = 0; i < NSRC; i++) begin
                ctx_open[i] <= 1'b0;
                ctx_n[i]    <= '0;
                ctx_nz[i]   <= 1'b0;
                ctx_fid[i]  <= '0;
                ctx_seq[i]  <= '0;
                ctx_head[i] <= '0;
                ctx_tail[i] <= '0;
                ctx_ts[i]   <= '0;
            end
        end else begin
            now <= now + 1'b1;
            if (init_busy) begin
                init_idx <= init_idx + 1'b1;
                if (init_idx == (CW+1)'(NCELLS - 1)) init_busy <= 1'b0;
            end

            // free engine
            if (fr_pop) begin
                fe_busy <= 1'b1;
                fe_cell <= fr_head;
                fe_left <= fr_n;
            end else if (fe_busy && !eg_free) begin
                fe_cell <= cell_next[fe_cell];
                fe_left <= fe_left - 1'b1;
                if (fe_left == 1) fe_busy <= 1'b0;
            end

            // timeout scan: stays on a timed-out context until its release is granted
            if (!scan_to || scan_grant) scan <= (32'(scan) == NSRC - 1) ? '0 : scan + 1'b1;
            if (scan_grant) begin
                ctx_open[scan] <= 1'b0;
                ctx_n[scan]    <= '0;
                ctx_nz[scan]   <= 1'b0;
            end

            // cell start (its decision clock)
            if (st_q) begin
                if (d_abort_ctx) begin
                    ctx_open[s] <= 1'b0;
                    ctx_n[s]    <= '0;
                    ctx_nz[s]   <= 1'b0;
                end
                if (c_accept) begin
                    cur_valid <= 1'b1;
                    cur_cell  <= fl_head;
                    cur_src   <= s;
                    cur_last  <= last_q;
                    cur_len   <= len_q;
                    ctx_ts[s] <= now;
                    if (d_first) begin
                        ctx_open[s] <= 1'b1;
                        ctx_fid[s]  <= fid_q;
                        ctx_n[s]    <= '0;
                        ctx_nz[s]   <= 1'b0;
                    end
                    ctx_seq[s] <= seq_q + 1'b1;
                end
            end

            // cell end
            pend_abort <= 1'b0;
            if (end_q && cur_valid) begin
                cur_valid <= 1'b0;
                cell_len[cur_cell] <= cur_len;
                if (ok_q) begin
                    if (ctx_nz[cur_src]) cell_next[ctx_tail[cur_src]] <= cur_cell;
                    if (!ctx_nz[cur_src]) ctx_head[cur_src] <= cur_cell;
                    ctx_tail[cur_src] <= cur_cell;
                    if (cur_last) begin
                        ctx_open[cur_src] <= 1'b0;
                        ctx_n[cur_src]    <= '0;
                        ctx_nz[cur_src]   <= 1'b0;
                    end else begin
                        ctx_n[cur_src]  <= ctx_n[cur_src] + 1'b1;
                        ctx_nz[cur_src] <= 1'b1;
                    end
                end else begin
                    pend_abort <= 1'b1;
                    pend_src   <= cur_src;
                end
            end
            if (pend_abort) begin
                ctx_open[pend_src] <= 1'b0;
                ctx_n[pend_src]    <= '0;
                ctx_nz[pend_src]   <= 1'b0;
            end
        end
    end

    // ------------------------------------------------------------------ egress
    logic [CW-1:0] eg_cell;
    logic [CW:0]   eg_left;      // cells left in the frame, including eg_cell
    logic [PW-1:0] eg_word;      // next word to read
    logic          out_ready;

    // output stage: one registered word + skid handled by a small FIFO (4 deep)
    logic [2:0] ob_count;
    logic       rd_inflight, rd_tlast_in;
    logic [WB-1:0] rd_keep_in;
    wire logic [LP_F_LEN_BITS-1:0] len_m1 = cell_len[eg_cell] - 1'b1;
    wire logic [PW-1:0] lw = len_m1[PW+$clog2(WB)-1:$clog2(WB)];
    wire logic [$clog2(WB)-1:0] lb = len_m1[$clog2(WB)-1:0];
    logic [WB-1:0] last_keep;
    always_comb begin
        for (int i = 0; i < WB; i++) last_keep[i] = (i <= int'(lb));
    end

    assign out_ready = ({1'b0, ob_count} + {3'b0, rd_inflight}) < 4'd3;
    assign pool_re    = eg_active && out_ready;
    assign pool_raddr = {eg_cell, eg_word};
    wire logic eg_cell_done = pool_re && (eg_word == lw);
    assign eq_pop  = !eg_active && eq_valid;
    assign eg_free = eg_cell_done;   // the free engine yields one cycle to the egress

    // the egress returns each cell to the free list once its last word was read;
    // init pushes every index once; the free engine returns aborted/bad cells.
    always_comb begin
        fl_push     = 1'b0;
        fl_push_idx = '0;
        if (init_busy) begin
            fl_push     = 1'b1;
            fl_push_idx = init_idx[CW-1:0];
        end else if (eg_cell_done) begin
            fl_push     = 1'b1;
            fl_push_idx = eg_cell;
        end else if (fe_busy) begin
            fl_push     = 1'b1;
            fl_push_idx = fe_cell;
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            eg_active    <= 1'b0;
            eg_cell      <= '0;
            eg_left      <= '0;
            eg_word      <= '0;
            rd_inflight  <= 1'b0;
            rd_keep_in   <= '0;
            rd_tlast_in  <= 1'b0;
        end else begin
            rd_inflight <= pool_re;
            if (pool_re) begin
                rd_keep_in  <= (eg_word == lw) ? last_keep : '1;
                rd_tlast_in <= (eg_word == lw) && (eg_left == 1);
            end
            if (eq_pop) begin
                eg_active <= 1'b1;
                eg_cell   <= eq_head;
                eg_left   <= eq_n;
                eg_word   <= '0;
            end else if (pool_re) begin
                if (eg_word == lw) begin
                    eg_word <= '0;
                    if (eg_left == 1) eg_active <= 1'b0;
                    else begin
                        eg_left <= eg_left - 1'b1;
                        eg_cell <= cell_next[eg_cell];
                    end
                end else begin
                    eg_word <= eg_word + 1'b1;
                end
            end
        end
    end

    logic ob_ready_unused;
    lp_fifo_sync #(
        .WIDTH (LP_WORD_BITS + WB + 1),
        .DEPTH (4)
    ) u_out (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (rd_inflight),
        .wr_ready (ob_ready_unused),
        .wr_data  ({rd_tlast_in, rd_keep_in, pool_rdata}),
        .rd_valid (m_axis_tvalid),
        .rd_ready (m_axis_tready),
        .rd_data  ({m_axis_tlast, m_axis_tkeep, m_axis_tdata}),
        .count    (ob_count)
    );

    // status and events
    always_comb begin
        st_open = 1'b0;
        for (int i = 0; i < NSRC; i++) st_open |= ctx_open[i];
    end
    assign ev_frame    = eq_push;
    assign ev_abort    = (d_abort_ctx && !d_ovf) || (d_break && !open_s);
    assign ev_dup      = d_dup;
    assign ev_timeout  = scan_grant;
    assign ev_overflow = d_ovf;

    // eq and free FIFOs cannot overflow: each holds at most one entry per cell of the pool
    wire logic unused_ok = &{1'b0, eq_count, eq_ready, fl_wr_ready, ob_ready_unused, fr_ready, len_m1};

`ifndef SYNTHESIS
    // in order: a continuation is accepted only with the next sequence number of its open frame
    `LP_ASSERT(a_in_order, clk, rst, !(c_accept && !first_q) || (open_s && fid_q == ctx_fid[s] && seq_q == ctx_seq[s]))
    // the non-empty flags follow the cell counts
    for (genvar i = 0; i < NSRC; i++) begin : g_nz_chk
        `LP_ASSERT(a_ctx_nz, clk, rst, ctx_nz[i] == (ctx_n[i] != '0))
    end
    // the comparisons registered at the start are those of the decision clock
    `LP_ASSERT(a_lookup_current, clk, rst, !st_q || (open_s == (src_ok_q && ctx_open[s]) && nz_s == ctx_nz[s]
               && (!src_ok_q || (fid_eq_q == (fid_q == ctx_fid[s]) && seq_eq_q == (seq_q == ctx_seq[s])))))
    // cells start at least two clocks apart and two clocks after the previous cell's end (the free
    // requests of an end and of a start never coincide)
    `LP_ASSERT(a_start_spacing, clk, rst, !c_start || !(st_q || c_end || end_q))
    // a duplicate (sequence number before next, modulo 2^16) never aborts the frame
    `LP_ASSERT(a_dup_keeps_frame, clk, rst, !d_dup || !d_abort_ctx)
    // the FIFOs that are pushed without looking at wr_ready never overflow
    `LP_ASSERT(a_free_list_room, clk, rst, !fl_push || fl_wr_ready)
    `LP_ASSERT(a_free_req_room, clk, rst, !fr_push || fr_ready)
    `LP_ASSERT(a_egress_queue_room, clk, rst, !eq_push || eq_ready)
    `LP_ASSERT(a_out_fifo_room, clk, rst, !rd_inflight || ob_ready_unused)
    // AXI-Stream: a beat offered and not taken stays the same until taken
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tkeep, m_axis_tlast})
`endif
endmodule

`default_nettype wire
