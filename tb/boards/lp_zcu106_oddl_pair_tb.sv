// lp_zcu106_oddl_pair_tb: simulation top of the ZCU106 ODDL pair (lightpath.boards.zcu106_pair,
// docs/boards.md "ZCU106 ODDL pair"): two ZCU106 tops with VARIANT "oddl" compiled as they are, b0 and b1,
// each Xilinx part on its simulation model (boards/sim, boards/zcu106/sim; the PS block design
// zynq_ps_wrapper, whose master the Linux tools drive through lightpath.boards.zcu106_twin.UioSim). The
// oscillators are here, on the twins' 0.4 ns grid and shared by both boards: the fabric's distributed
// 156.25 MHz reference on FMC HPC0 GBTCLK0, the SFP reference, the MIG's system clock.
// Between the boards:
//   - the OTS fibres (lp_twin_fibre on the gt_opt models' channel-0 taps, GT_OSR 1: the GTH's own CDR),
//     each board's light reaching the other (two ranks: the WSS routes the step's one wavelength to the
//     peer; the wavelength each board lights is counted below, the WSS itself is the LWSP device model at
//     b0's PMOD pins);
//   - the ODDL control cable on SFP1 (eth_gt channel 1): each 64b/66b block the gearbox takes from one
//     board is delivered to the other's RX taps in its RX user clock (same frequency: both run from one
//     reference), aligned, with data- and header-valid low in the gearbox's pause cycle.
// What cocotb reaches: each board's centre button, LEDs and WSS UART pins (b<n>_*), each board's PS master and interrupt
// lines (b<n>.u_ps), its SFP0 host lane taps (b<n>.u_eth_gt.g_ch[0], the host stations' line models), the
// SFP clock, and the per-wavelength counters: wl_words[b][k] counts the words board b sent with the SOA of
// wavelength k open, dark_words[b] the words it sent with none open.
`default_nettype none
`timescale 1ns / 1ps

module lp_zcu106_oddl_pair_tb #(
    parameter int NUM_WL = 8    // the FMC's lasers (lp_zcu106_top's NUM_WL)
) (
    input  wire logic                         b0_btnc,
    input  wire logic                         b1_btnc,
    output logic      [7:0]                   b0_led,
    output logic      [7:0]                   b1_led,
    output logic                              b0_wss_txd,
    input  wire logic                         b0_wss_rxd,
    output logic                              b1_wss_txd,
    input  wire logic                         b1_wss_rxd,
    output logic                              clk_sfp,
    output logic      [1:0][NUM_WL-1:0][31:0] wl_words,
    output logic      [1:0][31:0]             dark_words
);
    logic ref156 = 1'b0, clk_ddr = 1'b0;
    initial clk_sfp = 1'b0;
    always #3.2 ref156 = !ref156;
    always #3.2 clk_sfp = !clk_sfp;
    always #1.6 clk_ddr = !clk_ddr;

    logic [1:0] ots_sd;

`define LP_ZCU106_BOARD(B, K) \
    wire [7:0]  B``_ddr_dm; \
    wire [63:0] B``_ddr_dq; \
    wire [7:0]  B``_ddr_dqs_t, B``_ddr_dqs_c; \
    logic [7:0] B``_soa_gate_p_u, B``_soa_gate_n_u, B``_laser_en_u; \
    logic [1:0] B``_sfp_tx_disable_u, B``_dac_cs_n_u; \
    logic       B``_dac_sclk_u, B``_dac_mosi_u, B``_dac_ldac_n_u, B``_dac_reset_n_u; \
    lp_zcu106_top #(.VARIANT ("oddl")) B ( \
        .btnu (1'b0), .btnl (1'b0), .btnd (1'b0), .btnr (1'b0), .btnc (B``_btnc), .sw (8'h00), .led (B``_led), \
        .pmod0_wss_txd (B``_wss_txd), .pmod0_wss_rxd (B``_wss_rxd), \
        .dac_sclk (B``_dac_sclk_u), .dac_mosi (B``_dac_mosi_u), .dac_cs_n (B``_dac_cs_n_u), \
        .dac_ldac_n (B``_dac_ldac_n_u), .dac_reset_n (B``_dac_reset_n_u), .dac_miso (1'b0), .dac_busy_n (1'b1), \
        .sfp_tx_p (), .sfp_tx_n (), .sfp_rx_p (2'b00), .sfp_rx_n (2'b11), \
        .sfp_mgt_refclk_p (clk_sfp), .sfp_mgt_refclk_n (!clk_sfp), .sfp_tx_disable (B``_sfp_tx_disable_u), \
        .fmc_hpc0_dp0_c2m_p (), .fmc_hpc0_dp0_c2m_n (), .fmc_hpc0_dp0_m2c_p (1'b0), .fmc_hpc0_dp0_m2c_n (1'b1), \
        .fmc_hpc0_gbtclk0_m2c_p (ref156), .fmc_hpc0_gbtclk0_m2c_n (!ref156), \
        .ddr4_sys_clk_p (clk_ddr), .ddr4_sys_clk_n (!clk_ddr), \
        .ddr4_adr (), .ddr4_ba (), .ddr4_bg (), .ddr4_act_n (), .ddr4_ck_t (), .ddr4_ck_c (), .ddr4_cke (), \
        .ddr4_cs_n (), .ddr4_odt (), .ddr4_reset_n (), .ddr4_dm_dbi_n (B``_ddr_dm), .ddr4_dq (B``_ddr_dq), \
        .ddr4_dqs_t (B``_ddr_dqs_t), .ddr4_dqs_c (B``_ddr_dqs_c), \
        .fmc_soa_gate_p (B``_soa_gate_p_u), .fmc_soa_gate_n (B``_soa_gate_n_u), .fmc_laser_en (B``_laser_en_u), \
        .fmc_laser_fault_n (1'b1), .fmc_soa_fault_n (1'b1), .fmc_ots_rx_sd (ots_sd[K]) \
    ); \
    wire logic B``_unused_ok = &{1'b0, B``_soa_gate_p_u, B``_soa_gate_n_u, B``_laser_en_u, B``_sfp_tx_disable_u, \
                                 B``_dac_cs_n_u, B``_dac_sclk_u, B``_dac_mosi_u, B``_dac_ldac_n_u, B``_dac_reset_n_u};

    `LP_ZCU106_BOARD(b0, 0)
    `LP_ZCU106_BOARD(b1, 1)
`undef LP_ZCU106_BOARD

    // ---------------------------------------------------------------- OTS fibres (gt_opt channel 0)
    logic [1:0]       tx_clk, tx_lit, rx_clk;
    logic [1:0][63:0] tx_word, rx_word;
    logic [1:0][NUM_WL-1:0] tx_wl;
    assign tx_clk  = {b1.clk, b0.clk};
    assign tx_word = {b1.u_gt_opt.g_ch[0].tx_word, b0.u_gt_opt.g_ch[0].tx_word};
    assign tx_lit  = {b1.u_core.ots_tx_valid, b0.u_core.ots_tx_valid};
    assign rx_clk  = {b1.u_gt_opt.g_ch[0].rx_clk, b0.u_gt_opt.g_ch[0].rx_clk};
    always_comb for (int k = 0; k < NUM_WL; k++) tx_wl[0][k] = |b0.u_core.soa_ser[k];
    always_comb for (int k = 0; k < NUM_WL; k++) tx_wl[1][k] = |b1.u_core.soa_ser[k];
    for (genvar b = 0; b < 2; b++) begin : g_fibre
        lp_twin_fibre #(.GT_OSR (1)) u_fibre (
            .tx_clk (tx_clk[b]), .tx_word (tx_word[b]), .tx_lit (tx_lit[b]),
            .rx_clk (rx_clk[1 - b]), .rx_word (rx_word[1 - b]), .rx_sd (ots_sd[1 - b])
        );
        // the light each board sends, by wavelength (the SOA pattern of the soa_gate pins)
        initial wl_words[b] = '0;
        initial dark_words[b] = '0;
        always_ff @(posedge tx_clk[b]) begin
            if (tx_lit[b]) begin
                for (int k = 0; k < NUM_WL; k++) if (tx_wl[b][k]) wl_words[b][k] <= wl_words[b][k] + 1;
                if (tx_wl[b] == '0) dark_words[b] <= dark_words[b] + 1;
            end
        end
    end
    always_comb b0.u_gt_opt.g_ch[0].rx_word = rx_word[0];
    always_comb b1.u_gt_opt.g_ch[0].rx_word = rx_word[1];

    // ---------------------------------------------------------------- ODDL control cable (eth_gt channel 1)
    logic [1:0]       ctl_rx_clk, ctl_tx_valid;
    logic [1:0][63:0] ctl_tx_data;
    logic [1:0][1:0]  ctl_tx_header;
    assign ctl_rx_clk    = {b1.u_eth_gt.g_ch[1].rx_clk, b0.u_eth_gt.g_ch[1].rx_clk};
    assign ctl_tx_data   = {b1.u_eth_gt.g_ch[1].tx_data, b0.u_eth_gt.g_ch[1].tx_data};
    assign ctl_tx_header = {b1.u_eth_gt.g_ch[1].tx_header, b0.u_eth_gt.g_ch[1].tx_header};
    assign ctl_tx_valid  = {b1.u_eth_gt.g_ch[1].tx_valid, b0.u_eth_gt.g_ch[1].tx_valid};
    logic [1:0][63:0] ctl_rx_data = '0;
    logic [1:0][1:0]  ctl_rx_header = '0;
    logic [1:0]       ctl_rx_valid = '0;
    for (genvar b = 0; b < 2; b++) begin : g_cable
        // board b receives what board 1 - b's gearbox took, once per block (same frequency, so each
        // transmit register is sampled exactly once)
        always_ff @(posedge ctl_rx_clk[b]) begin
            ctl_rx_data[b]   <= ctl_tx_data[1 - b];
            ctl_rx_header[b] <= ctl_tx_header[1 - b];
            ctl_rx_valid[b]  <= ctl_tx_valid[1 - b];
        end
    end
    always_comb begin
        b0.u_eth_gt.g_ch[1].rx_data        = ctl_rx_data[0];
        b0.u_eth_gt.g_ch[1].rx_header      = ctl_rx_header[0];
        b0.u_eth_gt.g_ch[1].rx_datavalid   = ctl_rx_valid[0];
        b0.u_eth_gt.g_ch[1].rx_headervalid = ctl_rx_valid[0];
        b1.u_eth_gt.g_ch[1].rx_data        = ctl_rx_data[1];
        b1.u_eth_gt.g_ch[1].rx_header      = ctl_rx_header[1];
        b1.u_eth_gt.g_ch[1].rx_datavalid   = ctl_rx_valid[1];
        b1.u_eth_gt.g_ch[1].rx_headervalid = ctl_rx_valid[1];
    end
endmodule

`default_nettype wire
