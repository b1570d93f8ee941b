// lp_axil_decerr_tb: simulation top of lp_axil_decerr (tb/common/test_lp_axil_decerr.py): its AXI4-Lite
// bundle as the flat s_axil_* port cocotbext-axi drives (lp_axi.svh).
`default_nettype none
`include "lp_axi.svh"

module lp_axil_decerr_tb
    import lp_axi_pkg::*;
#(
    parameter int          ADDR_W = 16,
    parameter logic [31:0] RDATA  = 32'hDEC0_DE00
) (
    input  wire logic clk,
    input  wire logic rst,
    `LP_AXIL_SLAVE_PORTS(s_axil, ADDR_W),
    output logic      ev_access
);
    lp_axil_req_t req;
    lp_axil_rsp_t rsp;
    `LP_AXIL_SLAVE_PACK(s_axil, req, rsp)

    lp_axil_decerr #(.RDATA (RDATA)) u_decerr (.clk, .rst, .s_axil_req (req), .s_axil_rsp (rsp), .ev_access);
endmodule

`default_nettype wire
