// lp_svlb_nic: the S-VLB block of a NIC core (SVLB = 1; docs/svlb.md "In the NIC"): the queues and the
// scheduler (lp_svlb_core) between the core's transmitter and receiver, the OCS circuit (lp_ocs_ctl
// staging the arbiter's operations, lp_ocs_cfg switching at the effective slot), the NIC's OCS path
// requests (lp_ocs_reqgen) and the OCS port's line framing (lp_ocs_port). It owns the svlb block of the
// node map: its settings (regs_out) become the packed configuration of lp_svlb_core (lp_svlb_pkg), and it
// drives the block's status (regs_in), the selected queue's registered off the regblock's read path.
//   host cells (s_axis_*) --> DRAM queues (m_axi) --> next-hop FIFOs --> tx_* in the slot asked for (slot_v)
//   received cells for this hop (rx_*) --> deliver (m_axis_*) / relay queue / drop
//   OCS: the core's OCS port <-> lp_ocs_port <-> ocs_tx_* / ocs_rx_* (the OCS transceiver)
// The arbiter's operations for this node: a checked header from the arbiter (hx_*) with cfg_src = this
// node, staged by lp_ocs_ctl, or (SVLB_OCS.from_arb = 0) the firmware's SVLB_OCS registers.
`default_nettype none
`include "lp_assert.svh"

module lp_svlb_nic
    import lp_cell_pkg::*;
    import lp_svlb_pkg::*;
    import lp_nic_svlb_pkg::*;
#(
    parameter int MAX_NODES  = 16,
    parameter int CELL_WORDS = LP_HDR_WORDS + LP_SLOT_PAYLOAD_BYTES / (LP_WORD_BITS / 8),
    parameter int AXI_ADDR_W = 32,
    parameter int AXI_ID_W   = 4
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire lp_nic_svlb__out_t             regs_out,       // the svlb block's settings
    output lp_nic_svlb__in_t                   regs_in,        // and its status
    input  wire logic                          cfg_sirius,     // CTRL.sirius
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_nodes,      // NODE.num_ports
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_arbiter,
    output logic                               on,             // SVLB_CTRL.en: cells take the queues
    output logic                               q_clr,          // the queues are reprogrammed (emptied)

    input  wire logic                          hx_valid,       // every checked header
    input  wire logic [LP_NODE_ID_BITS-1:0]    hx_src,
    input  wire lp_cell_hdr_t                  hx_hdr,
    input  wire logic                          slot_start,     // the synchronised slot grid
    input  wire logic [31:0]                   slot_idx,
    input  wire logic                          cycle_end,      // round-robin cycle (ageing tick)

    // host cells from the transmitter, delivered cells back to the receiver
    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic [LP_WORD_BITS-1:0]       s_axis_tdata,
    input  wire logic                          s_axis_tlast,
    input  wire logic [LP_NODE_ID_BITS-1:0]    s_axis_tdest,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic [LP_WORD_BITS-1:0]            m_axis_tdata,
    output logic                               m_axis_tlast,
    // the transmitter's slots and the cells for them; the receiver's cells for this hop
    input  wire logic                          slot_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    slot_hop,
    output logic                               tx_valid,
    output logic [LP_WORD_BITS-1:0]            tx_data,
    output logic                               tx_last,
    input  wire logic                          rx_valid,
    input  wire logic [LP_WORD_BITS-1:0]       rx_data,
    input  wire logic                          rx_last,
    input  wire logic                          rx_err,

    // OCS optical port and the OCS path request for the headers of the arbiter's slot
    output logic [LP_WORD_BITS-1:0]            ocs_tx_data,
    output logic                               ocs_tx_valid,
    input  wire logic [LP_WORD_BITS-1:0]       ocs_rx_data,
    input  wire logic                          ocs_rx_valid,
    input  wire logic                          ocs_link,
    output logic                               req_v,
    output logic [LP_NODE_ID_BITS-1:0]         req_src,
    output logic [LP_NODE_ID_BITS-1:0]         req_dst,
    output logic [LP_F_OCS_REQ_VOL_BITS-1:0]   req_vol,
    output logic [LP_F_OCS_REQ_SVC_BITS-1:0]   req_svc,
    output logic [LP_F_OCS_REQ_JOB_BITS-1:0]   req_job,

    // events (lp_nic_stats counters)
    output logic ev_sv_bad_dst, ev_sv_voq_drop, ev_sv_dram_rd_err, ev_sv_rx_ovf, ev_sv_misrouted, ev_sv_rx_bad,
    output logic ev_sv_delivered, ev_sv_tx_cell, ev_sv_tx_fake, ev_sv_tx_late, ev_dm_sat,
    output logic ev_rs_held, ev_rs_lost, ev_rs_late, ev_rs_resync, ev_rs_forced,
    output logic ev_ocs_tx, ev_ocs_fb, ev_ocs_rx, ev_ocs_rx_ovf, ev_ocs_rx_bad, ev_ocs_line_bad, ev_ocs_junk,
    output logic ev_ocs_abort, ev_ocs_tx_bad, ev_ocs_applied, ev_ocs_late, ev_ocs_refused, ev_ocs_link_lost,
    output logic ev_ocs_op, ev_ocs_op_repl, ev_ocs_op_ign, ev_ocs_op_same,
    output logic ev_rly_agg,                                   // a relayed contribution cell stored

    // AXI4 master to the DRAM (MIG) holding the queues
    output logic [AXI_ID_W-1:0]                m_axi_awid,
    output logic [AXI_ADDR_W-1:0]              m_axi_awaddr,
    output logic [7:0]                         m_axi_awlen,
    output logic [2:0]                         m_axi_awsize,
    output logic [1:0]                         m_axi_awburst,
    output logic                               m_axi_awlock,
    output logic [3:0]                         m_axi_awcache,
    output logic [2:0]                         m_axi_awprot,
    output logic [3:0]                         m_axi_awqos,
    output logic                               m_axi_awvalid,
    input  wire logic                          m_axi_awready,
    output logic [63:0]                        m_axi_wdata,
    output logic [7:0]                         m_axi_wstrb,
    output logic                               m_axi_wlast,
    output logic                               m_axi_wvalid,
    input  wire logic                          m_axi_wready,
    input  wire logic [AXI_ID_W-1:0]           m_axi_bid,
    input  wire logic [1:0]                    m_axi_bresp,
    input  wire logic                          m_axi_bvalid,
    output logic                               m_axi_bready,
    output logic [AXI_ID_W-1:0]                m_axi_arid,
    output logic [AXI_ADDR_W-1:0]              m_axi_araddr,
    output logic [7:0]                         m_axi_arlen,
    output logic [2:0]                         m_axi_arsize,
    output logic [1:0]                         m_axi_arburst,
    output logic                               m_axi_arlock,
    output logic [3:0]                         m_axi_arcache,
    output logic [2:0]                         m_axi_arprot,
    output logic [3:0]                         m_axi_arqos,
    output logic                               m_axi_arvalid,
    input  wire logic                          m_axi_arready,
    input  wire logic [AXI_ID_W-1:0]           m_axi_rid,
    input  wire logic [63:0]                   m_axi_rdata,
    input  wire logic [1:0]                    m_axi_rresp,
    input  wire logic                          m_axi_rlast,
    input  wire logic                          m_axi_rvalid,
    output logic                               m_axi_rready
);
    if (MAX_NODES < 2 || MAX_NODES > 16) begin : g_bad_max_nodes
        $fatal(1, "lp_svlb_nic: MAX_NODES=%0d: 2..16 (node ids in the queue select and the counters)", MAX_NODES);
    end

    localparam int N = MAX_NODES;
    localparam int RESEQ_CELLS = 32;
    logic        sv_queues_ok;
    logic [31:0] dm_bytes, dm_phases;
    logic [23:0] sv_qocc;
    logic [15:0] sv_held, sv_iss;
    logic [7:0]  rs_held;
    logic        ocs_clr_arm, ocs_v, ocs_st_up, ocs_idle, ocs_reg_clr, ocs_ctl_busy, oq_sat_unused, oq_bad_unused;
    logic [7:0]  ocs_dst, ocs_pend;

    assign on    = regs_out.SVLB_CTRL.en.value;
    assign q_clr = regs_out.SVLB_CTRL.apply.value && !regs_out.SVLB_CTRL.en.value;

    // the queues' configuration: the svlb block, the core block's mode and node, the circuit of lp_ocs_cfg
    lp_svlb_core_cfg_t core_cfg;
    logic              ocs_ann_v;
    logic [7:0]        ocs_ann_dst;
    assign core_cfg = '{
        sched: '{en: regs_out.SVLB_CTRL.en.value, sirius: cfg_sirius, node: cfg_node, nodes: cfg_nodes,
                 q: regs_out.SVLB_Q.q.value, sel_thr: regs_out.SVLB_Q.sel_thr.value,
                 req_max: regs_out.SVLB_PARAM.req_max.value, fill: regs_out.SVLB_PARAM.fill.value,
                 fifo_cells: regs_out.SVLB_PARAM.fifo_cells.value, ttl: regs_out.SVLB_PARAM.ttl.value,
                 ocs_v: ocs_v, ocs_dst: ocs_dst, ann_v: ocs_ann_v, ann_dst: ocs_ann_dst},
        apply: regs_out.SVLB_CTRL.apply.value, dram_base: regs_out.SVLB_DRAM_BASE.addr.value,
        region_log2: regs_out.SVLB_CTRL.region_log2.value, local_cells: regs_out.SVLB_LOCAL_CELLS.cells.value,
        relay_cells: regs_out.SVLB_RELAY_CELLS.cells.value, reseq_ttl: regs_out.SVLB_RESEQ.ttl.value};

    logic [N-1:0][15:0]                  st_held, st_iss;
    logic [2*N-1:0][23:0]                st_voq_occ;
    logic [N:0][$clog2(8):0]             st_fifo_cells;
    logic [$clog2(RESEQ_CELLS):0]        st_reseq_held;
    wire logic [7:0] qsel = regs_out.SVLB_QSEL.q.value;
    logic        ocs_up, ot_valid, ot_ready, ot_last, or_valid, or_last, or_err, ocs_tx_busy;
    logic        ev_ocs_rx_cell, ev_ocs_tx_line;
    logic [63:0] ot_data, or_data;

    // OCS circuit: the active configuration, switched at its effective slot
    // The arbiter's operations for this node (a checked header from the arbiter with cfg_src = this
    // node) staged by lp_ocs_ctl, or (SVLB_OCS.from_arb = 0) the firmware's SVLB_OCS registers.
    wire logic from_arb = regs_out.SVLB_OCS.from_arb.value;
    wire logic op_v = hx_valid && (hx_src == cfg_arbiter) &&
                      (hx_hdr.cfg_op != LP_CFG_OP_NOP) && (hx_hdr.cfg_src == cfg_node);
    logic        a_arm, a_now, a_v, a_up, a_clr;
    logic [31:0] a_at;
    logic [7:0]  a_dst;

    lp_ocs_ctl #(.DST_W(8), .TS(32)) u_ocs_ctl (
        .clk, .rst,
        .cfg_en      (from_arb),
        .op_v        (op_v),
        .op          (hx_hdr.cfg_op),
        .op_dst      (hx_hdr.cfg_dst),
        .op_eff      (hx_hdr.cfg_eff_ts),
        .cur_v       (ocs_v),
        .cur_up      (ocs_st_up),
        .cur_dst     (ocs_dst),
        .idle        (ocs_idle),
        .st_arm      (a_arm),
        .st_now      (a_now),
        .st_at       (a_at),
        .st_v        (a_v),
        .st_up       (a_up),
        .st_dst      (a_dst),
        .clr_arm     (a_clr),
        .busy        (ocs_ctl_busy),
        .ev_op       (ev_ocs_op),
        .ev_replaced (ev_ocs_op_repl),
        .ev_ignored  (ev_ocs_op_ign),
        .ev_same     (ev_ocs_op_same)
    );
    assign a_clr       = from_arb && ocs_clr_arm;
    assign ocs_reg_clr = !from_arb && ocs_clr_arm;

    lp_ocs_cfg #(.DST_W(8)) u_ocs_cfg (
        .clk, .rst,
        .slot_start   (slot_start),
        .slot_idx     (slot_idx),
        .cfg_arm      (from_arb ? a_arm : regs_out.SVLB_OCS.arm.value),
        .cfg_now      (from_arb ? a_now : regs_out.SVLB_OCS.now.value),
        .cfg_at       (from_arb ? a_at  : regs_out.SVLB_OCS_AT.slot.value),
        .cfg_v        (from_arb ? a_v   : regs_out.SVLB_OCS.v.value),
        .cfg_up       (from_arb ? a_up  : regs_out.SVLB_OCS.up.value),
        .cfg_dst      (from_arb ? a_dst : regs_out.SVLB_OCS.dst.value),
        .clr_arm      (ocs_clr_arm),
        .link         (ocs_link || !regs_out.SVLB_OCS.tx_link.value),
        .idle         (ocs_idle),
        .ocs_v        (ocs_v),
        .ocs_up       (ocs_up),
        .ocs_dst      (ocs_dst),
        .st_up        (ocs_st_up),
        .ann_v        (ocs_ann_v),
        .ann_dst      (ocs_ann_dst),
        .ev_applied   (ev_ocs_applied),
        .ev_late      (ev_ocs_late),
        .ev_refused   (ev_ocs_refused),
        .ev_link_lost (ev_ocs_link_lost)
    );
    assign ocs_idle = (ocs_pend == '0) && !ot_valid && !ocs_tx_busy;

    // OCS path requests: the host's cells per destination (each cell the transmitter hands to the
    // queues, counted on its last beat) over each round-robin cycle
    lp_ocs_reqgen #(.N(N)) u_ocs_reqgen (
        .clk, .rst,
        .cfg_en     (regs_out.OCS_REQ.en.value && regs_out.SVLB_CTRL.en.value && !cfg_sirius),
        .cfg_node   (cfg_node),
        .cfg_q      (regs_out.OCS_REQ.q.value),
        .cfg_svc    (regs_out.OCS_REQ.svc.value),
        .cfg_job    (regs_out.OCS_REQ.job.value),
        .cnt_v      (s_axis_tvalid && s_axis_tready && s_axis_tlast),
        .cnt_dst    (s_axis_tdest),
        .cycle      (cycle_end),
        .keep_v     (ocs_ann_v),
        .keep_dst   (LP_NODE_ID_BITS'(ocs_ann_dst)),
        .req_v      (req_v),
        .req_src    (req_src),
        .req_dst    (req_dst),
        .req_vol    (req_vol),
        .req_svc    (req_svc),
        .req_job    (req_job),
        .ev_sat     (oq_sat_unused),
        .ev_bad_dst (oq_bad_unused)
    );

    // OCS line framing between the core's OCS port and the transceiver
    lp_ocs_port #(.CELL_WORDS(CELL_WORDS)) u_ocs_port (
        .clk, .rst,
        .s_axis_tvalid (ot_valid),
        .s_axis_tready (ot_ready),
        .s_axis_tdata  (ot_data),
        .s_axis_tlast  (ot_last),
        .ocs_tx_data   (ocs_tx_data),
        .ocs_tx_valid  (ocs_tx_valid),
        .ocs_rx_data   (ocs_rx_data),
        .ocs_rx_valid  (ocs_rx_valid),
        .m_axis_tvalid (or_valid),
        .m_axis_tdata  (or_data),
        .m_axis_tlast  (or_last),
        .m_axis_terr   (or_err),
        .tx_busy       (ocs_tx_busy),
        .ev_tx_cell    (ev_ocs_tx_line),
        .ev_tx_bad     (ev_ocs_tx_bad),
        .ev_rx_cell    (ev_ocs_rx_cell),
        .ev_rx_bad     (ev_ocs_line_bad),
        .ev_rx_junk    (ev_ocs_junk),
        .ev_rx_abort   (ev_ocs_abort)
    );

    lp_svlb_core #(
        .N          (N),
        .CELLS      (8),
        .RESEQ_CELLS(RESEQ_CELLS),
        .AXI_ADDR_W (AXI_ADDR_W),
        .AXI_ID_W   (AXI_ID_W)
    ) u_svlb (
        .clk, .rst,
        .cfg             (core_cfg),
        .st_queues_ok    (sv_queues_ok),
        .ocs_up          (ocs_up),
        .m_ocs_tvalid    (ot_valid),
        .m_ocs_tready    (ot_ready),
        .m_ocs_tdata     (ot_data),
        .m_ocs_tlast     (ot_last),
        .s_ocs_tvalid    (or_valid),
        .s_ocs_tdata     (or_data),
        .s_ocs_tlast     (or_last),
        .s_ocs_terr      (or_err),
        .s_axis_tvalid   (s_axis_tvalid),
        .s_axis_tready   (s_axis_tready),
        .s_axis_tdata    (s_axis_tdata),
        .s_axis_tlast    (s_axis_tlast),
        .s_axis_tdest    (s_axis_tdest),
        .m_axis_tvalid   (m_axis_tvalid),
        .m_axis_tready   (m_axis_tready),
        .m_axis_tdata    (m_axis_tdata),
        .m_axis_tlast    (m_axis_tlast),
        .tick            (cycle_end),
        .slot_v          (slot_v),
        .slot_hop        (slot_hop),
        .tx_valid        (tx_valid),
        .tx_data         (tx_data),
        .tx_last         (tx_last),
        .rx_valid        (rx_valid),
        .rx_data         (rx_data),
        .rx_last         (rx_last),
        .rx_err          (rx_err),
        .dm_phase        (regs_out.DM_CTRL.phase.value),
        .dm_rd_idx       (regs_out.DM_CTRL.sel.value),
        .dm_rd_val       (dm_bytes),
        .st_dm_phases    (dm_phases),
        .st_held         (st_held),
        .st_iss          (st_iss),
        .st_voq_occ      (st_voq_occ),
        .st_fifo_cells   (st_fifo_cells),
        .st_reseq_held   (st_reseq_held),
        .st_ocs_pend     (ocs_pend),
        .ev_host_bad_dst (ev_sv_bad_dst),
        .ev_voq_drop     (ev_sv_voq_drop),
        .ev_dram_rd_err  (ev_sv_dram_rd_err),
        .ev_rx_ovf       (ev_sv_rx_ovf),
        .ev_rx_misrouted (ev_sv_misrouted),
        .ev_rx_bad       (ev_sv_rx_bad),
        .ev_delivered    (ev_sv_delivered),
        .ev_rs_held      (ev_rs_held),
        .ev_rs_lost      (ev_rs_lost),
        .ev_rs_late      (ev_rs_late),
        .ev_rs_resync    (ev_rs_resync),
        .ev_rs_forced    (ev_rs_forced),
        .ev_tx_cell      (ev_sv_tx_cell),
        .ev_tx_fake      (ev_sv_tx_fake),
        .ev_tx_late      (ev_sv_tx_late),
        .ev_dm_sat       (ev_dm_sat),
        .ev_ocs_tx       (ev_ocs_tx),
        .ev_ocs_fallback (ev_ocs_fb),
        .ev_ocs_rx       (ev_ocs_rx),
        .ev_ocs_rx_ovf   (ev_ocs_rx_ovf),
        .ev_ocs_rx_bad   (ev_ocs_rx_bad),
        .ev_rly_agg      (ev_rly_agg),
        .m_axi_awid, .m_axi_awaddr, .m_axi_awlen, .m_axi_awsize, .m_axi_awburst, .m_axi_awlock,
        .m_axi_awcache, .m_axi_awprot, .m_axi_awqos, .m_axi_awvalid, .m_axi_awready,
        .m_axi_wdata, .m_axi_wstrb, .m_axi_wlast, .m_axi_wvalid, .m_axi_wready,
        .m_axi_bid, .m_axi_bresp, .m_axi_bvalid, .m_axi_bready,
        .m_axi_arid, .m_axi_araddr, .m_axi_arlen, .m_axi_arsize, .m_axi_arburst, .m_axi_arlock,
        .m_axi_arcache, .m_axi_arprot, .m_axi_arqos, .m_axi_arvalid, .m_axi_arready,
        .m_axi_rid, .m_axi_rdata, .m_axi_rresp, .m_axi_rlast, .m_axi_rvalid, .m_axi_rready
    );

    // status registers of the selected queue (registered: off the regblock's read path)
    always_ff @(posedge clk) begin
        sv_qocc <= (qsel < 8'(2 * N)) ? st_voq_occ[qsel[$clog2(2*N)-1:0]] : '0;
        sv_held <= st_held[qsel[$clog2(N)-1:0]];
        sv_iss  <= st_iss[qsel[$clog2(N)-1:0]];
        rs_held <= 8'(st_reseq_held);
    end
    // the framer's per-cell events repeat the core's (OCS_TX; OCS_RX + OCS_RX_BAD)
    // a cell's count saturates at 2^16 - 1 per cycle (impossible within a cycle); s_axis_tdest is a
    // checked destination (the core counts bad ones: SVLB_HOST_BAD_DST)
    wire logic unused_svlb = &{1'b0, st_fifo_cells, ev_ocs_rx_cell, ev_ocs_tx_line, oq_sat_unused, oq_bad_unused,
                             hx_hdr};   // the configuration operation fields only

    always_comb begin
        regs_in = '0;
        regs_in.SVLB_STATUS.queues_ok.next    = sv_queues_ok;
        regs_in.SVLB_QOCC.cells.next          = sv_qocc;
        regs_in.SVLB_QGRANT.held.next         = sv_held;
        regs_in.SVLB_QGRANT.iss.next          = sv_iss;
        regs_in.DM_BYTES.bytes.next           = dm_bytes;
        regs_in.DM_PHASES.count.next          = dm_phases;
        regs_in.SVLB_RESEQ.held.next          = rs_held;
        regs_in.SVLB_OCS.arm.hwclr            = ocs_reg_clr;
        regs_in.SVLB_OCS_STATUS.ctl_busy.next = ocs_ctl_busy;
        regs_in.OCS_REQ_STATUS.v.next         = req_v;
        regs_in.OCS_REQ_STATUS.dst.next       = req_dst;
        regs_in.OCS_REQ_STATUS.vol.next       = req_vol;
        regs_in.SVLB_OCS_STATUS.v.next        = ocs_v;
        regs_in.SVLB_OCS_STATUS.up.next       = ocs_st_up;
        regs_in.SVLB_OCS_STATUS.link.next     = ocs_link;
        regs_in.SVLB_OCS_STATUS.idle.next     = ocs_idle;
        regs_in.SVLB_OCS_STATUS.dst.next      = ocs_dst;
        regs_in.SVLB_OCS_STATUS.pend.next     = ocs_pend;
    end

    // the queue select of the status registers reaches every queue the core has and no further
    `LP_ASSERT(a_qsel_range, clk, rst, $past(rst) || $past(qsel) < 8'(2 * N) || sv_qocc == '0)
    // the circuit's arm is cleared by the register path or by lp_ocs_ctl, never both
    `LP_ASSERT(a_one_arm_clear, clk, rst, !(ocs_reg_clr && from_arb))
    // a request names this node as its source
    `LP_ASSERT(a_req_src, clk, rst, !req_v || req_src == cfg_node)
endmodule

`default_nettype wire
