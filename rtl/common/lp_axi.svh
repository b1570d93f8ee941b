// lp_axi.svh: the flat AXI port runs of the RTL, written once (docs/common.md, "Bus bundles").
//
// Blocks pass AXI4-Lite and AXI4 as the structs of lp_axi_pkg (lp_axil_req_t / lp_axil_rsp_t,
// lp_axi_req_t / lp_axi_rsp_t). Tops that cocotb drives with cocotbext-axi need one signal per AXI
// field (Verilator shows a packed-struct port to cocotb as one vector, its members unnamed), and so do
// the Xilinx IP instances; their port runs and the conversions to the structs are these macros:
//
//   `LP_AXIL_SLAVE_PORTS(P, AW)        the ANSI port declarations of an AXI4-Lite subordinate P_* with
//                                      AW address bits (no trailing comma)
//   `LP_AXIL_SLAVE_PACK(P, REQ, RSP)   in a module with those ports: REQ from P_*'s inputs (the address
//                                      zero-extended), P_*'s outputs from RSP
//   `LP_AXIL_INST(P, REQ, RSP, AW)     port connections of an instance whose AXI4-Lite subordinate port is
//                                      P_* (AW address bits) to REQ / RSP
//   `LP_AXIL_PASS(P, Q)                port connections of an instance's flat AXI4-Lite subordinate port P_*
//                                      to the flat port Q_* of the module around it (the fabric tops)
//   `LP_AXIL_MASTER_INST(P, REQ, RSP)  port connections of an instance whose AXI4-Lite manager port is P_*
//                                      (LP_AXIL_ADDR_W address bits) to REQ / RSP
//   `LP_AXI_MASTER_PORTS(P, AW, IW, DW) the ANSI port declarations of an AXI4 manager P_* (AW address,
//                                      IW ID, DW data bits; no trailing comma)
//   `LP_AXI_MASTER_INST(P, REQ, RSP)   port connections of an instance whose AXI4 manager port is P_* (the
//                                      widths of lp_axi_pkg) to REQ / RSP
//   `LP_AXI_SLAVE_INST(P, REQ, RSP)    port connections of an instance whose AXI4 subordinate port is P_*
//                                      (the widths of lp_axi_pkg) to REQ / RSP
//   `LP_AXIS_SLAVE_PORTS(P, DW)        the ANSI port declarations of an AXI-Stream input P_* (tdata of DW
//                                      bits, tkeep, tvalid, tready, tlast; no trailing comma)
//   `LP_AXIS_MASTER_PORTS(P, DW)       the same as an output
//   `LP_AXIS_SLAVE_PORTS_N(P, N, DW)   N AXI-Stream inputs P_* (each signal packed [N-1:0], tdata
//                                      [N-1:0][DW-1:0]; no trailing comma)
//
// The passthrough CPU interface of PeakRDL's register blocks (behind lp_axil_split, in the generated node
// register modules): the split's side is signals M_* with one bit (one word of M_rd_data) per block.
//   `LP_CPUIF_MASTER_PORTS(M, N, BW)   the ANSI port declarations of the split's side M_* for N blocks, BW
//                                      address bits (no trailing comma)
//   `LP_CPUIF_INST(M, I, AW)           port connections of block I's s_cpuif_* (AW address bits) to M_*
//   `LP_CPUIF_ABSENT(M, I)             M_*'s outputs of a block the build does not have, tied off
//
// A module using them imports lp_axi_pkg and includes this file (include directory rtl/common).
`ifndef LP_AXI_SVH
`define LP_AXI_SVH

`define LP_AXIL_SLAVE_PORTS(P, AW) \
    input  wire logic          P``_awvalid, \
    output logic               P``_awready, \
    input  wire logic [AW-1:0] P``_awaddr, \
    input  wire logic [2:0]    P``_awprot, \
    input  wire logic          P``_wvalid, \
    output logic               P``_wready, \
    input  wire logic [31:0]   P``_wdata, \
    input  wire logic [3:0]    P``_wstrb, \
    output logic               P``_bvalid, \
    input  wire logic          P``_bready, \
    output logic      [1:0]    P``_bresp, \
    input  wire logic          P``_arvalid, \
    output logic               P``_arready, \
    input  wire logic [AW-1:0] P``_araddr, \
    input  wire logic [2:0]    P``_arprot, \
    output logic               P``_rvalid, \
    input  wire logic          P``_rready, \
    output logic      [31:0]   P``_rdata, \
    output logic      [1:0]    P``_rresp

`define LP_AXIL_SLAVE_PACK(P, REQ, RSP) \
    assign REQ = '{aw_addr: LP_AXIL_ADDR_W'(P``_awaddr), aw_prot: P``_awprot, aw_valid: P``_awvalid, \
                   w_data: P``_wdata, w_strb: P``_wstrb, w_valid: P``_wvalid, b_ready: P``_bready, \
                   ar_addr: LP_AXIL_ADDR_W'(P``_araddr), ar_prot: P``_arprot, ar_valid: P``_arvalid, \
                   r_ready: P``_rready}; \
    assign {P``_awready, P``_wready, P``_bresp, P``_bvalid, P``_arready, P``_rdata, P``_rresp, P``_rvalid} = RSP;

`define LP_AXIL_INST(P, REQ, RSP, AW) \
    .P``_awvalid (REQ.aw_valid), .P``_awready (RSP.aw_ready), .P``_awaddr (REQ.aw_addr[AW-1:0]), \
    .P``_awprot (REQ.aw_prot), .P``_wvalid (REQ.w_valid), .P``_wready (RSP.w_ready), \
    .P``_wdata (REQ.w_data), .P``_wstrb (REQ.w_strb), .P``_bvalid (RSP.b_valid), .P``_bready (REQ.b_ready), \
    .P``_bresp (RSP.b_resp), .P``_arvalid (REQ.ar_valid), .P``_arready (RSP.ar_ready), \
    .P``_araddr (REQ.ar_addr[AW-1:0]), .P``_arprot (REQ.ar_prot), .P``_rvalid (RSP.r_valid), \
    .P``_rready (REQ.r_ready), .P``_rdata (RSP.r_data), .P``_rresp (RSP.r_resp)

`define LP_AXIL_PASS(P, Q) \
    .P``_awvalid (Q``_awvalid), .P``_awready (Q``_awready), .P``_awaddr (Q``_awaddr), .P``_awprot (Q``_awprot), \
    .P``_wvalid (Q``_wvalid), .P``_wready (Q``_wready), .P``_wdata (Q``_wdata), .P``_wstrb (Q``_wstrb), \
    .P``_bvalid (Q``_bvalid), .P``_bready (Q``_bready), .P``_bresp (Q``_bresp), .P``_arvalid (Q``_arvalid), \
    .P``_arready (Q``_arready), .P``_araddr (Q``_araddr), .P``_arprot (Q``_arprot), .P``_rvalid (Q``_rvalid), \
    .P``_rready (Q``_rready), .P``_rdata (Q``_rdata), .P``_rresp (Q``_rresp)

`define LP_AXIL_MASTER_INST(P, REQ, RSP) \
    .P``_awvalid (REQ.aw_valid), .P``_awready (RSP.aw_ready), .P``_awaddr (REQ.aw_addr), \
    .P``_awprot (REQ.aw_prot), .P``_wvalid (REQ.w_valid), .P``_wready (RSP.w_ready), \
    .P``_wdata (REQ.w_data), .P``_wstrb (REQ.w_strb), .P``_bvalid (RSP.b_valid), .P``_bready (REQ.b_ready), \
    .P``_bresp (RSP.b_resp), .P``_arvalid (REQ.ar_valid), .P``_arready (RSP.ar_ready), \
    .P``_araddr (REQ.ar_addr), .P``_arprot (REQ.ar_prot), .P``_rvalid (RSP.r_valid), \
    .P``_rready (REQ.r_ready), .P``_rdata (RSP.r_data), .P``_rresp (RSP.r_resp)

`define LP_AXI_MASTER_PORTS(P, AW, IW, DW) \
    output logic [IW-1:0]      P``_awid, \
    output logic [AW-1:0]      P``_awaddr, \
    output logic [7:0]         P``_awlen, \
    output logic [2:0]         P``_awsize, \
    output logic [1:0]         P``_awburst, \
    output logic               P``_awlock, \
    output logic [3:0]         P``_awcache, \
    output logic [2:0]         P``_awprot, \
    output logic [3:0]         P``_awqos, \
    output logic               P``_awvalid, \
    input  wire logic          P``_awready, \
    output logic [DW-1:0]      P``_wdata, \
    output logic [DW/8-1:0]    P``_wstrb, \
    output logic               P``_wlast, \
    output logic               P``_wvalid, \
    input  wire logic          P``_wready, \
    input  wire logic [IW-1:0] P``_bid, \
    input  wire logic [1:0]    P``_bresp, \
    input  wire logic          P``_bvalid, \
    output logic               P``_bready, \
    output logic [IW-1:0]      P``_arid, \
    output logic [AW-1:0]      P``_araddr, \
    output logic [7:0]         P``_arlen, \
    output logic [2:0]         P``_arsize, \
    output logic [1:0]         P``_arburst, \
    output logic               P``_arlock, \
    output logic [3:0]         P``_arcache, \
    output logic [2:0]         P``_arprot, \
    output logic [3:0]         P``_arqos, \
    output logic               P``_arvalid, \
    input  wire logic          P``_arready, \
    input  wire logic [IW-1:0] P``_rid, \
    input  wire logic [DW-1:0] P``_rdata, \
    input  wire logic [1:0]    P``_rresp, \
    input  wire logic          P``_rlast, \
    input  wire logic          P``_rvalid, \
    output logic               P``_rready

`define LP_AXI_AX_CONN_(P, X, A) \
    .P``_``X``id (A.id), .P``_``X``addr (A.addr), .P``_``X``len (A.len), .P``_``X``size (A.size), \
    .P``_``X``burst (A.burst), .P``_``X``lock (A.lock), .P``_``X``cache (A.cache), .P``_``X``prot (A.prot), \
    .P``_``X``qos (A.qos), .P``_``X``valid (A.valid)

`define LP_AXI_CONN_(P, M, S) \
    `LP_AXI_AX_CONN_(P, aw, M.aw), .P``_awready (S.aw_ready), .P``_wdata (M.w_data), .P``_wstrb (M.w_strb), \
    .P``_wlast (M.w_last), .P``_wvalid (M.w_valid), .P``_wready (S.w_ready), .P``_bid (S.b_id), \
    .P``_bresp (S.b_resp), .P``_bvalid (S.b_valid), .P``_bready (M.b_ready), \
    `LP_AXI_AX_CONN_(P, ar, M.ar), .P``_arready (S.ar_ready), .P``_rid (S.r_id), .P``_rdata (S.r_data), \
    .P``_rresp (S.r_resp), .P``_rlast (S.r_last), .P``_rvalid (S.r_valid), .P``_rready (M.r_ready)

`define LP_AXI_MASTER_INST(P, REQ, RSP) `LP_AXI_CONN_(P, REQ, RSP)
`define LP_AXI_SLAVE_INST(P, REQ, RSP) `LP_AXI_CONN_(P, REQ, RSP)

`define LP_AXIS_SLAVE_PORTS(P, DW) \
    input  wire logic [DW-1:0]   P``_tdata, \
    input  wire logic [DW/8-1:0] P``_tkeep, \
    input  wire logic            P``_tvalid, \
    output logic                 P``_tready, \
    input  wire logic            P``_tlast

`define LP_AXIS_SLAVE_PORTS_N(P, N, DW) \
    input  wire logic [N-1:0][DW-1:0]   P``_tdata, \
    input  wire logic [N-1:0][DW/8-1:0] P``_tkeep, \
    input  wire logic [N-1:0]           P``_tvalid, \
    output logic      [N-1:0]           P``_tready, \
    input  wire logic [N-1:0]           P``_tlast

`define LP_AXIS_MASTER_PORTS(P, DW) \
    output logic [DW-1:0]        P``_tdata, \
    output logic [DW/8-1:0]      P``_tkeep, \
    output logic                 P``_tvalid, \
    input  wire logic            P``_tready, \
    output logic                 P``_tlast

`define LP_CPUIF_MASTER_PORTS(M, N, BW) \
    output logic      [N-1:0]       M``_req, \
    output logic                    M``_req_is_wr, \
    output logic      [BW-1:0]      M``_addr, \
    output logic      [31:0]        M``_wr_data, \
    output logic      [31:0]        M``_wr_biten, \
    input  wire logic [N-1:0]       M``_req_stall_wr, \
    input  wire logic [N-1:0]       M``_req_stall_rd, \
    input  wire logic [N-1:0]       M``_rd_ack, \
    input  wire logic [N-1:0]       M``_rd_err, \
    input  wire logic [N-1:0][31:0] M``_rd_data, \
    input  wire logic [N-1:0]       M``_wr_ack, \
    input  wire logic [N-1:0]       M``_wr_err

`define LP_CPUIF_INST(M, I, AW) \
    .s_cpuif_req (M``_req[I]), .s_cpuif_req_is_wr (M``_req_is_wr), .s_cpuif_addr (M``_addr[AW-1:0]), \
    .s_cpuif_wr_data (M``_wr_data), .s_cpuif_wr_biten (M``_wr_biten), .s_cpuif_req_stall_wr (M``_req_stall_wr[I]), \
    .s_cpuif_req_stall_rd (M``_req_stall_rd[I]), .s_cpuif_rd_ack (M``_rd_ack[I]), .s_cpuif_rd_err (M``_rd_err[I]), \
    .s_cpuif_rd_data (M``_rd_data[I]), .s_cpuif_wr_ack (M``_wr_ack[I]), .s_cpuif_wr_err (M``_wr_err[I])

`define LP_CPUIF_ABSENT(M, I) \
    assign {M``_req_stall_wr[I], M``_req_stall_rd[I], M``_rd_ack[I], M``_rd_err[I], M``_rd_data[I], M``_wr_ack[I], \
            M``_wr_err[I]} = '0;

`endif
