/* Server regrouping and bandwidth steering planner for a fat tree with SiP OCSs: Zhu et al.,
 * "Distributed Deep Learning Training Using Silicon Photonic Switched Architectures" (APL Photonics
 * 2022), section III.A (architecture), IV-V (testbed cases #1 and #2) and VI.B (the heuristics used in
 * the system-scale simulation). docs/planners.md has the theory of operation and the gaps filled here.
 *
 * The fabric: servers hang below ToR EPSs, ToRs below aggregation EPSs, aggregation below the core.
 * Some server-to-ToR links go through a SiP OCS and some ToR-to-aggregation uplinks do too. Each
 * switched link is one SiP switch (a calibrated lp_sipcal switch index) whose state s connects it to
 * one end (to[s]: a ToR for a server link, an aggregation EPS for an uplink); a fixed link has one end.
 * The port limits are (1) which ends a switch can reach (its states: a 1x2 MRR switch reaches two, the
 * "large OCS" of VI.B reaches all ToRs of its pods) and (2) how many ports every ToR (aggregation EPS)
 * gives to servers (uplinks), fixed links included.
 *
 * The planner (section VI.B), given which job each server runs and the traffic between servers:
 *  1. Regrouping: jobs whose servers can all reach one pod first ("jobs that only contain servers in
 *     the same pod"), then the others; heavier jobs first. For a job, the ToR is chosen where the most
 *     of its traffic would stay, and as many of its servers as can reach that ToR are brought under it;
 *     the servers left (another pod, no port) form the next group the same way, "as many servers in the
 *     same job as possible under a single ToR for each pod". Servers in no group take the ToR where most
 *     of their traffic is, else stay where they are.
 *  2. Bandwidth steering: with the inter-ToR traffic left, ToR pairs from the heaviest down are given a
 *     common aggregation EPS by moving as few switched uplinks as possible ("the two ToRs with the
 *     heaviest communication are connected by the same aggregation switch"), so that the least traffic
 *     crosses the core.
 * Every tentative placement is checked to leave room for every switched link not placed yet (a
 * bipartite matching), so the plan never strands a server or an uplink. Ties at every choice go to the
 * link's current state (no switching for nothing), and the heuristic's plan is compared with the current
 * states: if those keep strictly more traffic under the ToRs (send strictly less through the core),
 * they stay (LP_SRG_F_NO_FALLBACK turns that comparison off).
 *
 * The output is one state per SiP switch index, LP_SIPCAL_KEEP for indices no link uses, ready for
 * lp_sipcal_apply(d, cal, plan.states, plan.n_sw); plan.changes is the same with LP_SIPCAL_KEEP also for
 * the switches already in their state, so only those switches are touched.
 *
 * Only C11 with <stdint.h>/<stddef.h>/<string.h>: no allocation, fixed tables, every input checked.
 * lp_srg_plan uses about 4 KiB of stack (3.7 KiB measured for rv32). */
#ifndef LP_SIPREGROUP_H
#define LP_SIPREGROUP_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"
#include "lp_sipcal.h"

#define LP_SRG_MAX_SERVERS 64
#define LP_SRG_MAX_TORS 16
#define LP_SRG_MAX_AGGS 16
#define LP_SRG_MAX_UPLINKS 64
#define LP_SRG_MAX_PODS 16
#define LP_SRG_MAX_JOBS 64 /* job ids 1..63; 0: the server runs no job that is regrouped */
#define LP_SRG_MAX_STATES LP_SIPCAL_STATES
#define LP_SRG_NONE 0xFFu  /* no end / unknown state */
#define LP_SRG_FIXED 0xFFu /* lp_srg_link_t.sw of a link without a switch */

#define LP_SRG_F_NO_STEER 1u    /* regroup only: switched uplinks stay in their current state */
#define LP_SRG_F_NO_FALLBACK 2u /* take the heuristic's plan even where the current states are better */

/* One link: a server's link to its ToR, or a ToR's uplink to an aggregation EPS. */
typedef struct {
    uint8_t sw;       /* lp_sipcal switch index (< LP_SIPCAL_SWITCHES, each used once), or LP_SRG_FIXED */
    uint8_t n_states; /* switched: 1..LP_SRG_MAX_STATES; fixed: 1 */
    uint8_t cur;      /* switched: its state now, or LP_SRG_NONE if unknown (then it is never "kept") */
    uint8_t to[LP_SRG_MAX_STATES]; /* the end state s connects; LP_SRG_NONE: a state never chosen */
} lp_srg_link_t;

typedef struct {
    uint8_t n_servers, n_tors, n_aggs, n_uplinks;
    uint8_t tor_pod[LP_SRG_MAX_TORS];   /* pod of each ToR (< LP_SRG_MAX_PODS) */
    uint8_t tor_ports[LP_SRG_MAX_TORS]; /* server ports of each ToR, fixed servers included */
    uint8_t agg_ports[LP_SRG_MAX_AGGS]; /* ToR ports of each aggregation EPS, fixed uplinks included */
    lp_srg_link_t server[LP_SRG_MAX_SERVERS];  /* ends: ToRs */
    uint8_t uplink_tor[LP_SRG_MAX_UPLINKS];     /* the ToR uplink u belongs to */
    lp_srg_link_t uplink[LP_SRG_MAX_UPLINKS];   /* ends: aggregation EPSs */
} lp_srg_topo_t;

/* Traffic by where it goes (sums of the traffic matrix over ordered server pairs, diagonal excluded):
 * under one ToR, between two ToRs that share an aggregation EPS, through the core. */
typedef struct {
    uint64_t total, tor, agg, core;
} lp_srg_traffic_t;

typedef struct {
    uint8_t server_tor[LP_SRG_MAX_SERVERS];
    uint8_t uplink_agg[LP_SRG_MAX_UPLINKS];
    uint8_t states[LP_SIPCAL_SWITCHES];  /* state per switch index; LP_SIPCAL_KEEP: no link uses it */
    uint8_t changes[LP_SIPCAL_SWITCHES]; /* the same, LP_SIPCAL_KEEP also where the state is `cur` */
    uint8_t n_sw;                        /* highest switch index used + 1 (the n of lp_sipcal_apply) */
    uint8_t n_changed;                   /* switches whose state changes */
    uint8_t kept_regroup, kept_steer;    /* 1: the current server (uplink) states were better and kept */
    uint8_t now_valid;                   /* every switch's current state is known and within the port limits */
    lp_srg_traffic_t now;                /* with the current states (if now_valid) */
    lp_srg_traffic_t plan;               /* with the plan */
} lp_srg_plan_t;

/* Plan. job[s]: the job of server s (0: none, else < LP_SRG_MAX_JOBS); traffic: n x n row-major,
 * traffic[s * n + d] is s -> d (bytes or flows; the diagonal is ignored); flags: LP_SRG_F_*.
 * LP_E_ARG: a NULL, a count, end, pod, switch index, state or job out of range, a switch index used
 * twice, unknown flags. LP_E_NOSPACE: the fixed links exceed a ToR's (aggregation EPS's) ports, or the
 * switched links cannot all be placed within the ports. On an error *out is untouched. */
int lp_srg_plan(const lp_srg_topo_t *t, const uint8_t *job, const uint32_t *traffic, unsigned flags,
                lp_srg_plan_t *out);

/* After the switches were set (lp_sipcal_apply returned LP_OK): every switched link's cur becomes its
 * state in the plan, so the next plan starts from there. LP_E_ARG: NULL, or a plan whose state for a
 * link's switch is not one of that link's states (a plan of another topology; t untouched). */
int lp_srg_commit(lp_srg_topo_t *t, const lp_srg_plan_t *p);

/* Traffic of the two workloads of the paper, added (saturating) to an n x n matrix:
 * ring all-reduce: members[i] -> members[(i + 1) % k], vol each (k >= 2);
 * parameter server: ps <-> every worker, vol each way (k >= 1).
 * LP_E_ARG: NULL, n or k out of range, a server >= n, a server twice (nothing added). */
int lp_srg_add_ring(uint32_t *traffic, unsigned n, const uint8_t *members, unsigned k, uint32_t vol);
int lp_srg_add_ps(uint32_t *traffic, unsigned n, unsigned ps, const uint8_t *workers, unsigned k, uint32_t vol);

#endif
