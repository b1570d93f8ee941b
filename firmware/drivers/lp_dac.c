/* SiP switch bias DACs, AD5370 (lp_dac.h). */
#include "lp_dac.h"

uint32_t lp_dac_word(unsigned mode, unsigned addr, uint16_t data)
{
    return ((uint32_t)(mode & 3u) << 22) | ((uint32_t)(addr & 0x3Fu) << 16) | data;
}

static int send(unsigned chip, uint32_t word)
{
    const uint8_t b[3] = {(uint8_t)(word >> 16), (uint8_t)(word >> 8), (uint8_t)word};
    return lp_hal_spi_xfer(chip ? LP_SPI_DAC1 : LP_SPI_DAC0, b, NULL, 3);
}

/* code = uv * 2^16 / (4 VREF) + 4 OFS, rounded to nearest, not saturated */
static int64_t code_of(const lp_dac_t *d, int32_t uv)
{
    int64_t span = 4 * (int64_t)d->cfg.vref_uv;
    int64_t num = (int64_t)uv * 65536;
    return (num >= 0 ? num + span / 2 : num - span / 2) / span + 4 * (int64_t)d->cfg.ofs_code;
}

uint16_t lp_dac_code(const lp_dac_t *d, int32_t uv)
{
    int64_t q = code_of(d, uv);
    return (uint16_t)(q < 0 ? 0 : q > 65535 ? 65535 : q);
}

int32_t lp_dac_uv_at(int32_t vref_uv, uint16_t ofs_code, uint16_t code)
{
    int64_t v = 4 * (int64_t)vref_uv * ((int64_t)code - 4 * (int64_t)ofs_code);
    return (int32_t)(v >= 0 ? (v + 32768) / 65536 : (v - 32768) / 65536);
}

void lp_dac_span_uv(int32_t vref_uv, uint16_t ofs_code, int32_t *lo_uv, int32_t *hi_uv)
{
    if (lo_uv) *lo_uv = lp_dac_uv_at(vref_uv, ofs_code, 0);
    if (hi_uv) *hi_uv = lp_dac_uv_at(vref_uv, ofs_code, 65535);
}

int32_t lp_dac_uv(const lp_dac_t *d, uint16_t code)
{
    return lp_dac_uv_at(d->cfg.vref_uv, d->cfg.ofs_code, code);
}

/* The codes whose output lies in channel ch's safe range: [*lo, *hi]. 0 if there is none (a range
 * between two neighbouring codes, or outside the span). */
static int code_window(const lp_dac_t *d, unsigned ch, uint16_t *lo, uint16_t *hi)
{
    int32_t min = d->cfg.min_uv[ch], max = d->cfg.max_uv[ch];
    if (min > max) return 0;
    /* the lowest code at or above min; the nearest code is within one step of it */
    int32_t c = lp_dac_code(d, min);
    while (c > 0 && lp_dac_uv(d, (uint16_t)(c - 1)) >= min) c--;
    while (c <= 65535 && lp_dac_uv(d, (uint16_t)c) < min) c++;
    /* the highest code at or below max */
    int32_t e = lp_dac_code(d, max);
    while (e < 65535 && lp_dac_uv(d, (uint16_t)(e + 1)) <= max) e++;
    while (e >= 0 && lp_dac_uv(d, (uint16_t)e) > max) e--;
    if (c > e) return 0;
    *lo = (uint16_t)c;
    *hi = (uint16_t)e;
    return 1;
}

/* ~BUSY high within timeout_us, else LP_E_TIMEOUT (counted) */
static int wait_busy(lp_dac_t *d, uint32_t timeout_us)
{
    uint64_t end = lp_hal_now_us() + timeout_us;
    while (!lp_hal_gpio_get(LP_GPIO_DAC_BUSY_N)) {
        if (lp_hal_now_us() >= end) {
            d->st.busy_timeouts++;
            return LP_E_TIMEOUT;
        }
    }
    return LP_OK;
}

int lp_dac_init(lp_dac_t *d, const lp_dac_cfg_t *cfg)
{
    if (!d || !cfg || cfg->vref_uv <= 0 || cfg->vref_uv > 5000000 || cfg->ofs_code > 0x3FFFu) return LP_E_ARG;
    unsigned char *z = (unsigned char *)d;
    for (size_t i = 0; i < sizeof *d; i++) z[i] = 0;
    d->cfg = *cfg;
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) {
        uint16_t lo, hi;
        if (!code_window(d, c, &lo, &hi)) return LP_E_ARG; /* nothing could ever be written */
    }
    lp_hal_gpio_set(LP_GPIO_DAC_LDAC_N, 1);
    lp_hal_gpio_set(LP_GPIO_DAC_RESET_N, 0);
    lp_hal_sleep_us(1); /* ~RESET low: 30 ns minimum */
    lp_hal_gpio_set(LP_GPIO_DAC_RESET_N, 1);
    lp_hal_sleep_us(1); /* ~BUSY falls within 80 ns of the rising edge */
    int rc = wait_busy(d, LP_DAC_RESET_TIMEOUT_US); /* low while the chips initialise (<= 400 us) */
    if (rc) return rc;
    for (unsigned chip = 0; chip < LP_DAC_CHIPS; chip++) {
        rc = send(chip, lp_dac_word(LP_DAC_MODE_SF, LP_DAC_SF_OFS0, cfg->ofs_code));
        if (!rc) rc = send(chip, lp_dac_word(LP_DAC_MODE_SF, LP_DAC_SF_OFS1, cfg->ofs_code));
        if (rc) return rc;
    }
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) {
        d->code[c] = LP_DAC_POR_X1; /* X1 at power-on; the offset DACs move the output at once */
        d->out_uv[c] = lp_dac_uv(d, LP_DAC_POR_X1);
    }
    d->ready = 1;
    return LP_OK;
}

int lp_dac_set(lp_dac_t *d, unsigned ch, int32_t uv, int *clamped)
{
    if (!d || !d->ready || ch >= LP_DAC_CHANNELS) return LP_E_ARG;
    uint16_t lo, hi;
    if (!code_window(d, ch, &lo, &hi)) return LP_E_ARG; /* cfg changed after init */
    int cl = 0;
    if (uv < d->cfg.min_uv[ch]) {
        uv = d->cfg.min_uv[ch];
        cl |= LP_DAC_CLAMP_SAFE;
    } else if (uv > d->cfg.max_uv[ch]) {
        uv = d->cfg.max_uv[ch];
        cl |= LP_DAC_CLAMP_SAFE;
    }
    if (uv < lp_dac_uv(d, 0) || uv > lp_dac_uv(d, 65535)) cl |= LP_DAC_CLAMP_SPAN;
    uint16_t code = lp_dac_code(d, uv);
    /* the nearest code may lie just outside the safe range: take the closest one inside */
    if (code < lo) code = lo;
    if (code > hi) code = hi;
    if (clamped) *clamped = cl;
    unsigned chip = ch / LP_DAC_CH_PER_CHIP, n = ch % LP_DAC_CH_PER_CHIP;
    int rc = send(chip, lp_dac_word(LP_DAC_MODE_DATA, 8u + n, code));
    if (rc) return rc;
    if (cl & LP_DAC_CLAMP_SAFE) d->st.clamps++; /* counted once written */
    if (cl & LP_DAC_CLAMP_SPAN) d->st.saturations++;
    d->code[ch] = code;
    d->pending[ch / 32] |= 1u << (ch % 32);
    d->st.writes++;
    return LP_OK;
}

int lp_dac_update(lp_dac_t *d)
{
    if (!d || !d->ready) return LP_E_ARG;
    int rc = wait_busy(d, d->cfg.busy_timeout_us);
    if (rc) return rc;
    lp_hal_gpio_set(LP_GPIO_DAC_LDAC_N, 0);
    lp_hal_sleep_us(1); /* ~LDAC pulse width (datasheet minimum: tens of ns) */
    lp_hal_gpio_set(LP_GPIO_DAC_LDAC_N, 1);
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++)
        if (d->pending[c / 32] >> (c % 32) & 1u) d->out_uv[c] = lp_dac_uv(d, d->code[c]);
    for (unsigned i = 0; i < sizeof d->pending / sizeof d->pending[0]; i++) d->pending[i] = 0;
    d->st.updates++;
    if (d->cfg.settle_us) lp_hal_sleep_us(d->cfg.settle_us);
    return LP_OK;
}

static int measure(lp_dac_t *d, unsigned ch, int32_t uv, lp_dac_power_fn f, void *ctx, int32_t *p)
{
    int rc = lp_dac_set(d, ch, uv, NULL);
    if (!rc) rc = lp_dac_update(d);
    if (!rc) *p = f(ctx);
    return rc;
}

int lp_dac_sweep(lp_dac_t *d, unsigned ch, int32_t lo_uv, int32_t hi_uv, int32_t step_uv, lp_dac_power_fn read_power,
                 void *ctx, int32_t *best_uv, int32_t *best_power)
{
    if (!d || !d->ready || ch >= LP_DAC_CHANNELS || !read_power || !best_uv || step_uv <= 0 || lo_uv > hi_uv)
        return LP_E_ARG;
    if (lo_uv < d->cfg.min_uv[ch]) lo_uv = d->cfg.min_uv[ch];
    if (hi_uv > d->cfg.max_uv[ch]) hi_uv = d->cfg.max_uv[ch];
    if (lo_uv > hi_uv) return LP_E_ARG;
    int32_t lsb = (int32_t)((4 * (int64_t)d->cfg.vref_uv + 65535) / 65536);
    int32_t best = lo_uv, bp = 0;
    int have = 0;
    int32_t a = lo_uv, b = hi_uv, step = step_uv;
    for (;;) {
        for (int64_t v = a; v <= b; v += step) {
            int32_t p;
            int rc = measure(d, ch, (int32_t)v, read_power, ctx, &p);
            if (rc) return rc;
            if (!have || p > bp) {
                best = (int32_t)v;
                bp = p;
                have = 1;
            }
        }
        if (step <= lsb) break;
        a = best - step > lo_uv ? best - step : lo_uv;
        b = best + step < hi_uv ? best + step : hi_uv;
        step = step / 4 > lsb ? step / 4 : lsb;
    }
    int32_t p;
    int rc = measure(d, ch, best, read_power, ctx, &p);
    if (rc) return rc;
    *best_uv = best;
    if (best_power) *best_power = p;
    return LP_OK;
}
