# axi_ddr_cdc: VCU118 bridge from the core's AXI4 master (64-bit data, 156.25 MHz core clock) to the
# DDR4 MIG's AXI4 slave (512-bit, c0_ddr4_ui_clk 300 MHz): AXI Data Width Converter (PG045) as an
# upsizer in packet-FIFO mode, the only mode in which it also converts between asynchronous clocks
# (one IP outside a block design, no separate axi_clock_converter).
# Expected ports: s_axi_aclk, s_axi_aresetn, m_axi_aclk, m_axi_aresetn, s_axi_{awid[3:0],awaddr[30:0],
# awlen,awsize,awburst,awlock,awcache,awprot,awregion,awqos,awvalid,awready,wdata[63:0],wstrb[7:0],wlast,
# wvalid,wready,bid,bresp,bvalid,bready,arid,araddr,arlen,arsize,arburst,arlock,arcache,arprot,arregion,
# arqos,arvalid,arready,rid,rdata[63:0],rresp,rlast,rvalid,rready}, m_axi_{...}: the same without IDs,
# 512-bit data, 64-bit strobes (the MIG's IDs are tied off by the board top).
lp_require_part xcvu9p-flga2104-2L-e

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
