// Stub: block design wrapper `zynq_ps_wrapper` (ip/zcu106/zynq_ps.tcl, make_wrapper): the ports listed in
// that file's header. Lint only: the masters stay idle.
module zynq_ps_wrapper (
    output wire pl_clk0,
    output wire pl_reset,
    input  wire clk_core,
    output wire [31:0] M_AXIL_NIC_awaddr,
    output wire [2:0] M_AXIL_NIC_awprot,
    output wire M_AXIL_NIC_awvalid,
    input  wire M_AXIL_NIC_awready,
    output wire [31:0] M_AXIL_NIC_wdata,
    output wire [3:0] M_AXIL_NIC_wstrb,
    output wire M_AXIL_NIC_wvalid,
    input  wire M_AXIL_NIC_wready,
    input  wire [1:0] M_AXIL_NIC_bresp,
    input  wire M_AXIL_NIC_bvalid,
    output wire M_AXIL_NIC_bready,
    output wire [31:0] M_AXIL_NIC_araddr,
    output wire [2:0] M_AXIL_NIC_arprot,
    output wire M_AXIL_NIC_arvalid,
    input  wire M_AXIL_NIC_arready,
    input  wire [31:0] M_AXIL_NIC_rdata,
    input  wire [1:0] M_AXIL_NIC_rresp,
    input  wire M_AXIL_NIC_rvalid,
    output wire M_AXIL_NIC_rready,
    output wire [31:0] M_AXIL_ODDL_awaddr,
    output wire [2:0] M_AXIL_ODDL_awprot,
    output wire M_AXIL_ODDL_awvalid,
    input  wire M_AXIL_ODDL_awready,
    output wire [31:0] M_AXIL_ODDL_wdata,
    output wire [3:0] M_AXIL_ODDL_wstrb,
    output wire M_AXIL_ODDL_wvalid,
    input  wire M_AXIL_ODDL_wready,
    input  wire [1:0] M_AXIL_ODDL_bresp,
    input  wire M_AXIL_ODDL_bvalid,
    output wire M_AXIL_ODDL_bready,
    output wire [31:0] M_AXIL_ODDL_araddr,
    output wire [2:0] M_AXIL_ODDL_arprot,
    output wire M_AXIL_ODDL_arvalid,
    input  wire M_AXIL_ODDL_arready,
    input  wire [31:0] M_AXIL_ODDL_rdata,
    input  wire [1:0] M_AXIL_ODDL_rresp,
    input  wire M_AXIL_ODDL_rvalid,
    output wire M_AXIL_ODDL_rready,
    input  wire irq_nic,
    input  wire irq_oddl,
    input  wire wss_uart_rxd,
    output wire wss_uart_txd,
    output wire dac_spi_sclk,
    output wire dac_spi_mosi,
    output wire [1:0] dac_spi_ss_n,
    input  wire dac_spi_miso,
    output wire [1:0] dac_gpio_o,
    input  wire dac_gpio_i
);
    assign pl_reset = '0;
    assign M_AXIL_NIC_awaddr = '0;
    assign M_AXIL_NIC_awprot = '0;
    assign M_AXIL_NIC_awvalid = '0;
    assign M_AXIL_NIC_wdata = '0;
    assign M_AXIL_NIC_wstrb = '0;
    assign M_AXIL_NIC_wvalid = '0;
    assign M_AXIL_NIC_bready = '0;
    assign M_AXIL_NIC_araddr = '0;
    assign M_AXIL_NIC_arprot = '0;
    assign M_AXIL_NIC_arvalid = '0;
    assign M_AXIL_NIC_rready = '0;
    assign M_AXIL_ODDL_awaddr = '0;
    assign M_AXIL_ODDL_awprot = '0;
    assign M_AXIL_ODDL_awvalid = '0;
    assign M_AXIL_ODDL_wdata = '0;
    assign M_AXIL_ODDL_wstrb = '0;
    assign M_AXIL_ODDL_wvalid = '0;
    assign M_AXIL_ODDL_bready = '0;
    assign M_AXIL_ODDL_araddr = '0;
    assign M_AXIL_ODDL_arprot = '0;
    assign M_AXIL_ODDL_arvalid = '0;
    assign M_AXIL_ODDL_rready = '0;
    assign wss_uart_txd = '0;
    assign dac_spi_sclk = '0;
    assign dac_spi_mosi = '0;
    assign dac_spi_ss_n = '0;
    assign dac_gpio_o = '0;
    assign pl_clk0 = 1'b0;
endmodule
