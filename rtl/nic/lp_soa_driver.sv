// lp_soa_driver: gates the SOA-switched tunable laser of the OTS port (docs/soa-driver.md).
//
// The transmitter is NUM_WL fixed lasers, each gated by an SOA; the wavelength lit in a slot picks
// the destination through the AWGR. Per slot the slot engine says which wavelength (if any) must
// emit; the driver pre-tunes (laser bias on cfg_pretune cycles before the slot, SOA still off) and
// switches break-before-make: the old SOA goes off at the slot boundary, the new one comes on after
// at least cfg_dead_time dark sub-cycle units, with its rising edge at sub-cycle cfg_edge_offset.
//
// Output timing: every output is a flop; the outputs seen after clock edge t reflect the inputs
// sampled at edge t (latency 1, like lp_cell_tx's line outputs). soa_ser[k] is the OSERDES pattern of
// SOA k for the cycle, bit 0 first in time; soa_en[k] = |soa_ser[k] in the same cycle.
//
// Interlock (structural): each cycle the driver computes ONE wavelength index and ONE bit mask;
// soa_ser[k] = (k == index) ? mask : 0. No input or configuration can light two SOAs in one cycle or
// at one sub-cycle position. A force mask with two or more bits set is refused (all dark), counted
// (ev_interlock, once per refused request value) and latched (st_interlock).
// Alarms (st_interlock, st_watchdog, st_fault), the synchronised fault input and cfg_enable = 0 blank
// every laser_en and soa_en. After a blank the slot path waits for the next slot_start.
// fault_in -> dark: outputs are dark from the 3rd rising clk edge after fault_in rises (2 synchroniser
// flops + the output flop), 4 edges if the first sampling edge goes metastable.
// Assertions (docs/formal.md; proved by tb/formal/lp_soa_driver.sby): the rules above on the outputs,
// checked against an output-side model (a_* below), and the invariants tying the state to the outputs.
`default_nettype none
`include "lp_assert.svh"

module lp_soa_driver #(
    parameter int NUM_WL = 8,  // lasers/SOAs (wavelengths), 2..32
    parameter int OSR    = 8   // serializer bits per clock cycle (OSERDES ratio), 4 or 8
) (
    input  wire logic                       clk,
    input  wire logic                       rst,
    // request side (slot engine)
    input  wire logic                       slot_start,      // first word of a slot (held high while the timer idles: fine)
    input  wire logic                       slot_on,         // sampled at slot_start: emit in this slot
    input  wire logic [7:0]                 slot_wl,         // sampled at slot_start: wavelength (RR_TABLE.wl); >= NUM_WL: dark, ev_bad_req
    input  wire logic                       next_valid,      // during a slot: the next slot emits on next_wl
    input  wire logic [7:0]                 next_wl,
    // configuration (registers)
    input  wire logic                       cfg_enable,      // 0: everything dark
    input  wire logic [7:0]                 cfg_pretune,     // cycles a laser is on before its SOA may open
    input  wire logic [7:0]                 cfg_dead_time,   // dark sub-cycle units (1/OSR cycle) before any SOA opens
    input  wire logic [2:0]                 cfg_edge_offset, // sub-cycle position of a rising edge; >= OSR acts as OSR-1
    input  wire logic [15:0]                cfg_max_on,      // watchdog: max continuous on-cycles of one SOA; 0 = off
    input  wire logic                       cfg_force_en,    // bring-up: cfg_force_mask replaces the slot engine
    input  wire logic [NUM_WL-1:0]          cfg_force_mask,  // one bit: that SOA on; zero: dark; >= 2 bits: refused
    input  wire logic                       cfg_alarm_clear, // clears latched alarms whose cause is gone
    // fault input from the laser/SOA driver board (asynchronous to clk)
    input  wire logic                       fault_in,
    // to the optics
    output logic      [NUM_WL-1:0]          laser_en,        // laser diode bias enables
    output logic      [NUM_WL-1:0]          soa_en,          // cycle-level SOA gates (= OR of the cycle's soa_ser bits)
    output logic      [NUM_WL-1:0][OSR-1:0] soa_ser,         // per-cycle OSERDES pattern per SOA, bit 0 first in time
    // ILA bundle
    output logic      [7:0]                 dbg_wl,          // wavelength lit or being brought up, else 0
    output logic      [NUM_WL-1:0]          dbg_soa_en,      // copy of soa_en for the ILA probe
    output logic      [2:0]                 dbg_state,       // DBG_* below
    // events (1-cycle pulses, aligned with the output cycle they describe) and status
    output logic                            ev_interlock,    // a new refused force request (>= 2 bits)
    output logic                            ev_watchdog,     // an SOA was blanked by the max-on watchdog
    output logic                            ev_fault,        // synchronised fault_in rose
    output logic                            ev_bad_req,      // slot_start with slot_on and slot_wl >= NUM_WL
    output logic                            ev_pretune_late, // a cycle a slot's SOA stayed dark waiting for its laser
    output logic                            st_interlock,
    output logic                            st_watchdog,
    output logic                            st_fault,
    output logic                            st_fault_in      // synchronised fault_in level (can st_fault be cleared yet?)
);
    if (NUM_WL < 2 || NUM_WL > 32) begin : g_bad_num_wl
        $fatal(1, "lp_soa_driver: NUM_WL=%0d must be 2..32", NUM_WL);
    end
    if (OSR != 4 && OSR != 8) begin : g_bad_osr
        $fatal(1, "lp_soa_driver: OSR=%0d must be 4 or 8", OSR);
    end

    localparam int WLB = $clog2(NUM_WL);          // wavelength index bits
    localparam int SCW = 12;                       // slot position / period counter bits
    localparam logic [SCW-1:0] SC_MAX = '1;
    localparam logic [8:0]  DARK_SAT = 9'd256;     // > any cfg_dead_time
    localparam logic [15:0] ON_MAX   = '1;
    localparam logic [7:0]  LCNT_MAX = '1;         // >= any cfg_pretune

    // dbg_state encoding (documented in docs/soa-driver.md)
    localparam logic [2:0] DBG_DISABLED = 3'd0;    // cfg_enable = 0
    localparam logic [2:0] DBG_DARK     = 3'd1;    // no wavelength requested
    localparam logic [2:0] DBG_DEAD     = 3'd2;    // requested, waiting for the dead time
    localparam logic [2:0] DBG_TUNE     = 3'd3;    // requested, waiting for the laser's pre-tune time
    localparam logic [2:0] DBG_ON       = 3'd4;    // an SOA is on
    localparam logic [2:0] DBG_ALARM    = 3'd5;    // interlock or watchdog: dark until cfg_alarm_clear
    localparam logic [2:0] DBG_FAULT    = 3'd6;    // fault input or st_fault: dark

    // ------------------------------------------------------------------ fault input
    logic fault_s, fault_s_q;
    lp_sync_bit #(.WIDTH(1), .STAGES(2)) u_fault_sync (.clk(clk), .d(fault_in), .q(fault_s));
    assign st_fault_in = fault_s_q;

    // ------------------------------------------------------------------ state
    logic                  slot_tgt_on_q;          // slot engine target, held between slot_starts
    logic [WLB-1:0]        slot_tgt_wl_q;
    logic                  seen_start_q;
    logic [SCW-1:0]        slot_cnt_q;             // cycles since the last slot_start
    logic [SCW-1:0]        period_q;               // length of the last complete slot; 0 = unknown
    logic                  cur_on_q;               // an SOA was on in the last output cycle
    logic [WLB-1:0]        cur_wl_q;
    logic [8:0]            dark_q;                 // dark sub-cycle units at the end of the last cycle (saturating)
    logic [15:0]           on_cnt_q;               // continuous on-cycles of the current SOA
    logic [7:0]            laser_cnt_q [NUM_WL];   // continuous on-cycles of each laser (saturating)
    logic                  bad_q;                  // a refused force request was present last cycle
    logic [NUM_WL-1:0]     bad_mask_q;

    // ------------------------------------------------------------------ request decode
    logic                  slot_wl_ok, next_wl_ok;
    logic                  force_one, force_many;
    logic [WLB-1:0]        force_wl;
    logic                  tgt_on;                 // effective target of this cycle
    logic [WLB-1:0]        tgt_wl;
    logic                  blank;                  // nothing may be lit this cycle
    logic                  want;

    assign slot_wl_ok = (slot_wl < 8'(NUM_WL));
    assign next_wl_ok = (next_wl < 8'(NUM_WL));
    assign force_many = |(cfg_force_mask & (cfg_force_mask - 1'b1));
    assign force_one  = (cfg_force_mask != '0) && !force_many;

    always_comb begin
        force_wl = '0;
        for (int k = 0; k < NUM_WL; k++)
            if (cfg_force_mask[k]) force_wl = WLB'(k);
    end

    wire logic bad_force = cfg_force_en && force_many;

    always_comb begin
        if (cfg_force_en) begin
            tgt_on = force_one;
            tgt_wl = force_wl;
        end else if (slot_start) begin
            tgt_on = slot_on && slot_wl_ok;
            tgt_wl = slot_wl[WLB-1:0];
        end else begin
            tgt_on = slot_tgt_on_q;
            tgt_wl = slot_tgt_wl_q;
        end
    end

    assign blank = !cfg_enable || fault_s || st_fault || st_watchdog || st_interlock || bad_force;
    assign want  = tgt_on && !blank;

    // ------------------------------------------------------------------ pre-tune window
    // The next slot is expected period_q cycles after the current slot_start; the next wavelength's
    // laser is lit from cfg_pretune cycles before that (the whole slot while the period is unknown).
    logic [SCW-1:0] pos;
    logic           pre_on;

    assign pos    = slot_start ? '0 : slot_cnt_q;
    assign pre_on = !cfg_force_en && next_valid && next_wl_ok
                    && ((13'(pos) + 13'(cfg_pretune)) >= 13'(period_q));

    // ------------------------------------------------------------------ SOA decision
    logic [2:0]     offset;                        // cfg_edge_offset clamped to OSR-1
    logic [8:0]     dark_before;                   // dark units before this cycle
    logic           cont, wd_trip, dead_ok, tuned, rise, on_n;
    logic [WLB-1:0] wl_n;
    logic [OSR-1:0] mask_n;

    if (OSR == 8) begin : g_offset_full
        assign offset = cfg_edge_offset;
    end else begin : g_offset_clamp
        assign offset = (cfg_edge_offset > 3'(OSR - 1)) ? 3'(OSR - 1) : cfg_edge_offset;
    end
    assign dark_before = cur_on_q ? 9'd0 : dark_q;
    assign cont        = cur_on_q && want && (tgt_wl == cur_wl_q);
    assign wd_trip     = cont && (cfg_max_on != '0) && (on_cnt_q >= cfg_max_on);
    assign dead_ok     = (10'(dark_before) + 10'(offset)) >= 10'(cfg_dead_time);
    assign tuned       = laser_cnt_q[tgt_wl] >= cfg_pretune;
    assign rise        = !cont && want && dead_ok && tuned;
    assign on_n        = (cont && !wd_trip) || rise;
    assign wl_n        = cont ? cur_wl_q : tgt_wl;
    assign mask_n      = (cont && !wd_trip) ? {OSR{1'b1}} : rise ? ({OSR{1'b1}} << offset) : '0;

    logic [NUM_WL-1:0]          laser_n, soa_en_n;
    logic [NUM_WL-1:0][OSR-1:0] ser_n;

    always_comb begin
        for (int k = 0; k < NUM_WL; k++) begin
            ser_n[k]    = (wl_n == WLB'(k)) ? mask_n : '0;
            soa_en_n[k] = |ser_n[k];
            laser_n[k]  = !blank && !wd_trip
                          && ((tgt_on && tgt_wl == WLB'(k)) || (pre_on && next_wl[WLB-1:0] == WLB'(k)));
        end
    end

    logic [2:0] state_n;
    always_comb begin
        if (!cfg_enable)                                              state_n = DBG_DISABLED;
        else if (fault_s || st_fault)                                 state_n = DBG_FAULT;
        else if (st_watchdog || st_interlock || bad_force || wd_trip) state_n = DBG_ALARM;
        else if (on_n)                                                state_n = DBG_ON;
        else if (want && !dead_ok)                                    state_n = DBG_DEAD;
        else if (want)                                                state_n = DBG_TUNE;
        else                                                          state_n = DBG_DARK;
    end

    // ------------------------------------------------------------------ registers
    always_ff @(posedge clk) begin
        if (rst) begin
            slot_tgt_on_q   <= 1'b0;
            slot_tgt_wl_q   <= '0;
            seen_start_q    <= 1'b0;
            slot_cnt_q      <= '0;
            period_q        <= '0;
            cur_on_q        <= 1'b0;
            cur_wl_q        <= '0;
            dark_q          <= DARK_SAT;
            on_cnt_q        <= '0;
            for (int k = 0; k < NUM_WL; k++) laser_cnt_q[k] <= '0;
            bad_q           <= 1'b0;
            bad_mask_q      <= '0;
            fault_s_q       <= 1'b0;
            laser_en        <= '0;
            soa_en          <= '0;
            soa_ser         <= '0;
            dbg_wl          <= '0;
            dbg_soa_en      <= '0;
            dbg_state       <= DBG_DISABLED;
            ev_interlock    <= 1'b0;
            ev_watchdog     <= 1'b0;
            ev_fault        <= 1'b0;
            ev_bad_req      <= 1'b0;
            ev_pretune_late <= 1'b0;
            st_interlock    <= 1'b0;
            st_watchdog     <= 1'b0;
            st_fault        <= 1'b0;
        end else begin
            // slot engine target: cleared by any blank and in force mode, so the slot path resumes
            // only at a slot boundary
            if (blank || cfg_force_en) slot_tgt_on_q <= 1'b0;
            else if (slot_start) slot_tgt_on_q <= slot_on && slot_wl_ok;
            if (slot_start) slot_tgt_wl_q <= slot_wl[WLB-1:0];

            // slot period measurement (for the pre-tune window)
            slot_cnt_q <= (pos == SC_MAX) ? SC_MAX : pos + 1'b1;
            if (slot_start) begin
                seen_start_q <= 1'b1;
                period_q     <= (seen_start_q && slot_cnt_q != SC_MAX) ? slot_cnt_q : '0;
            end

            // SOA state
            cur_on_q <= on_n;
            cur_wl_q <= wl_n;
            dark_q   <= on_n ? 9'd0 : (dark_before >= DARK_SAT - 9'(OSR)) ? DARK_SAT : dark_before + 9'(OSR);
            on_cnt_q <= !on_n ? '0 : !cont ? 16'd1 : (on_cnt_q == ON_MAX) ? ON_MAX : on_cnt_q + 1'b1;
            for (int k = 0; k < NUM_WL; k++)
                laser_cnt_q[k] <= !laser_n[k] ? '0 : (laser_cnt_q[k] == LCNT_MAX) ? LCNT_MAX : laser_cnt_q[k] + 1'b1;

            // outputs
            laser_en   <= laser_n;
            soa_en     <= soa_en_n;
            soa_ser    <= ser_n;
            dbg_wl     <= (on_n || want) ? 8'(wl_n) : '0;
            dbg_soa_en <= soa_en_n;
            dbg_state  <= state_n;

            // events and alarms (set wins over clear)
            bad_q           <= bad_force;
            bad_mask_q      <= cfg_force_mask;
            fault_s_q       <= fault_s;
            ev_interlock    <= bad_force && (!bad_q || cfg_force_mask != bad_mask_q);
            ev_watchdog     <= wd_trip;
            ev_fault        <= fault_s && !fault_s_q;
            ev_bad_req      <= !cfg_force_en && slot_start && slot_on && !slot_wl_ok;
            ev_pretune_late <= !cfg_force_en && want && !cont && dead_ok && !tuned;
            st_interlock    <= bad_force || (st_interlock && !cfg_alarm_clear);
            st_watchdog     <= wd_trip || (st_watchdog && !cfg_alarm_clear);
            st_fault        <= fault_s || (st_fault && !cfg_alarm_clear);
        end
    end

`ifndef SYNTHESIS
    // ------------------------------------------------------------------ assertions
    // Output-side model of the optics, from soa_ser alone: the sub-cycle pattern of all SOAs together
    // (a_or), the SOA lit (a_wl), its first and last lit sub-cycle, the dark units before this output
    // cycle (a_dark_q) and the cycles the same SOA has been on (a_run_q, before this cycle). From reset
    // the dark time counts as saturated, as in the driver.
    logic [OSR-1:0] a_or;
    logic [WLB-1:0] a_wl;
    logic [3:0]     a_lo, a_hi;
    logic [8:0]     a_dark_q;
    logic           a_end_q;                       // the last sub-cycle of the previous output cycle was lit
    logic [WLB-1:0] a_wl_q;
    logic [15:0]    a_run_q;
    wire logic      a_on = (a_or != '0);
    wire logic      a_cont = a_on && a_end_q && a_lo == 4'd0 && a_wl == a_wl_q;   // the same SOA stays on
    wire logic [15:0] a_run = !a_on ? 16'd0 : !a_cont ? 16'd1 : (a_run_q == ON_MAX) ? ON_MAX : a_run_q + 1'b1;
    wire logic [8:0] a_dark_n = a_on ? 9'(OSR - 1) - 9'(a_hi)                 // dark units after this cycle
                              : (a_dark_q >= DARK_SAT - 9'(OSR)) ? DARK_SAT : a_dark_q + 9'(OSR);
    always_comb begin
        a_or = '0;
        a_wl = '0;
        for (int k = 0; k < NUM_WL; k++) begin
            a_or |= soa_ser[k];
            if (soa_ser[k] != '0) a_wl = WLB'(k);
        end
        a_lo = 4'(OSR);
        a_hi = 4'd0;
        for (int b = OSR - 1; b >= 0; b--) if (a_or[b]) a_lo = 4'(b);
        for (int b = 0; b < OSR; b++) if (a_or[b]) a_hi = 4'(b);
    end
    always_ff @(posedge clk) begin
        if (rst) begin
            a_dark_q <= DARK_SAT;
            a_end_q  <= 1'b0;
            a_wl_q   <= '0;
            a_run_q  <= '0;
        end else begin
            a_dark_q <= a_dark_n;
            a_end_q  <= a_or[OSR-1];
            a_wl_q   <= a_wl;
            a_run_q  <= a_run;
        end
    end

    // Interlock: at most one SOA on, in every cycle and at every sub-cycle position; an SOA only with
    // its laser; a force mask with two or more bits set is refused: everything dark.
    `LP_ASSERT(a_one_soa, clk, rst, $onehot0(soa_en))
    `LP_ASSERT(a_soa_en_is_or, clk, rst, soa_en == ((a_on ? NUM_WL'(1) : NUM_WL'(0)) << a_wl))
    `LP_ASSERT(a_soa_has_laser, clk, rst, (soa_en & ~laser_en) == '0)
    `LP_ASSERT(a_force_many_dark, clk, rst,
               $past(rst) || !$past(cfg_force_en && !$onehot0(cfg_force_mask)) || (soa_en == '0 && laser_en == '0))
    // Dead time: an SOA that rises (after dark, or after another SOA) has >= cfg_dead_time dark units
    // before its first lit sub-cycle (cfg_dead_time of the input cycle the outputs reflect); only the
    // SOA lit at the end of the previous cycle may go on without them.
    `LP_ASSERT(a_dead_time, clk, rst,
               $past(rst) || !a_on || a_cont
               || (10'(a_dark_q) + 10'(a_lo) >= 10'($past(cfg_dead_time))))
    // Fault: every SOA and laser dark from the 3rd rising edge after fault_in was sampled high, and
    // while a fault is latched (st_fault: the next output cycle).
    `LP_ASSERT(a_fault_dark, clk, rst, !$past(fault_in, 3) || (soa_en == '0 && laser_en == '0))
    `LP_ASSERT(a_fault_latched_dark, clk, rst, $past(rst) || !$past(st_fault) || (soa_en == '0 && laser_en == '0))
    // Watchdog: no SOA on for more than cfg_max_on cycles in a row (0 = off); a latched trip keeps it dark.
    `LP_ASSERT(a_watchdog, clk, rst, $past(rst) || $past(cfg_max_on) == '0 || a_run <= $past(cfg_max_on))
    `LP_ASSERT(a_watchdog_latched_dark, clk, rst, $past(rst) || !$past(st_watchdog) || (soa_en == '0 && laser_en == '0))
    // Invariants of the state against the outputs (what makes the rules above inductive).
    `LP_ASSERT(a_inv_cur, clk, rst, cur_on_q == a_on && (!cur_on_q || cur_wl_q == a_wl))
    `LP_ASSERT(a_inv_full, clk, rst, !cur_on_q || a_or[OSR-1])
    `LP_ASSERT(a_inv_dark, clk, rst, dark_q == a_dark_n)
    `LP_ASSERT(a_inv_run, clk, rst, on_cnt_q == a_run)
    `LP_ASSERT(a_inv_laser, clk, rst, !cur_on_q || laser_en[cur_wl_q])
`endif
endmodule

`default_nettype wire
