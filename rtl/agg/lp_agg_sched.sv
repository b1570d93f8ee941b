// lp_agg_sched: the arbiter's upload-window scheduler for in-network aggregation (docs/agg.md
// "Upload windows"). The engine (lp_agg_engine) is time-shared between jobs: one job's
// window is open at a time, and the NICs release a job's contributions only while its window is open.
//
// Requests: every checked header the arbiter receives (hx_*) carries in `agg_job` the job its sender
// waits for or is still sending (0 = none); the scheduler keeps the last value per sender node
// (req[src]; a sender id >= MAX_NODES is ignored and counted in ev_req_bad). loc_req_job is the
// arbiter's own NIC core's request (its host ports can hold workers too).
// Only jobs in the engine's table (cfg_job_valid/cfg_job_id) get windows; a request for any other id
// is counted (ev_req_unreg, once per header) and never served.
//
// States (win_job is the job id in OPEN, 0 otherwise):
//   IDLE   pick the next candidate table entry after the last one served (round robin over entries)
//          and open its window (ev_open). Candidates: the requested entries (st_req) and the entries
//          that hold engine slots (eng_job_busy), so a parked job gets its window back even when no
//          node asks for it any more (its paused timers then run and NACK a lost contribution).
//   OPEN   while some node (or loc_req_job) still requests the job, or the engine holds one of its
//          slots (eng_job_busy: a chunk waits for contributions, a timer, a retransmission), the
//          window stays open. When neither holds: close (ev_close) and drain. The entry becoming
//          invalid or its id changing, or cfg_en falling, closes it at once.
//          Preemption: when no node (nor loc_req_job) requests the job - the engine's held chunks
//          alone keep it open - while another entry is requested, for cfg_preempt cycles in a row
//          (0 = never), the window closes (ev_close and ev_preempt) and the job is parked: its partial
//          chunks stay in its own slots (lp_agg_engine partitions the slots per entry) and its timers
//          pause. This breaks the wait of a job whose missing workers sit behind another job's upload on
//          a shared host port (docs/agg.md).
//   DRAIN  window closed (win_job = 0) for cfg_drain cycles, so that contributions still travelling (a
//          relay hop) land before another job's window opens. Then IDLE. A job that requests again, or
//          still holds slots, is served again in its round-robin turn.
// tmr_run[e]: entry e's engine timers run: its window is open, or cfg_en is 0 (no window scheduling:
// every timer runs).
// A window is therefore one upload phase of a job, or a part of one; upload phases of different jobs
// are serialised at the engine, as the P4-ORDC control plane does (P4-ORDC paper, Fig. 5).
`default_nettype none

module lp_agg_sched
    import lp_cell_pkg::*;
    import lp_agg_pkg::*;
#(
    parameter int MAX_NODES = 16,
    parameter int JOBS      = LP_AGG_MAX_JOBS,
    parameter int DRAIN_W   = 24,
    parameter int PREEMPT_W = 24
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic                          cfg_en,
    input  wire logic [DRAIN_W-1:0]            cfg_drain,
    input  wire logic [PREEMPT_W-1:0]          cfg_preempt,  // cycles; 0: never preempt
    input  wire logic [JOBS-1:0]               cfg_job_valid,
    input  wire logic [JOBS-1:0][7:0]          cfg_job_id,

    input  wire logic                          hx_valid,
    input  wire logic [LP_NODE_ID_BITS-1:0]    hx_src,
    input  wire logic [7:0]                    hx_agg_job,
    input  wire logic [7:0]                    loc_req_job,
    input  wire logic [JOBS-1:0]               eng_job_busy,

    output logic      [7:0]                    win_job,
    output logic      [1:0]                    st_state,     // 0 idle, 1 open, 2 drain
    output logic      [JOBS-1:0]               st_req,       // table entries requested now
    output logic      [JOBS-1:0]               tmr_run,      // entry's engine timers run
    output logic                               ev_open,
    output logic                               ev_close,
    output logic                               ev_preempt,   // a close by preemption (ev_close too)
    output logic                               ev_req_unreg,
    output logic                               ev_req_bad
);
    localparam int EW = (JOBS > 1) ? $clog2(JOBS) : 1;

    if (MAX_NODES < 2 || MAX_NODES > (1 << LP_NODE_ID_BITS)) begin : g_bad_max_nodes
        $fatal(1, "lp_agg_sched: MAX_NODES=%0d outside 2..%0d", MAX_NODES, 1 << LP_NODE_ID_BITS);
    end
    if (JOBS < 1 || JOBS > 16) begin : g_bad_jobs
        $fatal(1, "lp_agg_sched: JOBS=%0d outside 1..16", JOBS);
    end
    if (DRAIN_W < 1 || DRAIN_W > 32) begin : g_bad_drain_w
        $fatal(1, "lp_agg_sched: DRAIN_W=%0d outside 1..32", DRAIN_W);
    end
    if (PREEMPT_W < 1 || PREEMPT_W > 32) begin : g_bad_preempt_w
        $fatal(1, "lp_agg_sched: PREEMPT_W=%0d outside 1..32", PREEMPT_W);
    end

    typedef enum logic [1:0] { S_IDLE = 2'd0, S_OPEN = 2'd1, S_DRAIN = 2'd2 } state_e;
    state_e             state;
    logic [MAX_NODES-1:0][7:0] req;
    logic [EW-1:0]      cur;       // the table entry being served (OPEN, DRAIN)
    logic [7:0]         cur_id;    // its id when opened
    logic [DRAIN_W-1:0] drain_left;
    logic [PREEMPT_W-1:0] pre_cnt;  // OPEN: cycles in a row the preemption condition held

    // requested entries: a valid entry whose id (never 0) some node or the local core asks for
    always_comb begin
        for (int e = 0; e < JOBS; e++) begin
            st_req[e] = 1'b0;
            if (cfg_job_valid[e] && cfg_job_id[e] != 8'd0) begin
                if (loc_req_job == cfg_job_id[e]) st_req[e] = 1'b1;
                for (int n = 0; n < MAX_NODES; n++)
                    if (req[n] == cfg_job_id[e]) st_req[e] = 1'b1;
            end
        end
    end

    // candidates for the next window: requested, or holding engine slots (a parked job)
    logic [JOBS-1:0] cand;
    always_comb begin
        for (int e = 0; e < JOBS; e++)
            cand[e] = st_req[e] || (eng_job_busy[e] && cfg_job_valid[e] && cfg_job_id[e] != 8'd0);
    end

    // round robin: the first candidate entry after `cur`
    logic          pick_v;
    logic [EW-1:0] pick;
    always_comb begin
        pick_v = 1'b0;
        pick   = '0;
        for (int k = JOBS; k >= 1; k--) begin
            if (cand[(int'(cur) + k) % JOBS]) begin
                pick_v = 1'b1;
                pick   = EW'((int'(cur) + k) % JOBS);
            end
        end
    end

    wire logic cur_ok   = cfg_en && cfg_job_valid[cur] && (cfg_job_id[cur] == cur_id);
    wire logic cur_busy = eng_job_busy[cur];
    // preemption condition: only the engine's held chunks keep the window open, another entry is requested
    logic [JOBS-1:0] others;
    always_comb begin
        others = st_req;
        others[cur] = 1'b0;
    end
    wire logic pre_cond = (cfg_preempt != '0) && !st_req[cur] && cur_busy && (others != '0);

    // a header's request for a job no valid entry holds
    logic hx_reg;
    always_comb begin
        hx_reg = 1'b0;
        for (int e = 0; e < JOBS; e++)
            if (cfg_job_valid[e] && cfg_job_id[e] == hx_agg_job) hx_reg = 1'b1;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            state        <= S_IDLE;
            req          <= '0;
            cur          <= EW'(JOBS - 1);   // the first pick starts at entry 0
            cur_id       <= '0;
            drain_left   <= '0;
            pre_cnt      <= '0;
            ev_open      <= 1'b0;
            ev_close     <= 1'b0;
            ev_preempt   <= 1'b0;
            ev_req_unreg <= 1'b0;
            ev_req_bad   <= 1'b0;
        end else begin
            ev_open      <= 1'b0;
            ev_close     <= 1'b0;
            ev_preempt   <= 1'b0;
            ev_req_unreg <= hx_valid && (hx_agg_job != 8'd0) && !hx_reg && (int'(hx_src) < MAX_NODES);
            ev_req_bad   <= hx_valid && (int'(hx_src) >= MAX_NODES);
            if (hx_valid && int'(hx_src) < MAX_NODES) req[hx_src] <= hx_agg_job;
            unique case (state)
                S_IDLE: if (cfg_en && pick_v) begin
                    state   <= S_OPEN;
                    cur     <= pick;
                    cur_id  <= cfg_job_id[pick];
                    pre_cnt <= '0;
                    ev_open <= 1'b1;
                end
                S_OPEN: begin
                    pre_cnt <= pre_cond ? pre_cnt + 1'b1 : '0;
                    if (!cur_ok || (!st_req[cur] && !cur_busy) || (pre_cond && pre_cnt >= cfg_preempt - 1'b1)) begin
                        state      <= S_DRAIN;
                        drain_left <= cfg_drain;
                        ev_close   <= 1'b1;
                        ev_preempt <= cur_ok && pre_cond;
                    end
                end
                S_DRAIN: begin
                    if (drain_left != '0) drain_left <= drain_left - 1'b1;
                    else state <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end

    assign win_job  = (state == S_OPEN) ? cur_id : 8'd0;
    always_comb begin
        tmr_run = '0;
        if (!cfg_en)               tmr_run = '1;
        else if (state == S_OPEN)  tmr_run[cur] = 1'b1;
    end
    assign st_state = state;
endmodule

`default_nettype wire
