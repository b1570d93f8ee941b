// Simulation model: Processor System Reset (PG164) `proc_sys_reset` as ip/vcu118/mbv_sys.tcl configures it
// (C_EXT_RESET_HIGH 1, the default C_EXT_RST_WIDTH 4 and C_AUX_RST_WIDTH 4, auxiliary reset unused).
//
//   The system is in reset while dcm_locked is low, while the debug module's system reset is high, and
//   once the external reset input has been active for C_EXT_RST_WIDTH consecutive cycles (shorter pulses
//   are filtered); the inputs are synchronised to slowest_sync_clk. Every output asserts in reset. On
//   release the outputs leave reset in the guide's order: bus_struct_reset and interconnect_aresetn
//   after RELEASE cycles, peripheral_reset/peripheral_aresetn 16 cycles later, mb_reset 16 cycles after
//   that (the processor last, when its buses and peripherals are out of reset).
// Not modelled: the IP's exact cycle counts from the input release to the first output (RELEASE here),
// the power-on reset shift register.
`default_nettype none
`include "lp_assert.svh"

module proc_sys_reset #(
    parameter int C_EXT_RESET_HIGH = 1,
    parameter int C_EXT_RST_WIDTH  = 4,
    parameter int RELEASE          = 16    // cycles from the inputs' release to the first output's
) (
    input  wire logic slowest_sync_clk,
    input  wire logic ext_reset_in,
    input  wire logic aux_reset_in,          // active low (C_AUX_RESET_HIGH 0); unused in the block design
    input  wire logic mb_debug_sys_rst,
    input  wire logic dcm_locked,
    output logic      mb_reset,
    output logic      bus_struct_reset,
    output logic      peripheral_reset,
    output logic      interconnect_aresetn,
    output logic      peripheral_aresetn
);
    if (C_EXT_RST_WIDTH < 1 || RELEASE < 1) begin : g_bad_param
        $fatal(1, "proc_sys_reset model: C_EXT_RST_WIDTH=%0d and RELEASE=%0d must be >= 1", C_EXT_RST_WIDTH, RELEASE);
    end

    localparam int CW = $clog2(RELEASE + 33);
    logic [2:0] s;
    lp_sync_bit #(.WIDTH (3)) u_sync (
        .clk (slowest_sync_clk),
        .d   ({C_EXT_RESET_HIGH != 0 ? ext_reset_in : !ext_reset_in, mb_debug_sys_rst, dcm_locked}),
        .q   (s)
    );
    wire logic ext = s[2], dbg = s[1], locked = s[0];

    logic [$clog2(C_EXT_RST_WIDTH + 1)-1:0] ext_len;   // consecutive cycles of the external reset
    logic [CW-1:0] cnt;                                 // cycles since the release, saturating
    wire  logic    hold = !locked || dbg || (ext && ext_len >= ($bits(ext_len))'(C_EXT_RST_WIDTH - 1));

    always_ff @(posedge slowest_sync_clk) begin
        ext_len <= ext ? (ext_len == ($bits(ext_len))'(C_EXT_RST_WIDTH) ? ext_len : ext_len + 1'b1) : '0;
        if (hold) cnt <= '0;
        else if (cnt != CW'(RELEASE + 32)) cnt <= cnt + 1'b1;
    end

    // the flops start in reset (the IP's power-on state: everything asserted until the first release)
    initial begin
        ext_len = '0;
        cnt     = '0;
    end

    assign bus_struct_reset     = cnt < CW'(RELEASE);
    assign interconnect_aresetn = !bus_struct_reset;
    assign peripheral_reset     = cnt < CW'(RELEASE + 16);
    assign peripheral_aresetn   = !peripheral_reset;
    assign mb_reset             = cnt < CW'(RELEASE + 32);

    wire logic unused_ok = &{1'b0, aux_reset_in};

    // the order of release: the processor never runs while its peripherals are in reset
    `LP_ASSERT(a_order, slowest_sync_clk, 1'b0, (!peripheral_reset || mb_reset) && (!bus_struct_reset || peripheral_reset))
endmodule

`default_nettype wire
