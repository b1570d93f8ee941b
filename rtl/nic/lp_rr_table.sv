// lp_rr_table: double-buffered round-robin wavelength table of the slot engine.
//
// Two banks of TABLE_N entries {rx_valid, rx_src, valid, wl, dst}: the ACTIVE bank is read by the slot
// engine, the SHADOW bank is written and read back by firmware. {valid, wl, dst} is what this node
// SENDS in the slot (laser on, wavelength, node reached); {rx_valid, rx_src} is who sends TO this node
// in the slot (the receive schedule of the CDR phase cache, announced by lp_rx_sched). The two halves
// are independent: a node may hear a source in a slot in which it sends nothing, and vice versa. A commit validates the shadow (one entry per
// cycle) and, if it is valid, swaps the banks at the next cycle boundary (`cycle_end`), so the slot
// engine sees either the whole old table or the whole new one, never a mix. Banks are ping-pong:
// after a swap the shadow holds the previously active table.
//
// Commit rules, checked in this order; the first broken rule rejects the commit (ev_reject,
// st_error_code, st_error_slot), the active table is untouched:
//   1 LEN_ZERO  cfg_len == 0                      (slot 0)
//   2 LEN_RANGE cfg_len > TABLE_N                 (slot 0)
//   3 NODE      cfg_node_id >= P                  (slot 0)
//   then for each slot s = 0 .. len-1 in order, rules 4..7 for a VALID entry only (invalid entries are
//   dark slots, their wl/dst are not looked at), then rule 9 for an entry with rx_valid only; all of
//   slot s (4, 5, 6, 7, 9) is checked before slot s+1:
//   4 WL_ZERO   wl == 0 (would loop back to the sender)
//   5 WL_RANGE  wl >= NUM_WL (no such SOA)
//   6 WL_PORTS  wl >= P (an alias of wl - P on a cyclic AWGR; only the canonical index is accepted)
//   7 DST       dst != (cfg_node_id + wl) mod P
//   9 RX_SRC    rx_valid and (rx_src >= P or rx_src == cfg_node_id)   (st_error_slot = s for 4..7, 9)
//   8 NO_VALID  no valid (TX) entry in slots 0 .. len-1 (slot 0); rx_valid bits do not count
// dst != node needs no rule of its own: with 1 <= wl < P, (node + wl) mod P != node.
// P = cfg_num_ports, 0 meaning 256. cfg_len, cfg_node_id and cfg_num_ports are sampled at the commit.
//
// While a commit is validated or pending (st_pending), the shadow is locked: writes and further
// commits are ignored and flagged on ev_cfg_refused (so is a write to cfg_addr >= TABLE_N).
//
// Slot engine read port (combinational, latency 0): rd_valid/rd_wl/rd_dst and rd_rx_valid/rd_rx_src =
// entry rd_slot of the table that is active AFTER the current clock edge. In the cycle where cycle_end swaps in a new
// table, the read therefore already returns the new table: that read is the engine's look-ahead for
// slot 0 of the new cycle. rd_valid and rd_rx_valid are 0 for rd_slot >= that table's length;
// rd_wl/rd_dst are 0 whenever rd_valid is 0, rd_rx_src is 0 whenever rd_rx_valid is 0. active_len is registered: it changes on the swap edge, together with the
// bank select, and ev_swapped pulses in the first cycle of the new table.
// Look-ahead read ports of the slot engine (the NIC core's transmitter: its decision at a slot boundary
// starts from registers). An entry is {rx_valid, rx_src, valid, wl, dst} (the cfg_wdata layout), with the
// same zeroing and length rules as rd_*:
//   nx_ent: registered, entry nx_slot (of the previous clock) in the table active after this clock's edge
//           when this clock is a cycle end without a realign, i.e. the pending table's if la_last and
//           nx_slot was 0 (both banks are read a clock ahead; la_last, the engine's last word, only picks)
//   jn_ent: registered, entry jn_slot (of the previous clock) in the active table (the clock after a jump)
//   al_ent: combinational, entry al_slot in the table active after the edge if al_slot is a realign's
//           target, i.e. the pending table's if al_slot is 0 (the realign's cycle end)
// Assertions (docs/formal.md; proved by tb/formal/lp_rr_table.sby): every entry the slot engine reads is
// valid under the rules above for the node id and P of its table's commit; the active table changes only
// at cycle_end, to a table that passed the whole scan; the shadow is locked from commit to swap.
`default_nettype none
`include "lp_assert.svh"

module lp_rr_table
    import lp_cell_pkg::*;
#(
    parameter int TABLE_N = 64,   // entries per bank = longest cycle in slots, 2..256
    parameter int NUM_WL  = 8     // SOAs per laser (wavelength indices 0 .. NUM_WL-1), 2..256
) (
    input  wire logic                         clk,
    input  wire logic                         rst,

    // configuration (firmware, through the register block)
    input  wire logic [LP_NODE_ID_BITS-1:0]   cfg_node_id,
    input  wire logic [LP_NODE_ID_BITS-1:0]   cfg_num_ports,   // P, 0 = 256
    input  wire logic                         cfg_we,          // write cfg_wdata into shadow[cfg_addr]
    input  wire logic [7:0]                   cfg_addr,
    input  wire logic [9+2*LP_NODE_ID_BITS:0] cfg_wdata,       // {rx_valid, rx_src[7:0], valid, wl[7:0], dst[7:0]}
    input  wire logic [8:0]                   cfg_len,         // slots of the shadow table, 1..TABLE_N
    input  wire logic                         cfg_commit,      // one-cycle pulse
    input  wire logic [7:0]                   cfg_raddr,       // shadow readback, 1 cycle latency
    output logic      [9+2*LP_NODE_ID_BITS:0] cfg_rdata,       // same layout as cfg_wdata

    // slot engine
    input  wire logic                         cycle_end,       // last word of the last slot of the cycle
    input  wire logic [7:0]                   rd_slot,
    output logic                              rd_valid,
    output logic      [7:0]                   rd_wl,
    output logic      [LP_NODE_ID_BITS-1:0]   rd_dst,
    output logic                              rd_rx_valid,     // a burst is expected in slot rd_slot ...
    output logic      [LP_NODE_ID_BITS-1:0]   rd_rx_src,       // ... from this node
    output logic      [8:0]                   active_len,
    // slot engine look-ahead (above)
    input  wire logic                         la_last,
    input  wire logic [7:0]                   nx_slot,
    output logic      [9+2*LP_NODE_ID_BITS:0] nx_ent,
    input  wire logic [7:0]                   jn_slot,
    output logic      [9+2*LP_NODE_ID_BITS:0] jn_ent,
    input  wire logic [7:0]                   al_slot,
    output logic      [9+2*LP_NODE_ID_BITS:0] al_ent,

    // status and events
    output logic                              st_pending,      // commit being validated or waiting for cycle_end
    output logic      [3:0]                   st_error_code,   // rule broken by the last rejected commit, 0 after an accepted one
    output logic      [7:0]                   st_error_slot,   // slot of that rule (0 for table-wide rules)
    output logic                              ev_swapped,
    output logic                              ev_reject,
    output logic                              ev_cfg_refused
);
    localparam int IW    = $clog2(TABLE_N);
    localparam int DEPTH = 2 << IW;           // two banks, bank = MSB of the address
    localparam int NB    = LP_NODE_ID_BITS;
    localparam int EW    = 8 + 2 * NB;        // {rx_src, wl, dst} in the LUTRAM
    localparam int TW    = 8 + NB;            // {wl, dst}: the low TW bits of a LUTRAM word

    if (TABLE_N < 2 || TABLE_N > 256) begin : g_bad_table_n
        $fatal(1, "lp_rr_table: TABLE_N=%0d must be 2..256", TABLE_N);
    end
    if (NUM_WL < 2 || NUM_WL > 256) begin : g_bad_num_wl
        $fatal(1, "lp_rr_table: NUM_WL=%0d must be 2..256", NUM_WL);
    end
    if (NB != 8) begin : g_bad_nb
        $fatal(1, "lp_rr_table: LP_NODE_ID_BITS=%0d, the table assumes 8-bit node ids", NB);
    end

    localparam logic [3:0] E_OK        = 4'd0;
    localparam logic [3:0] E_LEN_ZERO  = 4'd1;
    localparam logic [3:0] E_LEN_RANGE = 4'd2;
    localparam logic [3:0] E_NODE      = 4'd3;
    localparam logic [3:0] E_WL_ZERO   = 4'd4;
    localparam logic [3:0] E_WL_RANGE  = 4'd5;
    localparam logic [3:0] E_WL_PORTS  = 4'd6;
    localparam logic [3:0] E_DST       = 4'd7;
    localparam logic [3:0] E_NO_VALID  = 4'd8;
    localparam logic [3:0] E_RX_SRC    = 4'd9;

    typedef enum logic [1:0] {S_IDLE, S_SCAN, S_PEND} state_e;
    state_e state;

    logic [EW-1:0]    mem [DEPTH];            // {rx_src, wl, dst}; no reset (LUTRAM)
    logic [DEPTH-1:0] vld;                    // valid bits, cleared by reset: unwritten entries are dark
    logic [DEPTH-1:0] rxv;                    // rx_valid bits, cleared by reset: nothing expected
    logic             act;                    // active bank
    logic [8:0]       act_len;

    // commit context, sampled at the commit
    logic [8:0]       len_q;
    logic [NB-1:0]    node_q;
    logic [8:0]       p_q;                    // P, 2..256 as a 9-bit number
    logic [IW-1:0]    idx;                    // slot being validated
    logic             any_v;

    // ------------------------------------------------------------------ slot engine read port
    wire logic          swap_now = (state == S_PEND) && cycle_end;
    // Both banks are read (the active one, and the shadow with the pending length), then the one active
    // after the edge is selected: cycle_end, decided in the same clock, only picks between the two reads.
    wire logic [IW:0]   ra_a     = {act, rd_slot[IW-1:0]};
    wire logic [IW:0]   ra_p     = {~act, rd_slot[IW-1:0]};
    wire logic          in_a     = {1'b0, rd_slot} < act_len;  // the lengths are <= TABLE_N, so also rd_slot < TABLE_N
    wire logic          in_p     = {1'b0, rd_slot} < len_q;
    wire logic [EW-1:0] ent_a    = mem[ra_a];
    wire logic [EW-1:0] ent_p    = mem[ra_p];
    wire logic          v_a      = in_a && vld[ra_a];
    wire logic          v_p      = in_p && vld[ra_p];
    wire logic          rv_a     = in_a && rxv[ra_a];
    wire logic          rv_p     = in_p && rxv[ra_p];

    assign rd_valid        = swap_now ? v_p : v_a;
    assign {rd_wl, rd_dst} = !rd_valid ? '0 : swap_now ? ent_p[TW-1:0] : ent_a[TW-1:0];
    assign rd_rx_valid     = swap_now ? rv_p : rv_a;
    assign rd_rx_src       = !rd_rx_valid ? '0 : swap_now ? ent_p[EW-1:TW] : ent_a[EW-1:TW];
    assign active_len = act_len;

    // ------------------------------------------------------------------ look-ahead ports
    localparam int LW = 10 + 2 * NB;          // {rx_valid, rx_src, valid, wl, dst}
    // an entry read from the memory word m, valid bits v/rv, within the length (in)
    function automatic logic [LW-1:0] la_ent(input logic [EW-1:0] m, input logic v, input logic rv,
                                             input logic in);
        return {in && rv, (in && rv) ? m[EW-1:TW] : NB'(0), in && v, (in && v) ? m[TW-1:0] : TW'(0)};
    endfunction
    wire logic [IW:0]   nx_ra = {act, nx_slot[IW-1:0]};
    wire logic [IW:0]   nx_rp = {~act, nx_slot[IW-1:0]};
    wire logic [IW:0]   jn_ra = {act, jn_slot[IW-1:0]};
    wire logic [IW:0]   jn_rp = {~act, jn_slot[IW-1:0]};
    wire logic [IW:0]   al_ra = {act, al_slot[IW-1:0]};
    wire logic [IW:0]   al_rp = {~act, al_slot[IW-1:0]};
    wire logic [EW-1:0] nx_ma = mem[nx_ra];
    wire logic [EW-1:0] nx_mp = mem[nx_rp];
    wire logic [EW-1:0] jn_ma = mem[jn_ra];
    wire logic [EW-1:0] jn_mp = mem[jn_rp];
    wire logic [EW-1:0] al_ma = mem[al_ra];
    wire logic [EW-1:0] al_mp = mem[al_rp];
    // both banks a clock ahead: the active one, and the shadow with the pending length (the active one
    // after a swap in between, ev_swapped)
    logic [LW-1:0] nx_a_q, nx_p_q, jn_a_q, jn_p_q;
    logic          nx_0_q;
    always_ff @(posedge clk) begin
        if (rst) begin
            nx_a_q <= '0; nx_p_q <= '0; jn_a_q <= '0; jn_p_q <= '0; nx_0_q <= 1'b0;
        end else begin
            nx_a_q <= la_ent(nx_ma, vld[nx_ra], rxv[nx_ra], {1'b0, nx_slot} < act_len);
            nx_p_q <= la_ent(nx_mp, vld[nx_rp], rxv[nx_rp], {1'b0, nx_slot} < len_q);
            jn_a_q <= la_ent(jn_ma, vld[jn_ra], rxv[jn_ra], {1'b0, jn_slot} < act_len);
            jn_p_q <= la_ent(jn_mp, vld[jn_rp], rxv[jn_rp], {1'b0, jn_slot} < len_q);
            nx_0_q <= (nx_slot == '0);
        end
    end
    assign nx_ent = ((state == S_PEND && nx_0_q && la_last) || ev_swapped) ? nx_p_q : nx_a_q;
    assign jn_ent = ev_swapped ? jn_p_q : jn_a_q;
    assign al_ent = (state == S_PEND && al_slot == '0)
                    ? la_ent(al_mp, vld[al_rp], rxv[al_rp], {1'b0, al_slot} < len_q)
                    : la_ent(al_ma, vld[al_ra], rxv[al_ra], {1'b0, al_slot} < act_len);

    // ------------------------------------------------------------------ firmware port
    wire logic          addr_ok = {1'b0, cfg_addr} < 9'(TABLE_N);
    wire logic          wr_ok   = cfg_we && addr_ok && (state == S_IDLE);
    wire logic [IW:0]   wa      = {~act, cfg_addr[IW-1:0]};
    wire logic [IW:0]   rba     = {~act, cfg_raddr[IW-1:0]};
    // cfg_wdata fields: [TW] valid, [TW+1 +: NB] rx_src, [TW+1+NB] rx_valid
    wire logic          w_vld   = cfg_wdata[TW];
    wire logic          w_rxv   = cfg_wdata[TW+1+NB];
    wire logic [EW-1:0] w_ent   = {cfg_wdata[TW+1 +: NB], cfg_wdata[TW-1:0]};
    wire logic [EW-1:0] rb_ent  = mem[rba];

    always_ff @(posedge clk) begin
        if (wr_ok) mem[wa] <= w_ent;
    end

    always_ff @(posedge clk) begin
        if (rst) cfg_rdata <= '0;
        else if ({1'b0, cfg_raddr} < 9'(TABLE_N)) cfg_rdata <= {rxv[rba], rb_ent[EW-1:TW], vld[rba], rb_ent[TW-1:0]};
        else cfg_rdata <= '0;
    end

    // ------------------------------------------------------------------ commit checks
    wire logic [8:0] p9 = (cfg_num_ports == '0) ? 9'd256 : {1'b0, cfg_num_ports};
    logic [3:0] c_code;
    always_comb begin
        if (cfg_len == '0)                      c_code = E_LEN_ZERO;
        else if (cfg_len > 9'(TABLE_N))         c_code = E_LEN_RANGE;
        else if ({1'b0, cfg_node_id} >= p9)     c_code = E_NODE;
        else                                    c_code = E_OK;
    end

    // Entry checks, one shadow entry per cycle: rules 4..7 on the TX half, then rule 9 on the RX half.
    // mod P by one compare-and-subtract: the scan only runs after the commit checked node < P
    // (rule NODE), and DST is only evaluated once rules 4..6 passed, i.e. 1 <= wl <= P-1. So
    // sum = node + wl <= (P-1) + (P-1) = 2P-2 < 2P, hence sum mod P = (sum >= P) ? sum - P : sum.
    // Widths: node, wl <= 255, so sum <= 510 fits 9 bits; P <= 256 fits 9 bits; the result is < P <= 256
    // and is compared with dst zero-extended to 9 bits.
    // The entry being scanned is read a clock ahead (entry 0 in the commit's clock, then idx + 1): the
    // shadow is locked during the scan, and a write in the commit's clock is forwarded.
    wire logic [IW:0]   sa    = {~act, idx};
    wire logic [IW-1:0] pf_i  = (state == S_SCAN) ? idx + 1'b1 : '0;
    wire logic [IW:0]   pf_a  = {~act, pf_i};
    wire logic [EW-1:0] pf_m  = mem[pf_a];
    wire logic          pf_w  = wr_ok && (wa == pf_a);
    logic [EW-1:0]      s_ent;
    logic               s_vld, s_rxv;
    always_ff @(posedge clk) begin
        s_ent <= pf_w ? w_ent : pf_m;
        s_vld <= pf_w ? w_vld : vld[pf_a];
        s_rxv <= pf_w ? w_rxv : rxv[pf_a];
    end
    wire logic [7:0]    s_wl  = s_ent[TW-1:NB];
    wire logic [NB-1:0] s_dst = s_ent[NB-1:0];
    wire logic [NB-1:0] s_rxs = s_ent[EW-1:TW];
    wire logic [8:0]    s_sum = {1'b0, node_q} + {1'b0, s_wl};
    wire logic [8:0]    s_mod = (s_sum >= p_q) ? s_sum - p_q : s_sum;
    logic [3:0] s_code;
    always_comb begin
        if (s_vld && s_wl == '0)                        s_code = E_WL_ZERO;
        else if (s_vld && {1'b0, s_wl} >= 9'(NUM_WL))   s_code = E_WL_RANGE;
        else if (s_vld && {1'b0, s_wl} >= p_q)          s_code = E_WL_PORTS;
        else if (s_vld && {1'b0, s_dst} != s_mod)       s_code = E_DST;
        else if (s_rxv && ({1'b0, s_rxs} >= p_q || s_rxs == node_q)) s_code = E_RX_SRC;
        else                                            s_code = E_OK;
    end
    wire logic s_last = ({{(9 - IW){1'b0}}, idx} == len_q - 9'd1);

    // ------------------------------------------------------------------ control
    always_ff @(posedge clk) begin
        if (rst) begin
            state          <= S_IDLE;
            vld            <= '0;
            rxv            <= '0;
            act            <= 1'b0;
            act_len        <= '0;
            len_q          <= '0;
            node_q         <= '0;
            p_q            <= '0;
            idx            <= '0;
            any_v          <= 1'b0;
            st_error_code  <= E_OK;
            st_error_slot  <= '0;
            ev_swapped     <= 1'b0;
            ev_reject      <= 1'b0;
            ev_cfg_refused <= 1'b0;
        end else begin
            ev_swapped     <= 1'b0;
            ev_reject      <= 1'b0;
            ev_cfg_refused <= (cfg_we && !wr_ok) || (cfg_commit && state != S_IDLE);
            if (wr_ok) begin
                vld[wa] <= w_vld;
                rxv[wa] <= w_rxv;
            end
            unique case (state)
                S_IDLE: if (cfg_commit) begin
                    st_error_slot <= '0;
                    if (c_code != E_OK) begin
                        ev_reject     <= 1'b1;
                        st_error_code <= c_code;
                    end else begin
                        st_error_code <= E_OK;
                        state         <= S_SCAN;
                        len_q         <= cfg_len;
                        node_q        <= cfg_node_id;
                        p_q           <= p9;
                        idx           <= '0;
                        any_v         <= 1'b0;
                    end
                end
                S_SCAN: begin
                    idx   <= idx + 1'b1;
                    any_v <= any_v || s_vld;
                    if (s_code != E_OK) begin
                        ev_reject     <= 1'b1;
                        st_error_code <= s_code;
                        st_error_slot <= 8'(idx);
                        state         <= S_IDLE;
                    end else if (s_last) begin
                        if (any_v || s_vld) begin
                            state <= S_PEND;
                        end else begin
                            ev_reject     <= 1'b1;
                            st_error_code <= E_NO_VALID;
                            state         <= S_IDLE;
                        end
                    end
                end
                S_PEND: if (cycle_end) begin
                    act        <= ~act;
                    act_len    <= len_q;
                    ev_swapped <= 1'b1;
                    state      <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end

    assign st_pending = (state != S_IDLE);

    // Not used: address bits above the table index (range-checked against TABLE_N above).
    wire logic unused_ok = &{1'b0, cfg_addr, cfg_raddr, rd_slot, nx_slot, jn_slot, al_slot};

`ifndef SYNTHESIS
    // ------------------------------------------------------------------ assertions
    // a_ok: an entry obeys rules 4..7 (valid TX half) and 9 (RX half) for node id `node` and P = `p`,
    // written from the rules (mod as %), not from the scan's arithmetic.
    function automatic logic a_ok(input logic [EW-1:0] ent, input logic v, input logic rv,
                                  input logic [NB-1:0] node, input logic [8:0] p);
        logic [8:0] wl, dst, rxs;
        wl  = {1'b0, ent[TW-1:NB]};
        dst = {1'b0, ent[NB-1:0]};
        rxs = {1'b0, ent[EW-1:TW]};
        return (!v || (wl != 9'd0 && wl < 9'(NUM_WL) && wl < p && dst == (({1'b0, node} + wl) % p)))
               && (!rv || (rxs < p && rxs != {1'b0, node}));
    endfunction

    // node id and P of the active table (taken from the commit at the swap)
    logic [NB-1:0] a_node_q;
    logic [8:0]    a_p_q;
    always_ff @(posedge clk) begin
        if (rst) begin
            a_node_q <= '0;
            a_p_q    <= 9'd1;
        end else if (swap_now) begin
            a_node_q <= node_q;
            a_p_q    <= p_q;
        end
    end

    // The table invariants look at one entry a_idx per cycle. Simulation sweeps it over the table; the
    // formal flow (-D FORMAL) leaves it free and constant, so a proof for a_idx is a proof for every entry,
    // and checks the read port for rd_slot == a_idx only (any slot, as a_idx is any).
    logic [IW-1:0] a_idx;
    logic          a_rd_chk;
`ifdef FORMAL
    a_idx_const: assume property (@(posedge clk) $stable(a_idx));   // undriven: sby's setundef makes it free
    assign a_rd_chk = (rd_slot[IW-1:0] == a_idx);
`else
    always_ff @(posedge clk) a_idx <= rst ? '0 : a_idx + 1'b1;
    assign a_rd_chk = 1'b1;
`endif
    wire logic [IW:0] a_act = {act, a_idx};
    wire logic [IW:0] a_shd = {~act, a_idx};
    wire logic [9:0]  a_i   = {{(10 - IW){1'b0}}, a_idx};
    wire logic [EW-1:0] a_act_ent = mem[a_act];   // (the formal frontend reads memories in assignments only)
    wire logic [EW-1:0] a_shd_ent = mem[a_shd];

    // the slot engine reads only validated entries, for the node and P of the table it reads
    `LP_ASSERT(a_rd_validated, clk, rst,
               !rd_valid && !rd_rx_valid || !a_rd_chk
               || a_ok({rd_rx_src, rd_wl, rd_dst}, rd_valid, rd_rx_valid, swap_now ? node_q : a_node_q,
                       swap_now ? p_q : a_p_q))
    // the look-ahead ports show the entry the combinational port shows for their slot: nx_ent in the
    // table active after the edge of a cycle end at la_last, jn_ent in the active table
    logic [7:0] a_nx_slot, a_jn_slot;
    always_ff @(posedge clk) begin
        a_nx_slot <= nx_slot;
        a_jn_slot <= jn_slot;
    end
    function automatic logic [LW-1:0] a_ref(input logic [7:0] slot, input logic pend);
        logic [IW:0]   ra;
        logic [EW-1:0] m;
        ra = {pend ? ~act : act, slot[IW-1:0]};
        m  = mem[ra];
        return la_ent(m, vld[ra], rxv[ra], {1'b0, slot} < (pend ? len_q : act_len));
    endfunction
`ifndef FORMAL
    `LP_ASSERT(a_nx_ent, clk, rst, $past(rst) || nx_ent == a_ref(a_nx_slot, state == S_PEND && la_last && a_nx_slot == '0))
    `LP_ASSERT(a_jn_ent, clk, rst, $past(rst) || jn_ent == a_ref(a_jn_slot, 1'b0))
    `LP_ASSERT(a_al_ent, clk, rst, al_ent == a_ref(al_slot, state == S_PEND && al_slot == '0))
`endif
    // the entry scanned is the shadow's entry idx (read a clock ahead)
    wire logic [EW-1:0] a_scan_ent = mem[sa];
    `LP_ASSERT(a_scan_read, clk, rst, state != S_SCAN || {s_ent, s_vld, s_rxv} == {a_scan_ent, vld[sa], rxv[sa]})
    // the active table (bank, length) changes only at cycle_end after a whole scan (state S_PEND)
    `LP_ASSERT(a_swap_at_cycle_end, clk, rst,
               $past(rst) || ($stable(act) && $stable(act_len)) || $past(cycle_end && state == S_PEND))
    // firmware writes reach the shadow bank only, and only while no commit is being validated or pending
    `LP_ASSERT(a_shadow_locked, clk, rst, !wr_ok || (wa[IW] != act && state == S_IDLE))
    // invariants (what makes the rules inductive): every active entry obeys the rules; in the scan the
    // entries before idx, when pending the whole new table; the commit context is consistent
    `LP_ASSERT(a_inv_active, clk, rst, a_i >= 10'(act_len) || a_ok(a_act_ent, vld[a_act], rxv[a_act], a_node_q, a_p_q))
    `LP_ASSERT(a_inv_scan, clk, rst,
               !(state == S_SCAN && a_i < 10'(idx)) || a_ok(a_shd_ent, vld[a_shd], rxv[a_shd], node_q, p_q))
    `LP_ASSERT(a_inv_pend, clk, rst,
               !(state == S_PEND && a_i < 10'(len_q)) || a_ok(a_shd_ent, vld[a_shd], rxv[a_shd], node_q, p_q))
    `LP_ASSERT(a_inv_commit, clk, rst,
               state == S_IDLE || (len_q != '0 && len_q <= 9'(TABLE_N) && {1'b0, node_q} < p_q && p_q <= 9'd256
                                   && (state != S_SCAN || 9'(idx) < len_q)))
    `LP_ASSERT(a_inv_active_ctx, clk, rst,
               act_len <= 9'(TABLE_N) && {1'b0, a_node_q} < a_p_q && a_p_q <= 9'd256 && a_p_q != 9'd0)
    `LP_ASSERT(a_inv_state, clk, rst, state != 2'd3)
`endif
endmodule

`default_nettype wire
