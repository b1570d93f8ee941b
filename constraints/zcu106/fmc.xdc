# Lightpath ZCU106: FMC HPC1 (J4) LA pins to the SOA/laser driver mezzanine, and the OTS raw optical port on
# an FMC SFP+ card in HPC0 (J5). docs/constraints.md has the full table.
# Pins: boards/zcu106/pins.csv (XilinxBoardStore zcu106/2.6 part0_pins.xml @ 1daf180, Xilinx ZCU106 Rev1.0 board XDC).
# UG1244 ch. 3 'FPGA Mezzanine Card Interface'; connector positions per ANSI/VITA 57.1 (HPC).
#
# HPC1 is partially populated (LA00-LA16, one GT lane): its LA pins all sit in bank 28 (MX: VCCO
# VADJ_FMC), enough for the 8 SOA pairs + 11 single-ended signals, so HPC0's LA pins are not needed.
# VADJ_FMC must be 1.8 V. Bank 28 also holds PMOD0 pins (LVCMOS18, same VCCO). LA00/LA01 (clock
# capable) and CLK0_M2C stay free; LA15_N and LA16 are spare. Same LA pairs as the VCU118 J2.

# OTS raw optical port: FMC HPC0 DP0 on GTH quad 226 lane 2 (GTHE4_CHANNEL_X0Y14), reference clock
# GBTCLK0_M2C on MGTREFCLK0_226 (the same quad), driven by the SFP+ FMC card: the card's clock input
# is where the clock distribution board connects (docs/constraints.md 'OTS reference clock').
set_property PACKAGE_PIN R6 [get_ports fmc_hpc0_dp0_c2m_p] ;# fmc_hpc0_dp0_c2m_p  MGTHTXP2_226 J5.C2
set_property PACKAGE_PIN R5 [get_ports fmc_hpc0_dp0_c2m_n] ;# fmc_hpc0_dp0_c2m_n  MGTHTXN2_226 J5.C3
set_property PACKAGE_PIN R2 [get_ports fmc_hpc0_dp0_m2c_p] ;# fmc_hpc0_dp0_m2c_p  MGTHRXP2_226 J5.C6
set_property PACKAGE_PIN R1 [get_ports fmc_hpc0_dp0_m2c_n] ;# fmc_hpc0_dp0_m2c_n  MGTHRXN2_226 J5.C7
set_property PACKAGE_PIN V8 [get_ports fmc_hpc0_gbtclk0_m2c_p] ;# fmc_hpc0_gbtclk0_m2c_p  MGTREFCLK0P_226 J5.D4
set_property PACKAGE_PIN V7 [get_ports fmc_hpc0_gbtclk0_m2c_n] ;# fmc_hpc0_gbtclk0_m2c_n  MGTREFCLK0N_226 J5.D5

# SOA gate drivers: LVDS outputs from OSERDESE3 in bank 28 (HP, VCCO 1.8 V as HP LVDS outputs need).
# No output delay (dedicated serializer-to-pad path, nothing to time against at the far end; skew set
# by one bank and the routing): false path. DIFF_TERM is input-only; SLEW/DRIVE do not apply to LVDS.
set_property -dict {PACKAGE_PIN K22 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[0]}] ;# fmc_hpc1_la02_p  J4.H7
set_property -dict {PACKAGE_PIN K23 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[0]}] ;# fmc_hpc1_la02_n  J4.H8
set_property -dict {PACKAGE_PIN J21 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[1]}] ;# fmc_hpc1_la03_p  J4.G9
set_property -dict {PACKAGE_PIN J22 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[1]}] ;# fmc_hpc1_la03_n  J4.G10
set_property -dict {PACKAGE_PIN J24 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[2]}] ;# fmc_hpc1_la04_p  J4.H10
set_property -dict {PACKAGE_PIN H24 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[2]}] ;# fmc_hpc1_la04_n  J4.H11
set_property -dict {PACKAGE_PIN G25 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[3]}] ;# fmc_hpc1_la05_p  J4.D11
set_property -dict {PACKAGE_PIN G26 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[3]}] ;# fmc_hpc1_la05_n  J4.D12
set_property -dict {PACKAGE_PIN H21 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[4]}] ;# fmc_hpc1_la06_p  J4.C10
set_property -dict {PACKAGE_PIN H22 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[4]}] ;# fmc_hpc1_la06_n  J4.C11
set_property -dict {PACKAGE_PIN D22 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[5]}] ;# fmc_hpc1_la07_p  J4.H13
set_property -dict {PACKAGE_PIN C23 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[5]}] ;# fmc_hpc1_la07_n  J4.H14
set_property -dict {PACKAGE_PIN J25 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[6]}] ;# fmc_hpc1_la08_p  J4.G12
set_property -dict {PACKAGE_PIN H26 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[6]}] ;# fmc_hpc1_la08_n  J4.G13
set_property -dict {PACKAGE_PIN G20 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_p[7]}] ;# fmc_hpc1_la09_p  J4.D14
set_property -dict {PACKAGE_PIN F20 IOSTANDARD LVDS} [get_ports {fmc_soa_gate_n[7]}] ;# fmc_hpc1_la09_n  J4.D15

# Laser bias enables: LVCMOS18, IOB registers, asynchronous to the mezzanine.
set_property -dict {PACKAGE_PIN F22 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[0]}] ;# fmc_hpc1_la10_p  J4.C14
set_property -dict {PACKAGE_PIN E22 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[1]}] ;# fmc_hpc1_la10_n  J4.C15
set_property -dict {PACKAGE_PIN A20 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[2]}] ;# fmc_hpc1_la11_p  J4.H16
set_property -dict {PACKAGE_PIN A21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[3]}] ;# fmc_hpc1_la11_n  J4.H17
set_property -dict {PACKAGE_PIN E19 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[4]}] ;# fmc_hpc1_la12_p  J4.G15
set_property -dict {PACKAGE_PIN D19 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[5]}] ;# fmc_hpc1_la12_n  J4.G16
set_property -dict {PACKAGE_PIN C21 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[6]}] ;# fmc_hpc1_la13_p  J4.D17
set_property -dict {PACKAGE_PIN C22 IOSTANDARD LVCMOS18 SLEW SLOW DRIVE 8} [get_ports {fmc_laser_en[7]}] ;# fmc_hpc1_la13_n  J4.D18

# Fault inputs (open drain, active low, pulled up) and the burst-mode receiver's signal detect (pulled
# down). Asynchronous, synchronised in the design.
set_property -dict {PACKAGE_PIN D20 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports fmc_laser_fault_n] ;# fmc_hpc1_la14_p  J4.C18
set_property -dict {PACKAGE_PIN D21 IOSTANDARD LVCMOS18 PULLUP TRUE} [get_ports fmc_soa_fault_n] ;# fmc_hpc1_la14_n  J4.C19
set_property -dict {PACKAGE_PIN A18 IOSTANDARD LVCMOS18 PULLDOWN TRUE} [get_ports fmc_ots_rx_sd] ;# fmc_hpc1_la15_p  J4.H19

set_false_path -to [get_ports {fmc_soa_gate_p[*] fmc_soa_gate_n[*]}]
set_output_delay 0 [get_ports {fmc_soa_gate_p[*]}]
set_property IOB TRUE [get_ports {fmc_laser_en[*]}]
set_false_path -to [get_ports {fmc_laser_en[*]}]
set_output_delay 0 [get_ports {fmc_laser_en[*]}]
set_false_path -from [get_ports {fmc_laser_fault_n fmc_soa_fault_n fmc_ots_rx_sd}]
set_input_delay 0 [get_ports {fmc_laser_fault_n fmc_soa_fault_n fmc_ots_rx_sd}]
