// lp_gt_userclk_rx: per-channel RX user clocks of a Transceivers Wizard built with its RX user-clocking
// helper outside the core (LOCATE_RX_USER_CLOCKING EXAMPLE_DESIGN), for channels whose receivers run in
// independent clocks: the 10GBASE-R host lanes (ip/<board>/eth_gt.tcl), each recovered from its own link
// partner. The wizard's in-core helper clocks every channel from the master channel's RXOUTCLK, which only
// suits channels that share one far-end clock. Per channel: RXUSRCLK = RXOUTCLK and RXUSRCLK2 = RXOUTCLK / 2
// (64-bit user data on the 32-bit internal path), two BUFG_GT held cleared until that channel's PMA reset
// is done (stable RXOUTCLK, as the wizard's own helper does), and `active` once the buffers run: the
// wizard's gtwiz_userclk_rx_active_in takes the AND of all channels. docs/boards.md "Host Ethernet lanes".
`default_nettype none

module lp_gt_userclk_rx #(
    parameter int CHANNELS = 1
) (
    input  wire logic [CHANNELS-1:0] rxoutclk,    // from the wizard's rxoutclk_out
    input  wire logic [CHANNELS-1:0] pma_done,    // rxpmaresetdone_out (asynchronous)
    output logic      [CHANNELS-1:0] usrclk,      // to rxusrclk_in
    output logic      [CHANNELS-1:0] usrclk2,     // to rxusrclk2_in: the channel's RX user domain
    output logic      [CHANNELS-1:0] active       // in usrclk2: the channel's user clocks run
);
    if (CHANNELS < 1) begin : g_bad_channels
        $fatal(1, "lp_gt_userclk_rx: CHANNELS=%0d must be >= 1", CHANNELS);
    end

    for (genvar c = 0; c < CHANNELS; c++) begin : g_ch
        logic not_active;
        BUFG_GT u_usrclk (.I (rxoutclk[c]), .CE (1'b1), .CEMASK (1'b0), .CLR (!pma_done[c]), .CLRMASK (1'b0),
                          .DIV (3'd0), .O (usrclk[c]));
        BUFG_GT u_usrclk2 (.I (rxoutclk[c]), .CE (1'b1), .CEMASK (1'b0), .CLR (!pma_done[c]), .CLRMASK (1'b0),
                           .DIV (3'd1), .O (usrclk2[c]));
        lp_rst_sync u_active (.clk (usrclk2[c]), .rst_in (!pma_done[c]), .rst_out (not_active));
        assign active[c] = !not_active;
    end
endmodule

`default_nettype wire
