// lp_arbiter: the Mercury arbiter (docs/arbiter.md; Mercury 3.1-3.2). It is a NIC in the round robin (it relays cells like any node) plus the OCS control plane:
//
//   lp_nic_core (TSYNC_MASTER = 1): the NIC core and the time-sync master; every received header that
//       passed the checks comes out on hx_*, the transmit path asks for the operation of each slot's
//       destination on cq_*, and the master's per-node lock and global slot grid come out on st_*
//   lp_arb_ctrl: request collector -> MEPC engine (SpinalHDL, generated) -> circuit keeper
//   lp_arb_regs (PeakRDL, rtl/regs/lp_arb_regs.rdl) on its own AXI4-Lite port s_axil_arb_*: parameters,
//       commands, the firmware's read ports (configuration, requests, demand table), counters, interrupt
//
// Requests: a header with ocs_req_v (CTRL.req_en) is one request; its sender is the burst's scheduled
// source (hx_src), its sync state the master's lock of that node. Operations: each published operation
// waits in the keeper's per-node queue until the next slot to its node carries it (lp_cell_tx lights
// that slot with a fake cell if it has nothing else), within one round-robin cycle. irq is level:
// INTR_STATUS.cfg (set by every published configuration, write 1 to clear) and INTR_ENABLE.cfg.
// The NIC core keeps its own register map (the node map lp_nic_node) on s_axil_*; a board joins the two ports with
// its AXI interconnect. The arbiter's own OCS port is staged by firmware (its SVLB_OCS registers): an
// operation the keeper queues for the arbiter's own node is never sent (no slot leads to oneself).
`default_nettype none
`include "lp_axi.svh"

module lp_arbiter
    import lp_cell_pkg::*;
    import lp_axi_pkg::*;
    import lp_agg_pkg::*;
    import lp_nic_node_pkg::*;
#(
    parameter int HOST_PORTS    = 2,
    parameter int NUM_WL        = 8,
    parameter int OSR           = 8,
    parameter int MAX_NODES     = 16,     // nodes of the fabric = the MEPC engine's port count (4, 8 or 16)
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int CDR_OSR       = 4,
    parameter bit SVLB          = 1'b0,
    parameter bit ODDL          = 1'b0,   // the NIC core's ODDL control unit (lp_nic_core)
    parameter bit AGG           = 1'b0,   // in-network aggregation engine and window scheduler (docs/agg.md)
    parameter bit HOST          = 1'b0,   // the NIC core's host block (board lanes, host_in / host_out)
    parameter int AGG_SLOTS     = 128,    // aggregation slots of the engine: AGG_SLOTS / 4 per job entry
    parameter int AXI_ADDR_W    = 32,
    parameter int AXI_ID_W      = 4
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // AXI4-Lite control port of the NIC core: its node map (lp_nic_node_pkg)
    `LP_AXIL_SLAVE_PORTS(s_axil, LP_NIC_NODE_ADDR_W),

    // host ports, towards the network (one per MAC)
    `LP_AXIS_SLAVE_PORTS_N(s_axis, HOST_PORTS, LP_WORD_BITS),
    input  wire logic [HOST_PORTS-1:0]                      s_axis_tuser,   // MAC error (bad FCS) on the last beat
    input  wire logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] s_axis_tdest,   // destination node

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

    // ODDL (ODDL = 1; its registers are the block oddl of the node map on s_axil_*): electrical control
    // port (10GbE MAC side), interrupt, and {link up, tuning} for testbench assertions and the ILA
    `LP_AXIS_SLAVE_PORTS(s_axis_ctl, 64),
    input  wire logic                          s_axis_ctl_tuser,
    `LP_AXIS_MASTER_PORTS(m_axis_ctl, 64),
    output logic                               oddl_irq,
    output logic [1:0]                         oddl_st,
    input  wire logic                          oddl_hw_start,     // host doorbells of the NIC core's ODDL block
    input  wire logic                          oddl_hw_doorbell,
    // the NIC core's interrupt (block irq of the node map): the board's host-side events, the line
    input  wire logic [1:0]                    irq_host_ev,
    output logic                               irq_nic,

    // ILA debug bundle
    output logic [7:0]                         dbg_slot,
    output logic [10:0]                        dbg_word,
    output logic [2:0]                         dbg_phase,
    output logic                               dbg_sending,
    output lp_ila_pkg::lp_ila_soa_t            dbg_ila,
    output logic [3:0]                         phy_sd_delay,
    output logic [3:0]                         phy_sd_min_words,
    output logic [3:0]                         phy_sd_min_gap,
    output logic [7:0]                         phy_slip,
    input  wire logic [3:0]                    phy_ev,
    input  wire lp_nic_host_pkg::lp_nic_host__in_t  host_in,    // the NIC core's host block (HOST = 1)
    output      lp_nic_host_pkg::lp_nic_host__out_t host_out,

    // AXI4-Lite port of the control plane registers (lp_arb_regs)
    `LP_AXIL_SLAVE_PORTS(s_axil_arb, lp_arb_regs_pkg::LP_ARB_REGS_MIN_ADDR_WIDTH),
    output logic                               irq
);
    import lp_arb_regs_pkg::*;

    localparam int N  = MAX_NODES;
    localparam int NB = $clog2(N);
    localparam int W  = LP_F_OCS_REQ_VOL_BITS;
    localparam int TS = LP_F_CFG_EFF_TS_BITS;

    if (!(N == 4 || N == 8 || N == 16)) begin : g_bad_n
        $fatal(1, "lp_arbiter: MAX_NODES=%0d must be 4, 8 or 16 (NIC core limit 16, MEPC engine variants)", N);
    end

    // ---------------------------------------------------------------- NIC core and time-sync master
    logic                        hx_valid, cq_v, cq_take, st_cycle_end;
    logic [LP_NODE_ID_BITS-1:0]  hx_src, cq_node, cq_dst, st_num_ports, st_node_id;
    lp_cell_hdr_t                hx_hdr;
    lp_cfg_op_e                  cq_op;
    logic [TS-1:0]               cq_eff;
    logic [MAX_NODES-1:0]        st_node_locked;
    logic [31:0]                 st_slot_idx;
    // aggregation: the core's egress towards the engine, the engine's frames into the core
    logic [LP_WORD_BITS-1:0]     c_m_tdata, int_tdata;
    logic [LP_WORD_BITS/8-1:0]   c_m_tkeep, int_tkeep;
    logic                        c_m_tvalid, c_m_tready, c_m_tlast, int_tvalid, int_tready, int_tlast;
    logic [LP_NODE_ID_BITS-1:0]  int_tdest;
    logic                        hdr_take, ag_tell;
    logic [7:0]                  agg_req_job, ag_win;

    lp_nic_core #(
        .HOST_PORTS    (HOST_PORTS),
        .NUM_WL        (NUM_WL),
        .OSR           (OSR),
        .MAX_NODES     (MAX_NODES),
        .PAYLOAD_BYTES (PAYLOAD_BYTES),
        .CDR_OSR       (CDR_OSR),
        .TSYNC_MASTER  (1'b1),
        .SVLB          (SVLB),
        .ODDL          (ODDL),
        .AGG           (1'b0),    // no encoders: the engine's node takes no uploads from its own ports
        .HOST          (HOST),
        .AXI_ADDR_W    (AXI_ADDR_W),
        .AXI_ID_W      (AXI_ID_W)
    ) u_nic (
        .*,
        .irq               (irq_nic),
        .m_axis_tdata      (c_m_tdata),
        .m_axis_tkeep      (c_m_tkeep),
        .m_axis_tvalid     (c_m_tvalid),
        .m_axis_tready     (c_m_tready),
        .m_axis_tlast      (c_m_tlast),
        .s_axis_int_tdata  (int_tdata),
        .s_axis_int_tkeep  (int_tkeep),
        .s_axis_int_tvalid (int_tvalid),
        .s_axis_int_tready (int_tready),
        .s_axis_int_tlast  (int_tlast),
        .s_axis_int_tdest  (int_tdest),
        .arb_agg_v         (AGG),
        .arb_agg_job       (ag_win),
        .arb_agg_tell      (ag_tell),
        .hdr_take          (hdr_take),
        .agg_req_job       (agg_req_job)
    );

    // ---------------------------------------------------------------- control plane registers
    lp_arb_regs__in_t  ah_in;
    lp_arb_regs__out_t ah_out;

    lp_axil_req_t      arb_req;
    lp_axil_rsp_t      arb_rsp;
    `LP_AXIL_SLAVE_PACK(s_axil_arb, arb_req, arb_rsp)

    lp_arb_regs u_regs (
        .clk            (clk),
        .rst            (rst),
        `LP_AXIL_INST(s_axil, arb_req, arb_rsp, LP_ARB_REGS_MIN_ADDR_WIDTH),
        .hwif_in        (ah_in),
        .hwif_out       (ah_out)
    );

    // ---------------------------------------------------------------- commands
    // A command written with go waits (pending) until the keeper takes it; a newer one replaces it.
    // A node outside 0..N-1 (or PIN src = dst) is refused and counted.
    wire logic [1:0] w_op  = ah_out.CMD.op.value;
    wire logic [7:0] w_src = ah_out.CMD.src.value;
    wire logic [7:0] w_dst = ah_out.CMD.dst.value;
    wire logic       w_bad = (w_op != 2'd3) && ((w_src >= 8'(N)) ||
                             ((w_op == 2'd0) && ((w_dst >= 8'(N)) || (w_dst == w_src))));
    wire logic       w_go  = ah_out.CMD.go.value;
    logic            cmd_pend, cmd_ready, ev_cmd_repl, ev_cmd_bad;
    logic [1:0]      cmd_op;
    logic [NB-1:0]   cmd_src, cmd_dst;

    always_ff @(posedge clk) begin
        if (rst) begin
            cmd_pend <= 1'b0; cmd_op <= '0; cmd_src <= '0; cmd_dst <= '0;
            ev_cmd_repl <= 1'b0; ev_cmd_bad <= 1'b0;
        end else begin
            ev_cmd_bad  <= w_go && w_bad;
            ev_cmd_repl <= w_go && !w_bad && cmd_pend && !cmd_ready;
            if (w_go && !w_bad) begin
                cmd_pend <= 1'b1;
                cmd_op   <= w_op;
                cmd_src  <= w_src[NB-1:0];
                cmd_dst  <= w_dst[NB-1:0];
            end else if (cmd_ready) begin
                cmd_pend <= 1'b0;
            end
        end
    end

    // ---------------------------------------------------------------- OCS control plane
    logic                             cur_v, cur_live, cur_pin, req_rd_v, tab_v, q_v;
    logic [NB-1:0]                    cur_dst, req_rd_src, req_rd_dst, tab_src, tab_dst, q_dst;
    logic [TS-1:0]                    cur_eff, q_eff;
    logic [LP_F_OCS_REQ_JOB_BITS-1:0] req_rd_job;
    logic [LP_F_OCS_REQ_SVC_BITS-1:0] req_rd_svc;
    logic [W-1:0]                     req_rd_vol, tab_sum;
    logic [7:0]                       req_rd_age;
    lp_cfg_op_e                       q_op;
    logic [31:0]                      st_gen, st_runs;
    logic [15:0]                      st_last_cycles;
    logic [NB:0]                      st_circuits;
    logic [NB+1:0]                    st_requests, st_candidates;
    logic [3:0]                       st_req_wait;
    logic [W-1+NB:0]                  st_total;
    logic ev_sent, ev_refresh;
    logic ev_cfg, ev_add, ev_remove, ev_overwrite, ev_new, ev_change, ev_dup, ev_expire, ev_full, ev_ovf;
    logic ev_unsynced, ev_bad_node, ev_own, ev_bad_vol, ev_foreign, ev_tab_overflow, ev_tab_miss, ev_tab_sat;

    wire logic       req_v   = ah_out.CTRL.req_en.value && hx_valid && hx_hdr.ocs_req_v;
    wire logic [7:0] age_max = (ah_out.PARAM.age_max.value == '0) ? 8'd1 : ah_out.PARAM.age_max.value;
    wire logic       q_here  = (cq_node < LP_NODE_ID_BITS'(N));
    wire logic [7:0] sel_cur = ah_out.SEL.cur.value;
    wire logic [7:0] sel_req = ah_out.SEL.req.value;
    wire logic [7:0] sel_tab = ah_out.SEL.tab.value;

    lp_arb_ctrl #(.N(N), .AGE_W(8)) u_ctrl (
        .clk, .rst,
        .cfg_en           (ah_out.CTRL.en.value),
        .cfg_nodes        (st_num_ports),
        .cfg_age_max      (age_max),
        .cfg_synced       (st_node_locked),
        .cfg_cap          (ah_out.PARAM.cap.value),
        .cfg_reconf_slots (ah_out.RECONF_SLOTS.slots.value),
        .cfg_cycle_slots  (ah_out.CYCLE_SLOTS.slots.value),
        .now_slot         (st_slot_idx),
        .cycle            (st_cycle_end),
        .cfg_refresh_cycles (ah_out.PARAM.refresh.value),
        .req_v            (req_v),
        .req_from         (hx_src),
        .req_src          (hx_hdr.ocs_req_src),
        .req_dst          (hx_hdr.ocs_req_dst),
        .req_vol          (hx_hdr.ocs_req_vol),
        .req_svc          (hx_hdr.ocs_req_svc),
        .req_job          (hx_hdr.ocs_req_job),
        .cmd_v            (cmd_pend),
        .cmd_ready        (cmd_ready),
        .cmd_op           (cmd_op),
        .cmd_src          (cmd_src),
        .cmd_dst          (cmd_dst),
        .cur_idx          (sel_cur[NB-1:0]),
        .cur_v, .cur_dst, .cur_live, .cur_pin, .cur_eff,
        .req_idx          (sel_req[NB:0]),
        .req_rd_v, .req_rd_src, .req_rd_dst, .req_rd_job, .req_rd_svc, .req_rd_vol, .req_rd_age,
        .tab_idx          (sel_tab[NB:0]),
        .tab_v, .tab_src, .tab_dst, .tab_sum,
        .q_node           (cq_node[NB-1:0]),
        .q_v, .q_op, .q_dst, .q_eff,
        .q_take           (cq_take && q_here),
        .st_gen, .st_runs, .st_last_cycles, .st_circuits, .st_requests, .st_req_wait, .st_candidates, .st_total,
        .ev_cfg, .ev_add, .ev_remove, .ev_overwrite, .ev_sent, .ev_refresh, .ev_new, .ev_change, .ev_dup, .ev_expire, .ev_full,
        .ev_ovf, .ev_unsynced, .ev_bad_node, .ev_own, .ev_bad_vol, .ev_foreign, .ev_tab_overflow,
        .ev_tab_miss, .ev_tab_sat
    );

    assign cq_v   = q_v && q_here;
    assign cq_op  = q_op;
    assign cq_dst = LP_NODE_ID_BITS'(q_dst);
    assign cq_eff = q_eff;

    assign irq = ah_out.INTR_STATUS.cfg.value && ah_out.INTR_ENABLE.cfg.value;

    // ---------------------------------------------------------------- in-network aggregation
    // lp_agg_engine on the core's host side: contributions are consumed, every other frame goes on to
    // the host port (m_axis_*); its results, NACKs and FAILs enter the core through its internal
    // frame source. lp_agg_sched opens one job's upload window at a time; the window rides in every
    // header the core sends, and a slot to a node that has not heard the current window since it
    // changed is lit (a fake cell if nothing else goes there) so every node learns it within a cycle.
    logic [LP_AGG_MAX_JOBS-1:0]      ag_job_valid, ag_busy, ag_req, ag_run;
    logic [LP_AGG_MAX_JOBS-1:0][7:0] ag_job_id;
    logic [LP_AGG_MAX_JOBS-1:0][31:0] ag_workers;
    logic [1:0]  ag_state;
    logic [$clog2(AGG_SLOTS+1)-1:0] ag_slots_used;
    logic ag_contrib, ag_dup, ag_unreg, ag_bad, ag_busy_ev, ag_count, ag_result, ag_sat, ag_nack, ag_expired;
    logic ag_fail, ag_oow, ag_unlearned, ag_open, ag_close, ag_req_unreg, ag_req_bad, ag_preempt;
    always_comb begin
        for (int j = 0; j < LP_AGG_MAX_JOBS; j++) begin
            ag_job_valid[j] = ah_out.AGG_JOB[j].valid.value;
            ag_job_id[j]    = ah_out.AGG_JOB[j].id.value;
            ag_workers[j]   = ah_out.AGG_WORKERS[j].mask.value;
        end
    end

    if (AGG) begin : g_agg
        lp_agg_engine #(
            .PAYLOAD_BYTES (PAYLOAD_BYTES),
            .SLOTS         (AGG_SLOTS),
            .JOBS          (LP_AGG_MAX_JOBS)
        ) u_engine (
            .clk, .rst,
            .s_axis_tdata       (c_m_tdata),
            .s_axis_tkeep       (c_m_tkeep),
            .s_axis_tvalid      (c_m_tvalid),
            .s_axis_tready      (c_m_tready),
            .s_axis_tlast       (c_m_tlast),
            .m_axis_host_tdata  (m_axis_tdata),
            .m_axis_host_tkeep  (m_axis_tkeep),
            .m_axis_host_tvalid (m_axis_tvalid),
            .m_axis_host_tready (m_axis_tready),
            .m_axis_host_tlast  (m_axis_tlast),
            .m_axis_net_tdata   (int_tdata),
            .m_axis_net_tkeep   (int_tkeep),
            .m_axis_net_tvalid  (int_tvalid),
            .m_axis_net_tready  (int_tready),
            .m_axis_net_tlast   (int_tlast),
            .m_axis_net_tdest   (int_tdest),
            .cfg_en             (ah_out.AGG_CTRL.en.value),
            .cfg_node           (st_node_id),
            .cfg_mac            ({ah_out.AGG_MAC_HI.hi.value, ah_out.AGG_MAC_LO.lo.value}),
            .cfg_timeout        (ah_out.AGG_TIMEOUT.cycles.value),
            .cfg_retries        (ah_out.AGG_CTRL.retries.value),
            .cfg_job_valid      (ag_job_valid),
            .cfg_job_id         (ag_job_id),
            .cfg_job_workers    (ag_workers),
            .win_job            (ag_win),
            .tmr_run            (ag_run),
            .st_job_busy        (ag_busy),
            .st_slots_used      (ag_slots_used),
            .ev_contrib         (ag_contrib),
            .ev_dup             (ag_dup),
            .ev_unreg           (ag_unreg),
            .ev_bad             (ag_bad),
            .ev_busy            (ag_busy_ev),
            .ev_count           (ag_count),
            .ev_result          (ag_result),
            .ev_sat             (ag_sat),
            .ev_nack            (ag_nack),
            .ev_timeout         (ag_expired),
            .ev_fail            (ag_fail),
            .ev_oow             (ag_oow),
            .ev_unlearned       (ag_unlearned)
        );

        lp_agg_sched #(.MAX_NODES(N), .JOBS(LP_AGG_MAX_JOBS), .DRAIN_W(24), .PREEMPT_W(24)) u_sched (
            .clk, .rst,
            .cfg_en        (ah_out.AGG_CTRL.win_en.value),
            .cfg_drain     (ah_out.AGG_DRAIN.cycles.value),
            .cfg_preempt   (ah_out.AGG_PREEMPT.cycles.value),
            .cfg_job_valid (ag_job_valid),
            .cfg_job_id    (ag_job_id),
            .hx_valid      (hx_valid),
            .hx_src        (hx_src),
            .hx_agg_job    (hx_hdr.agg_job),
            .loc_req_job   (agg_req_job),
            .eng_job_busy  (ag_busy),
            .win_job       (ag_win),
            .st_state      (ag_state),
            .st_req        (ag_req),
            .tmr_run       (ag_run),
            .ev_open       (ag_open),
            .ev_close      (ag_close),
            .ev_preempt    (ag_preempt),
            .ev_req_unreg  (ag_req_unreg),
            .ev_req_bad    (ag_req_bad)
        );

        // nodes told the current window: cleared when it changes, set by each lit slot's header
        logic [N-1:0] told;
        logic [7:0]   win_q;
        always_ff @(posedge clk) begin
            if (rst) begin
                told  <= '1;
                win_q <= '0;
            end else begin
                win_q <= ag_win;
                if (ag_win != win_q) told <= '0;
                else if (hdr_take && q_here) told[cq_node[NB-1:0]] <= 1'b1;
            end
        end
        assign ag_tell = q_here && !told[cq_node[NB-1:0]] && (ag_win == win_q);
    end else begin : g_no_agg
        assign m_axis_tdata  = c_m_tdata;
        assign m_axis_tkeep  = c_m_tkeep;
        assign m_axis_tvalid = c_m_tvalid;
        assign c_m_tready    = m_axis_tready;
        assign m_axis_tlast  = c_m_tlast;
        assign int_tdata  = '0;
        assign int_tkeep  = '0;
        assign int_tvalid = 1'b0;
        assign int_tlast  = 1'b0;
        assign int_tdest  = '0;
        assign ag_win     = '0;
        assign ag_tell    = 1'b0;
        assign ag_busy    = '0;
        assign ag_req     = '0;
        assign ag_run     = '0;
        assign ag_state   = '0;
        assign ag_slots_used = '0;
        assign {ag_contrib, ag_dup, ag_unreg, ag_bad, ag_busy_ev, ag_count, ag_result, ag_sat, ag_nack,
                ag_expired, ag_fail, ag_oow, ag_unlearned, ag_open, ag_close, ag_req_unreg, ag_req_bad,
                ag_preempt} = '0;
    end

    // ---------------------------------------------------------------- status and counters
    // read ports: a selector outside the tables reads 0; registered (off the regblock's read path)
    logic in_cur, in_req, in_tab;
    always_ff @(posedge clk) begin
        in_cur <= sel_cur < 8'(N);
        in_req <= sel_req < 8'(2 * N);
        in_tab <= sel_tab < 8'(2 * N);
    end

`define LP_ACNT(REG, EV) \
        ah_in.REG.count.incr  = (EV); \
        ah_in.REG.count.hwclr = ah_out.CTRL.cnt_clr.value;

    always_comb begin
        ah_in.CMD_STATUS.pending.next  = cmd_pend;
        ah_in.INTR_STATUS.cfg.hwset    = ev_cfg;
        ah_in.GEN.gen.next             = st_gen;
        ah_in.RUNS.runs.next           = st_runs;
        ah_in.DEC_STATUS.last_cycles.next = st_last_cycles;
        ah_in.DEC_STATUS.circuits.next = 8'(st_circuits);
        ah_in.DEC_STATUS.req_wait.next = st_req_wait;
        ah_in.DEM_STATUS.requests.next = 8'(st_requests);
        ah_in.DEM_STATUS.candidates.next = 8'(st_candidates);
        ah_in.TOTAL.total.next         = 32'(st_total);
        ah_in.CUR.v.next               = in_cur && cur_v;
        ah_in.CUR.live.next            = in_cur && cur_live;
        ah_in.CUR.pin.next             = in_cur && cur_pin;
        ah_in.CUR.dst.next             = in_cur ? 8'(cur_dst) : 8'd0;
        ah_in.CUR_EFF.slot.next        = in_cur ? 32'(cur_eff) : 32'd0;
        ah_in.REQ.v.next               = in_req && req_rd_v;
        ah_in.REQ.svc.next             = in_req ? req_rd_svc : '0;
        ah_in.REQ.src.next             = in_req ? 8'(req_rd_src) : 8'd0;
        ah_in.REQ.dst.next             = in_req ? 8'(req_rd_dst) : 8'd0;
        ah_in.REQ.job.next             = in_req ? req_rd_job : '0;
        ah_in.REQ_VOL.vol.next         = in_req ? req_rd_vol : '0;
        ah_in.REQ_VOL.age.next         = in_req ? req_rd_age : '0;
        ah_in.TAB.v.next               = in_tab && tab_v;
        ah_in.TAB.src.next             = in_tab ? 8'(tab_src) : 8'd0;
        ah_in.TAB.dst.next             = in_tab ? 8'(tab_dst) : 8'd0;
        ah_in.TAB_SUM.sum.next         = in_tab ? tab_sum : '0;
        `LP_ACNT(REQ_RX,        req_v)
        `LP_ACNT(REQ_NEW,       ev_new)
        `LP_ACNT(REQ_CHANGE,    ev_change)
        `LP_ACNT(REQ_DUP,       ev_dup)
        `LP_ACNT(REQ_EXPIRE,    ev_expire)
        `LP_ACNT(REQ_FULL,      ev_full)
        `LP_ACNT(REQ_OVERFLOW,  ev_ovf)
        `LP_ACNT(REQ_UNSYNCED,  ev_unsynced)
        `LP_ACNT(REQ_BAD_NODE,  ev_bad_node)
        `LP_ACNT(REQ_OWN,       ev_own)
        `LP_ACNT(REQ_BAD_VOL,   ev_bad_vol)
        `LP_ACNT(REQ_FOREIGN,   ev_foreign)
        `LP_ACNT(TAB_OVERFLOW,  ev_tab_overflow)
        `LP_ACNT(TAB_MISS,      ev_tab_miss)
        `LP_ACNT(TAB_SAT,       ev_tab_sat)
        `LP_ACNT(CFG_PUBLISHED, ev_cfg)
        `LP_ACNT(OPS_ADD,       ev_add)
        `LP_ACNT(OPS_REMOVE,    ev_remove)
        `LP_ACNT(OPS_OVERWRITE, ev_overwrite)
        `LP_ACNT(OPS_SENT,      ev_sent)
        `LP_ACNT(OPS_REFRESH,   ev_refresh)
        `LP_ACNT(CMD_REPLACED,  ev_cmd_repl)
        `LP_ACNT(CMD_BAD,       ev_cmd_bad)
        ah_in.AGG_STATUS.win_job.next    = ag_win;
        ah_in.AGG_STATUS.state.next      = ag_state;
        ah_in.AGG_STATUS.req.next        = 4'(ag_req);
        ah_in.AGG_STATUS.busy.next       = 4'(ag_busy);
        ah_in.AGG_STATUS.slots_used.next = (32'(ag_slots_used) > 32'd255) ? 8'd255 : 8'(ag_slots_used);
        `LP_ACNT(AGG_CONTRIB,   ag_contrib)
        `LP_ACNT(AGG_DUP,       ag_dup)
        `LP_ACNT(AGG_UNREG,     ag_unreg)
        `LP_ACNT(AGG_BAD,       ag_bad)
        `LP_ACNT(AGG_BUSY,      ag_busy_ev)
        `LP_ACNT(AGG_COUNT,     ag_count)
        `LP_ACNT(AGG_RESULT,    ag_result)
        `LP_ACNT(AGG_SAT,       ag_sat)
        `LP_ACNT(AGG_NACK,      ag_nack)
        `LP_ACNT(AGG_EXPIRED,   ag_expired)
        `LP_ACNT(AGG_FAIL,      ag_fail)
        `LP_ACNT(AGG_OOW,       ag_oow)
        `LP_ACNT(AGG_WIN_OPEN,  ag_open)
        `LP_ACNT(AGG_WIN_CLOSE, ag_close)
        `LP_ACNT(AGG_REQ_UNREG, ag_req_unreg)
        `LP_ACNT(AGG_REQ_BAD,   ag_req_bad)
        `LP_ACNT(AGG_UNLEARNED, ag_unlearned)
        `LP_ACNT(AGG_PREEMPTS,  ag_preempt)
    end
`undef LP_ACNT

    // header fields the control plane does not use; without AGG the aggregation hooks stay open
    wire logic unused_ok = &{1'b0, hx_hdr, sel_cur, sel_req, sel_tab, st_node_id, int_tready, hdr_take, agg_req_job,
                             ag_job_valid, ag_job_id, ag_workers, ah_out.AGG_CTRL, ah_out.AGG_TIMEOUT,
                             ah_out.AGG_DRAIN, ah_out.AGG_PREEMPT, ah_out.AGG_MAC_LO, ah_out.AGG_MAC_HI,
                             ag_run};
endmodule

`default_nettype wire
