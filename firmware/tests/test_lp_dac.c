/* drivers/lp_dac + lp_sipcal on the host HAL and its AD5370 model: serial words (checked against the
 * datasheet layout), the chips' power-on state and ~RESET / ~BUSY timing, transfer function, clamps to
 * the safe range (never outside it, however narrow) and saturation at the DAC span (flagged and
 * counted), simultaneous update with ~LDAC, ~BUSY timeouts, calibration files bounded by the board's
 * span, the bias sweep. Time is simulated: every clock read advances 1 us, a sleep its length. */
#include <stdint.h>
#include <string.h>

#include "lp_dac.h"
#include "lp_hal_host.h"
#include "lp_sipcal.h"
#include "lp_test.h"

static lp_dac_t dac;
static lp_sipcal_t cal;

static uint64_t t_us;
static uint64_t sim_now(void *ctx)
{
    (void)ctx;
    return ++t_us;
}
static void sim_sleep(void *ctx, uint32_t us)
{
    (void)ctx;
    t_us += us;
}

static uint32_t word_of(size_t i, unsigned *cs)
{
    const lp_host_spi_rec_t *r = lp_host_spi_rec(i);
    if (!r || r->n != 3) return 0xFFFFFFFFu;
    *cs = r->cs;
    return (uint32_t)r->tx[0] << 16 | (uint32_t)r->tx[1] << 8 | r->tx[2];
}

/* installed only where a test overrides the modelled ~BUSY */
static int busy_reads;
static int busy_hook(void *ctx, int pin)
{
    (void)ctx;
    if (pin != LP_GPIO_DAC_BUSY_N) return lp_host_gpio_level(pin);
    if (busy_reads < 0) return 0; /* stuck busy */
    if (busy_reads > 0) {
        busy_reads--;
        return 0;
    }
    return 1;
}

/* a ring resonance: power peaks at 3.2171 V on channel 5 (Lorentzian, 0.4 V wide) */
static int32_t ring_power(void *ctx)
{
    const lp_dac_t *d = ctx;
    double v = d->out_uv[5] / 1e6, x = (v - 3.2171) / 0.2;
    return (int32_t)(1e6 / (1.0 + x * x));
}

static lp_dac_cfg_t cfg_default(void)
{
    lp_dac_cfg_t c;
    memset(&c, 0, sizeof c);
    c.vref_uv = LP_DAC_BOARD_VREF_UV;   /* 3 V: span 12 V */
    c.ofs_code = LP_DAC_BOARD_OFS_CODE; /* the power-on offset: -4 V .. +8 V */
    for (unsigned i = 0; i < LP_DAC_CHANNELS; i++) {
        c.min_uv[i] = 0;
        c.max_uv[i] = 7000000;
    }
    c.max_uv[79] = 2500000;
    c.settle_us = 50;
    c.busy_timeout_us = 2000;
    return c;
}

/* the driver's view of every channel (input code, output) is the modelled chips' */
static int matches_chips(const lp_dac_t *d)
{
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) {
        const lp_host_dac_t *m = lp_host_dac((int)(c / LP_DAC_CH_PER_CHIP));
        int n = (int)(c % LP_DAC_CH_PER_CHIP);
        if (d->code[c] != m->x1a[n]) return 0;
        if (d->out_uv[c] != lp_host_dac_out_uv((int)(c / LP_DAC_CH_PER_CHIP), n, d->cfg.vref_uv)) return 0;
    }
    return 1;
}

static uint32_t lost(void)
{
    return lp_host_dac(0)->lost + lp_host_dac(1)->lost;
}

static void test_init(void)
{
    lp_dac_cfg_t cfg = cfg_default();
    lp_dac_cfg_t bad = cfg;
    bad.ofs_code = 0x4000;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    bad = cfg;
    bad.min_uv[3] = 1;
    bad.max_uv[3] = 0;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    /* a safe range between two neighbouring codes (183.1 uV apart) holds no code: refused */
    int32_t c0 = lp_dac_uv_at(cfg.vref_uv, cfg.ofs_code, 30000);
    bad = cfg;
    bad.min_uv[7] = c0 + 10;
    bad.max_uv[7] = c0 + 100;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    bad = cfg; /* a safe range beyond the span holds none either */
    bad.min_uv[8] = 8100000;
    bad.max_uv[8] = 9000000;
    LP_CHECK_EQ(lp_dac_init(&dac, &bad), LP_E_ARG);
    LP_CHECK_EQ(lp_host_spi_count(), 0); /* a refused configuration touches nothing */
    LP_CHECK_EQ(lp_host_dac(0)->words + lost(), 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 0, 0, NULL), LP_E_ARG); /* not initialised */

    /* the chips hold ~BUSY low for the datasheet's 400 us after ~RESET: nothing is written before */
    uint64_t t0 = t_us;
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    LP_CHECK(t_us - t0 >= LP_HOST_DAC_RESET_US);
    LP_CHECK_EQ(lost(), 0);
    LP_CHECK_EQ(lp_host_dac(0)->words, 2);
    LP_CHECK_EQ(lp_host_dac(1)->words, 2);
    LP_CHECK_EQ(dac.st.busy_timeouts, 0);
    /* init: both offset DACs of both chips, mode 0 (special function), addresses 2 and 3 */
    LP_CHECK_EQ(lp_host_spi_count(), 4);
    unsigned cs;
    LP_CHECK_EQ(word_of(0, &cs), 0x021555u);
    LP_CHECK_EQ(cs, LP_SPI_DAC0);
    LP_CHECK_EQ(word_of(1, &cs), 0x031555u);
    LP_CHECK_EQ(word_of(3, &cs), 0x031555u);
    LP_CHECK_EQ(cs, LP_SPI_DAC1);
    LP_CHECK_EQ(lp_host_gpio_level(LP_GPIO_DAC_RESET_N), 1);
    /* every channel at the power-on code: the driver's model is the chips', about 0 V (one code up) */
    LP_CHECK_EQ(lp_host_dac(1)->x1a[39], LP_HOST_DAC_POR_X1);
    LP_CHECK(matches_chips(&dac));
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) LP_CHECK(dac.out_uv[c] >= 0 && dac.out_uv[c] <= 184);
    LP_CHECK_EQ(dac.out_uv[0], 183);

    /* another offset code reaches both chips (written after ~BUSY rose, not lost) and moves every output */
    lp_dac_cfg_t ofs = cfg;
    ofs.ofs_code = 0x1400;
    for (unsigned c = 0; c < LP_DAC_CHANNELS; c++) ofs.min_uv[c] = -1000000;
    LP_CHECK_EQ(lp_dac_init(&dac, &ofs), LP_OK);
    LP_CHECK(lp_host_dac(0)->ofs[0] == 0x1400 && lp_host_dac(0)->ofs[1] == 0x1400 && lp_host_dac(1)->ofs[1] == 0x1400);
    LP_CHECK_EQ(lost(), 0);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK_EQ(dac.out_uv[3], lp_dac_uv_at(cfg.vref_uv, 0x1400, LP_DAC_POR_X1)); /* +250 mV */

    /* a slow chip (900 us): init waits for it */
    lp_host_dac_set_reset_us(900);
    t0 = t_us;
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    LP_CHECK(t_us - t0 >= 900);
    LP_CHECK_EQ(lost(), 0);
    /* a chip that never ends its reset: LP_E_TIMEOUT within the bound, counted, nothing written */
    lp_host_dac_set_reset_us(1000000);
    size_t n0 = lp_host_spi_count();
    t0 = t_us;
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_E_TIMEOUT);
    LP_CHECK(t_us - t0 >= LP_DAC_RESET_TIMEOUT_US && t_us - t0 < LP_DAC_RESET_TIMEOUT_US + 100);
    LP_CHECK_EQ(dac.st.busy_timeouts, 1);
    LP_CHECK_EQ(lp_host_spi_count(), n0);
    LP_CHECK_EQ(dac.ready, 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 0, 1000000, NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_dac_update(&dac), LP_E_ARG);
    lp_host_dac_set_reset_us(LP_HOST_DAC_RESET_US); /* the next ~RESET pulse ends it */
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    LP_CHECK(matches_chips(&dac));
}

static void test_transfer(void)
{
    /* transfer function: about -4 V at code 0, 0 V at 4 x 0x1555, about +8 V at full scale */
    LP_CHECK_EQ(lp_dac_code(&dac, 0), 4 * 0x1555);
    LP_CHECK_EQ(lp_dac_uv(&dac, 0), -3999756);       /* 12 V x (0 - 21844) / 2^16 */
    LP_CHECK_EQ(lp_dac_uv(&dac, 65535), 8000061);   /* 12 V x (65535 - 21844) / 2^16 */
    int32_t lo = 0, hi = 0;
    lp_dac_span_uv(LP_DAC_BOARD_VREF_UV, LP_DAC_BOARD_OFS_CODE, &lo, &hi);
    LP_CHECK(lo == -3999756 && hi == 8000061);
    LP_CHECK_EQ(lp_dac_code(&dac, -3999756), 0);
    LP_CHECK_EQ(lp_dac_code(&dac, -3999000), 4);     /* 756 uV above code 0: 4.13 LSB of 183.1 uV */
    LP_CHECK_EQ(lp_dac_code(&dac, -5000000), 0);    /* below the span: saturates */
    LP_CHECK_EQ(lp_dac_code(&dac, 9000000), 65535);
    for (int32_t uv = -3900000; uv < 7900000; uv += 123457) {
        int32_t back = lp_dac_uv(&dac, lp_dac_code(&dac, uv));
        LP_CHECK(back - uv <= 92 && uv - back <= 92); /* within half an LSB (183.1 uV) */
    }
}

static void test_update(void)
{
    /* words: channel 0 of chip 0 at address 8, channel 39 at 47, channel 40 = chip 1 address 8 */
    size_t n0 = lp_host_spi_count();
    uint32_t pulses = lp_host_ldac_pulses();
    unsigned cs;
    int cl = -1;
    LP_CHECK_EQ(lp_dac_set(&dac, 0, 1000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 39, 2000000, NULL), LP_OK);
    LP_CHECK_EQ(lp_dac_set(&dac, 40, 3000000, NULL), LP_OK);
    LP_CHECK_EQ(word_of(n0, &cs), (3u << 22) | (8u << 16) | lp_dac_code(&dac, 1000000));
    LP_CHECK_EQ(cs, LP_SPI_DAC0);
    LP_CHECK_EQ(word_of(n0 + 1, &cs), (3u << 22) | (47u << 16) | lp_dac_code(&dac, 2000000));
    LP_CHECK_EQ(word_of(n0 + 2, &cs), (3u << 22) | (8u << 16) | lp_dac_code(&dac, 3000000));
    LP_CHECK_EQ(cs, LP_SPI_DAC1);
    /* nothing on the outputs until the update (chips and driver agree); then all three at once with
     * one ~LDAC pulse, given only after the chips' ~BUSY (X2 computation) rose */
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses);
    LP_CHECK(dac.out_uv[0] != 1000000 && dac.out_uv[40] != 3000000);
    LP_CHECK_EQ(lp_host_dac(0)->dac[0], LP_HOST_DAC_POR_X1);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK_EQ(lp_host_dac_busy_n(), 0);
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses + 1);
    LP_CHECK_EQ(lp_host_dac(0)->ldac_busy + lp_host_dac(1)->ldac_busy, 0);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK(dac.out_uv[0] - 1000000 <= 92 && 1000000 - dac.out_uv[0] <= 92);
    LP_CHECK(dac.out_uv[40] - 3000000 <= 92 && 3000000 - dac.out_uv[40] <= 92);
    LP_CHECK_EQ(lp_host_gpio_level(LP_GPIO_DAC_LDAC_N), 1);

    /* ~BUSY stuck low: the update gives up, no ~LDAC pulse */
    lp_host_set_gpio_in_hook(busy_hook, NULL);
    pulses = lp_host_ldac_pulses();
    busy_reads = -1;
    LP_CHECK_EQ(lp_dac_update(&dac), LP_E_TIMEOUT);
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses);
    LP_CHECK_EQ(dac.st.busy_timeouts, 1);
    busy_reads = 3; /* low for a while: waited for */
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);
    LP_CHECK_EQ(busy_reads, 0);
    lp_host_set_gpio_in_hook(NULL, NULL);
}

static void test_clamps(void)
{
    /* clamps: above the channel's safe range, below it, and rounding never leaves it */
    int cl = -1;
    LP_CHECK_EQ(lp_dac_set(&dac, 79, 6000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SAFE);
    LP_CHECK(lp_dac_uv(&dac, dac.code[79]) <= 2500000 && lp_dac_uv(&dac, dac.code[79]) > 2499800);
    LP_CHECK_EQ(lp_dac_set(&dac, 2, -3000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SAFE);
    LP_CHECK(lp_dac_uv(&dac, dac.code[2]) >= 0);
    LP_CHECK_EQ(dac.st.clamps, 2);
    LP_CHECK_EQ(dac.st.saturations, 0);
    LP_CHECK_EQ(lp_dac_set(&dac, LP_DAC_CHANNELS, 0, NULL), LP_E_ARG);
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);

    /* safe ranges narrower than two codes, at every offset against the code grid: one holding a code
     * always gets that code (whatever is asked, with the flag when asked outside); one holding none is
     * refused at init. Never a code outside the range. */
    lp_dac_cfg_t cfg = cfg_default();
    int32_t base = lp_dac_uv_at(cfg.vref_uv, cfg.ofs_code, 40000);
    unsigned refused = 0, accepted = 0, outside = 0;
    for (int32_t off = -200; off <= 200; off += 7) {
        for (int32_t width = 0; width <= 360; width += 40) {
            cfg.min_uv[20] = base + off;
            cfg.max_uv[20] = base + off + width;
            int rc = lp_dac_init(&dac, &cfg);
            int has = 0;
            for (uint16_t c = 39990; c < 40010; c++) {
                int32_t v = lp_dac_uv_at(cfg.vref_uv, cfg.ofs_code, c);
                has |= v >= cfg.min_uv[20] && v <= cfg.max_uv[20];
            }
            LP_CHECK_EQ(rc, has ? LP_OK : LP_E_ARG);
            if (rc) {
                refused++;
                continue;
            }
            accepted++;
            for (int32_t uv = base - 1000; uv <= base + 1000; uv += 37) {
                LP_CHECK_EQ(lp_dac_set(&dac, 20, uv, &cl), LP_OK);
                int32_t v = lp_dac_uv(&dac, dac.code[20]);
                outside += v < cfg.min_uv[20] || v > cfg.max_uv[20];
                LP_CHECK_EQ(cl, (uv < cfg.min_uv[20] || uv > cfg.max_uv[20]) ? LP_DAC_CLAMP_SAFE : 0);
            }
        }
    }
    LP_CHECK_EQ(outside, 0);
    LP_CHECK(refused > 10 && accepted > 100);
}

static void test_saturation(void)
{
    /* safe ranges wider than the span (channel 10: -6 .. +10 V): a request beyond what the DAC can
     * output saturates at code 0 / 65535, flagged and counted apart from the safe-range clamps */
    lp_dac_cfg_t cfg = cfg_default();
    cfg.min_uv[10] = -6000000;
    cfg.max_uv[10] = 10000000;
    cfg.max_uv[11] = 10000000;
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    int cl = -1;
    LP_CHECK_EQ(lp_dac_set(&dac, 10, 9000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SPAN);
    LP_CHECK_EQ(dac.code[10], 65535);
    LP_CHECK_EQ(dac.st.saturations, 1);
    LP_CHECK_EQ(lp_dac_set(&dac, 10, -5000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SPAN);
    LP_CHECK_EQ(dac.code[10], 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 10, -4000000, &cl), LP_OK); /* 244 uV below code 0 */
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SPAN);
    LP_CHECK_EQ(lp_dac_set(&dac, 10, 8000061, &cl), LP_OK); /* code 65535 exactly */
    LP_CHECK_EQ(cl, 0);
    LP_CHECK_EQ(lp_dac_set(&dac, 10, 8000062, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SPAN);
    LP_CHECK_EQ(lp_dac_set(&dac, 10, -3999756, &cl), LP_OK); /* code 0 exactly */
    LP_CHECK_EQ(cl, 0);
    LP_CHECK_EQ(dac.st.saturations, 4);
    LP_CHECK_EQ(dac.st.clamps, 0);
    /* beyond both the safe range and the span: both flags, both counts */
    LP_CHECK_EQ(lp_dac_set(&dac, 11, 12000000, &cl), LP_OK);
    LP_CHECK_EQ(cl, LP_DAC_CLAMP_SAFE | LP_DAC_CLAMP_SPAN);
    LP_CHECK_EQ(dac.code[11], 65535);
    LP_CHECK(dac.st.saturations == 5 && dac.st.clamps == 1);
    LP_CHECK_EQ(lp_dac_update(&dac), LP_OK);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK(dac.out_uv[10] == -3999756 && dac.out_uv[11] == 8000061);
}

static void test_calibration(void)
{
    static const char good[] = "# Columbia 4x4 switch, two elements\r\n"
                               "sipcal 1\n"
                               "\n"
                               "cal 0 0 12 1250\n"
                               "cal 0 1 12 3475\n"
                               "cal 0 1 13 -120\n"
                               "cal 1 0 40 6999\n"
                               "cal 1 1 40 7500\n";
    unsigned line = 99;
    LP_CHECK_EQ(lp_sipcal_parse(&cal, good, sizeof good - 1, &line), LP_OK);
    LP_CHECK_EQ(cal.n, 5);
    LP_CHECK(cal.e[2].ch == 13 && cal.e[2].uv == -120000);
    static const struct {
        const char *text;
        unsigned line;
        int rc;
    } bad_files[] = {
        {"cal 0 0 1 5\n", 1, LP_E_PROTO},                        /* no header */
        {"sipcal 2\ncal 0 0 1 5\n", 1, LP_E_PROTO},              /* unknown version */
        {"sipcal 1\ncal 0 0 80 5\n", 2, LP_E_ARG},               /* channel out of range */
        {"sipcal 1\ncal 64 0 1 5\n", 2, LP_E_ARG},               /* switch out of range */
        {"sipcal 1\ncal 0 8 1 5\n", 2, LP_E_ARG},                /* state out of range */
        {"sipcal 1\ncal 0 0 1 8001\n", 2, LP_E_ARG},             /* above the DAC span (8.00006 V) */
        {"sipcal 1\ncal 0 0 1 -4000\n", 2, LP_E_ARG},            /* below it (-3.99976 V) */
        {"sipcal 1\ncal 0 0 1 20000\n", 2, LP_E_ARG},
        {"sipcal 1\ncal 0 0 1 -20000\n", 2, LP_E_ARG},
        {"sipcal 1\ncal 0 0 1 1000000\n", 2, LP_E_PROTO},        /* 7 digits */
        {"sipcal 1\ncal 0 0 1 --5\n", 2, LP_E_PROTO},
        {"sipcal 1\ncal 0 0 1\n", 2, LP_E_PROTO},                /* short line */
        {"sipcal 1\ncal 0 0 1 5 6\n", 2, LP_E_PROTO},            /* long line */
        {"sipcal 1\ncal 0 0 1 5\ncal 0 0 1 6\n", 3, LP_E_BUSY},  /* duplicate */
        {"sipcal 1\ncal  0 0 1 5\n", 2, LP_E_PROTO},             /* double space */
        {"sipcal 1\nCAL 0 0 1 5\n", 2, LP_E_PROTO},
        {"sipcal 1\nrange 3 0 5000\ncal 0 0 3 5001\n", 3, LP_E_ARG}, /* outside its safe range */
        {"sipcal 1\ncal 0 0 3 100\nrange 3 0 5000\n", 3, LP_E_STATE}, /* range after a cal line */
        {"sipcal 1\nrange 3 0 5000\nrange 3 0 4000\n", 3, LP_E_BUSY}, /* two ranges */
        {"sipcal 1\nrange 3 5000 0\n", 2, LP_E_ARG},                  /* min > max */
        {"sipcal 1\nrange 3 -4500 0\n", 2, LP_E_ARG},                 /* a limit beyond the span */
        {"sipcal 1\nrange 3 0 9000\n", 2, LP_E_ARG},
        {"sipcal 1\nrange 80 0 5000\n", 2, LP_E_ARG},
        {"sipcal 1\nrange 3 0\n", 2, LP_E_PROTO},
        {"", 0, LP_E_PROTO},                                      /* empty file */
    };
    for (size_t i = 0; i < sizeof bad_files / sizeof bad_files[0]; i++) {
        line = 99;
        int rc = lp_sipcal_parse(&cal, bad_files[i].text, strlen(bad_files[i].text), &line);
        if (rc != bad_files[i].rc || line != bad_files[i].line)
            fprintf(stderr, "file %zu: rc %d line %u\n", i, rc, line);
        LP_CHECK(rc == bad_files[i].rc && line == bad_files[i].line);
    }
    static const char edges[] = "sipcal 1\nrange 3 -3999 8000\ncal 0 0 3 -3999\ncal 0 1 3 8000\n";
    LP_CHECK_EQ(lp_sipcal_parse(&cal, edges, sizeof edges - 1, &line), LP_OK);
    LP_CHECK(cal.n == 2 && cal.min_uv[3] == -3999000 && cal.max_uv[3] == 8000000);
    char longline[LP_SIPCAL_LINE_MAX + 20] = "sipcal 1\n#";
    memset(longline + 10, 'x', LP_SIPCAL_LINE_MAX);
    LP_CHECK_EQ(lp_sipcal_parse(&cal, longline, 10 + LP_SIPCAL_LINE_MAX, &line), LP_E_PROTO);
    LP_CHECK_EQ(line, 2);
    /* the compiled-table entry points apply the same bounds, for any int32 */
    lp_sipcal_init(&cal);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, 8001), LP_E_ARG);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, -4000), LP_E_ARG);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, INT32_MAX), LP_E_ARG);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, INT32_MIN), LP_E_ARG);
    LP_CHECK_EQ(lp_sipcal_range(&cal, 1, -4000, 0), LP_E_ARG);
    LP_CHECK_EQ(lp_sipcal_range(&cal, 1, 0, INT32_MAX), LP_E_ARG);
    LP_CHECK_EQ(cal.n, 0);
    LP_CHECK_EQ(cal.ranged[1], 0);
    /* the bound is the board DAC's span: every accepted bias is output without saturating, the first
     * refused one on either side would saturate */
    lp_dac_cfg_t wide = cfg_default();
    wide.min_uv[6] = -5000000;
    wide.max_uv[6] = 9000000;
    LP_CHECK_EQ(lp_dac_init(&dac, &wide), LP_OK);
    for (int32_t mv = -4010; mv <= 8010; mv++) {
        if (mv > -3980 && mv < 7990 && mv % 97) continue;
        int cl = -1;
        LP_CHECK_EQ(lp_dac_set(&dac, 6, mv * 1000, &cl), LP_OK);
        LP_CHECK_EQ(lp_sipcal_in_span(mv), cl != LP_DAC_CLAMP_SPAN);
    }
    LP_CHECK(lp_sipcal_in_span(-3999) && !lp_sipcal_in_span(-4000) && lp_sipcal_in_span(8000) &&
             !lp_sipcal_in_span(8001));
    LP_CHECK_EQ(lp_sipcal_add(&cal, 0, 0, 0, 1), LP_OK);
    for (unsigned i = 1; i < LP_SIPCAL_ENTRIES; i++) lp_sipcal_add(&cal, i % 64, (i / 64) % 8, i / 512 + 1, 1);
    LP_CHECK_EQ(cal.n, LP_SIPCAL_ENTRIES);
    LP_CHECK_EQ(lp_sipcal_add(&cal, 63, 7, 79, 1), LP_E_NOSPACE);

    /* safe ranges from the file: copied into a DAC configuration; a driven channel without one counted */
    static const char ranged[] = "sipcal 1\nrange 12 0 4000\nrange 40 -1000 7000\ncal 0 0 12 1250\n"
                                 "cal 1 0 40 -500\ncal 1 0 41 100\n";
    LP_CHECK_EQ(lp_sipcal_parse(&cal, ranged, sizeof ranged - 1, &line), LP_OK);
    lp_dac_cfg_t lim;
    memset(&lim, 0, sizeof lim);
    lim.max_uv[12] = 1;
    LP_CHECK_EQ(lp_sipcal_limits(&cal, &lim), 1); /* channel 41 */
    LP_CHECK(lim.min_uv[12] == 0 && lim.max_uv[12] == 4000000 && lim.min_uv[40] == -1000000 &&
             lim.max_uv[40] == 7000000 && lim.max_uv[41] == 0);

    /* applying switch states: all their channels loaded, one pulse; an uncalibrated state moves nothing */
    lp_dac_cfg_t cfg = cfg_default();
    LP_CHECK_EQ(lp_dac_init(&dac, &cfg), LP_OK);
    LP_CHECK_EQ(lp_sipcal_parse(&cal, good, sizeof good - 1, &line), LP_OK);
    size_t n0 = lp_host_spi_count();
    uint32_t pulses = lp_host_ldac_pulses();
    const uint8_t states[2] = {1, 1};
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, states, 2), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 3); /* channels 12, 13, 40 */
    LP_CHECK_EQ(lp_host_ldac_pulses(), pulses + 1);
    for (size_t i = n0; i < n0 + 3; i++) LP_CHECK_EQ(lp_host_spi_rec(i)->ldac_pulses_before, pulses);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK(dac.out_uv[12] - 3475000 <= 92 && 3475000 - dac.out_uv[12] <= 92);
    LP_CHECK_EQ(dac.out_uv[13], lp_dac_uv(&dac, lp_dac_code(&dac, 0))); /* -120 mV clamped to 0 */
    LP_CHECK(dac.out_uv[40] <= 7000000 && dac.out_uv[40] > 6999800);    /* 7.5 V clamped to 7 V */
    LP_CHECK(dac.st.clamps == 2 && dac.st.saturations == 0);
    const uint8_t missing[2] = {2, LP_SIPCAL_KEEP};
    n0 = lp_host_spi_count();
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, missing, 2), LP_E_NOTFOUND);
    LP_CHECK_EQ(lp_host_spi_count(), n0);
    const uint8_t keep[2] = {LP_SIPCAL_KEEP, 0};
    LP_CHECK_EQ(lp_sipcal_apply(&dac, &cal, keep, 2), LP_OK);
    LP_CHECK_EQ(lp_host_spi_count() - n0, 1); /* switch 1 only */
}

static void test_sweep(void)
{
    /* bias sweep: finds the resonance within one LSB-ish, leaves it applied */
    dac.cfg.settle_us = 0;
    int32_t best = 0, bp = 0;
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 0, 7000000, 250000, ring_power, &dac, &best, &bp), LP_OK);
    LP_CHECK(best > 3217100 - 400 && best < 3217100 + 400);
    LP_CHECK(bp > 999990);
    LP_CHECK(dac.out_uv[5] == lp_dac_uv(&dac, dac.code[5]) && dac.out_uv[5] - best <= 92 && best - dac.out_uv[5] <= 92);
    LP_CHECK(matches_chips(&dac));
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 8000000, 9000000, 1000, ring_power, &dac, &best, NULL), LP_E_ARG); /* outside */
    LP_CHECK_EQ(lp_dac_sweep(&dac, 5, 0, 1000, 0, ring_power, &dac, &best, NULL), LP_E_ARG);
}

int main(void)
{
    lp_host_reset();
    lp_host_set_time_hooks(sim_now, sim_sleep, NULL);
    test_init();
    test_transfer();
    test_update();
    test_clamps();
    test_saturation();
    test_calibration();
    test_sweep();
    return lp_test_report("test_lp_dac");
}
