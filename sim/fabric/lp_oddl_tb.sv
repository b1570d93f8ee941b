// lp_oddl_tb: simulation top of lp_oddl (tb/oddl/test_lp_oddl.py): its AXI4-Lite bundle as the flat
// s_axil_* port cocotbext-axi drives (lp_axi.svh), every other port as it is.
`default_nettype none
`include "lp_axi.svh"

module lp_oddl_tb
    import lp_cell_pkg::*;
    import lp_axi_pkg::*;
#(
    parameter int MAX_NODES = 16,
    parameter int NUM_WL    = 8
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    `LP_AXIL_SLAVE_PORTS(s_axil, lp_oddl_regs_pkg::LP_ODDL_REGS_MIN_ADDR_WIDTH),
    `LP_AXIS_SLAVE_PORTS(s_axis_ctl, 64),
    input  wire logic                          s_axis_ctl_tuser,
    `LP_AXIS_MASTER_PORTS(m_axis_ctl, 64),
    input  wire logic                          cfg_block,
    input  wire logic                          slot_start,
    input  wire logic                          slot_on,
    input  wire logic [MAX_NODES-1:0]          pend_mask,
    input  wire logic                          hw_start,
    input  wire logic                          hw_doorbell,
    output logic                               on,
    output logic                               tx_on,
    output logic [7:0]                         tx_wl,
    output logic [LP_NODE_ID_BITS-1:0]         tx_peer,
    output logic                               rx_on,
    output logic [LP_NODE_ID_BITS-1:0]         rx_peer,
    output logic                               laser_off,
    output logic                               tuning,
    output logic                               irq
);
    lp_axil_req_t req;
    lp_axil_rsp_t rsp;
    `LP_AXIL_SLAVE_PACK(s_axil, req, rsp)

    lp_oddl #(.MAX_NODES (MAX_NODES), .NUM_WL (NUM_WL)) u_oddl (
        .s_axil_req (req),
        .s_axil_rsp (rsp),
        .*
    );
endmodule

`default_nettype wire
