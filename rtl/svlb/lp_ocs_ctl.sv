// lp_ocs_ctl: the arbiter's OCS configuration operations, applied by the NIC (docs/arbiter.md
// "In the NIC"). An operation for this node (a header from the arbiter with cfg_src =
// this node: ADD or PIN = "send to dst from slot eff", REMOVE = "no circuit from slot eff") states the
// node's whole OCS transmit state; this block turns it into the staged configurations of lp_ocs_cfg,
// in the order lp_ocs_cfg requires (docs/svlb.md "OCS circuits in the NIC"):
//   - no circuit now, or the same destination: stage {v = up = target, dst} at eff. An ADD is
//     announced to S-VLB from now to eff (lp_ocs_cfg's ann_*): the lead time.
//   - a circuit to another destination (REMOVE, or a move): first v = 0 at the next slot (no new cell
//     is committed to the old circuit; the committed ones still leave on it), then up = 0 at eff (the
//     WSS changes there; a cell still committed then falls back to OTS in the core); for a move, once
//     the OCS port is idle, {v = up = 1, new dst} at the next slot.
// The newest operation wins: one that arrives while another is being applied replaces it (ev_replaced)
// from the state reached so far. An operation that restates what the node is doing (the arbiter's
// refresh) is taken as confirmation and changes nothing: idle, the active state (a circuit to that
// destination up, or none); being applied, the same target and slot. With cfg_en = 0 operations are
// ignored (ev_ignored) and nothing is staged; the NIC core then stages lp_ocs_cfg from the registers
// instead.
`default_nettype none

module lp_ocs_ctl
    import lp_cell_pkg::*;
#(
    parameter int DST_W = 8,
    parameter int TS    = LP_F_CFG_EFF_TS_BITS
) (
    input  wire logic              clk,
    input  wire logic              rst,
    input  wire logic              cfg_en,
    // an operation for this node
    input  wire logic              op_v,
    input  wire lp_cfg_op_e        op,
    input  wire logic [DST_W-1:0]  op_dst,
    input  wire logic [TS-1:0]     op_eff,
    // active configuration and drain state (lp_ocs_cfg / the core)
    input  wire logic              cur_v,
    input  wire logic              cur_up,
    input  wire logic [DST_W-1:0]  cur_dst,
    input  wire logic              idle,
    // staging of lp_ocs_cfg
    output logic                   st_arm,
    output logic                   st_now,
    output logic [TS-1:0]          st_at,
    output logic                   st_v,
    output logic                   st_up,
    output logic [DST_W-1:0]       st_dst,
    input  wire logic              clr_arm,
    output logic                   busy,
    output logic                   ev_op,        // an operation taken
    output logic                   ev_replaced,  // ... while another was still being applied
    output logic                   ev_ignored,   // an operation with cfg_en = 0, or a NOP
    output logic                   ev_same       // an operation restating what the node does (no change)
);
    if (DST_W < 1 || DST_W > 16) begin : g_bad_dst_w
        $fatal(1, "lp_ocs_ctl: DST_W=%0d must be 1..16", DST_W);
    end
    if (TS < 2) begin : g_bad_ts
        $fatal(1, "lp_ocs_ctl: TS=%0d too narrow", TS);
    end

    typedef enum logic [2:0] {C_IDLE, C_PLAN, C_ARMED, C_WAIT_IDLE} state_e;
    typedef enum logic [1:0] {NX_DONE, NX_DOWN, NX_UP} next_e;   // what follows the armed stage
    state_e            state;
    next_e             nx;
    logic              tv;          // target: a circuit ...
    logic [DST_W-1:0]  tdst;        // ... to this destination ...
    logic [TS-1:0]     teff;        // ... from this slot

    wire logic op_tv = (op != LP_CFG_OP_REMOVE);
    wire logic same  = (state == C_IDLE) ? (op_tv ? (cur_v && cur_up && cur_dst == op_dst) : (!cur_v && !cur_up))
                                         : (tv == op_tv && (!op_tv || tdst == op_dst) && teff == op_eff);
    wire logic take  = op_v && cfg_en && (op != LP_CFG_OP_NOP) && !same;

    task automatic stage(input logic now, input logic v, input logic up, input logic [DST_W-1:0] dst);
        st_arm <= 1'b1; st_now <= now; st_at <= teff; st_v <= v; st_up <= up; st_dst <= dst;
    endtask

    always_ff @(posedge clk) begin
        if (rst) begin
            state <= C_IDLE; nx <= NX_DONE; tv <= 1'b0; tdst <= '0; teff <= '0;
            st_arm <= 1'b0; st_now <= 1'b0; st_at <= '0; st_v <= 1'b0; st_up <= 1'b0; st_dst <= '0;
            ev_op <= 1'b0; ev_replaced <= 1'b0; ev_ignored <= 1'b0; ev_same <= 1'b0;
        end else begin
            ev_op       <= take;
            ev_replaced <= take && (state != C_IDLE);
            ev_ignored  <= op_v && !(cfg_en && (op != LP_CFG_OP_NOP));
            ev_same     <= op_v && cfg_en && (op != LP_CFG_OP_NOP) && same;
            if (take) begin
                // newest wins: drop what is armed (not yet applied) and plan again from the active state,
                // one clock later (an apply in this clock is then visible in cur_*)
                tv     <= (op != LP_CFG_OP_REMOVE);
                tdst   <= op_dst;
                teff   <= op_eff;
                st_arm <= 1'b0;
                state  <= C_PLAN;
            end else begin
                unique case (state)
                    C_IDLE: ;
                    C_PLAN: begin
                        if ((cur_v || cur_up) && (!tv || tdst != cur_dst)) begin
                            if (cur_v) begin        // stop committing to the old circuit now
                                stage(1'b1, 1'b0, cur_up, cur_dst);
                                nx <= NX_DOWN;
                            end else begin          // the WSS changes at eff: up = 0 there
                                stage(1'b0, 1'b0, 1'b0, cur_dst);
                                nx <= tv ? NX_UP : NX_DONE;
                            end
                            state <= C_ARMED;
                        end else if (!tv || tdst == cur_dst || idle) begin   // nothing in the way
                            stage(1'b0, tv, tv, tdst);
                            nx    <= NX_DONE;
                            state <= C_ARMED;
                        end                         // else: cells for the old destination still leave
                    end
                    C_ARMED: if (clr_arm) begin
                        st_arm <= 1'b0;
                        unique case (nx)
                            NX_DOWN: state <= C_PLAN;                      // now v = 0: plan the rest
                            NX_UP:   state <= C_WAIT_IDLE;
                            default: state <= C_IDLE;
                        endcase
                    end
                    C_WAIT_IDLE: if (idle) begin
                        stage(1'b1, 1'b1, 1'b1, tdst);
                        nx    <= NX_DONE;
                        state <= C_ARMED;
                    end
                    default: state <= C_IDLE;
                endcase
            end
        end
    end

    assign busy = (state != C_IDLE);
endmodule

`default_nettype wire
