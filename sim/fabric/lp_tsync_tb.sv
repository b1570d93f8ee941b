// lp_tsync_tb: time-sync test top (simulation only, behavioural by intent): one lp_tsync_master and
// two lp_tsync_slave nodes (A, B), each in its own clock domain (clk_m, clk_a, clk_b, driven by the
// testbench at independent frequencies), connected per direction by a fibre model.
//
// Transport as in the NIC: every node has a slot grid and offers each slot to its messages with a
// one-clock strobe at word S-1-LP_MSG_TX_LEAD of the slot before it (the cell transmitter's ctl_ready;
// x_ctl_ready/x_ctl_dst here), naming the next slot's destination. The grid of the master is its own
// (slot_word, slot_idx); a slave's is a free-running S-word slot counter (the NIC's slot timer)
// resynchronised by the slave's slot_start/slot_idx, so it also runs before the slave is anchored.
// Round robin of P = 3 nodes (master NODE_M, A, B): in slot k node i sends to node (i + 1 + k mod 2)
// mod 3 (positions M = 0, A = 1, B = 2): the master sends to A in even slots and to B in odd ones,
// A sends to the master in odd slots, B in even ones; a cycle is 2 slots. The master gets
// tx_ready = x_ctl_ready, tx_ready_node = the destination; a slave gets tx_ready only for slots to
// the master (as the NIC wires it). A message handed over (tx_valid) in the clock after a tx_ready for
// its destination goes out in that slot; anything else is counted in handover_err. For every SYNC the
// master's slot with index arg must start LP_MSG_TX_LEAD clocks after the hand-over (sync_grid_err).
// Slot skipping (x_ready_skip*: the slot's message space taken by another control message): while
// high, the first offer to the peer after the node got the message it must answer (a slave: the
// SYNC; the master: a DELAY_REQ from that slave) is withheld, so the answer waits a whole cycle more.
// Waits (clocks from the clock presenting that message to the answer's hand-over) are reported as
// *_wait_last / *_wait_max.
//
// Fibre model (per direction and slave): a message launched in the cycle the sender's tx_valid is high
// (launch time = the sender's clock edge that began that cycle) arrives DELAY_x_PS + PIPE_PS later
// (PIPE_PS: fixed transmit + receive pipeline latency of the NIC, the same in both directions); the
// receiver presents it on rx_* for one cycle from its first clock edge at or after the arrival (one message per
// clock; a second one waits, counted in rx_waits). rx_sub is the arrival position before that edge in
// 1/2^SUB_BITS of a nominal word, as a GT reports it from the bit position of the sync pattern
// (FINE_TS = 1), or the mid-word estimate 2^(SUB_BITS-1) for receivers without it (FINE_TS = 0).
// Master messages go to the fibre of the slave named in tx_node.
//
// Fault injection (master side, clk_m): drop_resp_x discards DELAY_RESP messages to slave x while high
// (dropped_x counts them); inj_* launches an extra message towards slave A (inj_to_b = 0) or B, or
// (inj_to_m) towards the master on slave A's fibre.
// Event pulses of every node are counted here (cnt_*), so tests read totals instead of watching pulses.
`default_nettype none

module lp_tsync_tb
    import lp_cell_pkg::*;
#(
    parameter int FINE_TS    = 1,
    parameter int DELAY_A_PS = 25000,   // 5 m at ~5 ns/m
    parameter int DELAY_B_PS = 125000,  // 25 m
    parameter int PIPE_PS    = 0,       // fixed TX + RX pipeline latency, each direction
    parameter int NODE_M     = 0,       // the master's node id (round-robin destination)
    parameter int NODE_A     = 1,
    parameter int NODE_B     = 2,
    parameter int CLK_PS     = LP_CLK_PS,
    parameter int MAX_NODES  = 4
) (
    input  wire logic        clk_m,
    input  wire logic        clk_a,
    input  wire logic        clk_b,
    input  wire logic        rst_m,
    input  wire logic        rst_a,
    input  wire logic        rst_b,

    // configuration (static while a test runs, except the enables)
    input  wire logic        m_cfg_en,
    input  wire logic [31:0] m_cfg_period,
    input  wire logic [15:0] m_cfg_timeout,
    input  wire logic [31:0] m_cfg_err_thresh,
    input  wire logic [10:0] cfg_slot_words,
    input  wire logic        a_cfg_en,
    input  wire logic        b_cfg_en,
    input  wire logic [31:0] s_cfg_step_thresh,
    input  wire logic [31:0] s_cfg_lock_thresh,
    input  wire logic [15:0] s_cfg_slew,
    input  wire logic [3:0]  s_cfg_kp_shift,
    input  wire logic [3:0]  s_cfg_ki_shift,
    input  wire logic [15:0] s_cfg_resp_timeout,
    input  wire logic [31:0] s_cfg_sync_timeout,
    input  wire logic [31:0] a_cfg_tx_advance,   // slave A's transmit advance (B has none), Q16.16 ns

    // fault injection (clk_m domain)
    input  wire logic        drop_resp_a,
    input  wire logic        drop_resp_b,
    input  wire logic        inj_valid,
    input  wire logic        inj_to_b,     // 0: towards slave A, 1: towards slave B
    input  wire logic        inj_to_m,     // 1: towards the master instead (as if from slave A's fibre)
    input  wire logic [1:0]  inj_type,
    input  wire logic [7:0]  inj_node,
    input  wire logic [15:0] inj_seq,
    input  wire logic [63:0] inj_ts,

    // slot skipping (see above): a/b in the slave's clock domain, m_* in the master's
    input  wire logic        a_ready_skip,
    input  wire logic        b_ready_skip,
    input  wire logic        m_ready_skip_a,
    input  wire logic        m_ready_skip_b,

    // transport checks and waits
    output logic      [31:0] handovers,       // messages handed over, all nodes
    output logic      [31:0] handover_err,    // ... not in the clock after a tx_ready for their destination
    output logic      [31:0] sync_checked,    // SYNCs checked against the master's grid
    output logic      [31:0] sync_grid_err,   // ... whose slot arg did not start LP_MSG_TX_LEAD clocks later
    output logic      [31:0] skips,           // offers withheld by x_ready_skip*
    output logic      [31:0] a_wait_last,     // A: SYNC -> DELAY_REQ hand-over, A clocks
    output logic      [31:0] a_wait_max,
    output logic      [31:0] b_wait_last,
    output logic      [31:0] b_wait_max,
    output logic      [31:0] m_wait_last_a,   // master: DELAY_REQ of A -> DELAY_RESP hand-over, master clocks
    output logic      [31:0] m_wait_max_a,
    output logic      [31:0] m_wait_last_b,
    output logic      [31:0] m_wait_max_b,
    output logic      [31:0] dropped_a,
    output logic      [31:0] dropped_b,
    output logic      [31:0] rx_waits,
    output logic             m_rx_valid,   // what the master receives (observation)
    output logic      [7:0]  m_rx_node,
    output logic      [15:0] m_rx_seq,

    // master
    output logic      [63:0] m_time,
    output logic             m_slot_start,
    output logic      [31:0] m_slot_idx,
    output logic      [10:0] m_slot_word,
    output logic             m_all_locked,
    output logic             m_busy,
    output logic      [MAX_NODES-1:0] m_node_locked,
    output logic      [31:0] m_offset_a,
    output logic      [31:0] m_offset_b,
    output logic      [31:0] m_delay_a,
    output logic      [31:0] m_delay_b,
    output logic      [1:0]  m_err_a,
    output logic      [1:0]  m_err_b,
    output logic      [31:0] m_cnt_exchange,
    output logic      [31:0] m_cnt_timeout,
    output logic      [31:0] m_cnt_bad,
    output logic      [31:0] m_cnt_round,

    // slave A
    output logic      [63:0] a_time,
    output logic             a_slot_start,
    output logic      [31:0] a_slot_idx,
    output logic      [10:0] a_slot_word,
    output logic      [31:0] a_slot_phase,
    output logic             a_locked,
    output logic             a_all_locked,
    output logic      [31:0] a_offset,
    output logic      [31:0] a_delay,
    output logic      [31:0] a_drift,
    output logic      [3:0]  a_error,
    output logic             a_reacquire,
    output logic      [31:0] a_cnt_exchange,
    output logic      [31:0] a_cnt_timeout,
    output logic      [31:0] a_cnt_lost,
    output logic      [31:0] a_cnt_step,
    output logic      [31:0] a_cnt_bad,

    // slave B
    output logic      [63:0] b_time,
    output logic             b_slot_start,
    output logic      [31:0] b_slot_idx,
    output logic      [10:0] b_slot_word,
    output logic      [31:0] b_slot_phase,
    output logic             b_locked,
    output logic             b_all_locked,
    output logic      [31:0] b_offset,
    output logic      [31:0] b_delay,
    output logic      [31:0] b_drift,
    output logic      [3:0]  b_error,
    output logic             b_reacquire,
    output logic      [31:0] b_cnt_exchange,
    output logic      [31:0] b_cnt_timeout,
    output logic      [31:0] b_cnt_lost,
    output logic      [31:0] b_cnt_step,
    output logic      [31:0] b_cnt_bad
);
    localparam int SUB_BITS = 6;
    localparam logic [1:0] T_SYNC  = LP_SYNC_TYPE_SYNC;
    localparam logic [1:0] T_DREQ  = LP_SYNC_TYPE_DELAY_REQ;
    localparam logic [1:0] T_DRESP = LP_SYNC_TYPE_DELAY_RESP;
    localparam int LEAD = LP_MSG_TX_LEAD;
    localparam longint LAT_A_PS = longint'(DELAY_A_PS) + longint'(PIPE_PS);  // launch to arrival
    localparam longint LAT_B_PS = longint'(DELAY_B_PS) + longint'(PIPE_PS);

    if (NODE_A == NODE_B || NODE_A >= MAX_NODES || NODE_B >= MAX_NODES) begin : g_bad_node_a
        $fatal(1, "lp_tsync_tb: NODE_A/NODE_B must differ and be < MAX_NODES");
    end
    if (NODE_M == NODE_A || NODE_M == NODE_B) begin : g_bad_node_m
        $fatal(1, "lp_tsync_tb: NODE_M must differ from NODE_A/NODE_B");
    end
    if (LEAD < 1) begin : g_bad_lead
        $fatal(1, "lp_tsync_tb: the SYNC grid check needs LP_MSG_TX_LEAD >= 1");
    end

    typedef struct packed {
        logic [1:0]  typ;
        logic [7:0]  node;
        logic [15:0] seq;
        logic        locked;
        logic [63:0] ts;
        logic [63:0] arg;
    } msg_t;

    // ---------------------------------------------------------------- nodes
    logic        m_tx_valid, a_tx_valid, b_tx_valid;
    msg_t        m_tx, a_tx, b_tx;
    logic        a_rx_valid, b_rx_valid;
    msg_t        m_rx, a_rx, b_rx;
    logic [SUB_BITS-1:0] m_rx_sub, a_rx_sub, b_rx_sub;
    logic        m_ev_exchange, m_ev_timeout, m_ev_bad, m_ev_round;
    logic        a_ev_exchange, a_ev_timeout, a_ev_lost, a_ev_step, a_ev_bad;
    logic        b_ev_exchange, b_ev_timeout, b_ev_lost, b_ev_step, b_ev_bad;
    logic [7:0]  m_cur_node;
    logic [MAX_NODES-1:0][31:0] m_node_offset, m_node_delay;
    logic [MAX_NODES-1:0][1:0]  m_node_err;

    localparam logic [MAX_NODES-1:0] MASK = MAX_NODES'((1 << NODE_A) | (1 << NODE_B));

    // ---------------------------------------------------------------- slot grids and slot offers
    // round robin of 3 nodes: in slot k, position p sends to position (p + 1 + k mod 2) mod 3; an offer
    // names the next slot (k + 1 is odd when the current index k is even)
    function automatic logic [7:0] rr_dst(input int pos, input logic odd);  // odd: k mod 2
        int d;
        d = (pos + 1 + int'(odd)) % 3;
        return (d == 0) ? 8'(NODE_M) : (d == 1) ? 8'(NODE_A) : 8'(NODE_B);
    endfunction

    wire logic [10:0] sw = (cfg_slot_words < 11'd2) ? 11'(LP_SLOT_WORDS) : cfg_slot_words;
    wire logic [10:0] offer_word = sw - 11'd1 - 11'(LEAD);

    logic        m_tx_ready, a_tx_ready, b_tx_ready;
    logic        m_ctl_ready, a_ctl_ready, b_ctl_ready;
    logic [7:0]  m_ctl_dst, a_ctl_dst, b_ctl_dst;
    logic        a_skip_now, b_skip_now, m_skip_now;
    logic        a_pending, b_pending, m_pending_a, m_pending_b;  // an answer waits for its slot
    logic        a_skipped, b_skipped, m_skipped_a, m_skipped_b;  // its one skip is used
    logic [31:0] a_wait, b_wait, m_wait_a, m_wait_b;

    // master: its own grid
    assign m_ctl_ready = m_slot_word == offer_word;
    assign m_ctl_dst   = rr_dst(0, !m_slot_idx[0]);
    assign m_skip_now  = (m_ctl_dst == 8'(NODE_A) && m_ready_skip_a && m_pending_a && !m_skipped_a) ||
                         (m_ctl_dst == 8'(NODE_B) && m_ready_skip_b && m_pending_b && !m_skipped_b);
    assign m_tx_ready  = m_ctl_ready && !m_skip_now;

    // slaves: the NIC's slot timer, resynchronised by slot_start (word 0, slot_idx)
    logic [10:0] ga_word, gb_word;
    logic [31:0] ga_idx, gb_idx;
    wire logic [10:0] a_word_now = a_slot_start ? 11'd0 : ga_word;
    wire logic [31:0] a_idx_now  = a_slot_start ? a_slot_idx : ga_idx;
    wire logic [10:0] b_word_now = b_slot_start ? 11'd0 : gb_word;
    wire logic [31:0] b_idx_now  = b_slot_start ? b_slot_idx : gb_idx;

    always_ff @(posedge clk_a) begin
        if (rst_a) begin
            ga_word <= '0;
            ga_idx  <= '0;
        end else if (a_word_now >= sw - 1'b1) begin
            ga_word <= '0;
            ga_idx  <= a_idx_now + 1'b1;
        end else begin
            ga_word <= a_word_now + 1'b1;
            ga_idx  <= a_idx_now;
        end
    end

    always_ff @(posedge clk_b) begin
        if (rst_b) begin
            gb_word <= '0;
            gb_idx  <= '0;
        end else if (b_word_now >= sw - 1'b1) begin
            gb_word <= '0;
            gb_idx  <= b_idx_now + 1'b1;
        end else begin
            gb_word <= b_word_now + 1'b1;
            gb_idx  <= b_idx_now;
        end
    end

    assign a_ctl_ready = a_word_now == offer_word;
    assign a_ctl_dst   = rr_dst(1, !a_idx_now[0]);
    assign a_skip_now  = a_ready_skip && a_pending && !a_skipped;
    assign a_tx_ready  = a_ctl_ready && a_ctl_dst == 8'(NODE_M) && !a_skip_now;
    assign b_ctl_ready = b_word_now == offer_word;
    assign b_ctl_dst   = rr_dst(2, !b_idx_now[0]);
    assign b_skip_now  = b_ready_skip && b_pending && !b_skipped;
    assign b_tx_ready  = b_ctl_ready && b_ctl_dst == 8'(NODE_M) && !b_skip_now;

    logic [31:0] m_next_idx_unused, a_next_idx_unused, b_next_idx_unused;   // the slot timers here need no look-ahead
    lp_tsync_master #(.MAX_NODES(MAX_NODES), .CLK_PS(CLK_PS), .SUB_BITS(SUB_BITS)) u_master (
        .clk (clk_m), .rst (rst_m),
        .cfg_en (m_cfg_en), .cfg_node_mask (MASK), .cfg_period (m_cfg_period),
        .cfg_timeout (m_cfg_timeout), .cfg_slot_words (cfg_slot_words), .cfg_err_thresh (m_cfg_err_thresh),
        .rx_valid (m_rx_valid), .rx_type (m_rx.typ), .rx_node (m_rx.node), .rx_seq (m_rx.seq),
        .rx_locked (m_rx.locked), .rx_ts (m_rx.ts), .rx_arg (m_rx.arg), .rx_sub (m_rx_sub),
        .tx_ready (m_tx_ready), .tx_ready_node (m_ctl_dst),
        .tx_valid (m_tx_valid), .tx_type (m_tx.typ), .tx_node (m_tx.node), .tx_seq (m_tx.seq),
        .tx_locked (m_tx.locked), .tx_ts (m_tx.ts), .tx_arg (m_tx.arg),
        .st_time (m_time), .slot_start (m_slot_start), .slot_idx (m_slot_idx), .slot_next_idx (m_next_idx_unused), .slot_word (m_slot_word),
        .st_all_locked (m_all_locked), .st_busy (m_busy), .st_cur_node (m_cur_node),
        .st_node_locked (m_node_locked), .st_node_offset (m_node_offset), .st_node_delay (m_node_delay),
        .st_node_err (m_node_err),
        .ev_exchange (m_ev_exchange), .ev_timeout (m_ev_timeout), .ev_bad_msg (m_ev_bad), .ev_round (m_ev_round)
    );
    assign m_offset_a = m_node_offset[NODE_A];
    assign m_offset_b = m_node_offset[NODE_B];
    assign m_delay_a  = m_node_delay[NODE_A];
    assign m_delay_b  = m_node_delay[NODE_B];
    assign m_err_a    = m_node_err[NODE_A];
    assign m_err_b    = m_node_err[NODE_B];
    assign m_rx_node  = m_rx.node;
    assign m_rx_seq   = m_rx.seq;

    lp_tsync_slave #(.CLK_PS(CLK_PS), .SUB_BITS(SUB_BITS)) u_a (
        .clk (clk_a), .rst (rst_a),
        .cfg_en (a_cfg_en), .cfg_node (8'(NODE_A)), .cfg_slot_words (cfg_slot_words),
        .cfg_step_thresh (s_cfg_step_thresh), .cfg_lock_thresh (s_cfg_lock_thresh), .cfg_slew (s_cfg_slew),
        .cfg_kp_shift (s_cfg_kp_shift), .cfg_ki_shift (s_cfg_ki_shift),
        .cfg_resp_timeout (s_cfg_resp_timeout), .cfg_sync_timeout (s_cfg_sync_timeout), .cfg_coarse_lat (16'd0),
        .cfg_tx_advance (a_cfg_tx_advance),
        .rx_valid (a_rx_valid), .rx_type (a_rx.typ), .rx_node (a_rx.node), .rx_seq (a_rx.seq),
        .rx_locked (a_rx.locked), .rx_ts (a_rx.ts), .rx_arg (a_rx.arg), .rx_sub (a_rx_sub),
        .tx_ready (a_tx_ready),
        .tx_valid (a_tx_valid), .tx_type (a_tx.typ), .tx_node (a_tx.node), .tx_seq (a_tx.seq),
        .tx_locked (a_tx.locked), .tx_ts (a_tx.ts), .tx_arg (a_tx.arg),
        .st_time (a_time), .slot_start (a_slot_start), .slot_idx (a_slot_idx), .slot_next_idx (a_next_idx_unused), .slot_word (a_slot_word),
        .slot_phase (a_slot_phase),
        .st_locked (a_locked), .st_all_locked (a_all_locked), .st_offset (a_offset), .st_delay (a_delay),
        .st_drift (a_drift), .st_error (a_error), .st_reacquire (a_reacquire),
        .ev_exchange (a_ev_exchange), .ev_timeout (a_ev_timeout), .ev_lost (a_ev_lost), .ev_step (a_ev_step),
        .ev_bad_msg (a_ev_bad)
    );

    lp_tsync_slave #(.CLK_PS(CLK_PS), .SUB_BITS(SUB_BITS)) u_b (
        .clk (clk_b), .rst (rst_b),
        .cfg_en (b_cfg_en), .cfg_node (8'(NODE_B)), .cfg_slot_words (cfg_slot_words),
        .cfg_step_thresh (s_cfg_step_thresh), .cfg_lock_thresh (s_cfg_lock_thresh), .cfg_slew (s_cfg_slew),
        .cfg_kp_shift (s_cfg_kp_shift), .cfg_ki_shift (s_cfg_ki_shift),
        .cfg_resp_timeout (s_cfg_resp_timeout), .cfg_sync_timeout (s_cfg_sync_timeout), .cfg_coarse_lat (16'd0),
        .cfg_tx_advance (32'd0),
        .rx_valid (b_rx_valid), .rx_type (b_rx.typ), .rx_node (b_rx.node), .rx_seq (b_rx.seq),
        .rx_locked (b_rx.locked), .rx_ts (b_rx.ts), .rx_arg (b_rx.arg), .rx_sub (b_rx_sub),
        .tx_ready (b_tx_ready),
        .tx_valid (b_tx_valid), .tx_type (b_tx.typ), .tx_node (b_tx.node), .tx_seq (b_tx.seq),
        .tx_locked (b_tx.locked), .tx_ts (b_tx.ts), .tx_arg (b_tx.arg),
        .st_time (b_time), .slot_start (b_slot_start), .slot_idx (b_slot_idx), .slot_next_idx (b_next_idx_unused), .slot_word (b_slot_word),
        .slot_phase (b_slot_phase),
        .st_locked (b_locked), .st_all_locked (b_all_locked), .st_offset (b_offset), .st_delay (b_delay),
        .st_drift (b_drift), .st_error (b_error), .st_reacquire (b_reacquire),
        .ev_exchange (b_ev_exchange), .ev_timeout (b_ev_timeout), .ev_lost (b_ev_lost), .ev_step (b_ev_step),
        .ev_bad_msg (b_ev_bad)
    );

    // ---------------------------------------------------------------- fibres
    msg_t   q_m2a [$], q_m2b [$], q_a2m [$], q_b2m [$];
    longint r_m2a [$], r_m2b [$], r_a2m [$], r_b2m [$];   // arrival times (ps)
    longint edge_m, edge_a, edge_b;                       // previous clock edge of each domain (ps)

    function automatic longint now_ps();
        return longint'($realtime * 1000.0);
    endfunction

    function automatic logic [SUB_BITS-1:0] sub_of(input longint late_ps);
        longint s;
        if (FINE_TS == 0) return SUB_BITS'(1 << (SUB_BITS - 1));
        s = (late_ps << SUB_BITS) / longint'(CLK_PS);
        if (s > longint'((1 << SUB_BITS) - 1)) s = longint'((1 << SUB_BITS) - 1);
        return SUB_BITS'(s);
    endfunction

    // master side: launch into the slaves' fibres, fault injection
    always @(posedge clk_m) begin
        if (rst_m) begin
            dropped_a <= '0;
            dropped_b <= '0;
        end else begin
            if (m_tx_valid) begin
                if (32'(m_tx.node) == NODE_A) begin
                    if (drop_resp_a && m_tx.typ == T_DRESP) dropped_a <= dropped_a + 1'b1;
                    else begin
                        q_m2a.push_back(m_tx);
                        r_m2a.push_back(edge_m + LAT_A_PS);
                    end
                end else if (32'(m_tx.node) == NODE_B) begin
                    if (drop_resp_b && m_tx.typ == T_DRESP) dropped_b <= dropped_b + 1'b1;
                    else begin
                        q_m2b.push_back(m_tx);
                        r_m2b.push_back(edge_m + LAT_B_PS);
                    end
                end
            end
            if (inj_valid) begin
                if (inj_to_m) begin
                    q_a2m.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_a2m.push_back(edge_m + LAT_A_PS);
                end else if (inj_to_b) begin
                    q_m2b.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_m2b.push_back(edge_m + LAT_B_PS);
                end else begin
                    q_m2a.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_m2a.push_back(edge_m + LAT_A_PS);
                end
            end
        end
        edge_m <= now_ps();
    end

    // master receive: the earliest arrived message of the two fibres, one per clock
    always @(posedge clk_m) begin
        m_rx_valid <= 1'b0;
        if (rst_m) begin
            rx_waits <= '0;
        end else begin
            if (q_a2m.size() > 0 && r_a2m[0] <= now_ps() &&
                !(q_b2m.size() > 0 && r_b2m[0] < r_a2m[0])) begin
                m_rx_valid <= 1'b1;
                m_rx       <= q_a2m.pop_front();
                m_rx_sub   <= sub_of(now_ps() - r_a2m.pop_front());
                if (q_b2m.size() > 0 && r_b2m[0] <= now_ps()) rx_waits <= rx_waits + 1'b1;
            end else if (q_b2m.size() > 0 && r_b2m[0] <= now_ps()) begin
                m_rx_valid <= 1'b1;
                m_rx       <= q_b2m.pop_front();
                m_rx_sub   <= sub_of(now_ps() - r_b2m.pop_front());
                if (q_a2m.size() > 0 && r_a2m[0] <= now_ps()) rx_waits <= rx_waits + 1'b1;
            end
        end
    end

    // slave A: launch towards the master, receive from it
    always @(posedge clk_a) begin
        a_rx_valid <= 1'b0;
        if (!rst_a) begin
            if (a_tx_valid) begin
                q_a2m.push_back(a_tx);
                r_a2m.push_back(edge_a + LAT_A_PS);
            end
            if (q_m2a.size() > 0 && r_m2a[0] <= now_ps()) begin
                a_rx_valid <= 1'b1;
                a_rx       <= q_m2a.pop_front();
                a_rx_sub   <= sub_of(now_ps() - r_m2a.pop_front());
            end
        end
        edge_a <= now_ps();
    end

    // slave B
    always @(posedge clk_b) begin
        b_rx_valid <= 1'b0;
        if (!rst_b) begin
            if (b_tx_valid) begin
                q_b2m.push_back(b_tx);
                r_b2m.push_back(edge_b + LAT_B_PS);
            end
            if (q_m2b.size() > 0 && r_m2b[0] <= now_ps()) begin
                b_rx_valid <= 1'b1;
                b_rx       <= q_m2b.pop_front();
                b_rx_sub   <= sub_of(now_ps() - r_m2b.pop_front());
            end
        end
        edge_b <= now_ps();
    end

    // ---------------------------------------------------------------- transport checks and waits
    logic        m_ready_q, a_ready_q, b_ready_q;
    logic [7:0]  m_ready_dst_q, a_ready_dst_q, b_ready_dst_q;
    logic [31:0] m_handovers, a_handovers, b_handovers;
    logic [31:0] m_handover_err, a_handover_err, b_handover_err;
    logic [31:0] m_skips, a_skips, b_skips;
    logic [31:0] sg_left, sg_k;

    assign handovers    = m_handovers + a_handovers + b_handovers;
    assign handover_err = m_handover_err + a_handover_err + b_handover_err;
    assign skips        = m_skips + a_skips + b_skips;

    always @(posedge clk_m) begin
        if (rst_m) begin
            m_ready_q      <= 1'b0;
            m_ready_dst_q  <= '0;
            m_handovers    <= '0;
            m_handover_err <= '0;
            m_skips        <= '0;
            sg_left        <= '0;
            sg_k           <= '0;
            sync_checked   <= '0;
            sync_grid_err  <= '0;
            m_pending_a    <= 1'b0;
            m_pending_b    <= 1'b0;
            m_skipped_a    <= 1'b0;
            m_skipped_b    <= 1'b0;
            m_wait_a       <= '0;
            m_wait_b       <= '0;
            m_wait_last_a  <= '0;
            m_wait_last_b  <= '0;
            m_wait_max_a   <= '0;
            m_wait_max_b   <= '0;
        end else begin
            // every hand-over in the clock after a tx_ready for its destination
            m_ready_q     <= m_tx_ready;
            m_ready_dst_q <= m_ctl_dst;
            if (m_tx_valid) begin
                m_handovers <= m_handovers + 1'b1;
                if (!(m_ready_q && m_ready_dst_q == m_tx.node)) m_handover_err <= m_handover_err + 1'b1;
            end
            // a SYNC's slot (index arg) starts LEAD clocks after its hand-over on the master's grid
            if (m_tx_valid && m_tx.typ == T_SYNC) begin
                sg_left <= 32'(LEAD);
                sg_k    <= m_tx.arg[31:0];
            end else if (sg_left != '0) begin
                sg_left <= sg_left - 1'b1;
            end
            if (sg_left == 32'd1) begin
                sync_checked <= sync_checked + 1'b1;
                if (!(m_slot_start && m_slot_idx == sg_k)) sync_grid_err <= sync_grid_err + 1'b1;
            end
            // DELAY_REQ received -> DELAY_RESP handed over
            if (m_ctl_ready && m_skip_now) begin
                m_skips <= m_skips + 1'b1;
                if (m_ctl_dst == 8'(NODE_A)) m_skipped_a <= 1'b1;
                else m_skipped_b <= 1'b1;
            end
            if (m_pending_a) m_wait_a <= m_wait_a + 1'b1;
            if (m_pending_b) m_wait_b <= m_wait_b + 1'b1;
            if (m_rx_valid && m_rx.typ == T_DREQ && m_rx.node == 8'(NODE_A)) begin
                m_pending_a <= 1'b1;
                m_skipped_a <= 1'b0;
                m_wait_a    <= 32'd1;
            end
            if (m_rx_valid && m_rx.typ == T_DREQ && m_rx.node == 8'(NODE_B)) begin
                m_pending_b <= 1'b1;
                m_skipped_b <= 1'b0;
                m_wait_b    <= 32'd1;
            end
            if (m_tx_valid && m_tx.typ == T_DRESP && m_tx.node == 8'(NODE_A) && m_pending_a) begin
                m_pending_a   <= 1'b0;
                m_wait_last_a <= m_wait_a;
                if (m_wait_a > m_wait_max_a) m_wait_max_a <= m_wait_a;
            end
            if (m_tx_valid && m_tx.typ == T_DRESP && m_tx.node == 8'(NODE_B) && m_pending_b) begin
                m_pending_b   <= 1'b0;
                m_wait_last_b <= m_wait_b;
                if (m_wait_b > m_wait_max_b) m_wait_max_b <= m_wait_b;
            end
        end
    end

    // slave A: SYNC received -> DELAY_REQ handed over, only after an offer of a slot to the master
    always @(posedge clk_a) begin
        if (rst_a) begin
            a_ready_q      <= 1'b0;
            a_ready_dst_q  <= '0;
            a_handovers    <= '0;
            a_handover_err <= '0;
            a_skips        <= '0;
            a_pending      <= 1'b0;
            a_skipped      <= 1'b0;
            a_wait         <= '0;
            a_wait_last    <= '0;
            a_wait_max     <= '0;
        end else begin
            a_ready_q     <= a_tx_ready;
            a_ready_dst_q <= a_ctl_dst;
            if (a_tx_valid) begin
                a_handovers <= a_handovers + 1'b1;
                if (!(a_ready_q && a_ready_dst_q == 8'(NODE_M))) a_handover_err <= a_handover_err + 1'b1;
            end
            if (a_ctl_ready && a_ctl_dst == 8'(NODE_M) && a_skip_now) begin
                a_skips   <= a_skips + 1'b1;
                a_skipped <= 1'b1;
            end
            if (a_pending) a_wait <= a_wait + 1'b1;
            if (a_rx_valid && a_rx.typ == T_SYNC && a_rx.node == 8'(NODE_A) && a_cfg_en) begin
                a_pending <= 1'b1;
                a_skipped <= 1'b0;
                a_wait    <= 32'd1;
            end else if (a_tx_valid && a_pending) begin
                a_pending   <= 1'b0;
                a_wait_last <= a_wait;
                if (a_wait > a_wait_max) a_wait_max <= a_wait;
            end
        end
    end

    always @(posedge clk_b) begin
        if (rst_b) begin
            b_ready_q      <= 1'b0;
            b_ready_dst_q  <= '0;
            b_handovers    <= '0;
            b_handover_err <= '0;
            b_skips        <= '0;
            b_pending      <= 1'b0;
            b_skipped      <= 1'b0;
            b_wait         <= '0;
            b_wait_last    <= '0;
            b_wait_max     <= '0;
        end else begin
            b_ready_q     <= b_tx_ready;
            b_ready_dst_q <= b_ctl_dst;
            if (b_tx_valid) begin
                b_handovers <= b_handovers + 1'b1;
                if (!(b_ready_q && b_ready_dst_q == 8'(NODE_M))) b_handover_err <= b_handover_err + 1'b1;
            end
            if (b_ctl_ready && b_ctl_dst == 8'(NODE_M) && b_skip_now) begin
                b_skips   <= b_skips + 1'b1;
                b_skipped <= 1'b1;
            end
            if (b_pending) b_wait <= b_wait + 1'b1;
            if (b_rx_valid && b_rx.typ == T_SYNC && b_rx.node == 8'(NODE_B) && b_cfg_en) begin
                b_pending <= 1'b1;
                b_skipped <= 1'b0;
                b_wait    <= 32'd1;
            end else if (b_tx_valid && b_pending) begin
                b_pending   <= 1'b0;
                b_wait_last <= b_wait;
                if (b_wait > b_wait_max) b_wait_max <= b_wait;
            end
        end
    end

    // ---------------------------------------------------------------- event counters
    always @(posedge clk_m) begin
        if (rst_m) begin
            m_cnt_exchange <= '0;
            m_cnt_timeout  <= '0;
            m_cnt_bad      <= '0;
            m_cnt_round    <= '0;
        end else begin
            m_cnt_exchange <= m_cnt_exchange + 32'(m_ev_exchange);
            m_cnt_timeout  <= m_cnt_timeout + 32'(m_ev_timeout);
            m_cnt_bad      <= m_cnt_bad + 32'(m_ev_bad);
            m_cnt_round    <= m_cnt_round + 32'(m_ev_round);
        end
    end

    always @(posedge clk_a) begin
        if (rst_a) begin
            a_cnt_exchange <= '0;
            a_cnt_timeout  <= '0;
            a_cnt_lost     <= '0;
            a_cnt_step     <= '0;
            a_cnt_bad      <= '0;
        end else begin
            a_cnt_exchange <= a_cnt_exchange + 32'(a_ev_exchange);
            a_cnt_timeout  <= a_cnt_timeout + 32'(a_ev_timeout);
            a_cnt_lost     <= a_cnt_lost + 32'(a_ev_lost);
            a_cnt_step     <= a_cnt_step + 32'(a_ev_step);
            a_cnt_bad      <= a_cnt_bad + 32'(a_ev_bad);
        end
    end

    always @(posedge clk_b) begin
        if (rst_b) begin
            b_cnt_exchange <= '0;
            b_cnt_timeout  <= '0;
            b_cnt_lost     <= '0;
            b_cnt_step     <= '0;
            b_cnt_bad      <= '0;
        end else begin
            b_cnt_exchange <= b_cnt_exchange + 32'(b_ev_exchange);
            b_cnt_timeout  <= b_cnt_timeout + 32'(b_ev_timeout);
            b_cnt_lost     <= b_cnt_lost + 32'(b_ev_lost);
            b_cnt_step     <= b_cnt_step + 32'(b_ev_step);
            b_cnt_bad      <= b_cnt_bad + 32'(b_ev_bad);
        end
    end

    wire logic unused_ok = &{1'b0, m_cur_node};
endmodule

`default_nettype wire
