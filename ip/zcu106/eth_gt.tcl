# eth_gt: ZCU106 Ethernet transceivers, Transceivers Wizard (gtwizard_ultrascale, PG182) for the project's
# own 10GBASE-R MAC+PCS (rtl/eth/lp_eth_mac_pcs.sv, one per lane in boards/common/rtl/lp_board_eth.sv;
# docs/eth.md "GT interface"): two GTH channels on quad 225 (Quad_X0Y2): channel X0Y10 = SFP0 (MGTH lane 2),
# the host port, and X0Y11 = SFP1 (lane 3), the ODDL electrical control port to the control switch (board
# files xilinx.com:zcu106:part0:2.6, preset sfp_2x). 10.3125 Gb/s TX and RX on QPLL0 from the 156.25 MHz
# SFP reference (the user MGT Si570 U56 through U51 on MGTREFCLK1 of the neighbouring quad 226, one quad
# north: refclk source clk1+1), the GT's synchronous 64b/66b gearbox (64B66B: TXHEADER/TXSEQUENCE,
# RXHEADER/RXDATAVALID/RXGEARBOXSLIP) with 64-bit user data on the 32-bit internal path (user clock 2 =
# 161.13 MHz), the PCS's GBX_PAUSE = 1 setting. TX and RX buffers on, LPM equalisation (SFP+, short reach).
# Helper blocks: QPLL (common), reset controller and the TX user clocking in the core; the RX user
# clocking in the board top (lp_gt_userclk_rx): each lane's RX runs in its own recovered clock. Free-running
# clock 100 MHz (zynq_ps pl_clk0). No paid license: the wizard is free.
# Expected ports (gtwizard_ultrascale 1.7, two channels, X0Y10 = SFP0 in the low slice):
# gtwiz_userclk_tx_reset_in, gtwiz_userclk_tx_srcclk_out, gtwiz_userclk_tx_usrclk_out,
# gtwiz_userclk_tx_usrclk2_out, gtwiz_userclk_tx_active_out, gtwiz_userclk_rx_active_in,
# gtwiz_reset_clk_freerun_in, gtwiz_reset_all_in, gtwiz_reset_tx_pll_and_datapath_in,
# gtwiz_reset_tx_datapath_in, gtwiz_reset_rx_pll_and_datapath_in, gtwiz_reset_rx_datapath_in,
# gtwiz_reset_rx_cdr_stable_out, gtwiz_reset_tx_done_out, gtwiz_reset_rx_done_out,
# gtwiz_userdata_tx_in[127:0], gtwiz_userdata_rx_out[127:0], gtnorthrefclk10_in (QPLL0 from the north
# quad's refclk 1: the name to check first against the generated template), qpll0outclk_out,
# qpll0outrefclk_out, gthrxn_in[1:0], gthrxp_in[1:0], gthtxn_out[1:0], gthtxp_out[1:0],
# rxgearboxslip_in[1:0], rxusrclk_in[1:0], rxusrclk2_in[1:0], txheader_in[11:0], txsequence_in[13:0],
# gtpowergood_out[1:0], rxdatavalid_out[3:0], rxheader_out[11:0], rxheadervalid_out[3:0],
# rxoutclk_out[1:0], rxpmaresetdone_out[1:0], rxstartofseq_out[3:0], txpmaresetdone_out[1:0], and the
# optional ports enabled below.
lp_require_part xczu7ev-ffvc1156-2-e

create_ip -name gtwizard_ultrascale -vendor xilinx.com -library ip -module_name eth_gt -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.GT_TYPE {GTH} \
    CONFIG.CHANNEL_ENABLE {X0Y11 X0Y10} \
    CONFIG.TX_MASTER_CHANNEL {X0Y10} \
    CONFIG.RX_MASTER_CHANNEL {X0Y10} \
    CONFIG.TX_REFCLK_SOURCE {X0Y11 clk1+1 X0Y10 clk1+1} \
    CONFIG.RX_REFCLK_SOURCE {X0Y11 clk1+1 X0Y10 clk1+1} \
    CONFIG.TX_LINE_RATE {10.3125} \
    CONFIG.TX_PLL_TYPE {QPLL0} \
    CONFIG.TX_REFCLK_FREQUENCY {156.25} \
    CONFIG.TX_DATA_ENCODING {64B66B} \
    CONFIG.TX_USER_DATA_WIDTH {64} \
    CONFIG.TX_INT_DATA_WIDTH {32} \
    CONFIG.TX_BUFFER_MODE {1} \
    CONFIG.TX_OUTCLK_SOURCE {TXPROGDIVCLK} \
    CONFIG.RX_LINE_RATE {10.3125} \
    CONFIG.RX_PLL_TYPE {QPLL0} \
    CONFIG.RX_REFCLK_FREQUENCY {156.25} \
    CONFIG.RX_DATA_DECODING {64B66B} \
    CONFIG.RX_USER_DATA_WIDTH {64} \
    CONFIG.RX_INT_DATA_WIDTH {32} \
    CONFIG.RX_BUFFER_MODE {1} \
    CONFIG.RX_OUTCLK_SOURCE {RXOUTCLKPMA} \
    CONFIG.RX_EQ_MODE {LPM} \
    CONFIG.RX_COMMA_M_ENABLE {false} \
    CONFIG.RX_COMMA_P_ENABLE {false} \
    CONFIG.RX_SLIDE_MODE {OFF} \
    CONFIG.LOCATE_COMMON {CORE} \
    CONFIG.LOCATE_RESET_CONTROLLER {CORE} \
    CONFIG.LOCATE_TX_USER_CLOCKING {CORE} \
    CONFIG.LOCATE_RX_USER_CLOCKING {EXAMPLE_DESIGN} \
    CONFIG.LOCATE_USER_DATA_WIDTH_SIZING {CORE} \
    CONFIG.FREERUN_FREQUENCY {100} \
    CONFIG.ENABLE_OPTIONAL_PORTS [list \
        loopback_in \
        txpolarity_in \
        rxpolarity_in \
    ] \
] [get_ips eth_gt]
