// lp_nic_slice: the first vertical slice of the Lightpath NIC.
//
//   host s_axis --> lp_nic_ingress --> lp_cell_tx --> ots_tx_data/valid + soa_en  (to the laser/AWGR)
//   host m_axis <-- lp_cell_rx (reassembly, egress buffer) <-- ots_rx_data/valid  (from the AWGR)
//   s_axil      --> lp_nic_regs (PeakRDL, generated from rtl/regs/lp_nic_regs.rdl)
// One clock (the 156.25 MHz line/host clock); synchronous active-high reset.
`default_nettype none

module lp_nic_slice
    import lp_cell_pkg::*;
#(
    parameter int HOST_PORTS    = 2,      // host AXI-Stream ports (10GbE MACs); counters exist for 2
    parameter int NUM_WL        = 8,
    parameter int OSR           = 8,      // SOA edge placement: OSERDES bits per cycle
    parameter int MAX_NODES     = 16,
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // AXI4-Lite control port
    input  wire logic                          s_axil_awvalid,
    output logic                               s_axil_awready,
    input  wire logic [9:0]                    s_axil_awaddr,
    input  wire logic [2:0]                    s_axil_awprot,
    input  wire logic                          s_axil_wvalid,
    output logic                               s_axil_wready,
    input  wire logic [31:0]                   s_axil_wdata,
    input  wire logic [3:0]                    s_axil_wstrb,
    output logic                               s_axil_bvalid,
    input  wire logic                          s_axil_bready,
    output logic [1:0]                         s_axil_bresp,
    input  wire logic                          s_axil_arvalid,
    output logic                               s_axil_arready,
    input  wire logic [9:0]                    s_axil_araddr,
    input  wire logic [2:0]                    s_axil_arprot,
    output logic                               s_axil_rvalid,
    input  wire logic                          s_axil_rready,
    output logic [31:0]                        s_axil_rdata,
    output logic [1:0]                         s_axil_rresp,

    // host ports, towards the network (one per MAC)
    input  wire logic [HOST_PORTS-1:0][LP_WORD_BITS-1:0]    s_axis_tdata,
    input  wire logic [HOST_PORTS-1:0][LP_WORD_BITS/8-1:0]  s_axis_tkeep,
    input  wire logic [HOST_PORTS-1:0]                      s_axis_tvalid,
    output logic      [HOST_PORTS-1:0]                      s_axis_tready,
    input  wire logic [HOST_PORTS-1:0]                      s_axis_tlast,
    input  wire logic [HOST_PORTS-1:0]                      s_axis_tuser,   // MAC error (bad FCS) on the last beat
    input  wire logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] s_axis_tdest,   // destination node

    // host port, from the network
    output logic [LP_WORD_BITS-1:0]            m_axis_tdata,
    output logic [LP_WORD_BITS/8-1:0]          m_axis_tkeep,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic                               m_axis_tlast,

    // slot alignment from time synchronisation: restarts the slot timer at slot 0 (a later block
    // derives it from the synchronised time; the fabric models give every node the same pulse)
    input  wire logic                          slot_sync,

    // OTS optical port: GT user data and SOA-gated tunable laser
    output logic [LP_WORD_BITS-1:0]            ots_tx_data,
    output logic                               ots_tx_valid,
    output logic [NUM_WL-1:0]                  soa_en,        // cycle level (what the optics model sees)
    output logic [NUM_WL-1:0][OSR-1:0]         soa_ser,       // per-cycle OSERDES patterns, bit 0 first
    output logic [NUM_WL-1:0]                  laser_en,      // laser diode enables (pre-tune)
    input  wire logic                          laser_fault,   // fault line of the laser/SOA board (async)
    input  wire logic [LP_WORD_BITS-1:0]       ots_rx_data,
    input  wire logic                          ots_rx_valid,

    // ILA debug bundle
    output logic [7:0]                         dbg_slot,
    output logic [10:0]                        dbg_word,
    output logic [2:0]                         dbg_phase,
    output logic                               dbg_sending
);
    import lp_nic_regs_pkg::*;

    localparam int TABLE_N = 64;   // entries of RR_TABLE in lp_nic_regs.rdl

    initial begin
        if (HOST_PORTS < 1 || HOST_PORTS > 2)
            $fatal(1, "lp_nic_slice: HOST_PORTS=%0d: the register map has counters for 1 or 2 host ports", HOST_PORTS);
    end

    lp_nic_regs__in_t  hwif_in;
    lp_nic_regs__out_t hwif_out;

    lp_nic_regs u_regs (
        .clk            (clk),
        .rst            (rst),
        .s_axil_awready (s_axil_awready),
        .s_axil_awvalid (s_axil_awvalid),
        .s_axil_awaddr  (s_axil_awaddr),
        .s_axil_awprot  (s_axil_awprot),
        .s_axil_wready  (s_axil_wready),
        .s_axil_wvalid  (s_axil_wvalid),
        .s_axil_wdata   (s_axil_wdata),
        .s_axil_wstrb   (s_axil_wstrb),
        .s_axil_bready  (s_axil_bready),
        .s_axil_bvalid  (s_axil_bvalid),
        .s_axil_bresp   (s_axil_bresp),
        .s_axil_arready (s_axil_arready),
        .s_axil_arvalid (s_axil_arvalid),
        .s_axil_araddr  (s_axil_araddr),
        .s_axil_arprot  (s_axil_arprot),
        .s_axil_rready  (s_axil_rready),
        .s_axil_rvalid  (s_axil_rvalid),
        .s_axil_rdata   (s_axil_rdata),
        .s_axil_rresp   (s_axil_rresp),
        .hwif_in        (hwif_in),
        .hwif_out       (hwif_out)
    );

    wire logic                       cfg_tx_en   = hwif_out.CTRL.tx_en.value;
    wire logic                       cfg_rx_en   = hwif_out.CTRL.rx_en.value;
    wire logic                       cnt_clr     = hwif_out.CTRL.cnt_clr.value;
    wire logic [LP_NODE_ID_BITS-1:0] cfg_node_id = hwif_out.NODE.node_id.value;

    // ---------------------------------------------------------------- round-robin table
    // RR_TABLE is an external register array: the regblock forwards each access to lp_rr_table's
    // shadow bank (writes acknowledged, reads answered, one cycle later).
    logic [7:0]                   rr_addr, rr_rd_slot, rr_rd_wl;
    logic                         rr_req, rr_req_wr, rr_rd_pending, rr_wr_pending, rr_rd_valid, rr_cycle_end;
    logic [16:0]                  rr_rdata;
    logic [LP_NODE_ID_BITS-1:0]   rr_rd_dst;
    logic [8:0]                   rr_active_len;
    logic [7:0]                   rr_ack_idx;
    logic                         rr_pending, ev_rr_swapped, ev_rr_reject, ev_rr_refused;
    logic [3:0]                   rr_err_code;
    logic [7:0]                   rr_err_slot;
    lp_nic_regs__rr_entry_t__external__fields__out_t rr_wdata;

    always_comb begin
        rr_req    = 1'b0;
        rr_req_wr = 1'b0;
        rr_addr   = '0;
        rr_wdata  = '0;
        for (int i = 0; i < TABLE_N; i++) begin
            if (hwif_out.RR_TABLE[i].req) begin
                rr_req    = 1'b1;
                rr_req_wr = hwif_out.RR_TABLE[i].req_is_wr;
                rr_addr   = 8'(i);
                rr_wdata  = hwif_out.RR_TABLE[i].wr_data;
            end
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            rr_rd_pending <= 1'b0;
            rr_wr_pending <= 1'b0;
            rr_ack_idx    <= '0;
        end else begin
            rr_rd_pending <= rr_req && !rr_req_wr;
            rr_wr_pending <= rr_req && rr_req_wr;
            if (rr_req) rr_ack_idx <= rr_addr;
        end
    end

    lp_rr_table #(
        .TABLE_N (TABLE_N),
        .NUM_WL  (NUM_WL)
    ) u_rr (
        .clk            (clk),
        .rst            (rst),
        .cfg_node_id    (cfg_node_id),
        .cfg_num_ports  (hwif_out.NODE.num_ports.value),
        .cfg_we         (rr_req && rr_req_wr),
        .cfg_addr       (rr_addr),
        .cfg_wdata      ({rr_wdata.valid, rr_wdata.wl, rr_wdata.dst}),
        .cfg_len        (hwif_out.RR_CTRL.length.value),
        .cfg_commit     (hwif_out.RR_CTRL.commit.value),
        .cfg_raddr      (rr_addr),
        .cfg_rdata      (rr_rdata),
        .cycle_end      (rr_cycle_end),
        .rd_slot        (rr_rd_slot),
        .rd_valid       (rr_rd_valid),
        .rd_wl          (rr_rd_wl),
        .rd_dst         (rr_rd_dst),
        .active_len     (rr_active_len),
        .st_pending     (rr_pending),
        .st_error_code  (rr_err_code),
        .st_error_slot  (rr_err_slot),
        .ev_swapped     (ev_rr_swapped),
        .ev_reject      (ev_rr_reject),
        .ev_cfg_refused (ev_rr_refused)
    );

    // ---------------------------------------------------------------- transmit path
    // Each host port has its own admission checks and store-and-forward buffer (lp_nic_ingress); the
    // host mux hands whole frames to the cell transmitter, round robin between ports, with no bubble.
    logic [HOST_PORTS-1:0][LP_WORD_BITS-1:0]    in_tdata;
    logic [HOST_PORTS-1:0][LP_WORD_BITS/8-1:0]  in_tkeep;
    logic [HOST_PORTS-1:0]                      in_tvalid, in_tready, in_tlast;
    logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] in_tuser;
    logic [HOST_PORTS-1:0] frame_pending, ev_frame_ok, ev_runt, ev_oversize, ev_mac_err, ev_timeout, ev_mux_frame;

    for (genvar p = 0; p < HOST_PORTS; p++) begin : g_host
        lp_nic_ingress #(
            .DATA_W (LP_WORD_BITS),
            .DEST_W (LP_NODE_ID_BITS)
        ) u_ingress (
            .clk              (clk),
            .rst              (rst),
            .s_axis_tdata     (s_axis_tdata[p]),
            .s_axis_tkeep     (s_axis_tkeep[p]),
            .s_axis_tvalid    (s_axis_tvalid[p]),
            .s_axis_tready    (s_axis_tready[p]),
            .s_axis_tlast     (s_axis_tlast[p]),
            .s_axis_tuser     (s_axis_tuser[p]),
            .s_axis_tdest     (s_axis_tdest[p]),
            .m_axis_tdata     (in_tdata[p]),
            .m_axis_tkeep     (in_tkeep[p]),
            .m_axis_tvalid    (in_tvalid[p]),
            .m_axis_tready    (in_tready[p]),
            .m_axis_tlast     (in_tlast[p]),
            .m_axis_tuser     (in_tuser[p]),
            .cfg_min_bytes    (hwif_out.MIN_FRAME.bytes.value),
            .cfg_max_bytes    (hwif_out.MAX_FRAME.bytes.value),
            .cfg_timeout      (hwif_out.FRAME_TIMEOUT.cycles.value),
            .frame_pending    (frame_pending[p]),
            .ev_frame_ok      (ev_frame_ok[p]),
            .ev_drop_runt     (ev_runt[p]),
            .ev_drop_oversize (ev_oversize[p]),
            .ev_drop_mac_err  (ev_mac_err[p]),
            .ev_drop_timeout  (ev_timeout[p])
        );
    end

    logic [LP_WORD_BITS-1:0]    ing_tdata;
    logic [LP_WORD_BITS/8-1:0]  ing_tkeep;
    logic                       ing_tvalid, ing_tready, ing_tlast;
    logic [LP_NODE_ID_BITS-1:0] ing_tuser;
    logic [(HOST_PORTS > 1 ? $clog2(HOST_PORTS) : 1)-1:0] ing_tid;
    logic                       ev_user_err, ev_cell_sent, ev_fake_sent;

    lp_host_mux #(
        .PORTS  (HOST_PORTS),
        .DATA_W (LP_WORD_BITS),
        .USER_W (LP_NODE_ID_BITS)
    ) u_mux (
        .clk           (clk),
        .rst           (rst),
        .s_axis_tdata  (in_tdata),
        .s_axis_tkeep  (in_tkeep),
        .s_axis_tvalid (in_tvalid),
        .s_axis_tready (in_tready),
        .s_axis_tlast  (in_tlast),
        .s_axis_tuser  (in_tuser),
        .m_axis_tdata  (ing_tdata),
        .m_axis_tkeep  (ing_tkeep),
        .m_axis_tvalid (ing_tvalid),
        .m_axis_tready (ing_tready),
        .m_axis_tlast  (ing_tlast),
        .m_axis_tuser  (ing_tuser),
        .m_axis_tid    (ing_tid),
        .ev_frame      (ev_mux_frame),
        .ev_user_err   (ev_user_err)
    );

    // ---------------------------------------------------------------- destination lookup
    // Observes the frames the transmitter consumes; one result per frame, in order, queued until the
    // transmitter completes the frame's first cell (at most two frames apart: the queue cannot fill).
    logic                       lk_valid, lk_hit, lk_drop, lk_pop, lkq_valid, lkq_drop, lkq_ready_unused;
    logic [LP_NODE_ID_BITS-1:0] lk_node, lkq_node;
    logic [4:0]                 lkq_count;
    logic ev_lk_hit_ip, ev_lk_hit_mac, ev_lk_miss_drop, ev_lk_miss_default, ev_lk_mcast_drop, ev_lk_refused;
    logic [49+LP_NODE_ID_BITS:0] lk_rdata_unused;
    // the lookup watches every frame; its outcomes count only while it decides (CTRL.lookup_en)
    wire logic lk_en = hwif_out.CTRL.lookup_en.value;

    lp_dest_lookup #(
        .N      (32),
        .DATA_W (LP_WORD_BITS)
    ) u_lookup (
        .clk              (clk),
        .rst              (rst),
        .s_axis_tvalid    (ing_tvalid),
        .s_axis_tready    (ing_tready),
        .s_axis_tdata     (ing_tdata),
        .s_axis_tkeep     (ing_tkeep),
        .s_axis_tlast     (ing_tlast),
        .cfg_we           (hwif_out.LK_CMD.write.value),
        .cfg_addr         (hwif_out.LK_CMD.addr.value),
        .cfg_wdata        ({hwif_out.LK_ENTRY.valid.value, hwif_out.LK_ENTRY.kind.value, hwif_out.LK_ENTRY.key_hi.value,
                            hwif_out.LK_KEY_LO.key_lo.value, hwif_out.LK_ENTRY.node.value}),
        .cfg_raddr        (hwif_out.LK_CMD.addr.value),
        .cfg_rdata        (lk_rdata_unused),
        .cfg_default_mode (hwif_out.LK_CTRL.default_mode.value),
        .cfg_default_node (hwif_out.LK_CTRL.default_node.value),
        .lk_valid         (lk_valid),
        .lk_hit           (lk_hit),
        .lk_node          (lk_node),
        .lk_drop          (lk_drop),
        .ev_hit_ip        (ev_lk_hit_ip),
        .ev_hit_mac       (ev_lk_hit_mac),
        .ev_miss_drop     (ev_lk_miss_drop),
        .ev_miss_default  (ev_lk_miss_default),
        .ev_mcast_drop    (ev_lk_mcast_drop),
        .ev_cfg_refused   (ev_lk_refused)
    );

    lp_fifo_sync #(
        .WIDTH (1 + LP_NODE_ID_BITS),
        .DEPTH (16)
    ) u_lkq (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (lk_valid),
        .wr_ready (lkq_ready_unused),
        .wr_data  ({lk_drop, lk_node}),
        .rd_valid (lkq_valid),
        .rd_ready (lk_pop),
        .rd_data  ({lkq_drop, lkq_node}),
        .count    (lkq_count)
    );

    logic       slot_start, slot_on, next_valid;
    logic [7:0] slot_wl, next_wl;

    lp_cell_tx #(
        .PAYLOAD_BYTES (PAYLOAD_BYTES),
        .MAX_NODES     (MAX_NODES)
    ) u_tx (
        .clk           (clk),
        .rst           (rst),
        .s_axis_tdata  (ing_tdata),
        .s_axis_tkeep  (ing_tkeep),
        .s_axis_tvalid (ing_tvalid),
        .s_axis_tready (ing_tready),
        .s_axis_tlast  (ing_tlast),
        .s_axis_tuser  (ing_tuser),
        .slot_sync     (slot_sync),
        .cfg_fake_en   (hwif_out.ARBITER.fake_en.value),
        .cfg_arbiter_id(hwif_out.ARBITER.node_id.value),
        .ev_fake_sent  (ev_fake_sent),
        .cfg_lookup_en (hwif_out.CTRL.lookup_en.value),
        .lk_valid      (lkq_valid),
        .lk_drop       (lkq_drop),
        .lk_node       (lkq_node),
        .lk_pop        (lk_pop),
        .cfg_tx_en     (cfg_tx_en),
        .cfg_node_id   (cfg_node_id),
        .cfg_guard     (hwif_out.SLOT_TIMING.guard.value),
        .cfg_preamble  (hwif_out.SLOT_TIMING.preamble.value),
        .cfg_table_len (rr_active_len[7:0]),
        .tbl_rd_slot   (rr_rd_slot),
        .tbl_rd_valid  (rr_rd_valid),
        .tbl_rd_wl     (rr_rd_wl),
        .tbl_rd_dst    (rr_rd_dst),
        .cycle_end     (rr_cycle_end),
        .ots_tx_data   (ots_tx_data),
        .ots_tx_valid  (ots_tx_valid),
        .slot_start    (slot_start),
        .slot_on       (slot_on),
        .slot_wl       (slot_wl),
        .next_valid    (next_valid),
        .next_wl       (next_wl),
        .dbg_slot      (dbg_slot),
        .dbg_word      (dbg_word),
        .dbg_phase     (dbg_phase),
        .dbg_sending   (dbg_sending),
        .ev_cell_sent  (ev_cell_sent)
    );

    // ---------------------------------------------------------------- laser: SOA driver
    logic ev_soa_interlock, ev_soa_watchdog, ev_soa_fault, ev_soa_bad_req, ev_soa_late;
    logic st_soa_interlock, st_soa_watchdog, st_soa_fault, st_soa_fault_in;
    logic [7:0]        soa_dbg_wl;
    logic [2:0]        soa_dbg_state;
    logic [NUM_WL-1:0] soa_dbg_en;

    lp_soa_driver #(
        .NUM_WL (NUM_WL),
        .OSR    (OSR)
    ) u_soa (
        .clk             (clk),
        .rst             (rst),
        .slot_start      (slot_start),
        .slot_on         (slot_on),
        .slot_wl         (slot_wl),
        .next_valid      (next_valid),
        .next_wl         (next_wl),
        .cfg_enable      (hwif_out.SOA_CTRL.enable.value),
        .cfg_pretune     (hwif_out.SOA_CTRL.pretune.value),
        .cfg_dead_time   (hwif_out.SOA_CTRL.dead_time.value),
        .cfg_edge_offset (hwif_out.SOA_CTRL.edge_offset.value),
        .cfg_max_on      (hwif_out.SOA_MAX_ON.cycles.value),
        .cfg_force_en    (hwif_out.SOA_CTRL.force_en.value),
        .cfg_force_mask  (hwif_out.SOA_FORCE.mask.value[NUM_WL-1:0]),
        .cfg_alarm_clear (hwif_out.SOA_CTRL.alarm_clear.value),
        .fault_in        (laser_fault),
        .laser_en        (laser_en),
        .soa_en          (soa_en),
        .soa_ser         (soa_ser),
        .dbg_wl          (soa_dbg_wl),
        .dbg_soa_en      (soa_dbg_en),
        .dbg_state       (soa_dbg_state),
        .ev_interlock    (ev_soa_interlock),
        .ev_watchdog     (ev_soa_watchdog),
        .ev_fault        (ev_soa_fault),
        .ev_bad_req      (ev_soa_bad_req),
        .ev_pretune_late (ev_soa_late),
        .st_interlock    (st_soa_interlock),
        .st_watchdog     (st_soa_watchdog),
        .st_fault        (st_soa_fault),
        .st_fault_in     (st_soa_fault_in)
    );

    // ---------------------------------------------------------------- receive path
    logic rx_busy;
    logic ev_cell_ok, ev_frame, ev_pre, ev_hcrc, ev_pcrc, ev_misdir, ev_reasm, ev_dup, ev_reasm_to, ev_ovf;
    logic [6:0] rx_free_cells;
    logic         ctl_valid, ev_rx_fake, ev_rx_ctrl, ev_rx_sync;
    lp_cell_hdr_t ctl_hdr;    // consumers (S-VLB, OCS configuration, time sync) come with later blocks

    lp_cell_rx #(
        .PAYLOAD_BYTES (PAYLOAD_BYTES),
        .NSRC          (MAX_NODES),
        .NCELLS        (64)
    ) u_rx (
        .clk                   (clk),
        .rst                   (rst),
        .ots_rx_data           (ots_rx_data),
        .ots_rx_valid          (ots_rx_valid),
        .cfg_rx_en             (cfg_rx_en),
        .cfg_node_id           (cfg_node_id),
        .cfg_reasm_timeout     (hwif_out.REASM_TIMEOUT.cycles.value),
        .m_axis_tdata          (m_axis_tdata),
        .m_axis_tkeep          (m_axis_tkeep),
        .m_axis_tvalid         (m_axis_tvalid),
        .m_axis_tready         (m_axis_tready),
        .m_axis_tlast          (m_axis_tlast),
        .rx_busy               (rx_busy),
        .st_free_cells         (rx_free_cells),
        .ev_cell_ok            (ev_cell_ok),
        .ev_frame              (ev_frame),
        .ev_drop_preamble      (ev_pre),
        .ev_drop_hcrc          (ev_hcrc),
        .ev_drop_pcrc          (ev_pcrc),
        .ev_drop_misdir        (ev_misdir),
        .ev_drop_reasm         (ev_reasm),
        .ev_drop_dup           (ev_dup),
        .ev_drop_reasm_timeout (ev_reasm_to),
        .ev_drop_overflow      (ev_ovf),
        .ctl_valid             (ctl_valid),
        .ctl_hdr               (ctl_hdr),
        .ev_rx_fake            (ev_rx_fake),
        .ev_rx_ctrl            (ev_rx_ctrl),
        .ev_rx_sync            (ev_rx_sync)
    );

    // ---------------------------------------------------------------- status and counters
    always_comb begin
        for (int i = 0; i < TABLE_N; i++) begin  // RR_TABLE accesses answered one cycle later
            hwif_in.RR_TABLE[i].rd_ack  = rr_rd_pending && (rr_ack_idx == 8'(i));
            hwif_in.RR_TABLE[i].wr_ack  = rr_wr_pending && (rr_ack_idx == 8'(i));
            hwif_in.RR_TABLE[i].rd_data = '0;
            hwif_in.RR_TABLE[i].rd_data.valid = rr_rdata[16];
            hwif_in.RR_TABLE[i].rd_data.wl    = rr_rdata[15:8];
            hwif_in.RR_TABLE[i].rd_data.dst   = rr_rdata[7:0];
        end
        hwif_in.STATUS.tx_pending.next = |frame_pending;
        hwif_in.STATUS.rx_busy.next    = rx_busy;
        hwif_in.STATUS.slot_idx.next   = dbg_slot;
        hwif_in.STATUS.rx_free_cells.next = rx_free_cells;
        hwif_in.RR_STATUS.pending.next    = rr_pending;
        hwif_in.RR_STATUS.error_code.next = rr_err_code;
        hwif_in.RR_STATUS.error_slot.next = rr_err_slot;
        hwif_in.RR_STATUS.active_len.next = rr_active_len;
        hwif_in.SOA_STATUS.interlock.next = st_soa_interlock;
        hwif_in.SOA_STATUS.watchdog.next  = st_soa_watchdog;
        hwif_in.SOA_STATUS.fault.next     = st_soa_fault;
        hwif_in.SOA_STATUS.fault_in.next  = st_soa_fault_in;
        hwif_in.SOA_STATUS.state.next     = soa_dbg_state;
        hwif_in.SOA_STATUS.wl.next        = soa_dbg_wl;

        for (int p = 0; p < 2; p++) begin  // per host port; a port beyond HOST_PORTS stays at 0
            hwif_in.TX_FRAMES[p].count.incr        = (p < HOST_PORTS) && ev_frame_ok[p % HOST_PORTS];
            hwif_in.TX_DROP_RUNT[p].count.incr     = (p < HOST_PORTS) && ev_runt[p % HOST_PORTS];
            hwif_in.TX_DROP_OVERSIZE[p].count.incr = (p < HOST_PORTS) && ev_oversize[p % HOST_PORTS];
            hwif_in.TX_DROP_TIMEOUT[p].count.incr  = (p < HOST_PORTS) && ev_timeout[p % HOST_PORTS];
            hwif_in.TX_DROP_MAC_ERR[p].count.incr  = (p < HOST_PORTS) && ev_mac_err[p % HOST_PORTS];
            hwif_in.TX_FRAMES[p].count.hwclr        = cnt_clr;
            hwif_in.TX_DROP_RUNT[p].count.hwclr     = cnt_clr;
            hwif_in.TX_DROP_OVERSIZE[p].count.hwclr = cnt_clr;
            hwif_in.TX_DROP_TIMEOUT[p].count.hwclr  = cnt_clr;
            hwif_in.TX_DROP_MAC_ERR[p].count.hwclr  = cnt_clr;
        end
        hwif_in.LK_HIT_IP.count.incr             = ev_lk_hit_ip && lk_en;
        hwif_in.LK_HIT_MAC.count.incr            = ev_lk_hit_mac && lk_en;
        hwif_in.LK_MISS_DROP.count.incr          = ev_lk_miss_drop && lk_en;
        hwif_in.LK_MISS_DEFAULT.count.incr       = ev_lk_miss_default && lk_en;
        hwif_in.LK_MCAST_DROP.count.incr         = ev_lk_mcast_drop && lk_en;
        hwif_in.LK_CFG_REFUSED.count.incr        = ev_lk_refused;
        hwif_in.LK_HIT_IP.count.hwclr            = cnt_clr;
        hwif_in.LK_HIT_MAC.count.hwclr           = cnt_clr;
        hwif_in.LK_MISS_DROP.count.hwclr         = cnt_clr;
        hwif_in.LK_MISS_DEFAULT.count.hwclr      = cnt_clr;
        hwif_in.LK_MCAST_DROP.count.hwclr        = cnt_clr;
        hwif_in.LK_CFG_REFUSED.count.hwclr       = cnt_clr;
        hwif_in.RR_SWAPS.count.incr              = ev_rr_swapped;
        hwif_in.RR_REJECTS.count.incr            = ev_rr_reject;
        hwif_in.RR_CFG_REFUSED.count.incr        = ev_rr_refused;
        hwif_in.RR_SWAPS.count.hwclr             = cnt_clr;
        hwif_in.RR_REJECTS.count.hwclr           = cnt_clr;
        hwif_in.RR_CFG_REFUSED.count.hwclr       = cnt_clr;
        hwif_in.TX_CELLS.count.incr              = ev_cell_sent;
        hwif_in.TX_FAKE.count.incr               = ev_fake_sent;
        hwif_in.TX_FAKE.count.hwclr              = cnt_clr;
        hwif_in.HOST_USER_ERR.count.incr         = ev_user_err;
        hwif_in.HOST_USER_ERR.count.hwclr        = cnt_clr;
        hwif_in.RX_CELLS.count.incr              = ev_cell_ok;
        hwif_in.RX_FRAMES.count.incr             = ev_frame;
        hwif_in.RX_DROP_PREAMBLE.count.incr      = ev_pre;
        hwif_in.RX_DROP_HCRC.count.incr          = ev_hcrc;
        hwif_in.RX_DROP_PCRC.count.incr          = ev_pcrc;
        hwif_in.RX_DROP_MISDIRECTED.count.incr   = ev_misdir;
        hwif_in.RX_DROP_REASM.count.incr         = ev_reasm;
        hwif_in.RX_DROP_DUP.count.incr           = ev_dup;
        hwif_in.RX_FAKE.count.incr               = ev_rx_fake;
        hwif_in.RX_CTRL.count.incr               = ev_rx_ctrl;
        hwif_in.RX_SYNC.count.incr               = ev_rx_sync;
        hwif_in.RX_FAKE.count.hwclr              = cnt_clr;
        hwif_in.RX_CTRL.count.hwclr              = cnt_clr;
        hwif_in.RX_SYNC.count.hwclr              = cnt_clr;
        hwif_in.SOA_INTERLOCK.count.incr         = ev_soa_interlock;
        hwif_in.SOA_WATCHDOG.count.incr          = ev_soa_watchdog;
        hwif_in.SOA_FAULT.count.incr             = ev_soa_fault;
        hwif_in.SOA_BAD_REQ.count.incr           = ev_soa_bad_req;
        hwif_in.SOA_PRETUNE_LATE.count.incr      = ev_soa_late;
        hwif_in.RX_DROP_REASM_TIMEOUT.count.incr = ev_reasm_to;
        hwif_in.RX_DROP_OVERFLOW.count.incr      = ev_ovf;

        hwif_in.TX_CELLS.count.hwclr              = cnt_clr;
        hwif_in.RX_CELLS.count.hwclr              = cnt_clr;
        hwif_in.RX_FRAMES.count.hwclr             = cnt_clr;
        hwif_in.RX_DROP_PREAMBLE.count.hwclr      = cnt_clr;
        hwif_in.RX_DROP_HCRC.count.hwclr          = cnt_clr;
        hwif_in.RX_DROP_PCRC.count.hwclr          = cnt_clr;
        hwif_in.RX_DROP_MISDIRECTED.count.hwclr   = cnt_clr;
        hwif_in.RX_DROP_REASM.count.hwclr         = cnt_clr;
        hwif_in.RX_DROP_DUP.count.hwclr           = cnt_clr;
        hwif_in.SOA_INTERLOCK.count.hwclr         = cnt_clr;
        hwif_in.SOA_WATCHDOG.count.hwclr          = cnt_clr;
        hwif_in.SOA_FAULT.count.hwclr             = cnt_clr;
        hwif_in.SOA_BAD_REQ.count.hwclr           = cnt_clr;
        hwif_in.SOA_PRETUNE_LATE.count.hwclr      = cnt_clr;
        hwif_in.RX_DROP_REASM_TIMEOUT.count.hwclr = cnt_clr;
        hwif_in.RX_DROP_OVERFLOW.count.hwclr      = cnt_clr;
    end
    // the ILA probes soa_en directly; the driver's copy of it is for board tops that register it apart
    // ev_mux_frame duplicates TX_FRAMES per port; the source port id is not carried in cells yet
    // partial (byte-enable) writes of RR_TABLE write the whole entry: firmware writes whole words
    wire logic unused_ok = &{1'b0, soa_dbg_en, hwif_out.SOA_FORCE.mask.value, ev_mux_frame, ing_tid, rr_active_len[8],
                              hwif_out.RR_TABLE[0].wr_biten, rr_wdata, lk_hit, lkq_ready_unused, lkq_count,
                              lk_rdata_unused, ctl_valid, ctl_hdr};
endmodule

`default_nettype wire
