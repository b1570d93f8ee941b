// lp_board_ddr: the S-VLB VOQ memory of a board: the core's 64-bit AXI4 master (core clock) ->
// axi_ddr_cdc (upsizer + asynchronous clock converter, ip/<board>/axi_ddr_cdc.tcl) -> the MIG `ddr4_voq`
// (ip/<board>/ddr4_voq.tcl: 64-bit DDR4, 512-bit AXI4 slave in its ui_clk, 2 GiB). Both boards' MIGs
// have the same module name and ports; their memories and clocks differ in the IP TCL only.
// The core's VOQ base registers (SVLB_DRAM_BASE) place the queues in the 2 GiB: address bit 31 is
// outside the memory (the MIG has a 31-bit address).
`default_nettype none
`include "lp_axi.svh"

module lp_board_ddr
    import lp_axi_pkg::*;
(
    input  wire logic         clk,        // core clock (the AXI master's)
    input  wire logic         rst,        // core reset
    input  wire logic         sys_rst,    // MIG reset: asynchronous, active high
    output logic              calib,      // calibration complete (ui_clk level)
    input  wire lp_axi_req_t  s_axi_req,  // the core's AXI4 master
    output lp_axi_rsp_t       s_axi_rsp,
    input  wire logic         ddr4_sys_clk_p,
    input  wire logic         ddr4_sys_clk_n,
    output logic      [16:0]  ddr4_adr,
    output logic      [1:0]   ddr4_ba,
    output logic      [0:0]   ddr4_bg,
    output logic              ddr4_act_n,
    output logic              ddr4_ck_t,
    output logic              ddr4_ck_c,
    output logic              ddr4_cke,
    output logic              ddr4_cs_n,
    output logic              ddr4_odt,
    output logic              ddr4_reset_n,
    inout  wire       [7:0]   ddr4_dm_dbi_n,
    inout  wire       [63:0]  ddr4_dq,
    inout  wire       [7:0]   ddr4_dqs_t,
    inout  wire       [7:0]   ddr4_dqs_c
);
    // The core's 64-bit AXI4 master (core clock) -> axi_ddr_cdc (upsizer + clock converter) -> the MIG's
    // 512-bit slave (ui_clk). The core's VOQ base address registers place the queues in the 2 GiB.
    logic         ui_clk, ui_rst, ui_aresetn, core_aresetn;
    logic [30:0]  d_awaddr, d_araddr;
    logic [31:0]  c_awaddr, c_araddr;
    logic [7:0]   d_awlen, d_arlen;
    logic [2:0]   d_awsize, d_arsize, d_awprot, d_arprot;
    logic [1:0]   d_awburst, d_arburst, d_bresp, d_rresp;
    logic [0:0]   d_awlock, d_arlock;
    logic [3:0]   d_awcache, d_arcache, d_awqos, d_arqos, d_awregion_unused, d_arregion_unused;
    logic         d_awvalid, d_awready, d_wlast, d_wvalid, d_wready, d_bvalid, d_bready, d_arready, d_rlast, d_rready;
    // the read channel's valids: public to the board simulation's testbench (tb/boards: a read in flight)
    logic         d_arvalid /* verilator public_flat_rd */, d_rvalid /* verilator public_flat_rd */;
    logic [511:0] d_wdata, d_rdata;
    logic [63:0]  d_wstrb;
    logic [3:0]   d_bid_unused, d_rid_unused;
    assign ui_aresetn   = !ui_rst;
    assign core_aresetn = !rst;

    ddr4_voq u_mig (
        .c0_sys_clk_p (ddr4_sys_clk_p), .c0_sys_clk_n (ddr4_sys_clk_n), .sys_rst (sys_rst),
        .c0_init_calib_complete (calib), .c0_ddr4_ui_clk (ui_clk), .c0_ddr4_ui_clk_sync_rst (ui_rst),
        .c0_ddr4_aresetn (ui_aresetn), .dbg_clk (), .dbg_bus (),
        .c0_ddr4_act_n (ddr4_act_n), .c0_ddr4_adr (ddr4_adr), .c0_ddr4_ba (ddr4_ba),
        .c0_ddr4_bg (ddr4_bg), .c0_ddr4_cke (ddr4_cke), .c0_ddr4_odt (ddr4_odt),
        .c0_ddr4_cs_n (ddr4_cs_n), .c0_ddr4_ck_t (ddr4_ck_t), .c0_ddr4_ck_c (ddr4_ck_c),
        .c0_ddr4_reset_n (ddr4_reset_n), .c0_ddr4_dm_dbi_n (ddr4_dm_dbi_n), .c0_ddr4_dq (ddr4_dq),
        .c0_ddr4_dqs_t (ddr4_dqs_t), .c0_ddr4_dqs_c (ddr4_dqs_c),
        .c0_ddr4_s_axi_awid (4'd0), .c0_ddr4_s_axi_awaddr (d_awaddr), .c0_ddr4_s_axi_awlen (d_awlen),
        .c0_ddr4_s_axi_awsize (d_awsize), .c0_ddr4_s_axi_awburst (d_awburst), .c0_ddr4_s_axi_awlock (d_awlock),
        .c0_ddr4_s_axi_awcache (d_awcache), .c0_ddr4_s_axi_awprot (d_awprot), .c0_ddr4_s_axi_awqos (d_awqos),
        .c0_ddr4_s_axi_awvalid (d_awvalid), .c0_ddr4_s_axi_awready (d_awready), .c0_ddr4_s_axi_wdata (d_wdata),
        .c0_ddr4_s_axi_wstrb (d_wstrb), .c0_ddr4_s_axi_wlast (d_wlast), .c0_ddr4_s_axi_wvalid (d_wvalid),
        .c0_ddr4_s_axi_wready (d_wready), .c0_ddr4_s_axi_bready (d_bready), .c0_ddr4_s_axi_bid (d_bid_unused),
        .c0_ddr4_s_axi_bresp (d_bresp), .c0_ddr4_s_axi_bvalid (d_bvalid), .c0_ddr4_s_axi_arid (4'd0),
        .c0_ddr4_s_axi_araddr (d_araddr), .c0_ddr4_s_axi_arlen (d_arlen), .c0_ddr4_s_axi_arsize (d_arsize),
        .c0_ddr4_s_axi_arburst (d_arburst), .c0_ddr4_s_axi_arlock (d_arlock), .c0_ddr4_s_axi_arcache (d_arcache),
        .c0_ddr4_s_axi_arprot (d_arprot), .c0_ddr4_s_axi_arqos (d_arqos), .c0_ddr4_s_axi_arvalid (d_arvalid),
        .c0_ddr4_s_axi_arready (d_arready), .c0_ddr4_s_axi_rready (d_rready), .c0_ddr4_s_axi_rlast (d_rlast),
        .c0_ddr4_s_axi_rvalid (d_rvalid), .c0_ddr4_s_axi_rresp (d_rresp), .c0_ddr4_s_axi_rid (d_rid_unused),
        .c0_ddr4_s_axi_rdata (d_rdata)
    );

    axi_ddr_cdc u_ddr_cdc (
        .s_axi_aclk (clk), .s_axi_aresetn (core_aresetn),
        `LP_AXI_SLAVE_INST(s_axi, s_axi_req, s_axi_rsp),
        .s_axi_awregion (4'd0), .s_axi_arregion (4'd0),
        .m_axi_aclk (ui_clk), .m_axi_aresetn (ui_aresetn),
        .m_axi_awaddr (c_awaddr), .m_axi_awlen (d_awlen), .m_axi_awsize (d_awsize), .m_axi_awburst (d_awburst),
        .m_axi_awlock (d_awlock), .m_axi_awcache (d_awcache), .m_axi_awprot (d_awprot),
        .m_axi_awregion (d_awregion_unused), .m_axi_awqos (d_awqos), .m_axi_awvalid (d_awvalid),
        .m_axi_awready (d_awready), .m_axi_wdata (d_wdata), .m_axi_wstrb (d_wstrb), .m_axi_wlast (d_wlast),
        .m_axi_wvalid (d_wvalid), .m_axi_wready (d_wready), .m_axi_bresp (d_bresp), .m_axi_bvalid (d_bvalid),
        .m_axi_bready (d_bready), .m_axi_araddr (c_araddr), .m_axi_arlen (d_arlen), .m_axi_arsize (d_arsize),
        .m_axi_arburst (d_arburst), .m_axi_arlock (d_arlock), .m_axi_arcache (d_arcache), .m_axi_arprot (d_arprot),
        .m_axi_arregion (d_arregion_unused), .m_axi_arqos (d_arqos), .m_axi_arvalid (d_arvalid),
        .m_axi_arready (d_arready), .m_axi_rdata (d_rdata), .m_axi_rresp (d_rresp), .m_axi_rlast (d_rlast),
        .m_axi_rvalid (d_rvalid), .m_axi_rready (d_rready)
    );
    assign d_awaddr = c_awaddr[30:0];   // 2 GiB: bit 31 of the core's address is outside the memory
    assign d_araddr = c_araddr[30:0];

    wire logic unused_ok = &{1'b0, d_bid_unused, d_rid_unused, d_awregion_unused, d_arregion_unused, c_awaddr[31],
                              c_araddr[31]};
endmodule

`default_nettype wire
