// lp_axil_split_tb: simulation top of lp_axil_split (tb/common/test_lp_axil_split.py): its AXI4-Lite
// bundle as the flat s_axil_* port cocotbext-axi drives (lp_axi.svh), the passthrough side as it is.
`default_nettype none
`include "lp_axi.svh"

module lp_axil_split_tb
    import lp_axi_pkg::*;
#(
    parameter int                  ADDR_W  = 16,
    parameter int                  BLOCK_W = 12,
    parameter int                  N       = 2,
    parameter logic [N-1:0][31:0]  BASE    = {32'h1000, 32'h0000},
    parameter logic [N-1:0][31:0]  SIZE    = {32'h1000, 32'h1000},
    parameter logic [N-1:0]        PRESENT = '1
) (
    input  wire logic                        clk,
    input  wire logic                        rst,
    `LP_AXIL_SLAVE_PORTS(s_axil, ADDR_W),
    `LP_CPUIF_MASTER_PORTS(m, N, BLOCK_W)
);
    lp_axil_req_t req;
    lp_axil_rsp_t rsp;
    `LP_AXIL_SLAVE_PACK(s_axil, req, rsp)

    lp_axil_split #(
        .ADDR_W (ADDR_W), .BLOCK_W (BLOCK_W), .N (N), .BASE (BASE), .SIZE (SIZE), .PRESENT (PRESENT)
    ) u_split (
        .clk, .rst,
        .s_axil_req (req),
        .s_axil_rsp (rsp),
        .m_req, .m_req_is_wr, .m_addr, .m_wr_data, .m_wr_biten, .m_req_stall_wr, .m_req_stall_rd,
        .m_rd_ack, .m_rd_err, .m_rd_data, .m_wr_ack, .m_wr_err
    );
endmodule

`default_nettype wire
