// lp_gpu_emu: one emulated GPU (docs/gpu-emu.md). It executes a program of 64-bit operations
// (format: lp_gpu_sched_pkg, generated from sim/models/lp_gpu_sched.toml) loaded at time 0 from
// <+lp_sched dir>/gpu<g:03d>.hex, and turns its SENDs into Ethernet frames on one AXI-Stream host port
// (network) or into NVLink transfers to a GPU of the same node (loc_out, routed by lp_gpu_host). It
// receives frames from the NIC egress (s_axis, already demultiplexed to this GPU by lp_gpu_host; no
// back-pressure) and NVLink messages (loc_in), credits their bytes per tag for WAIT, and keeps
// statistics (latency histogram, mark log) on a read port (address map: lp_gpu_emu_pkg).
//
// Execution: after `start` word 0 issues in the next cycle; every operation issues in one cycle,
// COMPUTE n (n >= 1; 0 counts as 1) keeps the GPU busy for n cycles, SEND stalls while its queue
// (network or NVLink, SENDQ each) is full, WAIT and FENCE block until their condition holds (checked
// on registered state: a credit is visible in the cycle after it arrives). An unknown opcode or a
// program counter past the end stops the GPU with `err` and an error code. DOORBELL issues in one
// cycle and pulses db_start or db_done in the next (lp_gpu_host ORs them into the node NIC's ODDL
// doorbells).
// Simulation model (not synthesizable by intent). One clock; synchronous active-high reset.
`default_nettype none

module lp_gpu_emu
    import lp_cell_pkg::*;
    import lp_gpu_sched_pkg::*;
    import lp_gpu_emu_pkg::*;
#(
    parameter int NODE       = 1,      // node (NIC) id of this GPU's host
    parameter int NODE_BASE  = 1,      // node id of the first GPU host: global GPU 0 lives there
    parameter int GPUS       = 1,      // GPUs per node (the same on every node)
    parameter int LOCAL      = 0,      // this GPU's index on its node
    parameter int PROG_WORDS = LP_GPU_PROG_WORDS,  // program memory, 64-bit words
    parameter int SENDQ      = LP_GPU_TXQ_DEPTH,   // messages per path (network, NVLink), the one being sent included
    parameter int HIST_BINS  = LP_GPU_HIST_MAX,    // latency histogram bins (lp_gpu_hist_bin; the last one is the overflow)
    parameter int MARKS      = LP_GPU_MARKS,       // mark log entries
    parameter int NVL_BPC    = LP_GPU_NVLINK_BPC   // NVLink bytes per cycle
) (
    input  wire logic                        clk,
    input  wire logic                        rst,
    input  wire logic [63:0]                 cycle,        // shared free-running time base
    input  wire logic                        start,        // pulse: run from word 0, statistics cleared
    input  wire logic [15:0]                 frame_data,   // max data bytes per frame (format default LP_GPU_MAX_DATA); 0 counts as 1
    input  wire logic [5:0]                  hist_shift,   // histogram unit 2^hist_shift cycles (lp_gpu_hist_bin)

    // frames towards the NIC host port
    output logic [LP_WORD_BITS-1:0]          m_axis_tdata,
    output logic [LP_WORD_BITS/8-1:0]        m_axis_tkeep,
    output logic                             m_axis_tvalid,
    input  wire logic                        m_axis_tready,
    output logic                             m_axis_tlast,
    output logic                             m_axis_tuser,
    output logic [LP_NODE_ID_BITS-1:0]       m_axis_tdest,

    // frames for this GPU from the NIC egress (never back-pressured)
    input  wire logic [LP_WORD_BITS-1:0]     s_axis_tdata,
    input  wire logic [LP_WORD_BITS/8-1:0]   s_axis_tkeep,
    input  wire logic                        s_axis_tvalid,
    input  wire logic                        s_axis_tlast,

    // NVLink: a finished transfer to GPU loc_out_dst of this node (held until loc_out_ready) and
    // the transfers arriving here (one per cycle)
    output logic                             loc_out_valid,
    input  wire logic                        loc_out_ready,
    output logic [7:0]                       loc_out_dst,
    output logic [7:0]                       loc_out_tag,
    output logic [31:0]                      loc_out_bytes,
    input  wire logic                        loc_in_valid,
    input  wire logic [7:0]                  loc_in_tag,
    input  wire logic [31:0]                 loc_in_bytes,

    output logic                             done,
    output logic                             err,
    output logic                             prog_missing,
    output logic                             db_start,     // DOORBELL kind 1 (one-clock pulse, registered)
    output logic                             db_done,      // DOORBELL kind 0

    input  wire logic [LP_GPU_STAT_ADDR_W-1:0] stat_addr,
    output logic [31:0]                      stat_rdata
);
    localparam int FIRST  = (NODE - NODE_BASE) * GPUS;   // global id of this node's GPU 0
    localparam int GID    = FIRST + LOCAL;
    localparam int PCW    = $clog2(PROG_WORDS + 1);
    localparam int AW     = $clog2(PROG_WORDS);
    localparam int HBW    = $clog2(HIST_BINS);
    localparam int MIW    = (MARKS > 1) ? $clog2(MARKS) : 1;
    localparam int QPW    = (SENDQ > 1) ? $clog2(SENDQ) : 1;
    localparam int QNW    = $clog2(SENDQ + 1);
    localparam int MNW    = $clog2(MARKS + 1);
    localparam int MAXD   = LP_FRAME_MTU_BYTES - LP_GPU_HDR_BYTES;   // frame_data clamp: frames <= the NIC MTU
    localparam int TAGS   = 1 << LP_GPU_TAG_W;
    localparam int NB     = LP_WORD_BITS / 8;
    localparam logic [47:0] MY_MAC = LP_GPU_MAC_PREFIX | 48'(GID);

    if (NODE < NODE_BASE) begin : g_bad_node
        $fatal(1, "lp_gpu_emu: NODE=%0d below NODE_BASE=%0d", NODE, NODE_BASE);
    end
    if (GPUS < 1 || LOCAL < 0 || LOCAL >= GPUS) begin : g_bad_gpus
        $fatal(1, "lp_gpu_emu: LOCAL=%0d outside 0..GPUS-1 (GPUS=%0d)", LOCAL, GPUS);
    end
    if (GID >= (1 << LP_GPU_DST_W)) begin : g_bad_gid
        $fatal(1, "lp_gpu_emu: global GPU %0d does not fit the %0d-bit GPU field", GID, LP_GPU_DST_W);
    end
    if (PROG_WORDS < 2) begin : g_bad_prog_words
        $fatal(1, "lp_gpu_emu: PROG_WORDS=%0d must be >= 2", PROG_WORDS);
    end
    if (SENDQ < 1 || SENDQ > 255) begin : g_bad_sendq
        $fatal(1, "lp_gpu_emu: SENDQ=%0d outside 1..255", SENDQ);
    end
    if (HIST_BINS < 2 || HIST_BINS > LP_GPU_HIST_MAX) begin : g_bad_hist_bins
        $fatal(1, "lp_gpu_emu: HIST_BINS=%0d outside 2..%0d", HIST_BINS, LP_GPU_HIST_MAX);
    end
    if (MARKS < 1 || MARKS > LP_GPU_MARK_MAX) begin : g_bad_marks
        $fatal(1, "lp_gpu_emu: MARKS=%0d outside 1..%0d", MARKS, LP_GPU_MARK_MAX);
    end
    if (NVL_BPC < 1) begin : g_bad_nvl_bpc
        $fatal(1, "lp_gpu_emu: NVL_BPC=%0d must be >= 1", NVL_BPC);
    end
    if (LP_GPU_OFF_TS < NB || LP_GPU_OFF_TS + 8 > LP_GPU_HDR_BYTES) begin : g_bad_lp_gpu_off_ts
        $fatal(1, "lp_gpu_emu: timestamp offset %0d not in beats 1.. of the header", LP_GPU_OFF_TS);
    end
    if (LP_GPU_MAC_PREFIX[LP_GPU_DST_W-1:0] != '0) begin : g_bad_lp_gpu_mac_prefix
        $fatal(1, "lp_gpu_emu: MAC prefix low byte must be 0");
    end

    // ------------------------------------------------------------------ program memory
    logic [63:0] prog [PROG_WORDS];
    logic        missing;   // set at time 0, never changes

    initial begin
        string dir, fname;
        int    fd;
        for (int i = 0; i < PROG_WORDS; i++) prog[i] = '0;
        missing = 1'b0;
        if (!$value$plusargs("lp_sched=%s", dir)) begin
            $display("lp_gpu_emu: GPU %0d (node %0d): no +lp_sched=<dir> plusarg: no program, the GPU stays idle (prog_missing)", GID, NODE);
            missing = 1'b1;
        end else begin
            fname = $sformatf("%s/gpu%03d.hex", dir, GID);
            fd = $fopen(fname, "r");
            if (fd == 0) begin
                $display("lp_gpu_emu: GPU %0d (node %0d): program file %s not found: the GPU stays idle (prog_missing)", GID, NODE, fname);
                missing = 1'b1;
            end else begin
                $fclose(fd);
                $readmemh(fname, prog);
            end
        end
    end

    // ------------------------------------------------------------------ decode
    typedef enum logic [2:0] {E_IDLE, E_RUN, E_COMPUTE, E_HALT, E_ERR} est_e;
    est_e            est;
    logic [PCW-1:0]  pc;
    logic [47:0]     ccnt;           // COMPUTE cycles left after this one

    wire logic        pc_end = (pc == PCW'(PROG_WORDS));
    wire logic [63:0] op     = pc_end ? '0 : prog[pc[AW-1:0]];
    wire logic [3:0]  opc    = op[LP_GPU_OPC_LSB +: LP_GPU_OPC_W];
    wire logic [47:0] o_cyc  = op[LP_GPU_CYCLES_LSB +: LP_GPU_CYCLES_W];
    wire logic [7:0]  o_dst  = op[LP_GPU_DST_LSB +: LP_GPU_DST_W];
    wire logic [7:0]  o_tag  = op[LP_GPU_TAG_LSB +: LP_GPU_TAG_W];
    wire logic [31:0] o_bytes = op[LP_GPU_BYTES_LSB +: LP_GPU_BYTES_W];
    wire logic [15:0] o_mark = op[LP_GPU_MARK_LSB +: LP_GPU_MARK_W];
    wire logic        o_kind = op[LP_GPU_KIND_LSB];
    wire logic        o_local = (int'(o_dst) >= FIRST) && (int'(o_dst) < FIRST + GPUS);
    wire logic        run    = (est == E_RUN) && !pc_end;

    // ------------------------------------------------------------------ send queues {dst, tag, bytes}
    logic [47:0]     nq [SENDQ];      // network
    logic [QPW-1:0]  nq_rd, nq_wr;
    logic [QNW-1:0]  nq_n;
    logic [47:0]     lq [SENDQ];      // NVLink
    logic [QPW-1:0]  lq_rd, lq_wr;
    logic [QNW-1:0]  lq_n;

    function automatic logic [QPW-1:0] qinc(input logic [QPW-1:0] p);
        return (int'(p) == SENDQ - 1) ? '0 : p + 1'b1;
    endfunction

    // ------------------------------------------------------------------ rx byte counters per tag
    logic [63:0] rxb [TAGS];

    // ------------------------------------------------------------------ frame engine state
    logic        tx_act;              // a frame is on m_axis (first beat offered or later)
    logic        tx_stale;            // the frame in progress belongs to a run cut short by start
    logic [7:0]  tx_dst, tx_tag;
    logic [31:0] tx_rem;              // message bytes after this frame
    logic [15:0] tx_len;              // data bytes of this frame
    logic [15:0] tx_flen;             // frame bytes (header + data + pad)
    logic [15:0] tx_beat;
    logic        tx_lastf;            // last frame of its message
    logic [31:0] tx_seq, seq_ctr;
    logic [63:0] tx_ts;

    // ------------------------------------------------------------------ NVLink engine state
    logic        l_act;               // transfer under way (l_left > 0) or finished and offered
    logic [31:0] l_left;              // cycles left before loc_out is offered
    logic [7:0]  l_dst, l_tag;
    logic [31:0] l_bytes;

    // ------------------------------------------------------------------ issue conditions
    wire logic tx_idle   = !tx_act || tx_stale;
    // a queue holds SENDQ messages, the one being sent included (as the reference executor counts)
    wire logic q_full    = o_local ? (int'(lq_n) + int'(l_act) >= SENDQ)
                                   : (int'(nq_n) + int'(tx_act && !tx_stale) >= SENDQ);
    wire logic wait_ok   = rxb[o_tag] >= 64'(o_bytes);
    wire logic fence_ok  = (nq_n == '0) && (lq_n == '0) && tx_idle && !l_act;
    wire logic is_halt   = run && opc == LP_GPU_OP_HALT;
    wire logic is_comp   = run && opc == LP_GPU_OP_COMPUTE;
    wire logic is_send   = run && opc == LP_GPU_OP_SEND;
    wire logic is_wait   = run && opc == LP_GPU_OP_WAIT;
    wire logic is_mark   = run && opc == LP_GPU_OP_MARK;
    wire logic is_fence  = run && opc == LP_GPU_OP_FENCE;
    wire logic is_db     = run && opc == LP_GPU_OP_DOORBELL;
    wire logic is_bad    = run && !(is_halt || is_comp || is_send || is_wait || is_mark || is_fence || is_db);
    wire logic send_go   = is_send && !q_full;
    wire logic wait_go   = is_wait && wait_ok;
    wire logic advance   = is_comp || send_go || wait_go || is_mark || is_db || (is_fence && fence_ok);
    wire logic stop_err  = is_bad || (est == E_RUN && pc_end);

    // ------------------------------------------------------------------ frame engine
    wire logic [15:0] fd_eff = (frame_data == '0) ? 16'd1 : (int'(frame_data) > MAXD) ? 16'(MAXD) : frame_data;
    wire logic        tx_xfer = m_axis_tvalid && m_axis_tready;
    wire logic        tx_end  = tx_xfer && m_axis_tlast;
    // next frame of the message in progress, or the first frame of the queue head
    wire logic        nf_cont = !start && tx_end && (tx_rem != '0);
    wire logic        nf_pop  = !start && (!tx_act || (tx_end && tx_rem == '0)) && (nq_n != '0);
    wire logic [47:0] nq_head = nq[nq_rd];
    wire logic [31:0] nf_rem_in = nf_cont ? tx_rem : nq_head[31:0];
    wire logic [15:0] nf_len  = (nf_rem_in > 32'(fd_eff)) ? fd_eff : nf_rem_in[15:0];
    wire logic [15:0] nf_flen = (int'(nf_len) + LP_GPU_HDR_BYTES < LP_GPU_MIN_FRAME) ? 16'(LP_GPU_MIN_FRAME)
                                                                                     : nf_len + 16'(LP_GPU_HDR_BYTES);

    always_comb begin
        logic [47:0] dmac;
        dmac = LP_GPU_MAC_PREFIX | {40'b0, tx_dst};
        m_axis_tdata = '0;
        for (int l = 0; l < NB; l++) begin
            int k;
            logic [7:0] b;
            k = NB * int'(tx_beat) + l;
            b = 8'h00;
            if (k < 6)                                                  b = dmac[8*(5-k) +: 8];
            else if (k < 12)                                            b = MY_MAC[8*(11-k) +: 8];
            else if (k < 14)                                            b = LP_GPU_ETHERTYPE[8*(13-k) +: 8];
            else if (k == LP_GPU_OFF_TAG)                               b = tx_tag;
            else if (k == LP_GPU_OFF_FLAGS)                             b = {7'b0, tx_lastf};
            else if (k >= LP_GPU_OFF_LEN && k < LP_GPU_OFF_LEN + 2)     b = tx_len[8*(LP_GPU_OFF_LEN+1-k) +: 8];
            else if (k >= LP_GPU_OFF_SEQ && k < LP_GPU_OFF_SEQ + 4)     b = tx_seq[8*(LP_GPU_OFF_SEQ+3-k) +: 8];
            else if (k >= LP_GPU_OFF_TS && k < LP_GPU_OFF_TS + 8)       b = tx_ts[8*(LP_GPU_OFF_TS+7-k) +: 8];
            else if (k >= LP_GPU_HDR_BYTES && k < LP_GPU_HDR_BYTES + int'(tx_len)) b = k[7:0];   // data
            m_axis_tdata[8*l +: 8] = b;                                  // header reserved bytes, pad: 0
        end
    end

    int tx_left;                                                         // frame bytes from this beat on
    assign tx_left = int'(tx_flen) - NB * int'(tx_beat);
    assign m_axis_tvalid = tx_act;
    assign m_axis_tlast  = tx_left <= NB;
    assign m_axis_tkeep  = (tx_left >= NB) ? '1 : NB'((1 << tx_left) - 1);
    assign m_axis_tuser  = 1'b0;
    assign m_axis_tdest  = LP_NODE_ID_BITS'(NODE_BASE + int'(tx_dst) / GPUS);

    // ------------------------------------------------------------------ NVLink engine
    wire logic        l_pop_ok = !l_act || (loc_out_valid && loc_out_ready);
    wire logic        l_pop    = l_pop_ok && (lq_n != '0);
    wire logic [47:0] lq_head  = lq[lq_rd];
    wire logic [31:0] l_cyc    = (lq_head[31:0] == '0) ? 32'd1 : 32'((64'(lq_head[31:0]) + 64'(NVL_BPC) - 1) / 64'(NVL_BPC));
    assign loc_out_valid = l_act && (l_left == '0);
    assign loc_out_dst   = l_dst;
    assign loc_out_tag   = l_tag;
    assign loc_out_bytes = l_bytes;

    // ------------------------------------------------------------------ receive parser
    logic [31:0] r_nbytes;            // bytes of the frame so far
    logic [15:0] r_beat;
    logic [47:0] r_dmac;
    logic [15:0] r_etype, r_len;
    logic [7:0]  r_tag, r_flags;
    logic [63:0] r_ts;
    logic [31:0] n_nbytes;
    logic [47:0] n_dmac;
    logic [15:0] n_etype, n_len;
    logic [7:0]  n_tag, n_flags;
    logic [63:0] n_ts;

    always_comb begin
        n_nbytes = r_nbytes;
        n_dmac = r_dmac; n_etype = r_etype; n_len = r_len; n_tag = r_tag; n_flags = r_flags; n_ts = r_ts;
        for (int l = 0; l < NB; l++) begin
            int k;
            logic [7:0] b;
            k = NB * int'(r_beat) + l;
            b = s_axis_tdata[8*l +: 8];
            if (s_axis_tkeep[l]) begin
                n_nbytes = n_nbytes + 32'd1;
                if (k < 6)                                              n_dmac[8*(5-k) +: 8] = b;
                else if (k >= 12 && k < 14)                             n_etype[8*(13-k) +: 8] = b;
                else if (k == LP_GPU_OFF_TAG)                           n_tag = b;
                else if (k == LP_GPU_OFF_FLAGS)                         n_flags = b;
                else if (k >= LP_GPU_OFF_LEN && k < LP_GPU_OFF_LEN + 2) n_len[8*(LP_GPU_OFF_LEN+1-k) +: 8] = b;
                else if (k >= LP_GPU_OFF_TS && k < LP_GPU_OFF_TS + 8)   n_ts[8*(LP_GPU_OFF_TS+7-k) +: 8] = b;
            end
        end
    end

    wire logic        r_end   = s_axis_tvalid && s_axis_tlast;
    int r_exp;                                                   // the frame length its LEN field implies
    assign r_exp = (int'(n_len) + LP_GPU_HDR_BYTES < LP_GPU_MIN_FRAME) ? LP_GPU_MIN_FRAME : int'(n_len) + LP_GPU_HDR_BYTES;
    wire logic        r_good  = (n_nbytes == 32'(r_exp)) && (n_etype == LP_GPU_ETHERTYPE) && (n_dmac == MY_MAC);
    wire logic        cr_net  = r_end && r_good;                 // credit n_len bytes to n_tag
    wire logic [63:0] lat64   = (cycle >= n_ts) ? cycle - n_ts : '0;
    wire logic [31:0] lat32   = (lat64 > 64'hFFFF_FFFF) ? '1 : lat64[31:0];
    // the bin is computed where a frame is counted only (a priority encoder per GPU per cycle otherwise)

    // ------------------------------------------------------------------ statistics
    logic [63:0] st_start, st_done, st_err_word;
    logic [7:0]  st_code;
    logic [31:0] st_errors;
    logic [31:0] st_tx_msgs, st_tx_frames, st_loc_msgs, st_rx_frames, st_rx_msgs, st_rx_bad, st_loc_rx_msgs;
    logic [63:0] st_tx_bytes, st_loc_bytes, st_rx_bytes, st_loc_rx_bytes, st_lat_sum;
    logic [31:0] st_lat_min, st_lat_max;
    logic [31:0] st_cyc_comp, st_cyc_stall, st_cyc_wait, st_cyc_fence;
    logic [31:0] hist [HIST_BINS];
    logic [15:0] mk_id [MARKS];
    logic [63:0] mk_cyc [MARKS];
    logic [MNW-1:0] mk_n;
    logic [31:0] mk_ovf;

    // ------------------------------------------------------------------ execution and send queues
    always_ff @(posedge clk) begin
        if (rst || start) begin
            est <= (rst || missing) ? E_IDLE : E_RUN;
            pc <= '0; ccnt <= '0;
            nq_rd <= '0; nq_wr <= '0; nq_n <= '0;
            lq_rd <= '0; lq_wr <= '0; lq_n <= '0;
        end else begin
            // ---- program: COMPUTE n keeps E_COMPUTE for n-1 cycles after its issue cycle
            if (is_halt) begin
                est <= E_HALT;
            end else if (stop_err) begin
                est <= E_ERR;
                if (pc_end) $display("lp_gpu_emu: GPU %0d: ran past the end of program memory (%0d words) without HALT: stopped with an error", GID, PROG_WORDS);
                else $display("lp_gpu_emu: GPU %0d: unknown opcode %0d at word %0d (word %016h): stopped with an error", GID, opc, pc, op);
            end else if (is_comp && o_cyc > 48'd1) begin
                est <= E_COMPUTE;
                ccnt <= o_cyc - 1'b1;
            end else if (est == E_COMPUTE) begin
                if (ccnt == 48'd1) est <= E_RUN;
                ccnt <= ccnt - 1'b1;
            end
            if (advance) pc <= pc + 1'b1;

            // ---- queues
            if (send_go && !o_local) begin
                nq[nq_wr] <= {o_dst, o_tag, o_bytes};
                nq_wr <= qinc(nq_wr);
            end
            if (nf_pop) nq_rd <= qinc(nq_rd);
            nq_n <= nq_n + QNW'(send_go && !o_local) - QNW'(nf_pop);
            if (send_go && o_local) begin
                lq[lq_wr] <= {o_dst, o_tag, o_bytes};
                lq_wr <= qinc(lq_wr);
            end
            if (l_pop) lq_rd <= qinc(lq_rd);
            lq_n <= lq_n + QNW'(send_go && o_local) - QNW'(l_pop);
        end
    end

    // frame engine: a frame offered on m_axis is always finished (AXI-Stream); one cut short by
    // `start` is sent whole but not counted (tx_stale), and nothing of its message follows
    always_ff @(posedge clk) begin
        if (rst) begin
            tx_act <= 1'b0; tx_stale <= 1'b0; tx_beat <= '0; tx_ts <= '0; tx_rem <= '0; seq_ctr <= '0;
            tx_dst <= '0; tx_tag <= '0; tx_len <= '0; tx_flen <= '0; tx_lastf <= 1'b0; tx_seq <= '0;
        end else begin
            if (tx_xfer && tx_beat == '0) tx_ts <= cycle;
            if (nf_cont || nf_pop) begin
                tx_act <= 1'b1;
                tx_stale <= 1'b0;
                tx_beat <= '0;
                tx_len <= nf_len;
                tx_flen <= nf_flen;
                tx_rem <= nf_rem_in - 32'(nf_len);
                tx_lastf <= (nf_rem_in == 32'(nf_len));
                tx_seq <= seq_ctr;
                seq_ctr <= seq_ctr + 1'b1;
                if (nf_pop) begin
                    tx_dst <= nq_head[47:40];
                    tx_tag <= nq_head[39:32];
                end
            end else if (tx_end) begin
                tx_act <= 1'b0;
                tx_stale <= 1'b0;
            end else if (tx_xfer) begin
                tx_beat <= tx_beat + 1'b1;
            end
            if (start) begin
                seq_ctr <= '0;
                tx_rem <= '0;
                tx_stale <= tx_act && !tx_end;
            end
        end
    end

    // NVLink engine: the queue head occupies the port for l_cyc cycles (the pop cycle is the first),
    // then loc_out is offered until taken; the next message may start in the cycle it is taken
    always_ff @(posedge clk) begin
        if (rst || start) begin
            l_act <= 1'b0; l_left <= '0;
            if (rst) begin l_dst <= '0; l_tag <= '0; l_bytes <= '0; end
        end else if (l_pop) begin
            l_act <= 1'b1;
            l_left <= l_cyc - 1'b1;
            l_dst <= 8'(int'(lq_head[47:40]) - FIRST);
            l_tag <= lq_head[39:32];
            l_bytes <= lq_head[31:0];
        end else if (loc_out_valid && loc_out_ready) begin
            l_act <= 1'b0;
        end else if (l_act && l_left != '0) begin
            l_left <= l_left - 1'b1;
        end
    end

    // rx byte counters: a network credit, an NVLink credit and a WAIT's debit, possibly on one tag
    always_ff @(posedge clk) begin
        if (rst || start) begin
            for (int t = 0; t < TAGS; t++) rxb[t] <= '0;
        end else begin
            if (cr_net)
                rxb[n_tag] <= rxb[n_tag] + 64'(n_len)
                              + ((loc_in_valid && loc_in_tag == n_tag) ? 64'(loc_in_bytes) : 64'd0)
                              - ((wait_go && o_tag == n_tag) ? 64'(o_bytes) : 64'd0);
            if (loc_in_valid && !(cr_net && loc_in_tag == n_tag))
                rxb[loc_in_tag] <= rxb[loc_in_tag] + 64'(loc_in_bytes)
                                   - ((wait_go && o_tag == loc_in_tag) ? 64'(o_bytes) : 64'd0);
            if (wait_go && !(cr_net && o_tag == n_tag) && !(loc_in_valid && o_tag == loc_in_tag))
                rxb[o_tag] <= rxb[o_tag] - 64'(o_bytes);
        end
    end

    // receive parser (not cleared by start: a frame in progress is finished)
    always_ff @(posedge clk) begin
        if (rst || r_end) begin
            r_nbytes <= '0; r_beat <= '0; r_dmac <= '0; r_etype <= '0; r_len <= '0;
            r_tag <= '0; r_flags <= '0; r_ts <= '0;
        end else if (s_axis_tvalid) begin
            r_nbytes <= n_nbytes; r_dmac <= n_dmac; r_etype <= n_etype; r_len <= n_len;
            r_tag <= n_tag; r_flags <= n_flags; r_ts <= n_ts;
            if (r_beat != '1) r_beat <= r_beat + 1'b1;
        end
    end

    // statistics
    always_ff @(posedge clk) begin
        if (rst || start) begin
            st_start <= rst ? '0 : cycle + 64'd1;
            st_done <= '0; st_err_word <= '0; st_code <= '0; st_errors <= '0;
            st_tx_msgs <= '0; st_tx_frames <= '0; st_loc_msgs <= '0; st_rx_frames <= '0; st_rx_msgs <= '0;
            st_rx_bad <= '0; st_loc_rx_msgs <= '0;
            st_tx_bytes <= '0; st_loc_bytes <= '0; st_rx_bytes <= '0; st_loc_rx_bytes <= '0; st_lat_sum <= '0;
            st_lat_min <= '1; st_lat_max <= '0;
            st_cyc_comp <= '0; st_cyc_stall <= '0; st_cyc_wait <= '0; st_cyc_fence <= '0;
            for (int i = 0; i < HIST_BINS; i++) hist[i] <= '0;
            for (int i = 0; i < MARKS; i++) begin mk_id[i] <= '0; mk_cyc[i] <= '0; end
            mk_n <= '0; mk_ovf <= '0;
        end else begin
            if (is_halt) st_done <= cycle;
            if (stop_err) begin
                st_err_word <= op;
                st_code <= pc_end ? 8'(LP_GPU_ERR_PC) : 8'(LP_GPU_ERR_OPCODE);
                st_errors <= st_errors + 1'b1;
            end
            if (nf_pop) st_tx_msgs <= st_tx_msgs + 1'b1;
            if (tx_end && !tx_stale) begin
                st_tx_frames <= st_tx_frames + 1'b1;
                st_tx_bytes <= st_tx_bytes + 64'(tx_len);
            end
            if (loc_out_valid && loc_out_ready) begin
                st_loc_msgs <= st_loc_msgs + 1'b1;
                st_loc_bytes <= st_loc_bytes + 64'(l_bytes);
            end
            if (loc_in_valid) begin
                st_loc_rx_msgs <= st_loc_rx_msgs + 1'b1;
                st_loc_rx_bytes <= st_loc_rx_bytes + 64'(loc_in_bytes);
            end
            if (r_end && !r_good) st_rx_bad <= st_rx_bad + 1'b1;
            if (cr_net) begin
                st_rx_frames <= st_rx_frames + 1'b1;
                st_rx_bytes <= st_rx_bytes + 64'(n_len);
                if (n_flags[0]) st_rx_msgs <= st_rx_msgs + 1'b1;
                if (lat32 < st_lat_min) st_lat_min <= lat32;
                if (lat32 > st_lat_max) st_lat_max <= lat32;
                st_lat_sum <= st_lat_sum + 64'(lat32);
                hist[HBW'(lp_gpu_hist_bin(lat64 >> hist_shift, HIST_BINS))] <=
                    hist[HBW'(lp_gpu_hist_bin(lat64 >> hist_shift, HIST_BINS))] + 1'b1;
            end
            if (is_comp || est == E_COMPUTE) st_cyc_comp <= st_cyc_comp + 1'b1;
            if (is_send && q_full) st_cyc_stall <= st_cyc_stall + 1'b1;
            if (is_wait && !wait_ok) st_cyc_wait <= st_cyc_wait + 1'b1;
            if (is_fence && !fence_ok) st_cyc_fence <= st_cyc_fence + 1'b1;
            if (is_mark) begin
                if (int'(mk_n) < MARKS) begin
                    mk_id[mk_n[MIW-1:0]] <= o_mark;
                    mk_cyc[mk_n[MIW-1:0]] <= cycle;
                    mk_n <= mk_n + 1'b1;
                end else begin
                    mk_ovf <= mk_ovf + 1'b1;
                end
            end
        end
    end

    assign done = (est == E_HALT);
    always_ff @(posedge clk) begin
        db_start <= !rst && !start && is_db && o_kind;
        db_done  <= !rst && !start && is_db && !o_kind;
    end
    assign err = (est == E_ERR);
    assign prog_missing = missing;

    // ------------------------------------------------------------------ statistics read port
    logic [31:0] status;
    always_comb begin
        status = '0;
        status[LP_GPU_STB_DONE]    = (est == E_HALT);
        status[LP_GPU_STB_ERROR]   = (est == E_ERR);
        status[LP_GPU_STB_MISSING] = missing;
        status[LP_GPU_STB_WAITING] = is_wait && !wait_ok;
        status[LP_GPU_STB_FENCING] = is_fence && !fence_ok;
        status[LP_GPU_STB_RUNNING] = (est == E_RUN) || (est == E_COMPUTE);
        status[LP_GPU_STB_STALLED] = is_send && q_full;
        status[LP_GPU_STB_TX_BUSY] = !fence_ok;
        status[LP_GPU_STB_CODE +: LP_GPU_STB_CODE_W] = st_code;
    end

    logic [31:0] rd;
    always_comb begin
        int a;
        logic [MIW-1:0] i;
        a = int'(stat_addr);
        i = MIW'((a - LP_GPU_ST_MARK) / LP_GPU_MARK_STRIDE);
        rd = '0;
        case (a)
            LP_GPU_ST_STATUS:         rd = status;
            LP_GPU_ST_ID:             rd = {8'b0, 8'(NODE), 8'(LOCAL), 8'(GID)};
            LP_GPU_ST_PC:             rd = 32'(pc);
            LP_GPU_ST_CFG:            rd = {16'(MARKS), 8'(SENDQ), 8'(HIST_BINS)};
            LP_GPU_ST_START_LO:       rd = st_start[31:0];
            LP_GPU_ST_START_HI:       rd = st_start[63:32];
            LP_GPU_ST_DONE_LO:        rd = st_done[31:0];
            LP_GPU_ST_DONE_HI:        rd = st_done[63:32];
            LP_GPU_ST_ERR_WORD_LO:    rd = st_err_word[31:0];
            LP_GPU_ST_ERR_WORD_HI:    rd = st_err_word[63:32];
            LP_GPU_ST_ERRORS:         rd = st_errors;
            LP_GPU_ST_TX_MSGS:        rd = st_tx_msgs;
            LP_GPU_ST_TX_FRAMES:      rd = st_tx_frames;
            LP_GPU_ST_TX_BYTES_LO:    rd = st_tx_bytes[31:0];
            LP_GPU_ST_TX_BYTES_HI:    rd = st_tx_bytes[63:32];
            LP_GPU_ST_LOC_MSGS:       rd = st_loc_msgs;
            LP_GPU_ST_LOC_BYTES_LO:   rd = st_loc_bytes[31:0];
            LP_GPU_ST_LOC_BYTES_HI:   rd = st_loc_bytes[63:32];
            LP_GPU_ST_RX_FRAMES:      rd = st_rx_frames;
            LP_GPU_ST_RX_BYTES_LO:    rd = st_rx_bytes[31:0];
            LP_GPU_ST_RX_BYTES_HI:    rd = st_rx_bytes[63:32];
            LP_GPU_ST_RX_MSGS:        rd = st_rx_msgs;
            LP_GPU_ST_RX_BAD:         rd = st_rx_bad;
            LP_GPU_ST_LOC_RX_MSGS:    rd = st_loc_rx_msgs;
            LP_GPU_ST_LOC_RX_BYTES_LO: rd = st_loc_rx_bytes[31:0];
            LP_GPU_ST_LOC_RX_BYTES_HI: rd = st_loc_rx_bytes[63:32];
            LP_GPU_ST_LAT_MIN:        rd = st_lat_min;
            LP_GPU_ST_LAT_MAX:        rd = st_lat_max;
            LP_GPU_ST_LAT_SUM_LO:     rd = st_lat_sum[31:0];
            LP_GPU_ST_LAT_SUM_HI:     rd = st_lat_sum[63:32];
            LP_GPU_ST_MARK_CNT:       rd = 32'(mk_n);
            LP_GPU_ST_MARK_OVF:       rd = mk_ovf;
            LP_GPU_ST_CYC_COMPUTE:    rd = st_cyc_comp;
            LP_GPU_ST_CYC_SEND_STALL: rd = st_cyc_stall;
            LP_GPU_ST_CYC_WAIT:       rd = st_cyc_wait;
            LP_GPU_ST_CYC_FENCE:      rd = st_cyc_fence;
            default: begin
                if (a >= LP_GPU_ST_HIST && a < LP_GPU_ST_HIST + HIST_BINS) begin
                    rd = hist[HBW'(a - LP_GPU_ST_HIST)];
                end else if (a >= LP_GPU_ST_MARK && a < LP_GPU_ST_MARK + LP_GPU_MARK_STRIDE * MARKS) begin
                    case ((a - LP_GPU_ST_MARK) % LP_GPU_MARK_STRIDE)
                        0:       rd = {16'b0, mk_id[i]};
                        1:       rd = mk_cyc[i][31:0];
                        2:       rd = mk_cyc[i][63:32];
                        default: rd = '0;
                    endcase
                end
            end
        endcase
    end

    always_ff @(posedge clk) stat_rdata <= rd;
endmodule

`default_nettype wire
