// lp_gpu_emu_tb: testbench top of the GPU emulator (tb/gpu/test_lp_gpu_emu.py, docs/gpu-emu.md):
// NODES lp_gpu_host nodes (ids NODE_BASE..) joined by an ideal network in place of NICs and optics.
//
// Network model: every host port of every node has a FIFO of FIFO_BEATS beats. A beat is accepted
// (tready) when the FIFO has room, at most one beat every net_gap+1 cycles per port (rate limit),
// and not in a cycle of random back-pressure (probability net_bp/256, per port LFSR). A frame whose
// tdest is not a node of the testbench is accepted and dropped (net_drops). Each node's egress stream
// (the NIC's m_axis) serves one source at a time, frame by frame, round robin over the host-port
// FIFOs whose head frame is for it and the injection port, one beat per cycle at most; a beat leaves
// no earlier than NET_LAT cycles after it was accepted (mid-frame bubbles when the sender was slow).
// The injection port (inj_*) puts frames from the test into node inj_node's egress stream.
// tx_* / rx_* copy every host port and every egress stream for the test's monitors
// (flat vectors: node n, port p at index n*HOST_PORTS+p). Statistics: node stat_node (index from 0),
// GPU stat_gpu, address stat_addr, data one cycle later.
// LINE = 1 (tb/gpu/test_lp_gpu_line.py) makes the inputs line_mode (every host's line mode: a MAC RX FIFO
// per host port) and net_hold (tready held low on every host port: the NIC not taking) live; with 0
// (tb/gpu/test_lp_gpu_emu.py) both are ignored and the hosts run in back-pressure mode.
// Simulation only.
`default_nettype none

module lp_gpu_emu_tb
    import lp_cell_pkg::*;
    import lp_gpu_emu_pkg::*;
#(
    parameter int NODES      = 3,
    parameter int GPUS       = 3,
    parameter int HOST_PORTS = 2,
    parameter int NODE_BASE  = 1,
    parameter int NET_LAT    = 20,
    parameter int FIFO_BEATS = 1024,
    parameter int PROG_WORDS = 1024,
    parameter int SENDQ      = 4,
    parameter int HIST_BINS  = 16,
    parameter int MARKS      = 8,
    parameter int NVL_BPC    = 64,
    parameter bit LINE       = 1'b0,
    parameter int LINE_FIFO  = 4096    // the hosts' line FIFO words
) (
    input  wire logic                                 clk,
    input  wire logic                                 rst,
    input  wire logic                                 start,
    input  wire logic [15:0]                          frame_data,
    input  wire logic [5:0]                           hist_shift,
    input  wire logic [7:0]                           net_gap,
    input  wire logic [7:0]                           net_bp,
    input  wire logic                                 line_mode,     // LINE = 1 only
    input  wire logic                                 net_hold,      // LINE = 1 only

    input  wire logic [63:0]                          inj_tdata,
    input  wire logic [7:0]                           inj_tkeep,
    input  wire logic                                 inj_tvalid,
    output logic                                      inj_tready,
    input  wire logic                                 inj_tlast,
    input  wire logic [7:0]                           inj_node,      // node id

    input  wire logic [7:0]                           stat_node,     // node index 0..NODES-1
    input  wire logic [7:0]                           stat_gpu,
    input  wire logic [LP_GPU_STAT_ADDR_W-1:0]        stat_addr,
    output logic [31:0]                               stat_rdata,

    output logic [63:0]                               cycle,
    output logic [NODES-1:0]                          done,
    output logic [NODES-1:0]                          err,
    output logic [NODES-1:0]                          missing,
    output logic [NODES-1:0]                          db_start,      // the hosts' ODDL doorbells (pulses)
    output logic [NODES-1:0]                          db_done,
    output logic [31:0]                               net_drops,

    output logic [NODES*HOST_PORTS*64-1:0]            tx_tdata,
    output logic [NODES*HOST_PORTS*8-1:0]             tx_tkeep,
    output logic [NODES*HOST_PORTS-1:0]               tx_tvalid,
    output logic [NODES*HOST_PORTS-1:0]               tx_tready,
    output logic [NODES*HOST_PORTS-1:0]               tx_tlast,
    output logic [NODES*HOST_PORTS-1:0]               tx_tuser,
    output logic [NODES*HOST_PORTS*8-1:0]             tx_tdest,
    output logic [NODES*64-1:0]                       rx_tdata,
    output logic [NODES*8-1:0]                        rx_tkeep,
    output logic [NODES-1:0]                          rx_tvalid,
    output logic [NODES-1:0]                          rx_tlast,
    output logic [NODES-1:0]                          rx_tready
);
    localparam int S  = NODES * HOST_PORTS;     // network sources; index S = the injection port
    localparam int FW = $clog2(FIFO_BEATS);
    localparam int SW = $clog2(S + 1);

    if (FIFO_BEATS < 2 || (1 << FW) != FIFO_BEATS) begin : g_bad_fifo_beats
        $fatal(1, "lp_gpu_emu_tb: FIFO_BEATS=%0d must be a power of two", FIFO_BEATS);
    end
    if (NET_LAT < 1) begin : g_bad_net_lat
        $fatal(1, "lp_gpu_emu_tb: NET_LAT=%0d must be >= 1", NET_LAT);
    end

    always_ff @(posedge clk) cycle <= rst ? '0 : cycle + 64'd1;

    // ------------------------------------------------------------------ nodes
    logic [S-1:0][63:0] h_tdata;
    logic [S-1:0][7:0]  h_tkeep, h_tdest;
    logic [S-1:0]       h_tvalid, h_tready, h_tlast, h_tuser;
    logic [NODES-1:0][63:0] e_tdata;
    logic [NODES-1:0][7:0]  e_tkeep;
    logic [NODES-1:0]       e_tvalid, e_tlast, e_tready;
    logic [NODES-1:0][31:0] n_rdata;

    for (genvar n = 0; n < NODES; n++) begin : g_node
        lp_gpu_host #(
            .NODE(NODE_BASE + n), .NODE_BASE(NODE_BASE), .GPUS(GPUS), .HOST_PORTS(HOST_PORTS),
            .PROG_WORDS(PROG_WORDS), .SENDQ(SENDQ), .HIST_BINS(HIST_BINS), .MARKS(MARKS), .NVL_BPC(NVL_BPC),
            .LINE_FIFO(LINE_FIFO)
        ) u_host (
            .clk, .rst, .cycle, .start, .frame_data, .hist_shift, .line_mode(LINE && line_mode),
            .m_axis_tdata(h_tdata[n*HOST_PORTS +: HOST_PORTS]), .m_axis_tkeep(h_tkeep[n*HOST_PORTS +: HOST_PORTS]),
            .m_axis_tvalid(h_tvalid[n*HOST_PORTS +: HOST_PORTS]), .m_axis_tready(h_tready[n*HOST_PORTS +: HOST_PORTS]),
            .m_axis_tlast(h_tlast[n*HOST_PORTS +: HOST_PORTS]), .m_axis_tuser(h_tuser[n*HOST_PORTS +: HOST_PORTS]),
            .m_axis_tdest(h_tdest[n*HOST_PORTS +: HOST_PORTS]),
            .s_axis_tdata(e_tdata[n]), .s_axis_tkeep(e_tkeep[n]), .s_axis_tvalid(e_tvalid[n]),
            .s_axis_tready(e_tready[n]), .s_axis_tlast(e_tlast[n]),
            .done(done[n]), .err(err[n]), .missing(missing[n]),
            .stat_gpu, .stat_addr, .stat_rdata(n_rdata[n]),
            .oddl_start(db_start[n]), .oddl_doorbell(db_done[n])
        );
    end

    logic [7:0] q_node;
    always_ff @(posedge clk) q_node <= stat_node;
    assign stat_rdata = (int'(q_node) < NODES) ? n_rdata[q_node] : '0;

    // ------------------------------------------------------------------ ingress: FIFOs per host port
    logic [63:0] f_data [S][FIFO_BEATS];
    logic [7:0]  f_keep [S][FIFO_BEATS];
    logic        f_last [S][FIFO_BEATS];
    logic [7:0]  f_dest [S][FIFO_BEATS];   // node index
    logic [63:0] f_due  [S][FIFO_BEATS];
    logic [FW-1:0] f_rd [S];
    logic [FW-1:0] f_wr [S];
    logic [FW:0]   f_n  [S];
    logic [7:0]    f_gap [S];
    logic [31:0]   f_rng [S];
    logic [S-1:0]  f_pop;

    logic [S-1:0]       f_push;
    logic [S-1:0][7:0]  f_dn;             // destination node index of the beat offered
    always_comb begin
        for (int s = 0; s < S; s++)
            h_tready[s] = (f_n[s] != (FW+1)'(FIFO_BEATS)) && (f_gap[s] == '0) && !(f_rng[s][7:0] < net_bp)
                          && !(LINE && net_hold);
    end
    always_comb begin
        for (int s = 0; s < S; s++) begin
            f_dn[s] = h_tdest[s] - 8'(NODE_BASE);
            f_push[s] = h_tvalid[s] && h_tready[s] && int'(h_tdest[s]) >= NODE_BASE && int'(h_tdest[s]) < NODE_BASE + NODES;
        end
    end

    function automatic logic [31:0] xorshift32(input logic [31:0] x);
        logic [31:0] y;
        y = x ^ (x << 13);
        y = y ^ (y >> 17);
        return y ^ (y << 5);
    endfunction

    always_ff @(posedge clk) begin
        for (int s = 0; s < S; s++) begin
            if (rst) begin
                f_rd[s] <= '0; f_wr[s] <= '0; f_n[s] <= '0; f_gap[s] <= '0;
                f_rng[s] <= 32'h9E37_79B9 ^ (32'(s + 1) * 32'h0101_0101);
            end else begin
                f_rng[s] <= xorshift32(f_rng[s]);
                if (h_tvalid[s] && h_tready[s]) f_gap[s] <= net_gap;
                else if (f_gap[s] != '0) f_gap[s] <= f_gap[s] - 1'b1;
                if (f_push[s]) begin
                    f_data[s][f_wr[s]] <= h_tdata[s];
                    f_keep[s][f_wr[s]] <= h_tkeep[s];
                    f_last[s][f_wr[s]] <= h_tlast[s];
                    f_dest[s][f_wr[s]] <= f_dn[s];
                    f_due[s][f_wr[s]]  <= cycle + 64'(NET_LAT);
                    f_wr[s] <= f_wr[s] + 1'b1;
                end
                if (f_pop[s]) f_rd[s] <= f_rd[s] + 1'b1;
                f_n[s] <= f_n[s] + (FW+1)'(f_push[s]) - (FW+1)'(f_pop[s]);
            end
        end
    end

    always_ff @(posedge clk) begin
        if (rst) net_drops <= '0;
        else for (int s = 0; s < S; s++)
            if (h_tvalid[s] && h_tready[s] && h_tlast[s] &&
                !(int'(h_tdest[s]) >= NODE_BASE && int'(h_tdest[s]) < NODE_BASE + NODES)) net_drops <= net_drops + 1'b1;
    end

    // ------------------------------------------------------------------ egress per node
    logic [NODES-1:0]         o_busy;
    logic [NODES-1:0][SW-1:0] o_src, o_lst, o_sel;
    logic [NODES-1:0]         o_take;        // a beat of o_sel goes out this cycle
    logic [NODES-1:0][63:0]   o_data;
    logic [NODES-1:0][7:0]    o_keep;
    logic [NODES-1:0]         o_last;

    function automatic logic head_ok(input int n, input logic [63:0] now,
                                     input logic [FW:0] cnt, input logic [7:0] dst, input logic [63:0] due);
        return cnt != '0 && int'(dst) == n && due <= now;
    endfunction

    always_comb begin
        int s;
        s = 0;
        f_pop = '0;
        inj_tready = 1'b0;
        o_sel = o_src;
        o_take = '0;
        o_data = '0;
        o_keep = '0;
        o_last = '0;
        for (int n = 0; n < NODES; n++) begin
            if (o_busy[n]) begin
                if (int'(o_src[n]) == S) o_take[n] = inj_tvalid;
                else o_take[n] = head_ok(n, cycle, f_n[o_src[n]], f_dest[o_src[n]][f_rd[o_src[n]]],
                                         f_due[o_src[n]][f_rd[o_src[n]]]);
            end else begin
                for (int k = S + 1; k >= 1; k--) begin     // nearest ready source after o_lst wins
                    s = (int'(o_lst[n]) + k) % (S + 1);
                    if (s == S ? (inj_tvalid && int'(inj_node) == NODE_BASE + n)
                               : head_ok(n, cycle, f_n[s], f_dest[s][f_rd[s]], f_due[s][f_rd[s]])) begin
                        o_sel[n] = SW'(s);
                        o_take[n] = 1'b1;
                    end
                end
            end
            if (int'(o_sel[n]) == S) begin
                o_data[n] = inj_tdata; o_keep[n] = inj_tkeep; o_last[n] = inj_tlast;
            end else begin
                o_data[n] = f_data[o_sel[n]][f_rd[o_sel[n]]];
                o_keep[n] = f_keep[o_sel[n]][f_rd[o_sel[n]]];
                o_last[n] = f_last[o_sel[n]][f_rd[o_sel[n]]];
            end
            if (o_take[n]) begin
                if (int'(o_sel[n]) == S) inj_tready = 1'b1;
                else f_pop[o_sel[n]] = 1'b1;
            end
        end
    end

    always_ff @(posedge clk) begin
        for (int n = 0; n < NODES; n++) begin
            if (rst) begin
                o_busy[n] <= 1'b0; o_src[n] <= '0; o_lst[n] <= SW'(S);
                e_tvalid[n] <= 1'b0; e_tdata[n] <= '0; e_tkeep[n] <= '0; e_tlast[n] <= 1'b0;
            end else begin
                e_tvalid[n] <= o_take[n];
                if (o_take[n]) begin
                    e_tdata[n] <= o_data[n]; e_tkeep[n] <= o_keep[n]; e_tlast[n] <= o_last[n];
                    o_busy[n] <= !o_last[n];
                    o_src[n] <= o_sel[n];
                    if (o_last[n]) o_lst[n] <= o_sel[n];
                end
            end
        end
    end

    // ------------------------------------------------------------------ taps
    always_comb begin
        for (int s = 0; s < S; s++) begin
            tx_tdata[64*s +: 64] = h_tdata[s];
            tx_tkeep[8*s +: 8]   = h_tkeep[s];
            tx_tdest[8*s +: 8]   = h_tdest[s];
        end
        tx_tvalid = h_tvalid;
        tx_tready = h_tready;
        tx_tlast  = h_tlast;
        tx_tuser  = h_tuser;
        for (int n = 0; n < NODES; n++) begin
            rx_tdata[64*n +: 64] = e_tdata[n];
            rx_tkeep[8*n +: 8]   = e_tkeep[n];
        end
        rx_tvalid = e_tvalid;
        rx_tlast  = e_tlast;
        rx_tready = e_tready;
    end
endmodule

`default_nettype wire
