// board_ip_models_tb: the VCU118 top's Xilinx parts as simulation models (boards/sim, boards/vcu118/sim),
// wired as lp_vcu118_top wires them: clk_wiz_ctl from the 125 MHz system clock, the reference buffers,
// gt_opt (the core clock and the optical data), eth_gt with the per-lane RX user clocking
// (lp_gt_userclk_rx, BUFG_GT) and lp_board_eth on lane 0 (lanes 1..3 idle), the VIO and the SOA ILA.
// tb/boards/test_board_ip_models.py drives the reference clocks and reads the models' public taps.
`default_nettype none
`timescale 1ns / 1ps

module board_ip_models_tb
    import lp_ila_pkg::*;
(
    input  wire logic         clk_125mhz_p,
    input  wire logic         clk_125mhz_n,
    input  wire logic         reset,
    input  wire logic         ots_refclk_p,
    input  wire logic         ots_refclk_n,
    input  wire logic         eth_refclk_p,
    input  wire logic         eth_refclk_n,
    output logic              clk_ctl,
    output logic              ctl_locked,
    output logic              rst_ctl,
    // optical GT: core clock, RX user clock, status, user data
    output logic              clk,
    output logic              rx_clk,
    output logic              tx_active,
    output logic              rx_active,
    output logic              gt_tx_done,
    output logic              gt_rx_done,
    output logic              gt_cdr_stable,
    output logic [1:0]        gt_cdrlock,
    input  wire logic [1:0]   gt_cdrhold_force,   // the test holds a CDR during reset
    output logic [1:0]        gt_txpmadone,
    output logic [1:0]        gt_rxpmadone,
    output logic [1:0]        gt_powergood,
    input  wire logic [127:0] gt_txdata,
    output logic [255:0]      gt_rxdata,
    // host lanes: lane 0 through lp_board_eth
    output logic              eth_txusrclk2,
    output logic              eth_tx_active,
    output logic              eth_tx_done,
    output logic              eth_rx_done,
    output logic [3:0]        eth_rxusrclk2,
    output logic [3:0]        eth_rx_active,
    output logic              eth_tx_clk,
    output logic              eth_tx_rst,
    input  wire logic [63:0]  s_axis_tdata,
    input  wire logic [7:0]   s_axis_tkeep,
    input  wire logic         s_axis_tvalid,
    output logic              s_axis_tready,
    input  wire logic         s_axis_tlast,
    input  wire logic         s_axis_tuser,
    output logic              eth_rx_clk,
    output logic              eth_rx_rst,
    output logic [63:0]       m_axis_tdata,
    output logic [7:0]        m_axis_tkeep,
    output logic              m_axis_tvalid,
    output logic              m_axis_tlast,
    output logic              m_axis_tuser,
    output logic              eth_lock,
    // VIO, ILA
    input  wire logic [15:0]  status,
    output logic [7:0]        vio_out,
    input  wire lp_ila_soa_t  dbg_ila
);
    clk_wiz_ctl u_clk_ctl (.clk_in1_p (clk_125mhz_p), .clk_in1_n (clk_125mhz_n), .reset (reset),
                           .clk_out1 (clk_ctl), .locked (ctl_locked));
    lp_rst_sync u_rst_ctl (.clk (clk_ctl), .rst_in (reset || !ctl_locked), .rst_out (rst_ctl));

    // ---------------------------------------------------------------- optical GTs
    logic ots_refclk;
    IBUFDS_GTE4 u_ots_refclk (.I (ots_refclk_p), .IB (ots_refclk_n), .CEB (1'b0), .O (ots_refclk), .ODIV2 ());
    gt_opt u_gt_opt (
        .gtwiz_userclk_tx_reset_in (!(&gt_txpmadone)), .gtwiz_userclk_tx_srcclk_out (),
        .gtwiz_userclk_tx_usrclk_out (), .gtwiz_userclk_tx_usrclk2_out (clk), .gtwiz_userclk_tx_active_out (tx_active),
        .gtwiz_userclk_rx_reset_in (!(&gt_rxpmadone)), .gtwiz_userclk_rx_srcclk_out (),
        .gtwiz_userclk_rx_usrclk_out (), .gtwiz_userclk_rx_usrclk2_out (rx_clk), .gtwiz_userclk_rx_active_out (rx_active),
        .gtwiz_reset_clk_freerun_in (clk_ctl), .gtwiz_reset_all_in (rst_ctl),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0), .gtwiz_reset_tx_datapath_in (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0), .gtwiz_reset_rx_datapath_in (1'b0),
        .gtwiz_reset_rx_cdr_stable_out (gt_cdr_stable), .gtwiz_reset_tx_done_out (gt_tx_done),
        .gtwiz_reset_rx_done_out (gt_rx_done), .gtwiz_userdata_tx_in (gt_txdata), .gtwiz_userdata_rx_out (gt_rxdata),
        .gtrefclk00_in (ots_refclk), .gtrefclk01_in (ots_refclk),
        .qpll0outclk_out (), .qpll0outrefclk_out (), .qpll1outclk_out (), .qpll1outrefclk_out (),
        .gtyrxn_in (2'b00), .gtyrxp_in (2'b00), .gtytxn_out (), .gtytxp_out (),
        .gtpowergood_out (gt_powergood), .rxpmaresetdone_out (gt_rxpmadone), .txpmaresetdone_out (gt_txpmadone),
        .rxcdrhold_in ({2{gt_rx_done}} | gt_cdrhold_force), .rxcdrovrden_in (2'b00), .rxcdrlock_out (gt_cdrlock),
        .loopback_in (6'b000_000), .txpolarity_in (2'b00), .rxpolarity_in (2'b00), .txinhibit_in (2'b00),
        .txresetdone_out (), .rxresetdone_out ()
    );

    // ---------------------------------------------------------------- host lanes
    logic             eth_refclk;
    logic [3:0]       eth_txpmadone, eth_rxpmadone, eth_rxoutclk, eth_rxusrclk, eth_rxslip;
    logic [3:0][63:0] eth_gt_txdata, eth_gt_rxdata;
    logic [3:0][5:0]  eth_gt_txheader, eth_gt_rxheader;
    logic [3:0][6:0]  eth_gt_txseq;
    logic [3:0][1:0]  eth_gt_rxdatavalid, eth_gt_rxheadervalid;
    IBUFDS_GTE4 u_eth_refclk (.I (eth_refclk_p), .IB (eth_refclk_n), .CEB (1'b0), .O (eth_refclk), .ODIV2 ());
    lp_gt_userclk_rx #(.CHANNELS (4)) u_eth_rxclk (
        .rxoutclk (eth_rxoutclk), .pma_done (eth_rxpmadone), .usrclk (eth_rxusrclk), .usrclk2 (eth_rxusrclk2),
        .active (eth_rx_active)
    );
    eth_gt u_eth_gt (
        .gtwiz_userclk_tx_reset_in (!(&eth_txpmadone)), .gtwiz_userclk_tx_srcclk_out (),
        .gtwiz_userclk_tx_usrclk_out (), .gtwiz_userclk_tx_usrclk2_out (eth_txusrclk2),
        .gtwiz_userclk_tx_active_out (eth_tx_active), .gtwiz_userclk_rx_active_in (&eth_rx_active),
        .gtwiz_reset_clk_freerun_in (clk_ctl), .gtwiz_reset_all_in (rst_ctl),
        .gtwiz_reset_tx_pll_and_datapath_in (1'b0), .gtwiz_reset_tx_datapath_in (1'b0),
        .gtwiz_reset_rx_pll_and_datapath_in (1'b0), .gtwiz_reset_rx_datapath_in (1'b0),
        .gtwiz_reset_rx_cdr_stable_out (), .gtwiz_reset_tx_done_out (eth_tx_done),
        .gtwiz_reset_rx_done_out (eth_rx_done), .gtwiz_userdata_tx_in (eth_gt_txdata),
        .gtwiz_userdata_rx_out (eth_gt_rxdata), .gtrefclk00_in (eth_refclk),
        .qpll0outclk_out (), .qpll0outrefclk_out (),
        .gtyrxn_in (4'h0), .gtyrxp_in (4'h0), .gtytxn_out (), .gtytxp_out (),
        .rxgearboxslip_in (eth_rxslip), .txheader_in (eth_gt_txheader), .txsequence_in (eth_gt_txseq),
        .rxdatavalid_out (eth_gt_rxdatavalid), .rxheader_out (eth_gt_rxheader),
        .rxheadervalid_out (eth_gt_rxheadervalid), .rxstartofseq_out (),
        .rxusrclk_in (eth_rxusrclk), .rxusrclk2_in (eth_rxusrclk2), .rxoutclk_out (eth_rxoutclk),
        .gtpowergood_out (), .rxpmaresetdone_out (eth_rxpmadone), .txpmaresetdone_out (eth_txpmadone),
        .loopback_in (12'd0), .txpolarity_in (4'b0000), .rxpolarity_in (4'b0000)
    );
    lp_board_eth #(.LANES (1)) u_eth (
        .tx_clk (eth_txusrclk2), .tx_ready (eth_tx_active && eth_tx_done),
        .rx_clk (eth_rxusrclk2[0]), .rx_ready (eth_rx_active[0] && eth_rx_done),
        .gt_txdata (eth_gt_txdata[0]), .gt_txheader (eth_gt_txheader[0]), .gt_txsequence (eth_gt_txseq[0]),
        .gt_rxdata (eth_gt_rxdata[0]), .gt_rxheader (eth_gt_rxheader[0]), .gt_rxdatavalid (eth_gt_rxdatavalid[0]),
        .gt_rxheadervalid (eth_gt_rxheadervalid[0]), .gt_rxgearboxslip (eth_rxslip[0]),
        .eth_tx_clk (eth_tx_clk), .eth_tx_rst (eth_tx_rst), .eth_tx_tdata (s_axis_tdata),
        .eth_tx_tkeep (s_axis_tkeep), .eth_tx_tvalid (s_axis_tvalid), .eth_tx_tready (s_axis_tready),
        .eth_tx_tlast (s_axis_tlast), .eth_tx_tuser (s_axis_tuser),
        .eth_rx_clk (eth_rx_clk), .eth_rx_rst (eth_rx_rst), .eth_rx_tdata (m_axis_tdata),
        .eth_rx_tkeep (m_axis_tkeep), .eth_rx_tvalid (m_axis_tvalid), .eth_rx_tlast (m_axis_tlast),
        .eth_rx_tuser (m_axis_tuser), .eth_lock (eth_lock), .eth_hi_ber (),
        .cnt_tx (), .cnt_rx ()
    );
    assign {eth_gt_txdata[3:1], eth_gt_txheader[3:1], eth_gt_txseq[3:1], eth_rxslip[3:1]} = '0;

    // ---------------------------------------------------------------- debug cores
    vio_ctl u_vio (.clk (clk), .probe_in0 (status), .probe_out0 (vio_out));
    lp_ila_soa_probe u_ila (.clk (clk), .dbg (dbg_ila));

    wire logic unused = &{1'b0, eth_gt_rxdata[3:1], eth_gt_rxheader[3:1], eth_gt_rxdatavalid[3:1],
                          eth_gt_rxheadervalid[3:1]};
endmodule

`default_nettype wire
