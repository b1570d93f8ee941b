// lp_gt_os_rx: GT raw receive data (RX user clock) -> the core's oversampled line words (core clock).
//
// The GT delivers W = OSR x 64 bits per RX user clock, bit 0 received first, the OSR samples of each
// UI consecutive (lock-to-reference oversampling, e.g. 20 Gb/s = 2 x 10 Gb/s; OSR = 1: the GT's own
// CDR recovers the bits). Per RX word this block
//   1. takes W consecutive samples starting cfg_slip samples into the GT word (word alignment, in
//      1/OSR UI; the slip needs one GT word of look-ahead, so the path always has that word of latency),
//   2. regroups them per sampling phase, MSB first: phase p's word bit 63 - u = sample p of UI u
//      (UI 0 received first), as the core's ots_rx_os_data[p] expects,
//   3. delays them by DATA_DELAY words (fixed), so that the signal-detect path can be set earlier or
//      later than the data,
//   4. marks burst words from the burst-mode receiver's signal detect: `sd` (asynchronous) is
//      synchronised (lp_sync_bit, SD_STAGES flops), sampled once per word and delayed by cfg_sd_delay
//      words; with the defaults the SD sample taken by the synchronizer's first flop at RX edge
//      k = n + 1 + DATA_DELAY - SD_STAGES - cfg_sd_delay marks the word that starts in GT word n,
//   5. hands word, valid and events to the core clock through an lp_fifo_async (same frequency as the
//      RX user clock, unknown phase), read continuously once it holds FIFO_DEPTH/2 - 2 words.
// In the core domain, phase q of os_data is the GT phase q / (CDR_OSR / OSR): with OSR = 1 every
// phase carries the same word (the core's phase cache then always reads the GT's recovered bits).
//
// Burst framing (on the delayed SD sequence, one sample per word; a "run" = consecutive light samples):
//   - a run is delivered whole, os_valid high for exactly its words, if at least max(1, cfg_sd_min_gap)
//     dark samples precede it (counted from the end of the previous run); otherwise the whole run is
//     suppressed (os_valid stays low) and counted in ev_gap. So bursts reach the core separated by at
//     least one dark word, and never cut.
//   - a run shorter than cfg_sd_min_words words (0 or 1: never) is counted in ev_glitch when it ends,
//     whether delivered or suppressed; it is not removed (the phase cache drops a burst that is
//     shorter than its preamble).
//   - after reset the framing sees dark for DATA_DELAY + 2 words (the data pipeline refills), then
//     follows SD; the first run is never suppressed for its gap. A run that was already present at
//     reset is therefore delivered from that point: once a cut burst (the core drops it), or, with SD
//     held high (a continuous circuit), os_valid high on every word.
// Events (one cycle, core domain, in stream order): ev_burst (a run delivered), ev_gap, ev_glitch,
// ev_fifo_err (the RX-to-core FIFO overflowed or ran empty: a word was lost or the stream restarted;
// it cannot happen while the two clocks have the same frequency). cnt_* count them, 32-bit saturating.
//
// Clocks and reset: rx_rst (RX user clock) and rst (core clock) must be asserted together
// (overlapping), as for lp_fifo_async. cfg_* are quasi-static core-domain levels, synchronised bit by
// bit (lp_sync_bit): change them while no burst arrives.
`default_nettype none

module lp_gt_os_rx
    import lp_cell_pkg::LP_WORD_BITS;
#(
    parameter int  OSR           = 2,      // GT samples per UI: power of two (1 = the GT's own CDR)
    parameter int  CDR_OSR       = OSR,    // phases on os_data: power of two >= OSR
    parameter int  DATA_DELAY    = 3,      // fixed data delay in words, 0..16
    parameter int  SD_STAGES     = 2,      // SD synchronizer flops, >= 2
    parameter int  SD_DELAY_BITS = 4,      // cfg_sd_delay width (0 .. 2^SD_DELAY_BITS - 1 words), 1..6
    parameter int  FIFO_DEPTH    = 16,     // RX -> core FIFO words, power of two >= 16
    localparam int W             = OSR * LP_WORD_BITS,
    localparam int SLIP_BITS     = $clog2(W)
) (
    // GT RX user clock domain (RXUSRCLK2)
    input  wire logic                         rx_clk,
    input  wire logic                         rx_rst,
    input  wire logic [W-1:0]                 rx_data,   // RXDATA, bit 0 received first
    input  wire logic                         sd,        // burst-mode receiver signal detect, asynchronous
    // core clock domain
    input  wire logic                         clk,
    input  wire logic                         rst,
    input  wire logic [SD_DELAY_BITS-1:0]     cfg_sd_delay,
    input  wire logic [3:0]                   cfg_sd_min_words,
    input  wire logic [3:0]                   cfg_sd_min_gap,
    input  wire logic [SLIP_BITS-1:0]         cfg_slip,   // samples (1/OSR UI) into the GT word
    output logic [CDR_OSR-1:0][LP_WORD_BITS-1:0] os_data,
    output logic                              os_valid,
    output logic                              st_run,     // the FIFO is primed and streaming
    output logic                              ev_burst,
    output logic                              ev_glitch,
    output logic                              ev_gap,
    output logic                              ev_fifo_err,
    output logic [31:0]                       cnt_burst,
    output logic [31:0]                       cnt_glitch,
    output logic [31:0]                       cnt_gap,
    output logic [31:0]                       cnt_fifo_err
);
    localparam int WB    = LP_WORD_BITS;
    localparam int NTAP  = 1 << SD_DELAY_BITS;
    localparam int CFG_W = SD_DELAY_BITS + 8 + SLIP_BITS;
    localparam int FW    = W + 5;                      // FIFO word: {lost, glitch, gap, burst, valid, data}
    localparam int PRIME = FIFO_DEPTH / 2 - 2;         // start reading at this (under-estimated) fill

    if (OSR < 1 || (OSR & (OSR - 1)) != 0) begin : g_bad_osr
        $fatal(1, "lp_gt_os_rx: OSR=%0d must be a power of two", OSR);
    end
    if (CDR_OSR < OSR || (CDR_OSR & (CDR_OSR - 1)) != 0) begin : g_bad_cdr_osr
        $fatal(1, "lp_gt_os_rx: CDR_OSR=%0d must be a power of two >= OSR (%0d)", CDR_OSR, OSR);
    end
    if (DATA_DELAY < 0 || DATA_DELAY > 16) begin : g_bad_data_delay
        $fatal(1, "lp_gt_os_rx: DATA_DELAY=%0d must be in 0..16", DATA_DELAY);
    end
    if (SD_STAGES < 2) begin : g_bad_sd_stages
        $fatal(1, "lp_gt_os_rx: SD_STAGES=%0d must be >= 2", SD_STAGES);
    end
    if (SD_DELAY_BITS < 1 || SD_DELAY_BITS > 6) begin : g_bad_sd_delay_bits
        $fatal(1, "lp_gt_os_rx: SD_DELAY_BITS=%0d must be in 1..6", SD_DELAY_BITS);
    end
    if (FIFO_DEPTH < 16 || (FIFO_DEPTH & (FIFO_DEPTH - 1)) != 0) begin : g_bad_fifo_depth
        $fatal(1, "lp_gt_os_rx: FIFO_DEPTH=%0d must be a power of two >= 16", FIFO_DEPTH);
    end

    // ================================================================ RX user clock domain
    logic [CFG_W-1:0]         cfg_rx;
    logic [SD_DELAY_BITS-1:0] r_delay;
    logic [3:0]               r_min_words, r_min_gap;
    logic [SLIP_BITS-1:0]     r_slip;

    lp_sync_bit #(
        .WIDTH  (CFG_W),
        .STAGES (2)
    ) u_cfg_sync (
        .clk (rx_clk),
        .d   ({cfg_sd_delay, cfg_sd_min_words, cfg_sd_min_gap, cfg_slip}),
        .q   (cfg_rx)
    );
    assign {r_delay, r_min_words, r_min_gap, r_slip} = cfg_rx;

    // ---------------------------------------------------------------- data: slip, regroup, delay
    logic [W-1:0]   prev_q, al, ph, ph_q, dd_out;
    logic [2*W-1:0] cat_sh;

    always_ff @(posedge rx_clk) prev_q <= rx_data;

    assign cat_sh = {rx_data, prev_q} >> r_slip;   // sample r_slip of the previous word first
    assign al     = cat_sh[W-1:0];

    always_comb begin
        for (int p = 0; p < OSR; p++) begin
            for (int u = 0; u < WB; u++) ph[p*WB + (WB-1-u)] = al[u*OSR + p];
        end
    end

    always_ff @(posedge rx_clk) ph_q <= ph;

    if (DATA_DELAY > 0) begin : g_delay
        logic [W-1:0] dd [DATA_DELAY];
        always_ff @(posedge rx_clk) begin
            dd[0] <= ph_q;
            for (int i = 1; i < DATA_DELAY; i++) dd[i] <= dd[i-1];
        end
        assign dd_out = dd[DATA_DELAY-1];
    end else begin : g_nodelay
        assign dd_out = ph_q;
    end

    // ---------------------------------------------------------------- signal detect: sync, delay
    logic            sd_s, tap;
    logic [NTAP-1:0] sdl;   // sdl[i]: the synchronised SD of i + 1 words ago

    lp_sync_bit #(
        .WIDTH  (1),
        .STAGES (SD_STAGES)
    ) u_sd_sync (
        .clk (rx_clk),
        .d   (sd),
        .q   (sd_s)
    );

    always_ff @(posedge rx_clk) begin
        if (rx_rst) sdl <= '0;
        else        sdl <= {sdl[NTAP-2:0], sd_s};
    end
    assign tap = sdl[r_delay];

    // ---------------------------------------------------------------- burst framing
    localparam int WARM   = DATA_DELAY + 2;          // words until data_q holds words taken after reset
    localparam int WARM_W = $clog2(WARM + 1);

    logic              light_q, pass, warm_done;
    logic [WARM_W-1:0] warm_cnt;
    logic [3:0]        run_q, dark_q;
    logic              v_q, burst_q, gap_q, glitch_q;
    logic [W-1:0]      data_q;

    wire logic       t       = tap && warm_done;
    wire logic       rise    = t && !light_q;
    wire logic       fall    = !t && light_q;
    wire logic [3:0] gap_min = (r_min_gap == 4'd0) ? 4'd1 : r_min_gap;
    wire logic       accept  = (dark_q >= gap_min);

    always_ff @(posedge rx_clk) begin
        if (rx_rst) begin
            warm_cnt  <= '0;
            warm_done <= 1'b0;
        end else if (!warm_done) begin
            warm_cnt  <= warm_cnt + 1'b1;
            warm_done <= (warm_cnt == WARM_W'(WARM - 1));
        end
    end

    always_ff @(posedge rx_clk) begin
        data_q <= dd_out;
        if (rx_rst) begin
            light_q  <= 1'b0;
            pass     <= 1'b0;
            run_q    <= '0;
            dark_q   <= 4'd15;   // the first run is not held to a gap
            v_q      <= 1'b0;
            burst_q  <= 1'b0;
            gap_q    <= 1'b0;
            glitch_q <= 1'b0;
        end else begin
            light_q  <= t;
            dark_q   <= t ? 4'd0 : ((dark_q == 4'd15) ? dark_q : dark_q + 4'd1);
            run_q    <= !t ? 4'd0 : (rise ? 4'd1 : ((run_q == 4'd15) ? run_q : run_q + 4'd1));
            if (rise) pass <= accept;
            v_q      <= rise ? accept : (t && pass);
            burst_q  <= rise && accept;
            gap_q    <= rise && !accept;
            glitch_q <= fall && (run_q < r_min_words);
        end
    end

    // ---------------------------------------------------------------- into the FIFO, every word
    logic wr_on, wr_ready, lost_pend;
    logic [$clog2(FIFO_DEPTH):0] wr_count, rd_count;

    always_ff @(posedge rx_clk) begin
        if (rx_rst) begin
            wr_on     <= 1'b0;
            lost_pend <= 1'b0;
        end else begin
            wr_on <= 1'b1;
            if (wr_on) lost_pend <= !wr_ready;   // a word that did not fit: flag the next one written
        end
    end

    // ================================================================ core clock domain
    logic          run, rd_valid;
    logic [FW-1:0] rd_data;
    logic [W-1:0]  word_q;

    lp_fifo_async #(
        .WIDTH       (FW),
        .DEPTH       (FIFO_DEPTH),
        .SYNC_STAGES (2)
    ) u_fifo (
        .wr_clk   (rx_clk),
        .wr_rst   (rx_rst),
        .wr_valid (wr_on),
        .wr_ready (wr_ready),
        .wr_data  ({lost_pend, glitch_q, gap_q, burst_q, v_q, data_q}),
        .wr_count (wr_count),
        .rd_clk   (clk),
        .rd_rst   (rst),
        .rd_valid (rd_valid),
        .rd_ready (run),
        .rd_data  (rd_data),
        .rd_count (rd_count)
    );

    wire logic take = run && rd_valid;

    always_ff @(posedge clk) begin
        word_q <= rd_data[W-1:0];
        if (rst) begin
            run         <= 1'b0;
            os_valid    <= 1'b0;
            ev_burst    <= 1'b0;
            ev_gap      <= 1'b0;
            ev_glitch   <= 1'b0;
            ev_fifo_err <= 1'b0;
        end else begin
            if (!run) run <= (rd_count >= ($clog2(FIFO_DEPTH)+1)'(PRIME));
            else if (!rd_valid) run <= 1'b0;   // ran empty: prime again
            os_valid    <= take && rd_data[W];
            ev_burst    <= take && rd_data[W+1];
            ev_gap      <= take && rd_data[W+2];
            ev_glitch   <= take && rd_data[W+3];
            ev_fifo_err <= (run && !rd_valid) || (take && rd_data[W+4]);
        end
    end

    assign st_run = run;

    for (genvar q = 0; q < CDR_OSR; q++) begin : g_phase
        assign os_data[q] = word_q[(q / (CDR_OSR / OSR))*WB +: WB];
    end

    lp_event_cnt #(.N (4), .W (32)) u_cnt (
        .clk (clk), .rst (rst), .ev ({ev_fifo_err, ev_gap, ev_glitch, ev_burst}),
        .cnt ({cnt_fifo_err, cnt_gap, cnt_glitch, cnt_burst})
    );

    wire logic unused_ok = &{1'b0, wr_count, cat_sh[2*W-1:W]};
endmodule

`default_nettype wire
