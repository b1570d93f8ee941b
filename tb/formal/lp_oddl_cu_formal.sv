// Formal harness of lp_oddl_cu (docs/formal.md, tb/formal/lp_oddl_cu.sby): the rule that the laser's
// wavelength (tx_wl) changes only with nothing of this node's in flight.
//
// Every input is free (configuration, table, control messages, pend_mask, the slot timing), reset is held
// in the first cycle. One assumption models the transmitter: a slot that starts lit (slot_start &&
// slot_on) while ODDL_CTRL.en was high since the previous slot start is this node's, and it may be lit only if
// tx_on was high at some clock since the previous slot start (its decision clock lies in that window, at
// any distance from the start). Slots lit while en was low belong to the round-robin table (the mode
// switch hands the line over, docs/oddl.md) and are not this rule's. In flight = the last slot that
// started was one of this node's lit slots (f_busy), en high since.
// Properties: f_retune_dark: when tx_wl changes, tx_on was low and nothing of this node's was in flight;
// f_drained: outside RUN, DRAIN and STOP nothing of this node's is in flight (below).
`default_nettype none

module lp_oddl_cu_formal
    import lp_cell_pkg::*;
#(
    parameter int STEPS     = 16,
    parameter int MAX_NODES = 16,
    parameter int NUM_WL    = 8
) (
    input  wire logic                                    clk,
    input  wire logic                                    rst,
    input  wire logic                                    cfg_en,
    input  wire logic                                    cfg_block,
    input  wire logic                                    cfg_start,
    input  wire logic                                    cfg_abort,
    input  wire logic                                    cfg_laser_off,
    input  wire logic                                    cfg_doorbell,
    input  wire logic                                    cfg_clr,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0]            cfg_addr,
    input  wire logic [4:0]                              cfg_steps,
    input  wire logic [7:0]                              cfg_tune,
    input  wire logic [15:0]                             cfg_wake,
    input  wire logic [31:0]                             cfg_timeout,
    input  wire logic [STEPS-1:0][LP_ODDL_ADDR_BITS-1:0] tbl_tx,
    input  wire logic [STEPS-1:0][LP_ODDL_ADDR_BITS-1:0] tbl_rx,
    input  wire logic [STEPS-1:0][3:0]                   tbl_wl,
    input  wire logic                                    rx_v,
    input  wire lp_oddl_msg_e                            rx_type,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0]            rx_src,
    input  wire logic                                    tx_first_ready,
    input  wire logic                                    slot_start,
    input  wire logic                                    slot_on,
    input  wire logic [MAX_NODES-1:0]                    pend_mask
);
    logic f_init = 1'b0;
    always_ff @(posedge clk) f_init <= 1'b1;
    f_reset: assume property (@(posedge clk) f_init || rst);

    logic                             tx_v, tx_on, rx_on, laser_off, tuning;
    lp_oddl_msg_e                     tx_type;
    logic [LP_ODDL_ADDR_BITS-1:0]     tx_dst;
    logic [7:0]                       tx_wl;
    logic [LP_NODE_ID_BITS-1:0]       tx_peer, rx_peer;
    logic [2:0]                       st_state, st_err_code;
    logic [3:0]                       st_step, st_err_step;
    logic st_self_conf, st_dest_conf, st_self_comp, st_dest_comp, st_err;
    logic [7:0]                       st_iters;
    logic [15:0]                      st_hs_local, st_hs_local_max, st_hs_link, st_hs_link_max;
    logic [31:0]                      st_iter_cycles, st_gap_cycles;
    logic ev_rx_ok, ev_dup, ev_bad_peer, ev_step, ev_iter, ev_timeout, ev_retune, ev_laser_off;
    logic ev_doorbell_bad, ev_start_refused, ev_err;

    lp_oddl_cu #(.STEPS(STEPS), .MAX_NODES(MAX_NODES), .NUM_WL(NUM_WL)) dut (.*);

    // ---------------------------------------------------------------- slot model
    logic f_on_q;     // tx_on seen since the last slot start (that clock included)
    logic f_en_q;     // en high since the last slot start
    logic f_busy_q;   // the last slot that started is one of this node's lit slots
    wire logic f_on_win   = f_on_q || tx_on;
    wire logic f_en_win   = f_en_q && cfg_en;
    wire logic f_own_lit  = slot_start && slot_on && f_en_win;
    wire logic f_busy_now = cfg_en && (slot_start ? f_own_lit : f_busy_q);
    always_ff @(posedge clk) begin
        if (rst) begin
            f_on_q   <= 1'b0;
            f_en_q   <= 1'b0;
            f_busy_q <= 1'b0;
        end else begin
            f_on_q   <= slot_start ? tx_on : f_on_win;
            f_en_q   <= slot_start ? cfg_en : f_en_win;
            f_busy_q <= f_busy_now;
        end
    end
    f_slot_decided: assume property (@(posedge clk) disable iff (rst) !f_own_lit || f_on_win);

    f_retune_dark: assert property (@(posedge clk) disable iff (rst)
        $past(rst) || tx_wl == $past(tx_wl) || (!$past(tx_on) && !$past(f_busy_now)));

    // Property f_drained (also what makes f_retune_dark inductive): outside RUN, DRAIN and STOP nothing of
    // this node's is in flight, and no slot starting in the current window can be one of its lit slots.
    wire logic f_quiet = (st_state != 3'd3) && (st_state != 3'd4) && (st_state != 3'd7);
    f_drained: assert property (@(posedge clk) disable iff (rst) !f_quiet || (!f_busy_q && (!f_on_q || !f_en_q)));
endmodule

`default_nettype wire
