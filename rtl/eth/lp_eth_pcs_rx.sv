// lp_eth_pcs_rx: 10GBASE-R PCS receive (IEEE 802.3 clause 49): block lock on the sync headers (with
// slips of the GT's gearbox), BER monitor, descrambler x^58 + x^39 + 1, 64b/66b decoder of every block
// type and the receive state machine (a block that breaks the frame rules becomes an error word; a /T/
// block counts only when the next block is a control or start block). While block lock is missing or
// the BER is high the MAC gets local-fault ordered sets.
//
// GT interface (docs/eth.md, "GT interface"): gt_rx_data/gt_rx_hdr carry one 66-bit block in each cycle
// with gt_rx_valid high (the gearbox's data-valid, low one cycle in 33 at 161.13 MHz), bit 0 first;
// gt_rx_slip is a one-cycle request to the gearbox to move the block boundary by one bit (RXGEARBOXSLIP).
// After a slip the headers are ignored for SLIP_WAIT cycles (the GT needs time to apply it).
//
// Block lock: unlocked, one invalid header slips; 64 valid headers in a row lock. Locked, 16 invalid
// headers within a window of 64 lose the lock (and slip). BER monitor: while locked, 16 invalid headers
// within BER_WINDOW blocks (125 us = 19531 blocks at 10.3125 Gb/s) set st_hi_ber, a window with fewer
// clears it.
//
// Pipeline: descramble (register) -> decode (register, held until the next block arrives) -> receive
// state machine with the next block's type -> xgmii_rxd/rxc registers, xgmii_rx_en for one cycle.
`default_nettype none
`include "lp_assert.svh"

module lp_eth_pcs_rx
    import lp_eth_pkg::*;
#(
    parameter int SLIP_WAIT  = 32,
    parameter int BER_WINDOW = 19531
) (
    input  wire logic        clk,
    input  wire logic        rst,
    input  wire logic [63:0] gt_rx_data,
    input  wire logic [1:0]  gt_rx_hdr,
    input  wire logic        gt_rx_valid,
    output logic             gt_rx_slip,
    output logic             xgmii_rx_en,
    output logic [63:0]      xgmii_rxd,
    output logic [7:0]       xgmii_rxc,
    output logic             st_block_lock,
    output logic             st_hi_ber,
    output logic             ev_lock_lost,    // block lock lost
    output logic             ev_err_block,    // an error word given to the MAC while locked
    output logic             ev_sh_err,       // an invalid sync header while locked (the BER count)
    output logic             ev_hi_ber        // st_hi_ber rose
);
    if (SLIP_WAIT < 1 || SLIP_WAIT > 255) begin : g_chk_slip
        $fatal(1, "lp_eth_pcs_rx: SLIP_WAIT=%0d must be 1..255", SLIP_WAIT);
    end
    if (BER_WINDOW < 64 || BER_WINDOW > 65535) begin : g_chk_ber
        $fatal(1, "lp_eth_pcs_rx: BER_WINDOW=%0d must be 64..65535", BER_WINDOW);
    end

    localparam logic [63:0] LF_D = {8'h01, 8'h00, 8'h00, XG_SEQ, 8'h01, 8'h00, 8'h00, XG_SEQ};
    localparam logic [7:0]  LF_C = 8'h11;

    // ------------------------------------------------------------------ block lock, BER monitor
    logic       sh_ok;
    logic [5:0] sh_cnt;        // headers in the current window of 64, minus one
    logic [4:0] bad_cnt;       // invalid headers in it
    logic [7:0] wait_cnt;
    logic [15:0] ber_timer;
    logic [4:0]  ber_cnt;
    logic        count;        // a header that block lock looks at
    logic        lose;         // ... and it loses the lock
    assign sh_ok = gt_rx_hdr == SH_DATA || gt_rx_hdr == SH_CTRL;
    assign count = gt_rx_valid && wait_cnt == 8'd0;
    assign lose  = count && st_block_lock && !sh_ok && bad_cnt == 5'd15;

    always_ff @(posedge clk) begin
        if (rst) begin
            st_block_lock <= 1'b0;
            st_hi_ber     <= 1'b0;
            sh_cnt        <= '0;
            bad_cnt       <= '0;
            wait_cnt      <= '0;
            ber_timer     <= '0;
            ber_cnt       <= '0;
            gt_rx_slip    <= 1'b0;
            ev_lock_lost  <= 1'b0;
            ev_sh_err     <= 1'b0;
            ev_hi_ber     <= 1'b0;
        end else begin
            gt_rx_slip   <= 1'b0;
            ev_lock_lost <= 1'b0;
            ev_sh_err    <= 1'b0;
            ev_hi_ber    <= 1'b0;
            if (wait_cnt != 8'd0) wait_cnt <= wait_cnt - 8'd1;
            if (count) begin
                if (!st_block_lock) begin
                    if (!sh_ok) begin
                        gt_rx_slip <= 1'b1;
                        wait_cnt   <= 8'(SLIP_WAIT);
                        sh_cnt     <= '0;
                    end else if (sh_cnt == 6'd63) begin
                        st_block_lock <= 1'b1;
                        sh_cnt        <= '0;
                        bad_cnt       <= '0;
                    end else begin
                        sh_cnt <= sh_cnt + 6'd1;
                    end
                end else begin
                    ev_sh_err <= !sh_ok;
                    if (lose) begin
                        st_block_lock <= 1'b0;
                        ev_lock_lost  <= 1'b1;
                        gt_rx_slip    <= 1'b1;
                        wait_cnt      <= 8'(SLIP_WAIT);
                        sh_cnt        <= '0;
                        bad_cnt       <= '0;
                    end else if (sh_cnt == 6'd63) begin
                        sh_cnt  <= '0;
                        bad_cnt <= '0;
                    end else begin
                        sh_cnt  <= sh_cnt + 6'd1;
                        bad_cnt <= bad_cnt + {4'd0, !sh_ok};
                    end
                end
            end
            // BER monitor: windows of BER_WINDOW blocks while locked
            if (!st_block_lock || lose) begin
                st_hi_ber <= 1'b0;
                ber_timer <= '0;
                ber_cnt   <= '0;
            end else if (count) begin
                if (!sh_ok && ber_cnt == 5'd15) begin
                    if (!st_hi_ber) ev_hi_ber <= 1'b1;
                    st_hi_ber <= 1'b1;
                end
                if (!sh_ok && ber_cnt != 5'd16) ber_cnt <= ber_cnt + 5'd1;
                if (ber_timer == 16'(BER_WINDOW - 1)) begin
                    ber_timer <= '0;
                    ber_cnt   <= '0;
                    if (ber_cnt < 5'd16 && !(!sh_ok && ber_cnt == 5'd15)) st_hi_ber <= 1'b0;
                end else begin
                    ber_timer <= ber_timer + 16'd1;
                end
            end
        end
    end

    // ------------------------------------------------------------------ descrambler
    logic [57:0]  dsc;
    logic [121:0] rx_ext;
    logic [63:0]  plain;
    always_comb begin
        rx_ext = {gt_rx_data, dsc};
        for (int i = 0; i < 64; i++) plain[i] = rx_ext[58 + i] ^ rx_ext[i + 19] ^ rx_ext[i];
    end

    logic        v1, ok1;
    logic [63:0] d1;
    logic [1:0]  h1;
    always_ff @(posedge clk) begin
        if (rst) begin
            dsc <= '0;
            v1  <= 1'b0;
        end else begin
            v1 <= gt_rx_valid;
            if (gt_rx_valid) dsc <= gt_rx_data[63:6];
        end
        if (gt_rx_valid) begin
            d1  <= plain;
            h1  <= gt_rx_hdr;
            ok1 <= st_block_lock && !st_hi_ber;
        end
    end

    // ------------------------------------------------------------------ decoder
    typedef enum logic [2:0] {R_C, R_S, R_T, R_D, R_E} rtype_t;
    rtype_t     rt;
    logic [63:0] rd;
    logic [7:0]  rc;
    logic [8:0]  cx [8];          // {valid, character} of the 7-bit code in C position j
    logic [7:0]  cx_ok, cx_err;   // ... is a valid code, ... is /E/
    logic [7:0]  bt;
    logic        o0_ok, o4_ok;
    logic [7:0]  o0, o4;

    function automatic logic [7:0] o_char(input logic [3:0] o);
        return (o == 4'hF) ? XG_SIG : XG_SEQ;
    endfunction

    always_comb begin
        bt = d1[7:0];
        for (int j = 0; j < 8; j++) begin
            cx[j]     = cc_to_xg(d1[7*j+8 +: 7]);
            cx_ok[j]  = cx[j][8];
            cx_err[j] = d1[7*j+8 +: 7] == CC_ERROR;
        end
        o0_ok = d1[35:32] == 4'h0 || d1[35:32] == 4'hF;
        o4_ok = d1[39:36] == 4'h0 || d1[39:36] == 4'hF;
        o0    = o_char(d1[35:32]);
        o4    = o_char(d1[39:36]);
        rt = R_E;
        rd = {8{XG_ERROR}};
        rc = 8'hFF;
        if (h1 == SH_DATA) begin
            rt = R_D;
            rd = d1;
            rc = 8'h00;
        end else if (h1 == SH_CTRL) begin
            case (bt)
                BT_C: begin
                    rc = 8'hFF;
                    for (int j = 0; j < 8; j++) rd[8*j +: 8] = cx[j][7:0];
                    rt = (&cx_ok && !(|cx_err)) ? R_C : R_E;
                end
                BT_O4, BT_S4: begin
                    rc = 8'h1F;
                    for (int j = 0; j < 4; j++) rd[8*j +: 8] = cx[j][7:0];
                    rd[39:32] = (bt == BT_S4) ? XG_START : o4;
                    rd[63:40] = d1[63:40];
                    rt = (&cx_ok[3:0] && !(|cx_err[3:0]) && (bt == BT_S4 || o4_ok)) ? ((bt == BT_S4) ? R_S : R_C) : R_E;
                end
                BT_O0S4, BT_O0O4: begin
                    rc = 8'h11;
                    rd = {d1[63:40], (bt == BT_O0S4) ? XG_START : o4, d1[31:8], o0};
                    rt = (o0_ok && (bt == BT_O0S4 || o4_ok)) ? ((bt == BT_O0S4) ? R_S : R_C) : R_E;
                end
                BT_S0: begin
                    rc = 8'h01;
                    rd = {d1[63:8], XG_START};
                    rt = R_S;
                end
                BT_O0: begin
                    rc = 8'hF1;
                    rd = {cx[7][7:0], cx[6][7:0], cx[5][7:0], cx[4][7:0], d1[31:8], o0};
                    rt = (o0_ok && &cx_ok[7:4] && !(|cx_err[7:4])) ? R_C : R_E;
                end
                default: begin
                    for (int k = 0; k < 8; k++) begin
                        if (bt == bt_term(k)) begin
                            rc = 8'(8'hFF << k);
                            rt = R_T;
                            for (int i = 0; i < 8; i++) begin
                                if (i < k)       rd[8*i +: 8] = d1[8*i+8 +: 8];
                                else if (i == k) rd[8*i +: 8] = XG_TERM;
                                else begin
                                    rd[8*i +: 8] = cx[i][7:0];
                                    if (!cx[i][8]) rt = R_E;
                                end
                            end
                        end
                    end
                end
            endcase
        end
    end

    // ------------------------------------------------------------------ receive state machine
    typedef enum logic [1:0] {RX_C, RX_D, RX_T, RX_E} rxst_t;
    rxst_t       st;
    logic        v2, ok2;
    rtype_t      t2;
    logic [63:0] d2;
    logic [7:0]  c2;

    logic  next_cs, out_e;
    rxst_t st_n;
    always_comb begin
        next_cs = rt == R_C || rt == R_S;
        st_n    = st;
        out_e   = 1'b0;
        case (st)
            RX_C, RX_T: begin
                if (t2 == R_C)      st_n = RX_C;
                else if (t2 == R_S) st_n = RX_D;
                else begin st_n = RX_E; out_e = 1'b1; end
            end
            RX_D: begin
                if (t2 == R_D)                 st_n = RX_D;
                else if (t2 == R_T && next_cs) st_n = RX_T;
                else begin st_n = RX_E; out_e = 1'b1; end
            end
            default: begin   // RX_E
                if (t2 == R_C)                 st_n = RX_C;
                else if (t2 == R_D)            st_n = RX_D;
                else if (t2 == R_T && next_cs) st_n = RX_T;
                else if (t2 == R_S)            st_n = RX_D;
                else out_e = 1'b1;
            end
        endcase
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            st           <= RX_C;
            v2           <= 1'b0;
            xgmii_rx_en  <= 1'b0;
            xgmii_rxd    <= LF_D;
            xgmii_rxc    <= LF_C;
            ev_err_block <= 1'b0;
        end else begin
            xgmii_rx_en  <= 1'b0;
            ev_err_block <= 1'b0;
            if (v1) begin
                // the block in stage 2 leaves, judged with the new block's type as the next one
                v2  <= 1'b1;
                t2  <= rt;
                d2  <= rd;
                c2  <= rc;
                ok2 <= ok1;
                if (v2) begin
                    xgmii_rx_en <= 1'b1;
                    if (!ok2) begin
                        st        <= RX_C;
                        xgmii_rxd <= LF_D;
                        xgmii_rxc <= LF_C;
                    end else begin
                        st           <= st_n;
                        xgmii_rxd    <= out_e ? {8{XG_ERROR}} : d2;
                        xgmii_rxc    <= out_e ? 8'hFF : c2;
                        ev_err_block <= out_e;
                    end
                end
            end
        end
    end

`ifndef SYNTHESIS
    // no slip request while locked, and none during the wait after a slip
    `LP_ASSERT(a_slip, clk, rst, !gt_rx_slip || (!st_block_lock && $past(wait_cnt) == 8'd0))
    // a high BER only while locked
    `LP_ASSERT(a_hi_ber_locked, clk, rst, !st_hi_ber || st_block_lock)
    // the window counters stay in range
    `LP_ASSERT(a_bad_cnt, clk, rst, bad_cnt < 5'd16)
`endif
endmodule

`default_nettype wire
