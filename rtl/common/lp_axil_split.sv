// lp_axil_split: one AXI4-Lite slave port into N register blocks, each in its own aligned sub-window of
// 2^BLOCK_W bytes of a node window of 2^ADDR_W bytes (the node maps of rtl/regs, docs/stats.md). The
// blocks are reached with PeakRDL-regblock's passthrough CPU interface (req / req_is_wr / addr / wr_data /
// wr_biten, stall, rd_ack / rd_data / rd_err, wr_ack / wr_err), so a block carries no AXI4-Lite buffers
// of its own.
//
// Port i answers the addresses BASE[i] .. BASE[i] + SIZE[i] - 1 and sees them as 0 .. SIZE[i] - 1 on
// m_addr. An address no present port answers (another sub-window, the part of a sub-window beyond its
// block's size, a port with PRESENT[i] = 0: a block the build does not have) gets DECERR (bresp/rresp
// 2'b11, rdata 0xDEC0DE00), so the CPU never waits on a hole of the map; a block's rd_err / wr_err gives
// SLVERR. One access at a time, starting in the clock its last part arrives: AW and W (in any order) and
// AR wait in holding registers while another access runs, and a waiting write and a waiting read take
// turns. The request stays on m_req while the block stalls it; its acknowledge ends it and the response
// goes out registered.
// One clock; synchronous active-high reset.
`default_nettype none
`include "lp_axi.svh"

module lp_axil_split
    import lp_axi_pkg::*;
#(
    parameter int                  ADDR_W  = 16,   // node window address bits
    parameter int                  BLOCK_W = 12,   // sub-window address bits
    parameter int                  N       = 2,    // ports (blocks)
    parameter logic [N-1:0][31:0]  BASE    = {32'h1000, 32'h0000},   // byte address of port i's sub-window
                                                                       // (2^BLOCK_W aligned)
    parameter logic [N-1:0][31:0]  SIZE    = {32'h1000, 32'h1000},   // bytes port i answers (1 .. 2^BLOCK_W)
    parameter logic [N-1:0]        PRESENT = '1    // 0: the build has no block i (its window answers DECERR)
) (
    input  wire logic                        clk,
    input  wire logic                        rst,

    input  wire lp_axil_req_t                s_axil_req,   // AXI4-Lite (address bits ADDR_W-1..0 decoded)
    output lp_axil_rsp_t                     s_axil_rsp,

    // the blocks (PeakRDL passthrough CPU interface): request fields shared, one req per block; m_addr
    // within the sub-window
    `LP_CPUIF_MASTER_PORTS(m, N, BLOCK_W)
);
    localparam int          SW       = (N > 1) ? $clog2(N) : 1;
    localparam logic [1:0]  OKAY     = 2'b00;
    localparam logic [1:0]  SLVERR   = 2'b10;
    localparam logic [1:0]  DECERR   = 2'b11;
    localparam logic [31:0] ERR_DATA = 32'hDEC0_DE00;

    if (N < 1) begin : g_bad_n
        $fatal(1, "lp_axil_split: N=%0d must be >= 1", N);
    end
    if (BLOCK_W < 2 || BLOCK_W > ADDR_W || ADDR_W > 32) begin : g_bad_block_w
        $fatal(1, "lp_axil_split: need 2 <= BLOCK_W (%0d) <= ADDR_W (%0d) <= 32", BLOCK_W, ADDR_W);
    end
    for (genvar i = 0; i < N; i++) begin : g_chk
        if (64'(BASE[i]) % (64'd1 << BLOCK_W) != 0 || 64'(BASE[i]) >= (64'd1 << ADDR_W)) begin : g_bad_base
            $fatal(1, "lp_axil_split: BASE[%0d]=0x%0h is not a 2^%0d-aligned address of the %0d-bit window",
                   i, BASE[i], BLOCK_W, ADDR_W);
        end
        if (SIZE[i] == 0 || 64'(SIZE[i]) > (64'd1 << BLOCK_W)) begin : g_bad_size
            $fatal(1, "lp_axil_split: SIZE[%0d]=0x%0h must be 1..2^%0d", i, SIZE[i], BLOCK_W);
        end
        for (genvar j = 0; j < i; j++) begin : g_pair
            if (BASE[i] == BASE[j]) begin : g_bad_overlap
                $fatal(1, "lp_axil_split: ports %0d and %0d share a sub-window", j, i);
            end
        end
    end

    // the port that answers `addr`, if any
    function automatic logic [SW:0] decode(input logic [ADDR_W-1:0] addr);
        decode = '0;
        for (int i = 0; i < N; i++)
            if (PRESENT[i] && ADDR_W'(BASE[i] >> BLOCK_W) == ADDR_W'(addr >> BLOCK_W)
                && 32'(addr[BLOCK_W-1:0]) < SIZE[i])
                decode = {1'b1, SW'(i)};
    endfunction

    // ---------------------------------------------------------------- the AXI4-Lite side
    // AW, W and AR are taken whenever their holding register is free; an access starts in the clock its
    // last part arrives (or from the holding registers), so the holding registers keep only what waits
    // for the access in progress.
    typedef enum logic [1:0] {S_IDLE, S_REQ, S_WAIT, S_RESP} state_e;
    state_e            state;
    logic              aw_got, w_got, ar_got;
    logic [ADDR_W-1:0] aw_addr, ar_addr;
    logic [31:0]       w_data;
    logic [3:0]        w_strb;

    assign s_axil_rsp.aw_ready = !aw_got;
    assign s_axil_rsp.w_ready  = !w_got;
    assign s_axil_rsp.ar_ready = !ar_got;
    wire logic aw_now = s_axil_req.aw_valid && s_axil_rsp.aw_ready;
    wire logic w_now  = s_axil_req.w_valid && s_axil_rsp.w_ready;
    wire logic ar_now = s_axil_req.ar_valid && s_axil_rsp.ar_ready;

    wire logic [ADDR_W-1:0] aw_a = aw_got ? aw_addr : s_axil_req.aw_addr[ADDR_W-1:0];
    wire logic [ADDR_W-1:0] ar_a = ar_got ? ar_addr : s_axil_req.ar_addr[ADDR_W-1:0];
    wire logic              wr_have = (aw_got || aw_now) && (w_got || w_now);
    wire logic              rd_have = ar_got || ar_now;

    // ---------------------------------------------------------------- one access at a time
    logic               cur_wr, last_wr;
    logic [SW-1:0]      cur_sel;
    logic [BLOCK_W-1:0] cur_addr;
    logic [31:0]        cur_wdata;
    logic [3:0]         cur_strb;
    logic [1:0]         cur_resp;
    logic [31:0]        cur_rdata;

    wire logic        start   = (state == S_IDLE) && (wr_have || rd_have);
    wire logic        take_wr = wr_have && (!rd_have || !last_wr);   // turns when both wait
    wire logic [SW:0] dec     = decode(take_wr ? aw_a : ar_a);
    wire logic        stalled = cur_wr ? m_req_stall_wr[cur_sel] : m_req_stall_rd[cur_sel];
    wire logic        acked   = cur_wr ? m_wr_ack[cur_sel] : m_rd_ack[cur_sel];

    always_comb begin
        m_req          = '0;
        m_req[cur_sel] = (state == S_REQ);
        m_req_is_wr    = cur_wr;
        m_addr         = cur_addr;
        m_wr_data      = cur_wdata;
        for (int b = 0; b < 4; b++) m_wr_biten[8*b +: 8] = {8{cur_strb[b]}};
    end

    assign s_axil_rsp.b_valid = (state == S_RESP) && cur_wr;
    assign s_axil_rsp.r_valid = (state == S_RESP) && !cur_wr;
    assign s_axil_rsp.b_resp  = cur_resp;
    assign s_axil_rsp.r_resp  = cur_resp;
    assign s_axil_rsp.r_data  = cur_rdata;

    always_ff @(posedge clk) begin
        if (rst) begin
            aw_got    <= 1'b0;
            w_got     <= 1'b0;
            ar_got    <= 1'b0;
            aw_addr   <= '0;
            ar_addr   <= '0;
            w_data    <= '0;
            w_strb    <= '0;
            state     <= S_IDLE;
            cur_wr    <= 1'b0;
            last_wr   <= 1'b0;
            cur_sel   <= '0;
            cur_addr  <= '0;
            cur_wdata <= '0;
            cur_strb  <= '0;
            cur_resp  <= OKAY;
            cur_rdata <= '0;
        end else begin
            // what arrives and does not start now waits in its holding register
            if (aw_now && !(start && take_wr)) begin
                aw_got  <= 1'b1;
                aw_addr <= s_axil_req.aw_addr[ADDR_W-1:0];
            end
            if (w_now && !(start && take_wr)) begin
                w_got  <= 1'b1;
                w_data <= s_axil_req.w_data;
                w_strb <= s_axil_req.w_strb;
            end
            if (ar_now && !(start && !take_wr)) begin
                ar_got  <= 1'b1;
                ar_addr <= s_axil_req.ar_addr[ADDR_W-1:0];
            end
            case (state)
                S_IDLE: if (start) begin
                    if (take_wr) begin
                        aw_got    <= 1'b0;
                        w_got     <= 1'b0;
                        cur_addr  <= aw_a[BLOCK_W-1:0];
                        cur_wdata <= w_got ? w_data : s_axil_req.w_data;
                        cur_strb  <= w_got ? w_strb : s_axil_req.w_strb;
                    end else begin
                        ar_got    <= 1'b0;
                        cur_addr  <= ar_a[BLOCK_W-1:0];
                    end
                    cur_wr    <= take_wr;
                    last_wr   <= take_wr;
                    cur_sel   <= dec[SW-1:0];
                    cur_resp  <= dec[SW] ? OKAY : DECERR;
                    cur_rdata <= ERR_DATA;
                    state     <= dec[SW] ? S_REQ : S_RESP;
                end
                S_REQ, S_WAIT: begin
                    if (acked) begin
                        cur_resp  <= (cur_wr ? m_wr_err[cur_sel] : m_rd_err[cur_sel]) ? SLVERR : OKAY;
                        cur_rdata <= m_rd_data[cur_sel];
                        state     <= S_RESP;
                    end else if (state == S_REQ && !stalled) begin
                        state <= S_WAIT;
                    end
                end
                S_RESP: if (cur_wr ? s_axil_req.b_ready : s_axil_req.r_ready) state <= S_IDLE;
                default: state <= S_IDLE;
            endcase
        end
    end

    wire logic unused_ok = &{1'b0, s_axil_req.aw_prot, s_axil_req.ar_prot, s_axil_req.aw_addr, s_axil_req.ar_addr};
endmodule

`default_nettype wire
