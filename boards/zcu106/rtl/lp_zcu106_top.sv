// lp_zcu106_top: ZCU106 board top (xczu7ev-ffvc1156-2-e): the ODDL optical NIC (VARIANT "oddl":
// lp_nic_slice with the ODDL control unit and S-VLB, the Zynq UltraScale+ PS as control CPU running
// PetaLinux, boards/zcu106/petalinux) and the Columbia SiP switch controller host (VARIANT "sipctl": the
// PS with the bias-DAC SPI/GPIO and the WSS UART; no NIC core: its register windows answer DECERR and
// the transceivers and the memory controller stay instantiated but idle, so every pin keeps its IP).
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

`define LP_XXV_LANE(n) \
        .gtpowergood_out_``n (), .gtwiz_reset_tx_datapath_``n (1'b0), .gtwiz_reset_rx_datapath_``n (1'b0), \
        .txoutclksel_in_``n (3'b101), .rxoutclksel_in_``n (3'b101), .gt_loopback_in_``n (3'b000), \
        .tx_clk_out_``n (eth_tx_clk[n]), .rx_clk_out_``n (eth_rx_clk[n]), .rx_core_clk_``n (eth_rx_clk[n]), \
        .tx_reset_``n (rst_ctl), .rx_reset_``n (rst_ctl), \
        .user_tx_reset_``n (eth_tx_rst[n]), .user_rx_reset_``n (eth_rx_rst[n]), .rxrecclkout_``n (), \
        .tx_axis_tready_``n (eth_tx_tready[n]), .tx_axis_tvalid_``n (eth_tx_tvalid[n]), \
        .tx_axis_tdata_``n (eth_tx_tdata[n]), .tx_axis_tlast_``n (eth_tx_tlast[n]), \
        .tx_axis_tkeep_``n (eth_tx_tkeep[n]), .tx_axis_tuser_``n (eth_tx_tuser[n]), \
        .rx_axis_tvalid_``n (eth_rx_tvalid[n]), .rx_axis_tdata_``n (eth_rx_tdata[n]), \
        .rx_axis_tlast_``n (eth_rx_tlast[n]), .rx_axis_tkeep_``n (eth_rx_tkeep[n]), \
        .rx_axis_tuser_``n (eth_rx_tuser[n]), .tx_preamblein_``n (56'd0), .rx_preambleout_``n (), \
        .tx_unfout_``n (), \
        .ctl_rx_enable_``n (1'b1), .ctl_rx_check_preamble_``n (1'b1), .ctl_rx_check_sfd_``n (1'b1), \
        .ctl_rx_force_resync_``n (1'b0), .ctl_rx_delete_fcs_``n (1'b1), .ctl_rx_ignore_fcs_``n (1'b0), \
        .ctl_rx_max_packet_len_``n (15'd9600), .ctl_rx_min_packet_len_``n (8'd64), \
        .ctl_rx_process_lfi_``n (1'b0), .ctl_rx_test_pattern_``n (1'b0), .ctl_tx_enable_``n (1'b1), \
        .ctl_tx_fcs_ins_enable_``n (1'b1), .ctl_tx_ignore_fcs_``n (1'b0), .ctl_tx_ipg_value_``n (4'd12), \
        .ctl_tx_send_idle_``n (1'b0), .ctl_tx_send_lfi_``n (1'b0), .ctl_tx_send_rfi_``n (1'b0), \
        .ctl_tx_test_pattern_``n (1'b0), .stat_rx_block_lock_``n (eth_lock[n]), .stat_rx_status_``n ()

    eth_host u_eth (
        .gt_rxp_in (sfp_rx_p), .gt_rxn_in (sfp_rx_n), .gt_txp_out (sfp_tx_p), .gt_txn_out (sfp_tx_n),
        .gt_refclk_p (sfp_mgt_refclk_p), .gt_refclk_n (sfp_mgt_refclk_n), .gt_refclk_out (unused_refclk_out),
        .sys_reset (rst_ctl), .dclk (clk_ps), .qpllreset_in_0 (1'b0),
        `LP_XXV_LANE(0),
        `LP_XXV_LANE(1)
    );
`undef LP_XXV_LANE
    assign sfp_tx_disable = 2'b00;

    // ---------------------------------------------------------------- PL DDR4 (S-VLB VOQs)
    logic [3:0]  m_axi_awid, m_axi_bid, m_axi_arid, m_axi_rid, m_axi_awcache, m_axi_arcache, m_axi_awqos, m_axi_arqos;
    logic [31:0] m_axi_awaddr, m_axi_araddr;
    logic [7:0]  m_axi_awlen, m_axi_arlen, m_axi_wstrb;
    logic [2:0]  m_axi_awsize, m_axi_arsize, m_axi_awprot, m_axi_arprot;
    logic [1:0]  m_axi_awburst, m_axi_arburst, m_axi_bresp, m_axi_rresp;
    logic        m_axi_awlock, m_axi_arlock, m_axi_awvalid, m_axi_awready, m_axi_wlast, m_axi_wvalid,
                 m_axi_wready, m_axi_bvalid, m_axi_bready, m_axi_arvalid, m_axi_arready, m_axi_rlast,
                 m_axi_rvalid, m_axi_rready;
    logic [63:0] m_axi_wdata, m_axi_rdata;
    // The core's 64-bit AXI4 master (core clock) -> axi_ddr_cdc (upsizer + clock converter) -> the MIG's
    // 512-bit slave (ui_clk). The core's VOQ base address registers place the queues in the 2 GiB.
    logic         ui_clk, ui_rst, ddr_calib, ui_aresetn, core_aresetn;
    logic [30:0]  d_awaddr, d_araddr;
    logic [31:0]  c_awaddr, c_araddr;
    logic [7:0]   d_awlen, d_arlen;
    logic [2:0]   d_awsize, d_arsize, d_awprot, d_arprot;
    logic [1:0]   d_awburst, d_arburst, d_bresp, d_rresp;
    logic [0:0]   d_awlock, d_arlock;
    logic [3:0]   d_awcache, d_arcache, d_awqos, d_arqos, d_awregion_unused, d_arregion_unused;
    logic         d_awvalid, d_awready, d_wlast, d_wvalid, d_wready, d_bvalid, d_bready, d_arvalid, d_arready,
                  d_rlast, d_rvalid, d_rready;
    logic [511:0] d_wdata, d_rdata;
    logic [63:0]  d_wstrb;
    logic [3:0]   d_bid_unused, d_rid_unused;
    assign ui_aresetn   = !ui_rst;
    assign core_aresetn = !rst;

    ddr4_pl u_mig (
        .c0_sys_clk_p (ddr4_sys_clk_p), .c0_sys_clk_n (ddr4_sys_clk_n), .sys_rst (rst_ps),
        .c0_init_calib_complete (ddr_calib), .c0_ddr4_ui_clk (ui_clk), .c0_ddr4_ui_clk_sync_rst (ui_rst),
        .c0_ddr4_aresetn (ui_aresetn), .dbg_clk (), .dbg_bus (),
        .c0_ddr4_act_n (ddr4_act_n), .c0_ddr4_adr (ddr4_adr), .c0_ddr4_ba (ddr4_ba),
        .c0_ddr4_bg (ddr4_bg), .c0_ddr4_cke (ddr4_cke), .c0_ddr4_odt (ddr4_odt),
        .c0_ddr4_cs_n (ddr4_cs_n), .c0_ddr4_ck_t (ddr4_ck_t), .c0_ddr4_ck_c (ddr4_ck_c),
        .c0_ddr4_reset_n (ddr4_reset_n), .c0_ddr4_dm_dbi_n (ddr4_dm_dbi_n), .c0_ddr4_dq (ddr4_dq),
        .c0_ddr4_dqs_t (ddr4_dqs_t), .c0_ddr4_dqs_c (ddr4_dqs_c),
        .c0_ddr4_s_axi_awid (4'd0), .c0_ddr4_s_axi_awaddr (d_awaddr), .c0_ddr4_s_axi_awlen (d_awlen),
        .c0_ddr4_s_axi_awsize (d_awsize), .c0_ddr4_s_axi_awburst (d_awburst), .c0_ddr4_s_axi_awlock (d_awlock),
        .c0_ddr4_s_axi_awcache (d_awcache), .c0_ddr4_s_axi_awprot (d_awprot), .c0_ddr4_s_axi_awqos (d_awqos),
        .c0_ddr4_s_axi_awvalid (d_awvalid), .c0_ddr4_s_axi_awready (d_awready), .c0_ddr4_s_axi_wdata (d_wdata),
        .c0_ddr4_s_axi_wstrb (d_wstrb), .c0_ddr4_s_axi_wlast (d_wlast), .c0_ddr4_s_axi_wvalid (d_wvalid),
        .c0_ddr4_s_axi_wready (d_wready), .c0_ddr4_s_axi_bready (d_bready), .c0_ddr4_s_axi_bid (d_bid_unused),
        .c0_ddr4_s_axi_bresp (d_bresp), .c0_ddr4_s_axi_bvalid (d_bvalid), .c0_ddr4_s_axi_arid (4'd0),
        .c0_ddr4_s_axi_araddr (d_araddr), .c0_ddr4_s_axi_arlen (d_arlen), .c0_ddr4_s_axi_arsize (d_arsize),
        .c0_ddr4_s_axi_arburst (d_arburst), .c0_ddr4_s_axi_arlock (d_arlock), .c0_ddr4_s_axi_arcache (d_arcache),
        .c0_ddr4_s_axi_arprot (d_arprot), .c0_ddr4_s_axi_arqos (d_arqos), .c0_ddr4_s_axi_arvalid (d_arvalid),
        .c0_ddr4_s_axi_arready (d_arready), .c0_ddr4_s_axi_rready (d_rready), .c0_ddr4_s_axi_rlast (d_rlast),
        .c0_ddr4_s_axi_rvalid (d_rvalid), .c0_ddr4_s_axi_rresp (d_rresp), .c0_ddr4_s_axi_rid (d_rid_unused),
        .c0_ddr4_s_axi_rdata (d_rdata)
    );

    axi_ddr_cdc u_ddr_cdc (
        .s_axi_aclk (clk), .s_axi_aresetn (core_aresetn),
        .s_axi_awid (m_axi_awid), .s_axi_awaddr (m_axi_awaddr), .s_axi_awlen (m_axi_awlen),
        .s_axi_awsize (m_axi_awsize), .s_axi_awburst (m_axi_awburst), .s_axi_awlock (m_axi_awlock),
        .s_axi_awcache (m_axi_awcache), .s_axi_awprot (m_axi_awprot), .s_axi_awregion (4'd0),
        .s_axi_awqos (m_axi_awqos), .s_axi_awvalid (m_axi_awvalid), .s_axi_awready (m_axi_awready),
        .s_axi_wdata (m_axi_wdata), .s_axi_wstrb (m_axi_wstrb), .s_axi_wlast (m_axi_wlast),
        .s_axi_wvalid (m_axi_wvalid), .s_axi_wready (m_axi_wready), .s_axi_bid (m_axi_bid),
        .s_axi_bresp (m_axi_bresp), .s_axi_bvalid (m_axi_bvalid), .s_axi_bready (m_axi_bready),
        .s_axi_arid (m_axi_arid), .s_axi_araddr (m_axi_araddr), .s_axi_arlen (m_axi_arlen),
        .s_axi_arsize (m_axi_arsize), .s_axi_arburst (m_axi_arburst), .s_axi_arlock (m_axi_arlock),
        .s_axi_arcache (m_axi_arcache), .s_axi_arprot (m_axi_arprot), .s_axi_arregion (4'd0),
        .s_axi_arqos (m_axi_arqos), .s_axi_arvalid (m_axi_arvalid), .s_axi_arready (m_axi_arready),
        .s_axi_rid (m_axi_rid), .s_axi_rdata (m_axi_rdata), .s_axi_rresp (m_axi_rresp),
        .s_axi_rlast (m_axi_rlast), .s_axi_rvalid (m_axi_rvalid), .s_axi_rready (m_axi_rready),
        .m_axi_aclk (ui_clk), .m_axi_aresetn (ui_aresetn),
        .m_axi_awaddr (c_awaddr), .m_axi_awlen (d_awlen), .m_axi_awsize (d_awsize), .m_axi_awburst (d_awburst),
        .m_axi_awlock (d_awlock), .m_axi_awcache (d_awcache), .m_axi_awprot (d_awprot),
        .m_axi_awregion (d_awregion_unused), .m_axi_awqos (d_awqos), .m_axi_awvalid (d_awvalid),
        .m_axi_awready (d_awready), .m_axi_wdata (d_wdata), .m_axi_wstrb (d_wstrb), .m_axi_wlast (d_wlast),
        .m_axi_wvalid (d_wvalid), .m_axi_wready (d_wready), .m_axi_bresp (d_bresp), .m_axi_bvalid (d_bvalid),
        .m_axi_bready (d_bready), .m_axi_araddr (c_araddr), .m_axi_arlen (d_arlen), .m_axi_arsize (d_arsize),
        .m_axi_arburst (d_arburst), .m_axi_arlock (d_arlock), .m_axi_arcache (d_arcache), .m_axi_arprot (d_arprot),
        .m_axi_arregion (d_arregion_unused), .m_axi_arqos (d_arqos), .m_axi_arvalid (d_arvalid),
        .m_axi_arready (d_arready), .m_axi_rdata (d_rdata), .m_axi_rresp (d_rresp), .m_axi_rlast (d_rlast),
        .m_axi_rvalid (d_rvalid), .m_axi_rready (d_rready)
    );
    assign d_awaddr = c_awaddr[30:0];   // 2 GiB: bit 31 of the core's address is outside the memory
    assign d_araddr = c_araddr[30:0];

    // ---------------------------------------------------------------- the NIC core (VARIANT "oddl")
    logic [NUM_WL-1:0][7:0] soa_ser;
    logic [NUM_WL-1:0]      laser_en;
    lp_ila_pkg::lp_ila_soa_t dbg_ila;
    logic [15:0]            status;

    if (NIC) begin : g_nic
        logic arb_awready_u, arb_wready_u, arb_bvalid_u, arb_arready_u, arb_rvalid_u, irq_arb_u;
        logic [1:0] arb_bresp_u, arb_rresp_u;
        logic [31:0] arb_rdata_u;
        lp_board_core #(
            .ARB (1'b0), .SVLB (1'b1), .ODDL (1'b1), .HOST_PORTS (1), .NUM_WL (NUM_WL), .OSR (8),
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
            // the ZCU106 map has no arbiter window: the core's (unused on a NIC) stays idle
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
            .irq_arb (irq_arb_u), .irq_oddl (irq_oddl),
            .ots_gt_txdata (gt_txdata), .ots_rx_clk (rx_clk), .ots_rx_rst (rst_rx), .ots_gt_rxdata (gt_rxdata),
            .ots_sd (fmc_ots_rx_sd),
            // no OCS lane on the ZCU106: the core's OCS receiver sees a dark, idle line
            .ocs_gt_txdata (), .ocs_rx_clk (rx_clk), .ocs_rx_rst (1'b1), .ocs_gt_rxdata ('0),
            .soa_ser (soa_ser), .laser_en (laser_en), .laser_fault (!fmc_laser_fault_n || !fmc_soa_fault_n),
            .m_axi_awid (m_axi_awid), .m_axi_awaddr (m_axi_awaddr), .m_axi_awlen (m_axi_awlen),
            .m_axi_awsize (m_axi_awsize), .m_axi_awburst (m_axi_awburst), .m_axi_awlock (m_axi_awlock),
            .m_axi_awcache (m_axi_awcache), .m_axi_awprot (m_axi_awprot), .m_axi_awqos (m_axi_awqos),
            .m_axi_awvalid (m_axi_awvalid), .m_axi_awready (m_axi_awready), .m_axi_wdata (m_axi_wdata),
            .m_axi_wstrb (m_axi_wstrb), .m_axi_wlast (m_axi_wlast), .m_axi_wvalid (m_axi_wvalid),
            .m_axi_wready (m_axi_wready), .m_axi_bid (m_axi_bid), .m_axi_bresp (m_axi_bresp),
            .m_axi_bvalid (m_axi_bvalid), .m_axi_bready (m_axi_bready), .m_axi_arid (m_axi_arid),
            .m_axi_araddr (m_axi_araddr), .m_axi_arlen (m_axi_arlen), .m_axi_arsize (m_axi_arsize),
            .m_axi_arburst (m_axi_arburst), .m_axi_arlock (m_axi_arlock), .m_axi_arcache (m_axi_arcache),
            .m_axi_arprot (m_axi_arprot), .m_axi_arqos (m_axi_arqos), .m_axi_arvalid (m_axi_arvalid),
            .m_axi_arready (m_axi_arready), .m_axi_rid (m_axi_rid), .m_axi_rdata (m_axi_rdata),
            .m_axi_rresp (m_axi_rresp), .m_axi_rlast (m_axi_rlast), .m_axi_rvalid (m_axi_rvalid),
            .m_axi_rready (m_axi_rready),
            .dbg_ila (dbg_ila), .status (status)
        );
        assign irq_nic = 1'b0;   // the NIC block has no interrupt line yet (ODDL's is irq_oddl)
        wire logic unused_nic = &{1'b0, arb_awready_u, arb_wready_u, arb_bvalid_u, arb_arready_u, arb_rvalid_u,
                                  irq_arb_u, arb_bresp_u, arb_rresp_u, arb_rdata_u, nic_awaddr[31:16],
                                  nic_araddr[31:16], oddl_awaddr[31:16], oddl_araddr[31:16]};
    end else begin : g_sipctl
        // no NIC: both windows answer DECERR; every stream idle; lasers and SOAs stay dark
        lp_axil_decerr #(.ADDR_W (32)) u_nic_err (
            .clk (clk), .rst (rst),
            .s_axil_awvalid (nic_awvalid), .s_axil_awready (nic_awready), .s_axil_awaddr (nic_awaddr),
            .s_axil_awprot (nic_awprot), .s_axil_wvalid (nic_wvalid), .s_axil_wready (nic_wready),
            .s_axil_wdata (nic_wdata), .s_axil_wstrb (nic_wstrb), .s_axil_bvalid (nic_bvalid),
            .s_axil_bready (nic_bready), .s_axil_bresp (nic_bresp), .s_axil_arvalid (nic_arvalid),
            .s_axil_arready (nic_arready), .s_axil_araddr (nic_araddr), .s_axil_arprot (nic_arprot),
            .s_axil_rvalid (nic_rvalid), .s_axil_rready (nic_rready), .s_axil_rdata (nic_rdata),
            .s_axil_rresp (nic_rresp), .ev_access ()
        );
        lp_axil_decerr #(.ADDR_W (32)) u_oddl_err (
            .clk (clk), .rst (rst),
            .s_axil_awvalid (oddl_awvalid), .s_axil_awready (oddl_awready), .s_axil_awaddr (oddl_awaddr),
            .s_axil_awprot (oddl_awprot), .s_axil_wvalid (oddl_wvalid), .s_axil_wready (oddl_wready),
            .s_axil_wdata (oddl_wdata), .s_axil_wstrb (oddl_wstrb), .s_axil_bvalid (oddl_bvalid),
            .s_axil_bready (oddl_bready), .s_axil_bresp (oddl_bresp), .s_axil_arvalid (oddl_arvalid),
            .s_axil_arready (oddl_arready), .s_axil_araddr (oddl_araddr), .s_axil_arprot (oddl_arprot),
            .s_axil_rvalid (oddl_rvalid), .s_axil_rready (oddl_rready), .s_axil_rdata (oddl_rdata),
            .s_axil_rresp (oddl_rresp), .ev_access ()
        );
        assign {irq_nic, irq_oddl} = '0;
        assign gt_txdata = '0;
        assign {eth_tx_tdata, eth_tx_tkeep, eth_tx_tvalid, eth_tx_tlast, eth_tx_tuser} = '0;
        assign {m_axi_awid, m_axi_awaddr, m_axi_awlen, m_axi_awsize, m_axi_awburst, m_axi_awlock, m_axi_awcache,
                m_axi_awprot, m_axi_awqos, m_axi_awvalid, m_axi_wdata, m_axi_wstrb, m_axi_wlast, m_axi_wvalid,
                m_axi_bready, m_axi_arid, m_axi_araddr, m_axi_arlen, m_axi_arsize, m_axi_arburst, m_axi_arlock,
                m_axi_arcache, m_axi_arprot, m_axi_arqos, m_axi_arvalid, m_axi_rready} = '0;
        assign soa_ser  = '0;
        assign laser_en = '0;
        assign dbg_ila  = '{default: '0};
        assign status   = '0;
        wire logic unused_sip = &{1'b0, gt_rxdata, rx_clk, rst_rx, eth_rx_clk, eth_rx_rst, eth_rx_tdata, eth_rx_tkeep,
                                  eth_rx_tvalid, eth_rx_tlast, eth_rx_tuser, eth_tx_clk, eth_tx_rst, eth_tx_tready,
                                  m_axi_awready, m_axi_wready, m_axi_bid, m_axi_bresp, m_axi_bvalid, m_axi_arready,
                                  m_axi_rid, m_axi_rdata, m_axi_rresp, m_axi_rlast, m_axi_rvalid, fmc_ots_rx_sd,
                                  fmc_laser_fault_n, fmc_soa_fault_n, vio_out[7:4]};
    end

    // ---------------------------------------------------------------- laser / SOA board (FMC HPC1)
    logic clk_soa_div, clk_soa_ser, soa_locked, rst_soa;
    clk_wiz_soa u_clk_soa (.clk_in1 (clk), .reset (!tx_active), .clk_out1 (clk_soa_div), .clk_out2 (clk_soa_ser),
                           .locked (soa_locked));
    lp_rst_sync u_rst_soa (.clk (clk_soa_div), .rst_in (!soa_locked || rst), .rst_out (rst_soa));
    lp_soa_oserdes #(.NUM_WL (NUM_WL), .OSR (8)) u_soa (
        .clk_div (clk_soa_div), .clk_ser (clk_soa_ser), .rst (rst_soa), .soa_ser (soa_ser),
        .force_off (vio_out[1]), .gate_p (fmc_soa_gate_p), .gate_n (fmc_soa_gate_n)
    );
    always_ff @(posedge clk) begin
        if (rst || vio_out[1]) fmc_laser_en <= '0;
        else                   fmc_laser_en <= laser_en;
    end

    // ---------------------------------------------------------------- debug: ILA, VIO, LEDs
    lp_ila_soa_probe u_ila (.clk (clk), .dbg (dbg_ila));
    vio_ctl u_vio (.clk (clk), .probe_in0 (status), .probe_out0 (vio_out));

    logic [26:0] beat;
    always_ff @(posedge clk) beat <= rst ? '0 : beat + 1'b1;
    assign led = {beat[26], status[12], status[8] || status[9], ddr_calib, eth_lock, status[0], !rst_ps};

    wire logic unused_ok = &{1'b0, btnu, btnl, btnd, btnr, sw, gt_cdrlock, unused_refclk_out, vio_out[7:2],
                              d_bid_unused, d_rid_unused, d_awregion_unused, d_arregion_unused, c_awaddr[31],
                              c_araddr[31]};
endmodule

`default_nettype wire
