/* The SDN agent's aggregation-job handler on the arbiter (lp_ofa_agg.h). */
#include "lp_ofa_agg.h"

#include "lp_agg_job.h"

_Static_assert(LP_AGG_ARB_ENTRIES <= 8u, "an entry's bit fits the reply's req / busy octets");

static int agg_status(uint8_t job, lp_of_agg_t *rep)
{
    int e = lp_agg_arb_find(job);
    if (e < 0) return e;
    lp_agg_arb_status_t s;
    int rc = lp_agg_arb_status(&s);
    if (rc) return rc;
    rep->entry = (uint8_t)e;
    rep->win_job = s.win_job;
    rep->state = s.state;
    rep->req = s.req;
    rep->busy = s.busy;
    rep->slots_used = s.slots_used;
    const uint32_t c[LP_OF_AGG_COUNTERS] = {s.contrib,  s.dup,     s.unreg,    s.bad,       s.busy_refused, s.count,
                                            s.result,   s.sat,     s.nack,     s.expired,   s.fail,         s.oow,
                                            s.win_open, s.win_close, s.req_unreg, s.req_bad, s.unlearned,    s.preempts};
    for (unsigned i = 0; i < LP_OF_AGG_COUNTERS; i++) rep->cnt[i] = c[i];
    return LP_OK;
}

int lp_ofa_agg_arb(void *ctx, uint32_t exp_type, const lp_of_agg_t *req, lp_of_agg_t *rep)
{
    (void)ctx;
    if (!req || !rep) return LP_E_ARG;
    switch (exp_type) {
    case LP_OF_EXP_AGG_REGISTER: {
        const lp_agg_engine_cfg_t c = {.mac = req->mac,
                                       .timeout = req->timeout,
                                       .drain = req->drain,
                                       .preempt = req->preempt,
                                       .retries = req->retries,
                                       .win_en = req->win_en};
        uint8_t e = 0;
        int rc = lp_agg_arb_register(&c, req->job, req->workers, &e);
        if (rc == LP_OK) rep->entry = e;
        return rc;
    }
    case LP_OF_EXP_AGG_UNREGISTER:
        return lp_agg_arb_unregister(req->job);
    case LP_OF_EXP_AGG_STATUS_REQUEST:
        return agg_status(req->job, rep);
    default:
        return LP_E_ARG;
    }
}
