// Stub: DDR4 SDRAM MIG (PG150) `ddr4_voq` as ip/<board>/ddr4_voq.tcl configures it on both boards (64-bit memory,
// 512-bit AXI4 slave, 31-bit address, 4-bit IDs). Lint only: never calibrates.
module ddr4_voq (
    input  wire c0_sys_clk_p,
    input  wire c0_sys_clk_n,
    input  wire sys_rst,
    output wire c0_init_calib_complete,
    output wire c0_ddr4_ui_clk,
    output wire c0_ddr4_ui_clk_sync_rst,
    input  wire c0_ddr4_aresetn,
    output wire dbg_clk,
    output wire [511:0] dbg_bus,
    output wire c0_ddr4_act_n,
    output wire [16:0] c0_ddr4_adr,
    output wire [1:0] c0_ddr4_ba,
    output wire c0_ddr4_bg,
    output wire c0_ddr4_cke,
    output wire c0_ddr4_odt,
    output wire c0_ddr4_cs_n,
    output wire c0_ddr4_ck_t,
    output wire c0_ddr4_ck_c,
    output wire c0_ddr4_reset_n,
    inout  wire [7:0] c0_ddr4_dm_dbi_n,
    inout  wire [63:0] c0_ddr4_dq,
    inout  wire [7:0] c0_ddr4_dqs_t,
    inout  wire [7:0] c0_ddr4_dqs_c,
    input  wire [3:0] c0_ddr4_s_axi_awid,
    input  wire [30:0] c0_ddr4_s_axi_awaddr,
    input  wire [7:0] c0_ddr4_s_axi_awlen,
    input  wire [2:0] c0_ddr4_s_axi_awsize,
    input  wire [1:0] c0_ddr4_s_axi_awburst,
    input  wire c0_ddr4_s_axi_awlock,
    input  wire [3:0] c0_ddr4_s_axi_awcache,
    input  wire [2:0] c0_ddr4_s_axi_awprot,
    input  wire [3:0] c0_ddr4_s_axi_awqos,
    input  wire c0_ddr4_s_axi_awvalid,
    output wire c0_ddr4_s_axi_awready,
    input  wire [511:0] c0_ddr4_s_axi_wdata,
    input  wire [63:0] c0_ddr4_s_axi_wstrb,
    input  wire c0_ddr4_s_axi_wlast,
    input  wire c0_ddr4_s_axi_wvalid,
    output wire c0_ddr4_s_axi_wready,
    input  wire c0_ddr4_s_axi_bready,
    output wire [3:0] c0_ddr4_s_axi_bid,
    output wire [1:0] c0_ddr4_s_axi_bresp,
    output wire c0_ddr4_s_axi_bvalid,
    input  wire [3:0] c0_ddr4_s_axi_arid,
    input  wire [30:0] c0_ddr4_s_axi_araddr,
    input  wire [7:0] c0_ddr4_s_axi_arlen,
    input  wire [2:0] c0_ddr4_s_axi_arsize,
    input  wire [1:0] c0_ddr4_s_axi_arburst,
    input  wire c0_ddr4_s_axi_arlock,
    input  wire [3:0] c0_ddr4_s_axi_arcache,
    input  wire [2:0] c0_ddr4_s_axi_arprot,
    input  wire [3:0] c0_ddr4_s_axi_arqos,
    input  wire c0_ddr4_s_axi_arvalid,
    output wire c0_ddr4_s_axi_arready,
    input  wire c0_ddr4_s_axi_rready,
    output wire c0_ddr4_s_axi_rlast,
    output wire c0_ddr4_s_axi_rvalid,
    output wire [1:0] c0_ddr4_s_axi_rresp,
    output wire [3:0] c0_ddr4_s_axi_rid,
    output wire [511:0] c0_ddr4_s_axi_rdata
);
    assign c0_ddr4_ui_clk = c0_sys_clk_p;
    assign c0_init_calib_complete = '0;
    assign c0_ddr4_ui_clk_sync_rst = '0;
    assign dbg_clk = '0;
    assign dbg_bus = '0;
    assign c0_ddr4_act_n = '0;
    assign c0_ddr4_adr = '0;
    assign c0_ddr4_ba = '0;
    assign c0_ddr4_bg = '0;
    assign c0_ddr4_cke = '0;
    assign c0_ddr4_odt = '0;
    assign c0_ddr4_cs_n = '0;
    assign c0_ddr4_ck_t = '0;
    assign c0_ddr4_ck_c = '0;
    assign c0_ddr4_reset_n = '0;
    assign c0_ddr4_s_axi_awready = '0;
    assign c0_ddr4_s_axi_wready = '0;
    assign c0_ddr4_s_axi_bid = '0;
    assign c0_ddr4_s_axi_bresp = '0;
    assign c0_ddr4_s_axi_bvalid = '0;
    assign c0_ddr4_s_axi_arready = '0;
    assign c0_ddr4_s_axi_rlast = '0;
    assign c0_ddr4_s_axi_rvalid = '0;
    assign c0_ddr4_s_axi_rresp = '0;
    assign c0_ddr4_s_axi_rid = '0;
    assign c0_ddr4_s_axi_rdata = '0;
endmodule
