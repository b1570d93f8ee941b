// Simulation model: GT clock buffer (UG974 BUFG_GT). O = I divided by DIV + 1 (50 % duty cycle: a toggle
// every DIV + 1 edges of I), rising with a rising edge of I. CLR (unless CLRMASK) clears at once: O low,
// and the division restarts at the first rising edge of I after CLR falls. CE low (unless CEMASK) stops
// O low at I's next edge. DIV is taken while O is cleared or stopped (the silicon re-syncs a changed DIV
// the same way). The buffer's insertion delay is not modelled. O is assigned blocking, in the same
// delta as I's edge: a testbench sampling at O's edge sees the flops it clocks before they update.
`default_nettype none

module BUFG_GT (
    output logic            O,
    input  wire logic       CE,
    input  wire logic       CEMASK,
    input  wire logic       CLR,
    input  wire logic       CLRMASK,
    input  wire logic [2:0] DIV,
    input  wire logic       I
);
    wire logic clr = CLR && !CLRMASK;
    wire logic ce  = CE || CEMASK;

    logic       run = 1'b0;   // dividing: started at a rising edge of I
    logic [3:0] edges = '0;   // edges of I since O's last toggle
    logic [2:0] div = '0;
    initial O = 1'b0;
    always @(posedge I or negedge I or posedge clr) begin
        if (clr || !ce) begin
            run   = 1'b0;
            O     = 1'b0;
            edges = '0;
            div   = DIV;
        end else if (!run) begin
            if (I) begin       // a rising edge starts the first high phase
                run   = 1'b1;
                O     = 1'b1;
                edges = '0;
            end
        end else if (edges == {1'b0, div}) begin
            O     = !O;
            edges = '0;
        end else begin
            edges = edges + 4'd1;
        end
    end
endmodule

`default_nettype wire
