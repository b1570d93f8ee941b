// Stub: Transceivers Wizard (PG182) `gt_opt` as ip/zcu106/gt_opt.tcl configures it (1 channel(s),
// raw, TX 64-bit, RX 64-bit user data, helper blocks in the core). Lint only.
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
    input  wire [63:0] gtwiz_userdata_tx_in,
    output wire [63:0] gtwiz_userdata_rx_out,
    input  wire gtrefclk00_in,
    output wire qpll0outclk_out,
    output wire qpll0outrefclk_out,
    input  wire gthrxn_in,
    input  wire gthrxp_in,
    output wire gthtxn_out,
    output wire gthtxp_out,
    output wire gtpowergood_out,
    output wire rxpmaresetdone_out,
    output wire txpmaresetdone_out,
    output wire rxcdrlock_out,
    input  wire [2:0] loopback_in,
    input  wire txpolarity_in,
    input  wire rxpolarity_in,
    input  wire txinhibit_in,
    output wire txresetdone_out,
    output wire rxresetdone_out
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
    assign gthtxn_out = '0;
    assign gthtxp_out = '0;
    assign gtpowergood_out = '0;
    assign rxpmaresetdone_out = '0;
    assign txpmaresetdone_out = '0;
    assign rxcdrlock_out = '0;
    assign txresetdone_out = '0;
    assign rxresetdone_out = '0;
endmodule
