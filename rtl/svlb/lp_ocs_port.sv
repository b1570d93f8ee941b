// lp_ocs_port: line framing of the NIC's OCS port: cells of lp_svlb_core's OCS port to the
// OCS transceiver's 64-bit user data and back. The OCS circuit (WSS) is a continuous point-to-point
// link, so the transceiver's own CDR and 64b/66b gearbox deliver aligned words; this block only marks
// cells and protects them. Theory, framing and errors: docs/svlb.md ("OCS port", "Line framing").
//
// Transmit: a cell (CELL_WORDS beats on s_axis, header first, header CRC stale) is taken header
// first (4 words into registers), then sent as the preamble word LP_PREAMBLE, the 4 header words with
// a fresh header CRC (lp_cell_hdr_gen), then the payload words as they come (ocs_tx_valid low = idle).
// A cell shorter than its header is dropped (ev_tx_bad); a wrong payload length is sent as it is and
// counted (ev_tx_bad): the far end's checks reject the cell.
// Receive: idle words (ocs_rx_valid low) are skipped anywhere. Outside a cell, valid words other than
// the preamble are discarded and counted (ev_rx_junk, one per word). After a preamble the next
// CELL_WORDS valid words are the cell, out on m_axis one clock later (no back-pressure: a circuit
// cannot be paused), tlast on the last; m_axis_terr with tlast when the header CRC, the version or the
// payload CRC is wrong. A cell whose words stop for RX_TIMEOUT clocks (the light went) is closed
// with a zero word flagged tlast + terr (ev_rx_abort).
`default_nettype none

module lp_ocs_port
    import lp_cell_pkg::*;
#(
    parameter int CELL_WORDS = LP_HDR_WORDS + LP_SLOT_PAYLOAD_WORDS,
    parameter int RX_TIMEOUT = 16     // idle clocks inside a cell before it is closed as bad
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // cells from the core's OCS port
    input  wire logic                          s_axis_tvalid,
    output logic                               s_axis_tready,
    input  wire logic [63:0]                   s_axis_tdata,
    input  wire logic                          s_axis_tlast,
    // transceiver user data
    output logic [63:0]                        ocs_tx_data,
    output logic                               ocs_tx_valid,
    input  wire logic [63:0]                   ocs_rx_data,
    input  wire logic                          ocs_rx_valid,
    // cells to the core's OCS receive port: no tready, cells come at the line's rate (so no AXI-Stream
    // hold rule to assert)
    output logic                               m_axis_tvalid,
    output logic [63:0]                        m_axis_tdata,
    output logic                               m_axis_tlast,
    output logic                               m_axis_terr,
    output logic                               tx_busy,        // a cell is being taken or sent

    // one-clock events
    output logic                               ev_tx_cell,
    output logic                               ev_tx_bad,
    output logic                               ev_rx_cell,     // a cell out on m_axis (good or not)
    output logic                               ev_rx_bad,      // header CRC, version or payload CRC wrong
    output logic                               ev_rx_junk,     // a valid word outside a cell that is no preamble
    output logic                               ev_rx_abort     // a cell cut off by RX_TIMEOUT idle clocks
);
    localparam int HW = LP_HDR_WORDS;
    localparam int WB = $clog2(CELL_WORDS + 1);
    localparam int TB = $clog2(RX_TIMEOUT + 1);

    if (HW * 64 != LP_HDR_BITS || LP_WORD_BITS != 64) begin : g_bad_hw
        $fatal(1, "lp_ocs_port: 64-bit words, whole header words");
    end
    if (CELL_WORDS <= HW) begin : g_bad_cell_words
        $fatal(1, "lp_ocs_port: CELL_WORDS=%0d must exceed the header", CELL_WORDS);
    end
    if (RX_TIMEOUT < 1) begin : g_bad_rx_timeout
        $fatal(1, "lp_ocs_port: RX_TIMEOUT=%0d must be >= 1", RX_TIMEOUT);
    end

    // ---------------------------------------------------------------- transmit
    typedef enum logic [1:0] {T_HDR, T_PRE, T_SEND, T_PAY} t_st_t;
    t_st_t                 t_st;
    logic [HW-1:0][63:0]   t_hdr;     // header words as taken (word 0 in [HW-1])
    logic [WB-1:0]         t_w;       // words of the cell taken / sent
    logic [LP_HDR_BITS-1:0] t_line;   // the header with its fresh CRC

    lp_cell_hdr_gen u_hgen (.hdr_in(lp_cell_hdr_t'(t_hdr)), .hdr_out(t_line));

    assign s_axis_tready = (t_st == T_HDR) || (t_st == T_PAY);
    assign tx_busy       = (t_st != T_HDR) || (t_w != '0);
    always_comb begin
        ocs_tx_valid = 1'b0;
        ocs_tx_data  = s_axis_tdata;
        unique case (t_st)
            T_PRE:  begin ocs_tx_valid = 1'b1; ocs_tx_data = LP_PREAMBLE; end
            T_SEND: begin ocs_tx_valid = 1'b1; ocs_tx_data = t_line[LP_HDR_BITS - 1 - 64 * int'(t_w) -: 64]; end
            T_PAY:  ocs_tx_valid = s_axis_tvalid;
            default: ;
        endcase
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            t_st <= T_HDR; t_hdr <= '0; t_w <= '0; ev_tx_cell <= 1'b0; ev_tx_bad <= 1'b0;
        end else begin
            ev_tx_cell <= 1'b0; ev_tx_bad <= 1'b0;
            unique case (t_st)
                T_HDR: if (s_axis_tvalid) begin
                    t_hdr[HW - 1 - int'(t_w)] <= s_axis_tdata;
                    if (s_axis_tlast) begin            // shorter than its header: dropped
                        ev_tx_bad <= 1'b1;
                        t_w <= '0;
                    end else if (t_w == WB'(HW - 1)) begin
                        t_st <= T_PRE;
                        t_w <= '0;
                    end else begin
                        t_w <= t_w + 1'b1;
                    end
                end
                T_PRE: t_st <= T_SEND;
                T_SEND: begin
                    if (t_w == WB'(HW - 1)) t_st <= T_PAY;
                    t_w <= t_w + 1'b1;             // HW after the header: counts on through the payload
                end
                default: if (s_axis_tvalid) begin  // T_PAY
                    if (t_w != WB'(CELL_WORDS)) t_w <= t_w + 1'b1;
                    if (s_axis_tlast) begin
                        if (t_w != WB'(CELL_WORDS - 1)) ev_tx_bad <= 1'b1;
                        else ev_tx_cell <= 1'b1;
                        t_st <= T_HDR;
                        t_w <= '0;
                    end
                end
            endcase
        end
    end

    // ---------------------------------------------------------------- receive
    logic                   r_in;      // inside a cell
    logic [WB-1:0]          r_w;       // words of the cell received
    logic [HW-1:0][63:0]    r_hdr;
    logic [TB-1:0]          r_idle;
    logic [LP_PCRC_WIDTH-1:0] r_crc, r_crc_d;
    lp_cell_hdr_t           r_h;
    logic                   r_hcrc_ok, r_ver_ok, r_hdr_ok;

    lp_crc #(
        .WIDTH  (LP_PCRC_WIDTH),
        .POLY   (LP_PCRC_POLY),
        .DATA_W (64),
        .REFIN  (int'(LP_PCRC_REFLECT))
    ) u_pcrc (
        .crc_in  (r_crc),
        .data    (ocs_rx_data),
        .crc_out (r_crc_d)
    );
    // the header is checked as its last word arrives (the other words registered)
    wire logic [HW-1:0][63:0] r_hdr_now = {r_hdr[HW-1:1], ocs_rx_data};
    lp_cell_hdr_chk u_hchk (.hdr_in(r_hdr_now), .hdr_out(r_h), .crc_ok(r_hcrc_ok), .ver_ok(r_ver_ok));

    logic [LP_PCRC_WIDTH-1:0] r_pcrc;  // the header's payload CRC
    wire logic r_last  = r_in && ocs_rx_valid && (r_w == WB'(CELL_WORDS - 1));
    wire logic r_pc_ok = ((r_crc_d ^ LP_PCRC_XOROUT) == r_pcrc);

    always_ff @(posedge clk) begin
        if (rst) begin
            r_in <= 1'b0; r_w <= '0; r_hdr <= '0; r_idle <= '0; r_crc <= LP_PCRC_INIT; r_hdr_ok <= 1'b0; r_pcrc <= '0;
            m_axis_tvalid <= 1'b0; m_axis_tdata <= '0; m_axis_tlast <= 1'b0; m_axis_terr <= 1'b0;
            ev_rx_cell <= 1'b0; ev_rx_bad <= 1'b0; ev_rx_junk <= 1'b0; ev_rx_abort <= 1'b0;
        end else begin
            m_axis_tvalid <= 1'b0; m_axis_tlast <= 1'b0; m_axis_terr <= 1'b0;
            ev_rx_cell <= 1'b0; ev_rx_bad <= 1'b0; ev_rx_junk <= 1'b0; ev_rx_abort <= 1'b0;
            if (!r_in) begin
                if (ocs_rx_valid) begin
                    if (ocs_rx_data == LP_PREAMBLE) begin
                        r_in <= 1'b1; r_w <= '0; r_idle <= '0; r_crc <= LP_PCRC_INIT;
                    end else begin
                        ev_rx_junk <= 1'b1;
                    end
                end
            end else if (ocs_rx_valid) begin
                r_idle <= '0;
                r_w <= r_w + 1'b1;
                m_axis_tvalid <= 1'b1;
                m_axis_tdata <= ocs_rx_data;
                if (r_w < WB'(HW)) r_hdr[HW - 1 - int'(r_w)] <= ocs_rx_data;
                if (r_w == WB'(HW - 1)) begin
                    r_hdr_ok <= r_hcrc_ok && r_ver_ok;
                    r_pcrc <= r_h.pcrc;
                end
                if (r_w >= WB'(HW)) r_crc <= r_crc_d;
                if (r_last) begin
                    r_in <= 1'b0;
                    m_axis_tlast <= 1'b1;
                    m_axis_terr <= !(r_hdr_ok && r_pc_ok);
                    ev_rx_cell <= 1'b1;
                    ev_rx_bad <= !(r_hdr_ok && r_pc_ok);
                end
            end else if (r_idle == TB'(RX_TIMEOUT - 1)) begin  // the words stopped: close the cell as bad
                r_in <= 1'b0;
                m_axis_tvalid <= 1'b1;
                m_axis_tdata <= '0;
                m_axis_tlast <= 1'b1;
                m_axis_terr <= 1'b1;
                ev_rx_abort <= 1'b1;
            end else begin
                r_idle <= r_idle + 1'b1;
            end
        end
    end

    wire logic unused_ok = &{1'b0, r_h, r_hdr[0]};   // word 3 is checked as it arrives (r_hdr_now)
endmodule

`default_nettype wire
