/* control/lp_sipregroup: server regrouping and bandwidth steering. The Columbia testbed's cases #1 and
 * #2 (ring all-reduce and parameter server), a 16-server version of the section VI.B simulation
 * (adversarial job mapping; one large OCS against one per pod; with and without steering), tie-breaks
 * toward the current state, a placement that would strand a server, bad input, the plan applied through
 * lp_sipcal on the host HAL's DACs, and a randomized check against brute force on small fabrics
 * (feasibility exactly, optimum as a bound, the never-worse-than-now guarantee; fixed-seed PRNG). */
#include <string.h>

#include "lp_dac.h"
#include "lp_hal_host.h"
#include "lp_sipcal.h"
#include "lp_sipregroup.h"
#include "lp_test.h"

#define NS LP_SRG_MAX_SERVERS

static lp_srg_topo_t topo;
static lp_srg_plan_t plan, plan2, sentinel;
static uint32_t tr[NS * NS];
static uint8_t job[NS];

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd(void) /* xorshift64* */
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (uint32_t)((rng * 2685821657736338717ull) >> 32);
}

static lp_srg_link_t fixed(unsigned end)
{
    lp_srg_link_t l;
    memset(&l, LP_SRG_NONE, sizeof l);
    l.sw = LP_SRG_FIXED;
    l.n_states = 1;
    l.to[0] = (uint8_t)end;
    return l;
}

static lp_srg_link_t switched(unsigned sw, unsigned cur, unsigned n, const uint8_t *ends)
{
    lp_srg_link_t l;
    memset(&l, LP_SRG_NONE, sizeof l);
    l.sw = (uint8_t)sw;
    l.cur = (uint8_t)cur;
    l.n_states = (uint8_t)n;
    memcpy(l.to, ends, n);
    return l;
}

/* ---- an independent reading of a plan ---- */

static int links_ok(const lp_srg_link_t *lk, unsigned nl, const uint8_t *asg, const uint8_t *cap, unsigned ne,
                    const lp_srg_plan_t *p)
{
    unsigned load[16] = {0};
    for (unsigned l = 0; l < nl; l++) {
        unsigned e = asg[l];
        if (e >= ne) return 0;
        if (lk[l].sw == LP_SRG_FIXED) {
            if (e != lk[l].to[0]) return 0;
        } else {
            unsigned st = p->states[lk[l].sw];
            if (st >= lk[l].n_states || lk[l].to[st] != e) return 0;
            unsigned ch = p->changes[lk[l].sw];
            if ((st == lk[l].cur) != (ch == LP_SIPCAL_KEEP) || (ch != LP_SIPCAL_KEEP && ch != st)) return 0;
        }
        load[e]++;
    }
    for (unsigned e = 0; e < ne; e++)
        if (load[e] > cap[e]) return 0;
    return 1;
}

static lp_srg_traffic_t traffic_of(const lp_srg_topo_t *t, const uint32_t *m, const uint8_t *s_tor,
                                   const uint8_t *u_agg)
{
    lp_srg_traffic_t r = {0, 0, 0, 0};
    unsigned n = t->n_servers;
    for (unsigned s = 0; s < n; s++)
        for (unsigned d = 0; d < n; d++) {
            if (s == d) continue;
            unsigned x = s_tor[s], y = s_tor[d];
            int share = 0;
            for (unsigned u = 0; u < t->n_uplinks; u++)
                for (unsigned v = 0; v < t->n_uplinks; v++)
                    share |= t->uplink_tor[u] == x && t->uplink_tor[v] == y && u_agg[u] == u_agg[v];
            r.total += m[s * n + d];
            if (x == y)
                r.tor += m[s * n + d];
            else if (share)
                r.agg += m[s * n + d];
            else
                r.core += m[s * n + d];
        }
    return r;
}

static int same_traffic(lp_srg_traffic_t a, lp_srg_traffic_t b)
{
    return a.total == b.total && a.tor == b.tor && a.agg == b.agg && a.core == b.core;
}

/* everything a plan promises: links where the states say, ports, states and changes per switch index,
 * the traffic figures */
static int plan_ok(const lp_srg_topo_t *t, const uint32_t *m, const lp_srg_plan_t *p)
{
    if (!links_ok(t->server, t->n_servers, p->server_tor, t->tor_ports, t->n_tors, p) ||
        !links_ok(t->uplink, t->n_uplinks, p->uplink_agg, t->agg_ports, t->n_aggs, p))
        return 0;
    unsigned used = 0, changed = 0, top = 0;
    for (unsigned i = 0; i < (unsigned)t->n_servers + t->n_uplinks; i++) {
        const lp_srg_link_t *l = i < t->n_servers ? &t->server[i] : &t->uplink[i - t->n_servers];
        if (l->sw == LP_SRG_FIXED) continue;
        used++;
        changed += p->changes[l->sw] != LP_SIPCAL_KEEP;
        if (l->sw + 1u > top) top = l->sw + 1u;
    }
    unsigned set = 0;
    for (unsigned sw = 0; sw < LP_SIPCAL_SWITCHES; sw++) set += p->states[sw] != LP_SIPCAL_KEEP;
    return set == used && changed == p->n_changed && top == p->n_sw &&
           same_traffic(traffic_of(t, m, p->server_tor, p->uplink_agg), p->plan);
}

/* ---- the Columbia testbed (section IV, Fig. 3 and 4) ----
 * 16 servers #1..#16 (index 0..15), 4 per ToR: EPS #1..#4 (ToR 0..3); EPS #1, #2 below EPS #5 (agg 0),
 * EPS #3, #4 below EPS #6 (agg 1); EPS #7 is the core. Pods: {EPS #1, #2}, {EPS #3, #4}.
 * Case #1: servers #9 and #10 each through a 1x2 SiP switch (switches 0 and 1; state 0: EPS #3, where
 * they are cabled, state 1: a port on EPS #2). Case #2: only #9 through a switch (0); #10 on EPS #3;
 * a second uplink of EPS #3 through a 1x2 switch (1; state 0: EPS #6, state 1: EPS #5). */
static void testbed(int case2)
{
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 16;
    topo.n_tors = 4;
    topo.n_aggs = 2;
    const uint8_t pods[4] = {0, 0, 1, 1};
    memcpy(topo.tor_pod, pods, 4);
    for (unsigned s = 0; s < 16; s++) topo.server[s] = fixed(s / 4);
    const uint8_t tor_ends[2] = {2, 1};
    topo.server[8] = switched(0, 0, 2, tor_ends);
    if (!case2) topo.server[9] = switched(1, 0, 2, tor_ends);
    /* ports: 4 servers each; the SiP ports on EPS #2 (one per switch) and on EPS #3 */
    topo.tor_ports[0] = 4;
    topo.tor_ports[1] = case2 ? 5 : 6;
    topo.tor_ports[2] = 4;
    topo.tor_ports[3] = 4;
    for (unsigned x = 0; x < 4; x++) {
        topo.uplink_tor[x] = (uint8_t)x;
        topo.uplink[x] = fixed(x / 2);
    }
    topo.n_uplinks = 4;
    topo.agg_ports[0] = 2;
    topo.agg_ports[1] = 2;
    if (case2) {
        const uint8_t agg_ends[2] = {1, 0};
        topo.uplink_tor[4] = 2;
        topo.uplink[4] = switched(1, 0, 2, agg_ends);
        topo.n_uplinks = 5;
        topo.agg_ports[0] = 3; /* the SiP port on EPS #5 ... */
        topo.agg_ports[1] = 3; /* ... and on EPS #6 */
    }
}

/* section V: the training job on #5, #6, #9, #10 (job 1), GTC background on the 12 others (job 2) */
static void testbed_traffic(int ps)
{
    memset(tr, 0, sizeof tr);
    memset(job, 0, sizeof job);
    static const uint8_t ring[4] = {4, 5, 8, 9}, workers[2] = {8, 9};
    static const uint8_t bg[12] = {0, 1, 2, 3, 6, 7, 10, 11, 12, 13, 14, 15};
    if (ps) {
        LP_CHECK_EQ(lp_srg_add_ps(tr, 16, 4, workers, 2, 1000), LP_OK); /* PS on #5, workers #9, #10 */
        job[4] = job[8] = job[9] = 1;
    } else {
        LP_CHECK_EQ(lp_srg_add_ring(tr, 16, ring, 4, 1000), LP_OK);
        for (unsigned i = 0; i < 4; i++) job[ring[i]] = 1;
    }
    LP_CHECK_EQ(lp_srg_add_ring(tr, 16, bg, 12, 10), LP_OK);
    for (unsigned i = 0; i < 12; i++) job[bg[i]] = 2;
}

static void test_testbed(void)
{
    /* case #1, ring all-reduce: #9 and #10 regrouped to EPS #2 (state 1 of switches 0 and 1): all of the
     * job's traffic stays under EPS #2. Background ring: 8 edges under a ToR, EPS1-EPS2 and EPS3-EPS4 below
     * an aggregation EPS, EPS2-EPS3 and EPS4-EPS1 through the core. */
    testbed(0);
    testbed_traffic(0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[8] == 1 && plan.server_tor[9] == 1);
    LP_CHECK(plan.states[0] == 1 && plan.states[1] == 1 && plan.n_sw == 2 && plan.states[2] == LP_SIPCAL_KEEP);
    LP_CHECK(plan.changes[0] == 1 && plan.changes[1] == 1 && plan.n_changed == 2);
    LP_CHECK_EQ(plan.plan.total, 4120);
    LP_CHECK_EQ(plan.plan.tor, 4080);
    LP_CHECK_EQ(plan.plan.agg, 20);
    LP_CHECK_EQ(plan.plan.core, 20);
    /* before: 5->9 and 10->5 went through the core (EPS #2 -> #5 -> #7 -> #6 -> #3) */
    LP_CHECK(plan.now_valid == 1 && plan.now.tor == 2080 && plan.now.core == 2020);
    LP_CHECK(plan.kept_regroup == 0 && plan.kept_steer == 0);
    /* committed, then planned again from the new state: nothing to change */
    LP_CHECK_EQ(lp_srg_commit(&topo, &plan), LP_OK);
    LP_CHECK(topo.server[8].cur == 1 && topo.server[9].cur == 1 && topo.server[0].cur == LP_SRG_NONE);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan2), LP_OK);
    LP_CHECK(plan2.n_changed == 0 && plan2.states[0] == 1 && plan2.states[1] == 1);
    LP_CHECK(same_traffic(plan2.now, plan.plan));

    /* case #1, parameter server on #5, workers #9 and #10: the same regrouping */
    testbed(0);
    testbed_traffic(1);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.states[0] == 1 && plan.states[1] == 1);
    LP_CHECK_EQ(plan.plan.tor, 4000 + 80);

    /* case #2: only #9 can move. Regrouping alone (the paper's "server regrouping with limited port
     * count"): #9 to EPS #2 (under EPS #2: #5-#6 and #6-#9 instead of #9-#10 under EPS #3: the same
     * traffic, but three of the job's servers together), #9-#10 and #10-#5 through the core. */
    testbed(1);
    testbed_traffic(0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_STEER, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[8] == 1 && plan.states[0] == 1 && plan.states[1] == 0 && plan.n_changed == 1);
    LP_CHECK(plan.plan.tor == 2080 && plan.plan.agg == 20 && plan.plan.core == 2020);
    /* with bandwidth steering: EPS #3's switched uplink steered to EPS #5, so EPS #2 - EPS #3 (2010,
     * the heaviest ToR pair) stays below the aggregation layer; only the background's EPS4 -> EPS1 edge
     * crosses the core */
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[8] == 1 && plan.uplink_agg[4] == 0);
    LP_CHECK(plan.states[0] == 1 && plan.states[1] == 1 && plan.n_sw == 2 && plan.n_changed == 2);
    LP_CHECK(plan.plan.tor == 2080 && plan.plan.agg == 2030 && plan.plan.core == 10);
    LP_CHECK(plan.now.core == 2020 && plan.now.tor == 2080);
    /* parameter server, case #2: #9 joins the PS under EPS #2, the uplink is steered the same way */
    testbed_traffic(1);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.states[0] == 1 && plan.states[1] == 1);
    LP_CHECK(plan.plan.core == 10 && plan.plan.tor == 2000 + 80);
}

/* ---- section VI.B, scaled down: 2 pods x 2 ToRs x 4 servers, 2 aggregation EPSs per pod ----
 * Each ToR has a fixed uplink to one aggregation EPS of its pod and a switched one (to any of the four
 * through the "single large OCS"), now on the pod's other one; 2 ports per aggregation EPS. Four ring
 * jobs of 4 servers mapped adversarially: A = {0,2,4,6} and B = {8,10,12,14} inside a pod but across
 * its two ToRs, C = {1,5,9,13} and D = {3,7,11,15} across the pods. */
static void vib(int per_pod_ocs)
{
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 16;
    topo.n_tors = 4;
    topo.n_aggs = 4;
    topo.n_uplinks = 8;
    for (unsigned x = 0; x < 4; x++) {
        topo.tor_pod[x] = (uint8_t)(x / 2);
        topo.tor_ports[x] = 4;
        topo.agg_ports[x] = 2;
    }
    for (unsigned s = 0; s < 16; s++) {
        unsigned home = s / 4, pod = home / 2;
        uint8_t ends[4] = {0, 1, 2, 3}, cur = (uint8_t)home;
        if (per_pod_ocs) { /* one OCS per pod: the pod's two ToRs */
            ends[0] = (uint8_t)(2 * pod);
            ends[1] = (uint8_t)(2 * pod + 1);
            cur = (uint8_t)(home % 2);
        }
        topo.server[s] = switched(s, cur, per_pod_ocs ? 2 : 4, ends);
    }
    static const uint8_t all[4] = {0, 1, 2, 3};
    for (unsigned x = 0; x < 4; x++) {
        topo.uplink_tor[2 * x] = topo.uplink_tor[2 * x + 1] = (uint8_t)x;
        topo.uplink[2 * x] = fixed(x);                                   /* ToR x -> agg x */
        topo.uplink[2 * x + 1] = switched(16 + x, x ^ 1u, 4, all);      /* now: the pod's other agg */
    }
    static const uint8_t jobs[4][4] = {{0, 2, 4, 6}, {8, 10, 12, 14}, {1, 5, 9, 13}, {3, 7, 11, 15}};
    memset(tr, 0, sizeof tr);
    for (unsigned j = 0; j < 4; j++) {
        LP_CHECK_EQ(lp_srg_add_ring(tr, 16, jobs[j], 4, 100), LP_OK);
        for (unsigned i = 0; i < 4; i++) job[jobs[j][i]] = (uint8_t)(j + 1);
    }
}

static void test_vib(void)
{
    /* one large OCS: every job under one ToR, like the uniform mapping (the paper's RG (#OCS = 1)) */
    vib(0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.plan.total == 1600 && plan.plan.tor == 1600 && plan.plan.core == 0);
    /* A at ToR 0, B at 2, C at 1, D at 3 (the fewest servers moved, then the lowest index) */
    static const uint8_t first[4] = {0, 8, 1, 3}, at[4] = {0, 2, 1, 3};
    for (unsigned j = 0; j < 4; j++) LP_CHECK_EQ(plan.server_tor[first[j]], at[j]);
    LP_CHECK(plan.now.tor == 400 && plan.now.core == 400);

    /* one OCS per pod (RG (#OCS = 4) of the paper, here 2 pods): A and B complete; C and D can only be
     * grouped per pod (1-5 and 3-7 under ToR 1, 9-13 and 11-15 under ToR 3): 12 of 16 edges under a ToR */
    vib(1);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_STEER, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.plan.tor == 1200 && plan.plan.core == 400);
    LP_CHECK(plan.server_tor[1] == 1 && plan.server_tor[5] == 1 && plan.server_tor[9] == 3 &&
             plan.server_tor[13] == 3);
    /* and bandwidth steering: ToR 3's switched uplink to agg 1 (where ToR 1's fixed one is): C's and
     * D's pod-crossing edges stay below the core */
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan2), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan2));
    LP_CHECK(plan2.plan.tor == 1200 && plan2.plan.core == 0 && plan2.plan.agg == 400);
    LP_CHECK(plan2.uplink_agg[7] == 1 && plan2.states[19] == 1);
    LP_CHECK(memcmp(plan.server_tor, plan2.server_tor, 16) == 0); /* steering does not move servers */
}

static void test_choices(void)
{
    /* two servers of one job, both switched between ToR 0 and ToR 1 (2 ports each), traffic between them */
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 2;
    topo.n_tors = 2;
    topo.tor_ports[0] = topo.tor_ports[1] = 2;
    static const uint8_t both[2] = {0, 1};
    topo.server[0] = switched(0, 1, 2, both);
    topo.server[1] = switched(1, 1, 2, both);
    memset(tr, 0, sizeof tr);
    tr[0 * 2 + 1] = 50;
    job[0] = job[1] = 1;
    /* both under ToR 1 now: they stay (ties go to the current state) */
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[0] == 1 && plan.server_tor[1] == 1 && plan.n_changed == 0 && plan.plan.tor == 50);
    /* state unknown: the lowest ToR; split: one moves (to the lower ToR) */
    topo.server[0].cur = topo.server[1].cur = LP_SRG_NONE;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.server_tor[0] == 0 && plan.server_tor[1] == 0 && plan.n_changed == 2 && plan.now_valid == 0);
    topo.server[0].cur = 1;
    topo.server[1].cur = 0;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.server_tor[0] == 0 && plan.server_tor[1] == 0 && plan.n_changed == 1);
    for (int rep = 0; rep < 3; rep++) { /* deterministic */
        LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan2), LP_OK);
        LP_CHECK(memcmp(&plan, &plan2, sizeof plan) == 0);
    }
    /* two states to the same ToR: the current one is kept */
    static const uint8_t dup[3] = {1, 0, 0};
    topo.server[1] = switched(1, 2, 3, dup);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.server_tor[1] == 0 && plan.states[1] == 2);

    /* a placement that would strand a server: ToR 0 has 2 ports, ToR 1 one. x (job 1) reaches both,
     * y (job 1) and z (no job) only ToR 0. Putting x with y under ToR 0 would leave z nowhere: x goes to
     * ToR 1, y and z to ToR 0. */
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 3;
    topo.n_tors = 2;
    topo.tor_ports[0] = 2;
    topo.tor_ports[1] = 1;
    static const uint8_t t0[1] = {0};
    topo.server[0] = switched(0, LP_SRG_NONE, 2, both);
    topo.server[1] = switched(1, LP_SRG_NONE, 1, t0);
    topo.server[2] = switched(2, LP_SRG_NONE, 1, t0);
    memset(tr, 0, sizeof tr);
    tr[0 * 3 + 1] = 1000;
    job[0] = job[1] = 1;
    job[2] = 0;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[0] == 1 && plan.server_tor[1] == 0 && plan.server_tor[2] == 0);

    /* a ToR's port limit: a job of 3 that can all reach ToR 0 (2 ports) and ToR 1 (2 ports): 2 of them
     * under ToR 0 (the heaviest pair), the third under ToR 1 */
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 3;
    topo.n_tors = 2;
    topo.tor_ports[0] = topo.tor_ports[1] = 2;
    for (unsigned s = 0; s < 3; s++) topo.server[s] = switched(s, LP_SRG_NONE, 2, both);
    memset(tr, 0, sizeof tr);
    tr[1 * 3 + 2] = 30;
    tr[0 * 3 + 1] = 20;
    tr[0 * 3 + 2] = 10;
    job[0] = job[1] = job[2] = 1;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.plan.tor == 30 && plan.server_tor[1] == plan.server_tor[2]);

    /* the fallback: the current states keep more under the ToRs than the heuristic (which serves the
     * heavier job first and splits the other): kept, unless NO_FALLBACK. Job 1 = {0, 1} (100), job 2 =
     * {2, 3} (60) with heavy cross traffic 0-2 (90); ToR 0 and 1 have 2 ports; everyone reaches both. */
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 4;
    topo.n_tors = 2;
    topo.tor_ports[0] = topo.tor_ports[1] = 2;
    for (unsigned s = 0; s < 4; s++) topo.server[s] = switched(s, s < 2 ? 0u : 1u, 2, both);
    memset(tr, 0, sizeof tr);
    tr[0 * 4 + 1] = 100;
    tr[2 * 4 + 3] = 60;
    tr[0 * 4 + 2] = 90;
    job[0] = job[1] = 1;
    job[2] = job[3] = 2;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.kept_regroup == 0 && plan.plan.tor == 160 && plan.n_changed == 0); /* the heuristic agrees */
    topo.server[1].cur = 1; /* now: {0, 2} under ToR 0 (90), {1, 3} under ToR 1 (0) */
    topo.server[2].cur = 0;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.kept_regroup == 0 && plan.plan.tor == 160); /* the heuristic is better: it moves */
    tr[0 * 4 + 2] = 200;                                      /* now 0-2 outweighs both jobs */
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.kept_regroup == 0 && plan.plan.tor == 160 && plan.now.tor == 200);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.kept_regroup == 1 && plan.plan.tor == 200 && plan.n_changed == 0);
}

/* a fabric of n_tors ToRs (ports given), no uplinks yet, servers added one by one */
static void small(unsigned n_tors, const uint8_t *ports)
{
    memset(&topo, 0, sizeof topo);
    memset(tr, 0, sizeof tr);
    memset(job, 0, sizeof job);
    topo.n_tors = (uint8_t)n_tors;
    memcpy(topo.tor_ports, ports, n_tors);
}

static unsigned add_server(lp_srg_link_t l, unsigned j)
{
    unsigned s = topo.n_servers++;
    topo.server[s] = l;
    job[s] = (uint8_t)j;
    return s;
}

static void test_more_choices(void)
{
    static const uint8_t t01[2] = {0, 1};
    /* inside a group, between servers of equal traffic, the one already under the ToR joins: f (fixed,
     * job 1) under ToR 0 with one port left; a (under ToR 1) and b (under ToR 0) talk to f alike */
    small(2, (const uint8_t[]){2, 2});
    unsigned f = add_server(fixed(0), 1);
    unsigned a = add_server(switched(0, 1, 2, t01), 1);
    unsigned b = add_server(switched(1, 0, 2, t01), 1);
    tr[f * 3 + a] = tr[f * 3 + b] = 10;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.server_tor[b] == 0 && plan.server_tor[a] == 1 && plan.n_changed == 0);

    /* servers in no group: toward their traffic, else where they are. r and q (no job) reach ToR 0 and
     * 1, both under ToR 1 now; r talks to g (fixed under ToR 0), q to nobody */
    small(2, (const uint8_t[]){3, 3});
    unsigned g = add_server(fixed(0), 0);
    unsigned r = add_server(switched(0, 1, 2, t01), 0);
    unsigned q = add_server(switched(1, 1, 2, t01), 0);
    tr[r * 3 + g] = 5;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.server_tor[r] == 0 && plan.server_tor[q] == 1 && plan.n_changed == 1);

    /* a job with one reachable server forms no group (it would hold a port for nothing): job 1 = a
     * (ToR 0 or 1) + b (fixed under ToR 2), the heavier job; job 2 = c, d (ToR 0 or 1). ToR 0 has two
     * ports, ToR 1 one: c and d take ToR 0 together, a the port left on ToR 1 */
    small(3, (const uint8_t[]){2, 1, 1});
    a = add_server(switched(0, 0, 2, t01), 1);
    b = add_server(fixed(2), 1);
    unsigned c = add_server(switched(1, 0, 2, t01), 2);
    unsigned d = add_server(switched(2, 1, 2, t01), 2);
    tr[a * 4 + b] = 500;
    tr[c * 4 + d] = 100;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[c] == 0 && plan.server_tor[d] == 0 && plan.server_tor[a] == 1 && plan.plan.tor == 100);

    /* VI.B's order: jobs inside one pod before jobs across pods, whatever their traffic. Pod 0 has ToR 0
     * (2 ports), ToR 1 and ToR 3 (1 port each): only ToR 0 can hold a pair. Job 1 = a, b (10, pod 0);
     * job 2 = c, d (100, pod 0) + e (fixed in pod 1, ToR 2): job 1 is grouped first and takes ToR 0. (By
     * traffic alone job 2 would have it: 100 under the ToR instead of 10; docs/planners.md, "Gaps".) */
    small(4, (const uint8_t[]){2, 1, 1, 1});
    topo.tor_pod[2] = 1;
    static const uint8_t p0[3] = {0, 1, 3};
    a = add_server(switched(0, LP_SRG_NONE, 3, p0), 1);
    b = add_server(switched(1, LP_SRG_NONE, 3, p0), 1);
    c = add_server(switched(2, LP_SRG_NONE, 3, p0), 2);
    d = add_server(switched(3, LP_SRG_NONE, 3, p0), 2);
    unsigned e = add_server(fixed(2), 2);
    tr[a * 5 + b] = 10;
    tr[c * 5 + d] = 100;
    tr[d * 5 + e] = 100;
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK(plan.server_tor[a] == 0 && plan.server_tor[b] == 0 && plan.plan.tor == 10);

    /* steering that needs two uplinks moved: ToR 0 and ToR 1 each have one switched uplink (now on agg 0
     * and agg 1); only agg 2 is reachable from both: both move there */
    small(2, (const uint8_t[]){1, 1});
    topo.n_aggs = 3;
    topo.agg_ports[0] = topo.agg_ports[1] = topo.agg_ports[2] = 2;
    a = add_server(fixed(0), 0);
    b = add_server(fixed(1), 0);
    tr[a * 2 + b] = 7;
    topo.n_uplinks = 2;
    topo.uplink_tor[0] = 0;
    topo.uplink[0] = switched(0, 0, 2, (const uint8_t[]){0, 2});
    topo.uplink_tor[1] = 1;
    topo.uplink[1] = switched(1, 0, 2, (const uint8_t[]){1, 2});
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.uplink_agg[0] == 2 && plan.uplink_agg[1] == 2 && plan.plan.core == 0 && plan.plan.agg == 7);
    LP_CHECK(plan.now.core == 7 && plan.n_changed == 2);

    /* at equal cost, the aggregation EPS the moving uplink is on already: ToR 0 has fixed uplinks to
     * agg 0 and 1, ToR 1 a switched one on agg 1 now: joining them changes nothing */
    topo.n_uplinks = 3;
    topo.uplink_tor[0] = 0;
    topo.uplink[0] = fixed(0);
    topo.uplink_tor[1] = 0;
    topo.uplink[1] = fixed(1);
    topo.uplink_tor[2] = 1;
    topo.uplink[2] = switched(0, 1, 2, (const uint8_t[]){0, 1});
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.uplink_agg[2] == 1 && plan.n_changed == 0 && plan.plan.core == 0);

    /* of two switched uplinks that could join ToR 1 to ToR 0 (fixed on agg 0), the one on agg 0 already
     * is taken; the other, with no traffic to steer, stays where it is: nothing changes */
    topo.n_uplinks = 3;
    topo.agg_ports[0] = topo.agg_ports[1] = 3;
    topo.uplink_tor[0] = 0;
    topo.uplink[0] = fixed(0);
    topo.uplink_tor[1] = 1;
    topo.uplink[1] = switched(0, 1, 2, (const uint8_t[]){0, 1}); /* on agg 1 */
    topo.uplink_tor[2] = 1;
    topo.uplink[2] = switched(1, 0, 2, (const uint8_t[]){0, 1}); /* on agg 0 */
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.uplink_agg[1] == 1 && plan.uplink_agg[2] == 0 && plan.n_changed == 0 && plan.plan.core == 0);

    /* the greedy steering can lose to what is there: ToR 0's only uplink (switched, on agg 0 now) serves
     * ToR 2 and ToR 3 (fixed on agg 0, 6 each); ToR 1 (fixed on agg 1) is the heaviest partner (10).
     * Joining 0 and 1 moves the uplink to agg 1 and sends 12 through the core instead of 10: the current
     * state is kept, unless NO_FALLBACK */
    small(4, (const uint8_t[]){1, 1, 1, 1});
    topo.n_aggs = 2;
    topo.agg_ports[0] = 3;
    topo.agg_ports[1] = 2;
    for (unsigned x = 0; x < 4; x++) add_server(fixed(x), 0);
    tr[0 * 4 + 1] = 10;
    tr[0 * 4 + 2] = 6;
    tr[0 * 4 + 3] = 6;
    topo.n_uplinks = 4;
    topo.uplink_tor[0] = 0;
    topo.uplink[0] = switched(0, 0, 2, t01);
    for (unsigned x = 1; x < 4; x++) {
        topo.uplink_tor[x] = (uint8_t)x;
        topo.uplink[x] = fixed(x == 1 ? 1 : 0);
    }
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, LP_SRG_F_NO_FALLBACK, &plan), LP_OK);
    LP_CHECK(plan.uplink_agg[0] == 1 && plan.plan.core == 12 && plan.kept_steer == 0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan.uplink_agg[0] == 0 && plan.plan.core == 10 && plan.kept_steer == 1 && plan.n_changed == 0);
}

static void test_bad_input(void)
{
    testbed(1);
    testbed_traffic(0);
    memset(&sentinel, 0xA5, sizeof sentinel);
    plan = sentinel;
    LP_CHECK_EQ(lp_srg_plan(NULL, job, tr, 0, &plan), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_plan(&topo, NULL, tr, 0, &plan), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, NULL, 0, &plan), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 4, &plan), LP_E_ARG); /* unknown flag */
    LP_CHECK(memcmp(&plan, &sentinel, sizeof plan) == 0);

    static lp_srg_topo_t good;
    good = topo;
    struct {
        int rc;
        const char *what;
    } cases[] = {
        {LP_E_ARG, "no servers"},      {LP_E_ARG, "65 servers"},      {LP_E_ARG, "no ToR"},
        {LP_E_ARG, "17 ToRs"},         {LP_E_ARG, "17 aggs"},         {LP_E_ARG, "65 uplinks"},
        {LP_E_ARG, "uplinks, no agg"}, {LP_E_ARG, "pod 16"},          {LP_E_ARG, "fixed, 2 states"},
        {LP_E_ARG, "ToR 4"},           {LP_E_ARG, "switch 64"},       {LP_E_ARG, "switch used twice"},
        {LP_E_ARG, "0 states"},        {LP_E_ARG, "9 states"},        {LP_E_ARG, "cur 2 of 2"},
        {LP_E_ARG, "all states dark"}, {LP_E_ARG, "uplink of ToR 4"}, {LP_E_ARG, "agg 2"},
        {LP_E_ARG, "job 64"},          {LP_E_NOSPACE, "fixed servers over a ToR's ports"},
        {LP_E_NOSPACE, "fixed uplinks over an agg's ports"},          {LP_E_NOSPACE, "switched servers do not fit"},
        {LP_E_NOSPACE, "switched uplinks do not fit"},
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        topo = good;
        testbed_traffic(0);
        switch (i) {
        case 0: topo.n_servers = 0; break;
        case 1: topo.n_servers = NS + 1; break;
        case 2: topo.n_tors = 0; break;
        case 3: topo.n_tors = LP_SRG_MAX_TORS + 1; break;
        case 4: topo.n_aggs = LP_SRG_MAX_AGGS + 1; break;
        case 5: topo.n_uplinks = LP_SRG_MAX_UPLINKS + 1; break;
        case 6: topo.n_aggs = 0; break;
        case 7: topo.tor_pod[3] = LP_SRG_MAX_PODS; break;
        case 8: topo.server[0].n_states = 2; break;
        case 9: topo.server[0].to[0] = 4; break;
        case 10: topo.server[8].sw = LP_SIPCAL_SWITCHES; break;
        case 11: topo.uplink[4].sw = 0; break; /* server #9's switch */
        case 12: topo.server[8].n_states = 0; break;
        case 13: topo.server[8].n_states = LP_SRG_MAX_STATES + 1; break;
        case 14: topo.server[8].cur = 2; break;
        case 15: topo.server[8].to[0] = topo.server[8].to[1] = LP_SRG_NONE; break;
        case 16: topo.uplink_tor[4] = 4; break;
        case 17: topo.uplink[4].to[1] = 2; break;
        case 18: job[3] = LP_SRG_MAX_JOBS; break;
        case 19: topo.tor_ports[0] = 3; break;
        case 20: topo.agg_ports[0] = 1; break;
        case 21: topo.tor_ports[1] = 4; topo.tor_ports[2] = 3; break; /* #9 has no port left anywhere */
        case 22: topo.agg_ports[0] = 2; topo.agg_ports[1] = 2; break;
        }
        plan = sentinel;
        int rc = lp_srg_plan(&topo, job, tr, 0, &plan);
        if (rc != cases[i].rc) fprintf(stderr, "bad input %u (%s): %d\n", i, cases[i].what, rc);
        LP_CHECK_EQ(rc, cases[i].rc);
        LP_CHECK(memcmp(&plan, &sentinel, sizeof plan) == 0);
    }
    topo = good;
    testbed_traffic(0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK); /* the unchanged one still plans */
    /* commit: a plan that names a state the link does not have is refused, nothing written */
    plan.states[1] = 2; /* the uplink's switch has 2 states */
    plan.states[0] = 1;
    LP_CHECK_EQ(lp_srg_commit(&topo, &plan), LP_E_ARG);
    LP_CHECK(memcmp(&topo, &good, sizeof topo) == 0);
    LP_CHECK_EQ(lp_srg_commit(NULL, &plan), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_commit(&topo, NULL), LP_E_ARG);

    /* the workload helpers refuse repeated or out-of-range servers and add nothing */
    memset(tr, 0, sizeof tr);
    static const uint8_t twice[3] = {1, 2, 1}, far[2] = {1, 16}, two[2] = {1, 2};
    LP_CHECK_EQ(lp_srg_add_ring(tr, 16, twice, 3, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_add_ring(tr, 16, far, 2, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_add_ring(tr, 16, two, 1, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_add_ring(tr, NS + 1, two, 2, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_add_ps(tr, 16, 2, two, 2, 5), LP_E_ARG); /* the PS among its workers */
    LP_CHECK_EQ(lp_srg_add_ps(tr, 16, 16, two, 2, 5), LP_E_ARG);
    LP_CHECK_EQ(lp_srg_add_ps(tr, 16, 0, NULL, 2, 5), LP_E_ARG);
    uint32_t sum = 0;
    for (unsigned i = 0; i < 256; i++) sum |= tr[i];
    LP_CHECK_EQ(sum, 0);
    /* and add, saturating */
    LP_CHECK_EQ(lp_srg_add_ring(tr, 4, two, 2, UINT32_MAX - 1), LP_OK);
    LP_CHECK_EQ(lp_srg_add_ring(tr, 4, two, 2, 5), LP_OK);
    LP_CHECK(tr[1 * 4 + 2] == UINT32_MAX && tr[2 * 4 + 1] == UINT32_MAX && tr[0] == 0);
    LP_CHECK_EQ(lp_srg_add_ps(tr, 4, 0, two, 2, 7), LP_OK);
    LP_CHECK(tr[0 * 4 + 1] == 7 && tr[2 * 4 + 0] == 7 && tr[0 * 4 + 3] == 0);
}

/* ---- the plan applied through the calibration tables (lp_sipcal) on the host HAL's DACs ---- */

static int busy_hook(void *ctx, int pin)
{
    (void)ctx;
    return pin == LP_GPIO_DAC_BUSY_N ? 1 : lp_host_gpio_level(pin);
}

static void test_apply_sipcal(void)
{
    static lp_dac_t dac;
    static lp_dac_cfg_t cfg;
    static lp_sipcal_t cal;
    lp_host_reset();
    lp_host_set_gpio_in_hook(busy_hook, NULL);
    memset(&cfg, 0, sizeof cfg);
    cfg.vref_uv = 3000000;
    cfg.ofs_code = 0x1555;
    for (unsigned i = 0; i < LP_DAC_CHANNELS; i++) cfg.max_uv[i] = 7000000;
    cfg.busy_timeout_us = 1000;
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    /* case #2's two MRR switches: switch 0 (server #9) on channels 0 and 1, switch 1 (EPS #3's uplink) on
     * channel 2; one bias per state */
    lp_sipcal_init(&cal);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, 1000), LP_OK);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 1, 1100), LP_OK);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 1, 0, 3000), LP_OK);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 1, 1, 3100), LP_OK);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 1, 0, 2, 500), LP_OK);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 1, 1, 2, 2500), LP_OK);
    testbed(1);
    testbed_traffic(0);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    size_t n0 = lp_host_spi_count();
    uint32_t pulses = lp_host_ldac_pulses();
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, plan.changes, plan.n_sw), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 3); /* channels 0, 1 (switch 0 state 1) and 2 (switch 1 state 1) */
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses + 1);
    LP_CHECK(dac.out_uv[0] > 2999800 && dac.out_uv[0] < 3000200);
    LP_CHECK(dac.out_uv[2] > 2499800 && dac.out_uv[2] < 2500200);
    /* committed and planned again from there: nothing changes, nothing is loaded */
    LP_CHECK_EQ(lp_srg_commit(&topo, &plan), LP_OK);
    LP_CHECK(topo.server[8].cur == 1 && topo.uplink[4].cur == 1);
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK_EQ(plan.n_changed, 0);
    n0 = lp_host_spi_count();
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, plan.changes, plan.n_sw), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 0);
}

/* ---- randomized small fabrics against brute force ---- */

static unsigned rstates(uint8_t *ends, unsigned ne)
{
    unsigned n = 1 + rnd() % 3;
    for (unsigned s = 0; s < n; s++) ends[s] = (uint8_t)(rnd() % ne);
    if (rnd() % 6 == 0) ends[rnd() % n] = LP_SRG_NONE; /* a dark state */
    return n;
}

/* the best of every placement of the switched links of one kind: tor (servers, maximise traffic under a
 * ToR) or core (uplinks given s_tor, minimise core traffic); 0 if no placement fits the ports */
static int brute(const lp_srg_topo_t *t, const uint32_t *m, int uplinks, const uint8_t *s_tor, uint64_t *best)
{
    const lp_srg_link_t *lk = uplinks ? t->uplink : t->server;
    unsigned nl = uplinks ? t->n_uplinks : t->n_servers, ne = uplinks ? t->n_aggs : t->n_tors;
    const uint8_t *cap = uplinks ? t->agg_ports : t->tor_ports;
    unsigned st[NS] = {0};
    int found = 0;
    for (;;) {
        uint8_t asg[NS];
        unsigned load[16] = {0};
        int ok = 1;
        for (unsigned l = 0; l < nl && ok; l++) {
            asg[l] = lk[l].sw == LP_SRG_FIXED ? lk[l].to[0] : lk[l].to[st[l]];
            if (asg[l] == LP_SRG_NONE) ok = 0;
            else load[asg[l]]++;
        }
        for (unsigned e = 0; e < ne && ok; e++) ok = load[e] <= cap[e];
        if (ok) {
            uint64_t v;
            if (uplinks) {
                v = traffic_of(t, m, s_tor, asg).core;
                if (!found || v < *best) *best = v;
            } else {
                v = traffic_of(t, m, asg, asg).tor; /* the uplinks do not matter for .tor */
                if (!found || v > *best) *best = v;
            }
            found = 1;
        }
        unsigned l = 0;
        while (l < nl && (lk[l].sw == LP_SRG_FIXED || ++st[l] >= lk[l].n_states)) st[l++] = 0;
        if (l == nl) break;
    }
    return found;
}

static void test_random(void)
{
    unsigned ok_cases = 0, nospace = 0, tor_opt = 0, core_opt = 0, worse_without = 0;
    static lp_srg_topo_t t;
    for (unsigned it = 0; it < 2000; it++) {
        memset(&t, 0, sizeof t);
        t.n_servers = (uint8_t)(3 + rnd() % 5);
        t.n_tors = (uint8_t)(2 + rnd() % 3);
        t.n_aggs = (uint8_t)(1 + rnd() % 3);
        unsigned npods = 1 + rnd() % 2;
        uint8_t swid[LP_SIPCAL_SWITCHES];
        for (unsigned i = 0; i < LP_SIPCAL_SWITCHES; i++) swid[i] = (uint8_t)i;
        for (unsigned i = LP_SIPCAL_SWITCHES - 1; i > 0; i--) { /* switch indices in a random order */
            unsigned j = rnd() % (i + 1);
            uint8_t x = swid[i];
            swid[i] = swid[j];
            swid[j] = x;
        }
        unsigned nsw = 0;
        for (unsigned x = 0; x < t.n_tors; x++) {
            t.tor_pod[x] = (uint8_t)(x % npods);
            t.tor_ports[x] = (uint8_t)(1 + rnd() % 4);
        }
        for (unsigned a = 0; a < t.n_aggs; a++) t.agg_ports[a] = (uint8_t)(1 + rnd() % 4);
        for (unsigned s = 0; s < t.n_servers; s++) {
            if (rnd() % 3 == 0) {
                t.server[s] = fixed(rnd() % t.n_tors);
            } else {
                uint8_t ends[LP_SRG_MAX_STATES];
                unsigned n = rstates(ends, t.n_tors);
                if (ends[0] == LP_SRG_NONE && n == 1) ends[0] = 0;
                unsigned cur = rnd() % 8 == 0 ? LP_SRG_NONE : rnd() % n;
                t.server[s] = switched(swid[nsw++], cur, n, ends);
            }
            job[s] = (uint8_t)(rnd() % 4);
        }
        unsigned nu = rnd() % 6;
        for (unsigned u = 0; u < nu; u++) {
            t.uplink_tor[u] = (uint8_t)(rnd() % t.n_tors);
            if (rnd() % 3 == 0) {
                t.uplink[u] = fixed(rnd() % t.n_aggs);
            } else {
                uint8_t ends[LP_SRG_MAX_STATES];
                unsigned n = rstates(ends, t.n_aggs);
                if (ends[0] == LP_SRG_NONE && n == 1) ends[0] = 0;
                t.uplink[u] = switched(swid[nsw++], rnd() % n, n, ends);
            }
        }
        t.n_uplinks = (uint8_t)nu;
        /* a link whose states are all dark is bad input: give it one end */
        for (unsigned i = 0; i < (unsigned)t.n_servers + nu; i++) {
            lp_srg_link_t *l = i < t.n_servers ? &t.server[i] : &t.uplink[i - t.n_servers];
            int any = 0;
            for (unsigned s = 0; s < l->n_states; s++) any |= l->to[s] != LP_SRG_NONE;
            if (!any) l->to[0] = 0;
        }
        unsigned n = t.n_servers;
        memset(tr, 0, sizeof tr);
        for (unsigned s = 0; s < n; s++)
            for (unsigned d = 0; d < n; d++)
                if (rnd() % 3 == 0) tr[s * n + d] = rnd() % 100;

        int rc = lp_srg_plan(&t, job, tr, 0, &plan);
        uint64_t best_tor = 0, best_core = 0;
        int fit_s = brute(&t, tr, 0, NULL, &best_tor);
        uint8_t any_tor[NS];
        for (unsigned s = 0; s < n; s++) any_tor[s] = t.server[s].to[0] == LP_SRG_NONE ? 0 : t.server[s].to[0];
        int fit_u = brute(&t, tr, 1, any_tor, &best_core);
        /* LP_E_NOSPACE exactly when no placement fits the ports */
        LP_CHECK_EQ(rc, fit_s && fit_u ? LP_OK : LP_E_NOSPACE);
        if (rc != LP_OK) {
            nospace++;
            continue;
        }
        ok_cases++;
        LP_CHECK(plan_ok(&t, tr, &plan));
        LP_CHECK(plan.plan.tor <= best_tor);
        tor_opt += plan.plan.tor == best_tor;
        LP_CHECK(brute(&t, tr, 1, plan.server_tor, &best_core));
        LP_CHECK(plan.plan.core >= best_core);
        core_opt += plan.plan.core == best_core;
        /* never worse than the current states (where they are known and fit) */
        uint8_t cur_tor[NS], cur_agg[NS];
        unsigned load[16] = {0};
        int cur_s = 1, cur_u = 1;
        for (unsigned s = 0; s < n; s++) {
            const lp_srg_link_t *l = &t.server[s];
            cur_tor[s] = l->sw == LP_SRG_FIXED ? l->to[0] : l->cur == LP_SRG_NONE ? LP_SRG_NONE : l->to[l->cur];
            if (cur_tor[s] == LP_SRG_NONE) cur_s = 0;
            else load[cur_tor[s]]++;
        }
        for (unsigned x = 0; x < t.n_tors; x++) cur_s &= load[x] <= t.tor_ports[x];
        memset(load, 0, sizeof load);
        for (unsigned u = 0; u < nu; u++) {
            const lp_srg_link_t *l = &t.uplink[u];
            cur_agg[u] = l->sw == LP_SRG_FIXED ? l->to[0] : l->to[l->cur];
            if (cur_agg[u] == LP_SRG_NONE) cur_u = 0;
            else load[cur_agg[u]]++;
        }
        for (unsigned a = 0; a < t.n_aggs; a++) cur_u &= load[a] <= t.agg_ports[a];
        LP_CHECK_EQ(plan.now_valid, cur_s && cur_u);
        if (cur_s) LP_CHECK(plan.plan.tor >= traffic_of(&t, tr, cur_tor, plan.uplink_agg).tor);
        if (cur_u) LP_CHECK(plan.plan.core <= traffic_of(&t, tr, plan.server_tor, cur_agg).core);
        if (cur_s && cur_u) LP_CHECK(same_traffic(plan.now, traffic_of(&t, tr, cur_tor, cur_agg)));
        /* steering never adds core traffic over leaving the uplinks (same regrouping) */
        if (cur_u) {
            LP_CHECK_EQ(lp_srg_plan(&t, job, tr, LP_SRG_F_NO_STEER, &plan2), LP_OK);
            LP_CHECK(plan_ok(&t, tr, &plan2));
            LP_CHECK(memcmp(plan.server_tor, plan2.server_tor, n) == 0);
            LP_CHECK(plan.plan.core <= plan2.plan.core);
        }
        /* without the fallback: a valid plan too, sometimes worse than now */
        LP_CHECK_EQ(lp_srg_plan(&t, job, tr, LP_SRG_F_NO_FALLBACK, &plan2), LP_OK);
        LP_CHECK(plan_ok(&t, tr, &plan2));
        worse_without += cur_s && plan2.plan.tor < traffic_of(&t, tr, cur_tor, plan2.uplink_agg).tor;
        /* deterministic */
        LP_CHECK_EQ(lp_srg_plan(&t, job, tr, 0, &plan2), LP_OK);
        LP_CHECK(memcmp(&plan, &plan2, sizeof plan) == 0);
    }
    LP_CHECK(ok_cases > 800 && nospace > 100); /* both outcomes exercised */
    printf("random: %u plans (%u refused: no fit); under-ToR optimum in %u, core optimum in %u; "
           "%u worse than now without the fallback\n",
           ok_cases, nospace, tor_opt, core_opt, worse_without);
}

static void test_full_size(void)
{
    /* the largest fabric: 64 servers, 16 ToRs of 4 ports in 4 pods, one OCS per pod (4 states), 16 ring
     * jobs of 4 with one server on each ToR of their pod; 16 aggregation EPSs, one fixed and one switched
     * uplink per ToR (8 states). Pods 0-2 can regroup every job completely (480 of 640), pod 3 is fixed. */
    memset(&topo, 0, sizeof topo);
    topo.n_servers = 64;
    topo.n_tors = 16;
    topo.n_aggs = 16;
    topo.n_uplinks = 32;
    for (unsigned x = 0; x < 16; x++) {
        topo.tor_pod[x] = (uint8_t)(x / 4);
        topo.tor_ports[x] = 4;
        topo.agg_ports[x] = 2;
    }
    /* 64 switch indices: servers 0..47 (pods 0-2) switched (0..47), pod 3's servers fixed, the 16
     * switched uplinks 48..63 */
    for (unsigned s = 0; s < 64; s++) {
        unsigned home = s / 4, pod = home / 4;
        uint8_t ends[4];
        for (unsigned k = 0; k < 4; k++) ends[k] = (uint8_t)(4 * pod + k);
        topo.server[s] = s < 48 ? switched(s, home % 4, 4, ends) : fixed(home);
    }
    for (unsigned x = 0; x < 16; x++) {
        uint8_t ends[8]; /* ToRs 0-7 reach aggregation EPSs 0-7, ToRs 8-15 reach 8-15 */
        for (unsigned k = 0; k < 8; k++) ends[k] = (uint8_t)(8 * (x / 8) + k);
        topo.uplink_tor[2 * x] = topo.uplink_tor[2 * x + 1] = (uint8_t)x;
        topo.uplink[2 * x] = fixed(x);
        topo.uplink[2 * x + 1] = switched(48 + x, (x % 8 + 1) % 8, 8, ends); /* now: the next EPS */
    }
    memset(tr, 0, sizeof tr);
    for (unsigned j = 0; j < 16; j++) {
        uint8_t m[4];
        unsigned pod = j / 4;
        for (unsigned k = 0; k < 4; k++) m[k] = (uint8_t)(16 * pod + 4 * k + j % 4); /* one per ToR of the pod */
        LP_CHECK_EQ(lp_srg_add_ring(tr, 64, m, 4, 10), LP_OK);
        for (unsigned k = 0; k < 4; k++) job[m[k]] = (uint8_t)(j + 1);
    }
    LP_CHECK_EQ(lp_srg_plan(&topo, job, tr, 0, &plan), LP_OK);
    LP_CHECK(plan_ok(&topo, tr, &plan));
    LP_CHECK_EQ(plan.now.tor, 0);
    LP_CHECK_EQ(plan.plan.total, 640);
    LP_CHECK_EQ(plan.plan.tor, 480);
    printf("64 servers: under a ToR %llu of %llu (now %llu), core %llu (now %llu)\n",
           (unsigned long long)plan.plan.tor, (unsigned long long)plan.plan.total, (unsigned long long)plan.now.tor,
           (unsigned long long)plan.plan.core, (unsigned long long)plan.now.core);
}

int main(void)
{
    test_testbed();
    test_vib();
    test_choices();
    test_more_choices();
    test_bad_input();
    test_apply_sipcal();
    test_random();
    test_full_size();
    return lp_test_report("test_lp_sipregroup");
}
