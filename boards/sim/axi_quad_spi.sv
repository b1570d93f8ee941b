// Simulation model: AXI Quad SPI (PG153) `axi_quad_spi` as boards/common/tcl/lp_common.tcl (lp_bd_dac_spi)
// configures it: standard SPI mode, master, 8-bit transfers, C_NUM_SS_BITS slave selects, C_FIFO_DEPTH
// deep FIFOs, sck = ext_spi_clk / C_SCK_RATIO (ext_spi_clk is the AXI clock in the block design).
//
//   Registers (7-bit AXI address): 0x1C DGIER (bit 31), 0x20 IPISR (toggle on write), 0x28 IPIER,
//   0x40 SRR (0x0000000A resets the core), 0x60 SPICR (reset 0x180: bit 0 LOOP, 1 SPE, 2 master, 3 CPOL,
//   4 CPHA, 5 TX FIFO reset and 6 RX FIFO reset (self-clearing, read 0), 7 manual slave select,
//   8 master transaction inhibit, 9 LSB first), 0x64 SPISR (read only, reset 0x25: bit 0 RX empty,
//   1 RX full, 2 TX empty, 3 TX full, 5 slave mode select), 0x68 DTR (write pushes; ignored when full),
//   0x6C DRR (read pops; 0 when empty), 0x70 SSR (reset all ones), 0x74 TX_OCC and 0x78 RX_OCC
//   (occupancy - 1, 0 when empty). Every other address reads 0.
//   Transfers: while SPE, master and not inhibited, each byte of the TX FIFO is shifted out MSB first
//   (LSB first with SPICR.9) in 2 x 8 half periods of C_SCK_RATIO / 2 clocks, bytes back to back: with
//   CPHA 0 mosi holds a bit from the byte's start (then changes on each trailing edge) and miso is
//   sampled on leading edges, with CPHA 1 mosi changes on leading edges and miso is sampled on trailing
//   edges; sck idles at CPOL. The byte received goes to the RX FIFO (lost when it is full: IPISR.5).
//   LOOP takes miso from mosi.
//   ss_o: SSR with manual slave select; without it SSR only while a byte is shifting (all ones between
//   bytes).
//   IPISR: bit 2 DTR empty (a byte finished with the TX FIFO empty), 4 DRR full, 5 DRR overrun,
//   8 DRR not empty; ip2intc_irpt = DGIER.31 and any bit of IPISR & IPIER.
// Not modelled: slave mode and its mode-fault detection, the IP's start-up latency of a transfer,
// the *_t tristate outputs (always driving), mosi's level between transfers (the last bit).
`default_nettype none
`include "lp_assert.svh"

module axi_quad_spi #(
    parameter int C_NUM_SS_BITS       = 2,
    parameter int C_NUM_TRANSFER_BITS = 8,
    parameter int C_SCK_RATIO         = 8,
    parameter int C_FIFO_DEPTH        = 16
) (
    input  wire logic                     s_axi_aclk,
    input  wire logic                     s_axi_aresetn,
    input  wire logic [6:0]               s_axi_awaddr,
    input  wire logic                     s_axi_awvalid,
    output logic                          s_axi_awready,
    input  wire logic [31:0]              s_axi_wdata,
    input  wire logic [3:0]               s_axi_wstrb,
    input  wire logic                     s_axi_wvalid,
    output logic                          s_axi_wready,
    output logic      [1:0]               s_axi_bresp,
    output logic                          s_axi_bvalid,
    input  wire logic                     s_axi_bready,
    input  wire logic [6:0]               s_axi_araddr,
    input  wire logic                     s_axi_arvalid,
    output logic                          s_axi_arready,
    output logic      [31:0]              s_axi_rdata,
    output logic      [1:0]               s_axi_rresp,
    output logic                          s_axi_rvalid,
    input  wire logic                     s_axi_rready,
    output logic                          sck_o,
    output logic                          io0_o,     // MOSI
    input  wire logic                     io1_i,     // MISO
    output logic      [C_NUM_SS_BITS-1:0] ss_o,
    output logic                          ip2intc_irpt
);
    localparam int D  = C_FIFO_DEPTH;
    localparam int DB = $clog2(C_FIFO_DEPTH);
    localparam int HALF = C_SCK_RATIO / 2;
    if (C_NUM_TRANSFER_BITS != 8) begin : g_bad_bits
        $fatal(1, "axi_quad_spi model: C_NUM_TRANSFER_BITS=%0d, only 8 is modelled", C_NUM_TRANSFER_BITS);
    end
    if (C_SCK_RATIO < 2 || C_SCK_RATIO % 2 != 0 || (1 << DB) != D || D < 2) begin : g_bad_cfg
        $fatal(1, "axi_quad_spi model: C_SCK_RATIO=%0d must be even, C_FIFO_DEPTH=%0d a power of two",
               C_SCK_RATIO, C_FIFO_DEPTH);
    end
    if (C_NUM_SS_BITS < 1 || C_NUM_SS_BITS > 32) begin : g_bad_ss
        $fatal(1, "axi_quad_spi model: C_NUM_SS_BITS=%0d must be 1..32", C_NUM_SS_BITS);
    end

    logic        wr_en, rd_en, soft_rst;
    logic [6:0]  wr_addr, rd_addr;
    logic [31:0] wr_data, rd_data;
    wire  logic  rst = !s_axi_aresetn || soft_rst;
    axil_sim_slave #(.AW (7)) u_axil (
        .clk (s_axi_aclk), .rst (!s_axi_aresetn), .s_axi_awaddr, .s_axi_awvalid, .s_axi_awready, .s_axi_wdata,
        .s_axi_wstrb, .s_axi_wvalid, .s_axi_wready, .s_axi_bresp, .s_axi_bvalid, .s_axi_bready, .s_axi_araddr,
        .s_axi_arvalid, .s_axi_arready, .s_axi_rdata, .s_axi_rresp, .s_axi_rvalid, .s_axi_rready,
        .wr_en, .wr_addr, .wr_data, .wr_strb (), .rd_en, .rd_addr, .rd_data
    );

    // SRR: one cycle of reset for the register and transfer logic
    always_ff @(posedge s_axi_aclk) soft_rst <= s_axi_aresetn && wr_en && wr_addr == 7'h40 && wr_data == 32'hA;

    localparam int LOOP = 0, SPE = 1, MASTER = 2, CPOL = 3, CPHA = 4, MANUAL = 7, INHIBIT = 8, LSB = 9;
    logic [9:0]               cr;
    logic [C_NUM_SS_BITS-1:0] ssr;
    logic                     dgier;
    logic [13:0]              ipisr, ipier;
    logic [7:0]               txf [D], rxf [D];
    logic [DB:0]              tx_n, rx_n;
    logic [DB-1:0]            tx_rd, rx_rd;

    // shifter
    logic       busy, sck_q, mosi_q;
    logic [7:0] sh, rsh;
    logic [3:0] edge_n;                     // edges done in this byte
    logic [$clog2(HALF + 1)-1:0] hc;
    wire  logic go    = !busy && cr[SPE] && cr[MASTER] && !cr[INHIBIT] && tx_n != '0;
    wire  logic edg   = busy && hc == ($bits(hc))'(HALF - 1);
    wire  logic lead  = edg && !edge_n[0];  // edges 0, 2, ..: sck leaves its idle level
    wire  logic done  = edg && edge_n == 4'd15;
    wire  logic miso  = cr[LOOP] ? mosi_q : io1_i;
    wire  logic [7:0] rx_next = cr[LSB] ? {miso, rsh[7:1]} : {rsh[6:0], miso};
    wire  logic cpha  = cr[CPHA];
    wire  logic samp  = edg && (lead ^ cpha);     // CPHA 0: leading edges sample, CPHA 1: trailing
    wire  logic shout = edg && !(lead ^ cpha) && !(edge_n == 4'd15);   // the other edges move mosi
    wire  logic [7:0] first = txf[tx_rd];

    wire logic wr_dtr = wr_en && wr_addr == 7'h68;
    wire logic rd_drr = rd_en && rd_addr == 7'h6C;
    wire logic push_rx = done && rx_n != (DB + 1)'(D);

    always_ff @(posedge s_axi_aclk) begin
        if (rst) begin
            cr <= 10'h180; ssr <= '1; dgier <= 1'b0; ipisr <= '0; ipier <= '0;
            tx_n <= '0; rx_n <= '0; tx_rd <= '0; rx_rd <= '0;
            busy <= 1'b0; sck_q <= 1'b0; mosi_q <= 1'b0; hc <= '0; edge_n <= '0;
        end else begin
            if (wr_en) begin
                case (wr_addr)
                    7'h1C:   dgier <= wr_data[31];
                    7'h20:   ipisr <= ipisr ^ wr_data[13:0];
                    7'h28:   ipier <= wr_data[13:0];
                    7'h60:   cr <= {wr_data[9:7], 2'b00, wr_data[4:0]};
                    7'h70:   ssr <= wr_data[C_NUM_SS_BITS-1:0];
                    default: ;
                endcase
            end
            // TX FIFO
            if (wr_en && wr_addr == 7'h60 && wr_data[5]) begin
                tx_n <= '0;
            end else begin
                if (wr_dtr && tx_n != (DB + 1)'(D)) txf[DB'(tx_rd + tx_n[DB-1:0])] <= wr_data[7:0];
                tx_n <= tx_n + (DB + 1)'(wr_dtr && tx_n != (DB + 1)'(D)) - (DB + 1)'(go);
                if (go) tx_rd <= tx_rd + 1'b1;
            end
            // RX FIFO
            if (wr_en && wr_addr == 7'h60 && wr_data[6]) begin
                rx_n <= '0;
            end else begin
                if (push_rx) rxf[DB'(rx_rd + rx_n[DB-1:0])] <= cpha ? rx_next : rsh;   // CPHA 1: the last sample is now
                rx_n <= rx_n + (DB + 1)'(push_rx) - (DB + 1)'(rd_drr && rx_n != '0);
                if (rd_drr && rx_n != '0) rx_rd <= rx_rd + 1'b1;
            end
            // shifting
            if (go) begin
                busy   <= 1'b1;
                hc     <= '0;
                edge_n <= '0;
                if (!cpha) begin
                    mosi_q <= cr[LSB] ? first[0] : first[7];
                    sh     <= cr[LSB] ? first >> 1 : first << 1;
                end else begin
                    sh <= first;
                end
            end else if (busy) begin
                hc <= edg ? '0 : hc + 1'b1;
                if (edg) begin
                    sck_q  <= !sck_q;
                    edge_n <= edge_n + 1'b1;
                end
                if (samp) rsh <= rx_next;
                if (shout) begin
                    mosi_q <= cr[LSB] ? sh[0] : sh[7];
                    sh     <= cr[LSB] ? sh >> 1 : sh << 1;
                end
                if (done) busy <= 1'b0;
            end
            if (done) begin
                if (tx_n == '0 && !wr_dtr) ipisr[2] <= 1'b1;
                if (rx_n == (DB + 1)'(D)) ipisr[5] <= 1'b1;
                if (rx_n == (DB + 1)'(D - 1)) ipisr[4] <= 1'b1;
                ipisr[8] <= 1'b1;
            end
        end
    end

    always_comb begin
        case (rd_addr)
            7'h1C:   rd_data = {dgier, 31'd0};
            7'h20:   rd_data = 32'(ipisr);
            7'h28:   rd_data = 32'(ipier);
            7'h60:   rd_data = 32'(cr);
            7'h64:   rd_data = {26'd0, 1'b1, 1'b0, tx_n == (DB + 1)'(D), tx_n == '0, rx_n == (DB + 1)'(D), rx_n == '0};
            7'h6C:   rd_data = rx_n != '0 ? 32'(rxf[rx_rd]) : '0;
            7'h70:   rd_data = 32'(ssr);
            7'h74:   rd_data = tx_n != '0 ? 32'(tx_n - 1'b1) : '0;
            7'h78:   rd_data = rx_n != '0 ? 32'(rx_n - 1'b1) : '0;
            default: rd_data = '0;
        endcase
    end

    assign sck_o        = sck_q ^ cr[CPOL];
    assign io0_o        = mosi_q;
    assign ss_o         = (cr[MANUAL] || busy) ? ssr : '1;
    assign ip2intc_irpt = dgier && |(ipisr & ipier);

    `LP_ASSERT(a_sck_idle, s_axi_aclk, rst, busy || !sck_q)
    `LP_ASSERT(a_fifo_counts, s_axi_aclk, rst, tx_n <= (DB + 1)'(D) && rx_n <= (DB + 1)'(D))
endmodule

`default_nettype wire
