# Lightpath ZCU106: SFP+ cages on GTH quad 225: SFP0 (lane 2) host 10GbE, SFP1 (lane 3) ODDL control port.
# Pins: boards/zcu106/pins.csv (XilinxBoardStore zcu106/2.6 part0_pins.xml @ 1daf180, Xilinx ZCU106 Rev1.0 board XDC).
# UG1244 ch. 3 'SFP/SFP+ Connectors', 'Clock Generation'; U-numbers per taxi / corundum ZCU106 XDCs.
# Transceiver pins take PACKAGE_PIN only (GTHE4_CHANNEL_X0Y10/X0Y11).
set_property PACKAGE_PIN Y4 [get_ports {sfp_tx_p[0]}] ;# sfp_TX_P0  MGTHTXP2_225 SFP0
set_property PACKAGE_PIN Y3 [get_ports {sfp_tx_n[0]}] ;# sfp_TX_N0  MGTHTXN2_225 SFP0
set_property PACKAGE_PIN AA2 [get_ports {sfp_rx_p[0]}] ;# sfp_RX_P0  MGTHRXP2_225 SFP0
set_property PACKAGE_PIN AA1 [get_ports {sfp_rx_n[0]}] ;# sfp_RX_N0  MGTHRXN2_225 SFP0
set_property PACKAGE_PIN W6 [get_ports {sfp_tx_p[1]}] ;# sfp_TX_P1  MGTHTXP3_225 SFP1
set_property PACKAGE_PIN W5 [get_ports {sfp_tx_n[1]}] ;# sfp_TX_N1  MGTHTXN3_225 SFP1
set_property PACKAGE_PIN W2 [get_ports {sfp_rx_p[1]}] ;# sfp_RX_P1  MGTHRXP3_225 SFP1
set_property PACKAGE_PIN W1 [get_ports {sfp_rx_n[1]}] ;# sfp_RX_N1  MGTHRXN3_225 SFP1
# 156.25 MHz on MGTREFCLK1_226 (the quad above; GT reference clocks reach the adjacent quad) from the
# user MGT Si570 U56 through the SI53340 buffer U51: starts at 156.25 MHz without programming.
set_property PACKAGE_PIN U10 [get_ports sfp_mgt_refclk_p] ;# USER_MGT_SI570_CLOCK1_C_P  MGTREFCLK1P_226 from U56 via U51
set_property PACKAGE_PIN U9 [get_ports sfp_mgt_refclk_n] ;# USER_MGT_SI570_CLOCK1_C_N  MGTREFCLK1N_226 from U56 via U51
# Alternatives (not ports of the top): MGTREFCLK1_225 W10/W9 from the Si5328 U20 (CKOUT2; its CKIN1 is
# driven by the FPGA, SFP_REC_CLOCK_C H11/G11 bank 68), which could lock the SFP quad to an external
# clock the way the VCU118 OTS path does; and the SMA MGT clock input USER_SMA_MGT_CLOCK_C on
# MGTREFCLK1_224 AA10/AA9 (adjacent quad 224).

# TX disable (bank 65, LVCMOS12): static control, asynchronous.
set_property -dict {PACKAGE_PIN AE22 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {sfp_tx_disable[0]}] ;# SFP0_TX_DISABLE
set_property -dict {PACKAGE_PIN AF20 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {sfp_tx_disable[1]}] ;# SFP1_TX_DISABLE
set_false_path -to [get_ports {sfp_tx_disable[*]}]
set_output_delay 0 [get_ports {sfp_tx_disable[*]}]
