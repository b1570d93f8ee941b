/* SiP switch bias DACs, AD5370 class (lp_dac.h). */
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

uint16_t lp_dac_code(const lp_dac_t *d, int32_t uv)
{
    /* code = uv * 2^16 / (4 VREF) + 4 OFS, rounded to nearest */
    int64_t span = 4 * (int64_t)d->cfg.vref_uv;
    int64_t num = (int64_t)uv * 65536;
    int64_t q = (num >= 0 ? num + span / 2 : num - span / 2) / span + 4 * (int64_t)d->cfg.ofs_code;
    return (uint16_t)(q < 0 ? 0 : q > 65535 ? 65535 : q);
}

int32_t lp_dac_uv(const lp_dac_t *d, uint16_t code)
{
    int64_t v = 4 * (int64_t)d->cfg.vref_uv * ((int64_t)code - 4 * (int64_t)d->cfg.ofs_code);
    return (int32_t)(v >= 0 ? (v + 32768) / 65536 : (v - 32768) / 65536);
}

int lp_dac_init(lp_dac_t *d, const lp_dac_cfg_t *cfg)
{
    if (!d || !cfg || cfg->vref_uv <= 0 || cfg->vref_uv > 5000000 || cfg->ofs_code > 0x3FFFu) return LP_E_ARG;
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++)
        if (cfg->min_uv[c] > cfg->max_uv[c]) return LP_E_ARG;
    unsigned char *z = (unsigned char *)d;
    for (size_t i = 0; i < sizeof *d; i++) z[i] = 0;
    d->cfg = *cfg;
    lp_hal_gpio_set(LP_GPIO_DAC_LDAC_N, 1);
    lp_hal_gpio_set(LP_GPIO_DAC_RESET_N, 0);
    lp_hal_sleep_us(1);
    lp_hal_gpio_set(LP_GPIO_DAC_RESET_N, 1);
    lp_hal_sleep_us(300); /* reset time before the first write */
    for (unsigned chip = 0; chip < LP_DAC_CHIPS; chip++) {
        int rc = send(chip, lp_dac_word(LP_DAC_MODE_SF, LP_DAC_SF_OFS0, cfg->ofs_code));
        if (!rc) rc = send(chip, lp_dac_word(LP_DAC_MODE_SF, LP_DAC_SF_OFS1, cfg->ofs_code));
        if (rc) return rc;
    }
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) {
        d->code[c] = 0x8000u; /* the X1 reset value */
        d->out_uv[c] = lp_dac_uv(d, 0x8000u);
    }
    d->ready = 1;
    return LP_OK;
}

int lp_dac_set(lp_dac_t *d, unsigned ch, int32_t uv, int *clamped)
{
    if (!d || !d->ready || ch >= LP_DAC_CHANNELS) return LP_E_ARG;
    int cl = 0;
    if (uv < d->cfg.min_uv[ch]) {
        uv = d->cfg.min_uv[ch];
        cl = 1;
    } else if (uv > d->cfg.max_uv[ch]) {
        uv = d->cfg.max_uv[ch];
        cl = 1;
    }
    if (cl) d->st.clamps++;
    if (clamped) *clamped = cl;
    uint16_t code = lp_dac_code(d, uv);
    /* a code rounded across the limit would leave the safe range: step back inside it */
    while (lp_dac_uv(d, code) > d->cfg.max_uv[ch] && code > 0) code--;
    while (lp_dac_uv(d, code) < d->cfg.min_uv[ch] && code < 65535) code++;
    unsigned chip = ch / LP_DAC_CH_PER_CHIP, n = ch % LP_DAC_CH_PER_CHIP;
    int rc = send(chip, lp_dac_word(LP_DAC_MODE_DATA, 8u + n, code));
    if (rc) return rc;
    d->code[ch] = code;
    d->pending[ch / 32] |= 1u << (ch % 32);
    d->st.writes++;
    return LP_OK;
}

int lp_dac_update(lp_dac_t *d)
{
    if (!d || !d->ready) return LP_E_ARG;
    uint64_t end = lp_hal_now_us() + d->cfg.busy_timeout_us;
    while (!lp_hal_gpio_get(LP_GPIO_DAC_BUSY_N)) {
        if (lp_hal_now_us() >= end) {
            d->st.busy_timeouts++;
            return LP_E_TIMEOUT;
        }
    }
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
