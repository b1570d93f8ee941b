# eth_host: VCU118 host Ethernet, 10G/25G Ethernet Subsystem (xxv_ethernet, PG210) in 10GBASE-R:
# four MAC+PCS/PMA cores on QSFP1 (GTY quad 231 = Quad_X1Y12, channels X1Y48..X1Y51; the Mercury
# testbed splits the QSFP28 into 4 x 10GbE), 156.25 MHz reference clock (QSFP1 MGTREFCLK0_231),
# 64-bit AXI4-Stream per lane, shared logic (QPLL, reset) in the core, no AXI4-Lite (ctl_*/stat_*
# ports), no FEC, no auto-negotiation. Quad and lanes: board files xilinx.com:vcu118:part0:2.4
# (preset qsfp1_4x). DRP/free-running clock 100 MHz (clk_wiz_ctl).
# Expected ports (N = 0..3; check the generated instantiation template): gt_rxp_in[3:0],
# gt_rxn_in[3:0], gt_txp_out[3:0], gt_txn_out[3:0], gt_refclk_p, gt_refclk_n, gt_refclk_out,
# sys_reset, dclk, qpllreset_in_0, gtpowergood_out_N, gtwiz_reset_tx_datapath_N,
# gtwiz_reset_rx_datapath_N, txoutclksel_in_N[2:0] and rxoutclksel_in_N[2:0] (3'b101),
# gt_loopback_in_N[2:0], tx_clk_out_N, rx_clk_out_N, rx_core_clk_N, tx_reset_N, rx_reset_N,
# user_tx_reset_N, user_rx_reset_N, rxrecclkout_N, tx_axis_{tready,tvalid,tdata[63:0],tlast,tkeep[7:0],
# tuser}_N, rx_axis_{tvalid,tdata[63:0],tlast,tkeep[7:0],tuser}_N, tx_preamblein_N[55:0],
# rx_preambleout_N[55:0], tx_unfout_N, ctl_tx_*_N, ctl_rx_*_N, stat_tx_*_N, stat_rx_*_N
# (stat_rx_block_lock_N, stat_rx_status_N among them).
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name xxv_ethernet -vendor xilinx.com -library ip -module_name eth_host -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.CORE {Ethernet MAC+PCS/PMA 64-bit} \
    CONFIG.DATA_PATH_INTERFACE {AXI Stream} \
    CONFIG.BASE_R_KR {BASE-R} \
    CONFIG.LINE_RATE {10} \
    CONFIG.NUM_OF_CORES {4} \
    CONFIG.GT_TYPE {GTY} \
    CONFIG.GT_REF_CLK_FREQ {156.25} \
    CONFIG.GT_DRP_CLK {100} \
    CONFIG.GT_GROUP_SELECT {Quad_X1Y12} \
    CONFIG.LANE1_GT_LOC {X1Y48} \
    CONFIG.LANE2_GT_LOC {X1Y49} \
    CONFIG.LANE3_GT_LOC {X1Y50} \
    CONFIG.LANE4_GT_LOC {X1Y51} \
    CONFIG.CLOCKING {Asynchronous} \
    CONFIG.INCLUDE_USER_FIFO {1} \
    CONFIG.INCLUDE_SHARED_LOGIC {1} \
    CONFIG.INCLUDE_AXI4_INTERFACE {0} \
    CONFIG.INCLUDE_STATISTICS_COUNTERS {0} \
    CONFIG.INCLUDE_AUTO_NEG_LT_LOGIC {None} \
    CONFIG.INCLUDE_FEC_LOGIC {0} \
    CONFIG.INCLUDE_RSFEC_LOGIC {0} \
    CONFIG.ENABLE_TIME_STAMPING {0} \
    CONFIG.ENABLE_PIPELINE_REG {1} \
] [get_ips eth_host]
