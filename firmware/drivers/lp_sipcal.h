/* SiP switch calibration: the bias of every channel of every switch in every state (docs/firmware.md,
 * "SiP bias DACs"). Loaded from a text file on Linux (lp_sipcal_parse) or from a compiled table on
 * bare metal (lp_sipcal_add per entry); both go through the same checks.
 *
 * File format (ASCII, one entry per line, '#' starts a comment line, blank lines allowed, CRLF ok):
 *   sipcal 1                                   first non-comment line: format version 1
 *   range <channel> <min millivolts> <max millivolts>   the channel's safe range (the heater or
 *                                              junction it drives); at most one per channel, before
 *                                              the channel's first cal line
 *   cal <switch> <state> <channel> <millivolts>
 * switch < LP_SIPCAL_SWITCHES, state < LP_SIPCAL_STATES, channel < LP_DAC_CHANNELS, millivolts an
 * integer (a leading '-' allowed, at most 6 digits: else LP_E_PROTO) inside the board's DAC span
 * (lp_sipcal_in_span: -3999 .. 8000 mV, else LP_E_ARG); one entry per (switch, state, channel); a cal
 * value outside its channel's range is refused (LP_E_ARG), a range after the channel's first cal line
 * too (LP_E_STATE). */
#ifndef LP_SIPCAL_H
#define LP_SIPCAL_H

#include <stddef.h>
#include <stdint.h>

#include "lp_dac.h"

#define LP_SIPCAL_SWITCHES 64
#define LP_SIPCAL_STATES 8
#define LP_SIPCAL_ENTRIES 512
#define LP_SIPCAL_LINE_MAX 128
#define LP_SIPCAL_KEEP 0xFFu /* lp_sipcal_apply: leave this switch as it is */
#define LP_SIPCAL_MV_SYNTAX_MAX 999999u /* longest millivolt number the parser reads */

typedef struct {
    uint8_t sw, state, ch;
    int32_t uv;
} lp_sipcal_entry_t;

typedef struct {
    lp_sipcal_entry_t e[LP_SIPCAL_ENTRIES];
    uint16_t n;
    uint8_t ranged[LP_DAC_CHANNELS]; /* a range line was given for the channel */
    int32_t min_uv[LP_DAC_CHANNELS], max_uv[LP_DAC_CHANNELS];
} lp_sipcal_t;

void lp_sipcal_init(lp_sipcal_t *c);
/* Whether a bias of mv millivolts is one the board's DACs can output: between the outputs of codes 0
 * and 65535 for LP_DAC_BOARD_VREF_UV and LP_DAC_BOARD_OFS_CODE (lp_dac_span_uv), i.e. -3999 .. 8000. */
int lp_sipcal_in_span(int32_t mv);
/* LP_E_ARG out of range (indices, or mv outside the span or the channel's range), LP_E_BUSY duplicate
 * (switch, state, channel), LP_E_NOSPACE table full. */
int lp_sipcal_add(lp_sipcal_t *c, unsigned sw, unsigned state, unsigned ch, int32_t mv);
/* The safe range of channel ch (before its first entry). LP_E_ARG (channel, a limit outside the span,
 * min > max), LP_E_BUSY (given twice), LP_E_STATE (the channel already has an entry). */
int lp_sipcal_range(lp_sipcal_t *c, unsigned ch, int32_t min_mv, int32_t max_mv);

/* Copy the table's ranges into a DAC configuration (channels without a range keep cfg's). Returns the
 * number of channels that have an entry but no range in the table (0: every driven channel is bounded
 * by the file). */
unsigned lp_sipcal_limits(const lp_sipcal_t *c, lp_dac_cfg_t *cfg);

/* Parse a whole file; on error returns it with *err_line = the 1-based line (0: the file as a whole,
 * e.g. no header), and the table holds the entries before that line. */
int lp_sipcal_parse(lp_sipcal_t *c, const char *text, size_t len, unsigned *err_line);

/* Set switch i to states[i] (LP_SIPCAL_KEEP: untouched) for i < n: every channel of every chosen state
 * is loaded, then one lp_dac_update makes them all change at once. LP_E_NOTFOUND (nothing loaded) if a
 * chosen state has no entry in the table. */
int lp_sipcal_apply(lp_dac_t *d, const lp_sipcal_t *c, const uint8_t *states, size_t n);

#endif
