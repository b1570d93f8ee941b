// lp_vcu118_testbed_tb: simulation top of the VCU118 board testbed (lightpath.boards.twin.Testbed,
// `make sim SCENARIO=board-testbed`, docs/boards.md "Board testbed"): Mercury's 3-node testbed as three
// VCU118 tops compiled as they are, board 0 the arbiter node (VARIANT "arb"), boards 1 and 2 NIC nodes
// (VARIANT "nic"), each with the simulation models of its Xilinx parts and its own oscillators, all on the
// fabric's distributed 156.25 MHz reference (FMC+ GBTCLK0). The boards are the macros of
// lp_vcu118_board.svh (compiled before this file), as in the twin's top. Light between the boards goes
// through one cyclic AWGR (lp_testbed_awgr, on the gt_opt models' channel-0 parallel taps): each board's
// OTS transmit reaches the receiver that the wavelength its SOAs open selects, and each receiver's signal
// detect follows the light that reaches it. The OCS ports (GT channel 1) meet in the WSS of the OCS subnet
// (lp_testbed_wss), which cocotb points (ocs_wss_dst) as the LWSP device model at the arbiter's PMOD pins
// is committed. What cocotb reaches: each board's slow pins as ports, inside the tops the CPU port of the
// block-design model, the AWGR's and the WSS's counters.
`default_nettype none
`timescale 1ns / 1ps

module lp_vcu118_testbed_tb #(
    parameter int BOARDS = 3   // the boards below: AWGR ports in use
) (
    `LP_VCU118_BOARD_PORTS(b0),
    `LP_VCU118_BOARD_PORTS(b1),
    `LP_VCU118_BOARD_PORTS(b2),
    output wire logic [BOARDS-1:0][BOARDS-1:0][31:0] awgr_bursts,       // [to][from]: bursts of light (cells)
    output wire logic [BOARDS-1:0][31:0]             awgr_collisions,   // per receiver: words with two lights
    output wire logic [BOARDS-1:0][31:0]             awgr_dark,         // per transmitter: words with no SOA open
    input  wire logic [BOARDS-1:0][7:0]              ocs_wss_dst,       // board i's OCS light to board [i]; >= BOARDS: dark
    output wire logic [BOARDS-1:0][BOARDS-1:0][31:0] ocs_words,         // [to][from]: OCS words through the WSS
    output wire logic [BOARDS-1:0][31:0]             ocs_collisions     // per OCS receiver: words with two lights
);
    if (BOARDS != 3) begin : g_bad
        $fatal(1, "lp_vcu118_testbed_tb: BOARDS=%0d: the top holds 3 boards", BOARDS);
    end
    localparam int NUM_WL = $bits(b0_laser_en);   // the FMC's lasers, one SOA each
    localparam int GT_OSR = 2;                    // the OTS GT's oversampling (gt_opt at twice the line rate)

    // ---------------------------------------------------------------- oscillators
    // the fabric's distributed reference (one for all boards); each board's own (lp_vcu118_board.svh) in
    // phase with the others'
    logic ref156 = 1'b0;
    always #3.2 ref156 = !ref156;

    logic b0_ots_rx_sd, b1_ots_rx_sd, b2_ots_rx_sd;
    `LP_VCU118_BOARD(b0, "arb", 0.0)
    `LP_VCU118_BOARD(b1, "nic", 0.0)
    `LP_VCU118_BOARD(b2, "nic", 0.0)

    // ---------------------------------------------------------------- fibres and AWGR (OTS port, GT channel 0)
    logic [BOARDS-1:0]                   tx_clk, tx_lit, rx_clk, rx_sd;
    logic [BOARDS-1:0][63:0]             tx_word;
    logic [BOARDS-1:0][NUM_WL-1:0]       tx_wl;
    logic [BOARDS-1:0][GT_OSR*64-1:0]    rx_word;

    lp_testbed_awgr #(.N (BOARDS), .NUM_WL (NUM_WL), .GT_OSR (GT_OSR)) u_awgr (
        .tx_clk (tx_clk), .tx_word (tx_word), .tx_lit (tx_lit), .tx_wl (tx_wl), .rx_clk (rx_clk),
        .rx_word (rx_word), .rx_sd (rx_sd), .bursts (awgr_bursts), .collisions (awgr_collisions),
        .dark (awgr_dark)
    );

    // board B on AWGR port K: its core's light (tx_valid) and SOA pattern (the OSERDES input of the
    // soa_gate pins, one wavelength per cycle by the SOA driver's interlock) with its TXDATA
`define LP_TESTBED_PORT(B, K) \
    assign tx_clk[K]  = B.clk; \
    assign tx_word[K] = B.u_gt_opt.g_ch[0].tx_word; \
    assign tx_lit[K]  = B.u_core.u_ots_tx.tx_valid; \
    assign rx_clk[K]  = B.u_gt_opt.g_ch[0].rx_clk; \
    always_comb for (int k = 0; k < NUM_WL; k++) tx_wl[K][k] = |B.u_core.soa_ser[k]; \
    always_comb B.u_gt_opt.g_ch[0].rx_word = rx_word[K]; \
    assign B``_ots_rx_sd = rx_sd[K];

    `LP_TESTBED_PORT(b0, 0)
    `LP_TESTBED_PORT(b1, 1)
    `LP_TESTBED_PORT(b2, 2)
`undef LP_TESTBED_PORT

    // ---------------------------------------------------------------- OCS subnet (GT channel 1) and WSS
    logic [BOARDS-1:0]                   ocs_rx_clk;
    logic [BOARDS-1:0][63:0]             ocs_tx_word;
    logic [BOARDS-1:0][GT_OSR*64-1:0]    ocs_rx_word;

    lp_testbed_wss #(.N (BOARDS), .GT_OSR (GT_OSR)) u_wss (
        .tx_clk (b0.clk), .tx_word (ocs_tx_word), .dst (ocs_wss_dst), .rx_clk (ocs_rx_clk),
        .rx_word (ocs_rx_word), .words (ocs_words), .collisions (ocs_collisions)
    );

`define LP_TESTBED_OCS(B, K) \
    assign ocs_tx_word[K] = B.u_gt_opt.g_ch[1].tx_word; \
    assign ocs_rx_clk[K]  = B.u_gt_opt.g_ch[1].rx_clk; \
    always_comb B.u_gt_opt.g_ch[1].rx_word = ocs_rx_word[K];

    `LP_TESTBED_OCS(b0, 0)
    `LP_TESTBED_OCS(b1, 1)
    `LP_TESTBED_OCS(b2, 2)
`undef LP_TESTBED_OCS
endmodule

`default_nettype wire
