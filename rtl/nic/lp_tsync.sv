// lp_tsync: the time-sync block of a NIC core (docs/time-sync.md "In the NIC core"): lp_tsync_master
// (TSYNC_MASTER = 1, the arbiter) or lp_tsync_slave, with what the core needs around it:
//   - messages: sync messages from the receiver (rx_msg_*, kind SYNC) in; the transmitter offers each
//     slot (ctl_ready, ctl_ready_dst) LP_MSG_TX_LEAD clocks ahead, the message goes out on ctl_valid/
//     ctl_msg (a slave sends only in the arbiter's slots). The arrival inside the word is not known
//     here: rx_sub = 0 (word-resolution receive stamps; a board top with sub-word arrival information
//     from the GT would drive it);
//   - the slot grid (slot_start, slot_idx) from the slot timing (guard and preamble 0 count as 1);
//   - the transmit gate: data and fake cells only while the time is locked when TSYNC_CTRL.gate_tx;
//   - acquisition: until a slave's time has been locked once, and again when a loss of the time lasts
//     a second sync timeout (until an exchange completes: a restarted master has a new grid),
//     acquire = 1 (the receive schedule then expects the arbiter in every slot, docs/cdr.md);
//   - the block's status registers (regs_in of the tsync block): TSYNC_TIME_HI holds the high word of
//     the time as it was when TSYNC_TIME_LO was read (64-bit read without tearing: LO first, then HI);
//     the TSM_NODE_* registers show the master's record of node TSM_SEL.node.
`default_nettype none
`include "lp_assert.svh"

module lp_tsync
    import lp_cell_pkg::*;
    import lp_nic_tsync_pkg::*;
#(
    parameter bit TSYNC_MASTER = 1'b0,
    parameter int MAX_NODES    = 16,    // time-sync master records
    parameter int CELL_WORDS   = LP_HDR_WORDS + LP_SLOT_PAYLOAD_BYTES / (LP_WORD_BITS / 8)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire lp_nic_tsync__out_t            regs_out,       // the tsync block's settings
    output lp_nic_tsync__in_t                  regs_in,        // and its status
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_arbiter,
    input  wire logic [7:0]                    cfg_guard,      // SLOT_TIMING
    input  wire logic [7:0]                    cfg_preamble,
    input  wire logic                          cfg_tx_en,      // CTRL.tx_en

    input  wire logic                          rx_msg_valid,
    input  wire lp_kind_e                      rx_msg_kind,
    input  wire lp_msg_t                       rx_msg,
    input  wire logic                          ctl_ready,
    input  wire logic [LP_NODE_ID_BITS-1:0]    ctl_ready_dst,
    output logic                               ctl_valid,
    output lp_msg_t                            ctl_msg,

    output logic                               slot_start,     // the synchronised slot grid
    output logic      [31:0]                   slot_idx,
    output logic      [31:0]                   slot_next_idx,  // the index of the next slot_start
    output logic                               data_tx_en,     // cfg_tx_en, gated by TSYNC_CTRL.gate_tx
    output logic                               acquire,        // slave, never locked yet or lost
    output logic      [MAX_NODES-1:0]          node_locked,    // master: per-node lock

    output logic                               ev_ts_exchange,
    output logic                               ev_ts_timeout,
    output logic                               ev_ts_lost,
    output logic                               ev_ts_step,
    output logic                               ev_ts_bad,
    output logic                               ev_tsm_exchange,
    output logic                               ev_tsm_timeout,
    output logic                               ev_tsm_bad,
    output logic                               ev_tsm_round
);
    if (MAX_NODES < 2 || MAX_NODES > 16) begin : g_bad_max_nodes
        $fatal(1, "lp_tsync: MAX_NODES=%0d: 2..16 (TSM_STATUS.node_locked has 16 bits)", MAX_NODES);
    end

    logic                       ts_en, ts_rx_valid, ts_tx_valid, ts_tx_locked, ts_locked, ts_all_locked;
    logic [1:0]                 ts_tx_type;
    logic [LP_NODE_ID_BITS-1:0] ts_tx_node;
    logic [15:0]                ts_tx_seq;
    logic [63:0]                ts_tx_ts, ts_tx_arg, ts_time;
    logic                       ts_slot_start;
    logic [31:0]                ts_slot_idx, ts_slot_next_idx;
    logic [10:0]                ts_slot_word_unused;
    logic [31:0]                ts_slot_phase_unused;   // sub-cycle edge placement: the SOA driver uses its own edge offset
    logic [31:0]                ts_offset, ts_delay, ts_drift;
    logic [3:0]                 ts_error;
    logic                       ts_reacquire;
    logic                       tsm_busy;
    logic [LP_NODE_ID_BITS-1:0] tsm_cur_node;
    logic [MAX_NODES-1:0]       tsm_node_locked;
    logic [MAX_NODES-1:0][31:0] tsm_node_offset, tsm_node_delay;
    logic [MAX_NODES-1:0][1:0]  tsm_node_err;

    wire logic [7:0]  slot_guard    = (cfg_guard == '0) ? 8'd1 : cfg_guard;
    wire logic [7:0]  slot_preamble = (cfg_preamble == '0) ? 8'd1 : cfg_preamble;
    wire logic [10:0] slot_words    = 11'(slot_guard) + 11'(slot_preamble) + 11'(CELL_WORDS);

    // Nominal clocks from a sync message's hand-over (t1) to its arrival at the peer's time-sync block,
    // without the fibre: lead to the slot boundary, guard, (preamble words - 1) + the TX output register
    // (= preamble words), the oversampling front end (2, as lp_os_rx_model; a GT adds its own), the CDR
    // phase cache (2), the cell (header + payload) and the receiver's message register (2). Only the
    // first SYNC uses it (coarse time set before the first exchange); the exchanges measure the real delay.
    localparam int RX_FRONT_END = 2;
    localparam int CDR_LATENCY  = 2;
    localparam int RX_MSG_REG   = 2;
    wire logic [15:0] coarse_lat = 16'(LP_MSG_TX_LEAD) + 16'(slot_guard) + 16'(slot_preamble) +
                                   16'(RX_FRONT_END + CDR_LATENCY + CELL_WORDS + RX_MSG_REG);

    assign ts_en       = regs_out.TSYNC_CTRL.en.value;
    assign ts_rx_valid = rx_msg_valid && (rx_msg_kind == LP_KIND_SYNC);

    if (TSYNC_MASTER) begin : g_tsm
        lp_tsync_master #(
            .MAX_NODES (MAX_NODES)
        ) u_tsync (
            .clk            (clk),
            .rst            (rst),
            .cfg_en         (ts_en),
            .cfg_node_mask  (regs_out.TSM_NODE_MASK.mask.value[MAX_NODES-1:0]),
            .cfg_period     (regs_out.TSM_PERIOD.cycles.value),
            .cfg_timeout    (regs_out.TSM_TIMEOUT.cycles.value),
            .cfg_slot_words (slot_words),
            .cfg_err_thresh (regs_out.TSM_ERR_THRESH.ns.value),
            .rx_valid       (ts_rx_valid),
            .rx_type        (rx_msg.mtype),
            .rx_node        (rx_msg.node),
            .rx_seq         (rx_msg.seq),
            .rx_locked      (rx_msg.locked),
            .rx_ts          (rx_msg.ts),
            .rx_arg         (rx_msg.arg),
            .rx_sub         ('0),
            .tx_ready       (ctl_ready),
            .tx_ready_node  (ctl_ready_dst),
            .tx_valid       (ts_tx_valid),
            .tx_type        (ts_tx_type),
            .tx_node        (ts_tx_node),
            .tx_seq         (ts_tx_seq),
            .tx_locked      (ts_tx_locked),
            .tx_ts          (ts_tx_ts),
            .tx_arg         (ts_tx_arg),
            .st_time        (ts_time),
            .slot_start     (ts_slot_start),
            .slot_idx       (ts_slot_idx),
            .slot_next_idx  (ts_slot_next_idx),
            .slot_word      (ts_slot_word_unused),
            .st_all_locked  (ts_all_locked),
            .st_busy        (tsm_busy),
            .st_cur_node    (tsm_cur_node),
            .st_node_locked (tsm_node_locked),
            .st_node_offset (tsm_node_offset),
            .st_node_delay  (tsm_node_delay),
            .st_node_err    (tsm_node_err),
            .ev_exchange    (ev_tsm_exchange),
            .ev_timeout     (ev_tsm_timeout),
            .ev_bad_msg     (ev_tsm_bad),
            .ev_round       (ev_tsm_round)
        );
        assign ts_locked = 1'b1;   // the master's time is the global time
        // the slave's settings have no use in the master (a packed register struct reports its unused bits)
        wire logic unused_master_ok = &{1'b0, coarse_lat, cfg_node, cfg_arbiter, regs_out.TSYNC_STEP_THRESH, regs_out.TSYNC_LOCK_THRESH,
                                        regs_out.TSYNC_SLEW, regs_out.TSYNC_SYNC_TIMEOUT,
                                        regs_out.TSYNC_TX_ADVANCE};   // the master is the reference
        assign {ts_offset, ts_delay, ts_drift, ts_error, ts_reacquire} = '0;
        assign {ev_ts_exchange, ev_ts_timeout, ev_ts_lost, ev_ts_step, ev_ts_bad} = '0;
        assign ts_slot_phase_unused = '0;
    end else begin : g_tss
        lp_tsync_slave u_tsync (
            .clk              (clk),
            .rst              (rst),
            .cfg_en           (ts_en),
            .cfg_node         (cfg_node),
            .cfg_slot_words   (slot_words),
            .cfg_step_thresh  (regs_out.TSYNC_STEP_THRESH.ns.value),
            .cfg_lock_thresh  (regs_out.TSYNC_LOCK_THRESH.ns.value),
            .cfg_slew         (regs_out.TSYNC_SLEW.slew.value),
            .cfg_kp_shift     (regs_out.TSYNC_CTRL.kp_shift.value),
            .cfg_ki_shift     (regs_out.TSYNC_CTRL.ki_shift.value),
            .cfg_resp_timeout (regs_out.TSYNC_SLEW.resp_timeout.value),
            .cfg_sync_timeout (regs_out.TSYNC_SYNC_TIMEOUT.cycles.value),
            .cfg_coarse_lat   (coarse_lat),
            .cfg_tx_advance   (regs_out.TSYNC_TX_ADVANCE.ns.value),
            .rx_valid         (ts_rx_valid),
            .rx_type          (rx_msg.mtype),
            .rx_node          (rx_msg.node),
            .rx_seq           (rx_msg.seq),
            .rx_locked        (rx_msg.locked),
            .rx_ts            (rx_msg.ts),
            .rx_arg           (rx_msg.arg),
            .rx_sub           ('0),
            .tx_ready         (ctl_ready && (ctl_ready_dst == cfg_arbiter)),
            .tx_valid         (ts_tx_valid),
            .tx_type          (ts_tx_type),
            .tx_node          (ts_tx_node),
            .tx_seq           (ts_tx_seq),
            .tx_locked        (ts_tx_locked),
            .tx_ts            (ts_tx_ts),
            .tx_arg           (ts_tx_arg),
            .st_time          (ts_time),
            .slot_start       (ts_slot_start),
            .slot_idx         (ts_slot_idx),
            .slot_next_idx    (ts_slot_next_idx),
            .slot_word        (ts_slot_word_unused),
            .slot_phase       (ts_slot_phase_unused),
            .st_locked        (ts_locked),
            .st_all_locked    (ts_all_locked),
            .st_offset        (ts_offset),
            .st_delay         (ts_delay),
            .st_drift         (ts_drift),
            .st_error         (ts_error),
            .st_reacquire     (ts_reacquire),
            .ev_exchange      (ev_ts_exchange),
            .ev_timeout       (ev_ts_timeout),
            .ev_lost          (ev_ts_lost),
            .ev_step          (ev_ts_step),
            .ev_bad_msg       (ev_ts_bad)
        );
        // the master's settings have no use in a slave
        wire logic unused_slave_ok = &{1'b0, regs_out.TSM_NODE_MASK, regs_out.TSM_PERIOD, regs_out.TSM_TIMEOUT,
                                       regs_out.TSM_ERR_THRESH};
        assign {tsm_busy, tsm_cur_node, tsm_node_locked, tsm_node_offset, tsm_node_delay, tsm_node_err} = '0;
        assign {ev_tsm_exchange, ev_tsm_timeout, ev_tsm_bad, ev_tsm_round} = '0;
    end

    assign ctl_valid   = ts_tx_valid;
    assign slot_start  = ts_slot_start;
    assign slot_idx    = ts_slot_idx;
    assign slot_next_idx = ts_slot_next_idx;
    assign node_locked = tsm_node_locked;
    always_comb begin
        ctl_msg        = '0;
        ctl_msg.mtype  = lp_sync_type_e'(ts_tx_type);
        ctl_msg.node   = ts_tx_node;
        ctl_msg.seq    = ts_tx_seq;
        ctl_msg.locked = ts_tx_locked;
        ctl_msg.ts     = ts_tx_ts;
        ctl_msg.arg    = ts_tx_arg;
    end

    // data and fake cells: CTRL.tx_en, and (TSYNC_CTRL.gate_tx) only while the time is locked
    assign data_tx_en = cfg_tx_en && (!regs_out.TSYNC_CTRL.gate_tx.value || ts_locked);

    // acquisition: a slave's slot grid is unrelated to the others' until its time has been locked once;
    // after a long loss the master's SYNCs may come on a new grid (a restarted arbiter), so the slave
    // listens for them in every slot again until an exchange completes (it re-sets from the first one)
    logic seen_lock;
    always_ff @(posedge clk) begin
        if (rst) seen_lock <= 1'b0;
        else if (ts_locked) seen_lock <= 1'b1;
    end
    assign acquire = !TSYNC_MASTER && (!seen_lock || ts_reacquire);

    // ---------------------------------------------------------------- status registers
    logic [31:0] time_hi_q;
    logic [$clog2(MAX_NODES)-1:0] tsm_sel;
    assign tsm_sel = regs_out.TSM_SEL.node.value[$clog2(MAX_NODES)-1:0];

    always_ff @(posedge clk) begin
        if (rst) time_hi_q <= '0;
        else if (regs_out.TSYNC_TIME_LO.lo.swacc) time_hi_q <= ts_time[63:32];
    end

    always_comb begin
        regs_in = '0;
        regs_in.TSYNC_STATUS.locked.next     = ts_locked;
        regs_in.TSYNC_STATUS.all_locked.next = ts_all_locked;
        regs_in.TSYNC_STATUS.master.next     = TSYNC_MASTER;
        regs_in.TSYNC_STATUS.error.next      = ts_error;
        regs_in.TSYNC_OFFSET.ns.next         = ts_offset;
        regs_in.TSYNC_DELAY.ns.next          = ts_delay;
        regs_in.TSYNC_DRIFT.drift.next       = ts_drift;
        regs_in.TSYNC_TIME_LO.lo.next        = ts_time[31:0];
        regs_in.TSYNC_TIME_HI.hi.next        = time_hi_q;
        regs_in.TSYNC_SLOT.idx.next          = ts_slot_idx;
        regs_in.TSM_STATUS.all_locked.next   = TSYNC_MASTER && ts_all_locked;
        regs_in.TSM_STATUS.busy.next         = tsm_busy;
        regs_in.TSM_STATUS.cur_node.next     = tsm_cur_node;
        regs_in.TSM_STATUS.node_locked.next  = 16'(tsm_node_locked);
        regs_in.TSM_NODE_OFFSET.ns.next      = tsm_node_offset[tsm_sel];
        regs_in.TSM_NODE_DELAY.ns.next       = tsm_node_delay[tsm_sel];
        regs_in.TSM_NODE_STATUS.locked.next  = tsm_node_locked[tsm_sel];
        regs_in.TSM_NODE_STATUS.err.next     = tsm_node_err[tsm_sel];
    end

    // the master's time is the global time; a slave that holds its lock does not acquire
    `LP_ASSERT(a_master_locked, clk, rst, !TSYNC_MASTER || (ts_locked && !acquire))
    `LP_ASSERT(a_acquire_ends, clk, rst, $past(rst) || !$past(ts_locked) || !ts_locked || !acquire)
    // no data or fake cell while transmission is off, nor while unlocked with gate_tx
    `LP_ASSERT(a_tx_gate, clk, rst, !data_tx_en || (cfg_tx_en && (ts_locked || !regs_out.TSYNC_CTRL.gate_tx.value)))
    // TSYNC_TIME_HI moves only on a read of TSYNC_TIME_LO
    `LP_ASSERT(a_time_hi_on_read, clk, rst, $past(rst) || $stable(time_hi_q) || $past(regs_out.TSYNC_TIME_LO.lo.swacc))

    wire logic unused_ok = &{1'b0, ts_slot_word_unused, ts_slot_phase_unused, rx_msg.rsvd};
endmodule

`default_nettype wire
