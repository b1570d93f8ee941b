/* control/lp_oddl_job at its limits (docs/oddl.md, "Job limits"): LP_ODDL_MAX_STEPS is the generated
 * STEP[] count; an HD job on LP_ODDL_MAX_RANKS (32) ranks is planned with its 2 log2 N steps, partner
 * rank k XOR 2^b on wavelength b (b from log2 N - 1 down to 0, then back up), checked, given its
 * cross-connects and loaded; one rank more is refused; a ring fills STEP[] at 9 ranks and 10 is
 * LP_E_NOSPACE; a refused plan leaves *p untouched. */
#include <string.h>

#include "lp_hal_host.h"
#include "lp_oddl_job.h"
#include "lp_regs.h"
#include "lp_test.h"

#define STEP_OFF(j) ((uint32_t)offsetof(lp_oddl_regs_t, STEP) + 4u * (j))

static uint16_t nodes[LP_ODDL_MAX_RANKS + 1];
static lp_oddl_plan_t plan;

static unsigned log2u(unsigned n)
{
    unsigned k = 0;
    while ((1u << k) < n) k++;
    return k;
}

/* a plan the callee must not touch when it refuses */
static void poison(void) { memset(&plan, 0xA5, sizeof plan); }

static int poisoned(void)
{
    const uint8_t *b = (const uint8_t *)&plan;
    for (size_t i = 0; i < sizeof plan; i++)
        if (b[i] != 0xA5) return 0;
    return 1;
}

static void limits(void)
{
    /* the count is the generated struct's: STEP[] ends where the register after it may start */
    LP_CHECK_EQ(LP_ODDL_MAX_STEPS * 4u, sizeof(((lp_oddl_regs_t *)0)->STEP));
    LP_CHECK(offsetof(lp_oddl_regs_t, STEP) + 4u * LP_ODDL_MAX_STEPS <= sizeof(lp_oddl_regs_t));
    LP_CHECK_EQ(LP_ODDL_MAX_RANKS, 32);
    LP_CHECK(2u * log2u(LP_ODDL_MAX_RANKS) <= LP_ODDL_MAX_STEPS); /* HD on the largest job fits */
    LP_CHECK(2u * (LP_ODDL_MAX_RANKS - 1u) > LP_ODDL_MAX_STEPS);  /* a ring on it does not */
}

static void hd_at_the_largest_job(void)
{
    const uint8_t n = LP_ODDL_MAX_RANKS, k = (uint8_t)log2u(n);
    poison();
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, n, (uint8_t)(k - 1u)), LP_E_ARG); /* needs k wavelengths */
    LP_CHECK(poisoned());
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, n, k), LP_OK);
    LP_CHECK_EQ(plan.ranks, 32);
    LP_CHECK_EQ(plan.steps, 10);
    int bad = 0;
    for (unsigned i = 0; i < n; i++) {
        bad += plan.node[i] != nodes[i];
        for (unsigned j = 0; j < plan.steps; j++) {
            unsigned b = j < k ? k - 1u - j : j - k; /* 16, 8, 4, 2, 1, 1, 2, 4, 8, 16 apart */
            const lp_oddl_step_t *s = &plan.step[i][j];
            bad += s->tx != (i ^ (1u << b)) || s->rx != (i ^ (1u << b)) || s->wl != b;
        }
    }
    LP_CHECK_EQ(bad, 0);
    LP_CHECK_EQ(plan.step[0][0].tx, 16);
    LP_CHECK_EQ(plan.step[0][9].tx, 16);
    LP_CHECK_EQ(plan.step[31][4].tx, 30);
    LP_CHECK_EQ(plan.step[31][4].wl, 0);
    LP_CHECK_EQ(lp_oddl_check(&plan, k), LP_OK);

    /* one cross-connect per (rank, wavelength): 32 x 5; one short is LP_E_NOSPACE */
    static uint8_t port[LP_ODDL_MAX_RANKS];
    for (unsigned i = 0; i < n; i++) port[i] = (uint8_t)i;
    static lp_xc_t xc[LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS];
    LP_CHECK_EQ(lp_oddl_xc(&plan, port, port, xc, sizeof xc / sizeof xc[0]), 32 * 5);
    LP_CHECK_EQ(lp_oddl_xc(&plan, port, port, xc, 32 * 5 - 1), LP_E_NOSPACE);
    LP_CHECK_EQ(lp_oddl_wss_check(&plan, port, port, LP_WSS_MAX_PORTS, k, NULL), LP_OK);

    /* the last rank's load: STEP[0..9] with the partners' addresses, JOB.steps 10, STEP[10..] untouched */
    lp_host_reset();
    uint32_t *r = lp_host_regfile(LP_BLK_ODDL);
    for (unsigned j = 0; j < LP_ODDL_MAX_STEPS; j++) r[STEP_OFF(j) / 4] = 0xDEADBEEFu;
    LP_CHECK_EQ(lp_oddl_job_load(LP_BLK_ODDL, &plan, 31, 2, 1000), LP_OK);
    for (unsigned j = 0; j < LP_ODDL_MAX_STEPS; j++) {
        uint32_t want = 0xDEADBEEFu;
        if (j < 10) {
            unsigned b = j < k ? k - 1u - j : j - k;
            uint16_t peer = nodes[31u ^ (1u << b)];
            want = LP_PUT(LP_ODDL_REGS__STEP_T__TX_PEER, peer) | LP_PUT(LP_ODDL_REGS__STEP_T__RX_PEER, peer) |
                   LP_PUT(LP_ODDL_REGS__STEP_T__WL, b);
        }
        LP_CHECK_EQ(r[STEP_OFF(j) / 4], want);
    }
    uint32_t job = LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, JOB);
    LP_CHECK_EQ(LP_FLD(job, LP_ODDL_REGS__JOB__STEPS), 10);
    LP_CHECK_EQ(LP_FLD(job, LP_ODDL_REGS__JOB__ADDR), nodes[31]);
    lp_host_reset();

    /* RD on 32: log2 N steps */
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_RD, nodes, n, k), LP_OK);
    LP_CHECK_EQ(plan.steps, 5);
    LP_CHECK_EQ(plan.step[5][4].tx, 5 ^ 16);
}

static void one_rank_too_many(void)
{
    const uint8_t n = LP_ODDL_MAX_RANKS + 1u;
    for (int a = LP_ODDL_HD; a <= LP_ODDL_RING; a++) {
        poison();
        LP_CHECK_EQ(lp_oddl_plan(&plan, (lp_oddl_algo_t)a, nodes, n, 8), LP_E_ARG);
        LP_CHECK(poisoned());
    }
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, 64, 8), LP_E_ARG); /* 12 steps would fit: the ranks do not */
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, 1, 8), LP_E_ARG);
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, 0, 8), LP_E_ARG);

    /* a table from elsewhere past either limit is refused by the check alone */
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_HD, nodes, LP_ODDL_MAX_RANKS, 5), LP_OK);
    lp_oddl_plan_t t = plan;
    t.ranks = LP_ODDL_MAX_RANKS + 1u;
    LP_CHECK_EQ(lp_oddl_check(&t, 5), LP_E_ARG);
    t = plan;
    t.steps = (uint8_t)(LP_ODDL_MAX_STEPS + 1u);
    LP_CHECK_EQ(lp_oddl_check(&t, 5), LP_E_ARG);
    t.steps = 0;
    LP_CHECK_EQ(lp_oddl_check(&t, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_oddl_job_load(LP_BLK_ODDL, &t, 0, 2, 1000), LP_E_ARG);
}

static void ring_fills_step(void)
{
    const uint8_t fit = (uint8_t)(LP_ODDL_MAX_STEPS / 2u + 1u); /* 2(N - 1) <= STEP[] entries */
    LP_CHECK_EQ(fit, 9);
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_RING, nodes, fit, 1), LP_OK);
    LP_CHECK_EQ(plan.steps, 16);
    int bad = 0;
    for (unsigned i = 0; i < fit; i++)
        for (unsigned j = 0; j < plan.steps; j++) {
            const lp_oddl_step_t *s = &plan.step[i][j];
            bad += s->tx != (i + 1u) % fit || s->rx != (i + fit - 1u) % fit || s->wl != 0;
        }
    LP_CHECK_EQ(bad, 0);
    LP_CHECK_EQ(lp_oddl_job_load(LP_BLK_ODDL, &plan, 8, 2, 1000), LP_OK);
    LP_CHECK_EQ(LP_FLD(LP_RD(LP_BLK_ODDL, lp_oddl_regs_t, JOB), LP_ODDL_REGS__JOB__STEPS), 16);
    lp_host_reset();
    for (uint8_t n = fit + 1u; n <= LP_ODDL_MAX_RANKS; n++) {
        poison();
        LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_RING, nodes, n, 1), LP_E_NOSPACE);
        LP_CHECK(poisoned());
    }
    LP_CHECK_EQ(lp_oddl_plan(&plan, LP_ODDL_RING, nodes, 2, 1), LP_OK);
    LP_CHECK_EQ(plan.steps, 2);
}

int main(void)
{
    lp_host_reset();
    for (unsigned k = 0; k < LP_ODDL_MAX_RANKS + 1u; k++) nodes[k] = (uint16_t)(0x100u + 7u * k); /* not ranks */
    limits();
    hd_at_the_largest_job();
    one_rank_too_many();
    ring_fills_step();
    lp_host_reset();
    return lp_test_report("test_lp_oddl_job");
}
