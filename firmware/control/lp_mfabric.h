/* mFabric topology planner: Algorithm 1 (ReconfigureOCS) of Liao et al., "mFabric: An Efficient and
 * Scalable Fabric for Mixture-of-Experts Training", section 5.2 "Topology Controller" (docs/planners.md).
 *
 * A regional OCS connects alpha NICs of each of n servers (the "optical degree", section 4.2 and 7.1).
 * One circuit joins one OCS NIC of server i with one of server j, both directions at once (the TX of
 * each NIC to the RX of the other: Algorithm 1 line 11, "we allocate TX and RX together"). From the
 * all-to-all demand between servers the planner decides how many circuits every server pair gets:
 *
 *   D[i][j] = demand i->j + demand j->i                  (line 12, step 1: the upper-triangular matrix)
 *   C = 0, avail[v] = alpha                              (lines 8-9)
 *   T[i][j] = D/C, infinite while C = 0 and D > 0        (line 10 and 24: the pair's completion time)
 *   repeat: take the pair with the largest T (findBottleneckLink, line 14, step 2);
 *           if both servers have a free OCS NIC, give it one more circuit (lines 16-20, step 3),
 *           else Break (lines 21-22)
 *
 * so a heavy pair can get several circuits (T = D/C falls with every one). The circuits are then mapped
 * onto NICs (GetNICMapping, line 26, step 4) and, if a pair has several, spread over the servers' NUMA
 * nodes (permuteLinks, line 28: "the corresponding TX and RX NICs are in two different NUMA nodes").
 *
 * The paper leaves open, and this module decides (docs/planners.md, "Gaps"):
 *   - ties in T: larger D first (among C = 0 pairs this ranks the infinite T by demand), then the
 *     smaller (i, j); T is compared exactly (cross-multiplied), so the plan is deterministic;
 *   - a blocked head pair (a server already at degree alpha): LP_MFAB_SKIP (default) leaves that pair
 *     out and goes on with the next one, so free NICs still carry demand; LP_MFAB_STOP is line 22's
 *     Break as written. Both give the same bottleneck T (a blocked pair can never get another circuit);
 *     SKIP only adds circuits to pairs below it;
 *   - the loop ends when no pair with demand is left (the paper's T = 0 pairs never get circuits);
 *   - NIC choice: a circuit kept from the previous plan keeps its NICs (so lp_wss_change leaves it lit);
 *     a new one goes to the NUMA node where the pair has the fewest circuits (then the node with the
 *     most free NICs, then the lowest node), on its lowest free NIC.
 * For its objective (the largest D / C) the greedy is exact under the degree limit: docs/planners.md.
 *
 * Only C11 with <stdint.h>/<stddef.h>/<string.h>: no allocation, fixed tables, every input checked;
 * the caller owns every structure (lp_mfab_topo_t is about 5 KiB). */
#ifndef LP_MFABRIC_H
#define LP_MFABRIC_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"
#include "lp_wss.h"

#define LP_MFAB_MAX_SERVERS 64   /* servers of one OCS region */
#define LP_MFAB_MAX_ALPHA 8      /* OCS NICs per server (section 7.1: 8 NICs per server, 2-6 on the OCS) */
#define LP_MFAB_MAX_EXPERTS 2048 /* lp_mfab_server_demand's expert matrix */
#define LP_MFAB_MAX_PORTS 255    /* OCS ports an lp_xc_t can name (0xFF is LP_WSS_NONE) */
#define LP_MFAB_NONE 0xFFu       /* no peer / no pair */

/* What to do when the pair with the largest completion time cannot get a circuit. */
typedef enum {
    LP_MFAB_SKIP = 0, /* leave it out and continue with the next pair (default) */
    LP_MFAB_STOP = 1, /* Algorithm 1 lines 21-22: Break */
} lp_mfab_blocked_t;

typedef struct {
    uint8_t n;       /* servers, 2..LP_MFAB_MAX_SERVERS */
    uint8_t alpha;   /* optical degree: OCS NICs per server, 1..LP_MFAB_MAX_ALPHA */
    uint8_t numa;    /* NUMA nodes per server, 1..alpha: NIC k is in node k * numa / alpha */
    uint8_t blocked; /* lp_mfab_blocked_t */
} lp_mfab_params_t;

/* A plan: circuits per server pair and their NICs. */
typedef struct {
    uint8_t n, alpha, numa;
    uint8_t stopped;           /* LP_MFAB_STOP ended on a blocked pair (line 22) */
    uint16_t circuits;         /* circuits in all (each uses one NIC on each of its two servers) */
    uint16_t steps;            /* greedy iterations that allocated a circuit */
    /* the bottleneck afterwards: the pair with demand and the largest D / C (same order as the greedy);
     * bn_c = 0 means a pair with demand but no circuit; bn_i = LP_MFAB_NONE if no pair has demand */
    uint8_t bn_i, bn_j, bn_c;
    uint64_t bn_d;
    uint8_t c[LP_MFAB_MAX_SERVERS][LP_MFAB_MAX_SERVERS]; /* circuits between i and j; symmetric, c[i][i] = 0 */
    uint8_t peer[LP_MFAB_MAX_SERVERS][LP_MFAB_MAX_ALPHA];     /* NIC k of server v: the other end's server */
    uint8_t peer_nic[LP_MFAB_MAX_SERVERS][LP_MFAB_MAX_ALPHA]; /* ... and NIC; LP_MFAB_NONE when unused */
} lp_mfab_topo_t;

/* Where every OCS NIC is cabled: NIC k of server v has its TX fibre on OCS input port[v][k] and its RX
 * fibre on output port[v][k] (the same number), so a circuit i:k <-> j:l is the two cross-connects
 * (port[i][k] -> port[j][l]) and (port[j][l] -> port[i][k]) on wavelength 0 of lp_wss. */
typedef struct {
    uint8_t n, alpha;
    uint8_t ports; /* the OCS's port count: every port[v][k] < ports, all different */
    uint8_t port[LP_MFAB_MAX_SERVERS][LP_MFAB_MAX_ALPHA];
} lp_mfab_portmap_t;

/* Server-level demand from the expert-level all-to-all matrix (Algorithm 1 line 12, step 1): expert e
 * runs on GPU e / experts_per_gpu, which is in server e / (experts_per_gpu * gpus_per_server).
 * e: n_experts x n_experts row-major (bytes or cells, e -> f); d: n_servers x n_servers row-major,
 * n_servers = n_experts / (experts_per_gpu * gpus_per_server), sums saturate at UINT32_MAX; the diagonal
 * is the traffic inside a server. LP_E_ARG: NULL, zero or too large counts, n_experts not a multiple
 * of a server's experts, more than LP_MFAB_MAX_SERVERS servers (d untouched). */
int lp_mfab_server_demand(const uint32_t *e, unsigned n_experts, unsigned experts_per_gpu, unsigned gpus_per_server,
                          uint32_t *d, unsigned *n_servers);

/* An empty plan (no circuit), e.g. the OCS before its first configuration. LP_E_ARG on bad sizes. */
int lp_mfab_topo_init(lp_mfab_topo_t *t, unsigned n, unsigned alpha, unsigned numa);

/* Algorithm 1. demand: p->n x p->n row-major, demand[i * n + j] is i -> j (bytes or cells; the
 * diagonal is ignored). prev: the plan now on the OCS (same n, alpha, numa) whose NICs are reused for
 * circuits that stay, or NULL. LP_E_ARG (out untouched): NULL p/demand/out, n, alpha, numa or blocked
 * out of range, prev of another size or inconsistent. */
int lp_mfab_plan(const lp_mfab_params_t *p, const uint32_t *demand, const lp_mfab_topo_t *prev, lp_mfab_topo_t *out);

/* Consecutive cabling: port[v][k] = base + v * alpha + k (the testbed of section 6: 4 servers x 3 NICs
 * on ports 0..11). LP_E_ARG bad sizes; LP_E_NOSPACE if the last port is not below `ports`. */
int lp_mfab_portmap_linear(lp_mfab_portmap_t *m, unsigned n, unsigned alpha, unsigned base, unsigned ports);

/* Every cross-connect of plan t (two per circuit), in the order of (server, NIC) of their input.
 * LP_E_ARG: NULL, sizes of t and m differ, a port of m out of range or used twice; LP_E_NOSPACE: more
 * than cap (xc and *n_xc untouched on any error). */
int lp_mfab_xc(const lp_mfab_topo_t *t, const lp_mfab_portmap_t *m, lp_xc_t *xc, size_t cap, size_t *n_xc);

/* The partial reconfiguration from prev (NULL: an empty OCS) to next, for lp_wss_change(w, job, adds,
 * *n_add, dels, *n_del): an input port whose output is the same in both plans is in neither list (its
 * circuit is not touched); an input that moves or goes dark is in dels, an input that moves or lights up
 * is in adds. Errors as lp_mfab_xc (LP_E_NOSPACE when either list would not fit; nothing written). */
int lp_mfab_diff(const lp_mfab_topo_t *prev, const lp_mfab_topo_t *next, const lp_mfab_portmap_t *m, lp_xc_t *adds,
                 size_t add_cap, size_t *n_add, lp_xc_t *dels, size_t del_cap, size_t *n_del);

#endif
