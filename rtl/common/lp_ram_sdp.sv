// lp_ram_sdp: simple dual-port RAM (one write port, one read port, one clock), written so that
// Vivado/yosys infer block RAM or UltraRAM. RAM_STYLE (block, ultra, distributed, registers, auto)
// becomes the ram_style attribute of the array and is checked at elaboration.
// The memory array has no reset and no initial contents.
// Read: rd_data shows mem[rd_addr] READ_LATENCY cycles after a cycle with rd_en, and holds its value
// otherwise. READ_LATENCY=2 adds an always-enabled output register (BRAM DOB_REG / URAM OREG).
// Read-during-write to the same address in the same cycle returns the OLD data (read-first).
`default_nettype none

module lp_ram_sdp #(
    parameter int    WIDTH        = 64,
    parameter int    DEPTH        = 512,  // >= 2, need not be a power of two
    parameter        RAM_STYLE    = "block",   // untyped: Vivado does not take the string type
    parameter int    READ_LATENCY = 1     // 1 or 2
) (
    input  wire logic                     clk,
    input  wire logic                     wr_en,
    input  wire logic [$clog2(DEPTH)-1:0] wr_addr,
    input  wire logic [WIDTH-1:0]         wr_data,
    input  wire logic                     rd_en,
    input  wire logic [$clog2(DEPTH)-1:0] rd_addr,
    output logic      [WIDTH-1:0]         rd_data
);
    if (WIDTH < 1) begin : g_bad_width
        $fatal(1, "lp_ram_sdp: WIDTH must be >= 1");
    end
    if (DEPTH < 2) begin : g_bad_depth
        $fatal(1, "lp_ram_sdp: DEPTH=%0d must be >= 2", DEPTH);
    end
    // RAM_STYLE is an untyped string parameter (Vivado has no string type): a literal of another
    // length compares zero-extended, which is still exact
    /* verilator lint_off WIDTHEXPAND */
    if (RAM_STYLE != "block" && RAM_STYLE != "ultra" && RAM_STYLE != "distributed" &&
        RAM_STYLE != "registers" && RAM_STYLE != "auto") begin : g_bad_ram_style
        $fatal(1, "lp_ram_sdp: RAM_STYLE=\"%s\" must be block, ultra, distributed, registers or auto", RAM_STYLE);
    end
    /* verilator lint_on WIDTHEXPAND */
    if (READ_LATENCY != 1 && READ_LATENCY != 2) begin : g_bad_read_latency
        $fatal(1, "lp_ram_sdp: READ_LATENCY=%0d must be 1 or 2", READ_LATENCY);
    end

    (* ram_style = RAM_STYLE *) logic [WIDTH-1:0] mem [DEPTH];
    logic [WIDTH-1:0] rd_q;

    always_ff @(posedge clk) begin
        if (wr_en) mem[wr_addr] <= wr_data;
    end

    always_ff @(posedge clk) begin
        if (rd_en) rd_q <= mem[rd_addr];  // non-blocking: same-address write is seen next cycle
    end

    if (READ_LATENCY == 2) begin : g_oreg
        logic [WIDTH-1:0] rd_q2;
        always_ff @(posedge clk) rd_q2 <= rd_q;
        assign rd_data = rd_q2;
    end else begin : g_noreg
        assign rd_data = rd_q;
    end
endmodule

`default_nettype wire
