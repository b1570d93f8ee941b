// lp_host_mux: PORTS host frame streams into one NIC transmit stream, frame-atomic, round robin.
//
// Each input is the output of a store-and-forward ingress buffer (lp_nic_ingress): a frame is complete
// when its first beat appears, and tuser (the destination node) is constant over the frame. The mux
// forwards whole frames, never interleaving beats of two frames, and serves ports in round-robin order
// per frame. m_axis_tid names the source port of the frame.
//
// Selection: the output always follows the port in the register `sel` (the data path is a multiplexer
// with a registered select; no arbitration logic in front of m_axis_*). `busy` is set when the current
// frame has offered its first beat and cleared by its tlast transfer; while busy, `sel` never moves
// (gaps in tvalid inside a frame keep the port, and a stalled beat stays on the output).
//   - On the cycle a tlast beat transfers, the next frame is chosen: the first OTHER port with tvalid
//     high after `sel`, cyclically. Its first beat is on the output in the next cycle, so frames that
//     are waiting follow each other without a bubble (one beat per cycle sustained).
//     If no other port is valid, `sel` stays: the same port's next frame also follows without a bubble.
//   - Idle (not busy) with tvalid low on `sel`: `sel` moves to the first other valid port after it,
//     taking effect in the next cycle (one cycle of latency for a frame arriving at an idle mux).
// With every port backlogged the ports alternate frame by frame (0, 1, ..., PORTS-1, 0, ...). A frame
// waiting on another port at a tlast always goes before the same port's next frame, so a waiting frame
// waits for at most PORTS-1 other frames.
//
// tuser: the first beat's tuser is held for the whole frame (m_axis_tuser is constant over a frame,
// whatever the input does); a later beat whose tuser differs is a broken input: it pulses ev_user_err
// and the frame is forwarded with the first beat's tuser.
// Combinational paths: s_axis_* -> m_axis_* (through the multiplexer) and m_axis_tready ->
// s_axis_tready; tvalid reaches the arbitration only through `sel`'s next-state logic.
`default_nettype none
`include "lp_assert.svh"

module lp_host_mux #(
    parameter int PORTS  = 2,   // host ports, 1..256
    parameter int DATA_W = 64,  // multiple of 8
    parameter int USER_W = 8    // tuser width (the destination node, LP_NODE_ID_BITS at the NIC)
) (
    input  wire logic                                       clk,
    input  wire logic                                       rst,

    // host frame streams (from the ingress buffers), one per port
    input  wire logic [PORTS-1:0][DATA_W-1:0]               s_axis_tdata,
    input  wire logic [PORTS-1:0][DATA_W/8-1:0]             s_axis_tkeep,
    input  wire logic [PORTS-1:0]                           s_axis_tvalid,
    output logic      [PORTS-1:0]                           s_axis_tready,
    input  wire logic [PORTS-1:0]                           s_axis_tlast,
    input  wire logic [PORTS-1:0][USER_W-1:0]               s_axis_tuser,

    // merged stream (to the cell transmitter)
    output logic      [DATA_W-1:0]                          m_axis_tdata,
    output logic      [DATA_W/8-1:0]                        m_axis_tkeep,
    output logic                                            m_axis_tvalid,
    input  wire logic                                       m_axis_tready,
    output logic                                            m_axis_tlast,
    output logic      [USER_W-1:0]                          m_axis_tuser,
    output logic      [(PORTS > 1 ? $clog2(PORTS) : 1)-1:0] m_axis_tid,   // source port of the frame

    // events (one-cycle pulses)
    output logic      [PORTS-1:0]                           ev_frame,     // port p's frame left (tlast beat)
    output logic                                            ev_user_err   // tuser changed inside a frame
);
    localparam int IW = (PORTS > 1) ? $clog2(PORTS) : 1;

    if (PORTS < 1 || PORTS > 256) begin : g_bad_ports
        $fatal(1, "lp_host_mux: PORTS=%0d must be 1..256", PORTS);
    end
    if (DATA_W < 8 || DATA_W % 8 != 0) begin : g_bad_data_w
        $fatal(1, "lp_host_mux: DATA_W=%0d must be a positive multiple of 8", DATA_W);
    end
    if (USER_W < 1) begin : g_bad_user_w
        $fatal(1, "lp_host_mux: USER_W=%0d must be >= 1", USER_W);
    end

    logic [IW-1:0]     sel;     // port on the output
    logic              busy;    // the frame on `sel` has offered a beat and not yet transferred tlast
    logic [USER_W-1:0] user_q;  // tuser of the frame's first beat (valid while busy)

    logic [PORTS-1:0]  sel_1h;
    logic [PORTS-1:0]  others;  // valid ports other than sel
    logic [PORTS-1:0]  nx_1h;
    logic [IW-1:0]     nx_idx;  // next port: first of `others` after sel, cyclically
    logic              nx_found;
    logic              nx_take; // sel moves to nx_idx (when nx_found)

    always_comb begin
        for (int i = 0; i < PORTS; i++) sel_1h[i] = (IW'(i) == sel);
        others = s_axis_tvalid & ~sel_1h;
    end

    // The cyclic pick. The arbiter's pointer moves only when sel does, to the port after it, so it is
    // always sel or the port after sel; `others` never holds sel, so the first of `others` at or after
    // the pointer is the first after sel either way.
    lp_rr_arb #(.N(PORTS)) u_pick (
        .clk, .rst,
        .req         (others),
        .ack         (nx_take),
        .upd         (1'b0),
        .upd_idx     ('0),
        .grant       (nx_1h),
        .grant_idx   (nx_idx),
        .grant_valid (nx_found)
    );

    assign m_axis_tdata  = s_axis_tdata[sel];
    assign m_axis_tkeep  = s_axis_tkeep[sel];
    assign m_axis_tvalid = s_axis_tvalid[sel];
    assign m_axis_tlast  = s_axis_tlast[sel];
    assign m_axis_tuser  = busy ? user_q : s_axis_tuser[sel];
    assign m_axis_tid    = sel;
    assign s_axis_tready = m_axis_tready ? sel_1h : '0;

    wire logic xfer = m_axis_tvalid && m_axis_tready;
    wire logic done = xfer && m_axis_tlast;
    assign nx_take = done || (!m_axis_tvalid && !busy);

    always_ff @(posedge clk) begin
        if (rst) begin
            sel    <= '0;
            busy   <= 1'b0;
            user_q <= '0;
        end else if (done) begin
            busy <= 1'b0;
            if (nx_found) sel <= nx_idx;        // a frame waits on another port: it goes next
        end else if (m_axis_tvalid) begin
            busy <= 1'b1;
            if (!busy) user_q <= s_axis_tuser[sel];
        end else if (!busy && nx_found) begin
            sel <= nx_idx;                      // idle on a port without a frame: go where one is
        end
    end

    assign ev_frame    = done ? sel_1h : '0;
    assign ev_user_err = xfer && busy && (s_axis_tuser[sel] != user_q);

    wire logic unused_ok = &{1'b0, nx_1h};  // the pick's index is used, not its one-hot form

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready,
                   {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser, m_axis_tid})
`endif
endmodule

`default_nettype wire
