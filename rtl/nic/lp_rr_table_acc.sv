// lp_rr_table_acc: the register access adapter of the round-robin table (docs/rr-table.md "Register
// access"). RR_TABLE is an external register array of the slot block: the regblock raises req (with
// req_is_wr and wr_data) on the entry a CPU access addresses; this adapter turns that into one access
// of lp_rr_table's shadow-bank port (tbl_we, tbl_addr, tbl_wdata; the read address is tbl_addr too) and
// acknowledges it one cycle later on the same entry (rd_ack or wr_ack), when lp_rr_table's registered
// read data is there.
// The regblock requests one entry at a time; should several req bits be set, the highest entry is taken
// (and only it is acknowledged).
`default_nettype none
`include "lp_assert.svh"

module lp_rr_table_acc #(
    parameter int N = 64,   // entries of RR_TABLE
    parameter int W = 26    // entry bits
) (
    input  wire logic                 clk,
    input  wire logic                 rst,

    input  wire logic [N-1:0]         req,
    input  wire logic [N-1:0]         req_is_wr,
    input  wire logic [N-1:0][W-1:0]  wr_data,
    output logic      [N-1:0]         rd_ack,
    output logic      [N-1:0]         wr_ack,

    output logic                      tbl_we,
    output logic      [7:0]           tbl_addr,
    output logic      [W-1:0]         tbl_wdata
);
    if (N < 1 || N > 256) begin : g_bad_n
        $fatal(1, "lp_rr_table_acc: N=%0d: 1..256 (8-bit table address)", N);
    end

    logic       any, any_wr, rd_pending, wr_pending;
    logic [7:0] ack_idx;
    always_comb begin
        any       = 1'b0;
        any_wr    = 1'b0;
        tbl_addr  = '0;
        tbl_wdata = '0;
        for (int i = 0; i < N; i++) begin
            if (req[i]) begin
                any       = 1'b1;
                any_wr    = req_is_wr[i];
                tbl_addr  = 8'(i);
                tbl_wdata = wr_data[i];
            end
        end
    end
    assign tbl_we = any && any_wr;

    always_ff @(posedge clk) begin
        if (rst) begin
            rd_pending <= 1'b0;
            wr_pending <= 1'b0;
            ack_idx    <= '0;
        end else begin
            rd_pending <= any && !any_wr;
            wr_pending <= any && any_wr;
            if (any) ack_idx <= tbl_addr;
        end
    end

    always_comb begin
        for (int i = 0; i < N; i++) begin
            rd_ack[i] = rd_pending && (ack_idx == 8'(i));
            wr_ack[i] = wr_pending && (ack_idx == 8'(i));
        end
    end

    // one acknowledgement per access, one cycle after its request, on the entry that asked, of its kind
    `LP_ASSERT(a_one_ack, clk, rst, $onehot0(rd_ack | wr_ack) && !(rd_pending && wr_pending))
    `LP_ASSERT(a_ack_requested, clk, rst, $past(rst) || (rd_ack | wr_ack) == '0
               || ($past(any) && $past(tbl_addr) == ack_idx && $past(any_wr) == wr_pending))
    // the table is written only on a write request, at the address of a requesting entry
    `LP_ASSERT(a_we_on_write, clk, rst, !tbl_we || (((req & req_is_wr) >> tbl_addr) & N'(1)) != '0)
endmodule

`default_nettype wire
