// Simulation model: DDR4 SDRAM MIG (PG150) `ddr4_voq` as ip/<board>/ddr4_voq.tcl configures it (64-bit
// DDR4-2400, 4:1 controller, 512-bit AXI4 slave, 31-bit address, 4-bit IDs), seen from its user side:
//
//   - c0_ddr4_ui_clk: the controller clock, memory clock / 4 = 300 MHz (DDR4_TimePeriod 833 ps), running
//     from the first edge of the system clock input; c0_ddr4_ui_clk_sync_rst high while sys_rst is
//     (asynchronous, synchronised here) and for RST_CYCLES ui_clk cycles after it.
//   - c0_init_calib_complete rises CALIB_CYCLES ui_clk cycles after ui_clk_sync_rst falls (the silicon
//     calibrates for hundreds of microseconds); the AXI slave accepts nothing before it (ready low).
//   - AXI4 slave: INCR bursts of any size (narrow bursts: DDR4_AxiNarrowBurst), byte strobes, OKAY
//     responses, in order (one ID order, as the IP's AXI shim returns a single master's reads). A read
//     burst's first beat comes READ_LAT ui cycles after its address was accepted, then one beat per
//     cycle; a write's response WRITE_LAT cycles after its last data beat. Every REFI cycles the
//     controller refreshes for RFC cycles (tREFI 7.8 us, tRFC of the 4 Gb parts): no address or write
//     data is accepted and no read data or response is given meanwhile.
//   - c0_ddr4_aresetn (active low, synchronous to ui_clk) resets the AXI slave: the bursts it holds are
//     dropped, nothing is accepted while it is low; calibration and the memory contents stay.
//   - memory: sparse (only the written 64-byte lines are stored); unwritten lines read as zeros.
// Not modelled: the DRAM pins (tied to their idle levels), bank/row timing beyond the fixed latency,
// reordering between reads and writes (RD_PRI_REG arbitration), ECC, the debug bus.
// Needs a timing-capable simulator (Verilator --timing): ui_clk is made with delays.
`default_nettype none
`timescale 1ns / 1ps

module ddr4_voq #(
    parameter int RST_CYCLES   = 16,
    parameter int CALIB_CYCLES = 1024,
    parameter int READ_LAT     = 24,
    parameter int WRITE_LAT    = 12,
    parameter int REFI         = 2340,
    parameter int RFC          = 78
) (
    input  wire logic         c0_sys_clk_p,
    input  wire logic         c0_sys_clk_n,
    input  wire logic         sys_rst,
    output logic              c0_init_calib_complete,
    output logic              c0_ddr4_ui_clk,
    output logic              c0_ddr4_ui_clk_sync_rst,
    input  wire logic         c0_ddr4_aresetn,
    output wire logic         dbg_clk,
    output wire logic [511:0] dbg_bus,
    output wire logic         c0_ddr4_act_n,
    output wire logic [16:0]  c0_ddr4_adr,
    output wire logic [1:0]   c0_ddr4_ba,
    output wire logic         c0_ddr4_bg,
    output wire logic         c0_ddr4_cke,
    output wire logic         c0_ddr4_odt,
    output wire logic         c0_ddr4_cs_n,
    output wire logic         c0_ddr4_ck_t,
    output wire logic         c0_ddr4_ck_c,
    output wire logic         c0_ddr4_reset_n,
    inout  wire       [7:0]   c0_ddr4_dm_dbi_n,
    inout  wire       [63:0]  c0_ddr4_dq,
    inout  wire       [7:0]   c0_ddr4_dqs_t,
    inout  wire       [7:0]   c0_ddr4_dqs_c,
    input  wire logic [3:0]   c0_ddr4_s_axi_awid,
    input  wire logic [30:0]  c0_ddr4_s_axi_awaddr,
    input  wire logic [7:0]   c0_ddr4_s_axi_awlen,
    input  wire logic [2:0]   c0_ddr4_s_axi_awsize,
    input  wire logic [1:0]   c0_ddr4_s_axi_awburst,
    input  wire logic         c0_ddr4_s_axi_awlock,
    input  wire logic [3:0]   c0_ddr4_s_axi_awcache,
    input  wire logic [2:0]   c0_ddr4_s_axi_awprot,
    input  wire logic [3:0]   c0_ddr4_s_axi_awqos,
    input  wire logic         c0_ddr4_s_axi_awvalid,
    output logic              c0_ddr4_s_axi_awready,
    input  wire logic [511:0] c0_ddr4_s_axi_wdata,
    input  wire logic [63:0]  c0_ddr4_s_axi_wstrb,
    input  wire logic         c0_ddr4_s_axi_wlast,
    input  wire logic         c0_ddr4_s_axi_wvalid,
    output logic              c0_ddr4_s_axi_wready,
    input  wire logic         c0_ddr4_s_axi_bready,
    output logic      [3:0]   c0_ddr4_s_axi_bid,
    output logic      [1:0]   c0_ddr4_s_axi_bresp,
    output logic              c0_ddr4_s_axi_bvalid,
    input  wire logic [3:0]   c0_ddr4_s_axi_arid,
    input  wire logic [30:0]  c0_ddr4_s_axi_araddr,
    input  wire logic [7:0]   c0_ddr4_s_axi_arlen,
    input  wire logic [2:0]   c0_ddr4_s_axi_arsize,
    input  wire logic [1:0]   c0_ddr4_s_axi_arburst,
    input  wire logic         c0_ddr4_s_axi_arlock,
    input  wire logic [3:0]   c0_ddr4_s_axi_arcache,
    input  wire logic [2:0]   c0_ddr4_s_axi_arprot,
    input  wire logic [3:0]   c0_ddr4_s_axi_arqos,
    input  wire logic         c0_ddr4_s_axi_arvalid,
    output logic              c0_ddr4_s_axi_arready,
    input  wire logic         c0_ddr4_s_axi_rready,
    output logic              c0_ddr4_s_axi_rlast,
    output logic              c0_ddr4_s_axi_rvalid,
    output logic      [1:0]   c0_ddr4_s_axi_rresp,
    output logic      [3:0]   c0_ddr4_s_axi_rid,
    output logic      [511:0] c0_ddr4_s_axi_rdata
);
    localparam realtime UI_HALF_NS = 0.833 * 4 / 2;   // ui_clk = memory clock (833 ps) / 4
    localparam int      QD = 8;                       // addresses the slave holds (each direction)

    // ---------------------------------------------------------------- clock, reset, calibration
    initial begin
        c0_ddr4_ui_clk = 1'b0;
        @(posedge c0_sys_clk_p);
        forever begin
            #(UI_HALF_NS) c0_ddr4_ui_clk = !c0_ddr4_ui_clk;
        end
    end

    logic [2:0] rst_q = '1;
    always @(posedge c0_ddr4_ui_clk or posedge sys_rst) begin
        if (sys_rst) rst_q <= '1;
        else         rst_q <= {rst_q[1:0], 1'b0};
    end

    int unsigned rst_cnt = 0, cal_cnt = 0;
    initial begin
        c0_ddr4_ui_clk_sync_rst = 1'b1;
        c0_init_calib_complete  = 1'b0;
    end
    always @(posedge c0_ddr4_ui_clk) begin
        if (rst_q[2]) begin
            rst_cnt <= 0;
            cal_cnt <= 0;
            c0_ddr4_ui_clk_sync_rst <= 1'b1;
            c0_init_calib_complete  <= 1'b0;
        end else if (rst_cnt < RST_CYCLES) begin
            rst_cnt <= rst_cnt + 1;
        end else begin
            c0_ddr4_ui_clk_sync_rst <= 1'b0;
            if (cal_cnt < CALIB_CYCLES) cal_cnt <= cal_cnt + 1;
            else                        c0_init_calib_complete <= 1'b1;
        end
    end

    // ---------------------------------------------------------------- refresh
    int unsigned ref_cnt = 0;
    logic        refreshing;
    always @(posedge c0_ddr4_ui_clk) begin
        if (!c0_init_calib_complete) ref_cnt <= 0;
        else                         ref_cnt <= (ref_cnt == REFI - 1) ? 0 : ref_cnt + 1;
    end
    assign refreshing = ref_cnt >= REFI - RFC;

    wire logic up = c0_init_calib_complete && c0_ddr4_aresetn && !refreshing;

    // ---------------------------------------------------------------- memory
    logic [511:0] mem [bit [24:0]];
    logic [63:0]  cycle = 0;
    always @(posedge c0_ddr4_ui_clk) cycle <= cycle + 1;

    function automatic logic [30:0] next_addr(input logic [30:0] a, input logic [2:0] size);
        return a + (31'd1 << size);
    endfunction

    // bursts completed (a test reads them to see that the memory was used)
    int unsigned n_wr_bursts /* verilator public_flat_rd */ = 0, n_rd_bursts /* verilator public_flat_rd */ = 0;

    // ---------------------------------------------------------------- writes
    typedef struct packed { logic [3:0] id; logic [30:0] addr; logic [2:0] size; } aw_t;
    typedef struct packed { logic [3:0] id; logic [63:0] due; } b_t;
    aw_t aw_q[$];
    b_t  b_q[$];
    logic [30:0] w_addr;      // address of the next write beat of the burst at the head of aw_q
    logic        w_started = 1'b0;

    always_comb begin
        c0_ddr4_s_axi_awready = up && aw_q.size() < QD;
        c0_ddr4_s_axi_wready  = up && aw_q.size() != 0;
        c0_ddr4_s_axi_bvalid  = c0_init_calib_complete && !refreshing && b_q.size() != 0 && b_q[0].due <= cycle;
        c0_ddr4_s_axi_bid     = b_q.size() != 0 ? b_q[0].id : 4'd0;
        c0_ddr4_s_axi_bresp   = 2'b00;
    end

    always @(posedge c0_ddr4_ui_clk) begin
        if (c0_ddr4_ui_clk_sync_rst || !c0_ddr4_aresetn) begin
            aw_q.delete();
            b_q.delete();
            w_started <= 1'b0;
        end else begin
            if (c0_ddr4_s_axi_bvalid && c0_ddr4_s_axi_bready) void'(b_q.pop_front());
            if (c0_ddr4_s_axi_wvalid && c0_ddr4_s_axi_wready) begin
                automatic logic [30:0] a = w_started ? w_addr : aw_q[0].addr;
                automatic logic [511:0] line = mem.exists(a[30:6]) ? mem[a[30:6]] : '0;
                for (int i = 0; i < 64; i++) begin
                    if (c0_ddr4_s_axi_wstrb[i]) line[8*i +: 8] = c0_ddr4_s_axi_wdata[8*i +: 8];
                end
                mem[a[30:6]] = line;
                w_addr    <= next_addr(a, aw_q[0].size);
                w_started <= !c0_ddr4_s_axi_wlast;
                if (c0_ddr4_s_axi_wlast) begin
                    n_wr_bursts <= n_wr_bursts + 1;
                    b_q.push_back('{id: aw_q[0].id, due: cycle + 64'(WRITE_LAT)});
                    void'(aw_q.pop_front());
                end
            end
            if (c0_ddr4_s_axi_awvalid && c0_ddr4_s_axi_awready) begin
                aw_q.push_back('{id: c0_ddr4_s_axi_awid, addr: c0_ddr4_s_axi_awaddr, size: c0_ddr4_s_axi_awsize});
            end
        end
    end

    // ---------------------------------------------------------------- reads
    typedef struct packed { logic [3:0] id; logic [30:0] addr; logic [7:0] len; logic [2:0] size; logic [63:0] due; } ar_t;
    ar_t         ar_q[$];
    logic [30:0] r_addr;
    logic [7:0]  r_beat = '0;

    always_comb begin
        automatic logic [30:0] a = (r_beat != 0 || ar_q.size() == 0) ? r_addr : ar_q[0].addr;
        c0_ddr4_s_axi_arready = up && ar_q.size() < QD;
        c0_ddr4_s_axi_rvalid  = c0_init_calib_complete && !refreshing && ar_q.size() != 0 && ar_q[0].due <= cycle;
        c0_ddr4_s_axi_rid     = ar_q.size() != 0 ? ar_q[0].id : 4'd0;
        c0_ddr4_s_axi_rlast   = ar_q.size() != 0 && r_beat == ar_q[0].len;
        c0_ddr4_s_axi_rresp   = 2'b00;
        c0_ddr4_s_axi_rdata   = mem.exists(a[30:6]) ? mem[a[30:6]] : '0;
    end

    always @(posedge c0_ddr4_ui_clk) begin
        if (c0_ddr4_ui_clk_sync_rst || !c0_ddr4_aresetn) begin
            ar_q.delete();
            r_beat <= '0;
        end else begin
            if (c0_ddr4_s_axi_rvalid && c0_ddr4_s_axi_rready) begin
                automatic logic [30:0] a = r_beat != 0 ? r_addr : ar_q[0].addr;
                r_addr <= next_addr(a, ar_q[0].size);
                if (c0_ddr4_s_axi_rlast) begin
                    n_rd_bursts <= n_rd_bursts + 1;
                    r_beat <= '0;
                    void'(ar_q.pop_front());
                end else begin
                    r_beat <= r_beat + 8'd1;
                end
            end
            if (c0_ddr4_s_axi_arvalid && c0_ddr4_s_axi_arready) begin
                ar_q.push_back('{id: c0_ddr4_s_axi_arid, addr: c0_ddr4_s_axi_araddr, len: c0_ddr4_s_axi_arlen,
                                 size: c0_ddr4_s_axi_arsize, due: cycle + 64'(READ_LAT)});
            end
        end
    end

    // only INCR bursts (the AXI shim's FIXED and WRAP support is not needed by the converter in front)
    always @(posedge c0_ddr4_ui_clk) begin
        if (c0_ddr4_s_axi_awvalid && c0_ddr4_s_axi_awready && c0_ddr4_s_axi_awburst != 2'b01)
            $error("ddr4_voq model: write burst type %0d (only INCR is modelled)", c0_ddr4_s_axi_awburst);
        if (c0_ddr4_s_axi_arvalid && c0_ddr4_s_axi_arready && c0_ddr4_s_axi_arburst != 2'b01)
            $error("ddr4_voq model: read burst type %0d (only INCR is modelled)", c0_ddr4_s_axi_arburst);
    end

    // the DRAM pins at their idle levels (the memory is not simulated at the pins)
    assign {c0_ddr4_act_n, c0_ddr4_cs_n} = 2'b11;
    assign {c0_ddr4_adr, c0_ddr4_ba, c0_ddr4_bg, c0_ddr4_cke, c0_ddr4_odt} = '0;
    assign {c0_ddr4_ck_t, c0_ddr4_ck_c} = 2'b01;
    assign c0_ddr4_reset_n = !c0_ddr4_ui_clk_sync_rst;
    assign {dbg_clk, dbg_bus} = '0;
    wire logic unused_ok = &{1'b0, c0_sys_clk_n, c0_ddr4_s_axi_awlen, c0_ddr4_s_axi_awlock, c0_ddr4_s_axi_awcache,
                              c0_ddr4_s_axi_awprot, c0_ddr4_s_axi_awqos, c0_ddr4_s_axi_arlock, c0_ddr4_s_axi_arcache,
                              c0_ddr4_s_axi_arprot, c0_ddr4_s_axi_arqos};
endmodule

`default_nettype wire
