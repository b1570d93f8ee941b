// lp_board_fmc: the laser/SOA board on the FMC LA pins (docs/constraints.md, FMC table).
//   SOA gates: clk_wiz_soa (MMCM from the core clock: 156.25 MHz CLKDIV + 625 MHz CLK, phase aligned) and
//              lp_soa_oserdes (one 8:1 OSERDESE3 + OBUFDS per wavelength, 0.8 ns per bit).
//   Laser enables: registered in the core clock.
//   Faults: the two active-low fault lines ORed into the core's asynchronous laser_fault (the SOA
//           driver synchronises it and shuts every SOA and laser off).
//   force_off (asynchronous, VIO) blanks every gate and laser enable.
`default_nettype none

module lp_board_fmc #(
    parameter int NUM_WL = 8,
    parameter int OSR    = 8
) (
    input  wire logic                       clk,           // core clock
    input  wire logic                       rst,           // core reset
    input  wire logic                       mmcm_rst,      // async: the core clock is not running yet
    input  wire logic [NUM_WL-1:0][OSR-1:0] soa_ser,
    input  wire logic [NUM_WL-1:0]          laser_en,
    output logic                            laser_fault,
    input  wire logic                       force_off,
    output logic      [NUM_WL-1:0]          fmc_soa_gate_p,
    output logic      [NUM_WL-1:0]          fmc_soa_gate_n,
    output logic      [NUM_WL-1:0]          fmc_laser_en,
    input  wire logic                       fmc_laser_fault_n,
    input  wire logic                       fmc_soa_fault_n
);
    logic clk_soa_div, clk_soa_ser, soa_locked, rst_soa, off_q;
    clk_wiz_soa u_clk_soa (.clk_in1 (clk), .reset (mmcm_rst), .clk_out1 (clk_soa_div), .clk_out2 (clk_soa_ser),
                           .locked (soa_locked));
    lp_rst_sync u_rst_soa (.clk (clk_soa_div), .rst_in (!soa_locked || rst), .rst_out (rst_soa));
    lp_soa_oserdes #(.NUM_WL (NUM_WL), .OSR (OSR)) u_soa (
        .clk_div (clk_soa_div), .clk_ser (clk_soa_ser), .rst (rst_soa), .soa_ser (soa_ser),
        .force_off (force_off), .gate_p (fmc_soa_gate_p), .gate_n (fmc_soa_gate_n)
    );

    lp_sync_bit u_off_sync (.clk (clk), .d (force_off), .q (off_q));
    always_ff @(posedge clk) begin
        if (rst || off_q) fmc_laser_en <= '0;
        else              fmc_laser_en <= laser_en;
    end

    assign laser_fault = !fmc_laser_fault_n || !fmc_soa_fault_n;
endmodule

`default_nettype wire
