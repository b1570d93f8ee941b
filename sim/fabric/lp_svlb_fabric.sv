// lp_svlb_fabric: NN S-VLB cores (lp_svlb_core) on an ideal round-robin slot fabric, for the S-VLB
// protocol tests and benchmarks (simulation only). Each node has its own DRAM (lp_axi_ram_model).
// Slots are SLOT clocks long; in slot k of a cycle of NN-1 slots node i sends to node (i+1+k) mod NN
// (the AWGR's cyclic round robin: every node meets every other once per cycle, no two senders share
// a receiver). At the first clock of a slot every core is asked for its cell (slot_v), the cell goes
// out within the slot and reaches the receiver one clock later. `tick` marks each cycle's start.
// A word still on a link when the slot ends would reach the wrong node: it is counted in `spill`
// (the tests require 0). The host ports are per-node packed arrays; per-node status is read through
// the hierarchy (g_node[i].u_core).
// OCS circuits (the WSS model): node i's OCS port reaches node ocs_dst[i] after OCS_LAT clocks
// (driven by the testbench: cfg_ocs_v = ocs_v[i], the port's ocs_up = ocs_up[i], the announcement
// cfg_ann_v = ocs_ann[i] for the same ocs_dst[i]; ocs_dst[i] may only change while node i's OCS port
// is idle). Two cells reaching one node in the same clock are counted
// in `ocs_collide` (the tests require 0; circuits are port-disjoint).
`default_nettype none

module lp_svlb_fabric
    import lp_cell_pkg::*;
#(
    parameter int NN       = 4,    // nodes
    parameter int SLOT     = 120,  // clocks per slot
    parameter int CELLS    = 8,
    parameter int LATENCY  = 20,   // DRAM latency, clocks
    parameter int OCS_LAT  = 8     // OCS circuit latency, clocks
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    // configuration, the same for every node
    input  wire logic                          cfg_en,
    input  wire logic                          cfg_apply,
    input  wire logic                          cfg_sirius,
    input  wire logic [15:0]                   cfg_q,
    input  wire logic [15:0]                   cfg_sel_thr,
    input  wire logic [7:0]                    cfg_req_max,
    input  wire logic [7:0]                    cfg_fill,
    input  wire logic [7:0]                    cfg_fifo_cells,
    input  wire logic [7:0]                    cfg_ttl,
    input  wire logic [23:0]                   cfg_local_cells,
    input  wire logic [23:0]                   cfg_relay_cells,
    input  wire logic [7:0]                    cfg_reseq_ttl,
    // OCS circuits, per node
    input  wire logic [NN-1:0]                 ocs_v,
    input  wire logic [NN-1:0]                 ocs_up,
    input  wire logic [NN-1:0]                 ocs_ann,      // circuit to ocs_dst[i] announced (cfg_ann_v)
    input  wire logic [NN-1:0][7:0]            ocs_dst,
    // hosts
    input  wire logic [NN-1:0]                 host_tvalid,
    output logic      [NN-1:0]                 host_tready,
    input  wire logic [NN-1:0][63:0]           host_tdata,
    input  wire logic [NN-1:0]                 host_tlast,
    input  wire logic [NN-1:0][7:0]            host_tdest,
    output logic      [NN-1:0]                 out_tvalid,
    input  wire logic [NN-1:0]                 out_tready,
    output logic      [NN-1:0][63:0]           out_tdata,
    output logic      [NN-1:0]                 out_tlast,
    // demand counters of every node: latch (phase) and the destination read (rd_idx)
    input  wire logic                          dm_phase,
    input  wire logic [7:0]                    dm_rd_idx,
    // fabric status
    output logic      [31:0]                   slots,
    output logic      [31:0]                   spill,
    output logic      [31:0]                   ocs_collide,
    output logic      [NN-1:0]                 queues_ok
);
    localparam int N = 16;  // id space of the cores
    initial begin
        if (NN < 2 || NN > N) $fatal(1, "lp_svlb_fabric: NN=%0d must be 2..%0d", NN, N);
        if (SLOT < 100) $fatal(1, "lp_svlb_fabric: SLOT=%0d too short for a cell", SLOT);
    end

    logic [$clog2(SLOT)-1:0] w;
    logic [7:0]              k;
    logic                    slot_v, tick;
    always_ff @(posedge clk) begin
        if (rst) begin
            w <= '0; k <= '0; slots <= '0;
        end else if (w == $bits(w)'(SLOT - 1)) begin
            w <= '0;
            k <= (k == 8'(NN - 2)) ? 8'd0 : k + 8'd1;
            slots <= slots + 32'd1;
        end else begin
            w <= w + 1'b1;
        end
    end
    assign slot_v = !rst && (w == '0);
    assign tick = slot_v && (k == '0);

    logic [NN-1:0]        tx_valid, tx_last, rx_valid, rx_last;
    logic [NN-1:0][63:0]  tx_data, rx_data;

    // link: receiver j gets sender (j - 1 - k) mod NN, one clock later
    always_ff @(posedge clk) begin
        if (rst) begin
            rx_valid <= '0; rx_last <= '0; rx_data <= '0; spill <= '0;
        end else begin
            for (int j = 0; j < NN; j++) begin
                automatic int s = (j - 1 - int'(k) + 2 * NN) % NN;
                rx_valid[j] <= tx_valid[s];
                rx_last[j] <= tx_last[s];
                rx_data[j] <= tx_data[s];
            end
            if (w == '0 && |tx_valid) spill <= spill + 32'd1;
        end
    end

    // OCS circuits (WSS model): node i's OCS port reaches node ocs_dst[i] after OCS_LAT clocks
    logic [NN-1:0]       ot_valid, ot_last;
    logic [NN-1:0][63:0] ot_data;
    logic [NN-1:0]       or_valid, or_last, ocs_lit;
    logic [NN-1:0][63:0] or_data;
    lp_wss_model #(.N(NN), .W(64), .SB(1), .LAT(OCS_LAT)) u_wss (
        .clk, .rst, .dst(ocs_dst), .tx_valid(ot_valid), .tx_data(ot_data), .tx_sb(ot_last),
        .rx_valid(or_valid), .rx_data(or_data), .rx_sb(or_last), .lit(ocs_lit), .collide(ocs_collide));
    wire logic unused_lit = &{1'b0, ocs_lit};   // circuits here are driven by the testbench directly

    for (genvar i = 0; i < NN; i++) begin : g_node
        logic [3:0]  awid, bid, arid, rid;
        logic [31:0] awaddr, araddr;
        logic [7:0]  awlen, arlen, wstrb;
        logic [2:0]  awsize, arsize, awprot, arprot;
        logic [1:0]  awburst, arburst, bresp, rresp;
        logic [3:0]  awcache, arcache, awqos, arqos;
        logic        awlock, arlock, awvalid, awready, wlast, wvalid, wready, bvalid, bready;
        logic        arvalid, arready, rlast, rvalid, rready, ram_err;
        logic [63:0] wdata, rdata;
        logic [31:0] wr_beats, rd_beats;
        logic [N-1:0][15:0] held, iss;
        logic [2*N-1:0][23:0] voq_occ;
        logic [N:0][3:0] fifo_cells;
        logic [31:0] dm_val, dm_phases;
        logic ev_dm_sat;
        logic [5:0] reseq_held;
        logic [7:0] ocs_pend;
        logic ev_rs_held, ev_rs_lost, ev_rs_late, ev_rs_resync, ev_rs_forced;
        logic ev_ocs_tx, ev_ocs_fallback, ev_ocs_rx, ev_ocs_rx_ovf, ev_ocs_rx_bad;
        logic ev_dram_rd_err;
        logic ev_host_bad_dst, ev_voq_drop, ev_rx_ovf, ev_rx_misrouted, ev_rx_bad, ev_delivered, ev_tx_cell,
              ev_tx_fake, ev_tx_late;

        lp_svlb_core #(.N(N), .CELLS(CELLS)) u_core (
            .clk, .rst,
            .cfg_en, .cfg_apply, .st_queues_ok(queues_ok[i]), .cfg_dram_base(32'd0), .cfg_region_log2(5'd16),
            .cfg_local_cells, .cfg_relay_cells, .cfg_sirius, .cfg_node(8'(i)), .cfg_nodes(8'(NN)), .cfg_q,
            .cfg_sel_thr, .cfg_req_max, .cfg_fill, .cfg_fifo_cells, .cfg_ttl, .cfg_ocs_v(ocs_v[i]), .cfg_ocs_dst(ocs_dst[i]),
            .cfg_ann_v(ocs_ann[i]), .cfg_ann_dst(ocs_dst[i]),
            .ocs_up(ocs_up[i]), .cfg_reseq_ttl,
            .m_ocs_tvalid(ot_valid[i]), .m_ocs_tready(1'b1), .m_ocs_tdata(ot_data[i]), .m_ocs_tlast(ot_last[i]),
            .s_ocs_tvalid(or_valid[i]), .s_ocs_tdata(or_data[i]), .s_ocs_tlast(or_last[i]), .s_ocs_terr(1'b0),
            .s_axis_tvalid(host_tvalid[i]), .s_axis_tready(host_tready[i]), .s_axis_tdata(host_tdata[i]),
            .s_axis_tlast(host_tlast[i]), .s_axis_tdest(host_tdest[i]),
            .m_axis_tvalid(out_tvalid[i]), .m_axis_tready(out_tready[i]), .m_axis_tdata(out_tdata[i]),
            .m_axis_tlast(out_tlast[i]),
            .dm_phase, .dm_rd_idx, .dm_rd_val(dm_val), .st_dm_phases(dm_phases),
            .tick, .slot_v, .slot_hop(8'((i + 1 + int'(k)) % NN)),
            .tx_valid(tx_valid[i]), .tx_data(tx_data[i]), .tx_last(tx_last[i]),
            .rx_valid(rx_valid[i]), .rx_data(rx_data[i]), .rx_last(rx_last[i]), .rx_err(1'b0),
            .st_held(held), .st_iss(iss), .st_voq_occ(voq_occ), .st_fifo_cells(fifo_cells),
            .st_reseq_held(reseq_held), .st_ocs_pend(ocs_pend),
            .ev_host_bad_dst, .ev_voq_drop, .ev_dram_rd_err, .ev_rx_ovf, .ev_rx_misrouted, .ev_rx_bad, .ev_delivered,
            .ev_rs_held, .ev_rs_lost, .ev_rs_late, .ev_rs_resync, .ev_rs_forced, .ev_tx_cell,
            .ev_tx_fake, .ev_tx_late, .ev_dm_sat,
            .ev_ocs_tx, .ev_ocs_fallback, .ev_ocs_rx, .ev_ocs_rx_ovf, .ev_ocs_rx_bad,
            .m_axi_awid(awid), .m_axi_awaddr(awaddr), .m_axi_awlen(awlen), .m_axi_awsize(awsize),
            .m_axi_awburst(awburst), .m_axi_awlock(awlock), .m_axi_awcache(awcache), .m_axi_awprot(awprot),
            .m_axi_awqos(awqos), .m_axi_awvalid(awvalid), .m_axi_awready(awready), .m_axi_wdata(wdata),
            .m_axi_wstrb(wstrb), .m_axi_wlast(wlast), .m_axi_wvalid(wvalid), .m_axi_wready(wready),
            .m_axi_bid(bid), .m_axi_bresp(bresp), .m_axi_bvalid(bvalid), .m_axi_bready(bready),
            .m_axi_arid(arid), .m_axi_araddr(araddr), .m_axi_arlen(arlen), .m_axi_arsize(arsize),
            .m_axi_arburst(arburst), .m_axi_arlock(arlock), .m_axi_arcache(arcache), .m_axi_arprot(arprot),
            .m_axi_arqos(arqos), .m_axi_arvalid(arvalid), .m_axi_arready(arready), .m_axi_rid(rid),
            .m_axi_rdata(rdata), .m_axi_rresp(rresp), .m_axi_rlast(rlast), .m_axi_rvalid(rvalid),
            .m_axi_rready(rready));

        // 2N queues of 64 KiB regions = 2 MiB per node
        lp_axi_ram_model #(.WORDS(1 << 18), .LATENCY(LATENCY), .ID_W(4), .ADDR_W(32)) u_ram (
            .clk, .rst,
            .s_axi_awid(awid), .s_axi_awaddr(awaddr), .s_axi_awlen(awlen), .s_axi_awsize(awsize),
            .s_axi_awburst(awburst), .s_axi_awvalid(awvalid), .s_axi_awready(awready),
            .s_axi_wdata(wdata), .s_axi_wstrb(wstrb), .s_axi_wlast(wlast), .s_axi_wvalid(wvalid),
            .s_axi_wready(wready), .s_axi_bid(bid), .s_axi_bresp(bresp), .s_axi_bvalid(bvalid),
            .s_axi_bready(bready), .s_axi_arid(arid), .s_axi_araddr(araddr), .s_axi_arlen(arlen),
            .s_axi_arsize(arsize), .s_axi_arburst(arburst), .s_axi_arvalid(arvalid), .s_axi_arready(arready),
            .s_axi_rid(rid), .s_axi_rdata(rdata), .s_axi_rresp(rresp), .s_axi_rlast(rlast), .s_axi_rvalid(rvalid),
            .s_axi_rready(rready), .err(ram_err), .wr_beats, .rd_beats);

        // read by the testbench through the hierarchy
        wire logic unused_ok = &{1'b0, awlock, awcache, awprot, awqos, arlock, arcache, arprot, arqos, ram_err,
                                 wr_beats, rd_beats, held, iss, voq_occ, fifo_cells, ev_host_bad_dst, ev_voq_drop,
                                 ev_rx_ovf, ev_rx_misrouted, ev_rx_bad, ev_delivered, ev_tx_cell, ev_tx_fake,
                                 ev_tx_late, dm_val, dm_phases, ev_dm_sat, reseq_held, ev_rs_held, ev_rs_lost,
                                 ev_rs_late, ev_rs_resync, ev_rs_forced, ev_ocs_tx, ev_ocs_fallback, ev_ocs_rx,
                                 ev_ocs_rx_ovf, ev_ocs_rx_bad, ocs_pend, ev_dram_rd_err};
    end
endmodule

`default_nettype wire
