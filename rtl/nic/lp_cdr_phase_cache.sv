// lp_cdr_phase_cache: per-source sampling-phase cache of an oversampling burst-mode receiver.
//
// In an OTS network every slot may bring a different source, so the receiver keeps one sampling phase
// per source instead of one CDR lock. The slot schedule announces each slot (slot_start, slot_src from
// the round-robin table) before its burst; on the burst's first word the source's cached phase (or
// cfg_default_phase when the cache is off or the entry is not known yet) is applied. Every preamble
// word is then compared with LP_PREAMBLE at the current phase and at its early (-1) and late (+1)
// neighbours (all OSR phases are sampled in parallel):
//   - the current phase reads the preamble exactly: stay;
//   - otherwise step ONE phase towards the neighbour with fewer bit errors, if it has fewer than the
//     current phase (ties go late); else stay (the current phase is a local best: corrupted preamble).
// The word is "locked" when the phase chosen for the next word read this preamble word exactly. At the
// last preamble word (cfg_preamble_words, or cfg_long_words for a source with a pending long-preamble
// request) a locked slot is delivered: the last preamble word as sampled at the locked phase (= the
// preamble exactly) followed by the cell words, all at the locked phase, on rx_data/rx_valid. An
// unlocked slot is dropped whole: nothing of it appears on rx_valid. The chosen phase is written back
// to the source's entry either way (partial progress helps the next slot).
//
// Events (one-cycle pulses, registered; ev_src names the slot's source):
//   ev_hit       the phase applied at slot start read the first preamble word exactly
//   ev_miss      it did not
//   ev_relock    a missed slot locked by the end of its preamble and was delivered
//   ev_drop      the slot was dropped (no lock at the end of the preamble, or ev_proto)
//   ev_proto     with ev_drop: a framing error (burst without slot_start, slot_src >= NSRC, burst that
//                ends inside the preamble)
//   ev_long_req  with ev_drop, when cfg_long_preamble is set and the slot had the normal preamble:
//                the source's next slot is expected with cfg_long_words preamble words (the request
//                is pending in dbg_long / st_long_any until that slot starts, which consumes it)
// Per slot: hits + misses = evaluated slots; a miss ends in a relock or a drop.
//
// Bursts must be separated by at least one dark word (the guard). slot_start may come at any time
// before the burst's first word reaches os_valid (typically in the guard), also while the previous
// burst is still arriving; a slot_start without a burst is an empty slot and costs nothing.
// Latency os_data -> rx_data: 2 cycles.
`default_nettype none

module lp_cdr_phase_cache
    import lp_cell_pkg::*;
#(
    parameter int OSR  = 4,   // sampling phases per UI (power of two)
    parameter int NSRC = 8    // sources with a cache entry (2 .. 2**LP_NODE_ID_BITS)
) (
    input  wire logic                                  clk,
    input  wire logic                                  rst,

    input  wire logic [OSR-1:0][LP_WORD_BITS-1:0]      os_data,      // word sampled at each phase
    input  wire logic                                  os_valid,

    input  wire logic                                  slot_start,   // announces the next burst
    input  wire logic [LP_NODE_ID_BITS-1:0]            slot_src,     // its source, from the table

    input  wire logic [7:0]                            cfg_preamble_words,  // 0 is treated as 1
    input  wire logic [7:0]                            cfg_long_words,      // 0 is treated as 1
    input  wire logic                                  cfg_cache_en,
    input  wire logic                                  cfg_long_preamble,
    input  wire logic [$clog2(OSR)-1:0]                cfg_default_phase,
    input  wire logic                                  cfg_cache_clr,       // pulse: forget all entries

    output logic [LP_WORD_BITS-1:0]                    rx_data,
    output logic                                       rx_valid,
    output logic [LP_NODE_ID_BITS-1:0]                 rx_src,

    output logic                                       ev_hit,
    output logic                                       ev_miss,
    output logic                                       ev_relock,
    output logic                                       ev_drop,
    output logic                                       ev_proto,
    output logic                                       ev_long_req,
    output logic [LP_NODE_ID_BITS-1:0]                 ev_src,
    output logic                                       st_long_any,

    input  wire logic [LP_NODE_ID_BITS-1:0]            dbg_src,      // phase table read port
    output logic [$clog2(OSR)-1:0]                     dbg_phase,    // (1 cycle latency)
    output logic                                       dbg_known,
    output logic                                       dbg_long
);
    localparam int W       = LP_WORD_BITS;
    localparam int SW      = LP_NODE_ID_BITS;
    localparam int PW      = $clog2(OSR);
    localparam int IW      = $clog2(NSRC);
    localparam int ENTRIES = 1 << IW;
    localparam int EW      = $clog2(W + 1);

    if (OSR < 2 || (1 << PW) != OSR) begin : g_bad_osr
        $fatal(1, "lp_cdr_phase_cache: OSR=%0d must be a power of two >= 2", OSR);
    end
    if (NSRC < 2 || NSRC > (1 << SW)) begin : g_bad_nsrc
        $fatal(1, "lp_cdr_phase_cache: NSRC=%0d must be 2..%0d", NSRC, 1 << SW);
    end

    function automatic logic [EW-1:0] popcount(input logic [W-1:0] x);
        logic [EW-1:0] n;
        n = '0;
        for (int b = 0; b < W; b++) n = n + EW'(x[b]);
        return n;
    endfunction

    // ---- phase table: entry per source (LUT RAM), known/long flags in flops ----
    logic [PW-1:0]       tbl [ENTRIES];
    logic [ENTRIES-1:0]  known, long_req;
    logic                tbl_we;
    logic [IW-1:0]       tbl_wa;
    logic [PW-1:0]       tbl_wd;

    always_ff @(posedge clk) begin
        if (tbl_we) tbl[tbl_wa] <= tbl_wd;
    end

    // ---- slot announcement ----
    logic            armed;
    logic [SW-1:0]   arm_src;
    logic            a_valid;
    wire logic       arm_now     = slot_start || armed;
    wire logic [SW-1:0] arm_src_now = slot_start ? slot_src : arm_src;
    wire logic       first_in    = os_valid && !a_valid;
    wire logic       src_in_range = 32'(arm_src_now) < 32'(NSRC);
    wire logic [IW-1:0] arm_idx  = arm_src_now[IW-1:0];

    always_ff @(posedge clk) begin
        if (rst) begin
            armed   <= 1'b0;
            arm_src <= '0;
        end else if (first_in) begin
            armed <= 1'b0;                         // consumed by this burst
        end else if (slot_start) begin
            armed   <= 1'b1;
            arm_src <= slot_src;
        end
    end

    // ---- stage A: registered samples, bit errors against the preamble per phase, slot context ----
    logic [OSR-1:0][W-1:0]   a_data;
    logic [OSR-1:0][EW-1:0]  a_err;
    logic                    a_first;
    logic [SW-1:0]           s_src;
    logic                    s_ok;
    logic [PW-1:0]           s_start;
    logic                    s_long;

    always_ff @(posedge clk) begin
        if (rst) begin
            a_valid <= 1'b0;
            a_first <= 1'b0;
            s_ok    <= 1'b0;
        end else begin
            a_valid <= os_valid;
            a_first <= first_in;
            if (first_in) s_ok <= arm_now && src_in_range;
        end
        a_data <= os_data;
        for (int p = 0; p < OSR; p++) a_err[p] <= popcount(os_data[p] ^ LP_PREAMBLE);
        if (first_in) begin
            s_src   <= arm_src_now;
            s_start <= (cfg_cache_en && known[arm_idx]) ? tbl[arm_idx] : cfg_default_phase;
            s_long  <= cfg_long_preamble && long_req[arm_idx];
        end
    end

    // ---- stage B: early/late decision, one phase step per preamble word ----
    typedef enum logic [1:0] {B_IDLE, B_PRE, B_CELL, B_SKIP} state_e;
    state_e          state;
    logic [PW-1:0]   phase_q;
    logic [7:0]      pre_cnt, npre_q;
    logic            miss_q;

    logic [PW-1:0]   cur, pe, pl, nxt;
    logic [EW-1:0]   e_c, e_e, e_l;
    logic            lock_w, miss_now, last_pre;
    logic [7:0]      npre_now, cnt_now, cfg_n;
    wire logic [IW-1:0] s_idx = s_src[IW-1:0];

    always_comb begin
        cur = a_first ? s_start : phase_q;
        pe  = cur - 1'b1;
        pl  = cur + 1'b1;
        e_c = a_err[cur];
        e_e = a_err[pe];
        e_l = a_err[pl];
        if (e_c == '0)                    nxt = cur;
        else if (e_e < e_l && e_e < e_c)  nxt = pe;
        else if (e_l <= e_e && e_l < e_c) nxt = pl;
        else                              nxt = cur;
        lock_w   = (a_err[nxt] == '0);
        miss_now = a_first ? (e_c != '0) : miss_q;
        cfg_n    = s_long ? cfg_long_words : cfg_preamble_words;
        npre_now = a_first ? ((cfg_n == '0) ? 8'd1 : cfg_n) : npre_q;
        cnt_now  = a_first ? 8'd1 : pre_cnt + 8'd1;
        last_pre = (cnt_now >= npre_now);
    end

    wire logic eval = a_valid && ((a_first && s_ok) || (!a_first && state == B_PRE));

    always_comb begin
        tbl_we = eval && last_pre;
        tbl_wa = s_idx;
        tbl_wd = nxt;
    end

    always_ff @(posedge clk) begin
        ev_hit      <= 1'b0;
        ev_miss     <= 1'b0;
        ev_relock   <= 1'b0;
        ev_drop     <= 1'b0;
        ev_proto    <= 1'b0;
        ev_long_req <= 1'b0;
        rx_valid    <= 1'b0;
        if (rst) begin
            state    <= B_IDLE;
            phase_q  <= '0;
            pre_cnt  <= '0;
            npre_q   <= 8'd1;
            miss_q   <= 1'b0;
            known    <= '0;
            long_req <= '0;
            ev_src   <= '0;
            rx_src   <= '0;
            rx_data  <= '0;
        end else begin
            if (!a_valid) begin
                if (state == B_PRE) begin          // burst shorter than its preamble
                    ev_drop  <= 1'b1;
                    ev_proto <= 1'b1;
                end
                state <= B_IDLE;
            end else if (a_first && !s_ok) begin   // unannounced burst or source out of range
                ev_drop  <= 1'b1;
                ev_proto <= 1'b1;
                ev_src   <= s_src;
                state    <= B_SKIP;
            end else if (eval) begin
                phase_q <= nxt;
                pre_cnt <= cnt_now;
                npre_q  <= npre_now;
                miss_q  <= miss_now;
                ev_src  <= s_src;
                if (a_first) begin
                    ev_hit  <= !miss_now;
                    ev_miss <= miss_now;
                    long_req[s_idx] <= 1'b0;       // a pending request is consumed by this slot
                end
                if (!last_pre) begin
                    state <= B_PRE;
                end else if (lock_w) begin
                    state     <= B_CELL;
                    rx_valid  <= 1'b1;
                    rx_data   <= a_data[nxt];
                    rx_src    <= s_src;
                    ev_relock <= miss_now;
                    known[s_idx] <= 1'b1;
                end else begin
                    state   <= B_SKIP;
                    ev_drop <= 1'b1;
                    known[s_idx] <= 1'b1;
                    if (cfg_long_preamble && !s_long) begin
                        long_req[s_idx] <= 1'b1;
                        ev_long_req     <= 1'b1;
                    end
                end
            end else if (state == B_CELL) begin
                rx_valid <= 1'b1;
                rx_data  <= a_data[phase_q];
            end
            if (cfg_cache_clr) begin
                known    <= '0;
                long_req <= '0;
            end
        end
    end

    assign st_long_any = |long_req;

    // ---- debug read port ----
    // the phase only of a known entry: the table is not reset, and an entry not written since reset (or
    // since a cache clear) would show whatever the RAM holds (tb/common/test_x_reset.py)
    wire logic [IW-1:0] dbg_idx = dbg_src[IW-1:0];
    wire logic          dbg_ok  = known[dbg_idx] && (32'(dbg_src) < 32'(NSRC));
    always_ff @(posedge clk) begin
        dbg_phase <= dbg_ok ? tbl[dbg_idx] : '0;
        dbg_known <= dbg_ok;
        dbg_long  <= long_req[dbg_idx];
    end
endmodule

`default_nettype wire
