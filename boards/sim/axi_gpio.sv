// Simulation model: AXI GPIO (PG144) `axi_gpio` as boards/common/tcl/lp_common.tcl (lp_bd_dac_gpio)
// configures it: dual channel, channel 1 all outputs (C_GPIO_WIDTH, C_DOUT_DEFAULT), channel 2 all
// inputs (C_GPIO2_WIDTH), no interrupt.
//
//   Registers (9-bit AXI address): 0x0 GPIO_DATA (channel 1's output register: read back, drives
//   gpio_io_o), 0x4 GPIO_TRI (read/write, resets to all ones; the pins of an all-outputs channel stay
//   outputs whatever it holds), 0x8 GPIO2_DATA (the input pins, registered twice; writes ignored), 0xC
//   GPIO2_TRI (all ones: inputs; writes ignored). Bits above a channel's width read 0; every other
//   address reads 0 (the interrupt registers are absent).
`default_nettype none

module axi_gpio #(
    parameter int          C_GPIO_WIDTH    = 2,
    parameter logic [31:0] C_DOUT_DEFAULT  = 32'h3,
    parameter int          C_GPIO2_WIDTH   = 1
) (
    input  wire logic                     s_axi_aclk,
    input  wire logic                     s_axi_aresetn,
    input  wire logic [8:0]               s_axi_awaddr,
    input  wire logic                     s_axi_awvalid,
    output logic                          s_axi_awready,
    input  wire logic [31:0]              s_axi_wdata,
    input  wire logic [3:0]               s_axi_wstrb,
    input  wire logic                     s_axi_wvalid,
    output logic                          s_axi_wready,
    output logic      [1:0]               s_axi_bresp,
    output logic                          s_axi_bvalid,
    input  wire logic                     s_axi_bready,
    input  wire logic [8:0]               s_axi_araddr,
    input  wire logic                     s_axi_arvalid,
    output logic                          s_axi_arready,
    output logic      [31:0]              s_axi_rdata,
    output logic      [1:0]               s_axi_rresp,
    output logic                          s_axi_rvalid,
    input  wire logic                     s_axi_rready,
    output logic      [C_GPIO_WIDTH-1:0]  gpio_io_o,
    input  wire logic [C_GPIO2_WIDTH-1:0] gpio2_io_i
);
    if (C_GPIO_WIDTH < 1 || C_GPIO_WIDTH > 32 || C_GPIO2_WIDTH < 1 || C_GPIO2_WIDTH > 32) begin : g_bad_width
        $fatal(1, "axi_gpio model: channel widths %0d, %0d must be 1..32", C_GPIO_WIDTH, C_GPIO2_WIDTH);
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

    logic [C_GPIO_WIDTH-1:0]  data1, tri_1;
    logic [C_GPIO2_WIDTH-1:0] in2, in2_q;
    lp_sync_bit #(.WIDTH (C_GPIO2_WIDTH)) u_in (.clk (s_axi_aclk), .d (gpio2_io_i), .q (in2));

    always_ff @(posedge s_axi_aclk) begin
        in2_q <= in2;
        if (rst) begin
            data1 <= C_DOUT_DEFAULT[C_GPIO_WIDTH-1:0];
            tri_1  <= '1;
        end else if (wr_en) begin
            if (wr_addr == 9'h000) data1 <= wr_data[C_GPIO_WIDTH-1:0];
            if (wr_addr == 9'h004) tri_1 <= wr_data[C_GPIO_WIDTH-1:0];
        end
    end

    always_comb begin
        case (rd_addr)
            9'h000:  rd_data = 32'(data1);
            9'h004:  rd_data = 32'(tri_1);
            9'h008:  rd_data = 32'(in2_q);
            9'h00C:  rd_data = 32'({C_GPIO2_WIDTH{1'b1}});
            default: rd_data = '0;
        endcase
    end

    assign gpio_io_o = data1;
endmodule

`default_nettype wire
