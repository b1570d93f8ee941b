// lp_tsync_slave: time-synchronisation slave of a NIC (Mercury 3.1: the arbiter synchronises every
// NIC by sequential two-way timestamp exchanges; then time is cut into equal slots).
//
// Time: `lt`, ns in fixed point Q48.32 (messages and status carry Q48.16, the 16 extra fraction bits
// are the fractional accumulator of the rate correction). Every clock adds NOM (CLK_PS in ns) plus the
// frequency correction `drift` (2^-32 ns per clock) plus the current phase slew step. The increment is
// pipelined (base_q = NOM + drift, slw_q = slew step, stp_q = step, inc_q = base_q + slw_q - stp_q): a
// correction decided in a clock is in the time 3 clocks later (docs/time-sync.md, "Time").
//
// Exchange (the messages travel in sync cells, lp_msg_t in the payload; docs/time-sync.md):
//   master -> SYNC(node, seq, ts = t1, arg = index k of the slot that starts LP_MSG_TX_LEAD clocks
//             after t1, locked = all slaves locked)   slave stamps t2 = arrival, in its own time
//   slave  -> DELAY_REQ(node, seq, ts = t3, arg = t2, locked = this slave's lock), sent at t3
//   master -> DELAY_RESP(node, seq, ts = t4)        t4 = arrival of DELAY_REQ in master time
//   offset = ((t2-t1) - (t4-t3)) / 2  (slave minus master),  delay = ((t2-t1) + (t4-t3)) / 2
// Transmit: the DELAY_REQ waits (S_SEND_REQ) for `tx_ready`, the cell transmitter's one-clock offer of
// the next slot to the master (the NIC raises it only for such slots), and is handed over (tx_valid)
// in the next clock; t3 is the time of that clock. The wait does not enter the formulas.
// Receive timestamps are the time of the clock edge that presents rx_valid minus rx_sub x word/2^SUB_BITS
// (the arrival position inside the word that a GT reports as the bit position of the sync pattern);
// without that information tie rx_sub to 2^(SUB_BITS-1) (mid-word estimate). Fixed transmit and
// receive pipeline latencies are the same at both ends (same RTL): they cancel in the offset and
// appear in the delay.
//
// Correction after each completed exchange with offset o:
//   - never timed yet, or |o| > cfg_step_thresh: STEP (time -= o at once, ev_step); the slot grid is
//     re-anchored from the SYNC: slot k starts at t1 + LP_MSG_TX_LEAD x NOM. With lock held, the
//     first such exchange is rejected as an outlier (ev_bad_msg, st_error[1], lock kept); only a
//     second one in a row steps (and drops lock).
//   - otherwise SLEW: the time is pulled by (o >> cfg_kp_shift) at most cfg_slew ns per clock, and the
//     frequency correction drift -= o' / (n x M) (M = own clocks between the midpoints of t2 and t3 of
//     the previous exchange and this one: o is the offset at that midpoint; o' = o plus the phase the
//     previous frequency update missed by landing after the previous midpoint; n = 1, 2, 3, ...
//     updates since the last step, at most 2^cfg_ki_shift: a running average, then an exponential
//     one; one exact sequential division), unless the previous slew was still running at t2.
//     Clamped to +-NOM/1024 (+-977 ppm).
//   - lock: a slewed exchange with |o| <= cfg_lock_thresh sets st_locked; a step, or no completed
//     exchange for cfg_sync_timeout clocks (ev_lost, st_error[2]) clears it. A missing DELAY_RESP
//     (cfg_resp_timeout clocks from the DELAY_REQ's hand-over, or a new SYNC first, also while the
//     DELAY_REQ still waits for its slot) is ev_timeout and st_error[0] and keeps the lock.
//     A completed exchange clears st_error.
// Slots: boundary k is at time k x (cfg_slot_words x NOM) - cfg_tx_advance on the master's time line;
// slot_start pulses on the clock edge nearest to a boundary (slot_phase = time of that edge minus the
// boundary, for sub-cycle edge placement). slot_word counts clocks since slot_start (saturating); with
// +-ppm clocks a slot is occasionally one clock shorter or longer than cfg_slot_words.
// Transmit advance (cfg_tx_advance, signed Q16.16 ns): the grid, and so everything the NIC sends in
// its slots, runs that much ahead of the synchronised time, so that a node on a longer fibre to the
// AWGR than the arbiter's has its light there on the same grid as every other node's (docs/time-sync.md,
// "Unequal fibres"). The time itself, the exchanges and their timestamps are not affected (a transmit
// timestamp is the hand-over clock, whenever that is). A change moves the grid at once (the slot
// timer realigns once).
// Bad input: a message for another node, a DELAY_RESP with the wrong seq or outside an exchange, a
// DELAY_REQ or type 0 is ignored and counted (ev_bad_msg); an exchange whose path delay comes out
// negative is rejected (ev_bad_msg, st_error[3]); so is a locked outlier (above). st_offset/st_delay
// show the last exchange with a non-negative delay.
`default_nettype none

`include "lp_assert.svh"

module lp_tsync_slave
    import lp_cell_pkg::*;
#(
    parameter int CLK_PS   = LP_CLK_PS,  // nominal clock period (ps); the line word time
    parameter int SUB_BITS = 6      // rx_sub resolution: word / 2**SUB_BITS
) (
    input  wire logic                        clk,
    input  wire logic                        rst,

    // configuration
    input  wire logic                        cfg_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]  cfg_node,
    input  wire logic [10:0]                 cfg_slot_words,    // < 2 is treated as LP_SLOT_WORDS
    input  wire logic [31:0]                 cfg_step_thresh,   // Q16.16 ns
    input  wire logic [31:0]                 cfg_lock_thresh,   // Q16.16 ns
    input  wire logic [15:0]                 cfg_slew,          // Q0.16 ns per clock
    input  wire logic [3:0]                  cfg_kp_shift,
    input  wire logic [3:0]                  cfg_ki_shift,
    input  wire logic [15:0]                 cfg_resp_timeout,  // clocks from DELAY_REQ hand-over to DELAY_RESP
    input  wire logic [31:0]                 cfg_sync_timeout,  // clocks without a completed exchange
    input  wire logic [15:0]                 cfg_coarse_lat,    // clocks from a SYNC's t1 to its arrival
                                                                // without the fibre; 0: no coarse set
    input  wire logic [31:0]                 cfg_tx_advance,    // signed Q16.16 ns: the slot grid runs ahead

    // messages from the master
    input  wire logic                        rx_valid,
    input  wire logic [1:0]                  rx_type,
    input  wire logic [LP_NODE_ID_BITS-1:0]  rx_node,
    input  wire logic [15:0]                 rx_seq,
    input  wire logic                        rx_locked,
    input  wire logic [63:0]                 rx_ts,
    input  wire logic [63:0]                 rx_arg,
    input  wire logic [SUB_BITS-1:0]         rx_sub,

    // slot offer of the cell transmitter: the next slot goes to the master (one clock)
    input  wire logic                        tx_ready,

    // messages to the master, handed over the clock after tx_ready
    output logic                             tx_valid,
    output logic [1:0]                       tx_type,
    output logic [LP_NODE_ID_BITS-1:0]       tx_node,
    output logic [15:0]                      tx_seq,
    output logic                             tx_locked,
    output logic [63:0]                      tx_ts,
    output logic [63:0]                      tx_arg,

    // corrected time and slots
    output logic [63:0]                      st_time,      // Q48.16 ns
    output logic                             slot_start,
    output logic [31:0]                      slot_idx,
    output logic [31:0]                      slot_next_idx,  // the index the next slot_start will carry (slot_idx takes it then)
    output logic [10:0]                      slot_word,
    output logic [31:0]                      slot_phase,   // signed Q16.16 ns

    // status
    output logic                             st_locked,
    output logic                             st_all_locked,
    output logic [31:0]                      st_offset,    // signed Q16.16 ns, last measured
    output logic [31:0]                      st_delay,     // Q16.16 ns, last measured
    output logic [31:0]                      st_drift,     // signed, 2^-32 ns per clock
    output logic [3:0]                       st_error,     // {bad delay, lost, offset step, timeout}
    output logic                             st_reacquire, // lost for a second cfg_sync_timeout

    // events (one-cycle pulses)
    output logic                             ev_exchange,
    output logic                             ev_timeout,
    output logic                             ev_lost,
    output logic                             ev_step,
    output logic                             ev_bad_msg
);
    if (CLK_PS < 1000 || CLK_PS > 100000) begin : g_bad_clk_ps
        $fatal(1, "lp_tsync_slave: CLK_PS=%0d out of range", CLK_PS);
    end
    if (SUB_BITS < 1 || SUB_BITS > 12) begin : g_bad_sub_bits
        $fatal(1, "lp_tsync_slave: SUB_BITS=%0d out of range", SUB_BITS);
    end

    localparam int IW = 80;  // Q48.32
    localparam logic [63:0]   NOM64 = (64'(CLK_PS) << 32) / 64'd1000;  // CLK_PS in 2^-32 ns
    localparam logic [IW-1:0] NOM  = IW'(NOM64);
    localparam logic [IW-1:0] HALF = NOM >> 1;
    localparam logic [IW-1:0] UI   = NOM >> SUB_BITS;
    localparam logic signed [IW-1:0] MAX_DRIFT = IW'(NOM >> 10);
    // slot k of a SYNC starts LP_MSG_TX_LEAD clocks after its hand-over t1 (master time, NOM per clock)
    localparam logic [IW-1:0] LEAD = NOM * IW'(LP_MSG_TX_LEAD);

    // a + b + c + cin with one carry chain: a carry-save stage (one LUT level) ahead of the adder
    function automatic logic [IW-1:0] add3(input logic [IW-1:0] a, input logic [IW-1:0] b,
                                           input logic [IW-1:0] c, input logic cin);
        logic [IW-1:0] x, k;
        x = a ^ b ^ c;
        k = {(a[IW-2:0] & b[IW-2:0]) | (a[IW-2:0] & c[IW-2:0]) | (b[IW-2:0] & c[IW-2:0]), cin};
        return x + k;
    endfunction
    // a + b + c + d + cin: two carry-save stages, one carry chain
    function automatic logic [IW-1:0] add4(input logic [IW-1:0] a, input logic [IW-1:0] b,
                                           input logic [IW-1:0] c, input logic [IW-1:0] d, input logic cin);
        logic [IW-1:0] x, k;
        x = a ^ b ^ c;
        k = {(a[IW-2:0] & b[IW-2:0]) | (a[IW-2:0] & c[IW-2:0]) | (b[IW-2:0] & c[IW-2:0]), cin};
        return add3(x, k, d, 1'b0);
    endfunction

    typedef enum logic [3:0] {S_IDLE, S_WAIT_SYNC, S_SEND_REQ, S_WAIT_RESP, S_CALC, S_EVAL, S_FREQ, S_APPLY,
                              S_RESYNC_CALC, S_RESYNC_EVAL, S_RESYNC_APPLY} state_e;
    state_e state;

    logic [IW-1:0] lt, lt_next, inc_q;
    logic [IW-1:0] base_q;     // NOM + drift
    logic [IW-1:0] slw_q;      // slew step, Q.32 ns
    logic [IW-1:0] stp_q;      // the step of a far exchange (one clock), Q.32 ns
    logic          step_q;     // stp_q carries a step
    logic          slew_q;     // slw_q carries a slew step
    logic [IW-1:0] coarse_add; // NOM x (cfg_coarse_lat + 1): the coarse set's latency (configuration)
    logic signed [31:0] drift;
    logic signed [39:0] slew_rem;
    logic signed [39:0] slew_step;

    // exchange registers
    logic [15:0] cur_seq;
    logic [63:0] t1, t3, d21, d43;
    logic [31:0] k1;
    logic        master_all;
    logic        slewing_at_t2;
    logic [31:0] since_ref, since_t2, m_lat, since_ok;
    logic [19:0] d32, d32_ref;  // clocks from t2 to t3 (the DELAY_REQ's wait) of this / the reference exchange
    logic [15:0] resp_timer;
    logic signed [63:0] theta, delta;
    logic signed [39:0] d_sat_q;  // 2 x offset, Q.16 ns, clamped
    logic signed [55:0] theta_f;  // offset for the frequency update, 2^-33 ns, lag-corrected (below)
    logic signed [26:0] dd_q;     // drift change of the last frequency update (0: none since the reference)
    logic [16:0]        lag_q;    // clocks from the reference exchange's midpoint to that change
    logic signed [44:0] lag_corr; // dd_q x lag_q, 2^-32 ns
    logic        have_time, have_ref, lost, outlier;
    logic        coarse_done, coarse_q;   // the coarse set at the first SYNC is done / happened last clock
    logic [15:0] fk;  // frequency updates since the last step (saturating)
    // evaluation stage (S_EVAL registers what S_APPLY decides on)
    logic [47:0] num_q, den_q;
    logic        neg_q;
    logic signed [39:0] slew_new;
    logic        over_q, within_q, bad_q;
    logic [31:0] offset_q, delay_q;

    // slot grid
    logic [10:0]   slot_words_q;
    logic [IW-1:0] slot_len;
    logic [IW-1:0] next_b;
    logic [IW-1:0] dist_q;  // lt - next_b while anchored: the grid's distance register (below)
    logic [IW-1:0] t1x_q;   // {t1, 16'd0} + LEAD: the anchor of slot k1 before the advance
    logic [31:0]   next_idx;
    assign slot_next_idx = next_idx;
    logic          anchored, catching;
    logic [IW-1:0] adv_q;   // cfg_tx_advance of the last clock, Q48.32 ns

    // ---------------------------------------------------------------- time base
    // lt advances by the registered increment inc_q = base_q + slw_q - stp_q, all registered: a drift, slew
    // step or step decided in clock c is in base_q/slw_q/stp_q at c+1, in inc_q at c+2 and in lt at c+3.
    // The slew step's clamp and the step's selection each end in their register, so the sum of the three
    // is one carry chain (carry-save ahead of it) in its own clock.
    // The slew still to go after this clock's step, slew_rem - slew_step, is selected beside the clamp from
    // sums of registers (the remaining slew -+ cfg_slew, or none), not subtracted behind it.
    logic signed [39:0] slew_left;
    always_comb begin
        slew_step = slew_rem;
        slew_left = '0;
        if (slew_rem > $signed({24'd0, cfg_slew})) begin
            slew_step = $signed({24'd0, cfg_slew});
            slew_left = slew_rem - $signed({24'd0, cfg_slew});
        end else if (slew_rem < -$signed({24'd0, cfg_slew})) begin
            slew_step = -$signed({24'd0, cfg_slew});
            slew_left = slew_rem + $signed({24'd0, cfg_slew});
        end
    end
    assign lt_next = lt + inc_q;

    // received timestamp: time of this edge minus the arrival position inside the word
    wire logic [IW-1:0] rx_stamp = lt - IW'(rx_sub) * UI;

    // ---------------------------------------------------------------- exchange evaluation
    // Frequency update: drift -= o / (n x M), M = own clocks between the midpoints (t2 + t3) / 2 of the
    // previous accepted exchange and this one (half-clock resolution, m_half below),
    // n = updates since the last step + 1, at most 2^cfg_ki_shift: a running average of the per-interval
    // frequency measurements (their timestamp noise telescopes: the error falls as 1/(n x M)), then an
    // exponential one. One exact sequential division (48 clocks) per exchange.
    wire logic [16:0] fk1    = 17'(fk) + 1'b1;
    wire logic [16:0] n_max  = 17'(1) << cfg_ki_shift;
    wire logic [15:0] n_gain = 16'((fk1 < n_max) ? fk1 : n_max);
    logic [47:0] div_num, div_den, div_q;
    logic [47:0] div_rem;
    logic [5:0]  div_cnt;
    logic        div_busy, div_done, div_neg;
    wire logic [48:0] div_sh = {div_rem, div_num[47]};
    wire logic        div_ge = div_sh >= {1'b0, div_den};

    wire logic signed [63:0]   abs_theta = theta[63] ? -theta : theta;
    wire logic signed [63:0]   theta_kp  = theta >>> cfg_kp_shift;
    wire logic signed [49:0]   drift_raw = div_neg ? 50'(signed'(drift)) + 50'(div_q)
                                                   : 50'(signed'(drift)) - 50'(div_q);
    // the update in three clocks after div_done: the sum, its clamp into drift, the change dd_q
    logic signed [49:0]        draw_q;      // drift_raw of the last clock with div_done
    logic signed [31:0]        drift_prev;  // drift before the update
    logic                      upd_sat, upd_dd;
    wire logic signed [31:0]   drift_new = (draw_q > 50'(MAX_DRIFT)) ? 32'(MAX_DRIFT)
                                         : (draw_q < -50'(MAX_DRIFT)) ? 32'(-MAX_DRIFT) : 32'(draw_q);
    wire logic freq_upd    = have_ref && !slewing_at_t2 && den_q != '0;
    wire logic do_step     = !have_time || over_q;
    wire logic outlier_now = st_locked && over_q && !outlier;

    function automatic logic [31:0] sat_s32(input logic signed [63:0] v);
        if (v > 64'sh7FFF_FFFF) return 32'h7FFF_FFFF;
        if (v < -64'sh8000_0000) return 32'h8000_0000;
        return v[31:0];
    endfunction

    function automatic logic [31:0] sat_u32(input logic signed [63:0] v);
        if (v < 0) return '0;
        if (v > 64'sh0000_0000_FFFF_FFFF) return 32'hFFFF_FFFF;
        return v[31:0];
    endfunction

    function automatic logic [31:0] sat_inc(input logic [31:0] v);
        return (v == '1) ? v : v + 1'b1;
    endfunction

    // M in half clocks: the offset of an exchange is the offset at the midpoint of t2 and t3, and the
    // DELAY_REQ waits a varying time for its slot, so M runs from midpoint to midpoint:
    // 2 x M = 2 x (clocks between the t2s) + (t3 - t2) - (t3 - t2 of the reference exchange)
    wire logic signed [34:0] m_half_raw = $signed({2'b00, m_lat, 1'b0}) + $signed({15'd0, d32}) -
                                          $signed({15'd0, d32_ref});
    wire logic [31:0] m_half = (m_half_raw < 0) ? '0 : (m_half_raw > 35'sh0_FFFF_FFFF) ? '1 : m_half_raw[31:0];

    // Lag correction: o is the phase change over M, but the frequency update of the reference exchange
    // only took effect lag_q clocks after its midpoint (the DELAY_RESP comes up to a cycle or two
    // later, then the division), so that part of M ran with the drift before the change dd_q:
    // o + dd_q x lag_q is the phase change at the current drift (what the running average needs).
    // Time of the change: drift is taken 2 clocks after div_done (sum, then clamp), is in base_q one
    // clock later and in inc_q one more, so the slave's time runs with it from 4 clocks after div_done.
    // (dd_q is at most 2 x MAX_DRIFT < 2^26; lag_q saturates at 2^17 - 1 clocks, 0.8 ms at 6.4 ns)
    wire logic [32:0] lag_half = 33'({since_t2, 1'b0}) + 33'd8 - 33'(d32_ref);
    wire logic [16:0] lag_now  = (lag_half[32:18] != '0) ? '1 : lag_half[17:1];
    // 2 x offset in Q.16 ns, clamped to +-(2^38 - 1) (the numerator saturates far below that anyway)
    wire logic signed [64:0] d_diff = $signed({d21[63], d21}) - $signed({d43[63], d43});
    wire logic               d_ovf  = (d_diff[64:38] != '0) && (d_diff[64:38] != '1);
    wire logic signed [39:0] d_sat  = !d_ovf ? d_diff[39:0] : d_diff[64] ? -40'sh3F_FFFF_FFFF : 40'sh3F_FFFF_FFFF;
    wire logic signed [55:0] abs_theta_f = theta_f[55] ? -theta_f : theta_f;

    // message decode
    wire logic rx_mine  = rx_valid && (rx_node == cfg_node);
    wire logic rx_sync  = rx_mine && rx_type == LP_SYNC_TYPE_SYNC;
    wire logic rx_resp  = rx_mine && rx_type == LP_SYNC_TYPE_DELAY_RESP && state == S_WAIT_RESP &&
                          rx_seq == cur_seq;
    wire logic rx_bad   = cfg_en && rx_valid && !rx_sync && !rx_resp;
    wire logic in_eval  = state == S_CALC || state == S_EVAL || state == S_FREQ || state == S_APPLY ||
                          state == S_RESYNC_CALC || state == S_RESYNC_EVAL || state == S_RESYNC_APPLY;

    // Coarse set: the first SYNC after reset (no exchange completed yet) sets the time to t1 + the
    // nominal latency and anchors the slot grid, without an exchange. Until then the grid is unrelated
    // to the master's, so this node's DELAY_REQ would leave in a slot the master does not expect it in;
    // after it the grid is off by the fibre delay only and the first exchange can complete (and steps).
    wire logic coarse_now = cfg_en && rx_sync && !in_eval && !have_time && !coarse_done && (cfg_coarse_lat != '0);
    wire logic apply_ok   = cfg_en && (state == S_APPLY) && !bad_q && !outlier_now;
    wire logic apply_step = apply_ok && do_step;
    // Re-set after a loss: a SYNC whose t2 - t1 differs from the last measured delay by more than
    // cfg_step_thresh (the master restarted with a new time and grid) steps the time to t1 + that delay
    // and anchors the grid from the SYNC before this exchange's DELAY_REQ leaves; on the old grid it
    // would reach the master in a slot its receive schedule gives to another node, every time.
    wire logic resync_now = cfg_en && (state == S_RESYNC_APPLY) && over_q;
    wire logic reanchor   = (apply_ok && (do_step || !anchored)) || resync_now;
    // A grid dropped by a slot-length change while the time is still good is anchored again from the next
    // SYNC's (t1, k1) (taken in that clock), as an exchange would do, without waiting for the exchange: the
    // DELAY_REQ of that exchange leaves in this node's slots, and on a grid left running at the old phase it
    // can miss the master's receive schedule every time, so the exchange would never complete.
    logic      sync_anchor_q;
    // The grid is anchored in the clock after reanchor, so that its catch-up compares against a time
    // that already has the step (in lt_next 2 clocks after the decision).
    logic      reanchor_q;

    always_ff @(posedge clk) begin
        ev_exchange <= 1'b0;
        ev_timeout  <= 1'b0;
        ev_lost     <= 1'b0;
        ev_step     <= 1'b0;
        ev_bad_msg  <= rx_bad;
        tx_valid    <= 1'b0;
        if (rst) begin
            state         <= S_IDLE;
            lt            <= '0;
            inc_q         <= NOM;
            base_q        <= NOM;
            slw_q         <= '0;
            stp_q         <= '0;
            step_q        <= 1'b0;
            slew_q        <= 1'b0;
            coarse_add    <= NOM;
            drift         <= '0;
            slew_rem      <= '0;
            cur_seq       <= '0;
            t1            <= '0;
            t1x_q         <= LEAD;
            t3            <= '0;
            d21           <= '0;
            d43           <= '0;
            k1            <= '0;
            master_all    <= 1'b0;
            slewing_at_t2 <= 1'b0;
            since_ref     <= '0;
            since_t2      <= '0;
            m_lat         <= '0;
            d32           <= '0;
            d32_ref       <= '0;
            since_ok      <= '0;
            resp_timer    <= '0;
            theta         <= '0;
            delta         <= '0;
            d_sat_q       <= '0;
            theta_f       <= '0;
            dd_q          <= '0;
            draw_q        <= '0;
            drift_prev    <= '0;
            upd_sat       <= 1'b0;
            upd_dd        <= 1'b0;
            lag_q         <= '0;
            lag_corr      <= '0;
            num_q         <= '0;
            den_q         <= '0;
            neg_q         <= 1'b0;
            div_num       <= '0;
            div_den       <= '0;
            div_q         <= '0;
            div_rem       <= '0;
            div_cnt       <= '0;
            div_busy      <= 1'b0;
            div_done      <= 1'b0;
            div_neg       <= 1'b0;
            slew_new      <= '0;
            over_q        <= 1'b0;
            within_q      <= 1'b0;
            bad_q         <= 1'b0;
            offset_q      <= '0;
            delay_q       <= '0;
            have_time     <= 1'b0;
            coarse_done   <= 1'b0;
            have_ref      <= 1'b0;
            lost          <= 1'b0;
            outlier       <= 1'b0;
            fk            <= '0;
            st_locked     <= 1'b0;
            st_offset     <= '0;
            st_delay      <= '0;
            st_error      <= '0;
            tx_type       <= '0;
            tx_node       <= '0;
            tx_seq        <= '0;
            tx_locked     <= 1'b0;
            tx_ts         <= '0;
            tx_arg        <= '0;
            ev_bad_msg    <= 1'b0;
        end else begin
            // time: nominal + frequency correction + slew step, + the step of a far exchange
            lt       <= coarse_now ? ({rx_ts, 16'd0} + coarse_add) : lt_next;
            base_q   <= NOM + IW'(signed'(drift));
            slw_q    <= IW'(signed'(slew_step)) << 16;
            stp_q    <= (apply_step || resync_now) ? (IW'(signed'(theta)) << 16) : '0;
            step_q   <= apply_step || resync_now;
            slew_q   <= slew_step != '0;
            inc_q    <= add3(base_q, slw_q, ~stp_q, 1'b1);
            coarse_add <= NOM * IW'(17'(cfg_coarse_lat) + 17'd1);
            slew_rem <= slew_left;

            // frequency update: restoring division, one quotient bit per clock, then drift
            div_done <= 1'b0;
            if (div_busy) begin
                div_rem <= div_ge ? 48'(div_sh - {1'b0, div_den}) : div_sh[47:0];
                div_q   <= {div_q[46:0], div_ge};
                div_num <= div_num << 1;
                div_cnt <= div_cnt - 1'b1;
                if (div_cnt == '0) begin
                    div_busy <= 1'b0;
                    div_done <= 1'b1;
                end
            end
            upd_sat <= div_done;
            upd_dd  <= upd_sat;
            if (div_done) begin
                draw_q <= drift_raw;
                lag_q  <= lag_now;
            end
            if (upd_sat) begin
                drift      <= drift_new;
                drift_prev <= drift;
            end
            if (upd_dd) dd_q <= 27'(33'(drift) - 33'(drift_prev));
            lag_corr <= dd_q * $signed({1'b0, lag_q});

            if (since_ref != '1) since_ref <= since_ref + 1'b1;
            if (since_t2 != '1)  since_t2  <= since_t2 + 1'b1;
            if (since_ok != '1)  since_ok  <= since_ok + 1'b1;

            // loss of sync: no completed exchange for cfg_sync_timeout clocks
            if (cfg_en && !lost && since_ok >= cfg_sync_timeout) begin
                lost        <= 1'b1;
                st_locked   <= 1'b0;
                st_error[2] <= 1'b1;
                ev_lost     <= 1'b1;
            end

            if (!cfg_en) begin
                state     <= S_IDLE;
                st_locked <= 1'b0;
                since_ok  <= '0;
                lost      <= 1'b0;
            end else if (coarse_now) begin
                t1          <= rx_ts;
                t1x_q       <= {rx_ts, 16'd0} + LEAD;
                k1          <= rx_arg[31:0];
                master_all  <= rx_locked;
                coarse_done <= 1'b1;
                state       <= S_WAIT_SYNC;   // this SYNC's t2 was taken on the old time: no exchange
            end else if (rx_sync && !in_eval) begin
                // a SYNC (re)starts an exchange in any state but the evaluation cycles
                if (state == S_WAIT_RESP || state == S_SEND_REQ) begin
                    ev_timeout  <= 1'b1;  // the previous exchange never completed
                    st_error[0] <= 1'b1;
                end
                cur_seq       <= rx_seq;
                t1            <= rx_ts;
                t1x_q         <= {rx_ts, 16'd0} + LEAD;
                d21           <= rx_stamp[IW-1:16] - rx_ts;
                k1            <= rx_arg[31:0];
                master_all    <= rx_locked;
                slewing_at_t2 <= (slew_rem != '0) || slew_q;  // a step in stp_q lands after t2
                m_lat         <= since_ref;
                since_t2      <= 32'd1;
                // lost with a time: first check the SYNC against it (re-set above)
                state         <= (lost && have_time) ? S_RESYNC_CALC : S_SEND_REQ;
            end else begin
                unique case (state)
                    S_IDLE: state <= S_WAIT_SYNC;
                    S_WAIT_SYNC: ;
                    S_RESYNC_CALC: begin
                        theta <= 64'($signed({d21[63], d21}) - $signed({33'd0, st_delay}));
                        state <= S_RESYNC_EVAL;
                    end
                    S_RESYNC_EVAL: begin
                        over_q <= abs_theta > $signed({32'd0, cfg_step_thresh});
                        state  <= S_RESYNC_APPLY;
                    end
                    S_RESYNC_APPLY: begin
                        state <= S_SEND_REQ;
                        if (over_q) begin
                            ev_step  <= 1'b1;
                            d21      <= d21 - theta;   // t2 on the new time: t1 + the delay
                            slew_rem <= '0;
                            fk       <= '0;
                            have_ref <= 1'b0;          // no frequency update across the re-set
                            div_busy <= 1'b0;
                            div_done <= 1'b0;
                            upd_sat  <= 1'b0;
                            upd_dd   <= 1'b0;
                        end
                    end
                    S_SEND_REQ: begin
                        // wait for the next slot to the master; hand over in the clock after tx_ready,
                        // not while a re-set's step is in stp_q (t3 would miss it: t2 has it)
                        if (tx_ready && !step_q) begin
                            tx_valid   <= 1'b1;
                            tx_type    <= LP_SYNC_TYPE_DELAY_REQ;
                            tx_node    <= cfg_node;
                            tx_seq     <= cur_seq;
                            tx_locked  <= st_locked;
                            tx_ts      <= lt_next[IW-1:16];              // t3: time of the tx_valid cycle
                            tx_arg     <= d21 + t1;                      // t2
                            t3         <= lt_next[IW-1:16];
                            // t3 - t2 in clocks (saturating)
                            d32        <= (since_t2 >= 32'h000F_FFFF) ? '1 : since_t2[19:0] + 1'b1;
                            resp_timer <= '0;                            // the response timeout starts now
                            state      <= S_WAIT_RESP;
                        end
                    end
                    S_WAIT_RESP: begin
                        if (rx_resp) begin
                            d43   <= rx_ts - t3;
                            state <= S_CALC;
                        end else if (resp_timer >= cfg_resp_timeout) begin
                            ev_timeout  <= 1'b1;
                            st_error[0] <= 1'b1;
                            state       <= S_WAIT_SYNC;
                        end else begin
                            resp_timer <= resp_timer + 1'b1;
                        end
                    end
                    S_CALC: begin
                        theta  <= 64'(($signed({d21[63], d21}) - $signed({d43[63], d43})) >>> 1);
                        delta  <= 64'(($signed({d21[63], d21}) + $signed({d43[63], d43})) >>> 1);
                        d_sat_q <= d_sat;
                        state  <= S_EVAL;
                    end
                    S_EVAL: begin
                        over_q   <= abs_theta > $signed({32'd0, cfg_step_thresh});
                        within_q <= abs_theta <= $signed({32'd0, cfg_lock_thresh});
                        bad_q    <= delta[63];
                        theta_f  <= (56'(d_sat_q) <<< 16) + (56'(lag_corr) <<< 1);
                        den_q    <= 48'(n_gain) * 48'(m_half);
                        slew_new <= 40'(-theta_kp);
                        offset_q <= sat_s32(theta);
                        delay_q  <= sat_u32(delta);
                        state    <= S_FREQ;
                    end
                    S_FREQ: begin
                        num_q <= (abs_theta_f[55:48] != '0) ? '1 : abs_theta_f[47:0];
                        neg_q <= theta_f[55];
                        state <= S_APPLY;
                    end
                    S_APPLY: begin
                        state <= S_WAIT_SYNC;
                        if (bad_q) begin
                            ev_bad_msg  <= 1'b1;
                            st_error[3] <= 1'b1;
                        end else if (outlier_now) begin
                            // locked, and one exchange says the time is far off: do not trust it
                            // yet (a second one in a row steps)
                            st_offset   <= offset_q;
                            st_delay    <= delay_q;
                            outlier     <= 1'b1;
                            ev_bad_msg  <= 1'b1;
                            st_error[1] <= 1'b1;
                        end else begin
                            st_offset   <= offset_q;
                            st_delay    <= delay_q;
                            outlier     <= 1'b0;
                            ev_exchange <= 1'b1;
                            since_ok    <= '0;
                            lost        <= 1'b0;
                            since_ref   <= sat_inc(since_t2);  // clocks since t2, from the next clock
                            d32_ref     <= d32;
                            dd_q        <= '0;  // set again when this exchange's frequency update lands
                            have_ref    <= 1'b1;
                            if (do_step) begin
                                ev_step   <= 1'b1;
                                st_error  <= {2'b00, have_time && st_locked, 1'b0};
                                st_locked <= 1'b0;
                                have_time <= 1'b1;
                                slew_rem  <= '0;
                                fk        <= '0;
                                div_busy  <= 1'b0;  // a running frequency update is void
                                div_done  <= 1'b0;
                                upd_sat   <= 1'b0;
                                upd_dd    <= 1'b0;
                            end else begin
                                st_error <= '0;
                                slew_rem <= slew_new;
                                if (freq_upd) begin
                                    div_busy <= 1'b1;
                                    div_cnt  <= 6'd47;
                                    div_num  <= num_q;
                                    div_den  <= den_q;
                                    div_rem  <= '0;
                                    div_q    <= '0;
                                    div_neg  <= neg_q;
                                    if (fk != '1) fk <= fk + 1'b1;
                                end
                                if (within_q) st_locked <= 1'b1;
                            end
                        end
                    end
                    default: state <= S_IDLE;
                endcase
            end
        end
    end

    // ---------------------------------------------------------------- slot grid
    // The distance of the next boundary is a register, dist_q = lt - next_b (kept while anchored), moved by
    // the increment that moves lt and by whatever moves next_b. The distance at this clock's next edge,
    // bdiff = lt_next - next_b = dist_q + inc_q, and its comparisons with +-half a clock are then each one
    // adder from registers, side by side, and the next distance is one of a few sums computed beside them,
    // so the clock's decision is one carry chain deep (docs/time-sync.md, "Slot grid"). next_b itself is
    // what the assertions check the distance against; nothing else reads it (synthesis drops it).
    wire logic [10:0]   sw        = (cfg_slot_words < 11'd2) ? 11'(LP_SLOT_WORDS) : cfg_slot_words;
    wire logic [IW-1:0] adv       = {{(IW-48){cfg_tx_advance[31]}}, cfg_tx_advance, 16'd0};  // Q48.32, signed

    localparam logic [IW-1:0] NEG_HALF = -HALF;
    wire logic [IW-1:0] bdiff   = dist_q + inc_q;                             // lt_next - next_b
    wire logic [IW-1:0] bd_lo   = add3(dist_q, inc_q, NEG_HALF, 1'b0);        // bdiff - HALF
    wire logic [IW-1:0] bd_hi   = add3(dist_q, inc_q, HALF, 1'b0);            // bdiff + HALF
    // the next distance when next_b moves by a slot / by the advance's change / to a new anchor
    wire logic [IW-1:0] dist_sl  = add3(dist_q, inc_q, ~slot_len, 1'b1);      // bdiff - slot_len
    wire logic [IW-1:0] dist_adv = add4(dist_q, inc_q, ~adv_q, adv, 1'b1);    // bdiff - (adv_q - adv)
    wire logic [IW-1:0] dist_anc = add4(lt, inc_q, ~t1x_q, adv, 1'b1);        // lt_next - (t1x_q - adv)
    // signed bdiff >= HALF and >= -HALF, exact: bdiff's sign decides first, so bdiff -+ HALF cannot wrap
    wire logic          late      = !bdiff[IW-1] && !bd_lo[IW-1];
    wire logic          near      = !bdiff[IW-1] || !bd_hi[IW-1];
    wire logic          hit       = anchored && !catching && !reanchor && !reanchor_q && !coarse_q && (slot_words_q == sw) &&
                                    (adv_q == adv) && near;

    always_ff @(posedge clk) begin
        slot_start <= 1'b0;
        coarse_q   <= coarse_now && !rst;
        reanchor_q <= reanchor && !rst;
        sync_anchor_q <= !rst && cfg_en && rx_sync && !in_eval && !coarse_now && have_time && !anchored &&
                         (slot_words_q == sw);
        if (rst) begin
            slot_words_q <= '0;
            adv_q        <= '0;
            slot_len     <= '0;
            next_b       <= '0;
            dist_q       <= '0;
            next_idx     <= '0;
            anchored     <= 1'b0;
            catching     <= 1'b0;
            slot_idx     <= '0;
            slot_word    <= '0;
            slot_phase   <= '0;
        end else begin
            slot_words_q <= sw;
            adv_q        <= adv;
            slot_len     <= NOM * IW'(sw);
            dist_q       <= bdiff;  // lt moves on, next_b stays
            if (slot_words_q != sw) begin
                anchored <= 1'b0;  // slot length changed: wait for the next exchange to re-anchor
                catching <= 1'b0;
            end else if (reanchor_q || coarse_q || sync_anchor_q) begin
                next_b   <= {t1, 16'd0} + LEAD - adv;  // boundary of slot k1 in master time, advanced
                dist_q   <= dist_anc;
                next_idx <= k1;
                anchored <= 1'b1;
                catching <= 1'b1;
            end else if (adv_q != adv) begin
                next_b   <= next_b + adv_q - adv;       // the advance changed: move the grid at once
                dist_q   <= dist_adv;
                catching <= anchored;                   // (boundaries now in the past are passed over)
            end else if (catching) begin
                if (late) begin
                    next_b   <= next_b + slot_len;
                    dist_q   <= dist_sl;
                    next_idx <= next_idx + 1'b1;
                end else begin
                    catching <= 1'b0;
                end
            end else if (hit) begin
                slot_start <= 1'b1;
                slot_idx   <= next_idx;
                slot_phase <= bdiff[47:16];
                next_b     <= next_b + slot_len;
                dist_q     <= dist_sl;
                next_idx   <= next_idx + 1'b1;
            end
            if (hit) slot_word <= '0;
            else if (slot_word != '1) slot_word <= slot_word + 1'b1;
        end
    end

    // Re-acquisition: a loss that lasts another cfg_sync_timeout (no exchange completed for twice the
    // timeout) is taken as a master that may have restarted on a new grid: the NIC then expects the
    // master in every slot (acquire) until an exchange completes. A shorter pause keeps the receive
    // schedule on the held-over grid, so cells from the other nodes are not refused meanwhile.
    always_ff @(posedge clk) begin
        if (rst) st_reacquire <= 1'b0;
        else     st_reacquire <= cfg_en && lost && (st_reacquire || (33'(since_ok) >= {cfg_sync_timeout, 1'b0}));
    end

    assign st_time       = lt[IW-1:16];
    assign st_drift      = drift;
    assign st_all_locked = st_locked && master_all;

    wire logic unused_ok = &{1'b0, rx_arg[63:32], bdiff[IW-2:48], bdiff[15:0], bd_lo[IW-2:0], bd_hi[IW-2:0],
                               rx_stamp[15:0], lag_half[0]};

    // ---------------------------------------------------------------- assertions
`ifndef SYNTHESIS
    // the one-clock increment formula, whose value the pipeline delivers in inc_q 2 clocks later
    wire logic [IW-1:0] inc_ref = NOM + IW'(signed'(drift)) + (IW'(signed'(slew_step)) << 16)
                                  - ((apply_step || resync_now) ? (IW'(signed'(theta)) << 16) : '0);
`endif
    `LP_ASSERT(a_inc_pipe, clk, rst, $past(rst) || $past(rst, 2) || inc_q == $past(inc_ref, 2))
    `LP_ASSERT(a_base, clk, rst, $past(rst) || base_q == NOM + IW'(signed'($past(drift))))
    // the increment's terms: the step register holds a step only in its one clock, the slew register a step
    // exactly when the slew is running
    `LP_ASSERT(a_slew_left, clk, rst, slew_left == slew_rem - slew_step)
    `LP_ASSERT(a_stp_once, clk, rst, step_q || stp_q == '0)
    `LP_ASSERT(a_slw_flag, clk, rst, slew_q == (slw_q != '0))
    // a step is subtracted in exactly one clock's increment
    `LP_ASSERT(a_step_once, clk, rst, !(step_q && $past(step_q)))
    // t3 is taken only once the time has its step
    `LP_ASSERT(a_t3_after_step, clk, rst, !tx_valid || !$past(step_q))
    // the grid's distance register is the time minus the next boundary whenever the grid is anchored (a
    // coarse set moves lt alone, but only before any anchor), and so are its comparisons
    `LP_ASSERT(a_t1x, clk, rst, (t1x_q == {t1, 16'd0} + LEAD))
    `LP_ASSERT(a_coarse_unanchored, clk, rst, !coarse_now || (!anchored && !reanchor_q && !sync_anchor_q))
    `LP_ASSERT(a_catch_anchored, clk, rst, !catching || anchored)
    `LP_ASSERT(a_grid_dist, clk, rst, !anchored || dist_q == lt - next_b)
    `LP_ASSERT(a_grid_cmp, clk, rst, !anchored ||
                                     (late == ($signed(lt_next - next_b) >= $signed(HALF)) &&
                                      near == ($signed(lt_next - next_b) >= -$signed(HALF))))
    `LP_ASSERT(a_drift_clamped, clk, rst, $signed(IW'(signed'(drift))) <= MAX_DRIFT &&
                                          $signed(IW'(signed'(drift))) >= -MAX_DRIFT)
endmodule

`default_nettype wire
