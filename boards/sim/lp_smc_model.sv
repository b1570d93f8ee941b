// Simulation helper of the block-design models (mbv_sys_wrapper, zynq_ps_wrapper): the SmartConnect
// between one processor master and the block design's AXI4-Lite slaves, one access at a time.
//
//   s_*: the processor's master port, in clk. Its outputs change on clk's falling edge only (registered
//     there from the state the rising edge left): a test bench's master that reads them just after a
//     rising edge sees the values of that edge whichever way the simulator orders it after the flops
//     (a clock that is a net inside the design has its edge reported after the flops of that edge have
//     updated). Readies are functions of registers only: idle, the port takes a read and a write's
//     halves in alternate cycles (pick_rd), a write once its address and data are both in.
//   Decode: slave i owns [BASE[i], BASE[i] + WINDOW); any other address answers DECERR.
//   Slaves 0 .. NCORE-1 are the core windows (c_*) in clk_core: the access crosses with a request /
//     acknowledge toggle pair (its payload held stable meanwhile), its address unchanged (absolute: the
//     core's register blocks decode the low bits), its response (SLVERR, DECERR included) carried back.
//   Slaves NCORE .. NSLV-1 are the peripherals (p_*) in clk: address and data broadcast, the valid of
//     the selected one raised; each peripheral decodes the low bits of p_addr its IP decodes.
// Not modelled: the IP's latency and its pipelining of several outstanding accesses.
`default_nettype none
`include "lp_assert.svh"

module lp_smc_model #(
    parameter int                      NSLV   = 2,
    parameter int                      NCORE  = 1,
    parameter logic [31:0]             WINDOW = 32'h0001_0000,
    parameter logic [NSLV-1:0][31:0]   BASE   = '0
) (
    input  wire logic                  clk,
    input  wire logic                  rst,           // the interconnect's reset (clk)
    input  wire logic                  clk_core,
    input  wire logic [31:0]           s_awaddr,
    input  wire logic [2:0]            s_awprot,
    input  wire logic                  s_awvalid,
    output logic                       s_awready,
    input  wire logic [31:0]           s_wdata,
    input  wire logic [3:0]            s_wstrb,
    input  wire logic                  s_wvalid,
    output logic                       s_wready,
    output logic      [1:0]            s_bresp,
    output logic                       s_bvalid,
    input  wire logic                  s_bready,
    input  wire logic [31:0]           s_araddr,
    input  wire logic [2:0]            s_arprot,
    input  wire logic                  s_arvalid,
    output logic                       s_arready,
    output logic      [31:0]           s_rdata,
    output logic      [1:0]            s_rresp,
    output logic                       s_rvalid,
    input  wire logic                  s_rready,
    // peripherals (entries below NCORE unused)
    output logic      [31:0]           p_addr,
    output logic      [31:0]           p_wdata,
    output logic      [3:0]            p_wstrb,
    output logic      [NSLV-1:0]       p_awvalid,
    output logic      [NSLV-1:0]       p_wvalid,
    output logic      [NSLV-1:0]       p_arvalid,
    output logic                       p_bready,
    output logic                       p_rready,
    input  wire logic [NSLV-1:0]       p_awready,
    input  wire logic [NSLV-1:0]       p_wready,
    input  wire logic [NSLV-1:0]       p_bvalid,
    input  wire logic [NSLV-1:0][1:0]  p_bresp,
    input  wire logic [NSLV-1:0]       p_arready,
    input  wire logic [NSLV-1:0]       p_rvalid,
    input  wire logic [NSLV-1:0][1:0]  p_rresp,
    input  wire logic [NSLV-1:0][31:0] p_rdata,
    // core windows (clk_core), address and data shared
    output logic      [31:0]           c_addr,
    output logic      [2:0]            c_prot,
    output logic      [31:0]           c_wdata,
    output logic      [3:0]            c_wstrb,
    output logic      [NCORE-1:0]      c_awvalid,
    output logic      [NCORE-1:0]      c_wvalid,
    output logic      [NCORE-1:0]      c_arvalid,
    output logic      [NCORE-1:0]      c_bready,
    output logic      [NCORE-1:0]      c_rready,
    input  wire logic [NCORE-1:0]      c_awready,
    input  wire logic [NCORE-1:0]      c_wready,
    input  wire logic [NCORE-1:0]      c_bvalid,
    input  wire logic [NCORE-1:0][1:0] c_bresp,
    input  wire logic [NCORE-1:0]      c_arready,
    input  wire logic [NCORE-1:0]      c_rvalid,
    input  wire logic [NCORE-1:0][1:0] c_rresp,
    input  wire logic [NCORE-1:0][31:0] c_rdata
);
    if (NSLV < 1 || NCORE < 1 || NCORE > NSLV || WINDOW == 0 || (WINDOW & (WINDOW - 1)) != 0) begin : g_bad_param
        $fatal(1, "lp_smc_model: NSLV=%0d NCORE=%0d WINDOW=%0h: need 1 <= NCORE <= NSLV, WINDOW a power of two",
               NSLV, NCORE, WINDOW);
    end
    localparam int SW = NSLV > 1 ? $clog2(NSLV) : 1;
    localparam int CW = NCORE > 1 ? $clog2(NCORE) : 1;
    localparam logic [1:0] DECERR = 2'b11;

    logic core_rst;
    lp_rst_sync u_core_rst (.clk (clk_core), .rst_in (rst), .rst_out (core_rst));

    // ---------------------------------------------------------------- clk side
    typedef enum logic [1:0] {IDLE, LOCAL, CORE, RESP} st_t;
    st_t         st;
    logic        is_wr, aw_done, w_done;
    logic [31:0] addr, wdata, rdata;
    logic [3:0]  wstrb;
    logic [2:0]  prot;
    logic [1:0]  resp;
    logic [SW-1:0] sel;

    function automatic logic [SW:0] decode(input logic [31:0] a);   // {hit, slave}
        for (int i = 0; i < NSLV; i++)
            if ((a & ~(WINDOW - 1)) == BASE[i]) return {1'b1, SW'(i)};
        return '0;
    endfunction

    logic aw_got, w_got, pick_rd;
    wire logic idle = st == IDLE && !rst;
    always_ff @(negedge clk) begin
        s_arready <= idle && pick_rd && !aw_got && !w_got;
        s_awready <= idle && !pick_rd && !aw_got;
        s_wready  <= idle && !pick_rd && !w_got;
        s_bvalid  <= !rst && st == RESP && is_wr;
        s_rvalid  <= !rst && st == RESP && !is_wr;
        s_bresp   <= resp;
        s_rresp   <= resp;
        s_rdata   <= rdata;
    end
    wire logic aw_take = idle && s_awvalid && s_awready;
    wire logic w_take  = idle && s_wvalid && s_wready;
    wire logic rd_go   = idle && s_arvalid && s_arready;
    wire logic wr_go   = (aw_got || aw_take) && (w_got || w_take);
    wire logic [31:0] go_addr = rd_go ? s_araddr : (aw_take ? s_awaddr : addr);
    wire logic [SW:0] dec = decode(go_addr);

    logic req_t, ack_t, ack_s, ack_q;    // core crossing: toggles
    logic [1:0]  core_resp;
    logic [31:0] core_rdata;

    always_ff @(posedge clk) begin
        if (rst) begin
            st      <= IDLE;
            req_t   <= 1'b0;
            ack_q   <= 1'b0;
            is_wr   <= 1'b0;
            aw_got  <= 1'b0;
            w_got   <= 1'b0;
            pick_rd <= 1'b0;
        end else begin
            ack_q <= ack_s;
            if (st == IDLE) begin
                pick_rd <= !pick_rd && !aw_got && !w_got && !aw_take && !w_take;
                if (aw_take) begin
                    aw_got <= 1'b1;
                    addr   <= s_awaddr;
                    prot   <= s_awprot;
                end
                if (w_take) begin
                    w_got <= 1'b1;
                    wdata <= s_wdata;
                    wstrb <= s_wstrb;
                end
                if (rd_go) begin
                    addr <= s_araddr;
                    prot <= s_arprot;
                end
            end
            case (st)
                IDLE: if (wr_go || rd_go) begin
                    is_wr   <= wr_go;
                    aw_got  <= 1'b0;
                    w_got   <= 1'b0;
                    pick_rd <= 1'b0;
                    sel     <= dec[SW-1:0];
                    aw_done <= 1'b0;
                    w_done  <= 1'b0;
                    rdata   <= '0;
                    resp    <= DECERR;
                    if (!dec[SW]) st <= RESP;
                    else if (int'(dec[SW-1:0]) < NCORE) begin
                        st    <= CORE;
                        req_t <= !req_t;
                    end else st <= LOCAL;
                end
                LOCAL: begin
                    // aw_done: the address phase taken (AW for a write, AR for a read)
                    if ((p_awvalid[sel] && p_awready[sel]) || (p_arvalid[sel] && p_arready[sel])) aw_done <= 1'b1;
                    if (p_wvalid[sel] && p_wready[sel]) w_done <= 1'b1;
                    if (is_wr && p_bvalid[sel]) begin
                        resp <= p_bresp[sel];
                        st   <= RESP;
                    end
                    if (!is_wr && p_rvalid[sel]) begin
                        resp  <= p_rresp[sel];
                        rdata <= p_rdata[sel];
                        st    <= RESP;
                    end
                end
                CORE: if (ack_s != ack_q) begin
                    resp  <= core_resp;
                    rdata <= core_rdata;
                    st    <= RESP;
                end
                RESP: if (is_wr ? s_bvalid && s_bready : s_rvalid && s_rready) st <= IDLE;
                default: st <= IDLE;
            endcase
        end
    end

    for (genvar i = 0; i < NSLV; i++) begin : g_sel
        wire logic on = st == LOCAL && sel == SW'(i) && i >= NCORE;
        assign p_awvalid[i] = on && is_wr && !aw_done;
        assign p_wvalid[i]  = on && is_wr && !w_done;
        assign p_arvalid[i] = on && !is_wr && !aw_done;
    end
    assign p_bready = st == LOCAL;
    assign p_rready = st == LOCAL;
    assign p_addr   = addr;
    assign p_wdata  = wdata;
    assign p_wstrb  = wstrb;

    // ---------------------------------------------------------------- clk_core side
    logic        req_s, req_q, c_busy, cav, cwv, carv;
    logic [31:0] c_rd_q;
    logic [1:0]  c_resp_q;
    lp_sync_bit u_req (.clk (clk_core), .d (req_t), .q (req_s));
    lp_sync_bit u_ack (.clk (clk), .d (ack_t), .q (ack_s));
    wire logic [CW-1:0] cs = NCORE > 1 ? CW'(sel) : '0;   // stable while the request is out
    wire logic c_bv = c_bvalid[cs], c_rv = c_rvalid[cs];

    always_ff @(posedge clk_core) begin
        if (core_rst) begin
            req_q <= 1'b0; ack_t <= 1'b0; c_busy <= 1'b0;
            cav <= 1'b0; cwv <= 1'b0; carv <= 1'b0;
        end else begin
            req_q <= req_s;
            if (!c_busy && req_s != req_q) begin
                c_busy <= 1'b1;
                cav    <= is_wr;
                cwv    <= is_wr;
                carv   <= !is_wr;
            end
            if (cav && c_awready[cs]) cav <= 1'b0;
            if (cwv && c_wready[cs]) cwv <= 1'b0;
            if (carv && c_arready[cs]) carv <= 1'b0;
            if (c_busy && is_wr && c_bv && !cav && !cwv) begin
                c_resp_q <= c_bresp[cs];
                c_rd_q   <= '0;
                c_busy   <= 1'b0;
                ack_t    <= !ack_t;
            end
            if (c_busy && !is_wr && c_rv && !carv) begin
                c_resp_q <= c_rresp[cs];
                c_rd_q   <= c_rdata[cs];
                c_busy   <= 1'b0;
                ack_t    <= !ack_t;
            end
        end
    end
    assign core_resp  = c_resp_q;   // held since before the acknowledge toggled
    assign core_rdata = c_rd_q;
    wire logic cbr = c_busy && is_wr && !cav && !cwv;
    wire logic crr = c_busy && !is_wr && !carv;
    for (genvar i = 0; i < NCORE; i++) begin : g_core
        wire logic me = cs == CW'(i);
        assign c_awvalid[i] = cav && me;
        assign c_wvalid[i]  = cwv && me;
        assign c_arvalid[i] = carv && me;
        assign c_bready[i]  = cbr && me;
        assign c_rready[i]  = crr && me;
    end
    assign c_addr  = addr;
    assign c_prot  = prot;
    assign c_wdata = wdata;
    assign c_wstrb = wstrb;

    // ---------------------------------------------------------------- invariants
    // the processor's master holds what it offers until taken; the SmartConnect holds its responses
    `LP_ASSERT_AXIS(a_s_aw, clk, rst, s_awvalid, s_awready, {s_awaddr, s_awprot})
    `LP_ASSERT_AXIS(a_s_w, clk, rst, s_wvalid, s_wready, {s_wdata, s_wstrb})
    `LP_ASSERT_AXIS(a_s_ar, clk, rst, s_arvalid, s_arready, {s_araddr, s_arprot})
    `LP_ASSERT_AXIS(a_s_b, clk, rst, s_bvalid, s_bready, s_bresp)
    `LP_ASSERT_AXIS(a_s_r, clk, rst, s_rvalid, s_rready, {s_rdata, s_rresp})
    // the core side: one access at a time, its channels held until taken
    `LP_ASSERT_AXIS(a_core_aw, clk_core, core_rst, cav, c_awready[cs], {addr, wdata, wstrb, cs})
    `LP_ASSERT_AXIS(a_core_ar, clk_core, core_rst, carv, c_arready[cs], {addr, cs})
    `LP_ASSERT(a_core_one, clk_core, core_rst, !(carv && (cav || cwv)))
endmodule

`default_nettype wire
