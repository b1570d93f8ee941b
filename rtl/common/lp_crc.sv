// lp_crc: purely combinational CRC update of a WIDTH-bit register by one DATA_W-bit word.
// The bitwise LFSR is written as a loop; synthesis flattens it into one XOR tree per output bit.
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
    initial begin
        if (WIDTH < 1) $fatal(1, "lp_crc: WIDTH must be >= 1");
        if (DATA_W < 8 || DATA_W % 8 != 0) $fatal(1, "lp_crc: DATA_W=%0d must be a positive multiple of 8", DATA_W);
        if (REFIN != 0 && REFIN != 1) $fatal(1, "lp_crc: REFIN=%0d must be 0 or 1", REFIN);
    end

    function automatic logic [WIDTH-1:0] reverse(input logic [WIDTH-1:0] v);
        logic [WIDTH-1:0] r;
        for (int i = 0; i < WIDTH; i++) r[i] = v[WIDTH-1-i];
        return r;
    endfunction

    localparam logic [WIDTH-1:0] POLY_REV = reverse(POLY);

    always_comb begin
        logic [WIDTH-1:0] c;
        logic             fb;
        c = crc_in;
        for (int i = 0; i < DATA_W; i++) begin
            if (REFIN != 0) begin
                fb = c[0] ^ data[i];
                c  = (c >> 1) ^ (fb ? POLY_REV : '0);
            end else begin
                fb = c[WIDTH-1] ^ data[DATA_W-1-i];
                c  = (c << 1) ^ (fb ? POLY : '0);
            end
        end
        crc_out = c;
    end
endmodule

`default_nettype wire
