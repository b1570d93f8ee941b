// lp_agg_win: a NIC's view of the aggregation upload windows (docs/agg.md "The window in the NIC"):
// the window the arbiter announced, the contributions still in this NIC, the relayed contributions an
// S-VLB relay holds, and the job this NIC asks a window for in its headers towards the arbiter.
//
// Window (win_job): the arbiter's own core is told by its scheduler (arb_v, arb_job); a NIC takes the
// field agg_job of every checked header from the arbiter (hx_*, hx_src = cfg_arbiter).
// In flight (inflight): +1 per contribution frame an encoder makes (ev_contrib, one bit per port),
// -1 per contribution cell sent (ev_sent), saturating at 0 (a cell made before cfg_en last rose is
// not counted in); inflight_job is the window open at the last contribution.
// Relay (relay, relay_job): +1 when a contribution cell from another node is stored in a relay queue
// (ev_rly_in), -1 when one leaves the queues for the transmitter (ev_rly_out: sent, or lost there as
// late); saturating at both ends. rly_clr (the queues reprogrammed, hence empty) clears it. relay_job
// is the window open when the count left 0 (taken again at the next stored cell if it was 0).
// Request (req_job): the in-flight job, else the relay's job, else the open window's job if a port
// asks for it, else the first port's request; 0 with cfg_en = 0. cfg_en = 0 also clears every count.
// The headers this core sends carry req_job, or on the arbiter the open window (tx_job).
`default_nettype none
`include "lp_assert.svh"

module lp_agg_win
    import lp_cell_pkg::*;
#(
    parameter int PORTS = 2   // host ports (encoders)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic                          cfg_en,        // AGG build and AGG_CTRL.en
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_arbiter,   // the arbiter's node id
    input  wire logic                          arb_v,         // this core is the arbiter's: arb_job is the window
    input  wire logic [7:0]                    arb_job,
    input  wire logic                          hx_valid,      // every checked header
    input  wire logic [LP_NODE_ID_BITS-1:0]    hx_src,
    input  wire logic [7:0]                    hx_job,
    input  wire logic [PORTS-1:0][7:0]         port_req,      // each encoder's waiting job (0: none)
    input  wire logic [PORTS-1:0]              ev_contrib,    // a contribution frame made, per port
    input  wire logic                          ev_sent,       // a contribution cell of this node sent
    input  wire logic                          ev_rly_in,     // a relayed contribution cell stored
    input  wire logic                          ev_rly_out,    // a relayed contribution cell left the queues
    input  wire logic                          rly_clr,       // the relay queues were emptied

    output logic      [7:0]                    win_job,
    output logic      [7:0]                    req_job,
    output logic      [7:0]                    tx_job,        // agg_job of this core's headers: arb_job or req_job
    output logic      [15:0]                   inflight,
    output logic      [15:0]                   relay,
    output logic      [7:0]                    relay_job
);
    if (PORTS < 1) begin : g_bad_ports
        $fatal(1, "lp_agg_win: PORTS=%0d: at least 1", PORTS);
    end

    logic [7:0] inflight_job;
    logic [7:0] req_any, req_win;
    always_comb begin
        req_any = '0;
        req_win = '0;
        for (int p = PORTS - 1; p >= 0; p--) begin
            if (port_req[p] != '0) req_any = port_req[p];
            if (port_req[p] != '0 && port_req[p] == win_job) req_win = port_req[p];
        end
    end
    assign req_job = !cfg_en ? '0 : (inflight != '0) ? inflight_job :
                     (relay != '0 && relay_job != '0) ? relay_job : (req_win != '0) ? req_win : req_any;

    assign tx_job = arb_v ? arb_job : req_job;

    wire logic rly_inc = ev_rly_in && (relay != '1);
    wire logic rly_dec = ev_rly_out && (relay != '0 || rly_inc);

    always_ff @(posedge clk) begin
        if (rst || !cfg_en) begin
            win_job      <= '0;
            inflight     <= '0;
            inflight_job <= '0;
            relay        <= '0;
            relay_job    <= '0;
        end else begin
            if (arb_v) win_job <= arb_job;
            else if (hx_valid && hx_src == cfg_arbiter) win_job <= hx_job;
            inflight <= inflight + 16'($countones(ev_contrib)) - 16'(ev_sent && (inflight != '0 || ev_contrib != '0));
            if (ev_contrib != '0) inflight_job <= win_job;
            if (rly_clr) relay <= '0;
            else relay <= relay + 16'(rly_inc) - 16'(rly_dec);
            if (ev_rly_in && (relay == '0 || relay_job == '0)) relay_job <= win_job;
        end
    end

    // cfg_en = 0 forgets everything at the next edge, and asks for nothing at once
    `LP_ASSERT(a_off_clears, clk, rst, $past(cfg_en) || (win_job == '0 && inflight == '0 && relay == '0 && relay_job == '0))
    `LP_ASSERT(a_off_no_req, clk, rst, cfg_en || req_job == '0)
    // the relay count moves by one at a time (or is cleared) and never wraps
    `LP_ASSERT(a_relay_step, clk, rst, $past(rst) || !$past(cfg_en) || $past(rly_clr) || relay == $past(relay)
               || (relay == $past(relay) + 16'd1 && $past(relay) != '1) || (relay == $past(relay) - 16'd1 && $past(relay) != '0))
    // the in-flight count never goes below 0: from 0 it can only rise, by at most one per port
    `LP_ASSERT(a_inflight_no_wrap, clk, rst, $past(rst) || $past(inflight) != '0 || inflight <= 16'(PORTS))
    // a request names a job (0 is none): the in-flight job wins while contributions are in this NIC
    `LP_ASSERT(a_req_inflight, clk, rst, !cfg_en || inflight == '0 || req_job == inflight_job)
endmodule

`default_nettype wire
