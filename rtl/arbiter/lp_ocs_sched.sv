// lp_ocs_sched: the arbiter's circuit keeper (docs/arbiter.md "Circuit keeper").
//
// Holds the current OCS configuration, one entry per source port s: {v, dst, live, pin, eff}. It sits on
// the update channel between the request collector and the MEPC engine, runs the engine, turns each
// result into per-node configuration operations with an effective slot, and executes the control
// CPU's commands.
//
// Rules (our reading of Mercury 3.2 plus the issue's isolation requirement):
//   keep     a current circuit that is pinned, or live (its (src, dst) still has demand in the engine
//            table, tracked from the engine's wr_* results), is never altered by a decision: its two
//            ports are locked in the engine. So no request of any job alters another job's circuit.
//   release  a current circuit that is neither is removed at the next decision (its port may get a
//            new circuit in the same decision).
//   run      at a round-robin cycle boundary (`cycle`) when anything changed since the last decision
//            (a table update or a command), with cfg_en; or on cmd RUN.
//   apply    source by source (N clocks after the engine's done, update channel closed meanwhile so no
//            liveness change is missed): a new circuit -> ADD(s, dst), a released one -> REMOVE(s).
//   eff      every operation of a decision takes effect at the start of global slot
//            now_slot + cfg_reconf_slots + cfg_cycle_slots: the OCS (WSS) reconfiguration time, plus one
//            round-robin cycle in which the arbiter's control headers reach every node.
//   deliver  a pending operation per node (the newest wins: it states the node's whole OCS transmit
//            state); the arbiter's transmit path asks for node q_node's (q_v, q_op, q_dst, q_eff) and
//            pulses q_take when it puts the operation into a header (lp_cell_tx: the decision clock of
//            the slot that carries it).
//   refresh  with cfg_refresh_cycles = R > 0, every R round-robin cycles each node is due its entry
//            once more (ADD dst or REMOVE, eff = the entry's, or now_slot once that has passed), unless
//            an operation went to it since: a control header lost on the line loses nothing for longer
//            than R cycles, and the NIC ignores a restatement of the state it is in or going to
//            (lp_ocs_ctl).
// Commands (cmd_v, taken when cmd_ready; not during a decision):
//   PIN s->d   force the circuit, pinned; a circuit at source s is replaced, one into d is removed
//   UNPIN s    the circuit at s stays, unpinned (kept while live)
//   KILL s     remove the circuit at s (pinned or not)
//   RUN        a decision now
// Every decision that changed something, and every command that did, pulses ev_cfg and bumps st_gen
// (the control CPU's interrupt: it reads the configuration through rd_*).
`default_nettype none

module lp_ocs_sched
    import lp_cell_pkg::*;
#(
    parameter int N = 16,
    parameter int W  = LP_F_OCS_REQ_VOL_BITS,
    parameter int TS = LP_F_CFG_EFF_TS_BITS  // global slot numbers (header cfg_eff_ts)
) (
    input  wire logic                    clk,
    input  wire logic                    rst,

    input  wire logic                    cfg_en,
    input  wire logic [TS-1:0]           cfg_reconf_slots,
    input  wire logic [TS-1:0]           cfg_cycle_slots,
    input  wire logic [TS-1:0]           now_slot,
    input  wire logic                    cycle,
    input  wire logic [7:0]              cfg_refresh_cycles, // 0: no refresh

    // update channel: collector -> here -> engine
    input  wire logic                    s_upd_valid,
    output logic                         s_upd_ready,
    output logic                         m_upd_valid,
    input  wire logic                    m_upd_ready,

    // engine control and results
    input  wire logic                    e_wr_v,
    input  wire logic [$clog2(N)-1:0]    e_wr_src,
    input  wire logic [$clog2(N)-1:0]    e_wr_dst,
    input  wire logic [W-1:0]            e_wr_sum,
    output logic                         e_start,
    output logic [N-1:0]                 e_lock_s,
    output logic [N-1:0]                 e_lock_d,
    input  wire logic                    e_busy,
    input  wire logic                    e_done,
    output logic [$clog2(N)-1:0]         e_res_idx,
    input  wire logic                    e_res_v,
    input  wire logic [$clog2(N)-1:0]    e_res_dst,

    // control CPU
    input  wire logic                    cmd_v,
    output logic                         cmd_ready,
    input  wire logic [1:0]              cmd_op,      // 0 PIN, 1 UNPIN, 2 KILL, 3 RUN
    input  wire logic [$clog2(N)-1:0]    cmd_src,
    input  wire logic [$clog2(N)-1:0]    cmd_dst,
    input  wire logic [$clog2(N)-1:0]    rd_idx,      // registered read of source rd_idx's entry
    output logic                         rd_v,
    output logic [$clog2(N)-1:0]         rd_dst,
    output logic                         rd_live,
    output logic                         rd_pin,
    output logic [TS-1:0]                rd_eff,
    output logic [31:0]                  st_gen,      // configurations published
    output logic [31:0]                  st_runs,     // decisions run
    output logic [$clog2(N):0]           st_circuits, // circuits in the current configuration

    // configuration delivery to the nodes (control headers)
    input  wire logic [$clog2(N)-1:0]    q_node,
    output logic                         q_v,
    output lp_cfg_op_e                   q_op,
    output logic [$clog2(N)-1:0]         q_dst,
    output logic [TS-1:0]                q_eff,
    input  wire logic                    q_take,

    output logic                         ev_cfg,      // a new configuration (interrupt)
    output logic                         ev_add,
    output logic                         ev_remove,
    output logic                         ev_overwrite, // a pending operation replaced before delivery
    output logic                         ev_sent,      // a pending operation put into a header
    output logic                         ev_refresh    // an entry restated (refresh) in a header
);
    localparam int NB = $clog2(N);

    if (N < 4 || N > 64 || (1 << NB) != N) begin : g_bad_n
        $fatal(1, "lp_ocs_sched: N=%0d must be a power of two 4..64", N);
    end

    localparam logic [1:0] CMD_PIN = 2'd0, CMD_UNPIN = 2'd1, CMD_KILL = 2'd2, CMD_RUN = 2'd3;

    logic [N-1:0]          c_v, c_live, c_pin;
    logic [N-1:0][NB-1:0]  c_dst;
    logic [N-1:0][TS-1:0]  c_eff;
    logic [N-1:0]          p_v;
    lp_cfg_op_e [N-1:0]    p_op;
    logic [N-1:0][NB-1:0]  p_dst;
    logic [N-1:0][TS-1:0]  p_eff;
    logic [N-1:0]          r_due;     // refresh: the node's entry is due once more
    logic [7:0]            r_cnt;     // round-robin cycles since the last refresh round

    typedef enum logic [1:0] {S_IDLE, S_RUN, S_APPLY} state_e;
    state_e st;
    logic          dirty, changed;
    logic [NB:0]   ap_i;       // apply: index whose result is requested (read one clock later)
    logic [TS-1:0] eff;

    wire logic [TS-1:0] eff_now = now_slot + cfg_reconf_slots + cfg_cycle_slots;

    // locks: ports of kept circuits
    logic [N-1:0] keep;
    always_comb begin
        keep = c_v & (c_live | c_pin);
        e_lock_s = keep;
        e_lock_d = '0;
        for (int s = 0; s < N; s++) if (keep[s]) e_lock_d[c_dst[s]] = 1'b1;
    end

    // The update channel is closed while a decision runs or is applied.
    assign m_upd_valid = s_upd_valid && st == S_IDLE;
    assign s_upd_ready = m_upd_ready && st == S_IDLE;
    assign cmd_ready = st == S_IDLE && !e_busy;
    assign e_res_idx = ap_i[NB-1:0];

    // PIN: the source whose circuit goes into cmd_dst (to be removed), if any
    logic          pin_hit;
    logic [NB-1:0] pin_other;
    always_comb begin
        pin_hit = 1'b0;
        pin_other = '0;
        for (int s = 0; s < N; s++)
            if (c_v[s] && c_dst[s] == cmd_dst && NB'(s) != cmd_src) begin
                pin_hit = 1'b1;
                pin_other = NB'(s);
            end
    end

    // the result of the source read in the previous clock
    wire logic [NB-1:0] ar = NB'(ap_i - 1'b1);

    // The configuration changes of this clock: at most one operation A (a command's, or the applied
    // result of source ar) and, for PIN, operation B (REMOVE of the circuit into the pinned destination).
    wire logic cmd_go   = st == S_IDLE && cmd_v && cmd_ready;
    wire logic pin_cmd  = cmd_go && cmd_op == CMD_PIN;
    wire logic kill_cmd = cmd_go && cmd_op == CMD_KILL && c_v[cmd_src];
    wire logic ap_act   = st == S_APPLY && ap_i != '0 && !keep[ar];
    wire logic ap_add   = ap_act && e_res_v;
    wire logic ap_rm    = ap_act && !e_res_v && c_v[ar];
    wire logic          a_v    = pin_cmd || kill_cmd || ap_add || ap_rm;
    wire logic [NB-1:0] a_node = (pin_cmd || kill_cmd) ? cmd_src : ar;
    wire lp_cfg_op_e    a_op   = pin_cmd ? LP_CFG_OP_PIN : ap_add ? LP_CFG_OP_ADD : LP_CFG_OP_REMOVE;
    wire logic [NB-1:0] a_dst  = pin_cmd ? cmd_dst : e_res_dst;
    wire logic [TS-1:0] a_eff  = (st == S_APPLY) ? eff : eff_now;
    wire logic          b_v    = pin_cmd && pin_hit;
    wire logic a_over = a_v && p_v[a_node] && !(q_take && q_node == a_node);
    wire logic b_over = b_v && p_v[pin_other] && !(q_take && q_node == pin_other);

    always_ff @(posedge clk) begin
        if (rst) begin
            st <= S_IDLE;
            c_v <= '0;
            c_live <= '0;
            c_pin <= '0;
            c_dst <= '0;   // restated by a refresh: defined from reset
            c_eff <= '0;
            p_v <= '0;
            r_due <= '0;
            r_cnt <= '0;
            ev_refresh <= 1'b0;
            ev_sent <= 1'b0;
            dirty <= 1'b0;
            changed <= 1'b0;
            e_start <= 1'b0;
            st_gen <= '0;
            st_runs <= '0;
            {ev_cfg, ev_add, ev_remove, ev_overwrite} <= '0;
        end else begin
            e_start <= 1'b0;
            // liveness of current circuits from the engine's update results
            if (e_wr_v) begin
                dirty <= 1'b1;
                if (c_v[e_wr_src] && c_dst[e_wr_src] == e_wr_dst) c_live[e_wr_src] <= e_wr_sum != '0;
            end
            if (q_take && p_v[q_node]) p_v[q_node] <= 1'b0;
            // refresh: every cfg_refresh_cycles cycles every node is due; anything sent to it settles it
            ev_sent <= q_take && p_v[q_node];
            ev_refresh <= q_take && !p_v[q_node] && r_due[q_node];
            if (cfg_refresh_cycles == '0) begin
                r_due <= '0;
                r_cnt <= '0;
            end else begin
                if (q_take) r_due[q_node] <= 1'b0;
                if (cycle) begin
                    if (r_cnt + 8'd1 >= cfg_refresh_cycles) begin
                        r_cnt <= '0;
                        r_due <= '1;
                    end else begin
                        r_cnt <= r_cnt + 8'd1;
                    end
                end
            end
            // operations A and B: the current configuration and the node's pending operation
            if (b_v) begin
                c_v[pin_other] <= 1'b0;
                c_pin[pin_other] <= 1'b0;
                c_eff[pin_other] <= eff_now;
                p_v[pin_other] <= 1'b1;
                p_op[pin_other] <= LP_CFG_OP_REMOVE;
                p_eff[pin_other] <= eff_now;
            end
            if (a_v) begin
                c_v[a_node] <= a_op != LP_CFG_OP_REMOVE;
                c_pin[a_node] <= a_op == LP_CFG_OP_PIN;
                c_live[a_node] <= a_op == LP_CFG_OP_ADD;  // chosen from the demand table: it has demand
                c_eff[a_node] <= a_eff;
                p_v[a_node] <= 1'b1;
                p_op[a_node] <= a_op;
                p_eff[a_node] <= a_eff;
                if (a_op != LP_CFG_OP_REMOVE) begin
                    c_dst[a_node] <= a_dst;
                    p_dst[a_node] <= a_dst;
                end
            end
            ev_add <= a_v && a_op != LP_CFG_OP_REMOVE;
            ev_remove <= (a_v && a_op == LP_CFG_OP_REMOVE) || b_v;
            ev_overwrite <= a_over || b_over;
            // a command's change is published at once, a decision's after its last source
            ev_cfg <= pin_cmd || kill_cmd;
            if (pin_cmd || kill_cmd) st_gen <= st_gen + 1'b1;
            if (ap_add || ap_rm) changed <= 1'b1;
            unique case (st)
                S_IDLE: begin
                    if (cmd_go) begin
                        if (cmd_op == CMD_RUN) begin
                            e_start <= 1'b1;
                            st <= S_RUN;
                        end else begin
                            dirty <= 1'b1;
                            if (cmd_op == CMD_UNPIN) c_pin[cmd_src] <= 1'b0;
                        end
                    end else if (cycle && cfg_en && dirty && !e_busy) begin
                        e_start <= 1'b1;
                        st <= S_RUN;
                    end
                end
                S_RUN: begin
                    dirty <= 1'b0;
                    changed <= 1'b0;
                    eff <= eff_now;
                    ap_i <= '0;
                    if (e_done) begin  // results are final now: read source 0 in the next clock
                        st_runs <= st_runs + 1'b1;
                        st <= S_APPLY;
                    end
                end
                S_APPLY: begin
                    // source ar = ap_i - 1's result is on e_res_* (requested in the previous clock)
                    ap_i <= ap_i + 1'b1;
                    if (ap_i == (NB+1)'(N)) begin
                        st <= S_IDLE;
                        if (changed || ap_add || ap_rm) begin  // including this clock's
                            ev_cfg <= 1'b1;
                            st_gen <= st_gen + 1'b1;
                        end
                    end
                end
                default: st <= S_IDLE;
            endcase
        end
    end

    // a pending operation first; else a due refresh restates the entry (a passed eff as now_slot, so the
    // slot number never ages beyond the NIC's half-range comparison)
    wire logic [TS-1:0] q_ahead = c_eff[q_node] - now_slot;
    always_comb begin
        q_v = p_v[q_node] || r_due[q_node];
        if (p_v[q_node]) begin
            q_op = p_op[q_node];
            q_dst = p_dst[q_node];
            q_eff = p_eff[q_node];
        end else begin
            q_op = c_v[q_node] ? LP_CFG_OP_ADD : LP_CFG_OP_REMOVE;
            q_dst = c_dst[q_node];
            q_eff = q_ahead[TS-1] ? now_slot : c_eff[q_node];
        end
    end

    always_ff @(posedge clk) begin
        rd_v <= c_v[rd_idx];
        rd_dst <= c_dst[rd_idx];
        rd_live <= c_live[rd_idx];
        rd_pin <= c_pin[rd_idx];
        rd_eff <= c_eff[rd_idx];
        st_circuits <= ($clog2(N)+1)'($countones(c_v));
    end
endmodule

`default_nettype wire
