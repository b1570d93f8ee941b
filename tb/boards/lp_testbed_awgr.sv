// lp_testbed_awgr: the OTS optics of the board testbed (tb/boards/lp_vcu118_testbed_tb.sv, docs/boards.md
// "Board testbed"): N boards' fibres through one cyclic N-port AWGR, on the GT models' parallel taps.
// Each board's transmit words (gt_opt model, TXUSRCLK2) leave on the wavelengths whose SOAs are open
// (tx_wl: SOA k open in the cycle of the core's tx_lit, the OSERDES pattern of the FMC soa_gate pins
// reduced to the cycle) and, as in the fabrics' optics (sim/models/lp_awgr_model.sv): input i on
// wavelength k leaves output (i + k) mod N. Output o's receiver gets the words of every light reaching it
// DELAY words after TXDATA, every bit sampled GT_OSR times (bit 0 first), in its own RX user clock (same
// frequency: every GT runs from the fabric's distributed reference); two lights on one output add up
// (XOR: the receiver's CRC checks tell). Its signal detect is lit while a transmitter's light reaches it
// (tx_lit through an open SOA whose wavelength leads here), one word ahead of its data at the core
// (the timing of lp_twin_fibre: tx_lit LEAD words ahead of tx_word, the GT model's RX register RX_LAT).
// Counters for the testbench: bursts[o][i], bursts of input i's light reaching output o (one a cell);
// collisions[o], words in which two or more lights reach output o; dark[i], words input i sends with no
// SOA open (light that reaches no one).
`default_nettype none
`timescale 1ns / 1ps

module lp_testbed_awgr #(
    parameter int N      = 3,
    parameter int NUM_WL = 8,
    parameter int GT_OSR = 2,
    parameter int DELAY  = 4,    // words between TXDATA and RXDATA (fibres, AWGR and GT latency)
    parameter int LEAD   = 2,    // words tx_lit and tx_wl lead tx_word
    parameter int RX_LAT = 1     // registers between rx_word and the core's RXDATA (the GT model's)
) (
    input  wire logic [N-1:0]                   tx_clk,
    input  wire logic [N-1:0][63:0]             tx_word,
    input  wire logic [N-1:0]                   tx_lit,
    input  wire logic [N-1:0][NUM_WL-1:0]       tx_wl,
    input  wire logic [N-1:0]                   rx_clk,
    output wire logic [N-1:0][GT_OSR*64-1:0]    rx_word,
    output wire logic [N-1:0]                   rx_sd,
    output wire logic [N-1:0][N-1:0][31:0]      bursts,
    output wire logic [N-1:0][31:0]             collisions,
    output wire logic [N-1:0][31:0]             dark
);
    if (N < 2 || NUM_WL < 1 || GT_OSR < 1 || DELAY < 2 || LEAD < 1 || RX_LAT < 1) begin : g_bad
        $fatal(1, "lp_testbed_awgr: N=%0d NUM_WL=%0d GT_OSR=%0d DELAY=%0d LEAD=%0d RX_LAT=%0d: N >= 2, NUM_WL >= 1, GT_OSR >= 1, DELAY >= 2, LEAD >= 1, RX_LAT >= 1",
               N, NUM_WL, GT_OSR, DELAY, LEAD, RX_LAT);
    end

    // after a tx_clk edge: word[j] is tx_word j edges ago (its light: lit/wl[j + LEAD]); the signal
    // detect takes the light of the word that reaches the core one clock after it (index LITS - 1)
    localparam int LITS = DELAY + LEAD - 1 + RX_LAT;
    localparam int DATA_AT = DELAY + LEAD - 1;

    // input i's light on the open SOAs `open` reaches output o
    function automatic logic reaches(input int i, input int o, input logic [NUM_WL-1:0] open);
        reaches = 1'b0;
        for (int k = 0; k < NUM_WL; k++)
            if (open[k] && (i + k) % N == o) reaches = 1'b1;
    endfunction

    function automatic logic [GT_OSR*64-1:0] expand(input logic [63:0] w);
        for (int b = 0; b < 64; b++) expand[b*GT_OSR +: GT_OSR] = {GT_OSR{w[b]}};
    endfunction

    for (genvar i = 0; i < N; i++) begin : g_in
        logic [DELAY-1:0][63:0]      word = '0;
        logic [LITS-1:0]             lit = '0;
        logic [LITS-1:0][NUM_WL-1:0] wl = '0;
        logic [31:0]                 n_dark = '0;
        always_ff @(posedge tx_clk[i]) begin
            word <= {word[DELAY-2:0], tx_word[i]};
            lit  <= {lit[LITS-2:0], tx_lit[i]};
            wl   <= {wl[LITS-2:0], tx_wl[i]};
            if (tx_lit[i] && tx_wl[i] == '0) n_dark <= n_dark + 1'b1;
        end
        assign dark[i] = n_dark;
    end

    for (genvar o = 0; o < N; o++) begin : g_out
        logic [N-1:0]       hit_d, hit_s;   // inputs whose light reaches o: with the data, with the detect
        logic [N-1:0][63:0] term;
        for (genvar i = 0; i < N; i++) begin : g_hit
            assign hit_d[i] = g_in[i].lit[DATA_AT] && reaches(i, o, g_in[i].wl[DATA_AT]);
            assign hit_s[i] = g_in[i].lit[LITS-1] && reaches(i, o, g_in[i].wl[LITS-1]);
            assign term[i]  = hit_d[i] ? g_in[i].word[DELAY-1] : '0;
        end
        logic [63:0] data;
        always_comb begin
            data = '0;
            for (int i = 0; i < N; i++) data = data ^ term[i];
        end

        logic [GT_OSR*64-1:0] w_q = '0;
        logic                 sd_q = 1'b0;
        logic [N-1:0]         hit_q = '0;
        logic [N-1:0][31:0]   n_bursts = '0;
        logic [31:0]          n_coll = '0;
        always_ff @(posedge rx_clk[o]) begin
            w_q   <= expand(data);
            sd_q  <= |hit_s;
            hit_q <= hit_d;
            for (int i = 0; i < N; i++)
                if (hit_d[i] && !hit_q[i]) n_bursts[i] <= n_bursts[i] + 1'b1;
            if ($countones(hit_d) > 1) n_coll <= n_coll + 1'b1;
        end
        assign rx_word[o]    = w_q;
        assign rx_sd[o]      = sd_q;
        assign bursts[o]     = n_bursts;
        assign collisions[o] = n_coll;
    end
endmodule

`default_nettype wire
