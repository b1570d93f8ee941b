// lp_rr_arb: round-robin arbiter over N requesters.
// A priority pointer names the requester that wins first; grant is the first active req at or after
// the pointer (cyclically). grant/grant_idx/grant_valid are combinational from req and the pointer.
// When ack is high with a valid grant, the grant is consumed and the pointer moves to the requester
// after the granted one, so with every input requesting each gets exactly one grant per N acks.
// req may change freely while not acked; ack without grant_valid is ignored.
// A user that decides later whether a grant was used (it registered grant_idx and consumes the grant
// a few cycles on, or not at all) drives upd with the index it served on upd_idx instead of ack: the
// pointer then moves to the requester after upd_idx. upd takes precedence over ack; tie both low to
// keep the pointer. An upd_idx of N-1 or more moves the pointer to 0.
`default_nettype none

module lp_rr_arb #(
    parameter int N = 4  // >= 1
) (
    input  wire logic                                clk,
    input  wire logic                                rst,
    input  wire logic [N-1:0]                        req,
    input  wire logic                                ack,
    input  wire logic                                upd,        // move the pointer past upd_idx
    input  wire logic [(N > 1 ? $clog2(N) : 1)-1:0]  upd_idx,
    output logic      [N-1:0]                        grant,      // one-hot or zero
    output logic      [(N > 1 ? $clog2(N) : 1)-1:0]  grant_idx,  // 0 when !grant_valid
    output logic                                     grant_valid
);
    localparam int IW = (N > 1) ? $clog2(N) : 1;

    if (N < 1) begin : g_bad_n
        $fatal(1, "lp_rr_arb: N=%0d must be >= 1", N);
    end

    logic [IW-1:0] ptr;
    logic [N-1:0]  upper;  // requesters at or after the pointer
    logic [N-1:0]  pick;

    always_comb begin
        for (int i = 0; i < N; i++) upper[i] = req[i] && (IW'(i) >= ptr);
        pick = (|upper) ? upper : req;
        grant_idx = '0;
        for (int i = N - 1; i >= 0; i--) begin
            if (pick[i]) grant_idx = IW'(i);  // lowest set bit wins
        end
        grant_valid = |req;
        grant = '0;
        if (grant_valid) grant[grant_idx] = 1'b1;
    end

    always_ff @(posedge clk) begin
        if (rst) begin
            ptr <= '0;
        end else if (upd) begin
            ptr <= (upd_idx >= IW'(N - 1)) ? '0 : upd_idx + 1'b1;
        end else if (ack && grant_valid) begin
            ptr <= (grant_idx == IW'(N - 1)) ? '0 : grant_idx + 1'b1;
        end
    end
endmodule

`default_nettype wire
