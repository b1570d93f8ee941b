// lp_oddl_cu: the ODDL control unit (ODDL section 4.B, Fig. 8; docs/oddl.md): per-flow transmit
// scheduling of one node through the steps of its job's wavelength routing table.
//
// Per step s the table gives the flow's destination tx_peer[s], the source rx_peer[s] of the flow this
// node receives, and the wavelength wl[s] the WSS routes to tx_peer[s]. One step:
//   TUNE      the laser takes wl[s] (tx_wl), the receive schedule rx_peer[s]; after TUNE.cycles (a
//             wavelength change; 0 if the wavelength stays, TUNE.wake after a laser shut-down)
//             self_conf = 1 and transceiver_ready goes to rx_peer[s]
//   WAIT_CONF until transceiver_ready from tx_peer[s] (dest_conf)
//   RUN       link_up: payload to tx_peer[s] (tx_on) until the doorbell (the library's flow completed)
//             and no cell for tx_peer[s] left in the transmitter (pend_mask)
//   DRAIN     payload off; until a slot starts dark (nothing of the flow on the line): self_completion;
//             previous_completion goes to rx_peer[s+1] (the last step ends the iteration instead)
//   WAIT_COMP until previous_completion from tx_peer[s+1] (dest_completion); then s+1 and TUNE.
// Hardware rules: tx_on (payload, and any cell: the slot is dark otherwise) only in RUN, i.e. with
// self_conf and dest_conf; tx_wl changes only on entering TUNE, which is entered only from IDLE, laser
// off or WAIT_COMP, i.e. with tx_on low and the line drained since.
// Messages carry no step number (13 bits: address and type). Each is matched to a step by its sender:
// transceiver_ready to the first of {s (before its link is up), s+1 (cyclic: the next iteration's step
// 0 after the last)} whose tx_peer is the sender and whose flag is clear; previous_completion to the
// first step after s whose tx_peer is the sender, if its flag is clear. A flag is consumed by its use
// (rdy at link up, cmp when the step is entered), so a message that arrives before this node reached
// its step (a peer that started earlier, or ran ahead) waits in its flag. A message that matches no
// clear flag is ignored and counted: ev_dup if the sender is a peer of the table, ev_bad_peer if not.
// The control network must deliver in order between two nodes (docs/oddl.md, "Message matching").
// Timeout: TIMEOUT clocks in WAIT_CONF or WAIT_COMP (0 = never) end the iteration with an error (code 1
// or 2); abort (or en falling) with code 4. Either drains the line (STOP), clears every flag and goes
// idle, where a new start is accepted (recovery: docs/oddl.md). A start is refused (code 3) while an
// iteration runs, with an invalid table (steps 1..STEPS, peers < MAX_NODES and not this node, wl <
// NUM_WL) or while cfg_block (S-VLB on). laser_off shuts the laser down between iterations (OFF).
// Assertions (docs/formal.md): the hardware rules above as invariants of the state machine; the rule that
// the wavelength changes only with nothing of this node's in flight is proved with a model of the slots
// (tb/formal/lp_oddl_cu_formal.sv, lp_oddl_cu.sby).
`default_nettype none
`include "lp_assert.svh"

module lp_oddl_cu
    import lp_cell_pkg::*;
#(
    parameter int STEPS     = 16,
    parameter int MAX_NODES = 16,
    parameter int NUM_WL    = 8
) (
    input  wire logic                                   clk,
    input  wire logic                                   rst,

    // configuration (lp_oddl_regs)
    input  wire logic                                   cfg_en,
    input  wire logic                                   cfg_block,       // S-VLB on: starts refused
    input  wire logic                                   cfg_start,       // pulses
    input  wire logic                                   cfg_abort,
    input  wire logic                                   cfg_laser_off,
    input  wire logic                                   cfg_doorbell,
    input  wire logic                                   cfg_clr,         // counters clear: latency maxima
    input  wire logic [LP_ODDL_ADDR_BITS-1:0]           cfg_addr,
    input  wire logic [4:0]                             cfg_steps,
    input  wire logic [7:0]                             cfg_tune,
    input  wire logic [15:0]                            cfg_wake,
    input  wire logic [31:0]                            cfg_timeout,
    input  wire logic [STEPS-1:0][LP_ODDL_ADDR_BITS-1:0] tbl_tx,
    input  wire logic [STEPS-1:0][LP_ODDL_ADDR_BITS-1:0] tbl_rx,
    input  wire logic [STEPS-1:0][3:0]                  tbl_wl,

    // control messages: received (lp_oddl_ctl_rx) and to send (lp_oddl_ctl_tx)
    input  wire logic                                   rx_v,
    input  wire lp_oddl_msg_e                           rx_type,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0]           rx_src,
    output logic                                        tx_v,
    output lp_oddl_msg_e                                tx_type,
    output logic [LP_ODDL_ADDR_BITS-1:0]                tx_dst,
    input  wire logic                                   tx_first_ready,  // first beat of a ready frame sent

    // transmitter and receiver
    input  wire logic                                   slot_start,      // first clock of a slot
    input  wire logic                                   slot_on,         // ... which carries a cell
    input  wire logic [MAX_NODES-1:0]                   pend_mask,       // cells held for these nodes
    output logic                                        tx_on,           // slots to tx_peer lit (payload)
    output logic [7:0]                                  tx_wl,
    output logic [LP_NODE_ID_BITS-1:0]                  tx_peer,
    output logic                                        rx_on,
    output logic [LP_NODE_ID_BITS-1:0]                  rx_peer,
    output logic                                        laser_off,
    output logic                                        tuning,

    // status
    output logic [2:0]                                  st_state,
    output logic [3:0]                                  st_step,
    output logic                                        st_self_conf,
    output logic                                        st_dest_conf,
    output logic                                        st_self_comp,
    output logic                                        st_dest_comp,
    output logic                                        st_err,
    output logic [2:0]                                  st_err_code,
    output logic [3:0]                                  st_err_step,
    output logic [7:0]                                  st_iters,
    output logic [15:0]                                 st_hs_local,
    output logic [15:0]                                 st_hs_local_max,
    output logic [15:0]                                 st_hs_link,
    output logic [15:0]                                 st_hs_link_max,
    output logic [31:0]                                 st_iter_cycles,
    output logic [31:0]                                 st_gap_cycles,

    // events (one-clock pulses, for the counters and the interrupt)
    output logic ev_rx_ok, ev_dup, ev_bad_peer, ev_step, ev_iter, ev_timeout, ev_retune, ev_laser_off,
    output logic ev_doorbell_bad, ev_start_refused, ev_err
);
    localparam int AB = LP_ODDL_ADDR_BITS;
    localparam int SB = $clog2(STEPS);

    if (STEPS != 16) begin : g_bad_steps
        $fatal(1, "lp_oddl_cu: STEPS=%0d must be 16 (the register map's STEP[16])", STEPS);
    end
    if (MAX_NODES < 2 || MAX_NODES > (1 << LP_NODE_ID_BITS)) begin : g_bad_max_nodes
        $fatal(1, "lp_oddl_cu: MAX_NODES=%0d out of range", MAX_NODES);
    end
    if (NUM_WL < 1 || NUM_WL > 16) begin : g_bad_num_wl
        $fatal(1, "lp_oddl_cu: NUM_WL=%0d must be 1..16 (4-bit wl field)", NUM_WL);
    end

    typedef enum logic [2:0] {
        S_IDLE = 3'd0, S_TUNE = 3'd1, S_WAIT_CONF = 3'd2, S_RUN = 3'd3,
        S_DRAIN = 3'd4, S_WAIT_COMP = 3'd5, S_OFF = 3'd6, S_STOP = 3'd7
    } state_e;

    state_e          state;
    logic [SB-1:0]   cur;
    logic [STEPS-1:0] rdy, cmp;           // transceiver_ready / previous_completion received, per step
    logic            self_conf, self_comp, done_req, off_req, wl_known;
    logic [15:0]     tune_cnt;
    logic [31:0]     tmo_cnt;
    logic [31:0]     now, t_iter0;
    logic            hs_run, gap_run;
    logic [15:0]     hs_cnt;
    logic [31:0]     gap_cnt;

    wire logic [SB-1:0] last = SB'(cfg_steps - 5'd1);
    wire logic [SB-1:0] nxt  = (cur == last) ? '0 : cur + 1'b1;

    // ---------------------------------------------------------------- table checks
    logic tbl_ok;
    always_comb begin
        tbl_ok = (cfg_steps != '0) && (cfg_steps <= 5'(STEPS));
        for (int s = 0; s < STEPS; s++) begin
            if (5'(s) < cfg_steps) begin
                if (tbl_tx[s] >= AB'(MAX_NODES) || tbl_tx[s] == cfg_addr) tbl_ok = 1'b0;
                if (tbl_rx[s] >= AB'(MAX_NODES) || tbl_rx[s] == cfg_addr) tbl_ok = 1'b0;
                if (tbl_wl[s] >= 4'(NUM_WL)) tbl_ok = 1'b0;
            end
        end
        if (cfg_addr >= AB'(MAX_NODES)) tbl_ok = 1'b0;
    end

    // ---------------------------------------------------------------- message matching
    // ready: s = cur while its link is not yet up (idle/off: cur = 0 is the next iteration's first
    // step), else the next step (cyclic); completion: the first step after cur with this peer.
    wire logic idle     = (state == S_IDLE) || (state == S_OFF);   // no iteration running (laser on or off)
    wire logic cur_open = idle || (state == S_TUNE) || (state == S_WAIT_CONF);
    logic            m_set_rdy, m_set_cmp, m_dup, m_bad;
    logic [SB-1:0]   m_step;
    always_comb begin
        logic member, found;
        m_set_rdy = 1'b0; m_set_cmp = 1'b0; m_dup = 1'b0; m_bad = 1'b0; m_step = '0;
        member = 1'b0;
        found  = 1'b0;
        for (int s = 0; s < STEPS; s++)
            if (5'(s) < cfg_steps && tbl_tx[s] == rx_src) member = 1'b1;
        if (rx_v) begin
            if (!cfg_en || !member) begin
                m_bad = 1'b1;
            end else if (rx_type == LP_ODDL_MSG_READY) begin
                if (cur_open && tbl_tx[cur] == rx_src && !rdy[cur]) begin
                    m_set_rdy = 1'b1; m_step = cur;
                end else if (tbl_tx[nxt] == rx_src && !rdy[nxt] && !(cur_open && nxt == cur)) begin
                    m_set_rdy = 1'b1; m_step = nxt;
                end else begin
                    m_dup = 1'b1;
                end
            end else begin
                for (int s = STEPS - 1; s >= 0; s--)
                    if (SB'(s) > cur && 5'(s) < cfg_steps && tbl_tx[s] == rx_src) begin
                        found  = 1'b1;
                        m_step = SB'(s);
                    end
                if (found && !cmp[m_step]) m_set_cmp = 1'b1;
                else                       m_dup = 1'b1;
            end
        end
    end

    // ---------------------------------------------------------------- state machine
    wire logic start_ok  = cfg_start && cfg_en && !cfg_block && tbl_ok && idle;
    wire logic stop_req  = (cfg_abort || !cfg_en) && !(idle || state == S_STOP);
    wire logic drained   = slot_start && !slot_on;
    wire logic pend_peer = pend_mask[tx_peer[$clog2(MAX_NODES)-1:0]];
    wire logic timed_out = (cfg_timeout != '0) && (tmo_cnt >= cfg_timeout);

    // the step's wavelength and peers are taken when TUNE is entered
    task automatic enter_tune(input logic [SB-1:0] s, input logic from_off);
        logic wl_change;   // the step needs another wavelength than the laser has
        wl_change = tx_wl != 8'(tbl_wl[s]);
        state     <= S_TUNE;
        cur       <= s;
        self_conf <= 1'b0;
        self_comp <= 1'b0;
        done_req  <= 1'b0;
        tx_peer   <= LP_NODE_ID_BITS'(tbl_tx[s]);
        rx_peer   <= LP_NODE_ID_BITS'(tbl_rx[s]);
        rx_on     <= 1'b1;
        tx_wl     <= 8'(tbl_wl[s]);
        if (from_off)                    tune_cnt <= cfg_wake;
        else if (!wl_known || wl_change) tune_cnt <= 16'(cfg_tune);
        else                             tune_cnt <= '0;
        ev_retune <= wl_known && wl_change;
        wl_known  <= 1'b1;
    endtask

    task automatic fail(input logic [2:0] code);
        state       <= S_STOP;
        tx_on       <= 1'b0;
        st_err      <= 1'b1;
        st_err_code <= code;
        st_err_step <= 4'(cur);
        ev_err      <= 1'b1;
    endtask

    always_ff @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE; cur <= '0; rdy <= '0; cmp <= '0;
            self_conf <= 1'b0; self_comp <= 1'b0; done_req <= 1'b0; off_req <= 1'b0; wl_known <= 1'b0;
            tune_cnt <= '0; tmo_cnt <= '0; now <= '0; t_iter0 <= '0;
            hs_run <= 1'b0; hs_cnt <= '0; gap_run <= 1'b0; gap_cnt <= '0;
            tx_v <= 1'b0; tx_type <= LP_ODDL_MSG_READY; tx_dst <= '0;
            tx_on <= 1'b0; tx_wl <= '0; tx_peer <= '0; rx_on <= 1'b0; rx_peer <= '0; laser_off <= 1'b0;
            st_err <= 1'b0; st_err_code <= '0; st_err_step <= '0; st_iters <= '0;
            st_hs_local <= '0; st_hs_local_max <= '0; st_hs_link <= '0; st_hs_link_max <= '0;
            st_iter_cycles <= '0; st_gap_cycles <= '0;
            ev_rx_ok <= 1'b0; ev_dup <= 1'b0; ev_bad_peer <= 1'b0; ev_step <= 1'b0; ev_iter <= 1'b0;
            ev_timeout <= 1'b0; ev_retune <= 1'b0; ev_laser_off <= 1'b0; ev_doorbell_bad <= 1'b0;
            ev_start_refused <= 1'b0; ev_err <= 1'b0;
        end else begin
            now <= now + 1'b1;
            tx_v <= 1'b0;
            {ev_rx_ok, ev_dup, ev_bad_peer, ev_step, ev_iter, ev_timeout, ev_retune, ev_laser_off} <= '0;
            {ev_doorbell_bad, ev_start_refused, ev_err} <= '0;

            // messages
            ev_rx_ok    <= m_set_rdy || m_set_cmp;
            ev_dup      <= m_dup;
            ev_bad_peer <= m_bad;
            if (m_set_rdy) rdy[m_step] <= 1'b1;
            if (m_set_cmp) cmp[m_step] <= 1'b1;

            if (cfg_laser_off) off_req <= 1'b1;
            if (cfg_clr) begin
                st_hs_local_max <= '0;
                st_hs_link_max  <= '0;
            end
            if (cfg_start && !start_ok) ev_start_refused <= 1'b1;
            if (cfg_start && !start_ok && idle) begin
                st_err      <= 1'b1;
                st_err_code <= 3'd3;
                st_err_step <= '0;
                ev_err      <= 1'b1;
            end
            if (cfg_doorbell && !(state == S_RUN && !done_req)) ev_doorbell_bad <= 1'b1;

            // local handshake latency: completion -> first beat of transceiver_ready, TUNE excluded
            if (hs_run && tx_first_ready) begin
                hs_run      <= 1'b0;
                st_hs_local <= hs_cnt;
                if (hs_cnt > st_hs_local_max) st_hs_local_max <= hs_cnt;
            end else if (hs_run && !(state == S_TUNE && tune_cnt != '0) && hs_cnt != 16'hFFFF) begin
                hs_cnt <= hs_cnt + 1'b1;
            end
            if (gap_run) gap_cnt <= gap_cnt + 1'b1;

            if (state == S_WAIT_CONF || state == S_WAIT_COMP) tmo_cnt <= tmo_cnt + 1'b1;
            else                                              tmo_cnt <= '0;

            if (stop_req) begin
                fail(3'd4);
            end else begin
                case (state)
                    S_IDLE, S_OFF: begin
                        if (start_ok) begin
                            enter_tune('0, state == S_OFF);
                            laser_off <= 1'b0;
                            st_err    <= 1'b0;
                            st_err_code <= '0;
                            t_iter0   <= now;
                            hs_run    <= 1'b1;
                            hs_cnt    <= '0;
                            gap_cnt   <= '0;
                            gap_run   <= 1'b0;
                        end else if (state == S_IDLE && off_req) begin
                            state        <= S_OFF;
                            off_req      <= 1'b0;
                            laser_off    <= 1'b1;
                            wl_known     <= 1'b0;
                            ev_laser_off <= 1'b1;
                        end else if (cfg_abort) begin   // idle: forget every flag (restart after errors)
                            rdy <= '0;
                            cmp <= '0;
                        end
                        if (state == S_OFF) off_req <= 1'b0;
                    end
                    S_TUNE: begin
                        if (tune_cnt != '0) begin
                            tune_cnt <= tune_cnt - 1'b1;
                        end else begin
                            self_conf <= 1'b1;
                            tx_v      <= 1'b1;
                            tx_type   <= LP_ODDL_MSG_READY;
                            tx_dst    <= tbl_rx[cur];
                            state     <= S_WAIT_CONF;
                        end
                    end
                    S_WAIT_CONF: begin
                        if (rdy[cur] || (m_set_rdy && m_step == cur)) begin   // (taken in the clock it arrives)
                            rdy[cur] <= 1'b0;
                            tx_on    <= 1'b1;
                            state    <= S_RUN;
                            gap_run  <= 1'b0;
                            // link-up latency when the ready was the last condition: tx_on is seen
                            // the clock after this one, its frame's last beat was the clock before rx_v
                            if (m_set_rdy && m_step == cur) begin
                                st_hs_link <= 16'd2;
                                if (st_hs_link_max < 16'd2) st_hs_link_max <= 16'd2;
                            end
                        end else if (timed_out) begin
                            ev_timeout <= 1'b1;
                            fail(3'd1);
                        end
                    end
                    S_RUN: begin
                        if (cfg_doorbell) done_req <= 1'b1;
                        if (done_req && !pend_peer) begin
                            tx_on <= 1'b0;
                            state <= S_DRAIN;
                        end
                    end
                    S_DRAIN: begin
                        if (drained) begin
                            self_comp <= 1'b1;
                            if (cur == last) begin
                                state          <= off_req ? S_OFF : S_IDLE;
                                laser_off      <= off_req;
                                ev_laser_off   <= off_req;
                                wl_known       <= wl_known && !off_req;
                                off_req        <= 1'b0;
                                rx_on          <= 1'b0;
                                self_conf      <= 1'b0;
                                cur            <= '0;
                                ev_step        <= 1'b1;
                                ev_iter        <= 1'b1;
                                st_iters       <= st_iters + 1'b1;
                                st_iter_cycles <= now - t_iter0;
                                st_gap_cycles  <= gap_cnt;
                            end else begin
                                state   <= S_WAIT_COMP;
                                tx_v    <= 1'b1;
                                tx_type <= LP_ODDL_MSG_COMPLETION;
                                tx_dst  <= tbl_rx[nxt];
                                gap_run <= 1'b1;
                            end
                        end
                    end
                    S_WAIT_COMP: begin
                        if (cmp[nxt] || (m_set_cmp && m_step == nxt)) begin   // (taken in the clock it arrives)
                            cmp[nxt] <= 1'b0;
                            ev_step  <= 1'b1;
                            hs_run   <= 1'b1;
                            hs_cnt   <= '0;
                            enter_tune(nxt, 1'b0);
                        end else if (timed_out) begin
                            ev_timeout <= 1'b1;
                            fail(3'd2);
                        end
                    end
                    S_STOP: begin   // with en low the round-robin table drives the line: nothing to wait for
                        if (drained || !cfg_en) begin
                            state   <= S_IDLE;
                            cur     <= '0;
                            rdy     <= '0;
                            cmp     <= '0;
                            rx_on   <= 1'b0;
                            self_conf <= 1'b0;
                            hs_run  <= 1'b0;
                            gap_run <= 1'b0;
                        end
                    end
                    default: state <= S_IDLE;
                endcase
            end
        end
    end

    assign tuning       = (state == S_TUNE);
    assign st_state     = state;
    assign st_step      = 4'(cur);
    assign st_self_conf = self_conf;
    assign st_dest_conf = (state == S_RUN) || (state == S_DRAIN) || (state == S_WAIT_COMP) || rdy[cur];
    assign st_self_comp = self_comp;
    assign st_dest_comp = cmp[nxt];

`ifndef SYNTHESIS
    // ---------------------------------------------------------------- assertions
    // payload (tx_on) exactly in RUN: after self_conf and dest_conf, never while tuning
    `LP_ASSERT(a_tx_on_run, clk, rst, tx_on == (state == S_RUN))
    `LP_ASSERT(a_self_conf, clk, rst, state == S_STOP
               || self_conf == (state == S_WAIT_CONF || state == S_RUN || state == S_DRAIN || state == S_WAIT_COMP))
    // tx_wl changes only on entering TUNE, from IDLE, OFF or WAIT_COMP (tx_on low, the line drained since)
    `LP_ASSERT(a_retune_on_tune, clk, rst,
               $past(rst) || $stable(tx_wl)
               || (state == S_TUNE && ($past(state) == S_IDLE || $past(state) == S_OFF || $past(state) == S_WAIT_COMP)))
`endif
endmodule

`default_nettype wire
