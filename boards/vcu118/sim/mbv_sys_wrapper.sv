// Simulation model: the VCU118 control CPU block design `mbv_sys` (ip/vcu118/mbv_sys.tcl), module
// mbv_sys_wrapper with the ports of the generated wrapper (the lint stub boards/vcu118/stubs, one table:
// lightpath.gen.stub_emit; tb/boards/test_mbv_sys_model.py compares the two). Everything but the CPU and
// its local memory, which a test bench supplies: docs/boards.md "Board simulation",
// "Block design model".
//
//   rst: proc_sys_reset (PG164) from ext_reset / dcm_locked; ctl_reset is its peripheral_reset,
//     cpu_rst its mb_reset (the CPU's reset).
//   cpu_dp_*: the CPU's data-side AXI4-Lite master (M_AXI_DP), driven by the test bench through VPI
//     (public read-write; idle until then), clocked by cpu_clk = clk_ctl; the port's own outputs change on
//     clk_ctl's falling edge. cpu_irq: the INTC's irq (the
//     block design leaves it unconnected: the firmware polls the INTC).
//   smc: the SmartConnect (lp_smc_model), one access at a time: addresses decoded from lp_mbv_map_pkg
//     (generated from firmware/hal/mbv/lp_mbv_map.h and the TCL's range), anything else answers DECERR.
//     The two core windows M_AXIL_NIC / M_AXIL_ARB are in clk_core (the model's toggle crossing), the
//     address absolute (the core's register blocks decode the low bits), the response carried back.
//   The peripherals (boards/sim): two axi_uartlite, axi_timer, axi_quad_spi, axi_gpio, axi_intc, at the
//     TCL's configuration (lp_mbv_map_pkg); each sees the low bits of the address its IP decodes.
// Not modelled: the CPU, its local memory and debug module; the SmartConnect's latency and its
// outstanding-transaction pipelining (the CPU issues one access at a time).
`default_nettype none

module mbv_sys_wrapper
    import lp_mbv_map_pkg::*;
(
    input  wire logic        clk_ctl,
    input  wire logic        ext_reset,
    input  wire logic        dcm_locked,
    output logic             ctl_reset,
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
    output logic      [31:0] M_AXIL_ARB_awaddr,
    output logic      [2:0]  M_AXIL_ARB_awprot,
    output logic             M_AXIL_ARB_awvalid,
    input  wire logic        M_AXIL_ARB_awready,
    output logic      [31:0] M_AXIL_ARB_wdata,
    output logic      [3:0]  M_AXIL_ARB_wstrb,
    output logic             M_AXIL_ARB_wvalid,
    input  wire logic        M_AXIL_ARB_wready,
    input  wire logic [1:0]  M_AXIL_ARB_bresp,
    input  wire logic        M_AXIL_ARB_bvalid,
    output logic             M_AXIL_ARB_bready,
    output logic      [31:0] M_AXIL_ARB_araddr,
    output logic      [2:0]  M_AXIL_ARB_arprot,
    output logic             M_AXIL_ARB_arvalid,
    input  wire logic        M_AXIL_ARB_arready,
    input  wire logic [31:0] M_AXIL_ARB_rdata,
    input  wire logic [1:0]  M_AXIL_ARB_rresp,
    input  wire logic        M_AXIL_ARB_rvalid,
    output logic             M_AXIL_ARB_rready,
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
    localparam int NSLV = 8;   // SmartConnect masters M00..M07, the TCL's order
    localparam int S_NIC = 0, S_ARB = 1, S_CON = 2, S_WSS = 3, S_TMR = 4, S_SPI = 5, S_GPIO = 6, S_INTC = 7;

    // ---------------------------------------------------------------- the CPU's side
    wire logic cpu_clk /* verilator public_flat_rd */ = clk_ctl;
    logic      cpu_rst /* verilator public_flat_rd */;
    logic      cpu_irq /* verilator public_flat_rd */;
    // master-driven: written by the test bench (nothing in the design drives them), idle until then
    logic [31:0] cpu_dp_awaddr  /* verilator public_flat_rw */ = '0;
    logic [2:0]  cpu_dp_awprot  /* verilator public_flat_rw */ = '0;
    logic        cpu_dp_awvalid /* verilator public_flat_rw */ = 1'b0;
    logic [31:0] cpu_dp_wdata   /* verilator public_flat_rw */ = '0;
    logic [3:0]  cpu_dp_wstrb   /* verilator public_flat_rw */ = '0;
    logic        cpu_dp_wvalid  /* verilator public_flat_rw */ = 1'b0;
    logic        cpu_dp_bready  /* verilator public_flat_rw */ = 1'b0;
    logic [31:0] cpu_dp_araddr  /* verilator public_flat_rw */ = '0;
    logic [2:0]  cpu_dp_arprot  /* verilator public_flat_rw */ = '0;
    logic        cpu_dp_arvalid /* verilator public_flat_rw */ = 1'b0;
    logic        cpu_dp_rready  /* verilator public_flat_rw */ = 1'b0;
    // slave-driven: the SmartConnect's
    logic        cpu_dp_awready /* verilator public_flat_rd */;
    logic        cpu_dp_wready  /* verilator public_flat_rd */;
    logic [1:0]  cpu_dp_bresp   /* verilator public_flat_rd */;
    logic        cpu_dp_bvalid  /* verilator public_flat_rd */;
    logic        cpu_dp_arready /* verilator public_flat_rd */;
    logic [31:0] cpu_dp_rdata   /* verilator public_flat_rd */;
    logic [1:0]  cpu_dp_rresp   /* verilator public_flat_rd */;
    logic        cpu_dp_rvalid  /* verilator public_flat_rd */;

    // ---------------------------------------------------------------- resets
    logic ic_aresetn, per_aresetn, per_reset;
    proc_sys_reset #(.C_EXT_RESET_HIGH (1)) u_rst (
        .slowest_sync_clk (clk_ctl), .ext_reset_in (ext_reset), .aux_reset_in (1'b1), .mb_debug_sys_rst (1'b0),
        .dcm_locked, .mb_reset (cpu_rst), .bus_struct_reset (), .peripheral_reset (per_reset),
        .interconnect_aresetn (ic_aresetn), .peripheral_aresetn (per_aresetn)
    );
    assign ctl_reset = per_reset;
    wire logic ic_rst = !ic_aresetn;

    // ---------------------------------------------------------------- SmartConnect
    logic [31:0]     addr, wdata;
    logic [3:0]      wstrb;
    logic [NSLV-1:0] p_awvalid, p_awready, p_wvalid, p_wready, p_bvalid, p_arvalid, p_arready, p_rvalid;
    logic [NSLV-1:0][1:0]  p_bresp, p_rresp;
    logic [NSLV-1:0][31:0] p_rdata;
    logic            p_bready, p_rready;
    lp_smc_model #(.NSLV (NSLV), .NCORE (2), .WINDOW (LP_MBV_WINDOW),
                   .BASE ({LP_MBV_INTC, LP_MBV_GPIO, LP_MBV_SPI, LP_MBV_TIMER, LP_MBV_UART_WSS, LP_MBV_UART_CONSOLE,
                           LP_MBV_ARB_BASE, LP_MBV_NIC_BASE})) u_smc (
        .clk (clk_ctl), .rst (ic_rst), .clk_core,
        .s_awaddr (cpu_dp_awaddr), .s_awprot (cpu_dp_awprot), .s_awvalid (cpu_dp_awvalid), .s_awready (cpu_dp_awready),
        .s_wdata (cpu_dp_wdata), .s_wstrb (cpu_dp_wstrb), .s_wvalid (cpu_dp_wvalid), .s_wready (cpu_dp_wready),
        .s_bresp (cpu_dp_bresp), .s_bvalid (cpu_dp_bvalid), .s_bready (cpu_dp_bready),
        .s_araddr (cpu_dp_araddr), .s_arprot (cpu_dp_arprot), .s_arvalid (cpu_dp_arvalid), .s_arready (cpu_dp_arready),
        .s_rdata (cpu_dp_rdata), .s_rresp (cpu_dp_rresp), .s_rvalid (cpu_dp_rvalid), .s_rready (cpu_dp_rready),
        .p_addr (addr), .p_wdata (wdata), .p_wstrb (wstrb), .p_awvalid, .p_wvalid, .p_arvalid, .p_bready, .p_rready,
        .p_awready, .p_wready, .p_bvalid, .p_bresp, .p_arready, .p_rvalid, .p_rresp, .p_rdata,
        .c_addr ({M_AXIL_NIC_awaddr}), .c_prot (M_AXIL_NIC_awprot), .c_wdata (M_AXIL_NIC_wdata),
        .c_wstrb (M_AXIL_NIC_wstrb),
        .c_awvalid ({M_AXIL_ARB_awvalid, M_AXIL_NIC_awvalid}), .c_wvalid ({M_AXIL_ARB_wvalid, M_AXIL_NIC_wvalid}),
        .c_arvalid ({M_AXIL_ARB_arvalid, M_AXIL_NIC_arvalid}), .c_bready ({M_AXIL_ARB_bready, M_AXIL_NIC_bready}),
        .c_rready ({M_AXIL_ARB_rready, M_AXIL_NIC_rready}),
        .c_awready ({M_AXIL_ARB_awready, M_AXIL_NIC_awready}), .c_wready ({M_AXIL_ARB_wready, M_AXIL_NIC_wready}),
        .c_bvalid ({M_AXIL_ARB_bvalid, M_AXIL_NIC_bvalid}), .c_bresp ({M_AXIL_ARB_bresp, M_AXIL_NIC_bresp}),
        .c_arready ({M_AXIL_ARB_arready, M_AXIL_NIC_arready}), .c_rvalid ({M_AXIL_ARB_rvalid, M_AXIL_NIC_rvalid}),
        .c_rresp ({M_AXIL_ARB_rresp, M_AXIL_NIC_rresp}), .c_rdata ({M_AXIL_ARB_rdata, M_AXIL_NIC_rdata})
    );
    // both windows see the one access's address and data
    assign M_AXIL_NIC_araddr = M_AXIL_NIC_awaddr;  assign M_AXIL_NIC_arprot = M_AXIL_NIC_awprot;
    assign M_AXIL_ARB_awaddr = M_AXIL_NIC_awaddr;  assign M_AXIL_ARB_araddr = M_AXIL_NIC_awaddr;
    assign M_AXIL_ARB_awprot = M_AXIL_NIC_awprot;  assign M_AXIL_ARB_arprot = M_AXIL_NIC_awprot;
    assign M_AXIL_ARB_wdata  = M_AXIL_NIC_wdata;   assign M_AXIL_ARB_wstrb  = M_AXIL_NIC_wstrb;

    // the core windows' slots of the peripheral arrays are unused
    assign {p_awready[1:0], p_wready[1:0], p_bvalid[1:0], p_arready[1:0], p_rvalid[1:0]} = '0;
    assign p_bresp[1:0] = '0;
    assign p_rresp[1:0] = '0;
    assign p_rdata[1:0] = '0;

    // ---------------------------------------------------------------- peripherals
    axi_uartlite #(.CLK_HZ (LP_MBV_CLK_HZ), .BAUD (UART_BAUD), .NAME ("con")) u_uart_con (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[3:0]), .s_axi_awvalid (p_awvalid[S_CON]), .s_axi_awready (p_awready[S_CON]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_CON]), .s_axi_wready (p_wready[S_CON]),
        .s_axi_bresp (p_bresp[S_CON]), .s_axi_bvalid (p_bvalid[S_CON]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[3:0]), .s_axi_arvalid (p_arvalid[S_CON]), .s_axi_arready (p_arready[S_CON]),
        .s_axi_rdata (p_rdata[S_CON]), .s_axi_rresp (p_rresp[S_CON]), .s_axi_rvalid (p_rvalid[S_CON]),
        .s_axi_rready (p_rready), .interrupt (), .rx (uart_con_rxd), .tx (uart_con_txd)
    );
    axi_uartlite #(.CLK_HZ (LP_MBV_CLK_HZ), .BAUD (UART_BAUD), .NAME ("wss")) u_uart_wss (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[3:0]), .s_axi_awvalid (p_awvalid[S_WSS]), .s_axi_awready (p_awready[S_WSS]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_WSS]), .s_axi_wready (p_wready[S_WSS]),
        .s_axi_bresp (p_bresp[S_WSS]), .s_axi_bvalid (p_bvalid[S_WSS]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[3:0]), .s_axi_arvalid (p_arvalid[S_WSS]), .s_axi_arready (p_arready[S_WSS]),
        .s_axi_rdata (p_rdata[S_WSS]), .s_axi_rresp (p_rresp[S_WSS]), .s_axi_rvalid (p_rvalid[S_WSS]),
        .s_axi_rready (p_rready), .interrupt (), .rx (uart_wss_rxd), .tx (uart_wss_txd)
    );
    axi_timer u_timer (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[4:0]), .s_axi_awvalid (p_awvalid[S_TMR]), .s_axi_awready (p_awready[S_TMR]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_TMR]), .s_axi_wready (p_wready[S_TMR]),
        .s_axi_bresp (p_bresp[S_TMR]), .s_axi_bvalid (p_bvalid[S_TMR]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[4:0]), .s_axi_arvalid (p_arvalid[S_TMR]), .s_axi_arready (p_arready[S_TMR]),
        .s_axi_rdata (p_rdata[S_TMR]), .s_axi_rresp (p_rresp[S_TMR]), .s_axi_rvalid (p_rvalid[S_TMR]),
        .s_axi_rready (p_rready), .interrupt ()
    );
    axi_quad_spi #(.C_NUM_SS_BITS (SPI_NUM_SS_BITS), .C_NUM_TRANSFER_BITS (SPI_NUM_TRANSFER_BITS),
                   .C_SCK_RATIO (SPI_SCK_RATIO), .C_FIFO_DEPTH (SPI_FIFO_DEPTH)) u_spi (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[6:0]), .s_axi_awvalid (p_awvalid[S_SPI]), .s_axi_awready (p_awready[S_SPI]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_SPI]), .s_axi_wready (p_wready[S_SPI]),
        .s_axi_bresp (p_bresp[S_SPI]), .s_axi_bvalid (p_bvalid[S_SPI]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[6:0]), .s_axi_arvalid (p_arvalid[S_SPI]), .s_axi_arready (p_arready[S_SPI]),
        .s_axi_rdata (p_rdata[S_SPI]), .s_axi_rresp (p_rresp[S_SPI]), .s_axi_rvalid (p_rvalid[S_SPI]),
        .s_axi_rready (p_rready), .sck_o (spi_sclk), .io0_o (spi_mosi), .io1_i (spi_miso), .ss_o (spi_ss_n),
        .ip2intc_irpt ()
    );
    axi_gpio #(.C_GPIO_WIDTH (GPIO_WIDTH), .C_DOUT_DEFAULT (32'(GPIO_DOUT_DEFAULT)), .C_GPIO2_WIDTH (GPIO2_WIDTH)) u_gpio (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[8:0]), .s_axi_awvalid (p_awvalid[S_GPIO]), .s_axi_awready (p_awready[S_GPIO]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_GPIO]), .s_axi_wready (p_wready[S_GPIO]),
        .s_axi_bresp (p_bresp[S_GPIO]), .s_axi_bvalid (p_bvalid[S_GPIO]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[8:0]), .s_axi_arvalid (p_arvalid[S_GPIO]), .s_axi_arready (p_arready[S_GPIO]),
        .s_axi_rdata (p_rdata[S_GPIO]), .s_axi_rresp (p_rresp[S_GPIO]), .s_axi_rvalid (p_rvalid[S_GPIO]),
        .s_axi_rready (p_rready), .gpio_io_o (gpio_o), .gpio2_io_i (gpio_i)
    );
    axi_intc #(.C_NUM_INTR_INPUTS (INTC_INPUTS)) u_intc (
        .s_axi_aclk (clk_ctl), .s_axi_aresetn (per_aresetn),
        .s_axi_awaddr (addr[8:0]), .s_axi_awvalid (p_awvalid[S_INTC]), .s_axi_awready (p_awready[S_INTC]),
        .s_axi_wdata (wdata), .s_axi_wstrb (wstrb), .s_axi_wvalid (p_wvalid[S_INTC]), .s_axi_wready (p_wready[S_INTC]),
        .s_axi_bresp (p_bresp[S_INTC]), .s_axi_bvalid (p_bvalid[S_INTC]), .s_axi_bready (p_bready),
        .s_axi_araddr (addr[8:0]), .s_axi_arvalid (p_arvalid[S_INTC]), .s_axi_arready (p_arready[S_INTC]),
        .s_axi_rdata (p_rdata[S_INTC]), .s_axi_rresp (p_rresp[S_INTC]), .s_axi_rvalid (p_rvalid[S_INTC]),
        .s_axi_rready (p_rready), .intr ({irq_oddl, irq_arb, irq_nic}), .irq (cpu_irq)
    );

endmodule

`default_nettype wire
