// lp_eth_mac_pcs: one 10GBASE-R Ethernet channel, MAC and PCS, between 64-bit AXI-Stream and the GT's
// 64b/66b gearbox interface (docs/eth.md). Wiring only: lp_eth_mac_tx -> lp_eth_pcs_tx in the GT's TX
// user clock, lp_eth_pcs_rx -> lp_eth_mac_rx in its RX user clock, and lp_event_cnt counters of every
// event in the clock where it happens. The counters are 32-bit, saturating, cleared by the domain's reset.
`default_nettype none

module lp_eth_mac_pcs
    import lp_eth_pkg::*;
#(
    parameter int MAX_LEN    = 9600,    // lp_eth_mac_rx
    parameter int GBX_PAUSE  = 1,       // lp_eth_pcs_tx
    parameter int SLIP_WAIT  = 32,      // lp_eth_pcs_rx
    parameter int BER_WINDOW = 19531    // lp_eth_pcs_rx
) (
    // transmit: GT TXUSRCLK2
    input  wire logic        tx_clk,
    input  wire logic        tx_rst,
    input  wire logic [63:0] s_axis_tdata,
    input  wire logic [7:0]  s_axis_tkeep,
    input  wire logic        s_axis_tvalid,
    output logic             s_axis_tready,
    input  wire logic        s_axis_tlast,
    input  wire logic        s_axis_tuser,
    output logic [63:0]      gt_tx_data,
    output logic [1:0]       gt_tx_hdr,
    output logic [5:0]       gt_tx_seq,
    output tx_ev_t           ev_tx,
    output logic [TX_EV_N-1:0][31:0] cnt_tx,    // index = bit of tx_ev_t (0: frame)
    // receive: GT RXUSRCLK2
    input  wire logic        rx_clk,
    input  wire logic        rx_rst,
    input  wire logic [63:0] gt_rx_data,
    input  wire logic [1:0]  gt_rx_hdr,
    input  wire logic        gt_rx_valid,
    output logic             gt_rx_slip,
    // received frames: no tready, a beat per received word (lp_eth_mac_rx)
    output logic [63:0]      m_axis_tdata,
    output logic [7:0]       m_axis_tkeep,
    output logic             m_axis_tvalid,
    output logic             m_axis_tlast,
    output logic             m_axis_tuser,
    output logic             st_block_lock,
    output logic             st_hi_ber,
    output logic             st_link_up,        // block lock and no high BER
    output rx_ev_t           ev_rx,
    output logic [RX_EV_N-1:0][31:0] cnt_rx     // index = bit of rx_ev_t (0: good)
);
    logic [63:0] txd, rxd;
    logic [7:0]  txc, rxc;
    logic        tx_en, rx_en;

    lp_eth_mac_tx u_mac_tx (
        .clk          (tx_clk),
        .rst          (tx_rst),
        .s_axis_tdata (s_axis_tdata),
        .s_axis_tkeep (s_axis_tkeep),
        .s_axis_tvalid(s_axis_tvalid),
        .s_axis_tready(s_axis_tready),
        .s_axis_tlast (s_axis_tlast),
        .s_axis_tuser (s_axis_tuser),
        .xgmii_tx_en  (tx_en),
        .xgmii_txd    (txd),
        .xgmii_txc    (txc),
        .ev_frame     (ev_tx.frame),
        .ev_bad       (ev_tx.bad),
        .ev_underrun  (ev_tx.underrun)
    );

    lp_eth_pcs_tx #(.GBX_PAUSE(GBX_PAUSE)) u_pcs_tx (
        .clk         (tx_clk),
        .rst         (tx_rst),
        .xgmii_txd   (txd),
        .xgmii_txc   (txc),
        .xgmii_tx_en (tx_en),
        .gt_tx_data  (gt_tx_data),
        .gt_tx_hdr   (gt_tx_hdr),
        .gt_tx_seq   (gt_tx_seq),
        .ev_err_block(ev_tx.err_block)
    );

    lp_eth_pcs_rx #(.SLIP_WAIT(SLIP_WAIT), .BER_WINDOW(BER_WINDOW)) u_pcs_rx (
        .clk          (rx_clk),
        .rst          (rx_rst),
        .gt_rx_data   (gt_rx_data),
        .gt_rx_hdr    (gt_rx_hdr),
        .gt_rx_valid  (gt_rx_valid),
        .gt_rx_slip   (gt_rx_slip),
        .xgmii_rx_en  (rx_en),
        .xgmii_rxd    (rxd),
        .xgmii_rxc    (rxc),
        .st_block_lock(st_block_lock),
        .st_hi_ber    (st_hi_ber),
        .ev_lock_lost (ev_rx.lock_lost),
        .ev_err_block (ev_rx.err_block),
        .ev_sh_err    (ev_rx.sh_err),
        .ev_hi_ber    (ev_rx.hi_ber)
    );

    lp_eth_mac_rx #(.MAX_LEN(MAX_LEN)) u_mac_rx (
        .clk          (rx_clk),
        .rst          (rx_rst),
        .xgmii_rx_en  (rx_en),
        .xgmii_rxd    (rxd),
        .xgmii_rxc    (rxc),
        .m_axis_tdata (m_axis_tdata),
        .m_axis_tkeep (m_axis_tkeep),
        .m_axis_tvalid(m_axis_tvalid),
        .m_axis_tlast (m_axis_tlast),
        .m_axis_tuser (m_axis_tuser),
        .ev_good      (ev_rx.good),
        .ev_pause     (ev_rx.pause),
        .ev_err       (ev_rx.err),
        .ev_runt      (ev_rx.runt),
        .ev_oversize  (ev_rx.oversize),
        .ev_bad_fcs   (ev_rx.bad_fcs)
    );

    assign st_link_up = st_block_lock && !st_hi_ber;

    lp_event_cnt #(.N(TX_EV_N), .W(32)) u_cnt_tx (.clk(tx_clk), .rst(tx_rst), .ev(ev_tx), .cnt(cnt_tx));
    lp_event_cnt #(.N(RX_EV_N), .W(32)) u_cnt_rx (.clk(rx_clk), .rst(rx_rst), .ev(ev_rx), .cnt(cnt_rx));
endmodule

`default_nettype wire
