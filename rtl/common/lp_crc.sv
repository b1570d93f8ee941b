// lp_crc: purely combinational CRC update of a WIDTH-bit register by one DATA_W-bit word.
// A CRC step is linear over GF(2): every output bit is the XOR of a fixed subset of the input bits
// {crc_in, data}. The subsets (masks) are computed at elaboration by running the bitwise LFSR on
// unit vectors, and the hardware is one balanced XOR reduction per output bit (a 240-bit header CRC
// is ~4 LUT6 levels instead of a 240-stage chain that synthesis does not rebalance).
//   REFIN=0: bits are consumed MSB first, data[DATA_W-1] down to data[0]; the register shifts left
//            with POLY (network byte order: byte 0 of the message is data[DATA_W-1 -: 8]).
//   REFIN=1: bits are consumed data[0] up to data[DATA_W-1] (byte 0 = data[7:0], each byte LSB
//            first: Ethernet / AXI-Stream order); the register is kept reflected and shifts right
//            with the bit-reversed POLY. For a reflected CRC (refin=refout, e.g. CRC-32/ISO-HDLC)
//            the result is crc_out ^ XOROUT with no further reversal.
// Init (in the register's form: reflected when REFIN=1) and xorout are applied by the user.
`default_nettype none

module lp_crc #(
    parameter int               WIDTH  = 32,
    parameter logic [WIDTH-1:0] POLY   = 32'h04C11DB7,  // normal (MSB-first) notation, x^WIDTH implied
    parameter int               DATA_W = 64,            // multiple of 8
    parameter int               REFIN  = 1              // 0 or 1
) (
    input  wire logic [WIDTH-1:0]  crc_in,
    input  wire logic [DATA_W-1:0] data,
    output logic      [WIDTH-1:0]  crc_out
);
    localparam int IN_W = WIDTH + DATA_W;

    if (WIDTH < 1) begin : g_bad_width
        $fatal(1, "lp_crc: WIDTH must be >= 1");
    end
    if (DATA_W < 8 || DATA_W % 8 != 0) begin : g_bad_data_w
        $fatal(1, "lp_crc: DATA_W=%0d must be a positive multiple of 8", DATA_W);
    end
    if (REFIN != 0 && REFIN != 1) begin : g_bad_refin
        $fatal(1, "lp_crc: REFIN=%0d must be 0 or 1", REFIN);
    end

    // The reference bitwise LFSR: one step over a whole word.
    function automatic logic [WIDTH-1:0] lfsr(input logic [WIDTH-1:0] c_in, input logic [DATA_W-1:0] d);
        logic [WIDTH-1:0] c, prev;
        logic [WIDTH-1:0] poly_rev;
        logic             fb;
        for (int b = 0; b < WIDTH; b++) poly_rev[b] = POLY[WIDTH-1-b];
        c = c_in;
        for (int k = 0; k < DATA_W; k++) begin
            prev = c;
            if (REFIN != 0) begin
                fb = prev[0] ^ d[k];
                c  = (prev >> 1) ^ (fb ? poly_rev : '0);
            end else begin
                fb = prev[WIDTH-1] ^ d[DATA_W-1-k];
                c  = (prev << 1) ^ (fb ? POLY : '0);
            end
        end
        return c;
    endfunction

    // masks[j][n]: input bit n of {crc_in, data} contributes to output bit j.
    typedef logic [WIDTH-1:0][IN_W-1:0] masks_t;

    function automatic masks_t make_masks();
        masks_t           m;
        logic [IN_W-1:0]  unit;
        logic [WIDTH-1:0] out;
        m = '0;
        for (int n = 0; n < IN_W; n++) begin
            unit = '0;
            unit[n] = 1'b1;
            out = lfsr(unit[IN_W-1:DATA_W], unit[DATA_W-1:0]);
            for (int j = 0; j < WIDTH; j++) m[j][n] = out[j];
        end
        return m;
    endfunction

    localparam masks_t MASKS = make_masks();

    wire logic [IN_W-1:0] in_bits = {crc_in, data};

    always_comb begin
        for (int j = 0; j < WIDTH; j++) crc_out[j] = ^(in_bits & MASKS[j]);
    end
endmodule

`default_nettype wire
