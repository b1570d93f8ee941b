// lp_dest_lookup: destination node of each host frame from its Ethernet/IPv4 header.
//
// The block OBSERVES the host AXI-Stream (it has no tready output and never stalls it): on every
// transferred beat (tvalid && tready) it captures the header bytes it needs, byte k of the frame
// being tdata[8*(k % BYTES) +: 8] of beat k / BYTES (tkeep contiguous from lane 0, as the MAC and the
// ingress buffer produce it; a lane with tkeep = 0 counts as absent):
//   bytes 0..5   destination MAC            bytes 12..13 EtherType
//   EtherType 0x0800:             IPv4 destination = bytes 30..33
//   EtherType 0x8100 (one 802.1Q tag): inner EtherType = bytes 16..17; if 0x0800, IPv4 dst = 34..37
// Any other EtherType (ARP, IPv6, 0x88A8, a second tag ...) is looked up by MAC only.
// A frame is DECIDED on the beat that completes the bytes its type needs, or on its tlast beat if
// that comes first (short frame). Exactly one lookup per frame, in frame order.
//
// Decision (lk_* and one ev_* pulse per frame):
//   1. destination MAC is multicast/broadcast (byte 0 bit 0 = 1, if byte 0 was seen):
//      lk_drop, ev_mcast_drop (the OTS fabric does not replicate frames).
//   2. short frame (ended before its needed bytes): miss, policy below.
//   3. IPv4 frame and a valid IPv4 entry (kind 1) with key[31:0] = IPv4 dst: hit, lowest such index.
//   4. a valid MAC entry (kind 0) with key = destination MAC: hit, lowest such index.
//   5. miss: cfg_default_mode 0 -> lk_drop, ev_miss_drop; 1 -> lk_node = cfg_default_node, ev_miss_default.
// Keys: MAC aa:bb:cc:dd:ee:ff = 48'haabbccddeeff, IPv4 a.b.c.d = 32'haabbccdd in key[31:0]
// (key[47:32] of an IPv4 entry is ignored).
//
// Pipeline: capture/decide (stage D regs) -> 2*N parallel key compares (stage C regs) -> priority
// select and policy (output regs). lk_valid is high for one cycle, 3 cycles after the cycle in which
// the deciding beat was transferred; one result per cycle at most, so frames of one beat back to
// back are fine.
//
// Table: N entries written through cfg_we/cfg_addr/cfg_wdata = {valid, kind, key[47:0], node[7:0]};
// read back through cfg_raddr -> cfg_rdata (1 cycle). Reset clears every valid bit. A rewrite of
// an entry is atomic for lookups: the node part is written one cycle after valid/kind/key, exactly
// the distance between the compare stage and the select stage, so a lookup whose compare saw the
// old key also selects the old node. cfg_addr >= N: the write is ignored, ev_cfg_refused.
`default_nettype none

module lp_dest_lookup
    import lp_cell_pkg::*;
#(
    parameter int N      = 32,    // table entries, 2..256
    parameter int DATA_W = 64     // host stream width, 64..512, a power of two
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // observed host stream
    input  wire logic                          s_axis_tvalid,
    input  wire logic                          s_axis_tready,
    input  wire logic [DATA_W-1:0]             s_axis_tdata,
    input  wire logic [DATA_W/8-1:0]           s_axis_tkeep,
    input  wire logic                          s_axis_tlast,

    // table and policy (firmware)
    input  wire logic                          cfg_we,
    input  wire logic [7:0]                    cfg_addr,
    input  wire logic [49+LP_NODE_ID_BITS:0]   cfg_wdata,        // {valid, kind, key[47:0], node}
    input  wire logic [7:0]                    cfg_raddr,
    output logic      [49+LP_NODE_ID_BITS:0]   cfg_rdata,
    input  wire logic                          cfg_default_mode, // miss: 0 = drop, 1 = cfg_default_node
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_default_node,

    // result, one per frame, in frame order
    output logic                               lk_valid,
    output logic                               lk_hit,
    output logic      [LP_NODE_ID_BITS-1:0]    lk_node,
    output logic                               lk_drop,

    // events (one-cycle pulses; exactly one of the first five per frame)
    output logic                               ev_hit_ip,
    output logic                               ev_hit_mac,
    output logic                               ev_miss_drop,
    output logic                               ev_miss_default,
    output logic                               ev_mcast_drop,
    output logic                               ev_cfg_refused
);
    localparam int BYTES = DATA_W / 8;
    localparam int NB    = LP_NODE_ID_BITS;
    localparam int AW    = $clog2(N);
    localparam int EW    = 50 + NB;
    localparam int NPOS  = 18;
    // header byte positions captured, in this order: MAC 0..5, EtherType, inner EtherType, IPv4 dst
    // without tag, IPv4 dst after one tag
    localparam int POS [NPOS] = '{0, 1, 2, 3, 4, 5, 12, 13, 16, 17, 30, 31, 32, 33, 34, 35, 36, 37};
    localparam int LASTB = 37 / BYTES;        // last beat holding a needed byte
    localparam int BW    = $clog2(LASTB + 2);

    if (N < 2 || N > 256) begin : g_bad_n
        $fatal(1, "lp_dest_lookup: N=%0d must be 2..256", N);
    end
    if (DATA_W < 64 || DATA_W > 512 || (DATA_W & (DATA_W - 1)) != 0) begin : g_bad_data_w
        $fatal(1, "lp_dest_lookup: DATA_W=%0d must be 64..512 and a power of two", DATA_W);
    end

    // ------------------------------------------------------------------ capture and decide
    logic [BW-1:0]   beat_q;                  // beat index in the frame, saturating at LASTB+1
    logic [7:0]      hb_q [NPOS];             // captured header bytes
    logic [NPOS-1:0] hv_q;                    // ... and whether each was seen
    logic            done_q;                  // this frame is decided

    logic [7:0]      m  [NPOS];               // captured bytes merged with the current beat
    logic [NPOS-1:0] mp;
    always_comb begin
        for (int j = 0; j < NPOS; j++) begin
            if (beat_q == BW'(POS[j] / BYTES) && s_axis_tkeep[POS[j] % BYTES]) begin
                m[j]  = s_axis_tdata[8 * (POS[j] % BYTES) +: 8];
                mp[j] = 1'b1;
            end else begin
                m[j]  = hb_q[j];
                mp[j] = hv_q[j];
            end
        end
    end

    wire logic        hs       = s_axis_tvalid && s_axis_tready;
    wire logic [47:0] mac      = {m[0], m[1], m[2], m[3], m[4], m[5]};
    wire logic [15:0] et       = {m[6], m[7]};
    wire logic [15:0] et2      = {m[8], m[9]};
    wire logic [31:0] ip1      = {m[10], m[11], m[12], m[13]};
    wire logic [31:0] ip2      = {m[14], m[15], m[16], m[17]};
    wire logic        have_mac = &mp[5:0];
    wire logic        have_et  = &mp[7:6];
    wire logic        have_et2 = &mp[9:8];
    wire logic        have_ip1 = &mp[13:10];
    wire logic        have_ip2 = &mp[17:14];
    wire logic        is_ip1   = have_et && (et == 16'h0800);
    wire logic        is_vlan  = have_et && (et == 16'h8100);
    wire logic        is_ip2   = is_vlan && have_et2 && (et2 == 16'h0800);
    wire logic        complete = have_mac && have_et &&
                                 (is_ip1 ? have_ip1 : (is_vlan ? (have_et2 && (!is_ip2 || have_ip2)) : 1'b1));
    wire logic        decide   = hs && !done_q && (complete || s_axis_tlast);

    always_ff @(posedge clk) begin
        if (rst) begin
            beat_q <= '0;
            hv_q   <= '0;
            done_q <= 1'b0;
        end else if (hs) begin
            if (s_axis_tlast) begin
                beat_q <= '0;
                hv_q   <= '0;
                done_q <= 1'b0;
            end else begin
                if (beat_q != BW'(LASTB + 1)) beat_q <= beat_q + 1'b1;
                hv_q   <= mp;
                done_q <= done_q || decide;
            end
        end
    end

    always_ff @(posedge clk) begin
        if (hs && !s_axis_tlast) begin
            for (int j = 0; j < NPOS; j++) hb_q[j] <= m[j];
        end
    end

    // stage D: the decided frame's keys
    logic        d_valid, d_ok, d_ipf, d_mcast;
    logic [47:0] d_mac;
    logic [31:0] d_ip;
    always_ff @(posedge clk) begin
        if (rst) d_valid <= 1'b0;
        else     d_valid <= decide;
        d_ok    <= complete;
        d_ipf   <= complete && (is_ip1 || is_ip2);
        d_mcast <= mp[0] && m[0][0];
        d_mac   <= mac;
        d_ip    <= is_ip1 ? ip1 : ip2;
    end

    // ------------------------------------------------------------------ table
    logic [N-1:0]  e_valid, e_kind;
    logic [47:0]   e_key  [N];
    logic [NB-1:0] e_node [N];

    wire logic wr_ok = cfg_we && ({1'b0, cfg_addr} < 9'(N));
    logic          nw_en;                      // delayed node write (see header)
    logic [AW-1:0] nw_addr;
    logic [NB-1:0] nw_node;

    always_ff @(posedge clk) begin
        if (rst) begin
            e_valid        <= '0;
            nw_en          <= 1'b0;
            ev_cfg_refused <= 1'b0;
        end else begin
            if (wr_ok) e_valid[cfg_addr[AW-1:0]] <= cfg_wdata[EW-1];
            nw_en          <= wr_ok;
            ev_cfg_refused <= cfg_we && !wr_ok;
        end
    end

    always_ff @(posedge clk) begin
        if (wr_ok) begin
            e_kind[cfg_addr[AW-1:0]] <= cfg_wdata[EW-2];
            e_key[cfg_addr[AW-1:0]]  <= cfg_wdata[NB +: 48];
        end
        nw_addr <= cfg_addr[AW-1:0];
        nw_node <= cfg_wdata[NB-1:0];
        if (nw_en) e_node[nw_addr] <= nw_node;
    end

    always_ff @(posedge clk) begin
        if (rst) cfg_rdata <= '0;
        else if ({1'b0, cfg_raddr} < 9'(N))
            cfg_rdata <= {e_valid[cfg_raddr[AW-1:0]], e_kind[cfg_raddr[AW-1:0]], e_key[cfg_raddr[AW-1:0]],
                          e_node[cfg_raddr[AW-1:0]]};
        else cfg_rdata <= '0;
    end

    // ------------------------------------------------------------------ stage C: compares
    logic         c_valid, c_mcast;
    logic [N-1:0] c_ip, c_mac;
    always_ff @(posedge clk) begin
        if (rst) c_valid <= 1'b0;
        else     c_valid <= d_valid;
        c_mcast <= d_mcast;
        for (int i = 0; i < N; i++) begin
            c_ip[i]  <= e_valid[i] && e_kind[i] && d_ipf && (e_key[i][31:0] == d_ip);
            c_mac[i] <= e_valid[i] && !e_kind[i] && d_ok && (e_key[i] == d_mac);
        end
    end

    // ------------------------------------------------------------------ output: select and policy
    // Lowest index wins: isolate the lowest set bit (x & -x, a carry chain), then an AND-OR of the
    // nodes (a one-hot select, no priority mux chain).
    wire logic         ip_any    = |c_ip;
    wire logic         mac_any   = |c_mac;
    wire logic [N-1:0] ip_first  = c_ip & (~c_ip + 1'b1);
    wire logic [N-1:0] mac_first = c_mac & (~c_mac + 1'b1);
    logic [NB-1:0] ip_node, mac_node;
    always_comb begin
        ip_node  = '0;
        mac_node = '0;
        for (int i = 0; i < N; i++) begin
            ip_node  = ip_node  | ({NB{ip_first[i]}}  & e_node[i]);
            mac_node = mac_node | ({NB{mac_first[i]}} & e_node[i]);
        end
    end

    always_ff @(posedge clk) begin
        lk_valid        <= 1'b0;
        lk_hit          <= 1'b0;
        lk_drop         <= 1'b0;
        lk_node         <= '0;
        ev_hit_ip       <= 1'b0;
        ev_hit_mac      <= 1'b0;
        ev_miss_drop    <= 1'b0;
        ev_miss_default <= 1'b0;
        ev_mcast_drop   <= 1'b0;
        if (!rst && c_valid) begin
            lk_valid <= 1'b1;
            if (c_mcast) begin
                lk_drop       <= 1'b1;
                ev_mcast_drop <= 1'b1;
            end else if (ip_any) begin
                lk_hit    <= 1'b1;
                lk_node   <= ip_node;
                ev_hit_ip <= 1'b1;
            end else if (mac_any) begin
                lk_hit     <= 1'b1;
                lk_node    <= mac_node;
                ev_hit_mac <= 1'b1;
            end else if (cfg_default_mode) begin
                lk_node         <= cfg_default_node;
                ev_miss_default <= 1'b1;
            end else begin
                lk_drop      <= 1'b1;
                ev_miss_drop <= 1'b1;
            end
        end
    end

    // Not used: address bits above the table index (range-checked against N above), key[47:32] of
    // IPv4 entries is part of e_key and compared for MAC entries only.
    wire logic unused_ok = &{1'b0, cfg_addr, cfg_raddr};
endmodule

`default_nettype wire
