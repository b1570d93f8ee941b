// lp_eth_mac_tx: 10G Ethernet MAC transmit, AXI-Stream (64 bit) -> XGMII (64 bit data + 8 control).
//
// Adds the preamble and SFD, pads frames to 60 bytes, appends the FCS (CRC-32) and keeps the
// inter-frame gap at 12 bytes on average with a deficit idle count: frames start in lane 0 or lane 4 and
// a gap may be up to 3 bytes short as long as the running deficit stays at most 3 (docs/eth.md,
// "Transmit MAC"). The PCS takes one XGMII word in each cycle with xgmii_tx_en high; nothing moves in the
// other cycles. A frame with s_axis_tuser set on its tlast beat is sent with /E/ instead of /T/ (the
// receiver discards it). A frame whose beats do not keep up once it has started (s_axis_tvalid low inside
// a frame) is cut with a word of /E/, and the rest of it is taken and discarded (ev_underrun).
//
// Pipeline: S0 (s_axis or the padding generator, CRC over the beat) -> P1 -> P2 (the FCS is finished
// while the last beat moves from P1 to P2) -> output state machine -> xgmii_txd/txc registers.
// The CRC runs over whole words with the missing bytes of the last beat as zeros; the FCS is the register
// taken back by those zero bytes (lp_eth_pkg::crc_zero_mat, inverse steps of 4, 2 and 1 bytes).
`default_nettype none
`include "lp_assert.svh"

module lp_eth_mac_tx
    import lp_eth_pkg::*;
(
    input  wire logic        clk,
    input  wire logic        rst,
    // frames without preamble and FCS, byte 0 in tdata[7:0], tkeep contiguous from lane 0
    input  wire logic [63:0] s_axis_tdata,
    input  wire logic [7:0]  s_axis_tkeep,
    input  wire logic        s_axis_tvalid,
    output logic             s_axis_tready,
    input  wire logic        s_axis_tlast,
    input  wire logic        s_axis_tuser,      // on the tlast beat: send the frame as errored
    // XGMII to the PCS
    input  wire logic        xgmii_tx_en,       // the PCS takes xgmii_txd/txc in this cycle
    output logic [63:0]      xgmii_txd,
    output logic [7:0]       xgmii_txc,
    // one-cycle events
    output logic             ev_frame,          // a frame ended on the line (good or errored)
    output logic             ev_bad,            // ... sent with /E/ (s_axis_tuser)
    output logic             ev_underrun        // a frame cut because s_axis_tvalid fell inside it
);
    localparam logic [63:0] IDLE_D = {8{XG_IDLE}};
    localparam logic [63:0] ERR_D  = {8{XG_ERROR}};
    localparam crc_mat_t INV4 = crc_zero_mat(4, 1'b0);
    localparam crc_mat_t INV2 = crc_zero_mat(2, 1'b0);
    localparam crc_mat_t INV1 = crc_zero_mat(1, 1'b0);

    // ------------------------------------------------------------------ S0: input, padding, CRC
    logic [3:0]  bcnt;        // beats of the current frame passed on, saturating at 8
    logic        pad;         // generating padding beats
    logic        pad_bad;
    logic [31:0] crc_q;

    logic        s0_v, s0_last, s0_bad, s0_short;
    logic [63:0] s0_data;
    logic [7:0]  s0_keep;
    logic        mv01, mv12, take2, p1_free, p2_free;

    always_comb begin
        s0_short = s_axis_tlast && (bcnt < 4'd7 || (bcnt == 4'd7 && !s_axis_tkeep[3]));
        if (pad) begin
            s0_v    = 1'b1;
            s0_data = '0;
            s0_keep = (bcnt == 4'd7) ? 8'h0F : 8'hFF;
            s0_last = (bcnt == 4'd7);
            s0_bad  = pad_bad;
        end else begin
            s0_v = s_axis_tvalid;
            for (int i = 0; i < 8; i++) s0_data[8*i +: 8] = s_axis_tkeep[i] ? s_axis_tdata[8*i +: 8] : 8'h00;
            s0_keep = !s0_short ? s_axis_tkeep : (bcnt == 4'd7) ? (s_axis_tkeep | 8'h0F) : 8'hFF;
            s0_last = s_axis_tlast && !(s0_short && bcnt < 4'd7);
            s0_bad  = s_axis_tuser;
        end
    end

    logic [31:0] crc_next;
    lp_crc #(.WIDTH(32), .POLY(CRC_POLY), .DATA_W(64), .REFIN(1)) u_crc (
        .crc_in (bcnt == 4'd0 ? CRC_INIT : crc_q),
        .data   (s0_data),
        .crc_out(crc_next)
    );

    // ------------------------------------------------------------------ P1, P2
    logic        p1_v, p1_last, p1_bad;
    logic [63:0] p1_data;
    logic [7:0]  p1_keep;
    logic [31:0] p1_crc;
    logic [2:0]  p1_m;        // zero bytes the CRC ran over in the last beat

    logic        p2_v, p2_last, p2_bad;
    logic [63:0] p2_data;
    logic [3:0]  p2_k;        // bytes of the beat (1..8)
    logic [31:0] fcs;         // FCS of the frame whose last beat is (or was) in P2, lane order

    assign p2_free = !p2_v || take2;
    assign mv12    = xgmii_tx_en && p1_v && p2_free;
    assign p1_free = !p1_v || mv12;
    assign mv01    = xgmii_tx_en && s0_v && p1_free;
    assign s_axis_tready = xgmii_tx_en && p1_free && !pad;

    logic [31:0] c4, c2, c1;
    always_comb begin
        c4 = p1_m[2] ? crc_mat_apply(INV4, p1_crc) : p1_crc;
        c2 = p1_m[1] ? crc_mat_apply(INV2, c4) : c4;
        c1 = p1_m[0] ? crc_mat_apply(INV1, c2) : c2;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            bcnt    <= '0;
            pad     <= 1'b0;
            pad_bad <= 1'b0;
            crc_q   <= CRC_INIT;
            p1_v    <= 1'b0;
            p2_v    <= 1'b0;
        end else begin
            if (mv01) begin
                crc_q <= crc_next;
                if (s0_last) begin
                    bcnt <= '0;
                    pad  <= 1'b0;
                end else begin
                    bcnt <= (bcnt == 4'd8) ? bcnt : bcnt + 4'd1;
                    if (!pad && s0_short) begin
                        pad     <= 1'b1;
                        pad_bad <= s_axis_tuser;
                    end
                end
            end
            if (mv01)      p1_v <= 1'b1;
            else if (mv12) p1_v <= 1'b0;
            if (mv12)       p2_v <= 1'b1;
            else if (take2) p2_v <= 1'b0;
        end
        if (mv01) begin
            p1_data <= s0_data;
            p1_keep <= s0_keep;
            p1_last <= s0_last;
            p1_bad  <= s0_bad;
            p1_crc  <= crc_next;
            p1_m    <= 3'(4'd8 - keep_bytes(s0_keep));
        end
        if (mv12) begin
            p2_data <= p1_data;
            p2_k    <= keep_bytes(p1_keep);
            p2_last <= p1_last;
            p2_bad  <= p1_bad;
            if (p1_last) fcs <= ~c1;
        end
    end

    // ------------------------------------------------------------------ output state machine
    typedef enum logic [2:0] {S_IDLE, S_IFG, S_PRE2, S_DATA, S_TAIL2, S_TAIL3, S_DISCARD} state_t;
    state_t      st, st_n;
    logic        shift4, shift4_n;
    logic [31:0] hold, hold_n;
    logic [63:0] rem, rem_n;
    logic [3:0]  rem_cnt, rem_cnt_n;
    logic        rem_bad, rem_bad_n;
    logic [1:0]  deficit, deficit_n;
    logic [1:0]  ifg_h, ifg_h_n;
    logic [63:0] txd_n;
    logic [7:0]  txc_n;
    logic        ev_frame_n, ev_bad_n, ev_underrun_n;

    // the tail: remaining frame bytes, the FCS after them, then /T/ (or /E/) and idles
    logic [15:0][7:0] base, win;
    logic [4:0]       d_cnt, n_cnt;

    // where the next start may be after a /T/ in lane p: half words j (1: lane 4 of the next word,
    // 2: lane 0 of the word after, 3: lane 4 of that word) and the new deficit
    function automatic logic [3:0] ifg_plan(input logic [2:0] p, input logic [1:0] dic);
        logic [1:0] s, j, dn;
        s = p[1:0];
        if (s == 2'd0) begin
            j  = p[2] ? 2'd2 : 2'd1;
            dn = dic;
        end else if ({1'b0, dic} + {1'b0, s} <= 3'd3) begin
            j  = p[2] ? 2'd2 : 2'd1;
            dn = dic + s;
        end else begin
            j  = p[2] ? 2'd3 : 2'd2;
            dn = (dic > 2'd3 - s + 2'd1) ? dic - (2'd3 - s + 2'd1) : 2'd0;   // minus the excess 4 - s
        end
        return {j, dn};
    endfunction

    // one word of the tail: lanes below cnt carry w, lane cnt /T/ (/E/ if bad), idles above
    function automatic logic [71:0] tail_word(input logic [63:0] w, input logic [4:0] cnt, input logic bad);
        logic [63:0] d;
        logic [7:0]  c;
        for (int i = 0; i < 8; i++) begin
            if (5'(i) < cnt) begin
                d[8*i +: 8] = w[8*i +: 8];
                c[i] = 1'b0;
            end else if (5'(i) == cnt) begin
                d[8*i +: 8] = bad ? XG_ERROR : XG_TERM;
                c[i] = 1'b1;
            end else begin
                d[8*i +: 8] = XG_IDLE;
                c[i] = 1'b1;
            end
        end
        return {c, d};
    endfunction

    always_comb begin
        if (shift4) begin
            base  = {32'h0, p2_data, hold};
            d_cnt = {1'b0, p2_k} + 5'd4;
        end else begin
            base  = {64'h0, p2_data};
            d_cnt = {1'b0, p2_k};
        end
        n_cnt = d_cnt + 5'd4;
        for (int i = 0; i < 16; i++) begin
            if (5'(i) < d_cnt)              win[i] = base[i];
            else if (5'(i) == d_cnt)        win[i] = fcs[7:0];
            else if (5'(i) == d_cnt + 5'd1) win[i] = fcs[15:8];
            else if (5'(i) == d_cnt + 5'd2) win[i] = fcs[23:16];
            else                            win[i] = fcs[31:24];
        end
    end

    always_comb begin
        st_n          = st;
        shift4_n      = shift4;
        hold_n        = hold;
        rem_n         = rem;
        rem_cnt_n     = rem_cnt;
        rem_bad_n     = rem_bad;
        deficit_n     = deficit;
        ifg_h_n       = ifg_h;
        txd_n         = IDLE_D;
        txc_n         = 8'hFF;
        take2         = 1'b0;
        ev_frame_n    = 1'b0;
        ev_bad_n      = 1'b0;
        ev_underrun_n = 1'b0;
        case (st)
            S_IDLE: begin
                if (p2_v) begin
                    txd_n    = {8'hD5, {6{8'h55}}, XG_START};
                    txc_n    = 8'h01;
                    shift4_n = 1'b0;
                    st_n     = S_DATA;
                end else begin
                    deficit_n = 2'd0;
                end
            end
            S_IFG: begin
                if (ifg_h == 2'd1) begin
                    if (p2_v) begin
                        txd_n    = {{3{8'h55}}, XG_START, {4{XG_IDLE}}};
                        txc_n    = 8'h1F;
                        shift4_n = 1'b1;
                        st_n     = S_PRE2;
                    end else begin
                        deficit_n = 2'd0;
                        st_n      = S_IDLE;
                    end
                end else if (ifg_h == 2'd2) begin
                    st_n = S_IDLE;
                end else begin
                    ifg_h_n = 2'd1;
                end
            end
            S_PRE2: begin
                txd_n  = {p2_data[31:0], 8'hD5, {3{8'h55}}};
                txc_n  = 8'h00;
                hold_n = p2_data[63:32];
                take2  = 1'b1;
                st_n   = S_DATA;
            end
            S_DATA: begin
                if (!p2_v) begin
                    txd_n         = ERR_D;
                    txc_n         = 8'hFF;
                    ev_underrun_n = 1'b1;
                    st_n          = S_DISCARD;
                end else if (!p2_last) begin
                    txd_n  = shift4 ? {p2_data[31:0], hold} : p2_data;
                    txc_n  = 8'h00;
                    hold_n = p2_data[63:32];
                    take2  = 1'b1;
                end else begin
                    take2 = 1'b1;
                    {txc_n, txd_n} = tail_word(win[7:0], n_cnt, p2_bad);
                    if (n_cnt < 5'd8) begin
                        {ifg_h_n, deficit_n} = ifg_plan(n_cnt[2:0], deficit);
                        ev_frame_n = 1'b1;
                        ev_bad_n   = p2_bad;
                        st_n       = S_IFG;
                    end else begin
                        rem_n     = win[15:8];
                        rem_cnt_n = 4'(n_cnt - 5'd8);
                        rem_bad_n = p2_bad;
                        st_n      = S_TAIL2;
                    end
                end
            end
            S_TAIL2: begin
                {txc_n, txd_n} = tail_word(rem, {1'b0, rem_cnt}, rem_bad);
                if (rem_cnt == 4'd8) begin
                    st_n = S_TAIL3;
                end else begin
                    {ifg_h_n, deficit_n} = ifg_plan(rem_cnt[2:0], deficit);
                    ev_frame_n = 1'b1;
                    ev_bad_n   = rem_bad;
                    st_n       = S_IFG;
                end
            end
            S_TAIL3: begin
                {txc_n, txd_n} = tail_word(rem, 5'd0, rem_bad);
                {ifg_h_n, deficit_n} = ifg_plan(3'd0, deficit);
                ev_frame_n = 1'b1;
                ev_bad_n   = rem_bad;
                st_n       = S_IFG;
            end
            default: begin   // S_DISCARD: the rest of a cut frame
                if (p2_v) begin
                    take2 = 1'b1;
                    if (p2_last) begin
                        ifg_h_n = 2'd2;
                        st_n    = S_IFG;
                    end
                end
            end
        endcase
        if (!xgmii_tx_en) take2 = 1'b0;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            st          <= S_IDLE;
            shift4      <= 1'b0;
            deficit     <= 2'd0;
            ifg_h       <= 2'd0;
            rem_cnt     <= 4'd0;
            rem_bad     <= 1'b0;
            xgmii_txd   <= IDLE_D;
            xgmii_txc   <= 8'hFF;
            ev_frame    <= 1'b0;
            ev_bad      <= 1'b0;
            ev_underrun <= 1'b0;
        end else begin
            ev_frame    <= 1'b0;
            ev_bad      <= 1'b0;
            ev_underrun <= 1'b0;
            if (xgmii_tx_en) begin
                st          <= st_n;
                shift4      <= shift4_n;
                deficit     <= deficit_n;
                ifg_h       <= ifg_h_n;
                rem_cnt     <= rem_cnt_n;
                rem_bad     <= rem_bad_n;
                xgmii_txd   <= txd_n;
                xgmii_txc   <= txc_n;
                ev_frame    <= ev_frame_n;
                ev_bad      <= ev_bad_n;
                ev_underrun <= ev_underrun_n;
            end
        end
        if (xgmii_tx_en) begin
            hold <= hold_n;
            rem  <= rem_n;
        end
    end

`ifndef SYNTHESIS
    // tkeep of an input beat is contiguous from lane 0 and not empty
    `LP_ASSERT(a_keep_contig, clk, rst, !s_axis_tvalid || (s_axis_tkeep != 8'h00
               && ((s_axis_tkeep & (s_axis_tkeep + 8'h01)) == 8'h00)))
    // only a tlast beat may be partial
    `LP_ASSERT(a_keep_full, clk, rst, !s_axis_tvalid || s_axis_tlast || s_axis_tkeep == 8'hFF)
    // a P2 beat is taken only while present
    `LP_ASSERT(a_take_valid, clk, rst, !take2 || p2_v)
    // a frame's first beat is never its last (frames are at least 64 bytes with the FCS)
    `LP_ASSERT(a_first_not_last, clk, rst, !(st == S_PRE2 && p2_last))
    // nothing moves while the PCS pauses
    `LP_ASSERT(a_pause, clk, rst, xgmii_tx_en || (!s_axis_tready && !mv01 && !mv12 && !take2))
`endif
endmodule

`default_nettype wire
