/* Fuzz target: the SiP calibration-file parser (drivers/lp_sipcal.c). Whatever the file holds, the
 * parser returns a status, never reads outside it, and everything it accepted obeys the table rules
 * (ranges, no duplicate (switch, state, channel), every value and range limit inside the board's DAC
 * span and every value inside its channel's safe range). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "lp_sipcal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static lp_sipcal_t cal;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536) return 0;
    unsigned line = 0;
    int rc = lp_sipcal_parse(&cal, (const char *)data, size, &line);
    if (rc == LP_OK && line != 0) abort();
    if (cal.n > LP_SIPCAL_ENTRIES) abort();
    int32_t lo, hi;
    lp_dac_span_uv(LP_DAC_BOARD_VREF_UV, LP_DAC_BOARD_OFS_CODE, &lo, &hi);
    for (unsigned ch = 0; ch < LP_DAC_CHANNELS; ch++)
        if (cal.ranged[ch] && (cal.min_uv[ch] < lo || cal.max_uv[ch] > hi || cal.min_uv[ch] > cal.max_uv[ch])) abort();
    for (unsigned i = 0; i < cal.n; i++) {
        const lp_sipcal_entry_t *e = &cal.e[i];
        if (e->sw >= LP_SIPCAL_SWITCHES || e->state >= LP_SIPCAL_STATES || e->ch >= LP_DAC_CHANNELS || e->uv < lo ||
            e->uv > hi || e->uv % 1000)
            abort();
        if (cal.ranged[e->ch] && (e->uv < cal.min_uv[e->ch] || e->uv > cal.max_uv[e->ch])) abort();
        for (unsigned j = 0; j < i; j++)
            if (cal.e[j].sw == e->sw && cal.e[j].state == e->state && cal.e[j].ch == e->ch) abort();
    }
    return 0;
}
