// lp_vcu118_top: VCU118 board top (xcvu9p-flga2104-2L-e) of the Lightpath NIC (VARIANT "nic") and of
// the arbiter node (VARIANT "arb"); "nic_agg" / "arb_agg" are the same with in-network aggregation
// (docs/agg.md: upload encoders in the NIC core, and the engine and window scheduler on the arbiter).
// Pins: constraints/vcu118/*.xdc; IP: ip/vcu118/*.tcl; flow: docs/vivado-flow.md; bring-up:
// docs/bring-up.md.
//
// Clocks
//   clk_ctl  100 MHz    clk_wiz_ctl from the 125 MHz system clock: MicroBlaze V, GT free-running
//   clk      156.25 MHz gt_opt TXUSRCLK2: the core and its register windows. Reference: FMC+ HSPC
//                       GBTCLK0_M2C (J22.D4/D5 -> fan-out buffer U40 -> MGTREFCLK0_121), the fabric's
//                       distributed clock (the Mercury testbed's clock distribution board, brought in by
//                       the optical FMC+ card): every node's core and slot grid run at one frequency
//   clk_soa_div/ser     clk_wiz_soa from clk: 156.25 / 625 MHz for the SOA gate OSERDES
//   ots/ocs RX          gt_opt RXUSRCLK2 (same frequency as clk, unknown phase)
//   eth lane clocks     eth_gt TXUSRCLK2 161.13 MHz (QSFP1's oscillator, +-100 ppm), shared by the
//                       lanes; RXUSRCLK2 per lane, recovered from its link partner (lp_gt_userclk_rx)
//   ui_clk              ddr4_voq (300 MHz) behind axi_ddr_cdc (lp_board_ddr)
// Every crossing is an lp_* synchronizer or FIFO (constraint scripts beside them in rtl/common) or a
// Xilinx IP with its own constraints (SmartConnect, axi_ddr_cdc, MIG, GT).
//
// Ports of the board (QSFP1 = host lanes, FMC+ HSPC J22 DP0/DP1 (GTY quad 121) = OTS/OCS optical ports
// with GBTCLK0 = their reference clock, FMC HPC1 = the laser/SOA board, PMOD J52 = WSS UART, PMOD J53 =
// bias DACs, USB UART = console + SDN agent; QSFP2 is unused).
`default_nettype none
`include "lp_axi.svh"

module lp_vcu118_top
    import lp_axi_pkg::*;
#(
    parameter VARIANT = "nic"   // "nic": lp_nic_core; "arb": lp_arbiter (the arbiter node); "*_agg": AGG = 1
) (
    input  wire logic        clk_125mhz_p,
    input  wire logic        clk_125mhz_n,
    input  wire logic        reset,             // CPU_RESET button, active high
    input  wire logic        btnu,
    input  wire logic        btnl,
    input  wire logic        btnd,
    input  wire logic        btnr,
    input  wire logic        btnc,
    input  wire logic [3:0]  sw,
    output logic      [7:0]  led,

    output logic             uart_txd,
    input  wire logic        uart_rxd,
    output logic             pmod0_wss_txd,
    input  wire logic        pmod0_wss_rxd,
    output logic             dac_sclk,
    output logic             dac_mosi,
    output logic      [1:0]  dac_cs_n,
    output logic             dac_ldac_n,
    output logic             dac_reset_n,
    input  wire logic        dac_miso,
    input  wire logic        dac_busy_n,

    output logic      [3:0]  qsfp1_tx_p,
    output logic      [3:0]  qsfp1_tx_n,
    input  wire logic [3:0]  qsfp1_rx_p,
    input  wire logic [3:0]  qsfp1_rx_n,
    input  wire logic        qsfp1_mgt_refclk_0_p,
    input  wire logic        qsfp1_mgt_refclk_0_n,
    output logic             qsfp1_modsell,
    output logic             qsfp1_resetl,
    output logic             qsfp1_lpmode,
    input  wire logic        qsfp1_modprsl,
    input  wire logic        qsfp1_intl,

    output logic      [1:0]  fmcp_dp_c2m_p,     // [0] = DP0 = OTS, [1] = DP1 = OCS
    output logic      [1:0]  fmcp_dp_c2m_n,
    input  wire logic [1:0]  fmcp_dp_m2c_p,
    input  wire logic [1:0]  fmcp_dp_m2c_n,
    input  wire logic        fmcp_gbtclk0_m2c_p, // the fabric's distributed 156.25 MHz clock
    input  wire logic        fmcp_gbtclk0_m2c_n,

    input  wire logic        ddr4_c1_sys_clk_p,
    input  wire logic        ddr4_c1_sys_clk_n,
    output logic      [16:0] ddr4_c1_adr,
    output logic      [1:0]  ddr4_c1_ba,
    output logic      [0:0]  ddr4_c1_bg,
    output logic             ddr4_c1_act_n,
    output logic             ddr4_c1_ck_t,
    output logic             ddr4_c1_ck_c,
    output logic             ddr4_c1_cke,
    output logic             ddr4_c1_cs_n,
    output logic             ddr4_c1_odt,
    output logic             ddr4_c1_reset_n,
    inout  wire       [7:0]  ddr4_c1_dm_dbi_n,
    inout  wire       [63:0] ddr4_c1_dq,
    inout  wire       [7:0]  ddr4_c1_dqs_t,
    inout  wire       [7:0]  ddr4_c1_dqs_c,

    output logic      [7:0]  fmc_soa_gate_p,
    output logic      [7:0]  fmc_soa_gate_n,
    output logic      [7:0]  fmc_laser_en,
    input  wire logic        fmc_laser_fault_n,
    input  wire logic        fmc_soa_fault_n,
    input  wire logic        fmc_ots_rx_sd
);
    import lp_cell_pkg::*;

    // VARIANT is an untyped string parameter (Vivado has no string type): literals of other lengths
    // compare zero-extended, which is still exact
    /* verilator lint_off WIDTHEXPAND */
    localparam bit ARB        = (VARIANT == "arb" || VARIANT == "arb_agg");
    localparam bit AGG        = (VARIANT == "nic_agg" || VARIANT == "arb_agg");
    localparam int HOST_PORTS = 2;    // QSFP1 lanes 0 and 1 (two GPUs per node, Mercury testbed)
    localparam int NUM_WL     = 8;
    localparam int GT_OSR     = 2;    // gt_opt RX: 20 Gb/s = 2 samples per 10 Gb/s UI
    localparam int GT_W       = GT_OSR * LP_WORD_BITS;

    if (VARIANT != "nic" && VARIANT != "arb" && VARIANT != "nic_agg" && VARIANT != "arb_agg") begin : g_bad_variant
        $fatal(1, "lp_vcu118_top: VARIANT=\"%s\": must be \"nic\", \"arb\", \"nic_agg\" or \"arb_agg\"", VARIANT);
    end
    /* verilator lint_on WIDTHEXPAND */

    // ---------------------------------------------------------------- control clock and reset
    logic clk_ctl, ctl_locked, rst_ctl;
    clk_wiz_ctl u_clk_ctl (
        .clk_in1_p (clk_125mhz_p), .clk_in1_n (clk_125mhz_n), .reset (reset),
        .clk_out1 (clk_ctl), .locked (ctl_locked)
    );
    lp_rst_sync u_rst_ctl (.clk (clk_ctl), .rst_in (reset || !ctl_locked), .rst_out (rst_ctl));

    // ---------------------------------------------------------------- optical GTs (core clock source)
    logic ots_refclk;
    IBUFDS_GTE4 u_ots_refclk (.I (fmcp_gbtclk0_m2c_p), .IB (fmcp_gbtclk0_m2c_n), .CEB (1'b0),
                              .O (ots_refclk), .ODIV2 ());

    logic clk, tx_active, rx_clk, rx_active, gt_tx_done, gt_rx_done;
    logic [127:0] gt_txdata;
    logic [255:0] gt_rxdata;
    logic [1:0]   gt_cdrhold, gt_cdrlock;
    logic         gt_cdr_stable;
    logic [7:0]   vio_out;
    logic         rst, rst_rx;
    logic [1:0] gt_txpmadone, gt_rxpmadone;   // per channel: PMA out of reset, TX/RXOUTCLK stable
    // The user-clock helpers stay in reset until every channel's PMA reset is done (the wizard's
    // example design does the same), so TXUSRCLK2 (the core clock) and RXUSRCLK2 start from stable
    // TXOUTCLK/RXOUTCLK, not from the control reset's release.
    gt_opt u_gt_opt (
        .gtwiz_userclk_tx_reset_in          (!(&gt_txpmadone)),
        .gtwiz_userclk_tx_srcclk_out        (),
        .gtwiz_userclk_tx_usrclk_out        (),
        .gtwiz_userclk_tx_usrclk2_out       (clk),
        .gtwiz_userclk_tx_active_out        (tx_active),
        .gtwiz_userclk_rx_reset_in          (!(&gt_rxpmadone)),
        .gtwiz_userclk_rx_srcclk_out        (),
        .gtwiz_userclk_rx_usrclk_out        (),
        .gtwiz_userclk_rx_usrclk2_out       (rx_clk),
        .gtwiz_userclk_rx_active_out        (rx_active),
        .gtwiz_reset_clk_freerun_in         (clk_ctl),
        .gtwiz_reset_all_in                 (rst_ctl),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_tx_datapath_in         (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_rx_datapath_in         (1'b0),
        .gtwiz_reset_rx_cdr_stable_out      (gt_cdr_stable),
        .gtwiz_reset_tx_done_out            (gt_tx_done),
        .gtwiz_reset_rx_done_out            (gt_rx_done),
        .gtwiz_userdata_tx_in               (gt_txdata),
        .gtwiz_userdata_rx_out              (gt_rxdata),
        .gtrefclk00_in                      (ots_refclk),
        .gtrefclk01_in                      (ots_refclk),
        .qpll0outclk_out                    (),
        .qpll0outrefclk_out                 (),
        .qpll1outclk_out                    (),
        .qpll1outrefclk_out                 (),
        .gtyrxn_in                          (fmcp_dp_m2c_n),
        .gtyrxp_in                          (fmcp_dp_m2c_p),
        .gtytxn_out                         (fmcp_dp_c2m_n),
        .gtytxp_out                         (fmcp_dp_c2m_p),
        .gtpowergood_out                    (),
        .rxpmaresetdone_out                 (gt_rxpmadone),
        .txpmaresetdone_out                 (gt_txpmadone),
        .rxcdrhold_in                       (gt_cdrhold),
        .rxcdrovrden_in                     (2'b00),
        .rxcdrlock_out                      (gt_cdrlock),
        .loopback_in                        (6'b000_000),
        .txpolarity_in                      (2'b00),
        .rxpolarity_in                      (2'b00),
        .txinhibit_in                       (2'b00),
        .txresetdone_out                    (),
        .rxresetdone_out                    ()
    );
    // Lock to reference: once the CDR is stable after the RX reset (trained on the reference during
    // reset: no light is needed), hold it so it never chases the bursts (docs/phy.md, UG578 RXCDRHOLD).
    assign gt_cdrhold = {2{gt_rx_done}};

    lp_rst_sync u_rst_core (.clk (clk), .rst_in (!tx_active || !gt_tx_done || !gt_rx_done || vio_out[0] || btnc),
                            .rst_out (rst));
    lp_rst_sync u_rst_rx (.clk (rx_clk), .rst_in (!rx_active || !gt_rx_done || !tx_active || vio_out[0] || btnc),
                          .rst_out (rst_rx));

    // ---------------------------------------------------------------- host Ethernet (QSFP1, 4 x 10GbE)
    // eth_gt (Transceivers Wizard, 64b/66b gearbox) + lp_board_eth (the project's MAC+PCS per lane)
    logic [3:0]       eth_tx_clk, eth_rx_clk, eth_lock;
    logic [3:0][63:0] eth_tx_tdata, eth_rx_tdata;
    logic [3:0][7:0]  eth_tx_tkeep, eth_rx_tkeep;
    logic [3:0]       eth_tx_tvalid, eth_tx_tready, eth_tx_tlast, eth_tx_tuser;
    logic [3:0]       eth_rx_tvalid, eth_rx_tlast, eth_rx_tuser;
    logic [3:0]       eth_tx_rst, eth_rx_rst;
    logic             eth_refclk, eth_txusrclk2, eth_tx_active, eth_tx_done, eth_rx_done;
    logic [3:0]       eth_txpmadone, eth_rxpmadone, eth_rxoutclk, eth_rxusrclk, eth_rxusrclk2, eth_rx_active;
    logic [3:0]       eth_rxslip;
    logic [3:0][63:0] eth_gt_txdata, eth_gt_rxdata;
    logic [3:0][5:0]  eth_gt_txheader, eth_gt_rxheader;
    logic [3:0][6:0]  eth_gt_txseq;
    logic [3:0][1:0]  eth_gt_rxdatavalid, eth_gt_rxheadervalid;
    logic [3:0]       eth_hi_ber;
    logic [3:0][lp_eth_pkg::TX_EV_N-1:0][31:0] eth_cnt_tx;
    logic [3:0][lp_eth_pkg::RX_EV_N-1:0][31:0] eth_cnt_rx;

    IBUFDS_GTE4 u_eth_refclk (.I (qsfp1_mgt_refclk_0_p), .IB (qsfp1_mgt_refclk_0_n), .CEB (1'b0),
                              .O (eth_refclk), .ODIV2 ());
    // Each lane receives in its own recovered clock: per-lane RX user-clock helpers, each held until its
    // channel's PMA reset is done; the TX user-clock helper (in the wizard) likewise waits for all TX PMAs.
    lp_gt_userclk_rx #(.CHANNELS (4)) u_eth_rxclk (
        .rxoutclk (eth_rxoutclk), .pma_done (eth_rxpmadone), .usrclk (eth_rxusrclk), .usrclk2 (eth_rxusrclk2),
        .active (eth_rx_active)
    );
    eth_gt u_eth_gt (
        .gtwiz_userclk_tx_reset_in          (!(&eth_txpmadone)),
        .gtwiz_userclk_tx_srcclk_out        (),
        .gtwiz_userclk_tx_usrclk_out        (),
        .gtwiz_userclk_tx_usrclk2_out       (eth_txusrclk2),
        .gtwiz_userclk_tx_active_out        (eth_tx_active),
        .gtwiz_userclk_rx_active_in         (&eth_rx_active),
        .gtwiz_reset_clk_freerun_in         (clk_ctl),
        .gtwiz_reset_all_in                 (rst_ctl),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_tx_datapath_in         (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_rx_datapath_in         (1'b0),
        .gtwiz_reset_rx_cdr_stable_out      (),
        .gtwiz_reset_tx_done_out            (eth_tx_done),
        .gtwiz_reset_rx_done_out            (eth_rx_done),
        .gtwiz_userdata_tx_in               (eth_gt_txdata),
        .gtwiz_userdata_rx_out              (eth_gt_rxdata),
        .gtrefclk00_in                      (eth_refclk),
        .qpll0outclk_out                    (),
        .qpll0outrefclk_out                 (),
        .gtyrxn_in                          (qsfp1_rx_n),
        .gtyrxp_in                          (qsfp1_rx_p),
        .gtytxn_out                         (qsfp1_tx_n),
        .gtytxp_out                         (qsfp1_tx_p),
        .rxgearboxslip_in                   (eth_rxslip),
        .txheader_in                        (eth_gt_txheader),
        .txsequence_in                      (eth_gt_txseq),
        .rxdatavalid_out                    (eth_gt_rxdatavalid),
        .rxheader_out                       (eth_gt_rxheader),
        .rxheadervalid_out                  (eth_gt_rxheadervalid),
        .rxstartofseq_out                   (),
        .rxusrclk_in                        (eth_rxusrclk),
        .rxusrclk2_in                       (eth_rxusrclk2),
        .rxoutclk_out                       (eth_rxoutclk),
        .gtpowergood_out                    (),
        .rxpmaresetdone_out                 (eth_rxpmadone),
        .txpmaresetdone_out                 (eth_txpmadone),
        .loopback_in                        (12'd0),
        .txpolarity_in                      (4'b0000),
        .rxpolarity_in                      (4'b0000)
    );

    lp_board_eth #(.LANES (4)) u_eth (
        .tx_clk (eth_txusrclk2), .tx_ready (eth_tx_active && eth_tx_done),
        .rx_clk (eth_rxusrclk2), .rx_ready (eth_rx_active & {4{eth_rx_done}}),
        .gt_txdata (eth_gt_txdata), .gt_txheader (eth_gt_txheader), .gt_txsequence (eth_gt_txseq),
        .gt_rxdata (eth_gt_rxdata), .gt_rxheader (eth_gt_rxheader), .gt_rxdatavalid (eth_gt_rxdatavalid),
        .gt_rxheadervalid (eth_gt_rxheadervalid), .gt_rxgearboxslip (eth_rxslip),
        .eth_tx_clk (eth_tx_clk), .eth_tx_rst (eth_tx_rst), .eth_tx_tdata (eth_tx_tdata),
        .eth_tx_tkeep (eth_tx_tkeep), .eth_tx_tvalid (eth_tx_tvalid), .eth_tx_tready (eth_tx_tready),
        .eth_tx_tlast (eth_tx_tlast), .eth_tx_tuser (eth_tx_tuser),
        .eth_rx_clk (eth_rx_clk), .eth_rx_rst (eth_rx_rst), .eth_rx_tdata (eth_rx_tdata),
        .eth_rx_tkeep (eth_rx_tkeep), .eth_rx_tvalid (eth_rx_tvalid), .eth_rx_tlast (eth_rx_tlast),
        .eth_rx_tuser (eth_rx_tuser), .eth_lock (eth_lock), .eth_hi_ber (eth_hi_ber),
        .cnt_tx (eth_cnt_tx), .cnt_rx (eth_cnt_rx)
    );
    // lanes 2/3 send nothing (idle)
    assign {eth_tx_tdata[3:2], eth_tx_tkeep[3:2], eth_tx_tvalid[3:2], eth_tx_tlast[3:2], eth_tx_tuser[3:2]} = '0;

    // ---------------------------------------------------------------- control CPU (MicroBlaze V)
    lp_axil_req_t nic_req, arb_req;   // the CPU's register windows
    lp_axil_rsp_t nic_rsp, arb_rsp;
    logic        irq_nic, irq_arb, irq_oddl, ctl_reset_unused;
    logic [1:0]  gpio_o;

    mbv_sys_wrapper u_cpu (
        .clk_ctl (clk_ctl), .ext_reset (reset), .dcm_locked (ctl_locked), .ctl_reset (ctl_reset_unused),
        .clk_core (clk),
        `LP_AXIL_MASTER_INST(M_AXIL_NIC, nic_req, nic_rsp),
        `LP_AXIL_MASTER_INST(M_AXIL_ARB, arb_req, arb_rsp),
        .irq_nic (irq_nic), .irq_arb (irq_arb), .irq_oddl (irq_oddl),
        .uart_con_rxd (uart_rxd), .uart_con_txd (uart_txd),
        .uart_wss_rxd (pmod0_wss_rxd), .uart_wss_txd (pmod0_wss_txd),
        .spi_sclk (dac_sclk), .spi_mosi (dac_mosi), .spi_ss_n (dac_cs_n), .spi_miso (dac_miso),
        .gpio_o (gpio_o), .gpio_i (dac_busy_n)
    );
    assign dac_ldac_n  = gpio_o[0];   // firmware/hal: GPIO channel 1 bit 0 LDAC_N, bit 1 RESET_N
    assign dac_reset_n = gpio_o[1];

    // ---------------------------------------------------------------- the board core
    logic                   mod_reset, mod_lpmode, mod_sel, mod_present, mod_intr, mod_resetting, mod_ready;
    logic [1:0]             mod_tx_dis_unused;   // SFP only
    lp_ila_pkg::lp_ila_soa_t dbg_ila;
    logic [15:0]            status;
    logic                   ddr_calib;

    lp_board_core #(
        .ARB (ARB), .SVLB (1'b1), .ODDL (1'b0), .AGG (AGG), .HOST_PORTS (HOST_PORTS), .NUM_WL (NUM_WL), .OSR (8),
        .MAX_NODES (16), .GT_OSR (GT_OSR), .CDR_OSR (GT_OSR), .MODULE (2'd1)
    ) u_core (
        .clk (clk), .rst (rst),
        .eth_rx_clk (eth_rx_clk[1:0]), .eth_rx_rst (eth_rx_rst[1:0]), .eth_rx_tdata (eth_rx_tdata[1:0]),
        .eth_rx_tkeep (eth_rx_tkeep[1:0]), .eth_rx_tvalid (eth_rx_tvalid[1:0]), .eth_rx_tlast (eth_rx_tlast[1:0]),
        .eth_rx_tuser (eth_rx_tuser[1:0]),
        .eth_tx_clk (eth_tx_clk[1:0]), .eth_tx_rst (eth_tx_rst[1:0]), .eth_tx_tdata (eth_tx_tdata[1:0]),
        .eth_tx_tkeep (eth_tx_tkeep[1:0]), .eth_tx_tvalid (eth_tx_tvalid[1:0]), .eth_tx_tready (eth_tx_tready[1:0]),
        .eth_tx_tlast (eth_tx_tlast[1:0]), .eth_tx_tuser (eth_tx_tuser[1:0]), .eth_link (eth_lock[1:0]),
        .eth_hi_ber (eth_hi_ber[1:0]), .eth_cnt_tx (eth_cnt_tx[1:0]), .eth_cnt_rx (eth_cnt_rx[1:0]),
        .mod_reset (mod_reset), .mod_lpmode (mod_lpmode), .mod_sel (mod_sel), .mod_tx_disable (mod_tx_dis_unused),
        .mod_present (mod_present), .mod_intr (mod_intr), .mod_resetting (mod_resetting), .mod_ready (mod_ready),
        .s_axil_nic_req (nic_req), .s_axil_nic_rsp (nic_rsp),
        .s_axil_arb_req (arb_req), .s_axil_arb_rsp (arb_rsp),
        .irq_nic (irq_nic), .irq_arb (irq_arb), .irq_oddl (irq_oddl),
        .ots_gt_txdata (gt_txdata[63:0]), .ots_rx_clk (rx_clk), .ots_rx_rst (rst_rx),
        .ots_gt_rxdata (gt_rxdata[GT_W-1:0]), .ots_sd (fmc_ots_rx_sd),
        .ocs_gt_txdata (gt_txdata[127:64]), .ocs_rx_clk (rx_clk), .ocs_rx_rst (rst_rx),
        .ocs_gt_rxdata (gt_rxdata[2*GT_W-1:GT_W]),
        .soa_force_off (vio_out[1]), .soa_mmcm_rst (!tx_active), .fmc_soa_gate_p (fmc_soa_gate_p), .fmc_soa_gate_n (fmc_soa_gate_n),
        .fmc_laser_en (fmc_laser_en), .fmc_laser_fault_n (fmc_laser_fault_n), .fmc_soa_fault_n (fmc_soa_fault_n),
        .ddr_sys_rst (rst_ctl), .ddr_calib (ddr_calib),
        .ddr4_sys_clk_p (ddr4_c1_sys_clk_p), .ddr4_sys_clk_n (ddr4_c1_sys_clk_n), .ddr4_adr (ddr4_c1_adr),
        .ddr4_ba (ddr4_c1_ba), .ddr4_bg (ddr4_c1_bg), .ddr4_act_n (ddr4_c1_act_n), .ddr4_ck_t (ddr4_c1_ck_t),
        .ddr4_ck_c (ddr4_c1_ck_c), .ddr4_cke (ddr4_c1_cke), .ddr4_cs_n (ddr4_c1_cs_n), .ddr4_odt (ddr4_c1_odt),
        .ddr4_reset_n (ddr4_c1_reset_n), .ddr4_dm_dbi_n (ddr4_c1_dm_dbi_n), .ddr4_dq (ddr4_c1_dq),
        .ddr4_dqs_t (ddr4_c1_dqs_t), .ddr4_dqs_c (ddr4_c1_dqs_c),
        .dbg_ila (dbg_ila), .status (status)
    );

    // ---------------------------------------------------------------- debug: ILA, VIO, LEDs, QSFP control
    lp_ila_soa_probe u_ila (.clk (clk), .dbg (dbg_ila));
    vio_ctl u_vio (.clk (clk), .probe_in0 (status), .probe_out0 (vio_out));

    logic [26:0] beat;
    always_ff @(posedge clk) beat <= rst ? '0 : beat + 1'b1;
    assign led = {beat[26], status[12], status[8] || status[9], ddr_calib, eth_lock[1:0], status[0], ctl_locked};

    // QSFP1 sideband (SFF-8679) on the free-running control clock: ResetL at power-up, insertion and on
    // MOD_CTRL.reset; ModSelL/LPMode from MOD_CTRL; ModPrsL/IntL into MOD_STATUS (docs/boards.md)
    lp_qsfp_ctl #(.CLK_HZ (100_000_000)) u_qsfp1 (
        .clk (clk), .reset_req (mod_reset), .lpmode (mod_lpmode), .sel (mod_sel),
        .st_present (mod_present), .st_intr (mod_intr), .st_resetting (mod_resetting), .st_ready (mod_ready),
        .clk_ctl (clk_ctl), .rst_ctl (rst_ctl),
        .qsfp_modsell (qsfp1_modsell), .qsfp_resetl (qsfp1_resetl), .qsfp_lpmode (qsfp1_lpmode),
        .qsfp_modprsl (qsfp1_modprsl), .qsfp_intl (qsfp1_intl)
    );

    // lanes 2/3 have no host port: their counters and status stay unread
    wire logic unused_ok = &{1'b0, btnu, btnl, btnd, btnr, sw, mod_tx_dis_unused,
                              eth_hi_ber[3:2], eth_cnt_tx[3:2], eth_cnt_rx[3:2],
                              gt_cdrlock, gt_cdr_stable, ctl_reset_unused,
                              eth_rx_clk[3:2], eth_rx_rst[3:2],
                              eth_rx_tdata[3:2], eth_rx_tkeep[3:2], eth_rx_tvalid[3:2], eth_rx_tlast[3:2],
                              eth_rx_tuser[3:2], eth_tx_clk[3:2], eth_tx_rst[3:2], eth_tx_tready[3:2], eth_lock[3:2],
                              vio_out[7:2]};
endmodule

`default_nettype wire
