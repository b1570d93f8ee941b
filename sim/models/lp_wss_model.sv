// lp_wss_model: behavioural model of the OCS subnet (WSS circuits) between N nodes' OCS ports
// (simulation only). Node i's light goes to node dst[i] (dst[i] >= N: blocked, no circuit); the
// switch setting is taken with each word at the sender, so words already on the fibre when a
// circuit is reconfigured still reach the node they were sent to. Every circuit delays by LAT clocks.
// Receiver j gets the word of the sender aimed at it; two senders reaching one receiver in the same
// clock collide (`collide` counts such clocks; circuits are port-disjoint, tests require 0) and the
// receiver gets the higher-numbered one. `lit[j]`: some sender's light reaches node j (what the OCS
// transceiver's receiver reports as its link). SB bits of side band travel with each word.
`default_nettype none

module lp_wss_model #(
    parameter int N   = 4,
    parameter int W   = 64,
    parameter int SB  = 1,
    parameter int LAT = 8
) (
    input  wire logic                  clk,
    input  wire logic                  rst,
    input  wire logic [N-1:0][7:0]     dst,
    input  wire logic [N-1:0]          tx_valid,
    input  wire logic [N-1:0][W-1:0]   tx_data,
    input  wire logic [N-1:0][SB-1:0]  tx_sb,
    output logic      [N-1:0]          rx_valid,
    output logic      [N-1:0][W-1:0]   rx_data,
    output logic      [N-1:0][SB-1:0]  rx_sb,
    output logic      [N-1:0]          lit,
    output logic      [31:0]           collide
);
    if (N < 2 || N > 255) begin : g_bad_n
        $fatal(1, "lp_wss_model: N=%0d must be 2..255", N);
    end
    if (LAT < 1) begin : g_bad_lat
        $fatal(1, "lp_wss_model: LAT=%0d must be >= 1", LAT);
    end

    logic [LAT-1:0][N-1:0]         dl_valid;
    logic [LAT-1:0][N-1:0][W-1:0]  dl_data;
    logic [LAT-1:0][N-1:0][SB-1:0] dl_sb;
    logic [LAT-1:0][N-1:0][7:0]    dl_dst;

    always_ff @(posedge clk) begin
        if (rst) begin
            dl_valid <= '0; dl_data <= '0; dl_sb <= '0; dl_dst <= '1; collide <= '0;
        end else begin
            dl_valid[0] <= tx_valid; dl_data[0] <= tx_data; dl_sb[0] <= tx_sb; dl_dst[0] <= dst;
            for (int t = 1; t < LAT; t++) begin
                dl_valid[t] <= dl_valid[t-1]; dl_data[t] <= dl_data[t-1];
                dl_sb[t] <= dl_sb[t-1]; dl_dst[t] <= dl_dst[t-1];
            end
            for (int j = 0; j < N; j++) begin
                automatic int hits = 0;
                for (int i = 0; i < N; i++) hits += int'(dl_valid[LAT-1][i] && dl_dst[LAT-1][i] == 8'(j));
                if (hits > 1) collide <= collide + 32'd1;
            end
        end
    end

    always_comb begin
        rx_valid = '0; rx_data = '0; rx_sb = '0; lit = '0;
        for (int j = 0; j < N; j++) begin
            for (int i = 0; i < N; i++) begin
                if (dl_dst[LAT-1][i] == 8'(j)) lit[j] = 1'b1;
                if (dl_valid[LAT-1][i] && dl_dst[LAT-1][i] == 8'(j)) begin
                    rx_valid[j] = 1'b1; rx_data[j] = dl_data[LAT-1][i]; rx_sb[j] = dl_sb[LAT-1][i];
                end
            end
        end
    end
endmodule

`default_nettype wire
