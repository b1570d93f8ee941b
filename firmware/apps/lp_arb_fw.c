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
#ifndef LP_FW_MEPC_JOB
#define LP_FW_MEPC_JOB 1
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


#ifndef LP_FW_WSS_RETRY_MS
#define LP_FW_WSS_RETRY_MS 500 /* first retry of a WSS controller that did not answer at boot; doubles */
#endif
#ifndef LP_FW_WSS_RETRY_MAX_MS
#define LP_FW_WSS_RETRY_MAX_MS 16000
#endif

static lp_wss_t wss;
static lp_mepc_ctl_t mepc;
static lp_ofa_t ofa;
static lp_of_uart_t ofu;
static uint32_t slot_ps;
static int wss_up, wss_opening, ofa_rc = -1;
static uint32_t wss_tries, wss_retry_ms = LP_FW_WSS_RETRY_MS; /* attempts that failed; the next wait */
static uint64_t wss_next_us;
uint32_t lp_fw_loop_turns; /* main-loop turns (read by the debugger and the instruction-set run) */

/* The on-chip blocks: a failure here is the wrong bitstream, not a device that may still come. */
static void fw_boot_core(void)
{
    lp_hal_log("lightpath arbiter firmware");
    if (lp_mbv_traps()) lp_mbv_log_u32("traps before this boot: ", lp_mbv_traps(), "");
    const lp_node_cfg_t node = {.node_id = 0, .ports = LP_FW_NODES, .num_wl = LP_FW_NUM_WL, .guard = LP_FW_GUARD};
    uint32_t code = 0;
    int rc = lp_boot_nic(&node, &code);
    if (rc) lp_mbv_fatal_rc("NIC bring-up failed (wrong bitstream, or the table was rejected)", rc);
    (void)lp_nic_irq_ack(LP_NIC_IRQ_ALL); /* the NIC's line: laser/SOA faults and the time-sync lock */
    (void)lp_nic_irq_enable(LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_STATUS__SOA_ALARM_bm |
                            LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm | LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOCKED_bm);
    const lp_tsm_cfg_t tsm = {.node_id = 0, .ports = LP_FW_NODES, .lock_us = LP_FW_LOCK_US};
    /* a node powered on later than the arbiter only delays the boot: attempts repeat, each logged */
    uint32_t tries = 0;
    while ((rc = lp_boot_tsync_master(&tsm)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("time sync: not every node locked, attempt ", ++tries, "; retrying");
    if (rc) lp_mbv_fatal_rc("time sync: bad settings", rc);
    slot_ps = lp_slot_ps(LP_FW_GUARD, 0);
    const lp_cdr_cfg_t cdr = {.node_id = 0, .ports = LP_FW_NODES, .train_cycles = LP_FW_TRAIN_CYCLES,
                              .slot_ps = slot_ps, .learn_us = LP_FW_LEARN_US};
    tries = 0;
    while ((rc = lp_boot_cdr_train(&cdr)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("CDR training: a source's phase not learnt, attempt ", ++tries, "; retrying");
    if (rc) lp_mbv_fatal_rc("CDR training: bad settings", rc);
    const lp_arb_cfg_t acfg = {.nodes = LP_FW_NODES, .age_max = 8, .cap = 4, .cycle_slots = LP_FW_NODES - 1,
                               .lead_slots = LP_FW_LEAD_SLOTS, .wss_us = LP_FW_WSS_US, .irq_us = LP_FW_IRQ_US};
    uint32_t reconf = 0;
    rc = lp_boot_arb(&acfg, slot_ps, &reconf);
    if (rc) lp_mbv_fatal_rc("arbiter bring-up failed", rc);
}

/* The WSS controller's attempt: open in steps (lp_wss_open_start, then lp_wss_step every turn). */
static int fw_wss_open_start(void)
{
    /* the audit reads one row per loop turn at most: every row once per LP_FW_WSS_AUDIT_MS */
    const lp_wss_cfg_t wcfg = {.timeout_ms = 200, .retries = 2, .audit_ms = LP_FW_WSS_AUDIT_MS};
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
                               .echo_miss_max = 3, .hello_timeout_ms = 15000};
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

/* One step of the WSS boot: an attempt is started when due and advanced by what has arrived, waiting at
 * most wait_us for the controller; a failed attempt waits a doubling time (the next attempt's state). */
static void fw_wss_boot_step(uint32_t wait_us)
{
    if (!wss_opening) {
        if (lp_hal_now_us() < wss_next_us) {
            lp_hal_sleep_us(wait_us); /* nothing to serve before the WSS is up: the rings drain meanwhile */
            return;
        }
        int rc = fw_wss_open_start();
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
    if (lp_hal_irq_wait(1u << LP_BLK_NIC, 0)) (void)lp_nic_irq_service(); /* one console line per source */
    if (!wss_up) {
        fw_wss_boot_step(LP_FW_WAIT_US);
        return;
    }
    lp_mepc_run(&mepc, LP_FW_WAIT_US); /* the interrupt and the deadlines */
    fw_wss_service();         /* between the waits: the WSS UART's 16-byte FIFO holds 1.4 ms */
    if (!ofa_rc) lp_of_uart_poll(&ofu, &ofa, LP_FW_WAIT_US); /* the controller's requests */
    fw_wss_service();
}

int main(void)
{
    lp_mbv_init();
    fw_boot_core();
    for (;;) fw_loop_turn();
}
