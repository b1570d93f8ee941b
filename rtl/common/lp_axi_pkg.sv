// lp_axi_pkg: the bus bundles of the RTL (docs/common.md, "Bus bundles"): AXI4-Lite and AXI4 as one
// request struct (manager to subordinate: address, write data, the ready of the responses) and one
// response struct (subordinate to manager), so a block port is two signals instead of a run of 19 or 42.
//
// Widths are fixed: AXI4-Lite carries a 32-bit address (the CPUs' address maps; every register map of
// rtl/regs is narrower) and 32-bit data: a block decodes only the address bits its map has (a width
// from the generated packages) and synthesis trims the rest. AXI4 is the DRAM master of the S-VLB queues
// (lp_nic_core / lp_arbiter m_axi_* at their default AXI_ADDR_W / AXI_ID_W, the boards' DRAM): 32-bit
// address, 4-bit ID, 64-bit data (the line word). The flat port runs of cocotb-driven tops and the
// conversions between them and these structs are the macros of lp_axi.svh.
`default_nettype none

package lp_axi_pkg;
    localparam int LP_AXIL_ADDR_W = 32;
    localparam int LP_AXIL_DATA_W = 32;

    typedef struct packed {
        logic [LP_AXIL_ADDR_W-1:0]   aw_addr;
        logic [2:0]                  aw_prot;
        logic                        aw_valid;
        logic [LP_AXIL_DATA_W-1:0]   w_data;
        logic [LP_AXIL_DATA_W/8-1:0] w_strb;
        logic                        w_valid;
        logic                        b_ready;
        logic [LP_AXIL_ADDR_W-1:0]   ar_addr;
        logic [2:0]                  ar_prot;
        logic                        ar_valid;
        logic                        r_ready;
    } lp_axil_req_t;

    typedef struct packed {
        logic                        aw_ready;
        logic                        w_ready;
        logic [1:0]                  b_resp;
        logic                        b_valid;
        logic                        ar_ready;
        logic [LP_AXIL_DATA_W-1:0]   r_data;
        logic [1:0]                  r_resp;
        logic                        r_valid;
    } lp_axil_rsp_t;

    localparam int LP_AXI_ADDR_W = 32;
    localparam int LP_AXI_ID_W   = 4;
    localparam int LP_AXI_DATA_W = 64;

    // one address channel (AW or AR)
    typedef struct packed {
        logic [LP_AXI_ID_W-1:0]     id;
        logic [LP_AXI_ADDR_W-1:0]   addr;
        logic [7:0]                 len;
        logic [2:0]                 size;
        logic [1:0]                 burst;
        logic                       lock;
        logic [3:0]                 cache;
        logic [2:0]                 prot;
        logic [3:0]                 qos;
        logic                       valid;
    } lp_axi_ax_t;

    typedef struct packed {
        lp_axi_ax_t                 aw;
        logic [LP_AXI_DATA_W-1:0]   w_data;
        logic [LP_AXI_DATA_W/8-1:0] w_strb;
        logic                       w_last;
        logic                       w_valid;
        logic                       b_ready;
        lp_axi_ax_t                 ar;
        logic                       r_ready;
    } lp_axi_req_t;

    typedef struct packed {
        logic                       aw_ready;
        logic                       w_ready;
        logic [LP_AXI_ID_W-1:0]     b_id;
        logic [1:0]                 b_resp;
        logic                       b_valid;
        logic                       ar_ready;
        logic [LP_AXI_ID_W-1:0]     r_id;
        logic [LP_AXI_DATA_W-1:0]   r_data;
        logic [1:0]                 r_resp;
        logic                       r_last;
        logic                       r_valid;
    } lp_axi_rsp_t;
endpackage

`default_nettype wire
