// Simulation model: AXI Data Width Converter (PG045) `axi_ddr_cdc` as ip/<board>/axi_ddr_cdc.tcl
// configures it: AXI4, 64-bit slave (the core's VOQ master) to a DW-bit master (the MIG), upsizing,
// asynchronous clocks (ACLK_ASYNC) with packet FIFOs (FIFO_MODE 2), 4-bit IDs, 32-bit ports.
//
//   Writes: a slave burst's beats are packed into DW-bit words by address (beat at address a goes to
//     byte lane a mod DW/8, with its strobes; a word is sent when its last lane is filled or the burst
//     ends), the words cross to the master clock, and the master burst (same start address, size
//     DW/8 bytes, as many beats as the slave burst's bytes span DW-bit words) is issued only once its
//     whole data is in the FIFO (packet mode: the MIG never waits for write data inside a burst). One
//     slave write burst is packed at a time; responses return in order with the slave burst's ID.
//   Reads: each slave burst becomes one master burst over the same bytes; the DW-bit data beats cross
//     back and are unpacked by address, one slave beat per 64-bit lane, in order, with the slave ID.
//   Resets: either side's reset resets both (synchronised into each clock), so the FIFOs' two sides
//     always restart together.
// Modelled for what the core issues: INCR bursts of full-width (8-byte) beats; anything else stops the
// simulation ($error). Not modelled: the IP's exact latency, its acceptance limits, FIXED/WRAP bursts,
// narrow slave beats, read/write reordering across IDs (the core uses one ID).
`default_nettype none
`include "lp_assert.svh"

module axi_ddr_cdc #(parameter int DW = 512) (
    input  wire logic            s_axi_aclk,
    input  wire logic            s_axi_aresetn,
    input  wire logic [3:0]      s_axi_awid,
    input  wire logic [31:0]     s_axi_awaddr,
    input  wire logic [7:0]      s_axi_awlen,
    input  wire logic [2:0]      s_axi_awsize,
    input  wire logic [1:0]      s_axi_awburst,
    input  wire logic [0:0]      s_axi_awlock,
    input  wire logic [3:0]      s_axi_awcache,
    input  wire logic [2:0]      s_axi_awprot,
    input  wire logic [3:0]      s_axi_awregion,
    input  wire logic [3:0]      s_axi_awqos,
    input  wire logic            s_axi_awvalid,
    output logic                 s_axi_awready,
    input  wire logic [63:0]     s_axi_wdata,
    input  wire logic [7:0]      s_axi_wstrb,
    input  wire logic            s_axi_wlast,
    input  wire logic            s_axi_wvalid,
    output logic                 s_axi_wready,
    output logic      [3:0]      s_axi_bid,
    output logic      [1:0]      s_axi_bresp,
    output logic                 s_axi_bvalid,
    input  wire logic            s_axi_bready,
    input  wire logic [3:0]      s_axi_arid,
    input  wire logic [31:0]     s_axi_araddr,
    input  wire logic [7:0]      s_axi_arlen,
    input  wire logic [2:0]      s_axi_arsize,
    input  wire logic [1:0]      s_axi_arburst,
    input  wire logic [0:0]      s_axi_arlock,
    input  wire logic [3:0]      s_axi_arcache,
    input  wire logic [2:0]      s_axi_arprot,
    input  wire logic [3:0]      s_axi_arregion,
    input  wire logic [3:0]      s_axi_arqos,
    input  wire logic            s_axi_arvalid,
    output logic                 s_axi_arready,
    output logic      [3:0]      s_axi_rid,
    output logic      [63:0]     s_axi_rdata,
    output logic      [1:0]      s_axi_rresp,
    output logic                 s_axi_rlast,
    output logic                 s_axi_rvalid,
    input  wire logic            s_axi_rready,
    input  wire logic            m_axi_aclk,
    input  wire logic            m_axi_aresetn,
    output logic      [31:0]     m_axi_awaddr,
    output logic      [7:0]      m_axi_awlen,
    output logic      [2:0]      m_axi_awsize,
    output logic      [1:0]      m_axi_awburst,
    output logic      [0:0]      m_axi_awlock,
    output logic      [3:0]      m_axi_awcache,
    output logic      [2:0]      m_axi_awprot,
    output logic      [3:0]      m_axi_awregion,
    output logic      [3:0]      m_axi_awqos,
    output logic                 m_axi_awvalid,
    input  wire logic            m_axi_awready,
    output logic      [DW-1:0]   m_axi_wdata,
    output logic      [DW/8-1:0] m_axi_wstrb,
    output logic                 m_axi_wlast,
    output logic                 m_axi_wvalid,
    input  wire logic            m_axi_wready,
    input  wire logic [1:0]      m_axi_bresp,
    input  wire logic            m_axi_bvalid,
    output logic                 m_axi_bready,
    output logic      [31:0]     m_axi_araddr,
    output logic      [7:0]      m_axi_arlen,
    output logic      [2:0]      m_axi_arsize,
    output logic      [1:0]      m_axi_arburst,
    output logic      [0:0]      m_axi_arlock,
    output logic      [3:0]      m_axi_arcache,
    output logic      [2:0]      m_axi_arprot,
    output logic      [3:0]      m_axi_arregion,
    output logic      [3:0]      m_axi_arqos,
    output logic                 m_axi_arvalid,
    input  wire logic            m_axi_arready,
    input  wire logic [DW-1:0]   m_axi_rdata,
    input  wire logic [1:0]      m_axi_rresp,
    input  wire logic            m_axi_rlast,
    input  wire logic            m_axi_rvalid,
    output logic                 m_axi_rready
);
    localparam int LANES = DW / 64;          // slave beats per master beat
    localparam int LB    = $clog2(LANES);
    localparam int MB    = $clog2(DW / 8);   // address bits inside a master beat
    localparam int WPKT  = 64;               // master words a write FIFO holds: > the longest burst (33)

    if (DW < 128 || (1 << $clog2(DW)) != DW) begin : g_bad_dw
        $fatal(1, "axi_ddr_cdc model: DW=%0d must be a power of two >= 128 (an upsizer from 64 bits)", DW);
    end

    logic s_rst, m_rst;
    lp_rst_sync u_s_rst (.clk (s_axi_aclk), .rst_in (!s_axi_aresetn || !m_axi_aresetn), .rst_out (s_rst));
    lp_rst_sync u_m_rst (.clk (m_axi_aclk), .rst_in (!s_axi_aresetn || !m_axi_aresetn), .rst_out (m_rst));

    // master beats a slave burst of len + 1 8-byte beats from addr spans, minus one (AxLEN)
    function automatic logic [7:0] m_len(input logic [31:0] addr, input logic [7:0] len);
        logic [31:0] last = addr + ((32'(len) + 32'd1) << 3) - 32'd1;
        return 8'((last >> MB) - (addr >> MB));
    endfunction

    // ---------------------------------------------------------------- write: pack in the slave clock
    logic           wbusy;
    logic [31:0]    w_addr, w_base;
    logic [7:0]     w_len;
    logic [DW-1:0]  pk_data;
    logic [DW/8-1:0] pk_strb;
    logic           aw_wr_ready, w_wr_ready, bid_wr_ready, bid_rd_valid, b_rd_valid;
    logic [3:0]     bid_rd;
    logic [1:0]     b_rd;

    wire logic [LB-1:0] w_lane = w_addr[3 +: LB];
    wire logic          w_push = (w_lane == LB'(LANES - 1)) || s_axi_wlast;
    logic [DW-1:0]      nx_data;
    logic [DW/8-1:0]    nx_strb;
    always_comb begin
        nx_data = pk_data;
        nx_strb = pk_strb;
        nx_data[64 * w_lane +: 64] = s_axi_wdata;
        nx_strb[8 * w_lane +: 8]   = s_axi_wstrb;
    end

    assign s_axi_awready = !s_rst && !wbusy && bid_wr_ready;
    assign s_axi_wready  = !s_rst && wbusy && w_wr_ready && (!s_axi_wlast || aw_wr_ready);
    wire logic aw_take = s_axi_awvalid && s_axi_awready;
    wire logic w_take  = s_axi_wvalid && s_axi_wready;

    always_ff @(posedge s_axi_aclk) begin
        if (s_rst) begin
            wbusy   <= 1'b0;
            pk_data <= '0;
            pk_strb <= '0;
        end else begin
            if (aw_take) begin
                wbusy  <= 1'b1;
                w_addr <= s_axi_awaddr;
                w_base <= s_axi_awaddr;
                w_len  <= s_axi_awlen;
            end
            if (w_take) begin
                w_addr  <= w_addr + 32'd8;
                pk_data <= w_push ? '0 : nx_data;
                pk_strb <= w_push ? '0 : nx_strb;
                if (s_axi_wlast) wbusy <= 1'b0;
            end
        end
    end

    logic [39:0]          aw_rd;
    logic                 aw_rd_valid, w_rd_valid;
    logic [DW+DW/8:0]     w_rd;
    lp_fifo_async #(.WIDTH (40), .DEPTH (8)) u_aw (
        .wr_clk (s_axi_aclk), .wr_rst (s_rst), .wr_valid (w_take && s_axi_wlast), .wr_ready (aw_wr_ready),
        .wr_data ({w_base, m_len(w_base, w_len)}), .wr_count (),
        .rd_clk (m_axi_aclk), .rd_rst (m_rst), .rd_valid (aw_rd_valid), .rd_ready (m_axi_awready),
        .rd_data (aw_rd), .rd_count ()
    );
    lp_fifo_async #(.WIDTH (DW + DW / 8 + 1), .DEPTH (WPKT)) u_w (
        .wr_clk (s_axi_aclk), .wr_rst (s_rst), .wr_valid (w_take && w_push), .wr_ready (w_wr_ready),
        .wr_data ({nx_data, nx_strb, s_axi_wlast}), .wr_count (),
        .rd_clk (m_axi_aclk), .rd_rst (m_rst), .rd_valid (w_rd_valid), .rd_ready (m_axi_wready),
        .rd_data (w_rd), .rd_count ()
    );
    lp_fifo_sync #(.WIDTH (4), .DEPTH (16)) u_bid (
        .clk (s_axi_aclk), .rst (s_rst), .wr_valid (aw_take), .wr_ready (bid_wr_ready), .wr_data (s_axi_awid),
        .rd_valid (bid_rd_valid), .rd_ready (s_axi_bvalid && s_axi_bready), .rd_data (bid_rd), .count ()
    );
    lp_fifo_async #(.WIDTH (2), .DEPTH (16)) u_b (
        .wr_clk (m_axi_aclk), .wr_rst (m_rst), .wr_valid (m_axi_bvalid), .wr_ready (m_axi_bready),
        .wr_data (m_axi_bresp), .wr_count (),
        .rd_clk (s_axi_aclk), .rd_rst (s_rst), .rd_valid (b_rd_valid), .rd_ready (s_axi_bvalid && s_axi_bready),
        .rd_data (b_rd), .rd_count ()
    );
    assign s_axi_bvalid = b_rd_valid && bid_rd_valid;
    assign s_axi_bid    = bid_rd;
    assign s_axi_bresp  = b_rd;

    assign m_axi_awvalid = aw_rd_valid;
    assign m_axi_awaddr  = aw_rd[39:8];
    assign m_axi_awlen   = aw_rd[7:0];
    assign {m_axi_wdata, m_axi_wstrb, m_axi_wlast} = w_rd;
    assign m_axi_wvalid  = w_rd_valid;

    // ---------------------------------------------------------------- read: unpack in the slave clock
    logic        ar_wr_ready, ar_rd_valid, tr_wr_ready, tr_rd_valid, r_rd_valid;
    logic [39:0] ar_rd;
    logic [14:0] tr_rd;            // {id, start lane, slave len}
    logic [DW+2:0] r_rd;           // {data, resp, last}
    logic        r_started;
    logic [LB-1:0] r_lane_q;
    logic [7:0]  r_beat;

    assign s_axi_arready = !s_rst && ar_wr_ready && tr_wr_ready;
    wire logic ar_take = s_axi_arvalid && s_axi_arready;
    lp_fifo_async #(.WIDTH (40), .DEPTH (8)) u_ar (
        .wr_clk (s_axi_aclk), .wr_rst (s_rst), .wr_valid (ar_take), .wr_ready (ar_wr_ready),
        .wr_data ({s_axi_araddr, m_len(s_axi_araddr, s_axi_arlen)}), .wr_count (),
        .rd_clk (m_axi_aclk), .rd_rst (m_rst), .rd_valid (ar_rd_valid), .rd_ready (m_axi_arready),
        .rd_data (ar_rd), .rd_count ()
    );
    lp_fifo_sync #(.WIDTH (15), .DEPTH (16)) u_track (
        .clk (s_axi_aclk), .rst (s_rst), .wr_valid (ar_take), .wr_ready (tr_wr_ready),
        .wr_data ({s_axi_arid, 3'(s_axi_araddr[3 +: LB]), s_axi_arlen}),
        .rd_valid (tr_rd_valid), .rd_ready (s_axi_rvalid && s_axi_rready && s_axi_rlast), .rd_data (tr_rd),
        .count ()
    );
    wire logic [LB-1:0] r_lane = r_started ? r_lane_q : tr_rd[8 +: LB];
    wire logic          r_pop  = s_axi_rvalid && s_axi_rready && (r_lane == LB'(LANES - 1) || s_axi_rlast);
    lp_fifo_async #(.WIDTH (DW + 3), .DEPTH (WPKT)) u_r (
        .wr_clk (m_axi_aclk), .wr_rst (m_rst), .wr_valid (m_axi_rvalid), .wr_ready (m_axi_rready),
        .wr_data ({m_axi_rdata, m_axi_rresp, m_axi_rlast}), .wr_count (),
        .rd_clk (s_axi_aclk), .rd_rst (s_rst), .rd_valid (r_rd_valid), .rd_ready (r_pop),
        .rd_data (r_rd), .rd_count ()
    );
    assign s_axi_rvalid = tr_rd_valid && r_rd_valid;
    assign s_axi_rid    = tr_rd[14:11];
    assign s_axi_rdata  = r_rd[3 + 64 * r_lane +: 64];
    assign s_axi_rresp  = r_rd[2:1];
    assign s_axi_rlast  = r_beat == tr_rd[7:0];

    always_ff @(posedge s_axi_aclk) begin
        if (s_rst) begin
            r_started <= 1'b0;
            r_beat    <= '0;
        end else if (s_axi_rvalid && s_axi_rready) begin
            r_started <= !s_axi_rlast;
            r_lane_q  <= r_lane + 1'b1;
            r_beat    <= s_axi_rlast ? 8'd0 : r_beat + 8'd1;
        end
    end

    assign m_axi_arvalid = ar_rd_valid;
    assign m_axi_araddr  = ar_rd[39:8];
    assign m_axi_arlen   = ar_rd[7:0];

    // the master side's fixed fields: full-width INCR bursts, normal non-secure data, modifiable
    assign {m_axi_awsize, m_axi_arsize}     = {2{3'(MB)}};
    assign {m_axi_awburst, m_axi_arburst}   = {2{2'b01}};
    assign {m_axi_awlock, m_axi_arlock}     = '0;
    assign {m_axi_awcache, m_axi_arcache}   = {2{4'b0011}};
    assign {m_axi_awprot, m_axi_arprot}     = '0;
    assign {m_axi_awregion, m_axi_arregion} = '0;
    assign {m_axi_awqos, m_axi_arqos}       = '0;

    // what the model covers: INCR bursts of 8-byte beats; the master's last read beat ends the slave burst
    `LP_ASSERT(a_aw_incr64, s_axi_aclk, s_rst, !s_axi_awvalid || (s_axi_awburst == 2'b01 && s_axi_awsize == 3'd3))
    `LP_ASSERT(a_ar_incr64, s_axi_aclk, s_rst, !s_axi_arvalid || (s_axi_arburst == 2'b01 && s_axi_arsize == 3'd3))
    `LP_ASSERT(a_r_last, s_axi_aclk, s_rst, !r_pop || (r_rd[0] == s_axi_rlast))

    wire logic unused_ok = &{1'b0, s_axi_awlock, s_axi_awcache, s_axi_awprot, s_axi_awregion, s_axi_awqos,
                              s_axi_arlock, s_axi_arcache, s_axi_arprot, s_axi_arregion, s_axi_arqos};
endmodule

`default_nettype wire
