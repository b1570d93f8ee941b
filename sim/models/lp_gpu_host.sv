// lp_gpu_host: the emulated host of one node (docs/gpu-emu.md): GPUS lp_gpu_emu GPUs, HOST_PORTS
// AXI-Stream host ports towards the NIC (GPU i uses port i % HOST_PORTS; GPUs sharing a port take
// turns frame by frame, round robin, a frame is never interleaved), the NIC egress stream
// demultiplexed to the GPUs by destination MAC (never back-pressured), NVLink routing between the
// node's GPUs, and the statistics read port of every GPU (stat_gpu) plus the host's own registers
// (stat_addr >= LP_GPU_ST_HOST). Address map: lp_gpu_emu_pkg.
//
// The host port multiplexer is combinational (no register between a GPU and its port), so the
// timestamp a GPU writes (the cycle its first beat is transferred) is the cycle the NIC took it.
// Simulation model (not synthesizable by intent). One clock; synchronous active-high reset.
`default_nettype none

module lp_gpu_host
    import lp_cell_pkg::*;
    import lp_gpu_sched_pkg::*;
    import lp_gpu_emu_pkg::*;
#(
    parameter int NODE       = 1,      // this node's id (tdest of frames for it)
    parameter int NODE_BASE  = 1,      // node of global GPU 0; global GPU = (NODE - NODE_BASE) * GPUS + i
    parameter int GPUS       = 2,      // GPUs on this node (and on every other)
    parameter int HOST_PORTS = 2,
    parameter int PROG_WORDS = LP_GPU_PROG_WORDS,
    parameter int SENDQ      = LP_GPU_TXQ_DEPTH,
    parameter int HIST_BINS  = LP_GPU_HIST_MAX,
    parameter int MARKS      = LP_GPU_MARKS,
    parameter int NVL_BPC    = LP_GPU_NVLINK_BPC,
    // line mode (line_mode = 1): the board's Ethernet RX FIFO per host port (lp_board_core: ETH_FIFO words,
    // frames up to 1200 words = 9600-byte jumbo frames; a smaller FIFO keeps no longer frame than itself)
    parameter int LINE_FIFO      = 4096,
    parameter int LINE_MAX_WORDS = (LINE_FIFO < 1200) ? LINE_FIFO : 1200
) (
    input  wire logic                                       clk,
    input  wire logic                                       rst,
    input  wire logic [63:0]                                cycle,
    input  wire logic                                       start,
    input  wire logic [15:0]                                frame_data,
    input  wire logic [5:0]                                 hist_shift,
    input  wire logic                                       line_mode, // 1: a 10GbE MAC's RX path per host port (no back-pressure to the GPUs; change only while the ports are idle)

    // host ports, towards the NIC (the NIC's s_axis_*)
    output logic      [HOST_PORTS-1:0][LP_WORD_BITS-1:0]    m_axis_tdata,
    output logic      [HOST_PORTS-1:0][LP_WORD_BITS/8-1:0]  m_axis_tkeep,
    output logic      [HOST_PORTS-1:0]                      m_axis_tvalid,
    input  wire logic [HOST_PORTS-1:0]                      m_axis_tready,
    output logic      [HOST_PORTS-1:0]                      m_axis_tlast,
    output logic      [HOST_PORTS-1:0]                      m_axis_tuser,
    output logic      [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] m_axis_tdest,

    // NIC egress (the NIC's m_axis_*)
    input  wire logic [LP_WORD_BITS-1:0]                    s_axis_tdata,
    input  wire logic [LP_WORD_BITS/8-1:0]                  s_axis_tkeep,
    input  wire logic                                       s_axis_tvalid,
    output logic                                            s_axis_tready,
    input  wire logic                                       s_axis_tlast,

    output logic                                            done,      // every GPU executed HALT
    output logic                                            err,       // a GPU stopped with an error
    output logic                                            missing,   // a GPU has no program

    input  wire logic [7:0]                                 stat_gpu,  // local GPU index
    input  wire logic [LP_GPU_STAT_ADDR_W-1:0]              stat_addr,
    output logic [31:0]                                     stat_rdata,

    output logic                                            oddl_start,     // any GPU's DOORBELL start (pulse)
    output logic                                            oddl_doorbell   // any GPU's DOORBELL done (pulse)
);
    localparam int FIRST = (NODE - NODE_BASE) * GPUS;
    localparam int GW    = (GPUS > 1) ? $clog2(GPUS) : 1;
    localparam int NB    = LP_WORD_BITS / 8;

    if (HOST_PORTS < 1 || HOST_PORTS > LP_GPU_HOST_PORTS_MAX) begin : g_bad_host_ports
        $fatal(1, "lp_gpu_host: HOST_PORTS=%0d outside 1..%0d", HOST_PORTS, LP_GPU_HOST_PORTS_MAX);
    end
    if (GPUS < 1 || GPUS > 255) begin : g_bad_gpus
        $fatal(1, "lp_gpu_host: GPUS=%0d outside 1..255", GPUS);
    end

    // ------------------------------------------------------------------ the GPUs
    logic [GPUS-1:0][LP_WORD_BITS-1:0]    g_tdata;
    logic [GPUS-1:0][NB-1:0]              g_tkeep;
    logic [GPUS-1:0]                      g_tvalid, g_tready, g_tlast, g_tuser;
    logic [GPUS-1:0][LP_NODE_ID_BITS-1:0] g_tdest;
    logic [GPUS-1:0]                      g_rvalid;
    logic [GPUS-1:0]                      lo_valid, lo_ready, li_valid;
    logic [GPUS-1:0][7:0]                 lo_dst, lo_tag, li_tag;
    logic [GPUS-1:0][31:0]                lo_bytes, li_bytes;
    logic [GPUS-1:0]                      g_done, g_err, g_missing, g_db_start, g_db_done;
    logic [GPUS-1:0][31:0]                g_rdata;

    for (genvar i = 0; i < GPUS; i++) begin : g_gpu
        lp_gpu_emu #(
            .NODE(NODE), .NODE_BASE(NODE_BASE), .GPUS(GPUS), .LOCAL(i), .PROG_WORDS(PROG_WORDS),
            .SENDQ(SENDQ), .HIST_BINS(HIST_BINS), .MARKS(MARKS), .NVL_BPC(NVL_BPC)
        ) u_gpu (
            .clk, .rst, .cycle, .start, .frame_data, .hist_shift,
            .m_axis_tdata(g_tdata[i]), .m_axis_tkeep(g_tkeep[i]), .m_axis_tvalid(g_tvalid[i]),
            .m_axis_tready(g_tready[i]), .m_axis_tlast(g_tlast[i]), .m_axis_tuser(g_tuser[i]),
            .m_axis_tdest(g_tdest[i]),
            .s_axis_tdata, .s_axis_tkeep, .s_axis_tvalid(g_rvalid[i]), .s_axis_tlast,
            .loc_out_valid(lo_valid[i]), .loc_out_ready(lo_ready[i]), .loc_out_dst(lo_dst[i]),
            .loc_out_tag(lo_tag[i]), .loc_out_bytes(lo_bytes[i]),
            .loc_in_valid(li_valid[i]), .loc_in_tag(li_tag[i]), .loc_in_bytes(li_bytes[i]),
            .done(g_done[i]), .err(g_err[i]), .prog_missing(g_missing[i]),
            .db_start(g_db_start[i]), .db_done(g_db_done[i]),
            .stat_addr, .stat_rdata(g_rdata[i])
        );
    end

    assign done    = &g_done;
    assign err     = |g_err;
    assign missing = |g_missing;
    assign oddl_start    = |g_db_start;
    assign oddl_doorbell = |g_db_done;

    // ------------------------------------------------------------------ host ports: frame round robin
    // p_cur holds the GPU whose frame owns port p from its first offered beat to its tlast transfer;
    // otherwise the first GPU of the port with tvalid after p_lst (the last one served) is shown.
    logic [HOST_PORTS-1:0]         p_busy;
    logic [HOST_PORTS-1:0][GW-1:0] p_cur, p_lst, p_sel;
    logic [HOST_PORTS-1:0]         p_any;
    // the multiplexer's output per port (x_*): to the NIC directly, or through the line FIFO (line_mode)
    logic [HOST_PORTS-1:0][LP_WORD_BITS-1:0]    x_tdata;
    logic [HOST_PORTS-1:0][NB-1:0]              x_tkeep;
    logic [HOST_PORTS-1:0]                      x_tvalid, x_tready, x_tlast, x_tuser;
    logic [HOST_PORTS-1:0][LP_NODE_ID_BITS-1:0] x_tdest;

    always_comb begin
        int i;
        i = 0;
        g_tready = '0;
        p_sel = p_cur;
        p_any = p_busy;
        x_tdata = '0; x_tkeep = '0; x_tvalid = '0; x_tlast = '0; x_tuser = '0;
        x_tdest = '0;
        for (int p = 0; p < HOST_PORTS; p++) begin
            if (!p_busy[p]) begin
                for (int n = GPUS; n >= 1; n--) begin      // the last match is the nearest after p_lst
                    i = (int'(p_lst[p]) + n) % GPUS;
                    if (i % HOST_PORTS == p && g_tvalid[i]) begin
                        p_sel[p] = GW'(i);
                        p_any[p] = 1'b1;
                    end
                end
            end
            x_tdata[p]  = g_tdata[p_sel[p]];
            x_tkeep[p]  = g_tkeep[p_sel[p]];
            x_tvalid[p] = p_any[p] && g_tvalid[p_sel[p]];
            x_tlast[p]  = g_tlast[p_sel[p]];
            x_tuser[p]  = g_tuser[p_sel[p]];
            x_tdest[p]  = g_tdest[p_sel[p]];
            if (p_any[p]) g_tready[p_sel[p]] = x_tready[p];
        end
    end

    always_ff @(posedge clk) begin
        for (int p = 0; p < HOST_PORTS; p++) begin
            if (rst) begin
                p_busy[p] <= 1'b0;
                p_cur[p] <= GW'(p % GPUS);
                p_lst[p] <= GW'((p + GPUS - 1) % GPUS);
            end else if (x_tvalid[p]) begin
                if (x_tready[p] && x_tlast[p]) begin
                    p_busy[p] <= 1'b0;
                    p_lst[p] <= p_sel[p];
                end else begin
                    p_busy[p] <= 1'b1;
                    p_cur[p] <= p_sel[p];
                end
            end
        end
    end

    // ------------------------------------------------------------------ line mode: the board's MAC RX FIFO
    // A 10GbE MAC cannot be back-pressured: with line_mode each port's multiplexer feeds an
    // lp_axis_async_frame_fifo in drop mode (both sides in clk), as lp_board_core puts one between each
    // MAC and the NIC core. The GPUs always see tready = 1; a frame that finds the FIFO full is dropped
    // whole and counted (HOST_LINE_DROP_FULL). Without line_mode the FIFO is bypassed (and idle): the NIC's
    // tready reaches the GPUs.
    logic [HOST_PORTS-1:0] lf_good, lf_full, lf_bad, lf_over;   // one-cycle outcome events per frame
    for (genvar p = 0; p < HOST_PORTS; p++) begin : g_line
        logic [LP_WORD_BITS-1:0]    f_tdata;
        logic [NB-1:0]              f_tkeep;
        logic                       f_tvalid, f_tlast, f_rdy;
        logic [0:0]                 f_tuser;
        logic [LP_NODE_ID_BITS-1:0] f_tdest;
        logic [31:0]                c_good, c_full, c_bad, c_over;   // since rst (the host counts since start)
        lp_axis_async_frame_fifo #(
            .DATA_W (LP_WORD_BITS), .USER_W (1), .DEST_W (LP_NODE_ID_BITS), .DEPTH (LINE_FIFO),
            .MAX_WORDS (LINE_MAX_WORDS), .DROP_WHEN_FULL (1'b1), .DROP_BAD (1'b1)
        ) u_fifo (
            .wr_clk (clk), .wr_rst (rst),
            .s_axis_tdata (x_tdata[p]), .s_axis_tkeep (x_tkeep[p]), .s_axis_tvalid (line_mode && x_tvalid[p]),
            .s_axis_tready (f_rdy), .s_axis_tlast (x_tlast[p]), .s_axis_tuser (x_tuser[p]),
            .s_axis_tdest (x_tdest[p]),
            .cnt_good (c_good), .cnt_drop_full (c_full), .cnt_drop_bad (c_bad), .cnt_drop_over (c_over),
            .ev_good (lf_good[p]), .ev_drop_full (lf_full[p]), .ev_drop_bad (lf_bad[p]), .ev_drop_over (lf_over[p]),
            .rd_clk (clk), .rd_rst (rst),
            .m_axis_tdata (f_tdata), .m_axis_tkeep (f_tkeep), .m_axis_tvalid (f_tvalid),
            .m_axis_tready (line_mode && m_axis_tready[p]), .m_axis_tlast (f_tlast), .m_axis_tuser (f_tuser),
            .m_axis_tdest (f_tdest)
        );
        assign m_axis_tdata[p]  = line_mode ? f_tdata : x_tdata[p];
        assign m_axis_tkeep[p]  = line_mode ? f_tkeep : x_tkeep[p];
        assign m_axis_tvalid[p] = line_mode ? f_tvalid : x_tvalid[p];
        assign m_axis_tlast[p]  = line_mode ? f_tlast : x_tlast[p];
        assign m_axis_tuser[p]  = line_mode ? f_tuser[0] : x_tuser[p];
        assign m_axis_tdest[p]  = line_mode ? f_tdest : x_tdest[p];
        assign x_tready[p]      = line_mode ? f_rdy : m_axis_tready[p];
        wire logic unused_line = &{1'b0, c_good, c_full, c_bad, c_over};
    end

    // ------------------------------------------------------------------ egress demultiplexer
    // Decided on a frame's first beat: dst MAC = prefix | a GPU of this node (bytes 0..5 all present).
    assign s_axis_tready = 1'b1;
    logic          r_first;               // the next beat starts a frame
    logic          r_ok;                  // the frame in progress goes to GPU r_dst
    logic [GW-1:0] r_dst;
    logic [47:0]   f_dmac;
    logic          f_ok;
    logic [GW-1:0] f_dst;
    always_comb begin
        int d;
        for (int k = 0; k < 6; k++) f_dmac[8*(5-k) +: 8] = s_axis_tdata[8*k +: 8];
        d = int'(f_dmac[7:0]) - FIRST;
        f_ok  = (s_axis_tkeep[5:0] == 6'h3F) && (f_dmac[47:8] == LP_GPU_MAC_PREFIX[47:8]) && d >= 0 && d < GPUS;
        f_dst = f_ok ? GW'(d) : '0;
    end
    wire logic          rt_ok  = r_first ? f_ok : r_ok;
    wire logic [GW-1:0] rt_dst = r_first ? f_dst : r_dst;
    always_comb begin
        g_rvalid = '0;
        g_rvalid[rt_dst] = s_axis_tvalid && rt_ok;
    end
    always_ff @(posedge clk) begin
        if (rst) begin
            r_first <= 1'b1; r_ok <= 1'b0; r_dst <= '0;
        end else if (s_axis_tvalid) begin
            r_first <= s_axis_tlast;
            r_ok <= rt_ok;
            r_dst <= rt_dst;
        end
    end

    // ------------------------------------------------------------------ NVLink routing
    // per destination GPU: one arriving transfer per cycle, round robin over the offering GPUs
    logic [GPUS-1:0][GW-1:0] l_lst;
    logic [GPUS-1:0][GW-1:0] l_src;
    always_comb begin
        int s;
        s = 0;
        lo_ready = '0;
        li_valid = '0;
        l_src = '0;
        li_tag = '0;
        li_bytes = '0;
        for (int d = 0; d < GPUS; d++) begin
            for (int n = GPUS; n >= 1; n--) begin
                s = (int'(l_lst[d]) + n) % GPUS;
                if (lo_valid[s] && int'(lo_dst[s]) == d) begin
                    l_src[d] = GW'(s);
                    li_valid[d] = 1'b1;
                end
            end
            li_tag[d]   = lo_tag[l_src[d]];
            li_bytes[d] = lo_bytes[l_src[d]];
            if (li_valid[d]) lo_ready[l_src[d]] = 1'b1;
        end
    end
    always_ff @(posedge clk) begin
        for (int d = 0; d < GPUS; d++) begin
            if (rst) l_lst[d] <= GW'(GPUS - 1);
            else if (li_valid[d]) l_lst[d] <= l_src[d];
        end
    end

    // ------------------------------------------------------------------ host statistics
    logic [31:0] h_rx_frames, h_unrouted;
    logic [HOST_PORTS-1:0][31:0] h_tx_frames;
    logic [HOST_PORTS-1:0][31:0] h_ln_good, h_ln_full, h_ln_bad, h_ln_over;   // line FIFO outcomes
    always_ff @(posedge clk) begin
        if (rst || start) begin
            h_rx_frames <= '0; h_unrouted <= '0; h_tx_frames <= '0;
            h_ln_good <= '0; h_ln_full <= '0; h_ln_bad <= '0; h_ln_over <= '0;
        end else begin
            for (int p = 0; p < HOST_PORTS; p++) begin
                if (lf_good[p]) h_ln_good[p] <= h_ln_good[p] + 1'b1;
                if (lf_full[p]) h_ln_full[p] <= h_ln_full[p] + 1'b1;
                if (lf_bad[p])  h_ln_bad[p]  <= h_ln_bad[p] + 1'b1;
                if (lf_over[p]) h_ln_over[p] <= h_ln_over[p] + 1'b1;
            end
            if (s_axis_tvalid && s_axis_tlast) begin
                h_rx_frames <= h_rx_frames + 1'b1;
                if (!rt_ok) h_unrouted <= h_unrouted + 1'b1;
            end
            for (int p = 0; p < HOST_PORTS; p++)
                if (m_axis_tvalid[p] && m_axis_tready[p] && m_axis_tlast[p]) h_tx_frames[p] <= h_tx_frames[p] + 1'b1;
        end
    end

    logic [31:0] h_rd;
    always_comb begin
        int a;
        a = int'(stat_addr);
        h_rd = '0;
        if (a == LP_GPU_ST_HOST_STATUS)          h_rd = {28'b0, line_mode, missing, err, done};
        else if (a == LP_GPU_ST_HOST_ID)         h_rd = {8'(FIRST), 8'(HOST_PORTS), 8'(GPUS), 8'(NODE)};
        else if (a == LP_GPU_ST_HOST_RX_FRAMES)  h_rd = h_rx_frames;
        else if (a == LP_GPU_ST_HOST_RX_UNROUTED) h_rd = h_unrouted;
        else if (a >= LP_GPU_ST_HOST_TX_FRAMES && a < LP_GPU_ST_HOST_TX_FRAMES + HOST_PORTS)
            h_rd = h_tx_frames[a - LP_GPU_ST_HOST_TX_FRAMES];
        else if (a >= LP_GPU_ST_HOST_LINE_FRAMES && a < LP_GPU_ST_HOST_LINE_FRAMES + HOST_PORTS)
            h_rd = h_ln_good[a - LP_GPU_ST_HOST_LINE_FRAMES];
        else if (a >= LP_GPU_ST_HOST_LINE_DROP_FULL && a < LP_GPU_ST_HOST_LINE_DROP_FULL + HOST_PORTS)
            h_rd = h_ln_full[a - LP_GPU_ST_HOST_LINE_DROP_FULL];
        else if (a >= LP_GPU_ST_HOST_LINE_DROP_OVER && a < LP_GPU_ST_HOST_LINE_DROP_OVER + HOST_PORTS)
            h_rd = h_ln_over[a - LP_GPU_ST_HOST_LINE_DROP_OVER];
        else if (a >= LP_GPU_ST_HOST_LINE_DROP_BAD && a < LP_GPU_ST_HOST_LINE_DROP_BAD + HOST_PORTS)
            h_rd = h_ln_bad[a - LP_GPU_ST_HOST_LINE_DROP_BAD];
    end

    // GPUs register their read data; the selection is registered alongside: one cycle in all
    logic          q_host, q_gpu_ok;
    logic [GW-1:0] q_gpu;
    logic [31:0]   q_hrd;
    always_ff @(posedge clk) begin
        q_host   <= int'(stat_addr) >= LP_GPU_ST_HOST;
        q_gpu_ok <= int'(stat_gpu) < GPUS;
        q_gpu    <= GW'(stat_gpu);
        q_hrd    <= h_rd;
    end
    assign stat_rdata = q_host ? q_hrd : q_gpu_ok ? g_rdata[q_gpu] : '0;
endmodule

`default_nettype wire
