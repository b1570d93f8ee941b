// Simulation model: AXI Timer (PG079) `axi_timer` as ip/vcu118/mbv_sys.tcl configures it (two timers,
// 32-bit counters, mode_64bit: cascade available), for the generate mode the firmware uses.
//
//   Registers (5-bit AXI address): 0x00 TCSR0, 0x04 TLR0, 0x08 TCR0, 0x10 TCSR1, 0x14 TLR1, 0x18 TCR1;
//   0x0C and 0x1C read 0. Everything resets to 0.
//   TCSR bits: 1 UDT (1 down), 4 ARHT, 5 LOAD, 6 ENIT, 7 ENT, 8 TINT (write 1 clears), 10 ENALL (writes
//   ENT of both timers), 11 CASC (TCSR0 only).
//   Counting: every AXI clock while ENT is set and LOAD clear; LOAD holds the counter at TLR. With
//   TCSR0.CASC the pair is one 64-bit counter {TCR1, TCR0} controlled by TCSR0 alone (ENT, UDT, ARHT, LOAD
//   from {TLR1, TLR0}); TCSR1 is ignored in that mode (a LOAD1 left set stops nothing). At the terminal
//   count (all ones up, zero down) TINT is set and the counter reloads from TLR when ARHT is set, else
//   continues (the wrap).
//   interrupt: (TINT0 and ENIT0) or (TINT1 and ENIT1), level.
// Not modelled: capture mode (MDT, CAPT, the capture triggers), PWM, the generate outputs, the stop of
// a generate-mode timer without ARHT at its terminal count.
`default_nettype none
`include "lp_assert.svh"

module axi_timer (
    input  wire logic        s_axi_aclk,
    input  wire logic        s_axi_aresetn,
    input  wire logic [4:0]  s_axi_awaddr,
    input  wire logic        s_axi_awvalid,
    output logic             s_axi_awready,
    input  wire logic [31:0] s_axi_wdata,
    input  wire logic [3:0]  s_axi_wstrb,
    input  wire logic        s_axi_wvalid,
    output logic             s_axi_wready,
    output logic      [1:0]  s_axi_bresp,
    output logic             s_axi_bvalid,
    input  wire logic        s_axi_bready,
    input  wire logic [4:0]  s_axi_araddr,
    input  wire logic        s_axi_arvalid,
    output logic             s_axi_arready,
    output logic      [31:0] s_axi_rdata,
    output logic      [1:0]  s_axi_rresp,
    output logic             s_axi_rvalid,
    input  wire logic        s_axi_rready,
    output logic             interrupt
);
    localparam int UDT = 1, ARHT = 4, LOAD = 5, ENIT = 6, ENT = 7, TINT = 8, ENALL = 10, CASC = 11;

    wire logic rst = !s_axi_aresetn;
    logic        wr_en, rd_en;
    logic [4:0]  wr_addr, rd_addr;
    logic [31:0] wr_data, rd_data;
    axil_sim_slave #(.AW (5)) u_axil (
        .clk (s_axi_aclk), .rst, .s_axi_awaddr, .s_axi_awvalid, .s_axi_awready, .s_axi_wdata, .s_axi_wstrb,
        .s_axi_wvalid, .s_axi_wready, .s_axi_bresp, .s_axi_bvalid, .s_axi_bready, .s_axi_araddr, .s_axi_arvalid,
        .s_axi_arready, .s_axi_rdata, .s_axi_rresp, .s_axi_rvalid, .s_axi_rready,
        .wr_en, .wr_addr, .wr_data, .wr_strb (), .rd_en, .rd_addr, .rd_data
    );

    logic [11:0] tcsr [2];
    logic [31:0] tlr [2], tcr [2];

    always_comb begin
        case (rd_addr[4:2])
            3'd0:    rd_data = {20'd0, tcsr[0]};
            3'd1:    rd_data = tlr[0];
            3'd2:    rd_data = tcr[0];
            3'd4:    rd_data = {20'd0, tcsr[1]};
            3'd5:    rd_data = tlr[1];
            3'd6:    rd_data = tcr[1];
            default: rd_data = '0;
        endcase
    end

    wire logic        casc = tcsr[0][CASC];
    wire logic [63:0] c64  = {tcr[1], tcr[0]};
    wire logic        t64  = tcsr[0][UDT] ? c64 == '0 : &c64;   // terminal count of the cascaded pair

    always_ff @(posedge s_axi_aclk) begin
        if (rst) begin
            tcsr <= '{default: '0};
            tlr  <= '{default: '0};
            tcr  <= '{default: '0};
        end else begin
            // counting, with the register values of the cycle before a write takes effect
            if (casc) begin
                if (tcsr[0][LOAD]) begin
                    {tcr[1], tcr[0]} <= {tlr[1], tlr[0]};
                end else if (tcsr[0][ENT]) begin
                    if (t64) begin
                        tcsr[0][TINT] <= 1'b1;
                        if (tcsr[0][ARHT]) {tcr[1], tcr[0]} <= {tlr[1], tlr[0]};
                        else {tcr[1], tcr[0]} <= tcsr[0][UDT] ? c64 - 1'b1 : c64 + 1'b1;
                    end else begin
                        {tcr[1], tcr[0]} <= tcsr[0][UDT] ? c64 - 1'b1 : c64 + 1'b1;
                    end
                end
            end else begin
                for (int i = 0; i < 2; i++) begin
                    if (tcsr[i][LOAD]) begin
                        tcr[i] <= tlr[i];
                    end else if (tcsr[i][ENT]) begin
                        if (tcsr[i][UDT] ? tcr[i] == '0 : &tcr[i]) begin
                            tcsr[i][TINT] <= 1'b1;
                            tcr[i] <= tcsr[i][ARHT] ? tlr[i] : (tcsr[i][UDT] ? tcr[i] - 1'b1 : tcr[i] + 1'b1);
                        end else begin
                            tcr[i] <= tcsr[i][UDT] ? tcr[i] - 1'b1 : tcr[i] + 1'b1;
                        end
                    end
                end
            end
            if (wr_en) begin
                case (wr_addr[4:2])
                    3'd0, 3'd4: begin
                        automatic int i = wr_addr[4] ? 1 : 0;
                        tcsr[i] <= {i == 0 ? wr_data[CASC] : 1'b0, wr_data[ENALL], 1'b0, tcsr[i][TINT] && !wr_data[TINT],
                                    wr_data[ENT] || wr_data[ENALL], wr_data[6:0]};
                        if (wr_data[ENALL]) tcsr[1 - i][ENT] <= 1'b1;
                    end
                    3'd1:    tlr[0] <= wr_data;
                    3'd5:    tlr[1] <= wr_data;
                    default: ;
                endcase
            end
        end
    end

    assign interrupt = (tcsr[0][TINT] && tcsr[0][ENIT]) || (tcsr[1][TINT] && tcsr[1][ENIT]);

    `LP_ASSERT(a_casc_only_timer0, s_axi_aclk, rst, !tcsr[1][CASC])
endmodule

`default_nettype wire
