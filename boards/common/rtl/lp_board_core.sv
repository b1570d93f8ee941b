// lp_board_core: everything of a board that is not a Xilinx primitive or IP, shared by the VCU118 and
// ZCU106 tops (boards/<board>/rtl): the NIC core (lp_nic_core, or lp_arbiter for the arbiter node)
// with its clock-domain adapters.
//
//   Ethernet lanes (lp_board_eth: lp_eth_mac_pcs AXI-Stream, each in its own lane clock)
//     RX: lp_axis_async_frame_fifo (drops whole frames when full, bad-FCS frames, oversize; counted)
//         -> core s_axis[p] (host port p) / s_axis_ctl (ODDL control port, lane HOST_PORTS)
//     TX: core m_axis -> lp_host_demux (learned station per host port) -> store-and-forward
//         lp_axis_async_frame_fifo per lane (the MAC never sees an underrun inside a frame)
//   GT raw optical lanes (docs/phy.md)
//     TX: lp_gt_raw_tx (MSB-first line word -> TXDATA bit 0 first), core clock = TXUSRCLK2
//     RX: lp_gt_os_rx (GT_OSR samples per UI in the RX user clock -> CDR_OSR phase words in the core
//         clock, bursts framed by the receiver's signal detect); the OCS lane is a continuous circuit
//         (signal detect held high) and uses phase 0
//   Register windows the variant does not build answer DECERR (lp_axil_decerr), so the CPU never hangs.
//   Host-port registers: block host of the NIC node map (lp_nic_core HOST = 1), filled by lp_board_host:
//     the lanes' counters (lp_cdc_snapshot per lane and direction) and status, the module sideband's
//     control and status (mod_*: core clock; the top's lp_qsfp_ctl crosses them to the control clock)
//   DRAM: the core's AXI4 master -> lp_board_ddr (width/clock converter + the MIG `ddr4_voq`).
//   Laser/SOA board: lp_board_fmc (SOA gate serializers, laser enables, fault lines).
// NIC_CORE = 0 (the ZCU106 SiP controller host) builds no core: every window answers DECERR, the streams
// stay idle, the lasers and SOAs dark; the IP stays instantiated so every pin keeps its driver.
//
// Everything here is in the core clock `clk` (156.25 MHz) except the lane and GT RX clocks named with
// their ports. Resets are synchronous, active high, one per domain (the tops make them with lp_rst_sync).
`default_nettype none
`include "lp_axi.svh"

module lp_board_core
    import lp_cell_pkg::*;
    import lp_axi_pkg::*;
    import lp_eth_pkg::*;
#(
    parameter bit NIC_CORE   = 1'b1,  // 0: no core at all (SiP controller host)
    parameter bit ARB        = 1'b0,  // 1: lp_arbiter (arbiter node), 0: lp_nic_core
    parameter bit SVLB       = 1'b1,  // S-VLB queues in DRAM (m_axi -> MIG)
    parameter bit ODDL       = 1'b0,  // ODDL control unit; Ethernet lane HOST_PORTS is its control port
    parameter bit AGG        = 1'b0,  // in-network aggregation (docs/agg.md): the upload encoders on the host
                                      // ports, and on the arbiter node the engine and the window scheduler
    parameter int HOST_PORTS = 2,
    parameter int NUM_WL     = 8,
    parameter int OSR        = 8,     // SOA OSERDES bits per core cycle
    parameter int MAX_NODES  = 16,
    parameter int GT_OSR     = 2,     // GT RX samples per UI (1: the GT's own CDR)
    parameter int CDR_OSR    = 2,     // phases into the core's phase cache (>= GT_OSR, >= 2)
    parameter int ETH_FIFO   = 4096,  // words per Ethernet lane FIFO (32 KiB: two jumbo frames)
    parameter logic [1:0] MODULE = 2'd0,  // module cage of the lanes (HOST_CAP.kind): 0 none, 1 QSFP, 2 SFP
    localparam int LANES     = HOST_PORTS + (ODDL ? 1 : 0),
    localparam int GT_W      = GT_OSR * LP_WORD_BITS
) (
    input  wire logic                              clk,
    input  wire logic                              rst,

    // Ethernet lanes: RX from the MAC (no tready), TX to the MAC
    input  wire logic [LANES-1:0]                  eth_rx_clk,
    input  wire logic [LANES-1:0]                  eth_rx_rst,
    input  wire logic [LANES-1:0][63:0]            eth_rx_tdata,
    input  wire logic [LANES-1:0][7:0]             eth_rx_tkeep,
    input  wire logic [LANES-1:0]                  eth_rx_tvalid,
    input  wire logic [LANES-1:0]                  eth_rx_tlast,
    input  wire logic [LANES-1:0]                  eth_rx_tuser,   // bad FCS / error, last beat
    input  wire logic [LANES-1:0]                  eth_tx_clk,
    input  wire logic [LANES-1:0]                  eth_tx_rst,
    output logic      [LANES-1:0][63:0]            eth_tx_tdata,
    output logic      [LANES-1:0][7:0]             eth_tx_tkeep,
    output logic      [LANES-1:0]                  eth_tx_tvalid,
    input  wire logic [LANES-1:0]                  eth_tx_tready,
    output logic      [LANES-1:0]                  eth_tx_tlast,
    output logic      [LANES-1:0]                  eth_tx_tuser,
    input  wire logic [LANES-1:0]                  eth_link,       // RX block lock (any clock: synchronised)
    input  wire logic [LANES-1:0]                  eth_hi_ber,     // RX high BER (RX clock of the lane)
    input  wire logic [LANES-1:0][TX_EV_N-1:0][31:0] eth_cnt_tx,   // lp_eth_mac_pcs counters (TX clock)
    input  wire logic [LANES-1:0][RX_EV_N-1:0][31:0] eth_cnt_rx,   //   (RX clock of the lane)

    // module sideband (core clock; block host's MOD_CTRL / MOD_STATUS, lp_qsfp_ctl in the top)
    output logic                                   mod_reset,      // pulse: reset the module
    output logic                                   mod_lpmode,
    output logic                                   mod_sel,
    output logic      [LANES-1:0]                  mod_tx_disable,
    input  wire logic                              mod_present,
    input  wire logic                              mod_intr,
    input  wire logic                              mod_resetting,
    input  wire logic                              mod_ready,

    // register windows from the CPU interconnect (core clock)
    input  wire lp_axil_req_t                      s_axil_nic_req,
    output lp_axil_rsp_t                           s_axil_nic_rsp,
    input  wire lp_axil_req_t                      s_axil_arb_req,
    output lp_axil_rsp_t                           s_axil_arb_rsp,
    output logic                                   irq_nic,        // level, to the CPU's interrupt controller
                                                                   //   (the NIC window's irq block)
    output logic                                   irq_arb,        // level (the arbiter's control plane)
    output logic                                   irq_oddl,       //   (the ODDL registers: the NIC window's oddl block)

    // GT raw lanes: OTS (SOA-gated laser / AWGR burst receiver) and OCS (WSS circuit)
    output logic [63:0]                            ots_gt_txdata,  // core clock = TXUSRCLK2
    input  wire logic                              ots_rx_clk,
    input  wire logic                              ots_rx_rst,
    input  wire logic [GT_W-1:0]                   ots_gt_rxdata,
    input  wire logic                              ots_sd,         // burst receiver signal detect (async)
    output logic [63:0]                            ocs_gt_txdata,
    input  wire logic                              ocs_rx_clk,
    input  wire logic                              ocs_rx_rst,
    input  wire logic [GT_W-1:0]                   ocs_gt_rxdata,

    // laser / SOA board (FMC LA pins)
    input  wire logic                              soa_force_off,  // async (VIO): every gate and laser off
    input  wire logic                              soa_mmcm_rst,   // async: the core clock is not running yet
    output logic      [NUM_WL-1:0]                 fmc_soa_gate_p,
    output logic      [NUM_WL-1:0]                 fmc_soa_gate_n,
    output logic      [NUM_WL-1:0]                 fmc_laser_en,
    input  wire logic                              fmc_laser_fault_n,
    input  wire logic                              fmc_soa_fault_n,

    // DRAM (S-VLB VOQs): the MIG's pins
    input  wire logic                              ddr_sys_rst,    // async, active high (control reset)
    output logic                                   ddr_calib,      // MIG calibration complete (ui_clk)
    input  wire logic                              ddr4_sys_clk_p,
    input  wire logic                              ddr4_sys_clk_n,
    output logic      [16:0]                       ddr4_adr,
    output logic      [1:0]                        ddr4_ba,
    output logic      [0:0]                        ddr4_bg,
    output logic                                   ddr4_act_n,
    output logic                                   ddr4_ck_t,
    output logic                                   ddr4_ck_c,
    output logic                                   ddr4_cke,
    output logic                                   ddr4_cs_n,
    output logic                                   ddr4_odt,
    output logic                                   ddr4_reset_n,
    inout  wire       [7:0]                        ddr4_dm_dbi_n,
    inout  wire       [63:0]                       ddr4_dq,
    inout  wire       [7:0]                        ddr4_dqs_t,
    inout  wire       [7:0]                        ddr4_dqs_c,

    // debug and status
    output lp_ila_pkg::lp_ila_soa_t                dbg_ila,
    output logic [15:0]                            status          // VIO / LEDs, see the assignment below
);
    // Address bits of the register maps behind the two 64 KiB windows (generated constants).
    localparam int NIC_AW  = lp_nic_node_pkg::LP_NIC_NODE_ADDR_W;
    localparam int ARB_AW  = lp_arb_regs_pkg::LP_ARB_REGS_MIN_ADDR_WIDTH;

    if (HOST_PORTS < 1 || HOST_PORTS > 2) begin : g_bad_host_ports
        $fatal(1, "lp_board_core: HOST_PORTS=%0d: the core has 1 or 2 host ports", HOST_PORTS);
    end
    if (GT_OSR < 1 || GT_OSR > CDR_OSR || CDR_OSR < 2) begin : g_bad_gt_osr
        $fatal(1, "lp_board_core: GT_OSR=%0d CDR_OSR=%0d: need 1 <= GT_OSR <= CDR_OSR, CDR_OSR >= 2", GT_OSR, CDR_OSR);
    end
    if (ARB && ODDL) begin : g_bad_arb
        $fatal(1, "lp_board_core: the arbiter node has no ODDL control port on the boards");
    end
    if (NIC_AW > 16 || ARB_AW > 16) begin : g_bad_nic_aw
        $fatal(1, "lp_board_core: a register map (NIC %0d, arbiter %0d address bits) exceeds its 64 KiB window",
               NIC_AW, ARB_AW);
    end

    // ---------------------------------------------------------------- Ethernet RX: lanes -> core
    logic [HOST_PORTS-1:0][63:0] h_tdata;
    logic [HOST_PORTS-1:0][7:0]  h_tkeep;
    logic [HOST_PORTS-1:0]       h_tvalid, h_tready, h_tlast, h_tuser;
    logic [LANES-1:0][63:0]      rx_tdata;
    logic [LANES-1:0][7:0]       rx_tkeep;
    logic [LANES-1:0]            rx_tvalid, rx_tready, rx_tlast, rx_tuser;
    logic [LANES-1:0]            rx_ev_full, rx_ev_bad, rx_ev_over;

    for (genvar l = 0; l < LANES; l++) begin : g_rx
        logic unused_rdy, wr_rst, rd_rst;
        // Both sides of a lane FIFO reset together (lp_fifo_async's rule): the core's reset alone (VIO,
        // button) or the lane's alone (its GT) resets both, each side's reset synchronised in its clock.
        lp_rst_sync u_wr_rst (.clk (eth_rx_clk[l]), .rst_in (eth_rx_rst[l] || rst), .rst_out (wr_rst));
        lp_rst_sync u_rd_rst (.clk (clk), .rst_in (rst || eth_rx_rst[l]), .rst_out (rd_rst));
        lp_axis_async_frame_fifo #(
            .DATA_W (64), .USER_W (1), .DEPTH (ETH_FIFO), .MAX_WORDS (1200),   // 9600-byte jumbo frames
            .DROP_WHEN_FULL (1'b1), .DROP_BAD (1'b1)
        ) u_fifo (
            .wr_clk        (eth_rx_clk[l]),
            .wr_rst        (wr_rst),
            .s_axis_tdata  (eth_rx_tdata[l]),
            .s_axis_tkeep  (eth_rx_tkeep[l]),
            .s_axis_tvalid (eth_rx_tvalid[l]),
            .s_axis_tready (unused_rdy),
            .s_axis_tlast  (eth_rx_tlast[l]),
            .s_axis_tuser  (eth_rx_tuser[l]),
            .s_axis_tdest  (1'b0),
            .cnt_good      (),
            .cnt_drop_full (),
            .cnt_drop_bad  (),
            .cnt_drop_over (),
            .ev_good       (),
            .ev_drop_full  (rx_ev_full[l]),
            .ev_drop_bad   (rx_ev_bad[l]),
            .ev_drop_over  (rx_ev_over[l]),
            .rd_clk        (clk),
            .rd_rst        (rd_rst),
            .m_axis_tdata  (rx_tdata[l]),
            .m_axis_tkeep  (rx_tkeep[l]),
            .m_axis_tvalid (rx_tvalid[l]),
            .m_axis_tready (rx_tready[l]),
            .m_axis_tlast  (rx_tlast[l]),
            .m_axis_tuser  (rx_tuser[l]),
            .m_axis_tdest  ()
        );
    end

    assign h_tdata  = rx_tdata[HOST_PORTS-1:0];
    assign h_tkeep  = rx_tkeep[HOST_PORTS-1:0];
    assign h_tvalid = rx_tvalid[HOST_PORTS-1:0];
    assign h_tlast  = rx_tlast[HOST_PORTS-1:0];
    assign h_tuser  = rx_tuser[HOST_PORTS-1:0];   // always 0 here (bad frames were dropped)
    assign rx_tready[HOST_PORTS-1:0] = h_tready;

    // ---------------------------------------------------------------- Ethernet TX: core -> lanes
    logic [63:0] e_tdata;
    logic [7:0]  e_tkeep;
    logic        e_tvalid, e_tready, e_tlast;
    logic [HOST_PORTS-1:0][63:0] d_tdata;
    logic [HOST_PORTS-1:0][7:0]  d_tkeep;
    logic [HOST_PORTS-1:0]       d_tvalid, d_tready, d_tlast;
    logic [LANES-1:0][63:0]      tx_tdata;
    logic [LANES-1:0][7:0]       tx_tkeep;
    logic [LANES-1:0]            tx_tvalid, tx_tready, tx_tlast;
    logic [LANES-1:0]            link_q;

    lp_sync_bit #(.WIDTH (LANES)) u_link_sync (.clk (clk), .d (eth_link), .q (link_q));

    lp_host_demux #(.PORTS (HOST_PORTS)) u_demux (
        .clk            (clk),
        .rst            (rst),
        .tap_axis_tdata      (h_tdata),
        .tap_axis_tkeep      (h_tkeep),
        .tap_axis_tvalid     (h_tvalid),
        .tap_axis_tready     (h_tready),
        .tap_axis_tlast      (h_tlast),
        .tap_axis_tuser      (h_tuser),
        .cfg_port_en    (link_q[HOST_PORTS-1:0]),
        .cfg_static_mac ('0),
        .cfg_static_valid ('0),
        .s_axis_tdata   (e_tdata),
        .s_axis_tkeep   (e_tkeep),
        .s_axis_tvalid  (e_tvalid),
        .s_axis_tready  (e_tready),
        .s_axis_tlast   (e_tlast),
        .m_axis_tdata   (d_tdata),
        .m_axis_tkeep   (d_tkeep),
        .m_axis_tvalid  (d_tvalid),
        .m_axis_tready  (d_tready),
        .m_axis_tlast   (d_tlast),
        .st_mac         (),
        .st_valid       (),
        .ev_frame       (),
        .ev_unicast     (),
        .ev_flood       (),
        .ev_bcast       (),
        .ev_drop        (),
        .ev_learn       (),
        .ev_move        ()
    );

    assign tx_tdata[HOST_PORTS-1:0]  = d_tdata;
    assign tx_tkeep[HOST_PORTS-1:0]  = d_tkeep;
    assign tx_tvalid[HOST_PORTS-1:0] = d_tvalid;
    assign tx_tlast[HOST_PORTS-1:0]  = d_tlast;
    assign d_tready = tx_tready[HOST_PORTS-1:0];

    for (genvar l = 0; l < LANES; l++) begin : g_tx
        logic wr_rst, rd_rst;
        lp_rst_sync u_wr_rst (.clk (clk), .rst_in (rst || eth_tx_rst[l]), .rst_out (wr_rst));   // as g_rx
        lp_rst_sync u_rd_rst (.clk (eth_tx_clk[l]), .rst_in (eth_tx_rst[l] || rst), .rst_out (rd_rst));
        lp_axis_async_frame_fifo #(
            .DATA_W (64), .USER_W (1), .DEPTH (ETH_FIFO), .MAX_WORDS (1200)
        ) u_fifo (
            .wr_clk        (clk),
            .wr_rst        (wr_rst),
            .s_axis_tdata  (tx_tdata[l]),
            .s_axis_tkeep  (tx_tkeep[l]),
            .s_axis_tvalid (tx_tvalid[l]),
            .s_axis_tready (tx_tready[l]),
            .s_axis_tlast  (tx_tlast[l]),
            .s_axis_tuser  (1'b0),
            .s_axis_tdest  (1'b0),
            .cnt_good      (),
            .cnt_drop_full (),
            .cnt_drop_bad  (),
            .cnt_drop_over (),
            .ev_good       (),
            .ev_drop_full  (),
            .ev_drop_bad   (),
            .ev_drop_over  (),
            .rd_clk        (eth_tx_clk[l]),
            .rd_rst        (rd_rst),
            .m_axis_tdata  (eth_tx_tdata[l]),
            .m_axis_tkeep  (eth_tx_tkeep[l]),
            .m_axis_tvalid (eth_tx_tvalid[l]),
            .m_axis_tready (eth_tx_tready[l]),
            .m_axis_tlast  (eth_tx_tlast[l]),
            .m_axis_tuser  (eth_tx_tuser[l]),
            .m_axis_tdest  ()
        );
    end

    // ---------------------------------------------------------------- GT raw lanes
    logic [63:0] ots_tx_data, ocs_tx_data, ocs_rx_data;
    // ots_tx_valid, soa_ser, dbg_slot: public to the board simulation's testbench (tb/boards), which
    // builds with only its top's ports public otherwise (lightpath.flow.hdl.PORTS_ONLY)
    logic        ots_tx_valid /* verilator public_flat_rd */;
    logic        ocs_tx_valid, ocs_rx_valid, ocs_run, ots_run;
    logic [CDR_OSR-1:0][LP_WORD_BITS-1:0] ots_os_data, ocs_os_data;
    logic        ots_os_valid;
    logic        ots_ev_burst, ots_ev_glitch, ots_ev_gap, ots_ev_fifo_err, ocs_ev_fifo_err;
    logic [3:0]  phy_sd_delay, phy_sd_min_words, phy_sd_min_gap;
    logic [7:0]  phy_slip;
    logic [3:0]  phy_ev;
    assign phy_ev = {ots_ev_fifo_err || ocs_ev_fifo_err, ots_ev_gap, ots_ev_glitch, ots_ev_burst};

    lp_gt_raw_tx u_ots_tx (.clk (clk), .rst (rst), .tx_data (ots_tx_data), .tx_valid (ots_tx_valid),
                           .gt_txdata (ots_gt_txdata));
    lp_gt_raw_tx u_ocs_tx (.clk (clk), .rst (rst), .tx_data (ocs_tx_data), .tx_valid (ocs_tx_valid),
                           .gt_txdata (ocs_gt_txdata));

    lp_gt_os_rx #(.OSR (GT_OSR), .CDR_OSR (CDR_OSR)) u_ots_rx (
        .rx_clk           (ots_rx_clk),
        .rx_rst           (ots_rx_rst),
        .rx_data          (ots_gt_rxdata),
        .sd               (ots_sd),
        .clk              (clk),
        .rst              (rst),
        .cfg_sd_delay     (phy_sd_delay),       // PHY_CTRL (block phy of the NIC node map), set by firmware
        .cfg_sd_min_words (phy_sd_min_words),
        .cfg_sd_min_gap   (phy_sd_min_gap),
        .cfg_slip         (phy_slip[$clog2(GT_W)-1:0]),
        .os_data          (ots_os_data),
        .os_valid         (ots_os_valid),
        .st_run           (ots_run),
        .ev_burst         (ots_ev_burst),
        .ev_glitch        (ots_ev_glitch),
        .ev_gap           (ots_ev_gap),
        .ev_fifo_err      (ots_ev_fifo_err),
        .cnt_burst        (),
        .cnt_glitch       (),
        .cnt_gap          (),
        .cnt_fifo_err     ()
    );

    // The OCS lane is a circuit: light is continuous while it stands, so signal detect is held high and
    // the link is "the RX stream runs"; the circuit's loss shows as errors in the core's OCS checks.
    lp_gt_os_rx #(.OSR (GT_OSR), .CDR_OSR (CDR_OSR)) u_ocs_rx (
        .rx_clk           (ocs_rx_clk),
        .rx_rst           (ocs_rx_rst),
        .rx_data          (ocs_gt_rxdata),
        .sd               (1'b1),
        .clk              (clk),
        .rst              (rst),
        .cfg_sd_delay     ('0),
        .cfg_sd_min_words (4'd0),
        .cfg_sd_min_gap   (4'd1),
        .cfg_slip         ('0),
        .os_data          (ocs_os_data),
        .os_valid         (ocs_rx_valid),
        .st_run           (ocs_run),
        .ev_burst         (),
        .ev_glitch        (),
        .ev_gap           (),
        .ev_fifo_err      (ocs_ev_fifo_err),
        .cnt_burst        (),
        .cnt_glitch       (),
        .cnt_gap          (),
        .cnt_fifo_err     ()
    );
    assign ocs_rx_data = ocs_os_data[0];

    // ---------------------------------------------------------------- DRAM and the laser/SOA board
    logic [NUM_WL-1:0][OSR-1:0] soa_ser /* verilator public_flat_rd */;
    logic [NUM_WL-1:0]          laser_en;
    logic                       laser_fault;
    lp_axi_req_t                ddr_req;   // the core's AXI4 master (default AXI_ADDR_W / AXI_ID_W)
    lp_axi_rsp_t                ddr_rsp;

    lp_board_ddr u_ddr (
        .clk (clk), .rst (rst), .sys_rst (ddr_sys_rst), .calib (ddr_calib),
        .s_axi_req (ddr_req), .s_axi_rsp (ddr_rsp),
        .ddr4_sys_clk_p (ddr4_sys_clk_p), .ddr4_sys_clk_n (ddr4_sys_clk_n), .ddr4_adr (ddr4_adr),
        .ddr4_ba (ddr4_ba), .ddr4_bg (ddr4_bg), .ddr4_act_n (ddr4_act_n), .ddr4_ck_t (ddr4_ck_t),
        .ddr4_ck_c (ddr4_ck_c), .ddr4_cke (ddr4_cke), .ddr4_cs_n (ddr4_cs_n), .ddr4_odt (ddr4_odt),
        .ddr4_reset_n (ddr4_reset_n), .ddr4_dm_dbi_n (ddr4_dm_dbi_n), .ddr4_dq (ddr4_dq),
        .ddr4_dqs_t (ddr4_dqs_t), .ddr4_dqs_c (ddr4_dqs_c)
    );

    lp_board_fmc #(.NUM_WL (NUM_WL), .OSR (OSR)) u_fmc (
        .clk (clk), .rst (rst), .mmcm_rst (soa_mmcm_rst), .soa_ser (soa_ser), .laser_en (laser_en), .laser_fault (laser_fault),
        .force_off (soa_force_off), .fmc_soa_gate_p (fmc_soa_gate_p), .fmc_soa_gate_n (fmc_soa_gate_n),
        .fmc_laser_en (fmc_laser_en), .fmc_laser_fault_n (fmc_laser_fault_n), .fmc_soa_fault_n (fmc_soa_fault_n)
    );

    // ---------------------------------------------------------------- host-port registers (block host)
    lp_nic_host_pkg::lp_nic_host__in_t  host_in;
    lp_nic_host_pkg::lp_nic_host__out_t host_out;
    logic [1:0]                         host_ev;

    lp_board_host #(.LANES (LANES), .MODULE (MODULE)) u_host (
        .clk (clk), .rst (rst),
        .tx_clk (eth_tx_clk), .cnt_tx (eth_cnt_tx), .rx_clk (eth_rx_clk), .cnt_rx (eth_cnt_rx),
        .lock (eth_link), .hi_ber (eth_hi_ber),
        .mod_reset (mod_reset), .mod_lpmode (mod_lpmode), .mod_sel (mod_sel), .mod_tx_disable (mod_tx_disable),
        .mod_present (mod_present), .mod_intr (mod_intr), .mod_resetting (mod_resetting), .mod_ready (mod_ready),
        .host_in (host_in), .host_out (host_out), .host_ev (host_ev)
    );

    // ---------------------------------------------------------------- the core
    logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] h_tdest;
    assign h_tdest = '0;   // the core's destination lookup (LK_*) picks the node from the frame

    logic irq_arb_i, oddl_irq_i, irq_nic_i;
    // host-side interrupt events of the board (lp_board_host: [0] a host lane's link changed, [1] a host
    // module event; core-clock pulses): block irq's host bit
    logic [1:0] irq_host_ev;
    assign irq_host_ev = host_ev;
    logic [1:0] oddl_st;
    logic [7:0] dbg_slot /* verilator public_flat_rd */;
    logic [10:0] dbg_word;
    logic [2:0] dbg_phase;
    logic dbg_sending;
    logic [NUM_WL-1:0] soa_en;
    logic [63:0] ctl_tx_tdata;
    logic [7:0]  ctl_tx_tkeep;
    logic        ctl_tx_tvalid, ctl_tx_tready, ctl_tx_tlast;

    // Core ports shared by both variants (named like the core's: connected with .* below).
    `define LP_BOARD_CORE_PORTS \
        .clk (clk), .rst (rst), \
        `LP_AXIL_INST(s_axil, s_axil_nic_req, s_axil_nic_rsp, NIC_AW), \
        .s_axis_tdata (h_tdata), .s_axis_tkeep (h_tkeep), .s_axis_tvalid (h_tvalid), .s_axis_tready (h_tready), \
        .s_axis_tlast (h_tlast), .s_axis_tuser (h_tuser), .s_axis_tdest (h_tdest), \
        .m_axis_tdata (e_tdata), .m_axis_tkeep (e_tkeep), .m_axis_tvalid (e_tvalid), .m_axis_tready (e_tready), \
        .m_axis_tlast (e_tlast), \
        .ots_tx_data (ots_tx_data), .ots_tx_valid (ots_tx_valid), .soa_en (soa_en), .soa_ser (soa_ser), \
        .laser_en (laser_en), .laser_fault (laser_fault), \
        .ots_rx_os_data (ots_os_data), .ots_rx_os_valid (ots_os_valid), \
        .ocs_tx_data (ocs_tx_data), .ocs_tx_valid (ocs_tx_valid), .ocs_rx_data (ocs_rx_data), \
        .ocs_rx_valid (ocs_rx_valid), .ocs_link (ocs_run), \
        `LP_AXI_MASTER_INST(m_axi, ddr_req, ddr_rsp), \
        .s_axis_ctl_tdata (ctl_rx_tdata), .s_axis_ctl_tkeep (ctl_rx_tkeep), .s_axis_ctl_tvalid (ctl_rx_tvalid), \
        .s_axis_ctl_tready (ctl_rx_tready), .s_axis_ctl_tlast (ctl_rx_tlast), .s_axis_ctl_tuser (ctl_rx_tuser), \
        .m_axis_ctl_tdata (ctl_tx_tdata), .m_axis_ctl_tkeep (ctl_tx_tkeep), .m_axis_ctl_tvalid (ctl_tx_tvalid), \
        .m_axis_ctl_tready (ctl_tx_tready), .m_axis_ctl_tlast (ctl_tx_tlast), \
        .oddl_irq (oddl_irq_i), .oddl_st (oddl_st), \
        .oddl_hw_start (1'b0), .oddl_hw_doorbell (1'b0), /* the board's host reaches ODDL over its registers */ \
        .irq_host_ev (irq_host_ev), \
        .dbg_slot (dbg_slot), .dbg_word (dbg_word), .dbg_phase (dbg_phase), .dbg_sending (dbg_sending), \
        .dbg_ila (dbg_ila), \
        .phy_sd_delay (phy_sd_delay), .phy_sd_min_words (phy_sd_min_words), .phy_sd_min_gap (phy_sd_min_gap), \
        .phy_slip (phy_slip), .phy_ev (phy_ev), \
        .host_in (host_in), .host_out (host_out)

    // ODDL control port = Ethernet lane HOST_PORTS (ODDL = 1), idle otherwise
    logic [63:0] ctl_rx_tdata;
    logic [7:0]  ctl_rx_tkeep;
    logic        ctl_rx_tvalid, ctl_rx_tready, ctl_rx_tlast, ctl_rx_tuser;
    if (ODDL) begin : g_ctl
        assign ctl_rx_tdata  = rx_tdata[HOST_PORTS];
        assign ctl_rx_tkeep  = rx_tkeep[HOST_PORTS];
        assign ctl_rx_tvalid = rx_tvalid[HOST_PORTS];
        assign ctl_rx_tlast  = rx_tlast[HOST_PORTS];
        assign ctl_rx_tuser  = rx_tuser[HOST_PORTS];
        assign rx_tready[HOST_PORTS] = ctl_rx_tready;
        assign tx_tdata[HOST_PORTS]  = ctl_tx_tdata;
        assign tx_tkeep[HOST_PORTS]  = ctl_tx_tkeep;
        assign tx_tvalid[HOST_PORTS] = ctl_tx_tvalid;
        assign tx_tlast[HOST_PORTS]  = ctl_tx_tlast;
        assign ctl_tx_tready = tx_tready[HOST_PORTS];
    end else begin : g_no_ctl
        assign {ctl_rx_tdata, ctl_rx_tkeep, ctl_rx_tvalid, ctl_rx_tlast, ctl_rx_tuser} = '0;
        assign ctl_tx_tready = 1'b0;
        wire logic unused_ctl = &{1'b0, ctl_tx_tdata, ctl_tx_tvalid, ctl_tx_tlast, ctl_rx_tready};
    end

    // A register window answered by lp_axil_decerr (windows are named s_axil_<win>_req / _rsp).
`define LP_DECERR(win, ev) \
        lp_axil_decerr u_``win``_decerr ( \
            .clk (clk), .rst (rst), .s_axil_req (s_axil_``win``_req), .s_axil_rsp (s_axil_``win``_rsp), .ev_access (ev) \
        );

    logic arb_decerr_ev;

    if (NIC_CORE && ARB) begin : g_arb
        lp_arbiter #(
            .HOST_PORTS (HOST_PORTS), .NUM_WL (NUM_WL), .OSR (OSR), .MAX_NODES (MAX_NODES),
            .CDR_OSR (CDR_OSR), .SVLB (SVLB), .ODDL (ODDL), .AGG (AGG), .HOST (1'b1)
        ) u_core (
            `LP_BOARD_CORE_PORTS,
            `LP_AXIL_INST(s_axil_arb, s_axil_arb_req, s_axil_arb_rsp, ARB_AW),
            .irq (irq_arb_i), .irq_nic (irq_nic_i)
        );
        assign arb_decerr_ev = 1'b0;
    end else if (NIC_CORE) begin : g_nic
        lp_nic_core #(
            .HOST_PORTS (HOST_PORTS), .NUM_WL (NUM_WL), .OSR (OSR), .MAX_NODES (MAX_NODES),
            .CDR_OSR (CDR_OSR), .SVLB (SVLB), .ODDL (ODDL), .AGG (AGG), .HOST (1'b1)
        ) u_core (
            `LP_BOARD_CORE_PORTS,
            .hx_valid (), .hx_src (), .hx_hdr (), .cq_node (),
            .cq_v (1'b0), .cq_op (LP_CFG_OP_NOP), .cq_dst ('0), .cq_eff ('0), .cq_take (),
            .st_node_locked (), .st_slot_idx (), .st_cycle_end (), .st_num_ports (), .st_node_id (),
            .s_axis_int_tdata ('0), .s_axis_int_tkeep ('0), .s_axis_int_tvalid (1'b0), .s_axis_int_tready (),
            .s_axis_int_tlast (1'b0), .s_axis_int_tdest ('0),
            .arb_agg_v (1'b0), .arb_agg_job ('0), .arb_agg_tell (1'b0), .hdr_take (), .agg_req_job (),
            .irq (irq_nic_i)
        );   // as the fabric tops' NICs: no internal frame source; the window comes in the arbiter's headers
            // (arb_agg_* are the arbiter's own inputs), so AGG = 1 needs nothing more here
        `LP_DECERR(arb, arb_decerr_ev)
        assign irq_arb_i = 1'b0;
    end else begin : g_none
        // no core: every window answers DECERR, every stream idle, the lasers and SOAs dark
        logic nic_decerr_ev;
        `LP_DECERR(nic, nic_decerr_ev)
        `LP_DECERR(arb, arb_decerr_ev)
        assign irq_arb_i = 1'b0;
        assign oddl_irq_i = 1'b0;
        assign irq_nic_i = 1'b0;
        assign oddl_st = '0;
        assign h_tready = '0;   // the RX FIFOs drop what the hosts send (counted as full)
        assign {e_tdata, e_tkeep, e_tvalid, e_tlast} = '0;
        assign {ots_tx_data, ots_tx_valid, ocs_tx_data, ocs_tx_valid} = '0;
        assign {soa_en, soa_ser, laser_en} = '0;
        assign ddr_req = '0;
        assign ctl_rx_tready = 1'b0;
        assign {ctl_tx_tdata, ctl_tx_tkeep, ctl_tx_tvalid, ctl_tx_tlast} = '0;
        assign {dbg_slot, dbg_word, dbg_phase, dbg_sending} = '0;
        assign dbg_ila = '{default: '0};
        assign {phy_sd_delay, phy_sd_min_words, phy_sd_min_gap, phy_slip} = '0;
        assign host_out = '0;   // MOD_CTRL reads 0: module deselected, full power, no reset request
        wire logic unused_none = &{1'b0, nic_decerr_ev, host_in, h_tdest, e_tready, ots_os_data, ots_os_valid, ocs_rx_data,
                                   ocs_rx_valid, ocs_run, laser_fault, ddr_rsp, ctl_rx_tdata, ctl_rx_tkeep, ctl_rx_tvalid,
                                   ctl_rx_tlast, ctl_rx_tuser, ctl_tx_tready, phy_ev, irq_host_ev};
    end
`undef LP_BOARD_CORE_PORTS
`undef LP_DECERR
    assign irq_nic  = irq_nic_i;
    assign irq_arb  = irq_arb_i;
    assign irq_oddl = oddl_irq_i;

    // ---------------------------------------------------------------- status (LEDs / VIO)
    // [0] OTS RX streaming  [1] OCS RX streaming (link)  [2+] Ethernet lanes linked
    // [8] a frame was dropped on an RX lane (sticky until reset)  [9] OTS RX FIFO error (sticky)
    // [10] signal-detect glitch or too-short gap (sticky)  [11] stray access to an unbuilt window (sticky)
    // [12] a laser is on  [13] ODDL tuning  [14] ODDL transmitting  [15] a slot is being sent
    logic [LANES-1:0] rx_drop_any;
    for (genvar l = 0; l < LANES; l++) begin : g_drop
        // the drop events are in the lane clocks: stretch into a level the core clock can sample
        logic seen;
        always_ff @(posedge eth_rx_clk[l]) begin
            if (eth_rx_rst[l]) seen <= 1'b0;
            else if (rx_ev_full[l] || rx_ev_bad[l] || rx_ev_over[l]) seen <= 1'b1;
        end
        assign rx_drop_any[l] = seen;
    end
    logic [LANES-1:0] rx_drop_q;
    lp_sync_bit #(.WIDTH (LANES)) u_drop_sync (.clk (clk), .d (rx_drop_any), .q (rx_drop_q));

    logic sticky_fifo, sticky_sd, sticky_decerr;
    always_ff @(posedge clk) begin
        if (rst) begin
            {sticky_fifo, sticky_sd, sticky_decerr} <= '0;
        end else begin
            sticky_fifo   <= sticky_fifo || ots_ev_fifo_err || ocs_ev_fifo_err;
            sticky_sd     <= sticky_sd || ots_ev_glitch || ots_ev_gap;
            sticky_decerr <= sticky_decerr || arb_decerr_ev;
        end
    end

    always_comb begin
        status       = '0;
        status[0]    = ots_run;
        status[1]    = ocs_run;
        status[2 +: LANES] = link_q;
        status[8]    = |rx_drop_q;
        status[9]    = sticky_fifo;
        status[10]   = sticky_sd;
        status[11]   = sticky_decerr;
        status[12]   = |laser_en;
        status[13]   = oddl_st[0];
        status[14]   = oddl_st[1];
        status[15]   = dbg_sending;
    end

    // the register maps decode their own address bits (NIC_AW, ARB_AW) of the 64 KiB windows
    wire logic unused_ok = &{1'b0, s_axil_nic_req.aw_addr, s_axil_nic_req.ar_addr, s_axil_arb_req.aw_addr,
                              s_axil_arb_req.ar_addr, soa_en, dbg_slot, dbg_word, dbg_phase, ctl_tx_tkeep,
                              ocs_os_data[CDR_OSR-1:1], phy_slip};
endmodule

`default_nettype wire
