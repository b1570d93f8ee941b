// lp_svlb_fabric: NN S-VLB cores (lp_svlb_core) on an ideal round-robin slot fabric, for the S-VLB
// protocol tests and benchmarks (simulation only). Each node has its own DRAM (lp_axi_ram_model).
// Slots are SLOT clocks long; in slot k of a cycle of NN-1 slots node i sends to node (i+1+k) mod NN
// (the AWGR's cyclic round robin: every node meets every other once per cycle, no two senders share
// a receiver). At the first clock of a slot every core is asked for its cell (slot_v), the cell goes
// out within the slot and reaches the receiver one clock later. `tick` marks each cycle's start.
// A word still on a link when the slot ends would reach the wrong node: it is counted in `spill`
// (the tests require 0). Per-node status is read through the hierarchy (g_node[i], g_node[i].u_core).
// Each node's host port is driven by a cell source and its output port read by a checker, both here,
// so that the testbench (lightpath.env.svlb_fabric) only acts once per slot and reads results at the end:
// - source: an offer (offer_cnt[i] cells, 1..3, for node offer_dst[i]) is taken when offer_tog[i]
//   changes (at most one per clock), queued (SRC_Q offers; more are lost and counted in src_ovf) and
//   sent as cells of CW words: header (DATA, src i, dst, seq = per-destination count of this source,
//   first = last = 1, len = a full payload, header CRC) and payload words pl_word(src, dst, seq, k).
//   An offer shows on the host port in the clock it arrives (bypass), as the testbench did before.
//   n_bp counts clocks a cell waited on s_axis_tready.
// - checker: every delivered cell is logged in delivery order (log_q: its header and two flags,
//   payload wrong = a word differs from pl_word of its header's src, dst, seq; length wrong = not CW
//   words); n_cells, n_relayed (relay bit set), n_disorder (seq not the next of its source's flow,
//   the testbench's rule) count them; more than LOG cells are counted in log_ovf, not logged.
//   inj_tog / inj_beat / inj_bit (self-test only) flip one bit of one word of the next cell the
//   checker sees, as if the fabric had corrupted it.
// - monitors, every clock after reset: n_<event> counts each error and OCS event of the core; the
//   relay queue bound held + granted <= chk_q for every destination (q_viol clocks violated, q_bad the
//   first violation, q_peak the largest held + granted, q_chk clocks checked); rs_max the most cells
//   the resequencer held (restarted by a change of rs_max_clr).
// OCS circuits (the WSS model): node i's OCS port reaches node ocs_dst[i] after OCS_LAT clocks
// (driven by the testbench: cfg_ocs_v = ocs_v[i], the port's ocs_up = ocs_up[i], the announcement
// cfg_ann_v = ocs_ann[i] for the same ocs_dst[i]; ocs_dst[i] may only change while node i's OCS port
// is idle). Two cells reaching one node in the same clock are counted
// in `ocs_collide` (the tests require 0; circuits are port-disjoint).
`default_nettype none

module lp_svlb_fabric
    import lp_cell_pkg::*;
#(
    parameter int NN       = 4,    // nodes
    parameter int SLOT     = 120,  // clocks per slot
    parameter int CELLS    = 8,
    parameter int LATENCY  = 20,   // DRAM latency, clocks
    parameter int OCS_LAT  = 8     // OCS circuit latency, clocks
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    // configuration, the same for every node
    input  wire logic                          cfg_en,
    input  wire logic                          cfg_apply,
    input  wire logic                          cfg_sirius,
    input  wire logic [15:0]                   cfg_q,
    input  wire logic [15:0]                   cfg_sel_thr,
    input  wire logic [7:0]                    cfg_req_max,
    input  wire logic [7:0]                    cfg_fill,
    input  wire logic [7:0]                    cfg_fifo_cells,
    input  wire logic [7:0]                    cfg_ttl,
    input  wire logic [23:0]                   cfg_local_cells,
    input  wire logic [23:0]                   cfg_relay_cells,
    input  wire logic [7:0]                    cfg_reseq_ttl,
    // OCS circuits, per node
    input  wire logic [NN-1:0]                 ocs_v,
    input  wire logic [NN-1:0]                 ocs_up,
    input  wire logic [NN-1:0]                 ocs_ann,      // circuit to ocs_dst[i] announced (cfg_ann_v)
    input  wire logic [NN-1:0][7:0]            ocs_dst,
    // cell sources: an offer of offer_cnt[i] cells (1..3) for node offer_dst[i] when offer_tog[i] changes
    input  wire logic [NN-1:0]                 offer_tog,
    input  wire logic [NN-1:0][7:0]            offer_dst,
    input  wire logic [NN-1:0][1:0]            offer_cnt,
    // checkers: the relay queue bound, the resequencer high-water restart, the self-test bit flip
    input  wire logic [15:0]                   chk_q,
    input  wire logic                          rs_max_clr,
    input  wire logic [NN-1:0]                 inj_tog,
    input  wire logic [6:0]                    inj_beat,
    input  wire logic [5:0]                    inj_bit,
    // demand counters of every node: latch (phase) and the destination read (rd_idx)
    input  wire logic                          dm_phase,
    input  wire logic [7:0]                    dm_rd_idx,
    // fabric status
    output logic      [31:0]                   slots,
    output logic      [31:0]                   spill,
    output logic      [31:0]                   ocs_collide,
    output logic      [NN-1:0]                 queues_ok
);
    localparam int N = 16;  // id space of the cores
    if (NN < 2 || NN > N) begin : g_bad_nn
        $fatal(1, "lp_svlb_fabric: NN=%0d must be 2..%0d", NN, N);
    end
    if (SLOT < 100) begin : g_bad_slot
        $fatal(1, "lp_svlb_fabric: SLOT=%0d too short for a cell", SLOT);
    end

    localparam int HW    = LP_HDR_WORDS;
    localparam int CW    = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS;  // words of a cell
    localparam int SRC_Q = 512;    // offers queued per source
    localparam int LOG   = 2048;   // delivered cells logged per node

    // Payload word k of cell (src, dst, seq): splitmix64 of the four, so that every word of every cell differs.
    function automatic logic [63:0] pl_word(input logic [7:0] src, input logic [7:0] dst, input logic [15:0] seq,
                                            input logic [6:0] k);
        logic [63:0] z;
        z = {24'd0, src, dst, seq, 1'b0, k} + 64'h9E3779B97F4A7C15;
        z = (z ^ (z >> 30)) * 64'hBF58476D1CE4E5B9;
        z = (z ^ (z >> 27)) * 64'h94D049BB133111EB;
        return z ^ (z >> 31);
    endfunction

    logic [$clog2(SLOT)-1:0] w;
    logic [7:0]              k;
    logic                    slot_v, tick;
    always_ff @(posedge clk) begin
        if (rst) begin
            w <= '0; k <= '0; slots <= '0;
        end else if (w == $bits(w)'(SLOT - 1)) begin
            w <= '0;
            k <= (k == 8'(NN - 2)) ? 8'd0 : k + 8'd1;
            slots <= slots + 32'd1;
        end else begin
            w <= w + 1'b1;
        end
    end
    assign slot_v = !rst && (w == '0);
    assign tick = slot_v && (k == '0);

    logic [NN-1:0]        tx_valid, tx_last, rx_valid, rx_last;
    logic [NN-1:0][63:0]  tx_data, rx_data;

    // link: receiver j gets sender (j - 1 - k) mod NN, one clock later
    always_ff @(posedge clk) begin
        if (rst) begin
            rx_valid <= '0; rx_last <= '0; rx_data <= '0; spill <= '0;
        end else begin
            for (int j = 0; j < NN; j++) begin
                automatic int s = (j - 1 - int'(k) + 2 * NN) % NN;
                rx_valid[j] <= tx_valid[s];
                rx_last[j] <= tx_last[s];
                rx_data[j] <= tx_data[s];
            end
            if (w == '0 && |tx_valid) spill <= spill + 32'd1;
        end
    end

    // OCS circuits (WSS model): node i's OCS port reaches node ocs_dst[i] after OCS_LAT clocks
    logic [NN-1:0]       ot_valid, ot_last;
    logic [NN-1:0][63:0] ot_data;
    logic [NN-1:0]       or_valid, or_last, ocs_lit;
    logic [NN-1:0][63:0] or_data;
    lp_wss_model #(.N(NN), .W(64), .SB(1), .LAT(OCS_LAT)) u_wss (
        .clk, .rst, .dst(ocs_dst), .tx_valid(ot_valid), .tx_data(ot_data), .tx_sb(ot_last),
        .rx_valid(or_valid), .rx_data(or_data), .rx_sb(or_last), .lit(ocs_lit), .collide(ocs_collide));
    wire logic unused_lit = &{1'b0, ocs_lit};   // circuits here are driven by the testbench directly

    for (genvar i = 0; i < NN; i++) begin : g_node
        logic [3:0]  awid, bid, arid, rid;
        logic [31:0] awaddr, araddr;
        logic [7:0]  awlen, arlen, wstrb;
        logic [2:0]  awsize, arsize, awprot, arprot;
        logic [1:0]  awburst, arburst, bresp, rresp;
        logic [3:0]  awcache, arcache, awqos, arqos;
        logic        awlock, arlock, awvalid, awready, wlast, wvalid, wready, bvalid, bready;
        logic        arvalid, arready, rlast, rvalid, rready, ram_err;
        logic [63:0] wdata, rdata;
        logic [31:0] wr_beats, rd_beats;
        logic [N-1:0][15:0] held, iss;
        logic [2*N-1:0][23:0] voq_occ;
        logic [N:0][3:0] fifo_cells;
        logic [31:0] dm_val, dm_phases;
        logic ev_dm_sat;
        logic [5:0] reseq_held;
        logic [7:0] ocs_pend;
        logic ev_rs_held, ev_rs_lost, ev_rs_late, ev_rs_resync, ev_rs_forced;
        logic ev_ocs_tx, ev_ocs_fallback, ev_ocs_rx, ev_ocs_rx_ovf, ev_ocs_rx_bad;
        logic ev_dram_rd_err;
        logic ev_rly_agg;      // no aggregation contributions in these benches
        logic ev_host_bad_dst, ev_voq_drop, ev_rx_ovf, ev_rx_misrouted, ev_rx_bad, ev_delivered, ev_tx_cell,
              ev_tx_fake, ev_tx_late;
        logic        host_tvalid, host_tready, host_tlast, out_tvalid, out_tlast;
        logic [63:0] host_tdata, out_tdata;
        logic [7:0]  host_tdest;

        lp_svlb_pkg::lp_svlb_core_cfg_t core_cfg;
        assign core_cfg = '{sched: '{en: cfg_en, sirius: cfg_sirius, node: 8'(i), nodes: 8'(NN), q: cfg_q,
                                     sel_thr: cfg_sel_thr, req_max: cfg_req_max, fill: cfg_fill,
                                     fifo_cells: cfg_fifo_cells, ttl: cfg_ttl, ocs_v: ocs_v[i], ocs_dst: ocs_dst[i],
                                     ann_v: ocs_ann[i], ann_dst: ocs_dst[i]},
                            apply: cfg_apply, dram_base: 32'd0, region_log2: 5'd16, local_cells: cfg_local_cells,
                            relay_cells: cfg_relay_cells, reseq_ttl: cfg_reseq_ttl};

        lp_svlb_core #(.N(N), .CELLS(CELLS)) u_core (
            .clk, .rst,
            .cfg(core_cfg), .st_queues_ok(queues_ok[i]), .ocs_up(ocs_up[i]),
            .m_ocs_tvalid(ot_valid[i]), .m_ocs_tready(1'b1), .m_ocs_tdata(ot_data[i]), .m_ocs_tlast(ot_last[i]),
            .s_ocs_tvalid(or_valid[i]), .s_ocs_tdata(or_data[i]), .s_ocs_tlast(or_last[i]), .s_ocs_terr(1'b0),
            .s_axis_tvalid(host_tvalid), .s_axis_tready(host_tready), .s_axis_tdata(host_tdata),
            .s_axis_tlast(host_tlast), .s_axis_tdest(host_tdest),
            .m_axis_tvalid(out_tvalid), .m_axis_tready(1'b1), .m_axis_tdata(out_tdata),
            .m_axis_tlast(out_tlast),
            .dm_phase, .dm_rd_idx, .dm_rd_val(dm_val), .st_dm_phases(dm_phases),
            .tick, .slot_v, .slot_hop(8'((i + 1 + int'(k)) % NN)),
            .tx_valid(tx_valid[i]), .tx_data(tx_data[i]), .tx_last(tx_last[i]),
            .rx_valid(rx_valid[i]), .rx_data(rx_data[i]), .rx_last(rx_last[i]), .rx_err(1'b0),
            .st_held(held), .st_iss(iss), .st_voq_occ(voq_occ), .st_fifo_cells(fifo_cells),
            .st_reseq_held(reseq_held), .st_ocs_pend(ocs_pend),
            .ev_host_bad_dst, .ev_voq_drop, .ev_dram_rd_err, .ev_rx_ovf, .ev_rx_misrouted, .ev_rx_bad, .ev_delivered,
            .ev_rs_held, .ev_rs_lost, .ev_rs_late, .ev_rs_resync, .ev_rs_forced, .ev_tx_cell,
            .ev_tx_fake, .ev_tx_late, .ev_dm_sat, .ev_rly_agg,
            .ev_ocs_tx, .ev_ocs_fallback, .ev_ocs_rx, .ev_ocs_rx_ovf, .ev_ocs_rx_bad,
            .m_axi_awid(awid), .m_axi_awaddr(awaddr), .m_axi_awlen(awlen), .m_axi_awsize(awsize),
            .m_axi_awburst(awburst), .m_axi_awlock(awlock), .m_axi_awcache(awcache), .m_axi_awprot(awprot),
            .m_axi_awqos(awqos), .m_axi_awvalid(awvalid), .m_axi_awready(awready), .m_axi_wdata(wdata),
            .m_axi_wstrb(wstrb), .m_axi_wlast(wlast), .m_axi_wvalid(wvalid), .m_axi_wready(wready),
            .m_axi_bid(bid), .m_axi_bresp(bresp), .m_axi_bvalid(bvalid), .m_axi_bready(bready),
            .m_axi_arid(arid), .m_axi_araddr(araddr), .m_axi_arlen(arlen), .m_axi_arsize(arsize),
            .m_axi_arburst(arburst), .m_axi_arlock(arlock), .m_axi_arcache(arcache), .m_axi_arprot(arprot),
            .m_axi_arqos(arqos), .m_axi_arvalid(arvalid), .m_axi_arready(arready), .m_axi_rid(rid),
            .m_axi_rdata(rdata), .m_axi_rresp(rresp), .m_axi_rlast(rlast), .m_axi_rvalid(rvalid),
            .m_axi_rready(rready));

        // ---- cell source: offers queued as {cnt, dst}; the head (or an offer arriving now) is shown
        logic [9:0]  sq_mem [SRC_Q];
        logic [$clog2(SRC_Q):0] sq_wr, sq_rd;
        logic        offer_q;
        logic [6:0]  beat;               // word of the current cell on the host port
        logic [1:0]  sent;               // cells of the head offer already sent
        logic [15:0] seq_of [N];         // next seq per destination (the testbench offers destinations < N)
        logic [31:0] n_bp, src_ovf;
        wire logic   offer_new = offer_tog[i] != offer_q;
        wire logic   sq_empty = sq_wr == sq_rd;
        wire logic   sq_full = sq_wr == (sq_rd ^ (1 << $clog2(SRC_Q)));
        wire logic [9:0] head = sq_empty ? {offer_cnt[i], offer_dst[i]} : sq_mem[sq_rd[$clog2(SRC_Q)-1:0]];
        lp_cell_hdr_t h_hdr;
        logic [LP_HDR_BITS-1:0] h_line;
        always_comb begin
            h_hdr = '0;
            h_hdr.ver = 2'(LP_CELL_VERSION);
            h_hdr.kind = LP_KIND_DATA;
            h_hdr.src = 8'(i);
            h_hdr.dst = head[7:0];
            h_hdr.first = 1'b1;
            h_hdr.last = 1'b1;
            h_hdr.seq = seq_of[head[3:0]];
            h_hdr.len = 11'(LP_SLOT_PAYLOAD_BYTES);
        end
        lp_cell_hdr_gen u_hdr_gen (.hdr_in(h_hdr), .hdr_out(h_line));
        assign host_tvalid = !sq_empty || offer_new;
        assign host_tlast = beat == 7'(CW - 1);
        assign host_tdest = head[7:0];
        assign host_tdata = (beat < 7'(HW)) ? h_line[LP_HDR_BITS - 1 - 64 * int'(beat[1:0]) -: 64]
                                            : pl_word(8'(i), head[7:0], h_hdr.seq, beat - 7'(HW));
        always_ff @(posedge clk) begin
            offer_q <= offer_tog[i];
            if (rst) begin
                sq_wr <= '0; sq_rd <= '0; beat <= '0; sent <= '0; n_bp <= '0; src_ovf <= '0;
                for (int d = 0; d < N; d++) seq_of[d] <= '0;
            end else begin
                if (offer_new) begin
                    if (sq_full) begin
                        src_ovf <= src_ovf + 32'd1;
                    end else begin
                        sq_mem[sq_wr[$clog2(SRC_Q)-1:0]] <= {offer_cnt[i], offer_dst[i]};
                        sq_wr <= sq_wr + 1'b1;
                    end
                end
                if (host_tvalid && !host_tready) n_bp <= n_bp + 32'd1;
                if (host_tvalid && host_tready) begin
                    if (host_tlast) begin
                        beat <= '0;
                        seq_of[head[3:0]] <= seq_of[head[3:0]] + 16'd1;
                        if (sent + 2'd1 >= head[9:8]) begin
                            sent <= '0;
                            sq_rd <= sq_rd + 1'b1;
                        end else begin
                            sent <= sent + 2'd1;
                        end
                    end else begin
                        beat <= beat + 7'd1;
                    end
                end
            end
        end

        // ---- checker: every cell delivered on m_axis logged with its header and two flags
        /* verilator lint_off UNUSEDSIGNAL */   // read by the testbench through the hierarchy
        logic [257:0]           log_q [LOG];       // {length wrong, payload wrong, header}
        /* verilator lint_on UNUSEDSIGNAL */
        logic [31:0]            n_cells, n_relayed, n_disorder, log_ovf;
        logic [6:0]             c_beat;            // word of the cell being received (saturates)
        logic [LP_HDR_BITS-1:0] c_hdr;             // header words so far, the first on top
        logic                   c_pbad;
        logic [16:0]            c_next [N];        // per source: the seq expected next
        logic                   inj_q, inj_arm;
        wire logic [63:0] c_data = out_tdata ^ ((inj_arm && c_beat == inj_beat) ? (64'd1 << inj_bit) : 64'd0);
        /* verilator lint_off UNUSEDSIGNAL */   // only some header fields are checked
        lp_cell_hdr_t c_h;
        /* verilator lint_on UNUSEDSIGNAL */
        assign c_h = c_hdr;
        wire logic [LP_HDR_BITS-1:0] c_hdr_fin = (c_beat < 7'(HW)) ? {c_hdr[LP_HDR_BITS-65:0], c_data} : c_hdr;
        /* verilator lint_off UNUSEDSIGNAL */
        lp_cell_hdr_t c_fin;
        /* verilator lint_on UNUSEDSIGNAL */
        assign c_fin = c_hdr_fin;
        wire logic c_word_bad = c_beat >= 7'(HW) && c_beat < 7'(CW) &&
                                c_data != pl_word(c_h.src, c_h.dst, c_h.seq, c_beat - 7'(HW));
        wire logic [16:0] c_want = c_next[c_fin.src[3:0]];
        always_ff @(posedge clk) begin
            inj_q <= inj_tog[i];
            if (rst) begin
                n_cells <= '0; n_relayed <= '0; n_disorder <= '0; log_ovf <= '0;
                c_beat <= '0; c_hdr <= '0; c_pbad <= 1'b0; inj_arm <= 1'b0;
                for (int s = 0; s < N; s++) c_next[s] <= '0;
            end else begin
                if (inj_tog[i] != inj_q) inj_arm <= 1'b1;
                if (out_tvalid) begin
                    if (inj_arm && c_beat == inj_beat) inj_arm <= 1'b0;
                    if (out_tlast) begin
                        if (n_cells < 32'(LOG)) log_q[n_cells[$clog2(LOG)-1:0]] <=
                            {c_beat != 7'(CW - 1), c_pbad || c_word_bad, c_hdr_fin};
                        else log_ovf <= log_ovf + 32'd1;
                        n_cells <= n_cells + 32'd1;
                        n_relayed <= n_relayed + 32'(c_fin.relay);
                        if ({1'b0, c_fin.seq} != c_want) n_disorder <= n_disorder + 32'd1;
                        c_next[c_fin.src[3:0]] <= ({1'b0, c_fin.seq} + 17'd1 > c_want) ? {1'b0, c_fin.seq} + 17'd1
                                                                                          : c_want;
                        c_beat <= '0; c_pbad <= 1'b0;
                    end else begin
                        if (c_beat < 7'(HW)) c_hdr <= {c_hdr[LP_HDR_BITS-65:0], c_data};
                        if (c_beat != '1) c_beat <= c_beat + 7'd1;
                        c_pbad <= c_pbad || c_word_bad;
                    end
                end
            end
        end

        // ---- monitors: events, the relay queue bound, the resequencer's high-water mark
`define LP_SVLB_FABRIC_COUNT(NAME, EV) \
        logic [31:0] n_``NAME; \
        always_ff @(posedge clk) begin \
            if (rst) n_``NAME <= '0; \
            else if (EV) n_``NAME <= n_``NAME + 32'd1; \
        end
        `LP_SVLB_FABRIC_COUNT(ev_rx_ovf, ev_rx_ovf)
        `LP_SVLB_FABRIC_COUNT(ev_voq_drop, ev_voq_drop)
        `LP_SVLB_FABRIC_COUNT(ev_dram_rd_err, ev_dram_rd_err)
        `LP_SVLB_FABRIC_COUNT(vq_ev_full, u_core.vq_ev_full)
        `LP_SVLB_FABRIC_COUNT(vq_ev_bad_dst, u_core.vq_ev_bad_dst)
        `LP_SVLB_FABRIC_COUNT(vq_ev_bad_len, u_core.vq_ev_bad_len)
        `LP_SVLB_FABRIC_COUNT(ev_rx_misrouted, ev_rx_misrouted)
        `LP_SVLB_FABRIC_COUNT(ev_rx_bad, ev_rx_bad)
        `LP_SVLB_FABRIC_COUNT(ev_tx_late, ev_tx_late)
        `LP_SVLB_FABRIC_COUNT(ev_host_bad_dst, ev_host_bad_dst)
        `LP_SVLB_FABRIC_COUNT(ev_dm_sat, ev_dm_sat)
        `LP_SVLB_FABRIC_COUNT(ev_ocs_rx_ovf, ev_ocs_rx_ovf)
        `LP_SVLB_FABRIC_COUNT(ev_ocs_rx_bad, ev_ocs_rx_bad)
        `LP_SVLB_FABRIC_COUNT(ev_rs_lost, ev_rs_lost)
        `LP_SVLB_FABRIC_COUNT(ev_rs_late, ev_rs_late)
        `LP_SVLB_FABRIC_COUNT(ev_rs_resync, ev_rs_resync)
        `LP_SVLB_FABRIC_COUNT(ev_rs_forced, ev_rs_forced)
        `LP_SVLB_FABRIC_COUNT(ev_ocs_tx, ev_ocs_tx)
        `LP_SVLB_FABRIC_COUNT(ev_ocs_fallback, ev_ocs_fallback)
        `LP_SVLB_FABRIC_COUNT(ev_ocs_rx, ev_ocs_rx)
`undef LP_SVLB_FABRIC_COUNT

        logic [31:0] q_viol, q_chk;
        /* verilator lint_off UNUSEDSIGNAL */   // read by the testbench through the hierarchy
        logic [47:0] q_bad;                // first violation: {destination, held, granted}
        /* verilator lint_on UNUSEDSIGNAL */
        logic [16:0] q_peak;
        logic [5:0]  rs_max;
        logic        rs_clr_q;
        logic [16:0] q_sum [N];
        logic [16:0] q_top;
        logic        q_over;
        logic [47:0] q_first;
        always_comb begin
            q_top = '0; q_over = 1'b0; q_first = '0;
            for (int d = N - 1; d >= 0; d--) begin
                q_sum[d] = {1'b0, held[d]} + {1'b0, iss[d]};
                if (q_sum[d] > q_top) q_top = q_sum[d];
                if (q_sum[d] > {1'b0, chk_q}) begin
                    q_over = 1'b1;
                    q_first = {16'(d), held[d], iss[d]};
                end
            end
        end
        always_ff @(posedge clk) begin
            rs_clr_q <= rs_max_clr;
            if (rst) begin
                q_viol <= '0; q_chk <= '0; q_bad <= '0; q_peak <= '0; rs_max <= '0;
            end else begin
                q_chk <= q_chk + 32'd1;
                if (q_over) begin
                    q_viol <= q_viol + 32'd1;
                    if (q_viol == '0) q_bad <= q_first;
                end
                if (q_top > q_peak) q_peak <= q_top;
                if (rs_max_clr != rs_clr_q) rs_max <= reseq_held;
                else if (reseq_held > rs_max) rs_max <= reseq_held;
            end
        end

        // 2N queues of 64 KiB regions = 2 MiB per node
        lp_axi_ram_model #(.WORDS(1 << 18), .LATENCY(LATENCY), .ID_W(4), .ADDR_W(32)) u_ram (
            .clk, .rst,
            .s_axi_awid(awid), .s_axi_awaddr(awaddr), .s_axi_awlen(awlen), .s_axi_awsize(awsize),
            .s_axi_awburst(awburst), .s_axi_awvalid(awvalid), .s_axi_awready(awready),
            .s_axi_wdata(wdata), .s_axi_wstrb(wstrb), .s_axi_wlast(wlast), .s_axi_wvalid(wvalid),
            .s_axi_wready(wready), .s_axi_bid(bid), .s_axi_bresp(bresp), .s_axi_bvalid(bvalid),
            .s_axi_bready(bready), .s_axi_arid(arid), .s_axi_araddr(araddr), .s_axi_arlen(arlen),
            .s_axi_arsize(arsize), .s_axi_arburst(arburst), .s_axi_arvalid(arvalid), .s_axi_arready(arready),
            .s_axi_rid(rid), .s_axi_rdata(rdata), .s_axi_rresp(rresp), .s_axi_rlast(rlast), .s_axi_rvalid(rvalid),
            .s_axi_rready(rready), .err(ram_err), .wr_beats, .rd_beats);

        // read by the testbench through the hierarchy (wr_beats, rd_beats, dm_*, ocs_pend) or unused
        wire logic unused_ok = &{1'b0, awlock, awcache, awprot, awqos, arlock, arcache, arprot, arqos, ram_err,
                                 wr_beats, rd_beats, voq_occ, fifo_cells, ev_delivered, ev_tx_cell, ev_tx_fake,
                                 dm_val, dm_phases, ev_rs_held, ocs_pend, ev_rly_agg};
    end
endmodule

`default_nettype wire
