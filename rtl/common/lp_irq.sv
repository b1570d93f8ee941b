// lp_irq: an interrupt line from N event sources (docs/nic.md "Interrupt"). One sticky status bit per
// source, set by its event or a test write, cleared by a write of 1 (W1C) through a PeakRDL external
// register port (req / req_is_wr / wr_data / wr_biten, acknowledged in the same cycle); an event in the
// clock of the clear of its bit wins, so no event is lost. The line is the registered
// |(status & enable).
//
// A source is a pulse (RISE[i] = FALL[i] = 0: the bit is set in every cycle src[i] is high) or a level
// whose rising (RISE[i]) and/or falling (FALL[i]) edge is the event; the previous level resets to 0, so a
// level already high after reset counts as a rising edge.
`default_nettype none
`include "lp_assert.svh"

module lp_irq #(
    parameter int         N    = 1,
    parameter logic [N-1:0] RISE = '0,
    parameter logic [N-1:0] FALL = '0
) (
    input  wire logic          clk,
    input  wire logic          rst,

    input  wire logic [N-1:0]  src,          // event pulses / levels (this clock domain)
    input  wire logic [N-1:0]  test,         // pulses: set the bit (the test register)
    input  wire logic [N-1:0]  enable,

    // the status register (external register of the regblock)
    input  wire logic          reg_req,
    input  wire logic          reg_req_is_wr,
    input  wire logic [N-1:0]  reg_wr_data,
    input  wire logic [N-1:0]  reg_wr_biten,
    output logic               reg_rd_ack,
    output logic               reg_wr_ack,
    output logic      [N-1:0]  status,

    output logic               irq
);
    if (N < 1 || N > 32) begin : g_bad_n
        $fatal(1, "lp_irq: N=%0d: 1..32 (one register)", N);
    end

    logic [N-1:0] src_q, ev, clr, set, status_n;

    assign ev  = (~RISE & ~FALL & src) | (RISE & src & ~src_q) | (FALL & ~src & src_q);
    assign set = ev | test;
    assign clr = (reg_req && reg_req_is_wr) ? (reg_wr_data & reg_wr_biten) : '0;
    assign status_n = (status & ~clr) | set;

    assign reg_rd_ack = reg_req && !reg_req_is_wr;
    assign reg_wr_ack = reg_req && reg_req_is_wr;

    always_ff @(posedge clk) begin
        if (rst) begin
            src_q  <= '0;
            status <= '0;
            irq    <= 1'b0;
        end else begin
            src_q  <= src;
            status <= status_n;
            irq    <= |(status & enable);
        end
    end

    // a set bit stays set until cleared; an event or test is never lost; the line follows status & enable
    `LP_ASSERT(a_sticky, clk, rst, $past(rst) || ((status & ~$past(status)) == ($past(set) & ~$past(status))))
    `LP_ASSERT(a_no_lost_event, clk, rst, $past(rst) || ((status & $past(set)) == $past(set)))
    `LP_ASSERT(a_clear_only_by_w1c, clk, rst, $past(rst) || (($past(status) & ~status) == ($past(status) & $past(clr) & ~$past(set))))
    `LP_ASSERT(a_line, clk, rst, $past(rst) || (irq == |($past(status) & $past(enable))))
endmodule

`default_nettype wire
