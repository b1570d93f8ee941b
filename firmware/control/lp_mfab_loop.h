/* The mFabric control loop (docs/planners.md, "The control loop"): Algorithm 1 closed over the WSS.
 *
 * Every period: read the region's demand (a callback: the arbiter's request collector, lp_mfab_demand_req,
 * or any other source), plan with lp_mfab_plan (the plan on the OCS as prev, so circuits that stay keep
 * their NICs), compare the plan's cross-connects with the driver's shadow of the device on every input
 * port of the region, and send the difference as one lp_wss_change for the region's job. Comparing with
 * the device rather than with the previous plan repairs what changed under the loop (a circuit removed
 * by hand, a commit that failed, a WSS that came back without its map). Nothing ever waits: the change is
 * the driver's stepped operation, started only while the driver is free (no operation under way and no
 * other owner's result unread) and followed by later polls. A held loop (lp_mfab_loop_hold: the SDN
 * controller pins the topology) plans nothing until released.
 *
 * No allocation: the caller owns lp_mfab_loop_t (two plans, the demand and the change lists). */
#ifndef LP_MFAB_LOOP_H
#define LP_MFAB_LOOP_H

#include <stdint.h>

#include "lp_mfabric.h"
#include "lp_wss.h"

#define LP_MFAB_LOOP_MAX 16u /* servers of a region the loop plans (the arbiter's nodes) */

/* The region's demand: d[i * n + j] is i -> j (cells or bytes per period; the diagonal is ignored). LP_OK,
 * or an error: the round plans nothing. */
typedef int (*lp_mfab_demand_fn)(void *ctx, uint32_t *d, unsigned n);

typedef struct {
    lp_mfab_params_t p;    /* servers (2..LP_MFAB_LOOP_MAX), optical degree, NUMA nodes, blocked-pair rule */
    lp_mfab_portmap_t map; /* where every OCS NIC is cabled (same n and alpha) */
    uint16_t job;          /* WSS owner of the region's ports (> 0) */
    uint32_t period_ms;    /* a round at most this often (>= 1) */
} lp_mfab_loop_cfg_t;

typedef struct {
    uint32_t rounds;        /* demand read and planned */
    uint32_t unchanged;     /* rounds whose plan the device already had: nothing sent */
    uint32_t repairs;       /* rounds whose plan was the one on the OCS but the device differed */
    uint32_t changes;       /* WSS changes started */
    uint32_t applied;       /* ... that ended LP_OK */
    uint32_t failed;        /* ... that ended with an error (the next round starts from the device again) */
    uint32_t waited;        /* rounds whose change waited for the driver (another owner's operation) */
    uint32_t demand_errors; /* rounds the demand source failed */
    uint32_t held;          /* rounds skipped while held */
    uint32_t adds, dels;    /* cross-connects sent */
    int last_rc;            /* the last change's result */
} lp_mfab_loop_stats_t;

enum { LP_MFAB_LOOP_IDLE = 0, LP_MFAB_LOOP_READY = 1, LP_MFAB_LOOP_APPLYING = 2 };

typedef struct {
    lp_mfab_loop_cfg_t cfg;
    lp_wss_t *w;
    lp_mfab_demand_fn demand;
    void *ctx;
    uint8_t state, hold, waiting;
    uint64_t due_us;
    lp_mfab_topo_t cur;  /* the plan on the OCS (its last applied change) */
    lp_mfab_topo_t next; /* the round's plan */
    uint32_t d[LP_MFAB_LOOP_MAX * LP_MFAB_LOOP_MAX];
    lp_xc_t adds[LP_MFAB_LOOP_MAX * LP_MFAB_MAX_ALPHA], dels[LP_MFAB_LOOP_MAX * LP_MFAB_MAX_ALPHA];
    uint16_t n_add, n_del;
    lp_mfab_loop_stats_t st;
} lp_mfab_loop_t;

/* Check the configuration, give every port of the map to cfg->job on the driver and start with an empty
 * plan; the first poll runs a round. LP_E_ARG: a bad configuration, a port beyond the driver's device;
 * LP_E_PERM: a port belongs to another job (nothing assigned). */
int lp_mfab_loop_init(lp_mfab_loop_t *l, const lp_mfab_loop_cfg_t *cfg, lp_wss_t *w, lp_mfab_demand_fn demand,
                      void *ctx);

/* One step, never waiting: a round when its period is due, a change started once the driver is free,
 * a change under way stepped and, at its end, taken. LP_OK, or the error of the step (the demand
 * source's, the planner's, a change's result): counted, the loop goes on at the next period. */
int lp_mfab_loop_poll(lp_mfab_loop_t *l);

/* Hold (on: no round plans or sends anything; a change under way still ends) or release. */
void lp_mfab_loop_hold(lp_mfab_loop_t *l, int on);

const lp_mfab_topo_t *lp_mfab_loop_topo(const lp_mfab_loop_t *l);
const lp_mfab_loop_stats_t *lp_mfab_loop_stats(const lp_mfab_loop_t *l);
size_t lp_mfab_loop_sizeof(void);
size_t lp_mfab_loop_cfg_sizeof(void); /* for bindings that mirror the struct */

/* Demand source for the arbiter (ctx: an lp_mfab_req_src_t): the request collector's entries (REQ,
 * REQ_VOL behind SEL.req) of the job, d[src * n + dst] = the sum of their volumes (cells per cycle);
 * entries of other jobs or with a node >= n are left out. `rows` is the collector's size, 2 x the
 * arbiter's MAX_NODES (SEL.req wraps beyond it, so a larger count would read entries twice). */
typedef struct {
    uint8_t job;  /* OCS request job id (header ocs_req_job) of the region */
    uint8_t rows; /* collector entries: 2 x MAX_NODES, at most 2 x LP_MFAB_LOOP_MAX */
} lp_mfab_req_src_t;
int lp_mfab_demand_req(void *ctx, uint32_t *d, unsigned n);

#endif
