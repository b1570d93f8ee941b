# gt_opt: VCU118 optical ports, Transceivers Wizard (gtwizard_ultrascale, PG182) on GTY quad 121
# (FMC+ HSPC J22 DP0-DP3 = GTYE4_COMMON_X0Y2; constraints/vcu118/fmcp.xdc, boards/vcu118/pins.csv):
# lane 0 = X0Y8 = DP0 (J22.C2/C3 TX, C6/C7 RX), the OTS port (TX to the SOA-gated laser modulator, RX
# from the AWGR burst receiver); lane 1 = X0Y9 = DP1 (J22.A22/A23 TX, A2/A3 RX), the OCS port (WSS
# circuit). Raw data (no 8b/10b or 64b/66b):
# - TX 10.0 Gb/s, QPLL0, 64-bit user data (TXUSRCLK2 = 156.25 MHz: the core clock of the board);
# - RX 20.0 Gb/s, QPLL1, 128-bit user data (RXUSRCLK2 = 156.25 MHz): 2x oversampling of the 10 Gb/s
#   burst stream for the phase-cached burst CDR in the fabric (docs/cdr.md). The GT's CDR must not
#   chase the bursts: the board top holds it locked to the reference (every node shares one
#   distributed reference clock) through rxcdrhold_in/rxcdrovrden_in, the lock-to-reference setting
#   of UG578 (to verify on hardware: nothing here ran in Vivado).
# Reference clock 156.25 MHz on MGTREFCLK0_121 (clk0 of the quad): the FMC+ card's GBTCLK0_M2C
# (J22.D4/D5, through the board's fan-out buffer U40), i.e. the fabric's distributed clock, so every
# node's lanes and core clock share one frequency. Helper blocks (QPLLs, user clocking, reset
# controller) in the core; free-running clock 100 MHz (clk_wiz_ctl).
# Expected ports (gtwizard_ultrascale 1.7, two channels: per-channel buses are 2x wide):
# gtwiz_userclk_tx_reset_in, gtwiz_userclk_tx_srcclk_out, gtwiz_userclk_tx_usrclk_out,
# gtwiz_userclk_tx_usrclk2_out, gtwiz_userclk_tx_active_out, gtwiz_userclk_rx_reset_in,
# gtwiz_userclk_rx_srcclk_out, gtwiz_userclk_rx_usrclk_out, gtwiz_userclk_rx_usrclk2_out,
# gtwiz_userclk_rx_active_out, gtwiz_reset_clk_freerun_in, gtwiz_reset_all_in,
# gtwiz_reset_tx_pll_and_datapath_in, gtwiz_reset_tx_datapath_in, gtwiz_reset_rx_pll_and_datapath_in,
# gtwiz_reset_rx_datapath_in, gtwiz_reset_rx_cdr_stable_out, gtwiz_reset_tx_done_out,
# gtwiz_reset_rx_done_out, gtwiz_userdata_tx_in[127:0], gtwiz_userdata_rx_out[255:0], gtrefclk00_in,
# gtrefclk01_in, qpll0outclk_out, qpll0outrefclk_out, qpll1outclk_out, qpll1outrefclk_out,
# gtyrxn_in[1:0], gtyrxp_in[1:0], gtytxn_out[1:0], gtytxp_out[1:0], gtpowergood_out[1:0],
# rxpmaresetdone_out[1:0], txpmaresetdone_out[1:0], and the optional ports enabled below.
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name gtwizard_ultrascale -vendor xilinx.com -library ip -module_name gt_opt -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.GT_TYPE {GTY} \
    CONFIG.CHANNEL_ENABLE {X0Y9 X0Y8} \
    CONFIG.TX_MASTER_CHANNEL {X0Y8} \
    CONFIG.RX_MASTER_CHANNEL {X0Y8} \
    CONFIG.TX_REFCLK_SOURCE {X0Y9 clk0 X0Y8 clk0} \
    CONFIG.RX_REFCLK_SOURCE {X0Y9 clk0 X0Y8 clk0} \
    CONFIG.TX_LINE_RATE {10.0} \
    CONFIG.TX_PLL_TYPE {QPLL0} \
    CONFIG.TX_REFCLK_FREQUENCY {156.25} \
    CONFIG.TX_DATA_ENCODING {RAW} \
    CONFIG.TX_USER_DATA_WIDTH {64} \
    CONFIG.TX_INT_DATA_WIDTH {32} \
    CONFIG.TX_BUFFER_MODE {1} \
    CONFIG.TX_OUTCLK_SOURCE {TXPROGDIVCLK} \
    CONFIG.RX_LINE_RATE {20.0} \
    CONFIG.RX_PLL_TYPE {QPLL1} \
    CONFIG.RX_REFCLK_FREQUENCY {156.25} \
    CONFIG.RX_DATA_DECODING {RAW} \
    CONFIG.RX_USER_DATA_WIDTH {128} \
    CONFIG.RX_INT_DATA_WIDTH {64} \
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
        rxcdrhold_in \
        rxcdrovrden_in \
        rxcdrlock_out \
        loopback_in \
        txpolarity_in \
        rxpolarity_in \
        txinhibit_in \
        txresetdone_out \
        rxresetdone_out \
    ] \
] [get_ips gt_opt]
