// Stub: 10G/25G Ethernet Subsystem (PG210) `eth_host` as ip/zcu106/eth_host.tcl configures it:
// 2 x 10GBASE-R, AXI4-Stream, no AXI4-Lite (ctl_*/stat_* ports; only those the top drives or
// reads are listed). Lint only: outputs tied to 0.
module eth_host (
    input  wire [1:0] gt_rxp_in,
    input  wire [1:0] gt_rxn_in,
    output wire [1:0] gt_txp_out,
    output wire [1:0] gt_txn_out,
    input  wire gt_refclk_p,
    input  wire gt_refclk_n,
    output wire gt_refclk_out,
    input  wire sys_reset,
    input  wire dclk,
    input  wire qpllreset_in_0,
    output wire gtpowergood_out_0,
    input  wire gtwiz_reset_tx_datapath_0,
    input  wire gtwiz_reset_rx_datapath_0,
    input  wire [2:0] txoutclksel_in_0,
    input  wire [2:0] rxoutclksel_in_0,
    input  wire [2:0] gt_loopback_in_0,
    output wire tx_clk_out_0,
    output wire rx_clk_out_0,
    input  wire rx_core_clk_0,
    input  wire tx_reset_0,
    input  wire rx_reset_0,
    output wire user_tx_reset_0,
    output wire user_rx_reset_0,
    output wire rxrecclkout_0,
    output wire tx_axis_tready_0,
    input  wire tx_axis_tvalid_0,
    input  wire [63:0] tx_axis_tdata_0,
    input  wire tx_axis_tlast_0,
    input  wire [7:0] tx_axis_tkeep_0,
    input  wire tx_axis_tuser_0,
    output wire rx_axis_tvalid_0,
    output wire [63:0] rx_axis_tdata_0,
    output wire rx_axis_tlast_0,
    output wire [7:0] rx_axis_tkeep_0,
    output wire rx_axis_tuser_0,
    input  wire [55:0] tx_preamblein_0,
    output wire [55:0] rx_preambleout_0,
    output wire tx_unfout_0,
    input  wire ctl_rx_enable_0,
    input  wire ctl_rx_check_preamble_0,
    input  wire ctl_rx_check_sfd_0,
    input  wire ctl_rx_force_resync_0,
    input  wire ctl_rx_delete_fcs_0,
    input  wire ctl_rx_ignore_fcs_0,
    input  wire [14:0] ctl_rx_max_packet_len_0,
    input  wire [7:0] ctl_rx_min_packet_len_0,
    input  wire ctl_rx_process_lfi_0,
    input  wire ctl_rx_test_pattern_0,
    input  wire ctl_tx_enable_0,
    input  wire ctl_tx_fcs_ins_enable_0,
    input  wire ctl_tx_ignore_fcs_0,
    input  wire [3:0] ctl_tx_ipg_value_0,
    input  wire ctl_tx_send_idle_0,
    input  wire ctl_tx_send_lfi_0,
    input  wire ctl_tx_send_rfi_0,
    input  wire ctl_tx_test_pattern_0,
    output wire stat_rx_block_lock_0,
    output wire stat_rx_status_0,
    output wire gtpowergood_out_1,
    input  wire gtwiz_reset_tx_datapath_1,
    input  wire gtwiz_reset_rx_datapath_1,
    input  wire [2:0] txoutclksel_in_1,
    input  wire [2:0] rxoutclksel_in_1,
    input  wire [2:0] gt_loopback_in_1,
    output wire tx_clk_out_1,
    output wire rx_clk_out_1,
    input  wire rx_core_clk_1,
    input  wire tx_reset_1,
    input  wire rx_reset_1,
    output wire user_tx_reset_1,
    output wire user_rx_reset_1,
    output wire rxrecclkout_1,
    output wire tx_axis_tready_1,
    input  wire tx_axis_tvalid_1,
    input  wire [63:0] tx_axis_tdata_1,
    input  wire tx_axis_tlast_1,
    input  wire [7:0] tx_axis_tkeep_1,
    input  wire tx_axis_tuser_1,
    output wire rx_axis_tvalid_1,
    output wire [63:0] rx_axis_tdata_1,
    output wire rx_axis_tlast_1,
    output wire [7:0] rx_axis_tkeep_1,
    output wire rx_axis_tuser_1,
    input  wire [55:0] tx_preamblein_1,
    output wire [55:0] rx_preambleout_1,
    output wire tx_unfout_1,
    input  wire ctl_rx_enable_1,
    input  wire ctl_rx_check_preamble_1,
    input  wire ctl_rx_check_sfd_1,
    input  wire ctl_rx_force_resync_1,
    input  wire ctl_rx_delete_fcs_1,
    input  wire ctl_rx_ignore_fcs_1,
    input  wire [14:0] ctl_rx_max_packet_len_1,
    input  wire [7:0] ctl_rx_min_packet_len_1,
    input  wire ctl_rx_process_lfi_1,
    input  wire ctl_rx_test_pattern_1,
    input  wire ctl_tx_enable_1,
    input  wire ctl_tx_fcs_ins_enable_1,
    input  wire ctl_tx_ignore_fcs_1,
    input  wire [3:0] ctl_tx_ipg_value_1,
    input  wire ctl_tx_send_idle_1,
    input  wire ctl_tx_send_lfi_1,
    input  wire ctl_tx_send_rfi_1,
    input  wire ctl_tx_test_pattern_1,
    output wire stat_rx_block_lock_1,
    output wire stat_rx_status_1
);
    assign {gt_txp_out, gt_txn_out, gt_refclk_out} = '0;
    assign gtpowergood_out_0 = '0;
    assign tx_clk_out_0 = '0;
    assign rx_clk_out_0 = '0;
    assign user_tx_reset_0 = '0;
    assign user_rx_reset_0 = '0;
    assign rxrecclkout_0 = '0;
    assign tx_axis_tready_0 = '0;
    assign rx_axis_tvalid_0 = '0;
    assign rx_axis_tdata_0 = '0;
    assign rx_axis_tlast_0 = '0;
    assign rx_axis_tkeep_0 = '0;
    assign rx_axis_tuser_0 = '0;
    assign rx_preambleout_0 = '0;
    assign tx_unfout_0 = '0;
    assign stat_rx_block_lock_0 = '0;
    assign stat_rx_status_0 = '0;
    assign gtpowergood_out_1 = '0;
    assign tx_clk_out_1 = '0;
    assign rx_clk_out_1 = '0;
    assign user_tx_reset_1 = '0;
    assign user_rx_reset_1 = '0;
    assign rxrecclkout_1 = '0;
    assign tx_axis_tready_1 = '0;
    assign rx_axis_tvalid_1 = '0;
    assign rx_axis_tdata_1 = '0;
    assign rx_axis_tlast_1 = '0;
    assign rx_axis_tkeep_1 = '0;
    assign rx_axis_tuser_1 = '0;
    assign rx_preambleout_1 = '0;
    assign tx_unfout_1 = '0;
    assign stat_rx_block_lock_1 = '0;
    assign stat_rx_status_1 = '0;
endmodule
