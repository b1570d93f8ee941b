// lp_ocs_cfg: the NIC's OCS circuit state, switched at an effective slot (docs/svlb.md "OCS circuits
// in the NIC"). Firmware or the arbiter's configuration operations (lp_ocs_ctl) stage
// a configuration {v, up, dst} with the global slot index `at` at which it takes effect and arms it;
// it is applied at the start of that slot of the synchronised grid, so every node given the same
// `at` switches in the same slot. `now` applies it at the next slot start instead; an `at` already
// passed applies at the next slot start too and is counted (ev_late).
//
// A configuration that would send cells to a new destination (up = 1, dst changed) while cells
// committed to the old one could still leave (v was set, or `idle` is low) is refused (ev_refused;
// nothing changes): the OCS FIFO's cells carry their own destination and must not go out on a
// circuit to another node. The documented order is teardown first (v = 0, wait for idle, up = 0).
// Either way the arm bit is cleared (clr_arm).
//
// ocs_up (to the core) = configured up and the transceiver's link; the link going while configured
// up is counted (ev_link_lost) and the core falls back to OTS for the committed cells.
//
// ann_v/ann_dst (to the core): a configuration that opens a circuit (v = 1, up = 1) is armed and not
// yet applied: the circuit is announced. From then on the core relays nothing more for ann_dst (its
// cells go direct), so that the cells already relayed reach the destination before the circuit's
// cells overtake them (docs/svlb.md, "OCS circuits in the NIC": the lead time rule).
`default_nettype none

module lp_ocs_cfg #(
    parameter int DST_W = 8
) (
    input  wire logic              clk,
    input  wire logic              rst,
    // synchronised slot grid
    input  wire logic              slot_start,
    input  wire logic [31:0]       slot_idx,
    // staged configuration (registers)
    input  wire logic              cfg_arm,
    input  wire logic              cfg_now,
    input  wire logic [31:0]       cfg_at,
    input  wire logic              cfg_v,
    input  wire logic              cfg_up,
    input  wire logic [DST_W-1:0]  cfg_dst,
    output logic                   clr_arm,
    // transceiver link, drain state of the OCS port (nothing committed and not yet sent)
    input  wire logic              link,
    input  wire logic              idle,
    // active configuration, to lp_svlb_core
    output logic                   ocs_v,
    output logic                   ocs_up,
    output logic [DST_W-1:0]       ocs_dst,
    output logic                   st_up,      // configured up (ocs_up also needs the link)
    output logic                   ann_v,      // a circuit to ann_dst is armed, not yet applied
    output logic [DST_W-1:0]       ann_dst,
    // one-clock events
    output logic                   ev_applied,
    output logic                   ev_late,
    output logic                   ev_refused,
    output logic                   ev_link_lost
);
    if (DST_W < 1 || DST_W > 16) begin : g_bad_dst_w
        $fatal(1, "lp_ocs_cfg: DST_W=%0d must be 1..16", DST_W);
    end

    logic v_q, up_q, link_q;
    logic [DST_W-1:0] dst_q;

    wire logic [31:0] ahead = slot_idx - cfg_at;   // slots since `at` (two's complement)
    wire logic late   = !cfg_now && !ahead[31] && (ahead != '0);
    wire logic due    = cfg_arm && slot_start && (cfg_now || ahead == '0 || late);
    wire logic unsafe = cfg_up && (cfg_dst != dst_q) && (v_q || !idle);

    assign ocs_v   = v_q;
    assign ocs_dst = dst_q;
    assign st_up   = up_q;
    assign ocs_up  = up_q && link;

    always_ff @(posedge clk) begin
        if (rst) begin
            v_q <= 1'b0; up_q <= 1'b0; dst_q <= '0; link_q <= 1'b0; ann_v <= 1'b0; ann_dst <= '0;
            clr_arm <= 1'b0; ev_applied <= 1'b0; ev_late <= 1'b0; ev_refused <= 1'b0; ev_link_lost <= 1'b0;
        end else begin
            link_q       <= link;
            ann_v        <= cfg_arm && cfg_v && cfg_up && !clr_arm;
            ann_dst      <= cfg_dst;
            ev_link_lost <= up_q && link_q && !link;
            clr_arm      <= due;
            ev_applied   <= due && !unsafe;
            ev_late      <= due && late;
            ev_refused   <= due && unsafe;
            if (due && !unsafe) begin
                v_q <= cfg_v; up_q <= cfg_up; dst_q <= cfg_dst;
            end
        end
    end
endmodule

`default_nettype wire
