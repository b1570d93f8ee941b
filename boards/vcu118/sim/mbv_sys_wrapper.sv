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
//   smc: the SmartConnect, one access at a time: addresses decoded from lp_mbv_map_pkg (generated from
//     firmware/hal/mbv/lp_mbv_map.h and the TCL's range), anything else answers DECERR. The two core
//     windows M_AXIL_NIC / M_AXIL_ARB are in clk_core: the access crosses with a request / acknowledge
//     toggle pair (its payload held stable meanwhile), its address unchanged (absolute: the core's
//     register blocks decode the low bits), its response (SLVERR, DECERR included) carried back as it is.
//   The peripherals (boards/sim): two axi_uartlite, axi_timer, axi_quad_spi, axi_gpio, axi_intc, at the
//     TCL's configuration (lp_mbv_map_pkg); each sees the low bits of the address its IP decodes.
// Not modelled: the CPU, its local memory and debug module; the SmartConnect's latency and its
// outstanding-transaction pipelining (the CPU issues one access at a time).
`default_nettype none
`include "lp_assert.svh"

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
    localparam logic [31:0] BASE [NSLV] = '{LP_MBV_NIC_BASE, LP_MBV_ARB_BASE, LP_MBV_UART_CONSOLE, LP_MBV_UART_WSS,
                                            LP_MBV_TIMER, LP_MBV_SPI, LP_MBV_GPIO, LP_MBV_INTC};
    localparam logic [1:0] OKAY = 2'b00, DECERR = 2'b11;

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
    logic core_rst;
    lp_rst_sync u_core_rst (.clk (clk_core), .rst_in (ic_rst), .rst_out (core_rst));

    // ---------------------------------------------------------------- SmartConnect, clk_ctl side
    typedef enum logic [1:0] {IDLE, LOCAL, CORE, RESP} st_t;
    st_t         st;
    logic        is_wr, aw_done, w_done;
    logic [31:0] addr, wdata, rdata;
    logic [3:0]  wstrb;
    logic [2:0]  prot;
    logic [1:0]  resp;
    logic [2:0]  sel;

    function automatic logic [3:0] decode(input logic [31:0] a);   // {hit, slave}
        for (int i = 0; i < NSLV; i++)
            if ((a & ~(LP_MBV_WINDOW - 1)) == BASE[i]) return {1'b1, 3'(i)};
        return 4'd0;
    endfunction

    // The port's outputs change on the falling edge of clk_ctl only (registered there from the state the
    // rising edge left): a test bench's master that reads them just after a rising edge sees the values of
    // that edge whichever way the simulator orders it after the flops (cpu_clk is a net in the design, whose
    // edge Verilator reports after the flops of the same edge have updated). Readies are functions of
    // registers only: in IDLE the port takes a read and a write's halves in alternate cycles (pick_rd), a
    // write once its address and data are both in.
    logic aw_got, w_got, pick_rd;
    wire logic idle = st == IDLE && !ic_rst;
    always_ff @(negedge clk_ctl) begin
        cpu_dp_arready <= idle && pick_rd && !aw_got && !w_got;
        cpu_dp_awready <= idle && !pick_rd && !aw_got;
        cpu_dp_wready  <= idle && !pick_rd && !w_got;
        cpu_dp_bvalid  <= !ic_rst && st == RESP && is_wr;
        cpu_dp_rvalid  <= !ic_rst && st == RESP && !is_wr;
        cpu_dp_bresp   <= resp;
        cpu_dp_rresp   <= resp;
        cpu_dp_rdata   <= rdata;
    end
    wire logic aw_take = idle && cpu_dp_awvalid && cpu_dp_awready;
    wire logic w_take  = idle && cpu_dp_wvalid && cpu_dp_wready;
    wire logic rd_go   = idle && cpu_dp_arvalid && cpu_dp_arready;
    wire logic wr_go   = (aw_got || aw_take) && (w_got || w_take);
    wire logic [31:0] go_addr = rd_go ? cpu_dp_araddr : (aw_take ? cpu_dp_awaddr : addr);
    wire logic [3:0] dec = decode(go_addr);

    // peripheral slaves (S_CON..S_INTC), the address and data broadcast
    logic [NSLV-1:0] p_awvalid, p_awready, p_wvalid, p_wready, p_bvalid, p_arvalid, p_arready, p_rvalid;
    logic [1:0]      p_bresp [NSLV], p_rresp [NSLV];
    logic [31:0]     p_rdata [NSLV];
    logic            req_t, ack_t, ack_s, ack_q;    // core crossing: toggles
    logic [1:0]      core_resp;
    logic [31:0]     core_rdata;

    always_ff @(posedge clk_ctl) begin
        if (ic_rst) begin
            st      <= IDLE;
            req_t   <= 1'b0;
            ack_q   <= 1'b0;
            is_wr   <= 1'b0;
            aw_got  <= 1'b0;
            w_got   <= 1'b0;
            pick_rd <= 1'b0;
        end else begin
            ack_q <= ack_s;
            case (st)
                IDLE: begin
                    pick_rd <= !pick_rd && !aw_got && !w_got && !aw_take && !w_take;
                    if (aw_take) begin
                        aw_got <= 1'b1;
                        addr   <= cpu_dp_awaddr;
                        prot   <= cpu_dp_awprot;
                    end
                    if (w_take) begin
                        w_got <= 1'b1;
                        wdata <= cpu_dp_wdata;
                        wstrb <= cpu_dp_wstrb;
                    end
                    if (rd_go) begin
                        addr <= cpu_dp_araddr;
                        prot <= cpu_dp_arprot;
                    end
                end
                default: ;
            endcase
            case (st)
                IDLE: if (wr_go || rd_go) begin
                    is_wr   <= wr_go;
                    aw_got  <= 1'b0;
                    w_got   <= 1'b0;
                    pick_rd <= 1'b0;
                    sel     <= dec[2:0];
                    aw_done <= 1'b0;
                    w_done  <= 1'b0;
                    rdata   <= '0;
                    resp    <= DECERR;
                    if (!dec[3]) st <= RESP;
                    else if (dec[2:0] == 3'(S_NIC) || dec[2:0] == 3'(S_ARB)) begin
                        st    <= CORE;
                        req_t <= !req_t;
                    end else st <= LOCAL;
                end
                LOCAL: begin
                    // aw_done: the address phase taken (AW for a write, AR for a read)
                    if ((p_awvalid[sel] && p_awready[sel]) || (p_arvalid[sel] && p_arready[sel])) aw_done <= 1'b1;
                    if (p_wvalid[sel] && p_wready[sel]) w_done <= 1'b1;
                    if (is_wr && p_bvalid[sel]) begin
                        resp <= p_bresp[sel];
                        st   <= RESP;
                    end
                    if (!is_wr && p_rvalid[sel]) begin
                        resp  <= p_rresp[sel];
                        rdata <= p_rdata[sel];
                        st    <= RESP;
                    end
                end
                CORE: if (ack_s != ack_q) begin
                    resp  <= core_resp;
                    rdata <= core_rdata;
                    st    <= RESP;
                end
                RESP: if (is_wr ? cpu_dp_bvalid && cpu_dp_bready : cpu_dp_rvalid && cpu_dp_rready) st <= IDLE;
                default: st <= IDLE;
            endcase
        end
    end

    for (genvar i = 0; i < NSLV; i++) begin : g_sel
        wire logic on = st == LOCAL && sel == 3'(i);
        assign p_awvalid[i] = on && is_wr && !aw_done;
        assign p_wvalid[i]  = on && is_wr && !w_done;
        assign p_arvalid[i] = on && !is_wr && !aw_done;
    end
    wire logic p_bready = st == LOCAL;
    wire logic p_rready = st == LOCAL;

    // ---------------------------------------------------------------- SmartConnect, clk_core side
    logic        req_s, req_q, c_busy;
    logic        c_awvalid, c_wvalid, c_arvalid;
    logic [31:0] c_rdata;
    logic [1:0]  c_resp;
    lp_sync_bit u_req (.clk (clk_core), .d (req_t), .q (req_s));
    lp_sync_bit u_ack (.clk (clk_ctl), .d (ack_t), .q (ack_s));
    wire logic       c_arb = sel == 3'(S_ARB);   // stable while the request is out
    wire logic       c_awready = c_arb ? M_AXIL_ARB_awready : M_AXIL_NIC_awready;
    wire logic       c_wready  = c_arb ? M_AXIL_ARB_wready  : M_AXIL_NIC_wready;
    wire logic       c_arready = c_arb ? M_AXIL_ARB_arready : M_AXIL_NIC_arready;
    wire logic       c_bvalid  = c_arb ? M_AXIL_ARB_bvalid  : M_AXIL_NIC_bvalid;
    wire logic       c_rvalid  = c_arb ? M_AXIL_ARB_rvalid  : M_AXIL_NIC_rvalid;
    wire logic [1:0] c_bresp   = c_arb ? M_AXIL_ARB_bresp   : M_AXIL_NIC_bresp;
    wire logic [1:0] c_rresp   = c_arb ? M_AXIL_ARB_rresp   : M_AXIL_NIC_rresp;
    wire logic [31:0] c_rd     = c_arb ? M_AXIL_ARB_rdata   : M_AXIL_NIC_rdata;

    always_ff @(posedge clk_core) begin
        if (core_rst) begin
            req_q <= 1'b0; ack_t <= 1'b0; c_busy <= 1'b0;
            c_awvalid <= 1'b0; c_wvalid <= 1'b0; c_arvalid <= 1'b0;
        end else begin
            req_q <= req_s;
            if (!c_busy && req_s != req_q) begin
                c_busy    <= 1'b1;
                c_awvalid <= is_wr;
                c_wvalid  <= is_wr;
                c_arvalid <= !is_wr;
            end
            if (c_awvalid && c_awready) c_awvalid <= 1'b0;
            if (c_wvalid && c_wready) c_wvalid <= 1'b0;
            if (c_arvalid && c_arready) c_arvalid <= 1'b0;
            if (c_busy && is_wr && c_bvalid && !c_awvalid && !c_wvalid) begin
                c_resp <= c_bresp;
                c_rdata <= '0;
                c_busy <= 1'b0;
                ack_t  <= !ack_t;
            end
            if (c_busy && !is_wr && c_rvalid && !c_arvalid) begin
                c_resp  <= c_rresp;
                c_rdata <= c_rd;
                c_busy  <= 1'b0;
                ack_t   <= !ack_t;
            end
        end
    end
    assign core_resp  = c_resp;    // held since before the acknowledge toggled
    assign core_rdata = c_rdata;
    wire logic c_bready = c_busy && is_wr && !c_awvalid && !c_wvalid;
    wire logic c_rready = c_busy && !is_wr && !c_arvalid;

    assign M_AXIL_NIC_awaddr = addr;   assign M_AXIL_ARB_awaddr = addr;
    assign M_AXIL_NIC_awprot = prot;   assign M_AXIL_ARB_awprot = prot;
    assign M_AXIL_NIC_wdata  = wdata;  assign M_AXIL_ARB_wdata  = wdata;
    assign M_AXIL_NIC_wstrb  = wstrb;  assign M_AXIL_ARB_wstrb  = wstrb;
    assign M_AXIL_NIC_araddr = addr;   assign M_AXIL_ARB_araddr = addr;
    assign M_AXIL_NIC_arprot = prot;   assign M_AXIL_ARB_arprot = prot;
    assign M_AXIL_NIC_awvalid = c_awvalid && !c_arb;  assign M_AXIL_ARB_awvalid = c_awvalid && c_arb;
    assign M_AXIL_NIC_wvalid  = c_wvalid && !c_arb;   assign M_AXIL_ARB_wvalid  = c_wvalid && c_arb;
    assign M_AXIL_NIC_arvalid = c_arvalid && !c_arb;  assign M_AXIL_ARB_arvalid = c_arvalid && c_arb;
    assign M_AXIL_NIC_bready  = c_bready && !c_arb;   assign M_AXIL_ARB_bready  = c_bready && c_arb;
    assign M_AXIL_NIC_rready  = c_rready && !c_arb;   assign M_AXIL_ARB_rready  = c_rready && c_arb;

    // the core windows' slots of the peripheral arrays are unused
    for (genvar i = 0; i < 2; i++) begin : g_core_slots
        assign {p_awready[i], p_wready[i], p_bvalid[i], p_arready[i], p_rvalid[i]} = '0;
        assign p_bresp[i] = OKAY;
        assign p_rresp[i] = OKAY;
        assign p_rdata[i] = '0;
    end

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

    // ---------------------------------------------------------------- invariants
    // the CPU's master holds what it offers until taken; the SmartConnect holds its responses
    `LP_ASSERT_AXIS(a_dp_aw, clk_ctl, ic_rst, cpu_dp_awvalid, cpu_dp_awready, {cpu_dp_awaddr, cpu_dp_awprot})
    `LP_ASSERT_AXIS(a_dp_w, clk_ctl, ic_rst, cpu_dp_wvalid, cpu_dp_wready, {cpu_dp_wdata, cpu_dp_wstrb})
    `LP_ASSERT_AXIS(a_dp_ar, clk_ctl, ic_rst, cpu_dp_arvalid, cpu_dp_arready, {cpu_dp_araddr, cpu_dp_arprot})
    `LP_ASSERT_AXIS(a_dp_b, clk_ctl, ic_rst, cpu_dp_bvalid, cpu_dp_bready, cpu_dp_bresp)
    `LP_ASSERT_AXIS(a_dp_r, clk_ctl, ic_rst, cpu_dp_rvalid, cpu_dp_rready, {cpu_dp_rdata, cpu_dp_rresp})
    // the core side: one access at a time, its channels held until taken
    `LP_ASSERT_AXIS(a_core_aw, clk_core, core_rst, c_awvalid, c_awready, {addr, wdata, wstrb, c_arb})
    `LP_ASSERT_AXIS(a_core_ar, clk_core, core_rst, c_arvalid, c_arready, {addr, c_arb})
    `LP_ASSERT(a_core_one, clk_core, core_rst, !(c_arvalid && (c_awvalid || c_wvalid)))
endmodule

`default_nettype wire
