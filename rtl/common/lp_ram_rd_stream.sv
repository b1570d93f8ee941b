// lp_ram_rd_stream: streams LEN consecutive words of a synchronous-read RAM (read latency 1, e.g.
// lp_ram_sdp) out as an AXI-Stream packet, at full rate under any back-pressure.
// A start pulse (only while !busy) with start_addr begins a packet: words start_addr .. start_addr +
// LEN - 1 are read in order into a 2-entry skid buffer and leave on m_axis, tlast on the LEN-th word.
// busy stays high from the start pulse until the last word has been taken. The RAM read port is
// only driven (ram_re) while busy, so a parent may share it between streams that are never busy at
// the same time. The address is a counter (no adder behind the RAM port).
`default_nettype none
`include "lp_assert.svh"

module lp_ram_rd_stream #(
    parameter int WIDTH = 64,
    parameter int AW    = 10,     // RAM address bits
    parameter int LEN   = 68      // words per packet
) (
    input  wire logic              clk,
    input  wire logic              rst,
    input  wire logic              start,
    input  wire logic [AW-1:0]     start_addr,
    output logic                   busy,
    // RAM read port
    output logic                   ram_re,
    output logic [AW-1:0]          ram_ra,
    input  wire logic [WIDTH-1:0]  ram_rd,
    // packet out
    output logic                   m_axis_tvalid,
    input  wire logic              m_axis_tready,
    output logic [WIDTH-1:0]       m_axis_tdata,
    output logic                   m_axis_tlast
);
    localparam int LB = $clog2(LEN + 1);

    if (LEN < 1) begin : g_bad_len
        $fatal(1, "lp_ram_rd_stream: LEN=%0d must be >= 1", LEN);
    end
    if (AW < 1) begin : g_bad_aw
        $fatal(1, "lp_ram_rd_stream: AW=%0d must be >= 1", AW);
    end

    logic [LB-1:0]    iss;      // words read from the RAM
    logic [LB-1:0]    out;      // words handed out
    logic             infl;     // a read issued last clock: its word shows on ram_rd now
    logic [WIDTH-1:0] sk_d [2];
    logic [1:0]       sk_cnt;
    logic             sk_rp, sk_wp;

    wire logic pop = m_axis_tvalid && m_axis_tready;
    // room in the skid for the word being read: the words held, plus the one in flight, minus the one leaving
    assign ram_re = busy && (iss != LB'(LEN)) && ({1'b0, sk_cnt} + {2'b0, infl} - {2'b0, pop} < 3'd2);
    assign m_axis_tvalid = (sk_cnt != 2'd0);
    assign m_axis_tdata  = sk_d[sk_rp];
    assign m_axis_tlast  = (out == LB'(LEN - 1));

    always_ff @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; iss <= '0; out <= '0; ram_ra <= '0;
            infl <= 1'b0; sk_cnt <= '0; sk_rp <= 1'b0; sk_wp <= 1'b0;
        end else begin
            if (start && !busy) begin
                busy <= 1'b1;
                iss <= '0;
                out <= '0;
                ram_ra <= start_addr;
            end else begin
                if (ram_re) begin
                    iss <= iss + 1'b1;
                    ram_ra <= ram_ra + 1'b1;
                end
                if (pop) out <= out + 1'b1;
                if (pop && m_axis_tlast) busy <= 1'b0;
            end
            infl <= ram_re;
            if (infl) begin
                sk_d[sk_wp] <= ram_rd;
                sk_wp <= !sk_wp;
            end
            if (pop) sk_rp <= !sk_rp;
            sk_cnt <= sk_cnt + {1'b0, infl} - {1'b0, pop};
        end
    end

`ifndef SYNTHESIS
    `LP_ASSERT_AXIS(a_axis_hold, clk, rst, m_axis_tvalid, m_axis_tready, {m_axis_tdata, m_axis_tlast})
`endif
endmodule

`default_nettype wire
