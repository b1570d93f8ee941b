# eth_gt: VCU118 host Ethernet transceivers, Transceivers Wizard (gtwizard_ultrascale, PG182) for the
# project's own 10GBASE-R MAC+PCS (rtl/eth/lp_eth_mac_pcs.sv, one per lane in
# boards/common/rtl/lp_board_eth.sv; docs/eth.md "GT interface"): four GTY channels on QSFP1 (quad 231 =
# Quad_X1Y12, channels X1Y48..X1Y51 = QSFP1 lanes 0..3, board files xilinx.com:vcu118:part0:2.4, preset
# qsfp1_4x; the Mercury testbed splits the QSFP28 into 4 x 10GbE). 10.3125 Gb/s TX and RX on QPLL0 from
# the 156.25 MHz QSFP1 reference (MGTREFCLK0_231 = clk0 of the quad, Si570 U38), the GT's synchronous
# 64b/66b gearbox (64B66B: TXHEADER/TXSEQUENCE, RXHEADER/RXDATAVALID/RXGEARBOXSLIP) with 64-bit user
# data on the 32-bit internal path (user clock 2 = 10.3125 Gb/s / 64 = 161.13 MHz), the PCS's
# GBX_PAUSE = 1 setting. TX and RX buffers on, LPM equalisation (QSFP28 DAC or optics, short reach).
# Helper blocks: QPLL (common), reset controller and the TX user clocking in the core (one TXUSRCLK2 for
# the four lanes: they share QPLL0 and the reference); the RX user clocking in the example design, i.e.
# in the board top (lp_gt_userclk_rx): each lane's RX runs in its own recovered clock (its link partner's
# oscillator, +-100 ppm), which the core's helper, clocking every channel from the master channel, cannot
# give. Free-running clock 100 MHz (clk_wiz_ctl). No paid license: the wizard is free.
# Expected ports (gtwizard_ultrascale 1.7, four channels: per-channel buses are 4x wide, channel X1Y48 =
# QSFP1 lane 0 in the low slice): gtwiz_userclk_tx_reset_in, gtwiz_userclk_tx_srcclk_out,
# gtwiz_userclk_tx_usrclk_out, gtwiz_userclk_tx_usrclk2_out, gtwiz_userclk_tx_active_out,
# gtwiz_userclk_rx_active_in, gtwiz_reset_clk_freerun_in, gtwiz_reset_all_in,
# gtwiz_reset_tx_pll_and_datapath_in, gtwiz_reset_tx_datapath_in, gtwiz_reset_rx_pll_and_datapath_in,
# gtwiz_reset_rx_datapath_in, gtwiz_reset_rx_cdr_stable_out, gtwiz_reset_tx_done_out,
# gtwiz_reset_rx_done_out, gtwiz_userdata_tx_in[255:0], gtwiz_userdata_rx_out[255:0], gtrefclk00_in,
# qpll0outclk_out, qpll0outrefclk_out, gtyrxn_in[3:0], gtyrxp_in[3:0], gtytxn_out[3:0], gtytxp_out[3:0],
# rxgearboxslip_in[3:0], rxusrclk_in[3:0], rxusrclk2_in[3:0], txheader_in[23:0], txsequence_in[27:0],
# gtpowergood_out[3:0], rxdatavalid_out[7:0], rxheader_out[23:0], rxheadervalid_out[7:0],
# rxoutclk_out[3:0], rxpmaresetdone_out[3:0], rxstartofseq_out[7:0], txpmaresetdone_out[3:0], and the
# optional ports enabled below.
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name gtwizard_ultrascale -vendor xilinx.com -library ip -module_name eth_gt -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.GT_TYPE {GTY} \
    CONFIG.CHANNEL_ENABLE {X1Y51 X1Y50 X1Y49 X1Y48} \
    CONFIG.TX_MASTER_CHANNEL {X1Y48} \
    CONFIG.RX_MASTER_CHANNEL {X1Y48} \
    CONFIG.TX_REFCLK_SOURCE {X1Y51 clk0 X1Y50 clk0 X1Y49 clk0 X1Y48 clk0} \
    CONFIG.RX_REFCLK_SOURCE {X1Y51 clk0 X1Y50 clk0 X1Y49 clk0 X1Y48 clk0} \
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
