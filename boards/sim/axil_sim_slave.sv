// Simulation helper of the AXI peripheral models (boards/sim: axi_uartlite, axi_timer, axi_gpio, axi_intc,
// axi_quad_spi): an AXI4-Lite slave front end that turns each access into one register strobe. A write
// is taken when its address and data are both valid (one cycle, wr_en), its response follows the next
// cycle; a read is taken when no read response is pending (rd_en, the model answers rd_data in the same
// cycle, registered into RDATA). Responses are OKAY, as from the Xilinx IP for every address of their
// (aliased) register space. Not a Xilinx IP: the models' own register logic follows the product guides.
`default_nettype none
`include "lp_assert.svh"

module axil_sim_slave #(parameter int AW = 4) (
    input  wire logic          clk,
    input  wire logic          rst,
    input  wire logic [AW-1:0] s_axi_awaddr,
    input  wire logic          s_axi_awvalid,
    output logic               s_axi_awready,
    input  wire logic [31:0]   s_axi_wdata,
    input  wire logic [3:0]    s_axi_wstrb,
    input  wire logic          s_axi_wvalid,
    output logic               s_axi_wready,
    output logic      [1:0]    s_axi_bresp,
    output logic               s_axi_bvalid,
    input  wire logic          s_axi_bready,
    input  wire logic [AW-1:0] s_axi_araddr,
    input  wire logic          s_axi_arvalid,
    output logic               s_axi_arready,
    output logic      [31:0]   s_axi_rdata,
    output logic      [1:0]    s_axi_rresp,
    output logic               s_axi_rvalid,
    input  wire logic          s_axi_rready,
    output logic               wr_en,
    output logic      [AW-1:0] wr_addr,
    output logic      [31:0]   wr_data,
    output logic      [3:0]    wr_strb,
    output logic               rd_en,
    output logic      [AW-1:0] rd_addr,
    input  wire logic [31:0]   rd_data
);
    if (AW < 2 || AW > 32) begin : g_bad_aw
        $fatal(1, "axil_sim_slave: AW=%0d must be 2..32", AW);
    end

    assign wr_en         = !rst && s_axi_awvalid && s_axi_wvalid && !s_axi_bvalid;
    assign s_axi_awready = wr_en;
    assign s_axi_wready  = wr_en;
    assign wr_addr       = s_axi_awaddr;
    assign wr_data       = s_axi_wdata;
    assign wr_strb       = s_axi_wstrb;
    assign rd_en         = !rst && s_axi_arvalid && !s_axi_rvalid;
    assign s_axi_arready = rd_en;
    assign rd_addr       = s_axi_araddr;
    assign s_axi_bresp   = 2'b00;
    assign s_axi_rresp   = 2'b00;

    always_ff @(posedge clk) begin
        if (rst) begin
            s_axi_bvalid <= 1'b0;
            s_axi_rvalid <= 1'b0;
            s_axi_rdata  <= '0;
        end else begin
            if (wr_en) s_axi_bvalid <= 1'b1;
            else if (s_axi_bready) s_axi_bvalid <= 1'b0;
            if (rd_en) begin
                s_axi_rvalid <= 1'b1;
                s_axi_rdata  <= rd_data;
            end else if (s_axi_rready) s_axi_rvalid <= 1'b0;
        end
    end

    // AXI rule: a response offered and not taken stays, with its payload
    `LP_ASSERT_AXIS(a_b_stable, clk, rst, s_axi_bvalid, s_axi_bready, s_axi_bresp)
    `LP_ASSERT_AXIS(a_r_stable, clk, rst, s_axi_rvalid, s_axi_rready, {s_axi_rdata, s_axi_rresp})
endmodule

`default_nettype wire
