// lp_eth_pcs_tx: 10GBASE-R PCS transmit (IEEE 802.3 clause 49): XGMII word -> 64b/66b block, the
// transmit state machine (a word that breaks the frame rules goes out as an error block), the
// self-synchronous scrambler x^58 + x^39 + 1 over the payload, and the pacing of the GT's synchronous
// gearbox.
//
// GT interface (docs/eth.md, "GT interface"): one 66-bit block per cycle of TXUSRCLK2 (161.13 MHz for
// 64-bit user data at 10.3125 Gb/s), gt_tx_hdr bit 0 and gt_tx_data bit 0 first on the line, with the
// gearbox sequence gt_tx_seq counting 0..32; in the cycle where gt_tx_seq is 32 the GT takes no block
// (GBX_PAUSE = 1). With GBX_PAUSE = 0 (an asynchronous gearbox, or a GT at 156.25 MHz) a block is taken
// in every cycle and gt_tx_seq stays 0. xgmii_tx_en tells the MAC that its word is taken in this cycle.
//
// Pipeline: encode (register) -> scramble (register, the GT's input). Latency 2 taken words.
`default_nettype none
`include "lp_assert.svh"

module lp_eth_pcs_tx
    import lp_eth_pkg::*;
#(
    parameter int GBX_PAUSE = 1
) (
    input  wire logic        clk,
    input  wire logic        rst,
    input  wire logic [63:0] xgmii_txd,
    input  wire logic [7:0]  xgmii_txc,
    output logic             xgmii_tx_en,
    output logic [63:0]      gt_tx_data,
    output logic [1:0]       gt_tx_hdr,
    output logic [5:0]       gt_tx_seq,
    output logic             ev_err_block      // an error block was sent in place of a word
);
    if (GBX_PAUSE != 0 && GBX_PAUSE != 1) begin : g_chk_gbx
        $fatal(1, "lp_eth_pcs_tx: GBX_PAUSE=%0d must be 0 or 1", GBX_PAUSE);
    end

    // ------------------------------------------------------------------ gearbox sequence
    logic [5:0] seq;
    assign xgmii_tx_en = (GBX_PAUSE == 0) || seq != 6'd32;

    always_ff @(posedge clk) begin
        if (rst)                 seq <= 6'd0;
        else if (GBX_PAUSE != 0) seq <= (seq == 6'd32) ? 6'd0 : seq + 6'd1;
        gt_tx_seq <= rst ? 6'd0 : seq;
    end

    // ------------------------------------------------------------------ encoder
    typedef enum logic [2:0] {T_C, T_S, T_T, T_D, T_E} ttype_t;
    typedef enum logic [1:0] {TX_C, TX_D, TX_T, TX_E} txst_t;

    logic [7:0] lane [8];
    logic [7:0] cc [8];            // {valid, code} of each lane as a control character
    logic [7:0] is_s, is_o, is_t, cc_ok, is_e;
    logic [3:0] o_code [8];
    ttype_t     ttype;
    logic [63:0] blk;              // payload of the block, valid for ttype != T_E
    logic [1:0]  blk_hdr;

    always_comb begin
        for (int i = 0; i < 8; i++) begin
            lane[i]   = xgmii_txd[8*i +: 8];
            cc[i]     = xg_to_cc(lane[i]);
            is_s[i]   = xgmii_txc[i] && lane[i] == XG_START;
            is_t[i]   = xgmii_txc[i] && lane[i] == XG_TERM;
            is_o[i]   = xgmii_txc[i] && (lane[i] == XG_SEQ || lane[i] == XG_SIG);
            o_code[i] = (lane[i] == XG_SIG) ? 4'hF : 4'h0;
            cc_ok[i]  = xgmii_txc[i] && cc[i][7];
            is_e[i]   = xgmii_txc[i] && lane[i] == XG_ERROR;
        end
    end

    always_comb begin
        ttype   = T_E;
        blk     = '0;
        blk_hdr = SH_CTRL;
        if (xgmii_txc == 8'h00) begin
            ttype   = T_D;
            blk     = xgmii_txd;
            blk_hdr = SH_DATA;
        end else if (xgmii_txc == 8'hFF && &cc_ok) begin
            ttype = (|is_e) ? T_E : T_C;
            blk   = {cc[7][6:0], cc[6][6:0], cc[5][6:0], cc[4][6:0], cc[3][6:0], cc[2][6:0], cc[1][6:0],
                     cc[0][6:0], BT_C};
        end else if (xgmii_txc == 8'h01 && is_s[0]) begin
            ttype = T_S;
            blk   = {xgmii_txd[63:8], BT_S0};
        end else if (xgmii_txc == 8'h1F && &cc_ok[3:0] && is_s[4]) begin
            ttype = (|is_e[3:0]) ? T_E : T_S;
            blk   = {xgmii_txd[63:40], 4'h0, cc[3][6:0], cc[2][6:0], cc[1][6:0], cc[0][6:0], BT_S4};
        end else if (xgmii_txc == 8'h1F && &cc_ok[3:0] && is_o[4]) begin
            ttype = (|is_e[3:0]) ? T_E : T_C;
            blk   = {xgmii_txd[63:40], o_code[4], cc[3][6:0], cc[2][6:0], cc[1][6:0], cc[0][6:0], BT_O4};
        end else if (xgmii_txc == 8'h11 && is_o[0] && is_s[4]) begin
            ttype = T_S;
            blk   = {xgmii_txd[63:40], 4'h0, o_code[0], xgmii_txd[31:8], BT_O0S4};
        end else if (xgmii_txc == 8'h11 && is_o[0] && is_o[4]) begin
            ttype = T_C;
            blk   = {xgmii_txd[63:40], o_code[4], o_code[0], xgmii_txd[31:8], BT_O0O4};
        end else if (xgmii_txc == 8'hF1 && is_o[0] && &cc_ok[7:4]) begin
            ttype = (|is_e[7:4]) ? T_E : T_C;
            blk   = {cc[7][6:0], cc[6][6:0], cc[5][6:0], cc[4][6:0], o_code[0], xgmii_txd[31:8], BT_O0};
        end else begin
            for (int k = 0; k < 8; k++) begin
                if (xgmii_txc == 8'(8'hFF << k) && is_t[k] && ((cc_ok | ~xgmii_txc | 8'(8'h01 << k)) == 8'hFF)) begin
                    ttype = T_T;
                    blk   = '0;
                    blk[7:0] = bt_term(k);
                    for (int i = 0; i < 7; i++) if (i < k) blk[8*i+8 +: 8] = lane[i];
                    for (int j = 1; j < 8; j++) if (j > k) blk[7*j+8 +: 7] = cc[j][6:0];
                end
            end
        end
    end

    txst_t st, st_n;
    logic  send_e;
    always_comb begin
        st_n   = st;
        send_e = 1'b0;
        case (st)
            TX_C, TX_T: begin
                if (ttype == T_C)      st_n = TX_C;
                else if (ttype == T_S) st_n = TX_D;
                else begin st_n = TX_E; send_e = 1'b1; end
            end
            TX_D: begin
                if (ttype == T_D)      st_n = TX_D;
                else if (ttype == T_T) st_n = TX_T;
                else begin st_n = TX_E; send_e = 1'b1; end
            end
            default: begin   // TX_E
                if (ttype == T_C)      st_n = TX_C;
                else if (ttype == T_D) st_n = TX_D;
                else if (ttype == T_T) st_n = TX_T;
                else if (ttype == T_S) st_n = TX_D;
                else send_e = 1'b1;
            end
        endcase
    end

    logic [63:0] e_blk;
    logic [1:0]  e_hdr;
    always_ff @(posedge clk) begin
        if (rst) begin
            st           <= TX_C;
            e_blk        <= {{8{CC_IDLE}}, BT_C};
            e_hdr        <= SH_CTRL;
            ev_err_block <= 1'b0;
        end else begin
            ev_err_block <= 1'b0;
            if (xgmii_tx_en) begin
                st           <= st_n;
                e_hdr        <= send_e ? SH_CTRL : blk_hdr;
                e_blk        <= send_e ? {{8{CC_ERROR}}, BT_C} : blk;
                ev_err_block <= send_e;
            end
        end
    end

    // start and ordered-set characters are only valid in lanes 0 and 4
    wire logic unused_ok = &{1'b0, is_s[7:5], is_s[3:1], is_o[7:5], is_o[3:1]};

    // ------------------------------------------------------------------ scrambler
    // s[i] = d[i] ^ s[i-39] ^ s[i-58] in line order; ext holds the last 58 scrambled bits below the new 64
    logic [57:0]  scr;
    logic [121:0] ext;
    always_comb begin
        ext = {64'h0, scr};
        for (int i = 0; i < 64; i++) ext[58 + i] = e_blk[i] ^ ext[i + 19] ^ ext[i];
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            scr        <= '1;
            gt_tx_data <= '0;
            gt_tx_hdr  <= SH_CTRL;
        end else if (xgmii_tx_en) begin
            scr        <= ext[121:64];
            gt_tx_data <= ext[121:58];
            gt_tx_hdr  <= e_hdr;
        end
    end

`ifndef SYNTHESIS
    // the header is always one of the two valid sync headers
    `LP_ASSERT(a_hdr_valid, clk, rst, gt_tx_hdr == SH_DATA || gt_tx_hdr == SH_CTRL)
    // the MAC is paused exactly when the sequence is 32
    `LP_ASSERT(a_pause, clk, rst, xgmii_tx_en == (GBX_PAUSE == 0 || seq != 6'd32))
    // data blocks only inside a frame
    `LP_ASSERT(a_data_in_frame, clk, rst, !(xgmii_tx_en && ttype == T_D && !send_e) || st == TX_D || st == TX_E)
`endif
endmodule

`default_nettype wire
