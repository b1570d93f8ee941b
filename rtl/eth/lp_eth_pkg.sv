// lp_eth_pkg: constants and helper functions of the 10GBASE-R MAC and PCS (docs/eth.md).
//
// XGMII inside the channel: 64 bits of data and 8 control bits per word; lane k is data[8k +: 8] with
// control bit ctrl[k], lane 0 first on the line. 66-bit blocks: a 2-bit sync header and a 64-bit
// payload, both bit 0 first (the header value SH_DATA = 2'b10 is "0 then 1" on the line); the payload's
// bits [7:0] are the block type field of a control block.
`default_nettype none

package lp_eth_pkg;
    // XGMII control characters
    localparam logic [7:0] XG_IDLE  = 8'h07;
    localparam logic [7:0] XG_LPI   = 8'h06;
    localparam logic [7:0] XG_START = 8'hFB;
    localparam logic [7:0] XG_TERM  = 8'hFD;
    localparam logic [7:0] XG_ERROR = 8'hFE;
    localparam logic [7:0] XG_SEQ   = 8'h9C;   // sequence ordered set (/Q/: link faults)
    localparam logic [7:0] XG_SIG   = 8'h5C;   // signal ordered set

    // 7-bit control codes of 10GBASE-R
    localparam logic [6:0] CC_IDLE  = 7'h00;
    localparam logic [6:0] CC_ERROR = 7'h1E;

    // sync headers (bit 0 first on the line)
    localparam logic [1:0] SH_DATA = 2'b10;
    localparam logic [1:0] SH_CTRL = 2'b01;

    // block type field
    localparam logic [7:0] BT_C     = 8'h1E;   // C0..C7
    localparam logic [7:0] BT_O4    = 8'h2D;   // C0..C3 O4 D5..D7
    localparam logic [7:0] BT_S4    = 8'h33;   // C0..C3 S4 D5..D7
    localparam logic [7:0] BT_O0S4  = 8'h66;   // O0 D1..D3 S4 D5..D7
    localparam logic [7:0] BT_O0O4  = 8'h55;   // O0 D1..D3 O4 D5..D7
    localparam logic [7:0] BT_S0    = 8'h78;   // S0 D1..D7
    localparam logic [7:0] BT_O0    = 8'h4B;   // O0 D1..D3 C4..C7

    // block type of a terminate in lane k (T0..T7)
    function automatic logic [7:0] bt_term(input int k);
        case (k)
            0: return 8'h87;
            1: return 8'h99;
            2: return 8'hAA;
            3: return 8'hB4;
            4: return 8'hCC;
            5: return 8'hD2;
            6: return 8'hE1;
            default: return 8'hFF;
        endcase
    endfunction

    // XGMII control character -> {valid, 7-bit code}; valid only for the characters a C lane may carry
    // (idle, LPI, error, the six reserved ones)
    function automatic logic [7:0] xg_to_cc(input logic [7:0] c);
        case (c)
            XG_IDLE:  return {1'b1, 7'h00};
            XG_LPI:   return {1'b1, 7'h06};
            XG_ERROR: return {1'b1, 7'h1E};
            8'h1C:    return {1'b1, 7'h2D};
            8'h3C:    return {1'b1, 7'h33};
            8'h7C:    return {1'b1, 7'h4B};
            8'hBC:    return {1'b1, 7'h55};
            8'hDC:    return {1'b1, 7'h66};
            8'hF7:    return {1'b1, 7'h78};
            default:  return {1'b0, 7'h1E};
        endcase
    endfunction

    // 7-bit code -> {valid, XGMII character}; an invalid code decodes to /E/
    function automatic logic [8:0] cc_to_xg(input logic [6:0] c);
        case (c)
            7'h00:   return {1'b1, XG_IDLE};
            7'h06:   return {1'b1, XG_LPI};
            7'h1E:   return {1'b1, XG_ERROR};
            7'h2D:   return {1'b1, 8'h1C};
            7'h33:   return {1'b1, 8'h3C};
            7'h4B:   return {1'b1, 8'h7C};
            7'h55:   return {1'b1, 8'hBC};
            7'h66:   return {1'b1, 8'hDC};
            7'h78:   return {1'b1, 8'hF7};
            default: return {1'b0, XG_ERROR};
        endcase
    endfunction

    // CRC-32 of the FCS (IEEE 802.3), register kept reflected (lp_crc REFIN = 1)
    localparam logic [31:0] CRC_POLY    = 32'h04C11DB7;
    localparam logic [31:0] CRC_REFPOLY = 32'hEDB88320;
    localparam logic [31:0] CRC_INIT    = 32'hFFFFFFFF;
    localparam logic [31:0] CRC_RESIDUE = 32'hDEBB20E3;   // register after a frame and its own FCS

    // The register after one more zero bit (forward step) and the register one zero bit earlier
    // (inverse step: the feedback bit is recovered from bit 31, which the shift itself leaves at 0).
    function automatic logic [31:0] crc_zero_bit(input logic [31:0] c);
        return (c >> 1) ^ (c[0] ? CRC_REFPOLY : 32'h0);
    endfunction

    function automatic logic [31:0] crc_unzero_bit(input logic [31:0] c);
        return ((c[31] ? (c ^ CRC_REFPOLY) : c) << 1) | {31'h0, c[31]};
    endfunction

    // Constant masks: out[j] = ^(in & M[j]) is the register after BYTES zero bytes (FWD = 1) or
    // BYTES zero bytes earlier (FWD = 0).
    typedef logic [31:0][31:0] crc_mat_t;

    function automatic crc_mat_t crc_zero_mat(input int bytes, input bit fwd);
        crc_mat_t    m;
        logic [31:0] v;
        m = '0;
        for (int n = 0; n < 32; n++) begin
            v = 32'h1 << n;
            for (int b = 0; b < 8 * bytes; b++) v = fwd ? crc_zero_bit(v) : crc_unzero_bit(v);
            for (int j = 0; j < 32; j++) m[j][n] = v[j];
        end
        return m;
    endfunction

    function automatic logic [31:0] crc_mat_apply(input crc_mat_t m, input logic [31:0] c);
        logic [31:0] o;
        for (int j = 0; j < 32; j++) o[j] = ^(c & m[j]);
        return o;
    endfunction

    // events and 32-bit saturating counters of one channel (lp_eth_mac_pcs), first field most significant
    typedef struct packed {
        logic err_block;   // PCS sent an error block in place of a word the MAC gave
        logic underrun;    // MAC cut a frame whose beats stopped
        logic bad;         // MAC sent a frame with /E/ (s_axis_tuser)
        logic frame;       // MAC ended a frame on the line
    } tx_ev_t;

    typedef struct packed {
        logic hi_ber;      // PCS: the BER monitor's hi_ber rose
        logic sh_err;      // PCS: invalid sync header while locked
        logic err_block;   // PCS: error word to the MAC while locked
        logic lock_lost;   // PCS: block lock lost
        logic bad_fcs;     // MAC: frame with a wrong FCS
        logic oversize;    // MAC: frame longer than MAX_LEN
        logic runt;        // MAC: frame shorter than 64 bytes
        logic err;         // MAC: frame ended by a control character other than /T/, or bad preamble
        logic pause;       // MAC: MAC control frame dropped
        logic good;        // MAC: good frame delivered
    } rx_ev_t;

    localparam int TX_EV_N = $bits(tx_ev_t);
    localparam int RX_EV_N = $bits(rx_ev_t);

    // number of set bits of a contiguous keep (lanes 0..k-1 set)
    function automatic logic [3:0] keep_bytes(input logic [7:0] keep);
        logic [3:0] n;
        n = 4'd0;
        for (int i = 0; i < 8; i++) n = n + {3'd0, keep[i]};
        return n;
    endfunction
endpackage

`default_nettype wire
