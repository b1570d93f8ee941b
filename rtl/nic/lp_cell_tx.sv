// lp_cell_tx: segmentation of host frames into cells and their transmission in timeslots.
//
// Fill side: frames from the ingress buffer (s_axis_tuser = destination node, or with cfg_lookup_en the
// destination lookup's result for the frame, taken when its first cell is complete; a frame without a
// route is discarded there) are cut into cells of
// PAYLOAD_BYTES. Each cell is written into one of two cell banks of a simple dual-port RAM, zero
// padded, while its payload CRC is computed; then the bank is FULL with its header fields.
// Send side: on the last word of every slot (the decision clock) the round-robin table entry of the
// next slot, read a clock ahead, decides what the next slot carries, in this order of priority:
//   1. a control/sync message handed over for it on the ctl_* port (cfg_ctl_en),
//   2. a FULL bank holding a cell for that entry's destination (the older bank first, so a flow stays
//      in order) (cfg_tx_en),
//   3. a fake cell if the destination is the arbiter (cfg_tx_en and cfg_fake_en), or to any
//      destination with cfg_idle_en (idle cells: keep every receiver's CDR phase cache trained),
// or nothing (dark). A slot with a cell has the SOA of the entry's wavelength on for the whole slot,
// the guard words are dark (tx_valid low), then preamble, header (with CRC) and payload follow.
// Enables take effect at a decision clock and never cut a cell in flight. A slot is only used when
// cfg_tx_en || cfg_ctl_en (which also drives next_valid, the laser pre-tune) has been high since the
// previous decision clock, so the laser of every lit slot was pre-tuned for a whole slot.
// Control/sync cells: ctl_ready pulses at word slot_words-1-LP_MSG_TX_LEAD of a slot whose next slot
// is valid in the table (with ctl_ready_dst = its destination); a message (ctl_valid, ctl_kind,
// ctl_msg) handed over in the next clock goes out in that next slot, LP_MSG_TX_LEAD clocks after the
// hand-over, unless the table entry changed by the decision clock (dropped, ev_ctl_drop). The cell:
// kind = ctl_kind, src = node, dst = hop = ctl_ready_dst, len 0, payload area zero except its last
// LP_MSG_WORDS words: payload word PAYLOAD_WORDS-LP_MSG_WORDS+i = ctl_msg[LP_MSG_BITS-1-64*i -: 64]
// (the line word's value, i.e. payload byte 8*w+b = line word bits [8*b+7:8*b]).
// Slot alignment: `align`/`align_slot` go to the slot timer (lp_slot_timer). On a realign (hard jump)
// the cell in flight is abandoned: the line and the SOA go dark from the next clock (slot_start pulses
// with slot_on low); a data cell's bank stays FULL and is sent again whole in a later slot, a ctrl/sync
// cell counts in ev_ctl_drop. The slot the timer jumps into is dark.
// S-VLB build (VOQ = 1, and cfg_voq = 1; with cfg_voq = 0 the block works as with VOQ = 0): the fill
// side is the segmentation of the S-VLB core (lp_svlb_core): each FULL bank (the older first) streams
// out on m_cell_* as a whole cell (header with hop = dst and hcrc 0, then the payload area; tdest =
// destination) and is free again. The send side does not pick banks: at every decision clock with
// cfg_tx_en (and no control message for the slot) it asks the queues for the next slot's cell (vq_ask,
// vq_hop) and lights the slot. The cell arrives on vq_* (header patched by the core: hop, relay,
// request/grant fields) into a one-cell buffer; its header goes out with a fresh hcrc (and, for a fake
// cell from the core, the zero-payload CRC). A cell whose header (4 beats) is not complete one clock
// before the last preamble word is too late: the slot carries an idle fake cell instead, the late cell
// is discarded and counted (ev_vq_late), as is a cell cut by a realign (it has left the queues, so it
// is lost). Without a cell from the queues the slot carries an idle fake cell, so in this build every
// slot is lit while cfg_tx_en. The queues answer within L clocks of vq_ask (first beat); the slot
// needs guard + preamble >= L + 4 words (docs/svlb.md, "In the NIC"). ev_agg_relayed pulses at the last
// beat on vq_* of a cell with header bit agg and a source other than this node (a relayed aggregation
// contribution has left the queues: sent in its slot, or lost as late; docs/agg.md).
// OCS control fields (docs/arbiter.md): this block writes the ocs_req_* and cfg_* fields of every header it
// sends. In a slot towards the arbiter (cfg_arbiter_id) they carry this node's OCS request (ocs_req_*,
// or zero without one); in every slot they carry the operation cq_* pending for the slot's destination
// (cq_node, looked up at the decision clock; on the arbiter: lp_arb_ctrl's per-node queue), with
// cfg_src = that destination. cq_take pulses at the decision clock of a slot that carries a cell, and a
// pending operation lights a slot on its own (a fake cell), so an operation leaves in the next slot to
// its node. A cell cut by a realign loses its operation (the realign is counted).
// The laser itself is driven by lp_soa_driver from slot_start/slot_on/slot_wl (and next_* for
// pre-tuning); its registered SOA enables and this block's registered line outputs both trail the slot
// timer by one cycle, so the SOA opens in the same cycle as the slot's first (guard) word.
`default_nettype none
`include "lp_assert.svh"

module lp_cell_tx
    import lp_cell_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int MAX_NODES     = 16,
    parameter bit VOQ           = 1'b0    // 1: S-VLB build, cells go through the queues (see below)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // frames from the ingress buffer
    input  wire logic [LP_WORD_BITS-1:0]       s_axis_tdata,
    input  wire logic [LP_WORD_BITS/8-1:0]     s_axis_tkeep,
    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic                          s_axis_tlast,
    input  wire logic [LP_NODE_ID_BITS-1:0]    s_axis_tuser,
    input  wire logic                          s_axis_tagg,     // the frame is an aggregation contribution
                                                                // (docs/agg.md): header bit `agg`, destination
                                                                // pinned (the lookup neither routes nor drops it)

    // slot alignment to the synchronised grid (lp_slot_timer): this clock is word 0 of slot align_slot
    input  wire logic                          align,
    input  wire logic [7:0]                    align_slot,
    output logic                               ev_slot_adjust,  // the timer was one word off: corrected
    output logic                               ev_slot_realign, // it was further off: hard jump

    // destination lookup result of each frame, in frame order (lp_dest_lookup observing s_axis)
    input  wire logic                          cfg_lookup_en,   // 1: destination from the lookup, else s_axis_tuser
    input  wire logic                          lk_valid,
    input  wire logic                          lk_drop,         // no route: the frame is discarded
    input  wire logic [LP_NODE_ID_BITS-1:0]    lk_node,
    output logic                               lk_pop,

    // fake cells: in a slot towards the arbiter with no data cell, send a header-only (zero payload)
    // cell so the control fields of the header never wait for data (Mercury 3.2)
    input  wire logic                          cfg_fake_en,
    input  wire logic                          cfg_idle_en,     // a fake cell in every slot without data
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_arbiter_id,
    output logic                               ev_fake_sent,

    // OCS control fields (docs/arbiter.md "The arbiter top"). This block owns the
    // ocs_req_* and cfg_* header fields of every cell it sends (relayed cells included): they carry
    // this node's OCS request in the arbiter's slot (ocs_req_v, else 0) and, on the arbiter, a
    // configuration operation for the slot's destination (cq_*, else NOP).
    input  wire logic                          ocs_req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    ocs_req_src,
    input  wire logic [LP_NODE_ID_BITS-1:0]    ocs_req_dst,
    input  wire logic [LP_F_OCS_REQ_VOL_BITS-1:0] ocs_req_vol,
    input  wire logic [LP_F_OCS_REQ_SVC_BITS-1:0] ocs_req_svc,
    input  wire logic [LP_F_OCS_REQ_JOB_BITS-1:0] ocs_req_job,
    output logic                               ev_req_sent,     // a cell carrying the request left
    output logic [LP_NODE_ID_BITS-1:0]         cq_node,         // destination of the next slot (look-up)
    input  wire logic                          cq_v,            // an operation for cq_node is pending
    input  wire lp_cfg_op_e                    cq_op,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cq_dst,
    input  wire logic [LP_F_CFG_EFF_TS_BITS-1:0] cq_eff,
    output logic                               cq_take,         // decision clock: the operation is in the next slot's header
    // in-network aggregation (docs/agg.md): header field agg_job of every cell towards the arbiter
    // (agg_all = 0: a NIC's window request) or of every cell (agg_all = 1: the arbiter's open window);
    // agg_tell lights the next slot (to cq_node) with a fake cell if nothing else does (the arbiter
    // telling a node a new window); hdr_take: decision clock of a lit slot (its header leaves)
    input  wire logic [7:0]                    agg_job,
    input  wire logic                          agg_all,
    input  wire logic                          agg_tell,
    output logic                               hdr_take,
    output logic                               ev_agg_sent,     // a contribution cell of this node left
    output logic                               ev_agg_relayed,  // VOQ build: a relayed contribution cell (agg,
                                                                // source != this node) came from the queues (below)

    // control and sync cells (priority over data and fake cells in their slot)
    input  wire logic                          cfg_ctl_en,      // ctrl/sync cells may be sent (also with cfg_tx_en = 0)
    output logic                               ctl_ready,       // word slot_words-1-LP_MSG_TX_LEAD of slot k; slot k+1 valid
    output logic [LP_NODE_ID_BITS-1:0]         ctl_ready_dst,   // destination of slot k+1
    input  wire logic                          ctl_valid,       // only in the clock after ctl_ready: a message for slot k+1
    input  wire lp_kind_e                      ctl_kind,        // LP_KIND_CTRL or LP_KIND_SYNC (others dropped)
    input  wire lp_msg_t                       ctl_msg,
    output logic                               ev_ctl_sent,     // a ctrl/sync cell completed
    output logic                               ev_ctl_drop,     // one pulse per message that could not be sent

    // configuration
    input  wire logic                          cfg_tx_en,       // data and fake cells
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node_id,
    input  wire logic [7:0]                    cfg_guard,
    input  wire logic [7:0]                    cfg_preamble,
    input  wire logic [7:0]                    cfg_table_len,   // slots of the active table

    // round-robin table (lp_rr_table's look-ahead ports): entries {rx_valid, rx_src, valid, wl, dst}
    // (rx_*: the receive schedule) of the next slot, read a clock ahead (tbl_nx: of tbl_nx_slot of the
    // previous clock, the pending table's at a cycle end at tbl_la_last), of the slot after a jump (tbl_jn:
    // of tbl_jn_slot of the previous clock), and of a realign's slot (tbl_al: of tbl_al_slot, combinational)
    output logic                               tbl_la_last,
    output logic [7:0]                         tbl_nx_slot,
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  tbl_nx,
    output logic [7:0]                         tbl_jn_slot,
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  tbl_jn,
    output logic [7:0]                         tbl_al_slot,
    input  wire logic [9+2*LP_NODE_ID_BITS:0]  tbl_al,
    output logic                               cycle_end,       // last word of the cycle's last slot

    // receive schedule of the current slot (registered at the decision clock: valid from slot_start on)
    output logic                               cur_rx_valid,
    output logic [LP_NODE_ID_BITS-1:0]         cur_rx_src,

    // optical line (GT TX user data)
    output logic [LP_WORD_BITS-1:0]            ots_tx_data,
    output logic                               ots_tx_valid,

    // to the SOA driver (lp_soa_driver): what the laser must do in this slot and the next
    output logic                               slot_start,    // first clock of a slot (timer domain; see below)
    output logic                               slot_on,       // this slot carries a cell: emit
    output logic [7:0]                         slot_wl,       // on this wavelength
    output logic                               next_valid,    // the next slot may emit ...
    output logic [7:0]                         next_wl,       // ... on this wavelength (pre-tune)

    // status, events and ILA debug bundle
    output logic [7:0]                         dbg_slot,
    output logic [10:0]                        dbg_word,
    output logic [2:0]                         dbg_phase,     // {cell, preamble, guard}, aligned with the line
    output logic                               dbg_sending,
    output logic [MAX_NODES-1:0]               st_pend_mask,   // destinations of the cells held (not VOQ)
    output logic                               ev_cell_sent,

    // VOQ = 1 (S-VLB): every cell the fill side completes leaves on m_cell_* (header first, hcrc 0,
    // tdest = destination) for the queues; each slot asks for its cell at the decision clock
    // (vq_ask, vq_hop = the slot's destination) and takes it from vq_* (one beat per clock, header
    // first, no back-pressure); unused (tied off) with VOQ = 0
    input  wire logic                          cfg_voq,       // VOQ build: 1 = use the queues, 0 = as VOQ = 0
    output logic                               m_cell_tvalid,
    input  wire logic                          m_cell_tready,
    output logic [LP_WORD_BITS-1:0]            m_cell_tdata,
    output logic                               m_cell_tlast,
    output logic [LP_NODE_ID_BITS-1:0]         m_cell_tdest,
    output logic                               vq_ask,
    output logic [LP_NODE_ID_BITS-1:0]         vq_hop,
    input  wire logic                          vq_valid,
    input  wire logic [LP_WORD_BITS-1:0]       vq_data,
    input  wire logic                          vq_last,
    output logic                               ev_vq_late    // a slot's cell came too late or was cut by a realign: lost
);
    localparam int WB            = LP_WORD_BITS / 8;
    localparam int PAYLOAD_WORDS = PAYLOAD_BYTES / WB;
    localparam int CELL_WORDS    = LP_HDR_WORDS + PAYLOAD_WORDS;
    localparam int PW            = $clog2(PAYLOAD_WORDS);
    localparam int NW            = $clog2(MAX_NODES);

    localparam int MSG_W0        = PAYLOAD_WORDS - int'(LP_MSG_WORDS);     // payload word of message word 0
    localparam int READY_CW      = CELL_WORDS - 1 - int'(LP_MSG_TX_LEAD);  // cell word of ctl_ready

    if (PAYLOAD_BYTES % WB != 0 || PAYLOAD_BYTES > LP_SLOT_MAX_PAYLOAD_BYTES ||
        (1 << PW) != PAYLOAD_WORDS) begin : g_bad_payload_bytes
        $fatal(1, "lp_cell_tx: PAYLOAD_BYTES=%0d must be a power-of-two number of words <= %0d bytes",
               PAYLOAD_BYTES, LP_SLOT_MAX_PAYLOAD_BYTES);
    end
    if (MAX_NODES < 2 || (1 << NW) != MAX_NODES) begin : g_bad_max_nodes
        $fatal(1, "lp_cell_tx: MAX_NODES must be a power of two");
    end
    if (LP_MSG_BITS != LP_MSG_WORDS * LP_WORD_BITS || MSG_W0 < 0) begin : g_bad_lp_msg_bits
        $fatal(1, "lp_cell_tx: a %0d-word message does not fit a %0d-word payload area", LP_MSG_WORDS, PAYLOAD_WORDS);
    end
    if (LP_MSG_TX_LEAD < 2 || READY_CW < 1) begin : g_bad_lp_msg_tx_lead
        $fatal(1, "lp_cell_tx: LP_MSG_TX_LEAD=%0d must be >= 2 and < CELL_WORDS - 1", LP_MSG_TX_LEAD);
    end

    // ------------------------------------------------------------------------------ cell banks
    typedef enum logic [1:0] {B_FREE, B_FULL, B_SENDING} bank_state_e;
    typedef enum logic [1:0] {S_DATA, S_FAKE, S_CTL, S_VOQ} send_kind_e;
    typedef struct packed {
        logic [LP_NODE_ID_BITS-1:0] dst;
        logic                       first;
        logic                       last;
        logic [LP_F_FRAME_ID_BITS-1:0] frame_id;
        logic [LP_F_SEQ_BITS-1:0]   seq;
        logic [LP_F_LEN_BITS-1:0]   len;
        logic [LP_PCRC_WIDTH-1:0]   pcrc;
        logic                       agg;
    } meta_t;

    bank_state_e bstate [2];
    meta_t       bmeta  [2];
    logic        older;            // index of the bank that became FULL first

    logic        pick, pick_bank;  // send side: a FULL bank is taken for the next slot
    logic        sending, sbank;   // send side: the current slot carries a cell (bank sbank if data)
    send_kind_e  skind;            // ... of this kind
    logic        send_done;        // last word of a slot that carried a cell
    logic        abort;            // a realign abandons the cell in flight
    // S-VLB path in use: VOQ build and cfg_voq (change it only while no cell is in flight: cfg_tx_en
    // low for a slot, the banks empty)
    wire logic   voq = VOQ && cfg_voq;
    logic        e_start, e_sel;   // VOQ build: the export engine takes FULL bank e_sel ...
    logic        e_free, e_bank;   // ... and frees bank e_bank after its last payload read

    logic                     ram_we;
    logic [PW:0]              ram_waddr, ram_raddr;
    logic [LP_WORD_BITS-1:0]  ram_wdata, ram_rdata;
    logic                     ram_re;

    lp_ram_sdp #(
        .WIDTH        (LP_WORD_BITS),
        .DEPTH        (2 * PAYLOAD_WORDS),
        .RAM_STYLE    ("block"),
        .READ_LATENCY (1)
    ) u_cellbuf (
        .clk     (clk),
        .wr_en   (ram_we),
        .wr_addr (ram_waddr),
        .wr_data (ram_wdata),
        .rd_en   (ram_re),
        .rd_addr (ram_raddr),
        .rd_data (ram_rdata)
    );

    // ------------------------------------------------------------------------------ fill side
    logic                        filling, reading, saw_last, in_frame, fbank;
    logic [PW:0]                 fword;
    logic [LP_F_LEN_BITS-1:0]    fbytes;
    logic                        ffirst;
    logic [LP_NODE_ID_BITS-1:0]  fdst;
    logic                        fagg;         // the frame is a contribution (s_axis_tagg at its first beat)
    logic                        fdiscard;     // the rest of this frame is discarded (no route)
    logic [LP_F_FRAME_ID_BITS-1:0] frame_id;
    logic [LP_PCRC_WIDTH-1:0]    crc_q, crc_d;
    logic [LP_F_SEQ_BITS-1:0]    seq_tbl [MAX_NODES];

    wire logic free0 = (bstate[0] == B_FREE);
    wire logic free1 = (bstate[1] == B_FREE);
    wire logic start_fill = !filling && s_axis_tvalid && (free0 || free1);

    logic [LP_WORD_BITS-1:0] keep_mask;
    always_comb begin
        for (int i = 0; i < WB; i++) keep_mask[8*i +: 8] = {8{s_axis_tkeep[i]}};
    end

    // the first cell of a frame completes only once the frame's lookup result is there (its last word,
    // data or padding, is neither accepted nor written before)
    wire logic lk_wait = cfg_lookup_en && ffirst && !lk_valid && (fword == (PW+1)'(PAYLOAD_WORDS - 1));
    assign s_axis_tready = filling && reading && !lk_wait;
    wire logic fbeat   = s_axis_tvalid && s_axis_tready;
    wire logic fwrite  = filling && (!reading || s_axis_tvalid) && !lk_wait;  // a data beat or a padding word
    wire logic [LP_WORD_BITS-1:0] fdata = reading ? (s_axis_tdata & keep_mask) : '0;
    wire logic fdone   = fwrite && (fword == (PW+1)'(PAYLOAD_WORDS - 1));
    wire logic beat_last = fbeat && s_axis_tlast;

    assign ram_we    = fwrite;
    assign ram_waddr = {fbank, fword[PW-1:0]};
    assign ram_wdata = fdata;

    lp_crc #(
        .WIDTH  (LP_PCRC_WIDTH),
        .POLY   (LP_PCRC_POLY),
        .DATA_W (LP_WORD_BITS),
        .REFIN  (int'(LP_PCRC_REFLECT))
    ) u_pcrc (
        .crc_in  (crc_q),
        .data    (fdata),
        .crc_out (crc_d)
    );

    wire logic                       lk_use    = cfg_lookup_en && ffirst && !fagg;  // pinned: lookup ignored
    wire logic [LP_NODE_ID_BITS-1:0] fdst_now  = lk_use ? lk_node : fdst;
    wire logic                       fdrop_now = ffirst ? (lk_use && lk_drop) : fdiscard;
    wire logic [NW-1:0] cur_dst_idx = fdst_now[NW-1:0];
    // one lookup result per frame: consumed with the frame's first cell, used or not
    assign lk_pop = fdone && ffirst;

    always_ff @(posedge clk) begin
        if (rst) begin
            filling  <= 1'b0;
            reading  <= 1'b0;
            saw_last <= 1'b0;
            in_frame <= 1'b0;
            fbank    <= 1'b0;
            fword    <= '0;
            fbytes   <= '0;
            ffirst   <= 1'b0;
            fdst     <= '0;
            fagg     <= 1'b0;
            fdiscard <= 1'b0;
            frame_id <= '0;
            crc_q    <= LP_PCRC_INIT;
            bstate[0] <= B_FREE;
            bstate[1] <= B_FREE;
            older    <= 1'b0;
            for (int i = 0; i < MAX_NODES; i++) seq_tbl[i] <= '0;
        end else begin
            if (start_fill) begin
                filling  <= 1'b1;
                reading  <= 1'b1;
                saw_last <= 1'b0;
                fbank    <= free0 ? 1'b0 : 1'b1;
                fword    <= '0;
                fbytes   <= '0;
                crc_q    <= LP_PCRC_INIT;
                ffirst   <= !in_frame;
                if (!in_frame) fdst <= s_axis_tuser;
                if (!in_frame) fagg <= s_axis_tagg;
                in_frame <= 1'b1;
            end
            if (fwrite) begin
                fword <= fword + 1'b1;
                crc_q <= crc_d;
                if (fbeat) fbytes <= fbytes + LP_F_LEN_BITS'($countones(s_axis_tkeep));
                if (beat_last) begin
                    reading  <= 1'b0;
                    saw_last <= 1'b1;
                end
                if (fdone) begin
                    filling  <= 1'b0;
                    reading  <= 1'b0;
                    fdst     <= fdst_now;
                    fdiscard <= fdrop_now;
                end
                if (fdone && !fdrop_now) begin
                    bstate[fbank] <= B_FULL;
                    older <= (bstate[!fbank] == B_FULL) ? !fbank : fbank;
                    bmeta[fbank] <= '{
                        dst:      fdst_now,
                        first:    ffirst,
                        last:     saw_last || beat_last,
                        frame_id: frame_id,
                        seq:      seq_tbl[cur_dst_idx],
                        len:      fbytes + (fbeat ? LP_F_LEN_BITS'($countones(s_axis_tkeep)) : '0),
                        pcrc:     crc_d ^ LP_PCRC_XOROUT,
                        agg:      fagg
                    };
                    seq_tbl[cur_dst_idx] <= seq_tbl[cur_dst_idx] + 1'b1;
                    if (saw_last || beat_last) frame_id <= frame_id + 1'b1;
                end
                if (fdone && (saw_last || beat_last)) begin
                    in_frame <= 1'b0;
                    fdiscard <= 1'b0;
                end
            end
            // send side: a data bank is released at the end of its slot; a realign mid-cell returns it
            // FULL, and as the older bank (it was picked before any other cell of its destination), so it
            // is sent again, whole, before anything filled after it
            if (send_done && skind == S_DATA) bstate[sbank] <= B_FREE;
            if (abort && skind == S_DATA) begin
                bstate[sbank] <= B_FULL;
                older         <= sbank;
            end
            if (pick) bstate[pick_bank] <= B_SENDING;
            // VOQ build: the export engine takes a FULL bank and frees it after its last payload read
            if (e_start) bstate[e_sel] <= B_SENDING;
            if (e_free)  bstate[e_bank] <= B_FREE;
        end
    end

    // ------------------------------------------------------------------------------ send side
    logic [7:0]  t_slot, t_next;
    logic [10:0] t_word, t_cell_word;
    logic        t_first, t_last, t_guard, t_pre, t_cell;
    logic        t_adjust, t_realign;
    logic [7:0]  t_la_next, t_la_jump;

    // the configuration registered in the timer (REG_CFG): the decision starts from registers
    lp_slot_timer #(
        .CELL_WORDS (CELL_WORDS),
        .SLOT_BITS  (8),
        .REG_CFG    (1'b1)
    ) u_timer (
        .clk         (clk),
        .rst         (rst),
        .run         (1'b1),       // the timer always runs: slots stay aligned while TX is off
        .align       (align),
        .align_slot  (align_slot),
        .cfg_guard   (cfg_guard),
        .cfg_preamble(cfg_preamble),
        .cfg_length  (cfg_table_len),
        .slot        (t_slot),
        .next_slot   (t_next),
        .word        (t_word),
        .first_word  (t_first),
        .last_word   (t_last),
        .ph_guard    (t_guard),
        .ph_preamble (t_pre),
        .ph_cell     (t_cell),
        .cell_word   (t_cell_word),
        .ev_adjust   (t_adjust),
        .ev_realign  (t_realign),
        .la_next_slot(t_la_next),
        .la_jump_next(t_la_jump)
    );

    assign ev_slot_adjust  = t_adjust;
    assign ev_slot_realign = t_realign;

    // A slot boundary: the decision clock (last word), or a realign (the timer jumps into a new slot,
    // which stays dark); a realign onto slot 0 is a cycle boundary for the table swap as well.
    // The table entry of the timer's next slot is read a clock ahead at the timer's next slot of the
    // next clock (tbl_nx) and, for the clock after a realign, at the slot after the jump (tbl_jn): o_*.
    // The decision itself, on the last word and never on a realign, uses tbl_nx only (d_*). The slot
    // that starts after a boundary takes e_*: o_*, or on a realign align_slot's entry from the
    // combinational port (tbl_al), so its receive schedule follows the jump.
    wire logic boundary = t_last || t_realign;
    assign cycle_end   = t_realign ? (align_slot == '0) : (t_last && t_next == '0);
    assign tbl_la_last = t_last;
    assign tbl_nx_slot = t_la_next;
    assign tbl_jn_slot = t_la_jump;
    assign tbl_al_slot = align_slot;

    localparam int NB = LP_NODE_ID_BITS;
    logic realign_q;                           // the last clock was a realign
    wire logic [9+2*NB:0] e_ent = t_realign ? tbl_al : realign_q ? tbl_jn : tbl_nx;
    wire logic [7:0]      e_wl       = e_ent[NB+7:NB];
    wire logic            e_rx_valid = e_ent[2*NB+9];
    wire logic [NB-1:0]   e_rx_src   = e_ent[2*NB+8:NB+9];
    wire logic            d_valid    = tbl_nx[NB+8];
    wire logic [NB-1:0]   d_dst      = tbl_nx[NB-1:0];
    // the entry of the timer's next slot, registered: the control-message offer's and the laser
    // pre-tune's (in a realign's clock the next slot before the jump: the slot jumped into is dark)
    wire logic            o_valid    = realign_q ? tbl_jn[NB+8] : tbl_nx[NB+8];
    wire logic [7:0]      o_wl       = realign_q ? tbl_jn[NB+7:NB] : tbl_nx[NB+7:NB];
    wire logic [NB-1:0]   o_dst      = realign_q ? tbl_jn[NB-1:0] : tbl_nx[NB-1:0];

    // Enables: next_valid (laser pre-tune) is high for every valid slot while either enable is set; a
    // slot may only carry a cell if that has been so since the previous boundary (the laser had a whole
    // slot to tune), so the first slot after both enables were off is dark.
    wire logic en_any = cfg_tx_en || cfg_ctl_en;
    logic      en_run_q;                       // en_any held since the last boundary
    wire logic en_ok  = en_run_q && en_any;
    // the next slot may carry a cell: go. The picks below are written without the realign (*_nr) and
    // gated by it at the end: a realign (decided from the grid's align) comes last in the decision.
    wire logic go_nr  = t_last && en_ok && d_valid;
    wire logic go     = go_nr && !t_realign;
    wire logic [LP_NODE_ID_BITS-1:0] n_dst = d_dst;

    // ---- control/sync message hand-over
    logic                        ready_q;      // ctl_ready was offered in the last clock ...
    logic [LP_NODE_ID_BITS-1:0]  ready_dst_q;  // ... for this destination
    logic                        cm_v;         // a message waits for the decision clock
    lp_kind_e                    cm_kind;
    logic [LP_NODE_ID_BITS-1:0]  cm_dst;
    lp_msg_t                     cm_msg;
    logic [LP_PCRC_WIDTH-1:0]    cm_crc;       // CRC register state after the zero words and the message
    lp_msg_t                     smsg;         // message of the ctrl/sync cell being sent

    // the offer's word decoded a clock ahead: the word after cell word READY_CW-1, unless the slot ends
    // or an align moves the timer (to word 1, never a cell word)
    logic ready_w_q;
    always_ff @(posedge clk) ready_w_q <= !rst && !align && !t_last && t_cell && (t_cell_word == 11'(READY_CW - 1));
    assign ctl_ready     = cfg_ctl_en && en_ok && o_valid && !t_realign && ready_w_q;
    assign ctl_ready_dst = o_dst;

    wire logic kind_ok  = (ctl_kind == LP_KIND_CTRL) || (ctl_kind == LP_KIND_SYNC);
    wire logic c_stray  = ctl_valid && !ready_q;               // not after ctl_ready: dropped
    wire logic c_badk   = ctl_valid && ready_q && !kind_ok;    // not a ctrl/sync kind: dropped
    wire logic c_take   = ctl_valid && ready_q && kind_ok;
    wire logic c_late   = c_take && boundary;                  // too late for its slot (a realign): dropped
    wire logic ctl_pick_nr = go_nr && cfg_ctl_en && cm_v && (n_dst == cm_dst);
    wire logic ctl_pick    = ctl_pick_nr && !t_realign;
    // the waiting message is lost on a realign, at a decision that cannot take it (table entry changed
    // or no longer valid, enables off), or when a new message replaces it before its decision
    wire logic cm_lost  = cm_v && (t_realign || (t_last ? !ctl_pick : c_take));

    // ---- data and fake cells (the control message has priority; a data cell of its destination waits)
    // cells held in the banks (FULL, or SENDING until the slot's last word), by destination: the ODDL
    // control unit waits for its flow's cells to leave before it ends the flow
    always_comb begin
        st_pend_mask = '0;
        for (int b = 0; b < 2; b++)
            for (int d = 0; d < MAX_NODES; d++)
                if (!voq && bstate[b] != B_FREE && bmeta[b].dst == LP_NODE_ID_BITS'(d)) st_pend_mask[d] = 1'b1;
    end
    wire logic m0 = !voq && (bstate[0] == B_FULL) && (bmeta[0].dst == n_dst);
    wire logic m1 = !voq && (bstate[1] == B_FULL) && (bmeta[1].dst == n_dst);
    wire logic pick_nr   = go_nr && cfg_tx_en && !ctl_pick_nr && (m0 || m1);
    assign pick      = pick_nr && !t_realign;
    assign pick_bank = (m0 && m1) ? older : m1;
    wire logic vq_pick   = voq && go && cfg_tx_en && !ctl_pick_nr;   // VOQ build: the slot's cell from the queues
    wire logic fake_pick_nr = !voq && go_nr && cfg_tx_en && !ctl_pick_nr && !(m0 || m1) &&
                                ((cfg_fake_en && (n_dst == cfg_arbiter_id)) || cfg_idle_en || cq_v || agg_tell);
    wire logic fake_pick = fake_pick_nr && !t_realign;
    assign send_done = sending && t_last;
    assign abort     = sending && t_realign && !t_last;   // on the last word the cell is complete
    wire logic s_lost = abort && (skind == S_CTL);

    // Payload CRC register state after nbytes zero bytes (reflected CRC), computed at elaboration: the
    // whole zero payload area of a fake cell, and the zero words before a control message.
    function automatic logic [LP_PCRC_WIDTH-1:0] zero_crc_state(input int nbytes);
        logic [LP_PCRC_WIDTH-1:0] c, poly_rev;
        for (int b = 0; b < LP_PCRC_WIDTH; b++) poly_rev[b] = LP_PCRC_POLY[LP_PCRC_WIDTH-1-b];
        c = LP_PCRC_INIT;
        for (int k = 0; k < 8 * nbytes; k++) begin  // data bits all 0
            c = (c >> 1) ^ (c[0] ? poly_rev : '0);
        end
        return c;
    endfunction
    localparam logic [LP_PCRC_WIDTH-1:0] ZERO_PCRC    = zero_crc_state(PAYLOAD_BYTES) ^ LP_PCRC_XOROUT;
    localparam logic [LP_PCRC_WIDTH-1:0] MSG_CRC_INIT = zero_crc_state(MSG_W0 * WB);

    // The message CRC: one lp_crc over the LP_MSG_WORDS line words (a reflected CRC consumes data bit 0
    // first, so message word 0, the first on the line, is in the low bits). With LP_MSG_TX_LEAD >= 3 the
    // message is registered at the hand-over and the CRC one clock later (both before the decision
    // clock); with LP_MSG_TX_LEAD = 2 the CRC is computed from ctl_msg and registered at the hand-over.
    lp_msg_t                  crc_src;
    logic [LP_MSG_BITS-1:0]   crc_data;
    logic [LP_PCRC_WIDTH-1:0] crc_msg;
    always_comb begin
        for (int i = 0; i < int'(LP_MSG_WORDS); i++)
            crc_data[LP_WORD_BITS*i +: LP_WORD_BITS] = crc_src[LP_MSG_BITS - 1 - LP_WORD_BITS*i -: LP_WORD_BITS];
    end

    lp_crc #(
        .WIDTH  (LP_PCRC_WIDTH),
        .POLY   (LP_PCRC_POLY),
        .DATA_W (LP_MSG_BITS),
        .REFIN  (int'(LP_PCRC_REFLECT))
    ) u_msg_crc (
        .crc_in  (MSG_CRC_INIT),
        .data    (crc_data),
        .crc_out (crc_msg)
    );

    if (LP_MSG_TX_LEAD >= 3) begin : g_crc_late
        assign crc_src = cm_msg;
        always_ff @(posedge clk) cm_crc <= crc_msg;
    end else begin : g_crc_early
        assign crc_src = ctl_msg;
        always_ff @(posedge clk) if (c_take) cm_crc <= crc_msg;
    end

    // ev_ctl_drop: up to three messages can be lost in one clock (a stray hand-over, the waiting message,
    // a cell in flight); each gets its own pulse, the surplus waits in a small backlog. The losses are
    // registered and summed in the next clock (the decision is not followed by the sum in one clock).
    logic [2:0] drop_bl, drop_in;
    wire logic [3:0] drop_sum = 4'(drop_bl) + 4'(drop_in[2]) + 4'(drop_in[1]) + 4'(drop_in[0]);

    always_ff @(posedge clk) begin
        if (rst) begin
            ready_q     <= 1'b0;
            ready_dst_q <= '0;
            cm_v        <= 1'b0;
            cm_kind     <= LP_KIND_CTRL;
            cm_dst      <= '0;
            cm_msg      <= '0;
            drop_bl     <= '0;
            drop_in     <= '0;
            ev_ctl_drop <= 1'b0;
        end else begin
            drop_in     <= {c_stray || c_badk || c_late, cm_lost, s_lost};
            ready_q     <= ctl_ready;
            ready_dst_q <= o_dst;
            if (c_take) begin
                cm_kind <= ctl_kind;
                cm_dst  <= ready_dst_q;
                cm_msg  <= ctl_msg;
            end
            if (c_take && !c_late) cm_v <= 1'b1;
            else if (boundary)     cm_v <= 1'b0;
            ev_ctl_drop <= (drop_sum != '0);
            drop_bl     <= (drop_sum == '0) ? '0 : (drop_sum > 4'd8) ? 3'd7 : 3'(drop_sum - 1'b1);
        end
    end

    // ---- header of the next slot's cell
    logic [7:0]  swl;

    lp_cell_hdr_t hdr_fields;
    logic [LP_HDR_BITS-1:0] hdr_bits, hdr_q;

    // VOQ build: the queued cell's header (or an idle fake cell's), loaded into hdr_q during the guard
    // and preamble of its slot
    logic                        vq_have;    // the asked cell's 4 header beats are in vq_hdr_q
    logic [LP_HDR_BITS-1:0]      vq_hdr_q;
    logic [LP_NODE_ID_BITS-1:0]  vq_hop_q;   // destination of the slot asked for
    lp_cell_hdr_t                vq_fields;
    always_comb begin
        vq_fields     = lp_cell_hdr_t'(vq_hdr_q);
        vq_fields.ver = LP_F_VER_BITS'(LP_CELL_VERSION);
        if (vq_fields.kind != LP_KIND_DATA) begin  // the core's fake cell: zero payload area
            vq_fields.kind = LP_KIND_FAKE;
            vq_fields.pcrc = ZERO_PCRC;
        end
    end
    wire logic vq_hload = voq && sending && (skind == S_VOQ) && !t_cell;

    // OCS control fields of the next slot's header, taken at the decision clock (and held for the
    // VOQ build's header loads during the guard and preamble)
    typedef struct packed {
        logic                              req_v;
        logic [LP_NODE_ID_BITS-1:0]        req_src, req_dst;
        logic [LP_F_OCS_REQ_VOL_BITS-1:0]  req_vol;
        logic [LP_F_OCS_REQ_SVC_BITS-1:0]  req_svc;
        logic [LP_F_OCS_REQ_JOB_BITS-1:0]  req_job;
        lp_cfg_op_e                        op;
        logic [LP_NODE_ID_BITS-1:0]        op_src, op_dst;
        logic [LP_F_CFG_EFF_TS_BITS-1:0]   op_eff;
        logic [7:0]                        agg_job;
    } ovl_t;
    ovl_t ovl_now, ovl_q;

    // a header with the overlay's fields (OCS request, configuration operation, aggregation job) laid on
    function automatic lp_cell_hdr_t with_overlay(input lp_cell_hdr_t h, input ovl_t o);
        with_overlay             = h;
        with_overlay.ocs_req_v   = o.req_v;
        with_overlay.ocs_req_src = o.req_src;
        with_overlay.ocs_req_dst = o.req_dst;
        with_overlay.ocs_req_vol = o.req_vol;
        with_overlay.ocs_req_svc = o.req_svc;
        with_overlay.ocs_req_job = o.req_job;
        with_overlay.cfg_op      = o.op;
        with_overlay.cfg_src     = o.op_src;
        with_overlay.cfg_dst     = o.op_dst;
        with_overlay.cfg_eff_ts  = o.op_eff;
        with_overlay.agg_job     = o.agg_job;
    endfunction
    wire logic lit = pick || fake_pick || ctl_pick || vq_pick;   // the next slot carries a cell
    assign cq_node = n_dst;
    assign cq_take = boundary && lit && cq_v;
    assign hdr_take = boundary && lit;
    always_comb begin
        ovl_now = '0;
        if (agg_all || (n_dst == cfg_arbiter_id)) ovl_now.agg_job = agg_job;
        if (ocs_req_v && (n_dst == cfg_arbiter_id)) begin
            ovl_now.req_v   = 1'b1;
            ovl_now.req_src = ocs_req_src;
            ovl_now.req_dst = ocs_req_dst;
            ovl_now.req_vol = ocs_req_vol;
            ovl_now.req_svc = ocs_req_svc;
            ovl_now.req_job = ocs_req_job;
        end
        if (cq_v) begin
            ovl_now.op     = cq_op;
            ovl_now.op_src = n_dst;
            ovl_now.op_dst = cq_dst;
            ovl_now.op_eff = cq_eff;
        end
    end

    always_comb begin
        hdr_fields          = '0;
        hdr_fields.ver      = LP_F_VER_BITS'(LP_CELL_VERSION);
        hdr_fields.src      = cfg_node_id;
        if (ctl_pick_nr) begin  // control/sync cell: the message in the payload area, len 0
            hdr_fields.kind = cm_kind;
            hdr_fields.dst  = cm_dst;
            hdr_fields.hop  = cm_dst;
            hdr_fields.pcrc = cm_crc ^ LP_PCRC_XOROUT;
        end else if (!(m0 || m1)) begin  // fake cell: header fields only, zero payload area
            hdr_fields.kind = LP_KIND_FAKE;
            hdr_fields.dst  = n_dst;     // the arbiter, or any destination for an idle cell
            hdr_fields.hop  = n_dst;
            hdr_fields.pcrc = ZERO_PCRC;
        end else begin
            hdr_fields.kind     = LP_KIND_DATA;
            hdr_fields.dst      = bmeta[pick_bank].dst;
            hdr_fields.hop      = bmeta[pick_bank].dst;
            hdr_fields.first    = bmeta[pick_bank].first;
            hdr_fields.last     = bmeta[pick_bank].last;
            hdr_fields.frame_id = bmeta[pick_bank].frame_id;
            hdr_fields.seq      = bmeta[pick_bank].seq;
            hdr_fields.len      = bmeta[pick_bank].len;
            hdr_fields.pcrc     = bmeta[pick_bank].pcrc;
            hdr_fields.agg      = bmeta[pick_bank].agg;
        end
        hdr_fields = with_overlay(hdr_fields, ovl_now);
    end

    // The header of a cell picked at a boundary is generated (its CRC) from its fields registered there,
    // in the next clock (the slot's first word; the header leaves from its third word at the earliest):
    // the decision is not followed by the header CRC in one clock. The VOQ build's header loads during
    // the guard and preamble take the fields of their clock.
    lp_cell_hdr_t hdr_fq, hdr_vq;
    logic         hdr_ld_q;
    // the VOQ build's header: the queued cell's fields or an idle fake cell's, with the OCS fields held
    // since the decision (ovl_q)
    always_comb begin
        hdr_vq      = '0;
        hdr_vq.ver  = LP_F_VER_BITS'(LP_CELL_VERSION);
        hdr_vq.src  = cfg_node_id;
        if (vq_have) begin
            hdr_vq = vq_fields;
        end else begin
            hdr_vq.kind = LP_KIND_FAKE;
            hdr_vq.dst  = vq_hop_q;
            hdr_vq.hop  = vq_hop_q;
            hdr_vq.pcrc = ZERO_PCRC;
        end
        hdr_vq = with_overlay(hdr_vq, ovl_q);
    end
    lp_cell_hdr_gen u_hdr (
        .hdr_in  (hdr_ld_q ? hdr_fq : hdr_vq),
        .hdr_out (hdr_bits)
    );

    logic slot_start_q;
    // the cell on the line is one of this node's contributions (header bit agg, source = this node)
    wire logic sent_own_agg = hdr_q[LP_F_AGG_LSB] && (hdr_q[LP_F_SRC_LSB +: LP_F_SRC_BITS] == cfg_node_id);

    always_ff @(posedge clk) begin
        if (rst) begin
            sending      <= 1'b0;
            skind        <= S_DATA;
            sbank        <= 1'b0;
            swl          <= '0;
            hdr_q        <= '0;
            hdr_fq       <= '0;
            hdr_ld_q     <= 1'b0;
            smsg         <= '0;
            en_run_q     <= 1'b0;
            slot_start_q <= 1'b0;
            realign_q    <= 1'b0;
            cur_rx_valid <= 1'b0;
            cur_rx_src   <= '0;
            ovl_q        <= '0;
            ev_req_sent  <= 1'b0;
            ev_agg_sent  <= 1'b0;
        end else begin
            slot_start_q <= boundary;
            realign_q    <= t_realign;
            hdr_ld_q     <= boundary && (pick || fake_pick || ctl_pick);
            if (hdr_ld_q) hdr_q <= hdr_bits;
            // the fields of every decision, used only if it lit the slot (hdr_ld_q)
            if (t_last) hdr_fq <= hdr_fields;
            ev_req_sent  <= send_done && ovl_q.req_v;
            ev_agg_sent  <= send_done && sent_own_agg;
            if (boundary) begin  // on a realign every pick is 0: the slot the timer jumps into is dark
                ovl_q        <= lit ? ovl_now : '0;
                en_run_q     <= en_any;
                sending      <= lit;
                skind        <= ctl_pick ? S_CTL : vq_pick ? S_VOQ : fake_pick ? S_FAKE : S_DATA;
                sbank        <= pick_bank;
                swl          <= e_wl;
                cur_rx_valid <= e_rx_valid;
                cur_rx_src   <= e_rx_src;
                if (ctl_pick) smsg <= cm_msg;
            end else begin
                en_run_q <= en_run_q && en_any;
                if (vq_hload) hdr_q <= hdr_bits;
            end
        end
    end

    // Payload read one word ahead of its line word (RAM latency 1).
    wire logic [10:0] pl_next = t_cell_word - 11'(LP_HDR_WORDS) + 1'b1;
    wire logic pl_rd = sending && t_cell && (t_cell_word >= 11'(LP_HDR_WORDS - 1)) && (t_cell_word < 11'(CELL_WORDS - 1));
    logic        e_rd;           // VOQ build: the export engine reads the bank RAM
    logic [PW:0] e_raddr;
    assign ram_re    = voq ? e_rd : (pl_rd && (skind == S_DATA));
    assign ram_raddr = voq ? e_raddr : {sbank, pl_next[PW-1:0]};

    // ------------------------------------------------------------------------------ VOQ build
    logic                    vq_pl;      // the slot sends the queued cell's payload (else zeros)
    logic [LP_WORD_BITS-1:0] vq_rdata;

    if (VOQ) begin : g_voq
        // ---- slot side: the asked cell into a one-cell buffer (header beats in vq_hdr_q)
        logic       vq_open;   // asked; beats are taken until the slot's first cell word (the deadline),
                               // or up to the last beat of a cell whose header made the deadline
        logic       vq_mid;    // the vq stream is inside a cell
        logic [6:0] vq_n;      // beats taken of the asked cell
        logic       vq_used;   // hdr_q holds the queued cell's header (vq_have at the last load)
        logic       vq_rly_agg;  // the vq cell in progress is a relayed contribution (word 0: agg, src)
        wire logic  vq_take   = vq_valid && vq_open && (vq_n != 7'd0 || !vq_mid) && (vq_n < 7'(CELL_WORDS));
        wire logic  deadline  = sending && (skind == S_VOQ) && t_cell && (t_cell_word == '0);
        wire logic  stray     = vq_valid && !vq_mid && !vq_open;
        wire logic  late_dl   = deadline && !vq_used && (vq_n != 7'd0 || vq_take);
        wire logic  late_ab   = abort && (skind == S_VOQ) && (vq_n != 7'd0 || vq_take);
        // a relayed contribution cell leaves the queues at its last beat on vq_*, whatever becomes of it
        // here (sent in its slot, or late / cut by a realign: ev_vq_late), so it is counted exactly once
        lp_cell_hdr_t vq_h0;      // a vq beat as header word 0 (agg and src are in word 0)
        assign vq_h0 = lp_cell_hdr_t'({vq_data, (LP_HDR_BITS - LP_WORD_BITS)'(0)});
        wire logic  rly_agg0  = vq_h0.agg && (vq_h0.src != cfg_node_id);
        wire logic  unused_vq_h0 = &{1'b0, vq_h0};   // only agg and src of word 0 are read here

        assign vq_ask = vq_pick;
        assign vq_hop = n_dst;

        always_ff @(posedge clk) begin
            if (rst) begin
                vq_open <= 1'b0; vq_mid <= 1'b0; vq_n <= '0; vq_used <= 1'b0; vq_pl <= 1'b0;
                vq_hdr_q <= '0; vq_hop_q <= '0; ev_vq_late <= 1'b0; vq_rly_agg <= 1'b0; ev_agg_relayed <= 1'b0;
            end else begin
                if (vq_valid) vq_mid <= !vq_last;
                if (vq_valid && !vq_mid) vq_rly_agg <= rly_agg0;
                ev_agg_relayed <= vq_valid && vq_last && (vq_mid ? vq_rly_agg : rly_agg0);
                if (vq_take) begin
                    vq_n <= vq_n + 1'b1;
                    if (vq_n < 7'(LP_HDR_WORDS)) vq_hdr_q <= {vq_hdr_q[LP_HDR_BITS-LP_WORD_BITS-1:0], vq_data};
                end
                if (vq_pick) begin
                    vq_open  <= 1'b1;
                    vq_n     <= '0;
                    vq_hop_q <= n_dst;
                end else if (abort || (deadline && !vq_used) || (vq_take && vq_last)) begin
                    vq_open <= 1'b0;   // a cell on time stays open up to its last beat
                end
                if (vq_hload) begin
                    vq_used <= vq_have;
                    vq_pl   <= vq_have && (vq_fields.kind == LP_KIND_DATA);
                end
                ev_vq_late <= stray || late_dl || late_ab;
            end
        end
        assign vq_have = (vq_n >= 7'(LP_HDR_WORDS));

        lp_ram_sdp #(
            .WIDTH        (LP_WORD_BITS),
            .DEPTH        (PAYLOAD_WORDS),
            .RAM_STYLE    ("block"),
            .READ_LATENCY (1)
        ) u_vqbuf (
            .clk     (clk),
            .wr_en   (vq_take && vq_have),
            .wr_addr (PW'(vq_n - 7'(LP_HDR_WORDS))),
            .wr_data (vq_data),
            .rd_en   (pl_rd && (skind == S_VOQ)),
            .rd_addr (pl_next[PW-1:0]),
            .rd_data (vq_rdata)
        );

        // ---- fill side: FULL banks out as cells (header from the bank's fields, payload from the RAM)
        localparam int EW = LP_WORD_BITS + 1 + LP_NODE_ID_BITS;   // {tlast, tdest, tdata}
        logic                 e_act, e_rd_q, e_last_q;
        logic [6:0]           e_w;
        lp_cell_hdr_t         e_hdr;
        logic [LP_HDR_BITS-1:0] e_hdr_bits;
        logic [2:0]           ef_cnt;
        logic                 ef_wr_rdy;
        logic [EW-1:0]        ef_din, ef_dout;
        wire logic e_full0 = (bstate[0] == B_FULL);
        wire logic e_full1 = (bstate[1] == B_FULL);
        assign e_start = voq && !e_act && (e_full0 || e_full1);
        assign e_sel   = (e_full0 && e_full1) ? older : e_full1;
        wire logic e_issue = e_act && ((3'(ef_cnt) + 3'(e_rd_q)) < 3'd4);
        wire logic e_hw    = e_issue && (e_w < 7'(LP_HDR_WORDS));   // a header word, pushed at once
        assign e_rd    = e_issue && !e_hw;                          // a payload word, pushed next clock
        assign e_raddr = {e_bank, PW'(e_w - 7'(LP_HDR_WORDS))};
        assign e_free  = e_rd_q && e_last_q;
        assign e_hdr_bits = e_hdr;

        always_comb begin
            ef_din = {e_last_q, e_hdr.dst, ram_rdata};
            if (!e_rd_q) ef_din = {1'b0, e_hdr.dst, e_hdr_bits[LP_HDR_BITS - 1 - LP_WORD_BITS * e_w[$clog2(LP_HDR_WORDS)-1:0] -: LP_WORD_BITS]};
        end

        lp_fifo_sync #(.WIDTH(EW), .DEPTH(4)) u_efifo (
            .clk      (clk),
            .rst      (rst),
            .wr_valid (e_rd_q || e_hw),
            .wr_ready (ef_wr_rdy),
            .wr_data  (ef_din),
            .rd_valid (m_cell_tvalid),
            .rd_ready (m_cell_tready),
            .rd_data  (ef_dout),
            .count    (ef_cnt)
        );
        assign {m_cell_tlast, m_cell_tdest, m_cell_tdata} = ef_dout;

        always_ff @(posedge clk) begin
            if (rst) begin
                e_act <= 1'b0; e_bank <= 1'b0; e_w <= '0; e_rd_q <= 1'b0; e_last_q <= 1'b0; e_hdr <= '0;
            end else begin
                e_rd_q   <= e_rd;
                e_last_q <= e_rd && (e_w == 7'(CELL_WORDS - 1));
                if (e_start) begin
                    e_act  <= 1'b1;
                    e_bank <= e_sel;
                    e_w    <= '0;
                    e_hdr          <= '0;
                    e_hdr.ver      <= LP_F_VER_BITS'(LP_CELL_VERSION);
                    e_hdr.kind     <= LP_KIND_DATA;
                    e_hdr.src      <= cfg_node_id;
                    e_hdr.dst      <= bmeta[e_sel].dst;
                    e_hdr.hop      <= bmeta[e_sel].dst;
                    e_hdr.first    <= bmeta[e_sel].first;
                    e_hdr.last     <= bmeta[e_sel].last;
                    e_hdr.frame_id <= bmeta[e_sel].frame_id;
                    e_hdr.seq      <= bmeta[e_sel].seq;
                    e_hdr.len      <= bmeta[e_sel].len;
                    e_hdr.pcrc     <= bmeta[e_sel].pcrc;
                    e_hdr.agg      <= bmeta[e_sel].agg;
                end else if (e_issue) begin
                    e_w <= e_w + 1'b1;
                    if (e_w == 7'(CELL_WORDS - 1)) e_act <= 1'b0;
                end
            end
        end
        // ef_wr_rdy: never low when pushing (issue only with room, counting the read in flight)
        wire logic unused_voq = &{1'b0, ef_wr_rdy};
    end else begin : g_novoq
        assign vq_ask = 1'b0;
        assign vq_hop = '0;
        assign vq_have = 1'b0;
        assign vq_hdr_q = '0;
        assign vq_hop_q = '0;
        assign vq_pl = 1'b0;
        assign vq_rdata = '0;
        assign ev_vq_late = 1'b0;
        assign ev_agg_relayed = 1'b0;
        assign m_cell_tvalid = 1'b0;
        assign m_cell_tdata = '0;
        assign m_cell_tlast = 1'b0;
        assign m_cell_tdest = '0;
        assign e_start = 1'b0;
        assign e_sel = 1'b0;
        assign e_free = 1'b0;
        assign e_bank = 1'b0;
        assign e_rd = 1'b0;
        assign e_raddr = '0;
        wire logic unused_novoq = &{1'b0, m_cell_tready, cfg_voq, vq_valid, vq_data, vq_last, vq_fields, vq_hload};
    end

    // payload word of a control/sync cell: zero, the message in the last LP_MSG_WORDS words
    wire logic [10:0] pl_word = t_cell_word - 11'(LP_HDR_WORDS);
    logic [LP_WORD_BITS-1:0] msg_word;
    always_comb begin
        msg_word = '0;
        for (int i = 0; i < int'(LP_MSG_WORDS); i++)
            if (pl_word == 11'(MSG_W0 + i)) msg_word = smsg[LP_MSG_BITS - 1 - LP_WORD_BITS*i -: LP_WORD_BITS];
    end

    logic [LP_WORD_BITS-1:0] line_word;
    always_comb begin
        if (t_pre) line_word = LP_PREAMBLE;
        else if (t_cell && t_cell_word < 11'(LP_HDR_WORDS))
            line_word = hdr_q[LP_HDR_BITS - 1 - LP_WORD_BITS * t_cell_word[$clog2(LP_HDR_WORDS)-1:0] -: LP_WORD_BITS];
        else if (skind == S_CTL) line_word = msg_word;
        else if (skind == S_VOQ) line_word = vq_pl ? vq_rdata : '0;
        else line_word = (skind == S_FAKE) ? '0 : ram_rdata;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            ots_tx_data  <= '0;
            ots_tx_valid <= 1'b0;
            dbg_phase    <= '0;
            dbg_slot     <= '0;
            dbg_word     <= '0;
            dbg_sending  <= 1'b0;
        end else begin
            ots_tx_valid <= sending && !t_guard;
            ots_tx_data  <= (sending && !t_guard) ? line_word : '0;
            dbg_phase    <= {t_cell, t_pre, t_guard};
            dbg_slot     <= t_slot;
            dbg_word     <= t_word;
            dbg_sending  <= sending;
        end
    end

    assign ev_cell_sent = send_done && ((skind == S_DATA) || (skind == S_VOQ && vq_pl));
    assign ev_fake_sent = send_done && ((skind == S_FAKE) || (skind == S_VOQ && !vq_pl));
    assign ev_ctl_sent  = send_done && (skind == S_CTL);
    // slot_start: the first clock of a slot, i.e. the clock after a boundary (word 0, or word 1 when the
    // timer skipped word 0 to catch up, or the first clock after a realign: then with slot_on low, so
    // the SOA driver darkens the laser at once)
    assign slot_start   = slot_start_q;
    assign slot_on      = sending;
    assign slot_wl      = swl;
    assign next_valid   = en_any && o_valid;
    assign next_wl      = o_wl;

    // Not used: the timer's first_word (slot_start also covers a skipped word 0), pl_next bits above the
    // payload word index (pl_next < PAYLOAD_WORDS whenever ram_re is set).
    wire logic unused_ok = &{1'b0, t_first, pl_next};

`ifndef SYNTHESIS
    // the look-ahead entries in use were read for the timer's next slot: tbl_nx (the decision's) for
    // next_slot, tbl_jn after a realign for next_slot after the jump; a decision never follows a realign
    `LP_ASSERT(a_la_next, clk, rst, $past(rst) || realign_q || $past(tbl_nx_slot) == t_next)
    `LP_ASSERT(a_la_jump, clk, rst, $past(rst) || !realign_q || $past(tbl_jn_slot) == t_next)
    `LP_ASSERT(a_la_decision, clk, rst, !(t_last && realign_q))
    // the offer's word decoded ahead is the timer's (with the slot timing unchanged over the last clocks)
    `LP_ASSERT(a_ready_word, clk, rst, $past(rst) || $past(cfg_guard, 2) != $past(cfg_guard)
               || $past(cfg_preamble, 2) != $past(cfg_preamble)
               || ready_w_q == (t_cell && t_cell_word == 11'(READY_CW)))
    `LP_ASSERT_AXIS(a_cell_hold, clk, rst, m_cell_tvalid, m_cell_tready, {m_cell_tdata, m_cell_tlast, m_cell_tdest})
`endif
endmodule

`default_nettype wire
