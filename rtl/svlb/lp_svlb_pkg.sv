// lp_svlb_pkg: the configuration of the S-VLB blocks as packed structs (docs/svlb.md "Configuration"):
// lp_svlb_cfg_t for the scheduler lp_svlb, lp_svlb_core_cfg_t for lp_svlb_core (the scheduler's plus the
// DRAM queues' and the resequencer's settings). Settings come from the svlb block of the node map and the
// core block (mode, node, P); the OCS circuit fields from lp_ocs_cfg.
`default_nettype none

package lp_svlb_pkg;
    import lp_cell_pkg::*;

    typedef struct packed {
        logic                       en;          // 0: no requests, answers or commits (counting goes on)
        logic                       sirius;      // 1: plain VLB baseline
        logic [LP_NODE_ID_BITS-1:0] node;        // own id
        logic [LP_NODE_ID_BITS-1:0] nodes;       // valid ids are 0..nodes-1 (<= N)
        logic [15:0]                q;           // grant threshold Q (cells per destination)
        logic [15:0]                sel_thr;     // S-VLB: relay only local backlog above this
        logic [7:0]                 req_max;     // cells per request (<= 255)
        logic [7:0]                 fill;        // direct/second-hop/OCS cells kept per FIFO
        logic [7:0]                 fifo_cells;  // capacity of each next-hop FIFO
        logic [7:0]                 ttl;         // ticks before a request/grant expires (>= 2)
        logic                       ocs_v;       // an OCS circuit to ocs_dst takes new cells
        logic [LP_NODE_ID_BITS-1:0] ocs_dst;
        logic                       ann_v;       // a circuit to ann_dst is announced:
        logic [LP_NODE_ID_BITS-1:0] ann_dst;     // relay nothing more for it (S-VLB mode)
    } lp_svlb_cfg_t;

    typedef struct packed {
        lp_svlb_cfg_t               sched;       // the scheduler's settings
        logic                       apply;       // pulse, with sched.en = 0: program the DRAM queues
        logic [31:0]                dram_base;   // DRAM address of queue 0 (the low AXI_ADDR_W bits are used)
        logic [4:0]                 region_log2; // queue q at dram_base + (q << this)
        logic [23:0]                local_cells; // capacity of each local queue
        logic [23:0]                relay_cells; // capacity of each relay queue
        logic [7:0]                 reseq_ttl;   // ticks a sequence gap may stay open
    } lp_svlb_core_cfg_t;
endpackage

`default_nettype wire
