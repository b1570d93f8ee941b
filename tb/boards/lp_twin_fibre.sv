// lp_twin_fibre: one fibre of the board twin (tb/boards/lp_vcu118_twin_tb.sv): a board's OTS GT
// transmit words (gt_opt model, TXUSRCLK2) reach the other board's receive words DELAY words later,
// every bit sampled GT_OSR times (the receiver's oversampling, bit 0 first), in the receiver's own
// RX user clock (same frequency: both GTs run from the fabric's distributed reference). The burst
// receiver's signal detect is lit while the transmitter sends (the core's tx_valid, LEAD words ahead of
// the GT model's tx_word: lp_gt_raw_tx's register and the model's), one word ahead of its data at the
// core (the reset PHY_CTRL.sd_delay), the GT model's RX register (RX_LAT) counted: the pin reaches
// the core directly, the data through RXDATA. AWGR, SOA gate and laser are ideal here: the light of the
// one wavelength the other board hears.
`default_nettype none
`timescale 1ns / 1ps

module lp_twin_fibre #(
    parameter int GT_OSR = 2,
    parameter int DELAY  = 4,    // words between TXDATA and RXDATA (fibre and GT latency)
    parameter int LEAD   = 2,    // words tx_lit leads tx_word
    parameter int RX_LAT = 1     // registers between rx_word and the core's RXDATA (the GT model's)
) (
    input  wire logic                   tx_clk,
    input  wire logic [63:0]            tx_word,
    input  wire logic                   tx_lit,
    input  wire logic                   rx_clk,
    output logic      [GT_OSR*64-1:0]   rx_word,
    output logic                        rx_sd
);
    if (GT_OSR < 1 || DELAY < 2 || LEAD < 1 || RX_LAT < 0) begin : g_bad
        $fatal(1, "lp_twin_fibre: GT_OSR=%0d DELAY=%0d LEAD=%0d RX_LAT=%0d: GT_OSR >= 1, DELAY >= 2, LEAD >= 1, RX_LAT >= 0",
               GT_OSR, DELAY, LEAD, RX_LAT);
    end

    // after a tx_clk edge: word[j] carries the data of tx_lit j + LEAD words ago, lit[j] tx_lit j words ago;
    // rx_sd takes the light of the word that reaches the core one clock after it
    localparam int LITS = DELAY + LEAD - 1 + RX_LAT;
    logic [DELAY-1:0][63:0] word = '0;
    logic [LITS-1:0]        lit = '0;
    always_ff @(posedge tx_clk) begin
        word <= {word[DELAY-2:0], tx_word};
        lit  <= {lit[LITS-2:0], tx_lit};
    end

    function automatic logic [GT_OSR*64-1:0] expand(input logic [63:0] w);
        for (int i = 0; i < 64; i++) expand[i*GT_OSR +: GT_OSR] = {GT_OSR{w[i]}};
    endfunction

    initial rx_word = '0;
    initial rx_sd = 1'b0;
    always_ff @(posedge rx_clk) begin
        rx_word <= expand(word[DELAY-1]);
        rx_sd   <= lit[LITS-1];
    end
endmodule

`default_nettype wire
