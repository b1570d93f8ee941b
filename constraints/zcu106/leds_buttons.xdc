# Lightpath ZCU106: PL push buttons, DIP switches, user LEDs. docs/constraints.md.
# Pins: boards/zcu106/pins.csv (XilinxBoardStore zcu106/2.6 part0_pins.xml @ 1daf180, Xilinx ZCU106 Rev1.0 board XDC).
# UG1244 ch. 3 'User I/O'. Buttons and LEDs: banks 64/65/66 (1.2 V); DIP switch: bank 67 (VADJ_FMC,
# 1.8 V). Asynchronous to every clock (synchronised in the design; LEDs for people): false paths and
# zero I/O delays.
set_property -dict {PACKAGE_PIN AG13 IOSTANDARD LVCMOS12} [get_ports btnu] ;# GPIO_SW_N
set_property -dict {PACKAGE_PIN AK12 IOSTANDARD LVCMOS12} [get_ports btnl] ;# GPIO_SW_W
set_property -dict {PACKAGE_PIN AP20 IOSTANDARD LVCMOS12} [get_ports btnd] ;# GPIO_SW_S
set_property -dict {PACKAGE_PIN AC14 IOSTANDARD LVCMOS12} [get_ports btnr] ;# GPIO_SW_E
set_property -dict {PACKAGE_PIN AL10 IOSTANDARD LVCMOS12} [get_ports btnc] ;# GPIO_SW_C

set_property -dict {PACKAGE_PIN A17 IOSTANDARD LVCMOS18} [get_ports {sw[0]}] ;# GPIO_DIP_SW0
set_property -dict {PACKAGE_PIN A16 IOSTANDARD LVCMOS18} [get_ports {sw[1]}] ;# GPIO_DIP_SW1
set_property -dict {PACKAGE_PIN B16 IOSTANDARD LVCMOS18} [get_ports {sw[2]}] ;# GPIO_DIP_SW2
set_property -dict {PACKAGE_PIN B15 IOSTANDARD LVCMOS18} [get_ports {sw[3]}] ;# GPIO_DIP_SW3
set_property -dict {PACKAGE_PIN A15 IOSTANDARD LVCMOS18} [get_ports {sw[4]}] ;# GPIO_DIP_SW4
set_property -dict {PACKAGE_PIN A14 IOSTANDARD LVCMOS18} [get_ports {sw[5]}] ;# GPIO_DIP_SW5
set_property -dict {PACKAGE_PIN B14 IOSTANDARD LVCMOS18} [get_ports {sw[6]}] ;# GPIO_DIP_SW6
set_property -dict {PACKAGE_PIN B13 IOSTANDARD LVCMOS18} [get_ports {sw[7]}] ;# GPIO_DIP_SW7

set_property -dict {PACKAGE_PIN AL11 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[0]}] ;# GPIO_LED_0_LS
set_property -dict {PACKAGE_PIN AL13 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[1]}] ;# GPIO_LED_1_LS
set_property -dict {PACKAGE_PIN AK13 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[2]}] ;# GPIO_LED_2_LS
set_property -dict {PACKAGE_PIN AE15 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[3]}] ;# GPIO_LED_3_LS
set_property -dict {PACKAGE_PIN AM8 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[4]}] ;# GPIO_LED_4_LS
set_property -dict {PACKAGE_PIN AM9 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[5]}] ;# GPIO_LED_5_LS
set_property -dict {PACKAGE_PIN AM10 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[6]}] ;# GPIO_LED_6_LS
set_property -dict {PACKAGE_PIN AM11 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[7]}] ;# GPIO_LED_7_LS

set_false_path -from [get_ports {btnu btnl btnd btnr btnc sw[*]}]
set_input_delay 0 [get_ports {btnu btnl btnd btnr btnc sw[*]}]
set_false_path -to [get_ports {led[*]}]
set_output_delay 0 [get_ports {led[*]}]
