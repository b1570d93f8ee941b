// lp_cell_tx: segmentation of host frames into cells and their transmission in timeslots.
//
// Fill side: frames from the ingress buffer (s_axis_tuser = destination node, or with cfg_lookup_en the
// destination lookup's result for the frame, taken when its first cell is complete; a frame without a
// route is discarded there) are cut into cells of
// PAYLOAD_BYTES. Each cell is written into one of two cell banks of a simple dual-port RAM, zero
// padded, while its payload CRC is computed; then the bank is FULL with its header fields.
// Send side: on the last word of every slot the round-robin table entry of the next slot is looked
// up; if a FULL bank holds a cell for that entry's destination (the older bank first, so a flow stays
// in order), the next slot carries it: the SOA of the entry's wavelength is on for the whole slot,
// the guard words are dark (tx_valid low), then preamble, header (with CRC) and payload follow.
// The laser itself is driven by lp_soa_driver from slot_start/slot_on/slot_wl (and next_* for
// pre-tuning); its registered SOA enables and this block's registered line outputs both trail the slot
// timer by one cycle, so the SOA opens in the same cycle as the slot's first (guard) word.
`default_nettype none

module lp_cell_tx
    import lp_cell_pkg::*;
#(
    parameter int PAYLOAD_BYTES = LP_SLOT_PAYLOAD_BYTES,
    parameter int MAX_NODES     = 16
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

    // slot alignment: restarts the slot timer (same cycle at every node of the fabric)
    input  wire logic                          slot_sync,

    // destination lookup result of each frame, in frame order (lp_dest_lookup observing s_axis)
    input  wire logic                          cfg_lookup_en,   // 1: destination from the lookup, else s_axis_tuser
    input  wire logic                          lk_valid,
    input  wire logic                          lk_drop,         // no route: the frame is discarded
    input  wire logic [LP_NODE_ID_BITS-1:0]    lk_node,
    output logic                               lk_pop,

    // fake cells: in a slot towards the arbiter with no data cell, send a header-only (zero payload)
    // cell so the control fields of the header never wait for data (Mercury 3.2)
    input  wire logic                          cfg_fake_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_arbiter_id,
    output logic                               ev_fake_sent,

    // configuration
    input  wire logic                          cfg_tx_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node_id,
    input  wire logic [7:0]                    cfg_guard,
    input  wire logic [7:0]                    cfg_preamble,
    input  wire logic [7:0]                    cfg_table_len,   // slots of the active table

    // round-robin table (lp_rr_table): entry of the next slot, combinational read
    output logic [7:0]                         tbl_rd_slot,
    input  wire logic                          tbl_rd_valid,
    input  wire logic [7:0]                    tbl_rd_wl,
    input  wire logic [LP_NODE_ID_BITS-1:0]    tbl_rd_dst,
    output logic                               cycle_end,       // last word of the cycle's last slot

    // optical line (GT TX user data)
    output logic [LP_WORD_BITS-1:0]            ots_tx_data,
    output logic                               ots_tx_valid,

    // to the SOA driver (lp_soa_driver): what the laser must do in this slot and the next
    output logic                               slot_start,    // first word of a slot (timer domain)
    output logic                               slot_on,       // this slot carries a cell: emit
    output logic [7:0]                         slot_wl,       // on this wavelength
    output logic                               next_valid,    // the next slot may emit ...
    output logic [7:0]                         next_wl,       // ... on this wavelength (pre-tune)

    // status, events and ILA debug bundle
    output logic [7:0]                         dbg_slot,
    output logic [10:0]                        dbg_word,
    output logic [2:0]                         dbg_phase,     // {cell, preamble, guard}, aligned with the line
    output logic                               dbg_sending,
    output logic                               ev_cell_sent
);
    localparam int WB            = LP_WORD_BITS / 8;
    localparam int PAYLOAD_WORDS = PAYLOAD_BYTES / WB;
    localparam int CELL_WORDS    = LP_HDR_WORDS + PAYLOAD_WORDS;
    localparam int PW            = $clog2(PAYLOAD_WORDS);
    localparam int NW            = $clog2(MAX_NODES);

    initial begin
        if (PAYLOAD_BYTES % WB != 0 || PAYLOAD_BYTES > LP_SLOT_MAX_PAYLOAD_BYTES || (1 << PW) != PAYLOAD_WORDS)
            $fatal(1, "lp_cell_tx: PAYLOAD_BYTES=%0d must be a power-of-two number of words <= %0d bytes",
                   PAYLOAD_BYTES, LP_SLOT_MAX_PAYLOAD_BYTES);
        if (MAX_NODES < 2 || (1 << NW) != MAX_NODES) $fatal(1, "lp_cell_tx: MAX_NODES must be a power of two");
    end

    // ------------------------------------------------------------------------------ cell banks
    typedef enum logic [1:0] {B_FREE, B_FULL, B_SENDING} bank_state_e;
    typedef struct packed {
        logic [LP_NODE_ID_BITS-1:0] dst;
        logic                       first;
        logic                       last;
        logic [LP_F_FRAME_ID_BITS-1:0] frame_id;
        logic [LP_F_SEQ_BITS-1:0]   seq;
        logic [LP_F_LEN_BITS-1:0]   len;
        logic [LP_PCRC_WIDTH-1:0]   pcrc;
    } meta_t;

    bank_state_e bstate [2];
    meta_t       bmeta  [2];
    logic        older;            // index of the bank that became FULL first

    logic        pick, pick_bank;  // send side: a FULL bank is taken for the next slot
    logic        sending, sbank;   // send side: the current slot carries bank sbank
    logic        sfake;            // ... or a fake cell (no bank)
    logic        send_done;        // last word of a slot that carried a cell
    logic        run;              // transmitter enabled

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

    wire logic [LP_NODE_ID_BITS-1:0] fdst_now  = (cfg_lookup_en && ffirst) ? lk_node : fdst;
    wire logic                       fdrop_now = ffirst ? (cfg_lookup_en && lk_drop) : fdiscard;
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
                        pcrc:     crc_d ^ LP_PCRC_XOROUT
                    };
                    seq_tbl[cur_dst_idx] <= seq_tbl[cur_dst_idx] + 1'b1;
                    if (saw_last || beat_last) frame_id <= frame_id + 1'b1;
                end
                if (fdone && (saw_last || beat_last)) begin
                    in_frame <= 1'b0;
                    fdiscard <= 1'b0;
                end
            end
            // send side releases its bank at the end of its slot; a disable mid-slot returns it
            if (send_done && !sfake) bstate[sbank] <= B_FREE;
            if (pick) bstate[pick_bank] <= B_SENDING;
            if (!run) begin  // a cell taken for sending was filled before any FULL one: it is the older
                for (int b = 0; b < 2; b++) begin
                    if (bstate[b] == B_SENDING) begin
                        bstate[b] <= B_FULL;
                        older     <= 1'(b);
                    end
                end
            end
        end
    end

    // ------------------------------------------------------------------------------ send side
    logic [7:0]  t_slot, t_next;
    logic [10:0] t_word, t_cell_word;
    logic        t_first, t_last, t_guard, t_pre, t_cell;

    always_ff @(posedge clk) begin
        if (rst) run <= 1'b0;
        else     run <= cfg_tx_en;
    end

    lp_slot_timer #(
        .CELL_WORDS (CELL_WORDS),
        .SLOT_BITS  (8)
    ) u_timer (
        .clk         (clk),
        .rst         (rst),
        .run         (1'b1),       // the timer always runs: slots stay aligned while TX is off
        .sync        (slot_sync),
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
        .cell_word   (t_cell_word)
    );

    // Decision for the next slot, on the last word of the current one.
    assign tbl_rd_slot = t_next;
    assign cycle_end   = t_last && (t_next == '0);
    wire logic       n_valid = run && cfg_tx_en && tbl_rd_valid;
    wire logic [7:0] n_dst   = tbl_rd_dst;
    wire logic       m0 = (bstate[0] == B_FULL) && (bmeta[0].dst == n_dst);
    wire logic       m1 = (bstate[1] == B_FULL) && (bmeta[1].dst == n_dst);
    assign pick      = run && t_last && n_valid && (m0 || m1);
    assign pick_bank = (m0 && m1) ? older : m1;
    assign send_done = run && sending && t_last;
    wire logic fake_pick = run && t_last && n_valid && !(m0 || m1) && cfg_fake_en && (n_dst == cfg_arbiter_id);

    // payload CRC of an all-zero payload area (fake cells), computed at elaboration
    function automatic logic [LP_PCRC_WIDTH-1:0] zero_payload_crc();
        logic [LP_PCRC_WIDTH-1:0] c, poly_rev;
        for (int b = 0; b < LP_PCRC_WIDTH; b++) poly_rev[b] = LP_PCRC_POLY[LP_PCRC_WIDTH-1-b];
        c = LP_PCRC_INIT;
        for (int k = 0; k < 8 * PAYLOAD_BYTES; k++) begin  // reflected CRC, data bits all 0
            c = (c >> 1) ^ (c[0] ? poly_rev : '0);
        end
        return c ^ LP_PCRC_XOROUT;
    endfunction
    localparam logic [LP_PCRC_WIDTH-1:0] ZERO_PCRC = zero_payload_crc();

    logic [7:0]  swl;

    lp_cell_hdr_t hdr_fields;
    logic [LP_HDR_BITS-1:0] hdr_bits, hdr_q;

    always_comb begin
        hdr_fields          = '0;
        hdr_fields.ver      = LP_F_VER_BITS'(LP_CELL_VERSION);
        hdr_fields.kind     = (m0 || m1) ? LP_KIND_DATA : LP_KIND_FAKE;
        hdr_fields.src      = cfg_node_id;
        if (!(m0 || m1)) begin  // fake cell: header fields only, zero payload area
            hdr_fields.dst  = cfg_arbiter_id;
            hdr_fields.hop  = cfg_arbiter_id;
            hdr_fields.pcrc = ZERO_PCRC;
        end else begin
            hdr_fields.dst      = bmeta[pick_bank].dst;
            hdr_fields.hop      = bmeta[pick_bank].dst;
            hdr_fields.first    = bmeta[pick_bank].first;
            hdr_fields.last     = bmeta[pick_bank].last;
            hdr_fields.frame_id = bmeta[pick_bank].frame_id;
            hdr_fields.seq      = bmeta[pick_bank].seq;
            hdr_fields.len      = bmeta[pick_bank].len;
            hdr_fields.pcrc     = bmeta[pick_bank].pcrc;
        end
    end

    lp_cell_hdr_gen u_hdr (
        .hdr_in  (hdr_fields),
        .hdr_out (hdr_bits)
    );

    always_ff @(posedge clk) begin
        if (rst || !run) begin
            sending <= 1'b0;
            sfake   <= 1'b0;
            sbank   <= 1'b0;
            swl     <= '0;
            hdr_q   <= '0;
        end else if (t_last) begin
            sending <= pick || fake_pick;
            sfake   <= fake_pick;
            sbank   <= pick_bank;
            swl     <= tbl_rd_wl;
            if (pick || fake_pick) hdr_q <= hdr_bits;
        end
    end

    // Payload read one word ahead of its line word (RAM latency 1).
    wire logic [10:0] pl_next = t_cell_word - 11'(LP_HDR_WORDS) + 1'b1;
    assign ram_re    = sending && !sfake && t_cell && (t_cell_word >= 11'(LP_HDR_WORDS - 1)) && (t_cell_word < 11'(CELL_WORDS - 1));
    assign ram_raddr = {sbank, pl_next[PW-1:0]};

    logic [LP_WORD_BITS-1:0] line_word;
    always_comb begin
        if (t_pre) line_word = LP_PREAMBLE;
        else if (t_cell && t_cell_word < 11'(LP_HDR_WORDS))
            line_word = hdr_q[LP_HDR_BITS - 1 - LP_WORD_BITS * t_cell_word[$clog2(LP_HDR_WORDS)-1:0] -: LP_WORD_BITS];
        else line_word = sfake ? '0 : ram_rdata;
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

    assign ev_cell_sent = send_done && !sfake;
    assign ev_fake_sent = send_done && sfake;
    assign slot_start   = t_first;
    assign slot_on      = sending;
    assign slot_wl      = swl;
    assign next_valid   = cfg_tx_en && tbl_rd_valid;
    assign next_wl      = tbl_rd_wl;

    // Not used: the timer's first_word, next_slot bits above the table index, pl_next bits above the
    // payload word index (pl_next < PAYLOAD_WORDS whenever ram_re is set).
    wire logic unused_ok = &{1'b0, t_first, t_next, pl_next};
endmodule

`default_nettype wire
