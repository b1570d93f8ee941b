// LP_XXV_LANE(n): the connections of lane n of the 10G/25G Ethernet Subsystem `eth_host` (PG210 port
// names, suffix _n) in a board top: AXI-Stream to the eth_{rx,tx}_* arrays of the top, the lane clocks and
// resets, 10GBASE-R settings (FCS deleted on RX and inserted on TX, 64..9600-byte frames, IPG 12).
// Included by boards/<board>/rtl/lp_<board>_top.sv inside the eth_host instance, which must declare
// eth_{tx,rx}_{clk,rst}, eth_tx_{tdata,tkeep,tvalid,tready,tlast,tuser}, eth_rx_{tdata,tkeep,tvalid,tlast,
// tuser}, eth_lock and rst_ctl. The flow and the lint add boards/common/rtl to the include path.
`ifndef LP_XXV_LANE_SVH
`define LP_XXV_LANE_SVH
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
`endif
