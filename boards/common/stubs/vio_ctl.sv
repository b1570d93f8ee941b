// Stub: VIO (PG159) `vio_ctl`: one 16-bit input probe, one 8-bit output probe. Lint only.
module vio_ctl (
    input  wire        clk,
    input  wire [15:0] probe_in0,
    output wire [7:0]  probe_out0
);
    assign probe_out0 = 8'h00;
endmodule
