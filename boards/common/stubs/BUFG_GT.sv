// Stub: UltraScale+ GT clock buffer (UG974 BUFG_GT). Lint only.
module BUFG_GT (
    output wire       O,
    input  wire       CE,
    input  wire       CEMASK,
    input  wire       CLR,
    input  wire       CLRMASK,
    input  wire [2:0] DIV,
    input  wire       I
);
    assign O = I & CE;
endmodule
