// lp_cell_rx: cell receiver, header/payload check, reassembly and host egress buffer.
//
// Line side: a burst of valid words is one cell: preamble word(s), LP_HDR_WORDS header words, the
// payload area. Header checks decide, on the first payload word, whether the payload is written
// into the egress frame buffer; the payload CRC decides, after the last payload word, whether what
// was written stays. A frame becomes visible to the host only when its last cell passed every check.
// Drops, each counted by one event pulse:
//   preamble   a burst that does not start with the preamble (corrupted or misaligned)
//   hcrc       header CRC or version mismatch
//   misdir     hop or destination is not this node (relaying comes with the S-VLB block)
//   pcrc       payload CRC mismatch, or the burst ended inside the cell: the frame is dropped
//   reasm      a cell that does not continue the open frame (src, frame_id, seq) or has a bad length:
//              the open frame (if any) is dropped and the cell discarded
//   reasm_timeout  an open frame waited longer than cfg_reasm_timeout cycles for its next cell
//   overflow   the egress buffer cannot take a whole cell (host not draining): the frame is dropped
// This slice keeps ONE reassembly context (frames from one source at a time, in order); per-source
// contexts come with the full NIC datapath.
`default_nettype none

module lp_cell_rx
    import lp_cell_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int DEPTH         = 2048      // egress buffer words
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    input  wire logic [LP_WORD_BITS-1:0]       ots_rx_data,
    input  wire logic                          ots_rx_valid,

    input  wire logic                          cfg_rx_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node_id,
    input  wire logic [23:0]                   cfg_reasm_timeout,

    output logic [LP_WORD_BITS-1:0]            m_axis_tdata,
    output logic [LP_WORD_BITS/8-1:0]          m_axis_tkeep,
    output logic                               m_axis_tvalid,
    input  wire logic                          m_axis_tready,
    output logic                               m_axis_tlast,

    output logic                               rx_busy,
    output logic                               ev_cell_ok,
    output logic                               ev_frame,
    output logic                               ev_drop_preamble,
    output logic                               ev_drop_hcrc,
    output logic                               ev_drop_pcrc,
    output logic                               ev_drop_misdir,
    output logic                               ev_drop_reasm,
    output logic                               ev_drop_reasm_timeout,
    output logic                               ev_drop_overflow
);
    localparam int WB            = LP_WORD_BITS / 8;
    localparam int PAYLOAD_WORDS = PAYLOAD_BYTES / WB;
    localparam int PW            = $clog2(PAYLOAD_WORDS);
    localparam int HW            = $clog2(LP_HDR_WORDS);

    initial begin
        if (PAYLOAD_BYTES % WB != 0 || (1 << PW) != PAYLOAD_WORDS || PAYLOAD_BYTES > LP_SLOT_MAX_PAYLOAD_BYTES)
            $fatal(1, "lp_cell_rx: PAYLOAD_BYTES=%0d must be a power-of-two number of words", PAYLOAD_BYTES);
        if (DEPTH * WB < LP_FRAME_MAX_BYTES + PAYLOAD_BYTES)
            $fatal(1, "lp_cell_rx: DEPTH=%0d words cannot hold a maximum frame", DEPTH);
    end

    typedef enum logic [2:0] {R_IDLE, R_HDR, R_PAY, R_END, R_SKIP} state_e;
    state_e state;

    logic [HW-1:0]            hw;
    logic [PW-1:0]            pw;
    logic [LP_HDR_BITS-1:0]   hdr_q;
    lp_cell_hdr_t             hdr;
    logic                     crc_ok, ver_ok;

    lp_cell_hdr_chk u_chk (
        .hdr_in  (hdr_q),
        .hdr_out (hdr),
        .crc_ok  (crc_ok),
        .ver_ok  (ver_ok)
    );

    // reassembly context
    logic                          ctx_open;
    logic [LP_NODE_ID_BITS-1:0]    ctx_src;
    logic [LP_F_FRAME_ID_BITS-1:0] ctx_fid;
    logic [LP_F_SEQ_BITS-1:0]      ctx_seq;
    logic [23:0]                   ctx_age;

    // egress buffer
    logic                          fifo_ready;
    logic                          wr_valid, wr_last, wr_commit, wr_drop;
    logic [WB-1:0]                 wr_keep;
    logic [$clog2(DEPTH):0]        wr_free;
    logic                          egress_tuser, egress_avail;   // not used by this slice

    lp_axis_frame_fifo #(
        .DATA_W (LP_WORD_BITS),
        .USER_W (1),
        .DEPTH  (DEPTH)
    ) u_egress (
        .clk           (clk),
        .rst           (rst),
        .wr_valid      (wr_valid),
        .wr_ready      (fifo_ready),
        .wr_data       (ots_rx_data),
        .wr_keep       (wr_keep),
        .wr_last       (wr_last),
        .wr_user       (1'b0),
        .wr_commit     (wr_commit),
        .wr_drop       (wr_drop),
        .wr_free       (wr_free),
        .m_axis_tdata  (m_axis_tdata),
        .m_axis_tkeep  (m_axis_tkeep),
        .m_axis_tvalid (m_axis_tvalid),
        .m_axis_tready (m_axis_tready),
        .m_axis_tlast  (m_axis_tlast),
        .m_axis_tuser  (egress_tuser),
        .frame_avail   (egress_avail)
    );

    // ---------------------------------------------------------------- header decision (first payload word)
    wire logic is_data   = (hdr.kind == LP_KIND_DATA);
    wire logic hdr_bad   = !crc_ok || !ver_ok;
    wire logic misdir    = (hdr.hop != cfg_node_id) || (hdr.dst != cfg_node_id);
    wire logic len_bad   = (hdr.len == '0) || (hdr.len > LP_F_LEN_BITS'(PAYLOAD_BYTES))
                           || (!hdr.last && hdr.len != LP_F_LEN_BITS'(PAYLOAD_BYTES));
    wire logic continues = ctx_open && (hdr.src == ctx_src) && (hdr.frame_id == ctx_fid) && (hdr.seq == ctx_seq);
    wire logic seq_bad   = is_data && (len_bad || (!hdr.first && !continues));
    wire logic no_room   = wr_free < ($clog2(DEPTH)+1)'(PAYLOAD_WORDS);

    wire logic decide    = (state == R_PAY) && (pw == '0) && ots_rx_valid;
    wire logic d_hcrc    = decide && hdr_bad;
    wire logic d_misdir  = decide && !hdr_bad && misdir;
    wire logic d_reasm   = decide && !hdr_bad && !misdir && seq_bad;
    wire logic d_ovf     = decide && !hdr_bad && !misdir && is_data && !seq_bad && no_room;
    wire logic d_accept  = decide && !hdr_bad && !misdir && is_data && !seq_bad && !no_room;
    wire logic d_ctrl    = decide && !hdr_bad && !misdir && !is_data;   // consumed, no payload path here
    // abort the open frame when a first cell replaces it or a cell breaks it
    wire logic d_abort   = ctx_open && (d_reasm || d_ovf || (d_accept && hdr.first));

    logic acc_q, ctrl_q;
    wire logic acc = (pw == '0) ? d_accept : acc_q;

    // words of payload that belong to the frame and the keep of the last one
    // (only the payload byte-index bits of len-1 are used; len_bad rejects lengths outside 1..PAYLOAD_BYTES)
    wire logic [PW+$clog2(WB)-1:0] len_m1 = (PW+$clog2(WB))'(hdr.len - 1'b1);
    wire logic [PW-1:0] last_w = len_m1[PW+$clog2(WB)-1:$clog2(WB)];
    wire logic [$clog2(WB)-1:0] last_b = len_m1[$clog2(WB)-1:0];
    logic [WB-1:0] last_keep;
    always_comb begin
        for (int i = 0; i < WB; i++) last_keep[i] = (i <= int'(last_b));
    end

    assign wr_valid = (state == R_PAY) && ots_rx_valid && acc && (pw <= last_w);
    assign wr_keep  = (pw == last_w) ? last_keep : '1;
    assign wr_last  = hdr.last && (pw == last_w);

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
    wire logic truncated = (state == R_PAY) && !ots_rx_valid;            // light lost inside the cell
    wire logic e_ok      = end_cell && pcrc_ok && (acc_q || ctrl_q);
    wire logic e_bad     = (end_cell && !pcrc_ok && (acc_q || ctrl_q)) || (truncated && (acc_q || ctrl_q) && pw != '0);
    wire logic e_commit  = end_cell && pcrc_ok && acc_q && hdr.last;
    wire logic e_dropfr  = (end_cell && !pcrc_ok && acc_q) || (truncated && acc_q && pw != '0);

    wire logic timeout   = ctx_open && (state == R_IDLE) && (cfg_reasm_timeout != '0) && (ctx_age >= cfg_reasm_timeout);

    assign wr_commit = e_commit;
    assign wr_drop   = d_abort || e_dropfr || timeout;

    always_ff @(posedge clk) begin
        if (rst) begin
            state    <= R_IDLE;
            hw       <= '0;
            pw       <= '0;
            hdr_q    <= '0;
            acc_q    <= 1'b0;
            ctrl_q   <= 1'b0;
            crc_q    <= LP_PCRC_INIT;
            ctx_open <= 1'b0;
            ctx_src  <= '0;
            ctx_fid  <= '0;
            ctx_seq  <= '0;
            ctx_age  <= '0;
        end else begin
            ctx_age <= (ctx_open && !d_accept) ? ctx_age + 1'b1 : '0;
            unique case (state)
                R_IDLE: if (cfg_rx_en && ots_rx_valid) begin
                    state <= (ots_rx_data == LP_PREAMBLE) ? R_HDR : R_SKIP;
                    hw    <= '0;
                end
                R_HDR: begin
                    if (!ots_rx_valid) state <= R_IDLE;
                    else if (!(hw == '0 && ots_rx_data == LP_PREAMBLE)) begin  // extra preamble words
                        hdr_q <= {hdr_q[LP_HDR_BITS-LP_WORD_BITS-1:0], ots_rx_data};
                        hw    <= hw + 1'b1;
                        if (hw == HW'(LP_HDR_WORDS - 1)) begin
                            state <= R_PAY;
                            pw    <= '0;
                            crc_q <= LP_PCRC_INIT;
                        end
                    end
                end
                R_PAY: begin
                    if (!ots_rx_valid) begin
                        state <= R_IDLE;
                        acc_q <= 1'b0;
                        ctrl_q <= 1'b0;
                    end else begin
                        if (pw == '0) begin
                            acc_q  <= d_accept;
                            ctrl_q <= d_ctrl;
                        end
                        crc_q <= crc_d;
                        pw    <= pw + 1'b1;
                        if (pw == PW'(PAYLOAD_WORDS - 1)) state <= R_END;
                    end
                end
                R_END: begin
                    state  <= ots_rx_valid ? R_SKIP : R_IDLE;
                    acc_q  <= 1'b0;
                    ctrl_q <= 1'b0;
                end
                R_SKIP: if (!ots_rx_valid) state <= R_IDLE;
                default: state <= R_IDLE;
            endcase

            // reassembly context
            if (timeout || d_abort || e_dropfr) ctx_open <= 1'b0;
            if (d_accept) begin
                ctx_open <= 1'b1;
                ctx_src  <= hdr.src;
                ctx_fid  <= hdr.frame_id;
                ctx_seq  <= hdr.seq + 1'b1;
            end
            if (e_commit) ctx_open <= 1'b0;
        end
    end

    assign rx_busy               = ctx_open;
    assign ev_cell_ok            = e_ok;
    assign ev_frame              = e_commit;
    assign ev_drop_preamble      = (state == R_IDLE) && cfg_rx_en && ots_rx_valid && (ots_rx_data != LP_PREAMBLE);
    assign ev_drop_hcrc          = d_hcrc;
    assign ev_drop_pcrc          = e_bad;
    assign ev_drop_misdir        = d_misdir;
    assign ev_drop_reasm         = d_reasm || (d_accept && hdr.first && ctx_open);
    assign ev_drop_reasm_timeout = timeout;
    assign ev_drop_overflow      = d_ovf;

    // Not used here: wr_ready (room is checked per cell with wr_free before the first write), the
    // header fields this slice does not act on (ver/hcrc: checked by u_chk; relay, reserved, S-VLB,
    // OCS and configuration fields: later blocks), and the egress tuser/frame_avail outputs.
    wire logic unused_ok = &{1'b0, fifo_ready, hdr, egress_tuser, egress_avail};
endmodule

`default_nettype wire
