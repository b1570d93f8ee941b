// lp_awgr_model: behavioural model of the OTS optics of N nodes (simulation only, not synthesizable
// by intent): each node's SOA-gated tunable laser, an N-port cyclic AWGR and the fibres.
//
// Laser: SOA k of node i gates wavelength k. A word sent while SOA k has been on for fewer than
// SETTLE_CYCLES cycles (laser/SOA settling, the guard time), or while two SOAs of the node are on at
// once, arrives corrupted. AWGR: input i on wavelength k leaves output (i + k) mod N. Several inputs
// reaching one output in the same cycle collide: the receiver gets a corrupted word. Fibre: every
// output is delayed by DELAY_CYCLES. Corrupted words are XOR-scrambled, so only the receiver's CRC
// checks can tell; `rx_corrupt` exposes the truth to testbenches and scenario reports. `rx_src` is the
// input whose light reaches each output (the highest-numbered one on a collision), for the receiver
// models that depend on the physical path (lp_os_rx_model).
// map_en: the light goes through a port x wavelength cross-connect instead (the LCoS-WSS of ODDL,
// lp_lcos_wss_model): input i on wavelength k leaves output map[i][k]; map[i][k] >= N is blocked (no
// output: the light is lost). Settling, two-SOA and collision rules are the same.
`default_nettype none

module lp_awgr_model #(
    parameter int N             = 2,
    parameter int NUM_WL        = 8,
    parameter int W             = 64,
    parameter int SETTLE_CYCLES = 2,
    parameter int DELAY_CYCLES  = 1
) (
    input  wire logic                       clk,
    input  wire logic                       rst,
    input  wire logic [N-1:0][W-1:0]        tx_data,
    input  wire logic [N-1:0]               tx_valid,
    input  wire logic [N-1:0][NUM_WL-1:0]   soa_en,
    input  wire logic                       map_en,
    input  wire logic [N-1:0][NUM_WL-1:0][7:0] map,
    output logic      [N-1:0][W-1:0]        rx_data,
    output logic      [N-1:0]               rx_valid,
    output logic      [N-1:0]               rx_corrupt,
    output logic      [N-1:0][7:0]          rx_src,
    output logic      [31:0]                corrupt_words,   // total corrupted words delivered
    output logic      [31:0]                collision_words  // of which: two inputs on one output
);
    initial begin
        if (N < 2 || DELAY_CYCLES < 1) $fatal(1, "lp_awgr_model: N >= 2 and DELAY_CYCLES >= 1 required");
    end

    logic [7:0] on_cycles [N][NUM_WL];

    always_ff @(posedge clk) begin
        for (int i = 0; i < N; i++)
            for (int k = 0; k < NUM_WL; k++)
                if (rst || !soa_en[i][k]) on_cycles[i][k] <= '0;
                else if (on_cycles[i][k] != 8'hFF) on_cycles[i][k] <= on_cycles[i][k] + 1'b1;
    end

    logic [N-1:0][W-1:0] o_data;
    logic [N-1:0]        o_valid, o_bad, o_coll;
    logic [N-1:0][7:0]   o_src;

    always_comb begin
        int hits [N];
        int oi;   // output port of the current (input, wavelength) pair
        oi = 0;
        for (int o = 0; o < N; o++) begin
            o_data[o] = '0;
            o_valid[o] = 1'b0;
            o_bad[o] = 1'b0;
            o_coll[o] = 1'b0;
            o_src[o] = '0;
            hits[o] = 0;
        end
        for (int i = 0; i < N; i++) begin
            if (tx_valid[i]) begin
                for (int k = 0; k < NUM_WL; k++) begin
                    oi = map_en ? int'(map[i][k]) : (i + k) % N;
                    if (soa_en[i][k] && oi < N) begin
                        hits[oi] = hits[oi] + 1;
                        o_data[oi] = o_data[oi] ^ tx_data[i];
                        o_valid[oi] = 1'b1;
                        o_src[oi] = 8'(i);
                        if ($countones(soa_en[i]) > 1 || int'(on_cycles[i][k]) < SETTLE_CYCLES) o_bad[oi] = 1'b1;
                    end
                end
            end
        end
        for (int o = 0; o < N; o++) begin
            if (hits[o] > 1) begin
                o_bad[o] = 1'b1;
                o_coll[o] = 1'b1;
            end
            if (o_bad[o]) o_data[o] = o_data[o] ^ {(W/16){16'hA5C3}} ^ {W{on_cycles[0][0][0]}};
        end
    end

    logic [N-1:0][W-1:0] d_data  [DELAY_CYCLES];
    logic [N-1:0]        d_valid [DELAY_CYCLES];
    logic [N-1:0]        d_bad   [DELAY_CYCLES];
    logic [N-1:0][7:0]   d_src   [DELAY_CYCLES];

    always_ff @(posedge clk) begin
        if (rst) begin
            for (int s = 0; s < DELAY_CYCLES; s++) begin
                d_valid[s] <= '0;
                d_bad[s]   <= '0;
                d_data[s]  <= '0;
                d_src[s]   <= '0;
            end
            corrupt_words   <= '0;
            collision_words <= '0;
        end else begin
            d_data[0]  <= o_data;
            d_valid[0] <= o_valid;
            d_bad[0]   <= o_bad & o_valid;
            d_src[0]   <= o_src;
            for (int s = 1; s < DELAY_CYCLES; s++) begin
                d_data[s]  <= d_data[s-1];
                d_valid[s] <= d_valid[s-1];
                d_bad[s]   <= d_bad[s-1];
                d_src[s]   <= d_src[s-1];
            end
            corrupt_words   <= corrupt_words + 32'($countones(o_bad & o_valid));
            collision_words <= collision_words + 32'($countones(o_coll & o_valid));
        end
    end

    assign rx_data    = d_data[DELAY_CYCLES-1];
    assign rx_valid   = d_valid[DELAY_CYCLES-1];
    assign rx_corrupt = d_bad[DELAY_CYCLES-1];
    assign rx_src     = d_src[DELAY_CYCLES-1];
endmodule

`default_nettype wire
