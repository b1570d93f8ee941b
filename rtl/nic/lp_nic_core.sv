// lp_nic_core: the NIC core, the top of one Lightpath node's datapath. Wiring only: every function is a
// block of its own (docs/nic.md, "The NIC core"); the core instantiates them, renames and concatenates
// their signals, and chooses blocks by its build parameters.
//
//   host s_axis --> lp_nic_ingress --> (lp_agg_enc) --> lp_host_mux --> lp_cell_tx --> ots_tx_data/valid
//                   + soa_en (lp_soa_driver, to the laser/AWGR); lp_dest_lookup watches the mux output
//   host m_axis <-- lp_cell_rx (reassembly, egress buffer) <-- lp_cdr_phase_cache <-- ots_rx_os_data
//                   (oversampled line words from the AWGR; lp_rx_sched announces each slot's source)
//   slot engine:    lp_rr_table (its register access lp_rr_table_acc), lp_slot_align on the time-sync grid
//   time sync:      lp_tsync (lp_tsync_slave, or lp_tsync_master when TSYNC_MASTER = 1, the arbiter)
//   aggregation:    lp_agg_win (the upload window, in-flight and relay counts, the window request)
//   s_axil      --> lp_nic_node_regs (generated from the node map rtl/regs/lp_nic_node.rdl): lp_axil_split
//                   into one PeakRDL block per 4 KiB sub-window (core, slot/RR table, lookup, SOA, CDR, time
//                   sync, PHY, S-VLB/OCS with SVLB, aggregation with AGG) and lp_stats, the event counters of
//                   rtl/regs/lp_nic_stats.rdl (docs/stats.md); other addresses and absent blocks: DECERR
//   ILA:            lp_ila_soa_bundle registers the SOA debug bundle dbg_ila
//   interrupt:      lp_irq: block irq of the node map (laser fault, SOA alarm, time-sync lock lost and
//                   locked, receive errors, RR table refused, the board's host events) -> irq
// S-VLB build (SVLB = 1, docs/svlb.md "In the NIC"): lp_svlb_nic sits between the two paths:
//   lp_cell_tx cells --> DRAM queues (m_axi) --> next-hop FIFOs --> lp_cell_tx, one cell per slot
//   lp_cell_rx cells for this hop --> deliver (back to lp_cell_rx's reassembly) / relay queue / drop
//   OCS circuit (docs/svlb.md "OCS circuits in the NIC"): the core's OCS port <-> lp_ocs_port framing
//   <-> ocs_tx_*/ocs_rx_* (the OCS transceiver); lp_ocs_cfg switches the circuit at an effective slot
// With SVLB = 0, or SVLB_CTRL.en = 0, every cell goes straight to its destination's slot and m_axi is idle.
// ODDL build (ODDL = 1, docs/oddl.md): lp_oddl (control unit, its registers the block oddl of the node
//   map on s_axil_*, the electrical control port s_axis_ctl_* / m_axis_ctl_*); with its ODDL_CTRL.en the
//   control unit, not the round-robin table, gives every slot its wavelength, destination and receive
//   source, and lights slots only while the flow's link is up (lp_oddl_slot_sel). With ODDL = 0 those
//   ports are not connected (ready low) and the oddl sub-window answers DECERR.
// Board build (HOST = 1): the block host of the node map (the board's Ethernet lanes and module
//   sideband, docs/boards.md "Host-port registers") is built; its hwif structs pass through host_in /
//   host_out to the board core, which fills and reads them. With HOST = 0 (fabric and simulation tops)
//   the host sub-window answers DECERR and host_out reads 0.
// One clock (the 156.25 MHz line/host clock); synchronous active-high reset.
`default_nettype none
`include "lp_axi.svh"

module lp_nic_core
    import lp_cell_pkg::*;
    import lp_axi_pkg::*;
    import lp_agg_pkg::*;
    import lp_nic_node_pkg::*;
#(
    parameter int HOST_PORTS    = 2,      // host AXI-Stream ports (10GbE MACs); counters exist for LP_NIC_STATS_TX_FRAMES_N
    parameter int NUM_WL        = 8,
    parameter int OSR           = 8,      // SOA edge placement: OSERDES bits per cycle
    parameter int MAX_NODES     = 16,     // reassembly contexts, CDR cache entries, time-sync master records
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int CDR_OSR       = 4,      // receive oversampling: phases per UI of ots_rx_os_data
    parameter bit TSYNC_MASTER  = 1'b0,   // 1: this NIC is the time-sync master (the arbiter's NIC core)
    parameter bit SVLB          = 1'b0,   // 1: S-VLB queues in DRAM (m_axi), relaying, Sirius mode
    parameter bit ODDL          = 1'b0,   // 1: ODDL control unit and control port (lp_oddl)
    parameter bit AGG           = 1'b0,   // 1: in-network aggregation upload encoders (lp_agg_enc, docs/agg.md)
    parameter bit HOST          = 1'b0,   // 1: register block host (board lanes and module, filled via host_in)
    parameter int AXI_ADDR_W    = 32,
    parameter int AXI_ID_W      = 4
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // AXI4-Lite control port: the node map (lp_nic_node_pkg)
    `LP_AXIL_SLAVE_PORTS(s_axil, LP_NIC_NODE_ADDR_W),

    // host ports, towards the network (one per MAC)
    `LP_AXIS_SLAVE_PORTS_N(s_axis, HOST_PORTS, LP_WORD_BITS),
    input  wire logic [HOST_PORTS-1:0]                      s_axis_tuser,   // MAC error (bad FCS) on the last beat
    input  wire logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] s_axis_tdest,   // destination node

    // internal frame source (the aggregation engine on the arbiter, lp_arbiter AGG = 1): whole frames
    // with their destination node on tdest, into the transmit mux after the host ports' admission
    // buffers (a third mux input, round robin with the host ports); tie tvalid to 0 when unused
    `LP_AXIS_SLAVE_PORTS(s_axis_int, LP_WORD_BITS),
    input  wire logic [LP_NODE_ID_BITS-1:0]    s_axis_int_tdest,

    // host port, from the network
    `LP_AXIS_MASTER_PORTS(m_axis, LP_WORD_BITS),

    // OTS optical port: GT user data and SOA-gated tunable laser
    output logic [LP_WORD_BITS-1:0]            ots_tx_data,
    output logic                               ots_tx_valid,
    output logic [NUM_WL-1:0]                  soa_en,        // cycle level (what the optics model sees)
    output logic [NUM_WL-1:0][OSR-1:0]         soa_ser,       // per-cycle OSERDES patterns, bit 0 first
    output logic [NUM_WL-1:0]                  laser_en,      // laser diode enables (pre-tune)
    input  wire logic                          laser_fault,   // fault line of the laser/SOA board (async)
    input  wire logic [CDR_OSR-1:0][LP_WORD_BITS-1:0] ots_rx_os_data,  // each line word at CDR_OSR sampling phases
    input  wire logic                          ots_rx_os_valid,

    // OCS optical port (a WSS circuit of the OCS subnet): transceiver user data in this clock domain;
    // unused with SVLB = 0 (ocs_tx_valid stays low)
    output logic [LP_WORD_BITS-1:0]            ocs_tx_data,
    output logic                               ocs_tx_valid,
    input  wire logic [LP_WORD_BITS-1:0]       ocs_rx_data,
    input  wire logic                          ocs_rx_valid,
    input  wire logic                          ocs_link,      // transceiver link status (light arriving)

    // AXI4 master to the DRAM (MIG) holding the S-VLB queues; idle with SVLB = 0
    `LP_AXI_MASTER_PORTS(m_axi, AXI_ADDR_W, AXI_ID_W, LP_WORD_BITS),

    // Arbiter hooks (lp_arbiter, docs/arbiter.md; a NIC leaves cq_v at 0 and the outputs open):
    // every header that passed the receive checks (hx_*), the configuration operation for the next
    // slot's destination (cq_*, into the transmit headers), the time-sync master's per-node lock and
    // the global slot grid
    output logic                               hx_valid,
    output logic [LP_NODE_ID_BITS-1:0]         hx_src,
    output lp_cell_hdr_t                       hx_hdr,
    output logic [LP_NODE_ID_BITS-1:0]         cq_node,
    input  wire logic                          cq_v,
    input  wire lp_cfg_op_e                    cq_op,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cq_dst,
    input  wire logic [LP_F_CFG_EFF_TS_BITS-1:0] cq_eff,
    output logic                               cq_take,
    output logic [MAX_NODES-1:0]               st_node_locked,
    output logic [31:0]                        st_slot_idx,
    output logic                               st_cycle_end,
    output logic [LP_NODE_ID_BITS-1:0]         st_num_ports,
    output logic [LP_NODE_ID_BITS-1:0]         st_node_id,
    // in-network aggregation windows (docs/agg.md). On the arbiter (arb_agg_v = 1) every header this
    // core sends carries arb_agg_job (the open window), arb_agg_tell lights the slot to cq_node with a
    // fake cell, hdr_take marks each lit slot's decision clock; a NIC ties them to 0 and learns the
    // window from the arbiter's headers. agg_req_job: this core's own window request.
    input  wire logic                          arb_agg_v,
    input  wire logic [7:0]                    arb_agg_job,
    input  wire logic                          arb_agg_tell,
    output logic                               hdr_take,
    output logic [7:0]                         agg_req_job,

    // ODDL (ODDL = 1; its registers are the block oddl of the node map on s_axil_*): electrical control
    // port (10GbE MAC side), interrupt, and {link up, tuning} for testbench assertions and the ILA
    `LP_AXIS_SLAVE_PORTS(s_axis_ctl, 64),
    input  wire logic                          s_axis_ctl_tuser,
    `LP_AXIS_MASTER_PORTS(m_axis_ctl, 64),
    output logic                               oddl_irq,
    output logic [1:0]                         oddl_st,
    input  wire logic                          oddl_hw_start,     // host doorbells (pulses): = ODDL_CTRL.start
    input  wire logic                          oddl_hw_doorbell,  //   / DOORBELL.done of the ODDL block

    // interrupt (block irq of the node map, docs/nic.md "Interrupt"): the board's host-side events
    // (core-clock pulses: [0] a host lane's link changed, [1] a host module (QSFP/SFP) event) and the
    // line to the CPU (a registered level; ODDL's is oddl_irq)
    input  wire logic [1:0]                    irq_host_ev,
    output logic                               irq,

    // ILA debug bundle
    output logic [7:0]                         dbg_slot,
    output logic [10:0]                        dbg_word,
    output logic [2:0]                         dbg_phase,
    output logic                               dbg_sending,
    output lp_ila_pkg::lp_ila_soa_t            dbg_ila,       // SOA debug bundle: the board ILA's probes

    // board receive front end (lp_gt_os_rx outside the core, docs/phy.md): its settings from PHY_CTRL,
    // its events {fifo error, gap, glitch, burst} (core-clock pulses) into the PHY_* counters
    output logic [3:0]                         phy_sd_delay,
    output logic [3:0]                         phy_sd_min_words,
    output logic [3:0]                         phy_sd_min_gap,
    output logic [7:0]                         phy_slip,
    input  wire logic [3:0]                    phy_ev,

    // board host lanes (HOST = 1): the host block's hardware interface, filled and read by the board core
    input  wire lp_nic_host_pkg::lp_nic_host__in_t  host_in,
    output      lp_nic_host_pkg::lp_nic_host__out_t host_out
);
    import lp_nic_id_pkg::*;
    import lp_nic_slot_pkg::*;
    import lp_nic_lookup_pkg::*;
    import lp_nic_soa_pkg::*;
    import lp_nic_cdr_pkg::*;
    import lp_nic_tsync_pkg::*;
    import lp_nic_phy_pkg::*;
    import lp_nic_svlb_pkg::*;
    import lp_nic_agg_pkg::*;
    import lp_nic_irq_pkg::*;

    localparam int TABLE_N = LP_NIC_SLOT_RR_TABLE_N;   // entries of RR_TABLE
    localparam int CNT_PORTS = LP_NIC_STATS_TX_FRAMES_N;  // host ports the per-port counters have

    if (HOST_PORTS < 1 || HOST_PORTS > CNT_PORTS) begin : g_bad_host_ports
        $fatal(1, "lp_nic_core: HOST_PORTS=%0d: the counters exist for 1..%0d host ports", HOST_PORTS, CNT_PORTS);
    end
    if (LP_NIC_AGG_AGG_JOB_N != LP_AGG_MAX_JOBS) begin : g_bad_lp_nic_agg_agg_job_n
        $fatal(1, "lp_nic_core: AGG_JOB has %0d entries, the encoders' job table %0d",
               LP_NIC_AGG_AGG_JOB_N, LP_AGG_MAX_JOBS);
    end
    if (MAX_NODES < 2 || MAX_NODES > 16) begin : g_bad_max_nodes
        $fatal(1, "lp_nic_core: MAX_NODES=%0d: 2..16 (TSM_STATUS.node_locked has 16 bits)", MAX_NODES);
    end
    if (CDR_OSR < 2 || CDR_OSR > 8) begin : g_bad_cdr_osr
        $fatal(1, "lp_nic_core: CDR_OSR=%0d: 2..8 (CDR_CTRL.default_phase has 3 bits)", CDR_OSR);
    end

    localparam int CELL_WORDS = LP_HDR_WORDS + PAYLOAD_BYTES / (LP_WORD_BITS / 8);

    // ---------------------------------------------------------------- register blocks (the node map)
    // The hwif of every block of rtl/regs/lp_nic_node.rdl; lp_nic_node_regs (below, after the event
    // vector of the statistics block) holds the blocks, their decoder and the counters.
    lp_nic_id__in_t     core_in;
    lp_nic_id__out_t    core_out;
    lp_nic_slot__in_t     slot_in;
    lp_nic_slot__out_t    slot_out;
    lp_nic_lookup__out_t  lookup_out;
    lp_nic_soa__in_t      soa_in;
    lp_nic_soa__out_t     soa_out;
    lp_nic_cdr__in_t      cdr_in;
    lp_nic_cdr__out_t     cdr_out;
    lp_nic_tsync__in_t    tsync_in;
    lp_nic_tsync__out_t   tsync_out;
    lp_nic_phy__out_t     phy_out;
    lp_nic_svlb__in_t     svlb_in;
    lp_nic_svlb__out_t    svlb_out;
    lp_nic_agg__in_t      agg_in;
    lp_oddl_regs_pkg::lp_oddl_regs__in_t  oddl_in;
    lp_oddl_regs_pkg::lp_oddl_regs__out_t oddl_out;
    lp_nic_agg__out_t     agg_out;
    lp_nic_irq__in_t      irq_in;
    lp_nic_irq__out_t     irq_out;

    wire logic                       cfg_tx_en   = core_out.CTRL.tx_en.value;
    wire logic                       cfg_rx_en   = core_out.CTRL.rx_en.value;
    wire logic                       cnt_clr     = core_out.CTRL.cnt_clr.value;
    wire logic [LP_NODE_ID_BITS-1:0] cfg_node_id = core_out.NODE.node_id.value;
    assign st_node_id = cfg_node_id;

    // ---------------------------------------------------------------- round-robin table
    // RR_TABLE is an external register array: lp_rr_table_acc turns the regblock's entry requests into
    // accesses of lp_rr_table's shadow bank and acknowledges them one cycle later.
    logic [7:0]                   rr_addr, rr_rd_wl, rr_nx_slot, rr_jn_slot, rr_al_slot;
    logic                         rr_we, rr_rd_valid, rr_cycle_end, rr_la_last;
    logic [9+2*LP_NODE_ID_BITS:0] rr_nx, rr_jn, rr_al;
    logic [25:0]                  rr_rdata, rr_wdata;
    logic [LP_NODE_ID_BITS-1:0]   rr_rd_dst, rr_rd_rx_src;
    logic                         rr_rd_rx_valid;
    logic [8:0]                   rr_active_len;
    logic                         rr_pending, ev_rr_swapped, ev_rr_reject, ev_rr_refused;
    logic [3:0]                   rr_err_code;
    logic [7:0]                   rr_err_slot;
    logic [TABLE_N-1:0]           rr_req, rr_req_wr, rr_rd_ack, rr_wr_ack;
    logic [TABLE_N-1:0][25:0]     rr_req_data;

    for (genvar i = 0; i < TABLE_N; i++) begin : g_rr_entry
        assign rr_req[i]      = slot_out.RR_TABLE[i].req;
        assign rr_req_wr[i]   = slot_out.RR_TABLE[i].req_is_wr;
        assign rr_req_data[i] = {slot_out.RR_TABLE[i].wr_data.rx_valid, slot_out.RR_TABLE[i].wr_data.rx_src,
                                 slot_out.RR_TABLE[i].wr_data.valid, slot_out.RR_TABLE[i].wr_data.wl,
                                 slot_out.RR_TABLE[i].wr_data.dst};
        assign slot_in.RR_TABLE[i].rd_ack  = rr_rd_ack[i];
        assign slot_in.RR_TABLE[i].wr_ack  = rr_wr_ack[i];
        assign slot_in.RR_TABLE[i].rd_data = '{_reserved_31_26: '0, rx_valid: rr_rdata[25], rx_src: rr_rdata[24:17],
                                              valid: rr_rdata[16], wl: rr_rdata[15:8], dst: rr_rdata[7:0]};
    end

    lp_rr_table_acc #(
        .N       (TABLE_N),
        .W       (26),
        .REQ_REG (1'b1)   // the regblock's decode and the table's entry select in separate clocks
    ) u_rr_acc (
        .clk       (clk),
        .rst       (rst),
        .req       (rr_req),
        .req_is_wr (rr_req_wr),
        .wr_data   (rr_req_data),
        .rd_ack    (rr_rd_ack),
        .wr_ack    (rr_wr_ack),
        .tbl_we    (rr_we),
        .tbl_addr  (rr_addr),
        .tbl_wdata (rr_wdata)
    );

    lp_rr_table #(
        .TABLE_N (TABLE_N),
        .NUM_WL  (NUM_WL)
    ) u_rr (
        .clk            (clk),
        .rst            (rst),
        .cfg_node_id    (cfg_node_id),
        .cfg_num_ports  (core_out.NODE.num_ports.value),
        .cfg_we         (rr_we),
        .cfg_addr       (rr_addr),
        .cfg_wdata      (rr_wdata),
        .cfg_len        (slot_out.RR_CTRL.length.value),
        .cfg_commit     (slot_out.RR_CTRL.commit.value),
        .cfg_raddr      (rr_addr),
        .cfg_rdata      (rr_rdata),
        .cycle_end      (rr_cycle_end),
        .rd_slot        ('0),          // the combinational port: the transmitter reads ahead (below)
        .rd_valid       (rr_rd_valid),
        .rd_wl          (rr_rd_wl),
        .rd_dst         (rr_rd_dst),
        .rd_rx_valid    (rr_rd_rx_valid),
        .rd_rx_src      (rr_rd_rx_src),
        .active_len     (rr_active_len),
        .la_last        (rr_la_last),
        .nx_slot        (rr_nx_slot),
        .nx_ent         (rr_nx),
        .jn_slot        (rr_jn_slot),
        .jn_ent         (rr_jn),
        .al_slot        (rr_al_slot),
        .al_ent         (rr_al),
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
    logic [HOST_PORTS-1:0] frame_pending, ev_frame_ok, ev_runt, ev_oversize, ev_mac_err, ev_timeout;
    logic [HOST_PORTS:0]   ev_mux_frame;   // per mux input (host ports, then the internal source)

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
            .cfg_min_bytes    (core_out.MIN_FRAME.bytes.value),
            .cfg_max_bytes    (core_out.MAX_FRAME.bytes.value),
            .cfg_timeout      (core_out.FRAME_TIMEOUT.cycles.value),
            .frame_pending    (frame_pending[p]),
            .ev_frame_ok      (ev_frame_ok[p]),
            .ev_drop_runt     (ev_runt[p]),
            .ev_drop_oversize (ev_oversize[p]),
            .ev_drop_mac_err  (ev_mac_err[p]),
            .ev_drop_timeout  (ev_timeout[p])
        );
    end

    // ---------------------------------------------------------------- aggregation encoders
    // One lp_agg_enc per port between its admission buffer and the mux (AGG = 1): uploads of the jobs
    // in AGG_JOB become contribution frames to the job's aggregation node, pinned (the lookup does not
    // route them) and marked (header bit agg). tuser into the mux = {pin, destination}.
    logic [HOST_PORTS-1:0][LP_WORD_BITS-1:0]    en_tdata;
    logic [HOST_PORTS-1:0][LP_WORD_BITS/8-1:0]  en_tkeep;
    logic [HOST_PORTS-1:0]                      en_tvalid, en_tready, en_tlast, en_tpin;
    logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] en_tuser;
    logic [HOST_PORTS-1:0][LP_NODE_ID_BITS:0]   en_tuser_pin;
    logic [HOST_PORTS-1:0][7:0]                 en_req;
    logic [HOST_PORTS-1:0] ev_agg_upload, ev_agg_contrib, ev_agg_unreg, ev_agg_bad, ev_agg_hold;
    logic [7:0]  agg_win;        // the window the arbiter announced last
    logic [7:0]  agg_tx_job;     // agg_job of this core's transmit headers
    logic [15:0] agg_inflight;   // contributions made and not yet sent on the line
    logic        ev_agg_sent;
    logic [15:0] agg_relay;      // S-VLB relay: relayed contribution cells held (stored, not yet out of the queues)
    logic [7:0]  agg_relay_job;  // the window open when agg_relay left 0 (their job)
    logic        ev_agg_rly_in, ev_agg_rly_out;
    wire  logic  agg_en = AGG && agg_out.AGG_CTRL.en.value;
    logic        svlb_on, svlb_q_clr;   // S-VLB build (lp_svlb_nic): SVLB_CTRL.en; the queues reprogrammed
    logic [LP_AGG_MAX_JOBS-1:0]       agg_job_valid;   // the job table, shared by the ports' encoders
    logic [LP_AGG_MAX_JOBS-1:0][7:0]  agg_job_id, agg_job_node;
    for (genvar j = 0; j < LP_AGG_MAX_JOBS; j++) begin : g_job
        assign agg_job_valid[j] = agg_out.AGG_JOB[j].valid.value;
        assign agg_job_id[j]    = agg_out.AGG_JOB[j].id.value;
        assign agg_job_node[j]  = agg_out.AGG_JOB[j].agg_node.value;
    end

    for (genvar p = 0; p < HOST_PORTS; p++) begin : g_enc
        assign en_tuser_pin[p] = {en_tpin[p], en_tuser[p]};
        if (AGG) begin : g_on
            lp_agg_enc #(
                .PAYLOAD_BYTES (PAYLOAD_BYTES),
                .JOBS          (LP_AGG_MAX_JOBS)
            ) u_enc (
                .clk              (clk),
                .rst              (rst),
                .s_axis_tdata     (in_tdata[p]),
                .s_axis_tkeep     (in_tkeep[p]),
                .s_axis_tvalid    (in_tvalid[p]),
                .s_axis_tready    (in_tready[p]),
                .s_axis_tlast     (in_tlast[p]),
                .s_axis_tuser     (in_tuser[p]),
                .m_axis_tdata     (en_tdata[p]),
                .m_axis_tkeep     (en_tkeep[p]),
                .m_axis_tvalid    (en_tvalid[p]),
                .m_axis_tready    (en_tready[p]),
                .m_axis_tlast     (en_tlast[p]),
                .m_axis_tuser     (en_tuser[p]),
                .m_axis_tpin      (en_tpin[p]),
                .cfg_en           (agg_en),
                .cfg_node         (cfg_node_id),
                .cfg_job_valid    (agg_job_valid),
                .cfg_job_id       (agg_job_id),
                .cfg_job_agg_node (agg_job_node),
                .cfg_win_en       (agg_out.AGG_CTRL.win_en.value),
                .win_job          (agg_win),
                .req_job          (en_req[p]),
                .ev_upload        (ev_agg_upload[p]),
                .ev_contrib       (ev_agg_contrib[p]),
                .ev_unreg         (ev_agg_unreg[p]),
                .ev_bad           (ev_agg_bad[p]),
                .ev_hold          (ev_agg_hold[p])
            );
        end else begin : g_off
            assign en_tdata[p]  = in_tdata[p];
            assign en_tkeep[p]  = in_tkeep[p];
            assign en_tvalid[p] = in_tvalid[p];
            assign in_tready[p] = en_tready[p];
            assign en_tlast[p]  = in_tlast[p];
            assign en_tuser[p]  = in_tuser[p];
            assign en_tpin[p]   = 1'b0;
            assign en_req[p]    = '0;
            assign {ev_agg_upload[p], ev_agg_contrib[p], ev_agg_unreg[p], ev_agg_bad[p], ev_agg_hold[p]} = '0;
        end
    end

    // The upload window, the contributions in flight and on a relay, and this core's request
    // (lp_agg_win, docs/agg.md). Reprogramming the queues (SVLB_CTRL.apply) empties them: the relay count
    // is cleared.
    lp_agg_win #(
        .PORTS (HOST_PORTS)
    ) u_agg_win (
        .clk         (clk),
        .rst         (rst),
        .cfg_en      (agg_en),
        .cfg_arbiter (core_out.ARBITER.node_id.value),
        .arb_v       (arb_agg_v),
        .arb_job     (arb_agg_job),
        .hx_valid    (hx_valid),
        .hx_src      (hx_src),
        .hx_job      (hx_hdr.agg_job),
        .port_req    (en_req),
        .ev_contrib  (ev_agg_contrib),
        .ev_sent     (ev_agg_sent),
        .ev_rly_in   (ev_agg_rly_in),
        .ev_rly_out  (ev_agg_rly_out),
        .rly_clr     (svlb_q_clr),
        .win_job     (agg_win),
        .req_job     (agg_req_job),
        .tx_job      (agg_tx_job),
        .inflight    (agg_inflight),
        .relay       (agg_relay),
        .relay_job   (agg_relay_job)
    );

    logic [LP_WORD_BITS-1:0]    ing_tdata;
    logic [LP_WORD_BITS/8-1:0]  ing_tkeep;
    logic                       ing_tvalid, ing_tready, ing_tlast;
    logic [LP_NODE_ID_BITS:0]   ing_tuser;   // {pin, destination}
    logic [$clog2(HOST_PORTS + 1)-1:0] ing_tid;
    logic                       ev_user_err, ev_cell_sent, ev_fake_sent;

    lp_host_mux #(
        .PORTS  (HOST_PORTS + 1),
        .DATA_W (LP_WORD_BITS),
        .USER_W (LP_NODE_ID_BITS + 1)
    ) u_mux (
        .clk           (clk),
        .rst           (rst),
        .s_axis_tdata  ({s_axis_int_tdata, en_tdata}),
        .s_axis_tkeep  ({s_axis_int_tkeep, en_tkeep}),
        .s_axis_tvalid ({s_axis_int_tvalid, en_tvalid}),
        .s_axis_tready ({s_axis_int_tready, en_tready}),
        .s_axis_tlast  ({s_axis_int_tlast, en_tlast}),
        .s_axis_tuser  ({{1'b0, s_axis_int_tdest}, en_tuser_pin}),
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
    wire logic lk_en = core_out.CTRL.lookup_en.value;

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
        .cfg_we           (lookup_out.LK_CMD.write.value),
        .cfg_addr         (lookup_out.LK_CMD.addr.value),
        .cfg_wdata        ({lookup_out.LK_ENTRY.valid.value, lookup_out.LK_ENTRY.kind.value, lookup_out.LK_ENTRY.key_hi.value,
                            lookup_out.LK_KEY_LO.key_lo.value, lookup_out.LK_ENTRY.node.value}),
        .cfg_raddr        (lookup_out.LK_CMD.addr.value),
        .cfg_rdata        (lk_rdata_unused),
        .cfg_default_mode (lookup_out.LK_CTRL.default_mode.value),
        .cfg_default_node (lookup_out.LK_CTRL.default_node.value),
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

    // ---------------------------------------------------------------- time synchronisation
    // lp_tsync: master or slave, its messages in sync cells, the slot grid, the transmit gate and the
    // acquisition of a slave that has never been locked (docs/time-sync.md "In the NIC core").
    logic                       ctl_ready, ctl_valid, ev_ctl_sent, ev_ctl_drop;
    logic [LP_NODE_ID_BITS-1:0] ctl_ready_dst;
    lp_msg_t                    ctl_msg, rx_msg;
    logic                       rx_msg_valid;
    lp_kind_e                   rx_msg_kind;
    logic [LP_NODE_ID_BITS-1:0] rx_msg_src;
    logic                       ts_slot_start, data_tx_en, acquire;
    logic [31:0]                ts_slot_idx, ts_slot_next_idx;
    logic ev_ts_exchange, ev_ts_timeout, ev_ts_lost, ev_ts_step, ev_ts_bad;
    logic ev_tsm_exchange, ev_tsm_timeout, ev_tsm_bad, ev_tsm_round;

    lp_tsync #(
        .TSYNC_MASTER (TSYNC_MASTER),
        .MAX_NODES    (MAX_NODES),
        .CELL_WORDS   (CELL_WORDS)
    ) u_tsync (
        .clk             (clk),
        .rst             (rst),
        .regs_out        (tsync_out),
        .regs_in         (tsync_in),
        .cfg_node        (cfg_node_id),
        .cfg_arbiter     (core_out.ARBITER.node_id.value),
        .cfg_guard       (slot_out.SLOT_TIMING.guard.value),
        .cfg_preamble    (slot_out.SLOT_TIMING.preamble.value),
        .cfg_tx_en       (cfg_tx_en),
        .rx_msg_valid    (rx_msg_valid),
        .rx_msg_kind     (rx_msg_kind),
        .rx_msg          (rx_msg),
        .ctl_ready       (ctl_ready),
        .ctl_ready_dst   (ctl_ready_dst),
        .ctl_valid       (ctl_valid),
        .ctl_msg         (ctl_msg),
        .slot_start      (ts_slot_start),
        .slot_idx        (ts_slot_idx),
        .slot_next_idx   (ts_slot_next_idx),
        .data_tx_en      (data_tx_en),
        .acquire         (acquire),
        .node_locked     (st_node_locked),
        .ev_ts_exchange  (ev_ts_exchange),
        .ev_ts_timeout   (ev_ts_timeout),
        .ev_ts_lost      (ev_ts_lost),
        .ev_ts_step      (ev_ts_step),
        .ev_ts_bad       (ev_ts_bad),
        .ev_tsm_exchange (ev_tsm_exchange),
        .ev_tsm_timeout  (ev_tsm_timeout),
        .ev_tsm_bad      (ev_tsm_bad),
        .ev_tsm_round    (ev_tsm_round)
    );

    // arbiter hooks: status for lp_arbiter's control plane
    assign st_slot_idx    = ts_slot_idx;
    assign st_num_ports   = core_out.NODE.num_ports.value;
    assign st_cycle_end   = rr_cycle_end;

    // The slot timer follows the synchronised grid: position in the round-robin cycle = global slot
    // index mod cycle length, so every node agrees on it.
    logic       align;
    logic [7:0] align_slot;

    lp_slot_align #(
        .SLOT_BITS (8)
    ) u_align (
        .clk        (clk),
        .rst        (rst),
        .grid_start (ts_slot_start),
        .grid_idx   (ts_slot_idx),
        .grid_next_idx (ts_slot_next_idx),
        .cfg_len    (rr_active_len),
        .align      (align),
        .align_slot (align_slot)
    );


    logic       slot_start, slot_on, next_valid, cur_rx_valid, ev_slot_adjust, ev_slot_realign;
    logic [7:0] slot_wl, next_wl;
    logic [LP_NODE_ID_BITS-1:0] cur_rx_src;

    // S-VLB build: cells between the transmitter, the receiver and the core. SVLB_CTRL.en switches the
    // cell paths through the core (change it only with CTRL.tx_en = 0 and no traffic in flight); with
    // it 0 an S-VLB build works exactly as a build without S-VLB.
    logic                       txc_tvalid, txc_tready, txc_tlast, vq_ask, vq_valid, vq_last, ev_vq_late;
    logic [LP_WORD_BITS-1:0]    txc_tdata, vq_data, rxc_tdata, dlv_tdata;
    logic [LP_NODE_ID_BITS-1:0] txc_tdest, vq_hop;
    logic                       rxc_tvalid, rxc_tlast, rxc_terr, dlv_tvalid, dlv_tready, dlv_tlast;
    // OCS path request for the headers of the arbiter's slot (S-VLB build: lp_ocs_reqgen)
    logic                       oq_v, ev_oq_sent;
    logic [LP_NODE_ID_BITS-1:0] oq_src, oq_dst;
    logic [LP_F_OCS_REQ_VOL_BITS-1:0] oq_vol;
    logic [LP_F_OCS_REQ_SVC_BITS-1:0] oq_svc;
    logic [LP_F_OCS_REQ_JOB_BITS-1:0] oq_job;

    // ---------------------------------------------------------------- ODDL control unit (ODDL = 1)
    // With ODDL_CTRL.en the control unit gives every slot's table entry: its flow's destination and
    // wavelength, lit only while the flow's link is up, and its receive source.
    logic                       od_on, od_tx_on, od_rx_on, od_laser_off, od_tuning;
    logic [7:0]                 od_wl;
    logic [LP_NODE_ID_BITS-1:0] od_tx_peer, od_rx_peer;
    logic [MAX_NODES-1:0]       tx_pend_mask;
    // the slot's entry: the control unit's or the round-robin table's (lp_oddl_slot_sel); the laser's
    // pre-tune and the SOA driver's enable follow the unit too
    logic                       soa_next_valid, soa_enable;
    logic [7:0]                 soa_next_wl;
    logic [9+2*LP_NODE_ID_BITS:0] tb_nx, tb_jn, tb_al;
    if (ODDL) begin : g_oddl
        lp_oddl #(.MAX_NODES(MAX_NODES), .NUM_WL(NUM_WL)) u_oddl (
            .clk, .rst,
            .regs_out   (oddl_out),
            .regs_in    (oddl_in),
            .s_axis_ctl_tdata, .s_axis_ctl_tkeep, .s_axis_ctl_tvalid, .s_axis_ctl_tready,
            .s_axis_ctl_tlast, .s_axis_ctl_tuser,
            .m_axis_ctl_tdata, .m_axis_ctl_tkeep, .m_axis_ctl_tvalid, .m_axis_ctl_tready, .m_axis_ctl_tlast,
            .cfg_block  (svlb_on),
            .slot_start (slot_start),
            .slot_on    (slot_on),
            .pend_mask  (tx_pend_mask),
            .hw_start   (oddl_hw_start),
            .hw_doorbell(oddl_hw_doorbell),
            .on         (od_on),
            .tx_on      (od_tx_on),
            .tx_wl      (od_wl),
            .tx_peer    (od_tx_peer),
            .rx_on      (od_rx_on),
            .rx_peer    (od_rx_peer),
            .laser_off  (od_laser_off),
            .tuning     (od_tuning),
            .irq        (oddl_irq)
        );
        lp_oddl_slot_sel u_slot_sel (
            .clk, .rst,
            .od_on, .od_tx_on, .od_wl, .od_tx_peer, .od_rx_on, .od_rx_peer, .od_laser_off,
            .rr_nx          (rr_nx),
            .rr_jn          (rr_jn),
            .rr_al          (rr_al),
            .next_valid     (next_valid),
            .next_wl        (next_wl),
            .soa_enable     (soa_out.SOA_CTRL.enable.value),
            .tb_nx, .tb_jn, .tb_al, .soa_next_valid, .soa_next_wl,
            .soa_en         (soa_enable)
        );
    end else begin : g_no_oddl
        assign {od_on, od_tx_on, od_rx_on, od_laser_off, od_tuning, od_wl, od_tx_peer, od_rx_peer} = '0;
        assign {tb_nx, tb_jn, tb_al} = {rr_nx, rr_jn, rr_al};
        assign {soa_next_valid, soa_next_wl, soa_enable} = {next_valid, next_wl, soa_out.SOA_CTRL.enable.value};
        assign oddl_in = '0;
        assign s_axis_ctl_tready = 1'b0;
        assign {m_axis_ctl_tdata, m_axis_ctl_tkeep, m_axis_ctl_tvalid, m_axis_ctl_tlast} = '0;
        assign oddl_irq = 1'b0;
        wire logic unused_oddl = &{1'b0, oddl_out,
                                   s_axis_ctl_tdata, s_axis_ctl_tkeep, s_axis_ctl_tvalid, s_axis_ctl_tlast,
                                   s_axis_ctl_tuser, m_axis_ctl_tready, tx_pend_mask,
                                   oddl_hw_start, oddl_hw_doorbell, od_on, od_rx_on, od_laser_off, od_wl,
                                   od_tx_peer, od_rx_peer};
    end
    assign oddl_st = {od_tx_on, od_tuning};

    lp_cell_tx #(
        .PAYLOAD_BYTES (PAYLOAD_BYTES),
        .MAX_NODES     (MAX_NODES),
        .VOQ           (SVLB)
    ) u_tx (
        .clk           (clk),
        .rst           (rst),
        .s_axis_tdata  (ing_tdata),
        .s_axis_tkeep  (ing_tkeep),
        .s_axis_tvalid (ing_tvalid),
        .s_axis_tready (ing_tready),
        .s_axis_tlast  (ing_tlast),
        .s_axis_tuser  (ing_tuser[LP_NODE_ID_BITS-1:0]),
        .s_axis_tagg   (ing_tuser[LP_NODE_ID_BITS]),
        .agg_job       (agg_tx_job),
        .agg_all       (arb_agg_v),
        .agg_tell      (arb_agg_v && arb_agg_tell),
        .hdr_take      (hdr_take),
        .ev_agg_sent   (ev_agg_sent),
        .ev_agg_relayed(ev_agg_rly_out),
        .align         (align),
        .align_slot    (align_slot),
        .ev_slot_adjust (ev_slot_adjust),
        .ev_slot_realign(ev_slot_realign),
        .cfg_ctl_en    (tsync_out.TSYNC_CTRL.en.value),
        .ctl_ready     (ctl_ready),
        .ctl_ready_dst (ctl_ready_dst),
        .ctl_valid     (ctl_valid),
        .ctl_kind      (LP_KIND_SYNC),
        .ctl_msg       (ctl_msg),
        .ev_ctl_sent   (ev_ctl_sent),
        .ev_ctl_drop   (ev_ctl_drop),
        .cur_rx_valid  (cur_rx_valid),
        .cur_rx_src    (cur_rx_src),
        .cfg_fake_en   (core_out.ARBITER.fake_en.value),
        .ocs_req_v     (oq_v),
        .ocs_req_src   (oq_src),
        .ocs_req_dst   (oq_dst),
        .ocs_req_vol   (oq_vol),
        .ocs_req_svc   (oq_svc),
        .ocs_req_job   (oq_job),
        .ev_req_sent   (ev_oq_sent),
        .cq_node       (cq_node),
        .cq_v          (cq_v),
        .cq_op         (cq_op),
        .cq_dst        (cq_dst),
        .cq_eff        (cq_eff),
        .cq_take       (cq_take),
        .cfg_idle_en   (core_out.CTRL.idle_cells.value),
        .cfg_arbiter_id(core_out.ARBITER.node_id.value),
        .ev_fake_sent  (ev_fake_sent),
        .cfg_lookup_en (core_out.CTRL.lookup_en.value),
        .lk_valid      (lkq_valid),
        .lk_drop       (lkq_drop),
        .lk_node       (lkq_node),
        .lk_pop        (lk_pop),
        .cfg_tx_en     (data_tx_en),
        .cfg_node_id   (cfg_node_id),
        .cfg_guard     (slot_out.SLOT_TIMING.guard.value),
        .cfg_preamble  (slot_out.SLOT_TIMING.preamble.value),
        .cfg_table_len (rr_active_len[7:0]),
        .tbl_la_last   (rr_la_last),
        .tbl_nx_slot   (rr_nx_slot),
        .tbl_nx        (tb_nx),
        .tbl_jn_slot   (rr_jn_slot),
        .tbl_jn        (tb_jn),
        .tbl_al_slot   (rr_al_slot),
        .tbl_al        (tb_al),
        .st_pend_mask  (tx_pend_mask),
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
        .ev_cell_sent  (ev_cell_sent),
        .cfg_voq       (svlb_on),
        .m_cell_tvalid (txc_tvalid),
        .m_cell_tready (txc_tready),
        .m_cell_tdata  (txc_tdata),
        .m_cell_tlast  (txc_tlast),
        .m_cell_tdest  (txc_tdest),
        .vq_ask        (vq_ask),
        .vq_hop        (vq_hop),
        .vq_valid      (vq_valid),
        .vq_data       (vq_data),
        .vq_last       (vq_last),
        .ev_vq_late    (ev_vq_late)
    );

    // ---------------------------------------------------------------- laser: SOA driver
    logic ev_soa_interlock, ev_soa_watchdog, ev_soa_fault, ev_soa_bad_req, ev_soa_late;
    logic st_soa_interlock, st_soa_watchdog, st_soa_fault, st_soa_fault_in;
    logic [7:0]        soa_dbg_wl;
    logic [2:0]        soa_dbg_state;
    logic [NUM_WL-1:0] soa_dbg_en;

    // Laser pre-tune and enable: lp_oddl_slot_sel in an ODDL build.
    lp_soa_driver #(
        .NUM_WL (NUM_WL),
        .OSR    (OSR)
    ) u_soa (
        .clk             (clk),
        .rst             (rst),
        .slot_start      (slot_start),
        .slot_on         (slot_on),
        .slot_wl         (slot_wl),
        .next_valid      (soa_next_valid),
        .next_wl         (soa_next_wl),
        .cfg_enable      (soa_enable),
        .cfg_pretune     (soa_out.SOA_CTRL.pretune.value),
        .cfg_dead_time   (soa_out.SOA_CTRL.dead_time.value),
        .cfg_edge_offset (soa_out.SOA_CTRL.edge_offset.value),
        .cfg_max_on      (soa_out.SOA_MAX_ON.cycles.value),
        .cfg_force_en    (soa_out.SOA_CTRL.force_en.value),
        .cfg_force_mask  (soa_out.SOA_FORCE.mask.value[NUM_WL-1:0]),
        .cfg_alarm_clear (soa_out.SOA_CTRL.alarm_clear.value),
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
    // Receive schedule: the source of each local slot (RR_TABLE.rx_src) is announced CDR_CTRL.rx_delay
    // clocks after the slot's local start, in the window in which its burst arrives (docs/cdr.md).
    // Acquisition (lp_tsync's acquire): until a slave's time has been locked once, its slot grid is
    // unrelated to the others' and the only bursts meant for it are the master's sync cells: every slot
    // announces the arbiter. (A node that is not yet synchronised therefore receives only from the
    // arbiter; others' cells to it are dropped and counted: CDR_PROTO / RX_DROP_WRONG_SRC.)
    // With the ODDL unit on, its step's source is announced instead: ODDL nodes need no common grid and
    // may have no time-sync master at all (the ZCU106 pair, docs/boards.md), so a node that never locked
    // still hears its peer.
    wire logic ann_arbiter = acquire && !od_on;
    logic                       ann_start, ev_sched_ovf;
    logic [LP_NODE_ID_BITS-1:0] ann_src;
    logic [4:0]                 sched_pending;

    lp_rx_sched #(
        .DEPTH (16)
    ) u_rx_sched (
        .clk            (clk),
        .rst            (rst),
        .slot_start     (slot_start),
        .slot_src_valid (cur_rx_valid || ann_arbiter),
        .slot_src       (ann_arbiter ? core_out.ARBITER.node_id.value : cur_rx_src),
        .cfg_delay      (cdr_out.CDR_CTRL.rx_delay.value),
        .ann_start      (ann_start),
        .ann_src        (ann_src),
        .st_pending     (sched_pending),
        .ev_overflow    (ev_sched_ovf)
    );

    logic [LP_WORD_BITS-1:0]      cdr_data;
    logic                         cdr_valid;
    logic [LP_NODE_ID_BITS-1:0]   cdr_src, cdr_ev_src_unused;
    logic ev_cdr_hit, ev_cdr_miss, ev_cdr_relock, ev_cdr_drop, ev_cdr_proto, ev_cdr_long, cdr_long_any;
    logic [$clog2(CDR_OSR)-1:0]   cdr_dbg_phase;
    logic                         cdr_dbg_known, cdr_dbg_long;

    lp_cdr_phase_cache #(
        .OSR  (CDR_OSR),
        .NSRC (MAX_NODES)
    ) u_cdr (
        .clk                (clk),
        .rst                (rst),
        .os_data            (ots_rx_os_data),
        .os_valid           (ots_rx_os_valid),
        .slot_start         (ann_start),
        .slot_src           (ann_src),
        .cfg_preamble_words (slot_out.SLOT_TIMING.preamble.value),
        .cfg_long_words     (cdr_out.CDR_CTRL.long_words.value),
        .cfg_cache_en       (cdr_out.CDR_CTRL.cache_en.value),
        .cfg_long_preamble  (cdr_out.CDR_CTRL.long_preamble.value),
        .cfg_default_phase  (cdr_out.CDR_CTRL.default_phase.value[$clog2(CDR_OSR)-1:0]),
        .cfg_cache_clr      (cdr_out.CDR_CTRL.cache_clr.value),
        .rx_data            (cdr_data),
        .rx_valid           (cdr_valid),
        .rx_src             (cdr_src),
        .ev_hit             (ev_cdr_hit),
        .ev_miss            (ev_cdr_miss),
        .ev_relock          (ev_cdr_relock),
        .ev_drop            (ev_cdr_drop),
        .ev_proto           (ev_cdr_proto),
        .ev_long_req        (ev_cdr_long),
        .ev_src             (cdr_ev_src_unused),
        .st_long_any        (cdr_long_any),
        .dbg_src            (cdr_out.CDR_DBG_SEL.src.value),
        .dbg_phase          (cdr_dbg_phase),
        .dbg_known          (cdr_dbg_known),
        .dbg_long           (cdr_dbg_long)
    );

    logic rx_busy, ev_wrong_src;
    logic ev_cell_ok, ev_frame, ev_pre, ev_hcrc, ev_pcrc, ev_misdir, ev_reasm, ev_dup, ev_reasm_to, ev_ovf;
    logic [6:0] rx_free_cells;
    logic         hdr_ctl_valid, ev_rx_fake, ev_rx_ctrl, ev_rx_sync;
    lp_cell_hdr_t hdr_ctl;    // every checked header (hx_valid): OCS configuration here, requests in lp_arbiter
    assign hx_hdr = hdr_ctl;

    lp_cell_rx #(
        .PAYLOAD_BYTES (PAYLOAD_BYTES),
        .NSRC          (MAX_NODES),
        .NCELLS        (64),
        .VOQ           (SVLB)
    ) u_rx (
        .clk                   (clk),
        .rst                   (rst),
        .ots_rx_data           (cdr_data),
        .ots_rx_valid          (cdr_valid),
        .ots_rx_src            (cdr_src),
        .cfg_src_check         (cdr_out.CDR_CTRL.src_check.value),
        .ev_drop_wrong_src     (ev_wrong_src),
        .msg_valid             (rx_msg_valid),
        .msg_kind              (rx_msg_kind),
        .msg_src               (rx_msg_src),
        .msg                   (rx_msg),
        .cfg_rx_en             (cfg_rx_en),
        .cfg_node_id           (cfg_node_id),
        .cfg_reasm_timeout     (core_out.REASM_TIMEOUT.cycles.value),
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
        .ctl_valid             (hdr_ctl_valid),
        .ctl_hdr               (hdr_ctl),
        .hx_valid              (hx_valid),
        .hx_src                (hx_src),
        .ev_rx_fake            (ev_rx_fake),
        .ev_rx_ctrl            (ev_rx_ctrl),
        .ev_rx_sync            (ev_rx_sync),
        .cfg_voq               (svlb_on),
        .m_cell_tvalid         (rxc_tvalid),
        .m_cell_tdata          (rxc_tdata),
        .m_cell_tlast          (rxc_tlast),
        .m_cell_terr           (rxc_terr),
        .s_cell_tvalid         (dlv_tvalid),
        .s_cell_tready         (dlv_tready),
        .s_cell_tdata          (dlv_tdata),
        .s_cell_tlast          (dlv_tlast)
    );

    // ---------------------------------------------------------------- S-VLB (lp_svlb_nic)
    logic        ev_sv_bad_dst, ev_sv_voq_drop, ev_sv_rx_ovf, ev_sv_misrouted, ev_sv_rx_bad, ev_sv_dram_rd_err;
    logic        ev_sv_delivered, ev_sv_tx_cell, ev_sv_tx_fake, ev_sv_tx_late, ev_dm_sat;
    logic        ev_rs_held, ev_rs_lost, ev_rs_late, ev_rs_resync, ev_rs_forced;
    logic        ev_ocs_tx, ev_ocs_fb, ev_ocs_rx, ev_ocs_rx_ovf, ev_ocs_rx_bad, ev_ocs_line_bad, ev_ocs_junk;
    logic        ev_ocs_abort, ev_ocs_tx_bad, ev_ocs_applied, ev_ocs_late, ev_ocs_refused, ev_ocs_link_lost;
    logic        ev_ocs_op, ev_ocs_op_repl, ev_ocs_op_ign, ev_ocs_op_same;

    if (SVLB) begin : g_svlb
        lp_svlb_nic #(
            .MAX_NODES  (MAX_NODES),
            .CELL_WORDS (CELL_WORDS),
            .AXI_ADDR_W (AXI_ADDR_W),
            .AXI_ID_W   (AXI_ID_W)
        ) u_svlb (
            .clk              (clk),
            .rst              (rst),
            .regs_out         (svlb_out),
            .regs_in          (svlb_in),
            .cfg_sirius       (core_out.CTRL.sirius.value),
            .cfg_node         (cfg_node_id),
            .cfg_nodes        (core_out.NODE.num_ports.value),
            .cfg_arbiter      (core_out.ARBITER.node_id.value),
            .on               (svlb_on),
            .q_clr            (svlb_q_clr),
            .hx_valid         (hx_valid),
            .hx_src           (hx_src),
            .hx_hdr           (hdr_ctl),
            .slot_start       (ts_slot_start),
            .slot_idx         (ts_slot_idx),
            .cycle_end        (rr_cycle_end),
            .s_axis_tvalid    (txc_tvalid),
            .s_axis_tready    (txc_tready),
            .s_axis_tdata     (txc_tdata),
            .s_axis_tlast     (txc_tlast),
            .s_axis_tdest     (txc_tdest),
            .m_axis_tvalid    (dlv_tvalid),
            .m_axis_tready    (dlv_tready),
            .m_axis_tdata     (dlv_tdata),
            .m_axis_tlast     (dlv_tlast),
            .slot_v           (vq_ask),
            .slot_hop         (vq_hop),
            .tx_valid         (vq_valid),
            .tx_data          (vq_data),
            .tx_last          (vq_last),
            .rx_valid         (rxc_tvalid),
            .rx_data          (rxc_tdata),
            .rx_last          (rxc_tlast),
            .rx_err           (rxc_terr),
            .ocs_tx_data      (ocs_tx_data),
            .ocs_tx_valid     (ocs_tx_valid),
            .ocs_rx_data      (ocs_rx_data),
            .ocs_rx_valid     (ocs_rx_valid),
            .ocs_link         (ocs_link),
            .req_v            (oq_v),
            .req_src          (oq_src),
            .req_dst          (oq_dst),
            .req_vol          (oq_vol),
            .req_svc          (oq_svc),
            .req_job          (oq_job),
            .ev_sv_bad_dst, .ev_sv_voq_drop, .ev_sv_dram_rd_err, .ev_sv_rx_ovf, .ev_sv_misrouted, .ev_sv_rx_bad,
            .ev_sv_delivered, .ev_sv_tx_cell, .ev_sv_tx_fake, .ev_sv_tx_late, .ev_dm_sat,
            .ev_rs_held, .ev_rs_lost, .ev_rs_late, .ev_rs_resync, .ev_rs_forced,
            .ev_ocs_tx, .ev_ocs_fb, .ev_ocs_rx, .ev_ocs_rx_ovf, .ev_ocs_rx_bad, .ev_ocs_line_bad, .ev_ocs_junk,
            .ev_ocs_abort, .ev_ocs_tx_bad, .ev_ocs_applied, .ev_ocs_late, .ev_ocs_refused, .ev_ocs_link_lost,
            .ev_ocs_op, .ev_ocs_op_repl, .ev_ocs_op_ign, .ev_ocs_op_same,
            .ev_rly_agg       (ev_agg_rly_in),
            .m_axi_awid, .m_axi_awaddr, .m_axi_awlen, .m_axi_awsize, .m_axi_awburst, .m_axi_awlock,
            .m_axi_awcache, .m_axi_awprot, .m_axi_awqos, .m_axi_awvalid, .m_axi_awready,
            .m_axi_wdata, .m_axi_wstrb, .m_axi_wlast, .m_axi_wvalid, .m_axi_wready,
            .m_axi_bid, .m_axi_bresp, .m_axi_bvalid, .m_axi_bready,
            .m_axi_arid, .m_axi_araddr, .m_axi_arlen, .m_axi_arsize, .m_axi_arburst, .m_axi_arlock,
            .m_axi_arcache, .m_axi_arprot, .m_axi_arqos, .m_axi_arvalid, .m_axi_arready,
            .m_axi_rid, .m_axi_rdata, .m_axi_rresp, .m_axi_rlast, .m_axi_rvalid, .m_axi_rready
        );
    end else begin : g_nosvlb
        assign {txc_tready, vq_valid, vq_data, vq_last, dlv_tvalid, dlv_tdata, dlv_tlast} = '0;
        assign {ev_sv_bad_dst, ev_sv_voq_drop, ev_sv_rx_ovf, ev_sv_misrouted, ev_sv_rx_bad} = '0;
        assign {svlb_on, svlb_q_clr} = '0;
        assign svlb_in = '0;
        assign ev_sv_dram_rd_err = 1'b0;
        assign ev_agg_rly_in = 1'b0;
        assign {ev_sv_delivered, ev_sv_tx_cell, ev_sv_tx_fake, ev_sv_tx_late, ev_dm_sat} = '0;
        assign {ev_rs_held, ev_rs_lost, ev_rs_late, ev_rs_resync, ev_rs_forced} = '0;
        assign {ev_ocs_tx, ev_ocs_fb, ev_ocs_rx, ev_ocs_rx_ovf, ev_ocs_rx_bad, ev_ocs_line_bad, ev_ocs_junk} = '0;
        assign {ev_ocs_abort, ev_ocs_tx_bad, ev_ocs_applied, ev_ocs_late, ev_ocs_refused, ev_ocs_link_lost} = '0;
        assign {ocs_tx_data, ocs_tx_valid} = '0;
        assign {ev_ocs_op, ev_ocs_op_repl, ev_ocs_op_ign, ev_ocs_op_same} = '0;
        assign {oq_v, oq_src, oq_dst, oq_vol, oq_svc, oq_job} = '0;
        assign {m_axi_awid, m_axi_awaddr, m_axi_awlen, m_axi_awsize, m_axi_awburst, m_axi_awlock, m_axi_awcache,
                m_axi_awprot, m_axi_awqos, m_axi_awvalid, m_axi_wdata, m_axi_wstrb, m_axi_wlast, m_axi_wvalid,
                m_axi_bready, m_axi_arid, m_axi_araddr, m_axi_arlen, m_axi_arsize, m_axi_arburst, m_axi_arlock,
                m_axi_arcache, m_axi_arprot, m_axi_arqos, m_axi_arvalid, m_axi_rready} = '0;
        wire logic unused_nosvlb = &{1'b0, txc_tvalid, txc_tdata, txc_tlast, txc_tdest, vq_ask, vq_hop, rxc_tvalid,
                                     rxc_tdata, rxc_tlast, rxc_terr, dlv_tready, m_axi_awready, m_axi_wready,
                                     m_axi_bid, m_axi_bresp, m_axi_bvalid, m_axi_arready, m_axi_rid, m_axi_rdata,
                                     m_axi_rresp, m_axi_rlast, m_axi_rvalid, ev_vq_late,
                                     svlb_out.SVLB_CTRL.en.value, svlb_out.SVLB_CTRL.apply.value,
                                     svlb_out.SVLB_CTRL.region_log2.value, svlb_out.SVLB_DRAM_BASE.addr.value,
                                     svlb_out.SVLB_LOCAL_CELLS.cells.value, svlb_out.SVLB_RELAY_CELLS.cells.value,
                                     svlb_out.SVLB_Q.q.value, svlb_out.SVLB_Q.sel_thr.value,
                                     svlb_out.SVLB_PARAM.req_max.value, svlb_out.SVLB_PARAM.fill.value,
                                     svlb_out.SVLB_PARAM.fifo_cells.value, svlb_out.SVLB_PARAM.ttl.value,
                                     svlb_out.SVLB_QSEL.q.value, svlb_out.DM_CTRL.phase.value,
                                     svlb_out.DM_CTRL.sel.value, svlb_out.SVLB_RESEQ.ttl.value,
                                     svlb_out.SVLB_OCS.v.value, svlb_out.SVLB_OCS.up.value,
                                     svlb_out.SVLB_OCS.arm.value, svlb_out.SVLB_OCS.now.value,
                                     svlb_out.SVLB_OCS.dst.value, svlb_out.SVLB_OCS_AT.slot.value,
                                     svlb_out.SVLB_OCS.from_arb.value, svlb_out.SVLB_OCS.tx_link.value,
                                     svlb_out.OCS_REQ.en.value,
                                     svlb_out.OCS_REQ.q.value, svlb_out.OCS_REQ.svc.value,
                                     svlb_out.OCS_REQ.job.value, ocs_rx_data, ocs_rx_valid, ocs_link};
    end

    // ---------------------------------------------------------------- status
    assign core_in.STATUS.tx_pending.next    = |frame_pending;
    assign core_in.STATUS.rx_busy.next       = rx_busy;
    assign core_in.STATUS.slot_idx.next      = dbg_slot;
    assign core_in.STATUS.rx_free_cells.next = rx_free_cells;
    assign slot_in.RR_STATUS.pending.next    = rr_pending;
    assign slot_in.RR_STATUS.error_code.next = rr_err_code;
    assign slot_in.RR_STATUS.error_slot.next = rr_err_slot;
    assign slot_in.RR_STATUS.active_len.next = rr_active_len;
    assign soa_in.SOA_STATUS.interlock.next = st_soa_interlock;
    assign soa_in.SOA_STATUS.watchdog.next  = st_soa_watchdog;
    assign soa_in.SOA_STATUS.fault.next     = st_soa_fault;
    assign soa_in.SOA_STATUS.fault_in.next  = st_soa_fault_in;
    assign soa_in.SOA_STATUS.state.next     = soa_dbg_state;
    assign soa_in.SOA_STATUS.wl.next        = soa_dbg_wl;

    assign cdr_in.CDR_STATUS.long_any.next      = cdr_long_any;
    assign cdr_in.CDR_STATUS.dbg_phase.next     = 3'(cdr_dbg_phase);
    assign cdr_in.CDR_STATUS.dbg_known.next     = cdr_dbg_known;
    assign cdr_in.CDR_STATUS.dbg_long.next      = cdr_dbg_long;
    assign cdr_in.CDR_STATUS.sched_pending.next = sched_pending;


    assign agg_in.AGG_STATUS.win_job.next  = agg_win;
    assign agg_in.AGG_STATUS.req_job.next  = agg_req_job;
    assign agg_in.AGG_STATUS.inflight.next = agg_inflight;
    assign agg_in.AGG_RELAY.cells.next     = agg_relay;
    assign agg_in.AGG_RELAY.job.next       = agg_relay_job;

    // ---------------------------------------------------------------- statistics (lp_stats)
    // One event pulse per counter of rtl/regs/lp_nic_stats.rdl, indexed by its generated constant; the
    // block counts them in its counter RAM, CTRL.cnt_clr clears them (docs/stats.md).
    logic [LP_NIC_STATS_N-1:0] st_ev;
    logic                      st_busy_unused;
`define LP_EV(IDX, EV) assign st_ev[IDX] = (EV);
    for (genvar p = 0; p < CNT_PORTS; p++) begin : g_ev_port  // per host port; a port beyond HOST_PORTS stays at 0
        `LP_EV(LP_NIC_STATS_TX_FRAMES + p,          (p < HOST_PORTS) && ev_frame_ok[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_TX_DROP_RUNT + p,       (p < HOST_PORTS) && ev_runt[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_TX_DROP_OVERSIZE + p,   (p < HOST_PORTS) && ev_oversize[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_TX_DROP_TIMEOUT + p,    (p < HOST_PORTS) && ev_timeout[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_TX_DROP_MAC_ERR + p,    (p < HOST_PORTS) && ev_mac_err[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_AGG_UPLOADS + p,        (p < HOST_PORTS) && ev_agg_upload[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_AGG_CONTRIBS + p,       (p < HOST_PORTS) && ev_agg_contrib[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_AGG_UNREG + p,          (p < HOST_PORTS) && ev_agg_unreg[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_AGG_BAD + p,            (p < HOST_PORTS) && ev_agg_bad[p % HOST_PORTS])
        `LP_EV(LP_NIC_STATS_AGG_HOLD + p,           (p < HOST_PORTS) && ev_agg_hold[p % HOST_PORTS])
    end
    `LP_EV(LP_NIC_STATS_AGG_CELLS,              ev_agg_sent)
    `LP_EV(LP_NIC_STATS_AGG_RELAYED,            ev_agg_rly_in)
    `LP_EV(LP_NIC_STATS_LK_HIT_IP,              ev_lk_hit_ip && lk_en)
    `LP_EV(LP_NIC_STATS_LK_HIT_MAC,             ev_lk_hit_mac && lk_en)
    `LP_EV(LP_NIC_STATS_LK_MISS_DROP,           ev_lk_miss_drop && lk_en)
    `LP_EV(LP_NIC_STATS_LK_MISS_DEFAULT,        ev_lk_miss_default && lk_en)
    `LP_EV(LP_NIC_STATS_LK_MCAST_DROP,          ev_lk_mcast_drop && lk_en)
    `LP_EV(LP_NIC_STATS_LK_CFG_REFUSED,         ev_lk_refused)
    `LP_EV(LP_NIC_STATS_RR_SWAPS,               ev_rr_swapped)
    `LP_EV(LP_NIC_STATS_RR_REJECTS,             ev_rr_reject)
    `LP_EV(LP_NIC_STATS_RR_CFG_REFUSED,         ev_rr_refused)
    `LP_EV(LP_NIC_STATS_TX_CELLS,               ev_cell_sent)
    `LP_EV(LP_NIC_STATS_TX_FAKE,                ev_fake_sent)
    `LP_EV(LP_NIC_STATS_TX_SYNC,                ev_ctl_sent)
    `LP_EV(LP_NIC_STATS_HOST_USER_ERR,          ev_user_err)
    `LP_EV(LP_NIC_STATS_RX_CELLS,               ev_cell_ok)
    `LP_EV(LP_NIC_STATS_RX_FRAMES,              ev_frame)
    `LP_EV(LP_NIC_STATS_RX_DROP_PREAMBLE,       ev_pre)
    `LP_EV(LP_NIC_STATS_RX_DROP_HCRC,           ev_hcrc)
    `LP_EV(LP_NIC_STATS_RX_DROP_PCRC,           ev_pcrc)
    `LP_EV(LP_NIC_STATS_RX_DROP_MISDIRECTED,    ev_misdir)
    `LP_EV(LP_NIC_STATS_RX_DROP_REASM,          ev_reasm)
    `LP_EV(LP_NIC_STATS_RX_DROP_DUP,            ev_dup)
    `LP_EV(LP_NIC_STATS_RX_DROP_REASM_TIMEOUT,  ev_reasm_to)
    `LP_EV(LP_NIC_STATS_RX_DROP_OVERFLOW,       ev_ovf)
    `LP_EV(LP_NIC_STATS_RX_DROP_WRONG_SRC,      ev_wrong_src)
    `LP_EV(LP_NIC_STATS_RX_FAKE,                ev_rx_fake)
    `LP_EV(LP_NIC_STATS_RX_CTRL,                ev_rx_ctrl)
    `LP_EV(LP_NIC_STATS_RX_SYNC,                ev_rx_sync)
    `LP_EV(LP_NIC_STATS_SOA_INTERLOCK,          ev_soa_interlock)
    `LP_EV(LP_NIC_STATS_SOA_WATCHDOG,           ev_soa_watchdog)
    `LP_EV(LP_NIC_STATS_SOA_FAULT,              ev_soa_fault)
    `LP_EV(LP_NIC_STATS_SOA_BAD_REQ,            ev_soa_bad_req)
    `LP_EV(LP_NIC_STATS_SOA_PRETUNE_LATE,       ev_soa_late)
    `LP_EV(LP_NIC_STATS_PHY_BURSTS,             phy_ev[0])
    `LP_EV(LP_NIC_STATS_PHY_SD_GLITCH,          phy_ev[1])
    `LP_EV(LP_NIC_STATS_PHY_SD_GAP,             phy_ev[2])
    `LP_EV(LP_NIC_STATS_PHY_RX_FIFO_ERR,        phy_ev[3])
    `LP_EV(LP_NIC_STATS_CDR_HIT,                ev_cdr_hit)
    `LP_EV(LP_NIC_STATS_CDR_MISS,               ev_cdr_miss)
    `LP_EV(LP_NIC_STATS_CDR_RELOCK,             ev_cdr_relock)
    `LP_EV(LP_NIC_STATS_CDR_DROP,               ev_cdr_drop)
    `LP_EV(LP_NIC_STATS_CDR_PROTO,              ev_cdr_proto)
    `LP_EV(LP_NIC_STATS_CDR_LONG_REQ,           ev_cdr_long)
    `LP_EV(LP_NIC_STATS_RX_SCHED_OVERFLOW,      ev_sched_ovf)
    `LP_EV(LP_NIC_STATS_TSYNC_EXCHANGES,        ev_ts_exchange)
    `LP_EV(LP_NIC_STATS_TSYNC_TIMEOUTS,         ev_ts_timeout)
    `LP_EV(LP_NIC_STATS_TSYNC_LOST,             ev_ts_lost)
    `LP_EV(LP_NIC_STATS_TSYNC_STEPS,            ev_ts_step)
    `LP_EV(LP_NIC_STATS_TSYNC_BAD_MSGS,         ev_ts_bad)
    `LP_EV(LP_NIC_STATS_TX_SYNC_DROP,           ev_ctl_drop)
    `LP_EV(LP_NIC_STATS_SLOT_ADJUST,            ev_slot_adjust)
    `LP_EV(LP_NIC_STATS_SLOT_REALIGN,           ev_slot_realign)
    `LP_EV(LP_NIC_STATS_TSM_EXCHANGES,          ev_tsm_exchange)
    `LP_EV(LP_NIC_STATS_TSM_TIMEOUTS,           ev_tsm_timeout)
    `LP_EV(LP_NIC_STATS_TSM_BAD_MSGS,           ev_tsm_bad)
    `LP_EV(LP_NIC_STATS_TSM_ROUNDS,             ev_tsm_round)
    `LP_EV(LP_NIC_STATS_SVLB_HOST_BAD_DST,      ev_sv_bad_dst)
    `LP_EV(LP_NIC_STATS_SVLB_VOQ_DROP,          ev_sv_voq_drop)
    `LP_EV(LP_NIC_STATS_SVLB_DRAM_RD_ERR,       ev_sv_dram_rd_err)
    `LP_EV(LP_NIC_STATS_SVLB_RX_OVERFLOW,       ev_sv_rx_ovf)
    `LP_EV(LP_NIC_STATS_SVLB_RX_MISROUTED,      ev_sv_misrouted)
    `LP_EV(LP_NIC_STATS_SVLB_RX_BAD,            ev_sv_rx_bad)
    `LP_EV(LP_NIC_STATS_SVLB_DELIVERED,         ev_sv_delivered)
    `LP_EV(LP_NIC_STATS_SVLB_TX_CELLS,          ev_sv_tx_cell)
    `LP_EV(LP_NIC_STATS_SVLB_TX_FAKE,           ev_sv_tx_fake)
    `LP_EV(LP_NIC_STATS_SVLB_TX_LATE,           ev_sv_tx_late)
    `LP_EV(LP_NIC_STATS_TX_VQ_LATE,             ev_vq_late)
    `LP_EV(LP_NIC_STATS_DM_SATURATED,           ev_dm_sat)
    `LP_EV(LP_NIC_STATS_RESEQ_HELD,             ev_rs_held)
    `LP_EV(LP_NIC_STATS_RESEQ_LOST,             ev_rs_lost)
    `LP_EV(LP_NIC_STATS_RESEQ_LATE,             ev_rs_late)
    `LP_EV(LP_NIC_STATS_RESEQ_RESYNC,           ev_rs_resync)
    `LP_EV(LP_NIC_STATS_RESEQ_FORCED,           ev_rs_forced)
    `LP_EV(LP_NIC_STATS_OCS_TX,                 ev_ocs_tx)
    `LP_EV(LP_NIC_STATS_OCS_FALLBACK,           ev_ocs_fb)
    `LP_EV(LP_NIC_STATS_OCS_RX,                 ev_ocs_rx)
    `LP_EV(LP_NIC_STATS_OCS_RX_OVERFLOW,        ev_ocs_rx_ovf)
    `LP_EV(LP_NIC_STATS_OCS_RX_BAD,             ev_ocs_rx_bad)
    `LP_EV(LP_NIC_STATS_OCS_LINE_BAD,           ev_ocs_line_bad)
    `LP_EV(LP_NIC_STATS_OCS_LINE_JUNK,          ev_ocs_junk)
    `LP_EV(LP_NIC_STATS_OCS_LINE_ABORT,         ev_ocs_abort)
    `LP_EV(LP_NIC_STATS_OCS_TX_BAD,             ev_ocs_tx_bad)
    `LP_EV(LP_NIC_STATS_OCS_CFG_APPLIED,        ev_ocs_applied)
    `LP_EV(LP_NIC_STATS_OCS_REQ_SENT,           ev_oq_sent)
    `LP_EV(LP_NIC_STATS_OCS_OPS,                ev_ocs_op)
    `LP_EV(LP_NIC_STATS_OCS_OPS_REPLACED,       ev_ocs_op_repl)
    `LP_EV(LP_NIC_STATS_OCS_OPS_IGNORED,        ev_ocs_op_ign)
    `LP_EV(LP_NIC_STATS_OCS_OPS_SAME,           ev_ocs_op_same)
    `LP_EV(LP_NIC_STATS_OCS_CFG_LATE,           ev_ocs_late)
    `LP_EV(LP_NIC_STATS_OCS_CFG_REFUSED,        ev_ocs_refused)
    `LP_EV(LP_NIC_STATS_OCS_LINK_LOST,          ev_ocs_link_lost)
`undef LP_EV

    // The register blocks of the build: S-VLB/OCS only with SVLB, aggregation only with AGG, the ODDL
    // control unit only with ODDL, the board's host lanes only with HOST (their sub-windows answer DECERR
    // otherwise, their hwif outputs read 0).
    localparam logic [LP_NIC_NODE_BLOCKS-1:0] NODE_PRESENT =
        ~((LP_NIC_NODE_BLOCKS'(!SVLB) << LP_NIC_NODE_SVLB) | (LP_NIC_NODE_BLOCKS'(!AGG) << LP_NIC_NODE_AGG) |
          (LP_NIC_NODE_BLOCKS'(!ODDL) << LP_NIC_NODE_ODDL) | (LP_NIC_NODE_BLOCKS'(!HOST) << LP_NIC_NODE_HOST));

    lp_axil_req_t node_req;
    lp_axil_rsp_t node_rsp;
    `LP_AXIL_SLAVE_PACK(s_axil, node_req, node_rsp)

    lp_nic_node_regs #(
        .PRESENT (NODE_PRESENT)
    ) u_regs (
        .clk            (clk),
        .rst            (rst),
        .s_axil_req     (node_req),
        .s_axil_rsp     (node_rsp),
        .core_in (core_in), .core_out (core_out), .stats_ev (st_ev), .stats_clr (cnt_clr),
        .stats_busy (st_busy_unused), .slot_in (slot_in), .slot_out (slot_out), .lookup_out (lookup_out),
        .soa_in (soa_in), .soa_out (soa_out), .cdr_in (cdr_in), .cdr_out (cdr_out),
        .tsync_in (tsync_in), .tsync_out (tsync_out), .phy_out (phy_out), .svlb_in (svlb_in),
        .svlb_out (svlb_out), .agg_in (agg_in), .agg_out (agg_out), .oddl_in (oddl_in), .oddl_out (oddl_out),
        .irq_in (irq_in), .irq_out (irq_out),
        .host_in (host_in), .host_out (host_out)
    );

    assign phy_sd_delay     = phy_out.PHY_CTRL.sd_delay.value;
    assign phy_sd_min_words = phy_out.PHY_CTRL.sd_min_words.value;
    assign phy_sd_min_gap   = phy_out.PHY_CTRL.sd_min_gap.value;
    assign phy_slip         = phy_out.PHY_CTRL.slip.value;

    // ---------------------------------------------------------------- interrupt (lp_irq)
    // The sources of block irq (rtl/regs/lp_nic_irq.rdl), one per field; its registers all have the same
    // fields. Every mapping goes by field name: LP_IRQ_VEC turns a register's (or the source struct's)
    // fields into lp_irq's source vector (index 0 rightmost; the enable and test fields are one-bit
    // structs {value}). The laser fault and the time-sync lock are levels: their edges are the events.
    typedef lp_nic_irq__IRQ_STATUS__external__fields__in_t irq_bits_t;
    localparam int IRQ_N = $bits(lp_nic_irq__IRQ_ENABLE__out_t);
    localparam irq_bits_t IRQ_RISE = '{laser_fault: 1'b1, tsync_locked: 1'b1, default: '0};
    localparam irq_bits_t IRQ_FALL = '{tsync_lost: 1'b1, default: '0};
`define LP_IRQ_VEC(R) {R.host, R.rr_reject, R.rx_err, R.tsync_locked, R.tsync_lost, R.soa_alarm, R.laser_fault}
    wire logic ts_locked = tsync_in.TSYNC_STATUS.locked.next;
    irq_bits_t        irq_src;
    logic [IRQ_N-1:0] irq_status;
    assign irq_src._reserved_31_7 = '0;   // the register's unused bits: no source
    assign irq_src.laser_fault     = st_soa_fault_in;
    assign irq_src.soa_alarm       = ev_soa_interlock || ev_soa_watchdog;
    assign irq_src.tsync_lost      = ts_locked;
    assign irq_src.tsync_locked    = ts_locked;
    assign irq_src.rx_err          = ev_hcrc || ev_pcrc || ev_ovf;
    assign irq_src.rr_reject       = ev_rr_reject;
    assign irq_src.host            = |irq_host_ev;

    lp_irq #(
        .N    (IRQ_N),
        .RISE (`LP_IRQ_VEC(IRQ_RISE)),
        .FALL (`LP_IRQ_VEC(IRQ_FALL))
    ) u_irq (
        .clk           (clk),
        .rst           (rst),
        .src           (`LP_IRQ_VEC(irq_src)),
        .test          (`LP_IRQ_VEC(irq_out.IRQ_TEST)),
        .enable        (`LP_IRQ_VEC(irq_out.IRQ_ENABLE)),
        .reg_req       (irq_out.IRQ_STATUS.req),
        .reg_req_is_wr (irq_out.IRQ_STATUS.req_is_wr),
        .reg_wr_data   (`LP_IRQ_VEC(irq_out.IRQ_STATUS.wr_data)),
        .reg_wr_biten  (`LP_IRQ_VEC(irq_out.IRQ_STATUS.wr_biten)),
        .reg_rd_ack    (irq_in.IRQ_STATUS.rd_ack),
        .reg_wr_ack    (irq_in.IRQ_STATUS.wr_ack),
        .status        (irq_status),
        .irq           (irq)
    );
    assign `LP_IRQ_VEC(irq_in.IRQ_STATUS.rd_data) = irq_status;
    assign irq_in.IRQ_STATUS.rd_data._reserved_31_7 = '0;
    assign irq_in.IRQ_RAW.laser_fault.next  = st_soa_fault_in;
    assign irq_in.IRQ_RAW.tsync_locked.next = ts_locked;
`undef LP_IRQ_VEC

    // ---------------------------------------------------------------- ILA: SOA debug bundle
    // Probe list rtl/debug/lp_ila_soa.toml (docs/ila-probes.md), registered in lp_ila_soa_bundle.
    lp_ila_soa_bundle #(
        .NUM_WL (NUM_WL)
    ) u_ila (
        .clk        (clk),
        .rst        (rst),
        .slot_idx   (dbg_slot),
        .slot_word  (dbg_word),
        .slot_phase (dbg_phase),
        .sending    (dbg_sending),
        .wl         (soa_dbg_wl),
        .soa_en     (soa_dbg_en),
        .laser_en   (laser_en),
        .soa_fault  (st_soa_fault),
        .rx_burst   (ots_rx_os_valid),
        .cdr_hit    (ev_cdr_hit),
        .cdr_miss   (ev_cdr_miss),
        .cdr_phase  (3'(cdr_dbg_phase)),
        .crc_err    (ev_hcrc || ev_pcrc),
        .dbg_ila    (dbg_ila)
    );

    // ev_mux_frame duplicates TX_FRAMES per port; the source port id is not carried in cells yet
    // partial (byte-enable) writes of RR_TABLE write the whole entry: firmware writes whole words
    wire logic unused_ok = &{1'b0, soa_out.SOA_FORCE.mask.value, ev_mux_frame, ing_tid, rr_active_len[8],
                              slot_out.RR_TABLE[0].wr_biten, lk_hit, lkq_ready_unused, lkq_count,
                              lk_rdata_unused, hdr_ctl_valid, hdr_ctl, cdr_ev_src_unused,
                              rx_msg_src, rr_rd_valid, rr_rd_wl, rr_rd_dst, rr_rd_rx_valid, rr_rd_rx_src,
                              agg_job_valid, agg_job_id, agg_job_node, agg_out.AGG_CTRL,    // AGG = 0: no encoders
                              irq_src._reserved_31_7};
endmodule

`default_nettype wire
