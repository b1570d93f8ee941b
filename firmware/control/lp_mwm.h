/* Exact maximum-weight bipartite matching for the arbiter's MEPC decision (docs/arbiter.md, "The exact
 * solver in firmware").
 *
 * Sources x destinations, integer weights w[s][d] (the engine's min(cap, sum), 16 bits), a matching
 * uses each source and each destination at most once and the result has the largest total weight.
 * The Hungarian algorithm (Kuhn-Munkres with potentials, one row at a time, O(n^3)) on the n x n matrix:
 * an absent circuit weighs 0 and a pair of weight 0 is never reported, so a maximum-weight perfect
 * assignment of the full matrix is a maximum-weight matching.
 *
 * Seed: among the optimal matchings the solver returns one that keeps the most circuits of the seed
 * (the engine's result, or the configuration in place): it solves with w' = w * (n + 1) + [seed edge],
 * and n seed bonuses together are less than one unit of w * (n + 1), so the optimum of w' is an optimum
 * of w. Fewer changed circuits are fewer WSS reconfigurations.
 *
 * Only the sources and destinations with some demand take part (k x k, k = the larger count, padded
 * with idle ports), so a sparse table costs O(k^3).
 *
 * Integer arithmetic only, no allocation: the caller provides the workspace, 17 bytes per port + 17
 * (LP_MWM_WS_BYTES; 1105 bytes for 64 ports), 4-byte aligned. Bounds: w' <
 * 2^23 for n <= 64; every potential stays within n * max w' < 2^29 in magnitude, so int32 does not
 * overflow (the host tests run the largest weights at n = 64 under UBSan). */
#ifndef LP_MWM_H
#define LP_MWM_H

#include <stddef.h>
#include <stdint.h>

#include "lp_hal.h"

#define LP_MWM_MAX 64u     /* ports */
#define LP_MWM_NONE 0xFFu  /* no partner */

/* workspace for up to nmax ports: row and column potentials, column slack (int32 each), column's row,
 * path, visited flag, the source and the destination of each index (one byte each), for nmax + 1
 * entries (index 0: the virtual start column) */
#define LP_MWM_WS_BYTES(nmax) ((size_t)((nmax) + 1u) * 17u)
typedef struct {
    uint32_t words[(LP_MWM_WS_BYTES(LP_MWM_MAX) + 3u) / 4u];
} lp_mwm_ws_t; /* a workspace for any n <= LP_MWM_MAX */

/* Solve for n ports (1..LP_MWM_MAX) in the workspace ws of ws_bytes >= LP_MWM_WS_BYTES(n). w: n rows of `stride` >= n weights (row s = source s, column d =
 * destination d). seed: NULL or n entries, each a destination < n or LP_MWM_NONE, no destination twice.
 * mate[s] = the destination of source s or LP_MWM_NONE; *total = the matching's weight (may be NULL).
 * LP_OK, or LP_E_ARG with mate and total untouched. */
int lp_mwm_solve(void *ws, size_t ws_bytes, uint8_t n, const uint16_t *w, size_t stride, const uint8_t *seed, uint8_t *mate,
                 uint32_t *total);

/* Weight of a matching given as mate[] (LP_MWM_NONE entries count 0); UINT32_MAX if mate is not one
 * (a destination out of range or used twice). */
uint32_t lp_mwm_weight(uint8_t n, const uint16_t *w, size_t stride, const uint8_t *mate);

size_t lp_mwm_ws_size(void); /* sizeof(lp_mwm_ws_t), for bindings */

#endif
