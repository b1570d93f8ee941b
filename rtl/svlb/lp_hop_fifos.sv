// lp_hop_fifos: the on-chip per-next-hop cell FIFOs of S-VLB, the mover that fills them
// from the DRAM queues (lp_voq) on the scheduler's commands (lp_svlb mv_*), and the OCS port's reader.
//
// FIFOs: N next-hop FIFOs (index = the node whose slot sends them: direct cells, first-hop relay
// cells granted by that relay, second-hop cells for that destination) in one simple dual-port block
// RAM (cell slot c = f*CELLS + i at word address c*CELL_WORDS), and the OCS FIFO (index N) in a RAM
// of its own, so the OCS port streams while the slot transmitter reads. A 2-bit kind tag per
// next-hop cell (0 local direct, 1 first relay hop, 2 second hop; OCS cells are 0) goes out with the
// cell (m_axis_tuser) and in the sent event; each OCS cell keeps its destination.
// Mover: a command (from_relay, dst, ocs, hop, cnt) dequeues cnt cells from lp_voq queue
// dst (local) or N+dst (relay queue; lp_voq with NDST = 2N) and appends each to FIFO hop (or the OCS
// FIFO). Two dequeues may be outstanding (lp_voq fetches the next cell while the current one
// streams), also across commands: the next command is taken once the current one's dequeues are
// issued. A dequeue waits while its FIFO has no room for it and the cells still on their way (the
// scheduler's accounting makes that not happen when its cfg_fifo_cells <= CELLS; waiting loses
// nothing). Answers come in request order: a cell, or deq_empty (the queue had fewer cells than
// commanded: ev_short, the command goes on with its next cell). A cell whose tlast is not on word
// CELL_WORDS or whose tdest is not the dequeued queue is not appended (ev_bad_cell). Invalid commands (hop >= N without ocs, ocs from a
// relay queue: the OCS FIFO takes local cells only, dst >= N, cnt 0) are dropped (ev_bad_cmd).
// Slot reader: rd_valid/rd_ready with rd_hop asks for the head cell of FIFO rd_hop: if the FIFO is
// empty rd_empty pulses, else the cell streams out on m_axis (full rate, any back-pressure) and is
// removed at its last beat, with ev_sent_* (the scheduler's sent_* input). OCS fallback: while
// ocs_up is low, a slot request for the destination of the OCS FIFO's head cell is served from the
// OCS FIFO first (ev_ocs_fallback), so cells committed to a circuit that is not (or no longer) up
// still leave, over OTS in their destination's slot, and none is stranded.
// OCS port: while ocs_up is high the OCS FIFO's head cells stream out on m_ocs_axis back to back; a
// cell once started is finished even if ocs_up falls (the datapath lowers ocs_up at least one cell
// time before the circuit goes dark). Its sent event has ocs = 1; if the slot reader's event falls in
// the same clock, the OCS event follows one clock later.
`default_nettype none
`include "lp_assert.svh"

module lp_hop_fifos
    import lp_cell_pkg::*;
#(
    parameter int N          = 16,                                    // next-hop FIFOs (node ids)
    parameter int CELLS      = 8,                                     // cells per FIFO (power of two)
    parameter int CELL_WORDS = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // commands (lp_svlb mv_*)
    input  wire logic                          s_cmd_valid,
    output logic                               s_cmd_ready,
    input  wire logic                          cmd_from_relay,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cmd_dst,
    input  wire logic                          cmd_ocs,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cmd_hop,
    input  wire logic [7:0]                    cmd_cnt,

    // DRAM queues (lp_voq): dequeue request, empty answer, cells
    output logic                               deq_valid,
    input  wire logic                          deq_ready,
    output logic [LP_NODE_ID_BITS-1:0]         deq_dst,
    input  wire logic                          deq_empty,
    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic [63:0]                   s_axis_tdata,
    input  wire logic                          s_axis_tlast,
    input  wire logic [LP_NODE_ID_BITS-1:0]    s_axis_tdest,

    // slot transmitter: head cell of a FIFO
    input  wire logic                          rd_valid,
    output logic                               rd_ready,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rd_hop,
    output logic                               rd_empty,       // one clock: that FIFO was empty
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic [63:0]                        m_axis_tdata,
    output logic                               m_axis_tlast,
    output logic [1:0]                         m_axis_tuser,   // kind of the cell

    // OCS port
    input  wire logic                          ocs_up,         // the OCS port may start cells
    output logic                               m_ocs_tvalid,
    input  wire logic                          m_ocs_tready,
    output logic [63:0]                        m_ocs_tdata,
    output logic                               m_ocs_tlast,

    // status and one-clock events
    output logic [N:0][$clog2(CELLS):0]        st_cells,       // cells per FIFO (index N: OCS)
    output logic                               ev_sent_v,      // a cell left: lp_svlb sent_*
    output logic                               ev_sent_ocs,
    output logic [LP_NODE_ID_BITS-1:0]         ev_sent_hop,
    output logic [1:0]                         ev_sent_kind,
    output logic                               ev_ocs_fallback, // an OCS FIFO cell left over OTS (ocs_up low)
    output logic                               ev_short,       // dequeue of an empty queue
    output logic                               ev_bad_cell,    // cell with a wrong length or tdest
    output logic                               ev_bad_cmd      // invalid command dropped
);
    localparam int IDW = LP_NODE_ID_BITS;
    localparam int NF  = N + 1;
    localparam int FB  = $clog2(NF);
    localparam int SB  = $clog2(CELLS);
    localparam int NC  = N * CELLS;                  // next-hop cell slots
    localparam int CB  = $clog2(NC);
    localparam int AB  = $clog2(NC * CELL_WORDS);    // next-hop RAM address
    localparam int OB  = $clog2(CELLS * CELL_WORDS); // OCS RAM address
    localparam int WB  = $clog2(CELL_WORDS + 1);

    if (N < 2 || 2 * N > (1 << IDW)) begin : g_bad_n
        $fatal(1, "lp_hop_fifos: N=%0d must be 2..%0d", N, (1 << IDW) / 2);
    end
    if (CELLS < 2 || (1 << SB) != CELLS) begin : g_bad_cells
        $fatal(1, "lp_hop_fifos: CELLS=%0d must be a power of two >= 2", CELLS);
    end
    if (CELL_WORDS < 2) begin : g_bad_cell_words
        $fatal(1, "lp_hop_fifos: CELL_WORDS=%0d must be >= 2", CELL_WORDS);
    end

    // ---------------------------------------------------------------- FIFO bookkeeping
    logic [NF-1:0][SB-1:0] head, tail;
    logic [NF-1:0][SB:0]   cnt;
    logic [1:0]            tag [NC];
    logic [IDW-1:0]        ocs_dst [CELLS];

    // ---------------------------------------------------------------- cell RAMs
    logic          t_we, t_re, o_we, o_re;
    logic [AB-1:0] t_ra;
    logic [OB-1:0] o_ra;
    logic [63:0]   t_rd, o_rd;
    logic [AB-1:0] m_base;     // word address of the cell being appended (in its RAM)
    logic [WB-1:0] m_w;        // words of the current cell received

    lp_ram_sdp #(.WIDTH(64), .DEPTH(NC * CELL_WORDS), .RAM_STYLE("block"), .READ_LATENCY(1)) u_ram (
        .clk, .wr_en(t_we), .wr_addr(m_base + AB'(m_w)), .wr_data(s_axis_tdata),
        .rd_en(t_re), .rd_addr(t_ra), .rd_data(t_rd));
    lp_ram_sdp #(.WIDTH(64), .DEPTH(CELLS * CELL_WORDS), .RAM_STYLE("block"), .READ_LATENCY(1)) u_ocs_ram (
        .clk, .wr_en(o_we), .wr_addr(OB'(m_base + AB'(m_w))), .wr_data(s_axis_tdata),
        .rd_en(o_re), .rd_addr(o_ra), .rd_data(o_rd));

    // ---------------------------------------------------------------- mover
    // issue side: the current command's dequeues; pending: up to 2 dequeues awaiting their answer (in
    // order); receive side: the oldest pending dequeue's cell (m_base computed the clock before)
    logic           i_act;     // a command is being issued
    logic [FB-1:0]  i_f;
    logic [IDW-1:0] i_q;
    logic [1:0]     i_kind;
    logic [7:0]     i_left;
    logic [1:0]     p_v;
    logic [FB-1:0]  p_f    [2];
    logic [IDW-1:0] p_q    [2];
    logic [1:0]     p_kind [2];
    logic           p_wp, p_rp;
    logic           rx_cell;   // the oldest pending dequeue's base is set: its beats are taken
    logic           m_bad;     // current cell has a wrong tdest

    wire logic [FB-1:0]  m_f    = p_f[p_rp];
    wire logic [IDW-1:0] m_q    = p_q[p_rp];
    wire logic [1:0]     m_kind = p_kind[p_rp];
    wire logic cmd_ok = (cmd_ocs ? !cmd_from_relay : cmd_hop < IDW'(N)) && cmd_dst < IDW'(N) && cmd_cnt != 8'd0;
    wire logic m_ocs  = (m_f == FB'(N));
    wire logic m_beat = rx_cell && s_axis_tvalid;
    wire logic m_end  = m_beat && s_axis_tlast;
    wire logic m_good = m_end && !m_bad && (s_axis_tdest == m_q) && (m_w == WB'(CELL_WORDS - 1));
    // room in FIFO i_f for one more cell: appended ones plus those still on their way from DRAM
    wire logic [1:0]  i_fly  = 2'(p_v[0] && p_f[0] == i_f) + 2'(p_v[1] && p_f[1] == i_f);
    wire logic        i_room = ((SB+2)'(cnt[i_f]) + (SB+2)'(i_fly)) < (SB+2)'(CELLS);

    assign s_cmd_ready   = !i_act;
    assign deq_valid     = i_act && !p_v[p_wp] && i_room;
    assign deq_dst       = i_q;
    assign s_axis_tready = rx_cell;
    assign t_we          = m_beat && (m_w < WB'(CELL_WORDS)) && !m_ocs;
    assign o_we          = m_beat && (m_w < WB'(CELL_WORDS)) && m_ocs;

    // ---------------------------------------------------------------- readers
    // slot reader: R_BASE starts the next-hop stream (or, for a fallback, the OCS stream), R_RUN /
    // R_FB wait for its last word
    typedef enum logic [1:0] {R_IDLE, R_BASE, R_RUN, R_FB} r_st_t;
    r_st_t          r_st;
    logic [FB-1:0]  r_f;
    logic           r_fb;      // the request is served from the OCS FIFO
    logic           t_busy, t_tvalid, t_tready, t_tlast;
    logic [63:0]    t_tdata;
    logic           o_busy, o_tvalid, o_tready, o_tlast, o_to_ots, o_pend;
    logic [63:0]    o_tdata;

    wire logic          rd_ok    = rd_hop < IDW'(N);
    wire logic          ocs_any  = (cnt[N] != '0);
    wire logic          fb_here  = !ocs_up && ocs_any && !o_busy && (ocs_dst[head[N]] == rd_hop);
    wire logic          t_start  = (r_st == R_BASE) && !r_fb;
    wire logic          fb_start = (r_st == R_BASE) && r_fb;
    // the OCS port takes the OCS stream when it is free and no fallback is about to start
    wire logic          p_start  = ocs_up && ocs_any && !o_busy && !(r_st == R_BASE && r_fb);
    wire logic          t_done   = t_tvalid && t_tready && t_tlast;
    wire logic          o_done   = o_tvalid && o_tready && o_tlast;

    lp_ram_rd_stream #(.WIDTH(64), .AW(AB), .LEN(CELL_WORDS)) u_t_rd (
        .clk, .rst, .start(t_start), .start_addr(AB'(CB'({r_f, head[r_f]}) * CELL_WORDS)),
        .busy(t_busy), .ram_re(t_re), .ram_ra(t_ra), .ram_rd(t_rd),
        .m_axis_tvalid(t_tvalid), .m_axis_tready(t_tready), .m_axis_tdata(t_tdata), .m_axis_tlast(t_tlast));
    lp_ram_rd_stream #(.WIDTH(64), .AW(OB), .LEN(CELL_WORDS)) u_o_rd (
        .clk, .rst, .start(fb_start || p_start), .start_addr(OB'(head[N] * CELL_WORDS)),
        .busy(o_busy), .ram_re(o_re), .ram_ra(o_ra), .ram_rd(o_rd),
        .m_axis_tvalid(o_tvalid), .m_axis_tready(o_tready), .m_axis_tdata(o_tdata), .m_axis_tlast(o_tlast));

    assign rd_ready      = (r_st == R_IDLE);
    assign m_axis_tvalid = o_to_ots ? o_tvalid : t_tvalid;
    assign m_axis_tdata  = o_to_ots ? o_tdata : t_tdata;
    assign m_axis_tlast  = o_to_ots ? o_tlast : t_tlast;
    assign t_tready      = m_axis_tready && !o_to_ots;
    assign o_tready      = o_to_ots ? m_axis_tready : m_ocs_tready;
    assign m_ocs_tvalid  = o_tvalid && !o_to_ots;
    assign m_ocs_tdata   = o_tdata;
    assign m_ocs_tlast   = o_tlast;

    // ---------------------------------------------------------------- sequential
    always_ff @(posedge clk) begin
        if (rst) begin
            i_act <= 1'b0; i_f <= '0; i_q <= '0; i_kind <= '0; i_left <= '0; m_base <= '0; m_w <= '0;
            m_bad <= 1'b0; p_v <= '0; p_wp <= 1'b0; p_rp <= 1'b0; rx_cell <= 1'b0;
            r_st <= R_IDLE; r_f <= '0; r_fb <= 1'b0; o_to_ots <= 1'b0; o_pend <= 1'b0;
            head <= '0; tail <= '0; cnt <= '0;
            rd_empty <= 1'b0; m_axis_tuser <= '0;
            ev_sent_v <= 1'b0; ev_sent_ocs <= 1'b0; ev_sent_hop <= '0; ev_sent_kind <= '0; ev_ocs_fallback <= 1'b0;
            ev_short <= 1'b0; ev_bad_cell <= 1'b0; ev_bad_cmd <= 1'b0;
        end else begin
            ev_short <= 1'b0; ev_bad_cell <= 1'b0; ev_bad_cmd <= 1'b0;
            rd_empty <= 1'b0; ev_sent_v <= 1'b0; ev_ocs_fallback <= 1'b0;

            // mover, issue side
            if (!i_act && s_cmd_valid) begin
                if (!cmd_ok) begin
                    ev_bad_cmd <= 1'b1;
                end else begin
                    i_f    <= cmd_ocs ? FB'(N) : FB'(cmd_hop);
                    i_q    <= cmd_from_relay ? cmd_dst + IDW'(N) : cmd_dst;
                    i_kind <= cmd_from_relay ? 2'd2 : (cmd_dst == cmd_hop ? 2'd0 : 2'd1);
                    i_left <= cmd_cnt;
                    i_act  <= 1'b1;
                end
            end
            if (deq_valid && deq_ready) begin
                p_v[p_wp]    <= 1'b1;
                p_f[p_wp]    <= i_f;
                p_q[p_wp]    <= i_q;
                p_kind[p_wp] <= i_kind;
                p_wp   <= !p_wp;
                i_left <= i_left - 8'd1;
                if (i_left == 8'd1) i_act <= 1'b0;
            end
            // mover, receive side: base of the oldest pending dequeue's tail slot (registered multiply),
            // then its cell or its empty answer
            if (p_v[p_rp] && !rx_cell) begin
                m_base  <= m_ocs ? AB'(tail[N] * CELL_WORDS) : AB'(CB'({m_f, tail[m_f]}) * CELL_WORDS);
                m_w     <= '0;
                m_bad   <= 1'b0;
                rx_cell <= 1'b1;
            end
            if (deq_empty) begin   // the oldest pending dequeue found its queue empty
                ev_short <= 1'b1;
                p_v[p_rp] <= 1'b0;
                p_rp <= !p_rp;
                rx_cell <= 1'b0;
            end else if (m_beat) begin
                if (m_w != WB'(CELL_WORDS)) m_w <= m_w + 1'b1;
                if (s_axis_tdest != m_q) m_bad <= 1'b1;
                if (s_axis_tlast) begin
                    if (!m_good) ev_bad_cell <= 1'b1;
                    p_v[p_rp] <= 1'b0;
                    p_rp <= !p_rp;
                    rx_cell <= 1'b0;
                end
            end
            if (m_good) begin  // the cell is appended
                tail[m_f] <= tail[m_f] + 1'b1;
                if (m_ocs) ocs_dst[tail[N]] <= m_q;
                else tag[CB'({m_f, tail[m_f]})] <= m_kind;
            end

            // slot reader
            unique case (r_st)
                R_IDLE: if (rd_valid) begin
                    r_f  <= FB'(rd_hop);
                    r_fb <= fb_here;
                    if (fb_here) r_st <= R_BASE;
                    else if (!rd_ok || cnt[FB'(rd_hop)] == '0) rd_empty <= 1'b1;
                    else r_st <= R_BASE;
                end
                R_BASE: begin
                    m_axis_tuser <= r_fb ? 2'd0 : tag[CB'({r_f, head[r_f]})];
                    o_to_ots <= r_fb;
                    r_st <= r_fb ? R_FB : R_RUN;
                end
                R_RUN: if (t_done) begin
                    head[r_f] <= head[r_f] + 1'b1;
                    r_st <= R_IDLE;
                end
                default: if (o_done) begin  // R_FB
                    o_to_ots <= 1'b0;
                    r_st <= R_IDLE;
                end
            endcase
            if (o_done) head[N] <= head[N] + 1'b1;

            // sent events: the slot reader's first, an OCS port cell finishing in the same clock next
            if (t_done) begin
                ev_sent_v <= 1'b1; ev_sent_ocs <= 1'b0; ev_sent_hop <= IDW'(r_f); ev_sent_kind <= m_axis_tuser;
            end else if (o_done || o_pend) begin
                ev_sent_v <= 1'b1; ev_sent_ocs <= 1'b1; ev_sent_hop <= '0; ev_sent_kind <= 2'd0;
            end
            o_pend <= o_done && t_done;
            if (o_done && o_to_ots) ev_ocs_fallback <= 1'b1;

            // occupancy: appended by the mover, removed by a reader (possibly the same FIFO)
            for (int f = 0; f < N; f++) begin
                cnt[f] <= cnt[f] + (SB+1)'(m_good && m_f == FB'(f)) - (SB+1)'(t_done && r_f == FB'(f));
            end
            cnt[N] <= cnt[N] + (SB+1)'(m_good && m_ocs) - (SB+1)'(o_done);
        end
    end

    assign st_cells = cnt;
    wire logic unused_ok = &{1'b0, t_busy};

`ifndef SYNTHESIS
    // per FIFO: the cells it holds plus those on their way from DRAM fit its CELLS slots, and the count
    // is the distance from head to tail (a full FIFO has tail = head)
    for (genvar f = 0; f < NF; f++) begin : g_a_f
        wire logic [1:0] a_fly = 2'(p_v[0] && p_f[0] == FB'(f)) + 2'(p_v[1] && p_f[1] == FB'(f));
        `LP_ASSERT(a_held_on_way_le_cells, clk, rst, (SB+2)'(cnt[f]) + (SB+2)'(a_fly) <= (SB+2)'(CELLS))
        `LP_ASSERT(a_cnt_is_tail_head, clk, rst, cnt[f][SB-1:0] == SB'(tail[f] - head[f]))
    end
    // a slot read streams only from a FIFO that holds a cell
    `LP_ASSERT(a_read_nonempty, clk, rst, !(r_st == R_RUN) || cnt[r_f] != '0)
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tlast, m_axis_tuser})
    `LP_ASSERT_AXIS(a_ocs_hold, clk, rst, m_ocs_tvalid, m_ocs_tready, {m_ocs_tdata, m_ocs_tlast})
`endif
endmodule

`default_nettype wire
