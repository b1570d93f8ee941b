/* control/lp_boot time sync and CDR training on the host HAL against a model of the node's registers
 * (offsets of the generated header): TSYNC_STATUS.all_locked rises lock_at us after TSYNC_CTRL.en,
 * a source's phase is known learn_at[s] us after idle cells start; simulated time advances in the
 * sleep hook. Checked: the order of the writes, the master's mask and periods, the training time,
 * the timeouts (and the state they leave), parameters refused without a register access. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lp_boot.h"
#include "lp_hal_host.h"
#include "lp_test.h"

#define OFF(r) ((uint32_t)offsetof(lp_nic_node_t, r))
#define NEVER UINT64_MAX

static uint64_t now, en_at, idle_at, lock_at, learn_at[8];
static uint32_t tsctl, ctrl, mask, period, sel, accesses, bad;
static uint32_t wlog[64], wval[64], nw;
static uint64_t wtime[64];

static uint32_t rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    accesses++;
    if (blk != LP_BLK_NIC) bad++;
    if (off == OFF(tsync.TSYNC_CTRL)) return tsctl;
    if (off == OFF(core.CTRL)) return ctrl;
    if (off == OFF(tsync.TSYNC_STATUS))
        return en_at != NEVER && lock_at != NEVER && now >= en_at + lock_at ? LP_NIC_TSYNC__TSYNC_STATUS__ALL_LOCKED_bm
                                                                           : 0;
    if (off == OFF(cdr.CDR_STATUS))
        return idle_at != NEVER && learn_at[sel] != NEVER && now >= idle_at + learn_at[sel]
                   ? LP_NIC_CDR__CDR_STATUS__DBG_KNOWN_bm
                   : 0;
    bad++;
    return 0xDEADBEEFu;
}

static void wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    accesses++;
    if (blk != LP_BLK_NIC) bad++;
    if (nw < 64) { wlog[nw] = off; wtime[nw] = now; wval[nw++] = val; }
    if (off == OFF(tsync.TSYNC_CTRL)) {
        tsctl = val;
        if ((val & LP_NIC_TSYNC__TSYNC_CTRL__EN_bm) && en_at == NEVER) en_at = now;
    } else if (off == OFF(tsync.TSM_NODE_MASK)) {
        mask = val;
    } else if (off == OFF(tsync.TSM_PERIOD)) {
        period = val;
    } else if (off == OFF(cdr.CDR_DBG_SEL)) {
        sel = val & 7u;
    } else if (off == OFF(core.CTRL)) {
        ctrl = val & ~LP_NIC_ID__CTRL__CNT_CLR_bm;
        if ((val & LP_NIC_ID__CTRL__IDLE_CELLS_bm) && idle_at == NEVER) idle_at = now;
    } else {
        bad++;
    }
}

static uint64_t tnow(void *ctx) { (void)ctx; return now; }
static void tsleep(void *ctx, uint32_t us) { (void)ctx; now += us ? us : 1; }

static void setup(void)
{
    lp_host_reset();
    lp_host_set_reg_hooks(rd, wr, NULL);
    lp_host_set_time_hooks(tnow, tsleep, NULL);
    now = 1000;
    en_at = idle_at = NEVER;
    lock_at = 50;
    for (int i = 0; i < 8; i++) learn_at[i] = 3;
    tsctl = LP_NIC_TSYNC__TSYNC_CTRL__GATE_TX_bm;
    ctrl = LP_NIC_ID__CTRL__RX_EN_bm | LP_NIC_ID__CTRL__LOOKUP_EN_bm;
    mask = period = sel = accesses = bad = nw = 0;
}

static void test_master(void)
{
    setup();
    lp_tsm_cfg_t c = {.node_id = 0, .ports = 4, .lock_us = 200};
    LP_CHECK_EQ(lp_boot_tsync_master(&c), LP_OK);
    LP_CHECK_EQ(mask, 0xEu);
    LP_CHECK_EQ(period, LP_NIC_TSYNC__TSM_PERIOD__CYCLES_reset); /* back to its reset value once locked */
    LP_CHECK_EQ(wlog[0], OFF(tsync.TSM_NODE_MASK));
    LP_CHECK_EQ(wlog[1], OFF(tsync.TSM_PERIOD));
    LP_CHECK_EQ(wval[1], LP_BOOT_TSM_ACQUIRE);
    LP_CHECK_EQ(wlog[2], OFF(tsync.TSYNC_CTRL));
    LP_CHECK_EQ(tsctl, LP_NIC_TSYNC__TSYNC_CTRL__EN_bm | LP_NIC_TSYNC__TSYNC_CTRL__GATE_TX_bm); /* kept */
    LP_CHECK_EQ(nw, 4);
    LP_CHECK(now >= en_at + lock_at && now <= en_at + lock_at + 2 * LP_BOOT_POLL_US);
    LP_CHECK_EQ(bad, 0);
    setup();
    c.node_id = 2;
    c.ports = 3;
    LP_CHECK_EQ(lp_boot_tsync_master(&c), LP_OK);
    LP_CHECK_EQ(mask, 0x3u);
}

static void test_master_timeout(void)
{
    setup();
    lock_at = NEVER;
    lp_tsm_cfg_t c = {.node_id = 0, .ports = 4, .lock_us = 200};
    LP_CHECK_EQ(lp_boot_tsync_master(&c), LP_E_TIMEOUT);
    LP_CHECK(now >= 1200 && now <= 1200 + 2 * LP_BOOT_POLL_US); /* waited the deadline, no longer */
    LP_CHECK_EQ(period, LP_BOOT_TSM_ACQUIRE);                   /* still acquiring */
    setup();
    lock_at = 250; /* locks just after the deadline: still a timeout */
    LP_CHECK_EQ(lp_boot_tsync_master(&c), LP_E_TIMEOUT);
}

static void test_master_args(void)
{
    const lp_tsm_cfg_t bad_cfg[] = {
        {.node_id = 0, .ports = 1, .lock_us = 200},
        {.node_id = 0, .ports = (uint8_t)(LP_RR_MAX_SLOTS + 1u), .lock_us = 200},
        {.node_id = 4, .ports = 4, .lock_us = 200},
        {.node_id = 0, .ports = 4, .lock_us = 0},
        {.node_id = 0, .ports = 4, .lock_us = LP_BOOT_WAIT_MAX_US + 1u},
    };
    for (size_t i = 0; i < sizeof bad_cfg / sizeof bad_cfg[0]; i++) {
        setup();
        LP_CHECK_EQ(lp_boot_tsync_master(&bad_cfg[i]), LP_E_ARG);
        LP_CHECK_EQ(accesses, 0);
    }
    setup();
    LP_CHECK_EQ(lp_boot_tsync_master(NULL), LP_E_ARG);
    lp_tsm_cfg_t edge = {.node_id = 0, .ports = 4, .lock_us = LP_BOOT_WAIT_MAX_US};
    LP_CHECK_EQ(lp_boot_tsync_master(&edge), LP_OK);
}

static void test_train(void)
{
    setup();
    /* 3 cycles of 3 slots + 4 slots of 640 ns = 8.32 us: 9 us */
    lp_cdr_cfg_t c = {.node_id = 1, .ports = 4, .train_cycles = 3, .slot_ps = 640000, .learn_us = 100};
    LP_CHECK_EQ(lp_boot_cdr_train(&c), LP_OK);
    LP_CHECK_EQ(idle_at, 1000);
    LP_CHECK_EQ(wlog[0], OFF(core.CTRL));
    LP_CHECK_EQ(wval[0], LP_NIC_ID__CTRL__TX_EN_bm | LP_NIC_ID__CTRL__RX_EN_bm | LP_NIC_ID__CTRL__IDLE_CELLS_bm |
                             LP_NIC_ID__CTRL__LOOKUP_EN_bm);
    /* the sources other than this node, in order, each selected before its status is read */
    uint32_t srcs[3], k = 0, idle_off = 0;
    for (uint32_t i = 0; i < nw; i++) {
        if (wlog[i] == OFF(cdr.CDR_DBG_SEL) && k < 3) srcs[k++] = wval[i];
        if (wlog[i] == OFF(core.CTRL) && i > 0 && !idle_off) idle_off = i;
    }
    LP_CHECK_EQ(k, 3);
    LP_CHECK_EQ(srcs[0], 0);
    LP_CHECK_EQ(srcs[1], 2);
    LP_CHECK_EQ(srcs[2], 3);
    LP_CHECK_EQ(wval[idle_off], LP_NIC_ID__CTRL__TX_EN_bm | LP_NIC_ID__CTRL__RX_EN_bm | LP_NIC_ID__CTRL__LOOKUP_EN_bm);
    LP_CHECK_EQ(wval[nw - 1], LP_NIC_ID__CTRL__TX_EN_bm | LP_NIC_ID__CTRL__RX_EN_bm | LP_NIC_ID__CTRL__CNT_CLR_bm |
                                  LP_NIC_ID__CTRL__LOOKUP_EN_bm);
    LP_CHECK_EQ(wlog[nw - 1], OFF(core.CTRL));
    LP_CHECK_EQ(nw, idle_off + 2); /* idle off, then the counters cleared 2 slots (1.28 us: 2 us) later */
    LP_CHECK(wtime[nw - 1] >= wtime[idle_off] + 2);
    LP_CHECK(wtime[idle_off] >= 1000 + 9 && wtime[idle_off] <= 1000 + 9 + 3 * LP_BOOT_POLL_US);
    LP_CHECK(now >= 1000 + 9 + 2 && now <= 1000 + 9 + 2 + 3 * LP_BOOT_POLL_US); /* training + 2 slots */
    LP_CHECK_EQ(bad, 0);
    /* a source learnt late: polled until it is known */
    setup();
    learn_at[3] = 40;
    LP_CHECK_EQ(lp_boot_cdr_train(&c), LP_OK);
    LP_CHECK(now >= 1000 + 40 + 1);
}

static void test_train_timeout(void)
{
    setup();
    learn_at[2] = NEVER;
    lp_cdr_cfg_t c = {.node_id = 0, .ports = 4, .train_cycles = 3, .slot_ps = 640000, .learn_us = 100};
    LP_CHECK_EQ(lp_boot_cdr_train(&c), LP_E_TIMEOUT);
    LP_CHECK(now >= 1000 + 9 + 100 && now <= 1000 + 9 + 100 + 2 * LP_BOOT_POLL_US);
    LP_CHECK_EQ(sel, 2);
    LP_CHECK_EQ(ctrl & LP_NIC_ID__CTRL__IDLE_CELLS_bm, 0); /* idle cells not left on */
}

static void test_train_args(void)
{
    const lp_cdr_cfg_t bad_cfg[] = {
        {.node_id = 0, .ports = 1, .train_cycles = 3, .slot_ps = 640000, .learn_us = 100},
        {.node_id = 0, .ports = (uint8_t)(LP_RR_MAX_SLOTS + 1u), .train_cycles = 3, .slot_ps = 640000, .learn_us = 100},
        {.node_id = 4, .ports = 4, .train_cycles = 3, .slot_ps = 640000, .learn_us = 100},
        {.node_id = 0, .ports = 4, .train_cycles = 0, .slot_ps = 640000, .learn_us = 100},
        {.node_id = 0, .ports = 4, .train_cycles = 3, .slot_ps = 0, .learn_us = 100},
        {.node_id = 0, .ports = 4, .train_cycles = 3, .slot_ps = 640000, .learn_us = 0},
        {.node_id = 0, .ports = 4, .train_cycles = 3, .slot_ps = 640000, .learn_us = LP_BOOT_WAIT_MAX_US + 1u},
        {.node_id = 0, .ports = (uint8_t)LP_RR_MAX_SLOTS, .train_cycles = 255, .slot_ps = UINT32_MAX, .learn_us = 100}, /* > 10 s */
    };
    for (size_t i = 0; i < sizeof bad_cfg / sizeof bad_cfg[0]; i++) {
        setup();
        LP_CHECK_EQ(lp_boot_cdr_train(&bad_cfg[i]), LP_E_ARG);
        LP_CHECK_EQ(accesses, 0);
    }
    setup();
    LP_CHECK_EQ(lp_boot_cdr_train(NULL), LP_E_ARG);
    LP_CHECK_EQ(accesses, 0);
}

int main(void)
{
    test_master();
    test_master_timeout();
    test_master_args();
    test_train();
    test_train_timeout();
    test_train_args();
    lp_host_reset();
    return lp_test_report("test_lp_boot_sync");
}
