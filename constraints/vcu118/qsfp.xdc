# Lightpath VCU118: QSFP28 cages. QSFP1 (GTY quad 231, 4 lanes): host ports, 4 x 10GBASE-R.
# QSFP2 (GTY quad 232, lanes 0/1): lane 0 OTS raw optical port, lane 1 OCS raw optical port.
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'QSFP28 Module Connectors', 'Clock Generation'; reference clock U-numbers per taxi
# syn/qsfp.xdc. Transceiver pins take PACKAGE_PIN only (no IOSTANDARD); placement also fixes the GT
# channel (GTYE4_CHANNEL_X1Y48+ for quad 231, X1Y52+ for quad 232).

# QSFP1, quad 231
set_property PACKAGE_PIN V7 [get_ports {qsfp1_tx_p[0]}] ;# qsfp1_TX_P0  MGTYTXP0_231
set_property PACKAGE_PIN V6 [get_ports {qsfp1_tx_n[0]}] ;# qsfp1_TX_N0  MGTYTXN0_231
set_property PACKAGE_PIN Y2 [get_ports {qsfp1_rx_p[0]}] ;# qsfp1_RX_P0  MGTYRXP0_231
set_property PACKAGE_PIN Y1 [get_ports {qsfp1_rx_n[0]}] ;# qsfp1_RX_N0  MGTYRXN0_231
set_property PACKAGE_PIN T7 [get_ports {qsfp1_tx_p[1]}] ;# qsfp1_TX_P1  MGTYTXP1_231
set_property PACKAGE_PIN T6 [get_ports {qsfp1_tx_n[1]}] ;# qsfp1_TX_N1  MGTYTXN1_231
set_property PACKAGE_PIN W4 [get_ports {qsfp1_rx_p[1]}] ;# qsfp1_RX_P1  MGTYRXP1_231
set_property PACKAGE_PIN W3 [get_ports {qsfp1_rx_n[1]}] ;# qsfp1_RX_N1  MGTYRXN1_231
set_property PACKAGE_PIN P7 [get_ports {qsfp1_tx_p[2]}] ;# qsfp1_TX_P2  MGTYTXP2_231
set_property PACKAGE_PIN P6 [get_ports {qsfp1_tx_n[2]}] ;# qsfp1_TX_N2  MGTYTXN2_231
set_property PACKAGE_PIN V2 [get_ports {qsfp1_rx_p[2]}] ;# qsfp1_RX_P2  MGTYRXP2_231
set_property PACKAGE_PIN V1 [get_ports {qsfp1_rx_n[2]}] ;# qsfp1_RX_N2  MGTYRXN2_231
set_property PACKAGE_PIN M7 [get_ports {qsfp1_tx_p[3]}] ;# qsfp1_TX_P3  MGTYTXP3_231
set_property PACKAGE_PIN M6 [get_ports {qsfp1_tx_n[3]}] ;# qsfp1_TX_N3  MGTYTXN3_231
set_property PACKAGE_PIN U4 [get_ports {qsfp1_rx_p[3]}] ;# qsfp1_RX_P3  MGTYRXP3_231
set_property PACKAGE_PIN U3 [get_ports {qsfp1_rx_n[3]}] ;# qsfp1_RX_N3  MGTYRXN3_231
# MGTREFCLK0_231: 156.25 MHz from the QSFP1 Si570 U38 (pins 4/5), programmable over I2C.
set_property PACKAGE_PIN W9 [get_ports qsfp1_mgt_refclk_0_p] ;# qsfp1_si570_clock_p  MGTREFCLK0P_231 from U38.4
set_property PACKAGE_PIN W8 [get_ports qsfp1_mgt_refclk_0_n] ;# qsfp1_si570_clock_n  MGTREFCLK0N_231 from U38.5
# Sideband (bank 64, 1.8 V through level shifters): outputs slow, inputs pulled up (open drain).
set_property -dict {PACKAGE_PIN AM21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp1_modsell] ;# QSFP1_MODSELL_LS
set_property -dict {PACKAGE_PIN BA22 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp1_resetl] ;# QSFP1_RESETL_LS
set_property -dict {PACKAGE_PIN AN21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp1_lpmode] ;# QSFP1_LPMODE_LS
set_property -dict {PACKAGE_PIN AL21 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports qsfp1_modprsl] ;# QSFP1_MODPRSL_LS
set_property -dict {PACKAGE_PIN AP21 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports qsfp1_intl] ;# QSFP1_INTL_LS

# QSFP2, quad 232, lanes 0 (OTS) and 1 (OCS); lanes 2/3 unused
set_property PACKAGE_PIN L5 [get_ports {qsfp2_tx_p[0]}] ;# qsfp2_TX_P0  MGTYTXP0_232
set_property PACKAGE_PIN L4 [get_ports {qsfp2_tx_n[0]}] ;# qsfp2_TX_N0  MGTYTXN0_232
set_property PACKAGE_PIN T2 [get_ports {qsfp2_rx_p[0]}] ;# qsfp2_RX_P0  MGTYRXP0_232
set_property PACKAGE_PIN T1 [get_ports {qsfp2_rx_n[0]}] ;# qsfp2_RX_N0  MGTYRXN0_232
set_property PACKAGE_PIN K7 [get_ports {qsfp2_tx_p[1]}] ;# qsfp2_TX_P1  MGTYTXP1_232
set_property PACKAGE_PIN K6 [get_ports {qsfp2_tx_n[1]}] ;# qsfp2_TX_N1  MGTYTXN1_232
set_property PACKAGE_PIN R4 [get_ports {qsfp2_rx_p[1]}] ;# qsfp2_RX_P1  MGTYRXP1_232
set_property PACKAGE_PIN R3 [get_ports {qsfp2_rx_n[1]}] ;# qsfp2_RX_N1  MGTYRXN1_232
# MGTREFCLK0_232: 156.25 MHz from the user MGT Si570 U32 (pins 4/5) through clock buffer U104
# (pins 13/14). A free-running programmable crystal oscillator: it cannot follow an external clock.
set_property PACKAGE_PIN R9 [get_ports qsfp2_mgt_refclk_0_p] ;# qsfp2_mgt_si570_clock2_p  MGTREFCLK0P_232 from U32.4 via U104.13
set_property PACKAGE_PIN R8 [get_ports qsfp2_mgt_refclk_0_n] ;# qsfp2_mgt_si570_clock2_n  MGTREFCLK0N_232 from U32.5 via U104.14
set_property -dict {PACKAGE_PIN AN23 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp2_modsell] ;# QSFP2_MODSELL_LS
set_property -dict {PACKAGE_PIN AY22 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp2_resetl] ;# QSFP2_RESETL_LS
set_property -dict {PACKAGE_PIN AT24 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports qsfp2_lpmode] ;# QSFP2_LPMODE_LS
set_property -dict {PACKAGE_PIN AN24 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports qsfp2_modprsl] ;# QSFP2_MODPRSL_LS
set_property -dict {PACKAGE_PIN AT21 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports qsfp2_intl] ;# QSFP2_INTL_LS

# Module management lines are static levels / slow status: asynchronous, synchronised in the design.
set_false_path -to [get_ports {qsfp1_modsell qsfp1_resetl qsfp1_lpmode qsfp2_modsell qsfp2_resetl qsfp2_lpmode}]
set_output_delay 0 [get_ports {qsfp1_modsell qsfp1_resetl qsfp1_lpmode qsfp2_modsell qsfp2_resetl qsfp2_lpmode}]
set_false_path -from [get_ports {qsfp1_modprsl qsfp1_intl qsfp2_modprsl qsfp2_intl}]
set_input_delay 0 [get_ports {qsfp1_modprsl qsfp1_intl qsfp2_modprsl qsfp2_intl}]

# --- OTS reference clock: the fabric-wide distributed clock (Mercury testbed clock distribution board) --
# The OTS lane must run from the distributed clock so that every node's slots have the same frequency.
# MGTREFCLK0_232 above cannot carry it (free-running Si570). Quad 232's other reference clock,
# MGTREFCLK1_232 (N9/N8, BF qsfp2_si5328_clock2, MX SI5328_CLOCK2_C), is driven by the Si5328 jitter
# attenuator U57 (outputs U57.35/34), and the Si5328's clock inputs are driven by the FPGA:
# QSFP2_RECCLK (AP23/AP22, bank 64 LVDS) -> U57.12/13 and QSFP1_RECCLK (AM23/AM22) -> U57.16/17.
# The Xilinx board XDC shows no SMA or connector net on the refclk pins of quads 231-233 (quad 233's
# MGTREFCLK1 net MGT233_CLK1 has no visible source: check the schematic), so the path is:
#   distribution board -> user SMA clock J34/J35 (USER_SMA_CLOCK, R32/P32, bank 45 GC pins, LVDS)
#   -> IBUFDS -> BUFG -> ODDRE1 (D1=1, D2=0) -> OBUFDS -> QSFP2_RECCLK -> Si5328 U57 CKIN
#   (programmed over I2C for free-run-off, narrow loop bandwidth, 156.25 MHz out; reset SI5328_RST_LS_B
#   BC21) -> MGTREFCLK1_232 -> QPLL/CPLL of the OTS lane.
# The Si5328 cleans the fabric jitter; it locks frequency, not phase (the CDR phase cache handles
# per-source phase). Until lp_vcu118_top has these ports, the OTS lane runs from MGTREFCLK0_232 (free
# running, fine for loopback and single-node tests). Constraints for the ports, ready to enable:
#set_property PACKAGE_PIN N9 [get_ports qsfp2_mgt_refclk_1_p] ;# qsfp2_si5328_clock2_p  MGTREFCLK1P_232 from U57.35
#set_property PACKAGE_PIN N8 [get_ports qsfp2_mgt_refclk_1_n] ;# qsfp2_si5328_clock2_n  MGTREFCLK1N_232 from U57.34
#set_property -dict {PACKAGE_PIN AP23 IOSTANDARD LVDS} [get_ports qsfp2_recclk_p] ;# QSFP2_RECCLK_P  to U57.12
#set_property -dict {PACKAGE_PIN AP22 IOSTANDARD LVDS} [get_ports qsfp2_recclk_n] ;# QSFP2_RECCLK_N  to U57.13
#set_property -dict {PACKAGE_PIN R32 IOSTANDARD LVDS DIFF_TERM_ADV TERM_100} [get_ports user_sma_clk_p] ;# USER_SMA_CLOCK_P  J34
#set_property -dict {PACKAGE_PIN P32 IOSTANDARD LVDS DIFF_TERM_ADV TERM_100} [get_ports user_sma_clk_n] ;# USER_SMA_CLOCK_N  J35
#set_property -dict {PACKAGE_PIN BC21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports si5328_rst_n] ;# SI5328_RST_LS_B
#set_false_path -to [get_ports si5328_rst_n]
