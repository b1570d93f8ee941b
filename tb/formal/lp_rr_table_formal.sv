// Formal harness of lp_rr_table (docs/formal.md, tb/formal/lp_rr_table.sby): every input is free
// (firmware writes, commits with any length/node/P, cycle_end, the slot engine's rd_slot), reset is held
// in the first cycle. The properties are the table's own assertions (`LP_ASSERT in rtl/nic/lp_rr_table.sv:
// validated swap, swap only at cycle_end, shadow locked, with the invariants that make them inductive);
// with -D FORMAL the table's checked entry a_idx is left free and constant (setundef in the .sby).
`default_nettype none

module lp_rr_table_formal
    import lp_cell_pkg::*;
#(
    parameter int TABLE_N = 64,
    parameter int NUM_WL  = 8
) (
    input  wire logic                         clk,
    input  wire logic                         rst,
    input  wire logic [LP_NODE_ID_BITS-1:0]   cfg_node_id,
    input  wire logic [LP_NODE_ID_BITS-1:0]   cfg_num_ports,
    input  wire logic                         cfg_we,
    input  wire logic [7:0]                   cfg_addr,
    input  wire logic [9+2*LP_NODE_ID_BITS:0] cfg_wdata,
    input  wire logic [8:0]                   cfg_len,
    input  wire logic                         cfg_commit,
    input  wire logic [7:0]                   cfg_raddr,
    input  wire logic                         cycle_end,
    input  wire logic [7:0]                   rd_slot,
    input  wire logic                         la_last,
    input  wire logic [7:0]                   nx_slot,
    input  wire logic [7:0]                   jn_slot,
    input  wire logic [7:0]                   al_slot
);
    logic f_init = 1'b0;
    always_ff @(posedge clk) f_init <= 1'b1;
    f_reset: assume property (@(posedge clk) f_init || rst);

    logic [9+2*LP_NODE_ID_BITS:0] cfg_rdata;
    logic                         rd_valid, rd_rx_valid;
    logic [7:0]                   rd_wl;
    logic [LP_NODE_ID_BITS-1:0]   rd_dst, rd_rx_src;
    logic [8:0]                   active_len;
    logic [9+2*LP_NODE_ID_BITS:0] nx_ent, jn_ent, al_ent;
    logic                         st_pending, ev_swapped, ev_reject, ev_cfg_refused;
    logic [3:0]                   st_error_code;
    logic [7:0]                   st_error_slot;

    lp_rr_table #(.TABLE_N(TABLE_N), .NUM_WL(NUM_WL)) dut (.*);
endmodule

`default_nettype wire
