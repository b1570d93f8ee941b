// Simulation model: the ZCU106 PS block design `zynq_ps` (ip/zcu106/zynq_ps.tcl), module zynq_ps_wrapper
// with the ports of the generated wrapper (the lint stub boards/zcu106/stubs, one table:
// lightpath.gen.stub_emit; tb/boards/test_board_ip_models.py compares the two). Everything in the PL
// part of the block design; of the PS (UG1085) only what the PL sees: docs/boards.md "Board simulation",
// "PS block design model".
//
//   pl_clk0: LP_ZYNQ_PL_CLK0_HZ (the TCL's PL0_REF_CTRL), running from time 0 (the PS's IOPLL is up
//     before the PL is configured). pl_resetn0: low for PS_RESET_CYCLES pl_clk0 cycles, then high (the
//     FSBL releases it once the bitstream is loaded). rst: proc_sys_reset (PG164) from pl_resetn0;
//     pl_reset is its peripheral_reset.
//   hpm0_lpd_*: the PS's M_AXI_HPM0_LPD master, driven by the test bench through VPI (public
//     read-write; idle until then) as the Linux tools' UIO accesses reach it: single 32-bit accesses, one
//     at a time (AXI4-Lite; the AXI4 port's IDs, bursts and cache attributes carry nothing here), clocked
//     by hpm0_lpd_clk = pl_clk0 (maxihpm0_lpd_aclk), with hpm0_lpd_rst the interconnect's reset. Its
//     outputs change on pl_clk0's falling edge (lp_smc_model).
//   smc: the SmartConnect (lp_smc_model): M_AXIL_NIC in clk_core, the DAC SPI and GPIO and the WSS UART
//     in pl_clk0, at the addresses of lp_zynq_ps_map_pkg; anything else answers DECERR.
//   pl_ps_irq0: the interrupt concatenation (irq_nic, irq_oddl, the UART's, the SPI's at the package's
//     bits), public for the test bench (the PS's GIC and the UIO driver are the bench's).
// Not modelled: the PS itself (CPUs, DDR, MIO peripherals, the GIC), the PS's own reset of the PL
// (pl_resetn0 pulsed again by software), the HPM0 port's AXI4 bursts, IDs and outstanding accesses.
`default_nettype none
`timescale 1ns / 1ps

module zynq_ps_wrapper
    import lp_zynq_ps_map_pkg::*;
#(
    parameter int PS_RESET_CYCLES = 16
) (
    output logic             pl_clk0,
    output logic             pl_reset,
    input  wire logic        clk_core,
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
    input  wire logic        irq_nic,
    input  wire logic        irq_oddl,
    input  wire logic        wss_uart_rxd,
    output logic             wss_uart_txd,
    output logic             dac_spi_sclk,
    output logic             dac_spi_mosi,
    output logic      [1:0]  dac_spi_ss_n,
    input  wire logic        dac_spi_miso,
    output logic      [1:0]  dac_gpio_o,
    input  wire logic        dac_gpio_i
);
    if (PS_RESET_CYCLES < 1) begin : g_bad_param
        $fatal(1, "zynq_ps_wrapper model: PS_RESET_CYCLES=%0d must be >= 1", PS_RESET_CYCLES);
    end
    localparam int NSLV = 4;   // SmartConnect masters M00..M03, the TCL's order
    localparam int S_NIC = 0, S_SPI = 1, S_GPIO = 2, S_WSS = 3;
    localparam realtime HALF_NS = 1.0e9 / real'(LP_ZYNQ_PL_CLK0_HZ) / 2.0;

    // ---------------------------------------------------------------- PS: clock, PL reset, interrupts
    initial pl_clk0 = 1'b0;
    always #(HALF_NS) pl_clk0 = !pl_clk0;

    logic pl_resetn0;
    initial begin
        pl_resetn0 = 1'b0;
        repeat (PS_RESET_CYCLES) @(posedge pl_clk0);
        @(negedge pl_clk0);
        pl_resetn0 = 1'b1;
    end

    logic spi_irq, uart_irq;
    logic [PL_PS_IRQS-1:0] pl_ps_irq0 /* verilator public_flat_rd */;
    always_comb begin
        pl_ps_irq0              = '0;
        pl_ps_irq0[IRQ_NIC]      = irq_nic;
        pl_ps_irq0[IRQ_ODDL]     = irq_oddl;
        pl_ps_irq0[IRQ_WSS_UART] = uart_irq;
        pl_ps_irq0[IRQ_DAC_SPI]  = spi_irq;
    end

    // ---------------------------------------------------------------- the PS's master (the bench's)
    wire logic hpm0_lpd_clk /* verilator public_flat_rd */ = pl_clk0;
    logic      hpm0_lpd_rst /* verilator public_flat_rd */;
    logic [31:0] hpm0_lpd_awaddr  /* verilator public_flat_rw */ = '0;
    logic [2:0]  hpm0_lpd_awprot  /* verilator public_flat_rw */ = '0;
    logic        hpm0_lpd_awvalid /* verilator public_flat_rw */ = 1'b0;
    logic [31:0] hpm0_lpd_wdata   /* verilator public_flat_rw */ = '0;
    logic [3:0]  hpm0_lpd_wstrb   /* verilator public_flat_rw */ = '0;
    logic        hpm0_lpd_wvalid  /* verilator public_flat_rw */ = 1'b0;
    logic        hpm0_lpd_bready  /* verilator public_flat_rw */ = 1'b0;
    logic [31:0] hpm0_lpd_araddr  /* verilator public_flat_rw */ = '0;
    logic [2:0]  hpm0_lpd_arprot  /* verilator public_flat_rw */ = '0;
    logic        hpm0_lpd_arvalid /* verilator public_flat_rw */ = 1'b0;
    logic        hpm0_lpd_rready  /* verilator public_flat_rw */ = 1'b0;
    logic        hpm0_lpd_awready /* verilator public_flat_rd */;
    logic        hpm0_lpd_wready  /* verilator public_flat_rd */;
    logic [1:0]  hpm0_lpd_bresp   /* verilator public_flat_rd */;
    logic        hpm0_lpd_bvalid  /* verilator public_flat_rd */;
    logic        hpm0_lpd_arready /* verilator public_flat_rd */;
    logic [31:0] hpm0_lpd_rdata   /* verilator public_flat_rd */;
    logic [1:0]  hpm0_lpd_rresp   /* verilator public_flat_rd */;
    logic        hpm0_lpd_rvalid  /* verilator public_flat_rd */;

    // ---------------------------------------------------------------- PL reset
    logic ic_aresetn, per_aresetn;
    proc_sys_reset #(.C_EXT_RESET_HIGH (0)) u_rst (
        .slowest_sync_clk (pl_clk0), .ext_reset_in (pl_resetn0), .aux_reset_in (1'b1), .mb_debug_sys_rst (1'b0),
        .dcm_locked (1'b1), .mb_reset (), .bus_struct_reset (), .peripheral_reset (pl_reset),
        .interconnect_aresetn (ic_aresetn), .peripheral_aresetn (per_aresetn)
    );
    assign hpm0_lpd_rst = !ic_aresetn;

    // ---------------------------------------------------------------- SmartConnect
    logic [31:0]           addr, wdata;
    logic [3:0]            wstrb;
    logic [NSLV-1:0]       p_awvalid, p_awready, p_wvalid, p_wready, p_bvalid, p_arvalid, p_arready, p_rvalid;
    logic [NSLV-1:0][1:0]  p_bresp, p_rresp;
    logic [NSLV-1:0][31:0] p_rdata;
    logic                  p_bready, p_rready;
    lp_smc_model #(.NSLV (NSLV), .NCORE (1), .WINDOW (LP_ZYNQ_WINDOW),
                   .BASE ({LP_ZYNQ_WSS_UART_BASE, LP_ZYNQ_DAC_GPIO_BASE, LP_ZYNQ_DAC_SPI_BASE, LP_ZYNQ_NIC_BASE})) u_smc (
        .clk (pl_clk0), .rst (hpm0_lpd_rst), .clk_core,
        .s_awaddr (hpm0_lpd_awaddr), .s_awprot (hpm0_lpd_awprot), .s_awvalid (hpm0_lpd_awvalid),
        .s_awready (hpm0_lpd_awready), .s_wdata (hpm0_lpd_wdata), .s_wstrb (hpm0_lpd_wstrb),
        .s_wvalid (hpm0_lpd_wvalid), .s_wready (hpm0_lpd_wready), .s_bresp (hpm0_lpd_bresp),
        .s_bvalid (hpm0_lpd_bvalid), .s_bready (hpm0_lpd_bready), .s_araddr (hpm0_lpd_araddr),
        .s_arprot (hpm0_lpd_arprot), .s_arvalid (hpm0_lpd_arvalid), .s_arready (hpm0_lpd_arready),
        .s_rdata (hpm0_lpd_rdata), .s_rresp (hpm0_lpd_rresp), .s_rvalid (hpm0_lpd_rvalid),
        .s_rready (hpm0_lpd_rready),
        .p_addr (addr), .p_wdata (wdata), .p_wstrb (wstrb), .p_awvalid, .p_wvalid, .p_arvalid, .p_bready, .p_rready,
        .p_awready, .p_wready, .p_bvalid, .p_bresp, .p_arready, .p_rvalid, .p_rresp, .p_rdata,
        .c_addr (M_AXIL_NIC_awaddr), .c_prot (M_AXIL_NIC_awprot), .c_wdata (M_AXIL_NIC_wdata),
        .c_wstrb (M_AXIL_NIC_wstrb), .c_awvalid (M_AXIL_NIC_awvalid), .c_wvalid (M_AXIL_NIC_wvalid),
        .c_arvalid (M_AXIL_NIC_arvalid), .c_bready (M_AXIL_NIC_bready), .c_rready (M_AXIL_NIC_rready),
        .c_awready (M_AXIL_NIC_awready), .c_wready (M_AXIL_NIC_wready), .c_bvalid (M_AXIL_NIC_bvalid),
        .c_bresp (M_AXIL_NIC_bresp), .c_arready (M_AXIL_NIC_arready), .c_rvalid (M_AXIL_NIC_rvalid),
        .c_rresp (M_AXIL_NIC_rresp), .c_rdata (M_AXIL_NIC_rdata)
    );
    assign M_AXIL_NIC_araddr = M_AXIL_NIC_awaddr;
    assign M_AXIL_NIC_arprot = M_AXIL_NIC_awprot;
    assign {p_awready[S_NIC], p_wready[S_NIC], p_bvalid[S_NIC], p_arready[S_NIC], p_rvalid[S_NIC]} = '0;
    assign p_bresp[S_NIC] = '0;
    assign p_rresp[S_NIC] = '0;
    assign p_rdata[S_NIC] = '0;

    // ---------------------------------------------------------------- PL peripherals (lp_bd_* of the TCL)
    `define LP_ZYNQ_AXIL(S, AW) \
        .s_axi_aclk (pl_clk0), .s_axi_aresetn (per_aresetn), \
        .s_axi_awaddr (addr[AW-1:0]), .s_axi_awvalid (p_awvalid[S]), .s_axi_awready (p_awready[S]), \
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S]), .s_axi_wready (p_wready[S]), \
        .s_axi_bresp (p_bresp[S]), .s_axi_bvalid (p_bvalid[S]), .s_axi_bready (p_bready), \
        .s_axi_araddr (addr[AW-1:0]), .s_axi_arvalid (p_arvalid[S]), .s_axi_arready (p_arready[S]), \
        .s_axi_rdata (p_rdata[S]), .s_axi_rresp (p_rresp[S]), .s_axi_rvalid (p_rvalid[S]), .s_axi_rready (p_rready)
    axi_uartlite #(.CLK_HZ (LP_ZYNQ_PL_CLK0_HZ), .BAUD (UART_BAUD), .NAME ("wss")) u_wss_uart (
        `LP_ZYNQ_AXIL(S_WSS, 4), .interrupt (uart_irq), .rx (wss_uart_rxd), .tx (wss_uart_txd)
    );
    axi_quad_spi #(.C_NUM_SS_BITS (SPI_NUM_SS_BITS), .C_NUM_TRANSFER_BITS (SPI_NUM_TRANSFER_BITS),
                   .C_SCK_RATIO (SPI_SCK_RATIO), .C_FIFO_DEPTH (SPI_FIFO_DEPTH)) u_dac_spi (
        `LP_ZYNQ_AXIL(S_SPI, 7), .sck_o (dac_spi_sclk), .io0_o (dac_spi_mosi), .io1_i (dac_spi_miso),
        .ss_o (dac_spi_ss_n), .ip2intc_irpt (spi_irq)
    );
    axi_gpio #(.C_GPIO_WIDTH (GPIO_WIDTH), .C_DOUT_DEFAULT (32'(GPIO_DOUT_DEFAULT)), .C_GPIO2_WIDTH (GPIO2_WIDTH)) u_dac_gpio (
        `LP_ZYNQ_AXIL(S_GPIO, 9), .gpio_io_o (dac_gpio_o), .gpio2_io_i (dac_gpio_i)
    );
    `undef LP_ZYNQ_AXIL
    wire logic unused_ok = &{1'b0, addr[31:9]};   // each peripheral decodes its low bits
endmodule

`default_nettype wire
