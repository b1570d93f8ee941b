// lp_oddl_ctl_rx: ODDL control frames from the electrical control port (AXI-Stream from the 10GbE MAC,
// FCS checked and stripped by the MAC, tuser = MAC error on the last beat) into control messages.
//
// Never back-pressures (s_axis_tready = 1): every frame is parsed at line rate and either accepted
// or dropped and counted, so nothing waits in the MAC. A frame is malformed (ev_bad) when it ends
// before the 16-byte header, carries another EtherType, has a reserved message bit set, a source
// MAC outside LP_ODDL_MAC_PREFIX or whose address differs from the message's, or ends with tuser.
// A well-formed frame whose destination MAC is not LP_ODDL_MAC_PREFIX | cfg_addr is misaddressed
// (ev_misaddr). Otherwise msg_v pulses for one clock, the clock after the frame's last beat, with
// the message type and the sender's address. Trailing bytes (padding) are not looked at.
`default_nettype none

module lp_oddl_ctl_rx
    import lp_cell_pkg::*;
(
    input  wire logic                         clk,
    input  wire logic                         rst,
    input  wire logic [LP_ODDL_ADDR_BITS-1:0] cfg_addr,

    input  wire logic [63:0]                  s_axis_tdata,
    input  wire logic [7:0]                   s_axis_tkeep,
    input  wire logic                         s_axis_tvalid,
    output logic                              s_axis_tready,
    input  wire logic                         s_axis_tlast,
    input  wire logic                         s_axis_tuser,

    output logic                              msg_v,
    output lp_oddl_msg_e                      msg_type,
    output logic [LP_ODDL_ADDR_BITS-1:0]      msg_src,
    output logic                              ev_bad,
    output logic                              ev_misaddr
);
    localparam int AB = LP_ODDL_ADDR_BITS;
    localparam logic [47:0] PMASK = ~48'((1 << AB) - 1);

    assign s_axis_tready = 1'b1;

    logic [1:0]   beat;       // 0, 1, 2 = past the header
    logic [63:0]  b0;         // beat 0 (bytes 0..7)
    logic [127:0] hdr;        // bytes 0..15, byte 0 = bits [127:120]
    logic         b1_full;    // beat 1 carried bytes 8..15

    always_comb begin
        for (int b = 0; b < 8; b++) begin
            hdr[127 - 8*b -: 8] = b0[8*b +: 8];
            hdr[63 - 8*b -: 8]  = s_axis_tdata[8*b +: 8];
        end
    end

    logic [127:0] h_q;      // the header, held from beat 1 to the frame's end
    wire logic [127:0] h = (beat == 2'd1) ? hdr : h_q;
    wire logic [47:0]  dmac = h[127:80];
    wire logic [47:0]  smac = h[79:32];
    wire logic [15:0]  etyp = h[31:16];
    wire logic [15:0]  msg  = h[15:0];
    wire logic have_hdr = ((beat == 2'd2) && b1_full) || ((beat == 2'd1) && s_axis_tkeep[7]);
    wire logic well = have_hdr && !s_axis_tuser && (etyp == LP_ODDL_ETHERTYPE) && (msg[15:AB+1] == '0) &&
                      ((smac & PMASK) == LP_ODDL_MAC_PREFIX) && (smac[AB-1:0] == msg[AB-1:0]);
    wire logic mine = (dmac == (LP_ODDL_MAC_PREFIX | 48'(cfg_addr)));

    always_ff @(posedge clk) begin
        if (rst) begin
            beat <= '0; b0 <= '0; h_q <= '0; b1_full <= 1'b0;
            msg_v <= 1'b0; msg_type <= LP_ODDL_MSG_READY; msg_src <= '0; ev_bad <= 1'b0; ev_misaddr <= 1'b0;
        end else begin
            msg_v <= 1'b0; ev_bad <= 1'b0; ev_misaddr <= 1'b0;
            if (s_axis_tvalid) begin
                if (beat == 2'd0) b0 <= s_axis_tdata;
                if (beat == 2'd1) begin
                    h_q     <= hdr;
                    b1_full <= s_axis_tkeep[7];
                end
                if (s_axis_tlast) begin
                    beat <= '0;
                    if (!well)      ev_bad     <= 1'b1;
                    else if (!mine) ev_misaddr <= 1'b1;
                    else begin
                        msg_v    <= 1'b1;
                        msg_type <= lp_oddl_msg_e'(msg[AB]);
                        msg_src  <= msg[AB-1:0];
                    end
                end else if (beat != 2'd2) begin
                    beat <= beat + 1'b1;
                end
            end
        end
    end

    wire logic unused_ok = &{1'b0, s_axis_tkeep[6:0]};
endmodule

`default_nettype wire
