// lp_zcu106_top: ZCU106 board top (xczu7ev-ffvc1156-2-e): the ODDL optical NIC (VARIANT "oddl":
// lp_nic_core with the ODDL control unit and S-VLB, the Zynq UltraScale+ PS as control CPU running
// PetaLinux, boards/zcu106/petalinux) and the Columbia SiP switch controller host (VARIANT "sipctl": the
// PS with the bias-DAC SPI/GPIO and the WSS UART; lp_board_core without the NIC core: its register
// windows answer DECERR, the transceivers and the memory controller stay instantiated but idle, so every
// pin keeps its IP).
// Pins: constraints/zcu106/*.xdc; IP: ip/zcu106/*.tcl; docs/vivado-flow.md, docs/bring-up.md.
//
// Clocks: pl_clk0 100 MHz (PS: peripherals, GT free-running); clk 156.25 MHz = gt_opt TXUSRCLK2
// from the FMC HPC0 GBTCLK0 (the fabric's distributed clock); the OTS RX in its recovered clock (the
// GTH's own CDR, GT_OSR 1: ODDL circuits last a flow); SFP lane clocks (eth_gt TXUSRCLK2 shared, RXUSRCLK2
// per lane, recovered); the MIG's ui_clk.
// SFP0 = host 10GbE, SFP1 = ODDL electrical control port, FMC HPC0 DP0 = OTS optical port, FMC HPC1
// LA = the laser/SOA board, PMOD0 = WSS UART, PMOD1 = bias DACs.
`default_nettype none
`include "lp_axi.svh"

module lp_zcu106_top
    import lp_axi_pkg::*;
#(
    parameter VARIANT = "oddl"   // "oddl" | "sipctl"
) (
    input  wire logic        btnu,
    input  wire logic        btnl,
    input  wire logic        btnd,
    input  wire logic        btnr,
    input  wire logic        btnc,
    input  wire logic [7:0]  sw,
    output logic      [7:0]  led,

    output logic             pmod0_wss_txd,
    input  wire logic        pmod0_wss_rxd,
    output logic             dac_sclk,
    output logic             dac_mosi,
    output logic      [1:0]  dac_cs_n,
    output logic             dac_ldac_n,
    output logic             dac_reset_n,
    input  wire logic        dac_miso,
    input  wire logic        dac_busy_n,

    output logic      [1:0]  sfp_tx_p,
    output logic      [1:0]  sfp_tx_n,
    input  wire logic [1:0]  sfp_rx_p,
    input  wire logic [1:0]  sfp_rx_n,
    input  wire logic        sfp_mgt_refclk_p,
    input  wire logic        sfp_mgt_refclk_n,
    output logic      [1:0]  sfp_tx_disable,

    output logic             fmc_hpc0_dp0_c2m_p,
    output logic             fmc_hpc0_dp0_c2m_n,
    input  wire logic        fmc_hpc0_dp0_m2c_p,
    input  wire logic        fmc_hpc0_dp0_m2c_n,
    input  wire logic        fmc_hpc0_gbtclk0_m2c_p,
    input  wire logic        fmc_hpc0_gbtclk0_m2c_n,

    input  wire logic        ddr4_sys_clk_p,
    input  wire logic        ddr4_sys_clk_n,
    output logic      [16:0] ddr4_adr,
    output logic      [1:0]  ddr4_ba,
    output logic      [0:0]  ddr4_bg,
    output logic             ddr4_act_n,
    output logic             ddr4_ck_t,
    output logic             ddr4_ck_c,
    output logic             ddr4_cke,
    output logic             ddr4_cs_n,
    output logic             ddr4_odt,
    output logic             ddr4_reset_n,
    inout  wire       [7:0]  ddr4_dm_dbi_n,
    inout  wire       [63:0] ddr4_dq,
    inout  wire       [7:0]  ddr4_dqs_t,
    inout  wire       [7:0]  ddr4_dqs_c,

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
    localparam bit NIC    = (VARIANT == "oddl");
    localparam int NUM_WL = 8;

    if (VARIANT != "oddl" && VARIANT != "sipctl") begin : g_bad_variant
        $fatal(1, "lp_zcu106_top: VARIANT=\"%s\": must be \"oddl\" or \"sipctl\"", VARIANT);
    end
    /* verilator lint_on WIDTHEXPAND */

    // ---------------------------------------------------------------- PS, control clock and reset
    logic clk_ps, rst_ps_raw, rst_ps, clk;
    lp_axil_req_t nic_req;   // the PS's register window (the NIC's node map, its oddl block included)
    lp_axil_rsp_t nic_rsp;
    logic irq_nic, irq_oddl;
    logic [1:0] gpio_o;

    zynq_ps_wrapper u_ps (
        .pl_clk0 (clk_ps), .pl_reset (rst_ps_raw), .clk_core (clk),
        `LP_AXIL_MASTER_INST(M_AXIL_NIC, nic_req, nic_rsp),
        .irq_nic (irq_nic), .irq_oddl (irq_oddl),
        .wss_uart_rxd (pmod0_wss_rxd), .wss_uart_txd (pmod0_wss_txd),
        .dac_spi_sclk (dac_sclk), .dac_spi_mosi (dac_mosi), .dac_spi_ss_n (dac_cs_n), .dac_spi_miso (dac_miso),
        .dac_gpio_o (gpio_o), .dac_gpio_i (dac_busy_n)
    );
    assign dac_ldac_n  = gpio_o[0];   // GPIO channel 1 bit 0 LDAC_N, bit 1 RESET_N (firmware/hal)
    assign dac_reset_n = gpio_o[1];
    lp_rst_sync u_rst_ps (.clk (clk_ps), .rst_in (rst_ps_raw || btnc), .rst_out (rst_ps));

    // ---------------------------------------------------------------- OTS optical GT (core clock source)
    logic ots_refclk, tx_active, rx_clk, rx_active, gt_tx_done, gt_rx_done, gt_cdrlock, rst, rst_rx;
    logic [63:0] gt_txdata, gt_rxdata;
    logic [7:0]  vio_out;
    IBUFDS_GTE4 u_ots_refclk (.I (fmc_hpc0_gbtclk0_m2c_p), .IB (fmc_hpc0_gbtclk0_m2c_n), .CEB (1'b0),
                              .O (ots_refclk), .ODIV2 ());
    logic gt_txpmadone, gt_rxpmadone;   // per channel: PMA out of reset, TX/RXOUTCLK stable
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
        .gtwiz_reset_clk_freerun_in         (clk_ps),
        .gtwiz_reset_all_in                 (rst_ps),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_tx_datapath_in         (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_rx_datapath_in         (1'b0),
        .gtwiz_reset_rx_cdr_stable_out      (),
        .gtwiz_reset_tx_done_out            (gt_tx_done),
        .gtwiz_reset_rx_done_out            (gt_rx_done),
        .gtwiz_userdata_tx_in               (gt_txdata),
        .gtwiz_userdata_rx_out              (gt_rxdata),
        .gtrefclk00_in                      (ots_refclk),
        .qpll0outclk_out                    (),
        .qpll0outrefclk_out                 (),
        .gthrxn_in                          (fmc_hpc0_dp0_m2c_n),
        .gthrxp_in                          (fmc_hpc0_dp0_m2c_p),
        .gthtxn_out                         (fmc_hpc0_dp0_c2m_n),
        .gthtxp_out                         (fmc_hpc0_dp0_c2m_p),
        .gtpowergood_out                    (),
        .rxpmaresetdone_out                 (gt_rxpmadone),
        .txpmaresetdone_out                 (gt_txpmadone),
        .rxcdrlock_out                      (gt_cdrlock),
        .loopback_in                        (3'b000),
        .txpolarity_in                      (1'b0),
        .rxpolarity_in                      (1'b0),
        .txinhibit_in                       (1'b0),
        .txresetdone_out                    (),
        .rxresetdone_out                    ()
    );
    lp_rst_sync u_rst_core (.clk (clk), .rst_in (!tx_active || !gt_tx_done || !gt_rx_done || vio_out[0] || btnc),
                            .rst_out (rst));
    lp_rst_sync u_rst_rx (.clk (rx_clk), .rst_in (!rx_active || !gt_rx_done || !tx_active || vio_out[0] || btnc),
                          .rst_out (rst_rx));

    // ---------------------------------------------------------------- Ethernet (SFP0 host, SFP1 ODDL control)
    // eth_gt (Transceivers Wizard, 64b/66b gearbox) + lp_board_eth (the project's MAC+PCS per lane)
    logic [1:0]       eth_tx_clk, eth_rx_clk, eth_tx_rst, eth_rx_rst, eth_lock;
    logic [1:0]       eth_hi_ber;
    logic [1:0][lp_eth_pkg::TX_EV_N-1:0][31:0] eth_cnt_tx;
    logic [1:0][lp_eth_pkg::RX_EV_N-1:0][31:0] eth_cnt_rx;
    logic [1:0][63:0] eth_tx_tdata, eth_rx_tdata;
    logic [1:0][7:0]  eth_tx_tkeep, eth_rx_tkeep;
    logic [1:0]       eth_tx_tvalid, eth_tx_tready, eth_tx_tlast, eth_tx_tuser;
    logic [1:0]       eth_rx_tvalid, eth_rx_tlast, eth_rx_tuser;
    logic             eth_refclk, eth_txusrclk2, eth_tx_active, eth_tx_done, eth_rx_done;
    logic [1:0]       eth_txpmadone, eth_rxpmadone, eth_rxoutclk, eth_rxusrclk, eth_rxusrclk2, eth_rx_active;
    logic [1:0]       eth_rxslip;
    logic [1:0][63:0] eth_gt_txdata, eth_gt_rxdata;
    logic [1:0][5:0]  eth_gt_txheader, eth_gt_rxheader;
    logic [1:0][6:0]  eth_gt_txseq;
    logic [1:0][1:0]  eth_gt_rxdatavalid, eth_gt_rxheadervalid;

    // the SFP Si570 on MGTREFCLK1 of quad 226, one quad north of the SFP quad 225
    IBUFDS_GTE4 u_eth_refclk (.I (sfp_mgt_refclk_p), .IB (sfp_mgt_refclk_n), .CEB (1'b0), .O (eth_refclk),
                              .ODIV2 ());
    // Each lane receives in its own recovered clock: per-lane RX user-clock helpers, each held until its
    // channel's PMA reset is done; the TX user-clock helper (in the wizard) likewise waits for all TX PMAs.
    lp_gt_userclk_rx #(.CHANNELS (2)) u_eth_rxclk (
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
        .gtwiz_reset_clk_freerun_in         (clk_ps),
        .gtwiz_reset_all_in                 (rst_ps),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_tx_datapath_in         (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0),
        .gtwiz_reset_rx_datapath_in         (1'b0),
        .gtwiz_reset_rx_cdr_stable_out      (),
        .gtwiz_reset_tx_done_out            (eth_tx_done),
        .gtwiz_reset_rx_done_out            (eth_rx_done),
        .gtwiz_userdata_tx_in               (eth_gt_txdata),
        .gtwiz_userdata_rx_out              (eth_gt_rxdata),
        .gtnorthrefclk10_in                 (eth_refclk),
        .qpll0outclk_out                    (),
        .qpll0outrefclk_out                 (),
        .gthrxn_in                          (sfp_rx_n),
        .gthrxp_in                          (sfp_rx_p),
        .gthtxn_out                         (sfp_tx_n),
        .gthtxp_out                         (sfp_tx_p),
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
        .loopback_in                        (6'd0),
        .txpolarity_in                      (2'b00),
        .rxpolarity_in                      (2'b00)
    );

    lp_board_eth #(.LANES (2)) u_eth (
        .tx_clk (eth_txusrclk2), .tx_ready (eth_tx_active && eth_tx_done),
        .rx_clk (eth_rxusrclk2), .rx_ready (eth_rx_active & {2{eth_rx_done}}),
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
    // SFP TX_Disable per lane from MOD_CTRL.tx_disable, a level on the free-running PS clock (SFF-8419:
    // high turns the module's transmitter off; docs/boards.md)
    logic [1:0] mod_tx_disable;
    lp_sync_bit #(.WIDTH (2)) u_sfp_txdis (.clk (clk_ps), .d (mod_tx_disable), .q (sfp_tx_disable));

    // ---------------------------------------------------------------- the board core (no NIC core on "sipctl")
    lp_ila_pkg::lp_ila_soa_t dbg_ila;
    logic [15:0]             status;
    logic                    ddr_calib, irq_arb_unused;
    logic                    mod_reset_unused, mod_lpmode_unused, mod_sel_unused;   // QSFP only
    lp_axil_req_t            arb_idle;
    lp_axil_rsp_t            arb_rsp_u;
    assign arb_idle = '{b_ready: 1'b1, r_ready: 1'b1, default: '0};

    lp_board_core #(
        .NIC_CORE (NIC), .ARB (1'b0), .SVLB (1'b1), .ODDL (1'b1), .HOST_PORTS (1), .NUM_WL (NUM_WL), .OSR (8),
        .MAX_NODES (16), .GT_OSR (1), .CDR_OSR (2), .MODULE (2'd2)
    ) u_core (
        .clk (clk), .rst (rst),
        .eth_rx_clk (eth_rx_clk), .eth_rx_rst (eth_rx_rst), .eth_rx_tdata (eth_rx_tdata),
        .eth_rx_tkeep (eth_rx_tkeep), .eth_rx_tvalid (eth_rx_tvalid), .eth_rx_tlast (eth_rx_tlast),
        .eth_rx_tuser (eth_rx_tuser),
        .eth_tx_clk (eth_tx_clk), .eth_tx_rst (eth_tx_rst), .eth_tx_tdata (eth_tx_tdata),
        .eth_tx_tkeep (eth_tx_tkeep), .eth_tx_tvalid (eth_tx_tvalid), .eth_tx_tready (eth_tx_tready),
        .eth_tx_tlast (eth_tx_tlast), .eth_tx_tuser (eth_tx_tuser), .eth_link (eth_lock),
        .eth_hi_ber (eth_hi_ber), .eth_cnt_tx (eth_cnt_tx), .eth_cnt_rx (eth_cnt_rx),
        // SFP cages: only TX_Disable is wired (no presence, interrupt or reset lines)
        .mod_reset (mod_reset_unused), .mod_lpmode (mod_lpmode_unused), .mod_sel (mod_sel_unused),
        .mod_tx_disable (mod_tx_disable), .mod_present (1'b0), .mod_intr (1'b0), .mod_resetting (1'b0),
        .mod_ready (1'b0),
        .s_axil_nic_req (nic_req), .s_axil_nic_rsp (nic_rsp),
        // the ZCU106 map has no arbiter window: the board core's stays idle
        .s_axil_arb_req (arb_idle), .s_axil_arb_rsp (arb_rsp_u),
        .irq_nic (irq_nic), .irq_arb (irq_arb_unused), .irq_oddl (irq_oddl),
        .ots_gt_txdata (gt_txdata), .ots_rx_clk (rx_clk), .ots_rx_rst (rst_rx), .ots_gt_rxdata (gt_rxdata),
        .ots_sd (fmc_ots_rx_sd),
        // no OCS lane on the ZCU106: the core's OCS receiver sees a dark, idle line
        .ocs_gt_txdata (), .ocs_rx_clk (rx_clk), .ocs_rx_rst (1'b1), .ocs_gt_rxdata ('0),
        .soa_force_off (vio_out[1]), .soa_mmcm_rst (!tx_active), .fmc_soa_gate_p (fmc_soa_gate_p),
        .fmc_soa_gate_n (fmc_soa_gate_n), .fmc_laser_en (fmc_laser_en), .fmc_laser_fault_n (fmc_laser_fault_n),
        .fmc_soa_fault_n (fmc_soa_fault_n),
        .ddr_sys_rst (rst_ps), .ddr_calib (ddr_calib),
        .ddr4_sys_clk_p (ddr4_sys_clk_p), .ddr4_sys_clk_n (ddr4_sys_clk_n), .ddr4_adr (ddr4_adr),
        .ddr4_ba (ddr4_ba), .ddr4_bg (ddr4_bg), .ddr4_act_n (ddr4_act_n), .ddr4_ck_t (ddr4_ck_t),
        .ddr4_ck_c (ddr4_ck_c), .ddr4_cke (ddr4_cke), .ddr4_cs_n (ddr4_cs_n), .ddr4_odt (ddr4_odt),
        .ddr4_reset_n (ddr4_reset_n), .ddr4_dm_dbi_n (ddr4_dm_dbi_n), .ddr4_dq (ddr4_dq),
        .ddr4_dqs_t (ddr4_dqs_t), .ddr4_dqs_c (ddr4_dqs_c),
        .dbg_ila (dbg_ila), .status (status)
    );

    // ---------------------------------------------------------------- debug: ILA, VIO, LEDs
    lp_ila_soa_probe u_ila (.clk (clk), .dbg (dbg_ila));
    vio_ctl u_vio (.clk (clk), .probe_in0 (status), .probe_out0 (vio_out));

    logic [26:0] beat;
    always_ff @(posedge clk) beat <= rst ? '0 : beat + 1'b1;
    assign led = {beat[26], status[12], status[8] || status[9], ddr_calib, eth_lock, status[0], !rst_ps};

    wire logic unused_ok = &{1'b0, btnu, btnl, btnd, btnr, sw, gt_cdrlock, vio_out[7:2],
                              irq_arb_unused, arb_rsp_u, mod_reset_unused, mod_lpmode_unused, mod_sel_unused};
endmodule

`default_nettype wire
