// lp_soa_oserdes: the SOA gate outputs of the laser/SOA board (FMC LA pairs, LVDS).
//
// The SOA driver (lp_soa_driver, docs/soa-driver.md) gives per wavelength OSR = 8 bits per core cycle,
// bit 0 first in time. One OSERDESE3 (8:1, DDR) per wavelength serialises them at 1.25 Gb/s: CLKDIV is
// the core-rate clock from clk_wiz_soa (phase aligned with the core clock, same MMCM), CLK the 625 MHz
// one, so one bit = 0.8 ns, the driver's edge-placement unit. The data are registered in clk_div first
// (one flop stage, timed by Vivado as a related-clock path from the core clock).
// force_off (VIO, asynchronous bench control) blanks every gate: synchronised, then ANDed in.
`default_nettype none

module lp_soa_oserdes #(
    parameter int NUM_WL = 8,
    parameter int OSR    = 8
) (
    input  wire logic                         clk_div,     // = core clock rate, from clk_wiz_soa
    input  wire logic                         clk_ser,     // 4 x clk_div (DDR: 8 bits per clk_div)
    input  wire logic                         rst,         // clk_div domain
    input  wire logic [NUM_WL-1:0][OSR-1:0]   soa_ser,     // from the core (core clock, related)
    input  wire logic                         force_off,   // async
    output logic      [NUM_WL-1:0]            gate_p,
    output logic      [NUM_WL-1:0]            gate_n
);
    if (OSR != 8) begin : g_bad_osr
        $fatal(1, "lp_soa_oserdes: OSR=%0d: OSERDESE3 serialises 8 bits (DATA_WIDTH 8)", OSR);
    end
    if (NUM_WL < 1 || NUM_WL > 32) begin : g_bad_num_wl
        $fatal(1, "lp_soa_oserdes: NUM_WL=%0d must be 1..32", NUM_WL);
    end

    logic off_q;
    lp_sync_bit u_off_sync (.clk (clk_div), .d (force_off), .q (off_q));

    logic [NUM_WL-1:0][OSR-1:0] d_q;
    always_ff @(posedge clk_div) begin
        if (rst || off_q) d_q <= '0;
        else              d_q <= soa_ser;
    end

    for (genvar w = 0; w < NUM_WL; w++) begin : g_wl
        logic oq;
        OSERDESE3 #(
            .DATA_WIDTH (8),
            .INIT       (1'b0),
            .SIM_DEVICE ("ULTRASCALE_PLUS")
        ) u_ser (
            .OQ     (oq),
            .T_OUT  (),
            .CLK    (clk_ser),
            .CLKDIV (clk_div),
            .D      (d_q[w]),
            .RST    (rst),
            .T      (1'b0)
        );
        OBUFDS u_obuf (.O (gate_p[w]), .OB (gate_n[w]), .I (oq));
    end
endmodule

`default_nettype wire
