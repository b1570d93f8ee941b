// Stub: differential output buffer (UG974 OBUFDS). Lint only.
module OBUFDS (
    output wire O,
    output wire OB,
    input  wire I
);
    assign O = I;
    assign OB = ~I;
endmodule
