// lp_cell_rx: cell receiver: deframing, header and payload checks, per-source reassembly (lp_reasm)
// and the host egress stream.
//
// Line side: a burst of valid words is one cell: preamble word(s), LP_HDR_WORDS header words, the
// payload area. The header checks decide, on the first payload word, whether the cell goes to
// reassembly; the payload CRC decides, after the last payload word, whether it stays. A frame reaches
// the host only when all of its cells passed every check. Drops, each counted by one event pulse:
//   preamble   a burst that does not start with the preamble (corrupted or misaligned)
//   hcrc       header CRC or version mismatch
//   wrong_src  (cfg_src_check) relay = 0 and the header's src is not the burst's scheduled source
//              ots_rx_src (sampled on the burst's first word); relayed cells are not checked here
//   misdir     hop or destination is not this node (relaying comes with the S-VLB block)
//   pcrc       payload CRC mismatch, or the burst ended inside the cell: the frame is dropped
//   reasm      a cell with an inconsistent length, or one that does not continue its source's open
//              frame (lost cell, orphan, new first cell over an open frame): see lp_reasm
//   dup        a duplicate of a cell already received (the frame goes on)
//   reasm_timeout  an open frame waited longer than cfg_reasm_timeout cycles for its next cell
//   overflow   no free cell buffer (host not draining): the frame is dropped
// Type dispatch: data cells go to reassembly; fake, ctrl and sync cells that pass both CRCs are counted
// per kind and their header is presented on ctl_valid/ctl_hdr for one cycle. Every header that passes
// the header checks, data cells included, is also presented on hx_valid (ctl_hdr, hx_src = the burst's
// scheduled source) at the header decision: the OCS request and configuration fields (docs/arbiter.md).
// S-VLB build (VOQ = 1 and cfg_voq = 1; cfg_voq = 0 works as VOQ = 0): data cells and fake cells whose
// hop is this node (the destination may be another node: a relay) pass the header checks as above and
// then go, whole (header first, one beat per clock, 4 clocks behind the line), to the S-VLB core on
// m_cell_*; m_cell_terr on the last beat marks a cell that failed the payload CRC or was truncated
// (counted here, discarded there). The cells the core delivers to this node come back on s_cell_*
// (whole cells, never back-pressured) and are reassembled; in this build received data cells reach
// reassembly only through the core. ctrl/sync cells are handled as without VOQ.
// Messages: a ctrl or sync cell that passed both CRCs presents the message of its last LP_MSG_WORDS
// payload words (payload word PAYLOAD_WORDS-LP_MSG_WORDS+i = msg[LP_MSG_BITS-1-64*i -: 64]) on
// msg_valid/msg_kind/msg_src/msg, registered, exactly MSG_LATENCY = LP_HDR_WORDS + PAYLOAD_WORDS + 2
// clocks (70 by default) after the clock in which the cell's (last) preamble word is on ots_rx_*: the
// deframer never stalls, so nothing else (traffic, reassembly, m_axis back-pressure) moves it. The msg_*
// values hold until the next message.
`default_nettype none
`include "lp_assert.svh"

module lp_cell_rx
    import lp_cell_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int NSRC          = 16,      // sources with a reassembly context
    parameter int NCELLS        = 64,      // reassembly cell buffers
    parameter bit VOQ           = 1'b0     // 1: S-VLB build (see above)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic [LP_WORD_BITS-1:0]       ots_rx_data,
    input  wire logic                          ots_rx_valid,
    input  wire logic [LP_NODE_ID_BITS-1:0]    ots_rx_src,      // scheduled source of the burst (valid with ots_rx_valid)

    input  wire logic                          cfg_rx_en,
    input  wire logic                          cfg_src_check,   // drop cells (relay = 0) whose src != ots_rx_src
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node_id,
    input  wire logic [23:0]                   cfg_reasm_timeout,

    output logic [LP_WORD_BITS-1:0]            m_axis_tdata,
    output logic [LP_WORD_BITS/8-1:0]          m_axis_tkeep,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic                               m_axis_tlast,

    output logic                               rx_busy,
    output logic [$clog2(NCELLS):0]            st_free_cells,
    output logic                               ev_cell_ok,
    output logic                               ev_frame,
    output logic                               ev_drop_preamble,
    output logic                               ev_drop_hcrc,
    output logic                               ev_drop_pcrc,
    output logic                               ev_drop_misdir,
    output logic                               ev_drop_wrong_src,
    output logic                               ev_drop_reasm,
    output logic                               ev_drop_dup,
    output logic                               ev_drop_reasm_timeout,
    output logic                               ev_drop_overflow,

    // non-data cells: header of each good fake/ctrl/sync cell, and per-kind events
    output logic                               ctl_valid,
    output lp_cell_hdr_t                       ctl_hdr,
    // every header that passed the header checks (hcrc, version, source, hop), any kind, in the clock
    // of its first payload word, with the burst's scheduled source (the node that sent it in this slot;
    // for a relayed cell not the header's src): the OCS control fields' consumers
    output logic                               hx_valid,
    output logic [LP_NODE_ID_BITS-1:0]         hx_src,
    output logic                               ev_rx_fake,
    output logic                               ev_rx_ctrl,
    output logic                               ev_rx_sync,

    // messages of good ctrl/sync cells, MSG_LATENCY clocks after the cell's preamble word
    output logic                               msg_valid,
    output lp_kind_e                           msg_kind,        // LP_KIND_CTRL or LP_KIND_SYNC
    output logic [LP_NODE_ID_BITS-1:0]         msg_src,         // header src
    output lp_msg_t                            msg,

    // VOQ = 1: cells for the S-VLB core, and the cells it delivers (tied off / unused with VOQ = 0)
    input  wire logic                          cfg_voq,         // VOQ build: 1 = through the core, 0 = as VOQ = 0
    output logic                               m_cell_tvalid,
    output logic [LP_WORD_BITS-1:0]            m_cell_tdata,
    output logic                               m_cell_tlast,
    output logic                               m_cell_terr,
    input  wire logic                          s_cell_tvalid,
    output logic                               s_cell_tready,
    input  wire logic [LP_WORD_BITS-1:0]       s_cell_tdata,
    input  wire logic                          s_cell_tlast
);
    localparam int WB            = LP_WORD_BITS / 8;
    localparam int PAYLOAD_WORDS = PAYLOAD_BYTES / WB;
    localparam int PW            = $clog2(PAYLOAD_WORDS);
    localparam int HW            = $clog2(LP_HDR_WORDS);
    localparam int MSG_LATENCY   = LP_HDR_WORDS + PAYLOAD_WORDS + 2;  // preamble word -> msg_valid (documentation)

    if (PAYLOAD_BYTES % WB != 0 || (1 << PW) != PAYLOAD_WORDS ||
        PAYLOAD_BYTES > LP_SLOT_MAX_PAYLOAD_BYTES) begin : g_bad_payload_bytes
        $fatal(1, "lp_cell_rx: PAYLOAD_BYTES=%0d must be a power-of-two number of words", PAYLOAD_BYTES);
    end
    if (LP_MSG_BITS != LP_MSG_WORDS * LP_WORD_BITS || PAYLOAD_WORDS < int'(LP_MSG_WORDS)) begin : g_bad_lp_msg_bits
        $fatal(1, "lp_cell_rx: a %0d-word message does not fit a %0d-word payload area", LP_MSG_WORDS, PAYLOAD_WORDS);
    end
    if (MSG_LATENCY < 1) begin : g_bad_msg_latency
        $fatal(1, "lp_cell_rx: bad MSG_LATENCY");
    end
    // the header CRC is computed word by word: it covers whole header words and the leading part of the
    // last one, whose remaining bits are the CRC field
    localparam int HCRC_LAST_W = int'(LP_HCRC_COVER_BITS) - (int'(LP_HDR_WORDS) - 1) * LP_WORD_BITS;
    if (LP_HCRC_COVER_BITS + LP_HCRC_WIDTH != LP_HDR_BITS || LP_F_HCRC_LSB != 0 || HCRC_LAST_W < 8
        || HCRC_LAST_W % 8 != 0 || HCRC_LAST_W + int'(LP_HCRC_WIDTH) != LP_WORD_BITS) begin : g_bad_hcrc_layout
        $fatal(1, "lp_cell_rx: the header CRC must cover the header up to its CRC field in the last word");
    end

    typedef enum logic [2:0] {R_IDLE, R_HDR, R_PAY, R_END, R_SKIP} state_e;
    state_e state;

    logic [HW-1:0]            hw;
    logic [PW-1:0]            pw;
    logic [LP_HDR_BITS-1:0]   hdr_q;
    logic [LP_NODE_ID_BITS-1:0] src_q;     // ots_rx_src on the burst's first word
    logic [LP_MSG_BITS-1:0]   msg_sr;      // the last LP_MSG_WORDS payload words, first word in the MSBs
    lp_cell_hdr_t             hdr;
    logic                     crc_ok_all, ver_ok;

    lp_cell_hdr_chk u_chk (
        .hdr_in  (hdr_q),
        .hdr_out (hdr),
        .crc_ok  (crc_ok_all),   // the whole header's check: only an assertion's reference
        .ver_ok  (ver_ok)
    );

    // Header CRC, one word per clock as the header words arrive: the check of the last word is
    // registered, so the header decision starts from a flop (crc_ok) and not from a 240-bit XOR tree.
    logic [LP_HCRC_WIDTH-1:0] hcrc_q, hcrc_d, hcrc_last;
    logic                     crc_ok;
    lp_crc #(
        .WIDTH  (LP_HCRC_WIDTH),
        .POLY   (LP_HCRC_POLY),
        .DATA_W (LP_WORD_BITS),
        .REFIN  (int'(LP_HCRC_REFLECT))
    ) u_hcrc (
        .crc_in  (hcrc_q),
        .data    (ots_rx_data),
        .crc_out (hcrc_d)
    );
    lp_crc #(
        .WIDTH  (LP_HCRC_WIDTH),
        .POLY   (LP_HCRC_POLY),
        .DATA_W (HCRC_LAST_W),
        .REFIN  (int'(LP_HCRC_REFLECT))
    ) u_hcrc_last (
        .crc_in  (hcrc_q),
        .data    (ots_rx_data[LP_WORD_BITS-1 -: HCRC_LAST_W]),
        .crc_out (hcrc_last)
    );

    // ---------------------------------------------------------------- header decision (first payload word)
    wire logic is_data  = (hdr.kind == LP_KIND_DATA);
    wire logic hdr_bad  = !crc_ok || !ver_ok;
    // S-VLB path in use: VOQ build and cfg_voq (change it only while no cell is in flight)
    wire logic voq      = VOQ && cfg_voq;
    wire logic misdir   = (hdr.hop != cfg_node_id) || (!voq && hdr.dst != cfg_node_id);
    wire logic wsrc     = cfg_src_check && !hdr.relay && (hdr.src != src_q);
    wire logic len_bad  = (hdr.len == '0) || (hdr.len > LP_F_LEN_BITS'(PAYLOAD_BYTES))
                          || (!hdr.last && hdr.len != LP_F_LEN_BITS'(PAYLOAD_BYTES));

    wire logic decide   = (state == R_PAY) && (pw == '0) && ots_rx_valid;
    wire logic d_hcrc   = decide && hdr_bad;
    wire logic d_wsrc   = decide && !hdr_bad && wsrc;
    wire logic hdr_ok   = decide && !hdr_bad && !wsrc && !misdir;
    wire logic d_misdir = decide && !hdr_bad && !wsrc && misdir;
    wire logic d_len    = hdr_ok && is_data && len_bad;
    wire logic d_data   = hdr_ok && is_data && !len_bad;   // offered to reassembly (VOQ: to the core)
    wire logic d_ctrl   = hdr_ok && !is_data;
    wire logic d_core   = voq && (d_data || (d_ctrl && hdr.kind == LP_KIND_FAKE));

    // A data cell offered to reassembly (dat_q) is accepted or refused in the clock after the header
    // decision (c_accept, dec_q = that clock): acc_q holds the answer from the clock after.
    logic c_accept;
    logic dat_q, dec_q, acc_q, ctrl_q, core_q;
    wire logic acc = acc_q || (dec_q && c_accept);
    wire logic dat = (pw == '0) ? (!voq && d_data) : dat_q;

    // ---------------------------------------------------------------- payload CRC
    logic [LP_PCRC_WIDTH-1:0] crc_q, crc_d;
    lp_crc #(
        .WIDTH  (LP_PCRC_WIDTH),
        .POLY   (LP_PCRC_POLY),
        .DATA_W (LP_WORD_BITS),
        .REFIN  (int'(LP_PCRC_REFLECT))
    ) u_pcrc (
        .crc_in  (crc_q),
        .data    (ots_rx_data),
        .crc_out (crc_d)
    );
    wire logic pcrc_ok = ((crc_q ^ LP_PCRC_XOROUT) == hdr.pcrc);

    // ---------------------------------------------------------------- end of cell
    wire logic end_cell  = (state == R_END);
    wire logic truncated = (state == R_PAY) && !ots_rx_valid && (pw != '0);   // light lost inside the cell
    wire logic took      = acc || ctrl_q || core_q;
    wire logic e_ok      = end_cell && pcrc_ok && took;
    wire logic e_bad     = (end_cell && !pcrc_ok && took) || (truncated && took);

    // ---------------------------------------------------------------- S-VLB build: to and from the core
    logic                      r_start, r_wr, r_end;   // cells delivered by the core, to reassembly
    logic [PW-1:0]             r_word;
    lp_cell_hdr_t              r_hdr;

    if (VOQ) begin : g_voq
        // to the core: beat k of the cell in clock decide + k; header words from hdr_q, payload word j
        // from the 4-word delay line (it arrived 4 clocks earlier)
        logic [3:0][LP_WORD_BITS-1:0] dl;
        logic       o_act, o_err;
        logic [6:0] ob;
        wire logic  o_go    = decide ? d_core : o_act;
        wire logic [6:0] o_b = decide ? 7'd0 : ob;
        wire logic  o_trunc = truncated && core_q;            // light lost: end the cell now, with the error
        wire logic  o_last  = (o_b == 7'(LP_HDR_WORDS + PAYLOAD_WORDS - 1)) || o_trunc;
        always_ff @(posedge clk) begin
            if (rst) begin
                dl <= '0; o_act <= 1'b0; o_err <= 1'b0; ob <= '0;
                m_cell_tvalid <= 1'b0; m_cell_tdata <= '0; m_cell_tlast <= 1'b0; m_cell_terr <= 1'b0;
            end else begin
                dl <= {dl[2:0], ots_rx_data};
                m_cell_tvalid <= o_go;
                m_cell_tlast  <= o_go && o_last;
                m_cell_terr   <= o_go && o_last && (o_trunc || o_err);   // o_err: set at R_END, 3 clocks before
                m_cell_tdata  <= (o_b < 7'(LP_HDR_WORDS)) ? hdr_q[LP_HDR_BITS - 1 - LP_WORD_BITS * o_b[HW-1:0] -: LP_WORD_BITS]
                                                          : dl[3];
                if (end_cell && core_q) o_err <= !pcrc_ok;
                if (decide) o_err <= 1'b0;
                o_act <= o_go && !o_last;
                ob    <= o_b + 1'b1;
            end
        end

        // from the core: a whole cell; header words collected, payload words written as they come
        // (every cell is offered; reassembly ignores the words and the end of one it refuses)
        logic [6:0]                r_w;
        logic [LP_HDR_BITS-1:0]    r_hq;
        assign s_cell_tready = 1'b1;
        assign r_hdr   = lp_cell_hdr_t'(r_hq);
        assign r_start = s_cell_tvalid && (r_w == 7'(LP_HDR_WORDS));
        assign r_wr    = s_cell_tvalid && (r_w >= 7'(LP_HDR_WORDS));
        assign r_word  = PW'(r_w - 7'(LP_HDR_WORDS));
        always_ff @(posedge clk) begin
            if (rst) begin
                r_w <= '0; r_hq <= '0; r_end <= 1'b0;
            end else begin
                r_end <= s_cell_tvalid && s_cell_tlast && (r_w >= 7'(LP_HDR_WORDS));
                if (s_cell_tvalid) begin
                    r_w <= s_cell_tlast ? '0 : r_w + 1'b1;
                    if (r_w < 7'(LP_HDR_WORDS)) r_hq <= {r_hq[LP_HDR_BITS-LP_WORD_BITS-1:0], s_cell_tdata};
                end
            end
        end
    end else begin : g_novoq
        assign {m_cell_tvalid, m_cell_tdata, m_cell_tlast, m_cell_terr} = '0;
        assign s_cell_tready = 1'b0;
        assign {r_start, r_wr, r_end, r_word} = '0;
        assign r_hdr = '0;
        wire logic unused_novoq = &{1'b0, cfg_voq, s_cell_tvalid, s_cell_tdata, s_cell_tlast, d_core};
    end

    wire logic unused_rhdr = &{1'b0, r_hdr};   // reassembly uses some of the returned header's fields

    // ---------------------------------------------------------------- reassembly
    logic ev_abort, ev_dup, ev_to, ev_ovf;

    lp_reasm #(
        .NSRC          (NSRC),
        .NCELLS        (NCELLS),
        .PAYLOAD_BYTES (PAYLOAD_BYTES)
    ) u_reasm (
        .clk           (clk),
        .rst           (rst),
        .c_start       (voq ? r_start : d_data),
        .c_src         (voq ? r_hdr.src : hdr.src),
        .c_frame_id    (voq ? r_hdr.frame_id : hdr.frame_id),
        .c_seq         (voq ? r_hdr.seq : hdr.seq),
        .c_first       (voq ? r_hdr.first : hdr.first),
        .c_last        (voq ? r_hdr.last : hdr.last),
        .c_len         (voq ? r_hdr.len : hdr.len),
        .c_accept      (c_accept),
        .c_wr          (voq ? r_wr : ((state == R_PAY) && ots_rx_valid && dat)),
        .c_word        (voq ? r_word : pw),
        .c_data        (voq ? s_cell_tdata : ots_rx_data),
        .c_end         (voq ? r_end : ((end_cell || truncated) && dat_q)),
        .c_ok          (voq ? 1'b1 : (end_cell && pcrc_ok)),
        .m_axis_tdata  (m_axis_tdata),
        .m_axis_tkeep  (m_axis_tkeep),
        .m_axis_tvalid (m_axis_tvalid),
        .m_axis_tready (m_axis_tready),
        .m_axis_tlast  (m_axis_tlast),
        .cfg_timeout   (cfg_reasm_timeout),
        .st_free_cells (st_free_cells),
        .st_open       (rx_busy),
        .ev_frame      (ev_frame),
        .ev_abort      (ev_abort),
        .ev_dup        (ev_dup),
        .ev_timeout    (ev_to),
        .ev_overflow   (ev_ovf)
    );

    always_ff @(posedge clk) begin
        if (rst) begin
            state  <= R_IDLE;
            hw     <= '0;
            pw     <= '0;
            hdr_q  <= '0;
            src_q  <= '0;
            msg_sr <= '0;
            dat_q  <= 1'b0;
            dec_q  <= 1'b0;
            acc_q  <= 1'b0;
            ctrl_q <= 1'b0;
            core_q <= 1'b0;
            crc_q  <= LP_PCRC_INIT;
            hcrc_q <= LP_HCRC_INIT;
            crc_ok <= 1'b0;
        end else begin
            dec_q <= decide && !voq && d_data;
            if (dec_q) acc_q <= c_accept;      // cleared below when the cell ends in this clock
            unique case (state)
                R_IDLE: if (cfg_rx_en && ots_rx_valid) begin
                    state  <= (ots_rx_data == LP_PREAMBLE) ? R_HDR : R_SKIP;
                    hw     <= '0;
                    src_q  <= ots_rx_src;
                    hcrc_q <= LP_HCRC_INIT;
                end
                R_HDR: begin
                    if (!ots_rx_valid) state <= R_IDLE;
                    else if (!(hw == '0 && ots_rx_data == LP_PREAMBLE)) begin  // extra preamble words
                        hdr_q  <= {hdr_q[LP_HDR_BITS-LP_WORD_BITS-1:0], ots_rx_data};
                        hw     <= hw + 1'b1;
                        hcrc_q <= hcrc_d;
                        if (hw == HW'(LP_HDR_WORDS - 1))
                            crc_ok <= ((hcrc_last ^ LP_HCRC_XOROUT) == ots_rx_data[LP_HCRC_WIDTH-1:0]);
                        if (hw == HW'(LP_HDR_WORDS - 1)) begin
                            state <= R_PAY;
                            pw    <= '0;
                            crc_q <= LP_PCRC_INIT;
                        end
                    end
                end
                R_PAY: begin
                    if (!ots_rx_valid) begin
                        state  <= R_IDLE;
                        dat_q  <= 1'b0;
                        acc_q  <= 1'b0;
                        ctrl_q <= 1'b0;
                        core_q <= 1'b0;
                    end else begin
                        if (pw == '0) begin
                            dat_q  <= !voq && d_data;
                            ctrl_q <= d_ctrl && !d_core;
                            core_q <= d_core;
                        end
                        crc_q <= crc_d;
                        pw    <= pw + 1'b1;
                        if (pw >= PW'(PAYLOAD_WORDS - int'(LP_MSG_WORDS)))
                            msg_sr <= {msg_sr[LP_MSG_BITS-LP_WORD_BITS-1:0], ots_rx_data};
                        if (pw == PW'(PAYLOAD_WORDS - 1)) state <= R_END;
                    end
                end
                R_END: begin
                    state  <= ots_rx_valid ? R_SKIP : R_IDLE;
                    dat_q  <= 1'b0;
                    acc_q  <= 1'b0;
                    ctrl_q <= 1'b0;
                    core_q <= 1'b0;
                end
                R_SKIP: if (!ots_rx_valid) state <= R_IDLE;
                default: state <= R_IDLE;
            endcase
        end
    end

    assign ev_cell_ok            = e_ok;
    assign ctl_valid             = end_cell && pcrc_ok && ctrl_q;
    assign ctl_hdr               = hdr;
    assign hx_valid              = hdr_ok;
    assign hx_src                = src_q;
    assign ev_rx_fake            = (ctl_valid || (end_cell && pcrc_ok && core_q)) && (hdr.kind == LP_KIND_FAKE);
    assign ev_rx_ctrl            = ctl_valid && (hdr.kind == LP_KIND_CTRL);
    assign ev_rx_sync            = ctl_valid && (hdr.kind == LP_KIND_SYNC);
    assign ev_drop_preamble      = (state == R_IDLE) && cfg_rx_en && ots_rx_valid && (ots_rx_data != LP_PREAMBLE);
    assign ev_drop_hcrc          = d_hcrc;
    assign ev_drop_pcrc          = e_bad;
    assign ev_drop_misdir        = d_misdir;
    assign ev_drop_wrong_src     = d_wsrc;
    assign ev_drop_reasm         = ev_abort || d_len;
    assign ev_drop_dup           = ev_dup;
    assign ev_drop_reasm_timeout = ev_to;
    assign ev_drop_overflow      = ev_ovf;

    // message output: registered in the clock after R_END (the only place both CRCs are known)
    always_ff @(posedge clk) begin
        if (rst) begin
            msg_valid <= 1'b0;
            msg_kind  <= LP_KIND_CTRL;
            msg_src   <= '0;
            msg       <= '0;
        end else begin
            msg_valid <= ctl_valid && (hdr.kind == LP_KIND_CTRL || hdr.kind == LP_KIND_SYNC);
            if (ctl_valid && (hdr.kind == LP_KIND_CTRL || hdr.kind == LP_KIND_SYNC)) begin
                msg_kind <= hdr.kind;
                msg_src  <= hdr.src;
                msg      <= msg_sr;
            end
        end
    end

`ifndef SYNTHESIS
    // the registered word-by-word header CRC check is the whole header's
    `LP_ASSERT(a_hcrc_registered, clk, rst, (state != R_PAY) || (crc_ok == crc_ok_all))
    // m_cell_* (cells to the S-VLB core) has no back-pressure: a cell streams at the line's rate
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tkeep, m_axis_tlast})
`endif
endmodule

`default_nettype wire
