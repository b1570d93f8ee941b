// lp_voq: DRAM virtual output queues of S-VLB. Cells are stored by final
// destination in external memory through an AXI4 master: one ring buffer per destination (base
// address and size in cells configured per destination), head/tail pointers and occupancy counters
// on chip. Theory, memory layout, bandwidth figures and test plan: docs/svlb.md.
//
// Write path: a cell (CELL_WORDS beats, destination in tdest of the first beat, tlast on the last)
// is buffered in a 2-cell SDP RAM (the next cell streams in while the previous one is written),
// then written as ONE AXI4 INCR burst of CELL_WORDS beats to base[d] + wtail[d]*SLOT_BYTES. A slot
// is SLOT_BYTES (power of two, <= 4096) and bases are SLOT_BYTES aligned, so no burst crosses a
// 4 KiB page. Writes are pipelined: the write is decided and its slot reserved (wtail[d] advances)
// when it is issued, its staging slot is free again after WLAST, and the next cell's burst goes out
// while up to W_OUT earlier ones still await their write response. The tail advances and the
// occupancy counts only at BRESP OKAY (responses come in order: one AXI ID), so a cell is never
// readable before it is in DRAM. Room is checked against occupancy + writes in flight. A non-OKAY
// BRESP (or a wrong BID) loses that cell (ev_axi_err); the reserved pointer rolls back to the tail
// and every later write to the same queue still in flight is discarded at its response (ev_axi_err
// too: it was written behind the hole), so a queue never holds a gap.
// Drops (cell consumed, one event each, at the decision): dst >= NDST (ev_drop_bad_dst), queue full
// counting writes in flight (ev_drop_full), tlast not on beat CELL_WORDS (ev_drop_bad_len).
// Outcome: done_v/done_ok give every input cell's fate in input order (ok = stored; drops and lost
// writes 0), for a user that tracks its cells (lp_svlb_core).
// Read path: a deq_valid/deq_ready handshake pops queue deq_dst: the head advances and the occupancy
// decrements at the handshake and the AR burst is issued from the old head. Two dequeues may be
// outstanding: the second AR goes out while the first burst's beats stream. Every dequeue is answered
// in order, either by its cell on m_axis (R beats straight through: RREADY = m_axis_tready, no
// on-chip read buffer) or, for an empty queue (or dst >= NDST), by a deq_nil pulse with no data
// (ev_deq_empty counts it at the handshake). A read burst with a non-OKAY RRESP or wrong RID still
// delivers its beats and pulses ev_rd_err at its last beat (the cell CRC downstream rejects it).
// A write to a slot that an outstanding read still has to fetch waits until that read completes (no
// write-after-read hazard in DRAM).
// cfg_en = 0: s_axis_tready and deq_ready are low (refusal by back-pressure, not a drop); a cell
// already buffered is still written. cfg_we (only while cfg_en = 0) sets base/size of cfg_dst and
// empties that queue; do it while the write engine is idle (after reset, or once no cell is pending).
`default_nettype none
`include "lp_assert.svh"
`include "lp_axi.svh"

module lp_voq
    import lp_cell_pkg::*;
#(
    parameter int NDST       = 16,
    parameter int CELL_WORDS = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS,
    parameter int AXI_ADDR_W = 32,
    parameter int AXI_DATA_W = 64,
    parameter int AXI_ID_W   = 4,
    parameter int SLOT_BYTES = 1024,
    parameter int W_OUT      = 4        // cells decided and not yet answered (writes in flight), power of 2
) (
    input  wire logic                        clk,
    input  wire logic                        rst,
    // enqueue
    input  wire logic                        s_axis_tvalid,
    output logic                             s_axis_tready,
    input  wire logic [63:0]                 s_axis_tdata,
    input  wire logic                        s_axis_tlast,
    input  wire logic [LP_NODE_ID_BITS-1:0]  s_axis_tdest,
    // dequeue request and cell out
    input  wire logic                        deq_valid,
    output logic                             deq_ready,
    input  wire logic [LP_NODE_ID_BITS-1:0]  deq_dst,
    output logic                             m_axis_tvalid,
    input  wire logic                        m_axis_tready,
    output logic [63:0]                      m_axis_tdata,
    output logic                             m_axis_tlast,
    output logic [LP_NODE_ID_BITS-1:0]       m_axis_tdest,
    output logic                             deq_nil,        // the oldest dequeue is answered with no cell (no beat in that clock)
    // configuration
    input  wire logic                        cfg_en,
    input  wire logic                        cfg_we,
    input  wire logic [LP_NODE_ID_BITS-1:0]  cfg_dst,
    input  wire logic [AXI_ADDR_W-1:0]       cfg_base,
    input  wire logic [23:0]                 cfg_cells,
    // status and one-clock events
    output logic [NDST-1:0][23:0]            st_occupancy,
    output logic                             ev_enq,
    output logic                             ev_deq,
    output logic                             ev_drop_full,
    output logic                             ev_drop_bad_dst,
    output logic                             ev_drop_bad_len,
    output logic                             ev_deq_empty,
    output logic                             ev_axi_err,     // a cell lost to a write response error
    output logic                             ev_rd_err,      // a read burst answered with an error
    // in-order outcome of every input cell (one pulse per cell, ok = stored in its queue)
    output logic                             done_v,
    output logic                             done_ok,
    // AXI4 master
    `LP_AXI_MASTER_PORTS(m_axi, AXI_ADDR_W, AXI_ID_W, AXI_DATA_W)
);
    localparam int DW    = (NDST > 1) ? $clog2(NDST) : 1;     // queue index bits
    localparam int SBL   = $clog2(SLOT_BYTES);
    localparam int BW    = $clog2(CELL_WORDS + 1);            // beat counter bits
    localparam int RAW   = $clog2(2 * CELL_WORDS);            // input buffer address bits
    localparam int OB    = (W_OUT > 1) ? $clog2(W_OUT) : 1;   // outcome FIFO index bits
    localparam int RB    = $clog2(W_OUT + 1);                 // writes in flight per queue

    if (NDST < 1 || NDST > (1 << LP_NODE_ID_BITS)) begin : g_bad_ndst
        $fatal(1, "lp_voq: NDST=%0d must be 1..%0d", NDST, 1 << LP_NODE_ID_BITS);
    end
    if (AXI_DATA_W != 64) begin : g_bad_axi_data_w
        $fatal(1, "lp_voq: AXI_DATA_W=%0d must be 64 (one cell word per beat)", AXI_DATA_W);
    end
    if (CELL_WORDS < 2 || CELL_WORDS > 256) begin : g_bad_cell_words
        $fatal(1, "lp_voq: CELL_WORDS=%0d must be 2..256 (one INCR burst per cell)", CELL_WORDS);
    end
    if ((1 << SBL) != SLOT_BYTES || SLOT_BYTES < CELL_WORDS * 8 || SLOT_BYTES > 4096) begin : g_bad_sbl
        $fatal(1, "lp_voq: SLOT_BYTES=%0d must be a power of two in [CELL_WORDS*8=%0d, 4096]",
               SLOT_BYTES, CELL_WORDS * 8);
    end
    if (AXI_ADDR_W < SBL + 1 || AXI_ADDR_W > 64) begin : g_bad_axi_addr_w
        $fatal(1, "lp_voq: AXI_ADDR_W=%0d out of range", AXI_ADDR_W);
    end
    if (AXI_ID_W < 1) begin : g_bad_axi_id_w
        $fatal(1, "lp_voq: AXI_ID_W must be >= 1");
    end
    if (W_OUT < 2 || W_OUT > 16 || (1 << OB) != W_OUT) begin : g_bad_w_out
        $fatal(1, "lp_voq: W_OUT=%0d must be a power of two in 2..16", W_OUT);
    end

    // ---------------------------------------------------------------- per-queue state
    logic [AXI_ADDR_W-1:0] q_base  [NDST];
    logic [23:0]           q_cells [NDST];
    logic [23:0]           q_head  [NDST];
    logic [23:0]           q_tail  [NDST];   // committed (written and answered OKAY)
    logic [23:0]           q_wtail [NDST];   // reserved: next slot a write goes to
    logic [RB-1:0]         q_res   [NDST];   // writes issued and not yet answered
    logic [23:0]           q_occ   [NDST];
    logic [23:0]           q_occ_nx [NDST];
    logic [RB-1:0]         q_res_kept [NDST];   // q_res less the write answered in this clock
    logic [RB-1:0]         q_res_nx [NDST];
    logic [NDST-1:0]       q_nz;     // q_occ != 0, registered with it (short dequeue decision path)
    logic [NDST-1:0]       q_full;   // q_occ + q_res >= q_cells, registered (short write decision path)

    for (genvar i = 0; i < NDST; i++) begin : g_st
        assign st_occupancy[i] = q_occ[i];
    end

    // base: bits [AXI_ADDR_W-1:SBL] of the configured base (the slot alignment bits are ignored)
    function automatic logic [AXI_ADDR_W-1:0] slot_addr(input logic [AXI_ADDR_W-SBL-1:0] base, input logic [23:0] idx);
        logic [AXI_ADDR_W-1:0] off;
        off = AXI_ADDR_W'({idx, SBL'(0)});
        return {base, SBL'(0)} + off;
    endfunction

    function automatic logic [23:0] ring_inc(input logic [23:0] p, input logic [23:0] size);
        return (p + 24'd1 >= size) ? 24'd0 : p + 24'd1;
    endfunction

    // ---------------------------------------------------------------- input buffer (2 cells)
    logic [1:0]                 slot_full;
    logic [1:0]                 slot_bad_len;
    logic [LP_NODE_ID_BITS-1:0] slot_dst [2];
    logic                       in_sel;     // slot the input writes
    logic [BW-1:0]              in_cnt;     // beats received of the current cell
    logic                       in_ovr;     // more than CELL_WORDS beats seen
    logic [LP_NODE_ID_BITS-1:0] in_dst;

    assign s_axis_tready = cfg_en && !slot_full[in_sel];
    wire logic in_beat = s_axis_tvalid && s_axis_tready;

    logic             ram_we, ram_re;
    logic [RAW-1:0]   ram_wa, ram_ra;
    logic [63:0]      ram_rd;

    assign ram_we = in_beat && (in_cnt < BW'(CELL_WORDS));
    assign ram_wa = RAW'(in_sel ? CELL_WORDS : 0) + RAW'(in_cnt);

    lp_ram_sdp #(.WIDTH(64), .DEPTH(2 * CELL_WORDS), .RAM_STYLE("block"), .READ_LATENCY(1)) u_buf (
        .clk(clk), .wr_en(ram_we), .wr_addr(ram_wa), .wr_data(s_axis_tdata),
        .rd_en(ram_re), .rd_addr(ram_ra), .rd_data(ram_rd)
    );

    // ---------------------------------------------------------------- outcome FIFO
    // one entry per decided cell, in input order: a drop (retired at once) or a write (retired at its
    // write response); doomed = written behind a failed write of the same queue
    logic [W_OUT-1:0] o_wr, o_doom;
    logic [DW-1:0]    o_q [W_OUT];
    logic [OB:0]      o_n;
    logic [OB-1:0]    o_rp, o_wp;

    // ---------------------------------------------------------------- read queue (2 dequeues)
    logic [1:0]                 rq_v;      // entry holds a dequeue not yet answered
    logic [1:0]                 rq_nil;    // ... answered with no cell
    logic [1:0]                 rq_ar;     // ... its AR is out (or it needs none)
    logic [AXI_ADDR_W-1:0]      rq_addr [2];
    logic [DW-1:0]              rq_q    [2];   // queue and slot index it reads (write hazard check)
    logic [23:0]                rq_idx  [2];
    logic [LP_NODE_ID_BITS-1:0] rq_dst  [2];
    logic                       rq_wp, rq_rp, rq_ap;   // push, answer and AR positions
    logic                       r_err;                 // error response seen in the current burst

    // ---------------------------------------------------------------- write engine
    typedef enum logic [1:0] {W_IDLE, W_AW, W_DATA} wst_t;
    wst_t                  w_st;
    logic                  w_sel;        // slot being written / decided
    logic [AXI_ADDR_W-1:0] w_addr;
    logic                  w_busy;       // the W stream (RAM -> skid -> W channel) is under way

    wire logic [LP_NODE_ID_BITS-1:0] c_dst = slot_dst[w_sel];
    wire logic                       c_bad_dst = ({1'b0, c_dst} >= (LP_NODE_ID_BITS + 1)'(NDST));
    wire logic [DW-1:0]              c_q = DW'(c_dst);
    wire logic                       c_full = q_full[c_q];
    wire logic [AXI_ADDR_W-1:0]      c_addr = slot_addr(q_base[c_q][AXI_ADDR_W-1:SBL], q_wtail[c_q]);
    // hazard by queue and slot index (no address adder on the decision path)
    wire logic                       c_hazard = (rq_v[0] && !rq_nil[0] && rq_q[0] == c_q && rq_idx[0] == q_wtail[c_q])
                                             || (rq_v[1] && !rq_nil[1] && rq_q[1] == c_q && rq_idx[1] == q_wtail[c_q]);
    wire logic                       o_room = (o_n != (OB+1)'(W_OUT));
    wire logic                       c_decide = (w_st == W_IDLE) && slot_full[w_sel] && o_room;
    wire logic                       c_drop = c_decide && (slot_bad_len[w_sel] || c_bad_dst || c_full);
    wire logic                       c_issue = c_decide && !c_drop && !c_hazard;

    wire logic w_pop = m_axi_wvalid && m_axi_wready;
    // the staged cell goes out on W from the clock the AW handshake completes (W_DATA)
    lp_ram_rd_stream #(.WIDTH(64), .AW(RAW), .LEN(CELL_WORDS)) u_wstream (
        .clk, .rst, .start(w_st == W_AW && m_axi_awready), .start_addr(RAW'(w_sel ? CELL_WORDS : 0)),
        .busy(w_busy), .ram_re, .ram_ra, .ram_rd,
        .m_axis_tvalid(m_axi_wvalid), .m_axis_tready(m_axi_wready), .m_axis_tdata(m_axi_wdata),
        .m_axis_tlast(m_axi_wlast));

    assign m_axi_awid    = '0;
    assign m_axi_awaddr  = w_addr;
    assign m_axi_awlen   = 8'(CELL_WORDS - 1);
    assign m_axi_awsize  = 3'd3;
    assign m_axi_awburst = 2'b01;       // INCR
    assign m_axi_awlock  = 1'b0;
    assign m_axi_awcache = 4'b0011;     // normal, non-cacheable, bufferable
    assign m_axi_awprot  = 3'b000;
    assign m_axi_awqos   = 4'd0;
    assign m_axi_awvalid = (w_st == W_AW);
    assign m_axi_wstrb   = '1;

    // retirement of the oldest decided cell
    wire logic o_head   = (o_n != '0);
    wire logic o_hwr    = o_wr[o_rp];
    wire logic [DW-1:0] o_hq = o_q[o_rp];
    assign m_axi_bready = o_head && o_hwr;
    wire logic b_fire   = m_axi_bvalid && m_axi_bready;
    wire logic b_ok     = (m_axi_bresp == 2'b00) && (m_axi_bid == '0);
    wire logic o_pop    = o_head && (!o_hwr || m_axi_bvalid);
    wire logic enq_commit = b_fire && b_ok && !o_doom[o_rp];
    wire logic w_fail     = b_fire && !b_ok && !o_doom[o_rp];   // rolls the queue back, dooms the rest

    // ---------------------------------------------------------------- read engine
    wire logic                 d_fire = deq_valid && deq_ready;
    wire logic                 d_bad = ({1'b0, deq_dst} >= (LP_NODE_ID_BITS + 1)'(NDST));
    wire logic [DW-1:0]        d_q = DW'(deq_dst);
    wire logic                 d_empty = d_bad || !q_nz[d_q];
    wire logic                 deq_commit = d_fire && !d_empty;

    wire logic                 r_head = rq_v[rq_rp] && !rq_nil[rq_rp] && rq_ar[rq_rp];  // beats belong to it
    wire logic                 a_cur  = rq_v[rq_ap] && !rq_ar[rq_ap];                   // AR position waits

    assign deq_ready     = cfg_en && !rq_v[rq_wp];
    assign m_axi_arid    = '0;
    assign m_axi_araddr  = rq_addr[rq_ap];
    assign m_axi_arlen   = 8'(CELL_WORDS - 1);
    assign m_axi_arsize  = 3'd3;
    assign m_axi_arburst = 2'b01;
    assign m_axi_arlock  = 1'b0;
    assign m_axi_arcache = 4'b0011;
    assign m_axi_arprot  = 3'b000;
    assign m_axi_arqos   = 4'd0;
    assign m_axi_arvalid = a_cur && !rq_nil[rq_ap];
    assign m_axi_rready  = r_head && m_axis_tready;
    assign m_axis_tvalid = r_head && m_axi_rvalid;
    assign m_axis_tdata  = m_axi_rdata;
    assign m_axis_tlast  = m_axi_rlast;
    assign m_axis_tdest  = rq_dst[rq_rp];
    wire logic r_beat = m_axi_rvalid && m_axi_rready;
    // an empty answer leaves in the clock it is the oldest (combinational: m_axis is idle in that clock,
    // so the next answer's first beat cannot be taken for it)
    assign deq_nil    = rq_v[rq_rp] && rq_nil[rq_rp];
    wire logic r_pop  = deq_nil || (r_beat && m_axi_rlast);

    // ---------------------------------------------------------------- sequential
    always_ff @(posedge clk) begin
        ev_enq <= 1'b0; ev_deq <= 1'b0; ev_drop_full <= 1'b0; ev_drop_bad_dst <= 1'b0;
        ev_drop_bad_len <= 1'b0; ev_deq_empty <= 1'b0; ev_axi_err <= 1'b0; ev_rd_err <= 1'b0;
        done_v <= 1'b0; done_ok <= 1'b0;

        // input side
        if (in_beat) begin
            if (in_cnt == '0) in_dst <= s_axis_tdest;
            if (in_cnt == BW'(CELL_WORDS)) in_ovr <= 1'b1;
            else in_cnt <= in_cnt + 1'b1;
            if (s_axis_tlast) begin
                slot_full[in_sel]    <= 1'b1;
                slot_dst[in_sel]     <= (in_cnt == '0) ? s_axis_tdest : in_dst;
                slot_bad_len[in_sel] <= in_ovr || (in_cnt != BW'(CELL_WORDS - 1));
                in_sel <= !in_sel;
                in_cnt <= '0;
                in_ovr <= 1'b0;
            end
        end

        // write engine: decide (drop or issue), address, data; the slot is free after WLAST
        if (c_drop) begin
            if (slot_bad_len[w_sel]) ev_drop_bad_len <= 1'b1;
            else if (c_bad_dst) ev_drop_bad_dst <= 1'b1;
            else ev_drop_full <= 1'b1;
            slot_full[w_sel] <= 1'b0;
            w_sel <= !w_sel;
        end
        case (w_st)
            W_IDLE: if (c_issue) begin
                w_addr <= c_addr;
                w_st   <= W_AW;
            end
            W_AW:   if (m_axi_awready) w_st <= W_DATA;
            W_DATA: if (w_pop && m_axi_wlast) begin
                slot_full[w_sel] <= 1'b0;
                w_sel <= !w_sel;
                w_st  <= W_IDLE;
            end
            default: w_st <= W_IDLE;
        endcase

        // outcome FIFO: retire the oldest; a failed write dooms the later writes to its queue
        if (o_pop) begin
            done_v  <= 1'b1;
            done_ok <= enq_commit;
            if (enq_commit) ev_enq <= 1'b1;
            if (b_fire && !enq_commit) ev_axi_err <= 1'b1;
            o_rp <= o_rp + 1'b1;
        end
        if (w_fail) begin
            for (int i = 0; i < W_OUT; i++) if (o_q[i] == o_hq) o_doom[i] <= 1'b1;
        end
        if (c_drop || c_issue) begin
            o_wr[o_wp]   <= c_issue;
            o_q[o_wp]    <= c_q;
            o_doom[o_wp] <= w_fail && (o_hq == c_q);
            o_wp <= o_wp + 1'b1;
        end
        o_n <= o_n + (OB+1)'(c_drop || c_issue) - (OB+1)'(o_pop);

        // read engine: push at the dequeue handshake, AR in order, answer in order
        if (d_fire) begin
            if (d_empty) ev_deq_empty <= 1'b1;
            else ev_deq <= 1'b1;
            rq_v[rq_wp]    <= 1'b1;
            rq_nil[rq_wp]  <= d_empty;
            rq_ar[rq_wp]   <= 1'b0;
            rq_addr[rq_wp] <= slot_addr(q_base[d_q][AXI_ADDR_W-1:SBL], q_head[d_q]);
            rq_dst[rq_wp]  <= deq_dst;
            rq_q[rq_wp]    <= d_q;
            rq_idx[rq_wp]  <= q_head[d_q];
            rq_wp <= !rq_wp;
        end
        if (a_cur && (rq_nil[rq_ap] || m_axi_arready)) begin
            rq_ar[rq_ap] <= 1'b1;
            rq_ap <= !rq_ap;
        end
        if (r_beat) begin
            if (m_axi_rresp != 2'b00 || m_axi_rid != '0) r_err <= 1'b1;
            if (m_axi_rlast) begin
                ev_rd_err <= r_err || m_axi_rresp != 2'b00 || m_axi_rid != '0;
                r_err <= 1'b0;
            end
        end
        if (r_pop) begin
            rq_v[rq_rp] <= 1'b0;
            rq_rp <= !rq_rp;
        end

        // per-queue pointers and occupancy
        for (int i = 0; i < NDST; i++) begin
            if (enq_commit && o_hq == DW'(i)) q_tail[i] <= ring_inc(q_tail[i], q_cells[i]);
            if (c_issue && c_q == DW'(i)) q_wtail[i] <= ring_inc(q_wtail[i], q_cells[i]);
            if (w_fail && o_hq == DW'(i)) q_wtail[i] <= q_tail[i];   // roll back (wins over a reservation)
            if (deq_commit && d_q == DW'(i)) q_head[i] <= ring_inc(q_head[i], q_cells[i]);
            q_occ[i]  <= q_occ_nx[i];
            q_res[i]  <= q_res_nx[i];
            q_nz[i]   <= (q_occ_nx[i] != 24'd0);
            // the reservation of a write issued at this edge is left out (a short decision path): the
            // next decision comes a whole W burst later, when q_res holds it
            q_full[i] <= (q_occ_nx[i] + 24'(q_res_kept[i]) >= q_cells[i]);
            if (cfg_we && !cfg_en && {1'b0, cfg_dst} == (LP_NODE_ID_BITS + 1)'(i)) begin
                q_base[i]  <= cfg_base;
                q_cells[i] <= cfg_cells;
                q_head[i]  <= '0;
                q_tail[i]  <= '0;
                q_wtail[i] <= '0;
                q_occ[i]   <= '0;
                q_nz[i]    <= 1'b0;
                q_full[i]  <= (24'(q_res_nx[i]) >= cfg_cells);
            end
        end

        if (rst) begin
            slot_full <= '0; slot_bad_len <= '0; in_sel <= 1'b0; in_cnt <= '0; in_ovr <= 1'b0;
            w_st <= W_IDLE; w_sel <= 1'b0;
            o_n <= '0; o_rp <= '0; o_wp <= '0;
            rq_v <= '0; rq_wp <= 1'b0; rq_rp <= 1'b0; rq_ap <= 1'b0; r_err <= 1'b0;
            ev_enq <= 1'b0; ev_deq <= 1'b0; ev_drop_full <= 1'b0; ev_drop_bad_dst <= 1'b0;
            ev_drop_bad_len <= 1'b0; ev_deq_empty <= 1'b0; ev_axi_err <= 1'b0; ev_rd_err <= 1'b0;
            done_v <= 1'b0; done_ok <= 1'b0;
            for (int i = 0; i < NDST; i++) begin
                q_base[i] <= '0; q_cells[i] <= '0; q_head[i] <= '0; q_tail[i] <= '0; q_wtail[i] <= '0;
                q_occ[i] <= '0; q_res[i] <= '0;
                q_nz[i] <= 1'b0;
                q_full[i] <= 1'b1;  // size 0: every cell is dropped as full
            end
        end
    end

    always_comb begin
        for (int i = 0; i < NDST; i++) begin
            q_occ_nx[i] = q_occ[i] + {23'd0, enq_commit && o_hq == DW'(i)} - {23'd0, deq_commit && d_q == DW'(i)};
            q_res_kept[i] = q_res[i] - RB'(b_fire && o_hq == DW'(i));
            q_res_nx[i]   = q_res_kept[i] + RB'(c_issue && c_q == DW'(i));
        end
    end
    wire logic unused_ok = &{1'b0, w_busy};   // W_DATA ends with the stream's last beat

`ifndef SYNTHESIS
    // per queue: the cells held in DRAM plus the writes issued to it and not answered fit its size
    // (the full test), and head + occupancy = tail around the ring
    for (genvar i = 0; i < NDST; i++) begin : g_a_q
        // the queue's words as wires (yosys' slang frontend reads no memory inside an assertion)
        wire logic [23:0]   a_head = q_head[i], a_tail = q_tail[i], a_wtail = q_wtail[i];
        wire logic [23:0]   a_occ = q_occ[i], a_cells = q_cells[i];
        wire logic [RB-1:0] a_res = q_res[i];
        wire logic [24:0]   a_end = 25'(a_head) + 25'(a_occ);
        `LP_ASSERT(a_held_issued_le_cells, clk, rst, 25'(a_occ) + 25'(a_res) <= 25'(a_cells))
        `LP_ASSERT(a_ring, clk, rst, a_cells == 24'd0
                   || (a_head < a_cells && a_tail < a_cells && a_wtail < a_cells
                       && (a_end >= 25'(a_cells) ? a_end - 25'(a_cells) : a_end) == 25'(a_tail)))
    end
    // the outcome FIFO holds at most W_OUT decided cells
    `LP_ASSERT(a_outcome_count, clk, rst, o_n <= (OB+1)'(W_OUT))
    // m_axis is the R channel (RREADY = m_axis_tready): it holds as long as the memory holds R
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tlast, m_axis_tdest})
`endif
endmodule

`default_nettype wire
