/* Exact maximum-weight bipartite matching (lp_mwm.h). */
#include "lp_mwm.h"

#include <string.h>

size_t lp_mwm_ws_size(void) { return sizeof(lp_mwm_ws_t); }

uint32_t lp_mwm_weight(uint8_t n, const uint16_t *w, size_t stride, const uint8_t *mate)
{
    if (!w || !mate || n == 0 || n > LP_MWM_MAX || stride < n) return UINT32_MAX;
    uint64_t seen = 0;
    uint32_t sum = 0;
    for (uint8_t s = 0; s < n; s++) {
        uint8_t d = mate[s];
        if (d == LP_MWM_NONE) continue;
        if (d >= n || (seen >> d & 1u)) return UINT32_MAX;
        seen |= (uint64_t)1 << d;
        sum += w[(size_t)s * stride + d];
    }
    return sum;
}

typedef struct {
    int32_t *u, *v, *minv;
    uint8_t *p, *way, *used, *row, *col;
} ws_t;

int lp_mwm_solve(void *buf, size_t ws_bytes, uint8_t n, const uint16_t *w, size_t stride, const uint8_t *seed,
                 uint8_t *mate, uint32_t *total)
{
    if (!buf || ((uintptr_t)buf & 3u) || !w || !mate || n == 0 || n > LP_MWM_MAX || stride < n ||
        ws_bytes < LP_MWM_WS_BYTES(n))
        return LP_E_ARG;
    if (seed) {
        uint64_t seen = 0;
        for (uint8_t s = 0; s < n; s++) {
            uint8_t d = seed[s];
            if (d == LP_MWM_NONE) continue;
            if (d >= n || (seen >> d & 1u)) return LP_E_ARG;
            seen |= (uint64_t)1 << d;
        }
    }
    const size_t m = (size_t)n + 1u;
    int32_t *i32 = (int32_t *)buf;
    uint8_t *u8 = (uint8_t *)buf + 12u * m;
    ws_t wsv = {i32, i32 + m, i32 + 2u * m, u8, u8 + m, u8 + 2u * m, u8 + 3u * m, u8 + 4u * m}, *ws = &wsv;
    const int32_t scale = (int32_t)n + 1;
    /* only sources and destinations with some demand take part: a sparse table (most ports idle)
     * solves as a k x k problem, k = the larger of the two counts, padded with idle ports */
    uint64_t rows = 0, cols = 0;
    for (uint8_t s = 0; s < n; s++)
        for (uint8_t d = 0; d < n; d++)
            if (w[(size_t)s * stride + d]) {
                rows |= (uint64_t)1 << s;
                cols |= (uint64_t)1 << d;
            }
    uint8_t kr = 0, kc = 0;
    for (uint8_t x = 0; x < n; x++) {
        if (rows >> x & 1u) ws->row[kr++] = x;
        if (cols >> x & 1u) ws->col[kc++] = x;
    }
    const uint8_t k = kr > kc ? kr : kc;
    for (uint8_t x = 0; x < n && (kr < k || kc < k); x++) { /* idle ports fill the shorter side */
        if (kr < k && !(rows >> x & 1u)) ws->row[kr++] = x;
        if (kc < k && !(cols >> x & 1u)) ws->col[kc++] = x;
    }
    memset(ws->u, 0, m * sizeof *ws->u);
    memset(ws->v, 0, m * sizeof *ws->v);
    memset(ws->p, 0, m);
    /* minimum-cost assignment with cost = -w'; rows and columns 1..n, index 0 is the virtual start
     * column of the row being added (p[0]) */
    for (uint8_t i = 1; i <= k; i++) {
        ws->p[0] = i;
        uint8_t j0 = 0;
        for (uint8_t j = 0; j <= k; j++) {
            ws->minv[j] = INT32_MAX;
            ws->used[j] = 0;
        }
        do {
            ws->used[j0] = 1;
            const uint8_t i0 = ws->p[j0];
            const uint8_t src = ws->row[i0 - 1];
            const uint16_t *row = w + (size_t)src * stride;
            const uint8_t sd = seed ? seed[src] : LP_MWM_NONE;
            const int32_t ui = ws->u[i0];
            int32_t delta = INT32_MAX;
            uint8_t j1 = 0;
            for (uint8_t j = 1; j <= k; j++) {
                if (ws->used[j]) continue;
                const uint8_t dst = ws->col[j - 1];
                int32_t wt = (int32_t)row[dst] * scale + (row[dst] && sd == dst);
                int32_t cur = -wt - ui - ws->v[j];
                if (cur < ws->minv[j]) {
                    ws->minv[j] = cur;
                    ws->way[j] = j0;
                }
                if (ws->minv[j] < delta) {
                    delta = ws->minv[j];
                    j1 = j;
                }
            }
            /* every unused column was scanned above, so its minv is finite and delta is one of them */
            for (uint8_t j = 0; j <= k; j++) {
                if (ws->used[j]) {
                    ws->u[ws->p[j]] += delta;
                    ws->v[j] -= delta;
                } else {
                    ws->minv[j] -= delta;
                }
            }
            j0 = j1;
        } while (ws->p[j0] != 0);
        do { /* flip the augmenting path back to the start */
            uint8_t j1 = ws->way[j0];
            ws->p[j0] = ws->p[j1];
            j0 = j1;
        } while (j0);
    }
    uint32_t sum = 0;
    for (uint8_t s = 0; s < n; s++) mate[s] = LP_MWM_NONE;
    for (uint8_t j = 1; j <= k; j++) {
        uint8_t s = ws->row[ws->p[j] - 1], d = ws->col[j - 1];
        uint16_t x = w[(size_t)s * stride + d];
        if (x == 0) continue; /* an absent circuit filled the assignment */
        mate[s] = d;
        sum += x;
    }
    if (total) *total = sum;
    return LP_OK;
}
