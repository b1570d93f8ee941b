// Simulation model: UltraScale+ output serializer (UG571 OSERDESE3, UG974) as lp_soa_oserdes uses it:
// DATA_WIDTH 8, DDR (CLK = 4 x CLKDIV, one bit on each CLK edge), data path only (T is passed through,
// no tristate serialisation, no ODDR_MODE / bypass modes).
//
//   - D is captured on each CLKDIV rising edge and serialised during the next CLKDIV period, D[0] first
//     (UG571: the bit on D[0] is the first to leave OQ); the latency from the capturing CLKDIV edge to
//     the first bit on OQ is one CLKDIV period in this model (the silicon's is a few CLK edges more:
//     the phase of the whole pattern is fixed, so nothing in the design depends on it).
//   - RST (active high, released synchronously to CLKDIV) holds OQ at INIT and aligns the bit counter
//     to CLKDIV: the first CLK edge that sees RST low after its release starts a word only at the next
//     CLKDIV edge.
// `ser_word` is the word serialised in the current CLKDIV period, bit k leaving OQ on the k-th CLK edge
// of it: what an SOA or laser model reads once per core clock (the serial pin OQ carries the same
// pattern at sub-cycle resolution). The inversion parameters and SIM_DEVICE are accepted as the
// primitive has them; only the non-inverted clocks and reset are modelled.
`default_nettype none

module OSERDESE3 #(
    parameter integer DATA_WIDTH         = 8,
    parameter [0:0]   INIT               = 1'b0,
    parameter [0:0]   IS_CLKDIV_INVERTED = 1'b0,
    parameter [0:0]   IS_CLK_INVERTED    = 1'b0,
    parameter [0:0]   IS_RST_INVERTED    = 1'b0,
    parameter         ODDR_MODE          = "FALSE",
    parameter         OSERDES_D_BYPASS   = "FALSE",
    parameter         OSERDES_T_BYPASS   = "FALSE",
    parameter         SIM_DEVICE         = "ULTRASCALE_PLUS"
) (
    output logic       OQ,
    output wire logic  T_OUT,
    input  wire logic  CLK,
    input  wire logic  CLKDIV,
    input  wire logic [7:0] D,
    input  wire logic  RST,
    input  wire logic  T
);
    if (DATA_WIDTH != 8 || IS_CLKDIV_INVERTED || IS_CLK_INVERTED || IS_RST_INVERTED || ODDR_MODE != "FALSE" ||
        OSERDES_D_BYPASS != "FALSE" || OSERDES_T_BYPASS != "FALSE") begin : g_bad_mode
        $fatal(1, "OSERDESE3 model: only DATA_WIDTH 8, DDR, non-inverted clocks and reset are modelled");
    end

    logic [7:0] hold = '0;       // D captured on the last CLKDIV edge
    // the word leaving OQ in this CLKDIV period, bit 0 first (public: the board simulation's testbench reads it)
    logic [7:0] ser_word /* verilator public_flat_rd */ = '0;
    logic [2:0] bit_idx = 3'd1;  // the next CLK edge sends ser_word[bit_idx]; 0: a new word starts

    always @(posedge CLKDIV) begin
        hold <= RST ? 8'h00 : D;
    end

    initial OQ = INIT;
    always @(posedge CLK or negedge CLK) begin
        if (RST) begin
            bit_idx  <= 3'd1;
            ser_word <= '0;
            OQ       <= INIT;
        end else if (bit_idx == 3'd0) begin
            ser_word <= hold;
            OQ       <= hold[0];
            bit_idx  <= 3'd1;
        end else begin
            OQ       <= ser_word[bit_idx];
            bit_idx  <= bit_idx + 3'd1;
        end
    end

    assign T_OUT = T;
endmodule

`default_nettype wire
