# Lightpath ZCU106: PMOD0 J55 (UART to the WSS/OCS controller) and PMOD1 J87 (SiP bias DACs, SPI).
# Pins: boards/zcu106/pins.csv (XilinxBoardStore zcu106/2.6 part0_pins.xml @ 1daf180, Xilinx ZCU106 Rev1.0 board XDC).
# UG1244 ch. 3 'PMOD Connectors'. J55 (PMOD0_n_LS, banks 28/68, VADJ_FMC 1.8 V) and J87 (PMOD1_n_LS,
# bank 66, 1.2 V: LVCMOS12, not the LVCMOS18 of taxi's commented-out lines) go through level shifters;
# connector pin numbers per taxi (odd pins 1,3,5,7 one row, read as PMOD pins 1-4; even pins 2,4,6,8 as
# PMOD 7-10: check against the adapter boards).
# Same signal layout as the VCU118 (constraints/vcu118/pmod.xdc): PMOD type 4 UART, type 2A SPI.
set_property -dict {PACKAGE_PIN A23 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports pmod0_wss_txd] ;# PMOD0_1_LS  J55.3 = PMOD pin 2 TXD
set_property -dict {PACKAGE_PIN F25 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports pmod0_wss_rxd] ;# PMOD0_2_LS  J55.5 = PMOD pin 3 RXD

set_property -dict {PACKAGE_PIN AN8 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {dac_cs_n[0]}] ;# PMOD1_0_LS  J87.1 = PMOD pin 1 CS0
set_property -dict {PACKAGE_PIN AN9 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_mosi] ;# PMOD1_1_LS  J87.3 = PMOD pin 2 MOSI
set_property -dict {PACKAGE_PIN AP11 IOSTANDARD LVCMOS12} [get_ports dac_miso] ;# PMOD1_2_LS  J87.5 = PMOD pin 3 MISO
set_property -dict {PACKAGE_PIN AN11 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_sclk] ;# PMOD1_3_LS  J87.7 = PMOD pin 4 SCK
set_property -dict {PACKAGE_PIN AP9 IOSTANDARD LVCMOS12 PULLUP TRUE} [get_ports dac_busy_n] ;# PMOD1_4_LS  J87.2 = PMOD pin 7 BUSY
set_property -dict {PACKAGE_PIN AP10 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_reset_n] ;# PMOD1_5_LS  J87.4 = PMOD pin 8 RESET
set_property -dict {PACKAGE_PIN AP12 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {dac_cs_n[1]}] ;# PMOD1_6_LS  J87.6 = PMOD pin 9 CS1
set_property -dict {PACKAGE_PIN AN12 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_ldac_n] ;# PMOD1_7_LS  J87.8 = PMOD pin 10 LDAC

# Slow interfaces (see constraints/vcu118/pmod.xdc): false paths, zero I/O delays. MISO round trip
# through the level shifters must stay below half an SCLK period of the SPI master.
set_false_path -to [get_ports {pmod0_wss_txd dac_sclk dac_mosi dac_cs_n[*] dac_ldac_n dac_reset_n}]
set_output_delay 0 [get_ports {pmod0_wss_txd dac_sclk dac_mosi dac_cs_n[*] dac_ldac_n dac_reset_n}]
set_false_path -from [get_ports {pmod0_wss_rxd dac_miso dac_busy_n}]
set_input_delay 0 [get_ports {pmod0_wss_rxd dac_miso dac_busy_n}]
