/* The SDN agent's aggregation-job handler on the arbiter (docs/sdn.md, "Aggregation jobs"): an
 * lp_ofa_agg_fn that carries the experimenter requests out with the lp_agg_job arbiter calls, so the
 * agent core (lp_ofa.c) knows nothing of the engine's registers. REGISTER: lp_agg_arb_register with the
 * request's engine settings (they are the engine's, shared by every job: the last registration sets
 * them); UNREGISTER: lp_agg_arb_unregister; STATUS: lp_agg_arb_find (LP_E_NOTFOUND for a job that is not
 * registered), then lp_agg_arb_status. The NICs' side of a job stays with the workers' nodes. */
#ifndef LP_OFA_AGG_H
#define LP_OFA_AGG_H

#include <stdint.h>

#include "lp_of.h"

/* ctx is unused (NULL). */
int lp_ofa_agg_arb(void *ctx, uint32_t exp_type, const lp_of_agg_t *req, lp_of_agg_t *rep);

#endif
