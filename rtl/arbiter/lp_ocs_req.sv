// lp_ocs_req: the arbiter's OCS request collector (docs/arbiter.md "Request collection").
//
// Every cell the arbiter receives may carry one OCS path request in its header (ocs_req_*: src, dst,
// volume in cells per cycle, service type, job). This block checks each request, keeps the pending
// requests in a table of R entries keyed by (src, dst, job), ages them once per round-robin cycle, and
// turns every change of a circuit's demand into one signed update of the MEPC engine's table
// (upd_src, upd_dst, upd_delta: the change of that (src, dst)'s summed volume).
//
// Checks, in this order; a request that fails one is counted under the first it fails and not acted on:
//   unsynced  the sending node (req_from) is not locked to the arbiter's time (cfg_synced)
//   bad_node  src or dst >= cfg_nodes (or >= N)
//   own       src == dst (a circuit from a node to itself)
//   bad_vol   volume 0
//   foreign   src != req_from: a NIC asks only for its own OCS port
// A good request that finds its (src, dst, job):
//   same volume  a duplicate: the entry's age restarts, nothing else (ev_dup)
//   new volume   the entry takes it, the engine gets the difference (ev_change)
// A good request for a new (src, dst, job) takes a free entry (ev_new). With none free (ev_full) it
// replaces the lightest entry (smallest volume, lowest index among equals) if its volume is strictly
// larger: the engine first loses the evicted entry's volume, then gets the new one (two updates, so
// its table never holds more than R circuits); otherwise it is dropped. Ageing: at each `cycle` pulse every entry's age goes up by one; an entry that reaches
// cfg_age_max is removed and its volume subtracted from the engine (ev_expire). A NIC refreshes its
// request every cycle, so cfg_age_max is the number of cycles a demand outlives its last request.
//
// The table never holds more than R distinct (src, dst) pairs, so an engine table of K >= R rows never
// overflows (checked where both are instantiated). Good requests wait in a FIFO of FIFO_DEPTH while
// the engine decides (updates are refused then, up to K/2 + N + 10 clocks) or the ageing scan runs; the
// scan serves a waiting request between any two of its steps. A request that finds the FIFO full is
// dropped and counted (ev_ovf).
`default_nettype none
`include "lp_assert.svh"

module lp_ocs_req
    import lp_cell_pkg::*;
#(
    parameter int N          = 16,  // ports (nodes), power of two 4..64
    parameter int R          = 32,  // request entries
    parameter int W          = LP_F_OCS_REQ_VOL_BITS,  // volume width
    parameter int AGE_W      = 8,
    parameter int FIFO_DEPTH = 8
) (
    input  wire logic                         clk,
    input  wire logic                         rst,

    input  wire logic [LP_NODE_ID_BITS-1:0]   cfg_nodes,    // node ids >= cfg_nodes are unknown
    input  wire logic [AGE_W-1:0]             cfg_age_max,  // 0 is treated as 1
    input  wire logic [N-1:0]                 cfg_synced,   // per node: locked to the arbiter's time

    input  wire logic                         req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]   req_from,     // node that sent the cell
    input  wire logic [LP_NODE_ID_BITS-1:0]   req_src,
    input  wire logic [LP_NODE_ID_BITS-1:0]   req_dst,
    input  wire logic [W-1:0]                 req_vol,
    input  wire logic [LP_F_OCS_REQ_SVC_BITS-1:0] req_svc,
    input  wire logic [LP_F_OCS_REQ_JOB_BITS-1:0] req_job,
    input  wire logic                         cycle,        // round-robin cycle boundary: ageing

    output logic                              upd_valid,
    input  wire logic                         upd_ready,
    output logic [$clog2(N)-1:0]              upd_src,
    output logic [$clog2(N)-1:0]              upd_dst,
    output logic signed [W:0]                 upd_delta,

    input  wire logic [$clog2(R)-1:0]         rd_idx,       // registered read of one entry
    output logic                              rd_v,
    output logic [$clog2(N)-1:0]              rd_src,
    output logic [$clog2(N)-1:0]              rd_dst,
    output logic [LP_F_OCS_REQ_JOB_BITS-1:0]  rd_job,
    output logic [LP_F_OCS_REQ_SVC_BITS-1:0]  rd_svc,
    output logic [W-1:0]                      rd_vol,
    output logic [AGE_W-1:0]                  rd_age,
    output logic [$clog2(R):0]                st_count,     // entries in use
    output logic [$clog2(FIFO_DEPTH):0]       st_wait,      // good requests waiting in the FIFO

    output logic                              ev_new,
    output logic                              ev_change,
    output logic                              ev_dup,
    output logic                              ev_expire,
    output logic                              ev_full,
    output logic                              ev_ovf,
    output logic                              ev_unsynced,
    output logic                              ev_bad_node,
    output logic                              ev_own,
    output logic                              ev_bad_vol,
    output logic                              ev_foreign
);
    localparam int NB = $clog2(N);
    localparam int RB = $clog2(R);
    localparam int QW = 2 * NB + W + LP_F_OCS_REQ_SVC_BITS + LP_F_OCS_REQ_JOB_BITS;

    if (N < 4 || N > 64 || (1 << NB) != N) begin : g_bad_n
        $fatal(1, "lp_ocs_req: N=%0d must be a power of two 4..64", N);
    end
    if (R < 2 || (1 << RB) != R) begin : g_bad_r
        $fatal(1, "lp_ocs_req: R=%0d must be a power of two >= 2", R);
    end
    if (W < 8 || W > 24) begin : g_bad_w
        $fatal(1, "lp_ocs_req: W=%0d must be 8..24", W);
    end
    if (AGE_W < 2 || AGE_W > 16) begin : g_bad_age_w
        $fatal(1, "lp_ocs_req: AGE_W=%0d must be 2..16", AGE_W);
    end
    if (FIFO_DEPTH < 2 || (1 << $clog2(FIFO_DEPTH)) != FIFO_DEPTH) begin : g_bad_fifo_depth
        $fatal(1, "lp_ocs_req: FIFO_DEPTH=%0d must be a power of two >= 2", FIFO_DEPTH);
    end

    // ------------------------------------------------------------------ checks and FIFO
    wire logic known_src = req_src < LP_NODE_ID_BITS'(N) && req_src < cfg_nodes;
    wire logic known_dst = req_dst < LP_NODE_ID_BITS'(N) && req_dst < cfg_nodes;
    wire logic from_ok   = req_from < LP_NODE_ID_BITS'(N) && cfg_synced[req_from[NB-1:0]];
    wire logic c_unsync  = !from_ok;
    wire logic c_badnode = !c_unsync && !(known_src && known_dst);
    wire logic c_own     = !c_unsync && !c_badnode && req_src == req_dst;
    wire logic c_badvol  = !c_unsync && !c_badnode && !c_own && req_vol == '0;
    wire logic c_foreign = !c_unsync && !c_badnode && !c_own && !c_badvol && req_src != req_from;
    wire logic good      = req_v && !(c_unsync || c_badnode || c_own || c_badvol || c_foreign);

    logic          q_wready, q_valid, q_pop;
    logic [QW-1:0] q_data;
    lp_fifo_sync #(.WIDTH(QW), .DEPTH(FIFO_DEPTH)) u_q (
        .clk, .rst,
        .wr_valid(good), .wr_ready(q_wready),
        .wr_data({req_src[NB-1:0], req_dst[NB-1:0], req_vol, req_svc, req_job}),
        .rd_valid(q_valid), .rd_ready(q_pop), .rd_data(q_data), .count(st_wait)
    );

    // ------------------------------------------------------------------ table
    logic [R-1:0]            e_v;
    logic [R-1:0][NB-1:0]    e_src, e_dst;
    logic [R-1:0][LP_F_OCS_REQ_JOB_BITS-1:0] e_job;
    logic [R-1:0][LP_F_OCS_REQ_SVC_BITS-1:0] e_svc;
    logic [R-1:0][W-1:0]     e_vol;
    logic [R-1:0][AGE_W-1:0] e_age;

    typedef enum logic [2:0] {S_IDLE, S_LOOK, S_ACT, S_SEND, S_AGE} state_e;
    state_e st;
    logic           resume_age;   // S_SEND / a served request returns to the ageing scan
    logic           age_pend;
    logic [RB:0]    age_ptr;
    logic [NB-1:0]  w_src, w_dst;
    logic [W-1:0]   w_vol;
    logic [LP_F_OCS_REQ_SVC_BITS-1:0] w_svc;
    logic [LP_F_OCS_REQ_JOB_BITS-1:0] w_job;
    logic           l_hit, l_free;
    logic [RB-1:0]  l_idx, l_fidx, l_lidx;
    logic [W-1:0]   l_lvol;
    logic           l_dup;        // the hit entry holds the request's volume
    logic [W-1:0]   l_hvol;       // the hit entry's volume
    logic           add_pend;     // S_SEND: the replacing request's own update follows the eviction

    wire logic [AGE_W-1:0] age_max = (cfg_age_max == '0) ? AGE_W'(1) : cfg_age_max;

    // The lightest entry is a two-stage tree of pairwise minima (a chain of R compare-and-selects is R
    // levels deep): L1 levels over groups of G entries, registered, then L2 levels over the HG groups.
    localparam int L2 = RB / 2;
    localparam int L1 = RB - L2;
    localparam int G  = 1 << L1;
    localparam int HG = 1 << L2;

    // the lighter of two candidates, the first (lower index) on a tie; an invalid one never wins
    task automatic lighter(input logic av, input logic [W-1:0] avol, input logic [RB-1:0] aidx,
                           input logic bv, input logic [W-1:0] bvol, input logic [RB-1:0] bidx,
                           output logic ov, output logic [W-1:0] ovol, output logic [RB-1:0] oidx);
        if (av && (!bv || avol <= bvol)) begin
            {ov, ovol, oidx} = {av, avol, aidx};
        end else begin
            {ov, ovol, oidx} = {bv, bvol, bidx};
        end
    endtask

    logic [G-1:0]            u_v;
    logic [G-1:0][W-1:0]     u_vol;
    logic [G-1:0][RB-1:0]    u_idx;
    logic [HG-1:0]           g_v, h_v, t_v;
    logic [HG-1:0][W-1:0]    g_vol, h_vol, t_vol;
    logic [HG-1:0][RB-1:0]   g_idx, h_idx, t_idx;

    // look-up of the working request (registered in S_LOOK)
    logic [R-1:0] m;
    logic         c_hit, c_free, c_dup;
    logic [W-1:0] c_hvol;
    logic [RB-1:0] c_idx, c_fidx, c_lidx;
    logic [W-1:0]  c_lvol;
    always_comb begin
        c_hit = 1'b0;
        c_dup = 1'b0;
        c_hvol = '0;
        c_free = 1'b0;
        c_idx = '0;
        c_fidx = '0;
        c_lidx = '0;
        c_lvol = '1;
        // a key is in at most one entry (a_one_match), so the matching index is the OR of the matches'
        // indices: an OR tree, not a priority chain over R entries
        for (int i = 0; i < R; i++) begin
            m[i] = e_v[i] && e_src[i] == w_src && e_dst[i] == w_dst && e_job[i] == w_job;
            c_hit = c_hit || m[i];
            c_idx = c_idx | (m[i] ? RB'(i) : '0);
            // the hit entry's volume and its comparison, per entry and ORed: no R-way select of e_vol
            // after the look-up (S_LOOK writes no entry, so S_ACT sees the same table)
            c_dup  = c_dup || (m[i] && e_vol[i] == w_vol);
            c_hvol = c_hvol | (m[i] ? e_vol[i] : '0);
        end
        for (int i = R - 1; i >= 0; i--) begin
            if (!e_v[i]) begin
                c_free = 1'b1;
                c_fidx = RB'(i);
            end
        end
        // the lightest entry (only used when none is free, so every entry is valid): lowest index first,
        // from the group minima registered in the clock before (the tree's second stage)
        t_v   = h_v;
        t_vol = h_vol;
        t_idx = h_idx;
        for (int l = 0; l < L2; l++) begin
            for (int j = 0; j < (HG >> (l + 1)); j++) begin
                lighter(t_v[2*j], t_vol[2*j], t_idx[2*j], t_v[2*j+1], t_vol[2*j+1], t_idx[2*j+1],
                        t_v[j], t_vol[j], t_idx[j]);
            end
        end
        if (t_v[0]) begin
            c_lvol = t_vol[0];
            c_lidx = t_idx[0];
        end
    end

    // First stage of the lightest-entry tree: the minimum of each group of G entries, registered every
    // clock. S_LOOK is entered only from S_IDLE or S_AGE taking a queued request, a clock that writes no
    // entry, so the registered minima are those of the table S_LOOK sees (a_lightest_current).
    always_comb begin
        for (int g = 0; g < HG; g++) begin
            for (int i = 0; i < G; i++) begin
                u_v[i]   = e_v[g*G + i];
                u_vol[i] = e_vol[g*G + i];
                u_idx[i] = RB'(g*G + i);
            end
            for (int l = 0; l < L1; l++) begin
                for (int j = 0; j < (G >> (l + 1)); j++) begin
                    lighter(u_v[2*j], u_vol[2*j], u_idx[2*j], u_v[2*j+1], u_vol[2*j+1], u_idx[2*j+1],
                            u_v[j], u_vol[j], u_idx[j]);
                end
            end
            g_v[g]   = u_v[0];
            g_vol[g] = u_vol[0];
            g_idx[g] = u_idx[0];
        end
    end

    always_ff @(posedge clk) begin
        h_v   <= g_v;
        h_vol <= g_vol;
        h_idx <= g_idx;
    end

    wire logic [RB-1:0] a_idx = age_ptr[RB-1:0];
    // per entry, then selected: the age comparison runs beside the scan pointer's R-way select, not after it
    logic [R-1:0] e_exp;
    always_comb for (int i = 0; i < R; i++) e_exp[i] = e_v[i] && (e_age[i] + AGE_W'(1) >= age_max);
    wire logic          a_exp = e_exp[a_idx];
    assign q_pop = (st == S_IDLE || st == S_AGE) && q_valid;

    // one engine update of (src, dst)'s summed volume, handed over in S_SEND
    task automatic send_upd(input logic [$clog2(N)-1:0] src, input logic [$clog2(N)-1:0] dst,
                            input logic signed [W:0] delta);
        upd_valid <= 1'b1;
        upd_src <= src;
        upd_dst <= dst;
        upd_delta <= delta;
        st <= S_SEND;
    endtask

    always_ff @(posedge clk) begin
        if (rst) begin
            st <= S_IDLE;
            e_v <= '0;
            upd_valid <= 1'b0;
            age_pend <= 1'b0;
            age_ptr <= '0;
            resume_age <= 1'b0;
            add_pend <= 1'b0;
            {ev_new, ev_change, ev_dup, ev_expire, ev_full} <= '0;
        end else begin
            {ev_new, ev_change, ev_dup, ev_expire, ev_full} <= '0;
            if (cycle) age_pend <= 1'b1;
            unique case (st)
                S_IDLE, S_AGE: begin
                    if (q_valid) begin  // a waiting request first (the scan resumes after it)
                        {w_src, w_dst, w_vol, w_svc, w_job} <= q_data;
                        resume_age <= (st == S_AGE);
                        st <= S_LOOK;
                    end else if (st == S_IDLE) begin
                        if (age_pend) begin
                            age_pend <= cycle;  // a pulse in this very clock asks for one more scan
                            age_ptr <= '0;
                            st <= S_AGE;
                        end
                    end else if (age_ptr == (RB+1)'(R)) begin
                        st <= S_IDLE;
                    end else begin
                        age_ptr <= age_ptr + 1'b1;
                        if (a_exp) begin
                            e_v[a_idx] <= 1'b0;
                            ev_expire <= 1'b1;
                            send_upd(e_src[a_idx], e_dst[a_idx], -$signed({1'b0, e_vol[a_idx]}));
                            resume_age <= 1'b1;
                        end else if (e_v[a_idx]) begin
                            for (int i = 0; i < R; i++) if (RB'(i) == a_idx) e_age[i] <= e_age[i] + AGE_W'(1);
                        end
                    end
                end
                S_LOOK: begin
                    l_hit <= c_hit;
                    l_idx <= c_idx;
                    l_free <= c_free;
                    l_fidx <= c_fidx;
                    l_lidx <= c_lidx;
                    l_lvol <= c_lvol;
                    l_dup <= c_dup;
                    l_hvol <= c_hvol;
                    st <= S_ACT;
                end
                S_ACT: begin
                    st <= resume_age ? S_AGE : S_IDLE;
                    if (l_hit) begin
                        e_age[l_idx] <= '0;
                        if (l_dup) begin
                            ev_dup <= 1'b1;
                        end else begin
                            ev_change <= 1'b1;
                            e_vol[l_idx] <= w_vol;
                            e_svc[l_idx] <= w_svc;
                            send_upd(w_src, w_dst, $signed({1'b0, w_vol}) - $signed({1'b0, l_hvol}));
                        end
                    end else if (l_free) begin
                        ev_new <= 1'b1;
                        e_v[l_fidx] <= 1'b1;
                        e_src[l_fidx] <= w_src;
                        e_dst[l_fidx] <= w_dst;
                        e_job[l_fidx] <= w_job;
                        e_svc[l_fidx] <= w_svc;
                        e_vol[l_fidx] <= w_vol;
                        e_age[l_fidx] <= '0;
                        send_upd(w_src, w_dst, $signed({1'b0, w_vol}));
                    end else begin
                        ev_full <= 1'b1;
                        if (w_vol > l_lvol) begin  // the heavier demand takes the lightest entry's place
                            e_src[l_lidx] <= w_src;
                            e_dst[l_lidx] <= w_dst;
                            e_job[l_lidx] <= w_job;
                            e_svc[l_lidx] <= w_svc;
                            e_vol[l_lidx] <= w_vol;
                            e_age[l_lidx] <= '0;
                            add_pend <= 1'b1;
                            send_upd(e_src[l_lidx], e_dst[l_lidx], -$signed({1'b0, l_lvol}));
                        end
                    end
                end
                S_SEND: begin
                    if (upd_ready) begin
                        if (add_pend) begin  // the eviction went out; now the replacing request
                            add_pend <= 1'b0;
                            send_upd(w_src, w_dst, $signed({1'b0, w_vol}));
                        end else begin
                            upd_valid <= 1'b0;
                            st <= resume_age ? S_AGE : S_IDLE;
                        end
                    end
                end
                default: st <= S_IDLE;
            endcase
        end
    end

    // Bad-input and overflow events of the request port (the clock after the request).
    always_ff @(posedge clk) begin
        if (rst) begin
            {ev_ovf, ev_unsynced, ev_bad_node, ev_own, ev_bad_vol, ev_foreign} <= '0;
        end else begin
            ev_ovf      <= good && !q_wready;
            ev_unsynced <= req_v && c_unsync;
            ev_bad_node <= req_v && c_badnode;
            ev_own      <= req_v && c_own;
            ev_bad_vol  <= req_v && c_badvol;
            ev_foreign  <= req_v && c_foreign;
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            rd_v <= 1'b0;
            st_count <= '0;
        end else begin
            rd_v <= e_v[rd_idx];
            st_count <= ($clog2(R)+1)'($countones(e_v));
        end
        rd_src <= e_src[rd_idx];
        rd_dst <= e_dst[rd_idx];
        rd_job <= e_job[rd_idx];
        rd_svc <= e_svc[rd_idx];
        rd_vol <= e_vol[rd_idx];
        rd_age <= e_age[rd_idx];
    end

    // the engine's update port holds its offer until taken; an eviction's second update only follows
    // from S_SEND, where the first one is on the port
    `LP_ASSERT_AXIS(a_upd_stable, clk, rst, upd_valid, upd_ready, {upd_src, upd_dst, upd_delta})
    `LP_ASSERT(a_add_pend_in_send, clk, rst, !add_pend || (st == S_SEND && upd_valid))
    // keys are unique in the table: a request finds its key in at most one entry
    `LP_ASSERT(a_one_match, clk, rst, st != S_LOOK || $onehot0(m))
    // the registered group minima are current in S_LOOK: the clock before it wrote no entry
    `LP_ASSERT(a_lightest_current, clk, rst, st != S_LOOK || ($stable(e_v) && $stable(e_vol)))
endmodule

`default_nettype wire
