// lp_oddl: ODDL mode of the NIC (docs/oddl.md): the hardware side of its register block (lp_oddl_regs,
// block oddl of the NIC node map, held by the core's lp_nic_node_regs: regs_out / regs_in are its hwif),
// the control unit (lp_oddl_cu) and the control port's frame codec (lp_oddl_ctl_tx / lp_oddl_ctl_rx) on
// the electrical 10GbE control port (AXI-Stream, MAC side).
//
// In the NIC (lp_nic_core with ODDL = 1): while `on` (ODDL_CTRL.en) the transmitter reads its slot entries
// from here instead of the round-robin table: every slot goes to tx_peer on tx_wl, lit only while
// tx_on (payload allowed), and the receive schedule of every slot is rx_peer while rx_on. laser_off
// turns the SOA driver off (laser bias and every SOA). The NIC core gives back its slot starts, whether
// the slot carries a cell (slot_on) and the destinations it holds cells for (pend_mask).
// irq (level): INTR_STATUS & INTR_ENABLE (iteration done, iteration error).
// hw_start / hw_doorbell: the host's hardware doorbells (one-clock pulses from its queue engine; the
// emulated GPUs of the simulation fabrics): the same as writing ODDL_CTRL.start / DOORBELL.done.
`default_nettype none
`include "lp_axi.svh"

module lp_oddl
    import lp_cell_pkg::*;
#(
    parameter int MAX_NODES = 16,
    parameter int NUM_WL    = 8
) (
    input  wire logic                          clk,
    input  wire logic                          rst,

    // the register block's hwif (block oddl of lp_nic_node_regs)
    input  wire lp_oddl_regs_pkg::lp_oddl_regs__out_t regs_out,
    output      lp_oddl_regs_pkg::lp_oddl_regs__in_t  regs_in,

    // electrical control port (10GbE MAC side)
    `LP_AXIS_SLAVE_PORTS(s_axis_ctl, 64),
    input  wire logic                          s_axis_ctl_tuser,
    `LP_AXIS_MASTER_PORTS(m_axis_ctl, 64),

    // the NIC's transmitter and receiver
    input  wire logic                          cfg_block,     // S-VLB on: starts refused
    input  wire logic                          slot_start,
    input  wire logic                          slot_on,
    input  wire logic [MAX_NODES-1:0]          pend_mask,
    input  wire logic                          hw_start,
    input  wire logic                          hw_doorbell,
    output logic                               on,
    output logic                               tx_on,
    output logic [7:0]                         tx_wl,
    output logic [LP_NODE_ID_BITS-1:0]         tx_peer,
    output logic                               rx_on,
    output logic [LP_NODE_ID_BITS-1:0]         rx_peer,
    output logic                               laser_off,
    output logic                               tuning,
    output logic                               irq
);
    import lp_oddl_regs_pkg::*;
    localparam int AB = LP_ODDL_ADDR_BITS;

    lp_oddl_regs__in_t  h_in;
    lp_oddl_regs__out_t h_out;

    assign h_out   = regs_out;
    assign regs_in = h_in;

    logic [15:0][AB-1:0] tbl_tx, tbl_rx;
    logic [15:0][3:0]    tbl_wl;
    always_comb begin
        for (int s = 0; s < 16; s++) begin
            tbl_tx[s] = h_out.STEP[s].tx_peer.value;
            tbl_rx[s] = h_out.STEP[s].rx_peer.value;
            tbl_wl[s] = h_out.STEP[s].wl.value;
        end
    end
    wire logic [AB-1:0] addr = h_out.JOB.addr.value;
    assign on = h_out.ODDL_CTRL.en.value;

    // ---------------------------------------------------------------- control port
    logic         rx_v, tx_v, tx_first_ready, ev_sent, ev_ovf, ev_rx_bad, ev_rx_misaddr;
    lp_oddl_msg_e rx_type, tx_type;
    logic [AB-1:0] rx_src, tx_dst;

    lp_oddl_ctl_rx u_crx (
        .clk, .rst,
        .cfg_addr      (addr),
        .s_axis_tdata  (s_axis_ctl_tdata),
        .s_axis_tkeep  (s_axis_ctl_tkeep),
        .s_axis_tvalid (s_axis_ctl_tvalid),
        .s_axis_tready (s_axis_ctl_tready),
        .s_axis_tlast  (s_axis_ctl_tlast),
        .s_axis_tuser  (s_axis_ctl_tuser),
        .msg_v         (rx_v),
        .msg_type      (rx_type),
        .msg_src       (rx_src),
        .ev_bad        (ev_rx_bad),
        .ev_misaddr    (ev_rx_misaddr)
    );

    lp_oddl_ctl_tx #(.DEPTH(4)) u_ctx (
        .clk, .rst,
        .cfg_addr      (addr),
        .msg_v         (tx_v),
        .msg_type      (tx_type),
        .msg_dst       (tx_dst),
        .m_axis_tdata  (m_axis_ctl_tdata),
        .m_axis_tkeep  (m_axis_ctl_tkeep),
        .m_axis_tvalid (m_axis_ctl_tvalid),
        .m_axis_tready (m_axis_ctl_tready),
        .m_axis_tlast  (m_axis_ctl_tlast),
        .ev_sent       (ev_sent),
        .ev_ovf        (ev_ovf),
        .first_ready   (tx_first_ready)
    );

    // ---------------------------------------------------------------- control unit
    logic [2:0]  st_state, st_err_code;
    logic [3:0]  st_step, st_err_step;
    logic        st_self_conf, st_dest_conf, st_self_comp, st_dest_comp, st_err;
    logic [7:0]  st_iters;
    logic [15:0] st_hs_local, st_hs_local_max, st_hs_link, st_hs_link_max;
    logic [31:0] st_iter_cycles, st_gap_cycles;
    logic ev_rx_ok, ev_dup, ev_bad_peer, ev_step, ev_iter, ev_timeout, ev_retune, ev_laser_off;
    logic ev_doorbell_bad, ev_start_refused, ev_err;

    lp_oddl_cu #(.STEPS(16), .MAX_NODES(MAX_NODES), .NUM_WL(NUM_WL)) u_cu (
        .clk, .rst,
        .cfg_en         (h_out.ODDL_CTRL.en.value),
        .cfg_block      (cfg_block),
        .cfg_start      (h_out.ODDL_CTRL.start.value || hw_start),
        .cfg_abort      (h_out.ODDL_CTRL.abort.value),
        .cfg_laser_off  (h_out.ODDL_CTRL.laser_off.value),
        .cfg_doorbell   (h_out.DOORBELL.done.value || hw_doorbell),
        .cfg_clr        (h_out.ODDL_CTRL.cnt_clr.value),
        .cfg_addr       (addr),
        .cfg_steps      (h_out.JOB.steps.value),
        .cfg_tune       (h_out.TUNE.cycles.value),
        .cfg_wake       (h_out.TUNE.wake.value),
        .cfg_timeout    (h_out.TIMEOUT.cycles.value),
        .tbl_tx, .tbl_rx, .tbl_wl,
        .rx_v, .rx_type, .rx_src,
        .tx_v, .tx_type, .tx_dst, .tx_first_ready,
        .slot_start, .slot_on, .pend_mask,
        .tx_on, .tx_wl, .tx_peer, .rx_on, .rx_peer, .laser_off, .tuning,
        .st_state, .st_step, .st_self_conf, .st_dest_conf, .st_self_comp, .st_dest_comp,
        .st_err, .st_err_code, .st_err_step, .st_iters,
        .st_hs_local, .st_hs_local_max, .st_hs_link, .st_hs_link_max, .st_iter_cycles, .st_gap_cycles,
        .ev_rx_ok, .ev_dup, .ev_bad_peer, .ev_step, .ev_iter, .ev_timeout, .ev_retune, .ev_laser_off,
        .ev_doorbell_bad, .ev_start_refused, .ev_err
    );

    assign irq = (h_out.INTR_STATUS.done.value && h_out.INTR_ENABLE.done.value) ||
                 (h_out.INTR_STATUS.err.value && h_out.INTR_ENABLE.err.value);

    // ---------------------------------------------------------------- status and counters
    wire logic cnt_clr = h_out.ODDL_CTRL.cnt_clr.value;
    always_comb begin
        h_in.ODDL_STATUS.state.next     = st_state;
        h_in.ODDL_STATUS.step.next      = st_step;
        h_in.ODDL_STATUS.self_conf.next = st_self_conf;
        h_in.ODDL_STATUS.dest_conf.next = st_dest_conf;
        h_in.ODDL_STATUS.self_comp.next = st_self_comp;
        h_in.ODDL_STATUS.dest_comp.next = st_dest_comp;
        h_in.ODDL_STATUS.link_up.next   = tx_on;
        h_in.ODDL_STATUS.laser_off.next = laser_off;
        h_in.ODDL_STATUS.err.next       = st_err;
        h_in.ODDL_STATUS.err_code.next  = st_err_code;
        h_in.ODDL_STATUS.err_step.next  = st_err_step;
        h_in.ODDL_STATUS.iters.next     = st_iters;
        h_in.HS_LOCAL.last.next    = st_hs_local;
        h_in.HS_LOCAL.max.next     = st_hs_local_max;
        h_in.HS_LINK.last.next     = st_hs_link;
        h_in.HS_LINK.max.next      = st_hs_link_max;
        h_in.ITER_CYCLES.cycles.next = st_iter_cycles;
        h_in.GAP_CYCLES.cycles.next  = st_gap_cycles;
        h_in.INTR_STATUS.done.hwset  = ev_iter;
        h_in.INTR_STATUS.err.hwset   = ev_err;
`define LP_ODDL_CNT(REG, EV) \
        h_in.REG.count.incr  = (EV); \
        h_in.REG.count.hwclr = cnt_clr;
        `LP_ODDL_CNT(CTL_TX,         ev_sent)
        `LP_ODDL_CNT(CTL_RX,         ev_rx_ok)
        `LP_ODDL_CNT(CTL_RX_BAD,     ev_rx_bad)
        `LP_ODDL_CNT(CTL_RX_MISADDR, ev_rx_misaddr)
        `LP_ODDL_CNT(CTL_DUP,        ev_dup)
        `LP_ODDL_CNT(CTL_BAD_PEER,   ev_bad_peer)
        `LP_ODDL_CNT(CTL_TX_OVF,     ev_ovf)
        `LP_ODDL_CNT(STEPS,          ev_step)
        `LP_ODDL_CNT(ITERS,          ev_iter)
        `LP_ODDL_CNT(TIMEOUTS,       ev_timeout)
        `LP_ODDL_CNT(RETUNES,        ev_retune)
        `LP_ODDL_CNT(LASER_OFFS,     ev_laser_off)
        `LP_ODDL_CNT(DOORBELL_BAD,   ev_doorbell_bad)
        `LP_ODDL_CNT(START_REFUSED,  ev_start_refused)
`undef LP_ODDL_CNT
    end
endmodule

`default_nettype wire
