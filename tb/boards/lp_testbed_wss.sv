// lp_testbed_wss: the OCS subnet of the board testbed (tb/boards/lp_vcu118_testbed_tb.sv): each board's
// OCS transmit words (gt_opt model channel 1, TXUSRCLK2) reach the board that the WSS points its light
// at, DELAY words later, every bit sampled GT_OSR times, in the receiver's RX user clock (same frequency
// and phase: every GT runs from the fabric's distributed reference, so one transmit clock serves all).
// The WSS state is the testbench's (`dst`, from the LWSP device model's committed map at the arbiter's
// PMOD pins): board i's light goes to board dst[i], none when dst[i] >= N. A receiver no light reaches
// sees zero words; two lights on one receiver are counted and deliver zero words (a collision the
// arbiter's keeper must never cause). Counts per receiver and source the words that reached it.
`default_nettype none
`timescale 1ns / 1ps

module lp_testbed_wss #(
    parameter int N      = 3,
    parameter int GT_OSR = 2,
    parameter int DELAY  = 4     // words between TXDATA and RXDATA (fibre, WSS and GT latency)
) (
    input  wire logic                               tx_clk,     // board 0's OCS TXUSRCLK2 (all in phase)
    input  wire logic [N-1:0][63:0]                 tx_word,
    input  wire logic [N-1:0][7:0]                  dst,        // board i's light to board dst[i]; >= N: dark
    input  wire logic [N-1:0]                       rx_clk,
    output logic      [N-1:0][GT_OSR*64-1:0]        rx_word,
    output logic      [N-1:0][N-1:0][31:0]          words,      // [to][from]: words that reached `to`
    output logic      [N-1:0][31:0]                 collisions  // per receiver: words with two lights
);
    if (N < 2 || N > 255 || GT_OSR < 1 || DELAY < 3) begin : g_bad
        $fatal(1, "lp_testbed_wss: N=%0d GT_OSR=%0d DELAY=%0d: 2 <= N <= 255, GT_OSR >= 1, DELAY >= 3",
               N, GT_OSR, DELAY);
    end

    function automatic logic [GT_OSR*64-1:0] expand(input logic [63:0] w);
        for (int i = 0; i < 64; i++) expand[i*GT_OSR +: GT_OSR] = {GT_OSR{w[i]}};
    endfunction

    // after a tx_clk edge: line[o] is what reaches receiver o, DELAY - 1 words after the WSS
    logic [N-1:0][DELAY-2:0][63:0] line = '0;
    initial words = '0;
    initial collisions = '0;
    always_ff @(posedge tx_clk) begin
        for (int o = 0; o < N; o++) begin
            logic [63:0] w;
            int          lights;
            w = '0;
            lights = 0;
            for (int i = 0; i < N; i++) begin
                if (32'(dst[i]) == o) begin
                    lights++;
                    w = tx_word[i];
                    words[o][i] <= words[o][i] + 1;
                end
            end
            if (lights > 1) begin
                w = '0;
                collisions[o] <= collisions[o] + 1;
            end
            line[o] <= {line[o][DELAY-3:0], w};
        end
    end

    for (genvar o = 0; o < N; o++) begin : g_rx
        initial rx_word[o] = '0;
        always_ff @(posedge rx_clk[o]) rx_word[o] <= expand(line[o][DELAY-2]);
    end
endmodule

`default_nettype wire
