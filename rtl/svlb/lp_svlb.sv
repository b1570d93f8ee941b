// lp_svlb: the S-VLB scheduler of a NIC: request/grant with threshold Q, relay accounting,
// and the commitment of cells from the DRAM queues to the per-next-hop FIFOs (direct, relay, OCS).
// It holds counts only; cells are moved by the datapath on its `mv_*` commands and reported back on
// the event inputs. Theory of operation, protocol and test plan: docs/svlb.md ("S-VLB scheduler").
//
// Queues and counts, per node index i (0..N-1):
//   unres[i]  local cells (host traffic) in local VOQ i not yet committed to any FIFO or request
//   occ[i]    cells committed to (or space reserved by a request in) the FIFO of next hop i, not sent
//   prel[i]   of those, cells granted by relay i (first VLB hop), not sent
//   rqc[i]    relayed cells (second hop, final destination i) in the relay queue, not yet committed
//   held[i]   relayed cells for final destination i held by this node (relay queue + FIFO i)
//   iss[i]    cells granted by this node for final destination i that have not arrived
//   rq[i]     outstanding request sent to relay i: {valid, destination, count, age}
//   rec[i]    open grant given to requester i: {valid, destination, remaining, age}
//   ans[i]    answer (grant, count possibly 0) to put into the next header to node i
// Requester: in the header of a slot to hop h it asks relay h to forward n cells for final
// destination d (rr choice among eligible d); the n cells are reserved (unres[d] -= n) together with
// FIFO space (occ[h] += n). The answer from h (g <= n) returns n-g cells and commits g cells:
// `mv` (local VOQ d -> FIFO h, g cells). A new request to h waits until prel[h] = 0.
// Granter (relay): a request (d, n) from s gets g = min(n, Q - held[d] - iss[d] - own[d]) (0 if
// negative; own[d] = unres[d] in S-VLB mode: its own uncommitted cells for d, 0 in Sirius mode), so
// held[d] + iss[d] <= Q always; a new request from s closes s's previous grant (its remaining cells
// are released). Relay cells arriving (rly_in) move a unit from iss to held. Unanswered requests and
// grants without arrivals for cfg.ttl ticks expire (the counts are returned).
// S-VLB mode (cfg.sirius = 0): a destination is eligible for relaying only while unres > cfg.sel_thr
// and it has neither an OCS circuit (cfg.ocs_v && cfg.ocs_dst) nor an announced one (cfg.ann_v &&
// cfg.ann_dst: armed, not yet effective; its cells go direct so that the cells already relayed have
// reached it before the circuit overtakes them); the rest goes direct: the background scan
// commits up to cfg.fill cells per hop FIFO, second-hop relay cells first, then local direct cells;
// with an OCS circuit the local cells for cfg.ocs_dst go to the OCS FIFO only (never relayed, never
// OTS-direct). Sirius mode (cfg.sirius = 1): plain VLB: no threshold, no OCS, no direct scan; in the
// slot to h one eligible destination d is chosen round robin among ALL destinations, h included:
// d != h becomes a request to relay h, d = h commits local cells direct (the "intermediate is the
// destination" case of VLB).
// Operations are serialised: one every OP_CLOCKS (4) clocks, priority header request > received header
// > relay arrival > sent cell > local cell > background scan (one index per scan op, expiries first).
// Events wait in 4-deep FIFOs (overflow counted in ev_evt_ovf). A header request is answered on
// hdr_v at most 2*OP_CLOCKS+1 clocks after hdr_req_v (when no mv command is stalled on mv_ready).
`default_nettype none

module lp_svlb
    import lp_cell_pkg::*;
    import lp_svlb_pkg::*;
#(
    parameter int N = 16  // node ids 0..N-1 (power of two)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // configuration (registers and the OCS circuit)
    input  wire lp_svlb_cfg_t                  cfg,

    // events from the datapath (one-clock pulses)
    input  wire logic                          tick,            // ageing tick (once per round-robin cycle)
    input  wire logic                          loc_add_v,       // a host cell entered local VOQ loc_add_dst
    input  wire logic [LP_NODE_ID_BITS-1:0]    loc_add_dst,
    input  wire logic                          rly_in_v,        // a first-hop relay cell from rly_in_src was
    input  wire logic [LP_NODE_ID_BITS-1:0]    rly_in_src,      // stored in the relay queue of rly_in_dst
    input  wire logic [LP_NODE_ID_BITS-1:0]    rly_in_dst,
    input  wire logic                          sent_v,          // a cell left a FIFO
    input  wire logic                          sent_ocs,        // 1: the OCS FIFO, 0: the FIFO of sent_hop
    input  wire logic [LP_NODE_ID_BITS-1:0]    sent_hop,
    input  wire logic [1:0]                    sent_kind,       // 0 local direct, 1 first relay hop, 2 second hop
    input  wire logic                          rx_v,            // header of a good cell from rx_src to us
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_src,
    input  wire logic                          rx_req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_req_dst,
    input  wire logic [7:0]                    rx_req_cnt,
    input  wire logic                          rx_gnt_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_gnt_dst,
    input  wire logic [7:0]                    rx_gnt_cnt,

    // header fields for the next slot to hdr_req_hop
    input  wire logic                          hdr_req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    hdr_req_hop,
    output logic                               hdr_v,           // one-clock answer
    output logic [LP_NODE_ID_BITS-1:0]         hdr_hop,
    output logic                               hdr_vlb_req_v,
    output logic [LP_NODE_ID_BITS-1:0]         hdr_vlb_req_dst,
    output logic [7:0]                         hdr_vlb_req_cnt,
    output logic                               hdr_vlb_gnt_v,
    output logic [LP_NODE_ID_BITS-1:0]         hdr_vlb_gnt_dst,
    output logic [7:0]                         hdr_vlb_gnt_cnt,

    // commands to the mover: move mv_cnt cells from a queue to a FIFO
    output logic                               mv_valid,
    input  wire logic                          mv_ready,
    output logic                               mv_from_relay,   // 1: relay queue mv_dst, 0: local VOQ mv_dst
    output logic [LP_NODE_ID_BITS-1:0]         mv_dst,
    output logic                               mv_ocs,          // 1: to the OCS FIFO, 0: to the FIFO of mv_hop
    output logic [LP_NODE_ID_BITS-1:0]         mv_hop,
    output logic [7:0]                         mv_cnt,

    // status
    output logic [N-1:0][23:0]                 st_unres,
    output logic [N-1:0][7:0]                  st_occ,
    output logic [7:0]                         st_occ_ocs,
    output logic [N-1:0][7:0]                  st_prel,
    output logic [N-1:0][15:0]                 st_rqc,
    output logic [N-1:0][15:0]                 st_held,
    output logic [N-1:0][15:0]                 st_iss,

    // one-clock events
    output logic                               ev_req_sent,     // request put into a header
    output logic                               ev_req_rx,       // request received and answered
    output logic                               ev_req_bad,      // malformed request (ignored, no answer)
    output logic                               ev_refused,      // request answered with 0 cells
    output logic                               ev_gnt_sent,     // answer put into a header
    output logic                               ev_gnt_rx,       // answer matched our request
    output logic                               ev_gnt_bad,      // answer without a matching request (ignored)
    output logic                               ev_rq_expired,   // our request unanswered for cfg.ttl ticks
    output logic                               ev_rec_expired,  // a grant of ours unused for cfg.ttl ticks
    output logic                               ev_rly_unexp,    // relay cell without an open grant (still held)
    output logic                               ev_acct_err,     // event with an impossible id or count (ignored)
    output logic                               ev_evt_ovf       // an event FIFO was full: event lost
);
    localparam int NB = $clog2(N);
    localparam int IDW = LP_NODE_ID_BITS;

    if (N < 2 || (1 << NB) != N) begin : g_bad_n
        $fatal(1, "lp_svlb: N=%0d must be a power of two >= 2", N);
    end
    if (N > (1 << IDW)) begin : g_bad_n_2
        $fatal(1, "lp_svlb: N=%0d exceeds the node id space", N);
    end

    // ---------------------------------------------------------------- event FIFOs
    typedef enum logic [2:0] {OP_HDR, OP_RX, OP_RLY, OP_SENT, OP_LOC, OP_SCAN} op_t;

    localparam int RXW = IDW + 1 + IDW + 8 + 1 + IDW + 8;
    logic              f_hdr_v, f_rx_v, f_rly_v, f_sent_v, f_loc_v;
    logic              f_hdr_rdy, f_rx_rdy, f_rly_rdy, f_sent_rdy, f_loc_rdy;
    logic              p_hdr, p_rx, p_rly, p_sent, p_loc;   // pop
    logic [IDW-1:0]    f_hdr_d;
    logic [RXW-1:0]    f_rx_d;
    logic [2*IDW-1:0]  f_rly_d;
    logic [IDW+2:0]    f_sent_d;
    logic [IDW-1:0]    f_loc_d;
    logic [2:0]        fc_hdr, fc_rx, fc_rly, fc_sent, fc_loc;
    wire logic         rx_any = rx_v && (rx_req_v || rx_gnt_v);

    lp_fifo_sync #(.WIDTH(IDW), .DEPTH(4)) u_f_hdr (
        .clk, .rst, .wr_valid(hdr_req_v), .wr_ready(f_hdr_rdy), .wr_data(hdr_req_hop),
        .rd_valid(f_hdr_v), .rd_ready(p_hdr), .rd_data(f_hdr_d), .count(fc_hdr));
    lp_fifo_sync #(.WIDTH(RXW), .DEPTH(4)) u_f_rx (
        .clk, .rst, .wr_valid(rx_any), .wr_ready(f_rx_rdy),
        .wr_data({rx_src, rx_req_v, rx_req_dst, rx_req_cnt, rx_gnt_v, rx_gnt_dst, rx_gnt_cnt}),
        .rd_valid(f_rx_v), .rd_ready(p_rx), .rd_data(f_rx_d), .count(fc_rx));
    lp_fifo_sync #(.WIDTH(2*IDW), .DEPTH(4)) u_f_rly (
        .clk, .rst, .wr_valid(rly_in_v), .wr_ready(f_rly_rdy), .wr_data({rly_in_src, rly_in_dst}),
        .rd_valid(f_rly_v), .rd_ready(p_rly), .rd_data(f_rly_d), .count(fc_rly));
    lp_fifo_sync #(.WIDTH(IDW+3), .DEPTH(4)) u_f_sent (
        .clk, .rst, .wr_valid(sent_v), .wr_ready(f_sent_rdy), .wr_data({sent_ocs, sent_kind, sent_hop}),
        .rd_valid(f_sent_v), .rd_ready(p_sent), .rd_data(f_sent_d), .count(fc_sent));
    lp_fifo_sync #(.WIDTH(IDW), .DEPTH(4)) u_f_loc (
        .clk, .rst, .wr_valid(loc_add_v), .wr_ready(f_loc_rdy), .wr_data(loc_add_dst),
        .rd_valid(f_loc_v), .rd_ready(p_loc), .rd_data(f_loc_d), .count(fc_loc));

    wire logic ovf = (hdr_req_v && !f_hdr_rdy) || (rx_any && !f_rx_rdy) || (rly_in_v && !f_rly_rdy)
                   || (sent_v && !f_sent_rdy) || (loc_add_v && !f_loc_rdy);

    // ---------------------------------------------------------------- state
    logic [N-1:0][23:0] unres;
    logic [N-1:0][7:0]  occ, prel;
    logic [7:0]         occ_ocs;
    logic [N-1:0][15:0] rqc, held, iss;
    logic [N-1:0]       rq_v, rec_v, ans_v;
    logic [N-1:0][NB-1:0] rq_d, rec_d, ans_d;
    logic [N-1:0][7:0]  rq_n, rec_n, ans_n, rq_age, rec_age;

    // eligibility for relaying (registered, one clock stale; the operation re-checks the count)
    logic [N-1:0] elig;
    logic [23:0]  thr_eff;
    always_comb thr_eff = cfg.sirius ? 24'd0 : {8'd0, cfg.sel_thr};
    // S-VLB mode: destination i has a circuit (effective or announced): its local cells are not relayed
    logic [N-1:0] no_relay;
    always_comb begin
        for (int i = 0; i < N; i++) begin
            no_relay[i] = !cfg.sirius && ((cfg.ocs_v && cfg.ocs_dst == IDW'(i))
                                          || (cfg.ann_v && cfg.ann_dst == IDW'(i)));
        end
    end
    always_ff @(posedge clk) begin
        for (int i = 0; i < N; i++) begin
            elig[i] <= (IDW'(i) < cfg.nodes) && (IDW'(i) != cfg.node) && (unres[i] > thr_eff) && !no_relay[i];
        end
    end

    // ---------------------------------------------------------------- operation sequencer
    // S0: pick an operation and latch its arguments; S1: indices; S2: reads; S3: compute and write.
    logic [1:0]     stg;      // 0 idle, 1..3 = S1..S3
    op_t            op;
    logic [NB-1:0]  a_i;      // hop / source / destination of the operation
    logic           a_iv;     // a_i is a valid remote node id (< cfg.nodes, != cfg.node, < N)
    logic [RXW-1:0] a_rx;
    logic [IDW-1:0] a_d8;     // second id (rly dst / rx req dst)
    logic [1:0]     a_kind;
    logic           a_ocs;
    logic [NB-1:0]  scan_i;

    // unpacked rx fields
    logic [IDW-1:0] x_src, x_rdst, x_gdst;
    logic           x_rv, x_gv;
    logic [7:0]     x_rn, x_gn;
    always_comb {x_src, x_rv, x_rdst, x_rn, x_gv, x_gdst, x_gn} = a_rx;

    function automatic logic id_ok(input logic [IDW-1:0] id, input logic [IDW-1:0] nodes, input logic [IDW-1:0] me);
        return (id < nodes) && (id != me) && (id < IDW'(N));
    endfunction

    wire logic can_start = (stg == 2'd0) && !(mv_valid && !mv_ready);
    always_comb begin
        p_hdr = 1'b0; p_rx = 1'b0; p_rly = 1'b0; p_sent = 1'b0; p_loc = 1'b0;
        if (can_start) begin
            if (f_hdr_v) p_hdr = 1'b1;
            else if (f_rx_v) p_rx = 1'b1;
            else if (f_rly_v) p_rly = 1'b1;
            else if (f_sent_v) p_sent = 1'b1;
            else if (f_loc_v) p_loc = 1'b1;
        end
    end

    // S1 products
    logic [NB-1:0]  b_d;      // destination index the op works on (picked, req dst, gnt dst, ...)
    logic           b_dv;
    logic [NB-1:0]  b_o;      // second destination index (old grant of the requester, expired request)
    // S2 products (reads)
    logic [23:0]    r_unres_d, r_unres_i;
    logic [7:0]     r_occ_i, r_prel_i, r_room, r_fillroom, r_ocsroom;
    logic [15:0]    r_held_d, r_iss_d, r_iss_o, r_rqc_i, r_rqc_d, r_sum;
    logic           r_rq_v, r_rec_v, r_ans_v;
    logic [NB-1:0]  r_rq_d, r_rec_d, r_ans_d;
    logic [7:0]     r_rq_n, r_rec_n, r_ans_n, r_rq_age, r_rec_age;
    logic [23:0]    r_avail;

    // round-robin pick among the allowed destinations of a header operation
    logic [N-1:0] allow;
    always_comb begin
        for (int k = 0; k < N; k++) begin
            if (NB'(k) == a_i) allow[k] = elig[k] && cfg.sirius;
            else allow[k] = elig[k] && !rq_v[a_i] && (prel[a_i] == 8'd0);
        end
    end
    // lp_rr_arb: the pick is taken into b_d in S1; whether it was used is known in S3 (a request or a
    // direct commit), which then moves the pointer past b_d (upd)
    logic [N-1:0]  rr_grant;
    logic [NB-1:0] rr_idx;
    logic          rr_v;
    logic          rr_upd;
    lp_rr_arb #(.N(N)) u_rr (
        .clk, .rst,
        .req         (allow),
        .ack         (1'b0),
        .upd         (rr_upd),
        .upd_idx     (b_d),
        .grant       (rr_grant),
        .grant_idx   (rr_idx),
        .grant_valid (rr_v)
    );

    function automatic logic [15:0] sat16(input logic [24:0] v);
        return (v > 25'hFFFF) ? 16'hFFFF : v[15:0];
    endfunction

    // S3 combinational decisions
    logic [7:0]  c_n, c_g;
    logic [15:0] c_room_q;
    always_comb begin
        // request size / commit size: min(avail, req_max, room) in the header op
        c_n = 8'd0;
        if (r_avail != 24'd0) c_n = (r_avail > 24'(cfg.req_max)) ? cfg.req_max : r_avail[7:0];
        if (c_n > r_room) c_n = r_room;
        // grant: min(n, Q - held - iss)
        c_room_q = (cfg.q > r_sum) ? (cfg.q - r_sum) : 16'd0;
        c_g = (c_room_q < 16'(x_rn)) ? c_room_q[7:0] : x_rn;
    end

    // write strobes and values (computed in S3)
    logic        w_unres_a_en, w_unres_b_en, w_occ_en, w_prel_en, w_rqc_en, w_held_en, w_iss_a_en, w_iss_b_en;
    logic [NB-1:0] w_unres_a_i, w_unres_b_i, w_occ_i, w_prel_i, w_rqc_i, w_held_i, w_iss_a_i, w_iss_b_i;
    logic [23:0] w_unres_a, w_unres_b;
    logic [7:0]  w_occ, w_prel;
    logic [15:0] w_rqc, w_held, w_iss_a, w_iss_b;
    logic        w_occ_ocs_en;
    logic [7:0]  w_occ_ocs;
    logic        w_rq_set, w_rq_clr, w_rec_set, w_rec_clr, w_rec_dec, w_ans_set, w_ans_clr;
    logic [NB-1:0] w_rq_i, w_rec_i, w_ans_i;
    logic [7:0]  w_rq_n, w_rec_n, w_ans_n;
    logic [NB-1:0] w_rq_d, w_rec_d, w_ans_d;
    logic        o_hdr, o_rq, o_gnt, o_mv, o_mv_rly, o_mv_ocs;
    logic [NB-1:0] o_mv_d, o_mv_h;
    logic [7:0]  o_mv_cnt;
    logic        e_req_sent, e_req_rx, e_req_bad, e_refused, e_gnt_sent, e_gnt_rx, e_gnt_bad, e_rq_exp,
                 e_rec_exp, e_rly_unexp, e_acct;

    wire logic rq_expire  = r_rq_v && (r_rq_age >= cfg.ttl);
    wire logic rec_expire = r_rec_v && (r_rec_age >= cfg.ttl);
    wire logic ocs_here   = !cfg.sirius && cfg.ocs_v && (cfg.ocs_dst == IDW'(a_i));

    always_comb begin
        w_unres_a_en = 1'b0; w_unres_b_en = 1'b0; w_occ_en = 1'b0; w_prel_en = 1'b0; w_rqc_en = 1'b0;
        w_held_en = 1'b0; w_iss_a_en = 1'b0; w_iss_b_en = 1'b0; w_occ_ocs_en = 1'b0;
        w_unres_a_i = b_d; w_unres_b_i = a_i; w_occ_i = a_i; w_prel_i = a_i; w_rqc_i = a_i; w_held_i = b_d;
        w_iss_a_i = b_d; w_iss_b_i = b_o;
        w_unres_a = r_unres_d; w_unres_b = r_unres_i; w_occ = r_occ_i; w_prel = r_prel_i; w_rqc = r_rqc_i;
        w_held = r_held_d; w_iss_a = r_iss_d; w_iss_b = r_iss_o; w_occ_ocs = occ_ocs;
        w_rq_set = 1'b0; w_rq_clr = 1'b0; w_rec_set = 1'b0; w_rec_clr = 1'b0; w_rec_dec = 1'b0;
        w_ans_set = 1'b0; w_ans_clr = 1'b0;
        w_rq_i = a_i; w_rec_i = a_i; w_ans_i = a_i;
        w_rq_n = c_n; w_rec_n = c_g; w_ans_n = c_g; w_rq_d = b_d; w_rec_d = b_d; w_ans_d = b_d;
        o_hdr = 1'b0; o_rq = 1'b0; o_gnt = 1'b0; o_mv = 1'b0; o_mv_rly = 1'b0; o_mv_ocs = 1'b0;
        o_mv_d = b_d; o_mv_h = a_i; o_mv_cnt = c_n;
        e_req_sent = 1'b0; e_req_rx = 1'b0; e_req_bad = 1'b0; e_refused = 1'b0; e_gnt_sent = 1'b0;
        e_gnt_rx = 1'b0; e_gnt_bad = 1'b0; e_rq_exp = 1'b0; e_rec_exp = 1'b0; e_rly_unexp = 1'b0; e_acct = 1'b0;
        if (stg == 2'd3) begin
            unique case (op)
                OP_HDR: begin
                    o_hdr = 1'b1;
                    if (cfg.en && a_iv && b_dv && c_n != 8'd0) begin
                        w_unres_a_en = 1'b1; w_unres_a = r_unres_d - 24'(c_n);
                        w_occ_en = 1'b1; w_occ = r_occ_i + c_n;
                        if (b_d == a_i) begin  // Sirius: the intermediate is the destination: direct
                            o_mv = 1'b1;
                        end else begin
                            w_rq_set = 1'b1; o_rq = 1'b1; e_req_sent = 1'b1;
                        end
                    end
                    if (a_iv && r_ans_v) begin
                        w_ans_clr = 1'b1; o_gnt = 1'b1; e_gnt_sent = 1'b1;
                    end
                end
                OP_RX: begin
                    // request part: granter
                    if (x_rv) begin
                        if (!a_iv || !b_dv || x_rn == 8'd0) begin
                            e_req_bad = 1'b1;
                        end else begin
                            e_req_rx = 1'b1;
                            e_refused = (c_g == 8'd0);
                            w_ans_set = 1'b1;
                            if (c_g != 8'd0) w_rec_set = 1'b1; else w_rec_clr = 1'b1;
                            if (r_rec_v && r_rec_d == b_d) begin
                                w_iss_a_en = 1'b1; w_iss_a = r_iss_d + 16'(c_g) - 16'(r_rec_n);
                            end else begin
                                w_iss_a_en = 1'b1; w_iss_a = r_iss_d + 16'(c_g);
                                if (r_rec_v) begin
                                    w_iss_b_en = 1'b1; w_iss_b = r_iss_o - 16'(r_rec_n);
                                end
                            end
                        end
                    end
                    // grant part: requester (the grant's destination is in b_o, its index in rq)
                    if (x_gv) begin
                        if (a_iv && r_rq_v && IDW'(r_rq_d) == x_gdst && x_gn <= r_rq_n) begin
                            e_gnt_rx = 1'b1;
                            w_rq_clr = 1'b1;
                            w_unres_b_en = 1'b1; w_unres_b_i = r_rq_d; w_unres_b = r_unres_i + 24'(r_rq_n - x_gn);
                            w_occ_en = 1'b1; w_occ = r_occ_i - (r_rq_n - x_gn);
                            w_prel_en = 1'b1; w_prel = r_prel_i + x_gn;
                            if (x_gn != 8'd0) begin
                                o_mv = 1'b1; o_mv_d = r_rq_d; o_mv_cnt = x_gn;
                            end
                        end else begin
                            e_gnt_bad = 1'b1;
                        end
                    end
                end
                OP_RLY: begin
                    // a_i = source, b_d = destination
                    if (!b_dv) begin
                        e_acct = 1'b1;
                    end else begin
                        w_held_en = 1'b1; w_held = r_held_d + 16'd1;
                        w_rqc_en = 1'b1; w_rqc_i = b_d; w_rqc = r_rqc_d + 16'd1;
                        if (a_iv && r_rec_v && r_rec_d == b_d && r_rec_n != 8'd0) begin
                            w_iss_a_en = 1'b1; w_iss_a = r_iss_d - 16'd1;
                            w_rec_dec = 1'b1;
                        end else begin
                            e_rly_unexp = 1'b1;
                        end
                    end
                end
                OP_SENT: begin
                    if (a_ocs) begin
                        if (occ_ocs == 8'd0) e_acct = 1'b1;
                        else begin
                            w_occ_ocs_en = 1'b1; w_occ_ocs = occ_ocs - 8'd1;
                        end
                    end else if (!a_iv || r_occ_i == (r_rq_v ? r_rq_n : 8'd0)  // only reserved space: no cell
                                 || (a_kind == 2'd1 && r_prel_i == 8'd0)
                                 || (a_kind == 2'd2 && r_held_d == 16'd0) || a_kind == 2'd3) begin
                        e_acct = 1'b1;
                    end else begin
                        w_occ_en = 1'b1; w_occ = r_occ_i - 8'd1;
                        if (a_kind == 2'd1) begin
                            w_prel_en = 1'b1; w_prel = r_prel_i - 8'd1;
                        end
                        if (a_kind == 2'd2) begin
                            w_held_en = 1'b1; w_held = r_held_d - 16'd1;
                        end
                    end
                end
                OP_LOC: begin
                    if (!b_dv) e_acct = 1'b1;
                    else begin
                        w_unres_a_en = 1'b1; w_unres_a = r_unres_d + 24'd1;
                    end
                end
                OP_SCAN: begin
                    if (rq_expire) begin
                        e_rq_exp = 1'b1; w_rq_clr = 1'b1;
                        w_unres_b_en = 1'b1; w_unres_b_i = r_rq_d; w_unres_b = r_unres_d + 24'(r_rq_n);
                        w_occ_en = 1'b1; w_occ = r_occ_i - r_rq_n;
                    end else if (rec_expire) begin
                        e_rec_exp = 1'b1; w_rec_clr = 1'b1;
                        w_iss_b_en = 1'b1; w_iss_b = r_iss_o - 16'(r_rec_n);
                    end else if (cfg.en && a_iv && r_rqc_i != 16'd0 && r_fillroom != 8'd0) begin
                        o_mv = 1'b1; o_mv_rly = 1'b1; o_mv_d = a_i;
                        o_mv_cnt = (r_rqc_i < 16'(r_fillroom)) ? r_rqc_i[7:0] : r_fillroom;
                        w_rqc_en = 1'b1; w_rqc = r_rqc_i - 16'(o_mv_cnt);
                        w_occ_en = 1'b1; w_occ = r_occ_i + o_mv_cnt;
                    end else if (cfg.en && a_iv && !cfg.sirius && !ocs_here && r_unres_i != 24'd0
                                 && r_fillroom != 8'd0) begin
                        o_mv = 1'b1; o_mv_d = a_i;
                        o_mv_cnt = (r_unres_i < 24'(r_fillroom)) ? r_unres_i[7:0] : r_fillroom;
                        w_unres_b_en = 1'b1; w_unres_b = r_unres_i - 24'(o_mv_cnt);
                        w_occ_en = 1'b1; w_occ = r_occ_i + o_mv_cnt;
                    end else if (cfg.en && a_iv && ocs_here && r_unres_i != 24'd0 && r_ocsroom != 8'd0) begin
                        o_mv = 1'b1; o_mv_ocs = 1'b1; o_mv_d = a_i;
                        o_mv_cnt = (r_unres_i < 24'(r_ocsroom)) ? r_unres_i[7:0] : r_ocsroom;
                        w_unres_b_en = 1'b1; w_unres_b = r_unres_i - 24'(o_mv_cnt);
                        w_occ_ocs_en = 1'b1; w_occ_ocs = occ_ocs + o_mv_cnt;
                    end
                end
                default: ;
            endcase
        end
    end

    assign rr_upd = (stg == 2'd3) && (op == OP_HDR) && (o_rq || o_mv);

    // sequencer registers
    always_ff @(posedge clk) begin
        if (rst) begin
            stg <= 2'd0;
            op <= OP_SCAN;
            a_i <= '0; a_iv <= 1'b0; a_rx <= '0; a_d8 <= '0; a_kind <= '0; a_ocs <= 1'b0;
            scan_i <= '0;
            b_d <= '0; b_dv <= 1'b0; b_o <= '0;
        end else begin
            unique case (stg)
                2'd0: if (can_start) begin
                    stg <= 2'd1;
                    a_rx <= f_rx_d;
                    a_kind <= '0; a_ocs <= 1'b0; a_d8 <= '0;
                    if (f_hdr_v) begin
                        op <= OP_HDR; a_i <= NB'(f_hdr_d); a_iv <= id_ok(f_hdr_d, cfg.nodes, cfg.node);
                    end else if (f_rx_v) begin
                        op <= OP_RX; a_i <= NB'(f_rx_d[RXW-1 -: IDW]);
                        a_iv <= id_ok(f_rx_d[RXW-1 -: IDW], cfg.nodes, cfg.node);
                    end else if (f_rly_v) begin
                        op <= OP_RLY; a_i <= NB'(f_rly_d[2*IDW-1 -: IDW]); a_d8 <= f_rly_d[IDW-1:0];
                        a_iv <= id_ok(f_rly_d[2*IDW-1 -: IDW], cfg.nodes, cfg.node);
                    end else if (f_sent_v) begin
                        op <= OP_SENT; a_i <= NB'(f_sent_d[IDW-1:0]); a_kind <= f_sent_d[IDW +: 2];
                        a_ocs <= f_sent_d[IDW+2]; a_d8 <= f_sent_d[IDW-1:0];
                        a_iv <= id_ok(f_sent_d[IDW-1:0], cfg.nodes, cfg.node);
                    end else if (f_loc_v) begin
                        op <= OP_LOC; a_i <= NB'(f_loc_d); a_d8 <= f_loc_d;
                        a_iv <= id_ok(f_loc_d, cfg.nodes, cfg.node);
                    end else begin
                        op <= OP_SCAN; a_i <= scan_i; scan_i <= scan_i + 1'b1;
                        a_iv <= id_ok(IDW'(scan_i), cfg.nodes, cfg.node);
                    end
                end
                2'd1: begin
                    stg <= 2'd2;
                    // destination index b_d (valid b_dv) and second index b_o of the operation
                    b_o <= rec_d[a_i];
                    unique case (op)
                        OP_HDR: begin
                            b_d <= rr_idx;
                            b_dv <= rr_v;
                        end
                        OP_RX: begin
                            b_d <= NB'(x_rdst);
                            b_dv <= id_ok(x_rdst, cfg.nodes, cfg.node) && x_rdst != x_src;
                        end
                        OP_RLY, OP_LOC, OP_SENT: begin
                            b_d <= NB'(a_d8);
                            b_dv <= id_ok(a_d8, cfg.nodes, cfg.node);
                        end
                        default: begin  // OP_SCAN: the expiring request's destination
                            b_d <= rq_d[a_i];
                            b_dv <= 1'b1;
                        end
                    endcase
                end
                2'd2: stg <= 2'd3;
                default: stg <= 2'd0;
            endcase
        end
    end

    // S2: reads
    // The scan keeps cfg.fill cells committed per FIFO. Space that a pending request reserves in FIFO
    // a_i holds no cell yet and does not count towards the fill (the request may be refused; counting it
    // would leave the slot to a_i empty while the answer is on its way), but it does bound the room.
    logic [7:0] c_occ_cells, c_fill_gap, c_room;
    always_comb begin
        c_occ_cells = occ[a_i] - (rq_v[a_i] ? rq_n[a_i] : 8'd0);
        c_fill_gap = (cfg.fill > c_occ_cells) ? cfg.fill - c_occ_cells : 8'd0;
        c_room = (cfg.fifo_cells > occ[a_i]) ? cfg.fifo_cells - occ[a_i] : 8'd0;
    end
    always_ff @(posedge clk) begin
        if (stg == 2'd2) begin
            r_unres_d <= unres[b_d];
            r_unres_i <= (op == OP_RX) ? unres[rq_d[a_i]] : unres[a_i];
            r_occ_i   <= occ[a_i];
            r_prel_i  <= prel[a_i];
            r_room    <= c_room;
            r_fillroom <= (c_fill_gap < c_room) ? c_fill_gap : c_room;
            r_ocsroom <= (cfg.fill > occ_ocs) ? cfg.fill - occ_ocs : 8'd0;
            r_held_d  <= (op == OP_SENT) ? held[a_i] : held[b_d];
            r_iss_d   <= iss[b_d];
            r_iss_o   <= iss[b_o];
            r_rqc_i   <= rqc[a_i];
            r_rqc_d   <= rqc[b_d];
            // queued here for the destination + grants issued: relayed cells, and in S-VLB mode also
            // this node's own cells for it not yet committed (Mercury 3.3: "the queued packets for the
            // target destination"), saturated to 16 bits
            r_sum     <= sat16(25'(held[b_d]) + 25'(iss[b_d]) + (cfg.sirius ? 25'd0 : 25'(unres[b_d])));
            r_rq_v    <= rq_v[a_i];   r_rq_d <= rq_d[a_i];   r_rq_n <= rq_n[a_i];   r_rq_age <= rq_age[a_i];
            r_rec_v   <= rec_v[a_i];  r_rec_d <= rec_d[a_i]; r_rec_n <= rec_n[a_i]; r_rec_age <= rec_age[a_i];
            r_ans_v   <= ans_v[a_i];  r_ans_d <= ans_d[a_i]; r_ans_n <= ans_n[a_i];
            r_avail   <= (unres[b_d] > thr_eff && (b_d == a_i || !no_relay[b_d])) ? unres[b_d] - thr_eff : 24'd0;
        end
    end

    // array writes
    always_ff @(posedge clk) begin
        if (rst) begin
            unres <= '0; occ <= '0; prel <= '0; occ_ocs <= '0; rqc <= '0; held <= '0; iss <= '0;
            rq_v <= '0; rec_v <= '0; ans_v <= '0;
            rq_d <= '0; rec_d <= '0; ans_d <= '0; rq_n <= '0; rec_n <= '0; ans_n <= '0;
            rq_age <= '0; rec_age <= '0;
        end else begin
            if (tick) begin
                for (int k = 0; k < N; k++) begin
                    if (rq_v[k] && rq_age[k] != 8'hff) rq_age[k] <= rq_age[k] + 8'd1;
                    if (rec_v[k] && rec_age[k] != 8'hff) rec_age[k] <= rec_age[k] + 8'd1;
                end
            end
            if (w_unres_a_en) unres[w_unres_a_i] <= w_unres_a;
            if (w_unres_b_en) unres[w_unres_b_i] <= w_unres_b;
            if (w_occ_en) occ[w_occ_i] <= w_occ;
            if (w_prel_en) prel[w_prel_i] <= w_prel;
            if (w_rqc_en) rqc[w_rqc_i] <= w_rqc;
            if (w_held_en) held[w_held_i] <= w_held;
            if (w_iss_a_en) iss[w_iss_a_i] <= w_iss_a;
            if (w_iss_b_en) iss[w_iss_b_i] <= w_iss_b;
            if (w_occ_ocs_en) occ_ocs <= w_occ_ocs;
            if (w_rq_set) begin
                rq_v[w_rq_i] <= 1'b1; rq_d[w_rq_i] <= w_rq_d; rq_n[w_rq_i] <= w_rq_n; rq_age[w_rq_i] <= 8'd0;
            end
            if (w_rq_clr) rq_v[w_rq_i] <= 1'b0;
            if (w_rec_set) begin
                rec_v[w_rec_i] <= 1'b1; rec_d[w_rec_i] <= w_rec_d; rec_n[w_rec_i] <= w_rec_n;
                rec_age[w_rec_i] <= 8'd0;
            end
            if (w_rec_clr) rec_v[w_rec_i] <= 1'b0;
            if (w_rec_dec) begin
                rec_n[w_rec_i] <= r_rec_n - 8'd1;
                rec_age[w_rec_i] <= 8'd0;
                if (r_rec_n == 8'd1) rec_v[w_rec_i] <= 1'b0;
            end
            if (w_ans_set) begin
                ans_v[w_ans_i] <= 1'b1; ans_d[w_ans_i] <= w_ans_d; ans_n[w_ans_i] <= w_ans_n;
            end
            if (w_ans_clr) ans_v[w_ans_i] <= 1'b0;
        end
    end

    // outputs
    always_ff @(posedge clk) begin
        if (rst) begin
            hdr_v <= 1'b0; hdr_hop <= '0;
            hdr_vlb_req_v <= 1'b0; hdr_vlb_req_dst <= '0; hdr_vlb_req_cnt <= '0;
            hdr_vlb_gnt_v <= 1'b0; hdr_vlb_gnt_dst <= '0; hdr_vlb_gnt_cnt <= '0;
            mv_valid <= 1'b0; mv_from_relay <= 1'b0; mv_dst <= '0; mv_ocs <= 1'b0; mv_hop <= '0; mv_cnt <= '0;
            {ev_req_sent, ev_req_rx, ev_req_bad, ev_refused, ev_gnt_sent, ev_gnt_rx, ev_gnt_bad, ev_rq_expired,
             ev_rec_expired, ev_rly_unexp, ev_acct_err, ev_evt_ovf} <= '0;
        end else begin
            hdr_v <= o_hdr;
            if (o_hdr) begin
                hdr_hop <= IDW'(a_i);
                hdr_vlb_req_v <= o_rq; hdr_vlb_req_dst <= IDW'(b_d); hdr_vlb_req_cnt <= o_rq ? c_n : 8'd0;
                hdr_vlb_gnt_v <= o_gnt; hdr_vlb_gnt_dst <= IDW'(r_ans_d); hdr_vlb_gnt_cnt <= o_gnt ? r_ans_n : 8'd0;
            end
            if (mv_valid && mv_ready) mv_valid <= 1'b0;
            if (o_mv) begin
                mv_valid <= 1'b1; mv_from_relay <= o_mv_rly; mv_dst <= IDW'(o_mv_d); mv_ocs <= o_mv_ocs;
                mv_hop <= IDW'(o_mv_h); mv_cnt <= o_mv_cnt;
            end
            ev_req_sent <= e_req_sent; ev_req_rx <= e_req_rx; ev_req_bad <= e_req_bad; ev_refused <= e_refused;
            ev_gnt_sent <= e_gnt_sent; ev_gnt_rx <= e_gnt_rx; ev_gnt_bad <= e_gnt_bad;
            ev_rq_expired <= e_rq_exp; ev_rec_expired <= e_rec_exp; ev_rly_unexp <= e_rly_unexp;
            ev_acct_err <= e_acct; ev_evt_ovf <= ovf;
        end
    end

    assign st_unres = unres;
    assign st_occ = occ;
    assign st_occ_ocs = occ_ocs;
    assign st_prel = prel;
    assign st_rqc = rqc;
    assign st_held = held;
    assign st_iss = iss;

    wire logic unused_ok = &{1'b0, rr_grant, fc_hdr, fc_rx, fc_rly, fc_sent, fc_loc};

`ifndef SYNTHESIS
`include "lp_assert.svh"
    // Relay accounting (docs/svlb.md "Counts"). held[d] + iss[d] <= Q: a grant never takes the sum above
    // cfg.q (a_grant_within_q) and no other operation raises it, except a relay cell that arrives without
    // an open grant (ev_rly_unexp) and a change of cfg.q. a_over[d] marks such a destination until its
    // sum is back within Q; meanwhile it is granted nothing (c_room_q is 0).
    logic [N-1:0]       a_over;
    logic [15:0]        a_q_prev;     // cfg.q one clock ago
    logic [N-1:0][16:0] a_sum;        // held + iss
    logic [N-1:0][15:0] a_open;       // remaining cells of the open grants, per destination
    always_comb begin
        for (int d = 0; d < N; d++) begin
            a_sum[d] = 17'(held[d]) + 17'(iss[d]);
            a_open[d] = '0;
            for (int s = 0; s < N; s++)
                if (rec_v[s] && rec_d[s] == NB'(d)) a_open[d] = a_open[d] + 16'(rec_n[s]);
        end
    end
    always_ff @(posedge clk) begin
        a_q_prev <= cfg.q;
        for (int d = 0; d < N; d++) begin
            if (rst || a_sum[d] <= 17'(cfg.q)) a_over[d] <= 1'b0;
            if (!rst && ((e_rly_unexp && b_d == NB'(d)) || cfg.q != a_q_prev)) a_over[d] <= 1'b1;
        end
    end
    // a grant leaves held + iss (+ this node's own cells for the destination in S-VLB mode) within Q
    `LP_ASSERT(a_grant_within_q, clk, rst, !w_rec_set || 17'(r_sum) + 17'(c_g) <= 17'(cfg.q))
    for (genvar d = 0; d < N; d++) begin : g_a_dst
        // held + issued <= Q
        `LP_ASSERT(a_held_iss_le_q, clk, rst, a_over[d] || cfg.q != a_q_prev || a_sum[d] <= 17'(cfg.q))
        // iss counts exactly the remaining cells of the open grants
        `LP_ASSERT(a_iss_is_open_grants, clk, rst, iss[d] == a_open[d])
        // a FIFO's count covers the space its outstanding request reserves (a sent cell never takes it)
        `LP_ASSERT(a_occ_covers_request, clk, rst, !rq_v[d] || occ[d] >= rq_n[d])
        // an open grant has cells left; an outstanding request asks for some
        `LP_ASSERT(a_open_nonzero, clk, rst, (!rec_v[d] || rec_n[d] != 8'd0) && (!rq_v[d] || rq_n[d] != 8'd0))
    end
`endif
endmodule

`default_nettype wire
