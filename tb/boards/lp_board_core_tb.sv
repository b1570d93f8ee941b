// lp_board_core_tb: simulation top of tb/boards/test_lp_board_core.py: two boards' lp_board_core (n0, n1)
// as the VCU118 top builds it (NIC variant: ARB = 0, SVLB = 1, two host lanes, GT_OSR = CDR_OSR = 2, QSFP
// lanes), each with the simulation models of its Xilinx parts (boards/sim: the MIG, the AXI converter,
// the SOA clock wizard, OSERDESE3, OBUFDS) inside, and their ports flattened for cocotb: one AXI-Stream
// per Ethernet lane and direction, the register windows as flat AXI4-Lite slaves, the OTS GT data (the
// test carries it between the boards: the fibre). Clocks, resets and the slow inputs are shared; the
// DRAM pins stay inside (the MIG model does not simulate the memory at its pins).
`default_nettype none
`include "lp_axi.svh"

// one board's own ports, prefixed N (n0, n1)
`define LP_TB_NODE_PORTS(N) \
    input  wire logic [63:0]       N``_eth0_rx_tdata, \
    input  wire logic [7:0]        N``_eth0_rx_tkeep, \
    input  wire logic              N``_eth0_rx_tvalid, \
    input  wire logic              N``_eth0_rx_tlast, \
    input  wire logic              N``_eth0_rx_tuser, \
    input  wire logic [63:0]       N``_eth1_rx_tdata, \
    input  wire logic [7:0]        N``_eth1_rx_tkeep, \
    input  wire logic              N``_eth1_rx_tvalid, \
    input  wire logic              N``_eth1_rx_tlast, \
    input  wire logic              N``_eth1_rx_tuser, \
    output logic      [63:0]       N``_eth0_tx_tdata, \
    output logic      [7:0]        N``_eth0_tx_tkeep, \
    output logic                   N``_eth0_tx_tvalid, \
    input  wire logic              N``_eth0_tx_tready, \
    output logic                   N``_eth0_tx_tlast, \
    output logic                   N``_eth0_tx_tuser, \
    output logic      [63:0]       N``_eth1_tx_tdata, \
    output logic      [7:0]        N``_eth1_tx_tkeep, \
    output logic                   N``_eth1_tx_tvalid, \
    input  wire logic              N``_eth1_tx_tready, \
    output logic                   N``_eth1_tx_tlast, \
    output logic                   N``_eth1_tx_tuser, \
    `LP_AXIL_SLAVE_PORTS(N``_s_axil_nic, 16), \
    `LP_AXIL_SLAVE_PORTS(N``_s_axil_arb, 16), \
    output logic                   N``_irq_nic, \
    output logic                   N``_irq_arb, \
    output logic                   N``_mod_reset, \
    output logic      [63:0]       N``_ots_gt_txdata, \
    input  wire logic [GT_W-1:0]   N``_ots_gt_rxdata, \
    input  wire logic              N``_ots_sd, \
    output logic      [NUM_WL-1:0] N``_fmc_soa_gate_p, \
    output logic      [NUM_WL-1:0] N``_fmc_soa_gate_n, \
    output logic      [NUM_WL-1:0] N``_fmc_laser_en, \
    output logic                   N``_ddr_calib, \
    output logic      [15:0]       N``_status

module lp_board_core_tb
    import lp_axi_pkg::*;
    import lp_eth_pkg::*;
#(
    parameter int GT_OSR = 2,
    localparam int LANES  = 2,
    localparam int NUM_WL = 8,
    localparam int GT_W   = GT_OSR * 64
) (
    input  wire logic                                clk,
    input  wire logic                                rst,
    input  wire logic                                eth0_rx_clk,     // lane l's recovered clock (both boards)
    input  wire logic                                eth0_rx_rst,
    input  wire logic                                eth1_rx_clk,
    input  wire logic                                eth1_rx_rst,
    input  wire logic                                eth_tx_clk,      // the lanes share the wizard's TXUSRCLK2
    input  wire logic                                eth_tx_rst,
    input  wire logic [LANES-1:0]                    eth_link,
    input  wire logic [LANES-1:0]                    eth_hi_ber,
    input  wire logic [LANES-1:0][TX_EV_N-1:0][31:0] eth_cnt_tx,
    input  wire logic [LANES-1:0][RX_EV_N-1:0][31:0] eth_cnt_rx,
    input  wire logic                                mod_present,
    input  wire logic                                mod_intr,
    input  wire logic                                mod_resetting,
    input  wire logic                                mod_ready,
    input  wire logic                                ots_rx_clk,
    input  wire logic                                ots_rx_rst,
    input  wire logic                                soa_force_off,
    input  wire logic                                soa_mmcm_rst,
    input  wire logic                                fmc_laser_fault_n,
    input  wire logic                                fmc_soa_fault_n,
    input  wire logic                                ddr_sys_rst,
    input  wire logic                                ddr4_sys_clk_p,
    input  wire logic                                ddr4_sys_clk_n,
    `LP_TB_NODE_PORTS(n0),
    `LP_TB_NODE_PORTS(n1)
);
    // one board: its flat ports packed into lp_board_core's arrays and structs
`define LP_TB_NODE(N) \
    lp_axil_req_t N``_nic_req, N``_arb_req; \
    lp_axil_rsp_t N``_nic_rsp, N``_arb_rsp; \
    `LP_AXIL_SLAVE_PACK(N``_s_axil_nic, N``_nic_req, N``_nic_rsp) \
    `LP_AXIL_SLAVE_PACK(N``_s_axil_arb, N``_arb_req, N``_arb_rsp) \
    logic [LANES-1:0] N``_mod_tx_disable_u; \
    logic N``_mod_lpmode_u, N``_mod_sel_u, N``_irq_oddl_u; \
    wire [7:0] N``_ddr4_dm_dbi_n, N``_ddr4_dqs_t, N``_ddr4_dqs_c; \
    wire [63:0] N``_ddr4_dq; \
    lp_ila_pkg::lp_ila_soa_t N``_dbg_ila; \
    lp_board_core #( \
        .ARB (1'b0), .SVLB (1'b1), .ODDL (1'b0), .AGG (1'b0), .HOST_PORTS (LANES), .NUM_WL (NUM_WL), .OSR (8), \
        .MAX_NODES (16), .GT_OSR (GT_OSR), .CDR_OSR (GT_OSR), .MODULE (2'd1) \
    ) N``_core ( \
        .clk (clk), .rst (rst), \
        .eth_rx_clk ({eth1_rx_clk, eth0_rx_clk}), .eth_rx_rst ({eth1_rx_rst, eth0_rx_rst}), \
        .eth_rx_tdata ({N``_eth1_rx_tdata, N``_eth0_rx_tdata}), .eth_rx_tkeep ({N``_eth1_rx_tkeep, N``_eth0_rx_tkeep}), \
        .eth_rx_tvalid ({N``_eth1_rx_tvalid, N``_eth0_rx_tvalid}), .eth_rx_tlast ({N``_eth1_rx_tlast, N``_eth0_rx_tlast}), \
        .eth_rx_tuser ({N``_eth1_rx_tuser, N``_eth0_rx_tuser}), \
        .eth_tx_clk ({2{eth_tx_clk}}), .eth_tx_rst ({2{eth_tx_rst}}), \
        .eth_tx_tdata ({N``_eth1_tx_tdata, N``_eth0_tx_tdata}), .eth_tx_tkeep ({N``_eth1_tx_tkeep, N``_eth0_tx_tkeep}), \
        .eth_tx_tvalid ({N``_eth1_tx_tvalid, N``_eth0_tx_tvalid}), .eth_tx_tready ({N``_eth1_tx_tready, N``_eth0_tx_tready}), \
        .eth_tx_tlast ({N``_eth1_tx_tlast, N``_eth0_tx_tlast}), .eth_tx_tuser ({N``_eth1_tx_tuser, N``_eth0_tx_tuser}), \
        .eth_link (eth_link), .eth_hi_ber (eth_hi_ber), .eth_cnt_tx (eth_cnt_tx), .eth_cnt_rx (eth_cnt_rx), \
        .mod_reset (N``_mod_reset), .mod_lpmode (N``_mod_lpmode_u), .mod_sel (N``_mod_sel_u), \
        .mod_tx_disable (N``_mod_tx_disable_u), .mod_present (mod_present), .mod_intr (mod_intr), \
        .mod_resetting (mod_resetting), .mod_ready (mod_ready), \
        .s_axil_nic_req (N``_nic_req), .s_axil_nic_rsp (N``_nic_rsp), .s_axil_arb_req (N``_arb_req), \
        .s_axil_arb_rsp (N``_arb_rsp), .irq_nic (N``_irq_nic), .irq_arb (N``_irq_arb), .irq_oddl (N``_irq_oddl_u), \
        .ots_gt_txdata (N``_ots_gt_txdata), .ots_rx_clk (ots_rx_clk), .ots_rx_rst (ots_rx_rst), \
        .ots_gt_rxdata (N``_ots_gt_rxdata), .ots_sd (N``_ots_sd), \
        .ocs_gt_txdata (), .ocs_rx_clk (ots_rx_clk), .ocs_rx_rst (ots_rx_rst), .ocs_gt_rxdata ('0), \
        .soa_force_off (soa_force_off), .soa_mmcm_rst (soa_mmcm_rst), .fmc_soa_gate_p (N``_fmc_soa_gate_p), \
        .fmc_soa_gate_n (N``_fmc_soa_gate_n), .fmc_laser_en (N``_fmc_laser_en), \
        .fmc_laser_fault_n (fmc_laser_fault_n), .fmc_soa_fault_n (fmc_soa_fault_n), \
        .ddr_sys_rst (ddr_sys_rst), .ddr_calib (N``_ddr_calib), \
        .ddr4_sys_clk_p (ddr4_sys_clk_p), .ddr4_sys_clk_n (ddr4_sys_clk_n), .ddr4_adr (), \
        .ddr4_ba (), .ddr4_bg (), .ddr4_act_n (), .ddr4_ck_t (), .ddr4_ck_c (), .ddr4_cke (), .ddr4_cs_n (), \
        .ddr4_odt (), .ddr4_reset_n (), .ddr4_dm_dbi_n (N``_ddr4_dm_dbi_n), .ddr4_dq (N``_ddr4_dq), \
        .ddr4_dqs_t (N``_ddr4_dqs_t), .ddr4_dqs_c (N``_ddr4_dqs_c), \
        .dbg_ila (N``_dbg_ila), .status (N``_status) \
    ); \
    wire logic N``_unused = &{1'b0, N``_mod_tx_disable_u, N``_mod_lpmode_u, N``_mod_sel_u, N``_irq_oddl_u, N``_dbg_ila};

    `LP_TB_NODE(n0)
    `LP_TB_NODE(n1)
`undef LP_TB_NODE
endmodule
`undef LP_TB_NODE_PORTS

`default_nettype wire
