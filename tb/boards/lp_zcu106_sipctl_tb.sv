// lp_zcu106_sipctl_tb: simulation top of the ZCU106 SiP-controller twin (tb/boards/test_lp_zcu106_twin.py,
// docs/boards.md "ZCU106 twin"): the ZCU106 top with VARIANT "sipctl" compiled as it is, each Xilinx part
// on its simulation model (boards/sim, boards/zcu106/sim; the PS block design zynq_ps_wrapper). The
// board's oscillators are here (delays: --timing), on one 0.4 ns grid as in the VCU118 twin: the FMC
// HPC0 GBTCLK0 and SFP references at 156.25 MHz, the MIG's system clock at 312.5 MHz (300 MHz on the
// board; the model takes any). What cocotb reaches: the bias DACs' pins (SPI, ~LDAC, ~RESET, ~BUSY),
// the WSS UART's PMOD pins, the centre button, the LEDs, and inside the top the PS model's master
// (u_ps.hpm0_lpd_*) and interrupt lines (u_ps.pl_ps_irq0).
`default_nettype none
`timescale 1ns / 1ps

module lp_zcu106_sipctl_tb (
    input  wire logic       btnc,
    output logic      [7:0] led,
    output logic            wss_txd,
    input  wire logic       wss_rxd,
    output logic            dac_sclk,
    output logic            dac_mosi,
    output logic      [1:0] dac_cs_n,
    output logic            dac_ldac_n,
    output logic            dac_reset_n,
    input  wire logic       dac_miso,
    input  wire logic       dac_busy_n
);
    logic ref156 = 1'b0, clk_sfp = 1'b0, clk_ddr = 1'b0;
    always #3.2 ref156 = !ref156;
    always #3.2 clk_sfp = !clk_sfp;
    always #1.6 clk_ddr = !clk_ddr;

    wire [7:0]  ddr_dm;
    wire [63:0] ddr_dq;
    wire [7:0]  ddr_dqs_t, ddr_dqs_c;
    logic [7:0] soa_gate_p_u, soa_gate_n_u, laser_en_u;
    logic [1:0] sfp_tx_disable_u;

    lp_zcu106_top #(.VARIANT ("sipctl")) u_top (
        .btnu (1'b0), .btnl (1'b0), .btnd (1'b0), .btnr (1'b0), .btnc, .sw (8'h00), .led,
        .pmod0_wss_txd (wss_txd), .pmod0_wss_rxd (wss_rxd),
        .dac_sclk, .dac_mosi, .dac_cs_n, .dac_ldac_n, .dac_reset_n, .dac_miso, .dac_busy_n,
        .sfp_tx_p (), .sfp_tx_n (), .sfp_rx_p (2'b00), .sfp_rx_n (2'b11),
        .sfp_mgt_refclk_p (clk_sfp), .sfp_mgt_refclk_n (!clk_sfp), .sfp_tx_disable (sfp_tx_disable_u),
        .fmc_hpc0_dp0_c2m_p (), .fmc_hpc0_dp0_c2m_n (), .fmc_hpc0_dp0_m2c_p (1'b0), .fmc_hpc0_dp0_m2c_n (1'b1),
        .fmc_hpc0_gbtclk0_m2c_p (ref156), .fmc_hpc0_gbtclk0_m2c_n (!ref156),
        .ddr4_sys_clk_p (clk_ddr), .ddr4_sys_clk_n (!clk_ddr),
        .ddr4_adr (), .ddr4_ba (), .ddr4_bg (), .ddr4_act_n (), .ddr4_ck_t (), .ddr4_ck_c (), .ddr4_cke (),
        .ddr4_cs_n (), .ddr4_odt (), .ddr4_reset_n (), .ddr4_dm_dbi_n (ddr_dm), .ddr4_dq (ddr_dq),
        .ddr4_dqs_t (ddr_dqs_t), .ddr4_dqs_c (ddr_dqs_c),
        .fmc_soa_gate_p (soa_gate_p_u), .fmc_soa_gate_n (soa_gate_n_u), .fmc_laser_en (laser_en_u),
        .fmc_laser_fault_n (1'b1), .fmc_soa_fault_n (1'b1), .fmc_ots_rx_sd (1'b0)
    );
    wire logic unused_ok = &{1'b0, soa_gate_p_u, soa_gate_n_u, laser_en_u, sfp_tx_disable_u};
endmodule

`default_nettype wire
