// Simulation model: differential output buffer (UG974 OBUFDS). O follows I, OB its complement; the
// electrical standard (LVDS on the SOA pairs) is outside a logic simulation.
`default_nettype none

module OBUFDS (
    output wire logic O,
    output wire logic OB,
    input  wire logic I
);
    assign O  = I;
    assign OB = !I;
endmodule

`default_nettype wire
