# Lightpath VCU118: USB UART (CP2105 U34, standard interface): console and SDN agent UART.
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'USB-to-UART Bridge'. Directions per taxi syn/gpio.xdc: BB21 drives CP2105 RXD (U34.20),
# AW25 receives CP2105 TXD (U34.21). RTS/CTS are not used.
set_property -dict {PACKAGE_PIN BB21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports uart_txd] ;# USB_UART_TX  FPGA -> U34.20 RXD
set_property -dict {PACKAGE_PIN AW25 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports uart_rxd] ;# USB_UART_RX  U34.21 TXD -> FPGA

# Asynchronous serial line: the receiver oversamples after an lp_sync_bit; the transmitter's edges need
# no timing relation to the bit clock of the far end.
set_false_path -to [get_ports uart_txd]
set_output_delay 0 [get_ports uart_txd]
set_false_path -from [get_ports uart_rxd]
set_input_delay 0 [get_ports uart_rxd]
