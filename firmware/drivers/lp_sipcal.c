/* SiP switch calibration table, its file parser and its application (lp_sipcal.h). */
#include "lp_sipcal.h"

#include "lp_str.h"

/* whether mv millivolts lies in the board's DAC span (lp_dac.h: its transfer function at codes 0 and
 * 65535 with the board's VREF and offset code) */
int lp_sipcal_in_span(int32_t mv)
{
    int32_t lo, hi;
    lp_dac_span_uv(LP_DAC_BOARD_VREF_UV, LP_DAC_BOARD_OFS_CODE, &lo, &hi);
    int64_t uv = (int64_t)mv * 1000;
    return uv >= lo && uv <= hi;
}

void lp_sipcal_init(lp_sipcal_t *c)
{
    c->n = 0;
    for (unsigned ch = 0; ch < LP_DAC_CHANNELS; ch++) c->ranged[ch] = 0;
}

int lp_sipcal_range(lp_sipcal_t *c, unsigned ch, int32_t min_mv, int32_t max_mv)
{
    if (!c || ch >= LP_DAC_CHANNELS || !lp_sipcal_in_span(min_mv) || !lp_sipcal_in_span(max_mv) || min_mv > max_mv)
        return LP_E_ARG;
    if (c->ranged[ch]) return LP_E_BUSY;
    for (unsigned i = 0; i < c->n; i++)
        if (c->e[i].ch == ch) return LP_E_STATE;
    c->ranged[ch] = 1;
    c->min_uv[ch] = min_mv * 1000;
    c->max_uv[ch] = max_mv * 1000;
    return LP_OK;
}

unsigned lp_sipcal_limits(const lp_sipcal_t *c, lp_dac_cfg_t *cfg)
{
    unsigned open = 0;
    uint8_t used[LP_DAC_CHANNELS] = {0};
    for (unsigned i = 0; i < c->n; i++) used[c->e[i].ch] = 1;
    for (unsigned ch = 0; ch < LP_DAC_CHANNELS; ch++) {
        if (c->ranged[ch]) {
            cfg->min_uv[ch] = c->min_uv[ch];
            cfg->max_uv[ch] = c->max_uv[ch];
        } else if (used[ch]) {
            open++;
        }
    }
    return open;
}

int lp_sipcal_add(lp_sipcal_t *c, unsigned sw, unsigned state, unsigned ch, int32_t mv)
{
    if (!c || sw >= LP_SIPCAL_SWITCHES || state >= LP_SIPCAL_STATES || ch >= LP_DAC_CHANNELS || !lp_sipcal_in_span(mv))
        return LP_E_ARG;
    for (unsigned i = 0; i < c->n; i++)
        if (c->e[i].sw == sw && c->e[i].state == state && c->e[i].ch == ch) return LP_E_BUSY;
    if (c->ranged[ch] && (mv * 1000 < c->min_uv[ch] || mv * 1000 > c->max_uv[ch])) return LP_E_ARG;
    if (c->n >= LP_SIPCAL_ENTRIES) return LP_E_NOSPACE;
    c->e[c->n++] = (lp_sipcal_entry_t){(uint8_t)sw, (uint8_t)state, (uint8_t)ch, mv * 1000};
    return LP_OK;
}

/* a signed decimal number of millivolts, |mv| <= LP_SIPCAL_MV_SYNTAX_MAX (syntax; the span is checked
 * by lp_sipcal_add / lp_sipcal_range) */
static int parse_mv(const char *s, size_t n, int32_t *out)
{
    int neg = n > 0 && s[0] == '-';
    uint32_t v;
    if (lp_parse_u32(s + neg, n - (size_t)neg, LP_SIPCAL_MV_SYNTAX_MAX, &v)) return -1;
    *out = neg ? -(int32_t)v : (int32_t)v;
    return 0;
}

static int parse_line(lp_sipcal_t *c, const char *s, size_t n, int *seen_header)
{
    lp_toks_t t;
    if (lp_split(s, n, &t) < 0) return LP_E_PROTO;
    if (!*seen_header) {
        if (t.count != 2 || !lp_tok_is(t.t[0], t.n[0], "sipcal") || !lp_tok_is(t.t[1], t.n[1], "1")) return LP_E_PROTO;
        *seen_header = 1;
        return LP_OK;
    }
    uint32_t sw, st, ch;
    int32_t mv, lo;
    if (t.count == 4 && lp_tok_is(t.t[0], t.n[0], "range")) {
        if (lp_parse_u32(t.t[1], t.n[1], 255, &ch) || parse_mv(t.t[2], t.n[2], &lo) || parse_mv(t.t[3], t.n[3], &mv))
            return LP_E_PROTO;
        return lp_sipcal_range(c, ch, lo, mv);
    }
    if (t.count != 5 || !lp_tok_is(t.t[0], t.n[0], "cal") || lp_parse_u32(t.t[1], t.n[1], 255, &sw) ||
        lp_parse_u32(t.t[2], t.n[2], 255, &st) || lp_parse_u32(t.t[3], t.n[3], 255, &ch) ||
        parse_mv(t.t[4], t.n[4], &mv))
        return LP_E_PROTO;
    return lp_sipcal_add(c, sw, st, ch, mv);
}

int lp_sipcal_parse(lp_sipcal_t *c, const char *text, size_t len, unsigned *err_line)
{
    unsigned line = 0;
    int header = 0;
    if (err_line) *err_line = 0;
    if (!c || (!text && len)) return LP_E_ARG;
    lp_sipcal_init(c);
    size_t i = 0;
    while (i < len) {
        size_t start = i;
        while (i < len && text[i] != '\n') i++;
        size_t end = i;
        if (i < len) i++; /* the newline */
        line++;
        if (end > start && text[end - 1] == '\r') end--;
        if (end - start > LP_SIPCAL_LINE_MAX) {
            if (err_line) *err_line = line;
            return LP_E_PROTO;
        }
        if (end == start || text[start] == '#') continue;
        int rc = parse_line(c, text + start, end - start, &header);
        if (rc) {
            if (err_line) *err_line = line;
            return rc;
        }
    }
    return header ? LP_OK : LP_E_PROTO;
}

int lp_sipcal_apply(lp_dac_t *d, const lp_sipcal_t *c, const uint8_t *states, size_t n)
{
    if (!d || !c || (n && !states) || n > LP_SIPCAL_SWITCHES) return LP_E_ARG;
    for (size_t s = 0; s < n; s++) { /* every chosen state must be calibrated before anything moves */
        if (states[s] == LP_SIPCAL_KEEP) continue;
        int found = 0;
        for (unsigned i = 0; i < c->n && !found; i++) found = c->e[i].sw == s && c->e[i].state == states[s];
        if (!found) return LP_E_NOTFOUND;
    }
    for (unsigned i = 0; i < c->n; i++) {
        const lp_sipcal_entry_t *e = &c->e[i];
        if (e->sw < n && states[e->sw] == e->state) {
            int rc = lp_dac_set(d, e->ch, e->uv, NULL);
            if (rc) return rc;
        }
    }
    return lp_dac_update(d);
}
