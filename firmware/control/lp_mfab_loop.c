#include "lp_mfab_loop.h"

#include <string.h>

#include "lp_arb_regs.h"
#include "lp_regs.h"


int lp_mfab_loop_init(lp_mfab_loop_t *l, const lp_mfab_loop_cfg_t *cfg, lp_wss_t *w, lp_mfab_demand_fn demand,
                      void *ctx)
{
    if (!l || !cfg || !w || !demand || !w->ready || cfg->job == LP_WSS_JOB_FREE || cfg->period_ms == 0 ||
        cfg->p.n < 2 || cfg->p.n > LP_MFAB_LOOP_MAX || cfg->map.n != cfg->p.n || cfg->map.alpha != cfg->p.alpha)
        return LP_E_ARG;
    uint32_t ports = 0;
    for (unsigned v = 0; v < cfg->p.n; v++)
        for (unsigned k = 0; k < cfg->p.alpha; k++) {
            unsigned pt = cfg->map.port[v][k];
            if (pt >= w->ports || pt >= cfg->map.ports || (ports >> pt & 1u)) return LP_E_ARG;
            ports |= 1u << pt;
        }
    memset(l, 0, sizeof *l);
    if (lp_mfab_topo_init(&l->cur, cfg->p.n, cfg->p.alpha, cfg->p.numa) != LP_OK) return LP_E_ARG;
    int rc = lp_wss_assign(w, cfg->job, ports);
    if (rc) return rc;
    l->cfg = *cfg;
    l->w = w;
    l->demand = demand;
    l->ctx = ctx;
    l->state = LP_MFAB_LOOP_IDLE;
    l->due_us = lp_hal_now_us();
    return LP_OK;
}

/* The change that takes the device's region to plan t: per input port of the region, its output in t
 * against the shadow's on wavelength 0 (mFabric's cross-connects). */
static void diff_device(lp_mfab_loop_t *l, const lp_mfab_topo_t *t)
{
    const lp_mfab_portmap_t *m = &l->cfg.map;
    l->n_add = l->n_del = 0;
    for (unsigned v = 0; v < t->n; v++)
        for (unsigned k = 0; k < t->alpha; k++) {
            uint8_t in = m->port[v][k];
            unsigned peer = t->peer[v][k];
            uint8_t want = peer == LP_MFAB_NONE ? LP_WSS_NONE : m->port[peer][t->peer_nic[v][k]];
            uint8_t have = lp_wss_out(l->w, in, 0);
            if (have == want) continue;
            if (have != LP_WSS_NONE) l->dels[l->n_del++] = (lp_xc_t){in, 0, LP_WSS_NONE};
            if (want != LP_WSS_NONE) l->adds[l->n_add++] = (lp_xc_t){in, 0, want};
        }
}

static int same_plan(const lp_mfab_topo_t *a, const lp_mfab_topo_t *b)
{
    return !memcmp(a->peer, b->peer, sizeof a->peer) && !memcmp(a->peer_nic, b->peer_nic, sizeof a->peer_nic);
}

static int finish(lp_mfab_loop_t *l, int rc)
{
    l->state = LP_MFAB_LOOP_IDLE;
    l->st.last_rc = rc;
    if (rc == LP_OK) {
        l->st.applied++;
        l->cur = l->next;
    } else {
        l->st.failed++; /* the plan on the OCS stays; the next round compares with the device again */
    }
    return rc;
}

static int round_start(lp_mfab_loop_t *l)
{
    const unsigned n = l->cfg.p.n;
    memset(l->d, 0, sizeof l->d);
    int rc = l->demand(l->ctx, l->d, n);
    if (rc) {
        l->st.demand_errors++;
        return rc;
    }
    l->st.rounds++;
    l->waiting = 0;
    rc = lp_mfab_plan(&l->cfg.p, l->d, &l->cur, &l->next);
    if (rc) return rc;
    diff_device(l, &l->next);
    if (!l->n_add && !l->n_del) {
        l->st.unchanged++;
        l->cur = l->next; /* the device holds it already */
        return LP_OK;
    }
    if (same_plan(&l->cur, &l->next)) l->st.repairs++;
    l->state = LP_MFAB_LOOP_READY;
    return LP_OK;
}

int lp_mfab_loop_poll(lp_mfab_loop_t *l)
{
    if (!l || !l->w) return LP_E_ARG;
    if (l->state == LP_MFAB_LOOP_APPLYING) {
        (void)lp_wss_step(l->w, 0); /* advanced here too when nobody else steps the driver */
        int rc = lp_wss_change_result(l->w);
        return rc == LP_WSS_PENDING ? LP_OK : finish(l, rc);
    }
    if (l->state == LP_MFAB_LOOP_IDLE) {
        uint64_t now = lp_hal_now_us();
        if (now < l->due_us) return LP_OK;
        l->due_us = now + 1000ull * l->cfg.period_ms;
        if (l->hold) {
            l->st.held++;
            return LP_OK;
        }
        int rc = round_start(l);
        if (rc || l->state != LP_MFAB_LOOP_READY) return rc;
    }
    /* READY: start only on a free driver (another owner's change or unread result first) */
    if (lp_wss_busy(l->w) || l->w->change_unread) {
        if (!l->waiting) l->st.waited++; /* once per round */
        l->waiting = 1;
        return LP_OK;
    }
    l->st.changes++;
    l->st.adds += l->n_add;
    l->st.dels += l->n_del;
    int rc = lp_wss_change_start(l->w, l->cfg.job, l->adds, l->n_add, l->dels, l->n_del);
    if (rc == LP_WSS_PENDING) {
        l->state = LP_MFAB_LOOP_APPLYING;
        return LP_OK;
    }
    return finish(l, rc);
}

void lp_mfab_loop_hold(lp_mfab_loop_t *l, int on)
{
    if (l) l->hold = on != 0;
}

const lp_mfab_topo_t *lp_mfab_loop_topo(const lp_mfab_loop_t *l)
{
    return l ? &l->cur : NULL;
}

const lp_mfab_loop_stats_t *lp_mfab_loop_stats(const lp_mfab_loop_t *l)
{
    return l ? &l->st : NULL;
}

size_t lp_mfab_loop_sizeof(void)
{
    return sizeof(lp_mfab_loop_t);
}

size_t lp_mfab_loop_cfg_sizeof(void)
{
    return sizeof(lp_mfab_loop_cfg_t);
}

int lp_mfab_demand_req(void *ctx, uint32_t *d, unsigned n)
{
    const lp_mfab_req_src_t *src = ctx;
    if (!src || !d || n > LP_MFAB_LOOP_MAX || src->rows > 2u * LP_MFAB_LOOP_MAX) return LP_E_ARG;
    const uint8_t job = src->job;
    for (uint32_t r = 0; r < src->rows; r++) {
        LP_WR(LP_BLK_ARB, lp_arb_regs_t, SEL, LP_PUT(LP_ARB_REGS__SEL__REQ, r));
        uint32_t q = LP_RD(LP_BLK_ARB, lp_arb_regs_t, REQ);
        if (!LP_FLD(q, LP_ARB_REGS__REQ__V) || LP_FLD(q, LP_ARB_REGS__REQ__JOB) != job) continue;
        uint32_t s = LP_FLD(q, LP_ARB_REGS__REQ__SRC), t = LP_FLD(q, LP_ARB_REGS__REQ__DST);
        if (s >= n || t >= n) continue;
        uint32_t vol = LP_FLD(LP_RD(LP_BLK_ARB, lp_arb_regs_t, REQ_VOL), LP_ARB_REGS__REQ_VOL__VOL);
        uint32_t *x = &d[s * n + t];
        *x = *x > UINT32_MAX - vol ? UINT32_MAX : *x + vol;
    }
    return LP_OK;
}
