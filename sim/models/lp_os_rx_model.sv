// lp_os_rx_model: behavioural oversampling receiver of the OTS line (simulation only, not synthesizable
// by intent). It turns the transmitted line word stream into what an oversampling data recovery front
// end delivers: each line word sampled at OSR candidate phases, os_data[p] for p = 0..OSR-1.
//
// Rules (docs/cdr.md, "Oversampling receiver model"):
// - Every source s has a true sampling phase q[s] in units of 1/OSR UI (the eye centre), loaded from
//   phase_init at reset or on phase_load. Line bits go MSB first (bit 63 first), as on the line.
// - For phase p, the signed offset d = p - q[s] is taken modulo OSR into (-OSR/2, OSR/2].
//   d = 0: the exact word. d < 0 (early): a bit that differs from its predecessor on the line is read
//   as its predecessor when t(i) < |d|. d > 0 (late): a bit that differs from its successor is read as
//   its successor when t(i) < d. t(i) = (i + r) mod (OSR/2), r a per-cycle pseudo-random rotation, so
//   the wrong bits are spread evenly over the word, the error set grows with |d| (nested) and at
//   |d| = OSR/2 every transition is wrong (the word read one bit early or late). A word without
//   transitions is read correctly at every phase. The predecessor of the first bit of a burst and the
//   successor of its last bit are the dark line (0).
// - Drift: with drift_slots > 0, every drift_slots-th burst of a source (counted per source, counters
//   staggered by source index) moves that source's q by one step before the burst is sampled, so the
//   phase never changes inside a burst and at most one step between two bursts of a source.
//   drift_mode 0: the sign alternates per source (+1, -1, +1, ...); 1: random sign from a 32-bit
//   xorshift seeded with drift_seed; 2: always +1 (a slow frequency offset walking round the UI).
//   Phases wrap modulo OSR (bit slip across the UI edge is not modelled: the word boundary is given).
// - A burst is a run of tx_valid words; tx_src is sampled on its first word (taken modulo NSRC).
// - Latency: tx word at cycle t -> os_data at t+2 (one word of look-ahead for the successor bit).
`default_nettype none

module lp_os_rx_model
    import lp_cell_pkg::*;
#(
    parameter int OSR  = 4,
    parameter int NSRC = 8
) (
    input  wire logic                                clk,
    input  wire logic                                rst,
    input  wire logic [LP_WORD_BITS-1:0]             tx_data,
    input  wire logic                                tx_valid,
    input  wire logic [LP_NODE_ID_BITS-1:0]          tx_src,
    input  wire logic [NSRC-1:0][$clog2(OSR)-1:0]    phase_init,   // true phase per source
    input  wire logic                                phase_load,   // reload phase_init, restart drift
    input  wire logic [15:0]                         drift_slots,  // 0: no drift
    input  wire logic [1:0]                          drift_mode,   // 0 alternate, 1 random, 2 +1
    input  wire logic [31:0]                         drift_seed,
    output logic      [OSR-1:0][LP_WORD_BITS-1:0]    os_data,
    output logic                                     os_valid,
    output logic      [NSRC-1:0][$clog2(OSR)-1:0]    true_phase,
    output logic      [31:0]                         drift_steps   // drift steps applied so far
);
    localparam int W  = LP_WORD_BITS;
    localparam int PW = $clog2(OSR);
    localparam int H  = OSR / 2;

    if (OSR < 2 || (1 << PW) != OSR) begin : g_bad_osr
        $fatal(1, "lp_os_rx_model: OSR=%0d must be a power of two >= 2", OSR);
    end
    if (NSRC < 1 || NSRC > (1 << LP_NODE_ID_BITS)) begin : g_bad_nsrc
        $fatal(1, "lp_os_rx_model: NSRC=%0d out of range", NSRC);
    end

    function automatic logic [31:0] xorshift(input logic [31:0] x);
        logic [31:0] y;
        y = x ^ (x << 13);
        y = y ^ (y >> 17);
        y = y ^ (y << 5);
        return (y == '0) ? 32'h1 : y;
    endfunction

    logic                         tx_valid_q;
    logic [W-1:0]                 w1;           // word being sampled
    logic                         v1;
    logic                         pred1;        // last line bit before w1 (0: dark)
    logic [LP_NODE_ID_BITS-1:0]   src1;         // source of the current burst
    logic [31:0]                  rot_rng, dir_rng;
    logic [15:0]                  slot_cnt [NSRC];
    logic [NSRC-1:0]              dir_alt;

    wire logic burst_start = tx_valid && !tx_valid_q;
    int        s_in;
    always_comb s_in = int'(tx_src) % NSRC;

    // Drift, applied when a burst of the source starts.
    always_ff @(posedge clk) begin
        if (rst || phase_load) begin
            true_phase  <= phase_init;
            dir_alt     <= '0;
            dir_rng     <= (drift_seed == '0) ? 32'h1 : drift_seed;
            drift_steps <= '0;
            for (int s = 0; s < NSRC; s++)
                slot_cnt[s] <= (drift_slots == '0) ? '0 : 16'(s % int'(drift_slots));
        end else if (burst_start && drift_slots != '0) begin
            if (slot_cnt[s_in] + 16'd1 >= drift_slots) begin
                slot_cnt[s_in] <= '0;
                if ((drift_mode == 2'd0 && !dir_alt[s_in]) || (drift_mode == 2'd1 && dir_rng[0]) || drift_mode == 2'd2)
                    true_phase[s_in] <= true_phase[s_in] + 1'b1;
                else
                    true_phase[s_in] <= true_phase[s_in] - 1'b1;
                dir_alt[s_in] <= !dir_alt[s_in];
                dir_rng       <= xorshift(dir_rng);
                drift_steps   <= drift_steps + 1'b1;
            end else begin
                slot_cnt[s_in] <= slot_cnt[s_in] + 16'd1;
            end
        end
    end

    // Sampling of w1 at every phase, word-wide: a bit that differs from its successor (late) or its
    // predecessor (early) is read as that neighbour where the rotation mask allows it (see the rules
    // above). Evaluated in the clocked block below, once per valid word: as a combinational block it
    // read the top-level inputs (tx_data) and ran at every evaluation of the Verilated model.
    function automatic logic [W-1:0] tmask(input int rot, input int mag);   // bit i: (i + rot) % H < mag
        logic [W-1:0] m;
        for (int i = 0; i < W; i++) m[i] = ((i + rot) % H) < mag;
        return m;
    endfunction

    function automatic logic [OSR-1:0][W-1:0] sample(input logic [W+1:0] ext, input int q, input int rot);
        logic [OSR-1:0][W-1:0] s;
        logic [W-1:0]          w, succ, pred;
        int                    raw;
        w    = ext[W:1];       // the word: w[i] = ext[i+1]
        succ = ext[W-1:0];     // successor on the line of bit i (bit i-1; the next word's first bit for i = 0)
        pred = ext[W+1:2];     // predecessor of bit i (bit i+1; the previous word's last bit for i = W-1)
        for (int p = 0; p < OSR; p++) begin
            raw = (p - q + OSR) % OSR;
            if (raw == 0)
                s[p] = w;
            else if (raw <= H)                           // late: reads the successor at a transition
                s[p] = w ^ ((w ^ succ) & tmask(rot, raw));
            else                                         // early: reads the predecessor
                s[p] = w ^ ((w ^ pred) & tmask(rot, OSR - raw));
        end
        return s;
    endfunction

    always_ff @(posedge clk) begin
        if (rst) begin
            tx_valid_q <= 1'b0;
            v1         <= 1'b0;
            w1         <= '0;
            pred1      <= 1'b0;
            src1       <= '0;
            os_valid   <= 1'b0;
            os_data    <= '0;
            rot_rng    <= 32'h2545F491;
        end else begin
            tx_valid_q <= tx_valid;
            v1         <= tx_valid;
            w1         <= tx_valid ? tx_data : '0;
            pred1      <= v1 && w1[0];
            if (burst_start) src1 <= tx_src;
            os_valid   <= v1;
            if (v1)
                os_data <= sample({pred1, w1, tx_valid ? tx_data[W-1] : 1'b0},
                                  int'(true_phase[int'(src1) % NSRC]), int'(rot_rng[7:0]));
            else
                os_data <= '0;
            rot_rng    <= xorshift(rot_rng);
        end
    end
endmodule

`default_nettype wire
