/* Server regrouping and bandwidth steering (lp_sipregroup.h, docs/planners.md). */
#include "lp_sipregroup.h"

#include <string.h>

#define MAXL 64 /* links of one kind: LP_SRG_MAX_SERVERS == LP_SRG_MAX_UPLINKS */
#define MAXE 16 /* ends of one kind: LP_SRG_MAX_TORS == LP_SRG_MAX_AGGS */
#define NONE LP_SRG_NONE

/* The working state of one plan. */
typedef struct {
    const lp_srg_topo_t *tp;
    const uint8_t *job;
    const uint32_t *tr;
    unsigned n, nt, na, nu;
    uint8_t s_tor[MAXL]; /* ToR of each server, NONE while unplaced */
    uint8_t t_load[MAXE];
    uint8_t u_agg[MAXL]; /* aggregation EPS of each uplink, NONE while unplaced */
    uint8_t a_load[MAXE];
} ctx_t;

/* ---- placement feasibility: can every unplaced link get an end with a free port? ---- */

/* Bipartite matching with capacities (augmenting paths found breadth-first over the ends). asg: the
 * placed links' ends (NONE: unplaced, switched); load: ports used by the placed links. */
static int feasible(const lp_srg_link_t *lk, unsigned nl, const uint8_t *asg, const uint8_t *load, const uint8_t *cap,
                    unsigned ne)
{
    uint8_t m[MAXL], ld[MAXE];
    memset(m, NONE, sizeof m);
    memcpy(ld, load, ne);
    for (unsigned l = 0; l < nl; l++) {
        if (asg[l] != NONE) continue;
        uint8_t seen[MAXE] = {0}, via[MAXE], from[MAXE], q[MAXE];
        unsigned head = 0, tail = 0, found = NONE;
        for (unsigned s = 0; s < lk[l].n_states; s++) {
            unsigned e = lk[l].to[s];
            if (e == NONE || seen[e]) continue;
            seen[e] = 1;
            via[e] = (uint8_t)l;
            from[e] = NONE;
            q[tail++] = (uint8_t)e;
        }
        while (head < tail && found == NONE) {
            unsigned e = q[head++];
            if (ld[e] < cap[e]) {
                found = e;
                break;
            }
            for (unsigned x = 0; x < nl; x++) { /* move a link matched to e elsewhere */
                if (asg[x] != NONE || m[x] != e) continue;
                for (unsigned s = 0; s < lk[x].n_states; s++) {
                    unsigned e2 = lk[x].to[s];
                    if (e2 == NONE || seen[e2]) continue;
                    seen[e2] = 1;
                    via[e2] = (uint8_t)x;
                    from[e2] = (uint8_t)e;
                    q[tail++] = (uint8_t)e2;
                }
            }
        }
        if (found == NONE) return 0;
        ld[found]++;
        for (unsigned e = found; e != NONE; e = from[e]) m[via[e]] = (uint8_t)e;
    }
    return 1;
}

static int servers_feasible(const ctx_t *c)
{
    return feasible(c->tp->server, c->n, c->s_tor, c->t_load, c->tp->tor_ports, c->nt);
}

static int uplinks_feasible(const ctx_t *c)
{
    return feasible(c->tp->uplink, c->nu, c->u_agg, c->a_load, c->tp->agg_ports, c->na);
}

/* ---- checks ---- */

static int link_ok(const lp_srg_link_t *l, unsigned ne, uint8_t *sw_seen)
{
    if (l->sw == LP_SRG_FIXED) return l->n_states == 1 && l->to[0] < ne;
    if (l->sw >= LP_SIPCAL_SWITCHES || sw_seen[l->sw] || l->n_states < 1 || l->n_states > LP_SRG_MAX_STATES ||
        (l->cur != NONE && l->cur >= l->n_states))
        return 0;
    sw_seen[l->sw] = 1;
    int any = 0;
    for (unsigned s = 0; s < l->n_states; s++) {
        if (l->to[s] == NONE) continue;
        if (l->to[s] >= ne) return 0;
        any = 1;
    }
    return any;
}

static int reaches(const lp_srg_link_t *l, unsigned e)
{
    for (unsigned s = 0; s < l->n_states; s++)
        if (l->to[s] == e) return 1;
    return 0;
}

/* The state that connects l to end e: the current one if it does, else the lowest. */
static unsigned state_for(const lp_srg_link_t *l, unsigned e)
{
    if (l->cur != NONE && l->to[l->cur] == e) return l->cur;
    for (unsigned s = 0; s < l->n_states; s++)
        if (l->to[s] == e) return s;
    return NONE; /* not reached for a placed link */
}

/* Fixed links placed, switched ones not: loads of the fixed links. 0 if a fixed load exceeds its ports. */
static int place_fixed(const lp_srg_link_t *lk, unsigned nl, uint8_t *asg, uint8_t *load, const uint8_t *cap,
                       unsigned ne)
{
    memset(load, 0, ne);
    for (unsigned l = 0; l < nl; l++) {
        asg[l] = lk[l].sw == LP_SRG_FIXED ? lk[l].to[0] : NONE;
        if (asg[l] != NONE) load[asg[l]]++;
    }
    for (unsigned e = 0; e < ne; e++)
        if (load[e] > cap[e]) return 0;
    return 1;
}

/* Every link in its current state: 1 if every current state is known, connects something and the ports
 * suffice (asg and load filled), else 0. */
static int place_current(const lp_srg_link_t *lk, unsigned nl, uint8_t *asg, uint8_t *load, const uint8_t *cap,
                         unsigned ne)
{
    memset(load, 0, ne);
    for (unsigned l = 0; l < nl; l++) {
        const lp_srg_link_t *k = &lk[l];
        unsigned e = k->sw == LP_SRG_FIXED ? k->to[0] : (k->cur == NONE ? NONE : k->to[k->cur]);
        if (e == NONE) return 0;
        asg[l] = (uint8_t)e;
        load[e]++;
    }
    for (unsigned e = 0; e < ne; e++)
        if (load[e] > cap[e]) return 0;
    return 1;
}

/* ---- traffic ---- */

static uint64_t pair_tr(const ctx_t *c, unsigned a, unsigned b)
{
    return (uint64_t)c->tr[a * c->n + b] + c->tr[b * c->n + a];
}

/* Traffic between server s and the servers placed under ToR t. */
static uint64_t gain_tor(const ctx_t *c, unsigned s, unsigned t)
{
    uint64_t g = 0;
    for (unsigned x = 0; x < c->n; x++)
        if (x != s && c->s_tor[x] == t) g += pair_tr(c, s, x);
    return g;
}

/* Aggregation EPSs each ToR reaches through its placed uplinks (bit a). */
static void agg_masks(const ctx_t *c, const uint8_t *u_agg, uint16_t *has)
{
    memset(has, 0, c->nt * sizeof has[0]);
    for (unsigned u = 0; u < c->nu; u++)
        if (u_agg[u] != NONE) has[c->tp->uplink_tor[u]] |= (uint16_t)(1u << u_agg[u]);
}

static void measure(const ctx_t *c, const uint8_t *s_tor, const uint8_t *u_agg, lp_srg_traffic_t *m)
{
    uint16_t has[MAXE];
    agg_masks(c, u_agg, has);
    memset(m, 0, sizeof *m);
    for (unsigned s = 0; s < c->n; s++)
        for (unsigned d = 0; d < c->n; d++) {
            if (s == d) continue;
            uint64_t v = c->tr[s * c->n + d];
            unsigned x = s_tor[s], y = s_tor[d];
            m->total += v;
            if (x == y)
                m->tor += v;
            else if (has[x] & has[y])
                m->agg += v;
            else
                m->core += v;
        }
}

/* ---- 1. regrouping ---- */

/* Is link l in a state that connects end e now? */
static int is_at(const lp_srg_link_t *l, unsigned e)
{
    return l->sw != LP_SRG_FIXED && l->cur != NONE && l->to[l->cur] == e;
}

/* Traffic between server s and the unplaced servers of job j that could join it under ToR t. */
static uint64_t pull(const ctx_t *c, unsigned s, unsigned j, unsigned t)
{
    uint64_t g = 0;
    for (unsigned x = 0; x < c->n; x++)
        if (x != s && c->job[x] == j && c->s_tor[x] == NONE && reaches(&c->tp->server[x], t)) g += pair_tr(c, s, x);
    return g;
}

/* Bring unplaced servers of job j under ToR t while t has a port and the servers still unplaced keep
 * room: the one with the most traffic to the servers already under t first, then the most traffic to
 * the job's servers that could still join (this picks a group's first server), then one that is there
 * now, then the lowest index. Returns the traffic brought under t; *added, *stay (of those, already at
 * t) and *members (job j's servers under t afterwards). */
static uint64_t grow(ctx_t *c, unsigned j, unsigned t, unsigned *added, unsigned *stay, unsigned *members)
{
    uint8_t tried[MAXL] = {0};
    uint64_t gain = 0;
    *added = *stay = *members = 0;
    for (unsigned s = 0; s < c->n; s++) *members += c->job[s] == j && c->s_tor[s] == t;
    while (c->t_load[t] < c->tp->tor_ports[t]) {
        unsigned best = NONE;
        uint64_t bg = 0, bp = 0;
        for (unsigned s = 0; s < c->n; s++) {
            const lp_srg_link_t *l = &c->tp->server[s];
            if (c->job[s] != j || c->s_tor[s] != NONE || tried[s] || !reaches(l, t)) continue;
            uint64_t g = gain_tor(c, s, t), pl = pull(c, s, j, t);
            if (best == NONE || g > bg ||
                (g == bg && (pl > bp || (pl == bp && is_at(l, t) && !is_at(&c->tp->server[best], t))))) {
                best = s;
                bg = g;
                bp = pl;
            }
        }
        if (best == NONE) break;
        tried[best] = 1;
        c->s_tor[best] = (uint8_t)t;
        c->t_load[t]++;
        if (!servers_feasible(c)) { /* it would take a port another server cannot do without */
            c->s_tor[best] = NONE;
            c->t_load[t]--;
            continue;
        }
        gain += bg;
        (*added)++;
        (*members)++;
        *stay += (unsigned)is_at(&c->tp->server[best], t);
    }
    return gain;
}

/* Pods a server can reach (bit p). */
static uint16_t pods_of(const ctx_t *c, unsigned s)
{
    const lp_srg_link_t *l = &c->tp->server[s];
    uint16_t m = 0;
    for (unsigned k = 0; k < l->n_states; k++)
        if (l->to[k] != NONE) m |= (uint16_t)(1u << c->tp->tor_pod[l->to[k]]);
    return m;
}

static int regroup(ctx_t *c)
{
    /* the jobs, in the order of VI.B's two substeps: single-pod jobs first, then heavier first */
    uint8_t ids[LP_SRG_MAX_JOBS], single[LP_SRG_MAX_JOBS];
    uint64_t weight[LP_SRG_MAX_JOBS];
    unsigned nj = 0;
    for (unsigned j = 1; j < LP_SRG_MAX_JOBS; j++) {
        uint16_t common = 0xFFFFu;
        uint64_t w = 0;
        int present = 0;
        for (unsigned s = 0; s < c->n; s++) {
            if (c->job[s] != j) continue;
            present = 1;
            common &= pods_of(c, s);
            for (unsigned d = s + 1; d < c->n; d++)
                if (c->job[d] == j) w += pair_tr(c, s, d);
        }
        if (!present) continue;
        /* insertion: single-pod first, then weight descending, then id ascending */
        unsigned i = nj++;
        while (i > 0 && (single[i - 1] < (common != 0) || (single[i - 1] == (common != 0) && weight[i - 1] < w))) {
            ids[i] = ids[i - 1];
            single[i] = single[i - 1];
            weight[i] = weight[i - 1];
            i--;
        }
        ids[i] = (uint8_t)j;
        single[i] = common != 0;
        weight[i] = w;
    }

    for (unsigned k = 0; k < nj; k++) {
        unsigned j = ids[k];
        for (;;) { /* one group per pass: the ToR where the job keeps the most traffic */
            /* the most traffic, then the most of the job's servers, then the fewest switched, then
             * the lowest index */
            unsigned bt = NONE, bm = 0, bs = 0;
            uint64_t bg = 0;
            for (unsigned t = 0; t < c->nt; t++) {
                ctx_t trial = *c;
                unsigned added, stay, members;
                uint64_t g = grow(&trial, j, t, &added, &stay, &members);
                if (!added || members < 2) continue; /* a group: a new server and a partner there */
                unsigned moved = added - stay;
                if (bt == NONE || g > bg || (g == bg && (members > bm || (members == bm && moved < bs)))) {
                    bt = t;
                    bg = g;
                    bm = members;
                    bs = moved;
                }
            }
            if (bt == NONE) break;
            unsigned added, stay, members;
            grow(c, j, bt, &added, &stay, &members);
        }
    }

    /* servers in no group: where the most of their traffic is, else where they are, else the lowest state */
    for (unsigned s = 0; s < c->n; s++) {
        if (c->s_tor[s] != NONE) continue;
        const lp_srg_link_t *l = &c->tp->server[s];
        unsigned bs = NONE;
        uint64_t bg = 0;
        for (unsigned st = 0; st < l->n_states; st++) {
            unsigned t = l->to[st];
            if (t == NONE || c->t_load[t] >= c->tp->tor_ports[t]) continue;
            uint64_t g = gain_tor(c, s, t);
            if (bs != NONE && (g < bg || (g == bg && !(st == l->cur && bs != l->cur)))) continue;
            c->s_tor[s] = (uint8_t)t;
            c->t_load[t]++;
            int ok = servers_feasible(c);
            c->s_tor[s] = NONE;
            c->t_load[t]--;
            if (!ok) continue;
            bs = st;
            bg = g;
        }
        /* the servers left were placeable before, so one of s's ends keeps them so */
        if (bs == NONE) return 0;
        c->s_tor[s] = l->to[bs];
        c->t_load[l->to[bs]]++;
    }
    return 1;
}

/* ---- 2. bandwidth steering ---- */

/* An unplaced switched uplink of ToR x that reaches aggregation EPS a: one already there first, then the
 * one reaching the fewest aggregation EPSs (the flexible ones stay free), then the lowest index. */
static unsigned pick_uplink(const ctx_t *c, unsigned x, unsigned a)
{
    unsigned best = NONE, breach = 0;
    for (unsigned u = 0; u < c->nu; u++) {
        const lp_srg_link_t *l = &c->tp->uplink[u];
        if (c->tp->uplink_tor[u] != x || c->u_agg[u] != NONE || !reaches(l, a)) continue;
        int here = is_at(l, a);
        uint16_t m = 0;
        for (unsigned s = 0; s < l->n_states; s++)
            if (l->to[s] != NONE) m |= (uint16_t)(1u << l->to[s]);
        unsigned nreach = 0;
        for (; m; m &= (uint16_t)(m - 1)) nreach++;
        unsigned key = here ? 0 : nreach; /* here: 0, else 1..16 */
        if (best == NONE || key < breach) {
            best = u;
            breach = key;
        }
    }
    return best;
}

/* Give ToRs x and y a common aggregation EPS with the fewest new uplinks, then the fewest of them
 * switched away from where they are, then the lowest index, keeping the unplaced uplinks placeable. */
static void join(ctx_t *c, unsigned x, unsigned y, const uint16_t *has)
{
    for (unsigned key = 0; key < 6; key++) /* key = 2 x (new uplinks - 1) + switched (cost 1: 0..1, 2: 0..2) */
        for (unsigned a = 0; a < c->na; a++) {
            int hx = (has[x] >> a) & 1u, hy = (has[y] >> a) & 1u;
            unsigned ux = hx ? NONE : pick_uplink(c, x, a), uy = hy ? NONE : pick_uplink(c, y, a);
            if ((!hx && ux == NONE) || (!hy && uy == NONE)) continue;
            unsigned need = (unsigned)!hx + (unsigned)!hy;
            unsigned moved = (unsigned)(ux != NONE && !is_at(&c->tp->uplink[ux], a)) +
                             (unsigned)(uy != NONE && !is_at(&c->tp->uplink[uy], a));
            if (need == 0 || 2 * (need - 1) + moved != key || c->a_load[a] + need > c->tp->agg_ports[a]) continue;
            if (ux != NONE) c->u_agg[ux] = (uint8_t)a;
            if (uy != NONE) c->u_agg[uy] = (uint8_t)a;
            c->a_load[a] = (uint8_t)(c->a_load[a] + need);
            if (uplinks_feasible(c)) return;
            if (ux != NONE) c->u_agg[ux] = NONE;
            if (uy != NONE) c->u_agg[uy] = NONE;
            c->a_load[a] = (uint8_t)(c->a_load[a] - need);
        }
}

static int steer(ctx_t *c, int pairs_pass)
{
    uint64_t w[MAXE][MAXE];
    memset(w, 0, sizeof w);
    for (unsigned s = 0; s < c->n; s++)
        for (unsigned d = 0; d < c->n; d++)
            if (s != d && c->s_tor[s] != c->s_tor[d]) w[c->s_tor[s]][c->s_tor[d]] += c->tr[s * c->n + d];
    for (unsigned x = 0; x < c->nt; x++)
        for (unsigned y = x + 1; y < c->nt; y++) w[x][y] = w[y][x] = w[x][y] + w[y][x];

    uint16_t has[MAXE];
    if (pairs_pass) {
        /* ToR pairs with traffic, heaviest first, then (x, y) ascending */
        uint8_t px[MAXE * (MAXE - 1) / 2], py[MAXE * (MAXE - 1) / 2];
        unsigned np = 0;
        for (unsigned x = 0; x < c->nt; x++)
            for (unsigned y = x + 1; y < c->nt; y++) {
                if (!w[x][y]) continue;
                unsigned i = np++;
                while (i > 0 && w[px[i - 1]][py[i - 1]] < w[x][y]) {
                    px[i] = px[i - 1];
                    py[i] = py[i - 1];
                    i--;
                }
                px[i] = (uint8_t)x;
                py[i] = (uint8_t)y;
            }
        for (unsigned i = 0; i < np; i++) {
            agg_masks(c, c->u_agg, has);
            if (!(has[px[i]] & has[py[i]])) join(c, px[i], py[i], has);
        }
    }

    /* uplinks left: toward the ToRs this one does not share an aggregation EPS with yet, by traffic;
     * else where they are, else the lowest state (without the pairs pass: where they are) */
    for (unsigned u = 0; u < c->nu; u++) {
        if (c->u_agg[u] != NONE) continue;
        const lp_srg_link_t *l = &c->tp->uplink[u];
        unsigned x = c->tp->uplink_tor[u], bs = NONE;
        uint64_t bg = 0;
        agg_masks(c, c->u_agg, has);
        for (unsigned st = 0; st < l->n_states; st++) {
            unsigned a = l->to[st];
            if (a == NONE || c->a_load[a] >= c->tp->agg_ports[a]) continue;
            uint64_t g = 0;
            if (pairs_pass)
                for (unsigned y = 0; y < c->nt; y++)
                    if (y != x && !(has[x] & has[y]) && ((has[y] >> a) & 1u)) g += w[x][y];
            if (bs != NONE && (g < bg || (g == bg && !(st == l->cur && bs != l->cur)))) continue;
            c->u_agg[u] = (uint8_t)a;
            c->a_load[a]++;
            int ok = uplinks_feasible(c);
            c->u_agg[u] = NONE;
            c->a_load[a]--;
            if (!ok) continue;
            bs = st;
            bg = g;
        }
        if (bs == NONE) return 0; /* as in regroup: not reached */
        c->u_agg[u] = l->to[bs];
        c->a_load[l->to[bs]]++;
    }
    return 1;
}

/* ---- the plan ---- */

int lp_srg_plan(const lp_srg_topo_t *t, const uint8_t *job, const uint32_t *traffic, unsigned flags,
                lp_srg_plan_t *out)
{
    if (!t || !job || !traffic || !out || (flags & ~(LP_SRG_F_NO_STEER | LP_SRG_F_NO_FALLBACK)) ||
        t->n_servers < 1 || t->n_servers > LP_SRG_MAX_SERVERS || t->n_tors < 1 || t->n_tors > LP_SRG_MAX_TORS ||
        t->n_aggs > LP_SRG_MAX_AGGS || t->n_uplinks > LP_SRG_MAX_UPLINKS || (t->n_uplinks && !t->n_aggs))
        return LP_E_ARG;
    uint8_t sw_seen[LP_SIPCAL_SWITCHES] = {0};
    for (unsigned x = 0; x < t->n_tors; x++)
        if (t->tor_pod[x] >= LP_SRG_MAX_PODS) return LP_E_ARG;
    for (unsigned s = 0; s < t->n_servers; s++)
        if (!link_ok(&t->server[s], t->n_tors, sw_seen) || job[s] >= LP_SRG_MAX_JOBS) return LP_E_ARG;
    for (unsigned u = 0; u < t->n_uplinks; u++)
        if (t->uplink_tor[u] >= t->n_tors || !link_ok(&t->uplink[u], t->n_aggs, sw_seen)) return LP_E_ARG;

    ctx_t c;
    memset(&c, 0, sizeof c);
    c.tp = t;
    c.job = job;
    c.tr = traffic;
    c.n = t->n_servers;
    c.nt = t->n_tors;
    c.na = t->n_aggs;
    c.nu = t->n_uplinks;
    if (!place_fixed(t->server, c.n, c.s_tor, c.t_load, t->tor_ports, c.nt) ||
        !place_fixed(t->uplink, c.nu, c.u_agg, c.a_load, t->agg_ports, c.na) || !servers_feasible(&c) ||
        !uplinks_feasible(&c))
        return LP_E_NOSPACE;

    /* the current states, for the comparison and the report */
    uint8_t cur_tor[MAXL], cur_agg[MAXL], load[MAXE];
    int cur_s = place_current(t->server, c.n, cur_tor, load, t->tor_ports, c.nt);
    int cur_u = place_current(t->uplink, c.nu, cur_agg, load, t->agg_ports, c.na);
    int fallback = !(flags & LP_SRG_F_NO_FALLBACK);
    lp_srg_plan_t r; /* *out is written only at the end */
    memset(&r, 0, sizeof r);
    r.now_valid = (uint8_t)(cur_s && cur_u);
    if (r.now_valid) measure(&c, cur_tor, cur_agg, &r.now);

    if (!regroup(&c)) return LP_E_STATE; /* not reached: every placement keeps the rest placeable */
    if (fallback && cur_s) {
        lp_srg_traffic_t a, b;
        measure(&c, c.s_tor, c.u_agg, &a); /* only .tor counts here: the uplinks are not placed yet */
        measure(&c, cur_tor, c.u_agg, &b);
        if (b.tor > a.tor) {
            memcpy(c.s_tor, cur_tor, c.n);
            r.kept_regroup = 1;
        }
    }
    if ((flags & LP_SRG_F_NO_STEER) && cur_u) {
        memcpy(c.u_agg, cur_agg, c.nu);
    } else {
        if (!steer(&c, !(flags & LP_SRG_F_NO_STEER))) return LP_E_STATE; /* not reached */
        if (fallback && cur_u) {
            lp_srg_traffic_t a, b;
            measure(&c, c.s_tor, c.u_agg, &a);
            measure(&c, c.s_tor, cur_agg, &b);
            if (b.core < a.core) {
                memcpy(c.u_agg, cur_agg, c.nu);
                r.kept_steer = 1;
            }
        }
    }
    measure(&c, c.s_tor, c.u_agg, &r.plan);

    memcpy(r.server_tor, c.s_tor, c.n);
    memcpy(r.uplink_agg, c.u_agg, c.nu);
    memset(r.states, LP_SIPCAL_KEEP, sizeof r.states);
    memset(r.changes, LP_SIPCAL_KEEP, sizeof r.changes);
    for (unsigned i = 0; i < c.n + c.nu; i++) {
        const lp_srg_link_t *l = i < c.n ? &t->server[i] : &t->uplink[i - c.n];
        if (l->sw == LP_SRG_FIXED) continue;
        unsigned st = state_for(l, i < c.n ? c.s_tor[i] : c.u_agg[i - c.n]);
        r.states[l->sw] = (uint8_t)st;
        if (l->sw + 1u > r.n_sw) r.n_sw = (uint8_t)(l->sw + 1u);
        if (st != l->cur) {
            r.changes[l->sw] = (uint8_t)st;
            r.n_changed++;
        }
    }
    *out = r;
    return LP_OK;
}

int lp_srg_commit(lp_srg_topo_t *t, const lp_srg_plan_t *p)
{
    if (!t || !p || t->n_servers > LP_SRG_MAX_SERVERS || t->n_uplinks > LP_SRG_MAX_UPLINKS) return LP_E_ARG;
    for (int pass = 0; pass < 2; pass++) /* check everything, then write */
        for (unsigned i = 0; i < (unsigned)t->n_servers + t->n_uplinks; i++) {
            lp_srg_link_t *l = i < t->n_servers ? &t->server[i] : &t->uplink[i - t->n_servers];
            if (l->sw == LP_SRG_FIXED) continue;
            if (l->sw >= LP_SIPCAL_SWITCHES) return LP_E_ARG;
            unsigned st = p->states[l->sw];
            if (st >= l->n_states || st >= LP_SRG_MAX_STATES || l->to[st] == NONE) return LP_E_ARG;
            if (pass) l->cur = (uint8_t)st;
        }
    return LP_OK;
}

/* ---- workloads ---- */

static int distinct(unsigned n, const uint8_t *v, unsigned k, unsigned extra)
{
    uint8_t seen[LP_SRG_MAX_SERVERS] = {0};
    if (extra != NONE) seen[extra] = 1;
    for (unsigned i = 0; i < k; i++) {
        if (v[i] >= n || seen[v[i]]) return 0;
        seen[v[i]] = 1;
    }
    return 1;
}

static void add_sat(uint32_t *cell, uint32_t v)
{
    *cell = v > UINT32_MAX - *cell ? UINT32_MAX : *cell + v;
}

int lp_srg_add_ring(uint32_t *traffic, unsigned n, const uint8_t *members, unsigned k, uint32_t vol)
{
    if (!traffic || !members || n < 1 || n > LP_SRG_MAX_SERVERS || k < 2 || k > n || !distinct(n, members, k, NONE))
        return LP_E_ARG;
    for (unsigned i = 0; i < k; i++) add_sat(&traffic[members[i] * n + members[(i + 1) % k]], vol);
    return LP_OK;
}

int lp_srg_add_ps(uint32_t *traffic, unsigned n, unsigned ps, const uint8_t *workers, unsigned k, uint32_t vol)
{
    if (!traffic || !workers || n < 2 || n > LP_SRG_MAX_SERVERS || ps >= n || k < 1 || k >= n ||
        !distinct(n, workers, k, ps))
        return LP_E_ARG;
    for (unsigned i = 0; i < k; i++) {
        add_sat(&traffic[ps * n + workers[i]], vol);
        add_sat(&traffic[workers[i] * n + ps], vol);
    }
    return LP_OK;
}
