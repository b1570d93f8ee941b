// Simulation model: VIO (PG159) `vio_ctl` as ip/<board>/vio_ctl.tcl configures it: one 16-bit input probe,
// one 8-bit output probe. The testbench plays the hardware manager: probe_out0 is a register it writes
// (public), initialised to C_PROBE_OUT0_INIT_VAL (INIT_OUT0), and probe_in0 (public) is read as the
// hardware manager reads it; probe_in is probe_in0 sampled at clk, as the VIO core samples it. The JTAG
// hub and the activity detectors (disabled in the TCL) are not modelled.
`default_nettype none

module vio_ctl #(
    parameter logic [7:0] INIT_OUT0 = 8'h00     // C_PROBE_OUT0_INIT_VAL of ip/<board>/vio_ctl.tcl
) (
    input  wire logic        clk,
    input  wire logic [15:0] probe_in0  /*verilator public_flat_rd*/,
    output logic      [7:0]  probe_out0 /*verilator public_flat_rw*/
);
    initial probe_out0 = INIT_OUT0;

    logic [15:0] probe_in /*verilator public_flat_rd*/ = '0;
    always @(posedge clk) probe_in <= probe_in0;
endmodule

`default_nettype wire
