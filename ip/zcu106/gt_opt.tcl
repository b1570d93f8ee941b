# gt_opt: ZCU106 optical port, Transceivers Wizard (gtwizard_ultrascale, PG182): one GTH channel on
# FMC HPC0 DP0 (J5.C2/C3 TX, J5.C6/C7 RX = MGTH*2_226, GTHE4_CHANNEL_X0Y14; UG1244 and the board files
# xilinx.com:zcu106:part0:2.6), the OTS raw optical port of the ODDL NIC. Raw data, TX and RX
# 10.0 Gb/s on QPLL0 with 64-bit user data (user clocks 156.25 MHz: TXUSRCLK2 is the core clock), RX
# with the GT's own CDR (ODDL circuits last a whole flow, no burst-mode receive). Reference clock
# 156.25 MHz from the FMC GBTCLK0 (J5.D4/D5 = MGTREFCLK0_226). Helper blocks in the core;
# free-running clock 100 MHz (zynq_ps pl_clk0).
# Expected ports (gtwizard_ultrascale 1.7, one channel): gtwiz_userclk_tx_reset_in,
# gtwiz_userclk_tx_srcclk_out, gtwiz_userclk_tx_usrclk_out, gtwiz_userclk_tx_usrclk2_out,
# gtwiz_userclk_tx_active_out, gtwiz_userclk_rx_reset_in, gtwiz_userclk_rx_srcclk_out,
# gtwiz_userclk_rx_usrclk_out, gtwiz_userclk_rx_usrclk2_out, gtwiz_userclk_rx_active_out,
# gtwiz_reset_clk_freerun_in, gtwiz_reset_all_in, gtwiz_reset_tx_pll_and_datapath_in,
# gtwiz_reset_tx_datapath_in, gtwiz_reset_rx_pll_and_datapath_in, gtwiz_reset_rx_datapath_in,
# gtwiz_reset_rx_cdr_stable_out, gtwiz_reset_tx_done_out, gtwiz_reset_rx_done_out,
# gtwiz_userdata_tx_in[63:0], gtwiz_userdata_rx_out[63:0], gtrefclk00_in, qpll0outclk_out,
# qpll0outrefclk_out, gthrxn_in, gthrxp_in, gthtxn_out, gthtxp_out, gtpowergood_out,
# rxpmaresetdone_out, txpmaresetdone_out, and the optional ports enabled below.
lp_require_part xczu7ev-ffvc1156-2-e

create_ip -name gtwizard_ultrascale -vendor xilinx.com -library ip -module_name gt_opt -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.GT_TYPE {GTH} \
    CONFIG.CHANNEL_ENABLE {X0Y14} \
    CONFIG.TX_MASTER_CHANNEL {X0Y14} \
    CONFIG.RX_MASTER_CHANNEL {X0Y14} \
    CONFIG.TX_REFCLK_SOURCE {X0Y14 clk0} \
    CONFIG.RX_REFCLK_SOURCE {X0Y14 clk0} \
    CONFIG.TX_LINE_RATE {10.0} \
    CONFIG.TX_PLL_TYPE {QPLL0} \
    CONFIG.TX_REFCLK_FREQUENCY {156.25} \
    CONFIG.TX_DATA_ENCODING {RAW} \
    CONFIG.TX_USER_DATA_WIDTH {64} \
    CONFIG.TX_INT_DATA_WIDTH {32} \
    CONFIG.TX_BUFFER_MODE {1} \
    CONFIG.TX_OUTCLK_SOURCE {TXPROGDIVCLK} \
    CONFIG.RX_LINE_RATE {10.0} \
    CONFIG.RX_PLL_TYPE {QPLL0} \
    CONFIG.RX_REFCLK_FREQUENCY {156.25} \
    CONFIG.RX_DATA_DECODING {RAW} \
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
    CONFIG.LOCATE_RX_USER_CLOCKING {CORE} \
    CONFIG.LOCATE_USER_DATA_WIDTH_SIZING {CORE} \
    CONFIG.FREERUN_FREQUENCY {100} \
    CONFIG.ENABLE_OPTIONAL_PORTS [list \
        rxcdrlock_out \
        loopback_in \
        txpolarity_in \
        rxpolarity_in \
        txinhibit_in \
        txresetdone_out \
        rxresetdone_out \
    ] \
] [get_ips gt_opt]
