// lp_vcu118_twin_tb: simulation top of the VCU118 board twin (tb/boards/test_lp_vcu118_twin.py,
// docs/boards.md "Board twin"): two VCU118 tops compiled as they are, board 0 the arbiter node (VARIANT
// "arb"), board 1 a NIC node (VARIANT "nic"), each with the simulation models of its Xilinx parts
// (boards/sim, boards/vcu118/sim). The board oscillators are here (delays: --timing); the fabric's
// distributed 156.25 MHz reference reaches both boards' FMC+ GBTCLK0. What cocotb reaches: each board's
// slow pins (buttons, UARTs, DAC SPI, QSFP sideband, FMC fault lines) as ports, and inside the tops the
// CPU port of the block-design model. The board (its pins, its oscillators, the top) is the macros of
// lp_vcu118_board.svh, compiled before this file. The fibres between the boards' OTS ports are here
// (lp_twin_fibre, on the gt_opt models' parallel taps); the OCS ports are dark.
`default_nettype none
`timescale 1ns / 1ps

module lp_vcu118_twin_tb (
    `LP_VCU118_BOARD_PORTS(b0),
    `LP_VCU118_BOARD_PORTS(b1)
);
    // ---------------------------------------------------------------- oscillators
    // the fabric's distributed reference (one for all boards); each board's own (lp_vcu118_board.svh) in
    // phase with the other's
    logic ref156 = 1'b0;
    always #3.2 ref156 = !ref156;

    logic b0_ots_rx_sd, b1_ots_rx_sd;
    `LP_VCU118_BOARD(b0, "arb", 0.0)
    `LP_VCU118_BOARD(b1, "nic", 0.0)

    // ---------------------------------------------------------------- fibres (OTS port, GT channel 0)
`define LP_TWIN_FIBRE(A, B) \
    logic [127:0] A``B``_word; \
    lp_twin_fibre #(.GT_OSR (2)) u_fibre_``A``B ( \
        .tx_clk (A.clk), .tx_word (A.u_gt_opt.g_ch[0].tx_word), .tx_lit (A.u_core.u_ots_tx.tx_valid), \
        .rx_clk (B.u_gt_opt.g_ch[0].rx_clk), .rx_word (A``B``_word), .rx_sd (B``_ots_rx_sd) \
    ); \
    always_comb B.u_gt_opt.g_ch[0].rx_word = A``B``_word;

    `LP_TWIN_FIBRE(b0, b1)
    `LP_TWIN_FIBRE(b1, b0)
`undef LP_TWIN_FIBRE
endmodule

`default_nettype wire
