// lp_fifo_async: dual-clock FIFO with first-word-fall-through read.
// Binary pointers count in each domain; their gray-coded copies (registered, so glitch free) cross
// to the other domain through SYNC_STAGES-flop synchronizers and are converted back to binary for
// the full/empty decisions and the approximate occupancy counts. Storage is a plain array written in
// wr_clk and read asynchronously at the read pointer (infers distributed/LUT RAM).
// Both resets must be asserted together (overlapping) so that the two pointer pairs restart from 0.
// CDC constraints: the gray pointers need set_max_delay -datapath_only (<= one destination period)
// and the memory read path a max delay as well; the synchronizer flops carry ASYNC_REG.
// Assertions: each side's occupancy view stays within 0..DEPTH (no overflow, no underflow), in its clock.
`default_nettype none
`include "lp_assert.svh"

module lp_fifo_async #(
    parameter int WIDTH       = 8,
    parameter int DEPTH       = 16,  // power of two, >= 2
    parameter int SYNC_STAGES = 2    // synchronizer flops per crossing, >= 2
) (
    // write domain
    input  wire logic                 wr_clk,
    input  wire logic                 wr_rst,
    input  wire logic                 wr_valid,
    output logic                      wr_ready,
    input  wire logic [WIDTH-1:0]     wr_data,
    output logic [$clog2(DEPTH):0]    wr_count,  // >= true occupancy (read pointer seen late)
    // read domain (first word fall through)
    input  wire logic                 rd_clk,
    input  wire logic                 rd_rst,
    output logic                      rd_valid,
    input  wire logic                 rd_ready,
    output logic [WIDTH-1:0]          rd_data,
    output logic [$clog2(DEPTH):0]    rd_count   // <= true occupancy (write pointer seen late)
);
    localparam int AW = $clog2(DEPTH);

    if (DEPTH < 2 || (1 << AW) != DEPTH) begin : g_bad_depth
        $fatal(1, "lp_fifo_async: DEPTH=%0d must be a power of two >= 2", DEPTH);
    end
    if (WIDTH < 1) begin : g_bad_width
        $fatal(1, "lp_fifo_async: WIDTH must be >= 1");
    end
    if (SYNC_STAGES < 2) begin : g_bad_sync_stages
        $fatal(1, "lp_fifo_async: SYNC_STAGES=%0d must be >= 2", SYNC_STAGES);
    end

    function automatic logic [AW:0] bin2gray(input logic [AW:0] b);
        return b ^ (b >> 1);
    endfunction

    function automatic logic [AW:0] gray2bin(input logic [AW:0] g);
        logic [AW:0] b;
        b[AW] = g[AW];
        for (int i = AW - 1; i >= 0; i--) b[i] = b[i+1] ^ g[i];
        return b;
    endfunction

    logic [WIDTH-1:0] mem [DEPTH];

    logic [AW:0] wbin, wgray, wq_rbin;  // write domain: pointer, its gray copy, synced read pointer
    logic [AW:0] rbin, rgray, rq_wbin;  // read domain:  pointer, its gray copy, synced write pointer
    (* ASYNC_REG = "TRUE" *) logic [AW:0] wq_rgray [SYNC_STAGES];  // rgray -> wr_clk
    (* ASYNC_REG = "TRUE" *) logic [AW:0] rq_wgray [SYNC_STAGES];  // wgray -> rd_clk

    // ---------------------------------------------------------------- write domain

    wire logic push = wr_valid && wr_ready;

    assign wq_rbin  = gray2bin(wq_rgray[SYNC_STAGES-1]);
    assign wr_count = wbin - wq_rbin;
    assign wr_ready = (wr_count != (AW+1)'(DEPTH));

    always_ff @(posedge wr_clk) begin
        if (push) mem[wbin[AW-1:0]] <= wr_data;
    end

    always_ff @(posedge wr_clk) begin
        if (wr_rst) begin
            wbin  <= '0;
            wgray <= '0;
        end else if (push) begin
            wbin  <= wbin + 1'b1;
            wgray <= bin2gray(wbin + 1'b1);
        end
    end

    always_ff @(posedge wr_clk) begin
        if (wr_rst) begin
            for (int i = 0; i < SYNC_STAGES; i++) wq_rgray[i] <= '0;
        end else begin
            wq_rgray[0] <= rgray;
            for (int i = 1; i < SYNC_STAGES; i++) wq_rgray[i] <= wq_rgray[i-1];
        end
    end

    // ---------------------------------------------------------------- read domain
    wire logic pop = rd_valid && rd_ready;

    assign rq_wbin  = gray2bin(rq_wgray[SYNC_STAGES-1]);
    assign rd_count = rq_wbin - rbin;
    assign rd_valid = (rq_wbin != rbin);
    assign rd_data  = mem[rbin[AW-1:0]];

    always_ff @(posedge rd_clk) begin
        if (rd_rst) begin
            rbin  <= '0;
            rgray <= '0;
        end else if (pop) begin
            rbin  <= rbin + 1'b1;
            rgray <= bin2gray(rbin + 1'b1);
        end
    end

    always_ff @(posedge rd_clk) begin
        if (rd_rst) begin
            for (int i = 0; i < SYNC_STAGES; i++) rq_wgray[i] <= '0;
        end else begin
            rq_wgray[0] <= wgray;
            for (int i = 1; i < SYNC_STAGES; i++) rq_wgray[i] <= rq_wgray[i-1];
        end
    end

`ifndef SYNTHESIS
    `LP_ASSERT(a_wr_count_in_range, wr_clk, wr_rst, wr_count <= (AW+1)'(DEPTH))
    `LP_ASSERT(a_rd_count_in_range, rd_clk, rd_rst, rd_count <= (AW+1)'(DEPTH))
    // the head stays offered, unchanged, until it is read
    `LP_ASSERT_AXIS(a_rd_hold, rd_clk, rd_rst, rd_valid, rd_ready, rd_data)
`endif
endmodule

`default_nettype wire
