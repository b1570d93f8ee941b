// lp_lcos_wss_model: behavioural model of ODDL's LCoS wavelength selective switch (simulation only):
// an N-port port x wavelength cross-connect (ODDL section 3, Fig. 4/6 and Table 1) that drives the
// routing map of lp_awgr_model (map_en) in the ODDL fabrics.
//
// Configuration (the arbiter's job setup, here the testbench): cfg_we stages one entry of the pending
// map, input cfg_in on wavelength cfg_wl to output cfg_out (>= N: blocked). commit applies the pending
// entries of the inputs in commit_mask, and only those (partial reconfiguration): they go dark for
// time_cycles clocks (the LCoS reconfiguration, 56 ms in the ODDL prototype, scaled by the caller),
// then carry their new entries. Every other input keeps routing, untouched. A commit while a
// reconfiguration runs is refused (refused counts them). touch[p] counts the reconfigurations that
// concerned port p: as an input in commit_mask, or as an output that gained or lost an entry; the
// isolation test reads it for the ports of the jobs that must not be disturbed.
`default_nettype none

module lp_lcos_wss_model #(
    parameter int N      = 4,
    parameter int NUM_WL = 8
) (
    input  wire logic                          clk,
    input  wire logic                          rst,
    input  wire logic                          cfg_we,
    input  wire logic [7:0]                    cfg_in,
    input  wire logic [3:0]                    cfg_wl,
    input  wire logic [7:0]                    cfg_out,
    input  wire logic                          commit,
    input  wire logic [N-1:0]                  commit_mask,
    input  wire logic [31:0]                   time_cycles,
    output logic      [N-1:0][NUM_WL-1:0][7:0] map,
    output logic      [N-1:0]                  busy,
    output logic      [N-1:0][15:0]            touch,
    output logic      [15:0]                   refused
);
    if (N < 2 || N > 255 || NUM_WL < 1 || NUM_WL > 16) begin : g_bad_n
        $fatal(1, "lp_lcos_wss_model: N=%0d NUM_WL=%0d out of range", N, NUM_WL);
    end

    logic [N-1:0][NUM_WL-1:0][7:0] act, pend;
    logic [N-1:0]                  mask;
    logic [31:0]                   left;

    always_ff @(posedge clk) begin
        if (rst) begin
            for (int i = 0; i < N; i++)
                for (int k = 0; k < NUM_WL; k++) begin
                    act[i][k]  <= 8'hFF;
                    pend[i][k] <= 8'hFF;
                end
            mask <= '0; left <= '0; touch <= '0; refused <= '0;
        end else begin
            if (cfg_we && int'(cfg_in) < N && int'(cfg_wl) < NUM_WL) pend[cfg_in][cfg_wl] <= cfg_out;
            if (commit && mask != '0) begin
                refused <= refused + 1'b1;
            end else if (commit && commit_mask != '0) begin
                mask <= commit_mask;
                left <= time_cycles;
                for (int p = 0; p < N; p++) begin
                    logic hit;
                    hit = commit_mask[p];
                    for (int i = 0; i < N; i++)
                        for (int k = 0; k < NUM_WL; k++)
                            if (commit_mask[i] && act[i][k] != pend[i][k] &&
                                (int'(act[i][k]) == p || int'(pend[i][k]) == p)) hit = 1'b1;
                    if (hit) touch[p] <= touch[p] + 1'b1;
                end
            end else if (mask != '0) begin
                if (left <= 32'd1) begin
                    for (int i = 0; i < N; i++)
                        if (mask[i]) act[i] <= pend[i];
                    mask <= '0;
                end else begin
                    left <= left - 1'b1;
                end
            end
        end
    end

    always_comb begin
        for (int i = 0; i < N; i++)
            for (int k = 0; k < NUM_WL; k++)
                map[i][k] = mask[i] ? 8'hFF : act[i][k];
    end
    assign busy = mask;
endmodule

`default_nettype wire
