// lp_ila_soa_bundle: the NIC core's SOA debug bundle (probe list rtl/debug/lp_ila_soa.toml, docs/ila-probes.md;
// docs/ila-reader.md "The bundle in the NIC core"). Every probe is registered once here so the bundle leaves
// the core from flops (the ILA sits far away on the die); soa_edge compares the driver's gate copy with
// its previous cycle. One cycle of latency for every probe alike, so the reader sees them aligned.
`default_nettype none
`include "lp_assert.svh"

module lp_ila_soa_bundle
    import lp_ila_pkg::*;
#(
    parameter int NUM_WL = 8   // wavelengths (<= 16: the probes are 16 bits wide)
) (
    input  wire logic               clk,
    input  wire logic               rst,

    input  wire logic [7:0]         slot_idx,
    input  wire logic [10:0]        slot_word,
    input  wire logic [2:0]         slot_phase,
    input  wire logic               sending,
    input  wire logic [7:0]         wl,
    input  wire logic [NUM_WL-1:0]  soa_en,      // the SOA driver's gate copy
    input  wire logic [NUM_WL-1:0]  laser_en,
    input  wire logic               soa_fault,
    input  wire logic               rx_burst,
    input  wire logic               cdr_hit,
    input  wire logic               cdr_miss,
    input  wire logic [2:0]         cdr_phase,
    input  wire logic               crc_err,

    output lp_ila_soa_t             dbg_ila
);
    if (NUM_WL < 1 || NUM_WL > 16) begin : g_bad_num_wl
        $fatal(1, "lp_ila_soa_bundle: NUM_WL=%0d: 1..16 (16-bit probes)", NUM_WL);
    end

    logic [NUM_WL-1:0] soa_q;
    always_ff @(posedge clk) begin
        if (rst) begin
            dbg_ila <= '{default: '0};
            soa_q   <= '0;
        end else begin
            soa_q              <= soa_en;
            dbg_ila.slot_idx   <= slot_idx;
            dbg_ila.slot_word  <= slot_word;
            dbg_ila.slot_phase <= slot_phase;
            dbg_ila.sending    <= sending;
            dbg_ila.wl         <= wl;
            dbg_ila.soa_en     <= 16'(soa_en);
            dbg_ila.laser_en   <= 16'(laser_en);
            dbg_ila.soa_edge   <= soa_en != soa_q;
            dbg_ila.soa_fault  <= soa_fault;
            dbg_ila.rx_burst   <= rx_burst;
            dbg_ila.cdr_hit    <= cdr_hit;
            dbg_ila.cdr_miss   <= cdr_miss;
            dbg_ila.cdr_phase  <= cdr_phase;
            dbg_ila.crc_err    <= crc_err;
        end
    end

    // every probe is its input one cycle late; soa_edge marks exactly the cycles whose soa_en differs
    // from the cycle before
    `LP_ASSERT(a_one_cycle, clk, rst, $past(rst) || (dbg_ila.soa_en == 16'($past(soa_en))
               && dbg_ila.slot_idx == $past(slot_idx) && dbg_ila.crc_err == $past(crc_err)))
    `LP_ASSERT(a_edge, clk, rst, $past(rst) || dbg_ila.soa_edge == ($past(soa_en) != $past(soa_q)))
endmodule

`default_nettype wire
