// lp_qsfp_ctl: the QSFP module sideband of a host cage (SFF-8679, docs/boards.md "Module sideband"),
// run on the free-running control clock clk_ctl: the GT and core clocks may not run while the module
// needs its reset, and a module must never see a ResetL pulse shortened by a stopped clock.
//
//   ResetL: low during the control reset (power-up), then for T_RESET_NS; again on module insertion
//           (ModPrsL falling, debounced) and on a software request (reset_req). SFF-8679's timing
//           requirements (section 8; the table there and in SFF-8636) ask for a low level of at least
//           t_reset_init = 10 us to reset the module; the default takes twice that. A request or an
//           insertion while ResetL is low restarts the time: one longer pulse, never two.
//   ready:  t_init (2 s in the same table, T_INIT_US) after ResetL rose, with the module present: the
//           module's management interface may then be used (until then the module may not answer).
//   ModPrsL: synchronised and debounced (T_DEB_US: connector contacts bounce on insertion);
//   IntL:   synchronised only (driven by the module's logic, it does not bounce).
//   ModSelL, LPMode: levels from the register (core clock) through lp_sync_bit.
//   Core clock side: reset_req is a core-clock pulse; it toggles req_tgl, which crosses through
//   lp_sync_bit and is compared with its last seen value. req_tgl has no reset: a core reset cannot make
//   a toggle (no request that nobody asked for) nor drop one that has not yet crossed. The control reset
//   re-aligns the seen value; a request absorbed that way is served by the power-up pulse that follows.
//   Status (present, intr, resetting, ready) crosses back through lp_sync_bit.
`default_nettype none
`include "lp_assert.svh"

module lp_qsfp_ctl #(
    parameter int CLK_HZ     = 100_000_000,   // clk_ctl
    parameter int T_RESET_NS = 20_000,        // ResetL low time, >= t_reset_init (10 us)
    parameter int T_INIT_US  = 2_000_000,     // t_init: ResetL release to module ready
    parameter int T_DEB_US   = 10_000         // ModPrsL must be stable this long to count
) (
    // core clock: register side
    input  wire logic clk,
    input  wire logic reset_req,      // pulse: MOD_CTRL.reset
    input  wire logic lpmode,         // MOD_CTRL.lpmode
    input  wire logic sel,            // MOD_CTRL.sel (ModSelL low)
    output logic      st_present,     // MOD_STATUS, synchronised into clk
    output logic      st_intr,
    output logic      st_resetting,
    output logic      st_ready,

    // control clock: the module's pins
    input  wire logic clk_ctl,
    input  wire logic rst_ctl,        // control reset (power-up), synchronous to clk_ctl
    output logic      qsfp_modsell,
    output logic      qsfp_resetl,
    output logic      qsfp_lpmode,
    input  wire logic qsfp_modprsl,   // async, low: module present
    input  wire logic qsfp_intl       // async, low: interrupt
);
    localparam longint RESET_CYC = (longint'(CLK_HZ) * T_RESET_NS + 64'd999_999_999) / 64'd1_000_000_000;
    localparam longint INIT_CYC  = (longint'(CLK_HZ) * T_INIT_US + 64'd999_999) / 64'd1_000_000;
    localparam longint DEB_CYC   = (longint'(CLK_HZ) * T_DEB_US + 64'd999_999) / 64'd1_000_000;
    localparam longint MAX_CYC   = (RESET_CYC > INIT_CYC) ? RESET_CYC : INIT_CYC;
    localparam int     TW        = $clog2(MAX_CYC + 1);
    localparam int     DW        = $clog2(DEB_CYC + 1);

    if (CLK_HZ < 1_000_000 || CLK_HZ > 1_000_000_000) begin : g_bad_clk
        $fatal(1, "lp_qsfp_ctl: CLK_HZ=%0d: 1 MHz .. 1 GHz", CLK_HZ);
    end
    if (T_RESET_NS < 10_000) begin : g_bad_reset
        $fatal(1, "lp_qsfp_ctl: T_RESET_NS=%0d: ResetL must stay low >= 10 us (SFF-8679 t_reset_init)", T_RESET_NS);
    end
    if (T_INIT_US < 1 || T_DEB_US < 1) begin : g_bad_times
        $fatal(1, "lp_qsfp_ctl: T_INIT_US=%0d T_DEB_US=%0d must be >= 1", T_INIT_US, T_DEB_US);
    end

    // ---------------------------------------------------------------- core clock side
    logic req_tgl;
    always_ff @(posedge clk) begin   // no reset: see above
        if (reset_req) req_tgl <= !req_tgl;
    end

    // ---------------------------------------------------------------- into the control clock
    logic req_s, lpmode_s, sel_s, prs_s, int_s;
    lp_sync_bit #(.WIDTH (3)) u_ctl_sync (.clk (clk_ctl), .d ({req_tgl, lpmode, sel}), .q ({req_s, lpmode_s, sel_s}));
    lp_sync_bit #(.WIDTH (2)) u_pin_sync (.clk (clk_ctl), .d ({qsfp_modprsl, qsfp_intl}), .q ({prs_s, int_s}));

    // ModPrsL debounce: the present level follows the pin once it has held DEB_CYC clocks; the control
    // reset takes the pin as it is (a module present at power-up is no insertion)
    logic          present, intr, req_seen;
    logic [DW-1:0] deb;
    always_ff @(posedge clk_ctl) begin
        if (rst_ctl) begin
            present  <= !prs_s;
            deb      <= '0;
            req_seen <= req_s;
        end else begin
            req_seen <= req_s;
            if (present == !prs_s) begin
                deb <= '0;
            end else if (longint'(deb) == DEB_CYC - 1) begin
                deb     <= '0;
                present <= !prs_s;
            end else begin
                deb <= deb + 1'b1;
            end
        end
    end
    assign intr = !int_s;

    wire logic ev_req = !rst_ctl && (req_s != req_seen);
    wire logic ev_ins = !rst_ctl && !present && (longint'(deb) == DEB_CYC - 1) && !prs_s;

    // ---------------------------------------------------------------- reset and initialisation timing
    typedef enum logic [1:0] {S_RESET, S_INIT, S_READY} state_e;
    state_e        state;
    logic [TW-1:0] tmr;

    always_ff @(posedge clk_ctl) begin
        if (rst_ctl) begin
            state <= S_RESET;
            tmr   <= '0;
        end else if (ev_req || ev_ins) begin
            state <= S_RESET;   // also while in S_RESET: the low time starts again
            tmr   <= '0;
        end else begin
            case (state)
                S_RESET: begin
                    if (longint'(tmr) == RESET_CYC - 1) begin
                        state <= S_INIT;
                        tmr   <= '0;
                    end else begin
                        tmr <= tmr + 1'b1;
                    end
                end
                S_INIT: begin
                    if (longint'(tmr) == INIT_CYC - 1) state <= S_READY;
                    else tmr <= tmr + 1'b1;
                end
                default: ;
            endcase
        end
    end

    // registered pins: ResetL is low for exactly the clocks spent in S_RESET (and during rst_ctl)
    logic ready;
    always_ff @(posedge clk_ctl) begin
        if (rst_ctl) begin
            qsfp_resetl  <= 1'b0;
            qsfp_modsell <= 1'b1;
            qsfp_lpmode  <= 1'b1;   // low power until the register says otherwise
            ready        <= 1'b0;
        end else begin
            qsfp_resetl  <= (state != S_RESET);
            qsfp_modsell <= !sel_s;
            qsfp_lpmode  <= lpmode_s;
            ready        <= (state == S_READY) && present;
        end
    end

    // ---------------------------------------------------------------- status back into the core clock
    lp_sync_bit #(.WIDTH (4)) u_st_sync (
        .clk (clk), .d ({present, intr, !qsfp_resetl, ready}), .q ({st_present, st_intr, st_resetting, st_ready})
    );

    // ResetL leaves its low level only after the full low time
    `LP_ASSERT(a_reset_width, clk_ctl, rst_ctl,
               $past(rst_ctl) || !(state == S_INIT && $past(state) == S_RESET) || longint'($past(tmr)) == RESET_CYC - 1)
    `LP_ASSERT(a_ready_present, clk_ctl, rst_ctl, !ready || $past(present))
endmodule

`default_nettype wire
