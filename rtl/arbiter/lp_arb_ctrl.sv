// lp_arb_ctrl: the arbiter's OCS control plane (docs/arbiter.md): request collector
// (lp_ocs_req) -> MEPC engine (SpinalHDL, rtl/arbiter/generated/lp_mepc_n<N>_k<2N>.v) -> circuit keeper
// (lp_ocs_sched), which publishes per-node configuration operations for the control headers.
//
// Sizes: the engine's table holds K = 2N circuits and the collector R = 2N requests, so the engine's
// table can never overflow (R <= K; its ev_overflow is still counted, and must stay 0).
`default_nettype none

module lp_arb_ctrl
    import lp_cell_pkg::*;
#(
    parameter int N     = 8,
    parameter int AGE_W = 8,
    // header field widths (lp_cell.toml); the generated engines are built for 16-bit volumes
    parameter int W     = LP_F_OCS_REQ_VOL_BITS,
    parameter int TS    = LP_F_CFG_EFF_TS_BITS
) (
    input  wire logic                        clk,
    input  wire logic                        rst,

    input  wire logic                        cfg_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]  cfg_nodes,
    input  wire logic [AGE_W-1:0]            cfg_age_max,
    input  wire logic [N-1:0]                cfg_synced,
    input  wire logic [W-1:0]                cfg_cap,          // cells per cycle a circuit carries
    input  wire logic [TS-1:0]               cfg_reconf_slots,
    input  wire logic [TS-1:0]               cfg_cycle_slots,
    input  wire logic [TS-1:0]               now_slot,
    input  wire logic                        cycle,
    input  wire logic [7:0]                  cfg_refresh_cycles, // keeper refresh period (0: off)

    input  wire logic                        req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]  req_from,
    input  wire logic [LP_NODE_ID_BITS-1:0]  req_src,
    input  wire logic [LP_NODE_ID_BITS-1:0]  req_dst,
    input  wire logic [W-1:0]                req_vol,
    input  wire logic [LP_F_OCS_REQ_SVC_BITS-1:0] req_svc,
    input  wire logic [LP_F_OCS_REQ_JOB_BITS-1:0] req_job,

    input  wire logic                        cmd_v,
    output logic                             cmd_ready,
    input  wire logic [1:0]                  cmd_op,
    input  wire logic [$clog2(N)-1:0]        cmd_src,
    input  wire logic [$clog2(N)-1:0]        cmd_dst,

    input  wire logic [$clog2(N)-1:0]        cur_idx,          // current configuration, by source
    output logic                             cur_v,
    output logic [$clog2(N)-1:0]             cur_dst,
    output logic                             cur_live,
    output logic                             cur_pin,
    output logic [TS-1:0]                    cur_eff,
    input  wire logic [$clog2(2*N)-1:0]      req_idx,          // request table (collector)
    output logic                             req_rd_v,
    output logic [$clog2(N)-1:0]             req_rd_src,
    output logic [$clog2(N)-1:0]             req_rd_dst,
    output logic [LP_F_OCS_REQ_JOB_BITS-1:0] req_rd_job,
    output logic [LP_F_OCS_REQ_SVC_BITS-1:0] req_rd_svc,
    output logic [W-1:0]                     req_rd_vol,
    output logic [AGE_W-1:0]                 req_rd_age,
    input  wire logic [$clog2(2*N)-1:0]      tab_idx,          // demand table (engine, sorted)
    output logic                             tab_v,
    output logic [$clog2(N)-1:0]             tab_src,
    output logic [$clog2(N)-1:0]             tab_dst,
    output logic [W-1:0]                     tab_sum,

    input  wire logic [$clog2(N)-1:0]        q_node,
    output logic                             q_v,
    output lp_cfg_op_e                       q_op,
    output logic [$clog2(N)-1:0]             q_dst,
    output logic [TS-1:0]                    q_eff,
    input  wire logic                        q_take,

    output logic [31:0]                      st_gen,
    output logic [31:0]                      st_runs,
    output logic [15:0]                      st_last_cycles,   // decision latency of the last run
    output logic [$clog2(N):0]               st_circuits,
    output logic [$clog2(2*N):0]             st_requests,
    output logic [3:0]                       st_req_wait,      // good requests waiting for the engine
    output logic [$clog2(2*N):0]             st_candidates,
    output logic [W-1+$clog2(N):0]           st_total,         // total weight of the engine's last result

    output logic                             ev_cfg,
    output logic                             ev_add,
    output logic                             ev_remove,
    output logic                             ev_overwrite,
    output logic                             ev_sent,
    output logic                             ev_refresh,
    output logic                             ev_new,
    output logic                             ev_change,
    output logic                             ev_dup,
    output logic                             ev_expire,
    output logic                             ev_full,
    output logic                             ev_ovf,
    output logic                             ev_unsynced,
    output logic                             ev_bad_node,
    output logic                             ev_own,
    output logic                             ev_bad_vol,
    output logic                             ev_foreign,
    output logic                             ev_tab_overflow,
    output logic                             ev_tab_miss,
    output logic                             ev_tab_sat
);
    localparam int NB = $clog2(N);
    localparam int K  = 2 * N;

    if (!(N == 4 || N == 8 || N == 16 || N == 32 || N == 64)) begin : g_bad_n
        $fatal(1, "lp_arb_ctrl: N=%0d must be 4, 8, 16, 32 or 64 (the generated engine variants)", N);
    end
    if (W != 16) begin : g_bad_w
        $fatal(1, "lp_arb_ctrl: W=%0d: the generated engines take 16-bit volumes (Gen.scala)", W);
    end

    logic              c_upd_v, c_upd_rdy, e_upd_v, e_upd_rdy;
    logic [NB-1:0]     c_upd_src, c_upd_dst;
    logic signed [W:0] c_upd_delta;

    lp_ocs_req #(.N(N), .R(K), .W(W), .AGE_W(AGE_W)) u_req (
        .clk, .rst, .cfg_nodes, .cfg_age_max, .cfg_synced,
        .req_v, .req_from, .req_src, .req_dst, .req_vol, .req_svc, .req_job, .cycle,
        .upd_valid(c_upd_v), .upd_ready(c_upd_rdy), .upd_src(c_upd_src), .upd_dst(c_upd_dst),
        .upd_delta(c_upd_delta),
        .rd_idx(req_idx), .rd_v(req_rd_v), .rd_src(req_rd_src), .rd_dst(req_rd_dst), .rd_job(req_rd_job),
        .rd_svc(req_rd_svc), .rd_vol(req_rd_vol), .rd_age(req_rd_age), .st_count(st_requests), .st_wait(st_req_wait),
        .ev_new, .ev_change, .ev_dup, .ev_expire, .ev_full, .ev_ovf, .ev_unsynced, .ev_bad_node, .ev_own,
        .ev_bad_vol, .ev_foreign
    );

    logic          e_wr_v, e_start, e_busy, e_done, e_res_v;
    logic [NB-1:0] e_wr_src, e_wr_dst, e_res_idx, e_res_dst;
    logic [W-1:0]  e_wr_sum, e_res_w;
    logic [N-1:0]  e_lock_s, e_lock_d;
    logic [NB:0]   e_res_count;

    lp_ocs_sched #(.N(N), .W(W), .TS(TS)) u_sched (
        .clk, .rst, .cfg_en, .cfg_reconf_slots, .cfg_cycle_slots, .now_slot, .cycle, .cfg_refresh_cycles,
        .s_upd_valid(c_upd_v), .s_upd_ready(c_upd_rdy), .m_upd_valid(e_upd_v), .m_upd_ready(e_upd_rdy),
        .e_wr_v, .e_wr_src, .e_wr_dst, .e_wr_sum, .e_start, .e_lock_s, .e_lock_d, .e_busy, .e_done,
        .e_res_idx, .e_res_v, .e_res_dst,
        .cmd_v, .cmd_ready, .cmd_op, .cmd_src, .cmd_dst,
        .rd_idx(cur_idx), .rd_v(cur_v), .rd_dst(cur_dst), .rd_live(cur_live), .rd_pin(cur_pin), .rd_eff(cur_eff),
        .st_gen, .st_runs, .st_circuits,
        .q_node, .q_v, .q_op, .q_dst, .q_eff, .q_take,
        .ev_cfg, .ev_add, .ev_remove, .ev_overwrite, .ev_sent, .ev_refresh
    );

    // The generated engine of this size (one Verilog module per variant, no parameters).
`define LP_MEPC_PORTS \
        .clk, .rst, .upd_valid(e_upd_v), .upd_ready(e_upd_rdy), .upd_src(c_upd_src), .upd_dst(c_upd_dst), \
        .upd_delta(c_upd_delta), .cap(cfg_cap), .lock_s(e_lock_s), .lock_d(e_lock_d), .start(e_start), \
        .busy(e_busy), .done(e_done), .res_total(st_total), .res_count(e_res_count), \
        .last_cycles(st_last_cycles), .res_idx(e_res_idx), .res_v(e_res_v), .res_dst(e_res_dst), \
        .res_w(e_res_w), .tab_idx, .tab_v, .tab_src, .tab_dst, .tab_sum, .tab_count(st_candidates), \
        .wr_v(e_wr_v), .wr_src(e_wr_src), .wr_dst(e_wr_dst), .wr_sum(e_wr_sum), \
        .ev_overflow(ev_tab_overflow), .ev_miss(ev_tab_miss), .ev_sat(ev_tab_sat)
    generate
        if (N == 4) begin : g_e
            lp_mepc_n4_k8 u_mepc (`LP_MEPC_PORTS);
        end else if (N == 8) begin : g_e
            lp_mepc_n8_k16 u_mepc (`LP_MEPC_PORTS);
        end else if (N == 16) begin : g_e
            lp_mepc_n16_k32 u_mepc (`LP_MEPC_PORTS);
        end else if (N == 32) begin : g_e
            lp_mepc_n32_k64 u_mepc (`LP_MEPC_PORTS);
        end else begin : g_e
            lp_mepc_n64_k128 u_mepc (`LP_MEPC_PORTS);
        end
    endgenerate
`undef LP_MEPC_PORTS

    wire logic unused = ^{e_res_w, e_res_count};
endmodule

`default_nettype wire
