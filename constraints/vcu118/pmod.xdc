# Lightpath VCU118: PMOD J52 (UART to the WSS/OCS controller) and PMOD J53 (SiP bias DACs, SPI).
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'PMOD Connectors'. J52 (PMOD0_n_LS, bank 67, VADJ 1.8 V) and J53 (PMOD1_n, bank 47,
# 1.2 V) go through level shifters on the board; J52/J53 pin numbers per taxi syn/pmod0.xdc / pmod1.xdc
# (odd pins 1,3,5,7 form one row, read here as Digilent PMOD pins 1-4; even pins 2,4,6,8 as PMOD 7-10:
# check against the adapter boards).
#
# J52: Digilent PMOD type 4 (UART) layout: PMOD pin 2 = TXD (from the FPGA), pin 3 = RXD (to the FPGA);
# CTS/RTS (pins 1/4) unused.
set_property -dict {PACKAGE_PIN AY15 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports pmod0_wss_txd] ;# PMOD0_1_LS  J52.3 = PMOD pin 2 TXD
set_property -dict {PACKAGE_PIN AW15 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports pmod0_wss_rxd] ;# PMOD0_2_LS  J52.5 = PMOD pin 3 RXD

# J53: Digilent PMOD type 2A (expanded SPI) layout for the two AD5370-class DACs: pin 1 CS (DAC 0),
# 2 MOSI, 3 MISO, 4 SCK, 7 INT (BUSY, open drain, active low), 8 RESET, 9 CS2 (DAC 1), 10 LDAC.
set_property -dict {PACKAGE_PIN N28 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {dac_cs_n[0]}] ;# PMOD1_0  J53.1 = PMOD pin 1 CS0
set_property -dict {PACKAGE_PIN M30 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_mosi] ;# PMOD1_1  J53.3 = PMOD pin 2 MOSI
set_property -dict {PACKAGE_PIN N30 IOSTANDARD LVCMOS12} [get_ports dac_miso] ;# PMOD1_2  J53.5 = PMOD pin 3 MISO
set_property -dict {PACKAGE_PIN P30 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_sclk] ;# PMOD1_3  J53.7 = PMOD pin 4 SCK
set_property -dict {PACKAGE_PIN P29 IOSTANDARD LVCMOS12 PULLUP TRUE} [get_ports dac_busy_n] ;# PMOD1_4  J53.2 = PMOD pin 7 BUSY
set_property -dict {PACKAGE_PIN L31 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_reset_n] ;# PMOD1_5  J53.4 = PMOD pin 8 RESET
set_property -dict {PACKAGE_PIN M31 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {dac_cs_n[1]}] ;# PMOD1_6  J53.6 = PMOD pin 9 CS1
set_property -dict {PACKAGE_PIN R29 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports dac_ldac_n] ;# PMOD1_7  J53.8 = PMOD pin 10 LDAC

# Timing: slow interfaces, not timed by the tools (false paths, zero I/O delays). The UART is handled
# like uart.xdc; BUSY is synchronised. The SPI master (AXI Quad SPI, ip/vcu118/mbv_sys.tcl) makes SCLK
# = ext_spi_clk / C_SCK_RATIO = 100 / 8 = 12.5 MHz and samples MISO (DAC readback only) half an SCLK
# period after the launching edge: the round trip through the board's level shifters plus the DAC's
# output delay must stay below that 40 ns; if readback is unreliable, raise C_SCK_RATIO.
set_false_path -to [get_ports {pmod0_wss_txd dac_sclk dac_mosi dac_cs_n[*] dac_ldac_n dac_reset_n}]
set_output_delay 0 [get_ports {pmod0_wss_txd dac_sclk dac_mosi dac_cs_n[*] dac_ldac_n dac_reset_n}]
set_false_path -from [get_ports {pmod0_wss_rxd dac_miso dac_busy_n}]
set_input_delay 0 [get_ports {pmod0_wss_rxd dac_miso dac_busy_n}]
