// lp_oddl_slot_sel: who gives the NIC's slots their entries in an ODDL build (docs/oddl.md "In the NIC").
// While the control unit is on (ODDL_CTRL.en) every slot takes its entry from it: destination
// and wavelength of the step's flow, lit only while the flow's link is up (tx_on), and its receive
// source; otherwise the round-robin table's entry (each of the table's slot-engine ports: the next slot,
// the slot after a jump, the realign's slot; entries {rx_valid, rx_src, valid, wl, dst}). The laser is pre-tuned to the transmitter's next
// slot, or, while the unit is on and the laser not shut down, to the unit's wavelength: the unit tunes
// in TUNE and keeps its wavelength until the next TUNE, but its link comes up when the peer's ready
// arrives, at any point of a slot, so the laser must be lit already (else the first lit slot's SOA waits
// for it: SOA_PRETUNE_LATE). laser_off turns the SOA driver off.
`default_nettype none
`include "lp_assert.svh"

module lp_oddl_slot_sel
    import lp_cell_pkg::*;
(
    input  wire logic                          clk,           // assertions only
    input  wire logic                          rst,

    // the control unit (lp_oddl)
    input  wire logic                          od_on,
    input  wire logic                          od_tx_on,
    input  wire logic [7:0]                    od_wl,
    input  wire logic [LP_NODE_ID_BITS-1:0]    od_tx_peer,
    input  wire logic                          od_rx_on,
    input  wire logic [LP_NODE_ID_BITS-1:0]    od_rx_peer,
    input  wire logic                          od_laser_off,
    // the round-robin table's entry, the transmitter's next slot, the SOA driver's enable
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  rr_nx,
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  rr_jn,
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  rr_al,
    input  wire logic                          next_valid,
    input  wire logic [7:0]                    next_wl,
    input  wire logic                          soa_enable,    // SOA_CTRL.enable

    // the slot's entry for the transmitter and the receive schedule; the SOA driver's pre-tune and enable
    output logic [9+2*LP_NODE_ID_BITS:0]       tb_nx,
    output logic [9+2*LP_NODE_ID_BITS:0]       tb_jn,
    output logic [9+2*LP_NODE_ID_BITS:0]       tb_al,
    output logic                               soa_next_valid,
    output logic [7:0]                         soa_next_wl,
    output logic                               soa_en
);
    wire logic [9+2*LP_NODE_ID_BITS:0] od_ent = {od_rx_on, od_rx_peer, od_tx_on, od_wl, od_tx_peer};
    assign tb_nx          = od_on ? od_ent : rr_nx;
    assign tb_jn          = od_on ? od_ent : rr_jn;
    assign tb_al          = od_on ? od_ent : rr_al;
    assign soa_next_valid = next_valid || (od_on && !od_laser_off);
    assign soa_next_wl    = od_on ? od_wl : next_wl;
    assign soa_en         = soa_enable && !od_laser_off;

    // the unit off, the table decides alone; the unit on, a slot is lit only while its flow's link is up
    `LP_ASSERT(a_table_when_off, clk, rst, od_on || {tb_nx, tb_jn, tb_al} == {rr_nx, rr_jn, rr_al})
    `LP_ASSERT(a_lit_only_linked, clk, rst, !od_on || (tb_nx[8+LP_NODE_ID_BITS] == od_tx_on
               && tb_jn[8+LP_NODE_ID_BITS] == od_tx_on && tb_al[8+LP_NODE_ID_BITS] == od_tx_on))
    // a shut-down laser keeps the SOA driver off
    `LP_ASSERT(a_laser_off, clk, rst, !od_laser_off || !soa_en)
endmodule

`default_nettype wire
