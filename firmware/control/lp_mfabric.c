/* mFabric Algorithm 1 (ReconfigureOCS), its NIC mapping, the OCS cross-connects and the partial
 * reconfiguration between two plans (lp_mfabric.h, docs/planners.md). */
#include "lp_mfabric.h"

#include <string.h>

int lp_mfab_server_demand(const uint32_t *e, unsigned n_experts, unsigned experts_per_gpu, unsigned gpus_per_server,
                          uint32_t *d, unsigned *n_servers)
{
    if (!e || !d || !n_servers || n_experts == 0 || n_experts > LP_MFAB_MAX_EXPERTS || experts_per_gpu == 0 ||
        gpus_per_server == 0 || experts_per_gpu > LP_MFAB_MAX_EXPERTS || gpus_per_server > LP_MFAB_MAX_EXPERTS)
        return LP_E_ARG;
    unsigned per = experts_per_gpu * gpus_per_server; /* <= 2^22: no overflow */
    if (per > n_experts || n_experts % per) return LP_E_ARG;
    unsigned ns = n_experts / per;
    if (ns > LP_MFAB_MAX_SERVERS) return LP_E_ARG;
    memset(d, 0, (size_t)ns * ns * sizeof d[0]);
    for (unsigned a = 0; a < n_experts; a++)
        for (unsigned b = 0; b < n_experts; b++) {
            uint32_t *cell = &d[(a / per) * ns + b / per];
            uint32_t v = e[(size_t)a * n_experts + b];
            *cell = (v > UINT32_MAX - *cell) ? UINT32_MAX : *cell + v;
        }
    *n_servers = ns;
    return LP_OK;
}

static int sizes_ok(unsigned n, unsigned alpha, unsigned numa)
{
    return n >= 2 && n <= LP_MFAB_MAX_SERVERS && alpha >= 1 && alpha <= LP_MFAB_MAX_ALPHA && numa >= 1 && numa <= alpha;
}

int lp_mfab_topo_init(lp_mfab_topo_t *t, unsigned n, unsigned alpha, unsigned numa)
{
    if (!t || !sizes_ok(n, alpha, numa)) return LP_E_ARG;
    memset(t, 0, sizeof *t);
    memset(t->peer, LP_MFAB_NONE, sizeof t->peer);
    memset(t->peer_nic, LP_MFAB_NONE, sizeof t->peer_nic);
    t->n = (uint8_t)n;
    t->alpha = (uint8_t)alpha;
    t->numa = (uint8_t)numa;
    t->bn_i = t->bn_j = LP_MFAB_NONE;
    return LP_OK;
}

/* Circuits of server v to server w in t's NIC table. */
static unsigned linked(const lp_mfab_topo_t *t, unsigned v, unsigned w)
{
    unsigned cnt = 0;
    for (unsigned k = 0; k < t->alpha; k++) cnt += t->peer[v][k] == w;
    return cnt;
}

/* A plan's NIC table is consistent: every used NIC points at a used NIC of another server that points
 * back, and the circuit counts agree with it. */
static int topo_ok(const lp_mfab_topo_t *t)
{
    if (!sizes_ok(t->n, t->alpha, t->numa)) return 0;
    for (unsigned v = 0; v < t->n; v++)
        for (unsigned k = 0; k < t->alpha; k++) {
            unsigned w = t->peer[v][k], l = t->peer_nic[v][k];
            if (w == LP_MFAB_NONE && l == LP_MFAB_NONE) continue;
            if (w >= t->n || l >= t->alpha || w == v || t->peer[w][l] != v || t->peer_nic[w][l] != k) return 0;
        }
    for (unsigned v = 0; v < t->n; v++)
        for (unsigned w = 0; w < t->n; w++)
            if (linked(t, v, w) != t->c[v][w]) return 0;
    return 1;
}

/* The pair's demand, both directions together (line 11). */
static uint64_t pair_demand(const uint32_t *dm, unsigned n, unsigned i, unsigned j)
{
    return (uint64_t)dm[i * n + j] + dm[j * n + i];
}

/* Does pair a (demand da, circuits ca) come before pair b as the bottleneck? T = D / C compared exactly
 * (C = 0 with D > 0 is infinite); equal T: the larger D. Pairs equal in both keep their (i, j) order,
 * which the callers' scan provides. D < 2^33 and C <= 8, so the products fit. */
static int before(uint64_t da, unsigned ca, uint64_t db, unsigned cb)
{
    if (ca == 0 || cb == 0) {
        if (ca != cb) return ca == 0;
    } else {
        uint64_t l = da * cb, r = db * ca;
        if (l != r) return l > r;
    }
    return da > db;
}

/* NUMA node of NIC k */
static unsigned numa_of(unsigned k, unsigned alpha, unsigned numa)
{
    return k * numa / alpha;
}

/* A free NIC of server v for one more circuit to server w: in the NUMA node where v has the fewest
 * circuits to w, then the one with the most free NICs, then the lowest node; the lowest free NIC in it. */
static unsigned pick_nic(const lp_mfab_topo_t *t, unsigned v, unsigned w)
{
    unsigned used[LP_MFAB_MAX_ALPHA] = {0}, freen[LP_MFAB_MAX_ALPHA] = {0};
    for (unsigned k = 0; k < t->alpha; k++) {
        unsigned nd = numa_of(k, t->alpha, t->numa);
        if (t->peer[v][k] == LP_MFAB_NONE)
            freen[nd]++;
        else if (t->peer[v][k] == w)
            used[nd]++;
    }
    unsigned best = LP_MFAB_NONE;
    for (unsigned nd = 0; nd < t->numa; nd++) {
        if (!freen[nd]) continue;
        if (best == LP_MFAB_NONE || used[nd] < used[best] || (used[nd] == used[best] && freen[nd] > freen[best]))
            best = nd;
    }
    for (unsigned k = 0; k < t->alpha; k++)
        if (t->peer[v][k] == LP_MFAB_NONE && numa_of(k, t->alpha, t->numa) == best) return k;
    return LP_MFAB_NONE; /* not reached: the caller only asks when v has a free NIC */
}

static void link_nics(lp_mfab_topo_t *t, unsigned i, unsigned k, unsigned j, unsigned l)
{
    t->peer[i][k] = (uint8_t)j;
    t->peer_nic[i][k] = (uint8_t)l;
    t->peer[j][l] = (uint8_t)i;
    t->peer_nic[j][l] = (uint8_t)k;
}

/* GetNICMapping + permuteLinks (lines 26-28): out->c is set, out's NIC tables are empty. */
static void map_nics(lp_mfab_topo_t *out, const lp_mfab_topo_t *prev)
{
    if (prev) /* circuits that stay keep their NICs */
        for (unsigned v = 0; v < out->n; v++)
            for (unsigned k = 0; k < out->alpha; k++) {
                unsigned w = prev->peer[v][k];
                if (w != LP_MFAB_NONE && w > v && linked(out, v, w) < out->c[v][w])
                    link_nics(out, v, k, w, prev->peer_nic[v][k]);
            }
    for (unsigned i = 0; i < out->n; i++)
        for (unsigned j = i + 1; j < out->n; j++)
            while (linked(out, i, j) < out->c[i][j]) link_nics(out, i, pick_nic(out, i, j), j, pick_nic(out, j, i));
}

int lp_mfab_plan(const lp_mfab_params_t *p, const uint32_t *demand, const lp_mfab_topo_t *prev, lp_mfab_topo_t *out)
{
    if (!p || !demand || !out || !sizes_ok(p->n, p->alpha, p->numa) ||
        (p->blocked != LP_MFAB_SKIP && p->blocked != LP_MFAB_STOP))
        return LP_E_ARG;
    if (prev && (prev->n != p->n || prev->alpha != p->alpha || prev->numa != p->numa || !topo_ok(prev)))
        return LP_E_ARG;
    const unsigned n = p->n;
    lp_mfab_topo_init(out, n, p->alpha, p->numa); /* lines 8-9 */
    uint8_t avail[LP_MFAB_MAX_SERVERS];
    memset(avail, p->alpha, sizeof avail);

    for (;;) { /* line 13 */
        /* findBottleneckLink (line 14): the first pair in the order of `before`, over the pairs with
         * demand; SKIP leaves out the pairs that can no longer get a circuit */
        unsigned bi = LP_MFAB_NONE, bj = LP_MFAB_NONE;
        uint64_t bd = 0;
        for (unsigned i = 0; i < n; i++)
            for (unsigned j = i + 1; j < n; j++) {
                uint64_t d = pair_demand(demand, n, i, j);
                if (!d || (p->blocked == LP_MFAB_SKIP && (!avail[i] || !avail[j]))) continue;
                if (bi == LP_MFAB_NONE || before(d, out->c[i][j], bd, out->c[bi][bj])) {
                    bi = i;
                    bj = j;
                    bd = d;
                }
            }
        if (bi == LP_MFAB_NONE) break; /* no demand left that a circuit could serve */
        if (!avail[bi] || !avail[bj]) { /* lines 21-22 (STOP only) */
            out->stopped = 1;
            break;
        }
        out->c[bi][bj]++; /* line 18 */
        out->c[bj][bi]++;
        avail[bi]--; /* lines 19-20 */
        avail[bj]--;
        out->circuits++;
        out->steps++;
        /* line 24: T follows from D and C, nothing to store */
    }

    /* the bottleneck after the allocation */
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = i + 1; j < n; j++) {
            uint64_t d = pair_demand(demand, n, i, j);
            if (d && (out->bn_i == LP_MFAB_NONE || before(d, out->c[i][j], out->bn_d, out->bn_c))) {
                out->bn_i = (uint8_t)i;
                out->bn_j = (uint8_t)j;
                out->bn_c = out->c[i][j];
                out->bn_d = d;
            }
        }
    map_nics(out, prev);
    return LP_OK;
}

int lp_mfab_portmap_linear(lp_mfab_portmap_t *m, unsigned n, unsigned alpha, unsigned base, unsigned ports)
{
    if (!m || n < 2 || n > LP_MFAB_MAX_SERVERS || alpha < 1 || alpha > LP_MFAB_MAX_ALPHA || ports > LP_MFAB_MAX_PORTS ||
        base > LP_MFAB_MAX_PORTS)
        return LP_E_ARG;
    if (base + n * alpha > ports) return LP_E_NOSPACE;
    memset(m, 0, sizeof *m);
    m->n = (uint8_t)n;
    m->alpha = (uint8_t)alpha;
    m->ports = (uint8_t)ports;
    for (unsigned v = 0; v < n; v++)
        for (unsigned k = 0; k < alpha; k++) m->port[v][k] = (uint8_t)(base + v * alpha + k);
    return LP_OK;
}

static int portmap_ok(const lp_mfab_portmap_t *m, const lp_mfab_topo_t *t)
{
    if (m->n != t->n || m->alpha != t->alpha) return 0;
    uint8_t seen[LP_MFAB_MAX_PORTS];
    memset(seen, 0, sizeof seen);
    for (unsigned v = 0; v < m->n; v++)
        for (unsigned k = 0; k < m->alpha; k++) {
            unsigned pt = m->port[v][k];
            if (pt >= m->ports || seen[pt]) return 0;
            seen[pt] = 1;
        }
    return 1;
}

/* The OCS output that NIC (v, k)'s transmitter reaches in plan t (NULL: an empty OCS), or LP_WSS_NONE. */
static unsigned out_port(const lp_mfab_topo_t *t, const lp_mfab_portmap_t *m, unsigned v, unsigned k)
{
    if (!t) return LP_WSS_NONE;
    unsigned w = t->peer[v][k];
    return w == LP_MFAB_NONE ? LP_WSS_NONE : m->port[w][t->peer_nic[v][k]];
}

int lp_mfab_xc(const lp_mfab_topo_t *t, const lp_mfab_portmap_t *m, lp_xc_t *xc, size_t cap, size_t *n_xc)
{
    if (!t || !m || !n_xc || (cap && !xc) || !topo_ok(t) || !portmap_ok(m, t)) return LP_E_ARG;
    size_t n = 0;
    for (unsigned v = 0; v < t->n; v++)
        for (unsigned k = 0; k < t->alpha; k++) n += t->peer[v][k] != LP_MFAB_NONE;
    if (n > cap) return LP_E_NOSPACE;
    n = 0;
    for (unsigned v = 0; v < t->n; v++)
        for (unsigned k = 0; k < t->alpha; k++) {
            unsigned o = out_port(t, m, v, k);
            if (o != LP_WSS_NONE) xc[n++] = (lp_xc_t){m->port[v][k], 0, (uint8_t)o};
        }
    *n_xc = n;
    return LP_OK;
}

int lp_mfab_diff(const lp_mfab_topo_t *prev, const lp_mfab_topo_t *next, const lp_mfab_portmap_t *m, lp_xc_t *adds,
                 size_t add_cap, size_t *n_add, lp_xc_t *dels, size_t del_cap, size_t *n_del)
{
    if (!next || !m || !n_add || !n_del || (add_cap && !adds) || (del_cap && !dels) || !topo_ok(next) ||
        !portmap_ok(m, next))
        return LP_E_ARG;
    if (prev && (prev->n != next->n || prev->alpha != next->alpha || !topo_ok(prev))) return LP_E_ARG;
    size_t na = 0, nd = 0;
    for (int pass = 0; pass < 2; pass++) { /* count, then write: nothing is written unless all fits */
        na = nd = 0;
        for (unsigned v = 0; v < next->n; v++)
            for (unsigned k = 0; k < next->alpha; k++) {
                unsigned a = out_port(prev, m, v, k), b = out_port(next, m, v, k);
                if (a == b) continue;
                uint8_t in = m->port[v][k];
                if (a != LP_WSS_NONE) {
                    if (pass) dels[nd] = (lp_xc_t){in, 0, (uint8_t)a};
                    nd++;
                }
                if (b != LP_WSS_NONE) {
                    if (pass) adds[na] = (lp_xc_t){in, 0, (uint8_t)b};
                    na++;
                }
            }
        if (!pass && (na > add_cap || nd > del_cap)) return LP_E_NOSPACE;
    }
    *n_add = na;
    *n_del = nd;
    return LP_OK;
}
