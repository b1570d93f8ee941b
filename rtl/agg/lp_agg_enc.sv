// lp_agg_enc: the aggregation classifier/encoder of one NIC host port (docs/agg.md, "Encoder").
//
// Sits between the port's admission buffer (lp_nic_ingress: whole, good frames, tuser = destination node)
// and the host mux. Every frame is classified at its head (beats 0 and 1, seen before beat 0 leaves a
// 4-word input FIFO):
//   EtherType LP_AGG_ETHERTYPE, VER_TYPE type upload, JOB != 0 in a valid entry of the job table
//   (the lowest matching entry), and cfg_en            -> encoded (ev_upload)
//   any other frame                                    -> passed through unchanged (tdata, tkeep, tuser),
//                                                         tpin 0; an upload among them pulses ev_unreg
// Header checks (words 1..3): version, 0 < COUNT, WORKER < LP_AGG_MAX_WORKERS, header complete. A failing
// upload is consumed whole, nothing is sent, ev_bad.
// Encoding: the COUNT elements become contribution frames of at most CE = lp_agg_chunk_elems(PAYLOAD_BYTES)
// elements, chunks CHUNK, CHUNK+1, ... (modulo 2^32): Ethernet header copied, VER_TYPE = version |
// contrib, JOB and WORKER copied, NODE = cfg_node, DST = the upload's tuser, STATUS 0, CHUNK, COUNT,
// RETRY 0, BITMAP = 1 << WORKER; m_axis_tuser = the job's cfg_job_agg_node, m_axis_tpin 1 (tuser, agg
// node and cfg_node are taken when the upload is classified). The header is 32 bytes in both frames and
// CE is even (PAYLOAD_BYTES % 8 == 0), so every chunk starts on a 64-bit word of the upload and element
// words are copied unshifted; a chunk with an odd COUNT ends in a half word (tkeep 0F, upper lanes 0).
// Each contribution is written whole (4 header words, then its element words) into a chunk buffer
// (lp_axis_frame_fifo, two contributions deep) and committed at its last element: nothing partial leaves.
// Length errors (known only at tlast) never withdraw a committed contribution:
//   - short (the frame ends before COUNT elements): every chunk whose elements all arrived is sent, the
//     chunk the end cuts is dropped; ev_bad;
//   - bytes after the elements: Ethernet padding (a frame of at most 60 bytes) is ignored; more (long):
//     every chunk is sent, ev_bad.
// Order and windows: frames leave in arrival order. The chunk buffer holds one job at a time: an upload
// of another job, and any pass-through frame, starts only once every contribution before it has left.
// With cfg_win_en, a contribution leaves the chunk buffer only while win_job == its job; the check is
// made at its first word, so a closing window never cuts a contribution. The upload meanwhile fills the
// buffer and then back-pressures the port (s_axis_tready low); it waits until its window opens (or
// cfg_win_en is cleared).
// req_job (registered): the job of the upload whose header is being checked (S_HDR) or that is being
// cut into the buffer, or of the contributions still in the buffer; else 0. It shows the job 2 cycles
// after ev_upload and drops to 0 one cycle after the last word of the last contribution left the buffer
// (the cycle that word is first valid on m_axis when m_axis is not stalled). An upload failing the header
// checks shows its job only while its header words arrive (3 cycles without input gaps).
// Events (1-cycle pulses): ev_upload (a registered upload classified), ev_unreg (an upload passed
// through), ev_bad (a malformed registered upload, once, when found), ev_contrib (a contribution's tlast
// transferred on m_axis), ev_hold (a cycle in which a complete contribution at the buffer's head waits for
// its window; registered, one cycle late).
// Latency and rate: pass-through 3 cycles (s_axis beat 0 -> m_axis valid), one beat per cycle within and
// between frames. Contributions: the first is valid CW + 9 cycles after the upload's first beat (one
// chunk store-and-forward), then one word per cycle, back to back (CW = PAYLOAD_BYTES / 8 words each).
// Output through a register slice (no combinational path from m_axis_tready to s_axis_tready).
`default_nettype none
`include "lp_assert.svh"

module lp_agg_enc
    import lp_cell_pkg::*;
    import lp_agg_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,  // cell payload: one contribution fills it
    parameter int JOBS          = LP_AGG_MAX_JOBS         // job table entries
) (
    input  wire logic                  clk,
    input  wire logic                  rst,

    // from the port's admission buffer (lp_nic_ingress)
    input  wire logic [63:0]           s_axis_tdata,
    input  wire logic [7:0]            s_axis_tkeep,
    input  wire logic                  s_axis_tvalid,
    output logic                       s_axis_tready,
    input  wire logic                  s_axis_tlast,
    input  wire logic [7:0]            s_axis_tuser,    // destination node

    // to the host mux
    output logic [63:0]                m_axis_tdata,
    output logic [7:0]                 m_axis_tkeep,
    output logic                       m_axis_tvalid,
    input  wire logic                  m_axis_tready,
    output logic                       m_axis_tlast,
    output logic [7:0]                 m_axis_tuser,    // destination node (contribution: the job's agg node)
    output logic                       m_axis_tpin,     // 1: contribution, destination fixed (no lookup)

    // configuration
    input  wire logic                  cfg_en,
    input  wire logic [7:0]            cfg_node,
    input  wire logic [JOBS-1:0]       cfg_job_valid,
    input  wire logic [JOBS-1:0][7:0]  cfg_job_id,
    input  wire logic [JOBS-1:0][7:0]  cfg_job_agg_node,
    input  wire logic                  cfg_win_en,

    // upload windows
    input  wire logic [7:0]            win_job,         // job whose window is open (0: none)
    output logic [7:0]                 req_job,         // job this port waits for or sends in (0: none)

    // events
    output logic                       ev_upload,
    output logic                       ev_contrib,
    output logic                       ev_unreg,
    output logic                       ev_bad,
    output logic                       ev_hold
);
    localparam int CE    = int'(lp_agg_chunk_elems(PAYLOAD_BYTES));  // elements per contribution (even)
    localparam int CW    = PAYLOAD_BYTES / 8;                     // words of a full contribution
    localparam int DEPTH = 1 << $clog2(2 * CW);                   // chunk buffer: two contributions
    localparam int FW    = $clog2(DEPTH) + 1;                     // frame counter width
    localparam int WLW   = $clog2(CW + 1);                        // words-left counter width
    localparam logic [15:0] CE16 = 16'(CE);
    localparam logic [7:0]  PAD_BYTES = 8'd60;                    // Ethernet minimum frame without FCS

    // byte lanes of the header fields (frame byte k is lane k % 8 of word k / 8; fields big-endian)
    localparam int unsigned OFF_ETYPE = 12;  // Ethernet EtherType, bytes 12..13 of word 1

    function automatic logic [7:0] get8(input logic [63:0] w, input int unsigned off);
        return w[8 * (off % 8) +: 8];
    endfunction
    function automatic logic [15:0] get16(input logic [63:0] w, input int unsigned off);
        return {get8(w, off), get8(w, off + 1)};
    endfunction
    function automatic logic [31:0] get32(input logic [63:0] w, input int unsigned off);
        return {get16(w, off), get16(w, off + 2)};
    endfunction

    if (LP_AGG_OFF_VER_TYPE / 8 != 1 || LP_AGG_OFF_JOB / 8 != 1 ||
        LP_AGG_OFF_WORKER / 8 != 2 || LP_AGG_OFF_NODE / 8 != 2 ||
        LP_AGG_OFF_DST / 8 != 2 || LP_AGG_OFF_STATUS / 8 != 2 ||
        LP_AGG_OFF_CHUNK / 8 != 2 || LP_AGG_OFF_COUNT / 8 != 3 ||
        LP_AGG_OFF_RETRY / 8 != 3 || LP_AGG_OFF_BITMAP / 8 != 3 ||
        LP_AGG_LEN_VER_TYPE != 1 || LP_AGG_LEN_JOB != 1 || LP_AGG_LEN_WORKER != 1 ||
        LP_AGG_LEN_NODE != 1 || LP_AGG_LEN_DST != 1 || LP_AGG_LEN_STATUS != 1 ||
        LP_AGG_LEN_CHUNK != 4 || LP_AGG_LEN_COUNT != 2 || LP_AGG_LEN_RETRY != 2 ||
        LP_AGG_LEN_BITMAP != 4 || (LP_AGG_OFF_CHUNK % 8) > 4 ||
        (LP_AGG_OFF_BITMAP % 8) > 4 || (LP_AGG_OFF_COUNT % 8) > 6 ||
        (LP_AGG_OFF_RETRY % 8) > 6 || LP_AGG_HDR_WORDS != 4 ||
        LP_AGG_ELEM_BYTES != 4 || LP_AGG_MAX_WORKERS != 32 || LP_NODE_ID_BITS != 8) begin : g_bad_lp_agg_off_ver_type
        $fatal(1, "lp_agg_enc: the aggregation format (lp_agg_pkg) differs from the one this encoder is written for");
    end
    if (PAYLOAD_BYTES % 8 != 0 || PAYLOAD_BYTES < int'(LP_AGG_HDR_BYTES) + 8 ||
        PAYLOAD_BYTES > int'(LP_SLOT_MAX_PAYLOAD_BYTES)) begin : g_bad_payload_bytes
        $fatal(1, "lp_agg_enc: PAYLOAD_BYTES=%0d must be a multiple of 8 in %0d..%0d (an even chunk of elements)",
               PAYLOAD_BYTES, LP_AGG_HDR_BYTES + 8, LP_SLOT_MAX_PAYLOAD_BYTES);
    end
    if (JOBS < 1 || JOBS > 256) begin : g_bad_jobs
        $fatal(1, "lp_agg_enc: JOBS=%0d must be in 1..256", JOBS);
    end

    // ================================================================ input FIFO (4 words, peek 2)
    // The classifier sees a frame's beats 0 and 1 before it pops beat 0; pass-through frames flow at one
    // beat per cycle through it (s_axis_tready depends only on its occupancy).
    localparam int IW = 64 + 8 + 1 + 8;  // {user, last, keep, data}
    logic [IW-1:0] in_mem [4];
    logic [2:0]    in_wp, in_rp;
    wire logic [2:0] in_cnt = in_wp - in_rp;
    logic          pop;

    assign s_axis_tready = (in_cnt != 3'd4);
    wire logic push = s_axis_tvalid && s_axis_tready;

    always_ff @(posedge clk) begin
        if (push) in_mem[in_wp[1:0]] <= {s_axis_tuser, s_axis_tlast, s_axis_tkeep, s_axis_tdata};
    end
    always_ff @(posedge clk) begin
        if (rst) begin
            in_wp <= '0;
            in_rp <= '0;
        end else begin
            if (push) in_wp <= in_wp + 3'd1;
            if (pop)  in_rp <= in_rp + 3'd1;
        end
    end

    logic [63:0] e0_data, e1_data;
    logic [7:0]  e0_keep, e1_keep, e0_user, e1_user_unused;
    logic        e0_last, e1_last_unused;
    assign {e0_user, e0_last, e0_keep, e0_data} = in_mem[in_rp[1:0]];
    assign {e1_user_unused, e1_last_unused, e1_keep, e1_data} = in_mem[in_rp[1:0] + 2'd1];
    wire logic v0 = (in_cnt != 3'd0);
    wire logic v1 = (in_cnt >= 3'd2);
    wire logic [3:0] e0_bytes = 4'($countones(e0_keep));

    // ================================================================ classification (frame head)
    wire logic [15:0] hd_etype = get16(e1_data, OFF_ETYPE);
    wire logic [7:0]  hd_vt    = get8(e1_data, LP_AGG_OFF_VER_TYPE);
    wire logic [7:0]  hd_job   = get8(e1_data, LP_AGG_OFF_JOB);
    wire logic        hd_full  = e1_keep[LP_AGG_OFF_JOB % 8];     // beat 1 reaches JOB
    wire logic hd_upload = v1 && !e0_last && hd_full && hd_etype == LP_AGG_ETHERTYPE
                           && hd_vt[3:0] == LP_AGG_T_UPLOAD;
    logic       hd_hit;
    logic [7:0] hd_agg;
    always_comb begin
        hd_hit = 1'b0;
        hd_agg = '0;
        for (int j = JOBS - 1; j >= 0; j--) begin  // the lowest matching entry wins
            if (cfg_job_valid[j] && cfg_job_id[j] == hd_job && hd_job != 8'd0) begin
                hd_hit = 1'b1;
                hd_agg = cfg_job_agg_node[j];
            end
        end
    end
    wire logic hd_enc = hd_upload && hd_hit && cfg_en;

    // ================================================================ state
    typedef enum logic [2:0] {S_HEAD, S_PASS, S_HDR, S_DROP, S_CHDR, S_DATA, S_TAIL} state_e;
    state_e state;

    // the upload being encoded
    logic [63:0] u_w0, u_w1;        // frame words 0, 1 (MACs, EtherType, VER_TYPE, JOB)
    logic [4:0]  u_worker;
    logic [7:0]  u_dst, u_agg, u_node;
    logic [31:0] u_chunk;           // chunk of the contribution being written
    logic [15:0] u_rem;             // elements of the upload from that chunk on
    logic [15:0] u_cnt;             // elements of that chunk
    logic [18:0] u_len;             // 32 + 4 * COUNT: the upload's length without padding
    logic [18:0] u_bytes;           // bytes of the upload popped so far (S_TAIL: clamped to 61)
    logic [1:0]  u_hw;              // header word: S_HDR the frame word popped next, S_CHDR the word written
    logic [WLW-1:0] u_wl;           // words left in the chunk (S_DATA)
    logic [7:0]  u_worker_b;        // WORKER byte as received (S_HDR)
    logic [7:0]  u_job;             // its job: also the job of every contribution in the chunk buffer
    wire logic [31:0] u_bitmap = 32'd1 << u_worker;

    // chunk buffer write side
    logic        cf_wr, cf_wr_ready, cf_commit, cf_drop, cf_last;
    logic [63:0] cf_wdata;
    logic [7:0]  cf_wkeep;
    logic [FW-1:0] cf_free_unused;

    // frames of the chunk buffer not yet out of it (committed minus sent): 0 = the output is ours
    logic [FW-1:0] cf_frames;
    wire logic enc_idle = (cf_frames == '0);

    // head decision (S_HEAD). The chunk buffer holds one job at a time: an upload of another job waits
    // until the contributions before it have left (they are in another window anyway).
    wire logic hd_ready = (state == S_HEAD) && v0 && (e0_last || v1);
    wire logic hd_go    = hd_ready && hd_enc && (enc_idle || hd_job == u_job);

    // output stage (register slice) input
    logic        o_valid, o_ready, o_last, o_pin;
    logic [63:0] o_data;
    logic [7:0]  o_keep, o_user;

    // pass-through: the frame at the head (not encoded) once every contribution before it has left
    wire logic pass_valid = ((hd_ready && !hd_enc && enc_idle) || (state == S_PASS)) && v0;

    // ---------------------------------------------------------------- per-beat decisions
    wire logic [18:0] d_total   = u_bytes + 19'(e0_bytes);
    wire logic        d_lastw   = (u_wl == WLW'(1));
    wire logic        d_end     = d_lastw && (u_rem == u_cnt);      // last word of the upload's elements
    wire logic        d_half    = d_lastw && u_cnt[0];             // the chunk ends in the word's low half
    wire logic        d_full    = d_half ? (e0_bytes >= 4'd4) : (e0_bytes == 4'd8);  // its element bytes are there
    wire logic        d_write   = !e0_last || (d_lastw && d_full);  // else the frame cuts the chunk: drop it
    wire logic        d_long    = d_total > u_len && d_total > 19'(PAD_BYTES);  // bytes beyond COUNT, not padding
    wire logic        d_bad     = e0_last && (!d_end || !d_full || d_long);
    wire logic [15:0] next_rem  = u_rem - u_cnt;
    wire logic [15:0] next_cnt  = (next_rem > CE16) ? CE16 : next_rem;

    // header check at word 3 (COUNT), words 1 and 2 held
    wire logic [15:0] h_count  = get16(e0_data, LP_AGG_OFF_COUNT);
    wire logic [7:0]  h_vt     = get8(u_w1, LP_AGG_OFF_VER_TYPE);
    wire logic        h_bad    = h_vt[7:4] != 4'(LP_AGG_VERSION) || u_worker_b >= 8'(LP_AGG_MAX_WORKERS)
                                 || h_count == 16'd0 || e0_keep != 8'hFF || e0_last;
    wire logic [15:0] h_cnt    = (h_count > CE16) ? CE16 : h_count;

    always_comb begin
        pop       = 1'b0;
        cf_wr     = 1'b0;
        cf_commit = 1'b0;
        cf_drop   = 1'b0;
        cf_last   = 1'b0;
        cf_wdata  = e0_data;
        cf_wkeep  = 8'hFF;
        ev_upload = 1'b0;
        ev_unreg  = 1'b0;
        ev_bad    = 1'b0;
        unique case (state)
            S_HEAD: begin
                if (hd_go) begin
                    pop       = 1'b1;
                    ev_upload = 1'b1;
                end else if (pass_valid) begin
                    pop      = o_ready;
                    ev_unreg = o_ready && hd_upload;
                end
            end
            S_PASS: pop = v0 && o_ready;
            S_HDR: begin
                pop = v0;
                // a frame that ends inside the header (word 1 or 2), or fails the checks at word 3
                ev_bad = v0 && (u_hw == 2'd3 ? h_bad : e0_last);
            end
            S_DROP: pop = v0;
            S_CHDR: begin
                cf_wr = 1'b1;
                unique case (u_hw)
                    2'd0: cf_wdata = u_w0;
                    2'd1: begin
                        cf_wdata = u_w1;  // source MAC, EtherType, JOB copied
                        cf_wdata[8 * (LP_AGG_OFF_VER_TYPE % 8) +: 8] = {4'(LP_AGG_VERSION), LP_AGG_T_CONTRIB};
                    end
                    2'd2: begin
                        cf_wdata = '0;  // STATUS 0
                        cf_wdata[8 * (LP_AGG_OFF_WORKER % 8) +: 8] = {3'd0, u_worker};
                        cf_wdata[8 * (LP_AGG_OFF_NODE % 8) +: 8]   = u_node;
                        cf_wdata[8 * (LP_AGG_OFF_DST % 8) +: 8]    = u_dst;
                        for (int b = 0; b < 4; b++)
                            cf_wdata[8 * ((LP_AGG_OFF_CHUNK + b) % 8) +: 8] = u_chunk[8 * (3 - b) +: 8];
                    end
                    default: begin
                        cf_wdata = '0;  // RETRY 0
                        for (int b = 0; b < 2; b++)
                            cf_wdata[8 * ((LP_AGG_OFF_COUNT + b) % 8) +: 8] = u_cnt[8 * (1 - b) +: 8];
                        for (int b = 0; b < 4; b++)
                            cf_wdata[8 * ((LP_AGG_OFF_BITMAP + b) % 8) +: 8] = u_bitmap[8 * (3 - b) +: 8];
                    end
                endcase
            end
            S_DATA: begin
                if (v0 && cf_wr_ready) begin
                    pop     = 1'b1;
                    ev_bad  = d_bad;
                    cf_drop = !d_write;
                    cf_wr   = d_write;
                    cf_last = d_lastw;
                    if (d_half) begin
                        cf_wkeep = 8'h0F;
                        cf_wdata = {32'd0, e0_data[31:0]};
                    end
                    cf_commit = d_write && d_lastw;  // every chunk whose elements all arrived is sent
                end
            end
            S_TAIL: begin  // after the last element: Ethernet padding (frame <= 60 bytes) or a long frame
                pop    = v0;
                ev_bad = v0 && e0_last && d_total > 19'(PAD_BYTES);
            end
            default: ;
        endcase
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            state <= S_HEAD;
            u_hw  <= '0;
        end else begin
            unique case (state)
                S_HEAD: begin
                    if (pop) begin
                        if (hd_enc) begin
                            state   <= S_HDR;
                            u_hw    <= 2'd1;
                            u_w0    <= e0_data;
                            u_dst   <= e0_user;
                            u_agg   <= hd_agg;
                            u_job   <= hd_job;
                            u_node  <= cfg_node;
                            u_bytes <= 19'(e0_bytes);
                        end else if (!e0_last) begin
                            state <= S_PASS;
                        end
                    end
                end
                S_PASS: if (pop && e0_last) state <= S_HEAD;
                S_HDR: begin
                    if (pop) begin
                        u_hw    <= u_hw + 2'd1;
                        u_bytes <= d_total;
                        unique case (u_hw)
                            2'd1: u_w1 <= e0_data;
                            2'd2: begin
                                u_worker_b <= get8(e0_data, LP_AGG_OFF_WORKER);
                                u_worker   <= 5'(get8(e0_data, LP_AGG_OFF_WORKER));
                                u_chunk    <= get32(e0_data, LP_AGG_OFF_CHUNK);
                            end
                            default: begin
                                u_rem <= h_count;
                                u_cnt <= h_cnt;
                                u_len <= 19'(LP_AGG_HDR_BYTES) + {1'b0, h_count, 2'b00};
                            end
                        endcase
                        if (u_hw == 2'd3) begin
                            u_hw  <= 2'd0;
                            state <= !h_bad ? S_CHDR : (e0_last ? S_HEAD : S_DROP);
                        end else if (e0_last) begin
                            state <= S_HEAD;
                        end
                    end
                end
                S_DROP: if (pop && e0_last) state <= S_HEAD;
                S_CHDR: begin
                    if (cf_wr_ready) begin
                        u_hw <= u_hw + 2'd1;
                        if (u_hw == 2'd3) begin
                            state <= S_DATA;
                            u_wl  <= WLW'((u_cnt + 16'd1) >> 1);
                        end
                    end
                end
                S_DATA: begin
                    if (pop) begin
                        u_bytes <= d_total;
                        u_wl    <= u_wl - WLW'(1);
                        if (e0_last) begin
                            state <= S_HEAD;
                        end else if (d_lastw) begin
                            if (!d_end) begin
                                state   <= S_CHDR;
                                u_chunk <= u_chunk + 32'd1;
                                u_rem   <= next_rem;
                                u_cnt   <= next_cnt;
                            end else begin
                                state <= S_TAIL;
                            end
                        end
                    end
                end
                S_TAIL: begin
                    if (pop) begin
                        u_bytes <= (d_total > 19'(PAD_BYTES)) ? 19'(PAD_BYTES) + 19'd1 : d_total;
                        if (e0_last) state <= S_HEAD;
                    end
                end
                default: state <= S_HEAD;
            endcase
        end
    end

    // ================================================================ chunk buffer
    logic [63:0] cf_data;
    logic [7:0]  cf_keep, cf_agg;
    logic        cf_valid, cf_ready, cf_tlast, cf_avail_unused;

    lp_axis_frame_fifo #(
        .DATA_W (64),
        .USER_W (8),
        .DEPTH  (DEPTH)
    ) u_chunks (
        .clk           (clk),
        .rst           (rst),
        .wr_valid      (cf_wr),
        .wr_ready      (cf_wr_ready),
        .wr_data       (cf_wdata),
        .wr_keep       (cf_wkeep),
        .wr_last       (cf_last),
        .wr_user       (u_agg),
        .wr_commit     (cf_commit),
        .wr_drop       (cf_drop),
        .wr_free       (cf_free_unused),
        .m_axis_tdata  (cf_data),
        .m_axis_tkeep  (cf_keep),
        .m_axis_tvalid (cf_valid),
        .m_axis_tready (cf_ready),
        .m_axis_tlast  (cf_tlast),
        .m_axis_tuser  (cf_agg),
        .frame_avail   (cf_avail_unused)
    );

    // read side: a contribution starts only in its job's window, then runs to its tlast
    logic       cf_mid;       // a contribution has started leaving the buffer
    wire logic  win_ok  = !cfg_win_en || (win_job == u_job);
    wire logic  cf_go   = cf_valid && (cf_mid || win_ok);
    assign cf_ready = o_ready && (cf_mid || win_ok);
    wire logic  cf_pop  = cf_valid && cf_ready;

    always_ff @(posedge clk) begin
        if (rst) begin
            cf_mid    <= 1'b0;
            cf_frames <= '0;
            req_job   <= '0;
            ev_hold   <= 1'b0;
        end else begin
            if (cf_pop) cf_mid <= !cf_tlast;
            cf_frames <= cf_frames + FW'(cf_commit && !cf_drop) - FW'(cf_pop && cf_tlast);
            // the upload's header is being checked or it is encoded, or contributions remain
            req_job <= (cf_frames != FW'(cf_pop && cf_tlast) || state == S_HDR || state == S_CHDR
                        || state == S_DATA) ? u_job : 8'd0;
            ev_hold <= cf_valid && !cf_mid && !win_ok;
        end
    end

    // ================================================================ output
    always_comb begin
        if (cf_go) begin
            o_valid = 1'b1;
            o_data  = cf_data;
            o_keep  = cf_keep;
            o_last  = cf_tlast;
            o_user  = cf_agg;
            o_pin   = 1'b1;
        end else begin
            o_valid = pass_valid;
            o_data  = e0_data;
            o_keep  = e0_keep;
            o_last  = e0_last;
            o_user  = e0_user;
            o_pin   = 1'b0;
        end
    end

    logic [0:0] o_dest_unused, o_id_unused;

    lp_axis_reg_slice #(
        .DATA_W (64),
        .USER_W (9),
        .DEST_W (1),
        .ID_W   (1)
    ) u_out (
        .clk           (clk),
        .rst           (rst),
        .s_axis_tdata  (o_data),
        .s_axis_tkeep  (o_keep),
        .s_axis_tvalid (o_valid),
        .s_axis_tready (o_ready),
        .s_axis_tlast  (o_last),
        .s_axis_tuser  ({o_pin, o_user}),
        .s_axis_tdest  (1'b0),
        .s_axis_tid    (1'b0),
        .m_axis_tdata  (m_axis_tdata),
        .m_axis_tkeep  (m_axis_tkeep),
        .m_axis_tvalid (m_axis_tvalid),
        .m_axis_tready (m_axis_tready),
        .m_axis_tlast  (m_axis_tlast),
        .m_axis_tuser  ({m_axis_tpin, m_axis_tuser}),
        .m_axis_tdest  (o_dest_unused),
        .m_axis_tid    (o_id_unused)
    );

    assign ev_contrib = m_axis_tvalid && m_axis_tready && m_axis_tlast && m_axis_tpin;

    wire logic unused_ok = &{1'b0, e1_user_unused, e1_last_unused, cf_free_unused, cf_avail_unused,
                             o_dest_unused, o_id_unused, hd_vt[7:4], h_vt[3:0]};  // version checked later; type known

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready,
                   {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser})
`endif
endmodule

`default_nettype wire
