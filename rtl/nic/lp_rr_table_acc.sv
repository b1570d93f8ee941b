// lp_rr_table_acc: the register access adapter of the round-robin table (docs/rr-table.md "Register
// access"). RR_TABLE is an external register array of the slot block: the regblock raises req (with
// req_is_wr and wr_data) on the entry a CPU access addresses; this adapter turns that into one access
// of lp_rr_table's shadow-bank port (tbl_we, tbl_addr, tbl_wdata; the read address is tbl_addr too) and
// acknowledges it one cycle later on the same entry (rd_ack or wr_ack), when lp_rr_table's registered
// read data is there.
// The regblock requests one entry at a time; should several req bits be set, the highest entry is taken
// (and only it is acknowledged).
// REQ_REG = 1: the request (the entry taken, its kind and data) is registered first and the access made
// a clock later, so the regblock's address decode is not followed by the table's entry select in one
// clock; the acknowledgement then comes two cycles after the request.
`default_nettype none
`include "lp_assert.svh"

module lp_rr_table_acc #(
    parameter int N = 64,   // entries of RR_TABLE
    parameter int W = 26,   // entry bits
    parameter bit REQ_REG = 1'b0  // 1: the request registered before the access (above)
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

    logic         r_any, r_wr, any, any_wr, rd_pending, wr_pending;
    logic [7:0]   r_addr, ack_idx;
    logic [W-1:0] r_data;
    always_comb begin
        r_any  = 1'b0;
        r_wr   = 1'b0;
        r_addr = '0;
        r_data = '0;
        for (int i = 0; i < N; i++) begin
            if (req[i]) begin
                r_any  = 1'b1;
                r_wr   = req_is_wr[i];
                r_addr = 8'(i);
                r_data = wr_data[i];
            end
        end
    end
    // the access: the request as it is, or registered (REQ_REG)
    if (REQ_REG) begin : g_req_reg
        always_ff @(posedge clk) begin
            any       <= !rst && r_any;
            any_wr    <= r_wr;
            tbl_addr  <= r_addr;
            tbl_wdata <= r_data;
        end
    end else begin : g_req
        assign any       = r_any;
        assign any_wr    = r_wr;
        assign tbl_addr  = r_addr;
        assign tbl_wdata = r_data;
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

    // one acknowledgement per access, one cycle after it (after its request, or two with REQ_REG), on the
    // entry that asked, of its kind
    `LP_ASSERT(a_one_ack, clk, rst, $onehot0(rd_ack | wr_ack) && !(rd_pending && wr_pending))
    `LP_ASSERT(a_ack_requested, clk, rst, $past(rst) || (rd_ack | wr_ack) == '0
               || ($past(any) && $past(tbl_addr) == ack_idx && $past(any_wr) == wr_pending))
    // the table is written only on a write request, at the address of a requesting entry
    `LP_ASSERT(a_we_on_write, clk, rst, !tbl_we || (REQ_REG ? $past((((req & req_is_wr) >> r_addr) & N'(1)) != '0)
                                                         : (((req & req_is_wr) >> tbl_addr) & N'(1)) != '0))
endmodule

`default_nettype wire
