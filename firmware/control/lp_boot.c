/* Node and arbiter bring-up (lp_boot.h). */
#include "lp_boot.h"

#include "lp_arb_regs.h"
#include "lp_cell.h"
#include "lp_nic_node.h"
#include "lp_regdump.h"
#include "lp_regs.h"
#include "lp_str.h"

int lp_rr_cyclic(uint8_t node, uint8_t ports, uint32_t *words, size_t cap)
{
    if (!words || ports < 2 || ports > LP_RR_MAX_SLOTS || node >= ports || cap < (size_t)(ports - 1))
        return LP_E_ARG;
    for (uint32_t s = 0; s + 1u < ports; s++) {
        uint32_t wl = s + 1u;
        uint32_t dst = (node + wl) % ports;        /* cyclic AWGR: output = (input + wavelength) mod P */
        uint32_t rx = (node + ports - wl) % ports; /* the node whose slot-s wavelength lands here */
        words[s] = LP_PUT(LP_NIC_SLOT__RR_ENTRY_T__DST, dst) | LP_PUT(LP_NIC_SLOT__RR_ENTRY_T__WL, wl) |
                   LP_PUT(LP_NIC_SLOT__RR_ENTRY_T__VALID, 1) | LP_PUT(LP_NIC_SLOT__RR_ENTRY_T__RX_SRC, rx) |
                   LP_PUT(LP_NIC_SLOT__RR_ENTRY_T__RX_VALID, 1);
    }
    return ports - 1;
}

int lp_rr_load(const uint32_t *words, size_t n, uint32_t *code)
{
    if (!words || n == 0 || n > LP_RR_MAX_SLOTS) return LP_E_ARG;
    for (size_t s = 0; s < n; s++)
        lp_hal_wr32(LP_BLK_NIC, (uint32_t)(offsetof(lp_nic_node_t, slot.RR_TABLE) + 4u * s), words[s]);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, slot.RR_CTRL,
          LP_PUT(LP_NIC_SLOT__RR_CTRL__LENGTH, n) | LP_PUT(LP_NIC_SLOT__RR_CTRL__COMMIT, 1));
    uint64_t t0 = lp_hal_now_us();
    for (;;) {
        uint32_t st = LP_RD(LP_BLK_NIC, lp_nic_node_t, slot.RR_STATUS);
        if (!LP_FLD(st, LP_NIC_SLOT__RR_STATUS__PENDING)) {
            uint32_t err = LP_FLD(st, LP_NIC_SLOT__RR_STATUS__ERROR_CODE);
            if (code) *code = err;
            if (err) return LP_E_VERIFY;
            return LP_FLD(st, LP_NIC_SLOT__RR_STATUS__ACTIVE_LEN) == n ? LP_OK : LP_E_VERIFY;
        }
        if (lp_hal_now_us() - t0 > LP_BOOT_RR_WAIT_US) return LP_E_TIMEOUT;
    }
}

uint32_t lp_slot_ps(uint8_t guard, uint8_t preamble)
{
    uint32_t g = guard ? guard : LP_NIC_SLOT__SLOT_TIMING__GUARD_reset;
    uint32_t p = preamble ? preamble : LP_NIC_SLOT__SLOT_TIMING__PREAMBLE_reset;
    return (g + p + LP_SLOT_CELL_WORDS) * LP_CLK_PS;
}

/* v >= min, also for a generated minimum of 0 (a plain comparison would be always true there) */
static int at_least(uint32_t v, uint32_t min) { return v >= min; }

int lp_boot_nic(const lp_node_cfg_t *c, uint32_t *code)
{
    if (!c || c->ports < 2 || c->ports > LP_RR_MAX_SLOTS || c->node_id >= c->ports || c->num_wl < c->ports)
        return LP_E_ARG;
    uint32_t ver = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.VERSION);
    /* the map this firmware was built against: same major, same or newer minor, same cell format */
    if (LP_RD(LP_BLK_NIC, lp_nic_node_t, core.ID) != LP_NIC_ID__ID__MAGIC_reset ||
        LP_FLD(ver, LP_NIC_ID__VERSION__CELL_VER) != LP_CELL_VERSION ||
        LP_FLD(ver, LP_NIC_ID__VERSION__MAP_MAJOR) != LP_NIC_ID__VERSION__MAP_MAJOR_reset ||
        !at_least(LP_FLD(ver, LP_NIC_ID__VERSION__MAP_MINOR), LP_NIC_ID__VERSION__MAP_MINOR_reset))
        return LP_E_DEVICE;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.NODE,
          LP_PUT(LP_NIC_ID__NODE__NODE_ID, c->node_id) | LP_PUT(LP_NIC_ID__NODE__NUM_PORTS, c->ports));
    uint32_t st = LP_RD(LP_BLK_NIC, lp_nic_node_t, slot.SLOT_TIMING);
    if (c->guard)
        st = (st & ~LP_NIC_SLOT__SLOT_TIMING__GUARD_bm) | LP_PUT(LP_NIC_SLOT__SLOT_TIMING__GUARD, c->guard);
    if (c->preamble)
        st = (st & ~LP_NIC_SLOT__SLOT_TIMING__PREAMBLE_bm) |
             LP_PUT(LP_NIC_SLOT__SLOT_TIMING__PREAMBLE, c->preamble);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, slot.SLOT_TIMING, st);
    uint32_t words[LP_RR_MAX_SLOTS];
    int n = lp_rr_cyclic(c->node_id, c->ports, words, LP_RR_MAX_SLOTS);
    if (n < 0) return n;
    int rc = lp_rr_load(words, (size_t)n, code);
    if (rc) return rc;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.CTRL, LP_PUT(LP_NIC_ID__CTRL__RX_EN, 1));
    /* the configuration the ILA capture reader checks against, as the node runs it: one console line,
     * with the words just committed (the RR_TABLE window now shows the other bank).
     * On the stack, not static: bring-up runs with the stack nearly empty, while a static buffer
     * would take its 2 KiB from the MicroBlaze image for good. */
    char line[sizeof LP_REGDUMP_PREFIX - 1u + LP_REGDUMP_MAX]; /* no initialiser: no 2 KiB template */
    for (size_t i = 0; i + 1u < sizeof LP_REGDUMP_PREFIX; i++) line[i] = LP_REGDUMP_PREFIX[i];
    if (lp_regdump_json(line + sizeof LP_REGDUMP_PREFIX - 1u, LP_REGDUMP_MAX, words, (size_t)n) > 0)
        lp_hal_log(line);
    return LP_OK;
}

uint32_t lp_arb_reconf_slots(const lp_arb_cfg_t *c, uint32_t slot_ps)
{
    if (!c || slot_ps == 0) return 0;
    uint64_t ps = ((uint64_t)c->wss_us + c->irq_us) * 1000000u;
    uint64_t slots = (ps + slot_ps - 1u) / slot_ps;
    if (slots < c->lead_slots) slots = c->lead_slots;
    return slots > 0xFFFFFFFFu ? 0 : (uint32_t)slots;
}

int lp_boot_arb(const lp_arb_cfg_t *c, uint32_t slot_ps, uint32_t *reconf_slots)
{
    if (!c || c->nodes < 2 || c->cycle_slots == 0 || c->cycle_slots > LP_RR_MAX_SLOTS || c->cap == 0)
        return LP_E_ARG;
    uint32_t reconf = lp_arb_reconf_slots(c, slot_ps);
    if (reconf == 0) return LP_E_ARG;
    if (LP_RD(LP_BLK_ARB, lp_arb_regs_t, ID) != LP_ARB_REGS__ID__MAGIC_reset) return LP_E_DEVICE;
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, PARAM,
          LP_PUT(LP_ARB_REGS__PARAM__AGE_MAX, c->age_max) | LP_PUT(LP_ARB_REGS__PARAM__CAP, c->cap) |
              LP_PUT(LP_ARB_REGS__PARAM__REFRESH, c->refresh_cycles));
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, RECONF_SLOTS, reconf);
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, CYCLE_SLOTS, c->cycle_slots);
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, INTR_STATUS, LP_ARB_REGS__INTR_STATUS__CFG_bm); /* W1C: stale */
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, INTR_ENABLE, LP_ARB_REGS__INTR_ENABLE__CFG_bm);
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, CTRL,
          LP_PUT(LP_ARB_REGS__CTRL__EN, 1) | LP_PUT(LP_ARB_REGS__CTRL__REQ_EN, 1));
    if (LP_RD(LP_BLK_ARB, lp_arb_regs_t, RECONF_SLOTS) != reconf) return LP_E_VERIFY;
    if (reconf_slots) *reconf_slots = reconf;
    return LP_OK;
}

/* wait us microseconds of the HAL clock (the training time: no status bit says it is over) */
static void wait_us(uint32_t us)
{
    uint64_t t0 = lp_hal_now_us();
    while (lp_hal_now_us() - t0 < us) lp_hal_sleep_us(LP_BOOT_POLL_US);
}

static void log_fail(const char *what, uint32_t a, const char *mid, uint32_t us, const char *tail, uint32_t b,
                     int with_b)
{
    char buf[96];
    lp_sb_t sb;
    lp_sb_init(&sb, buf, sizeof buf);
    lp_sb_str(&sb, what);
    if (a != UINT32_MAX) lp_sb_u32(&sb, a);
    lp_sb_str(&sb, mid);
    lp_sb_u32(&sb, us);
    lp_sb_str(&sb, tail);
    if (with_b) lp_sb_u32(&sb, b);
    if (lp_sb_done(&sb) >= 0) lp_hal_log(buf);
}

int lp_boot_tsync_master(const lp_tsm_cfg_t *c)
{
    if (!c || c->ports < 2 || c->ports > LP_RR_MAX_SLOTS || c->node_id >= c->ports || c->lock_us == 0 ||
        c->lock_us > LP_BOOT_WAIT_MAX_US)
        return LP_E_ARG;
    uint32_t mask = (uint32_t)((1ull << c->ports) - 1u) & ~(1u << c->node_id);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_NODE_MASK, LP_PUT(LP_NIC_TSYNC__TSM_NODE_MASK__MASK, mask));
    LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_PERIOD, LP_PUT(LP_NIC_TSYNC__TSM_PERIOD__CYCLES, LP_BOOT_TSM_ACQUIRE));
    int rc = lp_boot_tsync_slave(); /* the same enable bit starts the master in the arbiter's node */
    if (rc) return rc;
    uint64_t t0 = lp_hal_now_us();
    uint32_t st;
    for (;;) {
        st = LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_STATUS);
        if (LP_FLD(st, LP_NIC_TSYNC__TSYNC_STATUS__ALL_LOCKED)) break;
        if (lp_hal_now_us() - t0 > c->lock_us) {
            log_fail("boot: time sync: not all locked", UINT32_MAX, " after ", c->lock_us, " us, TSYNC_STATUS ",
                     st, 1);
            return LP_E_TIMEOUT;
        }
        lp_hal_sleep_us(LP_BOOT_POLL_US);
    }
    LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSM_PERIOD, LP_NIC_TSYNC__TSM_PERIOD__CYCLES_reset);
    return LP_OK;
}

int lp_boot_tsync_slave(void)
{
    uint32_t v = LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_CTRL);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_CTRL, v | LP_NIC_TSYNC__TSYNC_CTRL__EN_bm);
    return LP_OK;
}

int lp_boot_oddl_free_grid(void)
{
    uint32_t v = LP_RD(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_CTRL);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, tsync.TSYNC_CTRL,
          v & ~(LP_NIC_TSYNC__TSYNC_CTRL__EN_bm | LP_NIC_TSYNC__TSYNC_CTRL__GATE_TX_bm));
    uint32_t ctrl = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.CTRL) & ~LP_NIC_ID__CTRL__CNT_CLR_bm;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.CTRL, ctrl | LP_NIC_ID__CTRL__TX_EN_bm);
    return LP_OK;
}

/* CTRL with transmit and receive on; the other fields of CTRL are kept */
static void ctrl(uint32_t idle, uint32_t clr)
{
    uint32_t v = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.CTRL) &
                 ~(LP_NIC_ID__CTRL__IDLE_CELLS_bm | LP_NIC_ID__CTRL__CNT_CLR_bm);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.CTRL,
          v | LP_PUT(LP_NIC_ID__CTRL__TX_EN, 1) | LP_PUT(LP_NIC_ID__CTRL__RX_EN, 1) |
              LP_PUT(LP_NIC_ID__CTRL__IDLE_CELLS, idle) | LP_PUT(LP_NIC_ID__CTRL__CNT_CLR, clr));
}

int lp_boot_cdr_train(const lp_cdr_cfg_t *c)
{
    if (!c || c->ports < 2 || c->ports > LP_RR_MAX_SLOTS || c->node_id >= c->ports || c->train_cycles == 0 ||
        c->slot_ps == 0 || c->learn_us == 0 || c->learn_us > LP_BOOT_WAIT_MAX_US)
        return LP_E_ARG;
    uint64_t train_ps = ((uint64_t)c->train_cycles * (c->ports - 1u) + 4u) * c->slot_ps;
    uint64_t train_us = (train_ps + 999999u) / 1000000u;
    if (train_us > LP_BOOT_WAIT_MAX_US) return LP_E_ARG;
    uint32_t slots2_us = (uint32_t)((2ull * c->slot_ps + 999999u) / 1000000u);
    ctrl(1, 0);
    wait_us((uint32_t)train_us);
    uint64_t t0 = lp_hal_now_us();
    for (uint32_t s = 0; s < c->ports; s++) {
        if (s == c->node_id) continue;
        LP_WR(LP_BLK_NIC, lp_nic_node_t, cdr.CDR_DBG_SEL, LP_PUT(LP_NIC_CDR__CDR_DBG_SEL__SRC, s));
        while (!LP_FLD(LP_RD(LP_BLK_NIC, lp_nic_node_t, cdr.CDR_STATUS), LP_NIC_CDR__CDR_STATUS__DBG_KNOWN)) {
            if (lp_hal_now_us() - t0 > c->learn_us) {
                log_fail("boot: CDR: source ", s, " not learnt after ", c->learn_us, " us", 0, 0);
                ctrl(0, 0);
                return LP_E_TIMEOUT;
            }
            lp_hal_sleep_us(LP_BOOT_POLL_US);
        }
    }
    ctrl(0, 0);
    wait_us(slots2_us);
    ctrl(0, 1);
    return LP_OK;
}

int lp_boot_svlb(uint32_t wait_us)
{
    if (wait_us == 0 || wait_us > LP_BOOT_WAIT_MAX_US) return LP_E_ARG;
    const uint32_t run = LP_NIC_SVLB__SVLB_CTRL__EN_bm | LP_NIC_SVLB__SVLB_CTRL__APPLY_bm;
    uint32_t v = LP_RD(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_CTRL) & ~run;
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_CTRL, v); /* apply only while en = 0 */
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_CTRL, v | LP_NIC_SVLB__SVLB_CTRL__APPLY_bm);
    uint64_t t0 = lp_hal_now_us();
    while (!(LP_RD(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_STATUS) & LP_NIC_SVLB__SVLB_STATUS__QUEUES_OK_bm)) {
        if (lp_hal_now_us() - t0 > wait_us) {
            log_fail("boot: S-VLB queues not programmed", UINT32_MAX, " after ", wait_us, " us", 0, 0);
            return LP_E_TIMEOUT;
        }
        lp_hal_sleep_us(LP_BOOT_POLL_US);
    }
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_CTRL, v | LP_NIC_SVLB__SVLB_CTRL__EN_bm);
    return LP_OK;
}

int lp_boot_ocs(const lp_ocs_boot_t *c)
{
    if (!c || c->ports < 2 || c->ports > LP_RR_MAX_SLOTS || c->arb_node >= c->ports || c->req_en > 1 ||
        c->from_arb > 1 || c->q == 0 || c->svc > (LP_NIC_SVLB__OCS_REQ__SVC_bm >> LP_NIC_SVLB__OCS_REQ__SVC_bp))
        return LP_E_ARG;
    uint32_t arb = LP_RD(LP_BLK_NIC, lp_nic_node_t, core.ARBITER) &
                   ~(LP_NIC_ID__ARBITER__NODE_ID_bm | LP_NIC_ID__ARBITER__FAKE_EN_bm);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, core.ARBITER,
          arb | LP_PUT(LP_NIC_ID__ARBITER__NODE_ID, c->arb_node) | LP_PUT(LP_NIC_ID__ARBITER__FAKE_EN, 1));
    uint32_t ocs = LP_RD(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_OCS) &
                   ~(LP_NIC_SVLB__SVLB_OCS__FROM_ARB_bm | LP_NIC_SVLB__SVLB_OCS__TX_LINK_bm);
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.SVLB_OCS, ocs | LP_PUT(LP_NIC_SVLB__SVLB_OCS__FROM_ARB, c->from_arb));
    LP_WR(LP_BLK_NIC, lp_nic_node_t, svlb.OCS_REQ,
          LP_PUT(LP_NIC_SVLB__OCS_REQ__EN, c->req_en) | LP_PUT(LP_NIC_SVLB__OCS_REQ__SVC, c->svc) |
              LP_PUT(LP_NIC_SVLB__OCS_REQ__JOB, c->job) | LP_PUT(LP_NIC_SVLB__OCS_REQ__Q, c->q));
    return LP_OK;
}
