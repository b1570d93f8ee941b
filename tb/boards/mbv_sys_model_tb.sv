// Test top of tb/boards/test_mbv_sys_model.py: the block-design model mbv_sys_wrapper (boards/vcu118/sim)
// one level down, as the VCU118 top instantiates it (u_cpu), its pins at this level for cocotb. The core
// windows' slaves: M_AXIL_NIC is driven by the test (cocotbext-axi AxiLiteRam in clk_core); M_AXIL_ARB
// answers here, in clk_core, every access with SLVERR (DECERR at offsets 0x8000 and up) and a read with its
// address (what the CPU must
// see unchanged through the clock crossing).
`default_nettype none

module mbv_sys_model_tb (
    input  wire logic        clk_ctl,
    input  wire logic        clk_core,
    input  wire logic        ext_reset,
    input  wire logic        dcm_locked,
    output logic             ctl_reset,
    output logic      [31:0] M_AXIL_NIC_awaddr,
    output logic      [2:0]  M_AXIL_NIC_awprot,
    output logic             M_AXIL_NIC_awvalid,
    input  wire logic        M_AXIL_NIC_awready,
    output logic      [31:0] M_AXIL_NIC_wdata,
    output logic      [3:0]  M_AXIL_NIC_wstrb,
    output logic             M_AXIL_NIC_wvalid,
    input  wire logic        M_AXIL_NIC_wready,
    input  wire logic [1:0]  M_AXIL_NIC_bresp,
    input  wire logic        M_AXIL_NIC_bvalid,
    output logic             M_AXIL_NIC_bready,
    output logic      [31:0] M_AXIL_NIC_araddr,
    output logic      [2:0]  M_AXIL_NIC_arprot,
    output logic             M_AXIL_NIC_arvalid,
    input  wire logic        M_AXIL_NIC_arready,
    input  wire logic [31:0] M_AXIL_NIC_rdata,
    input  wire logic [1:0]  M_AXIL_NIC_rresp,
    input  wire logic        M_AXIL_NIC_rvalid,
    output logic             M_AXIL_NIC_rready,
    output logic      [31:0] arb_last_addr,    // the ARB window's last address seen (clk_core)
    input  wire logic        irq_nic,
    input  wire logic        irq_arb,
    input  wire logic        irq_oddl,
    input  wire logic        uart_con_rxd,
    output logic             uart_con_txd,
    input  wire logic        uart_wss_rxd,
    output logic             uart_wss_txd,
    output logic             spi_sclk,
    output logic             spi_mosi,
    output logic      [1:0]  spi_ss_n,
    input  wire logic        spi_miso,
    output logic      [1:0]  gpio_o,
    input  wire logic        gpio_i
);
    logic [31:0] arb_awaddr, arb_araddr, arb_wdata, arb_rdata;
    logic [2:0]  arb_awprot, arb_arprot;
    logic [3:0]  arb_wstrb;
    logic [1:0]  arb_bresp, arb_rresp;
    logic        arb_awvalid, arb_awready, arb_wvalid, arb_wready, arb_bvalid, arb_bready;
    logic        arb_arvalid, arb_arready, arb_rvalid, arb_rready;

    mbv_sys_wrapper u_cpu (
        .clk_ctl, .ext_reset, .dcm_locked, .ctl_reset, .clk_core,
        .M_AXIL_NIC_awaddr, .M_AXIL_NIC_awprot, .M_AXIL_NIC_awvalid, .M_AXIL_NIC_awready, .M_AXIL_NIC_wdata,
        .M_AXIL_NIC_wstrb, .M_AXIL_NIC_wvalid, .M_AXIL_NIC_wready, .M_AXIL_NIC_bresp, .M_AXIL_NIC_bvalid,
        .M_AXIL_NIC_bready, .M_AXIL_NIC_araddr, .M_AXIL_NIC_arprot, .M_AXIL_NIC_arvalid, .M_AXIL_NIC_arready,
        .M_AXIL_NIC_rdata, .M_AXIL_NIC_rresp, .M_AXIL_NIC_rvalid, .M_AXIL_NIC_rready,
        .M_AXIL_ARB_awaddr (arb_awaddr), .M_AXIL_ARB_awprot (arb_awprot), .M_AXIL_ARB_awvalid (arb_awvalid),
        .M_AXIL_ARB_awready (arb_awready), .M_AXIL_ARB_wdata (arb_wdata), .M_AXIL_ARB_wstrb (arb_wstrb),
        .M_AXIL_ARB_wvalid (arb_wvalid), .M_AXIL_ARB_wready (arb_wready), .M_AXIL_ARB_bresp (arb_bresp),
        .M_AXIL_ARB_bvalid (arb_bvalid), .M_AXIL_ARB_bready (arb_bready), .M_AXIL_ARB_araddr (arb_araddr),
        .M_AXIL_ARB_arprot (arb_arprot), .M_AXIL_ARB_arvalid (arb_arvalid), .M_AXIL_ARB_arready (arb_arready),
        .M_AXIL_ARB_rdata (arb_rdata), .M_AXIL_ARB_rresp (arb_rresp), .M_AXIL_ARB_rvalid (arb_rvalid),
        .M_AXIL_ARB_rready (arb_rready),
        .irq_nic, .irq_arb, .irq_oddl, .uart_con_rxd, .uart_con_txd, .uart_wss_rxd, .uart_wss_txd,
        .spi_sclk, .spi_mosi, .spi_ss_n, .spi_miso, .gpio_o, .gpio_i
    );

    // the ARB window's slave: SLVERR (DECERR from offset 0x8000), a read returns its address
    assign arb_awready = arb_awvalid && arb_wvalid && !arb_bvalid;
    assign arb_wready  = arb_awready;
    assign arb_arready = arb_arvalid && !arb_rvalid;
    always_ff @(posedge clk_core) begin
        if (ctl_reset) begin
            arb_bvalid    <= 1'b0;
            arb_rvalid    <= 1'b0;
            arb_last_addr <= '0;
        end else begin
            if (arb_awready) begin
                arb_bvalid    <= 1'b1;
                arb_bresp     <= arb_awaddr[15] ? 2'b11 : 2'b10;
                arb_last_addr <= arb_awaddr;
            end else if (arb_bready) arb_bvalid <= 1'b0;
            if (arb_arready) begin
                arb_rvalid    <= 1'b1;
                arb_rdata     <= arb_araddr;
                arb_rresp     <= arb_araddr[15] ? 2'b11 : 2'b10;
                arb_last_addr <= arb_araddr;
            end else if (arb_rready) arb_rvalid <= 1'b0;
        end
    end

    wire logic unused_ok = &{1'b0, arb_awprot, arb_arprot, arb_wdata, arb_wstrb};
endmodule

`default_nettype wire
