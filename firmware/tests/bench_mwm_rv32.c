/* Cycle bench of the exact matching (control/lp_mwm.c) on the MicroBlaze V image's CPU: built like the
 * arbiter image (make -C firmware rv32-bench) and run by lightpath.fw.rv32run; the host writes an
 * instance into bench_w / bench_seed / bench_n, sets bench_go and counts the cycles between the two
 * calls of bench_turn around the solve (sim/lightpath/bench/mwm.py). */
#include <stdint.h>

#include "lp_mwm.h"

volatile uint32_t bench_go;      /* host: 1 = solve the instance below; the bench clears it when done */
volatile uint32_t bench_n;       /* ports */
volatile uint32_t bench_seeded;  /* bench_seed is used */
volatile uint32_t bench_rc, bench_total;
uint16_t bench_w[LP_MWM_MAX * LP_MWM_MAX];
uint8_t bench_seed[LP_MWM_MAX], bench_mate[LP_MWM_MAX];
static lp_mwm_ws_t ws;

/* the host's cycle mark: one call per loop turn */
__attribute__((noinline)) void bench_turn(void) { __asm__ volatile("" ::: "memory"); }

int main(void);
int main(void)
{
    for (;;) {
        bench_turn();
        if (!bench_go) continue;
        uint32_t total = 0;
        bench_rc = (uint32_t)lp_mwm_solve(&ws, sizeof ws, (uint8_t)bench_n, bench_w, bench_n, bench_seeded ? bench_seed : 0,
                                          bench_mate, &total);
        bench_total = total;
        bench_go = 0;
    }
}
