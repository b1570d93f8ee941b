// lp_oddl_ctl_tx: ODDL control messages out of the control unit, as Ethernet II frames on the
// electrical control port (AXI-Stream towards the 10GbE MAC; the MAC adds preamble and FCS).
//
// Frame (docs/cell-format.md, "ODDL control frames"; constants from lp_cell_pkg): destination MAC =
// LP_ODDL_MAC_PREFIX | addressee, source MAC = LP_ODDL_MAC_PREFIX | cfg_addr, EtherType
// LP_ODDL_ETHERTYPE, the 16-bit message {3'b0, type, cfg_addr} big-endian, zero padding up to
// LP_ODDL_FRAME_BYTES. Byte k of the frame is m_axis_tdata[8*(k%8) +: 8] of beat k/8.
// Messages (msg_v, msg_type, msg_dst) enter a DEPTH-entry queue; the frame of the queue head is
// presented from the clock after its entry (tdata is a function of the head and the beat counter).
// A message that finds the queue full is lost and counted (ev_ovf); the control unit never has more
// than two outstanding. ev_sent pulses when a frame's last beat is taken; first_ready pulses when the
// first beat of a transceiver_ready frame is taken (the control unit's handshake latency measurement).
`default_nettype none
`include "lp_assert.svh"

module lp_oddl_ctl_tx
    import lp_cell_pkg::*;
#(
    parameter int DEPTH = 4
) (
    input  wire logic                         clk,
    input  wire logic                         rst,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0] cfg_addr,

    input  wire logic                         msg_v,
    input  wire lp_oddl_msg_e                 msg_type,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0] msg_dst,

    output logic [63:0]                       m_axis_tdata,
    output logic [7:0]                        m_axis_tkeep,
    output logic                              m_axis_tvalid,
    input  wire logic                         m_axis_tready,
    output logic                              m_axis_tlast,

    output logic                              ev_sent,
    output logic                              ev_ovf,
    output logic                              first_ready
);
    localparam int NBEATS = (LP_ODDL_FRAME_BYTES + 7) / 8;
    localparam int LASTB  = LP_ODDL_FRAME_BYTES - 8 * (NBEATS - 1);   // bytes in the last beat
    localparam int AB     = LP_ODDL_ADDR_BITS;
    localparam int PW     = $clog2(DEPTH);

    if (DEPTH < 2 || (DEPTH & (DEPTH - 1)) != 0) begin : g_bad_depth
        $fatal(1, "lp_oddl_ctl_tx: DEPTH=%0d must be a power of 2 >= 2", DEPTH);
    end
    if (LP_ODDL_FRAME_BYTES < 16) begin : g_bad_lp_oddl_frame_bytes
        $fatal(1, "lp_oddl_ctl_tx: the frame must hold the 16-byte header");
    end

    // ---- queue
    logic [AB:0]   q_mem [DEPTH];   // {type, addressee}
    logic [PW:0]   wp, rp;
    wire logic     empty = (wp == rp);
    wire logic     full  = (wp[PW] != rp[PW]) && (wp[PW-1:0] == rp[PW-1:0]);
    logic [$clog2(NBEATS+1)-1:0] beat;
    wire logic     take_last = m_axis_tvalid && m_axis_tready && m_axis_tlast;

    always_ff @(posedge clk) begin
        if (rst) begin
            wp <= '0; rp <= '0; beat <= '0;
            ev_sent <= 1'b0; ev_ovf <= 1'b0; first_ready <= 1'b0;
        end else begin
            ev_ovf  <= msg_v && full;
            ev_sent <= take_last;
            first_ready <= m_axis_tvalid && m_axis_tready && (beat == '0) && (q_mem[rp[PW-1:0]][AB] == LP_ODDL_MSG_READY);
            if (msg_v && !full) begin
                q_mem[wp[PW-1:0]] <= {msg_type, msg_dst};
                wp <= wp + 1'b1;
            end
            if (m_axis_tvalid && m_axis_tready) begin
                if (m_axis_tlast) begin
                    beat <= '0;
                    rp   <= rp + 1'b1;
                end else begin
                    beat <= beat + 1'b1;
                end
            end
        end
    end

    // ---- frame of the queue head
    wire logic [AB:0]  head     = q_mem[rp[PW-1:0]];
    wire logic [47:0]  dst_mac  = LP_ODDL_MAC_PREFIX | 48'(head[AB-1:0]);
    wire logic [47:0]  src_mac  = LP_ODDL_MAC_PREFIX | 48'(cfg_addr);
    wire logic [15:0]  msg      = 16'({head[AB], cfg_addr});
    wire logic [127:0] hdr      = {dst_mac, src_mac, LP_ODDL_ETHERTYPE, msg};   // byte 0 = bits [127:120]

    always_comb begin
        m_axis_tdata = '0;
        for (int b = 0; b < 8; b++) begin
            // frame byte 8*beat+b; only the first two beats carry the header
            if (beat == '0)      m_axis_tdata[8*b +: 8] = hdr[127 - 8*b -: 8];
            else if (beat == 1)  m_axis_tdata[8*b +: 8] = hdr[63 - 8*b -: 8];
        end
        m_axis_tvalid = !empty;
        m_axis_tlast  = (beat == ($clog2(NBEATS+1))'(NBEATS - 1));
        m_axis_tkeep  = m_axis_tlast ? 8'((1 << LASTB) - 1) : 8'hFF;
    end

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tkeep, m_axis_tlast})
`endif
endmodule

`default_nettype wire
