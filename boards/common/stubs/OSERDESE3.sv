// Stub: UltraScale output serializer (UG974 OSERDESE3), DATA_WIDTH 8. Lint only: OQ = D[0].
module OSERDESE3 #(
    parameter integer DATA_WIDTH = 8,
    parameter [0:0]   INIT = 1'b0,
    parameter [0:0]   IS_CLKDIV_INVERTED = 1'b0,
    parameter [0:0]   IS_CLK_INVERTED = 1'b0,
    parameter [0:0]   IS_RST_INVERTED = 1'b0,
    parameter         ODDR_MODE = "FALSE",
    parameter         OSERDES_D_BYPASS = "FALSE",
    parameter         OSERDES_T_BYPASS = "FALSE",
    parameter         SIM_DEVICE = "ULTRASCALE_PLUS"
) (
    output wire       OQ,
    output wire       T_OUT,
    input  wire       CLK,
    input  wire       CLKDIV,
    input  wire [7:0] D,
    input  wire       RST,
    input  wire       T
);
    assign OQ = D[0];
    assign T_OUT = T;
endmodule
