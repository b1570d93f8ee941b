/* MicroBlaze V firmware of a NIC node (VCU118): the node's own bring-up, then a control loop that
 * services the NIC's interrupt line (docs/firmware.md, "NIC node image"). The arbiter's node runs
 * lp_arb_fw.c; both take the testbed's figures from lp_fw_testbed.h. LP_FW_NODE_ID is this node's
 * place in the round robin: each NIC board's image is built with its own (FW_DEFS).
 *
 * Bring-up: identity check, NODE, SLOT_TIMING and the cyclic round-robin table (lp_boot_nic), S-VLB
 * (its DRAM queues) and the node's part of the OCS control plane (lp_boot_svlb, lp_boot_ocs), the
 * time-sync slave enabled, then its lock and every node's awaited (the master's rounds reach a node only
 * once the arbiter's image runs: a timeout repeats the wait, each attempt logged), then CDR training,
 * which every node does at once (the arbiter's image trains when it sees the same all-locked status),
 * and idle cells left on. Time sync lost after that (the arbiter's board reset or re-flashed) sends the
 * node back to the same steps from the lock on, one step per loop turn (lp_nic_sync_step). */
#include "lp_boot.h"
#include "lp_fw_testbed.h"
#include "lp_hal.h"
#include "lp_hal_mbv.h"
#include "lp_nic_irq.h"
#include "lp_nic_node.h"
#include "lp_regs.h"

#ifndef LP_FW_NODE_ID
#define LP_FW_NODE_ID 1
#endif
#if LP_FW_NODE_ID < 1 || LP_FW_NODE_ID >= LP_FW_NODES
#error "LP_FW_NODE_ID: 1 .. LP_FW_NODES - 1 (node 0 is the arbiter's)"
#endif
#ifndef LP_FW_WAIT_US
#define LP_FW_WAIT_US 750 /* a loop turn's wait for the interrupt line */
#endif
#ifndef LP_FW_RESYNC_LEARN_US
/* one CDR training attempt of a recovery: the loop's 2.5 ms interrupt budget (docs/firmware.md) holds
 * it, training cycles included; a source not learnt by then is tried again at the next turn */
#define LP_FW_RESYNC_LEARN_US 1000
#endif
#ifndef LP_FW_FAULT_POLL_US
#define LP_FW_FAULT_POLL_US 10 /* the wait while a laser/SOA fault is latched: its release is a level (IRQ_RAW) */
#endif

uint32_t lp_fw_loop_turns; /* main-loop turns (read by the debugger and the instruction-set run) */
lp_nic_fault_t lp_fw_fault; /* the laser/SOA fault line's rises and recoveries (the board twin's test reads it) */
lp_nic_sync_t lp_fw_sync;   /* time sync's losses after the bring-up and the node's recoveries (the twin reads it) */

/* the training's settings with a deadline of learn_us */
static lp_cdr_cfg_t fw_cdr_cfg(uint32_t learn_us)
{
    const lp_cdr_cfg_t c = {.node_id = LP_FW_NODE_ID, .ports = LP_FW_NODES, .train_cycles = LP_FW_TRAIN_CYCLES,
                            .slot_ps = lp_slot_ps(LP_FW_GUARD, 0), .learn_us = learn_us};
    return c;
}

/* Idle cells back on for good: a node learns its peers' phases from their sync and idle cells and may
 * finish training before a peer has heard enough of it; with its idle cells on, every peer learns it
 * whenever it listens, and drifting phases stay tracked (docs/nic.md, bring-up step 5). */
static void fw_idle_cells_on(void)
{
    uint32_t ctrl = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.CTRL) & ~LP_NIC_ID__CTRL__CNT_CLR_bm;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.CTRL, ctrl | LP_NIC_ID__CTRL__IDLE_CELLS_bm);
}

/* TSYNC_STATUS.locked and all_locked (every node of the master's mask locked: the master's firmware
 * starts its CDR training at the same moment) within lock_us: LP_OK or LP_E_TIMEOUT */
static int tsync_wait_locked(uint32_t lock_us)
{
    const uint32_t both = LP_NIC_TSYNC__TSYNC_STATUS__LOCKED_bm | LP_NIC_TSYNC__TSYNC_STATUS__ALL_LOCKED_bm;
    uint64_t t0 = lp_hal_now_us();
    while ((LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_STATUS) & both) != both) {
        if (lp_hal_now_us() - t0 > lock_us) return LP_E_TIMEOUT;
        lp_hal_sleep_us(LP_BOOT_POLL_US); /* the console drains meanwhile */
    }
    return LP_OK;
}

static void fw_boot(void)
{
    lp_mbv_log_u32("lightpath NIC firmware, node ", LP_FW_NODE_ID, "");
    if (lp_mbv_traps()) lp_mbv_log_u32("traps before this boot: ", lp_mbv_traps(), "");
    const lp_node_cfg_t node = {
        .node_id = LP_FW_NODE_ID, .ports = LP_FW_NODES, .num_wl = LP_FW_NUM_WL, .guard = LP_FW_GUARD};
    uint32_t code = 0;
    int rc = lp_boot_nic(&node, &code);
    if (rc) lp_mbv_fatal_rc("NIC bring-up failed (wrong bitstream, or the table was rejected)", rc);
    rc = lp_boot_svlb(LP_FW_SVLB_US);
    if (rc) lp_mbv_fatal_rc("S-VLB bring-up failed (the DRAM queues)", rc);
    const lp_ocs_boot_t ocs = {.arb_node = 0, .ports = LP_FW_NODES, .req_en = 1, .from_arb = 1,
                               .job = LP_FW_MEPC_JOB, .svc = LP_FW_OCS_SVC, .q = LP_FW_OCS_Q};
    rc = lp_boot_ocs(&ocs);
    if (rc) lp_mbv_fatal_rc("OCS bring-up: bad settings", rc);
    (void)lp_nic_irq_ack(LP_NIC_IRQ_ALL);
    (void)lp_nic_irq_enable(LP_NIC_IRQ__IRQ_STATUS__LASER_FAULT_bm | LP_NIC_IRQ__IRQ_STATUS__SOA_ALARM_bm |
                            LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm | LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOCKED_bm);
    rc = lp_boot_tsync_slave();
    if (rc) lp_mbv_fatal_rc("time sync: bad settings", rc);
    uint32_t tries = 0;
    while ((rc = tsync_wait_locked(LP_FW_LOCK_US)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("time sync: not locked to the arbiter, attempt ", ++tries, "; waiting");
    lp_hal_log("time sync: locked");
    const lp_cdr_cfg_t cdr = fw_cdr_cfg(LP_FW_LEARN_US);
    tries = 0;
    while ((rc = lp_boot_cdr_train(&cdr)) == LP_E_TIMEOUT)
        lp_mbv_log_u32("CDR training: a source's phase not learnt, attempt ", ++tries, "; retrying");
    if (rc) lp_mbv_fatal_rc("CDR training: bad settings", rc);
    fw_idle_cells_on();
    (void)lp_nic_fault_step(&lp_fw_fault, lp_nic_irq_levels()); /* a fault line already high */
    lp_hal_log("node up");
}

/* One step of the bring-up again after time sync was lost (docs/firmware.md, "NIC node image"): the
 * lock awaited a turn at a time, then one bounded CDR training attempt per turn, then "node up". */
static void fw_resync(uint32_t irq)
{
    int act = lp_nic_sync_step(&lp_fw_sync, irq, LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_STATUS));
    if (act == LP_NIC_SYNC_LOST) {
        lp_mbv_log_u32("time sync lost after the bring-up, loss ", lp_fw_sync.losses, "; waiting for the lock");
    } else if (act == LP_NIC_SYNC_LOCKED) {
        lp_hal_log("time sync: locked");
    } else if (act == LP_NIC_SYNC_DO_TRAIN) {
        const lp_cdr_cfg_t cdr = fw_cdr_cfg(LP_FW_RESYNC_LEARN_US);
        int rc = lp_boot_cdr_train(&cdr);
        if (rc && rc != LP_E_TIMEOUT) lp_mbv_fatal_rc("CDR training: bad settings", rc);
        if (!lp_nic_sync_trained(&lp_fw_sync, rc)) {
            lp_mbv_log_u32("CDR training: a source's phase not learnt, attempt ", lp_fw_sync.trains, "; retrying");
            return;
        }
        fw_idle_cells_on();
        lp_mbv_log_u32("node up (recovered from a time-sync loss; recoveries ", lp_fw_sync.recoveries, ")");
    }
}

/* One turn of the control loop: the console rings and the stack guard, the NIC's interrupt line, the
 * optics on again once a laser/SOA fault line is released, the bring-up again once time sync is lost. */
__attribute__((noinline)) void fw_loop_turn(void)
{
    lp_fw_loop_turns++;
    lp_mbv_service();
    uint32_t irq = 0;
    uint32_t wait_us = lp_fw_fault.latched ? LP_FW_FAULT_POLL_US : LP_FW_WAIT_US;
    if (lp_hal_irq_wait(1u << LP_BLK_NIC, wait_us)) irq = lp_nic_irq_service(); /* one line per source */
    (void)lp_nic_fault_step(&lp_fw_fault, irq);
    /* up, TSYNC_STATUS is read only when the interrupt says the lock went: no bus access added per turn;
     * while re-syncing the wait is the same (the lock's own interrupt, tsync_locked, ends it) */
    if (lp_fw_sync.state != LP_NIC_SYNC_UP || (irq & LP_NIC_IRQ__IRQ_STATUS__TSYNC_LOST_bm)) fw_resync(irq);
}

int main(void)
{
    lp_mbv_init();
    fw_boot();
    for (;;) fw_loop_turn();
}
