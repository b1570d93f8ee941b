// lp_svlb_core_tb: test top of the S-VLB core (tb/svlb/test_lp_svlb_core.py): lp_svlb_core with its
// configuration struct (lp_svlb_pkg::lp_svlb_core_cfg_t) as one port per field, so the test drives each
// setting by name.
`default_nettype none

module lp_svlb_core_tb
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

    // configuration
    input  wire logic                          cfg_en,
    input  wire logic                          cfg_apply,        // pulse, with cfg_en = 0: program the DRAM queues
    output logic                               st_queues_ok,     // queues programmed since reset
    input  wire logic [AXI_ADDR_W-1:0]         cfg_dram_base,
    input  wire logic [4:0]                    cfg_region_log2,  // queue q at cfg_dram_base + (q << this)
    input  wire logic [23:0]                   cfg_local_cells,
    input  wire logic [23:0]                   cfg_relay_cells,
    input  wire logic                          cfg_sirius,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_nodes,
    input  wire logic [15:0]                   cfg_q,
    input  wire logic [15:0]                   cfg_sel_thr,
    input  wire logic [7:0]                    cfg_req_max,
    input  wire logic [7:0]                    cfg_fill,
    input  wire logic [7:0]                    cfg_fifo_cells,
    input  wire logic [7:0]                    cfg_ttl,
    input  wire logic                          cfg_ocs_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_ocs_dst,
    input  wire logic                          cfg_ann_v,        // circuit to cfg_ann_dst announced (lp_svlb)
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_ann_dst,
    input  wire logic                          ocs_up,           // the OCS port may start cells (circuit up)
    input  wire logic [7:0]                    cfg_reseq_ttl,    // ticks a sequence gap may stay open

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

    lp_svlb_core_cfg_t cfg;
    assign cfg = '{sched: '{en: cfg_en,
                  sirius: cfg_sirius,
                  node: cfg_node,
                  nodes: cfg_nodes,
                  q: cfg_q,
                  sel_thr: cfg_sel_thr,
                  req_max: cfg_req_max,
                  fill: cfg_fill,
                  fifo_cells: cfg_fifo_cells,
                  ttl: cfg_ttl,
                  ocs_v: cfg_ocs_v,
                  ocs_dst: cfg_ocs_dst,
                  ann_v: cfg_ann_v,
                  ann_dst: cfg_ann_dst},
                  apply: cfg_apply,
                  dram_base: 32'(cfg_dram_base),
                  region_log2: cfg_region_log2,
                  local_cells: cfg_local_cells,
                  relay_cells: cfg_relay_cells,
                  reseq_ttl: cfg_reseq_ttl};

    lp_svlb_core #(
        .N(N),
        .CELLS(CELLS),
        .RX_CELLS(RX_CELLS),
        .RESEQ_CELLS(RESEQ_CELLS),
        .OCS_RX_CELLS(OCS_RX_CELLS),
        .AXI_ADDR_W(AXI_ADDR_W),
        .AXI_ID_W(AXI_ID_W),
        .SLOT_BYTES(SLOT_BYTES)
    ) u_dut (.cfg, .*);
endmodule

`default_nettype wire
