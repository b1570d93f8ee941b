# ddr4_voq: ZCU106 PL DDR4 (UG1244: four MT40A256M16GE-075E components, 64-bit, no ECC; board files
# xilinx.com:zcu106:part0:2.6 preset ddr4_sdram_preset_075: tCK 833 ps = DDR4-2400, 300 MHz
# differential system clock USER_SI570 on AH12/AJ12), DDR4 SDRAM MIG (PG150) with an AXI4 slave
# (512-bit, 31-bit address = 2 GiB). The core's AXI4 master reaches it through axi_ddr_cdc.
# Expected ports: c0_sys_clk_p, c0_sys_clk_n, sys_rst, c0_init_calib_complete, c0_ddr4_ui_clk,
# c0_ddr4_ui_clk_sync_rst, c0_ddr4_aresetn, dbg_clk, dbg_bus[511:0], c0_ddr4_act_n, c0_ddr4_adr[16:0],
# c0_ddr4_ba[1:0], c0_ddr4_bg[0:0], c0_ddr4_cke[0:0], c0_ddr4_odt[0:0], c0_ddr4_cs_n[0:0],
# c0_ddr4_ck_t[0:0], c0_ddr4_ck_c[0:0], c0_ddr4_reset_n, c0_ddr4_dm_dbi_n[7:0], c0_ddr4_dq[63:0],
# c0_ddr4_dqs_t[7:0], c0_ddr4_dqs_c[7:0], c0_ddr4_s_axi_* (as ddr4_voq of the VCU118: 31-bit address,
# 512-bit data, 4-bit IDs).
# CAS latency 17 and CAS write latency 12 are set explicitly (the IP's defaults follow neither the
# part nor the board): at tCK 833 ps JEDEC allows CL 15..18 by speed bin and CWL 12 (1 tCK write
# preamble); 17 is at or above the part's rated CL at DDR4-2400 and is the board preset's value
# (docs/vivado-flow.md lists it among what the first Vivado run confirms).
lp_require_part xczu7ev-ffvc1156-2-e

create_ip -name ddr4 -vendor xilinx.com -library ip -module_name ddr4_voq -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.C0.DDR4_MemoryType {Components} \
    CONFIG.C0.DDR4_MemoryPart {MT40A256M16GE-075E} \
    CONFIG.C0.DDR4_DataWidth {64} \
    CONFIG.C0.DDR4_DataMask {DM_NO_DBI} \
    CONFIG.C0.DDR4_Ecc {false} \
    CONFIG.C0.DDR4_TimePeriod {833} \
    CONFIG.C0.DDR4_CasLatency {17} \
    CONFIG.C0.DDR4_CasWriteLatency {12} \
    CONFIG.C0.DDR4_InputClockPeriod {3332} \
    CONFIG.System_Clock {Differential} \
    CONFIG.C0.DDR4_AxiSelection {true} \
    CONFIG.C0.DDR4_AxiDataWidth {512} \
    CONFIG.C0.DDR4_AxiAddressWidth {31} \
    CONFIG.C0.DDR4_AxiIDWidth {4} \
    CONFIG.C0.DDR4_AxiNarrowBurst {true} \
    CONFIG.C0.DDR4_AxiArbitrationScheme {RD_PRI_REG} \
    CONFIG.C0.DDR4_Mem_Add_Map {ROW_COLUMN_BANK_INTLV} \
] [get_ips ddr4_voq]
