// lp_zcu106_top: ZCU106 board top (xczu7ev-ffvc1156-2-e): the ODDL optical NIC (VARIANT "oddl":
// lp_nic_core with the ODDL control unit and S-VLB, the Zynq UltraScale+ PS as control CPU running
// PetaLinux, boards/zcu106/petalinux) and the Columbia SiP switch controller host (VARIANT "sipctl": the
// PS with the bias-DAC SPI/GPIO and the WSS UART; lp_board_core without the NIC core: its register
// windows answer DECERR, the transceivers and the memory controller stay instantiated but idle, so every
// pin keeps its IP).
// Pins: constraints/zcu106/*.xdc; IP: ip/zcu106/*.tcl; docs/vivado-flow.md, docs/bring-up.md.
//
// Clocks: pl_clk0 100 MHz (PS: peripherals, GT/MAC free-running); clk 156.25 MHz = gt_opt TXUSRCLK2
// from the FMC HPC0 GBTCLK0 (the fabric's distributed clock); the OTS RX in its recovered clock (the
// GTH's own CDR, GT_OSR 1: ODDL circuits last a flow); SFP lane clocks; the MIG's ui_clk.
// SFP0 = host 10GbE, SFP1 = ODDL electrical control port, FMC HPC0 DP0 = OTS optical port, FMC HPC1
// LA = the laser/SOA board, PMOD0 = WSS UART, PMOD1 = bias DACs.
`default_nettype none

module lp_zcu106_top #(
    parameter string VARIANT = "oddl"   // "oddl" | "sipctl"
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

    localparam bit NIC    = (VARIANT == "oddl");
    localparam int NUM_WL = 8;

    initial begin
        if (VARIANT != "oddl" && VARIANT != "sipctl")
            $fatal(1, "lp_zcu106_top: VARIANT=\"%s\": must be \"oddl\" or \"sipctl\"", VARIANT);
    end

    // ---------------------------------------------------------------- PS, control clock and reset
    logic clk_ps, rst_ps_raw, rst_ps, clk;
    logic [31:0] nic_awaddr, nic_araddr, oddl_awaddr, oddl_araddr, nic_wdata, nic_rdata, oddl_wdata, oddl_rdata;
    logic [2:0]  nic_awprot, nic_arprot, oddl_awprot, oddl_arprot;
    logic [3:0]  nic_wstrb, oddl_wstrb;
    logic [1:0]  nic_bresp, nic_rresp, oddl_bresp, oddl_rresp;
    logic nic_awvalid, nic_awready, nic_wvalid, nic_wready, nic_bvalid, nic_bready, nic_arvalid, nic_arready,
          nic_rvalid, nic_rready;
    logic oddl_awvalid, oddl_awready, oddl_wvalid, oddl_wready, oddl_bvalid, oddl_bready, oddl_arvalid,
          oddl_arready, oddl_rvalid, oddl_rready;
    logic irq_nic, irq_oddl;
    logic [1:0] gpio_o;

    zynq_ps_wrapper u_ps (
        .pl_clk0 (clk_ps), .pl_reset (rst_ps_raw), .clk_core (clk),
        .M_AXIL_NIC_awaddr (nic_awaddr), .M_AXIL_NIC_awprot (nic_awprot), .M_AXIL_NIC_awvalid (nic_awvalid),
        .M_AXIL_NIC_awready (nic_awready), .M_AXIL_NIC_wdata (nic_wdata), .M_AXIL_NIC_wstrb (nic_wstrb),
        .M_AXIL_NIC_wvalid (nic_wvalid), .M_AXIL_NIC_wready (nic_wready), .M_AXIL_NIC_bresp (nic_bresp),
        .M_AXIL_NIC_bvalid (nic_bvalid), .M_AXIL_NIC_bready (nic_bready), .M_AXIL_NIC_araddr (nic_araddr),
        .M_AXIL_NIC_arprot (nic_arprot), .M_AXIL_NIC_arvalid (nic_arvalid), .M_AXIL_NIC_arready (nic_arready),
        .M_AXIL_NIC_rdata (nic_rdata), .M_AXIL_NIC_rresp (nic_rresp), .M_AXIL_NIC_rvalid (nic_rvalid),
        .M_AXIL_NIC_rready (nic_rready),
        .M_AXIL_ODDL_awaddr (oddl_awaddr), .M_AXIL_ODDL_awprot (oddl_awprot), .M_AXIL_ODDL_awvalid (oddl_awvalid),
        .M_AXIL_ODDL_awready (oddl_awready), .M_AXIL_ODDL_wdata (oddl_wdata), .M_AXIL_ODDL_wstrb (oddl_wstrb),
        .M_AXIL_ODDL_wvalid (oddl_wvalid), .M_AXIL_ODDL_wready (oddl_wready), .M_AXIL_ODDL_bresp (oddl_bresp),
        .M_AXIL_ODDL_bvalid (oddl_bvalid), .M_AXIL_ODDL_bready (oddl_bready), .M_AXIL_ODDL_araddr (oddl_araddr),
        .M_AXIL_ODDL_arprot (oddl_arprot), .M_AXIL_ODDL_arvalid (oddl_arvalid),
        .M_AXIL_ODDL_arready (oddl_arready), .M_AXIL_ODDL_rdata (oddl_rdata), .M_AXIL_ODDL_rresp (oddl_rresp),
        .M_AXIL_ODDL_rvalid (oddl_rvalid), .M_AXIL_ODDL_rready (oddl_rready),
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
    gt_opt u_gt_opt (
        .gtwiz_userclk_tx_reset_in          (rst_ps),
        .gtwiz_userclk_tx_srcclk_out        (),
        .gtwiz_userclk_tx_usrclk_out        (),
        .gtwiz_userclk_tx_usrclk2_out       (clk),
        .gtwiz_userclk_tx_active_out        (tx_active),
        .gtwiz_userclk_rx_reset_in          (rst_ps),
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
        .rxpmaresetdone_out                 (),
        .txpmaresetdone_out                 (),
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
    logic [1:0]       eth_tx_clk, eth_rx_clk, eth_tx_rst, eth_rx_rst, eth_lock;
    logic [1:0][63:0] eth_tx_tdata, eth_rx_tdata;
    logic [1:0][7:0]  eth_tx_tkeep, eth_rx_tkeep;
    logic [1:0]       eth_tx_tvalid, eth_tx_tready, eth_tx_tlast, eth_tx_tuser;
    logic [1:0]       eth_rx_tvalid, eth_rx_tlast, eth_rx_tuser;
    logic             unused_refclk_out;
    logic             rst_ctl;
    assign rst_ctl = rst_ps;

`include "lp_xxv_lane.svh"

    eth_host u_eth (
        .gt_rxp_in (sfp_rx_p), .gt_rxn_in (sfp_rx_n), .gt_txp_out (sfp_tx_p), .gt_txn_out (sfp_tx_n),
        .gt_refclk_p (sfp_mgt_refclk_p), .gt_refclk_n (sfp_mgt_refclk_n), .gt_refclk_out (unused_refclk_out),
        .sys_reset (rst_ctl), .dclk (clk_ps), .qpllreset_in_0 (1'b0),
        `LP_XXV_LANE(0),
        `LP_XXV_LANE(1)
    );
    assign sfp_tx_disable = 2'b00;

    // ---------------------------------------------------------------- the board core (no NIC core on "sipctl")
    lp_ila_pkg::lp_ila_soa_t dbg_ila;
    logic [15:0]             status;
    logic                    ddr_calib, irq_arb_unused;
    logic                    arb_awready_u, arb_wready_u, arb_bvalid_u, arb_arready_u, arb_rvalid_u;
    logic [1:0]              arb_bresp_u, arb_rresp_u;
    logic [31:0]             arb_rdata_u;

    lp_board_core #(
        .NIC_CORE (NIC), .ARB (1'b0), .SVLB (1'b1), .ODDL (1'b1), .HOST_PORTS (1), .NUM_WL (NUM_WL), .OSR (8),
        .MAX_NODES (16), .GT_OSR (1), .CDR_OSR (2)
    ) u_core (
        .clk (clk), .rst (rst),
        .eth_rx_clk (eth_rx_clk), .eth_rx_rst (eth_rx_rst), .eth_rx_tdata (eth_rx_tdata),
        .eth_rx_tkeep (eth_rx_tkeep), .eth_rx_tvalid (eth_rx_tvalid), .eth_rx_tlast (eth_rx_tlast),
        .eth_rx_tuser (eth_rx_tuser),
        .eth_tx_clk (eth_tx_clk), .eth_tx_rst (eth_tx_rst), .eth_tx_tdata (eth_tx_tdata),
        .eth_tx_tkeep (eth_tx_tkeep), .eth_tx_tvalid (eth_tx_tvalid), .eth_tx_tready (eth_tx_tready),
        .eth_tx_tlast (eth_tx_tlast), .eth_tx_tuser (eth_tx_tuser), .eth_link (eth_lock),
        .s_axil_nic_awvalid (nic_awvalid), .s_axil_nic_awready (nic_awready), .s_axil_nic_awaddr (nic_awaddr[15:0]),
        .s_axil_nic_awprot (nic_awprot), .s_axil_nic_wvalid (nic_wvalid), .s_axil_nic_wready (nic_wready),
        .s_axil_nic_wdata (nic_wdata), .s_axil_nic_wstrb (nic_wstrb), .s_axil_nic_bvalid (nic_bvalid),
        .s_axil_nic_bready (nic_bready), .s_axil_nic_bresp (nic_bresp), .s_axil_nic_arvalid (nic_arvalid),
        .s_axil_nic_arready (nic_arready), .s_axil_nic_araddr (nic_araddr[15:0]), .s_axil_nic_arprot (nic_arprot),
        .s_axil_nic_rvalid (nic_rvalid), .s_axil_nic_rready (nic_rready), .s_axil_nic_rdata (nic_rdata),
        .s_axil_nic_rresp (nic_rresp),
        // the ZCU106 map has no arbiter window: the board core's stays idle
        .s_axil_arb_awvalid (1'b0), .s_axil_arb_awready (arb_awready_u), .s_axil_arb_awaddr ('0),
        .s_axil_arb_awprot ('0), .s_axil_arb_wvalid (1'b0), .s_axil_arb_wready (arb_wready_u),
        .s_axil_arb_wdata ('0), .s_axil_arb_wstrb ('0), .s_axil_arb_bvalid (arb_bvalid_u),
        .s_axil_arb_bready (1'b1), .s_axil_arb_bresp (arb_bresp_u), .s_axil_arb_arvalid (1'b0),
        .s_axil_arb_arready (arb_arready_u), .s_axil_arb_araddr ('0), .s_axil_arb_arprot ('0),
        .s_axil_arb_rvalid (arb_rvalid_u), .s_axil_arb_rready (1'b1), .s_axil_arb_rdata (arb_rdata_u),
        .s_axil_arb_rresp (arb_rresp_u),
        .s_axil_oddl_awvalid (oddl_awvalid), .s_axil_oddl_awready (oddl_awready),
        .s_axil_oddl_awaddr (oddl_awaddr[15:0]), .s_axil_oddl_awprot (oddl_awprot), .s_axil_oddl_wvalid (oddl_wvalid),
        .s_axil_oddl_wready (oddl_wready), .s_axil_oddl_wdata (oddl_wdata), .s_axil_oddl_wstrb (oddl_wstrb),
        .s_axil_oddl_bvalid (oddl_bvalid), .s_axil_oddl_bready (oddl_bready), .s_axil_oddl_bresp (oddl_bresp),
        .s_axil_oddl_arvalid (oddl_arvalid), .s_axil_oddl_arready (oddl_arready),
        .s_axil_oddl_araddr (oddl_araddr[15:0]), .s_axil_oddl_arprot (oddl_arprot),
        .s_axil_oddl_rvalid (oddl_rvalid), .s_axil_oddl_rready (oddl_rready), .s_axil_oddl_rdata (oddl_rdata),
        .s_axil_oddl_rresp (oddl_rresp),
        .irq_arb (irq_arb_unused), .irq_oddl (irq_oddl),
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
    assign irq_nic = 1'b0;   // the NIC block has no interrupt line (ODDL's is irq_oddl)

    // ---------------------------------------------------------------- debug: ILA, VIO, LEDs
    lp_ila_soa_probe u_ila (.clk (clk), .dbg (dbg_ila));
    vio_ctl u_vio (.clk (clk), .probe_in0 (status), .probe_out0 (vio_out));

    logic [26:0] beat;
    always_ff @(posedge clk) beat <= rst ? '0 : beat + 1'b1;
    assign led = {beat[26], status[12], status[8] || status[9], ddr_calib, eth_lock, status[0], !rst_ps};

    wire logic unused_ok = &{1'b0, btnu, btnl, btnd, btnr, sw, gt_cdrlock, unused_refclk_out, vio_out[7:2],
                              irq_arb_unused, arb_awready_u, arb_wready_u, arb_bvalid_u, arb_arready_u, arb_rvalid_u,
                              arb_bresp_u, arb_rresp_u, arb_rdata_u, nic_awaddr[31:16], nic_araddr[31:16],
                              oddl_awaddr[31:16], oddl_araddr[31:16]};
endmodule

`default_nettype wire
