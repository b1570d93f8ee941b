// lp_vcu118_board.svh: one VCU118 board of the board simulations (tb/boards/lp_vcu118_twin_tb.sv,
// tb/boards/lp_vcu118_testbed_tb.sv; docs/boards.md "Board twin"), as two macros: a board's slow pins
// as ports of the test top (LP_VCU118_BOARD_PORTS) and the board itself (LP_VCU118_BOARD): its own
// oscillators and an lp_vcu118_top of the VARIANT given. Listed as a source before the tops (the
// simulation's include path is the RTL's): lightpath.boards.twin.sources.
// LP_VCU118_BOARD needs, in the top: `ref156` (the fabric's distributed reference, on FMC+ GBTCLK0) and
// the board's `<N>_ots_rx_sd` (the burst receiver's signal detect, from the fibre model).
// Oscillators: the 125 MHz system clock, the QSFP1 reference, the MIG's 250 MHz system clock, all on one
// 0.4 ns grid from PH: each edge time the simulator visits costs an evaluation of the whole model, and
// clocks whose edges coincide share it (a board's own oscillators are independent of another board's in
// hardware; nothing here depends on their phase). QSFP1's reference runs at 156.25 MHz, not 161.13 MHz,
// for the same reason: the host lanes' line models (the testbed's few frames) work at any rate.
`ifndef LP_VCU118_BOARD_SVH
`define LP_VCU118_BOARD_SVH

`define LP_VCU118_BOARD_PORTS(N) \
    input  wire logic       N``_reset, \
    input  wire logic       N``_btnc, \
    output logic            N``_uart_txd, \
    input  wire logic       N``_uart_rxd, \
    output logic            N``_wss_txd, \
    input  wire logic       N``_wss_rxd, \
    output logic            N``_dac_sclk, \
    output logic            N``_dac_mosi, \
    output logic      [1:0] N``_dac_cs_n, \
    output logic            N``_dac_ldac_n, \
    output logic            N``_dac_reset_n, \
    input  wire logic       N``_dac_miso, \
    input  wire logic       N``_dac_busy_n, \
    output logic            N``_qsfp_resetl, \
    output logic            N``_qsfp_modsell, \
    output logic            N``_qsfp_lpmode, \
    input  wire logic       N``_qsfp_modprsl, \
    input  wire logic       N``_qsfp_intl, \
    output logic      [7:0] N``_led, \
    output logic      [7:0] N``_laser_en, \
    output logic      [7:0] N``_soa_gate, \
    input  wire logic       N``_laser_fault_n, \
    input  wire logic       N``_soa_fault_n

`define LP_VCU118_BOARD(N, VAR, PH) \
    logic N``_clk125 = 1'b0, N``_clk_qsfp = 1'b0, N``_clk250 = 1'b0; \
    initial begin #(PH); forever #4.0 N``_clk125 = !N``_clk125; end \
    initial begin #(PH); forever #3.2 N``_clk_qsfp = !N``_clk_qsfp; end \
    initial begin #(PH); forever #2.0 N``_clk250 = !N``_clk250; end \
    wire [7:0]  N``_ddr_dm; \
    wire [63:0] N``_ddr_dq; \
    wire [7:0]  N``_ddr_dqs_t, N``_ddr_dqs_c; \
    logic [7:0] N``_soa_gate_n_u; \
    lp_vcu118_top #(.VARIANT (VAR)) N ( \
        .clk_125mhz_p (N``_clk125), .clk_125mhz_n (!N``_clk125), .reset (N``_reset), \
        .btnu (1'b0), .btnl (1'b0), .btnd (1'b0), .btnr (1'b0), .btnc (N``_btnc), .sw (4'h0), .led (N``_led), \
        .uart_txd (N``_uart_txd), .uart_rxd (N``_uart_rxd), \
        .pmod0_wss_txd (N``_wss_txd), .pmod0_wss_rxd (N``_wss_rxd), \
        .dac_sclk (N``_dac_sclk), .dac_mosi (N``_dac_mosi), .dac_cs_n (N``_dac_cs_n), \
        .dac_ldac_n (N``_dac_ldac_n), .dac_reset_n (N``_dac_reset_n), .dac_miso (N``_dac_miso), \
        .dac_busy_n (N``_dac_busy_n), \
        .qsfp1_tx_p (), .qsfp1_tx_n (), .qsfp1_rx_p (4'h0), .qsfp1_rx_n (4'hF), \
        .qsfp1_mgt_refclk_0_p (N``_clk_qsfp), .qsfp1_mgt_refclk_0_n (!N``_clk_qsfp), \
        .qsfp1_modsell (N``_qsfp_modsell), .qsfp1_resetl (N``_qsfp_resetl), .qsfp1_lpmode (N``_qsfp_lpmode), \
        .qsfp1_modprsl (N``_qsfp_modprsl), .qsfp1_intl (N``_qsfp_intl), \
        .fmcp_dp_c2m_p (), .fmcp_dp_c2m_n (), .fmcp_dp_m2c_p (2'b00), .fmcp_dp_m2c_n (2'b11), \
        .fmcp_gbtclk0_m2c_p (ref156), .fmcp_gbtclk0_m2c_n (!ref156), \
        .ddr4_c1_sys_clk_p (N``_clk250), .ddr4_c1_sys_clk_n (!N``_clk250), \
        .ddr4_c1_adr (), .ddr4_c1_ba (), .ddr4_c1_bg (), .ddr4_c1_act_n (), .ddr4_c1_ck_t (), .ddr4_c1_ck_c (), \
        .ddr4_c1_cke (), .ddr4_c1_cs_n (), .ddr4_c1_odt (), .ddr4_c1_reset_n (), \
        .ddr4_c1_dm_dbi_n (N``_ddr_dm), .ddr4_c1_dq (N``_ddr_dq), .ddr4_c1_dqs_t (N``_ddr_dqs_t), \
        .ddr4_c1_dqs_c (N``_ddr_dqs_c), \
        .fmc_soa_gate_p (N``_soa_gate), .fmc_soa_gate_n (N``_soa_gate_n_u), .fmc_laser_en (N``_laser_en), \
        .fmc_laser_fault_n (N``_laser_fault_n), .fmc_soa_fault_n (N``_soa_fault_n), \
        .fmc_ots_rx_sd (N``_ots_rx_sd) \
    ); \
    wire logic N``_unused = &{1'b0, N``_soa_gate_n_u};

`endif
