// Simulation model: AXI Interrupt Controller (PG099) `axi_intc` as ip/vcu118/mbv_sys.tcl configures it:
// C_NUM_INTR_INPUTS inputs (the concatenation's width), all level high (the ports' SENSITIVITY
// LEVEL_HIGH), asynchronous to the AXI clock (registered twice), normal mode (no fast-interrupt vector
// interface), irq a level, active high.
//
//   Registers (9-bit AXI address): 0x00 ISR, 0x04 IPR (ISR & IER), 0x08 IER, 0x0C IAR (write 1 clears
//   ISR bits), 0x10 SIE (write 1 sets IER bits), 0x14 CIE (write 1 clears IER bits), 0x18 IVR (lowest
//   pending and enabled input, all ones if none), 0x1C MER (bit 0 ME, bit 1 HIE: once set it stays).
//   IAR, SIE, CIE and every other address read 0; registers are C_NUM_INTR_INPUTS bits wide; all reset 0.
//   A high input sets its ISR bit every cycle (IAR clears it, and a line still high sets it again); a
//   write to ISR sets bits (software interrupts) only while HIE is clear.
//   irq = ME and any bit of ISR & IER (registered).
// Not modelled: edge inputs, the fast-interrupt and nested modes, IMR/ILR/IVAR, cascading.
`default_nettype none
`include "lp_assert.svh"

module axi_intc #(parameter int C_NUM_INTR_INPUTS = 3) (
    input  wire logic                         s_axi_aclk,
    input  wire logic                         s_axi_aresetn,
    input  wire logic [8:0]                   s_axi_awaddr,
    input  wire logic                         s_axi_awvalid,
    output logic                              s_axi_awready,
    input  wire logic [31:0]                  s_axi_wdata,
    input  wire logic [3:0]                   s_axi_wstrb,
    input  wire logic                         s_axi_wvalid,
    output logic                              s_axi_wready,
    output logic      [1:0]                   s_axi_bresp,
    output logic                              s_axi_bvalid,
    input  wire logic                         s_axi_bready,
    input  wire logic [8:0]                   s_axi_araddr,
    input  wire logic                         s_axi_arvalid,
    output logic                              s_axi_arready,
    output logic      [31:0]                  s_axi_rdata,
    output logic      [1:0]                   s_axi_rresp,
    output logic                              s_axi_rvalid,
    input  wire logic                         s_axi_rready,
    input  wire logic [C_NUM_INTR_INPUTS-1:0] intr,
    output logic                              irq
);
    localparam int N = C_NUM_INTR_INPUTS;
    if (N < 1 || N > 32) begin : g_bad_n
        $fatal(1, "axi_intc model: C_NUM_INTR_INPUTS=%0d must be 1..32", N);
    end

    wire logic rst = !s_axi_aresetn;
    logic        wr_en, rd_en;
    logic [8:0]  wr_addr, rd_addr;
    logic [31:0] wr_data, rd_data;
    axil_sim_slave #(.AW (9)) u_axil (
        .clk (s_axi_aclk), .rst, .s_axi_awaddr, .s_axi_awvalid, .s_axi_awready, .s_axi_wdata, .s_axi_wstrb,
        .s_axi_wvalid, .s_axi_wready, .s_axi_bresp, .s_axi_bvalid, .s_axi_bready, .s_axi_araddr, .s_axi_arvalid,
        .s_axi_arready, .s_axi_rdata, .s_axi_rresp, .s_axi_rvalid, .s_axi_rready,
        .wr_en, .wr_addr, .wr_data, .wr_strb (), .rd_en, .rd_addr, .rd_data
    );

    logic [N-1:0] line, isr, ier;
    logic         me, hie;
    lp_sync_bit #(.WIDTH (N)) u_sync (.clk (s_axi_aclk), .d (intr), .q (line));

    wire logic [N-1:0] ipr = isr & ier;
    logic [31:0] ivr;
    always_comb begin
        ivr = '1;
        for (int i = N - 1; i >= 0; i--) if (ipr[i]) ivr = 32'(i);
    end

    always_comb begin
        case (rd_addr)
            9'h000:  rd_data = 32'(isr);
            9'h004:  rd_data = 32'(ipr);
            9'h008:  rd_data = 32'(ier);
            9'h018:  rd_data = ivr;
            9'h01C:  rd_data = {30'd0, hie, me};
            default: rd_data = '0;
        endcase
    end

    wire logic [N-1:0] wv = wr_data[N-1:0];
    always_ff @(posedge s_axi_aclk) begin
        if (rst) begin
            isr <= '0;
            ier <= '0;
            me  <= 1'b0;
            hie <= 1'b0;
            irq <= 1'b0;
        end else begin
            isr <= (isr & ~((wr_en && wr_addr == 9'h00C) ? wv : '0))
                 | ((wr_en && wr_addr == 9'h000 && !hie) ? wv : '0)
                 | line;
            if (wr_en && wr_addr == 9'h008) ier <= wv;
            if (wr_en && wr_addr == 9'h010) ier <= ier | wv;
            if (wr_en && wr_addr == 9'h014) ier <= ier & ~wv;
            if (wr_en && wr_addr == 9'h01C) begin
                me  <= wr_data[0];
                hie <= hie || wr_data[1];
            end
            irq <= me && |ipr;
        end
    end

    `LP_ASSERT(a_hie_sticky, s_axi_aclk, rst, !$past(hie) || hie)
endmodule

`default_nettype wire
