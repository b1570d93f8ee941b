// lp_board_eth_host_tb: simulation top of tb/boards/test_lp_board_eth.py: lp_board_eth's lanes (its ports
// as they are) and, in a core clock of their own, lp_board_host and the NIC node map with only its block
// host (the other sub-windows answer DECERR) behind the flat s_axil_* port cocotbext-axi drives, so the
// test reads the lanes' counters and status through the register window as the CPU does.
`default_nettype none
`include "lp_axi.svh"

module lp_board_eth_host_tb
    import lp_axi_pkg::*;
    import lp_eth_pkg::*;
    import lp_nic_node_pkg::*;
#(
    parameter int LANES = 2
) (
    input  wire logic                           tx_clk,
    input  wire logic                           tx_ready,
    input  wire logic [LANES-1:0]               rx_clk,
    input  wire logic [LANES-1:0]               rx_ready,
    output logic      [LANES-1:0][63:0]         gt_txdata,
    output logic      [LANES-1:0][5:0]          gt_txheader,
    output logic      [LANES-1:0][6:0]          gt_txsequence,
    input  wire logic [LANES-1:0][63:0]         gt_rxdata,
    input  wire logic [LANES-1:0][5:0]          gt_rxheader,
    input  wire logic [LANES-1:0][1:0]          gt_rxdatavalid,
    input  wire logic [LANES-1:0][1:0]          gt_rxheadervalid,
    output logic      [LANES-1:0]               gt_rxgearboxslip,
    output logic      [LANES-1:0]               eth_tx_clk,
    output logic      [LANES-1:0]               eth_tx_rst,
    input  wire logic [LANES-1:0][63:0]         eth_tx_tdata,
    input  wire logic [LANES-1:0][7:0]          eth_tx_tkeep,
    input  wire logic [LANES-1:0]               eth_tx_tvalid,
    output logic      [LANES-1:0]               eth_tx_tready,
    input  wire logic [LANES-1:0]               eth_tx_tlast,
    input  wire logic [LANES-1:0]               eth_tx_tuser,
    output logic      [LANES-1:0]               eth_rx_clk,
    output logic      [LANES-1:0]               eth_rx_rst,
    output logic      [LANES-1:0][63:0]         eth_rx_tdata,
    output logic      [LANES-1:0][7:0]          eth_rx_tkeep,
    output logic      [LANES-1:0]               eth_rx_tvalid,
    output logic      [LANES-1:0]               eth_rx_tlast,
    output logic      [LANES-1:0]               eth_rx_tuser,
    output logic      [LANES-1:0]               eth_lock,
    output logic      [LANES-1:0]               eth_hi_ber,
    output logic [LANES-1:0][TX_EV_N-1:0][31:0] cnt_tx,
    output logic [LANES-1:0][RX_EV_N-1:0][31:0] cnt_rx,

    // core clock: the register window, the module status the sideband controller would give, events
    input  wire logic                           clk,
    input  wire logic                           rst,
    `LP_AXIL_SLAVE_PORTS(s_axil, LP_NIC_NODE_ADDR_W),
    input  wire logic                           mod_present,
    input  wire logic                           mod_intr,
    output logic                                mod_reset,
    output logic [1:0]                          host_ev
);
    lp_board_eth #(.LANES (LANES)) u_eth (.*);

    lp_nic_host_pkg::lp_nic_host__in_t  host_in;
    lp_nic_host_pkg::lp_nic_host__out_t host_out;
    logic                               lpmode_u, sel_u;
    logic [LANES-1:0]                   txdis_u;

    lp_board_host #(.LANES (LANES), .MODULE (2'd1)) u_host (
        .clk, .rst,
        .tx_clk (eth_tx_clk), .cnt_tx, .rx_clk (eth_rx_clk), .cnt_rx, .lock (eth_lock), .hi_ber (eth_hi_ber),
        .mod_reset, .mod_lpmode (lpmode_u), .mod_sel (sel_u), .mod_tx_disable (txdis_u),
        .mod_present, .mod_intr, .mod_resetting (1'b0), .mod_ready (mod_present),
        .host_in, .host_out, .host_ev
    );

    lp_axil_req_t req;
    lp_axil_rsp_t rsp;
    `LP_AXIL_SLAVE_PACK(s_axil, req, rsp)

    logic busy_u;
    lp_nic_node_regs #(
        .PRESENT (LP_NIC_NODE_BLOCKS'(1) << LP_NIC_NODE_HOST)
    ) u_regs (
        .clk, .rst, .s_axil_req (req), .s_axil_rsp (rsp),
        .core_in ('0), .core_out (), .stats_ev ('0), .stats_clr (1'b0), .stats_busy (busy_u),
        .slot_in ('0), .slot_out (), .lookup_out (), .soa_in ('0), .soa_out (), .cdr_in ('0), .cdr_out (),
        .tsync_in ('0), .tsync_out (), .phy_out (), .svlb_in ('0), .svlb_out (), .agg_in ('0), .agg_out (),
        .oddl_in ('0), .oddl_out (), .host_in, .host_out
    );

    wire logic unused_ok = &{1'b0, lpmode_u, sel_u, txdis_u, busy_u};
endmodule

`default_nettype wire
