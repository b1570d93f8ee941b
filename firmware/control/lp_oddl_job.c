/* ODDL job setup (lp_oddl_job.h). */
#include "lp_oddl_job.h"

#include <string.h>

#include "lp_nic_node.h"
#include "lp_regs.h"

#define ADDR_MAX (LP_ODDL_REGS__JOB__ADDR_bm >> LP_ODDL_REGS__JOB__ADDR_bp)

/* JOB.steps counts every STEP[] entry; ranks and steps are uint8_t indices */
_Static_assert(LP_ODDL_MAX_STEPS <= (LP_ODDL_REGS__JOB__STEPS_bm >> LP_ODDL_REGS__JOB__STEPS_bp), "JOB.steps too narrow");
_Static_assert(LP_ODDL_MAX_STEPS - 1u <= (LP_ODDL_REGS__ODDL_STATUS__STEP_bm >> LP_ODDL_REGS__ODDL_STATUS__STEP_bp),
               "ODDL_STATUS.step too narrow");
_Static_assert(LP_ODDL_MAX_RANKS <= 255u && LP_ODDL_MAX_STEPS <= 255u, "uint8_t ranks and steps");

static int log2_exact(uint8_t n)
{
    if (n < 2 || (n & (n - 1u))) return -1;
    int k = 0;
    while ((1u << k) < n) k++;
    return k;
}

int lp_oddl_check(const lp_oddl_plan_t *p, uint8_t num_wl)
{
    if (!p || p->ranks < 2 || p->ranks > LP_ODDL_MAX_RANKS || p->steps == 0 || p->steps > LP_ODDL_MAX_STEPS)
        return LP_E_ARG;
    const uint8_t n = p->ranks;
    for (uint8_t k = 0; k < n; k++) {
        uint8_t to_wl[LP_ODDL_MAX_RANKS], wl_to[LP_ODDL_MAX_STEPS];
        memset(to_wl, 0xFF, sizeof to_wl);
        memset(wl_to, 0xFF, sizeof wl_to);
        for (uint8_t j = 0; j < p->steps; j++) {
            const lp_oddl_step_t *s = &p->step[k][j];
            if (s->wl >= num_wl || s->wl >= LP_ODDL_MAX_STEPS || s->tx >= n || s->rx >= n || s->tx == k || s->rx == k)
                return LP_E_ARG;
            if ((to_wl[s->tx] != 0xFF && to_wl[s->tx] != s->wl) || (wl_to[s->wl] != 0xFF && wl_to[s->wl] != s->tx))
                return LP_E_ARG; /* a partner on two wavelengths, or a wavelength towards two partners */
            to_wl[s->tx] = s->wl;
            wl_to[s->wl] = s->tx;
        }
    }
    for (uint8_t j = 0; j < p->steps; j++) { /* each step a permutation, heard as expected */
        uint8_t sender[LP_ODDL_MAX_RANKS];
        memset(sender, 0xFF, sizeof sender);
        for (uint8_t k = 0; k < n; k++) {
            uint8_t t = p->step[k][j].tx;
            if (sender[t] != 0xFF) return LP_E_ARG;
            sender[t] = k;
        }
        for (uint8_t k = 0; k < n; k++)
            if (sender[k] != p->step[k][j].rx) return LP_E_ARG;
    }
    /* a receiver's (wavelength) from one transmitter only, over the whole table */
    uint8_t from[LP_ODDL_MAX_RANKS][LP_ODDL_MAX_STEPS];
    memset(from, 0xFF, sizeof from);
    for (uint8_t k = 0; k < n; k++)
        for (uint8_t j = 0; j < p->steps; j++) {
            const lp_oddl_step_t *s = &p->step[k][j];
            if (from[s->tx][s->wl] != 0xFF && from[s->tx][s->wl] != k) return LP_E_ARG;
            from[s->tx][s->wl] = k;
        }
    return LP_OK;
}

int lp_oddl_plan(lp_oddl_plan_t *p, lp_oddl_algo_t algo, const uint16_t *nodes, uint8_t n, uint8_t num_wl)
{
    if (!p || !nodes || n < 2 || n > LP_ODDL_MAX_RANKS) return LP_E_ARG;
    for (uint8_t a = 0; a < n; a++) {
        if (nodes[a] > ADDR_MAX) return LP_E_ARG;
        for (uint8_t b = 0; b < a; b++)
            if (nodes[a] == nodes[b]) return LP_E_ARG;
    }
    lp_oddl_plan_t t;
    memset(&t, 0, sizeof t);
    t.ranks = n;
    memcpy(t.node, nodes, n * sizeof nodes[0]);
    if (algo == LP_ODDL_RING) {
        if (2u * (n - 1u) > LP_ODDL_MAX_STEPS) return LP_E_NOSPACE;
        t.steps = (uint8_t)(2u * (n - 1u));
        for (uint8_t i = 0; i < n; i++)
            for (uint8_t j = 0; j < t.steps; j++)
                t.step[i][j] = (lp_oddl_step_t){(uint8_t)((i + 1u) % n), (uint8_t)((i + n - 1u) % n), 0};
    } else if (algo == LP_ODDL_HD || algo == LP_ODDL_RD) {
        int k = log2_exact(n);
        if (k < 0) return LP_E_ARG;
        unsigned steps = algo == LP_ODDL_HD ? 2u * (unsigned)k : (unsigned)k;
        if (steps > LP_ODDL_MAX_STEPS) return LP_E_NOSPACE;
        t.steps = (uint8_t)steps;
        for (uint8_t i = 0; i < n; i++)
            for (unsigned j = 0; j < steps; j++) {
                /* HD: reduce-scatter from the farthest partner (bit k-1 .. 0), then all-gather back */
                unsigned bit = algo == LP_ODDL_RD ? j : (j < (unsigned)k ? (unsigned)k - 1u - j : j - (unsigned)k);
                uint8_t peer = (uint8_t)(i ^ (1u << bit));
                t.step[i][j] = (lp_oddl_step_t){peer, peer, (uint8_t)bit};
            }
    } else {
        return LP_E_ARG;
    }
    int rc = lp_oddl_check(&t, num_wl);
    if (rc) return rc;
    *p = t;
    return LP_OK;
}

int lp_oddl_xc(const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out, lp_xc_t *xc, size_t cap)
{
    if (!p || !in || !out || !xc || p->ranks > LP_ODDL_MAX_RANKS || p->steps > LP_ODDL_MAX_STEPS) return LP_E_ARG;
    size_t n = 0;
    for (uint8_t k = 0; k < p->ranks; k++)
        for (uint8_t j = 0; j < p->steps; j++) {
            const lp_oddl_step_t *s = &p->step[k][j];
            lp_xc_t c = {in[k], s->wl, out[s->tx]};
            size_t m = 0;
            while (m < n && !(xc[m].in == c.in && xc[m].wl == c.wl)) m++;
            if (m < n) {
                if (xc[m].out != c.out) return LP_E_ARG; /* lp_oddl_check rules this out */
                continue;
            }
            if (n == cap) return LP_E_NOSPACE;
            xc[n++] = c;
        }
    return (int)n;
}

static int wss_fault(lp_oddl_wss_fault_t *why, lp_oddl_wss_rule_t rule, uint8_t rank, uint8_t step, uint8_t peer,
                     lp_xc_t xc)
{
    if (why) {
        why->rule = (uint8_t)rule;
        why->rank = rank;
        why->step = step;
        why->peer = peer;
        why->xc = xc;
    }
    return rule >= LP_ODDL_WSS_IN_TAKEN ? LP_E_BUSY : LP_E_ARG;
}

int lp_oddl_wss_check(const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out, uint8_t ports, uint8_t wls,
                      lp_oddl_wss_fault_t *why)
{
    if (why) memset(why, 0, sizeof *why);
    if (!p || !in || !out || p->ranks > LP_ODDL_MAX_RANKS || p->steps > LP_ODDL_MAX_STEPS) return LP_E_ARG;
    for (uint8_t k = 0; k < p->ranks; k++) { /* every port the job is given (lp_wss_assign) */
        if (in[k] >= ports) return wss_fault(why, LP_ODDL_WSS_IN_RANGE, k, 0, 0, (lp_xc_t){in[k], 0, out[k]});
        if (out[k] >= ports) return wss_fault(why, LP_ODDL_WSS_OUT_RANGE, k, 0, 0, (lp_xc_t){in[k], 0, out[k]});
    }
    for (uint8_t k = 0; k < p->ranks; k++)
        for (uint8_t j = 0; j < p->steps; j++) {
            const lp_oddl_step_t *s = &p->step[k][j];
            if (s->tx >= p->ranks) return LP_E_ARG; /* not a plan of lp_oddl_check */
            const lp_xc_t c = {in[k], s->wl, out[s->tx]};
            if (c.wl >= wls) return wss_fault(why, LP_ODDL_WSS_WL_RANGE, k, j, s->tx, c);
            if (c.in == c.out) return wss_fault(why, LP_ODDL_WSS_LOOP, k, j, s->tx, c);
            /* against every earlier cross-connect (the same one twice is one connection) */
            for (uint8_t k2 = 0; k2 <= k; k2++)
                for (uint8_t j2 = 0; j2 < (k2 == k ? j : p->steps); j2++) {
                    const lp_oddl_step_t *s2 = &p->step[k2][j2];
                    if (s2->wl != c.wl || s2->tx >= p->ranks) continue;
                    const uint8_t in2 = in[k2], out2 = out[s2->tx];
                    if ((in2 == c.in) == (out2 == c.out)) continue;
                    int rc = wss_fault(why, in2 == c.in ? LP_ODDL_WSS_IN_TAKEN : LP_ODDL_WSS_OUT_TAKEN, k, j, s->tx, c);
                    if (why) {
                        why->other_rank = k2;
                        why->other_step = j2;
                    }
                    return rc;
                }
        }
    return LP_OK;
}

int lp_oddl_job_wss(lp_wss_t *w, uint16_t job, const lp_oddl_plan_t *p, const uint8_t *in, const uint8_t *out)
{
    if (!w || !p || !in || !out || p->ranks > LP_ODDL_MAX_RANKS) return LP_E_ARG;
    int rc = lp_oddl_wss_check(p, in, out, w->ports, w->wls, NULL);
    if (rc) return rc;
    uint32_t ports = 0;
    for (uint8_t k = 0; k < p->ranks; k++) ports |= (1u << in[k]) | (1u << out[k]);
    lp_xc_t want[LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS];
    int n = lp_oddl_xc(p, in, out, want, LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS);
    if (n < 0) return n;
    rc = lp_wss_assign(w, job, ports);
    if (rc) return rc;
    /* the difference against what the job's inputs carry now: keep, remove, add */
    lp_xc_t adds[LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS], dels[LP_ODDL_MAX_RANKS * LP_ODDL_MAX_STEPS];
    size_t na = 0, nd = 0;
    for (int i = 0; i < n; i++)
        if (lp_wss_out(w, want[i].in, want[i].wl) != want[i].out) {
            if (lp_wss_out(w, want[i].in, want[i].wl) != LP_WSS_NONE) dels[nd++] = want[i];
            adds[na++] = want[i];
        }
    for (uint8_t k = 0; k < p->ranks; k++)
        for (uint8_t wl = 0; wl < w->wls && nd < sizeof dels / sizeof dels[0]; wl++) {
            if (lp_wss_out(w, in[k], wl) == LP_WSS_NONE) continue;
            int needed = 0;
            for (int i = 0; i < n; i++) needed |= want[i].in == in[k] && want[i].wl == wl;
            if (!needed) dels[nd++] = (lp_xc_t){in[k], wl, LP_WSS_NONE};
        }
    if (na + nd == 0) return LP_OK;
    return lp_wss_change(w, job, adds, na, dels, nd);
}

int lp_oddl_job_load(lp_blk_t blk, const lp_oddl_plan_t *p, uint8_t rank, uint8_t tune_cycles, uint32_t timeout)
{
    if (!p || rank >= p->ranks || p->steps == 0 || p->steps > LP_ODDL_MAX_STEPS) return LP_E_ARG;
    for (uint8_t j = 0; j < p->steps; j++) {
        const lp_oddl_step_t *s = &p->step[rank][j];
        lp_hal_wr32(blk, (uint32_t)(offsetof(lp_oddl_regs_t, STEP) + 4u * j),
                    LP_PUT(LP_ODDL_REGS__STEP_T__TX_PEER, p->node[s->tx]) |
                        LP_PUT(LP_ODDL_REGS__STEP_T__RX_PEER, p->node[s->rx]) | LP_PUT(LP_ODDL_REGS__STEP_T__WL, s->wl));
    }
    uint32_t job = LP_PUT(LP_ODDL_REGS__JOB__ADDR, p->node[rank]) | LP_PUT(LP_ODDL_REGS__JOB__STEPS, p->steps);
    LP_WR(blk, lp_oddl_regs_t, JOB, job);
    uint32_t tune = LP_RD(blk, lp_oddl_regs_t, TUNE);
    LP_WR(blk, lp_oddl_regs_t, TUNE, (tune & ~LP_ODDL_REGS__TUNE__CYCLES_bm) | LP_PUT(LP_ODDL_REGS__TUNE__CYCLES, tune_cycles));
    LP_WR(blk, lp_oddl_regs_t, TIMEOUT, timeout);
    LP_WR(blk, lp_oddl_regs_t, ODDL_CTRL, LP_PUT(LP_ODDL_REGS__ODDL_CTRL__EN, 1) | LP_PUT(LP_ODDL_REGS__ODDL_CTRL__CNT_CLR, 1));
    return LP_RD(blk, lp_oddl_regs_t, JOB) == job ? LP_OK : LP_E_VERIFY;
}

size_t lp_oddl_plan_sizeof(void) { return sizeof(lp_oddl_plan_t); }
