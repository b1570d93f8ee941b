/* MicroBlaze V firmware of the arbiter node (VCU118): node bring-up, arbiter sizing, the WSS
 * controller, then the control loop: the arbiter's configuration interrupt applied to the WSS at each
 * circuit's effective slot (docs/firmware.md, "Control"), and the OpenFlow agent on the SDN UART for
 * the WSS ports outside the OCS subnet (docs/sdn.md).
 *
 * The testbed's figures are compile-time settings (-D on the command line, FW_DEFS of firmware/Makefile;
 * defaults: the 4-node slice of the regression, whose firmware-in-the-loop test runs the same calls): the
 * node-level ones of lp_fw_testbed.h, and here the S-VLB lead rule, the WSS and interrupt budgets and the
 * WSS port of each node. */
#include "lp_arb_regs.h"
#include "lp_boot.h"
#include "lp_fw_testbed.h"
#include "lp_hal.h"
#include "lp_hal_mbv.h"
#include "lp_mepc_ctl.h"
#include "lp_nic_irq.h"
#include "lp_nic_node.h"
#include "lp_of_uart.h"
#include "lp_ofa.h"
#include "lp_ofa_agg.h"
#include "lp_regs.h"
#include "lp_str.h"
#include "lp_wss.h"

#ifndef LP_FW_LEAD_SLOTS
#define LP_FW_LEAD_SLOTS 48
#endif
#ifndef LP_FW_WSS_US
#define LP_FW_WSS_US 70000 /* LCoS WSS: 56 ms switching + the serial exchange and read-back */
#endif
#ifndef LP_FW_IRQ_US
#define LP_FW_IRQ_US 2500 /* a loop turn: two waits of LP_FW_WAIT_US and a request; the WSS exchanges never
                            * wait in it (docs/firmware.md, "Loop turn") */
#endif
#ifndef LP_FW_REFRESH_CYCLES
#define LP_FW_REFRESH_CYCLES 8 /* the keeper restates each node's configuration every 8 round-robin cycles: a
                                * lost control header is repaired within them (docs/arbiter.md "Refresh") */
#endif
#ifndef LP_FW_WAIT_US
#define LP_FW_WAIT_US 750 /* each wait of a turn: for the interrupt, for the SDN UART (its 16-byte FIFO: 1.4 ms) */
#endif
#ifndef LP_FW_WSS_AUDIT_MS
#define LP_FW_WSS_AUDIT_MS 4000 /* every WSS row read back once per 4 s (a row: ~2 ms on the 115200 line) */
#endif
#ifndef LP_FW_WSS_ROW_US
#define LP_FW_WSS_ROW_US 5000 /* an audit read is not started closer than this to a deadline of the keeper (a
                               * change waits for the read under way) */
#endif
/* exact revision of MEPC decisions while the WSS's switching time is at least this multiple of the
 * solver's measured worst case (docs/arbiter.md, "The exact solver in firmware") */
#ifndef LP_FW_EXACT_MARGIN
#define LP_FW_EXACT_MARGIN 4
#endif
#ifndef LP_FW_SDN_JOB
#define LP_FW_SDN_JOB 2
#endif
#ifndef LP_FW_SDN_PORTS
#define LP_FW_SDN_PORTS 0xFF00u /* WSS ports 8..15: circuits the SDN controller sets up */
#endif
/* aggregation jobs the SDN controller may register, remove and read (docs/sdn.md, "Aggregation jobs"):
 * every id by default, the image registering none itself; narrower where another party owns some */
#ifndef LP_FW_SDN_AGG_MIN
#define LP_FW_SDN_AGG_MIN 1
#endif
#ifndef LP_FW_SDN_AGG_MAX
#define LP_FW_SDN_AGG_MAX 255
#endif


#ifndef LP_FW_WSS_RETRY_MS
#define LP_FW_WSS_RETRY_MS 500 /* first retry of a WSS controller that did not answer (boot, or lost); doubles */
#endif
#ifndef LP_FW_WSS_RETRY_MAX_MS
#define LP_FW_WSS_RETRY_MAX_MS 16000
#endif
#ifndef LP_FW_WSS_TIMEOUT_MS
#define LP_FW_WSS_TIMEOUT_MS 200 /* a WSS command's reply */
#endif
#ifndef LP_FW_WSS_TIMEOUT_US
#define LP_FW_WSS_TIMEOUT_US 0 /* instead of LP_FW_WSS_TIMEOUT_MS when not 0 (a board simulation's fast line) */
#endif
#ifndef LP_FW_WSS_LOST_READS
#define LP_FW_WSS_LOST_READS 3 /* audit reads unanswered in a row: the controller is lost (a cable, its power) */
#endif

static lp_wss_t wss;
static lp_mepc_ctl_t mepc;
static lp_ofa_t ofa;
static lp_of_uart_t ofu;
static uint32_t slot_ps;
/* Set at boot, not by their definitions: the local memory keeps the variables of the run before a
 * CPU reset (crt0 zeroes .bss only). */
static int wss_up, wss_opening, wss_lost, ofa_rc;
static uint32_t wss_tries, wss_retry_ms; /* attempts that failed; the next wait */
static uint64_t wss_next_us;
static uint32_t nodes_seen; /* TSM_STATUS.node_locked as last reported on the console */
static uint32_t period_round;  /* TSM_ROUNDS from which the period may go back to its default */
static int period_fast;        /* the master's rounds back to back (a node was lost) */
uint32_t lp_fw_loop_turns; /* main-loop turns (read by the debugger and the instruction-set run) */
/* Fault counters (read by the debugger and the board twin's test): the WSS controller lost after it was
 * up, nodes whose time-sync lock the master lost and found again, the laser/SOA fault line, the boot's
 * time-sync attempts that timed out (a node powered on late). */
uint32_t lp_fw_wss_losses, lp_fw_node_losses, lp_fw_node_returns, lp_fw_tsync_retries;
lp_nic_fault_t lp_fw_fault;

/* The on-chip blocks: a failure here is the wrong bitstream, not a device that may still come. */
static void fw_boot_core(void)
{
    lp_hal_log("lightpath arbiter firmware");
    if (lp_mbv_traps()) lp_mbv_log_u32("traps before this boot: ", lp_mbv_traps(), "");
    const lp_node_cfg_t node = {.node_id = 0, .ports = LP_FW_NODES, .num_wl = LP_FW_NUM_WL, .guard = LP_FW_GUARD};
    uint32_t code = 0;
    int rc = lp_boot_nic(&node, &code);
    if (rc) lp_mbv_fatal_rc("NIC bring-up failed (wrong bitstream, or the table was rejected)", rc);
    rc = lp_boot_svlb(LP_FW_SVLB_US);
    if (rc) lp_mbv_fatal_rc("S-VLB bring-up failed (the DRAM queues)", rc);
    /* its own node asks for no circuit and its OCS port is armed by the keeper, not by headers */
    const lp_ocs_boot_t ocs = {.arb_node = 0, .ports = LP_FW_NODES, .req_en = 0, .from_arb = 0,
                               .job = LP_FW_MEPC_JOB, .svc = LP_FW_OCS_SVC, .q = LP_FW_OCS_Q};
    rc = lp_boot_ocs(&ocs);
    if (rc) lp_mbv_fatal_rc("OCS bring-up: bad settings", rc);
    (void)lp_nic_irq_ack(LP_NIC_IRQ_ALL); /* the NIC's line: laser/SOA faults and the time-sync lock */
    (void)lp_nic_irq_enable(LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_STATUS__SOA_ALARM_bm |
                            LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm | LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOCKED_bm);
    const lp_tsm_cfg_t tsm = {.node_id = 0, .ports = LP_FW_NODES, .lock_us = LP_FW_LOCK_US};
    /* a node powered on later than the arbiter only delays the boot: attempts repeat, each logged and
     * counted (an attempt keeps the master running: a node locking meanwhile is not set back) */
    while ((rc = lp_boot_tsync_master(&tsm)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("time sync: not every node locked, attempt ", ++lp_fw_tsync_retries, "; retrying");
    if (rc) lp_mbv_fatal_rc("time sync: bad settings", rc);
    slot_ps = lp_slot_ps(LP_FW_GUARD, 0);
    const lp_cdr_cfg_t cdr = {.node_id = 0, .ports = LP_FW_NODES, .train_cycles = LP_FW_TRAIN_CYCLES,
                              .slot_ps = slot_ps, .learn_us = LP_FW_LEARN_US};
    uint32_t tries = 0;
    while ((rc = lp_boot_cdr_train(&cdr)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("CDR training: a source's phase not learnt, attempt ", ++tries, "; retrying");
    if (rc) lp_mbv_fatal_rc("CDR training: bad settings", rc);
    const lp_arb_cfg_t acfg = {.nodes = LP_FW_NODES, .age_max = 8, .cap = 4, .cycle_slots = LP_FW_NODES - 1,
                               .lead_slots = LP_FW_LEAD_SLOTS, .wss_us = LP_FW_WSS_US, .irq_us = LP_FW_IRQ_US,
                               .refresh_cycles = LP_FW_REFRESH_CYCLES};
    uint32_t reconf = 0;
    rc = lp_boot_arb(&acfg, slot_ps, &reconf);
    if (rc) lp_mbv_fatal_rc("arbiter bring-up failed", rc);
    nodes_seen = ((1u << LP_FW_NODES) - 1u) & ~1u; /* the time-sync boot returned with every node locked */
    period_fast = 0;
    (void)lp_nic_fault_step(&lp_fw_fault, lp_nic_irq_levels()); /* a fault line already high */
}

/* The time-sync master's view of the nodes (TSM_STATUS.node_locked, cleared by an exchange that timed
 * out): a node lost (powered off, reset, its fibre) and back, each change on the console and counted.
 * While a node is lost the master's rounds run back to back, as at boot (its slave locks in tens of
 * microseconds instead of many 420 us periods); the period goes back to its default two rounds after
 * every node is back, so each slave has heard all_locked (its firmware waits for it) from a fast round. */
static void fw_nodes_watch(void)
{
    const uint32_t all = ((1u << LP_FW_NODES) - 1u) & ~1u;
    uint32_t locked = LP_FLD(LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_STATUS), LP_NIC_TSYNC__TSM_STATUS__NODE_LOCKED) & all;
    uint32_t changed = locked ^ nodes_seen;
    if (period_fast && locked == all &&
        (int32_t)(LP_RD(LP_BLK_NIC, lp_nic_node_t, stats.TSM_ROUNDS) - period_round) >= 0) {
        LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_PERIOD, LP_NIC_TSYNC__TSM_PERIOD__CYCLES_reset);
        period_fast = 0;
    }
    if (!changed) return;
    nodes_seen = locked;
    if (locked != all) {
        LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_PERIOD, LP_PUT(LP_NIC_TSYNC__TSM_PERIOD__CYCLES, LP_BOOT_TSM_ACQUIRE));
        period_fast = 1;
    } else {
        period_round = LP_RD(LP_BLK_NIC, lp_nic_node_t, stats.TSM_ROUNDS) + 2u;
    }
    for (uint32_t n = 1; n < LP_FW_NODES; n++) {
        if (!(changed >> n & 1u)) continue;
        int back = locked >> n & 1u;
        if (back)
            lp_fw_node_returns++;
        else
            lp_fw_node_losses++;
        lp_mbv_log_u32("node ", n, back ? " back (time sync locked)" : " lost (time sync)");
    }
}

/* The WSS controller's attempt: open in steps (lp_wss_open_start, then lp_wss_step every turn). */
static int fw_wss_open_start(void)
{
    /* the audit reads one row per loop turn at most: every row once per LP_FW_WSS_AUDIT_MS */
    const lp_wss_cfg_t wcfg = {.timeout_ms = LP_FW_WSS_TIMEOUT_MS, .retries = 2, .audit_ms = LP_FW_WSS_AUDIT_MS,
                               .timeout_us = LP_FW_WSS_TIMEOUT_US};
    return lp_wss_open_start(&wss, &lp_wss_lwsp, LP_SER_WSS, &wcfg);
}

/* What needs the open WSS controller: the OCS keeper, the SDN agent. */
static void fw_wss_up(void)
{
    lp_wss_set_nonblocking(&wss, 1); /* lp_wss_poll's audit reads never wait in a loop turn */
    lp_mepc_cfg_t mcfg = {.nodes = LP_FW_NODES, .arb_node = 0, .wl = 0, .job = LP_FW_MEPC_JOB, .slot_ps = slot_ps};
    for (uint8_t n = 0; n < LP_FW_NODES; n++) { /* WSS input n from node n, output NODES + n to node n */
        mcfg.wss_in[n] = n;
        mcfg.wss_out[n] = (uint8_t)(LP_FW_NODES + n);
    }
    int rc = lp_mepc_init(&mepc, &mcfg, &wss);
    if (rc) lp_mbv_fatal_rc("OCS subnet ports", rc);
    (void)lp_mepc_exact_enable(&mepc, LP_FW_EXACT_MARGIN); /* off by itself where the WSS is too fast */
    const lp_ofa_cfg_t ocfg = {.job = LP_FW_SDN_JOB, .ports = LP_FW_SDN_PORTS, .dpid = 0x118, .echo_idle_ms = 5000,
                               .echo_miss_max = 3, .hello_timeout_ms = 15000, .agg = lp_ofa_agg_arb,
                               .agg_job_min = LP_FW_SDN_AGG_MIN, .agg_job_max = LP_FW_SDN_AGG_MAX};
    lp_of_uart_init(&ofu, LP_SER_SDN);
    ofa_rc = lp_ofa_init(&ofa, &wss, &ocfg, lp_of_uart_send, &ofu);
    if (ofa_rc) lp_hal_log("SDN agent not started (its WSS ports)");
    wss_up = 1;
    lp_hal_log("arbiter up");
}

static void fw_wss_failed(int rc)
{
    wss_tries++;
    lp_mbv_log_u32("WSS controller not answering, attempt ", wss_tries, "");
    lp_hal_log(lp_strerror(rc));
    lp_mbv_log_u32("next attempt in ms: ", wss_retry_ms, "");
    wss_next_us = lp_hal_now_us() + 1000ull * wss_retry_ms;
    if (wss_retry_ms < LP_FW_WSS_RETRY_MAX_MS) wss_retry_ms *= 2u;
}

/* The open controller stopped answering the audit's reads: the keeper and the agent keep their state,
 * the driver its shadow; attempts to reopen it start at once (fw_wss_boot_step). */
static void fw_wss_lost(void)
{
    lp_fw_wss_losses++;
    wss_lost = 1;
    wss_tries = 0;
    wss_retry_ms = LP_FW_WSS_RETRY_MS;
    wss_next_us = lp_hal_now_us();
    lp_mbv_log_u32("WSS controller lost: audit reads unanswered ", lp_wss_poll_fails(&wss), "");
}

/* The reopen got through: the device's map read, the rows it lost committed again. */
static void fw_wss_back(void)
{
    wss_lost = 0;
    wss_tries = 0;
    wss_retry_ms = LP_FW_WSS_RETRY_MS;
    lp_mbv_log_u32("WSS controller back, rows re-applied ", lp_wss_stats(&wss)->reapplied, "");
}

/* One step of the WSS boot, or of its reopen once lost: an attempt is started when due and advanced by
 * what has arrived, waiting at most wait_us for the controller; a failed attempt waits a doubling time
 * (the next attempt's state). */
static void fw_wss_boot_step(uint32_t wait_us)
{
    if (!wss_opening) {
        if (lp_hal_now_us() < wss_next_us || (wss_lost && wss.op != LP_WSS_OP_NONE)) {
            /* nothing to serve before the WSS is up, or the keeper's change under way (its polls step it):
             * the rings drain meanwhile */
            lp_hal_sleep_us(wait_us);
            return;
        }
        int rc = wss_lost ? lp_wss_reopen_start(&wss) : fw_wss_open_start();
        if (rc) {
            fw_wss_failed(rc);
            return;
        }
        wss_opening = 1;
    }
    int rc = lp_wss_step(&wss, wait_us);
    if (rc == LP_WSS_PENDING) return;
    wss_opening = 0;
    if (rc)
        fw_wss_failed(rc);
    else if (wss_lost)
        fw_wss_back();
    else
        fw_wss_up();
}

/* The WSS's exchanges: an SDN flow-mod's change under way is advanced (the agent takes its result),
 * an audit read under way too; a new audit read is started only away from a keeper deadline, as the
 * keeper's next change first waits for it to end. */
static void fw_wss_service(void)
{
    if (wss.op == LP_WSS_OP_CHANGE)
        (void)lp_wss_step(&wss, 0);
    else if (wss.op != LP_WSS_OP_NONE || lp_mepc_wait_us(&mepc) > LP_FW_WSS_ROW_US)
        (void)lp_wss_poll(&wss);
}

/* One turn of the control loop; the interrupt budget (LP_FW_IRQ_US) bounds it. */
__attribute__((noinline)) void fw_loop_turn(void)
{
    lp_fw_loop_turns++;
    lp_mbv_service(); /* transmit rings, stack guard */
    uint32_t irq = 0;
    if (lp_hal_irq_wait(1u << LP_BLK_NIC, 0)) irq = lp_nic_irq_service(); /* one console line per source */
    (void)lp_nic_fault_step(&lp_fw_fault, irq); /* the optics on again once the fault line is released */
    fw_nodes_watch();
    if (!wss_up) {
        fw_wss_boot_step(LP_FW_WAIT_US);
        return;
    }
    if (wss_lost) { /* the keeper goes on (it never waits for the driver), its wait given to the reopen's
                     * exchanges; the agent's flow-mods would wait for the reopen */
        lp_mepc_run(&mepc, 1);
        fw_wss_boot_step(LP_FW_WAIT_US);
        return;
    }
    lp_mepc_run(&mepc, LP_FW_WAIT_US); /* the interrupt and the deadlines */
    fw_wss_service();         /* between the waits: the WSS UART's 16-byte FIFO holds 1.4 ms */
    if (!ofa_rc) lp_of_uart_poll(&ofu, &ofa, LP_FW_WAIT_US); /* the controller's requests */
    fw_wss_service();
    if (lp_wss_poll_fails(&wss) >= LP_FW_WSS_LOST_READS) fw_wss_lost();
}

int main(void)
{
    lp_mbv_init();
    wss_up = wss_opening = wss_lost = 0;
    ofa_rc = -1;
    wss_tries = 0;
    wss_retry_ms = LP_FW_WSS_RETRY_MS;
    fw_boot_core();
    for (;;) fw_loop_turn();
}
