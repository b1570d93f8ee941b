// lp_tsync_master: time-synchronisation master (the arbiter's; Mercury 3.1). Its own time is the
// global time: ns in Q48.32 from reset (0 at the first clock after reset), NOM per clock, never
// corrected. The slot grid is k x (cfg_slot_words x NOM), so every boundary falls on one of its clock
// edges and the grid is counted in clocks: slot_start, slot_idx, slot_word as in lp_tsync_slave
// (slot_phase is always 0 here).
//
// Transport: the messages travel in sync cells, and a message for node n can only go in a slot whose
// destination is n. The cell transmitter offers each slot with `tx_ready` (one clock, at word
// S-1-LP_MSG_TX_LEAD of the slot before it) and `tx_ready_node` (the next slot's destination); a
// message handed over (tx_valid) in the next clock goes out in that slot, whose boundary is exactly
// LP_MSG_TX_LEAD clocks after the hand-over clock. The hand-over clock is the transmit timestamp.
//
// Rounds: when enabled, and then every cfg_period clocks (a round that overruns its period delays the
// next one), the master runs one exchange with each node whose bit is set in cfg_node_mask, in
// ascending node order:
//   1. the clock after a tx_ready for the node: SYNC(node, seq, ts = t1 = that clock's time,
//      arg = index of the slot that starts LP_MSG_TX_LEAD clocks after t1, locked = st_all_locked).
//      The index is that of this module's next slot (next_idx). Assumption: the arbiter NIC's slot
//      timer follows this grid, so a tx_ready comes at word S-1-LP_MSG_TX_LEAD of one of its slots
//      and the next boundary is at t1 + LP_MSG_TX_LEAD x NOM (the test top checks it for every SYNC).
//   2. wait up to cfg_timeout clocks (from the SYNC's hand-over; it must cover the round trip plus
//      one round-robin cycle of waiting at the slave) for DELAY_REQ(node, seq, ts = t3, arg = t2,
//      locked); its arrival is stamped t4 = time of the edge presenting rx_valid - rx_sub x word/2^SUB_BITS
//   3. the clock after the next tx_ready for the node: DELAY_RESP(node, seq, ts = t4); record for the
//      node: locked (as the slave reported it), offset = ((t2-t1)-(t4-t3))/2 (slave minus master,
//      before the slave corrects it), path delay = ((t2-t1)+(t4-t3))/2, error bits
//      {|offset| > cfg_err_thresh, 0}
//   A timeout (no DELAY_REQ, or no tx_ready for the node within cfg_timeout clocks while a SYNC or
//   DELAY_RESP waits) records error bit 0 and clears the node's lock. Then the next node.
// st_all_locked: enabled, at least one node in the mask, and every node in the mask reported lock in
// its last exchange. It goes out in every SYNC, so the NICs know when global slot numbering is valid.
// Bad input: a message that is not the expected DELAY_REQ (other node, wrong seq, no exchange
// running, other type) is ignored and counted (ev_bad_msg).
`default_nettype none

module lp_tsync_master
    import lp_cell_pkg::*;
#(
    parameter int MAX_NODES = 16,    // node ids 0 .. MAX_NODES-1
    parameter int CLK_PS    = LP_CLK_PS,  // nominal clock period (ps); the line word time
    parameter int SUB_BITS  = 6      // rx_sub resolution: word / 2**SUB_BITS
) (
    input  wire logic                                clk,
    input  wire logic                                rst,

    // configuration
    input  wire logic                                cfg_en,
    input  wire logic [MAX_NODES-1:0]                cfg_node_mask,
    input  wire logic [31:0]                         cfg_period,      // clocks between round starts
    input  wire logic [15:0]                         cfg_timeout,     // clocks from SYNC to DELAY_REQ, and
                                                                      // for a message waiting for its slot
    input  wire logic [10:0]                         cfg_slot_words,  // < 2 is treated as LP_SLOT_WORDS
    input  wire logic [31:0]                         cfg_err_thresh,  // Q16.16 ns

    // messages from the slaves
    input  wire logic                                rx_valid,
    input  wire logic [1:0]                          rx_type,
    input  wire logic [LP_NODE_ID_BITS-1:0]          rx_node,
    input  wire logic [15:0]                         rx_seq,
    input  wire logic                                rx_locked,
    input  wire logic [63:0]                         rx_ts,
    input  wire logic [63:0]                         rx_arg,
    input  wire logic [SUB_BITS-1:0]                 rx_sub,

    // slot offer of the cell transmitter: the next slot goes to tx_ready_node (one clock)
    input  wire logic                                tx_ready,
    input  wire logic [LP_NODE_ID_BITS-1:0]          tx_ready_node,

    // messages to the slaves (tx_node addresses one), handed over the clock after a tx_ready for it
    output logic                                     tx_valid,
    output logic [1:0]                               tx_type,
    output logic [LP_NODE_ID_BITS-1:0]               tx_node,
    output logic [15:0]                              tx_seq,
    output logic                                     tx_locked,
    output logic [63:0]                              tx_ts,
    output logic [63:0]                              tx_arg,

    // global time and slots
    output logic [63:0]                              st_time,      // Q48.16 ns
    output logic                                     slot_start,
    output logic [31:0]                              slot_idx,
    output logic [31:0]                              slot_next_idx,  // the index the next slot_start will carry (slot_idx takes it then)
    output logic [10:0]                              slot_word,

    // status
    output logic                                     st_all_locked,
    output logic                                     st_busy,      // a round is running
    output logic [LP_NODE_ID_BITS-1:0]               st_cur_node,
    output logic [MAX_NODES-1:0]                     st_node_locked,
    output logic [MAX_NODES-1:0][31:0]               st_node_offset,  // signed Q16.16 ns
    output logic [MAX_NODES-1:0][31:0]               st_node_delay,   // Q16.16 ns
    output logic [MAX_NODES-1:0][1:0]                st_node_err,     // {offset, timeout}

    // events (one-cycle pulses)
    output logic                                     ev_exchange,
    output logic                                     ev_timeout,
    output logic                                     ev_bad_msg,
    output logic                                     ev_round
);
    if (MAX_NODES < 1 || MAX_NODES > (1 << LP_NODE_ID_BITS)) begin : g_bad_max_nodes
        $fatal(1, "lp_tsync_master: MAX_NODES=%0d out of range", MAX_NODES);
    end
    if (CLK_PS < 1000 || CLK_PS > 100000) begin : g_bad_clk_ps
        $fatal(1, "lp_tsync_master: CLK_PS=%0d out of range", CLK_PS);
    end
    if (SUB_BITS < 1 || SUB_BITS > 12) begin : g_bad_sub_bits
        $fatal(1, "lp_tsync_master: SUB_BITS=%0d out of range", SUB_BITS);
    end
    if (LP_MSG_TX_LEAD + 2 > LP_SLOT_WORDS) begin : g_bad_lp_msg_tx_lead
        $fatal(1, "lp_tsync_master: LP_MSG_TX_LEAD=%0d does not fit a slot", LP_MSG_TX_LEAD);
    end

    localparam int IW = 80;  // Q48.32
    localparam int NW = (MAX_NODES > 1) ? $clog2(MAX_NODES) : 1;
    localparam logic [63:0]   NOM64 = (64'(CLK_PS) << 32) / 64'd1000;  // CLK_PS in 2^-32 ns
    localparam logic [IW-1:0] NOM  = IW'(NOM64);
    localparam logic [IW-1:0] UI   = NOM >> SUB_BITS;

    typedef enum logic [2:0] {M_IDLE, M_SCAN, M_SEND_SYNC, M_WAIT_REQ, M_SEND_RESP, M_CALC, M_RECORD} state_e;
    state_e state;

    logic [IW-1:0] lt, lt_next;
    logic [31:0]   period_cnt;
    logic          round_due;
    logic [NW:0]   cursor;          // one bit wider: MAX_NODES ends the round
    logic [15:0]   cur_seq;
    logic [15:0]   timer;
    logic [63:0]   t1, t4, d21, d43;
    logic          slave_locked;
    logic signed [63:0] theta, delta;

    wire logic [NW-1:0] node = cursor[NW-1:0];
    wire logic          ready_node = tx_ready && (tx_ready_node == LP_NODE_ID_BITS'(node));

    assign lt_next = lt + NOM;

    // ---------------------------------------------------------------- slot grid (on own edges)
    // The time advances by exactly NOM per clock, so the boundary after a slot start, at sw x NOM from it,
    // is sw clocks later: the grid is a count of clocks (to_b: clocks to the next boundary, minus one),
    // with sw taken at each slot start as in the time domain (docs/time-sync.md, "Slot grid").
    wire logic [10:0]   sw       = (cfg_slot_words < 11'd2) ? 11'(LP_SLOT_WORDS) : cfg_slot_words;
    logic [10:0]   to_b;
    logic [31:0]   next_idx;
    assign slot_next_idx = next_idx;
    wire logic hit = to_b == '0;

    always_ff @(posedge clk) begin
        slot_start <= 1'b0;
        if (rst) begin
            lt        <= -NOM;  // time 0 is the first clock after reset, the start of slot 0
            to_b      <= '0;   // the first clock after reset starts slot 0
            next_idx  <= '0;
            slot_idx  <= '0;
            slot_word <= '0;
        end else begin
            lt <= lt_next;
            if (hit) begin
                slot_start <= 1'b1;
                slot_idx   <= next_idx;
                to_b       <= sw - 11'd1;
                next_idx   <= next_idx + 1'b1;
                slot_word  <= '0;
            end else begin
                to_b <= to_b - 11'd1;
                if (slot_word != '1) slot_word <= slot_word + 1'b1;
            end
        end
    end

    // ---------------------------------------------------------------- exchanges
    wire logic [IW-1:0] rx_stamp = lt - IW'(rx_sub) * UI;
    wire logic rx_expected = rx_valid && state == M_WAIT_REQ && rx_type == LP_SYNC_TYPE_DELAY_REQ &&
                             rx_node == LP_NODE_ID_BITS'(node) && rx_seq == cur_seq;
    wire logic signed [63:0] abs_theta = theta[63] ? -theta : theta;
    // waiting for a slot (SYNC, DELAY_RESP) or for the DELAY_REQ: give up after cfg_timeout clocks
    wire logic progress  = (state == M_WAIT_REQ) ? rx_expected : ready_node;
    wire logic waiting   = state == M_SEND_SYNC || state == M_WAIT_REQ || state == M_SEND_RESP;
    wire logic timed_out = waiting && !progress && timer >= cfg_timeout;

    function automatic logic [31:0] sat_s32(input logic signed [63:0] v);
        if (v > 64'sh7FFF_FFFF) return 32'h7FFF_FFFF;
        if (v < -64'sh8000_0000) return 32'h8000_0000;
        return v[31:0];
    endfunction

    function automatic logic [31:0] sat_u32(input logic signed [63:0] v);
        if (v < 0) return '0;
        if (v > 64'sh0000_0000_FFFF_FFFF) return 32'hFFFF_FFFF;
        return v[31:0];
    endfunction

    always_ff @(posedge clk) begin
        tx_valid    <= 1'b0;
        ev_exchange <= 1'b0;
        ev_timeout  <= 1'b0;
        ev_round    <= 1'b0;
        ev_bad_msg  <= cfg_en && rx_valid && !rx_expected;
        if (rst) begin
            state          <= M_IDLE;
            period_cnt     <= '0;
            round_due      <= 1'b1;
            cursor         <= '0;
            cur_seq        <= '0;
            timer          <= '0;
            t1             <= '0;
            t4             <= '0;
            d21            <= '0;
            d43            <= '0;
            slave_locked   <= 1'b0;
            theta          <= '0;
            delta          <= '0;
            tx_type        <= '0;
            tx_node        <= '0;
            tx_seq         <= '0;
            tx_locked      <= 1'b0;
            tx_ts          <= '0;
            tx_arg         <= '0;
            st_node_locked <= '0;
            st_node_offset <= '0;
            st_node_delay  <= '0;
            st_node_err    <= '0;
            ev_bad_msg     <= 1'b0;
        end else if (!cfg_en) begin
            state      <= M_IDLE;
            period_cnt <= '0;
            round_due  <= 1'b1;  // enabling starts a round at once
        end else begin
            if (state == M_IDLE && round_due) begin
                round_due <= 1'b0;
                cursor    <= '0;
                state     <= M_SCAN;
            end
            if (period_cnt + 1'b1 >= cfg_period) begin
                period_cnt <= '0;
                round_due  <= 1'b1;
            end else begin
                period_cnt <= period_cnt + 1'b1;
            end

            if (timed_out) begin
                // no DELAY_REQ in time, or no slot to the node for a waiting SYNC/DELAY_RESP (the
                // slave then gets no response)
                ev_timeout           <= 1'b1;
                st_node_err[node]    <= 2'b01;
                st_node_locked[node] <= 1'b0;
                cursor               <= cursor + 1'b1;
                state                <= M_SCAN;
            end else unique case (state)
                M_IDLE: ;
                M_SCAN: begin
                    if (cursor >= (NW+1)'(MAX_NODES)) begin
                        ev_round <= 1'b1;
                        state    <= M_IDLE;
                    end else if (cfg_node_mask[node]) begin
                        timer <= '0;
                        state <= M_SEND_SYNC;
                    end else begin
                        cursor <= cursor + 1'b1;
                    end
                end
                M_SEND_SYNC: begin
                    if (ready_node) begin
                        // hand-over: this SYNC goes out in the next slot, which starts LP_MSG_TX_LEAD
                        // clocks after the clock of tx_valid (t1); on this grid that slot is next_idx
                        tx_valid  <= 1'b1;
                        tx_type   <= LP_SYNC_TYPE_SYNC;
                        tx_node   <= LP_NODE_ID_BITS'(node);
                        tx_seq    <= cur_seq + 1'b1;
                        tx_locked <= st_all_locked;
                        tx_ts     <= lt_next[IW-1:16];
                        tx_arg    <= 64'(next_idx);
                        t1        <= lt_next[IW-1:16];
                        cur_seq   <= cur_seq + 1'b1;
                        timer     <= '0;
                        state     <= M_WAIT_REQ;
                    end else begin
                        timer <= timer + 1'b1;
                    end
                end
                M_WAIT_REQ: begin
                    if (rx_expected) begin
                        t4           <= rx_stamp[IW-1:16];
                        d21          <= rx_arg - t1;         // t2 - t1
                        d43          <= rx_stamp[IW-1:16] - rx_ts;  // t4 - t3
                        slave_locked <= rx_locked;
                        timer        <= '0;
                        state        <= M_SEND_RESP;
                    end else begin
                        timer <= timer + 1'b1;
                    end
                end
                M_SEND_RESP: begin
                    if (ready_node) begin
                        tx_valid  <= 1'b1;
                        tx_type   <= LP_SYNC_TYPE_DELAY_RESP;
                        tx_node   <= LP_NODE_ID_BITS'(node);
                        tx_seq    <= cur_seq;
                        tx_locked <= 1'b0;
                        tx_ts     <= t4;
                        tx_arg    <= '0;
                        state     <= M_CALC;
                    end else begin
                        timer <= timer + 1'b1;
                    end
                end
                M_CALC: begin
                    theta <= 64'(($signed({d21[63], d21}) - $signed({d43[63], d43})) >>> 1);
                    delta <= 64'(($signed({d21[63], d21}) + $signed({d43[63], d43})) >>> 1);
                    state <= M_RECORD;
                end
                M_RECORD: begin
                    ev_exchange          <= 1'b1;
                    st_node_locked[node] <= slave_locked;
                    st_node_offset[node] <= sat_s32(theta);
                    st_node_delay[node]  <= sat_u32(delta);
                    st_node_err[node]    <= {abs_theta > $signed({32'd0, cfg_err_thresh}), 1'b0};
                    cursor               <= cursor + 1'b1;
                    state                <= M_SCAN;
                end
                default: state <= M_IDLE;
            endcase
        end
    end

    assign st_time       = lt[IW-1:16];
    assign st_busy       = state != M_IDLE;
    assign st_cur_node   = LP_NODE_ID_BITS'(node);
    assign st_all_locked = cfg_en && (cfg_node_mask != '0) && ((st_node_locked | ~cfg_node_mask) == '1);

    wire logic unused_ok = &{1'b0, lt[15:0], rx_stamp[15:0]};
endmodule

`default_nettype wire
