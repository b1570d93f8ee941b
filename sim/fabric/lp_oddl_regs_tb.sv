// lp_oddl_regs_tb: simulation top of lp_oddl (tb/oddl/test_lp_oddl.py): lp_oddl with its register block
// lp_oddl_regs attached as the NIC node map attaches it (lp_nic_node_regs: the passthrough CPU interface
// s_cpuif_*, addresses within the block, hwif to lp_oddl), every other port of lp_oddl as it is.
`default_nettype none
`include "lp_axi.svh"

module lp_oddl_regs_tb
    import lp_cell_pkg::*;
#(
    parameter int MAX_NODES = 16,
    parameter int NUM_WL    = 8
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    input  wire logic                          s_cpuif_req,
    input  wire logic                          s_cpuif_req_is_wr,
    input  wire logic [lp_oddl_regs_pkg::LP_ODDL_REGS_MIN_ADDR_WIDTH-1:0] s_cpuif_addr,
    input  wire logic [31:0]                   s_cpuif_wr_data,
    input  wire logic [31:0]                   s_cpuif_wr_biten,
    output logic                               s_cpuif_req_stall_wr,
    output logic                               s_cpuif_req_stall_rd,
    output logic                               s_cpuif_rd_ack,
    output logic                               s_cpuif_rd_err,
    output logic [31:0]                        s_cpuif_rd_data,
    output logic                               s_cpuif_wr_ack,
    output logic                               s_cpuif_wr_err,
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
    lp_oddl_regs_pkg::lp_oddl_regs__in_t  regs_in;
    lp_oddl_regs_pkg::lp_oddl_regs__out_t regs_out;

    lp_oddl_regs u_regs (
        .clk, .rst,
        .s_cpuif_req, .s_cpuif_req_is_wr, .s_cpuif_addr, .s_cpuif_wr_data, .s_cpuif_wr_biten,
        .s_cpuif_req_stall_wr, .s_cpuif_req_stall_rd, .s_cpuif_rd_ack, .s_cpuif_rd_err, .s_cpuif_rd_data,
        .s_cpuif_wr_ack, .s_cpuif_wr_err,
        .hwif_in  (regs_in),
        .hwif_out (regs_out)
    );

    lp_oddl #(.MAX_NODES (MAX_NODES), .NUM_WL (NUM_WL)) u_oddl (
        .regs_out (regs_out),
        .regs_in  (regs_in),
        .*
    );
endmodule

`default_nettype wire
