/* control/lp_boot S-VLB and OCS bring-up on the host HAL against a model of the node's registers
 * (offsets of the generated header): SVLB_STATUS.queues_ok rises ok_at us after SVLB_CTRL.apply is
 * written with en = 0 (apply while running programs nothing). Checked: the writes' order and values,
 * the fields kept, the timeout (S-VLB left off), parameters refused without a register access. */
#include <stddef.h>
#include <stdint.h>

#include "lp_boot.h"
#include "lp_hal_host.h"
#include "lp_regs.h"
#include "lp_test.h"

#define OFF(r) ((uint32_t)offsetof(lp_nic_node_t, r))
#define NEVER UINT64_MAX

static uint64_t now, apply_at, ok_at;
static uint32_t svctl, arb, ocs, req, accesses, bad, nw;
static uint32_t wlog[16], wval[16];

static uint32_t rd(void *ctx, int blk, uint32_t off)
{
    (void)ctx;
    accesses++;
    if (blk != LP_BLK_NIC) bad++;
    if (off == OFF(svlb.SVLB_CTRL)) return svctl;
    if (off == OFF(svlb.SVLB_STATUS))
        return apply_at != NEVER && ok_at != NEVER && now >= apply_at + ok_at ? LP_NIC_SVLB__SVLB_STATUS__QUEUES_OK_bm
                                                                           : 0;
    if (off == OFF(core.ARBITER)) return arb;
    if (off == OFF(svlb.SVLB_OCS)) return ocs;
    bad++;
    return 0xDEADBEEFu;
}

static void wr(void *ctx, int blk, uint32_t off, uint32_t val)
{
    (void)ctx;
    accesses++;
    if (blk != LP_BLK_NIC) bad++;
    if (nw < 16) { wlog[nw] = off; wval[nw++] = val; }
    if (off == OFF(svlb.SVLB_CTRL)) {
        /* apply is a single pulse and counts only with en = 0 */
        if ((val & LP_NIC_SVLB__SVLB_CTRL__APPLY_bm) && !(val & LP_NIC_SVLB__SVLB_CTRL__EN_bm)) apply_at = now;
        svctl = val & ~LP_NIC_SVLB__SVLB_CTRL__APPLY_bm;
    } else if (off == OFF(core.ARBITER)) {
        arb = val;
    } else if (off == OFF(svlb.SVLB_OCS)) {
        ocs = val;
    } else if (off == OFF(svlb.OCS_REQ)) {
        req = val;
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
    apply_at = NEVER;
    ok_at = 20;
    /* a running S-VLB with another region size: en dropped before apply, the region kept */
    svctl = LP_NIC_SVLB__SVLB_CTRL__EN_bm | LP_PUT(LP_NIC_SVLB__SVLB_CTRL__REGION_LOG2, 12);
    arb = 0xFFFF0000u;   /* bits of other fields */
    ocs = LP_NIC_SVLB__SVLB_OCS__TX_LINK_bm | LP_NIC_SVLB__SVLB_OCS__V_bm;
    req = 0;
    accesses = bad = nw = 0;
}

static void test_svlb(void)
{
    setup();
    LP_CHECK_EQ(lp_boot_svlb(100), LP_OK);
    const uint32_t region = LP_PUT(LP_NIC_SVLB__SVLB_CTRL__REGION_LOG2, 12);
    LP_CHECK_EQ(wlog[0], OFF(svlb.SVLB_CTRL));
    LP_CHECK_EQ(wval[0], region);                                        /* stopped first */
    LP_CHECK_EQ(wval[1], region | LP_NIC_SVLB__SVLB_CTRL__APPLY_bm);     /* queues programmed */
    LP_CHECK_EQ(wlog[nw - 1], OFF(svlb.SVLB_CTRL));
    LP_CHECK_EQ(wval[nw - 1], region | LP_NIC_SVLB__SVLB_CTRL__EN_bm);   /* on once they are */
    LP_CHECK_EQ(nw, 3);
    LP_CHECK(now >= apply_at + ok_at && now <= apply_at + ok_at + 2 * LP_BOOT_POLL_US);
    LP_CHECK_EQ(bad, 0);
}

static void test_svlb_timeout(void)
{
    setup();
    ok_at = NEVER;
    LP_CHECK_EQ(lp_boot_svlb(100), LP_E_TIMEOUT);
    LP_CHECK_EQ(svctl & LP_NIC_SVLB__SVLB_CTRL__EN_bm, 0u); /* left off: the NIC sends directly */
    LP_CHECK(now >= 1000 + 100 && now <= 1000 + 100 + 2 * LP_BOOT_POLL_US);
    LP_CHECK_EQ(bad, 0);
    setup();
    LP_CHECK_EQ(lp_boot_svlb(0), LP_E_ARG);
    LP_CHECK_EQ(lp_boot_svlb(LP_BOOT_WAIT_MAX_US + 1), LP_E_ARG);
    LP_CHECK_EQ(accesses, 0);
}

static void test_ocs(void)
{
    setup();
    lp_ocs_boot_t c = {.arb_node = 0, .ports = 3, .req_en = 1, .from_arb = 1, .job = 7, .svc = 15, .q = 300};
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_OK);
    LP_CHECK_EQ(arb, 0xFFFF0000u | LP_NIC_ID__ARBITER__FAKE_EN_bm);
    LP_CHECK_EQ(ocs, LP_NIC_SVLB__SVLB_OCS__V_bm | LP_NIC_SVLB__SVLB_OCS__FROM_ARB_bm); /* tx_link 0, v kept */
    LP_CHECK_EQ(req, LP_NIC_SVLB__OCS_REQ__EN_bm | LP_PUT(LP_NIC_SVLB__OCS_REQ__SVC, 15) |
                         LP_PUT(LP_NIC_SVLB__OCS_REQ__JOB, 7) | LP_PUT(LP_NIC_SVLB__OCS_REQ__Q, 300));
    LP_CHECK_EQ(bad, 0);
    setup(); /* the arbiter's own node: no requests, its keeper arms the OCS port */
    c = (lp_ocs_boot_t){.arb_node = 2, .ports = 3, .req_en = 0, .from_arb = 0, .job = 1, .svc = 0, .q = 1};
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_OK);
    LP_CHECK_EQ(arb, 0xFFFF0000u | LP_NIC_ID__ARBITER__FAKE_EN_bm | 2u);
    LP_CHECK_EQ(ocs, LP_NIC_SVLB__SVLB_OCS__V_bm);
    LP_CHECK_EQ(req & LP_NIC_SVLB__OCS_REQ__EN_bm, 0u);
}

static void test_ocs_args(void)
{
    setup();
    const lp_ocs_boot_t ok = {.arb_node = 0, .ports = 3, .req_en = 1, .from_arb = 1, .job = 1, .svc = 1, .q = 2};
    lp_ocs_boot_t c = ok;
    c.arb_node = 3;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.ports = 1;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.ports = (uint8_t)(LP_RR_MAX_SLOTS + 1);
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.svc = 16;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.q = 0;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.req_en = 2;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    c = ok;
    c.from_arb = 2;
    LP_CHECK_EQ(lp_boot_ocs(&c), LP_E_ARG);
    LP_CHECK_EQ(lp_boot_ocs(NULL), LP_E_ARG);
    LP_CHECK_EQ(accesses, 0);
}

int main(void)
{
    test_svlb();
    test_svlb_timeout();
    test_ocs();
    test_ocs_args();
    lp_host_reset();
    return lp_test_report("test_lp_boot_ocs");
}
