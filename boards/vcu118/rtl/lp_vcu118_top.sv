// lp_vcu118_top: VCU118 board top (xcvu9p-flga2104-2L-e) of the Lightpath NIC (VARIANT "nic") and of
// the arbiter node (VARIANT "arb"); "nic_agg" / "arb_agg" are the same with in-network aggregation
// (docs/agg.md: upload encoders in the NIC core, and the engine and window scheduler on the arbiter).
// Pins: constraints/vcu118/*.xdc; IP: ip/vcu118/*.tcl; flow: docs/vivado-flow.md; bring-up:
// docs/bring-up.md.
//
// Clocks
//   clk_ctl  100 MHz    clk_wiz_ctl from the 125 MHz system clock: MicroBlaze V, GT/MAC free-running
//   clk      156.25 MHz gt_opt TXUSRCLK2: the core and its register windows. Reference: FMC+ HSPC
//                       GBTCLK0_M2C (J22.D4/D5 -> fan-out buffer U40 -> MGTREFCLK0_121), the fabric's
//                       distributed clock (the Mercury testbed's clock distribution board, brought in by
//                       the optical FMC+ card): every node's core and slot grid run at one frequency
//   clk_soa_div/ser     clk_wiz_soa from clk: 156.25 / 625 MHz for the SOA gate OSERDES
//   ots/ocs RX          gt_opt RXUSRCLK2 (same frequency as clk, unknown phase)
//   eth lane clocks     eth_host tx_clk_out_N / rx_clk_out_N from QSFP1's oscillator (+-100 ppm)
//   ui_clk              ddr4_voq (300 MHz) behind axi_ddr_cdc (lp_board_ddr)
// Every crossing is an lp_* synchronizer or FIFO (constraint scripts beside them in rtl/common) or a
// Xilinx IP with its own constraints (SmartConnect, axi_ddr_cdc, MIG, GT, MAC).
//
// Ports of the board (QSFP1 = host lanes, FMC+ HSPC J22 DP0/DP1 (GTY quad 121) = OTS/OCS optical ports
// with GBTCLK0 = their reference clock, FMC HPC1 = the laser/SOA board, PMOD J52 = WSS UART, PMOD J53 =
// bias DACs, USB UART = console + SDN agent; QSFP2 is unused).
`default_nettype none

module lp_vcu118_top #(
    parameter string VARIANT = "nic"   // "nic": lp_nic_core; "arb": lp_arbiter (the arbiter node); "*_agg": AGG = 1
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

    localparam bit ARB        = (VARIANT == "arb" || VARIANT == "arb_agg");
    localparam bit AGG        = (VARIANT == "nic_agg" || VARIANT == "arb_agg");
    localparam int HOST_PORTS = 2;    // QSFP1 lanes 0 and 1 (two GPUs per node, Mercury testbed)
    localparam int NUM_WL     = 8;
    localparam int GT_OSR     = 2;    // gt_opt RX: 20 Gb/s = 2 samples per 10 Gb/s UI
    localparam int GT_W       = GT_OSR * LP_WORD_BITS;

    initial begin
        if (VARIANT != "nic" && VARIANT != "arb" && VARIANT != "nic_agg" && VARIANT != "arb_agg")
            $fatal(1, "lp_vcu118_top: VARIANT=\"%s\": must be \"nic\", \"arb\", \"nic_agg\" or \"arb_agg\"", VARIANT);
    end

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
    gt_opt u_gt_opt (
        .gtwiz_userclk_tx_reset_in          (rst_ctl),
        .gtwiz_userclk_tx_srcclk_out        (),
        .gtwiz_userclk_tx_usrclk_out        (),
        .gtwiz_userclk_tx_usrclk2_out       (clk),
        .gtwiz_userclk_tx_active_out        (tx_active),
        .gtwiz_userclk_rx_reset_in          (rst_ctl),
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
        .rxpmaresetdone_out                 (),
        .txpmaresetdone_out                 (),
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
    logic [3:0]       eth_tx_clk, eth_rx_clk, eth_lock;
    logic [3:0][63:0] eth_tx_tdata, eth_rx_tdata;
    logic [3:0][7:0]  eth_tx_tkeep, eth_rx_tkeep;
    logic [3:0]       eth_tx_tvalid, eth_tx_tready, eth_tx_tlast, eth_tx_tuser;
    logic [3:0]       eth_rx_tvalid, eth_rx_tlast, eth_rx_tuser;
    logic [3:0]       eth_tx_rst, eth_rx_rst;
    logic             unused_refclk_out;

    // lanes 2/3 send nothing (idle)
`include "lp_xxv_lane.svh"

    eth_host u_eth (
        .gt_rxp_in      (qsfp1_rx_p),
        .gt_rxn_in      (qsfp1_rx_n),
        .gt_txp_out     (qsfp1_tx_p),
        .gt_txn_out     (qsfp1_tx_n),
        .gt_refclk_p    (qsfp1_mgt_refclk_0_p),
        .gt_refclk_n    (qsfp1_mgt_refclk_0_n),
        .gt_refclk_out  (unused_refclk_out),
        .sys_reset      (rst_ctl),
        .dclk           (clk_ctl),
        .qpllreset_in_0 (1'b0),
        `LP_XXV_LANE(0),
        `LP_XXV_LANE(1),
        `LP_XXV_LANE(2),
        `LP_XXV_LANE(3)
    );
    // user_tx_reset_N / user_rx_reset_N are active high and synchronous to each lane clock (PG210)
    assign {eth_tx_tdata[3:2], eth_tx_tkeep[3:2], eth_tx_tvalid[3:2], eth_tx_tlast[3:2], eth_tx_tuser[3:2]} = '0;

    // ---------------------------------------------------------------- control CPU (MicroBlaze V)
    logic [2:0] m_nic_prot, m_arb_prot, m_oddl_prot, m_nic_arprot, m_arb_arprot, m_oddl_arprot;
    logic [31:0] nic_awaddr, nic_araddr, arb_awaddr, arb_araddr, oddl_awaddr, oddl_araddr;
    logic nic_awvalid, nic_awready, nic_wvalid, nic_wready, nic_bvalid, nic_bready, nic_arvalid, nic_arready,
          nic_rvalid, nic_rready;
    logic arb_awvalid, arb_awready, arb_wvalid, arb_wready, arb_bvalid, arb_bready, arb_arvalid, arb_arready,
          arb_rvalid, arb_rready;
    logic oddl_awvalid, oddl_awready, oddl_wvalid, oddl_wready, oddl_bvalid, oddl_bready, oddl_arvalid,
          oddl_arready, oddl_rvalid, oddl_rready;
    logic [31:0] nic_wdata, nic_rdata, arb_wdata, arb_rdata, oddl_wdata, oddl_rdata;
    logic [3:0]  nic_wstrb, arb_wstrb, oddl_wstrb;
    logic [1:0]  nic_bresp, nic_rresp, arb_bresp, arb_rresp, oddl_bresp, oddl_rresp;
    logic        irq_arb, irq_oddl, ctl_reset_unused;
    logic [1:0]  gpio_o;

    mbv_sys_wrapper u_cpu (
        .clk_ctl (clk_ctl), .ext_reset (reset), .dcm_locked (ctl_locked), .ctl_reset (ctl_reset_unused),
        .clk_core (clk),
        .M_AXIL_NIC_awaddr (nic_awaddr), .M_AXIL_NIC_awprot (m_nic_prot), .M_AXIL_NIC_awvalid (nic_awvalid),
        .M_AXIL_NIC_awready (nic_awready), .M_AXIL_NIC_wdata (nic_wdata), .M_AXIL_NIC_wstrb (nic_wstrb),
        .M_AXIL_NIC_wvalid (nic_wvalid), .M_AXIL_NIC_wready (nic_wready), .M_AXIL_NIC_bresp (nic_bresp),
        .M_AXIL_NIC_bvalid (nic_bvalid), .M_AXIL_NIC_bready (nic_bready), .M_AXIL_NIC_araddr (nic_araddr),
        .M_AXIL_NIC_arprot (m_nic_arprot), .M_AXIL_NIC_arvalid (nic_arvalid), .M_AXIL_NIC_arready (nic_arready),
        .M_AXIL_NIC_rdata (nic_rdata), .M_AXIL_NIC_rresp (nic_rresp), .M_AXIL_NIC_rvalid (nic_rvalid),
        .M_AXIL_NIC_rready (nic_rready),
        .M_AXIL_ARB_awaddr (arb_awaddr), .M_AXIL_ARB_awprot (m_arb_prot), .M_AXIL_ARB_awvalid (arb_awvalid),
        .M_AXIL_ARB_awready (arb_awready), .M_AXIL_ARB_wdata (arb_wdata), .M_AXIL_ARB_wstrb (arb_wstrb),
        .M_AXIL_ARB_wvalid (arb_wvalid), .M_AXIL_ARB_wready (arb_wready), .M_AXIL_ARB_bresp (arb_bresp),
        .M_AXIL_ARB_bvalid (arb_bvalid), .M_AXIL_ARB_bready (arb_bready), .M_AXIL_ARB_araddr (arb_araddr),
        .M_AXIL_ARB_arprot (m_arb_arprot), .M_AXIL_ARB_arvalid (arb_arvalid), .M_AXIL_ARB_arready (arb_arready),
        .M_AXIL_ARB_rdata (arb_rdata), .M_AXIL_ARB_rresp (arb_rresp), .M_AXIL_ARB_rvalid (arb_rvalid),
        .M_AXIL_ARB_rready (arb_rready),
        .M_AXIL_ODDL_awaddr (oddl_awaddr), .M_AXIL_ODDL_awprot (m_oddl_prot), .M_AXIL_ODDL_awvalid (oddl_awvalid),
        .M_AXIL_ODDL_awready (oddl_awready), .M_AXIL_ODDL_wdata (oddl_wdata), .M_AXIL_ODDL_wstrb (oddl_wstrb),
        .M_AXIL_ODDL_wvalid (oddl_wvalid), .M_AXIL_ODDL_wready (oddl_wready), .M_AXIL_ODDL_bresp (oddl_bresp),
        .M_AXIL_ODDL_bvalid (oddl_bvalid), .M_AXIL_ODDL_bready (oddl_bready), .M_AXIL_ODDL_araddr (oddl_araddr),
        .M_AXIL_ODDL_arprot (m_oddl_arprot), .M_AXIL_ODDL_arvalid (oddl_arvalid),
        .M_AXIL_ODDL_arready (oddl_arready), .M_AXIL_ODDL_rdata (oddl_rdata), .M_AXIL_ODDL_rresp (oddl_rresp),
        .M_AXIL_ODDL_rvalid (oddl_rvalid), .M_AXIL_ODDL_rready (oddl_rready),
        .irq_nic (1'b0), .irq_arb (irq_arb), .irq_oddl (irq_oddl),
        .uart_con_rxd (uart_rxd), .uart_con_txd (uart_txd),
        .uart_wss_rxd (pmod0_wss_rxd), .uart_wss_txd (pmod0_wss_txd),
        .spi_sclk (dac_sclk), .spi_mosi (dac_mosi), .spi_ss_n (dac_cs_n), .spi_miso (dac_miso),
        .gpio_o (gpio_o), .gpio_i (dac_busy_n)
    );
    assign dac_ldac_n  = gpio_o[0];   // firmware/hal: GPIO channel 1 bit 0 LDAC_N, bit 1 RESET_N
    assign dac_reset_n = gpio_o[1];

    // ---------------------------------------------------------------- the board core
    lp_ila_pkg::lp_ila_soa_t dbg_ila;
    logic [15:0]            status;
    logic                   ddr_calib;

    lp_board_core #(
        .ARB (ARB), .SVLB (1'b1), .ODDL (1'b0), .AGG (AGG), .HOST_PORTS (HOST_PORTS), .NUM_WL (NUM_WL), .OSR (8),
        .MAX_NODES (16), .GT_OSR (GT_OSR), .CDR_OSR (GT_OSR)
    ) u_core (
        .clk (clk), .rst (rst),
        .eth_rx_clk (eth_rx_clk[1:0]), .eth_rx_rst (eth_rx_rst[1:0]), .eth_rx_tdata (eth_rx_tdata[1:0]),
        .eth_rx_tkeep (eth_rx_tkeep[1:0]), .eth_rx_tvalid (eth_rx_tvalid[1:0]), .eth_rx_tlast (eth_rx_tlast[1:0]),
        .eth_rx_tuser (eth_rx_tuser[1:0]),
        .eth_tx_clk (eth_tx_clk[1:0]), .eth_tx_rst (eth_tx_rst[1:0]), .eth_tx_tdata (eth_tx_tdata[1:0]),
        .eth_tx_tkeep (eth_tx_tkeep[1:0]), .eth_tx_tvalid (eth_tx_tvalid[1:0]), .eth_tx_tready (eth_tx_tready[1:0]),
        .eth_tx_tlast (eth_tx_tlast[1:0]), .eth_tx_tuser (eth_tx_tuser[1:0]), .eth_link (eth_lock[1:0]),
        .s_axil_nic_awvalid (nic_awvalid), .s_axil_nic_awready (nic_awready), .s_axil_nic_awaddr (nic_awaddr[15:0]),
        .s_axil_nic_awprot (m_nic_prot), .s_axil_nic_wvalid (nic_wvalid), .s_axil_nic_wready (nic_wready),
        .s_axil_nic_wdata (nic_wdata), .s_axil_nic_wstrb (nic_wstrb), .s_axil_nic_bvalid (nic_bvalid),
        .s_axil_nic_bready (nic_bready), .s_axil_nic_bresp (nic_bresp), .s_axil_nic_arvalid (nic_arvalid),
        .s_axil_nic_arready (nic_arready), .s_axil_nic_araddr (nic_araddr[15:0]), .s_axil_nic_arprot (m_nic_arprot),
        .s_axil_nic_rvalid (nic_rvalid), .s_axil_nic_rready (nic_rready), .s_axil_nic_rdata (nic_rdata),
        .s_axil_nic_rresp (nic_rresp),
        .s_axil_arb_awvalid (arb_awvalid), .s_axil_arb_awready (arb_awready), .s_axil_arb_awaddr (arb_awaddr[15:0]),
        .s_axil_arb_awprot (m_arb_prot), .s_axil_arb_wvalid (arb_wvalid), .s_axil_arb_wready (arb_wready),
        .s_axil_arb_wdata (arb_wdata), .s_axil_arb_wstrb (arb_wstrb), .s_axil_arb_bvalid (arb_bvalid),
        .s_axil_arb_bready (arb_bready), .s_axil_arb_bresp (arb_bresp), .s_axil_arb_arvalid (arb_arvalid),
        .s_axil_arb_arready (arb_arready), .s_axil_arb_araddr (arb_araddr[15:0]), .s_axil_arb_arprot (m_arb_arprot),
        .s_axil_arb_rvalid (arb_rvalid), .s_axil_arb_rready (arb_rready), .s_axil_arb_rdata (arb_rdata),
        .s_axil_arb_rresp (arb_rresp),
        .s_axil_oddl_awvalid (oddl_awvalid), .s_axil_oddl_awready (oddl_awready),
        .s_axil_oddl_awaddr (oddl_awaddr[15:0]), .s_axil_oddl_awprot (m_oddl_prot), .s_axil_oddl_wvalid (oddl_wvalid),
        .s_axil_oddl_wready (oddl_wready), .s_axil_oddl_wdata (oddl_wdata), .s_axil_oddl_wstrb (oddl_wstrb),
        .s_axil_oddl_bvalid (oddl_bvalid), .s_axil_oddl_bready (oddl_bready), .s_axil_oddl_bresp (oddl_bresp),
        .s_axil_oddl_arvalid (oddl_arvalid), .s_axil_oddl_arready (oddl_arready),
        .s_axil_oddl_araddr (oddl_araddr[15:0]), .s_axil_oddl_arprot (m_oddl_arprot),
        .s_axil_oddl_rvalid (oddl_rvalid), .s_axil_oddl_rready (oddl_rready), .s_axil_oddl_rdata (oddl_rdata),
        .s_axil_oddl_rresp (oddl_rresp),
        .irq_arb (irq_arb), .irq_oddl (irq_oddl),
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

    assign qsfp1_modsell = 1'b0;          // module selected for I2C (not used: the design has no I2C master)
    assign qsfp1_resetl  = !rst_ctl;
    assign qsfp1_lpmode  = 1'b0;

    wire logic unused_ok = &{1'b0, btnu, btnl, btnd, btnr, sw, qsfp1_modprsl, qsfp1_intl,
                              gt_cdrlock, gt_cdr_stable, unused_refclk_out, ctl_reset_unused,
                              nic_awaddr[31:16], nic_araddr[31:16], arb_awaddr[31:16], arb_araddr[31:16],
                              oddl_awaddr[31:16], oddl_araddr[31:16], eth_rx_clk[3:2], eth_rx_rst[3:2],
                              eth_rx_tdata[3:2], eth_rx_tkeep[3:2], eth_rx_tvalid[3:2], eth_rx_tlast[3:2],
                              eth_rx_tuser[3:2], eth_tx_clk[3:2], eth_tx_rst[3:2], eth_tx_tready[3:2], eth_lock[3:2],
                              vio_out[7:2]};
endmodule

`default_nettype wire
