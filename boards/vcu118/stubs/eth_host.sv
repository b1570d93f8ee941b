// Stub: 10G/25G Ethernet Subsystem (PG210) `eth_host` as ip/vcu118/eth_host.tcl configures it:
// 4 x 10GBASE-R, AXI4-Stream, no AXI4-Lite (ctl_*/stat_* ports; only those the top drives or
// reads are listed). Lint only: outputs tied to 0.
module eth_host (
    input  wire [3:0] gt_rxp_in,
    input  wire [3:0] gt_rxn_in,
    output wire [3:0] gt_txp_out,
    output wire [3:0] gt_txn_out,
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
    output wire stat_rx_status_1,
    output wire gtpowergood_out_2,
    input  wire gtwiz_reset_tx_datapath_2,
    input  wire gtwiz_reset_rx_datapath_2,
    input  wire [2:0] txoutclksel_in_2,
    input  wire [2:0] rxoutclksel_in_2,
    input  wire [2:0] gt_loopback_in_2,
    output wire tx_clk_out_2,
    output wire rx_clk_out_2,
    input  wire rx_core_clk_2,
    input  wire tx_reset_2,
    input  wire rx_reset_2,
    output wire user_tx_reset_2,
    output wire user_rx_reset_2,
    output wire rxrecclkout_2,
    output wire tx_axis_tready_2,
    input  wire tx_axis_tvalid_2,
    input  wire [63:0] tx_axis_tdata_2,
    input  wire tx_axis_tlast_2,
    input  wire [7:0] tx_axis_tkeep_2,
    input  wire tx_axis_tuser_2,
    output wire rx_axis_tvalid_2,
    output wire [63:0] rx_axis_tdata_2,
    output wire rx_axis_tlast_2,
    output wire [7:0] rx_axis_tkeep_2,
    output wire rx_axis_tuser_2,
    input  wire [55:0] tx_preamblein_2,
    output wire [55:0] rx_preambleout_2,
    output wire tx_unfout_2,
    input  wire ctl_rx_enable_2,
    input  wire ctl_rx_check_preamble_2,
    input  wire ctl_rx_check_sfd_2,
    input  wire ctl_rx_force_resync_2,
    input  wire ctl_rx_delete_fcs_2,
    input  wire ctl_rx_ignore_fcs_2,
    input  wire [14:0] ctl_rx_max_packet_len_2,
    input  wire [7:0] ctl_rx_min_packet_len_2,
    input  wire ctl_rx_process_lfi_2,
    input  wire ctl_rx_test_pattern_2,
    input  wire ctl_tx_enable_2,
    input  wire ctl_tx_fcs_ins_enable_2,
    input  wire ctl_tx_ignore_fcs_2,
    input  wire [3:0] ctl_tx_ipg_value_2,
    input  wire ctl_tx_send_idle_2,
    input  wire ctl_tx_send_lfi_2,
    input  wire ctl_tx_send_rfi_2,
    input  wire ctl_tx_test_pattern_2,
    output wire stat_rx_block_lock_2,
    output wire stat_rx_status_2,
    output wire gtpowergood_out_3,
    input  wire gtwiz_reset_tx_datapath_3,
    input  wire gtwiz_reset_rx_datapath_3,
    input  wire [2:0] txoutclksel_in_3,
    input  wire [2:0] rxoutclksel_in_3,
    input  wire [2:0] gt_loopback_in_3,
    output wire tx_clk_out_3,
    output wire rx_clk_out_3,
    input  wire rx_core_clk_3,
    input  wire tx_reset_3,
    input  wire rx_reset_3,
    output wire user_tx_reset_3,
    output wire user_rx_reset_3,
    output wire rxrecclkout_3,
    output wire tx_axis_tready_3,
    input  wire tx_axis_tvalid_3,
    input  wire [63:0] tx_axis_tdata_3,
    input  wire tx_axis_tlast_3,
    input  wire [7:0] tx_axis_tkeep_3,
    input  wire tx_axis_tuser_3,
    output wire rx_axis_tvalid_3,
    output wire [63:0] rx_axis_tdata_3,
    output wire rx_axis_tlast_3,
    output wire [7:0] rx_axis_tkeep_3,
    output wire rx_axis_tuser_3,
    input  wire [55:0] tx_preamblein_3,
    output wire [55:0] rx_preambleout_3,
    output wire tx_unfout_3,
    input  wire ctl_rx_enable_3,
    input  wire ctl_rx_check_preamble_3,
    input  wire ctl_rx_check_sfd_3,
    input  wire ctl_rx_force_resync_3,
    input  wire ctl_rx_delete_fcs_3,
    input  wire ctl_rx_ignore_fcs_3,
    input  wire [14:0] ctl_rx_max_packet_len_3,
    input  wire [7:0] ctl_rx_min_packet_len_3,
    input  wire ctl_rx_process_lfi_3,
    input  wire ctl_rx_test_pattern_3,
    input  wire ctl_tx_enable_3,
    input  wire ctl_tx_fcs_ins_enable_3,
    input  wire ctl_tx_ignore_fcs_3,
    input  wire [3:0] ctl_tx_ipg_value_3,
    input  wire ctl_tx_send_idle_3,
    input  wire ctl_tx_send_lfi_3,
    input  wire ctl_tx_send_rfi_3,
    input  wire ctl_tx_test_pattern_3,
    output wire stat_rx_block_lock_3,
    output wire stat_rx_status_3
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
    assign gtpowergood_out_2 = '0;
    assign tx_clk_out_2 = '0;
    assign rx_clk_out_2 = '0;
    assign user_tx_reset_2 = '0;
    assign user_rx_reset_2 = '0;
    assign rxrecclkout_2 = '0;
    assign tx_axis_tready_2 = '0;
    assign rx_axis_tvalid_2 = '0;
    assign rx_axis_tdata_2 = '0;
    assign rx_axis_tlast_2 = '0;
    assign rx_axis_tkeep_2 = '0;
    assign rx_axis_tuser_2 = '0;
    assign rx_preambleout_2 = '0;
    assign tx_unfout_2 = '0;
    assign stat_rx_block_lock_2 = '0;
    assign stat_rx_status_2 = '0;
    assign gtpowergood_out_3 = '0;
    assign tx_clk_out_3 = '0;
    assign rx_clk_out_3 = '0;
    assign user_tx_reset_3 = '0;
    assign user_rx_reset_3 = '0;
    assign rxrecclkout_3 = '0;
    assign tx_axis_tready_3 = '0;
    assign rx_axis_tvalid_3 = '0;
    assign rx_axis_tdata_3 = '0;
    assign rx_axis_tlast_3 = '0;
    assign rx_axis_tkeep_3 = '0;
    assign rx_axis_tuser_3 = '0;
    assign rx_preambleout_3 = '0;
    assign tx_unfout_3 = '0;
    assign stat_rx_block_lock_3 = '0;
    assign stat_rx_status_3 = '0;
endmodule
