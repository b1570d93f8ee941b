// lp_agg_engine: the in-network aggregation engine (docs/agg.md "Engine (lp_agg_engine)").
//
// Sits on the host side of the arbiter's NIC core. Every frame the core delivers enters on s_axis and
// is classified at its beat 1 (bytes 12..14): EtherType LP_AGG_ETHERTYPE and VER_TYPE type contrib ->
// consumed; anything else (aggregation frames of other types too) passes through unchanged and in order
// to m_axis_host (a 4-beat FIFO; beat 0 waits there for beat 1: 2 cycles of latency, no bubble).
// Byte k of a frame is tdata[8*(k % 8) +: 8] of beat k / 8; tkeep contiguous from lane 0.
//
// Contribution path (stages P -> C -> A -> O):
//   P  parser: header words 0..3 to registers, element words 4.. to a staging buffer (two buffers of
//      CWP words, lp_ram_sdp); the frame is not trusted before its tlast (length known only there).
//   C  commit, one frame at a time, three cycles at least: the job entry is matched (registered), SNAP
//      registers the checks and the slot's state,
//      DECIDE acts (nothing else writes that slot in between: the scanner keeps off it, a flush sends
//      the commit back to SNAP). So no later stage ever sees an unchecked frame:
//        version != LP_AGG_VERSION, frame < 32 bytes, COUNT 0 or > CE, frame < 32 + 4*COUNT -> ev_bad
//        cfg_en 0 or JOB not in a valid entry of the job table                             -> ev_unreg
//        WORKER >= 32 or not in the entry's cfg_job_workers                                 -> ev_bad
//        each job entry e owns the slots e*P .. e*P+P-1 (P = SLOTS/JOBS): slot = e*P + CHUNK mod P;
//        tag = CHUNK / P (a slot only ever holds its entry's chunks, so one job never refuses another's):
//          slot busy, same tag, worker bit set      -> ev_dup (ignored)
//          slot busy, same tag, COUNT != slot COUNT -> ev_count, NACK count to the worker
//          slot busy, other tag (same job)          -> ev_busy,  NACK busy to the worker
//          slot free, closed tag == tag             -> ev_dup (late copy of a chunk just closed)
//          slot free otherwise                      -> taken, slot allocated (first contribution)
//          slot busy, same tag otherwise            -> taken (added)
//        a taken contribution (ev_contrib; ev_oow if JOB != win_job) sets its worker bit, teaches the
//        learned table (job entry, worker) -> (NODE, source MAC) and the job's master (DST, destination
//        MAC). Bitmap == cfg_job_workers: the chunk is complete, the slot is freed and closed (tag kept).
//   A  apply, in commit order: element-wise over the staged words, one 64-bit word (two elements) per
//      cycle: first contribution writes the sum RAM, later ones add with int32 saturation (sticky per
//      element, as lightpath.agg.fmt.reduce). The contribution that completes the chunk does not write
//      back: its sums go to a result FIFO (elements past COUNT zeroed) and, once all are there, a RESULT
//      descriptor (with the saturation flag) is queued. Period: ceil(COUNT/2) + 3 cycles per contribution.
//   O  output: frames from three descriptor queues (results, refusal NACKs, timer NACK/FAIL), round
//      robin, one beat per cycle from a registered output stage; header built from the descriptor
//      (source MAC cfg_mac, NODE cfg_node, DST 0), padded with zeros to LP_FRAME_MIN_BYTES.
// Slot state: busy and closed in flip-flops (flush, status); tag, COUNT, bitmap, timer and rounds in
// LUTRAM (asynchronous read); partial sums in block RAM (SLOTS x CWP words).
// Timer: every job entry has its own clock (job_now[e]), which advances only while tmr_run[e] is 1 (the
// scheduler: the entry's upload window is open, or window scheduling is off): a parked job's timers
// pause and keep their age. A scanner visits one slot every two cycles (SNAP, ACT; again if the commit
// or a flush touched the slot meanwhile). A busy slot older than cfg_timeout on its entry's clock (from
// its allocation or its last NACK round; 0 = never) expires (ev_timeout), acted on only while tmr_run
// is 1: while fewer than cfg_retries rounds were sent, a NACK (STATUS
// timeout, RETRY = round 1..cfg_retries, COUNT and BITMAP of the slot) goes to every missing worker
// whose address was learned (2 cycles each; a missing worker never learned gets no NACK and pulses
// ev_unlearned) and the slot is re-armed; otherwise a FAIL (BITMAP = contributions held, RETRY = rounds
// sent) goes to the job's master and the slot is freed (closed). A closed tag expires the same way
// (cfg_timeout after the close, on the entry's clock: it pauses too) and is forgotten; until then, or
// until the slot is allocated again, a late copy of the chunk is a duplicate.
// Configuration changes: a job entry that becomes invalid or changes its id, and every entry when
// cfg_en falls, is flushed in that cycle: its slots are freed and unclosed, its learned addresses
// forgotten, a NACK round in progress for it stops; no FAIL is sent (the control plane took the job
// away). Frames already decided (applies, queued RESULT/NACK/FAIL) still complete.
// Back-pressure: m_axis_net stalls the output, then the queues, the apply stage and the commit; s_axis
// then stalls (tready low) at the next contribution tlast or element word with no staging buffer.
// Pass-through frames stall only when m_axis_host does. Nothing is dropped for lack of space.
// Combinational input -> output paths: s_axis_tlast -> s_axis_tready (a contribution's last beat waits
// for the commit register). Every other output comes from registers.
// Reset: synchronous; the RAM contents need none (read only after being written).
`default_nettype none
`include "lp_assert.svh"

module lp_agg_engine
    import lp_cell_pkg::*;
    import lp_agg_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,  // cell payload: one contribution fills it
    parameter int SLOTS         = 64,                     // aggregation slots, a power of two
    parameter int JOBS          = LP_AGG_MAX_JOBS         // job table entries; SLOTS/JOBS slots each
) (
    input  wire logic                  clk,
    input  wire logic                  rst,

    // every frame of the NIC core's host side
    input  wire logic [63:0]           s_axis_tdata,
    input  wire logic [7:0]            s_axis_tkeep,
    input  wire logic                  s_axis_tvalid,
    output logic                       s_axis_tready,
    input  wire logic                  s_axis_tlast,

    // the real host port: every frame that is not a contribution
    output logic [63:0]                m_axis_host_tdata,
    output logic [7:0]                 m_axis_host_tkeep,
    output logic                       m_axis_host_tvalid,
    input  wire logic                  m_axis_host_tready,
    output logic                       m_axis_host_tlast,

    // frames the engine makes (RESULT, NACK, FAIL), into the NIC core
    output logic [63:0]                m_axis_net_tdata,
    output logic [7:0]                 m_axis_net_tkeep,
    output logic                       m_axis_net_tvalid,
    input  wire logic                  m_axis_net_tready,
    output logic                       m_axis_net_tlast,
    output logic [7:0]                 m_axis_net_tdest,    // destination node

    // configuration (quasi-static)
    input  wire logic                  cfg_en,
    input  wire logic [7:0]            cfg_node,
    input  wire logic [47:0]           cfg_mac,
    input  wire logic [23:0]           cfg_timeout,         // cycles; 0: no timeout
    input  wire logic [3:0]            cfg_retries,         // NACK rounds before FAIL
    input  wire logic [JOBS-1:0]       cfg_job_valid,
    input  wire logic [JOBS-1:0][7:0]  cfg_job_id,
    input  wire logic [JOBS-1:0][31:0] cfg_job_workers,     // expected worker bitmap
    input  wire logic [7:0]            win_job,             // job whose upload window is open (0: none)
    input  wire logic [JOBS-1:0]       tmr_run,             // entry e's timers run (its window is open)

    // status
    output logic [JOBS-1:0]            st_job_busy,         // the entry holds at least one slot
    output logic [$clog2(SLOTS+1)-1:0] st_slots_used,

    // events (one-cycle pulses, registered)
    output logic                       ev_contrib,
    output logic                       ev_dup,
    output logic                       ev_unreg,
    output logic                       ev_bad,
    output logic                       ev_busy,
    output logic                       ev_count,
    output logic                       ev_result,
    output logic                       ev_sat,
    output logic                       ev_nack,
    output logic                       ev_timeout,
    output logic                       ev_fail,
    output logic                       ev_oow,
    output logic                       ev_unlearned
);
    localparam int CE    = int'(lp_agg_chunk_elems(PAYLOAD_BYTES));  // elements per chunk
    localparam int CW    = CE / 2;                  // element words per chunk
    localparam int CWB   = $clog2(CW);
    localparam int CWP   = 1 << CWB;                // words reserved per slot / buffer
    localparam int SW    = $clog2(SLOTS);
    localparam int SUW   = $clog2(SLOTS + 1);       // width of st_slots_used
    localparam int PS    = (SLOTS >= JOBS) ? SLOTS / JOBS : 1;  // slots of one job entry (its partition)
    localparam int PW    = $clog2(PS);
    localparam int CHW   = 32 - PW;                 // chunk tag bits above the index in the partition
    localparam int CNTW  = $clog2(CE + 1);
    localparam int JW    = (JOBS > 1) ? $clog2(JOBS) : 1;
    localparam int NW    = LP_AGG_MAX_WORKERS;      // 32
    localparam int LRN_AW = $clog2(JOBS * NW);     // learning RAM address (cast widths are localparams)
    localparam int HDRB  = LP_AGG_HDR_BYTES;        // 32
    localparam int IBW   = 13;                      // input beat counter (saturating)
    localparam int LRNW  = 8 + 48;                  // learned entry: node, MAC
    localparam int MINB  = LP_FRAME_MIN_BYTES;      // frames made are padded to this
    localparam int MNB1  = (MINB + 7) / 8 - 1;      // last beat of a padded frame
    localparam logic [7:0] MKEEP = (MINB % 8 == 0) ? 8'hFF : 8'((1 << (MINB % 8)) - 1);
    localparam int CMIN  = (MINB - HDRB) / 4;       // a result of at most CMIN elements is padded

    if (PAYLOAD_BYTES % 8 != 0 || PAYLOAD_BYTES < 48 || PAYLOAD_BYTES > 4096) begin : g_bad_payload_bytes
        $fatal(1, "lp_agg_engine: PAYLOAD_BYTES=%0d must be a multiple of 8 in 48..4096", PAYLOAD_BYTES);
    end
    if (SLOTS < 2 || SLOTS > 4096 || (1 << SW) != SLOTS) begin : g_bad_slots
        $fatal(1, "lp_agg_engine: SLOTS=%0d must be a power of two in 2..4096", SLOTS);
    end
    if (JOBS < 1 || JOBS > 16) begin : g_bad_jobs
        $fatal(1, "lp_agg_engine: JOBS=%0d must be 1..16", JOBS);
    end
    if (SLOTS % JOBS != 0 || SLOTS / JOBS < 2 || (1 << PW) != PS) begin : g_bad_slots_2
        $fatal(1, "lp_agg_engine: SLOTS=%0d / JOBS=%0d (slots per job entry) must be a power of two >= 2", SLOTS, JOBS);
    end
    if (HDRB != 32 || LP_AGG_HDR_WORDS != 4 || LP_AGG_ELEM_BYTES != 4 || NW != 32 ||
        LP_AGG_OFF_VER_TYPE != 14) begin : g_bad_hdrb
        $fatal(1, "lp_agg_engine: built for a 32-byte header, int32 elements, 32 workers, VER_TYPE at byte 14");
    end
    if (MINB <= HDRB || MINB > 64) begin : g_bad_minb
        $fatal(1, "lp_agg_engine: LP_FRAME_MIN_BYTES=%0d must be 33..64", MINB);
    end

    typedef enum logic [3:0] {
        TY_RESULT = LP_AGG_T_RESULT,
        TY_NACK   = LP_AGG_T_NACK,
        TY_FAIL   = LP_AGG_T_FAIL
    } ty_e;

    // a frame to make: everything of the header that is not a constant, and where it goes
    typedef struct packed {
        logic [3:0]  typ;
        logic [47:0] dmac;
        logic [7:0]  dest;     // tdest
        logic [7:0]  job;
        logic [7:0]  worker;
        logic [7:0]  status;
        logic [31:0] chunk;
        logic [15:0] count;
        logic [15:0] retry;
        logic [31:0] bitmap;
    } desc_t;

    // a taken contribution waiting for the apply stage
    typedef struct packed {
        logic            sbuf;     // staging buffer
        logic [SW-1:0]   slot;
        logic            first;    // writes (no add)
        logic            fin;      // completes the chunk: sums go out, not back
        logic [CNTW-1:0] cnt;
        desc_t           res;      // the RESULT (status filled in by A)
    } apl_t;

    // header byte k (0..31) of four frame words (byte k at bits 8k+7..8k)
    function automatic logic [47:0] hfield(input logic [8*HDRB-1:0] h, input int off, input int n);
        logic [47:0] v;
        v = '0;
        for (int i = 0; i < n; i++) v = {v[39:0], h[8*(off+i) +: 8]};
        return v;
    endfunction

    function automatic logic [31:0] bswap(input logic [31:0] x);
        return {x[7:0], x[15:8], x[23:16], x[31:24]};
    endfunction

    // int32 sum with saturation: {saturated, sum}
    function automatic logic [32:0] sat_add(input logic [31:0] a, input logic [31:0] b);
        logic [32:0] s;
        s = {a[31], a} + {b[31], b};
        if (s[32] != s[31]) return {1'b1, s[32] ? 32'h8000_0000 : 32'h7FFF_FFFF};
        return {1'b0, s[31:0]};
    endfunction

    // the job entry owning slot sl, and the slot of chunk `chunk` of entry e (its partition's CHUNK mod PS)
    function automatic logic [JW-1:0] sjent(input logic [SW-1:0] sl);
        return JW'(32'(sl) >> PW);
    endfunction
    function automatic logic [SW-1:0] slot_of(input logic [JW-1:0] e, input logic [31:0] chunk);
        return SW'((32'(e) << PW) | (chunk & (32'(PS) - 32'd1)));
    endfunction
    // the chunk a slot holds: its tag above the slot's index in the partition
    function automatic logic [31:0] chunk_of(input logic [CHW-1:0] chi, input logic [SW-1:0] sl);
        return (32'(chi) << PW) | (32'(sl) & (32'(PS) - 32'd1));
    endfunction

    function automatic logic [5:0] popc32(input logic [31:0] x);
        logic [5:0] n;
        n = '0;
        for (int i = 0; i < 32; i++) n = n + 6'(x[i]);
        return n;
    endfunction

    // =====================================================================================================
    // Input: classification and pass-through FIFO
    // =====================================================================================================
    logic [IBW-1:0] ib;                 // beat index in the current input frame (saturating)
    logic           icontrib;           // the current frame is a contribution (beats 2..)
    logic [63:0]    pq_d [4];
    logic [7:0]     pq_k [4];
    logic [3:0]     pq_l;
    logic [2:0]     pq_wp, pq_rp;
    logic           pq_hold;            // the last entry (a frame's beat 0) waits for its classification
    logic [2:0]     pq_cnt;
    logic           pq_space, pq_pop, pq_push, pq_unpush, s_hs, b1_contrib, in_contrib, in_last_c;

    // commit register (declared here: the input side needs its state)
    logic                 cm_valid;
    logic [8*HDRB-1:0]    cm_h;
    logic [16:0]          cm_nbytes;
    logic                 cm_hasbuf, cm_buf;

    // staging buffers
    logic [1:0]           bfree;
    logic                 bsel, bany, p_buf, cur_buf;
    logic [63:0]          pw [4];       // header words of the frame being parsed

    assign pq_cnt   = pq_wp - pq_rp;
    assign pq_space = (pq_cnt != 3'd4);
    assign s_hs     = s_axis_tvalid && s_axis_tready;
    assign b1_contrib = s_axis_tkeep[6] && s_axis_tdata[39:32] == LP_AGG_ETHERTYPE[15:8] &&
                        s_axis_tdata[47:40] == LP_AGG_ETHERTYPE[7:0] && s_axis_tdata[51:48] == LP_AGG_T_CONTRIB;
    assign in_contrib = (ib == IBW'(1)) ? b1_contrib : icontrib;   // meaningful from beat 1 on
    assign bany     = |bfree;
    assign bsel     = !bfree[0];        // first free buffer
    assign cur_buf  = (ib == IBW'(4)) ? bsel : p_buf;

    always_comb begin
        if (ib == '0)               s_axis_tready = pq_space;
        else if (ib == IBW'(1))     s_axis_tready = pq_space && (!s_axis_tlast || !cm_valid);
        else if (!icontrib)         s_axis_tready = pq_space;
        else                        s_axis_tready = (!s_axis_tlast || !cm_valid) && (ib != IBW'(4) || bany);
    end

    assign pq_push   = s_hs && (ib == '0 || (ib == IBW'(1) && !b1_contrib) || (ib > IBW'(1) && !icontrib));
    assign pq_unpush = s_hs && ib == IBW'(1) && b1_contrib;
    assign m_axis_host_tvalid = (pq_cnt > {2'b0, pq_hold});
    assign m_axis_host_tdata  = pq_d[pq_rp[1:0]];
    assign m_axis_host_tkeep  = pq_k[pq_rp[1:0]];
    assign m_axis_host_tlast  = pq_l[pq_rp[1:0]];
    assign pq_pop = m_axis_host_tvalid && m_axis_host_tready;
    assign in_last_c = s_hs && s_axis_tlast && ib != '0 && in_contrib;   // a contribution's tlast

    always_ff @(posedge clk) begin
        if (pq_push) begin
            pq_d[pq_wp[1:0]] <= s_axis_tdata;
            pq_k[pq_wp[1:0]] <= s_axis_tkeep;
            pq_l[pq_wp[1:0]] <= s_axis_tlast;
        end
        if (s_hs && ib < IBW'(4)) pw[ib[1:0]] <= s_axis_tdata;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            ib <= '0; icontrib <= 1'b0;
            pq_wp <= '0; pq_rp <= '0; pq_hold <= 1'b0;
        end else begin
            if (s_hs) begin
                ib <= s_axis_tlast ? '0 : (ib == '1 ? ib : ib + 1'b1);
                if (ib == IBW'(1)) icontrib <= b1_contrib;
                if (ib == '0) pq_hold <= !s_axis_tlast;
                else if (ib == IBW'(1)) pq_hold <= 1'b0;
            end
            pq_wp <= pq_wp + 3'(pq_push) - 3'(pq_unpush);
            pq_rp <= pq_rp + 3'(pq_pop);
        end
    end

    // =====================================================================================================
    // Job table: flush on invalidation / id change / cfg_en low
    // =====================================================================================================
    logic [JOBS-1:0]      jv_q, flush;
    logic [JOBS-1:0][7:0] jid_q;
    logic                 flush_any, jt_same;
    always_comb begin
        for (int j = 0; j < JOBS; j++)
            flush[j] = jv_q[j] && (!(cfg_en && cfg_job_valid[j]) || cfg_job_id[j] != jid_q[j]);
        flush_any = |flush;
        // the entries' validity and ids as in the last clock (the commit's registered job match holds)
        jt_same = jid_q == cfg_job_id;
        for (int j = 0; j < JOBS; j++) jt_same &= jv_q[j] == (cfg_en && cfg_job_valid[j]);
    end
    always_ff @(posedge clk) begin
        if (rst) begin
            jv_q <= '0; jid_q <= '0;
        end else begin
            for (int j = 0; j < JOBS; j++) begin
                jv_q[j]  <= cfg_en && cfg_job_valid[j];
                jid_q[j] <= cfg_job_id[j];
            end
        end
    end

    // =====================================================================================================
    // Slot table. Flip-flops for what the flush and the status look at all at once (busy, closed; the
    // job entry is the slot's partition, slot / PS); LUTRAM (asynchronous read, one write port each) for
    // the rest: A = tag, COUNT, bitmap, written by the commit only; B = timer and rounds (the time on the
    // entry's clock job_now), written by the commit or, in a cycle the commit does not fire, by the scanner.
    // =====================================================================================================
    logic [SLOTS-1:0]  s_busy, s_closed;
    logic [CHW-1:0]    ra_chi   [SLOTS];
    logic [CNTW-1:0]   ra_cnt   [SLOTS];
    logic [NW-1:0]     ra_bm    [SLOTS];
    logic [23:0]       rb_t     [SLOTS];
    logic [3:0]        rb_retry [SLOTS];
    logic [JOBS-1:0][23:0] job_now;           // per entry: a clock that runs while tmr_run[e]

    logic [JOBS-1:0][NW-1:0] lv;              // learned (job entry, worker) valid
    logic [JOBS-1:0][47:0]   mst_mac;         // the job's master, learned
    logic [JOBS-1:0][7:0]    mst_node;

    // =====================================================================================================
    // Commit (C): phase SNAP registers the checks and the slot's state (k_*), phase DECIDE acts on them.
    // Nothing else writes the slot meanwhile: the scanner leaves the commit's slot alone, a flush sends
    // the commit back to SNAP, and the next frame's SNAP comes after this frame's writes.
    // =====================================================================================================
    typedef enum logic [2:0] { O_TAKE, O_DUP, O_UNREG, O_BAD, O_BUSY, O_COUNT } outc_e;

    logic [3:0]   c_ver;
    logic [7:0]   c_job, c_wrk, c_node, c_dst;
    logic [31:0]  c_chunk;
    logic [15:0]  c_count;
    logic [47:0]  c_dmac, c_smac;
    // The frame's job entry, matched in the clock before SNAP (registered: m_hit, m_jent); SNAP waits for
    // a match of the current frame (cm_m) and job table (jt_same): a_match_current
    logic [JOBS-1:0] c_hit, m_hit;
    logic [JW-1:0] c_jent, m_jent;
    logic          cm_m;
    logic          c_snap;
    logic          c_badfmt, c_unreg, c_badwrk, c_first, c_fin, c_fire, c_take, c_nack, cm_ph;
    logic [SW-1:0] c_sslot, c_slot;   // the slot: looked up in SNAP, snapshot (k_slot) in DECIDE
    logic [NW-1:0] c_bm_new, c_wbit;
    outc_e         c_out;
    desc_t         c_nd;      // refusal NACK
    apl_t          c_ap;
    logic          aq_wready, cq_wready;
    // snapshot (SNAP -> DECIDE)
    logic          k_bad, k_unreg, k_busy, k_closed, k_tag, k_has, k_cnt_eq, k_fin_add, k_fin_first;
    logic [JW-1:0] k_jent;
    logic [SW-1:0] k_slot;
    logic [NW-1:0] k_bm;
    logic [CNTW-1:0] k_scnt;
    logic [3:0]    k_sretry;

    always_comb begin
        c_ver   = 4'(hfield(cm_h, LP_AGG_OFF_VER_TYPE, 1) >> 4);
        c_job   = 8'(hfield(cm_h, LP_AGG_OFF_JOB, 1));
        c_wrk   = 8'(hfield(cm_h, LP_AGG_OFF_WORKER, 1));
        c_node  = 8'(hfield(cm_h, LP_AGG_OFF_NODE, 1));
        c_dst   = 8'(hfield(cm_h, LP_AGG_OFF_DST, 1));
        c_chunk = 32'(hfield(cm_h, LP_AGG_OFF_CHUNK, 4));
        c_count = 16'(hfield(cm_h, LP_AGG_OFF_COUNT, 2));
        c_dmac  = hfield(cm_h, 0, 6);
        c_smac  = hfield(cm_h, 6, 6);
        c_wbit  = NW'(1) << c_wrk[4:0];
        // SNAP: checks that need no slot, the job entry, and the slot's state
        c_badfmt = c_ver != 4'(LP_AGG_VERSION) || cm_nbytes < 17'(HDRB) || c_count == '0 ||
                   c_count > 16'(CE) || {1'b0, cm_nbytes} < 18'(HDRB) + {c_count, 2'b00};
        c_jent = '0;
        for (int j = JOBS - 1; j >= 0; j--) begin
            c_hit[j] = cfg_en && cfg_job_valid[j] && cfg_job_id[j] == c_job && c_job != '0;
            if (c_hit[j]) c_jent = JW'(j);
        end
        c_unreg  = !(|m_hit);
        c_sslot  = slot_of(m_jent, c_chunk);
        c_slot   = k_slot;
        c_badwrk = c_wrk >= 8'(NW) || !cfg_job_workers[m_jent][c_wrk[4:0]];

        // DECIDE
        c_first = 1'b0;
        if (k_bad)                                  c_out = O_BAD;
        else if (k_unreg)                           c_out = O_UNREG;
        else if (k_busy && k_tag) begin
            if (k_has)                              c_out = O_DUP;
            else if (!k_cnt_eq)                     c_out = O_COUNT;
            else                                    c_out = O_TAKE;
        end else if (k_busy)                        c_out = O_BUSY;
        else if (k_closed && k_tag)                 c_out = O_DUP;
        else begin
            c_out   = O_TAKE;
            c_first = 1'b1;
        end
        c_take   = c_out == O_TAKE;
        c_nack   = c_out == O_BUSY || c_out == O_COUNT;
        c_bm_new = (c_first ? '0 : k_bm) | c_wbit;
        c_fin    = c_first ? k_fin_first : k_fin_add;
        c_fire   = cm_valid && cm_ph && !flush_any && cq_wready && aq_wready;
        c_snap   = cm_valid && !cm_ph && cm_m && jt_same;

        c_nd        = '0;
        c_nd.typ    = TY_NACK;
        c_nd.dmac   = c_smac;
        c_nd.dest   = c_node;
        c_nd.job    = c_job;
        c_nd.worker = c_wrk;
        c_nd.chunk  = c_chunk;
        if (c_out == O_COUNT) begin
            c_nd.status = 8'(1 << LP_AGG_S_COUNT);
            c_nd.count  = 16'(k_scnt);
            c_nd.retry  = 16'(k_sretry);
            c_nd.bitmap = k_bm;
        end else begin
            c_nd.status = 8'(1 << LP_AGG_S_BUSY);
        end

        c_ap            = '0;
        c_ap.sbuf       = cm_buf;
        c_ap.slot       = c_slot;
        c_ap.first      = c_first;
        c_ap.fin        = c_fin;
        c_ap.cnt        = CNTW'(c_count);
        c_ap.res.typ    = TY_RESULT;
        c_ap.res.dmac   = c_dmac;
        c_ap.res.dest   = c_dst;
        c_ap.res.job    = c_job;
        c_ap.res.chunk  = c_chunk;
        c_ap.res.count  = c_count;
        c_ap.res.bitmap = c_bm_new;    // WORKER (its popcount) is filled in by A
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            cm_ph <= 1'b0; cm_m <= 1'b0; m_hit <= '0; m_jent <= '0;
            k_bad <= 1'b0; k_unreg <= 1'b0; k_busy <= 1'b0; k_closed <= 1'b0; k_tag <= 1'b0; k_has <= 1'b0;
            k_cnt_eq <= 1'b0; k_fin_add <= 1'b0; k_fin_first <= 1'b0; k_jent <= '0; k_bm <= '0; k_scnt <= '0;
            k_slot <= '0;
            k_sretry <= '0;
        end else begin
            if (!cm_valid || c_fire || flush_any) cm_ph <= 1'b0;
            else                                  cm_ph <= cm_ph || c_snap;
            m_hit  <= c_hit;
            m_jent <= c_jent;
            cm_m   <= cm_valid && !c_fire && !in_last_c;
            if (c_snap) begin
                k_bad       <= c_badfmt || (!c_unreg && c_badwrk);
                k_unreg     <= !c_badfmt && c_unreg;
                k_jent      <= m_jent;
                k_slot      <= c_sslot;
                k_busy      <= s_busy[c_sslot];
                k_closed    <= s_closed[c_sslot];
                k_tag       <= ra_chi[c_sslot] == c_chunk[31:PW];
                k_has       <= |(ra_bm[c_sslot] & c_wbit);
                k_cnt_eq    <= c_count == 16'(ra_cnt[c_sslot]);
                k_fin_add   <= (ra_bm[c_sslot] | c_wbit) == cfg_job_workers[m_jent];
                k_fin_first <= c_wbit == cfg_job_workers[m_jent];
                k_bm        <= ra_bm[c_sslot];
                k_scnt      <= ra_cnt[c_sslot];
                k_sretry    <= rb_retry[c_sslot];
            end
        end
    end

    // =====================================================================================================
    // Scanner (timer): SNAP registers slot sc_i, ACT acts on it unless something touched the slot since
    // (then SNAP again); PICK/PUSH send a NACK round, one missing worker per two cycles.
    // =====================================================================================================
    typedef enum logic [1:0] { SC_SNAP, SC_ACT, SC_PICK, SC_PUSH } sc_e;
    sc_e           sc_st;
    logic [SW-1:0] sc_i;
    logic          sn_busy, sn_closed, sn_exp, sn_last;
    logic [JW-1:0] sn_jent;
    logic [CHW-1:0] sn_chi;
    logic [CNTW-1:0] sn_cnt;
    logic [3:0]    sn_retry;
    logic [NW-1:0] sn_bm, sn_miss;
    logic [5:0]    sn_pop;
    logic [JW-1:0] sc_jent;
    logic [31:0]   sc_chunk;
    logic [CNTW-1:0] sc_cnt;
    logic [3:0]    sc_round;
    logic [NW-1:0] sc_bm, sc_miss;
    logic [4:0]    sc_w, sc_ffs;
    logic [NW-1:0] sc_low;
    logic          sc_inval, sc_fail, sc_nround, sc_unclose, sc_adv, sc_unlearned, sc_lrd_en;
    logic          c_wq, flush_q;
    logic [SW-1:0] c_wq_slot;
    logic          wq_eq_q, keq_q;   // c_wq_slot == sc_i, c_slot == sc_i, compared a clock ahead
    logic          tq_wvalid, tq_wready;
    desc_t         tq_wdata;
    logic [LRNW-1:0] lrn_rd;

    always_comb begin
        // the commit's slot: in DECIDE the registered one; in SNAP any slot at the chunk's index in its
        // partition (a superset of c_sslot that does not wait for the job-table match)
        // (the slot comparisons of the first two, registered in the SNAP clock before: sc_i does not change
        // from SNAP to ACT, where sc_inval is used)
        sc_inval = flush_any || flush_q || (c_wq && wq_eq_q) ||
                   (cm_valid && (cm_ph ? keq_q : (32'(c_chunk ^ 32'(sc_i)) & (32'(PS) - 32'd1)) == '0));
        // the lowest missing worker: its bit isolated (sc_miss & -sc_miss, on the carry chain), then encoded
        sc_low = sc_miss & (~sc_miss + 1'b1);
        sc_ffs = '0;
        for (int w = 0; w < NW; w++) if (sc_low[w]) sc_ffs |= 5'(w);
        sc_fail = 1'b0; sc_nround = 1'b0; sc_unclose = 1'b0; sc_adv = 1'b0; sc_unlearned = 1'b0;
        sc_lrd_en = 1'b0;
        tq_wvalid = 1'b0;
        tq_wdata  = '0;
        unique case (sc_st)
            SC_ACT: begin
                tq_wdata.typ    = TY_FAIL;
                tq_wdata.dmac   = mst_mac[sn_jent];
                tq_wdata.dest   = mst_node[sn_jent];
                tq_wdata.job    = cfg_job_id[sn_jent];
                tq_wdata.worker = 8'(sn_pop);
                tq_wdata.status = 8'(1 << LP_AGG_S_TIMEOUT);
                tq_wdata.chunk  = chunk_of(sn_chi, sc_i);
                tq_wdata.retry  = 16'(sn_retry);
                tq_wdata.bitmap = sn_bm;
                if (!sc_inval && !c_fire) begin
                    if (sn_busy && sn_exp && tmr_run[sn_jent]) begin
                        if (sn_last) begin
                            tq_wvalid = 1'b1;
                            sc_fail   = tq_wready;
                            sc_adv    = tq_wready;
                        end else begin
                            sc_nround = 1'b1;
                        end
                    end else begin
                        sc_unclose = !sn_busy && sn_closed && sn_exp && tmr_run[sn_jent];
                        sc_adv     = 1'b1;
                    end
                end
            end
            SC_PICK: begin
                if (!flush[sc_jent] && sc_miss != '0) begin
                    if (lv[sc_jent][sc_ffs]) sc_lrd_en = 1'b1;
                    else                      sc_unlearned = 1'b1;
                end else begin
                    sc_adv = 1'b1;
                end
            end
            SC_PUSH: begin
                tq_wdata.typ    = TY_NACK;
                tq_wdata.dmac   = lrn_rd[47:0];
                tq_wdata.dest   = lrn_rd[55:48];
                tq_wdata.job    = cfg_job_id[sc_jent];
                tq_wdata.worker = 8'(sc_w);
                tq_wdata.status = 8'(1 << LP_AGG_S_TIMEOUT);
                tq_wdata.chunk  = sc_chunk;
                tq_wdata.count  = 16'(sc_cnt);
                tq_wdata.retry  = 16'(sc_round);
                tq_wdata.bitmap = sc_bm;
                tq_wvalid = !flush[sc_jent];
            end
            default: ;
        endcase
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            sc_st <= SC_SNAP; sc_i <= '0; sc_miss <= '0;
            sc_jent <= '0; sc_chunk <= '0; sc_cnt <= '0; sc_round <= '0; sc_bm <= '0; sc_w <= '0;
            sn_busy <= 1'b0; sn_closed <= 1'b0; sn_exp <= 1'b0; sn_last <= 1'b0; sn_jent <= '0; sn_chi <= '0;
            sn_cnt <= '0; sn_retry <= '0; sn_bm <= '0; sn_miss <= '0; sn_pop <= '0;
            c_wq <= 1'b0; c_wq_slot <= '0; flush_q <= 1'b0; wq_eq_q <= 1'b0; keq_q <= 1'b0;
        end else begin
            c_wq      <= c_fire && c_take;
            c_wq_slot <= c_slot;
            wq_eq_q   <= c_slot == sc_i;
            keq_q     <= (c_snap ? c_sslot : c_slot) == sc_i;   // k_slot's next value
            flush_q   <= flush_any;
            unique case (sc_st)
                SC_SNAP: begin
                    sc_st     <= SC_ACT;
                    sn_busy   <= s_busy[sc_i];
                    sn_closed <= s_closed[sc_i];
                    sn_exp    <= cfg_timeout != '0 && job_now[sjent(sc_i)] - rb_t[sc_i] >= cfg_timeout;
                    sn_last   <= rb_retry[sc_i] >= cfg_retries;
                    sn_jent   <= sjent(sc_i);
                    sn_chi    <= ra_chi[sc_i];
                    sn_cnt    <= ra_cnt[sc_i];
                    sn_retry  <= rb_retry[sc_i];
                    sn_bm     <= ra_bm[sc_i];
                    sn_miss   <= cfg_job_workers[sjent(sc_i)] & ~ra_bm[sc_i];
                    sn_pop    <= popc32(ra_bm[sc_i]);
                end
                SC_ACT: begin
                    if (sc_inval) sc_st <= SC_SNAP;
                    else if (sc_nround) begin
                        sc_st    <= SC_PICK;
                        sc_jent  <= sn_jent;
                        sc_chunk <= chunk_of(sn_chi, sc_i);
                        sc_cnt   <= sn_cnt;
                        sc_round <= sn_retry + 4'd1;
                        sc_bm    <= sn_bm;
                        sc_miss  <= sn_miss;
                    end else if (sc_adv) sc_st <= SC_SNAP;
                end
                SC_PICK: begin
                    if (sc_lrd_en) begin
                        sc_st <= SC_PUSH;
                        sc_w  <= sc_ffs;
                    end else if (sc_unlearned) begin
                        sc_miss[sc_ffs] <= 1'b0;
                    end else begin
                        sc_st <= SC_SNAP;
                    end
                end
                SC_PUSH: begin
                    if (flush[sc_jent]) sc_st <= SC_SNAP;
                    else if (tq_wready) begin
                        sc_miss[sc_w] <= 1'b0;
                        sc_st <= SC_PICK;
                    end
                end
                default: sc_st <= SC_SNAP;
            endcase
            if (sc_adv || (sc_st == SC_PUSH && flush[sc_jent])) sc_i <= sc_i + 1'b1;
        end
    end

    // =====================================================================================================
    // Slot table, learned table: updates
    // =====================================================================================================
    always_ff @(posedge clk) begin      // A: the commit
        if (c_fire && c_take) begin
            ra_bm[c_slot] <= c_bm_new;
            if (c_first) begin
                ra_chi[c_slot] <= c_chunk[31:PW];
                ra_cnt[c_slot] <= CNTW'(c_count);
            end
        end
    end

    logic          b_we;
    logic [SW-1:0] b_wa;
    logic [3:0]    b_retry;
    logic [23:0]   b_t;
    always_comb begin                   // B: the commit (allocation, close), else the scanner
        if (c_fire && c_take && (c_first || c_fin)) begin
            b_we = 1'b1; b_wa = c_slot; b_retry = '0; b_t = job_now[k_jent];
        end else begin
            b_we = sc_nround || sc_fail; b_wa = sc_i; b_retry = sn_retry + 4'd1; b_t = job_now[sn_jent];
        end
    end
    always_ff @(posedge clk) begin
        if (b_we) begin
            rb_t[b_wa]     <= b_t;
            rb_retry[b_wa] <= b_retry;
        end
    end

    always_ff @(posedge clk) begin      // flip-flops
        if (rst) begin
            s_busy <= '0; s_closed <= '0; lv <= '0; job_now <= '0;
            mst_mac <= '0; mst_node <= '0;
        end else begin
            for (int j = 0; j < JOBS; j++)
                if (tmr_run[j]) job_now[j] <= job_now[j] + 24'd1;
            if (c_fire && c_take) begin
                if (c_first) s_busy[c_slot] <= 1'b1;
                if (c_fin) begin
                    s_busy[c_slot]   <= 1'b0;
                    s_closed[c_slot] <= 1'b1;
                end
                lv[k_jent][c_wrk[4:0]] <= 1'b1;
                mst_mac[k_jent]  <= c_dmac;
                mst_node[k_jent] <= c_dst;
            end
            if (sc_fail) begin
                s_busy[sc_i]   <= 1'b0;
                s_closed[sc_i] <= 1'b1;
            end
            if (sc_unclose) s_closed[sc_i] <= 1'b0;
            // flush last: it wins (the commit and the scanner do not act in a flush cycle anyway)
            for (int j = 0; j < JOBS; j++) begin
                if (flush[j]) begin
                    lv[j] <= '0;
                    s_busy[j*PS +: PS]   <= '0;
                    s_closed[j*PS +: PS] <= '0;
                end
            end
        end
    end

    lp_ram_sdp #(.WIDTH(LRNW), .DEPTH(JOBS * NW), .RAM_STYLE("distributed")) u_lrn (
        .clk,
        .wr_en   (c_fire && c_take),
        .wr_addr (LRN_AW'({k_jent, c_wrk[4:0]})),
        .wr_data ({c_node, c_smac}),
        .rd_en   (sc_lrd_en),
        .rd_addr (LRN_AW'({sc_jent, sc_ffs})),
        .rd_data (lrn_rd)
    );

    // commit register and the parser's buffer
    logic       a_rel;      // A releases its staging buffer
    logic       a_buf;
    always_ff @(posedge clk) begin
        if (rst) begin
            cm_valid <= 1'b0; bfree <= 2'b11; p_buf <= 1'b0;
            cm_h <= '0; cm_nbytes <= '0; cm_hasbuf <= 1'b0; cm_buf <= 1'b0;
        end else begin
            if (s_hs && icontrib && ib == IBW'(4)) begin
                p_buf <= bsel;
                bfree[bsel] <= 1'b0;
            end
            if (c_fire) begin
                cm_valid <= 1'b0;
                if (!c_take && cm_hasbuf) bfree[cm_buf] <= 1'b1;
            end
            if (a_rel) bfree[a_buf] <= 1'b1;
            if (in_last_c) begin
                cm_valid  <= 1'b1;
                for (int k = 0; k < 4; k++)
                    cm_h[64*k +: 64] <= (ib == IBW'(k)) ? s_axis_tdata : pw[k];
                cm_nbytes <= {1'b0, ib, 3'b000} + 17'($countones(s_axis_tkeep));
                cm_hasbuf <= ib >= IBW'(4);
                cm_buf    <= cur_buf;
            end
        end
    end

    // staging RAM: two buffers of CWP words
    logic             st_we;
    logic [CWB:0]     st_wa, st_ra;
    logic [63:0]      st_rd;
    assign st_we = s_hs && icontrib && ib >= IBW'(4) && ib < IBW'(4 + CWP);
    assign st_wa = {cur_buf, CWB'(ib - IBW'(4))};

    logic             a_issue;
    lp_ram_sdp #(.WIDTH(64), .DEPTH(2 * CWP), .RAM_STYLE("distributed")) u_stg (
        .clk,
        .wr_en   (st_we),
        .wr_addr (st_wa),
        .wr_data (s_axis_tdata),
        .rd_en   (a_issue),
        .rd_addr (st_ra),
        .rd_data (st_rd)
    );

    // =====================================================================================================
    // Apply (A)
    // =====================================================================================================
    logic        aq_rvalid, aq_rready;
    logic [1:0]  cnt_unused1;
    logic [2:0]  cnt_unused2, cnt_unused3, cnt_unused4;
    apl_t        aq_rdata;
    lp_fifo_sync #(.WIDTH($bits(apl_t)), .DEPTH(2)) u_aq (
        .clk, .rst,
        .wr_valid (c_fire && c_take), .wr_ready (aq_wready), .wr_data (c_ap),
        .rd_valid (aq_rvalid), .rd_ready (aq_rready), .rd_data (aq_rdata),
        .count    (cnt_unused1)
    );

    logic            a_run, a_first, a_fin, a_sat;
    logic [SW-1:0]   a_slot;
    logic [CNTW-1:0] a_cnt;
    logic [CWB-1:0]  a_w, a_nw1;   // word being read, last word
    desc_t           a_res;
    logic            p1_v, p1_last, p2_v, p2_last, p2_sat;
    logic [CWB-1:0]  p1_w, p2_w;
    logic [63:0]     p2_d, p1_d;
    logic            p1_sat;
    logic [SLOTS-1:0] sat_q;       // per slot: an element saturated so far (apply order)
    logic [63:0]     sum_rd;
    logic            rf_wready_unused, rf_rvalid_unused;  // guaranteed by the credit / the descriptor order
    logic            rf_rready, rq_wready, rq_wvalid;
    logic [$clog2(CWP):0] rf_count;
    logic [63:0]     rf_rdata;
    desc_t           rq_wdata;
    logic            a_start, a_room;

    assign a_start  = !a_run && aq_rvalid && !p1_v && !p2_v && (!aq_rdata.fin || rq_wready);
    assign aq_rready = a_start;
    // result FIFO credit: words in it plus words in flight stay within its depth
    assign a_room   = !a_fin || (16'(rf_count) + 16'(p1_v) + 16'(p2_v) < 16'(CWP));
    assign a_issue  = a_run && a_room;
    assign st_ra    = {a_buf, a_w};
    assign a_rel    = p2_v && p2_last;

    always_comb begin
        logic [32:0] s;
        p1_d   = '0;
        p1_sat = 1'b0;
        for (int l = 0; l < 2; l++) begin
            s = a_first ? {1'b0, bswap(st_rd[32*l +: 32])} : sat_add(bswap(sum_rd[32*l +: 32]), bswap(st_rd[32*l +: 32]));
            if (16'({p1_w, 1'b0}) + 16'(l) < 16'(a_cnt)) begin
                p1_d[32*l +: 32] = bswap(s[31:0]);
                p1_sat = p1_sat | s[32];
            end
        end
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            a_run <= 1'b0; p1_v <= 1'b0; p2_v <= 1'b0; sat_q <= '0;
            a_first <= 1'b0; a_fin <= 1'b0; a_sat <= 1'b0; a_slot <= '0; a_cnt <= '0; a_w <= '0; a_nw1 <= '0;
            a_res <= '0; a_buf <= 1'b0;
            p1_w <= '0; p1_last <= 1'b0; p2_w <= '0; p2_last <= 1'b0; p2_d <= '0; p2_sat <= 1'b0;
        end else begin
            if (a_start) begin
                a_run   <= 1'b1;
                a_buf   <= aq_rdata.sbuf;
                a_slot  <= aq_rdata.slot;
                a_first <= aq_rdata.first;
                a_fin   <= aq_rdata.fin;
                a_cnt   <= aq_rdata.cnt;
                a_res   <= aq_rdata.res;
                a_res.worker <= 8'(popc32(aq_rdata.res.bitmap));
                a_w     <= '0;
                a_nw1   <= CWB'((32'(aq_rdata.cnt) + 32'd1) / 32'd2 - 32'd1);
                a_sat   <= 1'b0;
            end
            p1_v <= a_issue;
            if (a_issue) begin
                p1_w    <= a_w;
                p1_last <= a_w == a_nw1;
                a_w     <= a_w + 1'b1;
                if (a_w == a_nw1) a_run <= 1'b0;
            end
            p2_v <= p1_v;
            if (p1_v) begin
                p2_w    <= p1_w;
                p2_last <= p1_last;
                p2_d    <= p1_d;
                p2_sat  <= p1_sat;
            end
            if (p2_v) begin
                a_sat <= a_sat | p2_sat;
                if (p2_last) sat_q[a_slot] <= (a_first ? 1'b0 : sat_q[a_slot]) | a_sat | p2_sat;
            end
        end
    end

    lp_ram_sdp #(.WIDTH(64), .DEPTH(SLOTS * CWP), .RAM_STYLE("block")) u_sum (
        .clk,
        .wr_en   (p2_v && !a_fin),
        .wr_addr ({a_slot, p2_w}),
        .wr_data (p2_d),
        .rd_en   (a_issue),
        .rd_addr ({a_slot, a_w}),
        .rd_data (sum_rd)
    );

    always_comb begin
        rq_wdata = a_res;
        rq_wdata.status = '0;
        rq_wdata.status[LP_AGG_S_SAT] = (!a_first && sat_q[a_slot]) || a_sat || p2_sat;
        rq_wvalid = p2_v && p2_last && a_fin;
    end

    lp_fifo_sync #(.WIDTH(64), .DEPTH(CWP)) u_rf (
        .clk, .rst,
        .wr_valid (p2_v && a_fin), .wr_ready (rf_wready_unused), .wr_data (p2_d),
        .rd_valid (rf_rvalid_unused), .rd_ready (rf_rready), .rd_data (rf_rdata),
        .count    (rf_count)
    );

    // =====================================================================================================
    // Output (O): three descriptor queues, round robin
    // =====================================================================================================
    logic [2:0]  q_rvalid, q_rready;
    desc_t       q_rdata [3];
    logic        rq_rvalid, cq_rvalid, tq_rvalid;
    desc_t       rq_rdata, cq_rdata, tq_rdata;

    lp_fifo_sync #(.WIDTH($bits(desc_t)), .DEPTH(4)) u_rq (
        .clk, .rst,
        .wr_valid (rq_wvalid), .wr_ready (rq_wready), .wr_data (rq_wdata),
        .rd_valid (rq_rvalid), .rd_ready (q_rready[0]), .rd_data (rq_rdata), .count (cnt_unused2)
    );
    lp_fifo_sync #(.WIDTH($bits(desc_t)), .DEPTH(4)) u_cq (
        .clk, .rst,
        .wr_valid (c_fire && c_nack), .wr_ready (cq_wready), .wr_data (c_nd),
        .rd_valid (cq_rvalid), .rd_ready (q_rready[1]), .rd_data (cq_rdata), .count (cnt_unused3)
    );
    lp_fifo_sync #(.WIDTH($bits(desc_t)), .DEPTH(4)) u_tq (
        .clk, .rst,
        .wr_valid (tq_wvalid), .wr_ready (tq_wready), .wr_data (tq_wdata),
        .rd_valid (tq_rvalid), .rd_ready (q_rready[2]), .rd_data (tq_rdata), .count (cnt_unused4)
    );
    assign q_rvalid = {tq_rvalid, cq_rvalid, rq_rvalid};
    assign q_rdata[0] = rq_rdata;
    assign q_rdata[1] = cq_rdata;
    assign q_rdata[2] = tq_rdata;

    logic        o_act, o_isres;
    logic [1:0]  o_rr;            // queue served last
    logic [1:0]  o_sel;
    logic        o_pick;
    desc_t       o_d;
    logic [11:0] o_beat, o_nb1;   // beat, last beat
    logic [CWB:0] o_nw;           // element words of a result
    logic [7:0]  o_lkeep;
    logic [8*HDRB-1:0] o_h;
    logic        o_load;
    logic [63:0] o_data;
    logic        o_rf_pop;
    logic [3:0]  m_typ;
    logic        m_sat;

    always_comb begin
        // round robin: the first valid queue after the one served last
        o_pick = 1'b0;
        o_sel  = 2'd0;
        for (int k = 3; k >= 1; k--) begin
            logic [2:0] q;
            q = {1'b0, o_rr} + 3'(k);
            if (q >= 3'd3) q = q - 3'd3;
            if (q_rvalid[q[1:0]]) begin
                o_pick = 1'b1;
                o_sel  = q[1:0];
            end
        end
        o_pick   = o_pick && !o_act;
        q_rready = o_pick ? 3'(1 << o_sel) : 3'b000;
    end

    always_comb begin
        logic [7:0] hv [HDRB];
        for (int k = 0; k < HDRB; k++) hv[k] = '0;
        for (int k = 0; k < 6; k++) begin
            hv[k]     = o_d.dmac[8*(5-k) +: 8];
            hv[6 + k] = cfg_mac[8*(5-k) +: 8];
        end
        hv[12] = LP_AGG_ETHERTYPE[15:8];
        hv[13] = LP_AGG_ETHERTYPE[7:0];
        hv[LP_AGG_OFF_VER_TYPE] = {4'(LP_AGG_VERSION), o_d.typ};
        hv[LP_AGG_OFF_JOB]      = o_d.job;
        hv[LP_AGG_OFF_WORKER]   = o_d.worker;
        hv[LP_AGG_OFF_NODE]     = cfg_node;
        hv[LP_AGG_OFF_STATUS]   = o_d.status;
        for (int k = 0; k < 4; k++) begin
            hv[LP_AGG_OFF_CHUNK + k]  = o_d.chunk[8*(3-k) +: 8];
            hv[LP_AGG_OFF_BITMAP + k] = o_d.bitmap[8*(3-k) +: 8];
        end
        for (int k = 0; k < 2; k++) begin
            hv[LP_AGG_OFF_COUNT + k] = o_d.count[8*(1-k) +: 8];
            hv[LP_AGG_OFF_RETRY + k] = o_d.retry[8*(1-k) +: 8];
        end
        for (int k = 0; k < HDRB; k++) o_h[8*k +: 8] = hv[k];
    end

    assign o_load   = !m_axis_net_tvalid || m_axis_net_tready;
    assign o_rf_pop = o_act && o_load && o_isres && o_beat >= 12'd4 && (o_beat - 12'd4) < 12'(o_nw);
    assign rf_rready = o_rf_pop;
    always_comb begin
        if (o_beat < 12'd4)  o_data = o_h[64*o_beat[1:0] +: 64];
        else if (o_rf_pop)   o_data = rf_rdata;
        else                 o_data = '0;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            o_act <= 1'b0; o_rr <= 2'd2; o_d <= '0; o_beat <= '0; o_nb1 <= '0; o_nw <= '0; o_lkeep <= '0;
            o_isres <= 1'b0;
            m_axis_net_tvalid <= 1'b0; m_axis_net_tdata <= '0; m_axis_net_tkeep <= '0; m_axis_net_tlast <= 1'b0;
            m_axis_net_tdest <= '0; m_typ <= '0; m_sat <= 1'b0;
        end else begin
            if (o_pick) begin
                o_act   <= 1'b1;
                o_rr    <= o_sel;
                o_d     <= q_rdata[o_sel];
                o_isres <= q_rdata[o_sel].typ == TY_RESULT;
                o_nw    <= (CWB + 1)'((q_rdata[o_sel].count + 16'd1) >> 1);
                o_beat  <= '0;
            end
            // the frame's last beat and its tkeep, from the registered descriptor: right from beat 1 on,
            // which is early enough (the last beat is MNB1 or later, MNB1 >= 4)
            if (o_isres && o_d.count > 16'(CMIN)) begin
                o_nb1   <= 12'(3 + o_nw);
                o_lkeep <= o_d.count[0] ? 8'h0F : 8'hFF;
            end else begin
                o_nb1   <= 12'(MNB1);
                o_lkeep <= MKEEP;
            end
            if (o_load) begin
                m_axis_net_tvalid <= o_act;
                if (o_act) begin
                    m_axis_net_tdata <= o_data;
                    m_axis_net_tkeep <= (o_beat == o_nb1) ? o_lkeep : 8'hFF;
                    m_axis_net_tlast <= o_beat == o_nb1;
                    m_axis_net_tdest <= o_d.dest;
                    m_typ            <= o_d.typ;
                    m_sat            <= o_d.status[LP_AGG_S_SAT];
                    o_beat           <= o_beat + 1'b1;
                    if (o_beat == o_nb1) o_act <= 1'b0;
                end
            end
        end
    end

    // =====================================================================================================
    // Status and events
    // =====================================================================================================
    logic [JOBS-1:0] job_busy;
    always_comb begin
        job_busy = '0;
        for (int j = 0; j < JOBS; j++) job_busy[j] = |s_busy[j*PS +: PS];
    end
    logic o_end;
    assign o_end = m_axis_net_tvalid && m_axis_net_tready && m_axis_net_tlast;
    always_ff @(posedge clk) begin
        if (rst) begin
            st_job_busy <= '0; st_slots_used <= '0;
            ev_contrib <= 1'b0; ev_dup <= 1'b0; ev_unreg <= 1'b0; ev_bad <= 1'b0; ev_busy <= 1'b0;
            ev_count <= 1'b0; ev_result <= 1'b0; ev_sat <= 1'b0; ev_nack <= 1'b0; ev_timeout <= 1'b0;
            ev_fail <= 1'b0; ev_oow <= 1'b0; ev_unlearned <= 1'b0;
        end else begin
            st_slots_used <= SUW'($countones(s_busy));
            st_job_busy   <= job_busy;
            ev_contrib   <= c_fire && c_out == O_TAKE;
            ev_dup       <= c_fire && c_out == O_DUP;
            ev_unreg     <= c_fire && c_out == O_UNREG;
            ev_bad       <= c_fire && c_out == O_BAD;
            ev_busy      <= c_fire && c_out == O_BUSY;
            ev_count     <= c_fire && c_out == O_COUNT;
            ev_oow       <= c_fire && c_take && c_job != win_job;
            ev_timeout   <= sc_nround || sc_fail;
            ev_unlearned <= sc_unlearned;
            ev_result    <= o_end && m_typ == TY_RESULT;
            ev_sat       <= o_end && m_typ == TY_RESULT && m_sat;
            ev_nack      <= o_end && m_typ == TY_NACK;
            ev_fail      <= o_end && m_typ == TY_FAIL;
        end
    end

`ifndef SYNTHESIS
    // the registered job match and slot comparisons are the current ones where used; the encoded lowest
    // missing worker is it
    `LP_ASSERT(a_match_current, clk, rst, !c_snap || (m_hit == c_hit && m_jent == c_jent))
    `LP_ASSERT(a_inval_cmp, clk, rst, sc_st != SC_ACT || (wq_eq_q == (c_wq_slot == sc_i) && keq_q == (c_slot == sc_i)))
    `LP_ASSERT(a_lowest_missing, clk, rst, sc_miss == '0 || (sc_miss[sc_ffs] && (sc_miss & ((NW'(1) << sc_ffs) - 1'b1)) == '0))
    `LP_ASSERT_AXIS(a_host_hold, clk, rst, m_axis_host_tvalid, m_axis_host_tready,
                   {m_axis_host_tdata, m_axis_host_tkeep, m_axis_host_tlast})
    `LP_ASSERT_AXIS(a_net_hold, clk, rst, m_axis_net_tvalid, m_axis_net_tready,
                   {m_axis_net_tdata, m_axis_net_tkeep, m_axis_net_tlast, m_axis_net_tdest})
`endif
endmodule

`default_nettype wire
