// lp_svlb_tb: test top of the S-VLB scheduler (tb/svlb/test_lp_svlb.py): lp_svlb with its configuration
// struct (lp_svlb_pkg::lp_svlb_cfg_t) as one port per field, so the test drives each setting by name.
`default_nettype none

module lp_svlb_tb
    import lp_cell_pkg::*;
    import lp_svlb_pkg::*;
#(
    parameter int N = 16  // node ids 0..N-1 (power of two)
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // configuration (registers)
    input  wire logic                          cfg_en,          // 0: no requests, answers or commits (counting goes on)
    input  wire logic                          cfg_sirius,      // 1: plain VLB baseline
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_node,        // own id
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_nodes,       // valid ids are 0..cfg_nodes-1 (<= N)
    input  wire logic [15:0]                   cfg_q,           // grant threshold Q (cells per destination)
    input  wire logic [15:0]                   cfg_sel_thr,     // S-VLB: relay only local backlog above this
    input  wire logic [7:0]                    cfg_req_max,     // cells per request (<= 255)
    input  wire logic [7:0]                    cfg_fill,        // direct/second-hop/OCS cells kept per FIFO
    input  wire logic [7:0]                    cfg_fifo_cells,  // capacity of each next-hop FIFO
    input  wire logic [7:0]                    cfg_ttl,         // ticks before a request/grant expires (>= 2)
    input  wire logic                          cfg_ocs_v,       // an OCS circuit to cfg_ocs_dst takes new cells
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_ocs_dst,
    input  wire logic                          cfg_ann_v,       // a circuit to cfg_ann_dst is announced:
    input  wire logic [LP_NODE_ID_BITS-1:0]    cfg_ann_dst,     // relay nothing more for it (S-VLB mode)

    // events from the datapath (one-clock pulses)
    input  wire logic                          tick,            // ageing tick (once per round-robin cycle)
    input  wire logic                          loc_add_v,       // a host cell entered local VOQ loc_add_dst
    input  wire logic [LP_NODE_ID_BITS-1:0]    loc_add_dst,
    input  wire logic                          rly_in_v,        // a first-hop relay cell from rly_in_src was
    input  wire logic [LP_NODE_ID_BITS-1:0]    rly_in_src,      // stored in the relay queue of rly_in_dst
    input  wire logic [LP_NODE_ID_BITS-1:0]    rly_in_dst,
    input  wire logic                          sent_v,          // a cell left a FIFO
    input  wire logic                          sent_ocs,        // 1: the OCS FIFO, 0: the FIFO of sent_hop
    input  wire logic [LP_NODE_ID_BITS-1:0]    sent_hop,
    input  wire logic [1:0]                    sent_kind,       // 0 local direct, 1 first relay hop, 2 second hop
    input  wire logic                          rx_v,            // header of a good cell from rx_src to us
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_src,
    input  wire logic                          rx_req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_req_dst,
    input  wire logic [7:0]                    rx_req_cnt,
    input  wire logic                          rx_gnt_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    rx_gnt_dst,
    input  wire logic [7:0]                    rx_gnt_cnt,

    // header fields for the next slot to hdr_req_hop
    input  wire logic                          hdr_req_v,
    input  wire logic [LP_NODE_ID_BITS-1:0]    hdr_req_hop,
    output logic                               hdr_v,           // one-clock answer
    output logic [LP_NODE_ID_BITS-1:0]         hdr_hop,
    output logic                               hdr_vlb_req_v,
    output logic [LP_NODE_ID_BITS-1:0]         hdr_vlb_req_dst,
    output logic [7:0]                         hdr_vlb_req_cnt,
    output logic                               hdr_vlb_gnt_v,
    output logic [LP_NODE_ID_BITS-1:0]         hdr_vlb_gnt_dst,
    output logic [7:0]                         hdr_vlb_gnt_cnt,

    // commands to the mover: move mv_cnt cells from a queue to a FIFO
    output logic                               mv_valid,
    input  wire logic                          mv_ready,
    output logic                               mv_from_relay,   // 1: relay queue mv_dst, 0: local VOQ mv_dst
    output logic [LP_NODE_ID_BITS-1:0]         mv_dst,
    output logic                               mv_ocs,          // 1: to the OCS FIFO, 0: to the FIFO of mv_hop
    output logic [LP_NODE_ID_BITS-1:0]         mv_hop,
    output logic [7:0]                         mv_cnt,

    // status
    output logic [N-1:0][23:0]                 st_unres,
    output logic [N-1:0][7:0]                  st_occ,
    output logic [7:0]                         st_occ_ocs,
    output logic [N-1:0][7:0]                  st_prel,
    output logic [N-1:0][15:0]                 st_rqc,
    output logic [N-1:0][15:0]                 st_held,
    output logic [N-1:0][15:0]                 st_iss,

    // one-clock events
    output logic                               ev_req_sent,     // request put into a header
    output logic                               ev_req_rx,       // request received and answered
    output logic                               ev_req_bad,      // malformed request (ignored, no answer)
    output logic                               ev_refused,      // request answered with 0 cells
    output logic                               ev_gnt_sent,     // answer put into a header
    output logic                               ev_gnt_rx,       // answer matched our request
    output logic                               ev_gnt_bad,      // answer without a matching request (ignored)
    output logic                               ev_rq_expired,   // our request unanswered for cfg_ttl ticks
    output logic                               ev_rec_expired,  // a grant of ours unused for cfg_ttl ticks
    output logic                               ev_rly_unexp,    // relay cell without an open grant (still held)
    output logic                               ev_acct_err,     // event with an impossible id or count (ignored)
    output logic                               ev_evt_ovf       // an event FIFO was full: event lost
);

    lp_svlb_cfg_t cfg;
    assign cfg = '{en: cfg_en,
                  sirius: cfg_sirius,
                  node: cfg_node,
                  nodes: cfg_nodes,
                  q: cfg_q,
                  sel_thr: cfg_sel_thr,
                  req_max: cfg_req_max,
                  fill: cfg_fill,
                  fifo_cells: cfg_fifo_cells,
                  ttl: cfg_ttl,
                  ocs_v: cfg_ocs_v,
                  ocs_dst: cfg_ocs_dst,
                  ann_v: cfg_ann_v,
                  ann_dst: cfg_ann_dst};

    lp_svlb #(.N(N)) u_dut (.cfg, .*);
endmodule

`default_nettype wire
