// lp_eth_mac_rx: 10G Ethernet MAC receive, XGMII (64 bit data + 8 control) -> AXI-Stream (64 bit).
//
// Finds the start (/S/ in lane 0 or lane 4) and checks the preamble and SFD, aligns the frame to lane 0,
// checks the FCS (CRC-32) and strips it, and marks a frame bad in tuser on its tlast beat when the FCS is
// wrong, when it is shorter than 64 bytes (runt) or longer than MAX_LEN (oversize), or when a control
// character other than /T/ ends it or its preamble is wrong (framing error). MAC control frames
// (EtherType 0x8808: PAUSE, PFC) are dropped. Exactly one event per frame: ev_good, ev_pause, ev_err,
// ev_runt, ev_oversize or ev_bad_fcs (in that priority when several apply). Frames of 8 bytes or fewer
// (FCS included) produce no output beat (ev_err or ev_runt).
//
// There is no m_axis_tready: the consumer takes every beat (the board puts a store-and-forward FIFO
// that drops bad frames behind it). Lengths count the bytes from the destination MAC to the FCS.
//
// Pipeline (docs/eth.md, "Receive MAC"): A (start, preamble, lane alignment, end) -> B (CRC over the
// beat with missing bytes as zeros, length) -> D (FCS strip: one beat held back; classification) ->
// m_axis registers. The FCS check compares the CRC register with the residue carried forward by the
// zero bytes of the last beat (a constant per byte count), so no inverse step is needed.
`default_nettype none
`include "lp_assert.svh"

module lp_eth_mac_rx
    import lp_eth_pkg::*;
#(
    parameter int MAX_LEN = 9600    // longest frame, destination MAC to FCS, not flagged oversize
) (
    input  wire logic        clk,
    input  wire logic        rst,
    input  wire logic        xgmii_rx_en,     // a word from the PCS in this cycle
    input  wire logic [63:0] xgmii_rxd,
    input  wire logic [7:0]  xgmii_rxc,
    // received frames: no tready, a beat per received word (so no AXI-Stream hold rule to assert)
    output logic [63:0]      m_axis_tdata,
    output logic [7:0]       m_axis_tkeep,
    output logic             m_axis_tvalid,
    output logic             m_axis_tlast,
    output logic             m_axis_tuser,    // on the tlast beat: bad frame
    output logic             ev_good,
    output logic             ev_pause,
    output logic             ev_err,
    output logic             ev_runt,
    output logic             ev_oversize,
    output logic             ev_bad_fcs
);
    if (MAX_LEN < 64 || MAX_LEN > 16000) begin : g_chk_max_len
        $fatal(1, "lp_eth_mac_rx: MAX_LEN=%0d must be 64..16000", MAX_LEN);
    end

    // residue carried forward by m zero bytes, m = 0..7
    function automatic logic [7:0][31:0] residues();
        logic [7:0][31:0] r;
        for (int m = 0; m < 8; m++) r[m] = crc_mat_apply(crc_zero_mat(m, 1'b1), CRC_RESIDUE);
        return r;
    endfunction
    localparam logic [7:0][31:0] RES_FWD = residues();

    // ------------------------------------------------------------------ A: start, alignment, end
    typedef enum logic [2:0] {A_IDLE, A_F0, A_F4P, A_F4, A_TAIL} ast_t;
    ast_t        ast;
    logic [31:0] prev_hi;
    logic        pre_err, first_pend, tail_err;
    logic [2:0]  tail_k;

    logic        a_v, a_last, a_first, a_err;
    logic [63:0] a_data;
    logic [3:0]  a_k;

    logic [7:0] lane [8];
    logic [3:0] p_all, p_lo, p_hi;
    logic       start0, start4, pre0_ok, pre4a_ok, pre4b_ok;

    function automatic logic is_t(input logic [63:0] d, input logic [2:0] p);
        return d[8*p +: 8] == XG_TERM;
    endfunction

    always_comb begin
        for (int i = 0; i < 8; i++) lane[i] = xgmii_rxd[8*i +: 8];
        p_all = 4'd8;
        for (int i = 7; i >= 0; i--) if (xgmii_rxc[i]) p_all = 4'(i);
        p_lo = (p_all < 4'd4) ? p_all : 4'd4;
        p_hi = 4'd8;
        for (int i = 7; i >= 4; i--) if (xgmii_rxc[i]) p_hi = 4'(i);
        start0   = xgmii_rxc[0] && lane[0] == XG_START;
        start4   = xgmii_rxc[4] && lane[4] == XG_START;
        pre0_ok  = xgmii_rxc[7:1] == 7'h0 && xgmii_rxd[63:8] == {8'hD5, {6{8'h55}}};
        pre4a_ok = xgmii_rxc[7:5] == 3'h0 && xgmii_rxd[63:40] == {3{8'h55}};
        pre4b_ok = xgmii_rxc[3:0] == 4'h0 && xgmii_rxd[31:0] == {8'hD5, {3{8'h55}}};
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            ast        <= A_IDLE;
            a_v        <= 1'b0;
            first_pend <= 1'b0;
            pre_err    <= 1'b0;
            tail_err   <= 1'b0;
            tail_k     <= 3'd0;
        end else begin
            a_v <= 1'b0;
            if (xgmii_rx_en) begin
                case (ast)
                    A_IDLE, A_TAIL: begin
                        if (ast == A_TAIL) begin
                            a_v        <= 1'b1;
                            a_data     <= {32'h0, prev_hi};
                            a_k        <= {1'b0, tail_k};
                            a_last     <= 1'b1;
                            a_first    <= first_pend;
                            a_err      <= tail_err;
                            first_pend <= 1'b0;
                        end
                        if (start0) begin
                            ast        <= A_F0;
                            pre_err    <= !pre0_ok;
                            first_pend <= 1'b1;
                        end else if (start4) begin
                            ast        <= A_F4P;
                            pre_err    <= !pre4a_ok;
                            first_pend <= 1'b1;
                        end else begin
                            ast <= A_IDLE;
                        end
                    end
                    A_F0: begin
                        a_v        <= 1'b1;
                        a_data     <= xgmii_rxd;
                        a_k        <= p_all;
                        a_last     <= p_all < 4'd8;
                        a_first    <= first_pend;
                        a_err      <= pre_err || (p_all < 4'd8 && !is_t(xgmii_rxd, p_all[2:0]));
                        first_pend <= 1'b0;
                        if (p_all < 4'd8) ast <= A_IDLE;
                    end
                    A_F4P: begin
                        prev_hi <= xgmii_rxd[63:32];
                        pre_err <= pre_err || !pre4b_ok;
                        if (p_hi < 4'd8) begin
                            ast      <= A_TAIL;
                            tail_k   <= 3'(p_hi - 4'd4);
                            tail_err <= pre_err || !pre4b_ok || !is_t(xgmii_rxd, p_hi[2:0]);
                        end else begin
                            ast <= A_F4;
                        end
                    end
                    default: begin   // A_F4: lanes 0..3 complete the beat begun by the previous word
                        a_v        <= 1'b1;
                        a_data     <= {xgmii_rxd[31:0], prev_hi};
                        a_first    <= first_pend;
                        first_pend <= 1'b0;
                        prev_hi    <= xgmii_rxd[63:32];
                        if (p_lo < 4'd4) begin
                            a_k    <= p_lo + 4'd4;
                            a_last <= 1'b1;
                            a_err  <= pre_err || !is_t(xgmii_rxd, p_lo[2:0]);
                            ast    <= A_IDLE;
                        end else begin
                            a_k    <= 4'd8;
                            a_last <= p_hi == 4'd4;
                            a_err  <= pre_err || (p_hi == 4'd4 && !is_t(xgmii_rxd, p_hi[2:0]));
                            if (p_hi == 4'd4) begin
                                ast <= A_IDLE;
                            end else if (p_hi < 4'd8) begin
                                ast      <= A_TAIL;
                                tail_k   <= 3'(p_hi - 4'd4);
                                tail_err <= pre_err || !is_t(xgmii_rxd, p_hi[2:0]);
                            end
                        end
                    end
                endcase
            end
        end
    end

    // ------------------------------------------------------------------ B: CRC and length
    localparam int LW = 14;
    logic [31:0]   crc_q, crc_in, crc64;
    logic [63:0]   a_masked;
    logic [LW-1:0] len_q, len_n;

    always_comb begin
        for (int i = 0; i < 8; i++) a_masked[8*i +: 8] = (4'(i) < a_k) ? a_data[8*i +: 8] : 8'h00;
        crc_in = a_first ? CRC_INIT : crc_q;
        len_n  = (a_first ? '0 : len_q) + LW'(a_k);
        if (!a_first && len_q > LW'(16383 - 8)) len_n = len_q;   // saturate
    end

    lp_crc #(.WIDTH(32), .POLY(CRC_POLY), .DATA_W(64), .REFIN(1)) u_crc (
        .crc_in (crc_in),
        .data   (a_masked),
        .crc_out(crc64)
    );

    logic          b_v, b_last, b_first, b_err;
    logic [63:0]   b_data;
    logic [3:0]    b_k;
    logic [LW-1:0] b_len;
    logic [31:0]   b_crc;
    logic [2:0]    b_m;

    always_ff @(posedge clk) begin
        if (rst) begin
            b_v   <= 1'b0;
            crc_q <= CRC_INIT;
            len_q <= '0;
        end else begin
            b_v <= a_v;
            if (a_v) begin
                crc_q <= crc64;
                len_q <= len_n;
            end
        end
        if (a_v) begin
            b_data  <= a_data;
            b_k     <= a_k;
            b_last  <= a_last;
            b_first <= a_first;
            b_err   <= a_err;
            b_len   <= len_n;
            b_crc   <= (a_k == 4'd0) ? crc_in : crc64;
            b_m     <= (a_k == 4'd0) ? 3'd0 : 3'(4'd8 - a_k);
        end
    end

    // ------------------------------------------------------------------ D: strip, classify, output
    logic        h_v, h_first, drop;
    logic [63:0] h_data;
    logic        t_v, t_bad, t_drop;
    logic [63:0] t_data;
    logic [2:0]  t_k;

    logic crc_ok, runt, over, bad, pause_now, drop_eff;
    logic [3:0] r_cnt;
    always_comb begin
        crc_ok    = b_crc == RES_FWD[b_m];
        runt      = b_len < LW'(64);
        over      = b_len > LW'(MAX_LEN);
        bad       = b_err || runt || over || !crc_ok;
        pause_now = {b_data[39:32], b_data[47:40]} == 16'h8808;
        drop_eff  = h_first ? pause_now : drop;
        r_cnt     = b_k + 4'd4;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            h_v           <= 1'b0;
            h_first       <= 1'b0;
            drop          <= 1'b0;
            t_v           <= 1'b0;
            m_axis_tvalid <= 1'b0;
            {ev_good, ev_pause, ev_err, ev_runt, ev_oversize, ev_bad_fcs} <= '0;
        end else begin
            m_axis_tvalid <= 1'b0;
            {ev_good, ev_pause, ev_err, ev_runt, ev_oversize, ev_bad_fcs} <= '0;
            if (t_v) begin
                t_v           <= 1'b0;
                m_axis_tvalid <= !t_drop;
                m_axis_tdata  <= t_data;
                m_axis_tkeep  <= 8'hFF >> (4'd8 - {1'b0, t_k});
                m_axis_tlast  <= 1'b1;
                m_axis_tuser  <= t_bad;
            end
            if (b_v) begin
                if (b_first && b_last) begin          // 8 bytes or fewer: no output
                    h_v     <= 1'b0;
                    ev_err  <= b_err;
                    ev_runt <= !b_err;
                end else if (b_first) begin
                    h_v     <= 1'b1;
                    h_first <= 1'b1;
                    h_data  <= b_data;
                end else begin
                    drop          <= drop_eff;
                    h_first       <= 1'b0;
                    h_data        <= b_data;
                    m_axis_tvalid <= !drop_eff;
                    m_axis_tdata  <= h_data;
                    m_axis_tkeep  <= 8'hFF;
                    m_axis_tlast  <= 1'b0;
                    m_axis_tuser  <= 1'b0;
                    if (b_last) begin
                        h_v <= 1'b0;
                        if (r_cnt > 4'd8) begin
                            t_v    <= 1'b1;
                            t_data <= b_data;
                            t_k    <= 3'(b_k - 4'd4);
                            t_bad  <= bad;
                            t_drop <= drop_eff;
                        end else begin
                            m_axis_tkeep <= 8'hFF >> (4'd8 - r_cnt);
                            m_axis_tlast <= 1'b1;
                            m_axis_tuser <= bad;
                        end
                        ev_err      <= b_err;
                        ev_runt     <= !b_err && runt;
                        ev_oversize <= !b_err && !runt && over;
                        ev_bad_fcs  <= !b_err && !runt && !over && !crc_ok;
                        ev_pause    <= !bad && drop_eff;
                        ev_good     <= !bad && !drop_eff;
                    end
                end
            end
        end
    end

`ifndef SYNTHESIS
    // a beat that is not the frame's first always follows a held first or middle beat
    `LP_ASSERT(a_hold, clk, rst, !(b_v && !b_first) || h_v)
    // a held-back tail beat never meets a beat that produces output
    `LP_ASSERT(a_tail_alone, clk, rst, !(t_v && b_v && !b_first))
    // at most one event per cycle
    `LP_ASSERT(a_one_event, clk, rst, $countones({ev_good, ev_pause, ev_err, ev_runt, ev_oversize, ev_bad_fcs}) <= 1)
    // a beat of a frame is never shorter than 8 bytes unless it is the last
    `LP_ASSERT(a_full_beats, clk, rst, !a_v || a_last || a_k == 4'd8)
`endif
endmodule

`default_nettype wire
