/* Minimal C unit-test harness for the host tests: LP_CHECK records a failure with its line and goes
 * on; a test program returns lp_test_report() from main (0 only if every check passed). */
#ifndef LP_TEST_H
#define LP_TEST_H

#include <stdio.h>

static int lp_test_pass, lp_test_fail;

#define LP_CHECK(cond)                                                         \
    do {                                                                       \
        if (cond) {                                                            \
            lp_test_pass++;                                                    \
        } else {                                                               \
            lp_test_fail++;                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                      \
    } while (0)

#define LP_CHECK_EQ(a, b)                                                                          \
    do {                                                                                           \
        long long lp_a_ = (long long)(a), lp_b_ = (long long)(b);                                  \
        if (lp_a_ == lp_b_) {                                                                      \
            lp_test_pass++;                                                                        \
        } else {                                                                                   \
            lp_test_fail++;                                                                        \
            fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, lp_a_, lp_b_); \
        }                                                                                          \
    } while (0)

static inline int lp_test_report(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, lp_test_pass, lp_test_fail);
    return lp_test_fail ? 1 : 0;
}

#endif
