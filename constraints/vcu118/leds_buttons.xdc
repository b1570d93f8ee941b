# Lightpath VCU118: CPU_RESET, push buttons, DIP switches, user LEDs. docs/constraints.md.
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'User I/O'. Designators (SWn, DSn) per fpganinja/taxi VCU118 syn/gpio.xdc.
# All of these are asynchronous to every clock: the inputs are synchronised in the design (lp_sync_bit,
# lp_rst_sync), the LEDs are for people. False paths, and zero I/O delays so that check_timing reports
# no unconstrained port.

# CPU_RESET push button SW5, active high (BF CPU_RESET, bank 73).
set_property -dict {PACKAGE_PIN L19 IOSTANDARD LVCMOS12} [get_ports reset] ;# CPU_RESET  SW5
set_property -dict {PACKAGE_PIN BB24 IOSTANDARD LVCMOS18} [get_ports btnu] ;# GPIO_SW_N  SW10
set_property -dict {PACKAGE_PIN BF22 IOSTANDARD LVCMOS18} [get_ports btnl] ;# GPIO_SW_W  SW6
set_property -dict {PACKAGE_PIN BE22 IOSTANDARD LVCMOS18} [get_ports btnd] ;# GPIO_SW_S  SW17
set_property -dict {PACKAGE_PIN BE23 IOSTANDARD LVCMOS18} [get_ports btnr] ;# GPIO_SW_E  SW9
set_property -dict {PACKAGE_PIN BD23 IOSTANDARD LVCMOS18} [get_ports btnc] ;# GPIO_SW_C  SW7

# GPIO DIP switch SW12 (BF GPIO_DIP_SW1..4; banks 73/72).
set_property -dict {PACKAGE_PIN B17 IOSTANDARD LVCMOS12} [get_ports {sw[0]}] ;# GPIO_DIP_SW1  SW12.1
set_property -dict {PACKAGE_PIN G16 IOSTANDARD LVCMOS12} [get_ports {sw[1]}] ;# GPIO_DIP_SW2  SW12.2
set_property -dict {PACKAGE_PIN J16 IOSTANDARD LVCMOS12} [get_ports {sw[2]}] ;# GPIO_DIP_SW3  SW12.3
set_property -dict {PACKAGE_PIN D21 IOSTANDARD LVCMOS12} [get_ports {sw[3]}] ;# GPIO_DIP_SW4  SW12.4

# User LEDs (BF GPIO_LED_n_LS, DRIVE 8 per BF; banks 40/42).
set_property -dict {PACKAGE_PIN AT32 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[0]}] ;# GPIO_LED_0_LS  DS7
set_property -dict {PACKAGE_PIN AV34 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[1]}] ;# GPIO_LED_1_LS  DS6
set_property -dict {PACKAGE_PIN AY30 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[2]}] ;# GPIO_LED_2_LS  DS8
set_property -dict {PACKAGE_PIN BB32 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[3]}] ;# GPIO_LED_3_LS  DS9
set_property -dict {PACKAGE_PIN BF32 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[4]}] ;# GPIO_LED_4_LS  DS10
set_property -dict {PACKAGE_PIN AU37 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[5]}] ;# GPIO_LED_5_LS  DS12
set_property -dict {PACKAGE_PIN AV36 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[6]}] ;# GPIO_LED_6_LS  DS13
set_property -dict {PACKAGE_PIN BA37 IOSTANDARD LVCMOS12 SLEW SLOW DRIVE 8} [get_ports {led[7]}] ;# GPIO_LED_7_LS  DS18

set_false_path -from [get_ports {reset btnu btnl btnd btnr btnc sw[*]}]
set_input_delay 0 [get_ports {reset btnu btnl btnd btnr btnc sw[*]}]
set_false_path -to [get_ports {led[*]}]
set_output_delay 0 [get_ports {led[*]}]
