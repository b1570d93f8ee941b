// lp_reseq: receive-side resequencing of S-VLB. Cells of one flow (src -> this node) can
// arrive out of order when some of them were relayed (or went over the OCS port); this block puts the
// cells of every source back into the order of their header's seq field (per (src, dst) flow, counted
// by the source's segmentation from 0 after reset) before reassembly. Theory, policy and the register
// view: docs/svlb.md ("Resequencing").
//
// Per source s: the expected sequence number exp[s] (0 after reset). A cell from s with seq q,
// d = q - exp[s] (mod 2^16):
//   d = 0                  released; exp[s] = q + 1, then every held cell of s that is next in turn
//   0 < d < WIN            held in the buffer until its turn (ev_held); a second copy of a held seq is
//                          dropped as a duplicate (ev_late)
//   d >= 2^16 - WIN        behind: its gap was closed already (timeout or full buffer): passed on at
//                          once, out of order (ev_late), rather than lost
//   otherwise              the source restarted its numbering (reset): resync, exp[s] = q + 1, the cell
//                          released, the held cells of s dropped (ev_resync once, ev_late per cell)
// Restart after a silence: a cell numbered below WIN that is neither in turn nor ahead, from a source
// with nothing held that was quiet (no cell, no gap closed) for cfg_ttl ticks, comes from a source
// that restarted its numbering from 0 after a reset (its old numbers may be less than WIN ahead, so
// that the new ones look behind): resync (ev_resync), exp[s] = 0, and the cell is decided again
// against it, so that the restarted numbering is put in order like any other.
// A gap (held cells of s, the expected one missing) closes by itself when the missing cell arrives; if
// it stays open for cfg_ttl ticks (round-robin cycles) it is declared lost: exp[s] moves on to the
// next held cell, ev_lost once per skipped sequence number (reassembly then drops the broken frame).
// If every buffer slot is taken by held cells and a new cell waits, the gap of the source of the
// lowest held slot is declared lost at once (ev_forced, plus ev_lost per number); should the cells
// turn up later they are passed on out of order (ev_late): a forced close never loses a cell.
// Released cells leave in release order on m_axis (store and forward: a cell leaves after its last
// word came in). A cell longer than CELL_WORDS beats is cut there (the rest discarded, ev_bad).
`default_nettype none
`include "lp_assert.svh"

module lp_reseq
    import lp_cell_pkg::*;
#(
    parameter int N          = 16,                                    // sources (node ids 0..N-1)
    parameter int CELLS      = 32,                                    // buffer, cells (power of two)
    parameter int WIN        = 1024,                                  // reorder window, cells
    parameter int CELL_WORDS = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic [7:0]                    cfg_ttl,          // ticks a gap may stay open (>= 1)
    input  wire logic                          tick,             // once per round-robin cycle

    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic [63:0]                   s_axis_tdata,
    input  wire logic                          s_axis_tlast,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic [63:0]                        m_axis_tdata,
    output logic                               m_axis_tlast,

    output logic [$clog2(CELLS):0]             st_held,          // cells waiting for their turn
    output logic                               ev_held,
    output logic                               ev_lost,
    output logic                               ev_late,
    output logic                               ev_resync,
    output logic                               ev_forced,
    output logic                               ev_bad
);
    localparam int SB  = $clog2(CELLS);
    localparam int CW  = CELL_WORDS;
    localparam int BB  = $clog2(CW + 1);
    localparam int AW  = $clog2(CELLS * CW);
    localparam int QW  = LP_F_SEQ_BITS;
    localparam int NB  = $clog2(N);
    localparam int IDW = LP_NODE_ID_BITS;
    localparam int FW  = (CELLS > N) ? CELLS : N;   // width of the first-set search
    localparam int FB  = $clog2(FW);

    if (CELLS < 2 || (1 << SB) != CELLS) begin : g_bad_cells
        $fatal(1, "lp_reseq: CELLS=%0d must be a power of two >= 2", CELLS);
    end
    if (N < 2 || (1 << NB) != N || N > (1 << IDW)) begin : g_bad_n
        $fatal(1, "lp_reseq: N=%0d must be a power of two >= 2 that node ids reach", N);
    end
    if (WIN < 2 || WIN > (1 << (QW - 1))) begin : g_bad_win
        $fatal(1, "lp_reseq: WIN=%0d must be 2..2^%0d", WIN, QW - 1);
    end
    if (CW < 1) begin : g_bad_cw
        $fatal(1, "lp_reseq: CELL_WORDS must be >= 1");
    end

    // The lowest set bit of v ({any, index}) without a priority loop (which maps to a chain of LUTs):
    // bit i is the lowest when it is set and none below it is; each index bit ORs those.
    function automatic logic [FB:0] f_first(input logic [FW-1:0] v);
        logic [FW-1:0] below, low;
        logic [FB-1:0] idx;
        below[0] = 1'b0;
        for (int i = 1; i < FW; i++) below[i] = below[i-1] | v[i-1];
        low = v & ~below;
        idx = '0;
        for (int i = 0; i < FW; i++) idx |= low[i] ? FB'(i) : '0;
        return {|v, idx};
    endfunction

    // ---------------------------------------------------------------- buffer slots
    logic [CELLS-1:0]      used;        // slot allocated (being written, waiting, held or being sent)
    logic [CELLS-1:0]      held;        // slot holds a cell waiting for its turn
    logic [NB-1:0]         tag_src [CELLS];
    logic [QW-1:0]         tag_seq [CELLS];
    logic [BB-1:0]         tag_len [CELLS];
    logic [CELLS-1:0]      free_ctl, free_out;   // slots freed this clock (dropped / sent)

    // The free slot the next cell takes is searched a clock ahead (free_idx): a cell starts only when
    // no slot was taken in the clock before (alloc_q), so the registered choice is still free; a slot
    // freed in the meantime is seen a clock later.
    logic          free_any, free_any_q, alloc_q;
    logic [SB-1:0] free_idx;
    logic [FB-1:0] free_f;
    always_comb free_any = |(~used);
    always_ff @(posedge clk) {free_any_q, free_f} <= f_first(FW'(~used));
    assign free_idx = SB'(free_f);

    // input register slice: the delivery path's arbitration ahead of the block stays out of the
    // write side's decisions
    logic          in_tvalid, in_tready, in_tlast;
    logic [63:0]   in_tdata;
    logic [7:0]    in_tkeep;
    logic          in_tuser, in_tdest, in_tid;
    lp_axis_reg_slice #(.DATA_W(64), .USER_W(1), .DEST_W(1), .ID_W(1)) u_in (
        .clk, .rst,
        .s_axis_tdata, .s_axis_tkeep('1), .s_axis_tvalid, .s_axis_tready, .s_axis_tlast,
        .s_axis_tuser(1'b0), .s_axis_tdest(1'b0), .s_axis_tid(1'b0),
        .m_axis_tdata(in_tdata), .m_axis_tkeep(in_tkeep), .m_axis_tvalid(in_tvalid), .m_axis_tready(in_tready),
        .m_axis_tlast(in_tlast), .m_axis_tuser(in_tuser), .m_axis_tdest(in_tdest), .m_axis_tid(in_tid));

    // ---------------------------------------------------------------- write side
    logic          w_act, w_skip;
    logic [SB-1:0] w_slot;
    logic [AW-1:0] w_base;
    logic [BB-1:0] w_beat;
    logic          arr_wr_rdy, arr_v, arr_pop;
    logic [SB-1:0] arr_slot;
    logic [NB-1:0] arr_src, w_src;   // the arriving cell's source rides with its slot (no tag lookup)
    logic [2:0]    arr_cnt;
    wire logic     w_start = in_tvalid && !w_act && !w_skip && free_any_q && !alloc_q && arr_wr_rdy;
    wire logic     w_beat_ok = in_tvalid && in_tready && !w_skip;
    wire logic     w_end = w_beat_ok && (in_tlast || (w_act ? w_beat : BB'(0)) == BB'(CW - 1));
    wire logic [SB-1:0] w_cur = w_act ? w_slot : free_idx;
    wire logic [BB-1:0] w_idx = w_act ? w_beat : '0;
    wire lp_cell_hdr_t  w_h = lp_cell_hdr_t'({in_tdata, (LP_HDR_BITS - 64)'(0)});
    assign in_tready = w_skip || w_act || w_start;
    always_ff @(posedge clk) alloc_q <= !rst && w_start;

    lp_fifo_sync #(.WIDTH(NB + SB), .DEPTH(4)) u_arr (
        .clk, .rst, .wr_valid(w_end), .wr_ready(arr_wr_rdy), .wr_data({w_act ? w_src : NB'(w_h.src), w_cur}),
        .rd_valid(arr_v), .rd_ready(arr_pop), .rd_data({arr_src, arr_slot}), .count(arr_cnt));

    logic          rd_en;
    logic [AW-1:0] rd_addr;
    logic [63:0]   rd_data;
    lp_ram_sdp #(.WIDTH(64), .DEPTH(CELLS * CW)) u_ram (
        .clk, .wr_en(w_beat_ok), .wr_addr((w_act ? w_base : AW'(free_idx) * AW'(CW)) + AW'(w_idx)),
        .wr_data(in_tdata), .rd_en, .rd_addr, .rd_data);

    always_ff @(posedge clk) begin
        if (rst) begin
            w_act <= 1'b0; w_skip <= 1'b0; w_slot <= '0; w_base <= '0; w_beat <= '0; ev_bad <= 1'b0;
        end else begin
            ev_bad <= 1'b0;
            if (in_tvalid && w_skip) begin
                if (in_tlast) w_skip <= 1'b0;
            end else if (w_beat_ok) begin
                if (!w_act) begin
                    w_slot <= free_idx;
                    w_base <= AW'(free_idx) * AW'(CW);
                end
                w_act  <= !w_end;
                w_beat <= w_idx + 1'b1;
                if (w_end && !in_tlast) begin   // CW beats without tlast: cut here
                    w_skip <= 1'b1;
                    ev_bad <= 1'b1;
                end
            end
        end
    end
    always_ff @(posedge clk) begin
        if (w_beat_ok && !w_act) begin
            tag_src[free_idx] <= NB'(w_h.src);
            w_src <= NB'(w_h.src);
            tag_seq[free_idx] <= w_h.seq;
        end
        if (w_end) tag_len[w_cur] <= w_idx + 1'b1;
    end

    // ---------------------------------------------------------------- control: one operation at a time
    typedef enum logic [2:0] {C_IDLE, C_ARR, C_CHAIN, C_SKIP, C_FLUSH} c_st_t;
    c_st_t           c_st;
    logic [QW-1:0]   exp_q [N];
    logic [7:0]      age [N];
    logic [7:0]      quiet [N];   // ticks since the source's last cell or closed gap (saturating)
    logic [SB:0]     nheld [N];
    logic [NB-1:0]   c_s;
    logic [SB-1:0]   c_slot;
    logic [QW-1:0]   c_q, c_exp;
    logic            rel_v;
    logic [SB-1:0]   rel_slot;
    logic            rel_wr_rdy;
    logic            rel_pop;

    // Two clocks per control step: a step (c_go high) changes the state; in the clock after it (c_go
    // low) the comparator bank, the sequence distance and the searches over slots and sources are
    // registered from the new state, and the next step decides from those registers. A search over 32
    // slots feeding a per-source update in one clock is too deep for the fabric (docs/svlb.md).
    logic c_go;

    // the one comparator bank: held cells of source c_s with sequence number cmp (c_q while a new cell
    // is checked for a duplicate, else c_exp: a register of its own, loaded with them, so that no
    // multiplexer widens the comparators' inputs); FLUSH ignores the number
    logic [QW-1:0]    cmp;
    logic [CELLS-1:0] hit, hit_q;
    logic             hit_any;
    logic [FB-1:0]    hit_f;
    logic [SB-1:0]    hit_idx;
    always_comb begin
        for (int i = 0; i < CELLS; i++)
            hit[i] = held[i] && tag_src[i] == c_s && (c_st == C_FLUSH || tag_seq[i] == cmp);
        {hit_any, hit_f} = f_first(FW'(hit_q));
        hit_idx = SB'(hit_f);
    end

    // a gap open too long (the lowest such source) / the buffer taken by held cells with a cell waiting
    logic          to_any, to_any_q;
    logic [NB-1:0] to_s, to_s_q;
    logic          hd_any, hd_any_q;
    logic [SB-1:0] hd_idx;
    logic [NB-1:0] hd_src_q;
    logic [N-1:0]  to_v;
    logic [FB-1:0] to_f, hd_f;
    always_comb begin
        for (int s = 0; s < N; s++) to_v[s] = nheld[s] != '0 && age[s] >= cfg_ttl;
        {to_any, to_f} = f_first(FW'(to_v));
        {hd_any, hd_f} = f_first(FW'(held));
        to_s = NB'(to_f);
        hd_idx = SB'(hd_f);
    end
    logic      o_act;
    wire logic stuck = in_tvalid && !w_act && !w_skip && !free_any && !arr_v && !rel_v && !o_act && hd_any_q;

    wire logic [QW-1:0] d = c_q - c_exp;
    wire logic [2:0] d_cls = {d == '0, (d != '0) && (d < QW'(WIN)), d >= QW'((1 << QW) - WIN)};
    logic d_zero, d_ahead, d_behind, nh_zero;
    // a restarted source: its number below the window, quiet for cfg_ttl ticks (the count as it is after
    // this clock's tick, so that the decision in the next clock sees what the counter then holds)
    logic [7:0] quiet_nx;
    logic       q_low, quiet_ok;
    assign quiet_nx = quiet[c_s] + 8'((tick && quiet[c_s] != 8'hFF) ? 1 : 0);
    always_ff @(posedge clk) begin
        hit_q    <= hit;
        {d_zero, d_ahead, d_behind} <= d_cls;
        nh_zero  <= nheld[c_s] == '0;
        q_low    <= c_q < QW'(WIN);
        quiet_ok <= quiet_nx >= cfg_ttl;
        to_any_q <= to_any;
        to_s_q   <= to_s;
        hd_any_q <= hd_any;
        hd_src_q <= tag_src[hd_idx];
    end
    // a late cell follows its closed gap within the relay delay; a restarted source comes back after its
    // reset and bring-up, longer than that, with numbers from 0
    wire logic restart = (c_st == C_ARR) && !d_zero && !d_ahead && q_low && nh_zero && quiet_ok;
    // a step changes the state unless the control idles with nothing to do
    wire logic c_act = (c_st != C_IDLE) || arr_v || to_any_q || stuck;

    logic             rel_push;
    logic [SB-1:0]    rel_push_slot;
    assign arr_pop = c_go && (c_st == C_IDLE) && arr_v;
    logic [SB:0]      held_cnt;   // = number of held bits, kept as a counter (a 32-bit popcount moved
                                  // ABC's mapping of the core to an 11-LUT path in lp_voq)
    assign st_held = held_cnt;

    always_ff @(posedge clk) begin
        if (rst) begin
            c_st <= C_IDLE; c_go <= 1'b0; c_s <= '0; c_slot <= '0; c_q <= '0; c_exp <= '0; cmp <= '0;
            held <= '0; held_cnt <= '0;
            for (int s = 0; s < N; s++) begin exp_q[s] <= '0; age[s] <= '0; nheld[s] <= '0; quiet[s] <= '0; end
            ev_held <= 1'b0; ev_lost <= 1'b0; ev_late <= 1'b0; ev_resync <= 1'b0; ev_forced <= 1'b0;
        end else begin
            ev_held <= 1'b0; ev_lost <= 1'b0; ev_late <= 1'b0; ev_resync <= 1'b0; ev_forced <= 1'b0;
            if (tick)
                for (int s = 0; s < N; s++) begin
                    if (nheld[s] != '0 && age[s] != 8'hFF) age[s] <= age[s] + 1'b1;
                    if (quiet[s] != 8'hFF) quiet[s] <= quiet[s] + 1'b1;
                end
            c_go <= !(c_go && c_act);
            if (c_go) unique case (c_st)
                C_IDLE: begin
                    if (arr_v) begin
                        c_slot <= arr_slot;
                        c_s    <= arr_src;
                        c_q    <= tag_seq[arr_slot];
                        cmp    <= tag_seq[arr_slot];
                        c_exp  <= exp_q[arr_src];
                        c_st   <= C_ARR;
                    end else if (to_any_q || stuck) begin
                        c_s   <= to_any_q ? to_s_q : hd_src_q;
                        c_exp <= exp_q[to_any_q ? to_s_q : hd_src_q]; cmp <= exp_q[to_any_q ? to_s_q : hd_src_q];
                        ev_forced <= !to_any_q;
                        c_st  <= C_SKIP;
                    end
                end
                C_ARR: begin
                    quiet[c_s] <= '0;
                    if (restart) begin          // the same cell decided again against exp = 0
                        exp_q[c_s] <= '0; c_exp <= '0;
                        ev_resync <= 1'b1;
                    end else if (d_zero) begin
                        exp_q[c_s] <= c_q + 1'b1; c_exp <= c_q + 1'b1; cmp <= c_q + 1'b1; age[c_s] <= '0;
                        c_st <= C_CHAIN;
                    end else if (d_ahead && !hit_any) begin
                        held[c_slot] <= 1'b1;
                        held_cnt <= held_cnt + 1'b1;
                        nheld[c_s] <= nheld[c_s] + 1'b1;
                        if (nheld[c_s] == '0) age[c_s] <= '0;
                        ev_held <= 1'b1;
                        c_st <= C_IDLE;
                    end else if (d_ahead || d_behind) begin   // duplicate of a held cell (dropped), or late
                        ev_late <= 1'b1;
                        c_st <= C_IDLE;
                    end else begin
                        exp_q[c_s] <= c_q + 1'b1; c_exp <= c_q + 1'b1; cmp <= c_q + 1'b1; age[c_s] <= '0;
                        ev_resync <= 1'b1;
                        c_st <= C_FLUSH;
                    end
                end
                C_CHAIN: begin
                    if (hit_any) begin
                        held[hit_idx] <= 1'b0;
                        held_cnt <= held_cnt - 1'b1;
                        nheld[c_s] <= nheld[c_s] - 1'b1;
                        exp_q[c_s] <= c_exp + 1'b1; c_exp <= c_exp + 1'b1; cmp <= c_exp + 1'b1; age[c_s] <= '0;
                    end else c_st <= C_IDLE;
                end
                C_SKIP: begin
                    // the expected cell is declared lost up to the next held cell of c_s
                    quiet[c_s] <= '0;
                    if (hit_any || nh_zero) c_st <= C_CHAIN;
                    else begin
                        exp_q[c_s] <= c_exp + 1'b1; c_exp <= c_exp + 1'b1; cmp <= c_exp + 1'b1;
                        ev_lost <= 1'b1;
                    end
                end
                default: begin   // C_FLUSH: the held cells of a resynchronised source are dropped
                    if (hit_any) begin
                        held[hit_idx] <= 1'b0;
                        held_cnt <= held_cnt - 1'b1;
                        nheld[c_s] <= nheld[c_s] - 1'b1;
                        ev_late <= 1'b1;
                    end else c_st <= C_IDLE;
                end
            endcase
        end
    end

    // releases (in order) and frees of the control side
    always_comb begin
        rel_push = 1'b0; rel_push_slot = c_slot; free_ctl = '0;
        if (c_go) unique case (c_st)
            C_ARR: begin
                if (!d_ahead) rel_push = !restart;             // in turn, late, or resync (a restart:
                                                               // decided again at the next step)
                else if (hit_any) free_ctl[c_slot] = 1'b1;     // duplicate of a held cell
            end
            C_CHAIN: if (hit_any) begin rel_push = 1'b1; rel_push_slot = hit_idx; end
            C_FLUSH: if (hit_any) free_ctl[hit_idx] = 1'b1;
            default: ;
        endcase
    end

    // release FIFO: every slot is in it at most once, so it never fills
    logic [SB:0] rel_cnt;
    lp_fifo_sync #(.WIDTH(SB), .DEPTH(CELLS)) u_rel (
        .clk, .rst, .wr_valid(rel_push), .wr_ready(rel_wr_rdy), .wr_data(rel_push_slot),
        .rd_valid(rel_v), .rd_ready(rel_pop), .rd_data(rel_slot), .count(rel_cnt));

    // ---------------------------------------------------------------- output: read the released cells
    logic [AW-1:0] o_base;
    logic [BB-1:0] o_beat, o_len;
    logic          rd_pend, rd_pend_last;
    logic          pf_wr_rdy, pf_v;
    logic [64:0]   pf_d;
    logic [2:0]    pf_cnt;
    wire logic     o_last = (o_beat + 1'b1 == o_len);
    assign         rel_pop = rel_v && (!o_act || (rd_en && o_last));   // the next cell reads right behind
    assign rd_en   = o_act && ({1'b0, pf_cnt} + 4'(rd_pend) < 4'd4);
    assign rd_addr = o_base + AW'(o_beat);

    lp_fifo_sync #(.WIDTH(65), .DEPTH(4)) u_pf (
        .clk, .rst, .wr_valid(rd_pend), .wr_ready(pf_wr_rdy), .wr_data({rd_pend_last, rd_data}),
        .rd_valid(pf_v), .rd_ready(m_axis_tready), .rd_data(pf_d), .count(pf_cnt));
    assign m_axis_tvalid = pf_v;
    assign m_axis_tdata  = pf_d[63:0];
    assign m_axis_tlast  = pf_d[64];

    always_ff @(posedge clk) begin
        if (rst) begin
            o_act <= 1'b0; o_base <= '0; o_beat <= '0; o_len <= '0; rd_pend <= 1'b0; rd_pend_last <= 1'b0;
        end else begin
            rd_pend <= rd_en;
            rd_pend_last <= rd_en && o_last;
            if (rel_pop) begin
                o_act <= 1'b1; o_base <= AW'(rel_slot) * AW'(CW); o_beat <= '0; o_len <= tag_len[rel_slot];
            end else if (rd_en) begin
                o_beat <= o_beat + 1'b1;
                if (o_last) o_act <= 1'b0;
            end
        end
    end
    // the slot is free once its last word is read (the RAM write of a new cell never meets that read)
    logic [SB-1:0] o_slot;
    always_ff @(posedge clk) if (rel_pop) o_slot <= rel_slot;
    always_comb begin
        free_out = '0;
        if (rd_en && o_last) free_out[o_slot] = 1'b1;
    end

    always_ff @(posedge clk) begin
        if (rst) used <= '0;
        else begin
            for (int i = 0; i < CELLS; i++)
                if (free_ctl[i] || free_out[i]) used[i] <= 1'b0;
                else if (w_start && free_idx == SB'(i)) used[i] <= 1'b1;
        end
    end

    wire logic unused_ok = &{1'b0, arr_cnt, rel_cnt, rel_wr_rdy, pf_wr_rdy, w_h, free_f, hit_f, to_f, hd_f,
                                   in_tkeep, in_tuser, in_tdest, in_tid};   // f_first indices are FB wide

`ifndef SYNTHESIS
    // the held count is the number of held slots, split exactly over the sources; a held slot is allocated
    logic [SB+NB:0] a_nheld_sum;
    always_comb begin
        a_nheld_sum = '0;
        for (int s = 0; s < N; s++) a_nheld_sum = a_nheld_sum + (SB+NB+1)'(nheld[s]);
    end
    `LP_ASSERT(a_held_cnt, clk, rst, held_cnt == (SB+1)'($countones(held)) && a_nheld_sum == (SB+NB+1)'(held_cnt))
    `LP_ASSERT(a_held_used, clk, rst, (held & ~used) == '0)
    `LP_ASSERT(a_cmp, clk, rst, c_st == C_IDLE || cmp == ((c_st == C_ARR) ? c_q : c_exp))
    `LP_ASSERT(a_free_slot, clk, rst, !w_start || !used[free_idx])
    // a step decides from registers that still hold what they would compute now (the clock before
    // changed nothing they read; the gap ages only grow, so a timeout seen stays true)
    `LP_ASSERT(a_go_settled, clk, rst, !c_go || (hit_q == hit && {d_zero, d_ahead, d_behind} == d_cls
                                                 && nh_zero == (nheld[c_s] == '0) && hd_any_q == hd_any
                                                 && q_low == (c_q < QW'(WIN)) && quiet_ok == (quiet[c_s] >= cfg_ttl)
                                                 && (!hd_any || hd_src_q == tag_src[hd_idx])))
    // a restart decides the same cell again at the next step, against exp = 0, and only once
    `LP_ASSERT(a_restart_once, clk, rst, $past(rst) || $past(rst, 2) || !$past(c_go && restart, 2)
                                          || (c_go && c_st == C_ARR && c_exp == '0 && !restart))
    // the release and prefetch FIFOs are pushed without looking at wr_ready: they never overflow
    `LP_ASSERT(a_rel_room, clk, rst, !rel_push || rel_wr_rdy)
    `LP_ASSERT(a_pf_room, clk, rst, !rd_pend || pf_wr_rdy)
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tlast})
`endif
endmodule

`default_nettype wire
