// lp_board_eth: the boards' Ethernet lanes: per lane one lp_eth_mac_pcs (the project's 10GBASE-R MAC and
// PCS, docs/eth.md) between the user data of the transceiver wizard `eth_gt` (ip/<board>/eth_gt.tcl: the
// GT's synchronous 64b/66b gearbox, 64-bit user data) and the AXI-Stream lane interface of lp_board_core
// (frames without FCS, 64-bit, RX without tready and tuser = bad frame on the last beat; TX
// store-and-forward in the core, so a frame never stalls inside). docs/boards.md "Host Ethernet lanes".
//
//   Clocks: TX of every lane in the wizard's one TXUSRCLK2 (the lanes share QPLL0 and its reference), RX of
//   lane l in its own RXUSRCLK2 (recovered from the link partner; lp_gt_userclk_rx in the top). The lane
//   clocks go out again with their resets, made here from the wizard's readiness flags by lp_rst_sync.
//   Bit order: the PCS keeps clause 49's order, header and payload bit 0 first on the line. The GT's
//   gearbox is taken to send TXHEADER[1] first and TXDATA from the top bit down (the transceiver guides'
//   gearbox bit-ordering figures; public 10GBASE-R PHYs on these GTs mirror the bits the same way), so
//   GT_BIT_REVERSE = 1 mirrors header and data both ways. Against its own RX (loopback) either setting
//   works; only a link to another PHY confirms it (docs/bring-up.md, "Host Ethernet lanes").
//   Wizard buses: channel l of the wizard is lane l; TXHEADER is 6 bits per channel (bits [1:0] used),
//   TXSEQUENCE 7 bits ([5:0] = the PCS's gt_tx_seq, 0..32), RXDATAVALID 2 bits (bit 0 used),
//   RXHEADER 6 bits ([1:0] used); RXHEADERVALID repeats RXDATAVALID for one block per cycle (unused).
`default_nettype none
`include "lp_assert.svh"

module lp_board_eth
    import lp_eth_pkg::*;
#(
    parameter int LANES          = 1,
    parameter int MAX_LEN        = 9600,   // longest frame not flagged oversize (lp_eth_mac_rx)
    parameter bit GT_BIT_REVERSE = 1'b1    // 1: the GT gearbox's MSB-first order (see above)
) (
    // transmit: the wizard's TXUSRCLK2, shared by the lanes
    input  wire logic                         tx_clk,
    input  wire logic                         tx_ready,          // async: TX user clock active, TX reset done
    // receive: each lane's RXUSRCLK2
    input  wire logic [LANES-1:0]             rx_clk,
    input  wire logic [LANES-1:0]             rx_ready,          // async: the lane's RX clock active, RX reset done

    // GT user data, channel l = lane l (the wizard's per-channel slices)
    output logic      [LANES-1:0][63:0]       gt_txdata,
    output logic      [LANES-1:0][5:0]        gt_txheader,
    output logic      [LANES-1:0][6:0]        gt_txsequence,
    input  wire logic [LANES-1:0][63:0]       gt_rxdata,
    input  wire logic [LANES-1:0][5:0]        gt_rxheader,
    input  wire logic [LANES-1:0][1:0]        gt_rxdatavalid,
    input  wire logic [LANES-1:0][1:0]        gt_rxheadervalid,
    output logic      [LANES-1:0]             gt_rxgearboxslip,

    // lanes of lp_board_core: clocks and synchronous resets, AXI-Stream, block lock
    output logic      [LANES-1:0]             eth_tx_clk,
    output logic      [LANES-1:0]             eth_tx_rst,
    input  wire logic [LANES-1:0][63:0]       eth_tx_tdata,
    input  wire logic [LANES-1:0][7:0]        eth_tx_tkeep,
    input  wire logic [LANES-1:0]             eth_tx_tvalid,
    output logic      [LANES-1:0]             eth_tx_tready,
    input  wire logic [LANES-1:0]             eth_tx_tlast,
    input  wire logic [LANES-1:0]             eth_tx_tuser,      // last beat: send the frame as errored
    output logic      [LANES-1:0]             eth_rx_clk,
    output logic      [LANES-1:0]             eth_rx_rst,
    output logic      [LANES-1:0][63:0]       eth_rx_tdata,
    output logic      [LANES-1:0][7:0]        eth_rx_tkeep,
    output logic      [LANES-1:0]             eth_rx_tvalid,
    output logic      [LANES-1:0]             eth_rx_tlast,
    output logic      [LANES-1:0]             eth_rx_tuser,      // last beat: bad frame (FCS, runt, ...)
    output logic      [LANES-1:0]             eth_lock,          // PCS block lock (RX clock of the lane)
    output logic      [LANES-1:0]             eth_hi_ber,        // PCS high bit error rate (RX clock)

    // per-lane event counters of lp_eth_mac_pcs (lane clocks; for a register block to sample)
    output logic [LANES-1:0][TX_EV_N-1:0][31:0] cnt_tx,
    output logic [LANES-1:0][RX_EV_N-1:0][31:0] cnt_rx
);
    if (LANES < 1) begin : g_bad_lanes
        $fatal(1, "lp_board_eth: LANES=%0d must be >= 1", LANES);
    end

    logic tx_rst;
    lp_rst_sync u_tx_rst (.clk (tx_clk), .rst_in (!tx_ready), .rst_out (tx_rst));

    for (genvar l = 0; l < LANES; l++) begin : g_lane
        logic [63:0] tx_data, rx_data;
        logic [1:0]  tx_hdr, rx_hdr;
        logic [5:0]  tx_seq;
        logic        rx_rst;

        lp_rst_sync u_rx_rst (.clk (rx_clk[l]), .rst_in (!rx_ready[l]), .rst_out (rx_rst));

        assign eth_tx_clk[l] = tx_clk;
        assign eth_tx_rst[l] = tx_rst;
        assign eth_rx_clk[l] = rx_clk[l];
        assign eth_rx_rst[l] = rx_rst;

        lp_eth_mac_pcs #(.MAX_LEN (MAX_LEN), .GBX_PAUSE (1)) u_mac_pcs (
            .tx_clk        (tx_clk),
            .tx_rst        (tx_rst),
            .s_axis_tdata  (eth_tx_tdata[l]),
            .s_axis_tkeep  (eth_tx_tkeep[l]),
            .s_axis_tvalid (eth_tx_tvalid[l]),
            .s_axis_tready (eth_tx_tready[l]),
            .s_axis_tlast  (eth_tx_tlast[l]),
            .s_axis_tuser  (eth_tx_tuser[l]),
            .gt_tx_data    (tx_data),
            .gt_tx_hdr     (tx_hdr),
            .gt_tx_seq     (tx_seq),
            .ev_tx         (),
            .cnt_tx        (cnt_tx[l]),
            .rx_clk        (rx_clk[l]),
            .rx_rst        (rx_rst),
            .gt_rx_data    (rx_data),
            .gt_rx_hdr     (rx_hdr),
            .gt_rx_valid   (gt_rxdatavalid[l][0]),
            .gt_rx_slip    (gt_rxgearboxslip[l]),
            .m_axis_tdata  (eth_rx_tdata[l]),
            .m_axis_tkeep  (eth_rx_tkeep[l]),
            .m_axis_tvalid (eth_rx_tvalid[l]),
            .m_axis_tlast  (eth_rx_tlast[l]),
            .m_axis_tuser  (eth_rx_tuser[l]),
            .st_block_lock (eth_lock[l]),
            .st_hi_ber     (eth_hi_ber[l]),
            .st_link_up    (),
            .ev_rx         (),
            .cnt_rx        (cnt_rx[l])
        );

        // bit order between the PCS (bit 0 first) and the GT gearbox
        for (genvar b = 0; b < 64; b++) begin : g_data
            assign gt_txdata[l][b] = GT_BIT_REVERSE ? tx_data[63 - b] : tx_data[b];
            assign rx_data[b]      = GT_BIT_REVERSE ? gt_rxdata[l][63 - b] : gt_rxdata[l][b];
        end
        assign gt_txheader[l]   = {4'b0000, GT_BIT_REVERSE ? {tx_hdr[0], tx_hdr[1]} : tx_hdr};
        assign rx_hdr           = GT_BIT_REVERSE ? {gt_rxheader[l][0], gt_rxheader[l][1]} : gt_rxheader[l][1:0];
        assign gt_txsequence[l] = {1'b0, tx_seq};

        // the GT's 64b/66b gearbox takes TXSEQUENCE 0..32 only
        `LP_ASSERT(a_tx_seq_range, tx_clk, tx_rst, tx_seq <= 6'd32)

        wire logic unused_rx = &{1'b0, gt_rxheader[l][5:2], gt_rxdatavalid[l][1], gt_rxheadervalid[l]};
    end
endmodule

`default_nettype wire
