"""Emit the N-node fabric simulation tops sim/fabric/lp_fabric<N>.sv (node 0 = lp_arbiter, nodes 1..N-1 =
lp_nic_core, lp_awgr_model, lp_wss_model and one lp_os_rx_model per node).

cocotb bus models attach to signals by name prefix, so each node's ports are spelled out (n0_*, n1_*,
...) instead of packed arrays; the tops for every N come from this one template.
"""

from __future__ import annotations

import random

FABRIC_SIZES = (2, 4, 8)
# Fabrics whose node 0 is the arbiter (lp_arbiter: NIC core + OCS control plane). The 2-node fabric has
# no third node for a circuit, and its nodes' MAX_NODES of 16 would build the 16-port MEPC engine into
# the regression's most used model: its node 0 is a plain NIC core as time-sync master.
ARBITER_SIZES = (4, 8)
FIBRE_MAX_WORDS = 256  # longest fibre of a fabric top's node to its AWGR, line words (lightpath.model.fibre.MAX_WORDS)
HOST_PORTS = 2  # per NIC: n<i>_s_axis_p0_*, n<i>_s_axis_p1_*
# Emulated GPUs (lp_gpu_host, sim/models; the training scenarios of lightpath.traffic): GPUs per node and the
# first node with GPUs. The Mercury testbed is 2 NICs of 2 GPUs beside the arbiter (nodes 1 and 2 of the 4-node
# fabric); the 8-node scenarios put 8 GPUs on every node, the arbiter's NIC core included. 0: none.
GPUS = {2: 0, 4: 2, 8: 8}
GPU_NODE_BASE = {2: 0, 4: 1, 8: 0}

# Register port address widths: the generated constants of the register maps (never restated here).
NIC_ADDR_W = "lp_nic_node_pkg::LP_NIC_NODE_ADDR_W"
ARB_ADDR_W = "lp_arb_regs_pkg::LP_ARB_REGS_MIN_ADDR_WIDTH"
Port = tuple[str, str, int | str]   # (name, direction, width: bits or a parameter name)
S_AXIS: list[Port] = [("tdata", "in", 64), ("tkeep", "in", 8), ("tvalid", "in", 1), ("tready", "out", 1),
          ("tlast", "in", 1), ("tuser", "in", 1), ("tdest", "in", 8)]
M_AXIS: list[Port] = [("tdata", "out", 64), ("tkeep", "out", 8), ("tvalid", "out", 1), ("tready", "in", 1),
                      ("tlast", "out", 1)]
EXTRA: list[Port] = [("soa_force", "in", "NUM_WL"), ("soa_en", "out", "NUM_WL"), ("laser_fault", "in", 1),
         ("tx_valid", "out", 1),
         ("rx_valid", "out", 1), ("rx_corrupt", "out", 1), ("rx_flip", "in", 64),
         ("dbg_phase", "out", 3), ("dbg_slot", "out", 8), ("cdr_drift_steps", "out", 32), ("wss_dst", "in", 8),
         ("oddl_st", "out", 2), ("oddl_irq", "out", 1), ("laser_on", "out", 1),
         ("phy_ev", "in", 4), ("phy_cfg", "out", 20),   # board receive front end: events in, PHY_CTRL out
         ("nic_irq", "out", 1)]   # the NIC's interrupt line (block irq; the arbiter's own is n0_irq)
# ODDL control port of each node (electrical 10GbE, MAC side): nX_s_axis_ctl_* in, nX_m_axis_ctl_* out
S_AXIS_CTL: list[Port] = [("tdata", "in", 64), ("tkeep", "in", 8), ("tvalid", "in", 1), ("tready", "out", 1),
              ("tlast", "in", 1), ("tuser", "in", 1)]
MAX_PHASE = 8  # true phases are drawn in 0..7 and taken modulo CDR_OSR


def true_phases(n: int) -> list[list[int]]:
    """Per receiving node, per source: the true CDR sampling phase (0..7, used modulo CDR_OSR) of the
    fibre path source -> node. Fixed per fabric size (seeded), so a test knows what to expect."""
    rng = random.Random(f"lp_fabric{n}-phases")
    return [[rng.randrange(MAX_PHASE) for _ in range(n)] for _ in range(n)]


def _port(direction: str, width: int | str, name: str) -> str:
    kind = "input  wire logic" if direction == "in" else "output logic     "
    rng = "" if width == 1 else (f"[{width}-1:0] " if isinstance(width, str) else f"[{width - 1}:0] ")
    return f"    {kind} {rng}{name},"


# AXI4 master of each node (core direction, width); RAM_PORTS: the ones lp_axi_ram_model has
AXI = [
    ("awid", "out", 4), ("awaddr", "out", 32), ("awlen", "out", 8), ("awsize", "out", 3),
    ("awburst", "out", 2), ("awlock", "out", 1), ("awcache", "out", 4), ("awprot", "out", 3),
    ("awqos", "out", 4), ("awvalid", "out", 1), ("awready", "in", 1),
    ("wdata", "out", 64), ("wstrb", "out", 8), ("wlast", "out", 1), ("wvalid", "out", 1), ("wready", "in", 1),
    ("bid", "in", 4), ("bresp", "in", 2), ("bvalid", "in", 1), ("bready", "out", 1),
    ("arid", "out", 4), ("araddr", "out", 32), ("arlen", "out", 8), ("arsize", "out", 3),
    ("arburst", "out", 2), ("arlock", "out", 1), ("arcache", "out", 4), ("arprot", "out", 3),
    ("arqos", "out", 4), ("arvalid", "out", 1), ("arready", "in", 1),
    ("rid", "in", 4), ("rdata", "in", 64), ("rresp", "in", 2), ("rlast", "in", 1), ("rvalid", "in", 1),
    ("rready", "out", 1),
]
RAM_PORTS = {"awid", "awaddr", "awlen", "awsize", "awburst", "awvalid", "awready", "wdata", "wstrb", "wlast",
             "wvalid", "wready", "bid", "bresp", "bvalid", "bready", "arid", "araddr", "arlen", "arsize",
             "arburst", "arvalid", "arready", "rid", "rdata", "rresp", "rlast", "rvalid", "rready"}


def max_nodes(n: int) -> int:
    """The nodes' MAX_NODES: per-node tables sized for the fabric (4 and 8 nodes: exactly; the 2-node
    fabric keeps the default 16, its tests address nodes beyond the fabric). Smaller tables are a
    smaller model: the C++ build of a fabric is most of the regression's time."""
    return n if n in (4, 8) else 16


def _host_side(i: int) -> list[str]:
    """Node i's host ports: cocotb's (nX_s_axis_pP_*) or, with gpu_mode, the emulated GPUs'; and its GPU host."""
    L = []
    for hp in range(HOST_PORTS):
        for nm, d, _ in S_AXIS:
            if d == "in":
                L.append(f"    assign h_{nm}[{i}][{hp}] = gpu_mode ? g_{nm}[{i}][{hp}] : n{i}_s_axis_p{hp}_{nm};")
        L.append(f"    assign n{i}_s_axis_p{hp}_tready = !gpu_mode && h_tready[{i}][{hp}];")
        L.append(f"    assign g_tready[{i}][{hp}] = gpu_mode && h_tready[{i}][{hp}];")
    L.append(f"    assign e_tready[{i}] = gpu_mode || n{i}_m_axis_tready;")
    L += [
        f"    if (GPUS > 0 && {i} >= GPU_NODE_BASE) begin : g_gpu{i}",
        "        logic host_ready;   // a GPU host takes every beat (tready is 1)",
        f"        lp_gpu_host #(.NODE({i}), .NODE_BASE(GPU_NODE_BASE), .GPUS(GPUS), .HOST_PORTS({HOST_PORTS})) "
        "u_host (",
        "            .clk, .rst, .cycle (gpu_cycle), .start (gpu_start), .frame_data (gpu_frame_data),",
        "            .hist_shift (gpu_hist_shift), .line_mode (gpu_line_mode),",
        f"            .m_axis_tdata (g_tdata[{i}]), .m_axis_tkeep (g_tkeep[{i}]), .m_axis_tvalid (g_tvalid[{i}]),",
        f"            .m_axis_tready (g_tready[{i}]), .m_axis_tlast (g_tlast[{i}]), .m_axis_tuser (g_tuser[{i}]),",
        f"            .m_axis_tdest (g_tdest[{i}]),",
        f"            .s_axis_tdata (n{i}_m_axis_tdata), .s_axis_tkeep (n{i}_m_axis_tkeep),",
        f"            .s_axis_tvalid (gpu_mode && n{i}_m_axis_tvalid), .s_axis_tready (host_ready),",
        f"            .s_axis_tlast (n{i}_m_axis_tlast),",
        f"            .done (gpu_done[{i}]), .err (gpu_err[{i}]), .missing (gpu_missing[{i}]),",
        f"            .stat_gpu (gpu_stat_gpu), .stat_addr (gpu_stat_addr), .stat_rdata (gpu_rdata[{i}]),",
        f"            .oddl_start (g_db_start[{i}]), .oddl_doorbell (g_db_done[{i}]));",
        "        wire logic unused_host = &{1'b0, host_ready};",
        f"    end else begin : g_nogpu{i}",
        f"        assign {{g_tdata[{i}], g_tkeep[{i}], g_tvalid[{i}], g_tlast[{i}], g_tuser[{i}], g_tdest[{i}]}} = '0;",
        f"        assign {{gpu_done[{i}], gpu_err[{i}], gpu_missing[{i}], gpu_rdata[{i}]}} = "
        f"{{1'b0, 1'b0, 1'b1, 32'd0}};",
        f"        assign {{g_db_start[{i}], g_db_done[{i}]}} = 2'b00;",
        f"        wire logic unused_gpu{i} = &{{1'b0, g_tready[{i}]}};",
        "    end",
    ]
    return L


def render(n: int) -> str:
    top = f"lp_fabric{n}"
    arb = n in ARBITER_SIZES
    nic0 = 1 if arb else 0   # first node that is a plain NIC
    L = [
        "// GENERATED by `make gen` (lightpath.gen.fabric_emit) -- do not edit.",
        f"// {top}: {n} lp_nic_core nodes through the behavioural OTS optics (lp_awgr_model, {n} ports).",
        "// Simulation only. Per-node ports nX_* (host ports nX_s_axis_pP_*) so cocotb bus models attach by",
        "// prefix. nX_soa_force ORs",
        "// extra SOA enables into what the optics see (a stuck-on SOA injected outside the NIC); nX_rx_flip",
        "// XORs bits into what node X receives (a bit error on the fibre). node_rst[X] holds node X in reset",
        "// on top of rst (nodes coming up at different times: time sync has to align them). Node 0 is the",
        ("// arbiter (lp_arbiter: its NIC core is the time-sync master; its control plane registers are on"
         if arb else "// time-sync master (a plain NIC core here: the 4- and 8-node fabrics have the arbiter there)."),
        ("// n0_arb_s_axil_*, its interrupt on n0_irq). Each node receives through an"
         if arb else "// Each node receives through an"),
        "// oversampling receiver model (lp_os_rx_model) with a fixed true phase per source path",
        "// (lightpath.gen.fabric_emit.true_phases) and the drift set by the cdr_* inputs.",
        "// SVLB = 1 builds the nodes with S-VLB (lp_nic_core #(SVLB)), each with its own DRAM model",
        "// (lp_axi_ram_model, DRAM_LATENCY clocks); dram_err flags an AXI protocol error seen by a model.",
        "// node_rst[X] resets node X's DRAM model's bursts too (its memory kept), as a board's core reset",
        "// resets the DRAM path's clock converter: no burst of the node's is answered after its reset.",
        "// OCS subnet (lp_wss_model): node X's OCS port reaches node nX_wss_dst (>= N: no circuit) after",
        "// OCS_LAT clocks; a node's ocs_link is the model's `lit` (light arriving); ocs_collide counts clocks",
        "// in which two circuits reached one node.",
        "// ODDL (parameter ODDL: 1 by default in the 4- and 8-node tops; 0 in lp_fabric2, which serves the",
        "// 2-node benchmarks only; with 0 the ports below are tied off and the oddl block answers DECERR):",
        "// control unit registers in the node map (block oddl on nX_s_axil_*), the electrical control port",
        "// nX_s_axis_ctl_* / nX_m_axis_ctl_* (the testbench's switch model connects them),",
        "// nX_oddl_st = {link up, tuning}, nX_laser_on = any laser enabled. With optics_lcos the lasers",
        "// reach the receivers through the LCoS-WSS model (lp_lcos_wss_model, configured on lcos_*)",
        "// instead of the cyclic AWGR.",
        "// Emulated GPUs (GPUS per node from node GPU_NODE_BASE on; lp_gpu_host, docs/gpu-emu.md): with gpu_mode",
        "// = 1 they drive the nodes' host ports and take the nodes' egress (the nX_s_axis_pP_* ports are then",
        "// held off and nX_m_axis_tready is ignored); programs from the plusarg +lp_sched=<dir>; gpu_start",
        "// (re)starts them; statistics through gpu_stat_* (node, local GPU, address; 1 cycle latency).",
        "// gpu_line_mode = 1: each host port gets a 10GbE MAC's receive path (the board's drop-mode RX FIFO):",
        "// the GPUs are never back-pressured, frames that find it full are dropped and counted.",
        "// Fibres of the OTS optics, set at run time on fibre_words (quasi-static: before rst is released):",
        "// all 0 gives every path node -> AWGR -> node DELAY_CYCLES (collisions judged as the words are sent);",
        "// otherwise fibre_words[i] (1..FIBRE_MAX_WORDS) is node i's fibre to the AWGR in line words, each way",
        "// (node i -> node o: fibre_words[i] + fibre_words[o]; lightpath.model.fibre, docs/time-sync.md \"Unequal",
        "// fibres\"). An input, not a parameter, so one build serves every fibre plan. The OCS subnet keeps",
        "// OCS_LAT on every circuit.",
        "`default_nettype none",
        "`include \"lp_axi.svh\"",
        "",
        f"module {top} #(",
        "    parameter int NUM_WL        = 8,",
        "    parameter int SETTLE_CYCLES = 2,",
        "    parameter int DELAY_CYCLES  = 4,    // 5 m of fibre at ~5 ns/m is ~25 ns = 4 line words",
        f"    parameter int FIBRE_MAX_WORDS = {FIBRE_MAX_WORDS},  // longest fibre_words (the optics model's "
        "ring depth)",
        "    parameter int CDR_OSR       = 4,    // receiver oversampling (phases per UI)",
        "    parameter bit SVLB          = 1'b0, // S-VLB nodes with DRAM models",
        f"    parameter bit ODDL          = 1'b{int(arb)}, // ODDL control unit in every node (0: its ports are "
        "tied off)",
        "    parameter bit AGG           = 1'b0, // in-network aggregation: encoders in the NICs, engine in the "
        "arbiter",
        "    parameter int DRAM_LATENCY  = 20,",
        "    parameter int OCS_LAT       = 8,    // OCS circuit latency (WSS and fibre), clocks",
        f"    parameter int GPUS          = {GPUS[n]},    // emulated GPUs per node (0: none)",
        f"    parameter int GPU_NODE_BASE = {GPU_NODE_BASE[n]}     // first node with GPUs",
        ") (",
        "    input  wire logic        clk,",
        "    input  wire logic        rst,",
        f"    input  wire logic [{n - 1}:0]  node_rst,",
        f"    input  wire logic [{n - 1}:0][15:0] fibre_words,   // per node, to the AWGR, each way; all 0: "
        "DELAY_CYCLES",
        "    input  wire logic        cdr_phase_load,   // reload the true phases (and restart drift)",
        "    input  wire logic [15:0] cdr_drift_slots,  // 0: no drift; else one phase step every this many bursts",
        "    input  wire logic [1:0]  cdr_drift_mode,",
        "    input  wire logic [31:0] cdr_drift_seed,",
        "    input  wire logic        optics_lcos,",
        "    input  wire logic        lcos_cfg_we,",
        "    input  wire logic [7:0]  lcos_cfg_in,",
        "    input  wire logic [3:0]  lcos_cfg_wl,",
        "    input  wire logic [7:0]  lcos_cfg_out,",
        "    input  wire logic        lcos_commit,",
        f"    input  wire logic [{n - 1}:0]  lcos_commit_mask,",
        "    input  wire logic [31:0] lcos_time,",
        f"    output logic      [{n - 1}:0]  lcos_busy,",
        f"    output logic      [{n - 1}:0][15:0] lcos_touch,",
        "    output logic      [15:0] lcos_refused,",
        "    input  wire logic        gpu_mode,",
        "    input  wire logic        gpu_start,",
        "    input  wire logic [15:0] gpu_frame_data,",
        "    input  wire logic [5:0]  gpu_hist_shift,",
        "    input  wire logic        gpu_line_mode,    // GPU hosts: a MAC RX FIFO per host port, drops when full",
        f"    output logic      [{n - 1}:0]  gpu_done,",
        f"    output logic      [{n - 1}:0]  gpu_err,",
        f"    output logic      [{n - 1}:0]  gpu_missing,",
        "    input  wire logic [7:0]  gpu_stat_node,",
        "    input  wire logic [7:0]  gpu_stat_gpu,",
        "    input  wire logic [lp_gpu_emu_pkg::LP_GPU_STAT_ADDR_W-1:0] gpu_stat_addr,",
        "    output logic      [31:0] gpu_stat_rdata,",
        "    output logic      [63:0] gpu_cycle,",
    ]
    if arb:
        L.append(f"    `LP_AXIL_SLAVE_PORTS(n0_arb_s_axil, {ARB_ADDR_W}),")
        L.append(_port("out", 1, "n0_irq"))
    for i in range(n):
        L.append(f"    `LP_AXIL_SLAVE_PORTS(n{i}_s_axil, {NIC_ADDR_W}),")
        for hp in range(HOST_PORTS):
            L += [_port(d, w, f"n{i}_s_axis_p{hp}_{nm}") for nm, d, w in S_AXIS]
        L += [_port(d, w, f"n{i}_m_axis_{nm}") for nm, d, w in M_AXIS]
        L += [_port(d, w, f"n{i}_s_axis_ctl_{nm}") for nm, d, w in S_AXIS_CTL]
        L += [_port(d, w, f"n{i}_m_axis_ctl_{nm}") for nm, d, w in M_AXIS]
        L += [_port(d, w, f"n{i}_{nm}") for nm, d, w in EXTRA]
    L += [
        f"    output logic [{n - 1}:0]  dram_err,",
        "    output logic [31:0] corrupt_words,",
        "    output logic [31:0] ocs_collide,",
        "    output logic [31:0] collision_words,",
        f"    output lp_ila_pkg::lp_ila_soa_t [{n - 1}:0] dbg_ila   // per node: the SOA debug bundle (ILA probes)",
        ");",
        f"    logic [{n - 1}:0][63:0]       tx_data, rx_data;",
        f"    logic [{n - 1}:0]             tx_valid, rx_valid, rx_corrupt;",
        f"    logic [{n - 1}:0][NUM_WL-1:0] soa, soa_seen;",
        f"    logic [{n - 1}:0][10:0]       dbg_word;      // debug outputs the fabric top does not bring out",
        f"    logic [{n - 1}:0]             dbg_sending;",
        f"    logic [{n - 1}:0][NUM_WL-1:0][7:0] soa_ser;    // sub-cycle SOA patterns: the optics model is "
        "cycle-level",
        f"    logic [{n - 1}:0][NUM_WL-1:0] laser_en;",
        f"    logic [{n - 1}:0][NUM_WL-1:0][7:0] lcos_map;  // LCoS-WSS port x wavelength -> output",
        *[f"    logic [{n - 1}:0]{'' if w == 1 else f'[{w - 1}:0]'} axi_{nm};" for nm, _, w in AXI],
        f"    logic [{n - 1}:0][7:0]        rx_src;       // source whose light reaches each output (model truth)",
        f"    logic [{n - 1}:0][CDR_OSR-1:0][63:0] os_data;",
        f"    logic [{n - 1}:0]             os_valid;",
        f"    logic [{n - 1}:0][63:0]       ocs_tx_data, ocs_rx_data;",
        f"    logic [{n - 1}:0]             ocs_tx_valid, ocs_rx_valid, ocs_lit;",
        f"    logic [{n - 1}:0][7:0]        wss_dst;",
        f"    logic [{n - 1}:0][0:0]        ocs_sb_unused;",
        f"    lp_nic_host_pkg::lp_nic_host__out_t [{n - 1}:0] host_out;   // HOST = 0: the host block is the boards'",
        f"    logic [{n - 1}:0][{n - 1}:0][$clog2(CDR_OSR)-1:0] phase_init, true_phase;",
        "    // arbiter hooks of the plain NIC nodes: not used",
        f"    logic [{n - 1}:{nic0}]             hk_hx_valid, hk_cq_take, hk_cycle_end;",
        f"    logic [{n - 1}:{nic0}][7:0]        hk_hx_src, hk_cq_node, hk_num_ports, hk_node_id, hk_agg_req;",
        f"    logic [{n - 1}:{nic0}]             hk_hdr_take, hk_int_tready;",
        f"    lp_cell_pkg::lp_cell_hdr_t [{n - 1}:{nic0}] hk_hx_hdr;",
        f"    logic [{n - 1}:{nic0}][{max_nodes(n) - 1}:0] hk_locked;",
        f"    logic [{n - 1}:{nic0}][31:0]       hk_slot_idx;",
        "    // host side of each node: what the NIC's host ports see (cocotb's ports or the GPUs), the GPUs' side",
        f"    logic [{n - 1}:0][{HOST_PORTS - 1}:0][63:0] h_tdata, g_tdata;",
        f"    logic [{n - 1}:0][{HOST_PORTS - 1}:0][7:0]  h_tkeep, g_tkeep, h_tdest, g_tdest;",
        f"    logic [{n - 1}:0][{HOST_PORTS - 1}:0]       h_tvalid, h_tready, h_tlast, h_tuser, g_tvalid, "
        "g_tready, g_tlast, g_tuser;",
        f"    logic [{n - 1}:0]             e_tready;     // the NIC's egress tready",
        f"    logic [{n - 1}:0][31:0]       gpu_rdata;",
        f"    logic [{n - 1}:0]             g_db_start, g_db_done;   // the GPU hosts' ODDL doorbells (DOORBELL op)",
        "",
        "    always_ff @(posedge clk) gpu_cycle <= rst ? 64'd0 : gpu_cycle + 64'd1;",
        f"    assign gpu_stat_rdata = (gpu_stat_node < 8'd{n}) ? gpu_rdata[gpu_stat_node[$clog2({n})-1:0]] : 32'd0;",
        "",
    ]
    L += [
        "    // fibre plan (fibre_words, see above; lp_awgr_model registers and checks it: a node of the plan",
        "    // without a fibre (0 words) stops the simulation as an output fibre of 0 cycles)",
        "    wire logic fibre_plan = fibre_words != '0;",
        f"    wire logic [{n - 1}:0][15:0] awgr_in  = fibre_plan ? fibre_words : '0;",
        f"    wire logic [{n - 1}:0][15:0] awgr_out = fibre_plan ? fibre_words : {{{n}{{16'(DELAY_CYCLES)}}}};",
        "    if (DELAY_CYCLES < 1 || DELAY_CYCLES > FIBRE_MAX_WORDS) begin : g_bad_delay_cycles",
        f"        $fatal(1, \"{top}: DELAY_CYCLES=%0d must be 1..FIBRE_MAX_WORDS=%0d\", DELAY_CYCLES, "
        "FIBRE_MAX_WORDS);",
        "    end",
        "",
    ]
    phases = true_phases(n)
    for i in range(n):
        for s in range(n):
            L.append(f"    assign phase_init[{i}][{s}] = $clog2(CDR_OSR)'({phases[i][s]} % CDR_OSR);")
    L.append("")
    for i in range(n):
        if i == 0 and arb:
            L.append("    lp_arbiter #(.NUM_WL(NUM_WL), .CDR_OSR(CDR_OSR), .SVLB(SVLB), .ODDL(ODDL), .AGG(AGG),")
        else:
            master = "1'b1" if i == 0 else "1'b0"
            L.append(f"    lp_nic_core #(.NUM_WL(NUM_WL), .CDR_OSR(CDR_OSR), .TSYNC_MASTER({master}), "
                     ".SVLB(SVLB), .ODDL(ODDL),")
            L.append(f"                   .AGG({'1'+chr(39)+'b0' if i == 0 else 'AGG'}),")
        L.append(f"                   .MAX_NODES({max_nodes(n)})) u_n{i} (")
        L.append("        .clk (clk),")
        L.append(f"        .rst (rst || node_rst[{i}]),")
        if i == 0 and arb:
            L.append("        `LP_AXIL_PASS(s_axil_arb, n0_arb_s_axil),")
            L.append("        .irq (n0_irq),")
        else:  # arbiter hooks of a NIC: no configuration operations to send, status not used
            L += [
                f"        .hx_valid (hk_hx_valid[{i}]), .hx_src (hk_hx_src[{i}]), .hx_hdr (hk_hx_hdr[{i}]),",
                f"        .cq_node (hk_cq_node[{i}]), .cq_take (hk_cq_take[{i}]),",
                "        .cq_v (1'b0), .cq_op (lp_cell_pkg::LP_CFG_OP_NOP), .cq_dst ('0), .cq_eff ('0),",
                f"        .st_node_locked (hk_locked[{i}]), .st_slot_idx (hk_slot_idx[{i}]),",
                f"        .st_cycle_end (hk_cycle_end[{i}]), .st_num_ports (hk_num_ports[{i}]),",
                f"        .st_node_id (hk_node_id[{i}]), .s_axis_int_tready (hk_int_tready[{i}]),",
                "        .s_axis_int_tdata ('0), .s_axis_int_tkeep ('0), .s_axis_int_tvalid (1'b0),",
                "        .s_axis_int_tlast (1'b0), .s_axis_int_tdest ('0),",
                "        .arb_agg_v (1'b0), .arb_agg_job ('0), .arb_agg_tell (1'b0),",
                f"        .hdr_take (hk_hdr_take[{i}]), .agg_req_job (hk_agg_req[{i}]),",
            ]
        L.append(f"        `LP_AXIL_PASS(s_axil, n{i}_s_axil),")
        L += [f"        .s_axis_{nm} (h_{nm}[{i}])," for nm, _, _ in S_AXIS]
        L += [f"        .m_axis_{nm} "
              f"({f'e_tready[{i}]' if nm == 'tready' else f'n{i}_m_axis_{nm}'})," for nm, _, _ in M_AXIS]
        L += [f"        .s_axis_ctl_{nm} (n{i}_s_axis_ctl_{nm})," for nm, _, _ in S_AXIS_CTL]
        L += [f"        .m_axis_ctl_{nm} (n{i}_m_axis_ctl_{nm})," for nm, _, _ in M_AXIS]
        # the interrupt: no host-side board events in the fabric (irq_host_ev comes from the board)
        L += [f"        .{'irq_nic' if i == 0 and arb else 'irq'} (n{i}_nic_irq), .irq_host_ev (2'b00),"]
        L += [f"        .oddl_irq (n{i}_oddl_irq),", f"        .oddl_st (n{i}_oddl_st),",
              f"        .oddl_hw_start (gpu_mode && g_db_start[{i}]), .oddl_hw_doorbell (gpu_mode && g_db_done[{i}]),"]
        L += [
            f"        .ots_tx_data  (tx_data[{i}]),",
            f"        .ots_tx_valid (tx_valid[{i}]),",
            f"        .soa_en       (soa[{i}]),",
            f"        .soa_ser      (soa_ser[{i}]),",
            f"        .laser_en     (laser_en[{i}]),",
            f"        .laser_fault  (n{i}_laser_fault),",
            f"        .ots_rx_os_data  (os_data[{i}]),",
            f"        .ots_rx_os_valid (os_valid[{i}]),",
            f"        .ocs_tx_data  (ocs_tx_data[{i}]),",
            f"        .ocs_tx_valid (ocs_tx_valid[{i}]),",
            f"        .ocs_rx_data  (ocs_rx_data[{i}]),",
            f"        .ocs_rx_valid (ocs_rx_valid[{i}]),",
            f"        .ocs_link     (ocs_lit[{i}]),",
            f"        .dbg_slot     (n{i}_dbg_slot),",
            f"        .dbg_word     (dbg_word[{i}]),",
            f"        .dbg_phase    (n{i}_dbg_phase),",
            f"        .dbg_sending  (dbg_sending[{i}]),",
            f"        .dbg_ila      (dbg_ila[{i}]),",
            f"        .phy_sd_delay (n{i}_phy_cfg[19:16]), .phy_sd_min_words (n{i}_phy_cfg[15:12]),",
            f"        .phy_sd_min_gap (n{i}_phy_cfg[11:8]), .phy_slip (n{i}_phy_cfg[7:0]),",
            f"        .phy_ev       (n{i}_phy_ev),",
            f"        .host_in      ('0), .host_out (host_out[{i}]),",
            ",\n".join(f"        .m_axi_{nm} (axi_{nm}[{i}])" for nm, _, _ in AXI),
            "    );",
            f"    assign soa_seen[{i}]   = soa[{i}] | n{i}_soa_force;",
            f"    assign n{i}_soa_en     = soa_seen[{i}];",
            f"    assign n{i}_tx_valid   = tx_valid[{i}];",
            f"    assign n{i}_laser_on   = |laser_en[{i}];",
            f"    assign n{i}_rx_valid   = rx_valid[{i}];",
            f"    assign n{i}_rx_corrupt = rx_corrupt[{i}];",
            f"    assign wss_dst[{i}]    = n{i}_wss_dst;",
            "",
            *_host_side(i),
            "",
            "    lp_os_rx_model #(",
            "        .OSR  (CDR_OSR),",
            f"        .NSRC ({n})",
            f"    ) u_os{i} (",
            "        .clk         (clk),",
            "        .rst         (rst),",
            f"        .tx_data     (rx_data[{i}] ^ n{i}_rx_flip),",
            f"        .tx_valid    (rx_valid[{i}]),",
            f"        .tx_src      (rx_src[{i}]),",
            f"        .phase_init  (phase_init[{i}]),",
            "        .phase_load  (cdr_phase_load),",
            "        .drift_slots (cdr_drift_slots),",
            "        .drift_mode  (cdr_drift_mode),",
            f"        .drift_seed  (cdr_drift_seed ^ 32'd{i + 1}),",
            f"        .os_data     (os_data[{i}]),",
            f"        .os_valid    (os_valid[{i}]),",
            f"        .true_phase  (true_phase[{i}]),",
            f"        .drift_steps (n{i}_cdr_drift_steps)",
            "    );",
            "",
        ]
    ins = [nm for nm, d, _ in AXI if d == "in"]
    L += [
        "    if (SVLB) begin : g_dram",
        f"        for (genvar i = 0; i < {n}; i++) begin : g_node",
        "            logic [31:0] wr_beats, rd_beats;",
        "            lp_axi_ram_model #(.WORDS(1 << 18), .LATENCY(DRAM_LATENCY), .ID_W(4), .ADDR_W(32)) u_ram (",
        "                .clk, .rst (rst || node_rst[i]),",
        *[f"                .s_axi_{nm} (axi_{nm}[i])," for nm, _, _ in AXI if nm in RAM_PORTS],
        "                .err (dram_err[i]), .wr_beats, .rd_beats);",
        "            // AXI attributes the model ignores; beat counts read by benches through the hierarchy",
        "            wire logic unused_ram = &{1'b0, "
        + ", ".join(f"axi_{nm}[i]" for nm, _, _ in AXI if nm not in RAM_PORTS) + ", wr_beats, rd_beats};",
        "        end",
        "    end else begin : g_nodram",
        "        assign dram_err = '0;",
        *[f"        assign axi_{nm} = '0;" for nm in ins],
        "        wire logic unused_axi = &{1'b0, " + ", ".join(f"axi_{nm}" for nm, d, _ in AXI if d == "out") + "};",
        "    end",
        "",
        f"    lp_wss_model #(.N({n}), .W(64), .SB(1), .LAT(OCS_LAT)) u_wss (",
        "        .clk, .rst, .dst(wss_dst), .tx_valid(ocs_tx_valid), .tx_data(ocs_tx_data), .tx_sb('0),",
        "        .rx_valid(ocs_rx_valid), .rx_data(ocs_rx_data), .rx_sb(ocs_sb_unused), .lit(ocs_lit),",
        "        .collide(ocs_collide));",
        "",
        f"    lp_lcos_wss_model #(.N({n}), .NUM_WL(NUM_WL)) u_lcos (",
        "        .clk, .rst, .cfg_we(lcos_cfg_we), .cfg_in(lcos_cfg_in), .cfg_wl(lcos_cfg_wl),",
        "        .cfg_out(lcos_cfg_out), .commit(lcos_commit), .commit_mask(lcos_commit_mask),",
        "        .time_cycles(lcos_time), .map(lcos_map), .busy(lcos_busy), .touch(lcos_touch),",
        "        .refused(lcos_refused));",
        "",
        "    lp_awgr_model #(",
        f"        .N             ({n}),",
        "        .NUM_WL        (NUM_WL),",
        "        .W             (64),",
        "        .SETTLE_CYCLES (SETTLE_CYCLES),",
        "        .MAX_CYCLES    (FIBRE_MAX_WORDS)",
        "    ) u_optics (",
        "        .clk             (clk),",
        "        .rst             (rst),",
        "        .in_cycles       (awgr_in),",
        "        .out_cycles      (awgr_out),",
        "        .tx_data         (tx_data),",
        "        .tx_valid        (tx_valid),",
        "        .soa_en          (soa_seen),",
        "        .map_en          (optics_lcos),",
        "        .map             (lcos_map),",
        "        .rx_data         (rx_data),",
        "        .rx_valid        (rx_valid),",
        "        .rx_src          (rx_src),",
        "        .rx_corrupt      (rx_corrupt),",
        "        .corrupt_words   (corrupt_words),",
        "        .collision_words (collision_words)",
        "    );",
        "",
        "    wire logic unused_ok = &{1'b0, dbg_word, dbg_sending, soa_ser, true_phase, ocs_sb_unused, host_out,",
        "                             hk_hx_valid, hk_cq_take, hk_cycle_end, hk_hx_src, hk_cq_node,",
        "                             hk_node_id, hk_agg_req, hk_hdr_take, hk_int_tready,",
        "                             hk_num_ports, hk_hx_hdr, hk_locked, hk_slot_idx,",
        "                             gpu_start, gpu_frame_data, gpu_hist_shift, gpu_stat_gpu, gpu_stat_addr,",
        "                             gpu_line_mode};  // GPUS = 0",
        "endmodule",
        "",
        "`default_nettype wire",
        "",
    ]
    return "\n".join(L)
