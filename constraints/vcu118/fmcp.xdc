# Lightpath VCU118: FMC+ HSPC (J22), the optical FMC+ card: the two raw optical ports and the fabric's
# distributed reference clock. DP0 = OTS port (TX to the modulator of the SOA-gated lasers, RX from the
# AWGR output's burst-mode receiver), DP1 = OCS port (WSS circuit); both on GTY quad 121
# (GTYE4_COMMON_X0Y2), lanes 0/1 = GTYE4_CHANNEL_X0Y8/X0Y9 (ip/vcu118/gt_opt.tcl).
# Pins: boards/vcu118/pins.csv (Xilinx VCU118 Rev2.0 board XDC net names and pin functions; J22 positions,
# fan-out buffer U40 and GT sites per taxi syn/fmcp.xdc). UG1224 ch. 3 'FPGA Mezzanine Card Interface',
# 'Clock Generation'; connector positions per ANSI/VITA 57.1 (DP0-DP9 and GBTCLK0/1 keep their HPC
# positions on FMC+). Transceiver pins take PACKAGE_PIN only (no IOSTANDARD).
#
# Reference clock: the card brings the clock distribution board's 156.25 MHz to GBTCLK0_M2C
# (J22.D4/D5). On the VCU118 GBTCLK0_M2C goes through the fan-out buffer U40 to MGTREFCLK0_121
# (AK38/AK39, net FMCP_HSPC_GBT0_0) and MGTREFCLK0_126 (V38/V39, FMCP_HSPC_GBT0_1, unused), so the
# quad of DP0-DP3 has the distributed clock on its own MGTREFCLK0: every node's OTS/OCS lanes, and the
# core clock (TXUSRCLK2), run at the fabric's one frequency (docs/constraints.md 'OTS reference clock').
# The card must drive GBTCLK0 (FMC+ cards may leave it open: check the card's clock path).

set_property PACKAGE_PIN AT42 [get_ports {fmcp_dp_c2m_p[0]}] ;# FMCP_HSPC_DP0_C2M_P  MGTYTXP0_121 J22.C2  OTS TX
set_property PACKAGE_PIN AT43 [get_ports {fmcp_dp_c2m_n[0]}] ;# FMCP_HSPC_DP0_C2M_N  MGTYTXN0_121 J22.C3
set_property PACKAGE_PIN AR45 [get_ports {fmcp_dp_m2c_p[0]}] ;# FMCP_HSPC_DP0_M2C_P  MGTYRXP0_121 J22.C6  OTS RX
set_property PACKAGE_PIN AR46 [get_ports {fmcp_dp_m2c_n[0]}] ;# FMCP_HSPC_DP0_M2C_N  MGTYRXN0_121 J22.C7
set_property PACKAGE_PIN AP42 [get_ports {fmcp_dp_c2m_p[1]}] ;# FMCP_HSPC_DP1_C2M_P  MGTYTXP1_121 J22.A22 OCS TX
set_property PACKAGE_PIN AP43 [get_ports {fmcp_dp_c2m_n[1]}] ;# FMCP_HSPC_DP1_C2M_N  MGTYTXN1_121 J22.A23
set_property PACKAGE_PIN AN45 [get_ports {fmcp_dp_m2c_p[1]}] ;# FMCP_HSPC_DP1_M2C_P  MGTYRXP1_121 J22.A2  OCS RX
set_property PACKAGE_PIN AN46 [get_ports {fmcp_dp_m2c_n[1]}] ;# FMCP_HSPC_DP1_M2C_N  MGTYRXN1_121 J22.A3
set_property PACKAGE_PIN AK38 [get_ports fmcp_gbtclk0_m2c_p] ;# FMCP_HSPC_GBT0_0_P  MGTREFCLK0P_121 from U40.1 <- J22.D4 GBTCLK0_M2C_P
set_property PACKAGE_PIN AK39 [get_ports fmcp_gbtclk0_m2c_n] ;# FMCP_HSPC_GBT0_0_N  MGTREFCLK0N_121 from U40.2 <- J22.D5 GBTCLK0_M2C_N
