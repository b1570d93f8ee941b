# Lightpath VCU118: QSFP28 cages. QSFP1 (GTY quad 231, 4 lanes): host ports, 4 x 10GBASE-R.
# QSFP2 (GTY quad 232) is unused: the OTS/OCS optical ports are FMC+ HSPC J22 DP0/DP1 (fmcp.xdc), whose
# reference clock GBTCLK0 carries the fabric's distributed clock (docs/constraints.md 'OTS reference
# clock'); QSFP2's Si570 U32 and the Si5328 U57 path are not used, and QSFP2's sideband lines are no
# ports of the top (the cage stays empty).
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'QSFP28 Module Connectors', 'Clock Generation'; reference clock U-numbers per taxi
# syn/qsfp.xdc. Transceiver pins take PACKAGE_PIN only (no IOSTANDARD); placement also fixes the GT
# channel (GTYE4_CHANNEL_X1Y48+ for quad 231).

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

# Module management lines are static levels / slow status: asynchronous, synchronised in the design.
set_false_path -to [get_ports {qsfp1_modsell qsfp1_resetl qsfp1_lpmode}]
set_output_delay 0 [get_ports {qsfp1_modsell qsfp1_resetl qsfp1_lpmode}]
set_false_path -from [get_ports {qsfp1_modprsl qsfp1_intl}]
set_input_delay 0 [get_ports {qsfp1_modprsl qsfp1_intl}]
