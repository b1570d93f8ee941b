// lp_host_demux: the NIC's one egress frame stream out to PORTS host ports, by learned destination MAC.
//
// On a board every host port is its own 10GbE lane to one GPU host. The demultiplexer learns, with no
// configuration, which station sits on which port (an L2 switch with one station per port) and sends
// each egress frame only where its destination is.
//
// Byte order (as lp_dest_lookup, the MACs and cocotbext-axi): byte k of a frame is
// tdata[8*(k % BYTES) +: 8] of beat k / BYTES, tkeep contiguous from lane 0. Destination MAC = bytes
// 0..5, source MAC = bytes 6..11. MAC aa:bb:cc:dd:ee:ff = 48'haabbccddeeff (byte 0 in [47:40]); the
// group (broadcast/multicast) bit is bit 0 of byte 0.
//
// Learning (tap_axis_*: each host port's ingress stream, observed only, no effect on it): on every
// transferred beat (tvalid && tready) the port's source MAC bytes are captured. At the tlast transfer
// of a GOOD frame (tuser = 0 on that beat) that carried all six bytes and whose source MAC is not a
// group address, the MAC is learned for the port: one learn request per port, registered (stage L),
// applied to the station table in the next cycle (stage T). A lookup sees a learn from the second
// cycle after the tlast transfer. Bad frames (tuser = 1), frames shorter than 12 bytes and group
// source MACs never learn. After reset a tap learns only from its second frame on (from the first tlast
// transfer on, `tap_sync`): the tap's source may not be reset with the demux, and the tail of a frame
// cut by the reset must not be taken for a frame (its payload bytes for a source MAC).
//   - a port's entry holds the last MAC learned on it (no ageing);
//   - a MAC learned on port i that another port j holds moves: j's entry is cleared (ev_move[j]);
//   - several ports learning the same MAC in one cycle: the lowest port keeps it, the others' entries
//     are cleared (ev_move) - as if the learns were applied from the highest port to the lowest.
//   - ev_learn[j]: port j's entry was written with a MAC it did not hold (new or changed station).
// Static override: cfg_static_valid[i] pins cfg_static_mac[i] to port i. Lookups use, for port i, the
// static MAC if pinned, else the learned one; a destination that matches a pinned MAC goes to the
// pinned port(s) only, whatever the learned table holds. Learning itself is not affected (st_* show it).
//
// Forwarding (s_axis_* -> m_axis_*[PORTS]): the port mask of a frame is decided combinationally in the
// cycle its first beat is first offered, and latched (`busy`) for all its beats:
//   tkeep[5:0] not all set (destination incomplete) -> every port, counted as flood;
//   destination is a group address                  -> every port (ev_bcast);
//   destination matches a pinned MAC, else a learned one -> that port (ev_unicast);
//   otherwise (unknown unicast)                      -> every port (ev_flood).
// The mask is ANDed with cfg_port_en at that moment. A frame whose mask is empty is consumed at one
// beat per cycle and dropped (ev_drop). Changes of the table or of cfg_port_en during a frame do not
// affect it: a port disabled mid-frame still gets the rest of the frame it started.
// Replication: every selected port sees the beat (m_axis_tvalid) until it has taken it (`done`); the
// input beat is taken (s_axis_tready) in the cycle in which every selected port has taken it or takes
// it. So every port gets each beat exactly once, AXI-Stream rules hold on every output (a beat once
// offered stays until taken, unchanged), and ports that are not selected never see tvalid.
// Exactly one of ev_unicast / ev_flood / ev_bcast / ev_drop pulses per frame, at the cycle its tlast
// beat is taken from s_axis; ev_frame[p] pulses when port p takes a tlast beat.
//
// Combinational paths: s_axis_tvalid/tdata/tkeep (destination compare, first beat only) -> m_axis_tvalid,
// s_axis_tready and the ev_unicast/flood/bcast/drop pulses; m_axis_tready -> s_axis_tready, ev_frame;
// m_axis_tdata/tkeep/tlast are s_axis_* wired to every port. tap_axis_* reach outputs only through
// registers (stages L and T); cfg_* enter the first beat's decision combinationally (quasi-static).
// Reset: synchronous; the stream on s_axis must be reset with the demux (its next beat is a frame's
// first), as must the host MACs (a frame cut by the reset is not completed).
`default_nettype none
`include "lp_assert.svh"

module lp_host_demux #(
    parameter int PORTS  = 2,   // host ports, 1..8
    parameter int DATA_W = 64   // 64..512, a power of two
) (
    input  wire logic                               clk,
    input  wire logic                               rst,

    // ingress taps: each host port's receive stream, observed
    input  wire logic [PORTS-1:0][DATA_W-1:0]       tap_axis_tdata,
    input  wire logic [PORTS-1:0][DATA_W/8-1:0]     tap_axis_tkeep,
    input  wire logic [PORTS-1:0]                   tap_axis_tvalid,
    input  wire logic [PORTS-1:0]                   tap_axis_tready,
    input  wire logic [PORTS-1:0]                   tap_axis_tlast,
    input  wire logic [PORTS-1:0]                   tap_axis_tuser,   // bad frame, on the tlast beat

    // configuration (quasi-static)
    input  wire logic [PORTS-1:0]                   cfg_port_en,      // link up: port may receive frames
    input  wire logic [PORTS-1:0][47:0]             cfg_static_mac,
    input  wire logic [PORTS-1:0]                   cfg_static_valid, // pin cfg_static_mac[p] to port p

    // egress stream of the NIC core
    input  wire logic [DATA_W-1:0]                  s_axis_tdata,
    input  wire logic [DATA_W/8-1:0]                s_axis_tkeep,
    input  wire logic                               s_axis_tvalid,
    output logic                                    s_axis_tready,
    input  wire logic                               s_axis_tlast,

    // one stream per host port
    output logic      [PORTS-1:0][DATA_W-1:0]       m_axis_tdata,
    output logic      [PORTS-1:0][DATA_W/8-1:0]     m_axis_tkeep,
    output logic      [PORTS-1:0]                   m_axis_tvalid,
    input  wire logic [PORTS-1:0]                   m_axis_tready,
    output logic      [PORTS-1:0]                   m_axis_tlast,

    // learned station table (st_mac[p] meaningful only while st_valid[p])
    output logic      [PORTS-1:0][47:0]             st_mac,
    output logic      [PORTS-1:0]                   st_valid,

    // events (one-cycle pulses)
    output logic                                    ev_unicast,   // frame sent to its station's port
    output logic                                    ev_flood,     // unknown unicast sent to every port
    output logic                                    ev_bcast,     // broadcast/multicast sent to every port
    output logic                                    ev_drop,      // frame for no enabled port, dropped
    output logic      [PORTS-1:0]                   ev_frame,     // port p took a frame's tlast beat
    output logic      [PORTS-1:0]                   ev_learn,     // port p's entry got a new MAC
    output logic      [PORTS-1:0]                   ev_move       // port p's entry cleared: MAC moved
);
    localparam int BYTES = DATA_W / 8;
    localparam int LASTB = 11 / BYTES;            // beat holding the last source MAC byte
    localparam int BW    = $clog2(LASTB + 2);     // beat counter, saturating at LASTB + 1

    if (PORTS < 1 || PORTS > 8) begin : g_bad_ports
        $fatal(1, "lp_host_demux: PORTS=%0d must be 1..8", PORTS);
    end
    if (DATA_W < 64 || DATA_W > 512 || (DATA_W & (DATA_W - 1)) != 0) begin : g_bad_data_w
        $fatal(1, "lp_host_demux: DATA_W=%0d must be 64..512 and a power of two", DATA_W);
    end

    // ------------------------------------------------------------------ learning: capture (per port)
    logic [BW-1:0] beat_q [PORTS];                // beat index in the tapped frame
    logic [7:0]    sa_q   [PORTS][6];             // source MAC bytes captured so far
    logic [5:0]    sv_q   [PORTS];                // ... and whether each was seen
    logic [7:0]    sa_m   [PORTS][6];             // captured bytes merged with the current beat
    logic [5:0]    sv_m   [PORTS];
    logic [PORTS-1:0] tap_hs, learn;
    logic [PORTS-1:0] tap_sync;                   // a tlast seen since reset: the tap is at a frame boundary

    always_comb begin
        for (int p = 0; p < PORTS; p++) begin
            for (int j = 0; j < 6; j++) begin
                if (beat_q[p] == BW'((6 + j) / BYTES) && tap_axis_tkeep[p][(6 + j) % BYTES]) begin
                    sa_m[p][j] = tap_axis_tdata[p][8 * ((6 + j) % BYTES) +: 8];
                    sv_m[p][j] = 1'b1;
                end else begin
                    sa_m[p][j] = sa_q[p][j];
                    sv_m[p][j] = sv_q[p][j];
                end
            end
            tap_hs[p] = tap_axis_tvalid[p] && tap_axis_tready[p];
            learn[p]  = tap_hs[p] && tap_axis_tlast[p] && !tap_axis_tuser[p] && tap_sync[p] && (&sv_m[p]) &&
                        !sa_m[p][0][0];
        end
    end

    always_ff @(posedge clk) begin
        if (rst) tap_sync <= '0;
        else     tap_sync <= tap_sync | (tap_hs & tap_axis_tlast);
    end

    always_ff @(posedge clk) begin
        for (int p = 0; p < PORTS; p++) begin
            if (rst) begin
                beat_q[p] <= '0;
                sv_q[p]   <= '0;
            end else if (tap_hs[p]) begin
                if (tap_axis_tlast[p]) begin
                    beat_q[p] <= '0;
                    sv_q[p]   <= '0;
                end else begin
                    if (beat_q[p] != BW'(LASTB + 1)) beat_q[p] <= beat_q[p] + 1'b1;
                    sv_q[p] <= sv_m[p];
                end
            end
        end
    end

    always_ff @(posedge clk) begin
        for (int p = 0; p < PORTS; p++) begin
            if (tap_hs[p]) begin
                for (int j = 0; j < 6; j++) sa_q[p][j] <= sa_m[p][j];
            end
        end
    end

    // stage L: one registered learn request per port
    logic [PORTS-1:0]       lrn_v;
    logic [PORTS-1:0][47:0] lrn_mac;
    always_ff @(posedge clk) begin
        if (rst) lrn_v <= '0;
        else     lrn_v <= learn;
        for (int p = 0; p < PORTS; p++) begin
            lrn_mac[p] <= {sa_m[p][0], sa_m[p][1], sa_m[p][2], sa_m[p][3], sa_m[p][4], sa_m[p][5]};
        end
    end

    // ------------------------------------------------------------------ stage T: station table
    logic [PORTS-1:0] t_write, t_clear;
    always_comb begin
        for (int j = 0; j < PORTS; j++) begin
            t_write[j] = lrn_v[j];
            t_clear[j] = 1'b0;
            for (int i = 0; i < PORTS; i++) begin
                // the same MAC learned on a lower port in this cycle: that port keeps it
                if (i < j && lrn_v[j] && lrn_v[i] && lrn_mac[i] == lrn_mac[j]) begin
                    t_write[j] = 1'b0;
                    t_clear[j] = 1'b1;
                end
                // this port's station learned on another port: it moved there
                if (i != j && !lrn_v[j] && st_valid[j] && lrn_v[i] && lrn_mac[i] == st_mac[j]) t_clear[j] = 1'b1;
            end
            ev_learn[j] = t_write[j] && !(st_valid[j] && st_mac[j] == lrn_mac[j]);
        end
        ev_move = t_clear;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            st_valid <= '0;
        end else begin
            st_valid <= (st_valid | t_write) & ~t_clear;
        end
        for (int j = 0; j < PORTS; j++) begin
            if (t_write[j]) st_mac[j] <= lrn_mac[j];
        end
    end

    // ------------------------------------------------------------------ forwarding: decision
    localparam logic [1:0] C_UNICAST = 2'd0, C_FLOOD = 2'd1, C_BCAST = 2'd2;

    wire logic [47:0] da    = {s_axis_tdata[7:0], s_axis_tdata[15:8], s_axis_tdata[23:16],
                               s_axis_tdata[31:24], s_axis_tdata[39:32], s_axis_tdata[47:40]};
    wire logic        da_ok = &s_axis_tkeep[5:0];
    wire logic        group = s_axis_tdata[0];

    logic [PORTS-1:0] s_hit, l_hit, mask_new, mask;
    logic [1:0]       cls_new, cls;
    always_comb begin
        for (int i = 0; i < PORTS; i++) begin
            s_hit[i] = cfg_static_valid[i] && cfg_static_mac[i] == da;
            l_hit[i] = !cfg_static_valid[i] && st_valid[i] && st_mac[i] == da;
        end
        if (!da_ok) begin
            cls_new  = C_FLOOD;
            mask_new = '1;
        end else if (group) begin
            cls_new  = C_BCAST;
            mask_new = '1;
        end else if (|s_hit) begin
            cls_new  = C_UNICAST;
            mask_new = s_hit;
        end else if (|l_hit) begin
            cls_new  = C_UNICAST;
            mask_new = l_hit;
        end else begin
            cls_new  = C_FLOOD;
            mask_new = '1;
        end
        mask_new = mask_new & cfg_port_en;
    end

    // ------------------------------------------------------------------ forwarding: replication
    logic             busy;     // the frame's first beat has been offered; mask_q/cls_q hold its decision
    logic [PORTS-1:0] mask_q;
    logic [1:0]       cls_q;
    logic [PORTS-1:0] done;     // port took the current beat already

    assign mask = busy ? mask_q : mask_new;
    assign cls  = busy ? cls_q : cls_new;

    assign m_axis_tvalid = s_axis_tvalid ? (mask & ~done) : '0;
    assign s_axis_tready = &(~mask | done | m_axis_tready);
    always_comb begin
        for (int p = 0; p < PORTS; p++) begin
            m_axis_tdata[p] = s_axis_tdata;
            m_axis_tkeep[p] = s_axis_tkeep;
            m_axis_tlast[p] = s_axis_tlast;
        end
    end

    wire logic             adv  = s_axis_tvalid && s_axis_tready;
    wire logic             eof  = adv && s_axis_tlast;
    wire logic [PORTS-1:0] take = m_axis_tvalid & m_axis_tready;

    always_ff @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            done <= '0;
        end else if (adv) begin
            busy <= !s_axis_tlast;
            done <= '0;
        end else begin
            busy <= busy || s_axis_tvalid;
            done <= done | take;
        end
    end

    always_ff @(posedge clk) begin
        if (!busy) begin
            mask_q <= mask_new;
            cls_q  <= cls_new;
        end
    end

    assign ev_drop    = eof && (mask == '0);
    assign ev_unicast = eof && (mask != '0) && (cls == C_UNICAST);
    assign ev_flood   = eof && (mask != '0) && (cls == C_FLOOD);
    assign ev_bcast   = eof && (mask != '0) && (cls == C_BCAST);
    assign ev_frame   = s_axis_tlast ? take : '0;

    // Not used: tap lanes that never hold a source MAC byte (byte positions fixed by the frame format)
    wire logic unused_ok = &{1'b0, tap_axis_tdata, tap_axis_tkeep};

`ifndef SYNTHESIS
    for (genvar p = 0; p < PORTS; p++) begin : g_a_port
        `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid[p], m_axis_tready[p],
                       {m_axis_tdata[p], m_axis_tkeep[p], m_axis_tlast[p]})
    end
`endif
endmodule

`default_nettype wire
