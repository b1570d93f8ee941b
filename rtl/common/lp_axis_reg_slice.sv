// lp_axis_reg_slice: full-throughput AXI-Stream register slice (skid buffer).
// Every output (m_axis_* payload and tvalid, s_axis_tready) comes straight from a flop, so the register slice
// breaks all forward and backward combinational paths; there is no path from m_axis_tready to
// s_axis_tready. A main register drives the master side; when the master side stalls while a beat is
// arriving, that beat is parked in a skid register and s_axis_tready drops the next cycle. With
// continuous valid/ready the register slice passes one beat per cycle after one cycle of latency.
// Only the valid/ready flags are reset; the payload registers are not (less reset fan-out).
`default_nettype none
`include "lp_assert.svh"

module lp_axis_reg_slice #(
    parameter int DATA_W = 64,  // multiple of 8
    parameter int USER_W = 1,
    parameter int DEST_W = 8,
    parameter int ID_W   = 1
) (
    input  wire logic                clk,
    input  wire logic                rst,
    // slave (input) side
    input  wire logic [DATA_W-1:0]   s_axis_tdata,
    input  wire logic [DATA_W/8-1:0] s_axis_tkeep,
    input  wire logic                s_axis_tvalid,
    output logic                     s_axis_tready,
    input  wire logic                s_axis_tlast,
    input  wire logic [USER_W-1:0]   s_axis_tuser,
    input  wire logic [DEST_W-1:0]   s_axis_tdest,
    input  wire logic [ID_W-1:0]     s_axis_tid,
    // master (output) side
    output logic      [DATA_W-1:0]   m_axis_tdata,
    output logic      [DATA_W/8-1:0] m_axis_tkeep,
    output logic                     m_axis_tvalid,
    input  wire logic                m_axis_tready,
    output logic                     m_axis_tlast,
    output logic      [USER_W-1:0]   m_axis_tuser,
    output logic      [DEST_W-1:0]   m_axis_tdest,
    output logic      [ID_W-1:0]     m_axis_tid
);
    localparam int PW = DATA_W + DATA_W / 8 + 1 + USER_W + DEST_W + ID_W;

    if (DATA_W < 8 || DATA_W % 8 != 0) begin : g_bad_data_w
        $fatal(1, "lp_axis_reg_slice: DATA_W=%0d must be a positive multiple of 8", DATA_W);
    end
    if (USER_W < 1 || DEST_W < 1 || ID_W < 1) begin : g_bad_user_w
        $fatal(1, "lp_axis_reg_slice: USER_W, DEST_W, ID_W must be >= 1");
    end

    wire logic [PW-1:0] s_payload = {s_axis_tdata, s_axis_tkeep, s_axis_tlast, s_axis_tuser, s_axis_tdest, s_axis_tid};
    logic [PW-1:0] main_q, skid_q;
    logic          main_valid, skid_valid, s_ready_q;

    assign s_axis_tready = s_ready_q;
    assign m_axis_tvalid = main_valid;
    assign {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser, m_axis_tdest, m_axis_tid} = main_q;

    wire logic main_free = !main_valid || m_axis_tready;  // main register may load this cycle

    // flags
    always_ff @(posedge clk) begin
        if (rst) begin
            main_valid <= 1'b0;
            skid_valid <= 1'b0;
            s_ready_q  <= 1'b0;
        end else if (skid_valid) begin
            // input stalled: refill main from skid once the master side takes the current beat
            if (m_axis_tready) begin
                skid_valid <= 1'b0;
                s_ready_q  <= 1'b1;
            end
        end else begin
            s_ready_q <= 1'b1;
            if (main_free) begin
                main_valid <= s_ready_q && s_axis_tvalid;
            end else if (s_ready_q && s_axis_tvalid) begin
                skid_valid <= 1'b1;  // main is full and stalled: park the arriving beat
                s_ready_q  <= 1'b0;
            end
        end
    end

    // payload
    always_ff @(posedge clk) begin
        if (skid_valid) begin
            if (m_axis_tready) main_q <= skid_q;
        end else if (main_free) begin
            main_q <= s_payload;
        end else begin
            skid_q <= s_payload;
        end
    end

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready,
                   {m_axis_tdata, m_axis_tkeep, m_axis_tlast, m_axis_tuser, m_axis_tdest, m_axis_tid})
`endif
endmodule

`default_nettype wire
