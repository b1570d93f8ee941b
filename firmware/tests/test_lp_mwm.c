/* Host tests of the exact matching (control/lp_mwm.c): hand instances (an augmenting chain that moves
 * every earlier row, ties kept on the seed, zero rows, the largest weights at 64 ports), random small
 * instances against a brute force over every permutation, and the argument checks. */
#include <stdlib.h>
#include <string.h>

#include "lp_mwm.h"
#include "lp_test.h"

#define M LP_MWM_MAX
static uint16_t w[M * M];
static lp_mwm_ws_t ws;

/* best total over all permutations of 0..n-1 (n <= 7), and the most seed edges kept at that total */
static uint32_t brute(uint8_t n, const uint8_t *seed, unsigned *keep)
{
    uint8_t perm[8];
    for (uint8_t i = 0; i < n; i++) perm[i] = i;
    uint32_t best = 0;
    unsigned best_keep = 0;
    for (;;) {
        uint32_t sum = 0;
        unsigned k = 0;
        for (uint8_t s = 0; s < n; s++) {
            sum += w[s * n + perm[s]];
            k += seed && w[s * n + perm[s]] && seed[s] == perm[s];
        }
        if (sum > best || (sum == best && k > best_keep)) {
            best = sum;
            best_keep = k;
        }
        int i = n - 2; /* next permutation */
        while (i >= 0 && perm[i] > perm[i + 1]) i--;
        if (i < 0) break;
        int j = n - 1;
        while (perm[j] < perm[i]) j--;
        uint8_t t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
        for (int a = i + 1, b = n - 1; a < b; a++, b--) {
            t = perm[a];
            perm[a] = perm[b];
            perm[b] = t;
        }
    }
    if (keep) *keep = best_keep;
    return best;
}

static unsigned kept(uint8_t n, const uint8_t *mate, const uint8_t *seed)
{
    unsigned k = 0;
    for (uint8_t s = 0; s < n; s++) k += mate[s] != LP_MWM_NONE && mate[s] == seed[s];
    return k;
}

static void test_chain(void)
{
    /* row s likes column s (weight 10) and s+1 (weight 11) except the last; the greedy heaviest-first
     * choice takes every s -> s+1 and strands the last row; the optimum is the diagonal plus nothing
     * better: n * 10 vs (n - 1) * 11 + 0, so for n = 8 the augmenting chain through all rows wins. */
    const uint8_t n = 8;
    memset(w, 0, sizeof w);
    for (uint8_t s = 0; s < n; s++) {
        w[s * n + s] = 10;
        if (s + 1 < n) w[s * n + s + 1] = 11;
    }
    uint8_t mate[M];
    uint32_t total = 0;
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, n, w, n, NULL, mate, &total), LP_OK);
    LP_CHECK_EQ(total, 80);
    for (uint8_t s = 0; s < n; s++) LP_CHECK_EQ(mate[s], s);
    LP_CHECK_EQ(lp_mwm_weight(n, w, n, mate), 80);
}

static void test_ties_keep_seed(void)
{
    /* every weight equal: any perfect matching is optimal; the seed (a rotation) is what comes back */
    const uint8_t n = 6;
    uint8_t seed[M], mate[M];
    for (uint8_t s = 0; s < n; s++) {
        seed[s] = (uint8_t)((s + 2) % n);
        for (uint8_t d = 0; d < n; d++) w[s * n + d] = 7;
    }
    uint32_t total = 0;
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, n, w, n, seed, mate, &total), LP_OK);
    LP_CHECK_EQ(total, 42);
    LP_CHECK_EQ(kept(n, mate, seed), n);
    /* a seed that is not optimal is not kept at the cost of weight */
    w[0 * n + 1] = 9;
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, n, w, n, seed, mate, &total), LP_OK);
    LP_CHECK_EQ(total, 44);
    LP_CHECK_EQ(mate[0], 1);
}

static void test_zero_rows(void)
{
    const uint8_t n = 5;
    memset(w, 0, sizeof w);
    uint8_t mate[M];
    uint32_t total = 1;
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, n, w, n, NULL, mate, &total), LP_OK); /* nothing at all */
    LP_CHECK_EQ(total, 0);
    for (uint8_t s = 0; s < n; s++) LP_CHECK_EQ(mate[s], LP_MWM_NONE);
    w[3 * n + 1] = 4; /* one circuit, rows 0-2 and 4 empty */
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, n, w, n, NULL, mate, &total), LP_OK);
    LP_CHECK_EQ(total, 4);
    for (uint8_t s = 0; s < n; s++) LP_CHECK_EQ(mate[s], s == 3 ? 1 : LP_MWM_NONE);
}

static void test_largest_weights_64(void)
{
    /* full 64 x 64 at the 16-bit ceiling with a one-unit dent: no overflow (UBSan), every port used */
    for (unsigned s = 0; s < M; s++)
        for (unsigned d = 0; d < M; d++) w[s * M + d] = (uint16_t)(0xFFFFu - ((s * 7u + d * 13u) % 3u == 0));
    uint8_t mate[M], seed[M];
    for (unsigned s = 0; s < M; s++) seed[s] = (uint8_t)((M - 1u) - s);
    uint32_t total = 0;
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, M, w, M, seed, mate, &total), LP_OK);
    LP_CHECK_EQ(total, 64u * 0xFFFFu); /* a matching through undented cells exists (a permutation of 0xFFFF) */
    LP_CHECK_EQ(lp_mwm_weight(M, w, M, mate), total);
}

static void test_random_vs_brute(void)
{
    srand(7);
    unsigned bad = 0, runs = 0;
    uint8_t mate[M], seed[M];
    for (int it = 0; it < 3000; it++) {
        uint8_t n = (uint8_t)(1 + rand() % 7);
        int maxw = (it % 3 == 0) ? 3 : (it % 3 == 1) ? 100 : 65535; /* few values: many ties */
        int dens = rand() % 100;
        for (unsigned k = 0; k < (unsigned)n * n; k++) w[k] = (uint16_t)((rand() % 100 < dens) ? rand() % (maxw + 1) : 0);
        for (uint8_t s = 0; s < n; s++) seed[s] = LP_MWM_NONE;
        for (uint8_t s = 0; s < n; s++) { /* a random partial matching as the seed */
            uint8_t d = (uint8_t)(rand() % n);
            int taken = 0;
            for (uint8_t t = 0; t < s; t++) taken |= seed[t] == d;
            if (!taken && rand() % 2) seed[s] = d;
        }
        unsigned keep = 0;
        uint32_t best = brute(n, seed, &keep), total = 0;
        runs++;
        if (lp_mwm_solve(&ws, sizeof ws, n, w, n, seed, mate, &total) != LP_OK || total != best ||
            lp_mwm_weight(n, w, n, mate) != best || kept(n, mate, seed) != keep)
            bad++;
    }
    LP_CHECK_EQ(runs, 3000);
    LP_CHECK_EQ(bad, 0);
}

static void test_args(void)
{
    uint8_t mate[M], seed[M];
    memset(mate, 0xAB, sizeof mate);
    memset(w, 0, sizeof w);
    uint32_t total = 77;
    LP_CHECK_EQ(lp_mwm_solve(NULL, sizeof ws, 4, w, 4, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 0, w, 4, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, M + 1, w, M + 1, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 4, w, 3, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, LP_MWM_WS_BYTES(4) - 1u, 4, w, 4, NULL, mate, &total), LP_E_ARG); /* too small */
    LP_CHECK_EQ(lp_mwm_solve((uint8_t *)&ws + 2, sizeof ws - 2u, 4, w, 4, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, LP_MWM_WS_BYTES(4), 4, w, 4, NULL, mate, &total), LP_OK); /* just enough */
    total = 77;
    memset(mate, 0xAB, sizeof mate);
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 4, NULL, 4, NULL, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 4, w, 4, NULL, NULL, &total), LP_E_ARG);
    memset(seed, LP_MWM_NONE, sizeof seed);
    seed[0] = 4; /* out of range */
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 4, w, 4, seed, mate, &total), LP_E_ARG);
    seed[0] = 2;
    seed[3] = 2; /* twice */
    LP_CHECK_EQ(lp_mwm_solve(&ws, sizeof ws, 4, w, 4, seed, mate, &total), LP_E_ARG);
    LP_CHECK_EQ(total, 77); /* untouched */
    LP_CHECK_EQ(mate[0], 0xAB);
    uint8_t dup[4] = {1, 1, LP_MWM_NONE, LP_MWM_NONE}, far[4] = {9, LP_MWM_NONE, LP_MWM_NONE, LP_MWM_NONE};
    LP_CHECK_EQ(lp_mwm_weight(4, w, 4, dup), UINT32_MAX);
    LP_CHECK_EQ(lp_mwm_weight(4, w, 4, far), UINT32_MAX);
}

int main(void)
{
    test_chain();
    test_ties_keep_seed();
    test_zero_rows();
    test_largest_weights_64();
    test_random_vs_brute();
    test_args();
    return lp_test_report("test_lp_mwm");
}
