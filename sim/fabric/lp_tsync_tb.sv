// lp_tsync_tb: time-sync test top (simulation only, behavioural by intent): one lp_tsync_master and
// two lp_tsync_slave nodes (A, B), each in its own clock domain (clk_m, clk_a, clk_b, driven by the
// testbench at independent frequencies), connected per direction by a fibre model.
//
// Fibre model (per direction and slave): a message launched in the cycle the sender's tx_valid is high
// (launch time = the sender's clock edge that began that cycle) arrives DELAY_x_PS later; the receiver
// presents it on rx_* for one cycle from its first clock edge at or after the arrival (one message per
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

module lp_tsync_tb #(
    parameter int FINE_TS    = 1,
    parameter int DELAY_A_PS = 25000,   // 5 m at ~5 ns/m
    parameter int DELAY_B_PS = 125000,  // 25 m
    parameter int NODE_A     = 1,
    parameter int NODE_B     = 2,
    parameter int CLK_PS     = 6400,
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
    output logic      [31:0] b_cnt_exchange,
    output logic      [31:0] b_cnt_timeout,
    output logic      [31:0] b_cnt_lost,
    output logic      [31:0] b_cnt_step,
    output logic      [31:0] b_cnt_bad
);
    localparam int SUB_BITS = 6;
    localparam logic [1:0] T_DRESP = 2'd3;

    initial begin
        if (NODE_A == NODE_B || NODE_A >= MAX_NODES || NODE_B >= MAX_NODES)
            $fatal(1, "lp_tsync_tb: NODE_A/NODE_B must differ and be < MAX_NODES");
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

    lp_tsync_master #(.MAX_NODES(MAX_NODES), .CLK_PS(CLK_PS), .SUB_BITS(SUB_BITS)) u_master (
        .clk (clk_m), .rst (rst_m),
        .cfg_en (m_cfg_en), .cfg_node_mask (MASK), .cfg_period (m_cfg_period),
        .cfg_timeout (m_cfg_timeout), .cfg_slot_words (cfg_slot_words), .cfg_err_thresh (m_cfg_err_thresh),
        .rx_valid (m_rx_valid), .rx_type (m_rx.typ), .rx_node (m_rx.node), .rx_seq (m_rx.seq),
        .rx_locked (m_rx.locked), .rx_ts (m_rx.ts), .rx_arg (m_rx.arg), .rx_sub (m_rx_sub),
        .tx_valid (m_tx_valid), .tx_type (m_tx.typ), .tx_node (m_tx.node), .tx_seq (m_tx.seq),
        .tx_locked (m_tx.locked), .tx_ts (m_tx.ts), .tx_arg (m_tx.arg),
        .st_time (m_time), .slot_start (m_slot_start), .slot_idx (m_slot_idx), .slot_word (m_slot_word),
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
        .cfg_resp_timeout (s_cfg_resp_timeout), .cfg_sync_timeout (s_cfg_sync_timeout),
        .rx_valid (a_rx_valid), .rx_type (a_rx.typ), .rx_node (a_rx.node), .rx_seq (a_rx.seq),
        .rx_locked (a_rx.locked), .rx_ts (a_rx.ts), .rx_arg (a_rx.arg), .rx_sub (a_rx_sub),
        .tx_valid (a_tx_valid), .tx_type (a_tx.typ), .tx_node (a_tx.node), .tx_seq (a_tx.seq),
        .tx_locked (a_tx.locked), .tx_ts (a_tx.ts), .tx_arg (a_tx.arg),
        .st_time (a_time), .slot_start (a_slot_start), .slot_idx (a_slot_idx), .slot_word (a_slot_word),
        .slot_phase (a_slot_phase),
        .st_locked (a_locked), .st_all_locked (a_all_locked), .st_offset (a_offset), .st_delay (a_delay),
        .st_drift (a_drift), .st_error (a_error),
        .ev_exchange (a_ev_exchange), .ev_timeout (a_ev_timeout), .ev_lost (a_ev_lost), .ev_step (a_ev_step),
        .ev_bad_msg (a_ev_bad)
    );

    lp_tsync_slave #(.CLK_PS(CLK_PS), .SUB_BITS(SUB_BITS)) u_b (
        .clk (clk_b), .rst (rst_b),
        .cfg_en (b_cfg_en), .cfg_node (8'(NODE_B)), .cfg_slot_words (cfg_slot_words),
        .cfg_step_thresh (s_cfg_step_thresh), .cfg_lock_thresh (s_cfg_lock_thresh), .cfg_slew (s_cfg_slew),
        .cfg_kp_shift (s_cfg_kp_shift), .cfg_ki_shift (s_cfg_ki_shift),
        .cfg_resp_timeout (s_cfg_resp_timeout), .cfg_sync_timeout (s_cfg_sync_timeout),
        .rx_valid (b_rx_valid), .rx_type (b_rx.typ), .rx_node (b_rx.node), .rx_seq (b_rx.seq),
        .rx_locked (b_rx.locked), .rx_ts (b_rx.ts), .rx_arg (b_rx.arg), .rx_sub (b_rx_sub),
        .tx_valid (b_tx_valid), .tx_type (b_tx.typ), .tx_node (b_tx.node), .tx_seq (b_tx.seq),
        .tx_locked (b_tx.locked), .tx_ts (b_tx.ts), .tx_arg (b_tx.arg),
        .st_time (b_time), .slot_start (b_slot_start), .slot_idx (b_slot_idx), .slot_word (b_slot_word),
        .slot_phase (b_slot_phase),
        .st_locked (b_locked), .st_all_locked (b_all_locked), .st_offset (b_offset), .st_delay (b_delay),
        .st_drift (b_drift), .st_error (b_error),
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
                        r_m2a.push_back(edge_m + longint'(DELAY_A_PS));
                    end
                end else if (32'(m_tx.node) == NODE_B) begin
                    if (drop_resp_b && m_tx.typ == T_DRESP) dropped_b <= dropped_b + 1'b1;
                    else begin
                        q_m2b.push_back(m_tx);
                        r_m2b.push_back(edge_m + longint'(DELAY_B_PS));
                    end
                end
            end
            if (inj_valid) begin
                if (inj_to_m) begin
                    q_a2m.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_a2m.push_back(edge_m + longint'(DELAY_A_PS));
                end else if (inj_to_b) begin
                    q_m2b.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_m2b.push_back(edge_m + longint'(DELAY_B_PS));
                end else begin
                    q_m2a.push_back({inj_type, inj_node, inj_seq, 1'b0, inj_ts, 64'd0});
                    r_m2a.push_back(edge_m + longint'(DELAY_A_PS));
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
                r_a2m.push_back(edge_a + longint'(DELAY_A_PS));
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
                r_b2m.push_back(edge_b + longint'(DELAY_B_PS));
            end
            if (q_m2b.size() > 0 && r_m2b[0] <= now_ps()) begin
                b_rx_valid <= 1'b1;
                b_rx       <= q_m2b.pop_front();
                b_rx_sub   <= sub_of(now_ps() - r_m2b.pop_front());
            end
        end
        edge_b <= now_ps();
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
