# axi_ddr_cdc: ZCU106 bridge from the core's AXI4 master (64-bit data, 156.25 MHz core clock) to the
# PL DDR4 MIG's AXI4 slave (512-bit, c0_ddr4_ui_clk 300 MHz): AXI Data Width Converter (PG045) as an
# upsizer in packet-FIFO mode, the only mode in which it also converts between asynchronous clocks.
# Ports: as axi_ddr_cdc of the VCU118 (s_axi_aclk, s_axi_aresetn, m_axi_aclk, m_axi_aresetn,
# s_axi_* 64-bit with 4-bit IDs, m_axi_* 512-bit without IDs, 31-bit addresses).
lp_require_part xczu7ev-ffvc1156-2-e

create_ip -name axi_dwidth_converter -vendor xilinx.com -library ip -module_name axi_ddr_cdc -dir [lp_ip_dir]
set_property -dict [list \
    CONFIG.PROTOCOL {AXI4} \
    CONFIG.ADDR_WIDTH {31} \
    CONFIG.SI_DATA_WIDTH {64} \
    CONFIG.MI_DATA_WIDTH {512} \
    CONFIG.SI_ID_WIDTH {4} \
    CONFIG.FIFO_MODE {2} \
    CONFIG.ACLK_ASYNC {1} \
    CONFIG.SYNCHRONIZATION_STAGES {3} \
] [get_ips axi_ddr_cdc]
