// Stub: block design wrapper `mbv_sys_wrapper` (ip/vcu118/mbv_sys.tcl, make_wrapper): the ports listed in
// that file's header. Lint only: the masters stay idle.
module mbv_sys_wrapper (
    input  wire clk_ctl,
    input  wire ext_reset,
    input  wire dcm_locked,
    output wire ctl_reset,
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
    output wire [31:0] M_AXIL_ARB_awaddr,
    output wire [2:0] M_AXIL_ARB_awprot,
    output wire M_AXIL_ARB_awvalid,
    input  wire M_AXIL_ARB_awready,
    output wire [31:0] M_AXIL_ARB_wdata,
    output wire [3:0] M_AXIL_ARB_wstrb,
    output wire M_AXIL_ARB_wvalid,
    input  wire M_AXIL_ARB_wready,
    input  wire [1:0] M_AXIL_ARB_bresp,
    input  wire M_AXIL_ARB_bvalid,
    output wire M_AXIL_ARB_bready,
    output wire [31:0] M_AXIL_ARB_araddr,
    output wire [2:0] M_AXIL_ARB_arprot,
    output wire M_AXIL_ARB_arvalid,
    input  wire M_AXIL_ARB_arready,
    input  wire [31:0] M_AXIL_ARB_rdata,
    input  wire [1:0] M_AXIL_ARB_rresp,
    input  wire M_AXIL_ARB_rvalid,
    output wire M_AXIL_ARB_rready,
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
    input  wire irq_arb,
    input  wire irq_oddl,
    input  wire uart_con_rxd,
    output wire uart_con_txd,
    input  wire uart_wss_rxd,
    output wire uart_wss_txd,
    output wire spi_sclk,
    output wire spi_mosi,
    output wire [1:0] spi_ss_n,
    input  wire spi_miso,
    output wire [1:0] gpio_o,
    input  wire gpio_i
);
    assign ctl_reset = '0;
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
    assign M_AXIL_ARB_awaddr = '0;
    assign M_AXIL_ARB_awprot = '0;
    assign M_AXIL_ARB_awvalid = '0;
    assign M_AXIL_ARB_wdata = '0;
    assign M_AXIL_ARB_wstrb = '0;
    assign M_AXIL_ARB_wvalid = '0;
    assign M_AXIL_ARB_bready = '0;
    assign M_AXIL_ARB_araddr = '0;
    assign M_AXIL_ARB_arprot = '0;
    assign M_AXIL_ARB_arvalid = '0;
    assign M_AXIL_ARB_rready = '0;
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
    assign uart_con_txd = '0;
    assign uart_wss_txd = '0;
    assign spi_sclk = '0;
    assign spi_mosi = '0;
    assign spi_ss_n = '0;
    assign gpio_o = '0;
endmodule
