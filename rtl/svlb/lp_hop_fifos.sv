// lp_hop_fifos: the on-chip per-next-hop cell FIFOs of S-VLB (issue #4) and the mover that fills them
// from the DRAM queues (lp_voq) on the scheduler's commands (lp_svlb mv_*).
//
// FIFOs: N next-hop FIFOs (index = the node whose slot sends them: direct cells, first-hop relay
// cells granted by that relay, second-hop cells for that destination) and one OCS FIFO (index N).
// Each holds CELLS cells of CELL_WORDS words in one simple dual-port block RAM, cell slot
// c = f*CELLS + i at word address c*CELL_WORDS; a 2-bit kind tag per cell (0 local direct or OCS,
// 1 first relay hop, 2 second hop) goes out with the cell (m_axis_tuser) and in the sent event.
// Mover: a command (from_relay, dst, ocs, hop, cnt) dequeues cnt cells from lp_voq queue
// dst (local) or N+dst (relay queue; lp_voq with NDST = 2N) and appends each to FIFO hop (or the OCS
// FIFO). One dequeue outstanding; a dequeue waits while the FIFO is full (the scheduler's accounting
// makes that not happen when its cfg_fifo_cells <= CELLS; waiting loses nothing). A dequeue answered
// by deq_empty (the queue had fewer cells than commanded) counts ev_short and the command goes on
// with its next cell. A cell whose tlast is not on word CELL_WORDS or whose tdest is not the
// dequeued queue is not appended (ev_bad_cell). Invalid commands (hop >= N without ocs, dst >= N,
// cnt 0) are dropped (ev_bad_cmd).
// Reader: rd_valid/rd_ready with rd_hop/rd_ocs asks for the head cell of a FIFO: if the FIFO is empty
// rd_empty pulses, else the cell streams out on m_axis (2-entry skid behind the RAM, full rate, any
// back-pressure) and is removed at its last beat, with ev_sent_* (the scheduler's sent_* input).
`default_nettype none

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

    // transmitter: head cell of a FIFO
    input  wire logic                          rd_valid,
    output logic                               rd_ready,
    input  wire logic                          rd_ocs,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rd_hop,
    output logic                               rd_empty,       // one clock: that FIFO was empty
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic [63:0]                        m_axis_tdata,
    output logic                               m_axis_tlast,
    output logic [1:0]                         m_axis_tuser,   // kind of the cell

    // status and one-clock events
    output logic [N:0][$clog2(CELLS):0]        st_cells,       // cells per FIFO (index N: OCS)
    output logic                               ev_sent_v,      // a cell left: lp_svlb sent_*
    output logic                               ev_sent_ocs,
    output logic [LP_NODE_ID_BITS-1:0]         ev_sent_hop,
    output logic [1:0]                         ev_sent_kind,
    output logic                               ev_short,       // dequeue of an empty queue
    output logic                               ev_bad_cell,    // cell with a wrong length or tdest
    output logic                               ev_bad_cmd      // invalid command dropped
);
    localparam int IDW = LP_NODE_ID_BITS;
    localparam int NF  = N + 1;
    localparam int FB  = $clog2(NF);
    localparam int SB  = $clog2(CELLS);
    localparam int NC  = NF * CELLS;
    localparam int CB  = $clog2(NC);
    localparam int AD  = NC * CELL_WORDS;
    localparam int AB  = $clog2(AD);
    localparam int WB  = $clog2(CELL_WORDS + 1);

    initial begin
        if (N < 2 || 2 * N > (1 << IDW)) $fatal(1, "lp_hop_fifos: N=%0d must be 2..%0d", N, (1 << IDW) / 2);
        if (CELLS < 2 || (1 << SB) != CELLS) $fatal(1, "lp_hop_fifos: CELLS=%0d must be a power of two >= 2", CELLS);
        if (CELL_WORDS < 2) $fatal(1, "lp_hop_fifos: CELL_WORDS=%0d must be >= 2", CELL_WORDS);
    end

    // ---------------------------------------------------------------- FIFO bookkeeping
    logic [NF-1:0][SB-1:0] head, tail;
    logic [NF-1:0][SB:0]   cnt;
    logic [1:0]            tag [NC];

    // ---------------------------------------------------------------- cell RAM
    logic          ram_we, ram_re;
    logic [AB-1:0] ram_wa, ram_ra;
    logic [63:0]   ram_rd;

    lp_ram_sdp #(.WIDTH(64), .DEPTH(AD), .RAM_STYLE("block"), .READ_LATENCY(1)) u_ram (
        .clk, .wr_en(ram_we), .wr_addr(ram_wa), .wr_data(s_axis_tdata),
        .rd_en(ram_re), .rd_addr(ram_ra), .rd_data(ram_rd));

    // ---------------------------------------------------------------- mover
    typedef enum logic [1:0] {M_IDLE, M_BASE, M_DEQ, M_CELL} m_st_t;
    m_st_t          m_st;
    logic [FB-1:0]  m_f;
    logic [IDW-1:0] m_q;
    logic [1:0]     m_kind;
    logic [7:0]     m_left;
    logic [AB-1:0]  m_base;
    logic [WB-1:0]  m_w;       // words of the current cell received
    logic           m_bad;     // current cell has a wrong tdest

    wire logic cmd_ok = (cmd_ocs || cmd_hop < IDW'(N)) && cmd_dst < IDW'(N) && cmd_cnt != 8'd0;
    wire logic m_beat = (m_st == M_CELL) && s_axis_tvalid;
    wire logic m_end  = m_beat && s_axis_tlast;
    wire logic m_good = m_end && !m_bad && (s_axis_tdest == m_q) && (m_w == WB'(CELL_WORDS - 1));

    assign s_cmd_ready   = (m_st == M_IDLE);
    assign deq_valid     = (m_st == M_DEQ) && (cnt[m_f] != (SB+1)'(CELLS));
    assign deq_dst       = m_q;
    assign s_axis_tready = (m_st == M_CELL);
    assign ram_we        = m_beat && (m_w < WB'(CELL_WORDS));
    assign ram_wa        = m_base + AB'(m_w);

    // ---------------------------------------------------------------- reader
    typedef enum logic [1:0] {R_IDLE, R_BASE, R_RUN} r_st_t;
    r_st_t          r_st;
    logic [FB-1:0]  r_f;
    logic [AB-1:0]  r_base;
    logic [WB-1:0]  r_iss;     // words read from the RAM
    logic [WB-1:0]  r_out;     // words handed out
    logic [63:0]    sk_d [2];
    logic [1:0]     sk_cnt;
    logic           sk_rp, sk_wp, r_infl;

    wire logic [FB-1:0] rd_f  = rd_ocs ? FB'(N) : FB'(rd_hop);
    wire logic          rd_ok = rd_ocs || rd_hop < IDW'(N);
    wire logic pop     = m_axis_tvalid && m_axis_tready;
    wire logic r_done  = pop && m_axis_tlast;
    wire logic r_issue = (r_st == R_RUN) && (r_iss != WB'(CELL_WORDS))
                         && ({1'b0, sk_cnt} + {2'b0, r_infl} - {2'b0, pop} < 3'd2);

    assign rd_ready      = (r_st == R_IDLE);
    assign ram_re        = r_issue;
    assign ram_ra        = r_base + AB'(r_iss);
    assign m_axis_tvalid = (sk_cnt != 2'd0);
    assign m_axis_tdata  = sk_d[sk_rp];
    assign m_axis_tlast  = (r_out == WB'(CELL_WORDS - 1));

    // ---------------------------------------------------------------- sequential
    always_ff @(posedge clk) begin
        if (rst) begin
            m_st <= M_IDLE; m_f <= '0; m_q <= '0; m_kind <= '0; m_left <= '0; m_base <= '0; m_w <= '0;
            m_bad <= 1'b0;
            r_st <= R_IDLE; r_f <= '0; r_base <= '0; r_iss <= '0; r_out <= '0;
            sk_cnt <= '0; sk_rp <= 1'b0; sk_wp <= 1'b0; r_infl <= 1'b0;
            head <= '0; tail <= '0; cnt <= '0;
            rd_empty <= 1'b0; m_axis_tuser <= '0;
            ev_sent_v <= 1'b0; ev_sent_ocs <= 1'b0; ev_sent_hop <= '0; ev_sent_kind <= '0;
            ev_short <= 1'b0; ev_bad_cell <= 1'b0; ev_bad_cmd <= 1'b0;
        end else begin
            ev_short <= 1'b0; ev_bad_cell <= 1'b0; ev_bad_cmd <= 1'b0;
            rd_empty <= 1'b0; ev_sent_v <= 1'b0;

            // mover
            unique case (m_st)
                M_IDLE: if (s_cmd_valid) begin
                    if (!cmd_ok) begin
                        ev_bad_cmd <= 1'b1;
                    end else begin
                        m_f    <= cmd_ocs ? FB'(N) : FB'(cmd_hop);
                        m_q    <= cmd_from_relay ? cmd_dst + IDW'(N) : cmd_dst;
                        m_kind <= cmd_from_relay ? 2'd2 : ((cmd_ocs || cmd_dst == cmd_hop) ? 2'd0 : 2'd1);
                        m_left <= cmd_cnt;
                        m_st   <= M_BASE;
                    end
                end
                M_BASE: begin  // address of the tail slot (registered multiply by the cell size)
                    m_base <= AB'(CB'({m_f, tail[m_f]}) * CELL_WORDS);
                    m_w    <= '0;
                    m_bad  <= 1'b0;
                    m_st   <= M_DEQ;
                end
                M_DEQ: if (deq_valid && deq_ready) m_st <= M_CELL;
                default: begin  // M_CELL
                    if (deq_empty && m_w == '0) begin
                        ev_short <= 1'b1;
                        m_left <= m_left - 8'd1;
                        m_st <= (m_left == 8'd1) ? M_IDLE : M_BASE;
                    end else if (m_beat) begin
                        if (m_w != WB'(CELL_WORDS)) m_w <= m_w + 1'b1;
                        if (s_axis_tdest != m_q) m_bad <= 1'b1;
                        if (s_axis_tlast) begin
                            if (!m_good) ev_bad_cell <= 1'b1;
                            m_left <= m_left - 8'd1;
                            m_st <= (m_left == 8'd1) ? M_IDLE : M_BASE;
                        end
                    end
                end
            endcase
            if (m_good) begin  // the cell is appended
                tail[m_f] <= tail[m_f] + 1'b1;
                tag[CB'({m_f, tail[m_f]})] <= m_kind;
            end

            // reader
            unique case (r_st)
                R_IDLE: if (rd_valid) begin
                    if (!rd_ok || cnt[rd_f] == '0) begin
                        rd_empty <= 1'b1;
                    end else begin
                        r_f  <= rd_f;
                        r_st <= R_BASE;
                    end
                end
                R_BASE: begin
                    r_base <= AB'(CB'({r_f, head[r_f]}) * CELL_WORDS);
                    m_axis_tuser <= tag[CB'({r_f, head[r_f]})];
                    r_iss <= '0;
                    r_out <= '0;
                    r_st <= R_RUN;
                end
                default: begin  // R_RUN
                    if (r_issue) r_iss <= r_iss + 1'b1;
                    if (pop) r_out <= r_out + 1'b1;
                    if (r_done) begin
                        head[r_f] <= head[r_f] + 1'b1;
                        r_st <= R_IDLE;
                        ev_sent_v <= 1'b1;
                        ev_sent_ocs <= (r_f == FB'(N));
                        ev_sent_hop <= (r_f == FB'(N)) ? '0 : IDW'(r_f);
                        ev_sent_kind <= m_axis_tuser;
                    end
                end
            endcase
            r_infl <= r_issue;
            if (r_infl) begin
                sk_d[sk_wp] <= ram_rd;
                sk_wp <= !sk_wp;
            end
            if (pop) sk_rp <= !sk_rp;
            sk_cnt <= sk_cnt + {1'b0, r_infl} - {1'b0, pop};

            // occupancy: appended by the mover, removed by the reader (possibly the same FIFO)
            for (int f = 0; f < NF; f++) begin
                cnt[f] <= cnt[f] + (SB+1)'(m_good && m_f == FB'(f)) - (SB+1)'(r_done && r_f == FB'(f));
            end
        end
    end

    assign st_cells = cnt;
endmodule

`default_nettype wire
