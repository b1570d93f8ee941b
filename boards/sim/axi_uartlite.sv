// Simulation model: AXI UART Lite (PG142) `axi_uartlite` as boards/common/tcl/lp_common.tcl (lp_bd_uartlite)
// configures it: 8 data bits, no parity, one stop bit, C_BAUDRATE BAUD on an AXI clock of CLK_HZ.
//
//   Registers (4-bit AXI address, aliased across the block design's range as the IP decodes it):
//     0x0 RX FIFO (read pops; 0 when empty), 0x4 TX FIFO (write pushes; ignored when full; reads 0),
//     0x8 STAT (bit 0 RX valid, 1 RX full, 2 TX empty, 3 TX full, 4 interrupt enabled, 5 overrun,
//     6 frame error, 7 parity error (never: no parity); the read clears 5..7), 0xC CTRL (write only,
//     reads 0: bit 0 reset TX FIFO, bit 1 reset RX FIFO, bit 4 enable interrupt). STAT resets to 0x04.
//   FIFOs: 16 deep each.
//   Line: a 16x enable every round(CLK_HZ / (16 * baud)) clocks (the IP's rate generator); TX sends
//   start bit, 8 data bits LSB first, stop bit, each 16 enables, back to back while the TX FIFO has
//   characters; RX synchronises rx (two flops), takes a low level as a start bit when it is still low at
//   the 8th enable (the bit's middle), samples each data bit and the stop bit 16 enables apart; a
//   character whose stop bit is low is dropped with STAT.6 set, one that finds the RX FIFO full is
//   dropped with STAT.5 set.
//   Baud: BAUD unless a plusarg gives it: +lp_uart_baud_<NAME>=<n> for the instance named NAME, else
//   +lp_uart_baud=<n> for every instance.
//   interrupt: a one-cycle pulse, with CTRL.4 set, when the RX FIFO becomes non-empty or the TX FIFO
//   becomes empty (the IP's edge-triggered interrupt).
// Not modelled: the IP's few cycles of latency between the FIFO and the line.
`default_nettype none
`include "lp_assert.svh"

module axi_uartlite #(
    parameter int    CLK_HZ = 100000000,
    parameter int    BAUD   = 115200,
    parameter string NAME   = ""          // names the instance's own baud plusarg
) (
    input  wire logic        s_axi_aclk,
    input  wire logic        s_axi_aresetn,
    input  wire logic [3:0]  s_axi_awaddr,
    input  wire logic        s_axi_awvalid,
    output logic             s_axi_awready,
    input  wire logic [31:0] s_axi_wdata,
    input  wire logic [3:0]  s_axi_wstrb,
    input  wire logic        s_axi_wvalid,
    output logic             s_axi_wready,
    output logic      [1:0]  s_axi_bresp,
    output logic             s_axi_bvalid,
    input  wire logic        s_axi_bready,
    input  wire logic [3:0]  s_axi_araddr,
    input  wire logic        s_axi_arvalid,
    output logic             s_axi_arready,
    output logic      [31:0] s_axi_rdata,
    output logic      [1:0]  s_axi_rresp,
    output logic             s_axi_rvalid,
    input  wire logic        s_axi_rready,
    output logic             interrupt,
    input  wire logic        rx,
    output logic             tx
);
    localparam int DEPTH = 16;
    if (CLK_HZ < 16 * BAUD || BAUD < 1) begin : g_bad_baud
        $fatal(1, "axi_uartlite model: CLK_HZ=%0d must be >= 16 x BAUD=%0d", CLK_HZ, BAUD);
    end

    int unsigned baud, div16;   // the line rate and the clocks per 16x enable
    initial begin
        if (NAME == "" || !$value$plusargs({"lp_uart_baud_", NAME, "=%d"}, baud))
            if (!$value$plusargs("lp_uart_baud=%d", baud)) baud = BAUD;
        if (baud < 1 || 64'(baud) * 16 > 64'(CLK_HZ)) $fatal(1, "axi_uartlite model: +lp_uart_baud=%0d out of range", baud);
        div16 = (CLK_HZ + 8 * baud) / (16 * baud);
    end

    wire logic rst = !s_axi_aresetn;
    logic        wr_en, rd_en;
    logic [3:0]  wr_addr, rd_addr;
    logic [31:0] wr_data, rd_data;
    axil_sim_slave #(.AW (4)) u_axil (
        .clk (s_axi_aclk), .rst, .s_axi_awaddr, .s_axi_awvalid, .s_axi_awready, .s_axi_wdata, .s_axi_wstrb,
        .s_axi_wvalid, .s_axi_wready, .s_axi_bresp, .s_axi_bvalid, .s_axi_bready, .s_axi_araddr, .s_axi_arvalid,
        .s_axi_arready, .s_axi_rdata, .s_axi_rresp, .s_axi_rvalid, .s_axi_rready,
        .wr_en, .wr_addr, .wr_data, .wr_strb (), .rd_en, .rd_addr, .rd_data
    );

    // ---------------------------------------------------------------- FIFOs, registers
    logic [7:0] txf [DEPTH], rxf [DEPTH];
    logic [4:0] tx_n, rx_n;
    logic [3:0] tx_rd, rx_rd;
    logic       ie, overrun, frame_err;

    wire logic rd_rx   = rd_en && rd_addr[3:2] == 2'd0;
    wire logic rd_stat = rd_en && rd_addr[3:2] == 2'd2;
    wire logic wr_tx   = wr_en && wr_addr[3:2] == 2'd1;
    wire logic wr_ctrl = wr_en && wr_addr[3:2] == 2'd3;
    wire logic [7:0] stat = {1'b0, frame_err, overrun, ie, tx_n == 5'(DEPTH), tx_n == '0, rx_n == 5'(DEPTH), rx_n != '0};

    always_comb begin
        case (rd_addr[3:2])
            2'd0:    rd_data = {24'd0, rx_n != '0 ? rxf[rx_rd] : 8'd0};
            2'd2:    rd_data = {24'd0, stat};
            default: rd_data = '0;
        endcase
    end

    // line side
    logic [15:0] div_cnt;
    logic        tick;          // the 16x enable
    logic        tx_busy, rx_push, rx_drop;
    logic [7:0]  rx_byte;
    wire  logic  tx_pop = tick && !tx_busy && tx_n != '0;

    always_ff @(posedge s_axi_aclk) begin
        if (rst) begin
            tx_n <= '0; rx_n <= '0; tx_rd <= '0; rx_rd <= '0;
            ie <= 1'b0; overrun <= 1'b0; frame_err <= 1'b0;
        end else begin
            // TX FIFO: a write while full is ignored; CTRL.0 empties it
            if (wr_ctrl && wr_data[0]) begin
                tx_n <= '0;
            end else begin
                if (wr_tx && tx_n != 5'(DEPTH)) txf[4'(tx_rd + tx_n[3:0])] <= wr_data[7:0];
                tx_n  <= tx_n + 5'(wr_tx && tx_n != 5'(DEPTH)) - 5'(tx_pop);
                if (tx_pop) tx_rd <= tx_rd + 1'b1;
            end
            // RX FIFO: the read pops; CTRL.1 empties it; a character finding it full is lost (overrun)
            if (wr_ctrl && wr_data[1]) begin
                rx_n <= '0;
            end else begin
                if (rx_push && rx_n != 5'(DEPTH)) rxf[4'(rx_rd + rx_n[3:0])] <= rx_byte;
                rx_n  <= rx_n + 5'(rx_push && rx_n != 5'(DEPTH)) - 5'(rd_rx && rx_n != '0);
                if (rd_rx && rx_n != '0) rx_rd <= rx_rd + 1'b1;
            end
            if (wr_ctrl) ie <= wr_data[4];
            // STAT's error bits: set by the line, cleared by the read of STAT (an event in the same cycle wins)
            overrun   <= (overrun && !rd_stat) || (rx_push && rx_n == 5'(DEPTH));
            frame_err <= (frame_err && !rd_stat) || rx_drop;
        end
    end

    // interrupt: rising RX-valid or TX-empty with the interrupt enabled
    logic rx_valid_q, tx_empty_q;
    always_ff @(posedge s_axi_aclk) begin
        rx_valid_q <= rx_n != '0;
        tx_empty_q <= tx_n == '0;
        interrupt  <= !rst && ie && ((rx_n != '0 && !rx_valid_q) || (tx_n == '0 && !tx_empty_q));
    end

    always_ff @(posedge s_axi_aclk) begin
        if (rst || div_cnt + 1 >= 16'(div16)) div_cnt <= '0;
        else div_cnt <= div_cnt + 1'b1;
    end
    assign tick = !rst && div_cnt + 1 >= 16'(div16);

    // TX shifter: {stop, data, start} LSB first, 16 ticks a bit
    logic [9:0] tx_sh;
    logic [3:0] tx_bit, tx_sub;
    always_ff @(posedge s_axi_aclk) begin
        if (rst) begin
            tx_busy <= 1'b0;
            tx      <= 1'b1;
        end else if (tick) begin
            if (!tx_busy) begin
                if (tx_pop) begin
                    tx_busy <= 1'b1;
                    tx_sh   <= {1'b1, txf[tx_rd], 1'b0};
                    tx      <= 1'b0;
                    tx_bit  <= '0;
                    tx_sub  <= '0;
                end
            end else if (tx_sub == 4'd15) begin
                tx_sub <= '0;
                if (tx_bit == 4'd9) begin
                    tx_busy <= 1'b0;     // the stop bit has had its 16 ticks
                end else begin
                    tx_bit <= tx_bit + 1'b1;
                    tx     <= tx_sh[tx_bit + 1];
                end
            end else begin
                tx_sub <= tx_sub + 1'b1;
            end
        end
    end

    // RX: start bit checked at its middle, then one sample every 16 ticks
    logic       rx_s, rx_busy;
    logic [3:0] rx_bit, rx_sub;
    lp_sync_bit u_rx_sync (.clk (s_axi_aclk), .d (rx), .q (rx_s));
    always_ff @(posedge s_axi_aclk) begin
        rx_push <= 1'b0;
        rx_drop <= 1'b0;
        if (rst) begin
            rx_busy <= 1'b0;
        end else if (tick) begin
            if (!rx_busy) begin
                if (!rx_s) begin
                    rx_busy <= 1'b1;
                    rx_bit  <= '0;
                    rx_sub  <= '0;
                end
            end else if (rx_bit == 4'd0 && rx_sub == 4'd7) begin
                if (rx_s) rx_busy <= 1'b0;   // a glitch, not a start bit
                rx_bit <= 4'd1;
                rx_sub <= '0;
            end else if (rx_bit != 4'd0 && rx_sub == 4'd15) begin
                rx_sub <= '0;
                if (rx_bit == 4'd9) begin   // the stop bit's middle
                    rx_busy <= 1'b0;
                    rx_push <= rx_s;
                    rx_drop <= !rx_s;
                end else begin
                    rx_byte <= {rx_s, rx_byte[7:1]};
                    rx_bit  <= rx_bit + 1'b1;
                end
            end else begin
                rx_sub <= rx_sub + 1'b1;
            end
        end
    end

    `LP_ASSERT(a_fifo_counts, s_axi_aclk, rst, tx_n <= 5'(DEPTH) && rx_n <= 5'(DEPTH))
endmodule

`default_nettype wire
