// Stub: Transceivers Wizard (PG182) `gt_opt` as ip/vcu118/gt_opt.tcl configures it (2 channel(s),
// raw, TX 64-bit, RX 128-bit user data, helper blocks in the core). Lint only.
module gt_opt (
    input  wire gtwiz_userclk_tx_reset_in,
    output wire gtwiz_userclk_tx_srcclk_out,
    output wire gtwiz_userclk_tx_usrclk_out,
    output wire gtwiz_userclk_tx_usrclk2_out,
    output wire gtwiz_userclk_tx_active_out,
    input  wire gtwiz_userclk_rx_reset_in,
    output wire gtwiz_userclk_rx_srcclk_out,
    output wire gtwiz_userclk_rx_usrclk_out,
    output wire gtwiz_userclk_rx_usrclk2_out,
    output wire gtwiz_userclk_rx_active_out,
    input  wire gtwiz_reset_clk_freerun_in,
    input  wire gtwiz_reset_all_in,
    input  wire gtwiz_reset_tx_pll_and_datapath_in,
    input  wire gtwiz_reset_tx_datapath_in,
    input  wire gtwiz_reset_rx_pll_and_datapath_in,
    input  wire gtwiz_reset_rx_datapath_in,
    output wire gtwiz_reset_rx_cdr_stable_out,
    output wire gtwiz_reset_tx_done_out,
    output wire gtwiz_reset_rx_done_out,
    input  wire [127:0] gtwiz_userdata_tx_in,
    output wire [255:0] gtwiz_userdata_rx_out,
    input  wire gtrefclk00_in,
    input  wire gtrefclk01_in,
    output wire qpll0outclk_out,
    output wire qpll0outrefclk_out,
    output wire qpll1outclk_out,
    output wire qpll1outrefclk_out,
    input  wire [1:0] gtyrxn_in,
    input  wire [1:0] gtyrxp_in,
    output wire [1:0] gtytxn_out,
    output wire [1:0] gtytxp_out,
    output wire [1:0] gtpowergood_out,
    output wire [1:0] rxpmaresetdone_out,
    output wire [1:0] txpmaresetdone_out,
    input  wire [1:0] rxcdrhold_in,
    input  wire [1:0] rxcdrovrden_in,
    output wire [1:0] rxcdrlock_out,
    input  wire [5:0] loopback_in,
    input  wire [1:0] txpolarity_in,
    input  wire [1:0] rxpolarity_in,
    input  wire [1:0] txinhibit_in,
    output wire [1:0] txresetdone_out,
    output wire [1:0] rxresetdone_out
);
    assign gtwiz_userclk_tx_srcclk_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_tx_usrclk_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_tx_usrclk2_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_rx_srcclk_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_rx_usrclk_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_rx_usrclk2_out = gtwiz_reset_clk_freerun_in;
    assign gtwiz_userclk_tx_active_out = '0;
    assign gtwiz_userclk_rx_active_out = '0;
    assign gtwiz_reset_rx_cdr_stable_out = '0;
    assign gtwiz_reset_tx_done_out = '0;
    assign gtwiz_reset_rx_done_out = '0;
    assign gtwiz_userdata_rx_out = '0;
    assign qpll0outclk_out = '0;
    assign qpll0outrefclk_out = '0;
    assign qpll1outclk_out = '0;
    assign qpll1outrefclk_out = '0;
    assign gtytxn_out = '0;
    assign gtytxp_out = '0;
    assign gtpowergood_out = '0;
    assign rxpmaresetdone_out = '0;
    assign txpmaresetdone_out = '0;
    assign rxcdrlock_out = '0;
    assign txresetdone_out = '0;
    assign rxresetdone_out = '0;
endmodule
