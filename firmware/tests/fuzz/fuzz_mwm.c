/* Fuzz target: the exact matching (control/lp_mwm.c). The input gives the port count, the weights and
 * a seed; whatever they are, the solver returns LP_OK or LP_E_ARG, never touches memory outside its
 * arguments, and an accepted instance gives a matching (no destination twice) whose reported total is
 * its weight, at least the seed's and the greedy matching's weight, and for up to 6 ports the brute
 * force optimum. Layout: byte 0 port count - 1 (mod 64), byte 1 flags (bit 0: a seed follows the
 * weights, bit 1: weights are 1 byte, giving many ties), then n * n weights (missing bytes: 0), then n
 * seed bytes (0xFF: none; anything else is taken as a destination, so out-of-range and repeated ones
 * reach the argument check). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lp_mwm.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static lp_mwm_ws_t ws;
static uint16_t w[LP_MWM_MAX * LP_MWM_MAX];
static unsigned long n_ok, n_arg, n_brute; /* printed at exit with LP_FUZZ_STATS set */

static void print_stats(void) { printf("fuzz_mwm: solved %lu, refused %lu, brute-forced %lu\n", n_ok, n_arg, n_brute); }

static uint32_t greedy(uint8_t n)
{
    uint64_t bs = 0, bd = 0;
    uint32_t sum = 0;
    for (;;) {
        uint32_t best = 0;
        unsigned bi = 0, bj = 0;
        for (unsigned i = 0; i < n; i++)
            for (unsigned j = 0; j < n; j++)
                if (!(bs >> i & 1u) && !(bd >> j & 1u) && w[i * n + j] > best) {
                    best = w[i * n + j];
                    bi = i;
                    bj = j;
                }
        if (!best) return sum;
        sum += best;
        bs |= (uint64_t)1 << bi;
        bd |= (uint64_t)1 << bj;
    }
}

static uint32_t brute(uint8_t n, unsigned row, uint64_t used)
{
    if (row == n) return 0;
    uint32_t best = brute(n, row + 1, used); /* row unmatched */
    for (unsigned j = 0; j < n; j++) {
        if (used >> j & 1u) continue;
        uint32_t t = w[row * n + j] + brute(n, row + 1, used | (uint64_t)1 << j);
        if (t > best) best = t;
    }
    return best;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int registered;
    if (!registered) {
        registered = 1;
        if (getenv("LP_FUZZ_STATS")) atexit(print_stats);
    }
    if (size < 2) return 0;
    uint8_t n = (uint8_t)(data[0] % LP_MWM_MAX + 1), flags = data[1];
    size_t at = 2, cells = (size_t)n * n;
    for (size_t k = 0; k < cells; k++) {
        uint16_t x = 0;
        if (flags & 2u) {
            if (at < size) x = data[at++];
        } else {
            if (at < size) x = data[at++];
            if (at < size) x = (uint16_t)(x | data[at++] << 8);
        }
        w[k] = x;
    }
    uint8_t seed[LP_MWM_MAX], mate[LP_MWM_MAX];
    const uint8_t *sp = NULL;
    if (flags & 1u) {
        for (uint8_t s = 0; s < n; s++) seed[s] = at < size ? data[at++] : LP_MWM_NONE;
        sp = seed;
    }
    uint32_t total = 0xDEADBEEFu;
    memset(mate, 0xA5, sizeof mate);
    int rc = lp_mwm_solve(&ws, sizeof ws, n, w, n, sp, mate, &total);
    if (rc == LP_E_ARG) {
        n_arg++;
        if (total != 0xDEADBEEFu || mate[0] != 0xA5 || !sp) abort(); /* only a bad seed is refused here */
        return 0;
    }
    if (rc != LP_OK) abort();
    n_ok++;
    if (lp_mwm_weight(n, w, n, mate) != total) abort();
    for (uint8_t s = 0; s < n; s++)
        if (mate[s] != LP_MWM_NONE && w[s * n + mate[s]] == 0) abort(); /* no absent circuit reported */
    if (sp && lp_mwm_weight(n, w, n, sp) > total) abort();
    if (greedy(n) > total) abort();
    if (n <= 6) {
        n_brute++;
        if (brute(n, 0, 0) != total) abort();
    }
    return 0;
}
