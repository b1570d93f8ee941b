// lp_oddl_slot_sel: who gives the NIC's slots their entries in an ODDL build (docs/oddl.md "In the NIC").
// While the control unit is on (ODDL_CTRL.en) every slot takes its entry from it: destination
// and wavelength of the step's flow, lit only while the flow's link is up (tx_on), and its receive
// source; otherwise the round-robin table's entry. The laser is pre-tuned to the transmitter's next
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
    input  wire logic                          rr_valid,
    input  wire logic [7:0]                    rr_wl,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rr_dst,
    input  wire logic                          rr_rx_valid,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rr_rx_src,
    input  wire logic                          next_valid,
    input  wire logic [7:0]                    next_wl,
    input  wire logic                          soa_enable,    // SOA_CTRL.enable

    // the slot's entry for the transmitter and the receive schedule; the SOA driver's pre-tune and enable
    output logic                               tb_valid,
    output logic [7:0]                         tb_wl,
    output logic [LP_NODE_ID_BITS-1:0]         tb_dst,
    output logic                               tb_rx_valid,
    output logic [LP_NODE_ID_BITS-1:0]         tb_rx_src,
    output logic                               soa_next_valid,
    output logic [7:0]                         soa_next_wl,
    output logic                               soa_en
);
    assign tb_valid       = od_on ? od_tx_on   : rr_valid;
    assign tb_wl          = od_on ? od_wl      : rr_wl;
    assign tb_dst         = od_on ? od_tx_peer : rr_dst;
    assign tb_rx_valid    = od_on ? od_rx_on   : rr_rx_valid;
    assign tb_rx_src      = od_on ? od_rx_peer : rr_rx_src;
    assign soa_next_valid = next_valid || (od_on && !od_laser_off);
    assign soa_next_wl    = od_on ? od_wl : next_wl;
    assign soa_en         = soa_enable && !od_laser_off;

    // the unit off, the table decides alone; the unit on, a slot is lit only while its flow's link is up
    `LP_ASSERT(a_table_when_off, clk, rst, od_on || ({tb_valid, tb_wl, tb_dst, tb_rx_valid, tb_rx_src}
               == {rr_valid, rr_wl, rr_dst, rr_rx_valid, rr_rx_src}))
    `LP_ASSERT(a_lit_only_linked, clk, rst, !od_on || tb_valid == od_tx_on)
    // a shut-down laser keeps the SOA driver off
    `LP_ASSERT(a_laser_off, clk, rst, !od_laser_off || !soa_en)
endmodule

`default_nettype wire
