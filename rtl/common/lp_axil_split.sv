// lp_axil_split: one AXI4-Lite slave port into N register blocks, each in its own aligned sub-window
// of 2^BLOCK_W bytes of a node window of 2^ADDR_W bytes (the node maps of rtl/regs, docs/stats.md).
//
// Port i answers the addresses BASE[i] .. BASE[i] + SIZE[i] - 1 and sees them as 0 .. SIZE[i] - 1 on
// m_axil_*addr[i]. An address no present port answers (another sub-window, the part of a sub-window
// beyond its block's size, a port with PRESENT[i] = 0: a block the build does not have) gets DECERR
// (bresp/rresp 2'b11, rdata 0xDEC0DE00), so the CPU never waits on a hole of the map.
// One write and one read in flight at a time: AW and W are taken (in any order) into a holding
// register, then offered to the selected port together; B and R come back from that port unregistered.
// One clock; synchronous active-high reset.
`default_nettype none

module lp_axil_split #(
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

    input  wire logic                        s_axil_awvalid,
    output logic                             s_axil_awready,
    input  wire logic [ADDR_W-1:0]           s_axil_awaddr,
    input  wire logic [2:0]                  s_axil_awprot,
    input  wire logic                        s_axil_wvalid,
    output logic                             s_axil_wready,
    input  wire logic [31:0]                 s_axil_wdata,
    input  wire logic [3:0]                  s_axil_wstrb,
    output logic                             s_axil_bvalid,
    input  wire logic                        s_axil_bready,
    output logic [1:0]                       s_axil_bresp,
    input  wire logic                        s_axil_arvalid,
    output logic                             s_axil_arready,
    input  wire logic [ADDR_W-1:0]           s_axil_araddr,
    input  wire logic [2:0]                  s_axil_arprot,
    output logic                             s_axil_rvalid,
    input  wire logic                        s_axil_rready,
    output logic [31:0]                      s_axil_rdata,
    output logic [1:0]                       s_axil_rresp,

    output logic      [N-1:0]                m_axil_awvalid,
    input  wire logic [N-1:0]                m_axil_awready,
    output logic      [N-1:0][BLOCK_W-1:0]   m_axil_awaddr,
    output logic      [N-1:0][2:0]           m_axil_awprot,
    output logic      [N-1:0]                m_axil_wvalid,
    input  wire logic [N-1:0]                m_axil_wready,
    output logic      [N-1:0][31:0]          m_axil_wdata,
    output logic      [N-1:0][3:0]           m_axil_wstrb,
    input  wire logic [N-1:0]                m_axil_bvalid,
    output logic      [N-1:0]                m_axil_bready,
    input  wire logic [N-1:0][1:0]           m_axil_bresp,
    output logic      [N-1:0]                m_axil_arvalid,
    input  wire logic [N-1:0]                m_axil_arready,
    output logic      [N-1:0][BLOCK_W-1:0]   m_axil_araddr,
    output logic      [N-1:0][2:0]           m_axil_arprot,
    input  wire logic [N-1:0]                m_axil_rvalid,
    output logic      [N-1:0]                m_axil_rready,
    input  wire logic [N-1:0][31:0]          m_axil_rdata,
    input  wire logic [N-1:0][1:0]           m_axil_rresp
);
    localparam int          SW     = (N > 1) ? $clog2(N) : 1;
    localparam logic [1:0]  DECERR = 2'b11;
    localparam logic [31:0] ERR_DATA = 32'hDEC0_DE00;

    initial begin
        if (N < 1) $fatal(1, "lp_axil_split: N=%0d must be >= 1", N);
        if (BLOCK_W < 2 || BLOCK_W > ADDR_W || ADDR_W > 32)
            $fatal(1, "lp_axil_split: need 2 <= BLOCK_W (%0d) <= ADDR_W (%0d) <= 32", BLOCK_W, ADDR_W);
        for (int i = 0; i < N; i++) begin
            if (64'(BASE[i]) % (64'd1 << BLOCK_W) != 0 || 64'(BASE[i]) >= (64'd1 << ADDR_W))
                $fatal(1, "lp_axil_split: BASE[%0d]=0x%0h is not a 2^%0d-aligned address of the %0d-bit window",
                       i, BASE[i], BLOCK_W, ADDR_W);
            if (SIZE[i] == 0 || 64'(SIZE[i]) > (64'd1 << BLOCK_W))
                $fatal(1, "lp_axil_split: SIZE[%0d]=0x%0h must be 1..2^%0d", i, SIZE[i], BLOCK_W);
            for (int j = 0; j < i; j++)
                if (BASE[i] == BASE[j]) $fatal(1, "lp_axil_split: ports %0d and %0d share a sub-window", j, i);
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

    // ---------------------------------------------------------------- writes
    logic                aw_got, w_got, w_busy, w_err, aw_pend, w_pend;
    logic [ADDR_W-1:0]   aw_addr;
    logic [2:0]          aw_prot;
    logic [31:0]         w_data;
    logic [3:0]          w_strb;
    logic [SW-1:0]       w_sel;
    logic [SW:0]         w_dec;

    assign s_axil_awready = !aw_got && !w_busy && !w_err;
    assign s_axil_wready  = !w_got && !w_busy && !w_err;
    assign w_dec          = decode(aw_addr);
    wire logic aw_now = s_axil_awvalid && s_axil_awready;
    wire logic w_now  = s_axil_wvalid && s_axil_wready;
    wire logic b_now  = s_axil_bvalid && s_axil_bready;

    always_comb begin
        for (int i = 0; i < N; i++) begin
            m_axil_awvalid[i] = w_busy && aw_pend && (w_sel == SW'(i));
            m_axil_wvalid[i]  = w_busy && w_pend && (w_sel == SW'(i));
            m_axil_bready[i]  = w_busy && !aw_pend && !w_pend && (w_sel == SW'(i)) && s_axil_bready;
            m_axil_awaddr[i]  = aw_addr[BLOCK_W-1:0];
            m_axil_awprot[i]  = aw_prot;
            m_axil_wdata[i]   = w_data;
            m_axil_wstrb[i]   = w_strb;
        end
        s_axil_bvalid = w_err || (w_busy && !aw_pend && !w_pend && m_axil_bvalid[w_sel]);
        s_axil_bresp  = w_err ? DECERR : m_axil_bresp[w_sel];
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            aw_got  <= 1'b0;
            w_got   <= 1'b0;
            w_busy  <= 1'b0;
            w_err   <= 1'b0;
            aw_pend <= 1'b0;
            w_pend  <= 1'b0;
            w_sel   <= '0;
            aw_addr <= '0;
            aw_prot <= '0;
            w_data  <= '0;
            w_strb  <= '0;
        end else begin
            if (aw_now) begin
                aw_got  <= 1'b1;
                aw_addr <= s_axil_awaddr;
                aw_prot <= s_axil_awprot;
            end
            if (w_now) begin
                w_got  <= 1'b1;
                w_data <= s_axil_wdata;
                w_strb <= s_axil_wstrb;
            end
            if (aw_got && w_got && !w_busy && !w_err) begin   // both halves held: offer them
                aw_got <= 1'b0;
                w_got  <= 1'b0;
                if (w_dec[SW]) begin
                    w_busy  <= 1'b1;
                    w_sel   <= w_dec[SW-1:0];
                    aw_pend <= 1'b1;
                    w_pend  <= 1'b1;
                end else begin
                    w_err <= 1'b1;
                end
            end
            if (aw_pend && m_axil_awready[w_sel]) aw_pend <= 1'b0;
            if (w_pend && m_axil_wready[w_sel]) w_pend <= 1'b0;
            if (b_now) begin
                w_busy <= 1'b0;
                w_err  <= 1'b0;
            end
        end
    end

    // ---------------------------------------------------------------- reads
    logic                r_busy, r_err, ar_pend;
    logic [BLOCK_W-1:0]  ar_addr;   // the address within the selected port's sub-window
    logic [2:0]          ar_prot;
    logic [SW-1:0]       r_sel;
    logic [SW:0]         r_dec;

    assign s_axil_arready = !r_busy && !r_err;
    assign r_dec          = decode(s_axil_araddr);
    wire logic ar_now = s_axil_arvalid && s_axil_arready;
    wire logic r_now  = s_axil_rvalid && s_axil_rready;

    always_comb begin
        for (int i = 0; i < N; i++) begin
            m_axil_arvalid[i] = r_busy && ar_pend && (r_sel == SW'(i));
            m_axil_rready[i]  = r_busy && !ar_pend && (r_sel == SW'(i)) && s_axil_rready;
            m_axil_araddr[i]  = ar_addr;
            m_axil_arprot[i]  = ar_prot;
        end
        s_axil_rvalid = r_err || (r_busy && !ar_pend && m_axil_rvalid[r_sel]);
        s_axil_rdata  = r_err ? ERR_DATA : m_axil_rdata[r_sel];
        s_axil_rresp  = r_err ? DECERR : m_axil_rresp[r_sel];
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            r_busy  <= 1'b0;
            r_err   <= 1'b0;
            ar_pend <= 1'b0;
            r_sel   <= '0;
            ar_addr <= '0;
            ar_prot <= '0;
        end else begin
            if (ar_now) begin
                ar_addr <= s_axil_araddr[BLOCK_W-1:0];
                ar_prot <= s_axil_arprot;
                if (r_dec[SW]) begin
                    r_busy  <= 1'b1;
                    r_sel   <= r_dec[SW-1:0];
                    ar_pend <= 1'b1;
                end else begin
                    r_err <= 1'b1;
                end
            end
            if (ar_pend && m_axil_arready[r_sel]) ar_pend <= 1'b0;
            if (r_now) begin
                r_busy <= 1'b0;
                r_err  <= 1'b0;
            end
        end
    end
endmodule

`default_nettype wire
