# ddr4_voq: VCU118 DDR4 C1 (UG1224: component memory MT40A256M16GE-083E, 64-bit interface used here),
# DDR4 SDRAM MIG (PG150) with an AXI4 slave (512-bit, 31-bit address = 2 GiB) for the S-VLB VOQs.
# Memory and clock settings: board files xilinx.com:vcu118:part0:2.4 preset ddr4_sdram_preset_083
# (tCK 833 ps = DDR4-2400, 250 MHz differential system clock on C1). The core's AXI4 master reaches it
# through axi_ddr_cdc.
# Expected ports: c0_sys_clk_p, c0_sys_clk_n, sys_rst, c0_init_calib_complete, c0_ddr4_ui_clk,
# c0_ddr4_ui_clk_sync_rst, c0_ddr4_aresetn, dbg_clk, dbg_bus[511:0], c0_ddr4_act_n, c0_ddr4_adr[16:0],
# c0_ddr4_ba[1:0], c0_ddr4_bg[0:0], c0_ddr4_cke[0:0], c0_ddr4_odt[0:0], c0_ddr4_cs_n[0:0],
# c0_ddr4_ck_t[0:0], c0_ddr4_ck_c[0:0], c0_ddr4_reset_n, c0_ddr4_dm_dbi_n[7:0], c0_ddr4_dq[63:0],
# c0_ddr4_dqs_t[7:0], c0_ddr4_dqs_c[7:0], c0_ddr4_s_axi_{awid,awaddr[30:0],awlen,awsize,awburst,awlock,
# awcache,awprot,awqos,awvalid,awready,wdata[511:0],wstrb[63:0],wlast,wvalid,wready,bready,bid,bresp,
# bvalid,arid,araddr[30:0],arlen,arsize,arburst,arlock,arcache,arprot,arqos,arvalid,arready,rready,
# rlast,rvalid,rresp,rid,rdata[511:0]} (IDs 4 bits).
# CAS latency 17 and CAS write latency 12 are set explicitly (the IP's defaults follow neither the
# part nor the board): at tCK 833 ps JEDEC allows CL 15..18 by speed bin and CWL 12 (1 tCK write
# preamble); 17 is at or above the part's rated CL at DDR4-2400 and is the board preset's value
# (docs/vivado-flow.md lists it among what the first Vivado run confirms).
lp_require_part xcvu9p-flga2104-2L-e

create_ip -name ddr4 -vendor xilinx.com -library ip -module_name ddr4_voq -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.C0.DDR4_MemoryType {Components} \
    CONFIG.C0.DDR4_MemoryPart {MT40A256M16GE-083E} \
    CONFIG.C0.DDR4_DataWidth {64} \
    CONFIG.C0.DDR4_DataMask {DM_NO_DBI} \
    CONFIG.C0.DDR4_Ecc {false} \
    CONFIG.C0.DDR4_TimePeriod {833} \
    CONFIG.C0.DDR4_CasLatency {17} \
    CONFIG.C0.DDR4_CasWriteLatency {12} \
    CONFIG.C0.DDR4_InputClockPeriod {4000} \
    CONFIG.System_Clock {Differential} \
    CONFIG.C0.DDR4_AxiSelection {true} \
    CONFIG.C0.DDR4_AxiDataWidth {512} \
    CONFIG.C0.DDR4_AxiAddressWidth {31} \
    CONFIG.C0.DDR4_AxiIDWidth {4} \
    CONFIG.C0.DDR4_AxiNarrowBurst {true} \
    CONFIG.C0.DDR4_AxiArbitrationScheme {RD_PRI_REG} \
    CONFIG.C0.DDR4_Mem_Add_Map {ROW_COLUMN_BANK_INTLV} \
] [get_ips ddr4_voq]
