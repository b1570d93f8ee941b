/* Fuzz target: the OpenFlow 1.3 decoder (sdn/lp_of.c) and the agent's input paths (sdn/lp_ofa.c) on
 * arbitrary bytes.
 *
 * Codec: lp_of_decode returns 0 or -1 and never reads outside the message; an accepted message is
 * self-consistent (its length is the buffer's, a flow-mod has at most one output, a multipart reply's
 * entries walk to the end) and an accepted flow-mod re-encodes to a message that decodes to the same
 * fields. Agent: after a HELLO, the bytes go in as a stream (cut in two where the first byte says) and
 * as one datagram. The WSS driver is opened on the LWSP device model of lp_fuzz_dev.h (16 ports x 8
 * channels, no faults; job 2 owns ports 8-11 and has the circuit (8, 0) -> 9), so a flow-mod that passes
 * the agent's checks is carried out and answered: the success paths of the agent and the driver are
 * reached. After every input: every message the agent sent decodes, every row the driver knows is the
 * device's, and job 2's ports carry exactly what they carried (job isolation). The agent's aggregation
 * handler is a table of registered jobs (the real one drives registers this target has not): it aborts
 * on a request the agent should have refused (a job outside the configured 1..200, a reply type), so the
 * experimenter decoder's success path and the agent's checks are both reached. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lp_fuzz_dev.h"
#include "lp_of.h"
#include "lp_ofa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static lp_wss_t wss;
static lp_ofa_t ofa;
static uint8_t other_before[4][MAXW]; /* job 2's rows (ports 8-11) on the device */
static unsigned long n_flow_mods, n_flow_mods_ok; /* printed at exit with LP_FUZZ_STATS set */
static unsigned long n_agg, n_agg_ok;
#define AGG_MIN 1u
#define AGG_MAX 200u
static uint8_t agg_jobs[4]; /* the handler's registered jobs (0: free entry) */

static void print_stats(void)
{
    printf("fuzz_of: flow-mods %lu, carried out %lu; commits %lu\n", n_flow_mods, n_flow_mods_ok, fdev_commits);
    printf("fuzz_of: aggregation requests %lu, carried out %lu\n", n_agg, n_agg_ok);
}

static int fuzz_agg(void *ctx, uint32_t t, const lp_of_agg_t *req, lp_of_agg_t *rep)
{
    (void)ctx;
    if (req->job < AGG_MIN || req->job > AGG_MAX) abort(); /* the agent lets another controller's job through */
    if (t != LP_OF_EXP_AGG_REGISTER && t != LP_OF_EXP_AGG_UNREGISTER && t != LP_OF_EXP_AGG_STATUS_REQUEST) abort();
    n_agg++;
    int at = -1, free_e = -1;
    for (int e = 3; e >= 0; e--) {
        if (agg_jobs[e] == req->job) at = e;
        if (!agg_jobs[e]) free_e = e;
    }
    if (t == LP_OF_EXP_AGG_REGISTER) {
        if (!req->workers || (req->mac >> 40 & 1u)) return LP_E_ARG;
        if (at >= 0) return LP_E_BUSY;
        if (free_e < 0) return LP_E_NOSPACE;
        agg_jobs[free_e] = req->job;
        at = free_e;
    } else if (at < 0) {
        return LP_E_NOTFOUND;
    } else if (t == LP_OF_EXP_AGG_UNREGISTER) {
        agg_jobs[at] = 0;
    } else {
        rep->req = rep->busy = 0xFF; /* the agent keeps the job's own bit alone */
        rep->win_job = (uint8_t)(req->job + 1u);
        for (unsigned i = 0; i < LP_OF_AGG_COUNTERS; i++) rep->cnt[i] = i;
    }
    rep->entry = (uint8_t)at;
    n_agg_ok++;
    return LP_OK;
}

/* every message the agent sends must decode */
static int check_sent(void *ctx, const uint8_t *msg, size_t n)
{
    (void)ctx;
    lp_of_msg_t m;
    lp_of_err_t e;
    if (n > LP_OFA_TX_MAX || lp_of_decode(msg, n, &m, &e)) abort();
    if (m.h.type == LP_OFPT_EXPERIMENTER && m.u.exp.exp_type == LP_OF_EXP_AGG_STATUS_REPLY &&
        ((m.u.exp.agg.req | m.u.exp.agg.busy) & ~(1u << m.u.exp.agg.entry)))
        abort(); /* another job's entry bits shown */
    return (int)n;
}

static void check_codec(const uint8_t *data, size_t size)
{
    uint8_t *copy = malloc(size ? size : 1); /* exact size: ASan sees any over-read */
    if (!copy) return;
    memcpy(copy, data, size);
    lp_of_msg_t m;
    lp_of_err_t e;
    if (lp_of_decode(copy, size, &m, &e) == 0) {
        if (m.h.length != size) abort();
        if (m.h.type == LP_OFPT_FLOW_MOD) {
            lp_of_flow_mod_t f = m.u.flow_mod;
            if (f.n_out > 1) abort();
            uint8_t re[256];
            int n = lp_of_enc_flow_mod(re, sizeof re, m.h.xid, &f);
            lp_of_msg_t m2;
            if (n < 0 || lp_of_decode(re, (size_t)n, &m2, &e)) abort();
            const lp_of_flow_mod_t *g = &m2.u.flow_mod;
            if (g->command != f.command || g->cookie != f.cookie || g->out != f.out || g->n_out != f.n_out ||
                g->match.has_in_port != f.match.has_in_port || g->match.in_port != f.match.in_port ||
                g->match.has_wl != f.match.has_wl || g->match.wl != f.match.wl || g->flags != f.flags)
                abort();
        }
        if (m.h.type == LP_OFPT_EXPERIMENTER) { /* an accepted one re-encodes to the same fields */
            const lp_of_agg_t *a = &m.u.exp.agg;
            uint8_t re[128];
            int n = lp_of_enc_agg(re, sizeof re, m.h.xid, m.u.exp.exp_type, a);
            lp_of_msg_t m2;
            if (n != (int)size || lp_of_decode(re, (size_t)n, &m2, &e)) abort();
            const lp_of_agg_t *g = &m2.u.exp.agg;
            if (m2.u.exp.exp_type != m.u.exp.exp_type || g->job != a->job || g->entry != a->entry ||
                g->workers != a->workers || g->mac != a->mac || g->timeout != a->timeout || g->preempt != a->preempt ||
                g->req != a->req || memcmp(g->cnt, a->cnt, sizeof g->cnt))
                abort();
        }
        if (m.h.type == LP_OFPT_MULTIPART_REPLY) {
            const uint8_t *p = m.u.mp.body;
            size_t left = m.u.mp.body_len;
            int r = 1;
            if (m.u.mp.type == LP_OFPMP_PORT_DESC) {
                lp_of_port_t port;
                while ((r = lp_of_next_port(&p, &left, &port)) == 1) {
                }
            } else if (m.u.mp.type == LP_OFPMP_FLOW) {
                lp_of_flow_stats_t fs;
                while ((r = lp_of_next_flow_stats(&p, &left, &fs)) == 1)
                    if (fs.n_out > 1) abort();
            } else {
                r = 0;
            }
            if (r != 0 || (m.u.mp.type == LP_OFPMP_PORT_DESC || m.u.mp.type == LP_OFPMP_FLOW ? left != 0 : 0)) abort();
        }
    }
    free(copy);
}

static void fresh_agent(void)
{
    fdev_reset(16, 8);
    in_front = in_back = 0; /* a faultless device */
    dev.map[4][1] = 5;
    dev.map[8][0] = 9;
    dev.map[1][0] = 2;
    for (int r = 0; r < 4; r++) memcpy(other_before[r], dev.map[8 + r], sizeof other_before[r]);
    const lp_wss_cfg_t wcfg = {.timeout_ms = 5, .retries = 1};
    if (lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &wcfg) || lp_wss_assign(&wss, 2, 0xF00u)) abort();
    const lp_ofa_cfg_t cfg = {.job = 1, .ports = 0xF0FFu, .dpid = 1, .echo_idle_ms = 1000, .echo_miss_max = 2,
                              .agg = fuzz_agg, .agg_job_min = AGG_MIN, .agg_job_max = AGG_MAX};
    memset(agg_jobs, 0, sizeof agg_jobs);
    if (lp_ofa_init(&ofa, &wss, &cfg, check_sent, NULL) || lp_ofa_start(&ofa)) abort();
    uint8_t h[16];
    int n = lp_of_enc_hello(h, sizeof h, 1, 1u << LP_OF_VERSION);
    if (lp_ofa_input(&ofa, h, (size_t)n) || lp_ofa_state(&ofa) != LP_OFA_UP) abort();
}

/* the driver's known rows are the device's; job 2's rows unchanged and nothing of job 1 lit into its ports */
static void check_device(void)
{
    for (uint8_t in = 0; in < dev.ports; in++)
        for (uint8_t wl = 0; wl < dev.wls; wl++) {
            if (!(lp_wss_unknown(&wss) >> in & 1u) && lp_wss_out(&wss, in, wl) != dev.map[in][wl]) abort();
            if (in >= 8 && in < 12 && dev.map[in][wl] != other_before[in - 8][wl]) abort();
            if ((in < 8 || in >= 12) && dev.map[in][wl] >= 8 && dev.map[in][wl] < 12) abort();
        }
    if (dev.n_staged) abort(); /* a faultless device: nothing staged survives a request */
    n_flow_mods += lp_ofa_stats(&ofa)->flow_mods;
    n_flow_mods_ok += lp_ofa_stats(&ofa)->flow_mods_ok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int registered;
    if (!registered) {
        registered = 1;
        if (getenv("LP_FUZZ_STATS")) atexit(print_stats);
    }
    if (size > 8192) return 0;
    check_codec(data, size);
    /* the stream path, cut in two */
    fresh_agent();
    size_t cut = size ? data[0] % (size + 1) : 0;
    cur_op++;
    int rc = lp_ofa_input(&ofa, data, cut);
    cur_op++;
    if (rc == LP_OK) (void)lp_ofa_input(&ofa, data + cut, size - cut);
    (void)lp_ofa_poll(&ofa);
    check_device();
    /* the datagram path */
    fresh_agent();
    cur_op++;
    (void)lp_ofa_input_msg(&ofa, data, size);
    (void)lp_ofa_poll(&ofa);
    check_device();
    return 0;
}
