// lp_fabric_slice: two lp_nic_slice nodes wired through the behavioural OTS optics (lp_awgr_model).
// Simulation top of the first vertical slice (tb/nic/test_lp_fabric_slice.py, `make sim`).
// Ports are per node (n0_*, n1_*) so cocotb bus models attach by prefix. nX_soa_force ORs extra SOA
// enables into what the optics see: a stuck-on SOA fault injected outside the NIC. nX_rx_flip XORs
// bits into what node X receives (a bit error on the fibre).
`default_nettype none

module lp_fabric_slice #(
    parameter int NUM_WL        = 8,
    parameter int SETTLE_CYCLES = 2,
    parameter int DELAY_CYCLES  = 4     // 5 m of fibre at ~5 ns/m is ~25 ns = 4 line words
) (
    input  wire logic        clk,
    input  wire logic        rst,
    input  wire logic n0_s_axil_awvalid,
    output logic      n0_s_axil_awready,
    input  wire logic [9:0] n0_s_axil_awaddr,
    input  wire logic [2:0] n0_s_axil_awprot,
    input  wire logic n0_s_axil_wvalid,
    output logic      n0_s_axil_wready,
    input  wire logic [31:0] n0_s_axil_wdata,
    input  wire logic [3:0] n0_s_axil_wstrb,
    output logic      n0_s_axil_bvalid,
    input  wire logic n0_s_axil_bready,
    output logic      [1:0] n0_s_axil_bresp,
    input  wire logic n0_s_axil_arvalid,
    output logic      n0_s_axil_arready,
    input  wire logic [9:0] n0_s_axil_araddr,
    input  wire logic [2:0] n0_s_axil_arprot,
    output logic      n0_s_axil_rvalid,
    input  wire logic n0_s_axil_rready,
    output logic      [31:0] n0_s_axil_rdata,
    output logic      [1:0] n0_s_axil_rresp,
    input  wire logic [63:0] n0_s_axis_tdata,
    input  wire logic [7:0] n0_s_axis_tkeep,
    input  wire logic n0_s_axis_tvalid,
    output logic      n0_s_axis_tready,
    input  wire logic n0_s_axis_tlast,
    input  wire logic n0_s_axis_tuser,
    input  wire logic [7:0] n0_s_axis_tdest,
    output logic      [63:0] n0_m_axis_tdata,
    output logic      [7:0] n0_m_axis_tkeep,
    output logic      n0_m_axis_tvalid,
    input  wire logic n0_m_axis_tready,
    output logic      n0_m_axis_tlast,
    input  wire logic [NUM_WL-1:0] n0_soa_force,
    output logic      [NUM_WL-1:0] n0_soa_en,
    output logic      n0_tx_valid,
    output logic      n0_rx_corrupt,
    output logic      n0_rx_valid,
    input  wire logic [63:0] n0_rx_flip,
    output logic      [2:0] n0_dbg_phase,
    output logic      [7:0] n0_dbg_slot,
    input  wire logic n1_s_axil_awvalid,
    output logic      n1_s_axil_awready,
    input  wire logic [9:0] n1_s_axil_awaddr,
    input  wire logic [2:0] n1_s_axil_awprot,
    input  wire logic n1_s_axil_wvalid,
    output logic      n1_s_axil_wready,
    input  wire logic [31:0] n1_s_axil_wdata,
    input  wire logic [3:0] n1_s_axil_wstrb,
    output logic      n1_s_axil_bvalid,
    input  wire logic n1_s_axil_bready,
    output logic      [1:0] n1_s_axil_bresp,
    input  wire logic n1_s_axil_arvalid,
    output logic      n1_s_axil_arready,
    input  wire logic [9:0] n1_s_axil_araddr,
    input  wire logic [2:0] n1_s_axil_arprot,
    output logic      n1_s_axil_rvalid,
    input  wire logic n1_s_axil_rready,
    output logic      [31:0] n1_s_axil_rdata,
    output logic      [1:0] n1_s_axil_rresp,
    input  wire logic [63:0] n1_s_axis_tdata,
    input  wire logic [7:0] n1_s_axis_tkeep,
    input  wire logic n1_s_axis_tvalid,
    output logic      n1_s_axis_tready,
    input  wire logic n1_s_axis_tlast,
    input  wire logic n1_s_axis_tuser,
    input  wire logic [7:0] n1_s_axis_tdest,
    output logic      [63:0] n1_m_axis_tdata,
    output logic      [7:0] n1_m_axis_tkeep,
    output logic      n1_m_axis_tvalid,
    input  wire logic n1_m_axis_tready,
    output logic      n1_m_axis_tlast,
    input  wire logic [NUM_WL-1:0] n1_soa_force,
    output logic      [NUM_WL-1:0] n1_soa_en,
    output logic      n1_tx_valid,
    output logic      n1_rx_corrupt,
    output logic      n1_rx_valid,
    input  wire logic [63:0] n1_rx_flip,
    output logic      [2:0] n1_dbg_phase,
    output logic      [7:0] n1_dbg_slot,
    output logic [31:0] corrupt_words,
    output logic [31:0] collision_words
);
    logic [1:0][63:0]       tx_data, rx_data;
    logic [1:0]             tx_valid, rx_valid, rx_corrupt;
    logic [1:0][NUM_WL-1:0] soa, soa_seen;
    logic [1:0][10:0]       dbg_word;      // debug outputs the fabric top does not bring out
    logic [1:0]             dbg_sending;

    lp_nic_slice #(.NUM_WL(NUM_WL)) u_n0 (
        .clk (clk),
        .rst (rst),
        .s_axil_awvalid (n0_s_axil_awvalid),
        .s_axil_awready (n0_s_axil_awready),
        .s_axil_awaddr (n0_s_axil_awaddr),
        .s_axil_awprot (n0_s_axil_awprot),
        .s_axil_wvalid (n0_s_axil_wvalid),
        .s_axil_wready (n0_s_axil_wready),
        .s_axil_wdata (n0_s_axil_wdata),
        .s_axil_wstrb (n0_s_axil_wstrb),
        .s_axil_bvalid (n0_s_axil_bvalid),
        .s_axil_bready (n0_s_axil_bready),
        .s_axil_bresp (n0_s_axil_bresp),
        .s_axil_arvalid (n0_s_axil_arvalid),
        .s_axil_arready (n0_s_axil_arready),
        .s_axil_araddr (n0_s_axil_araddr),
        .s_axil_arprot (n0_s_axil_arprot),
        .s_axil_rvalid (n0_s_axil_rvalid),
        .s_axil_rready (n0_s_axil_rready),
        .s_axil_rdata (n0_s_axil_rdata),
        .s_axil_rresp (n0_s_axil_rresp),
        .s_axis_tdata (n0_s_axis_tdata),
        .s_axis_tkeep (n0_s_axis_tkeep),
        .s_axis_tvalid (n0_s_axis_tvalid),
        .s_axis_tready (n0_s_axis_tready),
        .s_axis_tlast (n0_s_axis_tlast),
        .s_axis_tuser (n0_s_axis_tuser),
        .s_axis_tdest (n0_s_axis_tdest),
        .m_axis_tdata (n0_m_axis_tdata),
        .m_axis_tkeep (n0_m_axis_tkeep),
        .m_axis_tvalid (n0_m_axis_tvalid),
        .m_axis_tready (n0_m_axis_tready),
        .m_axis_tlast (n0_m_axis_tlast),
        .ots_tx_data  (tx_data[0]),
        .ots_tx_valid (tx_valid[0]),
        .soa_en       (soa[0]),
        .ots_rx_data  (rx_data[0] ^ n0_rx_flip),
        .ots_rx_valid (rx_valid[0]),
        .dbg_slot     (n0_dbg_slot),
        .dbg_word     (dbg_word[0]),
        .dbg_phase    (n0_dbg_phase),
        .dbg_sending  (dbg_sending[0])
    );
    assign soa_seen[0]     = soa[0] | n0_soa_force;
    assign n0_soa_en       = soa_seen[0];
    assign n0_tx_valid     = tx_valid[0];
    assign n0_rx_corrupt   = rx_corrupt[0];
    assign n0_rx_valid     = rx_valid[0];

    lp_nic_slice #(.NUM_WL(NUM_WL)) u_n1 (
        .clk (clk),
        .rst (rst),
        .s_axil_awvalid (n1_s_axil_awvalid),
        .s_axil_awready (n1_s_axil_awready),
        .s_axil_awaddr (n1_s_axil_awaddr),
        .s_axil_awprot (n1_s_axil_awprot),
        .s_axil_wvalid (n1_s_axil_wvalid),
        .s_axil_wready (n1_s_axil_wready),
        .s_axil_wdata (n1_s_axil_wdata),
        .s_axil_wstrb (n1_s_axil_wstrb),
        .s_axil_bvalid (n1_s_axil_bvalid),
        .s_axil_bready (n1_s_axil_bready),
        .s_axil_bresp (n1_s_axil_bresp),
        .s_axil_arvalid (n1_s_axil_arvalid),
        .s_axil_arready (n1_s_axil_arready),
        .s_axil_araddr (n1_s_axil_araddr),
        .s_axil_arprot (n1_s_axil_arprot),
        .s_axil_rvalid (n1_s_axil_rvalid),
        .s_axil_rready (n1_s_axil_rready),
        .s_axil_rdata (n1_s_axil_rdata),
        .s_axil_rresp (n1_s_axil_rresp),
        .s_axis_tdata (n1_s_axis_tdata),
        .s_axis_tkeep (n1_s_axis_tkeep),
        .s_axis_tvalid (n1_s_axis_tvalid),
        .s_axis_tready (n1_s_axis_tready),
        .s_axis_tlast (n1_s_axis_tlast),
        .s_axis_tuser (n1_s_axis_tuser),
        .s_axis_tdest (n1_s_axis_tdest),
        .m_axis_tdata (n1_m_axis_tdata),
        .m_axis_tkeep (n1_m_axis_tkeep),
        .m_axis_tvalid (n1_m_axis_tvalid),
        .m_axis_tready (n1_m_axis_tready),
        .m_axis_tlast (n1_m_axis_tlast),
        .ots_tx_data  (tx_data[1]),
        .ots_tx_valid (tx_valid[1]),
        .soa_en       (soa[1]),
        .ots_rx_data  (rx_data[1] ^ n1_rx_flip),
        .ots_rx_valid (rx_valid[1]),
        .dbg_slot     (n1_dbg_slot),
        .dbg_word     (dbg_word[1]),
        .dbg_phase    (n1_dbg_phase),
        .dbg_sending  (dbg_sending[1])
    );
    assign soa_seen[1]     = soa[1] | n1_soa_force;
    assign n1_soa_en       = soa_seen[1];
    assign n1_tx_valid     = tx_valid[1];
    assign n1_rx_corrupt   = rx_corrupt[1];
    assign n1_rx_valid     = rx_valid[1];

    lp_awgr_model #(
        .N             (2),
        .NUM_WL        (NUM_WL),
        .W             (64),
        .SETTLE_CYCLES (SETTLE_CYCLES),
        .DELAY_CYCLES  (DELAY_CYCLES)
    ) u_optics (
        .clk             (clk),
        .rst             (rst),
        .tx_data         (tx_data),
        .tx_valid        (tx_valid),
        .soa_en          (soa_seen),
        .rx_data         (rx_data),
        .rx_valid        (rx_valid),
        .rx_corrupt      (rx_corrupt),
        .corrupt_words   (corrupt_words),
        .collision_words (collision_words)
    );

    wire logic unused_ok = &{1'b0, dbg_word, dbg_sending};
endmodule

`default_nettype wire
