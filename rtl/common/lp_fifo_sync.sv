// lp_fifo_sync: single-clock FIFO with first-word-fall-through read, occupancy and overflow guard.
// Storage is a plain array written on push and read registered-address free (LUTRAM/BRAM per depth).
// Assertions: the occupancy never exceeds DEPTH (no overflow, no underflow). Users that push without
// looking at wr_ready assert their own no-overflow rule (lp_reasm).
`default_nettype none
`include "lp_assert.svh"

module lp_fifo_sync #(
    parameter int WIDTH = 8,
    parameter int DEPTH = 16  // power of two, >= 2
) (
    input  wire logic                     clk,
    input  wire logic                     rst,
    // write side
    input  wire logic                     wr_valid,
    output logic                          wr_ready,
    input  wire logic [WIDTH-1:0]         wr_data,
    // read side (first word fall through)
    output logic                          rd_valid,
    input  wire logic                     rd_ready,
    output logic [WIDTH-1:0]              rd_data,
    // status
    output logic [$clog2(DEPTH):0]        count
);
    localparam int AW = $clog2(DEPTH);

    if (DEPTH < 2 || (1 << AW) != DEPTH) begin : g_bad_depth
        $fatal(1, "lp_fifo_sync: DEPTH=%0d must be a power of two >= 2", DEPTH);
    end
    if (WIDTH < 1) begin : g_bad_width
        $fatal(1, "lp_fifo_sync: WIDTH must be >= 1");
    end

    logic [WIDTH-1:0] mem [DEPTH];
    logic [AW:0] wptr, rptr;

    wire logic push = wr_valid && wr_ready;
    wire logic pop  = rd_valid && rd_ready;

    assign count    = wptr - rptr;
    assign wr_ready = (count != (AW+1)'(DEPTH));
    assign rd_valid = (wptr != rptr);
    assign rd_data  = mem[rptr[AW-1:0]];

    always_ff @(posedge clk) begin
        if (push) mem[wptr[AW-1:0]] <= wr_data;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            wptr <= '0;
            rptr <= '0;
        end else begin
            if (push) wptr <= wptr + 1'b1;
            if (pop)  rptr <= rptr + 1'b1;
        end
    end

`ifndef SYNTHESIS
    `LP_ASSERT(a_count_in_range, clk, rst, count <= (AW+1)'(DEPTH))
    `LP_ASSERT(a_count_step, clk, rst, $past(rst) || count == $past(count) + (AW+1)'($past(push)) - (AW+1)'($past(pop)))
    // the head stays offered, unchanged, until it is read
    `LP_ASSERT_AXIS(a_rd_hold, clk, rst, rd_valid, rd_ready, rd_data)
`endif
endmodule

`default_nettype wire
