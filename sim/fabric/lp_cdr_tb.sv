// lp_cdr_tb: simulation top of the CDR phase cache (tb/nic/test_lp_cdr_phase_cache.py, make bench).
// The test plays the transmitters (tx_* : the line word stream and who really sends it) and the slot
// schedule (slot_start/slot_src: who the round-robin table says sends); lp_os_rx_model oversamples the
// line with per-source phases and drift; lp_cdr_phase_cache recovers the words.
`default_nettype none

module lp_cdr_tb
    import lp_cell_pkg::*;
#(
    parameter int OSR  = 4,
    parameter int NSRC = 8
) (
    input  wire logic                              clk,
    input  wire logic                              rst,
    // transmitted line
    input  wire logic [LP_WORD_BITS-1:0]           tx_data,
    input  wire logic                              tx_valid,
    input  wire logic [LP_NODE_ID_BITS-1:0]        tx_src,
    // channel (model)
    input  wire logic [NSRC-1:0][$clog2(OSR)-1:0]  phase_init,
    input  wire logic                              phase_load,
    input  wire logic [15:0]                       drift_slots,
    input  wire logic [1:0]                        drift_mode,
    input  wire logic [31:0]                       drift_seed,
    output logic      [NSRC-1:0][$clog2(OSR)-1:0]  true_phase,
    output logic      [31:0]                       drift_steps,
    output logic      [OSR-1:0][LP_WORD_BITS-1:0]  os_data,       // what the receiver sees (monitor)
    output logic                                   os_valid,
    // schedule and configuration
    input  wire logic                              slot_start,
    input  wire logic [LP_NODE_ID_BITS-1:0]        slot_src,
    input  wire logic [7:0]                        cfg_preamble_words,
    input  wire logic [7:0]                        cfg_long_words,
    input  wire logic                              cfg_cache_en,
    input  wire logic                              cfg_long_preamble,
    input  wire logic [$clog2(OSR)-1:0]            cfg_default_phase,
    input  wire logic                              cfg_cache_clr,
    // receiver
    output logic      [LP_WORD_BITS-1:0]           rx_data,
    output logic                                   rx_valid,
    output logic      [LP_NODE_ID_BITS-1:0]        rx_src,
    output logic                                   ev_hit,
    output logic                                   ev_miss,
    output logic                                   ev_relock,
    output logic                                   ev_drop,
    output logic                                   ev_proto,
    output logic                                   ev_long_req,
    output logic      [LP_NODE_ID_BITS-1:0]        ev_src,
    output logic                                   st_long_any,
    input  wire logic [LP_NODE_ID_BITS-1:0]        dbg_src,
    output logic      [$clog2(OSR)-1:0]            dbg_phase,
    output logic                                   dbg_known,
    output logic                                   dbg_long
);
    lp_os_rx_model #(.OSR(OSR), .NSRC(NSRC)) u_line (
        .clk, .rst,
        .tx_data, .tx_valid, .tx_src,
        .phase_init, .phase_load, .drift_slots, .drift_mode, .drift_seed,
        .os_data, .os_valid,
        .true_phase, .drift_steps
    );

    lp_cdr_phase_cache #(.OSR(OSR), .NSRC(NSRC)) u_cdr (
        .clk, .rst,
        .os_data, .os_valid,
        .slot_start, .slot_src,
        .cfg_preamble_words, .cfg_long_words, .cfg_cache_en, .cfg_long_preamble,
        .cfg_default_phase, .cfg_cache_clr,
        .rx_data, .rx_valid, .rx_src,
        .ev_hit, .ev_miss, .ev_relock, .ev_drop, .ev_proto, .ev_long_req, .ev_src, .st_long_any,
        .dbg_src, .dbg_phase, .dbg_known, .dbg_long
    );
endmodule

`default_nettype wire
