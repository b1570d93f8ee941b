// lp_board_host: the board side of the NIC node map's block host (rtl/regs/lp_nic_host.rdl, docs/boards.md
// "Host-port registers"): the lanes' counters and status and the module sideband, in the core clock.
//
//   counters: per lane one lp_cdc_snapshot for cnt_tx (TX user clock) and one for cnt_rx (the lane's RX
//             clock), so the counters of one lane and direction are one coherent set; HOST_LANE[l] takes
//             them in lp_eth_pkg's struct order (tb/lint/test_host_counters.py keeps the RDL in that order)
//   status:   block lock and hi_ber per lane through lp_sync_bit (levels)
//   module:   MOD_CTRL out to the sideband controller (lp_qsfp_ctl on the control clock, which synchronises
//             them), MOD_STATUS in from it (already in the core clock)
//   host_ev:  core-clock pulses for the interrupt block: [0] a lane's block lock changed, [1] a module
//             event (IntL asserted, or presence changed)
`default_nettype none
`include "lp_assert.svh"

module lp_board_host
    import lp_eth_pkg::*;
    import lp_nic_host_pkg::*;
#(
    parameter int         LANES  = 2,
    parameter logic [1:0] MODULE = 2'd0    // HOST_CAP.kind: 0 none, 1 QSFP, 2 SFP
) (
    input  wire logic                               clk,
    input  wire logic                               rst,

    // lanes (each signal in the clock named)
    input  wire logic [LANES-1:0]                   tx_clk,
    input  wire logic [LANES-1:0][TX_EV_N-1:0][31:0] cnt_tx,   // tx_clk[l]
    input  wire logic [LANES-1:0]                   rx_clk,
    input  wire logic [LANES-1:0][RX_EV_N-1:0][31:0] cnt_rx,   // rx_clk[l]
    input  wire logic [LANES-1:0]                   lock,       // rx_clk[l]
    input  wire logic [LANES-1:0]                   hi_ber,     // rx_clk[l]

    // module sideband (core clock): MOD_CTRL out, MOD_STATUS in
    output logic                                    mod_reset,  // pulse: MOD_CTRL.reset written with 1
    output logic                                    mod_lpmode,
    output logic                                    mod_sel,
    output logic      [LANES-1:0]                   mod_tx_disable,
    input  wire logic                               mod_present,
    input  wire logic                               mod_intr,
    input  wire logic                               mod_resetting,
    input  wire logic                               mod_ready,

    // the host block's hardware interface (lp_nic_core host_in / host_out)
    output lp_nic_host__in_t                        host_in,
    input  wire lp_nic_host__out_t                  host_out,
    output logic [1:0]                              host_ev
);
    localparam int LANES_MAX = lp_nic_node_pkg::LP_NIC_HOST_HOST_LANE_N;
    localparam int EV_N      = TX_EV_N + RX_EV_N;

    if (LANES < 1 || LANES > LANES_MAX) begin : g_bad_lanes
        $fatal(1, "lp_board_host: LANES=%0d: HOST_LANE has 1..%0d entries", LANES, LANES_MAX);
    end
    if (MODULE > 2'd2) begin : g_bad_module
        $fatal(1, "lp_board_host: MODULE=%0d: 0 none, 1 QSFP, 2 SFP", MODULE);
    end
    // HOST_LANE[l] is taken as one vector: a 32-bit counter per register, TX then RX events
    if ($bits(lp_nic_host__HOST_LANE__in_t) != 32 * EV_N) begin : g_bad_lane_regs
        $fatal(1, "lp_board_host: HOST_LANE has %0d bits, the lane's events %0d counters",
               $bits(lp_nic_host__HOST_LANE__in_t), EV_N);
    end

    // ---------------------------------------------------------------- counters and status
    logic [LANES-1:0] lock_q, hi_ber_q, lock_d, link_up;

    lp_sync_bit #(.WIDTH (2 * LANES)) u_st_sync (.clk (clk), .d ({hi_ber, lock}), .q ({hi_ber_q, lock_q}));
    assign link_up = lock_q & ~hi_ber_q;

    for (genvar l = 0; l < LANES_MAX; l++) begin : g_lane
        if (l < LANES) begin : g_on
            logic [TX_EV_N-1:0][31:0] tx_q;
            logic [RX_EV_N-1:0][31:0] rx_q;
            logic [EV_N-1:0][31:0]    v;
            logic                     tx_new, rx_new;

            lp_cdc_snapshot #(.W (32 * TX_EV_N)) u_tx (
                .src_clk (tx_clk[l]), .src_data (cnt_tx[l]), .dst_clk (clk), .dst_rst (rst),
                .dst_data (tx_q), .dst_valid (tx_new)
            );
            lp_cdc_snapshot #(.W (32 * RX_EV_N)) u_rx (
                .src_clk (rx_clk[l]), .src_data (cnt_rx[l]), .dst_clk (clk), .dst_rst (rst),
                .dst_data (rx_q), .dst_valid (rx_new)
            );
            // the regfile's first register (TX_FRAME, event bit 0) is the struct's most significant member
            for (genvar i = 0; i < EV_N; i++) begin : g_ev
                assign v[EV_N - 1 - i] = (i < TX_EV_N) ? tx_q[i % TX_EV_N] : rx_q[(i - TX_EV_N) % RX_EV_N];
            end
            assign host_in.HOST_LANE[l] = v;
            wire logic unused_new = &{1'b0, tx_new, rx_new};
        end else begin : g_off
            assign host_in.HOST_LANE[l] = '0;
        end
    end

    assign host_in.HOST_CAP.lanes.next             = 4'(LANES);
    assign host_in.HOST_CAP.kind.next              = MODULE;
    assign host_in.HOST_STATUS.block_lock.next     = 4'(lock_q);
    assign host_in.HOST_STATUS.hi_ber.next         = 4'(hi_ber_q);
    assign host_in.HOST_STATUS.link_up.next        = 4'(link_up);
    assign host_in.MOD_STATUS.present.next         = mod_present;
    assign host_in.MOD_STATUS.intr.next            = mod_intr;
    assign host_in.MOD_STATUS.resetting.next       = mod_resetting;
    assign host_in.MOD_STATUS.ready.next           = mod_ready;

    assign mod_reset      = host_out.MOD_CTRL.reset.value;
    assign mod_lpmode     = host_out.MOD_CTRL.lpmode.value;
    assign mod_sel        = host_out.MOD_CTRL.sel.value;
    assign mod_tx_disable = host_out.MOD_CTRL.tx_disable.value[LANES-1:0];

    // ---------------------------------------------------------------- events for the interrupt block
    logic present_d, intr_d, ev_primed;
    always_ff @(posedge clk) begin
        if (rst) begin
            lock_d    <= '0;
            present_d <= 1'b0;
            intr_d    <= 1'b0;
            ev_primed <= 1'b0;
            host_ev   <= '0;
        end else begin
            lock_d    <= lock_q;
            present_d <= mod_present;
            intr_d    <= mod_intr;
            ev_primed <= 1'b1;   // the first clock after reset compares with the reset values: no event
            host_ev[0] <= ev_primed && (lock_q != lock_d);
            host_ev[1] <= ev_primed && ((mod_intr && !intr_d) || (mod_present != present_d));
        end
    end

    `LP_ASSERT(a_ev_link, clk, rst, !host_ev[0] || $past(lock_q != lock_d))

    wire logic unused_ok = &{1'b0, host_out.MOD_CTRL.tx_disable.value};
endmodule

`default_nettype wire
