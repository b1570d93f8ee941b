// lp_ocs_reqgen: the NIC's OCS path requests (docs/arbiter.md; Mercury 3.2).
// The NIC counts the cells its host offers per destination over each round-robin cycle; a destination
// whose count reached the threshold Q is asked for as an OCS circuit (src = this node, dst, volume = the
// cells counted in the cycle, service type and job id from the registers). The request rides in the
// headers of the cells of the arbiter's slot (lp_cell_tx), one per node per cycle, so with several
// destinations at or above Q the request rotates among them, one per cycle, starting after the one
// asked for last. The arbiter ages its requests (lp_ocs_req, cfg_age_max): a NIC repeats its request
// every cycle while the demand stays, and a demand that falls below Q simply stops being asked for.
// A destination whose circuit is announced here (keep_v, keep_dst: an ADD armed, not yet applied) is
// asked for while it has any cell in the cycle: from the announcement to the effective slot S-VLB
// relays nothing more for it, so its host is held to the direct slot's share, one cell a cycle, and a
// threshold above that would let the request age out before the circuit it asked for is up.
//
// Timing: at each `cycle` pulse the live counts are latched and restart from zero (a cell counted in
// that clock belongs to the new cycle); then a scan of N clocks picks the request, which is held
// (req_*) until the next pick. Counts saturate at all ones (ev_sat); a cell for a node >= N is not
// counted (ev_bad_dst); this node itself is never asked for.
`default_nettype none

module lp_ocs_reqgen
    import lp_cell_pkg::*;
#(
    parameter int N = 16,                      // nodes (destinations with a counter)
    parameter int W = LP_F_OCS_REQ_VOL_BITS    // count width = header volume width
) (
    input  wire logic                                clk,
    input  wire logic                                rst,
    input  wire logic                                cfg_en,
    input  wire logic [LP_NODE_ID_BITS-1:0]          cfg_node,
    input  wire logic [W-1:0]                        cfg_q,      // threshold, cells per cycle (0 acts as 1)
    input  wire logic [LP_F_OCS_REQ_SVC_BITS-1:0]    cfg_svc,
    input  wire logic [LP_F_OCS_REQ_JOB_BITS-1:0]    cfg_job,
    // one pulse per cell offered by the host, with its destination
    input  wire logic                                cnt_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]          cnt_dst,
    input  wire logic                                cycle,      // round-robin cycle end
    input  wire logic                                keep_v,     // a circuit to keep_dst is announced
    input  wire logic [LP_NODE_ID_BITS-1:0]          keep_dst,
    // the request for the headers (held)
    output logic                                     req_v,
    output logic [LP_NODE_ID_BITS-1:0]               req_src,
    output logic [LP_NODE_ID_BITS-1:0]               req_dst,
    output logic [W-1:0]                             req_vol,
    output logic [LP_F_OCS_REQ_SVC_BITS-1:0]         req_svc,
    output logic [LP_F_OCS_REQ_JOB_BITS-1:0]         req_job,
    output logic                                     ev_sat,
    output logic                                     ev_bad_dst
);
    localparam int NB = $clog2(N);

    if (N < 2 || (1 << NB) != N) begin : g_bad_n
        $fatal(1, "lp_ocs_reqgen: N=%0d must be a power of two >= 2", N);
    end
    if (W < 1 || W > LP_F_OCS_REQ_VOL_BITS) begin : g_bad_w
        $fatal(1, "lp_ocs_reqgen: W=%0d must be 1..%0d (the header's volume field)", W, LP_F_OCS_REQ_VOL_BITS);
    end

    logic [N-1:0][W-1:0] live, held;
    logic                scan;            // scanning the latched counts
    logic [NB-1:0]       si, last;        // scan index, destination asked for last
    logic [NB:0]         sn;              // entries scanned
    logic                found;
    logic [NB-1:0]       pd;              // the pick of this scan ...
    logic [W-1:0]        pv;              // ... and its count (req_* change only when the scan ends)

    wire logic          ok  = cnt_v && (cnt_dst < LP_NODE_ID_BITS'(N));
    wire logic [NB-1:0] d   = cnt_dst[NB-1:0];
    wire logic          sat = ok && (live[d] == '1);
    wire logic [W-1:0]  q   = (cfg_q == '0) ? W'(1) : cfg_q;
    wire logic          keep = keep_v && (keep_dst == LP_NODE_ID_BITS'(si)) && (held[si] != '0);
    wire logic          hit = scan && !found && ((held[si] >= q) || keep) && (LP_NODE_ID_BITS'(si) != cfg_node);

    always_ff @(posedge clk) begin
        if (rst) begin
            live <= '0; held <= '0; scan <= 1'b0; si <= '0; last <= '0; sn <= '0; found <= 1'b0;
            pd <= '0; pv <= '0;
            req_v <= 1'b0; req_src <= '0; req_dst <= '0; req_vol <= '0; req_svc <= '0; req_job <= '0;
            ev_sat <= 1'b0; ev_bad_dst <= 1'b0;
        end else begin
            ev_sat     <= sat && !cycle;   // at the pulse the cell is the first of the new cycle
            ev_bad_dst <= cnt_v && !ok;
            if (cycle) begin
                held <= live;
                live <= '0;
                if (ok) live[d] <= W'(1);
                scan <= 1'b1; si <= last + 1'b1; sn <= '0; found <= 1'b0;
            end else begin
                if (ok && !sat) live[d] <= live[d] + 1'b1;
                if (scan) begin
                    si <= si + 1'b1;
                    sn <= sn + 1'b1;
                    if (hit) begin
                        found <= 1'b1;
                        last  <= si;
                        pd    <= si;
                        pv    <= held[si];
                    end
                    if (sn == (NB+1)'(N - 1)) begin
                        scan    <= 1'b0;
                        req_v   <= cfg_en && (found || hit);
                        req_dst <= LP_NODE_ID_BITS'(hit ? si : pd);
                        req_vol <= hit ? held[si] : pv;
                    end
                end
            end
            req_src <= cfg_node;
            req_svc <= cfg_svc;
            req_job <= cfg_job;
            if (!cfg_en) req_v <= 1'b0;
        end
    end
endmodule

`default_nettype wire
