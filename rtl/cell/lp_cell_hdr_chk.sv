// lp_cell_hdr_chk: unpack a received header vector and check its CRC. Purely combinational.
`default_nettype none

module lp_cell_hdr_chk
    import lp_cell_pkg::*;
(
    input  wire logic [LP_HDR_BITS-1:0]    hdr_in,
    output lp_cell_hdr_t                   hdr_out,
    output logic                           crc_ok,
    output logic                           ver_ok
);
    logic [LP_HCRC_WIDTH-1:0] crc;

    lp_crc #(
        .WIDTH  (LP_HCRC_WIDTH),
        .POLY   (LP_HCRC_POLY),
        .DATA_W (LP_HCRC_COVER_BITS),
        .REFIN  (int'(LP_HCRC_REFLECT))
    ) u_crc (
        .crc_in  (LP_HCRC_INIT),
        .data    (hdr_in[LP_HDR_BITS-1 -: LP_HCRC_COVER_BITS]),
        .crc_out (crc)
    );

    assign hdr_out = hdr_in;
    assign crc_ok  = ((crc ^ LP_HCRC_XOROUT) == hdr_in[LP_HCRC_WIDTH-1:0]);
    assign ver_ok  = (hdr_out.ver == LP_F_VER_BITS'(LP_CELL_VERSION));
endmodule

`default_nettype wire
