// Formal harness of lp_irq (docs/formal.md, tb/formal/lp_irq.sby): every input is free (sources, test
// pulses, enables, register requests with any data and byte enables), reset is held in the first cycle
// and free after it. The properties are the block's own assertions (`LP_ASSERT in rtl/common/lp_irq.sv:
// sticky bits, no lost event, clear only by W1C, the line); this harness adds none.
`default_nettype none

module lp_irq_formal #(
    parameter int           N    = 7,
    parameter logic [N-1:0] RISE = 7'b000_1001,   // the NIC core's sources (rtl/nic/lp_nic_core.sv)
    parameter logic [N-1:0] FALL = 7'b000_0100
) (
    input  wire logic          clk,
    input  wire logic          rst,
    input  wire logic [N-1:0]  src,
    input  wire logic [N-1:0]  test,
    input  wire logic [N-1:0]  enable,
    input  wire logic          reg_req,
    input  wire logic          reg_req_is_wr,
    input  wire logic [N-1:0]  reg_wr_data,
    input  wire logic [N-1:0]  reg_wr_biten
);
    logic f_init = 1'b0;
    always_ff @(posedge clk) f_init <= 1'b1;
    f_reset: assume property (@(posedge clk) f_init || rst);

    logic          reg_rd_ack, reg_wr_ack, irq;
    logic [N-1:0]  status;

    lp_irq #(.N(N), .RISE(RISE), .FALL(FALL)) dut (.*);
endmodule

`default_nettype wire
