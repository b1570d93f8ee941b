# Lightpath VCU118: FMC HPC1 (J2) LA pins to the SOA/laser driver mezzanine. docs/constraints.md has the
# full table (LA pair -> signal -> mezzanine function).
# Pins: boards/vcu118/pins.csv (XilinxBoardStore vcu118/2.4 part0_pins.xml @ 1ab1c3f, Xilinx VCU118 Rev2.0 board XDC).
# UG1224 ch. 3 'FPGA Mezzanine Card Interface'; connector positions per ANSI/VITA 57.1 (HPC). All pins
# used are LA00-LA16 pairs, which the VCU118 routes to bank 66 (MX: VCCO VADJ_1V8_FPGA), so the eight
# SOA gate pairs share one bank as the design wants; VADJ must be 1.8 V (default). LA00/LA01 (clock
# capable) and CLK0_M2C stay free for a clock from the mezzanine; LA15_N and LA16 are spare.

# SOA gate drivers: LVDS outputs from OSERDESE3 (sub-cycle edge placement, docs/soa-driver.md). HP-bank
# LVDS outputs need VCCO = 1.8 V: bank 66 has it. Timing: the serializer output to the pad is a dedicated
# path and there is nothing at the far end to time against (no forwarded clock); lane-to-lane skew is
# set by keeping all eight pairs in one bank (one clocking region) and by the FMC/mezzanine routing. So
# no output delay, a false path. DIFF_TERM / DIFF_TERM_ADV are input-only attributes (the SOA board
# terminates each pair with 100 ohm); SLEW/DRIVE do not apply to LVDS. Both legs are constrained.
set_property -dict {PACKAGE_PIN BC11 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[0]}] ;# FMC_HPC1_LA02_P  J2.H7
set_property -dict {PACKAGE_PIN BD11 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[0]}] ;# FMC_HPC1_LA02_N  J2.H8
set_property -dict {PACKAGE_PIN BD12 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[1]}] ;# FMC_HPC1_LA03_P  J2.G9
set_property -dict {PACKAGE_PIN BE12 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[1]}] ;# FMC_HPC1_LA03_N  J2.G10
set_property -dict {PACKAGE_PIN BF12 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[2]}] ;# FMC_HPC1_LA04_P  J2.H10
set_property -dict {PACKAGE_PIN BF11 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[2]}] ;# FMC_HPC1_LA04_N  J2.H11
set_property -dict {PACKAGE_PIN BE14 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[3]}] ;# FMC_HPC1_LA05_P  J2.D11
set_property -dict {PACKAGE_PIN BF14 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[3]}] ;# FMC_HPC1_LA05_N  J2.D12
set_property -dict {PACKAGE_PIN BD13 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[4]}] ;# FMC_HPC1_LA06_P  J2.C10
set_property -dict {PACKAGE_PIN BE13 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[4]}] ;# FMC_HPC1_LA06_N  J2.C11
set_property -dict {PACKAGE_PIN BC15 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[5]}] ;# FMC_HPC1_LA07_P  J2.H13
set_property -dict {PACKAGE_PIN BD15 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[5]}] ;# FMC_HPC1_LA07_N  J2.H14
set_property -dict {PACKAGE_PIN BE15 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[6]}] ;# FMC_HPC1_LA08_P  J2.G12
set_property -dict {PACKAGE_PIN BF15 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[6]}] ;# FMC_HPC1_LA08_N  J2.G13
set_property -dict {PACKAGE_PIN BA14 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[7]}] ;# FMC_HPC1_LA09_P  J2.D14
set_property -dict {PACKAGE_PIN BB14 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[7]}] ;# FMC_HPC1_LA09_N  J2.D15

# Laser bias enables (pre-tuned cfg_pretune cycles before the SOA opens): LVCMOS18, registered in the IOB
# so that all eight switch within a few hundred ps of each other; asynchronous to the mezzanine.
set_property -dict {PACKAGE_PIN BB13 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[0]}] ;# FMC_HPC1_LA10_P  J2.C14
set_property -dict {PACKAGE_PIN BB12 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[1]}] ;# FMC_HPC1_LA10_N  J2.C15
set_property -dict {PACKAGE_PIN BA16 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[2]}] ;# FMC_HPC1_LA11_P  J2.H16
set_property -dict {PACKAGE_PIN BA15 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[3]}] ;# FMC_HPC1_LA11_N  J2.H17
set_property -dict {PACKAGE_PIN BC14 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[4]}] ;# FMC_HPC1_LA12_P  J2.G15
set_property -dict {PACKAGE_PIN BC13 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[5]}] ;# FMC_HPC1_LA12_N  J2.G16
set_property -dict {PACKAGE_PIN AY8 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[6]}] ;# FMC_HPC1_LA13_P  J2.D17
set_property -dict {PACKAGE_PIN AY7 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[7]}] ;# FMC_HPC1_LA13_N  J2.D18

# Fault inputs from the mezzanine (open drain, active low, pulled up) and the burst-mode receiver's
# signal detect (pulled down: no mezzanine reads 'no signal'). Asynchronous, synchronised in the design
# (lp_soa_driver fault_in through lp_sync_bit).
set_property -dict {PACKAGE_PIN AW8 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports fmc_laser_fault_n] ;# FMC_HPC1_LA14_P  J2.C18
set_property -dict {PACKAGE_PIN AW7 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports fmc_soa_fault_n] ;# FMC_HPC1_LA14_N  J2.C19
set_property -dict {PACKAGE_PIN BB16 IOSTANDARD LVCMOS18 PULLDOWN TRUE} [get_ports fmc_ots_rx_sd] ;# FMC_HPC1_LA15_P  J2.H19

set_false_path -to [get_ports {fmc_soa_gate_p[*] fmc_soa_gate_n[*]}]
set_output_delay 0 [get_ports {fmc_soa_gate_p[*]}]
set_property IOB TRUE [get_ports {fmc_laser_en[*]}]
set_false_path -to [get_ports {fmc_laser_en[*]}]
set_output_delay 0 [get_ports {fmc_laser_en[*]}]
set_false_path -from [get_ports {fmc_laser_fault_n fmc_soa_fault_n fmc_ots_rx_sd}]
set_input_delay 0 [get_ports {fmc_laser_fault_n fmc_soa_fault_n fmc_ots_rx_sd}]
