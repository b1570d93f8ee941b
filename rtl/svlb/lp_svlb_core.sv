// lp_svlb_core: the S-VLB subsystem of a NIC: DRAM queues (lp_voq: local queue d and
// relay queue N+d per destination), the scheduler (lp_svlb) and the per-next-hop FIFOs (lp_hop_fifos),
// with the cell paths between them and towards the slot transmitter and the receiver.
// Theory and the protocol: docs/svlb.md ("S-VLB core").
//
// Host side: cells (CELL_WORDS beats, header first, tdest = final destination) from the segmentation
// enter local queue tdest; the host is back-pressured (never dropped) while that queue's occupancy
// plus the cells on their way into it would exceed cfg.local_cells - 1. A cell for an invalid
// destination (>= cfg.sched.nodes or this node) is consumed and counted (ev_host_bad_dst).
// Slot side: slot_v with slot_hop asks for the cell of a slot to slot_hop (early in the slot); the
// cell goes out on tx_* (no back-pressure, one beat per clock) with its header patched: hop, relay
// flag, and the request/grant fields from lp_svlb. Without a cell but with a request or an answer
// to send, a fake cell (kind fake, header only, zero payload) carries them. The header CRC is not
// recomputed here (the transmitter's header generator does it).
// Receive side: each received cell (rx_*, good header, no back-pressure) addressed to this node
// (hop = cfg.sched.node) gives its request/answer fields to lp_svlb, as its src's (not a second-hop cell:
// its src is not the relay that sent it); a data cell for this node is delivered
// on m_axis, a data cell for another node (second VLB hop) goes to relay queue N+dst, a fake cell is
// dropped (never buffered). Received cells are buffered (RX_CELLS cells) on their way; a cell that
// finds the buffer full is lost and counted (ev_rx_ovf), as are misrouted (hop != cfg.sched.node) and
// malformed cells. A relayed cell with header bit agg (an aggregation contribution) pulses ev_rly_agg
// when it is stored in its relay queue (with lp_svlb's rly_in): the NIC keeps the aggregation window
// open while it holds such cells (docs/agg.md). The header patch on the way out keeps agg.
// OCS port: while cfg.sched.ocs_v, local cells for cfg.sched.ocs_dst are committed to the OCS FIFO only (lp_svlb);
// from a circuit's announcement (cfg.sched.ann_v, cfg.sched.ann_dst) to its effective slot its destination's cells
// are no longer relayed, only sent direct (the relayed ones drain before the circuit overtakes them);
// while ocs_up they stream out on m_ocs_* back to back, header patched (hop = dst, relay and the
// request/answer fields cleared; header CRC again left to the transmitter). Cells still in the OCS
// FIFO while ocs_up is low go out over OTS in their destination's slot (lp_hop_fifos' fallback).
// Cells received on the OCS port (s_ocs_*, no back-pressure) are buffered (OCS_RX_CELLS cells) and
// delivered if they are good data cells for this node from another valid node; else they are
// counted (ev_ocs_rx_bad; a cell finding the buffer full: ev_ocs_rx_ovf) and discarded.
// Delivered cells of both ports pass the resequencer (lp_reseq, RESEQ_CELLS cells): per source they
// leave on m_axis in the order of their seq field, whichever path (direct, relay, OCS) each took.
`default_nettype none
`include "lp_assert.svh"
`include "lp_axi.svh"

module lp_svlb_core
    import lp_cell_pkg::*;
    import lp_svlb_pkg::*;
#(
    parameter int N          = 16,
    parameter int CELLS      = 8,       // per next-hop FIFO
    parameter int RX_CELLS   = 3,       // receive buffer, cells
    parameter int RESEQ_CELLS = 32,     // resequencing buffer, cells
    parameter int OCS_RX_CELLS = 3,     // OCS port receive buffer, cells
    parameter int AXI_ADDR_W = 32,
    parameter int AXI_ID_W   = 4,
    parameter int SLOT_BYTES = 1024
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // configuration (lp_svlb_pkg)
    input  wire lp_svlb_core_cfg_t             cfg,
    output logic                               st_queues_ok,     // queues programmed since reset
    input  wire logic                          ocs_up,           // the OCS port may start cells (circuit up)

    // host cells in, delivered cells out
    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic [63:0]                   s_axis_tdata,
    input  wire logic                          s_axis_tlast,
    input  wire logic [LP_NODE_ID_BITS-1:0]    s_axis_tdest,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic [63:0]                        m_axis_tdata,
    output logic                               m_axis_tlast,

    // slots
    input  wire logic                          tick,             // once per round-robin cycle
    input  wire logic                          slot_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    slot_hop,
    output logic                               tx_valid,
    output logic [63:0]                        tx_data,
    output logic                               tx_last,
    input  wire logic                          rx_valid,
    input  wire logic [63:0]                   rx_data,
    input  wire logic                          rx_last,
    input  wire logic                          rx_err,           // with rx_last: the cell is bad (payload CRC,
                                                                 // counted by the receiver): discarded, not counted

    // OCS port (a continuous circuit: cells back to back, no slots)
    output logic                               m_ocs_tvalid,
    input  wire logic                          m_ocs_tready,
    output logic [63:0]                        m_ocs_tdata,
    output logic                               m_ocs_tlast,
    input  wire logic                          s_ocs_tvalid,     // no back-pressure
    input  wire logic [63:0]                   s_ocs_tdata,
    input  wire logic                          s_ocs_tlast,
    input  wire logic                          s_ocs_terr,       // with tlast: the cell is bad (payload CRC): discarded, counted

    // mFabric demand counters: bytes per destination of the host cells taken in, latched per phase
    input  wire logic                          dm_phase,
    input  wire logic [LP_NODE_ID_BITS-1:0]    dm_rd_idx,
    output logic [31:0]                        dm_rd_val,
    output logic [31:0]                        st_dm_phases,

    // status
    output logic [N-1:0][15:0]                 st_held,
    output logic [N-1:0][15:0]                 st_iss,
    output logic [2*N-1:0][23:0]               st_voq_occ,
    output logic [N:0][$clog2(CELLS):0]        st_fifo_cells,
    output logic [$clog2(RESEQ_CELLS):0]       st_reseq_held,
    output logic [7:0]                         st_ocs_pend,      // cells committed to the OCS port, not yet sent:
                                                                 // 0 after a teardown announcement = drained

    // one-clock events of this level (the blocks' own events are on their instances)
    output logic                               ev_host_bad_dst,
    output logic                               ev_voq_drop,      // lp_voq dropped a cell (full, bad, DRAM write error)
    output logic                               ev_dram_rd_err,   // a DRAM read burst answered with an error
    output logic                               ev_rx_ovf,        // received cell lost: buffer full
    output logic                               ev_rx_misrouted,  // hop != this node
    output logic                               ev_rx_bad,        // kind or destination not usable
    output logic                               ev_delivered,     // cell delivered (to the resequencer)
    output logic                               ev_rs_held,       // resequencer: a cell waited for its turn
    output logic                               ev_rs_lost,       // a sequence number declared lost (gap timeout)
    output logic                               ev_rs_late,       // a late cell passed on out of order, or a duplicate dropped
    output logic                               ev_rs_resync,     // a source restarted its numbering
    output logic                               ev_rs_forced,     // buffer full of held cells: a gap closed early
    output logic                               ev_tx_cell,
    output logic                               ev_tx_fake,
    output logic                               ev_tx_late,       // slot asked while the previous one still sends
    output logic                               ev_dm_sat,        // a demand counter saturated
    output logic                               ev_ocs_tx,        // a cell left on the OCS port
    output logic                               ev_ocs_fallback,  // an OCS FIFO cell left over OTS (ocs_up low)
    output logic                               ev_ocs_rx,        // a cell received on the OCS port delivered
    output logic                               ev_ocs_rx_ovf,    // OCS port cell lost: buffer full
    output logic                               ev_ocs_rx_bad,    // OCS port cell discarded: length, error, kind, src or dst
    output logic                               ev_rly_agg,       // a relayed cell with header bit agg (an aggregation
                                                                 // contribution, docs/agg.md) was stored in its relay queue

    // AXI4 master (DRAM)
    `LP_AXI_MASTER_PORTS(m_axi, AXI_ADDR_W, AXI_ID_W, LP_WORD_BITS)
);
    localparam int IDW = LP_NODE_ID_BITS;
    localparam int CW  = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS;
    localparam int QB  = $clog2(2 * N);
    localparam int RXD = 1 << $clog2(RX_CELLS * CW);
    localparam int RXB = $clog2(RXD);
    localparam int BB  = $clog2(CW + 1);

    if (RX_CELLS < 2) begin : g_bad_rx_cells
        $fatal(1, "lp_svlb_core: RX_CELLS=%0d must be >= 2", RX_CELLS);
    end
    if (CW < 4) begin : g_bad_cw
        $fatal(1, "lp_svlb_core: cells must hold the header");
    end
    if (OCS_RX_CELLS < 2) begin : g_bad_ocs_rx_cells
        $fatal(1, "lp_svlb_core: OCS_RX_CELLS=%0d must be >= 2", OCS_RX_CELLS);
    end
    if (LP_F_HOP_LSB < LP_HDR_BITS - 64 || LP_F_DST_LSB < LP_HDR_BITS - 64) begin : g_bad_lp_f_hop_lsb
        $fatal(1, "lp_svlb_core: hop and dst must both be in header word 0");
    end

    // header fields through the generated header struct: header words 0 and 1 (the line words that carry
    // every field used here) placed at their positions, the rest zero
    localparam int HB = LP_HDR_BITS;
    function automatic lp_cell_hdr_t hdr01(input logic [63:0] w0, input logic [63:0] w1);
        return lp_cell_hdr_t'({w0, w1, (HB - 128)'(0)});
    endfunction
    // patching a cell on its way out, one beat at a time: the beat as header struct (word 0 or 1 in
    // place), and the beat back from the patched struct's words 0 and 1 (other beats pass unchanged)
    function automatic lp_cell_hdr_t hdr_at(input logic [BB-1:0] w, input logic [63:0] d);
        return (w == '0) ? hdr01(d, 64'd0) : hdr01(64'd0, d);
    endfunction
    function automatic logic [63:0] beat_of(input logic [BB-1:0] w, input logic [127:0] h01, input logic [63:0] d);
        if (w == '0) return h01[127:64];
        if (w == BB'(1)) return h01[63:0];
        return d;
    endfunction

    // ---------------------------------------------------------------- queue programming
    logic          cf_busy, cf_done;
    logic [QB:0]   cf_q;
    always_ff @(posedge clk) begin
        if (rst) begin
            cf_busy <= 1'b0; cf_done <= 1'b0; cf_q <= '0;
        end else if (cf_busy) begin
            if (cf_q == (QB+1)'(2 * N - 1)) begin
                cf_busy <= 1'b0;
                cf_done <= 1'b1;
            end
            cf_q <= cf_q + 1'b1;
        end else if (cfg.apply && !cfg.sched.en) begin
            cf_busy <= 1'b1;
            cf_q <= '0;
        end
    end
    assign st_queues_ok = cf_done;

    // ---------------------------------------------------------------- blocks
    // lp_voq input (mux of host and relay cells)
    logic                 vq_tvalid, vq_tready, vq_tlast;
    logic [63:0]          vq_tdata;
    logic [IDW-1:0]       vq_tdest;
    logic                 vq_ev_enq, vq_ev_full, vq_ev_bad_dst, vq_ev_bad_len, vq_ev_deq, vq_ev_deq_empty, vq_ev_axi_err;
    logic                 vq_done_v, vq_done_ok, vq_deq_nil;
    logic                 dq_valid, dq_ready;
    logic [IDW-1:0]       dq_dst;
    logic                 vo_tvalid, vo_tready, vo_tlast;
    logic [63:0]          vo_tdata;
    logic [IDW-1:0]       vo_tdest;
    logic [2*N-1:0][23:0] voq_occ;

    lp_voq #(.NDST(2 * N), .AXI_ADDR_W(AXI_ADDR_W), .AXI_ID_W(AXI_ID_W), .SLOT_BYTES(SLOT_BYTES)) u_voq (
        .clk, .rst,
        .s_axis_tvalid(vq_tvalid), .s_axis_tready(vq_tready), .s_axis_tdata(vq_tdata), .s_axis_tlast(vq_tlast),
        .s_axis_tdest(vq_tdest),
        .deq_valid(dq_valid), .deq_ready(dq_ready), .deq_dst(dq_dst),
        .m_axis_tvalid(vo_tvalid), .m_axis_tready(vo_tready), .m_axis_tdata(vo_tdata), .m_axis_tlast(vo_tlast),
        .m_axis_tdest(vo_tdest), .deq_nil(vq_deq_nil),
        .cfg_en(cfg.sched.en && cf_done && !cf_busy), .cfg_we(cf_busy), .cfg_dst(IDW'(cf_q)),
        .cfg_base(AXI_ADDR_W'(cfg.dram_base) + (AXI_ADDR_W'(cf_q) << cfg.region_log2)),
        .cfg_cells(cf_q < (QB+1)'(N) ? cfg.local_cells : cfg.relay_cells),
        .st_occupancy(voq_occ),
        .ev_enq(vq_ev_enq), .ev_deq(vq_ev_deq), .ev_drop_full(vq_ev_full), .ev_drop_bad_dst(vq_ev_bad_dst),
        .ev_drop_bad_len(vq_ev_bad_len), .ev_deq_empty(vq_ev_deq_empty), .ev_axi_err(vq_ev_axi_err),
        .ev_rd_err(ev_dram_rd_err), .done_v(vq_done_v), .done_ok(vq_done_ok),
        .m_axi_awid, .m_axi_awaddr, .m_axi_awlen, .m_axi_awsize, .m_axi_awburst, .m_axi_awlock, .m_axi_awcache,
        .m_axi_awprot, .m_axi_awqos, .m_axi_awvalid, .m_axi_awready, .m_axi_wdata, .m_axi_wstrb, .m_axi_wlast,
        .m_axi_wvalid, .m_axi_wready, .m_axi_bid, .m_axi_bresp, .m_axi_bvalid, .m_axi_bready,
        .m_axi_arid, .m_axi_araddr, .m_axi_arlen, .m_axi_arsize, .m_axi_arburst, .m_axi_arlock, .m_axi_arcache,
        .m_axi_arprot, .m_axi_arqos, .m_axi_arvalid, .m_axi_arready, .m_axi_rid, .m_axi_rdata, .m_axi_rresp,
        .m_axi_rlast, .m_axi_rvalid, .m_axi_rready);
    assign st_voq_occ = voq_occ;

    // scheduler
    logic           sv_loc_v, sv_rly_v, sv_rx_v, sv_hdr_v;
    logic [IDW-1:0] sv_loc_dst, sv_rly_src, sv_rly_dst, sv_rx_src;
    logic           sv_rx_req_v, sv_rx_gnt_v;
    logic [IDW-1:0] sv_rx_req_dst, sv_rx_gnt_dst, h_hop, h_req_dst, h_gnt_dst;
    logic [7:0]     sv_rx_req_cnt, sv_rx_gnt_cnt, h_req_cnt, h_gnt_cnt;
    logic           h_v, h_req_v, h_gnt_v;
    logic           mv_valid, mv_ready, mv_from_relay, mv_ocs;
    logic [IDW-1:0] mv_dst, mv_hop;
    logic [7:0]     mv_cnt;
    logic           f_sent_v, f_sent_ocs;
    logic [IDW-1:0] f_sent_hop;
    logic [1:0]     f_sent_kind;
    logic [N-1:0][23:0] sv_unres;
    logic [N-1:0][7:0]  sv_occ, sv_prel;
    logic [N-1:0][15:0] sv_rqc;
    logic sv_e_req_sent, sv_e_req_rx, sv_e_req_bad, sv_e_refused, sv_e_gnt_sent, sv_e_gnt_rx, sv_e_gnt_bad,
          sv_e_rq_exp, sv_e_rec_exp, sv_e_rly_unexp, sv_e_acct, sv_e_ovf;

    lp_svlb #(.N(N)) u_svlb (
        .clk, .rst,
        .cfg (cfg.sched),
        .tick, .loc_add_v(sv_loc_v), .loc_add_dst(sv_loc_dst),
        .rly_in_v(sv_rly_v), .rly_in_src(sv_rly_src), .rly_in_dst(sv_rly_dst),
        .sent_v(f_sent_v), .sent_ocs(f_sent_ocs), .sent_hop(f_sent_hop), .sent_kind(f_sent_kind),
        .rx_v(sv_rx_v), .rx_src(sv_rx_src), .rx_req_v(sv_rx_req_v), .rx_req_dst(sv_rx_req_dst),
        .rx_req_cnt(sv_rx_req_cnt), .rx_gnt_v(sv_rx_gnt_v), .rx_gnt_dst(sv_rx_gnt_dst), .rx_gnt_cnt(sv_rx_gnt_cnt),
        .hdr_req_v(sv_hdr_v), .hdr_req_hop(slot_hop),
        .hdr_v(h_v), .hdr_hop(h_hop), .hdr_vlb_req_v(h_req_v), .hdr_vlb_req_dst(h_req_dst),
        .hdr_vlb_req_cnt(h_req_cnt), .hdr_vlb_gnt_v(h_gnt_v), .hdr_vlb_gnt_dst(h_gnt_dst),
        .hdr_vlb_gnt_cnt(h_gnt_cnt),
        .mv_valid, .mv_ready, .mv_from_relay, .mv_dst, .mv_ocs, .mv_hop, .mv_cnt,
        .st_unres(sv_unres), .st_occ(sv_occ), .st_occ_ocs(st_ocs_pend), .st_prel(sv_prel), .st_rqc(sv_rqc),
        .st_held, .st_iss,
        .ev_req_sent(sv_e_req_sent), .ev_req_rx(sv_e_req_rx), .ev_req_bad(sv_e_req_bad), .ev_refused(sv_e_refused),
        .ev_gnt_sent(sv_e_gnt_sent), .ev_gnt_rx(sv_e_gnt_rx), .ev_gnt_bad(sv_e_gnt_bad),
        .ev_rq_expired(sv_e_rq_exp), .ev_rec_expired(sv_e_rec_exp), .ev_rly_unexp(sv_e_rly_unexp),
        .ev_acct_err(sv_e_acct), .ev_evt_ovf(sv_e_ovf));

    // move commands wait in a FIFO: the scheduler must not stall behind the mover (a command of n
    // cells takes n DRAM reads), or header answers would miss their slot
    logic           mc_valid, mc_ready, mc_from_relay, mc_ocs;
    logic [IDW-1:0] mc_dst, mc_hop;
    logic [7:0]     mc_cnt;
    logic [5:0]     mc_count;
    lp_fifo_sync #(.WIDTH(2 + 2 * IDW + 8), .DEPTH(32)) u_mvq (
        .clk, .rst, .wr_valid(mv_valid), .wr_ready(mv_ready),
        .wr_data({mv_from_relay, mv_ocs, mv_dst, mv_hop, mv_cnt}),
        .rd_valid(mc_valid), .rd_ready(mc_ready), .rd_data({mc_from_relay, mc_ocs, mc_dst, mc_hop, mc_cnt}),
        .count(mc_count));

    // next-hop FIFOs
    logic           rd_valid, rd_ready, rd_empty;
    logic [IDW-1:0] rd_hop;
    logic           fo_tvalid, fo_tready, fo_tlast;
    logic [63:0]    fo_tdata;
    logic [1:0]     fo_tuser;
    logic           f_short, f_bad_cell, f_bad_cmd;
    logic           oc_tvalid, oc_tready, oc_tlast;   // OCS FIFO cells for the OCS port
    logic [63:0]    oc_tdata;

    lp_hop_fifos #(.N(N), .CELLS(CELLS)) u_fifos (
        .clk, .rst,
        .s_cmd_valid(mc_valid), .s_cmd_ready(mc_ready), .cmd_from_relay(mc_from_relay), .cmd_dst(mc_dst),
        .cmd_ocs(mc_ocs), .cmd_hop(mc_hop), .cmd_cnt(mc_cnt),
        .deq_valid(dq_valid), .deq_ready(dq_ready), .deq_dst(dq_dst), .deq_empty(vq_deq_nil),
        .s_axis_tvalid(vo_tvalid), .s_axis_tready(vo_tready), .s_axis_tdata(vo_tdata), .s_axis_tlast(vo_tlast),
        .s_axis_tdest(vo_tdest),
        .rd_valid, .rd_ready, .rd_hop, .rd_empty,
        .m_axis_tvalid(fo_tvalid), .m_axis_tready(fo_tready), .m_axis_tdata(fo_tdata), .m_axis_tlast(fo_tlast),
        .m_axis_tuser(fo_tuser),
        .ocs_up, .m_ocs_tvalid(oc_tvalid), .m_ocs_tready(oc_tready), .m_ocs_tdata(oc_tdata), .m_ocs_tlast(oc_tlast),
        .st_cells(st_fifo_cells),
        .ev_sent_v(f_sent_v), .ev_sent_ocs(f_sent_ocs), .ev_sent_hop(f_sent_hop), .ev_sent_kind(f_sent_kind),
        .ev_ocs_fallback,
        .ev_short(f_short), .ev_bad_cell(f_bad_cell), .ev_bad_cmd(f_bad_cmd));

    // ---------------------------------------------------------------- receive: parse, buffer
    logic [BB-1:0]  rx_w;          // beat index of the cell being received
    logic [63:0]    rx_w0;
    logic           rx_keep;       // this cell goes into the buffer
    logic           rb_wr_rdy, rb_rd_v, rb_rd_rdy, rb_rd_last;
    logic [63:0]    rb_rd_d;
    logic [RXB:0]   rb_cnt;
    logic           ri_wr, ri_rd_v, ri_rd_rdy;
    logic [1:0]     ri_disp, ri_rd_disp;   // 0 drop, 1 deliver, 2 relay
    logic           ri_rd_agg;             // header bit agg of the cell
    logic [IDW-1:0] ri_rd_src, ri_rd_dst;
    logic [IDW-1:0] rx_src, rx_dst, rx_hop;
    lp_kind_e       rx_kind;
    lp_cell_hdr_t   rx_h;          // words 0 (registered) and 1 (the current beat) of the cell received
    logic [3:0]     ri_cnt;
    logic           ri_wr_rdy;

    logic      rx_skip;   // after a cell of too many beats: ignore up to its tlast
    wire logic rx_room = ({1'b0, rb_cnt} + (RXB+2)'(CW)) <= (RXB+2)'(RXD);
    // a fake cell only carries header fields (taken at word 1): it is never buffered, so the idle fake
    // cells of every slot do not queue up behind a relay cell waiting for the DRAM queue input
    wire logic rx_fake0 = (hdr01(rx_data, 64'd0).kind == LP_KIND_FAKE);
    wire logic rx_take = rx_valid && !rx_skip && ((rx_w == '0) ? (rx_room && !rx_fake0) : rx_keep);
    // the request/answer fields are the sender's (the node whose slot this is), but a second-hop cell
    // (relay set, dst = hop = this node) names the flow's source in src, not the relay that sent it:
    // its fields cannot be attributed and are not given to lp_svlb (docs/svlb.md, "Whose request/answer a
    // header carries")
    wire logic rx_sender_known = !(rx_h.relay && rx_dst == rx_hop);
    wire logic rx_end  = rx_last || (rx_w == BB'(CW - 1));    // last beat pushed for this cell
    wire logic rx_good = rx_last && (rx_w == BB'(CW - 1)) && !rx_err;   // exactly CW beats, no error
    always_comb begin
        rx_h    = hdr01(rx_w0, rx_data);
        rx_kind = rx_h.kind;
        rx_src  = rx_h.src;
        rx_dst  = rx_h.dst;
        rx_hop  = rx_h.hop;
        if (!rx_good || rx_hop != cfg.sched.node) ri_disp = 2'd0;
        else if (rx_kind == LP_KIND_DATA && rx_dst == cfg.sched.node) ri_disp = 2'd1;
        else if (rx_kind == LP_KIND_DATA && rx_dst < cfg.sched.nodes && rx_dst < IDW'(N) && rx_src != cfg.sched.node) ri_disp = 2'd2;
        else ri_disp = 2'd0;
    end

    lp_fifo_sync #(.WIDTH(65), .DEPTH(RXD)) u_rxbuf (
        .clk, .rst, .wr_valid(rx_take), .wr_ready(rb_wr_rdy), .wr_data({rx_end, rx_data}),
        .rd_valid(rb_rd_v), .rd_ready(rb_rd_rdy), .rd_data({rb_rd_last, rb_rd_d}), .count(rb_cnt));
    lp_fifo_sync #(.WIDTH(3 + 2 * IDW), .DEPTH(8)) u_rxinfo (
        .clk, .rst, .wr_valid(ri_wr), .wr_ready(ri_wr_rdy), .wr_data({rx_h.agg, ri_disp, rx_src, rx_dst}),
        .rd_valid(ri_rd_v), .rd_ready(ri_rd_rdy), .rd_data({ri_rd_agg, ri_rd_disp, ri_rd_src, ri_rd_dst}),
        .count(ri_cnt));
    assign ri_wr = rx_take && rx_end;

    always_ff @(posedge clk) begin
        if (rst) begin
            rx_w <= '0; rx_w0 <= '0; rx_keep <= 1'b0; rx_skip <= 1'b0;
            sv_rx_v <= 1'b0; ev_rx_ovf <= 1'b0; ev_rx_misrouted <= 1'b0; ev_rx_bad <= 1'b0;
            sv_rx_src <= '0; sv_rx_req_v <= 1'b0; sv_rx_req_dst <= '0; sv_rx_req_cnt <= '0;
            sv_rx_gnt_v <= 1'b0; sv_rx_gnt_dst <= '0; sv_rx_gnt_cnt <= '0;
        end else begin
            sv_rx_v <= 1'b0; ev_rx_ovf <= 1'b0; ev_rx_misrouted <= 1'b0; ev_rx_bad <= 1'b0;
            if (rx_valid && rx_skip) begin
                if (rx_last) rx_skip <= 1'b0;
            end else if (rx_valid) begin
                rx_w <= rx_end ? '0 : rx_w + 1'b1;
                if (rx_end) begin
                    // wrong length (the buffered beats are dropped), or a cell for this node that is
                    // neither delivered, relayed nor a fake cell: one count per cell
                    if (!rx_err && (!rx_good || (rx_hop == cfg.sched.node && ri_disp == 2'd0 && rx_kind != LP_KIND_FAKE)))
                        ev_rx_bad <= 1'b1;
                    rx_skip <= !rx_last;
                end
                if (rx_w == '0) begin
                    rx_w0 <= rx_data;
                    rx_keep <= rx_room && !rx_fake0;
                    if (!rx_room && !rx_fake0) ev_rx_ovf <= 1'b1;
                end
                if (rx_w == BB'(1)) begin  // both header words seen: hand the control fields over
                    if (rx_hop != cfg.sched.node) ev_rx_misrouted <= 1'b1;
                    else if (rx_sender_known) begin
                        sv_rx_v <= 1'b1;
                        sv_rx_src <= rx_src;
                        sv_rx_req_v <= rx_h.vlb_req_v;
                        sv_rx_req_dst <= rx_h.vlb_req_dst;
                        sv_rx_req_cnt <= rx_h.vlb_req_cnt;
                        sv_rx_gnt_v <= rx_h.vlb_gnt_v;
                        sv_rx_gnt_dst <= rx_h.vlb_gnt_dst;
                        sv_rx_gnt_cnt <= rx_h.vlb_gnt_cnt;
                    end
                end
            end
        end
    end

    // ---------------------------------------------------------------- drain: deliver / relay / drop
    typedef enum logic [1:0] {V_IDLE, V_HOST, V_RLY, V_DROP} v_st_t;
    logic           dl_tvalid, dl_tready, dl_tlast;   // delivered cells, to the resequencer
    logic [63:0]    dl_tdata;
    logic           rs_bad;
    v_st_t v_st;
    logic  dr_deliver;    // draining a cell to m_axis
    logic  dr_drop;       // draining a cell to nowhere

    // outcome of cells given to lp_voq, in order: {relay, agg (relay cells only), src, dst}
    logic           oc_v;
    logic           oc_rly, oc_agg;
    logic [IDW-1:0] oc_src, oc_dst;
    logic [3:0]     oc_cnt;
    logic           oc_wr_rdy;
    logic           vq_first;     // next lp_voq beat is a first beat
    wire logic      vq_start = vq_tvalid && vq_tready && vq_first;

    lp_fifo_sync #(.WIDTH(2 + 2 * IDW), .DEPTH(8)) u_outcome (
        .clk, .rst, .wr_valid(vq_start), .wr_ready(oc_wr_rdy),
        .wr_data({v_st == V_RLY, v_st == V_RLY && ri_rd_agg, v_st == V_RLY ? ri_rd_src : cfg.sched.node,
                  v_st == V_RLY ? ri_rd_dst : s_axis_tdest}),
        .rd_valid(oc_v), .rd_ready(vq_done_v), .rd_data({oc_rly, oc_agg, oc_src, oc_dst}), .count(oc_cnt));

    // host admission: the local queue must have room for this cell and every cell still on its way
    wire logic host_dst_ok = (s_axis_tdest < cfg.sched.nodes) && (s_axis_tdest != cfg.sched.node) && (s_axis_tdest < IDW'(N));
    // (registered per queue: one clock old, and the state machine starts at most one cell per 68+ clocks)
    logic [N-1:0] room_q;
    always_ff @(posedge clk) begin
        for (int d = 0; d < N; d++) room_q[d] <= (voq_occ[d] + 24'(oc_cnt) + 24'd1) < cfg.local_cells;
    end
    wire logic host_room = room_q[s_axis_tdest[$clog2(N)-1:0]];

    always_comb begin
        vq_tvalid = 1'b0; vq_tdata = s_axis_tdata; vq_tlast = s_axis_tlast; vq_tdest = s_axis_tdest;
        s_axis_tready = 1'b0; rb_rd_rdy = 1'b0; ri_rd_rdy = 1'b0;
        unique case (v_st)
            V_HOST: begin
                vq_tvalid = s_axis_tvalid;
                s_axis_tready = vq_tready;
            end
            V_DROP: s_axis_tready = 1'b1;
            V_RLY: begin
                vq_tvalid = rb_rd_v; vq_tdata = rb_rd_d; vq_tlast = rb_rd_last; vq_tdest = ri_rd_dst + IDW'(N);
                rb_rd_rdy = vq_tready;
                ri_rd_rdy = rb_rd_v && vq_tready && rb_rd_last;
            end
            default: ;
        endcase
        if (dr_deliver) begin
            rb_rd_rdy = dl_tready;
            ri_rd_rdy = rb_rd_v && dl_tready && rb_rd_last;
        end else if (dr_drop) begin
            rb_rd_rdy = 1'b1;
            ri_rd_rdy = rb_rd_v && rb_rd_last;
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            v_st <= V_IDLE; dr_deliver <= 1'b0; dr_drop <= 1'b0; vq_first <= 1'b1;
            ev_host_bad_dst <= 1'b0; ev_voq_drop <= 1'b0; ev_delivered <= 1'b0; ev_rly_agg <= 1'b0;
            sv_loc_v <= 1'b0; sv_loc_dst <= '0; sv_rly_v <= 1'b0; sv_rly_src <= '0; sv_rly_dst <= '0;
        end else begin
            ev_host_bad_dst <= 1'b0; ev_voq_drop <= 1'b0; ev_delivered <= 1'b0; ev_rly_agg <= 1'b0;
            sv_loc_v <= 1'b0; sv_rly_v <= 1'b0;
            if (vq_tvalid && vq_tready) vq_first <= vq_tlast;
            // the head of the receive buffer: deliver and drop run beside the lp_voq input
            if (!dr_deliver && !dr_drop && v_st != V_RLY && ri_rd_v) begin
                if (ri_rd_disp == 2'd1) dr_deliver <= 1'b1;
                else if (ri_rd_disp == 2'd0) dr_drop <= 1'b1;
            end
            if (dr_deliver && rb_rd_v && dl_tready && rb_rd_last) begin
                dr_deliver <= 1'b0;
                ev_delivered <= 1'b1;
            end
            if (dr_drop && rb_rd_v && rb_rd_last) dr_drop <= 1'b0;
            unique case (v_st)
                V_IDLE: begin
                    if (!dr_deliver && !dr_drop && ri_rd_v && ri_rd_disp == 2'd2) v_st <= V_RLY;
                    else if (s_axis_tvalid && cfg.sched.en && cf_done) begin
                        if (!host_dst_ok) v_st <= V_DROP;
                        else if (host_room) v_st <= V_HOST;
                    end
                end
                V_HOST: if (s_axis_tvalid && s_axis_tready && s_axis_tlast) v_st <= V_IDLE;
                V_DROP: if (s_axis_tvalid && s_axis_tlast) begin
                    v_st <= V_IDLE;
                    ev_host_bad_dst <= 1'b1;
                end
                default: if (rb_rd_v && vq_tready && rb_rd_last) v_st <= V_IDLE;  // V_RLY
            endcase
            if (vq_done_v && oc_v) begin
                if (vq_done_ok) begin
                    if (oc_rly) begin
                        sv_rly_v <= 1'b1; sv_rly_src <= oc_src; sv_rly_dst <= oc_dst;
                        ev_rly_agg <= oc_agg;
                    end else begin
                        sv_loc_v <= 1'b1; sv_loc_dst <= oc_dst;
                    end
                end else begin
                    ev_voq_drop <= 1'b1;
                end
            end
        end
    end

    assign dl_tvalid = dr_deliver && rb_rd_v;
    assign dl_tdata  = rb_rd_d;
    assign dl_tlast  = rb_rd_last;

    // ---------------------------------------------------------------- OCS port: transmit
    // header words 0 and 1 patched on the way out: hop = dst, relay and the request/answer fields cleared
    logic [BB-1:0] ot_w;     // beat index of the OCS cell going out
    lp_cell_hdr_t  ot_h;
    assign m_ocs_tvalid = oc_tvalid;
    assign oc_tready    = m_ocs_tready;
    assign m_ocs_tlast  = oc_tlast;
    always_comb begin
        ot_h = hdr_at(ot_w, oc_tdata);
        ot_h.hop       = ot_h.dst;
        ot_h.relay     = 1'b0;
        ot_h.vlb_req_v = 1'b0; ot_h.vlb_req_dst = '0; ot_h.vlb_req_cnt = '0;
        ot_h.vlb_gnt_v = 1'b0; ot_h.vlb_gnt_dst = '0; ot_h.vlb_gnt_cnt = '0;
        m_ocs_tdata = beat_of(ot_w, ot_h[HB-1 -: 128], oc_tdata);
    end
    always_ff @(posedge clk) begin
        if (rst) begin
            ot_w <= '0; ev_ocs_tx <= 1'b0;
        end else begin
            ev_ocs_tx <= oc_tvalid && oc_tready && oc_tlast;
            if (oc_tvalid && oc_tready) ot_w <= oc_tlast ? '0 : ot_w + 1'b1;
        end
    end

    // ---------------------------------------------------------------- OCS port: receive
    // whole cells are buffered (room for a cell checked at its first word, else it is lost and
    // counted); at its last beat a cell is judged (exactly CW beats, no error, a data cell for this
    // node from another valid node) and then delivered or discarded
    localparam int ORD = 1 << $clog2(OCS_RX_CELLS * CW);
    localparam int ORB = $clog2(ORD);
    logic [BB-1:0]  or_w;          // beat index of the cell being received
    logic [63:0]    or_w0;
    logic           or_keep, or_skip;
    logic           ob_wr_rdy, ob_rd_v, ob_rd_rdy, ob_rd_last;
    logic [63:0]    ob_rd_d;
    logic [ORB:0]   ob_cnt;
    logic           og_wr_rdy, og_v, og_rdy, og_good;
    logic [3:0]     og_cnt;
    lp_cell_hdr_t   or_h;
    wire logic or_room = ({1'b0, ob_cnt} + (ORB+2)'(CW)) <= (ORB+2)'(ORD);
    wire logic or_take = s_ocs_tvalid && !or_skip && ((or_w == '0) ? or_room : or_keep);
    wire logic or_end  = s_ocs_tlast || (or_w == BB'(CW - 1));
    assign or_h = hdr01(or_w0, 64'd0);    // kind, src, dst and hop are in word 0
    wire logic or_ok = s_ocs_tlast && (or_w == BB'(CW - 1)) && !s_ocs_terr && or_h.kind == LP_KIND_DATA
                       && or_h.dst == cfg.sched.node && or_h.hop == cfg.sched.node && or_h.src != cfg.sched.node
                       && or_h.src < cfg.sched.nodes && or_h.src < IDW'(N);

    lp_fifo_sync #(.WIDTH(65), .DEPTH(ORD)) u_ocs_rxbuf (
        .clk, .rst, .wr_valid(or_take), .wr_ready(ob_wr_rdy), .wr_data({or_end, s_ocs_tdata}),
        .rd_valid(ob_rd_v), .rd_ready(ob_rd_rdy), .rd_data({ob_rd_last, ob_rd_d}), .count(ob_cnt));
    lp_fifo_sync #(.WIDTH(1), .DEPTH(8)) u_ocs_rxgood (
        .clk, .rst, .wr_valid(or_take && or_end), .wr_ready(og_wr_rdy), .wr_data(or_ok),
        .rd_valid(og_v), .rd_ready(og_rdy), .rd_data(og_good), .count(og_cnt));

    always_ff @(posedge clk) begin
        if (rst) begin
            or_w <= '0; or_w0 <= '0; or_keep <= 1'b0; or_skip <= 1'b0;
            ev_ocs_rx_ovf <= 1'b0; ev_ocs_rx_bad <= 1'b0;
        end else begin
            ev_ocs_rx_ovf <= 1'b0; ev_ocs_rx_bad <= 1'b0;
            if (s_ocs_tvalid && or_skip) begin
                if (s_ocs_tlast) or_skip <= 1'b0;
            end else if (s_ocs_tvalid) begin
                or_w <= or_end ? '0 : or_w + 1'b1;
                if (or_w == '0) begin
                    or_w0 <= s_ocs_tdata;
                    or_keep <= or_room;
                    if (!or_room) ev_ocs_rx_ovf <= 1'b1;
                end
                if (or_end) begin
                    if (or_take && !or_ok) ev_ocs_rx_bad <= 1'b1;
                    or_skip <= !s_ocs_tlast;    // a cell of too many beats: ignore the rest up to its tlast
                end
            end
        end
    end

    // both ports' delivered cells into the resequencer, a whole cell at a time, alternating when both wait
    logic        rs_tvalid, rs_tready, rs_tlast, ob_tready;
    logic [63:0] rs_tdata;
    logic        ar_busy, ar_sel, ar_pri;
    wire logic   ob_tvalid = ob_rd_v && og_v && og_good;
    wire logic   own_b = ar_busy ? ar_sel : (ob_tvalid && (!dl_tvalid || ar_pri));
    assign rs_tvalid = own_b ? ob_tvalid : dl_tvalid;
    assign rs_tdata  = own_b ? ob_rd_d : dl_tdata;
    assign rs_tlast  = own_b ? ob_rd_last : dl_tlast;
    assign dl_tready = !own_b && rs_tready;
    assign ob_tready = own_b && rs_tready;
    assign ob_rd_rdy = og_v && (og_good ? ob_tready : 1'b1);
    assign og_rdy    = ob_rd_v && ob_rd_rdy && ob_rd_last;
    always_ff @(posedge clk) begin
        if (rst) begin
            ar_busy <= 1'b0; ar_sel <= 1'b0; ar_pri <= 1'b0; ev_ocs_rx <= 1'b0;
        end else begin
            ev_ocs_rx <= ob_tvalid && ob_tready && ob_rd_last;
            if (rs_tvalid && rs_tready) begin
                ar_busy <= !rs_tlast;
                ar_sel  <= own_b;
                if (rs_tlast) ar_pri <= !own_b;
            end
        end
    end

    // delivered cells back in per-source order (both receive buffers only pass whole CW-beat cells,
    // so the resequencer's length error cannot happen here)
    lp_reseq #(.N(N), .CELLS(RESEQ_CELLS), .CELL_WORDS(CW)) u_reseq (
        .clk, .rst, .cfg_ttl(cfg.reseq_ttl), .tick,
        .s_axis_tvalid(rs_tvalid), .s_axis_tready(rs_tready), .s_axis_tdata(rs_tdata), .s_axis_tlast(rs_tlast),
        .m_axis_tvalid, .m_axis_tready, .m_axis_tdata, .m_axis_tlast,
        .st_held(st_reseq_held), .ev_held(ev_rs_held), .ev_lost(ev_rs_lost), .ev_late(ev_rs_late),
        .ev_resync(ev_rs_resync), .ev_forced(ev_rs_forced), .ev_bad(rs_bad));

    // ---------------------------------------------------------------- demand counters
    // a host cell enqueued in its local queue (the same event as lp_svlb's loc_add) counts its header's
    // len bytes for its destination. len straddles header words 0 and 1; it is queued at the cell's
    // last beat and taken at the cell's lp_voq outcome (a cell shorter than 3 beats is dropped by lp_voq
    // as a bad length, so its stale len is taken without being counted).
    logic [63:0]    h_w0;        // word 0 of the host cell
    logic           h_at1;       // the next host beat is word 1
    logic [10:0]    h_len;
    logic           ln_v, ln_wr_rdy;
    logic [10:0]    ln_len;
    logic [3:0]     ln_cnt;
    logic           dm_v;
    logic [15:0]    dm_bytes;
    logic           dm_bad;
    wire logic      h_beat = (v_st == V_HOST) && s_axis_tvalid && s_axis_tready;
    always_ff @(posedge clk) begin
        if (rst) begin
            h_w0 <= '0; h_at1 <= 1'b0; h_len <= '0;
        end else if (h_beat) begin
            if (vq_first) h_w0 <= s_axis_tdata;
            if (h_at1) h_len <= hdr01(h_w0, s_axis_tdata).len;
            h_at1 <= vq_first && !s_axis_tlast;
        end
    end
    lp_fifo_sync #(.WIDTH(11), .DEPTH(8)) u_len (
        .clk, .rst, .wr_valid(h_beat && s_axis_tlast), .wr_ready(ln_wr_rdy), .wr_data(h_len),
        .rd_valid(ln_v), .rd_ready(vq_done_v && oc_v && !oc_rly), .rd_data(ln_len), .count(ln_cnt));
    always_ff @(posedge clk) begin
        if (rst) begin
            dm_v <= 1'b0; dm_bytes <= '0;
        end else begin
            dm_v <= vq_done_v && oc_v && !oc_rly && vq_done_ok;
            dm_bytes <= 16'(ln_len);
        end
    end
    lp_demand_cnt #(.N(N), .W(32)) u_demand (
        .clk, .rst, .cnt_v(dm_v), .cnt_dst(sv_loc_dst), .cnt_bytes(dm_bytes), .phase(dm_phase),
        .rd_idx(dm_rd_idx), .rd_val(dm_rd_val), .st_phases(st_dm_phases), .ev_sat(ev_dm_sat), .ev_bad_dst(dm_bad));

    // ---------------------------------------------------------------- transmit: one cell per slot
    typedef enum logic [2:0] {T_IDLE, T_WAIT, T_CELL, T_FAKE} t_st_t;
    t_st_t          t_st;
    logic           t_hdr_ok, t_cell_ok, t_empty;
    logic [IDW-1:0] t_hop;
    logic           t_req_v, t_gnt_v;
    logic [IDW-1:0] t_req_dst, t_gnt_dst;
    logic [7:0]     t_req_cnt, t_gnt_cnt;
    logic [BB-1:0]  t_w;
    logic [1:0]     t_kind;

    assign rd_hop = slot_hop;
    assign rd_valid = slot_v && (t_st == T_IDLE) && rd_ready;
    assign sv_hdr_v = slot_v && (t_st == T_IDLE) && rd_ready;
    assign fo_tready = (t_st == T_CELL);

    // the outgoing word: header words 0 and 1 patched (hop, relay, request/answer fields; a fake cell's
    // identity), every other word as it comes from the FIFO (zero for a fake cell)
    wire logic      t_fake = (t_st == T_FAKE);
    wire logic [63:0] t_in = t_fake ? 64'd0 : fo_tdata;
    lp_cell_hdr_t   tx_h;
    logic [63:0]    tx_word;
    always_comb begin
        tx_h = hdr_at(t_w, t_in);
        if (t_fake) begin
            tx_h.ver  = 2'(LP_CELL_VERSION);
            tx_h.kind = LP_KIND_FAKE;
            tx_h.src  = cfg.sched.node;
            tx_h.dst  = t_hop;
        end
        tx_h.hop         = t_hop;
        tx_h.relay       = !t_fake && t_kind != 2'd0;
        tx_h.vlb_req_v   = t_req_v;
        tx_h.vlb_req_dst = t_req_dst;
        tx_h.vlb_req_cnt = t_req_cnt;
        tx_h.vlb_gnt_v   = t_gnt_v;
        tx_h.vlb_gnt_dst = t_gnt_dst;
        tx_h.vlb_gnt_cnt = t_gnt_cnt;
        tx_word = beat_of(t_w, tx_h[HB-1 -: 128], t_in);
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            t_st <= T_IDLE; t_hdr_ok <= 1'b0; t_cell_ok <= 1'b0; t_empty <= 1'b0; t_hop <= '0;
            t_req_v <= 1'b0; t_gnt_v <= 1'b0; t_req_dst <= '0; t_gnt_dst <= '0; t_req_cnt <= '0; t_gnt_cnt <= '0;
            t_w <= '0; t_kind <= '0;
            tx_valid <= 1'b0; tx_data <= '0; tx_last <= 1'b0;
            ev_tx_cell <= 1'b0; ev_tx_fake <= 1'b0; ev_tx_late <= 1'b0;
        end else begin
            tx_valid <= 1'b0; tx_last <= 1'b0;
            ev_tx_cell <= 1'b0; ev_tx_fake <= 1'b0; ev_tx_late <= 1'b0;
            if (slot_v && (t_st != T_IDLE || !rd_ready)) ev_tx_late <= 1'b1;
            unique case (t_st)
                T_IDLE: if (slot_v && rd_ready) begin
                    t_st <= T_WAIT; t_hop <= slot_hop; t_hdr_ok <= 1'b0; t_cell_ok <= 1'b0; t_empty <= 1'b0;
                end
                T_WAIT: begin
                    if (h_v) begin
                        t_hdr_ok <= 1'b1;
                        t_req_v <= h_req_v; t_req_dst <= h_req_dst; t_req_cnt <= h_req_cnt;
                        t_gnt_v <= h_gnt_v; t_gnt_dst <= h_gnt_dst; t_gnt_cnt <= h_gnt_cnt;
                    end
                    if (rd_empty) t_empty <= 1'b1;
                    if (fo_tvalid) begin
                        t_cell_ok <= 1'b1;
                        t_kind <= fo_tuser;
                    end
                    if (t_hdr_ok && t_cell_ok) begin
                        t_st <= T_CELL; t_w <= '0;
                    end else if (t_hdr_ok && t_empty) begin
                        t_w <= '0;
                        t_st <= (t_req_v || t_gnt_v) ? T_FAKE : T_IDLE;
                    end
                end
                T_CELL: if (fo_tvalid) begin
                    tx_valid <= 1'b1;
                    tx_data <= tx_word;
                    tx_last <= fo_tlast;
                    t_w <= (t_w == BB'(CW)) ? t_w : t_w + 1'b1;
                    if (fo_tlast) begin
                        t_st <= T_IDLE;
                        ev_tx_cell <= 1'b1;
                    end
                end
                default: begin  // T_FAKE
                    tx_valid <= 1'b1;
                    tx_data <= tx_word;
                    tx_last <= (t_w == BB'(CW - 1));
                    t_w <= t_w + 1'b1;
                    if (t_w == BB'(CW - 1)) begin
                        t_st <= T_IDLE;
                        ev_tx_fake <= 1'b1;
                    end
                end
            endcase
        end
    end

    wire logic unused_ok = &{1'b0, rs_bad, ot_h, ob_wr_rdy, og_wr_rdy, og_cnt, or_h, rx_h, tx_h, rb_wr_rdy, ri_wr_rdy, oc_wr_rdy, mc_count, dm_bad, ln_v, ln_wr_rdy, ln_cnt, ri_cnt, vq_ev_deq, vq_ev_axi_err, vq_ev_enq, vq_ev_full, vq_ev_bad_dst, vq_ev_bad_len, vq_ev_deq_empty, sv_unres, sv_occ, sv_prel,
                             sv_rqc, h_hop, sv_e_req_sent, sv_e_req_rx, sv_e_req_bad, sv_e_refused,
                             sv_e_gnt_sent, sv_e_gnt_rx, sv_e_gnt_bad, sv_e_rq_exp, sv_e_rec_exp, sv_e_rly_unexp,
                             sv_e_acct, sv_e_ovf, f_short, f_bad_cell, f_bad_cmd};

`ifndef SYNTHESIS
    // the buffers pushed without looking at wr_ready never overflow: the receive buffers take a cell
    // only with room for all of it, their info FIFOs hold fewer cells than that, and the outcome and
    // length FIFOs hold one entry per cell lp_voq has not answered (at most its W_OUT plus its staging)
    `LP_ASSERT(a_rx_buf_room, clk, rst, !rx_take || rb_wr_rdy)
    `LP_ASSERT(a_rx_info_room, clk, rst, !ri_wr || ri_wr_rdy)
    `LP_ASSERT(a_ocs_rx_buf_room, clk, rst, !or_take || ob_wr_rdy)
    `LP_ASSERT(a_ocs_rx_good_room, clk, rst, !(or_take && or_end) || og_wr_rdy)
    `LP_ASSERT(a_outcome_room, clk, rst, !vq_start || oc_wr_rdy)
    `LP_ASSERT(a_len_room, clk, rst, !(h_beat && s_axis_tlast) || ln_wr_rdy)
    // every lp_voq outcome belongs to a cell the core gave it, and a host cell's to its length entry
    `LP_ASSERT(a_outcome_known, clk, rst, !vq_done_v || (oc_v && (oc_rly || ln_v)))
    // m_axis is lp_reseq's (asserted there); the OCS port's header patch depends on the beat index only,
    // which moves with the handshake. tx_* has no back-pressure (one beat per clock into the slot).
    `LP_ASSERT_AXIS(a_ocs_hold, clk, rst, m_ocs_tvalid, m_ocs_tready, {m_ocs_tdata, m_ocs_tlast})
`endif
endmodule

`default_nettype wire
