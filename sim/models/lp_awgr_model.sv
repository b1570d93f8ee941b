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
// Fibres, per path: node i -> AWGR input i takes IN_CYCLES[i] cycles (0..4096), AWGR output o ->
// node o takes OUT_CYCLES[o] (1..4096), so a word node i sends in cycle t (on the wavelength to o)
// is on node o's rx_* in cycle t + IN_CYCLES[i] + OUT_CYCLES[o]. Settling and the two-SOA rule are
// judged at the laser (when the word is sent); collisions and the map at the AWGR (when the light
// gets there, after the input fibre). Default: every input fibre 0, every output fibre DELAY_CYCLES:
// every path DELAY_CYCLES, collisions judged as the words are sent (the model before per-path
// fibres, cycle for cycle). Each fibre is a ring buffer with one write per clock and one read per
// node: no per-clock loop over the delay.
// map_en: the light goes through a port x wavelength cross-connect instead (the LCoS-WSS of ODDL,
// lp_lcos_wss_model): input i on wavelength k leaves output map[i][k]; map[i][k] >= N is blocked (no
// output: the light is lost). Settling, two-SOA and collision rules are the same.
`default_nettype none

module lp_awgr_model #(
    parameter int N             = 2,
    parameter int NUM_WL        = 8,
    parameter int W             = 64,
    parameter int SETTLE_CYCLES = 2,
    parameter int DELAY_CYCLES  = 1,
    parameter logic [N-1:0][15:0] IN_CYCLES  = '0,                      // node i -> AWGR, cycles
    parameter logic [N-1:0][15:0] OUT_CYCLES = {N{16'(DELAY_CYCLES)}}   // AWGR -> node o, cycles
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
    localparam int MAX_FIBRE = 4096;

    function automatic int max_of(logic [N-1:0][15:0] v);
        int m = 0;
        for (int i = 0; i < N; i++) if (int'(v[i]) > m) m = int'(v[i]);
        return m;
    endfunction

    function automatic int min_of(logic [N-1:0][15:0] v);
        int m = 65535;
        for (int i = 0; i < N; i++) if (int'(v[i]) < m) m = int'(v[i]);
        return m;
    endfunction

    localparam int IN_MAX  = max_of(IN_CYCLES);
    localparam int OUT_MAX = max_of(OUT_CYCLES);
    // ring depth: a power of two >= the longest fibre (2 at least, so an index has a bit)
    localparam int IN_AW   = (IN_MAX  > 2) ? $clog2(IN_MAX)  : 1;
    localparam int OUT_AW  = (OUT_MAX > 2) ? $clog2(OUT_MAX) : 1;

    initial begin
        if (N < 2 || N > 256) $fatal(1, "lp_awgr_model: N=%0d must be 2..256", N);
        if (min_of(OUT_CYCLES) < 1)
            $fatal(1, "lp_awgr_model: every OUT_CYCLES must be >= 1 (DELAY_CYCLES=%0d)", DELAY_CYCLES);
        if (IN_MAX > MAX_FIBRE || OUT_MAX > MAX_FIBRE)
            $fatal(1, "lp_awgr_model: fibres up to %0d cycles (IN %0d, OUT %0d)", MAX_FIBRE, IN_MAX, OUT_MAX);
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

    if (IN_MAX == 0) begin : g_in_direct
        assign a_data  = tx_data;
        assign a_valid = tx_valid;
        assign a_soa   = soa_en;
        assign a_bad   = tx_bad;
    end else begin : g_in_ring
        logic [IN_AW-1:0]         iwp;
        logic [N-1:0][W-1:0]      i_data  [2**IN_AW];
        logic [N-1:0]             i_valid [2**IN_AW];
        logic [N-1:0][NUM_WL-1:0] i_soa   [2**IN_AW];
        logic [N-1:0][NUM_WL-1:0] i_bad   [2**IN_AW];

        always_ff @(posedge clk) begin
            if (rst) begin
                iwp <= '0;
                for (int s = 0; s < 2**IN_AW; s++) begin
                    i_data[s]  <= '0;
                    i_valid[s] <= '0;
                    i_soa[s]   <= '0;
                    i_bad[s]   <= '0;
                end
            end else begin
                iwp          <= iwp + 1'b1;
                i_data[iwp]  <= tx_data;
                i_valid[iwp] <= tx_valid;
                i_soa[iwp]   <= soa_en;
                i_bad[iwp]   <= tx_bad;
            end
        end

        // the word written in cycle t - d is at iwp - d in cycle t (d = 2**IN_AW reads the slot that is
        // written at the end of this cycle, still holding cycle t - d)
        for (genvar i = 0; i < N; i++) begin : g_in
            localparam int D = int'(IN_CYCLES[i]);
            if (D == 0) begin : g_direct
                assign a_data[i]  = tx_data[i];
                assign a_valid[i] = tx_valid[i];
                assign a_soa[i]   = soa_en[i];
                assign a_bad[i]   = tx_bad[i];
            end else begin : g_delay
                wire logic [IN_AW-1:0] ra = iwp - IN_AW'(D);
                assign a_data[i]  = i_data[ra][i];
                assign a_valid[i] = i_valid[ra][i];
                assign a_soa[i]   = i_soa[ra][i];
                assign a_bad[i]   = i_bad[ra][i];
            end
        end
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
    logic [OUT_AW-1:0]   owp;
    logic [N-1:0][W-1:0] r_data  [2**OUT_AW];
    logic [N-1:0]        r_valid [2**OUT_AW];
    logic [N-1:0]        r_bad   [2**OUT_AW];
    logic [N-1:0][7:0]   r_src   [2**OUT_AW];

    always_ff @(posedge clk) begin
        if (rst) begin
            owp <= '0;
            for (int s = 0; s < 2**OUT_AW; s++) begin
                r_data[s]  <= '0;
                r_valid[s] <= '0;
                r_bad[s]   <= '0;
                r_src[s]   <= '0;
            end
            corrupt_words   <= '0;
            collision_words <= '0;
        end else begin
            owp          <= owp + 1'b1;
            r_data[owp]  <= o_data;
            r_valid[owp] <= o_valid;
            r_bad[owp]   <= o_bad & o_valid;
            r_src[owp]   <= o_src;
            corrupt_words   <= corrupt_words + 32'($countones(o_bad & o_valid));
            collision_words <= collision_words + 32'($countones(o_coll & o_valid));
        end
    end

    for (genvar o = 0; o < N; o++) begin : g_out
        wire logic [OUT_AW-1:0] ra = owp - OUT_AW'(int'(OUT_CYCLES[o]));
        assign rx_data[o]    = r_data[ra][o];
        assign rx_valid[o]   = r_valid[ra][o];
        assign rx_corrupt[o] = r_bad[ra][o];
        assign rx_src[o]     = r_src[ra][o];
    end
endmodule

`default_nettype wire
