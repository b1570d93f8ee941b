// lp_cell_hdr_gen: pack a cell header struct into its line vector with the header CRC filled in.
// Purely combinational (an XOR tree over LP_HCRC_COVER_BITS); register around it as timing requires.
`default_nettype none

module lp_cell_hdr_gen
    import lp_cell_pkg::*;
(
    input  wire lp_cell_hdr_t              hdr_in,   // hcrc field ignored
    output logic [LP_HDR_BITS-1:0]         hdr_out   // network order: [LP_HDR_BITS-1] is sent first
);
    if (LP_F_HCRC_LSB != 0 || LP_F_HCRC_BITS != LP_HCRC_WIDTH) begin : g_bad_lp_f_hcrc_lsb
        $fatal(1, "lp_cell_hdr_gen: hcrc must be the last header field");
    end

    wire logic [LP_HCRC_COVER_BITS-1:0] body = hdr_in[LP_HDR_BITS-1 -: LP_HCRC_COVER_BITS];
    logic [LP_HCRC_WIDTH-1:0] crc;

    lp_crc #(
        .WIDTH  (LP_HCRC_WIDTH),
        .POLY   (LP_HCRC_POLY),
        .DATA_W (LP_HCRC_COVER_BITS),
        .REFIN  (int'(LP_HCRC_REFLECT))
    ) u_crc (
        .crc_in  (LP_HCRC_INIT),
        .data    (body),
        .crc_out (crc)
    );

    assign hdr_out = {body, crc ^ LP_HCRC_XOROUT};

    wire logic unused_ok = &{1'b0, hdr_in.hcrc};   // replaced by the computed CRC
endmodule

`default_nettype wire
