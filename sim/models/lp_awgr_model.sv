// lp_awgr_model: behavioural model of the OTS optics of N nodes (simulation only, not synthesizable
// by intent): each node's SOA-gated tunable laser, an N-port cyclic AWGR and the fibres.
//
// Laser: SOA k of node i gates wavelength k. A word sent while SOA k has been on for fewer than
// SETTLE_CYCLES cycles (laser/SOA settling, the guard time), or while two SOAs of the node are on at
// once, arrives corrupted. AWGR: input i on wavelength k leaves output (i + k) mod N. Several inputs
// reaching one output in the same cycle collide: the receiver gets a corrupted word. Corrupted words
// are XOR-scrambled, so only the receiver's CRC checks can tell; `rx_corrupt` exposes the truth to
// testbenches and scenario reports. `rx_src` is the input whose light reaches each output (the
// highest-numbered one on a collision), for the receiver models that depend on the physical path
// (lp_os_rx_model).
// Fibres, per path, set at run time: node i -> AWGR input i takes in_cycles[i] cycles (0..MAX_CYCLES),
// AWGR output o -> node o takes out_cycles[o] (1..MAX_CYCLES), so a word node i sends in cycle t (on the
// wavelength to o) is on node o's rx_* in cycle t + in_cycles[i] + out_cycles[o]. Settling and the two-SOA
// rule are judged at the laser (when the word is sent); collisions and the map at the AWGR (when the light
// gets there, after the input fibre). The fabric tops' default: every input fibre 0, every output fibre
// their DELAY_CYCLES: every path DELAY_CYCLES, collisions judged as the words are sent. The delays are
// inputs (not parameters) so that one build serves every fibre plan; they are registered here (quasi-static:
// set them before reset is released and keep them) and checked every clock out of reset: an output fibre of
// 0 (rx_* would be combinational from tx_*) or a fibre longer than MAX_CYCLES stops the simulation with the
// reason. Each fibre is a ring buffer of MAX_CYCLES words with one write per clock and one read per node:
// no per-clock loop over the delay.
// map_en: the light goes through a port x wavelength cross-connect instead (the LCoS-WSS of ODDL,
// lp_lcos_wss_model): input i on wavelength k leaves output map[i][k]; map[i][k] >= N is blocked (no
// output: the light is lost). Settling, two-SOA and collision rules are the same.
`default_nettype none

module lp_awgr_model #(
    parameter int N             = 2,
    parameter int NUM_WL        = 8,
    parameter int W             = 64,
    parameter int SETTLE_CYCLES = 2,
    parameter int MAX_CYCLES    = 256    // longest fibre, each of in_cycles / out_cycles (ring depth)
) (
    input  wire logic                       clk,
    input  wire logic                       rst,
    input  wire logic [N-1:0][15:0]         in_cycles,    // node i -> AWGR, cycles (quasi-static)
    input  wire logic [N-1:0][15:0]         out_cycles,   // AWGR -> node o, cycles (quasi-static, >= 1)
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
    // ring depth: a power of two >= MAX_CYCLES (a delay of d reads the entry written d clocks ago; d = the
    // depth reads the entry that is written at the end of this clock, still holding the word of d clocks ago)
    localparam int AW = (MAX_CYCLES > 2) ? $clog2(MAX_CYCLES) : 1;

    if (N < 2 || N > 256) begin : g_bad_n
        $fatal(1, "lp_awgr_model: N=%0d must be 2..256", N);
    end
    if (MAX_CYCLES < 1 || MAX_CYCLES > 65535) begin : g_bad_max_cycles
        $fatal(1, "lp_awgr_model: MAX_CYCLES=%0d must be 1..65535", MAX_CYCLES);
    end

    // the fibres, registered: only flops feed the rings' read addresses (the inputs are public to the testbench)
    logic [N-1:0][15:0] in_q, out_q;
    always_ff @(posedge clk) begin
        in_q  <= in_cycles;
        out_q <= out_cycles;
        if (!rst)
            for (int i = 0; i < N; i++) begin
                if (out_q[i] == 16'd0)
                    $fatal(1, "lp_awgr_model: out_cycles[%0d] = 0: every output fibre must be >= 1 cycle", i);
                if (int'(out_q[i]) > MAX_CYCLES || int'(in_q[i]) > MAX_CYCLES)
                    $fatal(1, "lp_awgr_model: fibre of node %0d (in %0d, out %0d cycles) longer than MAX_CYCLES=%0d",
                           i, in_q[i], out_q[i], MAX_CYCLES);
            end
    end

    // ---------------------------------------------------------------- lasers (at the nodes)
    logic [7:0] on_cycles [N][NUM_WL];

    always_ff @(posedge clk) begin
        for (int i = 0; i < N; i++)
            for (int k = 0; k < NUM_WL; k++)
                if (rst || !soa_en[i][k]) on_cycles[i][k] <= '0;
                else if (on_cycles[i][k] != 8'hFF) on_cycles[i][k] <= on_cycles[i][k] + 1'b1;
    end

    // per wavelength: lit but arriving corrupted (not settled, or two SOAs of the node on)
    logic [N-1:0][NUM_WL-1:0] tx_bad;
    always_comb begin
        for (int i = 0; i < N; i++)
            for (int k = 0; k < NUM_WL; k++)
                tx_bad[i][k] = soa_en[i][k] && ($countones(soa_en[i]) > 1 || int'(on_cycles[i][k]) < SETTLE_CYCLES);
    end

    // ---------------------------------------------------------------- input fibres (node -> AWGR)
    logic [N-1:0][W-1:0]      a_data;
    logic [N-1:0]             a_valid;
    logic [N-1:0][NUM_WL-1:0] a_soa, a_bad;

    // both rings are written every clock at the one write pointer wp (the same depth since the fibres are
    // run-time inputs); a fibre of d clocks reads wp - d
    logic [AW-1:0]            wp;
    always_ff @(posedge clk) wp <= rst ? '0 : wp + 1'b1;

    logic [N-1:0][W-1:0]      i_data  [2**AW];
    logic [N-1:0]             i_valid [2**AW];
    logic [N-1:0][NUM_WL-1:0] i_soa   [2**AW];
    logic [N-1:0][NUM_WL-1:0] i_bad   [2**AW];

    always_ff @(posedge clk) begin
        if (rst) begin
            for (int s = 0; s < 2**AW; s++) begin
                i_data[s]  <= '0;
                i_valid[s] <= '0;
                i_soa[s]   <= '0;
                i_bad[s]   <= '0;
            end
        end else begin
            i_data[wp]  <= tx_data;
            i_valid[wp] <= tx_valid;
            i_soa[wp]   <= soa_en;
            i_bad[wp]   <= tx_bad;
        end
    end

    for (genvar i = 0; i < N; i++) begin : g_in
        wire logic          direct = in_q[i] == 16'd0;
        wire logic [AW-1:0] ra = wp - AW'(in_q[i]);
        assign a_data[i]  = direct ? tx_data[i]  : i_data[ra][i];
        assign a_valid[i] = direct ? tx_valid[i] : i_valid[ra][i];
        assign a_soa[i]   = direct ? soa_en[i]   : i_soa[ra][i];
        assign a_bad[i]   = direct ? tx_bad[i]   : i_bad[ra][i];
    end

    // ---------------------------------------------------------------- AWGR (or the LCoS map)
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
            if (a_valid[i]) begin
                for (int k = 0; k < NUM_WL; k++) begin
                    oi = map_en ? int'(map[i][k]) : (i + k) % N;
                    if (a_soa[i][k] && oi < N) begin
                        hits[oi] = hits[oi] + 1;
                        o_data[oi] = o_data[oi] ^ a_data[i];
                        o_valid[oi] = 1'b1;
                        o_src[oi] = 8'(i);
                        if (a_bad[i][k]) o_bad[oi] = 1'b1;
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

    // ---------------------------------------------------------------- output fibres (AWGR -> node)
    logic [N-1:0][W-1:0] r_data  [2**AW];
    logic [N-1:0]        r_valid [2**AW];
    logic [N-1:0]        r_bad   [2**AW];
    logic [N-1:0][7:0]   r_src   [2**AW];

    always_ff @(posedge clk) begin
        if (rst) begin
            for (int s = 0; s < 2**AW; s++) begin
                r_data[s]  <= '0;
                r_valid[s] <= '0;
                r_bad[s]   <= '0;
                r_src[s]   <= '0;
            end
            corrupt_words   <= '0;
            collision_words <= '0;
        end else begin
            r_data[wp]  <= o_data;
            r_valid[wp] <= o_valid;
            r_bad[wp]   <= o_bad & o_valid;
            r_src[wp]   <= o_src;
            corrupt_words   <= corrupt_words + 32'($countones(o_bad & o_valid));
            collision_words <= collision_words + 32'($countones(o_coll & o_valid));
        end
    end

    for (genvar o = 0; o < N; o++) begin : g_out
        wire logic [AW-1:0] ra = wp - AW'(out_q[o]);
        assign rx_data[o]    = r_data[ra][o];
        assign rx_valid[o]   = r_valid[ra][o];
        assign rx_corrupt[o] = r_bad[ra][o];
        assign rx_src[o]     = r_src[ra][o];
    end
endmodule

`default_nettype wire
